/* photo-scene.h: a synthetic photo of a table for the photo tests. A flat table (green cloth,
 * a red band along side A's edge, dark round marks at known places) is drawn with Cairo, then
 * seen through a known perspective into a "photo": each photo pixel averages 2 × 2 samples
 * taken through the inverse homography (nearest flat pixel; code independent of gg-photo.c's
 * sampling), then blurred like a lens (three box passes, about a Gaussian) and given noise. */
#pragma once

#include <glib.h>
#include <math.h>
#include <string.h>

#include "gg-photo-markers.h"
#include "gg-photo.h"

#define SCENE_FLAT_PX_PER_MM 2.0
#define SCENE_MARK_RADIUS    6.0  /* mm */
#define SCENE_BAND_DEPTH     60.0 /* mm: the red band along side A's edge */

typedef struct
{
  double table_w, table_d; /* mm */
  GArray *marks;           /* double x, y pairs, mm */
  double mark_radius;      /* mm; 0: SCENE_MARK_RADIUS */
  gboolean markers;        /* the printed corner markers lie in the table's corners */
  guint covered;           /* bit k: a hand lies over corner k's marker */
} Scene;

static void
scene_clear (Scene *s)
{
  g_clear_pointer (&s->marks, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Scene, scene_clear)

/* Marks on a grid over the table, each pushed off it by a seeded amount so no two rows match. */
static void
scene_init (Scene *s, double w, double d, int nx, int ny, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  s->table_w = w;
  s->table_d = d;
  s->marks = g_array_new (FALSE, FALSE, sizeof (double));
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      {
        double xy[2] = { w * (i + 0.5) / nx + g_rand_double_range (rand, -20, 20),
                         d * (j + 0.5) / ny + g_rand_double_range (rand, -20, 20) };

        if (xy[1] < SCENE_BAND_DEPTH + 20)
          xy[1] = SCENE_BAND_DEPTH + 20;
        g_array_append_vals (s->marks, xy, 2);
      }
}

/* Corner @k's marker sheet as it lies, face up, its marked corner on the table's corner: on the
 * flat table (mm, y down) the sheet is turned a quarter more for each corner counted round
 * from side B's far-left, where it lies as printed. */
static void
scene_draw_marker (const Scene *s, cairo_t *cr, guint k)
{
  const double at[4][2] = {
    { 0, s->table_d }, { s->table_w, s->table_d }, { s->table_w, 0 }, { 0, 0 }
  };
  double sheet = GG_PHOTO_MARKER_SHEET_MM;

  cairo_save (cr);
  cairo_translate (cr, at[k][0], at[k][1]);
  cairo_rotate (cr, -(k + 1.0) * G_PI / 2);
  cairo_set_source_rgb (cr, 0.97, 0.97, 0.95); /* the paper */
  cairo_rectangle (cr, 0, 0, sheet, sheet);
  cairo_fill (cr);
  gg_photo_marker_draw (cr, k);
  if (s->covered & (1u << k))
    {
      cairo_set_source_rgb (cr, 0.80, 0.60, 0.50);
      cairo_rectangle (cr, 15, 25, 60, 30);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* The flat table, side A's edge at the bottom, SCENE_FLAT_PX_PER_MM. */
static cairo_surface_t *
scene_flat (const Scene *s)
{
  double k = SCENE_FLAT_PX_PER_MM;
  cairo_surface_t *flat =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (s->table_w * k), (int) (s->table_d * k));
  cairo_t *cr = cairo_create (flat);

  cairo_scale (cr, k, k);
  cairo_set_source_rgb (cr, 0.30, 0.55, 0.28);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
  cairo_rectangle (cr, 0, s->table_d - SCENE_BAND_DEPTH, s->table_w, SCENE_BAND_DEPTH);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.05, 0.05, 0.08);
  for (guint i = 0; i < s->marks->len; i += 2)
    {
      double x = g_array_index (s->marks, double, i), y = g_array_index (s->marks, double, i + 1);

      cairo_arc (cr, x, s->table_d - y, s->mark_radius > 0 ? s->mark_radius : SCENE_MARK_RADIUS, 0,
                 2 * G_PI);
      cairo_fill (cr);
    }
  for (guint k = 0; s->markers && k < 4; k++)
    scene_draw_marker (s, cr, k);
  cairo_destroy (cr);
  cairo_surface_flush (flat);
  return flat;
}

/* The background beyond the table: grey floor. */
static guint32
scene_flat_at (const Scene *s, cairo_surface_t *flat, double x, double y)
{
  int w = cairo_image_surface_get_width (flat), h = cairo_image_surface_get_height (flat);
  int i = (int) floor (x * SCENE_FLAT_PX_PER_MM),
      j = (int) floor ((s->table_d - y) * SCENE_FLAT_PX_PER_MM);
  const guint8 *data = cairo_image_surface_get_data (flat);

  if (i < 0 || j < 0 || i >= w || j >= h)
    return 0x707070;
  return *(const guint32 *) (data + (gsize) j * cairo_image_surface_get_stride (flat) + 4 * i);
}

static void
scene_warp_pixel (const Scene *s, cairo_surface_t *flat, const GgHomography *to_table, int u, int v,
                  guint8 *out)
{
  guint sum[3] = { 0, 0, 0 };

  for (int a = 0; a < 2; a++)
    for (int b = 0; b < 2; b++)
      {
        double x, y;
        guint32 c;

        gg_homography_apply (to_table, u + (a + 0.5) / 2, v + (b + 0.5) / 2, &x, &y);
        c = scene_flat_at (s, flat, x, y);
        sum[0] += c >> 16 & 0xff, sum[1] += c >> 8 & 0xff, sum[2] += c & 0xff;
      }
  for (int c = 0; c < 3; c++)
    out[c] = (guint8) ((sum[c] + 2) / 4);
}

/* One horizontal or vertical box-blur pass of radius 1 over an RGB pixbuf. */
static void
scene_box_pass (GdkPixbuf *p, gboolean vertical)
{
  int w = gdk_pixbuf_get_width (p), h = gdk_pixbuf_get_height (p);
  int stride = gdk_pixbuf_get_rowstride (p), n = vertical ? h : w, lines = vertical ? w : h;
  int step = vertical ? stride : 3, line_step = vertical ? 3 : stride;
  guint8 *data = gdk_pixbuf_get_pixels (p);
  g_autofree guint8 *copy = g_malloc (3 * (gsize) n);

  for (int l = 0; l < lines; l++)
    {
      guint8 *base = data + (gsize) l * line_step;

      for (int i = 0; i < n; i++)
        memcpy (copy + 3 * i, base + (gsize) i * step, 3);
      for (int i = 0; i < n; i++)
        for (int c = 0; c < 3; c++)
          base[(gsize) i * step + c] = (copy[3 * MAX (i - 1, 0) + c] + copy[3 * i + c] +
                                        copy[3 * MIN (i + 1, n - 1) + c] + 1) /
                                       3;
    }
}

static void
scene_noise (GdkPixbuf *p, double sigma, guint32 seed)
{
  int w = gdk_pixbuf_get_width (p), h = gdk_pixbuf_get_height (p);
  int stride = gdk_pixbuf_get_rowstride (p);
  guint8 *data = gdk_pixbuf_get_pixels (p);
  guint32 x = seed | 1;

  for (int j = 0; j < h; j++)
    for (int i = 0; i < 3 * w; i++)
      {
        /* xorshift32; the sum of four uniforms is near enough a Gaussian */
        double g = 0;

        for (int k = 0; k < 4; k++)
          {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            g += x / 4294967296.0 - 0.5;
          }
        data[(gsize) j * stride + i] =
          (guint8) CLAMP (data[(gsize) j * stride + i] + g * sigma * 1.732, 0, 255);
      }
}

/* The photo of @s through @table_to_photo, @w × @h pixels. */
static GdkPixbuf *
scene_photo (const Scene *s, const GgHomography *table_to_photo, int w, int h, int blur_passes,
             double noise_sigma)
{
  GdkPixbuf *photo = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, w, h);
  cairo_surface_t *flat = scene_flat (s);
  int stride = gdk_pixbuf_get_rowstride (photo);
  guint8 *data = gdk_pixbuf_get_pixels (photo);
  GgHomography to_table;

  g_assert_true (gg_homography_invert (table_to_photo, &to_table));
  for (int v = 0; v < h; v++)
    for (int u = 0; u < w; u++)
      scene_warp_pixel (s, flat, &to_table, u, v, data + (gsize) v * stride + 3 * u);
  cairo_surface_destroy (flat);
  for (int i = 0; i < blur_passes; i++)
    {
      scene_box_pass (photo, FALSE);
      scene_box_pass (photo, TRUE);
    }
  if (noise_sigma > 0)
    scene_noise (photo, noise_sigma, 12345);
  return photo;
}

