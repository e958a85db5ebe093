/* gg-game-tables.c: a game's rule numbers, built-in tables with a club's file laid over them. */
#include "gg-table-rules.h"

#include <glib/gi18n-lib.h>

/* The built-in tables of @ruleset with the file at @path (or none) laid over them. */
static GgRulesData *
load (GgRuleset ruleset, const char *path, GError **error)
{
  g_autoptr (GgRulesData) data = gg_rules_data_load_builtin (gg_ruleset_to_string (ruleset), error);
  g_autoptr (GgRulesData) club = NULL;

  if (data == NULL || path == NULL)
    return g_steal_pointer (&data);
  if (!(club = gg_rules_data_load_file (path, error)) || !gg_rules_data_overlay (data, club, error))
    return NULL;
  return g_steal_pointer (&data);
}

gboolean
gg_game_set_rules_file (GgGame *game, const char *path, GError **error)
{
  g_autofree char *absolute = path ? g_canonicalize_filename (path, NULL) : NULL;
  GgRulesData *data = load (game->ruleset, absolute, error);

  if (data == NULL)
    return FALSE;
  g_clear_pointer (&game->rules_data, gg_rules_data_free);
  game->rules_data = data;
  g_free (game->rules_file);
  game->rules_file = g_steal_pointer (&absolute);
  return TRUE;
}

gboolean
gg_game_load_rules (GgGame *game, GError **error)
{
  g_autoptr (GError) local = NULL;
  GgRulesData *data = load (game->ruleset, game->rules_file, &local);

  if (data == NULL && game->rules_file != NULL)
    data = load (game->ruleset, NULL, NULL);
  g_clear_pointer (&game->rules_data, gg_rules_data_free);
  game->rules_data = data;
  if (local == NULL)
    return TRUE;
  if (g_error_matches (local, GG_YAML_ERROR, GG_YAML_ERROR_IO) && game->rules_file != NULL &&
      !g_file_test (game->rules_file, G_FILE_TEST_EXISTS))
    g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_IO,
                 _("%s: the club's table file %s is missing; the built-in tables are used"),
                    game->filename ? game->filename : "-", game->rules_file);
  else
    g_set_error (error, GG_YAML_ERROR, local->code,
                 _("%s (the built-in tables are used)"), local->message);
  return FALSE;
}

GgRulesData *
gg_game_get_rules_data (const GgGame *game)
{
  GgGame *self = (GgGame *) game; /* the cache only */

  /* a game whose rule set changed (a new game set up for the other rules) loads again */
  if (self->rules_data == NULL || g_strcmp0 (gg_rules_data_get_ruleset (self->rules_data),
                                             gg_ruleset_to_string (game->ruleset)) != 0)
    gg_game_load_rules (self, NULL);
  return self->rules_data;
}
