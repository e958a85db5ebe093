/* gg-canvas-overlays.c: drawing what the view computed: command rings, fire arcs, the canister
 * sector, shell and round shot, line of sight, rulers, markers, the selection. Draws only. */
#include "gg-canvas-private.h"

#include <math.h>

static void
to_widget (GgCanvas *self, GgPoint p, double *x, double *y)
{
  gg_canvas_table_to_widget (self, p, x, y);
}

static void
move_to (cairo_t *cr, GgCanvas *self, GgPoint p)
{
  double x, y;

  to_widget (self, p, &x, &y);
  cairo_move_to (cr, x, y);
}

static void
line_to (cairo_t *cr, GgCanvas *self, GgPoint p)
{
  double x, y;

  to_widget (self, p, &x, &y);
  cairo_line_to (cr, x, y);
}

static void
circle (cairo_t *cr, GgCanvas *self, GgPoint c, double radius_mm)
{
  double x, y;

  to_widget (self, c, &x, &y);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius_mm * self->zoom, 0, 2 * G_PI);
}

/* The set of points within @r of the base: a rectangle grown by @r with round corners. */
static void
grown_base_path (cairo_t *cr, GgCanvas *self, const GgBase *b, double r)
{
  double cx, cy, hw = b->front / 2, hd = b->depth / 2;

  to_widget (self, b->centre, &cx, &cy);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, b->facing * G_PI / 180.0);
  cairo_scale (cr, self->zoom, self->zoom);
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
sector_path (cairo_t *cr, GgCanvas *self, const GgSector *s)
{
  double x, y, r = (isinf (s->radius) ? 5000 : s->radius) * self->zoom;
  double a0 = (s->bearing - s->half_angle - 90) * G_PI / 180;
  double a1 = (s->bearing + s->half_angle - 90) * G_PI / 180;

  to_widget (self, s->apex, &x, &y);
  cairo_move_to (cr, x, y);
  cairo_arc (cr, x, y, r, a0, a1);
  cairo_close_path (cr);
}

static void
label (cairo_t *cr, GgCanvas *self, GgPoint at, const char *text)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  double x, y;
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  to_widget (self, at, &x, &y);
  _gg_canvas_set_source (cr, self, "gg_label_bg");
  cairo_rectangle (cr, x + 8, y - h - 6, w + 8, h + 4);
  cairo_fill (cr);
  _gg_canvas_set_source (cr, self, "gg_label_fg");
  cairo_move_to (cr, x + 12, y - h - 4);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_command (cairo_t *cr, GgCanvas *self, GArray *command)
{
  cairo_set_line_width (cr, 1.5);
  for (guint i = 0; command != NULL && i < command->len; i++)
    {
      GgSquadCommand *s = &g_array_index (command, GgSquadCommand, i);

      if (s->leader == NULL)
        continue;
      grown_base_path (cr, self, &s->leader->base, s->radius);
      _gg_canvas_set_source (cr, self, s->out->len ? "gg_out_of_command" : "gg_command_ring");
      cairo_stroke (cr);
    }
}

static void
draw_arcs (cairo_t *cr, GgCanvas *self, GArray *arcs)
{
  for (guint i = 0; arcs != NULL && i < arcs->len; i++)
    sector_path (cr, self, &g_array_index (arcs, GgSector, i));
  _gg_canvas_set_source (cr, self, "gg_arc");
  cairo_fill (cr);
}

