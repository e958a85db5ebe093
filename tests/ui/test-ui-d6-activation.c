/* The activation panel of the d6 Turn sidebar under a real display (Xvfb), on the shipped
 * Volturno 1860 scenario: shown for a board-game scheme, the formations with their exact odds
 * before the roll, the initiative and an attempt rolled through the core (VOL-4.A, VOL-6.1.1)
 * and written to the referee's log, a typed-in die taken as rolled, hidden for the d6 sequence.
 * Skips cleanly without a display. Set GG_SCREENSHOT_DIR to keep a PNG of the Turn window. */
#include "gg-config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "gg-act.h"
#include "gg-application.h"
#include "gg-d6-actions.h"
#include "gg-d6-activation-pane.h"
#include "gg-d6-settings.h"
#include "gg-d6-state.h"
#include "gg-game-state.h"
#include "gg-i18n.h"
#include "gg-log.h"
#include "gg-turn-panel.h"
#include "gg-window.h"

#include "ui-harness.h"

/* The first sensitive button labelled @label under @widget. */
static GtkWidget *
find_sensitive_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_sensitive (widget) &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_sensitive_button (c, label);

      if (found)
        return found;
    }
  return NULL;
}

/* Goze's brigade of the Solferino scenario hors de combat: 4 of its 5 units disordered. */
static void
goze_hors_de_combat (GgGame *game)
{
  for (int i = 1; i <= 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("A%d", i);

      gg_d6_state_lookup_unit (gg_d6_state_of (game), id)->orange = TRUE;
    }
}

static void
test_volturno_panel (void)
{
  GgWindow *window = ui_open_scenario ("volturno-1860.yaml");
  GgGame *game;
  GgTurnPanel *turn;
  GtkWidget *pane, *initiative, *attempt, *entry;
  guint logged;

  game = gg_document_get_game (gg_window_get_document (window));
  g_assert_nonnull (gg_d6_state_of (game)->activation);
  g_clear_pointer (&game->state, gg_game_state_free);
  game->state = gg_game_state_new (1860); /* the same dice every run */
  /* after the Morning Surprise's turns (VOL-15.3: no Garibaldi formation is tried in GT 1-3
   * before it has seen the enemy) */
  gg_d6_state_of (game)->turn.turn = 4;
  turn = gg_d6_actions_show_turn (window);
  spin (200);
  pane = find_type (GTK_WIDGET (turn), GG_TYPE_D6_ACTIVATION_PANE);
  g_assert_nonnull (pane);
  g_assert_true (gtk_widget_get_visible (pane));
  /* the exact odds before rolling: brigata-2's CdF stands within the CiC's range, 4/6 */
  g_assert_true (has_label (pane, "4/6 (67%)"));
  initiative = find_button (pane, "Roll _Initiative");
  g_assert_nonnull (initiative);
  logged = gg_log_get_n_entries (game->state->log);
  g_signal_emit_by_name (initiative, "clicked");
  spin (100);
  g_assert_cmpuint (gg_d6_state_of (game)->activation->initiative, !=,
                    0); /* VOL-4.A, rolled by the core */
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), ==, logged + 1);
  g_assert_nonnull (
    strstr (gg_d6_activation_pane_get_outcome (GG_D6_ACTIVATION_PANE (pane)), "initiative"));
  /* a real die typed in: a 6 is Personal Initiative whatever the modifiers (VOL-6.2) */
  entry = find_type (pane, GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "6");
  /* the side with the initiative attempts first (VOL-4.B2): one of its formations */
  attempt = find_sensitive_button (pane, "Attempt");
  g_assert_nonnull (attempt);
  g_assert_true (gtk_widget_get_sensitive (attempt));
  g_signal_emit_by_name (attempt, "clicked");
  spin (100);
  g_assert_nonnull (strstr (gg_d6_activation_pane_get_outcome (GG_D6_ACTIVATION_PANE (pane)),
                            "Personal Initiative"));
  g_assert_nonnull (gg_d6_state_of (game)->activation->personal);
  g_assert_true (
    gg_dice_get_roll (game->state->dice, gg_dice_get_n_rolls (game->state->dice) - 1)->entered);
  gtk_editable_set_text (GTK_EDITABLE (entry), "5 2"); /* several dice, in the order rolled */
  ui_save_png (GTK_WIDGET (turn), "GG_SCREENSHOT_DIR", "activation-volturno-turn");
  ui_save_screen ("activation-volturno");
  ui_close_window (window);
}

/* R59-4.22 at the table: on the shipped Solferino scenario, with corps I's commander put out of
 * Goze's reach, the acting corps' brigade shows Without Orders with the odds of its roll, and
 * the typed-in d10 rolled through the core puts it Under Orders for the activation. */
