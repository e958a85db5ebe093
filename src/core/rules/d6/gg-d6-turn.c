/* gg-d6-turn.c: walking the phases of the d6 rules. */
#include "gg-d6-turn.h"

#include <glib/gi18n-lib.h>

static const char *const phase_names[] = { "fog-of-war", "move", "fire", "melee", "morale" };

void
gg_d6_turn_init (GgD6Turn *self, char first)
{
  *self = (GgD6Turn){ .turn = 1, .first = first, .active = first, .phase = GG_D6_PHASE_FOG };
}

char
gg_d6_turn_other (char side)
{
  return side == 'A' ? 'B' : 'A';
}

gboolean
gg_d6_turn_advance (GgD6Turn *self)
{
  if (self->phase == GG_D6_PHASE_MOVE && self->step < GG_D6_N_STEPS)
    {
      self->step++;
      return FALSE;
    }
  self->step = 0;
  if (self->phase + 1 < GG_D6_N_PHASES)
    {
      self->phase++;
      if (self->phase == GG_D6_PHASE_MOVE)
        self->step = GG_D6_STEP_COMPULSORY;
      return FALSE;
    }
  self->phase = GG_D6_PHASE_FOG; /* D6-SEQ-2 */
  self->active = gg_d6_turn_other (self->active);
  if (self->active == self->first)
    self->turn++;
  return TRUE;
}

int
gg_d6_turn_player_turn (const GgD6Turn *self)
{
  return (self->turn - 1) * 2 + (self->active != self->first);
}

const char *
gg_d6_phase_to_string (GgD6Phase phase)
{
  g_return_val_if_fail (phase < GG_D6_N_PHASES, "?");
  return phase_names[phase];
}

gboolean
gg_d6_phase_from_string (const char *text, GgD6Phase *phase)
{
  for (guint i = 0; i < G_N_ELEMENTS (phase_names); i++)
    if (g_strcmp0 (text, phase_names[i]) == 0)
      return (*phase = i), TRUE;
  return FALSE;
}

/* untranslated, as the two below */
static const char *
phase_label (GgD6Phase phase)
{
  switch (phase)
    {
    case GG_D6_PHASE_FOG:
      return N_ ("Fog of War");
    case GG_D6_PHASE_MOVE:
      return N_ ("Move");
    case GG_D6_PHASE_FIRE:
      return N_ ("Fire");
    case GG_D6_PHASE_MELEE:
      return N_ ("Melee");
    default:
      return N_ ("Morale");
    }
}

static const char *
step_label (int step)
{
  switch (step)
    {
    case GG_D6_STEP_COMPULSORY:
      return N_ ("compulsory moves");
    case GG_D6_STEP_COMPLETE_REFORM:
      return N_ ("reformed units finish");
    case GG_D6_STEP_DECLARE_REFORM:
      return N_ ("reform");
    case GG_D6_STEP_NORMAL_MOVES:
      return N_ ("normal moves");
    default:
      return N_ ("charges and moves to contact");
    }
}

/* "Turn 2, side A: Move, step 3: reform" as data (gg-log.h) */
GgLogText *
gg_d6_turn_describe_text (const GgD6Turn *self)
{
  GgLogText *text = gg_log_text_new ();

  g_autoptr (GgLogText) phase = gg_d6_turn_phase_text (self);

  gg_log_text_add_message (text, N_ ("Turn %d, side %c: "), self->turn, self->active);
  gg_log_text_append (text, phase);
  return text;
}

GgLogText *
gg_d6_turn_phase_text (const GgD6Turn *self)
{
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add_label (text, phase_label (self->phase));
  if (self->phase == GG_D6_PHASE_MOVE)
    {
      gg_log_text_add_message (text, N_ (", step %d: "), self->step);
      gg_log_text_add_label (text, step_label (self->step));
    }
  return text;
}

char *
gg_d6_turn_describe (const GgD6Turn *self)
{
  g_autoptr (GgLogText) text = gg_d6_turn_describe_text (self);

  return gg_log_text_render (text);
}

static void
due (GgD6Report *out, const char *rule, const char *label)
{
  gg_d6_report_add_rule (out, rule, GG_RULE_SOURCE_RULEBOOK, 0, label);
}

static void
move_due (int step, GgD6Report *out)
{
  switch (step)
    {
    case GG_D6_STEP_COMPULSORY:
      due (out, "D6-COMP-2", N_ ("retreating and routing units move away, up to 6\" at first"));
      break;
    case GG_D6_STEP_COMPLETE_REFORM:
      due (out, "D6-REF-4", N_ ("units with red markers clear disorder and change formation"));
      break;
    case GG_D6_STEP_DECLARE_REFORM:
      due (out, "D6-REF-2", N_ ("disordered units that reform swap orange for red"));
      break;
    case GG_D6_STEP_NORMAL_MOVES:
      due (out, "D6-MOVE-10", N_ ("state the direction of march, then roll the movement dice"));
      due (out, "D6-MOVE-11", N_ ("every unit without a red marker moves once; command last"));
      break;
    default:
      due (out, "D6-CHG-3", N_ ("declare charges; the defender reacts before the charger moves"));
    }
}

void
gg_d6_turn_due (const GgD6Turn *self, GgD6Report *out)
{
  switch (self->phase)
    {
    case GG_D6_PHASE_FOG:
      due (out, "D6-FOG-1", N_ ("roll 1d6: on a 1, roll 2d6 on the Fog of War table"));
      break;
    case GG_D6_PHASE_MOVE:
      move_due (self->step, out);
      break;
    case GG_D6_PHASE_FIRE:
      due (out, "D6-FIRE-1", N_ ("each unit that did not move may fire once"));
      break;
    case GG_D6_PHASE_MELEE:
      due (out, "D6-MEL-3", N_ ("units in contact fight: compare TEST scores"));
      break;
    default:
      due (out, "D6-SEQ-7", N_ ("morale TESTs still due at the end of the player turn"));
    }
}

gboolean
gg_d6_turn_valid (const GgD6Turn *self)
{
  gboolean sides = (self->first == 'A' || self->first == 'B') &&
                   (self->active == 'A' || self->active == 'B');
  gboolean step = self->phase == GG_D6_PHASE_MOVE
                    ? self->step >= GG_D6_STEP_COMPULSORY && self->step <= GG_D6_N_STEPS
                    : self->step == 0;

  return self->turn >= 1 && sides && self->phase < GG_D6_N_PHASES && step;
}
