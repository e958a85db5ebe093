/* gg-photo.c: loading a photo of the table, solving its homography, rectifying it. */
#include "gg-photo.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <math.h>
#include <sys/stat.h>
#include <string.h>

/* Three corners closer to a line than this angle (at the middle one) are refused: the
 * perspective through them is lost in the rounding of a click. */
#define MIN_CORNER_SINE 0.0175 /* 1 degree */

/* clang-format off */
G_DEFINE_QUARK (gg-photo-error-quark, gg_photo_error)
/* clang-format on */

/* Loading */

typedef struct
{
  gboolean too_large;
} LoadCheck;

static void
size_prepared_cb (GdkPixbufLoader *loader, int width, int height, gpointer data)
{
  LoadCheck *check = data;

  if (width < 2 || height < 2 || width > GG_PHOTO_MAX_SIDE || height > GG_PHOTO_MAX_SIDE ||
      (gint64) width * height > GG_PHOTO_MAX_PIXELS)
    {
      check->too_large = TRUE;
      gdk_pixbuf_loader_set_size (loader, 1, 1); /* decode nothing worth keeping */
    }
}

static const char *
sniff_format (const guint8 *data, gsize length)
{
  static const guint8 png[] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

  if (length >= 3 && data[0] == 0xff && data[1] == 0xd8 && data[2] == 0xff)
    return "jpeg";
  if (length >= sizeof png && memcmp (data, png, sizeof png) == 0)
    return "png";
  return NULL;
}

static gboolean
file_error (GError **error, const char *path, const char *what)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_FILE, "%s: %s", display, what);
  return FALSE;
}

/* Only a regular file of bounded size, read (never mapped) whole. */
static gboolean
read_photo_file (const char *path, char **data, gsize *length, GError **error)
{
  GStatBuf st;
  g_autoptr (GError) local = NULL;

  if (g_stat (path, &st) != 0)
    return file_error (error, path, g_strerror (errno));
  if (!S_ISREG (st.st_mode))
    return file_error (error, path, _("not a regular file"));
  if (st.st_size > GG_PHOTO_MAX_FILE_BYTES)
    return file_error (error, path, _("larger than 64 MiB"));
  if (!g_file_get_contents (path, data, length, &local))
    return file_error (error, path, local->message);
  if (*length > GG_PHOTO_MAX_FILE_BYTES)
    {
      g_clear_pointer (data, g_free);
      return file_error (error, path, _("larger than 64 MiB"));
    }
  return TRUE;
}

static GdkPixbuf *
decode (const char *path, const char *format, const char *data, gsize length, GError **error)
{
  g_autoptr (GdkPixbufLoader) loader = gdk_pixbuf_loader_new_with_type (format, NULL);
  g_autoptr (GError) local = NULL;
  LoadCheck check = { FALSE };
  gboolean written, closed;
  GdkPixbuf *pixbuf;

  g_signal_connect (loader, "size-prepared", G_CALLBACK (size_prepared_cb), &check);
  written = gdk_pixbuf_loader_write (loader, (const guchar *) data, length, &local);
  /* closed always: a loader finalized open warns, and a bad file must not */
  closed = gdk_pixbuf_loader_close (loader, written ? &local : NULL);
  if ((!written || !closed) && !check.too_large)
    {
      file_error (error, path, local ? local->message : _("the image is damaged"));
      return NULL;
    }
  if (check.too_large)
    {
      file_error (error, path,
                  _("the photo is smaller than 2 × 2 or larger than 100 megapixels "
                                 "or 30,000 pixels a side"));
      return NULL;
    }
  pixbuf = gdk_pixbuf_loader_get_pixbuf (loader);
  if (pixbuf == NULL)
    file_error (error, path, _("no image in the file"));
  return pixbuf ? gdk_pixbuf_apply_embedded_orientation (pixbuf) : NULL;
}

