/* gg-bg-facts-private.h: La Bella Gigogin's answers to the class's questions from the app and the
 * CLI (gg-ruleset.h: its table, roster and new-game interfaces), for gg-bg-ruleset.c's class. */
#pragma once

#include "gg-ruleset.h"
#include "gg-bg-play.h" /* gg_bg_play_move_begin */

G_BEGIN_DECLS

void _gg_bg_move_check (GgGame *game, GgTableRules *table_rules, const char *id, GgPoint to,
                        GgMoveCheck *out);
void _gg_bg_deploy_record (GgGame *game, GgRoster *roster, const GgRosterNode *node,
                           GPtrArray *figures);
GPtrArray *_gg_bg_crowded_bases (GgGame *game);
char *_gg_bg_group_kind (GgGame *game, char side, int squad);
double _gg_bg_skirmish_radius (GgRoster *roster, const GgRosterNode *squad);

G_END_DECLS
