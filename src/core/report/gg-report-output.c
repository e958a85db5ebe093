/* gg-report-output.c: the report written out: a PDF, or a folder with index.html and its PNG
 * images for a club's site (no script, no outside link). Every file is written atomically and
 * never over the game the report was made from. */
#include "gg-report-draw.h"

#include <cairo-pdf.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

#include "gg-photo.h"
#include "gg-print-private.h"
#include "gg-report-private.h"
#include "gg-save.h"

#define PX_PER_MM    6.0
#define PHOTO_MAX_PX 1200

/* The photo as the app reads it (gg_photo_load: bounded, turned by its EXIF orientation), at
 * most PHOTO_MAX_PX a side: a page needs no more. */
static GdkPixbuf *
load_photo (const char *path)
{
  g_autoptr (GdkPixbuf) full = gg_photo_load (path, NULL);
  int w, h;
  double scale;

  if (full == NULL)
    return NULL;
  w = gdk_pixbuf_get_width (full);
  h = gdk_pixbuf_get_height (full);
  scale = MIN (1.0, PHOTO_MAX_PX / (double) MAX (w, h));
  if (scale >= 1.0)
    return g_steal_pointer (&full);
  return gdk_pixbuf_scale_simple (full, MAX (1, (int) (w * scale)), MAX (1, (int) (h * scale)),
                                  GDK_INTERP_BILINEAR);
}

cairo_surface_t *
_gg_report_load_image (const char *path)
{
  g_autoptr (GdkPixbuf) pixbuf = load_photo (path);
  cairo_surface_t *surface;
  int w, h, stride, channels;
  const guchar *src;
  guchar *dst;

  if (pixbuf == NULL)
    return NULL;
  w = gdk_pixbuf_get_width (pixbuf);
  h = gdk_pixbuf_get_height (pixbuf);
  channels = gdk_pixbuf_get_n_channels (pixbuf);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  stride = cairo_image_surface_get_stride (surface);
  src = gdk_pixbuf_read_pixels (pixbuf);
  dst = cairo_image_surface_get_data (surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guchar *p = src + y * gdk_pixbuf_get_rowstride (pixbuf) + x * channels;
        guint32 *q = (guint32 *) (dst + y * stride) + x;

        *q = ((guint32) p[0] << 16) | ((guint32) p[1] << 8) | p[2];
      }
  cairo_surface_mark_dirty (surface);
  return surface;
}

GgReport *
gg_report_new_in (GgGame *game, const GgReportOptions *options, const char *lang, GError **error)
{
  GgPrintLangSaved saved;
  GgReport *report;

  _gg_print_lang_push (lang, &saved);
  report = gg_report_new (game, options, error);
  _gg_print_lang_pop (&saved);
  return report;
}

static gboolean
check_output (GgReport *self, const char *path, GError **error)
{
  const char *inputs[] = { self->game->filename, NULL };

  return gg_save_check_output (path, inputs, error);
}

static cairo_status_t
append_to_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
cairo_failed (cairo_status_t status, const char *path, GError **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return FALSE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               _("Cannot write “%s”: %s"), path, cairo_status_to_string (status));
  return TRUE;
}

gboolean
gg_report_write_pdf (GgReport *self, const char *path, GgPaper paper, const char *lang,
                     GgReportProgress progress, gpointer data, GError **error)
{
  g_autoptr (GByteArray) pdf = g_byte_array_new ();
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  guint n;

  if (!check_output (self, path, error))
    return FALSE;
  gg_paper_get_size (paper, &width, &height);
  n = gg_report_get_n_pages (self, width, height);
  surface = cairo_pdf_surface_create_for_stream (append_to_bytes, pdf, width, height);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, self->title);
  cr = cairo_create (surface);
  for (guint page = 0; page < n; page++)
    {
      gg_report_draw_page (self, cr, page, width, height, lang);
      cairo_show_page (cr);
      if (progress != NULL)
        progress (page + 1, n, data);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (cairo_failed (status, path, error))
    return FALSE;
  return gg_save_bytes (path, (const char *) pdf->data, pdf->len, GG_SAVE_NONE, error);
}

