/* gg-cli-roster.c: `gigogin-cli validate FILE...` and `gigogin-cli roster FILE --format F`. */
#include "gg-config.h"

#include "gg-cli-roster.h"
#include "gg-cli-json.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gg-bg-table.h"
#include "gg-cli-game.h"
#include "gg-table-rules.h"
#include "gg-ruleset.h"
#include "gg-game.h"
#include "gg-roster.h"
#include "gg-rules-data.h"

#define GAME_FORMAT  "gigogin-game/1"
#define RULES_FORMAT "gigogin-rules/1"

static void
print_problems (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    g_printerr ("%s\n", ((GgRosterProblem *) g_ptr_array_index (problems, i))->text);
}

/* Prints each line of a multi-line message as its own problem. */
static void
print_error (const GError *error)
{
  g_printerr ("%s\n", error->message);
}

/* BG-3.1-d: one figure to a base; a base that could hold more is a warning (the file loads). */
static void
warn_bases (const char *path, GgGame *game)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);
  g_autoptr (GPtrArray) wide = NULL;

  if (rules->play->crowded_bases == NULL)
    return;
  wide = rules->play->crowded_bases (game);
  for (guint i = 0; i < wide->len; i++)
    g_printerr (_("%s: warning: figure %s stands on a base that could hold more than one figure "
                  "(BG-3.1-d)\n"),
                   path, ((GgFigure *) g_ptr_array_index (wide, i))->id);
}

/* A game and the club's table file it names, if any (a missing one is a warning). */
static gboolean
validate_game (const char *path)
{
  g_autoptr (GgGame) game = gg_cli_load_game (path, NULL);

  if (game != NULL)
    warn_bases (path, game);
  return game != NULL;
}

/* A club's table file: read, then laid over the built-in tables of its rule set. */
static gboolean
validate_rules (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRulesData) club = gg_rules_data_load_file (path, &error);
  g_autoptr (GgRulesData) ours = NULL;

  if (club == NULL)
    return print_error (error), FALSE;
  ours = gg_rules_data_load_builtin (
    g_strcmp0 (gg_rules_data_get_ruleset (club), "d6") == 0 ? "d6" : "bella-gigogin", &error);
  if (ours == NULL || !gg_rules_data_overlay (ours, club, &error))
    return print_error (error), FALSE;
  return TRUE;
}

/* The kind of a file is its `format:`; anything else is refused with its place. */
static gboolean
validate_file (const char *path)
{
  g_autoptr (GPtrArray)
    problems = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_roster_problem_free);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgYamlNode) root = NULL;
  GgYamlNode *format;
  GgYamlLimits limits;
  gboolean ok;

  /* read first with the larger limits of a game file (a 6 MB game was refused here with the
   * roster's 4 MiB); a roster is read again below with its own */
  root = gg_yaml_parse_file (path, NULL, &error);
  if (root == NULL)
    return print_error (error), FALSE;
  format = root->kind == GG_YAML_MAPPING ? gg_yaml_mapping_lookup (root, "format") : NULL;
  if (format != NULL && format->kind == GG_YAML_SCALAR && g_str_equal (format->value, GAME_FORMAT))
    return validate_game (path);
  if (format != NULL && format->kind == GG_YAML_SCALAR && g_str_equal (format->value, RULES_FORMAT))
    return validate_rules (path);
  if (format == NULL || format->kind != GG_YAML_SCALAR ||
      !g_str_equal (format->value, GG_ROSTER_FORMAT))
    {
      g_printerr (_("%s:%u:%u: not a Gigogin file: expected “format: %s” or “format: %s”\n"), path,
                     format ? format->line : root->line, format ? format->column : root->column,
                     GG_ROSTER_FORMAT, GAME_FORMAT);
      return FALSE;
    }
  gg_roster_limits_init (&limits);
  g_clear_pointer (&root, gg_yaml_node_free);
  if ((root = gg_yaml_parse_file (path, &limits, &error)) == NULL)
    return print_error (error), FALSE;
  ok = gg_roster_check_tree (root, path, problems);
  print_problems (problems);
  return ok;
}

int
gg_cli_validate (int argc, char **argv)
{
  int status = 0;

  if (argc < 2)
    {
      g_printerr (_("Usage: gigogin-cli validate FILE...\n"));
      return 2;
    }
  for (int i = 1; i < argc; i++)
    if (!validate_file (argv[i]))
      status = 1;
  return status;
}

static char *
roster_text (GgRoster *roster, const char *format, GError **error)
{
  g_autoptr (JsonNode) json = NULL;

  if (g_str_equal (format, "yaml"))
    return gg_roster_to_yaml (roster, error);
  json = gg_roster_to_json (roster);
  return gg_cli_json_to_string (json, 2);
}

static gboolean
parse_roster_args (int argc, char **argv, const char **path, const char **format)
{
  *path = NULL;
  *format = "yaml";
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--format") && i + 1 < argc)
        *format = argv[++i];
      else if (g_str_has_prefix (argv[i], "--format="))
        *format = argv[i] + strlen ("--format=");
      else if (argv[i][0] != '-' && *path == NULL)
        *path = argv[i];
      else
        return FALSE;
    }
  return *path != NULL && (g_str_equal (*format, "yaml") || g_str_equal (*format, "json"));
}

int
gg_cli_roster (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) roster = NULL;
  g_autofree char *text = NULL;
  const char *path, *format;

  if (!parse_roster_args (argc, argv, &path, &format))
    {
      g_printerr (_("Usage: gigogin-cli roster FILE [--format yaml|json]\n"));
      return 2;
    }
  roster = gg_roster_load_file (path, &error);
  if (roster == NULL || !(text = roster_text (roster, format, &error)))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("%s%s", text, g_str_has_suffix (text, "\n") ? "" : "\n");
  return 0;
}
