/* gg-bg-contact.c: contact without assault, closing, squad against squad, isolated soldiers. */
#include "gg-bg-contact.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gg-geometry.h"

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

guint
gg_bg_close_after_contact (GgBgRules *rules, const double *left_mm, const double *gap_mm, guint n,
                           guint n_defenders, gboolean *closes)
{
  guint room = n_defenders * (guint) gg_bg_rules_number (rules, "melee.max-per-opponent").value;
  gboolean contact = FALSE;
  guint engaged = 0;

  for (guint i = 0; i < n; i++)
    contact |= gap_mm[i] <= GG_GEOMETRY_EPSILON;
  for (guint i = 0; i < n; i++)
    {
      closes[i] = contact && engaged < room && gap_mm[i] <= left_mm[i] + GG_GEOMETRY_EPSILON;
      engaged += closes[i];
    }
  return engaged;
}

gboolean
gg_bg_targets_one_squad (GgGame *game, char side, const char *const *targets, gboolean split,
                         GgChit *squad, const char **rule)
{
  *rule = "BG-4.1-d";
  memset (squad, 0, sizeof *squad);
  for (guint i = 0; targets != NULL && targets[i] != NULL; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, targets[i]);

      if (f == NULL || f->side == side || f->squad <= 0)
        return FALSE;
      if (squad->side != 0 && (f->side != squad->side || f->squad != squad->squad) && !split)
        return (*rule = "BG-4.2-f"), FALSE;
      if (squad->side == 0)
        *squad = (GgChit){ f->side, f->squad };
    }
  return squad->side != 0;
}

static gboolean
isolated (const GgBgSquadCommand *command, const char *figure)
{
  for (guint i = 0; i < command->out_of_radius->len; i++)
    if (g_str_equal (((GgFigure *) g_ptr_array_index (command->out_of_radius, i))->id, figure))
      return TRUE;
  return FALSE;
}

gboolean
gg_bg_figure_may (const GgBgSquadCommand *command, const char *figure, GgBgAction action,
                  gboolean under_fire, const char **rule)
{
  gboolean alone = isolated (command, figure);

  *rule = alone ? "BG-4.1-k" : "BG-4.5-l";
  if (!alone && command->in_command)
    return TRUE;
  if (gg_bg_out_of_command_may (action, under_fire, rule))
    return TRUE;
  *rule = alone ? "BG-4.1-k" : *rule;
  return FALSE;
}

gboolean
gg_bg_figure_actions_allowed (const GgBgAction *actions, const gboolean *isolated, guint n,
                              const char **rule)
{
  gboolean assault = FALSE, other = FALSE;

  *rule = "BG-4.2-b";
  for (guint i = 0; i < n; i++)
    {
      if (isolated[i] && !gg_bg_out_of_command_may (actions[i], FALSE, rule))
        return (*rule = "BG-4.1-k"), FALSE;
      if (!isolated[i])
        {
          assault |= actions[i] == GG_BG_ACTION_ASSAULT;
          other |= actions[i] != GG_BG_ACTION_ASSAULT;
        }
    }
  if (assault && other)
    return (*rule = "BG-4.1-d"), FALSE;
  *rule = "BG-4.2-b";
  return TRUE;
}
