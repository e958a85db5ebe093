/* gg-bg-play-actions.c: the actions of an activation counted (BG-2.4-b), what a squad out of
 * command may do (BG-4.8-n), and the characters' and the mass's calls on the card (BG-15, BG-5). */
#include "gg-bg-play-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-characters.h"
#include "gg-bg-chain.h"
#include "gg-bg-hidden.h"
#include "gg-geometry.h"

static gboolean
in_play (GgGame *game, const GgFigure *f)
{
  return f->squad > 0 && (game->state == NULL || !gg_bg_state_is_out (game->state, f->id));
}

static gboolean
role_is (const GgFigure *f, char letter)
{
  return f->role != NULL && f->role[0] == letter && g_ascii_isdigit (f->role[1]);
}

/* BG-2.4-b: one action per activation; Indiavolati two (BG-15.3-d), an assault last (AMB-67). */
static gboolean
actions_allowed (guint traits, const GgBgAction *actions, guint n, const char **rule)
{
  gboolean devils = (traits & GG_BG_TRAIT_INDIAVOLATI) != 0;

  *rule = devils ? "BG-15.3-d" : "BG-2.4-b";
  if (n == 0 || n > (devils ? 2u : 1u))
    return FALSE;
  for (guint i = 0; i + 1 < n; i++)
    if (actions[i] == GG_BG_ACTION_ASSAULT)
      return FALSE;
  return TRUE;
}

gboolean
gg_bg_play_action_taken (GgGame *game, const GgChit *squad, GgBgAction action)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE);
  /* the actions so far (the first one's kind no longer matters: it was not an assault, or the
   * activation would have ended), then any further one */
  GgBgAction taken[3] = { GG_BG_ACTION_MOVE, action, GG_BG_ACTION_RELOAD };
  gboolean second = (s->steps & GG_STEP_ONE_ACTION) != 0;
  const char *rule = NULL;

  /* AMB-29: a squad in mass leaves it when it moves (an assault only when it goes in:
   * gg_bg_fight_assault) */
  if (gg_bg_action_is_move (action) && action != GG_BG_ACTION_FORM_MASS &&
      action != GG_BG_ACTION_ASSAULT)
    s->mass = FALSE;
  if (actions_allowed (s->traits, second ? taken : taken + 1, second ? 3 : 2, &rule))
    {
      s->steps |= GG_STEP_ONE_ACTION;
      gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                 N_ ("Squad %c%d, Indiavolati, may take a second action this "
                                     "activation [%s]"),
                                 squad->side, squad->squad, rule);
      return FALSE;
    }
  s->steps |= GG_STEP_ACTED;
  return TRUE;
}

gboolean
gg_bg_play_may_act (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgAction action,
                    const char **rule)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);

  *rule = "BG-4.8-m";
  if (gg_bg_play_in_command (game, rules, squad->side, squad->squad))
    return TRUE;
  return gg_bg_out_of_command_may (action, s != NULL && s->under_fire, rule);
}

/* BG-15.1-k with AMB-63: an enemy within close range must be charged. */
static gboolean
spietato_must_charge (GgBgRules *rules, double enemy_mm)
{
  return enemy_mm <= gg_bg_rules_distance (rules, "fire.close-range").value;
}

gboolean
gg_bg_play_spietato (GgGame *game, GgBgRules *rules, const GgChit *squad, GgChit *enemy,
                     double *distance_mm)
{
  double best = G_MAXDOUBLE;

  *enemy = (GgChit){ 0, 0 };
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != squad->side || f->squad != squad->squad || !in_play (game, f))
        continue;
      for (guint k = 0; k < game->figures->len; k++)
        {
          const GgFigure *e = g_ptr_array_index (game->figures, k);
          double d;

          if (e->side == squad->side || !in_play (game, e))
            continue;
          d = gg_base_distance (&f->base, &e->base);
          if (d < best)
            best = d, *enemy = (GgChit){ e->side, e->squad };
        }
    }
  *distance_mm = best;
  return gg_bg_squad_has_character (game, squad, GG_BG_CHAR_SPIETATO) && enemy->side != 0 &&
         spietato_must_charge (rules, best);
}

gboolean
gg_bg_play_vedetta_fired_at (GgGame *game, const GgChit *firer, const GgChit *target,
                             const char *passphrase, GError **error)
{
  GgSquadState *s = gg_bg_state_squad (game->state, target->side, target->squad, FALSE);

  if (s == NULL || !(s->characters & GG_BG_CHAR_VEDETTA) || firer->side == target->side ||
      gg_bg_state_hidden (game->state, target->side, target->squad) == NULL)
    return FALSE;
  if (!gg_bg_reveal_squad (game, target, passphrase, error))
    return FALSE;
  gg_game_state_log_message (
    game->state, GG_LOG_RULING, 0, 0,
    N_ ("Squad %c%d fired at the Little Look-out: he is located and deployed "
        "(BG-15.1-v)"),
    firer->side, firer->squad);
  return TRUE;
}

