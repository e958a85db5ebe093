/* bench-spatial: a battalion-sized table (1,200 figures, 60 terrain features); the same random
 * circle, sector and pick queries through the spatial index and through a scan of every figure.
 * Prints one JSON line with the ratio, and checks that both give the same answers. */
#include <glib.h>
#include <math.h>
#include <stdio.h>

#include "gg-game.h"
#include "gg-geometry.h"
#include "gg-spatial.h"

#define N_FIGURES 1200
#define N_TERRAIN 60
#define N_QUERIES 20000

static GgGame *
battalion (GRand *r)
{
  GgGame *game = gg_game_new ();

  for (guint i = 0; i < N_FIGURES; i++)
    {
      g_autofree char *id = g_strdup_printf ("f%04u", i);
      GgFigure *f = gg_figure_new (id);

      f->base = (GgBase){ { g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) },
                          g_rand_double_range (r, 0, 360),
                          GG_BASE_RECT,
                          15,
                          20,
                          0 };
      f->side = 'A' + (i % 2);
      gg_game_add_figure (game, f);
    }
  for (guint i = 0; i < N_TERRAIN; i++)
    {
      g_autofree char *id = g_strdup_printf ("t%02u", i);
      GgTerrain *t = gg_terrain_new (id, GG_TERRAIN_WOOD);
      GgPoint c = { g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) };

      for (int k = 0; k < 6; k++)
        {
          GgPoint d = gg_bearing_vector (60.0 * k), p = { c.x + 80 * d.x, c.y + 80 * d.y };

          g_array_append_val (t->points, p);
        }
      g_ptr_array_add (game->terrain, t);
    }
  return game;
}

static const GgBase *
base_at (GgGame *game, guint i)
{
  return &((GgFigure *) g_ptr_array_index (game->figures, i))->base;
}

/* kind 0: shell circle; 1: canister sector from a random figure; 2: pick under a point */
static guint
indexed (GgSpatial *index, GgGame *game, GRand *r, int kind, GArray *out)
{
  GgPoint p = { g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) };
  GgSector s = gg_sector_for_base (base_at (game, g_rand_int_range (r, 0, N_FIGURES)), 6.5, 600);

  g_array_set_size (out, 0);
  if (kind == 0)
    gg_spatial_figures_in_circle (index, p, 37.5, out);
  else if (kind == 1)
    gg_spatial_figures_in_sector (index, &s, out);
  else
    return gg_spatial_pick (index, p, 5) + 1;
  return out->len;
}

static guint
brute (GgSpatial *index, GgGame *game, GRand *r, int kind, GArray *out)
{
  GgPoint p = { g_rand_double_range (r, 0, 1800), g_rand_double_range (r, 0, 1200) };
  GgSector s = gg_sector_for_base (base_at (game, g_rand_int_range (r, 0, N_FIGURES)), 6.5, 600);
  double best = INFINITY;
  int pick = -1;

  g_array_set_size (out, 0);
  for (guint i = 0; i < N_FIGURES; i++)
    {
      const GgBase *b = base_at (game, i);
      double d;

      if (kind == 0 && gg_base_within_radius (b, p, 37.5))
        g_array_append_val (out, i);
      else if (kind == 1 && gg_base_in_sector (b, &s))
        g_array_append_val (out, i);
      else if (kind == 2 && (d = gg_base_point_distance (b, p, NULL)) <= 5 && d <= best)
        best = d, pick = i;
    }
  return kind == 2 ? (guint) (pick + 1) : out->len;
}

typedef guint (*QueryFunc) (GgSpatial *, GgGame *, GRand *, int, GArray *);

static double
timed (QueryFunc f, GgSpatial *index, GgGame *game, guint64 *checksum)
{
  GRand *r = g_rand_new_with_seed (72);
  g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (guint));
  gint64 t0 = g_get_monotonic_time ();

  *checksum = 0;
  for (int i = 0; i < N_QUERIES; i++)
    *checksum = *checksum * 31 + f (index, game, r, i % 3, out);
  g_rand_free (r);
  return (g_get_monotonic_time () - t0) / 1e6;
}

int
main (void)
{
  GRand *r = g_rand_new_with_seed (1860);
  g_autoptr (GgGame) game = battalion (r);
  gint64 t0 = g_get_monotonic_time ();
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  double t_build = (g_get_monotonic_time () - t0) / 1e6;
  guint64 c1, c2;
  double t_index = timed (indexed, index, game, &c1);
  double t_brute = timed (brute, index, game, &c2);

  printf ("{\"figures\":%d,\"terrain\":%d,\"queries\":%d,\"build_ms\":%.3f,"
          "\"indexed_us_per_query\":%.3f,\"brute_us_per_query\":%.3f,"
          "\"speedup_vs_brute_force\":%.1f,\"same_answers\":%s}\n",
          N_FIGURES, N_TERRAIN, N_QUERIES, t_build * 1e3, t_index * 1e6 / N_QUERIES,
          t_brute * 1e6 / N_QUERIES, t_brute / t_index, c1 == c2 ? "true" : "false");
  g_rand_free (r);
  return c1 == c2 ? 0 : 1;
}
