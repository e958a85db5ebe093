/* gg-report-dialog.h: Export Battle Report…: the report's language, paper and form (PDF or a
 * folder for the web), a preview of its first page, and a progress bar while the core
 * (gg-report-draw.h) writes it. */
#pragma once

#include <adwaita.h>

#include "gg-game.h"

G_BEGIN_DECLS

#define GG_TYPE_REPORT_DIALOG (gg_report_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GgReportDialog, gg_report_dialog, GG, REPORT_DIALOG, AdwWindow)

/* A dialog for @game (referenced), transient for @parent. */
GtkWidget *gg_report_dialog_new (GtkWindow *parent, GgGame *game);
/* Writes the report to @path (a PDF) or, with @folder, to that folder; as the Export button
 * does after its file chooser. FALSE with the error shown in the dialog. */
gboolean gg_report_dialog_export (GgReportDialog *self, const char *path, gboolean folder);

G_END_DECLS
