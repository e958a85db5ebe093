/* test-ui-report.c: Export Battle Report… and the replay's turns, bookmarks and playing: the window's action opens the dialog; a game not
 * begun is told it has nothing to report; on a game played, the dialog previews the first page
 * and writes the PDF and the web folder through the core, the progress bar full at the end. */
#include "ui-harness.h"

#include "gg-replay-window.h"
#include "gg-report-dialog.h"
#include "report-scene.h"

/* The demo battle has not begun: the dialog opens from the menu's action and says why the
 * report cannot be made, its Export button off. */
static void
test_not_begun (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 100);
  GtkWidget *dialog;
  GtkWidget *export;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-report", NULL));
  spin (100);
  dialog = GTK_WIDGET (find_toplevel (GG_TYPE_REPORT_DIALOG));
  g_assert_nonnull (dialog);
  export = find_button (dialog, "_Export…");
  g_assert_nonnull (export);
  g_assert_false (gtk_widget_get_sensitive (export));
  g_assert_true (has_label (dialog, "the game has not begun"));
  ui_close_window (dialog);
  ui_close_window (window);
}

/* With GG_SNAPSHOT_DIR set, @widget as drawn is saved there as @name, to be looked at. */
static void
snapshot (GtkWidget *widget, const char *name)
{
  g_autoptr (GdkTexture) shot = NULL;
  g_autofree char *png = NULL;

  if (g_getenv ("GG_SNAPSHOT_DIR") == NULL)
    return;
  shot = ui_render (widget);
  png = g_build_filename (g_getenv ("GG_SNAPSHOT_DIR"), name, NULL);
  gdk_texture_save_to_png (shot, png);
}

static GtkPicture *
preview_of (GtkWidget *dialog)
{
  GtkWidget *picture = find_type (dialog, GTK_TYPE_PICTURE);

  g_assert_nonnull (picture);
  return GTK_PICTURE (picture);
}

/* A played game: a preview, then a PDF and a folder written, the bar at 100 %. */
static void
test_export (void)
{
  g_autoptr (GgGame) game = played_game (7);
  g_autofree char *dir = g_dir_make_tmp ("gg-ui-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "r.pdf", NULL);
  g_autofree char *web = g_build_filename (dir, "web", NULL);
  g_autofree char *index = g_build_filename (web, "index.html", NULL);
  g_autofree char *head = NULL;
  GtkWidget *dialog = gg_report_dialog_new (NULL, game);
  GtkProgressBar *bar;

  gtk_window_present (GTK_WINDOW (dialog));
  spin (100);
  g_assert_nonnull (gtk_picture_get_paintable (preview_of (dialog)));
  g_assert_true (gg_report_dialog_export (GG_REPORT_DIALOG (dialog), pdf, FALSE));
  g_assert_true (g_file_get_contents (pdf, &head, NULL, NULL));
  g_assert_true (g_str_has_prefix (head, "%PDF"));
  bar = GTK_PROGRESS_BAR (find_type (dialog, GTK_TYPE_PROGRESS_BAR));
  g_assert_cmpfloat (gtk_progress_bar_get_fraction (bar), ==, 1.0);
  g_assert_true (gg_report_dialog_export (GG_REPORT_DIALOG (dialog), web, TRUE));
  g_assert_true (g_file_test (index, G_FILE_TEST_IS_REGULAR));
  snapshot (dialog, "report.png");
  ui_close_window (dialog);
  /* the folder's files and the PDF, then the folders */
  {
    g_autoptr (GDir) d = g_dir_open (web, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (web, name, NULL);

        g_remove (path);
      }
  }
  g_rmdir (web);
  g_remove (pdf);
  g_rmdir (dir);
}

/* A window on the played game, its replay open. */
static GgReplayWindow *
replay_of (GgGame *game, GgWindow **window)
{
  *window = ui_window_new (1366, 768);
  gg_document_set_game (gg_window_get_document (*window), gg_game_ref (game), NULL, "report");
  spin (50);
  return GG_REPLAY_WINDOW (gg_replay_window_new (*window));
}

static GtkWidget *
find_named (GtkWidget *widget, const char *accessible_tooltip)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  if (tip != NULL && g_str_equal (tip, accessible_tooltip))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, accessible_tooltip);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The turn menu jumps to the first entry of the turn chosen. */
static void
test_replay_turns (void)
{
  g_autoptr (GgGame) game = played_game (7);
  GgWindow *window;
  GgReplayWindow *replay = replay_of (game, &window);
  GtkDropDown *turns =
    GTK_DROP_DOWN (find_named (GTK_WIDGET (replay), "Go to the start of a turn"));
  GListModel *names = gtk_drop_down_get_model (turns);
  GgLog *log = game->state->log;

  gtk_window_present (GTK_WINDOW (replay));
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 2);
  gtk_drop_down_set_selected (turns, 1);
  g_assert_cmpint (gg_replay_window_get_index (replay), ==, gg_log_find_turn (log, 2));
  g_assert_cmpuint (gg_log_get_entry (log, gg_replay_window_get_index (replay))->turn, ==, 2);
  g_assert_cmpuint (gg_log_get_entry (log, gg_replay_window_get_index (replay) - 1)->turn, ==, 1);
  ui_close_window (replay);
  ui_close_window (window);
}

