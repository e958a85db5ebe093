/* Edits (gg-edit.h) and the document's history (gg-document.h): every kind of change on every
 * collection, undo and redo, failed edits that leave nothing changed, previews, the modified
 * flag, saving, and a randomised property: after thousands of random edits, undos and redos the
 * game always equals the game replayed from scratch with the edits still done. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "doc-io.h"
#include "gg-document.h"
#include "gg-edit.h"
#include "gg-game-background.h"
#include "gg-game-state.h"

#define DEMO "/org/gigogin/Gigogin/data/scenarios/demo.yaml"

static char *
yaml_of (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  char *text = gg_game_to_yaml (game, &error);

  g_assert_no_error (error);
  return text;
}

static GgDocument *
demo_document (void)
{
  g_autoptr (GError) error = NULL;
  GgDocument *document = gg_document_new ();

  g_assert_true (gg_document_load_demo (document, &error));
  g_assert_no_error (error);
  return document;
}

static GgEdit *
move_edit (GgGame *game, const char *id, double dx, double dy)
{
  GgEdit *edit = gg_edit_new ("Move");
  GgFigure *f = gg_figure_copy (gg_game_lookup_figure (game, id));

  f->base.centre.x += dx;
  f->base.centre.y += dy;
  gg_edit_set (edit, GG_COLLECTION_FIGURES, f);
  return edit;
}

static void
test_set_undo_redo (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  g_autofree char *before = yaml_of (game);
  g_autofree char *after = NULL;
  g_autofree char *again = NULL;
  g_autofree char *back = NULL;

  g_assert_false (gg_document_can_undo (doc));
  g_assert_false (gg_document_get_modified (doc));
  g_assert_true (gg_document_apply (doc, move_edit (game, "A-1-L1", 100, 50), NULL));
  g_assert_cmpfloat (gg_game_lookup_figure (game, "A-1-L1")->base.centre.x, ==, 500);
  g_assert_true (gg_document_can_undo (doc));
  g_assert_cmpstr (gg_document_get_undo_label (doc), ==, "Move");
  g_assert_true (gg_document_get_modified (doc));
  after = yaml_of (game);
  g_assert_true (gg_document_undo (doc));
  back = yaml_of (game);
  g_assert_cmpstr (back, ==, before);
  g_assert_false (gg_document_get_modified (doc));
  g_assert_true (gg_document_can_redo (doc));
  g_assert_true (gg_document_redo (doc));
  again = yaml_of (game);
  g_assert_cmpstr (again, ==, after);
  /* the figure index follows the replaced figure */
  g_assert_true (
    gg_game_lookup_figure (game, "A-1-L1") ==
    g_ptr_array_index (game->figures, gg_game_find (game, GG_COLLECTION_FIGURES, "A-1-L1")));
  g_assert_false (gg_document_redo (doc));
}

static gpointer
make_item (GgCollection c, const char *id)
{
  GgTerrain *t;
  GgRuler *r;
  GgMarker *m;
  GgFigure *f;
  GgBackgroundPhoto *p;
  static const double corners[8] = { 100, 900, 900, 900, 800, 100, 200, 100 };

  switch (c)
    {
    case GG_COLLECTION_FIGURES:
      f = gg_figure_new (id);
      f->base.centre = (GgPoint){ 500, 500 };
      f->squad = 7;
      f->role = g_strdup ("1");
      return f;
    case GG_COLLECTION_TERRAIN:
      t = gg_terrain_new (id, GG_TERRAIN_WALL);
      g_array_append_vals (t->points, (GgPoint[]){ { 10, 10 }, { 300, 10 } }, 2);
      return t;
    case GG_COLLECTION_RULERS:
      r = gg_ruler_new (id);
      r->from.figure = g_strdup ("A-1-L1");
      r->from.point = (GgPoint){ 400, 280 };
      r->to.point = (GgPoint){ 900, 700 };
      return r;
    case GG_COLLECTION_MARKERS:
      m = gg_marker_new (id, GG_MARKER_RELOAD);
      m->figure = g_strdup ("A-1-1");
      return m;
    case GG_COLLECTION_PHOTOS:
      p = gg_background_photo_new ("/tmp/gg-edit-photo.jpg", corners);
      p->id = g_strdup (id);
      return p;
    default:
      g_assert_not_reached ();
    }
}

