/* gg-bg-play-hidden.c: hidden squads revealed and spotted (BG-14), logged. */
#include "gg-bg-play-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-geometry.h"
#include "gg-los.h"
#include "gg-move.h"
#include "gg-spatial.h"

#include "gg-bg-hidden.h"
#include "gg-los.h"

/* Hidden squads */

/* Where the hidden squad's dummies stand now (BG-14.1-c: the leader deploys on one of them). */
static guint
dummy_places (GgGame *game, const GgChit *squad, GgPoint *at, guint max)
{
  GgHiddenSquad *h = gg_bg_state_hidden (game->state, squad->side, squad->squad);
  guint n = 0;

  for (guint i = 0; h != NULL && i < h->dummies->len && n < max; i++)
    {
      GgFigure *d = gg_game_lookup_figure (game, g_ptr_array_index (h->dummies, i));

      if (d != NULL)
        at[n++] = d->base.centre;
    }
  return n;
}

/* Why @squad stays hidden, logged as data: the reason too shows in each reader's language. */
static void
log_refusal (GgGameState *state, const GgChit *squad, const GError *error)
{
  const char *reason = gg_bg_hidden_error_reason (error);
  GgLogText *text = gg_log_text_new ();

  if (reason != NULL)
    gg_log_text_add_labelled (text, GG_LOG_LABEL (2), N_ ("Squad %c%d cannot be revealed: %s"),
                              squad->side, squad->squad, reason);
  else
    gg_log_text_add_message (text, N_ ("Squad %c%d cannot be revealed: %s"), squad->side,
                             squad->squad, error->message);
  gg_game_state_log_text (state, GG_LOG_RULING, 0, 0, text);
}

gboolean
gg_bg_play_reveal (GgBgTable *table, const GgChit *squad, GError **error)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GError) local = NULL;
  GgPoint at[2];
  guint n = dummy_places (game, squad, at, G_N_ELEMENTS (at));
  gboolean ok = gg_bg_reveal_squad (game, squad, NULL, &local);
  GgBgRules *rules = gg_bg_table_get_rules (table);
  const char *rule;

  /* logged as data: each reader sees it in his language */
  if (ok && n > 0 && !gg_bg_deployment_ok (game, rules, squad, at, n, &rule))
    {
      g_autofree char *within =
        gg_unit_format (GG_UNIT_CM, gg_bg_rules_distance (rules, "ambush.deploy-within").value, 0);

      gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                 N_ ("Squad %c%d is revealed where it was written; it must deploy "
                                     "with its leader where one of its dummies stood and every "
                                     "figure within %s of him: move it so (%s)"),
                                 squad->side, squad->squad, within, rule);
    }
  else if (ok)
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("Squad %c%d is revealed: its figures are back on the table "
                                   "where they were written (BG-14.1-c, BG-14.2-d, BG-14.3-c)"),
                               squad->side, squad->squad);
  else
    log_refusal (game->state, squad, local);
  gg_bg_table_refresh (table);
  if (local != NULL)
    g_propagate_error (error, g_steal_pointer (&local));
  return ok;
}

/* Does some enemy figure on the table see @dummy, and how near is the nearest that does? */
static gboolean
enemy_sees (GgGame *game, GgLos *los, const GgFigure *dummy, double *distance)
{
  gboolean seen = FALSE;

  *distance = G_MAXDOUBLE;
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      g_autoptr (GgLosResult) r = NULL;

      if (f->side == dummy->side || gg_bg_state_is_out (game->state, f->id))
        continue;
      r = gg_los_figures (los, f, dummy);
      if (r->clear)
        {
          seen = TRUE;
          *distance = MIN (*distance, gg_base_distance (&f->base, &dummy->base));
        }
    }
  return seen;
}

static gboolean
spotted (GgGame *game, GgBgRules *rules, GgLos *los, GgHiddenSquad *h)
{
  for (guint i = 0; i < h->dummies->len; i++)
    {
      GgFigure *d = gg_game_lookup_figure (game, g_ptr_array_index (h->dummies, i));
      double distance;
      gboolean seen;

      if (d == NULL)
        continue;
      seen = enemy_sees (game, los, d, &distance);
      if (gg_bg_hidden_spotted (rules, h->mode, seen, distance))
        return TRUE;
    }
  return FALSE;
}

GArray *
gg_bg_play_spot_hidden (GgBgTable *table)
{
  GgGame *game = gg_bg_table_get_game (table);
  GArray *found = g_array_new (FALSE, FALSE, sizeof (GgChit));
  g_autoptr (GgSpatial) index = NULL;
  GgLos *los;

  if (game->state == NULL || gg_bg_state (game->state)->hidden->len == 0)
    return found;
  index = gg_spatial_new (game);
  los = gg_los_new (index);
  for (guint i = 0; i < gg_bg_state (game->state)->hidden->len; i++)
    {
      GgHiddenSquad *h = g_ptr_array_index (gg_bg_state (game->state)->hidden, i);

      if (h->dummies->len > 0 && spotted (game, gg_bg_table_get_rules (table), los, h))
        g_array_append_val (found, h->squad);
    }
  gg_los_free (los);
  for (guint i = 0; i < found->len; i++)
    {
      GgChit c = g_array_index (found, GgChit, i);
      gg_game_state_log_message (
        game->state, GG_LOG_RULING, 0, 0,
        N_ ("Squad %c%d is spotted: an enemy figure sees its markers (BG-14.3-d)"), c.side,
        c.squad);
      gg_bg_play_reveal (table, &c, NULL);
    }
  return found;
}
