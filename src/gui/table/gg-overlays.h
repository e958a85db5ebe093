/* gg-overlays.h: what the table draws on top of the figures, computed from the core's answers
 * (gg-command.h, gg-fire-zones.h, gg-los.h, gg-geometry.h) each time the game, the selection or
 * the overlays shown change. The canvas only reads it. Lengths in mm. */
#pragma once

#include <glib.h>

#include "gg-command.h"
#include "gg-fire-zones.h"
#include "gg-los.h"
#include "gg-selection.h"
#include "gg-spatial.h"

G_BEGIN_DECLS

typedef struct
{
  const GgRuler *ruler;
  GgPoint from, to; /* the measured segment: nearest points of bases, or the free points */
  double distance;
} GgRulerMeasure;

typedef struct
{
  guint shown;       /* GgOverlay flags */
  GArray *command;   /* GgSquadCommand (gg_command_cache_update) */
  GArray *arcs;      /* GgSector: fire arcs of the selected squad, out to the last band */
  GgSector canister; /* valid when canister_gun is set */
  const GgFigure *canister_gun;
  GArray *canister_targets; /* GgFireTarget */
  gboolean has_shell;
  GgShellFall shell;
  GArray *shell_targets; /* GgFireTarget */
  const GgFigure *roundshot_gun;
  GgPoint roundshot_from, roundshot_to;
  GArray *roundshot_targets; /* GgFireTarget */
  GgLosResult *los;          /* between the two selected figures */
  const GgFigure *los_from, *los_to;
  GArray *rulers; /* GgRulerMeasure */
  /* dragging with the leader-first rule (BG-5-b) */
  gboolean has_ring;
  GgBase ring_leader;
  double ring_radius;
  /* the allowance, fixed where the figure's move began this activation (BG-2.3-b, BG-10) */
  gboolean has_reach;
  GgBase reach_start;
  double reach_radius;
  /* kept from refresh to refresh, brought up to date with what moved */
  GgSpatial *index;
  GgCommandCache *command_cache;
  /* the rule set's own command status's cache (its class's command_status), and that class */
  gpointer rules_cache;
  const struct _GgRuleSetClass *rules_cache_class;
} GgOverlayData;

typedef struct
{
  gboolean has_aim;
  GgPoint aim;
  int d10; /* -1: not rolled */
} GgShellState;

GgOverlayData *gg_overlay_data_new (void);
void gg_overlay_data_free (GgOverlayData *self);
/* Brings everything up to date with the game as it is now (answers as if made afresh). */
void gg_overlay_data_update (GgOverlayData *self, GgGame *game, GgTableRules *rules,
                             GgSelection *selection, const GgShellState *shell);
/* The game's spatial index, kept with the overlays and brought up to date (gg_spatial_sync):
 * for line of sight, picking and tooltips. */
GgSpatial *gg_overlay_data_index (GgOverlayData *self, GgGame *game);
/* La Bella Gigogin's command status now (gg_command_cache_update), recomputing only the squads that
 * moved since the last call; a new reference, or NULL without rules. */
GArray *gg_overlay_data_command (GgOverlayData *self, GgGame *game, GgTableRules *rules);
/* Drops what is kept between refreshes: the rules were made again. */
void gg_overlay_data_forget (GgOverlayData *self);
/* The gun among the selected figures (role G… or a gun's base), or NULL. */
const GgFigure *gg_overlays_selected_gun (GgGame *game, GgSelection *selection);
/* Measures one ruler: edge to edge between figures, or to the free points. */
GgRulerMeasure gg_overlays_measure_ruler (GgGame *game, const GgRuler *ruler);

G_END_DECLS