static void
test_r59_orders (void)
{
  GgWindow *window = ui_open_scenario ("solferino-1859.yaml");
  GgGame *game;
  GgActState *s;
  GgActFormation *corps;
  GtkWidget *pane, *attempt, *roll, *entry;

  game = gg_document_get_game (gg_window_get_document (window));
  s = gg_d6_state_of (game)->activation;
  corps = gg_act_state_lookup (s, "I");
  g_free (corps->commander_unit);
  corps->commander_unit = g_strdup ("B8"); /* across the table: Goze is out of Range */
  s->turn = gg_d6_state_of (game)->turn.turn;
  s->initiative = s->to_act = 'A';
  s->free = TRUE;
  pane = find_type (GTK_WIDGET (gg_d6_actions_show_turn (window)), GG_TYPE_D6_ACTIVATION_PANE);
  gg_d6_activation_pane_refresh (GG_D6_ACTIVATION_PANE (pane));
  spin (200);
  attempt = find_sensitive_button (pane, "Attempt");
  g_signal_emit_by_name (attempt, "clicked");
  spin (100);
  g_assert_cmpstr (s->active, ==, "I");
  g_assert_true (has_label (pane, "Without Orders"));
  g_assert_true (has_label (pane, "5/10 (50%)"));
  entry = find_type (pane, GTK_TYPE_ENTRY);
  gtk_editable_set_text (GTK_EDITABLE (entry), "3");
  roll = find_sensitive_button (pane, "Roll for Orders");
  g_assert_nonnull (roll);
  g_signal_emit_by_name (roll, "clicked");
  spin (100);
  g_assert_nonnull (strstr (gg_d6_activation_pane_get_outcome (GG_D6_ACTIVATION_PANE (pane)),
                            "Under Orders for this activation"));
  g_assert_cmpstr (corps->rolled_under[0], ==, "Goze");
  g_assert_true (has_label (pane, "Under Orders by its roll"));
  ui_save_screen ("activation-r59-orders");
  ui_close_window (window);
}

/* R59-9.1, R59-9.2: the Turn panel's next step into a new game turn rolls the Demoralisation
 * Segment through the core (no button for it: the text has no roll at other times), and the
 * activation panel shows its log entry. Goze's brigade is hors de combat (4 of 5 disordered). */
static void
test_r59_end_of_turn (void)
{
  GgWindow *window = ui_open_scenario ("solferino-1859.yaml");
  GgTurnPanel *turn;
  GgGame *game;
  GtkWidget *pane;
  int start;

  game = gg_document_get_game (gg_window_get_document (window));
  goze_hors_de_combat (game);
  turn = gg_d6_actions_show_turn (window);
  pane = find_type (GTK_WIDGET (turn), GG_TYPE_D6_ACTIVATION_PANE);
  g_assert_null (find_sensitive_button (pane, "_Demoralisation"));
  start = gg_d6_state_of (game)->turn.turn;
  while (gg_d6_state_of (game)->turn.turn == start)
    gg_turn_panel_next (turn);
  spin (100);
  g_assert_cmpint (gg_d6_state_of (game)->activation->demoralisation_turn, ==, start);
  g_assert_true (has_label (pane, "Demoralisation Segment"));
  g_assert_true (has_label (pane, "Goze: more than half"));
  g_assert_true (has_label (pane, "R59-9.2"));
  ui_save_screen ("activation-r59-end-of-turn");
  ui_close_window (window);
}

/* R59-9.2 with real dice: the panel's End the Turn takes the d10 typed in for the Demoralisation
 * Segment, through the core call of the CLI's `activate GAME end-turn --die N`
 * (gg_act_end_turn); a word that is no face is refused and the turn stays. */
