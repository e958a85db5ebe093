/* test-explain-same-bg.c: `gigogin-cli explain` and La Bella Gigogin's activation cards give the
 * same answer, because both make the same core calls. For a set of scenes (the shipped La Bella
 * Gigogin scenarios and the explain fixtures), the nearest pairs of enemy squads: the CLI's JSON for
 * fire (each firer's eligibility, modifiers with rule IDs, chance to hit; the odds of 0, 1, …
 * hits) against what the fire card computes (gg_bg_table_fire_setup with each figure's own
 * weapon, then gg_bg_fire_prepare); the first melee round's modifiers and duels against the
 * fight card's (gg_bg_table_melee_setup, then gg_bg_melee_round); and every squad's morale test
 * (gg_bg_play_morale_input, then gg_bg_morale_prepare), and before a charge. Values are
 * compared to the last bit: JSON keeps doubles exactly (17 significant digits). */
#include <glib/gstdio.h>

#include "cli-run.h"
#include "gg-bg-melee.h"
#include "gg-bg-play.h"
#include "gg-bg-table.h"
#include "gg-table-rules.h"

typedef struct
{
  char *path;
  GgGame *game;
  GgBgRules *rules;
  GgBgTable *table;
  GArray *squads; /* GgBgSquadRef */
} Scene;

static void
scene_clear (Scene *s)
{
  g_clear_pointer (&s->table, gg_bg_table_free);
  g_clear_pointer (&s->rules, gg_bg_rules_free);
  g_clear_pointer (&s->game, gg_game_unref);
  g_clear_pointer (&s->squads, g_array_unref);
  g_free (s->path);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Scene, scene_clear)

/* Loads @path as the CLI does (the game's own rule tables, a fresh state when it has none). */
static void
scene_load (Scene *s, const char *path)
{
  g_autoptr (GError) error = NULL;

  s->path = g_strdup (path);
  s->game = gg_game_load_file (path, &error);
  g_assert_no_error (error);
  s->rules = gg_game_bg_rules (s->game, &error);
  g_assert_no_error (error);
  if (s->game->state == NULL)
    s->game->state = gg_game_state_new (0);
  s->table = gg_bg_table_new (s->game, s->rules);
  s->squads = gg_bg_table_squads (s->table);
  g_assert_cmpuint (s->squads->len, >=, 2);
}

static char *
squad_name (GgBgSquadRef r)
{
  return g_strdup_printf ("%c%d", r.side, r.number);
}

/* The modifiers of the JSON @array are @mods, in order: name, value and rule. */
static void
same_modifiers (JsonArray *array, GArray *mods)
{
  g_assert_cmpuint (json_array_get_length (array), ==, mods ? mods->len : 0);
  for (guint i = 0; mods != NULL && i < mods->len; i++)
    {
      JsonObject *o = json_array_get_object_element (array, i);
      GgBgModifier *m = &g_array_index (mods, GgBgModifier, i);

      g_assert_cmpstr (json_object_get_string_member (o, "name"), ==, m->name);
      g_assert_cmpfloat (json_object_get_double_member (o, "value"), ==, m->value);
      g_assert_cmpstr (json_object_get_string_member (o, "rule"), ==, m->rule);
    }
}

