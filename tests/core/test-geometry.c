/* Geometry primitives: bases, edge-to-edge distance, arcs and sectors (BG-3.1-f, BG-4.4-g), the shell
 * circle (BG-4.4-j), the round-shot ray (BG-4.4-i, AMB-46), polygons; and randomised properties. */
#include <glib.h>
#include <math.h>

#include "gg-geometry.h"

#define TIGHT 1e-9

static GgBase
rect (double x, double y, double facing, double front, double depth)
{
  GgBase b = { { x, y }, facing, GG_BASE_RECT, front, depth, 0 };

  return b;
}

static GgBase
round_base (double x, double y, double diameter)
{
  GgBase b = { { x, y }, 0, GG_BASE_ROUND, 0, 0, diameter };

  return b;
}

static void
assert_point (GgPoint p, double x, double y)
{
  g_assert_cmpfloat_with_epsilon (p.x, x, TIGHT);
  g_assert_cmpfloat_with_epsilon (p.y, y, TIGHT);
}

static void
test_bearing (void)
{
  /* contracts.md: 0 faces +y, 90 faces +x; any real value modulo 360 */
  assert_point (gg_bearing_vector (0), 0, 1);
  assert_point (gg_bearing_vector (90), 1, 0);
  assert_point (gg_bearing_vector (-90), -1, 0);
  assert_point (gg_bearing_vector (540), 0, -1);
  assert_point (gg_bearing_vector (45), sqrt (0.5), sqrt (0.5));
  g_assert_cmpfloat (gg_bearing_vector (90).y, ==, 0);
}

static void
test_corners (void)
{
  GgBase b = rect (100, 200, 0, 20, 10);
  GgPoint k[4];

  gg_base_corners (&b, k);
  assert_point (k[0], 90, 205);  /* front-left */
  assert_point (k[1], 110, 205); /* front-right */
  assert_point (k[2], 110, 195);
  assert_point (k[3], 90, 195);
  assert_point (gg_base_front_centre (&b), 100, 205);
  b.facing = 90; /* facing +x: the front edge is the east edge, its left end to the north */
  gg_base_corners (&b, k);
  assert_point (k[0], 105, 210);
  assert_point (k[1], 105, 190);
  assert_point (gg_base_front_centre (&b), 105, 200);
  b = round_base (0, 0, 30);
  b.facing = 180;
  assert_point (gg_base_front_centre (&b), 0, -15);
}

static void
test_point_in_base (void)
{
  GgBase b = rect (0, 0, 30, 20, 10);
  GgPoint k[4];

  gg_base_corners (&b, k);
  for (guint i = 0; i < 4; i++)
    g_assert_true (gg_base_contains_point (&b, k[i])); /* boundary inclusive */
  g_assert_true (gg_base_contains_point (&b, (GgPoint){ 0, 0 }));
  g_assert_false (gg_base_contains_point (&b, (GgPoint){ k[0].x * 1.01, k[0].y * 1.01 }));
  b = round_base (10, 10, 20);
  g_assert_true (gg_base_contains_point (&b, (GgPoint){ 20, 10 }));
  g_assert_false (gg_base_contains_point (&b, (GgPoint){ 20.001, 10 }));
}

static void
test_distance_far (void)
{
  GgBase a = rect (0, 0, 0, 20, 20), b = rect (130, 0, 0, 20, 20);
  GgMeasure m = gg_base_measure (&a, &b);

  g_assert_cmpfloat_with_epsilon (m.distance, 110, TIGHT);
  g_assert_cmpfloat_with_epsilon (m.from.x, 10, TIGHT);
  g_assert_cmpfloat_with_epsilon (m.to.x, 120, TIGHT);
  b = rect (50, 70, 0, 20, 20); /* corner to corner: (10,10) to (40,60) */
  g_assert_cmpfloat_with_epsilon (gg_base_distance (&a, &b), hypot (30, 50), TIGHT);
  g_assert_cmpfloat_with_epsilon (gg_base_centre_distance (&a, &b), hypot (50, 70), TIGHT);
}

static void
test_distance_touching (void)
{
  GgBase a = rect (0, 0, 0, 15, 20), b = rect (15, 0, 0, 15, 20);
  GgPoint r;

  g_assert_cmpfloat (gg_base_distance (&a, &b), ==, 0);
  /* rotated side by side: touching along their flanks, whatever the bearing */
  for (double f = 0; f < 360; f += 7.3)
    {
      r = gg_bearing_vector (f + 90);
      a = rect (100, 100, f, 15, 20);
      b = rect (100 + 15 * r.x, 100 + 15 * r.y, f, 15, 20);
      g_assert_cmpfloat (gg_base_distance (&a, &b), ==, 0);
      b = rect (100 + 15.01 * r.x, 100 + 15.01 * r.y, f, 15, 20);
      g_assert_cmpfloat_with_epsilon (gg_base_distance (&a, &b), 0.01, 1e-9);
    }
  a = round_base (0, 0, 20);
  b = round_base (25, 0, 30);
  g_assert_cmpfloat (gg_base_distance (&a, &b), ==, 0);
  b = rect (10 + 7.5, 0, 90, 20, 15); /* its back edge on the circle */
  g_assert_cmpfloat (gg_base_distance (&a, &b), ==, 0);
}

