/* gg-d6-actions.h: the d6 rules in the main window: the `d6.` actions (open the d6 demo battle,
 * show the sequence of play); the Turn panel is the d6 play view (gg-play-view.h). */
#pragma once

#include "gg-turn-panel.h"
#include "gg-window.h"

G_BEGIN_DECLS

/* Shows the turn panel in the window's sidebar (made on first use) and returns it (a d6 game). */
GgTurnPanel *gg_d6_actions_show_turn (GgWindow *window);
gboolean gg_d6_actions_open_demo (GgWindow *window, GError **error);

G_END_DECLS
