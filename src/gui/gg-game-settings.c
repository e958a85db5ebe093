/* gg-game-settings.c: the game's settings window: the club's table file row. */
#include "gg-config.h"

#include "gg-game-settings.h"

#include <glib/gi18n.h>

#include "gg-a11y.h"
#include "gg-table-rules.h"

struct _GgGameSettings
{
  AdwPreferencesWindow parent_instance;

  GgDocument *document;
  AdwActionRow *rules_row;
  GtkWidget *clear_button;
};

G_DEFINE_FINAL_TYPE (GgGameSettings, gg_game_settings, ADW_TYPE_PREFERENCES_WINDOW)

static void
update_rules_row (GgGameSettings *self)
{
  GgGame *game = gg_document_get_game (self->document);
  g_autofree char *name = NULL;

  if (game->rules_file == NULL)
    adw_action_row_set_subtitle (self->rules_row, _("The built-in tables"));
  else
    {
      name = g_filename_display_name (game->rules_file);
      adw_action_row_set_subtitle (self->rules_row, name);
    }
  gtk_widget_set_sensitive (self->clear_button, game->rules_file != NULL);
}

gboolean
gg_game_settings_choose_rules (GgGameSettings *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *dialog;

  if (gg_document_set_rules_file (self->document, path, &error))
    {
      update_rules_row (self);
      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self),
                                        adw_toast_new (path
                                                       ? _("The club's tables are in play")
                                                       : _("The built-in tables are in play")));
      return TRUE;
    }
  dialog =
    adw_message_dialog_new (GTK_WINDOW (self), _("Could not use the table file"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

static void
chooser_response_cb (GtkNativeDialog *dialog, int response, GgGameSettings *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;

      if (path != NULL)
        gg_game_settings_choose_rules (self, path);
    }
  g_object_unref (dialog);
}

static void
choose_clicked_cb (GtkButton *button, GgGameSettings *self)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Choose the Club's Table File"), GTK_WINDOW (self),
                                    GTK_FILE_CHOOSER_ACTION_OPEN, _("_Use"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Table files (YAML)"));
  gtk_file_filter_add_pattern (filter, "*.yaml");
  gtk_file_filter_add_pattern (filter, "*.yml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
clear_clicked_cb (GtkButton *button, GgGameSettings *self)
{
  gg_game_settings_choose_rules (self, NULL);
}

static void
gg_game_settings_dispose (GObject *object)
{
  GgGameSettings *self = GG_GAME_SETTINGS (object);

  g_clear_object (&self->document);
  G_OBJECT_CLASS (gg_game_settings_parent_class)->dispose (object);
}

static void
gg_game_settings_class_init (GgGameSettingsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gg_game_settings_dispose;
}

static void
gg_game_settings_init (GgGameSettings *self)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *choose = gtk_button_new_from_icon_name ("document-open-symbolic");

  gtk_window_set_title (GTK_WINDOW (self), _("Game Settings"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (self), FALSE);
  gg_a11y_name_search (ADW_PREFERENCES_WINDOW (self));
  adw_preferences_group_set_title (group, _("Rules"));
  adw_preferences_group_set_description (
    group, _("A club's own table file (format gigogin-rules/1, the same entries as the built-in "
             "tables) replaces the tables it names in every rule of this game, and is kept with "
             "the game. Results that use a house default say “House rule”."));
  self->rules_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rules_row), _("Club’s tables"));
  gtk_widget_set_valign (choose, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (choose, _("Choose a table file"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (choose), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Choose a table file"), -1);
  self->clear_button = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_widget_set_valign (self->clear_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->clear_button, _("Use the built-in tables"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->clear_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Use the built-in tables"), -1);
  g_signal_connect (choose, "clicked", G_CALLBACK (choose_clicked_cb), self);
  g_signal_connect (self->clear_button, "clicked", G_CALLBACK (clear_clicked_cb), self);
  adw_action_row_add_suffix (self->rules_row, choose);
  adw_action_row_add_suffix (self->rules_row, self->clear_button);
  adw_action_row_set_activatable_widget (self->rules_row, choose);
  adw_preferences_group_add (group, GTK_WIDGET (self->rules_row));
  adw_preferences_page_add (page, group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), page);
}

GtkWidget *
gg_game_settings_new (GtkWindow *parent, GgDocument *document)
{
  GgGameSettings *self = g_object_new (GG_TYPE_GAME_SETTINGS, "transient-for", parent, NULL);

  self->document = g_object_ref (document);
  update_rules_row (self);
  return GTK_WIDGET (self);
}
