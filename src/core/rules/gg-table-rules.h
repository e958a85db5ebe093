/* gg-table-rules.h: the rule numbers the live table uses, for one game's rule set and figure
 * scale, in one place (GgTableRules, gg-table-values.h): the game's rule set fills them from its
 * own tables (GgRuleSetClass.table_rules; La Bella Gigogin's data/rules/bella-gigogin.yaml, the
 * d6 rules' data/rules/d6.yaml) and answers what depends on more than a number (command links,
 * a figure's allowance). Distances are millimetres already scaled by the figure scale (BG-3.6-b);
 * d6 distances are the source's inches. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-table-values.h"

G_BEGIN_DECLS

/* What a squad is, as far as command radii care (from the roster, when there is one). */
typedef enum
{
  GG_TROOP_CACCIATORI = 1 << 0, /* BG-15.3-c: 20 cm, 70 with a musician */
  GG_TROOP_TITUBANTI = 1 << 1,  /* BG-15.3-e: 10 cm */
} GgTroop;

GgTableRules *gg_table_rules_new (const GgGame *game, GError **error);
void gg_table_rules_free (GgTableRules *self);
/* BG-4.8-a…f, BG-15.3-c/e: the radius of a command @link (GgBgLink: squad, platoon, company,
 * battalion) for @troop, with or without a musician; d6: D6-CMD-1 for every link. */
/* The link from a group's leader to its own figures: every rule set's first link (La Bella
 * Gigogin's GG_BG_LINK_SQUAD, BG-4.8-a; the d6 rules have only this one, D6-CMD-1). */
#define GG_TABLE_LINK_GROUP 0
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
