/* gg-print-table.c: the table drawn on paper and in images. */
#include "gg-print-table.h"

#include "gg-geometry.h"

static void
terrain_colour (cairo_t *cr, GgTerrainKind kind)
{
  switch (kind)
    {
    case GG_TERRAIN_RIVER:
    case GG_TERRAIN_LAKE:
    case GG_TERRAIN_MARSH:
      cairo_set_source_rgb (cr, 0.33, 0.55, 0.78);
      break;
    case GG_TERRAIN_ROAD:
      cairo_set_source_rgb (cr, 0.78, 0.69, 0.52);
      break;
    case GG_TERRAIN_BUILDING:
    case GG_TERRAIN_WALL:
      cairo_set_source_rgb (cr, 0.55, 0.50, 0.46);
      break;
    case GG_TERRAIN_HILL:
      cairo_set_source_rgb (cr, 0.64, 0.66, 0.42);
      break;
    default:
      cairo_set_source_rgb (cr, 0.29, 0.46, 0.27);
      break;
    }
}

void
gg_print_table_terrain (cairo_t *cr, const GgTerrain *t, double line_width)
{
  if (t->points == NULL || t->points->len < 2)
    return;
  for (guint i = 0; i < t->points->len; i++)
    {
      GgPoint p = g_array_index (t->points, GgPoint, i);

      (i ? cairo_line_to : cairo_move_to) (cr, p.x, p.y);
    }
  terrain_colour (cr, t->kind);
  if (gg_terrain_kind_is_linear (t->kind))
    {
      cairo_set_line_width (cr, line_width);
      cairo_stroke (cr);
    }
  else
    {
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

void
gg_print_table_side_colour (cairo_t *cr, char side)
{
  if (side == 'A')
    cairo_set_source_rgb (cr, 0.10, 0.32, 0.70);
  else
    cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
}

void
gg_print_table_base_path (cairo_t *cr, const GgFigure *f)
{
  GgPoint c[4];

  if (f->base.shape == GG_BASE_ROUND)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, f->base.centre.x, f->base.centre.y, f->base.diameter / 2, 0, 2 * G_PI);
      return;
    }
  gg_base_corners (&f->base, c);
  cairo_move_to (cr, c[0].x, c[0].y);
  for (int i = 1; i < 4; i++)
    cairo_line_to (cr, c[i].x, c[i].y);
  cairo_close_path (cr);
}
