/* gg-photo-layer.h: the game's photos of the real table, rectified once to table coordinates
 * and kept for drawing under the figures (gg-table-paint-photo.c). One per canvas. A photo is
 * loaded and rectified the first time it is drawn, and again only when its file or corners
 * change; one that cannot be read is remembered as such, not retried every frame. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "gg-game-background.h"

G_BEGIN_DECLS

typedef struct _GgPhotoLayer GgPhotoLayer;

GgPhotoLayer *gg_photo_layer_new (void);
void gg_photo_layer_free (GgPhotoLayer *self);
/* The rectified image of @photo over @game's whole table, @px_per_mm pixels a mm, or NULL if the
 * photo cannot be read or calibrated. Owned by the layer. */
cairo_surface_t *gg_photo_layer_lookup (GgPhotoLayer *self, GgGame *game,
                                        const GgBackgroundPhoto *photo, double *px_per_mm);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgPhotoLayer, gg_photo_layer_free)

G_END_DECLS
