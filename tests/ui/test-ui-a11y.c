/* Every control a screen reader meets has a usable name, in English and in Italian: the main
 * window (header bar, tools, status bar), the sidebar's pages (selection, photo of the table,
 * Play, Turn and its panes), and the windows the app's actions open (New Game, Preferences, Game
 * Settings, d6 Settings, Rosters, Replay). The name is read as GTK 4.8's AT-SPI bridge computes
 * it (gtk_at_context_get_name): the LABEL property, then the names of the LABELLED_BY widgets,
 * and failing both the widget's type name ("GtkImage"), which is what Orca then says. The
 * values are read through GTK's own test API (gtk/gtktestatcontext.h). */
#include "gg-config.h"

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <string.h>

#include "gg-d6-actions.h"
#include "gg-d6-settings.h"
#include "gg-game-settings.h"
#include "gg-new-game-dialog.h"
#include "gg-play-panel.h"
#include "gg-preferences-window.h"
#include "gg-replay-window.h"
#include "gg-query.h"
#include "gg-roster-window.h"
#include "gg-side-panel.h"
#include "gg-table-rules.h"

#include "ui-harness.h"

/* The catalogue of @language ("it", or "C" for the English the code is written in), as a user's
 * environment would choose it; windows made afterwards speak it. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
}

/* The value of @property as GTK's test API prints it, or NULL when it is not set: the check
 * against a value no widget has gives the real one back. */
static char *
property_text (GtkWidget *widget, GtkAccessibleProperty property)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), property))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), property, "\x01\x02");
}

/* Appends to @out every widget under @widget (itself included), depth first, but those hidden
 * (gtk_widget_set_visible): GTK marks them hidden and the bridge leaves them out. Pages of a stack
 * that are not shown now are walked: the player can show them. */
static void
collect (GtkWidget *widget, GPtrArray *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect (c, out);
}

static gboolean
is_structural (GtkAccessibleRole role)
{
  return role == GTK_ACCESSIBLE_ROLE_GROUP || role == GTK_ACCESSIBLE_ROLE_GENERIC ||
         role == GTK_ACCESSIBLE_ROLE_FORM || role == GTK_ACCESSIBLE_ROLE_LANDMARK ||
         role == GTK_ACCESSIBLE_ROLE_LIST_ITEM || role == GTK_ACCESSIBLE_ROLE_REGION ||
         role == GTK_ACCESSIBLE_ROLE_SEARCH || role == GTK_ACCESSIBLE_ROLE_SEPARATOR;
}

/* The widgets @widget is labelled by, found among @all: GTK prints a reference list as
 * "Type<address>" for each. */
static GPtrArray *
labelled_by (GtkWidget *widget, GPtrArray *all)
{
  GPtrArray *out = g_ptr_array_new ();
  g_autofree char *text = NULL;

  if (!gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                         GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    return out;
  text = gtk_test_accessible_check_relation (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_RELATION_LABELLED_BY, NULL);
  for (guint i = 0; text != NULL && i < all->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (all, i);
      g_autofree char *ref = g_strdup_printf ("%s<%p>", G_OBJECT_TYPE_NAME (w), (gpointer) w);

      if (strstr (text, ref) != NULL)
        g_ptr_array_add (out, w);
    }
  return out;
}

/* gtk_at_context_get_name_accumulate() of GTK 4.8, on @widget; a name that fell back on a type
 * name sets @fallback. */
static void
accumulate (GtkWidget *widget, GPtrArray *all, gboolean recurse, GPtrArray *names,
            gboolean *fallback)
{
  char *label = property_text (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  if (label != NULL)
    g_ptr_array_add (names, label);
  if (recurse)
    {
      g_autoptr (GPtrArray) by = labelled_by (widget, all);

      for (guint i = 0; i < by->len; i++)
        accumulate (g_ptr_array_index (by, i), all, FALSE, names, fallback);
    }
  if (names->len == 0 && !is_structural (role))
    {
      g_ptr_array_add (names, g_strdup (G_OBJECT_TYPE_NAME (widget)));
      *fallback = TRUE;
    }
}

/* The name a screen reader is given for @widget; @fallback: it is only a type name. */
static char *
accessible_name (GtkWidget *widget, GPtrArray *all, gboolean *fallback)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  *fallback = FALSE;
  accumulate (widget, all, TRUE, names, fallback);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* The roles a screen reader announces as something to operate. */
static gboolean
is_control (GtkWidget *widget)
{
  switch ((int) gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)))
    {
    case GTK_ACCESSIBLE_ROLE_BUTTON:
    case GTK_ACCESSIBLE_ROLE_CHECKBOX:
    case GTK_ACCESSIBLE_ROLE_RADIO:
    case GTK_ACCESSIBLE_ROLE_SWITCH:
    case GTK_ACCESSIBLE_ROLE_TEXT_BOX:
    case GTK_ACCESSIBLE_ROLE_SEARCH_BOX:
    case GTK_ACCESSIBLE_ROLE_SPIN_BUTTON:
    case GTK_ACCESSIBLE_ROLE_COMBO_BOX:
    case GTK_ACCESSIBLE_ROLE_SLIDER:
      return TRUE;
    default:
      return FALSE;
    }
}

