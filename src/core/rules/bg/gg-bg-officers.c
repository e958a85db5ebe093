/* gg-bg-officers.c: the UCT, ranks and stand-ins of La Bella Gigogin. */
#include "gg-bg-officers.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-command.h"
#include "gg-geometry.h"

/* Helpers */

static gboolean
in_play (GgGame *game, const GgFigure *f)
{
  return f != NULL && (game->state == NULL || !gg_bg_state_is_out (game->state, f->id));
}

/* The first figure of @side in play whose role is @role (or starts with it when @prefix). */
const GgFigure *
gg_bg_find_role (GgGame *game, char side, const char *role, gboolean prefix)
{
  const GgFigure *best = NULL;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != side || f->role == NULL || !in_play (game, f) ||
          !(prefix ? g_str_has_prefix (f->role, role) : g_str_equal (f->role, role)))
        continue;
      if (best == NULL || strcmp (f->role, best->role) < 0)
        best = f;
    }
  return best;
}

static gboolean
is_platoon (const char *role)
{
  return role != NULL && g_str_has_prefix (role, "PL") && role[2] != '\0';
}

/* The UCT and ranks */

const GgFigure *
gg_bg_uct (GgGame *game, char side)
{
  const GgFigure *f = gg_bg_find_role (game, side, "BtL", FALSE);

  if (f == NULL)
    f = gg_bg_find_role (game, side, "CyL", FALSE);
  if (f == NULL)
    f = gg_bg_find_role (game, side, "PL", TRUE);
  return f;
}

/* The rank untranslated (N_()), for the log to show in each reader's language; or NULL. */
const char *
gg_bg_rank_message (const char *role)
{
  static const struct
  {
    const char *role, *rank;
  } ranks[] = {
    { "BtL", N_ ("Battalion commander") },
    { "BtS", N_ ("Battalion vice-commander") },
    { "CyL", N_ ("Captain") },
    { "CSt", N_ ("Lieutenant") },
  };

  for (guint i = 0; role != NULL && i < G_N_ELEMENTS (ranks); i++)
    if (g_str_equal (role, ranks[i].role))
      return ranks[i].rank;
  return is_platoon (role) ? N_ ("Second Lieutenant") : NULL;
}

const char *
gg_bg_rank_name (const char *role)
{
  const char *rank = gg_bg_rank_message (role);

  return rank != NULL ? _(rank) : NULL;
}

/* Stand-ins (AMB-18) */

/* Is any figure of @side with a role for which @wanted holds within @radius of @deputy? */
static gboolean
near_role (GgGame *game, const GgFigure *deputy, double radius,
           gboolean (*wanted) (GgGame *, const GgFigure *, gpointer), gpointer data)
{
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f != deputy && f->side == deputy->side && in_play (game, f) && wanted (game, f, data) &&
          gg_base_distance (&f->base, &deputy->base) <= radius + GG_GEOMETRY_EPSILON)
        return TRUE;
    }
  return FALSE;
}

/* A squad leader of platoon @data (its letter). */
static gboolean
leader_of_platoon (GgGame *game, const GgFigure *f, gpointer data)
{
  g_autofree char *letter = NULL;

  if (!gg_bg_role_is_leader (f->role) || f->squad <= 0)
    return FALSE;
  letter = gg_bg_squad_platoon (game, f->side, f->squad);
  return g_strcmp0 (letter, data) == 0;
}

static gboolean
platoon_commander (GgGame *game, const GgFigure *f, gpointer data)
{
  return is_platoon (f->role);
}

static gboolean
lieutenant_may (GgGame *game, GgBgRules *rules, const GgFigure *d, const char *role,
                const char **rule)
{
  if (g_str_equal (role, "CyL"))
    return (*rule = "BG-4.5-k"), TRUE;
  *rule = "BG-4.5-i";
  return is_platoon (role) &&
         near_role (game, d, gg_bg_rules_distance (rules, "command.platoon").value,
                    leader_of_platoon, (gpointer) (role + 2));
}

static gboolean
deputy_may (GgGame *game, GgBgRules *rules, const GgFigure *d, const char *role, const char **rule)
{
  *rule = "BG-2.5-e";
  if (g_str_equal (role, "BtL"))
    return TRUE;
  return g_str_equal (role, "CyL") &&
         near_role (game, d, gg_bg_rules_distance (rules, "command.company").value,
                    platoon_commander, NULL);
}

gboolean
gg_bg_stand_in_may (GgGame *game, GgBgRules *rules, const char *deputy, const char *role,
                    const char **rule)
{
  const GgFigure *d = gg_game_lookup_figure (game, deputy);

  *rule = "AMB-18";
  if (!in_play (game, d) || d->role == NULL || role == NULL ||
      gg_bg_find_role (game, d->side, role, FALSE) != NULL)
    return FALSE;
  if (g_str_equal (d->role, "CSt"))
    return lieutenant_may (game, rules, d, role, rule);
  if (g_str_equal (d->role, "BtS"))
    return deputy_may (game, rules, d, role, rule);
  return FALSE;
}
