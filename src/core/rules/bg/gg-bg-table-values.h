/* gg-bg-table-values.h: La Bella Gigogin's table values (GgTableRules, gg-table-values.h), for
 * gg-bg-ruleset.c's class: filled from its rules object, and its command links and allowances
 * read from the rules object kept in them. */
#pragma once

#include "gg-ruleset.h"
#include "gg-table-rules.h"

G_BEGIN_DECLS

gboolean _gg_bg_table_rules (GgTableRules *rules, const GgGame *game, GError **error);
double _gg_bg_command_link_radius (const GgTableRules *rules, int link, guint troop,
                                   gboolean musician);
double _gg_bg_move_allowance (const GgTableRules *rules, GgGame *game, const GgFigure *who,
                              gboolean difficult, GArray *modifiers);

G_END_DECLS
