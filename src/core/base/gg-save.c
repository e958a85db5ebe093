/* gg-save.c: atomic, durable saving with a backup; autosave recovery files. */
#include "gg-save.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define RECOVERY_GROUP "recovery"

char *
gg_save_backup_path (const char *path)
{
  return g_strconcat (path, GG_SAVE_BACKUP_SUFFIX, NULL);
}

static gboolean
set_errno_error (GError **error, int saved_errno, const char *format, const char *path)
{
  g_autofree char *display = g_filename_display_name (path);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), format, display,
               g_strerror (saved_errno));
  return FALSE;
}

/* Saving through a symbolic link saves the file it points to, and leaves the link alone; a link
 * that points nowhere yet gets its file created where it points (replacing the link with a file
 * would undo the user's own arrangement). Up to 40 links are followed, as the kernel does. */
static char *
resolve_target (const char *path, GError **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops < 40; hops++)
    {
      g_autofree char *link = NULL;
      g_autofree char *dir = NULL;

      if (!g_file_test (current, G_FILE_TEST_IS_SYMLINK))
        return g_steal_pointer (&current);
      link = g_file_read_link (current, error);
      if (link == NULL)
        return NULL;
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_path_is_absolute (link) ? g_steal_pointer (&link)
                                          : g_build_filename (dir, link, NULL);
    }
  set_errno_error (error, ELOOP, _("Cannot save “%s”: %s"), path);
  return NULL;
}

/* Temporary files of a save sit next to the file, named after it: .FILE.gg-save-XXXXXX for the
 * new text, .FILE.gg-link-XXXXXXXX for the link that becomes FILE~. */
static char *
temp_prefix (const char *target, const char *kind)
{
  g_autofree char *base = g_path_get_basename (target);

  return g_strconcat (".", base, ".gg-", kind, "-", NULL);
}

/* Whether the save that wrote @path is still running: it holds a lock on its temporary file
 * until the file is renamed into place, and the kernel lets the lock go when a save is killed. */
static gboolean
save_running (const char *path)
{
  int fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  gboolean running;

  if (fd < 0)
    return FALSE;
  running = flock (fd, LOCK_EX | LOCK_NB) != 0;
  close (fd);
  return running;
}

/* A save killed before its rename leaves its temporary file: the next save of the same file
 * removes every one whose save is no longer running. A link is only ever kept for a moment
 * (.gg-link-), so one over a minute old was left by a kill too. */
static void
remove_stale_temps (const char *target)
{
  g_autofree char *dirname = g_path_get_dirname (target);
  g_autofree char *text_prefix = temp_prefix (target, "save");
  g_autofree char *link_prefix = temp_prefix (target, "link");
  g_autoptr (GDir) dir = g_dir_open (dirname, 0, NULL);
  const char *name;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *full = NULL;
      GStatBuf st;
      gboolean text = g_str_has_prefix (name, text_prefix);

      if (!text && !g_str_has_prefix (name, link_prefix))
        continue;
      full = g_build_filename (dirname, name, NULL);
      if (g_lstat (full, &st) != 0 || !S_ISREG (st.st_mode))
        continue;
      if (text ? !save_running (full) : now - st.st_mtime > 60)
        g_unlink (full);
    }
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, MIN (length, (gsize) G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= n;
    }
  return TRUE;
}

/* Writes @data to a new temporary file next to @target and syncs it; returns its path, and in
 * @fd_out its descriptor, still locked (see save_running()) until the caller closes it. */
static char *
write_temp (const char *target, const char *data, gsize length, int mode, int *fd_out,
            GError **error)
{
  g_autofree char *dirname = g_path_get_dirname (target);
  g_autofree char *prefix = temp_prefix (target, "save");
  g_autofree char *templ = g_strconcat (dirname, G_DIR_SEPARATOR_S, prefix, "XXXXXX", NULL);
  int fd = g_mkstemp_full (templ, O_WRONLY | O_CLOEXEC, mode);
  int saved;

  if (fd < 0)
    {
      set_errno_error (error, errno, _("Cannot save “%s”: %s"), target);
      return NULL;
    }
  if (flock (fd, LOCK_EX | LOCK_NB) == 0 && fchmod (fd, mode) == 0 &&
      write_all (fd, data, length) && fsync (fd) == 0)
    {
      *fd_out = fd;
      return g_steal_pointer (&templ);
    }
  saved = errno;
  close (fd);
  g_unlink (templ);
  set_errno_error (error, saved, _("Cannot save “%s”: %s"), target);
  return NULL;
}

