/* gg-los.c: sight lines, the terrain and figures that block them, and the players' overrides. */
#include "gg-los.h"

#include <math.h>
#include <string.h>

#include "gg-geometry.h"
#include "gg-table-rules.h"
#include "gg-ruleset.h"

#define EPS         GG_GEOMETRY_EPSILON
#define MAX_SAMPLES 5

/* How each kind of terrain treats sight. */
typedef enum
{
  LOS_NONE,   /* never blocks */
  LOS_AREA,   /* blocks lines passing through it, unless the end inside is at the edge */
  LOS_HILL,   /* as LOS_AREA, but figures on the same hill see each other */
  LOS_LINEAR, /* blocks lines crossing it, unless one end is adjacent to it */
} LosClass;

/* BG: BG-7-d (buildings, hills, woods), BG-6-d and BG-7-g/h (cover: orchards, vineyards, reed
 * beds as areas; hedges, walls, fences, palisades, trenches, gabions, tree rows as lines).
 * Fields, rice, marsh, lakes, rivers and roads hide nothing. Height: the feature's `level` if
 * given, else this house default (woods, buildings, hills and tree rows stand above a man).
 * d6: D6-TER-6 "designated terrain, including hills" blocks; linear obstacles do not (a rule
 * set whose GgRuleSetClass.sight_linear_blocks is FALSE). */
static const struct
{
  LosClass los;
  int height;
} kind_rules[GG_TERRAIN_N_KINDS] = {
  [GG_TERRAIN_BUILDING] = { LOS_AREA, 1 },   [GG_TERRAIN_WOOD] = { LOS_AREA, 1 },
  [GG_TERRAIN_HILL] = { LOS_HILL, 1 },       [GG_TERRAIN_ORCHARD] = { LOS_AREA, 0 },
  [GG_TERRAIN_VINEYARD] = { LOS_AREA, 0 },   [GG_TERRAIN_FIELD] = { LOS_NONE, 0 },
  [GG_TERRAIN_RICE] = { LOS_NONE, 0 },       [GG_TERRAIN_REEDS] = { LOS_AREA, 0 },
  [GG_TERRAIN_MARSH] = { LOS_NONE, 0 },      [GG_TERRAIN_LAKE] = { LOS_NONE, 0 },
  [GG_TERRAIN_HEDGE] = { LOS_LINEAR, 0 },    [GG_TERRAIN_WALL] = { LOS_LINEAR, 0 },
  [GG_TERRAIN_FENCE] = { LOS_LINEAR, 0 },    [GG_TERRAIN_PALISADE] = { LOS_LINEAR, 0 },
  [GG_TERRAIN_TRENCH] = { LOS_LINEAR, 0 },   [GG_TERRAIN_GABIONS] = { LOS_LINEAR, 0 },
  [GG_TERRAIN_TREE_ROW] = { LOS_LINEAR, 1 }, [GG_TERRAIN_RIVER] = { LOS_NONE, 0 },
  [GG_TERRAIN_ROAD] = { LOS_NONE, 0 },
};

struct _GgLos
{
  GgSpatial *index;
  GgGame *game;
  GgLosOptions options;
  GHashTable *overrides; /* "a\x1fb" (a < b) -> GgLosOverride */
  gboolean house_used;   /* the line being traced was let through by sight.edge-adjacent */
};

/* One end of the sight lines: a figure, or a bare point. */
typedef struct
{
  const GgFigure *figure;
  GgPoint points[MAX_SAMPLES];
  guint n_points;
  GgPoint centre;
  int level;
} Viewer;

/* Options and overrides */

/* Defaults for the game's rules, scaled by its figure scale (BG-3.6-b). */
static void
gg_los_options_init (GgLosOptions *options, const GgGame *game)
{
  double f = gg_game_scale_factor (game);
  const GgRuleSetClass *klass = gg_ruleset_class (game->ruleset);

  GgRulesData *data = gg_game_get_rules_data (game);
  double adjacent = data ? gg_rules_data_get_number (data, "sight.edge-adjacent", 0) : 0;

  if (f <= 0)
    f = 1;
  /* AMB-39 (cm, scaled) or D6-AMB-24 (inches): "adjacent to the edge" of a feature */
  options->adjacent_mm = adjacent * klass->sight_adjacent_mm *
                         ((klass->sight & GG_SIGHT_ADJACENT_SCALED) ? f : 1);
  options->band_mm = options->gap_mm = options->gap_frontages = 0;
  if ((klass->sight & GG_SIGHT_UNITS_BLOCK) && data != NULL)
    {
      /* D6-FIRE-13: the band either side of a friend; D6-FIRE-14, D6-AMB-25: the gap */
      options->band_mm = gg_rules_data_get_number (data, "fire.los-band", 0) * GG_MM_PER_INCH;
      options->gap_mm = gg_rules_data_get_number (data, "fire.gap-max", 0) * GG_MM_PER_INCH;
      options->gap_frontages = gg_rules_data_get_number (data, "fire.gap-frontage-factor", 0);
    }
}

