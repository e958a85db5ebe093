/* Melee of La Bella Gigogin (BG-11, T-08). */
#include <glib.h>

#include "gg-bg-melee.h"

static GgBgRules *
rules (void)
{
  return gg_bg_rules_new_builtin (20, NULL);
}

/* One round's odds (no dice), @n_attackers plain figures against @n_defenders, as the melee
 * fights it (gg_bg_melee_round): its pairings and odds, the modifiers each figure had. */
static void
round_of (GgBgRules *r, const GgBgMeleeSide *attacker, const GgBgMeleeFigure *attackers,
          guint n_attackers, const GgBgMeleeSide *defender, const GgBgMeleeFigure *defenders,
          guint n_defenders, guint round, GgBgMeleeRound *out)
{
  gg_bg_melee_round (r, NULL, attacker, attackers, n_attackers, defender, defenders, n_defenders,
                     round, out);
}

/* The first round's pairings of @n_attackers plain infantry against @n_defenders. */
static GArray *
pairings (GgBgRules *r, guint n_attackers, guint n_defenders)
{
  static const GgBgMeleeFigure plain[10] = { { "0" }, { "1" }, { "2" }, { "3" }, { "4" },
                                             { "5" }, { "6" }, { "7" }, { "8" }, { "9" } };
  GgBgMeleeSide side = { GG_BG_ARM_INFANTRY };
  GgBgMeleeRound round;
  GArray *duels;

  round_of (r, &side, plain, n_attackers, &side, plain, n_defenders, 1, &round);
  g_assert_true (round.attacker_pairs);
  duels = g_array_copy (round.duels);
  gg_bg_melee_round_clear (&round);
  return duels;
}

/* BG-11.3-d/e, appendix B cases 4 and 5 */
static void
test_pairing (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GArray) a = pairings (r, 8, 10);
  g_autoptr (GArray) b = pairings (r, 10, 4);
  g_autoptr (GArray) c = pairings (r, 5, 4);
  guint used = 0;

  g_assert_cmpuint (a->len, ==, 8);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpuint (g_array_index (a, GgBgDuel, i).n_pairing, ==, 1);
  g_assert_cmpuint (b->len, ==, 4);
  for (guint i = 0; i < b->len; i++)
    {
      g_assert_cmpuint (g_array_index (b, GgBgDuel, i).n_pairing, ==, 2); /* never 3 vs 1 */
      used += 2;
    }
  g_assert_cmpuint (10 - used, ==, 2); /* two attackers unengaged */
  g_assert_cmpuint (g_array_index (c, GgBgDuel, 0).n_pairing, ==, 2);
  g_assert_cmpuint (g_array_index (c, GgBgDuel, 1).n_pairing, ==, 1);
}

/* The modifiers figure @f had in round @round of a melee between @own and @enemy, as the round
 * lists them (gg_bg_melee_round); @attacker says which side @own is. */
static GArray *
figure_mods (GgBgRules *r, const GgBgMeleeSide *own, const GgBgMeleeSide *enemy, gboolean attacker,
             guint round, const GgBgMeleeFigure *f)
{
  static const GgBgMeleeFigure other = { "e" };
  GgBgMeleeRound out;
  GArray *mods;

  if (attacker)
    round_of (r, own, f, 1, enemy, &other, 1, round, &out);
  else
    round_of (r, enemy, &other, 1, own, f, 1, round, &out);
  mods = g_array_ref (g_ptr_array_index (attacker ? out.attacker_mods : out.defender_mods, 0));
  gg_bg_melee_round_clear (&out);
  return mods;
}

