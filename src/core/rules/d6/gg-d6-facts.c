/* gg-d6-facts.c: the d6 rules' answers to what the app and the CLI ask of their class (see
 * gg-d6-facts-private.h). */
#include "gg-d6-facts-private.h"

#include "gg-d6-board.h"
#include "gg-d6-state.h"
#include "gg-game-rules.h"

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
