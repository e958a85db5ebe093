/* gg-replay-window.c: stepping through the referee's log with the table as it was. */
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
};

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
row_activated_cb (GgReplayWindow *self, GtkListBoxRow *row)
{
  gg_replay_window_go (self, gtk_list_box_row_get_index (row));
}

static GtkWidget *
entry_row (const GgLogEntry *e)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *text = gg_log_entry_render (e);
  g_auto (GStrv) lines = g_strsplit (text, "\n", 2);
  g_autofree char *activation = gg_log_entry_render_activation (e);
  g_autofree char *subtitle =
    g_strdup_printf (_("Turn %u · %s"), e->turn, activation ? activation : "");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), lines[0] ? lines[0] : "");
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

static void
fill (GgReplayWindow *self)
{
  for (guint i = 0; i < n_entries (self); i++)
    gtk_list_box_append (self->list, entry_row (gg_log_get_entry (game_log (self), i)));
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
  gtk_widget_class_bind_template_callback (widget_class, first_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_cb);
  gtk_widget_class_bind_template_callback (widget_class, forward_cb);
  gtk_widget_class_bind_template_callback (widget_class, last_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gg_replay_window_init (GgReplayWindow *self)
{
  self->index = -1;
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
