/* gg-bg-command.c: command, leaders, bonuses, prisoners, characters, victory (BG-4, BG-13…16). */
#include "gg-bg-command.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

int
gg_bg_captain_needed (GgBgRules *rules, int attempt, GgBgNumber *info)
{
  GgBgNumber widen = gg_bg_rules_number (rules, "command.captain-widening");
  double lo, hi;

  gg_bg_rules_pair (rules, "command.captain-first-attempt", &lo, &hi, info);
  return hi + widen.value * (MAX (attempt, 1) - 1);
}

double
gg_bg_captain_odds (GgBgRules *rules, int attempt)
{
  return 1 - gg_die_p_at_least (GG_DIE_D10, gg_bg_captain_needed (rules, attempt, NULL) + 1);
}

gboolean
gg_bg_captain_replace (GgBgRules *rules, GgDice *dice, int attempt, int *roll)
{
  *roll = gg_dice_roll (dice, GG_DIE_D10, N_ ("new Captain (BG-4.8-j/k)"));
  return *roll <= gg_bg_captain_needed (rules, attempt, NULL);
}

GgBgLeaderless
gg_bg_leaderless (GgBgRules *rules, double officer_mm, double enemy_mm, const char **rule)
{
  GgBgNumber rally = gg_bg_rules_distance (rules, "command.leaderless-rally");
  GgBgNumber surrender = gg_bg_rules_distance (rules, "command.leaderless-surrender");
  const char *dummy;

  rule = rule ? rule : &dummy;
  *rule = rally.rule;
  if (officer_mm >= 0 && officer_mm <= rally.value)
    return GG_BG_LEADERLESS_RALLY;
  if (enemy_mm >= 0 && enemy_mm <= surrender.value)
    return GG_BG_LEADERLESS_SURRENDER;
  return GG_BG_LEADERLESS_FLEE;
}

gboolean
gg_bg_out_of_command_may (GgBgAction action, gboolean under_fire, const char **rule)
{
  const char *dummy;

  rule = rule ? rule : &dummy;
  *rule = "BG-4.5-l";
  switch (action)
    {
    case GG_BG_ACTION_RELOAD:
    case GG_BG_ACTION_FIRE:
    case GG_BG_ACTION_MOVE_TO_OFFICER:
    case GG_BG_ACTION_FORM_MASS:
      return TRUE;
    case GG_BG_ACTION_MOVE_TO_COVER:
      return under_fire;
    case GG_BG_ACTION_ASSAULT:
      *rule = "BG-4.2-l";
      return FALSE;
    case GG_BG_ACTION_MOVE:
    default:
      return FALSE;
    }
}

