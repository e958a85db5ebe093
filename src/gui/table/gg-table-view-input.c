/* gg-table-view-input.c: what a click or a drag on the table does, by tool. Picking, snapping,
 * path costs and the leader-first ring come from the core; drags show live previews that
 * become one undoable edit when the button is released. */
#include "gg-config.h"

#include "gg-table-view-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "gg-ruleset.h"
#include "gg-move.h"
#include "gg-photo-drag.h"
#include "gg-spatial.h"

#define PICK_PX 3.0
#define SNAP_PX 8.0

static double
px (GgTableView *self, double pixels)
{
  return pixels * gg_canvas_mm_per_pixel (self->canvas);
}

static GgFigure *
pick_figure (GgTableView *self, GgPoint p)
{
  GgGame *game = _gg_table_view_game_of (self);
  int i = gg_spatial_pick (gg_overlay_data_index (self->overlays, game), p, px (self, PICK_PX));

  return i >= 0 ? g_ptr_array_index (game->figures, i) : NULL;
}

static void
press_select (GgTableView *self, GgPoint p, int n_press, guint state)
{
  GgGame *game = _gg_table_view_game_of (self);
  GgFigure *f = pick_figure (self, p);
  const char *ruler;

  if (f != NULL && (state & GDK_CONTROL_MASK))
    gg_selection_toggle_figure (self->selection, f->id);
  else if (f != NULL && n_press == 2)
    gg_selection_set_figure (self->selection, f->id);
  else if (f != NULL)
    gg_selection_set_squad (self->selection, game, f->id);
  else if ((ruler = gg_pick_ruler (game, p, px (self, 6))) != NULL)
    gg_selection_set_ruler (self->selection, ruler);
  else
    gg_selection_clear (self->selection);
}

static void
press_terrain (GgTableView *self, GgPoint p, int n_press)
{
  const char *t = gg_pick_terrain (_gg_table_view_game_of (self), p, px (self, 4));

  if (n_press == 2)
    {
      _gg_table_view_finish_terrain (self);
      return;
    }
  if (self->draft->len == 0 && t != NULL)
    {
      gg_selection_set_terrain (self->selection, t);
      return;
    }
  g_array_append_val (self->draft, p);
  gg_canvas_set_draft (self->canvas, self->draft);
  _gg_table_view_refresh (self);
}

/* The aim of a shell is a gun's (BG-4.4-j): without one gun selected the tool says so. */
static void
press_aim (GgTableView *self, GgPoint p)
{
  GgGame *game = _gg_table_view_game_of (self);

  if (gg_overlays_selected_gun (game, self->selection) == NULL)
    {
      gg_side_panel_set_move_text (self->panel,
                                   _("Aim: select one gun first (click it with the Select tool), "
                                     "then click where its shell should fall (BG-4.4-j)"));
      return;
    }
  self->shell = (GgShellState){ TRUE, p, -1 };
  _gg_table_view_refresh (self);
}

void
_gg_table_view_pressed_cb (GgCanvas *canvas, double x, double y, int n_press, guint state,
                           GgTableView *self)
{
  GgPoint p = { x, y };

  switch (self->tool)
    {
    case GG_TOOL_SELECT:
    case GG_TOOL_MEASURE:
      press_select (self, p, n_press, state);
      break;
    case GG_TOOL_AIM:
      press_aim (self, p);
      break;
    case GG_TOOL_TERRAIN:
      press_terrain (self, p, n_press);
      break;
    }
}

/* Drag begin */

static GPtrArray *
copy_selected (GgTableView *self)
{
  GgGame *game = _gg_table_view_game_of (self);
  const GPtrArray *ids = gg_selection_get_figures (self->selection);
  GPtrArray *copies = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);

  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (copies,
                     gg_figure_copy (gg_game_lookup_figure (game, g_ptr_array_index (ids, i))));
  return copies;
}

static gboolean
near_handle (GgTableView *self, GgPoint p)
{
  GgPoint h;

  return self->canvas && gg_canvas_get_handle (self->canvas, &h) &&
         gg_point_distance (h, p) <= px (self, 8);
}

/* While La Bella Gigogin is played, a squad acting now moves within its allowance for the whole
 * activation: the core keeps where each figure's move began (BG-2.3-b). */