GdkPixbuf *
gg_photo_load (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  const char *format;

  if (!read_photo_file (path, &data, &length, error))
    return NULL;
  format = sniff_format ((const guint8 *) data, length);
  if (format == NULL)
    {
      file_error (error, path, _("not a JPEG or PNG image"));
      return NULL;
    }
  return decode (path, format, data, length, error);
}

/* Corners */

static gboolean
corner_error (GError **error, const char *message)
{
  g_set_error_literal (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_CORNERS, message);
  return FALSE;
}

static const char *
corner_name (int i)
{
  static const char *const names[] = { N_ ("1 (side A's near-left)"),
                                       N_ ("2 (side A's near-right)"),
                                       N_ ("3 (side B's far-right)"),
                                       N_ ("4 (side B's far-left)") };

  return _(names[i]);
}

static double
cross (double ax, double ay, double bx, double by)
{
  return ax * by - ay * bx;
}

/* Do segments p0-p1 and p2-p3 cross (properly)? */
static gboolean
segments_cross (const double *p0, const double *p1, const double *p2, const double *p3)
{
  double d1 = cross (p1[0] - p0[0], p1[1] - p0[1], p2[0] - p0[0], p2[1] - p0[1]);
  double d2 = cross (p1[0] - p0[0], p1[1] - p0[1], p3[0] - p0[0], p3[1] - p0[1]);
  double d3 = cross (p3[0] - p2[0], p3[1] - p2[1], p0[0] - p2[0], p0[1] - p2[1]);
  double d4 = cross (p3[0] - p2[0], p3[1] - p2[1], p1[0] - p2[0], p1[1] - p2[1]);

  return d1 * d2 < 0 && d3 * d4 < 0;
}

static gboolean
check_inside (const double c[8], int width, int height, GError **error)
{
  for (int i = 0; i < 4; i++)
    {
      double x = c[2 * i], y = c[2 * i + 1];

      if (!isfinite (x) || !isfinite (y) || x < 0 || y < 0 || x > width || y > height)
        {
          g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_CORNERS,
                       _("corner %s at %g,%g lies outside the %d × %d photo"), corner_name (i), x,
                          y, width, height);
          return FALSE;
        }
    }
  return TRUE;
}

/* The sine of the turn at each corner: all of one sign for a convex outline. */
static gboolean
corner_turns (const double c[8], double sines[4], GError **error)
{
  for (int i = 0; i < 4; i++)
    {
      const double *p = c + 2 * i, *prev = c + 2 * ((i + 3) % 4), *next = c + 2 * ((i + 1) % 4);
      double ax = p[0] - prev[0], ay = p[1] - prev[1], bx = next[0] - p[0], by = next[1] - p[1];
      double la = hypot (ax, ay), lb = hypot (bx, by);

      if (lb < 1.0)
        {
          g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_CORNERS,
                       _("corners %s and %s are less than a pixel apart"), corner_name (i),
                          corner_name ((i + 1) % 4));
          return FALSE;
        }
      sines[i] = la < 1.0 ? 0 : cross (ax, ay, bx, by) / (la * lb);
    }
  return TRUE;
}

gboolean
gg_photo_check_corners (const double c[8], int width, int height, GError **error)
{
  double sines[4];
  int positive = 0;

  if (!check_inside (c, width, height, error) || !corner_turns (c, sines, error))
    return FALSE;
  if (segments_cross (c, c + 2, c + 4, c + 6) || segments_cross (c + 2, c + 4, c + 6, c))
    return corner_error (error, _("the corners' outline crosses itself: give them in order "
                                  "round the table (side A's near-left, near-right, side B's "
                                  "far-right, far-left)"));
  for (int i = 0; i < 4; i++)
    if (fabs (sines[i]) < MIN_CORNER_SINE)
      {
        g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_CORNERS,
                     _("corner %s lies on a line with its neighbours: the four corners must "
                       "outline the table"),
                        corner_name (i));
        return FALSE;
      }
    else
      positive += sines[i] > 0;
  if (positive != 0 && positive != 4)
    return corner_error (error, _("the corners' outline is not convex: a table seen in a photo "
                                  "is a convex quadrilateral"));
  return TRUE;
}

