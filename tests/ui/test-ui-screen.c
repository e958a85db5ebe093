/* The window fits the screen (under Xvfb): at 1366 × 768 and 1024 × 600, in English and in
 * Italian, every shipped scenario opened with every panel of its rules shown keeps the window
 * within the size it was given, the sidebar keeps one width whatever its content, and the table
 * keeps at least half the window. With GG_SCREENSHOT_DIR set it writes each panel at each size. */
#include "gg-config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "gg-activation-panel.h"
#include "gg-chit-bag-view.h"
#include "gg-d6-actions.h"
#include "gg-play-panel.h"
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

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  for (guint i = 0; i < G_N_ELEMENTS (screens); i++)
    {
      g_autofree char *path = g_strdup_printf ("/screen/fits/%s/%dx%d", screens[i].language,
                                               screens[i].width, screens[i].height);

      g_test_add_data_func (path, &screens[i], test_fits);
    }
  return ui_harness_run ();
}
