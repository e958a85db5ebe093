/* gg-geometry.c: bases, sectors, rays and outlines, exact and inclusive on boundaries.
 *
 * Rectangles are handled in their own frame (right, forward), where they are axis-aligned boxes;
 * distances between convex outlines are taken at vertices, so nothing here iterates or samples. */
#include "gg-geometry.h"

#include <math.h>

#define EPS GG_GEOMETRY_EPSILON

static inline GgPoint
pt (double x, double y)
{
  return (GgPoint){ x, y };
}

static inline GgPoint
sub (GgPoint a, GgPoint b)
{
  return pt (a.x - b.x, a.y - b.y);
}

static inline GgPoint
add_scaled (GgPoint a, GgPoint v, double k)
{
  return pt (a.x + v.x * k, a.y + v.y * k);
}

static inline double
dot (GgPoint a, GgPoint b)
{
  return a.x * b.x + a.y * b.y;
}

static inline double
cross (GgPoint a, GgPoint b)
{
  return a.x * b.y - a.y * b.x;
}

static inline double
orient (GgPoint a, GgPoint b, GgPoint c)
{
  return cross (sub (b, a), sub (c, a));
}

/* sqrt of the sum of squares: no overflow at table sizes, and several times cheaper than hypot() */
static inline double
len2 (double x, double y)
{
  return sqrt (x * x + y * y);
}

static inline double
clamp (double v, double lo, double hi)
{
  return v < lo ? lo : v > hi ? hi : v;
}

/* Points and directions */

GgPoint
gg_bearing_vector (double bearing)
{
  double b = fmod (bearing, 360.0);
  double r;

  if (b < 0)
    b += 360.0;
  /* exact at the cardinal bearings, so square tables give square answers */
  if (b == 0)
    return pt (0, 1);
  if (b == 90)
    return pt (1, 0);
  if (b == 180)
    return pt (0, -1);
  if (b == 270)
    return pt (-1, 0);
  r = b * (G_PI / 180.0);
  return pt (sin (r), cos (r));
}

double
gg_point_distance (GgPoint a, GgPoint b)
{
  return len2 (a.x - b.x, a.y - b.y);
}

/* Bases */

typedef struct
{
  GgPoint c, f, r; /* centre, forward and right unit vectors */
  double hx, hy;   /* half front, half depth */
} Frame;

static Frame
frame_of (const GgBase *base)
{
  Frame fr;

  fr.c = base->centre;
  fr.f = gg_bearing_vector (base->facing);
  fr.r = pt (fr.f.y, -fr.f.x);
  fr.hx = base->front / 2;
  fr.hy = base->depth / 2;
  return fr;
}

static inline GgPoint
to_local (const Frame *fr, GgPoint p)
{
  GgPoint v = sub (p, fr->c);

  return pt (dot (v, fr->r), dot (v, fr->f));
}

static inline GgPoint
to_world (const Frame *fr, double lx, double ly)
{
  return add_scaled (add_scaled (fr->c, fr->r, lx), fr->f, ly);
}

static double
radius_of (const GgBase *base)
{
  return base->diameter / 2;
}

static void frame_corners (const Frame *fr, GgPoint k[4]);

void
gg_base_corners (const GgBase *base, GgPoint corners[4])
{
  Frame fr = frame_of (base);

  frame_corners (&fr, corners);
}

GgPoint
gg_base_front_centre (const GgBase *base)
{
  double half = base->shape == GG_BASE_ROUND ? radius_of (base) : base->depth / 2;

  return add_scaled (base->centre, gg_bearing_vector (base->facing), half);
}

GgBox
gg_base_box (const GgBase *base)
{
  GgPoint k[4];

  if (base->shape == GG_BASE_ROUND)
    {
      double r = radius_of (base);

      return (GgBox){ base->centre.x - r, base->centre.y - r, base->centre.x + r,
                      base->centre.y + r };
    }
  gg_base_corners (base, k);
  return gg_points_box (k, 4);
}

