/* gg-bg-state-private.h: what gg-bg-state.c, gg-bg-state-record.c and gg-bg-ruleset.c share of
 * La Bella Gigogin's part of the state of play. */
#pragma once

#include "gg-bg-state.h"
#include "gg-game-state-private.h"

G_BEGIN_DECLS

/* gg-bg-state.c */
/* @state's La Bella Gigogin part, or NULL when it has none yet (never made on a lookup). */
GgBgState *_gg_bg_state_peek (GgGameState *state);
void _gg_bg_state_free (gpointer data);
gboolean _gg_bg_state_read (GgGameState *state, const GgYamlNode *node, const char *filename,
                            GgGame *game, GError **error);
void _gg_bg_state_write (GgGameState *state, GgYamlNode *map);

/* gg-bg-state-record.c: the keys besides each squad's markers. */
void _gg_state_squad_bg_init (GgSquadState *s);
void _gg_state_squad_bg_clear (GgSquadState *s);
void _gg_state_bg_init (GgBgState *self);
void _gg_state_bg_clear (GgBgState *self);
void _gg_state_squad_bg_to_yaml (GgSquadState *s, GgYamlNode *map);
gboolean _gg_state_squad_bg_read (GgStateReader *r, const GgYamlNode *map, GgSquadState *s,
                                  GError **error);
void _gg_state_bg_to_yaml (GgBgState *self, GgYamlNode *map);
gboolean _gg_state_bg_read (GgStateReader *r, const GgYamlNode *node, GError **error);
/* The class's questions (gg-ruleset.h) */
gboolean _gg_bg_state_off_table (GgGameState *state, const char *figure);
GPtrArray *_gg_bg_state_markers (GgGame *game);
gboolean _gg_bg_state_set_marker (GgGame *game, const char *figure, int kind, gboolean on);

G_END_DECLS
