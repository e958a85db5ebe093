/* test-ui-fit.c: the window fits the screen (under Xvfb). At 1366 × 768 and 1024 × 600, in
 * English and Italian, every shipped scenario with every panel of its rules shown keeps the
 * window within the size it was given, the sidebar one width, the table at least half the
 * window; every dialog and the Keyboard Shortcuts window (which shows every key) fit; the d6
 * panes hold their dice, keep words whole, scroll past the wheel and show a roll's result; the
 * names and words a player reads (choosers, save dialogs, a photo's time, a hill, the board
 * games' rows, the Italian word for a side). With GG_SCREENSHOT_DIR set it writes each panel at
 * each size. */
#include "gg-config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "gg-activation-panel.h"
#include "gg-chit-bag-view.h"
#include "gg-d6-actions.h"
#include "gg-d6-fire-pane.h"
#include "gg-d6-report-view.h"
#include "gg-new-game.h"
#include "gg-photo-panel.h"
#include "gg-play-panel.h"
#include "gg-roster-window.h"
#include "gg-turn-panel.h"

#include "ui-harness.h"

typedef struct
{
  const char *language; /* "C" or "it" */
  int width, height;
} Screen;

static const Screen screens[] = {
  { "C", 1366, 768 },
  { "C", 1024, 600 },
  { "it", 1366, 768 },
  { "it", 1024, 600 },
};

static const struct
{
  const char *file;
  gboolean d6;
} scenarios[] = {
  { "demo.yaml", FALSE },
  { "demo-d6.yaml", TRUE },
  { "volturno-1860.yaml", TRUE },
  { "solferino-1859.yaml", TRUE },
  { "calatafimi-1860.yaml", FALSE },
  { "varese-1859.yaml", FALSE },
};

/* The catalogue of @language, as a user's environment would choose it; windows made afterwards
 * speak it. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
  /* the Italian run must not pass in English for want of the catalogue */
  if (g_str_equal (language, "it"))
    g_assert_cmpstr (_("Side Panel"), !=, "Side Panel");
}

static GtkWidget *
sidebar_of (GgWindow *w)
{
  GtkWidget *flap = find_type (GTK_WIDGET (w), ADW_TYPE_FLAP);

  g_assert_nonnull (flap);
  return adw_flap_get_flap (ADW_FLAP (flap));
}

/* With GG_DUMP_BIG set, the widgets whose minimum in @o passes @limit, for finding the one that
 * grows the window. */
static void
dump_big (GtkWidget *widget, GtkOrientation o, int limit, int depth)
{
  int m = 0;

  if (!gtk_widget_get_visible (widget))
    return;
  gtk_widget_measure (widget, o, -1, &m, NULL, NULL, NULL);
  if (m <= limit)
    return;
  g_printerr ("%*s%s %d (%d) %s\n", depth, "", G_OBJECT_TYPE_NAME (widget), m,
              o == GTK_ORIENTATION_HORIZONTAL ? gtk_widget_get_width (widget)
                                              : gtk_widget_get_height (widget),
              GTK_IS_LABEL (widget) ? gtk_label_get_label (GTK_LABEL (widget)) : "");
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    dump_big (c, o, limit, depth + 1);
}

/* The window within @s, the table at least half of it; the sidebar @side_width wide when it is
 * known (> 0), else it is returned for the next checks. */
static int
assert_fits (GgWindow *w, const Screen *s, int side_width, const char *what)
{
  int ww = gtk_widget_get_width (GTK_WIDGET (w)), wh = gtk_widget_get_height (GTK_WIDGET (w));
  int table = gtk_widget_get_width (gg_window_get_canvas (w));
  int side = gtk_widget_get_width (sidebar_of (w));
  int min_h = 0, min_w = 0, content_w = 0;
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (sidebar_of (w)));

  gtk_widget_measure (GTK_WIDGET (w), GTK_ORIENTATION_VERTICAL, ww, &min_h, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (w), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &content_w, NULL, NULL, NULL);
  if (g_test_verbose ())
    g_test_message ("%s %s %dx%d: window %dx%d (min %dx%d), table %d, sidebar %d (content %d)",
                    s->language, what, s->width, s->height, ww, wh, min_w, min_h, table, side,
                    content_w);
  if (g_getenv ("GG_DUMP_BIG") && (ww > s->width || wh > s->height || table * 2 < ww ||
                                   (side_width > 0 && side != side_width) || content_w > side))
    {
      dump_big (content, GTK_ORIENTATION_HORIZONTAL, 340, 0);
      dump_big (GTK_WIDGET (w), GTK_ORIENTATION_VERTICAL, 500, 0);
    }
  g_assert_cmpint (ww, <=, s->width);
  g_assert_cmpint (wh, <=, s->height);
  g_assert_cmpint (min_h, <=, s->height);
  g_assert_cmpint (min_w, <=, s->width);
  g_assert_cmpint (table * 2, >=, ww);
  /* nothing in the sidebar needs more than its width: no page is cut at its right edge */
  g_assert_cmpint (content_w, <=, side);
  if (side_width > 0 && !gg_window_get_sidebar_folded (w))
    g_assert_cmpint (side, ==, side_width);
  return side;
}

