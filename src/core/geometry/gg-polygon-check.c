/* gg-polygon-check.c: whether a polygon read from a file is one the geometry can trust (finite
 * points, none repeated, no edge meeting another, some area), checked on a sparse grid so that
 * a large outline takes milliseconds; the shapes themselves are measured in gg-geometry.c. */
#include "gg-geometry.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#define EPS GG_GEOMETRY_EPSILON

static gboolean
edges_clash (const GgPoint *v, guint n, guint i, guint j)
{
  GgPoint a0 = v[i], a1 = v[(i + 1) % n], b0 = v[j], b1 = v[(j + 1) % n];

  if ((i + 1) % n == j) /* consecutive: they may only share their common vertex */
    return gg_point_segment_distance (b1, a0, a1, NULL) <= EPS ||
           gg_point_segment_distance (a0, b0, b1, NULL) <= EPS;
  if ((j + 1) % n == i)
    return gg_point_segment_distance (a1, b0, b1, NULL) <= EPS ||
           gg_point_segment_distance (b0, a0, a1, NULL) <= EPS;
  return gg_segment_distance (a0, a1, b0, b1, NULL, NULL) <= EPS;
}

static double
signed_area (const GgPoint *v, guint n)
{
  double a = 0;

  for (guint i = 0, j = n - 1; i < n; j = i++)
    a += v[j].x * v[i].y - v[j].y * v[i].x;
  return a / 2;
}

/* The polygon check on a sparse grid whose cells are about two edges long: a point is compared
 * with the points of its 3 × 3 cells, an edge with the edges sharing a cell with it (each edge
 * thickened by EPS), so a 100,000-vertex outline takes milliseconds where comparing every pair
 * took minutes. The grid is a sorted array of (cell, item) entries. The work is bounded: a
 * polygon that would need more than MAX_WORK entries or comparisons is refused as too
 * intricate, never hung on. */
#define MAX_WORK 10000000

typedef struct
{
  guint64 key; /* cx << 32 | cy */
  guint item;
} Entry;

typedef struct
{
  double x0, y0, cw;
  GArray *entries; /* Entry, sorted by key then item */
  guint64 work;
} Grid;

typedef void (*CellFunc) (Grid *grid, guint64 key, guint item, gpointer data);

static guint64
cell_key (double cx, double cy)
{
  return ((guint64) MAX (cx, 0) << 32) | (guint64) MAX (cy, 0);
}

/* Calls @func for every cell that the segment @a-@b, thickened by EPS, passes through. */
static void
segment_cells (Grid *g, GgPoint a, GgPoint b, guint item, CellFunc func, gpointer data)
{
  double lo = MIN (a.x, b.x) - EPS, hi = MAX (a.x, b.x) + EPS;
  double cx0 = floor ((lo - g->x0) / g->cw), cx1 = floor ((hi - g->x0) / g->cw);

  for (double cx = cx0; cx <= cx1 && g->work <= MAX_WORK; cx++)
    {
      double xa = MAX (lo, g->x0 + cx * g->cw - EPS), xb = MIN (hi, g->x0 + (cx + 1) * g->cw + EPS);
      double ya = a.y, yb = b.y;

      if (fabs (b.x - a.x) > EPS)
        {
          double ta = CLAMP ((xa - a.x) / (b.x - a.x), 0, 1);
          double tb = CLAMP ((xb - a.x) / (b.x - a.x), 0, 1);

          ya = a.y + ta * (b.y - a.y);
          yb = a.y + tb * (b.y - a.y);
        }
      for (double cy = floor ((MIN (ya, yb) - EPS - g->y0) / g->cw),
                  cy1 = floor ((MAX (ya, yb) + EPS - g->y0) / g->cw);
           cy <= cy1 && g->work <= MAX_WORK; cy++)
        func (g, cell_key (cx, cy), item, data);
    }
}

static void
add_cb (Grid *g, guint64 key, guint item, gpointer data)
{
  Entry e = { key, item };

  g_array_append_val (g->entries, e);
  g->work++;
}

static int
entry_compare (gconstpointer a, gconstpointer b)
{
  const Entry *x = a, *y = b;

  return x->key < y->key ? -1 : x->key > y->key ? 1 : (int) x->item - (int) y->item;
}

/* The grid of the edges of @v (or of its points, with @points): FALSE past MAX_WORK entries. */
static gboolean
grid_build (Grid *g, const GgPoint *v, guint n, gboolean points)
{
  GgBox box = gg_points_box (v, n);
  double perimeter = 0;

  for (guint i = 0; i < n; i++)
    perimeter += gg_point_distance (v[i], v[(i + 1) % n]);
  g->x0 = box.x0 - 2 * EPS;
  g->y0 = box.y0 - 2 * EPS;
  /* two mean edges a cell, but never so small that a cell index leaves 32 bits */
  g->cw =
    MAX (MAX (2 * perimeter / n, 4 * EPS), MAX (box.x1 - box.x0, box.y1 - box.y0) / (1u << 30));
  g->entries = g_array_sized_new (FALSE, FALSE, sizeof (Entry), 4 * n);
  for (guint i = 0; i < n && g->work <= MAX_WORK; i++)
    segment_cells (g, v[i], points ? v[i] : v[(i + 1) % n], i, add_cb, NULL);
  if (g->work > MAX_WORK)
    return FALSE;
  g_array_sort (g->entries, entry_compare);
  return TRUE;
}

