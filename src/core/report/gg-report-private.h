/* gg-report-private.h: what the report's files share. */
#pragma once

#include <glib/gi18n-lib.h>
#include <libintl.h>

#include "gg-game-state.h"
#include "gg-report.h"

G_BEGIN_DECLS

/* The report's words go through libc's dgettext, as printed matter does (gg-print-private.h):
 * GLib's g_dgettext decides once per process whether to translate, and the report's language
 * is chosen while the process runs. */
#undef _
#define _(String) dgettext (GETTEXT_PACKAGE, String)

/* Every roll of the log, counted (gg-report-rolls.c), into @self->rolls. */
void _gg_report_read_rolls (GgReport *self);
void _gg_report_roll_free (gpointer data);
/* A roll's purpose in the language of the moment, with its value. */
char *_gg_report_purpose (const GgRoll *roll);
/* Each turn's casualties and key events from the log (gg-report-events.c). */
void _gg_report_read_events (GgReport *self, const GgReportOptions *options);
/* The turn of @serial's entry, or NULL. */
GgReportTurn *_gg_report_turn_of (GgReport *self, guint turn);

G_END_DECLS

#include <cairo.h>

G_BEGIN_DECLS
/* An image file as a Cairo surface (gdk-pixbuf reads it), or NULL when it cannot be read. */
cairo_surface_t *_gg_report_load_image (const char *path);
G_END_DECLS

G_BEGIN_DECLS
/* index.html of the report's folder (gg-report-html.c), in the language of the moment; the
 * charts' images named by @chart_files, each turn's map "turn-N.png". */
char *_gg_report_html (GgReport *self, const char *const *chart_files);
G_END_DECLS

G_BEGIN_DECLS
/* A squad's name on a map, white, centred, @size high (gg-report-pages.c). */
void _gg_report_map_label (cairo_t *cr, const char *name, double size, gpointer data);
G_END_DECLS