/* Lets the window lay out what just changed. */
static void
settle (void)
{
  spin (150);
}

static char *
shot_name (const Screen *s, const char *scenario, const char *page)
{
  g_autofree char *base = g_strndup (scenario, strcspn (scenario, "."));

  return g_strdup_printf ("%s-%s-%dx%d-%s", base, page, s->width, s->height,
                          g_str_equal (s->language, "C") ? "en" : s->language);
}

static void
check_bg (GgWindow *w, const Screen *s, const char *scenario, int *side)
{
  static const char *const pages[] = { "chits", "activation", "log" };
  GgPlayPanel *panel;

  gtk_widget_activate_action (GTK_WIDGET (w), "win.show-play", NULL);
  settle ();
  panel = gg_window_get_play_panel (w);
  g_assert_nonnull (panel);
  *side = assert_fits (w, s, *side, "play");
  /* a pair drawn: the activation cards of both squads */
  gg_chit_bag_view_draw_two (gg_play_panel_get_chit_view (panel));
  settle ();
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *name = shot_name (s, scenario, pages[i]);

      gg_play_panel_show_page (panel, pages[i]);
      settle ();
      assert_fits (w, s, *side, pages[i]);
      ui_save_png (GTK_WIDGET (w), "GG_SCREENSHOT_DIR", name);
    }
}

static void
check_d6 (GgWindow *w, const Screen *s, const char *scenario, int *side)
{
  static const char *const panes[] = { "fog", "move", "charge", "fire", "melee", "test" };
  GgTurnPanel *turn = gg_d6_actions_show_turn (w);
  GtkStack *stack;

  settle ();
  *side = assert_fits (w, s, *side, "turn");
  stack = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (gg_turn_panel_get_pane (turn, "fog"))));
  for (guint i = 0; i < G_N_ELEMENTS (panes); i++)
    {
      g_autofree char *name = shot_name (s, scenario, panes[i]);

      gtk_stack_set_visible_child_name (stack, panes[i]);
      settle ();
      assert_fits (w, s, *side, panes[i]);
      ui_save_png (GTK_WIDGET (w), "GG_SCREENSHOT_DIR", name);
    }
}

/* Every scenario, one after the other in the same window as a player opens them, with every
 * panel of its rules shown: the window never grows past the screen, the sidebar never changes
 * width, the table keeps half the window. */
static void
test_fits (gconstpointer data)
{
  const Screen *s = data;
  GgWindow *w;
  int side = 0;

  use_language (s->language);
  w = ui_window_new (s->width, s->height);
  settle ();
  assert_fits (w, s, 0, "empty");
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *path =
        g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", scenarios[i].file, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);

      ui_harness_open (w, file);
      settle ();
      assert_fits (w, s, side, scenarios[i].file);
      gtk_widget_activate_action (GTK_WIDGET (w), "win.show-selection", NULL);
      settle ();
      side = assert_fits (w, s, side, "selection");
      if (scenarios[i].d6)
        check_d6 (w, s, scenarios[i].file, &side);
      else
        check_bg (w, s, scenarios[i].file, &side);
    }
  ui_close_window (w);
  use_language ("C");
}

/* The labels under @widget that are cut in the middle (gg-names.h). */
static void
middle_cut (GtkWidget *widget, GPtrArray *out)
{
  if (GTK_IS_LABEL (widget) &&
      gtk_label_get_ellipsize (GTK_LABEL (widget)) == PANGO_ELLIPSIZE_MIDDLE)
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    middle_cut (c, out);
}

