/* gg-d6-facts.c: the d6 rules' answers to what the app and the CLI ask of their class (see
 * gg-d6-facts-private.h). */
#include "gg-d6-facts-private.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-state.h"
#include "gg-table-rules.h"
#include "gg-roster-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The mean of the centres of the unit @side, @squad's figures (the unit's centre, mm). */
static GgPoint
unit_centre (GgGame *game, char side, int squad)
{
  GgPoint sum = { 0, 0 };
  guint n = 0;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == side && f->squad == squad)
        sum.x += f->base.centre.x, sum.y += f->base.centre.y, n++;
    }
  return n ? (GgPoint){ sum.x / n, sum.y / n } : sum;
}

/* D6-MOVE-11/12: a unit whose move dice were rolled this Move phase goes no further than the
 * roll, however many drags it takes: counted from where the unit stood when it rolled (the
 * terrain is in the roll already, D6-MOVE-3). */
void
_gg_d6_move_check (GgGame *game, GgTableRules *table_rules, const char *id, GgPoint to,
                   GgMoveCheck *out)
{
  GgFigure *f = gg_game_lookup_figure (game, id);
  GgD6State *state = gg_d6_state_of (game);
  g_autofree char *unit = f != NULL ? gg_d6_unit_id (f->side, f->squad) : NULL;
  GgD6UnitState *u = unit != NULL && state != NULL ? gg_d6_state_lookup_unit (state, unit) : NULL;
  GgPoint now;

  memset (out, 0, sizeof *out);
  out->stop = to;
  out->passable = TRUE;
  out->from = f != NULL ? f->base.centre : to;
  out->length = out->used = gg_point_distance (out->from, to);
  if (u == NULL || !u->move_rolled || !u->move_from_set)
    return;
  now = unit_centre (game, f->side, f->squad);
  /* the figure's own start: where it stood when the unit rolled */
  out->from = (GgPoint){ f->base.centre.x - (now.x - u->move_from.x),
                         f->base.centre.y - (now.y - u->move_from.y) };
  out->activation = TRUE;
  out->length = out->used = gg_point_distance (out->from, to);
  out->allowance = u->move_allow * 25.4;
  out->rule = "D6-MOVE-12";
  out->too_far = out->used > out->allowance + GG_GEOMETRY_EPSILON;
  if (out->too_far)
    out->stop = (GgPoint){ out->from.x + (to.x - out->from.x) * out->allowance / out->used,
                           out->from.y + (to.y - out->from.y) * out->allowance / out->used };
}

/* A unit is labelled by its name (the roster's), else by its id ("A1"). */
char *
_gg_d6_group_name (GgGame *game, char side, int squad)
{
  g_autofree char *id = gg_d6_unit_id (side, squad);
  GgD6UnitState *u = gg_d6_state_of (game) ? gg_d6_state_lookup_unit (gg_d6_state_of (game), id)
                                           : NULL;

  return g_strdup (u != NULL && u->name != NULL ? u->name : id);
}

/* D6-CMD-1: commanders' 18" and the units beyond their commander's reach (gg-d6-board.h), not
 * La Bella Gigogin's squad leaders; NULL without a d6 section or its tables. */
GArray *
_gg_d6_command_status (GgGame *game, double radius, gpointer *cache)
{
  g_autoptr (GgD6Rules) d6 = NULL;
  g_autoptr (GgD6Table) table = NULL;
  GArray *status;

  if (gg_d6_state_of (game) == NULL)
    return NULL;
  /* the game's tables, a club's file included */
  if ((d6 = gg_game_d6_rules (game, NULL)) == NULL)
    return NULL;
  gg_d6_state_apply_options (gg_d6_state_of (game), d6, NULL); /* the daisy chain, R59-4.11 */
  table = gg_d6_table_new (game, d6);
  if (*cache == NULL)
    *cache = gg_d6_command_cache_new ();
  status = gg_d6_command_cache_update (*cache, table, radius);
  g_debug ("d6 command status: %u units recomputed", gg_d6_command_cache_recomputed (*cache));
  return status;
}

void
_gg_d6_command_cache_free (gpointer cache)
{
  gg_d6_command_cache_free (cache);
}

/* What a new game asks (gg-new-game.c) */

static const char *
brigade_of (const GgRosterNode *unit)
{
  for (const GgRosterNode *n = unit; n != NULL; n = gg_roster_node_get_parent (n))
    if (gg_roster_node_get_kind (n) == GG_ROSTER_KIND_BRIGADE)
      return gg_roster_node_get_text (n, "name");
  return NULL;
}

static char **
copy_set (const GgRosterNode *node, const char *key)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);
  GStrvBuilder *b = g_strv_builder_new ();
  char **out;

  for (guint i = 0; v != NULL && v->set && v->items != NULL && i < v->items->len; i++)
    g_strv_builder_add (b, g_ptr_array_index (v->items, i));
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  if (out[0] == NULL)
    g_clear_pointer (&out, g_strfreev);
  return out;
}

/* What the d6 roster says of the unit (or command unit) a new game deployed as @figures, into
 * the `d6:` section (docs/d6-table.md); its strength is the figures deployed. */
void
_gg_d6_new_game_record (GgGame *game, GgRoster *roster, const GgRosterNode *unit,
                        GPtrArray *figures)
{
  const GgFigure *first = g_ptr_array_index (figures, 0);
  g_autofree char *id = g_strdup_printf ("%c%d", first->side, first->squad);
  guint n = figures->len;
  GgD6UnitState *u;
  const char *weapon = gg_roster_unit_weapon (unit);

  gg_d6_state_ensure (game);
  if ((u = gg_d6_state_add_unit (gg_d6_state_of (game), id, first->side)) == NULL)
    return;
  u->name = g_strdup (gg_roster_node_get_text (unit, "name"));
  if (gg_roster_node_get_kind (unit) == GG_ROSTER_KIND_COMMANDER)
    {
      /* a command unit (D6-CMD-3): its level, its brigade's name */
      const char *level = gg_roster_node_get_text (unit, "level");

      u->type = g_strdup ("command");
      u->level = g_strdup (level ? level : "brigade");
      u->brigade = g_strdup (brigade_of (unit));
      u->strength = n;
      return;
    }
  u->type = g_strdup (gg_roster_node_get_text (unit, "type"));
  u->klass = g_strdup (gg_roster_unit_class (roster, unit));
  u->nationality = g_strdup (gg_roster_unit_nationality (roster, unit));
  u->weapon = g_strdup (weapon);
  u->formation = g_strdup (gg_roster_node_get_text (unit, "formation"));
  u->brigade = g_strdup (brigade_of (unit));
  u->attributes = copy_set (unit, "attributes");
  u->strength = n;
}

/* The board games' activation schemes sit above the d6 rules: the scheme's setup is reached
 * through gg-d6-activation.h. */
gboolean
_gg_d6_activation_setup (GgGame *game, const char *scheme, GgRoster *const rosters[2],
                         GError **error)
{
  return gg_d6_activation_setup (game, scheme, rosters, error);
}
