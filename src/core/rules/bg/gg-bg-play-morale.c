/* gg-bg-play-morale.c: morale tests, assaults and charges declared (BG-9, BG-11.2), rolled and logged. */
#include "gg-bg-play-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-geometry.h"
#include "gg-los.h"
#include "gg-move.h"
#include "gg-spatial.h"

/* Morale */

static guint
characters_of (GgGame *game, char side, int squad)
{
  GgSquadState *s = gg_bg_state_squad (game->state, side, squad, FALSE);
  GgOfficerState *o = gg_bg_state_attached_officer (game->state, side, squad);

  return (s ? s->characters : 0) | (o ? o->characters : 0);
}

static const GgFigure *
personality_figure (GgGame *game, GgBgRules *rules, char side, int squad)
{
  GgOfficerState *o = gg_bg_state_attached_officer (game->state, side, squad);
  g_autoptr (GgBgSquadCommand) c = NULL;

  if (o != NULL && o->characters != 0)
    return gg_game_lookup_figure (game, o->figure);
  c = gg_bg_command_squad (game, rules, side, squad);
  return c ? c->leader : NULL;
}

static gboolean
is_personality (GgGame *game, const GgFigure *f)
{
  GgOfficerState *o = gg_bg_state_officer (game->state, f->id, FALSE);
  GgSquadState *s = gg_bg_state_squad (game->state, f->side, f->squad, FALSE);

  if (o != NULL)
    return o->characters != 0 && !o->out;
  return s != NULL && s->characters != 0 && gg_bg_role_is_leader (f->role);
}

/* BG-15.1-p: another personality, of either side (AMB-61), within 30 cm. */
static gboolean
personality_near (GgGame *game, GgBgRules *rules, const GgFigure *self)
{
  double range = gg_bg_rules_distance (rules, "morale.vanaglorioso-range").value;

  for (guint i = 0; self != NULL && i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f != self && !gg_bg_state_is_out (game->state, f->id) && is_personality (game, f) &&
          gg_base_distance (&f->base, &self->base) <= range + GG_GEOMETRY_EPSILON)
        return TRUE;
    }
  return FALSE;
}

void
gg_bg_play_morale_input (GgGame *game, GgBgRules *rules, char side, int squad, gboolean charge,
                         GgBgMoraleInput *in)
{
  GgSquadState *s = gg_bg_state_squad (game->state, side, squad, TRUE);
  g_autoptr (GgBgSquadCommand) c = gg_bg_command_squad (game, rules, side, squad);
  guint ch = characters_of (game, side, squad);

  memset (in, 0, sizeof *in);
  in->figures = c ? c->members->len : 0;
  in->out_of_command = !gg_bg_play_in_command (game, rules, side, squad);
  in->training = s->training;
  in->elite = (s->traits & GG_BG_TRAIT_ELITE) != 0;
  in->friendly_fire = s->friendly_fire;
  in->codardo = (ch & GG_BG_CHAR_CODARDO) != 0;
  in->vanaglorioso = (ch & GG_BG_CHAR_VANAGLORIOSO) &&
                     personality_near (game, rules, personality_figure (game, rules, side, squad));
  in->impopolare = (ch & GG_BG_CHAR_IMPOPOLARE) != 0;
  in->protector_fallen = s->protector_fallen ||
                         gg_bg_state (game->state)->gigogin_fallen[side == 'B'];
  in->extra_die = (ch & GG_BG_CHAR_CARISMATICO) || (charge && (ch & GG_BG_CHAR_EROICO));
  in->fortunato = (ch & GG_BG_CHAR_FORTUNATO) != 0;
}

/* BG-15.1-n: Sfortunato rolls a second D20 if the first did not hit him. */
static gboolean
sfortunato (GgGame *game, GgBgRules *rules, const GgBgMoraleInput *in, GgBgMorale *out)
{
  int second = gg_dice_roll (game->state->dice, GG_DIE_D20, N_ ("Sfortunato (BG-15.1-n)"));
  int modified = second + out->total_modifier;

  if (gg_bg_rules_morale_outcome (rules, in->figures, modified, NULL) != GG_BG_MORALE_LEADER_HIT)
    return FALSE;
  out->outcome = GG_BG_MORALE_LEADER_HIT;
  return TRUE;
}

