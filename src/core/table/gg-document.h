/* gg-document.h: the open game as observable state: what the window shows and edits.
 *
 * Every change to the table goes through gg_document_apply() with a GgEdit, so it can be undone
 * and redone. A drag shows its edit live with gg_document_preview() (the game changes, the
 * history does not) and ends with gg_document_commit_preview() or gg_document_cancel_preview(). */
#pragma once

#include <gio/gio.h>

#include "gg-edit.h"
#include "gg-game-background.h"
#include "gg-game.h"
#include "gg-log.h"
#include "gg-save.h"

G_BEGIN_DECLS

#define GG_TYPE_DOCUMENT (gg_document_get_type ())
G_DECLARE_FINAL_TYPE (GgDocument, gg_document, GG, DOCUMENT, GObject)

GgDocument *gg_document_new (void);
/* Loads the built-in demo battle from the core's resources. */
gboolean gg_document_load_demo (GgDocument *self, GError **error);
/* A game shipped in the GResource at @path (@name in errors), titled @title; never saved over. */
gboolean gg_document_load_resource (GgDocument *self, const char *path, const char *name,
                                    const char *title, GError **error);
/* On error the current game stays as it was. */
/* Opens a game file: it is read and the game built in a worker thread (the window stays live),
 * then the document takes it on the main thread, in _finish. */
void gg_document_load_file_async (GgDocument *self, GFile *file, GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer data);
gboolean gg_document_load_file_finish (GgDocument *self, GAsyncResult *result, GError **error);
/* Takes ownership of @game: a new, empty table or one made elsewhere. */
void gg_document_set_game (GgDocument *self, GgGame *game, GFile *file, const char *title);
/* Writes the game to @file atomically, keeping the previous version as FILE~ (gg-save.h); the
 * document then belongs to @file and is no longer modified. */
/* Saves the game to @file (atomically, with FILE~: gg-save.h), after checking that the text opens
 * again; the text is made at once and checked and written in a worker thread. */
void gg_document_save_async (GgDocument *self, GFile *file, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer data);
gboolean gg_document_save_finish (GgDocument *self, GAsyncResult *result, GError **error);
GgGame *gg_document_get_game (GgDocument *self);

/* Recovery (gg-save.h): the game as it is now, written to the recovery file of the document's
 * file (or of a game never saved). Nothing is written while a drag shows a preview; returns
 * TRUE then too. */
gboolean gg_document_autosave (GgDocument *self, GError **error);
/* Removes the document's own recovery file (after a save, or when the game is closed). */
void gg_document_discard_recovery (GgDocument *self);
/* The user threw the changes away (Discard): their recovery file goes, and they are not
 * autosaved again unless the game changes once more. */
void gg_document_discard_changes (GgDocument *self);
/* The document's own recovery file, or NULL while it has none. */
const char *gg_document_get_recovery_path (GgDocument *self);
/* Whether the game's file was changed on disk (by another window or program) since it was
 * opened or last saved here. */
gboolean gg_document_changed_on_disk (GgDocument *self);
/* Opens the game found in @recovery as the game of @original (NULL: never saved), modified,
 * so that saving writes it back where it belongs; the recovery file becomes the document's own
 * (fails if a live window owns it). */
gboolean gg_document_load_recovery (GgDocument *self, const GgRecovery *recovery, GError **error);
/* The file the game was read from, or NULL for the demo and new games. */
GFile *gg_document_get_file (GgDocument *self);
/* "demo.yaml", or the file's display name. */
const char *gg_document_get_title (GgDocument *self);
/* Tells views the game changed (emits GgDocument::changed). */
void gg_document_changed (GgDocument *self);