GgLos *
gg_los_new (GgSpatial *index)
{
  GgLos *self = g_new0 (GgLos, 1);

  self->index = index;
  self->game = gg_spatial_get_game (index);
  gg_los_options_init (&self->options, self->game);
  self->overrides = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return self;
}

void
gg_los_free (GgLos *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->overrides);
  g_free (self);
}

GgLosOptions *
gg_los_get_options (GgLos *self)
{
  return &self->options;
}

static char *
pair_key (const char *a, const char *b)
{
  if (strcmp (a, b) > 0)
    {
      const char *x = a;
      a = b;
      b = x;
    }
  return g_strconcat (a, "\x1f", b, NULL);
}

void
gg_los_set_override (GgLos *self, const char *a, const char *b, GgLosOverride value)
{
  char *key = pair_key (a, b);

  if (value == GG_LOS_AUTO)
    {
      g_hash_table_remove (self->overrides, key);
      g_free (key);
    }
  else
    g_hash_table_replace (self->overrides, key, GINT_TO_POINTER (value));
}

static GgLosOverride
get_override (GgLos *self, const char *a, const char *b)
{
  g_autofree char *key = pair_key (a, b);

  return GPOINTER_TO_INT (g_hash_table_lookup (self->overrides, key));
}

/* Terrain helpers */

static GgTerrain *
terrain_at (GgLos *self, guint i)
{
  return g_ptr_array_index (self->game->terrain, i);
}

static const GgPoint *
outline (const GgTerrain *t)
{
  return (const GgPoint *) t->points->data;
}

/* The rule set's line-of-sight policy (GgRuleSetClass.sight_*). */
static const GgRuleSetClass *
rules_of (GgLos *self)
{
  return gg_ruleset_class (self->game->ruleset);
}

static LosClass
class_of (GgLos *self, const GgTerrain *t)
{
  LosClass c = kind_rules[t->kind].los;

  return c == LOS_LINEAR && !(rules_of (self)->sight & GG_SIGHT_LINEAR_BLOCKS) ? LOS_NONE : c;
}

static int
height_of (const GgTerrain *t)
{
  return t->has_level ? t->level : kind_rules[t->kind].height;
}

static gboolean
terrain_holds (const GgTerrain *t, GgPoint p)
{
  return !gg_terrain_kind_is_linear (t->kind) &&
         gg_polygon_contains_point (outline (t), t->points->len, p);
}

int
gg_los_point_level (GgLos *self, GgPoint point)
{
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (guint));
  GgBox box = { point.x, point.y, point.x, point.y };
  int level = 0;

  gg_spatial_terrain_in_box (self->index, &box, near);
  for (guint k = 0; k < near->len; k++)
    {
      GgTerrain *t = terrain_at (self, g_array_index (near, guint, k));

      if (t->kind == GG_TERRAIN_HILL && terrain_holds (t, point))
        level = MAX (level, height_of (t));
    }
  return level;
}

/* Viewers */

static void
add_sample (Viewer *v, GgPoint p)
{
  if (v->n_points < MAX_SAMPLES)
    v->points[v->n_points++] = p;
}

/* AMB-39: centres and corners. A round base has four compass points instead of corners. d6
 * firers look from their front edge (D6-AMB-24). */
static void
sample_base (const GgBase *base, gboolean front_only, Viewer *v)
{
  GgPoint k[4];

  if (base->shape == GG_BASE_ROUND)
    {
      for (int b = 0; b < 360; b += 90)
        {
          GgPoint d = gg_bearing_vector (base->facing + b);

          if (!front_only || b == 0)
            add_sample (v, (GgPoint){ base->centre.x + d.x * base->diameter / 2,
                                      base->centre.y + d.y * base->diameter / 2 });
        }
      add_sample (v, base->centre);
      return;
    }
  gg_base_corners (base, k);
  add_sample (v, front_only ? k[0] : base->centre);
  add_sample (v, front_only ? gg_base_front_centre (base) : k[0]);
  for (guint i = 1; i < (front_only ? 2u : 4u); i++)
    add_sample (v, k[i]);
}

static Viewer
viewer_for_figure (GgLos *self, const GgFigure *f, gboolean firer)
{
  Viewer v = { 0 };

  v.figure = f;
  v.centre = f->base.centre;
  v.level = gg_los_point_level (self, v.centre);
  sample_base (&f->base, firer && (rules_of (self)->sight & GG_SIGHT_FROM_FRONT_EDGE), &v);
  return v;
}

static Viewer
viewer_for_point (GgLos *self, GgPoint p)
{
  Viewer v = { 0 };

  v.centre = p;
  v.level = gg_los_point_level (self, p);
  add_sample (&v, p);
  return v;
}

