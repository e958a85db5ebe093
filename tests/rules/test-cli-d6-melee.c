/* test-cli-d6-melee.c: `gigogin-cli explain melee GAME --unit A1[,A7] --target B2[,B3]` on a d6
 * game (tests/data/d6-explain.yaml): each side's one TEST made from the best combination of its
 * units' factors (D6-MEL-6), through the call the app's melee pane makes; and `explain reform`,
 * the completion test of a formation change (D6-REF-4), the move pane's check. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
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

/* d6-explain.yaml with A1 (a line centred on 24", 9.75") changing to a column of march declared
 * from (@x, @y) mm. */
static char *
changing (const char *dir, double x, double y)
{
  g_autofree char *path = fixture ("d6-explain.yaml");
  g_autofree char *text = NULL;
  g_autofree char *from = NULL;
  g_autoptr (GString) s = NULL;
  char *out = g_build_filename (dir, "changing.yaml", NULL);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  s = g_string_new (text);
  from = g_strdup_printf ("class: trained, brigade: Goze, markers: [red], new-formation: "
                          "column-of-march, change-from: [%g, %g, 0] }",
                          x, y);
  g_assert_cmpuint (g_string_replace (s, "class: trained, brigade: Goze }", from, 1), ==, 1);
  g_assert_true (g_file_set_contents (out, s->str, -1, NULL));
  return out;
}

static void
test_reform (void)
{
  /* D6-REF-4 (L9): A1's figures where it began the change: allowed (a line 12 wide, 2 deep, is
   * a column's rows too, D6-FORM-3); declared from 6" away: refused with the rule. */
  g_autofree char *dir = g_dir_make_tmp ("gigogin-cli-reform-XXXXXX", NULL);
  g_auto (Run) near = { 0 };
  g_auto (Run) far = { 0 };
  g_autofree char *a = changing (dir, 24 * 25.4, 9.75 * 25.4);
  g_autofree char *b = NULL;

  run (&near, "explain", "reform", a, "--unit", "A1", NULL);
  g_assert_cmpint (near.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (root (&near), "allowed"));
  g_assert_cmpstr (json_object_get_string_member (root (&near), "new-formation"), ==,
                   "column-of-march");
  g_remove (a);
  b = changing (dir, 24 * 25.4, 15.75 * 25.4);
  run (&far, "explain", "reform", b, "--unit", "A1", NULL);
  g_assert_cmpint (far.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (root (&far), "allowed"));
  g_assert_nonnull (strstr (json_object_get_string_member (root (&far), "reason"), "D6-REF-4"));
  g_remove (b);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/cli/explain/melee/sides/D6-MEL-6", test_sides);
  g_test_add_func ("/d6/cli/explain/melee/refused/D6-MEL-10", test_refused);
  g_test_add_func ("/d6/cli/explain/reform/D6-REF-4", test_reform);
  return g_test_run ();
}
