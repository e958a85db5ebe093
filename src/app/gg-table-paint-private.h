/* gg-table-paint-private.h: shared by gg-table-paint.c (table, terrain, figures, edge rulers)
 * and gg-table-paint-overlays.c (selection, overlays, rulers, markers). */
#pragma once

#include "gg-table-paint.h"

G_BEGIN_DECLS

void _gg_paint_source (cairo_t *cr, const GgTablePaint *p, GgPaintColour colour);
/* Adds the base's outline to the path (no stroke, no fill). */
void _gg_paint_base_path (cairo_t *cr, const GgTablePaint *p, const GgBase *b);
void _gg_paint_points (cairo_t *cr, const GgTablePaint *p, GArray *points, gboolean close);
/* The base's box on screen, grown by @margin_mm, meets the area drawn. */
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

void _gg_paint_cache_check (GgPaintCache *self, const GgTablePaint *p);
/* Paints the background, drawing it with @draw first if the view or the terrain changed. */
void _gg_paint_cache_background (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p,
                                 GgPaintLayer draw);
/* Blits the sprite of @b (drawing it with @draw the first time); FALSE if it would be too large
 * to keep, and nothing was drawn. */
gboolean _gg_paint_cache_sprite (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p,
                                 GgSpriteKind kind, const GgBase *b, char side, double radius,
                                 GgSpriteDraw draw);
void _gg_paint_under (cairo_t *cr, const GgTablePaint *p);
void _gg_paint_over (cairo_t *cr, const GgTablePaint *p);

G_END_DECLS