/* Edits and their history. gg_document_apply() takes ownership of @edit. */
gboolean gg_document_apply (GgDocument *self, GgEdit *edit, GError **error);
gboolean gg_document_undo (GgDocument *self);
gboolean gg_document_redo (GgDocument *self);
gboolean gg_document_can_undo (GgDocument *self);
gboolean gg_document_can_redo (GgDocument *self);
/* The label of the edit Undo (Redo) would take back (do again), or NULL: the buttons' tooltips. */
const char *gg_document_get_undo_label (GgDocument *self);
const char *gg_document_get_redo_label (GgDocument *self);
/* A user action: one player's action that the rules carry out by changing the game in place
 * (a charge moves the chargers, the evader and takes off the dead). Everything that changes the
 * table's figures, terrain, rulers and markers between begin and end, including edits applied
 * with gg_document_apply(), becomes ONE edit labelled @label: one Undo takes it all back, as
 * GtkTextBuffer groups a user's changes. Calls nest; only the outermost counts. Undo and redo
 * wait until it ends. The state of play the action changes (dice, markers, chits, log) goes with
 * it: Undo puts back the state as it was when the action began.
 * end returns TRUE if the action changed the table or its state (an edit was added to the
 * history). */
void gg_document_begin_user_action (GgDocument *self, const char *label);
gboolean gg_document_end_user_action (GgDocument *self);
/* The label, when it depends on what the action did (a unit destroyed rather than evading). */
void gg_document_set_user_action_label (GgDocument *self, const char *label);
/* Changed since it was loaded or saved. */
gboolean gg_document_get_modified (GgDocument *self);
/* The state of play (dice, chits, markers, referee log), made with a fresh seed on first use.
 * Changes to it are undone only as part of a user action (gg_document_begin_user_action): a
 * roll or a log entry made outside one is a record, not an edit. */
struct _GgGameState *gg_document_get_state (GgDocument *self);
/* Appends to the referee log (gg-log.h) at the current turn, its text as data (@text, taken, so
 * each reader sees it in his language), marks the document modified and emits ::changed.
 * Returns the entry's serial. */
guint gg_document_log (GgDocument *self, int kind, const char *activation, GgLogText *text,
                       guint first_roll, guint n_rolls);
/* Lays a club's table file over the game's rules (gg_game_set_rules_file; NULL: the built-in
 * tables), kept in the game file; marks the document modified and tells every view (::changed,
 * notify::game). A bad file is refused with `file:line:column: message` and changes nothing. */
gboolean gg_document_set_rules_file (GgDocument *self, const char *path, GError **error);
/* Tells the document its state of play changed outside an edit (a roll, a chit drawn). */
void gg_document_state_changed (GgDocument *self);

/* Live edits while dragging; @edit (owned) replaces the previous preview. */
gboolean gg_document_preview (GgDocument *self, GgEdit *edit, GError **error);
gboolean gg_document_commit_preview (GgDocument *self);
void gg_document_cancel_preview (GgDocument *self);

/* Overlays shown (GgOverlay flags), kept in the game file; not part of the undo history. */
guint gg_document_get_overlays (GgDocument *self);
void gg_document_set_overlays (GgDocument *self, guint overlays);
/* The overlays of a game whose file says nothing about them (the app's last choice); does not
 * count as a change. */
void gg_document_init_overlays (GgDocument *self, guint overlays);

/* The photos of the real table (gg-game-background.h), the app's calls: one each, as for every
 * change to a game. */
/* Adds @photo (taken) to the document's game as the photo shown now, in one undoable edit
 * (gg_document_apply: "Add Photo", the others hidden): the photo overlay is turned on, its time
 * is when it was taken (EXIF), else now, and its turn the game's, when not set; and the referee's log records it with the
 * calibration's estimated error (@error_mm); the log, a record, stays when the edit is undone.
 * Returns the log entry's serial. */
guint gg_document_add_photo (GgDocument *document, GgBackgroundPhoto *photo, double error_mm);
/* Removes the photo shown last from the game in one undoable edit ("Remove Photo"; the
 * referee's log keeps its entry and records the removal); FALSE if none is shown. */
gboolean gg_document_remove_photo (GgDocument *document);
/* Shows the @index-th photo of the game alone (-1: none); the others are hidden. */
void gg_document_show_photo (GgDocument *document, int index);
/* The opacity of the photo shown last (0..1); nothing if no photo is shown. */
void gg_document_set_photo_opacity (GgDocument *document, double opacity);

G_END_DECLS
