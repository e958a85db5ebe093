/* gg-d6-table-values.h: the d6 rules' table values (GgTableRules, gg-table-values.h), for
 * gg-d6-ruleset.c's class. */
#pragma once

#include "gg-ruleset.h"
#include "gg-table-rules.h"

G_BEGIN_DECLS

gboolean _gg_d6_table_rules (GgTableRules *rules, const GgGame *game, GError **error);

G_END_DECLS
