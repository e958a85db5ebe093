/* gg-photo-calibrate.c: clicking and dragging the table's corners in a photo, or finding them
 * by the printed corner markers (gg-photo-markers.h) in a worker thread. */
#include "gg-config.h"

#include "gg-photo-calibrate.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "gg-game-background.h"
#include "gg-photo-markers.h"
#include "gg-photo.h"

#define PREVIEW_MAX  1600 /* px a side of the image drawn whole */
#define GRAB_RADIUS  14.0 /* px: a press this near a corner drags it */
#define LOUPE_RADIUS 80.0 /* px: the magnifier */
#define LOUPE_PX     4.0  /* screen px per photo px in the magnifier */

struct _GgPhotoCalibrate
{
  AdwWindow parent_instance;

  GgDocument *document;
  char *path;
  GdkPixbuf *photo;
  cairo_surface_t *full, *preview; /* the photo, and a copy at most PREVIEW_MAX a side */
  double corners[8];
  guint n_corners;
  int dragging; /* the corner being dragged, or -1 */
  gboolean pointer_in;
  double pointer_x, pointer_y; /* widget px */
  gboolean valid;
  GgPhotoCalibration calibration;
  char *status_text;
  GArray *points;        /* GgPhotoPoint: further known points, table in mm */
  int selected;          /* the known point whose table place is shown below, or -1 */
  int dragging_point;    /* or -1 */
  gboolean placing;      /* the next click places a known point */
  gboolean setting;      /* the spin buttons are being set from the point */
  GCancellable *finding; /* the markers are being looked for; or NULL */

  AdwToastOverlay *toasts;
  GtkLabel *prompt;
  GtkDrawingArea *area;
  GtkLabel *status;
  GtkWidget *point_box;
  GtkLabel *point_label, *point_unit;
  GtkSpinButton *point_x, *point_y;
};

G_DEFINE_FINAL_TYPE (GgPhotoCalibrate, gg_photo_calibrate, ADW_TYPE_WINDOW)

/* clang-format off */
static const char *const prompts[] = {
  N_("Click side A's near-left corner of the table (1 of 4)"),
  N_("Click side A's near-right corner (2 of 4)"),
  N_("Click side B's far-right corner (3 of 4)"),
  N_("Click side B's far-left corner (4 of 4)"),
  N_("Drag a corner to refine it, then add the photo"),
};
/* clang-format on */

static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf, double scale)
{
  int w = MAX (1, (int) (gdk_pixbuf_get_width (pixbuf) * scale));
  int h = MAX (1, (int) (gdk_pixbuf_get_height (pixbuf) * scale));
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (s);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  cairo_scale (cr, scale, scale);
  gdk_cairo_set_source_pixbuf (cr, pixbuf, 0, 0);
  G_GNUC_END_IGNORE_DEPRECATIONS
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
  return s;
}

/* Where the photo sits in the drawing area: scale (widget px per photo px) and offset. */
static void
fit (GgPhotoCalibrate *self, double *scale, double *ox, double *oy)
{
  double aw = gtk_widget_get_width (GTK_WIDGET (self->area));
  double ah = gtk_widget_get_height (GTK_WIDGET (self->area));
  double pw = gdk_pixbuf_get_width (self->photo), ph = gdk_pixbuf_get_height (self->photo);

  *scale = MAX (1e-6, MIN (aw / pw, ah / ph));
  *ox = (aw - pw * *scale) / 2;
  *oy = (ah - ph * *scale) / 2;
}

/* The known point's row below the photo: its number and its place on the table, in the
 * game's unit. */
static void
update_point_row (GgPhotoCalibrate *self)
{
  GgGame *game = gg_document_get_game (self->document);
  g_autofree char *label = NULL;
  const GgPhotoPoint *p;

  gtk_widget_set_visible (self->point_box, self->selected >= 0);
  if (self->selected < 0)
    return;
  p = &g_array_index (self->points, GgPhotoPoint, self->selected);
  label = g_strdup_printf (_("Known point %d on the table (x, y):"), self->selected + 1);
  gtk_label_set_text (self->point_label, label);
  gtk_label_set_text (self->point_unit, gg_unit_to_string (game->units));
  self->setting = TRUE;
  gtk_spin_button_set_value (self->point_x, gg_unit_from_mm (game->units, p->tx));
  gtk_spin_button_set_value (self->point_y, gg_unit_from_mm (game->units, p->ty));
  self->setting = FALSE;
}

