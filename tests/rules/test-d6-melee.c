/* Melee (D6-MEL) and the special units (D6-SPEC-1, D6-SPEC-2). */
#include <glib.h>

#include "core-support.h"
#include "gg-d6-melee.h"

static GgD6Rules *
rules (void)
{
  GgD6Rules *r = gg_d6_rules_load_builtin (NULL);

  g_assert_nonnull (r);
  return r;
}

static const GgD6Unit french_line = { .id = "fr",
                                      .kind = GG_D6_LINE_INFANTRY,
                                      .klass = GG_D6_TRAINED,
                                      .strength = 24,
                                      .figures = 24,
                                      .french = TRUE };
static const GgD6Unit italian_line = { .id = "it",
                                       .kind = GG_D6_LINE_INFANTRY,
                                       .klass = GG_D6_GREEN,
                                       .strength = 12,
                                       .figures = 12,
                                       .italian = TRUE };

/* D6-TV-6b: French +2 (charge, Trained, friends, command), Italians +1; 5 against 4 wins by 2,
 * the Italians remove 6 figures (D6-MEL-3, D6-MEL-4). */
static void
test_tv6b (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (3);
  GgD6TestInput a = {
    .unit = &french_line, .charging = TRUE, .friends_in_sight = TRUE, .command_near = TRUE
  };
  GgD6TestInput b = { .unit = &italian_line,
                      .contacted = GG_D6_CONTACT_FRONT,
                      .friends_in_sight = TRUE,
                      .command_near = TRUE };
  g_autoptr (GgD6Melee) m = gg_d6_melee_plan (r, &a, &b);

  g_assert_cmpint (m->a->modifiers, ==, 2);
  g_assert_cmpint (m->b->modifiers, ==, 1);
  g_assert_nonnull (gg_d6_report_find (m->a->report, "D6-TEST-M9"));
  g_assert_cmpfloat_with_epsilon (m->p[0] + m->p[1] + m->p[2], 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (test_d6_odds_sum (m->report), 1, 1e-12);
  g_assert_true (gg_d6_melee_resolve (m, r, dice, 5, 4));
  g_assert_cmpint (m->a->score, ==, 7);
  g_assert_cmpint (m->b->score, ==, 5);
  g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_A_WINS);
  g_assert_cmpint (m->difference, ==, 2);
  g_assert_cmpint (m->casualties_b, ==, 6);
  g_assert_cmpint (m->casualties_a, ==, 0);
}

static int
enumerate_wins (GgD6Melee *m, GgD6MeleeOutcome want)
{
  int n = 0;

  for (int fa = 1; fa <= 6; fa++)
    for (int fb = 1; fb <= 6; fb++)
      {
        int sa = m->a->die_score[fa], sb = m->b->die_score[fb];

        n += want == GG_D6_MELEE_DRAW ? sa == sb : want == GG_D6_MELEE_A_WINS ? sa > sb : sa < sb;
      }
  return n;
}

/* Exact odds of the melee match enumeration of the 36 die pairs (D6-MEL-3). */
static void
test_odds_enumeration (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6TestInput a = { .unit = &french_line, .charging = TRUE };
  GgD6TestInput b = { .unit = &italian_line };
  g_autoptr (GgD6Melee) m = gg_d6_melee_plan (r, &a, &b);

  for (int o = 0; o < 3; o++)
    g_assert_cmpfloat_with_epsilon (m->p[o], enumerate_wins (m, o) / 36.0, 1e-12);
}

/* D6-TV-6c / D6-MEL-5: equal scores, both retreat and lose 3 each. */
static void
test_draw (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (3);
  GgD6TestInput a = { .unit = &french_line };
  GgD6TestInput b = { .unit = &french_line };
  g_autoptr (GgD6Melee) m = gg_d6_melee_plan (r, &a, &b);

  g_assert_true (gg_d6_melee_resolve (m, r, dice, 3, 3));
  g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_DRAW);
  g_assert_cmpint (m->casualties_a, ==, 3);
  g_assert_cmpint (m->casualties_b, ==, 3);
  g_assert_true (m->a_retreats && m->b_retreats);
  g_assert_cmpfloat_with_epsilon (m->p[GG_D6_MELEE_DRAW], 6.0 / 36, 1e-12);
}

/* The outcome of @m for two entered die faces, through the call the app makes to resolve it. */
static GgD6MeleeOutcome
outcome_for (GgD6Melee *m, GgD6Rules *r, int face_a, int face_b, int *difference)
{
  g_autoptr (GgDice) dice = gg_dice_new (1);

  g_assert_true (gg_d6_melee_resolve (m, r, dice, face_a, face_b));
  *difference = m->difference;
  return m->outcome;
}

