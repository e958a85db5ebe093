/* gg-preferences-window.c: the rows write GSettings at once; the windows follow the settings
 * (length-unit, overlays, style), the New Game dialog reads figure-scale when it opens. */
#include "gg-config.h"

#include "gg-preferences-window.h"

#include <glib/gi18n.h>

#include "gg-a11y.h"
#include "gg-game.h"

static const int scales[] = { 15, 20, 28 };

/* The eye menu's words (gg-window.ui), in GgOverlay order. */
static const char *const overlay_titles[GG_N_OVERLAYS] = {
  N_ ("Command radii"),
  N_ ("Fire arcs of the selection"),
  N_ ("Canister cone of a selected gun"),
  N_ ("Shell: aim point and scatter"),
  N_ ("Round-shot line"),
  N_ ("Line of sight between two selected figures"),
  N_ ("Rulers"),
  N_ ("Names of squads and units"),
  N_ ("Photo of the table"),
};

struct _GgPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;
  GtkWidget *switches[GG_N_OVERLAYS];

  /* template children */
  AdwComboRow *scale_row, *units_row, *style_row;
  AdwPreferencesGroup *overlays_group;
};

G_DEFINE_FINAL_TYPE (GgPreferencesWindow, gg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

void
gg_preferences_apply_style (GSettings *settings)
{
  static const AdwColorScheme schemes[] = { ADW_COLOR_SCHEME_DEFAULT, ADW_COLOR_SCHEME_FORCE_LIGHT,
                                            ADW_COLOR_SCHEME_FORCE_DARK };
  guint style = g_settings_get_enum (settings, "style");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      schemes[MIN (style, G_N_ELEMENTS (schemes) - 1)]);
}

static void
scale_changed_cb (GgPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->scale_row);

  if (self->settings != NULL && i < G_N_ELEMENTS (scales))
    g_settings_set_int (self->settings, "figure-scale", scales[i]);
}

static void
units_changed_cb (GgPreferencesWindow *self)
{
  if (self->settings == NULL) /* the template setting its rows up */
    return;
  g_settings_set_enum (self->settings, "length-unit", adw_combo_row_get_selected (self->units_row));
}

static void
style_changed_cb (GgPreferencesWindow *self)
{
  if (self->settings == NULL)
    return;
  g_settings_set_enum (self->settings, "style", adw_combo_row_get_selected (self->style_row));
  gg_preferences_apply_style (self->settings);
}

static void
overlay_toggled_cb (GtkSwitch *button, GParamSpec *pspec, GgPreferencesWindow *self)
{
  g_autoptr (GStrvBuilder) names = g_strv_builder_new ();
  g_auto (GStrv) list = NULL;

  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    if (gtk_switch_get_active (GTK_SWITCH (self->switches[i])))
      g_strv_builder_add (names, gg_overlay_to_string (1u << i));
  list = g_strv_builder_end (names);
  g_settings_set_strv (self->settings, "overlays", (const char *const *) list);
}

static void
add_overlay_rows (GgPreferencesWindow *self)
{
  g_auto (GStrv) shown = g_settings_get_strv (self->settings, "overlays");

  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *sw = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(overlay_titles[i]));
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (sw), g_strv_contains ((const char *const *) shown,
                                                               gg_overlay_to_string (1u << i)));
      g_signal_connect (sw, "notify::active", G_CALLBACK (overlay_toggled_cb), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
      adw_preferences_group_add (self->overlays_group, row);
      self->switches[i] = sw;
    }
}

static void
gg_preferences_window_dispose (GObject *object)
{
  GgPreferencesWindow *self = GG_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), GG_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (gg_preferences_window_parent_class)->dispose (object);
}

static void
gg_preferences_window_class_init (GgPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_preferences_window_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GgPreferencesWindow, scale_row);
  gtk_widget_class_bind_template_child (widget_class, GgPreferencesWindow, units_row);
  gtk_widget_class_bind_template_child (widget_class, GgPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, GgPreferencesWindow, overlays_group);
  gtk_widget_class_bind_template_callback (widget_class, scale_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, units_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, style_changed_cb);
}

/* The rows show the settings before their signals can write them back. */
static void
gg_preferences_window_init (GgPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_search (ADW_PREFERENCES_WINDOW (self));
}

/* The application's settings (found in the build tree too: gg-application.c). */
static void
show_settings (GgPreferencesWindow *self)
{
  int scale = g_settings_get_int (self->settings, "figure-scale");

  g_signal_handlers_block_matched (self->scale_row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    if (scales[i] == scale)
      adw_combo_row_set_selected (self->scale_row, i);
  g_signal_handlers_unblock_matched (self->scale_row, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  adw_combo_row_set_selected (self->units_row, g_settings_get_enum (self->settings, "length-unit"));
  adw_combo_row_set_selected (self->style_row, g_settings_get_enum (self->settings, "style"));
  add_overlay_rows (self);
}

GtkWidget *
gg_preferences_window_new (GtkWindow *parent, GSettings *settings)
{
  GgPreferencesWindow *self =
    g_object_new (GG_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);

  self->settings = g_object_ref (settings);
  show_settings (self);
  return GTK_WIDGET (self);
}
