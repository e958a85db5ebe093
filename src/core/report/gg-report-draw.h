/* gg-report-draw.h: the battle report on paper and on the web: its pages (Cairo + Pango, in the
 * report's language), each turn's map, the charts, the PDF and the folder of HTML and PNG. */
#pragma once

#include <cairo.h>

#include "gg-print.h"
#include "gg-report.h"

G_BEGIN_DECLS

/* Draws @text centred at (0, 0), @size high, in the current units. */
typedef void (*GgReportLabelFunc) (cairo_t *cr, const char *text, double size, gpointer data);

/* Turn @turn_index's map in a @width × @height box at the origin (any units): the table at the
 * turn's end, the squads' moves as arrows, the figures gone crossed out. Only for a turn with
 * has_map. */
void gg_report_draw_map (GgReport *self, cairo_t *cr, guint turn_index, double width, double height,
                         GgReportLabelFunc label, gpointer data);

typedef enum
{
  GG_REPORT_CHART_IN_ACTION,  /* each side's figures in action turn by turn */
  GG_REPORT_CHART_CASUALTIES, /* casualties inflicted by fire, melee and artillery */
  GG_REPORT_CHART_LUCK,       /* each side's luck figure through the game */
  GG_REPORT_N_CHARTS
} GgReportChart;

/* A chart in a @width × @height box (millimetres), its labels in the language of the moment. */
void gg_report_draw_chart (GgReport *self, cairo_t *cr, GgReportChart chart, double width,
                           double height);

/* Pages of @width × @height points, in @lang ("it", "en", NULL: the interface's). */
guint gg_report_get_n_pages (GgReport *self, double width, double height);
void gg_report_draw_page (GgReport *self, cairo_t *cr, guint page, double width, double height,
                          const char *lang);

/* Called after each page or image written: @done of @total. */
typedef void (*GgReportProgress) (guint done, guint total, gpointer data);

/* Writes the PDF atomically (never over the game file it was made from). */
gboolean gg_report_write_pdf (GgReport *self, const char *path, GgPaper paper, const char *lang,
                              GgReportProgress progress, gpointer data, GError **error);
/* Writes @folder/index.html and its PNG images (no script, no outside link); each file atomically;
 * the folder is made if missing. */
gboolean gg_report_write_folder (GgReport *self, const char *folder, const char *lang,
                                 GgReportProgress progress, gpointer data, GError **error);

/* Runs gg_report_new in @lang, so its texts are in that language. */
GgReport *gg_report_new_in (GgGame *game, const GgReportOptions *options, const char *lang,
                            GError **error);

G_END_DECLS
