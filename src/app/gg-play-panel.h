/* gg-play-panel.h: La Bella Gigogin at the table: the chit bag, the activation and the referee's
 * log as pages of one panel, with the victory points of both sides live above them (BG-16). A
 * widget, so it can be docked beside the canvas; gg_play_panel_new_window() puts it in a window
 * of its own. */
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
/* An AdwWindow titled "Play" holding a new panel for @document, transient for @parent. */
GtkWindow *gg_play_panel_new_window (GtkWindow *parent, GgDocument *document);
GgPlayPanel *gg_play_panel_from_window (GtkWindow *window);

G_END_DECLS
