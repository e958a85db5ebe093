/* The facts a screen reader is told of a selected group (gg_query_group_facts): its figures, its
 * command status (BG-4.8-a), its nearest enemy edge to edge and whether that enemy stands in the
 * group's fire arc (BG-3.1-f), on the demo battle; each checked against the geometry itself. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "core-support.h"
#include "gg-document.h"
#include "gg-query.h"

static GgDocument *
demo (void)
{
  GgDocument *doc = gg_document_new ();

  g_assert_true (gg_document_load_demo (doc, NULL));
  return doc;
}

static void
move_to (GgDocument *doc, const char *id, double x, double y, double facing)
{
  GgEdit *edit = gg_edit_new ("Move");
  GgFigure *f = gg_figure_copy (gg_game_lookup_figure (gg_document_get_game (doc), id));

  f->base.centre = (GgPoint){ x, y };
  f->base.facing = facing;
  gg_edit_set (edit, GG_COLLECTION_FIGURES, f);
  g_assert_true (gg_document_apply (doc, edit, NULL));
}

/* The least edge-to-edge distance from a figure of side @side, squad @squad to a figure of the
 * other side, by trying every pair. */
static double
nearest_by_hand (GgGame *game, char side, int squad, const GgFigure **enemy, guint *n)
{
  double best = INFINITY;

  *n = 0;
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != side || f->squad != squad)
        continue;
      (*n)++;
      for (guint j = 0; j < game->figures->len; j++)
        {
          GgFigure *e = g_ptr_array_index (game->figures, j);
          double d = e->side != side ? gg_base_distance (&f->base, &e->base) : INFINITY;

          if (d < best)
            {
              best = d;
              *enemy = e;
            }
        }
    }
  return best;
}

/* Seed 003, line 63: "Tutti i soldatini hanno un arco di tiro di 45° a destra e 45° a sinistra
 * della fronte della propria basetta" (BG-3.1-f). BG-4.8-a: the squad leader keeps his soldiers
 * within 15 cm. Squad A1 of the demo stands together, facing side B. */
static void
test_squad (void)
{
  g_autoptr (GgDocument) doc = demo ();
  GgGame *game = gg_document_get_game (doc);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  const GgFigure *enemy = NULL;
  GgGroupFacts facts;
  guint n;
  double d = nearest_by_hand (game, 'A', 1, &enemy, &n);

  g_assert_true (gg_query_group_facts (game, rules, "A-1-L1", &facts, NULL));
  g_assert_cmpstr (facts.name, ==, "A1");
  g_assert_cmpstr (facts.kind, ==, "Cacciatori"); /* the demo's roster: traits [cacciatori] */
  g_assert_cmpuint (facts.n_figures, ==, n);
  g_assert_cmpint (facts.command, ==, GG_GROUP_COMMAND_IN);
  g_assert_true (facts.enemy == enemy);
  g_assert_cmpfloat_with_epsilon (facts.enemy_distance, d, 1e-9);
  g_assert_cmpstr (facts.enemy_name, ==, "B2");
  g_assert_true (facts.enemy_in_arc); /* B2 stands ahead of A1, across the table */
  gg_group_facts_clear (&facts);

  /* every figure of A1 turned about (facing side A's edge): the enemy is behind them all */
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == 'A' && f->squad == 1)
        move_to (doc, f->id, f->base.centre.x, f->base.centre.y, 180);
    }
  g_assert_true (gg_query_group_facts (game, rules, "A-1-L1", &facts, NULL));
  g_assert_false (facts.enemy_in_arc);
  gg_group_facts_clear (&facts);
}

/* BG-4.8-a: a private 30 cm from his squad leader (20 cm for the Cacciatori, BG-15.3-c) is out
 * of command; the facts count him. */
static void
test_out_of_command (void)
{
  g_autoptr (GgDocument) doc = demo ();
  GgGame *game = gg_document_get_game (doc);
  g_autoptr (GgTableRules) rules = NULL;
  GgFigure *leader = gg_game_lookup_figure (game, "A-1-L1");
  GgGroupFacts facts;

  move_to (doc, "A-1-1", leader->base.centre.x + 300, leader->base.centre.y, 0);
  rules = gg_table_rules_new (game, NULL);
  g_assert_true (gg_query_group_facts (game, rules, "A-1-L1", &facts, NULL));
  g_assert_cmpint (facts.command, ==, GG_GROUP_COMMAND_OUT);
  g_assert_cmpuint (facts.n_out, ==, 1);
  gg_group_facts_clear (&facts);
}

static void
test_unknown_id (void)
{
  g_autoptr (GgDocument) doc = demo ();
  GgGame *game = gg_document_get_game (doc);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  g_autoptr (GError) error = NULL;
  GgGroupFacts facts;

  g_assert_false (gg_query_group_facts (game, rules, "nobody", &facts, &error));
  g_assert_error (error, GG_QUERY_ERROR, GG_QUERY_ERROR_UNKNOWN_ID);
  gg_group_facts_clear (&facts);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/group-facts/BG-3.1-f/BG-4.8-a/squad", test_squad);
  g_test_add_func ("/group-facts/BG-4.8-a/out-of-command", test_out_of_command);
  g_test_add_func ("/group-facts/unknown-id", test_unknown_id);
  return g_test_run ();
}
