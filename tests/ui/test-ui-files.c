/* The window never loses a game (issue 9, issue 5): closing, opening or starting a new game
 * with unsaved changes asks first (Discard / Cancel / Save); the autosave timer writes the
 * recovery file; a recovery file left by a crash is offered at the next start; a bad recovery
 * file is a dialog with file:line:column. XDG dirs in a temporary folder (one for the run: GTK
 * keeps its recent-files path); skips cleanly without a display. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "core-support.h"
#include "gg-application.h"
#include "gg-table-rules.h"
#include "gg-game-settings.h"
#include "gg-query.h"
#include "gg-i18n.h"
#include "gg-new-game-dialog.h"
#include "gg-save.h"
#include "gg-window.h"

#include "ui-harness.h"

static void
clear_recoveries (void)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();

  for (guint i = 0; i < found->len; i++)
    gg_recovery_discard_file (((GgRecovery *) g_ptr_array_index (found, i))->path, NULL);
}

static GgWindow *
open_window (void)
{
  clear_recoveries ();
  return ui_harness_open_demo (1000, 700, 100);
}

/* New Game: the dialog, then Start on its defaults (an empty table). */
static void
new_game (GgWindow *window)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  spin (50);
  dialog = find_toplevel (GG_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gg_new_game_dialog_start (GG_NEW_GAME_DIALOG (dialog)));
  spin (50);
}

static void
modify (GgWindow *window)
{
  gg_document_log (gg_window_get_document (window), 0, NULL, test_log_literal ("A1 advances"), 0,
                   0);
  g_assert_true (gg_document_get_modified (gg_window_get_document (window)));
}

static guint
n_recoveries (void)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();

  return found->len;
}

static void
test_close_asks (void)
{
  GgWindow *window = open_window ();

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  modify (window);
  gg_window_autosave (window);
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  /* Cancel: the window and its changes stay */
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  answer ("cancel");
  g_assert_nonnull (window);
  g_assert_true (gg_document_get_modified (gg_window_get_document (window)));
  /* Discard: the window goes, and so does the recovery file */
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  answer ("discard");
  g_assert_null (window);
  g_assert_cmpuint (n_recoveries (), ==, 0);
}

