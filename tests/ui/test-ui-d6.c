/* The d6 rules widgets under a real display (Xvfb): the d6 demo opens and shows the Turn
 * button, the turn panel walks the phases forward and back, the Fog of War roll is logged, the
 * fire plan's odds are on screen before rolling, resolving takes casualties off the table, the
 * TEST marks the unit, and the settings store an option in the game's d6 section. Skips
 * cleanly without a display. Set GG_SCREENSHOT_DIR to keep PNGs of the turn window. */
#include "core-support.h"
#include "gg-config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <math.h>

#include "gg-application.h"
#include "gg-canvas.h"
#include "gg-d6-actions.h"
#include "gg-d6-charge-pane.h"
#include "gg-d6-melee-pane.h"
#include "gg-d6-move-pane.h"
#include "gg-d6-board.h"
#include "gg-d6-fire-pane.h"
#include "gg-d6-fog-pane.h"
#include "gg-d6-settings.h"
#include "gg-d6-state.h"
#include "gg-d6-test-pane.h"
#include "gg-geometry.h"
#include "gg-i18n.h"
#include "gg-side-panel.h"
#include "gg-table-view.h"
#include "gg-turn-panel.h"
#include "gg-window.h"

#include "ui-harness.h"

typedef struct
{
  GgWindow *window;
  GgTurnPanel *panel;
  GgGame *game;
} Fixture;

/* The first row titled @title under @widget (the tests run untranslated). */
static GtkWidget *
find_row_titled (GtkWidget *widget, const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_row_titled (c, title);

      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_action_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_action_button (c, action);

      if (found)
        return found;
    }
  return NULL;
}

/* The @n-th GtkSwitch under @widget, counting from 0. */
static GtkWidget *
find_switch (GtkWidget *widget, int n)
{
  GPtrArray *found = g_ptr_array_new ();
  GPtrArray *todo = g_ptr_array_new ();
  GtkWidget *result;

  g_ptr_array_add (todo, widget);
  for (guint i = 0; i < todo->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (todo, i);

      if (GTK_IS_SWITCH (w))
        g_ptr_array_add (found, w);
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (todo, c);
    }
  result = (int) found->len > n ? g_ptr_array_index (found, n) : NULL;
  g_ptr_array_unref (found);
  g_ptr_array_unref (todo);
  return result;
}

static void
setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->window = ui_window_new (1000, 700);
  g_assert_true (gg_d6_actions_open_demo (f->window, &error));
  g_assert_no_error (error);
  f->game = gg_document_get_game (gg_window_get_document (f->window));
  g_clear_pointer (&f->game->state, gg_game_state_free);
  f->game->state = gg_game_state_new (1859); /* before the panel: the same dice every run */
  f->panel = gg_d6_actions_show_turn (f->window);
  g_assert_true (gg_window_get_sidebar_shown (f->window, "turn")); /* docked beside the table */
  g_assert_true (gtk_widget_get_ancestor (GTK_WIDGET (f->panel), GG_TYPE_WINDOW) ==
                 GTK_WIDGET (f->window));
  g_assert_nonnull (f->panel);
  spin (200);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  ui_close_window (f->window);
}

/* D6-CMD-1 from a club's table file chosen for the game (the game's settings call
 * gg_document_set_rules_file): the turn panel and its panes read the club's 24" at once; the
 * game's options still apply; back to the built-in tables, 18" again. */
static void
test_club_rules (Fixture *f, gconstpointer data)
{
  g_autofree char *club = g_test_build_filename (G_TEST_DIST, "data", "club", "d6-club.yaml", NULL);
  GgDocument *doc = gg_window_get_document (f->window);
  g_autoptr (GError) error = NULL;

  g_assert_cmpfloat (gg_d6_rules_number (gg_turn_panel_get_rules (f->panel), "command.radius"), ==,
                     18);
  gg_d6_state_set_option (gg_d6_state_of (f->game), "test-die-face-counts", "false");
  g_assert_true (gg_document_set_rules_file (doc, club, &error));
  g_assert_no_error (error);
  spin (50);
  g_assert_cmpfloat (gg_d6_rules_number (gg_turn_panel_get_rules (f->panel), "command.radius"), ==,
                     24);
  g_assert_true (
    gg_d6_rules_option_is (gg_turn_panel_get_rules (f->panel), "test-die-face-counts", "false"));
  g_assert_true (gg_document_get_modified (doc));
  g_assert_true (gg_document_set_rules_file (doc, NULL, &error));
  spin (50);
  g_assert_cmpfloat (gg_d6_rules_number (gg_turn_panel_get_rules (f->panel), "command.radius"), ==,
                     18);
}

/* The Turn button shows for d6 games only. */
static void
test_turn_button (Fixture *f, gconstpointer data)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (f->window), "d6.show-turn");
  GtkWidget *play = find_action_button (GTK_WIDGET (f->window), "win.show-play");

  g_assert_nonnull (button);
  g_assert_nonnull (play);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_false (gtk_widget_get_visible (play)); /* La Bella Gigogin's chits: not in d6 */
  gg_window_open_demo (f->window);                /* La Bella Gigogin */
  spin (50);
  g_assert_false (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_get_visible (play));
  /* d6.show-turn is off (gg_window_actions_update()): its button is insensitive */
  g_assert_false (gtk_widget_get_sensitive (button));
}

/* The d6 demo is a 72" x 48" table (D6-GEN-2: inches): the window shows a d6 game in inches
 * when it opens, a La Bella Gigogin game in centimetres, and the switch still changes it. */
static void
test_inches (Fixture *f, gconstpointer data)
{
  GgCanvas *canvas = GG_CANVAS (gg_window_get_canvas (f->window));
  g_autoptr (GError) error = NULL;

  g_assert_cmpfloat_with_epsilon (f->game->width, 72 * 25.4, 1e-9);
  g_assert_cmpint (gg_canvas_get_unit (canvas), ==, GG_UNIT_IN);
  gg_window_open_demo (f->window); /* La Bella Gigogin, in cm */
  spin (50);
  g_assert_cmpint (gg_canvas_get_unit (canvas), ==, GG_UNIT_CM);
  g_assert_true (gg_d6_actions_open_demo (f->window, &error));
  g_assert_no_error (error);
  f->game = gg_document_get_game (gg_window_get_document (f->window));
  spin (50);
  g_assert_cmpint (gg_canvas_get_unit (canvas), ==, GG_UNIT_IN);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.length-unit", "s", "cm"));
  spin (50);
  g_assert_cmpint (gg_canvas_get_unit (canvas), ==, GG_UNIT_CM);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.length-unit", "s", "in"));
  spin (50);
  g_assert_cmpint (gg_canvas_get_unit (canvas), ==, GG_UNIT_IN);
  ui_save_screen ("main-in"); /* the Turn window closed with the d6 game it served */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.length-unit", "s", "cm"));
}

/* D6-SEQ-1, D6-AMB-53: before the first phase the turn panel settles who moves first through the
 * core (the demo is a scenario: its order stands), logged; once play has begun it is gone. */
