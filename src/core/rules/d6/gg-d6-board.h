/* gg-d6-board.h: the d6 rules' bookkeeping on a game's board, for the app's rules panes. A unit
 * is the figures sharing a side and squad number, with the id "A1" (gg-d6-table.h, which measures
 * everything geometric); what it is and its markers are its entry of the game's `d6:` section
 * (gg-d6-state.h). Casualties are taken in the order of gg_d6_table_removal_order (AMB-33), either
 * at once or listed for the caller to remove as one undoable edit. The rolls themselves are made
 * and logged by gg-d6-play.h. */
#pragma once

#include "gg-command.h"
#include "gg-d6-melee.h"
#include "gg-d6-table.h"
#include "gg-game-state.h"

G_BEGIN_DECLS

/* Makes the game's `state:` (dice seeded with @seed, log) and `d6:` sections if they are
 * missing, and a unit state for every side and squad number on the table. */
GgD6State *gg_d6_board_prepare (GgGame *game, guint32 seed);
/* The unit ids of @side (0: both sides) in the order of the `d6:` section: a new array. */
GPtrArray *gg_d6_board_units (GgGame *game, char side);
/* "A1 · 1er Zouaves (24)": id, name (the entry's `name`) and figures on the table. */
char *gg_d6_board_unit_label (GgGame *game, const char *id);
/* The command overlay of a d6 game (D6-CMD-1/3, AMB-45), in gg-command.h's form: one entry per
 * commander on the table, its ring of @radius mm round its first figure (18", scaled), and one per
 * unit out of command, with no ring and all its figures out: the units gg_d6_command_out calls
 * out, worked out by the same steps. Commanders
 * themselves are never out. Kept as units move (a drag redraws it at every step): each update, given a table of the game
 * as it is now, looks up the commander only of the units that moved and, when a commander moved,
 * of his side's units; chains again only their brigades; works orders out always. Another game,
 * other options or rules, the turn, fog, or a unit's level, brigade or size make it start again
 * (a new cache starts with everything). */
typedef struct _GgD6CommandCache GgD6CommandCache;

/* The one answer to "is this unit out of command" that `gigogin-cli command`, the command overlay
 * and the activation schemes' refusals (R59-4.42) share: per unit of the table (in its order),
 * TRUE when out: beyond its commander's reach (gg_d6_command_commander), unless the daisy chain
 * brings it in (R59-4.11: the d6 option, always in a game of 1859's corps), and every unit of a
 * brigade Without Orders (R59-4.22, "regardless of where they are"). A new array. */
gboolean *gg_d6_command_out (GgD6Table *table);
/* The commander @u's command is traced from and his reach (inches): in a game of 1859's corps
 * its own brigadier (R59-4.11, activation.r59.brigadier-range), else the nearest commander of its
 * chain (gg_d6_table_commander, D6-CMD-3) within the command radius (D6-CMD-1). NULL (distance
 * -1) when there is none on the table. */
GgD6TableUnit *gg_d6_command_commander (GgD6Table *table, const GgD6TableUnit *u, double *distance,
                                        double *reach);

GgD6CommandCache *gg_d6_command_cache_new (void);
void gg_d6_command_cache_free (GgD6CommandCache *self);
/* A new array, figures borrowed from the game. */
GArray *gg_d6_command_cache_update (GgD6CommandCache *self, GgD6Table *table, double radius);
/* Units whose commander was looked up by the last update; G_MAXUINT if it started again. */
guint gg_d6_command_cache_recomputed (GgD6CommandCache *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6CommandCache, gg_d6_command_cache_free)
/* Fire casualties (D6-FIRE-7, D6-CAS-4, D6-DIS-C1) from @firer (a unit or a section; NULL: none
 * in particular): figures removed, counters and markers set, the whole unit removed when
 * destroyed; casualties on a unit in other formations come off the section fired at first
 * (D6-FIRE-15, house reading). With @removed, the figures stay on the table and their ids are
 * appended to @removed, for the caller to take off in one undoable edit. */
void gg_d6_board_apply_hits_from (GgD6Table *table, const char *id, const GgD6TableUnit *firer,
                                  int hits, GgD6CasualtyEffect *out, GPtrArray *removed);
/* Melee losses (D6-MEL-4): figures removed, destroyed at 75% (D6-CAS-4); @removed as above. */
void gg_d6_board_apply_losses (GgD6Table *table, const char *id, int figures, GPtrArray *removed);
/* After a melee between @a (the attacker) and @b, resolved (D6-MEL): each side's losses taken
 * (gg_d6_board_apply_losses); every unit still on the table ends disordered, the winner too
 * (D6-MEL-7, D6-DIS-C4, L88); on a draw both retreat (D6-MEL-5); otherwise the loser, if still
 * there, takes its Moral TEST with every modifier (gg_d6_table_test_input, D6-MOR-3), rolled with
 * @dice or @entered (0 to roll), and routs or retreats, to move next turn (D6-MEL-4, L63): the
 * TEST is returned (NULL without one), its result in *@loser_result. */
GgD6Test *gg_d6_board_melee_after (GgD6Table *table, const GgD6Melee *melee, const char *a,
                                   const char *b, GgDice *dice, int entered,
                                   GgD6TestResult *loser_result, GPtrArray *removed);

G_END_DECLS
