/* gg-d6-facts-private.h: the d6 rules' answers to the class's questions from the app and the CLI
 * (gg-ruleset.h: its table, roster and new-game interfaces), for gg-d6-ruleset.c's class. */
#pragma once

#include "gg-ruleset.h"
#include "gg-d6-table.h" /* gg_d6_deploy_record_state */

G_BEGIN_DECLS

void _gg_d6_move_check (GgGame *game, GgTableRules *table_rules, const char *id, GgPoint to,
                        GgMoveCheck *out);
char *_gg_d6_group_name (GgGame *game, char side, int squad);
GArray *_gg_d6_command_status (GgGame *game, double radius, gpointer *cache);
void _gg_d6_command_cache_free (gpointer cache);
void _gg_d6_new_game_record (GgGame *game, GgRoster *roster, const GgRosterNode *unit,
                             GPtrArray *figures);
gboolean _gg_d6_activation_setup (GgGame *game, const char *scheme, GgRoster *const rosters[2],
                                  GError **error);

G_END_DECLS
