/* gg-print-cards.c: unit cards, one per squad (La Bella Gigogin) or unit (d6 rules), two to a
 * row: a tally box per figure to strike out casualties, and boxes for the markers the players
 * keep (BG-3.5-a/b; the d6 rules' disorder and casualty steps, D6-CAS-2/4). */
#include "gg-print-private.h"

#define GAP      4.0
#define PAD      2.5
#define BOX      7.0
#define BOX_STEP 8.0
#define MARK_H   4.5

static double
card_width (const GgPrintJob *job)
{
  return (_gg_print_text_width (job) - GAP) / 2;
}

static guint
boxes_per_row (double inner)
{
  return MAX (1, (guint) ((inner + BOX_STEP - BOX) / BOX_STEP));
}

static double
box_rows_height (const GgPrintSquad *squad, double inner)
{
  guint per_row = boxes_per_row (inner);

  return ((squad->codes->len + per_row - 1) / per_row) * BOX_STEP;
}

static double
text_height (cairo_t *cr, const char *markup, double size, gboolean bold, double width)
{
  g_autoptr (PangoLayout) layout = _gg_print_layout (cr, markup, size, bold, width);

  return _gg_print_layout_height (layout);
}

static char *
title_markup (const GgPrintSquad *squad)
{
  return g_markup_printf_escaped ("%s", squad->title);
}

static double
card_height (GgPrintJob *job, const GgPrintSquad *squad)
{
  double inner = card_width (job) - 2 * PAD - 3;
  g_autofree char *title = title_markup (squad);
  double h = PAD + text_height (job->measure, title, 9.5, TRUE, inner) + 1;

  if (squad->details != NULL)
    h += text_height (job->measure, squad->details, 7, FALSE, inner) + 1;
  h += box_rows_height (squad, inner) + 1;
  if (squad->thresholds[0] > 0)
    h += MARK_H;
  return h + squad->markers->len * MARK_H + PAD;
}

/* A tally box per figure, its label code in the corner; d6 casualty steps marked under the
 * box whose loss reaches them (D6-CAS-2, 75 %: removed, D6-CAS-4). */
static double
draw_boxes (cairo_t *cr, const GgPrintSquad *squad, double x0, double y0, double inner)
{
  static const char *const steps[5] = { "10%", "25%", "33%", "50%", "75%" };
  guint per_row = boxes_per_row (inner);

  cairo_set_line_width (cr, 0.25);
  for (guint i = 0; i < squad->codes->len; i++)
    {
      double x = x0 + (i % per_row) * BOX_STEP, y = y0 + (i / per_row) * BOX_STEP;
      g_autofree char *code = g_markup_escape_text (g_ptr_array_index (squad->codes, i), -1);

      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_rectangle (cr, x, y, BOX, BOX);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
      _gg_print_text (cr, x + 0.5, y + 0.3, code, 4.5, FALSE, -1);
      for (guint s = 0; s < 5; s++)
        if (squad->thresholds[s] == (int) i + 1)
          {
            cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
            _gg_print_text (cr, x + 0.5, y + BOX - 2.6, steps[s], 4.5, TRUE, -1);
          }
    }
  return box_rows_height (squad, inner);
}

static double
draw_markers (cairo_t *cr, const GgPrintSquad *squad, double x, double y, double inner)
{
  for (guint i = 0; i < squad->markers->len; i++)
    {
      g_autofree char *text = g_markup_escape_text (g_ptr_array_index (squad->markers, i), -1);

      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_set_line_width (cr, 0.25);
      cairo_rectangle (cr, x, y + i * MARK_H + 0.6, 3, 3);
      cairo_stroke (cr);
      _gg_print_text (cr, x + 4.5, y + i * MARK_H + 0.3, text, 7, FALSE, inner - 4.5);
    }
  return squad->markers->len * MARK_H;
}

static char *
threshold_text (const GgPrintSquad *squad)
{
  return g_markup_printf_escaped (_("Casualties 10%%: %d · 25%%: %d · 33%%: %d · 50%%: %d · "
                                    "75%%, removed: %d"),
                                     squad->thresholds[0], squad->thresholds[1],
                                     squad->thresholds[2], squad->thresholds[3],
                                     squad->thresholds[4]);
}

static void
draw_card (GgPrintJob *job, cairo_t *cr, const GgPrintSquad *squad, double h)
{
  double w = card_width (job), inner = w - 2 * PAD - 3, x = PAD + 3, y = PAD;
  g_autofree char *title = title_markup (squad);

  cairo_rectangle (cr, 0, 0, 1.8, h);
  cairo_set_source_rgb (cr, squad->side == 0 ? 0.75 : 0.1, squad->side == 0 ? 0.1 : 0.25,
                        squad->side == 0 ? 0.1 : 0.7);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  y += _gg_print_text (cr, x, y, title, 9.5, TRUE, inner) + 1;
  if (squad->details != NULL)
    y += _gg_print_text (cr, x, y, squad->details, 7, FALSE, inner) + 1;
  y += draw_boxes (cr, squad, x, y, inner) + 1;
  if (squad->thresholds[0] > 0)
    {
      g_autofree char *steps = threshold_text (squad);

      cairo_set_source_rgb (cr, 0, 0, 0);
      _gg_print_text (cr, x, y, steps, 6.5, FALSE, inner);
      y += MARK_H;
    }
  draw_markers (cr, squad, x, y, inner);
  _gg_print_cut_box (cr, 0, 0, w, h);
}

static void
draw_card_row (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  for (guint i = 0; i < block->count; i++)
    {
      cairo_save (cr);
      cairo_translate (cr, i * (card_width (job) + GAP), 0);
      draw_card (job, cr, g_ptr_array_index (job->force->squads, block->first + i), block->cell_h);
      cairo_restore (cr);
    }
}

void
_gg_print_build_cards (GgPrintJob *job)
{
  GPtrArray *squads = job->force->squads;
  g_autofree char *title = g_markup_printf_escaped ("%s", _("Unit cards"));
  GgPrintBlock *block;

  if (squads->len == 0)
    return;
  _gg_print_add_text (job, title, 14, TRUE)->new_page = TRUE;
  for (guint i = 0; i < squads->len; i += 2)
    {
      double h = card_height (job, g_ptr_array_index (squads, i));

      if (i + 1 < squads->len)
        h = MAX (h, card_height (job, g_ptr_array_index (squads, i + 1)));
      block = _gg_print_add_block (job, h + GAP, draw_card_row);
      block->first = i;
      block->count = MIN (2, squads->len - i);
      block->cell_h = h;
    }
}