/* D6-SPEC-1 / AMB-41: lancers win a draw, except against ordered line infantry in line. */
static void
test_lancers (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (3);
  GgD6Unit lancers = { .id = "l",
                       .kind = GG_D6_LINE_CAVALRY,
                       .klass = GG_D6_TRAINED,
                       .strength = 7,
                       .figures = 7,
                       .lancers = TRUE };
  GgD6Unit column = french_line;
  GgD6TestInput a = { .unit = &lancers }, b = { .unit = &column };
  int diff;

  column.formation = GG_D6_FORM_ATTACK_COLUMN;
  {
    g_autoptr (GgD6Melee) m = gg_d6_melee_plan (r, &a, &b);

    g_assert_cmpint (outcome_for (m, r, 4, 4, &diff), ==, GG_D6_MELEE_A_WINS);
    g_assert_true (gg_d6_melee_resolve (m, r, dice, 4, 4));
    g_assert_true (m->special);
    g_assert_cmpint (m->casualties_b, ==, 3);
    g_assert_cmpint (m->casualties_a, ==, 0);
    g_assert_cmpfloat_with_epsilon (m->p[GG_D6_MELEE_DRAW], 0, 1e-12);
  }
  column.formation = GG_D6_FORM_LINE;
  {
    g_autoptr (GgD6Melee) m = gg_d6_melee_plan (r, &a, &b);

    g_assert_cmpint (outcome_for (m, r, 4, 4, &diff), ==, GG_D6_MELEE_DRAW);
  }
}

/* D6-SPEC-2 / AMB-42: dragoons lose the charge bonus in a draw with other line cavalry. */
static void
test_dragoons (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit dragoons = { .id = "d",
                        .kind = GG_D6_LINE_CAVALRY,
                        .klass = GG_D6_TRAINED,
                        .strength = 7,
                        .figures = 7,
                        .dragoons = TRUE,
                        .french = TRUE };
  GgD6Unit hussars = {
    .id = "h", .kind = GG_D6_LINE_CAVALRY, .klass = GG_D6_GREEN, .strength = 7, .figures = 7
  };
  GgD6TestInput a = { .unit = &dragoons, .charging = TRUE }, b = { .unit = &hussars };
  int diff;

  {
    g_autoptr (GgD6Melee) m = gg_d6_melee_plan (r, &a, &b);

    /* dragoons +1 -1 = 0; hussars -2: die 2 against die 4 is level */
    g_assert_cmpint (m->a->die_score[2], ==, m->b->die_score[4]);
    g_assert_cmpint (outcome_for (m, r, 2, 4, &diff), ==, GG_D6_MELEE_B_WINS);
    g_assert_cmpint (diff, ==, 1);
  }
  g_assert_true (
    gg_d6_rules_set_option (r, "dragoons-charge-bonus", "never-against-line-cavalry", NULL));
  {
    g_autoptr (GgD6Melee) m = gg_d6_melee_plan (r, &a, &b);

    g_assert_null (gg_d6_report_find (m->a->report, "D6-TEST-M9"));
    g_assert_cmpint (outcome_for (m, r, 3, 4, &diff), ==, GG_D6_MELEE_DRAW);
  }
}

/* D6-MEL-4 (3)/(4): a loser routs only on a Rout result, otherwise it retreats. */
static void
test_loser_result (void)
{
  g_assert_cmpint (gg_d6_melee_loser_result (GG_D6_ROUT), ==, GG_D6_ROUT);
  g_assert_cmpint (gg_d6_melee_loser_result (GG_D6_RETREAT), ==, GG_D6_RETREAT);
  g_assert_cmpint (gg_d6_melee_loser_result (GG_D6_DISORDER), ==, GG_D6_RETREAT);
  g_assert_cmpint (gg_d6_melee_loser_result (GG_D6_NO_CHANGE), ==, GG_D6_RETREAT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/melee/D6-TV-6b/D6-MEL-3/D6-MEL-4", test_tv6b);
  g_test_add_func ("/d6/melee/odds/D6-MEL-3", test_odds_enumeration);
  g_test_add_func ("/d6/melee/draw/D6-TV-6c/D6-MEL-5", test_draw);
  g_test_add_func ("/d6/melee/lancers/D6-SPEC-1", test_lancers);
  g_test_add_func ("/d6/melee/dragoons/D6-SPEC-2", test_dragoons);
  g_test_add_func ("/d6/melee/loser/D6-MEL-4", test_loser_result);
  return g_test_run ();
}