static gboolean
in_contact_with_enemy (GgGame *game, const GgFigure *f)
{
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *e = g_ptr_array_index (game->figures, i);

      if (e->side != f->side && in_play (game, e) &&
          gg_base_distance (&f->base, &e->base) <= GG_GEOMETRY_EPSILON)
        return TRUE;
    }
  return FALSE;
}

gboolean
gg_bg_play_may_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad, const char **rule)
{
  GgSquadState *s =
    game->state != NULL ? gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE) : NULL;
  GgBgArm arm = s != NULL && s->arm == GG_BG_ARM_CAVALRY ? GG_BG_ARM_CAVALRY : GG_BG_ARM_INFANTRY;
  int figures = 0, mounted = 0;
  gboolean melee = FALSE;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != squad->side || f->squad != squad->squad || !in_play (game, f))
        continue;
      if (role_is (f, 'G'))
        arm = GG_BG_ARM_ARTILLERY;
      figures++;
      mounted += gg_bg_figure_is_mounted (f);
      melee |= in_contact_with_enemy (game, f);
    }
  if (arm == GG_BG_ARM_INFANTRY && mounted * 2 > figures)
    arm = GG_BG_ARM_CAVALRY;
  if (s != NULL && (s->steps & GG_STEP_ACTED)) /* its action is taken (BG-2.4-b) */
    return (*rule = "BG-2.4-b"), FALSE;
  return gg_bg_may_form_mass (rules, arm, TRUE, melee, figures, rule);
}

gboolean
gg_bg_play_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad)
{
  const char *rule = NULL;

  if (!gg_bg_play_may_form_mass (game, rules, squad, &rule))
    return FALSE;
  gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE)->mass = TRUE;
  gg_game_state_log_message (
    game->state, GG_LOG_RULING, 0, 0,
    N_ ("Squad %c%d forms mass: +1 in melee against cavalry until it moves "
        "[BG-5-d, BG-11.8-b]"),
    squad->side, squad->squad);
  gg_bg_play_action_taken (game, squad, GG_BG_ACTION_FORM_MASS);
  return TRUE;
}

guint
gg_bg_play_free_prisoners (GgGame *game, const GgChit *liberator)
{
  g_autoptr (GArray) captors = g_array_new (FALSE, FALSE, sizeof (GgChit));
  guint freed = 0;

  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      gboolean seen = FALSE;

      for (guint k = 0; k < captors->len; k++)
        seen |= g_array_index (captors, GgChit, k).side == p->captor.side &&
                g_array_index (captors, GgChit, k).squad == p->captor.squad;
      if (!seen && p->captor.side != liberator->side)
        g_array_append_val (captors, p->captor);
    }
  for (guint k = 0; k < captors->len; k++)
    freed += gg_bg_free_prisoners (game, &g_array_index (captors, GgChit, k), liberator);
  if (freed == 0)
    return 0;
  gg_game_state_log_message (
    game->state, GG_LOG_RULING, 0, 0,
    N_ ("Squad %c%d frees %u prisoners whose guards are gone; they join it "
        "[BG-13-h]"),
    liberator->side, liberator->squad, freed);
  return freed;
}

int
gg_bg_play_abandon_prisoners (GgGame *game, const GgChit *captor, GError **error)
{
  int number = gg_bg_abandon_prisoners (game, captor, error);

  if (number == 0)
    return 0;
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("Squad %c%d cannot escort its prisoners and abandons them out of "
                                 "fire: they form the unarmed squad %c%d [BG-13-i/j]"),
                             captor->side, captor->squad, captor->side == 'A' ? 'B' : 'A', number);
  return number;
}

void
gg_bg_play_contact (GgGame *game, GgBgRules *rules, const GgChit *mover, const GgChit *other,
                    gboolean voluntary, GgBgAssault *out)
{
  memset (out, 0, sizeof *out);
  out->bonus_roll = -1;
  out->allowed = !voluntary || gg_bg_play_in_command (game, rules, mover->side, mover->squad);
  out->rule = out->allowed ? "BG-4.2-i" : "AMB-33";
  out->attacker_goes = out->defender_stands = out->melee = out->allowed;
  /* logged as data: each reader sees it in his language */
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             out->allowed
                               ? N_ ("Squad %c%d touches squad %c%d without a declared assault: "
                                     "melee with no morale test and no bonus (BG-4.2-i, AMB-33)")
                               : N_ ("Squad %c%d is out of command and may not move into "
                                     "contact with squad %c%d (AMB-33)"),
                             mover->side, mover->squad, other->side, other->squad);
}
