/* gg-d6-table-moves.c: moves measured on the table: the direct march with its stops (D6-MOVE-12,
 * D6-MOVE-14, D6-MOVE-17), wheels (D6-MOVE-13), compulsory moves (D6-COMP), charges (D6-CHG-1/2)
 * and the Fog of War moves (D6-FOG-T4, T11). */
#include "gg-d6-table-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#define STEP_IN 0.25 /* sampling step along a path, inches; then bisection */

/* Terrain a move stops at (D6-MOVE-17, AMB-21: hills and roads only when designated, which the
 * table part cannot say, so not here) and terrain nothing crosses. */
static gboolean
stops_moves (GgTerrainKind kind)
{
  switch (kind)
    {
    case GG_TERRAIN_BUILDING:
    case GG_TERRAIN_WOOD:
    case GG_TERRAIN_ORCHARD:
    case GG_TERRAIN_VINEYARD:
    case GG_TERRAIN_RICE:
    case GG_TERRAIN_REEDS:
    case GG_TERRAIN_MARSH:
      return TRUE;
    default:
      return FALSE;
    }
}

static GgPoint
shift_of (double bearing, double inches)
{
  GgPoint v = gg_bearing_vector (bearing);

  return (GgPoint){ v.x * _gg_d6_mm (inches), v.y * _gg_d6_mm (inches) };
}

gboolean
_gg_d6_base_meets_area (const GgBase *b, const GgTerrain *t)
{
  GgPoint k[12];
  guint n = _gg_d6_outline (b, k);
  const GgPoint *pts = (const GgPoint *) t->points->data;

  for (guint i = 0; i < n; i++)
    if (gg_segment_meets_polygon (k[i], k[(i + 1) % n], pts, t->points->len))
      return TRUE;
  return gg_polygon_contains_point (pts, t->points->len, b->centre);
}

/* A bit per terrain feature the shifted unit touches (@lake: any lake), up to 64 features. */
static guint64
terrain_touched (GgD6Table *self, const GgD6TableUnit *u, GgPoint shift, gboolean *lake)
{
  guint64 mask = 0;

  *lake = FALSE;
  for (guint t = 0; t < self->game->terrain->len && t < 64; t++)
    {
      GgTerrain *ter = g_ptr_array_index (self->game->terrain, t);

      if ((!stops_moves (ter->kind) && ter->kind != GG_TERRAIN_LAKE) ||
          gg_terrain_kind_is_linear (ter->kind))
        continue;
      for (guint i = 0; i < u->figures->len; i++)
        {
          GgBase b = ((GgFigure *) g_ptr_array_index (u->figures, i))->base;

          b.centre.x += shift.x, b.centre.y += shift.y;
          if (_gg_d6_base_meets_area (&b, ter))
            {
              if (ter->kind == GG_TERRAIN_LAKE)
                *lake = TRUE;
              else
                mask |= G_GUINT64_CONSTANT (1) << t;
              break;
            }
        }
    }
  return mask;
}

static gboolean
on_table (GgD6Table *self, const GgD6TableUnit *u, GgPoint shift)
{
  for (guint i = 0; i < u->figures->len; i++)
    {
      GgBase b = ((GgFigure *) g_ptr_array_index (u->figures, i))->base;
      GgBox box;

      b.centre.x += shift.x, b.centre.y += shift.y;
      box = gg_base_box (&b);
      if (box.x0 < -GG_GEOMETRY_EPSILON || box.y0 < -GG_GEOMETRY_EPSILON ||
          box.x1 > self->game->width + GG_GEOMETRY_EPSILON ||
          box.y1 > self->game->depth + GG_GEOMETRY_EPSILON)
        return FALSE;
    }
  return TRUE;
}

static double
enemy_distance (GgD6Table *self, const GgD6TableUnit *u, GgPoint shift, const GgD6TableUnit *except)
{
  double best = INFINITY;

  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *e = g_ptr_array_index (self->units, i);

      if (e != except && _gg_d6_is_enemy (u, e) && gg_d6_table_unit_present (e))
        best = MIN (best, _gg_d6_shifted_distance (u, shift, e));
    }
  return best;
}

typedef struct
{
  GgD6Table *self;
  const GgD6TableUnit *unit;
  double bearing;
  gboolean to_contact;
  double enemy0; /* enemy distance at the start */
  guint64 terrain0;
  gboolean cavalry_halt;
} March;

