/* gg-ruleset.c: the rule sets' classes (see the header). */
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>

static const GgRuleSetClass *const classes[] = {
  &gg_bg_ruleset_class,
  &gg_d6_ruleset_class,
};

const GgRuleSetClass *
gg_ruleset_class (GgRuleset id)
{
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    if (classes[i]->id == id)
      return classes[i];
  return classes[0];
}

const GgRuleSetClass *
gg_ruleset_class_nth (guint i)
{
  return i < G_N_ELEMENTS (classes) ? classes[i] : NULL;
}

const char *
gg_ruleset_get_name (const GgRuleSetClass *self)
{
  return _(self->name);
}

const char *
gg_ruleset_to_string (GgRuleset ruleset)
{
  return gg_ruleset_class (ruleset)->key;
}

gboolean
gg_ruleset_from_string (const char *text, GgRuleset *ruleset)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (classes); i++)
    if (g_str_equal (classes[i]->key, text))
      return (*ruleset = classes[i]->id), TRUE;
  return FALSE;
}

void
gg_move_check_clear (GgMoveCheck *check)
{
  g_clear_pointer (&check->reason, g_free);
}
