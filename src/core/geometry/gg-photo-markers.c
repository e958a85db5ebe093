/* gg-photo-markers.c: drawing the printed corner markers, and finding them in a photo.
 *
 * Finding works in three steps. A grey copy about COARSE_SIDE px a side is thresholded against
 * its local mean (so shade across the table does not matter), and each dark patch shaped like a
 * quadrilateral (its four extreme points, the share of it that is dark) is a candidate. In the
 * whole photo, each edge of a candidate is then fitted to a line through EDGE_SAMPLES points,
 * each where the step from black to white lies across the edge (the area under the step, which
 * blur and noise do not move); the lines' intersections are the square's corners to a fraction
 * of a pixel. Last, the cells are read through the square's homography: a black border, a
 * white margin round it and one of the four codes in one of its four turns, or it is no marker.
 * The table's corner is the sheet's marked corner, seen through the same homography. */
#include "gg-photo-markers.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-photo.h"

#define CODE_SIDE      4
#define MAX_MISREAD    2    /* code cells; the codes are at least 7 apart */
#define COARSE_SIDE    1000 /* px: the long side of the copy searched */
#define MIN_CONTRAST   24.0 /* grey levels between the black square and its margin */
#define EDGE_SAMPLES   32   /* points fitted along each edge */
#define PROFILE_STEP   0.5  /* px along a profile across an edge */
#define MARGIN_SAMPLES 8    /* a side, in the white margin round the square */
#define CROSS_ARM      6.0  /* mm: the cross's arms beyond the marked corner */
#define CORNER_DOT     4.0  /* mm: the quarter disc in the marked corner */

/* Bit (row × 4 + column) is set for a black cell; rows run along v, columns along u. Found by a
 * search so that the 16 patterns (4 codes, each turned 4 ways) differ in at least 7 cells. */
static const guint16 codes[4] = { 0x8f67, 0xabb2, 0xcda8, 0xa416 };

/* Drawing */

static void
draw_code (cairo_t *cr, guint corner)
{
  double m = GG_PHOTO_MARKER_MARGIN_MM, c = GG_PHOTO_MARKER_CELL_MM;

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_rectangle (cr, m, m, GG_PHOTO_MARKER_CELLS * c, GG_PHOTO_MARKER_CELLS * c);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  for (int bit = 0; bit < CODE_SIDE * CODE_SIDE; bit++)
    if (!(codes[corner] >> bit & 1))
      cairo_rectangle (cr, m + (1 + bit % CODE_SIDE) * c, m + (1 + bit / CODE_SIDE) * c, c, c);
  cairo_fill (cr);
}

/* The two edges from the marked corner are cut exactly, and carried past it into a cross on the
 * corner; the other two only bound the sheet, dashed. */
static void
draw_cut_lines (cairo_t *cr)
{
  static const double dash[] = { 2, 2 };
  double s = GG_PHOTO_MARKER_SHEET_MM;

  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 0.25);
  cairo_move_to (cr, -CROSS_ARM, 0);
  cairo_line_to (cr, s, 0);
  cairo_move_to (cr, 0, -CROSS_ARM);
  cairo_line_to (cr, 0, s);
  cairo_stroke (cr);
  cairo_move_to (cr, 0, 0);
  cairo_arc (cr, 0, 0, CORNER_DOT, 0, G_PI / 2);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_move_to (cr, s, 0);
  cairo_line_to (cr, s, s);
  cairo_line_to (cr, 0, s);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
gg_photo_marker_draw (cairo_t *cr, guint corner)
{
  g_return_if_fail (corner < 4);
  cairo_save (cr);
  draw_code (cr, corner);
  draw_cut_lines (cr);
  cairo_restore (cr);
}

/* The photo's pixels, read in grey (green counted twice, as the eye does) */

typedef struct
{
  const guint8 *pixels;
  int width, height, stride, channels;
} Image;

static double
grey (const Image *im, int i, int j)
{
  const guint8 *p;

  i = CLAMP (i, 0, im->width - 1);
  j = CLAMP (j, 0, im->height - 1);
  p = im->pixels + (gsize) j * im->stride + (gsize) i * im->channels;
  return (p[0] + 2.0 * p[1] + p[2]) / 4;
}

/* Bilinear at (x, y) in the photo's continuous pixels: pixel (i, j)'s centre is at i + 0.5.
 * A point off the photo (or not a number, from a degenerate square) reads its nearest edge. */