/* Every wrapped line of every label under @widget starts after a space or a newline: no word
 * is cut in two ("Com-man-der"). */
static void
assert_words_whole (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      gtk_label_get_wrap (GTK_LABEL (widget)))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      const char *text = pango_layout_get_text (layout);
      GSList *lines = pango_layout_get_lines_readonly (layout);

      for (GSList *l = lines ? lines->next : NULL; l != NULL; l = l->next)
        {
          int i = ((PangoLayoutLine *) l->data)->start_index;

          if (i > 0 && text[i - 1] != ' ' && text[i - 1] != '\n' && text[i - 1] != '-' &&
              text[i - 1] != '/')
            g_error ("“%s” is broken inside a word at byte %d", text, i);
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    assert_words_whole (c);
}

static GtkWidget *
find_group (GtkWidget *widget, const char *title)
{
  if (ADW_IS_PREFERENCES_GROUP (widget) &&
      g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_group (c, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static double
y_in (GtkWidget *widget, GtkWidget *ancestor)
{
  graphene_point_t p;

  g_assert_true (gtk_widget_compute_point (widget, ancestor, &GRAPHENE_POINT_INIT (0, 0), &p));
  return p.y;
}

/* The result card @result shows in @adj's page: its top, and all of it if the page holds it. */
static gboolean
result_in_view (GtkWidget *result, GtkWidget *content, GtkAdjustment *adj)
{
  double top = y_in (result, content), height = gtk_widget_get_height (result);
  double value = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);

  return top >= value && (top + height <= value + page || top <= value + 12);
}

/* The d6 panes at 1024 × 600: "Units with Markers" comes below each pane (never drawn over
 * its dice), no odds word is cut, a wheel over the distance leaves the distance alone and
 * scrolls the panel, and after a roll the result is in view. */
static void
test_d6_panes (gconstpointer data)
{
  const char *language = data;
  static const char *const panes[] = { "fire", "charge", "test", "move", "fog", "melee" };
  GgWindow *w;
  GgTurnPanel *turn;
  g_autoptr (GError) error = NULL;
  GgD6FirePane *fire;
  GtkWidget *scroller, *content, *units, *distance_spin, *result, *view;
  GtkAdjustment *adj;
  GtkEventController *scroll = NULL;
  g_autoptr (GListModel) controllers = NULL;
  g_autoptr (GString) faces = g_string_new (NULL);
  double distance;
  gboolean handled = FALSE;
  GtkStack *stack;

  use_language (language);
  w = ui_window_new (1024, 600);
  g_assert_true (gg_d6_actions_open_demo (w, &error));
  g_assert_no_error (error);
  turn = gg_d6_actions_show_turn (w);
  settle ();
  fire = GG_D6_FIRE_PANE (gg_turn_panel_get_pane (turn, "fire"));
  stack = GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (fire)));
  scroller = gtk_widget_get_ancestor (GTK_WIDGET (fire), GTK_TYPE_SCROLLED_WINDOW);
  /* what the viewport scrolls: its coordinates are the adjustment's */
  content = gtk_viewport_get_child (
    GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller))));
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  units = find_group (content, _("Units with Markers"));
  g_assert_nonnull (units);
  for (guint i = 0; i < G_N_ELEMENTS (panes); i++)
    {
      GtkWidget *pane = GTK_WIDGET (gg_turn_panel_get_pane (turn, panes[i]));
      g_autofree char *name = g_strdup_printf ("d6-%s-1024x600-%s", panes[i],
                                               g_str_equal (language, "C") ? "en" : language);

      gtk_stack_set_visible_child (stack, pane);
      settle ();
      view = GTK_WIDGET (gg_d6_pane_get_view (GG_D6_PANE (pane)));
      /* the pane holds its dice: its height is what its words need at its width */
      g_assert_cmpfloat (y_in (view, content) + gtk_widget_get_height (view), <=,
                         y_in (pane, content) + gtk_widget_get_height (pane));
      g_assert_cmpfloat (y_in (units, content), >=,
                         y_in (pane, content) + gtk_widget_get_height (pane));
      assert_words_whole (pane);
      gtk_adjustment_set_value (
        adj, y_in (GTK_WIDGET (gg_d6_pane_get_view (GG_D6_PANE (pane))), content));
      settle ();
      ui_save_png (GTK_WIDGET (w), "GG_SCREENSHOT_DIR", name);
    }

  /* the wheel over the distance */
  gtk_stack_set_visible_child (stack, GTK_WIDGET (fire));
  g_assert_true (gg_d6_fire_pane_select (fire, "A2", "B2"));
  gg_d6_fire_pane_set_distance (fire, 3);
  settle ();
  /* the firer and the target: cut in the middle, whole in the tooltip */
  {
    g_autoptr (GPtrArray) cut = g_ptr_array_new ();
    gboolean ir48 = FALSE;

    middle_cut (GTK_WIDGET (fire), cut);
    g_assert_cmpuint (cut->len, >=, 2);
    for (guint i = 0; i < cut->len; i++)
      {
        const char *text = gtk_label_get_text (cut->pdata[i]);

        g_assert_cmpstr (gtk_widget_get_tooltip_text (cut->pdata[i]), ==, text);
        ir48 |= strstr (text, "IR 48") != NULL && g_str_has_suffix (text, ")");
      }
    g_assert_true (ir48); /* B2, its whole name down to the figures */
  }
  distance_spin = find_type (GTK_WIDGET (fire), GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (distance_spin);
  controllers = gtk_widget_observe_controllers (distance_spin);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && scroll == NULL; i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (c), "gg-scroll-past") == 0)
        scroll = c;
    }
  g_assert_nonnull (scroll);
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (scroll), ==, GTK_PHASE_CAPTURE);
  gtk_adjustment_set_value (adj, 0);
  distance = gtk_spin_button_get_value (GTK_SPIN_BUTTON (distance_spin));
  g_signal_emit_by_name (scroll, "scroll", 0.0, 1.0, &handled);
  g_assert_true (handled); /* the spin button's own handler never sees it */
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (distance_spin)), ==, distance);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, 0);
  /* with the focus the spin button takes the wheel, as GTK's own */
  gtk_widget_grab_focus (distance_spin);
  handled = TRUE;
  g_signal_emit_by_name (scroll, "scroll", 0.0, 1.0, &handled);
  g_assert_false (handled);

  /* a roll: the result in view, not the pane's top */
  gtk_adjustment_set_value (adj, 0);
  for (int i = 0; i < gg_d6_fire_pane_get_plan (fire)->pool; i++)
    g_string_append (faces, i < 2 ? "6 " : "2 ");
  gg_d6_report_view_roll (gg_d6_pane_get_view (GG_D6_PANE (fire)), faces->str);
  result = gg_d6_report_view_get_result_widget (gg_d6_pane_get_view (GG_D6_PANE (fire)));
  /* the lists the roll changed are laid out over a few frames (many on a loaded machine): the
   * card comes into view, whole if the page holds it, else from its top */
  UI_WAIT_FOR (gtk_widget_get_mapped (result) && gtk_adjustment_get_value (adj) > 0 &&
               result_in_view (result, content, adj));
  spin (100);
  /* a loaded machine (the sanitizers' build takes seconds a frame) may still lay the lists out
   * after that, moving the card: the pane follows it until it has stayed in view */
  UI_WAIT_FOR (result_in_view (result, content, adj));
  g_assert_true (gtk_widget_get_mapped (result));
  g_assert_true (result_in_view (result, content, adj));
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), >, 0);
  ui_save_png (GTK_WIDGET (w), "GG_SCREENSHOT_DIR",
               g_str_equal (language, "C") ? "d6-fire-rolled-1024x600-en"
                                           : "d6-fire-rolled-1024x600-it");
  ui_close_window (w);
  use_language ("C");
}

