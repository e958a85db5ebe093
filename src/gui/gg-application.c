/* gg-application.c: the application: settings, app-wide actions, windows. */
#include "gg-config.h"

#include "gg-application.h"

#include <glib/gi18n.h>

#include "gg-preferences-window.h"

#include "gg-window.h"

struct _GgApplication
{
  AdwApplication parent_instance;
  GSettings *settings;
  gboolean demo;
  GgUriOpener uri_opener;
  gpointer uri_opener_data;
};

G_DEFINE_FINAL_TYPE (GgApplication, gg_application, ADW_TYPE_APPLICATION)

/* The installed schema, or the build tree's through GSETTINGS_SCHEMA_DIR (meson devenv). */
static GSettings *
load_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, GG_APP_ID, TRUE);
  if (schema == NULL)
    g_error ("the settings schema %s is not installed", GG_APP_ID);
  return g_settings_new_full (schema, NULL, NULL);
}

static GgWindow *
new_window (GgApplication *self)
{
  GgWindow *window = gg_window_new (self);

  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
gg_application_activate (GApplication *app)
{
  GgApplication *self = GG_APPLICATION (app);
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_autofree char *last = NULL;

  if (window != NULL)
    {
      gtk_window_present (window);
      return;
    }
  window = GTK_WINDOW (new_window (self));
  last = g_settings_get_string (self->settings, "last-file");
  if (!self->demo && last[0] != '\0' && g_file_test (last, G_FILE_TEST_IS_REGULAR))
    {
      g_autoptr (GFile) file = g_file_new_for_path (last);
      gg_window_open (GG_WINDOW (window), file);
    }
  else
    gg_window_open_demo (GG_WINDOW (window));
  gg_window_offer_recovery (GG_WINDOW (window));
}

static void
gg_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  for (int i = 0; i < n_files; i++)
    gg_window_open (new_window (GG_APPLICATION (app)), files[i]);
}

static void
about_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  static const char *developers[] = { "The Gigogin developers", NULL };
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  GtkWidget *about = adw_about_window_new ();

  g_object_set (about, "transient-for", parent, "application-name", "Gigogin", "application-icon",
                GG_APP_ID, "developer-name",
                _("The Gigogin developers"), "version", GG_VERSION, "comments",
                   _("A wargames table assistant for the Italian Risorgimento, 1848–1870: "
                              "exact measuring, command radii, fire arcs, canister and shell, "
                              "chit-draw activation and printed rosters."),
                      "developers", developers, "license-type", GTK_LICENSE_GPL_3_0,
                      "translator-credits", _("translator-credits"), NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (user_data));

  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static const GActionEntry app_actions[] = {
  { "about", about_action },
  { "quit", quit_action },
};

static void
gg_application_startup (GApplication *app)
{
  GgApplication *self = GG_APPLICATION (app);
  static const char *quit_accels[] = { "<Control>q", NULL };

  G_APPLICATION_CLASS (gg_application_parent_class)->startup (app);
  self->settings = load_settings ();
  /* light or dark: the system's unless the preferences say otherwise */
  gg_preferences_apply_style (self->settings);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
}

static int
handle_local_options_cb (GApplication *app, GVariantDict *options, gpointer user_data)
{
  GgApplication *self = GG_APPLICATION (app);

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("gigogin %s\n", GG_VERSION);
      return 0;
    }
  self->demo = g_variant_dict_contains (options, "demo");
  return -1;
}

static void
gg_application_finalize (GObject *object)
{
  GgApplication *self = GG_APPLICATION (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (gg_application_parent_class)->finalize (object);
}

static void
gg_application_class_init (GgApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = gg_application_finalize;
  app_class->activate = gg_application_activate;
  app_class->open = gg_application_open;
  app_class->startup = gg_application_startup;
}

static void
gg_application_init (GgApplication *self)
{
  static const GOptionEntry options[] = {
    { "demo", 0, 0, G_OPTION_ARG_NONE, NULL, N_ ("Open the built-in demo battle"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_ ("Show the version"), NULL },
    { NULL },
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  /* Translators: what follows “gigogin” in its --help: game files to open */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_signal_connect (self, "handle-local-options", G_CALLBACK (handle_local_options_cb), NULL);
}

GgApplication *
gg_application_new (void)
{
  return g_object_new (GG_TYPE_APPLICATION, "application-id", GG_APP_ID, "flags",
                       G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE, "resource-base-path",
                       "/org/gigogin/Gigogin", NULL);
}

GSettings *
gg_application_get_settings (GgApplication *self)
{
  return self->settings;
}

void
gg_application_show_uri (GgApplication *self, GtkWindow *parent, const char *uri)
{
  if (self->uri_opener != NULL)
    self->uri_opener (parent, uri, self->uri_opener_data);
  else
    gtk_show_uri (parent, uri, GDK_CURRENT_TIME);
}

void
gg_application_set_uri_opener (GgApplication *self, GgUriOpener opener, gpointer user_data)
{
  self->uri_opener = opener;
  self->uri_opener_data = user_data;
}
