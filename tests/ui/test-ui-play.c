/* The play panel under a real display (Xvfb in CI), driven through its actions on the demo battle:
 * two chits drawn (and the animation run), the morale test's odds shown before the roll and its
 * result logged with the real die typed in, fire with its odds and house tag before rolling, the
 * casualties recorded in the game state and logged, victory points live, the bag emptied and
 * refilled, the log exported. Skips cleanly without a display. With GG_SCREENSHOT_DIR set, the
 * play window is saved as PNG at each step. */
#include "core-support.h"
#include "gg-config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "gg-application.h"
#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-score.h"
#include "gg-bg-table.h"
#include "gg-i18n.h"
#include "gg-play-panel.h"
#include "gg-side-panel.h"
#include "gg-table-view.h"
#include "gg-window.h"

#include "ui-play-fixture.h"

/* A label of @widget's tree saying exactly @text, or NULL. */
static GtkLabel *
find_text (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_text (c, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* BG-2.2-a: two chits come out of the bag, the pair acts, the draw is logged. */
static void
test_draw_two (Fixture *f, gconstpointer data)
{
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChit pair[2];
  guint before;

  g_assert_nonnull (state_of (f));
  before = gg_chitbag_get_n_in_bag (state_of (f)->chits);
  g_assert_cmpuint (before, ==, 11); /* five squads of side A, six of side B in the demo */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "chits.draw", NULL));
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (state_of (f)->chits), ==, before - 2);
  g_assert_cmpuint (gg_chitbag_get_current (state_of (f)->chits, pair), ==, 2);
  g_assert_true (gg_chitbag_has_activated (state_of (f)->chits, pair[0].side, pair[0].squad));
  g_assert_cmpuint (gg_activation_panel_get_n_cards (activation), ==, 2);
  g_assert_true (says (last_entry (f)->text, "Chits drawn: %s [BG-2.2-a]"));
  g_assert_cmpuint (last_entry (f)->n_rolls, >, 0); /* the D10 digits of the draw */
  g_assert_nonnull (find_text (GTK_WIDGET (view), "Chits in the bag: 9 of 11"));
  for (int i = 0; i < 100 && gg_chit_bag_view_get_progress (view) < 1; i++)
    spin (20);
  g_assert_cmpfloat (gg_chit_bag_view_get_progress (view), ==, 1);
  screenshot (f, "play-chits");
}

/* A squad with losses draws: the morale test is offered with its odds before the roll; the real
 * D20 typed in is used, the result and its table's rule are shown and logged (BG-2.3-a, BG-9). */
static void
test_morale (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  const char *lost[] = { "A-1-1", NULL };
  GgActivationCard *card;
  const GgLogEntry *entry;
  const GgRoll *roll;

  g_assert_nonnull (state_of (f));
  gg_bg_state_record_losses (state_of (f), 'A', 1, lost, FALSE);
  g_assert_true (gg_chit_bag_view_enter (view, "A1"));
  g_assert_true (gg_chit_bag_view_enter (view, "b1"));
  card = gg_activation_panel_get_card (activation, 0);
  g_assert_nonnull (card);
  g_assert_cmpint (gg_activation_card_get_squad (card).side, ==, 'A');
  g_assert_true (gg_activation_card_morale_due (card));
  g_assert_false (gg_activation_card_morale_due (gg_activation_panel_get_card (activation, 1)));
  g_assert_nonnull (strstr (gg_activation_card_get_text (card, GG_CARD_MORALE_ODDS), "%"));
  g_assert_cmpstr (gg_activation_card_get_text (card, GG_CARD_MORALE_RESULT), ==, "");
  g_assert_nonnull (
    strstr (gg_activation_card_get_house (card, GG_CARD_MORALE_ODDS), "BG-MISS-01"));
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play-morale-before");
  gg_activation_card_set_dice (card, "15");
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_activation_panel_get_card (activation, 0)), "card.morale", NULL));
  g_assert_nonnull (strstr (gg_activation_card_get_text (card, GG_CARD_MORALE_RESULT), "D20 15"));
  entry = last_entry (f);
  g_assert_cmpint (entry->kind, ==, GG_LOG_ROLL);
  g_assert_true (says (entry->text, "Morale test %s [BG-9-b]: %d figures, D20 %d, modifiers: %s; "
                                    "total %d: %s%s [%s%s]"));
  g_assert_nonnull (strstr (entry->text, "A1"));
  g_assert_cmpuint (entry->n_rolls, ==, 1);
  roll = gg_dice_get_roll (state_of (f)->dice, entry->first_roll - 1);
  g_assert_cmpint (roll->kind, ==, GG_DIE_D20);
  g_assert_cmpint (roll->value, ==, 15);
  g_assert_true (roll->entered);
  screenshot (f, "play-morale-after");
}

