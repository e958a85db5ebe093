/* gg-print-squad-markers.c: squad markers, two 1:1 cards a squad (d6: a unit), "in front" and
 * "behind", each with its own tag36h11 code, the squad's name and an arrow (gg-photo-place.h
 * says how they are laid and which code is whose). A card's cut lines are its edges: the
 * distance from the code to the edge that touches the base is part of the placing. */
#include "gg-print-private.h"

#include "gg-photo-place.h"
#include "gg-photo-tags.h"

static void
draw_arrow (cairo_t *cr, double x, double y, double size)
{
  cairo_move_to (cr, x + size / 2, y);
  cairo_line_to (cr, x + size, y + size * 0.5);
  cairo_line_to (cr, x + size * 0.65, y + size * 0.5);
  cairo_line_to (cr, x + size * 0.65, y + size);
  cairo_line_to (cr, x + size * 0.35, y + size);
  cairo_line_to (cr, x + size * 0.35, y + size * 0.5);
  cairo_line_to (cr, x, y + size * 0.5);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_card (GgPrintJob *job, cairo_t *cr, const GgPrintSquad *squad, gboolean behind)
{
  double code = job->marker_mm, m = GG_SQUAD_CARD_MARGIN (code), strip = GG_SQUAD_CARD_STRIP (code);
  double w = GG_SQUAD_CARD_WIDTH (code), strip_y = behind ? w : 0, code_y = behind ? m : strip + m;
  int id = gg_squad_marker_code (squad->side == 0 ? 'A' : 'B', squad->number, behind);
  g_autofree char *text = NULL;

  if (id < 0)
    return;
  text = g_markup_printf_escaped ("%s %s · %d\n%s", squad->side == 0 ? "A" : "B", squad->title, id,
                                  behind ? _("behind the leader") : _("in front of the leader"));
  cairo_save (cr);
  cairo_translate (cr, m, code_y);
  gg_photo_tag_draw (cr, id, code);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_arrow (cr, 1, strip_y + 1, strip - 2);
  _gg_print_text_fit (cr, strip, strip_y + 0.5, w - strip - 0.5, strip - 1, text, 7);
}

static void
draw_row (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  for (guint i = 0; i < block->count; i++)
    {
      guint cell = block->first + i;
      const GgPrintSquad *squad = g_ptr_array_index (job->force->squads, cell / 2);

      cairo_save (cr);
      cairo_translate (cr, i * block->cell_w, 0);
      draw_card (job, cr, squad, cell % 2);
      _gg_print_cut_box (cr, 0, 0, block->cell_w, block->cell_h);
      cairo_restore (cr);
    }
}

void
_gg_print_build_squad_markers (GgPrintJob *job)
{
  GPtrArray *squads = job->force->squads;
  g_autofree char *title = NULL, *note = NULL;
  double code = job->marker_mm;

  if (squads->len == 0)
    return;
  title = g_markup_printf_escaped ("%s", _("Squad markers"));
  note = g_markup_printf_escaped (
    _("Print at 100 %% scale: each code is %.0f mm a side. Cut along the dashed lines. Before "
      "the photo, lay the card on the photographer's side of each leader flat on the table: "
      "“in front” touching the middle of the front edge of the leader's base, “behind” touching "
      "the middle of its rear edge, the arrow the way the leader faces (d6: at the unit's "
      "centre). Lay only one card a squad, and let nothing cover it."),
       code);
  _gg_print_add_text (job, title, 14, TRUE);
  _gg_print_add_text (job, note, 8, FALSE);
  _gg_print_add_grid (job, 0, 2 * squads->len, GG_SQUAD_CARD_WIDTH (code),
                      GG_SQUAD_CARD_HEIGHT (code), 0, draw_row);
}
