/* test-document: the document's autosave to a recovery file, restoring it, and discarding it
 * once the game is safely saved (issue 9: no lost game). Isolated XDG dirs: the real state
 * directory is never touched. */
#include <glib/gstdio.h>
#include <string.h>

#include "core-support.h"
#include "doc-io.h"
#include "gg-document.h"
#include "gg-save.h"

static GgDocument *
demo_document (void)
{
  GgDocument *document = gg_document_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (gg_document_load_demo (document, &error));
  g_assert_no_error (error);
  return document;
}

static guint
n_recoveries (void)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();

  return found->len;
}

/* Recovery files on disk, whoever owns them. */
static guint
n_recovery_files (void)
{
  g_autofree char *dir_path =
    g_build_filename (g_get_user_state_dir (), "gigogin", "recovery", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_suffix (name, ".yaml") && name[0] != '.';
  return n;
}

static GgRecovery *
only_recovery (void)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();

  g_ptr_array_set_free_func (found, NULL);
  g_assert_cmpuint (found->len, ==, 1);
  return g_ptr_array_index (found, 0);
}

static void
test_autosave_unsaved (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autoptr (GgDocument) restored = gg_document_new ();
  g_autoptr (GgRecovery) recovery = NULL;
  g_autoptr (GError) error = NULL;
  guint n_figures = gg_document_get_game (document)->figures->len;

  gg_document_log (document, 0, NULL, test_log_literal ("A1 moves"), 0, 0);
  g_assert_true (gg_document_autosave (document, &error));
  g_assert_no_error (error);
  /* its owner lives: nobody is offered it */
  g_assert_cmpuint (n_recoveries (), ==, 0);
  g_assert_cmpuint (n_recovery_files (), ==, 1);
  g_clear_object (&document); /* the app is killed */
  recovery = only_recovery ();
  g_assert_null (recovery->original);
  g_assert_cmpint (recovery->saved_at, >, 0);
  g_assert_true (gg_document_load_recovery (restored, recovery, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gg_document_get_game (restored)->figures->len, ==, n_figures);
  g_assert_null (gg_document_get_file (restored));
  g_assert_true (gg_document_get_modified (restored));
  g_assert_cmpstr (gg_document_get_recovery_path (restored), ==, recovery->path);
  gg_document_discard_recovery (restored);
  g_assert_cmpuint (n_recovery_files (), ==, 0);
}

static GFile *
temp_game (GgDocument *document)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "game.yaml", NULL);
  GFile *file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;

  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_assert_true (save_file (document, file, &error));
  g_assert_no_error (error);
  return file;
}

