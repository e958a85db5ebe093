/* gg-preferences-window.h: Preferences: the figure scale of new games, the units shown, the
 * overlays a new table shows, light or dark; all in GSettings (org.gigogin.Gigogin). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GG_TYPE_PREFERENCES_WINDOW (gg_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (GgPreferencesWindow, gg_preferences_window, GG, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

GtkWidget *gg_preferences_window_new (GtkWindow *parent, GSettings *settings);
/* Applies the "style" setting to the application's AdwStyleManager (at start and on change). */
void gg_preferences_apply_style (GSettings *settings);

G_END_DECLS
