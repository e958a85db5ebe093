/* gg-print-chits.c: activation chits, one per squad of each side (BG-3.4), to cut out and draw
 * two by two from a bag (BG-2.2-a, BG-3.4-b). Three sets: tokens marked with the side's letter
 * and colour, red and blue, and the squad number (BG-3.4-c); poker cards, black for side A and
 * red for side B (BG-3.4-f) with the card order of AMB-02; tombola numbers with edges in the two
 * colours (BG-3.4-e). Cells touch, so one cut along each dashed line frees two chits. */
#include "gg-print-private.h"

#include <math.h>

#define TOKEN     20.0 /* house size: the rulebook's token sheet is lost (BG-MISS-12) */
#define CARD_W    63.0 /* poker card, 2.5 × 3.5 in */
#define CARD_H    88.0
#define TOMBOLA   24.0
#define POKER_MAX 26 /* BG-3.4-f */

static const double side_rgb[2][3] = { { 0.75, 0.1, 0.1 }, { 0.1, 0.25, 0.7 } };

static void
set_side_colour (cairo_t *cr, guint side)
{
  cairo_set_source_rgb (cr, side_rgb[side][0], side_rgb[side][1], side_rgb[side][2]);
}

static void
draw_token (cairo_t *cr, const GgPrintSquad *squad)
{
  g_autofree char *number = g_strdup_printf ("%d", squad->number);
  const char *letter = squad->side == 0 ? "A" : "B";

  cairo_rectangle (cr, 1, 1, TOKEN - 2, TOKEN - 2);
  set_side_colour (cr, squad->side);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  _gg_print_text_fit (cr, 1, 1.5, 6, 5, letter, 9);
  _gg_print_text_fit (cr, 2, 4, TOKEN - 4, TOKEN - 6, number, 24);
}

/* AMB-02: squads 1–13 are ♠ (A) or ♥ (B), A to K; squads 14–26 are ♣ or ♦. */
static gboolean
poker_card (const GgPrintSquad *squad, const char **rank, const char **suit)
{
  static const char *const ranks[13] = { "A", "2", "3",  "4", "5", "6", "7",
                                         "8", "9", "10", "J", "Q", "K" };
  static const char *const suits[2][2] = { { "♠", "♣" }, { "♥", "♦" } };
  int n = squad->number;

  if (n < 1 || n > POKER_MAX)
    return FALSE;
  *rank = ranks[(n - 1) % 13];
  *suit = suits[squad->side][n > 13];
  return TRUE;
}

static void
card_colour (cairo_t *cr, guint side)
{
  if (side == 0)
    cairo_set_source_rgb (cr, 0, 0, 0);
  else
    cairo_set_source_rgb (cr, 0.8, 0, 0);
}

static void
draw_card_index (cairo_t *cr, const char *rank, const char *suit)
{
  g_autofree char *index = g_strdup_printf ("%s\n%s", rank, suit);

  _gg_print_text (cr, 4, 3, index, 11, TRUE, -1);
  cairo_save (cr);
  cairo_translate (cr, CARD_W, CARD_H);
  cairo_rotate (cr, G_PI);
  _gg_print_text (cr, 4, 3, index, 11, TRUE, -1);
  cairo_restore (cr);
}

static void
draw_card (GgPrintJob *job, cairo_t *cr, const GgPrintSquad *squad)
{
  const char *rank = NULL, *suit = NULL;
  const char *side = job->force->side_name[squad->side];
  g_autofree char *name =
    g_markup_printf_escaped (_("Squad %d\n%s"), squad->number, side != NULL ? side : "");

  cairo_set_line_width (cr, 0.3);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  cairo_rectangle (cr, 1.5, 1.5, CARD_W - 3, CARD_H - 3);
  cairo_stroke (cr);
  card_colour (cr, squad->side);
  if (poker_card (squad, &rank, &suit))
    {
      draw_card_index (cr, rank, suit);
      _gg_print_text_fit (cr, 10, 18, CARD_W - 20, 34, suit, 60);
    }
  _gg_print_text (cr, 10, 56, name, 10, TRUE, CARD_W - 20);
}

static void
draw_tombola (cairo_t *cr, const GgPrintSquad *squad)
{
  g_autofree char *number = g_strdup_printf ("%d", squad->number);
  double c = TOMBOLA / 2;

  cairo_arc (cr, c, c, c - 2.5, 0, 2 * G_PI);
  set_side_colour (cr, squad->side);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  _gg_print_text_fit (cr, 5, 5, TOMBOLA - 10, TOMBOLA - 10, number, 20);
}

static void
draw_chit_row (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  for (guint i = 0; i < block->count; i++)
    {
      const GgPrintSquad *squad = g_ptr_array_index (job->force->squads, block->first + i);

      cairo_save (cr);
      cairo_translate (cr, i * block->cell_w, 0);
      if (job->chit_style == GG_CHITS_POKER)
        draw_card (job, cr, squad);
      else if (job->chit_style == GG_CHITS_TOMBOLA)
        draw_tombola (cr, squad);
      else
        draw_token (cr, squad);
      _gg_print_cut_box (cr, 0, 0, block->cell_w, block->cell_h);
      cairo_restore (cr);
    }
}

static const char *
style_note (GgChitStyle style)
{
  switch (style)
    {
    case GG_CHITS_POKER:
      return _("Poker cards, black for side A and red for side B, for no more than 26 squads a "
               "side (BG-3.4-f); squads 1–13 are ♠ or ♥ from ace to king, 14–26 ♣ or ♦ (AMB-02).");
    case GG_CHITS_TOMBOLA:
      return _("Tombola numbers with the edge in each side's colour (BG-3.4-e).");
    case GG_CHITS_TOKENS:
    default:
      return _("Tokens with the side's letter and colour and the squad's number (BG-3.4-c).");
    }
}

static void
add_heading (GgPrintJob *job)
{
  g_autofree char *title = g_markup_printf_escaped ("%s", _("Activation chits"));
  g_autofree char *note = g_markup_printf_escaped (
    "%s %s", style_note (job->chit_style),
    _("Put in the bag only the chits of squads in play and draw them two by two (BG-3.4-b, "
      "BG-3.4-d). Cut along the dashed lines."));

  _gg_print_add_text (job, title, 14, TRUE);
  _gg_print_add_text (job, note, 8, FALSE);
}

static void
add_side (GgPrintJob *job, guint first, guint count)
{
  if (count == 0)
    return;
  if (job->chit_style == GG_CHITS_POKER)
    _gg_print_add_grid (job, first, count, CARD_W, CARD_H, 0, draw_chit_row);
  else if (job->chit_style == GG_CHITS_TOMBOLA)
    _gg_print_add_grid (job, first, count, TOMBOLA, TOMBOLA, 0, draw_chit_row);
  else
    _gg_print_add_grid (job, first, count, TOKEN, TOKEN, 0, draw_chit_row);
}

/* Side A's squads come first in the model; each side starts a row of its own. */
void
_gg_print_build_chits (GgPrintJob *job)
{
  GPtrArray *squads = job->force->squads;
  guint n_a = 0;

  if (squads->len == 0)
    return;
  while (n_a < squads->len && ((GgPrintSquad *) g_ptr_array_index (squads, n_a))->side == 0)
    n_a++;
  add_heading (job);
  add_side (job, 0, n_a);
  add_side (job, n_a, squads->len - n_a);
}
