/* gg-canvas.c: draws the table; all geometry questions go to the core. The snapshot never
 * changes state. Colours are named colours of the stylesheet (style.css / style-dark.css). */
#include "gg-canvas-private.h"

#include <glib/gi18n.h>
#include <math.h>

#define RULER    22.0 /* px: rulers along the top and left edges */
#define PAD      12.0 /* px around the table when fitted */
#define MIN_ZOOM 0.05 /* px per mm */
#define MAX_ZOOM 40.0

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_ZOOM,
  N_PROPS
};

enum
{
  POINTER_MOVED,
  PRESSED,
  DRAG_BEGIN,
  DRAG_UPDATE,
  DRAG_END,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GgCanvas, gg_canvas, GTK_TYPE_WIDGET)

static GdkRGBA
colour (GgCanvas *self, const char *name)
{
  GdkRGBA rgba = { 0.5, 0.5, 0.5, 1 };

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_lookup_color (gtk_widget_get_style_context (GTK_WIDGET (self)), name, &rgba);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return rgba;
}

void
_gg_canvas_set_source (cairo_t *cr, GgCanvas *self, const char *name)
{
  GdkRGBA c = colour (self, name);

  gdk_cairo_set_source_rgba (cr, &c);
}

static GgGame *
game_of (GgCanvas *self)
{
  return self->document ? gg_document_get_game (self->document) : NULL;
}

/* Transforms */

void
gg_canvas_table_to_widget (GgCanvas *self, GgPoint p, double *wx, double *wy)
{
  GgGame *game = game_of (self);
  double depth = game ? game->depth : 0;

  *wx = self->ox + p.x * self->zoom;
  *wy = self->oy + (depth - p.y) * self->zoom;
}

GgPoint
gg_canvas_widget_to_table (GgCanvas *self, double wx, double wy)
{
  GgGame *game = game_of (self);
  double depth = game ? game->depth : 0;
  GgPoint p = { (wx - self->ox) / self->zoom, depth - (wy - self->oy) / self->zoom };

  return p;
}

static void
fit (GgCanvas *self)
{
  GgGame *game = game_of (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)) - RULER - 2 * PAD;
  double h = gtk_widget_get_height (GTK_WIDGET (self)) - RULER - 2 * PAD;

  if (game == NULL || w <= 0 || h <= 0)
    return;
  self->zoom = CLAMP (MIN (w / game->width, h / game->depth), MIN_ZOOM, MAX_ZOOM);
  self->ox = RULER + PAD + (w - game->width * self->zoom) / 2;
  self->oy = RULER + PAD + (h - game->depth * self->zoom) / 2;
}

