/* gg-print-table.h: the table drawn on paper and in images (the battle report's maps, the file
 * manager's thumbnails): terrain in a colour of its kind, figures' bases in their side's. In
 * table coordinates (cm); the caller sets the transformation. */
#pragma once

#include <cairo.h>

#include "gg-game.h"

G_BEGIN_DECLS

/* Fills (areas) or strokes (lines, @line_width wide) a terrain piece in a colour of its kind. */
void gg_print_table_terrain (cairo_t *cr, const GgTerrain *terrain, double line_width);
/* Adds @figure's base outline to the current path, as a closed sub-path. */
void gg_print_table_base_path (cairo_t *cr, const GgFigure *figure);
/* Side A blue, side B red. */
void gg_print_table_side_colour (cairo_t *cr, char side);

G_END_DECLS
