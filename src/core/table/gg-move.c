/* gg-move.c */
#include "gg-move.h"

#include <math.h>

typedef struct
{
  double t0, t1;
  double per_cm;
  gboolean road; /* roads win over the area they cross (BG-8-k) */
  gboolean passable;
  const char *id;
} Span;

static GgPoint
lerp (GgPoint a, GgPoint b, double t)
{
  return (GgPoint){ a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t };
}

static double
seg_dist (GgPoint a, GgPoint b, double t, GgPoint s0, GgPoint s1)
{
  return gg_point_segment_distance (lerp (a, b, t), s0, s1, NULL);
}

/* The distance from a point moving along a-b to the segment s0-s1 is convex in t: find its
 * minimum, then where it crosses @w on each side. */
static gboolean
band_interval (GgPoint a, GgPoint b, GgPoint s0, GgPoint s1, double w, double *t0, double *t1)
{
  double lo = 0, hi = 1, m, l, r;

  for (int i = 0; i < 80; i++)
    {
      double m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;

      if (seg_dist (a, b, m1, s0, s1) < seg_dist (a, b, m2, s0, s1))
        hi = m2;
      else
        lo = m1;
    }
  m = (lo + hi) / 2;
  if (seg_dist (a, b, m, s0, s1) > w)
    return FALSE;
  for (l = 0, r = m; r - l > 1e-12;)
    (seg_dist (a, b, (l + r) / 2, s0, s1) > w ? (l = (l + r) / 2) : (r = (l + r) / 2));
  *t0 = seg_dist (a, b, 0, s0, s1) <= w ? 0 : r;
  for (l = m, r = 1; r - l > 1e-12;)
    (seg_dist (a, b, (l + r) / 2, s0, s1) > w ? (r = (l + r) / 2) : (l = (l + r) / 2));
  *t1 = seg_dist (a, b, 1, s0, s1) <= w ? 1 : l;
  return TRUE;
}

static void
add_span (GArray *spans, double t0, double t1, GgTerrainCost *c, gboolean road, const char *id)
{
  Span s = { t0, t1, c->per_cm, road, c->passable, id };

  g_array_append_val (spans, s);
}

static void
band_spans (GgTerrain *t, GgTerrainCost *c, double w, GgPoint a, GgPoint b, GArray *spans)
{
  const GgPoint *p = (const GgPoint *) t->points->data;

  for (guint i = 0; i + 1 < t->points->len; i++)
    {
      double t0, t1;

      if (band_interval (a, b, p[i], p[i + 1], w, &t0, &t1) && t1 > t0)
        add_span (spans, t0, t1, c, t->kind == GG_TERRAIN_ROAD, t->id);
    }
}

static void
area_spans (GgTerrain *t, GgTerrainCost *c, GgPoint a, GgPoint b, GArray *spans)
{
  g_autoptr (GArray) iv = g_array_new (FALSE, FALSE, sizeof (double));

  gg_segment_polygon_intervals (a, b, (const GgPoint *) t->points->data, t->points->len, iv);
  for (guint i = 0; i + 1 < iv->len; i += 2)
    add_span (spans, g_array_index (iv, double, i), g_array_index (iv, double, i + 1), c, FALSE,
              t->id);
}

static void
add_crossed (GgMoveCost *out, const char *id)
{
  if (!g_ptr_array_find_with_equal_func (out->crossed, id, g_str_equal, NULL))
    g_ptr_array_add (out->crossed, (gpointer) id);
}

/* Obstacles and buildings: a fixed price, paid once if the path meets them. */
static void
fixed_costs (GgTerrain *t, GgTerrainCost *c, GgPoint a, GgPoint b, GgMoveCost *out)
{
  const GgPoint *p = (const GgPoint *) t->points->data;
  gboolean linear = gg_terrain_kind_is_linear (t->kind);
  gboolean meets = linear ? gg_segment_meets_polyline (a, b, p, t->points->len)
                          : gg_segment_meets_polygon (a, b, p, t->points->len);

  if (!meets || (c->fixed_mm <= 0 && c->passable))
    return;
  out->cost += c->fixed_mm;
  out->passable = out->passable && c->passable;
  add_crossed (out, t->id);
}

static GArray *
collect_spans (GgGame *game, GgTableRules *rules, GgArm arm, GgPoint a, GgPoint b, GgMoveCost *out)
{
  GArray *spans = g_array_new (FALSE, FALSE, sizeof (Span));

  for (guint i = 0; i < game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (game->terrain, i);
      GgTerrainCost c = rules->terrain[t->kind][arm];

      if (c.fixed_mm > 0 || (gg_terrain_kind_is_linear (t->kind) && !c.passable))
        fixed_costs (t, &c, a, b, out);
      else if (gg_terrain_kind_is_linear (t->kind) && c.per_cm != 1)
        band_spans (t, &c, rules->road_half_width, a, b, spans);
      else if (!gg_terrain_kind_is_linear (t->kind) && (c.per_cm != 1 || !c.passable))
        area_spans (t, &c, a, b, spans);
    }
  return spans;
}