static double
viewer_distance_to_line (const Viewer *v, const GgTerrain *t)
{
  const GgPoint *p = outline (t);
  double best = INFINITY;

  if (v->figure == NULL)
    return gg_polygon_point_distance (p, t->points->len, FALSE, v->centre);
  for (guint i = 0; i + 1 < t->points->len; i++)
    best = MIN (best, gg_base_segment_distance (&v->figure->base, p[i], p[i + 1]));
  return best;
}

/* Terrain on one sight line */

/* The part of the line inside the area, less what lies within "adjacent" of an end standing in it
 * (BG-7-d: inside but adjacent to the edge the line crosses). */
static gboolean
area_blocks (GgLos *self, const GgTerrain *t, GgPoint a, GgPoint b)
{
  g_autoptr (GArray) iv = g_array_new (FALSE, FALSE, sizeof (double));
  double length = gg_point_distance (a, b);
  double slack = length > 0 ? self->options.adjacent_mm / length : 1;

  gg_segment_polygon_intervals (a, b, outline (t), t->points->len, iv);
  for (guint i = 0; i + 1 < iv->len; i += 2)
    {
      double t0 = g_array_index (iv, double, i), t1 = g_array_index (iv, double, i + 1);
      gboolean inside = (t1 - t0) * length > EPS;

      if (t0 == 0)
        t0 = MAX (t0, slack);
      if (t1 == 1)
        t1 = MIN (t1, 1 - slack);
      if ((t1 - t0) * length > EPS)
        return TRUE;
      self->house_used |= inside; /* only "adjacent to the edge" let it through */
    }
  return FALSE;
}

static gboolean
terrain_blocks (GgLos *self, const GgTerrain *t, const Viewer *o, const Viewer *v, GgPoint a,
                GgPoint b)
{
  LosClass c = class_of (self, t);
  const GgRuleSetClass *rules = rules_of (self);
  int h = height_of (t);

  if (c == LOS_NONE)
    return FALSE;
  if ((rules->sight & GG_SIGHT_OVER_LOWER) && h < o->level &&
      h < v->level) /* BG-7-i, AMB-39: lower than both ends */
    return FALSE;
  if (c == LOS_LINEAR)
    {
      if (!gg_segment_meets_polyline (a, b, outline (t), t->points->len))
        return FALSE;
      if (viewer_distance_to_line (o, t) > self->options.adjacent_mm &&
          viewer_distance_to_line (v, t) > self->options.adjacent_mm)
        return TRUE;
      self->house_used = TRUE; /* an end adjacent to it (sight.edge-adjacent) */
      return FALSE;
    }
  if (c == LOS_HILL)
    {
      gboolean on_o = terrain_holds (t, o->centre), on_v = terrain_holds (t, v->centre);

      /* the same hill's top (BG); firer or target on the hill (D6-AMB-24) */
      if ((on_o && on_v) || ((rules->sight & GG_SIGHT_HILL_EITHER_END) && (on_o || on_v)))
        return FALSE;
    }
  return area_blocks (self, t, a, b);
}

static void
add_id (GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return;
  g_ptr_array_add (ids, (gpointer) id);
}

static void
terrain_on_line (GgLos *self, const Viewer *o, const Viewer *v, GgSightLine *line)
{
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (guint));

  gg_spatial_terrain_near_segment (self->index, line->from, line->to, EPS, near);
  for (guint k = 0; k < near->len; k++)
    {
      GgTerrain *t = terrain_at (self, g_array_index (near, guint, k));

      if (terrain_blocks (self, t, o, v, line->from, line->to))
        add_id (line->blocked_by, t->id);
    }
}

/* d6 friendly units (D6-FIRE-13, D6-FIRE-14) */

static gboolean
same_unit (const GgFigure *a, const GgFigure *b)
{
  return a == b || (a->side == b->side && a->squad > 0 && a->squad == b->squad);
}

static gboolean
is_friend (const Viewer *o, const Viewer *v, const GgFigure *f)
{
  return f->side == o->figure->side && !same_unit (f, o->figure) &&
         (v->figure == NULL || !same_unit (f, v->figure));
}

/* The frontage of the target's unit: its extent across the target's facing. */
static double
unit_frontage (GgLos *self, const GgFigure *target)
{
  GgPoint d = gg_bearing_vector (target->base.facing), r = { d.y, -d.x };
  double lo = INFINITY, hi = -INFINITY;

  for (guint i = 0; i < self->game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, i);
      GgPoint k[4];

      if (!same_unit (f, target))
        continue;
      if (f->base.shape == GG_BASE_ROUND)
        {
          double c = f->base.centre.x * r.x + f->base.centre.y * r.y;

          lo = MIN (lo, c - f->base.diameter / 2);
          hi = MAX (hi, c + f->base.diameter / 2);
          continue;
        }
      gg_base_corners (&f->base, k);
      for (guint j = 0; j < 4; j++)
        {
          lo = MIN (lo, k[j].x * r.x + k[j].y * r.y);
          hi = MAX (hi, k[j].x * r.x + k[j].y * r.y);
        }
    }
  return hi - lo;
}

