/* ui-harness.h: what every UI test under a real display (Xvfb in CI) shares: the application,
 * spinning the main loop, a window on the demo battle, and the set-up and tear-down of main():
 *
 *   if (!ui_harness_init (&argc, &argv))
 *     return g_test_run ();       (no display: the run is reported as skipped)
 *   g_test_add_func (...);
 *   return ui_harness_run ();
 */
#pragma once

#include "gg-config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "gg-application.h"
#include "gg-canvas.h"
#include "gg-i18n.h"
#include "gg-window.h"

static GgApplication *app;
/* Every address the app asked to open (the guide, links), newest last: the tests record them
 * instead of starting a program of the machine. */
static GPtrArray *ui_opened_uris;

static void
ui_record_uri (GtkWindow *parent, const char *uri, gpointer uris)
{
  g_ptr_array_add (uris, g_strdup (uri));
}

/* The last address the app asked to open, or NULL. */
static G_GNUC_UNUSED const char *
ui_last_opened_uri (void)
{
  return ui_opened_uris->len > 0 ? g_ptr_array_index (ui_opened_uris, ui_opened_uris->len - 1)
                                 : NULL;
}

/* Runs the main loop for @ms milliseconds. */
static G_GNUC_UNUSED void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* A new window of @width × @height, on screen. */
static G_GNUC_UNUSED GgWindow *
ui_window_new (int width, int height)
{
  GgWindow *window = gg_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* A new window of @width × @height on the demo battle, its canvas mapped, then @settle_ms more. */
static G_GNUC_UNUSED GgWindow *
ui_harness_open_demo (int width, int height, guint settle_ms)
{
  GgWindow *window = ui_window_new (width, height);

  gg_window_open_demo (window);
  for (int i = 0; i < 100 && !gtk_widget_get_mapped (gg_window_get_canvas (window)); i++)
    spin (20);
  spin (settle_ms);
  return window;
}

/* Closes @window (any GtkWindow) and lets GTK finish with it. */
static G_GNUC_UNUSED void
ui_close_window (gpointer window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* The selection of @window's table. */
static G_GNUC_UNUSED GgSelection *
ui_selection (GgWindow *window)
{
  return gg_table_view_get_selection (gg_window_get_table_view (window));
}

/* Opens @file as the user does (the game is read in a worker thread) and waits until it is
 * shown or refused, 30 s at the most. */
static G_GNUC_UNUSED void
ui_harness_open (GgWindow *window, GFile *file)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  gg_window_open (window, file);
  while (gg_window_is_opening (window) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gg_window_is_opening (window));
}

/* A new window on the shipped scenario data/scenarios/@name, opened as the user does. */
static G_GNUC_UNUSED GgWindow *
ui_open_scenario (const char *name)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GgWindow *window = gg_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  ui_harness_open (window, file);
  return window;
}

/* Saves as the user does (the file is written in a worker thread) and waits for the outcome,
 * 30 s at the most; TRUE if the game was saved. */
static G_GNUC_UNUSED gboolean
ui_harness_save (GgWindow *window, GFile *file)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  gg_window_save_to (window, file, FALSE);
  while (gg_window_is_saving (window) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gg_window_is_saving (window));
  return gg_window_last_save_ok (window);
}

/* Iterates the main loop until @cond holds or 60 s pass: under the sanitizers a layout change
 * (a fold, a resize) can take many more iterations than on an idle machine. */
#define UI_WAIT_FOR(cond)                                           \
  G_STMT_START                                                      \
  {                                                                 \
    gint64 ui_end_ = g_get_monotonic_time () + 60 * G_USEC_PER_SEC; \
    while (!(cond) && g_get_monotonic_time () < ui_end_)            \
      {                                                             \
        g_main_context_iteration (NULL, FALSE);                     \
        g_usleep (1000);                                            \
      }                                                             \
  }                                                                 \
  G_STMT_END

/* The first widget of @type under @widget, itself included, depth first; or NULL. */
static G_GNUC_UNUSED GtkWidget *
find_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_type (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first button under @widget whose label is @label (the tests run untranslated), or NULL. */
static G_GNUC_UNUSED GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first top-level window of @type on screen (a dialog, the new-game window...), or NULL. */
static G_GNUC_UNUSED GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        return w;
    }
  return NULL;
}

/* The message dialog on screen, or NULL. */
static G_GNUC_UNUSED AdwMessageDialog *
find_dialog (void)
{
  GtkWindow *dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  return dialog != NULL ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

/* Answers the message dialog on screen as a click on @response would. */
static G_GNUC_UNUSED void
answer (const char *response)
{
  AdwMessageDialog *dialog = find_dialog ();

  g_assert_nonnull (dialog);
  /* closing the window may destroy its dialogs with it */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, response) ||
                 g_str_equal (response, adw_message_dialog_get_close_response (dialog)));
  adw_message_dialog_response (dialog, response);
  if (dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  spin (50);
}

