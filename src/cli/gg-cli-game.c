/* gg-cli-game.c */
#include "gg-config.h"

#include "gg-cli-game.h"

#include <glib/gi18n.h>

#include "gg-table-rules.h"

GgGame *
gg_cli_load_game (const char *path, const char *rules)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);

  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return NULL;
    }
  if (rules != NULL)
    {
      if (!gg_game_set_rules_file (game, rules, &error))
        {
          g_printerr ("%s\n", error->message);
          return NULL;
        }
      return g_steal_pointer (&game);
    }
  if (!gg_game_load_rules (game, &error))
    {
      /* a club file that is there but wrong stops the command: its answers would not be the
       * club's; one that is gone is only a warning */
      if (game->rules_file != NULL && g_file_test (game->rules_file, G_FILE_TEST_EXISTS))
        {
          g_printerr ("%s\n", error->message);
          return NULL;
        }
      g_printerr (_("warning: %s\n"), error->message);
    }
  return g_steal_pointer (&game);
}
