/* gg-d6-settings.h: the d6 game's settings: each option of the specification's ambiguity list
 * with its choices and note, stored in the game's `d6:` section. */
#pragma once

#include <adwaita.h>

#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_SETTINGS (gg_d6_settings_get_type ())
G_DECLARE_FINAL_TYPE (GgD6Settings, gg_d6_settings, GG, D6_SETTINGS, AdwPreferencesWindow)

GtkWidget *gg_d6_settings_new (GtkWindow *parent, GgDocument *document);
/* Chooses @choice for @option as if picked in its row; FALSE if there is no such row or choice. */
gboolean gg_d6_settings_choose (GgD6Settings *self, const char *option, const char *choice);

G_END_DECLS
