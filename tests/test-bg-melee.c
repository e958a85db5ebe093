/* Melee of La Bella Gigogin (BG-11, T-08). */
#include <glib.h>

#include "gg-bg-melee.h"

static GgBgRules *
rules (void)
{
  return gg_bg_rules_new_builtin (20, NULL);
}

/* BG-11.3-d/e, appendix B cases 4 and 5 */
static void
test_pairing (void)
{
  g_autoptr (GArray) a = g_array_new (FALSE, TRUE, sizeof (GgBgDuel));
  g_autoptr (GArray) b = g_array_new (FALSE, TRUE, sizeof (GgBgDuel));
  guint used = 0;

  gg_bg_melee_pair (8, 10, 2, a);
  g_assert_cmpuint (a->len, ==, 8);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpuint (g_array_index (a, GgBgDuel, i).n_pairing, ==, 1);
  gg_bg_melee_pair (10, 4, 2, b);
  g_assert_cmpuint (b->len, ==, 4);
  for (guint i = 0; i < b->len; i++)
    {
      g_assert_cmpuint (g_array_index (b, GgBgDuel, i).n_pairing, ==, 2); /* never 3 vs 1 */
      used += 2;
    }
  g_assert_cmpuint (10 - used, ==, 2); /* two attackers unengaged */
  g_array_set_size (b, 0);
  gg_bg_melee_pair (5, 4, 2, b);
  g_assert_cmpuint (g_array_index (b, GgBgDuel, 0).n_pairing, ==, 2);
  g_assert_cmpuint (g_array_index (b, GgBgDuel, 1).n_pairing, ==, 1);
}

static int
total (GgBgRules *r, const GgBgMeleeSide *own, const GgBgMeleeSide *enemy, gboolean attacker,
       guint round, const GgBgMeleeFigure *f)
{
  g_autoptr (GArray) mods = gg_bg_modifiers_new ();

  gg_bg_melee_modifiers (r, own, enemy, attacker, round, f, mods);
  return gg_bg_modifiers_total (mods);
}

/* T-08 and appendix B cases 6 and 16: BG-11.4-a/b, BG-11.5-a, BG-11.7-a, BG-11.8-a…i */
static void
test_modifiers (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMeleeSide lancers = { GG_BG_ARM_CAVALRY, TRUE };
  GgBgMeleeSide infantry = { GG_BG_ARM_INFANTRY, TRUE };
  GgBgMeleeSide lost = { GG_BG_ARM_INFANTRY, TRUE, TRUE };
  GgBgMeleeSide def = { GG_BG_ARM_INFANTRY, FALSE, FALSE, GG_BG_COVER_HARD, FALSE, TRUE };
  GgBgMeleeSide mass = { GG_BG_ARM_INFANTRY, .mass = TRUE };
  GgBgMeleeFigure lancer = { "l", .lance = TRUE }, plain = { "p" }, flanked = { "f", TRUE };
  GgBgMeleeFigure hero = { "h", .indomito = TRUE }, poor = { "c", .cattivo_schermidore = TRUE };

  g_assert_cmpint (total (r, &lancers, &def, TRUE, 1, &lancer), ==, 3);
  g_assert_cmpint (total (r, &lancers, &def, TRUE, 2, &lancer), ==, 0); /* BG-11.3-g */
  g_assert_cmpint (total (r, &lancers, &def, TRUE, 1, &plain), ==, 2);
  g_assert_cmpint (total (r, &infantry, &def, TRUE, 1, &plain), ==, 1);
  g_assert_cmpint (total (r, &lost, &def, TRUE, 1, &plain), ==, 0); /* BG-11.5-b */
  g_assert_cmpint (total (r, &def, &lancers, FALSE, 1, &flanked), ==, 2 - 4 - 3);
  g_assert_cmpint (total (r, &def, &lancers, FALSE, 3, &flanked), ==, -5); /* all rounds */
  g_assert_cmpint (total (r, &mass, &lancers, FALSE, 1, &plain), ==, 1);   /* BG-11.8-b */
  g_assert_cmpint (total (r, &mass, &infantry, FALSE, 1, &plain), ==, 0);
  g_assert_cmpint (total (r, &infantry, &def, TRUE, 2, &hero), ==, 1);  /* BG-15.1-g */
  g_assert_cmpint (total (r, &infantry, &def, TRUE, 2, &poor), ==, -1); /* BG-15.1-m */
}