/* Every figure of @f's unit, in the game's order. */
static GPtrArray *
whole_unit (GgLos *self, const GgFigure *f)
{
  GPtrArray *unit = g_ptr_array_new ();

  for (guint i = 0; i < self->game->figures->len; i++)
    if (same_unit (g_ptr_array_index (self->game->figures, i), f))
      g_ptr_array_add (unit, g_ptr_array_index (self->game->figures, i));
  return unit;
}

/* Nearest points between two whole units, edge to edge (D6-AMB-25): the gap the line must pass
 * through. Ties go to the first pair in the game's order. */
static GgMeasure
unit_gap (GPtrArray *unit_a, GPtrArray *unit_b, const char **id_a, const char **id_b)
{
  GgMeasure best = { INFINITY, { 0, 0 }, { 0, 0 } };

  for (guint i = 0; i < unit_a->len; i++)
    for (guint j = 0; j < unit_b->len; j++)
      {
        GgFigure *fa = g_ptr_array_index (unit_a, i), *fb = g_ptr_array_index (unit_b, j);
        GgMeasure m = gg_base_measure (&fa->base, &fb->base);

        if (m.distance < best.distance)
          {
            best = m;
            *id_a = fa->id;
            *id_b = fb->id;
          }
      }
  return best;
}

/* Friendly figures near the line, grouped by unit. */
static GPtrArray *
friendly_units (GgLos *self, const Viewer *o, const Viewer *v, GgPoint a, GgPoint b, double margin)
{
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (guint));
  GPtrArray *units = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  gg_spatial_figures_near_segment (self->index, a, b, margin, near);
  for (guint k = 0; k < near->len; k++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, g_array_index (near, guint, k));
      GPtrArray *unit = NULL;

      if (!is_friend (o, v, f))
        continue;
      for (guint u = 0; u < units->len && unit == NULL; u++)
        {
          GPtrArray *candidate = g_ptr_array_index (units, u);

          if (same_unit (g_ptr_array_index (candidate, 0), f))
            unit = candidate;
        }
      if (unit == NULL)
        g_ptr_array_add (units, unit = g_ptr_array_new ());
      g_ptr_array_add (unit, f);
    }
  return units;
}

static void
gaps_on_line (GgLos *self, GPtrArray *units, double limit, GgSightLine *line)
{
  for (guint i = 0; i < units->len; i++)
    for (guint j = i + 1; j < units->len; j++)
      {
        const char *ia = NULL, *ib = NULL;
        GPtrArray *group_a = g_ptr_array_index (units, i), *group_b = g_ptr_array_index (units, j);
        g_autoptr (GPtrArray) ua = whole_unit (self, g_ptr_array_index (group_a, 0));
        g_autoptr (GPtrArray) ub = whole_unit (self, g_ptr_array_index (group_b, 0));
        GgMeasure gap = unit_gap (ua, ub, &ia, &ib);

        if (gap.distance < limit && gg_segments_intersect (line->from, line->to, gap.from, gap.to))
          {
            add_id (line->blocked_by_figures, ia);
            add_id (line->blocked_by_figures, ib);
          }
      }
}

static void
friends_on_line (GgLos *self, const Viewer *o, const Viewer *v, GgSightLine *line)
{
  double limit = self->options.gap_mm;
  g_autoptr (GPtrArray) units = NULL;

  if (o->figure == NULL)
    return;
  if (v->figure != NULL)
    limit = MIN (limit, self->options.gap_frontages * unit_frontage (self, v->figure));
  units = friendly_units (self, o, v, line->from, line->to, MAX (self->options.band_mm, limit));
  for (guint u = 0; u < units->len; u++)
    {
      GPtrArray *unit = g_ptr_array_index (units, u);

      for (guint k = 0; k < unit->len; k++)
        {
          GgFigure *f = g_ptr_array_index (unit, k);

          if (gg_base_segment_distance (&f->base, line->from, line->to) <=
              self->options.band_mm + EPS)
            add_id (line->blocked_by_figures, f->id);
        }
    }
  gaps_on_line (self, units, limit, line);
}

/* D6-AMB-24: enemy units other than the target block the line they touch. */
static gboolean
is_enemy (const Viewer *o, const Viewer *v, const GgFigure *f)
{
  return f->side != o->figure->side && (v->figure == NULL || !same_unit (f, v->figure));
}

static void
enemies_on_line (GgLos *self, const Viewer *o, const Viewer *v, GgSightLine *line)
{
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (guint));

  if (o->figure == NULL)
    return;
  gg_spatial_figures_near_segment (self->index, line->from, line->to, EPS, near);
  for (guint k = 0; k < near->len; k++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, g_array_index (near, guint, k));

      if (is_enemy (o, v, f) && gg_base_segment_distance (&f->base, line->from, line->to) <= EPS)
        add_id (line->blocked_by_figures, f->id);
    }
}

/* Results */

