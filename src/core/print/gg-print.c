/* gg-print.c: print jobs, their model, pagination, and PDF output. */
#include "gg-print-private.h"

#include <cairo-pdf.h>

#include "gg-save.h"

/* clang-format off */
G_DEFINE_QUARK (gg-print-error-quark, gg_print_error)
/* clang-format on */

/* The model. */

static void
squad_free (gpointer data)
{
  GgPrintSquad *squad = data;

  g_free (squad->title);
  g_free (squad->details);
  g_ptr_array_unref (squad->codes);
  g_ptr_array_unref (squad->markers);
  g_free (squad);
}

static void
label_free (gpointer data)
{
  GgPrintLabel *label = data;

  g_free (label->code);
  g_free (label);
}

static void
para_free (gpointer data)
{
  GgPrintPara *para = data;

  g_free (para->markup);
  g_free (para);
}

GgPrintForce *
_gg_print_force_new (GgRuleset ruleset, int scale)
{
  GgPrintForce *force = g_new0 (GgPrintForce, 1);

  force->ruleset = ruleset;
  force->scale = scale;
  force->squads = g_ptr_array_new_with_free_func (squad_free);
  force->labels = g_ptr_array_new_with_free_func (label_free);
  force->sheet = g_ptr_array_new_with_free_func (para_free);
  return force;
}

void
_gg_print_force_free (GgPrintForce *force)
{
  if (force == NULL)
    return;
  g_ptr_array_unref (force->squads);
  g_ptr_array_unref (force->labels);
  g_ptr_array_unref (force->sheet);
  g_free (force->side_name[0]);
  g_free (force->side_name[1]);
  g_free (force);
}

GgPrintSquad *
_gg_print_force_add_squad (GgPrintForce *force, guint side, int number, const char *title)
{
  GgPrintSquad *squad = g_new0 (GgPrintSquad, 1);

  squad->side = side;
  squad->number = number;
  squad->title = g_strdup (title);
  squad->codes = g_ptr_array_new_with_free_func (g_free);
  squad->markers = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (force->squads, squad);
  return squad;
}

void
_gg_print_force_add_label (GgPrintForce *force, const char *code, double front, double depth)
{
  GgPrintLabel *label = g_new0 (GgPrintLabel, 1);

  label->code = g_strdup (code);
  label->front = front;
  label->depth = depth;
  g_ptr_array_add (force->labels, label);
}

GgPrintPara *
_gg_print_force_add_para (GgPrintForce *force, GgParaStyle style, const char *markup)
{
  GgPrintPara *para = g_new0 (GgPrintPara, 1);

  para->style = style;
  para->markup = g_strdup (markup);
  g_ptr_array_add (force->sheet, para);
  return para;
}

/* Jobs. */

static void
block_free (gpointer data)
{
  GgPrintBlock *block = data;

  if (block->free_data != NULL)
    block->free_data (block->data);
  g_free (block);
}

GgPrintJob *
_gg_print_job_new_for_force (GgPrintKind kind, GgPrintForce *force, const char *lang)
{
  GgPrintJob *self = g_new0 (GgPrintJob, 1);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);

  self->kind = kind;
  self->lang = g_strdup (lang);
  self->force = force;
  self->chit_style = GG_CHITS_TOKENS;
  self->marker_mm = 40;
  _gg_print_numbers_init (&self->numbers, force->ruleset, force->scale);
  self->blocks = g_ptr_array_new_with_free_func (block_free);
  self->page_first = g_array_new (FALSE, FALSE, sizeof (guint));
  self->measure = cairo_create (surface);
  cairo_scale (self->measure, GG_PT_PER_MM, GG_PT_PER_MM);
  cairo_surface_destroy (surface);
  return self;
}

void
gg_print_job_free (GgPrintJob *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->blocks);
  g_array_unref (self->page_first);
  cairo_destroy (self->measure);
  _gg_print_force_free (self->force);
  g_free (self->lang);
  g_free (self);
}

void
gg_print_job_set_chit_style (GgPrintJob *self, GgChitStyle style)
{
  self->chit_style = style;
  self->width = 0;
}

void
gg_print_job_set_marker_size (GgPrintJob *self, double code_mm)
{
  g_return_if_fail (code_mm >= 20 && code_mm <= 60);
  self->marker_mm = code_mm;
  self->width = 0;
}

GgPrintBlock *
_gg_print_add_block (GgPrintJob *job, double height, GgPrintDrawFunc draw)
{
  GgPrintBlock *block = g_new0 (GgPrintBlock, 1);

  block->height = height;
  block->width = _gg_print_text_width (job);
  block->draw = draw;
  g_ptr_array_add (job->blocks, block);
  return block;
}

static void
draw_text_block (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  const char *markup = block->data;

  _gg_print_text (cr, 0, 0, markup, block->size_pt, block->bold, block->width);
}

GgPrintBlock *
_gg_print_add_text (GgPrintJob *job, const char *markup, double size_pt, gboolean bold)
{
  g_autoptr (PangoLayout)
    layout = _gg_print_layout (job->measure, markup, size_pt, bold, _gg_print_text_width (job));
  GgPrintBlock *block =
    _gg_print_add_block (job, _gg_print_layout_height (layout) + 1.5, draw_text_block);

  block->data = g_strdup (markup);
  block->free_data = g_free;
  block->size_pt = size_pt;
  block->bold = bold;
  return block;
}

guint
_gg_print_add_grid (GgPrintJob *job, guint first, guint count, double cell_w, double cell_h,
                    double gap, GgPrintDrawFunc draw)
{
  guint per_row = MAX (1, (guint) ((_gg_print_text_width (job) + gap) / (cell_w + gap)));

  for (guint i = 0; i < count; i += per_row)
    {
      GgPrintBlock *block = _gg_print_add_block (job, cell_h + gap, draw);

      block->first = first + i;
      block->count = MIN (per_row, count - i);
      block->cell_w = cell_w;
      block->cell_h = cell_h;
    }
  return per_row;
}

