/* Contact and targets (gg-bg-contact.h): contact without a declared assault, closing after
 * contact, squad against squad, isolated soldiers; and a hidden ambush in cover (gg-bg-table.h). */
#include <glib.h>
#include <string.h>

#include "gg-bg-contact.h"
#include "gg-bg-table.h"

#include "bg-scene.h"

/* Side A: squad 1 in a wood (leader and two), squad 2 in the open (leader, one beside him and one
 * 16 cm away). Side B: squads 1 and 2. 20 mm. */
static const char scene[] =
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n"
  "table: { width: 180, depth: 120 }\n"
  "terrain:\n"
  "  - { id: wood, kind: wood, polygon: [[10, 10], [40, 10], [40, 40], [10, 40]] }\n"
  "figures:\n"
  "  - { id: A-1-L, x: 20, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: L1 }\n"
  "  - { id: A-1-1, x: 22, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-1-2, x: 24, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-2-L, x: 100, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: L2 }\n"
  "  - { id: A-2-1, x: 102, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  /* 17.5 cm between centres: 16 cm edge to edge, beyond the leader's 15 */
  "  - { id: A-2-2, x: 117.5, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: A-PLA, x: 110, y: 10, facing: 0, base: { front: 15, depth: 20 }, side: A, role: PLA "
  "}\n"
  "  - { id: B-1-L, x: 100, y: 22, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: L1 }\n"
  "  - { id: B-1-1, x: 102, y: 22, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-2-L, x: 150, y: 80, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 2, "
  "role: L2 }\n";

static GgGame *
load (void)
{
  return bg_scene_load (scene, "contact.yaml", 5);
}

static double
assault_bonus (GgBgRules *rules, gboolean charged)
{
  GgBgMeleeSide att = { .arm = GG_BG_ARM_INFANTRY, .charged = charged };
  GgBgMeleeSide def = { .arm = GG_BG_ARM_INFANTRY };
  GgBgMeleeFigure f = { .id = "A-2-L" }, enemy = { .id = "B-1-L" };
  GgBgMeleeRound round;
  double total;

  /* the first round as the melee fights it, odds only */
  gg_bg_melee_round (rules, NULL, &att, &f, 1, &def, &enemy, 1, 1, &round);
  total = gg_bg_modifiers_total (g_ptr_array_index (round.attacker_mods, 0));
  gg_bg_melee_round_clear (&round);
  return total;
}

/* BG-4.2-i with AMB-33: a squad that touches an enemy squad while moving, with no assault
 * declared, fights a melee at once: no morale test (no die rolled), no movement bonus, and no
 * assault bonus in the first round; out of command, it may not seek the contact. */
static void
test_contact (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a2 = { 'A', 2 }, b1 = { 'B', 1 };
  guint rolls = gg_dice_get_n_rolls (game->state->dice);
  GgBgAssault as;

  gg_bg_state_squad (game->state, 'A', 2, TRUE)->command = 1; /* in at its activation */
  gg_bg_play_contact (game, rules, &a2, &b1, TRUE, &as);
  g_assert_true (as.allowed);
  g_assert_true (as.melee);
  g_assert_cmpint (as.bonus_roll, ==, -1);
  g_assert_cmpfloat (as.bonus_mm, ==, 0);
  g_assert_cmpstr (as.rule, ==, "BG-4.2-i");
  g_assert_cmpuint (gg_dice_get_n_rolls (game->state->dice), ==, rolls);
  gg_bg_assault_clear (&as);
  g_assert_cmpfloat (assault_bonus (rules, FALSE), ==, 0);
  g_assert_cmpfloat (assault_bonus (rules, TRUE), ==, 1);
  gg_bg_state_squad (game->state, 'A', 2, TRUE)->command = 0; /* out at its activation */
  gg_bg_play_contact (game, rules, &a2, &b1, TRUE, &as);
  g_assert_false (as.allowed);
  g_assert_false (as.melee);
  g_assert_cmpstr (as.rule, ==, "AMB-33");
  gg_bg_play_contact (game, rules, &a2, &b1, FALSE, &as); /* it was run into */
  g_assert_true (as.melee);
}

/* BG-11.2-c with AMB-31: once one base touches, the others close if their movement left covers
 * the gap, two at most on each defender (BG-11.3-e); with no base touching, nobody closes. */
static void
test_closing (void)
{
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  double left[] = { 50, 50, 50, 50 };
  double gaps[] = { 0, 30, 80, 40 };
  double apart[] = { 10, 30, 80, 40 };
  gboolean closes[4];

  g_assert_cmpuint (gg_bg_close_after_contact (rules, left, gaps, 4, 3, closes), ==, 3);
  g_assert_true (closes[0] && closes[1] && !closes[2] && closes[3]);
  g_assert_cmpuint (gg_bg_close_after_contact (rules, left, gaps, 4, 1, closes), ==, 2);
  g_assert_true (closes[0] && closes[1] && !closes[3]);
  g_assert_cmpuint (gg_bg_close_after_contact (rules, left, apart, 4, 3, closes), ==, 0);
  g_assert_false (closes[0] || closes[1]);
}

/* BG-14.2-c: a hidden ambush should be laid in cover: squad A1 stands in a wood, A2 in the open. */
static void
test_imboscata_cover (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgBgTable *table = gg_bg_table_new (game, rules);

  g_assert_true (gg_bg_table_squad_in_cover (table, 'A', 1));
  g_assert_false (gg_bg_table_squad_in_cover (table, 'A', 2));
  g_assert_false (gg_bg_table_squad_in_cover (table, 'A', 9));
  gg_bg_table_free (table);
}

/* BG-3.1-d: one figure to a base: a base two foot figures wide, or two deep, is flagged; a mounted
 * base, a gun and a team (45 mm front at 20 mm) are not. */
static void
test_single_bases (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgBgTable *table = gg_bg_table_new (game, rules);
  g_autoptr (GPtrArray) none = gg_bg_table_multiple_bases (table);
  g_autoptr (GPtrArray) two = NULL;

  g_assert_cmpuint (none->len, ==, 0);
  gg_game_lookup_figure (game, "A-1-1")->base.front = 30; /* two abreast */
  gg_game_lookup_figure (game, "A-1-2")->base.depth = 40; /* two deep */
  gg_game_lookup_figure (game, "A-2-1")->base.depth = 30; /* mounted */
  gg_game_lookup_figure (game, "B-2-L")->base.front = 45; /* a team or limber */
  gg_game_lookup_figure (game, "B-2-L")->base.depth = 90;
  two = gg_bg_table_multiple_bases (table);
  g_assert_cmpuint (two->len, ==, 2);
  g_assert_cmpstr (((GgFigure *) two->pdata[0])->id, ==, "A-1-1");
  g_assert_cmpstr (((GgFigure *) two->pdata[1])->id, ==, "A-1-2");
  gg_bg_table_free (table);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/bg/contact/no-assault/BG-4.2-i", test_contact);
  g_test_add_func ("/bg/contact/closing/BG-11.2-c", test_closing);
  g_test_add_func ("/bg/hidden/imboscata-cover/BG-14.2-c", test_imboscata_cover);
  g_test_add_func ("/bg/table/single-bases/BG-3.1-d", test_single_bases);
  return g_test_run ();
}
