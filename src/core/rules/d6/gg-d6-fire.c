/* gg-d6-fire.c: fire dice pools and their odds. */
#include "gg-d6-fire.h"

#include <glib/gi18n-lib.h>

#define EPSILON 1e-6 /* distances compare with a tolerance (spec section 20) */

static gboolean
limit (GgD6Rules *rules, const char *path, GgD6Weapon weapon, guint column, double *out)
{
  return gg_d6_rules_row_number (rules, path, gg_d6_weapon_to_string (weapon), column, out);
}

GgD6RangeBand
gg_d6_fire_range_band (GgD6Rules *rules, GgD6Weapon weapon, double distance)
{
  double v;

  if (limit (rules, "range.canister", weapon, 1, &v) && distance <= v + EPSILON)
    return GG_D6_RANGE_CANISTER; /* D6-RNG-3 */
  if (limit (rules, "range.short-long", weapon, 1, &v) && distance <= v + EPSILON)
    return GG_D6_RANGE_SHORT;
  if (limit (rules, "range.short-long", weapon, 2, &v) && distance <= v + EPSILON)
    return GG_D6_RANGE_LONG; /* nil: D6-RNG-4 */
  return GG_D6_RANGE_OUT;
}

double
gg_d6_fire_gap_needed (GgD6Rules *rules, double target_frontage)
{
  return MIN (gg_d6_rules_number (rules, "fire.gap-max"),
              gg_d6_rules_number (rules, "fire.gap-frontage-factor") * target_frontage);
}

static gboolean
forbid (GgD6Fire *self, const char *rule, const char *reason)
{
  self->allowed = FALSE;
  self->reason_rule = rule;
  self->reason = g_strdup (reason);
  return FALSE;
}

static gboolean
is_response (const GgD6FireInput *in)
{
  return in->kind != GG_D6_FIRE_NORMAL;
}

static gboolean
check_unit (GgD6Fire *self, const GgD6FireInput *in)
{
  const GgD6Unit *u = in->firer;

  if (u->kind == GG_D6_COMMAND)
    return forbid (self, "D6-CMD-4", _("command units cannot fire"));
  if (u->kind == GG_D6_MINERS)
    return forbid (self, "D6-SAP-1", _("miners and sappers cannot shoot"));
  if (u->formation == GG_D6_FORM_MARCH_COLUMN)
    return forbid (self, "D6-FORM-3", _("a column of march cannot fire"));
  if (u->formation == GG_D6_FORM_LIMBERED)
    return forbid (self, "D6-AMB-49", _("limbered guns cannot fire"));
  if (u->weapon == GG_D6_NO_WEAPON || u->routed)
    return forbid (self, "D6-FIRE-2", _("this unit cannot fire"));
  if (in->target_command)
    return forbid (self, "D6-CMD-4", _("command units cannot be fired at"));
  if (in->target_in_melee)
    return forbid (self, "D6-AMB-30", _("units in melee cannot be fired at (house rule)"));
  return TRUE;
}

static gboolean
check_timing (GgD6Fire *self, const GgD6FireInput *in)
{
  const GgD6Unit *u = in->firer;

  if (!is_response (in))
    {
      if (in->moved)
        return forbid (self, "D6-MOVE-15", _("units that moved cannot fire"));
      if (in->times_fired >= (in->fire_twice ? 2 : 1))
        return forbid (self, "D6-FIRE-1", _("the unit has already fired this turn"));
      return TRUE;
    }
  if (u->disordered && !u->reforming && !in->contacted)
    return forbid (self, "D6-FIRE-22", _("disordered units response-fire only when contacted"));
  if ((gg_d6_unit_is_cavalry (u) || gg_d6_unit_is_guns (u)) && !in->target_in_front)
    return forbid (self, "D6-FIRE-22", _("cavalry and artillery response-fire only to the front"));
  return TRUE;
}

