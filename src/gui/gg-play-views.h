/* gg-play-views.h: the play views the window knows (gg-play-view.h is their interface): the
 * window's level, the one that sees every rule set's view. */
#pragma once

#include "gg-play-view.h"

G_BEGIN_DECLS

/* The play view @game is played with (its rule set's), or G_TYPE_NONE when it has none. */
GType gg_play_view_type_for (const GgGame *game);
/* Every play view type, for a loop over them (the window's actions); G_TYPE_NONE ends it. */
const GType *gg_play_view_types (void);
/* A new view of type @type on @document. */
GgPlayView *gg_play_view_new (GType type, GgDocument *document);

G_END_DECLS
