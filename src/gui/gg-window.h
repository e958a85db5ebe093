/* gg-window.h: the main window: header bar, the table canvas, the sidebar of panels beside it,
 * the status line. */
#pragma once

#include <adwaita.h>

#include "gg-application.h"
#include "gg-document.h"
#include "gg-play-panel.h"
#include "gg-table-view.h"

G_BEGIN_DECLS

#define GG_TYPE_WINDOW (gg_window_get_type ())
G_DECLARE_FINAL_TYPE (GgWindow, gg_window, GG, WINDOW, AdwApplicationWindow)

GgWindow *gg_window_new (GgApplication *application);
/* Opens @file in a worker thread; gg_window_is_opening() until the game is shown or refused. */
void gg_window_open (GgWindow *self, GFile *file);
gboolean gg_window_is_opening (GgWindow *self);
/* The replay window looks at the past on this window's table (gg-window-actions.c disables
 * what would replace or edit the game meanwhile). */
void gg_window_set_replaying (GgWindow *self, gboolean replaying);
void gg_window_open_demo (GgWindow *self);
/* Adds the photo of the real table at @file: read off the UI thread, then calibrated (the
 * calibration view opens); a photo that cannot be read is a toast. */
void gg_window_add_photo (GgWindow *self, GFile *file);
/* gg-window-files.c: after asking about unsaved work, puts @game (owned) on the table as a new
 * game titled @title, or the shipped scenario at @resource with fresh dice. */
void gg_window_start_game (GgWindow *self, GgGame *game, const char *title);
void gg_window_open_scenario (GgWindow *self, const char *resource, const char *title);
GgDocument *gg_window_get_document (GgWindow *self);
GtkWidget *gg_window_get_canvas (GgWindow *self);
GgTableView *gg_window_get_table_view (GgWindow *self);
/* The sidebar beside the table: is it shown, on page @page ("selection", "play", "turn"; NULL:
 * any)? Folded: it lies over the table instead of beside it (a narrow window). */
gboolean gg_window_get_sidebar_shown (GgWindow *self, const char *page);
gboolean gg_window_get_sidebar_folded (GgWindow *self);
/* The Play panel (La Bella Gigogin) in the sidebar, or NULL until win.show-play made it. */
GgPlayPanel *gg_window_get_play_panel (GgWindow *self);
/* The terrain legend's rows as text, one kind a line (the popover is filled as when shown). */
char *gg_window_get_legend_text (GgWindow *self);
/* Saves to the game's file, or asks where when it has none; errors go to a dialog. */
/* Saves in a worker thread; with @then_pending, what waited for the save (closing, opening)
 * goes on once the game is written, or is dropped if it could not be. */
void gg_window_save_to (GgWindow *self, GFile *file, gboolean then_pending);
gboolean gg_window_is_saving (GgWindow *self);
gboolean gg_window_last_save_ok (GgWindow *self);

/* Writes the game to its recovery file now if it has unsaved changes (the minute timer and the
 * end of each turn call it); TRUE if it wrote. */
gboolean gg_window_autosave (GgWindow *self);
/* If a crash or a kill left an autosaved game, asks whether to restore it; returns the
 * question (owned by GTK), or NULL if there is nothing to restore. */
GtkWidget *gg_window_offer_recovery (GgWindow *self);
/* The restore offer shown now, or NULL. */
GtkWidget *gg_window_get_recovery_offer (GgWindow *self);
/* Whether the bar saying the game's file changed on disk is shown; answering it as the user
 * does: Save Anyway, or Reload. */
gboolean gg_window_get_disk_conflict_shown (GgWindow *self);
void gg_window_resolve_disk_conflict (GgWindow *self, gboolean save_anyway);

G_END_DECLS