static void
test_first_player (Fixture *f, gconstpointer data)
{
  GtkWidget *first = find_button (GTK_WIDGET (f->panel), "Who Moves _First?");
  guint entries = gg_log_get_n_entries (f->game->state->log);
  const GgLogEntry *e;

  g_assert_nonnull (first);
  g_assert_true (gtk_widget_get_visible (first));
  g_assert_cmpint (gg_turn_panel_first_player (f->panel), ==, gg_d6_state_of (f->game)->turn.first);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + 1);
  e = gg_log_get_entry (f->game->state->log, entries);
  g_assert_nonnull (strstr (e->text, "D6-SEQ-1"));
  gg_turn_panel_next (f->panel);
  g_assert_false (gtk_widget_get_visible (first));
}

/* D6-SEQ-3/4: Fog of War, Move with five steps (charges at the fifth), Fire, Melee, Morale;
 * then the other side. Back returns to the phase as it was. */
static void
test_phase_advance (Fixture *f, gconstpointer data)
{
  static const char *const pages[] = { "move", "move",  "move", "move", "charge",
                                       "fire", "melee", "test", "fog" };
  g_autofree char *due = NULL;
  guint notes = gg_log_get_n_entries (f->game->state->log);

  g_assert_cmpstr (gg_turn_panel_get_visible_pane (f->panel), ==, "fog");
  ui_save_screen ("turn-fog");
  gg_turn_panel_next (f->panel);
  g_assert_cmpint (gg_d6_state_of (f->game)->turn.phase, ==, GG_D6_PHASE_MOVE);
  g_assert_cmpint (gg_d6_state_of (f->game)->turn.step, ==, GG_D6_STEP_COMPULSORY);
  due = gg_turn_panel_get_due_text (f->panel);
  g_assert_nonnull (strstr (due, "(D6-COMP-2)"));
  for (guint i = 1; i < G_N_ELEMENTS (pages); i++)
    {
      gg_turn_panel_next (f->panel);
      g_assert_cmpstr (gg_turn_panel_get_visible_pane (f->panel), ==, pages[i]);
    }
  g_assert_cmpint (gg_d6_state_of (f->game)->turn.active, ==, 'B'); /* D6-SEQ-2 */
  g_assert_cmpint (gg_d6_state_of (f->game)->turn.turn, ==, 1);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, notes + 9);
  g_assert_true (gg_turn_panel_previous (f->panel));
  g_assert_cmpint (gg_d6_state_of (f->game)->turn.active, ==, 'A');
  g_assert_cmpint (gg_d6_state_of (f->game)->turn.phase, ==, GG_D6_PHASE_MORALE);
  g_assert_cmpstr (gg_turn_panel_get_visible_pane (f->panel), ==, "test");
}

/* D6-FOG-1: a 1 then 3 + 4 = 7, heavy rain (D6-FOG-T7); the roll is in the referee's log. */
static void
test_fog_roll_logged (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = gg_turn_panel_get_pane (f->panel, "fog");
  GgD6ReportView *view = gg_d6_pane_get_view (pane);
  g_autofree char *odds = gg_d6_report_view_get_odds_text (view);
  guint entries = gg_log_get_n_entries (f->game->state->log);
  const GgLogEntry *e;

  g_assert_nonnull (strstr (odds, ": 83.3 %")); /* no event: 5/6 */
  g_assert_nonnull (strstr (odds, ": 2.8 %"));  /* heavy rain: 1/6 x 6/36 */
  gg_d6_report_view_roll (view, "1 3 4");
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + 1);
  e = gg_log_get_entry (f->game->state->log, entries);
  g_assert_cmpint (e->kind, ==, GG_LOG_ROLL);
  g_assert_cmpuint (e->n_rolls, ==, 3);
  g_assert_true (gg_dice_get_roll (f->game->state->dice, e->first_roll - 1)->entered);
  g_assert_nonnull (strstr (e->text, "D6-FOG-T7"));
  g_assert_cmpuint (gg_d6_state_of (f->game)->fog->len, ==, 1);
  g_assert_cmpint (g_array_index (gg_d6_state_of (f->game)->fog, GgD6FogEffect, 0).event, ==,
                   GG_D6_FOG_HEAVY_RAIN);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-FOG-T7"));
  ui_save_screen ("turn-fog-rolled");
}

static GgD6FirePane *
fire_pane (Fixture *f)
{
  GgD6FirePane *pane;

  while (gg_d6_state_of (f->game)->turn.phase != GG_D6_PHASE_FIRE)
    gg_turn_panel_next (f->panel);
  pane = GG_D6_FIRE_PANE (gg_turn_panel_get_pane (f->panel, "fire"));
  g_assert_true (gg_d6_fire_pane_select (pane, "A2", "B2"));
  gg_d6_fire_pane_set_distance (pane, 3);
  return pane;
}

/* D6-FIRE-5, D6-FIRE-7: 24 muskets in line at short range; the odds of each number of hits
 * are on screen before rolling and are the binomial odds of the pool. */
static void
test_fire_odds_before_rolling (Fixture *f, gconstpointer data)
{
  GgD6FirePane *pane = fire_pane (f);
  const GgD6Fire *plan = gg_d6_fire_pane_get_plan (pane);
  GgD6ReportView *view = gg_d6_pane_get_view (GG_D6_PANE (pane));
  g_autofree char *odds = gg_d6_report_view_get_odds_text (view);
  g_autofree char *p0 = NULL;

  g_assert_nonnull (plan);
  g_assert_true (plan->allowed);
  g_assert_cmpint (plan->pool, >, 0);
  g_assert_cmpuint (plan->report->rolls->len, ==, 0);
  p0 = g_strdup_printf (": %.1f %%", 100 * pow (5.0 / 6, plan->pool));
  g_test_message ("pool %d, odds:\n%s", plan->pool, odds);
  g_assert_true (g_str_has_prefix (strchr (odds, ':'), p0));
  g_assert_cmpfloat_with_epsilon (test_d6_odds_sum (plan->report), 1, 1e-9);
  g_assert_nonnull (gg_d6_report_find (plan->report, "D6-FIRE-9")); /* the Trained die */
  gg_turn_panel_show_roll (f->panel);
  ui_save_screen ("turn-fire");
}

static void
count_cb (GgDocument *document, guint *n)
{
  (*n)++;
}

