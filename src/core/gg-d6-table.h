/* gg-d6-table.h: the d6 rules played on a game's table. A unit is the figures sharing a side and
 * squad number, with the id "A1"; what it is and its markers are in the game's `d6:` section
 * (gg-d6-state.h, gg-d6-profile.h). Casualties take figures off the table; every roll is
 * explained in the referee's log (gg-log.h) and its dice kept in the game's seeded dice. */
#pragma once

#include "gg-d6-fire.h"
#include "gg-d6-morale.h"
#include "gg-d6-state.h"
#include "gg-game-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

/* Makes the game's `state:` (dice seeded with @seed, log) and `d6:` sections if they are
 * missing, and a unit state for every side and squad number on the table. */
GgD6State *gg_d6_table_prepare (GgGame *game, guint32 seed);
char *gg_d6_table_unit_id (char side, int squad);
/* The unit ids of @side (0: both sides) in the order of the `d6:` section: a new array. */
GPtrArray *gg_d6_table_units (GgGame *game, char side);
guint gg_d6_table_count_figures (GgGame *game, const char *id);
/* Fills @out from the unit's profile and the figures on the table; @out->id is borrowed from
 * the state. FALSE if there is no such unit. */
gboolean gg_d6_table_describe (GgGame *game, const char *id, GgD6Unit *out);
/* "A1 · 1er Zouaves (24)": id, name and figures on the table. */
char *gg_d6_table_unit_label (GgGame *game, const char *id);
/* Least edge-to-edge distance between the two units' figures, in inches; < 0 if one has none. */
double gg_d6_table_distance (GgGame *game, const char *a, const char *b);
/* The figures that @n casualties take away: the last listed of the unit; a new array of ids. */
GPtrArray *gg_d6_table_pick_casualties (GgGame *game, const char *id, int n);
gboolean gg_d6_table_remove_figure (GgGame *game, const char *figure_id);
/* Fire casualties (D6-FIRE-7, D6-CAS-4, D6-DIS-C1): figures removed, counters and markers set,
 * the whole unit removed when destroyed. With @removed, the figures stay on the table and their
 * ids are appended to @removed, for the caller to take off in one undoable edit. */
void gg_d6_table_apply_hits (GgGame *game, GgD6Rules *rules, const char *id, int hits,
                             GgD6CasualtyEffect *out, GPtrArray *removed);
/* Melee losses (D6-MEL-4): figures removed, destroyed at 75% (D6-CAS-4); @removed as above. */
void gg_d6_table_apply_losses (GgGame *game, GgD6Rules *rules, const char *id, int figures,
                               GPtrArray *removed);
/* A TEST result on a unit's markers and status (D6-TEST-6, D6-COMP-8). */
void gg_d6_table_apply_test (GgGame *game, const char *id, GgD6TestResult result);
/* Appends a roll to the referee's log: @title, then @report's account, with the rolls made
 * since the dice had @first_roll rolls. Returns the entry's serial. */
guint gg_d6_table_log (GgGame *game, const char *title, const GgD6Report *report,
                       guint rolls_before);
GgDice *gg_d6_table_dice (GgGame *game);

G_END_DECLS
