/* gg-log-view.h: the referee's log (GgGameState->log, with the dice it explains): one row per
 * entry with time, turn and activation, newest first; exported as text (action log.export). A
 * doubtful case is settled there by a D10, odd or even (BG-2.8-a, action log.dispute). */
#pragma once

#include <adwaita.h>

#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_LOG_VIEW (gg_log_view_get_type ())
G_DECLARE_FINAL_TYPE (GgLogView, gg_log_view, GG, LOG_VIEW, GtkBox)

GtkWidget *gg_log_view_new (void);
void gg_log_view_set_context (GgLogView *self, GgPlayContext *context);
guint gg_log_view_get_n_rows (GgLogView *self);
/* Writes gg_log_to_text() to @file. */
gboolean gg_log_view_export (GgLogView *self, GFile *file, GError **error);
/* BG-2.8-a: rolls the D10 for @question and logs it; TRUE for even. */
gboolean gg_log_view_dispute (GgLogView *self, const char *question);

G_END_DECLS
