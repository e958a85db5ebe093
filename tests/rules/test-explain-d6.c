/* test-explain-d6.c: `gigogin-cli explain fire|move|test` on a d6 game (tests/data/d6-explain.yaml):
 * the dice to roll, the modifiers with their rule IDs and the exact odds as JSON, the geometry
 * read from the game; exit 1 for bad files and unknown units, 2 for bad usage. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "cli-run.h"

static char *
game (void)
{
  return fixture ("d6-explain.yaml");
}

static gboolean
has_rule (JsonObject *o, const char *rule, gint64 value)
{
  JsonArray *mods = json_object_get_array_member (o, "modifiers");

  for (guint i = 0; i < json_array_get_length (mods); i++)
    {
      JsonObject *m = json_array_get_object_element (mods, i);

      if (g_str_equal (json_object_get_string_member (m, "rule"), rule) &&
          json_object_get_int_member (m, "value") == value)
        return TRUE;
    }
  return FALSE;
}

static double
odds_sum (JsonObject *o)
{
  JsonArray *odds = json_object_get_array_member (o, "odds");
  double sum = 0;

  for (guint i = 0; i < json_array_get_length (odds); i++)
    sum += json_object_get_double_member (json_array_get_object_element (odds, i), "p");
  return sum;
}

static void
test_fire (void)
{
  /* D6-TV-3a read from the table: 24 figures + 1 Trained bonus = 25 dice at 2.5" (D6-RNG-2);
   * odds of k hits are the binomial counts over 6^25 outcomes (D6-FIRE-7). */
  g_auto (Run) r = { 0 };
  g_autofree char *path = game ();
  JsonArray *odds;

  run (&r, "explain", "fire", path, "--unit", "A1", "--target", "B2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (root (&r), "allowed"));
  g_assert_cmpint (json_object_get_int_member (root (&r), "dice"), ==, 25);
  g_assert_cmpstr (json_object_get_string_member (root (&r), "band"), ==, "short");
  /* D6-GEN-2: inches, with centimetres beside them */
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (root (&r), "distance"), "in"),
    2.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (root (&r), "distance"), "cm"),
    2.5 * 2.54, 1e-9);
  g_assert_true (has_rule (root (&r), "D6-FIRE-6", 24));
  g_assert_true (has_rule (root (&r), "D6-FIRE-9", 1));
  odds = json_object_get_array_member (root (&r), "odds");
  for (guint k = 0; k < 4; k++)
    {
      double p = 1; /* C(25, k) (1/6)^k (5/6)^(25-k), by products */

      for (guint i = 0; i < k; i++)
        p *= (25.0 - i) / (i + 1) / 6;
      p *= pow (5.0 / 6, 25 - k);
      g_assert_cmpfloat_with_epsilon (
        json_object_get_double_member (json_array_get_object_element (odds, k), "p"), p, 1e-12);
    }
  g_assert_cmpfloat_with_epsilon (odds_sum (root (&r)), 1, 1e-12);
}

static void
test_fire_forbidden (void)
{
  /* D6-CMD-4: command units cannot fire, nor be fired at (L116); D6-RNG-2: guns at 17" from
   * the light horse are in long range; the JSON says why with the rule. */
  g_auto (Run) r = { 0 }, g = { 0 }, at = { 0 };
  g_autofree char *path = game ();

  run (&r, "explain", "fire", path, "--unit", "A9", "--target", "B2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (root (&r), "allowed"));
  g_assert_cmpstr (json_object_get_string_member (root (&r), "reason_rule"), ==, "D6-CMD-4");
  run (&at, "explain", "fire", path, "--unit", "B2", "--target", "A9", NULL);
  g_assert_cmpint (at.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (root (&at), "allowed"));
  g_assert_cmpstr (json_object_get_string_member (root (&at), "reason_rule"), ==, "D6-CMD-4");
  run (&g, "explain", "fire", path, "--unit", "A4", "--target", "B3", NULL);
  g_assert_cmpint (g.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&g), "band"), ==, "long");
  g_assert_true (has_rule (root (&g), "D6-FIRE-8", -3)); /* 6 halved to 3 (D6-FIRE-8b) */
}