static void
begin_activation_move (GgTableView *self)
{
  GgGame *game = _gg_table_view_game_of (self);
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  if (rules->table->move_begin == NULL || game->state == NULL)
    return;
  for (guint i = 0; i < self->originals->len; i++)
    g_ptr_array_add (ids, ((GgFigure *) g_ptr_array_index (self->originals, i))->id);
  g_ptr_array_add (ids, NULL);
  rules->table->move_begin (game, (const char *const *) ids->pdata);
}

/* A drag on the empty table moves the table, as on a map. */
static void
pan (GgTableView *self)
{
  self->drag = DRAG_NONE;
  gg_canvas_pan_with_drag (self->canvas);
}

static void
begin_select (GgTableView *self, GgPoint p, guint state)
{
  GgFigure *f = pick_figure (self, p);

  if (near_handle (self, p))
    self->drag = DRAG_ROTATE;
  else if (f == NULL && (state & GDK_SHIFT_MASK))
    {
      self->drag = DRAG_BAND;
      return;
    }
  else if (f == NULL)
    {
      pan (self);
      return;
    }
  else
    {
      if (!gg_selection_contains (self->selection, f->id))
        gg_selection_set_squad (self->selection, _gg_table_view_game_of (self), f->id);
      self->drag = DRAG_MOVE;
      self->grabbed = g_strdup (f->id);
    }
  self->originals = copy_selected (self);
  if (self->drag == DRAG_MOVE)
    begin_activation_move (self);
}

static void
begin_terrain (GgTableView *self, GgPoint p)
{
  GgGame *game = _gg_table_view_game_of (self);
  const char *id = gg_pick_terrain (game, p, px (self, 4));

  const char *selected = gg_selection_get_terrain (self->selection);

  /* a corner of the selected feature moves alone */
  self->vertex = gg_pick_terrain_vertex (game, selected, p, px (self, 6));
  if (self->vertex >= 0)
    id = selected;
  if (id == NULL && self->draft->len == 0)
    pan (self);
  if (id == NULL || self->draft->len > 0)
    return;
  gg_selection_set_terrain (self->selection, id);
  self->drag = DRAG_TERRAIN;
  self->originals = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_terrain_free);
  g_ptr_array_add (self->originals, gg_terrain_copy (gg_game_lookup_terrain (game, id)));
}

static GgEdit *
terrain_drag_edit (GgTableView *self, GgPoint p)
{
  GgTerrain *from = g_ptr_array_index (self->originals, 0);
  GgTerrain *t;
  GgEdit *edit;

  if (self->vertex < 0 || (guint) self->vertex >= from->points->len)
    return _gg_table_view_move_terrain_edit (self, from, p.x - self->drag_from.x,
                                             p.y - self->drag_from.y);
  edit = gg_edit_new (_("Move terrain corner"));
  t = gg_terrain_copy (from);
  g_array_index (t->points, GgPoint, self->vertex) = p;
  gg_edit_set (edit, GG_COLLECTION_TERRAIN, t);
  return edit;
}

void
_gg_table_view_drag_begin_cb (GgCanvas *canvas, double x, double y, guint state, GgTableView *self)
{
  GgPoint p = { x, y };
  GgFigure *f;

  self->drag = DRAG_NONE;
  self->drag_from = p;
  g_clear_pointer (&self->originals, g_ptr_array_unref);
  g_clear_pointer (&self->grabbed, g_free);
  g_clear_pointer (&self->ruler_from, g_free);
  if (self->tool == GG_TOOL_SELECT)
    begin_select (self, p, state);
  else if (self->tool == GG_TOOL_TERRAIN)
    begin_terrain (self, p);
  else if (self->tool == GG_TOOL_AIM)
    pan (self);
  else if (self->tool == GG_TOOL_MEASURE)
    {
      f = pick_figure (self, p);
      self->drag = DRAG_MEASURE;
      self->ruler_from = f ? g_strdup (f->id) : NULL;
      self->grabbed = gg_game_new_id (_gg_table_view_game_of (self), GG_COLLECTION_RULERS, "ruler");
    }
}

/* Drag update */

