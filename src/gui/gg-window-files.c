/* gg-window-files.c: new games, saving (atomically, with a backup: gg-save.h), save as, and
 * the recent files (GtkRecentManager). */
#include "gg-config.h"

#include "gg-window-private.h"

#include "gg-names.h"

#include <glib/gi18n.h>

#include "gg-application.h"
#include "gg-game-state.h"
#include "gg-save.h"
#include "gg-new-game-dialog.h"
#include "gg-preferences-window.h"

#define MAX_RECENT 8

static void
start_game (GgWindow *self, gpointer data)
{
  /* the pending data's destroy (gg_game_unref) runs after this: the document keeps a ref */
  GgGame *game = gg_game_ref (data);

  const char *title = self->new_game_title;

  gg_document_set_game (self->document, game, NULL, title ? title : _("New game"));
  _gg_window_adopt_game_unit (self);
  gg_canvas_zoom_to_fit (self->canvas);
}

void
gg_window_start_game (GgWindow *self, GgGame *game, const char *title)
{
  g_free (self->new_game_title);
  self->new_game_title = g_strdup (title);
  _gg_window_confirm_discard (self, start_game, game, (GDestroyNotify) gg_game_unref);
}

static void
open_scenario (GgWindow *self, gpointer data)
{
  const char *resource = data;
  const char *title = self->scenario_title;
  g_autofree char *name = g_path_get_basename (resource);
  g_autoptr (GError) error = NULL;
  GgGame *game;

  if (!gg_document_load_resource (self->document, resource, name, title, &error))
    {
      _gg_window_show_error (self, _("Could not open the scenario"), error->message);
      return;
    }
  game = gg_document_get_game (self->document);
  if (game->state != NULL)
    gg_game_state_reseed (game->state, g_random_int ());
  _gg_window_adopt_game_unit (self);
  gg_canvas_zoom_to_fit (self->canvas);
}

void
gg_window_open_scenario (GgWindow *self, const char *resource, const char *title)
{
  g_free (self->scenario_title);
  self->scenario_title = g_strdup (title);
  _gg_window_confirm_discard (self, open_scenario, g_strdup (resource), g_free);
}

/* The guide's HTML in the first of the user's languages it is written in, under
 * gigogin/help/LANG/ in GLib's system data dirs (XDG_DATA_DIRS: the build tree's share/ comes first
 * under meson devenv and in the tests) or the configured datadir. */
static char *
find_help_html (void)
{
  const char *const *names = g_get_language_names ();
  const char *const *system = g_get_system_data_dirs ();
  g_autoptr (GPtrArray) roots = g_ptr_array_new ();

  for (guint d = 0; system[d] != NULL; d++)
    g_ptr_array_add (roots, (gpointer) system[d]);
  g_ptr_array_add (roots, (gpointer) GG_DATADIR);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *lang = g_str_has_prefix (names[i], "en") ? "C" : names[i];

      for (guint r = 0; r < roots->len; r++)
        {
          g_autofree char *path =
            g_build_filename (roots->pdata[r], "gigogin", "help", lang, "index.html", NULL);

          if (g_file_test (path, G_FILE_TEST_EXISTS))
            return g_steal_pointer (&path);
        }
    }
  return NULL;
}

/* Where F1 goes: yelp's help:gigogin (yelp finds help/LANG/gigogin/ in the same data dirs) where
 * yelp is installed, else the HTML pages built from the same Mallard sources; NULL if neither. */
static char *
help_uri (void)
{
  g_autofree char *yelp = g_find_program_in_path ("yelp");
  g_autofree char *html = NULL;

  if (yelp != NULL)
    return g_strdup ("help:gigogin");
  html = find_help_html ();
  return html ? g_filename_to_uri (html, NULL, NULL) : NULL;
}

/* F1: the guide in yelp where it is installed, else the same pages in the browser. */
void
_gg_window_show_help (GgWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  g_autofree char *uri = help_uri ();

  if (uri == NULL)
    {
      _gg_window_show_error (GG_WINDOW (widget),
                             _("The user guide is not installed"),
                                _("Reinstall Gigogin, or read the guide’s pages in its source "
                               "folder help/."));
      return;
    }
  gg_application_show_uri (GG_APPLICATION (gtk_window_get_application (GTK_WINDOW (widget))),
                           GTK_WINDOW (widget), uri);
}

typedef struct
{
  GgWindow *window;
  gboolean then_pending; /* run what waited for the save (closing, opening), or drop it */
} Saving;

static void
saved_cb (GObject *document, GAsyncResult *result, gpointer data)
{
  Saving *saving = data;
  GgWindow *self = saving->window;
  g_autoptr (GError) error = NULL;
  gboolean ok = gg_document_save_finish (GG_DOCUMENT (document), result, &error);

  self->saving = NULL;
  self->saved = ok;
  _gg_window_set_busy (self, NULL);
  if (ok)
    {
      _gg_window_remember_file (self, gg_document_get_file (self->document));
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Game saved")));
    }
  else
    {
      g_autofree char *advice =
        g_strdup_printf (_("%s\n\nThe game is still open here: save it elsewhere with Save As "
          "(Ctrl+Shift+S)."),
                            error->message);

      _gg_window_show_error (self, _("Could not save the game"), advice);
    }
  if (saving->then_pending && ok)
    _gg_window_run_pending (self);
  else if (saving->then_pending)
    _gg_window_cancel_pending (self);
  g_object_unref (self);
  g_free (saving);
}

