/* gg-turn-panel.c: the sequence of play. */
#include "gg-config.h"

#include "gg-turn-panel.h"
#include "gg-a11y.h"
#include "gg-table-rules.h"

#include <glib/gi18n.h>

#include "gg-act.h"
#include "gg-d6-activation-pane.h"
#include "gg-d6-charge-pane.h"
#include "gg-d6-fire-pane.h"
#include "gg-d6-fog-pane.h"
#include "gg-d6-melee-pane.h"
#include "gg-d6-move-pane.h"
#include "gg-d6-board.h"
#include "gg-d6-play.h"
#include "gg-d6-test-pane.h"
#include "gg-d6-settings.h"
#include "gg-d6-ui.h"
#include "gg-play-details.h"
#include "gg-play-view.h"

struct _GgTurnPanel
{
  GtkWidget parent_instance;

  GgDocument *document;
  GgGame *game; /* the game the panel was set up for (borrowed, compared only) */
  GgD6Rules *rules;
  GPtrArray *history; /* GgYamlNode*: the d6 section before each step forward */
  GString *due_text;
  guint roll_tick_id; /* show_roll_tick() */
  int roll_ticks, roll_in_view;
  double roll_upper; /* the scrolled height at the last frame */

  /* template children */
  GtkWidget *box;
  GtkLabel *turn_label;
  GtkLabel *phase_label;
  GtkWidget *previous_button;
  GtkWidget *first_button;
  GtkListBox *due_list;
  GtkScrolledWindow *scroller;
  GtkWidget *content;
  GtkStack *stack;
  GtkListBox *units_list;
  GgD6Pane *fog_pane;
  GgD6Pane *move_pane;
  GgD6Pane *charge_pane;
  GgD6Pane *fire_pane;
  GgD6Pane *melee_pane;
  GgD6Pane *test_pane;
  GtkWidget *activation_pane; /* the board games' activation schemes (gg-d6-activation-pane.h) */
};

static GtkWindow *
settings_new (GtkWindow *parent, GgDocument *document)
{
  return GTK_WINDOW (gg_d6_settings_new (parent, document));
}

/* The d6 rules' play view (gg-play-view.h), with the d6 rules' settings. */
static void
play_view_init (GgPlayViewInterface *iface)
{
  iface->page = "turn";
  iface->title = N_ ("Turn");
  iface->ruleset = GG_RULESET_D6;
  iface->icon = "view-list-ordered-symbolic";
  iface->show_action = "d6.show-turn";
  iface->settings_action = "d6.settings";
  iface->settings_new = settings_new;
  iface->details = gg_d6_details_append;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (GgTurnPanel, gg_turn_panel, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GG_TYPE_PLAY_VIEW, play_view_init))

static void
each_pane (GgTurnPanel *self, void (*func) (GgD6Pane *pane, gpointer data), gpointer data)
{
  GgD6Pane *all[] = { self->fog_pane,  self->move_pane,  self->charge_pane,
                      self->fire_pane, self->melee_pane, self->test_pane };

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    func (all[i], data);
}

static const char *
page_for (const GgD6Turn *turn)
{
  static const char *const pages[] = { "fog", "move", "fire", "melee", "test" };

  if (turn->phase == GG_D6_PHASE_MOVE && turn->step == GG_D6_STEP_CHARGES)
    return "charge";
  return pages[turn->phase];
}

static GtkWidget *
due_row (GgTurnPanel *self, const GgD6Mod *m)
{
  GtkWidget *row = adw_action_row_new ();
  GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (self->game), m->label);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (u != NULL)
    {
      g_autofree char *label = gg_d6_board_unit_label (self->game, u->id);
      g_autofree char *markers = gg_d6_ui_unit_markers (u);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), markers);
    }
  else
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), m->label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gg_d6_ui_rule_tag (m->rule, m->source));
  return row;
}

static void
show_due (GgTurnPanel *self)
{
  g_autoptr (GgD6Report) due = gg_d6_report_new ();

  gg_d6_ui_clear_list (self->due_list);
  g_string_truncate (self->due_text, 0);
  gg_d6_state_due (gg_d6_state_of (self->game), due);
  for (guint i = 0; i < due->mods->len; i++)
    {
      const GgD6Mod *m = &g_array_index (due->mods, GgD6Mod, i);

      gtk_list_box_append (self->due_list, due_row (self, m));
      g_string_append_printf (self->due_text, "%s (%s)\n", m->label, m->rule);
    }
}