/* D6-FIRE-7: every 6 a hit, every hit a figure off the table; D6-DIS-C1 disorder. */
static void
test_fire_resolve_casualties (Fixture *f, gconstpointer data)
{
  GgD6FirePane *pane = fire_pane (f);
  const GgD6Fire *plan = gg_d6_fire_pane_get_plan (pane);
  GgD6ReportView *view = gg_d6_pane_get_view (GG_D6_PANE (pane));
  guint figures = f->game->figures->len, changed = 0;
  guint entries = gg_log_get_n_entries (f->game->state->log);
  g_autoptr (GString) faces = g_string_new (NULL);
  GgD6UnitState *b2 = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "B2");
  int pool = plan->pool;

  for (int i = 0; i < pool; i++)
    g_string_append (faces, i < 3 ? "6 " : "2 ");
  g_signal_connect (gg_window_get_document (f->window), "changed", G_CALLBACK (count_cb), &changed);
  gg_d6_report_view_roll (view, faces->str);
  g_assert_cmpint (gg_d6_fire_pane_get_plan (pane)->hits, ==, MIN (3, pool));
  g_assert_cmpuint (f->game->figures->len, ==, figures - MIN (3, pool));
  g_assert_cmpuint (test_d6_count_figures (f->game, "B2"), ==, 28 - MIN (3, pool));
  g_assert_cmpint (b2->lost, ==, MIN (3, pool));
  g_assert_true (b2->orange);
  g_assert_cmpint (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A2")->fired, ==, 1);
  g_assert_cmpuint (changed, >=, 1);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (f->game->state->log, entries)->text, "A2"));
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-DIS-C1"));
  g_signal_handlers_disconnect_by_data (gg_window_get_document (f->window), &changed);
  ui_save_screen ("turn-fire-rolled");
  /* the fire is one undo step: undo puts the figures, the unit's losses and the log back as
   * they were before the roll (and the dice with them, so the same roll comes again) */
  g_assert_true (gg_document_get_modified (gg_window_get_document (f->window)));
  g_assert_true (gg_document_undo (gg_window_get_document (f->window)));
  g_assert_cmpuint (f->game->figures->len, ==, figures);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries);
  b2 = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "B2");
  g_assert_cmpint (b2->lost, ==, 0);
}

/* Moves @target's figures so that its centre is @inches in front of @firer's. */
static void
bring_within_range (Fixture *f, const char *firer, const char *target, double inches)
{
  g_autoptr (GgD6Table) table = gg_d6_table_new (f->game, gg_turn_panel_get_rules (f->panel));
  GgD6TableUnit *a = gg_d6_table_lookup (table, firer), *b = gg_d6_table_lookup (table, target);
  GgPoint dir = gg_bearing_vector (a->facing);
  GgPoint to = { a->centre.x + dir.x * inches * 25.4, a->centre.y + dir.y * inches * 25.4 };

  for (guint i = 0; i < b->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (b->figures, i);

      fig->base.centre.x += to.x - b->centre.x;
      fig->base.centre.y += to.y - b->centre.y;
    }
}

/* The dice of every section that fires (D6-FIRE-15), and how many fire. */
static int
section_dice (GgD6FirePane *pane, guint *firing)
{
  int total = 0;

  *firing = 0;
  for (guint i = 0; i < 2; i++)
    {
      const GgD6Fire *p = gg_d6_fire_pane_get_section_plan (pane, i);

      if (p != NULL && p->allowed)
        total += p->pool, (*firing)++;
    }
  return total;
}

/* D6-FIRE-15: each section rolls its own pool at its own target (the nearest it may fire at,
 * or the player's choice), with the odds of every section before the roll; typed-in dice are
 * shared out by section; each section's fire has its own log entry. */
static void
fire_by_section (Fixture *f, GgD6FirePane *pane)
{
  GgD6ReportView *view = gg_d6_pane_get_view (GG_D6_PANE (pane));
  guint entries = gg_log_get_n_entries (f->game->state->log), figures = f->game->figures->len;
  g_autofree char *odds = gg_d6_report_view_get_odds_text (view);
  g_autoptr (GString) faces = g_string_new (NULL);
  const char *t0 = gg_d6_fire_pane_get_section_target (pane, 0);
  guint firing, none;
  int total = section_dice (pane, &firing);

  g_assert_cmpuint (firing, >=, 1);
  g_assert_cmpstr (t0, ==, "B2"); /* the nearest valid target of the front section */
  g_assert_nonnull (strstr (odds, "1"));
  g_assert_true (gg_d6_fire_pane_set_section_target (pane, 0, NULL));
  g_assert_cmpint (section_dice (pane, &none), <, total);
  g_assert_true (gg_d6_fire_pane_set_section_target (pane, 0, "B2"));
  g_assert_cmpint (section_dice (pane, &firing), ==, total);
  for (int i = 0; i < total; i++)
    g_string_append (faces, i == 0 ? "6 " : "1 ");
  gtk_widget_grab_focus (find_type (GTK_WIDGET (pane), GTK_TYPE_DROP_DOWN)); /* in view */
  ui_save_screen ("turn-fire-sections-targets");
  gg_d6_report_view_roll (view, faces->str);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + firing);
  g_assert_nonnull (strstr (gg_log_get_entry (f->game->state->log, entries)->text, "A2"));
  g_assert_cmpint (gg_d6_fire_pane_get_section_plan (pane, 0)->hits, ==, 1);
  g_assert_cmpuint (f->game->figures->len, ==, figures - 1);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "B2"));
  ui_save_screen ("turn-fire-sections-rolled");
}

/* D6-FIRE-15, D6-FORM-6: A2 in other formations with its end figure turned: it fires by section,
 * two of them, shown in the fire pane. */
static void
test_fire_sections (Fixture *f, gconstpointer data)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A2");
  GgFigure *end = NULL;
  GgD6FirePane *pane;

  for (guint i = 0; i < f->game->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (f->game->figures, i);

      if (fig->side == 'A' && fig->squad == 2)
        end = fig;
    }
  g_assert_nonnull (end);
  bring_within_range (f, "A2", "B2", 5);
  end->base.facing += 90;
  g_free (u->formation);
  u->formation = g_strdup ("other");
  pane = fire_pane (f);
  g_assert_cmpuint (gg_d6_fire_pane_count_sections (pane), ==, 2);
  gg_turn_panel_show_roll (f->panel);
  ui_save_screen ("turn-fire-sections");
  fire_by_section (f, pane);
  g_free (u->formation);
  u->formation = g_strdup ("line");
  gg_d6_pane_refresh (GG_D6_PANE (pane));
  g_assert_cmpuint (gg_d6_fire_pane_count_sections (pane), ==, 0);
}

static GgD6Pane *
goto_pane (Fixture *f, GgD6Phase phase, int step, const char *name)
{
  while (gg_d6_state_of (f->game)->turn.phase != phase ||
         gg_d6_state_of (f->game)->turn.step != step)
    gg_turn_panel_next (f->panel);
  g_assert_cmpstr (gg_turn_panel_get_visible_pane (f->panel), ==, name);
  return gg_turn_panel_get_pane (f->panel, name);
}

static GgD6TableUnit *
measured (Fixture *f, GgD6Table **table, const char *id)
{
  if (*table == NULL)
    *table = gg_d6_table_new (f->game, gg_turn_panel_get_rules (f->panel));
  return gg_d6_table_lookup (*table, id);
}

static double
gap (Fixture *f, const char *a, const char *b)
{
  GgD6Table *table = NULL;
  double d = gg_d6_table_distance (measured (f, &table, a), measured (f, &table, b));

  gg_d6_table_free (table);
  return d;
}

static void
fog_roll (Fixture *f, const char *faces, GgD6FogEvent event)
{
  GgD6Pane *fog = gg_turn_panel_get_pane (f->panel, "fog");

  gg_d6_report_view_roll (gg_d6_pane_get_view (fog), faces);
  g_assert_cmpuint (gg_d6_state_of (f->game)->fog->len, ==, 1);
  g_assert_cmpint (g_array_index (gg_d6_state_of (f->game)->fog, GgD6FogEffect, 0).event, ==,
                   event);
}

static const char *
last_log (Fixture *f)
{
  GgLog *log = f->game->state->log;

  return gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text;
}

