/* Saving (gg-save.c): the new text replaces the old, the old one is kept as FILE~, nothing
 * else is left behind; and the autosave recovery files are written, found and discarded. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <signal.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "gg-save.h"

static char *
temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("gg-save-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;

  g_file_get_contents (path, &data, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (data, ==, expected);
}

static void
save (const char *path, const char *text, GgSaveFlags flags)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (gg_save_bytes (path, text, strlen (text), flags, &error));
  g_assert_no_error (error);
}

static guint
count_entries (const char *dir_path)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
remove_tree (const char *dir_path)
{
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir_path), ==, 0);
}

static void
test_new_file (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *backup = gg_save_backup_path (path);

  save (path, "format: gigogin-game/1\n", GG_SAVE_BACKUP);
  assert_contents (path, "format: gigogin-game/1\n");
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS)); /* nothing to keep yet */
  g_assert_cmpuint (count_entries (dir), ==, 1);             /* no temporary file left */
  remove_tree (dir);
}

static void
test_backup (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *backup = gg_save_backup_path (path);

  g_assert_true (g_str_has_suffix (backup, "game.yaml~"));
  save (path, "one\n", GG_SAVE_BACKUP);
  save (path, "two\n", GG_SAVE_BACKUP);
  assert_contents (path, "two\n");
  assert_contents (backup, "one\n");
  save (path, "three\n", GG_SAVE_BACKUP);
  assert_contents (path, "three\n");
  assert_contents (backup, "two\n");
  /* a save killed after linking the backup leaves file and backup as one inode; the next
   * save must still leave exactly the file and its backup */
  g_assert_cmpint (g_unlink (backup), ==, 0);
  g_assert_cmpint (link (path, backup), ==, 0);
  save (path, "three and a half\n", GG_SAVE_BACKUP);
  assert_contents (backup, "three\n");
  g_assert_cmpuint (count_entries (dir), ==, 2);
  save (path, "four\n", GG_SAVE_NONE);
  assert_contents (backup, "three\n"); /* without the flag the backup is left as it was */
  g_assert_cmpuint (count_entries (dir), ==, 2);
  remove_tree (dir);
}

static void
test_keeps_mode (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "private.yaml", NULL);
  GStatBuf st;

  save (path, "a\n", GG_SAVE_NONE);
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  save (path, "b\n", GG_SAVE_BACKUP);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  remove_tree (dir);
}

static void
test_symlink (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *target = g_build_filename (dir, "real.yaml", NULL);
  g_autofree char *link_path = g_build_filename (dir, "link.yaml", NULL);
  g_autofree char *backup = gg_save_backup_path (target);

  save (target, "old\n", GG_SAVE_NONE);
  g_assert_cmpint (symlink ("real.yaml", link_path), ==, 0);
  save (link_path, "new\n", GG_SAVE_BACKUP);
  g_assert_true (g_file_test (link_path, G_FILE_TEST_IS_SYMLINK));
  assert_contents (target, "new\n");
  assert_contents (backup, "old\n");
  remove_tree (dir);
}

