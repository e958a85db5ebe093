/* test-photo.c: the photo's homography, its corner checks, loading and rectifying. */
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "gg-document.h"
#include "gg-game-background.h"
#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-photo.h"

/* A 4000 × 3000 photo of a 1800 × 1200 mm table, seen in perspective from side A. */
static const GgHomography known = { { 1.9, 0.35, 420, 0.05, -1.7, 2650, 0.00002, 0.00011, 1 } };

static void
corners_of (const GgHomography *h, double w, double d, double c[8])
{
  const double t[8] = { 0, 0, w, 0, w, d, 0, d };

  for (int i = 0; i < 4; i++)
    gg_homography_apply (h, t[2 * i], t[2 * i + 1], &c[2 * i], &c[2 * i + 1]);
}

static void
test_solve_exact (void)
{
  GgPhotoPoint p[4];
  double c[8];
  GgHomography h;
  g_autoptr (GError) error = NULL;

  corners_of (&known, 1800, 1200, c);
  for (int i = 0; i < 4; i++)
    p[i] =
      (GgPhotoPoint){ c[2 * i], c[2 * i + 1], (i == 1 || i == 2) ? 1800 : 0, i >= 2 ? 1200 : 0 };
  g_assert_true (gg_homography_solve (p, 4, &h, &error));
  g_assert_no_error (error);
  for (int i = 0; i < 9; i++)
    g_assert_cmpfloat_with_epsilon (h.m[i], known.m[i], 1e-7 * MAX (1, fabs (known.m[i])));
  /* a point inside the table lands where the known perspective puts it */
  for (double x = 0; x <= 1800; x += 300)
    for (double y = 0; y <= 1200; y += 200)
      {
        double u0, v0, u1, v1;

        gg_homography_apply (&known, x, y, &u0, &v0);
        gg_homography_apply (&h, x, y, &u1, &v1);
        g_assert_cmpfloat (hypot (u1 - u0, v1 - v0), <, 1e-6);
      }
}

static void
test_solve_least_squares (void)
{
  GgPhotoPoint p[9];
  GgPhotoCalibration cal;
  double c[8];
  g_autoptr (GError) error = NULL;
  int n = 0;

  corners_of (&known, 1800, 1200, c);
  for (double x = 300; x <= 1500; x += 600)
    for (double y = 300; y <= 900; y += 600)
      {
        p[n] = (GgPhotoPoint){ 0, 0, x, y };
        gg_homography_apply (&known, x, y, &p[n].px, &p[n].py);
        n++;
      }
  /* exact extra points: no residual */
  g_assert_true (gg_photo_calibrate (c, 4000, 3000, 1800, 1200, p, n, &cal, &error));
  g_assert_cmpuint (cal.n_points, ==, 10);
  g_assert_cmpfloat (cal.rms_mm, <, 1e-6);
  /* one point 3 photo pixels off: the residuals show it, in mm */
  p[0].px += 3;
  g_assert_true (gg_photo_calibrate (c, 4000, 3000, 1800, 1200, p, n, &cal, &error));
  g_assert_cmpfloat (cal.rms_mm, >, 0.1);
  g_assert_cmpfloat (cal.max_mm, <, 3 * cal.pixel_mm);
  g_assert_cmpfloat (cal.error_mm, ==, MAX (cal.rms_mm, cal.pixel_mm / 2));
}

static void
test_calibrate_four (void)
{
  GgPhotoCalibration cal;
  double c[8], x, y;
  g_autoptr (GError) error = NULL;

  corners_of (&known, 1800, 1200, c);
  g_assert_true (gg_photo_calibrate (c, 4000, 3000, 1800, 1200, NULL, 0, &cal, &error));
  g_assert_cmpfloat (cal.rms_mm, ==, 0);
  /* about 0.5 mm a pixel at this distance: the estimate is half the coarsest pixel */
  g_assert_cmpfloat (cal.pixel_mm, >, 0.3);
  g_assert_cmpfloat (cal.pixel_mm, <, 1.5);
  g_assert_cmpfloat (cal.error_mm, ==, cal.pixel_mm / 2);
  gg_homography_apply (&cal.to_table, c[4], c[5], &x, &y);
  g_assert_cmpfloat (fabs (x - 1800) + fabs (y - 1200), <, 1e-6);
}

