/* gg-print.h: printed matter for clubs, laid out with Cairo and Pango (no GTK).
 *
 * A GgPrintJob is one document: a roster sheet with its quick reference, unit cards, base labels
 * (BG-3.2-e), activation chits (BG-3.4) or 1:1 templates. It is drawn page by page onto any
 * cairo_t whose user units are PostScript points (1/72 in), so the same code serves
 * GtkPrintOperation (app: set the unit to GTK_UNIT_POINTS and use the full page) and PDF files
 * (command line). Lengths on the page are true: 1 mm drawn is 1 mm printed at 100 % scale, and
 * every template page carries a 10 cm calibration bar to check it.
 *
 * The print language is the job's own, independent of the interface language: drawing and
 * pagination switch the gettext catalogue for their duration and restore it afterwards. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "gg-roster.h"

G_BEGIN_DECLS

#define GG_PRINT_ERROR (gg_print_error_quark ())
GQuark gg_print_error_quark (void);

typedef enum
{
  GG_PRINT_ERROR_EMPTY,    /* nothing to print, e.g. labels of a roster without figures */
  GG_PRINT_ERROR_LANGUAGE, /* no catalogue for the print language */
  GG_PRINT_ERROR_WRITE,    /* the PDF could not be written */
} GgPrintError;

typedef enum
{
  GG_PRINT_ROSTER,        /* roster sheet, unit cards, quick reference */
  GG_PRINT_LABELS,        /* base labels, BG-3.2-e */
  GG_PRINT_CHITS,         /* activation chits, BG-3.4 */
  GG_PRINT_TEMPLATES,     /* 1:1 templates with calibration bars */
  GG_PRINT_ACTIVATION,    /* the board games' activation schemes and their 1:1 markers */
  GG_PRINT_SQUAD_MARKERS, /* 1:1 cards with codes for placing squads from a photo */
} GgPrintKind;

typedef enum
{
  GG_PAPER_A4,
  GG_PAPER_LETTER,
} GgPaper;

typedef enum
{
  GG_CHITS_TOKENS,  /* square tokens, letter and number (BG-3.4-c) */
  GG_CHITS_POKER,   /* poker cards, black and red (BG-3.4-f, AMB-02) */
  GG_CHITS_TOMBOLA, /* round tombola numbers with coloured edges (BG-3.4-e) */
} GgChitStyle;

/* 10 cm, the calibration bar's length on every template page. */
#define GG_PRINT_CALIBRATION_MM 100.0
#define GG_PT_PER_MM            (72.0 / 25.4)

typedef struct _GgPrintJob GgPrintJob;

/* @rosters: one roster per side, side A first (chits colour each side's squads); at least one,
 * at most two. @lang: "it", "en", or NULL for the interface language. */
GgPrintJob *gg_print_job_new (GgPrintKind kind, GgRoster **rosters, guint n_rosters,
                              const char *lang);
void gg_print_job_free (GgPrintJob *self);
void gg_print_job_set_chit_style (GgPrintJob *self, GgChitStyle style);
/* Squad markers: the code's side, 30 or 40 mm (gg-photo-place.h); 40 by default. */
void gg_print_job_set_marker_size (GgPrintJob *self, double code_mm);

/* Pages for a page of @width × @height points; lays the document out if the size changed.
 * GtkPrintOperation: call from begin-print and pass the result to set_n_pages. */
guint gg_print_job_get_n_pages (GgPrintJob *self, double width, double height);
/* Draws page @page (0-based) in points; GtkPrintOperation: call from draw-page with the
 * context's cairo_t, width and height. Does not change @cr's state for the caller. */
void gg_print_job_draw_page (GgPrintJob *self, cairo_t *cr, guint page, double width,
                             double height);
/* Writes every page to a PDF file at @paper's size. */
gboolean gg_print_job_write_pdf (GgPrintJob *self, const char *path, GgPaper paper, GError **error);

void gg_paper_get_size (GgPaper paper, double *width, double *height);
gboolean gg_paper_from_string (const char *text, GgPaper *paper);
/* TRUE if @lang ("it", "en") can be printed: English always, others with their catalogue. */
gboolean gg_print_lang_available (const char *lang);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgPrintJob, gg_print_job_free)

G_END_DECLS
