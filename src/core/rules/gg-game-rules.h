/* gg-game-rules.h: the rule numbers of one game, for shared rule code: its tables
 * (gg-game-tables.h). Each rule set's rules object is built in its own files: gg_game_bg_rules
 * (gg-bg-rules.h), gg_game_d6_rules (gg-d6-rules.h). */
#pragma once

#include "gg-game-tables.h"