/* Insert, set and remove on every collection, each undone and redone. */
static void
test_every_collection (void)
{
  for (GgCollection c = 0; c < GG_N_COLLECTIONS; c++)
    {
      g_autoptr (GgDocument) doc = demo_document ();
      GgGame *game = gg_document_get_game (doc);
      GPtrArray *array = gg_game_collection (game, c);
      guint n = array->len;
      g_autofree char *start = yaml_of (game);
      g_autofree char *added = NULL;
      g_autofree char *undone = NULL;
      GgEdit *edit = gg_edit_new ("Add");

      g_test_message ("collection %s", gg_collection_to_string (c));
      gg_edit_insert (edit, c, 0, make_item (c, "new-1"));
      g_assert_true (gg_document_apply (doc, edit, NULL));
      g_assert_cmpuint (array->len, ==, n + 1);
      g_assert_cmpint (gg_game_find (game, c, "new-1"), ==, 0);
      added = yaml_of (game);
      g_assert_cmpstr (added, !=, start);
      edit = gg_edit_new ("Change");
      gg_edit_set (edit, c, make_item (c, "new-1"));
      g_assert_true (gg_document_apply (doc, edit, NULL));
      edit = gg_edit_new ("Remove");
      gg_edit_remove (edit, c, "new-1");
      g_assert_true (gg_document_apply (doc, edit, NULL));
      g_assert_cmpuint (array->len, ==, n);
      g_assert_true (gg_document_undo (doc));
      g_assert_cmpint (gg_game_find (game, c, "new-1"), ==, 0);
      g_assert_true (gg_document_undo (doc) && gg_document_undo (doc));
      undone = yaml_of (game);
      g_assert_cmpstr (undone, ==, start);
      g_assert_true (gg_document_redo (doc) && gg_document_redo (doc) && gg_document_redo (doc));
      g_assert_cmpint (gg_game_find (game, c, "new-1"), <, 0);
    }
}

/* A removal puts the item back where it was, not at the end. */
static void
test_remove_keeps_order (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  g_autofree char *start = yaml_of (game);
  g_autofree char *end = NULL;
  GgEdit *edit = gg_edit_new ("Remove");

  gg_edit_remove (edit, GG_COLLECTION_FIGURES, "A-1-2");
  gg_edit_remove (edit, GG_COLLECTION_TERRAIN, "farm");
  gg_edit_remove (edit, GG_COLLECTION_FIGURES, "A-1-L1");
  g_assert_true (gg_document_apply (doc, edit, NULL));
  g_assert_null (gg_game_lookup_figure (game, "A-1-2"));
  g_assert_true (gg_document_undo (doc));
  end = yaml_of (game);
  g_assert_cmpstr (end, ==, start);
}

/* An edit that fails part way leaves the game exactly as it was, and is not in the history. */
static void
test_failed_edit_rolls_back (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  g_autofree char *start = yaml_of (game);
  g_autofree char *end = NULL;
  g_autoptr (GError) error = NULL;
  GgEdit *edit = move_edit (game, "A-1-1", 10, 0);

  gg_edit_remove (edit, GG_COLLECTION_FIGURES, "A-1-2");
  gg_edit_insert (edit, GG_COLLECTION_FIGURES, -1, make_item (GG_COLLECTION_FIGURES, "A-1-3"));
  g_assert_false (gg_document_apply (doc, edit, &error));
  g_assert_error (error, GG_EDIT_ERROR, 0);
  g_assert_nonnull (strstr (error->message, "A-1-3"));
  end = yaml_of (game);
  g_assert_cmpstr (end, ==, start);
  g_assert_false (gg_document_can_undo (doc));
  g_clear_error (&error);
  edit = gg_edit_new ("Remove");
  gg_edit_remove (edit, GG_COLLECTION_RULERS, "no-such-ruler");
  g_assert_false (gg_document_apply (doc, edit, &error));
  g_assert_error (error, GG_EDIT_ERROR, 0);
}