static int
total (GgBgRules *r, const GgBgMeleeSide *own, const GgBgMeleeSide *enemy, gboolean attacker,
       guint round, const GgBgMeleeFigure *f)
{
  g_autoptr (GArray) mods = figure_mods (r, own, enemy, attacker, round, f);

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

/* The first round's first duel of @n_attackers figures @a on @attacker against @d on @defender:
 * the odds the round gives the pairing side, its modifiers checked against @pairing and @other. */
static double
odds (GgBgRules *r, const GgBgMeleeSide *attacker, const GgBgMeleeFigure *a, guint n_attackers,
      const GgBgMeleeSide *defender, const GgBgMeleeFigure *d, int pairing, int other)
{
  GgBgMeleeRound round;
  GgBgDuel *duel;
  double p;

  round_of (r, attacker, a, n_attackers, defender, d, 1, 1, &round);
  duel = &g_array_index (round.duels, GgBgDuel, 0);
  g_assert_cmpuint (duel->n_pairing, ==, n_attackers);
  for (guint i = 0; i < duel->n_pairing; i++)
    g_assert_cmpint (duel->mods_pairing[i], ==, pairing);
  g_assert_cmpint (duel->mod_other, ==, other);
  p = duel->p_pairing_wins;
  gg_bg_melee_round_clear (&round);
  return p;
}

/* BG-11.3-a/b: duel odds, exact, ties re-rolled, as the melee's round gives them */
static void
test_duel_odds (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMeleeSide plain = { GG_BG_ARM_INFANTRY }, assault = { GG_BG_ARM_INFANTRY, TRUE };
  GgBgMeleeSide lancers = { GG_BG_ARM_CAVALRY, TRUE };
  GgBgMeleeSide shaken = { GG_BG_ARM_INFANTRY, .out_of_command = TRUE };
  GgBgMeleeFigure two[2] = { { "a" }, { "b" } }, lancer = { "l", .lance = TRUE };
  GgBgMeleeFigure worst = { "w", TRUE, .cattivo_schermidore = TRUE };

  g_assert_cmpfloat_with_epsilon (odds (r, &plain, two, 1, &plain, two, 0, 0), 0.5, 1e-12);
  /* +3 against -8: 11 to the good, every throw won */
  g_assert_cmpfloat_with_epsilon (odds (r, &lancers, &lancer, 1, &shaken, &worst, 3, -8), 1, 1e-12);
  /* +1: wins 55 of the 91 untied throws (9 of 100 tie) */
  g_assert_cmpfloat_with_epsilon (odds (r, &assault, two, 1, &plain, two, 1, 0), 55 / 91.0, 1e-12);
  g_assert_cmpfloat (odds (r, &plain, two, 2, &plain, two, 0, 0), >,
                     0.5); /* two against one (AMB-38) */
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
  g_autoptr (GArray) mods = NULL;

  g_assert_false (gg_bg_melee_flanked (r, &defender, &front));
  g_assert_false (gg_bg_melee_flanked (r, &defender, &oblique));
  g_assert_true (gg_bg_melee_flanked (r, &defender, &side));
  g_assert_true (gg_bg_melee_flanked (r, &defender, &rear));
  defender.facing = 90; /* turned to face the one who was on his side */
  g_assert_false (gg_bg_melee_flanked (r, &defender, &side));
  g_assert_true (gg_bg_melee_flanked (r, &defender, &front));
  mods = figure_mods (r, &def, &att, FALSE, 1, &flanked);
  g_assert_cmpuint (mods->len, ==, 1);
  g_assert_cmpfloat (g_array_index (mods, GgBgModifier, 0).value, ==, -3);
  g_assert_cmpstr (g_array_index (mods, GgBgModifier, 0).rule, ==, "BG-11.8-d");
  g_assert_cmpint (total (r, &def, &att, FALSE, 2, &flanked), ==, -3);
  g_assert_cmpint (total (r, &def, &att, FALSE, 1, &faced), ==, 0);
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
  g_assert_cmpint (total (r, &att, &def, TRUE, 1, &fig), ==, 1); /* assault +1 only */
  g_assert_cmpint (total (r, &att, &def, TRUE, 2, &fig), ==, 0);
  def.out_of_command = TRUE;
  for (guint round = 1; round <= 4; round++)
    g_assert_cmpint (total (r, &def, &att, FALSE, round, &fig), ==, -4);
}

/* BG-11.4-b, BG-11.7-a: lancers have a further +1, first turn only; BG-11.4-a +2 for the charge. */
static void
test_lance (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMeleeSide cav = { GG_BG_ARM_CAVALRY, TRUE }, inf = { GG_BG_ARM_INFANTRY };
  GgBgMeleeFigure lancer = { "l", FALSE, TRUE }, sabre = { "s" };

  g_assert_cmpint (total (r, &cav, &inf, TRUE, 1, &lancer), ==, 3);
  g_assert_cmpint (total (r, &cav, &inf, TRUE, 1, &sabre), ==, 2);
  g_assert_cmpint (total (r, &cav, &inf, TRUE, 2, &lancer), ==, 0);
  cav.charged = FALSE; /* contact without a declared charge: no bonus (AMB-33) */
  g_assert_cmpint (total (r, &cav, &inf, TRUE, 1, &lancer), ==, 0);
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
  g_assert_cmpint (total (r, &def, &cav, FALSE, 1, &flanked), ==, 2 - 4 - 3);
  g_assert_cmpint (total (r, &cav, &def, TRUE, 1, &lancer), ==, 3);
  def.cover = GG_BG_COVER_FORTIFICATION; /* one cover, the one the defender has */
  g_assert_cmpint (total (r, &def, &cav, FALSE, 1, &plain), ==, 3 - 4);
  def.cover = GG_BG_COVER_NONE;
  def.out_of_command = FALSE;
  def.mass = TRUE;
  g_assert_cmpint (total (r, &def, &cav, FALSE, 1, &plain), ==, 1);
  g_assert_cmpint (total (r, &def, &inf, FALSE, 1, &plain), ==, 0);
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