/* D6-MOVE-12/11: after the roll the March button moves the unit along the direction of march
 * through the core, spending the roll; D6-OFF-2: an off-table unit rolls to enter, logged. */
static void
test_march_and_entry (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES, "move");
  GgD6MovePane *move = GG_D6_MOVE_PANE (pane);
  GgD6Table *table = NULL;
  GgPoint before;
  double moved, left;
  guint entries;

  g_assert_true (gg_d6_move_pane_select (move, "A1", GG_D6_MOVE_PANE_NORMAL));
  g_assert_cmpfloat (gg_d6_move_pane_march (move), <, 0); /* not rolled yet */
  before = measured (f, &table, "A1")->centre;
  g_clear_pointer (&table, gg_d6_table_free);
  gg_d6_report_view_roll (gg_d6_pane_get_view (pane), NULL);
  gg_d6_pane_replan (pane);
  left = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")->move_roll;
  moved = gg_d6_move_pane_march (move);
  g_assert_cmpfloat (moved, >=, 0);
  g_assert_cmpfloat (moved, <=, left);
  g_assert_cmpfloat_with_epsilon (gg_point_distance (before, measured (f, &table, "A1")->centre),
                                  moved * 25.4, 1e-6);
  g_clear_pointer (&table, gg_d6_table_free);
  g_assert_cmpfloat_with_epsilon (
    gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")->move_roll, left - moved, 1e-9);
  gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A2")->status = GG_D6_STATUS_OFF_TABLE;
  gg_d6_pane_refresh (pane);
  g_assert_true (gg_d6_move_pane_select (move, "A2", GG_D6_MOVE_PANE_NORMAL));
  entries = gg_log_get_n_entries (f->game->state->log);
  gg_d6_move_pane_enter (move);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (f->game->state->log, entries)->text, "D6-OFF-2"));
}

/* D6-MOVE-1/8/9: a veteran line battalion's dice; the roll is its move; the unit has moved;
 * D6-MOVE-11: it is not rolled again in the same Move phase. */
static void
test_move (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES, "move");
  GgD6ReportView *view = gg_d6_pane_get_view (pane);
  g_autofree char *odds = NULL;
  guint entries, rolls;

  g_assert_true (gg_d6_move_pane_select (GG_D6_MOVE_PANE (pane), "A1", GG_D6_MOVE_PANE_NORMAL));
  odds = gg_d6_report_view_get_odds_text (view);
  g_assert_cmpuint (strlen (odds), >, 0);
  gg_turn_panel_show_roll (f->panel);
  ui_save_screen ("turn-move");
  gg_d6_report_view_roll (view, NULL);
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")->moved);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-MOVE-9"));
  ui_save_screen ("turn-move-rolled");
  /* D6-MOVE-11: one roll a Move phase; asking again rolls nothing and says why */
  entries = gg_log_get_n_entries (f->game->state->log);
  rolls = gg_dice_get_n_rolls (f->game->state->dice);
  gg_d6_pane_replan (pane);
  gg_d6_report_view_roll (view, NULL);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries);
  g_assert_cmpuint (gg_dice_get_n_rolls (f->game->state->dice), ==, rolls);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-MOVE-11"));
}

/* D6-TER-12, D6-MOVE-3, D6-AMB-18, D6-MOVE-10 (the direction of march the player states is where
 * the table is read): the 33e de ligne marches north onto the Monte dei Cipressi:
 * with the option hill-movement, climbing costs a die; it stands on no road, so the road die is
 * only the player's word, and the log says so. */
static void
test_move_terrain (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES, "move");
  GgD6MovePane *move = GG_D6_MOVE_PANE (pane);
  GgD6Rules *rules = gg_d6_pane_get_rules (pane);
  guint entries = gg_log_get_n_entries (f->game->state->log);
  g_autofree char *note = NULL;
  int flat;

  g_assert_true (gg_d6_move_pane_select (move, "A2", GG_D6_MOVE_PANE_NORMAL));
  gg_d6_move_pane_set_bearing (move, 0);
  flat = gg_d6_move_pane_get_plan (move)->dice;
  g_assert_null (gg_d6_report_find (gg_d6_move_pane_get_plan (move)->report, "D6-TER-12"));
  g_assert_nonnull (strstr (gg_d6_move_pane_get_road_note (move), "D6-MOVE-3"));
  g_assert_null (strstr (gg_d6_move_pane_get_road_note (move), "\"")); /* no road ahead */
  g_assert_true (gg_d6_rules_set_option (rules, "hill-movement", "uphill-slower", NULL));
  gg_d6_pane_replan (pane);
  g_assert_cmpint (gg_d6_move_pane_get_plan (move)->dice, ==, flat - 1);
  g_assert_nonnull (gg_d6_report_find (gg_d6_move_pane_get_plan (move)->report, "D6-TER-12"));
  gg_d6_move_pane_set_bearing (move, 180); /* marching away from the hill */
  g_assert_cmpint (gg_d6_move_pane_get_plan (move)->dice, ==, flat);
  note = g_strdup (gg_d6_move_pane_get_road_note (move));
  gg_d6_move_pane_set_road (move, TRUE);
  g_assert_cmpint (gg_d6_move_pane_get_plan (move)->dice, ==, flat + 1);
  g_assert_true (g_str_has_prefix (gg_d6_move_pane_get_road_note (move), note)); /* by hand */
  g_assert_cmpstr (gg_d6_move_pane_get_road_note (move), !=, note);
  ui_save_screen ("turn-move-terrain");
  gg_d6_report_view_roll (gg_d6_pane_get_view (pane), NULL);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (f->game->state->log, entries)->text, "D6-AMB-18"));
  g_assert_true (gg_d6_rules_set_option (rules, "hill-movement", "flat", NULL));
}

/* D6-COMP-5: a retreat with no way out destroys the unit; its figures leave the table. */
static void
test_compulsory (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane;
  GgD6ReportView *view;
  g_autoptr (GgD6Rules) rules = gg_d6_rules_load_builtin (NULL);
  g_autoptr (GgD6Table) table = gg_d6_table_new (f->game, rules);

  gg_d6_table_apply_test (table, gg_d6_table_lookup (table, "A3"), GG_D6_RETREAT);
  g_clear_pointer (&table, gg_d6_table_free);
  pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_COMPULSORY, "move");
  view = gg_d6_pane_get_view (pane);
  g_assert_true (gg_d6_move_pane_select (GG_D6_MOVE_PANE (pane), "A3", GG_D6_MOVE_PANE_RETREAT));
  gtk_switch_set_active (GTK_SWITCH (find_switch (GTK_WIDGET (pane), 3)), FALSE); /* no path away */
  gg_d6_report_view_roll (view, NULL);
  g_assert_cmpint (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A3")->status, ==,
                   GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (test_d6_count_figures (f->game, "A3"), ==, 0);
}

/* D6-CHG-1/2/8: the charge may be declared within the rolled move; hussars may counter-charge
 * (anything but a 1); contact to the flank disorders the defender (D6-DIS-C3). */