static void
zoom_at (GgCanvas *self, double factor, double wx, double wy)
{
  double zoom = CLAMP (self->zoom * factor, MIN_ZOOM, MAX_ZOOM);
  GgPoint p = gg_canvas_widget_to_table (self, wx, wy);
  double nx, ny;

  self->fitted = FALSE;
  self->zoom = zoom;
  gg_canvas_table_to_widget (self, p, &nx, &ny);
  self->ox += wx - nx;
  self->oy += wy - ny;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drawing */

void
_gg_canvas_path_points (cairo_t *cr, GgCanvas *self, GArray *points, gboolean close)
{
  for (guint i = 0; i < points->len; i++)
    {
      double x, y;

      gg_canvas_table_to_widget (self, g_array_index (points, GgPoint, i), &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  if (close)
    cairo_close_path (cr);
}

static const char *
terrain_colour_name (GgTerrainKind kind)
{
  static const char *const names[GG_TERRAIN_N_KINDS] = {
    [GG_TERRAIN_BUILDING] = "gg_building", [GG_TERRAIN_WOOD] = "gg_wood",
    [GG_TERRAIN_HILL] = "gg_hill",         [GG_TERRAIN_ORCHARD] = "gg_orchard",
    [GG_TERRAIN_VINEYARD] = "gg_vineyard", [GG_TERRAIN_FIELD] = "gg_field",
    [GG_TERRAIN_RICE] = "gg_rice",         [GG_TERRAIN_REEDS] = "gg_reeds",
    [GG_TERRAIN_MARSH] = "gg_marsh",       [GG_TERRAIN_LAKE] = "gg_water",
    [GG_TERRAIN_HEDGE] = "gg_hedge",       [GG_TERRAIN_WALL] = "gg_wall",
    [GG_TERRAIN_FENCE] = "gg_fence",       [GG_TERRAIN_PALISADE] = "gg_fence",
    [GG_TERRAIN_TRENCH] = "gg_trench",     [GG_TERRAIN_GABIONS] = "gg_trench",
    [GG_TERRAIN_TREE_ROW] = "gg_wood",     [GG_TERRAIN_RIVER] = "gg_water",
    [GG_TERRAIN_ROAD] = "gg_road",
  };

  return names[kind];
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
draw_terrain (cairo_t *cr, GgCanvas *self, GgTerrain *t)
{
  _gg_canvas_set_source (cr, self, terrain_colour_name (t->kind));
  if (gg_terrain_kind_is_linear (t->kind))
    {
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_set_line_width (cr, MAX (2.0, line_width_mm (t->kind) * self->zoom));
      _gg_canvas_path_points (cr, self, t->points, FALSE);
      cairo_stroke (cr);
      return;
    }
  _gg_canvas_path_points (cr, self, t->points, TRUE);
  cairo_fill_preserve (cr);
  _gg_canvas_set_source (cr, self, "gg_terrain_outline");
  cairo_set_line_width (cr, t->has_level && t->level > 0 ? 2.0 : 1.0);
  cairo_stroke (cr);
}

void
_gg_canvas_base_path (cairo_t *cr, GgCanvas *self, const GgBase *b)
{
  double cx, cy;
  /* compass bearing: 0 faces +y, which is up on screen */
  double a = b->facing * G_PI / 180.0;

  gg_canvas_table_to_widget (self, b->centre, &cx, &cy);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, a);
  cairo_scale (cr, self->zoom, self->zoom);
  if (b->shape == GG_BASE_ROUND)
    cairo_arc (cr, 0, 0, b->diameter / 2, 0, 2 * G_PI);
  else
    cairo_rectangle (cr, -b->front / 2, -b->depth / 2, b->front, b->depth);
  cairo_restore (cr);
}

static void
facing_mark (cairo_t *cr, GgCanvas *self, const GgBase *b)
{
  double cx, cy, half = b->shape == GG_BASE_ROUND ? b->diameter / 2 : b->depth / 2;
  double w = b->shape == GG_BASE_ROUND ? b->diameter / 3 : b->front / 3;

  gg_canvas_table_to_widget (self, b->centre, &cx, &cy);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, b->facing * G_PI / 180.0);
  cairo_scale (cr, self->zoom, self->zoom);
  cairo_move_to (cr, -w, -half + w * 0.9);
  cairo_line_to (cr, 0, -half + 0.2);
  cairo_line_to (cr, w, -half + w * 0.9);
  cairo_restore (cr);
}

static gboolean
is_leader (const GgFigure *f)
{
  const char *r = f->role;

  return r != NULL && (r[0] == 'L' || g_str_has_prefix (r, "PL") || g_str_has_prefix (r, "Cy") ||
                       g_str_has_prefix (r, "Bt") || g_str_equal (r, "CSt"));
}

static void
draw_figure (cairo_t *cr, GgCanvas *self, GgFigure *f)
{
  gboolean b = f->side == 'B';

  _gg_canvas_base_path (cr, self, &f->base);
  _gg_canvas_set_source (cr, self, b ? "gg_side_b" : "gg_side_a");
  cairo_fill_preserve (cr);
  _gg_canvas_set_source (cr, self, b ? "gg_side_b_edge" : "gg_side_a_edge");
  cairo_set_line_width (cr, is_leader (f) ? 2.0 : 1.0);
  cairo_stroke (cr);
  if (self->zoom * MIN (f->base.front, f->base.depth) < 4 && f->base.shape == GG_BASE_RECT)
    return;
  facing_mark (cr, self, &f->base);
  _gg_canvas_set_source (cr, self, "gg_facing");
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

/* Grid steps in mm for the unit: minor, major. */
static void
grid_steps (GgCanvas *self, double *minor, double *major)
{
  if (self->unit == GG_UNIT_IN)
    {
      *minor = GG_MM_PER_INCH;
      *major = 6 * GG_MM_PER_INCH;
    }
  else
    {
      *minor = 10;
      *major = 100;
    }
  while (*minor * self->zoom < 6)
    *minor *= self->unit == GG_UNIT_IN ? 6 : 5;
  while (*major * self->zoom < 40)
    *major *= 2;
}

static void
draw_grid_lines (cairo_t *cr, GgCanvas *self, GgGame *game, double step)
{
  for (double x = step; x < game->width - 1e-6; x += step)
    {
      double wx, wy0, wy1;

      gg_canvas_table_to_widget (self, (GgPoint){ x, 0 }, &wx, &wy0);
      gg_canvas_table_to_widget (self, (GgPoint){ x, game->depth }, &wx, &wy1);
      cairo_move_to (cr, round (wx) + 0.5, wy0);
      cairo_line_to (cr, round (wx) + 0.5, wy1);
    }
  for (double y = step; y < game->depth - 1e-6; y += step)
    {
      double wx0, wx1, wy;

      gg_canvas_table_to_widget (self, (GgPoint){ 0, y }, &wx0, &wy);
      gg_canvas_table_to_widget (self, (GgPoint){ game->width, y }, &wx1, &wy);
      cairo_move_to (cr, wx0, round (wy) + 0.5);
      cairo_line_to (cr, wx1, round (wy) + 0.5);
    }
  cairo_stroke (cr);
}

static void
draw_table (cairo_t *cr, GgCanvas *self, GgGame *game)
{
  double x0, y0, minor, major;

  gg_canvas_table_to_widget (self, (GgPoint){ 0, game->depth }, &x0, &y0);
  cairo_rectangle (cr, x0, y0, game->width * self->zoom, game->depth * self->zoom);
  _gg_canvas_set_source (cr, self, "gg_table");
  cairo_fill (cr);
  grid_steps (self, &minor, &major);
  cairo_set_line_width (cr, 1);
  _gg_canvas_set_source (cr, self, "gg_grid_minor");
  draw_grid_lines (cr, self, game, minor);
  _gg_canvas_set_source (cr, self, "gg_grid_major");
  draw_grid_lines (cr, self, game, major);
}

static void
ruler_label (cairo_t *cr, GgCanvas *self, PangoLayout *layout, double value, double x, double y,
             gboolean vertical)
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
draw_rulers (cairo_t *cr, GgCanvas *self, GgGame *game, double width, double height)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 7");
  double minor, major;

  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  grid_steps (self, &minor, &major);
  _gg_canvas_set_source (cr, self, "gg_ruler_bg");
  cairo_rectangle (cr, 0, 0, width, RULER);
  cairo_rectangle (cr, 0, RULER, RULER, height - RULER);
  cairo_fill (cr);
  _gg_canvas_set_source (cr, self, "gg_ruler_fg");
  cairo_set_line_width (cr, 1);
  for (double v = 0; v <= game->width + 1e-6; v += minor)
    {
      double wx, wy;
      gboolean is_major = fmod (v + 1e-6, major) < 1e-3;

      gg_canvas_table_to_widget (self, (GgPoint){ v, 0 }, &wx, &wy);
      if (wx < RULER || wx > width)
        continue;
      cairo_move_to (cr, round (wx) + 0.5, RULER);
      cairo_line_to (cr, round (wx) + 0.5, RULER - (is_major ? 8 : 4));
      cairo_stroke (cr);
      if (is_major)
        ruler_label (cr, self, layout, round (gg_unit_from_mm (self->unit, v) * 100) / 100, wx, 0,
                     FALSE);
    }
  for (double v = 0; v <= game->depth + 1e-6; v += minor)
    {
      double wx, wy;
      gboolean is_major = fmod (v + 1e-6, major) < 1e-3;

      gg_canvas_table_to_widget (self, (GgPoint){ 0, v }, &wx, &wy);
      if (wy < RULER || wy > height)
        continue;
      cairo_move_to (cr, RULER, round (wy) + 0.5);
      cairo_line_to (cr, RULER - (is_major ? 8 : 4), round (wy) + 0.5);
      cairo_stroke (cr);
      if (is_major && wy > RULER + 6)
        ruler_label (cr, self, layout, round (gg_unit_from_mm (self->unit, v) * 100) / 100, 0, wy,
                     TRUE);
    }
}

/* Overlays reach off the table (a round-shot line, a wide arc): keep them off the rulers. */
static void
clip_to_table (cairo_t *cr, GgCanvas *self, GgGame *game)
{
  cairo_rectangle (cr, RULER, RULER, gtk_widget_get_width (GTK_WIDGET (self)),
                   gtk_widget_get_height (GTK_WIDGET (self)));
  cairo_clip (cr);
}

static void
gg_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GgCanvas *self = GG_CANVAS (widget);
  GgGame *game = game_of (self);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (game == NULL || width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_table (cr, self, game);
  for (guint i = 0; i < game->terrain->len; i++)
    draw_terrain (cr, self, g_ptr_array_index (game->terrain, i));
  cairo_save (cr);
  clip_to_table (cr, self, game);
  _gg_canvas_draw_under (cr, self, game);
  for (guint i = 0; i < game->figures->len; i++)
    draw_figure (cr, self, g_ptr_array_index (game->figures, i));
  _gg_canvas_draw_over (cr, self, game);
  cairo_restore (cr);
  draw_rulers (cr, self, game, width, height);
  cairo_destroy (cr);
}

static void
gg_canvas_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GgCanvas *self = GG_CANVAS (widget);

  /* follow resizes until the user zooms or pans */
  if (self->fitted)
    {
      fit (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
    }
}

/* Input */

static void
motion_cb (GtkEventControllerMotion *controller, double x, double y, GgCanvas *self)
{
  GgGame *game = game_of (self);

  if (game == NULL)
    return;
  self->pointer = gg_canvas_widget_to_table (self, x, y);
  self->pointer_inside = self->pointer.x >= 0 && self->pointer.y >= 0 &&
                         self->pointer.x <= game->width && self->pointer.y <= game->depth;
  g_signal_emit (self, signals[POINTER_MOVED], 0, self->pointer.x, self->pointer.y,
                 self->pointer_inside);
}

static void
leave_cb (GtkEventControllerMotion *controller, GgCanvas *self)
{
  self->pointer_inside = FALSE;
  g_signal_emit (self, signals[POINTER_MOVED], 0, self->pointer.x, self->pointer.y, FALSE);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, GgCanvas *self)
{
  double x, y;
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));

  if (event == NULL || !gdk_event_get_position (event, &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  zoom_at (self, pow (1.1, -dy), x, y);
  return TRUE;
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, GgCanvas *self)
{
  self->drag_ox = self->ox;
  self->drag_oy = self->oy;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, GgCanvas *self)
{
  self->fitted = FALSE;
  self->ox = self->drag_ox + dx;
  self->oy = self->drag_oy + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, GgCanvas *self)
{
  self->zoom_start = self->zoom;
}

static void
zoom_scale_changed_cb (GtkGestureZoom *gesture, double scale, GgCanvas *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;
  zoom_at (self, self->zoom_start * scale / self->zoom, x, y);
}

static GtkGesture *
add_drag (GgCanvas *self, guint button)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), button);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  return drag;
}

