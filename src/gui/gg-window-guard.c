/* gg-window-guard.c: never losing work. Closing the window, opening a game or starting a new
 * one while the game has unsaved changes first asks: Discard, Cancel or Save. Save goes through
 * the normal save (or Save As for a game never saved) and carries on only if it worked. */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

static void
drop_pending (GgWindow *self)
{
  if (self->then_destroy != NULL && self->then_data != NULL)
    self->then_destroy (self->then_data);
  self->then = NULL;
  self->then_data = NULL;
  self->then_destroy = NULL;
}

void
_gg_window_run_pending (GgWindow *self)
{
  GgWindowThen then = self->then;
  gpointer data = self->then_data;
  GDestroyNotify destroy = self->then_destroy;

  self->then = NULL;
  self->then_data = NULL;
  self->then_destroy = NULL;
  if (then != NULL)
    then (self, data);
  if (destroy != NULL && data != NULL)
    destroy (data);
}

void
_gg_window_cancel_pending (GgWindow *self)
{
  drop_pending (self);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, GgWindow *self)
{
  GFile *file = gg_document_get_file (self->document);

  if (g_str_equal (response, "discard"))
    {
      gg_document_discard_changes (self->document);
      _gg_window_run_pending (self);
    }
  else if (g_str_equal (response, "save") && file != NULL)
    gg_window_save_to (self, file, TRUE); /* what is pending runs once the game is written */
  else if (g_str_equal (response, "save"))
    /* Save As runs what is pending once the game is written */
    _gg_window_save_as (self);
  else
    drop_pending (self);
}

static GtkWidget *
question (GgWindow *self)
{
  g_autofree char *body = g_strdup_printf (
    _("“%s” has changes that are not saved. If you do not save them, they are lost."),
       gg_document_get_title (self->document));
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), body);
  AdwMessageDialog *d = ADW_MESSAGE_DIALOG (dialog);

  adw_message_dialog_add_responses (
    d, "cancel", _("_Cancel"), "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (d, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (d, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (d, "save");
  adw_message_dialog_set_close_response (d, "cancel");
  return dialog;
}

void
_gg_window_confirm_discard (GgWindow *self, GgWindowThen then, gpointer data,
                            GDestroyNotify destroy)
{
  GtkWidget *dialog;

  drop_pending (self);
  self->then = then;
  self->then_data = data;
  self->then_destroy = destroy;
  if (!gg_document_get_modified (self->document))
    {
      _gg_window_run_pending (self);
      return;
    }
  dialog = question (self);
  g_signal_connect (dialog, "response", G_CALLBACK (response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
close_idle_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Once the question has gone: a window closed inside its dialog's response leaves the dialog
 * pointing at a window that is no more. */
static void
close_now (GgWindow *self, gpointer data)
{
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, close_idle_cb, g_object_ref (self), g_object_unref);
}

gboolean
_gg_window_close_request (GgWindow *self)
{
  if (self->close_confirmed || !gg_document_get_modified (self->document))
    {
      /* a clean close: nothing is left to recover */
      gg_document_discard_recovery (self->document);
      return FALSE;
    }
  _gg_window_confirm_discard (self, close_now, NULL, NULL);
  return TRUE;
}
