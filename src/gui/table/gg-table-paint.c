/* gg-table-paint.c: the table, its grid, terrain, figures and the rulers along the edges.
 * Figures are drawn only where they show, each as a cached sprite when a cache is given
 * (gg-table-paint-cache.c). With a cache, everything but the live overlays (the scene) is kept
 * as one image between frames and drawn again only where something in it changed: moving a
 * figure costs the blit of the scene and two small squares drawn again. */
#include "gg-table-paint-private.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "gg-game-state.h"

#define RULER GG_TABLE_PAINT_RULER

#define GG_PAINT_NAME(up, low) "gg_" #low,
static const char *const colour_names[] = { GG_PAINT_COLOURS (GG_PAINT_NAME) };
#undef GG_PAINT_NAME

const char *
gg_table_paint_colour_name (GgPaintColour colour)
{
  g_return_val_if_fail (colour < GG_PAINT_N_COLOURS, NULL);
  return colour_names[colour];
}

static gboolean
parse_value (const char *value, GdkRGBA *rgba)
{
  g_autofree char *hex = NULL;
  double alpha;

  if (gdk_rgba_parse (rgba, value))
    return TRUE;
  if (!g_str_has_prefix (value, "alpha(") || strchr (value, ',') == NULL)
    return FALSE;
  hex = g_strndup (value + 6, strchr (value, ',') - value - 6);
  alpha = g_ascii_strtod (strchr (value, ',') + 1, NULL);
  if (!gdk_rgba_parse (rgba, g_strstrip (hex)))
    return FALSE;
  rgba->alpha *= alpha;
  return TRUE;
}

static void
read_colour (GgTablePaint *self, const char *line)
{
  g_auto (GStrv) words = g_strsplit_set (line, " ;", 3);
  g_autofree char *value = NULL;

  if (g_strv_length (words) < 3 || !g_str_equal (words[0], "@define-color"))
    return;
  value = g_strdup (strstr (line, words[1]) + strlen (words[1]));
  *strrchr (value, ';') = '\0';
  for (guint i = 0; i < GG_PAINT_N_COLOURS; i++)
    if (g_str_equal (words[1], colour_names[i]))
      parse_value (g_strstrip (value), &self->palette[i]);
}

void
gg_table_paint_read_palette (GgTablePaint *self, const char *css)
{
  g_auto (GStrv) lines = g_strsplit (css, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "@define-color ") && strchr (lines[i], ';') != NULL)
      read_colour (self, lines[i]);
}

void
_gg_paint_source (cairo_t *cr, const GgTablePaint *p, GgPaintColour colour)
{
  gdk_cairo_set_source_rgba (cr, &p->palette[colour]);
}

void
gg_table_paint_to_widget (const GgTablePaint *p, GgPoint t, double *x, double *y)
{
  double depth = p->game ? p->game->depth : 0;

  *x = p->ox + t.x * p->zoom;
  *y = p->oy + (depth - t.y) * p->zoom;
}

GgPoint
gg_table_paint_to_table (const GgTablePaint *p, double x, double y)
{
  double depth = p->game ? p->game->depth : 0;

  return (GgPoint){ (x - p->ox) / p->zoom, depth - (y - p->oy) / p->zoom };
}

