/* gg-window-disk.c: the game's file changed on disk behind this window's back (another window,
 * another instance, a text editor). As GNOME Text Editor does, a bar says so as soon as it is
 * noticed, and a save over such a file waits for the user's word: Reload (this window's
 * changes are dropped) or Save Anyway (the other version survives as FILE~). */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-a11y.h"

enum
{
  RESPONSE_RELOAD = 1,
  RESPONSE_SAVE_ANYWAY,
};

static void
hide_bar (GgWindow *self)
{
  gtk_info_bar_set_revealed (self->disk_bar, FALSE);
  self->disk_save_pending = FALSE;
}

static void
reload (GgWindow *self)
{
  g_autoptr (GFile) file = g_object_ref (gg_document_get_file (self->document));

  /* the user chose to drop this window's changes for the file's version */
  gg_document_discard_changes (self->document);
  gg_window_open (self, file);
}

static void
bar_response_cb (GtkInfoBar *bar, int response, GgWindow *self)
{
  gboolean pending = self->disk_save_pending;
  GFile *file = gg_document_get_file (self->document);

  hide_bar (self);
  if (response == RESPONSE_RELOAD && file != NULL)
    {
      if (pending)
        _gg_window_cancel_pending (self);
      reload (self);
    }
  else if (response == RESPONSE_SAVE_ANYWAY && file != NULL)
    _gg_window_save_to_full (self, file, pending, TRUE);
  else if (pending)
    _gg_window_cancel_pending (self);
}

static void
show_bar (GgWindow *self, gboolean save_pending)
{
  g_autofree char *text = g_strdup_printf (
    _("“%s” was changed on disk by another window or program since it was opened or saved "
      "here."),
       gg_document_get_title (self->document));

  gtk_label_set_text (self->disk_label, text);
  gtk_button_set_label (GTK_BUTTON (self->disk_reload), gg_document_get_modified (self->document)
                        ? _("_Discard Changes and Reload")
                        : _("_Reload"));
  self->disk_save_pending = self->disk_save_pending || save_pending;
  gtk_info_bar_set_revealed (self->disk_bar, TRUE);
}

gboolean
_gg_window_disk_conflict (GgWindow *self, GFile *file, gboolean then_pending)
{
  GFile *own = gg_document_get_file (self->document);

  if (own == NULL || !g_file_equal (own, file) || !gg_document_changed_on_disk (self->document))
    return FALSE;
  show_bar (self, then_pending);
  return TRUE;
}

gboolean
gg_window_get_disk_conflict_shown (GgWindow *self)
{
  return gtk_info_bar_get_revealed (self->disk_bar);
}

void
gg_window_resolve_disk_conflict (GgWindow *self, gboolean save_anyway)
{
  gtk_info_bar_response (self->disk_bar, save_anyway ? RESPONSE_SAVE_ANYWAY : RESPONSE_RELOAD);
}

/* A monitor's events come before this window's own save has finished: look once things settle. */
static gboolean
check_cb (gpointer data)
{
  GgWindow *self = data;

  self->disk_check_id = 0;
  if (!gg_window_is_saving (self) && !gg_window_is_opening (self) &&
      gg_document_changed_on_disk (self->document))
    show_bar (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
monitor_changed_cb (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                    GgWindow *self)
{
  if (event != G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT && event != G_FILE_MONITOR_EVENT_CREATED &&
      event != G_FILE_MONITOR_EVENT_RENAMED && event != G_FILE_MONITOR_EVENT_MOVED_IN)
    return;
  g_clear_handle_id (&self->disk_check_id, g_source_remove);
  self->disk_check_id = g_timeout_add (300, check_cb, self);
}

static void
file_changed_cb (GgDocument *document, GParamSpec *pspec, GgWindow *self)
{
  GFile *file = gg_document_get_file (document);

  hide_bar (self);
  if (self->disk_monitor != NULL)
    g_signal_handlers_disconnect_by_data (self->disk_monitor, self);
  g_clear_object (&self->disk_monitor);
  if (file == NULL || !g_file_is_native (file))
    return;
  self->disk_monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->disk_monitor != NULL)
    g_signal_connect (self->disk_monitor, "changed", G_CALLBACK (monitor_changed_cb), self);
}

/* The bar sits under the header bar, above the table. */
void
_gg_window_setup_disk (GgWindow *self)
{
  GtkWidget *flap = GTK_WIDGET (self->flap);
  GtkWidget *box = gtk_widget_get_parent (flap);
  GtkWidget *area;

  self->disk_bar = GTK_INFO_BAR (gtk_info_bar_new ());
  gtk_info_bar_set_message_type (self->disk_bar, GTK_MESSAGE_WARNING);
  self->disk_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->disk_label, TRUE);
  gtk_label_set_xalign (self->disk_label, 0);
  gtk_info_bar_add_child (self->disk_bar, GTK_WIDGET (self->disk_label));
  self->disk_reload = gtk_info_bar_add_button (self->disk_bar, _("_Reload"), RESPONSE_RELOAD);
  gtk_info_bar_add_button (self->disk_bar, _("_Save Anyway"), RESPONSE_SAVE_ANYWAY);
  area = GTK_WIDGET (self->disk_bar);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The game’s file changed on disk"), -1);
  gtk_info_bar_set_revealed (self->disk_bar, FALSE);
  /* the buttons are named once, by their labels, though hidden until the bar is shown */
  gg_a11y_name_tree (area);
  gtk_box_insert_child_after (GTK_BOX (box), area, gtk_widget_get_prev_sibling (flap));
  g_signal_connect (self->disk_bar, "response", G_CALLBACK (bar_response_cb), self);
  g_signal_connect (self->document, "notify::file", G_CALLBACK (file_changed_cb), self);
}

void
_gg_window_dispose_disk (GgWindow *self)
{
  g_clear_handle_id (&self->disk_check_id, g_source_remove);
  if (self->disk_monitor != NULL)
    g_signal_handlers_disconnect_by_data (self->disk_monitor, self);
  g_clear_object (&self->disk_monitor);
}