/* BG-12: one pair's fire; returns the number of figures that may fire. */
static guint
same_fire (Scene *s, GgBgSquadRef firer, GgBgSquadRef target)
{
  g_autofree char *fname = squad_name (firer);
  g_autofree char *tname = squad_name (target);
  g_auto (Run) r = { 0 };
  GgBgFireSetup setup;
  GgBgFire fire;
  JsonArray *shots, *odds;
  guint n;

  run (&r, "explain", "fire", s->path, "--firer", fname, "--target", tname, NULL);
  g_assert_cmpint (r.status, ==, 0);
  gg_bg_table_fire_setup (s->table, firer, target, GG_BG_WEAPON_OWN, &setup);
  gg_bg_fire_prepare (s->rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  shots = json_object_get_array_member (root (&r), "firers");
  g_assert_cmpuint (json_array_get_length (shots), ==, fire.shots->len);
  for (guint i = 0; i < fire.shots->len; i++)
    {
      JsonObject *o = json_array_get_object_element (shots, i);
      GgBgShot *shot = &g_array_index (fire.shots, GgBgShot, i);

      g_assert_cmpstr (json_object_get_string_member (o, "id"), ==, shot->id);
      g_assert_cmpstr (json_object_get_string_member (o, "eligible"), ==,
                       gg_bg_fire_reason_to_string (shot->reason));
      same_modifiers (json_object_get_array_member (o, "modifiers"), shot->modifiers);
      g_assert_cmpfloat (json_object_get_double_member (o, "p_hit"), ==, shot->p_hit);
    }
  g_assert_cmpint (json_object_get_int_member (root (&r), "n_firing"), ==, fire.n_firing);
  odds = json_object_get_array_member (root (&r), "odds");
  g_assert_cmpuint (json_array_get_length (odds), ==, fire.n_firing + 1);
  for (guint k = 0; k <= fire.n_firing; k++)
    g_assert_cmpfloat (json_array_get_double_element (odds, k), ==, fire.odds[k]);
  g_assert_cmpint (json_object_get_boolean_member (root (&r), "house"), ==, fire.house);
  n = fire.n_firing;
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  return n;
}

/* BG-11: the first round of an assault by @attacker on @defender (@charged), or of the melee a
 * contact starts; first whether the card would refuse it (gg_bg_fight_check: BG-7-a, BG-4.2-l,
 * BG-11.4-c, BG-11.8-a, AMB-33), the refusal's rule then standing instead of the duels. Returns
 * FALSE if refused. */
static gboolean
same_melee_as (Scene *s, GgBgSquadRef attacker, GgBgSquadRef defender, gboolean charged)
{
  g_autofree char *aname = squad_name (attacker);
  g_autofree char *dname = squad_name (defender);
  g_auto (Run) r = { 0 };
  GgBgMeleeSetup setup;
  GgBgMeleeRound round = { 0 };
  JsonArray *duels;
  const char *rule = NULL;
  GgBgChargeCheck check = gg_bg_fight_check (s->table, attacker, defender, charged, NULL, &rule);

  run (&r, "explain", "melee", s->path, "--attacker", aname, "--defender", dname,
       charged ? NULL : "--no-charge", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (json_object_get_boolean_member (root (&r), "allowed"), ==,
                   check == GG_BG_CHARGE_OK);
  if (check != GG_BG_CHARGE_OK)
    {
      g_assert_cmpstr (json_object_get_string_member (root (&r), "refused"), ==,
                       gg_bg_charge_check_to_string (check));
      g_assert_cmpstr (json_object_get_string_member (root (&r), "rule"), ==, rule);
      g_assert_false (json_object_has_member (root (&r), "duels"));
      return FALSE;
    }
  gg_bg_table_melee_setup (s->table, attacker, defender, charged, &setup);
  gg_bg_melee_round (s->rules, NULL, &setup.attacker, (GgBgMeleeFigure *) setup.attackers->data,
                     setup.attackers->len, &setup.defender,
                     (GgBgMeleeFigure *) setup.defenders->data, setup.defenders->len, 1, &round);
  g_assert_cmpint (json_object_get_boolean_member (root (&r), "attacker_pairs"), ==,
                   round.attacker_pairs);
  same_modifiers (json_object_get_array_member (root (&r), "attacker_modifiers"),
                  round.attacker_mods->len ? g_ptr_array_index (round.attacker_mods, 0) : NULL);
  same_modifiers (json_object_get_array_member (root (&r), "defender_modifiers"),
                  round.defender_mods->len ? g_ptr_array_index (round.defender_mods, 0) : NULL);
  duels = json_object_get_array_member (root (&r), "duels");
  g_assert_cmpuint (json_array_get_length (duels), ==, round.duels->len);
  for (guint i = 0; i < round.duels->len; i++)
    {
      JsonObject *o = json_array_get_object_element (duels, i);
      GgBgDuel *d = &g_array_index (round.duels, GgBgDuel, i);

      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "pairing")), ==,
                        d->n_pairing);
      g_assert_cmpfloat (json_object_get_double_member (o, "p_pairing_wins"), ==,
                         d->p_pairing_wins);
    }
  g_assert_cmpint (json_object_get_boolean_member (root (&r), "house"), ==, round.house);
  gg_bg_melee_round_clear (&round);
  gg_bg_melee_setup_clear (&setup);
  return TRUE;
}