/* A name that says something: not a type name, no mnemonic underscore ("_Open"), not one word
 * said twice ("Open Open"). */
static gboolean
usable (const char *name, gboolean fallback)
{
  g_auto (GStrv) words = g_strsplit (name, " ", -1);
  guint n = g_strv_length (words);

  if (fallback || *g_strstrip (g_strdup (name)) == '\0' || strchr (name, '_') != NULL)
    return FALSE;
  if (n % 2 == 0 && n > 0)
    {
      g_autofree char *a = g_strjoinv (" ", words + n / 2);

      words[n / 2] = NULL;
      g_autofree char *b = g_strjoinv (" ", words);
      words[n / 2] = g_strdup (""); /* g_strfreev stops at the first NULL: keep the rest */
      if (g_str_equal (a, b))
        return FALSE;
    }
  return TRUE;
}

/* How a failing control is named in the test's message: its tooltip or action, its type. */
static char *
describe (GtkWidget *widget)
{
  GtkWidget *named = widget;

  /* a menu button's inner toggle is named after the menu button */
  if (gtk_widget_get_parent (widget) && GTK_IS_MENU_BUTTON (gtk_widget_get_parent (widget)))
    named = gtk_widget_get_parent (widget);
  for (GtkWidget *w = named; w != NULL; w = gtk_widget_get_parent (w))
    {
      const char *tip = gtk_widget_get_tooltip_text (w);
      const char *act = GTK_IS_ACTIONABLE (w) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (w))
                                              : NULL;

      if (tip != NULL || act != NULL || w != named)
        return g_strdup_printf ("%s (%s%s%s, in %s)", G_OBJECT_TYPE_NAME (named), act ? act : "",
                                act && tip ? ", " : "", tip ? tip : "", G_OBJECT_TYPE_NAME (w));
    }
  return g_strdup (G_OBJECT_TYPE_NAME (named));
}

/* The controls under @root without a usable name, one line each in @report; their number. */
static guint
unnamed_controls (GtkWidget *root, GString *report)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  guint n = 0;

  collect (root, all);
  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (all, i);
      g_autofree char *name = NULL, *what = NULL;
      gboolean fallback;

      if (!is_control (w))
        continue;
      name = accessible_name (w, all, &fallback);
      if (usable (name, fallback))
        continue;
      what = describe (w);
      g_string_append_printf (report, "  %s: “%s”\n", what, name);
      n++;
    }
  return n;
}

typedef struct
{
  GString *report;
  guint total;
} Walk;

