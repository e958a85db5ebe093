/* gg-window.c */
#include "gg-config.h"

#include "gg-window-private.h"

#include "gg-a11y.h"

#include <glib/gi18n.h>

#include "gg-d6-actions.h"
#include "gg-table-rules.h"
#include "gg-game-state.h"
#include "gg-ruleset.h"

G_DEFINE_FINAL_TYPE (GgWindow, gg_window, ADW_TYPE_APPLICATION_WINDOW)

static GgUnit
current_unit (GgWindow *self)
{
  return g_settings_get_enum (self->settings, "length-unit") == 1 ? GG_UNIT_IN : GG_UNIT_CM;
}

static void
update_game_label (GgWindow *self)
{
  GgGame *game = gg_document_get_game (self->document);
  GgUnit unit = current_unit (self);
  g_autofree char *w = gg_unit_format (unit, game->width, 0);
  g_autofree char *d = gg_unit_format (unit, game->depth, 0);
  g_autofree char *text = NULL;
  const char *rules = gg_ruleset_get_name (gg_ruleset_class (game->ruleset));

  /* Translators: rules name, table width × depth, figure scale, number of figures */
  text = g_strdup_printf (_("%s · table %s × %s · %d mm figures · %u figures"), rules, w, d,
                             game->scale, gg_game_state_n_on_table (game));
  gtk_label_set_text (self->game_label, text);
}

static void
update_title (GgWindow *self)
{
  GFile *file = gg_document_get_file (self->document);
  g_autofree char *dir = NULL;

  g_autofree char *title = g_strconcat (gg_document_get_modified (self->document) ? "• " : "",
                                        gg_document_get_title (self->document), NULL);

  adw_window_title_set_title (self->title, title);
  if (file != NULL)
    {
      g_autoptr (GFile) parent = g_file_get_parent (file);
      dir = parent ? g_file_get_parse_name (parent) : NULL;
    }
  adw_window_title_set_subtitle (self->title, dir ? dir : _("Built-in"));
  if (self->busy != NULL)
    adw_window_title_set_subtitle (self->title, self->busy);
}

/* While a game is read or written in a worker thread, the header says so (@what) and the
 * pointer shows progress; NULL when it is done. */
void
_gg_window_set_busy (GgWindow *self, const char *what)
{
  g_free (self->busy);
  self->busy = g_strdup (what);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), what ? "progress" : NULL);
  update_title (self);
  gg_window_actions_update (self);
}

static void
pointer_moved_cb (GgCanvas *canvas, double x, double y, gboolean inside, GgWindow *self)
{
  GgUnit unit = current_unit (self);
  g_autofree char *sx = NULL;
  g_autofree char *sy = NULL;
  g_autofree char *text = NULL;

  if (!inside)
    {
      gtk_label_set_text (self->pointer_label, "");
      return;
    }
  sx = gg_unit_format (unit, x, unit == GG_UNIT_IN ? 2 : 1);
  sy = gg_unit_format (unit, y, unit == GG_UNIT_IN ? 2 : 1);
  /* Translators: the pointer's table coordinates */
  text = g_strdup_printf (_("x %s, y %s"), sx, sy);
  gtk_label_set_text (self->pointer_label, text);
}

static void
zoom_changed_cb (GgCanvas *canvas, GParamSpec *pspec, GgWindow *self)
{
  /* px per mm at 96 dpi is 96/25.4; show the zoom relative to true size on screen */
  g_autofree char *text =
    g_strdup_printf ("%.0f %%", gg_canvas_get_zoom (canvas) * 25.4 / 96 * 100);

  gtk_label_set_text (self->zoom_label, text);
}

static void
unit_changed_cb (GSettings *settings, const char *key, GgWindow *self)
{
  gg_table_view_set_unit (self->table_view, current_unit (self));
  update_game_label (self);
}