/* Why the march may not reach @s inches; STOP_NONE if it may. */
static GgD6Stop
march_blocked (March *m, double s)
{
  GgPoint shift = shift_of (m->bearing, s);
  gboolean lake;
  guint64 terrain = terrain_touched (m->self, m->unit, shift, &lake);

  if (!on_table (m->self, m->unit, shift))
    return GG_D6_STOP_TABLE_EDGE;
  if (lake)
    return GG_D6_STOP_TERRAIN;
  if (m->cavalry_halt && enemy_distance (m->self, m->unit, shift, NULL) < m->enemy0 - 1e-4)
    return GG_D6_STOP_ENEMY; /* D6-FOG-T5, AMB-46: no closer to any enemy */
  if (!m->to_contact)
    {
      double limit = MIN (gg_d6_rules_number (m->self->rules, "move.enemy-stop"), m->enemy0);

      if (enemy_distance (m->self, m->unit, shift, NULL) < limit - 1e-4)
        return GG_D6_STOP_ENEMY; /* D6-MOVE-14 */
    }
  else if (enemy_distance (m->self, m->unit, shift, NULL) <= 0 &&
           enemy_distance (m->self, m->unit, shift_of (m->bearing, s - 1e-4), NULL) <= 0)
    return GG_D6_STOP_CONTACT; /* past touching: overlapping */
  if ((terrain & ~m->terrain0) != 0 || (m->terrain0 != 0 && terrain == 0))
    return GG_D6_STOP_TERRAIN; /* entering: first touch; leaving: once wholly clear (AMB-21) */
  return GG_D6_STOP_NONE;
}

static double
march (March *m, double distance, GgD6Stop *stop)
{
  gboolean lake;
  double good = 0, bad;

  m->enemy0 = enemy_distance (m->self, m->unit, (GgPoint){ 0, 0 }, NULL);
  m->terrain0 = terrain_touched (m->self, m->unit, (GgPoint){ 0, 0 }, &lake);
  *stop = GG_D6_STOP_NONE;
  for (bad = MIN (STEP_IN, distance); bad <= distance + 1e-9; bad += STEP_IN)
    {
      if ((*stop = march_blocked (m, bad)) != GG_D6_STOP_NONE)
        break;
      good = bad;
      if (bad < distance && bad + STEP_IN > distance)
        bad = distance - STEP_IN;
    }
  if (*stop == GG_D6_STOP_NONE)
    return distance;
  for (int i = 0; i < 30; i++)
    {
      double mid = (good + bad) / 2;

      if (march_blocked (m, mid) != GG_D6_STOP_NONE)
        bad = mid;
      else
        good = mid;
    }
  /* a terrain stop ends the move on the boundary it crosses */
  return *stop == GG_D6_STOP_TERRAIN ? bad : good;
}

static double
angle_off (double a, double b)
{
  double d = fmod (fabs (a - b), 360.0);

  return d > 180 ? 360 - d : d;
}

static gboolean
figure_near (const GgTerrain *t, const GgFigure *fig, double within_mm)
{
  const GgPoint *pts = (const GgPoint *) t->points->data;
  gboolean area = !gg_terrain_kind_is_linear (t->kind);

  if (area && gg_polygon_contains_point (pts, t->points->len, fig->base.centre))
    return TRUE;
  return gg_polygon_point_distance (pts, t->points->len, area, fig->base.centre) <= within_mm;
}

int
gg_d6_table_near_place (GgD6Table *self, const char *place, char side, char **brigades,
                        double within)
{
  GgTerrain *t = gg_game_lookup_terrain (self->game, place);

  if (t == NULL || t->points->len == 0)
    return -1;
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *u = g_ptr_array_index (self->units, i);

      if (u->side != side || u->level != GG_D6_LEVEL_NONE || !gg_d6_table_unit_present (u) ||
          (brigades != NULL &&
           (u->state->brigade == NULL ||
            !g_strv_contains ((const char *const *) brigades, u->state->brigade))))
        continue;
      for (guint j = 0; j < u->figures->len; j++)
        if (figure_near (t, g_ptr_array_index (u->figures, j), within * 25.4))
          return 1;
    }
  return 0;
}

double
gg_d6_table_enemy_distance (GgD6Table *self, const GgD6TableUnit *unit, double bearing,
                            double distance)
{
  GgPoint shift = shift_of (bearing, distance);
  double best = INFINITY;

  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *e = g_ptr_array_index (self->units, i);

      if (_gg_d6_is_enemy (unit, e) && e->level == GG_D6_LEVEL_NONE && gg_d6_table_unit_present (e))
        best = MIN (best, _gg_d6_shifted_distance (unit, shift, e));
    }
  return best;
}