/* Brings side B's first squad 25 cm in front of side A's first squad. */
static void
close_in (Fixture *f)
{
  GgGame *game = gg_document_get_game (f->document);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (game->figures, i);

      if (fig->side == 'B' && fig->squad == 1)
        fig->base.centre.y -= 600;
    }
  gg_document_changed (f->document);
}

/* Fire (BG-4.2-d, BG-12): target chosen among the visible squads, odds and the house tag of the
 * missing "Per colpire" table shown before rolling; hits become casualties in the game state
 * with B1's morale marker, the log has the breakdown, victory points follow (BG-16-b). */
static void
test_fire (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgActivationCard *card;
  GgSquadState *b1;
  const char *house;
  GgBgScore vp;
  g_autofree char *expected = NULL;

  g_assert_nonnull (state_of (f));
  close_in (f);
  g_assert_true (gg_chit_bag_view_enter (view, "A1"));
  card = gg_activation_panel_get_card (activation, 0);
  gg_activation_card_select_action (card, GG_CARD_FIRE);
  g_assert_cmpuint (gg_activation_card_get_n_targets (card), >=, 1);
  gg_activation_card_select_target (card, 0);
  g_assert_true (
    says (gg_activation_card_get_text (card, GG_CARD_FIRE_ODDS), "Chance of hits before rolling:"));
  house = gg_activation_card_get_house (card, GG_CARD_FIRE_ODDS);
  g_assert_nonnull (house);
  g_assert_nonnull (strstr (house, "BG-MISS-02"));
  /* BG-4.2-g: the player holds A-1-5 back; it will not have to reload */
  g_assert_true (gg_firer_choice_hold (gg_activation_card_get_firer_choice (card), "A-1-5", TRUE));
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play-fire-before");
  gg_activation_card_set_dice (card, "9 9 9 9 9 9 9 9");
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_activation_panel_get_card (activation, 0)), "card.fire", NULL));
  g_assert_false (gg_bg_state_needs_reload (state_of (f), 'A', 1, "A-1-5"));
  g_assert_true (says (last_entry (f)->text, "Held back from firing by the player, so not to "
                                             "reload: %s (BG-4.2-g)"));
  g_assert_nonnull (strstr (last_entry (f)->text, "A-1-5"));
  b1 = gg_bg_state_squad (state_of (f), 'B', 1, FALSE);
  g_assert_nonnull (b1);
  g_assert_cmpuint (b1->removed->len, >, 0);
  g_assert_true (b1->morale_test);
  /* the core's entries: the roll with its modifiers, then who is out of action */
  g_assert_true (
    says (gg_log_get_entry (state_of (f)->log, gg_log_get_n_entries (state_of (f)->log) - 3)->text,
          "Fire %s at %s [BG-12.1-g]: %u firing, "));
  g_assert_true (
    says (gg_log_get_entry (state_of (f)->log, gg_log_get_n_entries (state_of (f)->log) - 2)->text,
          "Fire at %s: out of action: %s [BG-12.1-j]"));
  g_assert_true (
    says (gg_activation_card_get_text (card, GG_CARD_FIRE_RESULT), ". Out of action: %s"));
  g_assert_true (gg_bg_state_needs_reload (state_of (f), 'A', 1, "A-1-1"));
  /* BG-16-b: side A's points count B1's figures out of action, shown live */
  gg_bg_score (
    gg_document_get_game (f->document),
    gg_bg_table_get_rules (gg_play_context_get_play (gg_play_panel_get_context (f->panel))), &vp);
  g_assert_cmpint (vp.victory[0].points, >=, (int) b1->removed->len);
  expected = g_strdup_printf (_("Victory points: side A %d · side B %d"), vp.victory[0].points, 0);
  g_assert_cmpstr (gg_play_panel_get_victory_text (f->panel), ==, expected);
  gg_bg_score_clear (&vp);
  screenshot (f, "play-fire-after");
}

/* The label of @widget's tree of the form "a · b" ending in @part, or NULL. */
static GtkLabel *
find_label (GtkWidget *widget, const char *part)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), "·") != NULL &&
      g_str_has_suffix (gtk_label_get_text (GTK_LABEL (widget)), part))
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_label (c, part);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The table's count in the header: "… · 20 mm figures · N figures". */
static guint
figures_shown (Fixture *f)
{
  g_autofree char *probe =
    g_strdup_printf (_("%s · table %s × %s · %d mm figures · %u figures"), "", "", "", 0, 0);
  const char *tail = strrchr (probe, ' '); /* " figures" in any language */
  GtkLabel *label = find_label (GTK_WIDGET (f->window), tail);
  const char *text;
  const char *dot;

  g_assert_nonnull (label);
  text = gtk_label_get_text (label);
  dot = g_strrstr (text, "· ");
  g_assert_nonnull (dot);
  return (guint) g_ascii_strtoull (dot + strlen ("· "), NULL, 10);
}

