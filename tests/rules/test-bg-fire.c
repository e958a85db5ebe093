/* Fire as the activation card sets it up from the table (gg_bg_table_fire_setup, then
 * gg_bg_fire_prepare / gg_bg_fire_roll, gg_bg_play_squad_fire): who fires by rank, where the
 * second rank measures from, height, small targets' confirmation, breech-loaders. */
#include <glib.h>
#include <string.h>

#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-bg-table.h"

#include "bg-scene.h"

/* A1 stands in a column of three (bases touching front to back) facing B1, whose nearest base edge
 * is 14.5 cm from A1's first rank and 16.5 cm from its second: either side of the house rifle
 * band at 15 cm. B3 is a lone figure (the Drummer or the Look-out in some tests). B2 stands at the edge of a hill two levels up, 18.5 cm from A2. 20 mm. */
static const char scene[] =
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n"
  "table: { width: 180, depth: 120 }\n"
  "terrain:\n"
  "  - { id: hill, kind: hill, polygon: [[120, 50], [170, 50], [170, 90], [120, 90]], level: 2 }\n"
  "  - { id: knoll, kind: hill, polygon: [[130, 5], [160, 5], [160, 22], [130, 22]], level: 2 }\n"
  "figures:\n"
  "  - { id: A-1-L, x: 50, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: L1 }\n"
  "  - { id: A-1-1, x: 50, y: 18, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-1-2, x: 50, y: 16, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-1-L, x: 50, y: 36.5, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 1, role: L1 }\n"
  "  - { id: B-1-1, x: 52, y: 36.5, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 1, role: '1' }\n"
  "  - { id: A-2-L, x: 145, y: 30, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: L2 }\n"
  "  - { id: A-2-1, x: 147, y: 30, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: B-2-L, x: 145, y: 50.5, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 2, role: L2 }\n"
  "  - { id: B-2-1, x: 147, y: 50.5, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 2, role: '2' }\n"
  "  - { id: B-3-L, x: 80, y: 35, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 3, role: L3 }\n";

static const GgBgSquadRef A1 = { 'A', 1 }, A2 = { 'A', 2 }, B1 = { 'B', 1 }, B2 = { 'B', 2 };
static const GgBgSquadRef B3 = { 'B', 3 };

typedef struct
{
  GgGame *game;
  GgBgRules *rules;
  GgBgTable *table;
} Fixture;

static void
load (Fixture *f, const char *state)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text =
    g_strdup_printf ("%sstate: { seed: 5%s%s }\n", scene, state ? ", " : "", state ? state : "");

  f->game = bg_scene_load (text, "fire.yaml", 5);
  f->rules = gg_bg_rules_new_builtin (20, &error);
  g_assert_no_error (error);
  f->table = gg_bg_table_new (f->game, f->rules);
}

static void
unload (Fixture *f)
{
  gg_bg_table_free (f->table);
  gg_bg_rules_free (f->rules);
  gg_game_unref (f->game);
}

static GgBgShot *
shot_of (GgBgFire *fire, const char *id)
{
  for (guint i = 0; i < fire->shots->len; i++)
    if (g_str_equal (g_array_index (fire->shots, GgBgShot, i).id, id))
      return &g_array_index (fire->shots, GgBgShot, i);
  g_assert_not_reached ();
}

/* BG-12.1-e, BG-4.2-e: infantry of the first two ranks fire; the third rank of a column does
 * not. */