static void
test_distance_overlapping (void)
{
  GgBase a = rect (0, 0, 0, 20, 20), b = rect (5, 5, 30, 20, 20);
  GgMeasure m = gg_base_measure (&a, &b);

  g_assert_cmpfloat (m.distance, ==, 0);
  g_assert_true (gg_base_contains_point (&a, m.from));
  g_assert_true (gg_base_contains_point (&b, m.from));
  /* a cross: overlapping with no corner inside the other */
  a = rect (0, 0, 0, 100, 4);
  b = rect (0, 0, 0, 4, 100);
  m = gg_base_measure (&a, &b);
  g_assert_cmpfloat (m.distance, ==, 0);
  g_assert_true (gg_base_contains_point (&a, m.from) && gg_base_contains_point (&b, m.from));
  a = round_base (0, 0, 20);
  b = round_base (5, 0, 20);
  m = gg_base_measure (&a, &b);
  g_assert_cmpfloat (m.distance, ==, 0);
  g_assert_true (gg_base_contains_point (&a, m.from) && gg_base_contains_point (&b, m.from));
}

static void
test_distance_nested (void)
{
  GgBase big = rect (0, 0, 10, 100, 80), small = rect (3, -4, 77, 10, 5);
  GgBase disc = round_base (1, 1, 4);

  g_assert_cmpfloat (gg_base_distance (&big, &small), ==, 0);
  g_assert_cmpfloat (gg_base_distance (&small, &big), ==, 0);
  g_assert_cmpfloat (gg_base_distance (&big, &disc), ==, 0);
  g_assert_cmpfloat (gg_base_distance (&disc, &big), ==, 0);
  g_assert_cmpfloat (gg_base_distance (&big, &big), ==, 0); /* degenerate: the same base */
}

static void
test_distance_rotated (void)
{
  /* a square of side 10√2 turned 45°: its corners at (±10, 0) and (0, ±10) */
  GgBase diamond = rect (0, 0, 45, 10 * sqrt (2), 10 * sqrt (2));
  GgBase wall = rect (25, 0, 0, 20, 100);
  GgBase disc = round_base (0, 30, 10);
  GgMeasure m = gg_base_measure (&diamond, &wall);

  g_assert_cmpfloat_with_epsilon (m.distance, 5, TIGHT);
  assert_point (m.from, 10, 0);
  assert_point (m.to, 15, 0);
  g_assert_cmpfloat_with_epsilon (gg_base_distance (&diamond, &disc), 15, TIGHT);
  disc = round_base (10, 10, 2); /* off the diamond's edge x + y = 10 */
  g_assert_cmpfloat_with_epsilon (gg_base_distance (&diamond, &disc), 10 / sqrt (2) - 1, TIGHT);
}

static void
test_segments (void)
{
  GgPoint a = { 0, 0 }, b = { 10, 0 };
  double s, t;

  g_assert_cmpfloat (gg_segment_distance (a, b, (GgPoint){ 5, -5 }, (GgPoint){ 5, 5 }, &s, &t), ==,
                     0);
  g_assert_cmpfloat_with_epsilon (s, 0.5, TIGHT);
  g_assert_cmpfloat_with_epsilon (t, 0.5, TIGHT);
  g_assert_true (gg_segments_intersect (a, b, (GgPoint){ 10, 0 }, (GgPoint){ 20, 5 }));
  g_assert_true (gg_segments_intersect (a, b, (GgPoint){ 3, 0 }, (GgPoint){ 20, 0 }));
  g_assert_false (gg_segments_intersect (a, b, (GgPoint){ 11, 0 }, (GgPoint){ 20, 0 }));
  g_assert_cmpfloat_with_epsilon (
    gg_segment_distance (a, b, (GgPoint){ 13, 4 }, (GgPoint){ 20, 4 }, NULL, NULL), 5, TIGHT);
  /* degenerate: a segment of zero length is a point */
  g_assert_cmpfloat_with_epsilon (
    gg_segment_distance (a, a, (GgPoint){ 3, 4 }, (GgPoint){ 3, 4 }, NULL, NULL), 5, TIGHT);
}

