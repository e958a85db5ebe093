/* gg-table-paint-overlays.c: drawing what the view computed: command rings, fire arcs, the
 * canister sector, shell and round shot, line of sight, rulers, markers, the selection. Draws only.
 * What lies under and on the figures is part of the cached scene and is listed piece by piece
 * (*_items) for the cache to see what changed; the rest is drawn live over it every frame. */
#include "gg-table-paint-private.h"

#include <math.h>

#include "gg-game-state.h"

#define SECTOR_FAR 5000 /* mm: how far an unbounded wedge is drawn */

static void
to_widget (const GgTablePaint *p, GgPoint t, double *x, double *y)
{
  gg_table_paint_to_widget (p, t, x, y);
}

static void
move_to (cairo_t *cr, const GgTablePaint *p, GgPoint t)
{
  double x, y;

  to_widget (p, t, &x, &y);
  cairo_move_to (cr, x, y);
}

static void
line_to (cairo_t *cr, const GgTablePaint *p, GgPoint t)
{
  double x, y;

  to_widget (p, t, &x, &y);
  cairo_line_to (cr, x, y);
}

static void
circle (cairo_t *cr, const GgTablePaint *p, GgPoint c, double radius_mm)
{
  double x, y;

  to_widget (p, c, &x, &y);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius_mm * p->zoom, 0, 2 * G_PI);
}

/* The set of points within @r of the base: a rectangle grown by @r with round corners. */
static void
grown_base_path (cairo_t *cr, const GgTablePaint *p, const GgBase *b, double r)
{
  double cx, cy, hw = b->front / 2, hd = b->depth / 2;

  to_widget (p, b->centre, &cx, &cy);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, b->facing * G_PI / 180.0);
  cairo_scale (cr, p->zoom, p->zoom);
  cairo_new_sub_path (cr);
  if (b->shape == GG_BASE_ROUND)
    cairo_arc (cr, 0, 0, b->diameter / 2 + r, 0, 2 * G_PI);
  else
    {
      cairo_arc (cr, hw, -hd, r, -G_PI / 2, 0);
      cairo_arc (cr, hw, hd, r, 0, G_PI / 2);
      cairo_arc (cr, -hw, hd, r, G_PI / 2, G_PI);
      cairo_arc (cr, -hw, -hd, r, G_PI, 3 * G_PI / 2);
      cairo_close_path (cr);
    }
  cairo_restore (cr);
}

/* A sector: apex, bearing ± half-angle, radius (compass bearings; screen y points down). */
static void
sector_path (cairo_t *cr, const GgTablePaint *p, const GgSector *s)
{
  double x, y, r = (isinf (s->radius) ? SECTOR_FAR : s->radius) * p->zoom;
  double a0 = (s->bearing - s->half_angle - 90) * G_PI / 180;
  double a1 = (s->bearing + s->half_angle - 90) * G_PI / 180;

  to_widget (p, s->apex, &x, &y);
  cairo_move_to (cr, x, y);
  cairo_arc (cr, x, y, r, a0, a1);
  cairo_close_path (cr);
}

