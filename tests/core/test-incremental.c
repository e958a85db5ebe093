/* Incremental state after moves (issue 19): the spatial index synced per moved figure
 * (gg_spatial_sync) and the nearest enemy found through it and the command status recomputed per moved squad (GgCommandCache, BG-4.8-a)
 * must equal a full recompute after many random, seeded moves, undos and removals, for both rule
 * sets' demo tables; so must the d6 command overlay kept per unit (GgD6CommandCache, D6-CMD-1,
 * with the daisy chain R59-4.11 and the 1859 orders R59-4.22). */
#include <glib.h>
#include <math.h>

#include "core-support.h"
#include "gg-bg-state.h"
#include "gg-command.h"
#include "gg-d6-board.h"
#include "gg-d6-state.h"
#include "gg-document.h"
#include "gg-table-rules.h"
#include "gg-game-state.h"
#include "gg-spatial.h"

#define D6_DEMO "/org/gigogin/Gigogin/data/scenarios/demo-d6.yaml"

static GgDocument *
open_demo (gboolean d6)
{
  GgDocument *doc = gg_document_new ();

  if (d6)
    g_assert_true (gg_document_load_resource (doc, D6_DEMO, "demo-d6.yaml", "d6", NULL));
  else
    g_assert_true (gg_document_load_demo (doc, NULL));
  return doc;
}

/* One squad (or unit) moved and turned together, as a drag does. */
static void
move_squad_by (GgDocument *doc, GgFigure *pick, double dx, double dy, GRand *rand)
{
  GgGame *game = gg_document_get_game (doc);
  double turn = g_rand_boolean (rand) ? g_rand_double_range (rand, -45, 45) : 0;
  GgEdit *edit = gg_edit_new ("Move squad");

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i), *copy;

      if (f != pick && (pick->squad <= 0 || f->side != pick->side || f->squad != pick->squad))
        continue;
      copy = gg_figure_copy (f);
      copy->base.centre.x += dx;
      copy->base.centre.y += dy;
      copy->base.facing = fmod (copy->base.facing + turn + 360, 360);
      gg_edit_set (edit, GG_COLLECTION_FIGURES, copy);
    }
  g_assert_true (gg_document_apply (doc, edit, NULL));
}

static void
move_squad_of (GgDocument *doc, GgFigure *pick, double range, GRand *rand)
{
  double dx = g_rand_double_range (rand, -range, range);

  move_squad_by (doc, pick, dx, g_rand_double_range (rand, -range, range), rand);
}

/* Onto another figure's unit, give or take a base: touching it, or a brigade's other units
 * (R59-4.11). */
static void
move_squad_onto (GgDocument *doc, GgFigure *pick, GRand *rand)
{
  GgGame *game = gg_document_get_game (doc);
  GgFigure *to = g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len));
  double dx;

  for (int tries = 0; to->side != pick->side && tries < 20; tries++)
    to = g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len));
  dx = to->base.centre.x - pick->base.centre.x + g_rand_double_range (rand, -60, 60);
  move_squad_by (doc, pick, dx,
                 to->base.centre.y - pick->base.centre.y + g_rand_double_range (rand, -60, 60),
                 rand);
}

static void
move_squad (GgDocument *doc, GRand *rand)
{
  GgGame *game = gg_document_get_game (doc);

  move_squad_of (doc,
                 g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len)),
                 250, rand);
}

static void
remove_figure (GgDocument *doc, GRand *rand)
{
  GgGame *game = gg_document_get_game (doc);
  GgFigure *f = g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len));
  GgEdit *edit = gg_edit_new ("Remove");

  gg_edit_remove (edit, GG_COLLECTION_FIGURES, f->id);
  g_assert_true (gg_document_apply (doc, edit, NULL));
}

static void
assert_same_status (GArray *a, GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    {
      GgSquadCommand *x = &g_array_index (a, GgSquadCommand, i),
                     *y = &g_array_index (b, GgSquadCommand, i);

      g_assert_cmpint (x->side, ==, y->side);
      g_assert_cmpint (x->squad, ==, y->squad);
      g_assert_true (x->leader == y->leader);
      g_assert_cmpfloat (x->radius, ==, y->radius);
      g_assert_cmpuint (x->figures->len, ==, y->figures->len);
      for (guint k = 0; k < x->figures->len; k++)
        g_assert_true (g_ptr_array_index (x->figures, k) == g_ptr_array_index (y->figures, k));
      g_assert_cmpuint (x->out->len, ==, y->out->len);
      for (guint k = 0; k < x->out->len; k++)
        g_assert_true (g_ptr_array_index (x->out, k) == g_ptr_array_index (y->out, k));
    }
}

static void
assert_same_list (GArray *a, GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpuint (g_array_index (a, guint, i), ==, g_array_index (b, guint, i));
  g_array_set_size (a, 0);
  g_array_set_size (b, 0);
}

