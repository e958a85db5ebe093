/* gg-d6-actions.h: the d6 rules in the main window: the `d6.` actions (open the d6 demo battle,
 * show the sequence of play, the rules settings), enabled when the game's ruleset is d6. */
#pragma once

#include "gg-turn-panel.h"
#include "gg-window.h"

G_BEGIN_DECLS

void gg_d6_actions_install (GgWindow *window);
/* Shows the turn panel in the window's sidebar (made on first use) and returns it. */
GgTurnPanel *gg_d6_actions_show_turn (GgWindow *window);
gboolean gg_d6_actions_open_demo (GgWindow *window, GError **error);

G_END_DECLS