/* BG-3.1-f, AMB-40: the 45° fire arc from the centre of the front edge. */
static void
test_bg_fire_arc (void)
{
  GgBase firer = rect (0, 0, 0, 15, 20);
  GgSector arc = gg_sector_for_base (&firer, 45, INFINITY);
  GgBase t;

  assert_point (arc.apex, 0, 10);
  t = round_base (0, 300, 10);
  g_assert_true (gg_base_in_sector (&t, &arc));
  t = round_base (100, 110 - 5 * sqrt (2), 10); /* tangent to the 45° boundary ray */
  g_assert_true (gg_base_in_sector (&t, &arc));
  t = round_base (100, 110 - 5 * sqrt (2) - 0.01, 10);
  g_assert_false (gg_base_in_sector (&t, &arc));
  t = rect (60, 50, 0, 20, 20); /* its corner (50, 60) exactly on the boundary */
  g_assert_true (gg_base_in_sector (&t, &arc));
  t = rect (60.001, 50, 0, 20, 20);
  g_assert_false (gg_base_in_sector (&t, &arc));
  t = rect (0, -100, 0, 20, 20); /* behind */
  g_assert_false (gg_base_in_sector (&t, &arc));
  t = rect (0, 10, 0, 4, 4); /* astride the apex */
  g_assert_true (gg_base_in_sector (&t, &arc));
  t = rect (200, 200, 0, 500, 10); /* a long base whose edge crosses the wedge, no corner in it */
  g_assert_true (gg_base_in_sector (&t, &arc));
}

static void
test_fire_arc_rotated (void)
{
  for (double f = 0; f < 360; f += 11.25)
    {
      GgBase firer = rect (500, 500, f, 15, 20);
      GgSector arc = gg_sector_for_base (&firer, 45, INFINITY);
      GgPoint d = gg_bearing_vector (f + 44), e = gg_bearing_vector (f + 46);
      GgBase in = round_base (arc.apex.x + 300 * d.x, arc.apex.y + 300 * d.y, 1);
      GgBase out = round_base (arc.apex.x + 300 * e.x, arc.apex.y + 300 * e.y, 1);

      g_assert_true (gg_base_in_sector (&in, &arc));
      g_assert_false (gg_base_in_sector (&out, &arc));
    }
}

/* contracts.md in_arc for d6: the whole half-plane ahead of the front edge. */
static void
test_d6_half_plane (void)
{
  GgBase firer = rect (0, 0, 90, 40, 20);
  GgSector arc = gg_sector_for_base (&firer, 90, INFINITY);
  GgBase t = rect (10 - 5, 500, 0, 10, 10); /* its east edge on the front line x = 10 */

  g_assert_true (gg_base_in_sector (&t, &arc));
  t.centre.x -= 0.001;
  g_assert_false (gg_base_in_sector (&t, &arc));
  t = round_base (11, -400, 2);
  g_assert_true (gg_base_in_sector (&t, &arc));
}

/* BG-4.4-g, AMB-45 (appendix B, seed 22): a figure 6° off the barrel axis is hit under ±6.5° and
 * missed under ±5.5°. */
static void
test_bg_canister (void)
{
  GgBase gun = rect (0, 0, 0, 45, 60);
  GgPoint d = gg_bearing_vector (6);
  GgSector wide = gg_sector_for_base (&gun, 6.5, 600);
  GgSector narrow = gg_sector_for_base (&gun, 5.5, 600);
  GgBase t = round_base (500 * d.x, 30 + 500 * d.y, 1);

  g_assert_true (gg_base_in_sector (&t, &wide));
  g_assert_false (gg_base_in_sector (&t, &narrow));
  t = round_base (0, 30 + 600 + 5, 10); /* touching the arc at the range */
  g_assert_true (gg_base_in_sector (&t, &wide));
  t.centre.y += 0.001;
  g_assert_false (gg_base_in_sector (&t, &wide));
  t = rect (0, 30 + 600 + 10, 45, 20 * sqrt (2), 20 * sqrt (2)); /* a corner on the arc */
  g_assert_true (gg_base_in_sector (&t, &wide));
  t = rect (0, 30 + 600 + 10, 0, 400, 20.5); /* its back edge crosses the arc: no corner inside */
  g_assert_true (gg_base_in_sector (&t, &wide));
}

/* BG-4.4-j: any part of the base within 2.5 cm of the point of fall. */
static void
test_bg_shell (void)
{
  GgPoint fall = { 100, 100 };
  GgBase t = rect (100 + 25 + 7.5, 100, 0, 15, 20);

  g_assert_true (gg_base_within_radius (&t, fall, 25)); /* touching */
  t.centre.x += 0.0001;
  g_assert_false (gg_base_within_radius (&t, fall, 25));
  t = rect (100, 100, 0, 15, 20); /* the point inside the base */
  g_assert_true (gg_base_within_radius (&t, fall, 0));
  t = round_base (100 + 3 * 25.4, 100 + 4 * 25.4, 2 * (5 * 25.4 - 1.5 * 25));
  g_assert_true (gg_base_within_radius (&t, fall, 1.5 * 25)); /* at 28 mm: 3.75 cm */
}

