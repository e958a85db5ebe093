/* gg-d6-sections.c: fire by section (D6-FIRE-15, D6-FORM-6). */
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>

GgD6TableUnit *
gg_d6_sections_default_target (GgD6Table *table, GgD6TableUnit *section, GgD6FireKind kind,
                               gboolean bonus)
{
  GgD6TableUnit *best = NULL;
  double best_distance = G_MAXDOUBLE;
  GgD6Class klass = section->unit.klass;

  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *t = gg_d6_table_get_unit (table, i);
      g_auto (GgD6FireGeometry) geo = { 0 };
      g_autoptr (GgD6Fire) plan = NULL;
      GgD6FireInput in;

      if (t->side == section->side || !gg_d6_table_unit_present (t) || t->figures->len == 0)
        continue;
      section->unit.klass = klass;
      gg_d6_table_section_fire_input (table, section, t, kind, bonus, &in, &geo);
      plan = gg_d6_fire_plan (gg_d6_table_get_rules (table), &in);
      if (plan->allowed && in.distance < best_distance)
        best = t, best_distance = in.distance;
    }
  section->unit.klass = klass;
  return best;
}

/* The index of the section of @target's @sections that fire from @firer hits: the one nearest
 * @firer (house reading of D6-FIRE-15). */
static guint
gg_d6_sections_fired_at (GPtrArray *sections, const GgD6TableUnit *firer)
{
  guint best = 0;
  double best_distance = G_MAXDOUBLE;

  for (guint i = 0; i < sections->len; i++)
    {
      double d = gg_d6_table_distance (g_ptr_array_index (sections, i), firer);

      if (d < best_distance - 1e-9)
        best = i, best_distance = d;
    }
  return best;
}

static gint
nearer_first (gconstpointer a, gconstpointer b, gpointer firer)
{
  double da = gg_d6_table_distance (*(GgD6TableUnit *const *) a, firer);
  double db = gg_d6_table_distance (*(GgD6TableUnit *const *) b, firer);

  return (da > db) - (da < db);
}

static void
append_order (GPtrArray *out, const GgD6TableUnit *section)
{
  g_autoptr (GPtrArray) order = gg_d6_table_removal_order (section);

  for (guint i = 0; i < order->len; i++)
    g_ptr_array_add (out, g_ptr_array_index (order, i));
}

GPtrArray *
gg_d6_sections_removal_order (GgD6Table *table, const GgD6TableUnit *target,
                              const GgD6TableUnit *firer)
{
  g_autoptr (GPtrArray) sections = gg_d6_table_sections (table, target);
  g_autoptr (GPtrArray) rest = NULL;
  GPtrArray *out;
  guint first;

  if (sections == NULL || firer == NULL)
    return gg_d6_table_removal_order (target);
  out = g_ptr_array_new ();
  first = gg_d6_sections_fired_at (sections, firer);
  append_order (out, g_ptr_array_index (sections, first));
  rest = g_ptr_array_new ();
  for (guint i = 0; i < sections->len; i++)
    if (i != first)
      g_ptr_array_add (rest, g_ptr_array_index (sections, i));
  g_ptr_array_sort_with_data (rest, nearer_first, (gpointer) firer);
  for (guint i = 0; i < rest->len; i++)
    append_order (out, g_ptr_array_index (rest, i));
  return out;
}

/* "Section 2: " and @label, as data for the log */
static GgLogText *
section_label (guint section, const GgLogText *label)
{
  GgLogText *text = gg_log_text_new ();

  /* Translators: a section of a unit firing by section, then a modifier or an outcome */
  gg_log_text_add_message (text, N_ ("Section %u: "), section);
  gg_log_text_append (text, label);
  return text;
}

static void
merge_plan (GgD6Report *out, const GgD6Fire *plan, guint section)
{
  for (guint j = 0; j < plan->report->mods->len; j++)
    {
      const GgD6Mod *m = &g_array_index (plan->report->mods, GgD6Mod, j);

      gg_d6_report_add_rule_text (out, m->rule, m->source, m->value,
                                  section_label (section, m->text));
    }
  for (guint j = 0; j < plan->report->odds->len; j++)
    {
      const GgD6Odds *o = &g_array_index (plan->report->odds, GgD6Odds, j);

      gg_d6_report_add_odds_text (out, section_label (section, o->text), o->p);
    }
  g_array_append_vals (out->rolls, plan->report->rolls->data, plan->report->rolls->len);
  out->dice += plan->pool;
}

GgD6Report *
gg_d6_sections_report (GPtrArray *plans)
{
  GgD6Report *out = gg_d6_report_new ();

  for (guint i = 0; i < plans->len; i++)
    {
      const GgD6Fire *plan = g_ptr_array_index (plans, i);

      if (plan != NULL && plan->allowed)
        merge_plan (out, plan, i + 1);
    }
  return out;
}

gboolean
gg_d6_sections_resolve (GPtrArray *plans, GgD6Rules *rules, GgDice *dice, const int *entered)
{
  int used = 0;

  for (guint i = 0; i < plans->len; i++)
    {
      GgD6Fire *plan = g_ptr_array_index (plans, i);

      if (plan == NULL || !plan->allowed)
        continue;
      if (!gg_d6_fire_resolve (plan, rules, dice, entered ? entered + used : NULL))
        return FALSE;
      used += plan->pool;
    }
  return TRUE;
}