static void
draw_guns (cairo_t *cr, GgCanvas *self, GgOverlayData *o)
{
  if (o->canister_gun != NULL)
    {
      sector_path (cr, self, &o->canister);
      _gg_canvas_set_source (cr, self, "gg_canister");
      cairo_fill (cr);
    }
  if (o->roundshot_gun != NULL)
    {
      move_to (cr, self, o->roundshot_from);
      line_to (cr, self, o->roundshot_to);
      _gg_canvas_set_source (cr, self, "gg_roundshot");
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

static void
draw_shell (cairo_t *cr, GgCanvas *self, GgOverlayData *o)
{
  if (!o->has_shell)
    return;
  _gg_canvas_set_source (cr, self, "gg_shell");
  cairo_set_line_width (cr, 1);
  /* the scatter rose: eight spokes about the aim point, one per 45° */
  for (int i = 0; i < 8; i++)
    {
      GgPoint v = gg_bearing_vector (i * 45);

      move_to (cr, self, o->shell.aim);
      line_to (cr, self, (GgPoint){ o->shell.aim.x + v.x * 100, o->shell.aim.y + v.y * 100 });
    }
  cairo_stroke (cr);
  circle (cr, self, o->shell.fall, o->shell.radius);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  move_to (cr, self, o->shell.aim);
  line_to (cr, self, o->shell.fall);
  cairo_stroke (cr);
}

static void
draw_los (cairo_t *cr, GgCanvas *self, GgGame *game, GgOverlayData *o)
{
  if (o->los == NULL)
    return;
  for (guint i = 0; i < o->los->blocked_by->len; i++)
    {
      GgTerrain *t = gg_game_lookup_terrain (game, g_ptr_array_index (o->los->blocked_by, i));

      if (t != NULL)
        _gg_canvas_path_points (cr, self, t->points, !gg_terrain_kind_is_linear (t->kind));
    }
  _gg_canvas_set_source (cr, self, "gg_los_blocked");
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  for (guint i = 0; i < o->los->lines->len; i++)
    {
      GgSightLine *l = &g_array_index (o->los->lines, GgSightLine, i);

      move_to (cr, self, l->from);
      line_to (cr, self, l->to);
      _gg_canvas_set_source (cr, self, l->clear ? "gg_los_clear" : "gg_los_blocked");
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

static void
draw_rulers (cairo_t *cr, GgCanvas *self, GArray *rulers)
{
  for (guint i = 0; rulers != NULL && i < rulers->len; i++)
    {
      GgRulerMeasure *m = &g_array_index (rulers, GgRulerMeasure, i);
      gboolean selected = self->selection && m->ruler &&
                          g_strcmp0 (gg_selection_get_ruler (self->selection), m->ruler->id) == 0;
      g_autofree char *text = gg_unit_format_both (self->unit, m->distance);

      move_to (cr, self, m->from);
      line_to (cr, self, m->to);
      _gg_canvas_set_source (cr, self, selected ? "gg_selected" : "gg_ruler_line");
      cairo_set_line_width (cr, selected ? 3 : 2);
      cairo_stroke (cr);
      label (cr, self, (GgPoint){ (m->from.x + m->to.x) / 2, (m->from.y + m->to.y) / 2 }, text);
    }
}

/* Targets listed by an overlay: outlined so the player sees who is in the cone or the burst. */
static void
draw_targets (cairo_t *cr, GgCanvas *self, GArray *targets, const char *colour)
{
  for (guint i = 0; targets != NULL && i < targets->len; i++)
    grown_base_path (cr, self, &g_array_index (targets, GgFireTarget, i).figure->base, 3);
  _gg_canvas_set_source (cr, self, colour);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

static void
draw_out_of_command (cairo_t *cr, GgCanvas *self, GArray *command)
{
  for (guint i = 0; command != NULL && i < command->len; i++)
    {
      GgSquadCommand *s = &g_array_index (command, GgSquadCommand, i);

      for (guint j = 0; j < s->out->len; j++)
        grown_base_path (cr, self, &((GgFigure *) g_ptr_array_index (s->out, j))->base, 4);
    }
  _gg_canvas_set_source (cr, self, "gg_out_of_command");
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
}

void
_gg_canvas_draw_under (cairo_t *cr, GgCanvas *self, GgGame *game)
{
  GgOverlayData *o = self->overlays;

  if (o == NULL)
    return;
  draw_arcs (cr, self, o->arcs);
  draw_guns (cr, self, o);
  draw_command (cr, self, o->command);
  if (o->has_ring)
    {
      grown_base_path (cr, self, &o->ring_leader, o->ring_radius);
      _gg_canvas_set_source (cr, self, "gg_follow_ring");
      cairo_set_line_width (cr, 2);
      cairo_set_dash (cr, (double[]){ 6, 4 }, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
draw_selection (cairo_t *cr, GgCanvas *self, GgGame *game)
{
  const GPtrArray *ids;
  const char *terrain;

  if (self->selection == NULL)
    return;
  ids = gg_selection_get_figures (self->selection);
  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (ids, i));

      if (f != NULL)
        grown_base_path (cr, self, &f->base, 1.5);
    }
  terrain = gg_selection_get_terrain (self->selection);
  if (terrain != NULL && gg_game_lookup_terrain (game, terrain) != NULL)
    {
      GgTerrain *t = gg_game_lookup_terrain (game, terrain);
      _gg_canvas_path_points (cr, self, t->points, !gg_terrain_kind_is_linear (t->kind));
    }
  _gg_canvas_set_source (cr, self, "gg_selected");
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
}

static void
draw_markers (cairo_t *cr, GgCanvas *self, GgGame *game)
{
  static const char *const colours[GG_MARKER_N_KINDS] = { "gg_marker_reload", "gg_marker_morale",
                                                          "gg_shell" };

  for (guint i = 0; i < game->markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (game->markers, i);
      GgFigure *f = m->figure ? gg_game_lookup_figure (game, m->figure) : NULL;
      GgPoint at = f ? f->base.centre : m->point;
      double r = MAX (3, 4 / self->zoom);

      if (m->kind == GG_MARKER_MORALE_TEST)
        at.x += f ? f->base.front / 2 : 0;
      circle (cr, self, at, r);
      _gg_canvas_set_source (cr, self, colours[m->kind]);
      cairo_fill (cr);
    }
}

static void
draw_band_and_draft (cairo_t *cr, GgCanvas *self)
{
  if (self->has_band)
    {
      move_to (cr, self, (GgPoint){ self->band.x0, self->band.y0 });
      line_to (cr, self, (GgPoint){ self->band.x1, self->band.y0 });
      line_to (cr, self, (GgPoint){ self->band.x1, self->band.y1 });
      line_to (cr, self, (GgPoint){ self->band.x0, self->band.y1 });
      cairo_close_path (cr);
      _gg_canvas_set_source (cr, self, "gg_rubber_band");
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  if (self->draft != NULL && self->draft->len > 0)
    {
      _gg_canvas_path_points (cr, self, self->draft, FALSE);
      _gg_canvas_set_source (cr, self, "gg_selected");
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

void
_gg_canvas_draw_over (cairo_t *cr, GgCanvas *self, GgGame *game)
{
  GgOverlayData *o = self->overlays;

  draw_markers (cr, self, game);
  draw_selection (cr, self, game);
  if (o != NULL)
    {
      draw_out_of_command (cr, self, o->command);
      draw_targets (cr, self, o->canister_targets, "gg_canister_target");
      draw_targets (cr, self, o->roundshot_targets, "gg_roundshot");
      draw_shell (cr, self, o);
      draw_targets (cr, self, o->shell_targets, "gg_shell");
      draw_los (cr, self, game, o);
      draw_rulers (cr, self, o->rulers);
    }
  if (self->has_handle)
    {
      circle (cr, self, self->handle, MAX (2.5, 5 / self->zoom));
      _gg_canvas_set_source (cr, self, "gg_selected");
      cairo_fill (cr);
    }
  draw_band_and_draft (cr, self);
  if (self->readout != NULL)
    label (cr, self, self->readout_at, self->readout);
}
