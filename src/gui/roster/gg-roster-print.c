/* gg-roster-print.c: printing from the roster editor: a dialog to choose what to print
 * (roster sheet and unit cards, base labels, chits, 1:1 templates), the print language (its own,
 * not the interface's), the chit style, an opponent's roster and the paper; then a preview, the
 * system print dialog (GtkPrintOperation in points on the full page: the core's pages keep
 * their own 10 mm margins and true lengths) or a PDF file. */
#include "gg-config.h"

#include "gg-roster-window-private.h"

#include <glib/gi18n.h>

#include "gg-names.h"

typedef struct
{
  GgRosterWindow *window;
  GtkWidget *dialog;
  guint kind, lang, style, paper;
  char *opponent; /* resource path or NULL */
  GPtrArray *opponents;
} PrintOptions;

typedef struct
{
  GgPrintJob *job;
  guint page, n_pages;
  double width, height; /* points */
  GtkWidget *area, *label;
  GtkPrintOperationPreview *preview; /* when GtkPrintOperation asked for it */
} Preview;

static const char *const langs[] = { "it", "en" };
static const GgPaper papers[] = { GG_PAPER_A4, GG_PAPER_LETTER };

static void
options_free (PrintOptions *o)
{
  g_free (o->opponent);
  g_ptr_array_unref (o->opponents);
  g_free (o);
}

static GgPrintJob *
make_job (GgRosterWindow *self, GgPrintKind kind, const char *lang, const char *opponent,
          GgChitStyle style, GError **error)
{
  g_autoptr (GgRoster) other = NULL;
  GgRoster *rosters[2] = { self->roster, NULL };
  GgPrintJob *job;

  if (opponent != NULL && !(other = gg_roster_load_resource (opponent, error)))
    return NULL;
  rosters[1] = other;
  job = gg_print_job_new (kind, rosters, other ? 2 : 1, lang);
  if (kind == GG_PRINT_CHITS)
    gg_print_job_set_chit_style (job, style);
  return job;
}

static GgPrintJob *
options_job (PrintOptions *o, GError **error)
{
  return make_job (o->window, o->kind, langs[o->lang], o->opponent, o->style, error);
}

gboolean
gg_roster_window_export_pdf (GgRosterWindow *self, const char *path, GgPrintKind kind,
                             const char *lang, const char *opponent, GgPaper paper, GError **error)
{
  g_autoptr (GgPrintJob) job = NULL;

  g_return_val_if_fail (self->roster != NULL, FALSE);
  job = make_job (self, kind, lang, opponent, GG_CHITS_TOKENS, error);
  return job != NULL && gg_print_job_write_pdf (job, path, paper, error);
}

/* Preview: the core's pages drawn at the size of the window, on white paper. */

static void
preview_free (Preview *p)
{
  if (p->preview != NULL)
    gtk_print_operation_preview_end_preview (p->preview);
  g_clear_object (&p->preview);
  gg_print_job_free (p->job);
  g_free (p);
}

static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Preview *p = data;
  double scale = MIN ((width - 24) / p->width, (height - 24) / p->height);
  double x = (width - p->width * scale) / 2, y = (height - p->height * scale) / 2;

  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_paint (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, p->width, p->height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  gg_print_job_draw_page (p->job, cr, p->page, p->width, p->height);
}

static void
show_page (Preview *p)
{
  g_autofree char *text = g_strdup_printf (_("Page %u of %u"), p->page + 1, p->n_pages);

  gtk_label_set_text (GTK_LABEL (p->label), text);
  gtk_widget_queue_draw (p->area);
}

static void
page_clicked_cb (GtkButton *button, Preview *p)
{
  int step = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gg-step"));

  if ((step < 0 && p->page > 0) || (step > 0 && p->page + 1 < p->n_pages))
    p->page += step;
  show_page (p);
}

static GtkWidget *
page_button (Preview *p, const char *icon, int step, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data (G_OBJECT (button), "gg-step", GINT_TO_POINTER (step));
  g_signal_connect (button, "clicked", G_CALLBACK (page_clicked_cb), p);
  return button;
}

static GtkWidget *
preview_window (GtkWindow *parent, Preview *p)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  p->n_pages = gg_print_job_get_n_pages (p->job, p->width, p->height);
  p->area = gtk_drawing_area_new ();
  p->label = gtk_label_new (NULL);
  gtk_widget_set_vexpand (p->area, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (p->area), draw_preview, p, NULL);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             page_button (p, "go-previous-symbolic", -1, _("Previous Page")));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             page_button (p, "go-next-symbolic", 1, _("Next Page")));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), p->label);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), p->area);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), _("Print Preview"));
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 860);
  g_object_set_data_full (G_OBJECT (window), "gg-preview", p, (GDestroyNotify) preview_free);
  show_page (p);
  return window;
}