double
gg_d6_table_march_limit (GgD6Table *self, const GgD6TableUnit *unit, double bearing,
                         double distance, gboolean to_contact, GgD6Stop *stop)
{
  March m = { self, unit, bearing, to_contact, 0, 0, FALSE };
  GgD6Stop dummy;

  m.cavalry_halt =
    gg_d6_unit_is_cavalry (&unit->unit) &&
    gg_d6_fog_find (self->d6->fog, GG_D6_FOG_CAVALRY_HALT, _gg_d6_pt (self), unit->side) != NULL;
  if (stop == NULL)
    stop = &dummy;
  *stop = GG_D6_STOP_NONE;
  if (!gg_d6_move_direct_march_ok (self->rules, angle_off (bearing, unit->facing)))
    return -1; /* D6-MOVE-12 */
  if (unit->figures->len == 0 || distance <= 0)
    return 0;
  if (gg_d6_unit_is_guns (&unit->unit) && unit->unit.formation == GG_D6_FORM_UNLIMBERED)
    return 0; /* D6-REF-1, D6-AMB-49: unlimbered guns are only manhandled */
  return march (&m, distance, stop);
}

/* Some figure of @unit, shifted by @shift, overlaps a figure of @other: one's centre is on the
 * other's base (units standing side by side only touch). */
static gboolean
overlaps (const GgD6TableUnit *unit, GgPoint shift, const GgD6TableUnit *other)
{
  for (guint i = 0; i < unit->figures->len; i++)
    {
      GgBase b = ((GgFigure *) g_ptr_array_index (unit->figures, i))->base;

      b.centre.x += shift.x, b.centre.y += shift.y;
      for (guint j = 0; j < other->figures->len; j++)
        {
          const GgBase *o = &((GgFigure *) g_ptr_array_index (other->figures, j))->base;

          if (gg_base_contains_point (o, b.centre) || gg_base_contains_point (&b, o->centre))
            return TRUE;
        }
    }
  return FALSE;
}

/* D6-DIS-C6 (L90), D6-AMB-13: moving through a friendly unit disorders the mover, unless it or
 * the friend is light troops. */
static gboolean
interpenetrates (GgD6Table *self, const GgD6TableUnit *unit, GgPoint s)
{
  double length = _gg_d6_in (hypot (s.x, s.y));
  int steps = MAX (1, (int) ceil (length / 0.25)); /* quarter-inch steps */

  if (gg_d6_unit_is_light (&unit->unit))
    return FALSE;
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *f = g_ptr_array_index (self->units, i);

      if (f == unit || f->side != unit->side || !gg_d6_table_unit_present (f) ||
          f->level != GG_D6_LEVEL_NONE || gg_d6_unit_is_light (&f->unit) ||
          overlaps (unit, (GgPoint){ 0, 0 }, f))
        continue; /* light troops pass and are passed freely, a commander is no unit in the way;
                   * a friend overlapped from the start is not one passed through */
      for (int k = 1; k <= steps; k++)
        if (overlaps (unit, (GgPoint){ s.x * k / steps, s.y * k / steps }, f))
          return TRUE;
    }
  return FALSE;
}

gboolean
gg_d6_table_march_through_friends (GgD6Table *self, const GgD6TableUnit *unit, double bearing,
                                   double distance)
{
  return interpenetrates (self, unit, shift_of (bearing, distance));
}

void
gg_d6_table_translate (GgD6Table *self, GgD6TableUnit *unit, double bearing, double distance)
{
  GgPoint s = shift_of (bearing, distance);

  if (interpenetrates (self, unit, s))
    {
      gg_d6_unit_state_disorder (unit->state); /* D6-DIS-C6 */
      unit->unit.disordered = TRUE;
    }
  for (guint i = 0; i < unit->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (unit->figures, i);

      f->base.centre.x += s.x;
      f->base.centre.y += s.y;
    }
  _gg_d6_unit_refresh (unit);
}

static GgPoint
rotate_about (GgPoint p, GgPoint pivot, double degrees)
{
  double a = degrees * G_PI / 180, x = p.x - pivot.x, y = p.y - pivot.y;

  /* a compass turn: bearing b becomes b + degrees */
  return (GgPoint){ pivot.x + x * cos (a) + y * sin (a), pivot.y - x * sin (a) + y * cos (a) };
}

double
gg_d6_table_wheel (GgD6Table *self, GgD6TableUnit *unit, double degrees, gboolean apply)
{
  _GgD6Frame f;
  GgPoint pivot;
  double u;

  if (unit->figures->len == 0)
    return 0;
  _gg_d6_frame (unit, &f);
  if (apply)
    {
      /* turning right pivots on the right front corner; the left one moves (D6-MOVE-13) */
      u = degrees > 0 ? f.right : f.left;
      pivot = (GgPoint){ u * f.r.x + f.front * f.d.x, u * f.r.y + f.front * f.d.y };
      for (guint i = 0; i < unit->figures->len; i++)
        {
          GgFigure *fig = g_ptr_array_index (unit->figures, i);

          fig->base.centre = rotate_about (fig->base.centre, pivot, degrees);
          fig->base.facing = fmod (fig->base.facing + degrees + 360, 360);
        }
      _gg_d6_unit_refresh (unit);
    }
  /* AMB-20: the arc of the moving corner, frontage x angle */
  return gg_d6_move_wheel_distance (_gg_d6_in (f.right - f.left), fabs (degrees));
}

