/* test-cli-d6-melee.c: `gigogin-cli explain melee GAME --unit A1[,A7] --target B2[,B3]` on a d6
 * game (tests/data/d6-explain.yaml): each side's one TEST made from the best combination of its
 * units' factors (D6-MEL-6), through the call the app's melee pane makes. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <math.h>

#include "cli-run.h"

static JsonObject *
side (Run *r, const char *name)
{
  return json_object_get_object_member (root (r), name);
}

static guint
count_rule (JsonObject *o, const char *rule)
{
  JsonArray *mods = json_object_get_array_member (o, "modifiers");
  guint n = 0;

  for (guint i = 0; i < json_array_get_length (mods); i++)
    n += g_str_equal (
      json_object_get_string_member (json_array_get_object_element (mods, i), "rule"), rule);
  return n;
}

static double
p_sum (Run *r)
{
  JsonObject *p = json_object_get_object_member (root (r), "p");

  return json_object_get_double_member (p, "attackers-win") +
         json_object_get_double_member (p, "draw") +
         json_object_get_double_member (p, "defenders-win");
}

static void
test_sides (void)
{
  /* D6-MEL-6: two defenders make one TEST, no worse than either alone (the most favourable of
   * each factor); one charge bonus for the attackers (D6-TEST-M9); the odds sum to 1. */
  g_auto (Run) one = { 0 };
  g_auto (Run) two = { 0 };
  g_autofree char *path = fixture ("d6-explain.yaml");
  JsonArray *units;

  run (&one, "explain", "melee", path, "--unit", "A1", "--target", "B2", "--charging", NULL);
  g_assert_cmpint (one.status, ==, 0);
  run (&two, "explain", "melee", path, "--unit", "A1", "--target", "B2,B3", "--charging", NULL);
  g_assert_cmpint (two.status, ==, 0);
  units = json_object_get_array_member (side (&two, "defenders"), "units");
  g_assert_cmpuint (json_array_get_length (units), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (units, 1), ==, "B3");
  g_assert_cmpint (json_object_get_int_member (side (&two, "defenders"), "total"), >=,
                   json_object_get_int_member (side (&one, "defenders"), "total"));
  g_assert_cmpuint (count_rule (side (&two, "attackers"), "D6-TEST-M9"), ==, 1);
  g_assert_cmpfloat (fabs (p_sum (&one) - 1), <, 1e-9);
  g_assert_cmpfloat (fabs (p_sum (&two) - 1), <, 1e-9);
}

static void
test_refused (void)
{
  /* D6-MEL-6, D6-MEL-10: a unit on both sides, or a command unit in a melee of several, exit 1
   * with the rule; no --target is bad usage, exit 2. */
  g_auto (Run) both = { 0 };
  g_auto (Run) cmd = { 0 };
  g_auto (Run) usage = { 0 };
  g_autofree char *path = fixture ("d6-explain.yaml");

  run (&both, "explain", "melee", path, "--unit", "A1", "--target", "B2,A1", NULL);
  g_assert_cmpint (both.status, ==, 1);
  run (&cmd, "explain", "melee", path, "--unit", "A1,A9", "--target", "B2", NULL);
  g_assert_cmpint (cmd.status, ==, 1);
  g_assert_nonnull (strstr (cmd.err, "D6-MEL-10"));
  run (&usage, "explain", "melee", path, "--unit", "A1", NULL);
  g_assert_cmpint (usage.status, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/cli/explain/melee/sides/D6-MEL-6", test_sides);
  g_test_add_func ("/d6/cli/explain/melee/refused/D6-MEL-10", test_refused);
  return g_test_run ();
}
