/* gg-bg-play-officers.c: officers standing in and promoted, and the leaders a morale result
 * removes (AMB-18, BG-4.8-i/l), played and logged. */
#include "gg-bg-play-private.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-officers.h"
#include "gg-command.h"
#include "gg-geometry.h"

static gboolean
in_play (GgGame *game, const GgFigure *f)
{
  return f != NULL && (game->state == NULL || !gg_bg_state_is_out (game->state, f->id));
}

static gboolean
fail (GError **error, const char *rule, const char *message)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "%s [%s]", message, rule);
  return FALSE;
}

static const char *
promote_check (GgGame *game, GgBgRules *rules, const GgFigure *captain, const GgFigure *leader,
               const GgFigure *heir)
{
  GgOfficerState *o = gg_bg_state_officer (game->state, captain->id, FALSE);
  g_autofree char *letter = NULL;
  g_autofree char *code = NULL;

  if (leader == NULL || !in_play (game, heir) || heir == leader || heir->squad != leader->squad ||
      heir->side != leader->side)
    return _("the new squad leader must be a figure of the same squad");
  letter = gg_bg_squad_platoon (game, leader->side, leader->squad);
  code = letter ? g_strconcat ("PL", letter, NULL) : NULL;
  if (code == NULL || gg_bg_find_role (game, captain->side, code, FALSE) != NULL)
    return _("the squad's platoon commander is still in play");
  if (gg_base_distance (&captain->base, &leader->base) >
      gg_bg_rules_distance (rules, "command.contact").value + GG_GEOMETRY_EPSILON)
    return _("the Captain must be in contact with the squad leader");
  if (o->attached_turn >= gg_game_state_get_turn (game->state))
    return _("the Captain must stay attached for one turn");
  return NULL;
}

static const GgFigure *
squad_leader (GgGame *game, char side, int squad)
{
  g_autofree char *code = g_strdup_printf ("L%d", squad);

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == side && f->squad == squad && g_strcmp0 (f->role, code) == 0 &&
          in_play (game, f))
        return f;
    }
  return NULL;
}

static void
remove_figure (GgGame *game, const GgChit *squad, const char *id)
{
  GgOfficerState *o = gg_bg_state_officer (game->state, id, FALSE);

  if (o != NULL)
    {
      o->out = TRUE;
      o->attached = (GgChit){ 0, 0 };
      return;
    }
  g_ptr_array_add (gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE)->removed,
                   g_strdup (id));
}

/* House choice (BG-MISS-01): of the squad's figures in play other than its leader, the one
 * farthest from the enemy runs. */
static const GgFigure *
fleeing_figure (GgGame *game, const GgChit *squad)
{
  const GgFigure *best = NULL;
  double best_d = -1;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      double d;

      if (f->side != squad->side || f->squad != squad->squad || !in_play (game, f) ||
          gg_figure_is_squad_leader (f))
        continue;
      gg_command_nearest_enemy (game, f, &d);
      if (d > best_d)
        best = f, best_d = d;
    }
  return best;
}

/* One figure flees (BG-MISS-01): it leaves play and counts for the enemy's points (BG-16-b). */
static void
flee (GgGame *game, const GgChit *squad, GPtrArray *out)
{
  const GgFigure *f = fleeing_figure (game, squad);

  if (f == NULL)
    return;
  g_ptr_array_add (out, f->id);
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("Morale result: %s flees and leaves play; it counts for the "
                                 "enemy’s victory points (BG-MISS-01, BG-16-b)"),
                             f->id);
  remove_figure (game, squad, f->id);
  if (fleeing_figure (game, squad) == NULL &&
      squad_leader (game, squad->side, squad->squad) == NULL &&
      game->state->chits != NULL) /* the last one ran: the squad's chit leaves the bag (BG-3.4-d) */
    gg_chitbag_remove_squad (game->state->chits, squad->side, squad->squad);
}

gboolean
gg_bg_play_stand_in (GgGame *game, GgBgRules *rules, const char *deputy, const char *role,
                     GError **error)
{
  const char *rule = NULL;
  GgFigure *d = gg_game_lookup_figure (game, deputy);
  GgLogText *text;

  if (!gg_bg_stand_in_may (game, rules, deputy, role, &rule))
    return fail (error, rule, _("this officer may not take that command"));
  /* the ranks are kept untranslated, so each reader sees them in his language */
  text = gg_log_text_new ();
  gg_log_text_add_labelled (text, GG_LOG_LABEL (1) | GG_LOG_LABEL (2),
                            N_ ("%s (%s) takes the place of the fallen %s (%s)"), d->id,
                            gg_bg_rank_message (d->role), gg_bg_rank_message (role), rule);
  g_free (d->role);
  d->role = g_strdup (role);
  gg_game_state_log_text (game->state, GG_LOG_RULING, 0, 0, text);
  return TRUE;
}

gboolean
gg_bg_play_promote_platoon (GgGame *game, GgBgRules *rules, const char *captain,
                            const char *new_leader, GError **error)
{
  const GgFigure *c = gg_game_lookup_figure (game, captain);
  GgFigure *heir = gg_game_lookup_figure (game, new_leader);
  GgOfficerState *o = c ? gg_bg_state_officer (game->state, c->id, FALSE) : NULL;
  GgFigure *leader;
  const char *why;
  g_autofree char *letter = NULL;

  if (!in_play (game, c) || g_strcmp0 (c->role, "CyL") != 0 || o == NULL || o->attached.side == 0)
    return fail (error, "BG-4.8-i", _("only the Captain, attached to the squad, may promote"));
  leader = (GgFigure *) squad_leader (game, o->attached.side, o->attached.squad);
  if ((why = promote_check (game, rules, c, leader, heir)) != NULL)
    return fail (error, "BG-4.8-i", why);
  letter = gg_bg_squad_platoon (game, leader->side, leader->squad);
  g_free (heir->role);
  heir->role = leader->role;
  leader->role = g_strconcat ("PL", letter, NULL);
  leader->squad = 0;
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("%s promotes %s platoon commander (%s) and %s squad leader (%s) "
                                 "[BG-4.8-i]"),
                             c->id, leader->id, leader->role, heir->id, heir->role);
  return TRUE;
}

GPtrArray *
gg_bg_play_morale_hits (GgGame *game, const GgChit *squad, GgBgMoraleOutcome outcome)
{
  GPtrArray *out = g_ptr_array_new ();
  const GgFigure *leader = squad_leader (game, squad->side, squad->squad);
  GgOfficerState *o = gg_bg_state_attached_officer (game->state, squad->side, squad->squad);

  if (outcome == GG_BG_MORALE_FLEE)
    flee (game, squad, out);
  if (outcome != GG_BG_MORALE_LEADER_HIT)
    return out;
  if (leader != NULL)
    g_ptr_array_add (out, leader->id);
  else if (o != NULL && !o->out)
    g_ptr_array_add (out, o->figure);
  for (guint i = 0; i < out->len; i++)
    {
      gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                 N_ ("Capo Squadra Colpito: %s is hit (%s)"),
                                 (char *) out->pdata[i], leader != NULL ? "BG-12.4-e" : "BG-4.8-l");
      remove_figure (game, squad, out->pdata[i]);
    }
  return out;
}
