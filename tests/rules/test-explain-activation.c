/* test-explain-activation.c: `gigogin-cli explain activation` and `gigogin-cli activate` on the
 * shipped scenarios (data/scenarios/volturno-1860.yaml, solferino-1859.yaml): the contract's JSON
 * (scheme, whose turn, what remains, the next attempt's modifiers with their seed lines, exact
 * odds), a game played and saved in the middle of a phase through the CLI, and bad usage. */
#include "cli-run.h"

#include <glib/gstdio.h>

static char *
scenario_copy (const char *name, char **dir)
{
  g_autofree char *src = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  char *path;

  *dir = g_dir_make_tmp ("gg-act-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, name, NULL);
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* A copy of tests/data/@name in a new folder. */
static char *
data_copy (const char *name, char **dir)
{
  g_autofree char *src = fixture (name);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  char *path;

  *dir = g_dir_make_tmp ("gg-act-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, name, NULL);
  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);

      g_remove (p);
    }
  g_rmdir (dir);
}

/* Volturno's Morning Surprise (VOL-15.3, 001 L866) keeps the Garibaldini from activating in
 * game turns 1 to 3 before they have seen the enemy: these plays start in turn 4, three
 * `activate end-turn` on (001 L279: a new turn begins with the initiative). */
static void
to_turn_4 (const char *game)
{
  for (int i = 0; i < 3; i++)
    {
      g_auto (Run) end = { 0 };

      run (&end, "activate", game, "end-turn", NULL);
      g_assert_cmpint (end.status, ==, 0);
      g_assert_cmpstr (json_object_get_string_member (root (&end), "result"), ==, "new-turn");
    }
}

static JsonObject *
plan_of (Run *r, guint i)
{
  return json_array_get_object_element (json_object_get_array_member (root (r), "next"), i);
}

/* The scheme, the remaining formations, the modifiers with their lines and exact odds. */
static void
test_explain_volturno (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = scenario_copy ("volturno-1860.yaml", &dir);
  g_auto (Run) r = { 0 };
  JsonObject *p, *m, *target;

  run (&r, "explain", "activation", game, "--formation", "brigata-2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&r), "scheme"), ==, "volturno");
  g_assert_true (json_object_get_null_member (root (&r), "initiative"));
  p = plan_of (&r, 0);
  g_assert_cmpstr (json_object_get_string_member (p, "formation"), ==, "brigata-2");
  /* its CdF stands within Türr's 3 points of 6" (house): VOL-6.1.4, 001 L381 */
  m = json_array_get_object_element (json_object_get_array_member (p, "modifiers"), 0);
  g_assert_cmpstr (json_object_get_string_member (m, "rule"), ==, "VOL-6.1.4");
  g_assert_cmpstr (json_object_get_string_member (m, "line"), ==, "001 L381");
  g_assert_cmpint (json_object_get_int_member (m, "value"), ==, -1);
  target = json_object_get_object_member (p, "target");
  g_assert_cmpstr (json_object_get_string_member (target, "rule"), ==, "VOL-6.1.1");
  g_assert_cmpstr (json_object_get_string_member (target, "source"), ==, "house");
  g_assert_cmpint (
    json_object_get_int_member (json_object_get_object_member (p, "activate"), "num"), ==, 4);
  g_assert_cmpint (
    json_object_get_int_member (json_object_get_object_member (p, "activate"), "den"), ==, 6);
  /* before the initiative, nothing is refused but the order: roll first */
  g_assert_nonnull (strstr (json_object_get_string_member (p, "refused"), "VOL-4.A"));
  remove_dir (dir);
}

/* A phase played through the CLI, saved after each action, opened again each time. */
static void
test_play_volturno (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = scenario_copy ("volturno-1860.yaml", &dir);
  g_auto (Run) init = { 0 };
  g_auto (Run) fail = { 0 };
  g_auto (Run) state = { 0 };
  g_auto (Run) again = { 0 };
  g_autofree char *text = NULL;

  to_turn_4 (game);
  run (&init, "activate", game, "initiative", "--die", "6", "--die", "6", "--die", "1", "--die",
       "1", NULL);
  g_assert_cmpint (init.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&init), "side"), ==, "A");
  run (&fail, "activate", game, "attempt", "brigata-1", "--die", "5", NULL);
  g_assert_cmpint (fail.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&fail), "result"), ==, "failed");
  g_assert_cmpstr (json_object_get_string_member (root (&fail), "next"), ==, "B");
  /* saved in the middle of the phase: B to act, one Orders marker on brigata-1 */
  run (&state, "explain", "activation", game, "--formation", "brigata-1", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&state), "to_act"), ==, "B");
  g_assert_cmpstr (json_object_get_string_member (root (&state), "initiative"), ==, "A");
  g_assert_cmpint (
    json_object_get_int_member (
      json_array_get_object_element (json_object_get_array_member (root (&state), "formations"), 0),
      "orders"),
    ==, 1);
  /* the referee's log has both rolls */
  g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "VOL-6.1.2"));
  /* A may not attempt out of turn */
  run (&again, "activate", game, "attempt", "brigata-2", NULL);
  g_assert_cmpint (again.status, ==, 1);
  g_assert_nonnull (strstr (again.err, "side B"));
  remove_dir (dir);
}

