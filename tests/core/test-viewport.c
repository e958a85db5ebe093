/* The table view's transform without a display (gg-viewport.h): table mm to widget pixels and
 * back, zoom about a point, pan and fit. */
#include "gg-config.h"

#include <math.h>

#include "gg-viewport.h"

static GgViewport
sample (void)
{
  return (GgViewport){ .zoom = 2.0, .ox = 30, .oy = 40, .depth = 1200 };
}

static void
test_round_trip (void)
{
  GgViewport v = sample ();
  GgPoint p = { 250, 100 }, q;
  double x, y;

  gg_viewport_to_widget (&v, p, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 30 + 500, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 40 + (1200 - 100) * 2, 1e-9); /* side A at the bottom */
  q = gg_viewport_to_table (&v, x, y);
  g_assert_cmpfloat_with_epsilon (q.x, p.x, 1e-9);
  g_assert_cmpfloat_with_epsilon (q.y, p.y, 1e-9);
}

/* The point under the pointer stays under it, in and out, and the zoom stays in its range. */
static void
test_zoom_at (void)
{
  static const double factors[] = { 1.1, 3, 0.5, 1 / 1.1, 1000, 1e-6 };
  GgViewport v = sample ();

  for (guint i = 0; i < G_N_ELEMENTS (factors); i++)
    {
      GgPoint before = gg_viewport_to_table (&v, 317, 205), after;

      gg_viewport_zoom_at (&v, factors[i], 317, 205);
      after = gg_viewport_to_table (&v, 317, 205);
      g_assert_cmpfloat_with_epsilon (after.x, before.x, 1e-6);
      g_assert_cmpfloat_with_epsilon (after.y, before.y, 1e-6);
      g_assert_cmpfloat (v.zoom, >=, GG_VIEWPORT_MIN_ZOOM);
      g_assert_cmpfloat (v.zoom, <=, GG_VIEWPORT_MAX_ZOOM);
    }
  g_assert_cmpfloat (v.zoom, ==, GG_VIEWPORT_MIN_ZOOM);
  gg_viewport_zoom_at (&v, 0, 1, 1); /* not a factor: nothing changes */
  gg_viewport_zoom_at (&v, NAN, 1, 1);
  g_assert_cmpfloat (v.zoom, ==, GG_VIEWPORT_MIN_ZOOM);
}

static void
test_pan (void)
{
  GgViewport v = sample ();
  GgPoint before = gg_viewport_to_table (&v, 100, 100), after;

  gg_viewport_pan (&v, 15, -7);
  after = gg_viewport_to_table (&v, 115, 93);
  g_assert_cmpfloat_with_epsilon (after.x, before.x, 1e-9);
  g_assert_cmpfloat_with_epsilon (after.y, before.y, 1e-9);
}

/* A 1800 × 1200 mm table in an 800 × 300 px rectangle: the depth decides, centred across. */
static void
test_fit (void)
{
  GgViewport v = sample ();
  GgPoint far_right;
  double x, y;

  g_assert_true (gg_viewport_fit (&v, 1800, 10, 20, 800, 300));
  g_assert_cmpfloat_with_epsilon (v.zoom, 0.25, 1e-12);
  g_assert_cmpfloat_with_epsilon (v.ox, 10 + (800 - 450) / 2.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (v.oy, 20, 1e-9);
  gg_viewport_to_widget (&v, (GgPoint){ 0, 0 }, &x, &y);
  g_assert_cmpfloat_with_epsilon (y, 320, 1e-9); /* the near edge at the rectangle's bottom */
  far_right = gg_viewport_to_table (&v, 10 + 175 + 450, 20);
  g_assert_cmpfloat_with_epsilon (far_right.x, 1800, 1e-9);
  g_assert_cmpfloat_with_epsilon (far_right.y, 1200, 1e-9);
  g_assert_false (gg_viewport_fit (&v, 1800, 0, 0, 0, 300));
  g_assert_cmpfloat_with_epsilon (v.zoom, 0.25, 1e-12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/viewport/round-trip", test_round_trip);
  g_test_add_func ("/viewport/zoom-at-keeps-the-point", test_zoom_at);
  g_test_add_func ("/viewport/pan", test_pan);
  g_test_add_func ("/viewport/fit", test_fit);
  return g_test_run ();
}
