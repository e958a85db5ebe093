/* gg-photo-drag.c: figures dragged over the photo of the table go onto its photographed bases.
 * The core finds the bases (gg-photo-snap.c); the drag's edit carries the result, so the move
 * is previewed, committed and undone like any other. */
#include "gg-photo-drag.h"

#include "gg-game-background.h"
#include "gg-photo-snap.h"

guint
gg_photo_drag_snap (GgPhotoLayer *layer, GgGame *game, GPtrArray *figures)
{
  GgBackgroundPhoto *photo = gg_game_current_photo (game);
  g_autofree GgBase *bases = NULL;
  cairo_surface_t *image;
  double px_per_mm;
  guint moved;

  if (layer == NULL || photo == NULL || !(game->overlays & GG_OVERLAY_PHOTO) || figures->len == 0)
    return 0;
  if ((image = gg_photo_layer_lookup (layer, game, photo, &px_per_mm)) == NULL)
    return 0;
  bases = g_new (GgBase, figures->len);
  for (guint i = 0; i < figures->len; i++)
    bases[i] = ((GgFigure *) g_ptr_array_index (figures, i))->base;
  moved = gg_photo_snap_bases (image, px_per_mm, game->depth, bases, figures->len);
  for (guint i = 0; i < figures->len; i++)
    ((GgFigure *) g_ptr_array_index (figures, i))->base.centre = bases[i].centre;
  return moved;
}