typedef struct
{
  const char *name;
  double c[8];
  const char *message; /* a word the error must hold */
} BadCorners;

static const BadCorners bad[] = {
  { "outside", { 10, 900, 1000, 900, 1000, 100, 10, -3 }, "outside" },
  { "outside-right", { 10, 900, 1201, 900, 1000, 100, 10, 100 }, "outside" },
  { "collinear", { 10, 900, 500, 900, 1000, 900, 10, 100 }, "line" },
  { "crossed", { 10, 900, 1000, 900, 10, 100, 1000, 100 }, "crosses" },
  { "not-convex", { 10, 900, 1000, 900, 400, 700, 10, 100 }, "convex" },
  { "same-place", { 10, 900, 10, 900, 1000, 100, 10, 100 }, "apart" },
  { "not-a-number", { NAN, 900, 1000, 900, 1000, 100, 10, 100 }, "outside" },
};

static void
test_bad_corners (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_test_message ("%s", bad[i].name);
      g_assert_false (gg_photo_check_corners (bad[i].c, 1200, 1000, &error));
      g_assert_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_CORNERS);
      g_assert_nonnull (strstr (error->message, bad[i].message));
    }
}

static void
test_good_corners (void)
{
  /* seen from side A, and the same corners mirrored (a photo taken through a mirror) */
  const double a[8] = { 10, 900, 1100, 950, 900, 100, 200, 120 };
  const double mirrored[8] = { 10, 100, 1100, 50, 900, 900, 200, 880 };
  const double on_the_edge[8] = { 0, 1000, 1200, 1000, 1200, 0, 0, 0 };

  g_assert_true (gg_photo_check_corners (a, 1200, 1000, NULL));
  g_assert_true (gg_photo_check_corners (mirrored, 1200, 1000, NULL));
  g_assert_true (gg_photo_check_corners (on_the_edge, 1200, 1000, NULL));
}

static void
test_degenerate_points (void)
{
  GgPhotoPoint p[5];
  GgHomography h;
  g_autoptr (GError) error = NULL;

  for (int i = 0; i < 5; i++)
    p[i] = (GgPhotoPoint){ 10.0 * i, 10.0 * i, 5.0 * i, 5.0 * i };
  g_assert_false (gg_homography_solve (p, 5, &h, &error));
  g_assert_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_POINTS);
}

/* A 4 × 3 photo whose pixel (i, j) is (40 i, 60 j, 7) */
static GdkPixbuf *
tiny_photo (gboolean alpha)
{
  GdkPixbuf *pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, alpha, 8, 4, 3);
  int stride = gdk_pixbuf_get_rowstride (pixbuf), channels = alpha ? 4 : 3;
  guint8 *data = gdk_pixbuf_get_pixels (pixbuf);

  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 4; i++)
      {
        guint8 *p = data + j * stride + i * channels;

        p[0] = 40 * i, p[1] = 60 * j, p[2] = 7;
        if (alpha)
          p[3] = 255;
      }
  return pixbuf;
}

static guint32
pixel_at (cairo_surface_t *s, int x, int y)
{
  guint8 *data = cairo_image_surface_get_data (s);

  return *(guint32 *) (data + y * cairo_image_surface_get_stride (s) + 4 * x);
}

/* The table 4 × 3 mm, photographed straight down from above side A's edge, 1 px a mm, with side
 * B at the top of the photo: table (x, y) is photo (x, 3 - y). */
