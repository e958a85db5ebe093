/* Inputs that once crashed a loader or broke a property (found by the fuzzers in tests/fuzz):
 * every file in tests/data/regress/ must now load as a game or be refused with a placed error,
 * and whatever parses as YAML must emit, re-parse and re-emit to the same bytes.
 * Every file goes to every loader: YAML, game, roster and rules data.
 * Name the files after the loader and the bug: `yaml-…`, `game-…`, `rules-data-…`. */
#include <glib.h>
#include <string.h>

#include "gg-game.h"
#include "gg-roster.h"
#include "gg-rules-data.h"
#include "gg-yaml.h"

static void
assert_placed (const GError *error, const char *path)
{
  g_autofree char *escaped = g_regex_escape_string (path, -1);
  g_autofree char *pattern = g_strdup_printf ("^%s:[0-9]+:[0-9]+: .", escaped);

  g_assert_nonnull (error);
  if (!g_regex_match_simple (pattern, error->message, 0, 0))
    g_error ("%s: the error names no place: %s", path, error->message);
}

static void
check_game (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);

  if (game == NULL)
    assert_placed (error, path);
}

static void
check_roster (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) roster = gg_roster_load_file (path, &error);

  if (roster == NULL)
    assert_placed (error, path);
}

static void
check_rules_data (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRulesData) rules = gg_rules_data_load_file (path, &error);

  if (rules == NULL)
    assert_placed (error, path);
}

static void
check_yaml (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = gg_yaml_parse_file (path, NULL, &error);
  g_autoptr (GgYamlNode) again = NULL;
  g_autofree char *once = NULL;
  g_autofree char *twice = NULL;

  if (root == NULL)
    {
      assert_placed (error, path);
      return;
    }
  once = gg_yaml_emit (root, &error);
  g_assert_no_error (error);
  again = gg_yaml_parse (once, strlen (once), "emitted.yaml", NULL, &error);
  g_assert_no_error (error);
  twice = gg_yaml_emit (again, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (once, ==, twice);
}

static void
test_file (gconstpointer data)
{
  const char *path = data;

  check_yaml (path);
  check_game (path);
  check_roster (path);
  check_rules_data (path);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir_path = NULL;
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);
  dir_path = g_test_build_filename (G_TEST_DIST, "data", "regress", NULL);
  dir = g_dir_open (dir_path, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".yaml"))
      {
        g_autofree char *test_path = g_strdup_printf ("/regress/%s", name);

        g_ptr_array_add (paths, g_build_filename (dir_path, name, NULL));
        g_test_add_data_func (test_path, g_ptr_array_index (paths, paths->len - 1), test_file);
      }
  g_assert_cmpuint (paths->len, >, 0);
  return g_test_run ();
}