/* An assault; if the card refuses it, the melee a contact would start. */
static void
same_melee (Scene *s, GgBgSquadRef attacker, GgBgSquadRef defender)
{
  if (!same_melee_as (s, attacker, defender, TRUE))
    same_melee_as (s, attacker, defender, FALSE);
}

/* BG-9: one squad's morale test, before a charge (BG-11.2-a) or not. */
static void
same_morale (Scene *s, GgBgSquadRef squad, gboolean charge)
{
  g_autofree char *name = squad_name (squad);
  g_auto (Run) r = { 0 };
  GgBgMoraleInput input;
  GgBgMorale morale;
  JsonObject *outcomes;

  run (&r, "explain", "morale", s->path, "--squad", name, charge ? "--charge" : NULL, NULL);
  g_assert_cmpint (r.status, ==, 0);
  gg_bg_play_morale_input (s->game, s->rules, squad.side, squad.number, charge, &input);
  gg_bg_morale_prepare (s->rules, &input, &morale);
  g_assert_cmpint (json_object_get_int_member (root (&r), "figures"), ==, input.figures);
  g_assert_cmpint (json_object_get_boolean_member (root (&r), "extra_die"), ==, input.extra_die);
  same_modifiers (json_object_get_array_member (root (&r), "modifiers"), morale.modifiers);
  outcomes = json_object_get_object_member (root (&r), "outcomes");
  for (int o = 0; o < GG_BG_MORALE_N_OUTCOMES; o++)
    g_assert_cmpfloat (json_object_get_double_member (outcomes, gg_bg_morale_outcome_to_string (o)),
                       ==, morale.odds[o]);
  gg_bg_morale_clear (&morale);
}

typedef struct
{
  GgBgSquadRef a, b;
  double mm;
} Pair;

static int
nearer (gconstpointer x, gconstpointer y)
{
  const Pair *p = x, *q = y;

  return (p->mm > q->mm) - (p->mm < q->mm);
}

/* One scene: every squad's morale; fire and the first melee round for the enemy pairs, the
 * nearest 12 of them (a big scenario's far pairs only repeat "out of range"), and the morale
 * test before a charge of the first six attackers (each check runs the CLI, slow under
 * the sanitizers). Returns how many of those pairs had figures able to fire. */
static guint
same_scene (const char *path)
{
  g_auto (Scene) s = { 0 };
  g_autoptr (GArray) pairs = g_array_new (FALSE, FALSE, sizeof (Pair));
  guint reaching = 0;
  /* under the sanitizers (GG_SANITIZE), where each CLI process is a hundred times slower, a
   * third of the squads' morale and the nearest 4 pairs: the same code paths, fewer processes;
   * the normal suite asks them all */
  gboolean sanitized = g_getenv ("GG_SANITIZE") != NULL;
  guint n_pairs = sanitized ? 4 : 12, n_charges = sanitized ? 2 : 6;

  scene_load (&s, path);
  for (guint i = 0; i < s.squads->len; i++)
    {
      GgBgSquadRef a = g_array_index (s.squads, GgBgSquadRef, i);

      if (!sanitized || i % 3 == 0)
        same_morale (&s, a, FALSE);
      for (guint j = 0; j < s.squads->len; j++)
        {
          GgBgSquadRef b = g_array_index (s.squads, GgBgSquadRef, j);
          Pair p = { a, b, gg_bg_table_squad_distance (s.table, a, b) };

          if (a.side != b.side)
            g_array_append_val (pairs, p);
        }
    }
  g_array_sort (pairs, nearer);
  g_assert_cmpuint (pairs->len, >, 0);
  for (guint i = 0; i < MIN (pairs->len, n_pairs); i++)
    {
      Pair *p = &g_array_index (pairs, Pair, i);

      if (i < n_charges)
        same_morale (&s, p->a, TRUE);
      reaching += same_fire (&s, p->a, p->b) > 0;
      same_melee (&s, p->a, p->b);
    }
  return reaching;
}

static void
test_scenarios (gconstpointer name)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", (const char *) name, NULL);

  /* the shipped battles may start out of range of each other */
  same_scene (path);
}

static void
test_fixtures (gconstpointer name)
{
  g_autofree char *path = fixture (name);

  /* a scene where nobody can fire proves little: each fixture has squads in reach of an enemy */
  g_assert_cmpuint (same_scene (path), >, 0);
}