/* BG-4.4-i, AMB-46: the ray from the centre of the front edge, distance to first contact. */
static void
test_bg_roundshot_ray (void)
{
  GgPoint o = { 0, 0 }, d = { 0, 1 };
  GgBase t = rect (0, 100, 0, 20, 20);
  double dist = -1;

  g_assert_true (gg_ray_hits_base (o, d, 1000, &t, &dist));
  g_assert_cmpfloat_with_epsilon (dist, 90, TIGHT);
  g_assert_false (gg_ray_hits_base (o, d, 89.99, &t, &dist));
  g_assert_true (gg_ray_hits_base (o, d, 90, &t, &dist)); /* contact at the range counts */
  t = rect (10, 100, 0, 20, 20);                          /* the ray runs along its west edge */
  g_assert_true (gg_ray_hits_base (o, d, 1000, &t, &dist));
  g_assert_cmpfloat_with_epsilon (dist, 90, TIGHT);
  t = rect (10.001, 100, 0, 20, 20);
  g_assert_false (gg_ray_hits_base (o, d, 1000, &t, &dist));
  t = rect (10, 100, 45, 10 * sqrt (2), 10 * sqrt (2)); /* grazes the diamond's west corner */
  g_assert_true (gg_ray_hits_base (o, d, 1000, &t, &dist));
  g_assert_cmpfloat_with_epsilon (dist, 100, 1e-6);
  t = round_base (15, 300, 30); /* tangent */
  g_assert_true (gg_ray_hits_base (o, d, 1000, &t, &dist));
  g_assert_cmpfloat_with_epsilon (dist, 300, 1e-6);
  t = round_base (0, -50, 30); /* behind */
  g_assert_false (gg_ray_hits_base (o, d, 1000, &t, &dist));
  t = round_base (0, 10, 30); /* the ray starts inside */
  g_assert_true (gg_ray_hits_base (o, d, 1000, &t, &dist));
  g_assert_cmpfloat (dist, ==, 0);
  d = gg_bearing_vector (30);
  t = round_base (200 * d.x, 200 * d.y, 20);
  g_assert_true (gg_ray_hits_base (o, d, 1000, &t, &dist));
  g_assert_cmpfloat_with_epsilon (dist, 190, 1e-9);
}

static void
test_polygon_check (void)
{
  GgPoint square[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 } };
  GgPoint bowtie[] = { { 0, 0 }, { 10, 10 }, { 10, 0 }, { 0, 10 } };
  GgPoint spike[] = { { 0, 0 }, { 10, 0 }, { 5, 0 }, { 5, 5 } };
  GgPoint repeat[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 0 } };
  GgPoint line[] = { { 0, 0 }, { 5, 0 }, { 10, 0 } };
  GgPoint concave[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 5, 3 }, { 0, 10 } };
  GgPoint bad[] = { { 0, 0 }, { INFINITY, 0 }, { 10, 10 } };
  guint where = 99;

  g_assert_cmpint (gg_polygon_check (square, 4, &where), ==, GG_POLYGON_VALID);
  g_assert_cmpint (gg_polygon_check (concave, 5, &where), ==, GG_POLYGON_VALID);
  g_assert_cmpint (gg_polygon_check (square, 2, &where), ==, GG_POLYGON_TOO_FEW_POINTS);
  g_assert_cmpint (gg_polygon_check (bowtie, 4, &where), ==, GG_POLYGON_SELF_INTERSECTING);
  g_assert_cmpint (gg_polygon_check (spike, 4, &where), ==, GG_POLYGON_SELF_INTERSECTING);
  g_assert_cmpint (gg_polygon_check (repeat, 4, &where), ==, GG_POLYGON_REPEATED_POINT);
  g_assert_cmpuint (where, ==, 3);
  g_assert_cmpint (gg_polygon_check (line, 3, &where), !=, GG_POLYGON_VALID);
  g_assert_cmpint (gg_polygon_check (bad, 3, &where), ==, GG_POLYGON_NOT_FINITE);
  g_assert_cmpuint (where, ==, 1);
}

