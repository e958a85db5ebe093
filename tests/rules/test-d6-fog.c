/* Fog of War (D6-FOG): the roll, the table, the effects and how long they last. */
#include <glib.h>

#include "core-support.h"
#include "gg-d6-fog.h"

static GgD6Rules *
rules (void)
{
  GgD6Rules *r = gg_d6_rules_load_builtin (NULL);

  g_assert_nonnull (r);
  return r;
}

/* D6-FOG-1: an event on a 1 (1/6); within it the 2d6 totals; odds sum to 1. */
static void
test_odds (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgD6FogRoll) f = gg_d6_fog_plan (r);
  const GgD6Odds *none = &g_array_index (f->report->odds, GgD6Odds, 0);
  const GgD6Odds *seven = &g_array_index (f->report->odds, GgD6Odds, 6);

  g_assert_cmpuint (f->report->odds->len, ==, 12);
  g_assert_cmpfloat_with_epsilon (none->p, 5.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (seven->p, 1.0 / 6 * 6.0 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (test_d6_odds_sum (f->report), 1, 1e-12);
}

/* D6-FOG-2: the eleven entries of the table, 2 to 12, as the roll resolves them (the trigger
 * face, then two dice making the total). */
static void
test_table (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (4);

  for (int t = 2; t <= 12; t++)
    {
      g_autoptr (GgD6FogRoll) roll = gg_d6_fog_plan (r);
      int faces[3] = { gg_d6_rules_int (r, "fog.trigger-face"), MIN (6, t - 1),
                       t - MIN (6, t - 1) };
      GgD6FogEvent e, back;

      g_assert_true (gg_d6_fog_resolve (roll, r, dice, faces));
      g_assert_cmpint (roll->total, ==, t);
      e = roll->event;

      g_assert_cmpint (e, ==, t);
      g_assert_true (gg_d6_fog_event_from_string (gg_d6_fog_event_to_string (e), &back));
      g_assert_cmpint (back, ==, e);
    }
  g_assert_cmpstr (gg_d6_fog_event_rule (GG_D6_FOG_ELAN), ==, "D6-FOG-T11");
}

/* D6-FOG-1: 2-6 nothing; on a 1 the 2d6 decides; real dice can be entered. */
static void
test_resolve (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (4);
  const int quiet[] = { 4, 0, 0 }, rain[] = { 1, 3, 4 };

  {
    g_autoptr (GgD6FogRoll) f = gg_d6_fog_plan (r);

    g_assert_true (gg_d6_fog_resolve (f, r, dice, quiet));
    g_assert_cmpint (f->event, ==, GG_D6_FOG_NONE);
    g_assert_cmpuint (f->report->rolls->len, ==, 1);
  }
  {
    g_autoptr (GgD6FogRoll) f = gg_d6_fog_plan (r);

    g_assert_true (gg_d6_fog_resolve (f, r, dice, rain));
    g_assert_cmpint (f->total, ==, 7);
    g_assert_cmpint (f->event, ==, GG_D6_FOG_HEAVY_RAIN);
  }
}

/* D6-TV-13 / D6-FOG-T2 / D6-FOG-T3: army commander half the chance: 1/7 and 2/7 each. */
static void
test_tv13_commander (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (11);
  int counts[4] = { 0 };

  for (int i = 0; i < 7000; i++)
    counts[gg_d6_fog_pick_commander (r, dice, 4, 2)]++;
  /* 1000 expected for the army commander (index 2), 2000 for each other; 5 sigma bounds */
  g_assert_cmpint (counts[2], >, 850);
  g_assert_cmpint (counts[2], <, 1150);
  for (int i = 0; i < 4; i++)
    if (i != 2)
      g_assert_cmpint (ABS (counts[i] - 2000), <, 200);
}

/* AMB-46: dead calm for the player turn (T8); unhorsed and cavalry halt "for one turn" to the
 * same player's next Fog of War (T3, T5); lost orders (T6), élan (T11) this player turn. */
static void
test_durations (void)
{
  g_autoptr (GArray) fog = gg_d6_fog_effects_new ();
  GgD6Turn t;

  gg_d6_turn_init (&t, 'A');
  gg_d6_fog_add (fog, GG_D6_FOG_DEAD_CALM, &t, NULL);
  gg_d6_fog_add (fog, GG_D6_FOG_COMMANDER_UNHORSED, &t, "gen-1");
  gg_d6_fog_add (fog, GG_D6_FOG_CAVALRY_HALT, &t, NULL);
  g_assert_nonnull (gg_d6_fog_find (fog, GG_D6_FOG_DEAD_CALM, 0, 0));
  g_assert_null (gg_d6_fog_find (fog, GG_D6_FOG_CAVALRY_HALT, 0, 'B'));
  g_assert_nonnull (gg_d6_fog_find (fog, GG_D6_FOG_CAVALRY_HALT, 0, 'A'));
  gg_d6_fog_expire (fog, 1);
  g_assert_null (gg_d6_fog_find (fog, GG_D6_FOG_DEAD_CALM, 1, 0));
  g_assert_nonnull (gg_d6_fog_find (fog, GG_D6_FOG_COMMANDER_UNHORSED, 1, 0));
  gg_d6_fog_expire (fog, 2);
  g_assert_cmpuint (fog->len, ==, 0);
}

/* D6-FOG-T7 / AMB-46: rain for both players' turns, -2 dice; at the next game turn it goes on
 * only on a 1; option: it stops after the third turn. D6-FOG-T8: calm -1 fire die. */
static void
test_rain (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (4);
  g_autoptr (GArray) fog = gg_d6_fog_effects_new ();
  GgD6Turn t;
  gboolean on;

  gg_d6_turn_init (&t, 'A');
  gg_d6_turn_advance (&t); /* rain rolled in turn 1 by A */
  gg_d6_fog_add (fog, GG_D6_FOG_HEAVY_RAIN, &t, NULL);
  gg_d6_fog_add (fog, GG_D6_FOG_DEAD_CALM, &t, NULL);
  g_assert_nonnull (gg_d6_fog_find (fog, GG_D6_FOG_DEAD_CALM, 0, 0));
  g_assert_nonnull (gg_d6_fog_find (fog, GG_D6_FOG_HEAVY_RAIN, 1, 0)); /* B's turn, still raining */
  g_assert_false (gg_d6_fog_rain_check_due (fog, 1));
  gg_d6_fog_expire (fog, 2);
  g_assert_true (gg_d6_fog_rain_check_due (fog, 2));
  g_assert_true (gg_d6_fog_rain_check (fog, r, dice, 2, 1, &on));
  g_assert_true (on);
  g_assert_nonnull (gg_d6_fog_find (fog, GG_D6_FOG_HEAVY_RAIN, 3, 0));
  g_assert_true (gg_d6_fog_rain_check (fog, r, dice, 4, 3, &on));
  g_assert_false (on);
  g_assert_cmpuint (fog->len, ==, 0);
  g_assert_true (gg_d6_rules_set_option (r, "rain-duration", "three-turns", NULL));
  gg_d6_fog_add (fog, GG_D6_FOG_HEAVY_RAIN, &t, NULL);
  g_assert_true (gg_d6_fog_rain_check (fog, r, dice, 2, 1, &on));
  g_assert_true (gg_d6_fog_rain_check (fog, r, dice, 4, 1, &on));
  g_assert_true (on);
  g_assert_true (gg_d6_fog_rain_check (fog, r, dice, 6, 1, &on));
  g_assert_false (on);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/fog/odds/D6-FOG-1", test_odds);
  g_test_add_func ("/d6/fog/table/D6-FOG-2", test_table);
  g_test_add_func ("/d6/fog/resolve/D6-FOG-1", test_resolve);
  g_test_add_func ("/d6/fog/commander/D6-TV-13/D6-FOG-T2/D6-FOG-T3", test_tv13_commander);
  g_test_add_func ("/d6/fog/durations/D6-FOG-T5/D6-FOG-T8", test_durations);
  g_test_add_func ("/d6/fog/rain/D6-FOG-T7", test_rain);
  return g_test_run ();
}
