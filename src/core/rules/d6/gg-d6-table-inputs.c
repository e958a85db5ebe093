/* gg-d6-table-inputs.c: the inputs of the fire, movement and TEST calculations, measured on the
 * table and read from the markers and the Fog of War in force. */
#include "gg-d6-table-private.h"

#include <math.h>

static GgD6FogEffect *
fog (GgD6Table *self, GgD6FogEvent event, char side)
{
  return gg_d6_fog_find (self->d6->fog, event, _gg_d6_pt (self), side);
}

/* Fire (D6-FIRE, D6-RNG, AMB-22…33) */

void
gg_d6_fire_geometry_clear (GgD6FireGeometry *geo)
{
  g_clear_pointer (&geo->blockers, g_ptr_array_unref);
}

/* From a base's front edge to the nearest figure of @target, inches. */
static double
base_range (const GgBase *b, const GgD6TableUnit *target)
{
  GgPoint k[4];
  double best = INFINITY;

  if (b->shape == GG_BASE_RECT)
    gg_base_corners (b, k);
  else
    k[0] = k[1] = gg_base_front_centre (b);
  for (guint j = 0; j < target->figures->len; j++)
    best = MIN (best, gg_base_segment_distance (
                        &((GgFigure *) g_ptr_array_index (target->figures, j))->base, k[0], k[1]));
  return _gg_d6_in (best);
}

static double
figure_range (const GgFigure *f, const GgD6TableUnit *target)
{
  return base_range (&f->base, target);
}

static double
unit_range (const GgD6TableUnit *firer, const GgD6TableUnit *target)
{
  double best = INFINITY;

  for (guint i = 0; i < firer->figures->len; i++)
    best = MIN (best, figure_range (g_ptr_array_index (firer->figures, i), target));
  return best;
}

static gboolean
ray_hits (const GgBase *b, const GgD6TableUnit *target, double max_mm)
{
  GgPoint o = gg_base_front_centre (b), d = gg_bearing_vector (b->facing);

  for (guint j = 0; j < target->figures->len; j++)
    if (gg_ray_hits_base (o, d, max_mm,
                          &((GgFigure *) g_ptr_array_index (target->figures, j))->base, NULL))
      return TRUE;
  return FALSE;
}

static gboolean
rank_counts (const GgD6TableUnit *firer, const GgFigure *f)
{
  const GgD6Unit *u = &firer->unit;
  int rank;

  if (gg_d6_unit_is_light (u) || gg_d6_unit_is_guns (u))
    return TRUE; /* D6-FIRE-6: light troops count all; artillery all its figures (AMB-26) */
  rank = gg_d6_table_rank_of (firer, f);
  return rank < (u->italian ? 1 : 2); /* D6-FIRE-6, D6-SPEC-6 */
}

/* D6-FIRE-5, AMB-23: figures facing the target, plus those in the same range bracket. A
 * figure of a formed unit behind the front (the second rank) is measured from the unit's front,
 * as the unit's range is (AMB-32): the base brought forward to the front edge of its file. */
static int
count_figures (GgD6Table *self, const GgD6TableUnit *firer, const GgD6TableUnit *target,
               GgD6RangeBand band)
{
  double limit = 0, long_limit = 0;
  const char *w = gg_d6_weapon_to_string (firer->unit.weapon);
  _GgD6Frame frame;
  int n = 0;

  gg_d6_rules_row_number (self->rules, "range.short-long", w, 1, &limit);
  if (!gg_d6_rules_row_number (self->rules, "range.short-long", w, 2, &long_limit))
    long_limit = limit;
  if (band == GG_D6_RANGE_LONG)
    limit = long_limit;
  if (band == GG_D6_RANGE_OUT)
    return 0;
  _gg_d6_frame (firer, &frame);
  for (guint i = 0; i < firer->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (firer->figures, i);
      GgBase b = f->base;
      /* skirmishers stand where they are: each light figure is measured from its own base */
      double back = gg_d6_unit_is_light (&firer->unit)
                      ? 0
                      : frame.front - _gg_d6_dot (gg_base_front_centre (&b), frame.d);

      if (!rank_counts (firer, f))
        continue;
      b.centre.x += back * frame.d.x, b.centre.y += back * frame.d.y;
      if (base_range (&b, target) <= limit + GG_D6_EPS_IN ||
          ray_hits (&b, target, _gg_d6_mm (long_limit) + GG_D6_EPS_IN))
        n++;
    }
  return n;
}