static void
test_error (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (
    gg_save_bytes ("/nonexistent-gigogin-dir/game.yaml", "x", 1, GG_SAVE_BACKUP, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* Where the app keeps recovery files: $XDG_STATE_HOME/gigogin/recovery (gg-save.h). */
static char *
recovery_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "gigogin", "recovery", NULL);
}

static GgRecoverySlot *
written_slot (const char *original, const char *text)
{
  g_autoptr (GError) error = NULL;
  GgRecoverySlot *slot = gg_recovery_slot_new ();

  g_assert_true (gg_recovery_slot_write (slot, original, text, strlen (text), &error));
  g_assert_no_error (error);
  return slot;
}

/* Each open game owns its recovery file: while its owner lives, nobody else lists or deletes
 * it; once the owner is gone (a crash: the slot freed without a discard), it is offered. */
static void
test_recovery (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) found = gg_recovery_list ();
  g_autofree char *dir = recovery_dir ();
  GgRecoverySlot *untitled, *named;
  GgRecovery *r;

  g_assert_true (g_str_has_prefix (dir, g_get_user_state_dir ()));
  g_assert_cmpuint (found->len, ==, 0);
  untitled = written_slot (NULL, "untitled\n");
  g_usleep (2000);
  named = written_slot ("/games/solferino.yaml", "named\n");
  g_ptr_array_unref (found);
  found = gg_recovery_list ();
  g_assert_cmpuint (found->len, ==, 0); /* both owners alive */
  g_assert_false (gg_recovery_discard_file (gg_recovery_slot_get_path (named), &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_clear_error (&error);
  gg_recovery_slot_free (untitled);
  gg_recovery_slot_free (named);
  g_ptr_array_unref (found);
  found = gg_recovery_list ();
  g_assert_cmpuint (found->len, ==, 2);
  r = g_ptr_array_index (found, 0); /* newest first */
  g_assert_cmpstr (r->original, ==, "/games/solferino.yaml");
  assert_contents (r->path, "named\n");
  g_assert_true (gg_recovery_discard_file (r->path, &error));
  r = g_ptr_array_index (found, 1);
  g_assert_null (r->original);
  assert_contents (r->path, "untitled\n");
  g_assert_true (gg_recovery_discard_file (r->path, &error));
  g_assert_no_error (error);
  g_ptr_array_unref (found);
  found = gg_recovery_list ();
  g_assert_cmpuint (found->len, ==, 0);
  g_assert_cmpuint (count_entries (dir), ==, 0);
}

/* Two windows on one game: two recovery files; a clean save in one removes only its own. */
static void
test_recovery_two_owners (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRecoverySlot) a = written_slot ("/games/g.yaml", "a\n");
  g_autoptr (GgRecoverySlot) b = written_slot ("/games/g.yaml", "b\n");
  g_autofree char *b_path = g_strdup (gg_recovery_slot_get_path (b));
  g_autoptr (GPtrArray) found = NULL;

  g_assert_cmpstr (gg_recovery_slot_get_path (a), !=, b_path);
  g_assert_true (gg_recovery_slot_discard (a, &error));
  g_assert_null (gg_recovery_slot_get_path (a));
  assert_contents (b_path, "b\n");
  g_clear_pointer (&b, gg_recovery_slot_free); /* B crashes */
  found = gg_recovery_list_for ("/games/g.yaml");
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpstr (((GgRecovery *) g_ptr_array_index (found, 0))->path, ==, b_path);
  /* a new window takes it over: then it is owned again, and nobody else is offered it */
  g_assert_true (gg_recovery_slot_adopt (a, b_path, &error));
  g_ptr_array_unref (found);
  found = gg_recovery_list ();
  g_assert_cmpuint (found->len, ==, 0);
  g_assert_true (gg_recovery_slot_write (a, "/games/g.yaml", "a2\n", 3, &error));
  assert_contents (b_path, "a2\n");
  g_assert_true (gg_recovery_slot_discard (a, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (b_path, G_FILE_TEST_EXISTS));
}

/* A save killed half-way leaves NAME.yaml.XXXXXX; it is not offered as a recovery. */
static void
test_recovery_ignores_temporary (void)
{
  g_autofree char *dir = recovery_dir ();
  g_autofree char *temp = g_build_filename (dir, "untitled.yaml.AB12CD", NULL);
  g_autoptr (GPtrArray) found = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (temp, "half a gam", -1, NULL));
  found = gg_recovery_list ();
  g_assert_cmpuint (found->len, ==, 0);
  g_assert_cmpint (g_unlink (temp), ==, 0);
}

/* Issue 15: a save that cannot be written (here the file size limit, which stops root as a
 * full disk would) changes neither the file nor FILE~ and leaves no temporary file; FILE~ was
 * advanced before the new file was written, so two failed saves lost the older version. */
static void
test_failed_save_loses_nothing (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *backup = gg_save_backup_path (path);
  g_autofree char *big = g_strnfill (64 * 1024, 'x');
  int status = 0;
  pid_t pid;

  save (path, "old\n", GG_SAVE_BACKUP);
  save (path, "current\n", GG_SAVE_BACKUP);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      struct rlimit limit = { 1024, 1024 };
      GError *error = NULL;
      gboolean saved;

      signal (SIGXFSZ, SIG_IGN);
      setrlimit (RLIMIT_FSIZE, &limit);
      saved = gg_save_bytes (path, big, strlen (big), GG_SAVE_BACKUP, &error);
      /* the message keeps errno's words */
      _exit (!saved && error != NULL && strstr (error->message, g_strerror (EFBIG)) ? 0 : 1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  assert_contents (path, "current\n");
  assert_contents (backup, "old\n");
  g_assert_cmpuint (count_entries (dir), ==, 2);
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* A dangling symbolic link is saved through: the file is created where it points and the link
 * stays a link (it was replaced by a file). */
static void
test_dangling_symlink (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *link = g_build_filename (dir, "link.yaml", NULL);
  g_autofree char *target = g_build_filename (dir, "target.yaml", NULL);

  g_assert_cmpint (symlink ("target.yaml", link), ==, 0);
  save (link, "through\n", GG_SAVE_BACKUP);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  assert_contents (target, "through\n");
  g_unlink (link);
  g_unlink (target);
  g_rmdir (dir);
}

/* A save killed before its rename leaves its temporary file; the very next save of the file
 * removes it, however young, because no running save holds its lock. A running save's file
 * (locked) is left alone, and so is another file's. */
static void
test_stale_temporary_removed (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *stale = g_build_filename (dir, ".game.yaml.gg-save-abc123", NULL);
  g_autofree char *running = g_build_filename (dir, ".game.yaml.gg-save-def456", NULL);
  g_autofree char *other = g_build_filename (dir, ".other.yaml.gg-save-abc123", NULL);
  int fd;

  g_assert_true (g_file_set_contents (stale, "killed half-way", -1, NULL));
  g_assert_true (g_file_set_contents (running, "being written", -1, NULL));
  g_assert_true (g_file_set_contents (other, "another file's", -1, NULL));
  fd = g_open (running, O_RDONLY, 0);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);
  save (path, "new\n", GG_SAVE_NONE);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (running, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  close (fd);
  save (path, "newer\n", GG_SAVE_NONE);
  g_assert_false (g_file_test (running, G_FILE_TEST_EXISTS));
  g_unlink (other);
  g_unlink (path);
  g_rmdir (dir);
}

/* An output that is a device, a pipe or a folder is refused, never replaced by a file. */
static void
test_not_regular_refused (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *fifo = g_build_filename (dir, "pipe", NULL);
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (gg_save_bytes (fifo, "x", 1, GG_SAVE_BACKUP, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, "pipe"));
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_clear_error (&error);
  g_assert_false (gg_save_bytes (dir, "x", 1, GG_SAVE_NONE, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_false (gg_save_check_output ("/dev/null", NULL, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  g_unlink (fifo);
  g_rmdir (dir);
}

/* A writer's output that is one of its inputs, by any name or link, is refused. */
static void
test_output_is_input (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *in = g_build_filename (dir, "roster.yaml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.yaml", NULL);
  g_autofree char *out = g_build_filename (dir, "game.yaml", NULL);
  const char *inputs[] = { "/nonexistent", in, NULL };
  g_autoptr (GError) error = NULL;

  save (in, "roster\n", GG_SAVE_NONE);
  g_assert_cmpint (symlink (in, link), ==, 0);
  g_assert_true (gg_save_check_output (out, inputs, &error));
  g_assert_false (gg_save_check_output (in, inputs, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_clear_error (&error);
  g_assert_false (gg_save_check_output (link, inputs, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST);
  g_unlink (link);
  g_unlink (in);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  /* The recovery tests write under a temporary XDG_STATE_HOME, never the real one. (Not
   * G_TEST_OPTION_ISOLATE_DIRS: GLib keeps the replaced dir strings alive, which
   * LeakSanitizer reports.) */
  g_autofree char *state = g_dir_make_tmp ("gg-save-state-XXXXXX", NULL);
  g_autofree char *recovery = NULL;
  g_autofree char *parent = NULL;
  int status;

  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save/new-file", test_new_file);
  g_test_add_func ("/save/backup", test_backup);
  g_test_add_func ("/save/keeps-mode", test_keeps_mode);
  g_test_add_func ("/save/symlink", test_symlink);
  g_test_add_func ("/save/error", test_error);
  g_test_add_func ("/save/error/loses-nothing", test_failed_save_loses_nothing);
  g_test_add_func ("/save/symlink/dangling", test_dangling_symlink);
  g_test_add_func ("/save/stale-temporary", test_stale_temporary_removed);
  g_test_add_func ("/save/not-regular-refused", test_not_regular_refused);
  g_test_add_func ("/save/output-is-input", test_output_is_input);
  g_test_add_func ("/save/recovery/write-list-discard", test_recovery);
  g_test_add_func ("/save/recovery/two-owners", test_recovery_two_owners);
  g_test_add_func ("/save/recovery/ignores-temporary", test_recovery_ignores_temporary);
  status = g_test_run ();
  recovery = recovery_dir ();
  parent = g_path_get_dirname (recovery);
  g_rmdir (recovery);
  g_rmdir (parent);
  g_rmdir (state);
  return status;
}
