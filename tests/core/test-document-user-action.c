/* test-document-user-action: what the rules change in place between
 * gg_document_begin_user_action() and _end_user_action() is one step of the history: one Undo
 * puts the whole table back as it was, one Redo makes it again. */
#include "gg-document.h"
#include "gg-game.h"

static GgDocument *
demo_document (void)
{
  GgDocument *document = gg_document_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (gg_document_load_demo (document, &error));
  g_assert_no_error (error);
  return document;
}

static char *
table_text (GgDocument *document)
{
  g_autoptr (GError) error = NULL;
  char *text = gg_game_to_yaml (gg_document_get_game (document), &error);

  g_assert_no_error (error);
  return text;
}

static GgFigure *
figure_at (GgGame *game, guint i)
{
  g_assert_cmpuint (i, <, game->figures->len);
  return g_ptr_array_index (game->figures, i);
}

/* What a charge does in the core: the charger moves, the evader falls back, two dead figures
 * are taken off (one of them the first figure, so its place matters), a work is built, and
 * a marker is laid through an ordinary edit in the middle. */
static void
act_in_place (GgDocument *document)
{
  GgGame *game = gg_document_get_game (document);
  GgEdit *edit = gg_edit_new ("marker");
  GgMarker *marker = gg_marker_new ("m-test", GG_MARKER_MORALE_TEST);
  GgTerrain *work = gg_terrain_new ("work-test", GG_TERRAIN_TRENCH);
  GgPoint p[2] = { { 10, 10 }, { 60, 10 } };
  g_autoptr (GError) error = NULL;

  figure_at (game, 3)->base.centre.x += 25;
  figure_at (game, game->figures->len - 1)->base.facing += 90;
  gg_figure_free (gg_game_steal (game, GG_COLLECTION_FIGURES, 5));
  gg_figure_free (gg_game_steal (game, GG_COLLECTION_FIGURES, 0));
  g_array_append_vals (work->points, p, 2);
  g_assert_true (gg_game_insert (game, GG_COLLECTION_TERRAIN, 0, work));
  marker->point = p[0];
  gg_edit_insert (edit, GG_COLLECTION_MARKERS, -1, marker);
  g_assert_true (gg_document_apply (document, edit, &error));
  g_assert_no_error (error);
}

static void
test_one_step (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autofree char *before = table_text (document);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  g_assert_false (gg_document_can_undo (document));
  gg_document_begin_user_action (document, "Charge");
  act_in_place (document);
  g_assert_false (gg_document_can_undo (document)); /* the marker's edit waits for the end */
  g_assert_false (gg_document_undo (document));
  g_assert_true (gg_document_end_user_action (document));
  after = table_text (document);
  g_assert_cmpstr (after, !=, before);
  g_assert_true (gg_document_get_modified (document));
  g_assert_cmpstr (gg_document_get_undo_label (document), ==, "Charge");

  g_assert_true (gg_document_undo (document));
  g_assert_false (gg_document_can_undo (document)); /* one step, not five */
  undone = table_text (document);
  g_assert_cmpstr (undone, ==, before);
  g_assert_false (gg_document_get_modified (document));

  g_assert_true (gg_document_redo (document));
  redone = table_text (document);
  g_assert_cmpstr (redone, ==, after);
}

static void
test_nested (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  g_autofree char *before = table_text (document);
  g_autofree char *undone = NULL;
  GgGame *game = gg_document_get_game (document);

  gg_document_begin_user_action (document, "Melee");
  figure_at (game, 1)->base.centre.y -= 12;
  gg_document_begin_user_action (document, "Pursuit");
  figure_at (game, 2)->base.centre.y -= 12;
  g_assert_false (gg_document_end_user_action (document)); /* the inner end adds nothing */
  g_assert_false (gg_document_can_undo (document));
  g_assert_true (gg_document_end_user_action (document));
  g_assert_cmpstr (gg_document_get_undo_label (document), ==, "Melee");
  g_assert_true (gg_document_undo (document));
  g_assert_false (gg_document_can_undo (document));
  undone = table_text (document);
  g_assert_cmpstr (undone, ==, before);
}

static void
test_nothing_changed (void)
{
  g_autoptr (GgDocument) document = demo_document ();
  GgGame *game = gg_document_get_game (document);

  gg_document_begin_user_action (document, "Fire");
  figure_at (game, 1)->base.facing += 45; /* turned and turned back: no change */
  figure_at (game, 1)->base.facing -= 45;
  g_assert_false (gg_document_end_user_action (document));
  g_assert_false (gg_document_can_undo (document));
  g_assert_false (gg_document_get_modified (document));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/document/user-action/one-step", test_one_step);
  g_test_add_func ("/document/user-action/nested", test_nested);
  g_test_add_func ("/document/user-action/nothing-changed", test_nothing_changed);
  return g_test_run ();
}
