/* gg-roster-window-private.h: shared by gg-roster-window*.c (the window, its form, deploying
 * and printing). */
#pragma once

#include "gg-deploy.h"
#include "gg-roster-fields.h"
#include "gg-roster-item.h"
#include "gg-roster-window.h"

G_BEGIN_DECLS

typedef struct
{
  GgFormation formation;
  char side; /* 'A' or 'B' */
  double facing;
  GgPoint at; /* mm */
  GtkGesture *pick;
  GtkEventController *hover; /* shows the formation under the pointer while picking */
  GtkWidget *canvas;         /* where pick and hover are attached, or NULL */
  GtkWidget *pick_button;
} GgRosterDeploy;

struct _GgRosterWindow
{
  AdwApplicationWindow parent_instance;

  GgRoster *roster;
  GFile *file;          /* NULL for a shipped roster or a new one */
  char *name;           /* what the title shows */
  char *current_yaml;   /* the roster as it would be saved */
  char *saved_yaml;     /* as it was loaded or saved (NULL: never saved) */
  GPtrArray *undo;      /* char*: YAML text before each edit */
  GPtrArray *redo;      /* char* */
  GPtrArray *problems;  /* GgRosterProblem* of the rules checks */
  GHashTable *at_fault; /* node path -> icon name */
  GHashTable *expanded; /* node paths */
  char *selected;       /* node path shown in the form */
  GtkTreeListModel *tree;
  GtkSingleSelection *selection;
  guint rebuild_id;
  gboolean closing;
  GWeakRef table; /* GgTableView */
  GgRosterDeploy deploy;
  GtkWidget *form_problems; /* box of the selected node's problems */
  GtkWidget *edit_error;    /* label for a refused value */

  /* template children */
  AdwWindowTitle *title_widget;
  AdwToastOverlay *toasts;
  GtkStack *stack;
  GtkListView *tree_view;
  GtkLabel *problems_label;
  GtkListBox *problems_list;
  GtkBox *form_box;
  GMenu *shipped_section;
};

/* Edits, each one undoable; errors of refused values are shown in the form. */
gboolean _gg_roster_window_set (GgRosterWindow *self, const char *path, const char *key,
                                const char *text);
char *_gg_roster_window_insert (GgRosterWindow *self, const char *path, const char *key);
gboolean _gg_roster_window_remove (GgRosterWindow *self, const char *path);
GgRosterNode *_gg_roster_window_selected_node (GgRosterWindow *self);
void _gg_roster_window_toast (GgRosterWindow *self, const char *text);
void _gg_roster_window_error (GgRosterWindow *self, const char *heading, const char *message);

/* The form (gg-roster-window-form.c). */
void _gg_roster_window_build_form (GgRosterWindow *self);
void _gg_roster_window_update_form_problems (GgRosterWindow *self);
char *_gg_roster_node_label (const GgRosterNode *node);
char *_gg_roster_word_label (const char *word);

/* Deploying (gg-roster-window-deploy.c). */
void _gg_roster_window_init_deploy (GgRosterWindow *self);
void _gg_roster_window_dispose_deploy (GgRosterWindow *self);
void _gg_roster_window_add_deploy_group (GgRosterWindow *self, GgRosterNode *node);

/* Printing (gg-roster-print.c). */
void _gg_roster_window_class_init_print (GtkWidgetClass *widget_class);

G_END_DECLS