/* Hard cover: buildings and walls by default (AMB-29), and the other works of defence. */
static GgD6Cover
cover_of_kind (GgTerrainKind k)
{
  switch (k)
    {
    case GG_TERRAIN_BUILDING:
    case GG_TERRAIN_WALL:
    case GG_TERRAIN_PALISADE:
    case GG_TERRAIN_GABIONS:
    case GG_TERRAIN_TRENCH:
      return GG_D6_COVER_HARD;
    case GG_TERRAIN_WOOD:
    case GG_TERRAIN_ORCHARD:
    case GG_TERRAIN_VINEYARD:
    case GG_TERRAIN_REEDS:
    case GG_TERRAIN_HEDGE:
    case GG_TERRAIN_FENCE:
    case GG_TERRAIN_TREE_ROW:
      return GG_D6_COVER_SOFT;
    default:
      return GG_D6_COVER_NONE;
    }
}

/* A figure's cover from @from: inside an area, or behind (within 1") a linear obstacle the line
 * from the firer crosses (D6-TER-10). */
static GgD6Cover
figure_cover (GgD6Table *self, const GgFigure *f, GgPoint from)
{
  GgD6Cover best = GG_D6_COVER_NONE;

  for (guint t = 0; t < self->game->terrain->len; t++)
    {
      GgTerrain *ter = g_ptr_array_index (self->game->terrain, t);
      const GgPoint *pts = (const GgPoint *) ter->points->data;
      GgD6Cover c = cover_of_kind (ter->kind);
      gboolean in;

      if (c == GG_D6_COVER_NONE)
        continue;
      if (gg_terrain_kind_is_linear (ter->kind))
        in = gg_segment_meets_polyline (from, f->base.centre, pts, ter->points->len) &&
             gg_polygon_point_distance (pts, ter->points->len, FALSE, f->base.centre) <=
               GG_MM_PER_INCH + gg_base_circumradius (&f->base);
      else
        in = gg_polygon_contains_point (pts, ter->points->len, f->base.centre);
      if (in)
        best = MAX (best, c);
    }
  return best;
}

/* AMB-29: in cover if at least half the figures are. */
static GgD6Cover
unit_cover (GgD6Table *self, const GgD6TableUnit *firer, const GgD6TableUnit *target)
{
  guint hard = 0, any = 0;

  for (guint i = 0; i < target->figures->len; i++)
    {
      GgD6Cover c = figure_cover (self, g_ptr_array_index (target->figures, i), firer->centre);

      any += c != GG_D6_COVER_NONE;
      hard += c == GG_D6_COVER_HARD;
    }
  if (target->figures->len == 0 || 2 * any < target->figures->len)
    return GG_D6_COVER_NONE;
  return 2 * hard >= target->figures->len ? GG_D6_COVER_HARD : GG_D6_COVER_SOFT;
}

static int
cmp_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* D6-FIRE-10 (L53): how many ranks deep the target is "from point of firer". Seen from its
 * front or rear, a unit is as deep as its ranks; seen from a flank, as its files. Rows count only
 * while they touch: figures spaced apart (a row of guns) are one rank from any side, and a two-rank
 * line seen obliquely is still two ranks, its files running across the line of fire. */
static int
ranks_seen (const GgD6TableUnit *firer, const GgD6TableUnit *target)
{
  GgD6Contact edge = gg_d6_table_edge_facing (target, firer);
  gboolean flank = edge == GG_D6_CONTACT_FLANK;
  GgPoint d = gg_bearing_vector (target->facing);
  g_autoptr (GArray) v = g_array_new (FALSE, FALSE, sizeof (double));
  double size = INFINITY;
  int ranks = 0, run = 0;

  if (flank)
    d = (GgPoint){ d.y, -d.x };
  for (guint i = 0; i < target->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (target->figures, i);
      double x = _gg_d6_dot (f->base.centre, d);
      gboolean rect = f->base.shape == GG_BASE_RECT;

      g_array_append_val (v, x);
      size = MIN (size, rect ? (flank ? f->base.front : f->base.depth) : f->base.diameter);
    }
  g_array_sort (v, cmp_double);
  for (guint i = 0; i < v->len; i++)
    {
      double gap = i > 0 ? g_array_index (v, double, i) - g_array_index (v, double, i - 1) : 0;

      if (i == 0 || gap > 1.5 * size)
        run = 1; /* the first row, or a row that does not touch the one before */
      else if (gap > size / 2)
        run++; /* the next row, touching */
      ranks = MAX (ranks, run);
    }
  return ranks;
}

