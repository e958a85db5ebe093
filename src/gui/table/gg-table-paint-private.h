/* gg-table-paint-private.h: shared by gg-table-paint.c (table, terrain, figures, edge rulers)
 * and gg-table-paint-overlays.c (selection, overlays, rulers, markers). */
#pragma once

#include "gg-table-paint.h"

G_BEGIN_DECLS

void _gg_paint_source (cairo_t *cr, const GgTablePaint *p, GgPaintColour colour);
/* Adds the base's outline to the path (no stroke, no fill). */
void _gg_paint_base_path (cairo_t *cr, const GgTablePaint *p, const GgBase *b);
void _gg_paint_points (cairo_t *cr, const GgTablePaint *p, GArray *points, gboolean close);
/* mm from the centre to the farthest point of the base. */
double _gg_paint_base_reach (const GgBase *b);
/* The base's box on screen, grown by @margin_mm, meets the area being drawn (the whole view,
 * or the part of the cached scene drawn again: _gg_paint_cache_cull). */
gboolean _gg_paint_base_visible (const GgTablePaint *p, const GgBase *b, double margin_mm);
PangoLayout *_gg_paint_layout (cairo_t *cr, const GgTablePaint *p, const char *text);
typedef enum
{
  GG_SPRITE_FIGURE,
  GG_SPRITE_LEADER,
  GG_SPRITE_RING,
  GG_SPRITE_RING_OUT,
  GG_SPRITE_HIGHLIGHT,
} GgSpriteKind;

/* Draws one base's sprite as a path would be drawn on the table (p->ox, oy put it in place). */
typedef void (*GgSpriteDraw) (cairo_t *cr, const GgTablePaint *p, const GgBase *b, char side,
                              double radius);
typedef void (*GgPaintLayer) (cairo_t *cr, const GgTablePaint *p);
/* Lists what a layer shows, piece by piece, in drawing order (_gg_paint_item_*). */
typedef void (*GgPaintItems) (const GgTablePaint *p, GArray *items);

void _gg_paint_cache_check (GgPaintCache *self, const GgTablePaint *p);
/* Blits the sprite of @b (drawing it with @draw the first time); FALSE if it would be too large
 * to keep, and nothing was drawn. */
gboolean _gg_paint_cache_sprite (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p,
                                 GgSpriteKind kind, const GgBase *b, char side, double radius,
                                 GgSpriteDraw draw);
/* The scene (everything under the live overlays: background, arcs, cones, command rings,
 * figures) is one image kept between frames. Each frame lists the scene's pieces with @items;
 * only where a piece changed (its old and new boxes) is the scene drawn again, by @scene over
 * the background, before the image is blitted (opaque parts with CAIRO_OPERATOR_SOURCE). */
void _gg_paint_cache_scene (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p,
                            GgPaintLayer background, GgPaintLayer scene, GgPaintItems items);
/* The area being drawn, px: the whole view, or the part of the scene being drawn again. */
void _gg_paint_cache_cull (const GgTablePaint *p, double *x0, double *y0, double *x1, double *y1);
/* A piece of the scene: what it shows (@data, hashed) and where (px box, or a base's centre
 * and a reach in mm about it). */
void _gg_paint_item_box (GArray *items, const GgTablePaint *p, double x0, double y0, double x1,
                         double y1, const double *data, guint n);
void _gg_paint_item_round (GArray *items, const GgTablePaint *p, GgPoint centre, double reach_mm,
                           const double *data, guint n);
/* The base's fields as numbers, for an item's data. */
#define GG_PAINT_BASE_DATA(b)                                                             \
  (b)->centre.x, (b)->centre.y, (b)->facing, (double) (b)->shape, (b)->front, (b)->depth, \
    (b)->diameter
void _gg_paint_under (cairo_t *cr, const GgTablePaint *p);
void _gg_paint_under_items (const GgTablePaint *p, GArray *items);
/* Markers, selection, out-of-command highlights, targets: over the figures, in the scene. */
void _gg_paint_marks (cairo_t *cr, const GgTablePaint *p);
void _gg_paint_marks_items (const GgTablePaint *p, GArray *items);
/* What is drawn live over the scene: shell, line of sight, rulers, handle, band, readout. */
void _gg_paint_over (cairo_t *cr, const GgTablePaint *p);
GgPaintColour _gg_paint_terrain_colour (GgTerrainKind kind);
/* gg-table-paint-terrain.c: the texture of an area of @kind over the current path (kept). */
void _gg_paint_terrain_texture (cairo_t *cr, const GgTablePaint *p, GgTerrainKind kind);
/* gg-table-paint-labels.c: the squads' and units' names, over the scene. */
void _gg_paint_labels (cairo_t *cr, const GgTablePaint *p);
/* gg-table-paint-photo.c: the photos of the real table, in the background, and what they add
 * to its key (0 when none is drawn). */
void _gg_paint_photos (cairo_t *cr, const GgTablePaint *p);
guint64 _gg_paint_photos_key (const GgTablePaint *p);

G_END_DECLS
