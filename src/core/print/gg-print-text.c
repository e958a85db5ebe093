/* gg-print-text.c: Pango text on millimetre pages.
 *
 * Pages are drawn with one user unit per millimetre, so font sizes are given to Pango as
 * absolute sizes in millimetres, and hinting and glyph rounding are off: rounding to whole user
 * units would round to whole millimetres, and a measuring surface would disagree with the PDF. */
#include "gg-print-private.h"

#include <string.h>

#define MM_PER_PT   (25.4 / 72.0)
#define FONT_FAMILY "DejaVu Sans, Sans"

static void
set_exact_metrics (PangoContext *context)
{
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, options);
  pango_context_set_round_glyph_positions (context, FALSE);
  cairo_font_options_destroy (options);
}

/* The shipped rosters mark names made up for the game "(invented)": printed in the print
 * language (pages are laid out and drawn with it pushed), as the app shows them in its own. */
static char *
said_in_print_language (const char *markup)
{
  g_auto (GStrv) parts = NULL;
  g_autofree char *word = NULL;

  if (strstr (markup, "(invented)") == NULL)
    return g_strdup (markup);
  parts = g_strsplit (markup, "(invented)", -1);
  word = g_markup_escape_text (_("(invented)"), -1);
  return g_strjoinv (word, parts);
}

PangoLayout *
_gg_print_layout (cairo_t *cr, const char *original, double size_pt, gboolean bold, double width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autofree char *markup = said_in_print_language (original);
  PangoFontDescription *font = pango_font_description_from_string (FONT_FAMILY);

  set_exact_metrics (pango_layout_get_context (layout));
  pango_layout_context_changed (layout);
  pango_font_description_set_absolute_size (font, size_pt * MM_PER_PT * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      /* no text block is taller than a page (Letter's is 259 mm): a 5,000-letter name ran off
       * the page; past GG_PRINT_MAX_BLOCK it is cut with an ellipsis */
      pango_layout_set_height (layout, (int) (GG_PRINT_MAX_BLOCK * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

char *
_gg_print_cell (const char *text)
{
  char *cell = g_strdup (text ? text : "");

  for (char *p = cell; *p != '\0'; p++)
    if (*p == '\t' || *p == '\n' || *p == '\r')
      *p = ' ';
  return cell;
}

double
_gg_print_layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

double
_gg_print_layout_width (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.width / PANGO_SCALE;
}

double
_gg_print_text (cairo_t *cr, double x, double y, const char *markup, double size_pt, gboolean bold,
                double width)
{
  g_autoptr (PangoLayout) layout = _gg_print_layout (cr, markup, size_pt, bold, width);

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return _gg_print_layout_height (layout);
}

void
_gg_print_text_fit (cairo_t *cr, double x, double y, double w, double h, const char *text,
                    double max_pt)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);
  g_autoptr (PangoLayout) layout = _gg_print_layout (cr, markup, max_pt, TRUE, -1);
  double lw = _gg_print_layout_width (layout), lh = _gg_print_layout_height (layout);
  double shrink = MIN (1.0, MIN (0.85 * w / MAX (lw, 0.01), 0.9 * h / MAX (lh, 0.01)));

  if (shrink < 1.0)
    {
      g_object_unref (layout);
      layout = _gg_print_layout (cr, markup, max_pt * shrink, TRUE, -1);
      lw = _gg_print_layout_width (layout);
      lh = _gg_print_layout_height (layout);
    }
  cairo_move_to (cr, x + (w - lw) / 2, y + (h - lh) / 2);
  pango_cairo_show_layout (cr, layout);
}

void
_gg_print_cut_box (cairo_t *cr, double x, double y, double w, double h)
{
  static const double dash[] = { 1.0, 1.0 };

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (cr, 0.15);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_rectangle (cr, x, y, w, h);
  cairo_stroke (cr);
  cairo_restore (cr);
}