static void
show_units (GgTurnPanel *self)
{
  gg_d6_ui_clear_list (self->units_list);
  for (guint i = 0; i < gg_d6_state_of (self->game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (self->game)->units, i);
      GtkWidget *row;
      g_autofree char *label = NULL, *markers = NULL;

      if (!u->orange && !u->red && u->status == GG_D6_STATUS_NORMAL)
        continue;
      row = adw_action_row_new ();
      label = gg_d6_board_unit_label (self->game, u->id);
      markers = gg_d6_ui_unit_markers (u);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), markers);
      gtk_widget_add_css_class (row, u->red ? "gg-marker-red" : "gg-marker-orange");
      gtk_list_box_append (self->units_list, row);
    }
}

/* The turn and whose it is: under a board game's activation scheme the side to act (or holding
 * the initiative), not the d6 turn's own alternation, which the scheme does not use. */
static char *
turn_title (GgTurnPanel *self)
{
  GgD6State *state = gg_d6_state_of (self->game);
  GgActState *act = state->activation;
  char side = act != NULL ? (act->to_act ? act->to_act : act->initiative) : 0;

  if (act != NULL && act->turn > 0 && side != 0)
    /* Translators: the game turn, the side to act under the activation scheme */
    return g_strdup_printf (_("Turn %d · side %c to act"), act->turn, side);
  if (act != NULL && act->turn > 0)
    return g_strdup_printf (_("Turn %d · initiative not rolled"), act->turn);
  return g_strdup_printf (_("Turn %d · side %c"), state->turn.turn, state->turn.active);
}

static void
show_turn (GgTurnPanel *self)
{
  GgD6Turn *t = &gg_d6_state_of (self->game)->turn;
  g_autofree char *turn = turn_title (self);
  g_autoptr (GgLogText) words = gg_d6_turn_phase_text (t);
  g_autofree char *phase = gg_log_text_render (words); /* the title says the turn and side */

  gtk_label_set_text (self->turn_label, turn);
  gtk_label_set_text (self->phase_label, phase);
  gtk_widget_set_sensitive (self->previous_button, self->history->len > 0);
  /* D6-SEQ-1: who moves first is settled before the first turn's first phase */
  gtk_widget_set_visible (self->first_button, t->turn == 1 && t->active == t->first &&
                                                t->phase == GG_D6_PHASE_FOG && t->step == 0);
  show_due (self);
  show_units (self);
  gg_d6_activation_pane_set_document (GG_D6_ACTIVATION_PANE (self->activation_pane),
                                      self->document);
}

static void
refresh_pane (GgD6Pane *pane, gpointer data)
{
  gg_d6_pane_refresh (pane);
}

static void
resolved_cb (GgD6Pane *pane, GgTurnPanel *self)
{
  gg_turn_panel_show_roll (self);
}

static void
context_pane (GgD6Pane *pane, gpointer data)
{
  GgTurnPanel *self = data;

  gg_d6_pane_set_context (pane, self->document, self->rules);
  g_signal_handlers_disconnect_by_func (pane, resolved_cb, self);
  g_signal_connect (pane, "resolved", G_CALLBACK (resolved_cb), self);
}

/* The game's tables (a club's file, if it names one): the panes get new rules when the game's
 * tables are not the ones they read. */
static void
sync_rules (GgTurnPanel *self, GgGame *game)
{
  GgD6Rules *rules, *old = self->rules;

  if (old != NULL && gg_d6_rules_get_data (old) == gg_game_get_rules_data (game))
    return;
  if ((rules = gg_game_d6_rules (game, NULL)) == NULL)
    return;
  self->rules = rules;
  each_pane (self, context_pane, self);
  gg_d6_rules_free (old);
}

static void
apply_options (GgTurnPanel *self)
{
  g_autoptr (GError) error = NULL;

  if (!gg_d6_state_apply_options (gg_d6_state_of (self->game), self->rules, &error))
    g_warning ("d6 options: %s", error->message);
}

/* A new game: the d6 section made if missing, the options set, the panes told. */
static void
setup_game (GgTurnPanel *self, GgGame *game)
{
  self->game = game;
  g_ptr_array_set_size (self->history, 0);
  if (!gg_play_view_plays (GG_PLAY_VIEW (self), game))
    return;
  gg_d6_board_prepare (game, g_random_int ());
  sync_rules (self, game);
  apply_options (self);
  each_pane (self, context_pane, self);
  gtk_stack_set_visible_child_name (self->stack, page_for (&gg_d6_state_of (game)->turn));
  show_turn (self);
}

