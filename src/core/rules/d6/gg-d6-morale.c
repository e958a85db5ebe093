/* gg-d6-morale.c: the TEST, casualty percentages and the order of morale tests. */
#include "gg-d6-morale.h"

#include <glib/gi18n-lib.h>

static const char *const casualty_steps[] = { "test.modifiers.casualties-10",
                                              "test.modifiers.casualties-25",
                                              "test.modifiers.casualties-33",
                                              "test.modifiers.casualties-50" };

/* Casualty threshold: figures lost that reach @percent of @strength, ceil(p*N/100) (D6-CAS-2). */
static int
casualty_threshold (int strength, int percent)
{
  return (percent * strength + 99) / 100;
}

static gboolean
read_step (GgD6Rules *rules, const char *path, int *percent, int *step)
{
  GgRuleEntry entry;
  double p, s;

  if (!gg_rules_data_lookup (gg_d6_rules_get_data (rules), path, &entry) ||
      gg_yaml_sequence_size (entry.value) != 2 ||
      !gg_yaml_get_double (gg_yaml_sequence_nth (entry.value, 0), NULL, &p, NULL) ||
      !gg_yaml_get_double (gg_yaml_sequence_nth (entry.value, 1), NULL, &s, NULL))
    return FALSE;
  *percent = p;
  *step = s;
  return TRUE;
}

/* Adds each casualty step reached to @report (if not NULL); returns the total. */
static int
casualty_steps_reached (GgD6Rules *rules, int strength, int lost, GgD6Report *report)
{
  int total = 0;

  for (guint i = 0; i < G_N_ELEMENTS (casualty_steps); i++)
    {
      int percent, step;

      if (!read_step (rules, casualty_steps[i], &percent, &step) ||
          lost < casualty_threshold (strength, percent))
        continue;
      total += step;
      if (report != NULL)
        {
          GgLogText *label = gg_log_text_new ();

          gg_log_text_add_message (label, N_ ("casualties %d%% or more"), percent);
          gg_d6_report_add_text (report, rules, casualty_steps[i], step, label);
        }
    }
  return total;
}

int
gg_d6_casualty_modifier (GgD6Rules *rules, int strength, int lost, gboolean *destroyed)
{
  int percent = gg_d6_rules_int (rules, "casualties.destroyed-percent");

  if (destroyed != NULL)
    *destroyed = lost >= casualty_threshold (strength, percent);
  return casualty_steps_reached (rules, strength, lost, NULL);
}

/* What one die face adds to a TEST score for @klass (D6-TEST-4, AMB-1, AMB-5). */
static int
test_die_value (GgD6Rules *rules, GgD6Class klass, int face)
{
  double on1 = 0, on6 = 0;
  int adjust;

  gg_d6_rules_row_number (rules, "class.test-die", gg_d6_class_to_string (klass), 1, &on1);
  gg_d6_rules_row_number (rules, "class.test-die", gg_d6_class_to_string (klass), 2, &on6);
  adjust = face == 1 ? (int) on1 : face == 6 ? (int) on6 : 0;
  if (!gg_d6_rules_option_is (rules, "test-die-face-counts", "true"))
    return adjust; /* AMB-1 reading B */
  if (adjust != 0 && gg_d6_rules_option_is (rules, "class-die-arithmetic", "replaces-face"))
    return adjust; /* AMB-5 alternative */
  return face + adjust;
}

static int
band (GgD6Rules *rules, const char *result)
{
  double v = 0;

  gg_d6_rules_row_number (rules, "test.bands", result, 1, &v);
  return (int) v;
}

static GgD6TestResult
test_result_for (GgD6Rules *rules, int score)
{
  int rout = band (rules, "rout");

  if (gg_d6_rules_option_is (rules, "rout-reading", "minus-six-or-better") ? score >= rout
                                                                           : score <= rout)
    return GG_D6_ROUT;
  if (score <= band (rules, "retreat"))
    return GG_D6_RETREAT;
  if (score <= band (rules, "disorder"))
    return GG_D6_DISORDER;
  return GG_D6_NO_CHANGE;
}

/* untranslated */
const char *
gg_d6_test_result_message (GgD6TestResult result)
{
  switch (result)
    {
    case GG_D6_ROUT:
      return N_ ("Rout");
    case GG_D6_RETREAT:
      return N_ ("Retreat");
    case GG_D6_DISORDER:
      return N_ ("Disorder");
    default:
      return N_ ("No change");
    }
}

