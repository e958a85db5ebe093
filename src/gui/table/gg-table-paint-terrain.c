/* gg-table-paint-terrain.c: each kind of terrain area has its own texture over its fill, so
 * kinds tell apart without their colours (and in dark mode, which changes the colours): trees
 * in a wood, a grid of trees in an orchard, rows in a vineyard, furrows in a field, water lines
 * in rice paddies, tufts in reeds, puddles in a marsh, contours on a hill. The texture keeps a
 * steady size on the screen at any zoom. Also a swatch of a kind, for the legend. */
#include "gg-table-paint-private.h"

#include <math.h>

#define STEP_PX 10.0 /* spacing of the texture on screen */

typedef void (*Texture) (cairo_t *cr, double x0, double y0, double x1, double y1);

/* Rows across (@slope 0) or slanting lines rising @slope px a px across; dashed if @dash. */
static void
lines (cairo_t *cr, double x0, double y0, double x1, double y1, double slope, double dash)
{
  double dashes[] = { dash, dash };
  double h = y1 - y0;

  cairo_set_dash (cr, dashes, dash > 0 ? 2 : 0, 0);
  if (slope == 0)
    for (double y = y0; y <= y1; y += STEP_PX * 0.8)
      {
        cairo_move_to (cr, x0, y);
        cairo_line_to (cr, x1, y);
      }
  else
    for (double x = x0 - h * slope; x <= x1; x += STEP_PX)
      {
        cairo_move_to (cr, x, y1);
        cairo_line_to (cr, x + h * slope, y0);
      }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
rows (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  lines (cr, x0, y0, x1, y1, 0, 0);
}

static void
furrows (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  lines (cr, x0, y0, x1, y1, 1, 0);
}

static void
paddies (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  lines (cr, x0, y0, x1, y1, 0, 3);
}

static void
dots (cairo_t *cr, double x0, double y0, double x1, double y1, double r, gboolean stagger)
{
  int row = 0;

  for (double y = y0; y <= y1; y += STEP_PX, row++)
    for (double x = x0 + (stagger && row % 2 ? STEP_PX / 2 : 0); x <= x1; x += STEP_PX)
      {
        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      }
  cairo_stroke (cr);
}

static void
trees (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  dots (cr, x0, y0, x1, y1, 3.0, TRUE);
}

static void
orchard (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  dots (cr, x0, y0, x1, y1, 1.5, FALSE);
}

static void
ticks (cairo_t *cr, double x0, double y0, double x1, double y1, double dx, double dy)
{
  int row = 0;

  for (double y = y0; y <= y1; y += STEP_PX, row++)
    for (double x = x0 + (row % 2 ? STEP_PX / 2 : 0); x <= x1; x += STEP_PX)
      {
        cairo_move_to (cr, x - dx, y - dy);
        cairo_line_to (cr, x + dx, y + dy);
      }
  cairo_stroke (cr);
}

static void
tufts (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  ticks (cr, x0, y0, x1, y1, 0, 3);
}

static void
puddles (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  ticks (cr, x0, y0, x1, y1, 3, 0);
}

static Texture
texture_of (GgTerrainKind kind)
{
  switch (kind)
    {
    case GG_TERRAIN_WOOD:
      return trees;
    case GG_TERRAIN_ORCHARD:
      return orchard;
    case GG_TERRAIN_VINEYARD:
      return rows;
    case GG_TERRAIN_FIELD:
      return furrows;
    case GG_TERRAIN_RICE:
      return paddies;
    case GG_TERRAIN_REEDS:
      return tufts;
    case GG_TERRAIN_MARSH:
      return puddles;
    default:
      return NULL;
    }
}

/* Over the area's path, which is current and stays so. */
void
_gg_paint_terrain_texture (cairo_t *cr, const GgTablePaint *p, GgTerrainKind kind)
{
  Texture texture = texture_of (kind);
  double x0, y0, x1, y1;

  if (texture == NULL)
    return;
  cairo_save (cr);
  cairo_clip_preserve (cr);
  cairo_clip_extents (cr, &x0, &y0, &x1, &y1);
  cairo_new_path (cr);
  _gg_paint_source (cr, p, GG_PAINT_TERRAIN_PATTERN);
  cairo_set_line_width (cr, 1.0);
  texture (cr, floor (x0 / STEP_PX) * STEP_PX, floor (y0 / STEP_PX) * STEP_PX, x1 + STEP_PX,
           y1 + STEP_PX);
  cairo_restore (cr);
}

void
gg_table_paint_terrain_swatch (cairo_t *cr, const GgTablePaint *p, GgTerrainKind kind, double width,
                               double height)
{
  GgPaintColour colour = _gg_paint_terrain_colour (kind);

  cairo_save (cr);
  if (gg_terrain_kind_is_linear (kind))
    {
      _gg_paint_source (cr, p, colour);
      cairo_set_line_width (cr, kind == GG_TERRAIN_ROAD || kind == GG_TERRAIN_RIVER ? 8 : 3);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_move_to (cr, 4, height * 0.65);
      cairo_curve_to (cr, width * 0.4, height * 0.1, width * 0.6, height * 0.9, width - 4,
                      height * 0.35);
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }
  _gg_paint_source (cr, p, GG_PAINT_TABLE);
  cairo_paint (cr);
  cairo_rectangle (cr, 1.5, 1.5, width - 3, height - 3);
  _gg_paint_source (cr, p, colour);
  cairo_fill_preserve (cr);
  _gg_paint_terrain_texture (cr, p, kind);
  _gg_paint_source (cr, p, GG_PAINT_TERRAIN_OUTLINE);
  cairo_set_line_width (cr, kind == GG_TERRAIN_HILL ? 2.0 : 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}
