/* test-ui-photo.c: a photo of the real table in the app, under a real display (Xvfb): the
 * calibration view (corners clicked, refused when crossed, the estimated error), the photo
 * added to the game and the referee's log, drawn under the figures at true scale (pixels), the
 * eye menu's toggle, the opacity, and the side panel's error in mm; "Find Markers" with the
 * printed corner markers in the photo. Its files are kept in a private temporary folder, so two
 * runs at once do not write over each other's. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "gg-game-background.h"
#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-photo-calibrate.h"
#include "gg-photo-panel.h"
#include "gg-table-view.h"

#include "photo-scene.h"
#include "ui-harness.h"

/* A 1600 × 1200 photo of the demo's 180 × 120 cm table, seen from side A, leaning */
static const GgHomography seen = { { 0.76, 0.14, 168, 0.02, -0.68, 1060, 0.00002, 0.00011, 1 } };

static char *tmp_dir; /* this run's own */

static char *
tmp_file (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* The folder and whatever a failed test left in it. */
static void
remove_tmp_dir (void)
{
  g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = tmp_file (name);

      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_clear_pointer (&tmp_dir, g_free);
}

/* The pointer over the photo at (@x, @y) of its drawing area: the magnifier shows. */
static void
hover (GgPhotoCalibrate *view, double x, double y)
{
  GtkWidget *area = find_type (GTK_WIDGET (view), GTK_TYPE_DRAWING_AREA);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (area);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        g_signal_emit_by_name (c, "motion", x, y);
    }
  spin (20);
}

/* How many of the points along side A's edge (the photo's red band) are red in @pixels */
static int
red_points (GgWindow *w, const guchar *pixels, gsize stride)
{
  int n = 0;

  for (int i = 0; i < 9; i++)
    {
      guint32 p = ui_canvas_pixel (w, pixels, stride, (GgPoint){ 100 + 200 * i, 20 });

      n += (p >> 16 & 0xff) > 150 && (p >> 8 & 0xff) < 90 && (p & 0xff) < 90;
    }
  return n;
}

