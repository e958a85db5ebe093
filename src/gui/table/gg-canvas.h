/* gg-canvas.h: the table drawn at true scale, with grid and rulers; zoom and pan. */
#pragma once

#include <gtk/gtk.h>

#include "gg-document.h"
#include "gg-overlays.h"
#include "gg-selection.h"
#include "gg-viewport.h"

G_BEGIN_DECLS

#define GG_TYPE_CANVAS (gg_canvas_get_type ())
G_DECLARE_FINAL_TYPE (GgCanvas, gg_canvas, GG, CANVAS, GtkWidget)

GtkWidget *gg_canvas_new (void);
void gg_canvas_set_document (GgCanvas *self, GgDocument *document);
GgDocument *gg_canvas_get_document (GgCanvas *self);
void gg_canvas_set_unit (GgCanvas *self, GgUnit unit);
GgUnit gg_canvas_get_unit (GgCanvas *self);
/* Pixels per millimetre of table. */
double gg_canvas_get_zoom (GgCanvas *self);
void gg_canvas_zoom_by (GgCanvas *self, double factor);
void gg_canvas_zoom_to_fit (GgCanvas *self);
/* Zooms by @factor keeping the table point under the widget point (@wx, @wy) fixed. */
void gg_canvas_zoom_at (GgCanvas *self, double factor, double wx, double wy);
/* Moves the table by (@dx, @dy) pixels. */
void gg_canvas_pan (GgCanvas *self, double dx, double dy);
/* From a drag-begin handler: this drag pans the table instead of reporting drag-update/end. */
void gg_canvas_pan_with_drag (GgCanvas *self);
GgViewport gg_canvas_get_viewport (GgCanvas *self);
/* A sample of terrain @kind as the table draws it, in the stylesheet's colours (the legend). */
void gg_canvas_draw_swatch (GgCanvas *self, cairo_t *cr, GgTerrainKind kind, double width,
                            double height);
/* What the input controllers report, in widget pixels (UI tests drive them the same way): a
 * wheel step or a touchpad's smooth scroll (@smooth) with or without Ctrl; a primary-button drag
 * from (@x, @y) by (@dx, @dy), which is a click when it ends without moving. */
void gg_canvas_scroll (GgCanvas *self, double x, double y, double dx, double dy, gboolean smooth,
                       gboolean ctrl);
void gg_canvas_drag_begin (GgCanvas *self, double x, double y, GdkModifierType state);
void gg_canvas_drag_update (GgCanvas *self, double dx, double dy);
void gg_canvas_drag_end (GgCanvas *self, double dx, double dy);
/* Table millimetres to widget pixels and back. */
void gg_canvas_table_to_widget (GgCanvas *self, GgPoint table, double *wx, double *wy);
GgPoint gg_canvas_widget_to_table (GgCanvas *self, double wx, double wy);
/* Table millimetres per widget pixel at the current zoom (for pick tolerances). */
double gg_canvas_mm_per_pixel (GgCanvas *self);

/* What the view wants drawn on the table; borrowed, kept alive by the caller. */
void gg_canvas_set_selection (GgCanvas *self, GgSelection *selection);
void gg_canvas_set_overlays (GgCanvas *self, GgOverlayData *overlays);
void gg_canvas_set_band (GgCanvas *self, const GgBox *band);
void gg_canvas_set_draft (GgCanvas *self, GArray *points);
/* The ids (char*) of figures to draw translucent, a deployment under the pointer (kept with a
 * reference), or NULL. */
void gg_canvas_set_ghosts (GgCanvas *self, GPtrArray *ids);
/* A label by the pointer while dragging, e.g. "12.0 cm (4.72 in) of 15.0 cm"; NULL hides it. */
void gg_canvas_set_readout (GgCanvas *self, const char *text, GgPoint at);
/* The facing handle of the selection, or NULL. */
void gg_canvas_set_handle (GgCanvas *self, const GgPoint *handle);
gboolean gg_canvas_get_handle (GgCanvas *self, GgPoint *handle);
/* The rectified photos of the table the canvas draws (gg-photo-layer.h), kept between frames. */
struct _GgPhotoLayer *gg_canvas_get_photo_layer (GgCanvas *self);

G_END_DECLS