/* @window fits a @width × @height screen: its minimum size does (GTK gives a window no less,
 * whatever the screen), and on this display it is within the monitor it is on. */
static void
assert_window_fits (GtkWindow *window, int width, int height, const char *what)
{
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  GdkMonitor *monitor = gdk_display_get_monitor_at_surface (display, surface);
  GdkRectangle screen;
  int min_w = 0, min_h = 0;

  gdk_monitor_get_geometry (monitor, &screen);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL,
                      NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, MIN (width, screen.width),
                      &min_h, NULL, NULL, NULL);
  if (g_test_verbose ())
    g_test_message ("%s: %d × %d (at least %d × %d) on a %d × %d screen", what,
                    gtk_widget_get_width (GTK_WIDGET (window)),
                    gtk_widget_get_height (GTK_WIDGET (window)), min_w, min_h, screen.width,
                    screen.height);
  g_assert_cmpint (min_w, <=, width);
  g_assert_cmpint (min_h, <=, height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, screen.width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, screen.height);
}

/* Collects the GtkShortcutsShortcut entries under @widget. */
static void
collect_shortcuts (GtkWidget *widget, GPtrArray *out)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_shortcuts (c, out);
}

/* The accelerator shown by the entry titled @title, or NULL. */
static char *
shown_keys (GPtrArray *shortcuts, const char *title)
{
  for (guint i = 0; i < shortcuts->len; i++)
    {
      g_autofree char *t = NULL, *accel = NULL;

      g_object_get (shortcuts->pdata[i], "title", &t, "accelerator", &accel, NULL);
      if (g_strcmp0 (t, title) == 0)
        return g_steal_pointer (&accel);
    }
  return NULL;
}

