/* The table's geometry as La Bella Gigogin's resolutions see it (gg-bg-table.h): squads, who may
 * fire at whom, ranks, cover of the most exposed part, losses leaving play, command, victory. */
#include <glib.h>
#include <math.h>

#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-bg-table.h"

/* A1 faces B1 across 28 cm of open ground; B2 stands behind a farm; A2 is in two ranks; B3 has a
 * private at the edge of a wood and the rest in the open, its leader 20 cm from that private. */
static const char scene[] =
  "format: gigogin-game/1\n"
  "ruleset: bella-gigogin\n"
  "units: cm\n"
  "scale: 20\n"
  "table: { width: 180, depth: 120 }\n"
  "terrain:\n"
  "  - { id: farm, kind: building, polygon: [[90, 40], [140, 40], [140, 65], [90, 65]] }\n"
  "  - { id: wood, kind: wood, polygon: [[10, 60], [30, 60], [30, 80], [10, 80]] }\n"
  "figures:\n"
  "  - { id: A-1-L1, x: 50, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: L1 }\n"
  "  - { id: A-1-1, x: 48, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-1-2, x: 52, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-2-L2, x: 152, y: 22, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: L2 }\n"
  "  - { id: A-2-1, x: 150, y: 22, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: A-2-2, x: 150, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: B-1-L1, x: 50, y: 50, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: L1 }\n"
  "  - { id: B-1-1, x: 48, y: 50, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-1-2, x: 52, y: 50, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-2-L2, x: 115, y: 75, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: "
  "2, "
  "role: L2 }\n"
  "  - { id: B-2-1, x: 117, y: 75, facing: 180, base: { front: 15, depth: 30 }, side: B, squad: 2, "
  "role: '2' }\n"
  "  - { id: B-3-L3, x: 40, y: 72, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 3, "
  "role: L3 }\n"
  "  - { id: B-3-1, x: 20, y: 61, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 3, "
  "role: '3' }\n"
  "  - { id: B-3-2, x: 42, y: 70, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 3, "
  "role: '3' }\n"
  "  - { id: B-PLA, x: 60, y: 38, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "role: PLA }\n";

typedef struct
{
  GgGame *game;
  GgBgRules *rules;
  GgBgTable *play;
} Fixture;

static void
setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->game = gg_game_load_data (scene, sizeof scene - 1, "scene.yaml", &error);
  g_assert_no_error (error);
  f->rules = gg_bg_rules_new_builtin (20, &error);
  g_assert_no_error (error);
  f->play = gg_bg_table_new (f->game, f->rules);
  g_assert_true (gg_bg_play_begin (f->game, 1859, GG_CHIT_MODE_TOKENS, &error));
  g_assert_no_error (error);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  gg_bg_table_free (f->play);
  gg_bg_rules_free (f->rules);
  gg_game_unref (f->game);
}

static const GgBgSquadRef A1 = { 'A', 1 }, A2 = { 'A', 2 }, B1 = { 'B', 1 }, B2 = { 'B', 2 },
                          B3 = { 'B', 3 };

/* BG-2.2, BG-3.4-a: one chit per squad on the table; officers outside squads have none. */
static void
test_squads (Fixture *f, gconstpointer data)
{
  g_autoptr (GArray) squads = gg_bg_table_squads (f->play);
  GgChitBag *bag = f->game->state->chits;

  g_assert_cmpuint (squads->len, ==, 5);
  g_assert_cmpint (g_array_index (squads, GgBgSquadRef, 0).side, ==, 'A');
  g_assert_cmpint (g_array_index (squads, GgBgSquadRef, 4).number, ==, 3);
  g_assert_cmpuint (gg_chitbag_get_n_squads (bag), ==, 5);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (bag), ==, 5);
  g_assert_true (gg_chitbag_in_bag (bag, 'B', 3));
  g_assert_true (gg_bg_figure_is_officer (gg_game_lookup_figure (f->game, "B-PLA")));
  g_assert_true (gg_bg_figure_is_leader (gg_game_lookup_figure (f->game, "B-1-L1")));
  g_assert_true (gg_bg_figure_is_mounted (gg_game_lookup_figure (f->game, "B-2-1")));
  g_assert_false (gg_bg_figure_is_mounted (gg_game_lookup_figure (f->game, "B-2-L2")));
  g_assert_cmpint (gg_bg_table_squad_arm (f->play, 'A', 1), ==, GG_BG_ARM_INFANTRY);
}

