/* test-explain.c: `gigogin-cli explain fire|melee|morale` on a La Bella Gigogin scene
 * (tests/data/bg-explain.yaml): the modifiers with their rule IDs and the exact odds as JSON;
 * exit 1 for a bad file or an unknown squad, 2 for bad usage. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "cli-run.h"
#include "gg-bg-table.h"

static char *
scene (void)
{
  return fixture ("bg-explain.yaml");
}

/* Every modifier names its rule and its source. */
static void
assert_modifiers_cited (JsonArray *mods)
{
  for (guint i = 0; i < json_array_get_length (mods); i++)
    {
      JsonObject *m = json_array_get_object_element (mods, i);

      g_assert_true (g_str_has_prefix (json_object_get_string_member (m, "rule"), "BG-"));
      g_assert_nonnull (json_object_get_string_member (m, "source"));
    }
}

/* BG-12.1: one D10 per firer; the odds of 0, 1, … hits are the exact distribution of the
 * firers' independent chances (BG-12.2 modifiers, each with its rule). */
static void
test_fire (void)
{
  g_autofree char *path = scene ();
  g_auto (Run) r = { 0 };
  JsonArray *firers, *odds;
  g_autofree double *p = g_new0 (double, 12);
  guint n = 0;
  double sum = 0;

  run (&r, "explain", "fire", path, "--firer", "A2", "--target", "B1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  firers = json_object_get_array_member (root (&r), "firers");
  odds = json_object_get_array_member (root (&r), "odds");
  p[0] = 1;
  for (guint i = 0; i < json_array_get_length (firers); i++)
    {
      JsonObject *f = json_array_get_object_element (firers, i);

      if (g_strcmp0 (json_object_get_string_member (f, "eligible"), "ok") != 0)
        continue;
      assert_modifiers_cited (json_object_get_array_member (f, "modifiers"));
      for (guint k = ++n; k > 0; k--) /* convolve one firer's chance */
        p[k] = p[k] * (1 - json_object_get_double_member (f, "p_hit")) +
               p[k - 1] * json_object_get_double_member (f, "p_hit");
      p[0] *= 1 - json_object_get_double_member (f, "p_hit");
    }
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "n_firing"), ==, n);
  g_assert_cmpuint (json_array_get_length (odds), ==, n + 1);
  for (guint k = 0; k <= n; k++)
    {
      g_assert_cmpfloat_with_epsilon (json_array_get_double_element (odds, k), p[k], 1e-12);
      sum += json_array_get_double_element (odds, k);
    }
  g_assert_cmpfloat_with_epsilon (sum, 1, 1e-12);
}

/* The odds the play card shows for @firer at @target: its one core setup, each figure's own
 * weapon (gg_bg_table_fire_setup with GG_BG_WEAPON_OWN, then gg_bg_fire_prepare). */
static GArray *
card_odds (const char *path, GgBgSquadRef firer, GgBgSquadRef target)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, &error);
  g_autoptr (GgBgTable) table = NULL;
  GArray *odds = g_array_new (FALSE, FALSE, sizeof (double));
  GgBgFireSetup setup;
  GgBgFire fire;

  g_assert_no_error (error);
  table = gg_bg_table_new (game, rules);
  gg_bg_table_fire_setup (table, firer, target, GG_BG_WEAPON_OWN, &setup);
  gg_bg_fire_prepare (rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  g_array_append_vals (odds, fire.odds, fire.n_firing + 1);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  return odds;
}

/* BG-12.2-f, BG-15.2-b: explain fire takes each figure's weapon from the state, as the play card
 * does: A2's smoothbore muskets cannot reach B1 at 51 cm, though rifles could (--weapon rifle
 * asks what if); A1's rifled muskets and precision rifle each fire their own; the odds are the
 * card's, to the last digit. */
