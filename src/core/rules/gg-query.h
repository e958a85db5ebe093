/* gg-query.h: the referee's questions of contracts.md "Query commands", answered as JSON.
 *
 * gigogin-cli prints these; the app can show the same answers. Lengths passed in are millimetres;
 * lengths in the answers are {"cm", "in"}; points in the answers are in the file's units. Unknown
 * ids give GG_QUERY_ERROR_UNKNOWN_ID. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "gg-game.h"
#include "gg-los.h"

G_BEGIN_DECLS

#define GG_QUERY_ERROR (gg_query_error_quark ())
GQuark gg_query_error_quark (void);

typedef enum
{
  GG_QUERY_ERROR_UNKNOWN_ID,
  GG_QUERY_ERROR_INVALID,
  GG_QUERY_ERROR_NO_DEFAULT, /* an option the game's rule tables give no default for */
} GgQueryError;

/* @arc_half_angle: degrees, or NAN for the rules' default (BG-3.1-f: 45; d6: 90). @sight: what
 * the players agreed the line of sight is (BG-7-i, BG-12.2-p), or GG_LOS_AUTO to compute it; the
 * terrain and figures in the way are listed either way, and "los_agreed" says it was forced. */
JsonNode *gg_query_measure (GgGame *game, const char *from, const char *to, double arc_half_angle,
                            GgLosOverride sight, GError **error);
/* @half_angle: degrees, or NAN for BG-4.4-g's 6.5. */
JsonNode *gg_query_canister (GgGame *game, const char *gun, double range, double half_angle,
                             GError **error);
/* @at: in the file's units (echoed as given); @radius: mm, or NAN for 2.5 cm scaled. */
JsonNode *gg_query_shell (GgGame *game, const double at[2], double radius, GError **error);
JsonNode *gg_query_roundshot (GgGame *game, const char *gun, double range, GError **error);
JsonNode *gg_query_command (GgGame *game, GError **error);
/* The same answer already as one line of JSON text, the bytes gigogin-cli writes for the tree,
 * when the rule set writes it so (La Bella Gigogin with its tables: 100,000 figures answered
 * without a json-glib tree); NULL otherwise, and gg_query_command answers. */
char *gg_query_command_text (GgGame *game);

G_END_DECLS
