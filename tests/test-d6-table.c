/* The d6 rules on the table: the demo battle loads, units are figures sharing side and squad,
 * profiles read and write, casualties take figures away, rolls are logged. */
#include <gio/gio.h>
#include <glib.h>
#include <string.h>

#include "gg-d6-table.h"

#define DEMO "/org/gigogin/Gigogin/data/scenarios/demo-d6.yaml"

static GgGame *
load_demo (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (DEMO, 0, &error);
  GgGame *game;
  gsize n;
  const char *data;

  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &n);
  game = gg_game_load_data (data, n, "demo-d6.yaml", &error);
  g_assert_no_error (error);
  return game;
}

static GgD6Rules *
rules (void)
{
  g_autoptr (GError) error = NULL;
  GgD6Rules *r = gg_d6_rules_load_builtin (&error);

  g_assert_no_error (error);
  return r;
}

/* The demo is a d6 game in inches on a 72" x 48" table; every squad is a described unit
 * whose starting strength is the figures on the table (D6-GEN-6 sizes). */
static void
test_demo_loads (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GPtrArray) a = NULL;
  g_autoptr (GPtrArray) all = NULL;

  g_assert_cmpint (game->ruleset, ==, GG_RULESET_D6);
  g_assert_cmpint (game->units, ==, GG_UNIT_IN);
  g_assert_cmpfloat_with_epsilon (game->width, 72 * 25.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (game->depth, 48 * 25.4, 1e-9);
  g_assert_nonnull (game->d6);
  g_assert_cmpuint (game->terrain->len, >=, 5);
  gg_d6_table_prepare (game, 1859);
  all = gg_d6_table_units (game, 0);
  a = gg_d6_table_units (game, 'A');
  g_assert_cmpuint (all->len, ==, 15);
  g_assert_cmpuint (a->len, ==, 7);
  for (guint i = 0; i < all->len; i++)
    {
      GgD6Unit u;
      const char *id = g_ptr_array_index (all, i);
      GgD6UnitState *s = gg_d6_state_lookup_unit (game->d6, id);

      g_assert_true (s->profile.set);
      g_assert_true (gg_d6_table_describe (game, id, &u));
      g_assert_cmpint (u.figures, ==, u.strength);
      g_assert_cmpint (u.figures, >, 0);
    }
}

/* D6-GEN-7, AMB-44: the Zouaves are a large, elite, French, veteran unit. */
static void
test_describe (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autofree char *label = NULL;
  GgD6Unit u;

  gg_d6_table_prepare (game, 1);
  g_assert_true (gg_d6_table_describe (game, "A1", &u));
  g_assert_cmpstr (u.id, ==, "A1");
  g_assert_cmpint (u.kind, ==, GG_D6_LINE_INFANTRY);
  g_assert_cmpint (u.klass, ==, GG_D6_VETERAN);
  g_assert_cmpint (u.formation, ==, GG_D6_FORM_ATTACK_COLUMN);
  g_assert_true (u.french && u.elite && !u.italian);
  g_assert_cmpint (u.figures, ==, 24);
  g_assert_true (gg_d6_unit_is_large (r, &u));
  g_assert_true (gg_d6_table_describe (game, "A4", &u));
  g_assert_cmpint (u.weapon, ==, GG_D6_RIFLES);
  g_assert_false (gg_d6_table_describe (game, "A99", &u));
  label = gg_d6_table_unit_label (game, "A1");
  g_assert_cmpstr (label, ==, "A1 · 1er Zouaves, I (24)");
}

/* Distances between units are edge to edge between their nearest figures, in inches. */
static void
test_distance (void)
{
  g_autoptr (GgGame) game = load_demo ();
  double d;

  gg_d6_table_prepare (game, 1);
  d = gg_d6_table_distance (game, "A2", "B2");
  g_assert_cmpfloat (d, >, 10);
  g_assert_cmpfloat (d, <, 20);
  g_assert_cmpfloat_with_epsilon (d, gg_d6_table_distance (game, "B2", "A2"), 1e-9);
  g_assert_cmpfloat (gg_d6_table_distance (game, "A2", "Z9"), <, 0);
}

/* D6-FIRE-7: each hit removes a figure; D6-DIS-C1: two or more in the player turn disorder. */
static void
test_hits_remove_figures (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  GgD6CasualtyEffect effect;
  GgD6UnitState *s;
  guint before = game->figures->len;

  gg_d6_table_prepare (game, 1);
  s = gg_d6_state_lookup_unit (game->d6, "B2");
  gg_d6_table_apply_hits (game, r, "B2", 1, &effect, NULL);
  g_assert_cmpint (effect.removed, ==, 1);
  g_assert_false (s->orange);
  g_assert_cmpuint (gg_d6_table_count_figures (game, "B2"), ==, 27);
  gg_d6_table_apply_hits (game, r, "B2", 2, &effect, NULL);
  g_assert_cmpuint (game->figures->len, ==, before - 3);
  g_assert_cmpint (s->lost, ==, 3);
  g_assert_cmpint (s->turn_casualties, ==, 3);
  g_assert_true (effect.disordered);
  g_assert_true (s->orange);
  g_assert_null (gg_game_lookup_figure (game, "B2-28"));
  g_assert_nonnull (gg_game_lookup_figure (game, "B2-25"));
}