/* A bookmark put on an entry is kept in the game file and marks the game changed; the next
 * bookmark button finds it from the first entry. */
static void
test_replay_bookmarks (void)
{
  g_autoptr (GgGame) game = played_game (7);
  g_autoptr (GError) error = NULL;
  GgWindow *window;
  GgReplayWindow *replay = replay_of (game, &window);
  GtkWidget *mark = find_named (GTK_WIDGET (replay), "Bookmark this entry (kept in the game file)");
  GtkWidget *next = find_named (GTK_WIDGET (replay), "Next bookmark");
  g_autofree char *yaml = NULL;

  gtk_window_present (GTK_WINDOW (replay));
  g_assert_false (gtk_widget_get_sensitive (next));
  g_assert_true (gg_replay_window_go (replay, 2));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (mark), TRUE);
  g_assert_nonnull (gg_log_get_entry (game->state->log, 2)->bookmark);
  g_assert_true (gg_document_get_modified (gg_window_get_document (window)));
  yaml = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (yaml, "bookmark: \"\""));
  g_assert_true (gg_replay_window_go (replay, 0));
  g_assert_true (gtk_widget_get_sensitive (next));
  g_signal_emit_by_name (next, "clicked");
  g_assert_cmpint (gg_replay_window_get_index (replay), ==, 2);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (mark)));
  snapshot (GTK_WIDGET (replay), "replay.png");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (mark), FALSE);
  g_assert_null (gg_log_get_entry (game->state->log, 2)->bookmark);
  ui_close_window (replay);
  gg_document_discard_changes (gg_window_get_document (window));
  ui_close_window (window);
}

/* Playing forward at 4 entries a second reaches the last entry and stops there. */
static void
test_replay_play (void)
{
  g_autoptr (GgGame) game = played_game (7);
  GgWindow *window;
  GgReplayWindow *replay = replay_of (game, &window);
  GtkWidget *play = find_named (GTK_WIDGET (replay), "Play forward");
  GtkDropDown *speed =
    GTK_DROP_DOWN (find_named (GTK_WIDGET (replay), "Entries a second while playing"));
  guint n = gg_log_get_n_entries (game->state->log);

  gtk_window_present (GTK_WINDOW (replay));
  gtk_drop_down_set_selected (speed, 3);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (play), TRUE);
  g_assert_cmpint (gg_replay_window_get_index (replay), ==, 0);
  /* a slow machine (the sanitizers) gets time: only the end is checked, not the pace */
  for (int i = 0; i < 600 && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)); i++)
    spin (50);
  g_assert_cmpint (gg_replay_window_get_index (replay), ==, (int) n - 1);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (play)));
  ui_close_window (replay);
  ui_close_window (window);
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/report/not-begun", test_not_begun);
  g_test_add_func ("/ui/report/export", test_export);
  g_test_add_func ("/ui/replay/turns", test_replay_turns);
  g_test_add_func ("/ui/replay/bookmarks", test_replay_bookmarks);
  g_test_add_func ("/ui/replay/play", test_replay_play);
  return ui_harness_run ();
}