gboolean
gg_bg_action_is_move (GgBgAction action)
{
  switch (action)
    {
    case GG_BG_ACTION_MOVE:
    case GG_BG_ACTION_ASSAULT:
    case GG_BG_ACTION_MOVE_TO_COVER:
    case GG_BG_ACTION_MOVE_TO_OFFICER:
    case GG_BG_ACTION_FORM_MASS:
    case GG_BG_ACTION_ROTATE:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
gg_bg_gun_actions_allowed (const GgBgAction *actions, guint n, const char **rule)
{
  const char *dummy;

  rule = rule ? rule : &dummy;
  *rule = "BG-4.4-d";
  for (guint i = 0; i < n; i++)
    {
      if (actions[i] == GG_BG_ACTION_ASSAULT)
        return FALSE;
      if (actions[i] == GG_BG_ACTION_FIRE && i > 0 && gg_bg_action_is_move (actions[i - 1]))
        return (*rule = "BG-4.4-e"), FALSE;
    }
  return n == 1;
}

double
gg_bg_charge_bonus (GgBgRules *rules, GgBgArm arm, int d10)
{
  const char *path = arm == GG_BG_ARM_CAVALRY ? "movement.charge-bonus-divisor"
                                              : "movement.assault-bonus-divisor";
  int divisor = gg_bg_rules_number (rules, path).value;

  if (arm == GG_BG_ARM_ARTILLERY)
    return 0; /* BG-10.7-e: gunners do not charge */
  /* BG-2.6-a: round down first, then scale (AMB-06) */
  return (d10 / MAX (divisor, 1)) * 10 * gg_bg_rules_get_factor (rules);
}

void
gg_bg_mutual_charge (GgBgRules *rules, GgBgArm a, GgBgArm b, double gap_mm, double *a_mm,
                     double *b_mm)
{
  double share = gg_bg_rules_number (rules, "movement.mutual-same-arm").value;

  if (a != b && (a == GG_BG_ARM_CAVALRY || b == GG_BG_ARM_CAVALRY))
    {
      double cav = gg_bg_rules_number (rules, "movement.mutual-cavalry-share").value;

      share = a == GG_BG_ARM_CAVALRY ? cav : 1 - cav;
    }
  *a_mm = gap_mm * share;
  *b_mm = gap_mm - *a_mm;
}

int
gg_bg_horse_holders (GgBgRules *rules, int dismounted)
{
  int per = gg_bg_rules_number (rules, "movement.horse-holder-per").value;

  return dismounted <= 0 ? 0 : (dismounted + per - 1) / per;
}

int
gg_bg_escorts_needed (GgBgRules *rules, int prisoners, GgBgNumber *info)
{
  double fraction = gg_bg_rules_number (rules, "prisoners.escort-fraction").value;
  const char *rounding = gg_bg_rules_text (rules, "prisoners.escort-rounding", info);
  double need = prisoners * fraction;

  if (prisoners <= 0)
    return 0;
  if (g_strcmp0 (rounding, "up") == 0)
    return MAX (1, (int) ceil (need - 1e-9));
  return (int) floor (need + 1e-9);
}

gboolean
gg_bg_esitante_orders (GgBgRules *rules, GgDice *dice, int *roll)
{
  *roll = gg_dice_roll (dice, GG_DIE_D10, N_ ("Esitante (BG-15.1-l)"));
  return *roll < gg_bg_rules_number (rules, "characters.esitante-fails-from").value;
}

gboolean
gg_bg_protector_hit (GgBgRules *rules, GgDice *dice, int *roll, GgBgNumber *info)
{
  GgBgNumber on = gg_bg_rules_number (rules, "characters.protector-hit-on");

  if (info != NULL)
    *info = on;
  *roll = gg_dice_roll (dice, GG_DIE_D10, N_ ("Martinitt / Bella Gigogin (BG-15.1-r/s)"));
  return *roll == on.value;
}

gboolean
gg_bg_dispute (GgDice *dice, int *roll)
{
  *roll = gg_dice_roll (dice, GG_DIE_D10, N_ ("dispute, odd or even (BG-2.8-a)"));
  return *roll % 2 == 0;
}

static void
count (GgBgRules *rules, GgBgVictory *out, const char *path, int n)
{
  GgBgNumber each = gg_bg_rules_number (rules, path);

  if (n <= 0)
    return;
  each.value *= n;
  out->points += each.value;
  out->house |= GG_BG_NUMBER_IS_HOUSE (&each);
  gg_bg_modifiers_add (out->items, &each, path + strlen ("victory."));
}

void
gg_bg_victory_points (GgBgRules *rules, const GgBgLosses *enemy_losses, int objectives,
                      GgBgVictory *out)
{
  memset (out, 0, sizeof *out);
  out->items = gg_bg_modifiers_new ();
  count (rules, out, "victory.figure", enemy_losses->figures);
  count (rules, out, "victory.squad-leader", enemy_losses->squad_leaders);
  count (rules, out, "victory.officer", enemy_losses->officers);
  count (rules, out, "victory.guns-and-horses", enemy_losses->guns_and_horses);
  out->points += objectives; /* set by the scenario (BG-16-b) */
}

void
gg_bg_victory_clear (GgBgVictory *out)
{
  g_clear_pointer (&out->items, g_array_unref);
}

const char *
gg_bg_end_to_string (GgBgEnd end)
{
  static const char *const names[] = { NULL, "objective", "officers", "half" };

  return (guint) end < G_N_ELEMENTS (names) ? names[end] : NULL;
}

GgBgEnd
gg_bg_game_over (GgBgRules *rules, gboolean objective_taken, int enemy_officers_left, int enemy_out,
                 int enemy_start)
{
  double fraction = gg_bg_rules_number (rules, "victory.end-fraction").value;

  if (objective_taken)
    return GG_BG_END_OBJECTIVE;
  if (enemy_officers_left == 0)
    return GG_BG_END_OFFICERS;
  if (enemy_start > 0 && enemy_out >= enemy_start * fraction)
    return GG_BG_END_HALF;
  return GG_BG_END_NONE;
}