static GdkModifierType
modifiers (GtkGesture *gesture)
{
  return gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
}

static void
table_drag_begin_cb (GtkGestureDrag *gesture, double x, double y, GgCanvas *self)
{
  GgPoint p = gg_canvas_widget_to_table (self, x, y);

  self->table_dragging = FALSE;
  self->press_x = x;
  self->press_y = y;
  self->press_state = modifiers (GTK_GESTURE (gesture));
  self->press_point = p;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
table_drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, GgCanvas *self)
{
  GgPoint p = gg_canvas_widget_to_table (self, self->press_x + dx, self->press_y + dy);

  if (!self->table_dragging && hypot (dx, dy) < 4)
    return;
  if (!self->table_dragging)
    {
      self->table_dragging = TRUE;
      g_signal_emit (self, signals[DRAG_BEGIN], 0, self->press_point.x, self->press_point.y,
                     self->press_state);
    }
  g_signal_emit (self, signals[DRAG_UPDATE], 0, p.x, p.y);
}

static void
table_drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, GgCanvas *self)
{
  GgPoint p = gg_canvas_widget_to_table (self, self->press_x + dx, self->press_y + dy);

  if (self->table_dragging)
    g_signal_emit (self, signals[DRAG_END], 0, p.x, p.y);
  else
    g_signal_emit (self, signals[PRESSED], 0, p.x, p.y, 1, self->press_state);
  self->table_dragging = FALSE;
}

