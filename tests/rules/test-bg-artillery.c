/* Guns of La Bella Gigogin (BG-4.4, T-10, T-11). */
#include <glib.h>
#include <math.h>

#include "gg-bg-artillery.h"

static GgBgRules *
rules (void)
{
  return gg_bg_rules_new_builtin (20, NULL);
}

/* BG-4.4-g/h, BG-12.1-h, BG-4.4-o: canister rolls for friends and foes, never for guns */
static void
test_canister (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (12);
  GgBgPiece pieces[4] = {
    { "foe", 150, TRUE, FALSE },
    { "friend", 150, TRUE, TRUE },
    { "gun", 150, TRUE, FALSE, TRUE },
    { "hidden", 150, FALSE }, /* behind a house, BG-12.2-l */
  };
  GgBgGunFire out;
  gboolean friend_hit;

  gg_bg_canister_fire (r, dice, pieces, 4, &out);
  g_assert_cmpuint (out.n_rolled_for, ==, 2);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 2);
  g_assert_true (g_array_index (out.shots, GgBgPieceShot, 1).rolled_for);
  g_assert_false (g_array_index (out.shots, GgBgPieceShot, 2).rolled_for);
  g_assert_false (g_array_index (out.shots, GgBgPieceShot, 3).rolled_for);
  friend_hit = g_array_index (out.shots, GgBgPieceShot, 1).hit;
  g_assert_cmpint (out.friendly_fire, ==, friend_hit);
  g_assert_cmpfloat_with_epsilon (out.odds[0] + out.odds[1] + out.odds[2], 1, 1e-12);
  g_assert_true (out.house);
  gg_bg_gun_fire_clear (&out);
}

/* BG-4.4-i: round shot hits only pieces at the gun's level, each with its own die (AMB-44) */
static void
test_roundshot (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (5);
  GgBgPiece pieces[3] = {
    { "near", 300, TRUE, FALSE, FALSE, TRUE },
    { "high", 500, TRUE, FALSE, FALSE, FALSE },
    { "gun", 800, TRUE, FALSE, TRUE, TRUE }, /* guns may be hit by round shot (BG-12.1-h) */
  };
  GgBgGunFire out;

  gg_bg_roundshot_fire (r, dice, pieces, 3, &out);
  g_assert_cmpuint (out.n_rolled_for, ==, 2);
  g_assert_true (g_array_index (out.shots, GgBgPieceShot, 2).rolled_for);
  g_assert_cmpfloat (g_array_index (out.shots, GgBgPieceShot, 0).hit_on.value, ==, 5);
  g_assert_cmpfloat (g_array_index (out.shots, GgBgPieceShot, 2).hit_on.value, ==, 6);
  gg_bg_gun_fire_clear (&out);
}

/* BG-4.4-l minimum range 100 cm; BG-4.4-m over the head; appendix B case 19 */
static void
test_shell_check (void)
{
  g_autoptr (GgBgRules) r = rules ();
  const char *rule;

  g_assert_cmpint (gg_bg_shell_check (r, 990, TRUE, FALSE, G_MAXDOUBLE, FALSE, &rule), ==,
                   GG_BG_SHELL_TOO_CLOSE);
  g_assert_cmpstr (rule, ==, "BG-4.4-l");
  g_assert_cmpint (gg_bg_shell_check (r, 1000, TRUE, FALSE, G_MAXDOUBLE, FALSE, NULL), ==,
                   GG_BG_SHELL_OK);
  g_assert_cmpint (gg_bg_shell_check (r, 1500, FALSE, FALSE, G_MAXDOUBLE, TRUE, NULL), ==,
                   GG_BG_SHELL_NOT_VISIBLE);
  g_assert_cmpint (gg_bg_shell_check (r, 1500, FALSE, TRUE, 490, TRUE, &rule), ==,
                   GG_BG_SHELL_FRIENDS_AHEAD);
  g_assert_cmpstr (rule, ==, "BG-4.4-m");
  g_assert_cmpint (gg_bg_shell_check (r, 1500, FALSE, TRUE, 510, TRUE, NULL), ==, GG_BG_SHELL_OK);
  g_assert_cmpint (gg_bg_shell_check (r, 1500, FALSE, TRUE, 510, FALSE, NULL), ==,
                   GG_BG_SHELL_UCT_BLIND);
  g_assert_cmpint (gg_bg_shell_check (r, 4000, TRUE, FALSE, G_MAXDOUBLE, FALSE, NULL), ==,
                   GG_BG_SHELL_TOO_FAR);
}

