/* gg-photo-snap.c: figures dropped near their photographed bases are put on them. */
#include "gg-photo-snap.h"

#include <math.h>

/* A base's footprint in image pixels: the patch that must lie on the base, the box the ring
 * starts outside of, the ring's outer box (half sizes), and how far to search. */
typedef struct
{
  double cx, cy; /* where the figure was dropped, px */
  int patch, in_x, in_y, out_x, out_y, reach;
  double size; /* px: the base's larger side or diameter, for telling bases apart */
} Footprint;

/* Sums of R, G, B and of opaque pixels over a window of the image, as summed-area tables. */
typedef struct
{
  int x0, y0, w, h;
  double *sum; /* (w + 1) × (h + 1) × 4 */
} Window;

typedef struct
{
  double x, y; /* px */
  double score;
} Found;

static void
footprint_of (const GgBase *b, double ppm, double depth, Footprint *f)
{
  double rad = b->facing * G_PI / 180;
  double w = b->shape == GG_BASE_ROUND ? b->diameter : b->front;
  double d = b->shape == GG_BASE_ROUND ? b->diameter : b->depth;
  double hx = b->shape == GG_BASE_ROUND ? w / 2
                                        : fabs (w / 2 * cos (rad)) + fabs (d / 2 * sin (rad));
  double hy = b->shape == GG_BASE_ROUND ? d / 2
                                        : fabs (w / 2 * sin (rad)) + fabs (d / 2 * cos (rad));
  int ring = MAX (2, (int) lround (0.35 * MIN (w, d) * ppm));

  f->cx = b->centre.x * ppm;
  f->cy = (depth - b->centre.y) * ppm;
  f->patch = MAX (1, (int) lround (0.35 * MIN (w, d) * ppm));
  f->in_x = (int) ceil (hx * 1.1 * ppm) + 1;
  f->in_y = (int) ceil (hy * 1.1 * ppm) + 1;
  f->out_x = f->in_x + ring;
  f->out_y = f->in_y + ring;
  f->reach = MAX (1, (int) ceil (0.75 * MAX (w, d) * ppm));
  f->size = MAX (w, d) * ppm;
}

static double *
cell (const Window *win, int x, int y)
{
  return win->sum + ((gsize) y * (win->w + 1) + x) * 4;
}

/* The summed-area tables of the window around @f that every candidate's ring fits in. */
static gboolean
window_fill (Window *win, cairo_surface_t *image, const Footprint *f)
{
  int iw = cairo_image_surface_get_width (image), ih = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data = cairo_image_surface_get_data (image);

  win->x0 = MAX (0, (int) floor (f->cx) - f->reach - f->out_x);
  win->y0 = MAX (0, (int) floor (f->cy) - f->reach - f->out_y);
  win->w = MIN (iw, (int) floor (f->cx) + f->reach + f->out_x + 1) - win->x0;
  win->h = MIN (ih, (int) floor (f->cy) + f->reach + f->out_y + 1) - win->y0;
  if (win->w <= 0 || win->h <= 0)
    return FALSE;
  win->sum = g_new0 (double, (gsize) (win->w + 1) * (win->h + 1) * 4);
  for (int y = 0; y < win->h; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) (win->y0 + y) * stride) + win->x0;

      for (int x = 0; x < win->w; x++)
        {
          guint32 p = row[x];
          double v[4] = { (p >> 16) & 0xff, (p >> 8) & 0xff, p & 0xff, (p >> 24) == 0xff };
          double *out = cell (win, x + 1, y + 1), *up = cell (win, x + 1, y);
          double *left = cell (win, x, y + 1), *diag = cell (win, x, y);

          for (int c = 0; c < 4; c++)
            out[c] = v[c] + up[c] + left[c] - diag[c];
        }
    }
  return TRUE;
}

/* Sums over the box of half sizes @hx, @hy about window pixel (@x, @y); FALSE if it leaves
 * the window. */