/* A copy, where the file system has no hard links. */
static gboolean
copy_backup (const char *path, const char *backup, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  return g_file_get_contents (path, &data, &length, error) &&
         g_file_set_contents_full (backup, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0666,
                                   error);
}

/* A new hard link to the file under a free temporary name (cleaned up as a save's own). */
static char *
link_temporary (const char *path, const char *backup, GError **error)
{
  g_autofree char *dirname = g_path_get_dirname (path);
  g_autofree char *prefix = temp_prefix (path, "link");

  for (guint tries = 0; tries < 100; tries++)
    {
      g_autofree char *temp =
        g_strdup_printf ("%s%s%s%08x", dirname, G_DIR_SEPARATOR_S, prefix, g_random_int ());

      if (link (path, temp) == 0)
        return g_steal_pointer (&temp);
      if (errno != EEXIST)
        {
          set_errno_error (error, errno,
                           _("Cannot keep the previous version as “%s”: %s"), backup);
          return NULL;
        }
    }
  set_errno_error (error, EEXIST, _("Cannot keep the previous version as “%s”: %s"), backup);
  return NULL;
}

/* The backup is replaced by a rename too, so that a previous version is always there. It is
 * made only once the new text is safely on disk, so a save that fails (a full disk) leaves both
 * the file and its backup as they were. */
static gboolean
keep_backup (const char *path, GError **error)
{
  g_autofree char *backup = gg_save_backup_path (path);
  g_autofree char *temp = NULL;
  g_autoptr (GError) local = NULL;
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    return errno == ENOENT ? TRUE
                           : set_errno_error (error, errno, _("Cannot save “%s”: %s"), path);
  temp = link_temporary (path, backup, &local);
  if (temp == NULL && g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_PERM))
    return copy_backup (path, backup, error); /* no hard links on this file system */
  if (temp == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (g_rename (temp, backup) == 0)
    {
      /* after a save killed past this point, backup and file are one inode: then rename()
       * does nothing and leaves the temporary link */
      g_unlink (temp);
      return TRUE;
    }
  set_errno_error (error, errno, _("Cannot keep the previous version as “%s”: %s"), backup);
  g_unlink (temp);
  return FALSE;
}

/* A new file gets 0666 less the umask; an existing one keeps its permissions. */
static int
file_mode (const char *path)
{
  GStatBuf st;
  mode_t mask = umask (0);

  umask (mask);
  return g_stat (path, &st) == 0 ? (int) (st.st_mode & 0777) : (int) (0666 & ~mask);
}

static void
sync_dir (const char *target)
{
  g_autofree char *dirname = g_path_get_dirname (target);
  int fd = open (dirname, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/* Only a regular file is ever replaced: a device, a pipe or a folder named as the output is
 * refused, never turned into a file. */
static gboolean
check_regular (const char *target, GError **error)
{
  GStatBuf st;

  if (g_stat (target, &st) != 0 || S_ISREG (st.st_mode))
    return TRUE;
  {
    g_autofree char *display = g_filename_display_name (target);

    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                 _("Cannot save “%s”: it is not a regular file (a device, a pipe or a folder); "
                   "nothing was written"),
                    display);
  }
  return FALSE;
}

gboolean
gg_save_bytes (const char *path, const char *data, gsize length, GgSaveFlags flags, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *temp = NULL;
  int fd = -1;
  gboolean ok;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (length <= G_MAXSSIZE, FALSE);

  if ((target = resolve_target (path, error)) == NULL || !check_regular (target, error))
    return FALSE;
  remove_stale_temps (target);
  temp = write_temp (target, data ? data : "", length, file_mode (target), &fd, error);
  if (temp == NULL)
    return FALSE;
  ok = !(flags & GG_SAVE_BACKUP) || keep_backup (target, error);
  if (ok && g_rename (temp, target) != 0)
    ok = set_errno_error (error, errno, _("Cannot save “%s”: %s"), target);
  if (!ok)
    g_unlink (temp);
  close (fd);
  if (ok)
    sync_dir (target);
  return ok;
}

gboolean
gg_save_check_output (const char *output, const char *const *inputs, GError **error)
{
  GStatBuf out;
  g_autofree char *display = g_filename_display_name (output);

  if (g_stat (output, &out) != 0)
    return TRUE;
  if (!S_ISREG (out.st_mode))
    return check_regular (output, error);
  for (guint i = 0; inputs != NULL && inputs[i] != NULL; i++)
    {
      GStatBuf in;

      if (g_stat (inputs[i], &in) == 0 && in.st_dev == out.st_dev && in.st_ino == out.st_ino)
        {
          g_autofree char *input = g_filename_display_name (inputs[i]);

          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                       _("The output “%s” is the input “%s” itself; nothing was written"), display,
                          input);
          return FALSE;
        }
    }
  return TRUE;
}

