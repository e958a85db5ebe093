/* gg-print-private.h: the print module's page engine and the plain model it prints, shared by
 * the gg-print*.c files and their test. Every length here is in millimetres: pages are drawn
 * on a cairo_t scaled so that one user unit is one millimetre. */
#pragma once

#include <glib/gi18n-lib.h>
#include <libintl.h>
#include <pango/pangocairo.h>

#include "gg-game.h"
#include "gg-print.h"
#include "gg-rules-data.h"

G_BEGIN_DECLS

/* Printed text goes through libc's dgettext, not GLib's g_dgettext behind _(): GLib decides once
 * per process whether to translate at all, from the language in force at its first call, and the
 * print language is switched while the process runs. */
#undef _
#define _(String) dgettext (GETTEXT_PACKAGE, String)

#define GG_PRINT_MARGIN    10.0  /* mm around every page */
#define GG_PRINT_MAX_BLOCK 120.0 /* mm: the tallest a text block may be, well inside any page */
/* @text with tabs and line breaks as spaces: a cell of a tab-separated row must hold no tab
 * (a TAB in a name shifted every cell of its row). Newly allocated. */
char *_gg_print_cell (const char *text);

/* Rule numbers the printed matter needs (gg-print-numbers.c: the one place they are read). */
typedef struct
{
  GgRuleset ruleset;
  int scale;            /* figure scale, mm */
  double factor;        /* BG-3.6-b: 0.75, 1, 1.5 */
  double command_mm[4]; /* BG-4.8-a…f, BG-15.3-c: 15, 20, 50, 70 cm, scaled */
  const char *command_rule[4];
  double fire_half_deg;          /* BG-3.1-f: 45° each side */
  double canister_half_deg;      /* BG-4.4-g, AMB-45: ±6.5° */
  double canister_alt_deg;       /* AMB-45: ±5.5° (11° in all) */
  double canister_range_mm;      /* BG-MISS-03: house length, scaled */
  double shell_radius_mm;        /* BG-4.4-j: 2.5 cm, scaled */
  double rose[3][10][2];         /* BG-MISS-05, AMB-47 placeholder roses (cannon, howitzer,
                                 * mortar): per D10 face, bearing (deg clockwise from long) and
                                 * distance (mm, scaled) */
  double foot_front, foot_depth; /* BG-3.2-a…c: a foot base at this scale */
  double d6_command_mm;          /* D6-CMD-1: 18" */
  double d6_ruler_in;            /* inch ruler length */
  int d6_move_dice[7];           /* D6-MOVE-1, per d6 unit type (gg-print-numbers.c's order) */
  int d6_percent[5];             /* D6-CAS-2/4: 10, 25, 33, 50, 75 */
} GgPrintNumbers;

void _gg_print_numbers_init (GgPrintNumbers *numbers, GgRuleset ruleset, int scale);

/* D6-MOVE-1 basic dice plus D6-MOVE-4's class bonus (Trained +1, Veteran +2). */
int _gg_print_d6_move_dice (const GgPrintNumbers *numbers, const char *type, const char *klass);
/* D6-CAS-2: figures lost that reach each percentage, ceil (p × N / 100). */
void _gg_print_d6_thresholds (const GgPrintNumbers *numbers, int figures, int thresholds[5]);

/* The plain model: what a roster becomes on paper, in the print language. */
typedef struct
{
  char *code;          /* base-label text: "3", "L3", "PLA", … (BG-3.2-f…n) */
  double front, depth; /* the base, mm */
} GgPrintLabel;

typedef struct
{
  guint side;         /* 0: A, 1: B */
  int number;         /* chit number, BG-3.4-c */
  char *title;        /* "Squad 3 · Bersaglieri" */
  char *details;      /* training, weapons, traits; may be NULL */
  GPtrArray *codes;   /* char*: one tally box per figure */
  GPtrArray *markers; /* char*: the marker boxes of this card */
  int thresholds[5];  /* d6 (D6-CAS-2): figures lost at 10/25/33/50/75 %; or 0 */
} GgPrintSquad;

typedef enum
{
  GG_PARA_TITLE,
  GG_PARA_HEADING,
  GG_PARA_TEXT,
  GG_PARA_ROW, /* tab-separated columns at the paragraph's tab stops */
  GG_PARA_SMALL,
  GG_PARA_PAGE_BREAK,
} GgParaStyle;

typedef struct
{
  GgParaStyle style;
  char *markup;
  double tabs[8]; /* ROW: column starts, mm; 0 ends the list */
} GgPrintPara;

typedef struct
{
  GgRuleset ruleset;
  int scale;
  char *side_name[2]; /* the sides' names, for chits */
  GPtrArray *squads;  /* GgPrintSquad*, side A first */
  GPtrArray *labels;  /* GgPrintLabel* */
  GPtrArray *sheet;   /* GgPrintPara*: roster sheet and quick reference */
} GgPrintForce;

GgPrintForce *_gg_print_force_new (GgRuleset ruleset, int scale);
void _gg_print_force_free (GgPrintForce *force);
GgPrintSquad *_gg_print_force_add_squad (GgPrintForce *force, guint side, int number,
                                         const char *title);
void _gg_print_force_add_label (GgPrintForce *force, const char *code, double front, double depth);
GgPrintPara *_gg_print_force_add_para (GgPrintForce *force, GgParaStyle style, const char *markup);
/* Fills @force from rosters (gg-print-roster.c); runs in the print language. */
void _gg_print_force_add_roster (GgPrintForce *force, GgRoster *roster, guint side);
void _gg_print_force_add_quickref (GgPrintForce *force, const GgPrintNumbers *numbers);