const char *
gg_d6_test_result_label (GgD6TestResult result)
{
  return _(gg_d6_test_result_message (result));
}

static void
add_contact (GgD6Rules *rules, const GgD6TestInput *in, GgD6Report *r)
{
  if (in->unit->formation == GG_D6_FORM_SQUARE)
    return; /* D6-FORM-7: a square has no flank or rear */
  if (in->contacted == GG_D6_CONTACT_FLANK)
    gg_d6_report_add (r, rules, "test.modifiers.contacted-flank", -1,
                      N_ ("contacted on the flank"));
  else if (in->contacted == GG_D6_CONTACT_REAR)
    gg_d6_report_add (r, rules, "test.modifiers.contacted-rear", -2, N_ ("contacted on the rear"));
}

static void
add_class (GgD6Rules *rules, const GgD6TestInput *in, GgD6Report *r)
{
  GgD6Class klass = gg_d6_unit_class (in->unit);

  if (klass == GG_D6_GREEN)
    gg_d6_report_add (r, rules, "test.modifiers.green",
                      gg_d6_rules_int (rules, "test.modifiers.green"), N_ ("Green unit"));
  else if (klass == GG_D6_TRAINED)
    gg_d6_report_add (r, rules, "test.modifiers.trained",
                      gg_d6_rules_int (rules, "test.modifiers.trained"), N_ ("Trained unit"));
}

static gboolean
gets_charge_bonus (const GgD6TestInput *in)
{
  const GgD6Unit *u = in->unit;

  if (!in->charging || u->disordered)
    return FALSE; /* D6-DIS-E5 */
  if (u->kind == GG_D6_LIGHT_CAVALRY)
    return in->contact_to_rear; /* D6-SPEC-9 */
  return u->kind == GG_D6_LINE_INFANTRY || u->kind == GG_D6_LINE_CAVALRY;
}

static gboolean
not_trained_against_cavalry (GgD6Rules *rules, const GgD6Unit *u)
{
  gboolean infantry = u->kind == GG_D6_LINE_INFANTRY || u->kind == GG_D6_LIGHT_INFANTRY;

  if (!u->italian || !infantry)
    return FALSE;
  return u->irregular || gg_d6_rules_option_is (rules, "italian-not-trained", "all-infantry");
}

static void
add_nation (GgD6Rules *rules, const GgD6TestInput *in, GgD6Report *r)
{
  if (in->unit->italian)
    gg_d6_report_add (r, rules, "test.modifiers.italian",
                      gg_d6_rules_int (rules, "test.modifiers.italian"), N_ ("Italian unit"));
  if (in->enemy_cavalry_near && not_trained_against_cavalry (rules, in->unit))
    gg_d6_report_add (r, rules, "test.modifiers.italian-irregular-near-cavalry",
                      gg_d6_rules_int (rules, "test.modifiers.italian-irregular-near-cavalry"),
                      N_ ("Italian irregulars, enemy cavalry within 18\""));
}

static void
add_support (GgD6Rules *rules, const GgD6TestInput *in, GgD6Report *r)
{
  /* D6-FOG-T9: within 18" of the commander named, whatever the unit's own commander */
  gboolean own = in->command_near && !in->unit->disordered && !in->last_in_brigade;
  gboolean command = own || in->inspired;

  if (in->friends_in_sight)
    gg_d6_report_add (r, rules, "test.modifiers.friends-in-sight",
                      gg_d6_rules_int (rules, "test.modifiers.friends-in-sight"),
                      N_ ("friends in sight"));
  if (command)
    gg_d6_report_add (
      r, rules, "test.modifiers.command", gg_d6_rules_int (rules, "test.modifiers.command"),
      own ? N_ ("command within 18\"") : N_ ("command within 18\" (inspired command)"));
}

static void
add_large_events (GgD6Rules *rules, const GgD6TestInput *in, GgD6Report *r)
{
  int sum = in->large_retreats * gg_d6_rules_int (rules, "test.modifiers.large-retreat") +
            in->large_routs * gg_d6_rules_int (rules, "test.modifiers.large-rout") +
            in->large_destroyed * gg_d6_rules_int (rules, "test.modifiers.large-destroyed");
  int cap = gg_d6_rules_int (rules, "test.modifiers.large-cap");

  if (!gg_d6_unit_is_large (rules, in->unit) &&
      !gg_d6_rules_option_is (rules, "large-event-testers", "all-units"))
    return; /* AMB-6 */
  if (sum == 0)
    return;
  gg_d6_report_add (r, rules, "test.modifiers.large-retreat", MAX (sum, cap),
                    sum < cap ? N_ ("large units retreated, routed or destroyed within 18\" "
                                    "(capped at -3)")
                              : N_ ("large units retreated, routed or destroyed within 18\""));
}