/* BG-11.3-a/b: duel odds, exact, ties re-rolled */
static void
test_duel_odds (void)
{
  int zero[2] = { 0, 0 }, plus[1] = { 9 };

  g_assert_cmpfloat_with_epsilon (gg_bg_duel_odds (zero, 1, 0), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_bg_duel_odds (plus, 1, 0), 1, 1e-12);
  /* +1: wins 55 of the 91 untied throws (9 of 100 tie) */
  g_assert_cmpfloat_with_epsilon (gg_bg_duel_odds ((int[]){ 1 }, 1, 0), 55 / 91.0, 1e-12);
  g_assert_cmpfloat (gg_bg_duel_odds (zero, 2, 0), >, 0.5); /* two against one (AMB-38) */
}

/* BG-11.3-c: rounds until one side is gone; replays identically from the seed */
static void
test_fight (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMeleeSide att = { GG_BG_ARM_INFANTRY, TRUE };
  GgBgMeleeSide def = { GG_BG_ARM_INFANTRY };
  GgBgMeleeFigure a[6] = { { "a1" }, { "a2" }, { "a3" }, { "a4" }, { "a5" }, { "a6" } };
  GgBgMeleeFigure d[4] = { { "d1" }, { "d2" }, { "d3" }, { "d4" } };
  GgBgMeleeOutcome o[2];

  for (int run = 0; run < 2; run++)
    {
      g_autoptr (GgDice) dice = gg_dice_new (1848);

      gg_bg_melee_fight (r, dice, &att, a, 6, &def, d, 4, NULL, &o[run]);
      g_assert_true (o[run].attackers_left == 0 || o[run].defenders_left == 0);
      g_assert_cmpuint (o[run].attackers_left + o[run].defenders_left, >, 0);
      g_assert_cmpint (o[run].attacker_won, ==, o[run].defenders_left == 0);
    }
  g_assert_cmpuint (o[0].rounds, ==, o[1].rounds);
  g_assert_cmpuint (o[0].attackers_left, ==, o[1].attackers_left);
  g_assert_cmpuint (o[0].attackers_lost->len, ==, 6 - o[0].attackers_left);
  g_assert_cmpuint (o[0].defenders_lost->len, ==, 4 - o[0].defenders_left);
  for (int run = 0; run < 2; run++)
    gg_bg_melee_outcome_clear (&o[run]);
}

/* One round: each duel eliminates exactly one figure; first round pairs the attacker */
static void
test_round (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (3);
  GgBgMeleeSide att = { GG_BG_ARM_CAVALRY, TRUE };
  GgBgMeleeSide def = { GG_BG_ARM_INFANTRY };
  GgBgMeleeFigure a[3] = { { "a1", .lance = TRUE }, { "a2" }, { "a3" } };
  GgBgMeleeFigure d[2] = { { "d1" }, { "d2" } };
  GgBgMeleeRound round;

  gg_bg_melee_round (r, dice, &att, a, 3, &def, d, 2, 1, &round);
  g_assert_true (round.attacker_pairs);
  g_assert_cmpuint (round.duels->len, ==, 2);
  g_assert_cmpuint (round.attackers_lost->len + round.defenders_lost->len, ==, 2);
  g_assert_cmpint (g_array_index (round.duels, GgBgDuel, 0).mods_pairing[0], ==, 3);
  for (guint i = 0; i < round.duels->len; i++)
    {
      GgBgDuel *duel = &g_array_index (round.duels, GgBgDuel, i);

      g_assert_cmpuint (duel->rolls->len % (duel->n_pairing + 1), ==, 0);
      g_assert_cmpfloat (duel->p_pairing_wins, >, 0.5);
    }
  gg_bg_melee_round_clear (&round);
  gg_bg_melee_round (r, NULL, &att, a, 3, &def, d, 2, 2, &round); /* odds only */
  g_assert_false (round.attacker_pairs);                          /* BG-11.3-f */
  g_assert_cmpuint (round.attackers_lost->len, ==, 0);
  gg_bg_melee_round_clear (&round);
}