static void
test_two_ranks (void)
{
  Fixture f;
  GgBgFireSetup setup;
  GgBgFire fire;

  load (&f, NULL);
  gg_bg_table_fire_setup (f.table, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  gg_bg_fire_prepare (f.rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  g_assert_cmpint (shot_of (&fire, "A-1-L")->reason, ==, GG_BG_FIRE_OK);
  g_assert_cmpint (shot_of (&fire, "A-1-1")->reason, ==, GG_BG_FIRE_OK);
  g_assert_cmpint (shot_of (&fire, "A-1-2")->reason, ==, GG_BG_FIRE_RANK);
  g_assert_cmpuint (fire.n_firing, ==, 2);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  unload (&f);
}

/* BG-12.1-f: the distance is measured from the base of the firing figure of the first rank: the
 * second rank fires at the first rank's range (14.5 cm, hit on 4), not its own (16.5 cm). */
static void
test_second_rank_range (void)
{
  Fixture f;
  GgBgFireSetup setup;
  GgBgFire fire;

  load (&f, NULL);
  gg_bg_table_fire_setup (f.table, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  gg_bg_fire_prepare (f.rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  g_assert_cmpfloat_with_epsilon (shot_of (&fire, "A-1-L")->hit_on.value, 4, 1e-9);
  g_assert_cmpfloat_with_epsilon (shot_of (&fire, "A-1-1")->hit_on.value, 4, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (setup.firers, GgBgFirer, 1).range_mm, 145, 1e-6);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  unload (&f);
}

static gboolean
has_rule (GArray *mods, const char *rule, int *count)
{
  *count = 0;
  for (guint i = 0; i < mods->len; i++)
    *count += g_strcmp0 (g_array_index (mods, GgBgModifier, i).rule, rule) == 0;
  return *count > 0;
}

/* BG-12.2-e: -1 for each level the target stands higher than the firer: two levels, -2, also
 * when the squad's first figure, its leader, stands on a knoll behind. */
static void
test_levels (void)
{
  Fixture f;
  GgBgFireSetup setup;
  GgBgFire fire;
  int n;

  load (&f, NULL);
  gg_bg_table_fire_setup (f.table, A2, B2, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_cmpint (setup.target.levels_higher, ==, 2);
  gg_bg_fire_prepare (f.rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  g_assert_true (has_rule (shot_of (&fire, "A-2-1")->modifiers, "BG-12.2-e", &n));
  g_assert_cmpint (n, ==, 2);
  g_assert_cmpfloat_with_epsilon (shot_of (&fire, "A-2-1")->total_modifier, -3, 1e-9); /* +open */
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  /* the squad leader stands behind on a knoll as high as the target: the men still fire up */
  gg_game_lookup_figure (f.game, "A-2-L")->base.centre = (GgPoint){ 1450, 150 };
  gg_bg_table_refresh (f.table);
  gg_bg_table_fire_setup (f.table, A2, B2, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_cmpint (setup.target.levels_higher, ==, 2);
  gg_bg_fire_setup_clear (&setup);
  unload (&f);
}

/* BG-15.1-u/v: a hit on the Drummer counts only when a second D10 shows exactly 6 ("6 secco"):
 * the odds are those of the hit times 1/10, and every hit rolled carries its confirming die. */
static void
test_confirm_six (void)
{
  Fixture f;
  GgBgFireSetup setup;
  GgBgFire fire, plain;

  load (&f, "squads: [ { squad: B1, characters: [piccolo-tamburino-sardo] } ]");
  gg_bg_table_fire_setup (f.table, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_true (setup.target.confirm_six);
  gg_bg_fire_prepare (f.rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  setup.target.confirm_six = FALSE;
  gg_bg_fire_prepare (f.rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &plain);
  g_assert_cmpfloat_with_epsilon (shot_of (&fire, "A-1-L")->p_hit,
                                  shot_of (&plain, "A-1-L")->p_hit / 10, 1e-12);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_clear (&plain);
  setup.target.confirm_six = TRUE;
  for (guint32 seed = 1; seed < 40; seed++)
    {
      g_autoptr (GgDice) dice = gg_dice_new (seed);

      gg_bg_fire_roll (f.rules, dice, setup.arm, (GgBgFirer *) setup.firers->data,
                       setup.firers->len, &setup.target, &fire);
      for (guint i = 0; i < fire.shots->len; i++)
        {
          GgBgShot *s = &g_array_index (fire.shots, GgBgShot, i);

          if (s->hit)
            g_assert_cmpint (s->confirm_roll, ==, 6);
        }
      gg_bg_fire_clear (&fire);
    }
  gg_bg_fire_setup_clear (&setup);
  unload (&f);
}

/* BG-15.2-a: a squad with breech-loaders never has to reload: after it fires (the call the fire
 * card makes, gg_bg_play_squad_fire), nobody is marked; BG-4.2-g: an ordinary squad's firers are. */
static void
test_breech_loaders (void)
{
  Fixture f;
  GgBgFireSetup setup;
  GgBgFireOutcome outcome;

  load (&f, "squads: [ { squad: A1, traits: [breech-loader] } ]");
  gg_bg_table_fire_setup (f.table, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  gg_bg_play_squad_fire (f.table, A1, B1, &setup, &outcome);
  g_assert_cmpuint (outcome.fire.n_firing, >, 0);
  g_assert_false (gg_bg_state_needs_reload (f.game->state, 'A', 1, "A-1-L"));
  gg_bg_fire_outcome_clear (&outcome);
  gg_bg_fire_setup_clear (&setup);
  gg_bg_table_fire_setup (f.table, A2, B2, GG_BG_WEAPON_RIFLE, &setup);
  gg_bg_play_squad_fire (f.table, A2, B2, &setup, &outcome);
  g_assert_true (gg_bg_state_needs_reload (f.game->state, 'A', 2, "A-2-1"));
  gg_bg_fire_outcome_clear (&outcome);
  gg_bg_fire_setup_clear (&setup);
  unload (&f);
}

/* AMB-24, BG-15.1-u: the fire card's one call (gg_bg_play_squad_fire) marks the target under fire
 * and counts the confirmed hits on the Little Drummer as gg_bg_table_fired_at does: they slow
 * him, and he is never a casualty to choose. */
static void
test_squad_fire_drummer (void)
{
  Fixture f;
  GgChit a1 = { 'A', 1 };
  GgSquadState *s;
  int hits = 0;

  load (&f, "squads: [ { squad: B1, characters: [piccolo-tamburino-sardo] } ]");
  for (int i = 0; i < 200 && hits == 0; i++)
    {
      GgBgFireSetup setup;
      GgBgFireOutcome outcome;

      gg_bg_play_reload (f.game, &a1, NULL);
      gg_bg_table_fire_setup (f.table, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
      gg_bg_play_squad_fire (f.table, A1, B1, &setup, &outcome);
      g_assert_cmpuint (outcome.fire.n_firing, >, 0);
      g_assert_cmpuint (outcome.lost->len, ==, 0); /* no casualty to choose */
      hits += outcome.fire.hits;
      s = gg_bg_state_squad (f.game->state, 'B', 1, FALSE);
      g_assert_nonnull (s);
      g_assert_true (s->under_fire);
      g_assert_cmpint (s->small_target_hits, ==, hits);
      gg_bg_fire_outcome_clear (&outcome);
      gg_bg_fire_setup_clear (&setup);
    }
  g_assert_cmpint (hits, >, 0);
  unload (&f);
}

/* BG-4.5-l with AMB-24: a squad fired at is under fire (an out-of-command squad may then fire
 * back) until its next activation; the fire card's gg_bg_play_squad_fire marks
 * it after the roll. */
static void
test_under_fire (void)
{
  Fixture f;
  GgSquadState *s;

  load (&f, NULL);
  s = gg_bg_state_squad (f.game->state, 'B', 1, FALSE);
  g_assert_true (s == NULL || !s->under_fire);
  gg_bg_table_fired_at (f.table, B1, NULL);
  g_assert_true (gg_bg_state_squad (f.game->state, 'B', 1, FALSE)->under_fire);
  unload (&f);
}

/* BG-15.1-u with AMB-65: the Little Drummer's confirmed hits are no casualties: each slows him
 * by 5 cm (20 cm, then 15…), and at 0 (the fourth) he is out of action. */
static void
test_drummer_slowed (void)
{
  Fixture f;
  GgBgFireSetup setup;
  GgBgFire fire = { .hits = 1 };
  GgSquadState *s;

  load (&f, "squads: [ { squad: B3, characters: [piccolo-tamburino-sardo] } ]");
  gg_bg_table_fire_setup (f.table, A1, B3, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_true (setup.target.confirm_six);
  g_assert_cmpuint (setup.exposed->len, ==, 0); /* no casualty to choose */
  gg_bg_fire_setup_clear (&setup);
  gg_bg_table_fired_at (f.table, B3, &fire);
  s = gg_bg_state_squad (f.game->state, 'B', 3, FALSE);
  g_assert_cmpint (s->small_target_hits, ==, 1);
  g_assert_false (gg_bg_state_is_out (f.game->state, "B-3-L"));
  g_assert_cmpfloat_with_epsilon (gg_bg_tamburino_speed (f.rules, s->small_target_hits), 150, 1e-9);
  fire.hits = 3;
  gg_bg_table_fired_at (f.table, B3, &fire);
  g_assert_cmpint (s->small_target_hits, ==, 4);
  g_assert_true (gg_bg_state_is_out (f.game->state, "B-3-L"));
  unload (&f);
}

/* BG-15.1-v: a confirmed hit puts the Little Look-out out of action (before, as the squad's
 * leader, he was never a casualty of fire). */
static void
test_lookout_hit (void)
{
  Fixture f;
  GgBgFire fire = { .hits = 1 };

  load (&f, "squads: [ { squad: B3, characters: [piccola-vedetta-lombarda] } ]");
  gg_bg_table_fired_at (f.table, B3, &fire);
  g_assert_true (gg_bg_state_is_out (f.game->state, "B-3-L"));
  unload (&f);
}

/* AMB-29 (BG-5-d, BG-12.2-b): a squad formed in mass is no open order: fire at it has no -1. */
static void
test_mass_not_open_order (void)
{
  Fixture f;
  GgBgFireSetup setup;

  load (&f, "squads: [ { squad: B3, mass: true } ]");
  gg_bg_table_fire_setup (f.table, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_true (setup.target.open_order); /* B1: no mass */
  gg_bg_fire_setup_clear (&setup);
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("B-3-%d", i + 1);
      GgFigure *fig = gg_figure_new (id);

      fig->side = 'B';
      fig->squad = 3;
      fig->role = g_strdup ("3");
      fig->base = gg_game_lookup_figure (f.game, "B-3-L")->base;
      fig->base.centre.x += 20 * (i + 1);
      g_assert_true (gg_game_add_figure (f.game, fig));
      gg_bg_table_refresh (f.table);
      gg_bg_table_fire_setup (f.table, A1, B3, GG_BG_WEAPON_RIFLE, &setup);
      /* 4 figures are no mass (BG-5-g); 5 are */
      g_assert_cmpint (setup.target.open_order, ==, i < 3);
      gg_bg_fire_setup_clear (&setup);
    }
  unload (&f);
}

/* The game file without the log's clock (each entry's `time:`, the second it was written). */
static char *
file_without_time (GgGame *game)
{
  g_autofree char *text = gg_game_to_yaml (game, NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *trimmed = g_strstrip (g_strdup (lines[i]));

      if (!g_str_has_prefix (trimmed, "time:"))
        g_string_append_printf (out, "%s\n", lines[i]);
    }
  return g_string_free (out, FALSE);
}

/* BG-4.2-g: the activation card's fire is one core call, gg_bg_play_fire_action, with the
 * player's choices (the target, a figure held back). It must leave the game exactly as the calls
 * it replaces did, one after the other: the squad's firers with their own weapons, less the one
 * held back; the roll with its casualties; the note of who was held back; the action counted. */
static void
test_fire_action_same (void)
{
  Fixture old, one;
  const char *const held[] = { "A-1-2", NULL };
  GgBgFireChoice choice = { B1, held };
  GgBgFireSetup setup;
  GgBgFireOutcome outcome;
  GgBgFireAction action;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  load (&old, NULL);
  gg_bg_table_fire_setup (old.table, A1, B1, GG_BG_WEAPON_OWN, &setup);
  for (guint i = setup.firers->len; i-- > 0;)
    if (g_str_equal (g_array_index (setup.firers, GgBgFirer, i).id, "A-1-2"))
      g_array_remove_index (setup.firers, i);
  gg_bg_play_squad_fire (old.table, A1, B1, &setup, &outcome);
  gg_bg_play_hold_fire (old.game, held);
  g_assert_true (gg_bg_play_action_taken (old.game, &(GgChit){ 'A', 1 }, GG_BG_ACTION_FIRE));

  load (&one, NULL);
  gg_bg_play_fire_action (one.table, A1, &choice, &action);
  g_assert_true (action.activation_over);
  g_assert_cmpuint (action.outcome.fire.n_firing, ==, outcome.fire.n_firing);
  g_assert_cmpuint (action.outcome.lost->len, ==, outcome.lost->len);
  g_assert_false (gg_bg_state_needs_reload (one.game->state, 'A', 1, "A-1-2"));
  g_assert_true (gg_bg_state_needs_reload (one.game->state, 'A', 1, "A-1-1"));
  a = file_without_time (old.game);
  b = file_without_time (one.game);
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (b, "A-1-2"));
  gg_bg_fire_action_clear (&action);
  gg_bg_fire_outcome_clear (&outcome);
  gg_bg_fire_setup_clear (&setup);
  unload (&old);
  unload (&one);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/fire/BG-12.1-e/two-ranks", test_two_ranks);
  g_test_add_func ("/bg/fire/BG-12.1-f/second-rank-range", test_second_rank_range);
  g_test_add_func ("/bg/fire/BG-12.2-e/levels-higher", test_levels);
  g_test_add_func ("/bg/fire/BG-15.1-u/confirm-six", test_confirm_six);
  g_test_add_func ("/bg/fire/BG-15.2-a/breech-loaders", test_breech_loaders);
  g_test_add_func ("/bg/fire/AMB-24/under-fire", test_under_fire);
  g_test_add_func ("/bg/fire/BG-15.1-u/squad-fire-drummer", test_squad_fire_drummer);
  g_test_add_func ("/bg/fire/BG-15.1-u/drummer-slowed", test_drummer_slowed);
  g_test_add_func ("/bg/fire/BG-15.1-v/lookout-hit", test_lookout_hit);
  g_test_add_func ("/bg/fire/AMB-29/mass-not-open-order", test_mass_not_open_order);
  g_test_add_func ("/bg/fire/BG-4.2-g/one-call", test_fire_action_same);
  return g_test_run ();
}
