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
#include "gg-table-rules.h"

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

/* What can be said of a figure's group in a few words (a screen reader's description of the
 * selection, `gigogin-cli` alike): the group, its command status, its nearest enemy. */
typedef enum
{
  GG_GROUP_COMMAND_NONE,      /* a figure with no squad: no command to speak of */
  GG_GROUP_COMMAND_IN,        /* every figure within its leader's radius (BG-4.8-a, D6-CMD-1) */
  GG_GROUP_COMMAND_OUT,       /* n_out of them beyond it */
  GG_GROUP_COMMAND_NO_LEADER, /* no leader on the table (BG-4.1-i) */
} GgGroupCommand;

typedef struct
{
  char side;
  int squad;       /* 0: a figure with no squad */
  char *name;      /* the group's label on the table: "A1", or a d6 unit's name */
  char *kind;      /* its rule set's few words for it ("Cacciatori"), or NULL */
  guint n_figures; /* of the group on the table (1 for a figure with no squad) */
  GgGroupCommand command;
  guint n_out;
  const GgFigure *enemy; /* the nearest figure of the other side, edge to edge; NULL: none */
  char *enemy_name;      /* its group's label */
  double enemy_distance; /* mm, edge to edge */
  gboolean enemy_in_arc; /* part of its base in the fire arc of a figure of the group */
} GgGroupFacts;

/* The facts of @figure's group, by the game's rules (@rules: the table's, gg_table_rules_new);
 * FALSE and @error for an unknown id. Clear @out with gg_group_facts_clear. */
gboolean gg_query_group_facts (GgGame *game, GgTableRules *rules, const char *figure,
                               GgGroupFacts *out, GError **error);
void gg_group_facts_clear (GgGroupFacts *facts);

G_END_DECLS