static double
grey_at (const Image *im, double x, double y)
{
  double fx = isfinite (x) ? CLAMP (x, -1, im->width + 1) - 0.5 : -1;
  double fy = isfinite (y) ? CLAMP (y, -1, im->height + 1) - 0.5 : -1;
  int i = (int) floor (fx), j = (int) floor (fy);
  double a = fx - i, b = fy - j;

  return (1 - b) * ((1 - a) * grey (im, i, j) + a * grey (im, i + 1, j)) +
         b * ((1 - a) * grey (im, i, j + 1) + a * grey (im, i + 1, j + 1));
}

/* The coarse copy searched for candidates */

typedef struct
{
  int width, height, factor;
  guint8 *grey;
  guint8 *dark; /* 1 where darker than its surroundings; cleared as patches are taken */
} Coarse;

static void
coarse_clear (Coarse *c)
{
  g_clear_pointer (&c->grey, g_free);
  g_clear_pointer (&c->dark, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Coarse, coarse_clear)

/* Each coarse pixel is the mean of factor × factor photo pixels. */
static void
coarse_shrink (Coarse *c, const Image *im)
{
  int f = c->factor;
  g_autofree guint32 *sums = g_new (guint32, c->width);

  for (int cj = 0; cj < c->height; cj++)
    {
      memset (sums, 0, c->width * sizeof *sums);
      for (int j = cj * f; j < (cj + 1) * f; j++)
        {
          const guint8 *p = im->pixels + (gsize) j * im->stride;

          for (int ci = 0; ci < c->width; ci++)
            for (int k = 0; k < f; k++, p += im->channels)
              sums[ci] += p[0] + 2 * p[1] + p[2];
        }
      for (int ci = 0; ci < c->width; ci++)
        c->grey[(gsize) cj * c->width + ci] = (guint8) (sums[ci] / (4 * f * f));
    }
}

/* A summed-area table of the grey copy, (width + 1) × (height + 1). */
static guint32 *
summed_area (const Coarse *c)
{
  int w1 = c->width + 1;
  guint32 *sat = g_new0 (guint32, (gsize) w1 * (c->height + 1));

  for (int j = 0; j < c->height; j++)
    {
      guint32 row = 0;

      for (int i = 0; i < c->width; i++)
        {
          row += c->grey[(gsize) j * c->width + i];
          sat[(gsize) (j + 1) * w1 + i + 1] = sat[(gsize) j * w1 + i + 1] + row;
        }
    }
  return sat;
}

/* Dark: well below the mean of a window wider than a marker is likely to be. */
static void
coarse_threshold (Coarse *c)
{
  g_autofree guint32 *sat = summed_area (c);
  int w1 = c->width + 1, r = MAX (4, MAX (c->width, c->height) / 10);

  for (int j = 0; j < c->height; j++)
    for (int i = 0; i < c->width; i++)
      {
        int x0 = MAX (0, i - r), x1 = MIN (c->width, i + r + 1);
        int y0 = MAX (0, j - r), y1 = MIN (c->height, j + r + 1);
        double sum = (double) sat[(gsize) y1 * w1 + x1] - sat[(gsize) y0 * w1 + x1] -
                     sat[(gsize) y1 * w1 + x0] + sat[(gsize) y0 * w1 + x0];
        double mean = sum / ((x1 - x0) * (y1 - y0)), g = c->grey[(gsize) j * c->width + i];

        c->dark[(gsize) j * c->width + i] = g < mean - 15 && g < 0.8 * mean;
      }
}

static void
coarse_init (Coarse *c, const Image *im)
{
  c->factor = MAX (1, (MAX (im->width, im->height) + COARSE_SIDE / 2) / COARSE_SIDE);
  c->width = im->width / c->factor;
  c->height = im->height / c->factor;
  c->grey = g_malloc ((gsize) c->width * c->height);
  c->dark = g_malloc ((gsize) c->width * c->height);
  coarse_shrink (c, im);
  coarse_threshold (c);
}

/* The dark pixels 4-connected to (@i, @j), taken off the mask, as (x, y) pairs in @patch. */
static void
take_patch (Coarse *c, int i, int j, GArray *patch, GArray *stack)
{
  static const int step[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  int at[2] = { i, j };

  g_array_set_size (patch, 0);
  g_array_set_size (stack, 0);
  c->dark[(gsize) j * c->width + i] = 0;
  g_array_append_vals (stack, at, 2);
  while (stack->len > 0)
    {
      int x = g_array_index (stack, int, stack->len - 2),
          y = g_array_index (stack, int, stack->len - 1);

      g_array_set_size (stack, stack->len - 2);
      at[0] = x, at[1] = y;
      g_array_append_vals (patch, at, 2);
      for (int k = 0; k < 4; k++)
        {
          int nx = x + step[k][0], ny = y + step[k][1];

          if (nx < 0 || ny < 0 || nx >= c->width || ny >= c->height ||
              !c->dark[(gsize) ny * c->width + nx])
            continue;
          c->dark[(gsize) ny * c->width + nx] = 0;
          at[0] = nx, at[1] = ny;
          g_array_append_vals (stack, at, 2);
        }
    }
}

/* Quadrilaterals */

static double
cross (double ax, double ay, double bx, double by)
{
  return ax * by - ay * bx;
}

/* Twice the signed area; positive when the corners run clockwise on the screen (y down). */
static double
quad_area2 (const double q[8])
{
  double a = 0;

  for (int k = 0; k < 4; k++)
    a += cross (q[2 * k], q[2 * k + 1], q[2 * ((k + 1) % 4)], q[2 * ((k + 1) % 4) + 1]);
  return a;
}

static int
farthest (const GArray *patch, double x, double y)
{
  double best = -1;
  int at = 0;

  for (guint k = 0; k < patch->len; k += 2)
    {
      double d = hypot (g_array_index (patch, int, k) + 0.5 - x,
                        g_array_index (patch, int, k + 1) + 0.5 - y);

      if (d > best)
        best = d, at = (int) k;
    }
  return at;
}

static void
patch_point (const GArray *patch, int k, double *p)
{
  p[0] = g_array_index (patch, int, k) + 0.5;
  p[1] = g_array_index (patch, int, k + 1) + 0.5;
}

/* The points farthest to either side of the diagonal p0-p2 become p1 and p3, clockwise. */
static gboolean
patch_sides (const GArray *patch, double q[8])
{
  double most = 0, least = 0;

  for (guint k = 0; k < patch->len; k += 2)
    {
      double p[2], s;

      patch_point (patch, (int) k, p);
      s = cross (q[4] - q[0], q[5] - q[1], p[0] - q[0], p[1] - q[1]);
      if (s > most)
        most = s, q[6] = p[0], q[7] = p[1];
      if (s < least)
        least = s, q[2] = p[0], q[3] = p[1];
    }
  return most > 0 && least < 0;
}

/* A patch's outline as a quadrilateral, if it is one: its extreme points, and most of the
 * quadrilateral dark (the marker's border and code are at least 20 of its 36 cells). */
static gboolean
patch_quad (const GArray *patch, double q[8])
{
  double cx = 0, cy = 0, n = patch->len / 2, area, side[4];

  for (guint k = 0; k < patch->len; k += 2)
    cx += g_array_index (patch, int, k) + 0.5, cy += g_array_index (patch, int, k + 1) + 0.5;
  patch_point (patch, farthest (patch, cx / n, cy / n), q);
  patch_point (patch, farthest (patch, q[0], q[1]), q + 4);
  if (!patch_sides (patch, q))
    return FALSE;
  area = quad_area2 (q) / 2;
  for (int k = 0; k < 4; k++)
    side[k] = hypot (q[2 * ((k + 1) % 4)] - q[2 * k], q[2 * ((k + 1) % 4) + 1] - q[2 * k + 1]);
  return area > 0 && n > 0.3 * area && n < 1.3 * area + 8 &&
         MIN (MIN (side[0], side[1]), MIN (side[2], side[3])) >= 4 &&
         MAX (MAX (side[0], side[1]), MAX (side[2], side[3])) <
           4 * MIN (MIN (side[0], side[1]), MIN (side[2], side[3]));
}

/* Fitting the edges in the whole photo */

/* How far along (@nx, @ny) from (@x, @y) the step from the dark inside to the light outside
 * lies: @reach minus the area under the step's profile, scaled 0 (dark) to 1 (light). */
static gboolean
edge_offset (const Image *im, double x, double y, double nx, double ny, double reach,
             double *offset)
{
  int n = (int) ceil (2 * reach / PROFILE_STEP), quarter = MAX (1, n / 4);
  g_autofree double *p = g_new (double, n);
  double dark = 0, light = 0, area = 0;

  for (int k = 0; k < n; k++)
    {
      double s = -reach + (k + 0.5) * (2 * reach / n);

      p[k] = grey_at (im, x + s * nx, y + s * ny);
    }
  for (int k = 0; k < quarter; k++)
    dark += p[k] / quarter, light += p[n - 1 - k] / quarter;
  if (light - dark < MIN_CONTRAST)
    return FALSE;
  for (int k = 0; k < n; k++)
    area += CLAMP ((p[k] - dark) / (light - dark), 0, 1) * (2 * reach / n);
  *offset = reach - area;
  return TRUE;
}

/* The line a x + b y = c (a, b a unit normal) nearest the points, in total least squares. */
static gboolean
fit_line (const double *xy, int n, double line[3])
{
  double cx = 0, cy = 0, sxx = 0, sxy = 0, syy = 0, angle;

  if (n < 2)
    return FALSE;
  for (int k = 0; k < n; k++)
    cx += xy[2 * k] / n, cy += xy[2 * k + 1] / n;
  for (int k = 0; k < n; k++)
    {
      double dx = xy[2 * k] - cx, dy = xy[2 * k + 1] - cy;

      sxx += dx * dx, sxy += dx * dy, syy += dy * dy;
    }
  angle = 0.5 * atan2 (2 * sxy, sxx - syy); /* the direction of the most spread */
  line[0] = -sin (angle);
  line[1] = cos (angle);
  line[2] = line[0] * cx + line[1] * cy;
  return TRUE;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Fits, drops the points more than a pixel (or three times the median) off, fits again: a
 * figure or a fold over part of an edge does not bend it. */
static gboolean
fit_robust (double *xy, int n, double line[3])
{
  g_autofree double *d = g_new (double, n);
  g_autofree double *sorted = NULL;
  double limit;
  int kept = 0;

  if (!fit_line (xy, n, line))
    return FALSE;
  for (int k = 0; k < n; k++)
    d[k] = fabs (line[0] * xy[2 * k] + line[1] * xy[2 * k + 1] - line[2]);
  sorted = g_memdup2 (d, n * sizeof *d);
  qsort (sorted, n, sizeof *d, compare_doubles);
  limit = MAX (1.0, 3 * sorted[n / 2]);
  for (int k = 0; k < n; k++)
    if (d[k] <= limit)
      xy[2 * kept] = xy[2 * k], xy[2 * kept + 1] = xy[2 * k + 1], kept++;
  return kept >= n / 2 && fit_line (xy, kept, line);
}

/* Edge @k (corner k to k + 1) of the clockwise quadrilateral @q, fitted in the photo. */
static gboolean
fit_edge (const Image *im, const double q[8], int k, double line[3])
{
  const double *a = q + 2 * k, *b = q + 2 * ((k + 1) % 4);
  double dx = b[0] - a[0], dy = b[1] - a[1], len = hypot (dx, dy);
  double nx = dy / len, ny = -dx / len; /* outward */
  double reach = CLAMP (0.6 * len / GG_PHOTO_MARKER_CELLS, 1.5, 40), xy[2 * EDGE_SAMPLES];
  int n = 0;

  if (!(len >= 4 && len < 1e5))
    return FALSE;
  for (int i = 0; i < EDGE_SAMPLES; i++)
    {
      double t = 0.15 + 0.7 * (i + 0.5) / EDGE_SAMPLES, x = a[0] + t * dx, y = a[1] + t * dy, s;

      if (edge_offset (im, x, y, nx, ny, reach, &s))
        xy[2 * n] = x + s * nx, xy[2 * n + 1] = y + s * ny, n++;
    }
  return n >= EDGE_SAMPLES / 2 && fit_robust (xy, n, line);
}

static gboolean
intersect (const double l[3], const double m[3], double *p)
{
  double det = l[0] * m[1] - l[1] * m[0];

  if (fabs (det) < 1e-6)
    return FALSE;
  p[0] = (l[2] * m[1] - l[1] * m[2]) / det;
  p[1] = (l[0] * m[2] - l[2] * m[0]) / det;
  return TRUE;
}

static gboolean
refine_quad (const Image *im, double q[8])
{
  double lines[4][3], moved[8];

  for (int k = 0; k < 4; k++)
    if (!fit_edge (im, q, k, lines[k]))
      return FALSE;
  for (int k = 0; k < 4; k++)
    if (!intersect (lines[(k + 3) % 4], lines[k], moved + 2 * k))
      return FALSE;
  memcpy (q, moved, sizeof moved);
  return quad_area2 (q) > 0;
}

/* Reading the cells */

typedef struct
{
  int misread;  /* code cells read wrong; G_MAXINT while none is found */
  double size;  /* the square's area, px²: of two alike, the nearer is the clearer */
  double at[2]; /* the sheet's marked corner, photo px */
} Found;

/* Sheet mm to photo px, the square's corner k (clockwise from (margin, margin)) being @q's
 * corner (k + @turn) mod 4. */
static gboolean
sheet_to_photo (const double q[8], int turn, GgHomography *h)
{
  double m = GG_PHOTO_MARKER_MARGIN_MM, e = m + GG_PHOTO_MARKER_CELLS * GG_PHOTO_MARKER_CELL_MM;
  const double square[8] = { m, m, e, m, e, e, m, e };
  GgPhotoPoint p[4];

  for (int k = 0; k < 4; k++)
    {
      const double *at = q + 2 * ((k + turn) % 4);

      p[k] = (GgPhotoPoint){ at[0], at[1], square[2 * k], square[2 * k + 1] };
    }
  return gg_homography_solve (p, 4, h, NULL);
}

/* The mean grey of nine points @half mm apart round sheet (@u, @v). */
static double
spot_grey (const Image *im, const GgHomography *h, double u, double v, double half)
{
  double sum = 0;

  for (int a = -1; a <= 1; a++)
    for (int b = -1; b <= 1; b++)
      {
        double x, y;

        gg_homography_apply (h, u + a * half, v + b * half, &x, &y);
        sum += grey_at (im, x, y);
      }
  return sum / 9;
}

/* Over the middle half of the cell (@col, @row) of the square */
static double
cell_grey (const Image *im, const GgHomography *h, int col, int row)
{
  double c = GG_PHOTO_MARKER_CELL_MM;

  return spot_grey (im, h, GG_PHOTO_MARKER_MARGIN_MM + (col + 0.5) * c,
                    GG_PHOTO_MARKER_MARGIN_MM + (row + 0.5) * c, c / 4);
}

/* Grey halfway across the margin round the square, MARGIN_SAMPLES a side. */
static double
margin_grey (const Image *im, const GgHomography *h, int k, double mid, int *dark)
{
  double m = GG_PHOTO_MARKER_MARGIN_MM, side = GG_PHOTO_MARKER_CELLS * GG_PHOTO_MARKER_CELL_MM;
  double t = m + (k / 4 + 0.5) * side / MARGIN_SAMPLES, far = m + side + m / 2;
  const double uv[4][2] = { { t, m / 2 }, { t, far }, { m / 2, t }, { far, t } };
  double g = spot_grey (im, h, uv[k % 4][0], uv[k % 4][1], m / 8);

  *dark += g < mid;
  return g;
}

static gboolean
is_border (int col, int row)
{
  return col == 0 || row == 0 || col == GG_PHOTO_MARKER_CELLS - 1 ||
         row == GG_PHOTO_MARKER_CELLS - 1;
}

/* The grey halfway between the square's black border and the white margin round it; -1 if
 * the square has no such border (one cell may be misread) or margin (three spots of 32). */
static double
square_threshold (const Image *im, const GgHomography *h)
{
  double border = 0, margin = 0, mid;
  int n_border = 0, light_border = 0, dark_margin = 0;

  for (int row = 0; row < GG_PHOTO_MARKER_CELLS; row++)
    for (int col = 0; col < GG_PHOTO_MARKER_CELLS; col++)
      if (is_border (col, row))
        border += cell_grey (im, h, col, row), n_border++;
  border /= n_border;
  for (int k = 0; k < 4 * MARGIN_SAMPLES; k++)
    margin += margin_grey (im, h, k, -1, &dark_margin) / (4 * MARGIN_SAMPLES);
  if (margin - border < MIN_CONTRAST)
    return -1;
  mid = (border + margin) / 2;
  for (int row = 0; row < GG_PHOTO_MARKER_CELLS; row++)
    for (int col = 0; col < GG_PHOTO_MARKER_CELLS; col++)
      light_border += is_border (col, row) && cell_grey (im, h, col, row) > mid;
  for (int k = 0; k < 4 * MARGIN_SAMPLES; k++)
    margin_grey (im, h, k, mid, &dark_margin);
  return light_border <= 1 && dark_margin <= 3 ? mid : -1;
}

static guint
read_code (const Image *im, const GgHomography *h, double mid)
{
  guint bits = 0;

  for (int bit = 0; bit < CODE_SIDE * CODE_SIDE; bit++)
    if (cell_grey (im, h, 1 + bit % CODE_SIDE, 1 + bit / CODE_SIDE) < mid)
      bits |= 1u << bit;
  return bits;
}

static int
count_bits (guint v)
{
  int n = 0;

  for (; v != 0; v &= v - 1)
    n++;
  return n;
}

/* Which corner's marker the square @q is, read in each of its four turns; -1 if none. */
static int
identify (const Image *im, const double q[8], Found *found)
{
  GgHomography h;
  double mid;
  int corner = -1;

  if (!sheet_to_photo (q, 0, &h) || (mid = square_threshold (im, &h)) < 0)
    return -1;
  found->misread = G_MAXINT;
  found->size = quad_area2 (q) / 2;
  for (int turn = 0; turn < 4; turn++)
    {
      guint bits;

      if (!sheet_to_photo (q, turn, &h))
        continue;
      bits = read_code (im, &h, mid);
      for (int c = 0; c < 4; c++)
        if (count_bits (bits ^ codes[c]) <= MAX_MISREAD &&
            count_bits (bits ^ codes[c]) < found->misread)
          {
            found->misread = count_bits (bits ^ codes[c]);
            corner = c;
            gg_homography_apply (&h, 0, 0, &found->at[0], &found->at[1]);
          }
    }
  return corner;
}

/* Searching */

static void
try_candidate (const Image *im, double q[8], Found found[4])
{
  Found f;
  int corner;

  /* the second pass profiles across the edges where the first found them */
  for (int pass = 0; pass < 2; pass++)
    if (!refine_quad (im, q))
      return;
  corner = identify (im, q, &f);
  if (corner >= 0 && (f.misread < found[corner].misread ||
                      (f.misread == found[corner].misread && f.size > found[corner].size)))
    found[corner] = f;
}

static void
search (Coarse *c, const Image *im, Found found[4])
{
  g_autoptr (GArray) patch = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (int));
  guint most = (guint) ((gsize) c->width * c->height / 8);

  for (int j = 0; j < c->height; j++)
    for (int i = 0; i < c->width; i++)
      {
        double q[8];

        if (!c->dark[(gsize) j * c->width + i])
          continue;
        take_patch (c, i, j, patch, stack);
        if (patch->len / 2 < 24 || patch->len / 2 > most || !patch_quad (patch, q))
          continue;
        for (int k = 0; k < 8; k++)
          q[k] *= c->factor;
        try_candidate (im, q, found);
      }
}

static gboolean
report (const Found found[4], double corners[8], GError **error)
{
  static const char *const names[] = { N_ ("1 (side A's near-left)"),
                                       N_ ("2 (side A's near-right)"),
                                       N_ ("3 (side B's far-right)"),
                                       N_ ("4 (side B's far-left)") };
  g_autoptr (GString) missing = g_string_new (NULL);
  guint n = 0;

  for (int k = 0; k < 4; k++)
    if (found[k].misread == G_MAXINT)
      g_string_append_printf (missing, "%s%s", n++ > 0 ? ", " : "", _(names[k]));
    else
      corners[2 * k] = found[k].at[0], corners[2 * k + 1] = found[k].at[1];
  if (n == 0)
    return TRUE;
  g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS,
               dngettext (GETTEXT_PACKAGE,
                          "the marker of corner %s was not found in the photo: lay the printed "
                          "markers in the table's corners, all four in view and uncovered",
                          "the markers of corners %s were not found in the photo: lay the "
                          "printed markers in the table's corners, all four in view and "
                          "uncovered",
                          n),
               missing->str);
  return FALSE;
}

gboolean
gg_photo_find_markers (GdkPixbuf *photo, double corners[8], GError **error)
{
  Image im = { gdk_pixbuf_read_pixels (photo), gdk_pixbuf_get_width (photo),
               gdk_pixbuf_get_height (photo), gdk_pixbuf_get_rowstride (photo),
               gdk_pixbuf_get_n_channels (photo) };
  Found found[4] = { { G_MAXINT }, { G_MAXINT }, { G_MAXINT }, { G_MAXINT } };
  g_auto (Coarse) coarse = { 0 };

  g_return_val_if_fail (GDK_IS_PIXBUF (photo), FALSE);
  coarse_init (&coarse, &im);
  search (&coarse, &im, found);
  return report (found, corners, error);
}
