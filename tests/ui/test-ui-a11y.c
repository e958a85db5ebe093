/* Every control a screen reader meets has a usable name, in English and in Italian: the main
 * window (header bar, tools, status bar), the sidebar's pages (selection, photo of the table,
 * Play, Turn and its panes), and the windows the app's actions open (New Game, Preferences, Game
 * Settings, d6 Settings, Rosters, Replay). The name is read as GTK 4.8's AT-SPI bridge computes
 * it (gtk_at_context_get_name): the LABEL property, then the names of the LABELLED_BY widgets,
 * and failing both the widget's type name ("GtkImage"), which is what Orca then says. The
 * values are read through GTK's own test API (gtk/gtktestatcontext.h). */
#include "gg-config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "gg-d6-actions.h"
#include "gg-d6-settings.h"
#include "gg-game-settings.h"
#include "gg-new-game-dialog.h"
#include "gg-preferences-window.h"
#include "gg-replay-window.h"
#include "gg-roster-window.h"

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
        return g_strdup_printf ("%s (%s%s%s, in %s)", G_OBJECT_TYPE_NAME (named),
                                act ? act : "", act && tip ? ", " : "", tip ? tip : "",
                                G_OBJECT_TYPE_NAME (w));
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
    g_string_append_printf (walk->report, "%s: %u without a usable name\n%s", where, n,
                            lines->str);
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

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_data_func ("/a11y/names/en", "C", test_names);
  g_test_add_data_func ("/a11y/names/it", "it", test_names);
  return ui_harness_run ();
}