static char *
status_of (GgPhotoCalibrate *self, const GError *error)
{
  const GgPhotoCalibration *c = &self->calibration;

  if (self->n_corners < 4)
    return g_strdup (_("The corners are photo pixels; the magnifier shows where the pointer is."));
  if (!self->valid)
    return g_strdup (error->message);
  if (c->n_points > 4)
    return g_strdup_printf (_("Estimated error: %.1f mm on the table, from the residuals of %u "
                              "points (the largest %.1f mm)"),
                               c->error_mm, c->n_points, c->max_mm);
  return g_strdup_printf (_("Estimated error: %.1f mm on the table (a photo pixel is %.1f mm at "
                            "the coarsest corner)"),
                             c->error_mm, c->pixel_mm);
}

static void
update (GgPhotoCalibrate *self)
{
  g_autoptr (GError) error = NULL;
  int w = gdk_pixbuf_get_width (self->photo), h = gdk_pixbuf_get_height (self->photo);
  GgGame *game = gg_document_get_game (self->document);

  gtk_label_set_text (self->prompt,
                      self->placing ? _("Click a spot whose place on the table you know")
                                    : _(prompts[self->n_corners]));
  self->valid = self->n_corners == 4 &&
                gg_photo_calibrate (self->corners, w, h, game->width, game->depth,
                                    (const GgPhotoPoint *) self->points->data, self->points->len,
                                    &self->calibration, &error);
  g_free (self->status_text);
  self->status_text = status_of (self, error);
  gtk_label_set_text (self->status, self->status_text);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calibrate.add", self->valid);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calibrate.undo-corner", self->n_corners > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calibrate.add-point", self->n_corners == 4);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calibrate.remove-point", self->selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "calibrate.find-markers",
                                 self->finding == NULL);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->area), self->finding ? "progress" : NULL);
  update_point_row (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
draw_outline (GgPhotoCalibrate *self, cairo_t *cr, double s, double ox, double oy)
{
  cairo_set_line_width (cr, 2);
  cairo_set_source_rgba (cr, 1, 0.85, 0.1, 0.9);
  for (guint i = 0; i < self->n_corners; i++)
    cairo_line_to (cr, ox + self->corners[2 * i] * s, oy + self->corners[2 * i + 1] * s);
  if (self->n_corners == 4)
    cairo_close_path (cr);
  cairo_stroke (cr);
  for (guint i = 0; i < self->n_corners; i++)
    {
      double x = ox + self->corners[2 * i] * s, y = oy + self->corners[2 * i + 1] * s;
      char label[2] = { (char) ('1' + i), 0 };

      cairo_arc (cr, x, y, 7, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, i < 2 ? 0.8 : 0.1, 0.2, i < 2 ? 0.1 : 0.8, 0.9);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_move_to (cr, x + 9, y - 9);
      cairo_show_text (cr, label);
    }
}

/* The known points: numbered diamonds, the one shown below ringed. */
static void
draw_points (GgPhotoCalibrate *self, cairo_t *cr, double s, double ox, double oy)
{
  for (guint i = 0; i < self->points->len; i++)
    {
      const GgPhotoPoint *p = &g_array_index (self->points, GgPhotoPoint, i);
      double x = ox + p->px * s, y = oy + p->py * s;
      char label[12];

      g_snprintf (label, sizeof label, "P%u", i + 1);
      cairo_move_to (cr, x, y - 8);
      cairo_line_to (cr, x + 8, y);
      cairo_line_to (cr, x, y + 8);
      cairo_line_to (cr, x - 8, y);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.1, 0.75, 0.85, 0.9);
      cairo_fill (cr);
      if ((int) i == self->selected)
        {
          cairo_arc (cr, x, y, 12, 0, 2 * G_PI);
          cairo_set_line_width (cr, 2);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_stroke (cr);
        }
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_move_to (cr, x + 10, y - 10);
      cairo_show_text (cr, label);
    }
}

/* The magnifier: LOUPE_PX screen pixels a photo pixel around the pointer, a cross at its
 * centre, drawn above and to the left of the pointer so it does not hide the spot. */
