/* gg-photo-drag.h: figures dragged over the photo of the table go onto its photographed bases. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-photo-layer.h"

G_BEGIN_DECLS

/* Moves the centres of @figures (GgFigure copies a drag is about to preview, not the game's)
 * onto the bases photographed nearest them (gg_photo_snap_bases) in the photo @game draws under
 * the figures, from @layer's rectified image; nothing without a photo shown. Returns how many
 * moved. */
guint gg_photo_drag_snap (GgPhotoLayer *layer, GgGame *game, GPtrArray *figures);

G_END_DECLS
