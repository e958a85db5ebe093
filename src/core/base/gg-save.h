/* gg-save.h: saving without ever losing a game.
 *
 * gg_save_bytes() writes the new text to a temporary file next to the old one
 * (.FILE.gg-save-XXXXXX), fsyncs it, then keeps the previous version as `FILE~` (with
 * GG_SAVE_BACKUP; the suffix GIO, gedit and Emacs use, a hard link to the old file, so keeping it
 * costs no copy), renames the temporary file over the old one and fsyncs the directory. A reader,
 * or the file after a kill or a crash at any moment, therefore sees the old file or the new one,
 * never a mix; a save that fails (a full disk, a read-only folder) changes neither the file nor
 * `FILE~`, and removes its temporary file. A save killed before its rename leaves one, which the
 * next save of that file removes. Saving through a symbolic link writes the file it points to,
 * and creates it if the link dangles.
 *
 * g_file_replace_contents() is not used: it writes a file that does not exist yet in place
 * (not atomic), rewrites hard-linked and symlinked files in place, and does not fsync the
 * directory.
 *
 * Recovery: the app autosaves the game it holds to a recovery file under
 * $XDG_STATE_HOME/gigogin/recovery/ (g_get_user_state_dir(), GLib 2.72), one per game file
 * (one for a game never saved), with a small key file naming the game file and the time. At the
 * next start, gg_recovery_list() finds what a crash or a kill left; the app offers to restore it
 * and then discards it, as it does after every normal save. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GG_SAVE_BACKUP_SUFFIX "~"

typedef enum
{
  GG_SAVE_NONE = 0,
  GG_SAVE_BACKUP = 1 << 0, /* keep the previous version as FILE~ */
} GgSaveFlags;

gboolean gg_save_bytes (const char *path, const char *data, gsize length, GgSaveFlags flags,
                        GError **error);
char *gg_save_backup_path (const char *path);

typedef struct
{
  char *path;      /* the recovery copy of the game */
  char *original;  /* the game file it stands for, or NULL for a game never saved */
  gint64 saved_at; /* microseconds since the epoch (g_get_real_time()), 0 if unknown */
} GgRecovery;

gboolean gg_recovery_write (const char *original, const char *data, gsize length, GError **error);
/* Recovery files left in the directory, newest first: GgRecovery*. Never NULL. */
GPtrArray *gg_recovery_list (void);
/* Removes the recovery file of @original (after a save, or when the game is closed). */
gboolean gg_recovery_discard (const char *original, GError **error);
/* Removes a recovery file found by gg_recovery_list() (GgRecovery.path). */
gboolean gg_recovery_discard_file (const char *path, GError **error);
void gg_recovery_free (GgRecovery *recovery);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgRecovery, gg_recovery_free)

G_END_DECLS