static void
test_r59_end_of_turn_typed (void)
{
  GgWindow *window = ui_open_scenario ("solferino-1859.yaml");
  GgDice *dice;
  const GgRoll *roll;
  GgGame *game;
  GtkWidget *pane, *entry, *end_turn;
  int start;

  game = gg_document_get_game (gg_window_get_document (window));
  goze_hors_de_combat (game);
  pane = find_type (GTK_WIDGET (gg_d6_actions_show_turn (window)), GG_TYPE_D6_ACTIVATION_PANE);
  spin (100);
  start = gg_d6_state_of (game)->turn.turn;
  entry = find_type (pane, GTK_TYPE_ENTRY);
  end_turn = find_sensitive_button (pane, "_End the Turn");
  g_assert_nonnull (end_turn);
  g_assert_true (gtk_widget_get_visible (end_turn));
  gtk_editable_set_text (GTK_EDITABLE (entry), "x");
  g_signal_emit_by_name (end_turn, "clicked");
  spin (50);
  g_assert_cmpint (gg_d6_state_of (game)->turn.turn, ==, start);
  g_assert_cmpstr (gg_d6_activation_pane_get_outcome (GG_D6_ACTIVATION_PANE (pane)), ==,
                   "Not a face of the die");
  gtk_editable_set_text (GTK_EDITABLE (entry), "9");
  g_signal_emit_by_name (end_turn, "clicked");
  spin (100);
  g_assert_cmpint (gg_d6_state_of (game)->turn.turn, ==, start + 1);
  g_assert_cmpint (gg_d6_state_of (game)->activation->demoralisation_turn, ==, start);
  dice = game->state->dice;
  roll = gg_dice_get_roll (dice, gg_dice_get_n_rolls (dice) - 1);
  g_assert_cmpint (roll->kind, ==, GG_DIE_D10);
  g_assert_cmpint (roll->value, ==, 9);
  g_assert_true (roll->entered);
  g_assert_cmpstr (roll->purpose, ==, "demoralisation");
  g_assert_true (has_label (pane, "Demoralisation Segment"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  ui_save_screen ("activation-r59-end-of-turn-typed");
  ui_close_window (window);
}

/* The d6 demo plays the d6 sequence: no activation panel, and no section added to the game. */
static void
test_d6_hidden (void)
{
  GgWindow *window = gg_window_new (app);
  g_autoptr (GError) error = NULL;
  GgTurnPanel *turn;
  GtkWidget *pane;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gg_d6_actions_open_demo (window, &error));
  turn = gg_d6_actions_show_turn (window);
  spin (200);
  pane = find_type (GTK_WIDGET (turn), GG_TYPE_D6_ACTIVATION_PANE);
  g_assert_nonnull (pane);
  g_assert_false (gtk_widget_get_visible (pane));
  g_assert_null (
    gg_d6_state_of (gg_document_get_game (gg_window_get_document (window)))->activation);
  ui_close_window (window);
}

/* The game's options: switching the d6 demo to Volturno formation activation in the d6
 * settings makes a formation of each brigade on the table and shows the panel; back to the d6
 * sequence hides it (VOL-4.B2). */
static void
test_settings_switch (void)
{
  GgWindow *window = gg_window_new (app);
  g_autoptr (GError) error = NULL;
  GgGame *game;
  GtkWidget *settings, *pane;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gg_d6_actions_open_demo (window, &error));
  game = gg_document_get_game (gg_window_get_document (window));
  pane = find_type (GTK_WIDGET (gg_d6_actions_show_turn (window)), GG_TYPE_D6_ACTIVATION_PANE);
  settings = gg_d6_settings_new (GTK_WINDOW (window), gg_window_get_document (window));
  g_assert_true (gg_d6_settings_choose (GG_D6_SETTINGS (settings), "activation", "volturno"));
  spin (100);
  g_assert_nonnull (gg_d6_state_of (game)->activation);
  g_assert_cmpuint (gg_d6_state_of (game)->activation->formations->len, >=, 2);
  g_assert_nonnull (gg_act_state_lookup (gg_d6_state_of (game)->activation, "Goze"));
  g_assert_true (gtk_widget_get_visible (pane));
  g_assert_true (gg_d6_settings_choose (GG_D6_SETTINGS (settings), "activation", "d6"));
  spin (100);
  g_assert_false (gtk_widget_get_visible (pane));
  gtk_window_destroy (GTK_WINDOW (settings));
  ui_close_window (window);
}

/* Results that no longer hold are not left on screen: Volturno's outcome is gone when Solferino
 * is opened in the same window, and the Turn panel's header names the side to act under the
 * scheme, not the d6 sequence's own side. */
static void
test_stale_outcome (void)
{
  GgWindow *window = ui_open_scenario ("volturno-1860.yaml");
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "solferino-1859.yaml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *header = NULL;
  GgActState *act;
  GgTurnPanel *turn;
  GtkWidget *pane;
  gint64 end;

  turn = gg_d6_actions_show_turn (window);
  spin (200);
  pane = find_type (GTK_WIDGET (turn), GG_TYPE_D6_ACTIVATION_PANE);
  g_signal_emit_by_name (find_button (pane, "Roll _Initiative"), "clicked");
  spin (100);
  g_assert_cmpstr (gg_d6_activation_pane_get_outcome (GG_D6_ACTIVATION_PANE (pane)), !=, "");
  act = gg_d6_state_of (gg_document_get_game (gg_window_get_document (window)))->activation;
  header = g_strdup_printf (_("Turn %d · side %c to act"), act->turn,
                               act->to_act ? act->to_act : act->initiative);
  if (!has_label (GTK_WIDGET (turn), header))
    g_error ("the Turn panel does not say “%s”", header);
  gg_window_open (window, file);
  spin (100);
  if (find_dialog () != NULL)
    answer ("discard");
  end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (gg_window_is_opening (window) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  spin (200);
  pane = find_type (GTK_WIDGET (gg_d6_actions_show_turn (window)), GG_TYPE_D6_ACTIVATION_PANE);
  g_assert_cmpstr (gg_d6_activation_pane_get_outcome (GG_D6_ACTIVATION_PANE (pane)), ==, "");
  ui_close_window (window);
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/d6-activation/volturno/VOL-6.2", test_volturno_panel);
  g_test_add_func ("/ui/d6-activation/d6-sequence/D6-SEQ-3", test_d6_hidden);
  g_test_add_func ("/ui/d6-activation/r59-orders/R59-4.22", test_r59_orders);
  g_test_add_func ("/ui/d6-activation/r59-end-of-turn/R59-9.2", test_r59_end_of_turn);
  g_test_add_func ("/ui/d6-activation/r59-end-of-turn-typed/R59-9.2", test_r59_end_of_turn_typed);
  g_test_add_func ("/ui/d6-activation/settings/VOL-4.B2", test_settings_switch);
  g_test_add_func ("/ui/d6-activation/stale-outcome", test_stale_outcome);
  return ui_harness_run ();
}