static int
cmp_id (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
clear_line (gpointer data)
{
  GgSightLine *line = data;

  g_ptr_array_unref (line->blocked_by);
  g_ptr_array_unref (line->blocked_by_figures);
}

void
gg_los_result_free (GgLosResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->lines);
  g_ptr_array_unref (result->blocked_by);
  g_ptr_array_unref (result->blocked_by_figures);
  g_free (result);
}

static GgLosResult *
result_new (void)
{
  GgLosResult *r = g_new0 (GgLosResult, 1);

  r->lines = g_array_new (FALSE, TRUE, sizeof (GgSightLine));
  g_array_set_clear_func (r->lines, clear_line);
  r->blocked_by = g_ptr_array_new ();
  r->blocked_by_figures = g_ptr_array_new ();
  return r;
}

static void
gather_blockers (GgLosResult *r)
{
  for (guint i = 0; i < r->lines->len; i++)
    {
      GgSightLine *line = &g_array_index (r->lines, GgSightLine, i);

      for (guint k = 0; k < line->blocked_by->len; k++)
        add_id (r->blocked_by, g_ptr_array_index (line->blocked_by, k));
      for (guint k = 0; k < line->blocked_by_figures->len; k++)
        add_id (r->blocked_by_figures, g_ptr_array_index (line->blocked_by_figures, k));
    }
  g_ptr_array_sort (r->blocked_by, cmp_id);
  g_ptr_array_sort (r->blocked_by_figures, cmp_id);
}

static GgLosResult *
trace (GgLos *self, const Viewer *o, const Viewer *v)
{
  GgLosResult *r = result_new ();

  for (guint i = 0; i < o->n_points; i++)
    for (guint j = 0; j < v->n_points; j++)
      {
        GgSightLine line = { o->points[i], v->points[j], FALSE, g_ptr_array_new (),
                             g_ptr_array_new () };

        self->house_used = FALSE;
        terrain_on_line (self, o, v, &line);
        if (rules_of (self)->sight & GG_SIGHT_UNITS_BLOCK)
          {
            friends_on_line (self, o, v, &line);
            enemies_on_line (self, o, v, &line);
          }
        line.clear = line.blocked_by->len == 0 && line.blocked_by_figures->len == 0;
        r->computed_clear |= line.clear;
        r->house |= line.clear && self->house_used;
        g_array_append_val (r->lines, line);
      }
  if (!r->computed_clear)
    gather_blockers (r);
  r->clear = r->computed_clear;
  return r;
}

GgLosResult *
gg_los_figures (GgLos *self, const GgFigure *observer, const GgFigure *target)
{
  Viewer o = viewer_for_figure (self, observer, TRUE);
  Viewer v = viewer_for_figure (self, target, FALSE);
  GgLosResult *r = trace (self, &o, &v);

  r->override = get_override (self, observer->id, target->id);
  if (r->override != GG_LOS_AUTO)
    r->clear = r->override == GG_LOS_FORCE_CLEAR;
  return r;
}

GgLosResult *
gg_los_from_point (GgLos *self, GgPoint point, const GgFigure *target)
{
  Viewer o = viewer_for_point (self, point);
  Viewer v = viewer_for_figure (self, target, FALSE);

  return trace (self, &o, &v);
}

/* Whole units at once (d6): the same answer as asking gg_los_figures for every pair of figures,
 * without building results. Each query collects once the terrain and figures near the corridor
 * between the two units and the gaps between friendly units (measured when a line first needs
 * them), then tries the sight lines pair by pair, stopping at the first clear one, and on each
 * line at the first blocker that counts. Blockers that stopped a line are tried first after. */

typedef struct
{
  GgMeasure m;
  const char *id_a, *id_b;
} Gap;

typedef struct
{
  GgLos *self;
  GgLosIgnoreFunc ignore;
  gpointer data;
  GArray *terrain;     /* guint: terrain near the corridor */
  GArray *terrain_box; /* GgBox per terrain feature (grown a little), by its index */
  GArray *figures;     /* guint: figures near the corridor */
  GArray *reach;       /* double per game figure: the radius of its base (and a little) */
  GArray *unit_of;     /* int per game figure: its unit's number */
  GArray *unit_box;    /* GgBox per unit number */
  GString *unit_side;  /* side letter per unit number */
  GHashTable *gaps;    /* unit pair -> Gap* */
  GArray *near;        /* int: scratch, units near a line */
  const Viewer *o, *v;
  int unit_o, unit_v;
  double limit;             /* the gap rule's limit for this target figure, mm */
  GPtrArray *ids, *fig_ids; /* collecting mode: every blocker, else NULL */
  guint hits;               /* collecting mode: blockers met so far */
} UnitsQuery;

static GgBox
box_of_points (const Viewer *views, guint n)
{
  GgBox box = { INFINITY, INFINITY, -INFINITY, -INFINITY };

  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < views[i].n_points; k++)
      {
        box.x0 = MIN (box.x0, views[i].points[k].x), box.y0 = MIN (box.y0, views[i].points[k].y);
        box.x1 = MAX (box.x1, views[i].points[k].x), box.y1 = MAX (box.y1, views[i].points[k].y);
      }
  return box;
}