static void
test_fire_weapons (void)
{
  g_autofree char *path = fixture ("bg-explain-weapons.yaml");
  g_auto (Run) own = { 0 };
  g_auto (Run) rifle = { 0 };
  g_auto (Run) mixed = { 0 };
  JsonArray *firers, *odds;
  g_autoptr (GArray) card = NULL;

  run (&own, "explain", "fire", path, "--firer", "A2", "--target", "B1", NULL);
  g_assert_cmpint (own.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&own), "weapon"), ==, "own");
  firers = json_object_get_array_member (root (&own), "firers");
  g_assert_cmpuint (json_array_get_length (firers), ==, 3);
  for (guint i = 0; i < json_array_get_length (firers); i++)
    {
      JsonObject *f = json_array_get_object_element (firers, i);

      g_assert_cmpstr (json_object_get_string_member (f, "weapon"), ==, "smoothbore");
      g_assert_cmpstr (json_object_get_string_member (f, "eligible"), ==, "out-of-range");
    }
  g_assert_cmpint (json_object_get_int_member (root (&own), "n_firing"), ==, 0);
  run (&rifle, "explain", "fire", path, "--firer", "A2", "--target", "B1", "--weapon", "rifle",
       NULL);
  g_assert_cmpint (json_object_get_int_member (root (&rifle), "n_firing"), ==, 3);
  run (&mixed, "explain", "fire", path, "--firer", "A1", "--target", "B1", NULL);
  firers = json_object_get_array_member (root (&mixed), "firers");
  g_assert_cmpstr (
    json_object_get_string_member (json_array_get_object_element (firers, 0), "weapon"), ==,
    "rifle");
  g_assert_cmpstr (
    json_object_get_string_member (json_array_get_object_element (firers, 4), "weapon"), ==,
    "precision-rifle");
  odds = json_object_get_array_member (root (&mixed), "odds");
  card = card_odds (path, (GgBgSquadRef){ 'A', 1 }, (GgBgSquadRef){ 'B', 1 });
  g_assert_cmpuint (json_array_get_length (odds), ==, card->len);
  g_assert_cmpuint (card->len, >, 1);
  for (guint k = 0; k < card->len; k++)
    g_assert_cmpfloat (json_array_get_double_element (odds, k), ==,
                       g_array_index (card, double, k));
}

/* BG-9: the morale test's outcomes add up to 1, its modifiers cite their rules. */
static void
test_morale (void)
{
  g_autofree char *path = scene ();
  g_auto (Run) r = { 0 };
  JsonObject *outcomes;
  g_autoptr (GList) names = NULL;
  double sum = 0;

  run (&r, "explain", "morale", path, "--squad", "A1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_modifiers_cited (json_object_get_array_member (root (&r), "modifiers"));
  outcomes = json_object_get_object_member (root (&r), "outcomes");
  names = json_object_get_members (outcomes);
  for (GList *l = names; l != NULL; l = l->next)
    sum += json_object_get_double_member (outcomes, l->data);
  g_assert_cmpfloat_with_epsilon (sum, 1, 1e-12);
}

/* BG-11.8: both sides' modifiers cite their rules; each duel's chance is a probability. */
static void
test_melee (void)
{
  g_autofree char *path = scene ();
  g_auto (Run) r = { 0 };
  JsonArray *duels;

  run (&r, "explain", "melee", path, "--attacker", "A1", "--defender", "B1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_modifiers_cited (json_object_get_array_member (root (&r), "attacker_modifiers"));
  assert_modifiers_cited (json_object_get_array_member (root (&r), "defender_modifiers"));
  duels = json_object_get_array_member (root (&r), "duels");
  g_assert_cmpuint (json_array_get_length (duels), >, 0);
  for (guint i = 0; i < json_array_get_length (duels); i++)
    {
      double w =
        json_object_get_double_member (json_array_get_object_element (duels, i), "p_pairing_wins");

      g_assert_cmpfloat (w, >=, 0);
      g_assert_cmpfloat (w, <=, 1);
    }
}

/* Exit 1 with the place for a bad file or an unknown squad, 2 for bad usage. */
static void
test_errors (void)
{
  g_autofree char *path = scene ();
  g_autofree char *dir = g_dir_make_tmp ("gg-explain-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.yaml", NULL);
  g_auto (Run) unknown = { 0 };
  g_auto (Run) usage = { 0 };
  g_auto (Run) broken = { 0 };
  g_autofree char *place = NULL;

  run (&unknown, "explain", "fire", path, "--firer", "A9", "--target", "B1", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "A9"));
  run (&usage, "explain", "fire", path, "--target", "B1", NULL);
  g_assert_cmpint (usage.status, ==, 2);
  g_assert_true (g_file_set_contents (bad, "format: gigogin-game/1\nunits: [cm\n", -1, NULL));
  run (&broken, "explain", "morale", bad, "--squad", "A1", NULL);
  g_assert_cmpint (broken.status, ==, 1);
  place = g_strdup_printf ("%s:3:1: ", bad);
  g_assert_true (g_str_has_prefix (broken.err, place));
  g_unlink (bad);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/explain/fire/BG-12.1-a", test_fire);
  g_test_add_func ("/bg/explain/fire-weapons/BG-12.2-f", test_fire_weapons);
  g_test_add_func ("/bg/explain/morale/BG-9-d", test_morale);
  g_test_add_func ("/bg/explain/melee/BG-11.8-f", test_melee);
  g_test_add_func ("/bg/explain/errors", test_errors);
  return g_test_run ();
}