/* 1859: d'Hilliers' Continuity 3 from the text; only the activated corps' units may act. */
static void
test_play_r59 (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = scenario_copy ("solferino-1859.yaml", &dir);
  g_auto (Run) init = { 0 };
  g_auto (Run) free_act = { 0 };
  g_auto (Run) state = { 0 };
  JsonArray *may;

  run (&init, "activate", game, "initiative", "--die", "9", "--die", "0", NULL);
  g_assert_cmpint (init.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (root (&init), "next_free"));
  run (&free_act, "activate", game, "attempt", "I", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&free_act), "result"), ==, "activated");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root (&free_act), "dice")),
                    ==, 0);
  run (&state, "explain", "activation", game, NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&state), "active"), ==, "I");
  may = json_object_get_array_member (root (&state), "may_act");
  g_assert_cmpuint (json_array_get_length (may), ==, 6); /* Goze's A1-A6, not Bazaine (A7) */
  g_assert_cmpstr (json_array_get_string_element (may, 0), ==, "A1");
  remove_dir (dir);
}

/* R59-4.51, 002 L25: "Higher than the rating, then plays passes to his opponent": through the
 * CLI on Solferino, the Armee-Reserve's failed roll (9 > 2) passes play to the French and leaves
 * the corps neither Finished nor with an activation used. */
static void
test_fail_r59 (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = scenario_copy ("solferino-1859.yaml", &dir);
  g_auto (Run) init = { 0 };
  g_auto (Run) v = { 0 };
  g_auto (Run) done = { 0 };
  g_auto (Run) no = { 0 };
  g_auto (Run) state = { 0 };
  JsonArray *formations;
  gboolean seen = FALSE;

  run (&init, "activate", game, "initiative", "--die", "0", "--die", "9", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&init), "side"), ==, "B");
  run (&v, "activate", game, "attempt", "V", NULL);
  run (&done, "activate", game, "finish", NULL);
  run (&no, "activate", game, "attempt", "reserve", "--die", "9", NULL);
  g_assert_cmpint (no.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&no), "result"), ==, "failed");
  g_assert_cmpstr (json_object_get_string_member (root (&no), "next"), ==, "A");
  g_assert_null (strstr (json_object_get_string_member (root (&no), "log"), "Finished"));
  run (&state, "explain", "activation", game, NULL);
  formations = json_object_get_array_member (root (&state), "formations");
  for (guint i = 0; i < json_array_get_length (formations); i++)
    {
      JsonObject *f = json_array_get_object_element (formations, i);

      if (g_strcmp0 (json_object_get_string_member (f, "id"), "reserve") != 0)
        continue;
      seen = TRUE;
      g_assert_false (json_object_get_boolean_member (f, "finished"));
      g_assert_true (json_object_get_boolean_member (f, "available"));
      g_assert_cmpint (json_object_get_int_member (f, "activations"), ==, 0);
    }
  g_assert_true (seen);
  remove_dir (dir);
}

