/* gg-d6-actions.c: the d6 actions of the main window. */
#include "gg-config.h"

#include "gg-d6-actions.h"
#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-turn-panel.h"

#define DEMO_D6   "/org/gigogin/Gigogin/data/scenarios/demo-d6.yaml"
#define TURN_PAGE "gg-d6-turn-page"

gboolean
gg_d6_actions_open_demo (GgWindow *window, GError **error)
{
  if (!gg_document_load_resource (gg_window_get_document (window), DEMO_D6, "demo-d6.yaml",
                                  _("d6 demo battle"), error))
    return FALSE;
  _gg_window_adopt_game_unit (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL);
  return TRUE;
}

/* The turn panel is a page of the window's sidebar, made on first use. */
GgTurnPanel *
gg_d6_actions_show_turn (GgWindow *window)
{
  GgTurnPanel *turn = g_object_get_data (G_OBJECT (window), TURN_PAGE);

  if (turn == NULL)
    {
      turn = GG_TURN_PANEL (gg_turn_panel_new (gg_window_get_document (window)));
      _gg_window_sidebar_add (window, GTK_WIDGET (turn), "turn",
                              _("Turn"), "view-list-ordered-symbolic");
      g_object_set_data (G_OBJECT (window), TURN_PAGE, turn);
    }
  _gg_window_show_sidebar (window, "turn");
  return turn;
}

static void
document_changed_cb (GgDocument *document, GgWindow *window)
{
  gboolean d6 = gg_document_get_game (document)->ruleset == GG_RULESET_D6;

  _gg_window_sidebar_update_buttons (window, d6);
  if (!d6 && g_object_get_data (G_OBJECT (window), TURN_PAGE) != NULL)
    {
      _gg_window_sidebar_remove (window, "turn");
      g_object_set_data (G_OBJECT (window), TURN_PAGE, NULL);
    }
}

void
gg_d6_actions_install (GgWindow *window)
{
  g_signal_connect_object (gg_window_get_document (window), "changed",
                           G_CALLBACK (document_changed_cb), window, 0);
  document_changed_cb (gg_window_get_document (window), window);
}