void
_gg_paint_points (cairo_t *cr, const GgTablePaint *p, GArray *points, gboolean close)
{
  for (guint i = 0; i < points->len; i++)
    {
      double x, y;

      gg_table_paint_to_widget (p, g_array_index (points, GgPoint, i), &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  if (close)
    cairo_close_path (cr);
}

PangoLayout *
_gg_paint_layout (cairo_t *cr, const GgTablePaint *p, const char *text)
{
  PangoLayout *layout = p->pango ? pango_layout_new (p->pango) : pango_cairo_create_layout (cr);

  pango_layout_set_text (layout, text, -1);
  return layout;
}

GgPaintColour
_gg_paint_terrain_colour (GgTerrainKind kind)
{
  static const GgPaintColour colours[GG_TERRAIN_N_KINDS] = {
    [GG_TERRAIN_BUILDING] = GG_PAINT_BUILDING, [GG_TERRAIN_WOOD] = GG_PAINT_WOOD,
    [GG_TERRAIN_HILL] = GG_PAINT_HILL,         [GG_TERRAIN_ORCHARD] = GG_PAINT_ORCHARD,
    [GG_TERRAIN_VINEYARD] = GG_PAINT_VINEYARD, [GG_TERRAIN_FIELD] = GG_PAINT_FIELD,
    [GG_TERRAIN_RICE] = GG_PAINT_RICE,         [GG_TERRAIN_REEDS] = GG_PAINT_REEDS,
    [GG_TERRAIN_MARSH] = GG_PAINT_MARSH,       [GG_TERRAIN_LAKE] = GG_PAINT_WATER,
    [GG_TERRAIN_HEDGE] = GG_PAINT_HEDGE,       [GG_TERRAIN_WALL] = GG_PAINT_WALL,
    [GG_TERRAIN_FENCE] = GG_PAINT_FENCE,       [GG_TERRAIN_PALISADE] = GG_PAINT_FENCE,
    [GG_TERRAIN_TRENCH] = GG_PAINT_TRENCH,     [GG_TERRAIN_GABIONS] = GG_PAINT_TRENCH,
    [GG_TERRAIN_TREE_ROW] = GG_PAINT_WOOD,     [GG_TERRAIN_RIVER] = GG_PAINT_WATER,
    [GG_TERRAIN_ROAD] = GG_PAINT_ROAD,
  };

  return colours[kind];
}

/* Widths of linear features on the table, mm: drawn at scale like everything else. */
static double
line_width_mm (GgTerrainKind kind)
{
  switch (kind)
    {
    case GG_TERRAIN_ROAD:
      return 40;
    case GG_TERRAIN_RIVER:
      return 60;
    case GG_TERRAIN_HEDGE:
    case GG_TERRAIN_TREE_ROW:
      return 12;
    default:
      return 6;
    }
}

static void
draw_terrain (cairo_t *cr, const GgTablePaint *p, GgTerrain *t)
{
  _gg_paint_source (cr, p, _gg_paint_terrain_colour (t->kind));
  if (gg_terrain_kind_is_linear (t->kind))
    {
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, MAX (2.0, line_width_mm (t->kind) * p->zoom));
      _gg_paint_points (cr, p, t->points, FALSE);
      cairo_stroke (cr);
      return;
    }
  _gg_paint_points (cr, p, t->points, TRUE);
  cairo_fill_preserve (cr);
  _gg_paint_terrain_texture (cr, p, t->kind);
  _gg_paint_source (cr, p, GG_PAINT_TERRAIN_OUTLINE);
  cairo_set_line_width (cr, t->has_level && t->level > 0 ? 2.0 : 1.0);
  cairo_stroke (cr);
}

/* A point of the base's own frame (x across the front, y back to front) on screen; compass
 * bearings turn clockwise and screen y points down, so the frame maps without a flip. */
static void
base_point (const GgTablePaint *p, const GgBase *b, double u, double v, double *x, double *y)
{
  double a = b->facing * G_PI / 180.0, c = cos (a), s = sin (a), cx, cy;

  gg_table_paint_to_widget (p, b->centre, &cx, &cy);
  *x = cx + (u * c - v * s) * p->zoom;
  *y = cy + (u * s + v * c) * p->zoom;
}

void
_gg_paint_base_path (cairo_t *cr, const GgTablePaint *p, const GgBase *b)
{
  static const double corners[4][2] = { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 } };
  double x, y;

  if (b->shape == GG_BASE_ROUND)
    {
      gg_table_paint_to_widget (p, b->centre, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, b->diameter / 2 * p->zoom, 0, 2 * G_PI);
      cairo_close_path (cr);
      return;
    }
  for (int i = 0; i < 4; i++)
    {
      base_point (p, b, corners[i][0] * b->front / 2, corners[i][1] * b->depth / 2, &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

double
_gg_paint_base_reach (const GgBase *b)
{
  return b->shape == GG_BASE_ROUND ? b->diameter / 2 : hypot (b->front, b->depth) / 2;
}

gboolean
_gg_paint_base_visible (const GgTablePaint *p, const GgBase *b, double margin_mm)
{
  double x, y, x0, y0, x1, y1, r = (_gg_paint_base_reach (b) + margin_mm) * p->zoom + 2;

  _gg_paint_cache_cull (p, &x0, &y0, &x1, &y1);
  gg_table_paint_to_widget (p, b->centre, &x, &y);
  return x + r >= x0 && y + r >= y0 && x - r <= x1 && y - r <= y1;
}

static void
facing_mark (cairo_t *cr, const GgTablePaint *p, const GgBase *b)
{
  double half = b->shape == GG_BASE_ROUND ? b->diameter / 2 : b->depth / 2;
  double w = b->shape == GG_BASE_ROUND ? b->diameter / 3 : b->front / 3, x, y;

  base_point (p, b, -w, -half + w * 0.9, &x, &y);
  cairo_move_to (cr, x, y);
  base_point (p, b, 0, -half + 0.2, &x, &y);
  cairo_line_to (cr, x, y);
  base_point (p, b, w, -half + w * 0.9, &x, &y);
  cairo_line_to (cr, x, y);
}

static gboolean
is_leader (const GgFigure *f)
{
  const char *r = f->role;

  /* L…, PL…, Cy…, Bt…, CSt; tested by first letter: this runs for every figure every frame */
  if (r == NULL)
    return FALSE;
  switch (r[0])
    {
    case 'L':
      return TRUE;
    case 'P':
      return r[1] == 'L';
    case 'B':
      return r[1] == 't';
    case 'C':
      return r[1] == 'y' || strcmp (r, "CSt") == 0;
    default:
      return FALSE;
    }
}

/* One figure as a path: fill, edge (heavier for a leader), facing mark. */
static void
draw_figure (cairo_t *cr, const GgTablePaint *p, const GgBase *b, char side, gboolean leader)
{
  gboolean side_b = side == 'B';

  _gg_paint_base_path (cr, p, b);
  _gg_paint_source (cr, p, side_b ? GG_PAINT_SIDE_B : GG_PAINT_SIDE_A);
  cairo_fill_preserve (cr);
  _gg_paint_source (cr, p, side_b ? GG_PAINT_SIDE_B_EDGE : GG_PAINT_SIDE_A_EDGE);
  cairo_set_line_width (cr, leader ? 2.0 : 1.0);
  cairo_stroke (cr);
  if (p->zoom * MIN (b->front, b->depth) < 4 && b->shape == GG_BASE_RECT)
    return;
  facing_mark (cr, p, b);
  _gg_paint_source (cr, p, GG_PAINT_FACING);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
figure_sprite (cairo_t *cr, const GgTablePaint *p, const GgBase *b, char side, double radius)
{
  draw_figure (cr, p, b, side, FALSE);
}

static void
leader_sprite (cairo_t *cr, const GgTablePaint *p, const GgBase *b, char side, double radius)
{
  draw_figure (cr, p, b, side, TRUE);
}

static gboolean
is_ghost (const GgTablePaint *p, const GgFigure *f)
{
  for (guint i = 0; p->ghosts != NULL && i < p->ghosts->len; i++)
    if (g_str_equal (g_ptr_array_index (p->ghosts, i), f->id))
      return TRUE;
  return FALSE;
}

/* A figure not placed yet: the table shows through it (never cached). */
static void
draw_ghost (cairo_t *cr, const GgTablePaint *p, const GgFigure *f, char side, gboolean leader)
{
  cairo_push_group (cr);
  draw_figure (cr, p, &f->base, side, leader);
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, 0.45);
}

static void
draw_figures (cairo_t *cr, const GgTablePaint *p)
{
  GPtrArray *figures = p->game->figures;

  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      gboolean leader = is_leader (f);
      char side = f->side == 'B' ? 'B' : 'A';

      if (!_gg_paint_base_visible (p, &f->base, 0) ||
          gg_game_state_off_table (p->game->state, f->id))
        continue;
      if (is_ghost (p, f))
        draw_ghost (cr, p, f, side, leader);
      else if (p->cache == NULL || !_gg_paint_cache_sprite (
                                     p->cache, cr, p, leader ? GG_SPRITE_LEADER : GG_SPRITE_FIGURE,
                                     &f->base, side, 0, leader ? leader_sprite : figure_sprite))
        draw_figure (cr, p, &f->base, side, leader);
    }
}

static void
figure_items (const GgTablePaint *p, GArray *items)
{
  GPtrArray *figures = p->game->figures;

  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      double data[] = { GG_PAINT_BASE_DATA (&f->base), f->side == 'B', is_leader (f),
                        is_ghost (p, f) };

      if (gg_game_state_off_table (p->game->state, f->id))
        continue; /* a casualty has left the table */
      _gg_paint_item_round (items, p, f->base.centre, _gg_paint_base_reach (&f->base), data,
                            G_N_ELEMENTS (data));
    }
}

/* Grid steps in mm for the unit: minor, major. */
static void
grid_steps (const GgTablePaint *p, double *minor, double *major)
{
  if (p->unit == GG_UNIT_IN)
    {
      *minor = GG_MM_PER_INCH;
      *major = 6 * GG_MM_PER_INCH;
    }
  else
    {
      *minor = 10;
      *major = 100;
    }
  while (*minor * p->zoom < 6)
    *minor *= p->unit == GG_UNIT_IN ? 6 : 5;
  while (*major * p->zoom < 40)
    *major *= 2;
}

static void
draw_grid_lines (cairo_t *cr, const GgTablePaint *p, GgGame *game, double step)
{
  for (double x = step; x < game->width - 1e-6; x += step)
    {
      double wx, wy0, wy1;

      gg_table_paint_to_widget (p, (GgPoint){ x, 0 }, &wx, &wy0);
      gg_table_paint_to_widget (p, (GgPoint){ x, game->depth }, &wx, &wy1);
      cairo_move_to (cr, round (wx) + 0.5, wy0);
      cairo_line_to (cr, round (wx) + 0.5, wy1);
    }
  for (double y = step; y < game->depth - 1e-6; y += step)
    {
      double wx0, wx1, wy;

      gg_table_paint_to_widget (p, (GgPoint){ 0, y }, &wx0, &wy);
      gg_table_paint_to_widget (p, (GgPoint){ game->width, y }, &wx1, &wy);
      cairo_move_to (cr, wx0, round (wy) + 0.5);
      cairo_line_to (cr, wx1, round (wy) + 0.5);
    }
  cairo_stroke (cr);
}

static void
draw_table (cairo_t *cr, const GgTablePaint *p, GgGame *game)
{
  double x0, y0, minor, major;

  gg_table_paint_to_widget (p, (GgPoint){ 0, game->depth }, &x0, &y0);
  cairo_rectangle (cr, x0, y0, game->width * p->zoom, game->depth * p->zoom);
  _gg_paint_source (cr, p, GG_PAINT_TABLE);
  cairo_fill (cr);
  grid_steps (p, &minor, &major);
  cairo_set_line_width (cr, 1);
  _gg_paint_source (cr, p, GG_PAINT_GRID_MINOR);
  draw_grid_lines (cr, p, game, minor);
  _gg_paint_source (cr, p, GG_PAINT_GRID_MAJOR);
  draw_grid_lines (cr, p, game, major);
}

static void
ruler_label (cairo_t *cr, PangoLayout *layout, double value, double x, double y, gboolean vertical)
{
  char text[32];
  int w, h;

  g_snprintf (text, sizeof text, "%g", value);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (vertical)
    cairo_move_to (cr, RULER - w - 3, y - h / 2.0);
  else
    cairo_move_to (cr, x - w / 2.0, (RULER - h) / 2);
  pango_cairo_show_layout (cr, layout);
}

static void
ruler_ticks (cairo_t *cr, const GgTablePaint *p, PangoLayout *layout, double length,
             gboolean vertical)
{
  double minor, major;

  grid_steps (p, &minor, &major);
  for (double v = 0; v <= length + 1e-6; v += minor)
    {
      double wx, wy, at;
      gboolean is_major = fmod (v + 1e-6, major) < 1e-3;
      double label = round (gg_unit_from_mm (p->unit, v) * 100) / 100;

      gg_table_paint_to_widget (p, vertical ? (GgPoint){ 0, v } : (GgPoint){ v, 0 }, &wx, &wy);
      at = vertical ? wy : wx;
      if (at < RULER || at > (vertical ? p->height : p->width))
        continue;
      cairo_move_to (cr, vertical ? RULER : round (wx) + 0.5, vertical ? round (wy) + 0.5 : RULER);
      cairo_rel_line_to (cr, vertical ? -(is_major ? 8 : 4) : 0,
                         vertical ? 0 : -(is_major ? 8 : 4));
      cairo_stroke (cr);
      if (is_major && (!vertical || wy > RULER + 6))
        ruler_label (cr, layout, label, wx, wy, vertical);
    }
}

static void
draw_edge_rulers (cairo_t *cr, const GgTablePaint *p, GgGame *game)
{
  g_autoptr (PangoLayout) layout = _gg_paint_layout (cr, p, "");
  PangoFontDescription *font = pango_font_description_from_string ("Sans 7");

  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  _gg_paint_source (cr, p, GG_PAINT_RULER_BG);
  cairo_rectangle (cr, 0, 0, p->width, RULER);
  cairo_rectangle (cr, 0, RULER, RULER, p->height - RULER);
  cairo_fill (cr);
  _gg_paint_source (cr, p, GG_PAINT_RULER_FG);
  cairo_set_line_width (cr, 1);
  ruler_ticks (cr, p, layout, game->width, FALSE);
  ruler_ticks (cr, p, layout, game->depth, TRUE);
}

/* What changes only with the view or the terrain. Terrain is drawn before the rulers along
 * the edges, which cover it; everything else is clipped off them. */
static void
draw_background (cairo_t *cr, const GgTablePaint *p)
{
  draw_table (cr, p, p->game);
  for (guint i = 0; i < p->game->terrain->len; i++)
    draw_terrain (cr, p, g_ptr_array_index (p->game->terrain, i));
  _gg_paint_photos (cr, p); /* gg-table-paint-photo.c */
  draw_edge_rulers (cr, p, p->game);
}

/* What lies on the background, under the live overlays (the cache keeps it as one image). */
static void
draw_scene (cairo_t *cr, const GgTablePaint *p)
{
  cairo_save (cr);
  cairo_rectangle (cr, RULER, RULER, p->width, p->height);
  cairo_clip (cr);
  _gg_paint_under (cr, p);
  draw_figures (cr, p);
  _gg_paint_marks (cr, p);
  cairo_restore (cr);
}

/* The pieces of the scene in the order draw_scene draws them. */
static void
scene_items (const GgTablePaint *p, GArray *items)
{
  _gg_paint_under_items (p, items);
  figure_items (p, items);
  _gg_paint_marks_items (p, items);
}

void
gg_table_paint (cairo_t *cr, const GgTablePaint *p)
{
  if (p->game == NULL || p->width <= 0 || p->height <= 0)
    return;
  cairo_save (cr);
  if (p->cache != NULL)
    {
      _gg_paint_cache_check (p->cache, p);
      _gg_paint_cache_scene (p->cache, cr, p, draw_background, draw_scene, scene_items);
    }
  else
    {
      draw_background (cr, p);
      draw_scene (cr, p);
    }
  cairo_rectangle (cr, RULER, RULER, p->width, p->height);
  cairo_clip (cr);
  _gg_paint_labels (cr, p);
  _gg_paint_over (cr, p);
  cairo_restore (cr);
}
