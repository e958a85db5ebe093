/* gg-act-d6.c: the d6 rules' own sequence as an activation scheme: there is nothing to
 * activate; each side's player turn moves, fires and fights with every unit (D6-SEQ-2..6), and
 * gg-d6-turn.c keeps the turn. Every attempt is refused by gg_act_plan. */
#include "gg-act-private.h"

#include <glib/gi18n-lib.h>

static void
plan (GgAct *act, GgActFormation *f, const GgActChoice *choice, GgActPlan *plan)
{
  plan->refused = g_strdup (_("the d6 sequence activates no formations (D6-SEQ-3)"));
}

static void
attempt (GgAct *act, GgActFormation *f, GgActPlan *plan, int face, GgActOutcome *out)
{
}

static void
nothing (GgAct *act)
{
}

static void
pass (GgAct *act, GgActOutcome *out)
{
}

static void
finish (GgAct *act, GgActFormation *f, GgActOutcome *out)
{
}

const GgActClass gg_act_d6_class = {
  .scheme = GG_ACT_SCHEME_D6,
  .plan = plan,
  .attempt = attempt,
  .start = nothing,
  .pass = pass,
  .finish = finish,
  .initiative_total = NULL,
  .initiative_die = GG_DIE_D6,
  .initiative_dice = 0,
};