/* The Keyboard Shortcuts window shows a key for every entry that is a key (Open, New, Save,
 * Save As, Zoom, Fit...: the window binds them as class shortcuts, GTK's own lookup sees only
 * the application's), and it fits a 1024 × 600 screen in both languages. */
static void
test_shortcuts (gconstpointer data)
{
  const char *language = data;
  static const struct
  {
    const char *title, *keys;
  } expected[] = {
    { N_ ("Open a game"), "<Control>o" },
    { N_ ("New game"), "<Control>n" },
    { N_ ("Save the game"), "<Control>s" },
    { N_ ("Save the game as…"), "<Shift><Control>s" },
    { N_ ("Zoom in"), "<Control>plus" },
    { N_ ("Zoom out"), "<Control>minus" },
    { N_ ("Fit the table in the window"), "<Control>0" },
    { N_ ("User guide"), "F1" },
    { N_ ("Undo"), "<Control>z" },
    { N_ ("Show or hide the side panel"), "F9" },
  };
  GgWindow *w;
  GtkWindow *overlay;
  g_autoptr (GPtrArray) shortcuts = g_ptr_array_new ();
  int width, height;

  use_language (language);
  w = ui_window_new (1024, 600);
  settle ();
  overlay = GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (w)));
  g_assert_nonnull (overlay);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.show-help-overlay", NULL);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (overlay)));
  settle ();
  collect_shortcuts (GTK_WIDGET (overlay), shortcuts);
  g_assert_cmpuint (shortcuts->len, >, 20);
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcutType type;
      g_autofree char *title = NULL, *accel = NULL;

      g_object_get (shortcuts->pdata[i], "shortcut-type", &type, "title", &title, "accelerator",
                    &accel, NULL);
      if (type == GTK_SHORTCUT_ACCELERATOR && (accel == NULL || *accel == 0))
        g_error ("the shortcuts window shows no key for “%s”", title);
    }
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *keys =
        shown_keys (shortcuts, g_dpgettext2 (NULL, "shortcut window", expected[i].title));

      g_assert_nonnull (keys);
      g_assert_nonnull (strstr (keys, expected[i].keys));
    }
  width = gtk_widget_get_width (GTK_WIDGET (overlay));
  height = gtk_widget_get_height (GTK_WIDGET (overlay));
  if (g_test_verbose ())
    g_test_message ("%s: shortcuts window %d × %d", language, width, height);
  ui_save_png (GTK_WIDGET (overlay), "GG_SCREENSHOT_DIR",
               g_str_equal (language, "C") ? "shortcuts-en" : "shortcuts-it");
  assert_window_fits (overlay, 1024, 600, "shortcuts window");
  gtk_window_close (overlay);
  ui_close_window (w);
  use_language ("C");
}

/* The top-level window on screen that is not @main and was not in @before, or NULL. */
static GtkWindow *
new_toplevel (GtkWindow *main_window, GPtrArray *before)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);

      if (top != main_window && gtk_widget_get_visible (GTK_WIDGET (top)) &&
          !g_ptr_array_find (before, top, NULL))
        return top;
    }
  return NULL;
}

static GPtrArray *
toplevels_now (void)
{
  GListModel *tops = gtk_window_get_toplevels ();
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);

      g_ptr_array_add (out, top);
    }
  return out;
}

