/* gg-roster-window.h: the roster (ruolino) editor: open a roster file or a shipped one, edit its
 * hierarchy with undo and redo, see the rules checks with their rule IDs, save, print, and deploy
 * a squad or unit on the table it was opened from (a GgTableView: the roster window knows the
 * table, not the window around it). */
#pragma once

#include <adwaita.h>

#include "gg-print.h"
#include "gg-roster.h"
#include "gg-table-view.h"

G_BEGIN_DECLS

#define GG_TYPE_ROSTER_WINDOW (gg_roster_window_get_type ())
G_DECLARE_FINAL_TYPE (GgRosterWindow, gg_roster_window, GG, ROSTER_WINDOW, AdwApplicationWindow)

/* @table: the table squads are deployed to (its document and selection), or NULL. */
GgRosterWindow *gg_roster_window_new (GtkApplication *application, GgTableView *table);
gboolean gg_roster_window_open_file (GgRosterWindow *self, GFile *file, GError **error);
gboolean gg_roster_window_open_resource (GgRosterWindow *self, const char *path, GError **error);
gboolean gg_roster_window_save_to (GgRosterWindow *self, GFile *file, GError **error);
GgRoster *gg_roster_window_get_roster (GgRosterWindow *self);
GFile *gg_roster_window_get_file (GgRosterWindow *self);
gboolean gg_roster_window_get_modified (GgRosterWindow *self);

/* The node shown in the form, by path (gg-roster-fields.h); FALSE if there is none there. */
gboolean gg_roster_window_select (GgRosterWindow *self, const char *path);
const char *gg_roster_window_get_selected (GgRosterWindow *self);
gboolean gg_roster_window_undo (GgRosterWindow *self);
gboolean gg_roster_window_redo (GgRosterWindow *self);
/* Runs the form rebuild that edits schedule; for tests, which do not wait for idle. */
void gg_roster_window_flush (GgRosterWindow *self);
/* The form (rows named after their keys) and the list of problems, for tests. */
GtkWidget *gg_roster_window_get_form (GgRosterWindow *self);
GtkListBox *gg_roster_window_get_problems (GgRosterWindow *self);

/* Deploys the selected squad or unit at @at (mm) with the form's formation, side and facing,
 * as one undoable edit of the game window's document. */
gboolean gg_roster_window_deploy_at (GgRosterWindow *self, GgPoint at, GError **error);

/* Writes the roster (and @opponent, a shipped roster's resource path, or NULL) as a PDF. */
gboolean gg_roster_window_export_pdf (GgRosterWindow *self, const char *path, GgPrintKind kind,
                                      const char *lang, const char *opponent, GgPaper paper,
                                      GError **error);

G_END_DECLS