static void
test_save_discards (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;

  gg_document_autosave (document, NULL);
  g_assert_cmpuint (n_recovery_files (), ==, 1);
  /* saving a game never saved removes its recovery file */
  file = temp_game (document);
  g_assert_cmpuint (n_recovery_files (), ==, 0);
  gg_document_log (document, 0, NULL, test_log_literal ("B2 fires"), 0, 0);
  g_assert_true (gg_document_autosave (document, &error));
  g_assert_cmpuint (n_recovery_files (), ==, 1);
  g_assert_true (save_file (document, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_recovery_files (), ==, 0);
}

static void
test_restore_original (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autoptr (GgDocument) restored = gg_document_new ();
  g_autoptr (GFile) file = temp_game (document);
  g_autoptr (GgRecovery) recovery = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  guint n = gg_document_get_game (document)->figures->len;

  /* the game loses a figure after its last save, then the app is killed */
  g_ptr_array_remove_index (gg_document_get_game (document)->figures, 0);
  g_hash_table_remove_all (gg_document_get_game (document)->by_id);
  gg_document_log (document, 0, NULL, test_log_literal ("a figure falls"), 0, 0);
  g_assert_true (gg_document_autosave (document, &error));
  g_clear_object (&document);
  recovery = only_recovery ();
  g_assert_cmpstr (recovery->original, ==, path);
  g_assert_true (gg_document_load_recovery (restored, recovery, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gg_document_get_game (restored)->figures->len, ==, n - 1);
  g_assert_true (g_file_equal (gg_document_get_file (restored), file));
  g_assert_cmpstr (gg_document_get_title (restored), ==, "game.yaml");
  g_assert_true (gg_document_get_modified (restored));
  /* saving puts it back where it belongs and the recovery file goes */
  g_assert_true (save_file (restored, file, &error));
  g_assert_false (gg_document_get_modified (restored));
  g_assert_cmpuint (n_recovery_files (), ==, 0);
}

static void
test_bad_recovery (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autoptr (GgRecovery) recovery = NULL;
  g_autoptr (GError) error = NULL;
  const char *bad = "table: { width: [\n";
  GgRecoverySlot *slot = gg_recovery_slot_new ();

  g_assert_true (gg_recovery_slot_write (slot, NULL, bad, strlen (bad), &error));
  gg_recovery_slot_free (slot);
  recovery = only_recovery ();
  g_assert_false (gg_document_load_recovery (document, recovery, &error));
  /* file:line:column, and the game on screen stays */
  g_assert_nonnull (error);
  g_assert_true (strstr (error->message, recovery->path) != NULL);
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, >, 0);
  /* a file that cannot be read is still only removed by the user's Discard */
  g_assert_null (gg_document_get_recovery_path (document));
  gg_document_discard_recovery (document);
  g_assert_cmpuint (n_recoveries (), ==, 1);
  g_assert_true (gg_recovery_discard_file (recovery->path, NULL));
}

/* Changes the user discarded are not autosaved again while the game stays behind a dialog; a
 * new change is. */
static void
test_discarded_not_autosaved (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autoptr (GError) error = NULL;

  gg_document_log (document, 0, NULL, test_log_literal ("A1 moves"), 0, 0);
  g_assert_true (gg_document_autosave (document, &error));
  g_assert_cmpuint (n_recovery_files (), ==, 1);
  gg_document_discard_changes (document);
  g_assert_cmpuint (n_recovery_files (), ==, 0);
  g_assert_true (gg_document_autosave (document, &error));
  g_assert_cmpuint (n_recovery_files (), ==, 0);
  gg_document_log (document, 0, NULL, test_log_literal ("A2 moves"), 0, 0);
  g_assert_true (gg_document_autosave (document, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_recovery_files (), ==, 1);
  gg_document_discard_recovery (document);
}

/* Another window or program writes the game's file: the document notices; its own save does
 * not count. */
static void
test_changed_on_disk (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autoptr (GgDocument) other = gg_document_new ();
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (gg_document_changed_on_disk (document));
  file = temp_game (document);
  g_assert_false (gg_document_changed_on_disk (document));
  g_assert_true (load_file (other, file, &error));
  g_assert_no_error (error);
  g_assert_false (gg_document_changed_on_disk (other));
  g_usleep (20000);
  gg_document_log (document, 0, NULL, test_log_literal ("A1 moves"), 0, 0);
  g_assert_true (save_file (document, file, &error));
  g_assert_false (gg_document_changed_on_disk (document));
  g_assert_true (gg_document_changed_on_disk (other));
  g_assert_true (save_file (other, file, &error));
  g_assert_false (gg_document_changed_on_disk (other));
  g_assert_true (gg_document_changed_on_disk (document));
}

/* Issue 15: what is saved opens again. A game whose file would be over the loader's 8 MiB (a
 * 100,000-figure game once saved to 9.2 MB) is refused before anything is written: the file on
 * disk and its FILE~ stay as they were. */
static void
test_save_refuses_unopenable (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = temp_game (document);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *before = NULL, *after = NULL;
  GgGame *game = gg_document_get_game (document);

  /* the file must pass 8 MiB: with every malloc unwound (build-aux/sanitize.sh sets GG_SANITIZE)
   * that took minutes of CPU; the ordinary suite makes the point */
  if (g_getenv ("GG_SANITIZE") != NULL)
    {
      g_test_skip ("a 70,000-figure game: run in the ordinary suite, not under the sanitizers");
      return;
    }
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  for (guint i = 0; i < 70000; i++)
    {
      g_autofree char *id = g_strdup_printf ("a-rather-long-figure-identifier-%06u", i);
      GgFigure *f = gg_figure_new (id);

      f->side = 'A';
      f->base.front = f->base.depth = 20;
      f->base.centre.x = f->base.centre.y = 100 + i % 1000;
      g_assert_true (gg_game_add_figure (game, f));
    }
  g_assert_false (save_file (document, file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "nothing was written"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/document/recovery/autosave-unsaved", test_autosave_unsaved);
  g_test_add_func ("/document/recovery/save-discards", test_save_discards);
  g_test_add_func ("/document/recovery/restore-original", test_restore_original);
  g_test_add_func ("/document/save/refuses-unopenable", test_save_refuses_unopenable);
  g_test_add_func ("/document/recovery/bad-file", test_bad_recovery);
  g_test_add_func ("/document/recovery/discarded-not-autosaved", test_discarded_not_autosaved);
  g_test_add_func ("/document/changed-on-disk", test_changed_on_disk);
  return g_test_run ();
}
