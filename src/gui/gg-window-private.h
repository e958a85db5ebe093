/* gg-window-private.h: shared by gg-window.c and gg-window-files.c (new, save, save as, recent). */
#pragma once

#include "gg-window.h"

#include "gg-play-views.h"

G_BEGIN_DECLS

typedef void (*GgWindowThen) (GgWindow *self, gpointer data);

struct _GgWindow
{
  AdwApplicationWindow parent_instance;

  GgDocument *document;
  GSettings *settings;
  GgCanvas *canvas;
  GMenu *recent;

  /* gg-window-guard.c: what to do once the game is saved or its changes discarded */
  GgWindowThen then;
  gpointer then_data;
  GDestroyNotify then_destroy;
  gboolean close_confirmed;
  /* gg-window-recovery.c */
  guint autosave_id;
  guint last_turn;
  GPtrArray *offers;       /* GgRecovery*: left by a crash, to offer, the one shown first */
  GtkWidget *offer_dialog; /* the offer shown now, or NULL */
  /* gg-window-disk.c */
  GtkInfoBar *disk_bar;
  GtkLabel *disk_label;
  GtkWidget *disk_reload;
  GFileMonitor *disk_monitor;
  guint disk_check_id;
  gboolean disk_save_pending; /* a save waits for the bar's answer */
  char *busy;                 /* what is being read or written, said in the header */
  gboolean replaying;         /* gg_window_set_replaying() */
  /* gg-window-files.c, gg-window.c: what is under way and the titles waiting for a game */
  gpointer saving;      /* the save under way (gg_window_save_to()), or NULL */
  gboolean saved;       /* the last save worked (gg_window_last_save_ok()) */
  gboolean opening;     /* a file is being read (gg_window_open()) */
  char *new_game_title; /* the title of the game gg_window_start_game() waits to show */
  char *scenario_title; /* the title of the scenario gg_window_open_scenario() waits to open */

  /* template children */
  AdwWindowTitle *title;
  GtkWidget *undo_button, *redo_button; /* their tooltips name the edit */
  AdwToastOverlay *toast_overlay;
  GgTableView *table_view;
  /* gg-window-sidebar.c */
  AdwFlap *flap;
  AdwViewStack *sidebar_stack;
  GtkWidget *open_button, *play_button, *turn_button;
  GHashTable *play_views; /* GType → GgPlayView: each made when first shown, then kept */
  GType play_type;        /* the game's play view (gg_play_view_type_for()) */
  guint compact_id;
  GtkMenuButton *legend_button; /* gg-window-legend.c */
  GtkLabel *pointer_label;
  GtkLabel *zoom_label;
  GtkLabel *game_label;
};

/* gg-window-actions.c: every window action; gg_window_actions_update() decides which are
 * enabled, and runs wherever the window's state changes. */
void _gg_window_class_init_actions (GtkWidgetClass *widget_class);
void gg_window_actions_update (GgWindow *self);
/* What the actions start, where their subject lives. */
void _gg_window_choose_and_open (GgWindow *self, gpointer data);
void _gg_window_open_recent (GgWindow *self, const char *uri);
void _gg_window_save (GgWindow *self);
void _gg_window_save_as (GgWindow *self);
void _gg_window_show_help (GgWindow *self);
/* Shows the game's play view (made on first use) and returns it; NULL if its rules have none. */
GgPlayView *_gg_window_show_play (GgWindow *self);
/* The game's play view if made, else NULL. */
GgPlayView *_gg_window_get_play_view (GgWindow *self);
void _gg_window_choose_photo (GgWindow *self);

void _gg_window_show_error (GgWindow *self, const char *heading, const char *message);
void _gg_window_check_rules (GgWindow *self);
void _gg_window_adopt_game_unit (GgWindow *self);
/* Opens a game shipped in the resources (gg_document_load_resource; @path NULL: the built-in
 * demo battle), takes on its unit and shows the whole table. */
gboolean _gg_window_open_resource (GgWindow *self, const char *path, const char *name,
                                   const char *title, GError **error);
void _gg_window_class_init_files (GtkWidgetClass *widget_class);
void _gg_window_setup_recent (GgWindow *self);
/* Records @file as the last and a recent game. */
void _gg_window_remember_file (GgWindow *self, GFile *file);
/* The message of a game that failed to open, with what to do (its FILE~, or mend it). */
char *_gg_window_open_advice (GFile *file, const char *message);
/* Takes @file off the recent games (it failed to open). */
void _gg_window_forget_file (GgWindow *self, GFile *file);

/* gg-window-guard.c: runs @then at once if the game has no unsaved changes, else after the
 * person chose Discard, or Save and the save worked; never after Cancel. */
void _gg_window_confirm_discard (GgWindow *self, GgWindowThen then, gpointer data,
                                 GDestroyNotify destroy);
void _gg_window_run_pending (GgWindow *self);
void _gg_window_set_busy (GgWindow *self, const char *what);
void _gg_window_cancel_pending (GgWindow *self);
/* TRUE: the close waits for the question's answer. */
gboolean _gg_window_close_request (GgWindow *self);

/* gg-window-sidebar.c */
void _gg_window_class_init_sidebar (GtkWidgetClass *widget_class);
void _gg_window_setup_sidebar (GgWindow *self);
void _gg_window_sidebar_dispose (GgWindow *self);
AdwViewStackPage *_gg_window_sidebar_add (GgWindow *self, GtkWidget *child, const char *name,
                                          const char *title, const char *icon);
void _gg_window_sidebar_remove (GgWindow *self, const char *name);
/* Reveals the sidebar on page @name. */
void _gg_window_show_sidebar (GgWindow *self, const char *name);
/* The play view and the header's buttons follow the game's rules (document changed). */
void _gg_window_sidebar_follow_game (GgWindow *self);

/* gg-window-shortcuts.c: the Keyboard Shortcuts window shows the keys bound to its actions */
void _gg_window_setup_shortcuts (GgWindow *self);

/* gg-window-legend.c */
void _gg_window_setup_legend (GgWindow *self);
/* gg-window-photo.c: adding a photo of the table (win.add-photo, a file dropped on the
 * table), and the warning for missing photos */
void _gg_window_setup_photo (GgWindow *self);
void _gg_window_add_photo_file (GgWindow *self, GFile *file);
void _gg_window_check_photos (GgWindow *self);

/* gg-window-recovery.c */
void _gg_window_setup_autosave (GgWindow *self);
void _gg_window_start_autosave (GgWindow *self);
void _gg_window_stop_autosave (GgWindow *self);
void _gg_window_init_recovery (GgWindow *self);
void _gg_window_dispose_recovery (GgWindow *self);
/* Offers what a crash left of @file's changes, if anything. */
void _gg_window_offer_recovery_for (GgWindow *self, GFile *file);
/* gg-window-disk.c */
void _gg_window_setup_disk (GgWindow *self);
void _gg_window_dispose_disk (GgWindow *self);
/* Whether @file is the game's own file and changed on disk; if so the bar asks first. */
gboolean _gg_window_disk_conflict (GgWindow *self, GFile *file, gboolean then_pending);
/* gg-window-files.c: gg_window_save_to(), with @force skipping the changed-on-disk check */
void _gg_window_save_to_full (GgWindow *self, GFile *file, gboolean then_pending, gboolean force);

G_END_DECLS
