/* gg-document.h: the open game as observable state: what the window shows and edits. */
#pragma once

#include <gio/gio.h>

#include "gg-game.h"

G_BEGIN_DECLS

#define GG_TYPE_DOCUMENT (gg_document_get_type ())
G_DECLARE_FINAL_TYPE (GgDocument, gg_document, GG, DOCUMENT, GObject)

GgDocument *gg_document_new (void);
/* Loads the built-in demo battle from the core's resources. */
gboolean gg_document_load_demo (GgDocument *self, GError **error);
/* On error the current game stays as it was. */
gboolean gg_document_load_file (GgDocument *self, GFile *file, GError **error);
/* Takes ownership of @game: a new, empty table or one made elsewhere. */
void gg_document_set_game (GgDocument *self, GgGame *game, GFile *file, const char *title);
GgGame *gg_document_get_game (GgDocument *self);
/* The file the game was read from, or NULL for the demo and new games. */
GFile *gg_document_get_file (GgDocument *self);
/* "demo.yaml", or the file's display name. */
const char *gg_document_get_title (GgDocument *self);
/* Tells views the game changed (emits GgDocument::changed). */
void gg_document_changed (GgDocument *self);

G_END_DECLS