double
gg_base_circumradius (const GgBase *base)
{
  if (base->shape == GG_BASE_ROUND)
    return radius_of (base);
  return hypot (base->front, base->depth) / 2;
}

gboolean
gg_base_contains_point (const GgBase *base, GgPoint p)
{
  return gg_base_point_distance (base, p, NULL) <= EPS;
}

static double
frame_point_distance (const Frame *fr, GgPoint p, GgPoint *nearest)
{
  GgPoint l = to_local (fr, p);
  double cx = clamp (l.x, -fr->hx, fr->hx), cy = clamp (l.y, -fr->hy, fr->hy);

  if (nearest)
    *nearest = (cx == l.x && cy == l.y) ? p : to_world (fr, cx, cy);
  return len2 (l.x - cx, l.y - cy);
}

static void
frame_corners (const Frame *fr, GgPoint k[4])
{
  k[0] = to_world (fr, -fr->hx, fr->hy);
  k[1] = to_world (fr, fr->hx, fr->hy);
  k[2] = to_world (fr, fr->hx, -fr->hy);
  k[3] = to_world (fr, -fr->hx, -fr->hy);
}

double
gg_base_point_distance (const GgBase *base, GgPoint p, GgPoint *nearest)
{
  Frame fr;

  if (base->shape == GG_BASE_ROUND)
    {
      double r = radius_of (base);
      double d = gg_point_distance (p, base->centre);

      if (d <= r)
        {
          if (nearest)
            *nearest = p;
          return 0;
        }
      if (nearest)
        *nearest = add_scaled (base->centre, sub (p, base->centre), r / d);
      return d - r;
    }
  fr = frame_of (base);
  return frame_point_distance (&fr, p, nearest);
}

static GgMeasure
measure_round_round (const GgBase *a, const GgBase *b)
{
  double ra = radius_of (a), rb = radius_of (b);
  double d = gg_point_distance (a->centre, b->centre);
  GgPoint u = d > 0 ? pt ((b->centre.x - a->centre.x) / d, (b->centre.y - a->centre.y) / d)
                    : pt (0, 0);
  GgMeasure m;

  m.distance = d - ra - rb;
  if (m.distance <= 0)
    {
      /* a common point: on the segment between the centres, inside both discs */
      double k = d > 0 ? clamp ((d + ra - rb) / 2, 0, d) : 0;

      m.from = m.to = add_scaled (a->centre, u, MIN (k, ra));
      m.distance = 0;
      return m;
    }
  m.from = add_scaled (a->centre, u, ra);
  m.to = add_scaled (b->centre, u, -rb);
  return m;
}

static GgMeasure
measure_rect_round (const GgBase *rect, const GgBase *round)
{
  double rb = radius_of (round);
  GgMeasure m;
  double d = gg_base_point_distance (rect, round->centre, &m.from);

  m.distance = d - rb;
  if (m.distance <= 0)
    {
      m.distance = 0;
      m.to = m.from;
      return m;
    }
  m.to = add_scaled (round->centre, sub (m.from, round->centre), rb / d);
  return m;
}

static gboolean
rects_separated (const Frame *a, const Frame *b)
{
  const GgPoint axes[4] = { a->r, a->f, b->r, b->f };
  GgPoint dc = sub (b->c, a->c);

  for (guint i = 0; i < 4; i++)
    {
      double ea = a->hx * fabs (dot (a->r, axes[i])) + a->hy * fabs (dot (a->f, axes[i]));
      double eb = b->hx * fabs (dot (b->r, axes[i])) + b->hy * fabs (dot (b->f, axes[i]));

      if (fabs (dot (dc, axes[i])) > ea + eb)
        return TRUE;
    }
  return FALSE;
}

/* Two rectangles that overlap with no corner inside the other (a cross): a point where edges
 * meet. */