/* Saves to @file: the text is made at once, then checked and written in a worker thread while
 * the header says so; with @then_pending, what waited for the save goes on only if it
 * succeeded. */
void
gg_window_save_to (GgWindow *self, GFile *file, gboolean then_pending)
{
  _gg_window_save_to_full (self, file, then_pending, FALSE);
}

void
_gg_window_save_to_full (GgWindow *self, GFile *file, gboolean then_pending, gboolean force)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *what = g_strdup_printf (_("Saving “%s”…"), name);
  Saving *saving;

  if (gg_window_is_saving (self))
    return;
  /* another window or program wrote the file since: the user decides (gg-window-disk.c) */
  if (!force && _gg_window_disk_conflict (self, file, then_pending))
    return;
  saving = g_new0 (Saving, 1);
  saving->window = g_object_ref (self);
  saving->then_pending = then_pending;
  self->saving = saving;
  _gg_window_set_busy (self, what);
  gg_document_save_async (self->document, file, NULL, saved_cb, saving);
}

gboolean
gg_window_is_saving (GgWindow *self)
{
  return self->saving != NULL;
}

gboolean
gg_window_last_save_ok (GgWindow *self)
{
  return self->saved;
}

static void
save_response_cb (GtkNativeDialog *dialog, int response, GgWindow *self)
{
  g_autoptr (GFile) file =
    response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog)) : NULL;

  /* what waited for the save (closing, opening) goes on only if the game is on disk */
  if (file != NULL)
    gg_window_save_to (self, file, TRUE);
  else
    _gg_window_cancel_pending (self);
  g_object_unref (dialog);
}

void
_gg_window_save_as (GgWindow *self)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save the Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  GFile *file = gg_document_get_file (self->document);

  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    {
      /* the game's own name ("Volturno, 1 October 1860.yaml"), not a generic one */
      g_autofree char *name =
        gg_names_file_name (gg_document_get_title (self->document), ".yaml", _("game.yaml"));

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
_gg_window_save (GgWindow *self)
{
  GFile *file = gg_document_get_file (self->document);

  if (file != NULL)
    gg_window_save_to (self, file, FALSE);
  else
    _gg_window_save_as (self);
}

static void
open_file (GgWindow *self, gpointer file)
{
  gg_window_open (self, file);
}

void
_gg_window_open_recent (GgWindow *self, const char *uri)
{
  GFile *file = g_file_new_for_uri (uri);

  _gg_window_confirm_discard (self, open_file, file, g_object_unref);
}

/* What went wrong and what to do: the previous version kept by the last save (FILE~), or the
 * place in the file to mend. */
char *
_gg_window_open_advice (GFile *file, const char *message)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = path ? gg_save_backup_path (path) : NULL;
  g_autofree char *name = backup ? g_path_get_basename (backup) : NULL;

  if (backup != NULL && g_file_test (backup, G_FILE_TEST_EXISTS))
    return g_strdup_printf (_("%s\n\nThe version before the last save was kept as “%s”: open "
                              "it to go back to it."),
                               message, name);
  return g_strdup_printf (_("%s\n\nMend the file at the line and column named, in a text "
                            "editor, or open another game."),
                             message);
}

/* Only games: the printed PDFs and other files the recent list shares are left out. */
static gboolean
is_game_uri (const char *uri)
{
  return g_str_has_suffix (uri, ".yaml") || g_str_has_suffix (uri, ".yml");
}

/* A game that failed to open leaves the recent list, so that it only offers games that open. */
void
_gg_window_forget_file (GgWindow *self, GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);

  gtk_recent_manager_remove_item (gtk_recent_manager_get_default (), uri, NULL);
}

static void
fill_recent (GgWindow *self)
{
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  const char *app_name = g_get_application_name () ? g_get_application_name () : "Gigogin";
  guint n = 0;

  g_menu_remove_all (self->recent);
  for (GList *l = items; l != NULL && n < MAX_RECENT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      g_autofree char *action = NULL;

      if (!gtk_recent_info_has_application (info, app_name) || !gtk_recent_info_exists (info) ||
          !is_game_uri (gtk_recent_info_get_uri (info)))
        continue;
      action = g_strdup_printf ("win.open-recent('%s')", gtk_recent_info_get_uri (info));
      g_menu_append (self->recent, gtk_recent_info_get_display_name (info), action);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
recent_changed_cb (GtkRecentManager *manager, GgWindow *self)
{
  fill_recent (self);
}

void
_gg_window_setup_recent (GgWindow *self)
{
  fill_recent (self);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed",
                           G_CALLBACK (recent_changed_cb), self, 0);
}

void
_gg_window_remember_file (GgWindow *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *uri = g_file_get_uri (file);

  if (path != NULL)
    g_settings_set_string (self->settings, "last-file", path);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

void
_gg_window_class_init_files (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child_full (widget_class, "recent_menu", FALSE,
                                             G_STRUCT_OFFSET (GgWindow, recent));
}