/* The table's corners in the photo, in the order of `gigogin-cli photo`, rounded to the nearest
 * pixel when @round. */
static void
scene_corners (const Scene *s, const GgHomography *table_to_photo, gboolean round_them, double c[8])
{
  const double t[8] = { 0, 0, s->table_w, 0, s->table_w, s->table_d, 0, s->table_d };

  for (int i = 0; i < 4; i++)
    {
      gg_homography_apply (table_to_photo, t[2 * i], t[2 * i + 1], &c[2 * i], &c[2 * i + 1]);
      if (round_them)
        c[2 * i] = round (c[2 * i]), c[2 * i + 1] = round (c[2 * i + 1]);
    }
}

/* Where the mark near (@x, @y) mm is in a rectified image at @px_per_mm, side A at the bottom:
 * the centroid of darkness in a window around it. FALSE if nothing dark is there. */
G_GNUC_UNUSED static gboolean
scene_find_mark (cairo_surface_t *image, double px_per_mm, double table_d, double x, double y,
                 double *fx, double *fy)
{
  const guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);
  int w = cairo_image_surface_get_width (image), h = cairo_image_surface_get_height (image);
  double r = 2.5 * SCENE_MARK_RADIUS * px_per_mm, cx = x * px_per_mm,
         cy = (table_d - y) * px_per_mm, sw = 0, sx = 0, sy = 0;

  for (int j = MAX (0, (int) (cy - r)); j <= MIN (h - 1, (int) (cy + r)); j++)
    for (int i = MAX (0, (int) (cx - r)); i <= MIN (w - 1, (int) (cx + r)); i++)
      {
        guint32 p = *(const guint32 *) (data + (gsize) j * stride + 4 * i);
        /* the cloth's green is about 140; the marks' about 13 */
        double g = p >> 8 & 0xff, weight = MAX (0, 90 - g);

        sw += weight, sx += weight * (i + 0.5), sy += weight * (j + 0.5);
      }
  if (sw <= 0)
    return FALSE;
  *fx = sx / sw / px_per_mm;
  *fy = table_d - sy / sw / px_per_mm;
  return TRUE;
}
