/* The table's drawing code with its cache (gg-table-paint*.c): a frame drawn from the cached
 * scene, where only the parts that changed since the last frame are drawn again, must be the
 * very same pixels as a frame drawn whole by a fresh cache. */
#include <math.h>
#include <stdlib.h>

#include "gg-bg-state.h"
#include "gg-geometry.h"
#include "gg-table-paint.h"
#include "gg-table-rules.h"

#define WIDTH  900
#define HEIGHT 640
/* Drawing only part of a path's surroundings can round an edge pixel's coverage differently
 * (cairo's rasteriser samples a row more finely when some edge starts or ends in it): a few
 * levels of 255. Anything left stale or missing is far off. */
#define AA_TOLERANCE 16

typedef struct
{
  GgGame *game;
  GgTableRules *rules;
  GgSelection *selection;
  GgOverlayData *overlays;
  GgShellState shell;
  GgTablePaint paint;
} Fixture;

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

/* Squads of six in loose lines, some stragglers out of command, two guns, some terrain. */
static void
fill_game (GgGame *game)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (1859);
  GgMarker *marker;

  game->width = 1200;
  game->depth = 900;
  game->scale = 20;
  for (int n = 0; n < 10; n++)
    {
      char side = n % 2 ? 'B' : 'A';
      GgPoint c = { 150 + 90 * n, side == 'A' ? 250 : 650 };

      for (int k = 0; k < 6; k++)
        {
          g_autofree char *id = g_strdup_printf ("%c%d-%d", side, n, k);
          g_autofree char *role = k == 0 ? g_strdup ("L1") : g_strdup_printf ("%d", k);
          GgPoint at = { c.x + g_rand_double_range (r, -60, 60) + (k == 5 ? 220 : 0),
                         c.y + g_rand_double_range (r, -30, 30) };

          add_figure (game, id, side, n / 2 + 1, role,
                      (GgBase){ k ? at : c, side == 'A' ? 10 * k : 180, GG_BASE_RECT, 20, 20, 0 });
        }
    }
  add_figure (game, "gun0", 'A', 0, "G1", (GgBase){ { 600, 30 }, 0, GG_BASE_RECT, 40, 40, 0 });
  add_figure (game, "gun1", 'B', 0, "G1", (GgBase){ { 600, 870 }, 180, GG_BASE_ROUND, 0, 0, 40 });
  for (int i = 0; i < 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("t%d", i);
      GgTerrain *t = gg_terrain_new (id, i % 2 ? GG_TERRAIN_WOOD : GG_TERRAIN_ROAD);

      for (int k = 0; k < 6; k++)
        {
          GgPoint d = gg_bearing_vector (60.0 * k);
          GgPoint pt = { 200 + 250 * i + 80 * d.x, 450 + 80 * d.y };

          g_array_append_val (t->points, pt);
        }
      g_ptr_array_add (game->terrain, t);
    }
  marker = gg_marker_new ("m1", GG_MARKER_RELOAD);
  marker->figure = g_strdup ("A2-3");
  g_ptr_array_add (game->markers, marker);
  game->overlays = GG_OVERLAY_COMMAND | GG_OVERLAY_ARCS | GG_OVERLAY_CANISTER;
}

static void
read_palette (GgTablePaint *paint)
{
  g_autoptr (GBytes) css =
    g_resources_lookup_data ("/org/gigogin/Gigogin/style.css", G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  g_assert_nonnull (css);
  for (guint i = 0; i < GG_PAINT_N_COLOURS; i++)
    paint->palette[i] = (GdkRGBA){ 0.5, 0.5, 0.5, 1 };
  gg_table_paint_read_palette (paint, g_bytes_get_data (css, NULL));
}

static void
update (Fixture *fx)
{
  gg_overlay_data_update (fx->overlays, fx->game, fx->rules, fx->selection, &fx->shell);
}

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  fx->game = gg_game_new ();
  fill_game (fx->game);
  fx->rules = gg_table_rules_new (fx->game, NULL);
  fx->selection = gg_selection_new ();
  gg_selection_set_squad (fx->selection, fx->game, "A0-0");
  gg_selection_toggle_figure (fx->selection, "gun0");
  fx->overlays = gg_overlay_data_new ();
  fx->shell = (GgShellState){ FALSE, { 0, 0 }, -1 };
  update (fx);
  fx->paint = (GgTablePaint){ .game = fx->game,
                              .unit = GG_UNIT_CM,
                              .zoom = 0.65,
                              .ox = 40,
                              .oy = 30,
                              .width = WIDTH,
                              .height = HEIGHT };
  fx->paint.selection = fx->selection;
  fx->paint.overlays = fx->overlays;
  read_palette (&fx->paint);
  fx->paint.cache = gg_paint_cache_new ();
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  gg_paint_cache_free (fx->paint.cache);
  gg_overlay_data_free (fx->overlays);
  g_object_unref (fx->selection);
  gg_table_rules_free (fx->rules);
  gg_game_unref (fx->game);
}

