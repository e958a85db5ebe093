/* gg-table-view.h: the live table: the canvas, the side panel, and what the player does with
 * them (select, move, turn, measure, aim, draw terrain, overlays, undo). Its actions are the
 * "table" action group, which the window inserts so the header bar can use them. */
#pragma once

#include <adwaita.h>

#include "gg-canvas.h"
#include "gg-document.h"
#include "gg-side-panel.h"

G_BEGIN_DECLS

#define GG_TYPE_TABLE_VIEW (gg_table_view_get_type ())
G_DECLARE_FINAL_TYPE (GgTableView, gg_table_view, GG, TABLE_VIEW, GtkWidget)

typedef enum
{
  GG_TOOL_SELECT,
  GG_TOOL_MEASURE,
  GG_TOOL_AIM,
  GG_TOOL_TERRAIN,
} GgTool;

void gg_table_view_set_document (GgTableView *self, GgDocument *document);
GgDocument *gg_table_view_get_document (GgTableView *self);
/* The app's settings: overlays remembered, length unit. */
void gg_table_view_set_settings (GgTableView *self, GSettings *settings);
GgCanvas *gg_table_view_get_canvas (GgTableView *self);
/* The selection's details and actions, for the window to dock beside the table. */
GgSidePanel *gg_table_view_get_side_panel (GgTableView *self);
GgSelection *gg_table_view_get_selection (GgTableView *self);
GActionGroup *gg_table_view_get_actions (GgTableView *self);
GgOverlayData *gg_table_view_get_overlays (GgTableView *self);
void gg_table_view_set_unit (GgTableView *self, GgUnit unit);
/* What lies at table point @p, for a tooltip: a figure, a ruler (when shown) or a terrain
 * feature, or NULL. */
char *gg_table_view_describe (GgTableView *self, GgPoint p);

/* What is selected, in words a screen reader speaks (the canvas's accessible description). */
char *gg_table_view_describe_selection (GgTableView *self);

G_END_DECLS