static void
grid_clear (Grid *g)
{
  g_clear_pointer (&g->entries, g_array_unref);
}

/* The index of the first entry of cell @key (entries->len if it has none). */
static guint
grid_first (Grid *g, guint64 key)
{
  guint lo = 0, hi = g->entries->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (g->entries, Entry, mid).key < key)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

typedef struct
{
  const GgPoint *v;
  guint n, j;
  guint *stamp; /* stamp[i] == j + 1: edge i was compared with edge j already */
  gboolean found;
} Probe;

static void
probe_edge_cb (Grid *g, guint64 key, guint j, gpointer data)
{
  Probe *p = data;

  for (guint k = grid_first (g, key); k < g->entries->len && !p->found; k++)
    {
      const Entry *e = &g_array_index (g->entries, Entry, k);

      if (e->key != key || e->item >= j)
        break; /* sorted by item within a cell: only earlier edges count */
      if (p->stamp[e->item] == j + 1)
        continue;
      p->stamp[e->item] = j + 1;
      g->work++;
      p->found = edges_clash (p->v, p->n, e->item, j);
    }
}

/* The first point (in order) that repeats an earlier one, or @n. */
static guint
first_repeated_point (Grid *g, const GgPoint *v, guint n)
{
  for (guint j = 1; j < n && g->work <= MAX_WORK; j++)
    {
      double cx = floor ((v[j].x - g->x0) / g->cw), cy = floor ((v[j].y - g->y0) / g->cw);

      for (double x = cx - 1; x <= cx + 1; x++)
        for (double y = cy - 1; y <= cy + 1; y++)
          {
            guint64 key = cell_key (x, y);

            for (guint k = grid_first (g, key); k < g->entries->len; k++, g->work++)
              {
                const Entry *e = &g_array_index (g->entries, Entry, k);

                if (e->key != key || e->item >= j)
                  break;
                if (gg_point_distance (v[e->item], v[j]) <= EPS)
                  return j;
              }
          }
    }
  return n;
}

/* The first edge (in order) that meets an earlier one where it should not, or @n. */
static guint
first_clashing_edge (Grid *g, const GgPoint *v, guint n)
{
  g_autofree guint *stamp = g_new0 (guint, n);
  Probe probe = { v, n, 0, stamp, FALSE };

  for (guint j = 1; j < n && g->work <= MAX_WORK; j++)
    {
      probe.j = j;
      segment_cells (g, v[j], v[(j + 1) % n], j, probe_edge_cb, &probe);
      if (probe.found)
        return j;
    }
  return n;
}

GgPolygonProblem
gg_polygon_check (const GgPoint *points, guint n, guint *where)
{
  Grid grid = { 0 };
  GgPolygonProblem problem = GG_POLYGON_VALID;
  guint dummy;

  where = where ? where : &dummy;
  *where = 0;
  for (guint i = 0; i < n; i++)
    if (!isfinite (points[i].x) || !isfinite (points[i].y))
      return *where = i, GG_POLYGON_NOT_FINITE;
  if (n < 3)
    return GG_POLYGON_TOO_FEW_POINTS;
  if (!grid_build (&grid, points, n, TRUE))
    problem = GG_POLYGON_TOO_INTRICATE;
  else if ((*where = first_repeated_point (&grid, points, n)) < n)
    problem = GG_POLYGON_REPEATED_POINT;
  grid_clear (&grid);
  if (problem != GG_POLYGON_VALID || grid.work > MAX_WORK)
    return problem != GG_POLYGON_VALID ? problem : GG_POLYGON_TOO_INTRICATE;
  grid = (Grid){ 0 };
  if (!grid_build (&grid, points, n, FALSE))
    problem = GG_POLYGON_TOO_INTRICATE;
  else if ((*where = first_clashing_edge (&grid, points, n)) < n)
    problem = GG_POLYGON_SELF_INTERSECTING;
  else if (grid.work > MAX_WORK)
    problem = GG_POLYGON_TOO_INTRICATE;
  grid_clear (&grid);
  if (problem != GG_POLYGON_VALID)
    return problem;
  *where = 0;
  if (fabs (signed_area (points, n)) <= EPS)
    return GG_POLYGON_ZERO_AREA;
  return GG_POLYGON_VALID;
}

const char *
gg_polygon_problem_message (GgPolygonProblem problem)
{
  switch (problem)
    {
    case GG_POLYGON_TOO_FEW_POINTS:
      return _("a polygon needs at least 3 points");
    case GG_POLYGON_NOT_FINITE:
      return _("this point is not a finite number in millimetres");
    case GG_POLYGON_REPEATED_POINT:
      return _("this point repeats an earlier point of the polygon (polygons close themselves)");
    case GG_POLYGON_SELF_INTERSECTING:
      return _("the polygon crosses or touches itself at the edge starting here");
    case GG_POLYGON_ZERO_AREA:
      return _("the polygon has no area");
    case GG_POLYGON_TOO_INTRICATE:
      return _("the polygon is too intricate to check (its edges crowd together too much); "
               "simplify it");
    case GG_POLYGON_VALID:
    default:
      return _("the polygon is valid");
    }
}
