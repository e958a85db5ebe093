/* gg-application.h */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GG_TYPE_APPLICATION (gg_application_get_type ())
G_DECLARE_FINAL_TYPE (GgApplication, gg_application, GG, APPLICATION, AdwApplication)

GgApplication *gg_application_new (void);
/* The app's settings; works uninstalled by looking in the build tree for the schema. */
GSettings *gg_application_get_settings (GgApplication *self);

/* Opens @uri in another program (the guide, a link), for @parent. Every address the app opens
 * goes through here, so tests can set an opener that records it instead of starting a program
 * of the machine. NULL restores the default, gtk_show_uri(). */
typedef void (*GgUriOpener) (GtkWindow *parent, const char *uri, gpointer user_data);
void gg_application_show_uri (GgApplication *self, GtkWindow *parent, const char *uri);
void gg_application_set_uri_opener (GgApplication *self, GgUriOpener opener, gpointer user_data);

G_END_DECLS
