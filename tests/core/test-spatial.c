/* The spatial index: every indexed query equals a brute-force scan over all figures and terrain,
 * on random battalion-sized tables, after figures move, and for figures off the table. */
#include <glib.h>
#include <math.h>

#include "gg-game.h"
#include "gg-geometry.h"
#include "gg-spatial.h"

static GgGame *
random_game (guint n_figures, guint n_terrain)
{
  GgGame *game = gg_game_new ();

  for (guint i = 0; i < n_figures; i++)
    {
      g_autofree char *id = g_strdup_printf ("f%04u", i);
      GgFigure *f = gg_figure_new (id);

      f->base.centre.x = g_test_rand_double_range (-50, 1850);
      f->base.centre.y = g_test_rand_double_range (-50, 1250);
      f->base.facing = g_test_rand_double_range (0, 360);
      f->base.shape = g_test_rand_int_range (0, 5) == 0 ? GG_BASE_ROUND : GG_BASE_RECT;
      f->base.front = g_test_rand_double_range (8, 60);
      f->base.depth = g_test_rand_double_range (10, 90);
      f->base.diameter = g_test_rand_double_range (10, 60);
      f->side = i % 2 ? 'B' : 'A';
      g_assert_true (gg_game_add_figure (game, f));
    }
  for (guint i = 0; i < n_terrain; i++)
    {
      g_autofree char *id = g_strdup_printf ("t%03u", i);
      GgTerrain *t = gg_terrain_new (id, i % 3 ? GG_TERRAIN_WOOD : GG_TERRAIN_HEDGE);
      GgPoint c = { g_test_rand_double_range (0, 1800), g_test_rand_double_range (0, 1200) };
      double r = g_test_rand_double_range (20, 200);

      for (guint k = 0; k < 6; k++)
        {
          GgPoint d = gg_bearing_vector (60.0 * k);
          GgPoint p = { c.x + d.x * r, c.y + d.y * r };

          g_array_append_val (t->points, p);
        }
      g_ptr_array_add (game->terrain, t);
    }
  return game;
}

static const GgBase *
base_of (GgGame *game, guint i)
{
  return &((GgFigure *) g_ptr_array_index (game->figures, i))->base;
}

static void
assert_same (GArray *a, GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpuint (g_array_index (a, guint, i), ==, g_array_index (b, guint, i));
}

static void
check_circle (GgSpatial *index, GgGame *game)
{
  GgPoint c = { g_test_rand_double_range (-100, 1900), g_test_rand_double_range (-100, 1300) };
  double r = g_test_rand_double_range (0, 300);
  g_autoptr (GArray) fast = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) slow = g_array_new (FALSE, FALSE, sizeof (guint));

  gg_spatial_figures_in_circle (index, c, r, fast);
  for (guint i = 0; i < game->figures->len; i++)
    if (gg_base_within_radius (base_of (game, i), c, r))
      g_array_append_val (slow, i);
  assert_same (fast, slow);
}

static void
check_sector (GgSpatial *index, GgGame *game)
{
  guint firer = g_test_rand_int_range (0, game->figures->len);
  double radius = g_test_rand_int_range (0, 3) ? g_test_rand_double_range (50, 900) : INFINITY;
  GgSector s = gg_sector_for_base (base_of (game, firer), g_test_rand_double_range (1, 90), radius);
  g_autoptr (GArray) fast = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) slow = g_array_new (FALSE, FALSE, sizeof (guint));

  gg_spatial_figures_in_sector (index, &s, fast);
  for (guint i = 0; i < game->figures->len; i++)
    if (gg_base_in_sector (base_of (game, i), &s))
      g_array_append_val (slow, i);
  assert_same (fast, slow);
}