/* Compulsory moves (D6-COMP-2…6, AMB-12, AMB-13) */

void
gg_d6_compulsory_path_clear (GgD6CompulsoryPath *path)
{
  g_clear_pointer (&path->reason, g_free);
}

static const GgD6TableUnit *
nearest_enemy (GgD6Table *self, const GgD6TableUnit *unit)
{
  const GgD6TableUnit *best = NULL;
  double best_d = INFINITY;

  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *e = g_ptr_array_index (self->units, i);
      double d;

      if (!_gg_d6_is_enemy (unit, e) || !gg_d6_table_unit_present (e) ||
          e->level != GG_D6_LEVEL_NONE)
        continue;
      d = gg_d6_table_distance (unit, e);
      if (d < best_d)
        best = e, best_d = d;
    }
  return best;
}

static double
bearing_from_to (GgPoint a, GgPoint b)
{
  double d = fmod (atan2 (b.x - a.x, b.y - a.y) * 180 / G_PI + 360, 360);

  return d > 360 - 1e-9 ? 0 : d;
}

static gboolean
comp_fail (GgD6CompulsoryPath *out, const char *rule, const char *reason)
{
  out->possible = FALSE;
  out->rule = rule;
  out->reason = g_strdup (reason);
  return FALSE;
}

static gboolean
overlaps_friend (GgD6Table *self, const GgD6TableUnit *u, GgPoint shift)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *f = g_ptr_array_index (self->units, i);

      if (f != u && f->side == u->side && gg_d6_table_unit_present (f) &&
          _gg_d6_shifted_distance (u, shift, f) <= 0)
        return TRUE;
    }
  return FALSE;
}

/* One point of the path: FALSE (and why) if the unit may not be there. */
static gboolean
comp_point_ok (GgD6Table *self, const GgD6TableUnit *u, double bearing, double s,
               gboolean later_rout, GgD6CompulsoryPath *out)
{
  GgPoint shift = shift_of (bearing, s);
  gboolean lake;

  if (!on_table (self, u, shift))
    {
      if (later_rout)
        return (out->off_table = TRUE), TRUE; /* D6-COMP-6: off the table */
      return comp_fail (out, "D6-COMP-5", N_ ("the table edge is in the way"));
    }
  terrain_touched (self, u, shift, &lake);
  if (lake)
    return comp_fail (out, "D6-COMP-5", N_ ("impassable terrain is in the way"));
  if (enemy_distance (self, u, shift, NULL) <= 0)
    return comp_fail (out, "D6-COMP-5", N_ ("an enemy unit is in the way"));
  return TRUE;
}

static gboolean
comp_walk (GgD6Table *self, const GgD6TableUnit *u, double bearing, double from, double to,
           gboolean later_rout, GgD6CompulsoryPath *out)
{
  for (double s = from; s < to + STEP_IN; s += STEP_IN)
    if (!comp_point_ok (self, u, bearing, MIN (s, to), later_rout, out) || out->off_table)
      return out->off_table;
  return TRUE;
}

/* AMB-13: a compulsory mover that would end on a friend goes on just far enough to clear it. */
static gboolean
comp_clear_friends (GgD6Table *self, const GgD6TableUnit *u, GgD6CompulsoryPath *out)
{
  double limit = out->distance + gg_d6_table_frontage (u) + 12;

  while (overlaps_friend (self, u, shift_of (out->bearing, out->distance)))
    {
      if (out->distance > limit)
        return comp_fail (out, "D6-COMP-5", N_ ("no room to stop clear of friendly units"));
      if (!comp_point_ok (self, u, out->bearing, out->distance + 0.1, FALSE, out))
        return FALSE;
      out->distance += 0.1;
    }
  return TRUE;
}

/* AMB-12: not closer to any other enemy. */
static gboolean
comp_no_closer (GgD6Table *self, const GgD6TableUnit *u, const GgD6TableUnit *attacker,
                GgD6CompulsoryPath *out)
{
  GgPoint end = shift_of (out->bearing, out->distance);

  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *e = g_ptr_array_index (self->units, i);

      if (e == attacker || !_gg_d6_is_enemy (u, e) || !gg_d6_table_unit_present (e))
        continue;
      if (_gg_d6_shifted_distance (u, end, e) < gg_d6_table_distance (u, e) - 1e-6)
        return comp_fail (out, "D6-COMP-3", N_ ("the only way is closer to another enemy unit"));
    }
  return TRUE;
}