/* One frame on a surface already painted (the parts the table leaves clear must show it). */
static cairo_surface_t *
frame (const GgTablePaint *paint)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (s);

  cairo_set_source_rgb (cr, 0.2, 0.4, 0.6);
  cairo_paint (cr);
  gg_table_paint (cr, paint);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

/* Pixels of @a and @b with some channel more than @tolerance (of 255) apart. */
static guint
differing_pixels (cairo_surface_t *a, cairo_surface_t *b, int tolerance)
{
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  guint n = 0;

  for (int y = 0; y < HEIGHT; y++)
    for (int x = 0; x < WIDTH; x++)
      {
        int d = 0;

        for (int c = 0; c < 4; c++)
          d = MAX (d, abs (pa[y * stride + 4 * x + c] - pb[y * stride + 4 * x + c]));
        n += d > tolerance;
      }
  return n;
}

/* The next frame from the kept cache against the same frame from a fresh cache. */
static void
assert_same_as_fresh (Fixture *fx)
{
  GgTablePaint fresh = fx->paint;
  cairo_surface_t *kept = frame (&fx->paint), *whole;

  fresh.cache = gg_paint_cache_new ();
  whole = frame (&fresh);
  g_assert_cmpuint (differing_pixels (kept, whole, AA_TOLERANCE), ==, 0);
  gg_paint_cache_free (fresh.cache);
  cairo_surface_destroy (kept);
  cairo_surface_destroy (whole);
}

static void
move (Fixture *fx, const char *id, double dx, double dy, double turn)
{
  GgFigure *f = gg_game_lookup_figure (fx->game, id);

  g_assert_nonnull (f);
  f->base.centre.x += dx;
  f->base.centre.y += dy;
  f->base.facing += turn;
  update (fx);
}

/* A figure moved a little, then a leader (its command ring and who is out of command). */
static void
test_moved (Fixture *fx, gconstpointer data)
{
  cairo_surface_destroy (frame (&fx->paint));
  assert_same_as_fresh (fx);
  move (fx, "A2-3", 5, 0, 0);
  assert_same_as_fresh (fx);
  move (fx, "B3-0", -40, 25, 30);
  assert_same_as_fresh (fx);
  move (fx, "A0-2", 0, 60, 90); /* selected: arcs and the selection outline move */
  assert_same_as_fresh (fx);
  move (fx, "gun0", 30, 0, 15); /* the canister cone turns */
  assert_same_as_fresh (fx);
}

static void
test_selection (Fixture *fx, gconstpointer data)
{
  cairo_surface_destroy (frame (&fx->paint));
  gg_selection_set_squad (fx->selection, fx->game, "B1-0");
  update (fx);
  assert_same_as_fresh (fx);
  gg_selection_clear (fx->selection);
  update (fx);
  assert_same_as_fresh (fx);
}

/* A figure more: every later piece of the scene shifts by one. */
static void
test_added (Fixture *fx, gconstpointer data)
{
  cairo_surface_destroy (frame (&fx->paint));
  add_figure (fx->game, "A9-9", 'A', 1, "7", (GgBase){ { 300, 300 }, 45, GG_BASE_ROUND, 0, 0, 25 });
  update (fx);
  assert_same_as_fresh (fx);
}

/* BG-3.1-e: a casualty recorded in the state of play has left the table: the next frame, from the
 * kept cache, is the frame of a table without it (here: the figure taken out of the game). */
