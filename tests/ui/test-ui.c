/* The window under a real display (Xvfb in CI): it opens the demo battle, the canvas draws it
 * (checked on pixels where figures stand), the unit switch and zoom work, a bad file is refused
 * with its place and the game on screen is kept. Skips cleanly without a display. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "gg-application.h"
#include "gg-canvas.h"
#include "gg-i18n.h"
#include "gg-window.h"

#include "ui-harness.h"

static GgWindow *
open_window (void)
{
  return ui_harness_open_demo (1000, 700, 200);
}

static void
pixel_at (GgWindow *window, const guchar *pixels, gsize stride, GgPoint p, int *r, int *g, int *b)
{
  guint32 px = ui_canvas_pixel (window, pixels, stride, p);

  /* cairo's ARGB32 is a native-endian word */
  *b = px & 0xff;
  *g = (px >> 8) & 0xff;
  *r = (px >> 16) & 0xff;
}

static void
test_demo_drawn (void)
{
  GgWindow *window = open_window ();
  GgGame *game = gg_document_get_game (gg_window_get_document (window));
  GgFigure *a = gg_game_lookup_figure (game, "A-1-L1");
  GgFigure *b = gg_game_lookup_figure (game, "B-G1");
  g_autofree guchar *pixels = NULL;
  int w, h, r, g, bl;
  gsize stride;

  g_assert_nonnull (a);
  g_assert_nonnull (b);
  pixels = ui_render_pixels (gg_window_get_canvas (window), &w, &h, &stride);
  g_assert_cmpint (w, >, 300);
  g_assert_cmpint (h, >, 200);
  /* side A is blue: blue well above red */
  pixel_at (window, pixels, stride, (GgPoint){ a->base.centre.x, a->base.centre.y - 3 }, &r, &g,
            &bl);
  g_test_message ("side A pixel %d,%d,%d", r, g, bl);
  g_assert_cmpint (bl, >, r + 60);
  /* side B is red */
  pixel_at (window, pixels, stride, b->base.centre, &r, &g, &bl);
  g_test_message ("side B pixel %d,%d,%d", r, g, bl);
  g_assert_cmpint (r, >, bl + 60);
  /* open table, away from everything: the table's sand colour (red >= blue) */
  pixel_at (window, pixels, stride, (GgPoint){ 905, 515 }, &r, &g, &bl);
  g_assert_cmpint (r, >=, bl);
  g_assert_cmpint (r, >, 120);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_unit_switch (void)
{
  GgWindow *window = open_window ();
  GSettings *settings = gg_application_get_settings (app);
  GgCanvas *canvas = GG_CANVAS (gg_window_get_canvas (window));
  g_autofree char *unit = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.length-unit", "s", "in"));
  spin (50);
  unit = g_settings_get_string (settings, "length-unit");
  g_assert_cmpstr (unit, ==, "in");
  g_assert_cmpint (gg_canvas_get_unit (canvas), ==, GG_UNIT_IN);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.length-unit", "s", "cm"));
  spin (50);
  g_assert_cmpint (gg_canvas_get_unit (canvas), ==, GG_UNIT_CM);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_zoom (void)
{
  GgWindow *window = open_window ();
  GgCanvas *canvas = GG_CANVAS (gg_window_get_canvas (window));
  double fitted = gg_canvas_get_zoom (canvas);
  GgPoint centre;
  double wx, wy;

  g_assert_cmpfloat (fitted, >, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (gg_canvas_get_zoom (canvas), fitted * 1.25, 1e-9);
  /* zooming keeps the point under the widget's centre where it was */
  centre = gg_canvas_widget_to_table (canvas, gtk_widget_get_width (GTK_WIDGET (canvas)) / 2.0,
                                      gtk_widget_get_height (GTK_WIDGET (canvas)) / 2.0);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.zoom-in", NULL);
  gg_canvas_table_to_widget (canvas, centre, &wx, &wy);
  g_assert_cmpfloat_with_epsilon (wx, gtk_widget_get_width (GTK_WIDGET (canvas)) / 2.0, 1e-6);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.zoom-out", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.zoom-fit", NULL);
  g_assert_cmpfloat_with_epsilon (gg_canvas_get_zoom (canvas), fitted, 1e-9);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_bad_file_keeps_game (void)
{
  GgWindow *window = open_window ();
  GgDocument *document = gg_window_get_document (window);
  GgGame *before = gg_document_get_game (document);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "gigogin-bad.yaml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  AdwMessageDialog *dialog;

  g_assert_true (g_file_set_contents (path, "format: gigogin-game/1\nruleset: chess\n", -1, NULL));
  ui_harness_open (window, file);
  spin (100);
  g_assert_true (gg_document_get_game (document) == before);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog), path));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), ":2:10: "));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_unlink (path);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/window/demo-drawn", test_demo_drawn);
  g_test_add_func ("/ui/window/unit-switch", test_unit_switch);
  g_test_add_func ("/ui/window/zoom", test_zoom);
  g_test_add_func ("/ui/window/bad-file-keeps-game", test_bad_file_keeps_game);
  return ui_harness_run ();
}