/* BG-3.4-c/e: the bag starts again in another mode with the same squads. */
static void
test_mode (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (gg_bg_table_set_mode (f->play, GG_CHIT_MODE_TOMBOLA, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gg_chitbag_get_mode (f->game->state->chits), ==, GG_CHIT_MODE_TOMBOLA);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (f->game->state->chits), ==, 5);
}

/* BG-7-b, BG-12.2-j: only visible squads are targets; the farm hides B2 from both A squads. */
static void
test_targets_bg_7_b (Fixture *f, gconstpointer data)
{
  g_autoptr (GArray) a1 = gg_bg_table_fire_targets (f->play, A1, GG_BG_WEAPON_RIFLE);
  g_autoptr (GArray) a2 = gg_bg_table_fire_targets (f->play, A2, GG_BG_WEAPON_RIFLE);
  GgBgFireSetup setup;

  for (guint i = 0; i < a1->len; i++)
    g_assert_cmpint (g_array_index (a1, GgBgSquadRef, i).number, !=, 2);
  for (guint i = 0; i < a2->len; i++)
    g_assert_cmpint (g_array_index (a2, GgBgSquadRef, i).number, !=, 2);
  g_assert_cmpuint (a1->len, >=, 1);
  g_assert_cmpint (g_array_index (a1, GgBgSquadRef, 0).number, ==, 1);
  gg_bg_table_fire_setup (f->play, A2, B2, GG_BG_WEAPON_RIFLE, &setup);
  for (guint i = 0; i < setup.firers->len; i++)
    g_assert_false (g_array_index (setup.firers, GgBgFirer, i).visible);
  g_assert_cmpuint (setup.exposed->len, ==, 0);
  gg_bg_fire_setup_clear (&setup);
}