static void
test_casualty_gone (Fixture *fx, gconstpointer data)
{
  const char *lost[] = { "B3-4", NULL };
  GgFigure *f = gg_game_lookup_figure (fx->game, "B3-4");
  cairo_surface_t *before, *after, *without;
  int index = gg_game_find (fx->game, GG_COLLECTION_FIGURES, "B3-4");

  before = frame (&fx->paint);
  fx->game->state = gg_game_state_new (1);
  gg_bg_state_record_losses (fx->game->state, f->side, f->squad, lost, FALSE);
  update (fx);
  after = frame (&fx->paint);
  g_assert_cmpuint (differing_pixels (before, after, AA_TOLERANCE), >, 0);
  assert_same_as_fresh (fx);
  /* the same state (the squad owes its morale test, BG-2.3-a), the figure gone from the game */
  g_ptr_array_set_size (gg_bg_state_squad (fx->game->state, f->side, f->squad, FALSE)->removed, 0);
  g_assert_true (gg_game_steal (fx->game, GG_COLLECTION_FIGURES, index) == f);
  update (fx);
  without = frame (&fx->paint);
  g_assert_cmpuint (differing_pixels (after, without, AA_TOLERANCE), ==, 0);
  g_assert_true (gg_game_insert (fx->game, GG_COLLECTION_FIGURES, index, f));
  gg_game_state_free (g_steal_pointer (&fx->game->state));
  cairo_surface_destroy (before);
  cairo_surface_destroy (after);
  cairo_surface_destroy (without);
}

/* A view moved or a translucent table (nothing to copy as opaque): drawn whole again. */
static void
test_view_and_palette (Fixture *fx, gconstpointer data)
{
  cairo_surface_destroy (frame (&fx->paint));
  fx->paint.ox += 17.25;
  assert_same_as_fresh (fx);
  fx->paint.palette[GG_PAINT_TABLE].alpha = 0.5;
  assert_same_as_fresh (fx);
  move (fx, "A4-1", 8, 8, 0);
  assert_same_as_fresh (fx);
}

/* The cache draws what a frame without it draws, but for sprites placed to the half pixel. */
static void
test_like_uncached (Fixture *fx, gconstpointer data)
{
  GgTablePaint bare = fx->paint;
  cairo_surface_t *cached, *uncached;

  move (fx, "B1-2", 3, 3, 0);
  cached = frame (&fx->paint);
  bare.cache = NULL;
  uncached = frame (&bare);
  g_assert_cmpuint (differing_pixels (cached, uncached, 0), <, WIDTH * HEIGHT / 20);
  cairo_surface_destroy (cached);
  cairo_surface_destroy (uncached);
}

/* A deployment under the pointer is drawn translucent: the table shows through the ghost, so
 * its pixels lie between the table's and the figure's drawn whole. */
static void
test_ghost (Fixture *fx, gconstpointer data)
{
  g_autoptr (GPtrArray) ghosts = g_ptr_array_new ();
  cairo_surface_t *whole, *ghost, *none;
  GgFigure *gun = gg_game_lookup_figure (fx->game, "gun0");
  double x, y;
  guint32 w, g, n;

  whole = frame (&fx->paint);
  g_ptr_array_add (ghosts, "gun0");
  fx->paint.ghosts = ghosts;
  ghost = frame (&fx->paint);
  gun->base.centre.x = -1000; /* off the view: the table without it */
  fx->paint.ghosts = NULL;
  none = frame (&fx->paint);
  gun->base.centre.x = 600;
  gg_table_paint_to_widget (&fx->paint, gun->base.centre, &x, &y);
  w = ((guint32 *) cairo_image_surface_get_data (whole))[(int) y * WIDTH + (int) x];
  g = ((guint32 *) cairo_image_surface_get_data (ghost))[(int) y * WIDTH + (int) x];
  n = ((guint32 *) cairo_image_surface_get_data (none))[(int) y * WIDTH + (int) x];
  g_assert_cmpuint (w, !=, n);
  for (int shift = 0; shift < 24; shift += 8)
    {
      int cw = (w >> shift) & 0xff, cg = (g >> shift) & 0xff, cn = (n >> shift) & 0xff;

      g_assert_cmpint (cg, >=, MIN (cw, cn));
      g_assert_cmpint (cg, <=, MAX (cw, cn));
    }
  g_assert_cmpuint (g, !=, w);
  g_assert_cmpuint (g, !=, n);
  cairo_surface_destroy (whole);
  cairo_surface_destroy (ghost);
  cairo_surface_destroy (none);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/table-paint/cache/moved-figures", test_moved);
  ADD ("/table-paint/cache/selection", test_selection);
  ADD ("/table-paint/cache/figure-added", test_added);
  ADD ("/table-paint/cache/view-and-palette", test_view_and_palette);
  ADD ("/table-paint/casualty-gone/BG-3.1-e", test_casualty_gone);
  ADD ("/table-paint/cache/like-uncached", test_like_uncached);
  ADD ("/table-paint/deploy-ghost", test_ghost);
#undef ADD
  return g_test_run ();
}
