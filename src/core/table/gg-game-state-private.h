/* gg-game-state-private.h: what gg-game-state.c lends the rule sets' parts of the state of play
 * (gg-bg-state.c, gg-bg-state-record.c) to read and write the `state:` section. */
#pragma once

#include "gg-game-state.h"

G_BEGIN_DECLS

typedef struct
{
  const char *filename;
  GgGame *game;
  GgGameState *state;
} GgStateReader;

gboolean _gg_state_check_keys (GgStateReader *r, const GgYamlNode *map, const char *what,
                               const char *const *keys, GError **error);
gboolean _gg_state_read_ids (GgStateReader *r, const GgYamlNode *seq, gboolean must_exist,
                             GPtrArray *out, GError **error);
gboolean _gg_state_read_flag (GgStateReader *r, const GgYamlNode *map, const char *key,
                              gboolean *out, GError **error);
gboolean _gg_state_read_list (GgStateReader *r, const GgYamlNode *seq,
                              gboolean (*func) (GgStateReader *, const GgYamlNode *, GError **),
                              const char *what, GError **error);
GgYamlNode *_gg_state_plain (const char *s);
GgYamlNode *_gg_state_integer (gint64 v);
GgYamlNode *_gg_state_ids_to_yaml (GPtrArray *ids);

G_END_DECLS