static gboolean
crossing_point (const GgBase *a, const GgBase *b, GgPoint *p)
{
  GgPoint ka[4], kb[4];
  double s, t;

  gg_base_corners (a, ka);
  gg_base_corners (b, kb);
  for (guint i = 0; i < 4; i++)
    for (guint j = 0; j < 4; j++)
      if (gg_segment_distance (ka[i], ka[(i + 1) % 4], kb[j], kb[(j + 1) % 4], &s, &t) <= EPS)
        {
          *p = add_scaled (ka[i], sub (ka[(i + 1) % 4], ka[i]), s);
          return TRUE;
        }
  return FALSE;
}

static void
corners_to_rect (const Frame *from, const Frame *to, gboolean swap, GgMeasure *best)
{
  GgPoint k[4], n;

  frame_corners (from, k);
  for (guint i = 0; i < 4; i++)
    {
      double d = frame_point_distance (to, k[i], &n);

      if (d < best->distance)
        {
          best->distance = d;
          best->from = swap ? n : k[i];
          best->to = swap ? k[i] : n;
        }
    }
}

static GgMeasure
measure_rect_rect (const GgBase *a, const GgBase *b)
{
  GgMeasure m = { INFINITY, { 0, 0 }, { 0, 0 } };
  Frame fa = frame_of (a), fb = frame_of (b);
  GgPoint p;

  /* disjoint convex outlines are nearest at a vertex of one of them */
  corners_to_rect (&fa, &fb, FALSE, &m);
  corners_to_rect (&fb, &fa, TRUE, &m);
  if (m.distance <= EPS)
    return m;
  if (!rects_separated (&fa, &fb) && crossing_point (a, b, &p))
    {
      m.distance = 0;
      m.from = m.to = p;
    }
  return m;
}

GgMeasure
gg_base_measure (const GgBase *a, const GgBase *b)
{
  GgMeasure m;

  if (a->shape == GG_BASE_ROUND && b->shape == GG_BASE_ROUND)
    m = measure_round_round (a, b);
  else if (b->shape == GG_BASE_ROUND)
    m = measure_rect_round (a, b);
  else if (a->shape == GG_BASE_ROUND)
    {
      GgMeasure r = measure_rect_round (b, a);

      m.distance = r.distance;
      m.from = r.to;
      m.to = r.from;
    }
  else
    m = measure_rect_rect (a, b);
  /* touching, up to the noise of rotation and unit conversion */
  if (m.distance <= EPS)
    m.distance = 0;
  return m;
}

double
gg_base_distance (const GgBase *a, const GgBase *b)
{
  return gg_base_measure (a, b).distance;
}

double
gg_base_centre_distance (const GgBase *a, const GgBase *b)
{
  return gg_point_distance (a->centre, b->centre);
}

gboolean
gg_base_within_radius (const GgBase *base, GgPoint centre, double radius)
{
  return gg_base_point_distance (base, centre, NULL) <= radius + EPS;
}

double
gg_base_segment_distance (const GgBase *base, GgPoint a, GgPoint b)
{
  GgPoint k[4];
  double best;

  if (base->shape == GG_BASE_ROUND)
    return MAX (0, gg_point_segment_distance (base->centre, a, b, NULL) - radius_of (base));
  if (gg_base_point_distance (base, a, NULL) == 0)
    return 0;
  gg_base_corners (base, k);
  best = INFINITY;
  for (guint i = 0; i < 4 && best > 0; i++)
    best = MIN (best, gg_segment_distance (a, b, k[i], k[(i + 1) % 4], NULL, NULL));
  return best;
}

/* Sectors */

GgSector
gg_sector_for_base (const GgBase *firer, double half_angle, double radius)
{
  GgSector s;

  s.apex = gg_base_front_centre (firer);
  s.bearing = firer->facing;
  s.half_angle = half_angle;
  s.radius = radius;
  return s;
}

typedef struct
{
  GgPoint apex, left, right; /* boundary directions, as the firer sees them */
  double radius;
  gboolean reflex; /* half-angle above 90 */
} Cone;

static Cone
cone_of (const GgSector *s)
{
  Cone c;

  c.apex = s->apex;
  c.left = gg_bearing_vector (s->bearing - s->half_angle);
  c.right = gg_bearing_vector (s->bearing + s->half_angle);
  c.radius = s->radius;
  c.reflex = s->half_angle > 90;
  return c;
}

