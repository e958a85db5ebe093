/* test-photo-snap.c: figures dropped near their photographed bases are put on them
 * (gg_photo_snap_bases), through a whole synthetic photo and on a dense squad drawn flat. */
#include <glib.h>
#include <math.h>

#include "gg-photo-snap.h"
#include "photo-scene.h"

static const GgHomography seen = { { 1.9, 0.35, 420, 0.05, -1.7, 2650, 0.00002, 0.00011, 1 } };

static GgBase
round_base (double x, double y, double diameter)
{
  return (GgBase){ .centre = { x, y }, .shape = GG_BASE_ROUND, .diameter = diameter };
}

/* The 54 marks of the accuracy test (12 mm dark rounds) through a 4000 × 3000 photo calibrated
 * from rounded corners: bases dropped up to 7 mm off each land within 1.5 mm of its mark. */
static void
test_photo_marks (void)
{
  g_auto (Scene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autofree GgBase *bases = NULL;
  GgPhotoCalibration cal;
  cairo_surface_t *table;
  double corners[8], worst = 0;
  guint n;

  scene_init (&s, 1800, 1200, 9, 6, 18);
  photo = scene_photo (&s, &seen, 4000, 3000, 2, 6);
  scene_corners (&s, &seen, TRUE, corners);
  g_assert_true (gg_photo_calibrate (corners, 4000, 3000, 1800, 1200, NULL, 0, &cal, NULL));
  table = gg_photo_rectify (photo, &cal.h, 1800, 1200, 1.0);
  n = s.marks->len / 2;
  bases = g_new (GgBase, n);
  for (guint i = 0; i < n; i++)
    bases[i] =
      round_base (g_array_index (s.marks, double, 2 * i) + g_rand_double_range (rand, -5, 5),
                  g_array_index (s.marks, double, 2 * i + 1) + g_rand_double_range (rand, -5, 5),
                  2 * SCENE_MARK_RADIUS);
  g_assert_cmpuint (gg_photo_snap_bases (table, 1.0, 1200, bases, n), ==, n);
  for (guint i = 0; i < n; i++)
    worst = MAX (worst, hypot (bases[i].centre.x - g_array_index (s.marks, double, 2 * i),
                               bases[i].centre.y - g_array_index (s.marks, double, 2 * i + 1)));
  g_test_message ("%u bases snapped, worst %.2f mm from its mark", n, worst);
  g_assert_cmpfloat (worst, <=, 1.0);
  cairo_surface_destroy (table);
}

/* A flat table at 1 px a mm: textured green cloth, and @n dark 25 mm bases with a lighter
 * figure on each, at @at (x, y pairs, mm); the far half of row 0 transparent when @cut. */
static cairo_surface_t *
squad_table (const double *at, guint n, gboolean cut)
{
  cairo_surface_t *t = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 600, 400);
  cairo_t *cr = cairo_create (t);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);

  cairo_set_source_rgb (cr, 0.30, 0.52, 0.27);
  cairo_paint (cr);
  for (int i = 0; i < 3000; i++) /* the cloth's texture: tufts a few mm across */
    {
      double g = g_rand_double_range (rand, -0.06, 0.06);

      cairo_set_source_rgb (cr, 0.30 + g, 0.52 + g, 0.27 + g);
      cairo_arc (cr, g_rand_double_range (rand, 0, 600), g_rand_double_range (rand, 0, 400),
                 g_rand_double_range (rand, 1, 4), 0, 2 * G_PI);
      cairo_fill (cr);
    }
  for (guint i = 0; i < n; i++)
    {
      cairo_set_source_rgb (cr, 0.22, 0.18, 0.12); /* a brown base */
      cairo_arc (cr, at[2 * i], 400 - at[2 * i + 1], 12.5, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0.75, 0.15, 0.12); /* a red shirt on it */
      cairo_arc (cr, at[2 * i] + 1, 400 - at[2 * i + 1] - 2, 5, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  if (cut)
    {
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_rectangle (cr, 300, 0, 300, 200);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  return t;
}

/* A squad of ten in a loose, uneven line 6-10 mm apart, dragged as one formation 8 mm right and
 * 6 mm down of the photo, each figure a few mm off besides: every figure lands on its own base. */
static void
test_dense_squad (void)
{
  double at[20];
  GgBase bases[10];
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);
  cairo_surface_t *t;

  for (guint i = 0; i < 10; i++)
    {
      at[2 * i] = 100 + 33 * i + g_rand_double_range (rand, -2, 2);
      at[2 * i + 1] = 150 + (i % 2) * 12 + g_rand_double_range (rand, -3, 3);
      bases[i] = round_base (at[2 * i] + 8 + g_rand_double_range (rand, -3, 3),
                             at[2 * i + 1] - 6 + g_rand_double_range (rand, -3, 3), 25);
    }
  t = squad_table (at, 10, FALSE);
  g_assert_cmpuint (gg_photo_snap_bases (t, 1.0, 400, bases, 10), ==, 10);
  for (guint i = 0; i < 10; i++)
    g_assert_cmpfloat (hypot (bases[i].centre.x - at[2 * i], bases[i].centre.y - at[2 * i + 1]), <=,
                       1.5);
  cairo_surface_destroy (t);
}

/* Two figures dropped by one photographed base: one takes it, the other stays where it was
 * dropped (no base of its own there); on bare cloth and outside the photo nothing moves. */
static void
test_no_base_no_move (void)
{
  const double at[4] = { 150, 100, 450, 300 }; /* the second in the part not photographed */
  GgBase bases[4] = { round_base (155, 104, 25), round_base (143, 96, 25),
                      round_base (400, 100, 25), round_base (452, 296, 25) };
  cairo_surface_t *t = squad_table (at, 2, TRUE);

  g_assert_cmpuint (gg_photo_snap_bases (t, 1.0, 400, bases, 4), ==, 1);
  g_assert_cmpfloat (hypot (bases[0].centre.x - 150, bases[0].centre.y - 100), <=, 1.5);
  g_assert_cmpfloat (bases[1].centre.x, ==, 143);
  g_assert_cmpfloat (bases[1].centre.y, ==, 96);
  g_assert_cmpfloat (bases[2].centre.x, ==, 400);
  g_assert_cmpfloat (bases[3].centre.x, ==, 452);
  cairo_surface_destroy (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/photo/snap/photo-marks", test_photo_marks);
  g_test_add_func ("/photo/snap/dense-squad", test_dense_squad);
  g_test_add_func ("/photo/snap/no-base-no-move", test_no_base_no_move);
  return g_test_run ();
}
