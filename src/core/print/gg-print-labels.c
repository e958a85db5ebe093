/* gg-print-labels.c: base labels, one per figure, to glue on the back of its base (BG-3.2-e):
 * the squad number for a private, L<n> for a squad leader, PLA…, CyL, CSt, M, BtL, BtS, BtM
 * (BG-3.2-f…n), AMB-07's codes for gun crews. Each label is the size of the base at the
 * roster's scale (BG-3.2-a…c: a foot base is 8 × 10 mm at 15 mm, 15 × 20 at 20 mm, 20 × 25 at
 * 28 mm); labels of one size are set edge to edge in rows, with dashed cut lines. */
#include "gg-print-private.h"

static int
by_size (gconstpointer a, gconstpointer b)
{
  const GgPrintLabel *la = *(GgPrintLabel *const *) a, *lb = *(GgPrintLabel *const *) b;

  if (la->depth != lb->depth)
    return la->depth < lb->depth ? -1 : 1;
  if (la->front != lb->front)
    return la->front < lb->front ? -1 : 1;
  return 0;
}

static void
draw_label_row (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  for (guint i = 0; i < block->count; i++)
    {
      const GgPrintLabel *label = g_ptr_array_index (job->force->labels, block->first + i);
      double x = i * block->cell_w;

      cairo_set_source_rgb (cr, 0, 0, 0);
      _gg_print_text_fit (cr, x, 0, block->cell_w, block->cell_h, label->code, 16);
      _gg_print_cut_box (cr, x, 0, block->cell_w, block->cell_h);
    }
}

static void
add_heading (GgPrintJob *job)
{
  g_autofree char *title = g_markup_printf_escaped ("%s", _("Base labels"));
  g_autofree char *note = g_markup_printf_escaped (
    _("Glue each label under its figure's base (BG-3.2-e): the squad number for a private, "
      "L and the number for a squad leader, PLA, PLB… for platoon commanders, CyL, CSt and M "
      "for the company's commander, vice-commander and musician, BtL, BtS and BtM for the "
      "battalion's (BG-3.2-f…n). Labels are the size of the bases at %d mm (BG-3.2-a…c); "
      "cut along the dashed lines."),
       job->force->scale);

  _gg_print_add_text (job, title, 14, TRUE);
  _gg_print_add_text (job, note, 8, FALSE);
}

void
_gg_print_build_labels (GgPrintJob *job)
{
  GPtrArray *labels = job->force->labels;
  guint start = 0;

  if (labels->len == 0)
    return;
  g_ptr_array_sort (labels, by_size);
  add_heading (job);
  for (guint i = 1; i <= labels->len; i++)
    if (i == labels->len ||
        by_size (&g_ptr_array_index (labels, i), &g_ptr_array_index (labels, start)) != 0)
      {
        const GgPrintLabel *first = g_ptr_array_index (labels, start);

        _gg_print_add_grid (job, start, i - start, first->front, first->depth, 0, draw_label_row);
        start = i;
      }
}