/* Every dialog of the window opened on a d6 game (the Volturno scenario) and on a La Bella
 * Gigogin game at 1024 × 600 stays within the screen; the New Game dialog's Scenarios page
 * lists every shipped scenario. */
static void
test_dialogs (gconstpointer data)
{
  const char *language = data;
  static const struct
  {
    const char *scenario, *action;
  } dialogs[] = {
    { "volturno-1860.yaml", "win.new" },
    { "volturno-1860.yaml", "win.preferences" },
    { "volturno-1860.yaml", "win.rosters" },
    { "volturno-1860.yaml", "win.game-settings" },
    { "volturno-1860.yaml", "d6.settings" },
    { "volturno-1860.yaml", "win.replay" },
    { "calatafimi-1860.yaml", "win.game-settings" },
    { "calatafimi-1860.yaml", "win.replay" },
  };

  use_language (language);
  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      g_autofree char *path =
        g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", dialogs[i].scenario, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GPtrArray) before = toplevels_now ();
      GgWindow *w = ui_window_new (1024, 600);
      g_autofree char *name = NULL;
      GtkWindow *dialog = NULL;
      int width, height;

      ui_harness_open (w, file);
      settle ();
      g_ptr_array_add (before, w);
      gtk_widget_activate_action (GTK_WIDGET (w), dialogs[i].action, NULL);
      UI_WAIT_FOR ((dialog = new_toplevel (GTK_WINDOW (w), before)) != NULL &&
                   gtk_widget_get_mapped (GTK_WIDGET (dialog)));
      g_assert_nonnull (dialog);
      settle ();
      width = gtk_widget_get_width (GTK_WIDGET (dialog));
      height = gtk_widget_get_height (GTK_WIDGET (dialog));
      if (g_test_verbose ())
        g_test_message ("%s %s %s: %d × %d", language, dialogs[i].scenario, dialogs[i].action,
                        width, height);
      name = g_strdup_printf ("dialog-%s-%.6s-1024x600-%s", dialogs[i].action + 3,
                              dialogs[i].scenario, g_str_equal (language, "C") ? "en" : language);
      ui_save_png (GTK_WIDGET (dialog), "GG_SCREENSHOT_DIR", name);
      assert_window_fits (dialog, 1024, 600, dialogs[i].action);
      if (g_str_equal (dialogs[i].action, "win.new"))
        {
          g_autoptr (GPtrArray) list = gg_scenario_list ();
          guint n = 0;

          gboolean volturno = FALSE, solferino = FALSE;

          /* the Scenarios page lists every shipped battle (tests/core/test-new-game.c checks
           * the list against data/scenarios) */
          for (guint k = 0; k < list->len; k++)
            {
              GgScenario *sc = list->pdata[k];

              n += has_label (GTK_WIDGET (dialog), sc->title);
              volturno |= g_str_has_suffix (sc->resource, "volturno-1860.yaml");
              solferino |= g_str_has_suffix (sc->resource, "solferino-1859.yaml");
            }
          g_assert_true (volturno && solferino);
          g_assert_cmpuint (n, ==, list->len);
          g_assert_cmpuint (list->len, >=, 6);
        }
      gtk_window_destroy (dialog);
      spin (50);
      ui_close_window (w);
    }
  use_language ("C");
}

static int
screen_height (GtkWidget *widget)
{
  GdkRectangle screen;

  gdk_monitor_get_geometry (
    gdk_display_get_monitor_at_surface (gtk_widget_get_display (widget),
                                        gtk_native_get_surface (gtk_widget_get_native (widget))),
    &screen);
  return screen.height;
}

/* The model buttons under @widget (the menu's rows). */
static int
n_rows (GtkWidget *widget)
{
  int n = g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton");

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += n_rows (c);
  return n;
}

/* The roster editor's Open a Roster menu (three actions and every shipped roster) stays within
 * a 768 px screen: it scrolls instead of running off the bottom. */
