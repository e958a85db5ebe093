/* test-photo-markers.c: the printed corner markers found in a photo (gg-photo-markers.h). The
 * synthetic table of tests/lib/photo-scene.h has the four markers laid in its corners, as the
 * templates PDF prints them (gg_photo_marker_draw), and is seen through a known perspective into
 * a 4000 × 3000 "photo" (2000 × 1500 seen from side B), blurred and given noise. The corners found must be within 2 px of the
 * true ones, and the table rectified from them must put the 54 marks within 2 mm RMS. A hand
 * over one marker makes a clear error naming its corner. */
#include <glib.h>
#include <math.h>

#include "photo-scene.h"

/* 4000 × 3000, side A nearest the camera, turned a little (as test-photo-accuracy.c) */
static const GgHomography seen = { { 1.9, 0.35, 420, 0.05, -1.7, 2650, 0.00002, 0.00011, 1 } };
/* the same, 2000 × 1500 */
static const GgHomography half = { { 0.95, 0.175, 210, 0.025, -0.85, 1325, 0.00002, 0.00011, 1 } };
/* the phone held low: the far side 0.68 times as large */
static const GgHomography steep = { { 1.9, 0.6, 420, 0.05, -1.2, 2650, 0.00002, 0.0004, 1 } };
/* from side B's end, 2000 × 1500, the photo upside down to the table: the markers are seen
 * turned round */
static const GgHomography turned = { { -0.95, -0.15, 1915, -0.025, 0.85, 165, -0.00002, -0.0001,
                                       1 } };

static double
marks_rms (const Scene *s, cairo_surface_t *table)
{
  double sum = 0;
  guint n = s->marks->len / 2;

  for (guint i = 0; i < n; i++)
    {
      double x = g_array_index (s->marks, double, 2 * i),
             y = g_array_index (s->marks, double, 2 * i + 1), fx = 0, fy = 0;

      g_assert_true (scene_find_mark (table, 1.0, s->table_d, x, y, &fx, &fy));
      sum += (fx - x) * (fx - x) + (fy - y) * (fy - y);
    }
  return sqrt (sum / n);
}

static void
test_found_within_2px (gconstpointer data)
{
  int w = data == &turned ? 2000 : 4000, h = w * 3 / 4;
  const GgHomography *view = data;
  g_auto (Scene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GError) error = NULL;
  GgPhotoCalibration cal;
  cairo_surface_t *table;
  double truth[8], found[8], worst = 0, rms;

  scene_init (&s, 1800, 1200, 9, 6, 18);
  s.markers = TRUE;
  photo = scene_photo (&s, view, w, h, 2, 6);
  scene_corners (&s, view, FALSE, truth);
  g_assert_true (gg_photo_find_markers (photo, found, &error));
  g_assert_no_error (error);
  for (int k = 0; k < 4; k++)
    worst = MAX (worst, hypot (found[2 * k] - truth[2 * k], found[2 * k + 1] - truth[2 * k + 1]));
  g_assert_true (gg_photo_calibrate (found, w, h, 1800, 1200, NULL, 0, &cal, &error));
  g_assert_no_error (error);
  table = gg_photo_rectify (photo, &cal.h, 1800, 1200, 1.0);
  rms = marks_rms (&s, table);
  g_test_message ("corners found within %.3f px; 54 marks: RMS error %.3f mm", worst, rms);
  g_assert_cmpfloat (worst, <=, 2.0);
  g_assert_cmpfloat (rms, <=, 2.0);
  cairo_surface_destroy (table);
}

/* A hand over side B's far-right marker: the error names that corner, and only that one. */
static void
test_covered_marker (void)
{
  g_auto (Scene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GError) error = NULL;
  double found[8];

  scene_init (&s, 1800, 1200, 9, 6, 18);
  s.markers = TRUE;
  s.covered = 1u << 2;
  photo = scene_photo (&s, &half, 2000, 1500, 1, 4);
  g_assert_false (gg_photo_find_markers (photo, found, &error));
  g_assert_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS);
  g_assert_nonnull (strstr (error->message, "3 (side B's far-right)"));
  g_assert_null (strstr (error->message, "near-left"));
  g_assert_null (strstr (error->message, "far-left"));
}

/* A photo of the table without markers finds none of them, and names all four. */
static void
test_no_markers (void)
{
  g_auto (Scene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GError) error = NULL;
  double found[8];

  scene_init (&s, 1800, 1200, 9, 6, 18);
  photo = scene_photo (&s, &half, 2000, 1500, 1, 4);
  g_assert_false (gg_photo_find_markers (photo, found, &error));
  g_assert_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS);
  for (int k = 0; k < 4; k++)
    {
      static const char *const names[] = { "1 (side A's near-left)", "2 (side A's near-right)",
                                           "3 (side B's far-right)", "4 (side B's far-left)" };

      g_assert_nonnull (strstr (error->message, names[k]));
    }
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/photo/markers/found-within-2px", &seen, test_found_within_2px);
  g_test_add_data_func ("/photo/markers/found-within-2px-steep", &steep, test_found_within_2px);
  g_test_add_data_func ("/photo/markers/found-within-2px-turned", &turned, test_found_within_2px);
  g_test_add_func ("/photo/markers/covered-marker-named", test_covered_marker);
  g_test_add_func ("/photo/markers/none-found-all-named", test_no_markers);
  return g_test_run ();
}
