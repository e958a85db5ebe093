/* gg-table-paint-photo.c: the photos of the real table, drawn at true scale over the table's
 * cloth and terrain and under everything else (the figures, the overlays), each with its
 * opacity, when the eye menu's Photo overlay is on. Part of the cached background. */
#include "gg-table-paint-private.h"

#include "gg-game-background.h"
#include "gg-photo-layer.h"

#include <string.h>

static gboolean
photos_on (const GgTablePaint *p)
{
  return p->photos != NULL && (p->game->overlays & GG_OVERLAY_PHOTO) && p->game->photos->len > 0;
}

static void
draw_photo (cairo_t *cr, const GgTablePaint *p, const GgBackgroundPhoto *photo)
{
  double px_per_mm;
  cairo_surface_t *image = gg_photo_layer_lookup (p->photos, p->game, photo, &px_per_mm);

  if (image == NULL || photo->opacity <= 0)
    return;
  cairo_save (cr);
  /* the image's top-left is the table's far-left corner (x = 0, y = depth) */
  cairo_translate (cr, p->ox, p->oy);
  cairo_scale (cr, p->zoom / px_per_mm, p->zoom / px_per_mm);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint_with_alpha (cr, photo->opacity);
  cairo_restore (cr);
}

void
_gg_paint_photos (cairo_t *cr, const GgTablePaint *p)
{
  if (!photos_on (p))
    return;
  for (guint i = 0; i < p->game->photos->len; i++)
    {
      const GgBackgroundPhoto *photo = g_ptr_array_index (p->game->photos, i);

      if (photo->shown)
        draw_photo (cr, p, photo);
    }
}

/* What the photos add to the background's key: which are drawn, where and how opaque. */
guint64
_gg_paint_photos_key (const GgTablePaint *p)
{
  guint64 h = 1469598103934665603ull;

  if (!photos_on (p))
    return 0;
  for (guint i = 0; i < p->game->photos->len; i++)
    {
      const GgBackgroundPhoto *photo = g_ptr_array_index (p->game->photos, i);
      double values[10] = { photo->opacity, photo->shown };

      memcpy (values + 2, photo->corners, sizeof photo->corners);
      h = (h ^ g_str_hash (photo->path)) * 1099511628211ull;
      for (guint j = 0; j < G_N_ELEMENTS (values); j++)
        h = (h ^ (guint64) (values[j] * 1024)) * 1099511628211ull;
    }
  return h;
}