/* Direction @v (from the apex) lies between the boundaries, boundaries included. */
static gboolean
cone_holds (const Cone *c, GgPoint v)
{
  double cl = cross (c->left, v), cr = cross (c->right, v);

  return c->reflex ? (cl <= 0 || cr >= 0) : (cl <= 0 && cr >= 0);
}

static double
ray_point_distance (GgPoint o, GgPoint e, double length, GgPoint p)
{
  double t = clamp (dot (sub (p, o), e), 0, length);

  return gg_point_distance (p, add_scaled (o, e, t));
}

static double
cone_point_distance (const Cone *c, GgPoint p)
{
  GgPoint v = sub (p, c->apex);
  double rho = len2 (v.x, v.y);

  if (rho <= EPS)
    return 0;
  if (cone_holds (c, v))
    return rho <= c->radius ? 0 : rho - c->radius;
  return MIN (ray_point_distance (c->apex, c->left, c->radius, p),
              ray_point_distance (c->apex, c->right, c->radius, p));
}

double
gg_sector_point_distance (const GgSector *sector, GgPoint p)
{
  Cone c = cone_of (sector);

  return cone_point_distance (&c, p);
}

gboolean
gg_sector_contains_point (const GgSector *sector, GgPoint p)
{
  return gg_sector_point_distance (sector, p) <= EPS;
}

static gboolean segments_touch (GgPoint a0, GgPoint a1, GgPoint b0, GgPoint b1);

/* Edge @a-@b meets the arc of the cone (radius finite). */
static gboolean
segment_meets_arc (const Cone *c, GgPoint a, GgPoint b)
{
  GgPoint u = sub (b, a), w = sub (a, c->apex);
  double A = dot (u, u), B = dot (u, w), C = dot (w, w) - c->radius * c->radius;
  double tc = A > 0 ? clamp (-B / A, 0, 1) : 0;
  GgPoint q = add_scaled (a, u, tc);
  double disc;

  if (gg_point_distance (q, c->apex) > c->radius + EPS)
    return FALSE;
  disc = B * B - A * C;
  if (A == 0 || disc <= 0)
    return cone_holds (c, sub (q, c->apex));
  for (int sign = -1; sign <= 1; sign += 2)
    {
      double t = (-B + sign * sqrt (disc)) / A;

      if (t >= 0 && t <= 1 && cone_holds (c, sub (add_scaled (a, u, t), c->apex)))
        return TRUE;
    }
  return FALSE;
}

static gboolean
edges_near_segment (const GgPoint k[4], GgPoint a, GgPoint b)
{
  for (guint i = 0; i < 4; i++)
    if (segments_touch (a, b, k[i], k[(i + 1) % 4]))
      return TRUE;
  return FALSE;
}

static gboolean
rect_in_cone (const GgBase *base, Cone *c)
{
  Frame fr;
  double reach = gg_base_circumradius (base);
  double centre = cone_point_distance (c, base->centre);
  GgPoint k[4];
  gboolean bounded = isfinite (c->radius);

  /* the base lies within its circumcircle: far from the sector, or its centre inside it */
  if (centre > reach + EPS)
    return FALSE;
  if (centre == 0)
    return TRUE;
  fr = frame_of (base); /* its sine and cosine only when the circle did not settle it */
  if (!bounded) /* a sector just beyond the base's reach meets it exactly when the wedge does */
    c->radius = gg_point_distance (c->apex, base->centre) + reach + 1;
  frame_corners (&fr, k);
  for (guint i = 0; i < 4; i++)
    if (cone_point_distance (c, k[i]) <= EPS)
      return TRUE;
  if (frame_point_distance (&fr, c->apex, NULL) <= EPS ||
      edges_near_segment (k, c->apex, add_scaled (c->apex, c->left, c->radius)) ||
      edges_near_segment (k, c->apex, add_scaled (c->apex, c->right, c->radius)))
    return TRUE;
  for (guint i = 0; bounded && i < 4; i++)
    if (segment_meets_arc (c, k[i], k[(i + 1) % 4]))
      return TRUE;
  return FALSE;
}