static GgTableView *
table_of (Fixture *f)
{
  return gg_window_get_table_view (f->window);
}

/* A click on the table, in table millimetres, with the Select tool. */
static void
click_at (Fixture *f, GgPoint p)
{
  g_signal_emit_by_name (gg_window_get_canvas (f->window), "pressed", p.x, p.y, 1, 0u);
  spin (20);
}

static gboolean
marker_on (Fixture *f, const char *action)
{
  g_autoptr (GVariant)
    state = g_action_group_get_action_state (gg_table_view_get_actions (table_of (f)), action);

  return g_variant_get_boolean (state);
}

static const char *
side_details (Fixture *f)
{
  return gg_side_panel_get_details (gg_table_view_get_side_panel (table_of (f)));
}

/* BG-12.1-j, BG-3.1-e: after "Out of action: …" the casualty is gone from the table at once: a
 * click where it stood no longer selects it, the squad's "Figures left" and the table's figure
 * count drop by the losses, and the side panel's markers show what the state says: B1 owes a
 * morale test, A1's firers must reload. */
static void
test_out_of_action (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgGame *game = gg_document_get_game (f->document);
  GgActivationCard *card;
  GgSquadState *b1;
  guint shown, lost;
  const char *casualty;
  GgPoint at;
  g_autofree char *left = NULL;

  g_assert_nonnull (state_of (f));
  close_in (f);
  shown = figures_shown (f);
  g_assert_cmpuint (shown, ==, game->figures->len);
  g_assert_true (gg_chit_bag_view_enter (gg_play_panel_get_chit_view (f->panel), "A1"));
  card = gg_activation_panel_get_card (activation, 0);
  gg_activation_card_select_action (card, GG_CARD_FIRE);
  gg_activation_card_select_target (card, 0);
  gg_activation_card_set_dice (card, "9 9 9 9 9 9 9 9");
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_activation_panel_get_card (activation, 0)), "card.fire", NULL));
  g_assert_true (
    says (gg_activation_card_get_text (card, GG_CARD_FIRE_RESULT), ". Out of action: %s"));
  spin (50);
  b1 = gg_bg_state_squad (state_of (f), 'B', 1, FALSE);
  lost = b1->removed->len;
  g_assert_cmpuint (lost, >, 0);
  casualty = g_ptr_array_index (b1->removed, 0);
  g_assert_nonnull (strstr (gg_activation_card_get_text (card, GG_CARD_FIRE_RESULT), casualty));
  /* the table: nothing to pick where the casualty stood, one figure fewer per loss */
  at = gg_game_lookup_figure (game, casualty)->base.centre;
  click_at (f, at);
  g_assert_false (gg_selection_contains (gg_table_view_get_selection (table_of (f)), casualty));
  g_assert_cmpuint (figures_shown (f), ==, shown - lost);
  /* the side panel: B1's figures left, its morale marker */
  click_at (f, gg_game_lookup_figure (game, "B-1-L1")->base.centre);
  g_assert_true (gg_selection_contains (gg_table_view_get_selection (table_of (f)), "B-1-L1"));
  left = g_strdup_printf (_("Figures left: %u"), 6 - lost);
  if (strstr (side_details (f), left) == NULL)
    g_error ("the side panel lacks “%s”:\n%s", left, side_details (f));
  g_assert_true (marker_on (f, "toggle-morale"));
  g_assert_false (marker_on (f, "toggle-reload"));
  /* A1's firers must reload */
  click_at (f, gg_game_lookup_figure (game, "A-1-1")->base.centre);
  g_assert_true (gg_selection_contains (gg_table_view_get_selection (table_of (f)), "A-1-1"));
  g_assert_true (marker_on (f, "toggle-reload"));
  screenshot (f, "play-out-of-action");
}

static GgSidePanel *
side_panel (Fixture *f)
{
  return gg_table_view_get_side_panel (table_of (f));
}

static void
drag_by (Fixture *f, GgPoint from, double dy, gboolean end)
{
  GtkWidget *canvas = gg_window_get_canvas (f->window);

  g_signal_emit_by_name (canvas, "drag-begin", from.x, from.y, 0u);
  for (int i = 1; i <= 5; i++)
    g_signal_emit_by_name (canvas, "drag-update", from.x, from.y + dy * i / 5);
  if (end)
    g_signal_emit_by_name (canvas, "drag-end", from.x, from.y + dy);
  spin (20);
}

/* BG-2.3-b, BG-10: the allowance is the activation's: A2 (infantry, in command, 15 cm) drawn, dragged 10 cm
 * and then 10 cm more is told it stops at its allowance (BG-4.2-h), measured from where its move
 * began, and the allowance ring stays there during the second drag. */