static void
test_charge (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_CHARGES, "charge");
  GgD6ChargePane *charge = GG_D6_CHARGE_PANE (pane);
  GgD6ReportView *view = gg_d6_pane_get_view (pane);
  guint entries = gg_log_get_n_entries (f->game->state->log);
  GtkSwitch *los;

  g_assert_true (gg_d6_charge_pane_select (charge, "A1", "B6"));
  /* D6-CHG-2: measured on the table, the wood and the vineyard hide the hussars from A1 ... */
  los = GTK_SWITCH (find_switch (GTK_WIDGET (pane), 0));
  g_assert_false (gtk_switch_get_active (los));
  gtk_switch_set_active (los, TRUE); /* ... but the referee may judge otherwise */
  gg_d6_charge_pane_set_distances (charge, 8, 12, 12);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-CHG-1"));
  gg_d6_charge_pane_set_distances (charge, 14, 12, 12);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-CHG-3"));
  gg_turn_panel_show_roll (f->panel);
  ui_save_screen ("turn-charge");
  gg_d6_report_view_roll (view, "4");
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-CHG-8"));
  gg_d6_charge_pane_contact (charge);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + 2);
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")->moved);
}

/* D6-CHG-4, D6-CHG-6: B2 evades A1's charge straight away, through B4 put behind it; the
 * evade is one undoable edit, B2 is disordered, and B4 may then be charged as the original
 * target; D6-CHG-5: a charger that makes no contact after the evade is disordered. */
static void
test_charge_evade (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_CHARGES, "charge");
  GgD6ChargePane *charge = GG_D6_CHARGE_PANE (pane);
  GgD6ReportView *view = gg_d6_pane_get_view (pane);
  GgD6Table *table = NULL;
  GgPoint a, b, dir, b_before;
  g_autoptr (GgD6Compulsory) c = NULL;
  g_autofree char *typed = NULL;
  g_autoptr (GPtrArray) passed = NULL;
  double len;

  a = measured (f, &table, "A1")->centre;
  b = b_before = measured (f, &table, "B2")->centre;
  g_clear_pointer (&table, gg_d6_table_free);
  len = gg_point_distance (a, b);
  dir = (GgPoint){ (b.x - a.x) / len, (b.y - a.y) / len };
  for (guint i = 0; i < f->game->figures->len; i++) /* B4 right behind B2, on its way */
    {
      GgFigure *fig = g_ptr_array_index (f->game->figures, i);

      if (fig->side == 'B' && fig->squad == 4)
        fig->base.centre = (GgPoint){ b.x + dir.x * 4 * 25.4, b.y + dir.y * 4 * 25.4 };
    }
  g_assert_true (gg_d6_charge_pane_select (charge, "A1", "B2"));
  gtk_switch_set_active (GTK_SWITCH (find_switch (GTK_WIDGET (pane), 0)), TRUE);
  gg_d6_charge_pane_set_distances (charge, 14, 12, 12);
  /* the evade takes real dice typed in, as many as its plan rolls (D6-CHG-4) */
  c = gg_d6_compulsory_plan (gg_d6_pane_get_rules (pane), &measured (f, &table, "B2")->unit,
                             GG_D6_EVADE_MOVE, TRUE, FALSE);
  typed = g_strnfill (c->dice, '6');
  g_assert_false (gg_d6_charge_pane_evade_typed (charge, "7 7 7 7 7 7 7"));
  g_assert_cmpfloat (gg_point_distance (measured (f, &table, "B2")->centre, b_before), <, 1e-6);
  g_assert_true (gg_d6_charge_pane_evade_typed (charge, typed));
  g_clear_pointer (&table, gg_d6_table_free);
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "B2")->orange);
  g_assert_cmpfloat (gap (f, "A1", "B2"), >, 0);
  passed = gg_d6_charge_pane_get_passed (charge);
  g_assert_true (g_ptr_array_find_with_equal_func (passed, "B4", g_str_equal, NULL));
  g_assert_nonnull (strstr (last_log (f), "D6-CHG-4"));
  g_assert_nonnull (strstr (last_log (f), "D6-CHG-6"));
  g_assert_true (gg_d6_charge_pane_select (charge, "A1", "B4"));
  gtk_switch_set_active (GTK_SWITCH (find_switch (GTK_WIDGET (pane), 0)), TRUE);
  gg_d6_charge_pane_set_distances (charge, 20, 16, 16);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-CHG-6"));
  ui_save_screen ("turn-charge-evaded");
  /* D6-CHG-5: the charger makes no contact after all: disordered, through the core */
  g_assert_false (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")->orange);
  g_assert_true (gg_d6_charge_pane_missed (charge));
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")->orange);
  g_assert_nonnull (strstr (last_log (f), "D6-CHG-5"));
  g_assert_false (gg_d6_charge_pane_missed (charge)); /* once */
  g_assert_true (gg_document_undo (gg_window_get_document (f->window)));
  g_assert_cmpfloat (gg_point_distance (measured (f, &table, "B2")->centre, b_before), <, 1e-6);
  gg_d6_table_free (table);
}

/* Where every figure stands, for comparing the table before and after an undo. */
static char *
figures_text (GgGame *game)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (game->figures, i);

      g_string_append_printf (text, "%s %.6f %.6f %.6f\n", fig->id, fig->base.centre.x,
                              fig->base.centre.y, fig->base.facing);
    }
  return g_string_free (text, FALSE);
}

/* One action, one undo step. Seed 004 line 33: "Any unit may evade. (move as if retreating)";
 * line 8: it "moves, MOVEMENT RATE d6, directly away from attacking unit". The evade is one core
 * call; one Undo puts every figure it moved back, with nothing left before it in the history;
 * Redo makes it again. */
static void
test_charge_evade_one_undo (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_CHARGES, "charge");
  GgD6ChargePane *charge = GG_D6_CHARGE_PANE (pane);
  GgDocument *doc = gg_window_get_document (f->window);
  GgD6Table *table = NULL;
  g_autoptr (GgD6Compulsory) c = NULL;
  g_autofree char *typed = NULL;
  g_autofree char *before = figures_text (f->game);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  g_assert_false (gg_document_can_undo (doc));
  g_assert_true (gg_d6_charge_pane_select (charge, "A1", "B2"));
  gtk_switch_set_active (GTK_SWITCH (find_switch (GTK_WIDGET (pane), 0)), TRUE);
  gg_d6_charge_pane_set_distances (charge, 14, 12, 12);
  c = gg_d6_compulsory_plan (gg_d6_pane_get_rules (pane), &measured (f, &table, "B2")->unit,
                             GG_D6_EVADE_MOVE, TRUE, FALSE);
  g_clear_pointer (&table, gg_d6_table_free);
  typed = g_strnfill (c->dice, '6');
  g_assert_true (gg_d6_charge_pane_evade_typed (charge, typed));
  after = figures_text (f->game);
  g_assert_cmpstr (after, !=, before);
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Evade");
  g_assert_true (gg_document_undo (doc));
  g_assert_false (gg_document_can_undo (doc));
  undone = figures_text (f->game);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (gg_document_redo (doc));
  redone = figures_text (f->game);
  g_assert_cmpstr (redone, ==, after);
}

