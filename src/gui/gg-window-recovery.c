/* gg-window-recovery.c: autosave every minute and at each turn's end to the recovery file
 * (gg-save.h, through gg_document_autosave()), and after a crash or a kill the offer to restore
 * what was autosaved. A clean save or close discards the recovery file (gg-window-guard.c and
 * gg_document_save()). */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-game-state.h"

#define AUTOSAVE_SECONDS 60

gboolean
gg_window_autosave (GgWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!gg_document_get_modified (self->document))
    return FALSE;
  if (!gg_document_autosave (self->document, &error))
    {
      /* the game on screen is intact; say so once a minute at most, without a dialog */
      g_autofree char *text = g_strdup_printf (_("Autosave failed: %s"), error->message);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
      return FALSE;
    }
  return TRUE;
}

static gboolean
autosave_cb (gpointer data)
{
  gg_window_autosave (GG_WINDOW (data));
  return G_SOURCE_CONTINUE;
}

static guint
current_turn (GgWindow *self)
{
  GgGame *game = gg_document_get_game (self->document);

  return game && game->state ? gg_game_state_get_turn (game->state) : 0;
}

/* A new turn means the last one ended: a natural moment to keep a copy. */
static void
changed_cb (GgDocument *document, GgWindow *self)
{
  guint turn = current_turn (self);

  if (turn > self->last_turn && self->last_turn > 0)
    gg_window_autosave (self);
  self->last_turn = turn;
}

void
_gg_window_setup_autosave (GgWindow *self)
{
  self->autosave_id = g_timeout_add_seconds (AUTOSAVE_SECONDS, autosave_cb, self);
  g_signal_connect (self->document, "changed", G_CALLBACK (changed_cb), self);
}

void
_gg_window_stop_autosave (GgWindow *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
}

static void
restore (GgWindow *self, GgRecovery *recovery)
{
  g_autoptr (GError) error = NULL;

  if (!gg_document_load_recovery (self->document, recovery, &error))
    {
      _gg_window_show_error (self, _("Could not restore the game"), error->message);
      return;
    }
  _gg_window_check_rules (self);
  _gg_window_check_photos (self);
  _gg_window_adopt_game_unit (self);
  gg_canvas_zoom_to_fit (self->canvas);
}

static void
recovery_response_cb (AdwMessageDialog *dialog, const char *response, GgWindow *self)
{
  GgRecovery *recovery = g_object_get_data (G_OBJECT (dialog), "recovery");
  g_autoptr (GError) error = NULL;

  if (g_str_equal (response, "restore"))
    restore (self, recovery);
  else if (g_str_equal (response, "discard") && !gg_recovery_discard_file (recovery->path, &error))
    _gg_window_show_error (self, _("Could not remove the autosaved game"), error->message);
}

static char *
recovery_body (const GgRecovery *recovery)
{
  g_autofree char *name = recovery->original ? g_path_get_basename (recovery->original) : NULL;
  g_autoptr (GDateTime)
    when = g_date_time_new_from_unix_local (recovery->saved_at / G_USEC_PER_SEC);
  /* Translators: the date and time of a recovery file, as g_date_time_format() takes it; in the
   * UI's language, not the locale's (LC_TIME may be another language's) */
  g_autofree char *time = when ? g_date_time_format (when, _("%Y-%m-%d %H:%M")) : g_strdup ("?");

  if (name == NULL)
    /* Translators: %s is a date and time */
    return g_strdup_printf (_("Gigogin stopped before a new game was saved. The game as it "
                              "was at %s can be restored."),
                               time);
  /* Translators: a file name, then a date and time */
  return g_strdup_printf (_("Gigogin stopped before the changes to “%s” were saved. The game as "
                            "it was at %s can be restored."),
                             name, time);
}

GtkWidget *
gg_window_offer_recovery (GgWindow *self)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  AdwMessageDialog *d;

  if (found->len == 0)
    return NULL;
  body = recovery_body (g_ptr_array_index (found, 0));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Restore the Unsaved Game?"), body);
  d = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_responses (d, "discard", _("_Discard"), "restore", _("_Restore"), NULL);
  adw_message_dialog_set_response_appearance (d, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (d, "restore", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (d, "restore");
  /* Escape keeps the file: the offer comes again at the next start */
  adw_message_dialog_set_close_response (d, "later");
  g_object_set_data_full (G_OBJECT (dialog), "recovery", g_ptr_array_steal_index (found, 0),
                          (GDestroyNotify) gg_recovery_free);
  g_signal_connect (dialog, "response", G_CALLBACK (recovery_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