static void
test_move_allowance (Fixture *f, gconstpointer data)
{
  GgGame *game = gg_document_get_game (f->document);
  GgFigure *leader = gg_game_lookup_figure (game, "A-2-L2");
  GgOverlayData *o = gg_table_view_get_overlays (table_of (f));
  GgPoint start = leader->base.centre;
  g_autofree char *over =
    g_strdup_printf (_("stops at the allowance of this activation (%s)"), "BG-4.2-h");

  g_assert_nonnull (state_of (f));
  g_assert_true (gg_chit_bag_view_enter (gg_play_panel_get_chit_view (f->panel), "A2"));
  drag_by (f, start, 100, TRUE);
  leader = gg_game_lookup_figure (game, "A-2-L2");
  g_assert_cmpfloat_with_epsilon (leader->base.centre.y, start.y + 100, 1);
  g_assert_null (strstr (gg_side_panel_get_move_text (side_panel (f)), over));
  drag_by (f, leader->base.centre, 100, FALSE);
  g_assert_true (o->has_reach);
  g_assert_cmpfloat_with_epsilon (o->reach_start.centre.y, start.y, 1e-6);
  g_assert_cmpfloat_with_epsilon (o->reach_radius, 150, 1e-6);
  g_signal_emit_by_name (gg_window_get_canvas (f->window), "drag-end", start.x, start.y + 200);
  spin (20);
  if (strstr (gg_side_panel_get_move_text (side_panel (f)), over) == NULL)
    g_error ("no warning past the allowance: %s", gg_side_panel_get_move_text (side_panel (f)));
}

/* BG-5-b: a leader dragged alone 30 cm from his men is told how many must close up. */
static void
test_leader_ring (Fixture *f, gconstpointer data)
{
  GgGame *game = gg_document_get_game (f->document);
  GgSelection *selection = gg_table_view_get_selection (table_of (f));
  GgPoint start = gg_game_lookup_figure (game, "A-1-L1")->base.centre;

  gg_selection_clear (selection);
  gg_selection_toggle_figure (selection, "A-1-L1");
  drag_by (f, start, 300, FALSE);
  g_assert_nonnull (strstr (gg_side_panel_get_move_text (side_panel (f)), "(BG-5-b)"));
  g_signal_emit_by_name (gg_window_get_canvas (f->window), "drag-end", start.x, start.y + 300);
  spin (20);
}

/* BG-MISS-01, BG-16-b: a morale test whose result is "one figure flees" takes a figure off the
 * table at once: the card names it, the table's count drops, a click where it stood finds
 * nothing. The D20 typed in is one the core's table turns into that result. */
static void
test_morale_flee (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgPlayContext *context = gg_play_panel_get_context (f->panel);
  GgBgRules *rules = gg_play_context_get_rules (context);
  GgGame *game = gg_document_get_game (f->document);
  const char *lost[] = { "A-1-1", NULL };
  GgActivationCard *card;
  GgBgMoraleInput in;
  GgBgMorale m;
  GgSquadState *a1;
  const char *fled;
  char dice[8];
  guint shown;
  int d20 = 0;

  g_assert_nonnull (state_of (f));
  gg_bg_state_record_losses (state_of (f), 'A', 1, lost, FALSE);
  gg_document_state_changed (f->document);
  shown = figures_shown (f);
  g_assert_cmpuint (shown, ==, game->figures->len - 1);
  g_assert_true (gg_chit_bag_view_enter (gg_play_panel_get_chit_view (f->panel), "A1"));
  gg_bg_play_morale_input (game, rules, 'A', 1, FALSE, &in);
  g_assert_false (in.extra_die);
  gg_bg_morale_prepare (rules, &in, &m);
  for (int d = 1; d <= 20 && d20 == 0; d++)
    if (gg_bg_rules_morale_outcome (rules, in.figures, d + m.total_modifier, NULL) ==
        GG_BG_MORALE_FLEE)
      d20 = d;
  gg_bg_morale_clear (&m);
  g_assert_cmpint (d20, >, 0);
  g_snprintf (dice, sizeof dice, "%d", d20);
  card = gg_activation_panel_get_card (activation, 0);
  gg_activation_card_set_dice (card, dice);
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_activation_panel_get_card (activation, 0)), "card.morale", NULL));
  spin (50);
  a1 = gg_bg_state_squad (state_of (f), 'A', 1, FALSE);
  g_assert_cmpuint (a1->removed->len, ==, 2);
  fled = g_ptr_array_index (a1->removed, 1);
  g_assert_cmpstr (fled, !=, "A-1-L1");
  g_assert_nonnull (strstr (gg_activation_card_get_text (card, GG_CARD_MORALE_RESULT), fled));
  g_assert_cmpuint (figures_shown (f), ==, shown - 1);
  click_at (f, gg_game_lookup_figure (game, fled)->base.centre);
  g_assert_false (gg_selection_contains (gg_table_view_get_selection (table_of (f)), fled));
}

