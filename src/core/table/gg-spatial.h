/* gg-spatial.h: a uniform grid over the bounding boxes of a game's figures and terrain, so that
 * "who is inside this circle / sector / near this line / under the pointer" looks at a few cells
 * instead of every figure on the table.
 *
 * The index refers to figures and terrain by their position in game->figures and game->terrain;
 * results are those positions, in ascending order. An index can live with its game: after figures
 * move, gg_spatial_sync() refiles only the figures that changed (building one is linear in the
 * figures; it rebuilds itself when figures or terrain are added or removed).
 * Figures that have left the table (casualties, gg_game_state_off_table()) are not indexed. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-geometry.h"

G_BEGIN_DECLS

typedef struct _GgSpatial GgSpatial;

GgSpatial *gg_spatial_new (GgGame *game);
void gg_spatial_free (GgSpatial *self);
GgGame *gg_spatial_get_game (GgSpatial *self);
/* Brings the index up to date with its game: a figure whose pointer (an edit swaps in a copy),
 * base or place on the table (casualties) changed is refiled alone; figures or terrain added,
 * removed or changed rebuild the whole index. Returns the figures refiled, G_MAXUINT after a
 * rebuild. The answers are those of a fresh index. */
guint gg_spatial_sync (GgSpatial *self);

/* Candidates: every figure / terrain feature whose bounding box meets @box. */
void gg_spatial_figures_in_box (GgSpatial *self, const GgBox *box, GArray *out);
void gg_spatial_terrain_in_box (GgSpatial *self, const GgBox *box, GArray *out);
/* Candidates whose bounding box comes within @margin of the segment @a-@b. */
void gg_spatial_figures_near_segment (GgSpatial *self, GgPoint a, GgPoint b, double margin,
                                      GArray *out);
void gg_spatial_terrain_near_segment (GgSpatial *self, GgPoint a, GgPoint b, double margin,
                                      GArray *out);

/* Exact answers (gg-geometry.h semantics: boundaries inclusive). */
void gg_spatial_figures_in_circle (GgSpatial *self, GgPoint centre, double radius, GArray *out);
void gg_spatial_figures_in_sector (GgSpatial *self, const GgSector *sector, GArray *out);
/* The figure under @p: the one whose base holds @p, else the nearest within @tolerance; among
 * several, the one added last (drawn on top). Returns -1 if none. */
int gg_spatial_pick (GgSpatial *self, GgPoint p, double tolerance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgSpatial, gg_spatial_free)

/* The segment meets the box, boundary included (Liang-Barsky). */
gboolean gg_spatial_segment_meets_box (GgPoint a, GgPoint b, const GgBox *box);

G_END_DECLS
