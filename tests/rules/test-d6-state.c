/* The d6 game state, its markers and the game file's `d6:` section. */
#include <glib.h>
#include <string.h>

#include "gg-d6-state.h"
#include "gg-game.h"

static const char *game_text =
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\n"
  "table: { width: 72, depth: 48 }\n"
  "d6:\n"
  "  turn: 3\n  first: A\n  active: B\n  phase: move\n  step: 2\n"
  "  fog:\n"
  "    - { event: heavy-rain, side: A, started: 4, until: 6 }\n"
  "    - { event: commander-unhorsed, side: B, started: 5, until: 7, target: \"gen-2\" }\n"
  "  units:\n"
  "    - { id: \"fr1\", side: A, markers: [orange, red], status: normal, lost: 3,\n"
  "        turn-casualties: 1, tested: false, moved: true, fired: 0 }\n"
  "    - { id: \"it1\", side: B, markers: [], status: retreat-pending }\n"
  "  options: { test-die-face-counts: \"false\" }\n";

static GgGame *
load (const char *text, GError **error)
{
  return gg_game_load_data (text, strlen (text), "g.yaml", error);
}

/* The section loads, writes, and reads back to the same bytes. */
static void
test_round_trip (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = load (game_text, &error);
  g_autoptr (GgGame) again = NULL;
  g_autofree char *out = NULL, *out2 = NULL;
  GgD6UnitState *u;

  g_assert_no_error (error);
  g_assert_nonnull (gg_d6_state_of (game));
  g_assert_cmpint (gg_d6_state_of (game)->turn.turn, ==, 3);
  g_assert_cmpint (gg_d6_state_of (game)->turn.active, ==, 'B');
  g_assert_cmpint (gg_d6_state_of (game)->turn.phase, ==, GG_D6_PHASE_MOVE);
  g_assert_cmpint (gg_d6_state_of (game)->fog->len, ==, 2);
  u = gg_d6_state_lookup_unit (gg_d6_state_of (game), "fr1");
  g_assert_true (u->orange && u->red && u->moved);
  g_assert_cmpint (u->lost, ==, 3);
  g_assert_cmpint (gg_d6_state_lookup_unit (gg_d6_state_of (game), "it1")->status, ==,
                   GG_D6_STATUS_RETREAT_PENDING);
  out = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  again = load (out, &error);
  g_assert_no_error (error);
  out2 = gg_game_to_yaml (again, &error);
  g_assert_cmpstr (out, ==, out2);
  g_assert_cmpstr (g_array_index (gg_d6_state_of (again)->fog, GgD6FogEffect, 1).target, ==,
                   "gen-2");
}

/* No `d6:` section: none written. */
static void
test_optional (void)
{
  g_autoptr (GgGame) game = load ("format: gigogin-game/1\nruleset: d6\nunits: in\n"
                                  "table: { width: 72, depth: 48 }\n",
                                  NULL);
  g_autofree char *out = gg_game_to_yaml (game, NULL);

  g_assert_null (gg_d6_state_of (game));
  g_assert_null (strstr (out, "d6:\n"));
}

typedef struct
{
  const char *replace;
  const char *with;
  const char *expect;
} Bad;