/* BG-12.1-f, BG-3.1-f: ranges edge to edge to the nearest target in the 45° arc. */
static void
test_fire_setup_bg_12_1_f (Fixture *f, gconstpointer data)
{
  GgBgFireSetup setup;

  gg_bg_table_fire_setup (f->play, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_cmpuint (setup.firers->len, ==, 3);
  for (guint i = 0; i < setup.firers->len; i++)
    {
      GgBgFirer *firer = &g_array_index (setup.firers, GgBgFirer, i);

      g_assert_true (firer->visible);
      g_assert_true (firer->in_arc);
      g_assert_cmpint (firer->rank, ==, 1);
      /* fronts at y = 21 cm, B's fronts at y = 49 cm: 280 mm straight ahead */
      g_assert_cmpfloat_with_epsilon (firer->range_mm, 280, 1e-6);
    }
  /* the leader cannot be allocated a casualty (BG-12.4-e) */
  g_assert_cmpuint (setup.exposed->len, ==, 2);
  g_assert_cmpint (setup.target.cover, ==, GG_BG_COVER_NONE);
  gg_bg_fire_setup_clear (&setup);
}

/* BG-12.1-e, BG-4.2-e: the figure whose front touches the back of a first-rank friend is rank 2. */
static void
test_rank_bg_12_1_e (Fixture *f, gconstpointer data)
{
  GgBgFireSetup setup;

  gg_bg_table_fire_setup (f->play, A2, B1, GG_BG_WEAPON_RIFLE, &setup);
  for (guint i = 0; i < setup.firers->len; i++)
    {
      GgBgFirer *firer = &g_array_index (setup.firers, GgBgFirer, i);

      g_assert_cmpint (firer->rank, ==, g_str_equal (firer->id, "A-2-2") ? 2 : 1);
      g_assert_cmpint (firer->touches_front, ==, g_str_equal (firer->id, "A-2-2"));
    }
  gg_bg_fire_setup_clear (&setup);
}

/* BG-4.2-e, 003 L129: the second rank fires only "in contatto di basetta (il fronte del soldatino
 * retrostante deve essere in contatto con il retro della basetta dell'antistante)". A-2-2 stands
 * behind A-2-1 in its file: moved 1 cm back (a gap) it is still the second rank but not in
 * contact; 0.3 mm back it touches within the house tolerance (fire.rank-contact); 1 mm back it
 * does not. Measured edge to edge from the bases, not typed. */
static gboolean
a22_touches (Fixture *f, double y_mm, int *rank)
{
  g_autoptr (GPtrArray) a2 = gg_bg_table_squad_figures (f->play, 'A', 2);
  GgBgFireSetup setup;
  gboolean touches = FALSE;

  for (guint i = 0; i < a2->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (a2, i);

      if (g_str_equal (fig->id, "A-2-2"))
        fig->base.centre.y = y_mm;
    }
  gg_bg_table_refresh (f->play);
  gg_bg_table_fire_setup (f->play, A2, B1, GG_BG_WEAPON_OWN, &setup);
  *rank = 0;
  for (guint i = 0; i < setup.firers->len; i++)
    {
      GgBgFirer *firer = &g_array_index (setup.firers, GgBgFirer, i);

      if (g_str_equal (firer->id, "A-2-2"))
        *rank = firer->rank, touches = firer->touches_front;
    }
  gg_bg_fire_setup_clear (&setup);
  return touches;
}

static void
test_rank_contact_bg_4_2_e (Fixture *f, gconstpointer data)
{
  GgBgFirer gap = { "A-2-2",        GG_BG_WEAPON_RIFLE, .visible = TRUE,
                    .in_arc = TRUE, .rank = 2,          .range_mm = 100 };
  int rank;

  g_assert_true (a22_touches (f, 200, &rank)); /* A-2-1 at 220 mm, 20 mm deep bases */
  g_assert_cmpint (rank, ==, 2);
  g_assert_false (a22_touches (f, 190, &rank));
  g_assert_cmpint (rank, ==, 2);
  g_assert_true (a22_touches (f, 199.7, &rank));
  g_assert_false (a22_touches (f, 199, &rank));
  g_assert_cmpint (rank, ==, 2);
  /* and the rank not in contact does not fire */
  g_assert_cmpint (gg_bg_fire_eligible (f->rules, GG_BG_ARM_INFANTRY, &gap, NULL), ==,
                   GG_BG_FIRE_RANK);
  gap.touches_front = TRUE;
  g_assert_cmpint (gg_bg_fire_eligible (f->rules, GG_BG_ARM_INFANTRY, &gap, NULL), ==,
                   GG_BG_FIRE_OK);
}

/* BG-4.1-d, 003 L111: "Il movimento (anche di assalto o carica), il tiro e la mischia avvengono
 * per Squadre, contro Squadre"; BG-4.2-f, L129: "Il tiro di una squadra deve essere concentrato
 * contro una sola squadra bersaglio". A1's fire at B1, through the fire card's one call, with every
 * D10 a 9: every firer aims at B1 alone, the figures that may be hit are B1's, and the losses
 * fall on B1 only though B3 stands in sight too. */
static void
test_one_target_bg_4_2_f (Fixture *f, gconstpointer data)
{
  GgBgFireChoice choice = { B1, NULL };
  GgBgFireAction action;
  GgBgFireSetup other;

  gg_bg_table_fire_setup (f->play, A1, B3, GG_BG_WEAPON_OWN, &other);
  g_assert_cmpuint (other.exposed->len, >, 0); /* B3 could have been a target */
  gg_bg_fire_setup_clear (&other);
  for (guint i = 0; i < 40; i++)
    g_assert_true (gg_dice_queue_entered (f->game->state->dice, GG_DIE_D10, 9));
  gg_bg_play_fire_action (f->play, A1, &choice, &action);
  for (guint i = 0; i < action.setup.exposed->len; i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (action.setup.exposed, i), "B-1-"));
  g_assert_cmpint (action.outcome.fire.n_firing, ==, 3);
  g_assert_cmpuint (action.outcome.lost->len, >, 0);
  for (guint i = 0; i < action.outcome.lost->len; i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (action.outcome.lost, i), "B-1-"));
  g_assert_false (gg_bg_state_is_out (f->game->state, "B-3-2"));
  g_assert_false (gg_bg_state_is_out (f->game->state, "B-3-1"));
  gg_bg_fire_action_clear (&action);
  gg_dice_clear_queue (f->game->state->dice);
}

/* BG-12.1-j: the firer fires at the most exposed part: the private in the wood is not among
 * those who may be hit while others stand in the open; once they are gone, he is, in cover. */