static void
test_move (void)
{
  /* D6-TV-5 from the table: line infantry 1 + road 1 (D6-TER-13) + Trained 1 + command within
   * 18" 1 = 4d6;
   * D6-MOVE-14: marching 5" ahead stops 2" from the enemy, after 0.5"; D6-TV-14: a 6" front
   * wheeling 90 degrees uses 9.42"; D6-CHG-1: the charge distance is the 2.5" to the front. */
  g_auto (Run) r = { 0 };
  g_autofree char *path = game ();
  JsonObject *march, *charge;

  run (&r, "explain", "move", path, "--unit", "A1", "--road", "--bearing", "0", "--distance", "5",
       "--wheel", "90", "--charge", "B2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "dice"), ==, 4);
  g_assert_true (has_rule (root (&r), "D6-MOVE-3", 1));
  g_assert_true (has_rule (root (&r), "D6-MOVE-6", 1));
  g_assert_cmpstr (json_object_get_string_member (root (&r), "must_move"), ==, "half");
  g_assert_cmpfloat_with_epsilon (odds_sum (root (&r)), 1, 1e-12);
  march = json_object_get_object_member (root (&r), "march");
  g_assert_cmpstr (json_object_get_string_member (march, "stop"), ==, "enemy");
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (march, "allowed"), "in"), 0.5,
    1e-3);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (root (&r), "wheel"), "in"),
    G_PI * 3, 1e-9);
  charge = json_object_get_object_member (root (&r), "charge");
  g_assert_true (json_object_get_boolean_member (charge, "possible"));
  g_assert_cmpstr (json_object_get_string_member (charge, "edge"), ==, "front");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (root (&r), "p_move_reaches"), 1,
                                  1e-12);
}

static gboolean
cites (JsonObject *o, const char *rule)
{
  JsonArray *mods = json_object_get_array_member (o, "modifiers");

  for (guint i = 0; i < json_array_get_length (mods); i++)
    if (g_str_equal (
          json_object_get_string_member (json_array_get_object_element (mods, i), "rule"), rule))
      return TRUE;
  return FALSE;
}

/* D6-MOVE-3 with AMB-18: with a direction of march the road die comes from the table (the centre
 * line stays on the road for the longest move), not from --road; --road off the road is taken
 * on the player's word and says so. D6-TER-11: marching into a marsh disorders line infantry. */
/* D6-DIS-C6 (L90), D6-AMB-13: a march that takes the unit through a friendly unit disorders it;
 * on tests/data/d6-command.yaml, A2 marching 20" ahead passes through A1, 5" does not. */
static void
test_move_through_friends (void)
{
  g_autofree char *path = fixture ("d6-command.yaml");
  g_auto (Run) far = { 0 }, near = { 0 };

  run (&far, "explain", "move", path, "--unit", "A2", "--bearing", "0", "--distance", "20", NULL);
  g_assert_cmpint (far.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (
    json_object_get_object_member (root (&far), "march"), "through_friends"));
  run (&near, "explain", "move", path, "--unit", "A2", "--bearing", "0", "--distance", "5", NULL);
  g_assert_cmpint (near.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (
    json_object_get_object_member (root (&near), "march"), "through_friends"));
}

static void
test_move_terrain (void)
{
  g_autofree char *path = fixture ("d6-road.yaml");
  g_auto (Run) along = { 0 };
  g_auto (Run) across = { 0 };
  g_auto (Run) word = { 0 };
  g_auto (Run) marsh = { 0 };
  JsonObject *t;

  run (&along, "explain", "move", path, "--unit", "A1", "--bearing", "0", "--distance", "3", NULL);
  g_assert_cmpint (along.status, ==, 0);
  t = json_object_get_object_member (root (&along), "terrain");
  g_assert_cmpstr (json_object_get_string_member (t, "road"), ==, "strada");
  g_assert_true (json_object_get_boolean_member (t, "on_road"));
  g_assert_true (cites (root (&along), "D6-MOVE-3"));
  run (&across, "explain", "move", path, "--unit", "A1", "--bearing", "90", "--distance", "3",
       NULL);
  t = json_object_get_object_member (root (&across), "terrain");
  g_assert_false (json_object_get_boolean_member (t, "on_road"));
  g_assert_false (cites (root (&across), "D6-MOVE-3"));
  g_assert_cmpint (json_object_get_int_member (root (&across), "dice"), ==,
                   json_object_get_int_member (root (&along), "dice") - 1);
  run (&word, "explain", "move", path, "--unit", "A1", "--bearing", "90", "--distance", "3",
       "--road", NULL);
  t = json_object_get_object_member (root (&word), "terrain");
  g_assert_true (json_object_get_boolean_member (t, "road_on_players_word"));
  g_assert_true (cites (root (&word), "D6-MOVE-3"));
  run (&marsh, "explain", "move", path, "--unit", "A2", "--bearing", "0", "--distance", "2", NULL);
  t = json_object_get_object_member (root (&marsh), "terrain");
  g_assert_cmpstr (json_object_get_string_member (t, "soft_ground"), ==, "palude");
  g_assert_true (json_object_get_boolean_member (root (&marsh), "disorders"));
  g_assert_true (cites (root (&marsh), "D6-TER-11"));
  g_assert_false (json_object_get_boolean_member (root (&along), "disorders"));
}

