/* Command, leaders, bonuses, prisoners, characters and victory points (BG-4, BG-13…16). */
#include <glib.h>

#include "gg-bg-command.h"

static GgBgRules *
rules (int scale)
{
  return gg_bg_rules_new_builtin (scale, NULL);
}

/* BG-4.8-j/k, appendix B case 7 */
static void
test_captain (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgDice) dice = gg_dice_new (6);
  GgBgNumber info;
  int roll;

  g_assert_cmpint (gg_bg_captain_needed (r, 1, &info), ==, 1);
  g_assert_cmpstr (info.rule, ==, "BG-4.8-j");
  g_assert_cmpint (gg_bg_captain_needed (r, 2, NULL), ==, 2);
  g_assert_cmpint (gg_bg_captain_needed (r, 3, NULL), ==, 3);
  g_assert_cmpfloat_with_epsilon (gg_bg_captain_odds (r, 1), 0.2, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_bg_captain_odds (r, 9), 1, 1e-12);
  for (int i = 0; i < 20; i++)
    {
      gboolean ok = gg_bg_captain_replace (r, dice, 2, &roll);

      g_assert_cmpint (ok, ==, roll <= 2);
    }
}

/* BG-4.1-i */
static void
test_leaderless (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  const char *rule;

  g_assert_cmpint (gg_bg_leaderless (r, 500, 100, &rule), ==, GG_BG_LEADERLESS_RALLY);
  g_assert_cmpstr (rule, ==, "BG-4.1-i");
  g_assert_cmpint (gg_bg_leaderless (r, 501, 200, NULL), ==, GG_BG_LEADERLESS_SURRENDER);
  g_assert_cmpint (gg_bg_leaderless (r, -1, 201, NULL), ==, GG_BG_LEADERLESS_FLEE);
}

/* BG-4.5-l, BG-4.8-n */
static void
test_out_of_command (void)
{
  g_assert_true (gg_bg_out_of_command_may (GG_BG_ACTION_FIRE, FALSE, NULL));
  g_assert_true (gg_bg_out_of_command_may (GG_BG_ACTION_RELOAD, FALSE, NULL));
  g_assert_true (gg_bg_out_of_command_may (GG_BG_ACTION_MOVE_TO_COVER, TRUE, NULL));
  g_assert_false (gg_bg_out_of_command_may (GG_BG_ACTION_MOVE_TO_COVER, FALSE, NULL));
  g_assert_false (gg_bg_out_of_command_may (GG_BG_ACTION_MOVE, TRUE, NULL));
  g_assert_false (gg_bg_out_of_command_may (GG_BG_ACTION_ASSAULT, TRUE, NULL));
  g_assert_true (gg_bg_out_of_command_may (GG_BG_ACTION_MOVE_TO_OFFICER, FALSE, NULL));
}

/* BG-10.7-c, BG-2.6-a, appendix B case 1; BG-2.2-g, case 12 */
static void
test_bonuses (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgBgRules) r15 = rules (15);
  double a, b;

  g_assert_cmpfloat (gg_bg_charge_bonus (r, GG_BG_ARM_INFANTRY, 7), ==, 30);
  g_assert_cmpfloat (gg_bg_charge_bonus (r, GG_BG_ARM_INFANTRY, 1), ==, 0);
  g_assert_cmpfloat (gg_bg_charge_bonus (r, GG_BG_ARM_CAVALRY, 0), ==, 0);
  g_assert_cmpfloat (gg_bg_charge_bonus (r, GG_BG_ARM_CAVALRY, 9), ==, 90);
  g_assert_cmpfloat (gg_bg_charge_bonus (r15, GG_BG_ARM_INFANTRY, 7), ==, 22.5);
  g_assert_cmpfloat (gg_bg_charge_bonus (r, GG_BG_ARM_ARTILLERY, 9), ==, 0); /* BG-10.7-e */
  gg_bg_mutual_charge (r, GG_BG_ARM_INFANTRY, GG_BG_ARM_CAVALRY, 270, &a, &b);
  g_assert_cmpfloat_with_epsilon (a, 90, 1e-6);
  g_assert_cmpfloat_with_epsilon (b, 180, 1e-6);
  gg_bg_mutual_charge (r, GG_BG_ARM_INFANTRY, GG_BG_ARM_INFANTRY, 200, &a, &b);
  g_assert_cmpfloat (a, ==, 100);
  g_assert_cmpfloat (b, ==, 100);
}

/* BG-4.3-e (case 11), BG-13-c with AMB-57 (case 18) */
static void
test_counts (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgBgNumber info;

  g_assert_cmpint (gg_bg_horse_holders (r, 5), ==, 1);
  g_assert_cmpint (gg_bg_horse_holders (r, 6), ==, 2);
  g_assert_cmpint (gg_bg_horse_holders (r, 10), ==, 2);
  g_assert_cmpint (gg_bg_horse_holders (r, 11), ==, 3);
  g_assert_cmpint (gg_bg_escorts_needed (r, 9, &info), ==, 3);
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&info));
  g_assert_cmpint (gg_bg_escorts_needed (r, 4, NULL), ==, 2);
  g_assert_cmpint (gg_bg_escorts_needed (r, 2, NULL), ==, 1);
}

