/* bench-geometry: the same 100,000 random queries through Gigogin's geometry and through GEOS's C
 * API (reentrant), timed in the same run. Prints one JSON line.
 *
 * Queries, a third each: edge-to-edge distance between two rotated bases; "some part of a base in
 * a sector" (GEOS: the base meets the wedge, and the meeting part comes within the radius of the
 * apex: exact, no arc approximation); a segment against a set of terrain polygons (GEOS gets
 * prepared polygons). Answers are compared: distances to the cm, booleans and counts exactly. */
#include <geos_c.h>
#include <glib.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "gg-geometry.h"

#define N_QUERIES  100000
#define N_POLYGONS 30

typedef struct
{
  GgBase a, b;
  GgSector sector;
  GgPoint s0, s1;
} Query;

typedef struct
{
  double distance;
  gboolean in_sector;
  int polygons_met;
} Answer;

static GgBase
random_base (GRand *r)
{
  GgBase b = { { g_rand_double_range (r, 0, 400), g_rand_double_range (r, 0, 400) },
               g_rand_double_range (r, 0, 360),
               GG_BASE_RECT,
               g_rand_double_range (r, 8, 60),
               g_rand_double_range (r, 10, 90),
               0 };

  return b;
}

static GArray *
random_polygons (GRand *r)
{
  GArray *polys = g_array_new (FALSE, FALSE, sizeof (GgPoint) * 6);

  for (int i = 0; i < N_POLYGONS; i++)
    {
      GgPoint p[6], c = { g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) };
      double rad = g_rand_double_range (r, 20, 150);

      for (int k = 0; k < 6; k++)
        {
          GgPoint d = gg_bearing_vector (60.0 * k + g_rand_double_range (r, -20, 20));
          double len = rad * g_rand_double_range (r, 0.6, 1.0);

          p[k] = (GgPoint){ c.x + d.x * len, c.y + d.y * len };
        }
      g_array_append_vals (polys, p, 1);
    }
  return polys;
}

static Query *
random_queries (GRand *r)
{
  Query *q = g_new (Query, N_QUERIES);

  for (int i = 0; i < N_QUERIES; i++)
    {
      q[i].a = random_base (r);
      q[i].b = random_base (r);
      q[i].sector = gg_sector_for_base (&q[i].a, g_rand_double_range (r, 3, 85),
                                        g_rand_double_range (r, 30, 400));
      q[i].s0 = (GgPoint){ g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) };
      q[i].s1 = (GgPoint){ g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) };
    }
  return q;
}

/* Ours */

static void
ours (const Query *q, GArray *polys, Answer *out)
{
  for (int i = 0; i < N_QUERIES; i++)
    switch (i % 3)
      {
      case 0:
        out[i].distance = gg_base_distance (&q[i].a, &q[i].b);
        break;
      case 1:
        out[i].in_sector = gg_base_in_sector (&q[i].b, &q[i].sector);
        break;
      default:
        out[i].polygons_met = 0;
        for (guint k = 0; k < polys->len; k++)
          out[i].polygons_met += gg_segment_meets_polygon (
            q[i].s0, q[i].s1, (GgPoint *) (polys->data + k * sizeof (GgPoint) * 6), 6);
      }
}

/* GEOS */

static GEOSGeometry *
ring_polygon (GEOSContextHandle_t h, const GgPoint *p, guint n)
{
  GEOSCoordSequence *seq = GEOSCoordSeq_create_r (h, n + 1, 2);

  for (guint i = 0; i <= n; i++)
    GEOSCoordSeq_setXY_r (h, seq, i, p[i % n].x, p[i % n].y);
  return GEOSGeom_createPolygon_r (h, GEOSGeom_createLinearRing_r (h, seq), NULL, 0);
}

static GEOSGeometry *
base_polygon (GEOSContextHandle_t h, const GgBase *b)
{
  GgPoint k[4];

  gg_base_corners (b, k);
  return ring_polygon (h, k, 4);
}

/* The wedge, cut off far beyond the sector's radius: a triangle (half-angle below 90). */
static GEOSGeometry *
wedge_polygon (GEOSContextHandle_t h, const GgSector *s)
{
  double far = 4 * s->radius / cos (s->half_angle * G_PI / 180);
  GgPoint l = gg_bearing_vector (s->bearing - s->half_angle);
  GgPoint r = gg_bearing_vector (s->bearing + s->half_angle);
  GgPoint p[3] = { s->apex,
                   { s->apex.x + l.x * far, s->apex.y + l.y * far },
                   { s->apex.x + r.x * far, s->apex.y + r.y * far } };

  return ring_polygon (h, p, 3);
}

