/* gg-window-actions.c: every action of the main window, installed on its class with its keys,
 * and the one function that decides which are enabled, as GNOME Text Editor's
 * editor-window-actions.c does. The work an action starts lives where its subject is (files,
 * sidebar, photos, the d6 rules); this file only names it and says when it may run. */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-d6-actions.h"
#include "gg-game-settings.h"
#include "gg-new-game-dialog.h"
#include "gg-preferences-window.h"
#include "gg-replay-window.h"
#include "gg-report-dialog.h"
#include "gg-roster-window.h"

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_confirm_discard (GG_WINDOW (widget), _gg_window_choose_and_open, NULL, NULL);
}

static void
open_demo (GgWindow *self, gpointer data)
{
  gg_window_open_demo (self);
}

static void
open_demo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_confirm_discard (GG_WINDOW (widget), open_demo, NULL, NULL);
}

static void
open_recent_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_open_recent (GG_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
new_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gtk_window_present (GTK_WINDOW (gg_new_game_dialog_new (GG_WINDOW (widget))));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_save (GG_WINDOW (widget));
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_save_as (GG_WINDOW (widget));
}

static void
replay_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gtk_window_present (GTK_WINDOW (gg_replay_window_new (GG_WINDOW (widget))));
}

static void
export_report_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgWindow *self = GG_WINDOW (widget);
  GgGame *game = gg_document_get_game (self->document);

  gtk_window_present (GTK_WINDOW (gg_report_dialog_new (GTK_WINDOW (self), game)));
}

static void
game_settings_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgWindow *self = GG_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (gg_game_settings_new (GTK_WINDOW (self), self->document)));
}

static void
rosters_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (widget));

  gtk_window_present (
    GTK_WINDOW (gg_roster_window_new (app, gg_window_get_table_view (GG_WINDOW (widget)))));
}

static void
add_photo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_choose_photo (GG_WINDOW (widget));
}

static void
preferences_action (GtkWidget *widget, const char *name, GVariant *param)
{
  gtk_window_present (
    GTK_WINDOW (gg_preferences_window_new (GTK_WINDOW (widget), GG_WINDOW (widget)->settings)));
}

static void
help_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_show_help (GG_WINDOW (widget));
}

static void
show_play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_show_play (GG_WINDOW (widget));
}

static void
show_selection_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_show_sidebar (GG_WINDOW (widget), "selection");
}

static void
toggle_sidebar_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgWindow *self = GG_WINDOW (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
d6_open_demo (GgWindow *self, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (!gg_d6_actions_open_demo (self, &error))
    _gg_window_show_error (self, _("Could not open the demo battle"), error->message);
}

/* Unsaved work is asked about first (gg-window-guard.c), as for every other way to leave it. */
static void
d6_open_demo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _gg_window_confirm_discard (GG_WINDOW (widget), d6_open_demo, NULL, NULL);
}

/* The settings of the game's rules, from its play view (enabled only where it has them). */
static void
play_settings_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgWindow *self = GG_WINDOW (widget);
  const GgPlayViewInterface *iface = gg_play_view_type_get_iface (self->play_type);

  gtk_window_present (iface->settings_new (GTK_WINDOW (self), self->document));
}

/* A word from a panel in the sidebar, which sits outside the table's toast overlay: a toast
 * over the table, plain text. */
static void
toast_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_autofree char *title = g_markup_escape_text (g_variant_get_string (param, NULL), -1);
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (GG_WINDOW (widget)->toast_overlay, toast);
}

static const struct
{
  const char *name, *param;
  GtkWidgetActionActivateFunc activate;
} actions[] = {
  { "win.new", NULL, new_action },
  { "win.open", NULL, open_action },
  { "win.open-demo", NULL, open_demo_action },
  { "win.open-recent", "s", open_recent_action },
  { "win.save", NULL, save_action },
  { "win.save-as", NULL, save_as_action },
  { "win.replay", NULL, replay_action },
  { "win.export-report", NULL, export_report_action },
  { "win.rosters", NULL, rosters_action },
  { "win.game-settings", NULL, game_settings_action },
  { "win.add-photo", NULL, add_photo_action },
  { "win.preferences", NULL, preferences_action },
  { "win.help", NULL, help_action },
  { "win.show-play", NULL, show_play_action },
  { "win.show-selection", NULL, show_selection_action },
  { "win.toggle-sidebar", NULL, toggle_sidebar_action },
  { "win.toast", "s", toast_action },
  { "d6.open-demo", NULL, d6_open_demo_action },
  /* each play view's own (gg-play-view.h): win.show-play and d6.show-turn both show the game's */
  { "d6.show-turn", NULL, show_play_action },
  { "d6.settings", NULL, play_settings_action },
};