static void
document_changed_cb (GgDocument *document, GgTurnPanel *self)
{
  GgGame *game = gg_document_get_game (document);

  if (game != self->game)
    {
      setup_game (self, game);
      return;
    }
  if (!gg_play_view_plays (GG_PLAY_VIEW (self), game) || gg_d6_state_of (game) == NULL)
    return;
  sync_rules (self, game);
  apply_options (self); /* the settings window writes them to the d6 section */
  each_pane (self, refresh_pane, NULL);
  show_turn (self);
}

static void
moved_on (GgTurnPanel *self)
{
  gtk_stack_set_visible_child_name (self->stack, page_for (&gg_d6_state_of (self->game)->turn));
  each_pane (self, refresh_pane, NULL);
  show_turn (self);
  gg_document_state_changed (self->document);
}

void
gg_turn_panel_next (GgTurnPanel *self)
{
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GError) error = NULL;

  if (self->game == NULL || gg_d6_state_of (self->game) == NULL)
    return;
  g_ptr_array_add (self->history, gg_d6_state_write (gg_d6_state_of (self->game)));
  play = gg_d6_play_new (self->game, self->rules, g_random_int (), &error);
  if (play == NULL)
    {
      g_warning ("d6 play: %s", error->message);
      return;
    }
  gg_d6_play_advance (play); /* D6-SEQ: the next step or phase, in the log */
  moved_on (self);
}

gboolean
gg_turn_panel_previous (GgTurnPanel *self)
{
  g_autoptr (GError) error = NULL;
  GgYamlNode *node;
  GgD6State *state;

  if (self->game == NULL || self->history->len == 0)
    return FALSE;
  node = g_ptr_array_index (self->history, self->history->len - 1);
  state = gg_d6_state_read (node, "d6", &error);
  g_return_val_if_fail (state != NULL, FALSE);
  gg_d6_state_replace (self->game, state);
  g_ptr_array_set_size (self->history, self->history->len - 1);
  moved_on (self);
  return TRUE;
}

char
gg_turn_panel_first_player (GgTurnPanel *self)
{
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GError) error = NULL;
  char first;

  if (self->game == NULL || gg_d6_state_of (self->game) == NULL ||
      !(play = gg_d6_play_new (self->game, self->rules, g_random_int (), &error)))
    return 0;
  first = gg_d6_play_first_player (play, &error); /* rolled and logged by the core */
  moved_on (self);
  gg_turn_panel_show_roll (self);
  return first;
}

static void
first_clicked_cb (GtkButton *button, GgTurnPanel *self)
{
  gg_turn_panel_first_player (self);
}

static void
next_clicked_cb (GtkButton *button, GgTurnPanel *self)
{
  gg_turn_panel_next (self);
}

static void
previous_clicked_cb (GtkButton *button, GgTurnPanel *self)
{
  gg_turn_panel_previous (self);
}

static void
gg_turn_panel_dispose (GObject *object)
{
  GgTurnPanel *self = GG_TURN_PANEL (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  if (self->roll_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->roll_tick_id);
  self->roll_tick_id = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_TURN_PANEL);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (gg_turn_panel_parent_class)->dispose (object);
}

static void
gg_turn_panel_finalize (GObject *object)
{
  GgTurnPanel *self = GG_TURN_PANEL (object);

  g_clear_pointer (&self->rules, gg_d6_rules_free);
  g_ptr_array_unref (self->history);
  g_string_free (self->due_text, TRUE);
  G_OBJECT_CLASS (gg_turn_panel_parent_class)->finalize (object);
}

static void
gg_turn_panel_class_init (GgTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_turn_panel_dispose;
  object_class->finalize = gg_turn_panel_finalize;
  g_type_ensure (GG_TYPE_D6_FOG_PANE);
  g_type_ensure (GG_TYPE_D6_MOVE_PANE);
  g_type_ensure (GG_TYPE_D6_CHARGE_PANE);
  g_type_ensure (GG_TYPE_D6_FIRE_PANE);
  g_type_ensure (GG_TYPE_D6_MELEE_PANE);
  g_type_ensure (GG_TYPE_D6_TEST_PANE);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-turn-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, box);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, turn_label);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, phase_label);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, previous_button);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, first_button);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, due_list);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, content);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, units_list);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, fog_pane);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, move_pane);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, charge_pane);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, fire_pane);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, melee_pane);
  gtk_widget_class_bind_template_child (widget_class, GgTurnPanel, test_pane);
  gtk_widget_class_bind_template_callback (widget_class, next_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, first_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, previous_clicked_cb);
}

