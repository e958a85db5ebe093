/* gg-print-sheet.c: the roster sheet and quick reference, set from the model's paragraphs.
 * Table rows are tab-separated; each column wraps within its own width. */
#include "gg-print-private.h"

static double
style_size (GgParaStyle style)
{
  switch (style)
    {
    case GG_PARA_TITLE:
      return 15;
    case GG_PARA_HEADING:
      return 10.5;
    case GG_PARA_ROW:
      return 7.5;
    case GG_PARA_SMALL:
      return 7;
    case GG_PARA_TEXT:
    case GG_PARA_PAGE_BREAK:
    default:
      return 8.5;
    }
}

static double
space_before (GgParaStyle style)
{
  return style == GG_PARA_HEADING ? 3.0 : style == GG_PARA_ROW ? 0.2 : 0.8;
}

static guint
n_tabs (const GgPrintPara *para)
{
  guint n = 0;

  while (n < G_N_ELEMENTS (para->tabs) && (n == 0 || para->tabs[n] > 0))
    n++;
  return n;
}

/* Lays out a row's columns (or a whole paragraph), draws them if @draw, returns the height. */
static double
set_para (cairo_t *cr, const GgPrintPara *para, double width, gboolean draw)
{
  g_auto (GStrv) cells = para->style == GG_PARA_ROW ? g_strsplit (para->markup, "\t", -1)
                                                    : g_strdupv ((char *[]){ para->markup, NULL });
  guint n = para->style == GG_PARA_ROW ? n_tabs (para) : 1;
  double top = space_before (para->style), height = 0;

  for (guint i = 0; cells[i] != NULL && i < n; i++)
    {
      double x = n > 1 ? para->tabs[i] : 0;
      double w = (i + 1 < n ? para->tabs[i + 1] : width) - x - (n > 1 ? 1.5 : 0);
      g_autoptr (PangoLayout) layout = _gg_print_layout (cr, cells[i], style_size (para->style),
                                                         para->style <= GG_PARA_HEADING, w);

      height = MAX (height, _gg_print_layout_height (layout));
      if (draw)
        {
          cairo_move_to (cr, x, top);
          pango_cairo_show_layout (cr, layout);
        }
    }
  return top + height;
}

static void
draw_para (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  const GgPrintPara *para = block->data;

  cairo_set_source_rgb (cr, 0, 0, 0);
  set_para (cr, para, block->width, TRUE);
  if (para->style == GG_PARA_HEADING)
    {
      cairo_set_line_width (cr, 0.2);
      cairo_move_to (cr, 0, block->height);
      cairo_rel_line_to (cr, block->width, 0);
      cairo_stroke (cr);
    }
}

void
_gg_print_build_sheet (GgPrintJob *job)
{
  gboolean new_page = FALSE;

  for (guint i = 0; i < job->force->sheet->len; i++)
    {
      GgPrintPara *para = g_ptr_array_index (job->force->sheet, i);
      GgPrintBlock *block;

      if (para->style == GG_PARA_PAGE_BREAK)
        {
          new_page = TRUE;
          continue;
        }
      block = _gg_print_add_block (
        job, set_para (job->measure, para, _gg_print_text_width (job), FALSE) + 0.4, draw_para);
      block->data = para;
      block->new_page = new_page;
      new_page = FALSE;
    }
}
