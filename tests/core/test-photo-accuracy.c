/* test-photo-accuracy.c: how well a photo calibrated from its four corners puts things on the
 * table (issue 18's measure). A synthetic 180 × 120 cm table with 54 dark marks at known places
 * is seen through a known perspective into a 4000 × 3000 "photo", blurred like a lens and given
 * noise (tests/lib/photo-scene.h); the corners are given rounded to the nearest pixel, as a click
 * gives them; the photo is rectified at 10 px a cm and each mark is found again in the output
 * (the centroid of its darkness). The RMS of the marks' errors must be at most 2 mm.
 *
 * GG_PHOTO_DUMP=DIR writes the photo and the rectified table there, to look at. */
#include <glib.h>
#include <math.h>

#include "photo-scene.h"

/* 4000 × 3000, side A nearest the camera, the far side 0.87 times as large, turned a little */
static const GgHomography seen = { { 1.9, 0.35, 420, 0.05, -1.7, 2650, 0.00002, 0.00011, 1 } };
/* the phone held low: the far side 0.68 times as large, a far pixel 1.3 mm of table */
static const GgHomography steep = { { 1.9, 0.6, 420, 0.05, -1.2, 2650, 0.00002, 0.0004, 1 } };

static void
dump (GdkPixbuf *photo, cairo_surface_t *table)
{
  const char *dir = g_getenv ("GG_PHOTO_DUMP");
  g_autofree char *a = NULL, *b = NULL;

  if (dir == NULL)
    return;
  a = g_build_filename (dir, "synthetic-photo.jpg", NULL);
  b = g_build_filename (dir, "synthetic-table.png", NULL);
  gdk_pixbuf_save (photo, a, "jpeg", NULL, "quality", "90", NULL);
  cairo_surface_write_to_png (table, b);
}

static double
marks_rms (const Scene *s, cairo_surface_t *table, double px_per_mm, double *worst)
{
  double sum = 0;
  guint n = s->marks->len / 2;

  *worst = 0;
  for (guint i = 0; i < n; i++)
    {
      double x = g_array_index (s->marks, double, 2 * i),
             y = g_array_index (s->marks, double, 2 * i + 1), fx = 0, fy = 0, d;

      g_assert_true (scene_find_mark (table, px_per_mm, s->table_d, x, y, &fx, &fy));
      d = hypot (fx - x, fy - y);
      sum += d * d;
      *worst = MAX (*worst, d);
    }
  return sqrt (sum / n);
}

static void
test_rms_from_rounded_corners (gconstpointer data)
{
  const GgHomography *view = data;
  g_auto (Scene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GError) error = NULL;
  GgPhotoCalibration cal;
  cairo_surface_t *table;
  double corners[8], rms, worst;

  scene_init (&s, 1800, 1200, 9, 6, 18);
  photo = scene_photo (&s, view, 4000, 3000, 2, 6);
  scene_corners (&s, view, TRUE, corners);
  g_assert_true (gg_photo_calibrate (corners, 4000, 3000, 1800, 1200, NULL, 0, &cal, &error));
  g_assert_no_error (error);
  table = gg_photo_rectify (photo, &cal.h, 1800, 1200, 1.0);
  g_assert_cmpint (cairo_image_surface_get_width (table), ==, 1800);
  if (view == &seen)
    dump (photo, table);
  rms = marks_rms (&s, table, 1.0, &worst);
  g_test_message ("54 marks: RMS error %.3f mm, worst %.3f mm; estimated error %.3f mm", rms, worst,
                  cal.error_mm);
  g_assert_cmpfloat (rms, <=, 2.0);
  /* the estimate is of the same order as what was measured */
  g_assert_cmpfloat (cal.error_mm, >, rms / 4);
  g_assert_cmpfloat (cal.error_mm, <, rms * 4 + 1);
  cairo_surface_destroy (table);
}

/* Corners a few pixels off (a careless click) move the marks by about as many photo pixels:
 * the test above would see a wrong calibration. */
static void
test_careless_corners_are_seen (void)
{
  g_auto (Scene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  GgPhotoCalibration cal;
  cairo_surface_t *table;
  double corners[8], worst;

  scene_init (&s, 1800, 1200, 9, 6, 18);
  photo = scene_photo (&s, &seen, 4000, 3000, 0, 0);
  scene_corners (&s, &seen, TRUE, corners);
  corners[4] += 12; /* side B's far-right corner 12 px off */
  corners[5] -= 9;
  g_assert_true (gg_photo_calibrate (corners, 4000, 3000, 1800, 1200, NULL, 0, &cal, NULL));
  table = gg_photo_rectify (photo, &cal.h, 1800, 1200, 1.0);
  g_assert_cmpfloat (marks_rms (&s, table, 1.0, &worst), >, 2.0);
  cairo_surface_destroy (table);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/photo/accuracy/rms-from-rounded-corners", &seen,
                        test_rms_from_rounded_corners);
  g_test_add_data_func ("/photo/accuracy/rms-from-rounded-corners-steep", &steep,
                        test_rms_from_rounded_corners);
  g_test_add_func ("/photo/accuracy/careless-corners-are-seen", test_careless_corners_are_seen);
  return g_test_run ();
}