static void
test_roster_menu (gconstpointer data)
{
  const int *size = data;
  GgRosterWindow *roster = gg_roster_window_new (GTK_APPLICATION (app), NULL);
  GtkWidget *button;
  GtkPopover *popover;
  GdkSurface *surface;
  GtkWidget *card;
  graphene_rect_t bounds;
  double sx, sy, top, bottom;

  gtk_window_set_default_size (GTK_WINDOW (roster), size[0], size[1]);
  gtk_window_present (GTK_WINDOW (roster));
  settle ();
  button = find_type (GTK_WIDGET (roster), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (button);
  button = find_type (button, GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  settle ();
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  /* the card drawn in the popover's surface (which has its shadow around it) */
  card = gtk_widget_get_first_child (GTK_WIDGET (popover));
  g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (popover), &bounds));
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &sx, &sy);
  top = gdk_popup_get_position_y (GDK_POPUP (surface)) + sy + bounds.origin.y;
  bottom = top + bounds.size.height;
  if (g_test_verbose ())
    g_test_message ("%d × %d: the Open a Roster menu from y %g to %g (%d rows)", size[0], size[1],
                    top, bottom, n_rows (GTK_WIDGET (popover)));
  ui_save_png (GTK_WIDGET (popover), "GG_SCREENSHOT_DIR",
               size[1] == 768 ? "roster-open-menu-1366x768" : "roster-open-menu-1024x600");
  /* within the screen (the window stands at its top left), and with room: at least half the
   * screen shows the list */
  g_assert_cmpfloat (top, >=, 0);
  g_assert_cmpfloat (bottom, <=, screen_height (GTK_WIDGET (roster)));
  g_assert_cmpfloat (bottom - top, >=, MIN (size[1], screen_height (GTK_WIDGET (roster))) / 2);
  gtk_popover_popdown (popover);
  ui_close_window (roster);
}

/* The rows under @widget whose tooltip names @rule. */
static void
rows_citing (GtkWidget *widget, const char *rule, GPtrArray *out)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  if (ADW_IS_ACTION_ROW (widget) && tip != NULL && strstr (tip, rule) != NULL)
    g_ptr_array_add (out, widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    rows_citing (c, rule, out);
}

/* The file chooser a save action put on screen, its proposed name, then closes it. */
static char *
proposed_name (void)
{
  GtkWindow *chooser = NULL;
  char *name;

  UI_WAIT_FOR ((chooser = find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG)) != NULL &&
               gtk_widget_get_mapped (GTK_WIDGET (chooser)));
  g_assert_nonnull (chooser);
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  spin (100);
  return name;
}

/* Words a player needs: the save dialogs propose the game's and the roster's own names, a
 * photo's time is the user's date and time (not ISO 8601), and the Italian catalogue has one
 * word for a side, "parte". */