/* The shell's fall through gg_bg_shell_scatter, the call the play makes, with dice seeded so the
 * rose's d10 shows @want. */
static void
scatter_to (GgBgRules *r, GgBgGun kind, GgPoint gun, GgPoint aim, int want, GgPoint *fall)
{
  for (guint32 seed = 1; seed < 1000; seed++)
    {
      g_autoptr (GgDice) dice = gg_dice_new (seed);
      int face;

      g_assert_true (gg_bg_shell_scatter (r, dice, kind, gun, aim, fall, &face, NULL));
      if (face == want)
        return;
    }
  g_assert_not_reached ();
}

/* BG-4.4-j: the rose (house, BG-MISS-05) turned along the line of fire */
static void
test_shell_scatter (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (8);
  GgPoint gun = { 0, 0 }, aim = { 0, 1500 }, fall;
  GgBgNumber rose;
  int face;

  scatter_to (r, GG_BG_GUN_CANNON, gun, aim, 0, &fall);
  g_assert_cmpfloat_with_epsilon (fall.y, 1500, 1e-9);
  scatter_to (r, GG_BG_GUN_CANNON, gun, aim, 1, &fall); /* long */
  g_assert_cmpfloat_with_epsilon (fall.y, 1600, 1e-9);
  scatter_to (r, GG_BG_GUN_CANNON, gun, aim, 3, &fall); /* right */
  g_assert_cmpfloat_with_epsilon (fall.x, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (fall.y, 1500, 1e-9);
  scatter_to (r, GG_BG_GUN_MORTAR, gun, aim, 5, &fall); /* short */
  g_assert_cmpfloat_with_epsilon (fall.y, 1450, 1e-9);
  g_assert_true (gg_bg_shell_scatter (r, dice, GG_BG_GUN_HOWITZER, gun, aim, &fall, &face, &rose));
  g_assert_cmpint (face, ==, gg_dice_get_roll (dice, 0)->value);
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&rose));
}

/* BG-4.4-k: even results hit, 0 included; appendix B case 13; odds binomial(n, 1/2) */
static void
test_shell_effect (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (21);
  GgBgPiece pieces[3] = { { "a", 0, TRUE }, { "b", 0, TRUE, TRUE }, { "c", 0, FALSE } };

  for (int i = 0; i < 30; i++)
    {
      GgBgGunFire out;

      gg_bg_shell_effect (r, dice, pieces, 3, &out);
      g_assert_cmpuint (out.n_rolled_for, ==, 2);
      g_assert_cmpfloat_with_epsilon (out.odds[1], 0.5, 1e-12);
      for (guint k = 0; k < 2; k++)
        {
          GgBgPieceShot *s = &g_array_index (out.shots, GgBgPieceShot, k);

          g_assert_cmpint (s->hit, ==, s->roll % 2 == 0);
        }
      g_assert_cmpstr (g_array_index (out.shots, GgBgPieceShot, 0).hit_on.rule, ==, "BG-4.4-k");
      gg_bg_gun_fire_clear (&out);
    }
}

/* BG-4.4-x…ab, appendix B case 10 */
static void
test_crew (void)
{
  g_autoptr (GgBgRules) r = rules ();
  const char *rule;

  g_assert_cmpint (gg_bg_gun_load_turns (r, 4, 4, &rule), ==, 1);
  g_assert_cmpstr (rule, ==, "BG-4.4-z");
  g_assert_cmpint (gg_bg_gun_load_turns (r, 8, 0, NULL), ==, 1);
  g_assert_cmpint (gg_bg_gun_load_turns (r, 2, 6, &rule), ==, 2);
  g_assert_cmpstr (rule, ==, "BG-4.4-aa");
  g_assert_cmpint (gg_bg_gun_load_turns (r, 3, 4, &rule), ==, 0);
  g_assert_cmpstr (rule, ==, "BG-4.4-x");
  g_assert_cmpint (gg_bg_gun_load_turns (r, 1, 7, &rule), ==, 0);
  g_assert_cmpstr (rule, ==, "BG-4.4-ab");
  g_assert_true (gg_bg_gun_can_fire_loaded (r, 1));
  g_assert_false (gg_bg_gun_can_fire_loaded (r, 0));
}