static GgFigure *
original (GgTableView *self, const char *id)
{
  for (guint i = 0; self->originals && i < self->originals->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->originals, i);

      if (g_str_equal (f->id, id))
        return f;
    }
  return NULL;
}

/* The figure whose move is measured: the squad leader if he moves, else the one grabbed. */
static GgFigure *
measured_figure (GgTableView *self)
{
  for (guint i = 0; i < self->originals->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->originals, i);

      if (gg_figure_is_squad_leader (f))
        return f;
    }
  return original (self, self->grabbed);
}

static GgPoint
snapped_delta (GgTableView *self, GgPoint p)
{
  GgFigure *grabbed = original (self, self->grabbed);
  g_autoptr (GHashTable) ignore = g_hash_table_new (g_str_hash, g_str_equal);
  GgBase base = grabbed->base;
  GgPoint d = { p.x - self->drag_from.x, p.y - self->drag_from.y };

  for (guint i = 0; i < self->originals->len; i++)
    g_hash_table_add (ignore, ((GgFigure *) g_ptr_array_index (self->originals, i))->id);
  base.centre.x += d.x;
  base.centre.y += d.y;
  if (gg_move_snap (_gg_table_view_game_of (self), &base, ignore, px (self, SNAP_PX)))
    d = (GgPoint){ base.centre.x - grabbed->base.centre.x, base.centre.y - grabbed->base.centre.y };
  return d;
}

/* The core's word on moving @who by @d (one call of the rule set, gg-ruleset.h): FALSE when
 * the rule set does not count this move. A move it refuses keeps the figures where they stand
 * (@d becomes 0, and @check says why); one beyond the allowance or into impassable
 * terrain ends where the allowance ends (@d shortened). */
static gboolean
check_move (GgTableView *self, GgFigure *who, GgPoint *d, GgMoveCheck *check)
{
  GgGame *game = _gg_table_view_game_of (self);
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);
  GgPoint to = { who->base.centre.x + d->x, who->base.centre.y + d->y };

  if (rules->table->move_check == NULL || game->state == NULL || self->rules == NULL)
    return FALSE;
  rules->table->move_check (game, self->rules, who->id, to, check);
  if (check->refused)
    *d = (GgPoint){ 0, 0 };
  else if (check->activation && (check->too_far || !check->passable))
    *d = (GgPoint){ check->stop.x - who->base.centre.x, check->stop.y - who->base.centre.y };
  return TRUE;
}

/* The allowance counted over this activation, with the ring where the move began; @wanted is
 * the core's check of where the pointer is, @check of where the move ends. */
static char *
activation_readout (GgTableView *self, GgFigure *who, const GgMoveCheck *wanted,
                    const GgMoveCheck *check)
{
  g_autofree char *moved = NULL, *used = NULL, *limit = NULL, *line = NULL, *verdict = NULL;
  const char *rule = check->rule != NULL ? check->rule : "BG-10.3-a";

  if (wanted->refused)
    return g_strdup_printf ("%s: %s", who->id, wanted->reason);
  if (!check->activation || check->allowance <= 0)
    return NULL;
  self->overlays->has_reach = TRUE;
  self->overlays->reach_start = who->base;
  self->overlays->reach_start.centre = check->from;
  self->overlays->reach_radius = check->allowance;
  moved = gg_unit_format_both (self->unit, check->length);
  used = gg_unit_format (self->unit, check->used, 1);
  limit = gg_unit_format (self->unit, check->allowance, 1);
  /* Translators: figure, distance from where its move began this activation (both units),
   * movement used, allowance */
  line = g_strdup_printf (_("%s: moved %s this activation · uses %s of %s"), who->id, moved, used,
                             limit);
  if (wanted->passable && !wanted->too_far)
    return g_steal_pointer (&line);
  /* Translators: appended to the move's line when the drag went further; the allowance's rule */
  verdict = !wanted->passable ? g_strdup (_("stops before impassable terrain (BG-8-j)"))
                              : g_strdup_printf (_("stops at the allowance of this activation "
                                                   "(%s)"),
                                                    rule);
  return g_strdup_printf ("%s · %s", line, verdict);
}