/* The side panel's photo group, wherever the window's layout puts it. */
static GgPhotoPanel *
find_photo_panel (GtkWidget *widget)
{
  if (GG_IS_PHOTO_PANEL (widget))
    return GG_PHOTO_PANEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GgPhotoPanel *found = find_photo_panel (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
write_photo (GgGame *game, Scene *scene, double corners[8])
{
  g_autoptr (GdkPixbuf) photo = NULL;
  char *path = tmp_file ("gg-ui-photo.png");

  scene_init (scene, game->width, game->depth, 6, 4, 3);
  photo = scene_photo (scene, &seen, 1600, 1200, 1, 3);
  g_assert_true (gdk_pixbuf_save (photo, path, "png", NULL, "compression", "1", NULL));
  scene_corners (scene, &seen, TRUE, corners);
  return path;
}

static GgPhotoCalibrate *
calibrate_view (GgWindow *w, const char *path)
{
  g_autoptr (GdkPixbuf) photo = gg_photo_load (path, NULL);
  GgPhotoCalibrate *view;

  g_assert_nonnull (photo);
  view = gg_photo_calibrate_new (GTK_WINDOW (w), gg_window_get_document (w), path, photo);
  gtk_window_present (GTK_WINDOW (view));
  spin (50);
  return view;
}

static void
test_crossed_corners_refused (void)
{
  GgWindow *w = ui_harness_open_demo (1200, 800, 100);
  GgGame *game = gg_document_get_game (gg_window_get_document (w));
  g_auto (Scene) scene = { 0 };
  double c[8];
  g_autofree char *path = write_photo (game, &scene, c);
  GgPhotoCalibrate *view = calibrate_view (w, path);

  g_assert_nonnull (strstr (gg_photo_calibrate_get_status (view), "photo pixels"));
  /* far-right and far-left swapped: the outline crosses itself */
  gg_photo_calibrate_set_corner (view, 0, c[0], c[1]);
  gg_photo_calibrate_set_corner (view, 1, c[2], c[3]);
  gg_photo_calibrate_set_corner (view, 2, c[6], c[7]);
  gg_photo_calibrate_set_corner (view, 3, c[4], c[5]);
  g_assert_nonnull (strstr (gg_photo_calibrate_get_status (view), "crosses itself"));
  /* activating Add does nothing while the corners are refused */
  gtk_widget_activate_action (GTK_WIDGET (view), "calibrate.add", NULL);
  spin (20);
  g_assert_cmpuint (game->photos->len, ==, 0);
  /* dragged right, the photo can be added */
  gg_photo_calibrate_set_corner (view, 2, c[4], c[5]);
  gg_photo_calibrate_set_corner (view, 3, c[6], c[7]);
  g_assert_nonnull (strstr (gg_photo_calibrate_get_status (view), "Estimated error"));
  if (g_getenv ("GG_PHOTO_SHOT") != NULL)
    {
      hover (view, 400, 420);
      ui_save_png (GTK_WIDGET (view), "GG_PHOTO_SHOT", "calibrate");
    }
  gtk_widget_activate_action (GTK_WIDGET (view), "calibrate.add", NULL);
  spin (20);
  g_assert_cmpuint (game->photos->len, ==, 1);
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

static void
test_photo_under_the_figures (void)
{
  GgWindow *w = ui_harness_open_demo (1200, 800, 100);
  GgDocument *doc = gg_window_get_document (w);
  GgGame *game = gg_document_get_game (doc);
  g_auto (Scene) scene = { 0 };
  double c[8];
  g_autofree char *path = write_photo (game, &scene, c);
  GgPhotoCalibrate *view = calibrate_view (w, path);
  g_autofree guchar *before = NULL, *after = NULL, *hidden = NULL;
  GgLog *log = gg_document_get_state (doc)->log;
  guint n_log = gg_log_get_n_entries (log);
  const GgLogEntry *entry;
  gsize stride;

  before = ui_canvas_pixels (w, &stride);
  g_assert_cmpint (red_points (w, before, stride), ==, 0);
  for (guint i = 0; i < 4; i++)
    gg_photo_calibrate_set_corner (view, i, c[2 * i], c[2 * i + 1]);
  g_assert_nonnull (strstr (gg_photo_calibrate_get_status (view), "Estimated error"));
  gtk_widget_activate_action (GTK_WIDGET (view), "calibrate.add", NULL);
  spin (50);
  /* kept with the game, shown, and entered in the referee's log */
  g_assert_cmpuint (game->photos->len, ==, 1);
  g_assert_true (gg_game_current_photo (game)->shown);
  g_assert_nonnull (gg_game_current_photo (game)->time);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, n_log + 1);
  entry = gg_log_get_entry (log, n_log);
  g_assert_nonnull (strstr (entry->text, "Photo of the table added: gg-ui-photo.png"));
  g_assert_true (gg_document_get_modified (doc));
  g_assert_true (gg_document_get_overlays (doc) & GG_OVERLAY_PHOTO);
  /* the side panel shows the calibration's estimated error in mm */
  g_assert_nonnull (find_photo_panel (GTK_WIDGET (w)));
  g_assert_nonnull (
    strstr (gg_photo_panel_get_error_text (find_photo_panel (GTK_WIDGET (w))), " mm"));
  /* drawn at true scale: side A's red band lies along side A's edge of the table */
  after = ui_canvas_pixels (w, &stride);
  g_assert_cmpint (red_points (w, after, stride), >=, 6);
  ui_save_png (GTK_WIDGET (w), "GG_PHOTO_SHOT", "window");
  /* the eye menu's toggle hides it */
  g_action_group_change_action_state (gg_table_view_get_actions (gg_window_get_table_view (w)),
                                      "overlay-photo", g_variant_new_boolean (FALSE));
  spin (20);
  hidden = ui_canvas_pixels (w, &stride);
  g_assert_cmpint (red_points (w, hidden, stride), ==, 0);
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

static void
test_opacity (void)
{
  GgWindow *w = ui_harness_open_demo (1200, 800, 100);
  GgDocument *doc = gg_window_get_document (w);
  GgGame *game = gg_document_get_game (doc);
  g_auto (Scene) scene = { 0 };
  double c[8];
  g_autofree char *path = write_photo (game, &scene, c);
  g_autofree guchar *half = NULL;
  gsize stride;

  gg_document_add_photo (doc, gg_background_photo_new (path, c), 0.5);
  gg_document_set_photo_opacity (doc, 0.4);
  g_assert_cmpfloat (gg_game_current_photo (game)->opacity, ==, 0.4);
  /* at 0.4 the cloth shows through: no longer the photo's pure red */
  half = ui_canvas_pixels (w, &stride);
  g_assert_cmpint (red_points (w, half, stride), <, 3);
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

/* One photo a turn: the newest is shown; the side panel's drop-down shows another, or none. */
static void
test_several_photos (void)
{
  GgWindow *w = ui_harness_open_demo (1200, 800, 100);
  GgDocument *doc = gg_window_get_document (w);
  GgGame *game = gg_document_get_game (doc);
  g_auto (Scene) scene = { 0 };
  double c[8];
  g_autofree char *path = write_photo (game, &scene, c);
  GgPhotoPanel *panel = find_photo_panel (GTK_WIDGET (w));
  g_autofree guchar *none = NULL;
  guint n_log;
  gsize stride;

  gg_document_add_photo (doc, gg_background_photo_new (path, c), 0.5);
  gg_document_add_photo (doc, gg_background_photo_new ("/nonexistent/turn-2.jpg", c), 0.5);
  spin (20);
  g_assert_cmpuint (game->photos->len, ==, 2);
  g_assert_true (gg_game_current_photo (game) == g_ptr_array_index (game->photos, 1));
  g_assert_false (((GgBackgroundPhoto *) g_ptr_array_index (game->photos, 0))->shown);
  g_assert_nonnull (strstr (gg_photo_panel_get_summary (panel), "turn-2.jpg"));
  g_assert_nonnull (strstr (gg_photo_panel_get_summary (panel), "the file is missing"));
  g_assert_nonnull (strstr (gg_photo_panel_get_summary (panel), "2 photos in this game"));
  gg_photo_panel_choose (panel, 0);
  spin (20);
  g_assert_true (gg_game_current_photo (game) == g_ptr_array_index (game->photos, 0));
  g_assert_false (((GgBackgroundPhoto *) g_ptr_array_index (game->photos, 1))->shown);
  gg_photo_panel_choose (panel, 2); /* None */
  spin (20);
  g_assert_null (gg_game_current_photo (game));
  none = ui_canvas_pixels (w, &stride);
  g_assert_cmpint (red_points (w, none, stride), ==, 0);
  /* the photo shown is removed from the game; the log keeps both entries */
  gg_photo_panel_choose (panel, 1);
  spin (20);
  n_log = gg_log_get_n_entries (gg_document_get_state (doc)->log);
  gg_photo_panel_remove (panel);
  spin (20);
  g_assert_cmpuint (game->photos->len, ==, 1);
  g_assert_null (gg_game_current_photo (game));
  g_assert_cmpuint (gg_log_get_n_entries (gg_document_get_state (doc)->log), ==, n_log + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (gg_document_get_state (doc)->log, n_log)->text,
                            "removed from the game: turn-2.jpg"));
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

/* Saved with the game beside it, relative to it, and shown again when the game is opened. */
static void
test_saved_and_reopened (void)
{
  GgWindow *w = ui_harness_open_demo (1200, 800, 100);
  GgDocument *doc = gg_window_get_document (w);
  g_auto (Scene) scene = { 0 };
  double c[8];
  g_autofree char *dir = g_dir_make_tmp ("gg-ui-photo-XXXXXX", NULL);
  g_autofree char *tmp_photo = write_photo (gg_document_get_game (doc), &scene, c);
  g_autofree char *photo = g_build_filename (dir, "turn-1.png", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *backup = g_strconcat (game_path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (game_path);
  g_autofree char *text = NULL;
  g_autofree guchar *pixels = NULL;
  gsize stride;

  g_assert_cmpint (g_rename (tmp_photo, photo), ==, 0);
  gg_document_add_photo (doc, gg_background_photo_new (photo, c), 0.5);
  g_assert_true (ui_harness_save (w, file));
  g_assert_true (g_file_get_contents (game_path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "path: \"turn-1.png\""));
  gtk_window_destroy (GTK_WINDOW (w));
  w = ui_harness_open_demo (1200, 800, 100);
  ui_harness_open (w, file);
  g_assert_cmpuint (gg_document_get_game (gg_window_get_document (w))->photos->len, ==, 1);
  g_assert_cmpstr (gg_game_current_photo (gg_document_get_game (gg_window_get_document (w)))->path,
                   ==, photo);
  pixels = ui_canvas_pixels (w, &stride);
  g_assert_cmpint (red_points (w, pixels, stride), >=, 6);
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (photo);
  g_unlink (game_path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* The photo of a squad standing on the real table 46 mm right and 20 mm further than in the
 * game: with the panel's Snap switch on, the squad dragged about there (6 mm short and 5 mm too
 * far) lands with every figure on its own photographed base; one Undo puts it back. */
static void
test_snap_squad_to_photo (void)
{
  GgWindow *w = ui_harness_open_demo (1366, 768, 100);
  GgDocument *doc = gg_window_get_document (w);
  GgGame *game = gg_document_get_game (doc);
  GgCanvas *canvas = GG_CANVAS (gg_window_get_canvas (w));
  GgSelection *selection = ui_selection (w);
  GgFigure *leader = gg_game_lookup_figure (game, "A-1-L1");
  GgPoint from = leader->base.centre;
  g_auto (Scene) scene = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autofree char *path = tmp_file ("gg-ui-snap.png");
  const GPtrArray *ids;
  double c[8], x, y, x2, y2;

  scene_init (&scene, game->width, game->depth, 0, 0, 1);
  scene.mark_radius = 7.5; /* the demo's 15 × 20 mm bases */
  gg_selection_set_squad (selection, game, "A-1-L1");
  ids = gg_selection_get_figures (selection);
  g_assert_cmpuint (ids->len, ==, 6);
  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (ids, i));
      double at[2] = { f->base.centre.x + 46, f->base.centre.y + 20 };

      g_array_append_vals (scene.marks, at, 2);
    }
  photo = scene_photo (&scene, &seen, 1600, 1200, 1, 3);
  g_assert_true (gdk_pixbuf_save (photo, path, "png", NULL, "compression", "1", NULL));
  scene_corners (&scene, &seen, TRUE, c);
  gg_document_add_photo (doc, gg_background_photo_new (path, c), 0.5);
  gg_photo_panel_set_snap (find_photo_panel (GTK_WIDGET (w)), TRUE);
  spin (50);
  gg_canvas_table_to_widget (canvas, from, &x, &y);
  gg_canvas_table_to_widget (canvas, (GgPoint){ from.x + 40, from.y + 25 }, &x2, &y2);
  gg_canvas_drag_begin (canvas, x, y, 0);
  gg_canvas_drag_update (canvas, (x2 - x) / 2, (y2 - y) / 2);
  gg_canvas_drag_update (canvas, x2 - x, y2 - y);
  gg_canvas_drag_end (canvas, x2 - x, y2 - y);
  spin (50);
  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (ids, i));
      double mx = g_array_index (scene.marks, double, 2 * i);
      double my = g_array_index (scene.marks, double, 2 * i + 1);

      g_test_message ("%s: %.2f mm from its photographed base", f->id,
                      hypot (f->base.centre.x - mx, f->base.centre.y - my));
      g_assert_cmpfloat (hypot (f->base.centre.x - mx, f->base.centre.y - my), <=, 2.0);
    }
  ui_save_png (GTK_WIDGET (w), "GG_PHOTO_SHOT", "snapped");
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpfloat (gg_game_lookup_figure (game, "A-1-L1")->base.centre.x, ==, from.x);
  g_assert_cmpfloat (gg_game_lookup_figure (game, "A-1-L1")->base.centre.y, ==, from.y);
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

/* A fifth known point: placed where the corners put it, it changes nothing; typed at its true
 * place (a mark of the photo, in cm) the error comes from five points' residuals; typed 5 cm
 * wrong, the error shows it; the point is kept with the photo and the panel says so. */
static void
test_known_points (void)
{
  GgWindow *w = ui_harness_open_demo (1366, 768, 100);
  GgGame *game = gg_document_get_game (gg_window_get_document (w));
  g_auto (Scene) scene = { 0 };
  double c[8], u, v, mx, my;
  g_autofree char *path = write_photo (game, &scene, c);
  GgPhotoCalibrate *view = calibrate_view (w, path);
  const char *status;

  for (guint i = 0; i < 4; i++)
    gg_photo_calibrate_set_corner (view, i, c[2 * i], c[2 * i + 1]);
  mx = g_array_index (scene.marks, double, 14), my = g_array_index (scene.marks, double, 15);
  gg_homography_apply (&seen, mx, my, &u, &v);
  gg_photo_calibrate_add_point (view, u, v);
  g_assert_nonnull (strstr (gg_photo_calibrate_get_status (view), "residuals of 5 points"));
  gg_photo_calibrate_set_point_place (view, mx / 10 + 5, my / 10);
  status = gg_photo_calibrate_get_status (view);
  g_test_message ("typed 5 cm wrong: %s", status);
  g_assert_cmpfloat (g_ascii_strtod (strstr (status, "error: ") + 7, NULL), >, 10);
  gg_photo_calibrate_set_point_place (view, mx / 10, my / 10);
  status = gg_photo_calibrate_get_status (view);
  g_test_message ("typed right: %s", status);
  g_assert_cmpfloat (g_ascii_strtod (strstr (status, "error: ") + 7, NULL), <, 3);
  if (g_getenv ("GG_PHOTO_SHOT") != NULL)
    {
      hover (view, 700, 300);
      ui_save_png (GTK_WIDGET (view), "GG_PHOTO_SHOT", "calibrate-points");
    }
  gtk_widget_activate_action (GTK_WIDGET (view), "calibrate.add", NULL);
  spin (50);
  g_assert_cmpuint (gg_game_current_photo (game)->points->len, ==, 1);
  g_assert_cmpfloat_with_epsilon (
    g_array_index (gg_game_current_photo (game)->points, GgPhotoPoint, 0).tx, mx, 0.6);
  g_assert_nonnull (strstr (gg_photo_panel_get_error_text (find_photo_panel (GTK_WIDGET (w))),
                            "residuals of 5 points"));
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

/* The calibration view opened for a photo, once read; NULL after @ms without one. */
static GgPhotoCalibrate *
wait_for_calibrate (guint ms)
{
  for (guint t = 0; t < ms; t += 10)
    {
      GtkWindow *top = find_toplevel (GG_TYPE_PHOTO_CALIBRATE);

      if (top != NULL)
        return GG_PHOTO_CALIBRATE (top);
      spin (10);
    }
  return NULL;
}

/* A photo opened through the window is read off the UI thread, then calibrated; adding it and
 * removing it are each one Undo (the referee's log keeps its entries); a file that is no photo
 * opens no calibration view. */
static void
test_open_async_and_undo (void)
{
  GgWindow *w = ui_harness_open_demo (1366, 768, 100);
  GgDocument *doc = gg_window_get_document (w);
  GgGame *game = gg_document_get_game (doc);
  GgLog *log = gg_document_get_state (doc)->log;
  g_auto (Scene) scene = { 0 };
  double c[8];
  g_autofree char *path = write_photo (game, &scene, c);
  g_autofree char *bad = tmp_file ("gg-ui-not-a-photo.jpg");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) bad_file = g_file_new_for_path (bad);
  GgPhotoCalibrate *view;
  guint n_log;

  g_assert_true (g_file_set_contents (bad, "not a JPEG", -1, NULL));
  gg_window_add_photo (w, bad_file);
  g_assert_null (wait_for_calibrate (1500));
  gg_window_add_photo (w, file);
  view = wait_for_calibrate (20000);
  g_assert_nonnull (view);
  for (guint i = 0; i < 4; i++)
    gg_photo_calibrate_set_corner (view, i, c[2 * i], c[2 * i + 1]);
  gtk_widget_activate_action (GTK_WIDGET (view), "calibrate.add", NULL);
  spin (20);
  n_log = gg_log_get_n_entries (log);
  g_assert_cmpuint (game->photos->len, ==, 1);
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Add Photo");
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpuint (game->photos->len, ==, 0);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, n_log);
  g_assert_true (gg_document_redo (doc));
  g_assert_nonnull (gg_game_current_photo (game));
  gg_photo_panel_remove (find_photo_panel (GTK_WIDGET (w)));
  spin (20);
  g_assert_cmpuint (game->photos->len, ==, 0);
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Remove Photo");
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpuint (game->photos->len, ==, 1);
  g_assert_cmpstr (gg_game_current_photo (game)->path, ==, path);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, n_log + 1); /* the removal stays logged */
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
  g_unlink (bad);
}

/* A photo of the table with the printed corner markers in its corners, @covered's under a hand;
 * the table's true corners in @truth. */
static char *
write_markers_photo (GgGame *game, const char *name, guint covered, double truth[8])
{
  g_auto (Scene) scene = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  char *path = tmp_file (name);

  scene_init (&scene, game->width, game->depth, 6, 4, 3);
  scene.markers = TRUE;
  scene.covered = covered;
  photo = scene_photo (&scene, &seen, 1600, 1200, 1, 3);
  g_assert_true (gdk_pixbuf_save (photo, path, "png", NULL, "compression", "1", NULL));
  scene_corners (&scene, &seen, FALSE, truth);
  return path;
}

/* Clicks "Find Markers" and waits for the worker thread. */
static void
click_find_markers (GgPhotoCalibrate *view)
{
  GtkWidget *button = find_button (GTK_WIDGET (view), "Find _Markers");

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (gg_photo_calibrate_is_finding (view));
  for (int i = 0; i < 2000 && gg_photo_calibrate_is_finding (view); i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_false (gg_photo_calibrate_is_finding (view));
  spin (20);
}

/* One click places the four corners within 2 px, and the photo can be added; a hand over a
 * marker places none, and says which. */
static void
test_find_markers (void)
{
  GgWindow *w = ui_harness_open_demo (1200, 800, 100);
  GgGame *game = gg_document_get_game (gg_window_get_document (w));
  double truth[8], hidden_truth[8], found[8];
  g_autofree char *path = write_markers_photo (game, "gg-ui-markers.png", 0, truth);
  g_autofree char *hidden = write_markers_photo (game, "gg-ui-covered.png", 1u << 3, hidden_truth);
  GgPhotoCalibrate *view = calibrate_view (w, path);

  click_find_markers (view);
  g_assert_cmpuint (gg_photo_calibrate_get_corners (view, found), ==, 4);
  for (int k = 0; k < 4; k++)
    g_assert_cmpfloat (hypot (found[2 * k] - truth[2 * k], found[2 * k + 1] - truth[2 * k + 1]), <,
                       2);
  g_assert_nonnull (strstr (gg_photo_calibrate_get_status (view), "Estimated error"));
  ui_save_png (GTK_WIDGET (view), "GG_PHOTO_SHOT", "find-markers");
  gtk_widget_activate_action (GTK_WIDGET (view), "calibrate.add", NULL);
  spin (20);
  g_assert_cmpuint (game->photos->len, ==, 1);
  view = calibrate_view (w, hidden);
  click_find_markers (view);
  g_assert_cmpuint (gg_photo_calibrate_get_corners (view, found), ==, 0);
  g_assert_nonnull (strstr (gg_photo_calibrate_get_status (view), "4 (side B's far-left)"));
  ui_save_png (GTK_WIDGET (view), "GG_PHOTO_SHOT", "find-markers-covered");
  gtk_window_destroy (GTK_WINDOW (view));
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
  g_unlink (hidden);
}

int
main (int argc, char **argv)
{
  int status;

  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  tmp_dir = g_dir_make_tmp ("gg-ui-photo-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/ui/photo/crossed-corners-refused", test_crossed_corners_refused);
  g_test_add_func ("/ui/photo/under-the-figures-logged-toggled", test_photo_under_the_figures);
  g_test_add_func ("/ui/photo/opacity", test_opacity);
  g_test_add_func ("/ui/photo/saved-and-reopened", test_saved_and_reopened);
  g_test_add_func ("/ui/photo/several-photos", test_several_photos);
  g_test_add_func ("/ui/photo/snap-squad-to-photo", test_snap_squad_to_photo);
  g_test_add_func ("/ui/photo/known-points", test_known_points);
  g_test_add_func ("/ui/photo/open-async-and-undo", test_open_async_and_undo);
  g_test_add_func ("/ui/photo/find-markers", test_find_markers);
  status = ui_harness_run ();
  remove_tmp_dir ();
  return status;
}
