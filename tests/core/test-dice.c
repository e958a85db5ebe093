/* Dice: faces per BG-3.3-a/b (D10 0..9 with 0 worth 0, D20 1..20) and d6; seeded replay; log. */
#include <glib.h>

#include "gg-dice.h"

static void
test_faces_bg_3_3 (void)
{
  g_autoptr (GgDice) dice = gg_dice_new (42);
  gboolean seen[21] = { FALSE };

  for (int i = 0; i < 2000; i++)
    {
      int v = gg_dice_roll (dice, GG_DIE_D10, "test");
      g_assert_cmpint (v, >=, 0);
      g_assert_cmpint (v, <=, 9);
      seen[v] = TRUE;
    }
  for (int v = 0; v <= 9; v++)
    g_assert_true (seen[v]);
  for (int i = 0; i < 2000; i++)
    {
      int v = gg_dice_roll (dice, GG_DIE_D20, "test");
      g_assert_cmpint (v, >=, 1);
      g_assert_cmpint (v, <=, 20);
      v = gg_dice_roll (dice, GG_DIE_D6, "test");
      g_assert_cmpint (v, >=, 1);
      g_assert_cmpint (v, <=, 6);
    }
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 6000);
}

static void
test_replay (void)
{
  g_autoptr (GgDice) a = gg_dice_new (1859);
  g_autoptr (GgDice) b = gg_dice_new (1859);

  for (int i = 0; i < 500; i++)
    g_assert_cmpint (gg_dice_roll (a, i % 3, "x"), ==, gg_dice_roll (b, i % 3, "y"));
}

/* Real dice typed in; BG-3.3-c: the morale D20 may be tokens numbered 1 to 20 drawn from a cup,
 * so 1 and 20 are accepted and nothing else. */
static void
test_enter (void)
{
  g_autoptr (GgDice) dice = gg_dice_new (1);
  g_autoptr (GgDice) tokens = gg_dice_new (1);

  g_assert_true (gg_dice_enter (tokens, GG_DIE_D20, 1, "token 1"));
  g_assert_true (gg_dice_enter (tokens, GG_DIE_D20, 20, "token 20"));
  g_assert_false (gg_dice_enter (tokens, GG_DIE_D20, 0, "no token 0"));
  g_assert_cmpuint (gg_dice_get_n_rolls (tokens), ==, 2);
  g_assert_true (gg_dice_get_roll (tokens, 1)->entered);

  g_assert_true (gg_dice_enter (dice, GG_DIE_D10, 0, "zero is a face"));
  g_assert_false (gg_dice_enter (dice, GG_DIE_D10, 10, "no such face"));
  g_assert_false (gg_dice_enter (dice, GG_DIE_D6, 0, "no such face"));
  g_assert_false (gg_dice_enter (dice, GG_DIE_D20, 21, "no such face"));
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 1);
}

/* Real dice typed in ahead are taken by the next rolls of their kind, logged as entered, and do
 * not move the generator: the rolled dice after them are those of an untouched seed. */
static void
test_queue (void)
{
  g_autoptr (GgDice) dice = gg_dice_new (7);
  g_autoptr (GgDice) plain = gg_dice_new (7);
  int first = gg_dice_roll (plain, GG_DIE_D10, "x");

  g_assert_false (gg_dice_queue_entered (dice, GG_DIE_D20, 0));
  g_assert_true (gg_dice_queue_entered (dice, GG_DIE_D20, 17));
  g_assert_true (gg_dice_queue_entered (dice, GG_DIE_D10, 3));
  g_assert_cmpint (gg_dice_roll (dice, GG_DIE_D10, "a"), ==, 3);
  g_assert_cmpint (gg_dice_roll (dice, GG_DIE_D10, "b"), ==, first);
  g_assert_cmpint (gg_dice_roll (dice, GG_DIE_D20, "c"), ==, 17);
  g_assert_true (gg_dice_get_roll (dice, 0)->entered);
  g_assert_false (gg_dice_get_roll (dice, 1)->entered);
  g_assert_true (gg_dice_get_roll (dice, 2)->entered);
  g_assert_cmpstr (gg_dice_get_roll (dice, 2)->purpose, ==, "c");
  g_assert_true (gg_dice_queue_entered (dice, GG_DIE_D6, 6));
  gg_dice_clear_queue (dice);
  gg_dice_roll (dice, GG_DIE_D6, "d");
  g_assert_false (gg_dice_get_roll (dice, 3)->entered); /* the queued 6 was cleared */
}

static void
test_odds (void)
{
  g_assert_cmpfloat_with_epsilon (gg_die_p_at_least (GG_DIE_D6, 6), 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_die_p_at_least (GG_DIE_D10, 5), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_die_p_at_least (GG_DIE_D10, 0), 1.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_die_p_at_least (GG_DIE_D20, 21), 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_die_p_at_least (GG_DIE_D20, 16), 0.25, 1e-12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/dice/faces/BG-3.3-a", test_faces_bg_3_3);
  g_test_add_func ("/dice/replay", test_replay);
  g_test_add_func ("/dice/enter/BG-3.3-c", test_enter);
  g_test_add_func ("/dice/odds", test_odds);
  g_test_add_func ("/dice/queue-entered", test_queue);
  return g_test_run ();
}
