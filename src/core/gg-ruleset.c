/* gg-ruleset.c: the rule sets' classes (see the header). */
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>

static char *
bg_heading (const GgFigure *first, guint n)
{
  return g_strdup_printf (_("Side %c, squad %d · %u selected"), first->side, first->squad, n);
}

static char *
d6_heading (const GgFigure *first, guint n)
{
  return g_strdup_printf (_("Side %c, unit %c%d · %u selected"), first->side, first->side,
                             first->squad, n);
}

static const GgRuleSetClass classes[] = {
  { GG_RULESET_BELLA_GIGOGIN, N_ ("La Bella Gigogin"), bg_heading, TRUE },
  { GG_RULESET_D6, N_ ("d6 rules"), d6_heading, FALSE },
};

const GgRuleSetClass *
gg_ruleset_class (GgRuleset id)
{
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    if (classes[i].id == id)
      return &classes[i];
  return &classes[0];
}

const char *
gg_ruleset_get_name (const GgRuleSetClass *self)
{
  return _(self->name);
}
