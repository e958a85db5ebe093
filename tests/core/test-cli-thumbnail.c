/* gigogin-cli thumbnail GAME OUT.png SIZE, the file manager's thumbnailer: a PNG of the table with
 * its longer side SIZE pixels and side A's edge at the bottom; a game that does not load is exit
 * 1 with file:line:column and no PNG; bad usage is exit 2; the game is never written over. */
#include "gg-config.h"

#include <cairo.h>
#include <glib/gstdio.h>

#include "cli-run.h"
#include "gg-game.h"

static char *
scenario (const char *name)
{
  return g_build_filename (GG_SOURCE_DIR, "data", "scenarios", name, NULL);
}

/* The pixel under the table point (x, y) mm of a @w × @h thumbnail of @game. */
static guint32
pixel_at (cairo_surface_t *s, const GgGame *game, double x, double y)
{
  double scale = cairo_image_surface_get_width (s) / game->width;
  int px = (int) (x * scale);
  int py = cairo_image_surface_get_height (s) - 1 - (int) (y * scale);
  const unsigned char *row = cairo_image_surface_get_data (s) +
                             py * cairo_image_surface_get_stride (s);

  return ((const guint32 *) row)[px] & 0xffffff;
}

static void
test_table (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("gigogin-thumb-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "thumb.png", NULL);
  g_autofree char *path = scenario ("calatafimi-1860.yaml");
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  cairo_surface_t *png;
  guint a = 0, b = 0;

  g_assert_no_error (error);
  run_text (&r, "thumbnail", path, out, "256", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  png = cairo_image_surface_create_from_png (out);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  /* the longer side is SIZE, the shorter one in the table's proportion */
  g_assert_cmpint (MAX (cairo_image_surface_get_width (png), cairo_image_surface_get_height (png)),
                   ==, 256);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==,
                   (int) (game->depth * 256 / MAX (game->width, game->depth) + 0.5));
  /* each figure's base centre is drawn in its side's colour: blue for A, red for B */
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = game->figures->pdata[i];
      guint32 p = pixel_at (png, game, f->base.centre.x, f->base.centre.y);
      guint red = (p >> 16) & 0xff, blue = p & 0xff;

      if (f->side == 'A' && blue > red + 60)
        a++;
      if (f->side == 'B' && red > blue + 60)
        b++;
    }
  /* a base far smaller than a pixel may be covered by its neighbour: most, not every one */
  g_assert_cmpuint (a, >, 0);
  g_assert_cmpuint (b, >, 0);
  cairo_surface_destroy (png);
  g_unlink (out);
  g_rmdir (dir);
}

static void
test_bad_game (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("gigogin-thumb-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "thumb.png", NULL);
  g_autofree char *bad = fixture ("bad-terrain.yaml");
  g_autofree char *where = g_strconcat (bad, ":11:61: ", NULL);

  run_text (&r, "thumbnail", bad, out, "128", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_str_has_prefix (r.err, where));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

static void
test_usage (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gigogin-thumb-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "thumb.png", NULL);
  g_autofree char *path = scenario ("demo.yaml");
  const char *sizes[] = { "0", "7", "4097", "12px", "", "-5" };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_auto (Run) r = { 0 };

      run_text (&r, "thumbnail", path, out, sizes[i], NULL);
      g_assert_cmpint (r.status, ==, 2);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
  {
    g_auto (Run) r = { 0 };

    run_text (&r, "thumbnail", path, out, NULL);
    g_assert_cmpint (r.status, ==, 2);
  }
  g_rmdir (dir);
}

/* the output named as the game itself (here through a link) is refused; the game is kept */
static void
test_not_over_input (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("gigogin-thumb-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *link = g_build_filename (dir, "link.png", NULL);
  g_autofree char *path = scenario ("demo.yaml");
  g_autofree char *before = NULL, *after = NULL;

  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  g_assert_true (g_file_set_contents (game, before, -1, NULL));
  g_assert_cmpint (symlink (game, link), ==, 0);
  run_text (&r, "thumbnail", game, link, "64", NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_true (g_file_get_contents (game, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_unlink (link);
  g_unlink (game);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/thumbnail/table", test_table);
  g_test_add_func ("/cli/thumbnail/bad-game", test_bad_game);
  g_test_add_func ("/cli/thumbnail/usage", test_usage);
  g_test_add_func ("/cli/thumbnail/not-over-input", test_not_over_input);
  return g_test_run ();
}
