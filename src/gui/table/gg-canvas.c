/* gg-canvas.c: the table widget: zoom, pan and pointer input in table millimetres. Drawing is
 * gg-table-paint.c's; all geometry questions go to the core. The snapshot never changes state.
 * Colours are named colours of the stylesheet (style.css / style-dark.css). */
#include "gg-canvas.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gg-table-paint.h"
#include "gg-viewport.h"
#include "gg-photo-layer.h"

#define RULER    GG_TABLE_PAINT_RULER
#define PAD      12.0                 /* px around the table when fitted */
#define MIN_ZOOM GG_VIEWPORT_MIN_ZOOM /* px per mm */
#define MAX_ZOOM GG_VIEWPORT_MAX_ZOOM

struct _GgCanvas
{
  GtkWidget parent_instance;
  GgDocument *document;
  gulong changed_id;
  gboolean fitted; /* follow the widget's size until the user zooms or pans */
  GgViewport view; /* copied into paint at each frame */
  double drag_ox, drag_oy;
  double zoom_start;
  gboolean panning; /* the primary-button drag pans the table (the view asked for it) */
  GgPoint pointer;
  gboolean pointer_inside;
  double motion_x, motion_y; /* the pointer in widget pixels, for the wheel */
  gboolean has_motion;
  /* primary-button gestures, reported in table mm */
  gboolean table_dragging;
  double press_x, press_y;
  GdkModifierType press_state;
  GgPoint press_point;
  /* what is drawn: the view's selection, overlays, band, draft (borrowed), zoom and offset */
  GgTablePaint paint;
  char *readout;
};

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

static GgGame *
game_of (GgCanvas *self)
{
  return self->document ? gg_document_get_game (self->document) : NULL;
}

/* Transforms */

/* The viewport, its depth the game's. */
static GgViewport *
view (GgCanvas *self)
{
  GgGame *game = game_of (self);

  self->view.depth = game ? game->depth : 0;
  return &self->view;
}

void
gg_canvas_table_to_widget (GgCanvas *self, GgPoint p, double *wx, double *wy)
{
  gg_viewport_to_widget (view (self), p, wx, wy);
}

GgPoint
gg_canvas_widget_to_table (GgCanvas *self, double wx, double wy)
{
  return gg_viewport_to_table (view (self), wx, wy);
}

static void
fit (GgCanvas *self)
{
  GgGame *game = game_of (self);
  double w = gtk_widget_get_width (GTK_WIDGET (self)) - RULER - 2 * PAD;
  double h = gtk_widget_get_height (GTK_WIDGET (self)) - RULER - 2 * PAD;

  if (game != NULL)
    gg_viewport_fit (view (self), game->width, RULER + PAD, RULER + PAD, w, h);
}

