/* The d6 rules on the board: the demo battle loads in the `d6:` section's canonical keys, units
 * are figures sharing side and squad, descriptions read and write, casualties take figures away in
 * the order of AMB-33, rolls are logged. */
#include <gio/gio.h>
#include <glib.h>
#include <string.h>

#include "core-support.h"
#include "gg-d6-board.h"

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
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6Table) table = NULL;
  g_autoptr (GPtrArray) a = NULL;
  g_autoptr (GPtrArray) all = NULL;

  g_assert_cmpint (game->ruleset, ==, GG_RULESET_D6);
  g_assert_cmpint (game->units, ==, GG_UNIT_IN);
  g_assert_cmpfloat_with_epsilon (game->width, 72 * 25.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (game->depth, 48 * 25.4, 1e-9);
  g_assert_nonnull (gg_d6_state_of (game));
  g_assert_cmpuint (game->terrain->len, >=, 5);
  gg_d6_board_prepare (game, 1859);
  all = gg_d6_board_units (game, 0);
  a = gg_d6_board_units (game, 'A');
  g_assert_cmpuint (all->len, ==, 15);
  g_assert_cmpuint (a->len, ==, 7);
  table = gg_d6_table_new (game, r);
  g_assert_cmpuint (gg_d6_table_get_n_units (table), ==, 15); /* no unit without an entry */
  for (guint i = 0; i < all->len; i++)
    {
      const char *id = g_ptr_array_index (all, i);
      GgD6UnitState *s = gg_d6_state_lookup_unit (gg_d6_state_of (game), id);
      GgD6TableUnit *u = gg_d6_table_lookup (table, id);

      g_assert_nonnull (s->type);
      g_assert_nonnull (s->name);
      g_assert_nonnull (u);
      g_assert_cmpint (u->unit.figures, ==, u->unit.strength);
      g_assert_cmpint (u->unit.figures, ==, s->strength);
      g_assert_cmpint (u->unit.figures, >, 0);
    }
}

/* D6-GEN-7, AMB-44: the Zouaves are a large, elite, French, veteran unit. */
static void
test_describe (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6Table) table = NULL;
  g_autofree char *label = NULL;
  const GgD6Unit *u;

  gg_d6_board_prepare (game, 1);
  table = gg_d6_table_new (game, r);
  u = &gg_d6_table_lookup (table, "A1")->unit;
  g_assert_cmpstr (u->id, ==, "A1");
  g_assert_cmpint (u->kind, ==, GG_D6_LINE_INFANTRY);
  g_assert_cmpint (u->klass, ==, GG_D6_VETERAN);
  g_assert_cmpint (u->formation, ==, GG_D6_FORM_ATTACK_COLUMN);
  g_assert_true (u->french && u->elite && !u->italian);
  g_assert_cmpint (u->figures, ==, 24);
  g_assert_true (gg_d6_unit_is_large (r, u));
  u = &gg_d6_table_lookup (table, "A4")->unit;
  g_assert_cmpint (u->weapon, ==, GG_D6_RIFLES);
  g_assert_cmpint (u->formation, ==, GG_D6_FORM_LOOSE);
  g_assert_null (gg_d6_table_lookup (table, "A99"));
  /* The highest commander of a side is its army commander (D6-CMD-3, D6-FOG-T2). */
  g_assert_cmpstr (gg_d6_table_army_commander (table, 'A')->id, ==, "A7");
  g_assert_cmpstr (gg_d6_table_army_commander (table, 'B')->id, ==, "B8");
  g_assert_cmpint (gg_d6_table_lookup (table, "A6")->level, ==, GG_D6_LEVEL_BRIGADE);
  label = gg_d6_board_unit_label (game, "A1");
  g_assert_cmpstr (label, ==, "A1 · 1er Zouaves, I (24)");
}

/* Distances between units are edge to edge between their nearest figures, in inches. */
static void
test_distance (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, r);
  GgD6TableUnit *a2 = gg_d6_table_lookup (table, "A2"), *b2 = gg_d6_table_lookup (table, "B2");
  double d;

  d = gg_d6_table_distance (a2, b2);
  g_assert_cmpfloat (d, >, 10);
  g_assert_cmpfloat (d, <, 20);
  g_assert_cmpfloat_with_epsilon (d, gg_d6_table_distance (b2, a2), 1e-9);
  g_assert_null (gg_d6_table_lookup (table, "Z9"));
}