/* Printing */

static void
begin_print_cb (GtkPrintOperation *op, GtkPrintContext *context, GgPrintJob *job)
{
  guint n = gg_print_job_get_n_pages (job, gtk_print_context_get_width (context),
                                      gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (op, MAX (n, 1));
}

static void
draw_page_cb (GtkPrintOperation *op, GtkPrintContext *context, int page, GgPrintJob *job)
{
  gg_print_job_draw_page (job, gtk_print_context_get_cairo_context (context), page,
                          gtk_print_context_get_width (context),
                          gtk_print_context_get_height (context));
}

static gboolean
preview_cb (GtkPrintOperation *op, GtkPrintOperationPreview *preview, GtkPrintContext *context,
            GtkWindow *parent, PrintOptions *o)
{
  Preview *p = g_new0 (Preview, 1);

  p->job = options_job (o, NULL);
  if (p->job == NULL)
    return g_free (p), FALSE;
  p->width = gtk_print_context_get_width (context);
  p->height = gtk_print_context_get_height (context);
  p->preview = g_object_ref (preview);
  gtk_window_present (GTK_WINDOW (preview_window (parent ? parent : GTK_WINDOW (o->dialog), p)));
  return TRUE;
}

static GtkPageSetup *
page_setup (GgPaper paper)
{
  GtkPageSetup *setup = gtk_page_setup_new ();
  GtkPaperSize *size =
    gtk_paper_size_new (paper == GG_PAPER_LETTER ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);

  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  gtk_paper_size_free (size);
  return setup;
}

static void
print_clicked_cb (GtkButton *button, PrintOptions *o)
{
  g_autoptr (GtkPrintOperation) op = gtk_print_operation_new ();
  g_autoptr (GtkPageSetup) setup = page_setup (papers[o->paper]);
  g_autoptr (GError) error = NULL;
  GgPrintJob *job = options_job (o, &error);

  if (job == NULL)
    {
      _gg_roster_window_error (o->window, _("Could not print"), error->message);
      return;
    }
  g_object_set_data_full (G_OBJECT (op), "gg-job", job, (GDestroyNotify) gg_print_job_free);
  gtk_print_operation_set_default_page_setup (op, setup);
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (op, TRUE);
  gtk_print_operation_set_job_name (op, o->window->name ? o->window->name : "Gigogin");
  g_signal_connect (op, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (op, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_signal_connect (op, "preview", G_CALLBACK (preview_cb), o);
  if (gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, GTK_WINDOW (o->dialog),
                               &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    _gg_roster_window_error (o->window, _("Could not print"), error->message);
}

static void
preview_clicked_cb (GtkButton *button, PrintOptions *o)
{
  g_autoptr (GError) error = NULL;
  Preview *p = g_new0 (Preview, 1);

  p->job = options_job (o, &error);
  if (p->job == NULL)
    {
      g_free (p);
      _gg_roster_window_error (o->window, _("Could not print"), error->message);
      return;
    }
  gg_paper_get_size (papers[o->paper], &p->width, &p->height);
  gtk_window_present (GTK_WINDOW (preview_window (GTK_WINDOW (o->dialog), p)));
}

/* PDF */

static void
export_response_cb (GtkNativeDialog *chooser, int response, PrintOptions *o)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GgPrintJob) job = NULL;
  g_autoptr (GError) error = NULL;
  double width, height;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      path = g_file_get_path (file);
      job = options_job (o, &error);
      if (job == NULL || !gg_print_job_write_pdf (job, path, papers[o->paper], &error))
        _gg_roster_window_error (o->window, _("Could not write the PDF"), error->message);
      else
        {
          g_autofree char *text = NULL;

          gg_paper_get_size (papers[o->paper], &width, &height);
          text = g_strdup_printf (_("PDF written: %u pages"),
                                     gg_print_job_get_n_pages (job, width, height));
          _gg_roster_window_toast (o->window, text);
          gtk_window_close (GTK_WINDOW (o->dialog));
        }
    }
  g_object_unref (chooser);
}

static void
export_clicked_cb (GtkButton *button, PrintOptions *o)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Export to PDF"), GTK_WINDOW (o->dialog),
                                    GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PDF documents"));
  gtk_file_filter_add_pattern (filter, "*.pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_autofree char *file_name = gg_names_file_name (o->window->name, ".pdf", _("roster.pdf"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), o);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The dialog */

static void
option_cb (AdwComboRow *row, GParamSpec *pspec, guint *value)
{
  *value = adw_combo_row_get_selected (row);
}

static void
opponent_cb (AdwComboRow *row, GParamSpec *pspec, PrintOptions *o)
{
  guint i = adw_combo_row_get_selected (row);

  g_free (o->opponent);
  o->opponent = i > 0 ? g_strdup (g_ptr_array_index (o->opponents, i - 1)) : NULL;
}

static GtkWidget *
option_row (const char *title, const char *subtitle, const char *const *labels, guint *value)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *list = gtk_string_list_new (labels);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), *value);
  g_signal_connect (row, "notify::selected", G_CALLBACK (option_cb), value);
  g_object_unref (list);
  return row;
}