void
gg_d6_table_compulsory_path (GgD6Table *self, const GgD6TableUnit *unit,
                             const GgD6TableUnit *attacker, double distance, gboolean later_rout,
                             GgD6CompulsoryPath *out)
{
  memset (out, 0, sizeof *out);
  out->possible = TRUE;
  out->distance = distance;
  if (later_rout)
    out->bearing = unit->side == 'A' ? 180 : 0; /* D6-COMP-6: toward its own edge */
  else
    {
      if (attacker == NULL)
        attacker = nearest_enemy (self, unit); /* AMB-12 */
      out->bearing = attacker != NULL ? bearing_from_to (attacker->centre, unit->centre)
                                      : (unit->side == 'A' ? 180 : 0);
    }
  if (!comp_walk (self, unit, out->bearing, 0, distance, later_rout, out) || out->off_table)
    return;
  if (!later_rout && !comp_no_closer (self, unit, attacker, out))
    return;
  comp_clear_friends (self, unit, out);
}

/* Charges (D6-CHG-1/2, AMB-34) */

/* The outward normal of the edge attacked. */
static GgPoint
edge_normal (const GgD6TableUnit *target, GgD6Contact edge, const GgD6TableUnit *attacker)
{
  _GgD6Frame f;
  gboolean right;

  _gg_d6_frame (target, &f);
  if (edge == GG_D6_CONTACT_FRONT)
    return f.d;
  if (edge == GG_D6_CONTACT_REAR)
    return (GgPoint){ -f.d.x, -f.d.y };
  right = _gg_d6_dot (attacker->centre, f.r) > (f.left + f.right) / 2;
  return right ? f.r : (GgPoint){ -f.r.x, -f.r.y };
}

/* Extent of @unit's outline along @n (*lo, *hi). */
static void
extent (const GgD6TableUnit *unit, GgPoint n, double *lo, double *hi)
{
  *lo = INFINITY, *hi = -INFINITY;
  for (guint i = 0; i < unit->figures->len; i++)
    {
      GgPoint k[12];
      guint m = _gg_d6_outline (&((GgFigure *) g_ptr_array_index (unit->figures, i))->base, k);

      for (guint j = 0; j < m; j++)
        *lo = MIN (*lo, _gg_d6_dot (k[j], n)), *hi = MAX (*hi, _gg_d6_dot (k[j], n));
    }
}

/* The final run is at 90 degrees to the edge (D6-CHG-1): the room for it is how far the charger
 * stands out from that edge; the path adds any sideways offset to line up first. */
void
gg_d6_table_charge (GgD6Table *self, const GgD6TableUnit *attacker, const GgD6TableUnit *target,
                    double move, GgD6ChargeInput *in, GgD6ChargeGeometry *geo)
{
  GgPoint n, along;
  double t_lo, t_hi, a_lo, a_hi, s_lo, s_hi, sa_lo, sa_hi;

  geo->edge = gg_d6_table_edge_facing (target, attacker);
  n = edge_normal (target, geo->edge, attacker);
  along = (GgPoint){ n.y, -n.x };
  extent (target, n, &t_lo, &t_hi);
  extent (attacker, n, &a_lo, &a_hi);
  extent (target, along, &s_lo, &s_hi);
  extent (attacker, along, &sa_lo, &sa_hi);
  geo->straight = MAX (0, _gg_d6_in (a_lo - t_hi));
  geo->path = geo->straight + _gg_d6_in (MAX (0, MAX (s_lo - sa_hi, sa_lo - s_hi)));
  geo->path = MAX (geo->path, gg_d6_table_distance (attacker, target));
  geo->line_of_sight = _gg_d6_table_charge_los (self, attacker, target);
  *in = (GgD6ChargeInput){ move, geo->path, geo->straight, geo->line_of_sight };
}

/* D6-CHG-6: how far along the evade (0 at the start, 1 at the end) @evader first came within
 * @band inches of @friend, or -1 if it never did. */
static double
first_pass (const GgD6TableUnit *evader, GgPoint back, const GgD6TableUnit *friend, double band)
{
  double length = _gg_d6_in (hypot (back.x, back.y));
  int steps = MAX (1, (int) ceil (length / 0.25)); /* quarter-inch steps */

  for (int i = 0; i <= steps; i++)
    {
      double t = (double) i / steps;
      GgPoint shift = { back.x * (1 - t), back.y * (1 - t) };

      if (_gg_d6_shifted_distance (evader, shift, friend) <= band + GG_D6_EPS_IN)
        return t;
    }
  return -1;
}