/* D6-MEL-3/4: the attacker rolls a 6, the defender a 1; the loser loses 3 figures per point. */
static void
test_melee (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = goto_pane (f, GG_D6_PHASE_MELEE, 0, "melee");
  GgD6ReportView *view = gg_d6_pane_get_view (pane);
  guint before = test_d6_count_figures (f->game, "B2");
  GgD6UnitState *b2 = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "B2");

  g_assert_true (gg_d6_melee_pane_select (GG_D6_MELEE_PANE (pane), "A1", "B2"));
  gg_turn_panel_show_roll (f->panel);
  ui_save_screen ("turn-melee");
  gg_d6_report_view_roll (view, "6 1");
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-MEL-4"));
  g_assert_cmpint (b2->lost, >=, 3);
  g_test_message ("B2 lost %d", b2->lost);
  /* 3 per point, or every figure when that reaches 75% (D6-CAS-4) */
  g_assert_true (b2->lost % 3 == 0 || b2->status == GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (test_d6_count_figures (f->game, "B2"), ==, before - b2->lost);
  /* L63, L88: the loser routs or retreats (or is gone); both end disordered (D6-MEL-7) */
  g_assert_true (b2->status == GG_D6_STATUS_RETREAT_PENDING ||
                 b2->status == GG_D6_STATUS_ROUT_PENDING || b2->status == GG_D6_STATUS_DESTROYED);
  g_assert_true (
    gg_d6_unit_state_disordered (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")));
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-MEL-7"));
  ui_save_screen ("turn-melee-rolled");
}

/* D6-TEST: a 1 on a trained unit's die; the result goes on the unit's markers. */
static void
test_test_pane (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = gg_turn_panel_get_pane (f->panel, "test");
  GgD6ReportView *view = gg_d6_pane_get_view (pane);
  GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "B3");
  g_autofree char *odds = gg_d6_report_view_get_odds_text (view);

  g_assert_true (gg_d6_test_pane_select (GG_D6_TEST_PANE (pane), "B3"));
  g_free (odds);
  odds = gg_d6_report_view_get_odds_text (view);
  g_assert_cmpuint (strlen (odds), >, 0);
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (pane))), "test");
  gg_turn_panel_show_roll (f->panel);
  ui_save_screen ("turn-test");
  gg_d6_report_view_roll (view, "1");
  g_assert_true (u->tested);
  g_assert_nonnull (strstr (gg_d6_report_view_get_result (view), "D6-TEST-6"));
  g_assert_cmpuint (gg_dice_get_n_rolls (f->game->state->dice), ==, 1);
  ui_save_screen ("turn-test-rolled");
}

/* D6-TEST-M14 (L111-114): the TEST pane counts a large friend's rout within 18" -2, not -1 as
 * a retreat. */
static void
test_test_pane_rout (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = gg_turn_panel_get_pane (f->panel, "test");
  GgFigure *b2 = gg_game_lookup_figure (f->game, "B2-01");
  const GgD6Test *plan;
  const GgD6Mod *m14;

  g_assert_nonnull (b2);
  gg_d6_state_add_event (gg_d6_state_of (f->game), GG_D6_EVENT_ROUT, "B2", 'B', TRUE, FALSE,
                         b2->base.centre);
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (pane))), "test");
  spin (50);
  g_assert_true (gg_d6_test_pane_select (GG_D6_TEST_PANE (pane), "B3"));
  plan = gg_d6_test_pane_get_plan (GG_D6_TEST_PANE (pane));
  g_assert_nonnull (plan);
  m14 = gg_d6_report_find (plan->report, "D6-TEST-M14");
  g_assert_nonnull (m14);
  g_assert_cmpint (m14->value, ==, -2);
}

/* D6-MOR-4/5, D6-MOR-6 (morale is checked as events happen): after a large unit's retreat, the
 * TEST pane names the units that must test, in the core's order (gg_d6_play_event_testers). */
static void
test_event_testers (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane = gg_turn_panel_get_pane (f->panel, "test");
  GgD6Table *table = NULL;
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GPtrArray) ids = NULL;
  GtkWidget *row;

  gg_d6_state_add_event (gg_d6_state_of (f->game), GG_D6_EVENT_RETREAT, "A2", 'A', TRUE, FALSE,
                         measured (f, &table, "A2")->centre);
  g_clear_pointer (&table, gg_d6_table_free);
  play = gg_d6_play_new (f->game, gg_turn_panel_get_rules (f->panel), 1, NULL);
  ids = gg_d6_play_event_testers (play, "A2", FALSE);
  g_assert_cmpuint (ids->len, >, 0);
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (pane))), "test");
  spin (20);
  gg_d6_pane_refresh (pane);
  row = find_row_titled (GTK_WIDGET (pane), "Must test after this turn’s events");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (row));
  g_test_message ("%s", adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                   g_ptr_array_index (ids, 0)));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "D6-MOR-4"));
}

/* Spec section 22: an option chosen in the settings is kept in the game's d6 section and used
 * by the rules (AMB-1). */
/* Fog of War events applied at the table (D6-FOG-T4/T6/T9/T11, D6-AMB-46) */

/* D6-FOG-T4: a 1, then 1 + 3: the active side's commanders are put touching the army commander
 * at once, as one undoable edit; the other side's stay where they are. */
static void
test_fog_crisis (Fixture *f, gconstpointer data)
{
  GgDocument *doc = gg_window_get_document (f->window);
  double a_before = gap (f, "A6", "A7"), b_before = gap (f, "B7", "B8");

  g_assert_cmpfloat (a_before, >, 1);
  fog_roll (f, "1 1 3", GG_D6_FOG_CRISIS_MEETING);
  g_assert_cmpfloat (gap (f, "A6", "A7"), <, 1e-6);
  g_assert_cmpfloat_with_epsilon (gap (f, "B7", "B8"), b_before, 1e-9);
  g_assert_nonnull (strstr (last_log (f), "D6-FOG-T4"));
  ui_save_screen ("turn-fog-crisis");
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Crisis meeting");
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpfloat_with_epsilon (gap (f, "A6", "A7"), a_before, 1e-9);
}

/* D6-FOG-T6: lost orders for the brigade nearest the army commander: its normal moves are
 * halved, with the rule beside the dice, in that side's player turn only. */
static void
test_fog_lost_orders (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane;
  const GgD6Move *plan;
  g_autofree char *odds = NULL, *least = NULL;

  fog_roll (f, "1 3 3", GG_D6_FOG_LOST_ORDERS);
  g_assert_cmpstr (g_array_index (gg_d6_state_of (f->game)->fog, GgD6FogEffect, 0).target, ==,
                   "Goze");
  g_assert_nonnull (strstr (last_log (f), "Goze"));
  pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES, "move");
  g_assert_true (gg_d6_move_pane_select (GG_D6_MOVE_PANE (pane), "A2", GG_D6_MOVE_PANE_NORMAL));
  plan = gg_d6_move_pane_get_plan (GG_D6_MOVE_PANE (pane));
  g_assert_cmpfloat (plan->factor, ==, 0.5);
  g_assert_nonnull (gg_d6_report_find (plan->report, "D6-FOG-T6"));
  odds = gg_d6_report_view_get_odds_text (gg_d6_pane_get_view (pane));
  least = g_strdup_printf ("%g\" move", (plan->dice + plan->inches) / 2);
  g_assert_nonnull (strstr (odds, least));
  gg_turn_panel_show_roll (f->panel);
  ui_save_screen ("turn-move-lost-orders");
  gg_turn_panel_next (f->panel);
  pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES, "move");
  g_assert_cmpint (gg_d6_state_of (f->game)->turn.active, ==, 'B');
  g_assert_true (gg_d6_move_pane_select (GG_D6_MOVE_PANE (pane), "B2", GG_D6_MOVE_PANE_NORMAL));
  g_assert_cmpfloat (gg_d6_move_pane_get_plan (GG_D6_MOVE_PANE (pane))->factor, ==, 1);
}