/* Circles, sectors, boxes, segments and picks anywhere on (and beyond) the table. */
static void
assert_same_answers (GgSpatial *kept, GgSpatial *fresh, GgGame *game, GRand *rand)
{
  g_autoptr (GArray) a = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) b = g_array_new (FALSE, FALSE, sizeof (guint));

  for (int q = 0; q < 20; q++)
    {
      GgPoint p = { g_rand_double_range (rand, -100, game->width + 100),
                    g_rand_double_range (rand, -100, game->depth + 100) };
      GgPoint e = { g_rand_double_range (rand, 0, game->width),
                    g_rand_double_range (rand, 0, game->depth) };
      double r = g_rand_double_range (rand, 5, 400);
      GgSector s = { p, g_rand_double_range (rand, 0, 360), 45, r };
      GgBox box = { p.x - r, p.y - r / 2, p.x + r, p.y + r / 2 };

      gg_spatial_figures_in_circle (kept, p, r, a);
      gg_spatial_figures_in_circle (fresh, p, r, b);
      assert_same_list (a, b);
      gg_spatial_figures_in_sector (kept, &s, a);
      gg_spatial_figures_in_sector (fresh, &s, b);
      assert_same_list (a, b);
      gg_spatial_figures_in_box (kept, &box, a);
      gg_spatial_figures_in_box (fresh, &box, b);
      assert_same_list (a, b);
      gg_spatial_figures_near_segment (kept, p, e, 20, a);
      gg_spatial_figures_near_segment (fresh, p, e, 20, b);
      assert_same_list (a, b);
      gg_spatial_terrain_near_segment (kept, p, e, 20, a);
      gg_spatial_terrain_near_segment (fresh, p, e, 20, b);
      assert_same_list (a, b);
      g_assert_cmpint (gg_spatial_pick (kept, p, r / 10), ==, gg_spatial_pick (fresh, p, r / 10));
    }
  for (int q = 0; q < 5; q++)
    {
      GgFigure *f =
        g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len));
      double d1, d2;

      g_assert_true (gg_command_nearest_enemy_in (kept, f, &d1) ==
                     gg_command_nearest_enemy (game, f, &d2));
      g_assert_cmpfloat (d1, ==, d2);
    }
}

/* BG-2.3-a: a figure of a squad falls: it leaves the table (the index drops it alone; the
 * command cache starts again, as the squad's leader may be gone, BG-4.1-i). */
static void
casualty (GgDocument *doc, GRand *rand)
{
  GgGame *game = gg_document_get_game (doc);
  GgFigure *f = g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len));
  const char *ids[] = { f->id, NULL };

  if (f->squad > 0)
    gg_bg_state_record_losses (gg_document_get_state (doc), f->side, f->squad, ids, FALSE);
}

/* Some moves, an undo now and then, a figure removed or fallen now and then (the cache starts
 * again then). */
static gboolean
random_step (GgDocument *doc, GRand *rand, gboolean d6)
{
  int what = g_rand_int_range (rand, 0, 20);

  if (what == 0 && gg_document_can_undo (doc))
    return gg_document_undo (doc), TRUE;
  if (what == 1)
    return remove_figure (doc, rand), FALSE;
  if (what == 2 && !d6)
    return casualty (doc, rand), FALSE;
  move_squad (doc, rand);
  return TRUE;
}

static void
run (gboolean d6)
{
  g_autoptr (GgDocument) doc = open_demo (d6);
  GgGame *game = gg_document_get_game (doc);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  g_autoptr (GgCommandCache) cache = gg_command_cache_new ();
  g_autoptr (GgSpatial) kept = gg_spatial_new (game);
  g_autoptr (GRand) rand = g_rand_new_with_seed (19);
  g_autoptr (GArray) first = gg_command_cache_update (cache, game, rules);
  guint partial = 0;

  g_assert_nonnull (rules);
  for (int step = 0; step < 300; step++)
    {
      gboolean move = random_step (doc, rand, d6);
      g_autoptr (GArray) inc = gg_command_cache_update (cache, game, rules);
      g_autoptr (GArray) full = test_bg_command_status (game, rules);
      guint refiled = gg_spatial_sync (kept);
      g_autoptr (GgSpatial) fresh = gg_spatial_new (game);

      assert_same_status (inc, full);
      assert_same_answers (kept, fresh, game, rand);
      /* a move or an undo of one: one squad, or one unit's figures, again */
      if (move && gg_command_cache_recomputed (cache) != G_MAXUINT)
        {
          g_assert_cmpuint (gg_command_cache_recomputed (cache), <=, 1);
          g_assert_cmpuint (refiled, <, game->figures->len / 4);
          partial++;
        }
    }
  g_assert_cmpuint (partial, >, 200);
  if (!d6) /* the casualties did leave the table */
    g_assert_cmpuint (gg_game_state_n_on_table (game), <, game->figures->len);
}

static void
test_bg (void)
{
  run (FALSE);
}

static void
test_d6 (void)
{
  run (TRUE);
}

