/* gg-act-volturno.c: Volturno 1860 formation activation (seed 001 L279-391, L892-894):
 * initiative 2d6 + the CiC's value (VOL-4.A); the sides alternate attempts, a failure counting as
 * one (VOL-4.B2); 1d6 at most the CdF's value activates (VOL-6.1.1), each failure a cumulative
 * -1 Orders marker (VOL-6.1.2), -1 more within the CiC's range (VOL-6.1.4); a natural 6 is
 * Personal Initiative, whose table is not in the text: the referee rules (VOL-6.2); three passes
 * in a row end the phase (VOL-4.B2); a formation activates once a turn (VOL-6.1); optionally, poor
 * Neapolitan coordination (VOL-15.7). */
#include "gg-act-private.h"

#include "gg-d6-state.h"

#include <glib/gi18n-lib.h>

static int
cic_value (GgAct *act, char side, const char **source)
{
  GgActSide *s = gg_act_side (act, side);

  if (s->value >= 0)
    return (*source = "scenario"), s->value;
  return gg_act_number (act, "volturno.command-value", source);
}

static int
initiative_total (GgAct *act, char side, int sum)
{
  const char *source;

  return sum + cic_value (act, side, &source);
}

static void
add_cic (GgAct *act, GgActFormation *f, const GgActChoice *choice, GgActPlan *plan)
{
  const char *source;
  int drm = gg_act_number (act, "volturno.cic-range-drm", &source);
  int near = choice->near_cic >= 0 ? choice->near_cic : gg_act_near_cic (act, f);

  if (near != 1)
    return;
  gg_act_add_modifier (plan, "cic-range", drm, "VOL-6.1.4", "001 L381", source,
                       choice->near_cic >= 0 ? "referee"
                                             : "measured, 6\" a point (house, VOL-6.1.4)");
}

/* VOL-15.8.1: Ruiz's column, once a unit of it is within one hex (6", house) of Caserta
 * Vecchia (the table's terrain `caserta-vecchia`), activates only with Ruiz within his CiC's
 * (Ritucci's or von Mechel's) command range. */
static gboolean
ruiz_stopped (GgAct *act, GgActFormation *f, const GgActChoice *choice)
{
  const char *source;
  double hex = gg_act_number (act, "volturno.cic-range-per-point", &source);
  int near;

  if (!f->ruiz || gg_act_place (act, "caserta-vecchia", f->side, f->brigades, hex) != 1)
    return FALSE;
  near = choice->near_cic >= 0 ? choice->near_cic : gg_act_near_cic (act, f);
  return near == 0;
}

/* VOL-15.8: a failure of Ruiz's column places no Orders marker while Castel Morrone (the
 * table's terrain `castel-morrone`) is occupied by the other side's units. */
static gboolean
ruiz_spared (GgAct *act, GgActFormation *f)
{
  int held = f->ruiz ? gg_act_place (act, "castel-morrone", gg_act_other (f->side), NULL, 0) : 0;

  if (held == 1)
    gg_act_note (act, N_ ("Castel Morrone is occupied by the enemy: Ruiz’s column takes no −1 "
                          "Orders marker (VOL-15.8, 001 L900)"));
  else if (held < 0)
    gg_act_note (act, N_ ("The table has no “castel-morrone”: the referee says whether Castel "
                          "Morrone is occupied and the Orders marker stands (VOL-15.8)"));
  return held == 1;
}

/* VOL-15.3 (001 L866): "In the GT 1, 2 and 3 no Garibaldi formation may be activated before any
 * of its units has 'seen' an enemy unit", a Garibaldi formation being one of the side facing the
 * Neapolitan one. Sight in those turns is one hex (VOL-15.2, night and fog: "the LoS is only 1
 * hex"), on the table the house inches of a point, with the d6 line of sight. Checked when the
 * formation is tried; a table that cannot say leaves it to the referee (not refused). */
static gboolean
surprised (GgAct *act, GgActFormation *f)
{
  const char *source;
  double hex;

  if (f->seen_enemy || act->state->initiative == 0 || gg_act_side (act, f->side)->neapolitan ||
      !gg_act_side (act, gg_act_other (f->side))->neapolitan ||
      (int) gg_d6_state_of (act->game)->turn.turn >
        gg_act_number (act, "volturno.morning-surprise-turns", &source))
    return FALSE;
  hex = gg_act_number (act, "volturno.morning-sight", &source) *
        gg_act_number (act, "volturno.cic-range-per-point", &source);
  return gg_act_sight (act, f->side, f->brigades, hex) == 0;
}