/* T-11: BG-4.4-q…w */
static void
test_works (void)
{
  g_autoptr (GgBgRules) r = rules ();
  gboolean halved, collapse;
  GgBgNumber n;

  g_assert_cmpint (gg_bg_work_hits_to_destroy (r, "house", 300, &halved, &collapse, &n), ==, 3);
  g_assert_false (halved);
  g_assert_true (collapse);
  g_assert_cmpstr (n.rule, ==, "BG-4.4-q");
  g_assert_cmpint (gg_bg_work_hits_to_destroy (r, "tower", 200, &halved, &collapse, NULL), ==, 8);
  g_assert_true (halved);
  g_assert_cmpint (gg_bg_work_hits_to_destroy (r, "earthwork", 20, &halved, &collapse, NULL), ==,
                   8);
  g_assert_false (collapse);
  g_assert_cmpint (gg_bg_work_hits_to_destroy (r, "castle-wall", 10, &halved, &collapse, NULL), ==,
                   3);
  g_assert_cmpint (gg_bg_work_hits_to_destroy (r, "palisade", 30, &halved, &collapse, NULL), ==, 6);
  g_assert_cmpint (gg_bg_work_hits_to_destroy (r, "fence", 10, &halved, &collapse, NULL), ==, 1);
  g_assert_false (halved);
  g_assert_cmpint (gg_bg_work_hits_to_destroy (r, "soft", 100, &halved, &collapse, &n), ==, 0);
  g_assert_true (halved);
  g_assert_cmpstr (n.rule, ==, "BG-4.4-w");
}

/* T-11, BG-4.4-p…w walked entry by entry: BG-4.4-p round shot and shell damage works; BG-4.4-q
 * house 1 hit per 100 cm², occupants in full, collapses; BG-4.4-r castle tower 4 per 100 cm²,
 * halved, collapses; BG-4.4-s earthwork and gabions 4 per 10 cm, halved; BG-4.4-t castle wall 3
 * per 10 cm, halved, collapses; BG-4.4-u palisade 2 per 10 cm, halved; BG-4.4-v fence, hedge and
 * enclosure 1 per 10 cm, in full; BG-4.4-w marsh, river, reeds, fields, vineyards: no damage,
 * occupants halved. */
static void
test_works_table (void)
{
  static const struct
  {
    const char *work;
    double size; /* cm² or cm */
    int hits;
    gboolean halved, collapse;
    const char *rule;
  } rows[] = {
    { "house", 100, 1, FALSE, TRUE, "BG-4.4-q" },
    { "house", 250, 2, FALSE, TRUE, "BG-4.4-q" },
    { "tower", 100, 4, TRUE, TRUE, "BG-4.4-r" },
    { "tower", 300, 12, TRUE, TRUE, "BG-4.4-r" },
    { "earthwork", 10, 4, TRUE, FALSE, "BG-4.4-s" },
    { "earthwork", 30, 12, TRUE, FALSE, "BG-4.4-s" },
    { "castle-wall", 20, 6, TRUE, TRUE, "BG-4.4-t" },
    { "palisade", 10, 2, TRUE, FALSE, "BG-4.4-u" },
    { "palisade", 40, 8, TRUE, FALSE, "BG-4.4-u" },
    { "fence", 20, 2, FALSE, FALSE, "BG-4.4-v" },
    { "soft", 500, 0, TRUE, FALSE, "BG-4.4-w" },
  };
  g_autoptr (GgBgRules) r = rules ();

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      gboolean halved, collapse;
      GgBgNumber n;
      int hits = gg_bg_work_hits_to_destroy (r, rows[i].work, rows[i].size, &halved, &collapse, &n);

      g_assert_cmpint (hits, ==, rows[i].hits);
      g_assert_cmpint (halved, ==, rows[i].halved);
      g_assert_cmpint (collapse, ==, rows[i].collapse);
      g_assert_cmpstr (n.rule, ==, rows[i].rule);
      g_assert_false (GG_BG_NUMBER_IS_HOUSE (&n));
    }
}

