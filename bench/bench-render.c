/* bench-render: a 1,000-figure, 40-feature table with every squad's command ring, the fire arcs
 * of a selected squad and a gun's canister cone, drawn on a 1920×1080 Cairo image surface by the
 * canvas's own drawing code (gg-table-paint.h), against one full-surface cairo_paint() on the
 * same surface in the same run. Also times every squad's command status after a move
 * (a fresh GgCommandCache), as a fraction of a 60 Hz frame. Prints one JSON line. */
#include <gio/gio.h>
#include <math.h>
#include <stdio.h>

#include "gg-command.h"
#include "gg-geometry.h"
#include "gg-table-paint.h"
#include "gg-table-rules.h"

#define WIDTH     1920
#define HEIGHT    1080
#define N_SQUADS  98 /* of ten figures: 980, and 20 guns */
#define N_GUNS    20
#define N_TERRAIN 40
#define N_FRAMES  41
#define FRAME_MS  16.7

static void
add_figure (GgGame *game, const char *id, char side, int squad, const char *role, GgBase base)
{
  GgFigure *f = gg_figure_new (id);

  f->base = base;
  f->side = side;
  f->squad = squad;
  f->role = g_strdup (role);
  gg_game_add_figure (game, f);
}

/* A squad of ten: the leader and nine in a loose line, some of them straggling. */
static void
add_squad (GgGame *game, GRand *r, int n)
{
  char side = n % 2 ? 'B' : 'A';
  GgPoint c = { g_rand_double_range (r, 100, 1700), side == 'A'
                                                      ? g_rand_double_range (r, 60, 560)
                                                      : g_rand_double_range (r, 640, 1140) };
  double facing = side == 'A' ? g_rand_double_range (r, -30, 30)
                              : g_rand_double_range (r, 150, 210);

  for (int k = 0; k < 10; k++)
    {
      g_autofree char *id = g_strdup_printf ("%c%d-%d", side, n, k);
      g_autofree char *role = k == 0 ? g_strdup ("L1") : g_strdup_printf ("%d", k);
      double spread = g_rand_int_range (r, 0, 10) == 0 ? 300 : 110;
      GgPoint at = { c.x + g_rand_double_range (r, -spread, spread),
                     c.y + g_rand_double_range (r, -40, 40) };

      add_figure (game, id, side, n / 2 + 1, role,
                  (GgBase){ k ? at : c, facing, GG_BASE_RECT, 20, 20, 0 });
    }
}

static void
add_terrain (GgGame *game, GRand *r, guint i)
{
  static const GgTerrainKind kinds[] = { GG_TERRAIN_WOOD,    GG_TERRAIN_FIELD,   GG_TERRAIN_HILL,
                                         GG_TERRAIN_RICE,    GG_TERRAIN_ROAD,    GG_TERRAIN_HEDGE,
                                         GG_TERRAIN_ORCHARD, GG_TERRAIN_BUILDING };
  g_autofree char *id = g_strdup_printf ("t%02u", i);
  GgTerrainKind kind = kinds[i % G_N_ELEMENTS (kinds)];
  GgTerrain *t = gg_terrain_new (id, kind);
  GgPoint c = { g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) };
  gboolean linear = gg_terrain_kind_is_linear (kind);

  for (int k = 0; k < (linear ? 5 : 8); k++)
    {
      GgPoint d = gg_bearing_vector (45.0 * k);
      double radius = g_rand_double_range (r, 60, 140);
      GgPoint p = linear ? (GgPoint){ c.x + 120 * k - 240, c.y + g_rand_double_range (r, -40, 40) }
                         : (GgPoint){ c.x + radius * d.x, c.y + radius * d.y };

      g_array_append_val (t->points, p);
    }
  g_ptr_array_add (game->terrain, t);
}

static GgGame *
make_table (void)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (1848);
  GgGame *game = gg_game_new ();

  game->width = 1800;
  game->depth = 1200;
  game->scale = 20;
  for (int n = 0; n < N_SQUADS; n++)
    add_squad (game, r, n);
  for (int n = 0; n < N_GUNS; n++)
    {
      g_autofree char *id = g_strdup_printf ("gun%d", n);
      GgBase b = { { 100 + 85 * n, n % 2 ? 1180 : 20 }, n % 2 ? 180 : 0, GG_BASE_RECT, 40, 40, 0 };

      add_figure (game, id, n % 2 ? 'B' : 'A', 0, "G1", b);
    }
  for (guint i = 0; i < N_TERRAIN; i++)
    add_terrain (game, r, i);
  game->overlays = GG_OVERLAY_COMMAND | GG_OVERLAY_ARCS | GG_OVERLAY_CANISTER;
  return game;
}

