/* gg-geometry.h: exact plane geometry on bases, sectors, rays and terrain outlines.
 *
 * Plain C on plain values (gg-types.h); every length is millimetres, every angle degrees.
 * Boundaries are inclusive: a base that touches a wedge, a circle or a ray is inside it. To make
 * "touching" survive unit conversion and rotation, points closer than GG_GEOMETRY_EPSILON count as
 * touching. Facing is a compass bearing (0 = +y, 90 = +x); a base's front edge faces its bearing. */
#pragma once

#include <glib.h>

#include "gg-types.h"

G_BEGIN_DECLS

/* A millionth of a millimetre: far below anything a ruler sees, far above rounding noise. */
#define GG_GEOMETRY_EPSILON 1e-6

typedef struct
{
  double x0, y0, x1, y1;
} GgBox;

/* A circular sector (or, with an infinite radius, a wedge). Half-angle 90 is the half-plane ahead
 * of the apex; anything up to 180 is accepted. */
typedef struct
{
  GgPoint apex;
  double bearing;    /* degrees, compass */
  double half_angle; /* degrees, (0, 180] */
  double radius;     /* mm; INFINITY for an unbounded wedge */
} GgSector;

/* Edge-to-edge measurement between two bases. */
typedef struct
{
  double distance; /* least distance between the outlines; 0 when they touch or overlap */
  GgPoint from;    /* nearest point on the first base (a common point when touching) */
  GgPoint to;      /* nearest point on the second base */
} GgMeasure;

typedef enum
{
  GG_POLYGON_VALID,
  GG_POLYGON_TOO_FEW_POINTS,
  GG_POLYGON_NOT_FINITE,
  GG_POLYGON_REPEATED_POINT,
  GG_POLYGON_SELF_INTERSECTING,
  GG_POLYGON_ZERO_AREA,
  GG_POLYGON_TOO_INTRICATE, /* more comparisons than a check may take: refused, not hung on */
} GgPolygonProblem;

/* Points and directions */
GgPoint gg_bearing_vector (double bearing);
double gg_point_distance (GgPoint a, GgPoint b);

/* Bases */
/* Rectangles: front-left, front-right, back-right, back-left (left/right as the figure sees). */
void gg_base_corners (const GgBase *base, GgPoint corners[4]);
GgPoint gg_base_front_centre (const GgBase *base);
GgBox gg_base_box (const GgBase *base);
/* Radius of the smallest circle about the centre that holds the base. */
double gg_base_circumradius (const GgBase *base);
gboolean gg_base_contains_point (const GgBase *base, GgPoint p);
double gg_base_point_distance (const GgBase *base, GgPoint p, GgPoint *nearest);
GgMeasure gg_base_measure (const GgBase *a, const GgBase *b);
double gg_base_distance (const GgBase *a, const GgBase *b);
double gg_base_centre_distance (const GgBase *a, const GgBase *b);
/* Some part of @base within @radius of @centre (the shell circle). */
gboolean gg_base_within_radius (const GgBase *base, GgPoint centre, double radius);
/* Least distance from the segment @a-@b to the base outline (0 if it meets the base). */
double gg_base_segment_distance (const GgBase *base, GgPoint a, GgPoint b);

/* Sectors, wedges and rays */
/* The wedge of a firer: apex at the centre of its front edge, bisected by its facing. */
GgSector gg_sector_for_base (const GgBase *firer, double half_angle, double radius);
gboolean gg_sector_contains_point (const GgSector *sector, GgPoint p);
double gg_sector_point_distance (const GgSector *sector, GgPoint p);
/* Some part of @base inside @sector (fire arc, canister). */
gboolean gg_base_in_sector (const GgBase *base, const GgSector *sector);
GgBox gg_sector_box (const GgSector *sector);
/* Distance along the ray from @origin in @direction (a unit vector) to its first contact with
 * @base, if it meets it within @max_length; grazing counts. */
gboolean gg_ray_hits_base (GgPoint origin, GgPoint direction, double max_length, const GgBase *base,
                           double *distance);

/* Segments, polygons and polylines */
/* Least distance between segments, with the parameters (0..1) of the nearest points. */
double gg_segment_distance (GgPoint a0, GgPoint a1, GgPoint b0, GgPoint b1, double *s, double *t);
gboolean gg_segments_intersect (GgPoint a0, GgPoint a1, GgPoint b0, GgPoint b1);
double gg_point_segment_distance (GgPoint p, GgPoint a, GgPoint b, double *t);
/* Boundary inclusive. */
gboolean gg_polygon_contains_point (const GgPoint *points, guint n, GgPoint p);
/* Strictly inside: not on (nor within epsilon of) the outline. */
gboolean gg_polygon_interior_point (const GgPoint *points, guint n, GgPoint p);
double gg_polygon_point_distance (const GgPoint *points, guint n, gboolean closed, GgPoint p);
/* The segment touches or enters the polygon (closed) or polyline (open). */
gboolean gg_segment_meets_polygon (GgPoint a, GgPoint b, const GgPoint *points, guint n);
gboolean gg_segment_meets_polyline (GgPoint a, GgPoint b, const GgPoint *points, guint n);
/* The parts of segment @a-@b strictly inside the polygon, as pairs of parameters (0..1) appended
 * to @intervals (doubles: t0, t1, t0, t1, ...), in order along the segment. */
void gg_segment_polygon_intervals (GgPoint a, GgPoint b, const GgPoint *points, guint n,
                                   GArray *intervals);
GgBox gg_points_box (const GgPoint *points, guint n);
/* At least three finite points, no repeated point, not self-intersecting, some area. @where is set
 * to the index of the first offending point. */
GgPolygonProblem gg_polygon_check (const GgPoint *points, guint n, guint *where);
const char *gg_polygon_problem_message (GgPolygonProblem problem);

/* Boxes */
gboolean gg_box_intersects (const GgBox *a, const GgBox *b);
GgBox gg_box_grow (GgBox box, double margin);

G_END_DECLS
