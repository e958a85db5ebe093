/* gg-window-recovery.c: autosave every minute and at each turn's end to the window's own
 * recovery file (gg-save.h, through gg_document_autosave()), and the offer to restore what a
 * crash or a kill left: at start, and whenever a game is opened whose changes were left so.
 * Only the user's Discard removes a file that was offered; Escape keeps it for the next time.
 * A clean save or close discards the window's own file (gg-window-guard.c, gg_document_save()). */
#include "gg-config.h"

#include "gg-window-private.h"

#include <glib/gi18n.h>

#include "gg-game-state.h"
#include "gg-save.h"

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
  g_signal_connect (self->document, "changed", G_CALLBACK (changed_cb), self);
}

/* Every minute, or as the settings' autosave-seconds say. */
void
_gg_window_start_autosave (GgWindow *self)
{
  guint seconds = g_settings_get_uint (self->settings, "autosave-seconds");

  g_clear_handle_id (&self->autosave_id, g_source_remove);
  self->autosave_id = g_timeout_add_seconds (MAX (seconds, 1), autosave_cb, self);
}

void
_gg_window_stop_autosave (GgWindow *self)
{
  g_clear_handle_id (&self->autosave_id, g_source_remove);
}

/* Restores into this window if it holds nothing of its own to lose, else into a new window. */
static void
restore (GgWindow *self, GgRecovery *recovery)
{
  g_autoptr (GError) error = NULL;
  GgWindow *target = self;

  if (gg_document_get_modified (self->document) ||
      gg_document_get_recovery_path (self->document) != NULL)
    {
      GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

      target = gg_window_new (GG_APPLICATION (app));
      gtk_window_present (GTK_WINDOW (target));
    }
  if (!gg_document_load_recovery (target->document, recovery, &error))
    {
      _gg_window_show_error (target, _("Could not restore the game"), error->message);
      return;
    }
  _gg_window_check_rules (target);
  _gg_window_check_photos (target);
  _gg_window_adopt_game_unit (target);
  gg_canvas_zoom_to_fit (target->canvas);
}

static void show_next_offer (GgWindow *self);

static void
recovery_response_cb (AdwMessageDialog *dialog, const char *response, GgWindow *self)
{
  g_autoptr (GgRecovery) recovery = NULL;
  g_autoptr (GError) error = NULL;

  self->offer_dialog = NULL;
  /* a window being closed has dropped its offers: the files stay for the next start */
  if (self->offers == NULL || self->offers->len == 0)
    return;
  recovery = g_ptr_array_steal_index (self->offers, 0);
  if (g_str_equal (response, "restore"))
    restore (self, recovery);
  else if (g_str_equal (response, "discard") && !gg_recovery_discard_file (recovery->path, &error))
    _gg_window_show_error (self, _("Could not remove the autosaved game"), error->message);
  /* any other answer (Escape, closing the question) keeps the file: it is offered again */
  show_next_offer (self);
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
                              "was at %s can be restored. Discard deletes it for good."),
                               time);
  /* Translators: a file name, then a date and time */
  return g_strdup_printf (_("Gigogin stopped before the changes to “%s” were saved. The game as "
                            "it was at %s can be restored. Discard deletes those changes for "
                            "good; the file itself stays as it was last saved."),
                             name, time);
}

static void
show_next_offer (GgWindow *self)
{
  const GgRecovery *recovery;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  AdwMessageDialog *d;

  if (self->offer_dialog != NULL || self->offers->len == 0)
    return;
  recovery = g_ptr_array_index (self->offers, 0);
  body = recovery_body (recovery);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Restore the Unsaved Game?"), body);
  d = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_responses (d, "discard", _("_Discard"), "restore", _("_Restore"), NULL);
  adw_message_dialog_set_response_appearance (d, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (d, "restore", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (d, "restore");
  /* Escape keeps the file: the offer comes again at the next start or opening */
  adw_message_dialog_set_close_response (d, "later");
  g_signal_connect_object (dialog, "response", G_CALLBACK (recovery_response_cb), self, 0);
  self->offer_dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
offered (GgWindow *self, const char *path)
{
  for (guint i = 0; i < self->offers->len; i++)
    if (g_str_equal (((GgRecovery *) g_ptr_array_index (self->offers, i))->path, path))
      return TRUE;
  return FALSE;
}

/* Queues each recovery found that is not offered yet, newest first, and shows the first. */
static GtkWidget *
offer (GgWindow *self, GPtrArray *found)
{
  for (guint i = 0; i < found->len; i++)
    {
      GgRecovery *recovery = g_ptr_array_index (found, i);

      if (!offered (self, recovery->path))
        g_ptr_array_add (self->offers, g_steal_pointer (&found->pdata[i]));
    }
  show_next_offer (self);
  return self->offer_dialog;
}

GtkWidget *
gg_window_offer_recovery (GgWindow *self)
{
  g_autoptr (GPtrArray) found = gg_recovery_list ();

  return offer (self, found);
}

void
_gg_window_offer_recovery_for (GgWindow *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr (GPtrArray) found = path ? gg_recovery_list_for (path) : NULL;

  if (found != NULL)
    offer (self, found);
}

GtkWidget *
gg_window_get_recovery_offer (GgWindow *self)
{
  return self->offer_dialog;
}

void
_gg_window_init_recovery (GgWindow *self)
{
  self->offers = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_recovery_free);
}

void
_gg_window_dispose_recovery (GgWindow *self)
{
  g_clear_pointer (&self->offers, g_ptr_array_unref);
}
