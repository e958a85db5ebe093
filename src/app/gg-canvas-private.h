/* gg-canvas-private.h: shared between gg-canvas.c (table, terrain, figures, input) and
 * gg-canvas-overlays.c (selection, overlays, rulers, markers). */
#pragma once

#include "gg-canvas.h"

G_BEGIN_DECLS

struct _GgCanvas
{
  GtkWidget parent_instance;
  GgDocument *document;
  gulong changed_id;
  GgUnit unit;
  double zoom;     /* px per mm */
  double ox, oy;   /* widget position of the table's far-left corner (x = 0, y = depth) */
  gboolean fitted; /* follow the widget's size until the user zooms or pans */
  double drag_ox, drag_oy;
  double zoom_start;
  GgPoint pointer;
  gboolean pointer_inside;
  /* primary-button gestures, reported in table mm */
  gboolean table_dragging;
  double press_x, press_y;
  GdkModifierType press_state;
  GgPoint press_point;
  /* what the view asks to be drawn; all borrowed */
  GgSelection *selection;
  GgOverlayData *overlays;
  gboolean has_band;
  GgBox band;
  GArray *draft; /* GgPoint: a terrain feature being drawn */
  char *readout;
  GgPoint readout_at;
  gboolean has_handle;
  GgPoint handle;
};

void _gg_canvas_set_source (cairo_t *cr, GgCanvas *self, const char *name);
void _gg_canvas_base_path (cairo_t *cr, GgCanvas *self, const GgBase *b);
void _gg_canvas_path_points (cairo_t *cr, GgCanvas *self, GArray *points, gboolean close);
void _gg_canvas_draw_under (cairo_t *cr, GgCanvas *self, GgGame *game);
void _gg_canvas_draw_over (cairo_t *cr, GgCanvas *self, GgGame *game);

G_END_DECLS
