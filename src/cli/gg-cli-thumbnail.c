/* gg-cli-thumbnail.c: `gigogin-cli thumbnail GAME OUT.png SIZE`, the thumbnailer the file manager
 * runs (data/org.gigogin.Gigogin.thumbnailer, after the freedesktop thumbnail specification): the
 * table seen from side A's edge, as the app shows it, its longer side SIZE pixels, with the
 * terrain and every figure's base. Exit 1 for a game that does not load (file:line:column) or a
 * PNG that cannot be written, 2 for bad usage. The PNG is written atomically and never over the
 * game itself. */
#include "gg-config.h"

#include "gg-cli-thumbnail.h"

#include <cairo.h>
#include <glib.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "gg-cli-game.h"
#include "gg-print-table.h"

#define MAX_SIZE 4096

static gboolean
parse_size (const char *text, int *size)
{
  char *end = NULL;
  gint64 n = g_ascii_strtoll (text, &end, 10);

  if (end == text || *end != '\0' || n < 8 || n > MAX_SIZE)
    return FALSE;
  *size = (int) n;
  return TRUE;
}

static void
draw_figure (cairo_t *cr, const GgFigure *f)
{
  gg_print_table_base_path (cr, f);
  gg_print_table_side_colour (cr, f->side);
  cairo_fill (cr);
}

/* The table, its longer side @size pixels; side A's edge (y = 0) at the bottom. */
static cairo_surface_t *
render (const GgGame *game, int size)
{
  double scale = size / MAX (game->width, game->depth);
  int w = MAX (1, (int) (game->width * scale + 0.5));
  int h = MAX (1, (int) (game->depth * scale + 0.5));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.55, 0.68, 0.40);
  cairo_paint (cr);
  cairo_translate (cr, 0, h);
  cairo_scale (cr, scale, -scale);
  for (guint i = 0; i < game->terrain->len; i++)
    gg_print_table_terrain (cr, game->terrain->pdata[i], MAX (2.0 / scale, 10.0));
  for (guint i = 0; i < game->figures->len; i++)
    draw_figure (cr, game->figures->pdata[i]);
  cairo_destroy (cr);
  return surface;
}

static cairo_status_t
append_png (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The same file by any name or link is refused as the output. */
static gboolean
same_file (const char *input, const char *output)
{
  GStatBuf a, b;

  return g_stat (input, &a) == 0 && g_stat (output, &b) == 0 && a.st_dev == b.st_dev &&
         a.st_ino == b.st_ino;
}

int
gg_cli_thumbnail (int argc, char **argv)
{
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GByteArray) png = NULL;
  g_autoptr (GError) error = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  int size = 0;

  if (argc == 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")))
    {
      g_print (_("Usage: gigogin-cli thumbnail GAME OUT.png SIZE\n\nWrites a PNG of the game’s "
                 "table, its longer side SIZE pixels (8 to 4096), for the file manager.\n"));
      return 0;
    }
  if (argc != 4)
    {
      g_printerr (_("Usage: gigogin-cli thumbnail GAME OUT.png SIZE\n"));
      return 2;
    }
  if (!parse_size (argv[3], &size))
    {
      g_printerr (_("gigogin-cli thumbnail: the size “%s” is not a whole number of pixels from 8 "
                    "to %d\n"),
                     argv[3], MAX_SIZE);
      return 2;
    }
  if (same_file (argv[1], argv[2]))
    {
      g_printerr (_("gigogin-cli thumbnail: the output %s is the game %s itself; nothing was "
                    "written\n"),
                     argv[2], argv[1]);
      return 1;
    }
  game = gg_game_load_file (argv[1], &error);
  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  surface = render (game, size);
  png = g_byte_array_new ();
  status = cairo_surface_write_to_png_stream (surface, append_png, png);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr (_("gigogin-cli thumbnail: %s\n"), cairo_status_to_string (status));
      return 1;
    }
  if (!g_file_set_contents (argv[2], (const char *) png->data, png->len, &error))
    {
      g_printerr (_("gigogin-cli thumbnail: %s\n"), error->message);
      return 1;
    }
  return 0;
}
