/* test-game-background.c: the game file's `background:` section (gg-game-background.h): photos
 * of the real table, kept with the game, read and written back; a missing photo is a warning. */
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "gg-game-background.h"
#include "gg-game.h"

#define HEAD                                                               \
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n" \
  "table: { width: 180, depth: 120 }\n"

static const char game_text[] = HEAD
  "background:\n"
  "  photos:\n"
  "    - path: photos/turn-1.jpg\n"
  "      corners: [[412, 2650], [3706, 2645], [3647, 599], [742, 539]]\n"
  "      time: \"2026-11-26T20:00:00Z\"\n"
  "      turn: 1\n"
  "      shown: false\n"
  "    - path: turn-3.png\n"
  "      corners: [[400, 2600], [3700, 2600], [3600, 600], [700, 500]]\n"
  "      points:\n"
  "        - { photo: [1804, 1530], table: [90, 60] }\n"
  "      opacity: 0.6\n";

typedef struct
{
  char *dir, *path;
} Tmp;

static void
tmp_set_up (Tmp *t, gconstpointer data)
{
  t->dir = g_dir_make_tmp ("gg-background-XXXXXX", NULL);
  t->path = g_build_filename (t->dir, "game.yaml", NULL);
  g_assert_true (g_file_set_contents (t->path, data ? data : game_text, -1, NULL));
}

static void
tmp_tear_down (Tmp *t, gconstpointer data)
{
  g_autofree char *photo = g_build_filename (t->dir, "turn-3.png", NULL);

  g_unlink (photo);
  g_unlink (t->path);
  g_rmdir (t->dir);
  g_free (t->dir);
  g_free (t->path);
}

static void
test_read (Tmp *t, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (t->path, &error);
  g_autofree char *first = g_build_filename (t->dir, "photos", "turn-1.jpg", NULL);
  GgBackgroundPhoto *a, *b;
  GgPhotoPoint *p;

  g_assert_no_error (error);
  g_assert_cmpuint (game->photos->len, ==, 2);
  a = g_ptr_array_index (game->photos, 0);
  b = g_ptr_array_index (game->photos, 1);
  /* relative to the game file's folder */
  g_assert_cmpstr (a->path, ==, first);
  g_assert_cmpfloat (a->corners[2], ==, 3706);
  g_assert_cmpfloat (a->corners[7], ==, 539);
  g_assert_false (a->shown);
  g_assert_cmpfloat (a->opacity, ==, 1);
  g_assert_cmpstr (a->time, ==, "2026-11-26T20:00:00Z");
  g_assert_cmpint (a->turn, ==, 1);
  g_assert_true (b->shown);
  g_assert_cmpfloat (b->opacity, ==, 0.6);
  g_assert_null (b->time);
  g_assert_cmpuint (b->points->len, ==, 1);
  p = &g_array_index (b->points, GgPhotoPoint, 0);
  /* the table point in mm inside */
  g_assert_cmpfloat (p->tx, ==, 900);
  g_assert_cmpfloat (p->ty, ==, 600);
  g_assert_cmpfloat (p->px, ==, 1804);
}

/* What is written reads back the same, and writes the same text again. */
static void
test_round_trip (Tmp *t, gconstpointer data)
{
  g_autoptr (GgGame) game = gg_game_load_file (t->path, NULL);
  g_autofree char *text = gg_game_to_yaml (game, NULL);
  g_autoptr (GgGame) again = NULL;
  g_autofree char *text2 = NULL;
  GgBackgroundPhoto *a, *b;

  g_assert_nonnull (strstr (text, "background:"));
  /* the path stays relative to the game file */
  g_assert_nonnull (strstr (text, "\"photos/turn-1.jpg\""));
  g_assert_true (g_file_set_contents (t->path, text, -1, NULL));
  again = gg_game_load_file (t->path, NULL);
  g_assert_nonnull (again);
  g_assert_cmpuint (again->photos->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      a = g_ptr_array_index (game->photos, i);
      b = g_ptr_array_index (again->photos, i);
      g_assert_cmpstr (a->path, ==, b->path);
      g_assert_cmpmem (a->corners, sizeof a->corners, b->corners, sizeof b->corners);
      g_assert_cmpfloat (a->opacity, ==, b->opacity);
      g_assert_cmpint (a->shown, ==, b->shown);
      g_assert_cmpstr (a->time, ==, b->time);
      g_assert_cmpint (a->turn, ==, b->turn);
      g_assert_cmpuint (a->points->len, ==, b->points->len);
    }
  text2 = gg_game_to_yaml (again, NULL);
  g_assert_cmpstr (text, ==, text2);
}

