/* La Bella Gigogin's `command` answer has one writer, the text one (gg_query_command_text, issue
 * 19: 100,000 figures under a second through gigogin-cli; issue 14: one rules engine). Its text
 * must parse and carry the keys and values of contracts.md `command` on games with officers'
 * links (BG-4.8-b), traits and weapons; the rule set's tree (gg_query_command) is that text
 * parsed. The writer's numbers and strings are checked on their own. */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "gg-json-text.h"
#include "gg-query.h"

/* contracts.md: "side", "squad", "leader" and "out_of_command" (ids of that squad's figures, in
 * ascending byte order) for every squad. */
static void
assert_contract_squad (GgGame *game, JsonObject *squad)
{
  const char *side = json_object_get_string_member (squad, "side");
  gint64 number = json_object_get_int_member (squad, "squad");
  JsonNode *leader = json_object_get_member (squad, "leader");
  JsonArray *out = json_object_get_array_member (squad, "out_of_command");
  const char *previous = "";

  g_assert_cmpuint (strlen (side), ==, 1);
  g_assert_cmpint (number, >, 0);
  g_assert_nonnull (leader);
  if (!JSON_NODE_HOLDS_NULL (leader))
    g_assert_nonnull (gg_game_lookup_figure (game, json_node_get_string (leader)));
  g_assert_nonnull (out);
  for (guint i = 0; i < json_array_get_length (out); i++)
    {
      const char *id = json_array_get_string_element (out, i);
      GgFigure *f = gg_game_lookup_figure (game, id);

      g_assert_nonnull (f);
      g_assert_cmpint (f->side, ==, side[0]);
      g_assert_cmpint (f->squad, ==, number);
      g_assert_cmpint (strcmp (previous, id), <, 0);
      previous = id;
    }
}

/* The answer of @name, checked against the contract; returns the parsed text. */
static JsonNode *
assert_answer (const char *name, GgGame **game_out)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autofree char *text = NULL;
  g_autoptr (JsonNode) tree = NULL, read = NULL;
  g_autoptr (GHashTable) squads = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *answer;

  g_assert_no_error (error);
  text = gg_query_command_text (game);
  g_assert_nonnull (text);
  read = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (read));
  answer = json_object_get_array_member (json_node_get_object (read), "squads");
  g_assert_nonnull (answer);
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->squad > 0)
        g_hash_table_add (squads, g_strdup_printf ("%c%d", f->side, f->squad));
    }
  g_assert_cmpuint (json_array_get_length (answer), ==, g_hash_table_size (squads));
  for (guint i = 0; i < json_array_get_length (answer); i++)
    assert_contract_squad (game, json_array_get_object_element (answer, i));
  /* the rule set's own command query is the same text, read */
  tree = gg_query_command (game, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (tree, read));
  *game_out = g_steal_pointer (&game);
  return g_steal_pointer (&read);
}

static JsonObject *
squad_of (JsonNode *answer, guint i)
{
  return json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (answer), "squads"), i);
}

static void
test_answers (void)
{
  g_autoptr (GgGame) game = NULL, weapons = NULL, score = NULL;
  g_autoptr (JsonNode) explain = assert_answer ("bg-explain.yaml", &game);
  g_autoptr (JsonNode) w = assert_answer ("bg-explain-weapons.yaml", &weapons);
  g_autoptr (JsonNode) s = assert_answer ("bg-score.yaml", &score);
  JsonObject *a1 = squad_of (explain, 0), *platoon, *radius;
  JsonArray *out = json_object_get_array_member (a1, "out_of_command");

  /* BG-4.8-a: A-1-4 stands 16 cm from his leader's base, beyond the 15 cm radius */
  g_assert_cmpstr (json_object_get_string_member (a1, "side"), ==, "A");
  g_assert_cmpint (json_object_get_int_member (a1, "squad"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (a1, "leader"), ==, "A-1-L");
  g_assert_cmpuint (json_array_get_length (out), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (out, 0), ==, "A-1-4");
  radius = json_object_get_object_member (json_node_get_object (explain), "radius");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (radius, "cm"), 15, 1e-9);
  /* BG-4.8-b: the squad leader within 15 cm of his platoon commander */
  platoon = json_object_get_object_member (a1, "platoon");
  g_assert_cmpstr (json_object_get_string_member (platoon, "commander"), ==, "A-PLA");
  g_assert_true (json_object_get_boolean_member (platoon, "in_range"));
  g_assert_cmpstr (json_object_get_string_member (platoon, "rule"), ==, "BG-4.8-b");
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
  g_test_add_func ("/json-text/BG-4.8-a/command-contract", test_answers);
  g_test_add_func ("/json-text/writer", test_writer);
  return g_test_run ();
}