/* The folder's images */

static cairo_status_t
append_png (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static gboolean
save_png (cairo_surface_t *surface, const char *folder, const char *name, GError **error)
{
  g_autoptr (GByteArray) png = g_byte_array_new ();
  g_autofree char *path = g_build_filename (folder, name, NULL);

  if (cairo_failed (cairo_surface_write_to_png_stream (surface, append_png, png), path, error))
    return FALSE;
  return gg_save_bytes (path, (const char *) png->data, png->len, GG_SAVE_NONE, error);
}

/* A white @w × @h mm image drawn by @draw at PX_PER_MM. */
static cairo_surface_t *
image_new (double w, double h, cairo_t **cr)
{
  cairo_surface_t *s =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (w * PX_PER_MM), (int) (h * PX_PER_MM));

  *cr = cairo_create (s);
  cairo_set_source_rgb (*cr, 1, 1, 1);
  cairo_paint (*cr);
  cairo_scale (*cr, PX_PER_MM, PX_PER_MM);
  return s;
}

static gboolean
write_map (GgReport *self, guint i, const char *folder, const char *name, GError **error)
{
  double w = 180, h = w * self->game->depth / MAX (self->game->width, 1);
  cairo_t *cr;
  cairo_surface_t *s = image_new (w, h, &cr);
  gboolean ok;

  gg_report_draw_map (self, cr, i, w, h, _gg_report_map_label, NULL);
  cairo_destroy (cr);
  ok = save_png (s, folder, name, error);
  cairo_surface_destroy (s);
  return ok;
}

static gboolean
write_chart (GgReport *self, GgReportChart chart, const char *folder, const char *name,
             GError **error)
{
  cairo_t *cr;
  cairo_surface_t *s = image_new (180, 70, &cr);
  gboolean ok;

  gg_report_draw_chart (self, cr, chart, 180, 70);
  cairo_destroy (cr);
  ok = save_png (s, folder, name, error);
  cairo_surface_destroy (s);
  return ok;
}

static const char *const chart_files[] = { "chart-in-action.png", "chart-casualties.png",
                                           "chart-luck.png" };

gboolean
gg_report_write_folder (GgReport *self, const char *folder, const char *lang,
                        GgReportProgress progress, gpointer data, GError **error)
{
  g_autofree char *index = g_build_filename (folder, "index.html", NULL);
  g_autofree char *html = NULL;
  GgPrintLangSaved saved;
  guint total = self->turns->len + GG_REPORT_N_CHARTS + 1, done = 0;
  gboolean ok = TRUE;

  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno),
                   _("Cannot make the folder “%s”: %s"), folder, g_strerror (errno));
      return FALSE;
    }
  if (!check_output (self, index, error))
    return FALSE;
  _gg_print_lang_push (lang, &saved);
  for (guint i = 0; ok && i < self->turns->len; i++)
    {
      g_autofree char *name =
        g_strdup_printf ("turn-%u.png", ((GgReportTurn *) self->turns->pdata[i])->turn);

      if (((GgReportTurn *) self->turns->pdata[i])->has_map)
        ok = write_map (self, i, folder, name, error);
      if (progress != NULL)
        progress (++done, total, data);
    }
  for (int c = 0; ok && c < GG_REPORT_N_CHARTS; c++)
    {
      ok = write_chart (self, c, folder, chart_files[c], error);
      if (progress != NULL)
        progress (++done, total, data);
    }
  if (ok)
    {
      html = _gg_report_html (self, chart_files);
      ok = gg_save_bytes (index, html, strlen (html), GG_SAVE_NONE, error);
    }
  _gg_print_lang_pop (&saved);
  if (ok && progress != NULL)
    progress (total, total, data);
  return ok;
}
