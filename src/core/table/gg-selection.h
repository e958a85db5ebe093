/* gg-selection.h: what the player has picked on the table: figures (by id), or one terrain
 * feature, or one ruler. Observable: "changed" is emitted only when the selection changes. */
#pragma once

#include <glib-object.h>

#include "gg-game.h"
#include "gg-geometry.h"

G_BEGIN_DECLS

#define GG_TYPE_SELECTION (gg_selection_get_type ())
G_DECLARE_FINAL_TYPE (GgSelection, gg_selection, GG, SELECTION, GObject)

GgSelection *gg_selection_new (void);
void gg_selection_clear (GgSelection *self);
/* Figures, in ascending byte order of their ids. */
const GPtrArray *gg_selection_get_figures (GgSelection *self);
guint gg_selection_get_n_figures (GgSelection *self);
gboolean gg_selection_contains (GgSelection *self, const char *figure);
void gg_selection_set_figure (GgSelection *self, const char *figure);
/* Adds @figure, or removes it if it is selected (Ctrl+click). */
void gg_selection_toggle_figure (GgSelection *self, const char *figure);
/* The figures of @figure's squad (same side, same squad number); a figure with no squad alone. */
void gg_selection_set_squad (GgSelection *self, GgGame *game, const char *figure);
/* Rubber band: figures whose base lies wholly inside @box; @add keeps what was selected. */
void gg_selection_set_box (GgSelection *self, GgGame *game, const GgBox *box, gboolean add);
/* Forgets figures, terrain and rulers that are no longer in @game (after an undo). */
void gg_selection_prune (GgSelection *self, GgGame *game);
const char *gg_selection_get_terrain (GgSelection *self);
void gg_selection_set_terrain (GgSelection *self, const char *terrain);
const char *gg_selection_get_ruler (GgSelection *self);
void gg_selection_set_ruler (GgSelection *self, const char *ruler);
/* The squad leader among the selected figures (the first whose role starts with "L"), or NULL. */
GgFigure *gg_selection_get_leader (GgSelection *self, GgGame *game);

/* Hit-testing what is not a figure (figures: gg_spatial_pick). The topmost terrain feature
 * under @p (inside an area, or within @tolerance of a line), and the ruler within @tolerance of
 * @p (rulers run between their figures' centres or points); NULL if none. */
const char *gg_pick_terrain (GgGame *game, GgPoint p, double tolerance);
const char *gg_pick_ruler (GgGame *game, GgPoint p, double tolerance);
/* The corner of the terrain feature @terrain nearest @p within @tolerance (its index in
 * points), or -1: the terrain editor drags single corners. */
int gg_pick_terrain_vertex (GgGame *game, const char *terrain, GgPoint p, double tolerance);

G_END_DECLS