static gboolean
geos_in_sector (GEOSContextHandle_t h, const Query *q)
{
  GEOSGeometry *base = base_polygon (h, &q->b), *wedge = wedge_polygon (h, &q->sector);
  GEOSGeometry *apex = GEOSGeom_createPointFromXY_r (h, q->sector.apex.x, q->sector.apex.y);
  GEOSGeometry *part = GEOSIntersection_r (h, base, wedge);
  double d = INFINITY;
  gboolean in = FALSE;

  if (part != NULL && !GEOSisEmpty_r (h, part) && GEOSDistance_r (h, apex, part, &d))
    in = d <= q->sector.radius + GG_GEOMETRY_EPSILON;
  if (part != NULL)
    GEOSGeom_destroy_r (h, part);
  GEOSGeom_destroy_r (h, base);
  GEOSGeom_destroy_r (h, wedge);
  GEOSGeom_destroy_r (h, apex);
  return in;
}

static double
geos_distance (GEOSContextHandle_t h, const Query *q)
{
  GEOSGeometry *a = base_polygon (h, &q->a), *b = base_polygon (h, &q->b);
  double d = NAN;

  GEOSDistance_r (h, a, b, &d);
  GEOSGeom_destroy_r (h, a);
  GEOSGeom_destroy_r (h, b);
  return d;
}

static int
geos_segment (GEOSContextHandle_t h, const Query *q, const GEOSPreparedGeometry **prepared)
{
  GEOSCoordSequence *seq = GEOSCoordSeq_create_r (h, 2, 2);
  GEOSGeometry *line;
  int met = 0;

  GEOSCoordSeq_setXY_r (h, seq, 0, q->s0.x, q->s0.y);
  GEOSCoordSeq_setXY_r (h, seq, 1, q->s1.x, q->s1.y);
  line = GEOSGeom_createLineString_r (h, seq);
  for (int k = 0; k < N_POLYGONS; k++)
    met += GEOSPreparedIntersects_r (h, prepared[k], line) == 1;
  GEOSGeom_destroy_r (h, line);
  return met;
}

static void
geos (GEOSContextHandle_t h, const Query *q, const GEOSPreparedGeometry **prepared, Answer *out)
{
  for (int i = 0; i < N_QUERIES; i++)
    switch (i % 3)
      {
      case 0:
        out[i].distance = geos_distance (h, &q[i]);
        break;
      case 1:
        out[i].in_sector = geos_in_sector (h, &q[i]);
        break;
      default:
        out[i].polygons_met = geos_segment (h, &q[i], prepared);
      }
}

int
main (int argc, char **argv)
{
  GRand *r = g_rand_new_with_seed (argc > 1 ? atoi (argv[1]) : 1859);
  GArray *polys = random_polygons (r);
  Query *q = random_queries (r);
  Answer *a = g_new0 (Answer, N_QUERIES), *b = g_new0 (Answer, N_QUERIES);
  GEOSContextHandle_t h = GEOS_init_r ();
  GEOSGeometry *geoms[N_POLYGONS];
  const GEOSPreparedGeometry *prepared[N_POLYGONS];
  double t_ours, t_geos, max_diff = 0;
  int mismatches = 0;
  gint64 t0;

  for (int k = 0; k < N_POLYGONS; k++)
    {
      geoms[k] = ring_polygon (h, (GgPoint *) (polys->data + k * sizeof (GgPoint) * 6), 6);
      prepared[k] = GEOSPrepare_r (h, geoms[k]);
    }
  t0 = g_get_monotonic_time ();
  ours (q, polys, a);
  t_ours = (g_get_monotonic_time () - t0) / 1e6;
  t0 = g_get_monotonic_time ();
  geos (h, q, prepared, b);
  t_geos = (g_get_monotonic_time () - t0) / 1e6;
  for (int i = 0; i < N_QUERIES; i++)
    if (i % 3 == 0)
      max_diff = MAX (max_diff, fabs (a[i].distance - b[i].distance) / 10);
    else
      mismatches += i % 3 == 1 ? a[i].in_sector != b[i].in_sector
                               : a[i].polygons_met != b[i].polygons_met;
  printf ("{\"queries\":%d,\"ours_s\":%.4f,\"geos_s\":%.4f,\"speedup_vs_geos\":%.2f,"
          "\"max_abs_diff_cm\":%.3g,\"boolean_mismatches\":%d,\"geos\":\"%s\"}\n",
          N_QUERIES, t_ours, t_geos, t_geos / t_ours, max_diff, mismatches, GEOSversion ());
  for (int k = 0; k < N_POLYGONS; k++)
    {
      GEOSPreparedGeom_destroy_r (h, prepared[k]);
      GEOSGeom_destroy_r (h, geoms[k]);
    }
  GEOS_finish_r (h);
  g_free (a);
  g_free (b);
  g_free (q);
  g_array_unref (polys);
  g_rand_free (r);
  return mismatches == 0 && max_diff <= 1e-6 ? 0 : 1;
}