static void
play_morale (GgGame *game, GgBgRules *rules, const GgChit *chit, const GgBgMoraleInput *input,
             GgBgMorale *out, gboolean *sfortunato_hit)
{
  guint from = gg_bg_play_mark (game);
  g_autofree char *name = gg_bg_chit_name (chit), *rule = NULL;
  GgLogText *text = gg_log_text_new ();
  gboolean hit = FALSE;

  gg_bg_morale_roll (rules, game->state->dice, input, out);
  if ((characters_of (game, chit->side, chit->squad) & GG_BG_CHAR_SFORTUNATO) &&
      out->outcome != GG_BG_MORALE_LEADER_HIT)
    hit = sfortunato (game, rules, input, out);
  if (sfortunato_hit != NULL)
    *sfortunato_hit = hit;
  /* Translators: a morale test in the log, its modifiers and then its total follow */
  gg_log_text_add_message (text, N_ ("Morale test %s [BG-9-b]: %d figures, D20 %d, modifiers: "),
                           name, input->figures, out->kept);
  gg_bg_modifiers_to_log (out->modifiers, text);
  /* Translators: a morale test's total and its result, e.g. "; total 12: No effect" */
  gg_log_text_add_labelled (text, GG_LOG_LABEL (1), N_ ("; total %d: %s"), out->modified,
                            gg_bg_morale_outcome_message (out->outcome));
  if (hit)
    gg_log_text_add_label (text, N_ (" (Sfortunato hit by the second D20, BG-15.1-n)"));
  rule = g_strdup_printf (" [%s", out->table.rule);
  gg_log_text_add (text, rule);
  if (out->house)
    gg_log_text_add_label (text, N_ (", house"));
  gg_log_text_add (text, "]");
  gg_bg_play_log_rolls (game, from, text);
}

void
gg_bg_play_morale (GgGame *game, GgBgRules *rules, char side, int squad,
                   const GgBgMoraleInput *input, GgBgMorale *out, gboolean *sfortunato_hit)
{
  GgChit chit = { side, squad };

  play_morale (game, rules, &chit, input, out, sfortunato_hit);
  gg_bg_state_begin_activation (game->state, side, squad, NULL);
}

/* Assaults and charges */

static gboolean
test_passes (GgGame *game, GgBgRules *rules, const GgChit *chit, gboolean charging, GgBgMorale *out)
{
  GgBgMoraleInput input;

  gg_bg_play_morale_input (game, rules, chit->side, chit->squad, charging, &input);
  play_morale (game, rules, chit, &input, out, NULL);
  return gg_bg_rules_morale_passes (rules, out->outcome, NULL);
}

void
gg_bg_play_assault (GgGame *game, GgBgRules *rules, const GgChit *attacker, const GgChit *defender,
                    GgBgAssault *out)
{
  GgSquadState *s = gg_bg_state_squad (game->state, attacker->side, attacker->squad, TRUE);

  memset (out, 0, sizeof *out);
  out->bonus_roll = -1;
  out->rule = "BG-4.2-l";
  out->allowed = gg_bg_play_in_command (game, rules, attacker->side, attacker->squad) &&
                 s->arm != GG_BG_ARM_ARTILLERY;
  if (!out->allowed)
    {
      out->rule = s->arm == GG_BG_ARM_ARTILLERY ? "BG-10.7-e" : "BG-4.2-l";
      return;
    }
  out->rule = "BG-11.2-a";
  out->attacker_goes = test_passes (game, rules, attacker, TRUE, &out->attacker);
  if (!out->attacker_goes)
    return;
  out->rule = "BG-11.2-d";
  out->bonus_mm = gg_bg_play_charge_bonus (game, rules, s->arm, &out->bonus_roll);
  out->defender_stands = test_passes (game, rules, defender, FALSE, &out->defender);
  out->melee = out->defender_stands;
  if (out->melee)
    out->rule = "BG-11.3-a";
}

void
gg_bg_assault_clear (GgBgAssault *assault)
{
  gg_bg_morale_clear (&assault->attacker);
  gg_bg_morale_clear (&assault->defender);
}

void
gg_bg_play_morale_action (GgGame *game, GgBgRules *rules, const GgChit *squad,
                          gboolean friendly_fire, GgBgMoraleAction *out)
{
  GgBgMoraleInput input;

  *out = (GgBgMoraleAction){ 0 };
  gg_bg_play_morale_input (game, rules, squad->side, squad->squad, FALSE, &input);
  input.friendly_fire = friendly_fire;
  gg_bg_play_morale (game, rules, squad->side, squad->squad, &input, &out->morale,
                     &out->sfortunato_hit);
  out->passed = gg_bg_rules_morale_passes (rules, out->morale.outcome, NULL);
  gg_bg_play_step (game, squad, GG_STEP_MORALE_TESTED | (out->passed ? GG_STEP_MORALE_PASSED : 0));
  out->hit = gg_bg_play_morale_hits (game, squad, out->morale.outcome);
}

void
gg_bg_morale_action_clear (GgBgMoraleAction *out)
{
  gg_bg_morale_clear (&out->morale);
  g_clear_pointer (&out->hit, g_ptr_array_unref);
}