gboolean
gg_base_in_sector (const GgBase *base, const GgSector *sector)
{
  Cone c = cone_of (sector);

  if (base->shape == GG_BASE_ROUND)
    return cone_point_distance (&c, base->centre) <= radius_of (base) + EPS;
  return rect_in_cone (base, &c);
}

static void
box_add (GgBox *box, GgPoint p)
{
  box->x0 = MIN (box->x0, p.x);
  box->y0 = MIN (box->y0, p.y);
  box->x1 = MAX (box->x1, p.x);
  box->y1 = MAX (box->y1, p.y);
}

GgBox
gg_sector_box (const GgSector *sector)
{
  Cone c = cone_of (sector);
  GgBox box = { c.apex.x, c.apex.y, c.apex.x, c.apex.y };

  if (!isfinite (c.radius))
    return (GgBox){ -INFINITY, -INFINITY, INFINITY, INFINITY };
  box_add (&box, add_scaled (c.apex, c.left, c.radius));
  box_add (&box, add_scaled (c.apex, c.right, c.radius));
  for (int b = 0; b < 360; b += 90)
    if (cone_holds (&c, gg_bearing_vector (b)))
      box_add (&box, add_scaled (c.apex, gg_bearing_vector (b), c.radius));
  return box;
}

/* Rays */

static gboolean
slab (double o, double d, double h, double *t0, double *t1)
{
  double ta, tb;

  if (d == 0)
    return o >= -h && o <= h;
  ta = (-h - o) / d;
  tb = (h - o) / d;
  if (ta > tb)
    {
      double x = ta;
      ta = tb;
      tb = x;
    }
  *t0 = MAX (*t0, ta);
  *t1 = MIN (*t1, tb);
  return *t0 <= *t1;
}

/* The ray passes within epsilon of the outline without entering it: first such place. */
static gboolean
ray_grazes_rect (const GgBase *base, GgPoint o, GgPoint d, double max, double *dist)
{
  GgPoint k[4], end = add_scaled (o, d, max);
  double best = INFINITY, s, t;

  gg_base_corners (base, k);
  for (guint i = 0; i < 4; i++)
    if (gg_segment_distance (o, end, k[i], k[(i + 1) % 4], &s, &t) <= EPS)
      best = MIN (best, s * max);
  *dist = best;
  return isfinite (best);
}

static gboolean
ray_hits_rect (GgPoint o, GgPoint d, double max, const GgBase *base, double *dist)
{
  Frame fr = frame_of (base);
  GgPoint lo = to_local (&fr, o);
  GgPoint ld = pt (dot (d, fr.r), dot (d, fr.f));
  double t0 = 0, t1 = max;

  if (slab (lo.x, ld.x, fr.hx, &t0, &t1) && slab (lo.y, ld.y, fr.hy, &t0, &t1))
    {
      *dist = t0;
      return TRUE;
    }
  return ray_grazes_rect (base, o, d, max, dist);
}

static gboolean
ray_hits_round (GgPoint o, GgPoint d, double max, const GgBase *base, double *dist)
{
  double r = radius_of (base);
  GgPoint w = sub (o, base->centre);
  double B = dot (w, d), C = dot (w, w) - r * r;
  double disc = B * B - C, t;

  if (C <= 0 || len2 (w.x, w.y) - r <= EPS)
    t = 0; /* starts inside or on the outline */
  else if (B > 0)
    return FALSE;
  else if (disc >= 0)
    t = -B - sqrt (disc);
  else if (sqrt (r * r - disc) <= r + EPS)
    t = -B; /* tangent, up to rounding */
  else
    return FALSE;
  if (t > max)
    return FALSE;
  *dist = t;
  return TRUE;
}

