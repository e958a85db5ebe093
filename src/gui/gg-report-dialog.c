/* gg-report-dialog.c: Export Battle Report…. The dialog only chooses and shows: the report is
 * made and written by the core (gg-report.h, gg-report-draw.h), as `gigogin-cli report` does. */
#include "gg-config.h"

#include "gg-report-dialog.h"

#include <glib/gi18n.h>

#include "gg-report-draw.h"

#define PREVIEW_WIDTH 480

struct _GgReportDialog
{
  AdwWindow parent_instance;

  GgGame *game;
  GgReport *report;
  GtkDropDown *form_choice, *lang_choice, *paper_choice;
  GtkCheckButton *rules_check;
  GtkPicture *preview;
  GtkProgressBar *progress;
  GtkLabel *status;
  GtkWidget *export_button;
};

G_DEFINE_FINAL_TYPE (GgReportDialog, gg_report_dialog, ADW_TYPE_WINDOW)

static const char *
lang_of (GgReportDialog *self)
{
  return gtk_drop_down_get_selected (self->lang_choice) == 0 ? "it" : "en";
}

static GgPaper
paper_of (GgReportDialog *self)
{
  return gtk_drop_down_get_selected (self->paper_choice) == 0 ? GG_PAPER_A4 : GG_PAPER_LETTER;
}

/* The first page drawn into a texture PREVIEW_WIDTH pixels wide. */
static GdkTexture *
first_page (GgReportDialog *self)
{
  double w, h, scale;
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr (GBytes) bytes = NULL;
  GdkTexture *texture;
  int pw, ph;

  gg_paper_get_size (paper_of (self), &w, &h);
  scale = PREVIEW_WIDTH / w;
  pw = PREVIEW_WIDTH;
  ph = (int) (h * scale);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pw, ph);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  gg_report_draw_page (self->report, cr, 0, w, h, lang_of (self));
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * ph);
  texture = gdk_memory_texture_new (pw, ph, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  return texture;
}

static void
show_error (GgReportDialog *self, const GError *error)
{
  gtk_label_set_text (self->status, error->message);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "error");
}

/* The report made anew in the chosen language, with rule IDs or not, and its first page. */
static void
refresh (GgReportDialog *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  GgReportOptions options = { gtk_check_button_get_active (self->rules_check) };

  g_clear_pointer (&self->report, gg_report_free);
  self->report = gg_report_new_in (self->game, &options, lang_of (self), &error);
  gtk_widget_set_sensitive (self->export_button, self->report != NULL);
  if (self->report == NULL)
    {
      show_error (self, error);
      return;
    }
  texture = first_page (self);
  gtk_picture_set_paintable (self->preview, GDK_PAINTABLE (texture));
}

/* While the core writes, the bar moves: the main loop runs between pages, the dialog (modal)
 * insensitive meanwhile so nothing else starts. */
static void
progress_cb (guint done, guint total, gpointer data)
{
  GgReportDialog *self = data;
  g_autofree char *text = g_strdup_printf (_("%u of %u"), done, total);

  gtk_progress_bar_set_fraction (self->progress, total ? (double) done / total : 1);
  gtk_progress_bar_set_text (self->progress, text);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
options_cb (GgReportDialog *self)
{
  refresh (self);
}

static void
chooser_response_cb (GtkNativeDialog *dialog, int response, GgReportDialog *self)
{
  gboolean folder = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) ==
                    GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;

      if (path != NULL)
        gg_report_dialog_export (self, path, folder);
    }
  g_object_unref (dialog);
}

static void
export_cb (GgReportDialog *self)
{
  gboolean folder = gtk_drop_down_get_selected (self->form_choice) == 1;
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
    folder ? _("Choose the Report's Folder")
           : _("Save the Battle Report"), GTK_WINDOW (self),
                folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_SAVE,
                _("_Export"), _("_Cancel"));

  if (!folder)
    /* Translators: the battle report's file name offered */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("battle-report.pdf"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
gg_report_dialog_dispose (GObject *object)
{
  GgReportDialog *self = GG_REPORT_DIALOG (object);

  g_clear_pointer (&self->report, gg_report_free);
  g_clear_pointer (&self->game, gg_game_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_REPORT_DIALOG);
  G_OBJECT_CLASS (gg_report_dialog_parent_class)->dispose (object);
}

static void
gg_report_dialog_class_init (GgReportDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_report_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-report-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, form_choice);
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, lang_choice);
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, paper_choice);
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, rules_check);
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, progress);
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, status);
  gtk_widget_class_bind_template_child (widget_class, GgReportDialog, export_button);
  gtk_widget_class_bind_template_callback (widget_class, export_cb);
  gtk_widget_class_bind_template_callback (widget_class, options_cb);
}

static void
gg_report_dialog_init (GgReportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gg_report_dialog_new (GtkWindow *parent, GgGame *game)
{
  GgReportDialog *self = g_object_new (GG_TYPE_REPORT_DIALOG, "transient-for", parent, NULL);
  const char *const *langs = g_get_language_names ();

  self->game = gg_game_ref (game);
  /* the interface's language first */
  if (langs[0] != NULL && !g_str_has_prefix (langs[0], "it"))
    gtk_drop_down_set_selected (self->lang_choice, 1);
  refresh (self);
  return GTK_WIDGET (self);
}

gboolean
gg_report_dialog_export (GgReportDialog *self, const char *path, gboolean folder)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  g_return_val_if_fail (self->report != NULL, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  gtk_label_set_text (self->status, "");
  gtk_widget_remove_css_class (GTK_WIDGET (self->status), "error");
  if (folder)
    ok = gg_report_write_folder (self->report, path, lang_of (self), progress_cb, self, &error);
  else
    ok = gg_report_write_pdf (self->report, path, paper_of (self), lang_of (self), progress_cb,
                              self, &error);
  gtk_widget_set_sensitive (GTK_WIDGET (self), TRUE);
  if (!ok)
    {
      show_error (self, error);
      return FALSE;
    }
  {
    /* Translators: after the battle report was written; the path follows */
    g_autofree char *done = g_strdup_printf (_("Written to %s"), path);

    gtk_label_set_text (self->status, done);
  }
  return TRUE;
}