/* R59-4.42, 002 L23: units "Out of Command ... may NOT fire or attack". A3 of brigade X (Under
 * Orders) stands 30" from any commander: `command` calls it out of command, and once its corps
 * acts `explain fire` (the fire pane's call) refuses its fire with the rule. */
static void
test_out_of_command_fire (void)
{
  static const char text[] =
    "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\n"
    "table: { width: 72, depth: 48 }\nfigures:\n"
    "  - { id: k, x: 10, y: 2, base: { front: 15, depth: 15 }, side: A, squad: 9, role: L1 }\n"
    "  - { id: x, x: 10, y: 10, base: { front: 15, depth: 15 }, side: A, squad: 1, role: L2 }\n"
    "  - { id: a, x: 14, y: 10, base: { front: 15, depth: 15 }, side: A, squad: 2, role: L3 }\n"
    "  - { id: c, x: 40, y: 10, base: { front: 15, depth: 15 }, side: A, squad: 3, role: L6 }\n"
    "  - { id: z, x: 40, y: 16, base: { front: 15, depth: 15 }, side: B, squad: 1, role: L1 }\n"
    "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"
    "    - { id: A9, side: A, type: command, level: corps }\n"
    "    - { id: A1, side: A, type: command, level: brigade, brigade: X }\n"
    "    - { id: A2, side: A, brigade: X }\n"
    "    - { id: A3, side: A, brigade: X }\n"
    "    - { id: B1, side: B, brigade: Z }\n"
    "  options: { activation: r59 }\n"
    "  activation:\n"
    "    sides: [{ side: A, french: true }, { side: B }]\n"
    "    formations:\n"
    "      - { id: I, side: A, commander-unit: A9, rated: d-hilliers, brigades: [X] }\n"
    "      - { id: V, side: B, rated: stadion, brigades: [Z] }\n";
  g_autofree char *dir = g_dir_make_tmp ("gg-act-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "occ.yaml", NULL);
  g_auto (Run) cmd = { 0 };
  g_auto (Run) init = { 0 };
  g_auto (Run) on = { 0 };
  g_auto (Run) fire = { 0 };
  JsonArray *squads;
  gboolean out = FALSE;

  g_assert_true (g_file_set_contents (game, text, -1, NULL));
  run (&init, "activate", game, "initiative", "--die", "9", "--die", "2", NULL);
  g_assert_cmpint (init.status, ==, 0);
  run (&on, "activate", game, "attempt", "I", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&on), "result"), ==, "activated");
  run (&cmd, "command", game, NULL);
  squads = json_object_get_array_member (root (&cmd), "squads");
  for (guint i = 0; i < json_array_get_length (squads); i++)
    {
      JsonObject *q = json_array_get_object_element (squads, i);

      if (g_strcmp0 (json_object_get_string_member (q, "unit"), "A3") == 0)
        out = !json_object_get_boolean_member (q, "in_command");
    }
  g_assert_true (out);
  run (&fire, "explain", "fire", game, "--unit", "A3", "--target", "B1", NULL);
  g_assert_cmpint (fire.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (root (&fire), "allowed"));
  g_assert_cmpstr (json_object_get_string_member (root (&fire), "reason_rule"), ==, "R59-4.42");
  remove_dir (dir);
}

/* R59-4.22: explain gives each corps' brigades their orders, measured between the corps
 * commander and the brigadier on the table with the Range, and the Without Orders roll's odds;
 * `command` tells the orders of every unit; `activate orders` is refused for a brigade Under
 * Orders. */
