/* gigogin-cli score GAME (BG-16): the score the play panel shows, as one JSON object: each side's
 * victory points with their items and rules, figures brought and out, objectives, and the end of
 * the game (BG-16-a) with its winner (AMB-69). Exit 1 for a bad file (with its place) or a game
 * of another rule set, 2 for bad usage. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli-run.h"

static JsonObject *
side (Run *r, guint i)
{
  JsonArray *sides = json_object_get_array_member (root (r), "sides");

  g_assert_cmpuint (json_array_get_length (sides), ==, 2);
  return json_array_get_object_element (sides, i);
}

/* The points of @s's items citing @rule. */
static double
item_points (JsonObject *s, const char *rule)
{
  JsonArray *items = json_object_get_array_member (s, "items");
  double total = 0;

  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonObject *item = json_array_get_object_element (items, i);

      if (g_strcmp0 (json_object_get_string_member (item, "rule"), rule) == 0)
        total += json_object_get_double_member (item, "value");
    }
  return total;
}

/* BG-16-b: a figure hit and a figure captured are a point each for the captors' side. */
static void
test_score_points (void)
{
  g_autofree char *path = fixture ("bg-score.yaml");
  g_auto (Run) r = { 0 };

  run (&r, "score", path, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (side (&r, 0), "side"), ==, "A");
  g_assert_cmpint (json_object_get_int_member (side (&r, 0), "points"), ==, 2 + 5);
  g_assert_cmpfloat (item_points (side (&r, 0), "BG-16-b"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (side (&r, 0), "objectives"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (side (&r, 1), "points"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (side (&r, 1), "figures"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (side (&r, 1), "out"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (side (&r, 1), "officers_left"), ==, 1);
  g_assert_false (json_object_get_boolean_member (root (&r), "over"));
  g_assert_true (json_object_get_null_member (root (&r), "winner"));
  g_assert_true (json_object_get_null_member (side (&r, 0), "ended"));
}

/* BG-16-a.3 (AMB-68): a third figure of side B's five out: side A has ended the game, and wins
 * on points (AMB-69). */
static void
test_score_over (void)
{
  g_autofree char *path = fixture ("bg-score.yaml");
  g_autofree char *text = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gg-score-XXXXXX", NULL);
  g_autofree char *over = g_build_filename (dir, "over.yaml", NULL);
  g_autoptr (GString) edited = NULL;
  g_auto (Run) r = { 0 };

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "removed: [B-1-1]", "removed: [B-1-1, B-1-3]", 1), ==,
                    1);
  g_assert_true (g_file_set_contents (over, edited->str, -1, NULL));
  run (&r, "score", over, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (json_object_get_boolean_member (root (&r), "over"));
  g_assert_cmpstr (json_object_get_string_member (root (&r), "winner"), ==, "A");
  g_assert_cmpstr (json_object_get_string_member (side (&r, 0), "ended"), ==, "half");
  g_assert_true (json_object_get_null_member (side (&r, 1), "ended"));
  g_unlink (over);
  g_rmdir (dir);
}

/* Exit 1 with the place for a bad file, 1 for a d6 game, 2 for bad usage. */
static void
test_score_errors (void)
{
  g_autofree char *d6 = fixture ("d6-explain.yaml");
  g_autofree char *dir = g_dir_make_tmp ("gg-score-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.yaml", NULL);
  g_autofree char *place = NULL;
  g_auto (Run) broken = { 0 };
  g_auto (Run) other = { 0 };
  g_auto (Run) none = { 0 };
  g_auto (Run) unknown = { 0 };

  g_assert_true (g_file_set_contents (bad, "format: gigogin-game/1\nunits: [cm\n", -1, NULL));
  run (&broken, "score", bad, NULL);
  g_assert_cmpint (broken.status, ==, 1);
  place = g_strdup_printf ("%s:3:1: ", bad);
  g_assert_true (g_str_has_prefix (broken.err, place));
  run (&other, "score", d6, NULL);
  g_assert_cmpint (other.status, ==, 1);
  run (&none, "score", NULL);
  g_assert_cmpint (none.status, ==, 2);
  run (&unknown, "score", bad, "--frobnicate", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_unlink (bad);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/cli/score/BG-16-b/points", test_score_points);
  g_test_add_func ("/bg/cli/score/BG-16-a/over", test_score_over);
  g_test_add_func ("/bg/cli/score/errors", test_score_errors);
  return g_test_run ();
}
