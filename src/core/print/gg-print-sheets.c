/* gg-print-sheets.c: each rule set's sheets (gg-print-private.h), listed once. */
#include "gg-print-private.h"
#include "gg-print-roster-private.h"

static const GgPrintSheets sheets[] = {
  { GG_RULESET_BELLA_GIGOGIN, _gg_print_numbers_bg, _gg_print_quickref_bg, _gg_print_add_bg_roster,
    _gg_print_templates_bg },
  { GG_RULESET_D6, _gg_print_numbers_d6, _gg_print_quickref_d6, _gg_print_add_d6_roster,
    _gg_print_templates_d6 },
};

const GgPrintSheets *
_gg_print_sheets (GgRuleset ruleset)
{
  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    if (sheets[i].ruleset == ruleset)
      return &sheets[i];
  return &sheets[0];
}
