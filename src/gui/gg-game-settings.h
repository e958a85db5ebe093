/* gg-game-settings.h: the game's settings kept in its file: the club's own table file laid over
 * the built-in rules (the game file's `rules:`, gg-game-rules.h). */
#pragma once

#include <adwaita.h>

#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_GAME_SETTINGS (gg_game_settings_get_type ())
G_DECLARE_FINAL_TYPE (GgGameSettings, gg_game_settings, GG, GAME_SETTINGS, AdwPreferencesWindow)

GtkWidget *gg_game_settings_new (GtkWindow *parent, GgDocument *document);
/* Uses the table file at @path (NULL: the built-in tables) as if chosen in the file chooser;
 * a bad file is shown in a dialog and FALSE returned. */
gboolean gg_game_settings_choose_rules (GgGameSettings *self, const char *path);

G_END_DECLS
