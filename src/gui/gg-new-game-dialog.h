/* gg-new-game-dialog.h: the New Game dialog: a new table (rules, size and unit, figure scale, a
 * roster for each side) or a shipped scenario. The core builds the game (gg-new-game.h); the
 * window takes it, asking first about unsaved work. */
#pragma once

#include <adwaita.h>

#include "gg-window.h"

G_BEGIN_DECLS

#define GG_TYPE_NEW_GAME_DIALOG (gg_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GgNewGameDialog, gg_new_game_dialog, GG, NEW_GAME_DIALOG, AdwWindow)

GtkWidget *gg_new_game_dialog_new (GgWindow *window);
/* Chooses the roster at @path (a file, or a shipped roster's resource path) for side @side
 * ('A' or 'B'), as the file button does; FALSE with @error if it does not load. */
gboolean gg_new_game_dialog_set_roster (GgNewGameDialog *self, char side, const char *path,
                                        GError **error);
/* The Start button: builds the game and hands it to the window; FALSE (and a toast) if the
 * core refused the choices. */
gboolean gg_new_game_dialog_start (GgNewGameDialog *self);

G_END_DECLS
