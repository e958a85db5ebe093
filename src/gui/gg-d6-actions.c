/* gg-d6-actions.c: the d6 actions of the main window. */
#include "gg-config.h"

#include "gg-d6-actions.h"
#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-turn-panel.h"

#define DEMO_D6 "/org/gigogin/Gigogin/data/scenarios/demo-d6.yaml"

gboolean
gg_d6_actions_open_demo (GgWindow *window, GError **error)
{
  return _gg_window_open_resource (window, DEMO_D6, "demo-d6.yaml", _("d6 demo battle"), error);
}

/* The turn panel is the d6 rules' play view, a page of the window's sidebar made on first use. */
GgTurnPanel *
gg_d6_actions_show_turn (GgWindow *window)
{
  GgPlayView *view = _gg_window_show_play (window);

  g_return_val_if_fail (GG_IS_TURN_PANEL (view), NULL);
  return GG_TURN_PANEL (view);
}