/* The homography */

void
gg_homography_apply (const GgHomography *h, double x, double y, double *u, double *v)
{
  const double *m = h->m;
  double w = m[6] * x + m[7] * y + m[8];

  *u = (m[0] * x + m[1] * y + m[2]) / w;
  *v = (m[3] * x + m[4] * y + m[5]) / w;
}

gboolean
gg_homography_invert (const GgHomography *h, GgHomography *inverse)
{
  const double *m = h->m;
  double *r = inverse->m;
  double det;

  r[0] = m[4] * m[8] - m[5] * m[7];
  r[1] = m[2] * m[7] - m[1] * m[8];
  r[2] = m[1] * m[5] - m[2] * m[4];
  r[3] = m[5] * m[6] - m[3] * m[8];
  r[4] = m[0] * m[8] - m[2] * m[6];
  r[5] = m[2] * m[3] - m[0] * m[5];
  r[6] = m[3] * m[7] - m[4] * m[6];
  r[7] = m[1] * m[6] - m[0] * m[7];
  r[8] = m[0] * m[4] - m[1] * m[3];
  det = m[0] * r[0] + m[1] * r[3] + m[2] * r[6];
  if (!isfinite (det) || fabs (det) < 1e-300)
    return FALSE;
  for (int i = 0; i < 9; i++)
    r[i] /= det;
  return TRUE;
}

static void
multiply (const GgHomography *a, const GgHomography *b, GgHomography *out)
{
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      out->m[3 * i + j] = a->m[3 * i] * b->m[j] + a->m[3 * i + 1] * b->m[3 + j] +
                          a->m[3 * i + 2] * b->m[6 + j];
}

/* Hartley's normalisation: centroid to the origin, mean distance sqrt(2). */
static gboolean
normaliser (const GgPhotoPoint *points, guint n, gboolean photo, GgHomography *t)
{
  double cx = 0, cy = 0, d = 0, s;

  for (guint i = 0; i < n; i++)
    {
      cx += photo ? points[i].px : points[i].tx;
      cy += photo ? points[i].py : points[i].ty;
    }
  cx /= n;
  cy /= n;
  for (guint i = 0; i < n; i++)
    d += photo ? hypot (points[i].px - cx, points[i].py - cy)
               : hypot (points[i].tx - cx, points[i].ty - cy);
  if (!isfinite (d) || d / n < 1e-9)
    return FALSE;
  s = G_SQRT2 / (d / n);
  *t = (GgHomography){ { s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1 } };
  return TRUE;
}

/* One sweep of cyclic Jacobi rotations on the symmetric @a (9 × 9), accumulated in @v. */
static void
jacobi_sweep (double a[9][9], double v[9][9])
{
  for (int p = 0; p < 8; p++)
    for (int q = p + 1; q < 9; q++)
      {
        double theta, t, c, s;

        if (fabs (a[p][q]) < 1e-300)
          continue;
        theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
        t = (theta >= 0 ? 1 : -1) / (fabs (theta) + sqrt (theta * theta + 1));
        c = 1 / sqrt (t * t + 1);
        s = t * c;
        for (int k = 0; k < 9; k++)
          {
            double akp = a[k][p], akq = a[k][q];
            a[k][p] = c * akp - s * akq;
            a[k][q] = s * akp + c * akq;
          }
        for (int k = 0; k < 9; k++)
          {
            double apk = a[p][k], aqk = a[q][k], vkp = v[k][p], vkq = v[k][q];
            a[p][k] = c * apk - s * aqk;
            a[q][k] = s * apk + c * aqk;
            v[k][p] = c * vkp - s * vkq;
            v[k][q] = s * vkp + c * vkq;
          }
      }
}

