/* gg-spatial.c: a uniform grid of cells, each listing the items whose bounding box meets it.
 *
 * A grid suits a wargames table: bases are all about the same size and spread over a known
 * rectangle. Items outside the grid are clamped into its border cells, and queries are clamped the
 * same way, so nothing is lost when a figure walks off the table. */
#include "gg-spatial.h"

#include <math.h>

#include "gg-game-state.h"

/* Cells about the size of a few bases; never more than this many cells along a side. */
#define MIN_CELL_MM        25.0
#define MAX_CELLS_PER_SIDE 256

typedef struct
{
  GArray *boxes;  /* GgBox per item */
  GArray **cells; /* guint item indices, or NULL */
  guint *stamps;  /* last query that saw each item */
  guint n_items;
  gboolean *off; /* items left out: figures off the table (gg_game_state_off_table), or NULL */
} Layer;

struct _GgSpatial
{
  GgGame *game;
  double x0, y0, cell;
  int nx, ny;
  guint stamp;
  Layer figures;
  Layer terrain;
  /* what each item was indexed from, to find what changed (gg_spatial_sync) */
  gpointer *figure_seen; /* GgFigure* per figure: an edit swaps in a new copy */
  GgBase *figure_bases;  /* and a figure changed in place keeps its pointer */
  gpointer *terrain_seen;
};

typedef struct
{
  int i0, j0, i1, j1;
} Range;

static Range
cells_of (GgSpatial *self, const GgBox *box)
{
  Range r;
  double k = 1.0 / self->cell;

  r.i0 = (int) CLAMP (floor ((box->x0 - self->x0) * k), 0, self->nx - 1);
  r.i1 = (int) CLAMP (floor ((box->x1 - self->x0) * k), 0, self->nx - 1);
  r.j0 = (int) CLAMP (floor ((box->y0 - self->y0) * k), 0, self->ny - 1);
  r.j1 = (int) CLAMP (floor ((box->y1 - self->y0) * k), 0, self->ny - 1);
  return r;
}

static void
layer_insert (GgSpatial *self, Layer *layer, guint item)
{
  Range r = cells_of (self, &g_array_index (layer->boxes, GgBox, item));

  for (int j = r.j0; j <= r.j1; j++)
    for (int i = r.i0; i <= r.i1; i++)
      {
        GArray **cell = &layer->cells[j * self->nx + i];

        if (*cell == NULL)
          *cell = g_array_sized_new (FALSE, FALSE, sizeof (guint), 4);
        g_array_append_val (*cell, item);
      }
}

static void
layer_init (GgSpatial *self, Layer *layer, GArray *boxes)
{
  layer->boxes = boxes;
  layer->n_items = boxes->len;
  layer->cells = g_new0 (GArray *, (gsize) self->nx * self->ny);
  layer->stamps = g_new0 (guint, MAX (1, boxes->len));
  for (guint i = 0; i < boxes->len; i++)
    if (layer->off == NULL || !layer->off[i])
      layer_insert (self, layer, i);
}

static void
layer_clear (GgSpatial *self, Layer *layer)
{
  for (int i = 0; i < self->nx * self->ny; i++)
    if (layer->cells[i] != NULL)
      g_array_unref (layer->cells[i]);
  g_free (layer->cells);
  g_free (layer->stamps);
  g_free (layer->off);
  g_array_unref (layer->boxes);
}

static GArray *
figure_boxes (GgGame *game)
{
  GArray *boxes = g_array_sized_new (FALSE, FALSE, sizeof (GgBox), game->figures->len);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      GgBox b = gg_base_box (&f->base);

      g_array_append_val (boxes, b);
    }
  return boxes;
}

static GArray *
terrain_boxes (GgGame *game)
{
  GArray *boxes = g_array_sized_new (FALSE, FALSE, sizeof (GgBox), game->terrain->len);

  for (guint i = 0; i < game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (game->terrain, i);
      GgBox b = gg_points_box ((GgPoint *) t->points->data, t->points->len);

      g_array_append_val (boxes, b);
    }
  return boxes;
}

static void
extend (GgBox *extent, GArray *boxes)
{
  for (guint i = 0; i < boxes->len; i++)
    {
      GgBox *b = &g_array_index (boxes, GgBox, i);

      extent->x0 = MIN (extent->x0, b->x0);
      extent->y0 = MIN (extent->y0, b->y0);
      extent->x1 = MAX (extent->x1, b->x1);
      extent->y1 = MAX (extent->y1, b->y1);
    }
}