static gboolean
in_melee (GgD6Table *self, const GgD6TableUnit *target)
{
  return gg_d6_table_in_contact (self, target, NULL);
}

static void
fire_geometry (GgD6Table *self, GgD6TableUnit *firer, GgD6TableUnit *target, GgD6FireGeometry *geo)
{
  GgD6RangeBand band;

  geo->blockers = g_ptr_array_new_with_free_func (g_free);
  geo->distance = unit_range (firer, target);
  geo->in_arc = gg_d6_table_in_arc (self, firer, target);
  geo->line_of_sight = gg_d6_table_los (self, firer, target, geo->blockers);
  band = gg_d6_fire_range_band (self->rules, firer->unit.weapon, geo->distance);
  geo->counted = gg_d6_unit_is_cavalry (&firer->unit) ? -1
                                                      : count_figures (self, firer, target, band);
  geo->cover = unit_cover (self, firer, target);
  geo->target_ranks = ranks_seen (firer, target);
}

void
gg_d6_table_fire_input (GgD6Table *self, GgD6TableUnit *firer, GgD6TableUnit *target,
                        GgD6FireKind kind, GgD6FireInput *in, GgD6FireGeometry *geo)
{
  GgD6FogEffect *twice = fog (self, GG_D6_FOG_VIVE_L_ARTILLERIE, firer->side);

  memset (in, 0, sizeof *in);
  fire_geometry (self, firer, target, geo);
  in->firer = &firer->unit;
  in->kind = kind;
  in->counted = geo->counted;
  in->distance = geo->distance;
  in->line_of_sight = geo->line_of_sight;
  in->in_arc = geo->in_arc;
  /* D6-TER-9: response fire is at the attacker, and attackers never claim cover */
  in->cover = kind == GG_D6_FIRE_NORMAL ? geo->cover : GG_D6_COVER_NONE;
  in->target_dense = geo->target_ranks >= gg_d6_rules_int (self->rules, "fire.dense-ranks") ||
                     target->unit.formation == GG_D6_FORM_ATTACK_COLUMN; /* D6-FIRE-10 */
  in->target_light = gg_d6_unit_is_light (&target->unit);
  in->target_command = target->unit.kind == GG_D6_COMMAND; /* D6-CMD-4 */
  in->target_in_melee = kind == GG_D6_FIRE_NORMAL && in_melee (self, target);
  in->target_in_front = gg_d6_table_edge_facing (firer, target) == GG_D6_CONTACT_FRONT;
  in->contacted = gg_d6_table_in_contact (self, firer, NULL);
  in->moved = firer->state->moved;
  in->times_fired = firer->state->fired;
  in->fire_twice = twice != NULL &&
                   (twice->target == NULL || strstr (twice->target, firer->id) != NULL); /* T10 */
  in->dead_calm = fog (self, GG_D6_FOG_DEAD_CALM, 0) != NULL; /* T8, response fire too */
  in->rain = fog (self, GG_D6_FOG_HEAVY_RAIN, 0) != NULL;     /* T7, both players */
}

/* Movement (D6-MOVE-2…6, D6-FOG-T6/T7/T9) */

/* D6-FOG-T9: inspired command for @unit this player turn: its side rolled it and the unit is
 * within 18" of the commander named (the one furthest from the army commander). */
static gboolean
inspired (GgD6Table *self, const GgD6TableUnit *unit)
{
  GgD6FogEffect *e = fog (self, GG_D6_FOG_INSPIRED_COMMAND, unit->side);
  GgD6TableUnit *c = e != NULL ? gg_d6_table_lookup (self, e->target) : NULL;

  return c != NULL && gg_d6_table_distance (c, unit) <=
                        gg_d6_rules_number (self->rules, "command.radius") + GG_D6_EPS_IN;
}