static GgBox
box_union (GgBox a, GgBox b)
{
  return (GgBox){ MIN (a.x0, b.x0), MIN (a.y0, b.y0), MAX (a.x1, b.x1), MAX (a.y1, b.y1) };
}

/* Units: figures sharing side and squad number; a figure of squad 0 is a unit of its own. */
static void
number_units (UnitsQuery *q)
{
  GPtrArray *figures = q->self->game->figures;
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  GgBox empty = { INFINITY, INFINITY, -INFINITY, -INFINITY };

  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      gpointer key = GINT_TO_POINTER (f->side * 100000 + f->squad);
      gpointer found = f->squad > 0 ? g_hash_table_lookup (seen, key) : NULL;
      int u = found ? GPOINTER_TO_INT (found) - 1 : (int) q->unit_box->len;
      GgBox b = gg_base_box (&f->base);

      if (found == NULL)
        {
          g_array_append_val (q->unit_box, empty);
          g_string_append_c (q->unit_side, f->side);
          if (f->squad > 0)
            g_hash_table_insert (seen, key, GINT_TO_POINTER (u + 1));
        }
      double radius = f->base.shape == GG_BASE_ROUND ? f->base.diameter / 2
                                                     : hypot (f->base.front, f->base.depth) / 2;

      radius += 2 * EPS;
      g_array_append_val (q->unit_of, u);
      g_array_append_val (q->reach, radius);
      g_array_index (q->unit_box, GgBox, u) = box_union (g_array_index (q->unit_box, GgBox, u), b);
    }
}

static int
unit_number (UnitsQuery *q, const GgFigure *f)
{
  guint i;

  if (!g_ptr_array_find (q->self->game->figures, f, &i))
    return -1;
  return g_array_index (q->unit_of, int, i);
}

static GPtrArray *
unit_figures (UnitsQuery *q, int u)
{
  GPtrArray *unit = g_ptr_array_new ();

  for (guint i = 0; i < q->unit_of->len; i++)
    if (g_array_index (q->unit_of, int, i) == u)
      g_ptr_array_add (unit, g_ptr_array_index (q->self->game->figures, i));
  return unit;
}

static const Gap *
cached_gap (UnitsQuery *q, int a, int b)
{
  gpointer key = GINT_TO_POINTER (a * 65536 + b + 1);
  Gap *gap = g_hash_table_lookup (q->gaps, key);

  if (gap == NULL)
    {
      g_autoptr (GPtrArray) ua = unit_figures (q, a);
      g_autoptr (GPtrArray) ub = unit_figures (q, b);

      gap = g_new0 (Gap, 1);
      gap->m = unit_gap (ua, ub, &gap->id_a, &gap->id_b);
      g_hash_table_insert (q->gaps, key, gap);
    }
  return gap;
}

/* A figure that blocks: TRUE if it counts (it is not ignored); collected in collecting mode. */
static gboolean
figure_counts (UnitsQuery *q, const GgFigure *f)
{
  if (q->fig_ids != NULL)
    add_id (q->fig_ids, f->id), q->hits++;
  return q->ignore == NULL || !q->ignore (f, q->o->figure, q->v->figure, q->data);
}

static gboolean
segment_near_box (GgPoint a, GgPoint b, GgBox box, double margin)
{
  box = gg_box_grow (box, margin);
  return MAX (a.x, b.x) >= box.x0 && MIN (a.x, b.x) <= box.x1 && MAX (a.y, b.y) >= box.y0 &&
         MIN (a.y, b.y) <= box.y1;
}

static gboolean
terrain_stops (UnitsQuery *q, guint t, GgPoint a, GgPoint b)
{
  GgTerrain *ter = terrain_at (q->self, t);

  LosClass c = class_of (q->self, ter);

  /* an area the line does not even touch (no allocation, unlike the intervals) cannot block */
  if (c == LOS_NONE ||
      !gg_spatial_segment_meets_box (a, b, &g_array_index (q->terrain_box, GgBox, t)) ||
      (c != LOS_LINEAR && !gg_segment_meets_polygon (a, b, outline (ter), ter->points->len)) ||
      !terrain_blocks (q->self, ter, q->o, q->v, a, b))
    return FALSE;
  if (q->ids != NULL)
    add_id (q->ids, ter->id), q->hits++;
  return q->ids == NULL;
}

/* The circle round @p of radius @r misses the segment: a quick test before the exact one. */
static inline gboolean
circle_misses (GgPoint p, double r, GgPoint a, GgPoint b)
{
  double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
  double ex, ey;

  t = CLAMP (t, 0, 1);
  ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y;
  return ex * ex + ey * ey > r * r;
}