static gboolean
box_sum (const Window *win, int x, int y, int hx, int hy, double out[4])
{
  int x0 = x - hx, y0 = y - hy, x1 = x + hx + 1, y1 = y + hy + 1;

  if (x0 < 0 || y0 < 0 || x1 > win->w || y1 > win->h)
    return FALSE;
  for (int c = 0; c < 4; c++)
    out[c] = cell (win, x1, y1)[c] - cell (win, x0, y1)[c] - cell (win, x1, y0)[c] +
             cell (win, x0, y0)[c];
  return TRUE;
}

/* How much the patch at window pixel (@x, @y) differs from its ring; -1 where the boxes leave
 * the image or the patch is not all photo (transparent: outside what was photographed). */
static double
score_at (const Window *win, const Footprint *f, int x, int y)
{
  double patch[4], in[4], out[4], ring[4], d2 = 0;
  double n_patch = (2.0 * f->patch + 1) * (2.0 * f->patch + 1);

  if (!box_sum (win, x, y, f->patch, f->patch, patch) || patch[3] < n_patch ||
      !box_sum (win, x, y, f->in_x, f->in_y, in) || !box_sum (win, x, y, f->out_x, f->out_y, out))
    return -1;
  for (int c = 0; c < 4; c++)
    ring[c] = out[c] - in[c];
  if (ring[3] < 1)
    return -1;
  for (int c = 0; c < 3; c++)
    d2 += pow (patch[c] / patch[3] - ring[c] / ring[3], 2);
  return sqrt (d2);
}

static gboolean
taken_near (const GArray *taken, double x, double y, double size)
{
  for (guint i = 0; i < taken->len; i++)
    {
      const Found *t = &g_array_index (taken, Found, i);

      if (hypot (t->x - x, t->y - y) < 0.45 * (size + t->score))
        return TRUE;
    }
  return FALSE;
}

/* The peak of the parabola through three scores a pixel apart, from the middle one: the best
 * candidate's centre to a fraction of a pixel (a pixel of the layer is a mm of table). */
static double
peak_offset (double before, double at, double after)
{
  double curve = before - 2 * at + after;

  if (before < 0 || after < 0 || curve >= 0)
    return 0;
  return CLAMP (0.5 * (before - after) / curve, -0.5, 0.5);
}

static void
refine (const Window *win, const Footprint *f, Found *best)
{
  int x = (int) floor (best->x) - win->x0, y = (int) floor (best->y) - win->y0;

  best->x += peak_offset (score_at (win, f, x - 1, y), best->score, score_at (win, f, x + 1, y));
  best->y += peak_offset (score_at (win, f, x, y - 1), best->score, score_at (win, f, x, y + 1));
}

/* The best scored candidate within reach of @f that no placed base covers (score -1: none). */
static Found
search (cairo_surface_t *image, const Footprint *f, const GArray *taken)
{
  Window win = { 0 };
  Found best = { f->cx, f->cy, -1 };
  int cx = (int) floor (f->cx), cy = (int) floor (f->cy);

  if (!window_fill (&win, image, f))
    return best;
  for (int y = cy - f->reach; y <= cy + f->reach; y++)
    for (int x = cx - f->reach; x <= cx + f->reach; x++)
      {
        double s, px = x + 0.5, py = y + 0.5;

        if (hypot (px - f->cx, py - f->cy) > f->reach || taken_near (taken, px, py, f->size))
          continue;
        s = score_at (&win, f, x - win.x0, y - win.y0);
        if (s > best.score)
          best = (Found){ px, py, s };
      }
  if (best.score >= 0)
    refine (&win, f, &best);
  g_free (win.sum);
  return best;
}

/* The unplaced base whose best candidate scores highest, or -1. */
static int
next_to_place (const Found *best, const gboolean *placed, guint n)
{
  int pick = -1;

  for (guint i = 0; i < n; i++)
    if (!placed[i] && best[i].score >= GG_PHOTO_SNAP_MIN_CONTRAST &&
        (pick < 0 || best[i].score > best[pick].score))
      pick = (int) i;
  return pick;
}

