/* gg-fire-zones.h: what the table's fire overlays show, as answers the canvas only draws:
 * fire arcs (BG-3.1-f), the canister sector (BG-4.4-g), the shell's scatter and burst
 * (BG-4.4-j/k) and the round-shot line (BG-4.4, BG-12.4). Lengths in mm. */
#pragma once

#include <glib.h>

#include "gg-game-state.h"
#include "gg-game.h"
#include "gg-geometry.h"
#include "gg-table-rules.h"

G_BEGIN_DECLS

typedef struct
{
  const GgFigure *figure;
  double distance; /* round shot: along the ray to the first contact; otherwise edge to edge */
  gboolean visible;
} GgFireTarget;

/* The firer's arc out to @range (INFINITY: unbounded). */
GgSector gg_fire_arc (GgTableRules *rules, const GgFigure *firer, double range);
/* Every other figure with some part inside the gun's canister sector, by id, with its line of
 * sight from the gun (gg-los.h). GgFireTarget. */
GArray *gg_fire_canister (GgGame *game, GgTableRules *rules, const GgFigure *gun, GgSector *sector);

typedef struct
{
  GgPoint aim;
  GgPoint fall;    /* where the shell lands */
  int d10;         /* the face rolled */
  double bearing;  /* of the scatter, compass */
  double distance; /* of the scatter */
  double radius;   /* the burst: 2.5 cm scaled */
  const char *rule;
  gboolean house; /* the rose is a house default (BG-MISS-05): a "House rule" */
} GgShellFall;

/* BG-4.4-j: the rose sends the shell @d10's way from @aim, bearings measured from the line of
 * fire (gun to aim point). Returns FALSE if the rules have no rose (d6). */
gboolean gg_fire_shell_scatter (GgTableRules *rules, const GgFigure *gun, GgPoint aim, int d10,
                                GgShellFall *out);
/* The Aim tool's shell (BG-4.4-j): one D10 from the game's dice (@state's: seeded, in the dice
 * log, so the game replays it), the gun's rose applied to it (gg_fire_shell_scatter), and an
 * entry in the referee's log citing the rule and the rose's source. One call per aim: the
 * caller offers it once for each aim point. Returns FALSE (nothing rolled) without a rose. */
gboolean gg_fire_shell_roll (GgGameState *state, GgTableRules *rules, const GgFigure *gun,
                             GgPoint aim, GgShellFall *out);
/* BG-4.4-k: every figure with part of its base within the burst, friends included, by id. */
GArray *gg_fire_shell_at_risk (GgGame *game, GgPoint fall, double radius);
/* The figures the ray along the gun's facing meets within @range, nearest first. */
GArray *gg_fire_roundshot (GgGame *game, const GgFigure *gun, double range);

G_END_DECLS
