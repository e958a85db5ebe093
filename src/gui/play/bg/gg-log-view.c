/* gg-log-view.c */
#include "gg-config.h"

#include "gg-log-view.h"
#include "gg-save.h"

#include <glib/gi18n.h>
#include <string.h>

#include "gg-bg-play.h"

struct _GgLogView
{
  GtkBox parent_instance;

  GgPlayContext *context;
  guint n_rows;

  /* template children */
  GtkLabel *count_label;
  GtkEntry *dispute_entry;
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (GgLogView, gg_log_view, GTK_TYPE_BOX)

static char *
rolls_text (GgDice *dice, const GgLogEntry *e)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < e->n_rolls && e->first_roll > 0; i++)
    {
      guint at = e->first_roll - 1 + i;
      const GgRoll *r = at < gg_dice_get_n_rolls (dice) ? gg_dice_get_roll (dice, at) : NULL;

      if (r == NULL)
        break;
      g_string_append_printf (s, "%s%s %d%s", i ? ", " : "", gg_die_name (r->kind), r->value,
                              r->entered ? _(" (real die)") : "");
    }
  return g_string_free (s, FALSE);
}

static char *
entry_heading (const GgLogEntry *e)
{
  g_autoptr (GDateTime) t = g_date_time_new_from_unix_local (e->time);
  g_autofree char *when = t ? g_date_time_format (t, "%H:%M:%S") : g_strdup ("?");
  g_autofree char *activation = gg_log_entry_render_activation (e); /* in the UI's language */

  /* Translators: time · turn · activation */
  return g_strdup_printf (_("%s · turn %u · %s"), when, e->turn, activation ? activation : "—");
}

static GtkWidget *
row_label (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static GtkWidget *
entry_row (GgDice *dice, const GgLogEntry *e)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *head = entry_heading (e);
  g_autofree char *rolls = rolls_text (dice, e);
  g_autofree char *text = gg_log_entry_render (e); /* in the UI's language */

  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), row_label (head, "caption"));
  gtk_box_append (GTK_BOX (box), row_label (text, NULL));
  if (*rolls != '\0')
    gtk_box_append (GTK_BOX (box), row_label (rolls, "dim-label"));
  return box;
}

static void
refresh (GgLogView *self)
{
  GgGameState *state = self->context ? gg_play_context_get_state (self->context) : NULL;
  guint n = state ? gg_log_get_n_entries (state->log) : 0;
  g_autofree char *count = g_strdup_printf (ngettext ("%u entry", "%u entries", n), n);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  self->n_rows = n;
  gtk_label_set_text (self->count_label, count);
  for (guint i = n; i > 0; i--)
    gtk_list_box_append (self->list, entry_row (state->dice, gg_log_get_entry (state->log, i - 1)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "log.export", n > 0);
}

gboolean
gg_log_view_export (GgLogView *self, GFile *file, GError **error)
{
  GgGameState *state = gg_play_context_get_state (self->context);
  g_autofree char *text = gg_log_to_text (state->log, state->dice);

  g_autofree char *path = g_file_get_path (file);

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local files can be saved"));
      return FALSE;
    }
  /* written as a game is: temporary file, sync, rename */
  return gg_save_bytes (path, text, strlen (text), GG_SAVE_NONE, error);
}

static void
save_response_cb (GtkNativeDialog *dialog, int response, GgLogView *self)
{
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (!gg_log_view_export (self, file, &error))
        gtk_label_set_text (self->count_label, error->message);
    }
  g_object_unref (dialog);
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    _("Export the Referee's Log"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
       GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("referee-log.txt"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* BG-2.8-a: a doubtful case settled by a D10, odd or even, and logged. */
gboolean
gg_log_view_dispute (GgLogView *self, const char *question)
{
  GgGame *game = gg_play_context_get_game (self->context);
  g_autofree char *q = g_strstrip (g_strdup (question ? question : ""));
  gboolean even;
  int roll;

  if (game == NULL || game->state == NULL)
    return FALSE;
  even = gg_bg_play_dispute (game, *q ? q : _("doubtful case"), &roll);
  gtk_editable_set_text (GTK_EDITABLE (self->dispute_entry), "");
  gg_play_context_commit (self->context);
  return even;
}

static void
dispute_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgLogView *self = GG_LOG_VIEW (widget);

  gg_log_view_dispute (self, gtk_editable_get_text (GTK_EDITABLE (self->dispute_entry)));
}

static void
context_changed_cb (GgPlayContext *context, GgLogView *self)
{
  refresh (self);
}

void
gg_log_view_set_context (GgLogView *self, GgPlayContext *context)
{
  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  g_set_object (&self->context, context);
  if (context != NULL)
    g_signal_connect (context, "changed", G_CALLBACK (context_changed_cb), self);
  refresh (self);
}

guint
gg_log_view_get_n_rows (GgLogView *self)
{
  return self->n_rows;
}

static void
gg_log_view_dispose (GObject *object)
{
  GgLogView *self = GG_LOG_VIEW (object);

  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  g_clear_object (&self->context);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_LOG_VIEW);
  G_OBJECT_CLASS (gg_log_view_parent_class)->dispose (object);
}

static void
gg_log_view_class_init (GgLogViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_log_view_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/org/gigogin/Gigogin/gg-log-view.ui");
  gtk_widget_class_bind_template_child (widget_class, GgLogView, count_label);
  gtk_widget_class_bind_template_child (widget_class, GgLogView, dispute_entry);
  gtk_widget_class_bind_template_child (widget_class, GgLogView, list);
  gtk_widget_class_install_action (widget_class, "log.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "log.dispute", NULL, dispute_action);
}

static void
gg_log_view_init (GgLogView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
gg_log_view_new (void)
{
  return g_object_new (GG_TYPE_LOG_VIEW, NULL);
}
