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
#include <gtk/gtk.h>

#include "gg-application.h"
#include "gg-canvas.h"
#include "gg-i18n.h"
#include "gg-window.h"

static GgApplication *app;

/* Runs the main loop for @ms milliseconds. */
static G_GNUC_UNUSED void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* A new window of @width × @height on the demo battle, its canvas mapped, then @settle_ms more. */
static G_GNUC_UNUSED GgWindow *
ui_harness_open_demo (int width, int height, guint settle_ms)
{
  GgWindow *window = gg_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gg_window_open_demo (window);
  for (int i = 0; i < 100 && !gtk_widget_get_mapped (gg_window_get_canvas (window)); i++)
    spin (20);
  spin (settle_ms);
  return window;
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
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  return TRUE;
}

/* Runs the tests added since ui_harness_init() and drops the application. */
static G_GNUC_UNUSED int
ui_harness_run (void)
{
  int status = g_test_run ();

  g_clear_object (&app);
  return status;
}
