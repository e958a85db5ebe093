/* gg-replay-window.h: the referee steps through a game along its log: first, back, forward,
 * last, or a click on an entry shows the table as it was then (gg-replay.h, through the
 * document's preview: nothing is changed or saved), with the entry's roll and ruling; closing
 * returns to the present. */
#pragma once

#include <adwaita.h>

#include "gg-window.h"

G_BEGIN_DECLS

#define GG_TYPE_REPLAY_WINDOW (gg_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (GgReplayWindow, gg_replay_window, GG, REPLAY_WINDOW, AdwWindow)

GtkWidget *gg_replay_window_new (GgWindow *window);
/* Shows the table at log entry @index (0-based); FALSE if there is no such entry. */
gboolean gg_replay_window_go (GgReplayWindow *self, guint index);
/* The entry shown, or -1 at the present. */
int gg_replay_window_get_index (GgReplayWindow *self);

G_END_DECLS