static void
test_polygon_segments (void)
{
  GgPoint u[] = { { 0, 0 },   { 30, 0 },  { 30, 30 }, { 20, 30 },
                  { 20, 10 }, { 10, 10 }, { 10, 30 }, { 0, 30 } };
  g_autoptr (GArray) iv = g_array_new (FALSE, FALSE, sizeof (double));

  /* across both arms of the U: two intervals */
  gg_segment_polygon_intervals ((GgPoint){ -10, 20 }, (GgPoint){ 40, 20 }, u, 8, iv);
  g_assert_cmpuint (iv->len, ==, 4);
  g_assert_cmpfloat_with_epsilon (g_array_index (iv, double, 0), 0.2, TIGHT);
  g_assert_cmpfloat_with_epsilon (g_array_index (iv, double, 1), 0.4, TIGHT);
  g_assert_cmpfloat_with_epsilon (g_array_index (iv, double, 2), 0.6, TIGHT);
  g_assert_cmpfloat_with_epsilon (g_array_index (iv, double, 3), 0.8, TIGHT);
  /* along the bottom edge: touches, never enters */
  g_array_set_size (iv, 0);
  gg_segment_polygon_intervals ((GgPoint){ -10, 0 }, (GgPoint){ 40, 0 }, u, 8, iv);
  g_assert_cmpuint (iv->len, ==, 0);
  g_assert_true (gg_segment_meets_polygon ((GgPoint){ -10, 0 }, (GgPoint){ 40, 0 }, u, 8));
  g_assert_false (gg_segment_meets_polygon ((GgPoint){ 12, 20 }, (GgPoint){ 18, 25 }, u, 8));
  g_assert_true (gg_segment_meets_polygon ((GgPoint){ 2, 2 }, (GgPoint){ 3, 3 }, u, 8));
  g_assert_true (gg_polygon_contains_point (u, 8, (GgPoint){ 15, 10 }));
  g_assert_false (gg_polygon_interior_point (u, 8, (GgPoint){ 15, 10 }));
  g_assert_false (gg_polygon_contains_point (u, 8, (GgPoint){ 15, 20 }));
  g_assert_true (gg_segment_meets_polyline ((GgPoint){ 15, 20 }, (GgPoint){ 15, 5 }, u + 3, 3));
  g_assert_false (gg_segment_meets_polyline ((GgPoint){ 15, 20 }, (GgPoint){ 15, 11 }, u + 3, 3));
}

/* Random scenes */

static GgBase
random_base (void)
{
  GgBase b;

  if (g_test_rand_int_range (0, 4) == 0)
    return round_base (g_test_rand_double_range (0, 600), g_test_rand_double_range (0, 600),
                       g_test_rand_double_range (5, 60));
  b = rect (g_test_rand_double_range (0, 600), g_test_rand_double_range (0, 600),
            g_test_rand_double_range (-360, 720), g_test_rand_double_range (5, 90),
            g_test_rand_double_range (5, 90));
  return b;
}

static void
test_property_symmetry (void)
{
  for (int i = 0; i < 20000; i++)
    {
      GgBase a = random_base (), b = random_base ();
      GgMeasure ab = gg_base_measure (&a, &b), ba = gg_base_measure (&b, &a);

      g_assert_cmpfloat_with_epsilon (ab.distance, ba.distance, 1e-9);
      g_assert_cmpfloat_with_epsilon (gg_point_distance (ab.from, ab.to), ab.distance, 1e-9);
      g_assert_cmpfloat (gg_base_point_distance (&a, ab.from, NULL), <=, 1e-9);
      g_assert_cmpfloat (gg_base_point_distance (&b, ab.to, NULL), <=, 1e-9);
    }
}

/* The whole scene turned about a point and moved: every answer stays. */
static GgBase
moved (GgBase b, double angle, GgPoint shift)
{
  double r = angle * G_PI / 180, c = cos (r), s = sin (r);
  GgPoint p = b.centre;

  /* compass bearings turn clockwise, so turn the plane clockwise by @angle */
  b.centre.x = c * p.x + s * p.y + shift.x;
  b.centre.y = -s * p.x + c * p.y + shift.y;
  b.facing += angle;
  return b;
}

static void
test_property_rigid_motion (void)
{
  for (int i = 0; i < 5000; i++)
    {
      GgBase a = random_base (), b = random_base ();
      double angle = g_test_rand_double_range (-720, 720);
      GgPoint shift = { g_test_rand_double_range (-1e3, 1e3),
                        g_test_rand_double_range (-1e3, 1e3) };
      GgBase a2 = moved (a, angle, shift), b2 = moved (b, angle, shift);
      double half = g_test_rand_double_range (1, 180);
      double radius = g_test_rand_int_range (0, 2) ? INFINITY : g_test_rand_double_range (10, 900);
      GgSector s1 = gg_sector_for_base (&a, half, radius),
               s2 = gg_sector_for_base (&a2, half, radius);
      GgPoint d1 = gg_bearing_vector (a.facing), d2 = gg_bearing_vector (a2.facing);
      double t1 = -1, t2 = -1;
      gboolean h1, h2;

      g_assert_cmpfloat_with_epsilon (gg_base_distance (&a, &b), gg_base_distance (&a2, &b2), 1e-8);
      g_assert_cmpfloat_with_epsilon (gg_base_centre_distance (&a, &b),
                                      gg_base_centre_distance (&a2, &b2), 1e-8);
      g_assert_cmpint (gg_base_in_sector (&b, &s1), ==, gg_base_in_sector (&b2, &s2));
      h1 = gg_ray_hits_base (s1.apex, d1, 900, &b, &t1);
      h2 = gg_ray_hits_base (s2.apex, d2, 900, &b2, &t2);
      g_assert_cmpint (h1, ==, h2);
      if (h1)
        g_assert_cmpfloat_with_epsilon (t1, t2, 1e-6);
    }
}

