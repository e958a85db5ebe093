/* gg-bg-facts.c: La Bella Gigogin's answers to what the app and the CLI ask of its class (see
 * gg-bg-facts-private.h). */
#include "gg-bg-facts-private.h"

#include "gg-bg-play.h"
#include "gg-deploy.h"
#include "gg-game-rules.h"

void
_gg_bg_move_check (GgGame *game, GgTableRules *table_rules, const char *id, GgPoint to,
                   GgMoveCheck *out)
{
  GgBgMoveCheck c;

  gg_bg_play_move_check (game, table_rules, id, to, &c);
  *out =
    (GgMoveCheck){ c.activation, c.from, c.length, c.used, c.allowance, c.passable, c.too_far };
}

/* The squad's roster record goes in the state of play (made, as the document makes it, if the
 * game had none yet). */
void
_gg_bg_deploy_record (GgGame *game, GgRoster *roster, const GgRosterNode *node, GPtrArray *figures)
{
  if (game->state == NULL)
    game->state = gg_game_state_new (g_random_int ());
  gg_deploy_record_state (game->state, node, figures);
}

GPtrArray *
_gg_bg_crowded_bases (GgGame *game)
{
  g_autoptr (GgBgRules) rules = gg_game_bg_rules (game, NULL);
  g_autoptr (GgBgTable) table = NULL;

  if (rules == NULL)
    return g_ptr_array_new ();
  table = gg_bg_table_new (game, rules);
  return gg_bg_table_multiple_bases (table);
}
