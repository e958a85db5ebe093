/* gg-act-r59.c: Risorgimento 1859 corps continuity (seed 002 L23-25): initiative d10 (a 0 is 0,
 * R59-2.3) with the scenario's modifier, ties rolled again, the winner's Free Activation
 * (R59-4.3); after a corps finishes its player passes or names another corps and rolls d10 at
 * most its Continuity (R59-4.51); a failure or a pass gives the opponent a Free Activation
 * (R59-4.52), and so do two segments in a row of one player, after which play returns
 * (R59-4.53); no corps twice in a row unless it is the only one left, and then with a roll whose
 * failure finishes it (R59-4.53-b); two activations a corps a turn, a third Extended one always
 * with a roll, a failure finishing the corps (R59-4.43, R59-4.54); when one side has nothing left
 * the other's first corps is free, the later ones roll and a failure may not attack (R59-4.55);
 * the phase ends on consecutive passes, Austrian-French or French-Austrian-French (R59-4.56), or
 * when nothing can be activated. A Demoralised corps always rolls and never extends (R59-9.2). */
#include "gg-act-private.h"

#include "gg-d6-state.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* R59-4.3 (002 L23): the overall commander provides the Initiative DRM "as long as he is on the
 * map": with his d6 unit named (`cic-unit`), none once it is off the table or destroyed. */
static gboolean
oc_on_table (GgAct *act, const GgActSide *s)
{
  GgD6UnitState *u =
    s->cic_unit != NULL ? gg_d6_state_lookup_unit (gg_d6_state_of (act->game), s->cic_unit) : NULL;

  return s->cic_unit == NULL ||
         (u != NULL && u->status != GG_D6_STATUS_OFF_TABLE && u->status != GG_D6_STATUS_DESTROYED);
}

static int
initiative_total (GgAct *act, char side, int sum)
{
  GgActSide *s = gg_act_side (act, side);
  const char *source;

  if (!oc_on_table (act, s))
    return sum;
  return sum + (s->value >= 0 ? s->value : gg_act_number (act, "r59.initiative-modifier", &source));
}

/* The rating the text gives a commander (d6.yaml activation.r59.continuity), or -1. */
static int
text_rating (GgAct *act, const char *rated, const char **source)
{
  return gg_act_row_value (act, "activation.r59.continuity", rated, source);
}

static int
continuity (GgAct *act, const GgActFormation *f, const char **source, const char **line)
{
  int r;

  *line = "002 L25";
  if (f->rating >= 0)
    return (*source = "scenario"), f->rating;
  if ((r = text_rating (act, f->rated, source)) >= 0)
    return (*line = "002 L21-25, L47"), r;
  return gg_act_number (act, "r59.continuity-default", source);
}

static gboolean
same_again (GgAct *act, const GgActFormation *f)
{
  return g_strcmp0 (act->state->last, f->id) == 0;
}

/* R59-4.43: two activations a turn, a third Extended; R59-4.44: in a Heat or Rain turn one, a
 * second Extended, no third. */
static void
limits (GgAct *act, int *normal, int *extended)
{
  const char *source;

  *normal = gg_act_number (
    act, gg_act_weather_turn (act) ? "r59.weather-activations" : "r59.activations-per-turn",
    &source);
  *extended = *normal + 1;
}

/* R59-4.55's Play Note (002 L25): "This rule kicks in whenever one side has activated all of his
 * commands/corps twice": every corps of @side has had its normal activations (R59-4.43, one in
 * a weather turn, R59-4.44) or is Finished. A pass does not make a side so ("declaring yourself
 * Finished does not trigger the rule"). */
static gboolean
side_done (GgAct *act, char side)
{
  int normal, extended;

  limits (act, &normal, &extended);
  for (guint i = 0; i < act->state->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (act->state->formations, i);

      if (f->side == side && !f->finished && f->activations < normal)
        return FALSE;
    }
  return TRUE;
}