static void
test_orders_r59 (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = scenario_copy ("solferino-1859.yaml", &dir);
  g_auto (Run) state = { 0 };
  g_auto (Run) command = { 0 };
  g_auto (Run) init = { 0 };
  g_auto (Run) corps = { 0 };
  g_auto (Run) orders = { 0 };
  JsonObject *i, *goze, *reserve;

  run (&state, "explain", "activation", game, NULL);
  g_assert_cmpint (state.status, ==, 0);
  i = json_array_get_object_element (json_object_get_array_member (root (&state), "formations"), 0);
  goze = json_array_get_object_element (json_object_get_array_member (i, "brigades"), 0);
  g_assert_cmpstr (json_object_get_string_member (goze, "id"), ==, "Goze");
  g_assert_cmpstr (json_object_get_string_member (goze, "orders"), ==, "under");
  g_assert_cmpfloat (json_object_get_double_member (goze, "distance_in"), <,
                     json_object_get_double_member (goze, "range_in"));
  reserve = json_array_get_object_element (
    json_object_get_array_member (
      json_array_get_object_element (json_object_get_array_member (root (&state), "formations"), 2),
      "brigades"),
    0);
  g_assert_cmpstr (json_object_get_string_member (reserve, "orders"), ==, "unmeasured");
  g_assert_cmpint (
    json_object_get_int_member (json_object_get_object_member (
                                  json_object_get_object_member (reserve, "orders_roll"), "target"),
                                "value"),
    ==, 4);
  run (&command, "command", game, NULL);
  g_assert_nonnull (strstr (command.out, "\"orders\":\"under\""));
  run (&init, "activate", game, "initiative", "--die", "9", "--die", "0", NULL);
  run (&corps, "activate", game, "attempt", "I", NULL);
  run (&orders, "activate", game, "orders", "Goze", NULL);
  g_assert_cmpint (orders.status, ==, 1);
  g_assert_nonnull (strstr (orders.err, "R59-4.22"));
  remove_dir (dir);
}

static void
test_usage (void)
{
  g_autofree char *demo =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "demo-d6.yaml", NULL);
  g_auto (Run) d6 = { 0 };
  g_auto (Run) unknown = { 0 };
  g_auto (Run) bad = { 0 };
  g_auto (Run) missing = { 0 };

  run (&d6, "explain", "activation", demo, NULL);
  g_assert_cmpint (d6.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&d6), "scheme"), ==, "d6");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root (&d6), "next")), ==,
                    0);
  run (&unknown, "explain", "activation", demo, "--formation", "nobody", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  run_text (&bad, "activate", demo, "dance", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  run_text (&missing, "explain", "activation", NULL);
  g_assert_cmpint (missing.status, ==, 2);
}

/* The printed aid: both schemes' summary and 1:1 markers, a PDF. */
static void
test_print_aids (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *roster = g_test_build_filename (G_TEST_DIST, "..", "data", "rosters",
                                                   "solferino-1859-brigata-goze.yaml", NULL);
  g_autofree char *game = scenario_copy ("solferino-1859.yaml", &dir);
  g_autofree char *pdf = g_build_filename (dir, "aids.pdf", NULL);
  g_autofree char *text = NULL;
  g_auto (Run) r = { 0 };
  g_auto (Run) both = { 0 };

  run_text (&r, "print", roster, "--activation", "-o", pdf, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (pdf, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "%PDF"));
  run_text (&both, "print", roster, "--activation", "--chits", "-o", pdf, NULL);
  g_assert_cmpint (both.status, ==, 2);
  remove_dir (dir);
}

/* R59-9.2: `activate GAME end-turn` steps the d6 turn on to the next game turn with 1859's
 * Demoralisation Segment, as the Turn panel's next step does; the saved game is in turn 2 with
 * the segment's log entry. No corps of the shipped scenario has a brigade hors de combat, so no
 * die is rolled (002 L47: "rolls the die for each corps that has at least one brigade that is
 * HDC"): a die typed in is refused, the game left as it was. Volturno (001 L279-281: a new turn
 * begins with the initiative) has no end-of-turn roll: the turn ends all the same, and the next
 * `explain activation` shows the new turn, its initiative not rolled yet. */
static void
test_end_turn (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = scenario_copy ("solferino-1859.yaml", &dir);
  g_autofree char *vdir = NULL;
  g_autofree char *volturno = scenario_copy ("volturno-1860.yaml", &vdir);
  g_autofree char *text = NULL, *before = NULL, *after = NULL;
  g_auto (Run) end = { 0 };
  g_auto (Run) state = { 0 };
  g_auto (Run) none = { 0 };
  g_auto (Run) extra = { 0 };
  g_auto (Run) init = { 0 };
  g_auto (Run) vstate = { 0 };

  g_assert_true (g_file_get_contents (game, &before, NULL, NULL));
  run_text (&extra, "activate", game, "end-turn", "--die", "9", NULL);
  g_assert_cmpint (extra.status, ==, 1);
  g_assert_nonnull (strstr (extra.err, "0"));
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  run (&end, "activate", game, "end-turn", NULL);
  g_assert_cmpint (end.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&end), "result"), ==, "demoralisation");
  g_assert_nonnull (strstr (json_object_get_string_member (root (&end), "log"), "R59-9.2"));
  run (&state, "explain", "activation", game, NULL);
  g_assert_cmpint (json_object_get_int_member (root (&state), "turn"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (
                     json_object_get_object_member (root (&state), "end_of_turn"), "turn"),
                   ==, 1);
  g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "demoralisation-entry"));
  run (&init, "activate", volturno, "initiative", "--die", "6", "--die", "6", "--die", "1", "--die",
       "1", NULL);
  g_assert_cmpint (init.status, ==, 0);
  run (&none, "activate", volturno, "end-turn", NULL);
  g_assert_cmpint (none.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&none), "result"), ==, "new-turn");
  run (&vstate, "explain", "activation", volturno, NULL);
  g_assert_cmpint (json_object_get_int_member (root (&vstate), "turn"), ==, 2);
  g_assert_true (json_object_get_null_member (root (&vstate), "initiative"));
  g_assert_false (json_object_get_boolean_member (root (&vstate), "over"));
  g_assert_cmpint (json_object_get_int_member (root (&vstate), "passes"), ==, 0);
  remove_dir (dir);
  remove_dir (vdir);
}