static void
plan (GgAct *act, GgActFormation *f, const GgActChoice *choice, GgActPlan *plan)
{
  const char *source;
  int drm = gg_act_number (act, "volturno.orders-drm", &source);

  plan->die = GG_DIE_D6;
  if (f->rating >= 0)
    plan->target = f->rating, plan->target_source = "scenario";
  else
    plan->target = gg_act_number (act, "volturno.command-value", &plan->target_source);
  plan->target_rule = "VOL-6.1.1";
  plan->target_line = "001 L365";
  if (f->orders > 0)
    gg_act_add_modifier (plan, "orders", f->orders * drm, "VOL-6.1.2", "001 L367-371", source,
                         NULL);
  add_cic (act, f, choice, plan);
  gg_act_odds (plan, gg_act_number (act, "volturno.personal-initiative-face", &source));
  if (f->finished)
    plan->refused = g_strdup_printf (_("“%s” has activated this turn (VOL-6.1)"), gg_act_name (f));
  else if (surprised (act, f))
    plan->refused =
      g_strdup_printf (_("“%s”: none of its units has seen an enemy unit yet (one "
                                       "hex, %d\" at the house scale, at night and in fog): no "
                                       "Garibaldi formation may be activated before that in "
                                       "game turns 1 to %d (VOL-15.3, VOL-15.2)"),
                          gg_act_name (f),
                          gg_act_number (act, "volturno.morning-sight", &source) *
                            gg_act_number (act, "volturno.cic-range-per-point", &source),
                          gg_act_number (act, "volturno.morning-surprise-turns", &source));
  else if (ruiz_stopped (act, f, choice))
    plan->refused = g_strdup_printf (_("“%s” has reached Caserta Vecchia and its commander is not "
                                       "within the commander-in-chief’s range: it may no longer "
                                       "activate (VOL-15.8.1)"),
                                        gg_act_name (f));
}

/* A side with no formation left passes (VOL-4.B2: it can do nothing else). */
static void pass (GgAct *act, GgActOutcome *out);

static void
hand_over (GgAct *act, char from)
{
  GgActState *s = act->state;

  s->to_act = gg_act_other (from);
  if (!s->over && gg_act_n_available (act, s->to_act) == 0)
    {
      gg_act_note (act, N_ ("Side %c has no formation left to activate and passes (VOL-4.B2)"),
                   s->to_act);
      pass (act, NULL);
    }
}

static void
pass (GgAct *act, GgActOutcome *out)
{
  GgActState *s = act->state;
  const char *source;

  if (s->passes++ == 0)
    s->first_passer = s->to_act;
  if (out != NULL)
    gg_act_note (act, N_ ("Side %c passes (%d in a row, VOL-4.B2)"), s->to_act, s->passes);
  if (s->passes >= gg_act_number (act, "volturno.passes-end-phase", &source))
    {
      s->over = TRUE;
      gg_act_note (act, N_ ("Three passes in a row: the Activation Phase ends; formations not "
                            "activated stay idle this turn (VOL-4.B2)"));
      return;
    }
  hand_over (act, s->to_act);
}

/* VOL-5.1, VOL-5.2 (001 L341-353): at the start of the Action Phase the units of each formation
 * beyond its CdF's command range are marked Out of Command. The range is four points traced from
 * the CdF; on the table it is measured straight, edge to edge, between the CdF's unit and the
 * unit, at the house scale of inches a point (activation.volturno.cic-range-per-point): roads,
 * rivers and enemy zones (5.2.1, 5.2.2) are not traced, the referee rules where they matter.
 * A formation whose CdF is not on the table, or a table that cannot measure, marks none. */
static void
mark_command (GgAct *act)
{
  GgD6State *d6 = gg_d6_state_of (act->game);
  const char *source;
  double range = gg_act_number (act, "volturno.command-range", &source) *
                 gg_act_number (act, "volturno.cic-range-per-point", &source);

  for (guint i = 0; i < act->state->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (act->state->formations, i);
      GStrvBuilder *b = g_strv_builder_new ();

      for (guint j = 0; act->distance != NULL && f->commander_unit != NULL && j < d6->units->len;
           j++)
        {
          GgD6UnitState *u = g_ptr_array_index (d6->units, j);
          double d;

          if (u->side != f->side || u->brigade == NULL || f->brigades == NULL ||
              !g_strv_contains ((const char *const *) f->brigades, u->brigade) ||
              g_strcmp0 (u->type, "command") == 0 || u->status == GG_D6_STATUS_DESTROYED ||
              u->status == GG_D6_STATUS_OFF_TABLE)
            continue;
          d = act->distance (f->commander_unit, u->id, act->distance_data);
          if (d > range + 1e-9)
            {
              g_strv_builder_add (b, u->id);
              gg_act_note (act,
                           N_ ("%s: %.1f\" from its CdF, beyond %.0f\" (4 points, house "
                               "inches a point): Out of Command (VOL-5.1, VOL-5.2)"),
                           u->id, d, range);
            }
        }
      g_strfreev (f->out_of_command);
      f->out_of_command = g_strv_builder_end (b);
      g_strv_builder_unref (b);
      if (f->out_of_command[0] == NULL)
        g_clear_pointer (&f->out_of_command, g_strfreev);
    }
}

static void
start (GgAct *act)
{
  mark_command (act);
  act->state->passes = 0;
  act->state->first_passer = 0;
  gg_act_note (act, N_ ("Side %c attempts first (VOL-4.B2)"), act->state->to_act);
}

/* VOL-15.7 (001 L894, a rule of the game, not an option): a Neapolitan failure when every
 * Garibaldine formation has activated rolls the coordination die. */
