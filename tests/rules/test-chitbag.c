/* The initiative chit bag (BG-2.2, BG-3.4, BG-15.1-d, AMB-02/03). */
#include <glib.h>
#include <string.h>

#include "gg-chitbag.h"

static GgChitBag *
bag_with (GgChitMode mode, int a, int b)
{
  GgChitBag *bag = gg_chitbag_new (mode);

  for (int i = 1; i <= a; i++)
    g_assert_true (gg_chitbag_add_squad (bag, 'A', i, NULL));
  for (int i = 1; i <= b; i++)
    g_assert_true (gg_chitbag_add_squad (bag, 'B', i, NULL));
  return bag;
}

/* BG-2.2-a/c: two at a time, no chit twice in a turn, empty bag ends the turn */
static void
test_draw_pairs (void)
{
  g_autoptr (GgChitBag) bag = bag_with (GG_CHIT_MODE_TOKENS, 4, 3);
  g_autoptr (GgDice) dice = gg_dice_new (7);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GgChit pair[2];
  guint n, total = 0, pairs = 0;

  while ((n = gg_chitbag_draw_pair (bag, dice, pair)) > 0)
    {
      pairs++;
      for (guint i = 0; i < n; i++)
        {
          char *s = gg_chit_to_string (pair[i]);

          g_assert_false (g_hash_table_contains (seen, s));
          g_assert_true (gg_chitbag_has_activated (bag, pair[i].side, pair[i].squad));
          g_hash_table_add (seen, s);
        }
      total += n;
      /* AMB-03: only the last chit may come out alone */
      if (n == 1)
        g_assert_true (gg_chitbag_is_turn_over (bag));
    }
  g_assert_cmpuint (total, ==, 7);
  g_assert_cmpuint (pairs, ==, 4);
  g_assert_true (gg_chitbag_is_turn_over (bag));
  gg_chitbag_new_turn (bag);
  g_assert_cmpuint (gg_chitbag_get_turn (bag), ==, 2);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (bag), ==, 7);
  g_assert_false (gg_chitbag_has_activated (bag, 'A', 1));
}

/* BG-3.4-d: chits of destroyed squads leave the bag, this turn and the next */
static void
test_destroyed_leave (void)
{
  g_autoptr (GgChitBag) bag = bag_with (GG_CHIT_MODE_TOKENS, 2, 2);
  g_autoptr (GgDice) dice = gg_dice_new (1);
  GgChit pair[2];

  gg_chitbag_remove_squad (bag, 'B', 2);
  g_assert_false (gg_chitbag_in_bag (bag, 'B', 2));
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (bag), ==, 3);
  while (gg_chitbag_draw_pair (bag, dice, pair) > 0)
    g_assert_false (pair[0].side == 'B' && pair[0].squad == 2);
  gg_chitbag_new_turn (bag);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (bag), ==, 3);
  g_assert_false (gg_chitbag_in_bag (bag, 'B', 2));
}

/* BG-3.4-a: the three materials, the rules' tokens, tombola numbers and poker cards; BG-3.4-c/e/f,
 * AMB-02: what numbers each mode can carry, and how chits are labelled */