static void
zoom_at (GgCanvas *self, double factor, double wx, double wy)
{
  self->fitted = FALSE;
  gg_viewport_zoom_at (view (self), factor, wx, wy);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
pan_by (GgCanvas *self, double dx, double dy)
{
  self->fitted = FALSE;
  gg_viewport_pan (&self->view, dx, dy);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The stylesheet's named colours, looked up at each frame so dark mode follows at once. */
static void
fill_palette (GgCanvas *self)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (self));

  for (guint i = 0; i < GG_PAINT_N_COLOURS; i++)
    if (!gtk_style_context_lookup_color (style, gg_table_paint_colour_name (i),
                                         &self->paint.palette[i]))
      self->paint.palette[i] = (GdkRGBA){ 0.5, 0.5, 0.5, 1 };
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
gg_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GgCanvas *self = GG_CANVAS (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_t *cr;

  self->paint.game = game_of (self);
  if (self->paint.game == NULL || width <= 0 || height <= 0)
    return;
  self->paint.width = width;
  self->paint.height = height;
  self->paint.pango = gtk_widget_get_pango_context (widget);
  self->paint.readout = self->readout;
  self->paint.scale = gtk_widget_get_scale_factor (widget);
  self->paint.zoom = self->view.zoom;
  self->paint.ox = self->view.ox;
  self->paint.oy = self->view.oy;
  fill_palette (self);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gg_table_paint (cr, &self->paint);
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

  self->motion_x = x;
  self->motion_y = y;
  self->has_motion = TRUE;
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

/* A mouse wheel (discrete steps) zooms about the pointer; a touchpad's two-finger scroll (smooth
 * deltas) pans, and zooms with Ctrl, as in a map. */
void
gg_canvas_scroll (GgCanvas *self, double x, double y, double dx, double dy, gboolean smooth,
                  gboolean ctrl)
{
  if (smooth && !ctrl)
    pan_by (self, -dx, -dy);
  else
    zoom_at (self, pow (smooth ? 1.01 : 1.1, -dy), x, y);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller, double dx, double dy, GgCanvas *self)
{
  GtkEventController *c = GTK_EVENT_CONTROLLER (controller);
  gboolean ctrl = gtk_event_controller_get_current_event_state (c) & GDK_CONTROL_MASK;
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  /* the scroll event's own position is the window's (header bar and all), not the canvas's:
   * zooming there put the point under the pointer elsewhere; the motion controller's is ours */
  if (self->has_motion)
    {
      x = self->motion_x;
      y = self->motion_y;
    }
  gg_canvas_scroll (self, x, y, dx, dy,
                    gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_SURFACE,
                    ctrl);
  return TRUE;
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, GgCanvas *self)
{
  self->drag_ox = self->view.ox;
  self->drag_oy = self->view.oy;
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, GgCanvas *self)
{
  pan_by (self, self->drag_ox + dx - self->view.ox, self->drag_oy + dy - self->view.oy);
}

static void
zoom_begin_cb (GtkGesture *gesture, GdkEventSequence *sequence, GgCanvas *self)
{
  self->zoom_start = self->view.zoom;
}

static void
zoom_scale_changed_cb (GtkGestureZoom *gesture, double scale, GgCanvas *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;
  zoom_at (self, self->zoom_start * scale / self->view.zoom, x, y);
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

void
gg_canvas_drag_begin (GgCanvas *self, double x, double y, GdkModifierType state)
{
  self->table_dragging = FALSE;
  self->panning = FALSE;
  self->drag_ox = self->view.ox;
  self->drag_oy = self->view.oy;
  self->press_x = x;
  self->press_y = y;
  self->press_state = state;
  self->press_point = gg_canvas_widget_to_table (self, x, y);
}

void
gg_canvas_drag_update (GgCanvas *self, double dx, double dy)
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
  if (self->panning)
    pan_by (self, self->drag_ox + dx - self->view.ox, self->drag_oy + dy - self->view.oy);
  else
    g_signal_emit (self, signals[DRAG_UPDATE], 0, p.x, p.y);
}

void
gg_canvas_drag_end (GgCanvas *self, double dx, double dy)
{
  GgPoint p = gg_canvas_widget_to_table (self, self->press_x + dx, self->press_y + dy);

  if (self->table_dragging && !self->panning)
    g_signal_emit (self, signals[DRAG_END], 0, p.x, p.y);
  else if (!self->table_dragging)
    g_signal_emit (self, signals[PRESSED], 0, p.x, p.y, 1, self->press_state);
  self->table_dragging = FALSE;
  self->panning = FALSE;
}

static void
table_drag_begin_cb (GtkGestureDrag *gesture, double x, double y, GgCanvas *self)
{
  gg_canvas_drag_begin (self, x, y, modifiers (GTK_GESTURE (gesture)));
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
table_drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, GgCanvas *self)
{
  gg_canvas_drag_update (self, dx, dy);
}

static void
table_drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, GgCanvas *self)
{
  gg_canvas_drag_end (self, dx, dy);
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
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkGesture *zoom = gtk_gesture_zoom_new ();

  g_signal_connect (motion, "enter", G_CALLBACK (motion_cb), self);
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
  g_clear_pointer (&GG_CANVAS (object)->paint.cache, gg_paint_cache_free);
  g_clear_pointer (&GG_CANVAS (object)->paint.photos, gg_photo_layer_free);
  g_clear_pointer (&GG_CANVAS (object)->paint.ghosts, g_ptr_array_unref);
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
      g_value_set_double (value, self->view.zoom);
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
  self->view.zoom = 1;
  self->fitted = TRUE;
  self->paint.unit = GG_UNIT_CM;
  self->paint.cache = gg_paint_cache_new ();
  self->paint.photos = gg_photo_layer_new (); /* the photos of the real table */
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
  if (self->paint.unit == unit)
    return;
  self->paint.unit = unit;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GgUnit
gg_canvas_get_unit (GgCanvas *self)
{
  return self->paint.unit;
}

double
gg_canvas_get_zoom (GgCanvas *self)
{
  return self->view.zoom;
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
  return 1 / self->view.zoom;
}

void
gg_canvas_set_selection (GgCanvas *self, GgSelection *selection)
{
  self->paint.selection = selection;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_overlays (GgCanvas *self, GgOverlayData *overlays)
{
  self->paint.overlays = overlays;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_band (GgCanvas *self, const GgBox *band)
{
  self->paint.has_band = band != NULL;
  if (band != NULL)
    self->paint.band = *band;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_ghosts (GgCanvas *self, GPtrArray *ids)
{
  g_clear_pointer (&self->paint.ghosts, g_ptr_array_unref);
  self->paint.ghosts = ids ? g_ptr_array_ref (ids) : NULL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_draft (GgCanvas *self, GArray *points)
{
  self->paint.draft = points;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_readout (GgCanvas *self, const char *text, GgPoint at)
{
  g_free (self->readout);
  self->readout = g_strdup (text);
  self->paint.readout_at = at;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
gg_canvas_set_handle (GgCanvas *self, const GgPoint *handle)
{
  self->paint.has_handle = handle != NULL;
  if (handle != NULL)
    self->paint.handle = *handle;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

struct _GgPhotoLayer *
gg_canvas_get_photo_layer (GgCanvas *self)
{
  return self->paint.photos;
}

gboolean
gg_canvas_get_handle (GgCanvas *self, GgPoint *handle)
{
  *handle = self->paint.handle;
  return self->paint.has_handle;
}

/* Called by the view from its drag-begin handler: the primary-button drag under way moves the
 * table (a drag on the empty table, as on a map) instead of reporting drag-update. */
void
gg_canvas_pan_with_drag (GgCanvas *self)
{
  self->panning = TRUE;
}

void
gg_canvas_zoom_at (GgCanvas *self, double factor, double wx, double wy)
{
  zoom_at (self, factor, wx, wy);
}

void
gg_canvas_pan (GgCanvas *self, double dx, double dy)
{
  pan_by (self, dx, dy);
}

GgViewport
gg_canvas_get_viewport (GgCanvas *self)
{
  return *view (self);
}

void
gg_canvas_draw_swatch (GgCanvas *self, cairo_t *cr, GgTerrainKind kind, double width, double height)
{
  fill_palette (self);
  gg_table_paint_terrain_swatch (cr, &self->paint, kind, width, height);
}
