/* gg-bg-officers.h: the officers of La Bella Gigogin in play: the UCT (BG-3.1-c, BG-4.5-a), rank
 * names (BG-4.5-b) and which deputy may stand in for a fallen officer (BG-2.5-e, BG-4.5-i/k,
 * AMB-18). Doing it, the Captain's promotion of a squad leader (BG-4.8-i) and the officer hit
 * while he stands in for a squad leader (BG-4.8-l) are play calls (gg-bg-play.h). The game must
 * have a state. */
#pragma once

#include <glib.h>

#include "gg-bg-rules.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

/* BG-3.1-c, BG-4.5-a: the UCT, who commands a side's whole force: its battalion commander in
 * play, else its Captain, else its first platoon commander by letter; NULL if none is left. */
const GgFigure *gg_bg_uct (GgGame *game, char side);
/* BG-4.5-b: the rank of an officer's role (CyL Captain, CSt Lieutenant, PL<x> Second
 * Lieutenant, ...), translated; NULL for other roles. */
const char *gg_bg_rank_name (const char *role);

/* AMB-18: may the officer @deputy take the place of the fallen @role? The Lieutenant (CSt) takes
 * the Captain's (BG-4.5-k) at once, or a platoon's (PL<x>) within the platoon radius of one of
 * its squad leaders (BG-4.5-i); the battalion deputy (BtS) takes the battalion commander's, or a
 * Captain's within the company radius of a platoon commander (BG-2.5-e). @rule says why. */
gboolean gg_bg_stand_in_may (GgGame *game, GgBgRules *rules, const char *deputy, const char *role,
                             const char **rule);
/* The first figure of @side in play whose role is @role (or starts with it when @prefix). */
const GgFigure *gg_bg_find_role (GgGame *game, char side, const char *role, gboolean prefix);
/* The rank of @role untranslated (N_), for a log entry each reader sees in his language. */
const char *gg_bg_rank_message (const char *role);

G_END_DECLS
