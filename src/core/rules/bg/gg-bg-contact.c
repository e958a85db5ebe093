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
