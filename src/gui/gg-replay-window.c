/* gg-replay-window.c: stepping through the referee's log with the table as it was: entry by
 * entry, to the start of a turn, to the next bookmark (kept on the log's entries in the game
 * file), or playing forward at a chosen speed. */
#include "gg-config.h"

#include "gg-replay-window.h"

#include <glib/gi18n.h>

#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-replay.h"

struct _GgReplayWindow
{
  AdwWindow parent_instance;

  GgWindow *window; /* the game window (a ref) */
  GgDocument *document;
  int index; /* -1: the present */

  /* template children */
  AdwWindowTitle *title;
  GtkWidget *first_button, *back_button, *forward_button, *last_button;
  GtkLabel *detail;
  GtkListBox *list;
  GtkDropDown *turn_choice, *speed_choice;
  GtkToggleButton *bookmark_button, *play_button;
  GtkWidget *next_bookmark_button;

  GArray *turns;     /* guint: the turns the log holds, in the turn menu's order */
  guint play_source; /* the playing timeout, or 0 */
  gboolean updating; /* the controls are being set from the entry shown, not by the user */
};

/* Entries a second at each speed of the menu. */
static const double speeds[] = { 0.5, 1, 2, 4 };

G_DEFINE_FINAL_TYPE (GgReplayWindow, gg_replay_window, ADW_TYPE_WINDOW)

static GgLog *
game_log (GgReplayWindow *self)
{
  GgGame *game = gg_document_get_game (self->document);

  return game->state ? game->state->log : NULL;
}

static guint
n_entries (GgReplayWindow *self)
{
  return game_log (self) ? gg_log_get_n_entries (game_log (self)) : 0;
}

/* The dice an entry used: "D10 7, D10 2". */
static char *
dice_text (GgGame *game, const GgLogEntry *e)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; game->state && i < e->n_rolls; i++)
    {
      guint serial = e->first_roll + i;
      const GgRoll *r = serial >= 1 && serial <= gg_dice_get_n_rolls (game->state->dice)
                          ? gg_dice_get_roll (game->state->dice, serial - 1)
                          : NULL;

      if (r != NULL)
        g_string_append_printf (out, "%s%s %d", out->len ? ", " : "", gg_die_name (r->kind),
                                r->value);
    }
  return g_string_free (out, FALSE);
}

static void
show_detail (GgReplayWindow *self, const GgLogEntry *e, gboolean has_table)
{
  g_autofree char *dice = dice_text (gg_document_get_game (self->document), e);
  g_autofree char *said = gg_log_entry_render (e); /* in the UI's language */
  g_autofree char *activation = gg_log_entry_render_activation (e);
  g_autofree char *text = NULL;

  /* Translators: a log entry in the replay: turn, the entry's text, its dice */
  text = g_strdup_printf (_("Turn %u · %s\n\n%s%s%s%s"), e->turn, activation ? activation : "",
                             said, *dice ? "\n\n" : "", *dice ? _("Dice: ") : "", dice);
  if (!has_table)
    {
      g_autofree char *more =
        g_strconcat (text, "\n\n",
                     _("The table of this moment was not kept (the game was saved before "
                         "replays were recorded): the table shows the present."),
                        NULL);

      g_free (text), text = g_steal_pointer (&more);
    }
  gtk_label_set_text (self->detail, text);
}

/* "★ " before a bookmarked entry's title in the list. */
static char *
row_title (const GgLogEntry *e)
{
  g_autofree char *text = gg_log_entry_render (e);
  g_auto (GStrv) lines = g_strsplit (text, "\n", 2);

  return g_strdup_printf ("%s%s", e->bookmark ? "★ " : "", lines[0] ? lines[0] : "");
}

static int
next_bookmark (GgReplayWindow *self)
{
  for (guint i = self->index + 1; i < n_entries (self); i++)
    if (gg_log_get_entry (game_log (self), i)->bookmark != NULL)
      return (int) i;
  return -1;
}

/* The bookmark button and the turn menu say where the shown entry is. */
static void
update_marks (GgReplayWindow *self)
{
  const GgLogEntry *e = self->index >= 0 ? gg_log_get_entry (game_log (self), self->index) : NULL;

  self->updating = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->bookmark_button), e != NULL);
  gtk_toggle_button_set_active (self->bookmark_button, e != NULL && e->bookmark != NULL);
  gtk_widget_set_sensitive (self->next_bookmark_button, next_bookmark (self) >= 0);
  for (guint i = 0; e != NULL && i < self->turns->len; i++)
    if (g_array_index (self->turns, guint, i) == e->turn)
      gtk_drop_down_set_selected (self->turn_choice, i);
  self->updating = FALSE;
}