static void
walk (Walk *walk, const char *where, GtkWidget *root)
{
  g_autoptr (GString) lines = g_string_new (NULL);
  guint n = unnamed_controls (root, lines);

  g_test_message ("%s: %u unnamed", where, n);
  if (g_getenv ("GG_A11Y_COUNTS") != NULL)
    g_printerr ("%s: %u unnamed\n%s", where, n, lines->str);
  if (n > 0)
    g_string_append_printf (walk->report, "%s: %u without a usable name\n%s", where, n, lines->str);
  walk->total += n;
}

/* Opens the window @action makes, walks it and closes it. */
static void
walk_toplevel (Walk *w, GgWindow *window, const char *action, GType type)
{
  GtkWindow *top;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  UI_WAIT_FOR (find_toplevel (type) != NULL);
  top = find_toplevel (type);
  g_assert_nonnull (top);
  spin (100);
  walk (w, action, GTK_WIDGET (top));
  ui_close_window (top);
}

static void
walk_bg (Walk *w)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 100);
  GgGame *game = gg_document_get_game (gg_window_get_document (window));

  gg_selection_set_squad (ui_selection (window), game, "A-1-L1");
  spin (50);
  walk (w, "main window, La Bella Gigogin, a squad selected", GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "table.tool", "s", "terrain"));
  spin (50);
  walk (w, "main window, terrain tool", GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-play", NULL));
  spin (200);
  walk (w, "Play panel", GTK_WIDGET (gg_window_get_play_panel (window)));
  /* a draw opens the activation cards of the two squads drawn */
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_play_panel_get_chit_view (GG_PLAY_PANEL (gg_window_get_play_panel (window)))),
    "chits.draw", NULL));
  spin (300);
  walk (w, "Play panel, activation cards", GTK_WIDGET (gg_window_get_play_panel (window)));
  walk_toplevel (w, window, "win.new", GG_TYPE_NEW_GAME_DIALOG);
  walk_toplevel (w, window, "win.preferences", GG_TYPE_PREFERENCES_WINDOW);
  walk_toplevel (w, window, "win.game-settings", GG_TYPE_GAME_SETTINGS);
  walk_toplevel (w, window, "win.rosters", GG_TYPE_ROSTER_WINDOW);
  walk_toplevel (w, window, "win.replay", GG_TYPE_REPLAY_WINDOW);
  ui_close_window (window);
}

static void
walk_d6 (Walk *w)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 100);
  g_autoptr (GError) error = NULL;
  GtkWidget *turn;

  g_assert_true (gg_d6_actions_open_demo (window, &error));
  g_assert_no_error (error);
  turn = GTK_WIDGET (gg_d6_actions_show_turn (window));
  spin (300);
  walk (w, "main window, d6", GTK_WIDGET (window));
  walk (w, "Turn panel", turn);
  walk_toplevel (w, window, "d6.settings", GG_TYPE_D6_SETTINGS);
  ui_close_window (window);
}

static void
test_names (gconstpointer language)
{
  Walk w = { g_string_new (NULL), 0 };

  use_language (language);
  walk_bg (&w);
  walk_d6 (&w);
  use_language ("C");
  if (w.total > 0)
    g_test_fail_printf ("%u controls without a usable accessible name (%s):\n%s", w.total,
                        (const char *) language, w.report->str);
  g_string_free (w.report, TRUE);
}

/* Presses @accel on @widget as GTK does when the key reaches it: its class's key bindings. */
static gboolean
press_on (GtkWidget *widget, const char *accel)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autoptr (GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (accel);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      for (guint j = 0;
           GTK_IS_SHORTCUT_CONTROLLER (c) && j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (sc), wanted))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (sc), 0, widget,
                                                 gtk_shortcut_get_arguments (sc));
        }
    }
  return FALSE;
}