/* A new edit after an undo drops the redo list. */
static void
test_new_edit_clears_redo (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);

  g_assert_true (gg_document_apply (doc, move_edit (game, "A-1-1", 10, 0), NULL));
  g_assert_true (gg_document_undo (doc));
  g_assert_true (gg_document_can_redo (doc));
  g_assert_true (gg_document_apply (doc, move_edit (game, "A-1-2", 10, 0), NULL));
  g_assert_false (gg_document_can_redo (doc));
  g_assert_true (gg_document_undo (doc)); /* one edit done: the second apply dropped the redo */
  g_assert_false (gg_document_can_undo (doc));
}

/* A drag: many previews, one entry in the history; cancelling restores the game. */
static void
test_preview (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  g_autofree char *start = yaml_of (game);
  g_autofree char *end = NULL;

  g_autoptr (GgFigure) original = gg_figure_copy (gg_game_lookup_figure (game, "A-1-L1"));

  /* a drag builds each preview from where the figure started */
  for (int i = 1; i <= 20; i++)
    {
      GgEdit *edit = gg_edit_new ("Move");
      GgFigure *f = gg_figure_copy (original);

      f->base.centre.x += i;
      gg_edit_set (edit, GG_COLLECTION_FIGURES, f);
      g_assert_true (gg_document_preview (doc, edit, NULL));
    }
  /* each preview replaces the last: 20 mm, not 210 */
  g_assert_cmpfloat (gg_game_lookup_figure (game, "A-1-L1")->base.centre.x, ==, 420);
  gg_document_cancel_preview (doc);
  end = yaml_of (game);
  g_assert_cmpstr (end, ==, start);
  g_assert_false (gg_document_can_undo (doc));
  g_assert_true (gg_document_preview (doc, move_edit (game, "A-1-L1", 30, 0), NULL));
  g_assert_true (gg_document_commit_preview (doc));
  g_assert_cmpfloat (gg_game_lookup_figure (game, "A-1-L1")->base.centre.x, ==, 430);
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpfloat (gg_game_lookup_figure (game, "A-1-L1")->base.centre.x, ==, 400);
  g_assert_false (gg_document_can_undo (doc)); /* twenty previews and a commit: one entry */
}

