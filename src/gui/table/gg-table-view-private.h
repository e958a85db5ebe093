/* gg-table-view-private.h: shared by gg-table-view.c (state, actions) and
 * gg-table-view-input.c (what clicks and drags on the canvas do). */
#pragma once

#include "gg-dice.h"
#include "gg-side-panel.h"
#include "gg-table-view.h"

G_BEGIN_DECLS

typedef enum
{
  DRAG_NONE,
  DRAG_MOVE,
  DRAG_ROTATE,
  DRAG_BAND,
  DRAG_MEASURE,
  DRAG_TERRAIN,
} DragMode;

struct _GgTableView
{
  GtkWidget parent_instance;

  GgDocument *document;
  GSettings *settings;
  GgSelection *selection;
  GgTableRules *rules;
  GgOverlayData *overlays;
  GgShellState shell;
  GSimpleActionGroup *actions;
  GgTool tool;
  GgUnit unit;
  GgTerrainKind terrain_kind;
  GArray *draft; /* GgPoint */

  DragMode drag;
  GgPoint drag_from;
  GPtrArray *originals; /* GgFigure* copies, or one GgTerrain* */
  char *grabbed;        /* the figure under the pointer when the drag began */
  char *ruler_from;     /* figure id at the start of a measure, or NULL */
  int vertex;           /* the terrain corner being dragged, or -1: the whole feature */
  char *refusal;        /* why the rules refuse the move being dragged (the core's words) */

  GgSidePanel *panel; /* shown in the window's sidebar */

  /* template children */
  GgCanvas *canvas;
};

GgGame *_gg_table_view_game_of (GgTableView *self);
void _gg_table_view_refresh (GgTableView *self);
/* Applies @edit (owned) to the document; FALSE (and nothing changed) if it is empty or fails. */
gboolean _gg_table_view_apply (GgTableView *self, GgEdit *edit);
GgEdit *_gg_table_view_move_terrain_edit (GgTableView *self, GgTerrain *from, double dx, double dy);
void _gg_table_view_finish_terrain (GgTableView *self);
void _gg_table_view_update_handle (GgTableView *self);
void _gg_table_view_add_key_bindings (GtkWidgetClass *widget_class);
void _gg_table_view_setup_tooltip (GgTableView *self);
void _gg_table_view_pressed_cb (GgCanvas *canvas, double x, double y, int n_press, guint state,
                                GgTableView *self);
void _gg_table_view_drag_begin_cb (GgCanvas *canvas, double x, double y, guint state,
                                   GgTableView *self);
void _gg_table_view_drag_update_cb (GgCanvas *canvas, double x, double y, GgTableView *self);
void _gg_table_view_drag_end_cb (GgCanvas *canvas, double x, double y, GgTableView *self);

G_END_DECLS
