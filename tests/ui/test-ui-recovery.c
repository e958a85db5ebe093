/* No work is ever lost after something goes wrong, through the app's own windows:
 * - a game reopened by name after a crash offers its autosaved changes, and closing the window
 *   without answering keeps them;
 * - Escape on the offer keeps the file, and it is offered again;
 * - two windows on one file: each has its own recovery file, and a save over a file that the
 *   other window saved meanwhile waits for the user's word (Reload or Save Anyway);
 * - changes thrown away with Discard are not autosaved again while the game stays loaded.
 * The recovery folder and every other XDG folder are the test's own. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "core-support.h"
#include "gg-save.h"

#include "ui-harness.h"

static char *games_dir;

static guint
n_offered (void)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();

  return found->len;
}

static void
clear_recoveries (void)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();

  for (guint i = 0; i < found->len; i++)
    gg_recovery_discard_file (((GgRecovery *) g_ptr_array_index (found, i))->path, NULL);
}

static void
log_move (GgWindow *window, const char *text)
{
  gg_document_log (gg_window_get_document (window), 0, NULL, test_log_literal (text), 0, 0);
}

/* The demo battle saved as @name in the test's folder. */
static GFile *
game_file (const char *name)
{
  g_autofree char *path = g_build_filename (games_dir, name, NULL);
  GFile *file = g_file_new_for_path (path);
  GgWindow *window = ui_harness_open_demo (900, 600, 0);

  g_assert_true (ui_harness_save (window, file));
  ui_close_window (window);
  return file;
}

static char *
contents (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* What a kill leaves of a window on @file whose game had @text logged: its recovery file, no
 * longer owned. */
static void
crash_leaving (GFile *file, const char *text)
{
  g_autofree char *path = g_file_get_path (file);
  GgWindow *window = ui_window_new (900, 600);
  g_autofree char *yaml = NULL;
  g_autoptr (GgRecoverySlot) slot = gg_recovery_slot_new ();
  g_autoptr (GError) error = NULL;

  ui_harness_open (window, file);
  log_move (window, text);
  yaml = gg_game_to_yaml (gg_document_get_game (gg_window_get_document (window)), NULL);
  g_assert_true (gg_recovery_slot_write (slot, path, yaml, strlen (yaml), &error));
  g_assert_no_error (error);
  /* the window's own state is thrown away as a kill would: nothing of it is saved or removed */
  gg_document_discard_changes (gg_window_get_document (window));
  ui_close_window (window);
}

static gboolean
log_has (GgWindow *window, const char *text)
{
  g_autofree char *yaml =
    gg_game_to_yaml (gg_document_get_game (gg_window_get_document (window)), NULL);

  return strstr (yaml, text) != NULL;
}

/* Reopening by name (gigogin G, the file manager, Open Recent: g_application_open) offers
 * what a crash left of G; closing the window without an answer keeps it. */
static void
test_reopen_by_name (void)
{
  g_autoptr (GFile) file = game_file ("reopen.yaml");
  GgWindow *window;
  GtkWidget *offer;

  crash_leaving (file, "Squad A2 crosses the hedge");
  g_assert_cmpuint (n_offered (), ==, 1);
  g_application_open (G_APPLICATION (app), &file, 1, "");
  window = GG_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  for (int i = 0; i < 500 && gg_window_get_recovery_offer (window) == NULL; i++)
    spin (10);
  offer = gg_window_get_recovery_offer (window);
  g_assert_nonnull (offer);
  g_assert_nonnull (
    strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (offer)), "reopen.yaml"));
  /* the window is closed with the question unanswered */
  gtk_window_close (GTK_WINDOW (window));
  spin (100);
  g_assert_cmpuint (n_offered (), ==, 1);
  /* and opened again: offered again; Restore brings the move back */
  window = ui_window_new (900, 600);
  ui_harness_open (window, file);
  g_assert_nonnull (gg_window_get_recovery_offer (window));
  answer ("restore");
  g_assert_true (log_has (window, "Squad A2 crosses the hedge"));
  g_assert_true (gg_document_get_modified (gg_window_get_document (window)));
  g_assert_cmpuint (n_offered (), ==, 0); /* the window owns it now */
  g_assert_true (ui_harness_save (window, file));
  ui_close_window (window);
  g_assert_cmpuint (n_offered (), ==, 0);
  clear_recoveries ();
}

/* Escape keeps the recovery file, through a clean close of the window, for the next start. */
static void
test_escape_keeps (void)
{
  g_autoptr (GFile) file = game_file ("escape.yaml");
  GgWindow *window;

  crash_leaving (file, "B3 fires");
  window = ui_harness_open_demo (900, 600, 0);
  g_assert_nonnull (gg_window_offer_recovery (window));
  answer ("later"); /* what Escape answers */
  g_assert_null (gg_window_get_recovery_offer (window));
  gtk_window_close (GTK_WINDOW (window));
  spin (100);
  g_assert_cmpuint (n_offered (), ==, 1);
  window = ui_harness_open_demo (900, 600, 0);
  g_assert_nonnull (gg_window_offer_recovery (window));
  /* Discard says what is lost, and only it deletes */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (find_dialog ()), "for good"));
  answer ("discard");
  g_assert_cmpuint (n_offered (), ==, 0);
  ui_close_window (window);
}

