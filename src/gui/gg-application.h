/* gg-application.h */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GG_TYPE_APPLICATION (gg_application_get_type ())
G_DECLARE_FINAL_TYPE (GgApplication, gg_application, GG, APPLICATION, AdwApplication)

GgApplication *gg_application_new (void);
/* The app's settings; works uninstalled by looking in the build tree for the schema. */
GSettings *gg_application_get_settings (GgApplication *self);

G_END_DECLS