/* Every --die used in order. 001 L281 (VOL-4.A): "Each player rolls two dice, adding the Command
 * Value of the CiC. [...] Re-roll in case of a tie." Both CiCs 3: 1+2 against 2+1 ties, 6+6
 * against 1+1 gives A the initiative: eight dice, all listed. Four only leave the tie undecided:
 * exit 1, the file untouched. Then 001 L894 (VOL-15.7): "Whenever a Neapolitan formation fails to
 * activate and all Garibaldi formations have already been activated, roll a die; with a result
 * of 1 or 2 the Activation Phase ends": linea's 5 fails, the coordination die 2 ends the phase,
 * both typed (`--die 5 --die 2`); `--die 5` alone is too few. */
static void
test_dice_in_order (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = scenario_copy ("volturno-1860.yaml", &dir);
  g_autofree char *before = NULL, *after = NULL;
  g_auto (Run) few = { 0 };
  g_auto (Run) init = { 0 };
  g_auto (Run) a1 = { 0 }, f1 = { 0 }, pass = { 0 }, a2 = { 0 }, f2 = { 0 };
  g_auto (Run) one = { 0 };
  g_auto (Run) fail = { 0 };
  JsonArray *dice;

  to_turn_4 (game);
  g_assert_true (g_file_get_contents (game, &before, NULL, NULL));
  run_text (&few, "activate", game, "initiative", "--die", "1", "--die", "2", "--die", "2", "--die",
            "1", NULL);
  g_assert_cmpint (few.status, ==, 1);
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  run (&init, "activate", game, "initiative", "--die", "1", "--die", "2", "--die", "2", "--die",
       "1", "--die", "6", "--die", "6", "--die", "1", "--die", "1", NULL);
  g_assert_cmpint (init.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&init), "side"), ==, "A");
  dice = json_object_get_array_member (root (&init), "dice");
  g_assert_cmpuint (json_array_get_length (dice), ==, 8);
  g_assert_cmpint (json_array_get_int_element (dice, 4), ==, 6);
  run (&a1, "activate", game, "attempt", "brigata-1", "--die", "1", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&a1), "result"), ==, "activated");
  run (&f1, "activate", game, "finish", NULL);
  g_assert_cmpint (f1.status, ==, 0);
  run (&pass, "activate", game, "pass", NULL);
  g_assert_cmpint (pass.status, ==, 0);
  run (&a2, "activate", game, "attempt", "brigata-2", "--die", "1", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&a2), "result"), ==, "activated");
  run (&f2, "activate", game, "finish", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&f2), "next"), ==, "B");
  g_clear_pointer (&before, g_free);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (game, &before, NULL, NULL));
  run_text (&one, "activate", game, "attempt", "linea", "--die", "5", NULL);
  g_assert_cmpint (one.status, ==, 1);
  g_assert_nonnull (strstr (one.err, "2"));
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  run (&fail, "activate", game, "attempt", "linea", "--die", "5", "--die", "2", NULL);
  g_assert_cmpint (fail.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&fail), "result"), ==, "failed");
  dice = json_object_get_array_member (root (&fail), "dice");
  g_assert_cmpuint (json_array_get_length (dice), ==, 2);
  g_assert_cmpint (json_array_get_int_element (dice, 0), ==, 5);
  g_assert_cmpint (json_array_get_int_element (dice, 1), ==, 2);
  g_assert_true (json_object_get_boolean_member (root (&fail), "phase_over"));
  g_assert_nonnull (strstr (json_object_get_string_member (root (&fail), "log"), "VOL-15.7"));
  remove_dir (dir);
}

