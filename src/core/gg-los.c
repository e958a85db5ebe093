/* gg-los.c: sight lines, the terrain and figures that block them, and the players' overrides. */
#include "gg-los.h"

#include <math.h>
#include <string.h>

#include "gg-geometry.h"
#include "gg-rule-values.h"

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
 * d6: D6-TER-6 "designated terrain, including hills" blocks; linear obstacles do not. */
static const struct
{
  LosClass bg;
  int height;
  LosClass d6;
} kind_rules[GG_TERRAIN_N_KINDS] = {
  [GG_TERRAIN_BUILDING] = { LOS_AREA, 1, LOS_AREA },
  [GG_TERRAIN_WOOD] = { LOS_AREA, 1, LOS_AREA },
  [GG_TERRAIN_HILL] = { LOS_HILL, 1, LOS_HILL },
  [GG_TERRAIN_ORCHARD] = { LOS_AREA, 0, LOS_AREA },
  [GG_TERRAIN_VINEYARD] = { LOS_AREA, 0, LOS_AREA },
  [GG_TERRAIN_FIELD] = { LOS_NONE, 0, LOS_NONE },
  [GG_TERRAIN_RICE] = { LOS_NONE, 0, LOS_NONE },
  [GG_TERRAIN_REEDS] = { LOS_AREA, 0, LOS_AREA },
  [GG_TERRAIN_MARSH] = { LOS_NONE, 0, LOS_NONE },
  [GG_TERRAIN_LAKE] = { LOS_NONE, 0, LOS_NONE },
  [GG_TERRAIN_HEDGE] = { LOS_LINEAR, 0, LOS_NONE },
  [GG_TERRAIN_WALL] = { LOS_LINEAR, 0, LOS_NONE },
  [GG_TERRAIN_FENCE] = { LOS_LINEAR, 0, LOS_NONE },
  [GG_TERRAIN_PALISADE] = { LOS_LINEAR, 0, LOS_NONE },
  [GG_TERRAIN_TRENCH] = { LOS_LINEAR, 0, LOS_NONE },
  [GG_TERRAIN_GABIONS] = { LOS_LINEAR, 0, LOS_NONE },
  [GG_TERRAIN_TREE_ROW] = { LOS_LINEAR, 1, LOS_NONE },
  [GG_TERRAIN_RIVER] = { LOS_NONE, 0, LOS_NONE },
  [GG_TERRAIN_ROAD] = { LOS_NONE, 0, LOS_NONE },
};

struct _GgLos
{
  GgSpatial *index;
  GgGame *game;
  GgLosOptions options;
  GHashTable *overrides; /* "a\x1fb" (a < b) -> GgLosOverride */
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

void
gg_los_options_init (GgLosOptions *options, const GgGame *game)
{
  double f = gg_game_scale_factor (game);

  if (f <= 0)
    f = 1;
  if (game->ruleset == GG_RULESET_D6)
    options->adjacent_mm = GG_D6_LOS_ADJACENT_MM;
  else
    options->adjacent_mm = GG_BG_LOS_ADJACENT_MM * f;
  options->band_mm = GG_D6_LOS_BAND_MM;
  options->gap_mm = GG_D6_LOS_GAP_MM;
  options->gap_frontages = GG_D6_LOS_GAP_FRONTAGES;
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

GgLosOverride
gg_los_get_override (GgLos *self, const char *a, const char *b)
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

static LosClass
class_of (GgLos *self, const GgTerrain *t)
{
  return self->game->ruleset == GG_RULESET_D6 ? kind_rules[t->kind].d6 : kind_rules[t->kind].bg;
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
  sample_base (&f->base, firer && self->game->ruleset == GG_RULESET_D6, &v);
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

      if (t0 == 0)
        t0 = MAX (t0, slack);
      if (t1 == 1)
        t1 = MIN (t1, 1 - slack);
      if ((t1 - t0) * length > EPS)
        return TRUE;
    }
  return FALSE;
}

static gboolean
terrain_blocks (GgLos *self, const GgTerrain *t, const Viewer *o, const Viewer *v, GgPoint a,
                GgPoint b)
{
  LosClass c = class_of (self, t);
  gboolean d6 = self->game->ruleset == GG_RULESET_D6;
  int h = height_of (t);

  if (c == LOS_NONE)
    return FALSE;
  if (!d6 && h < o->level && h < v->level) /* BG-7-i, AMB-39: lower than both ends */
    return FALSE;
  if (c == LOS_LINEAR)
    return gg_segment_meets_polyline (a, b, outline (t), t->points->len) &&
           viewer_distance_to_line (o, t) > self->options.adjacent_mm &&
           viewer_distance_to_line (v, t) > self->options.adjacent_mm;
  if (c == LOS_HILL)
    {
      gboolean on_o = terrain_holds (t, o->centre), on_v = terrain_holds (t, v->centre);

      /* the same hill's top (BG); firer or target on the hill (D6-AMB-24) */
      if ((on_o && on_v) || (d6 && (on_o || on_v)))
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

/* Nearest points between two units: the gap the line must pass through. */
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
        GgMeasure gap =
          unit_gap (g_ptr_array_index (units, i), g_ptr_array_index (units, j), &ia, &ib);

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

        terrain_on_line (self, o, v, &line);
        if (self->game->ruleset == GG_RULESET_D6)
          friends_on_line (self, o, v, &line);
        line.clear = line.blocked_by->len == 0 && line.blocked_by_figures->len == 0;
        r->computed_clear |= line.clear;
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

  r->override = gg_los_get_override (self, observer->id, target->id);
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