static void
draw_loupe (GgPhotoCalibrate *self, cairo_t *cr, double s, double ox, double oy)
{
  double px = (self->pointer_x - ox) / s, py = (self->pointer_y - oy) / s;
  double cx = self->pointer_x - LOUPE_RADIUS - 20, cy = self->pointer_y - LOUPE_RADIUS - 20;

  if (cx < LOUPE_RADIUS)
    cx = self->pointer_x + LOUPE_RADIUS + 20;
  if (cy < LOUPE_RADIUS)
    cy = self->pointer_y + LOUPE_RADIUS + 20;
  cairo_save (cr);
  cairo_arc (cr, cx, cy, LOUPE_RADIUS, 0, 2 * G_PI);
  cairo_clip_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_fill (cr);
  cairo_translate (cr, cx - px * LOUPE_PX, cy - py * LOUPE_PX);
  cairo_scale (cr, LOUPE_PX, LOUPE_PX);
  cairo_set_source_surface (cr, self->full, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgb (cr, 1, 0.85, 0.1);
  cairo_move_to (cr, cx - 12, cy);
  cairo_line_to (cr, cx + 12, cy);
  cairo_move_to (cr, cx, cy - 12);
  cairo_line_to (cr, cx, cy + 12);
  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, LOUPE_RADIUS, 0, 2 * G_PI);
  cairo_stroke (cr);
}

static void
draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  GgPhotoCalibrate *self = data;
  double s, ox, oy, k;

  fit (self, &s, &ox, &oy);
  k = (double) cairo_image_surface_get_width (self->preview) / gdk_pixbuf_get_width (self->photo);
  cairo_save (cr);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, s / k, s / k);
  cairo_set_source_surface (cr, self->preview, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_restore (cr);
  draw_outline (self, cr, s, ox, oy);
  draw_points (self, cr, s, ox, oy);
  if (self->pointer_in || self->dragging >= 0)
    draw_loupe (self, cr, s, ox, oy);
}

/* Photo pixels at widget (@x, @y), kept inside the photo. */
static void
to_photo (GgPhotoCalibrate *self, double x, double y, double *px, double *py)
{
  double s, ox, oy;

  fit (self, &s, &ox, &oy);
  *px = CLAMP ((x - ox) / s, 0, gdk_pixbuf_get_width (self->photo));
  *py = CLAMP ((y - oy) / s, 0, gdk_pixbuf_get_height (self->photo));
}

static int
corner_near (GgPhotoCalibrate *self, double x, double y)
{
  double s, ox, oy;

  fit (self, &s, &ox, &oy);
  for (guint i = 0; i < self->n_corners; i++)
    if (hypot (ox + self->corners[2 * i] * s - x, oy + self->corners[2 * i + 1] * s - y) <
        GRAB_RADIUS)
      return (int) i;
  return -1;
}

static int
point_near (GgPhotoCalibrate *self, double x, double y)
{
  double s, ox, oy;

  fit (self, &s, &ox, &oy);
  for (guint i = 0; i < self->points->len; i++)
    {
      const GgPhotoPoint *p = &g_array_index (self->points, GgPhotoPoint, i);

      if (hypot (ox + p->px * s - x, oy + p->py * s - y) < GRAB_RADIUS)
        return (int) i;
    }
  return -1;
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double x, double y, GgPhotoCalibrate *self)
{
  double px, py;

  self->pointer_x = x, self->pointer_y = y;
  to_photo (self, x, y, &px, &py);
  if (self->placing && self->n_corners == 4)
    {
      gg_photo_calibrate_add_point (self, px, py);
      self->dragging_point = self->selected;
      return;
    }
  self->dragging = corner_near (self, x, y);
  if (self->dragging < 0 && (self->dragging_point = point_near (self, x, y)) >= 0)
    {
      self->selected = self->dragging_point;
      update (self);
      return;
    }
  if (self->dragging < 0 && self->n_corners < 4)
    {
      to_photo (self, x, y, &px, &py);
      self->dragging = (int) self->n_corners;
      gg_photo_calibrate_set_corner (self, self->n_corners, px, py);
    }
}