typedef struct
{
  GgD6TableUnit *unit;
  double t;
} Passed;

static int
passed_cmp (gconstpointer a, gconstpointer b)
{
  double ta = ((const Passed *) a)->t, tb = ((const Passed *) b)->t;

  return (ta > tb) - (ta < tb);
}

void
gg_d6_table_evade_passed (GgD6Table *self, const GgD6TableUnit *evader, GgPoint from,
                          GPtrArray *out)
{
  double band = gg_d6_rules_number (self->rules, "charge.evade-past-band");
  GgPoint back = { from.x - evader->centre.x, from.y - evader->centre.y };
  g_autoptr (GArray) found = g_array_new (FALSE, FALSE, sizeof (Passed));

  for (guint i = 0; i < self->units->len && evader->figures->len > 0; i++)
    {
      GgD6TableUnit *u = g_ptr_array_index (self->units, i);
      Passed p = { u, -1 };

      if (u == evader || u->side != evader->side || !gg_d6_table_unit_present (u) ||
          u->figures->len == 0 ||
          _gg_d6_dot ((GgPoint){ u->centre.x - from.x, u->centre.y - from.y }, back) >= 0)
        continue; /* not on the way: beside the start or behind it */
      p.t = first_pass (evader, back, u, band);
      if (p.t >= 0)
        g_array_append_val (found, p);
    }
  g_array_sort (found, passed_cmp);
  for (guint i = 0; i < found->len; i++)
    g_ptr_array_add (out, g_array_index (found, Passed, i).unit);
}

/* Fog of War moves */

int
gg_d6_table_crisis_meeting (GgD6Table *self, char side)
{
  GgD6TableUnit *army = gg_d6_table_army_commander (self, side);
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  double along = 0;
  _GgD6Frame f;

  if (army == NULL)
    return 0;
  gg_d6_table_commanders (self, side, all);
  _gg_d6_frame (army, &f);
  along = f.right;
  for (guint i = 1; i < all->len; i++)
    {
      GgD6TableUnit *c = g_ptr_array_index (all, i);
      _GgD6Frame cf;
      double width, dx, dy;

      _gg_d6_frame (c, &cf);
      width = cf.right - cf.left;
      /* D6-FOG-T4: side by side to the army commander's right, touching */
      dx = (along + width / 2) * f.r.x + ((f.front + f.rear) / 2) * f.d.x - c->centre.x;
      dy = (along + width / 2) * f.r.y + ((f.front + f.rear) / 2) * f.d.y - c->centre.y;
      for (guint j = 0; j < c->figures->len; j++)
        {
          GgFigure *fig = g_ptr_array_index (c->figures, j);

          fig->base.centre.x += dx;
          fig->base.centre.y += dy;
        }
      _gg_d6_unit_refresh (c);
      along += width;
    }
  return all->len > 0 ? (int) all->len - 1 : 0;
}

/* T6: the brigade nearest the army commander (owned by the table), or NULL. */
static const char *
lost_orders_brigade (GgD6Table *self, char side)
{
  GgD6TableUnit *army = gg_d6_table_army_commander (self, side), *best = NULL;
  double best_d = INFINITY;

  for (guint i = 0; army != NULL && i < self->units->len; i++)
    {
      GgD6TableUnit *u = g_ptr_array_index (self->units, i);
      double d;

      if (u->side != side || u->level != GG_D6_LEVEL_NONE || u->state->brigade == NULL ||
          !gg_d6_table_unit_present (u))
        continue;
      d = gg_d6_table_distance (u, army);
      if (d < best_d)
        best = u, best_d = d;
    }
  return best != NULL ? best->state->brigade : NULL; /* D6-FOG-T6 */
}

/* T9: the commander furthest from the army commander, or NULL. */
static GgD6TableUnit *
inspired_commander (GgD6Table *self, char side)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  GgD6TableUnit *best = NULL;
  double best_d = -1;

  gg_d6_table_commanders (self, side, all);
  for (guint i = 0; i < all->len; i++)
    {
      GgD6TableUnit *c = g_ptr_array_index (all, i);
      double d = gg_d6_table_distance (c, g_ptr_array_index (all, 0));

      if (d > best_d)
        best = c, best_d = d; /* D6-FOG-T9: the furthest from the army commander */
    }
  return best;
}

