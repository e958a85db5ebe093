/* gg-game-state-table.c: the state of play as a game's table sees it: which figures stand on
 * the table, and the markers the rule set puts there. */
#include "gg-game-state.h"
#include "gg-game.h"
#include "gg-ruleset.h"

guint
gg_game_state_n_on_table (GgGame *game)
{
  guint n = 0;

  for (guint i = 0; i < game->figures->len; i++)
    n += !gg_game_state_off_table (game->state,
                                   ((GgFigure *) g_ptr_array_index (game->figures, i))->id);
  return n;
}

GPtrArray *
gg_game_state_markers (GgGame *game)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);
  GPtrArray *past;

  if (game->state != NULL && game->state->past_markers != NULL)
    {
      past = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_marker_free);
      for (guint i = 0; i < game->state->past_markers->len; i++)
        g_ptr_array_add (past, gg_marker_copy (g_ptr_array_index (game->state->past_markers, i)));
      return past;
    }
  if (game->state == NULL || rules->play->markers == NULL)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) gg_marker_free);
  return rules->play->markers (game);
}

gboolean
gg_game_state_set_marker (GgGame *game, const char *figure, int kind, gboolean on)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);

  return game->state != NULL && rules->play->set_marker != NULL &&
         rules->play->set_marker (game, figure, kind, on);
}

gboolean
gg_game_state_shell_may_fire (GgGame *game, const char *gun, char **why)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);

  *why = NULL;
  return game->state == NULL || rules->play->shell_may_fire == NULL ||
         rules->play->shell_may_fire (game, gun, why);
}

void
gg_game_state_shell_fired (GgGame *game, const char *gun)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);

  if (game->state != NULL && rules->play->shell_fired != NULL)
    rules->play->shell_fired (game, gun);
}
