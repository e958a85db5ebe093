/* gg-photo-layer.c: rectified photos of the table, kept between frames. */
#include "gg-photo-layer.h"

#include <math.h>
#include <string.h>

/* Pixels a mm of the kept image: 1 (a 180 × 120 cm table is 1800 × 1200, 8.6 MB), fewer on a
 * table larger than 4096 mm a side. */
#define MAX_SIDE_PX 4096.0

typedef struct
{
  cairo_surface_t *image; /* NULL: the photo could not be used */
  double px_per_mm;
} Entry;

struct _GgPhotoLayer
{
  GHashTable *entries; /* key (path, corners, points, table size) -> Entry* */
};

static void
entry_free (Entry *e)
{
  g_clear_pointer (&e->image, cairo_surface_destroy);
  g_free (e);
}

GgPhotoLayer *
gg_photo_layer_new (void)
{
  GgPhotoLayer *self = g_new0 (GgPhotoLayer, 1);

  self->entries =
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) entry_free);
  return self;
}

void
gg_photo_layer_free (GgPhotoLayer *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->entries);
  g_free (self);
}

static char *
key_of (GgGame *game, const GgBackgroundPhoto *photo)
{
  GString *key = g_string_new (photo->path);

  for (int i = 0; i < 8; i++)
    g_string_append_printf (key, "|%.17g", photo->corners[i]);
  for (guint i = 0; i < photo->points->len; i++)
    {
      const GgPhotoPoint *p = &g_array_index (photo->points, GgPhotoPoint, i);

      g_string_append_printf (key, "|%.17g,%.17g,%.17g,%.17g", p->px, p->py, p->tx, p->ty);
    }
  g_string_append_printf (key, "|%.17g|%.17g", game->width, game->depth);
  return g_string_free (key, FALSE);
}

static Entry *
make_entry (GgGame *game, const GgBackgroundPhoto *photo)
{
  Entry *e = g_new0 (Entry, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkPixbuf) pixbuf = gg_photo_load (photo->path, &error);
  GgPhotoCalibration cal;

  e->px_per_mm = MIN (1.0, MAX_SIDE_PX / MAX (game->width, game->depth));
  if (pixbuf == NULL ||
      !gg_background_photo_calibrate (photo, game, gdk_pixbuf_get_width (pixbuf),
                                      gdk_pixbuf_get_height (pixbuf), &cal, &error))
    {
      g_debug ("photo not drawn: %s", error->message);
      return e;
    }
  e->image = gg_photo_rectify (pixbuf, &cal.h, game->width, game->depth, e->px_per_mm);
  return e;
}

cairo_surface_t *
gg_photo_layer_lookup (GgPhotoLayer *self, GgGame *game, const GgBackgroundPhoto *photo,
                       double *px_per_mm)
{
  g_autofree char *key = key_of (game, photo);
  Entry *e = g_hash_table_lookup (self->entries, key);

  if (e == NULL)
    {
      e = make_entry (game, photo);
      g_hash_table_insert (self->entries, g_steal_pointer (&key), e);
    }
  *px_per_mm = e->px_per_mm;
  return e->image;
}
