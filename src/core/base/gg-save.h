/* gg-save.h: saving without ever losing a game.
 *
 * gg_save_bytes() writes the new text to a temporary file next to the old one
 * (.FILE.gg-save-XXXXXX), fsyncs it, then keeps the previous version as `FILE~` (with
 * GG_SAVE_BACKUP; the suffix GIO, gedit and Emacs use, a hard link to the old file, so keeping it
 * costs no copy), renames the temporary file over the old one and fsyncs the directory. A reader,
 * or the file after a kill or a crash at any moment, therefore sees the old file or the new one,
 * never a mix; a save that fails (a full disk, a read-only folder) changes neither the file nor
 * `FILE~`, and removes its temporary file. A save holds a lock on its temporary file until the
 * rename, so a save killed before it leaves a file that the next save of that file recognises
 * as abandoned and removes. Saving through a symbolic link writes the file it points to, and
 * creates it if the link dangles. Only a regular file is ever replaced: a device, a pipe or a
 * folder named as the output is refused with an error, never turned into a file.
 *
 * g_file_replace_contents() is not used: it writes a file that does not exist yet in place
 * (not atomic), rewrites hard-linked and symlinked files in place, and does not fsync the
 * directory.
 *
 * Recovery: each open game (a GgDocument) owns at most one recovery file under
 * $XDG_STATE_HOME/gigogin/recovery/ (g_get_user_state_dir()), a GgRecoverySlot: the game as
 * autosaved, a small key file naming the game file and the time, and a lock file that the
 * owner holds while it lives. Two windows on one game therefore never share or delete each
 * other's recovery file. gg_recovery_list() finds only the files whose owner is gone (a crash
 * or a kill: the kernel releases the lock); the app offers to restore each one, and only the
 * user's Discard, or a clean save or close of the window that owns it, removes it. */
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

/* Refuses an @output that exists and is not a regular file, or that is one of @inputs (by any
 * name or link; NULL-terminated): the writer's own input must never be replaced by its output. */
gboolean gg_save_check_output (const char *output, const char *const *inputs, GError **error);

typedef struct
{
  char *path;      /* the recovery copy of the game */
  char *original;  /* the game file it stands for, or NULL for a game never saved */
  gint64 saved_at; /* microseconds since the epoch (g_get_real_time()), 0 if unknown */
} GgRecovery;

typedef struct _GgRecoverySlot GgRecoverySlot;

GgRecoverySlot *gg_recovery_slot_new (void);
/* Lets the slot's lock go; its files stay (as after a crash) unless discarded first. */
void gg_recovery_slot_free (GgRecoverySlot *slot);
/* The slot's recovery file, or NULL before the first write. */
const char *gg_recovery_slot_get_path (GgRecoverySlot *slot);
/* Writes the game as autosaved, for @original (NULL: a game never saved). */
gboolean gg_recovery_slot_write (GgRecoverySlot *slot, const char *original, const char *data,
                                 gsize length, GError **error);
/* Makes a recovery file left by a crash (GgRecovery.path) the slot's own; fails if a live
 * window owns it. */
gboolean gg_recovery_slot_adopt (GgRecoverySlot *slot, const char *path, GError **error);
/* Removes the slot's files, if any; the next write starts a new one. */
gboolean gg_recovery_slot_discard (GgRecoverySlot *slot, GError **error);

/* Recovery files whose owner is gone, newest first: GgRecovery*. Never NULL. */
GPtrArray *gg_recovery_list (void);
/* The same, only those standing for the game file @original. */
GPtrArray *gg_recovery_list_for (const char *original);
/* Removes a recovery file found by gg_recovery_list() (GgRecovery.path), unless a live window
 * owns it. */
gboolean gg_recovery_discard_file (const char *path, GError **error);
void gg_recovery_free (GgRecovery *recovery);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgRecovery, gg_recovery_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgRecoverySlot, gg_recovery_slot_free)

G_END_DECLS