static void
test_rectify_pixels (gconstpointer alpha)
{
  g_autoptr (GdkPixbuf) photo = tiny_photo (GPOINTER_TO_INT (alpha));
  const GgHomography h = { { 1, 0, 0, 0, -1, 3, 0, 0, 1 } };
  cairo_surface_t *out = gg_photo_rectify (photo, &h, 4, 3, 1);
  cairo_surface_t *half = gg_photo_rectify (photo, &h, 4, 3, 2);

  g_assert_cmpint (cairo_image_surface_get_width (out), ==, 4);
  g_assert_cmpint (cairo_image_surface_get_height (out), ==, 3);
  /* side A's edge at the bottom: the photo as it was */
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 4; i++)
      g_assert_cmphex (pixel_at (out, i, j), ==, 0xff000007u | (40u * i) << 16 | (60u * j) << 8);
  /* at 2 px a mm, output pixel 3's centre (1.75 mm) is photo pixel coordinate 1.25: a quarter
   * of the way from pixel 1 to pixel 2, bilinearly */
  g_assert_cmpint (cairo_image_surface_get_width (half), ==, 8);
  g_assert_cmpint (pixel_at (half, 3, 2) >> 16 & 0xff, ==, 50);
  g_assert_cmpint (pixel_at (half, 2, 3) >> 8 & 0xff, ==, 75);
  cairo_surface_destroy (out);
  cairo_surface_destroy (half);
}

static void
test_rectify_outside (void)
{
  g_autoptr (GdkPixbuf) photo = tiny_photo (FALSE);
  /* the photo covers only the left half of an 8 mm table */
  const GgHomography h = { { 1, 0, 0, 0, -1, 3, 0, 0, 1 } };
  cairo_surface_t *out = gg_photo_rectify (photo, &h, 8, 3, 1);

  g_assert_cmphex (pixel_at (out, 3, 1) >> 24, ==, 0xff);
  g_assert_cmphex (pixel_at (out, 4, 1), ==, 0);
  g_assert_cmphex (pixel_at (out, 7, 2), ==, 0);
  cairo_surface_destroy (out);
}

static char *
write_tmp (const char *name, const void *data, gsize length)
{
  char *path = g_build_filename (g_get_tmp_dir (), name, NULL);

  g_assert_true (g_file_set_contents (path, data, length, NULL));
  return path;
}

static void
test_load_png_and_refusals (void)
{
  g_autoptr (GdkPixbuf) photo = tiny_photo (FALSE);
  g_autofree char *buffer = NULL;
  gsize length = 0;
  g_autofree char *png = NULL, *text = NULL;
  g_autoptr (GdkPixbuf) loaded = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (gdk_pixbuf_save_to_buffer (photo, &buffer, &length, "png", NULL, NULL));
  png = write_tmp ("gg-test-photo.png", buffer, length);
  loaded = gg_photo_load (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_pixbuf_get_width (loaded), ==, 4);
  g_assert_cmpint (gdk_pixbuf_get_height (loaded), ==, 3);
  text = write_tmp ("gg-test-photo.txt", "format: gigogin-game/1\n", 23);
  g_assert_null (gg_photo_load (text, &error));
  g_assert_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_FILE);
  g_assert_nonnull (strstr (error->message, "not a JPEG or PNG"));
  g_clear_error (&error);
  /* a JPEG's first bytes, then nothing a decoder can use */
  g_unlink (text);
  text = (g_free (text), write_tmp ("gg-test-photo.jpg", "\xff\xd8\xff\xe0garbage", 11));
  g_assert_null (gg_photo_load (text, &error));
  g_assert_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_FILE);
  g_clear_error (&error);
  g_assert_null (gg_photo_load (g_get_tmp_dir (), &error));
  g_assert_nonnull (strstr (error->message, "not a regular file"));
  g_unlink (png);
  g_unlink (text);
}