static void
test_modes (void)
{
  g_autoptr (GgChitBag) tokens = gg_chitbag_new (GG_CHIT_MODE_TOKENS);
  g_autoptr (GgChitBag) tombola = gg_chitbag_new (GG_CHIT_MODE_TOMBOLA);
  g_autoptr (GgChitBag) poker = gg_chitbag_new (GG_CHIT_MODE_POKER);
  g_autoptr (GError) error = NULL;
  g_autofree char *t1 = NULL, *t2 = NULL, *p1 = NULL, *p2 = NULL, *k = NULL;
  GgChit a49 = { 'A', 49 }, b1 = { 'B', 1 }, a1 = { 'A', 1 }, b26 = { 'B', 26 }, a13 = { 'A', 13 };

  g_assert_true (gg_chitbag_add_squad (tokens, 'A', 50, NULL));
  g_assert_false (gg_chitbag_add_squad (tokens, 'A', 51, &error));
  g_clear_error (&error);
  g_assert_false (gg_chitbag_add_squad (tokens, 'A', 50, &error)); /* one chit per squad */
  g_clear_error (&error);
  g_assert_true (gg_chitbag_add_squad (tombola, 'A', 49, NULL));
  g_assert_false (gg_chitbag_add_squad (tombola, 'A', 50, &error)); /* 50 is no one's */
  g_clear_error (&error);
  g_assert_true (gg_chitbag_add_squad (tombola, 'B', 40, NULL));
  g_assert_false (gg_chitbag_add_squad (tombola, 'B', 41, &error)); /* 91 is no tombola number */
  g_clear_error (&error);
  g_assert_true (gg_chitbag_add_squad (poker, 'B', 26, NULL));
  g_assert_false (gg_chitbag_add_squad (poker, 'A', 27, &error)); /* BG-3.4-f */
  t1 = gg_chitbag_chit_label (tombola, a49);
  t2 = gg_chitbag_chit_label (tombola, b1);
  g_assert_cmpstr (t1, ==, "49");
  g_assert_cmpstr (t2, ==, "51");
  p1 = gg_chitbag_chit_label (poker, a1);
  p2 = gg_chitbag_chit_label (poker, b26);
  k = gg_chitbag_chit_label (poker, a13);
  g_assert_cmpstr (p1, ==, "A♠");
  g_assert_cmpstr (p2, ==, "K♦");
  g_assert_cmpstr (k, ==, "K♠");
  for (GgChitMode m = GG_CHIT_MODE_TOKENS; m <= GG_CHIT_MODE_POKER; m++)
    {
      GgChitMode back;

      g_autoptr (GgChitBag) bag = gg_chitbag_new (m);
      g_autoptr (GgYamlNode) node = NULL;
      g_autoptr (GgChitBag) read = NULL;
      g_autoptr (GError) error = NULL;

      /* the mode's name as the game file keeps it, and back */
      node = gg_chitbag_to_yaml (bag);
      read = gg_chitbag_from_yaml (node, "bag.yaml", &error);
      g_assert_no_error (error);
      back = gg_chitbag_get_mode (read);
      g_assert_cmpint (back, ==, m);
    }
}

/* Replays: the same seed draws the same chits (the game file's replay promise) */
static void
test_replay (void)
{
  GgChit first[20], second[20];

  for (int run = 0; run < 2; run++)
    {
      g_autoptr (GgChitBag) bag = bag_with (GG_CHIT_MODE_TOKENS, 10, 10);
      g_autoptr (GgDice) dice = gg_dice_new (1859);
      GgChit *out = run ? second : first;
      GgChit pair[2];
      guint n = 0, got;

      while ((got = gg_chitbag_draw_pair (bag, dice, pair)) > 0)
        for (guint i = 0; i < got; i++)
          out[n++] = pair[i];
      g_assert_cmpuint (n, ==, 20);
    }
  /* field by field: a GgChit has padding after its side, which clang leaves as it was */
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    {
      g_assert_cmpint (first[i].side, ==, second[i].side);
      g_assert_cmpint (first[i].squad, ==, second[i].squad);
    }
}

/* Statistics: over many turns every chit comes first equally often (chi-square, 9 d.o.f.). */
static void
test_uniform (void)
{
  g_autoptr (GgDice) dice = gg_dice_new (42);
  guint counts[10] = { 0 };
  const guint turns = 5000;
  double chi = 0;

  for (guint t = 0; t < turns; t++)
    {
      g_autoptr (GgChitBag) bag = bag_with (GG_CHIT_MODE_TOKENS, 10, 0);
      GgChit pair[2];

      gg_chitbag_draw_pair (bag, dice, pair);
      counts[pair[0].squad - 1]++;
    }
  for (guint i = 0; i < 10; i++)
    chi += (counts[i] - turns / 10.0) * (counts[i] - turns / 10.0) / (turns / 10.0);
  /* 99.9th percentile of chi-square with 9 degrees of freedom is 27.88 */
  g_assert_cmpfloat (chi, <, 27.88);
}

/* D10-digit choice with rejection is uniform and exact for awkward n */
static void
test_choose (void)
{
  g_autoptr (GgDice) dice = gg_dice_new (3);
  g_autoptr (GgChitBag) one = gg_chitbag_new (GG_CHIT_MODE_TOKENS);
  guint counts[7] = { 0 };
  GgChit pair[2];

  /* the first chit of a pair drawn from a bag of 7 */
  for (guint i = 0; i < 7000; i++)
    {
      g_autoptr (GgChitBag) bag = gg_chitbag_new (GG_CHIT_MODE_TOKENS);

      for (int k = 1; k <= 7; k++)
        g_assert_true (gg_chitbag_add_squad (bag, 'A', k, NULL));
      g_assert_cmpuint (gg_chitbag_draw_pair (bag, dice, pair), ==, 2);
      counts[pair[0].squad - 1]++;
    }
  for (guint i = 0; i < 7; i++)
    {
      g_assert_cmpuint (counts[i], >, 850);
      g_assert_cmpuint (counts[i], <, 1150);
    }
  /* one chit left: it is drawn without a roll */
  g_assert_true (gg_chitbag_add_squad (one, 'B', 4, NULL));
  g_assert_cmpuint (gg_chitbag_draw_pair (one, dice, pair), ==, 1);
  g_assert_cmpint (pair[0].squad, ==, 4);
}