/* BG-15.1-l Esitante, BG-15.1-r/s protectors, BG-2.8-a disputes */
static void
test_characters (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgDice) dice = gg_dice_new (15);
  GgBgNumber info;
  int roll;

  for (int i = 0; i < 30; i++)
    {
      g_assert_cmpint (gg_bg_esitante_orders (r, dice, &roll), ==, roll <= 4);
      g_assert_cmpint (gg_bg_protector_hit (r, dice, &roll, &info), ==, roll == 5);
      g_assert_cmpint (gg_bg_dispute (dice, &roll), ==, roll % 2 == 0);
    }
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&info)); /* AMB-64 */
}

/* BG-16-b (appendix B case 8), BG-16-a */
static void
test_victory (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgBgLosses squad = { 9, 1, 0, 0 };
  GgBgLosses officer = { 0, 0, 1, 2 };
  GgBgVictory v;

  gg_bg_victory_points (r, &squad, 0, &v);
  g_assert_cmpint (v.points, ==, 20);
  g_assert_false (v.house);
  g_assert_cmpuint (v.items->len, ==, 2);
  gg_bg_victory_clear (&v);
  gg_bg_victory_points (r, &officer, 5, &v);
  g_assert_cmpint (v.points, ==, 6);
  g_assert_true (v.house); /* AMB-69 */
  gg_bg_victory_clear (&v);
  g_assert_cmpint (gg_bg_game_over (r, TRUE, 3, 0, 40), ==, GG_BG_END_OBJECTIVE);
  g_assert_cmpint (gg_bg_game_over (r, FALSE, 0, 0, 40), ==, GG_BG_END_OFFICERS);
  g_assert_cmpint (gg_bg_game_over (r, FALSE, 2, 20, 40), ==, GG_BG_END_HALF);
  g_assert_cmpint (gg_bg_game_over (r, FALSE, 2, 19, 40), ==, GG_BG_END_NONE);
}

/* BG-4.4-ae: turning a gun is movement; BG-5-d, BG-10.2-a: so is a change of formation, even
 * with the leader standing still; firing and reloading are not. */
static void
test_moves (void)
{
  static const GgBgAction moves[] = { GG_BG_ACTION_MOVE,          GG_BG_ACTION_ASSAULT,
                                      GG_BG_ACTION_MOVE_TO_COVER, GG_BG_ACTION_MOVE_TO_OFFICER,
                                      GG_BG_ACTION_FORM_MASS,     GG_BG_ACTION_ROTATE };
  static const GgBgAction others[] = { GG_BG_ACTION_FIRE, GG_BG_ACTION_RELOAD, GG_BG_ACTION_HOOK };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (gg_bg_action_is_move (moves[i]));
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_assert_false (gg_bg_action_is_move (others[i]));
}

/* BG-4.4-d: a gun reloads, fires, hooks or unhooks, moves (or defends): one of them, and it never
 * charges (BG-10.7-e); BG-4.4-e: it cannot turn and then fire in the same turn. */
static void
test_gun_actions (void)
{
  static const GgBgAction one[] = { GG_BG_ACTION_RELOAD, GG_BG_ACTION_FIRE, GG_BG_ACTION_HOOK,
                                    GG_BG_ACTION_MOVE, GG_BG_ACTION_ROTATE };
  GgBgAction assault = GG_BG_ACTION_ASSAULT;
  GgBgAction turn_fire[] = { GG_BG_ACTION_ROTATE, GG_BG_ACTION_FIRE };
  GgBgAction fire_reload[] = { GG_BG_ACTION_FIRE, GG_BG_ACTION_RELOAD };
  const char *rule;

  for (guint i = 0; i < G_N_ELEMENTS (one); i++)
    g_assert_true (gg_bg_gun_actions_allowed (&one[i], 1, &rule));
  g_assert_false (gg_bg_gun_actions_allowed (&assault, 1, &rule));
  g_assert_cmpstr (rule, ==, "BG-4.4-d");
  g_assert_false (gg_bg_gun_actions_allowed (turn_fire, 2, &rule));
  g_assert_cmpstr (rule, ==, "BG-4.4-e");
  g_assert_false (gg_bg_gun_actions_allowed (fire_reload, 2, &rule));
  g_assert_cmpstr (rule, ==, "BG-4.4-d");
  g_assert_false (gg_bg_gun_actions_allowed (NULL, 0, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/command/captain/BG-4.8-j-k", test_captain);
  g_test_add_func ("/bg/command/leaderless/BG-4.1-i", test_leaderless);
  g_test_add_func ("/bg/command/out-of-command/BG-4.5-l", test_out_of_command);
  g_test_add_func ("/bg/command/bonuses/BG-10.7-c", test_bonuses);
  g_test_add_func ("/bg/command/counts/BG-4.3-e", test_counts);
  g_test_add_func ("/bg/command/characters/BG-15.1-l", test_characters);
  g_test_add_func ("/bg/command/victory/BG-16-b", test_victory);
  g_test_add_func ("/bg/command/moves/BG-4.4-ae", test_moves);
  g_test_add_func ("/bg/command/gun-actions/BG-4.4-d", test_gun_actions);
  return g_test_run ();
}