static gboolean
check_target (GgD6Fire *self, const GgD6FireInput *in)
{
  if (!in->line_of_sight)
    return forbid (self, "D6-FIRE-1", _("no line of sight"));
  if (!in->in_arc)
    return forbid (self, "D6-FIRE-3", _("the target is not in the arc of fire"));
  if (self->band == GG_D6_RANGE_OUT)
    return forbid (self, "D6-RNG-2", _("out of range"));
  if (in->cover == GG_D6_COVER_HARD && self->band == GG_D6_RANGE_LONG)
    return forbid (self, "D6-FIRE-12", _("units in hard cover cannot be hit at long range"));
  return TRUE;
}

/* D6-FIRE-5/6, D6-FIRE-21: the dice before halving; *fixed for the set 1d6 pools. */
static int
base_dice (GgD6Rules *rules, const GgD6FireInput *in, GgD6Report *r, gboolean *fixed)
{
  const GgD6Unit *u = in->firer;
  int front = in->front_rank, second = in->second_rank, n;

  *fixed = TRUE;
  if (in->kind == GG_D6_FIRE_RESPONSE_PASSING || in->kind == GG_D6_FIRE_RESPONSE_SUPPORT)
    return gg_d6_report_add (r, rules, "fire.response-dice", 1, N_ ("response fire: 1d6")), 1;
  if (gg_d6_unit_is_cavalry (u))
    return gg_d6_report_add (r, rules, "fire.cavalry-dice", 1, N_ ("cavalry fire 1d6")), 1;
  *fixed = FALSE;
  if (in->counted >= 0)
    n = in->counted;
  else if (gg_d6_unit_is_light (u) || gg_d6_unit_is_guns (u))
    n = u->figures;
  else
    {
      if (front == 0 && second == 0)
        front = (u->figures + 1) / 2, second = u->figures / 2;
      n = u->italian ? front : front + second;
    }
  if (u->italian && !gg_d6_unit_is_light (u) && in->counted < 0)
    gg_d6_report_add (r, rules, "fire.italian-counted-ranks", n, N_ ("figures in the first rank"));
  else
    gg_d6_report_add (r, rules, "fire.counted-ranks", n, N_ ("figures that count"));
  return n;
}

static int
halve (GgD6Rules *rules, GgD6Report *r, int n, const char *label)
{
  int half = n / gg_d6_rules_int (rules, "fire.halving-divisor");

  gg_d6_report_add (r, rules, "fire.halving-divisor", half - n, label);
  return half;
}

static int
halvings (GgD6Rules *rules, const GgD6FireInput *in, GgD6Fire *self, int n, gboolean fixed)
{
  if (fixed && !gg_d6_rules_option_is (rules, "fixed-pools-halved", "true"))
    return n; /* AMB-26 */
  if (in->firer->disordered)
    n = halve (rules, self->report, n, N_ ("firing unit disordered"));
  if (self->band == GG_D6_RANGE_LONG)
    n = halve (rules, self->report, n, N_ ("long range"));
  if (in->cover != GG_D6_COVER_NONE)
    n = halve (rules, self->report, n, N_ ("target in cover"));
  return n;
}

static int
take_away (GgD6Rules *rules, GgD6Report *r, int n, const char *path, const char *label)
{
  int cut = MIN (n, gg_d6_rules_int (rules, path));

  if (cut > 0)
    gg_d6_report_add (r, rules, path, -cut, label);
  return n - cut;
}

static int
additions (GgD6Rules *rules, const GgD6FireInput *in, GgD6Fire *self, int n)
{
  int bonus = gg_d6_rules_bonus_dice (rules, gg_d6_unit_class (in->firer));

  if (bonus > 0 && !in->firer->disordered) /* D6-DIS-E3 */
    {
      gg_d6_report_add_rule (self->report, "D6-FIRE-9", GG_RULE_SOURCE_RULEBOOK, bonus,
                             N_ ("fire bonus"));
      n += bonus;
    }
  if (in->target_dense && !in->target_light)
    n += gg_d6_rules_int (rules, "fire.dense-dice"),
      gg_d6_report_add (self->report, rules, "fire.dense-dice",
                        gg_d6_rules_int (rules, "fire.dense-dice"), N_ ("dense target"));
  if (self->band == GG_D6_RANGE_CANISTER)
    n += gg_d6_rules_int (rules, "fire.canister-dice"),
      gg_d6_report_add (self->report, rules, "fire.canister-dice",
                        gg_d6_rules_int (rules, "fire.canister-dice"), N_ ("canister"));
  if (in->dead_calm)
    n = take_away (rules, self->report, n, "fog.calm-fire-dice", N_ ("dead calm"));
  if (in->rain)
    n = take_away (rules, self->report, n, "fog.rain-dice", N_ ("heavy rain"));
  return n;
}