static int
mods_total (GgBgRules *r, const GgBgMeleeSide *own, const GgBgMeleeSide *enemy, gboolean attacker,
            guint round, const GgBgMeleeFigure *figure)
{
  g_autoptr (GArray) mods = gg_bg_modifiers_new ();

  gg_bg_melee_modifiers (r, own, enemy, attacker, round, figure, mods);
  return gg_bg_modifiers_total (mods);
}

/* BG-11.6-a with AMB-42: an attacker whose centre is outside the defender's frontal ±45° arc
 * attacks in flank or rear; BG-11.6-b: that defender has -3 against him. */
static void
test_flank (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBase defender = { { 0, 0 }, 0, GG_BASE_RECT, 15, 20, 0 };
  GgBase front = { { 0, 20 }, 180, GG_BASE_RECT, 15, 20, 0 };
  GgBase oblique = { { 12, 22 }, 200, GG_BASE_RECT, 15, 20, 0 };
  GgBase side = { { 15, 0 }, 270, GG_BASE_RECT, 15, 20, 0 };
  GgBase rear = { { 0, -20 }, 0, GG_BASE_RECT, 15, 20, 0 };
  GgBgMeleeSide def = { GG_BG_ARM_INFANTRY }, att = { GG_BG_ARM_INFANTRY, TRUE };
  GgBgMeleeFigure flanked = { "d", TRUE }, faced = { "d", FALSE };
  g_autoptr (GArray) mods = gg_bg_modifiers_new ();

  g_assert_false (gg_bg_melee_flanked (r, &defender, &front));
  g_assert_false (gg_bg_melee_flanked (r, &defender, &oblique));
  g_assert_true (gg_bg_melee_flanked (r, &defender, &side));
  g_assert_true (gg_bg_melee_flanked (r, &defender, &rear));
  defender.facing = 90; /* turned to face the one who was on his side */
  g_assert_false (gg_bg_melee_flanked (r, &defender, &side));
  g_assert_true (gg_bg_melee_flanked (r, &defender, &front));
  gg_bg_melee_modifiers (r, &def, &att, FALSE, 1, &flanked, mods);
  g_assert_cmpuint (mods->len, ==, 1);
  g_assert_cmpfloat (g_array_index (mods, GgBgModifier, 0).value, ==, -3);
  g_assert_cmpstr (g_array_index (mods, GgBgModifier, 0).rule, ==, "BG-11.8-d");
  g_assert_cmpint (mods_total (r, &def, &att, FALSE, 2, &flanked), ==, -3);
  g_assert_cmpint (mods_total (r, &def, &att, FALSE, 1, &faced), ==, 0);
}

/* BG-11.3-h, BG-11.8-h: the -4 of being out of command is the defender's, as found when the
 * charge began (an attacker out of command could not have charged); BG-11.3-i: it holds in
 * every later round, whatever happens to the leaders meanwhile. */
static void
test_command_at_charge (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMeleeSide att = { GG_BG_ARM_INFANTRY, TRUE }, def = { GG_BG_ARM_INFANTRY };
  GgBgMeleeFigure fig = { "x" };

  att.out_of_command = TRUE;
  g_assert_cmpint (mods_total (r, &att, &def, TRUE, 1, &fig), ==, 1); /* assault +1 only */
  g_assert_cmpint (mods_total (r, &att, &def, TRUE, 2, &fig), ==, 0);
  def.out_of_command = TRUE;
  for (guint round = 1; round <= 4; round++)
    g_assert_cmpint (mods_total (r, &def, &att, FALSE, round, &fig), ==, -4);
}

/* BG-11.4-b, BG-11.7-a: lancers have a further +1, first turn only; BG-11.4-a +2 for the charge. */
static void
test_lance (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMeleeSide cav = { GG_BG_ARM_CAVALRY, TRUE }, inf = { GG_BG_ARM_INFANTRY };
  GgBgMeleeFigure lancer = { "l", FALSE, TRUE }, sabre = { "s" };

  g_assert_cmpint (mods_total (r, &cav, &inf, TRUE, 1, &lancer), ==, 3);
  g_assert_cmpint (mods_total (r, &cav, &inf, TRUE, 1, &sabre), ==, 2);
  g_assert_cmpint (mods_total (r, &cav, &inf, TRUE, 2, &lancer), ==, 0);
  cav.charged = FALSE; /* contact without a declared charge: no bonus (AMB-33) */
  g_assert_cmpint (mods_total (r, &cav, &inf, TRUE, 1, &lancer), ==, 0);
}

