/* gg-move.h: moving figures by the rules: the cost of a path through terrain (BG-8, BG-10),
 * the leader-first rule (BG-5-b), base contact, wheeling (d6) and turning. Lengths in mm. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-geometry.h"
#include "gg-table-rules.h"

G_BEGIN_DECLS

typedef struct
{
  double length;      /* straight-line distance moved */
  double cost;        /* allowance used: each part weighted by its terrain, plus obstacles */
  gboolean passable;  /* FALSE if the path enters impassable terrain (BG-8-j) or terrain the
                       * arm may not enter (BG-10) */
  GPtrArray *crossed; /* const char *: ids of the terrain that cost something, in game order */
} GgMoveCost;

/* The cost of moving straight from @a to @b (the centre's path). Areas weigh each cm inside them
 * (woods, fields, orchards, vineyards double: BG-8-f; rice and reeds triple: BG-8-g); a road
 * halves what is on it (BG-8-k) and wins over the area it crosses; obstacles and buildings add
 * their fixed cost once (BG-8-b…i). */
void gg_move_path_cost (GgGame *game, GgTableRules *rules, GgArm arm, GgPoint a, GgPoint b,
                        GgMoveCost *out);
void gg_move_cost_clear (GgMoveCost *cost);

/* Figures of @leader's squad whose bases are beyond @radius of @leader's base (BG-5-b, the
 * ring drawn while dragging). Returns const GgFigure*. */
GPtrArray *gg_move_outside_ring (GgGame *game, const GgFigure *leader, double radius);

/* Base contact: if @base comes within @tolerance of another figure's base (not one of @ignore,
 * a set of ids, may be NULL), moves it along the shortest line into contact. Returns the figure
 * touched, or NULL (then @base is unchanged). */
const GgFigure *gg_move_snap (GgGame *game, GgBase *base, GHashTable *ignore, double tolerance);

/* d6 wheel: turns @base by @angle degrees (clockwise > 0) about the front corner on the side it
 * turns toward; @moved is the distance the other front corner travels (its arc). */
GgBase gg_move_wheel (const GgBase *base, double angle, double *moved);
/* The compass bearing from @from to @to, in [0, 360). */
double gg_move_bearing (GgPoint from, GgPoint to);

G_END_DECLS