/* Recovery */

/* $XDG_STATE_HOME/gigogin/recovery */
static char *
recovery_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "gigogin", "recovery", NULL);
}

/* FILE.yaml's companions: FILE.ini (what it stands for) and FILE.lock (whose it is). */
static char *
companion_path (const char *path, const char *suffix)
{
  g_autofree char *stem = g_strndup (path, strlen (path) - strlen (".yaml"));

  return g_strconcat (stem, suffix, NULL);
}

/* A lock on FILE.lock, held as long as a live window owns the recovery file: the kernel lets it
 * go when the process ends, however it ends, so a recovery file whose lock can be taken was left
 * by a crash or a kill. Returns the descriptor, or -1 with errno set (EWOULDBLOCK: owned). */
static int
take_lock (const char *lock_path)
{
  int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

  if (fd < 0)
    return -1;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;

      close (fd);
      errno = saved;
      return -1;
    }
  return fd;
}

struct _GgRecoverySlot
{
  char *path; /* the recovery file, once written or adopted */
  int lock_fd;
};

GgRecoverySlot *
gg_recovery_slot_new (void)
{
  GgRecoverySlot *slot = g_new0 (GgRecoverySlot, 1);

  slot->lock_fd = -1;
  return slot;
}

static void
release (GgRecoverySlot *slot)
{
  if (slot->lock_fd >= 0)
    close (slot->lock_fd);
  slot->lock_fd = -1;
  g_clear_pointer (&slot->path, g_free);
}

void
gg_recovery_slot_free (GgRecoverySlot *slot)
{
  if (slot == NULL)
    return;
  release (slot);
  g_free (slot);
}

const char *
gg_recovery_slot_get_path (GgRecoverySlot *slot)
{
  return slot->path;
}

/* A name of the slot's own, locked before anything is written under it. */
static gboolean
claim_name (GgRecoverySlot *slot, GError **error)
{
  g_autofree char *dir = recovery_dir ();

  if (g_mkdir_with_parents (dir, 0700) != 0)
    return set_errno_error (error, errno, _("Cannot create the folder “%s”: %s"), dir);
  for (guint tries = 0; tries < 100; tries++)
    {
      g_autofree char *name =
        g_strdup_printf ("game-%08x%08x.yaml", g_random_int (), g_random_int ());
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *lock_path = companion_path (path, ".lock");

      if (g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (lock_path, G_FILE_TEST_EXISTS))
        continue;
      if ((slot->lock_fd = take_lock (lock_path)) < 0)
        return set_errno_error (error, errno, _("Cannot create the file “%s”: %s"), lock_path);
      slot->path = g_steal_pointer (&path);
      return TRUE;
    }
  return set_errno_error (error, EEXIST, _("Cannot create the file “%s”: %s"), dir);
}

/* The key file goes first: a kill between the two writes then leaves a game that still knows
 * which file it stands for (a game without it would be offered as never saved). */
gboolean
gg_recovery_slot_write (GgRecoverySlot *slot, const char *original, const char *data, gsize length,
                        GError **error)
{
  g_autoptr (GKeyFile) info = g_key_file_new ();
  g_autofree char *info_path = NULL;
  g_autofree char *info_data = NULL;
  gsize info_length;

  if (slot->path == NULL && !claim_name (slot, error))
    return FALSE;
  if (original != NULL)
    {
      g_autofree char *absolute = g_canonicalize_filename (original, NULL);

      g_key_file_set_string (info, RECOVERY_GROUP, "original", absolute);
    }
  g_key_file_set_int64 (info, RECOVERY_GROUP, "saved-at", g_get_real_time ());
  info_data = g_key_file_to_data (info, &info_length, NULL);
  info_path = companion_path (slot->path, ".ini");
  return gg_save_bytes (info_path, info_data, info_length, GG_SAVE_NONE, error) &&
         gg_save_bytes (slot->path, data, length, GG_SAVE_NONE, error);
}