static double
off_diagonal (double a[9][9])
{
  double sum = 0;

  for (int p = 0; p < 9; p++)
    for (int q = 0; q < 9; q++)
      if (p != q)
        sum += a[p][q] * a[p][q];
  return sum;
}

/* The eigenvector of AᵀA with the least eigenvalue: the h minimising |A h| with |h| = 1.
 * Returns the next eigenvalue over the largest: near 0 when more than one h fits, as for points
 * on a line. */
static double
least_eigenvector (double a[9][9], double h[9])
{
  double v[9][9] = { { 0 } };
  int best = 0, next = -1, top = 0;

  for (int i = 0; i < 9; i++)
    v[i][i] = 1;
  for (int sweep = 0; sweep < 60 && off_diagonal (a) > 1e-30; sweep++)
    jacobi_sweep (a, v);
  for (int i = 1; i < 9; i++)
    {
      if (a[i][i] < a[best][best])
        best = i;
      if (a[i][i] > a[top][top])
        top = i;
    }
  for (int i = 0; i < 9; i++)
    if (i != best && (next < 0 || a[i][i] < a[next][next]))
      next = i;
  for (int i = 0; i < 9; i++)
    h[i] = v[i][best];
  return a[top][top] > 0 ? a[next][next] / a[top][top] : 0;
}

static void
add_rows (double ata[9][9], double x, double y, double u, double v)
{
  const double rows[2][9] = { { 0, 0, 0, -x, -y, -1, v * x, v * y, v },
                              { x, y, 1, 0, 0, 0, -u * x, -u * y, -u } };

  for (int r = 0; r < 2; r++)
    for (int i = 0; i < 9; i++)
      for (int j = 0; j < 9; j++)
        ata[i][j] += rows[r][i] * rows[r][j];
}

static gboolean
points_error (GError **error)
{
  g_set_error_literal (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_POINTS,
                       _("the known points do not fix a perspective: they lie on a line or at "
                         "one place"));
  return FALSE;
}

gboolean
gg_homography_solve (const GgPhotoPoint *points, guint n, GgHomography *h, GError **error)
{
  GgHomography ttable, tphoto, tphoto_inv, hn, tmp;
  double ata[9][9] = { { 0 } }, scale;

  if (n < 4 || !normaliser (points, n, FALSE, &ttable) || !normaliser (points, n, TRUE, &tphoto))
    return points_error (error);
  for (guint i = 0; i < n; i++)
    {
      double x, y, u, v;

      gg_homography_apply (&ttable, points[i].tx, points[i].ty, &x, &y);
      gg_homography_apply (&tphoto, points[i].px, points[i].py, &u, &v);
      add_rows (ata, x, y, u, v);
    }
  if (least_eigenvector (ata, hn.m) < 1e-9 || !gg_homography_invert (&tphoto, &tphoto_inv))
    return points_error (error);
  multiply (&tphoto_inv, &hn, &tmp);
  multiply (&tmp, &ttable, h);
  if (fabs (h->m[8]) < 1e-300 || !gg_homography_invert (h, &tmp))
    return points_error (error);
  scale = h->m[8];
  for (int i = 0; i < 9; i++)
    h->m[i] /= scale;
  return TRUE;
}

/* Calibration */

/* The larger ground size (mm) of one photo pixel's two sides at photo point (@u, @v). */
static double
pixel_size (const GgHomography *to_table, double u, double v)
{
  double x0, y0, x1, y1, x2, y2;

  gg_homography_apply (to_table, u, v, &x0, &y0);
  gg_homography_apply (to_table, u + 1, v, &x1, &y1);
  gg_homography_apply (to_table, u, v + 1, &x2, &y2);
  return MAX (hypot (x1 - x0, y1 - y0), hypot (x2 - x0, y2 - y0));
}