/* BG-11.8-i: modifiers add up, but only one cover counts; appendix B case 16. BG-5-f with
 * BG-11.8-b: mass helps against cavalry only. */
static void
test_cumulative (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMeleeSide def = { GG_BG_ARM_INFANTRY }, cav = { GG_BG_ARM_CAVALRY, TRUE };
  GgBgMeleeSide inf = { GG_BG_ARM_INFANTRY, TRUE };
  GgBgMeleeFigure flanked = { "d", TRUE }, plain = { "p" }, lancer = { "l", FALSE, TRUE };

  def.cover = GG_BG_COVER_HARD;
  def.out_of_command = TRUE;
  g_assert_cmpint (mods_total (r, &def, &cav, FALSE, 1, &flanked), ==, 2 - 4 - 3);
  g_assert_cmpint (mods_total (r, &cav, &def, TRUE, 1, &lancer), ==, 3);
  def.cover = GG_BG_COVER_FORTIFICATION; /* one cover, the one the defender has */
  g_assert_cmpint (mods_total (r, &def, &cav, FALSE, 1, &plain), ==, 3 - 4);
  def.cover = GG_BG_COVER_NONE;
  def.out_of_command = FALSE;
  def.mass = TRUE;
  g_assert_cmpint (mods_total (r, &def, &cav, FALSE, 1, &plain), ==, 1);
  g_assert_cmpint (mods_total (r, &def, &inf, FALSE, 1, &plain), ==, 0);
}

/* BG-11.1-a, BG-4.2-j, BG-4.3-f: every figure that came into contact fights every enemy figure
 * that can react: with three against three, each fights in a duel of its own. */
static void
test_everyone_fights (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (11);
  GgBgMeleeSide att = { GG_BG_ARM_INFANTRY, TRUE }, def = { GG_BG_ARM_INFANTRY };
  GgBgMeleeFigure a[3] = { { "a0" }, { "a1" }, { "a2" } }, d[3] = { { "d0" }, { "d1" }, { "d2" } };
  GgBgMeleeRound round;
  guint seen_a = 0, seen_d = 0;

  gg_bg_melee_round (r, dice, &att, a, 3, &def, d, 3, 1, &round);
  g_assert_cmpuint (round.duels->len, ==, 3);
  for (guint i = 0; i < round.duels->len; i++)
    {
      GgBgDuel *duel = &g_array_index (round.duels, GgBgDuel, i);

      seen_a |= 1u << duel->pairing[0];
      seen_d |= 1u << duel->other;
      g_assert_true (duel->rolled);
      g_assert_cmpuint (duel->rolls->len, >=, 2);
    }
  g_assert_cmpuint (seen_a, ==, 7);
  g_assert_cmpuint (seen_d, ==, 7);
  g_assert_cmpuint (round.attackers_lost->len + round.defenders_lost->len, ==, 3);
  gg_bg_melee_round_clear (&round);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/melee/pairing/BG-11.3-d-e", test_pairing);
  g_test_add_func ("/bg/melee/modifiers/BG-11.8", test_modifiers);
  g_test_add_func ("/bg/melee/duel-odds/BG-11.3-b", test_duel_odds);
  g_test_add_func ("/bg/melee/fight/BG-11.3-c", test_fight);
  g_test_add_func ("/bg/melee/round/BG-11.3-f", test_round);
  g_test_add_func ("/bg/melee/flank/BG-11.6-a", test_flank);
  g_test_add_func ("/bg/melee/command/BG-11.3-i", test_command_at_charge);
  g_test_add_func ("/bg/melee/lance/BG-11.4-b", test_lance);
  g_test_add_func ("/bg/melee/cumulative/BG-11.8-i", test_cumulative);
  g_test_add_func ("/bg/melee/everyone-fights/BG-4.2-j", test_everyone_fights);
  return g_test_run ();
}