/* A JPEG with an EXIF APP1 segment saying "rotate 90° clockwise to view" (orientation 6). */
static void
test_load_exif_orientation (void)
{
  static const guint8 app1[] = { 0xff, 0xe1, 0, 34, 'E', 'x', 'i', 'f', 0,    0,    'M', 'M',
                                 0,    42,   0, 0,  0,   8,   0,   1,   0x01, 0x12, 0,   3,
                                 0,    0,    0, 1,  0,   6,   0,   0,   0,    0,    0,   0 };
  g_autoptr (GdkPixbuf) photo = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 40, 30);
  g_autofree char *buffer = NULL;
  g_autoptr (GByteArray) jpeg = g_byte_array_new ();
  g_autofree char *path = NULL;
  g_autoptr (GdkPixbuf) loaded = NULL;
  gsize length = 0;

  gdk_pixbuf_fill (photo, 0x808080ff);
  g_assert_true (gdk_pixbuf_save_to_buffer (photo, &buffer, &length, "jpeg", NULL, NULL));
  g_byte_array_append (jpeg, (guint8 *) buffer, 2); /* SOI */
  g_byte_array_append (jpeg, app1, sizeof app1);
  g_byte_array_append (jpeg, (guint8 *) buffer + 2, length - 2);
  path = write_tmp ("gg-test-photo-exif.jpg", jpeg->data, jpeg->len);
  loaded = gg_photo_load (path, NULL);
  g_assert_nonnull (loaded);
  g_assert_cmpint (gdk_pixbuf_get_width (loaded), ==, 30);
  g_assert_cmpint (gdk_pixbuf_get_height (loaded), ==, 40);
  g_unlink (path);
}

/* Added to a game, the photo at @path (taken 2026-05-26T14:03:07) keeps that time and the
 * referee's log says it; adding and removing it are undone and redone. */
static void
check_added_with_time (const char *path)
{
  static const double corners[8] = { 5, 25, 35, 25, 30, 5, 10, 5 };
  g_autoptr (GgDocument) doc = gg_document_new ();
  GgGame *game;
  GgLog *log;

  g_assert_true (gg_document_load_demo (doc, NULL));
  game = gg_document_get_game (doc);
  log = gg_document_get_state (doc)->log;
  gg_document_add_photo (doc, gg_background_photo_new (path, corners), 0.5);
  g_assert_cmpstr (gg_game_current_photo (game)->time, ==, "2026-05-26T14:03:07");
  g_assert_nonnull (
    strstr (gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text, "(2026-05-26T14:03:07)"));
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpuint (game->photos->len, ==, 0);
  g_assert_true (gg_document_redo (doc));
  g_assert_cmpuint (game->photos->len, ==, 1);
  g_assert_true (gg_document_remove_photo (doc));
  g_assert_cmpuint (game->photos->len, ==, 0);
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpstr (gg_game_current_photo (game)->path, ==, path);
}

/* A small grey JPEG at @name with @tiff (@n bytes) in an APP1 "Exif" segment after SOI. */
static char *
jpeg_with_exif (const char *name, const guint8 *tiff, gsize n)
{
  g_autoptr (GdkPixbuf) photo = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 40, 30);
  g_autofree char *buffer = NULL;
  g_autoptr (GByteArray) jpeg = g_byte_array_new ();
  const guint8 head[] = { 0xff, 0xe1, (n + 8) >> 8, (n + 8) & 0xff, 'E', 'x', 'i', 'f', 0, 0 };
  gsize length = 0;

  gdk_pixbuf_fill (photo, 0x808080ff);
  g_assert_true (gdk_pixbuf_save_to_buffer (photo, &buffer, &length, "jpeg", NULL, NULL));
  g_byte_array_append (jpeg, (guint8 *) buffer, 2); /* SOI */
  g_byte_array_append (jpeg, head, sizeof head);
  g_byte_array_append (jpeg, tiff, n);
  g_byte_array_append (jpeg, (guint8 *) buffer + 2, length - 2);
  return write_tmp (name, jpeg->data, jpeg->len);
}