static void
read_palette (GgTablePaint *paint)
{
  g_autoptr (GBytes) css =
    g_resources_lookup_data ("/org/gigogin/Gigogin/style.css", G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  for (guint i = 0; i < GG_PAINT_N_COLOURS; i++)
    paint->palette[i] = (GdkRGBA){ 0.5, 0.5, 0.5, 1 };
  /* named after the theme's colours, which only GTK knows */
  paint->palette[GG_PAINT_RULER_BG] = (GdkRGBA){ 0.98, 0.98, 0.98, 1 };
  paint->palette[GG_PAINT_RULER_FG] = (GdkRGBA){ 0.2, 0.2, 0.2, 1 };
  if (css == NULL)
    g_error ("the app's style.css is not in the resources");
  gg_table_paint_read_palette (paint, g_bytes_get_data (css, NULL));
}

/* Zoomed to fit, as the canvas does when it opens a game. */
static void
fit (GgTablePaint *paint, GgGame *game)
{
  double w = WIDTH - GG_TABLE_PAINT_RULER - 24, h = HEIGHT - GG_TABLE_PAINT_RULER - 24;

  paint->zoom = MIN (w / game->width, h / game->depth);
  paint->ox = GG_TABLE_PAINT_RULER + 12 + (w - game->width * paint->zoom) / 2;
  paint->oy = GG_TABLE_PAINT_RULER + 12 + (h - game->depth * paint->zoom) / 2;
  paint->width = WIDTH;
  paint->height = HEIGHT;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *v, guint n)
{
  qsort (v, n, sizeof *v, compare_doubles);
  return v[n / 2];
}

static double
time_frame (cairo_t *cr, cairo_surface_t *surface, const GgTablePaint *paint)
{
  gint64 t0 = g_get_monotonic_time ();

  gg_table_paint (cr, paint);
  cairo_surface_flush (surface);
  return (g_get_monotonic_time () - t0) / 1000.0;
}

static double
time_paint (cairo_t *cr, cairo_surface_t *surface)
{
  gint64 t0 = g_get_monotonic_time ();

  cairo_set_source_rgb (cr, 0.85, 0.82, 0.69);
  cairo_paint (cr);
  cairo_surface_flush (surface);
  return (g_get_monotonic_time () - t0) / 1000.0;
}

/* Moves one figure of a squad, then asks for every squad's command status (BG-4.8-a). */
static double
time_command (GgGame *game, GgTableRules *rules, guint i)
{
  GgFigure *f = g_ptr_array_index (game->figures, (i * 37) % (N_SQUADS * 10));
  gint64 t0;
  g_autoptr (GArray) status = NULL;
  g_autoptr (GgCommandCache) fresh = gg_command_cache_new (); /* every squad measured */

  f->base.centre.x += i % 2 ? 5 : -5;
  t0 = g_get_monotonic_time ();
  status = gg_command_cache_update (fresh, game, rules);
  return (g_get_monotonic_time () - t0) / 1000.0;
}

static GgSelection *
select_squad_and_gun (GgGame *game)
{
  GgSelection *selection = gg_selection_new ();

  gg_selection_set_squad (selection, game, "A0-0");
  gg_selection_toggle_figure (selection, "gun0");
  return selection;
}

int
main (int argc, char **argv)
{
  g_autoptr (GgGame) game = make_table ();
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  g_autoptr (GgSelection) selection = select_squad_and_gun (game);
  GgOverlayData *overlays = gg_overlay_data_new ();
  GgShellState shell = { FALSE, { 0, 0 }, -1 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  GgTablePaint paint = { .game = game, .unit = GG_UNIT_CM };
  double frames[N_FRAMES], paints[N_FRAMES], commands[N_FRAMES], frame, fill;

  gg_overlay_data_update (overlays, game, rules, selection, &shell);
  read_palette (&paint);
  fit (&paint, game);
  paint.selection = selection;
  paint.overlays = overlays;
  paint.cache = g_getenv ("GG_BENCH_NO_CACHE") ? NULL : gg_paint_cache_new ();
  for (guint i = 0; i < N_FRAMES; i++)
    {
      paints[i] = time_paint (cr, surface);
      frames[i] = time_frame (cr, surface, &paint);
      commands[i] = time_command (game, rules, i);
    }
  if (argc > 1)
    cairo_surface_write_to_png (surface, argv[1]);
  frame = median (frames, N_FRAMES);
  fill = median (paints, N_FRAMES);
  printf ("{\"figures\":%u,\"terrain\":%u,\"squads\":%u,\"surface\":\"%dx%d\",\"frame_ms\":%.3f,"
          "\"paint_ms\":%.3f,\"frame_vs_paint\":%.2f,\"command_recompute_ms\":%.3f,"
          "\"command_recompute_frame_fraction\":%.4f}\n",
          game->figures->len, game->terrain->len, overlays->command ? overlays->command->len : 0,
          WIDTH, HEIGHT, frame, fill, frame / fill, median (commands, N_FRAMES),
          median (commands, N_FRAMES) / FRAME_MS);
  gg_paint_cache_free (paint.cache);
  gg_overlay_data_free (overlays);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return 0;
}
