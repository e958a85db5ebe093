/* gg-window-legend.c: the terrain legend, a popover of the status bar: a swatch of each kind of
 * terrain on the table, drawn by the table's own painter in the stylesheet's colours (so it
 * follows dark mode), with the kind's name and, for hills and buildings, a word on levels. */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

typedef struct
{
  GgCanvas *canvas; /* the window's, which outlives the popover */
  GgTerrainKind kind;
} Swatch;

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Swatch *swatch = data;

  gg_canvas_draw_swatch (swatch->canvas, cr, swatch->kind, width, height);
}

static void
add_row (GtkGrid *grid, GgCanvas *canvas, GgTerrainKind kind, int row)
{
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (gg_terrain_kind_label (kind));
  Swatch *swatch = g_new (Swatch, 1);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 44);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 22);
  *swatch = (Swatch){ canvas, kind };
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, swatch, g_free);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (grid, area, 0, row, 1, 1);
  gtk_grid_attach (grid, label, 1, row, 1, 1);
}

/* The kinds on the table, in the order of the file format; every kind if there is none. */
static void
fill (GgWindow *self, GtkPopover *popover)
{
  GgGame *game = gg_document_get_game (self->document);
  GtkWidget *grid = gtk_grid_new ();
  gboolean present[GG_TERRAIN_N_KINDS] = { FALSE };
  int row = 0;

  for (guint i = 0; i < game->terrain->len; i++)
    present[((GgTerrain *) g_ptr_array_index (game->terrain, i))->kind] = TRUE;
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_attach (GTK_GRID (grid), gtk_label_new (_("Terrain on this table")), 0, row++, 2, 1);
  gtk_widget_add_css_class (gtk_grid_get_child_at (GTK_GRID (grid), 0, 0), "heading");
  for (int k = 0; k < GG_TERRAIN_N_KINDS; k++)
    if (present[k] || game->terrain->len == 0)
      add_row (GTK_GRID (grid), self->canvas, k, row++);
  gtk_popover_set_child (popover, grid);
}

static void
legend_show_cb (GtkPopover *popover, GgWindow *self)
{
  fill (self, popover);
}

void
_gg_window_setup_legend (GgWindow *self)
{
  GtkWidget *popover = gtk_popover_new ();

  g_signal_connect_object (popover, "show", G_CALLBACK (legend_show_cb), self, 0);
  gtk_menu_button_set_popover (self->legend_button, popover);
}

char *
gg_window_get_legend_text (GgWindow *self)
{
  GtkPopover *popover = gtk_menu_button_get_popover (self->legend_button);
  GString *s = g_string_new (NULL);

  fill (self, popover);
  for (GtkWidget *c = gtk_widget_get_first_child (gtk_popover_get_child (popover)); c;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c))
      g_string_append_printf (s, "%s\n", gtk_label_get_text (GTK_LABEL (c)));
  return g_string_free (s, FALSE);
}
