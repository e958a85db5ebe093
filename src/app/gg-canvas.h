/* gg-canvas.h: the table drawn at true scale, with grid and rulers; zoom and pan. */
#pragma once

#include <gtk/gtk.h>

#include "gg-document.h"

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
/* Table millimetres to widget pixels and back. */
void gg_canvas_table_to_widget (GgCanvas *self, GgPoint table, double *wx, double *wy);
GgPoint gg_canvas_widget_to_table (GgCanvas *self, double wx, double wy);

G_END_DECLS