/* BG-12.4-a: the player who suffered the losses decides which pieces were hit: after the fire
 * the first casualty stays in play and another exposed figure falls instead, logged. */
static void
test_casualty_choice (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgActivationCard *card;
  GgLossChoice *losses;
  g_autofree char *hit = NULL, *instead = NULL;
  guint n;

  g_assert_nonnull (state_of (f));
  close_in (f);
  g_assert_true (gg_chit_bag_view_enter (gg_play_panel_get_chit_view (f->panel), "A1"));
  card = gg_activation_panel_get_card (activation, 0);
  gg_activation_card_select_action (card, GG_CARD_FIRE);
  gg_activation_card_select_target (card, 0);
  gg_activation_card_set_dice (card, "9 1 1 1 1 1 1 1");
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_activation_panel_get_card (activation, 0)), "card.fire", NULL));
  losses = gg_activation_card_get_loss_choice (card);
  hit = g_strdup (gg_choice_get (gg_loss_choice_get_hit (losses)));
  instead = g_strdup (gg_choice_get (gg_loss_choice_get_instead (losses)));
  g_assert_nonnull (hit);
  g_assert_nonnull (instead);
  g_assert_true (gg_bg_state_is_out (state_of (f), hit));
  n = gg_bg_state_squad (state_of (f), 'B', 1, FALSE)->removed->len;
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play-casualty-choice");
  g_assert_true (gg_loss_choice_swap (losses));
  g_assert_false (gg_bg_state_is_out (state_of (f), hit));
  g_assert_true (gg_bg_state_is_out (state_of (f), instead));
  g_assert_cmpuint (gg_bg_state_squad (state_of (f), 'B', 1, FALSE)->removed->len, ==, n);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-12.4-a"));
  g_assert_nonnull (strstr (last_entry (f)->text, instead));
}

/* BG-2.2-c: when the bag is empty the turn ends; the next turn puts every chit back. */
static void
test_bag_empties (Fixture *f, gconstpointer data)
{
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgChitBag *bag;

  g_assert_nonnull (state_of (f));
  bag = state_of (f)->chits;
  for (int i = 0; i < 10 && !gg_chitbag_is_turn_over (bag); i++)
    gg_chit_bag_view_draw_two (view);
  g_assert_true (gg_chitbag_is_turn_over (bag));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (view), "chits.draw", NULL) &&
                  gg_chitbag_get_n_in_bag (bag) > 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "chits.new-turn", NULL));
  g_assert_cmpuint (gg_chitbag_get_turn (bag), ==, 2);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (bag), ==, 11);
  g_assert_true (says (last_entry (f)->text, "Turn %u begins: every chit back in the bag"));
  g_assert_nonnull (strstr (last_entry (f)->text, "2"));
}

