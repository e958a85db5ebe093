/* gg-table-rules.h: the rule numbers the live table uses, for one game's rule set and figure
 * scale, in one place: read from data/rules/bella-gigogin.yaml (through gg-bg-rules.h) or
 * data/rules/d6.yaml (through gg-d6-rules.h). Distances are millimetres already scaled by the
 * figure scale (BG-3.6-b); d6 distances are the source's inches. */
#pragma once

#include <glib.h>

#include "gg-bg-rules.h"
#include "gg-game.h"

G_BEGIN_DECLS

typedef enum
{
  GG_ARM_INFANTRY,
  GG_ARM_CAVALRY,
  GG_ARM_ARTILLERY,
} GgArm;

/* What a squad is, as far as command radii care (from the roster, when there is one). */
typedef enum
{
  GG_TROOP_CACCIATORI = 1 << 0, /* BG-15.3-c: 20 cm, 70 with a musician */
  GG_TROOP_TITUBANTI = 1 << 1,  /* BG-15.3-e: 10 cm */
} GgTroop;

typedef struct
{
  double per_cm;   /* each cm inside costs this many cm (1 open, 2 difficult, 0.5 road) */
  double fixed_mm; /* paid once to cross or enter */
  gboolean passable;
  const char *rule;
} GgTerrainCost;

typedef struct
{
  GgRuleset ruleset;
  double factor;          /* BG-3.6-b */
  double command_radius;  /* squad leader to his figures: BG-4.8-a 15 cm; D6-CMD-1 18" */
  double follower_radius; /* BG-5-b: followers end within 15 cm of the leader; d6: none (0) */
  double allowance[3];    /* by GgArm; 0 where the rules roll the distance (d6, D6-MOVE-1) */
  double arc_half_angle;  /* BG-3.1-f 45°; d6 the half-plane ahead, 90° */
  double arc_bands[4];    /* range bands of the squad's muskets or rifles, nearest first */
  guint n_arc_bands;
  double canister_half_angle; /* BG-4.4-g 6.5° */
  double canister_range;      /* BG-MISS-02 house table; D6-RNG-3 */
  double shell_radius;        /* BG-4.4-j 2.5 cm */
  double roundshot_range;
  double road_half_width; /* house defaults: movement.road-width, d6 terrain.road-width */
  GgBgRules *bg;          /* NULL for d6 */
} GgTableRules;

GgTableRules *gg_table_rules_new (const GgGame *game, GError **error);
void gg_table_rules_free (GgTableRules *self);
/* BG-4.8-a…f, BG-15.3-c/e: the radius of a command @link (GgBgLink: squad, platoon, company,
 * battalion) for @troop, with or without a musician; d6: D6-CMD-1 for every link. */
double gg_table_rules_command_radius (GgTableRules *self, int link, guint troop, gboolean musician);
/* BG-8, BG-10: what crossing @kind costs @arm. Hills cost nothing (AMB-34). */
GgTerrainCost gg_table_rules_terrain_cost (GgTableRules *self, GgTerrainKind kind, GgArm arm);
/* The arm of a figure: a role "G…" or a base at least 25 mm wide is a gun; a base half again
 * deeper than wide is a horseman (the base sizes of BG-3.2-a…c); anything else is on foot. */
GgArm gg_table_rules_arm_of (const GgFigure *figure);
/* The allowance offered for a move of @who (mm), the one the table's drag readout measures
 * against. La Bella Gigogin (gg_bg_move_allowance): its squad's (a gun pushed or towed,
 * BG-4.4-ac/ad), with its leader's and an attached officer's characters (BG-15.1-f/i/o);
 * @difficult: the move enters difficult terrain or crosses an obstacle (Agile). What changed
 * it goes to @modifiers (GgBgModifier, may be NULL). d6: 0, the distance is rolled (D6-MOVE-1). */
double gg_table_rules_move_allowance (GgTableRules *self, GgGame *game, const GgFigure *who,
                                      gboolean difficult, GArray *modifiers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgTableRules, gg_table_rules_free)

G_END_DECLS
