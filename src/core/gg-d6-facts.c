/* gg-d6-facts.c: the d6 rules' answers to what the app and the CLI ask of their class (see
 * gg-d6-facts-private.h). */
#include "gg-d6-facts-private.h"

#include "gg-d6-state.h"

/* A unit is labelled by its name (the roster's), else by its id ("A1"). */
char *
_gg_d6_group_name (GgGame *game, char side, int squad)
{
  g_autofree char *id = gg_d6_unit_id (side, squad);
  GgD6UnitState *u = game->d6 ? gg_d6_state_lookup_unit (game->d6, id) : NULL;

  return g_strdup (u != NULL && u->name != NULL ? u->name : id);
}
