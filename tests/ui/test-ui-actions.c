/* test-ui-actions.c: the main window's actions are enabled from its state alone
 * (gg_window_actions_update(), src/gui/gg-window-actions.c): no game, a La Bella Gigogin game,
 * a d6 game, and the replay looking at the past. A button naming each action, put in the
 * window's header, shows what a menu item or a key would find: sensitive only when enabled. */
#include "ui-harness.h"

#include "gg-d6-actions.h"
#include "gg-replay-window.h"

static const char *const probed[] = {
  "win.new",        "win.open",     "win.open-demo",     "win.save",      "win.save-as",
  "win.replay",     "win.rosters",  "win.game-settings", "win.add-photo", "win.show-play",
  "table.zoom-fit", "d6.open-demo", "d6.show-turn",      "d6.settings",
};

typedef struct
{
  GgWindow *window;
  GtkWidget *probes[G_N_ELEMENTS (probed)];
} Fixture;

static void
setup (Fixture *f, gconstpointer data)
{
  GtkWidget *header;

  f->window = ui_window_new (1366, 768);
  header = find_type (GTK_WIDGET (f->window), ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (header);
  for (guint i = 0; i < G_N_ELEMENTS (probed); i++)
    {
      f->probes[i] = gtk_button_new_with_label (probed[i]);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (f->probes[i]), probed[i]);
      adw_header_bar_pack_end (ADW_HEADER_BAR (header), f->probes[i]);
    }
  spin (50);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  ui_close_window (f->window);
}

static gboolean
enabled (Fixture *f, const char *action)
{
  spin (10);
  for (guint i = 0; i < G_N_ELEMENTS (probed); i++)
    if (g_str_equal (probed[i], action))
      return gtk_widget_get_sensitive (f->probes[i]);
  g_assert_not_reached ();
}

/* A window with nothing on its table: nothing to save, replay or set up, but a game can be
 * started or opened. */
static void
test_no_game (Fixture *f, gconstpointer data)
{
  g_assert_true (enabled (f, "win.new"));
  g_assert_true (enabled (f, "win.open"));
  g_assert_true (enabled (f, "win.open-demo"));
  g_assert_true (enabled (f, "win.rosters"));
  g_assert_true (enabled (f, "table.zoom-fit"));
  g_assert_false (enabled (f, "win.save"));
  g_assert_false (enabled (f, "win.save-as"));
  g_assert_false (enabled (f, "win.replay"));
  g_assert_false (enabled (f, "win.game-settings"));
  g_assert_false (enabled (f, "win.add-photo"));
}

/* A La Bella Gigogin game: everything but the d6 rules' own panel and settings. */
static void
test_bg_game (Fixture *f, gconstpointer data)
{
  gg_window_open_demo (f->window);
  g_assert_true (enabled (f, "win.save"));
  g_assert_true (enabled (f, "win.save-as"));
  g_assert_true (enabled (f, "win.replay"));
  g_assert_true (enabled (f, "win.game-settings"));
  g_assert_true (enabled (f, "win.add-photo"));
  g_assert_true (enabled (f, "win.show-play"));
  g_assert_false (enabled (f, "d6.show-turn"));
  g_assert_false (enabled (f, "d6.settings"));
}

/* A d6 game: the Turn panel and its settings, not La Bella Gigogin's Play panel. */
static void
test_d6_game (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (gg_d6_actions_open_demo (f->window, &error));
  g_assert_true (enabled (f, "d6.show-turn"));
  g_assert_true (enabled (f, "d6.settings"));
  g_assert_false (enabled (f, "win.show-play"));
  g_assert_true (enabled (f, "win.save"));
  /* and back to La Bella Gigogin */
  gg_window_open_demo (f->window);
  g_assert_false (enabled (f, "d6.show-turn"));
  g_assert_true (enabled (f, "win.show-play"));
}

/* While the replay shows the past, nothing replaces, saves or changes the game under it; the
 * view still zooms. Closing it gives everything back. */
static void
test_replay (Fixture *f, gconstpointer data)
{
  GtkWidget *replay;
  const char *off[] = { "win.new",      "win.open",          "win.open-demo",
                        "d6.open-demo", "win.save",          "win.save-as",
                        "win.replay",   "win.game-settings", "win.add-photo" };

  gg_window_open_demo (f->window);
  replay = gg_replay_window_new (f->window);
  gtk_window_present (GTK_WINDOW (replay));
  for (guint i = 0; i < G_N_ELEMENTS (off); i++)
    g_assert_false (enabled (f, off[i]));
  g_assert_true (enabled (f, "table.zoom-fit"));
  g_assert_true (enabled (f, "win.show-play"));
  gtk_window_close (GTK_WINDOW (replay));
  spin (50);
  for (guint i = 0; i < G_N_ELEMENTS (off); i++)
    g_assert_true (enabled (f, off[i]));
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add ("/ui/actions/no-game", Fixture, NULL, setup, test_no_game, teardown);
  g_test_add ("/ui/actions/bg-game", Fixture, NULL, setup, test_bg_game, teardown);
  g_test_add ("/ui/actions/d6-game", Fixture, NULL, setup, test_d6_game, teardown);
  g_test_add ("/ui/actions/replay", Fixture, NULL, setup, test_replay, teardown);
  return ui_harness_run ();
}