gboolean
gg_ray_hits_base (GgPoint origin, GgPoint direction, double max_length, const GgBase *base,
                  double *distance)
{
  double d = 0;
  gboolean hit;

  max_length += EPS;
  if (base->shape == GG_BASE_ROUND)
    hit = ray_hits_round (origin, direction, max_length, base, &d);
  else
    hit = ray_hits_rect (origin, direction, max_length, base, &d);
  if (hit && distance)
    *distance = MAX (0, d);
  return hit;
}

/* Segments */

static gboolean
on_segment (GgPoint a, GgPoint b, GgPoint p)
{
  return p.x >= MIN (a.x, b.x) && p.x <= MAX (a.x, b.x) && p.y >= MIN (a.y, b.y) &&
         p.y <= MAX (a.y, b.y);
}

static double
param_on (GgPoint a, GgPoint b, GgPoint p)
{
  GgPoint u = sub (b, a);
  double l = dot (u, u);

  return l > 0 ? clamp (dot (sub (p, a), u) / l, 0, 1) : 0;
}

/* Exact crossing or touching (orientation signs), with the parameters of a common point. */
static gboolean
intersect_params (GgPoint a0, GgPoint a1, GgPoint b0, GgPoint b1, double *s, double *t)
{
  double d1 = orient (b0, b1, a0), d2 = orient (b0, b1, a1);
  double d3 = orient (a0, a1, b0), d4 = orient (a0, a1, b1);

  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
    {
      *s = d1 / (d1 - d2);
      *t = d3 / (d3 - d4);
      return TRUE;
    }
  if (d1 == 0 && on_segment (b0, b1, a0))
    return *s = 0, *t = param_on (b0, b1, a0), TRUE;
  if (d2 == 0 && on_segment (b0, b1, a1))
    return *s = 1, *t = param_on (b0, b1, a1), TRUE;
  if (d3 == 0 && on_segment (a0, a1, b0))
    return *s = param_on (a0, a1, b0), *t = 0, TRUE;
  if (d4 == 0 && on_segment (a0, a1, b1))
    return *s = param_on (a0, a1, b1), *t = 1, TRUE;
  return FALSE;
}

double
gg_point_segment_distance (GgPoint p, GgPoint a, GgPoint b, double *t)
{
  double tt = param_on (a, b, p);

  if (t)
    *t = tt;
  return gg_point_distance (p, add_scaled (a, sub (b, a), tt));
}

double
gg_segment_distance (GgPoint a0, GgPoint a1, GgPoint b0, GgPoint b1, double *s, double *t)
{
  double ss, tt, best, d, p;

  if (intersect_params (a0, a1, b0, b1, &ss, &tt))
    best = 0;
  else
    {
      /* disjoint segments are nearest at an endpoint of one of them */
      best = gg_point_segment_distance (a0, b0, b1, &tt), ss = 0;
      if ((d = gg_point_segment_distance (a1, b0, b1, &p)) < best)
        best = d, ss = 1, tt = p;
      if ((d = gg_point_segment_distance (b0, a0, a1, &p)) < best)
        best = d, ss = p, tt = 0;
      if ((d = gg_point_segment_distance (b1, a0, a1, &p)) < best)
        best = d, ss = p, tt = 1;
    }
  if (s)
    *s = ss;
  if (t)
    *t = tt;
  return best;
}

static double
point_segment_distance2 (GgPoint p, GgPoint a, GgPoint b)
{
  GgPoint q = add_scaled (a, sub (b, a), param_on (a, b, p)), v = sub (p, q);

  return dot (v, v);
}