/* Opponents: the shipped rosters of the same rules. */
static GtkWidget *
opponent_row (PrintOptions *o)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *list = gtk_string_list_new (NULL);
  g_auto (GStrv) paths = gg_roster_list_shipped ();

  gtk_string_list_append (list, _("None"));
  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    {
      g_autoptr (GgRoster) r = gg_roster_load_resource (paths[i], NULL);

      if (r == NULL || r->ruleset != o->window->roster->ruleset)
        continue;
      gtk_string_list_append (list, gg_roster_node_get_text (gg_roster_get_root (r), "name"));
      g_ptr_array_add (o->opponents, g_strdup (paths[i]));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Opponent’s roster"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Chits for both sides, in two colours"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  g_signal_connect (row, "notify::selected", G_CALLBACK (opponent_cb), o);
  g_object_unref (list);
  return row;
}

static GtkWidget *
options_group (PrintOptions *o)
{
  const char *kinds[] = { _("Roster sheet and unit cards"),
                             _("Base labels"), _("Activation chits"), _("Templates at 1:1"),
                                                                           NULL };
  const char *languages[] = { _("In Italian"), _("In English"), NULL };
  const char *styles[] = { _("Square tokens"), _("Poker cards"), _("Tombola numbers"), NULL };
  const char *paper_names[] = { _("A4"), _("Letter"), NULL };
  GtkWidget *group = adw_preferences_group_new ();
  AdwPreferencesGroup *g = ADW_PREFERENCES_GROUP (group);

  adw_preferences_group_add (g, option_row (_("Print"), NULL, kinds, &o->kind));
  adw_preferences_group_add (
    g, option_row (_("Language"), _("Independent of the language of the interface"), languages,
                                      &o->lang));
  adw_preferences_group_add (g, option_row (_("Chit style"), NULL, styles, &o->style));
  adw_preferences_group_add (g, opponent_row (o));
  adw_preferences_group_add (g, option_row (_("Paper"), NULL, paper_names, &o->paper));
  return group;
}

static GtkWidget *
dialog_button (const char *label, GCallback cb, PrintOptions *o)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_signal_connect (button, "clicked", cb, o);
  return button;
}

static GtkWidget *
print_dialog (PrintOptions *o)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *print = dialog_button (_("_Print…"), G_CALLBACK (print_clicked_cb), o);

  o->dialog = window;
  gtk_widget_add_css_class (print, "suggested-action");
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), print);
  adw_header_bar_pack_end (
    ADW_HEADER_BAR (header),
    dialog_button (_("_Export to PDF…"), G_CALLBACK (export_clicked_cb), o));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header),
                             dialog_button (_("Pre_view"), G_CALLBACK (preview_clicked_cb), o));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (options_group (o)));
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), page);
  gtk_widget_set_vexpand (page, TRUE);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), _("Print the Roster"));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (o->window));
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 520);
  g_object_set_data_full (G_OBJECT (window), "gg-options", o, (GDestroyNotify) options_free);
  return window;
}

static void
print_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgRosterWindow *self = GG_ROSTER_WINDOW (widget);
  PrintOptions *o = g_new0 (PrintOptions, 1);
  const char *ui = g_get_language_names ()[0];

  if (self->roster == NULL)
    return g_free (o);
  o->window = self;
  o->opponents = g_ptr_array_new_with_free_func (g_free);
  o->lang = g_str_has_prefix (ui, "it") ? 0 : 1;
  gtk_window_present (GTK_WINDOW (print_dialog (o)));
}

void
_gg_roster_window_class_init_print (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "roster.print", NULL, print_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "roster.print",
                                       NULL);
}
