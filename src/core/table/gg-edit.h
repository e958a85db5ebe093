/* gg-edit.h: one change to the table, as data, so it can be undone and redone.
 *
 * An edit is a list of changes; each change adds, replaces or removes one item (a figure, a
 * terrain feature, a ruler, a marker, a log line) by id. Nothing here knows what a figure is:
 * the item operations come from gg-game.h's collection table. The state an item had before is
 * captured when the edit is first applied, so an edit is built from the new states alone:
 *
 *   edit = gg_edit_new (_("Move squad"));
 *   gg_edit_set (edit, GG_COLLECTION_FIGURES, moved_copy);   (one per figure)
 *   gg_document_apply (document, edit, &error);
 *
 * Applying checks every change (an insert's id must be free, a removed or replaced id must
 * exist); if one fails, the changes before it are undone and the game is as it was. */
#pragma once

#include <glib.h>

#include "gg-game.h"

G_BEGIN_DECLS

#define GG_EDIT_ERROR (gg_edit_error_quark ())
GQuark gg_edit_error_quark (void);

typedef enum
{
  GG_CHANGE_INSERT,
  GG_CHANGE_SET,
  GG_CHANGE_REMOVE,
} GgChangeKind;

typedef struct
{
  GgChangeKind kind;
  GgCollection collection;
  char *id;
  int index;          /* where the item is (or goes: -1 = at the end); set when applied */
  gpointer old_state; /* copy before the change, captured when applied; NULL for inserts */
  gpointer new_state; /* copy after the change; NULL for removals */
} GgChange;

typedef struct _GgEdit GgEdit;

GgEdit *gg_edit_new (const char *label);
GgEdit *gg_edit_ref (GgEdit *self);
void gg_edit_unref (GgEdit *self);
const char *gg_edit_get_label (GgEdit *self);
guint gg_edit_get_n_changes (GgEdit *self);
const GgChange *gg_edit_get_change (GgEdit *self, guint i);

/* Each takes ownership of @item. */
void gg_edit_insert (GgEdit *self, GgCollection collection, int index, gpointer item);
void gg_edit_set (GgEdit *self, GgCollection collection, gpointer item);
void gg_edit_remove (GgEdit *self, GgCollection collection, const char *id);

/* A change already made to the game, for an edit built afterwards from what changed
 * (gg_document_end_user_action): @index is where the item is (inserts, sets) or was (removals,
 * counted after the removals recorded before it); takes @old_state (NULL for inserts) and
 * @new_state (NULL for removals). Such an edit counts as applied: revert it first. */
void gg_edit_record (GgEdit *self, GgChangeKind kind, GgCollection collection, int index,
                     gpointer old_state, gpointer new_state);

/* The state of play the edit takes back with its changes (a player's action rolls dice, sets
 * markers and logs as it changes the table): @before and @replay (taken: the state and the
 * table's replay along the log) become the game's when the edit is undone, and those they
 * replaced come back when it is done again. */
void gg_edit_set_state (GgEdit *self, struct _GgGameState *before, struct _GgReplay *replay);
/* @before (owned): the rule set's own section of the game file as it was before the edit,
 * written by its section_write; undo and redo swap it with the game's through section_read. */
struct _GgYamlNode;
void gg_edit_set_section (GgEdit *self, struct _GgYamlNode *before);
gboolean gg_edit_has_state (GgEdit *self);

/* Applies the changes in order; on failure nothing is left changed. */
gboolean gg_edit_apply (GgEdit *self, GgGame *game, GError **error);
/* Undoes an applied edit: the changes in reverse order, back to their captured states. */
void gg_edit_revert (GgEdit *self, GgGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgEdit, gg_edit_unref)

G_END_DECLS