gboolean
gg_recovery_slot_adopt (GgRecoverySlot *slot, const char *path, GError **error)
{
  g_autofree char *lock_path = NULL;
  int fd;

  g_return_val_if_fail (g_str_has_suffix (path, ".yaml"), FALSE);
  if (g_strcmp0 (slot->path, path) == 0)
    return TRUE;
  lock_path = companion_path (path, ".lock");
  if ((fd = take_lock (lock_path)) < 0)
    {
      if (errno == EWOULDBLOCK)
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                       _("The autosaved game “%s” is open in another window"), path);
          return FALSE;
        }
      return set_errno_error (error, errno, _("Cannot open the file “%s”: %s"), lock_path);
    }
  release (slot);
  slot->lock_fd = fd;
  slot->path = g_strdup (path);
  return TRUE;
}

static gboolean
remove_if_there (const char *path, GError **error)
{
  if (g_unlink (path) == 0 || errno == ENOENT)
    return TRUE;
  return set_errno_error (error, errno, _("Cannot remove “%s”: %s"), path);
}

/* The lock goes last, while still held, so that nobody takes the files for a crash's. */
static gboolean
remove_files (const char *path, GError **error)
{
  g_autofree char *info_path = companion_path (path, ".ini");
  g_autofree char *lock_path = companion_path (path, ".lock");

  return remove_if_there (path, error) && remove_if_there (info_path, error) &&
         remove_if_there (lock_path, error);
}

gboolean
gg_recovery_slot_discard (GgRecoverySlot *slot, GError **error)
{
  gboolean ok = TRUE;

  if (slot->path != NULL)
    ok = remove_files (slot->path, error);
  release (slot);
  return ok;
}

void
gg_recovery_free (GgRecovery *recovery)
{
  if (recovery == NULL)
    return;
  g_free (recovery->path);
  g_free (recovery->original);
  g_free (recovery);
}

/* The key file is written after the game: if it is missing or older, the file's time counts. */
static GgRecovery *
recovery_read (const char *path)
{
  g_autoptr (GKeyFile) info = g_key_file_new ();
  g_autofree char *info_path = companion_path (path, ".ini");
  GgRecovery *recovery = g_new0 (GgRecovery, 1);
  GStatBuf st;

  recovery->path = g_strdup (path);
  if (g_stat (path, &st) == 0)
    recovery->saved_at = (gint64) st.st_mtime * G_USEC_PER_SEC;
  if (g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL))
    {
      gint64 at = g_key_file_get_int64 (info, RECOVERY_GROUP, "saved-at", NULL);

      recovery->original = g_key_file_get_string (info, RECOVERY_GROUP, "original", NULL);
      recovery->saved_at = MAX (recovery->saved_at, at);
    }
  return recovery;
}

/* Whether a live window holds the recovery file's lock. */
static gboolean
owned (const char *path)
{
  g_autofree char *lock_path = companion_path (path, ".lock");
  int fd;

  if (!g_file_test (lock_path, G_FILE_TEST_EXISTS))
    return FALSE;
  fd = g_open (lock_path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      close (fd);
      return TRUE;
    }
  close (fd); /* closing lets the lock go */
  return FALSE;
}

static int
newest_first (gconstpointer a, gconstpointer b)
{
  const GgRecovery *ra = *(GgRecovery *const *) a;
  const GgRecovery *rb = *(GgRecovery *const *) b;

  if (ra->saved_at != rb->saved_at)
    return ra->saved_at < rb->saved_at ? 1 : -1;
  return strcmp (ra->path, rb->path);
}

GPtrArray *
gg_recovery_list (void)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_recovery_free);
  g_autofree char *dir_path = recovery_dir ();
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;

      /* temporary files of an interrupted save end in .yaml.XXXXXX and are not listed */
      if (!g_str_has_suffix (name, ".yaml") || name[0] == '.')
        continue;
      path = g_build_filename (dir_path, name, NULL);
      if (!owned (path))
        g_ptr_array_add (found, recovery_read (path));
    }
  g_ptr_array_sort (found, newest_first);
  return found;
}

GPtrArray *
gg_recovery_list_for (const char *original)
{
  GPtrArray *found = gg_recovery_list ();
  g_autofree char *absolute = g_canonicalize_filename (original, NULL);

  for (guint i = found->len; i > 0; i--)
    {
      GgRecovery *recovery = g_ptr_array_index (found, i - 1);

      if (g_strcmp0 (recovery->original, absolute) != 0)
        g_ptr_array_remove_index (found, i - 1);
    }
  return found;
}

gboolean
gg_recovery_discard_file (const char *path, GError **error)
{
  g_return_val_if_fail (g_str_has_suffix (path, ".yaml"), FALSE);
  if (owned (path))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_EXIST,
                   _("The autosaved game “%s” is open in another window"), path);
      return FALSE;
    }
  return remove_files (path, error);
}
