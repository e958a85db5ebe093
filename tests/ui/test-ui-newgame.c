/* Starting a game (issue 16): the New Game dialog builds a d6 or La Bella Gigogin table from a
 * roster for each side (the core's gg_new_game_build), refuses a table too small with a toast
 * and leaves the game alone, opens a shipped scenario with fresh dice, asks before the d6 demo
 * drops unsaved work, and Open Recent lists only games that open. Replay steps through the log
 * with the table as it was, changing nothing. XDG dirs in a temporary folder; skips cleanly
 * without a display. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "core-support.h"
#include "gg-act.h"
#include "gg-d6-state.h"
#include "gg-game-state.h"
#include "gg-new-game-dialog.h"
#include "gg-preferences-window.h"
#include "gg-replay-window.h"
#include "gg-window.h"

#include "ui-harness.h"

#define ROSTERS "/org/gigogin/Gigogin/data/rosters/"

static GgNewGameDialog *
open_dialog (GgWindow *window)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  spin (100);
  dialog = find_toplevel (GG_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  return GG_NEW_GAME_DIALOG (dialog);
}

static gpointer
child (gpointer widget, GType type, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);
}

/* Rosters of the d6 rules switch the dialog to d6 (inches, 15 mm) and both sides deploy. */
static void
test_d6_from_rosters (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GgDocument *document = gg_window_get_document (window);
  GgNewGameDialog *dialog = open_dialog (window);
  g_autoptr (GError) error = NULL;
  GgGame *game;

  g_assert_true (gg_new_game_dialog_set_roster (
    dialog, 'A', ROSTERS "solferino-1859-brigata-goze.yaml", &error));
  g_assert_true (gg_new_game_dialog_set_roster (
    dialog, 'B', ROSTERS "solferino-1859-brigata-hoditz.yaml", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (
    adw_combo_row_get_selected (child (dialog, GG_TYPE_NEW_GAME_DIALOG, "units_row")), ==, 1);
  g_assert_cmpfloat (
    gtk_spin_button_get_value (child (dialog, GG_TYPE_NEW_GAME_DIALOG, "width_spin")), ==, 72);
  g_assert_true (gg_new_game_dialog_start (dialog));
  spin (50);
  game = gg_document_get_game (document);
  g_assert_cmpint (game->ruleset, ==, GG_RULESET_D6);
  g_assert_cmpint (game->units, ==, GG_UNIT_IN);
  g_assert_cmpint (game->scale, ==, 15);
  g_assert_cmpfloat_with_epsilon (game->width, 72 * 25.4, 1e-9);
  g_assert_nonnull (gg_d6_state_of (game));
  g_assert_nonnull (gg_d6_state_lookup_unit (gg_d6_state_of (game), "A1"));
  g_assert_nonnull (gg_d6_state_lookup_unit (gg_d6_state_of (game), "B1"));
  g_assert_cmpstr (gg_document_get_title (document), ==, "New game");
  g_assert_false (gg_document_get_modified (document));
  g_assert_null (find_toplevel (GG_TYPE_NEW_GAME_DIALOG));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The d6 game's activation scheme (issue 17, R59-4.4): the Activation row, shown for the d6
 * rules only, makes the game play 1859 corps continuity with the rosters' corps. */
static void
test_d6_activation (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GgNewGameDialog *dialog = open_dialog (window);
  AdwComboRow *row = child (dialog, GG_TYPE_NEW_GAME_DIALOG, "activation_row");
  g_autoptr (GError) error = NULL;
  GgGame *game;

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row))); /* La Bella Gigogin first */
  g_assert_true (gg_new_game_dialog_set_roster (
    dialog, 'A', ROSTERS "solferino-1859-brigata-goze.yaml", &error));
  g_assert_true (gg_new_game_dialog_set_roster (
    dialog, 'B', ROSTERS "solferino-1859-brigata-hoditz.yaml", &error));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  adw_combo_row_set_selected (row, 2);
  g_assert_true (gg_new_game_dialog_start (dialog));
  spin (50);
  game = gg_document_get_game (gg_window_get_document (window));
  g_assert_nonnull (gg_d6_state_of (game)->activation);
  g_assert_cmpuint (gg_d6_state_of (game)->activation->formations->len, ==, 2);
  g_assert_nonnull (gg_act_state_lookup (gg_d6_state_of (game)->activation, "Ier Corps"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A table too small for the rosters: the dialog stays, says what to change, the game stays. */
static void
test_too_small (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GgGame *before = gg_document_get_game (gg_window_get_document (window));
  GgNewGameDialog *dialog = open_dialog (window);

  g_assert_true (gg_new_game_dialog_set_roster (
    dialog, 'A', ROSTERS "the-thousand-1860-garibaldini.yaml", NULL));
  gtk_spin_button_set_value (child (dialog, GG_TYPE_NEW_GAME_DIALOG, "width_spin"), 20);
  gtk_spin_button_set_value (child (dialog, GG_TYPE_NEW_GAME_DIALOG, "depth_spin"), 20);
  g_assert_false (gg_new_game_dialog_start (dialog));
  spin (50);
  g_assert_true (gg_document_get_game (gg_window_get_document (window)) == before);
  g_assert_nonnull (find_toplevel (GG_TYPE_NEW_GAME_DIALOG));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Unsaved work: Start asks first; Cancel keeps the game. */
static void
test_start_asks (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GgDocument *document = gg_window_get_document (window);
  GgGame *before = gg_document_get_game (document);

  gg_document_log (document, 0, NULL, test_log_literal ("A1 advances"), 0, 0);
  g_assert_true (gg_new_game_dialog_start (open_dialog (window)));
  spin (50);
  answer ("cancel");
  g_assert_true (gg_document_get_game (document) == before);
  g_assert_true (gg_document_get_modified (document));
  g_assert_true (gg_new_game_dialog_start (open_dialog (window)));
  spin (50);
  answer ("discard");
  g_assert_false (gg_document_get_game (document) == before);
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The library lists the shipped battles; a click opens one, its dice freshly seeded. */
static void
test_scenario (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GgDocument *document = gg_window_get_document (window);
  GgNewGameDialog *dialog = open_dialog (window);
  GtkListBox *list = child (dialog, GG_TYPE_NEW_GAME_DIALOG, "scenario_list");
  GtkListBoxRow *row = NULL;
  GgGame *game;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    if (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Varese, 26 May") !=
        NULL)
      break;
  g_assert_nonnull (row);
  g_assert_nonnull (
    strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "La Bella Gigogin"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "180"));
  g_signal_emit_by_name (list, "row-activated", row);
  spin (50);
  game = gg_document_get_game (document);
  g_assert_cmpstr (gg_document_get_title (document), ==, "Varese, 26 May 1859");
  g_assert_cmpuint (game->figures->len, >, 70);
  g_assert_cmpuint (game->terrain->len, >, 3);
  g_assert_nonnull (game->state);
  g_assert_null (gg_document_get_file (document)); /* never saved over the shipped file */
  g_assert_null (find_toplevel (GG_TYPE_NEW_GAME_DIALOG));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Open d6 Demo Battle asks before dropping unsaved work (it did not). */
static void
test_d6_demo_asks (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GgDocument *document = gg_window_get_document (window);
  GgGame *before = gg_document_get_game (document);

  gg_document_log (document, 0, NULL, test_log_literal ("A1 advances"), 0, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "d6.open-demo", NULL);
  spin (50);
  answer ("cancel");
  g_assert_true (gg_document_get_game (document) == before);
  gtk_widget_activate_action (GTK_WIDGET (window), "d6.open-demo", NULL);
  spin (50);
  answer ("discard");
  g_assert_cmpint (gg_document_get_game (document)->ruleset, ==, GG_RULESET_D6);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
menu_has (GMenuModel *menu, const char *needle)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;

      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
      if (label && strstr (label, needle))
        return TRUE;
    }
  return FALSE;
}

static char *
write_file (const char *name, const char *text)
{
  char *path = g_build_filename (g_get_user_data_dir (), name, NULL);

  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
add_recent (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);

  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

/* Open Recent: no PDFs, and a game that fails to open leaves the list. */
static void
test_recent_only_games (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GMenuModel *recent = child (window, GG_TYPE_WINDOW, "recent_menu");
  g_autofree char *pdf = write_file ("rosters.pdf", "%PDF-1.4\n");
  g_autofree char *bad = write_file ("broken.yaml", "format: gigogin-game/1\nruleset: chess\n");
  g_autofree char *bad_uri = g_filename_to_uri (bad, NULL, NULL);
  g_autoptr (GFile) bad_file = g_file_new_for_path (bad);

  add_recent (pdf);
  add_recent (bad);
  /* the recent manager writes its file and tells of the change after a delay of its own, longer
   * on a busy machine: wait for the game (added last) before looking for the PDF */
  UI_WAIT_FOR (menu_has (recent, "broken.yaml"));
  g_assert_true (menu_has (recent, "broken.yaml"));
  g_assert_false (menu_has (recent, "rosters.pdf"));
  ui_harness_open (window, bad_file);
  /* the dialog says what to do: mend the file, or open the version the last save kept */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (find_dialog ()), "Mend the file"));
  answer ("close");
  {
    g_autofree char *tilde = g_strconcat (bad, "~", NULL);

    g_assert_true (g_file_set_contents (tilde, "format: gigogin-game/1\n", -1, NULL));
    ui_harness_open (window, bad_file);
    g_assert_nonnull (strstr (adw_message_dialog_get_body (find_dialog ()), "“broken.yaml~”"));
    answer ("close");
  }
  g_assert_false (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), bad_uri));
  spin (300);
  g_assert_false (menu_has (recent, "broken.yaml"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static double
x_of (GgDocument *document, const char *id)
{
  return gg_game_lookup_figure (gg_document_get_game (document), id)->base.centre.x;
}

/* A figure moves between two log entries; the replay shows it where it stood at each, the
 * table cannot be clicked meanwhile, and closing leaves the game as it was. */
static void
test_replay (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GgDocument *document = gg_window_get_document (window);
  GgFigure *moved =
    gg_figure_copy (gg_game_lookup_figure (gg_document_get_game (document), "A-1-L1"));
  double before = moved->base.centre.x;
  GgEdit *edit = gg_edit_new ("Move");
  GgReplayWindow *replay;
  g_autofree char *saved = NULL;
  g_autofree char *after = NULL;

  gg_document_log (document, GG_LOG_NOTE, NULL, test_log_literal ("before the move"), 0, 0);
  moved->base.centre.x += 100;
  gg_edit_set (edit, GG_COLLECTION_FIGURES, moved);
  g_assert_true (gg_document_apply (document, edit, NULL));
  gg_document_log (document, GG_LOG_RULING, "A1", test_log_literal ("after the move"), 0, 0);
  saved = gg_game_to_yaml (gg_document_get_game (document), NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  spin (100);
  replay = GG_REPLAY_WINDOW (find_toplevel (GG_TYPE_REPLAY_WINDOW));
  g_assert_nonnull (replay);
  g_assert_cmpint (gg_replay_window_get_index (replay), ==, -1);
  g_assert_false (gtk_widget_get_can_target (GTK_WIDGET (gg_window_get_table_view (window))));
  g_assert_true (gg_replay_window_go (replay, 0));
  g_assert_cmpfloat (x_of (document, "A-1-L1"), ==, before);
  g_assert_nonnull (strstr (gtk_label_get_text (child (replay, GG_TYPE_REPLAY_WINDOW, "detail")),
                            "before the move"));
  g_assert_true (gg_replay_window_go (replay, 1));
  g_assert_cmpfloat (x_of (document, "A-1-L1"), ==, before + 100);
  g_assert_false (gg_replay_window_go (replay, 2));
  /* back again with the arrow */
  g_signal_emit_by_name (child (replay, GG_TYPE_REPLAY_WINDOW, "back_button"), "clicked");
  g_assert_cmpint (gg_replay_window_get_index (replay), ==, 0);
  g_assert_cmpfloat (x_of (document, "A-1-L1"), ==, before);
  gtk_window_close (GTK_WINDOW (replay));
  spin (50);
  g_assert_cmpfloat (x_of (document, "A-1-L1"), ==, before + 100);
  g_assert_true (gtk_widget_get_can_target (GTK_WIDGET (gg_window_get_table_view (window))));
  after = gg_game_to_yaml (gg_document_get_game (document), NULL);
  g_assert_cmpstr (after, ==, saved);
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
first_switch (GtkWidget *widget)
{
  if (GTK_IS_SWITCH (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = first_switch (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Preferences write GSettings: the New Game dialog starts at the scale chosen, the overlays of
 * a new table and the light or dark style follow. */
static void
test_preferences (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  GSettings *settings = gg_application_get_settings (app);
  GtkWindow *prefs;
  GgNewGameDialog *dialog;
  g_auto (GStrv) overlays = NULL;
  GtkWidget *sw;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  spin (100);
  prefs = find_toplevel (GG_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (prefs);
  adw_combo_row_set_selected (child (prefs, GG_TYPE_PREFERENCES_WINDOW, "scale_row"), 2);
  g_assert_cmpint (g_settings_get_int (settings, "figure-scale"), ==, 28);
  adw_combo_row_set_selected (child (prefs, GG_TYPE_PREFERENCES_WINDOW, "style_row"), 2);
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);
  adw_combo_row_set_selected (child (prefs, GG_TYPE_PREFERENCES_WINDOW, "style_row"), 0);
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_DEFAULT);
  /* the first switch is Command radii: off at first start (names and rulers on), turned on */
  sw = first_switch (GTK_WIDGET (prefs));
  g_assert_nonnull (sw);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  overlays = g_settings_get_strv (settings, "overlays");
  g_assert_true (g_strv_contains ((const char *const *) overlays, "command"));
  g_assert_true (g_strv_contains ((const char *const *) overlays, "rulers"));
  g_assert_true (g_strv_contains ((const char *const *) overlays, "labels"));
  g_settings_reset (settings, "overlays");
  gtk_window_destroy (prefs);
  dialog = open_dialog (window);
  g_assert_cmpuint (
    adw_combo_row_get_selected (child (dialog, GG_TYPE_NEW_GAME_DIALOG, "scale_row")), ==, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "figure-scale");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* F1 opens the guide: yelp's help:gigogin where yelp is installed, else the HTML pages built
 * from the same Mallard sources. */
static void
test_help (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 50);
  g_autofree char *yelp = g_find_program_in_path ("yelp");
  guint opened = ui_opened_uris->len;
  const char *uri;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL);
  /* exactly one address, recorded by the harness's opener: no program of the machine started */
  g_assert_cmpuint (ui_opened_uris->len, ==, opened + 1);
  uri = ui_last_opened_uri ();
  g_assert_nonnull (uri);
  if (yelp != NULL)
    g_assert_cmpstr (uri, ==, "help:gigogin");
  else
    {
      g_autofree char *path = g_filename_from_uri (uri, NULL, NULL);
      g_autofree char *text = NULL;

      g_assert_true (g_str_has_suffix (uri, "/index.html"));
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_assert_nonnull (strstr (text, "getting-started.html"));
      g_assert_nonnull (strstr (text, "replay.html"));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = ui_harness_private_home ("gigogin-ui-newgame-XXXXXX");

  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/new-game/d6-from-rosters", test_d6_from_rosters);
  g_test_add_func ("/ui/new-game/d6-activation/R59-4.4", test_d6_activation);
  g_test_add_func ("/ui/new-game/too-small", test_too_small);
  g_test_add_func ("/ui/new-game/start-asks", test_start_asks);
  g_test_add_func ("/ui/new-game/scenario", test_scenario);
  g_test_add_func ("/ui/new-game/d6-demo-asks", test_d6_demo_asks);
  g_test_add_func ("/ui/new-game/recent-only-games", test_recent_only_games);
  g_test_add_func ("/ui/replay/step", test_replay);
  g_test_add_func ("/ui/preferences", test_preferences);
  g_test_add_func ("/ui/help", test_help);
  return ui_harness_run ();
}
