/* Replay frames (gg-replay.h): the table recorded as the referee's log grows, kept in the game
 * file's `replay:` section in the file's units, and turned back into the table of any entry;
 * files without the section load as before. */
#include "gg-config.h"

#include <glib.h>
#include <string.h>

#include "core-support.h"
#include "gg-document.h"
#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-replay.h"
#include "gg-bg-state.h"

static GgFigure *
figure (const char *id, double x, double y)
{
  GgFigure *f = gg_figure_new (id);

  f->base.centre = (GgPoint){ x, y };
  f->base.shape = GG_BASE_RECT;
  f->base.front = 15, f->base.depth = 20;
  f->side = 'A';
  f->squad = 1;
  f->role = g_strdup ("1");
  return f;
}

static void
move (GgDocument *doc, const char *id, double x)
{
  GgFigure *f = gg_figure_copy (gg_game_lookup_figure (gg_document_get_game (doc), id));

  f->base.centre.x = x;
  GgEdit *edit = gg_edit_new ("Move");
  gg_edit_set (edit, GG_COLLECTION_FIGURES, f);
  g_assert_true (gg_document_apply (doc, edit, NULL));
}

static double
x_of (GgGame *game, const char *id)
{
  GgFigure *f = gg_game_lookup_figure (game, id);

  return f ? f->base.centre.x : -1;
}

/* Entry 1: a and b; then a moves (entry 2); then b goes and c comes (entry 3). */
static GgDocument *
played (void)
{
  GgDocument *doc = gg_document_new ();
  GgGame *game = gg_game_new ();
  GgEdit *edit;

  gg_game_add_figure (game, figure ("a", 100, 100));
  gg_game_add_figure (game, figure ("b", 300, 100));
  gg_document_set_game (doc, game, NULL, "t");
  gg_document_log (doc, GG_LOG_NOTE, NULL, test_log_literal ("one"), 0, 0);
  move (doc, "a", 150);
  gg_document_log (doc, GG_LOG_NOTE, NULL, test_log_literal ("two"), 0, 0);
  edit = gg_edit_new ("Casualty and arrival");
  gg_edit_remove (edit, GG_COLLECTION_FIGURES, "b");
  gg_edit_insert (edit, GG_COLLECTION_FIGURES, -1, figure ("c", 500, 100));
  g_assert_true (gg_document_apply (doc, edit, NULL));
  gg_document_log (doc, GG_LOG_NOTE, NULL, test_log_literal ("three"), 0, 0);
  return doc;
}

/* The table at each entry, applied to @game (the present) and reverted. */
static void
check_entries (GgGame *game)
{
  struct
  {
    guint serial;
    double a, b, c;
  } want[] = { { 1, 100, 300, -1 }, { 2, 150, 300, -1 }, { 3, 150, -1, 500 } };

  g_assert_nonnull (game->replay);
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autoptr (GgEdit) edit = gg_replay_edit_at (game->replay, game, want[i].serial);

      g_assert_nonnull (edit);
      g_assert_true (gg_edit_apply (edit, game, NULL));
      g_assert_cmpfloat (x_of (game, "a"), ==, want[i].a);
      g_assert_cmpfloat (x_of (game, "b"), ==, want[i].b);
      g_assert_cmpfloat (x_of (game, "c"), ==, want[i].c);
      gg_edit_revert (edit, game);
    }
  /* the present is untouched */
  g_assert_cmpfloat (x_of (game, "a"), ==, 150);
  g_assert_null (gg_game_lookup_figure (game, "b"));
}

static void
test_recorded (void)
{
  g_autoptr (GgDocument) doc = played ();
  GgGame *game = gg_document_get_game (doc);

  g_assert_cmpuint (gg_replay_get_n_frames (game->replay), ==, 3);
  check_entries (game);
}

/* Saved in the file's units (cm here), read back to the same frames. */
static void
test_file (void)
{
  g_autoptr (GgDocument) doc = played ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gg_game_to_yaml (gg_document_get_game (doc), &error);
  g_autoptr (GgGame) again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "replay:"));
  g_assert_nonnull (strstr (text, "entry: 2"));
  g_assert_nonnull (strstr (text, "x: 15\n")); /* 150 mm, in cm */
  again = gg_game_load_data (text, strlen (text), "replay.yaml", &error);
  g_assert_no_error (error);
  check_entries (again);
}