/* “Undo Move”, “Redo Move terrain corner”: the buttons say which edit they take back. */
static void
update_history_tooltips (GgWindow *self)
{
  const char *undo = gg_document_get_undo_label (self->document);
  const char *redo = gg_document_get_redo_label (self->document);
  g_autofree char *undo_text = undo ? g_strdup_printf (_("Undo “%s”"), undo) : NULL;
  g_autofree char *redo_text = redo ? g_strdup_printf (_("Redo “%s”"), redo) : NULL;

  gtk_widget_set_tooltip_text (self->undo_button, undo_text ? undo_text : _("Undo"));
  gtk_widget_set_tooltip_text (self->redo_button, redo_text ? redo_text : _("Redo"));
}

static void
document_changed_cb (GgDocument *document, GgWindow *self)
{
  update_title (self);
  update_game_label (self);
  update_history_tooltips (self);
  _gg_window_sidebar_follow_game (self);
  gg_window_actions_update (self);
}

/* A game that names a club's table file which is missing or bad opens with the built-in tables
 * and says so. */
void
_gg_window_check_rules (GgWindow *self)
{
  g_autoptr (GError) error = NULL;
  AdwToast *toast;

  if (gg_game_load_rules (gg_document_get_game (self->document), &error))
    return;
  toast = adw_toast_new (error->message);
  adw_toast_set_timeout (toast, 0); /* stays until dismissed: the numbers are not the club's */
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  gg_document_changed (self->document);
}

void
_gg_window_show_error (GgWindow *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A game opened is shown in the unit it is played in (a d6 game's file says inches, D6-GEN-2; a
 * La Bella Gigogin game's, centimetres); the header's switch still changes it, and is kept. */
void
_gg_window_adopt_game_unit (GgWindow *self)
{
  GgGame *game = gg_document_get_game (self->document);

  if (game == NULL || game->units == GG_UNIT_MM || game->units == current_unit (self))
    return;
  g_settings_set_enum (self->settings, "length-unit", game->units == GG_UNIT_IN ? 1 : 0);
}

static void
opened_cb (GObject *document, GAsyncResult *result, gpointer data)
{
  g_autoptr (GgWindow) self = data;
  g_autoptr (GError) error = NULL;
  GFile *file = g_task_get_task_data (G_TASK (result));

  self->opening = FALSE;
  _gg_window_set_busy (self, NULL);
  if (!gg_document_load_file_finish (GG_DOCUMENT (document), result, &error))
    {
      g_autofree char *advice = _gg_window_open_advice (file, error->message);

      _gg_window_show_error (self, _("Could not open the game"), advice);
      _gg_window_forget_file (self, file);
      return;
    }
  _gg_window_check_rules (self);
  _gg_window_check_photos (self);
  _gg_window_adopt_game_unit (self);
  gg_canvas_zoom_to_fit (self->canvas);
  _gg_window_remember_file (self, file);
  _gg_window_offer_recovery_for (self, file);
}

/* The file is read and the game built off the main thread: a large game takes seconds, and
 * the window stays live, its header saying what it is opening, until the game is shown. */
void
gg_window_open (GgWindow *self, GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *what = g_strdup_printf (_("Opening “%s”…"), name);

  if (gg_window_is_opening (self))
    return;
  self->opening = TRUE;
  _gg_window_set_busy (self, what);
  gg_document_load_file_async (self->document, file, NULL, opened_cb, g_object_ref (self));
}

/* The replay window (gg-replay-window.c) shows the past on this window's table: the table is for
 * looking only, and nothing replaces or edits the game until it closes. */
void
gg_window_set_replaying (GgWindow *self, gboolean replaying)
{
  self->replaying = replaying;
  gtk_widget_set_can_target (GTK_WIDGET (self->table_view), !replaying);
  gg_window_actions_update (self);
}

gboolean
gg_window_is_opening (GgWindow *self)
{
  return self->opening;
}

void
gg_window_open_demo (GgWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!_gg_window_open_resource (self, NULL, NULL, NULL, &error))
    _gg_window_show_error (self, _("Could not open the demo battle"), error->message);
}

gboolean
_gg_window_open_resource (GgWindow *self, const char *path, const char *name, const char *title,
                          GError **error)
{
  if (path != NULL ? !gg_document_load_resource (self->document, path, name, title, error)
                   : !gg_document_load_demo (self->document, error))
    return FALSE;
  _gg_window_adopt_game_unit (self);
  gg_canvas_zoom_to_fit (self->canvas);
  return TRUE;
}

static void
open_response_cb (GtkNativeDialog *dialog, int response, GgWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      gg_window_open (self, file);
    }
  g_object_unref (dialog);
}