static void
add_odds (GgD6Fire *self, GgD6Rules *rules)
{
  int face = gg_d6_rules_int (rules, "fire.hit-face");
  int last = MIN (self->pool, 6);
  double rest = 1;

  for (int k = 0; k < last; k++)
    {
      double p = gg_d6_odds_successes (self->pool, k, face);
      GgLogText *label = gg_log_text_new ();

      gg_log_text_add_plural (label, "%d hit", "%d hits", k, k);
      gg_d6_report_add_odds_text (self->report, label, p);
      rest -= p;
    }
  {
    GgLogText *label = gg_log_text_new ();

    if (last == self->pool)
      gg_log_text_add_message (label, N_ ("%d hits"), last);
    else
      gg_log_text_add_message (label, N_ ("%d hits or more"), last);
    gg_d6_report_add_odds_text (self->report, label, MAX (rest, 0));
  }
  self->p_test = 1 - gg_d6_odds_successes (self->pool, 0, face) -
                 gg_d6_odds_successes (self->pool, 1, face);
}

GgD6Fire *
gg_d6_fire_plan (GgD6Rules *rules, const GgD6FireInput *in)
{
  g_autoptr (GgD6Fire) self = g_new0 (GgD6Fire, 1);
  gboolean fixed;
  int n;

  self->report = gg_d6_report_new ();
  self->band = gg_d6_fire_range_band (rules, in->firer->weapon, in->distance);
  self->allowed = TRUE;
  if (!check_unit (self, in) || !check_timing (self, in) || !check_target (self, in))
    return g_steal_pointer (&self);
  self->breaks_reform = in->firer->reforming; /* D6-REF-3 */
  n = base_dice (rules, in, self->report, &fixed);
  n = halvings (rules, in, self, n, fixed);
  self->pool = additions (rules, in, self, n);
  self->report->dice = self->pool;
  add_odds (self, rules);
  return g_steal_pointer (&self);
}

gboolean
gg_d6_fire_resolve (GgD6Fire *self, GgD6Rules *rules, GgDice *dice, const int *entered)
{
  g_return_val_if_fail (self->allowed, FALSE);
  if (!gg_d6_report_roll (self->report, dice, self->pool, entered, N_ ("firing")))
    return FALSE;
  self->hits = gg_d6_report_count_at_least (self->report, gg_d6_rules_int (rules, "fire.hit-face"));
  return TRUE;
}

void
gg_d6_fire_free (GgD6Fire *self)
{
  if (self == NULL)
    return;
  gg_d6_report_free (self->report);
  g_free (self->reason);
  g_free (self);
}

void
gg_d6_fire_casualties (GgD6Rules *rules, const GgD6Unit *unit, int turn_casualties, gboolean tested,
                       int hits, GgD6CasualtyEffect *out)
{
  int threshold = gg_d6_rules_int (rules, "fire.casualty-test");
  int percent = gg_d6_rules_int (rules, "casualties.destroyed-percent");
  int turn_total;

  out->removed = MIN (MAX (hits, 0), unit->figures);
  out->figures = unit->figures - out->removed;
  out->destroyed = unit->strength - out->figures >= (percent * unit->strength + 99) / 100;
  turn_total = turn_casualties + out->removed;
  out->disordered = turn_total >= threshold;
  if (gg_d6_rules_option_is (rules, "casualty-test-timing", "every-fire"))
    out->test_due = out->removed >= threshold;
  else
    out->test_due = !tested && turn_total >= threshold;
  out->test_due = out->test_due && !out->destroyed;
}
