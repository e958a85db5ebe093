/* gg-d6-sections.h: fire by section (D6-FIRE-15, D6-FORM-6). A unit in other formations (a
 * pivoted or refused line, gg_d6_table_sections) fires by section: each section that may fire
 * rolls its own pool at its own target, and the class dice go to one section of the player's
 * choosing. Casualties on a unit in other formations come off the section fired at (the house
 * reading of data/rules/d6.yaml, house.section-casualties). */
#pragma once

#include "gg-d6-table.h"

G_BEGIN_DECLS

/* The nearest enemy unit that @section may fire at (its plan allowed), or NULL; with @bonus the
 * section has the class dice. */
GgD6TableUnit *gg_d6_sections_default_target (GgD6Table *table, GgD6TableUnit *section,
                                              GgD6FireKind kind, gboolean bonus);
/* The order casualties take @target's figures when @firer fires at it: in other formations, the
 * section fired at first, then the others nearest @firer first, each in AMB-33 order; otherwise
 * gg_d6_table_removal_order. A new array of borrowed figures. */
GPtrArray *gg_d6_sections_removal_order (GgD6Table *table, const GgD6TableUnit *target,
                                         const GgD6TableUnit *firer);
/* One report of the sections' plans (@plans: GgD6Fire*, NULL for a section that does not
 * fire): each modifier and each odds line named by its section, the dice summed, and the faces
 * rolled once resolved. */
GgD6Report *gg_d6_sections_report (GPtrArray *plans);
/* Splits @entered (the faces of every firing section, in order) into each plan's share and
 * resolves them all; FALSE if one fails (an entered face not 1..6). */
gboolean gg_d6_sections_resolve (GPtrArray *plans, GgD6Rules *rules, GgDice *dice,
                                 const int *entered);

G_END_DECLS