/* A game in inches keeps its known points' table places in inches. */
static void
test_units (void)
{
  static const char text[] =
    "format: gigogin-game/1\nruleset: d6\nunits: in\ntable: { width: 72, depth: 48 }\n"
    "background:\n  photos:\n    - path: /tmp/x.jpg\n"
    "      corners: [[0, 100], [100, 100], [100, 0], [0, 0]]\n"
    "      points: [{ photo: [50, 50], table: [36, 24] }]\n";
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "in.yaml", NULL);
  GgBackgroundPhoto *photo = g_ptr_array_index (game->photos, 0);
  g_autofree char *out = gg_game_to_yaml (game, NULL);

  g_assert_cmpfloat_with_epsilon (g_array_index (photo->points, GgPhotoPoint, 0).tx, 914.4, 1e-9);
  /* written back in inches (to the last bit the cm-to-in round trip keeps) */
  g_assert_nonnull (strstr (out, "table: [36, 2"));
}

/* The game opens; the missing photo is named, for a warning. */
static void
test_missing_photo (Tmp *t, gconstpointer data)
{
  g_autoptr (GgGame) game = gg_game_load_file (t->path, NULL);
  g_autofree char *present = g_build_filename (t->dir, "turn-3.png", NULL);
  g_autofree char *missing = NULL;

  g_assert_nonnull (game);
  g_assert_true (g_file_set_contents (present, "x", 1, NULL));
  missing = gg_game_missing_photos (game);
  g_assert_nonnull (missing);
  g_assert_nonnull (strstr (missing, "turn-1.jpg is missing"));
  g_assert_null (strstr (missing, "turn-3"));
}

typedef struct
{
  const char *name;
  const char *section;
  const char *message; /* with its place */
} Bad;

static const Bad bad[] = {
  { "unknown-key",
    "  photos:\n    - path: a.jpg\n      corners: [[0, 9], [9, 9], [9, 0], [0, 0]]\n"
    "      opactiy: 1\n",
    "bad.yaml:10:7: unknown key “opactiy” in a background photo" },
  { "unknown-section-key", "  photo: []\n", "bad.yaml:7:3: unknown key “photo” in background" },
  { "no-corners", "  photos:\n    - path: a.jpg\n", "bad.yaml:8:7: a background photo has" },
  { "crossed", "  photos:\n    - path: a.jpg\n      corners: [[0, 9], [9, 9], [0, 0], [9, 0]]\n",
    "bad.yaml:9:16: the corners' outline crosses itself" },
  { "three-corners", "  photos:\n    - path: a.jpg\n      corners: [[0, 9], [9, 9], [9, 0]]\n",
    "bad.yaml:9:16: “corners” is a list of four points" },
  { "negative-pixel",
    "  photos:\n    - path: a.jpg\n      corners: [[0, 9], [9, 9], [9, 0], [-1, 0]]\n",
    "bad.yaml:9:41: a point in a photo is in pixels" },
  { "opacity",
    "  photos:\n    - path: a.jpg\n      corners: [[0, 9], [9, 9], [9, 0], [0, 0]]\n"
    "      opacity: 2\n",
    "bad.yaml:10:16: “opacity” is from 0 to 1" },
  { "time",
    "  photos:\n    - path: a.jpg\n      corners: [[0, 9], [9, 9], [9, 0], [0, 0]]\n"
    "      time: yesterday\n",
    "bad.yaml:10:13: “time” is a date and time in ISO 8601" },
  { "point-key",
    "  photos:\n    - path: a.jpg\n      corners: [[0, 9], [9, 9], [9, 0], [0, 0]]\n"
    "      points: [{ photo: [1, 1], tabel: [1, 1] }]\n",
    "bad.yaml:10:33: unknown key “tabel” in a known point" },
  { "empty-path", "  photos:\n    - path: \"\"\n      corners: [[0, 9], [9, 9], [9, 0], [0, 0]]\n",
    "bad.yaml:8:13: a photo's “path” is a file name" },
};

static void
test_refused (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strconcat (HEAD "background:\n", bad[i].section, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = NULL;

      g_test_message ("%s", bad[i].name);
      game = gg_game_load_data (text, strlen (text), "bad.yaml", &error);
      g_assert_null (game);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, bad[i].message))
        g_error ("%s: “%s” does not start with “%s”", bad[i].name, error->message, bad[i].message);
    }
}

/* The photo overlay is a view overlay like the others, kept with the game. */
static void
test_overlay_name (void)
{
  GgOverlay o;

  g_assert_true (gg_overlay_from_string ("photo", &o));
  g_assert_cmpuint (o, ==, GG_OVERLAY_PHOTO);
  g_assert_cmpstr (gg_overlay_to_string (GG_OVERLAY_PHOTO), ==, "photo");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/game-background/read", Tmp, NULL, tmp_set_up, test_read, tmp_tear_down);
  g_test_add ("/game-background/round-trip", Tmp, NULL, tmp_set_up, test_round_trip, tmp_tear_down);
  g_test_add ("/game-background/missing-photo-warns", Tmp, NULL, tmp_set_up, test_missing_photo,
              tmp_tear_down);
  g_test_add_func ("/game-background/units", test_units);
  g_test_add_func ("/game-background/refused-with-place", test_refused);
  g_test_add_func ("/game-background/overlay-name", test_overlay_name);
  return g_test_run ();
}