/* Against brute force: points sampled along both outlines. */
static void
outline_samples (const GgBase *b, GArray *out, guint per_side)
{
  GgPoint k[4];

  if (b->shape == GG_BASE_ROUND)
    {
      for (guint i = 0; i < 4 * per_side; i++)
        {
          GgPoint d = gg_bearing_vector (360.0 * i / (4 * per_side));
          GgPoint p = { b->centre.x + d.x * b->diameter / 2, b->centre.y + d.y * b->diameter / 2 };

          g_array_append_val (out, p);
        }
      return;
    }
  gg_base_corners (b, k);
  for (guint e = 0; e < 4; e++)
    for (guint i = 0; i < per_side; i++)
      {
        double t = (double) i / per_side;
        GgPoint p = { k[e].x + (k[(e + 1) % 4].x - k[e].x) * t,
                      k[e].y + (k[(e + 1) % 4].y - k[e].y) * t };

        g_array_append_val (out, p);
      }
}

static void
test_property_brute_force (void)
{
  for (int i = 0; i < 300; i++)
    {
      GgBase a = random_base (), b = random_base ();
      g_autoptr (GArray) sa = g_array_new (FALSE, FALSE, sizeof (GgPoint));
      g_autoptr (GArray) sb = g_array_new (FALSE, FALSE, sizeof (GgPoint));
      double d = gg_base_distance (&a, &b), brute = INFINITY;

      outline_samples (&a, sa, 200);
      outline_samples (&b, sb, 200);
      for (guint p = 0; p < sa->len; p++)
        brute = MIN (brute, gg_base_point_distance (&b, g_array_index (sa, GgPoint, p), NULL));
      for (guint p = 0; p < sb->len; p++)
        brute = MIN (brute, gg_base_point_distance (&a, g_array_index (sb, GgPoint, p), NULL));
      /* sampling can only overestimate, by at most the sample spacing */
      g_assert_cmpfloat (d, <=, brute + 1e-9);
      g_assert_cmpfloat (d, >=, brute - 0.5);
    }
}

/* Some part of the base in the sector, against points sampled along the outline: a sampled point
 * inside means inside; inside means some sample within the sample spacing. */
static void
test_property_sector_brute_force (void)
{
  for (int i = 0; i < 1000; i++)
    {
      GgBase firer = random_base (), b = random_base ();
      double radius = g_test_rand_int_range (0, 2) ? INFINITY : g_test_rand_double_range (10, 600);
      GgSector s = gg_sector_for_base (&firer, g_test_rand_double_range (1, 180), radius);
      g_autoptr (GArray) pts = g_array_new (FALSE, FALSE, sizeof (GgPoint));
      gboolean in = gg_base_in_sector (&b, &s);
      double nearest = INFINITY;

      outline_samples (&b, pts, 100);
      for (guint p = 0; p < pts->len; p++)
        nearest = MIN (nearest, gg_sector_point_distance (&s, g_array_index (pts, GgPoint, p)));
      if (nearest == 0)
        g_assert_true (in);
      if (in && !gg_base_contains_point (&b, s.apex))
        g_assert_cmpfloat (nearest, <=, 1.0);
    }
}

/* BG-12.1-f (AMB-21): ranges run from the base edge of the firer to the base edge of the nearest
 * target figure: two 20 mm bases facing each other with centres 100 mm apart are 80 mm apart;
 * turned sideways (its 15 mm front across the line) 82.5 mm; the nearest of a squad counts. */
static void
test_bg_range_edge_to_edge (void)
{
  GgBase firer = { { 0, 0 }, 0, GG_BASE_RECT, 15, 20, 0 };
  GgBase facing = { { 0, 100 }, 180, GG_BASE_RECT, 15, 20, 0 };
  GgBase sideways = { { 0, 100 }, 90, GG_BASE_RECT, 15, 20, 0 };
  GgBase farther = { { 30, 160 }, 180, GG_BASE_RECT, 15, 20, 0 };
  GgMeasure m = gg_base_measure (&firer, &facing);

  g_assert_cmpfloat_with_epsilon (gg_base_distance (&firer, &facing), 80, 1e-9);
  g_assert_cmpfloat_with_epsilon (m.from.y, 10, 1e-9); /* from the firer's front edge */
  g_assert_cmpfloat_with_epsilon (m.to.y, 90, 1e-9);   /* to the target's edge */
  g_assert_cmpfloat_with_epsilon (gg_base_distance (&firer, &sideways), 82.5, 1e-9);
  g_assert_cmpfloat (MIN (gg_base_distance (&firer, &facing), gg_base_distance (&firer, &farther)),
                     ==, gg_base_distance (&firer, &facing));
  g_assert_cmpfloat_with_epsilon (gg_base_centre_distance (&firer, &facing), 100, 1e-9);
}