static int
cmp_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The weight of the path at parameter @t, from every span covering it. */
static double
weight_at (GArray *spans, double t, GgMoveCost *out)
{
  double area = 1, road = -1;

  for (guint i = 0; i < spans->len; i++)
    {
      Span *s = &g_array_index (spans, Span, i);

      if (t < s->t0 || t > s->t1)
        continue;
      add_crossed (out, s->id);
      out->passable = out->passable && s->passable;
      if (s->road)
        road = road < 0 ? s->per_cm : MIN (road, s->per_cm);
      else
        area = MAX (area, s->per_cm);
    }
  return road >= 0 ? road : area;
}

void
gg_move_path_cost (GgGame *game, GgTableRules *rules, GgArm arm, GgPoint a, GgPoint b,
                   GgMoveCost *out)
{
  g_autoptr (GArray) spans = NULL;
  g_autoptr (GArray) cuts = g_array_new (FALSE, FALSE, sizeof (double));
  double zero = 0, one = 1;

  out->length = gg_point_distance (a, b);
  out->cost = 0;
  out->passable = TRUE;
  out->crossed = g_ptr_array_new ();
  if (out->length <= 0)
    return;
  spans = collect_spans (game, rules, arm, a, b, out);
  g_array_append_val (cuts, zero);
  g_array_append_val (cuts, one);
  for (guint i = 0; i < spans->len; i++)
    g_array_append_vals (cuts, &g_array_index (spans, Span, i).t0, 2);
  g_array_sort (cuts, cmp_double);
  for (guint i = 0; i + 1 < cuts->len; i++)
    {
      double t0 = g_array_index (cuts, double, i), t1 = g_array_index (cuts, double, i + 1);

      if (t1 > t0)
        out->cost += (t1 - t0) * out->length * weight_at (spans, (t0 + t1) / 2, out);
    }
}

void
gg_move_cost_clear (GgMoveCost *cost)
{
  g_clear_pointer (&cost->crossed, g_ptr_array_unref);
}

/* Leader first */

GPtrArray *
gg_move_outside_ring (GgGame *game, const GgFigure *leader, double radius)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f != leader && f->side == leader->side && f->squad == leader->squad &&
          leader->squad > 0 && gg_base_distance (&leader->base, &f->base) > radius)
        g_ptr_array_add (out, f);
    }
  return out;
}

/* Contact */

const GgFigure *
gg_move_snap (GgGame *game, GgBase *base, GHashTable *ignore, double tolerance)
{
  const GgFigure *best = NULL;
  GgMeasure best_m = { G_MAXDOUBLE };

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      GgMeasure m;

      /* the cheap distance test first: hashing every figure's id cost more than the rest */
      if (gg_point_distance (f->base.centre, base->centre) >
          gg_base_circumradius (&f->base) + gg_base_circumradius (base) + tolerance)
        continue;
      if (ignore != NULL && g_hash_table_contains (ignore, f->id))
        continue;
      m = gg_base_measure (base, &f->base);
      if (m.distance < best_m.distance)
        best = f, best_m = m;
    }
  if (best == NULL || best_m.distance > tolerance || best_m.distance <= 0)
    return NULL;
  base->centre.x += best_m.to.x - best_m.from.x;
  base->centre.y += best_m.to.y - best_m.from.y;
  return best;
}

/* Turning */

static GgPoint
gg_move_rotate_point (GgPoint p, GgPoint pivot, double angle)
{
  double a = angle * G_PI / 180, c = cos (a), s = sin (a);
  double x = p.x - pivot.x, y = p.y - pivot.y;

  return (GgPoint){ pivot.x + x * c + y * s, pivot.y - x * s + y * c };
}

double
gg_move_bearing (GgPoint from, GgPoint to)
{
  double b = atan2 (to.x - from.x, to.y - from.y) * 180 / G_PI;

  return b < 0 ? b + 360 : b;
}

GgBase
gg_move_wheel (const GgBase *base, double angle, double *moved)
{
  GgPoint corners[4];
  GgBase out = *base;
  GgPoint pivot;

  gg_base_corners (base, corners);
  /* clockwise: pivot on the right front corner, the left one swings */
  pivot = angle >= 0 ? corners[1] : corners[0];
  out.centre = gg_move_rotate_point (base->centre, pivot, angle);
  out.facing = fmod (base->facing + angle + 360, 360);
  if (moved != NULL)
    *moved = gg_point_distance (corners[0], corners[1]) * fabs (angle) * G_PI / 180;
  return out;
}
