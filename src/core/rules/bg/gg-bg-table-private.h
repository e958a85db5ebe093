/* gg-bg-table-private.h: what the files of the table's resolutions share (gg-bg-table.h). */
#pragma once

#include "gg-bg-table.h"
#include "gg-los.h"
#include "gg-spatial.h"

G_BEGIN_DECLS

struct _GgBgTable
{
  GgGame *game;
  GgBgRules *rules;
  GgSpatial *index;
  GgLos *los;
};

/* The figure is on the table and in play (not hit, fled or captured). */
G_GNUC_INTERNAL gboolean gg_bg_table_in_play (GgBgTable *self, const GgFigure *figure);
/* The figure has left the table (hit, fled or captured, in the state). */
G_GNUC_INTERNAL gboolean gg_bg_table_is_removed (GgBgTable *self, const char *id);
/* BG-4.8-a: some figure beyond its squad leader's radius, or no leader left. */
G_GNUC_INTERNAL gboolean gg_bg_table_out_of_command (GgBgTable *self, char side, int number);
/* Line of sight between two figures, as the table has it. */
G_GNUC_INTERNAL gboolean gg_bg_table_sees (GgBgTable *self, const GgFigure *a, const GgFigure *b);
/* The cover a figure has from fire: the area it stands in, or a linear feature it is adjacent to. */
G_GNUC_INTERNAL GgBgCover gg_bg_table_figure_cover (GgBgTable *self, const GgFigure *figure);
/* BG-5-d/g, AMB-29: formed in mass (the state) and still at least 5 infantrymen. */
G_GNUC_INTERNAL gboolean gg_bg_table_in_mass (GgBgTable *self, GgBgSquadRef squad,
                                              GPtrArray *figures);

G_END_DECLS
