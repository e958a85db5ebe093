/* gg-replay.h: the table as it was at each entry of the referee's log, so that a saved game can
 * be stepped through. Each frame holds what changed on the table since the frame before (the
 * figures that moved or came, whole; the ids of those that went), recorded when the log grows;
 * kept in the game file's optional `replay:` section (in the file's units), so older files
 * without it still load, and replay shows their present table. */
#pragma once

#include <glib.h>

#include "gg-game.h"

G_BEGIN_DECLS

typedef struct _GgReplay GgReplay;
/* gg-edit.h: the edit back to a frame is made in gg-replay-edit.c */
typedef struct _GgEdit GgEdit;

GgReplay *gg_replay_new (void);
void gg_replay_free (GgReplay *self);
/* A copy of @self (NULL: an empty replay). */
GgReplay *gg_replay_copy (GgReplay *self);
/* The log entry of the last frame, 0 before any. */
guint gg_replay_get_last_serial (GgReplay *self);
/* Records the table of @game as it stands for log entry @serial (later than the last frame):
 * the figures that moved or came since the last frame, and those that went. */
void gg_replay_record (GgReplay *self, GgGame *game, guint serial);
/* Adds a frame read from a file: @figures (GgFigure*, owned) and @gone (char*, owned). FALSE
 * when @serial is not later than the last frame. */
gboolean gg_replay_add_frame (GgReplay *self, guint serial, GPtrArray *figures, GPtrArray *gone);
/* What the rule set's state showed at the last frame (added last): @off, the ids of the figures
 * off the table (char*, owned), and @markers (GgMarker*, owned), both whole. */
void gg_replay_set_frame_state (GgReplay *self, GPtrArray *off, GPtrArray *markers);
guint gg_replay_get_n_frames (GgReplay *self);
/* The state kept with the @i-th frame, borrowed; FALSE (and NULLs) when it was not kept. */
gboolean gg_replay_get_frame_state (GgReplay *self, guint i, GPtrArray **off, GPtrArray **markers);
/* The @i-th frame: its log entry, its figures (GgFigure*) and the ids gone, all borrowed. */
guint gg_replay_get_frame (GgReplay *self, guint i, GPtrArray **figures, GPtrArray **gone);
/* The table as it was at log entry @serial, the last frame at or before it: id -> GgFigure*
 * (borrowed from the frames), or NULL when no frame is that old. */
GHashTable *gg_replay_table_at (GgReplay *self, guint serial);
/* An edit that turns @game, the present table, into the table as it was at log entry @serial
 * (the last frame at or before it): figures back where they stood, those not yet come taken
 * away, those gone since put back. NULL when no frame is that old (the game was saved before
 * replays were kept, or the entry came before the first frame). */
GgEdit *gg_replay_edit_at (GgReplay *self, GgGame *game, guint serial);

/* While a replay shows log entry @serial: the figures off the table and the markers the state
 * showed then (casualties of later entries still standing, markers set later absent), read by
 * gg_game_state_off_table(), gg_game_state_n_on_table() and gg_game_state_markers() until
 * gg_replay_show_present(). FALSE (and the present shown) when no frame that old kept them. */
gboolean gg_replay_show_state (GgReplay *self, GgGame *game, guint serial);
void gg_replay_show_present (GgGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgReplay, gg_replay_free)

G_END_DECLS
