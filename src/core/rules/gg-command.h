/* gg-command.h: the command status of every squad on the table (BG-4.8, D6-CMD-1): which
 * figures are beyond their squad leader's radius, edge to edge, the radius scaled by the figure
 * scale (BG-3.6-b). A squad whose leader is gone is out of command as a whole (BG-4.1-i). */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-spatial.h"
#include "gg-table-rules.h"

G_BEGIN_DECLS

typedef struct
{
  char side;
  int squad;
  const GgFigure *leader; /* NULL: the squad has no leader on the table */
  double radius;          /* mm */
  GPtrArray *figures;     /* const GgFigure*: the squad, leader included */
  GPtrArray *out;         /* const GgFigure*: beyond the radius, by id */
} GgSquadCommand;

const GgSquadCommand *gg_command_find (GArray *status, char side, int squad);
/* The nearest figure of the other side, edge to edge; NULL if there is none. */
const GgFigure *gg_command_nearest_enemy (GgGame *game, const GgFigure *figure, double *distance);
/* The command status kept with the table as figures move: each update recomputes only the
 * squads whose figures moved (or whose traits changed); figures added, removed, joining or
 * leaving a squad (casualties), another game or other rules make it start again. The status has
 * one entry per squad (figures with a squad number), by side then squad number. */
typedef struct _GgCommandCache GgCommandCache;

GgCommandCache *gg_command_cache_new (void);
void gg_command_cache_free (GgCommandCache *self);
/* The status now (a new reference to the cache's array, valid until the next update). */
GArray *gg_command_cache_update (GgCommandCache *self, GgGame *game, GgTableRules *rules);
/* Squads recomputed by the last update; G_MAXUINT if it started again. */
guint gg_command_cache_recomputed (GgCommandCache *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgCommandCache, gg_command_cache_free)

/* The same through @index (made or synced with the game as it is now): only the figures near
 * @figure are measured. */
const GgFigure *gg_command_nearest_enemy_in (GgSpatial *index, const GgFigure *figure,
                                             double *distance);
/* Is @figure a squad leader (role "L…")? */
gboolean gg_figure_is_squad_leader (const GgFigure *figure);

G_END_DECLS