static void
test_unmodified_no_question (void)
{
  GgWindow *window = open_window ();
  GgDocument *document = gg_window_get_document (window);

  g_assert_false (gg_document_get_modified (document));
  new_game (window);
  g_assert_null (find_dialog ());
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_new_saves_first (void)
{
  GgWindow *window = open_window ();
  GgDocument *document = gg_window_get_document (window);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "battle.yaml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;

  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_assert_true (ui_harness_save (window, file));
  modify (window);
  new_game (window);
  /* the question came, and nothing happened yet */
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, >, 0);
  answer ("save");
  /* the save runs in a worker thread (under the sanitizers on a loaded machine, longer than
   * answer()'s few iterations); the new game comes when it has succeeded */
  while (gg_window_is_saving (window))
    g_main_context_iteration (NULL, TRUE);
  spin (50);
  /* the change is on disk, and then the new game came */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "A1 advances"));
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, 0);
  g_assert_false (gg_document_get_modified (document));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_open_demo_cancel (void)
{
  GgWindow *window = open_window ();
  GgDocument *document = gg_window_get_document (window);
  GgGame *game = gg_document_get_game (document);

  modify (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-demo", NULL);
  spin (50);
  answer ("cancel");
  g_assert_true (gg_document_get_game (document) == game);
  g_assert_true (gg_document_get_modified (document));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open-demo", NULL);
  spin (50);
  answer ("discard");
  g_assert_false (gg_document_get_game (document) == game);
  g_assert_false (gg_document_get_modified (document));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_autosave_timer (void)
{
  GgWindow *window = open_window ();

  /* nothing to keep while the game is as loaded */
  g_assert_false (gg_window_autosave (window));
  g_assert_null (gg_document_get_recovery_path (gg_window_get_document (window)));
  modify (window);
  g_assert_true (gg_window_autosave (window));
  g_assert_true (g_file_test (gg_document_get_recovery_path (gg_window_get_document (window)),
                              G_FILE_TEST_EXISTS));
  /* the window's own: not offered to anyone while it lives */
  g_assert_cmpuint (n_recoveries (), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
  g_assert_cmpuint (n_recoveries (), ==, 1); /* as a kill would leave it */
  clear_recoveries ();
}

/* What a crash leaves: a recovery file whose owner is gone. */
static void
write_recovery (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRecoverySlot) slot = gg_recovery_slot_new ();

  g_assert_true (gg_recovery_slot_write (slot, NULL, text, strlen (text), &error));
  g_assert_no_error (error);
}

static void
test_restore_offered (void)
{
  GgWindow *window = open_window ();
  GgDocument *document = gg_window_get_document (window);
  g_autofree char *text = NULL;
  guint n = gg_document_get_game (document)->figures->len;

  g_assert_null (gg_window_offer_recovery (window));
  /* a crash left the demo with its first figure gone */
  g_ptr_array_remove_index (gg_document_get_game (document)->figures, 0);
  text = gg_game_to_yaml (gg_document_get_game (document), NULL);
  write_recovery (text);
  gg_window_open_demo (window);
  g_assert_nonnull (gg_window_offer_recovery (window));
  answer ("restore");
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, n - 1);
  g_assert_true (gg_document_get_modified (document));
  /* a clean close with Discard leaves nothing to recover */
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  answer ("discard");
  g_assert_cmpuint (n_recoveries (), ==, 0);
}

static void
test_restore_declined (void)
{
  GgWindow *window = open_window ();

  write_recovery ("format: gigogin-game/1\n");
  g_assert_nonnull (gg_window_offer_recovery (window));
  answer ("later");
  g_assert_cmpuint (n_recoveries (), ==, 1);
  g_assert_nonnull (gg_window_offer_recovery (window));
  answer ("discard");
  g_assert_cmpuint (n_recoveries (), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_bad_recovery (void)
{
  GgWindow *window = open_window ();
  GgGame *game = gg_document_get_game (gg_window_get_document (window));
  AdwMessageDialog *error;

  write_recovery ("format: gigogin-game/1\nruleset: chess\n");
  g_assert_nonnull (gg_window_offer_recovery (window));
  answer ("restore");
  error = find_dialog ();
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (error), ":2:10: "));
  g_assert_true (gg_document_get_game (gg_window_get_document (window)) == game);
  gtk_window_destroy (GTK_WINDOW (error));
  gtk_window_destroy (GTK_WINDOW (window));
}

static GgGameSettings *
find_game_settings (void)
{
  GtkWindow *settings = find_toplevel (GG_TYPE_GAME_SETTINGS);

  return settings != NULL ? GG_GAME_SETTINGS (settings) : NULL;
}

/* The game's settings: a bad club table file is a dialog with file:line:column and changes
 * nothing; a good one is in play at once (BG-3.1-f arc of 60° in tests/data/club/bg-club.yaml),
 * is saved with the game relative to it and comes back when the game is opened again; opened
 * without its table file, the game has the built-in tables. */
static void
test_club_rules (void)
{
  GgWindow *window = open_window ();
  GgDocument *document = gg_window_get_document (window);
  g_autofree char *dir = g_dir_make_tmp ("gg-club-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.yaml", NULL);
  g_autofree char *club = g_build_filename (dir, "club.yaml", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *fixture =
    g_test_build_filename (G_TEST_DIST, "data", "club", "bg-club.yaml", NULL);
  g_autofree char *contents = NULL, *saved = NULL;
  g_autoptr (GFile) game_file = g_file_new_for_path (game_path);
  GgGameSettings *settings;
  AdwMessageDialog *error;

  g_assert_true (g_file_get_contents (fixture, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (club, contents, -1, NULL));
  g_assert_true (g_file_set_contents (bad,
                                      "format: gigogin-rules/1\nruleset: bella-gigogin\n"
                                      "fire:\n  arc-half-angle: { value: lots, unit: deg, "
                                      "rule: BG-3.1-f, source: club }\n",
                                      -1, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.game-settings", NULL);
  spin (50);
  settings = find_game_settings ();
  g_assert_nonnull (settings);
  g_assert_false (gg_game_settings_choose_rules (settings, bad));
  spin (20);
  error = find_dialog ();
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (error), "bad.yaml:4:28: "));
  gtk_window_destroy (GTK_WINDOW (error));
  g_assert_false (gg_document_get_modified (document));
  g_assert_null (gg_document_get_game (document)->rules_file);
  g_assert_cmpfloat (test_arc_half_angle (gg_document_get_game (document)), ==, 45);
  g_assert_true (gg_game_settings_choose_rules (settings, club));
  g_assert_true (gg_document_get_modified (document));
  g_assert_cmpfloat (test_arc_half_angle (gg_document_get_game (document)), ==, 60);
  gtk_window_destroy (GTK_WINDOW (settings));
  g_assert_true (ui_harness_save (window, game_file));
  g_assert_true (g_file_get_contents (game_path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "rules: \"club.yaml\""));
  ui_harness_open (window, game_file);
  spin (20);
  g_assert_cmpstr (gg_document_get_game (document)->rules_file, ==, club);
  g_assert_cmpfloat (test_arc_half_angle (gg_document_get_game (document)), ==, 60);
  /* the table file gone: the game opens, with the built-in tables (and a toast) */
  g_unlink (club);
  ui_harness_open (window, game_file);
  spin (20);
  g_assert_null (find_dialog ());
  g_assert_cmpstr (gg_document_get_game (document)->rules_file, ==, club);
  g_assert_cmpfloat (test_arc_half_angle (gg_document_get_game (document)), ==, 45);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (bad);
  g_unlink (game_path);
  {
    g_autofree char *backup = g_strconcat (game_path, "~", NULL);

    g_unlink (backup);
  }
  g_rmdir (dir);
}

/* Issue 15: opening and saving a large game do not freeze the window: gg_window_open returns at once,
 * the main loop keeps running (the header says what is opening) while a worker thread reads it. */
static void
test_open_large_off_main_thread (void)
{
  GgWindow *window = open_window ();
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "gg-large-open.yaml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GString) text = g_string_new ("format: gigogin-game/1\nruleset: d6\nunits: in\n"
                                           "table: { width: 72, depth: 48 }\nfigures:\n");
  /* under the sanitizers every malloc is unwound: a smaller game makes the same point */
  guint n = g_getenv ("GG_SANITIZE") ? 5000 : 40000, iterations = 0;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text,
                            "  - { id: f%u, x: %u, y: %u, base: { front: 20, depth: 20 }, "
                            "side: A }\n",
                            i, i % 70, (i / 70) % 46);
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
  gg_window_open (window, file);
  g_assert_true (gg_window_is_opening (window));
  while (gg_window_is_opening (window))
    {
      g_main_context_iteration (NULL, TRUE);
      iterations++;
    }
  g_assert_cmpuint (iterations, >=, 1);
  g_assert_cmpuint (gg_document_get_game (gg_window_get_document (window))->figures->len, ==, n);
  /* saving it: written in a worker thread too, the main loop running meanwhile */
  iterations = 0;
  gg_window_save_to (window, file, FALSE);
  g_assert_true (gg_window_is_saving (window));
  while (gg_window_is_saving (window))
    {
      g_main_context_iteration (NULL, TRUE);
      iterations++;
    }
  g_assert_cmpuint (iterations, >=, 1);
  g_assert_true (gg_window_last_save_ok (window));
  {
    g_autofree char *backup = gg_save_backup_path (path);

    g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
    g_unlink (backup);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  int status;

  g_autofree char *dir = ui_harness_private_home ("gigogin-ui-files-XXXXXX");

  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/files/close-asks", test_close_asks);
  g_test_add_func ("/ui/files/unmodified-no-question", test_unmodified_no_question);
  g_test_add_func ("/ui/files/new-saves-first", test_new_saves_first);
  g_test_add_func ("/ui/files/open-demo-cancel", test_open_demo_cancel);
  g_test_add_func ("/ui/recovery/autosave-timer", test_autosave_timer);
  g_test_add_func ("/ui/recovery/restore-offered", test_restore_offered);
  g_test_add_func ("/ui/recovery/restore-declined", test_restore_declined);
  g_test_add_func ("/ui/recovery/bad-file", test_bad_recovery);
  g_test_add_func ("/ui/files/open-save-large-off-main-thread", test_open_large_off_main_thread);
  g_test_add_func ("/ui/files/club-rules/BG-3.1-f", test_club_rules);
  status = ui_harness_run ();
  clear_recoveries ();
  return status;
}