static void
plan (GgAct *act, GgActFormation *f, const GgActChoice *choice, GgActPlan *plan)
{
  int normal, extended;
  gboolean same = same_again (act, f);

  limits (act, &normal, &extended);
  plan->die = GG_DIE_D10;
  plan->target = continuity (act, f, &plan->target_source, &plan->target_line);
  plan->target_rule = "R59-4.51";
  plan->extended = f->activations == normal;
  plan->free = act->state->free && !plan->extended && !f->demoralised && !same;
  gg_act_odds (plan, 0);
  if (f->finished || f->activations >= extended)
    plan->refused = g_strdup_printf (
      gg_act_weather_turn (act) ? _("“%s” is Finished for the turn (R59-4.44)")
                                : _("“%s” is Finished for the turn (R59-4.43)"), gg_act_name (f));
  else if (plan->extended && f->demoralised)
    plan->refused =
      g_strdup (_("a Demoralised corps may not attempt an Extended Activation (R59-9.2)"));
  else if (same && gg_act_n_available (act, f->side) > 1)
    plan->refused = g_strdup (_("no corps may be selected twice in a row (R59-4.53-b)"));
}

static void
start (GgAct *act)
{
  GgActState *s = act->state;

  s->free = TRUE; /* the initiative's Free Activation, R59-4.3 */
  s->give_back = FALSE;
  s->segments = s->passes = 0;
  s->first_passer = 0;
  gg_act_note (act, N_ ("Side %c chooses a corps for its Free Activation (R59-4.3)"), s->to_act);
}

/* The opponent of @from gets a Free Activation (R59-4.52, R59-4.53); @back: play returns after. */
static void
free_to_other (GgAct *act, char from, gboolean back)
{
  GgActState *s = act->state;

  s->to_act = gg_act_other (from);
  s->free = TRUE;
  s->give_back = back;
  s->segments = 0;
}

static void
end_if_none (GgAct *act)
{
  if (gg_act_n_available (act, 'A') + gg_act_n_available (act, 'B') > 0)
    return;
  act->state->over = TRUE;
  gg_act_note (act, N_ ("No corps can be activated: the Activation Phase ends (R59-4.56)"));
}

static void
activated (GgAct *act, GgActFormation *f, GgActPlan *plan, GgActOutcome *out)
{
  out->result = GG_ACT_RESULT_ACTIVATED;
  f->activations++;
  act->state->passes = 0;
  act->state->free = FALSE;
  act->state->segments++;
  gg_act_set_active (act, f->id);
  _gg_act_r59_begin_activation (act, f);
  if (plan->extended)
    gg_act_note (act, N_ ("Extended Activation: when it finishes each unit that moved rolls d10 "
                          "against its cohesion, and each that attacked takes a Hit (R59-4.43)"));
}

/* @same: the corps was the one just activated, so the only one left (plan() refuses it else). */
static void
failed (GgAct *act, GgActFormation *f, GgActPlan *plan, gboolean same, GgActOutcome *out)
{
  out->result = GG_ACT_RESULT_FAILED;
  if (plan->extended || same)
    {
      f->finished = TRUE;
      gg_act_note (act, N_ ("%s is Finished for the turn (R59-4.53-b, R59-4.54)"), gg_act_name (f));
    }
  else if (f->demoralised)
    {
      f->activations++;
      gg_act_note (act, N_ ("Demoralised: the failure uses up one of its activations (R59-9.2)"));
    }
  gg_act_note (act, N_ ("Side %c gets a Free Activation (R59-4.52)"), gg_act_other (f->side));
  free_to_other (act, f->side, FALSE);
  end_if_none (act);
}

static void
attempt (GgAct *act, GgActFormation *f, GgActPlan *plan, int face, GgActOutcome *out)
{
  gboolean alone = side_done (act, gg_act_other (f->side)) && !side_done (act, f->side);
  gboolean same = same_again (act, f); /* before this attempt becomes the last one */

  if (plan->free)
    gg_act_note (act, N_ ("Free Activation, no die (R59-4.52)"));
  else
    gg_act_note (act, N_ ("d10 = %d against %s’s Continuity %d (R59-4.51, %s)"), face,
                 f->commander ? f->commander : gg_act_name (f), plan->target, plan->target_line);
  gg_act_set_last (act, f->id);
  if (plan->free || face <= plan->target)
    {
      activated (act, f, plan, out);
      gg_act_note (act, N_ ("Activated: every brigade of the corps acts (R59-4.4)"));
    }
  else if (alone && !plan->extended)
    {
      activated (act, f, plan, out);
      f->no_attack = TRUE;
      gg_act_note (act, N_ ("The other side has Finished: activated, but may not attack; it may "
                            "fire (R59-4.55)"));
    }
  else
    failed (act, f, plan, same, out);
}