static char *
move_readout (GgTableView *self, GgFigure *who, GgPoint d, const GgMoveCheck *wanted)
{
  GgGame *game = _gg_table_view_game_of (self);
  GgArm arm = gg_table_rules_arm_of (who);
  GgPoint to = { who->base.centre.x + d.x, who->base.centre.y + d.y };
  double allowance;
  g_autofree char *moved = NULL, *cost = NULL, *limit = NULL;
  GgMoveCost c;
  char *text;

  self->overlays->has_reach = FALSE;
  if (self->rules == NULL)
    return NULL;
  if (wanted != NULL)
    {
      GgMoveCheck check = { 0 };
      GgPoint same = d;

      check_move (self, who, &same, &check); /* where it ends: the numbers read out */
      text = activation_readout (self, who, wanted, &check);
      gg_move_check_clear (&check);
      if (text != NULL)
        return text;
    }
  gg_move_path_cost (game, self->rules, arm, who->base.centre, to, &c);
  /* T-05 with guns and characters (BG-4.4-ac/ad, BG-15.1-f/i/o); Agile where the path costs more
   * than its length (difficult terrain, obstacles) */
  allowance =
    gg_table_rules_move_allowance (self->rules, game, who, c.cost > c.length + 1e-6, NULL);
  moved = gg_unit_format_both (self->unit, c.length);
  cost = gg_unit_format (self->unit, c.cost, 1);
  limit = gg_unit_format (self->unit, allowance, 1);
  if (allowance <= 0)
    /* Translators: distance moved, both units */
    text = g_strdup_printf (_("%s: moved %s"), who->id, moved);
  else
    /* Translators: figure, distance moved (both units), movement used, allowance, verdict */
    text = g_strdup_printf (
      _("%s: moved %s · uses %s of %s%s"), who->id, moved, cost, limit,
         !c.passable ? _(" · impassable") : c.cost > allowance ? _(" · too far") : "");
  gg_move_cost_clear (&c);
  return text;
}

/* BG-5-b: the ring about the leader within which his figures must end. */
static void
update_ring (GgTableView *self, GgPoint d)
{
  GgGame *game = _gg_table_view_game_of (self);
  GgFigure *lead = measured_figure (self);
  GgFigure *now;

  self->overlays->has_ring = FALSE;
  if (self->rules == NULL || self->rules->follower_radius <= 0 || lead == NULL)
    return;
  if (!gg_figure_is_squad_leader (lead))
    {
      for (guint i = 0; i < game->figures->len && !self->overlays->has_ring; i++)
        if (gg_figure_is_squad_leader (now = g_ptr_array_index (game->figures, i)) &&
            now->side == lead->side && now->squad == lead->squad)
          self->overlays->ring_leader = now->base, self->overlays->has_ring = TRUE;
      self->overlays->ring_radius = self->rules->follower_radius;
      return;
    }
  self->overlays->ring_leader = lead->base;
  self->overlays->ring_leader.centre.x += d.x;
  self->overlays->ring_leader.centre.y += d.y;
  self->overlays->ring_radius = self->rules->follower_radius;
  self->overlays->has_ring = TRUE;
}

/* BG-5-b: a squad leader moved away from his men: how many of them now stand beyond his ring and
 * must close up (the core counts them on the previewed table). Appended to @text (owned). */
static char *
ring_note (GgTableView *self, GgFigure *who, char *text)
{
  GgGame *game = _gg_table_view_game_of (self);
  GgFigure *now = gg_game_lookup_figure (game, who->id);
  g_autoptr (GPtrArray) out = NULL;
  g_autofree char *note = NULL;
  char *both;

  if (text == NULL || now == NULL || self->rules == NULL || self->rules->follower_radius <= 0 ||
      !gg_figure_is_squad_leader (now))
    return text;
  out = gg_move_outside_ring (game, now, self->rules->follower_radius);
  if (out->len == 0)
    return text;
  note =
    g_strdup_printf (ngettext ("%u of his men beyond his ring: he closes up (BG-5-b)",
                               "%u of his men beyond his ring: they close up (BG-5-b)", out->len),
                     out->len);
  both = g_strdup_printf ("%s · %s", text, note);
  g_free (text);
  return both;
}