/* A friend within the band, or an enemy touching the line (not of the firer's or target's unit). */
static gboolean
figure_stops (UnitsQuery *q, guint i, GgPoint a, GgPoint b)
{
  GgFigure *f = g_ptr_array_index (q->self->game->figures, i);
  int u = g_array_index (q->unit_of, int, i);
  gboolean friend = f->side == q->o->figure->side;
  double reach = friend ? q->self->options.band_mm + EPS : EPS;

  if (u == q->unit_o || u == q->unit_v ||
      circle_misses (f->base.centre, g_array_index (q->reach, double, i) + reach, a, b))
    return FALSE;
  if (gg_base_segment_distance (&f->base, a, b) > reach || !figure_counts (q, f))
    return FALSE;
  return q->ids == NULL;
}

static gboolean
gaps_stop (UnitsQuery *q, GgPoint a, GgPoint b)
{
  gboolean stop = FALSE;

  g_array_set_size (q->near, 0);
  for (int u = 0; q->limit > 0 && u < (int) q->unit_box->len; u++)
    if (u != q->unit_o && u != q->unit_v && q->unit_side->str[u] == q->o->figure->side &&
        segment_near_box (a, b, g_array_index (q->unit_box, GgBox, u), q->limit))
      g_array_append_val (q->near, u);
  for (guint i = 0; i < q->near->len && !stop; i++)
    for (guint j = i + 1; j < q->near->len && !stop; j++)
      {
        const Gap *gap =
          cached_gap (q, g_array_index (q->near, int, i), g_array_index (q->near, int, j));
        gboolean a_counts, b_counts;

        if (gap->m.distance >= q->limit || !gg_segments_intersect (a, b, gap->m.from, gap->m.to))
          continue;
        a_counts = figure_counts (q, gg_game_lookup_figure (q->self->game, gap->id_a));
        b_counts = figure_counts (q, gg_game_lookup_figure (q->self->game, gap->id_b));
        stop = (a_counts || b_counts) && q->ids == NULL;
      }
  return stop;
}

/* Blockers found are tried first on the next lines: neighbouring lines mostly meet the same. */
static void
to_front (GArray *items, guint k)
{
  guint item = g_array_index (items, guint, k);

  memmove (&g_array_index (items, guint, 1), &g_array_index (items, guint, 0), k * sizeof (guint));
  g_array_index (items, guint, 0) = item;
}

/* Whether the line is blocked by something that counts (collecting mode: whether anything
 * blocks it, every blocker collected). */
static gboolean
line_stopped (UnitsQuery *q, GgPoint a, GgPoint b)
{
  guint before = q->hits;
  gboolean stop = FALSE;

  for (guint k = 0; k < q->figures->len && !stop; k++)
    if ((stop = figure_stops (q, g_array_index (q->figures, guint, k), a, b)))
      to_front (q->figures, k);
  for (guint k = 0; k < q->terrain->len && !stop; k++)
    if ((stop = terrain_stops (q, g_array_index (q->terrain, guint, k), a, b)))
      to_front (q->terrain, k);
  if (!stop)
    stop = gaps_stop (q, a, b);
  return q->ids ? q->hits > before : stop;
}

static double
target_limit (GgLos *self, const GgFigure *target)
{
  return MIN (self->options.gap_mm, self->options.gap_frontages * unit_frontage (self, target));
}

/* Points the query at one pair of figures. */
static void
query_pair (UnitsQuery *q, const Viewer *o, int unit_o, const Viewer *v, int unit_v, double limit)
{
  q->o = o, q->v = v;
  q->unit_o = unit_o, q->unit_v = unit_v;
  q->limit = limit;
}

static gboolean
pair_clear (UnitsQuery *q, const Viewer *o, const Viewer *v)
{
  GgLosOverride override = g_hash_table_size (q->self->overrides) == 0
                             ? GG_LOS_AUTO
                             : get_override (q->self, o->figure->id, v->figure->id);

  if (override != GG_LOS_AUTO)
    return override == GG_LOS_FORCE_CLEAR;
  for (guint i = 0; i < o->n_points; i++)
    for (guint j = 0; j < v->n_points; j++)
      if (!line_stopped (q, o->points[i], v->points[j]))
        return TRUE;
  return FALSE;
}

