/* gg-table-rules.c: the table's rule values, filled by the game's rule set (gg-ruleset.h). */
#include "gg-table-rules.h"

#include "gg-rules-data.h"
#include "gg-ruleset.h"

GgTableRules *
gg_table_rules_new (const GgGame *game, GError **error)
{
  g_autoptr (GgTableRules) self = g_new0 (GgTableRules, 1);

  self->ruleset = game->ruleset;
  if (!gg_ruleset_class (game->ruleset)->table->table_rules (self, game, error))
    return NULL;
  return g_steal_pointer (&self);
}

void
gg_table_rules_free (GgTableRules *self)
{
  if (self == NULL)
    return;
  if (self->tables_free != NULL)
    g_clear_pointer (&self->tables, self->tables_free);
  g_free (self);
}

double
gg_table_rules_command_radius (GgTableRules *self, int link, guint troop, gboolean musician)
{
  const GgRuleSetClass *klass = gg_ruleset_class (self->ruleset);

  if (klass->table->command_link_radius == NULL)
    return self->command_radius;
  return klass->table->command_link_radius (self, link, troop, musician);
}

/* BG-3.2-a…c: the narrowest gun base of any scale (bases.*.gun of the built-in tables; 25 mm),
 * wider than any foot or horse base. */
static double
narrowest_gun_base (void)
{
  static gsize loaded;
  static double narrowest;

  if (g_once_init_enter (&loaded))
    {
      g_autoptr (GgRulesData) data = gg_rules_data_load_builtin ("bella-gigogin", NULL);
      static const char *const paths[] = { "bases.15mm.gun", "bases.20mm.gun", "bases.28mm.gun" };
      GgRuleEntry entry;
      double front;

      narrowest = G_MAXDOUBLE;
      for (guint i = 0; data != NULL && i < G_N_ELEMENTS (paths); i++)
        if (gg_rules_data_lookup (data, paths[i], &entry) &&
            entry.value->kind == GG_YAML_SEQUENCE && gg_yaml_sequence_size (entry.value) > 0 &&
            gg_yaml_get_double (gg_yaml_sequence_nth (entry.value, 0), "", &front, NULL))
          narrowest = MIN (narrowest, front);
      g_once_init_leave (&loaded, 1);
    }
  return narrowest;
}

GgArm
gg_table_rules_arm_of (const GgFigure *figure)
{
  const GgBase *b = &figure->base;

  if (figure->role != NULL && figure->role[0] == 'G')
    return GG_ARM_ARTILLERY;
  if (b->shape == GG_BASE_RECT && b->front >= narrowest_gun_base ())
    return GG_ARM_ARTILLERY;
  if (b->shape == GG_BASE_RECT && b->depth >= 1.5 * b->front)
    return GG_ARM_CAVALRY;
  return GG_ARM_INFANTRY;
}

double
gg_table_rules_move_allowance (GgTableRules *self, GgGame *game, const GgFigure *who,
                               gboolean difficult, GArray *modifiers)
{
  const GgRuleSetClass *klass = gg_ruleset_class (self->ruleset);

  if (klass->table->move_allowance != NULL)
    return klass->table->move_allowance (self, game, who, difficult, modifiers);
  return self->allowance[gg_table_rules_arm_of (who)];
}