static void
test_test (void)
{
  /* D6-TEST-3…6: the Italians after 3 casualties: -1 -1 (10%, 25%) -2 Green +1 Italian = -3;
   * per face the score and result, and P(result) = count of faces / 6. */
  g_auto (Run) r = { 0 };
  g_autofree char *path = game ();
  JsonObject *p;
  JsonArray *die;
  double count[4] = { 0 };
  const char *names[] = { "rout", "retreat", "disorder", "no-change" };

  run (&r, "explain", "test", path, "--unit", "B2", "--casualties", "3", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "total"), ==, -3);
  g_assert_true (has_rule (root (&r), "D6-TEST-M2", -1));
  g_assert_true (has_rule (root (&r), "D6-TEST-M3", -1));
  g_assert_true (has_rule (root (&r), "D6-TEST-M8", -2));
  g_assert_true (has_rule (root (&r), "D6-TEST-M10", 1));
  die = json_object_get_array_member (root (&r), "die");
  g_assert_cmpuint (json_array_get_length (die), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      const char *res =
        json_object_get_string_member (json_array_get_object_element (die, i), "result");

      for (guint k = 0; k < 4; k++)
        count[k] += g_str_equal (res, names[k]);
    }
  p = json_object_get_object_member (root (&r), "p");
  for (guint k = 0; k < 4; k++)
    g_assert_cmpfloat_with_epsilon (json_object_get_double_member (p, names[k]), count[k] / 6,
                                    1e-12);
}

static void
test_errors (void)
{
  /* exit 1 for a bad file or an unknown unit, 2 for bad usage */
  g_auto (Run) a = { 0 }, b = { 0 }, c = { 0 }, d = { 0 }, e = { 0 };
  g_autofree char *path = game ();
  g_autofree char *bad = fixture ("bad-terrain.yaml");

  run (&a, "explain", "fire", path, "--unit", "A1", "--target", "Z9", NULL);
  g_assert_cmpint (a.status, ==, 1);
  g_assert_nonnull (strstr (a.err, "Z9"));
  run (&b, "explain", "fire", path, "--unit", "A1", NULL);
  g_assert_cmpint (b.status, ==, 2);
  run (&c, "explain", "shoot", path, "--unit", "A1", NULL);
  g_assert_cmpint (c.status, ==, 2);
  run (&d, "explain", "test", bad, "--unit", "A1", NULL);
  g_assert_cmpint (d.status, ==, 1);
  g_assert_true (g_regex_match_simple (":[0-9]+:[0-9]+: ", d.err, 0, 0));
  run (&e, "explain", "move", path, "--unit", "A1", "--bearing", "x", "--distance", "1", NULL);
  g_assert_cmpint (e.status, ==, 2);
}

/* A d6 club's table file (tests/data/club/d6-club.yaml) over the built-in tables: the Green
 * TEST modifier D6-TEST-M8 becomes -3 (cited as the club's), the command radius D6-CMD-1 24";
 * a La Bella Gigogin table file is refused for a d6 game with its place. */
static void
test_club_rules (void)
{
  g_autofree char *path = game ();
  g_autofree char *club = fixture ("club/d6-club.yaml");
  g_autofree char *bg_club = fixture ("club/bg-club.yaml");
  g_auto (Run) ours = { 0 };
  g_auto (Run) theirs = { 0 };
  g_auto (Run) command = { 0 };
  g_auto (Run) wrong = { 0 };
  g_autofree char *place = g_strdup_printf ("%s:4:10: ", bg_club);

  run (&ours, "explain", "test", path, "--unit", "B2", NULL);
  g_assert_cmpint (ours.status, ==, 0);
  g_assert_true (has_rule (root (&ours), "D6-TEST-M8", -2));
  run (&theirs, "explain", "test", path, "--unit", "B2", "--rules", club, NULL);
  g_assert_cmpint (theirs.status, ==, 0);
  g_assert_true (has_rule (root (&theirs), "D6-TEST-M8", -3));
  g_assert_false (has_rule (root (&theirs), "D6-TEST-M8", -2));
  g_assert_nonnull (strstr (theirs.out, "\"source\":\"club\""));
  run (&command, "command", path, "--rules", club, NULL);
  g_assert_cmpint (command.status, ==, 0);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (root (&command), "radius"), "in"),
    24, 1e-9);
  run (&wrong, "explain", "test", path, "--unit", "B2", "--rules", bg_club, NULL);
  g_assert_cmpint (wrong.status, ==, 1);
  if (!g_str_has_prefix (wrong.err, place))
    g_error ("“%s” does not start with “%s”", wrong.err, place);
  g_assert_nonnull (strstr (wrong.err, "for the ruleset “bella-gigogin”, not “d6”"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/explain/fire/D6-TV-3a", test_fire);
  g_test_add_func ("/d6/explain/fire/forbidden/D6-CMD-4", test_fire_forbidden);
  g_test_add_func ("/d6/explain/move/D6-TV-5", test_move);
  g_test_add_func ("/d6/explain/move-terrain/D6-MOVE-3/D6-TER-11", test_move_terrain);
  g_test_add_func ("/d6/explain/move/through-friends/D6-DIS-C6", test_move_through_friends);
  g_test_add_func ("/d6/explain/test/D6-TEST-3", test_test);
  g_test_add_func ("/d6/explain/errors", test_errors);
  g_test_add_func ("/d6/explain/test/D6-TEST-M8/club-rules", test_club_rules);
  return g_test_run ();
}