/* D6-FOG-T9: inspired command: the commander furthest from the army commander; a disordered
 * unit within 18" of it still gets the command bonus in its TEST (D6-TEST-M13) this turn. */
static void
test_fog_inspired (Fixture *f, gconstpointer data)
{
  GgD6Table *table = NULL;
  const char *inspired = NULL;
  const char *ids[] = { "A1", "A2", "A3", "A4" };
  GgD6Pane *pane;
  const GgD6Mod *mod;

  fog_roll (f, "1 4 5", GG_D6_FOG_INSPIRED_COMMAND);
  g_assert_cmpstr (g_array_index (gg_d6_state_of (f->game)->fog, GgD6FogEffect, 0).target, ==,
                   "A6");
  for (guint i = 0; i < G_N_ELEMENTS (ids) && inspired == NULL; i++)
    {
      GgD6TestInput tin;

      gg_d6_table_test_input (table, measured (f, &table, ids[i]), 0, &tin);
      if (tin.inspired) /* D6-FOG-T9 */
        inspired = ids[i];
    }
  gg_d6_table_free (table);
  g_assert_nonnull (inspired);
  gg_d6_state_lookup_unit (gg_d6_state_of (f->game), inspired)->orange = TRUE;
  pane = goto_pane (f, GG_D6_PHASE_MORALE, 0, "test");
  g_assert_true (gg_d6_test_pane_select (GG_D6_TEST_PANE (pane), inspired));
  gg_d6_pane_refresh (pane);
  mod =
    gg_d6_report_find (gg_d6_test_pane_get_plan (GG_D6_TEST_PANE (pane))->report, "D6-TEST-M13");
  g_assert_nonnull (mod);
  g_assert_nonnull (strstr (mod->label, "inspired"));
  ui_save_screen ("turn-test-inspired");
}

/* D6-FOG-T11, D6-AMB-46: élan: up to three units, each once, move up to 3" straight toward the
 * enemy before their normal move, each as an undoable edit; kept in the game's d6 section. */
static void
test_fog_elan (Fixture *f, gconstpointer data)
{
  GgD6Pane *pane;
  GgD6MovePane *move;
  GgD6Table *table = NULL;
  GgPoint before;
  g_autoptr (GError) error = NULL;
  g_autofree char *yaml = NULL;
  double moved;

  fog_roll (f, "1 5 6", GG_D6_FOG_ELAN);
  pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES, "move");
  move = GG_D6_MOVE_PANE (pane);
  before = measured (f, &table, "A1")->centre;
  g_clear_pointer (&table, gg_d6_table_free);
  g_assert_true (gg_d6_move_pane_select (move, "A1", GG_D6_MOVE_PANE_NORMAL));
  ui_save_screen ("turn-move-elan");
  moved = gg_d6_move_pane_elan (move);
  g_assert_cmpfloat (moved, >, 0);
  g_assert_cmpfloat (moved, <=, 3 + 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_point_distance (before, measured (f, &table, "A1")->centre),
                                  moved * 25.4, 1e-6);
  g_clear_pointer (&table, gg_d6_table_free);
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A1")->moved);
  g_assert_nonnull (strstr (last_log (f), "D6-FOG-T11"));
  g_assert_cmpfloat (gg_d6_move_pane_elan (move), <, 0); /* once each */
  g_assert_true (gg_d6_move_pane_select (move, "A2", GG_D6_MOVE_PANE_NORMAL));
  g_assert_cmpfloat (gg_d6_move_pane_elan (move), >=, 0);
  g_assert_true (gg_d6_move_pane_select (move, "A3", GG_D6_MOVE_PANE_NORMAL));
  g_assert_cmpfloat (gg_d6_move_pane_elan (move), >=, 0);
  g_assert_true (gg_d6_move_pane_select (move, "A4", GG_D6_MOVE_PANE_NORMAL));
  g_assert_cmpfloat (gg_d6_move_pane_elan (move), <, 0); /* three have gone */
  g_assert_cmpstr (g_array_index (gg_d6_state_of (f->game)->fog, GgD6FogEffect, 0).target, ==,
                   "A1,A2,A3");
  yaml = gg_game_to_yaml (f->game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (yaml, "A1,A2,A3"));
  ui_save_screen ("turn-move-elan-done");
  g_assert_true (gg_document_undo (gg_window_get_document (f->window)));
}

/* D6-REF-2: in step 3 of the Move phase a disordered unit declares a reform through the core:
 * its orange marker becomes red, noted in the log; a unit in good order may not. */
static void
test_reform (Fixture *f, gconstpointer data)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A2");
  GgD6MovePane *move;
  guint entries;

  u->orange = TRUE;
  move = GG_D6_MOVE_PANE (goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_DECLARE_REFORM, "move"));
  g_assert_true (gg_d6_move_pane_select (move, "A1", GG_D6_MOVE_PANE_NORMAL));
  g_assert_false (gg_d6_move_pane_reform (move)); /* in good order */
  g_assert_true (gg_d6_move_pane_select (move, "A2", GG_D6_MOVE_PANE_NORMAL));
  ui_save_screen ("turn-move-reform");
  entries = gg_log_get_n_entries (f->game->state->log);
  g_assert_true (gg_d6_move_pane_reform (move));
  g_assert_true (u->red);
  g_assert_false (u->orange);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, entries + 1);
  g_assert_nonnull (strstr (last_log (f), "D6-REF-2"));
}

/* D6-REF-8, D6-SPEC-3/4, D6-REF-1/4: dragoons dismount instead of a normal move: red marker,
 * kept in the d6 section, and at the end of step 2 of the side's next Move phase they are green
 * light infantry. */
static void
test_dragoons (Fixture *f, gconstpointer data)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (f->game), "A2");
  const char *dragoons[] = { "dragoons", NULL };
  GgD6Pane *pane;
  GgD6Unit unit;

  g_free (u->type);
  u->type = g_strdup ("line-cavalry");
  u->attributes = g_strdupv ((char **) dragoons);
  pane = goto_pane (f, GG_D6_PHASE_MOVE, GG_D6_STEP_NORMAL_MOVES, "move");
  g_assert_true (gg_d6_move_pane_select (GG_D6_MOVE_PANE (pane), "A2", GG_D6_MOVE_PANE_NORMAL));
  ui_save_screen ("turn-move-dragoons");
  g_assert_true (gg_d6_move_pane_mount (GG_D6_MOVE_PANE (pane)));
  g_assert_true (u->red);
  g_assert_cmpstr (u->new_formation, ==, "dismounted");
  g_assert_nonnull (strstr (last_log (f), "D6-REF-8"));
  g_assert_false (gg_d6_move_pane_mount (GG_D6_MOVE_PANE (pane))); /* once */
  ui_save_screen ("turn-move-dragoons-dismounting");
  do
    gg_turn_panel_next (f->panel);
  while (gg_d6_state_of (f->game)->turn.active != 'A' ||
         gg_d6_state_of (f->game)->turn.phase != GG_D6_PHASE_MOVE ||
         gg_d6_state_of (f->game)->turn.step != GG_D6_STEP_NORMAL_MOVES);
  g_assert_false (u->red);
  g_assert_cmpstr (u->formation, ==, "dismounted");
  g_assert_true (gg_d6_pane_describe (pane, "A2", &unit));
  g_assert_cmpint (unit.kind, ==, GG_D6_LIGHT_INFANTRY);
  g_assert_cmpint (unit.klass, ==, GG_D6_GREEN);
}