static void
update_buttons (GgReplayWindow *self)
{
  guint n = n_entries (self);
  g_autofree char *where = self->index < 0
    ? g_strdup (_("The present"))
    : g_strdup_printf (_("Entry %d of %u"), self->index + 1, n);

  adw_window_title_set_subtitle (self->title, where);
  gtk_widget_set_sensitive (self->first_button, n > 0 && self->index != 0);
  gtk_widget_set_sensitive (self->back_button, self->index > 0);
  gtk_widget_set_sensitive (self->forward_button, self->index + 1 < (int) n);
  gtk_widget_set_sensitive (self->last_button, n > 0 && self->index != (int) n - 1);
  update_marks (self);
}

gboolean
gg_replay_window_go (GgReplayWindow *self, guint index)
{
  GgGame *game = gg_document_get_game (self->document);
  const GgLogEntry *e;
  GgEdit *edit;

  if (index >= n_entries (self))
    return FALSE;
  e = gg_log_get_entry (game_log (self), index);
  gg_document_cancel_preview (self->document); /* the present again, then back to then */
  /* casualties, markers and counts of then, before the table is redrawn */
  gg_replay_show_state (game->replay, game, e->serial);
  edit = game->replay ? gg_replay_edit_at (game->replay, game, e->serial) : NULL;
  if (edit != NULL)
    gg_document_preview (self->document, edit, NULL);
  self->index = index;
  show_detail (self, e, edit != NULL);
  gtk_list_box_select_row (self->list, gtk_list_box_get_row_at_index (self->list, index));
  update_buttons (self);
  return TRUE;
}

int
gg_replay_window_get_index (GgReplayWindow *self)
{
  return self->index;
}

static void
first_cb (GgReplayWindow *self)
{
  gg_replay_window_go (self, 0);
}

static void
back_cb (GgReplayWindow *self)
{
  if (self->index > 0)
    gg_replay_window_go (self, self->index - 1);
}

static void
forward_cb (GgReplayWindow *self)
{
  gg_replay_window_go (self, self->index + 1);
}

static void
last_cb (GgReplayWindow *self)
{
  if (n_entries (self) > 0)
    gg_replay_window_go (self, n_entries (self) - 1);
}

static void
turn_cb (GgReplayWindow *self)
{
  guint i = gtk_drop_down_get_selected (self->turn_choice);
  int index;

  if (self->updating || i >= self->turns->len)
    return;
  index = gg_log_find_turn (game_log (self), g_array_index (self->turns, guint, i));
  if (index >= 0)
    gg_replay_window_go (self, index);
}

/* A bookmark is a note on the log, not an edit of the table: the game is marked changed so it
 * is saved, and undo leaves it alone. */
static void
bookmark_cb (GgReplayWindow *self)
{
  gboolean on = gtk_toggle_button_get_active (self->bookmark_button);
  const GgLogEntry *e;
  GtkListBoxRow *row;
  g_autofree char *title = NULL;

  if (self->updating || self->index < 0)
    return;
  e = gg_log_get_entry (game_log (self), self->index);
  gg_log_set_bookmark (game_log (self), e->serial, on ? "" : NULL);
  gg_document_state_changed (self->document);
  row = gtk_list_box_get_row_at_index (self->list, self->index);
  title = row_title (e);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  update_marks (self);
}

static void
next_bookmark_cb (GgReplayWindow *self)
{
  int next = next_bookmark (self);

  if (next >= 0)
    gg_replay_window_go (self, next);
}

static void
stop_playing (GgReplayWindow *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
  self->updating = TRUE;
  gtk_toggle_button_set_active (self->play_button, FALSE);
  self->updating = FALSE;
}