static void
estimate_error (GgPhotoCalibration *cal, const GgPhotoPoint *points, guint n)
{
  double sum = 0;

  cal->max_mm = 0;
  cal->pixel_mm = 0;
  for (guint i = 0; i < n; i++)
    {
      double x, y, d;

      gg_homography_apply (&cal->to_table, points[i].px, points[i].py, &x, &y);
      d = hypot (x - points[i].tx, y - points[i].ty);
      sum += d * d;
      cal->max_mm = MAX (cal->max_mm, d);
      if (i < 4)
        cal->pixel_mm =
          MAX (cal->pixel_mm, pixel_size (&cal->to_table, points[i].px, points[i].py));
    }
  cal->n_points = n;
  cal->rms_mm = n > 4 ? sqrt (sum / n) : 0;
  cal->error_mm = MAX (cal->rms_mm, cal->pixel_mm / 2);
}

static gboolean
check_extra (const GgPhotoPoint *p, int width, int height, double tw, double td, GError **error)
{
  if (isfinite (p->px) && isfinite (p->py) && p->px >= 0 && p->py >= 0 && p->px <= width &&
      p->py <= height && isfinite (p->tx) && isfinite (p->ty) && fabs (p->tx) <= 1e5 &&
      fabs (p->ty) <= 1e5)
    return TRUE;
  g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_POINTS,
               _("the known point at %g,%g in the photo lies outside it, or its table place is "
                 "out of range"),
                  p->px, p->py);
  return FALSE;
}

gboolean
gg_photo_calibrate (const double corners[8], int width, int height, double table_width,
                    double table_depth, const GgPhotoPoint *extra, guint n_extra,
                    GgPhotoCalibration *calibration, GError **error)
{
  const double table[8] = { 0, 0, table_width, 0, table_width, table_depth, 0, table_depth };
  g_autofree GgPhotoPoint *points = g_new (GgPhotoPoint, 4 + n_extra);

  if (!gg_photo_check_corners (corners, width, height, error))
    return FALSE;
  for (int i = 0; i < 4; i++)
    points[i] =
      (GgPhotoPoint){ corners[2 * i], corners[2 * i + 1], table[2 * i], table[2 * i + 1] };
  for (guint i = 0; i < n_extra; i++)
    if (!check_extra (&extra[i], width, height, table_width, table_depth, error))
      return FALSE;
    else
      points[4 + i] = extra[i];
  if (!gg_homography_solve (points, 4 + n_extra, &calibration->h, error) ||
      !gg_homography_invert (&calibration->h, &calibration->to_table))
    return FALSE;
  estimate_error (calibration, points, 4 + n_extra);
  return TRUE;
}

/* Rectifying: tight loops. Each output row is one line of the table, along which the
 * homography's numerators and denominator change by a constant step per pixel. Bilinear
 * sampling works in 1/256 pixel, on the channels spread into 16-bit lanes of one 64-bit word,
 * so a pixel's four taps cost three multiplications a row pair instead of one per channel. */

typedef struct
{
  const guint8 *pixels;
  int stride;
  double umax, vmax; /* the last pixel centres' coordinates, a hair inside: width - 1, height - 1 */
} Source;

#define LANES 0x00ff00ff00ff00ffull

static inline guint64
spread (const guint8 *p, int channels)
{
  guint64 v = p[0] | (guint64) p[1] << 16 | (guint64) p[2] << 32;

  return channels == 4 ? v | (guint64) p[3] << 48 : v;
}

/* The 8-bit lanes of @a and @b mixed @f/256 of the way from @a to @b, rounded. */
static inline guint64
mix (guint64 a, guint64 b, guint f)
{
  return ((a * (256 - f) + b * f + 0x0080008000800080ull) >> 8) & LANES;
}

