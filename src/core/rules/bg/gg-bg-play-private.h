/* gg-bg-play-private.h: what the files of La Bella Gigogin's play calls share (gg-bg-play.h):
 * the dice rolled so far and the log entry of a roll. */
#pragma once

#include "gg-bg-play.h"
#include "gg-log.h"

G_BEGIN_DECLS

/* How many dice the game has rolled so far: a roll's dice are those after the mark. */
G_GNUC_INTERNAL guint gg_bg_play_mark (GgGame *game);
/* One GG_LOG_ROLL entry for the dice rolled since @from, its text as data (@text, taken), so
 * each reader sees it in his language. */
G_GNUC_INTERNAL void gg_bg_play_log_rolls (GgGame *game, guint from, GgLogText *text);
G_GNUC_INTERNAL char *gg_bg_chit_name (const GgChit *chit);
/* The modifiers appended to a log entry's @text as data, shown in each reader's language:
 * "Out of command +1 [BG-9-d], Veterans -1 [BG-9-d]", or "none". */
G_GNUC_INTERNAL void gg_bg_modifiers_to_log (GArray *modifiers, GgLogText *text);

G_END_DECLS