static const struct
{
  guint key;
  GdkModifierType mods;
  const char *action, *target;
} keys[] = {
  { GDK_KEY_n, GDK_CONTROL_MASK, "win.new", NULL },
  { GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL },
  { GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL },
  { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL },
  { GDK_KEY_F1, 0, "win.help", NULL },
  { GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL },
  { GDK_KEY_F9, 0, "win.toggle-sidebar", NULL },
  { GDK_KEY_p, GDK_CONTROL_MASK, "win.show-play", NULL },
  { GDK_KEY_t, GDK_CONTROL_MASK, "d6.show-turn", NULL },
  { GDK_KEY_i, GDK_CONTROL_MASK, "win.show-selection", NULL },
  /* the table's own actions (gg-table-view.c), on the window's keys */
  { GDK_KEY_z, GDK_CONTROL_MASK, "table.undo", NULL },
  { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo", NULL },
  { GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo", NULL },
  { GDK_KEY_y, GDK_CONTROL_MASK, "table.redo", NULL },
  { GDK_KEY_plus, GDK_CONTROL_MASK, "table.zoom-in", NULL },
  { GDK_KEY_equal, GDK_CONTROL_MASK, "table.zoom-in", NULL },
  { GDK_KEY_KP_Add, GDK_CONTROL_MASK, "table.zoom-in", NULL },
  { GDK_KEY_minus, GDK_CONTROL_MASK, "table.zoom-out", NULL },
  { GDK_KEY_KP_Subtract, GDK_CONTROL_MASK, "table.zoom-out", NULL },
  { GDK_KEY_0, GDK_CONTROL_MASK, "table.zoom-fit", NULL },
  /* one key a tool, as in drawing programs; an entry with the focus takes its letters first */
  { GDK_KEY_s, 0, "table.tool", "select" },
  { GDK_KEY_m, 0, "table.tool", "measure" },
  { GDK_KEY_a, 0, "table.tool", "aim" },
  { GDK_KEY_t, 0, "table.tool", "terrain" },
};

void
_gg_window_class_init_actions (GtkWidgetClass *widget_class)
{
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i].name, actions[i].param,
                                     actions[i].activate);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods, keys[i].action,
                                         keys[i].target ? "s" : NULL, keys[i].target);
}

/* Something to save, replay or set up: a game opened or started, or a table changed. */
static gboolean
has_game (GgWindow *self)
{
  GgGame *game = gg_document_get_game (self->document);

  return gg_document_get_file (self->document) != NULL ||
         gg_document_get_modified (self->document) || (game != NULL && game->figures->len > 0);
}

/* Each play view's actions, on for the game's own view only (Play for La Bella Gigogin, Turn
 * and its settings for d6): a loop over the views, no branch on the rule set. */
static void
update_play_actions (GgWindow *self)
{
  for (const GType *t = gg_play_view_types (); *t != G_TYPE_NONE; t++)
    {
      const GgPlayViewInterface *iface = gg_play_view_type_get_iface (*t);
      gboolean on = *t == self->play_type;

      gtk_widget_action_set_enabled (GTK_WIDGET (self), iface->show_action, on);
      if (iface->settings_action != NULL)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), iface->settings_action, on);
    }
}

/* The one place that decides what may run now, from the window's state: the game and its rules,
 * a game being read or written (busy), the replay looking at the past. Called wherever any of
 * them changes. */
void
gg_window_actions_update (GgWindow *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  gboolean game_on = has_game (self);
  gboolean busy = self->busy != NULL;
  /* while the replay shows the past, nothing replaces or edits the game under it */
  gboolean free = !self->replaying && !busy;

  gtk_widget_action_set_enabled (w, "win.new", free);
  gtk_widget_action_set_enabled (w, "win.open", free);
  gtk_widget_action_set_enabled (w, "win.open-demo", free);
  gtk_widget_action_set_enabled (w, "win.open-recent", free);
  gtk_widget_action_set_enabled (w, "d6.open-demo", free);
  gtk_widget_action_set_enabled (w, "win.save", free && game_on);
  gtk_widget_action_set_enabled (w, "win.save-as", free && game_on);
  gtk_widget_action_set_enabled (w, "win.replay", free && game_on);
  /* a game not yet begun opens the dialog, which says why there is nothing to report */
  gtk_widget_action_set_enabled (w, "win.export-report", free && game_on);
  gtk_widget_action_set_enabled (w, "win.game-settings", free && game_on);
  gtk_widget_action_set_enabled (w, "win.add-photo", free && game_on);
  update_play_actions (self);
}