static inline G_GNUC_UNUSED guint32
sample (const Source *s, double u, double v, int channels)
{
  int ui = (int) (u * 256), vi = (int) (v * 256);
  guint fx = ui & 255, fy = vi & 255;
  const guint8 *p = s->pixels + (gsize) (vi >> 8) * s->stride + (gsize) (ui >> 8) * channels;
  const guint8 *q = p + s->stride;
  guint64 c = mix (mix (spread (p, channels), spread (p + channels, channels), fx),
                   mix (spread (q, channels), spread (q + channels, channels), fx), fy);
  guint32 r = c & 0xff, g = c >> 16 & 0xff, b = c >> 32 & 0xff, a = c >> 48;

  if (channels == 3)
    return 0xff000000u | r << 16 | g << 8 | b;
  /* Cairo's ARGB32 is premultiplied */
  return a << 24 | (r * a + 127) / 255 << 16 | (g * a + 127) / 255 << 8 | (b * a + 127) / 255;
}

static inline void
rectify_row (const Source *s, guint32 *row, int n, const double start[3], const double step[3],
             int channels)
{
  double U = start[0], V = start[1], W = start[2];

  for (int i = 0; i < n; i++, U += step[0], V += step[1], W += step[2])
    {
      /* to pixel-centre coordinates: pixel k's centre is k + 0.5 */
      double r = 1.0 / W, u = U * r - 0.5, v = V * r - 0.5;

      if (G_UNLIKELY (
            !(u >= -0.5 && v >= -0.5 && u <= s->umax + 0.5 && v <= s->vmax + 0.5 && W > 0)))
        {
          row[i] = 0;
          continue;
        }
      row[i] = sample (s, CLAMP (u, 0, s->umax), CLAMP (v, 0, s->vmax), channels);
    }
}

static void
rectify_row_rgb (const Source *s, guint32 *row, int n, const double start[3], const double step[3])
{
  rectify_row (s, row, n, start, step, 3);
}

static void
rectify_row_rgba (const Source *s, guint32 *row, int n, const double start[3], const double step[3])
{
  rectify_row (s, row, n, start, step, 4);
}

cairo_surface_t *
gg_photo_rectify (GdkPixbuf *photo, const GgHomography *h, double width_mm, double depth_mm,
                  double px_per_mm)
{
  int width = MAX (1, (int) ceil (width_mm * px_per_mm - 1e-6));
  int height = MAX (1, (int) ceil (depth_mm * px_per_mm - 1e-6));
  cairo_surface_t *out = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  guint8 *data = cairo_image_surface_get_data (out);
  int stride = cairo_image_surface_get_stride (out);
  const double *m = h->m, step = 1 / px_per_mm, x0 = step / 2;
  const double steps[3] = { m[0] * step, m[3] * step, m[6] * step };
  /* the last column and row are reached a 512th of a pixel short: their right and lower
   * neighbours are never read */
  Source s = { gdk_pixbuf_read_pixels (photo), gdk_pixbuf_get_rowstride (photo),
               gdk_pixbuf_get_width (photo) - 1 - 1.0 / 512,
               gdk_pixbuf_get_height (photo) - 1 - 1.0 / 512 };
  void (*row) (const Source *, guint32 *, int, const double *, const double *) =
    gdk_pixbuf_get_n_channels (photo) == 4 ? rectify_row_rgba : rectify_row_rgb;

  if (cairo_surface_status (out) != CAIRO_STATUS_SUCCESS)
    return out;
  cairo_surface_flush (out);
  for (int j = 0; j < height; j++)
    {
      double y = depth_mm - (j + 0.5) * step; /* side A's edge at the bottom */
      const double start[3] = { m[0] * x0 + m[1] * y + m[2], m[3] * x0 + m[4] * y + m[5],
                                m[6] * x0 + m[7] * y + m[8] };

      row (&s, (guint32 *) (data + (gsize) j * stride), width, start, steps);
    }
  cairo_surface_mark_dirty (out);
  return out;
}