static void
query_init (UnitsQuery *q, GgLos *self, const Viewer *obs, guint n_obs, const Viewer *tgt,
            guint n_tgt)
{
  GgBox box = box_union (box_of_points (obs, n_obs), box_of_points (tgt, n_tgt));

  q->self = self;
  q->terrain = g_array_new (FALSE, FALSE, sizeof (guint));
  q->figures = g_array_new (FALSE, FALSE, sizeof (guint));
  q->unit_of = g_array_new (FALSE, FALSE, sizeof (int));
  q->reach = g_array_new (FALSE, FALSE, sizeof (double));
  q->unit_box = g_array_new (FALSE, FALSE, sizeof (GgBox));
  q->unit_side = g_string_new (NULL);
  q->near = g_array_new (FALSE, FALSE, sizeof (int));
  q->gaps = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  gg_spatial_terrain_in_box (self->index, &box, q->terrain);
  q->terrain_box = g_array_sized_new (FALSE, TRUE, sizeof (GgBox), self->game->terrain->len);
  g_array_set_size (q->terrain_box, self->game->terrain->len);
  for (guint k = 0; k < q->terrain->len; k++)
    {
      guint t = g_array_index (q->terrain, guint, k);
      GgTerrain *ter = terrain_at (self, t);
      GgBox *tb = &g_array_index (q->terrain_box, GgBox, t);

      *tb = (GgBox){ INFINITY, INFINITY, -INFINITY, -INFINITY };
      for (guint i = 0; i < ter->points->len; i++)
        *tb = box_union (*tb, (GgBox){ outline (ter)[i].x, outline (ter)[i].y, outline (ter)[i].x,
                                       outline (ter)[i].y });
      *tb = gg_box_grow (*tb, 2 * EPS);
    }
  box = gg_box_grow (box, self->options.band_mm + 2 * EPS);
  gg_spatial_figures_in_box (self->index, &box, q->figures);
  number_units (q);
}

static void
query_clear (UnitsQuery *q)
{
  g_array_unref (q->terrain);
  g_array_unref (q->terrain_box);
  g_array_unref (q->figures);
  g_array_unref (q->unit_of);
  g_array_unref (q->reach);
  g_array_unref (q->unit_box);
  g_string_free (q->unit_side, TRUE);
  g_array_unref (q->near);
  g_hash_table_unref (q->gaps);
}

static Viewer *
viewers_for (GgLos *self, GPtrArray *figures, gboolean firer)
{
  Viewer *views = g_new0 (Viewer, MAX (figures->len, 1));

  for (guint i = 0; i < figures->len; i++)
    views[i] = viewer_for_figure (self, g_ptr_array_index (figures, i), firer);
  return views;
}

/* The blockers gg_los_figures would give for the first pair, as gather_blockers sorts them. */
static void
first_pair_blockers (UnitsQuery *q, const Viewer *o, const Viewer *v, GPtrArray *blockers)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  g_autoptr (GPtrArray) fig_ids = g_ptr_array_new ();
  gboolean some_clear = FALSE;

  q->ignore = NULL;
  query_pair (q, o, unit_number (q, o->figure), v, unit_number (q, v->figure),
              target_limit (q->self, v->figure));
  q->ids = ids, q->fig_ids = fig_ids;
  for (guint i = 0; i < o->n_points; i++)
    for (guint j = 0; j < v->n_points; j++)
      some_clear |= !line_stopped (q, o->points[i], v->points[j]);
  q->ids = q->fig_ids = NULL;
  if (some_clear)
    return;
  g_ptr_array_sort (ids, cmp_id);
  g_ptr_array_sort (fig_ids, cmp_id);
  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (blockers, g_strdup (g_ptr_array_index (ids, i)));
  for (guint i = 0; i < fig_ids->len; i++)
    g_ptr_array_add (blockers, g_strdup (g_ptr_array_index (fig_ids, i)));
}

gboolean
gg_los_d6_units (GgLos *self, GPtrArray *observers, GPtrArray *targets, GgLosIgnoreFunc ignore,
                 gpointer data, GPtrArray *blockers)
{
  g_autofree Viewer *obs = viewers_for (self, observers, TRUE);
  g_autofree Viewer *tgt = viewers_for (self, targets, FALSE);
  g_autofree int *unit_o = g_new0 (int, observers->len + 1);
  g_autofree int *unit_v = g_new0 (int, targets->len + 1);
  g_autofree double *limit = g_new0 (double, targets->len + 1);
  UnitsQuery q = { 0 };
  gboolean clear = FALSE;

  g_return_val_if_fail (rules_of (self)->sight & GG_SIGHT_UNITS_BLOCK, FALSE);
  query_init (&q, self, obs, observers->len, tgt, targets->len);
  q.ignore = ignore, q.data = data;
  for (guint i = 0; i < observers->len; i++)
    unit_o[i] = unit_number (&q, obs[i].figure);
  for (guint j = 0; j < targets->len; j++)
    {
      unit_v[j] = unit_number (&q, tgt[j].figure);
      limit[j] = target_limit (self, tgt[j].figure);
    }
  for (guint i = 0; i < observers->len && !clear; i++)
    for (guint j = 0; j < targets->len && !clear; j++)
      {
        query_pair (&q, &obs[i], unit_o[i], &tgt[j], unit_v[j], limit[j]);
        clear = pair_clear (&q, &obs[i], &tgt[j]);
      }
  if (!clear && blockers != NULL && observers->len > 0 && targets->len > 0 &&
      get_override (self, obs[0].figure->id, tgt[0].figure->id) != GG_LOS_FORCE_CLEAR)
    first_pair_blockers (&q, &obs[0], &tgt[0], blockers);
  query_clear (&q);
  return clear;
}