/* The canvas's accessible description, as a screen reader is given it. */
static char *
description (GgWindow *window)
{
  return property_text (gg_window_get_canvas (window), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

typedef struct
{
  const char *language, *unit;
  const char *squad, *in_command, *arc, *nearest;
} KeyCase;

/* n and p select the squads in turn (side A's first, by number), Shift+N and Shift+P the figures
 * of the squad one by one; the table's description says what is selected, its facts the core's
 * (gg_query_group_facts), in the language and the length unit of the preferences. */
static void
test_keys (gconstpointer data)
{
  const KeyCase *k = data;
  GgWindow *window;
  GtkWidget *view;
  GgGame *game;
  GgGroupFacts facts;
  g_autofree char *first = NULL, *second = NULL, *back = NULL, *figure = NULL, *distance = NULL;
  g_autofree char *enemy = NULL;
  g_autoptr (GgTableRules) rules = NULL;

  use_language (k->language);
  window = ui_harness_open_demo (1366, 768, 100);
  view = GTK_WIDGET (gg_window_get_table_view (window));
  game = gg_document_get_game (gg_window_get_document (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.length-unit", "s", k->unit));
  gtk_widget_grab_focus (gg_window_get_canvas (window));
  g_assert_true (press_on (view, "n"));
  spin (50);
  g_assert_cmpuint (gg_selection_get_n_figures (ui_selection (window)), >, 1);
  g_assert_true (gg_selection_contains (ui_selection (window), "A-1-L1"));
  first = description (window);
  rules = gg_table_rules_new (game, NULL);
  g_assert_nonnull (rules);
  g_assert_true (gg_query_group_facts (game, rules, "A-1-L1", &facts, NULL));
  g_assert_nonnull (facts.enemy);
  distance = gg_unit_format (g_str_equal (k->unit, "in") ? GG_UNIT_IN : GG_UNIT_CM,
                             facts.enemy_distance, g_str_equal (k->unit, "in") ? 2 : 1);
  enemy = g_strdup_printf (" %s ", facts.enemy_name);
  g_test_message ("%s", first);
  if (g_getenv ("GG_A11Y_COUNTS") != NULL)
    g_printerr ("%s\n", first);
  g_assert_nonnull (strstr (first, k->squad));
  g_assert_nonnull (strstr (first, k->in_command));
  g_assert_nonnull (strstr (first, k->nearest));
  g_assert_nonnull (strstr (first, k->arc));
  g_assert_nonnull (strstr (first, enemy));
  g_assert_nonnull (strstr (first, distance));
  g_assert_nonnull (strstr (distance, g_str_equal (k->unit, "in") ? " in" : " cm"));
  g_assert_true (facts.command == GG_GROUP_COMMAND_IN);
  g_assert_true (facts.enemy_in_arc);
  gg_group_facts_clear (&facts);
  {
    g_autofree char *shot = g_strdup_printf ("keyboard-squad-%s-%s", k->language, k->unit);

    ui_save_png (GTK_WIDGET (window), "GG_SCREENSHOT_DIR", shot);
  }
  g_assert_true (press_on (view, "n"));
  spin (50);
  second = description (window);
  g_assert_false (gg_selection_contains (ui_selection (window), "A-1-L1"));
  g_assert_cmpstr (first, !=, second);
  g_assert_true (press_on (view, "p"));
  spin (50);
  back = description (window);
  g_assert_cmpstr (back, ==, first);
  g_assert_true (gg_selection_contains (ui_selection (window), "A-1-L1"));
  g_assert_true (press_on (view, "<Shift>N"));
  spin (50);
  g_assert_cmpuint (gg_selection_get_n_figures (ui_selection (window)), ==, 1);
  figure = description (window);
  {
    g_autofree char *shot = g_strdup_printf ("keyboard-figure-%s-%s", k->language, k->unit);

    ui_save_png (GTK_WIDGET (window), "GG_SCREENSHOT_DIR", shot);
  }
  g_assert_nonnull (strstr (
    figure, (char *) g_ptr_array_index (gg_selection_get_figures (ui_selection (window)), 0)));
  ui_close_window (window);
  use_language ("C");
}

/* On a d6 table n selects the first unit; the description names it by its name, as the table's
 * label does, and says what the core's facts say. */
static void
test_keys_d6 (void)
{
  GgWindow *window = ui_harness_open_demo (1366, 768, 100);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgTableRules) rules = NULL;
  g_autofree char *text = NULL, *unit = NULL;
  GgGroupFacts facts;
  GgGame *game;
  const char *first;

  g_assert_true (gg_d6_actions_open_demo (window, &error));
  g_assert_no_error (error);
  spin (100);
  game = gg_document_get_game (gg_window_get_document (window));
  g_assert_true (press_on (GTK_WIDGET (gg_window_get_table_view (window)), "n"));
  spin (50);
  g_assert_cmpuint (gg_selection_get_n_figures (ui_selection (window)), >, 0);
  first = g_ptr_array_index (gg_selection_get_figures (ui_selection (window)), 0);
  rules = gg_table_rules_new (game, NULL);
  g_assert_true (gg_query_group_facts (game, rules, first, &facts, NULL));
  g_assert_cmpint (facts.side, ==, 'A');
  text = description (window);
  unit = g_strdup_printf ("Unit %s, ", facts.name);
  g_assert_true (g_str_has_prefix (text, unit));
  g_assert_true (facts.enemy == NULL || strstr (text, facts.enemy_name) != NULL);
  gg_group_facts_clear (&facts);
  ui_close_window (window);
}

/* The text between @after and the next " at " in @text, or NULL. */
static char *
word_after (const char *text, const char *after)
{
  const char *start = strstr (text, after), *end;

  if (start == NULL)
    return NULL;
  start += strlen (after);
  end = strstr (start, " at ");
  return end ? g_strndup (start, end - start) : NULL;
}

/* gigogin-cli's `facts` answer for @figure of the shipped @scenario, parsed. */
static JsonNode *
cli_facts (const char *scenario, const char *figure)
{
  const char *cli = g_getenv ("GG_CLI");
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", scenario, NULL);
  const char *argv[] = { cli, "facts", path, "--figure", figure, NULL };
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_assert_nonnull (cli);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("gigogin-cli facts %s --figure %s: %s", path, figure, err);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* The side panel's "Nearest enemy", the table's accessible description and `gigogin-cli facts`
 * name the same enemy group at the same distance, with the same fire arc, for every group of
 * both sides on a shipped table (the La Bella Gigogin demo, and the d6 demo): all three are the
 * core's facts (gg_query_group_facts), read here too. */
static void
test_panel_agrees (gconstpointer data)
{
  gboolean d6 = GPOINTER_TO_INT (data);
  const char *scenario = d6 ? "demo-d6.yaml" : "demo.yaml";
  GgWindow *window = ui_harness_open_demo (1366, 768, 100);
  GtkWidget *view = GTK_WIDGET (gg_window_get_table_view (window));
  GgSidePanel *panel = gg_table_view_get_side_panel (gg_window_get_table_view (window));
  g_autoptr (GError) error = NULL;
  g_autoptr (GgTableRules) rules = NULL;
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint compared = 0;
  GgGame *game;

  use_language ("C");
  if (d6)
    {
      g_assert_true (gg_d6_actions_open_demo (window, &error));
      g_assert_no_error (error);
      spin (100);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.length-unit", "s", "cm"));
  game = gg_document_get_game (gg_window_get_document (window));
  rules = gg_table_rules_new (game, NULL);
  g_assert_nonnull (rules);
  gtk_widget_grab_focus (gg_window_get_canvas (window));
  for (guint step = 0; step < 40; step++)
    {
      g_autofree char *text = NULL, *panel_enemy = NULL, *spoken_enemy = NULL;
      g_autofree char *both = NULL, *one = NULL, *panel_line = NULL, *spoken = NULL;
      const char *first, *details;
      GgGroupFacts facts;

      g_assert_true (press_on (view, "n"));
      spin (50);
      g_assert_cmpuint (gg_selection_get_n_figures (ui_selection (window)), >, 0);
      first = g_ptr_array_index (gg_selection_get_figures (ui_selection (window)), 0);
      g_assert_true (gg_query_group_facts (game, rules, first, &facts, NULL));
      if (g_hash_table_contains (seen, facts.name)) /* back at the first group */
        {
          gg_group_facts_clear (&facts);
          break;
        }
      g_hash_table_add (seen, g_strdup (facts.name));
      text = description (window);
      details = gg_side_panel_get_details (panel);
      g_test_message ("%s\n%s", text, details);
      if (facts.enemy == NULL)
        {
          g_assert_null (strstr (details, "Nearest enemy"));
          g_assert_nonnull (strstr (text, "no enemy on the table"));
          gg_group_facts_clear (&facts);
          continue;
        }
      panel_enemy = word_after (details, "Nearest enemy: ");
      spoken_enemy = word_after (text, ", nearest enemy ");
      g_assert_nonnull (panel_enemy);
      g_assert_cmpstr (panel_enemy, ==, spoken_enemy);
      g_assert_cmpstr (panel_enemy, ==, facts.enemy_name);
      both = gg_unit_format_both (GG_UNIT_CM, facts.enemy_distance);
      one = gg_unit_format (GG_UNIT_CM, facts.enemy_distance, 1);
      panel_line = g_strdup_printf ("Nearest enemy: %s at %s, %s", facts.enemy_name, both,
                                    facts.enemy_in_arc ? "inside" : "outside");
      spoken = g_strdup_printf (", nearest enemy %s at %s, %s", facts.enemy_name, one,
                                facts.enemy_in_arc ? "inside" : "outside");
      g_assert_nonnull (strstr (details, panel_line));
      g_assert_nonnull (strstr (text, spoken));
      {
        g_autoptr (JsonNode) answer = cli_facts (scenario, first);
        JsonObject *o = json_node_get_object (answer);
        JsonObject *e = json_object_get_object_member (o, "nearest_enemy");
        double cm =
          json_object_get_double_member (json_object_get_object_member (e, "edge_to_edge"), "cm");
        g_autofree char *cli_one = gg_unit_format (GG_UNIT_CM, cm * 10, 1);

        g_assert_cmpstr (json_object_get_string_member (o, "group"), ==, facts.name);
        g_assert_cmpstr (json_object_get_string_member (e, "group"), ==, panel_enemy);
        g_assert_cmpstr (cli_one, ==, one);
        g_assert_true (json_object_get_boolean_member (e, "in_arc") == facts.enemy_in_arc);
      }
      compared++;
      gg_group_facts_clear (&facts);
    }
  /* both demos have several groups a side, each with an enemy on the table */
  g_assert_cmpuint (compared, >=, 2);
  ui_close_window (window);
}

int
main (int argc, char **argv)
{
  /* the names are read from GTK's own accessible objects, which the test backend keeps as the
   * AT-SPI one does; no accessibility bus is needed (nor shared with other sessions) */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_data_func ("/a11y/names/en", "C", test_names);
  g_test_add_data_func ("/a11y/names/it", "it", test_names);
  g_test_add_func ("/a11y/keys/d6", test_keys_d6);
  g_test_add_data_func ("/a11y/panel-agrees/bella-gigogin", GINT_TO_POINTER (FALSE),
                        test_panel_agrees);
  g_test_add_data_func ("/a11y/panel-agrees/d6", GINT_TO_POINTER (TRUE), test_panel_agrees);
  {
    static const KeyCase cases[] = {
      { "C", "cm", "Squad A1, Cacciatori", "in command", "inside its fire arc", "nearest enemy" },
      { "C", "in", "Squad A1, Cacciatori", "in command", "inside its fire arc", "nearest enemy" },
      { "it", "cm", "Squadra A1, Cacciatori", "in comando", "dentro il suo arco di tiro",
        "nemico più vicino" },
      { "it", "in", "Squadra A1, Cacciatori", "in comando", "dentro il suo arco di tiro",
        "nemico più vicino" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *path =
          g_strdup_printf ("/a11y/keys/%s/%s", cases[i].language, cases[i].unit);

        g_test_add_data_func (path, &cases[i], test_keys);
      }
  }
  return ui_harness_run ();
}