/* BG-15.1-d, AMB-62: Previdente pre-empts on D10 <= 4, within 50 cm, once per turn */
static void
test_previdente (void)
{
  g_autoptr (GgChitBag) bag = bag_with (GG_CHIT_MODE_TOKENS, 2, 2);
  g_autoptr (GgDice) dice = gg_dice_new (5);
  int roll;
  gboolean ok;

  g_assert_false (gg_chitbag_preempt (bag, dice, 'A', 1, 600, 500, 4, &roll)); /* too far */
  g_assert_cmpint (roll, ==, -1);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 0);
  ok = gg_chitbag_preempt (bag, dice, 'A', 1, 300, 500, 4, &roll);
  g_assert_cmpint (roll, >=, 0);
  g_assert_cmpint (ok, ==, roll <= 4);
  g_assert_cmpint (gg_chitbag_in_bag (bag, 'A', 1), ==, !ok);
  if (ok) /* cannot activate a second time this turn */
    g_assert_false (gg_chitbag_preempt (bag, dice, 'A', 1, 300, 500, 4, &roll));
}

/* Real chits typed in, and the bag saved and read back */
static void
test_entered_and_yaml (void)
{
  g_autoptr (GgChitBag) bag = bag_with (GG_CHIT_MODE_POKER, 3, 3);
  g_autoptr (GgChitBag) back = NULL;
  g_autoptr (GgYamlNode) node = NULL, reread = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;
  GgChit b2 = { 'B', 2 }, cur[2];

  g_assert_true (gg_chitbag_draw_entered (bag, b2));
  g_assert_false (gg_chitbag_draw_entered (bag, b2));
  gg_chitbag_remove_squad (bag, 'A', 3);
  node = gg_chitbag_to_yaml (bag);
  text = gg_yaml_emit (node, &error);
  g_assert_no_error (error);
  reread = gg_yaml_parse (text, strlen (text), "bag.yaml", NULL, &error);
  back = gg_chitbag_from_yaml (reread, "bag.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpint (gg_chitbag_get_mode (back), ==, GG_CHIT_MODE_POKER);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (back), ==, 4);
  g_assert_cmpuint (gg_chitbag_get_n_squads (back), ==, 5);
  g_assert_true (gg_chitbag_has_activated (back, 'B', 2));
  g_assert_cmpuint (gg_chitbag_get_current (back, cur), ==, 1);
  g_clear_pointer (&node, gg_yaml_node_free);
  node = gg_chitbag_to_yaml (back);
  again = gg_yaml_emit (node, NULL);
  g_assert_cmpstr (text, ==, again);
}

static void
test_yaml_errors (void)
{
  static const struct
  {
    const char *text, *expect;
  } cases[] = {
    { "mode: bingo\n", "b.yaml:1:7: unknown chit mode" },
    { "mode: tokens\nsquads: [A1, X2]\n", "b.yaml:2:14: a chit is a side" },
    { "squads: [A1]\nbag: [A2]\n", "b.yaml:2:6: a chit in the bag belongs to no squad" },
    { "squads: [A1, A1]\n", "b.yaml:1:14: chit A1 is listed twice" },
    { "colour: red\n", "b.yaml:1:1: unknown key “colour”" },
    { "mode: poker\nsquads: [A27]\n", "b.yaml:2:9: a squad has no chit" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgYamlNode)
        node = gg_yaml_parse (cases[i].text, strlen (cases[i].text), "b.yaml", NULL, NULL);
      g_autoptr (GgChitBag) bag = gg_chitbag_from_yaml (node, "b.yaml", &error);

      g_assert_null (bag);
      if (!g_str_has_prefix (error->message, cases[i].expect))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].expect);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chitbag/BG-2.2-a/pairs", test_draw_pairs);
  g_test_add_func ("/chitbag/BG-3.4-d/destroyed", test_destroyed_leave);
  g_test_add_func ("/chitbag/BG-3.4-e-f/modes", test_modes);
  g_test_add_func ("/chitbag/replay", test_replay);
  g_test_add_func ("/chitbag/BG-2.2-c/uniform", test_uniform);
  g_test_add_func ("/chitbag/choose", test_choose);
  g_test_add_func ("/chitbag/BG-15.1-d/previdente", test_previdente);
  g_test_add_func ("/chitbag/yaml", test_entered_and_yaml);
  g_test_add_func ("/chitbag/yaml-errors", test_yaml_errors);
  return g_test_run ();
}