static void
gg_turn_panel_init (GgTurnPanel *self)
{
  g_autoptr (GError) error = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
  self->activation_pane = gg_d6_activation_pane_new ();
  /* in the scrolled part: a long list of formations (Volturno, Solferino) scrolls with the
   * panes instead of pushing them, or the window, off the screen */
  gtk_box_prepend (GTK_BOX (self->content), self->activation_pane);
  self->history = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_yaml_node_free);
  self->due_text = g_string_new (NULL);
  self->rules = gg_d6_rules_load_builtin (&error);
  if (self->rules == NULL)
    g_critical ("d6 rules: %s", error->message);
}

GtkWidget *
gg_turn_panel_new (GgDocument *document)
{
  GgTurnPanel *self = g_object_new (GG_TYPE_TURN_PANEL, NULL);

  self->document = g_object_ref (document);
  g_signal_connect (document, "changed", G_CALLBACK (document_changed_cb), self);
  setup_game (self, gg_document_get_game (document));
  return GTK_WIDGET (self);
}

GgD6Rules *
gg_turn_panel_get_rules (GgTurnPanel *self)
{
  return self->rules;
}

GgD6Pane *
gg_turn_panel_get_pane (GgTurnPanel *self, const char *name)
{
  return GG_D6_PANE (gtk_stack_get_child_by_name (self->stack, name));
}

const char *
gg_turn_panel_get_visible_pane (GgTurnPanel *self)
{
  return gtk_stack_get_visible_child_name (self->stack);
}

char *
gg_turn_panel_get_due_text (GgTurnPanel *self)
{
  return g_strdup (self->due_text->str);
}

void
gg_turn_panel_options_changed (GgTurnPanel *self)
{
  if (self->game == NULL || gg_d6_state_of (self->game) == NULL)
    return;
  apply_options (self);
  each_pane (self, refresh_pane, NULL);
  gg_d6_activation_pane_refresh (GG_D6_ACTIVATION_PANE (self->activation_pane));
}

/* Scrolls the visible pane's result into view, its card whole if it fits, else its top; TRUE if
 * it was in view already. */
static gboolean
scroll_to_result (GgTurnPanel *self)
{
  GtkWidget *pane = gtk_stack_get_visible_child (self->stack);
  GgD6ReportView *view = pane ? gg_d6_pane_get_view (GG_D6_PANE (pane)) : NULL;
  GtkWidget *result = view ? gg_d6_report_view_get_result_widget (view) : NULL;
  /* the viewport's child: its coordinates are the adjustment's (the viewport's own move with
   * the scroll) */
  GtkWidget *content = gtk_widget_get_parent (self->content);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  double page = gtk_adjustment_get_page_size (adj), value = gtk_adjustment_get_value (adj);
  graphene_point_t top;
  double height;

  if (result == NULL || !gtk_widget_get_visible (result))
    result = GTK_WIDGET (view);
  if (result == NULL ||
      !gtk_widget_compute_point (result, content, &GRAPHENE_POINT_INIT (0, 0), &top))
    return TRUE;
  height = gtk_widget_get_height (result);
  if (top.y >= value && (top.y + height <= value + page || top.y <= value + 12))
    return TRUE;
  gtk_adjustment_set_value (adj, height + 24 <= page ? top.y + height + 12 - page : top.y - 12);
  return FALSE;
}

static gboolean
show_roll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  GgTurnPanel *self = GG_TURN_PANEL (widget);

  /* the lists the roll changed are laid out over a few frames (and the adjustment learns the
   * new height only then): follow them until the result stays in view for five frames, 300
   * frames at the most (a slow machine lays the lists out over many) */
  double upper = gtk_adjustment_get_upper (gtk_scrolled_window_get_vadjustment (self->scroller));

  /* in view for five frames in a row while the lists kept their height */
  if (scroll_to_result (self) && upper == self->roll_upper)
    self->roll_in_view++;
  else
    self->roll_in_view = 0;
  self->roll_upper = upper;
  if (self->roll_in_view < 5 && ++self->roll_ticks < 300)
    return G_SOURCE_CONTINUE;
  self->roll_tick_id = 0;
  return G_SOURCE_REMOVE;
}

/* After a roll the panes rebuild their lists: the result is scrolled to once they are laid
 * out, and kept there for the next frames, so the pane never shows its top instead. */
void
gg_turn_panel_show_roll (GgTurnPanel *self)
{
  scroll_to_result (self);
  self->roll_ticks = 0;
  self->roll_in_view = 0;
  self->roll_upper = -1;
  if (self->roll_tick_id == 0)
    self->roll_tick_id =
      gtk_widget_add_tick_callback (GTK_WIDGET (self), show_roll_tick, NULL, NULL);
}
