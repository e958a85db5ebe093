/* gg-new-game.h: a game made from the choices of the New Game dialog (rule set, table size and
 * unit, figure scale, a roster for each side), and the library of shipped scenarios. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-roster.h"

G_BEGIN_DECLS

typedef struct
{
  GgRuleset ruleset;
  GgUnit units;           /* the unit the game file is kept in: cm or in */
  int scale;              /* figure scale, mm: 15, 20 or 28 */
  double width, depth;    /* table size, mm */
  GgRoster *sides[2];     /* the rosters deployed by side A and side B, or NULL */
  const char *activation; /* d6: the scheme (activation_setup), NULL: the d6 sequence */
} GgNewGameChoices;

/* A new game as @choices say: each roster's squads (La Bella Gigogin, in column) or units (d6,
 * in their roster's formation, else in line) stand in rows along their side's edge (side A's
 * near edge facing 0°, side B's far edge facing 180°), numbered so that no two squads of a
 * side share a number, with what the roster says recorded in the state of play (BG) or the
 * `d6:` section. Refused with a message saying what to change: a roster of other rules, a bad
 * scale, a table too small for the troops. */
GgGame *gg_new_game_build (const GgNewGameChoices *choices, GError **error);

typedef struct
{
  char *resource; /* the game file's resource path */
  char *title;    /* translated */
  char *summary;  /* translated: the battle, the forces */
  GgRuleset ruleset;
  GgUnit units;
  int scale;
  double width, depth; /* mm */
} GgScenario;

/* The shipped scenarios (data/scenarios/), each read to tell its rule set, table and scale. */
GPtrArray *gg_scenario_list (void);

G_END_DECLS