static void
drag_update_cb (GtkGestureDrag *gesture, double dx, double dy, GgPhotoCalibrate *self)
{
  double x, y, px, py;

  if (self->dragging < 0 && self->dragging_point < 0)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  self->pointer_x = x + dx, self->pointer_y = y + dy;
  to_photo (self, x + dx, y + dy, &px, &py);
  if (self->dragging_point >= 0)
    {
      GgPhotoPoint *p = &g_array_index (self->points, GgPhotoPoint, self->dragging_point);

      p->px = px, p->py = py;
      update (self);
      return;
    }
  gg_photo_calibrate_set_corner (self, (guint) self->dragging, px, py);
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, GgPhotoCalibrate *self)
{
  self->dragging = -1;
  self->dragging_point = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
motion_cb (GtkEventControllerMotion *motion, double x, double y, GgPhotoCalibrate *self)
{
  self->pointer_in = TRUE;
  self->pointer_x = x, self->pointer_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
leave_cb (GtkEventControllerMotion *motion, GgPhotoCalibrate *self)
{
  self->pointer_in = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self->area));
}

static void
add_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GgPhotoCalibrate *self = GG_PHOTO_CALIBRATE (widget);
  GgBackgroundPhoto *photo;

  if (!self->valid)
    return;
  photo = gg_background_photo_new (self->path, self->corners);
  g_array_append_vals (photo->points, self->points->data, self->points->len);
  gg_document_add_photo (self->document, photo, self->calibration.error_mm);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
undo_corner_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GgPhotoCalibrate *self = GG_PHOTO_CALIBRATE (widget);

  if (self->n_corners > 0)
    self->n_corners--;
  self->placing = FALSE; /* a known point is placed through the four corners */
  update (self);
}

static void
add_point_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GgPhotoCalibrate *self = GG_PHOTO_CALIBRATE (widget);

  self->placing = self->n_corners == 4;
  update (self);
}

static void
remove_point_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GgPhotoCalibrate *self = GG_PHOTO_CALIBRATE (widget);

  if (self->selected < 0)
    return;
  g_array_remove_index (self->points, self->selected);
  self->selected = -1;
  update (self);
}

/* A place typed for the known point shown: in the game's unit, kept in mm. */
static void
point_typed_cb (GtkSpinButton *spin, GgPhotoCalibrate *self)
{
  GgGame *game = gg_document_get_game (self->document);
  GgPhotoPoint *p;

  if (self->setting || self->selected < 0)
    return;
  p = &g_array_index (self->points, GgPhotoPoint, self->selected);
  p->tx = gg_unit_to_mm (game->units, gtk_spin_button_get_value (self->point_x));
  p->ty = gg_unit_to_mm (game->units, gtk_spin_button_get_value (self->point_y));
  update (self);
}

static void
find_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  double *corners = g_new (double, 8);
  GError *error = NULL;

  if (gg_photo_find_markers (data, corners, &error))
    g_task_return_pointer (task, corners, g_free);
  else
    {
      g_free (corners);
      g_task_return_error (task, error);
    }
}

/* The four corners found; or a toast, and the reason kept under the photo. */
static void
find_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GgPhotoCalibrate *self = GG_PHOTO_CALIBRATE (source);
  g_autoptr (GError) error = NULL;
  g_autofree double *corners = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return; /* the view was closed */
  g_clear_object (&self->finding);
  if (corners == NULL)
    {
      update (self);
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (_("Corner markers not found")));
      g_free (self->status_text);
      self->status_text = g_strdup (error->message);
      gtk_label_set_text (self->status, self->status_text);
      return;
    }
  memcpy (self->corners, corners, sizeof self->corners);
  self->n_corners = 4;
  self->placing = FALSE;
  update (self);
}

static void
find_markers_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GgPhotoCalibrate *self = GG_PHOTO_CALIBRATE (widget);
  g_autoptr (GTask) task = NULL;

  if (self->finding != NULL)
    return;
  self->finding = g_cancellable_new ();
  task = g_task_new (self, self->finding, find_done_cb, NULL);
  g_task_set_task_data (task, g_object_ref (self->photo), g_object_unref);
  g_task_run_in_thread (task, find_thread);
  update (self);
}

static void
setup_input (GgPhotoCalibrate *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->area), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->area), motion);
  gtk_drawing_area_set_draw_func (self->area, draw_cb, self, NULL);
  g_signal_connect (self->point_x, "value-changed", G_CALLBACK (point_typed_cb), self);
  g_signal_connect (self->point_y, "value-changed", G_CALLBACK (point_typed_cb), self);
}