static void
add_table_drag (GgCanvas *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (table_drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (table_drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (table_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

static void
double_click_cb (GtkGestureClick *gesture, int n_press, double x, double y, GgCanvas *self)
{
  GgPoint p = gg_canvas_widget_to_table (self, x, y);

  if (n_press == 2)
    g_signal_emit (self, signals[PRESSED], 0, p.x, p.y, 2, modifiers (GTK_GESTURE (gesture)));
}

static void
setup_input (GgCanvas *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkGesture *zoom = gtk_gesture_zoom_new ();

  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  GtkGesture *click = gtk_gesture_click_new ();

  add_table_drag (self);
  add_drag (self, GDK_BUTTON_MIDDLE);
  add_drag (self, GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (double_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (zoom, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (zoom_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (zoom));
}

/* GObject */

static void
document_changed_cb (GgDocument *document, GgCanvas *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
gg_canvas_dispose (GObject *object)
{
  g_clear_pointer (&GG_CANVAS (object)->readout, g_free);
  gg_canvas_set_document (GG_CANVAS (object), NULL);
  G_OBJECT_CLASS (gg_canvas_parent_class)->dispose (object);
}

static void
gg_canvas_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GgCanvas *self = GG_CANVAS (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gg_canvas_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  GgCanvas *self = GG_CANVAS (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      gg_canvas_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gg_canvas_class_init (GgCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_canvas_dispose;
  object_class->get_property = gg_canvas_get_property;
  object_class->set_property = gg_canvas_set_property;
  widget_class->snapshot = gg_canvas_snapshot;
  widget_class->size_allocate = gg_canvas_size_allocate;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, GG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ZOOM] = g_param_spec_double ("zoom", NULL, NULL, MIN_ZOOM, MAX_ZOOM, 1,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* pointer-moved (x_mm, y_mm, on_table) */
  signals[POINTER_MOVED] = g_signal_new ("pointer-moved", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                         G_TYPE_DOUBLE, G_TYPE_DOUBLE, G_TYPE_BOOLEAN);
  /* Table positions in mm: pressed (x, y, n_press, modifiers), drag-begin (x, y, modifiers),
   * drag-update (x, y), drag-end (x, y). The view decides what they do. */
  signals[PRESSED] = g_signal_new ("pressed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 4, G_TYPE_DOUBLE, G_TYPE_DOUBLE,
                                   G_TYPE_INT, G_TYPE_UINT);
  signals[DRAG_BEGIN] = g_signal_new ("drag-begin", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_DOUBLE,
                                      G_TYPE_DOUBLE, G_TYPE_UINT);
  signals[DRAG_UPDATE] = g_signal_new ("drag-update", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE,
                                       G_TYPE_DOUBLE);
  signals[DRAG_END] = g_signal_new ("drag-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  gtk_widget_class_set_css_name (widget_class, "ggcanvas");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gg_canvas_init (GgCanvas *self)
{
  self->zoom = 1;
  self->fitted = TRUE;
  self->unit = GG_UNIT_CM;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Table"), -1);
  setup_input (self);
}

GtkWidget *
gg_canvas_new (void)
{
  return g_object_new (GG_TYPE_CANVAS, NULL);
}

void
gg_canvas_set_document (GgCanvas *self, GgDocument *document)
{
  if (self->document == document)
    return;
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_set_object (&self->document, document);
  if (document != NULL)
    self->changed_id =
      g_signal_connect (document, "changed", G_CALLBACK (document_changed_cb), self);
  self->fitted = TRUE;
  fit (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GgDocument *
gg_canvas_get_document (GgCanvas *self)
{
  return self->document;
}

void
gg_canvas_set_unit (GgCanvas *self, GgUnit unit)
{
  if (self->unit == unit)
    return;
  self->unit = unit;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GgUnit
gg_canvas_get_unit (GgCanvas *self)
{
  return self->unit;
}

double
gg_canvas_get_zoom (GgCanvas *self)
{
  return self->zoom;
}

void
gg_canvas_zoom_by (GgCanvas *self, double factor)
{
  zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
gg_canvas_zoom_to_fit (GgCanvas *self)
{
  self->fitted = TRUE;
  fit (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
gg_canvas_mm_per_pixel (GgCanvas *self)
{
  return 1 / self->zoom;
}

void
gg_canvas_set_selection (GgCanvas *self, GgSelection *selection)
{
  self->selection = selection;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_overlays (GgCanvas *self, GgOverlayData *overlays)
{
  self->overlays = overlays;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_band (GgCanvas *self, const GgBox *band)
{
  self->has_band = band != NULL;
  if (band != NULL)
    self->band = *band;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_draft (GgCanvas *self, GArray *points)
{
  self->draft = points;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_readout (GgCanvas *self, const char *text, GgPoint at)
{
  g_free (self->readout);
  self->readout = g_strdup (text);
  self->readout_at = at;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_handle (GgCanvas *self, const GgPoint *handle)
{
  self->has_handle = handle != NULL;
  if (handle != NULL)
    self->handle = *handle;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
gg_canvas_get_handle (GgCanvas *self, GgPoint *handle)
{
  *handle = self->handle;
  return self->has_handle;
}
