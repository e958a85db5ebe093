/* A new game from the New Game dialog's choices (gg_new_game_build), and deploying renumbers
 * (gg_deploy_renumber) and refuses overlaps (gg_deploy_find_overlap); the scenario library. */
#include "gg-config.h"

#include <glib.h>
#include <string.h>

#include "gg-d6-state.h"
#include "gg-deploy.h"
#include "gg-game-state.h"
#include "gg-geometry.h"
#include "gg-new-game.h"

#include "core-support.h"

static GgGame *
build (GgRuleset ruleset, GgUnit units, int scale, double w, double d, const char *a, const char *b,
       GError **error)
{
  GgNewGameChoices c = {
    ruleset, units, scale,
    w,       d,     { a ? test_shipped_roster (a) : NULL, b ? test_shipped_roster (b) : NULL }
  };
  GgGame *game = gg_new_game_build (&c, error);

  g_clear_pointer (&c.sides[0], gg_roster_unref);
  g_clear_pointer (&c.sides[1], gg_roster_unref);
  return game;
}

/* Every base on the table, clear of every other, in its side's third, facing the enemy. */
static void
assert_laid_out (GgGame *game)
{
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      g_autoptr (GPtrArray) one = g_ptr_array_new ();
      double r = gg_base_circumradius (&f->base);

      g_ptr_array_add (one, f);
      g_assert_null (gg_deploy_find_overlap (game, one));
      g_assert_cmpfloat (f->base.centre.x - r, >=, 0);
      g_assert_cmpfloat (f->base.centre.x + r, <=, game->width);
      if (f->side == 'A')
        g_assert_cmpfloat (f->base.centre.y + r, <=, game->depth / 3 + 1e-6);
      else
        g_assert_cmpfloat (f->base.centre.y - r, >=, game->depth * 2 / 3 - 1e-6);
      g_assert_cmpfloat (f->base.facing, ==, f->side == 'A' ? 0 : 180);
    }
}

static void
test_bella_gigogin (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame)
    game = build (GG_RULESET_BELLA_GIGOGIN, GG_UNIT_CM, 20, 1800, 1200,
                  "varese-1859-cacciatori-delle-alpi.yaml", "varese-1859-feldjaeger.yaml", &error);
  GgSquadState *s;

  g_assert_no_error (error);
  g_assert_cmpint (game->ruleset, ==, GG_RULESET_BELLA_GIGOGIN);
  g_assert_cmpint (game->scale, ==, 20);
  /* 4 squads of 10 a side (the leader and 9) save one of 9 in each company */
  g_assert_cmpuint (game->figures->len, >, 70);
  assert_laid_out (game);
  g_assert_nonnull (gg_game_lookup_figure (game, "A-1-L1"));
  g_assert_nonnull (gg_game_lookup_figure (game, "B-5-L5"));
  /* what the roster says is in the state of play: the Cacciatori are veterans (BG-4.7-a) */
  s = gg_bg_state_squad (game->state, 'A', 1, FALSE);
  g_assert_nonnull (s);
  g_assert_cmpint (s->training, ==, GG_BG_TRAINING_VETERANS);
  /* the company's officers stand with it, under their base-label codes (no squad) */
  for (guint i = 0; i < 3; i++)
    {
      const char *ids[] = { "A-CyL", "A-CSt", "A-M" };
      GgFigure *f = gg_game_lookup_figure (game, ids[i]);

      g_assert_nonnull (f);
      g_assert_cmpint (f->squad, ==, 0);
      g_assert_cmpint (f->side, ==, 'A');
    }
}

static void
test_d6 (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame)
    game = build (GG_RULESET_D6, GG_UNIT_IN, 15, 72 * 25.4, 48 * 25.4,
                  "solferino-1859-brigata-goze.yaml", "solferino-1859-brigata-hoditz.yaml", &error);
  GgD6UnitState *u;

  g_assert_no_error (error);
  assert_laid_out (game);
  g_assert_nonnull (gg_d6_state_of (game));
  u = gg_d6_state_lookup_unit (gg_d6_state_of (game), "A1");
  g_assert_nonnull (u);
  g_assert_cmpstr (u->name, ==, "1er Zouaves, Ier bataillon");
  g_assert_cmpstr (u->klass, ==, "veteran");
  g_assert_cmpstr (u->brigade, ==, "Brigade Goze");
  g_assert_cmpint (u->strength, ==, 24);
  g_assert_nonnull (gg_d6_state_lookup_unit (gg_d6_state_of (game), "B1"));
  /* D6-CMD-3: the roster's commanders are command units of one mounted figure, with their level
   * and brigade */
  {
    guint brigade = 0, corps = 0;

    for (int n = 1; n < 40; n++)
      {
        g_autofree char *id = g_strdup_printf ("A%d", n);
        g_autofree char *figure = g_strdup_printf ("A-%d-L%d", n, n);

        if (!(u = gg_d6_state_lookup_unit (gg_d6_state_of (game), id)) ||
            g_strcmp0 (u->type, "command") != 0)
          continue;
        g_assert_cmpint (u->strength, ==, 1);
        g_assert_nonnull (gg_game_lookup_figure (game, figure));
        if (g_strcmp0 (u->level, "brigade") == 0)
          {
            brigade++;
            g_assert_cmpstr (u->name, ==, "Général Goze");
            g_assert_cmpstr (u->brigade, ==, "Brigade Goze");
          }
        corps += g_strcmp0 (u->level, "corps") == 0;
      }
    g_assert_cmpuint (brigade, ==, 1);
    g_assert_cmpuint (corps, ==, 1);
  }
}