/* D6-FIRE-7: each hit removes a figure; D6-DIS-C1: two or more in the player turn disorder. */
static void
test_hits_remove_figures (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, r);
  g_autoptr (GPtrArray) order = gg_d6_table_removal_order (gg_d6_table_lookup (table, "B2"));
  g_auto (GStrv) first = g_new0 (char *, 5);
  GgD6CasualtyEffect effect;
  GgD6UnitState *s;
  guint before = game->figures->len;

  for (guint i = 0; i < 4; i++) /* AMB-33: the order casualties go in */
    first[i] = g_strdup (((GgFigure *) g_ptr_array_index (order, i))->id);
  s = gg_d6_state_lookup_unit (gg_d6_state_of (game), "B2");
  gg_d6_board_apply_hits_from (table, "B2", NULL, 1, &effect, NULL);
  g_assert_cmpint (effect.removed, ==, 1);
  g_assert_false (s->orange);
  g_assert_cmpuint (test_d6_count_figures (game, "B2"), ==, 27);
  gg_d6_board_apply_hits_from (table, "B2", NULL, 2, &effect, NULL);
  g_assert_cmpuint (game->figures->len, ==, before - 3);
  g_assert_cmpint (s->lost, ==, 3);
  g_assert_cmpint (s->turn_casualties, ==, 3);
  g_assert_true (effect.disordered);
  g_assert_true (s->orange);
  for (guint i = 0; i < 3; i++)
    g_assert_null (gg_game_lookup_figure (game, first[i]));
  g_assert_nonnull (gg_game_lookup_figure (game, first[3]));
}

/* D6-CAS-4: a unit that has lost 75% is destroyed and leaves the table. */
static void
test_destroyed_at_75 (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, r);
  GgD6CasualtyEffect effect;

  gg_d6_board_apply_hits_from (table, "A4", NULL, 6, &effect, NULL); /* 6 of 7 */
  g_assert_true (effect.destroyed);
  g_assert_cmpuint (test_d6_count_figures (game, "A4"), ==, 0);
  g_assert_cmpint (gg_d6_state_lookup_unit (gg_d6_state_of (game), "A4")->status, ==,
                   GG_D6_STATUS_DESTROYED);
  gg_d6_board_apply_losses (table, "A2", 18, NULL); /* D6-MEL-4 losses, 18 of 24 */
  g_assert_cmpint (gg_d6_state_lookup_unit (gg_d6_state_of (game), "A2")->status, ==,
                   GG_D6_STATUS_DESTROYED);
}

/* With a list, the figures stay for the caller's undoable edit; a destroyed unit lists all. */
static void
test_casualties_listed (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, r);
  g_autoptr (GPtrArray) order = gg_d6_table_removal_order (gg_d6_table_lookup (table, "B2"));
  GgD6CasualtyEffect effect;
  guint before = game->figures->len;

  gg_d6_board_apply_hits_from (table, "B2", NULL, 2, &effect, ids);
  g_assert_cmpuint (ids->len, ==, 2);
  g_assert_cmpuint (game->figures->len, ==, before);
  g_assert_cmpstr (g_ptr_array_index (ids, 0), ==, ((GgFigure *) g_ptr_array_index (order, 0))->id);
  g_assert_cmpint (gg_d6_state_lookup_unit (gg_d6_state_of (game), "B2")->lost, ==, 2);
  g_ptr_array_set_size (ids, 0);
  gg_d6_board_apply_hits_from (table, "A4", NULL, 6, &effect, ids); /* D6-CAS-4: all 7 go */
  g_assert_true (effect.destroyed);
  g_assert_cmpuint (ids->len, ==, 7);
  g_assert_cmpint (gg_d6_state_lookup_unit (gg_d6_state_of (game), "A4")->lost, ==, 7);
}

/* D6-TEST-6: results on the markers; D6-COMP-7: retreating units are disordered; D6-MOR-4: a
 * large unit's retreat is an event for the others' TESTs. */