static void
gg_photo_calibrate_dispose (GObject *object)
{
  GgPhotoCalibrate *self = GG_PHOTO_CALIBRATE (object);

  g_cancellable_cancel (self->finding);
  g_clear_object (&self->finding);
  g_clear_object (&self->document);
  g_clear_object (&self->photo);
  g_clear_pointer (&self->full, cairo_surface_destroy);
  g_clear_pointer (&self->preview, cairo_surface_destroy);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->status_text, g_free);
  g_clear_pointer (&self->points, g_array_unref);
  G_OBJECT_CLASS (gg_photo_calibrate_parent_class)->dispose (object);
}

static void
gg_photo_calibrate_class_init (GgPhotoCalibrateClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_photo_calibrate_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-photo-calibrate.ui");
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, toasts);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, prompt);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, area);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, status);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, point_box);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, point_label);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, point_unit);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, point_x);
  gtk_widget_class_bind_template_child (widget_class, GgPhotoCalibrate, point_y);
  gtk_widget_class_install_action (widget_class, "calibrate.add-point", NULL, add_point_action);
  gtk_widget_class_install_action (widget_class, "calibrate.remove-point", NULL,
                                   remove_point_action);
  gtk_widget_class_install_action (widget_class, "calibrate.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "calibrate.undo-corner", NULL, undo_corner_action);
  gtk_widget_class_install_action (widget_class, "calibrate.find-markers", NULL,
                                   find_markers_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "calibrate.undo-corner", NULL);
}

static void
gg_photo_calibrate_init (GgPhotoCalibrate *self)
{
  self->dragging = -1;
  self->dragging_point = -1;
  self->selected = -1;
  self->points = g_array_new (FALSE, FALSE, sizeof (GgPhotoPoint));
  gtk_widget_init_template (GTK_WIDGET (self));
  setup_input (self);
}

GgPhotoCalibrate *
gg_photo_calibrate_new (GtkWindow *parent, GgDocument *document, const char *path, GdkPixbuf *photo)
{
  GgPhotoCalibrate *self = g_object_new (GG_TYPE_PHOTO_CALIBRATE, "transient-for", parent, NULL);
  int side = MAX (gdk_pixbuf_get_width (photo), gdk_pixbuf_get_height (photo));

  self->document = g_object_ref (document);
  self->path = g_strdup (path);
  self->photo = g_object_ref (photo);
  self->full = surface_from_pixbuf (photo, 1);
  self->preview = surface_from_pixbuf (photo, MIN (1.0, (double) PREVIEW_MAX / side));
  update (self);
  return self;
}

void
gg_photo_calibrate_set_corner (GgPhotoCalibrate *self, guint i, double x, double y)
{
  g_return_if_fail (i < 4 && i <= self->n_corners);
  self->corners[2 * i] = x;
  self->corners[2 * i + 1] = y;
  self->n_corners = MAX (self->n_corners, i + 1);
  update (self);
}

/* A known point at photo pixel (@x, @y), at first where the corners alone put it on the table
 * (so it changes nothing until its real place is typed); it becomes the one shown. */
void
gg_photo_calibrate_add_point (GgPhotoCalibrate *self, double x, double y)
{
  GgGame *game = gg_document_get_game (self->document);
  GgPhotoPoint p = { x, y, 0, 0 };
  GgPhotoCalibration four;

  g_return_if_fail (self->n_corners == 4);
  if (gg_photo_calibrate (self->corners, gdk_pixbuf_get_width (self->photo),
                          gdk_pixbuf_get_height (self->photo), game->width, game->depth, NULL, 0,
                          &four, NULL))
    gg_homography_apply (&four.to_table, x, y, &p.tx, &p.ty);
  g_array_append_val (self->points, p);
  self->selected = (int) self->points->len - 1;
  self->placing = FALSE;
  update (self);
}

void
gg_photo_calibrate_set_point_place (GgPhotoCalibrate *self, double x, double y)
{
  g_return_if_fail (self->selected >= 0);
  gtk_spin_button_set_value (self->point_x, x);
  gtk_spin_button_set_value (self->point_y, y);
}

const char *
gg_photo_calibrate_get_status (GgPhotoCalibrate *self)
{
  return self->status_text;
}

guint
gg_photo_calibrate_get_corners (GgPhotoCalibrate *self, double corners[8])
{
  memcpy (corners, self->corners, sizeof self->corners);
  return self->n_corners;
}

gboolean
gg_photo_calibrate_is_finding (GgPhotoCalibrate *self)
{
  return self->finding != NULL;
}