void
gg_d6_table_move_input (GgD6Table *self, GgD6TableUnit *unit, gboolean on_road, GgD6MoveInput *in)
{
  GgD6FogEffect *lost = fog (self, GG_D6_FOG_LOST_ORDERS, unit->side);

  memset (in, 0, sizeof *in);
  in->unit = &unit->unit;
  in->on_road = on_road;
  gg_d6_table_commander (self, unit, &in->commander_distance);
  in->brigade_class = gg_d6_unit_class (&unit->unit);
  in->rain = fog (self, GG_D6_FOG_HEAVY_RAIN, 0) != NULL;
  in->lost_orders = lost != NULL && unit->state->brigade != NULL &&
                    g_strcmp0 (lost->target, unit->state->brigade) == 0;
  in->inspired = inspired (self, unit);
}

void
gg_d6_table_brigade_move_input (GgD6Table *self, GgD6TableUnit *unit, gboolean on_road,
                                GgD6MoveInput *in)
{
  gg_d6_table_move_input (self, unit, on_road, in);
  in->brigade_as_one = unit->state->brigade != NULL;
  for (guint i = 0; in->brigade_as_one && i < self->units->len; i++)
    {
      GgD6TableUnit *u = g_ptr_array_index (self->units, i);
      double d = -1;

      if (u->side != unit->side || u->level != GG_D6_LEVEL_NONE || !gg_d6_table_unit_present (u) ||
          u->unit.disordered || g_strcmp0 (u->state->brigade, unit->state->brigade) != 0)
        continue; /* AMB-17: disordered units move on their own */
      in->brigade_class = MIN (in->brigade_class, gg_d6_unit_class (&u->unit));
      gg_d6_table_commander (self, u, &d);
      if (d < 0 || in->commander_distance < 0)
        in->commander_distance = -1;
      else
        in->commander_distance = MAX (in->commander_distance, d); /* the worst */
    }
}

/* TEST (D6-TEST-M6…M14, AMB-56, AMB-7) */

static gboolean
within (GgD6Table *self, double distance)
{
  return distance <= gg_d6_rules_number (self->rules, "test.radius") + GG_D6_EPS_IN;
}

/* Friends in sight (D6-TEST-M12, AMB-56). */
static gboolean
friends_in_sight (GgD6Table *self, const GgD6TableUnit *unit)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *f = g_ptr_array_index (self->units, i);

      if (f == unit || f->side != unit->side || f->level != GG_D6_LEVEL_NONE ||
          !gg_d6_table_unit_present (f) || f->unit.disordered || f->unit.routed)
        continue; /* D6-CMD-11: commanders are not friends in sight */
      if (within (self, gg_d6_table_distance (f, unit)) && gg_d6_table_los (self, unit, f, NULL))
        return TRUE;
    }
  return FALSE;
}

static gboolean
enemy_cavalry_near (GgD6Table *self, const GgD6TableUnit *unit)
{
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *e = g_ptr_array_index (self->units, i);

      if (_gg_d6_is_enemy (unit, e) && gg_d6_table_unit_present (e) &&
          gg_d6_unit_is_cavalry (&e->unit) && within (self, gg_d6_table_distance (e, unit)))
        return TRUE;
    }
  return FALSE;
}

static double
event_distance (GgD6Table *self, const GgD6TableUnit *unit, const GgD6Event *e)
{
  GgD6TableUnit *eu = gg_d6_table_lookup (self, e->unit);

  if (eu != NULL && eu->figures->len > 0 && e->kind != GG_D6_EVENT_DESTROYED)
    return gg_d6_table_distance (eu, unit);
  return gg_d6_table_point_distance (unit, e->at);
}

/* D6-TEST-M14, D6-CMD-9: a destroyed commander counts if it was this unit's, or higher. */
static gboolean
own_commander (GgD6Table *self, const GgD6TableUnit *unit, const GgD6Event *e)
{
  GgD6TableUnit *c = gg_d6_table_lookup (self, e->unit);

  return c != NULL && (c->level > GG_D6_LEVEL_BRIGADE ||
                       (unit->state->brigade != NULL &&
                        g_strcmp0 (c->state->brigade, unit->state->brigade) == 0));
}

