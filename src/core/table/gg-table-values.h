/* gg-table-values.h: the rule numbers the live table uses (paths through terrain, fire zones,
 * the command ring, the drag's allowance), as plain values the table reads without knowing a
 * rule set. Each rule set's class fills them from its own tables (GgRuleSetClass.table_rules,
 * gg-ruleset.h) when gg_table_rules_new() (gg-table-rules.h, the rules layer) makes them for a
 * game and its figure scale. Distances are millimetres, already scaled by the figure scale where
 * the rules scale them (BG-3.6-b); d6 distances are the source's inches. */
#pragma once

#include <glib.h>

#include "gg-game.h"

G_BEGIN_DECLS

typedef enum
{
  GG_ARM_INFANTRY,
  GG_ARM_CAVALRY,
  GG_ARM_ARTILLERY,
  GG_ARM_N
} GgArm;

typedef struct
{
  double per_cm;   /* each cm inside costs this many cm (1 open, 2 difficult, 0.5 road) */
  double fixed_mm; /* paid once to cross or enter */
  gboolean passable;
  const char *rule;
} GgTerrainCost;

/* Where a shell that fell on one face of the D10 scatters to (BG-4.4-j). */
typedef struct
{
  gboolean known;  /* the rose has this face */
  double bearing;  /* from the line of fire, degrees clockwise */
  double distance; /* mm */
} GgRoseFace;

/* A D10's faces, 0…9 (gg_die_min/max). */
#define GG_ROSE_FACES 10

typedef struct _GgTableRules GgTableRules;

struct _GgTableRules
{
  GgRuleset ruleset;
  double factor;              /* BG-3.6-b */
  double command_radius;      /* squad leader to his figures: BG-4.8-a 15 cm; D6-CMD-1 18" */
  double follower_radius;     /* BG-5-b: followers end within 15 cm of the leader; d6: none (0) */
  double allowance[GG_ARM_N]; /* by GgArm; 0 where the rules roll the distance (d6, D6-MOVE-1) */
  double arc_half_angle;      /* BG-3.1-f 45°; d6 the half-plane ahead, 90° */
  double arc_bands[4];        /* range bands of the squad's muskets or rifles, nearest first */
  guint n_arc_bands;
  double canister_half_angle; /* BG-4.4-g 6.5° */
  double canister_range;      /* BG-MISS-02 house table; D6-RNG-3 */
  double shell_radius;        /* BG-4.4-j 2.5 cm */
  double roundshot_range;
  double road_half_width; /* house defaults: movement.road-width, d6 terrain.road-width */
  /* BG-8, BG-10: what crossing each kind of terrain costs each arm (hills cost nothing,
   * AMB-34); d6: open ground everywhere but lakes and marshes, which stay impassable. */
  GgTerrainCost terrain[GG_TERRAIN_N_KINDS][GG_ARM_N];
  /* BG-4.4-j: the cannon's scatter rose by the face of the D10, its rule and whether it is a
   * house default (BG-MISS-05); no face known where the rules have no rose (d6). */
  GgRoseFace rose[GG_ROSE_FACES];
  const char *rose_rule;
  gboolean rose_house;
  /* The rule set's own tables behind these values (La Bella Gigogin: its GgBgRules, which its
   * command radii and allowances read and the rules cited above point into), freed with them. */
  gpointer tables;
  GDestroyNotify tables_free;
};

G_END_DECLS