/* The d6 command overlay as it is now: kept by @cache, and worked out afresh. */
static void
d6_command_both (GgD6CommandCache *cache, GgGame *game, GArray **inc, GArray **full)
{
  g_autoptr (GgD6Rules) d6 = gg_game_d6_rules (game, NULL);
  g_autoptr (GgD6Table) kept = NULL;
  g_autoptr (GgD6Table) fresh = NULL;

  g_assert_nonnull (d6);
  g_assert_true (gg_d6_state_apply_options (gg_d6_state_of (game), d6, NULL));
  kept = gg_d6_table_new (game, d6);
  fresh = gg_d6_table_new (game, d6);
  *inc = gg_d6_command_cache_update (cache, kept, 18 * 25.4);
  *full = test_d6_command_status (fresh, 18 * 25.4);
}

/* Is the unit of @side and @squad a commander's? */
static gboolean
is_commander (GgGame *game, char side, int squad)
{
  g_autoptr (GgD6Rules) d6 = gg_game_d6_rules (game, NULL);
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, d6);
  g_autofree char *id = g_strdup_printf ("%c%d", side, squad);
  GgD6TableUnit *u = gg_d6_table_lookup (table, id);

  return u != NULL && u->level != GG_D6_LEVEL_NONE;
}

/* A random unit moved (or a move undone, or a figure removed); TRUE for a move of a plain unit
 * (not a commander's). */
static gboolean
d6_step (GgDocument *doc, GRand *rand, double range, gboolean *moved)
{
  GgGame *game = gg_document_get_game (doc);
  int what = g_rand_int_range (rand, 0, 20);
  GgFigure *pick;
  gboolean plain;

  *moved = FALSE;
  if (what == 0 && gg_document_can_undo (doc))
    return gg_document_undo (doc), FALSE;
  if (what == 1)
    return remove_figure (doc, rand), FALSE;
  pick = g_ptr_array_index (game->figures, g_rand_int_range (rand, 0, game->figures->len));
  plain = !is_commander (game, pick->side, pick->squad);
  if (what < 8)
    move_squad_onto (doc, pick, rand);
  else
    move_squad_of (doc, pick, range, rand);
  *moved = TRUE;
  return plain;
}

/* D6-CMD-1 (and R59-4.11, R59-4.22 on the 1859 table): the overlay kept per unit equals a full
 * recompute after seeded random moves, and a plain unit's move looks up one commander only. */
static void
run_d6_command (GgDocument *doc, double range)
{
  GgGame *game = gg_document_get_game (doc);
  g_autoptr (GgD6CommandCache) cache = gg_d6_command_cache_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (59);
  guint plain_moves = 0, commander_moves = 0;

  for (int step = 0; step < 300; step++)
    {
      gboolean moved = FALSE, plain = step > 0 && d6_step (doc, rand, range, &moved);
      g_autoptr (GArray) inc = NULL;
      g_autoptr (GArray) full = NULL;
      guint recomputed;

      d6_command_both (cache, game, &inc, &full);
      assert_same_status (inc, full);
      recomputed = gg_d6_command_cache_recomputed (cache);
      if (moved && recomputed != G_MAXUINT && plain)
        {
          g_assert_cmpuint (recomputed, <=, 1);
          plain_moves++;
        }
      else if (moved && recomputed != G_MAXUINT)
        commander_moves++;
    }
  g_assert_cmpuint (plain_moves, >, 100);
  g_assert_cmpuint (commander_moves, >, 0);
}

static void
test_d6_command (void)
{
  g_autoptr (GgDocument) doc = open_demo (TRUE);

  run_d6_command (doc, 250);
}

/* The daisy chain (R59-4.11) on the d6 demo table. */
static void
test_d6_command_daisy (void)
{
  g_autoptr (GgDocument) doc = open_demo (TRUE);

  gg_d6_state_set_option (gg_d6_state_of (gg_document_get_game (doc)), "daisy-chain", "true");
  run_d6_command (doc, 250);
}

/* The shipped 1859 table, its activation r59 (orders, R59-4.22) and the daisy chain on. */
static void
test_d6_command_r59 (void)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "solferino-1859.yaml", NULL);
  g_autoptr (GError) error = NULL;
  GgGame *game = gg_game_load_file (path, &error);
  g_autoptr (GgDocument) doc = gg_document_new ();

  g_assert_no_error (error);
  g_assert_nonnull (gg_d6_state_of (game));
  gg_d6_state_set_option (gg_d6_state_of (game), "daisy-chain", "true");
  gg_document_set_game (doc, game, NULL, "Solferino");
  run_d6_command (doc, 25);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/incremental/bg/BG-4.8-a/moves-equal-full", test_bg);
  g_test_add_func ("/incremental/d6/spatial/moves-equal-full", test_d6);
  g_test_add_func ("/incremental/d6/D6-CMD-1/moves-equal-full", test_d6_command);
  g_test_add_func ("/incremental/d6/R59-4.11/daisy-chain-equal-full", test_d6_command_daisy);
  g_test_add_func ("/incremental/d6/R59-4.22/orders-daisy-chain-equal-full", test_d6_command_r59);
  return g_test_run ();
}