static void
test_options_stored (Fixture *f, gconstpointer data)
{
  GtkWidget *settings =
    gg_d6_settings_new (GTK_WINDOW (f->window), gg_window_get_document (f->window));
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  gtk_window_present (GTK_WINDOW (settings));
  spin (100);
  ui_save_screen ("settings");
  g_assert_true (
    gg_d6_rules_option_is (gg_turn_panel_get_rules (f->panel), "test-die-face-counts", "true"));
  g_assert_true (
    gg_d6_settings_choose (GG_D6_SETTINGS (settings), "test-die-face-counts", "false"));
  g_assert_false (gg_d6_settings_choose (GG_D6_SETTINGS (settings), "test-die-face-counts", "x"));
  g_assert_cmpuint (gg_d6_state_of (f->game)->options->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (gg_d6_state_of (f->game)->options, 1), ==, "false");
  g_assert_true (
    gg_d6_rules_option_is (gg_turn_panel_get_rules (f->panel), "test-die-face-counts", "false"));
  text = gg_game_to_yaml (f->game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "test-die-face-counts: \"false\""));
  gtk_window_destroy (GTK_WINDOW (settings));
}

static void
skip_under_sanitizers (void)
{
  g_test_skip (
    "measures lines of sight: too slow with every malloc unwound; runs in the normal suite");
}

/* The side panel of a d6 game speaks the d6 rules' words: the unit (not La Bella Gigogin's
 * squad and leader), its brigade and commander within 18" (D6-CMD-1), its markers and status
 * (D6-DIS-SM), no BG rule IDs; La Bella Gigogin's reload and morale markers are not shown. */
static void
test_side_panel (Fixture *f, gconstpointer data)
{
  GgSidePanel *side = gg_table_view_get_side_panel (gg_window_get_table_view (f->window));
  GgFigure *fig = g_ptr_array_index (f->game->figures, 0);
  g_auto (GStrv) leader = g_strsplit (_("Leader: %s"), "%", 2);
  g_auto (GStrv) left = g_strsplit (_("Figures left: %u"), "%", 2);
  GgSelection *sel = gg_table_view_get_selection (gg_window_get_table_view (f->window));
  g_autofree char *unit = gg_d6_unit_id (fig->side, fig->squad);
  const char *details;

  gg_d6_state_lookup_unit (gg_d6_state_of (f->game), unit)->orange = TRUE;
  gg_selection_set_squad (sel, f->game, fig->id);
  spin (50);
  details = gg_side_panel_get_details (side);
  g_test_message ("%s", details);
  g_assert_nonnull (strstr (details, unit));
  g_assert_nonnull (strstr (details, "D6-CMD-"));
  g_assert_nonnull (strstr (details, "D6-DIS-1"));
  g_assert_nonnull (strstr (details, "D6-CAS-5"));
  g_assert_null (strstr (details, "BG-"));
  g_assert_null (strstr (details, leader[0]));
  g_assert_null (strstr (details, left[0]));
  ui_save_screen ("side-panel-d6");
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
#define ADD(path, func) g_test_add (path, Fixture, NULL, setup, func, teardown)
/* The panes that measure lines of sight through the demo's woods take minutes each when every
 * malloc is unwound (build-aux/sanitize.sh sets GG_SANITIZE); there they are reported as skipped
 * and run in the ordinary suite, while the cheaper ones still run under the sanitizers. */
#define ADD_MEASURING(path, func)                    \
  G_STMT_START                                       \
  {                                                  \
    if (g_getenv ("GG_SANITIZE") != NULL)            \
      g_test_add_func (path, skip_under_sanitizers); \
    else                                             \
      ADD (path, func);                              \
  }                                                  \
  G_STMT_END
  ADD ("/ui/d6/turn-button", test_turn_button);
  ADD ("/ui/d6/side-panel/D6-CMD-1/D6-DIS-1", test_side_panel);
  ADD ("/ui/d6/club-rules/D6-CMD-1", test_club_rules);
  ADD ("/ui/d6/inches/D6-GEN-2", test_inches);
  ADD ("/ui/d6/phase-advance/D6-SEQ-4", test_phase_advance);
  ADD ("/ui/d6/first-player/D6-SEQ-1", test_first_player);
  ADD ("/ui/d6/march/D6-MOVE-12", test_march_and_entry);
  ADD ("/ui/d6/fog-roll-logged/D6-FOG-1", test_fog_roll_logged);
  ADD_MEASURING ("/ui/d6/fire-odds-before-rolling/D6-FIRE-7", test_fire_odds_before_rolling);
  ADD_MEASURING ("/ui/d6/fire-resolve-casualties/D6-FIRE-7", test_fire_resolve_casualties);
  ADD_MEASURING ("/ui/d6/fire/sections/D6-FIRE-15", test_fire_sections);
  ADD_MEASURING ("/ui/d6/move/D6-MOVE-9", test_move);
  ADD_MEASURING ("/ui/d6/move-terrain/D6-TER-12", test_move_terrain);
  ADD_MEASURING ("/ui/d6/compulsory/D6-COMP-5", test_compulsory);
  ADD_MEASURING ("/ui/d6/charge/D6-CHG-8", test_charge);
  ADD_MEASURING ("/ui/d6/charge/evade/D6-CHG-6", test_charge_evade);
  ADD_MEASURING ("/ui/d6/charge/evade-one-undo/D6-CHG-4", test_charge_evade_one_undo);
  ADD_MEASURING ("/ui/d6/melee/D6-MEL-4", test_melee);
  ADD_MEASURING ("/ui/d6/test/D6-TEST-6", test_test_pane);
  ADD_MEASURING ("/ui/d6/test/rout/D6-TEST-M14", test_test_pane_rout);
  ADD ("/ui/d6/options-stored/D6-AMB-1", test_options_stored);
  ADD ("/ui/d6/fog/crisis/D6-FOG-T4", test_fog_crisis);
  ADD_MEASURING ("/ui/d6/fog/lost-orders/D6-FOG-T6", test_fog_lost_orders);
  ADD_MEASURING ("/ui/d6/fog/inspired/D6-FOG-T9", test_fog_inspired);
  ADD_MEASURING ("/ui/d6/fog/elan/D6-FOG-T11", test_fog_elan);
  ADD_MEASURING ("/ui/d6/dragoons/D6-REF-8", test_dragoons);
  ADD ("/ui/d6/reform/D6-REF-2", test_reform);
  ADD_MEASURING ("/ui/d6/event-testers/D6-MOR-4", test_event_testers);
  return ui_harness_run ();
}