/* The page engine (gg-print.c). A block is a strip of a page, as wide as the text area. */
typedef struct _GgPrintBlock GgPrintBlock;
typedef void (*GgPrintDrawFunc) (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr);

struct _GgPrintBlock
{
  double height;         /* mm; a whole-page block uses the page's text height */
  gboolean new_page;     /* starts on a new page */
  double width;          /* the text area's width, mm */
  GgPrintDrawFunc draw;  /* draws at the block's origin */
  guint first, count;    /* items of the job's model it draws */
  double cell_w, cell_h; /* grid blocks */
  double size_pt;        /* text blocks */
  gboolean bold;
  gpointer data; /* e.g. a template tile */
  GDestroyNotify free_data;
};

struct _GgPrintJob
{
  GgPrintKind kind;
  GgChitStyle chit_style;
  double marker_mm; /* squad markers: the code's side */
  char *lang;
  GgPrintForce *force;
  GgPrintNumbers numbers;
  double width, height; /* page size the layout is for, mm; 0 before layout */
  GPtrArray *blocks;    /* GgPrintBlock* */
  GArray *page_first;   /* guint: index of each page's first block */
  cairo_t *measure;     /* for measuring text when laying out */
};

/* Makes a job around a model (takes ownership): gg_print_job_new after reading the rosters. */
GgPrintJob *_gg_print_job_new_for_force (GgPrintKind kind, GgPrintForce *force, const char *lang);
GgPrintBlock *_gg_print_add_block (GgPrintJob *job, double height, GgPrintDrawFunc draw);
/* A paragraph of text as a block of its own height. */
GgPrintBlock *_gg_print_add_text (GgPrintJob *job, const char *markup, double size_pt,
                                  gboolean bold);
/* Rows of @count cells of @cell_w × @cell_h, @gap apart; each row is a block whose first and
 * count name its cells. Returns the number of cells per row. */
guint _gg_print_add_grid (GgPrintJob *job, guint first, guint count, double cell_w, double cell_h,
                          double gap, GgPrintDrawFunc draw);
double _gg_print_text_width (const GgPrintJob *job);
double _gg_print_text_height (const GgPrintJob *job);

/* Block builders, one per kind. */
void _gg_print_build_sheet (GgPrintJob *job);
void _gg_print_build_cards (GgPrintJob *job);
void _gg_print_build_labels (GgPrintJob *job);
void _gg_print_build_chits (GgPrintJob *job);
void _gg_print_build_templates (GgPrintJob *job);
void _gg_print_build_activation (GgPrintJob *job);
void _gg_print_build_squad_markers (GgPrintJob *job);

/* Text (gg-print-text.c). Sizes in typographic points, placed in millimetres. */
PangoLayout *_gg_print_layout (cairo_t *cr, const char *markup, double size_pt, gboolean bold,
                               double width);
double _gg_print_layout_height (PangoLayout *layout);
double _gg_print_layout_width (PangoLayout *layout);
/* Draws @markup with its top-left at (x, y); returns the height used. */
double _gg_print_text (cairo_t *cr, double x, double y, const char *markup, double size_pt,
                       gboolean bold, double width);
/* Draws @text centred in the box, as large as fits (at most @max_pt). */
void _gg_print_text_fit (cairo_t *cr, double x, double y, double w, double h, const char *text,
                         double max_pt);
/* A thin grey cut line around a cell. */
void _gg_print_cut_box (cairo_t *cr, double x, double y, double w, double h);

/* Print language (gg-print-lang.c): switches the gettext catalogue for a while. */
typedef struct
{
  gboolean active;
  char *messages_locale;
  char *language;
} GgPrintLangSaved;

void _gg_print_lang_push (const char *lang, GgPrintLangSaved *saved);
void _gg_print_lang_pop (GgPrintLangSaved *saved);

/* Each rule set's sheets. The print layer sits above every rule set, so it keeps its own list
 * (gg-print-sheets.c): a rule set adds its functions and one line there, not a branch in the
 * sheets. */
typedef struct
{
  GgRuleset ruleset;
  /* its numbers on the sheets, from its built-in tables (@data may be NULL: the cited values) */
  void (*numbers) (GgPrintNumbers *numbers, GgRulesData *data);
  /* its quick reference points */
  void (*quickref) (GgPrintForce *force, const GgPrintNumbers *numbers);
  /* its roster, after the title */
  void (*roster) (GgPrintForce *force, GgRoster *roster, guint side);
  /* its 1:1 templates (Template *, gg-print-templates.c) appended to @list */
  void (*templates) (GPtrArray *list, const GgPrintNumbers *numbers);
} GgPrintSheets;

const GgPrintSheets *_gg_print_sheets (GgRuleset ruleset);
void _gg_print_numbers_bg (GgPrintNumbers *numbers, GgRulesData *data);
void _gg_print_numbers_d6 (GgPrintNumbers *numbers, GgRulesData *data);
void _gg_print_quickref_bg (GgPrintForce *force, const GgPrintNumbers *numbers);
void _gg_print_quickref_d6 (GgPrintForce *force, const GgPrintNumbers *numbers);
void _gg_print_add_bg_roster (GgPrintForce *force, GgRoster *roster, guint side);
void _gg_print_templates_bg (GPtrArray *list, const GgPrintNumbers *numbers);
void _gg_print_templates_d6 (GPtrArray *list, const GgPrintNumbers *numbers);

G_END_DECLS