/* Strict loading: errors name the place. */
static void
test_errors (void)
{
  const Bad bad[] = {
    { "  step: 2\n", "  step: 2\n  colour: blue\n", "g.yaml:12:3: unknown key “colour”" },
    { "phase: move", "phase: lunch", "phase must be" },
    { "step: 2", "step: 0", "steps 1 to 5" },
    { "active: B", "active: C", "side must be A or B" },
    { "event: heavy-rain", "event: snow", "unknown Fog of War event" },
    { "markers: [orange, red]", "markers: [green]", "markers are orange or red" },
    { "status: retreat-pending", "status: asleep", "unknown unit status" },
    { "id: \"it1\"", "id: \"fr1\"", "given twice" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GString) text = g_string_new (game_text);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = NULL;

      g_assert_cmpint (g_string_replace (text, bad[i].replace, bad[i].with, 1), ==, 1);
      game = load (text->str, &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      if (strstr (error->message, bad[i].expect) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, bad[i].expect);
    }
}

/* D6-REF-1..5 / D6-DIS-SM / D6-FOG-T12: marker changes. */
/* An empty d6 state, side A first, as the app reads one from a saved game. */
static GgD6State *
state_new (void)
{
  g_autoptr (GError) error = NULL;
  static const char yaml[] = "{ turn: 1, first: A, active: A, phase: fog-of-war, step: 0 }";
  g_autoptr (GgYamlNode) node = gg_yaml_parse (yaml, strlen (yaml), "empty.yaml", NULL, &error);
  GgD6State *s;

  g_assert_no_error (error);
  s = gg_d6_state_read (node, "empty.yaml", &error);
  g_assert_no_error (error);
  return s;
}

static void
test_markers (void)
{
  g_autoptr (GgD6State) s = state_new ();
  GgD6UnitState *u = gg_d6_state_add_unit (s, "u", 'A');
  GgD6UnitState *b = gg_d6_state_add_unit (s, "b", 'B');

  g_assert_null (gg_d6_state_add_unit (s, "u", 'A'));
  g_assert_false (gg_d6_unit_state_declare_reform (u)); /* nothing to reform */
  gg_d6_unit_state_disorder (u);
  g_assert_true (gg_d6_unit_state_disordered (u));
  g_assert_true (gg_d6_unit_state_declare_reform (u)); /* D6-REF-2 */
  g_assert_true (u->red && !u->orange);
  g_assert_true (gg_d6_unit_state_disordered (u)); /* red counts as disordered */
  gg_d6_unit_state_act (u);                        /* D6-REF-3 */
  g_assert_true (u->orange && !u->red);
  gg_d6_unit_state_declare_reform (u);
  gg_d6_unit_state_disorder (u);        /* casualties while reforming */
  gg_d6_unit_state_complete_reform (u); /* D6-REF-5: stays disordered */
  g_assert_true (u->orange && !u->red);
  u->orange = FALSE;
  g_assert_true (gg_d6_unit_state_change_formation (u, "column")); /* D6-REF-1 */
  g_assert_true (u->red);
  gg_d6_unit_state_complete_reform (u); /* D6-REF-4 */
  g_assert_false (gg_d6_unit_state_disordered (u));
  g_assert_cmpstr (u->formation, ==, "column");
  u->status = GG_D6_STATUS_ROUTING;
  u->orange = TRUE;
  g_assert_false (gg_d6_unit_state_declare_reform (u)); /* D6-REF-7 */
  u->status = GG_D6_STATUS_NORMAL;
  b->orange = TRUE;
  gg_d6_state_apply_fog (s, GG_D6_FOG_A_LA_VICTOIRE, NULL); /* D6-FOG-T12: active side only */
  g_assert_false (u->orange);
  g_assert_true (b->orange);
  gg_d6_state_apply_fog (s, GG_D6_FOG_COMMANDER_KILLED, "b");
  g_assert_cmpint (b->status, ==, GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (s->fog->len, ==, 2);
}

static gboolean
due_names (GgD6State *s, const char *id)
{
  g_autoptr (GgD6Report) r = gg_d6_report_new ();

  gg_d6_state_due (s, r);
  for (guint i = 0; i < r->mods->len; i++)
    if (g_str_equal (g_array_index (r->mods, GgD6Mod, i).label, id))
      return TRUE;
  return FALSE;
}

/* D6-SEQ-4 steps name the units due; AMB-9: per-turn counters clear at each player turn. */
static void
test_due_and_counters (void)
{
  g_autoptr (GgD6State) s = state_new ();
  GgD6UnitState *ret = gg_d6_state_add_unit (s, "ret", 'B');
  GgD6UnitState *red = gg_d6_state_add_unit (s, "red", 'A');
  GgD6UnitState *orange = gg_d6_state_add_unit (s, "orange", 'A');

  ret->status = GG_D6_STATUS_RETREAT_PENDING;
  red->red = TRUE;
  orange->orange = TRUE;
  orange->turn_casualties = 3;
  orange->tested = TRUE;
  gg_d6_state_advance (s);              /* step 1 */
  g_assert_true (due_names (s, "ret")); /* AMB-10: either side */
  gg_d6_state_advance (s);
  g_assert_true (due_names (s, "red"));
  g_assert_false (due_names (s, "orange"));
  gg_d6_state_advance (s);
  g_assert_true (due_names (s, "orange"));
  while (!gg_d6_state_advance (s))
    ;
  g_assert_cmpint (s->turn.active, ==, 'B');
  g_assert_cmpint (orange->turn_casualties, ==, 0);
  g_assert_false (orange->tested);
}

/* Options stored with the game are applied to the rules (spec section 22). */
static void
test_options (void)
{
  g_autoptr (GgGame) game = load (game_text, NULL);
  g_autoptr (GgD6Rules) r = gg_d6_rules_load_builtin (NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (gg_d6_state_apply_options (gg_d6_state_of (game), r, &error));
  g_assert_true (gg_d6_rules_option_is (r, "test-die-face-counts", "false"));
  gg_d6_state_set_option (gg_d6_state_of (game), "test-die-face-counts", "perhaps");
  g_assert_false (gg_d6_state_apply_options (gg_d6_state_of (game), r, &error));
}

static void
advance_to (GgD6State *s, char side, GgD6Phase phase, int step)
{
  do
    gg_d6_state_advance (s);
  while (s->turn.active != side || s->turn.phase != phase || s->turn.step != step);
}

/* D6-REF-8, D6-SPEC-3, D6-REF-1, D6-REF-4: dragoons mount or dismount as a formation change:
 * instead of a normal move, disordered under a red marker, the new formation taken when step 2 of
 * the side's next Move phase ends; kept in the d6 section meanwhile. D6-REF-3: moving breaks it. */
static void
test_dragoons (void)
{
  g_autoptr (GgD6State) s = state_new ();
  g_autoptr (GgD6State) back = NULL;
  g_autoptr (GError) error = NULL;
  GgD6UnitState *d = gg_d6_state_add_unit (s, "A1", 'A');
  GgD6UnitState *h = gg_d6_state_add_unit (s, "A2", 'A');
  g_autoptr (GgYamlNode) node = NULL;
  const char *dragoons[] = { "dragoons", NULL };

  d->attributes = g_strdupv ((char **) dragoons);
  g_assert_null (gg_d6_unit_state_dragoons_switch (h)); /* hussars do not dismount */
  g_assert_cmpstr (gg_d6_unit_state_dragoons_switch (d), ==, "dismounted");
  advance_to (s, 'A', GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES);
  d->moved = TRUE;
  g_assert_false (gg_d6_unit_state_change_formation (d, "dismounted")); /* instead of a move */
  d->moved = FALSE;
  g_assert_true (gg_d6_unit_state_change_formation (d, "dismounted"));
  g_assert_true (d->red && gg_d6_unit_state_disordered (d));
  g_assert_false (gg_d6_unit_state_change_formation (d, "dismounted")); /* once */
  node = gg_d6_state_write (s);
  back = gg_d6_state_read (node, "dragoons.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gg_d6_state_lookup_unit (back, "A1")->new_formation, ==, "dismounted");
  advance_to (s, 'A', GG_D6_PHASE_MOVE, GG_D6_STEP_COMPLETE_REFORM);
  g_assert_true (d->red); /* the whole of the opponent's turn and up to step 2 */
  g_assert_null (d->formation);
  gg_d6_state_advance (s);
  g_assert_false (d->red);
  g_assert_false (gg_d6_unit_state_disordered (d));
  g_assert_cmpstr (d->formation, ==, "dismounted");
  g_assert_cmpstr (gg_d6_unit_state_dragoons_switch (d), ==, "mounted");
  g_assert_true (gg_d6_unit_state_change_formation (d, "mounted"));
  gg_d6_unit_state_act (d); /* D6-REF-3: it moved while mounting */
  g_assert_true (d->orange && !d->red);
  g_assert_null (d->new_formation);
  g_assert_cmpstr (d->formation, ==, "dismounted");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/state/round-trip", test_round_trip);
  g_test_add_func ("/d6/state/optional", test_optional);
  g_test_add_func ("/d6/state/errors", test_errors);
  g_test_add_func ("/d6/state/markers/D6-REF-2/D6-REF-3/D6-REF-5", test_markers);
  g_test_add_func ("/d6/state/due/D6-SEQ-4/D6-AMB-9", test_due_and_counters);
  g_test_add_func ("/d6/state/options", test_options);
  g_test_add_func ("/d6/state/dragoons/D6-REF-8/D6-SPEC-3", test_dragoons);
  return g_test_run ();
}