static void
test_refusals (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) small = build (GG_RULESET_D6, GG_UNIT_IN, 15, 300, 300,
                                    "solferino-1859-brigata-goze.yaml", NULL, &error);

  g_assert_null (small);
  g_assert_nonnull (strstr (error->message, "larger table"));
  g_clear_error (&error);
  g_assert_null (build (GG_RULESET_BELLA_GIGOGIN, GG_UNIT_CM, 20, 1800, 1200,
                        "solferino-1859-brigata-goze.yaml", NULL, &error));
  g_assert_nonnull (strstr (error->message, "other rules"));
  g_clear_error (&error);
  g_assert_null (build (GG_RULESET_BELLA_GIGOGIN, GG_UNIT_CM, 25, 1800, 1200, NULL, NULL, &error));
  g_assert_nonnull (error);
}

/* The empty table the dialog makes without rosters keeps its choices. */
static void
test_empty (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame)
    game = build (GG_RULESET_D6, GG_UNIT_IN, 28, 60 * 25.4, 40 * 25.4, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (game->figures->len, ==, 0);
  g_assert_cmpint (game->units, ==, GG_UNIT_IN);
  g_assert_cmpfloat_with_epsilon (game->width, 60 * 25.4, 1e-9);
  g_assert_cmpint (game->scale, ==, 28);
}

/* A squad deployed where its number is taken gets the next free one, roles and ids with it. */
static void
test_renumber (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) roster = test_shipped_roster ("varese-1859-cacciatori-delle-alpi.yaml");
  g_autoptr (GgGame) game = gg_game_new ();
  GgRosterNode *company = gg_roster_node_nth (gg_roster_get_root (roster), "companies", 0);
  GgRosterNode *platoon = gg_roster_node_nth (company, "platoons", 0);
  GgRosterNode *squad = gg_roster_node_nth (platoon, "squads", 0);
  GgDeployPlacement at = { { 300, 300 }, 0, GG_FORMATION_COLUMN, 'A', 0 };
  g_autoptr (GPtrArray) first = gg_deploy_node (roster, squad, &at, &error);
  g_autoptr (GPtrArray) second = NULL;
  GgFigure *leader;

  g_assert_no_error (error);
  g_assert_cmpint (gg_deploy_renumber (game, first), ==, 1);
  test_deploy_add (game, first);
  second = gg_deploy_node (roster, squad, &at, &error);
  /* the same place: every base overlaps */
  g_assert_nonnull (gg_deploy_find_overlap (game, second));
  g_assert_cmpint (gg_deploy_renumber (game, second), ==, 2);
  leader = g_ptr_array_index (second, 0);
  g_assert_cmpstr (leader->id, ==, "A-2-L2");
  g_assert_cmpstr (leader->role, ==, "L2");
  g_assert_cmpint (leader->squad, ==, 2);
  leader = g_ptr_array_index (second, 1);
  g_assert_cmpstr (leader->role, ==, "2");
  g_assert_true (g_str_has_prefix (leader->id, "A-2-2-"));
  /* moved clear, it stands */
  for (guint i = 0; i < second->len; i++)
    ((GgFigure *) g_ptr_array_index (second, i))->base.centre.x += 200;
  g_assert_null (gg_deploy_find_overlap (game, second));
}

static void
test_scenarios (void)
{
  g_autoptr (GPtrArray) list = gg_scenario_list ();
  gboolean d6 = FALSE, varese = FALSE;

  g_assert_cmpuint (list->len, >=, 3);
  for (guint i = 0; i < list->len; i++)
    {
      GgScenario *s = g_ptr_array_index (list, i);

      g_assert_nonnull (s->title);
      g_assert_cmpfloat (s->width, >, 0);
      d6 |= s->ruleset == GG_RULESET_D6;
      varese |= strstr (s->resource, "varese-1859") != NULL;
    }
  g_assert_true (d6);
  g_assert_true (varese);
}

/* Every scenario shipped in data/scenarios is offered (Volturno 1860 and Solferino 1859 were
 * left out of the list). */
static void
test_scenarios_all_shipped (void)
{
  g_autoptr (GPtrArray) list = gg_scenario_list ();
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", NULL);
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean listed = FALSE;

      if (!g_str_has_suffix (name, ".yaml"))
        continue;
      files++;
      for (guint i = 0; i < list->len && !listed; i++)
        listed = g_str_has_suffix (((GgScenario *) g_ptr_array_index (list, i))->resource, name);
      if (!listed)
        g_error ("data/scenarios/%s is not offered as a scenario", name);
    }
  g_assert_cmpuint (files, >=, 6);
  g_assert_cmpuint (list->len, ==, files);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/new-game/bella-gigogin", test_bella_gigogin);
  g_test_add_func ("/new-game/d6", test_d6);
  g_test_add_func ("/new-game/refusals", test_refusals);
  g_test_add_func ("/new-game/empty", test_empty);
  g_test_add_func ("/new-game/renumber", test_renumber);
  g_test_add_func ("/new-game/scenarios", test_scenarios);
  g_test_add_func ("/new-game/scenarios/all-shipped", test_scenarios_all_shipped);
  return g_test_run ();
}