static gboolean
coordination_due (GgAct *act, GgActFormation *f)
{
  return act->poor_coordination && gg_act_side (act, f->side)->neapolitan &&
         gg_act_n_available (act, gg_act_other (f->side)) == 0;
}

static void
coordination (GgAct *act, GgActFormation *f)
{
  const char *source;
  int face, ends;

  if (!coordination_due (act, f))
    return;
  face = gg_act_roll (act, GG_DIE_D6, N_ ("poor Neapolitan coordination"));
  ends = gg_act_number (act, "volturno.coordination-ends-on", &source);
  gg_act_note (act, N_ ("Poor Neapolitan coordination: 1d6 = %d (VOL-15.7, 001 L894)"), face);
  if (face <= ends)
    {
      act->state->over = TRUE;
      gg_act_note (act, N_ ("The Activation Phase ends (VOL-15.7)"));
    }
}

static void
activated (GgAct *act, GgActFormation *f)
{
  /* VOL-15.3: allowed to try, so seen (or the referee's word) */
  f->seen_enemy = f->seen_enemy || (!gg_act_side (act, f->side)->neapolitan &&
                                    gg_act_side (act, gg_act_other (f->side))->neapolitan);
  f->activations++;
  f->finished = TRUE; /* once a game turn, VOL-6.1 */
  f->orders = 0;
  act->state->passes = 0;
  gg_act_set_active (act, f->id);
}

static void finish (GgAct *act, GgActFormation *f, GgActOutcome *out);

static void
attempt (GgAct *act, GgActFormation *f, GgActPlan *plan, int face, GgActOutcome *out)
{
  const char *source;

  gg_act_note (act, N_ ("1d6 = %d, modified %d against %s’s value %d (VOL-6.1.1, 001 L365)"), face,
               out->total, f->commander ? f->commander : gg_act_name (f), plan->target);
  for (guint i = 0; i < plan->modifiers->len; i++)
    {
      GgActModifier *m = &g_array_index (plan->modifiers, GgActModifier, i);

      gg_act_note_labelled (act, GG_LOG_LABEL (1), "  %+d %s (%s, %s)", m->value,
                            gg_act_word_message (m->name), m->rule, m->line);
    }
  if (face >= gg_act_number (act, "volturno.personal-initiative-face", &source) &&
      gg_act_weather_turn (act))
    {
      out->result = GG_ACT_RESULT_ACTIVATED;
      activated (act, f);
      g_clear_pointer (&act->state->active, g_free); /* it stays where it is: done at once */
      gg_act_note (act, N_ ("An unmodified 6 at night: the formation and its leader stay where "
                            "they are, and it counts as activated (VOL-15.2, 001 L860)"));
      finish (act, f, out);
      return;
    }
  if (face >= gg_act_number (act, "volturno.personal-initiative-face", &source))
    {
      out->result = GG_ACT_RESULT_PERSONAL;
      activated (act, f);
      g_free (act->state->personal);
      act->state->personal = g_strdup (f->id);
      gg_act_note (act, N_ ("An unmodified 6: the formation acts on Personal Initiative (VOL-6.2, "
                            "001 L385). Its table is not in the text: the referee decides what "
                            "it does"));
      return;
    }
  if (out->total <= plan->target)
    {
      out->result = GG_ACT_RESULT_ACTIVATED;
      activated (act, f);
      gg_act_note (act, N_ ("Activated: its in-command units act, one at a time (VOL-4.B2-b)"));
      return;
    }
  out->result = GG_ACT_RESULT_FAILED;
  act->state->passes = 0; /* a failed attempt is an attempt, not a pass */
  if (!ruiz_spared (act, f))
    {
      f->orders++;
      gg_act_note (act,
                   N_ ("Failed: a -1 Orders marker, %d in all for the next attempt (VOL-6.1.2)"),
                   f->orders);
    }
  coordination (act, f);
  if (!act->state->over)
    hand_over (act, f->side);
}

static void
finish (GgAct *act, GgActFormation *f, GgActOutcome *out)
{
  gg_act_note (act, N_ ("%s has finished"), gg_act_name (f));
  if (gg_act_n_available (act, 'A') + gg_act_n_available (act, 'B') == 0)
    {
      act->state->over = TRUE;
      gg_act_note (act, N_ ("Every formation has activated: the Activation Phase ends"));
      return;
    }
  hand_over (act, f->side);
}

/* The coordination die after an activation die of @face that fails (VOL-15.7). */
static guint
attempt_extra_dice (GgAct *act, GgActFormation *f, GgActPlan *plan, int face)
{
  const char *source;

  if (face >= gg_act_number (act, "volturno.personal-initiative-face", &source) ||
      face + plan->modifier <= plan->target)
    return 0;
  return coordination_due (act, f);
}

const GgActClass gg_act_volturno_class = {
  .scheme = GG_ACT_SCHEME_VOLTURNO,
  .plan = plan,
  .attempt = attempt,
  .start = start,
  .pass = pass,
  .finish = finish,
  .initiative_total = initiative_total,
  .initiative_die = GG_DIE_D6,
  .initiative_dice = 2,
  .attempt_extra_dice = attempt_extra_dice,
};