/* When the photo was taken: DateTimeOriginal in the Exif directory (big-endian, as many phones
 * write), else IFD0's DateTime (little-endian); nothing from a photo without EXIF. */
static void
test_taken_at (void)
{
  static const guint8 original[] = {
    'M',  'M',  0,   42,  0,   0,   0,   8,                      /* header, IFD0 at 8 */
    0,    2,                                                     /* IFD0: two entries */
    0x01, 0x12, 0,   3,   0,   0,   0,   1,   0,   1,   0,   0,  /* orientation 1 */
    0x87, 0x69, 0,   4,   0,   0,   0,   1,   0,   0,   0,   38, /* the Exif directory at 38 */
    0,    0,    0,   0,                                          /* no next IFD */
    0,    1,                                                     /* Exif directory: one entry */
    0x90, 0x03, 0,   2,   0,   0,   0,   20,  0,   0,   0,   56, /* DateTimeOriginal at 56 */
    0,    0,    0,   0,   '2', '0', '2', '6', ':', '0', '5', ':',
    '2',  '6',  ' ', '1', '4', ':', '0', '3', ':', '0', '7', 0,
  };
  static const guint8 modified[] = {
    'I',  'I',  42,  0,   8,   0,   0,   0,   1,   0,           /* IFD0 at 8: one entry */
    0x32, 0x01, 2,   0,   20,  0,   0,   0,   26,  0,   0,   0, /* DateTime at 26 */
    0,    0,    0,   0,   '2', '0', '2', '5', ':', '1', '2', ':',
    '3',  '1',  ' ', '2', '3', ':', '5', '9', ':', '5', '8', 0,
  };
  g_autofree char *a = jpeg_with_exif ("gg-test-taken-a.jpg", original, sizeof original);
  g_autofree char *b = jpeg_with_exif ("gg-test-taken-b.jpg", modified, sizeof modified);
  g_autofree char *c = jpeg_with_exif ("gg-test-taken-c.jpg", modified, 12); /* cut short */
  g_autofree char *ta = gg_photo_taken_at (a), *tb = gg_photo_taken_at (b);
  g_autofree char *tc = gg_photo_taken_at (c);
  g_autoptr (GdkPixbuf) loaded = gg_photo_load (a, NULL);

  g_assert_cmpstr (ta, ==, "2026-05-26T14:03:07");
  g_assert_cmpstr (tb, ==, "2025-12-31T23:59:58");
  g_assert_null (tc);
  g_assert_null (gg_photo_taken_at ("/nonexistent/photo.jpg"));
  g_assert_nonnull (loaded); /* still a photo */
  check_added_with_time (a);
  g_unlink (a);
  g_unlink (b);
  g_unlink (c);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/photo/homography/exact-from-four", test_solve_exact);
  g_test_add_func ("/photo/homography/least-squares-residuals", test_solve_least_squares);
  g_test_add_func ("/photo/homography/degenerate", test_degenerate_points);
  g_test_add_func ("/photo/calibrate/four-corners-error", test_calibrate_four);
  g_test_add_func ("/photo/corners/refused", test_bad_corners);
  g_test_add_func ("/photo/corners/accepted", test_good_corners);
  g_test_add_data_func ("/photo/rectify/pixels-rgb", GINT_TO_POINTER (FALSE), test_rectify_pixels);
  g_test_add_data_func ("/photo/rectify/pixels-rgba", GINT_TO_POINTER (TRUE), test_rectify_pixels);
  g_test_add_func ("/photo/rectify/outside-transparent", test_rectify_outside);
  g_test_add_func ("/photo/load/png-and-refusals", test_load_png_and_refusals);
  g_test_add_func ("/photo/load/exif-orientation", test_load_exif_orientation);
  g_test_add_func ("/photo/load/taken-at", test_taken_at);
  return g_test_run ();
}