static char *
pick_commander (GgD6Table *self, char side, GgDice *dice)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  guint i;

  gg_d6_table_commanders (self, side, all);
  if (all->len == 0)
    return NULL;
  /* the army commander is first in the list; half the chance (D6-FOG-T2, T3) */
  i = gg_d6_fog_pick_commander (self->rules, dice, all->len, 0);
  return g_strdup (((GgD6TableUnit *) g_ptr_array_index (all, i))->id);
}

char *
gg_d6_table_fog_target (GgD6Table *self, GgD6FogEvent event, char side, GgDice *dice)
{
  GgD6TableUnit *c;

  switch (event)
    {
    case GG_D6_FOG_COMMANDER_KILLED:
    case GG_D6_FOG_COMMANDER_UNHORSED:
      return pick_commander (self, side, dice);
    case GG_D6_FOG_LOST_ORDERS:
      return g_strdup (lost_orders_brigade (self, side));
    case GG_D6_FOG_INSPIRED_COMMAND:
      c = inspired_commander (self, side);
      return c != NULL ? g_strdup (c->id) : NULL;
    default:
      return NULL;
    }
}

double
gg_d6_table_elan_move (GgD6Table *self, GgD6TableUnit *unit)
{
  const GgD6TableUnit *enemy = nearest_enemy (self, unit);
  double distance = gg_d6_rules_number (self->rules, "fog.elan-distance"), moved, bearing;
  March m = { self, unit, 0, FALSE, 0, 0, FALSE };
  GgD6Stop stop;

  if (enemy == NULL || unit->figures->len == 0 ||
      !gg_d6_fog_find (self->d6->fog, GG_D6_FOG_ELAN, _gg_d6_pt (self), unit->side))
    return -1;
  bearing = bearing_from_to (unit->centre, enemy->centre);
  m.bearing = bearing;
  moved = march (&m, distance, &stop); /* D6-FOG-T11, stopping 2" short (D6-MOVE-14) */
  gg_d6_table_translate (self, unit, bearing, moved);
  return moved;
}

gboolean
gg_d6_table_elan_allowed (GgD6Table *self, const GgD6TableUnit *unit)
{
  GgD6FogEffect *e = gg_d6_fog_find (self->d6->fog, GG_D6_FOG_ELAN, _gg_d6_pt (self), unit->side);

  return e != NULL && unit->level == GG_D6_LEVEL_NONE && gg_d6_table_unit_present (unit) &&
         unit->figures->len > 0 &&
         gg_d6_fog_elan_allowed (e, unit->id, gg_d6_rules_int (self->rules, "fog.elan-units"));
}

void
gg_d6_table_elan_record (GgD6Table *self, const GgD6TableUnit *unit)
{
  GgD6FogEffect *e = gg_d6_fog_find (self->d6->fog, GG_D6_FOG_ELAN, _gg_d6_pt (self), unit->side);

  if (e != NULL)
    gg_d6_fog_elan_record (e, unit->id);
}

/* Formations (D6-FORM) */

/* A line of @n figures: ceil(n/2) in front, the rest behind (D6-FORM-5). */
static void
line_ranks (int n, int *front, int *rear)
{
  *front = (n + 1) / 2; /* no more than one extra figure in front (D6-FORM-5) */
  *rear = n / 2;
}

/* Sections of a line in other formations (D6-FIRE-15, D6-FORM-6) */

/* Bases placed by hand a millimetre apart still touch; a turn of a degree is no break. */
#define SECTION_GAP_MM   1.0
#define SECTION_TURN_DEG 1.0

static gboolean
same_section (const GgFigure *a, const GgFigure *b)
{
  return fabs (remainder (a->base.facing - b->base.facing, 360)) < SECTION_TURN_DEG &&
         gg_base_distance (&a->base, &b->base) <= SECTION_GAP_MM;
}

static void
section_free (gpointer data)
{
  GgD6TableUnit *s = data;

  g_free (s->id);
  g_ptr_array_unref (s->figures);
  g_free (s);
}

static GgD6TableUnit *
section_new (const GgD6TableUnit *unit)
{
  GgD6TableUnit *s = g_new0 (GgD6TableUnit, 1);

  *s = *unit;
  s->id = g_strdup (unit->id);
  s->unit.id = s->id;
  s->figures = g_ptr_array_new ();
  return s;
}

/* Floods from figure @i the figures of its section into @s. */
static void
flood_section (const GgD6TableUnit *unit, guint i, gboolean *seen, GgD6TableUnit *s)
{
  seen[i] = TRUE;
  g_ptr_array_add (s->figures, g_ptr_array_index (unit->figures, i));
  for (guint j = 0; j < unit->figures->len; j++)
    if (!seen[j] &&
        same_section (g_ptr_array_index (unit->figures, i), g_ptr_array_index (unit->figures, j)))
      flood_section (unit, j, seen, s);
}

