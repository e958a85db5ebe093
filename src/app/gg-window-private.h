/* gg-window-private.h: shared by gg-window.c and gg-window-files.c (new, save, save as, recent). */
#pragma once

#include "gg-window.h"

G_BEGIN_DECLS

struct _GgWindow
{
  AdwApplicationWindow parent_instance;

  GgDocument *document;
  GSettings *settings;
  GgCanvas *canvas;
  GMenu *recent;

  /* template children */
  AdwWindowTitle *title;
  AdwToastOverlay *toast_overlay;
  GgTableView *table_view;
  GtkLabel *pointer_label;
  GtkLabel *zoom_label;
  GtkLabel *game_label;
};

void _gg_window_show_error (GgWindow *self, const char *heading, const char *message);
void _gg_window_class_init_files (GtkWidgetClass *widget_class);
void _gg_window_setup_recent (GgWindow *self);
/* Records @file as the last and a recent game. */
void _gg_window_remember_file (GgWindow *self, GFile *file);

G_END_DECLS