static void
add_modifiers (GgD6Rules *rules, const GgD6TestInput *in, GgD6Report *r)
{
  if (in->unit->disordered && gg_d6_rules_option_is (rules, "unlabelled-minus-two", "disordered"))
    gg_d6_report_add (r, rules, "test.modifiers.unlabelled",
                      gg_d6_rules_int (rules, "test.modifiers.unlabelled"),
                      N_ ("disordered (the unlabelled -2)"));
  casualty_steps_reached (rules, in->unit->strength, in->lost, r);
  if (in->artillery_casualties)
    gg_d6_report_add (r, rules, "test.modifiers.artillery-casualties", -1,
                      N_ ("casualties from artillery this turn"));
  if (in->flank_rear_casualties)
    gg_d6_report_add (r, rules, "test.modifiers.flank-rear-casualties", -1,
                      N_ ("casualties in flank or rear this turn"));
  add_contact (rules, in, r);
  add_class (rules, in, r);
  if (gets_charge_bonus (in))
    gg_d6_report_add (r, rules, "test.modifiers.charging",
                      gg_d6_rules_int (rules, "test.modifiers.charging"), N_ ("charging"));
  add_nation (rules, in, r);
  add_support (rules, in, r);
  add_large_events (rules, in, r);
}

/* The total, the score and result of each face of a @klass die, and their odds. */
static void
finish_plan (GgD6Test *self, GgD6Rules *rules, GgD6Class klass)
{
  self->modifiers = gg_d6_report_total (self->report);
  for (int face = 1; face <= 6; face++)
    {
      self->die_score[face] = self->modifiers + test_die_value (rules, klass, face);
      self->die_result[face] = test_result_for (rules, self->die_score[face]);
      self->p[self->die_result[face]] += 1.0 / 6;
    }
  for (int r = GG_D6_ROUT; r <= GG_D6_NO_CHANGE; r++)
    gg_d6_report_add_odds (self->report, gg_d6_test_result_message (r), self->p[r]);
  self->die = 0;
}

GgD6Test *
gg_d6_test_plan (GgD6Rules *rules, const GgD6TestInput *input)
{
  GgD6Test *self = g_new0 (GgD6Test, 1);

  self->report = gg_d6_report_new ();
  self->report->dice = 1;
  add_modifiers (rules, input, self->report);
  finish_plan (self, rules, gg_d6_unit_class (input->unit));
  return self;
}

/* Several units on one side (D6-MEL-6) */

/* The sum of @r's modifiers from @rule. */
static int
rule_sum (const GgD6Report *r, const char *rule)
{
  int sum = 0;

  for (guint i = 0; i < r->mods->len; i++)
    if (g_str_equal (g_array_index (r->mods, GgD6Mod, i).rule, rule))
      sum += g_array_index (r->mods, GgD6Mod, i).value;
  return sum;
}

static gboolean
is_casualty_rule (GgD6Rules *rules, const char *rule)
{
  GgRuleEntry entry;

  for (guint i = 0; i < G_N_ELEMENTS (casualty_steps); i++)
    if (gg_rules_data_lookup (gg_d6_rules_get_data (rules), casualty_steps[i], &entry) &&
        g_strcmp0 (entry.rule, rule) == 0)
      return TRUE;
  return FALSE;
}

/* The unit whose modifiers of @rule the side takes: the casualties of the strongest unit (L63),
 * otherwise the most favourable (AMB-39); G_MAXUINT: a unit without any, so none. */
static guint
best_for_rule (GgD6Rules *rules, GgD6Test **plans, guint n, guint strongest, const char *rule)
{
  guint best = 0;
  int best_sum = G_MININT;

  if (is_casualty_rule (rules, rule))
    return strongest;
  for (guint i = 0; i < n; i++)
    {
      int sum = rule_sum (plans[i]->report, rule); /* 0 for a unit without it */

      if (sum > best_sum)
        best = i, best_sum = sum;
    }
  return gg_d6_report_find (plans[best]->report, rule) != NULL ? best : G_MAXUINT;
}