static void
test_apply_test (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, r);
  GgD6TableUnit *b3 = gg_d6_table_lookup (table, "B3");
  GgD6UnitState *s = b3->state;

  gg_d6_table_apply_test (table, b3, GG_D6_NO_CHANGE);
  g_assert_false (s->orange);
  gg_d6_table_apply_test (table, b3, GG_D6_RETREAT);
  g_assert_true (s->orange);
  g_assert_cmpint (s->status, ==, GG_D6_STATUS_RETREAT_PENDING);
  g_assert_cmpuint (gg_d6_state_of (game)->events->len, ==, 1);
  gg_d6_table_apply_test (table, b3, GG_D6_ROUT);
  g_assert_cmpint (s->status, ==, GG_D6_STATUS_ROUT_PENDING);
}

/* Every roll is explained in the referee's log, pointing at the dice it used. */
/* The description is kept through a save and a reload, byte for byte. */
static void
test_description_round_trip (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gg_game_to_yaml (game, &error);
  g_autofree char *text2 = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "name: \"1er Zouaves, I\""));
  g_assert_nonnull (strstr (text, "nationality: \"french\""));
  g_assert_nonnull (strstr (text, "attributes: [elite]"));
  again = gg_game_load_data (text, strlen (text), "again.yaml", &error);
  g_assert_no_error (error);
  text2 = gg_game_to_yaml (again, &error);
  g_assert_cmpstr (text, ==, text2);
}

/* A wrong word is refused with its place. */
static void
test_description_errors (void)
{
  static const char *head = "format: gigogin-game/1\nruleset: d6\nunits: in\n"
                            "table: { width: 72, depth: 48 }\n"
                            "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: move\n  step: 1\n"
                            "  units:\n";
  static const struct
  {
    const char *unit, *where;
  } cases[] = {
    { "    - { id: A1, side: A, type: hussars }\n", ":12:32: " },
    { "    - { id: A1, side: A, class: elite }\n", ":12:33: " },
    { "    - { id: A1, side: A, attributes: [elite, brave] }\n", ":12:46: " },
    { "    - { id: A1, side: A, strength: 0 }\n", ":12:36: " },
    { "    - { id: A1, side: A, colour: red }\n", ":12:26: " },
    { "    - { id: A1, side: A, name: [Zouaves] }\n", ":12:32: " },
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

/* D6-CMD-1: the command overlay of a d6 game rings the commanders with 18" and lights up the
 * units beyond their commander's reach: in the demo the Feldjäger (B4, 31.8") and the hussars
 * (B6, 27.5") are out of Hoditz's reach; every French unit is within Goze's or Bazaine's. */
static void
test_command_status (void)
{
  g_autoptr (GgGame) game = load_demo ();
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, r);
  g_autoptr (GArray) status = test_d6_command_status (table, 18 * 25.4);
  g_autoptr (GString) out = g_string_new (NULL);
  guint rings = 0;

  for (guint i = 0; i < status->len; i++)
    {
      const GgSquadCommand *s = &g_array_index (status, GgSquadCommand, i);

      if (s->leader != NULL)
        {
          g_assert_cmpuint (s->out->len, ==, 0);
          g_assert_cmpfloat (s->radius, ==, 18 * 25.4);
          rings++;
          continue;
        }
      g_assert_cmpuint (s->out->len, ==, s->figures->len);
      g_assert_true (test_command_is_out (status, g_ptr_array_index (s->out, 0)));
      g_string_append_printf (out, "%c%d ", s->side, s->squad);
    }
  g_assert_cmpuint (rings, ==, 4); /* Goze, Bazaine, Hoditz, Stadion */
  g_assert_cmpstr (out->str, ==, "B4 B6 ");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/board/demo-loads", test_demo_loads);
  g_test_add_func ("/d6/board/describe/D6-GEN-7", test_describe);
  g_test_add_func ("/d6/board/distance", test_distance);
  g_test_add_func ("/d6/board/hits/D6-FIRE-7", test_hits_remove_figures);
  g_test_add_func ("/d6/board/destroyed/D6-CAS-4", test_destroyed_at_75);
  g_test_add_func ("/d6/board/casualties-listed/D6-CAS-4", test_casualties_listed);
  g_test_add_func ("/d6/board/test-result/D6-TEST-6", test_apply_test);
  g_test_add_func ("/d6/board/command/D6-CMD-1", test_command_status);
  g_test_add_func ("/d6/board/description/round-trip", test_description_round_trip);
  g_test_add_func ("/d6/board/description/errors", test_description_errors);
  return g_test_run ();
}