static void
label (cairo_t *cr, const GgTablePaint *p, GgPoint at, const char *text)
{
  g_autoptr (PangoLayout) layout = _gg_paint_layout (cr, p, text);
  cairo_rectangle_t box;
  double x, y;
  int w, h;

  /* a long verdict wraps rather than runs off the view */
  pango_layout_set_width (layout,
                          MAX (40, (int) p->width - GG_TABLE_PAINT_RULER - 24) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_get_pixel_size (layout, &w, &h);
  to_widget (p, at, &x, &y);
  box = gg_table_paint_readout_box (p, x, y, w + 8, h + 4);
  _gg_paint_source (cr, p, GG_PAINT_LABEL_BG);
  cairo_rectangle (cr, box.x, box.y, box.width, box.height);
  cairo_fill (cr);
  _gg_paint_source (cr, p, GG_PAINT_LABEL_FG);
  cairo_move_to (cr, box.x + 4, box.y + 2);
  pango_cairo_show_layout (cr, layout);
}

cairo_rectangle_t
gg_table_paint_readout_box (const GgTablePaint *p, double x, double y, double w, double h)
{
  /* the rulers along the top and left edges are drawn over the table */
  const double gap = 8, low = GG_TABLE_PAINT_RULER + 4, margin = 4;
  cairo_rectangle_t box = { x + gap, y - h - gap, w, h };

  if (box.x + w > p->width - margin) /* no room on the right: to the pointer's left */
    box.x = x - gap - w;
  if (box.y < low) /* none above: below the pointer, clear of its arrow */
    box.y = y + 2 * gap;
  box.x = CLAMP (box.x, low, MAX (low, p->width - margin - w));
  box.y = CLAMP (box.y, low, MAX (low, p->height - margin - h));
  return box;
}

static void
ring_sprite (cairo_t *cr, const GgTablePaint *p, const GgBase *b, char out, double radius)
{
  grown_base_path (cr, p, b, radius);
  _gg_paint_source (cr, p, out ? GG_PAINT_OUT_OF_COMMAND : GG_PAINT_COMMAND_RING);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

/* Each leader's ring, a cached sprite where it can be; the others in one stroke per colour. */
static void
draw_command (cairo_t *cr, const GgTablePaint *p, GArray *command)
{
  for (int out = 0; out < 2; out++)
    {
      for (guint i = 0; command != NULL && i < command->len; i++)
        {
          GgSquadCommand *s = &g_array_index (command, GgSquadCommand, i);
          GgSpriteKind kind = out ? GG_SPRITE_RING_OUT : GG_SPRITE_RING;

          if (s->leader == NULL || (s->out->len > 0) != out ||
              !_gg_paint_base_visible (p, &s->leader->base, s->radius))
            continue;
          if (p->cache == NULL || !_gg_paint_cache_sprite (p->cache, cr, p, kind, &s->leader->base,
                                                           out, s->radius, ring_sprite))
            grown_base_path (cr, p, &s->leader->base, s->radius);
        }
      _gg_paint_source (cr, p, out ? GG_PAINT_OUT_OF_COMMAND : GG_PAINT_COMMAND_RING);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }
}

/* Some of the sector, as drawn, meets the area being drawn (grown by a pixel or two). */
static gboolean
sector_visible (const GgTablePaint *p, const GgSector *s)
{
  double x0, y0, x1, y1;
  GgPoint a, b;
  GgSector drawn = *s;
  GgBase area;

  _gg_paint_cache_cull (p, &x0, &y0, &x1, &y1);
  a = gg_table_paint_to_table (p, x0 - 2, y1 + 2);
  b = gg_table_paint_to_table (p, x1 + 2, y0 - 2);
  area = (GgBase){ { (a.x + b.x) / 2, (a.y + b.y) / 2 }, 0, GG_BASE_RECT, b.x - a.x, b.y - a.y, 0 };
  if (isinf (drawn.radius))
    drawn.radius = SECTOR_FAR;
  return gg_base_in_sector (&area, &drawn);
}

static void
draw_arcs (cairo_t *cr, const GgTablePaint *p, GArray *arcs)
{
  for (guint i = 0; arcs != NULL && i < arcs->len; i++)
    if (sector_visible (p, &g_array_index (arcs, GgSector, i)))
      sector_path (cr, p, &g_array_index (arcs, GgSector, i));
  _gg_paint_source (cr, p, GG_PAINT_ARC);
  cairo_fill (cr);
}

static void
draw_guns (cairo_t *cr, const GgTablePaint *p, GgOverlayData *o)
{
  if (o->canister_gun != NULL && sector_visible (p, &o->canister))
    {
      sector_path (cr, p, &o->canister);
      _gg_paint_source (cr, p, GG_PAINT_CANISTER);
      cairo_fill (cr);
    }
  if (o->roundshot_gun != NULL)
    {
      move_to (cr, p, o->roundshot_from);
      line_to (cr, p, o->roundshot_to);
      _gg_paint_source (cr, p, GG_PAINT_ROUNDSHOT);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

static void
draw_shell (cairo_t *cr, const GgTablePaint *p, GgOverlayData *o)
{
  if (!o->has_shell)
    return;
  _gg_paint_source (cr, p, GG_PAINT_SHELL);
  cairo_set_line_width (cr, 1);
  /* the scatter rose: eight spokes about the aim point, one per 45° */
  for (int i = 0; i < 8; i++)
    {
      GgPoint v = gg_bearing_vector (i * 45);

      move_to (cr, p, o->shell.aim);
      line_to (cr, p, (GgPoint){ o->shell.aim.x + v.x * 100, o->shell.aim.y + v.y * 100 });
    }
  cairo_stroke (cr);
  circle (cr, p, o->shell.fall, o->shell.radius);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  move_to (cr, p, o->shell.aim);
  line_to (cr, p, o->shell.fall);
  cairo_stroke (cr);
}

static void
draw_los (cairo_t *cr, const GgTablePaint *p, GgGame *game, GgOverlayData *o)
{
  if (o->los == NULL)
    return;
  for (guint i = 0; i < o->los->blocked_by->len; i++)
    {
      GgTerrain *t = gg_game_lookup_terrain (game, g_ptr_array_index (o->los->blocked_by, i));

      if (t != NULL)
        _gg_paint_points (cr, p, t->points, !gg_terrain_kind_is_linear (t->kind));
    }
  _gg_paint_source (cr, p, GG_PAINT_LOS_BLOCKED);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  for (guint i = 0; i < o->los->lines->len; i++)
    {
      GgSightLine *l = &g_array_index (o->los->lines, GgSightLine, i);

      move_to (cr, p, l->from);
      line_to (cr, p, l->to);
      _gg_paint_source (cr, p, l->clear ? GG_PAINT_LOS_CLEAR : GG_PAINT_LOS_BLOCKED);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

static void
draw_rulers (cairo_t *cr, const GgTablePaint *p, GArray *rulers)
{
  for (guint i = 0; rulers != NULL && i < rulers->len; i++)
    {
      GgRulerMeasure *m = &g_array_index (rulers, GgRulerMeasure, i);
      gboolean selected = p->selection && m->ruler &&
                          g_strcmp0 (gg_selection_get_ruler (p->selection), m->ruler->id) == 0;
      g_autofree char *text = gg_unit_format_both (p->unit, m->distance);

      move_to (cr, p, m->from);
      line_to (cr, p, m->to);
      _gg_paint_source (cr, p, selected ? GG_PAINT_SELECTED : GG_PAINT_RULER_LINE);
      cairo_set_line_width (cr, selected ? 3 : 2);
      cairo_stroke (cr);
      label (cr, p, (GgPoint){ (m->from.x + m->to.x) / 2, (m->from.y + m->to.y) / 2 }, text);
    }
}

/* Targets listed by an overlay: outlined so the player sees who is in the cone or the burst. */
static void
draw_targets (cairo_t *cr, const GgTablePaint *p, GArray *targets, GgPaintColour colour)
{
  for (guint i = 0; targets != NULL && i < targets->len; i++)
    {
      const GgBase *b = &g_array_index (targets, GgFireTarget, i).figure->base;

      if (_gg_paint_base_visible (p, b, 3))
        grown_base_path (cr, p, b, 3);
    }
  _gg_paint_source (cr, p, colour);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

static void
highlight_sprite (cairo_t *cr, const GgTablePaint *p, const GgBase *b, char side, double radius)
{
  grown_base_path (cr, p, b, radius);
  _gg_paint_source (cr, p, GG_PAINT_OUT_OF_COMMAND);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
}

static void
draw_out_of_command (cairo_t *cr, const GgTablePaint *p, GArray *command)
{
  for (guint i = 0; command != NULL && i < command->len; i++)
    {
      GgSquadCommand *s = &g_array_index (command, GgSquadCommand, i);

      for (guint j = 0; j < s->out->len; j++)
        {
          const GgBase *b = &((GgFigure *) g_ptr_array_index (s->out, j))->base;

          if (_gg_paint_base_visible (p, b, 4) &&
              (p->cache == NULL || !_gg_paint_cache_sprite (p->cache, cr, p, GG_SPRITE_HIGHLIGHT, b,
                                                            0, 4, highlight_sprite)))
            grown_base_path (cr, p, b, 4);
        }
    }
  _gg_paint_source (cr, p, GG_PAINT_OUT_OF_COMMAND);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
}

void
_gg_paint_under (cairo_t *cr, const GgTablePaint *p)
{
  GgOverlayData *o = p->overlays;

  if (o == NULL)
    return;
  draw_arcs (cr, p, o->arcs);
  draw_guns (cr, p, o);
  draw_command (cr, p, o->command);
  if (o->has_ring)
    {
      grown_base_path (cr, p, &o->ring_leader, o->ring_radius);
      _gg_paint_source (cr, p, GG_PAINT_FOLLOW_RING);
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]){ 6, 4 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (o->has_reach)
    {
      grown_base_path (cr, p, &o->reach_start, o->reach_radius);
      _gg_paint_source (cr, p, GG_PAINT_FOLLOW_RING);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, (double[]){ 2, 4 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
sector_item (const GgTablePaint *p, GArray *items, double kind, const GgSector *s)
{
  double data[] = { kind, s->apex.x, s->apex.y, s->bearing, s->half_angle, s->radius };

  _gg_paint_item_round (items, p, s->apex, isinf (s->radius) ? SECTOR_FAR : s->radius, data,
                        G_N_ELEMENTS (data));
}

static void
command_items (const GgTablePaint *p, GArray *items, GArray *command)
{
  for (int out = 0; out < 2; out++)
    for (guint i = 0; command != NULL && i < command->len; i++)
      {
        GgSquadCommand *s = &g_array_index (command, GgSquadCommand, i);
        const GgBase *b = s->leader != NULL ? &s->leader->base : NULL;

        if (b != NULL && (s->out->len > 0) == out)
          {
            double data[] = { 3, out, s->radius, GG_PAINT_BASE_DATA (b) };

            _gg_paint_item_round (items, p, b->centre, _gg_paint_base_reach (b) + s->radius, data,
                                  G_N_ELEMENTS (data));
          }
      }
}

/* The pieces _gg_paint_under draws, in its order, for the cache to see which changed. */
void
_gg_paint_under_items (const GgTablePaint *p, GArray *items)
{
  GgOverlayData *o = p->overlays;

  if (o == NULL)
    return;
  for (guint i = 0; o->arcs != NULL && i < o->arcs->len; i++)
    sector_item (p, items, 0, &g_array_index (o->arcs, GgSector, i));
  if (o->canister_gun != NULL)
    sector_item (p, items, 1, &o->canister);
  if (o->roundshot_gun != NULL)
    {
      GgPoint a = o->roundshot_from, b = o->roundshot_to;
      double data[] = { 2, a.x, a.y, b.x, b.y }, x0, y0, x1, y1;

      to_widget (p, a, &x0, &y0);
      to_widget (p, b, &x1, &y1);
      _gg_paint_item_box (items, p, MIN (x0, x1), MIN (y0, y1), MAX (x0, x1), MAX (y0, y1), data,
                          G_N_ELEMENTS (data));
    }
  command_items (p, items, o->command);
  if (o->has_ring)
    {
      double data[] = { 4, o->ring_radius, GG_PAINT_BASE_DATA (&o->ring_leader) };

      _gg_paint_item_round (items, p, o->ring_leader.centre,
                            _gg_paint_base_reach (&o->ring_leader) + o->ring_radius, data,
                            G_N_ELEMENTS (data));
    }
  if (o->has_reach)
    {
      double data[] = { 5, o->reach_radius, GG_PAINT_BASE_DATA (&o->reach_start) };

      _gg_paint_item_round (items, p, o->reach_start.centre,
                            _gg_paint_base_reach (&o->reach_start) + o->reach_radius, data,
                            G_N_ELEMENTS (data));
    }
}

/* Handles on the corners of the selected terrain: each can be dragged on its own. */
static void
draw_corners (cairo_t *cr, const GgTablePaint *p, GgTerrain *t)
{
  for (guint i = 0; i < t->points->len; i++)
    {
      double x, y;

      to_widget (p, g_array_index (t->points, GgPoint, i), &x, &y);
      cairo_rectangle (cr, round (x) - 3.5, round (y) - 3.5, 7, 7);
    }
  _gg_paint_source (cr, p, GG_PAINT_LABEL_BG);
  cairo_fill_preserve (cr);
  _gg_paint_source (cr, p, GG_PAINT_SELECTED);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
draw_selection (cairo_t *cr, const GgTablePaint *p, GgGame *game)
{
  const GPtrArray *ids;
  const char *terrain;

  if (p->selection == NULL)
    return;
  ids = gg_selection_get_figures (p->selection);
  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (ids, i));

      if (f != NULL && _gg_paint_base_visible (p, &f->base, 1.5))
        grown_base_path (cr, p, &f->base, 1.5);
    }
  terrain = gg_selection_get_terrain (p->selection);
  if (terrain != NULL && gg_game_lookup_terrain (game, terrain) != NULL)
    {
      GgTerrain *t = gg_game_lookup_terrain (game, terrain);
      _gg_paint_points (cr, p, t->points, !gg_terrain_kind_is_linear (t->kind));
    }
  _gg_paint_source (cr, p, GG_PAINT_SELECTED);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  if (terrain != NULL && gg_game_lookup_terrain (game, terrain) != NULL)
    draw_corners (cr, p, gg_game_lookup_terrain (game, terrain));
}

static GgPoint
marker_at (GgGame *game, const GgMarker *m)
{
  GgFigure *f = m->figure ? gg_game_lookup_figure (game, m->figure) : NULL;
  GgPoint at = f ? f->base.centre : m->point;

  if (m->kind == GG_MARKER_MORALE_TEST)
    at.x += f ? f->base.front / 2 : 0;
  return at;
}

/* The game's markers on what is still on the table, then the state of play's (BG-3.5), which
 * @keep holds. */
static GPtrArray *
markers_of (GgGame *game, GPtrArray **keep)
{
  GPtrArray *all = g_ptr_array_new ();

  *keep = gg_game_state_markers (game);
  for (guint i = 0; i < game->markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (game->markers, i);

      if (m->figure == NULL || !gg_game_state_off_table (game->state, m->figure))
        g_ptr_array_add (all, m);
    }
  for (guint i = 0; i < (*keep)->len; i++)
    g_ptr_array_add (all, g_ptr_array_index (*keep, i));
  return all;
}

static double
marker_radius (const GgTablePaint *p)
{
  return MAX (3, 4 / p->zoom);
}

static void
draw_markers (cairo_t *cr, const GgTablePaint *p, GgGame *game)
{
  static const GgPaintColour colours[GG_MARKER_N_KINDS] = { GG_PAINT_MARKER_RELOAD,
                                                            GG_PAINT_MARKER_MORALE,
                                                            GG_PAINT_SHELL };
  g_autoptr (GPtrArray) keep = NULL;
  g_autoptr (GPtrArray) markers = markers_of (game, &keep);

  for (guint i = 0; i < markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (markers, i);
      double r = marker_radius (p);
      GgPoint at = marker_at (game, m);

      circle (cr, p, at, r);
      _gg_paint_source (cr, p, colours[m->kind]);
      cairo_fill (cr);
    }
}

static void
draw_band_and_draft (cairo_t *cr, const GgTablePaint *p)
{
  if (p->has_band)
    {
      move_to (cr, p, (GgPoint){ p->band.x0, p->band.y0 });
      line_to (cr, p, (GgPoint){ p->band.x1, p->band.y0 });
      line_to (cr, p, (GgPoint){ p->band.x1, p->band.y1 });
      line_to (cr, p, (GgPoint){ p->band.x0, p->band.y1 });
      cairo_close_path (cr);
      _gg_paint_source (cr, p, GG_PAINT_RUBBER_BAND);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  if (p->draft != NULL && p->draft->len > 0)
    {
      _gg_paint_points (cr, p, p->draft, FALSE);
      _gg_paint_source (cr, p, GG_PAINT_SELECTED);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

/* What lies on the figures and changes only with the model: markers, the selection,
 * out-of-command highlights, the figures in a cone or on a round shot's line. */
void
_gg_paint_marks (cairo_t *cr, const GgTablePaint *p)
{
  GgOverlayData *o = p->overlays;

  draw_markers (cr, p, p->game);
  draw_selection (cr, p, p->game);
  if (o != NULL)
    {
      draw_out_of_command (cr, p, o->command);
      draw_targets (cr, p, o->canister_targets, GG_PAINT_CANISTER_TARGET);
      draw_targets (cr, p, o->roundshot_targets, GG_PAINT_ROUNDSHOT);
    }
}

/* A base outlined @grow mm out; @tag tells apart what the outline means. */
static void
outline_item (const GgTablePaint *p, GArray *items, double tag, const GgBase *b, double grow)
{
  double data[] = { tag, GG_PAINT_BASE_DATA (b) };

  _gg_paint_item_round (items, p, b->centre, _gg_paint_base_reach (b) + grow, data,
                        G_N_ELEMENTS (data));
}

static void
terrain_item (const GgTablePaint *p, GArray *items, GgTerrain *t)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (guint i = 0; i < t->points->len; i++)
    {
      double x, y;

      to_widget (p, g_array_index (t->points, GgPoint, i), &x, &y);
      x0 = MIN (x0, x - 2), y0 = MIN (y0, y - 2), x1 = MAX (x1, x + 2), y1 = MAX (y1, y + 2);
    }
  _gg_paint_item_box (items, p, x0, y0, x1, y1, (const double *) t->points->data,
                      2 * t->points->len);
}

static void
selection_items (const GgTablePaint *p, GArray *items, GgGame *game)
{
  const GPtrArray *ids = gg_selection_get_figures (p->selection);
  const char *terrain = gg_selection_get_terrain (p->selection);

  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (ids, i));

      if (f != NULL)
        outline_item (p, items, 11, &f->base, 1.5);
    }
  if (terrain != NULL && gg_game_lookup_terrain (game, terrain) != NULL)
    terrain_item (p, items, gg_game_lookup_terrain (game, terrain));
}

static void
target_items (const GgTablePaint *p, GArray *items, double tag, GArray *targets)
{
  for (guint i = 0; targets != NULL && i < targets->len; i++)
    outline_item (p, items, tag, &g_array_index (targets, GgFireTarget, i).figure->base, 3);
}

/* The pieces _gg_paint_marks draws, in its order. */
void
_gg_paint_marks_items (const GgTablePaint *p, GArray *items)
{
  GgOverlayData *o = p->overlays;
  g_autoptr (GPtrArray) keep = NULL;
  g_autoptr (GPtrArray) markers = markers_of (p->game, &keep);

  for (guint i = 0; i < markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (markers, i);
      GgPoint at = marker_at (p->game, m);
      double data[] = { 10, m->kind, at.x, at.y };

      _gg_paint_item_round (items, p, at, marker_radius (p), data, G_N_ELEMENTS (data));
    }
  if (p->selection != NULL)
    selection_items (p, items, p->game);
  for (guint i = 0; o != NULL && o->command != NULL && i < o->command->len; i++)
    {
      GgSquadCommand *s = &g_array_index (o->command, GgSquadCommand, i);

      for (guint j = 0; j < s->out->len; j++)
        outline_item (p, items, 12, &((GgFigure *) g_ptr_array_index (s->out, j))->base, 4);
    }
  if (o != NULL)
    {
      target_items (p, items, 13, o->canister_targets);
      target_items (p, items, 14, o->roundshot_targets);
    }
}

void
_gg_paint_over (cairo_t *cr, const GgTablePaint *p)
{
  GgOverlayData *o = p->overlays;

  if (o != NULL)
    {
      draw_shell (cr, p, o);
      draw_targets (cr, p, o->shell_targets, GG_PAINT_SHELL);
      draw_los (cr, p, p->game, o);
      draw_rulers (cr, p, o->rulers);
    }
  if (p->has_handle)
    {
      circle (cr, p, p->handle, MAX (2.5, 5 / p->zoom));
      _gg_paint_source (cr, p, GG_PAINT_SELECTED);
      cairo_fill (cr);
    }
  draw_band_and_draft (cr, p);
  if (p->readout != NULL)
    label (cr, p, p->readout_at, p->readout);
}
