/* gg-d6-melee.c: comparing TEST scores in melee. */
#include "gg-d6-melee.h"

#include <glib/gi18n-lib.h>

typedef struct
{
  GgD6Melee pub;
  GgD6Unit ua, ub;
} Melee;

static gboolean
is_dragoons_against_line_cavalry (const GgD6Unit *self, const GgD6Unit *other)
{
  return self->dragoons && gg_d6_unit_is_cavalry (self) && other->kind == GG_D6_LINE_CAVALRY;
}

/* D6-SPEC-1: lancers win draws against all but ordered line infantry in line or square, and
 * other lancers. */
static gboolean
lancers_win_draw (const GgD6Unit *self, const GgD6Unit *other)
{
  gboolean steady_foot =
    other->kind == GG_D6_LINE_INFANTRY && !other->disordered &&
    (other->formation == GG_D6_FORM_LINE || other->formation == GG_D6_FORM_SQUARE);

  return self->lancers && !other->lancers && !steady_foot;
}

/* The outcome for two die faces, without rolling. */
static GgD6MeleeOutcome
outcome_for (GgD6Melee *pub, GgD6Rules *rules, int face_a, int face_b, int *difference)
{
  Melee *self = (Melee *) pub;
  int sa = pub->a->die_score[face_a], sb = pub->b->die_score[face_b];

  *difference = ABS (sa - sb);
  if (sa != sb)
    return sa > sb ? GG_D6_MELEE_A_WINS : GG_D6_MELEE_B_WINS;
  *difference = 1; /* AMB-41, AMB-42 */
  if (lancers_win_draw (&self->ua, &self->ub))
    return GG_D6_MELEE_A_WINS;
  if (lancers_win_draw (&self->ub, &self->ua))
    return GG_D6_MELEE_B_WINS;
  if (is_dragoons_against_line_cavalry (&self->ua, &self->ub) &&
      gg_d6_report_find (pub->a->report, "D6-TEST-M9"))
    return GG_D6_MELEE_B_WINS;
  if (is_dragoons_against_line_cavalry (&self->ub, &self->ua) &&
      gg_d6_report_find (pub->b->report, "D6-TEST-M9"))
    return GG_D6_MELEE_A_WINS;
  *difference = 0;
  return GG_D6_MELEE_DRAW;
}

/* Each unit's input against the other side's strongest unit @other (the AMB-42 option), as one
 * TEST for the side (D6-MEL-6). */
static GgD6Test *
plan_side (GgD6Rules *rules, const GgD6TestInput *in, guint n, guint strongest,
           const GgD6Unit *other)
{
  g_autofree GgD6TestInput *copy = g_memdup2 (in, sizeof *in * n);

  for (guint i = 0; i < n; i++)
    if (is_dragoons_against_line_cavalry (in[i].unit, other) &&
        gg_d6_rules_option_is (rules, "dragoons-charge-bonus", "never-against-line-cavalry"))
      copy[i].charging = FALSE; /* AMB-42 option */
  return gg_d6_test_plan_side (rules, copy, n, strongest);
}

static void
add_odds (GgD6Melee *pub, GgD6Rules *rules)
{
  for (int fa = 1; fa <= 6; fa++)
    for (int fb = 1; fb <= 6; fb++)
      {
        int diff;

        pub->p[outcome_for (pub, rules, fa, fb, &diff)] += 1.0 / 36;
      }
  gg_d6_report_add_odds (pub->report, N_ ("attacker wins"), pub->p[GG_D6_MELEE_A_WINS]);
  gg_d6_report_add_odds (pub->report, N_ ("draw"), pub->p[GG_D6_MELEE_DRAW]);
  gg_d6_report_add_odds (pub->report, N_ ("defender wins"), pub->p[GG_D6_MELEE_B_WINS]);
}

/* The strongest of @n units: the most figures, the first listed on a tie. */
static guint
strongest_unit (const GgD6TestInput *units, guint n)
{
  guint best = 0;

  for (guint i = 1; i < n; i++)
    if (units[i].unit->figures > units[best].unit->figures)
      best = i;
  return best;
}

GgD6Melee *
gg_d6_melee_plan (GgD6Rules *rules, const GgD6TestInput *a, const GgD6TestInput *b)
{
  return gg_d6_melee_plan_sides (rules, a, 1, b, 1);
}

GgD6Melee *
gg_d6_melee_plan_sides (GgD6Rules *rules, const GgD6TestInput *a, guint na, const GgD6TestInput *b,
                        guint nb)
{
  Melee *self = g_new0 (Melee, 1);
  guint sa = strongest_unit (a, na), sb = strongest_unit (b, nb);

  /* lancers and dragoons (D6-SPEC-1/2): the strongest unit of each side, a house reading */
  self->ua = *a[sa].unit;
  self->ub = *b[sb].unit;
  self->pub.a = plan_side (rules, a, na, sa, b[sb].unit);
  self->pub.b = plan_side (rules, b, nb, sb, a[sa].unit);
  self->pub.report = gg_d6_report_new ();
  self->pub.report->dice = 2;
  add_odds (&self->pub, rules);
  return &self->pub;
}

static void
apply_outcome (GgD6Melee *self, GgD6Rules *rules)
{
  int per_point = gg_d6_rules_int (rules, "melee.casualties-per-point");

  if (self->outcome == GG_D6_MELEE_DRAW)
    {
      self->casualties_a = self->casualties_b = gg_d6_rules_int (rules, "melee.draw-casualties");
      self->a_retreats = self->b_retreats = TRUE; /* D6-MEL-5 */
      return;
    }
  if (self->outcome == GG_D6_MELEE_A_WINS)
    self->casualties_b = per_point * self->difference; /* D6-MEL-4 */
  else
    self->casualties_a = per_point * self->difference;
}

gboolean
gg_d6_melee_resolve (GgD6Melee *self, GgD6Rules *rules, GgDice *dice, int entered_a, int entered_b)
{
  if (!gg_d6_test_resolve (self->a, dice, entered_a) ||
      !gg_d6_test_resolve (self->b, dice, entered_b))
    return FALSE;
  self->outcome = outcome_for (self, rules, self->a->die, self->b->die, &self->difference);
  self->special = self->a->score == self->b->score && self->outcome != GG_D6_MELEE_DRAW;
  apply_outcome (self, rules);
  return TRUE;
}

void
gg_d6_melee_free (GgD6Melee *self)
{
  if (self == NULL)
    return;
  gg_d6_test_free (self->a);
  gg_d6_test_free (self->b);
  gg_d6_report_free (self->report);
  g_free (self);
}

GgD6TestResult
gg_d6_melee_loser_result (GgD6TestResult moral)
{
  return moral == GG_D6_ROUT ? GG_D6_ROUT : GG_D6_RETREAT;
}

void
gg_d6_melee_share (int total, const int *sizes, guint n, int *out)
{
  guint largest = 0;

  for (guint i = 0; i < n; i++)
    {
      out[i] = total / (int) n;
      if (sizes[i] > sizes[largest])
        largest = i;
    }
  if (n > 0)
    out[largest] += total % (int) n; /* D6-MEL-6: the residual to the largest */
}
