/* gg-table-paint.h: draws a game and what the view puts on it (selection, overlays, rulers,
 * markers, a rubber band, a terrain draft, a readout) into any cairo_t. The canvas widget calls
 * it from its snapshot and bench/bench-render calls it on an image surface: one drawing code.
 * It never changes state. Colours are the stylesheet's named colours, resolved by the caller. */
#pragma once

#include <gdk/gdk.h>
#include <pango/pango.h>

#include "gg-overlays.h"
#include "gg-selection.h"
#include "gg-units.h"

G_BEGIN_DECLS

#define GG_TABLE_PAINT_RULER 22.0 /* px: rulers along the top and left edges */

/* The named colours of ui/style.css, in order: GG_PAINT_TABLE is "gg_table". */
#define GG_PAINT_COLOURS(X)            \
  X (TABLE, table)                     \
  X (GRID_MINOR, grid_minor)           \
  X (GRID_MAJOR, grid_major)           \
  X (RULER_BG, ruler_bg)               \
  X (RULER_FG, ruler_fg)               \
  X (SIDE_A, side_a)                   \
  X (SIDE_A_EDGE, side_a_edge)         \
  X (SIDE_B, side_b)                   \
  X (SIDE_B_EDGE, side_b_edge)         \
  X (FACING, facing)                   \
  X (TERRAIN_OUTLINE, terrain_outline) \
  X (TERRAIN_PATTERN, terrain_pattern) \
  X (BUILDING, building)               \
  X (WOOD, wood)                       \
  X (HILL, hill)                       \
  X (ORCHARD, orchard)                 \
  X (VINEYARD, vineyard)               \
  X (FIELD, field)                     \
  X (RICE, rice)                       \
  X (REEDS, reeds)                     \
  X (MARSH, marsh)                     \
  X (WATER, water)                     \
  X (HEDGE, hedge)                     \
  X (WALL, wall)                       \
  X (FENCE, fence)                     \
  X (TRENCH, trench)                   \
  X (ROAD, road)                       \
  X (SELECTED, selected)               \
  X (COMMAND_RING, command_ring)       \
  X (OUT_OF_COMMAND, out_of_command)   \
  X (FOLLOW_RING, follow_ring)         \
  X (ARC, arc)                         \
  X (CANISTER, canister)               \
  X (CANISTER_TARGET, canister_target) \
  X (ROUNDSHOT, roundshot)             \
  X (SHELL, shell)                     \
  X (LOS_CLEAR, los_clear)             \
  X (LOS_BLOCKED, los_blocked)         \
  X (RULER_LINE, ruler_line)           \
  X (LABEL_BG, label_bg)               \
  X (LABEL_FG, label_fg)               \
  X (RUBBER_BAND, rubber_band)         \
  X (MARKER_RELOAD, marker_reload)     \
  X (MARKER_MORALE, marker_morale)

#define GG_PAINT_ENUM(up, low) GG_PAINT_##up,
typedef enum
{
  GG_PAINT_COLOURS (GG_PAINT_ENUM) GG_PAINT_N_COLOURS
} GgPaintColour;
#undef GG_PAINT_ENUM

/* Images a frame can reuse (gg-table-paint-cache.c); one per widget. */
typedef struct _GgPaintCache GgPaintCache;

typedef struct
{
  GgGame *game;
  double zoom;          /* px per mm */
  double ox, oy;        /* position of the table's far-left corner (x = 0, y = depth) */
  double width, height; /* of the area drawn, px */
  GgUnit unit;
  /* what the view asks to be drawn; all borrowed, all may be NULL / FALSE */
  GgSelection *selection;
  GgOverlayData *overlays;
  gboolean has_band;
  GgBox band;
  GArray *draft; /* GgPoint: a terrain feature being drawn */
  const char *readout;
  GgPoint readout_at;
  gboolean has_handle;
  GgPoint handle;
  gboolean has_vertex; /* the vertex being dragged in the terrain editor */
  GgPoint vertex;
  GPtrArray *ghosts;   /* ids (char*) of figures drawn translucent: a deployment not placed yet */
  PangoContext *pango; /* the widget's, for its font settings; NULL: the cairo_t's */
  int scale;           /* device pixels per pixel (HiDPI); 0 is 1 */
  GgPaintCache *cache; /* NULL: draw everything every time */
  /* the photos of the real table (gg-photo-layer.h), or NULL */
  struct _GgPhotoLayer *photos;
  GdkRGBA palette[GG_PAINT_N_COLOURS];
} GgTablePaint;

GgPaintCache *gg_paint_cache_new (void);
void gg_paint_cache_free (GgPaintCache *cache);

/* "gg_table" for GG_PAINT_TABLE. */
const char *gg_table_paint_colour_name (GgPaintColour colour);
/* Reads `@define-color gg_name #rrggbb;` and `alpha(#rrggbb, a)` lines of a stylesheet; colours
 * it does not name, or names through other colours, stay as they were. */
void gg_table_paint_read_palette (GgTablePaint *self, const char *css);
/* Everything: table, grid, terrain, overlays, figures, rulers along the edges. */
void gg_table_paint (cairo_t *cr, const GgTablePaint *self);
/* What players call side @side's squad or unit @squad: a d6 unit's roster name, else its id
 * (the labels overlay, tooltips). */
char *gg_table_paint_group_name (GgGame *game, char side, int squad);
/* A sample of terrain @kind, as the table draws it, filling (0, 0, @width, @height): the
 * legend's. */
void gg_table_paint_terrain_swatch (cairo_t *cr, const GgTablePaint *p, GgTerrainKind kind,
                                    double width, double height);
void gg_table_paint_to_widget (const GgTablePaint *self, GgPoint p, double *x, double *y);
/* Where the readout of a drag (@w × @h px) is drawn for the pointer at @x, @y: above and to
 * its right, or to its left or below where the view ends there, always wholly inside the
 * view and never over the pointer. */
cairo_rectangle_t gg_table_paint_readout_box (const GgTablePaint *self, double x, double y,
                                              double w, double h);
GgPoint gg_table_paint_to_table (const GgTablePaint *self, double x, double y);

G_END_DECLS