/* D6-CAS-4: a unit that has lost 75% is destroyed and leaves the table. */
static void
test_destroyed_at_75 (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  GgD6CasualtyEffect effect;

  gg_d6_table_prepare (game, 1);
  gg_d6_table_apply_hits (game, r, "A4", 6, &effect, NULL); /* 6 of 7 */
  g_assert_true (effect.destroyed);
  g_assert_cmpuint (gg_d6_table_count_figures (game, "A4"), ==, 0);
  g_assert_cmpint (gg_d6_state_lookup_unit (game->d6, "A4")->status, ==, GG_D6_STATUS_DESTROYED);
  gg_d6_table_apply_losses (game, r, "A2", 18, NULL); /* D6-MEL-4 losses, 18 of 24 */
  g_assert_cmpint (gg_d6_state_lookup_unit (game->d6, "A2")->status, ==, GG_D6_STATUS_DESTROYED);
}

/* With a list, the figures stay for the caller's undoable edit; a destroyed unit lists all. */
static void
test_casualties_listed (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  GgD6CasualtyEffect effect;
  guint before = game->figures->len;

  gg_d6_table_prepare (game, 1);
  gg_d6_table_apply_hits (game, r, "B2", 2, &effect, ids);
  g_assert_cmpuint (ids->len, ==, 2);
  g_assert_cmpuint (game->figures->len, ==, before);
  g_assert_cmpstr (g_ptr_array_index (ids, 0), ==, "B2-28");
  g_assert_cmpint (gg_d6_state_lookup_unit (game->d6, "B2")->lost, ==, 2);
  g_ptr_array_set_size (ids, 0);
  gg_d6_table_apply_hits (game, r, "A4", 6, &effect, ids); /* D6-CAS-4: all 7 go */
  g_assert_true (effect.destroyed);
  g_assert_cmpuint (ids->len, ==, 7);
  g_assert_cmpint (gg_d6_state_lookup_unit (game->d6, "A4")->lost, ==, 7);
}

/* D6-TEST-6: results on the markers; D6-COMP-7: retreating units are disordered. */
static void
test_apply_test (void)
{
  g_autoptr (GgGame) game = load_demo ();
  GgD6UnitState *s;

  gg_d6_table_prepare (game, 1);
  s = gg_d6_state_lookup_unit (game->d6, "B3");
  gg_d6_table_apply_test (game, "B3", GG_D6_NO_CHANGE);
  g_assert_false (s->orange);
  gg_d6_table_apply_test (game, "B3", GG_D6_RETREAT);
  g_assert_true (s->orange);
  g_assert_cmpint (s->status, ==, GG_D6_STATUS_RETREAT_PENDING);
  gg_d6_table_apply_test (game, "B3", GG_D6_ROUT);
  g_assert_cmpint (s->status, ==, GG_D6_STATUS_ROUT_PENDING);
}

/* Every roll is explained in the referee's log, pointing at the dice it used. */
static void
test_log (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Report) report = gg_d6_report_new ();
  const GgLogEntry *e;
  guint before;

  gg_d6_table_prepare (game, 42);
  before = gg_dice_get_n_rolls (gg_d6_table_dice (game));
  gg_d6_report_roll (report, gg_d6_table_dice (game), 3, NULL, "test");
  g_assert_cmpuint (gg_d6_table_log (game, "Fire: A2 at B2", report, before), ==, 1);
  e = gg_log_get_entry (game->state->log, 0);
  g_assert_cmpint (e->kind, ==, GG_LOG_ROLL);
  g_assert_cmpuint (e->first_roll, ==, before + 1);
  g_assert_cmpuint (e->n_rolls, ==, 3);
  g_assert_cmpuint (e->turn, ==, 1);
  g_assert_true (g_str_has_prefix (e->text, "Fire: A2 at B2\n"));
  g_assert_nonnull (e->activation);
}

/* The profile is kept through a save and a reload, byte for byte. */
static void
test_profile_round_trip (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gg_game_to_yaml (game, &error);
  g_autofree char *text2 = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "attributes: [french, elite]"));
  again = gg_game_load_data (text, strlen (text), "again.yaml", &error);
  g_assert_no_error (error);
  text2 = gg_game_to_yaml (again, &error);
  g_assert_cmpstr (text, ==, text2);
}

/* A wrong word is refused with its place. */
static void
test_profile_errors (void)
{
  static const char *head = "format: gigogin-game/1\nruleset: d6\nunits: in\n"
                            "table: { width: 72, depth: 48 }\n"
                            "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: move\n  step: 1\n"
                            "  units:\n";
  static const struct
  {
    const char *unit, *where;
  } cases[] = {
    { "    - { id: A1, side: A, kind: hussars }\n", ":12:32: " },
    { "    - { id: A1, side: A, class: elite }\n", ":12:33: " },
    { "    - { id: A1, side: A, attributes: [french, brave] }\n", ":12:47: " },
    { "    - { id: A1, side: A, strength: 0 }\n", ":12:36: " },
    { "    - { id: A1, side: A, colour: red }\n", ":12:26: " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (head, cases[i].unit, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "g.yaml", &error);

      g_assert_null (game);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].where));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/table/demo-loads", test_demo_loads);
  g_test_add_func ("/d6/table/describe/D6-GEN-7", test_describe);
  g_test_add_func ("/d6/table/distance", test_distance);
  g_test_add_func ("/d6/table/hits/D6-FIRE-7", test_hits_remove_figures);
  g_test_add_func ("/d6/table/destroyed/D6-CAS-4", test_destroyed_at_75);
  g_test_add_func ("/d6/table/casualties-listed/D6-CAS-4", test_casualties_listed);
  g_test_add_func ("/d6/table/test-result/D6-TEST-6", test_apply_test);
  g_test_add_func ("/d6/table/log", test_log);
  g_test_add_func ("/d6/table/profile/round-trip", test_profile_round_trip);
  g_test_add_func ("/d6/table/profile/errors", test_profile_errors);
  return g_test_run ();
}