GPtrArray *
gg_d6_table_sections (GgD6Table *self, const GgD6TableUnit *unit)
{
  guint n = unit->figures->len;
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (n, 1));
  GPtrArray *sections;

  if (unit->unit.formation != GG_D6_FORM_OTHER || n == 0)
    return NULL;
  sections = g_ptr_array_new_with_free_func (section_free);
  for (guint i = 0; i < n; i++)
    if (!seen[i])
      {
        GgD6TableUnit *s = section_new (unit);

        flood_section (unit, i, seen, s);
        _gg_d6_unit_refresh (s);
        s->facing = ((GgFigure *) g_ptr_array_index (s->figures, 0))->base.facing;
        g_ptr_array_add (sections, s);
      }
  if (sections->len < 2)
    g_clear_pointer (&sections, g_ptr_array_unref);
  return sections;
}

void
gg_d6_table_section_fire_input (GgD6Table *self, GgD6TableUnit *section, GgD6TableUnit *target,
                                GgD6FireKind kind, gboolean bonus, GgD6FireInput *in,
                                GgD6FireGeometry *geo)
{
  if (!bonus)
    section->unit.klass = GG_D6_GREEN; /* no class dice: they went to another section */
  gg_d6_table_fire_input (self, section, target, kind, in, geo);
}

/* D6-FORM-2: every figure in base contact with the rest, one connected block. */
static gboolean
connected (const GgD6TableUnit *u, double gap_mm)
{
  guint n = u->figures->len, done = 1;
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (n, 1));
  g_autofree guint *stack = g_new0 (guint, MAX (n, 1));
  guint top = 0;

  if (n == 0)
    return TRUE;
  seen[0] = TRUE;
  stack[top++] = 0;
  while (top > 0)
    {
      GgFigure *a = g_ptr_array_index (u->figures, stack[--top]);

      for (guint j = 0; j < n; j++)
        if (!seen[j] &&
            gg_base_distance (&a->base, &((GgFigure *) g_ptr_array_index (u->figures, j))->base) <=
              gap_mm + 1e-3)
          seen[j] = TRUE, stack[top++] = j, done++;
    }
  return done == n;
}

static int
ranks_deep (const GgD6TableUnit *u, int *front_count)
{
  int deepest = 0;

  *front_count = 0;
  for (guint i = 0; i < u->figures->len; i++)
    {
      int r = gg_d6_table_rank_of (u, g_ptr_array_index (u->figures, i));

      deepest = MAX (deepest, r);
      *front_count += r == 0;
    }
  return deepest + 1;
}

static gboolean
form_fail (const char **rule, char **reason, const char *r, const char *text)
{
  *rule = r;
  if (reason != NULL)
    *reason = g_strdup (text);
  return FALSE;
}

gboolean
gg_d6_table_formation_ok (GgD6Table *self, const GgD6TableUnit *unit, const char **rule,
                          char **reason)
{
  const GgD6Unit *u = &unit->unit;
  int deep, front, f, r;

  if (gg_d6_unit_is_light (u) || u->kind == GG_D6_COMMAND || gg_d6_unit_is_guns (u))
    return connected (unit,
                      _gg_d6_mm (gg_d6_rules_number (self->rules, "formation.light-spacing"))) ||
           u->kind != GG_D6_LIGHT_INFANTRY ||
           form_fail (rule, reason, "D6-FORM-1", _("light troops keep within 6\" of each other"));
  if (u->formation == GG_D6_FORM_ATTACK_COLUMN && !u->french && !u->elite)
    return form_fail (rule, reason, "D6-SPEC-8",
                      _("only the French and elite Neapolitans use the attack column"));
  if (!connected (unit, 0))
    return form_fail (rule, reason, "D6-FORM-2", _("the figures are not all in base contact"));
  deep = ranks_deep (unit, &front);
  line_ranks (unit->figures->len, &f, &r);
  if (u->formation == GG_D6_FORM_LINE && (deep > 2 || front != f))
    return form_fail (rule, reason, "D6-FORM-5",
                      _("a line is two deep at most, with at most one extra figure in front"));
  return TRUE;
}

gboolean
gg_d6_table_in_disordering_terrain (GgD6Table *self, const GgD6TableUnit *unit)
{
  gboolean lake;

  if (gg_d6_unit_is_light (&unit->unit) || unit->unit.kind == GG_D6_LIGHT_GUNS ||
      unit->unit.kind == GG_D6_COMMAND)
    return FALSE; /* AMB-51 */
  return terrain_touched (self, unit, (GgPoint){ 0, 0 }, &lake) != 0;
}
