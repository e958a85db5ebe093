/* ui-play-fixture.h: what the play panel's UI tests share: the application, a window on the demo
 * battle with the play panel open, spinning the main loop, screenshots, and reading the state of
 * play and the referee log. Included by tests/ui/test-ui-play.c and tests/ui/test-ui-play2.c. */
#pragma once

#include "ui-harness.h"

typedef struct
{
  GgWindow *window;
  GtkWindow *play_window;
  GgPlayPanel *panel;
  GgDocument *document;
} Fixture;

static void
screenshot (Fixture *f, const char *name)
{
  if (g_getenv ("GG_SCREENSHOT_DIR") != NULL)
    spin (300);
  ui_save_png (GTK_WIDGET (f->play_window), "GG_SCREENSHOT_DIR", name);
}

static void
setup (Fixture *f, gconstpointer data)
{
  f->window = ui_window_new (1000, 700);
  gg_window_open_demo (f->window);
  f->document = gg_window_get_document (f->window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-play", NULL));
  f->play_window = GTK_WINDOW (f->window); /* the panel is docked in the window's sidebar */
  f->panel = gg_window_get_play_panel (f->window);
  g_assert_true (GG_IS_PLAY_PANEL (f->panel));
  for (int i = 0; i < 100 && !gtk_widget_get_mapped (GTK_WIDGET (f->panel)); i++)
    spin (20);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  ui_close_window (f->window);
}

/* @text holds the translation of @msgid up to its first conversion (any language). */
static gboolean
says (const char *text, const char *msgid)
{
  g_autofree char *prefix = g_strdup (_(msgid));
  char *cut = strchr (prefix, '%');

  if (cut != NULL)
    *cut = '\0';
  return strstr (text, prefix) != NULL;
}

static GgGameState *
state_of (Fixture *f)
{
  return gg_document_get_game (f->document)->state;
}

static const GgLogEntry *
last_entry (Fixture *f)
{
  GgLog *log = state_of (f)->log;

  g_assert_cmpuint (gg_log_get_n_entries (log), >, 0);
  return gg_log_get_entry (log, gg_log_get_n_entries (log) - 1);
}
