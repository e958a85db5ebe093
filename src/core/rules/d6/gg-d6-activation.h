/* gg-d6-activation.h: what the d6 rules ask of the game's activation scheme. The board games'
 * schemes (board/gg-act.h) play only on the d6 table and sit a layer above the d6 rules (they
 * measure with the d6 table), so the d6 rules call them through these functions, which
 * board/gg-act-table.c implements. The activation state stays opaque here: its part of the game
 * file's `d6:` section is read, written and freed below. */
#pragma once

#include "gg-game.h"
#include "gg-roster.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

struct _GgActState;
struct _GgD6Table;

/* What a unit of the acting formation is about to do (VOL-4.B2-b, R59-4.4, R59-4.22, R59-4.42,
 * R59-9.1, R59-4.55). */
typedef enum
{
  GG_D6_DO_MOVE,
  GG_D6_DO_CLOSE, /* move next to the enemy */
  GG_D6_DO_FIRE,
  GG_D6_DO_ATTACK, /* charge, melee */
  GG_D6_DO_RALLY,
} GgD6Do;

/* The `activation:` mapping of the `d6:` section (errors are `file:line:column: message`). */
struct _GgActState *gg_d6_activation_read (const GgYamlNode *node, const char *filename,
                                           GError **error);
GgYamlNode *gg_d6_activation_write (const struct _GgActState *state);
void gg_d6_activation_free (struct _GgActState *state);
/* The game's scheme measuring on @table (the 1859 corps commander's Range, R59-4.22), or NULL
 * for a game it does not activate; given back to _close. */
gpointer gg_d6_activation_open (struct _GgD6Table *table);
void gg_d6_activation_close (gpointer act);
/* Why @unit may not do @what now (translated, with the rule), or NULL. */
char *gg_d6_activation_unit_refusal (gpointer act, const char *unit, GgD6Do what);
/* R59-4.43: @unit of the acting corps attacks / moved in this activation. */
void gg_d6_activation_record_attack (gpointer act, const char *unit);
void gg_d6_activation_record_move (gpointer act, const char *unit);
/* R59-4.42, R59-9.1, VOL-15.2: how near (inches) to an enemy a unit that may not close may end
 * a move (house). */
double gg_d6_activation_closing_distance (gpointer act);
/* R59-4.22: the brigade's orders as the `command` query names them, or NULL for none;
 * *@without: Without Orders (or rolled so), its units Out of Command. */
const char *gg_d6_activation_orders (gpointer act, char side, const char *brigade,
                                     gboolean *without);
/* The scheme's End of Turn Phase when the game turn ends, rolled and logged (1859's
 * Demoralisation Segment, R59-9.2): whether there was one. */
gboolean gg_d6_activation_end_of_turn (gpointer act);
/* A new game set up under the scheme named @scheme, its formations from @rosters' corps
 * (gg_act_setup: the d6 class's activation_setup). */
gboolean gg_d6_activation_setup (GgGame *game, const char *scheme, GgRoster *const rosters[2],
                                 GError **error);

G_END_DECLS