/* Cells near the mean spacing of the figures, so a query touches few cells and few items each. */
static void
plan_grid (GgSpatial *self, const GgBox *extent, guint n_figures)
{
  double w = MAX (extent->x1 - extent->x0, 1), h = MAX (extent->y1 - extent->y0, 1);
  double cell = MAX (MIN_CELL_MM, sqrt (w * h / MAX (n_figures, 1)));

  cell = MAX (cell, MAX (w, h) / MAX_CELLS_PER_SIDE);
  self->x0 = extent->x0;
  self->y0 = extent->y0;
  self->cell = cell;
  self->nx = MAX (1, (int) ceil (w / cell));
  self->ny = MAX (1, (int) ceil (h / cell));
}

static gboolean
figure_off (GgGame *game, guint i)
{
  return game->state != NULL &&
         gg_game_state_off_table (game->state,
                                  ((GgFigure *) g_ptr_array_index (game->figures, i))->id);
}

static void
remember (GgSpatial *self)
{
  GgGame *game = self->game;

  self->figure_seen = g_new (gpointer, MAX (1, game->figures->len));
  self->figure_bases = g_new (GgBase, MAX (1, game->figures->len));
  for (guint i = 0; i < game->figures->len; i++)
    {
      self->figure_seen[i] = g_ptr_array_index (game->figures, i);
      self->figure_bases[i] = ((GgFigure *) self->figure_seen[i])->base;
    }
  self->terrain_seen = g_new (gpointer, MAX (1, game->terrain->len));
  for (guint i = 0; i < game->terrain->len; i++)
    self->terrain_seen[i] = g_ptr_array_index (game->terrain, i);
}

static void
build (GgSpatial *self)
{
  GgGame *game = self->game;
  GArray *figs = figure_boxes (game), *terr = terrain_boxes (game);
  GgBox extent = { 0, 0, MAX (game->width, 1), MAX (game->depth, 1) };

  extend (&extent, figs);
  extend (&extent, terr);
  plan_grid (self, &extent, figs->len);
  /* a casualty stays in the game's figures but has left the table */
  self->figures.off = g_new0 (gboolean, MAX (1, figs->len));
  for (guint i = 0; i < game->figures->len; i++)
    self->figures.off[i] = figure_off (game, i);
  layer_init (self, &self->figures, figs);
  layer_init (self, &self->terrain, terr);
  remember (self);
}

static void
unbuild (GgSpatial *self)
{
  layer_clear (self, &self->figures);
  layer_clear (self, &self->terrain);
  g_clear_pointer (&self->figure_seen, g_free);
  g_clear_pointer (&self->figure_bases, g_free);
  g_clear_pointer (&self->terrain_seen, g_free);
}

GgSpatial *
gg_spatial_new (GgGame *game)
{
  GgSpatial *self = g_new0 (GgSpatial, 1);

  self->game = gg_game_ref (game);
  build (self);
  return self;
}

void
gg_spatial_free (GgSpatial *self)
{
  if (self == NULL)
    return;
  unbuild (self);
  gg_game_unref (self->game);
  g_free (self);
}

static void
layer_remove (GgSpatial *self, Layer *layer, guint item)
{
  Range r = cells_of (self, &g_array_index (layer->boxes, GgBox, item));

  for (int j = r.j0; j <= r.j1; j++)
    for (int i = r.i0; i <= r.i1; i++)
      {
        GArray *cell = layer->cells[j * self->nx + i];

        for (guint k = 0; cell != NULL && k < cell->len; k++)
          if (g_array_index (cell, guint, k) == item)
            {
              g_array_remove_index_fast (cell, k); /* answers are sorted: order is free */
              break;
            }
      }
}

/* Figure @i changed: out of the cells of its old box, into those of its new one. */
static void
refile_figure (GgSpatial *self, guint i, gboolean off)
{
  GgFigure *f = g_ptr_array_index (self->game->figures, i);
  Layer *layer = &self->figures;

  if (!layer->off[i])
    layer_remove (self, layer, i);
  g_array_index (layer->boxes, GgBox, i) = gg_base_box (&f->base);
  layer->off[i] = off;
  if (!off)
    layer_insert (self, layer, i);
  self->figure_seen[i] = f;
  self->figure_bases[i] = f->base;
}

