/* gg-d6-table-terrain.c: the terrain under a normal move, read from the table's terrain: roads
 * (D6-MOVE-3, D6-TER-13, AMB-18), soft ground (D6-TER-11) and hills (D6-TER-12). */
#include "gg-d6-table-private.h"

#include <math.h>
#include <string.h>

#define STEP_IN 0.1 /* sampling step along the centre line, inches */

/* Whether @kind is soft ground for D6-TER-11: marsh, rice fields and reed beds. */
static gboolean
terrain_is_soft (GgTerrainKind kind)
{
  return kind == GG_TERRAIN_MARSH || kind == GG_TERRAIN_RICE || kind == GG_TERRAIN_REEDS;
}

static GgPoint
along (const GgD6TableUnit *unit, double bearing, double inches)
{
  GgPoint d = gg_bearing_vector (bearing);

  return (GgPoint){ unit->centre.x + d.x * _gg_d6_mm (inches),
                    unit->centre.y + d.y * _gg_d6_mm (inches) };
}

/* Inches the centre line stays within half the road's width of @road, up to @distance (and a
 * step further, so that a road long enough reads as covering the move). */
static double
road_run (GgD6Table *self, const GgD6TableUnit *unit, const GgTerrain *road, double bearing,
          double distance)
{
  double half = _gg_d6_mm (gg_d6_rules_number (self->rules, "terrain.road-width")) / 2;
  const GgPoint *pts = (const GgPoint *) road->points->data;
  double s = 0;

  for (; s <= distance + STEP_IN; s += STEP_IN)
    if (gg_polygon_point_distance (pts, road->points->len, FALSE, along (unit, bearing, s)) >
        half + GG_GEOMETRY_EPSILON)
      return MAX (0, s - STEP_IN);
  return s;
}

/* Some figure of the unit, shifted @inches along @bearing, touches @t. */
static gboolean
unit_meets_area (const GgD6TableUnit *unit, const GgTerrain *t, double bearing, double inches)
{
  GgPoint shift = along (unit, bearing, inches);

  shift.x -= unit->centre.x, shift.y -= unit->centre.y;
  for (guint i = 0; i < unit->figures->len; i++)
    {
      GgBase b = ((GgFigure *) g_ptr_array_index (unit->figures, i))->base;

      b.centre.x += shift.x, b.centre.y += shift.y;
      if (_gg_d6_base_meets_area (&b, t))
        return TRUE;
    }
  return FALSE;
}

static gboolean
soft_on_path (const GgD6TableUnit *unit, const GgTerrain *t, double bearing, double distance)
{
  for (double s = 0; s <= distance + 1e-9; s += 4 * STEP_IN)
    if (unit_meets_area (unit, t, bearing, s))
      return TRUE;
  return FALSE;
}

static int
level_at (GgD6Table *self, GgPoint p, const char **hill)
{
  int best = 0;

  *hill = NULL;
  for (guint i = 0; i < self->game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (self->game->terrain, i);
      const GgPoint *pts = (const GgPoint *) t->points->data;
      int level = t->has_level ? t->level : 1;

      if (t->kind == GG_TERRAIN_HILL && level > best &&
          gg_polygon_contains_point (pts, t->points->len, p))
        best = level, *hill = t->id;
    }
  return best;
}

/* D6-TER-12: the centre climbs (a higher level somewhere along the line) or comes down. */
static void
hill_step (GgD6Table *self, const GgD6TableUnit *unit, double bearing, double distance,
           GgD6MoveTerrain *out)
{
  const char *start_hill, *hill;
  int start = level_at (self, unit->centre, &start_hill);

  for (double s = STEP_IN; s <= distance + 1e-9 && out->hill_step <= 0; s += STEP_IN)
    {
      int level = level_at (self, along (unit, bearing, s), &hill);

      if (level > start)
        out->hill_step = 1, out->hill = hill;
      else if (level < start && out->hill_step == 0)
        out->hill_step = -1, out->hill = start_hill;
    }
}

void
gg_d6_table_move_terrain (GgD6Table *self, const GgD6TableUnit *unit, double bearing,
                          double distance, GgD6MoveTerrain *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < self->game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (self->game->terrain, i);

      if (t->kind == GG_TERRAIN_ROAD)
        {
          double run = road_run (self, unit, t, bearing, distance);

          if (run > out->road_ahead)
            out->road_ahead = run, out->road = t->id;
        }
      else if (out->soft == NULL && terrain_is_soft (t->kind) &&
               soft_on_path (unit, t, bearing, distance))
        out->soft = t->id;
    }
  out->on_road = out->road != NULL && out->road_ahead >= distance - GG_D6_EPS_IN;
  hill_step (self, unit, bearing, distance, out);
}

const char *
gg_d6_table_charge_soft_ground (GgD6Table *self, const GgD6TableUnit *attacker,
                                const GgD6TableUnit *target)
{
  GgPoint d = { target->centre.x - attacker->centre.x, target->centre.y - attacker->centre.y };
  double bearing = fmod (atan2 (d.x, d.y) * 180 / G_PI + 360, 360);
  GgD6MoveTerrain t;

  if (gg_d6_rules_option_is (self->rules, "soft-ground", "no-effect"))
    return NULL;
  gg_d6_table_move_terrain (self, attacker, bearing, _gg_d6_in (hypot (d.x, d.y)), &t);
  return t.soft;
}