/* The polygon check as it was, every pair compared: the reference the grid must agree with. */
static gboolean
ref_edges_clash (const GgPoint *v, guint n, guint i, guint j)
{
  GgPoint a0 = v[i], a1 = v[(i + 1) % n], b0 = v[j], b1 = v[(j + 1) % n];
  const double eps = GG_GEOMETRY_EPSILON;

  if ((i + 1) % n == j)
    return gg_point_segment_distance (b1, a0, a1, NULL) <= eps ||
           gg_point_segment_distance (a0, b0, b1, NULL) <= eps;
  if ((j + 1) % n == i)
    return gg_point_segment_distance (a1, b0, b1, NULL) <= eps ||
           gg_point_segment_distance (b0, a0, a1, NULL) <= eps;
  return gg_segment_distance (a0, a1, b0, b1, NULL, NULL) <= eps;
}

static GgPolygonProblem
ref_polygon_check (const GgPoint *v, guint n, guint *where)
{
  *where = 0;
  for (guint j = 1; j < n; j++)
    for (guint i = 0; i < j; i++)
      if (gg_point_distance (v[i], v[j]) <= GG_GEOMETRY_EPSILON)
        return *where = j, GG_POLYGON_REPEATED_POINT;
  for (guint j = 1; j < n; j++)
    for (guint i = 0; i < j; i++)
      if (ref_edges_clash (v, n, i, j))
        return *where = j, GG_POLYGON_SELF_INTERSECTING;
  return GG_POLYGON_VALID;
}

/* Issue 15: the grid check gives the answer and the place of the pairwise one on 20,000 random
 * polygons (small integer grids, so repeats, touches and collinear edges are common). */
static void
test_polygon_check_grid (void)
{
  guint valid = 0, repeated = 0, crossing = 0;

  for (guint round = 0; round < 20000; round++)
    {
      guint n = g_test_rand_int_range (3, 14), want_at = 0, got_at = 0;
      int span = g_test_rand_int_range (2, 40);
      GgPoint v[14];
      GgPolygonProblem want, got;

      for (guint i = 0; i < n; i++)
        v[i] = (GgPoint){ g_test_rand_int_range (0, span) * 0.5, g_test_rand_int_range (0, span) };
      want = ref_polygon_check (v, n, &want_at);
      got = gg_polygon_check (v, n, &got_at);
      if (got == GG_POLYGON_ZERO_AREA)
        got = GG_POLYGON_VALID;
      g_assert_cmpint (got, ==, want);
      if (want != GG_POLYGON_VALID)
        g_assert_cmpuint (got_at, ==, want_at);
      valid += want == GG_POLYGON_VALID;
      repeated += want == GG_POLYGON_REPEATED_POINT;
      crossing += want == GG_POLYGON_SELF_INTERSECTING;
    }
  g_assert_cmpuint (valid, >, 100);
  g_assert_cmpuint (repeated, >, 100);
  g_assert_cmpuint (crossing, >, 100);
}

/* A 100,000-vertex outline is checked through the grid (0.75 s for its whole file, in the README); a comb whose
 * teeth crowd into a few cells is refused as too intricate in bounded time, never hung on. */
static void
test_polygon_check_large (void)
{
  const guint n = 100000;
  g_autofree GgPoint *v = g_new (GgPoint, n);
  guint where = 0;

  for (guint i = 0; i < n; i++)
    v[i] = (GgPoint){ 900 + 500 * cos (2 * G_PI * i / n), 600 + 500 * sin (2 * G_PI * i / n) };
  g_assert_cmpint (gg_polygon_check (v, n, &where), ==, GG_POLYGON_VALID);
  /* a comb: 25,000 teeth 1e-4 mm apart, 1 m long */
  for (guint i = 0; i < n / 4; i++)
    {
      double x = i * 1e-4;

      v[4 * i] = (GgPoint){ x, 0 };
      v[4 * i + 1] = (GgPoint){ x, 1000 };
      v[4 * i + 2] = (GgPoint){ x + 0.5e-4, 1000 };
      v[4 * i + 3] = (GgPoint){ x + 0.5e-4, 0.1 };
    }
  /* refused as too intricate, after a bounded number of comparisons, not after minutes */
  g_assert_cmpint (gg_polygon_check (v, n, &where), ==, GG_POLYGON_TOO_INTRICATE);
}

/* The quick rejections of gg_segment_meets_polygon (the polygon beside the segment's line, the
 * segments apart from each other's lines) give the answer of the plain definition: some edge
 * within epsilon of the segment, or an end of it inside. Segments grazing a vertex or an edge
 * at about epsilon are the cases the rejections must leave to the exact tests. */
