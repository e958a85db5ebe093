/* gg-play-panel.h: La Bella Gigogin at the table: the chit bag, the activation and the referee's
 * log as pages of one panel, with the victory points of both sides live above them (BG-16). A
 * widget, docked in the main window's sidebar beside the table. */
#pragma once

#include <adwaita.h>

#include "gg-activation-panel.h"
#include "gg-chit-bag-view.h"
#include "gg-log-view.h"
#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_PLAY_PANEL (gg_play_panel_get_type ())
G_DECLARE_FINAL_TYPE (GgPlayPanel, gg_play_panel, GG, PLAY_PANEL, GtkBox)

GtkWidget *gg_play_panel_new (GgDocument *document);
GgPlayContext *gg_play_panel_get_context (GgPlayPanel *self);
GgChitBagView *gg_play_panel_get_chit_view (GgPlayPanel *self);
GgActivationPanel *gg_play_panel_get_activation_panel (GgPlayPanel *self);
GgLogView *gg_play_panel_get_log_view (GgPlayPanel *self);
/* "chits", "activation" or "log". */
void gg_play_panel_show_page (GgPlayPanel *self, const char *name);
const char *gg_play_panel_get_victory_text (GgPlayPanel *self);
/* The game-over banner (BG-16-a), or NULL while the game goes on. */
const char *gg_play_panel_get_end_text (GgPlayPanel *self);

G_END_DECLS