static void
wait_saved (GgWindow *window)
{
  for (int i = 0; i < 3000 && gg_window_is_saving (window); i++)
    spin (10);
  g_assert_false (gg_window_is_saving (window));
}

/* Two windows on one file: A saves, then B's save is held until B says Save Anyway; A, told
 * by its bar, reloads B's version. Each window had its own recovery file. */
static void
test_two_windows (void)
{
  g_autoptr (GFile) file = game_file ("shared.yaml");
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = gg_save_backup_path (path);
  GgWindow *a = ui_window_new (900, 600);
  GgWindow *b = ui_window_new (900, 600);
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;

  ui_harness_open (a, file);
  ui_harness_open (b, file);
  log_move (a, "A moves the guns");
  log_move (b, "B charges the farm");
  g_assert_true (gg_window_autosave (a));
  g_assert_true (gg_window_autosave (b));
  g_assert_cmpstr (gg_document_get_recovery_path (gg_window_get_document (a)), !=,
                   gg_document_get_recovery_path (gg_window_get_document (b)));
  spin (1100); /* a file time that tells the two saves apart on any file system */
  gg_window_save_to (a, file, FALSE);
  wait_saved (a);
  g_assert_true (gg_window_last_save_ok (a));
  /* A's clean save removed A's recovery file, not B's */
  g_assert_null (gg_document_get_recovery_path (gg_window_get_document (a)));
  g_assert_true (
    g_file_test (gg_document_get_recovery_path (gg_window_get_document (b)), G_FILE_TEST_EXISTS));
  /* B: the bar, as soon as the change is noticed, and at the latest when B saves */
  gg_window_save_to (b, file, FALSE);
  g_assert_false (gg_window_is_saving (b));
  g_assert_true (gg_window_get_disk_conflict_shown (b));
  text = contents (file);
  g_assert_nonnull (strstr (text, "A moves the guns"));
  g_assert_null (strstr (text, "B charges the farm"));
  gg_window_resolve_disk_conflict (b, TRUE);
  wait_saved (b);
  g_assert_true (gg_window_last_save_ok (b));
  g_free (text);
  text = contents (file);
  g_assert_nonnull (strstr (text, "B charges the farm"));
  g_assert_true (g_file_get_contents (backup, &kept, NULL, NULL));
  g_assert_nonnull (strstr (kept, "A moves the guns"));
  /* A learns of it from the file monitor, and reloads */
  for (int i = 0; i < 300 && !gg_window_get_disk_conflict_shown (a); i++)
    spin (10);
  g_assert_true (gg_window_get_disk_conflict_shown (a));
  gg_window_resolve_disk_conflict (a, FALSE);
  for (int i = 0; i < 300 && gg_window_is_opening (a); i++)
    spin (10);
  g_assert_true (log_has (a, "B charges the farm"));
  g_assert_false (gg_document_get_modified (gg_window_get_document (a)));
  ui_close_window (a);
  ui_close_window (b);
  g_assert_cmpuint (n_offered (), ==, 0);
}

/* Ctrl+O with changes, Discard, the file chooser left open past the autosave: the discarded
 * changes are not autosaved again, so nothing offers them at the next start. */
static void
test_discarded_not_offered (void)
{
  GgWindow *window = ui_harness_open_demo (900, 600, 0);

  log_move (window, "A1 advances");
  g_assert_true (gg_window_autosave (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.open", NULL);
  spin (50);
  answer ("discard");
  g_assert_null (gg_document_get_recovery_path (gg_window_get_document (window)));
  /* the autosave minute passes with the chooser still open */
  gg_window_autosave (window);
  g_assert_null (gg_document_get_recovery_path (gg_window_get_document (window)));
  ui_close_window (window);
  spin (50);
  g_assert_cmpuint (n_offered (), ==, 0);
  /* the native chooser may still be up: close every toplevel but the harness's */
  clear_recoveries ();
}

int
main (int argc, char **argv)
{
  g_autofree char *home = ui_harness_private_home ("gigogin-ui-recovery-XXXXXX");
  int status;

  games_dir = g_build_filename (home, "games", NULL);
  g_mkdir_with_parents (games_dir, 0700);
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/recovery/reopen-by-name", test_reopen_by_name);
  g_test_add_func ("/ui/recovery/escape-keeps", test_escape_keeps);
  g_test_add_func ("/ui/recovery/two-windows", test_two_windows);
  g_test_add_func ("/ui/recovery/discarded-not-offered", test_discarded_not_offered);
  status = ui_harness_run ();
  clear_recoveries ();
  g_free (games_dir);
  return status;
}