static gboolean
same_terrain (GgSpatial *self)
{
  GgGame *game = self->game;

  if (game->terrain->len != self->terrain.n_items)
    return FALSE;
  for (guint i = 0; i < game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (game->terrain, i);
      GgBox b = gg_points_box ((GgPoint *) t->points->data, t->points->len);
      GgBox *old = &g_array_index (self->terrain.boxes, GgBox, i);

      /* the box too: a terrain draft may grow its feature in place */
      if (t != self->terrain_seen[i] || b.x0 != old->x0 || b.y0 != old->y0 || b.x1 != old->x1 ||
          b.y1 != old->y1)
        return FALSE;
    }
  return TRUE;
}

static gboolean
same_base (const GgBase *a, const GgBase *b)
{
  return a->centre.x == b->centre.x && a->centre.y == b->centre.y && a->facing == b->facing &&
         a->shape == b->shape && a->front == b->front && a->depth == b->depth &&
         a->diameter == b->diameter;
}

guint
gg_spatial_sync (GgSpatial *self)
{
  GgGame *game = self->game;
  guint moved = 0;

  if (game->figures->len != self->figures.n_items || !same_terrain (self))
    {
      unbuild (self);
      build (self);
      return G_MAXUINT;
    }
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      gboolean off = figure_off (game, i);

      if (f == self->figure_seen[i] && off == self->figures.off[i] &&
          same_base (&f->base, &self->figure_bases[i]))
        continue;
      refile_figure (self, i, off);
      moved++;
    }
  return moved;
}

GgGame *
gg_spatial_get_game (GgSpatial *self)
{
  return self->game;
}

static int
cmp_uint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/* Calls @keep on each item listed in the cells of @range once; appends those it accepts. */
typedef gboolean (*KeepFunc) (GgSpatial *self, Layer *layer, guint item, gconstpointer data);

static void
collect_cell (GgSpatial *self, Layer *layer, int i, int j, KeepFunc keep, gconstpointer data,
              GArray *out)
{
  GArray *cell = layer->cells[j * self->nx + i];

  for (guint k = 0; cell != NULL && k < cell->len; k++)
    {
      guint item = g_array_index (cell, guint, k);

      if (layer->stamps[item] == self->stamp)
        continue;
      layer->stamps[item] = self->stamp;
      if (keep (self, layer, item, data))
        g_array_append_val (out, item);
    }
}

static void
sort_from (GArray *out, guint first)
{
  if (out->len > first) /* an empty GArray's data may be NULL, which qsort() must not get */
    qsort (out->data + (gsize) first * sizeof (guint), out->len - first, sizeof (guint), cmp_uint);
}

static void
collect (GgSpatial *self, Layer *layer, Range r, KeepFunc keep, gconstpointer data, GArray *out)
{
  guint first = out->len;

  self->stamp++;
  for (int j = r.j0; j <= r.j1; j++)
    for (int i = r.i0; i <= r.i1; i++)
      collect_cell (self, layer, i, j, keep, data, out);
  sort_from (out, first);
}

static gboolean
keep_box (GgSpatial *self, Layer *layer, guint item, gconstpointer data)
{
  return gg_box_intersects (&g_array_index (layer->boxes, GgBox, item), data);
}

void
gg_spatial_figures_in_box (GgSpatial *self, const GgBox *box, GArray *out)
{
  collect (self, &self->figures, cells_of (self, box), keep_box, box, out);
}

void
gg_spatial_terrain_in_box (GgSpatial *self, const GgBox *box, GArray *out)
{
  collect (self, &self->terrain, cells_of (self, box), keep_box, box, out);
}

/* Liang-Barsky: the segment meets the box (boundary included). */
static gboolean
segment_meets_box (GgPoint a, GgPoint b, const GgBox *box)
{
  double t0 = 0, t1 = 1;
  double d[2] = { b.x - a.x, b.y - a.y }, o[2] = { a.x, a.y };
  double lo[2] = { box->x0, box->y0 }, hi[2] = { box->x1, box->y1 };

  for (int k = 0; k < 2; k++)
    {
      if (d[k] == 0)
        {
          if (o[k] < lo[k] || o[k] > hi[k])
            return FALSE;
          continue;
        }
      double ta = (lo[k] - o[k]) / d[k], tb = (hi[k] - o[k]) / d[k];

      t0 = MAX (t0, MIN (ta, tb));
      t1 = MIN (t1, MAX (ta, tb));
      if (t0 > t1)
        return FALSE;
    }
  return TRUE;
}