/* Whether a label under @widget, itself included, holds @text. */
static G_GNUC_UNUSED gboolean
has_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (has_label (c, text))
      return TRUE;
  return FALSE;
}

/* @widget drawn as it is on screen. It waits until the widget is mapped and laid out: on a
 * loaded machine (or under the sanitizers) the first frames may take seconds. */
static G_GNUC_UNUSED GdkTexture *
ui_render (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GskRenderNode) node = NULL;
  int w = 0, h = 0;

  for (int i = 0; i < 3000 && node == NULL; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      w = gtk_widget_get_width (widget);
      h = gtk_widget_get_height (widget);
      if (w > 0 && gtk_widget_get_mapped (widget))
        {
          g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();

          gdk_paintable_snapshot (paintable, snapshot, w, h);
          node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
        }
      if (node == NULL)
        g_usleep (10000);
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

/* The pixels of ui_render() (cairo ARGB32 layout, @stride bytes a row); @width and @height
 * may be NULL. */
static G_GNUC_UNUSED guchar *
ui_render_pixels (GtkWidget *widget, int *width, int *height, gsize *stride)
{
  g_autoptr (GdkTexture) texture = ui_render (widget);
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  guchar *pixels;

  *stride = w * 4;
  pixels = g_malloc (*stride * h);
  gdk_texture_download (texture, pixels, *stride);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
  return pixels;
}

/* The pixels of @window's canvas as ui_render_pixels() gives them. */
static G_GNUC_UNUSED guchar *
ui_canvas_pixels (GgWindow *window, gsize *stride)
{
  return ui_render_pixels (gg_window_get_canvas (window), NULL, NULL, stride);
}

/* The pixel of @pixels (rendered from @window's canvas) where the table point @p is drawn. */
static G_GNUC_UNUSED guint32
ui_canvas_pixel (GgWindow *window, const guchar *pixels, gsize stride, GgPoint p)
{
  double x, y;

  gg_canvas_table_to_widget (GG_CANVAS (gg_window_get_canvas (window)), p, &x, &y);
  return *(const guint32 *) (pixels + (gsize) y * stride + (gsize) x * 4);
}

/* With the environment variable @dir_env naming a folder, @widget's picture is kept there as
 * @name.png, for people to look at. */
static G_GNUC_UNUSED void
ui_save_png (GtkWidget *widget, const char *dir_env, const char *name)
{
  const char *dir = g_getenv (dir_env);
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *file = NULL, *path = NULL;

  if (dir == NULL)
    return;
  texture = ui_render (widget);
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* With GG_SCREENSHOT_DIR set, the whole screen as it is (ImageMagick's import): popovers and
 * dialogs included. */
static G_GNUC_UNUSED void
ui_save_screen (const char *name)
{
  const char *dir = g_getenv ("GG_SCREENSHOT_DIR");
  g_autofree char *command = NULL;

  if (dir == NULL)
    return;
  spin (400);
  command = g_strdup_printf ("import -window root %s/%s.png", dir, name);
  g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
}

/* HOME and the XDG folders in a new folder made from @tmpl, so that a test's recent files,
 * settings and recovery files are its own; returns the folder. */
static G_GNUC_UNUSED char *
ui_harness_private_home (const char *tmpl)
{
  const char *vars[] = { "HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME" };
  char *dir = g_dir_make_tmp (tmpl, NULL);

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (vars); i++)
    {
      g_autofree char *sub = g_build_filename (dir, vars[i], NULL);

      g_mkdir_with_parents (sub, 0700);
      g_setenv (vars[i], sub, TRUE);
    }
  return dir;
}

/* Translations, the test framework, GTK (cairo renderer), libadwaita and the application.
 * FALSE when there is no display: the caller returns g_test_run (), which reports a skip. */
static G_GNUC_UNUSED gboolean
ui_harness_init (int *argc, char ***argv)
{
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* no OpenGL at all: the tests draw with cairo, and opening the display otherwise loads Mesa,
   * whose driver keeps an allocation LeakSanitizer reports (a fresh Debian root installs Mesa) */
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_test_init (argc, argv, NULL);
  if (!gtk_init_check ())
    {
      /* build-aux/run-tests.sh gives the run a display and asks for it: there a missing
       * display is a broken harness, never a skip that hides every UI check. */
      if (g_getenv ("GG_REQUIRE_DISPLAY") != NULL)
        g_error ("GG_REQUIRE_DISPLAY is set but GTK cannot open a display");
      g_test_skip ("no display");
      return FALSE;
    }
  adw_init ();
  app = gg_application_new ();
  ui_opened_uris = g_ptr_array_new_with_free_func (g_free);
  gg_application_set_uri_opener (app, ui_record_uri, ui_opened_uris);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  return TRUE;
}

/* Runs the tests added since ui_harness_init() and drops the application. */
static G_GNUC_UNUSED int
ui_harness_run (void)
{
  int status = g_test_run ();

  g_clear_object (&app);
  g_clear_pointer (&ui_opened_uris, g_ptr_array_unref);
  return status;
}