double
_gg_print_text_width (const GgPrintJob *job)
{
  return job->width - 2 * GG_PRINT_MARGIN;
}

double
_gg_print_text_height (const GgPrintJob *job)
{
  return job->height - 2 * GG_PRINT_MARGIN;
}

/* Layout: blocks first, then pages, each page as many blocks as fit. */

static void
build_blocks (GgPrintJob *self)
{
  switch (self->kind)
    {
    case GG_PRINT_ROSTER:
      _gg_print_build_sheet (self);
      _gg_print_build_cards (self);
      break;
    case GG_PRINT_LABELS:
      _gg_print_build_labels (self);
      break;
    case GG_PRINT_CHITS:
      _gg_print_build_chits (self);
      break;
    case GG_PRINT_SQUAD_MARKERS:
      _gg_print_build_squad_markers (self);
      break;
    case GG_PRINT_ACTIVATION:
      _gg_print_build_activation (self);
      break;
    case GG_PRINT_TEMPLATES:
    default:
      _gg_print_build_templates (self);
      break;
    }
}

static void
paginate (GgPrintJob *self)
{
  double used = 0, room = _gg_print_text_height (self);

  g_array_set_size (self->page_first, 0);
  for (guint i = 0; i < self->blocks->len; i++)
    {
      GgPrintBlock *block = g_ptr_array_index (self->blocks, i);

      if (i == 0 || block->new_page || used + block->height > room + 1e-6)
        {
          g_array_append_val (self->page_first, i);
          used = 0;
        }
      used += block->height;
    }
}

static void
lay_out (GgPrintJob *self, double width, double height)
{
  GgPrintLangSaved saved;

  if (self->width == width && self->height == height)
    return;
  self->width = width;
  self->height = height;
  g_ptr_array_set_size (self->blocks, 0);
  _gg_print_lang_push (self->lang, &saved);
  build_blocks (self);
  _gg_print_lang_pop (&saved);
  paginate (self);
}

guint
gg_print_job_get_n_pages (GgPrintJob *self, double width, double height)
{
  lay_out (self, width / GG_PT_PER_MM, height / GG_PT_PER_MM);
  return self->page_first->len;
}

static void
draw_blocks (GgPrintJob *self, cairo_t *cr, guint page)
{
  guint first = g_array_index (self->page_first, guint, page);
  guint end = page + 1 < self->page_first->len ? g_array_index (self->page_first, guint, page + 1)
                                               : self->blocks->len;
  double y = GG_PRINT_MARGIN;

  for (guint i = first; i < end; i++)
    {
      GgPrintBlock *block = g_ptr_array_index (self->blocks, i);

      cairo_save (cr);
      cairo_translate (cr, GG_PRINT_MARGIN, y);
      block->draw (self, block, cr);
      cairo_restore (cr);
      y += block->height;
    }
}

void
gg_print_job_draw_page (GgPrintJob *self, cairo_t *cr, guint page, double width, double height)
{
  GgPrintLangSaved saved;

  if (page >= gg_print_job_get_n_pages (self, width, height))
    return;
  _gg_print_lang_push (self->lang, &saved);
  cairo_save (cr);
  cairo_scale (cr, GG_PT_PER_MM, GG_PT_PER_MM);
  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_blocks (self, cr, page);
  cairo_restore (cr);
  _gg_print_lang_pop (&saved);
}

static cairo_status_t
append_to_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

gboolean
gg_print_job_write_pdf (GgPrintJob *self, const char *path, GgPaper paper, GError **error)
{
  g_autoptr (GByteArray) pdf = NULL;
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  guint n;

  gg_paper_get_size (paper, &width, &height);
  n = gg_print_job_get_n_pages (self, width, height);
  if (n == 0)
    {
      g_set_error (error, GG_PRINT_ERROR, GG_PRINT_ERROR_EMPTY, _("There is nothing to print"));
      return FALSE;
    }
  /* drawn in memory, then saved as a game is (temporary file, sync, rename): a full disk or a
   * kill never leaves a truncated PDF where a good one was */
  pdf = g_byte_array_new ();
  surface = cairo_pdf_surface_create_for_stream (append_to_bytes, pdf, width, height);
  cr = cairo_create (surface);
  for (guint page = 0; page < n; page++)
    {
      gg_print_job_draw_page (self, cr, page, width, height);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, GG_PRINT_ERROR, GG_PRINT_ERROR_WRITE,
                   _("Cannot write “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return gg_save_bytes (path, (const char *) pdf->data, pdf->len, GG_SAVE_NONE, error);
}

/* Paper: ISO 216 A4 is 210 × 297 mm; US Letter is 8.5 × 11 in. */
void
gg_paper_get_size (GgPaper paper, double *width, double *height)
{
  if (paper == GG_PAPER_LETTER)
    {
      *width = 8.5 * 72;
      *height = 11 * 72;
      return;
    }
  *width = 210 * GG_PT_PER_MM;
  *height = 297 * GG_PT_PER_MM;
}

gboolean
gg_paper_from_string (const char *text, GgPaper *paper)
{
  if (g_strcmp0 (text, "a4") == 0 || g_strcmp0 (text, "A4") == 0)
    *paper = GG_PAPER_A4;
  else if (g_strcmp0 (text, "letter") == 0 || g_strcmp0 (text, "Letter") == 0)
    *paper = GG_PAPER_LETTER;
  else
    return FALSE;
  return TRUE;
}