gboolean
gg_spatial_segment_meets_box (GgPoint a, GgPoint b, const GgBox *box)
{
  return segment_meets_box (a, b, box);
}

typedef struct
{
  GgPoint a, b;
  double margin;
} SegmentQuery;

static gboolean
keep_near_segment (GgSpatial *self, Layer *layer, guint item, gconstpointer data)
{
  const SegmentQuery *q = data;
  GgBox box = gg_box_grow (g_array_index (layer->boxes, GgBox, item), q->margin);

  return segment_meets_box (q->a, q->b, &box);
}

static void
near_segment (GgSpatial *self, Layer *layer, GgPoint a, GgPoint b, double margin, GArray *out)
{
  SegmentQuery q = { a, b, margin };
  GgBox box =
    gg_box_grow ((GgBox){ MIN (a.x, b.x), MIN (a.y, b.y), MAX (a.x, b.x), MAX (a.y, b.y) }, margin);
  Range r = cells_of (self, &box);
  guint first = out->len;

  self->stamp++;
  /* long diagonal lines: visit only the cells the line passes near */
  for (int j = r.j0; j <= r.j1; j++)
    for (int i = r.i0; i <= r.i1; i++)
      {
        GgBox c = { self->x0 + i * self->cell, self->y0 + j * self->cell,
                    self->x0 + (i + 1) * self->cell, self->y0 + (j + 1) * self->cell };

        c = gg_box_grow (c, margin);
        /* border cells also hold what lies beyond the grid */
        if (i == 0 || j == 0 || i == self->nx - 1 || j == self->ny - 1 ||
            segment_meets_box (a, b, &c))
          collect_cell (self, layer, i, j, keep_near_segment, &q, out);
      }
  sort_from (out, first);
}

void
gg_spatial_figures_near_segment (GgSpatial *self, GgPoint a, GgPoint b, double margin, GArray *out)
{
  near_segment (self, &self->figures, a, b, margin, out);
}

void
gg_spatial_terrain_near_segment (GgSpatial *self, GgPoint a, GgPoint b, double margin, GArray *out)
{
  near_segment (self, &self->terrain, a, b, margin, out);
}

static const GgBase *
base_at (GgSpatial *self, guint item)
{
  return &((GgFigure *) g_ptr_array_index (self->game->figures, item))->base;
}

typedef struct
{
  GgPoint centre;
  double radius;
} CircleQuery;

static gboolean
keep_in_circle (GgSpatial *self, Layer *layer, guint item, gconstpointer data)
{
  const CircleQuery *q = data;

  return gg_base_within_radius (base_at (self, item), q->centre, q->radius);
}

void
gg_spatial_figures_in_circle (GgSpatial *self, GgPoint centre, double radius, GArray *out)
{
  CircleQuery q = { centre, radius };
  double m = radius + GG_GEOMETRY_EPSILON;
  GgBox box = { centre.x - m, centre.y - m, centre.x + m, centre.y + m };

  collect (self, &self->figures, cells_of (self, &box), keep_in_circle, &q, out);
}

static gboolean
keep_in_sector (GgSpatial *self, Layer *layer, guint item, gconstpointer data)
{
  return gg_base_in_sector (base_at (self, item), data);
}

void
gg_spatial_figures_in_sector (GgSpatial *self, const GgSector *sector, GArray *out)
{
  GgBox box = gg_box_grow (gg_sector_box (sector), GG_GEOMETRY_EPSILON);

  collect (self, &self->figures, cells_of (self, &box), keep_in_sector, sector, out);
}

int
gg_spatial_pick (GgSpatial *self, GgPoint p, double tolerance)
{
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (guint));
  double best = INFINITY;
  int pick = -1;

  gg_spatial_figures_in_circle (self, p, MAX (tolerance, 0), near);
  /* ascending order: later figures win ties, as they are drawn on top */
  for (guint k = 0; k < near->len; k++)
    {
      guint item = g_array_index (near, guint, k);
      double d = gg_base_point_distance (base_at (self, item), p, NULL);

      if (d <= best)
        {
          best = d;
          pick = item;
        }
    }
  return pick;
}