/* The segments meet or pass within epsilon: no square roots on the way. */
static gboolean
segments_touch (GgPoint a0, GgPoint a1, GgPoint b0, GgPoint b1)
{
  double s, t;
  double d1 = orient (b0, b1, a0), d2 = orient (b0, b1, a1);
  double d3 = orient (a0, a1, b0), d4 = orient (a0, a1, b1);
  double la = dot (sub (a1, a0), sub (a1, a0)), lb = dot (sub (b1, b0), sub (b1, b0));
  double far = 4 * EPS * EPS;

  /* The usual case, without a division: each segment lies on one side of the other's line and
   * every endpoint is more than 2 EPS from the other's line (|orient| / length), so from the
   * other segment too: they neither cross nor come within EPS. The margin of 2 covers the
   * rounding of the squares; anything nearer takes the exact tests below. */
  if (d1 * d2 > 0 && d3 * d4 > 0 && d1 * d1 > far * lb && d2 * d2 > far * lb &&
      d3 * d3 > far * la && d4 * d4 > far * la)
    return FALSE;
  return intersect_params (a0, a1, b0, b1, &s, &t) ||
         point_segment_distance2 (a0, b0, b1) <= EPS * EPS ||
         point_segment_distance2 (a1, b0, b1) <= EPS * EPS ||
         point_segment_distance2 (b0, a0, a1) <= EPS * EPS ||
         point_segment_distance2 (b1, a0, a1) <= EPS * EPS;
}

gboolean
gg_segments_intersect (GgPoint a0, GgPoint a1, GgPoint b0, GgPoint b1)
{
  return segments_touch (a0, a1, b0, b1);
}

/* Polygons and polylines */

static gboolean
crossing_number_odd (const GgPoint *v, guint n, GgPoint p)
{
  gboolean odd = FALSE;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    if ((v[i].y > p.y) != (v[j].y > p.y) &&
        p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x)
      odd = !odd;
  return odd;
}

double
gg_polygon_point_distance (const GgPoint *points, guint n, gboolean closed, GgPoint p)
{
  double best = n == 1 ? gg_point_distance (p, points[0]) : INFINITY;
  guint edges = closed ? n : n - 1;

  for (guint i = 0; i < edges && n > 1; i++)
    best = MIN (best, gg_point_segment_distance (p, points[i], points[(i + 1) % n], NULL));
  return best;
}

gboolean
gg_polygon_contains_point (const GgPoint *points, guint n, GgPoint p)
{
  return n >= 3 && (gg_polygon_point_distance (points, n, TRUE, p) <= EPS ||
                    crossing_number_odd (points, n, p));
}

gboolean
gg_polygon_interior_point (const GgPoint *points, guint n, GgPoint p)
{
  return n >= 3 && gg_polygon_point_distance (points, n, TRUE, p) > EPS &&
         crossing_number_odd (points, n, p);
}

static inline gboolean
boxes_apart (GgPoint a, GgPoint b, GgPoint c, GgPoint d)
{
  return MAX (a.x, b.x) + EPS < MIN (c.x, d.x) || MAX (c.x, d.x) + EPS < MIN (a.x, b.x) ||
         MAX (a.y, b.y) + EPS < MIN (c.y, d.y) || MAX (c.y, d.y) + EPS < MIN (a.y, b.y);
}

static gboolean
segment_meets_chain (GgPoint a, GgPoint b, const GgPoint *points, guint n, gboolean closed)
{
  guint edges = closed ? n : n - 1;

  if (n == 1)
    return gg_point_segment_distance (points[0], a, b, NULL) <= EPS;
  for (guint i = 0; i < edges; i++)
    {
      GgPoint c = points[i], d = points[i + 1 < n ? i + 1 : 0];

      if (!boxes_apart (a, b, c, d) && segments_touch (a, b, c, d))
        return TRUE;
    }
  return FALSE;
}

/* The segment's box (grown by EPS) and the points' box are apart. The points' box is made in
 * place, in locals the compiler keeps in registers: this test runs once per polygon per sight
 * line, and the call to gg_points_box was half its cost. */
static gboolean
segment_outside_box (GgPoint a, GgPoint b, const GgPoint *points, guint n)
{
  double x0 = points[0].x, x1 = x0, y0 = points[0].y, y1 = y0;

  for (guint i = 1; i < n; i++)
    {
      x0 = MIN (x0, points[i].x), x1 = MAX (x1, points[i].x);
      y0 = MIN (y0, points[i].y), y1 = MAX (y1, points[i].y);
    }
  return MAX (a.x, b.x) + EPS < x0 || MIN (a.x, b.x) - EPS > x1 || MAX (a.y, b.y) + EPS < y0 ||
         MIN (a.y, b.y) - EPS > y1;
}