/* Snaps @moved onto the photo's bases; the distance read out is the one @who then moved. */
static GgPoint
photo_snap (GgTableView *self, GPtrArray *moved, GgFigure *who, GgPoint d)
{
  if (gg_photo_drag_snap (gg_canvas_get_photo_layer (self->canvas), _gg_table_view_game_of (self),
                          moved) == 0 ||
      who == NULL)
    return d;
  for (guint i = 0; i < moved->len; i++)
    {
      GgFigure *f = g_ptr_array_index (moved, i);

      if (g_str_equal (f->id, who->id))
        return (GgPoint){ f->base.centre.x - who->base.centre.x,
                          f->base.centre.y - who->base.centre.y };
    }
  return d;
}

static void
update_move (GgTableView *self, GgPoint p)
{
  GgPoint d = snapped_delta (self, p);
  GgEdit *edit = gg_edit_new (_("Move"));
  g_autofree char *text = NULL;
  GgFigure *who = measured_figure (self);
  g_autoptr (GPtrArray) moved = g_ptr_array_new ();
  GgMoveCheck wanted = { 0 };
  gboolean counted = check_move (self, who, &d, &wanted);

  g_free (self->refusal);
  self->refusal = g_strdup (wanted.refused ? wanted.reason : NULL);

  for (guint i = 0; i < self->originals->len; i++)
    {
      GgFigure *f = gg_figure_copy (g_ptr_array_index (self->originals, i));

      f->base.centre.x += d.x;
      f->base.centre.y += d.y;
      g_ptr_array_add (moved, f);
    }
  if (gg_side_panel_get_photo_snap (self->panel)) /* onto the bases in the photo shown */
    d = photo_snap (self, moved, who, d);
  for (guint i = 0; i < moved->len; i++)
    gg_edit_set (edit, GG_COLLECTION_FIGURES, g_ptr_array_index (moved, i));
  gg_document_preview (self->document, edit, NULL);
  update_ring (self, d);
  text = ring_note (self, who, move_readout (self, who, d, counted ? &wanted : NULL));
  gg_move_check_clear (&wanted);
  gg_canvas_set_readout (self->canvas, text, p);
  gg_side_panel_set_move_text (self->panel, text);
}

static void
update_rotate (GgTableView *self, GgPoint p)
{
  GgFigure *pivot = self->originals->len ? g_ptr_array_index (self->originals, 0) : NULL;
  GgEdit *edit = gg_edit_new (_("Turn"));
  g_autofree char *text = NULL;
  double bearing, moved = 0;

  if (pivot == NULL)
    {
      gg_edit_unref (edit);
      return;
    }
  bearing = gg_move_bearing (pivot->base.centre, p);
  for (guint i = 0; i < self->originals->len; i++)
    {
      GgFigure *f = gg_figure_copy (g_ptr_array_index (self->originals, i));
      double turn = remainder (bearing - f->base.facing, 360);

      /* d6 units wheel about a front corner (the distance is the moving corner's) */
      if (self->rules && (gg_ruleset_class (self->rules->ruleset)->flags & GG_RULESET_FLAG_WHEEL))
        f->base = gg_move_wheel (&f->base, turn, &moved);
      else
        f->base.facing = round (bearing);
      gg_edit_set (edit, GG_COLLECTION_FIGURES, f);
    }
  gg_document_preview (self->document, edit, NULL);
  if (moved > 0)
    {
      g_autofree char *m = gg_unit_format_both (self->unit, moved);
      text = g_strdup_printf (_("Wheel to %.0f° · the moving corner travels %s"), bearing, m);
    }
  else
    text = g_strdup_printf (_("Facing %.0f°"), round (bearing));
  gg_canvas_set_readout (self->canvas, text, p);
}

static void
update_measure (GgTableView *self, GgPoint p)
{
  GgGame *game = _gg_table_view_game_of (self);
  GgRuler *r = gg_ruler_new (self->grabbed);
  GgFigure *from = self->ruler_from ? gg_game_lookup_figure (game, self->ruler_from) : NULL;
  GgFigure *to = pick_figure (self, p);
  GgEdit *edit = gg_edit_new (_("Measure"));

  r->from.figure = g_strdup (self->ruler_from);
  r->from.point = from ? from->base.centre : self->drag_from;
  r->to.figure = to && to != from ? g_strdup (to->id) : NULL;
  r->to.point = to && to != from ? to->base.centre : p;
  gg_edit_insert (edit, GG_COLLECTION_RULERS, -1, r);
  gg_document_preview (self->document, edit, NULL);
}

