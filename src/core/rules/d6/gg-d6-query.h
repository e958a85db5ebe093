/* gg-d6-query.h: the d6 rules' own answers to the queries (gg-d6-query.c). */
#pragma once

#include <json-glib/json-glib.h>

#include "gg-game.h"

G_BEGIN_DECLS

/* The `command` query by the d6 rules' test (contracts.md, D6-CMD-1, D6-CMD-3). */
JsonNode *_gg_d6_query_command (GgGame *game, GError **error);

G_END_DECLS