static gboolean
meets_by_definition (GgPoint a, GgPoint b, const GgPoint *p, guint n)
{
  for (guint i = 0; i < n; i++)
    if (gg_segment_distance (a, b, p[i], p[(i + 1) % n], NULL, NULL) <= GG_GEOMETRY_EPSILON)
      return TRUE;
  return gg_polygon_contains_point (p, n, a);
}

static void
test_segment_polygon_quick_rejections (void)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (20);
  GgPoint square[] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 } };
  double grazes[] = { -2e-6,  -1.0000001e-6, -1e-6,  -0.9999999e-6, 0,
                      0.5e-6, 1e-6,          1.5e-6, 2e-6,          3e-6 };
  guint met = 0;

  /* near a corner and along an edge, at about epsilon */
  for (guint k = 0; k < G_N_ELEMENTS (grazes); k++)
    {
      double e = grazes[k];
      GgPoint a = { -5, 10 + e + 5 }, b = { 5, 10 + e - 5 }; /* passes the corner (0, 10) */
      GgPoint c = { -5, -e }, d = { 15, -e };                /* along the bottom edge */

      g_assert_cmpint (gg_segment_meets_polygon (a, b, square, 4), ==,
                       meets_by_definition (a, b, square, 4));
      g_assert_cmpint (gg_segment_meets_polygon (c, d, square, 4), ==,
                       meets_by_definition (c, d, square, 4));
    }
  for (guint i = 0; i < 20000; i++)
    {
      GgPoint p[6], a, b;

      for (guint k = 0; k < 6; k++)
        {
          GgPoint v = gg_bearing_vector (60.0 * k + g_rand_double_range (r, -20, 20));
          double radius = g_rand_double_range (r, 5, 30);

          p[k] = (GgPoint){ 50 + radius * v.x, 50 + radius * v.y };
        }
      a = (GgPoint){ g_rand_double_range (r, 0, 100), g_rand_double_range (r, 0, 100) };
      b = (GgPoint){ g_rand_double_range (r, 0, 100), g_rand_double_range (r, 0, 100) };
      if (i % 4 == 0) /* an end exactly on a vertex */
        b = p[i % 6];
      g_assert_cmpint (gg_segment_meets_polygon (a, b, p, 6), ==, meets_by_definition (a, b, p, 6));
      met += gg_segment_meets_polygon (a, b, p, 6);
    }
  g_assert_cmpuint (met, >, 2000); /* both answers were exercised */
  g_assert_cmpuint (met, <, 18000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geometry/bearing/compass", test_bearing);
  g_test_add_func ("/geometry/base/corners", test_corners);
  g_test_add_func ("/geometry/base/point-inside", test_point_in_base);
  g_test_add_func ("/geometry/distance/far-apart", test_distance_far);
  g_test_add_func ("/geometry/distance/touching", test_distance_touching);
  g_test_add_func ("/geometry/distance/overlapping", test_distance_overlapping);
  g_test_add_func ("/geometry/distance/nested", test_distance_nested);
  g_test_add_func ("/geometry/distance/rotated", test_distance_rotated);
  g_test_add_func ("/geometry/segment/distance", test_segments);
  g_test_add_func ("/bg/arc/BG-3.1-f", test_bg_fire_arc);
  g_test_add_func ("/bg/range/BG-12.1-f", test_bg_range_edge_to_edge);
  g_test_add_func ("/bg/arc/BG-3.1-f/rotated", test_fire_arc_rotated);
  g_test_add_func ("/d6/arc/D6-FIRE-3/half-plane", test_d6_half_plane);
  g_test_add_func ("/bg/canister/BG-4.4-g", test_bg_canister);
  g_test_add_func ("/bg/shell/BG-4.4-j", test_bg_shell);
  g_test_add_func ("/bg/roundshot/BG-4.4-i", test_bg_roundshot_ray);
  g_test_add_func ("/geometry/polygon/check", test_polygon_check);
  g_test_add_func ("/geometry/polygon/segments", test_polygon_segments);
  g_test_add_func ("/geometry/property/symmetry", test_property_symmetry);
  g_test_add_func ("/geometry/property/rigid-motion", test_property_rigid_motion);
  g_test_add_func ("/geometry/property/brute-force", test_property_brute_force);
  g_test_add_func ("/geometry/property/sector-brute-force", test_property_sector_brute_force);
  g_test_add_func ("/geometry/polygon-check/grid-vs-pairs", test_polygon_check_grid);
  g_test_add_func ("/geometry/polygon-check/large", test_polygon_check_large);
  g_test_add_func ("/geometry/segment-polygon/quick-rejections",
                   test_segment_polygon_quick_rejections);
  return g_test_run ();
}