void
_gg_table_view_drag_update_cb (GgCanvas *canvas, double x, double y, GgTableView *self)
{
  GgPoint p = { x, y };
  GgBox band = { MIN (x, self->drag_from.x), MIN (y, self->drag_from.y), MAX (x, self->drag_from.x),
                 MAX (y, self->drag_from.y) };

  switch (self->drag)
    {
    case DRAG_MOVE:
      update_move (self, p);
      break;
    case DRAG_ROTATE:
      update_rotate (self, p);
      break;
    case DRAG_BAND:
      gg_canvas_set_band (canvas, &band);
      break;
    case DRAG_MEASURE:
      update_measure (self, p);
      break;
    case DRAG_TERRAIN:
      gg_document_preview (self->document, terrain_drag_edit (self, p), NULL);
      break;
    case DRAG_NONE:
      break;
    }
}

/* The rules refuse the move: the figures stay, and a toast says why (the side panel keeps it). */
static void
refuse_move (GgTableView *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autofree char *title = g_markup_escape_text (self->refusal, -1);
  AdwToast *toast;

  gg_document_cancel_preview (self->document);
  gg_side_panel_set_move_text (self->panel, self->refusal);
  if (overlay == NULL)
    return;
  toast = adw_toast_new (title);
  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

void
_gg_table_view_drag_end_cb (GgCanvas *canvas, double x, double y, GgTableView *self)
{
  GgBox band = { MIN (x, self->drag_from.x), MIN (y, self->drag_from.y), MAX (x, self->drag_from.x),
                 MAX (y, self->drag_from.y) };

  if (self->drag == DRAG_BAND)
    {
      gg_canvas_set_band (canvas, NULL);
      gg_selection_set_box (self->selection, _gg_table_view_game_of (self), &band, FALSE);
    }
  else if (self->drag == DRAG_MOVE && self->refusal != NULL)
    refuse_move (self);
  else
    gg_document_commit_preview (self->document);
  self->drag = DRAG_NONE;
  self->overlays->has_ring = FALSE;
  self->overlays->has_reach = FALSE;
  gg_canvas_set_readout (canvas, NULL, (GgPoint){ 0, 0 });
  _gg_table_view_refresh (self);
}

/* Keys: n and p select the next and previous squad or unit (Shift: figure by figure within it),
 * as Evince's n and p turn pages, and Tab still leaves the table; nudges of 1 mm (Shift: 1 cm),
 * turns of 5° (Shift: 45°), Delete, Escape, Enter. */
void
_gg_table_view_add_key_bindings (GtkWidgetClass *widget_class)
{
  static const struct
  {
    guint key;
    double dx, dy;
  } arrows[] = {
    { GDK_KEY_Left, -1, 0 },
    { GDK_KEY_Right, 1, 0 },
    { GDK_KEY_Up, 0, 1 },
    { GDK_KEY_Down, 0, -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    {
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, 0, "table.nudge", "(dd)",
                                           arrows[i].dx, arrows[i].dy);
      gtk_widget_class_add_binding_action (widget_class, arrows[i].key, GDK_SHIFT_MASK,
                                           "table.nudge", "(dd)", arrows[i].dx * 10,
                                           arrows[i].dy * 10);
    }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketright, 0, "table.rotate", "d",
                                       5.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_bracketleft, 0, "table.rotate", "d",
                                       -5.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_braceright, GDK_SHIFT_MASK,
                                       "table.rotate", "d", 45.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_braceleft, GDK_SHIFT_MASK,
                                       "table.rotate", "d", -45.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "table.select-group", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "table.select-group", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_N, GDK_SHIFT_MASK,
                                       "table.select-figure", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_P, GDK_SHIFT_MASK,
                                       "table.select-figure", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "table.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "table.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "table.finish-terrain",
                                       NULL);
}