/* BG-11.8-c, 003 L419: "fuori comando: -4"; 003 L385: "il malus di “fuori comando” ... è
 * applicabile solo al difensore, se “fuori comando” al momento della carica". In
 * bg-explain.yaml squad A2's platoon commander stands 29.6 cm from its leader, beyond 15 cm
 * (BG-4.8-b): `command` calls A2 out of command, so assaulted by B1 it fights at -4, in the fight
 * card's call and in `explain melee` alike; B1, in command, defends without it. */
static gboolean
has_rule (JsonArray *mods, const char *rule, double value)
{
  for (guint i = 0; i < json_array_get_length (mods); i++)
    {
      JsonObject *m = json_array_get_object_element (mods, i);

      if (g_strcmp0 (json_object_get_string_member (m, "rule"), rule) == 0)
        return json_object_get_double_member (m, "value") == value;
    }
  return FALSE;
}

static void
test_defender_out_of_command (void)
{
  g_autofree char *path = fixture ("bg-explain.yaml");
  g_auto (Scene) s = { 0 };
  g_auto (Run) cmd = { 0 };
  g_auto (Run) r = { 0 };
  g_auto (Run) back = { 0 };
  GgBgSquadRef a2 = { 'A', 2 }, b1 = { 'B', 1 };
  GgBgMeleeSetup setup;
  JsonArray *squads;

  scene_load (&s, path);
  run (&cmd, "command", path, NULL);
  squads = json_object_get_array_member (root (&cmd), "squads");
  for (guint i = 0; i < json_array_get_length (squads); i++)
    {
      JsonObject *q = json_array_get_object_element (squads, i);

      if (json_object_get_int_member (q, "squad") == 2 &&
          g_strcmp0 (json_object_get_string_member (q, "side"), "A") == 0)
        g_assert_false (json_object_get_boolean_member (q, "in_command"));
    }
  gg_bg_table_melee_setup (s.table, b1, a2, TRUE, &setup);
  g_assert_true (setup.defender.out_of_command);
  gg_bg_melee_setup_clear (&setup);
  run (&r, "explain", "melee", path, "--attacker", "B1", "--defender", "A2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (
    has_rule (json_object_get_array_member (root (&r), "defender_modifiers"), "BG-11.8-c", -4));
  same_melee (&s, b1, a2);
  run (&back, "explain", "melee", path, "--attacker", "A1", "--defender", "B1", NULL);
  g_assert_false (
    has_rule (json_object_get_array_member (root (&back), "defender_modifiers"), "BG-11.8-c", -4));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/bg/explain/same-as-card/demo/BG-12.1-a", "demo.yaml", test_scenarios);
  g_test_add_data_func ("/bg/explain/same-as-card/calatafimi/BG-11.3-d", "calatafimi-1860.yaml",
                        test_scenarios);
  g_test_add_data_func ("/bg/explain/same-as-card/varese/BG-9-d", "varese-1859.yaml",
                        test_scenarios);
  g_test_add_data_func ("/bg/explain/same-as-card/explain/BG-12.2-a", "bg-explain.yaml",
                        test_fixtures);
  g_test_add_data_func ("/bg/explain/same-as-card/weapons/BG-12.2-f", "bg-explain-weapons.yaml",
                        test_fixtures);
  g_test_add_data_func ("/bg/explain/same-as-card/score/BG-16-b", "bg-score.yaml", test_fixtures);
  g_test_add_data_func ("/bg/explain/same-as-card/ranks/BG-4.2-e", "bg-explain-ranks.yaml",
                        test_fixtures);
  g_test_add_data_func ("/bg/explain/same-as-card/cavalry/BG-11.8-a", "bg-explain-cavalry.yaml",
                        test_fixtures);
  g_test_add_data_func ("/bg/explain/same-as-card/split/BG-12.1-d", "bg-explain-split.yaml",
                        test_fixtures);
  g_test_add_data_func ("/bg/explain/same-as-card/column/BG-13-f", "bg-explain-column.yaml",
                        test_fixtures);
  g_test_add_func ("/bg/explain/same-as-card/defender-out-of-command/BG-11.8-c",
                   test_defender_out_of_command);
  return g_test_run ();
}