/* The log lists every entry and exports as text. */
static void
test_log_export (Fixture *f, gconstpointer data)
{
  GgLogView *log = gg_play_panel_get_log_view (f->panel);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "gigogin-log-test.txt", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  gg_chit_bag_view_draw_two (gg_play_panel_get_chit_view (f->panel));
  gg_chit_bag_view_draw_two (gg_play_panel_get_chit_view (f->panel));
  g_assert_cmpuint (gg_log_view_get_n_rows (log), ==, 2);
  g_assert_true (gg_log_view_export (log, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (says (text, "Chits drawn: %s [BG-2.2-a]"));
  gg_play_panel_show_page (f->panel, "log");
  screenshot (f, "play-log");
  g_unlink (path);
}

/* BG-16-b: a prisoner counts a point for his captors; BG-16-a.3: when side A has put out of
 * action or captured half of side B's figures, the panel declares the game over. */
static void
test_game_over (Fixture *f, gconstpointer data)
{
  GgGame *game = gg_document_get_game (f->document);
  GgChit captor = { 'A', 1 };
  g_autoptr (GPtrArray) hit = g_ptr_array_new ();
  g_autofree char *expected = NULL;
  guint n_b = 0;

  g_assert_nonnull (state_of (f));
  g_assert_null (gg_play_panel_get_end_text (f->panel));
  gg_bg_state_add_prisoner (state_of (f), "B-1-1", captor);
  gg_document_changed (f->document);
  expected = g_strdup_printf (_("Victory points: side A %d · side B %d"), 1, 0);
  g_assert_cmpstr (gg_play_panel_get_victory_text (f->panel), ==, expected);
  g_assert_null (gg_play_panel_get_end_text (f->panel));
  for (guint i = 0; i < game->figures->len; i++)
    n_b += ((GgFigure *) g_ptr_array_index (game->figures, i))->side == 'B';
  for (guint i = 0; i < game->figures->len && hit->len + 1 < (n_b + 1) / 2; i++)
    {
      GgFigure *fig = g_ptr_array_index (game->figures, i);

      if (fig->side == 'B' && fig->squad > 1 && !gg_bg_figure_is_leader (fig))
        g_ptr_array_add (hit, fig->id);
    }
  g_ptr_array_add (hit, NULL);
  test_bg_lose (game, (const char *const *) hit->pdata);
  gg_document_changed (f->document);
  g_assert_nonnull (gg_play_panel_get_end_text (f->panel));
  g_assert_true (says (gg_play_panel_get_end_text (f->panel),
                       "Game over (BG-16-a): side %c ended the game: %s. %s"));
  g_assert_nonnull (strstr (gg_play_panel_get_end_text (f->panel), "Side A wins"));
  screenshot (f, "play-game-over");
}

/* BG-13-h on the card: freeing is greyed out with its rule while the prisoner's guard stands;
 * once he has fallen, side B's squad frees the prisoner, who joins it, and the log says so. */
static void
test_free_prisoners (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgChit captor = { 'A', 1 };
  const char *guard[] = { "A-1-1", NULL };
  GgActivationSpecial *special;
  const char *why_not = NULL;
  GgPrisoner *p;

  g_assert_nonnull (state_of (f));
  p = gg_bg_state_add_prisoner (state_of (f), "B-1-1", captor);
  g_ptr_array_add (p->escorts, g_strdup ("A-1-1"));
  gg_document_changed (f->document);
  g_assert_true (gg_chit_bag_view_enter (view, "B1"));
  g_assert_true (gg_chit_bag_view_enter (view, "A1"));
  special = gg_activation_extra_get_special (
    gg_activation_card_get_extra (gg_activation_panel_get_card (activation, 0)));
  g_assert_false (gg_activation_special_may_free (special, &why_not));
  g_assert_nonnull (strstr (why_not, "BG-13-h"));
  g_assert_cmpuint (gg_activation_special_free_prisoners (special), ==, 0);
  gg_bg_state_record_losses (state_of (f), 'A', 1, guard, FALSE);
  g_assert_true (gg_activation_special_may_free (special, &why_not));
  g_assert_cmpuint (gg_activation_special_free_prisoners (special), ==, 1);
  g_assert_null (gg_bg_state_prisoner (state_of (f), "B-1-1"));
  g_assert_true (says (last_entry (f)->text, "Squad %c%d frees %u prisoners whose guards are "
                                             "gone; they join it [BG-13-h]"));
  g_assert_cmpstr (gg_activation_special_get_result (special), ==, last_entry (f)->text);
}

/* BG-15.1-l, BG-15.1-r and BG-4.3-e on the card: an Esitante's charge order is rolled and logged; the
 * Martinitt attached to A1 is greyed out with its rule until the squad suffers casualties, then
 * rolled and logged. */
static void
test_characters (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgOfficerState *officer;
  const char *lost[] = { "A-1-1", NULL };
  GgActivationSpecial *special;
  GgChit a1 = { 'A', 1 };

  g_assert_nonnull (state_of (f));
  gg_bg_state_squad (state_of (f), 'A', 1, TRUE)->characters = GG_BG_CHAR_ESITANTE;
  officer = gg_bg_state_officer (state_of (f), "A-PLA", TRUE);
  officer->characters = GG_BG_CHAR_MARTINITT;
  officer->attached = a1;
  /* BG-4.3-e: A1 made cavalry stands on foot bases: dismounted, it needs a horse holder */
  gg_bg_state_squad (state_of (f), 'A', 1, TRUE)->arm = GG_BG_ARM_CAVALRY;
  g_assert_true (gg_chit_bag_view_enter (view, "A1"));
  g_assert_true (gg_chit_bag_view_enter (view, "B1"));
  special = gg_activation_extra_get_special (
    gg_activation_card_get_extra (gg_activation_panel_get_card (activation, 0)));
  g_assert_nonnull (gg_activation_special_get_holders_text (special));
  g_assert_true (says (gg_activation_special_get_holders_text (special),
                       "Dismounted: %d troopers on foot need %d horse holders, who cannot fire "
                       "(BG-4.3-e); the squad has %d."));
  g_assert_null (gg_activation_special_get_crew_text (special));
  gg_activation_special_esitante (special);
  g_assert_true (says (last_entry (f)->text, "Esitante orders a charge [BG-15.1-l]: D10 %d: %s"));
  g_assert_false (gg_activation_special_protector (special));
  g_assert_null (strstr (last_entry (f)->text, "Martinitt"));
  gg_bg_state_record_losses (state_of (f), 'A', 1, lost, FALSE);
  gg_activation_special_protector (special);
  g_assert_nonnull (strstr (last_entry (f)->text, "Martinitt with squad A1"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-15.1-r"));
}

/* BG-15.1-h: the bag says which squad a Furtivo lets move before the first turn, until the first
 * chits are drawn. */
static void
test_furtivo (Fixture *f, gconstpointer data)
{
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);

  g_assert_nonnull (state_of (f));
  g_assert_null (gg_chit_bag_view_get_furtivo_text (view));
  gg_bg_state_squad (state_of (f), 'A', 2, TRUE)->characters = GG_BG_CHAR_FURTIVO;
  gg_document_changed (f->document);
  g_assert_nonnull (gg_chit_bag_view_get_furtivo_text (view));
  g_assert_true (says (gg_chit_bag_view_get_furtivo_text (view),
                       "Furtivo: before the first turn begins, %s may make one move "
                       "(BG-15.1-h)."));
  g_assert_nonnull (strstr (gg_chit_bag_view_get_furtivo_text (view), "A2"));
  gg_chit_bag_view_draw_two (view);
  g_assert_null (gg_chit_bag_view_get_furtivo_text (view));
}

/* BG-2.8-a: a doubtful case typed on the log page is settled by a D10, odd or even, and logged. */
static void
test_dispute (Fixture *f, gconstpointer data)
{
  GgLogView *log = gg_play_panel_get_log_view (f->panel);
  const GgRoll *roll;
  gboolean even;

  g_assert_nonnull (state_of (f));
  even = gg_log_view_dispute (log, "does the hedge block the view?");
  g_assert_true (says (last_entry (f)->text, "Doubtful case “%s” [BG-2.8-a]: D10 %d, %s"));
  g_assert_nonnull (strstr (last_entry (f)->text, "does the hedge block the view?"));
  g_assert_cmpuint (last_entry (f)->n_rolls, ==, 1);
  roll = gg_dice_get_roll (state_of (f)->dice, last_entry (f)->first_roll - 1);
  g_assert_cmpint (roll->kind, ==, GG_DIE_D10);
  g_assert_cmpint (even, ==, roll->value % 2 == 0);
  g_assert_cmpuint (gg_log_view_get_n_rows (log), ==, 1);
}

/* BG-15.3-d: an Indiavolati squad's card takes two actions (reload, then move), logging the
 * second to come; a plain squad's card one. */
static void
test_indiavolati (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgActivationCard *devils, *plain;
  guint entries;

  g_assert_nonnull (state_of (f));
  gg_bg_state_squad (state_of (f), 'A', 1, TRUE)->traits = GG_BG_TRAIT_INDIAVOLATI;
  g_assert_true (gg_chit_bag_view_enter (view, "A1"));
  g_assert_true (gg_chit_bag_view_enter (view, "B1"));
  devils = gg_activation_panel_get_card (activation, 0);
  plain = gg_activation_panel_get_card (activation, 1);
  gg_activation_card_reload (devils);
  g_assert_false (gg_bg_state_squad (state_of (f), 'A', 1, FALSE)->steps & GG_STEP_ACTED);
  g_assert_true (says (last_entry (f)->text,
                       "Squad %c%d, Indiavolati, may take a second action this activation [%s]"));
  gg_activation_card_move (devils);
  g_assert_true (gg_bg_state_squad (state_of (f), 'A', 1, FALSE)->steps & GG_STEP_ACTED);
  entries = gg_log_get_n_entries (state_of (f)->log);
  gg_activation_card_move (devils); /* the activation is over: nothing happens */
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries);
  gg_activation_card_reload (plain);
  g_assert_true (gg_bg_state_squad (state_of (f), 'B', 1, FALSE)->steps & GG_STEP_ACTED);
}

/* BG-5-d: A1 forms mass from its card: logged, it is the squad's action (the card's move does
 * nothing more), and the melee will read it (BG-11.8-b). BG-4.5-l: the card of B1, put out of
 * command, says what it may still do. */
static void
test_mass (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgActivationCard *card;
  GgActivationSpecial *special;
  guint entries;

  g_assert_nonnull (state_of (f));
  g_assert_true (gg_chit_bag_view_enter (view, "A1"));
  g_assert_true (gg_chit_bag_view_enter (view, "B1"));
  card = gg_activation_panel_get_card (activation, 0);
  special = gg_activation_extra_get_special (gg_activation_card_get_extra (card));
  g_assert_true (gg_activation_special_form_mass (special));
  g_assert_true (says (last_entry (f)->text, "Squad %c%d forms mass: +1 in melee against cavalry "
                                             "until it moves [BG-5-d, BG-11.8-b]"));
  g_assert_true (gg_bg_state_squad (state_of (f), 'A', 1, FALSE)->mass);
  entries = gg_log_get_n_entries (state_of (f)->log);
  gg_activation_card_move (card);
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries);
  g_assert_false (gg_activation_special_form_mass (special));
  g_assert_nonnull (strstr (gg_activation_special_get_result (special), "BG-2.4-b"));
  gg_bg_state_squad (state_of (f), 'B', 1, TRUE)->command = 0;
  gg_document_changed (f->document);
  special = gg_activation_extra_get_special (
    gg_activation_card_get_extra (gg_activation_panel_get_card (activation, 1)));
  g_assert_nonnull (gg_activation_special_get_command_text (special));
  g_assert_true (says (gg_activation_special_get_command_text (special),
                       "Out of command (BG-4.8-m): this activation the squad may only %s; no "
                       "other move, no assault (BG-4.5-l, BG-4.8-n, BG-4.2-l)."));
  g_assert_nonnull (strstr (gg_activation_special_get_command_text (special), "reload"));
  g_assert_null (strstr (gg_activation_special_get_command_text (special), "assault or charge"));
}

/* One Undo takes back a whole fire action made through the card's action (the app's call): the
 * dice rolled, the casualties, B1's morale marker, the firers' reload markers and the log entries
 * go, and the game file is byte for byte what it was before the shot; Redo brings it all back. */
static void
test_fire_undo (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);
  GgGame *game = gg_document_get_game (f->document);
  GgActivationCard *card;
  GgSquadState *b1;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  guint entries, rolls;

  g_assert_nonnull (state_of (f));
  close_in (f);
  g_assert_true (gg_chit_bag_view_enter (view, "A1"));
  card = gg_activation_panel_get_card (activation, 0);
  gg_activation_card_select_action (card, GG_CARD_FIRE);
  gg_activation_card_select_target (card, 0);
  gg_activation_card_set_dice (card, "9 9 9 9 9 9 9 9");
  before = gg_game_to_yaml (game, NULL);
  entries = gg_log_get_n_entries (state_of (f)->log);
  rolls = gg_dice_get_n_rolls (state_of (f)->dice);
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_activation_panel_get_card (activation, 0)), "card.fire", NULL));
  b1 = gg_bg_state_squad (state_of (f), 'B', 1, FALSE);
  g_assert_nonnull (b1);
  g_assert_cmpuint (b1->removed->len, >, 0);
  g_assert_true (b1->morale_test);
  g_assert_true (gg_bg_state_needs_reload (state_of (f), 'A', 1, "A-1-1"));
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), >, entries);
  g_assert_cmpuint (gg_dice_get_n_rolls (state_of (f)->dice), >, rolls);
  after = gg_game_to_yaml (game, NULL);
  g_assert_cmpstr (after, !=, before);
  g_assert_cmpstr (gg_document_get_undo_label (f->document), ==, _("Fire"));

  g_assert_true (gg_document_undo (f->document));
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries);
  g_assert_cmpuint (gg_dice_get_n_rolls (state_of (f)->dice), ==, rolls);
  b1 = gg_bg_state_squad (state_of (f), 'B', 1, FALSE);
  g_assert_true (b1 == NULL || (b1->removed->len == 0 && !b1->morale_test));
  g_assert_false (gg_bg_state_needs_reload (state_of (f), 'A', 1, "A-1-1"));
  undone = gg_game_to_yaml (game, NULL);
  g_assert_cmpstr (undone, ==, before);

  g_assert_true (gg_document_redo (f->document));
  redone = gg_game_to_yaml (game, NULL);
  g_assert_cmpstr (redone, ==, after);
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
#define ADD(path, fn) g_test_add ("/ui/play/" path, Fixture, NULL, setup, fn, teardown)
  ADD ("draw-two/BG-2.2-a", test_draw_two);
  ADD ("casualty-choice/BG-12.4-a", test_casualty_choice);
  ADD ("morale/BG-2.3-a", test_morale);
  ADD ("fire/BG-12.1-j", test_fire);
  ADD ("fire-undo", test_fire_undo);
  ADD ("out-of-action/BG-3.1-e", test_out_of_action);
  ADD ("move-allowance/BG-2.3-b", test_move_allowance);
  ADD ("leader-ring/BG-5-b", test_leader_ring);
  ADD ("morale-flee/BG-MISS-01", test_morale_flee);
  ADD ("bag-empties/BG-2.2-c", test_bag_empties);
  ADD ("log-export", test_log_export);
  ADD ("game-over/BG-16-a", test_game_over);
  ADD ("free-prisoners/BG-13-h", test_free_prisoners);
  ADD ("characters/BG-15.1-l", test_characters);
  ADD ("furtivo/BG-15.1-h", test_furtivo);
  ADD ("dispute/BG-2.8-a", test_dispute);
  ADD ("indiavolati/BG-15.3-d", test_indiavolati);
  ADD ("mass/BG-5-d", test_mass);
  return ui_harness_run ();
}