static void
pass (GgAct *act, GgActOutcome *out)
{
  GgActState *s = act->state;
  const char *source;
  int needed;

  if (s->passes++ == 0)
    s->first_passer = s->to_act;
  needed = gg_act_number (act,
                          gg_act_side (act, s->first_passer)->french ? "r59.passes-end-phase-french"
                                                                     : "r59.passes-end-phase",
                          &source);
  gg_act_note (act, N_ ("Side %c passes (%d in a row)"), s->to_act, s->passes);
  gg_act_set_last (act, NULL); /* a pass interrupts (R59-4.53-b) */
  if (s->passes >= needed)
    {
      s->over = TRUE;
      gg_act_note (act, N_ ("Consecutive passes: the Activation Phase ends (R59-4.56)"));
      return;
    }
  gg_act_note (act, N_ ("Side %c gets a Free Activation (R59-4.52)"), gg_act_other (s->to_act));
  free_to_other (act, s->to_act, FALSE);
}

static void
finish (GgAct *act, GgActFormation *f, GgActOutcome *out)
{
  GgActState *s = act->state;
  char side = f->side, other = gg_act_other (f->side);
  const char *source;
  int normal, extended;

  limits (act, &normal, &extended);
  f->no_attack = FALSE;
  if (f->activations >= extended)
    {
      _gg_act_extended_cost (act, f); /* R59-4.43 */
      f->finished = TRUE;
    }
  _gg_act_r59_begin_activation (act, f); /* its orders and attacks end with it */
  _gg_act_mark_hors_de_combat (act, f);  /* R59-9.1: at the conclusion of its activation */
  gg_act_note (act, N_ ("%s has finished"), gg_act_name (f));
  end_if_none (act);
  if (s->over)
    return;
  if (gg_act_n_available (act, other) == 0 || (side_done (act, other) && !side_done (act, side)))
    {
      s->to_act = side, s->free = FALSE; /* R59-4.55: the later ones roll */
      return;
    }
  if (gg_act_n_available (act, side) == 0 || (side_done (act, side) && !side_done (act, other)))
    {
      gg_act_note (act,
                   N_ ("Side %c has activated every corps: side %c’s first corps is free, the "
                       "later ones roll (R59-4.55)"),
                   side, other);
      return free_to_other (act, side, FALSE);
    }
  if (s->give_back)
    {
      gg_act_note (act, N_ ("Play returns to side %c, who resumes Continuity rolls (R59-4.53)"),
                   other);
      s->to_act = other, s->free = s->give_back = FALSE, s->segments = 0;
      return;
    }
  if (s->segments >= gg_act_number (act, "r59.consecutive-segments", &source))
    {
      gg_act_note (act, N_ ("Two segments in a row: side %c gets a Free Activation (R59-4.53)"),
                   other);
      return free_to_other (act, side, TRUE);
    }
  s->to_act = side, s->free = FALSE; /* pass, or roll for Continuity (R59-4.51) */
}

/* R59-4.43: the Extended Activation's cohesion dice when it finishes. */
static guint
finish_dice (GgAct *act, GgActFormation *f)
{
  int normal, extended;

  limits (act, &normal, &extended);
  return f->activations >= extended ? _gg_act_extended_dice (act, f) : 0;
}

const GgActClass gg_act_r59_class = {
  .scheme = GG_ACT_SCHEME_R59,
  .plan = plan,
  .attempt = attempt,
  .start = start,
  .pass = pass,
  .finish = finish,
  .initiative_total = initiative_total,
  .initiative_die = GG_DIE_D10,
  .initiative_dice = 1,
  .finish_dice = finish_dice,
};
