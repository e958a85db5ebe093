/* gg-d6-actions.c: the d6 actions of the main window. */
#include "gg-config.h"

#include "gg-d6-actions.h"
#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-d6-settings.h"
#include "gg-turn-panel.h"

#define DEMO_D6     "/org/gigogin/Gigogin/data/scenarios/demo-d6.yaml"
#define TURN_WINDOW "gg-d6-turn-window"
#define ACTIONS     "gg-d6-actions"

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

static void
open_demo (GgWindow *window, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (!gg_d6_actions_open_demo (window, &error))
    _gg_window_show_error (window, _("Could not open the demo battle"), error->message);
}

/* Unsaved work is asked about first (gg-window-guard.c), as for every other way to leave it. */
static void
open_demo_cb (GSimpleAction *action, GVariant *param, gpointer window)
{
  _gg_window_confirm_discard (window, open_demo, NULL, NULL);
}

static void
turn_window_destroyed_cb (GtkWidget *turn_window, GgWindow *window)
{
  g_object_set_data (G_OBJECT (window), TURN_WINDOW, NULL);
}

static GtkWindow *
make_turn_window (GgWindow *window)
{
  GtkWidget *turn = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *settings = gtk_button_new_from_icon_name ("emblem-system-symbolic");

  gtk_window_set_title (GTK_WINDOW (turn), _("Sequence of Play"));
  gtk_window_set_transient_for (GTK_WINDOW (turn), GTK_WINDOW (window));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (turn), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (turn), 1180, 780);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (settings), "d6.settings");
  gtk_widget_set_tooltip_text (settings, _("d6 Rules Settings"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), settings);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), gg_turn_panel_new (gg_window_get_document (window)));
  adw_window_set_content (ADW_WINDOW (turn), box);
  gtk_widget_insert_action_group (turn, "d6", g_object_get_data (G_OBJECT (window), ACTIONS));
  g_signal_connect_object (turn, "destroy", G_CALLBACK (turn_window_destroyed_cb), window, 0);
  return GTK_WINDOW (turn);
}

GtkWindow *
gg_d6_actions_show_turn (GgWindow *window)
{
  GtkWindow *turn = g_object_get_data (G_OBJECT (window), TURN_WINDOW);

  if (turn == NULL)
    {
      turn = make_turn_window (window);
      g_object_set_data (G_OBJECT (window), TURN_WINDOW, turn);
    }
  gtk_window_present (turn);
  return turn;
}

static void
show_turn_cb (GSimpleAction *action, GVariant *param, gpointer window)
{
  gg_d6_actions_show_turn (window);
}

static void
settings_cb (GSimpleAction *action, GVariant *param, gpointer window)
{
  GtkWindow *turn = g_object_get_data (G_OBJECT (window), TURN_WINDOW);
  GtkWidget *settings =
    gg_d6_settings_new (turn ? turn : GTK_WINDOW (window), gg_window_get_document (window));

  gtk_window_present (GTK_WINDOW (settings));
}

/* The header-bar button of d6.show-turn shows only for d6 games, La Bella Gigogin's Play
 * (win.show-play) only for the others. */
static GtkWidget *
find_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
document_changed_cb (GgDocument *document, GgWindow *window)
{
  GActionMap *map = g_object_get_data (G_OBJECT (window), ACTIONS);
  gboolean d6 = gg_document_get_game (document)->ruleset == GG_RULESET_D6;
  GtkWidget *button = find_button (GTK_WIDGET (window), "d6.show-turn");
  GtkWidget *play = find_button (GTK_WIDGET (window), "win.show-play");
  GtkWindow *turn = g_object_get_data (G_OBJECT (window), TURN_WINDOW);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "show-turn")), d6);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "settings")), d6);
  if (button != NULL)
    gtk_widget_set_visible (button, d6);
  if (play != NULL)
    gtk_widget_set_visible (play, !d6);
  if (turn != NULL && !d6)
    gtk_window_destroy (turn);
}

void
gg_d6_actions_install (GgWindow *window)
{
  static const GActionEntry entries[] = {
    { "open-demo", open_demo_cb },
    { "show-turn", show_turn_cb },
    { "settings", settings_cb },
  };
  GSimpleActionGroup *group = g_simple_action_group_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), window);
  g_object_set_data_full (G_OBJECT (window), ACTIONS, group, g_object_unref);
  gtk_widget_insert_action_group (GTK_WIDGET (window), "d6", G_ACTION_GROUP (group));
  g_signal_connect_object (gg_window_get_document (window), "changed",
                           G_CALLBACK (document_changed_cb), window, 0);
  document_changed_cb (gg_window_get_document (window), window);
}