/* BG-4.4-h, BG-12.1-g: canister rolls one D10 for each figure in the cone; BG-4.4-n, BG-12.1-m:
 * pieces of other squads in the danger area, friends included, are rolled for like the target;
 * BG-12.1-b: one gun can hit several figures; BG-12.1-l: each piece has the modifiers of its own
 * cover, rolled separately. */
static void
test_canister_each (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (40);
  GgBgPiece pieces[5] = {
    { "target-1", 150, TRUE, FALSE },    { "target-2", 150, TRUE, FALSE },
    { "other-squad", 160, TRUE, FALSE }, { "friend", 100, TRUE, TRUE },
    { "behind-wall", 150, TRUE, FALSE },
  };
  GgBgGunFire out;
  GgBgPieceShot *open, *walled;

  pieces[4].target.cover = GG_BG_COVER_HARD;
  gg_bg_canister_fire (r, dice, pieces, 5, &out);
  g_assert_cmpuint (out.n_rolled_for, ==, 5);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 5);
  for (guint i = 0; i < 5; i++)
    g_assert_cmpint (g_array_index (out.shots, GgBgPieceShot, i).roll, >=, 0);
  g_assert_true (g_array_index (out.shots, GgBgPieceShot, 3).friendly);
  g_assert_cmpfloat (out.odds[2] + out.odds[3] + out.odds[4] + out.odds[5], >, 0);
  open = &g_array_index (out.shots, GgBgPieceShot, 0);
  walled = &g_array_index (out.shots, GgBgPieceShot, 4);
  g_assert_cmpint (open->total_modifier, ==, 0);
  g_assert_cmpint (walled->total_modifier, ==, -2);
  g_assert_cmpfloat (walled->p_hit, <, open->p_hit);
  gg_bg_gun_fire_clear (&out);
}

/* BG-12.4-c with AMB-44: round shot rolls separately for each piece on its line, each at its
 * own range. */
static void
test_roundshot_each (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (41);
  GgBgPiece pieces[3] = {
    { "first", 400, TRUE, FALSE, FALSE, TRUE },
    { "second", 1000, TRUE, FALSE, FALSE, TRUE },
    { "third", 1500, TRUE, FALSE, FALSE, TRUE },
  };
  GgBgGunFire out;

  gg_bg_roundshot_fire (r, dice, pieces, 3, &out);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      GgBgPieceShot *s = &g_array_index (out.shots, GgBgPieceShot, i);

      g_assert_cmpint (s->roll, ==, gg_dice_get_roll (dice, i)->value);
      g_assert_cmpint (s->hit, ==, s->roll + s->total_modifier >= s->hit_on.value);
    }
  g_assert_cmpfloat (g_array_index (out.shots, GgBgPieceShot, 0).hit_on.value, <,
                     g_array_index (out.shots, GgBgPieceShot, 2).hit_on.value);
  gg_bg_gun_fire_clear (&out);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/artillery/canister/BG-4.4-g", test_canister);
  g_test_add_func ("/bg/artillery/roundshot/BG-4.4-i", test_roundshot);
  g_test_add_func ("/bg/artillery/shell-check/BG-4.4-l-m", test_shell_check);
  g_test_add_func ("/bg/artillery/scatter/BG-4.4-j", test_shell_scatter);
  g_test_add_func ("/bg/artillery/shell-effect/BG-4.4-k", test_shell_effect);
  g_test_add_func ("/bg/artillery/crew/BG-4.4-x", test_crew);
  g_test_add_func ("/bg/artillery/works/BG-4.4-q", test_works);
  g_test_add_func ("/bg/artillery/works-table/BG-4.4-p", test_works_table);
  g_test_add_func ("/bg/artillery/canister-each/BG-4.4-h", test_canister_each);
  g_test_add_func ("/bg/artillery/roundshot-each/BG-12.4-c", test_roundshot_each);
  return g_test_run ();
}