static void
test_words (void)
{
  static const char *const sides[] = { "Side %c",
                                       "Side A",
                                       "Turn %d · side %c",
                                       "Side %c: %s · %s · %s · figures at %d mm",
                                       "Initiative: side %c · passes in a row: %d",
                                       "Side %c passes (%d in a row, VOL-4.B2)" };
  g_autoptr (GPtrArray) scenarios = gg_scenario_list ();
  GgScenario *volturno = NULL;
  GgWindow *w;
  GgRosterWindow *roster;
  g_autoptr (GError) error = NULL;
  g_autofree char *game_name = NULL, *roster_name = NULL, *expected = NULL, *date = NULL;
  GgBackgroundPhoto *photo;
  GgPhotoPanel *panel;
  const double corners[8] = { 0, 0, 100, 0, 100, 100, 0, 100 };

  for (guint i = 0; i < scenarios->len; i++)
    if (g_str_has_suffix (((GgScenario *) scenarios->pdata[i])->resource, "volturno-1860.yaml"))
      volturno = scenarios->pdata[i];
  g_assert_nonnull (volturno);
  w = ui_window_new (1024, 600);
  gg_window_open_scenario (w, volturno->resource, volturno->title);
  settle ();
  gtk_widget_activate_action (GTK_WIDGET (w), "win.save-as", NULL);
  game_name = proposed_name ();
  expected = g_strconcat (volturno->title, ".yaml", NULL);
  g_assert_cmpstr (game_name, ==, expected);

  /* a hill's tooltip names it (Monte Tifata, about 59" × 13" on Volturno's table) */
  {
    g_autofree char *hill =
      gg_table_view_describe (gg_window_get_table_view (w), (GgPoint){ 59 * 25.4, 13 * 25.4 });

    g_assert_nonnull (hill);
    g_assert_nonnull (strstr (hill, "Monte Tifata"));
    g_assert_null (strstr (hill, "monte-tifata"));
  }
  /* the board game's rows: words on the row, the rule IDs and the rulebook's lines on hover */
  {
    g_autoptr (GPtrArray) rows = g_ptr_array_new ();

    gg_d6_actions_show_turn (w);
    settle ();
    rows_citing (GTK_WIDGET (w), "VOL-6.1.1", rows);
    g_assert_cmpuint (rows->len, >=, 4); /* the four brigades of Volturno */
    for (guint i = 0; i < rows->len; i++)
      {
        const char *words = adw_action_row_get_subtitle (rows->pdata[i]);

        g_assert_nonnull (strstr (words, "needs"));
        g_assert_null (strstr (words, "VOL-"));
        g_assert_null (strstr (words, " L3"));
      }
  }
  /* a photo's time */
  photo = gg_background_photo_new ("/nonexistent/turn-1.jpg", corners);
  photo->time = g_strdup ("2026-06-24T10:30:00Z");
  gg_document_add_photo (gg_window_get_document (w), photo, 0.5);
  settle ();
  panel = GG_PHOTO_PANEL (find_type (GTK_WIDGET (w), GG_TYPE_PHOTO_PANEL));
  g_assert_nonnull (panel);
  {
    g_autoptr (GDateTime) utc = g_date_time_new_utc (2026, 6, 24, 10, 30, 0);
    g_autoptr (GDateTime) local = g_date_time_to_local (utc);

    date = g_date_time_format (local, "%x");
  }
  g_assert_null (strstr (gg_photo_panel_get_summary (panel), "2026-06-24T"));
  g_assert_nonnull (strstr (gg_photo_panel_get_summary (panel), date));
  ui_close_window (w);

  roster = gg_roster_window_new (GTK_APPLICATION (app), NULL);
  gtk_window_present (GTK_WINDOW (roster));
  g_assert_true (gg_roster_window_open_resource (
    roster, "/org/gigogin/Gigogin/data/rosters/volturno-1860-garibaldini.yaml", &error));
  g_assert_no_error (error);
  settle ();
  gtk_widget_activate_action (GTK_WIDGET (roster), "roster.save-as", NULL);
  roster_name = proposed_name ();
  g_free (expected);
  expected = g_strconcat (
    gg_roster_node_get_text (gg_roster_get_root (gg_roster_window_get_roster (roster)), "name"),
    ".yaml", NULL);
  g_assert_cmpstr (roster_name, ==, expected); /* "15ª Divisione Türr (parte).yaml" */
  ui_close_window (roster);

  use_language ("it");
  for (guint i = 0; i < G_N_ELEMENTS (sides); i++)
    {
      const char *it = gettext (sides[i]);

      g_assert_cmpstr (it, !=, sides[i]);
      g_assert_true (strstr (it, "parte") != NULL || strstr (it, "Parte") != NULL);
      g_assert_null (strstr (it, "chieramento"));
      g_assert_null (strstr (it, "iocatore"));
      g_assert_null (strstr (it, "ato "));
    }
  use_language ("C");
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  for (guint i = 0; i < G_N_ELEMENTS (screens); i++)
    {
      g_autofree char *path = g_strdup_printf ("/fit/fits/%s/%dx%d", screens[i].language,
                                               screens[i].width, screens[i].height);

      g_test_add_data_func (path, &screens[i], test_fits);
    }
  g_test_add_data_func ("/fit/shortcuts/C", "C", test_shortcuts);
  g_test_add_data_func ("/fit/shortcuts/it", "it", test_shortcuts);
  g_test_add_data_func ("/fit/dialogs/C", "C", test_dialogs);
  g_test_add_data_func ("/fit/dialogs/it", "it", test_dialogs);
  g_test_add_data_func ("/fit/roster-menu/1366x768", (int[]){ 1366, 768 }, test_roster_menu);
  g_test_add_data_func ("/fit/roster-menu/1024x600", (int[]){ 1024, 600 }, test_roster_menu);
  g_test_add_func ("/fit/words", test_words);
  g_test_add_data_func ("/fit/d6-panes/C", "C", test_d6_panes);
  g_test_add_data_func ("/fit/d6-panes/it", "it", test_d6_panes);
  return ui_harness_run ();
}