/* Every vertex lies more than 2 EPS on one and the same side of the line through @a-@b: then
 * so does every point of every edge (the signed distance is linear along an edge), none comes
 * within EPS of the segment, and @a lies outside the polygon. Exact but for the factor 2,
 * which covers rounding; no division. */
static gboolean
polygon_beside_line (GgPoint a, GgPoint b, const GgPoint *points, guint n)
{
  double far = 4 * EPS * EPS * dot (sub (b, a), sub (b, a));
  double first = orient (a, b, points[0]);

  if (first * first <= far)
    return FALSE;
  for (guint i = 1; i < n; i++)
    {
      double d = orient (a, b, points[i]);

      if (d * first <= 0 || d * d <= far)
        return FALSE;
    }
  return TRUE;
}

gboolean
gg_segment_meets_polygon (GgPoint a, GgPoint b, const GgPoint *points, guint n)
{
  if (n == 0 || segment_outside_box (a, b, points, n) || polygon_beside_line (a, b, points, n))
    return FALSE;
  /* the segment meets the outline, or lies wholly inside */
  return segment_meets_chain (a, b, points, n, TRUE) ||
         (n >= 3 && crossing_number_odd (points, n, a));
}

gboolean
gg_segment_meets_polyline (GgPoint a, GgPoint b, const GgPoint *points, guint n)
{
  return n > 0 && !segment_outside_box (a, b, points, n) &&
         segment_meets_chain (a, b, points, n, FALSE);
}

static int
cmp_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Parameters along @a-@b where it may enter or leave the polygon. */
static GArray *
cut_params (GgPoint a, GgPoint b, const GgPoint *points, guint n)
{
  GArray *ts = g_array_new (FALSE, FALSE, sizeof (double));
  double s, t, zero = 0, one = 1;

  g_array_append_val (ts, zero);
  g_array_append_val (ts, one);
  for (guint i = 0; i < n; i++)
    {
      if (intersect_params (a, b, points[i], points[(i + 1) % n], &s, &t))
        g_array_append_val (ts, s);
      if (gg_point_segment_distance (points[i], a, b, &s) <= EPS)
        g_array_append_val (ts, s);
    }
  g_array_sort (ts, cmp_double);
  return ts;
}

void
gg_segment_polygon_intervals (GgPoint a, GgPoint b, const GgPoint *points, guint n,
                              GArray *intervals)
{
  g_autoptr (GArray) ts = NULL;
  double length = gg_point_distance (a, b);
  guint first = intervals->len;

  if (n < 3)
    return;
  ts = cut_params (a, b, points, n);
  for (guint i = 0; i + 1 < ts->len; i++)
    {
      double t0 = g_array_index (ts, double, i), t1 = g_array_index (ts, double, i + 1);
      GgPoint mid = add_scaled (a, sub (b, a), (t0 + t1) / 2);

      if ((t1 - t0) * length <= EPS || !gg_polygon_interior_point (points, n, mid))
        continue;
      if (intervals->len > first && g_array_index (intervals, double, intervals->len - 1) == t0)
        g_array_index (intervals, double, intervals->len - 1) = t1;
      else
        {
          g_array_append_val (intervals, t0);
          g_array_append_val (intervals, t1);
        }
    }
}

GgBox
gg_points_box (const GgPoint *points, guint n)
{
  GgBox box = { INFINITY, INFINITY, -INFINITY, -INFINITY };

  for (guint i = 0; i < n; i++)
    box_add (&box, points[i]);
  return box;
}

/* Boxes */

gboolean
gg_box_intersects (const GgBox *a, const GgBox *b)
{
  return a->x0 <= b->x1 && b->x0 <= a->x1 && a->y0 <= b->y1 && b->y0 <= a->y1;
}

GgBox
gg_box_grow (GgBox box, double margin)
{
  return (GgBox){ box.x0 - margin, box.y0 - margin, box.x1 + margin, box.y1 + margin };
}