static gboolean
play_step_cb (gpointer data)
{
  GgReplayWindow *self = data;

  if (!gg_replay_window_go (self, self->index + 1))
    {
      self->play_source = 0;
      stop_playing (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
start_playing (GgReplayWindow *self)
{
  double speed =
    speeds[MIN (gtk_drop_down_get_selected (self->speed_choice), G_N_ELEMENTS (speeds) - 1)];

  g_clear_handle_id (&self->play_source, g_source_remove);
  self->play_source = g_timeout_add ((guint) (1000 / speed), play_step_cb, self);
}

static void
play_cb (GgReplayWindow *self)
{
  if (self->updating)
    return;
  if (!gtk_toggle_button_get_active (self->play_button))
    {
      stop_playing (self);
      return;
    }
  /* from the start when nothing is shown yet or the end was reached */
  if (self->index < 0 || self->index + 1 >= (int) n_entries (self))
    gg_replay_window_go (self, 0);
  start_playing (self);
}

static void
speed_cb (GgReplayWindow *self)
{
  if (self->play_source != 0)
    start_playing (self);
}

static void
row_activated_cb (GgReplayWindow *self, GtkListBoxRow *row)
{
  gg_replay_window_go (self, gtk_list_box_row_get_index (row));
}

static GtkWidget *
entry_row (const GgLogEntry *e)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *title = row_title (e);
  g_autofree char *activation = gg_log_entry_render_activation (e);
  g_autofree char *subtitle =
    g_strdup_printf (_("Turn %u · %s"), e->turn, activation ? activation : "");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

/* The turn menu: "Turn N" for each turn the log holds, in order. */
static void
fill_turns (GgReplayWindow *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  for (guint i = 0; i < n_entries (self); i++)
    {
      guint turn = gg_log_get_entry (game_log (self), i)->turn;
      g_autofree char *name = NULL;

      if (self->turns->len > 0 && g_array_index (self->turns, guint, self->turns->len - 1) == turn)
        continue;
      g_array_append_val (self->turns, turn);
      name = turn > 0 ? g_strdup_printf (_("Turn %u"), turn)
                      : g_strdup (_("Before the first turn"));
      gtk_string_list_append (names, name);
    }
  self->updating = TRUE;
  gtk_drop_down_set_model (self->turn_choice, G_LIST_MODEL (names));
  self->updating = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->turn_choice), self->turns->len > 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->play_button), n_entries (self) > 0);
}

static void
fill (GgReplayWindow *self)
{
  for (guint i = 0; i < n_entries (self); i++)
    gtk_list_box_append (self->list, entry_row (gg_log_get_entry (game_log (self), i)));
  fill_turns (self);
  gtk_label_set_text (self->detail,
                      n_entries (self) ? _("Choose an entry, or step with the arrows: the table "
                                          "shows that moment until you return to the present.")
                                       : _("The referee’s log of this game is empty."));
}

/* Closing is returning to the present: the table as it is, and editable again. */
static gboolean
close_request_cb (GtkWindow *window)
{
  GgReplayWindow *self = GG_REPLAY_WINDOW (window);

  g_clear_handle_id (&self->play_source, g_source_remove);
  gg_replay_show_present (gg_document_get_game (self->document));
  gg_document_cancel_preview (self->document);
  gg_window_set_replaying (self->window, FALSE);
  self->index = -1;
  return FALSE;
}

static void
gg_replay_window_dispose (GObject *object)
{
  GgReplayWindow *self = GG_REPLAY_WINDOW (object);

  g_clear_handle_id (&self->play_source, g_source_remove);
  g_clear_pointer (&self->turns, g_array_unref);
  g_clear_object (&self->window);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (object), GG_TYPE_REPLAY_WINDOW);
  G_OBJECT_CLASS (gg_replay_window_parent_class)->dispose (object);
}

static void
gg_replay_window_class_init (GgReplayWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_replay_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = close_request_cb;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, title);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, first_button);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, forward_button);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, last_button);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, detail);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, list);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, turn_choice);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, speed_choice);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, bookmark_button);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, GgReplayWindow, next_bookmark_button);
  gtk_widget_class_bind_template_callback (widget_class, first_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_cb);
  gtk_widget_class_bind_template_callback (widget_class, forward_cb);
  gtk_widget_class_bind_template_callback (widget_class, last_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, turn_cb);
  gtk_widget_class_bind_template_callback (widget_class, bookmark_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_bookmark_cb);
  gtk_widget_class_bind_template_callback (widget_class, play_cb);
  gtk_widget_class_bind_template_callback (widget_class, speed_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gg_replay_window_init (GgReplayWindow *self)
{
  self->index = -1;
  self->turns = g_array_new (FALSE, FALSE, sizeof (guint));
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* While it is open the table is for looking only: a click cannot edit the past. */
GtkWidget *
gg_replay_window_new (GgWindow *window)
{
  GgReplayWindow *self = g_object_new (GG_TYPE_REPLAY_WINDOW, "transient-for", window, NULL);

  self->window = g_object_ref (window);
  self->document = g_object_ref (gg_window_get_document (window));
  gg_window_set_replaying (window, TRUE);
  fill (self);
  update_buttons (self);
  return GTK_WIDGET (self);
}