void
_gg_window_choose_and_open (GgWindow *self, gpointer data)
{
  GtkFileChooserNative *dialog;
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  dialog = gtk_file_chooser_native_new (
    _("Open a Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Gigogin games (YAML)"));
  gtk_file_filter_add_pattern (filter, "*.yaml");
  gtk_file_filter_add_pattern (filter, "*.yml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static gboolean
close_request_cb (GtkWindow *window, GgWindow *self)
{
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  return _gg_window_close_request (self);
}

static void
gg_window_dispose (GObject *object)
{
  GgWindow *self = GG_WINDOW (object);

  _gg_window_stop_autosave (self);
  _gg_window_dispose_disk (self);
  _gg_window_dispose_recovery (self);
  _gg_window_cancel_pending (self);
  _gg_window_sidebar_dispose (self);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  /* the unit action follows the application's settings, which outlive this window: without
   * this, changing the unit after a window was closed notified the closed window's actions */
  g_action_map_remove_action (G_ACTION_MAP (self), "length-unit");
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_WINDOW);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->busy, g_free);
  g_clear_pointer (&self->new_game_title, g_free);
  g_clear_pointer (&self->scenario_title, g_free);
  G_OBJECT_CLASS (gg_window_parent_class)->dispose (object);
}

static void
gg_window_class_init (GgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_window_dispose;
  gg_a11y_init (); /* before the first window: every window of the app is named the same way */
  g_type_ensure (GG_TYPE_TABLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/gigogin/Gigogin/gg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GgWindow, title);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, table_view);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, pointer_label);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, GgWindow, game_label);
  gtk_widget_class_bind_template_callback (widget_class, close_request_cb);

  _gg_window_class_init_actions (widget_class); /* gg-window-actions.c */
  _gg_window_class_init_files (widget_class);
  _gg_window_class_init_sidebar (widget_class);
}

static void
gg_window_init (GgWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document = gg_document_new ();
  self->canvas = gg_table_view_get_canvas (self->table_view);
  g_signal_connect (self->canvas, "pointer-moved", G_CALLBACK (pointer_moved_cb), self);
  g_signal_connect (self->canvas, "notify::zoom", G_CALLBACK (zoom_changed_cb), self);
  gg_table_view_set_document (self->table_view, self->document);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "table",
                                  gg_table_view_get_actions (self->table_view));
  g_signal_connect (self->document, "changed", G_CALLBACK (document_changed_cb), self);
  _gg_window_setup_sidebar (self);
  _gg_window_setup_legend (self);
  _gg_window_init_recovery (self);
  _gg_window_setup_autosave (self);
  _gg_window_setup_disk (self);
  _gg_window_setup_photo (self);
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its bars not shown yet */
}

static void
setup_settings (GgWindow *self, GgApplication *application)
{
  g_autoptr (GAction) unit_action = NULL;

  self->settings = g_object_ref (gg_application_get_settings (application));
  unit_action = g_settings_create_action (self->settings, "length-unit");
  g_action_map_add_action (G_ACTION_MAP (self), unit_action);
  g_signal_connect (self->settings, "changed::length-unit", G_CALLBACK (unit_changed_cb), self);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  gg_table_view_set_unit (self->table_view, current_unit (self));
  gg_table_view_set_settings (self->table_view, self->settings);
  _gg_window_setup_recent (self);
  _gg_window_start_autosave (self);
}

GgWindow *
gg_window_new (GgApplication *application)
{
  GgWindow *self = g_object_new (GG_TYPE_WINDOW, "application", application, NULL);

  setup_settings (self, application);
  _gg_window_setup_shortcuts (self); /* the application gave the window its overlay */
  document_changed_cb (self->document, self);
  return self;
}

GgDocument *
gg_window_get_document (GgWindow *self)
{
  return self->document;
}

GtkWidget *
gg_window_get_canvas (GgWindow *self)
{
  return GTK_WIDGET (self->canvas);
}

GgTableView *
gg_window_get_table_view (GgWindow *self)
{
  return self->table_view;
}