/* The class whose die adds the most (AMB-39: the best class for the die). */
static GgD6Class
best_die_class (GgD6Rules *rules, const GgD6TestInput *inputs, guint n)
{
  GgD6Class best = gg_d6_unit_class (inputs[0].unit);
  int best_sum = G_MININT;

  for (guint i = 0; i < n; i++)
    {
      GgD6Class k = gg_d6_unit_class (inputs[i].unit);
      int sum = 0;

      for (int face = 1; face <= 6; face++)
        sum += test_die_value (rules, k, face);
      if (sum > best_sum)
        best = k, best_sum = sum;
    }
  return best;
}

static void
copy_rule (GgD6Report *to, const GgD6Report *from, const char *rule)
{
  for (guint i = 0; i < from->mods->len; i++)
    {
      const GgD6Mod *m = &g_array_index (from->mods, GgD6Mod, i);

      if (g_str_equal (m->rule, rule))
        gg_d6_report_add_rule_text (to, m->rule, m->source, m->value, gg_log_text_copy (m->text));
    }
}

GgD6Test *
gg_d6_test_plan_side (GgD6Rules *rules, const GgD6TestInput *inputs, guint n, guint strongest)
{
  g_autofree GgD6Test **plans = g_new0 (GgD6Test *, MAX (n, 1));
  g_autoptr (GHashTable) done = g_hash_table_new (g_str_hash, g_str_equal);
  GgD6Test *self;

  if (n == 1)
    return gg_d6_test_plan (rules, &inputs[0]);
  self = g_new0 (GgD6Test, 1);
  self->report = gg_d6_report_new ();
  self->report->dice = 1;
  for (guint i = 0; i < n; i++)
    plans[i] = gg_d6_test_plan (rules, &inputs[i]);
  /* each category once, in the order the units' accounts give them */
  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < plans[i]->report->mods->len; k++)
      {
        const char *rule = g_array_index (plans[i]->report->mods, GgD6Mod, k).rule;
        guint from;

        if (!g_hash_table_add (done, (gpointer) rule))
          continue;
        from = best_for_rule (rules, plans, n, strongest, rule);
        if (from != G_MAXUINT)
          copy_rule (self->report, plans[from]->report, rule);
      }
  finish_plan (self, rules, best_die_class (rules, inputs, n));
  for (guint i = 0; i < n; i++)
    gg_d6_test_free (plans[i]);
  return self;
}

gboolean
gg_d6_test_resolve (GgD6Test *self, GgDice *dice, int entered)
{
  if (!gg_d6_report_roll (self->report, dice, 1, entered ? &entered : NULL, N_ ("TEST")))
    return FALSE;
  self->die = g_array_index (self->report->rolls, int, self->report->rolls->len - 1);
  self->score = self->die_score[self->die];
  self->result = self->die_result[self->die];
  return TRUE;
}

void
gg_d6_test_free (GgD6Test *self)
{
  if (self == NULL)
    return;
  gg_d6_report_free (self->report);
  g_free (self);
}

static gboolean
near_destroyed (const GgD6EventCandidate *c, double radius)
{
  return c->to_destroyed >= 0 && c->to_destroyed <= radius;
}

static int
compare_candidates (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const GgD6EventCandidate *x = *(const GgD6EventCandidate **) a;
  const GgD6EventCandidate *y = *(const GgD6EventCandidate **) b;
  double radius = *(double *) user_data;
  gboolean dx = near_destroyed (x, radius), dy = near_destroyed (y, radius);

  if (dx != dy)
    return dx ? -1 : 1; /* D6-MOR-5: destroyed units first */
  if (dx)
    return (x->to_destroyed > y->to_destroyed) - (x->to_destroyed < y->to_destroyed);
  return (x->to_event > y->to_event) - (x->to_event < y->to_event);
}

void
gg_d6_morale_event_order (GgD6Rules *rules, const GgD6EventCandidate *candidates, guint n,
                          GPtrArray *out)
{
  double radius = gg_d6_rules_number (rules, "test.radius");
  gboolean all = gg_d6_rules_option_is (rules, "large-event-testers", "all-units");
  g_autoptr (GPtrArray) list = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    {
      const GgD6EventCandidate *c = &candidates[i];
      gboolean near = near_destroyed (c, radius) || (c->to_event >= 0 && c->to_event <= radius);

      if (near && (c->large || all))
        g_ptr_array_add (list, (gpointer) c);
    }
  g_ptr_array_sort_with_data (list, compare_candidates, &radius);
  for (guint i = 0; i < list->len; i++)
    g_ptr_array_add (out, (gpointer) ((GgD6EventCandidate *) g_ptr_array_index (list, i))->id);
}
