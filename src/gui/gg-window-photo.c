/* gg-window-photo.c: adding a photo of the real table to the game (win.add-photo, or a JPEG or
 * PNG dropped on the table), and the warning for a game whose photos are missing. The photo is
 * read by the core (gg_photo_load) in a worker thread, then calibrated in GgPhotoCalibrate. */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-game-background.h"
#include "gg-photo-calibrate.h"
#include "gg-photo.h"

static void
load_thread (GTask *task, gpointer source, gpointer path, GCancellable *cancellable)
{
  GError *error = NULL;
  GdkPixbuf *photo = gg_photo_load (path, &error);

  if (photo != NULL)
    g_task_return_pointer (task, photo, g_object_unref);
  else
    g_task_return_error (task, error);
}

static void
toast_error (GgWindow *self, const char *message)
{
  g_autofree char *text = g_strdup_printf (_("Could not add the photo: %s"), message);
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GgWindow *self = GG_WINDOW (source);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkPixbuf) photo = g_task_propagate_pointer (G_TASK (result), &error);
  const char *path = g_task_get_task_data (G_TASK (result));

  _gg_window_set_busy (self, NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self))) /* the window was closed meanwhile */
    return;
  if (photo == NULL)
    toast_error (self, error->message);
  else
    gtk_window_present (
      GTK_WINDOW (gg_photo_calibrate_new (GTK_WINDOW (self), self->document, path, photo)));
}

/* Opens the calibration view of the photo at @file once it is read: a 12 MP JPEG takes about
 * 0.4 s to decode, so it is read in a worker thread while the title says so and the pointer
 * shows progress (as a game being opened; a toast dismissed that soon can crash libadwaita
 * 1.2); a photo that cannot be read is a toast. */
void
_gg_window_add_photo_file (GgWindow *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = NULL;
  g_autoptr (GTask) task = NULL;

  if (path == NULL)
    {
      toast_error (self, _("only a photo on this computer can be added"));
      return;
    }
  text = g_strdup_printf (_("Opening the photo %s…"), name);
  _gg_window_set_busy (self, text);
  task = g_task_new (self, NULL, loaded_cb, NULL);
  g_task_set_task_data (task, g_steal_pointer (&path), g_free);
  g_task_run_in_thread (task, load_thread);
}

void
gg_window_add_photo (GgWindow *self, GFile *file)
{
  _gg_window_add_photo_file (self, file);
}

static void
choose_response_cb (GtkNativeDialog *dialog, int response, GgWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      _gg_window_add_photo_file (self, file);
    }
  g_object_unref (dialog);
}

void
_gg_window_choose_photo (GgWindow *self)
{
  GtkFileChooserNative *dialog =
    gtk_file_chooser_native_new (_("Add a Photo of the Table"), GTK_WINDOW (self),
                                    GTK_FILE_CHOOSER_ACTION_OPEN, _("_Add"), _("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Photos (JPEG, PNG)"));
  gtk_file_filter_add_mime_type (filter, "image/jpeg");
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_filter_add_suffix (filter, "jpg");
  gtk_file_filter_add_suffix (filter, "jpeg");
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (choose_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* A file dropped on the table: a photo to add (a game file is not taken here). */
static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, GgWindow *self)
{
  GFile *file;

  if (!G_VALUE_HOLDS (value, G_TYPE_FILE) || !(file = g_value_get_object (value)))
    return FALSE;
  _gg_window_add_photo_file (self, file);
  return TRUE;
}

void
_gg_window_setup_photo (GgWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);

  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), GTK_EVENT_CONTROLLER (target));
}

/* A game whose photos are missing opens without them and says so. */
void
_gg_window_check_photos (GgWindow *self)
{
  g_autofree char *missing = gg_game_missing_photos (gg_document_get_game (self->document));
  AdwToast *toast;

  if (missing == NULL)
    return;
  toast = adw_toast_new (missing);
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
