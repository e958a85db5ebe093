/* gg-table-rules.h: the rule numbers of one game, for the table and the shared rule code.
 *
 * A game's tables: the built-in tables of its rule set (data/rules/<ruleset>.yaml, read by
 * gg-rules-data.h) with a club's own table file laid over them. The club file is the game file's
 * `rules:` key (a path relative to the game file), or `gigogin-cli --rules FILE`. Every rules
 * object built for a game reads these, so a club's numbers reach every rule call.
 *
 * The live table's numbers (GgTableRules: paths through terrain, fire zones, the command ring, the
 * drag's allowance) are plain values the table reads without knowing a rule set: the game's rule
 * set fills them from its own tables (GgRuleSetClass.table->table_rules, gg-ruleset.h) when
 * gg_table_rules_new() makes them for a game and its figure scale, and answers what depends on
 * more than a number (command links, a figure's allowance). Distances are millimetres, already
 * scaled by the figure scale where the rules scale them; d6 distances are the source's inches. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-rules-data.h"

G_BEGIN_DECLS

/* A game's tables */

/* Lays the table file at @path over the built-in tables of @game's rule set and makes it the
 * game's (kept in the game file); NULL goes back to the built-in tables. A relative @path is
 * taken from the current directory. Refuses a bad file with `file:line:column: message` (a wrong
 * rule set, an unknown entry, a text where a number belongs, a short row...): the game then
 * keeps the rules it had. */
gboolean gg_game_set_rules_file (GgGame *game, const char *path, GError **error);
/* Loads the tables the game file names. If its club file is missing or bad, the built-in tables
 * serve and the error (for a warning) says why; the game keeps naming the file. */
gboolean gg_game_load_rules (GgGame *game, GError **error);
/* The game's tables (owned by the game; loaded on first use, the built-in ones if the club file
 * cannot be used). NULL only if the program's own data is broken. */
GgRulesData *gg_game_get_rules_data (const GgGame *game);

/* The live table's numbers */

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

GgTableRules *gg_table_rules_new (const GgGame *game, GError **error);
void gg_table_rules_free (GgTableRules *self);
/* The link from a group's leader to its own figures: every rule set's first link (La Bella
 * Gigogin's GG_BG_LINK_SQUAD, BG-4.8-a; the d6 rules have only this one, D6-CMD-1). */
#define GG_TABLE_LINK_GROUP 0
/* The radius of a command @link for a group of @troop (the rule set's own traits), with or
 * without a musician: the rule set's command_link_radius, else the table's command radius. */
double gg_table_rules_command_radius (GgTableRules *self, int link, guint troop, gboolean musician);
/* The arm of a figure: a role "G…" or a base at least 25 mm wide is a gun; a base half again
 * deeper than wide is a horseman (the base sizes of BG-3.2-a…c); anything else is on foot. */
GgArm gg_table_rules_arm_of (const GgFigure *figure);
/* The allowance offered for a move of @who (mm), the one the table's drag readout measures
 * against: the class's move_allowance, else the table's allowance of the figure's arm. La Bella
 * Gigogin (gg_bg_move_allowance): its squad's (a gun pushed or towed, BG-4.4-ac/ad), with its leader's and an attached officer's characters (BG-15.1-f/i/o);
 * @difficult: the move enters difficult terrain or crosses an obstacle (Agile). What changed
 * it goes to @modifiers (GgBgModifier, may be NULL). d6: 0, the distance is rolled (D6-MOVE-1). */
double gg_table_rules_move_allowance (GgTableRules *self, GgGame *game, const GgFigure *who,
                                      gboolean difficult, GArray *modifiers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgTableRules, gg_table_rules_free)

G_END_DECLS