static void
count_events (GgD6Table *self, const GgD6TableUnit *unit, GgD6TestInput *in)
{
  for (guint i = 0; i < self->d6->events->len; i++)
    {
      const GgD6Event *e = &g_array_index (self->d6->events, GgD6Event, i);

      if (e->side != unit->side || g_strcmp0 (e->unit, unit->id) == 0 ||
          !within (self, event_distance (self, unit, e)))
        continue;
      if (e->command)
        in->large_destroyed += e->kind == GG_D6_EVENT_DESTROYED && own_commander (self, unit, e);
      else if (e->large)
        {
          in->large_retreats += e->kind == GG_D6_EVENT_RETREAT;
          in->large_routs += e->kind == GG_D6_EVENT_ROUT;
          in->large_destroyed += e->kind == GG_D6_EVENT_DESTROYED;
        }
    }
}

void
gg_d6_table_test_input (GgD6Table *self, GgD6TableUnit *unit, int extra_casualties,
                        GgD6TestInput *in)
{
  double cmd = -1;
  const GgD6UnitState *s = unit->state;

  memset (in, 0, sizeof *in);
  if (extra_casualties > 0 &&
      s->turn_casualties + extra_casualties >= gg_d6_rules_int (self->rules, "fire.casualty-test"))
    unit->unit.disordered = TRUE; /* D6-DIS-C1 at once (AMB-55) */
  in->unit = &unit->unit;
  in->lost = s->lost + extra_casualties;
  in->artillery_casualties = s->artillery_casualties;
  in->flank_rear_casualties = s->flank_casualties;
  gg_d6_table_in_contact (self, unit, &in->contacted);
  in->enemy_cavalry_near = enemy_cavalry_near (self, unit);
  in->friends_in_sight = friends_in_sight (self, unit);
  in->command_near = gg_d6_table_commander (self, unit, &cmd) != NULL && within (self, cmd);
  in->last_in_brigade = gg_d6_table_last_in_brigade (self, unit);
  in->inspired = inspired (self, unit);
  count_events (self, unit, in);
}

void
gg_d6_table_melee_inputs (GgD6Table *self, GgD6TableUnit *a, GgD6TableUnit *b, gboolean charging,
                          GgD6TestInput *ia, GgD6TestInput *ib)
{
  GgD6Contact edge = gg_d6_table_edge_facing (b, a);

  gg_d6_table_test_input (self, a, 0, ia);
  gg_d6_table_test_input (self, b, 0, ib);
  ia->contacted = GG_D6_CONTACT_NONE;
  ia->charging = charging;
  ia->contact_to_rear = edge == GG_D6_CONTACT_REAR; /* D6-SPEC-9 */
  ib->contacted = edge;                             /* D6-TEST-M7 */
  ib->charging = b->state->counter_charged;         /* D6-CHG-8, D6-TEST-M9 */
}

/* D6-MOR-4/5, AMB-6: who tests after a large unit's event, closest first. */
void
gg_d6_table_event_testers (GgD6Table *self, const GgD6TableUnit *event_unit, gboolean destroyed,
                           GPtrArray *out)
{
  g_autoptr (GArray) cands = g_array_new (FALSE, TRUE, sizeof (GgD6EventCandidate));
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  GgD6Event where = { destroyed ? GG_D6_EVENT_DESTROYED : GG_D6_EVENT_RETREAT,
                      event_unit->id,
                      event_unit->side,
                      TRUE,
                      FALSE,
                      event_unit->centre };

  for (guint i = 0; event_unit->figures->len == 0 && i < self->d6->events->len; i++)
    if (g_str_equal (g_array_index (self->d6->events, GgD6Event, i).unit, event_unit->id))
      where.at = g_array_index (self->d6->events, GgD6Event, i).at; /* where it was destroyed */
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *u = g_ptr_array_index (self->units, i);
      GgD6EventCandidate c = { 0 };

      if (u == event_unit || u->side != event_unit->side || u->level != GG_D6_LEVEL_NONE ||
          !gg_d6_table_unit_present (u) || u->unit.routed)
        continue;
      c.id = u->id;
      c.large = gg_d6_unit_is_large (self->rules, &u->unit);
      c.to_event = event_distance (self, u, &where);
      c.to_destroyed = destroyed ? c.to_event : -1;
      g_array_append_val (cands, c);
    }
  gg_d6_morale_event_order (self->rules, (GgD6EventCandidate *) cands->data, cands->len, ids);
  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (out, gg_d6_table_lookup (self, g_ptr_array_index (ids, i)));
}