static void
test_save_and_modified (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  g_autofree char *dir = g_dir_make_tmp ("gg-edit-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GgDocument) again = gg_document_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *loaded = NULL;

  g_assert_true (gg_document_apply (doc, move_edit (game, "B-G1", -50, 0), NULL));
  gg_document_set_overlays (doc, GG_OVERLAY_COMMAND | GG_OVERLAY_RULERS);
  g_assert_true (save_file (doc, file, &error));
  g_assert_no_error (error);
  g_assert_false (gg_document_get_modified (doc));
  g_assert_cmpstr (gg_document_get_title (doc), ==, "game.yaml");
  g_assert_true (gg_document_undo (doc));
  g_assert_true (gg_document_get_modified (doc));
  g_assert_true (gg_document_redo (doc));
  g_assert_false (gg_document_get_modified (doc));
  g_assert_true (save_file (doc, file, &error));
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_true (load_file (again, file, &error));
  g_assert_no_error (error);
  saved = yaml_of (game);
  loaded = yaml_of (gg_document_get_game (again));
  g_assert_cmpstr (saved, ==, loaded);
  g_assert_cmpuint (gg_document_get_overlays (again), ==, GG_OVERLAY_COMMAND | GG_OVERLAY_RULERS);
  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

/* Random edits */

typedef struct
{
  GRand *rand;
  GgGame *game;
  guint serial;
  /* the history as the test expects it: edits done (oldest first) and undone (last undone last) */
  GPtrArray *done, *undone;
} Gen;

static const char *
random_id (Gen *gen, GgCollection c)
{
  GPtrArray *array = gg_game_collection (gen->game, c);

  if (array->len == 0 || g_rand_int_range (gen->rand, 0, 10) == 0)
    return "missing"; /* sometimes an id that is not there: the edit must fail cleanly */
  return gg_item_id (c, g_ptr_array_index (array, g_rand_int_range (gen->rand, 0, array->len)));
}

static gpointer
random_state (Gen *gen, GgCollection c, const char *id)
{
  gpointer item;
  int i = gg_game_find (gen->game, c, id);

  if (i >= 0)
    item = gg_item_copy (c, g_ptr_array_index (gg_game_collection (gen->game, c), i));
  else
    item = make_item (c, id);
  if (c == GG_COLLECTION_FIGURES)
    {
      GgFigure *f = item;
      f->base.centre.x = g_rand_int_range (gen->rand, 0, 1800);
      f->base.facing = g_rand_int_range (gen->rand, 0, 360);
    }
  else if (c == GG_COLLECTION_TERRAIN)
    g_array_index (((GgTerrain *) item)->points, GgPoint, 0).y =
      g_rand_int_range (gen->rand, 0, 50);
  else if (c == GG_COLLECTION_RULERS)
    ((GgRuler *) item)->to.point.x = g_rand_int_range (gen->rand, 0, 1800);
  else if (c == GG_COLLECTION_MARKERS)
    ((GgMarker *) item)->kind = g_rand_int_range (gen->rand, 0, GG_MARKER_N_KINDS);
  else if (c == GG_COLLECTION_PHOTOS)
    ((GgBackgroundPhoto *) item)->opacity = g_rand_int_range (gen->rand, 0, 11) / 10.0;
  return item;
}

static void
random_change (Gen *gen, GgEdit *edit)
{
  GgCollection c = g_rand_int_range (gen->rand, 0, GG_N_COLLECTIONS);
  g_autofree char *fresh = NULL;

  switch (g_rand_int_range (gen->rand, 0, 3))
    {
    case 0:
      fresh = g_strdup_printf ("r-%u", gen->serial++);
      gg_edit_insert (edit, c, g_rand_int_range (gen->rand, -1, 5), random_state (gen, c, fresh));
      break;
    case 1:
      gg_edit_set (edit, c, random_state (gen, c, random_id (gen, c)));
      break;
    default:
      gg_edit_remove (edit, c, random_id (gen, c));
    }
}

/* The same changes, not yet applied: what a replay from the saved game does. */
static GgEdit *
clone_edit (GgEdit *edit)
{
  GgEdit *copy = gg_edit_new (gg_edit_get_label (edit));

  for (guint i = 0; i < gg_edit_get_n_changes (edit); i++)
    {
      const GgChange *c = gg_edit_get_change (edit, i);

      if (c->kind == GG_CHANGE_REMOVE)
        gg_edit_remove (copy, c->collection, c->id);
      else if (c->kind == GG_CHANGE_SET)
        gg_edit_set (copy, c->collection, gg_item_copy (c->collection, c->new_state));
      else
        gg_edit_insert (copy, c->collection, c->index, gg_item_copy (c->collection, c->new_state));
    }
  return copy;
}

static void
check_replay (Gen *gen, GgDocument *doc, GBytes *original)
{
  g_autoptr (GgGame) replay = gg_game_load_data (g_bytes_get_data (original, NULL),
                                                 g_bytes_get_size (original), "demo.yaml", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;

  g_assert_cmpint (gg_document_can_undo (doc), ==, gen->done->len > 0);
  g_assert_cmpint (gg_document_can_redo (doc), ==, gen->undone->len > 0);
  for (guint i = 0; i < gen->done->len; i++)
    {
      g_autoptr (GgEdit) edit = clone_edit (g_ptr_array_index (gen->done, i));
      g_assert_true (gg_edit_apply (edit, replay, NULL));
    }
  expected = yaml_of (replay);
  actual = yaml_of (gg_document_get_game (doc));
  g_assert_cmpstr (actual, ==, expected);
}

static void
random_step (Gen *gen, GgDocument *doc)
{
  int what = g_rand_int_range (gen->rand, 0, 10);
  GgEdit *edit;
  guint n;

  if (what < 2 && gg_document_undo (doc))
    g_ptr_array_add (gen->undone, g_ptr_array_steal_index (gen->done, gen->done->len - 1));
  else if (what >= 2 && what < 3 && gg_document_redo (doc))
    g_ptr_array_add (gen->done, g_ptr_array_steal_index (gen->undone, gen->undone->len - 1));
  else if (what >= 3)
    {
      edit = gg_edit_new ("Random");
      n = g_rand_int_range (gen->rand, 1, 4);
      for (guint i = 0; i < n; i++)
        random_change (gen, edit);
      gg_edit_ref (edit);
      if (what == 9 ? gg_document_preview (doc, edit, NULL) && g_rand_boolean (gen->rand) &&
                        gg_document_commit_preview (doc)
                    : gg_document_apply (doc, edit, NULL))
        {
          g_ptr_array_set_size (gen->undone, 0);
          g_ptr_array_add (gen->done, g_steal_pointer (&edit));
        }
      g_clear_pointer (&edit, gg_edit_unref);
    }
}

static void
test_random_property (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  g_autoptr (GBytes) original = g_resources_lookup_data (DEMO, 0, NULL);
  guint32 seed = g_test_rand_int ();
  Gen gen = { g_rand_new_with_seed (seed), gg_document_get_game (doc), 1,
              g_ptr_array_new_with_free_func ((GDestroyNotify) gg_edit_unref),
              g_ptr_array_new_with_free_func ((GDestroyNotify) gg_edit_unref) };
  /* under the sanitizers (build-aux/sanitize.sh sets GG_SANITIZE) every malloc is unwound: fewer */
  int steps = g_test_slow () ? 20000 : g_getenv ("GG_SANITIZE") ? 600 : 3000;

  g_test_message ("seed %u", seed);
  for (int i = 0; i < steps; i++)
    {
      random_step (&gen, doc);
      gg_document_cancel_preview (doc); /* a preview left uncommitted */
      if (i % 10 == 0)
        check_replay (&gen, doc, original);
    }
  while (gg_document_undo (doc))
    g_ptr_array_add (gen.undone, g_ptr_array_steal_index (gen.done, gen.done->len - 1));
  check_replay (&gen, doc, original);
  g_assert_false (gg_document_get_modified (doc));
  g_rand_free (gen.rand);
  g_ptr_array_unref (gen.done);
  g_ptr_array_unref (gen.undone);
}

/* BG-2.7-b: a declared action cannot be taken back: undo takes back edits of the table, never a
 * roll (the dice and the referee's log are outside the history), so undoing and acting again
 * does not roll again. */
static void
test_rolls_not_undone (void)
{
  g_autoptr (GgDocument) doc = demo_document ();
  GgGame *game = gg_document_get_game (doc);
  GgGameState *state = gg_document_get_state (doc);
  guint rolls, entries;
  int value;

  g_assert_true (gg_document_apply (doc, move_edit (game, "A-1-1", 10, 0), NULL));
  value = gg_dice_roll (state->dice, GG_DIE_D20, "a declared shot");
  gg_game_state_log_message (state, GG_LOG_ROLL, 0, 1, "a declared shot");
  gg_document_state_changed (doc);
  rolls = gg_dice_get_n_rolls (state->dice);
  entries = gg_log_get_n_entries (state->log);
  g_assert_true (gg_document_undo (doc));
  g_assert_false (gg_document_can_undo (doc)); /* the roll was no edit */
  g_assert_cmpuint (gg_dice_get_n_rolls (state->dice), ==, rolls);
  g_assert_cmpuint (gg_log_get_n_entries (state->log), ==, entries);
  g_assert_cmpint (gg_dice_get_roll (state->dice, rolls - 1)->value, ==, value);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/edit/set-undo-redo", test_set_undo_redo);
  g_test_add_func ("/edit/rolls-not-undone/BG-2.7-b", test_rolls_not_undone);
  g_test_add_func ("/edit/every-collection", test_every_collection);
  g_test_add_func ("/edit/remove-keeps-order", test_remove_keeps_order);
  g_test_add_func ("/edit/failed-edit-rolls-back", test_failed_edit_rolls_back);
  g_test_add_func ("/edit/new-edit-clears-redo", test_new_edit_clears_redo);
  g_test_add_func ("/edit/preview", test_preview);
  g_test_add_func ("/edit/save-and-modified", test_save_and_modified);
  g_test_add_func ("/edit/random-property", test_random_property);
  return g_test_run ();
}