static void
check_segment (GgSpatial *index, GgGame *game)
{
  GgPoint a = { g_test_rand_double_range (-100, 1900), g_test_rand_double_range (-100, 1300) };
  GgPoint b = { g_test_rand_double_range (-100, 1900), g_test_rand_double_range (-100, 1300) };
  double margin = g_test_rand_double_range (0, 60);
  g_autoptr (GArray) fast = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) slow = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) tfast = g_array_new (FALSE, FALSE, sizeof (guint));

  /* candidates may be more than needed, never fewer */
  gg_spatial_figures_near_segment (index, a, b, margin, fast);
  for (guint i = 0; i < game->figures->len; i++)
    if (gg_base_segment_distance (base_of (game, i), a, b) <= margin)
      g_array_append_val (slow, i);
  for (guint i = 0, k = 0; i < slow->len; i++)
    {
      while (k < fast->len && g_array_index (fast, guint, k) < g_array_index (slow, guint, i))
        k++;
      g_assert_cmpuint (k, <, fast->len);
      g_assert_cmpuint (g_array_index (fast, guint, k), ==, g_array_index (slow, guint, i));
    }
  gg_spatial_terrain_near_segment (index, a, b, 0, tfast);
  for (guint i = 0; i < game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (game->terrain, i);
      gboolean found = FALSE;

      if (!gg_segment_meets_polygon (a, b, (GgPoint *) t->points->data, t->points->len))
        continue;
      for (guint k = 0; k < tfast->len; k++)
        found |= g_array_index (tfast, guint, k) == i;
      g_assert_true (found);
    }
}

static void
check_pick (GgSpatial *index, GgGame *game)
{
  GgPoint p = { g_test_rand_double_range (0, 1800), g_test_rand_double_range (0, 1200) };
  double best = INFINITY;
  int want = -1;

  for (guint i = 0; i < game->figures->len; i++)
    {
      double d = gg_base_point_distance (base_of (game, i), p, NULL);

      if (d <= 5 + GG_GEOMETRY_EPSILON && d <= best)
        best = d, want = i;
    }
  g_assert_cmpint (gg_spatial_pick (index, p, 5), ==, want);
}

static void
test_queries (void)
{
  g_autoptr (GgGame) game = random_game (1200, 60);
  g_autoptr (GgSpatial) index = gg_spatial_new (game);

  for (int i = 0; i < 150; i++)
    {
      check_circle (index, game);
      check_sector (index, game);
      check_segment (index, game);
      check_pick (index, game);
    }
}

static void
test_moves (void)
{
  g_autoptr (GgGame) game = random_game (400, 10);
  g_autoptr (GgSpatial) index = gg_spatial_new (game);

  for (int i = 0; i < 100; i++)
    {
      guint k = g_test_rand_int_range (0, game->figures->len);
      GgFigure *f = g_ptr_array_index (game->figures, k);

      /* some wander far off the table, beyond the grid */
      f->base.centre.x = g_test_rand_double_range (-3000, 5000);
      f->base.centre.y = g_test_rand_double_range (-3000, 5000);
      f->base.facing = g_test_rand_double_range (0, 360);
      g_clear_pointer (&index, gg_spatial_free);
      index = gg_spatial_new (game);
      check_circle (index, game);
      check_sector (index, game);
      check_pick (index, game);
    }
}

static void
test_box_and_empty (void)
{
  g_autoptr (GgGame) empty = gg_game_new ();
  g_autoptr (GgSpatial) none = gg_spatial_new (empty);
  g_autoptr (GgGame) game = random_game (50, 5);
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (guint));
  GgBox all = { -1e6, -1e6, 1e6, 1e6 };

  gg_spatial_figures_in_circle (none, (GgPoint){ 10, 10 }, 1000, out);
  g_assert_cmpuint (out->len, ==, 0);
  g_assert_cmpint (gg_spatial_pick (none, (GgPoint){ 10, 10 }, 1000), ==, -1);
  gg_spatial_figures_in_box (index, &all, out);
  g_assert_cmpuint (out->len, ==, 50);
  for (guint i = 0; i < out->len; i++)
    g_assert_cmpuint (g_array_index (out, guint, i), ==, i);
  g_array_set_size (out, 0);
  gg_spatial_terrain_in_box (index, &all, out);
  g_assert_cmpuint (out->len, ==, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/spatial/index-equals-brute-force", test_queries);
  g_test_add_func ("/spatial/moves-and-off-table", test_moves);
  g_test_add_func ("/spatial/box-and-empty", test_box_and_empty);
  return g_test_run ();
}