/* 001 L341-343 (VOL-5.1): "Each unit can Act during the Activation of its Formation if within
 * the Command range of its CdF at the start of the Action Phase. Units outside of CdF range are
 * marked Out of Command at the start of the Action Phase, and will move during the Out of Command
 * Units Phase." On tests/data/volturno-command.yaml through the CLI: after the initiative A2 (30"
 * from its CdF, beyond four points of 6", house) is listed out of command; when Türr's formation
 * acts, A1 may act and A2 may not. */
static void
test_volturno_command_cli (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *game = data_copy ("volturno-command.yaml", &dir);
  g_auto (Run) init = { 0 }, state = { 0 }, on = { 0 }, acting = { 0 };
  JsonObject *turr;
  JsonArray *out, *may;
  gboolean a1 = FALSE, a2 = FALSE;

  run (&init, "activate", game, "initiative", "--die", "6", "--die", "6", "--die", "1", "--die",
       "1", NULL);
  g_assert_cmpint (init.status, ==, 0);
  g_assert_nonnull (strstr (json_object_get_string_member (root (&init), "log"), "VOL-5.1"));
  run (&state, "explain", "activation", game, "--formation", "turr", NULL);
  turr =
    json_array_get_object_element (json_object_get_array_member (root (&state), "formations"), 0);
  out = json_object_get_array_member (turr, "out_of_command");
  g_assert_cmpuint (json_array_get_length (out), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (out, 0), ==, "A2");
  run (&on, "activate", game, "attempt", "turr", "--die", "1", NULL);
  g_assert_cmpstr (json_object_get_string_member (root (&on), "result"), ==, "activated");
  run (&acting, "explain", "activation", game, NULL);
  may = json_object_get_array_member (root (&acting), "may_act");
  for (guint i = 0; i < json_array_get_length (may); i++)
    {
      a1 = a1 || g_str_equal (json_array_get_string_element (may, i), "A1");
      a2 = a2 || g_str_equal (json_array_get_string_element (may, i), "A2");
    }
  g_assert_true (a1);
  g_assert_false (a2);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/explain-activation/volturno/VOL-6.1.4", test_explain_volturno);
  g_test_add_func ("/explain-activation/play/VOL-6.1.2", test_play_volturno);
  g_test_add_func ("/explain-activation/play/R59-4.52", test_play_r59);
  g_test_add_func ("/explain-activation/fail/R59-4.51", test_fail_r59);
  g_test_add_func ("/explain-activation/out-of-command-fire/R59-4.42", test_out_of_command_fire);
  g_test_add_func ("/explain-activation/orders/R59-4.22", test_orders_r59);
  g_test_add_func ("/explain-activation/end-turn/R59-9.2", test_end_turn);
  g_test_add_func ("/explain-activation/dice-in-order/VOL-15.7", test_dice_in_order);
  g_test_add_func ("/explain-activation/volturno-command/VOL-5.1", test_volturno_command_cli);
  g_test_add_func ("/explain-activation/usage", test_usage);
  g_test_add_func ("/explain-activation/print/VOL-6.1.2", test_print_aids);
  return g_test_run ();
}