static void
test_exposed_part_bg_12_1_j (Fixture *f, gconstpointer data)
{
  const char *ids[] = { "B-3-2" };
  GgBgFireSetup setup;

  gg_bg_table_fire_setup (f->play, A1, B3, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_cmpuint (setup.exposed->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (setup.exposed, 0), ==, "B-3-2");
  g_assert_cmpint (setup.target.cover, ==, GG_BG_COVER_NONE);
  gg_bg_fire_setup_clear (&setup);
  gg_bg_table_apply_losses (f->play, B3, ids, 1, FALSE);
  gg_bg_table_fire_setup (f->play, A1, B3, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_cmpuint (setup.exposed->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (setup.exposed, 0), ==, "B-3-1");
  g_assert_cmpint (setup.target.cover, ==, GG_BG_COVER_LIGHT);
  gg_bg_fire_setup_clear (&setup);
}

/* Is @id among the squad's figures in play (gg_bg_table_squad_figures, as the table shows them)? */
static gboolean
in_squad (Fixture *f, GgBgSquadRef squad, const char *id)
{
  g_autoptr (GPtrArray) figures = gg_bg_table_squad_figures (f->play, squad.side, squad.number);

  for (guint i = 0; i < figures->len; i++)
    if (g_str_equal (((GgFigure *) g_ptr_array_index (figures, i))->id, id))
      return TRUE;
  return FALSE;
}

/* The defender's command status as a melee against it is set up (the fight card's call). */
static gboolean
defender_out_of_command (Fixture *f, GgBgSquadRef defender)
{
  GgBgMeleeSetup setup;
  gboolean out;

  gg_bg_table_melee_setup (f->play, A1, defender, FALSE, &setup);
  out = setup.defender.out_of_command;
  gg_bg_melee_setup_clear (&setup);
  return out;
}

/* BG-2.3-a, BG-3.4-d: losses leave play and set the morale marker; a squad with nobody left
 * loses its chit. */
static void
test_losses_bg_3_4_d (Fixture *f, gconstpointer data)
{
  const char *ids[] = { "B-1-1", "B-1-2", "B-1-L1" };
  GgGameState *state = f->game->state;
  gboolean friendly = TRUE;

  gg_bg_table_apply_losses (f->play, B1, ids, 2, FALSE);
  g_assert_false (in_squad (f, B1, "B-1-1"));
  g_assert_true (in_squad (f, B1, "B-1-L1"));
  g_assert_true (gg_chitbag_in_bag (state->chits, 'B', 1));
  g_assert_true (gg_bg_state_begin_activation (state, 'B', 1, &friendly));
  g_assert_false (friendly);
  gg_bg_table_apply_losses (f->play, B1, ids + 2, 1, TRUE);
  g_assert_false (gg_chitbag_in_bag (state->chits, 'B', 1));
  g_assert_cmpuint (gg_chitbag_get_n_squads (state->chits), ==, 4);
}

/* BG-4.8-a: a figure beyond 15 cm (at 20 mm) of its squad leader puts the squad out of command. */
static void
test_command_bg_4_8_a (Fixture *f, gconstpointer data)
{
  GgBgMoraleInput input;

  g_assert_false (defender_out_of_command (f, B1));
  g_assert_true (defender_out_of_command (f, (GgBgSquadRef){ 'B', 3 }));
  gg_bg_state_squad (f->game->state, 'B', 3, TRUE)->friendly_fire = TRUE;
  gg_bg_play_morale_input (f->game, f->rules, 'B', 3, FALSE, &input);
  g_assert_true (input.out_of_command);
  g_assert_true (input.friendly_fire);
  g_assert_cmpint (input.figures, ==, 3);
}

/* BG-16-b: points for the enemy's figures out of play, leaders counted apart. */
static void
test_victory_bg_16 (Fixture *f, gconstpointer data)
{
  const char *ids[] = { "B-1-1", "B-1-L1" };
  GgBgLosses losses = { 1, 1, 0, 0 };
  GgBgScore score;
  GgBgVictory expected;

  gg_bg_table_apply_losses (f->play, B1, ids, 2, FALSE);
  gg_bg_score (gg_bg_table_get_game (f->play), f->rules, &score);
  gg_bg_victory_points (f->rules, &losses, 0, &expected);
  g_assert_cmpint (score.victory[0].points, ==, expected.points);
  g_assert_cmpint (score.victory[0].points, >, 1);
  g_assert_cmpint (score.victory[1].points, ==, 0);
  gg_bg_score_clear (&score);
  gg_bg_victory_clear (&expected);
}

/* BG-4.2-g: only the figures that rolled must reload; reloading clears them. Through the calls
 * the play card makes. */
static void
test_reload_bg_4_2_g (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 };
  GgBgFireSetup setup;
  GgBgFireOutcome out;

  gg_bg_table_fire_setup (f->play, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  gg_bg_play_squad_fire (f->play, A1, B1, &setup, &out);
  g_assert_cmpuint (out.fire.n_firing, ==, 3);
  g_assert_true (gg_bg_state_needs_reload (f->game->state, 'A', 1, "A-1-1"));
  gg_bg_fire_outcome_clear (&out);
  gg_bg_fire_setup_clear (&setup);
  gg_bg_table_fire_setup (f->play, A1, B1, GG_BG_WEAPON_RIFLE, &setup);
  g_assert_true (g_array_index (setup.firers, GgBgFirer, 0).needs_reload);
  gg_bg_fire_setup_clear (&setup);
  g_assert_cmpuint (gg_bg_play_reload (f->game, &a1, NULL), ==, 3);
  g_assert_false (gg_bg_state_needs_reload (f->game->state, 'A', 1, "A-1-1"));
}

/* BG-4.2-h, BG-10.7-c: an infantry assault reaches 15 cm plus at most 4 cm (half a D10 of 9,
 * rounded down): B1 at 28 cm is out of reach until it comes 13 cm close. */
static void
test_charge_targets_bg_10_7_c (Fixture *f, gconstpointer data)
{
  g_autoptr (GArray) before = gg_bg_table_charge_targets (f->play, A1);
  g_autoptr (GArray) after = NULL;
  g_autoptr (GPtrArray) b1 = gg_bg_table_squad_figures (f->play, 'B', 1);
  GgBgMeleeSetup setup;

  g_assert_cmpuint (before->len, ==, 0);
  for (guint i = 0; i < b1->len; i++)
    ((GgFigure *) g_ptr_array_index (b1, i))->base.centre.y = 350;
  gg_bg_table_refresh (f->play);
  after = gg_bg_table_charge_targets (f->play, A1);
  g_assert_cmpuint (after->len, ==, 1);
  g_assert_cmpint (g_array_index (after, GgBgSquadRef, 0).number, ==, 1);
  g_assert_cmpfloat_with_epsilon (gg_bg_table_squad_distance (f->play, A1, B1), 130, 1e-6);
  gg_bg_table_melee_setup (f->play, A1, B3, TRUE, &setup);
  g_assert_cmpuint (setup.attackers->len, ==, 3);
  g_assert_cmpuint (setup.defenders->len, ==, 3);
  g_assert_true (setup.attacker.charged);
  g_assert_true (setup.defender.out_of_command);
  g_assert_cmpint (setup.defender.cover, ==, GG_BG_COVER_LIGHT);
  gg_bg_melee_setup_clear (&setup);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add ("/bg/play/" path, Fixture, NULL, setup, fn, teardown)
  ADD ("squads/BG-3.4-a", test_squads);
  ADD ("mode/BG-3.4-e", test_mode);
  ADD ("targets/BG-7-b", test_targets_bg_7_b);
  ADD ("fire-setup/BG-12.1-f", test_fire_setup_bg_12_1_f);
  ADD ("rank/BG-12.1-e", test_rank_bg_12_1_e);
  ADD ("rank-contact/BG-4.2-e", test_rank_contact_bg_4_2_e);
  ADD ("one-target/BG-4.2-f/BG-4.1-d", test_one_target_bg_4_2_f);
  ADD ("exposed-part/BG-12.1-j", test_exposed_part_bg_12_1_j);
  ADD ("losses/BG-3.4-d", test_losses_bg_3_4_d);
  ADD ("command/BG-4.8-a", test_command_bg_4_8_a);
  ADD ("victory/BG-16-b", test_victory_bg_16);
  ADD ("reload/BG-4.2-g", test_reload_bg_4_2_g);
  ADD ("charge-targets/BG-10.7-c", test_charge_targets_bg_10_7_c);
  return g_test_run ();
}
