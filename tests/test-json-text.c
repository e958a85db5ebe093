/* La Bella Gigogin's `command` answer written straight as text (gg_query_command_text, issue 19:
 * 100,000 figures under a second through gigogin-cli) is the json-glib answer
 * (gg_query_command) value for value, on games with officers' links (BG-4.8-b), traits and the
 * demo; the writer's numbers and strings are checked on their own. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <math.h>

#include "gg-json-text.h"
#include "gg-query.h"

static void
assert_same_answer (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autofree char *text = NULL;
  g_autoptr (JsonNode) tree = NULL, read = NULL;

  g_assert_no_error (error);
  text = gg_query_command_text (game);
  g_assert_nonnull (text);
  tree = gg_query_command (game, NULL);
  read = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (tree, read));
}

static void
test_answers (void)
{
  assert_same_answer ("bg-explain.yaml");
  assert_same_answer ("bg-explain-weapons.yaml");
  assert_same_answer ("bg-score.yaml");
}

static void
test_writer (void)
{
  g_autoptr (GString) out = g_string_new (NULL);
  GgJsonText t = { out };

  gg_json_text_begin_object (&t);
  gg_json_text_member (&t, "a");
  gg_json_text_begin_array (&t);
  gg_json_text_add_double (&t, 15);
  gg_json_text_add_double (&t, 0.1);
  gg_json_text_add_double (&t, NAN);
  gg_json_text_add_int (&t, -3);
  gg_json_text_end_array (&t);
  gg_json_text_member (&t, "b\"\n");
  gg_json_text_add_string (&t, NULL);
  gg_json_text_member (&t, "c");
  gg_json_text_begin_object (&t);
  gg_json_text_end_object (&t);
  gg_json_text_member (&t, "d");
  gg_json_text_add_bool (&t, TRUE);
  gg_json_text_end_object (&t);
  g_assert_cmpstr (out->str, ==,
                   "{\"a\":[15.0,0.1,null,-3],\"b\\\"\\n\":null,\"c\":{},\"d\":true}");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json-text/BG-4.8-a/command-same-as-tree", test_answers);
  g_test_add_func ("/json-text/writer", test_writer);
  return g_test_run ();
}