guint
gg_photo_snap_bases (cairo_surface_t *image, double px_per_mm, double table_depth, GgBase *bases,
                     guint n_bases)
{
  g_autofree Footprint *f = g_new (Footprint, n_bases);
  g_autofree Found *best = g_new (Found, n_bases);
  g_autofree gboolean *placed = g_new0 (gboolean, n_bases);
  g_autoptr (GArray) taken = g_array_new (FALSE, FALSE, sizeof (Found)); /* score: size */
  guint moved = 0;
  int k;

  g_return_val_if_fail (image != NULL && px_per_mm > 0, 0);
  if (cairo_image_surface_get_format (image) != CAIRO_FORMAT_ARGB32)
    return 0;
  cairo_surface_flush (image);
  for (guint i = 0; i < n_bases; i++)
    {
      footprint_of (&bases[i], px_per_mm, table_depth, &f[i]);
      best[i] = search (image, &f[i], taken);
    }
  while ((k = next_to_place (best, placed, n_bases)) >= 0)
    {
      Found t = { best[k].x, best[k].y, f[k].size };

      placed[k] = TRUE, moved++;
      bases[k].centre.x = best[k].x / px_per_mm;
      bases[k].centre.y = table_depth - best[k].y / px_per_mm;
      g_array_append_val (taken, t);
      for (guint i = 0; i < n_bases; i++) /* those that wanted the same base look again */
        if (!placed[i] && taken_near (taken, best[i].x, best[i].y, f[i].size))
          best[i] = search (image, &f[i], taken);
    }
  return moved;
}

static int
by_score (gconstpointer a, gconstpointer b)
{
  const Found *x = a, *y = b;

  return (x->score < y->score) - (x->score > y->score);
}

guint
gg_photo_find_bases (cairo_surface_t *image, double px_per_mm, double table_depth,
                     const GgBase *like, double radius, GArray *found)
{
  Footprint f;
  Window win = { 0 };
  g_autoptr (GArray) peaks = g_array_new (FALSE, FALSE, sizeof (Found));
  g_autoptr (GArray) kept = g_array_new (FALSE, FALSE, sizeof (Found)); /* score: size */
  int cx, cy;

  g_return_val_if_fail (image != NULL && px_per_mm > 0 && found != NULL, 0);
  if (cairo_image_surface_get_format (image) != CAIRO_FORMAT_ARGB32)
    return 0;
  cairo_surface_flush (image);
  footprint_of (like, px_per_mm, table_depth, &f);
  f.reach = MAX (1, (int) ceil (radius * px_per_mm));
  cx = (int) floor (f.cx), cy = (int) floor (f.cy);
  if (!window_fill (&win, image, &f))
    return 0;
  for (int y = cy - f.reach; y <= cy + f.reach; y++)
    for (int x = cx - f.reach; x <= cx + f.reach; x++)
      {
        Found c = { x + 0.5, y + 0.5, 0 };

        if (hypot (c.x - f.cx, c.y - f.cy) > f.reach)
          continue;
        c.score = score_at (&win, &f, x - win.x0, y - win.y0);
        if (c.score >= GG_PHOTO_SNAP_MIN_CONTRAST)
          g_array_append_val (peaks, c);
      }
  /* the best first; each keeps the others within a base of it off */
  g_array_sort (peaks, by_score);
  for (guint i = 0; i < peaks->len; i++)
    {
      Found c = g_array_index (peaks, Found, i);
      GgPoint p;

      if (taken_near (kept, c.x, c.y, f.size))
        continue;
      refine (&win, &f, &c);
      p.x = c.x / px_per_mm;
      p.y = table_depth - c.y / px_per_mm;
      g_array_append_val (found, p);
      c.score = f.size;
      g_array_append_val (kept, c);
    }
  g_free (win.sum);
  return kept->len;
}