/* A file written before replays: loads, and there is nothing to step back to. */
static void
test_old_file (void)
{
  const char *text = "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                     "table: { width: 100, depth: 100 }\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "old.yaml", &error);

  g_assert_no_error (error);
  g_assert_null (game->replay);
}

static void
test_bad_frames (void)
{
  const char *text = "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                     "table: { width: 100, depth: 100 }\n"
                     "replay:\n  - { entry: 2, figures: [], gone: [] }\n"
                     "  - { entry: 1, figures: [], gone: [] }\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "bad.yaml", &error);

  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "bad.yaml:7:"));
}

/* Entry 1: a and b stand, no marker; entry 2: b is a casualty (BG-3.1-e) and a fired, so
 * carries a reload marker (BG-3.5-a). */
static GgDocument *
shot (void)
{
  GgDocument *doc = gg_document_new ();
  GgGame *game = gg_game_new ();
  GgSquadState *s;

  gg_game_add_figure (game, figure ("a", 100, 100));
  gg_game_add_figure (game, figure ("b", 300, 100));
  gg_document_set_game (doc, game, NULL, "t");
  gg_document_log (doc, GG_LOG_NOTE, NULL, test_log_literal ("one"), 0, 0);
  s = gg_bg_state_squad (game->state, 'A', 1, TRUE);
  g_ptr_array_add (s->removed, g_strdup ("b"));
  g_assert_true (gg_game_state_set_marker (game, "a", GG_MARKER_RELOAD, TRUE));
  gg_document_log (doc, GG_LOG_NOTE, NULL, test_log_literal ("two"), 0, 0);
  return doc;
}

static guint
n_reload_on (GgGame *game, const char *id)
{
  g_autoptr (GPtrArray) markers = gg_game_state_markers (game);
  guint n = 0;

  for (guint i = 0; i < markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (markers, i);

      n += m->kind == GG_MARKER_RELOAD && g_strcmp0 (m->figure, id) == 0;
    }
  return n;
}

/* Each entry's own casualties, markers and count, then the present again. */
static void
check_state_past (GgGame *game)
{
  g_assert_true (gg_replay_show_state (game->replay, game, 1));
  g_assert_false (gg_game_state_off_table (game->state, "b")); /* shot later: still there */
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==, 2);
  g_assert_cmpuint (n_reload_on (game, "a"), ==, 0); /* set later: absent */
  g_assert_true (gg_replay_show_state (game->replay, game, 2));
  g_assert_true (gg_game_state_off_table (game->state, "b"));
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==, 1);
  g_assert_cmpuint (n_reload_on (game, "a"), ==, 1);
  g_assert_true (gg_replay_show_state (game->replay, game, 1));
  gg_replay_show_present (game);
  g_assert_true (gg_game_state_off_table (game->state, "b"));
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==, 1);
  g_assert_cmpuint (n_reload_on (game, "a"), ==, 1);
}

static void
test_state_past (void)
{
  g_autoptr (GgDocument) doc = shot ();
  GgGame *game = gg_document_get_game (doc);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GgGame) again = NULL;
  g_autofree char *twice = NULL;

  check_state_past (game);
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "off: [\"b\"]"));
  again = gg_game_load_data (text, strlen (text), "past.yaml", &error);
  g_assert_no_error (error);
  check_state_past (again);
  twice = gg_game_to_yaml (again, &error);
  g_assert_cmpstr (twice, ==, text);
}

/* A frame of an older file kept no state: the present's casualties are shown. */
static void
test_state_not_kept (void)
{
  const char *text = "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                     "table: { width: 100, depth: 100 }\n"
                     "replay:\n  - { entry: 1, figures: [], gone: [] }\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "old.yaml", &error);

  g_assert_no_error (error);
  g_assert_false (gg_replay_show_state (game->replay, game, 1));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/replay/recorded", test_recorded);
  g_test_add_func ("/replay/file", test_file);
  g_test_add_func ("/replay/old-file", test_old_file);
  g_test_add_func ("/replay/bad-frames", test_bad_frames);
  g_test_add_func ("/replay/state-past/BG-3.1-e", test_state_past);
  g_test_add_func ("/replay/state-not-kept", test_state_not_kept);
  return g_test_run ();
}
