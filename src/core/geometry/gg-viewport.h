/* gg-viewport.h: how the table lies in the table view: a plain value (zoom in pixels per mm and
 * the widget position of the table's far-left corner) with the transforms between table
 * millimetres and widget pixels, zoom about a point, pan and fit. No GTK: the canvas keeps one
 * and tests check it without a display (as libshumate's ShumateViewport). The widget's y grows
 * downwards, the table's toward side B (up on the screen). */
#pragma once

#include "gg-types.h"

G_BEGIN_DECLS

typedef struct
{
  double zoom;   /* pixels per mm, > 0 */
  double ox, oy; /* widget position of the table point (0, depth) */
  double depth;  /* the table's depth in mm */
} GgViewport;

#define GG_VIEWPORT_MIN_ZOOM 0.05
#define GG_VIEWPORT_MAX_ZOOM 40.0

void gg_viewport_to_widget (const GgViewport *self, GgPoint p, double *wx, double *wy);
GgPoint gg_viewport_to_table (const GgViewport *self, double wx, double wy);
/* Multiplies the zoom by @factor (kept within GG_VIEWPORT_MIN/MAX_ZOOM), keeping the table point
 * under the widget point (@wx, @wy) where it is. */
void gg_viewport_zoom_at (GgViewport *self, double factor, double wx, double wy);
/* Moves the table by (@dx, @dy) widget pixels. */
void gg_viewport_pan (GgViewport *self, double dx, double dy);
/* The zoom and offset that show a @width × depth mm table whole, centred in the widget rectangle
 * (@x, @y, @w, @h); FALSE (and nothing changed) if the rectangle or the table is empty. */
gboolean gg_viewport_fit (GgViewport *self, double width, double x, double y, double w, double h);

G_END_DECLS
