/* The selection model (gg-selection.h): single figures, squads, toggling, the rubber band,
 * pruning after an undo, and "changed" only on real changes. */
#include <glib.h>

#include "gg-document.h"
#include "gg-selection.h"

static GgDocument *
demo_document (void)
{
  GgDocument *document = gg_document_new ();

  g_assert_true (gg_document_load_demo (document, NULL));
  return document;
}

static void
count_cb (GgSelection *selection, int *count)
{
  (*count)++;
}

static void
test_squad (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  g_autoptr (GgSelection) sel = gg_selection_new ();
  GgGame *game = gg_document_get_game (doc);
  const GPtrArray *ids;
  int changes = 0;

  g_signal_connect (sel, "changed", G_CALLBACK (count_cb), &changes);
  gg_selection_set_squad (sel, game, "A-1-3");
  ids = gg_selection_get_figures (sel);
  g_assert_cmpuint (ids->len, ==, 6);
  /* sorted by id */
  g_assert_cmpstr (g_ptr_array_index (ids, 0), ==, "A-1-1");
  g_assert_cmpstr (g_ptr_array_index (ids, 5), ==, "A-1-L1");
  g_assert_cmpstr (gg_selection_get_leader (sel, game)->id, ==, "A-1-L1");
  g_assert_false (gg_selection_contains (sel, "B-1-1"));
  g_assert_cmpint (changes, ==, 1);
  gg_selection_set_squad (sel, game, "A-1-L1");
  g_assert_cmpint (changes, ==, 1); /* the same squad: no change */
  gg_selection_toggle_figure (sel, "A-1-3");
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 5);
  gg_selection_toggle_figure (sel, "B-1-1");
  g_assert_true (gg_selection_contains (sel, "B-1-1"));
  g_assert_cmpint (changes, ==, 3);
  /* a figure with no squad is selected alone */
  gg_selection_set_squad (sel, game, "A-PLA");
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 1);
  gg_selection_clear (sel);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 0);
}

static void
test_box (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  g_autoptr (GgSelection) sel = gg_selection_new ();
  GgGame *game = gg_document_get_game (doc);
  /* squad A-1 stands between x 35..45 cm, y 25..28 cm */
  GgBox box = { 330, 220, 470, 300 };
  GgBox part = { 330, 220, 395, 300 };

  gg_selection_set_box (sel, game, &box, FALSE);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 6);
  gg_selection_set_box (sel, game, &part, FALSE);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), <, 6);
  g_assert_true (gg_selection_contains (sel, "A-1-1"));
  g_assert_false (gg_selection_contains (sel, "A-1-5"));
  gg_selection_set_figure (sel, "B-G1");
  gg_selection_set_box (sel, game, &box, TRUE);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 7);
}

static void
test_prune (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  g_autoptr (GgSelection) sel = gg_selection_new ();
  GgGame *game = gg_document_get_game (doc);
  GgEdit *edit = gg_edit_new ("Add");
  GgFigure *f = gg_figure_new ("X-1");

  gg_edit_insert (edit, GG_COLLECTION_FIGURES, -1, f);
  g_assert_true (gg_document_apply (doc, edit, NULL));
  gg_selection_set_figure (sel, "X-1");
  gg_selection_toggle_figure (sel, "A-1-1");
  g_assert_true (gg_document_undo (doc));
  gg_selection_prune (sel, game);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 1);
  g_assert_true (gg_selection_contains (sel, "A-1-1"));
  gg_selection_set_terrain (sel, "farm");
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 0);
  g_assert_cmpstr (gg_selection_get_terrain (sel), ==, "farm");
  gg_selection_set_ruler (sel, "gone");
  gg_selection_prune (sel, game);
  g_assert_null (gg_selection_get_ruler (sel));
  g_assert_null (gg_selection_get_terrain (sel));
}

static void
test_pick (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  GgEdit *edit = gg_edit_new ("Ruler");
  GgRuler *r = gg_ruler_new ("r1");

  /* inside the farm (100..114 x 70..80 cm); on the hedge line; open table */
  g_assert_cmpstr (gg_pick_terrain (game, (GgPoint){ 1050, 750 }, 2), ==, "farm");
  g_assert_cmpstr (gg_pick_terrain (game, (GgPoint){ 600, 441 }, 2), ==, "hedge");
  g_assert_null (gg_pick_terrain (game, (GgPoint){ 900, 300 }, 2));
  r->from.point = (GgPoint){ 0, 0 };
  r->to.point = (GgPoint){ 1000, 0 };
  gg_edit_insert (edit, GG_COLLECTION_RULERS, -1, r);
  g_assert_true (gg_document_apply (doc, edit, NULL));
  g_assert_cmpstr (gg_pick_ruler (game, (GgPoint){ 500, 3 }, 5), ==, "r1");
  g_assert_null (gg_pick_ruler (game, (GgPoint){ 500, 30 }, 5));
}

/* The terrain editor drags single corners: the nearest corner within the tolerance. */
static void
test_pick_vertex (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  GgTerrain *farm = gg_game_lookup_terrain (game, "farm");
  GgPoint corner = g_array_index (farm->points, GgPoint, 2);

  g_assert_cmpint (gg_pick_terrain_vertex (game, "farm", corner, 3), ==, 2);
  g_assert_cmpint (
    gg_pick_terrain_vertex (game, "farm", (GgPoint){ corner.x + 2, corner.y - 1 }, 3), ==, 2);
  g_assert_cmpint (gg_pick_terrain_vertex (game, "farm", (GgPoint){ corner.x + 20, corner.y }, 3),
                   ==, -1);
  g_assert_cmpint (gg_pick_terrain_vertex (game, "no-such", corner, 3), ==, -1);
  g_assert_cmpint (gg_pick_terrain_vertex (game, NULL, corner, 3), ==, -1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/selection/squad", test_squad);
  g_test_add_func ("/selection/box", test_box);
  g_test_add_func ("/selection/prune", test_prune);
  g_test_add_func ("/selection/pick", test_pick);
  g_test_add_func ("/selection/pick-vertex", test_pick_vertex);
  return g_test_run ();
}
