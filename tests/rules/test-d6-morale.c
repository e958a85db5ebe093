/* The TEST, casualty percentages and morale test order (D6-TEST, D6-CAS, D6-MOR). */
#include <glib.h>

#include "core-support.h"
#include "gg-d6-morale.h"

static GgD6Rules *
rules (void)
{
  GgD6Rules *r = gg_d6_rules_load_builtin (NULL);

  g_assert_nonnull (r);
  return r;
}

static const GgD6Unit french_line = { .id = "fr1",
                                      .kind = GG_D6_LINE_INFANTRY,
                                      .klass = GG_D6_TRAINED,
                                      .strength = 24,
                                      .figures = 24,
                                      .french = TRUE,
                                      .weapon = GG_D6_MUSKETS };
static const GgD6Unit italian_line = { .id = "it1",
                                       .kind = GG_D6_LINE_INFANTRY,
                                       .klass = GG_D6_GREEN,
                                       .strength = 12,
                                       .figures = 12,
                                       .italian = TRUE,
                                       .weapon = GG_D6_MUSKETS };

/* D6-TV-1: thresholds (p*N+99)//100 at 10/25/33/50/75%, matching the source's table (D6-CAS-1),
 * read through the casualty modifier the TEST takes (steps -1, -1, -1, -2 at 10/25/33/50%,
 * destroyed at 75%): for every figure lost, exactly the steps whose threshold is reached count. */
static void
test_thresholds (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  const int sizes[] = { 3, 6, 7, 12, 24 };
  const int expect[][5] = {
    { 1, 1, 1, 2, 3 }, { 1, 2, 2, 3, 5 }, { 1, 2, 3, 4, 6 }, { 2, 3, 4, 6, 9 }, { 3, 6, 8, 12, 18 }
  };
  const int steps[] = { -1, -1, -1, -2 };
  const char *const rows[] = { "light-guns", "heavy-guns", "light-infantry-cavalry",
                               "italian-line-infantry", "french-line-infantry" };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      for (int lost = 0; lost <= sizes[i]; lost++)
        {
          int modifier = 0;
          gboolean destroyed;

          for (guint j = 0; j < 4; j++)
            modifier += lost >= expect[i][j] ? steps[j] : 0;
          g_assert_cmpint (gg_d6_casualty_modifier (r, sizes[i], lost, &destroyed), ==, modifier);
          g_assert_cmpint (destroyed, ==, lost >= expect[i][4]);
        }
      for (guint j = 0; j < 4; j++)
        {
          double cell;

          g_assert_true (
            gg_d6_rules_row_number (r, "casualties.example-table", rows[i], j + 2, &cell));
          g_assert_cmpint ((int) cell, ==, expect[i][j]);
        }
    }
}

/* D6-TV-2 / D6-CAS-3 / D6-CAS-4 / D6-CAS-6: cumulative casualty modifiers and 75% removal. */
static void
test_casualty_modifier (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  const int n24[][2] = { { 2, 0 }, { 3, -1 }, { 6, -2 }, { 8, -3 }, { 12, -5 }, { 17, -5 } };
  gboolean destroyed;

  for (guint i = 0; i < G_N_ELEMENTS (n24); i++)
    {
      g_assert_cmpint (gg_d6_casualty_modifier (r, 24, n24[i][0], &destroyed), ==, n24[i][1]);
      g_assert_false (destroyed);
    }
  gg_d6_casualty_modifier (r, 24, 18, &destroyed);
  g_assert_true (destroyed);
  g_assert_cmpint (gg_d6_casualty_modifier (r, 3, 1, NULL), ==, -3);
  g_assert_cmpint (gg_d6_casualty_modifier (r, 3, 2, &destroyed), ==, -5);
  g_assert_false (destroyed);
  gg_d6_casualty_modifier (r, 3, 3, &destroyed);
  g_assert_true (destroyed);
  g_assert_cmpint (gg_d6_casualty_modifier (r, 12, 1, NULL), ==, 0);
  g_assert_cmpint (gg_d6_casualty_modifier (r, 12, 2, NULL), ==, -1);
  gg_d6_casualty_modifier (r, 12, 9, &destroyed);
  g_assert_true (destroyed);
}

/* What the die face @face adds to the TEST gg_d6_test_plan plans for a unit of class @klass. */
static int
die_value (GgD6Rules *r, GgD6Class klass, int face)
{
  GgD6Unit u = french_line;
  GgD6TestInput in = { .unit = &u };
  g_autoptr (GgD6Test) test = NULL;

  u.klass = klass;
  test = gg_d6_test_plan (r, &in);
  return test->die_score[face] - test->modifiers;
}

/* D6-TV-6 die contributions under reading A (D6-TEST-4, AMB-1, AMB-5). */
static void
test_die_values (void)
{
  g_autoptr (GgD6Rules) r = rules ();

  g_assert_cmpint (die_value (r, GG_D6_GREEN, 1), ==, -1);
  g_assert_cmpint (die_value (r, GG_D6_GREEN, 6), ==, 7);
  g_assert_cmpint (die_value (r, GG_D6_TRAINED, 1), ==, 0);
  g_assert_cmpint (die_value (r, GG_D6_TRAINED, 3), ==, 3);
  g_assert_cmpint (die_value (r, GG_D6_TRAINED, 6), ==, 7);
  g_assert_cmpint (die_value (r, GG_D6_VETERAN, 1), ==, 0);
  g_assert_cmpint (die_value (r, GG_D6_VETERAN, 6), ==, 8);
  /* AMB-5 alternative: the adjustment replaces the face */
  g_assert_true (gg_d6_rules_set_option (r, "class-die-arithmetic", "replaces-face", NULL));
  g_assert_cmpint (die_value (r, GG_D6_GREEN, 1), ==, -2);
  g_assert_cmpint (die_value (r, GG_D6_VETERAN, 6), ==, 2);
  /* AMB-1 reading B: only the class adjustment counts */
  g_assert_true (gg_d6_rules_set_option (r, "test-die-face-counts", "false", NULL));
  g_assert_cmpint (die_value (r, GG_D6_GREEN, 1), ==, -2);
  g_assert_cmpint (die_value (r, GG_D6_GREEN, 4), ==, 0);
  g_assert_cmpint (die_value (r, GG_D6_VETERAN, 6), ==, 2);
}

/* The result gg_d6_test_plan gives a die face scoring @score: looks for it among the plans of a
 * Green unit of 24 that lost 0..17 figures, with or without artillery and flank casualties. */
static GgD6TestResult
result_for (GgD6Rules *r, int score)
{
  GgD6Unit u = french_line;

  u.klass = GG_D6_GREEN;
  for (int lost = 0; lost < 18; lost++)
    for (int extra = 0; extra < 4; extra++)
      {
        GgD6TestInput in = { .unit = &u,
                             .lost = lost,
                             .artillery_casualties = extra & 1,
                             .flank_rear_casualties = extra >> 1 };
        g_autoptr (GgD6Test) test = gg_d6_test_plan (r, &in);

        for (int face = 1; face <= 6; face++)
          if (test->die_score[face] == score)
            return test->die_result[face];
      }
  g_assert_not_reached ();
}

/* D6-TEST-6 / AMB-2 / AMB-3: the rebuilt result bands. */
static void
test_bands (void)
{
  g_autoptr (GgD6Rules) r = rules ();

  g_assert_cmpint (result_for (r, -6), ==, GG_D6_ROUT);
  g_assert_cmpint (result_for (r, -9), ==, GG_D6_ROUT);
  g_assert_cmpint (result_for (r, -5), ==, GG_D6_RETREAT);
  g_assert_cmpint (result_for (r, -1), ==, GG_D6_RETREAT);
  g_assert_cmpint (result_for (r, 0), ==, GG_D6_DISORDER);
  g_assert_cmpint (result_for (r, 1), ==, GG_D6_DISORDER);
  g_assert_cmpint (result_for (r, 2), ==, GG_D6_NO_CHANGE);
  g_assert_true (gg_d6_rules_set_option (r, "rout-reading", "minus-six-or-better", NULL));
  g_assert_cmpint (result_for (r, 2), ==, GG_D6_ROUT);
}

/* D6-TV-6a: casualty TEST of French Trained line, 3 lost to artillery, disordered, friends. */
static void
test_tv6a (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (1);
  GgD6Unit u = french_line;
  GgD6TestInput in = { .unit = &u,
                       .lost = 3,
                       .artillery_casualties = TRUE,
                       .friends_in_sight = TRUE,
                       .command_near = TRUE };
  const GgD6TestResult expect[] = { 0,
                                    GG_D6_RETREAT,
                                    GG_D6_DISORDER,
                                    GG_D6_DISORDER,
                                    GG_D6_NO_CHANGE,
                                    GG_D6_NO_CHANGE,
                                    GG_D6_NO_CHANGE };
  g_autoptr (GgD6Test) t = NULL;

  u.disordered = TRUE; /* D6-DIS-C1, so no command bonus (D6-DIS-E4, M13) */
  t = gg_d6_test_plan (r, &in);
  g_assert_cmpint (t->modifiers, ==, -2);
  g_assert_null (gg_d6_report_find (t->report, "D6-TEST-M13"));
  g_assert_nonnull (gg_d6_report_find (t->report, "D6-TEST-M6"));
  g_assert_nonnull (gg_d6_report_find (t->report, "D6-TEST-M2"));
  for (int f = 1; f <= 6; f++)
    g_assert_cmpint (t->die_result[f], ==, expect[f]);
  g_assert_cmpint (t->die_score[6], ==, 5);
  g_assert_cmpfloat_with_epsilon (t->p[GG_D6_NO_CHANGE], 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (t->p[GG_D6_RETREAT], 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (test_d6_odds_sum (t->report), 1, 1e-12);
  g_assert_true (gg_d6_test_resolve (t, dice, 1));
  g_assert_cmpint (t->score, ==, -2);
  g_assert_cmpint (t->result, ==, GG_D6_RETREAT);
}

static int
total (GgD6Rules *r, const GgD6TestInput *in)
{
  g_autoptr (GgD6Test) t = gg_d6_test_plan (r, in);

  return t->modifiers;
}

/* D6-TEST-M7 / M8 / M9 / M10 / M11 / M12 / M13, one at a time. */
static void
test_modifiers (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = french_line, it = italian_line, lc = french_line, sq = french_line;
  GgD6TestInput in = { .unit = &u };
  int base = total (r, &in);

  g_assert_cmpint (base, ==, -1); /* M8 Trained */
  in.contacted = GG_D6_CONTACT_FLANK;
  g_assert_cmpint (total (r, &in), ==, base - 1); /* M7 flank */
  in.contacted = GG_D6_CONTACT_REAR;
  g_assert_cmpint (total (r, &in), ==, base - 2); /* M7 rear */
  sq.formation = GG_D6_FORM_SQUARE;
  in.unit = &sq;
  g_assert_cmpint (total (r, &in), ==, base); /* D6-FORM-7 */
  in = (GgD6TestInput){ .unit = &u, .charging = TRUE };
  g_assert_cmpint (total (r, &in), ==, base + 1); /* M9 */
  u.disordered = TRUE;
  g_assert_cmpint (total (r, &in), ==, base); /* D6-DIS-E5 */
  lc.kind = GG_D6_LIGHT_CAVALRY;
  in.unit = &lc;
  g_assert_cmpint (total (r, &in), ==, base); /* D6-SPEC-9 */
  in.contact_to_rear = TRUE;
  g_assert_cmpint (total (r, &in), ==, base + 1);
  in = (GgD6TestInput){ .unit = &it, .enemy_cavalry_near = TRUE };
  g_assert_cmpint (total (r, &in), ==, -2 + 1); /* M8 Green, M10 */
  it.irregular = TRUE;
  g_assert_cmpint (total (r, &in), ==, -2 + 1 - 1); /* M11 */
  u.disordered = FALSE;
  in = (GgD6TestInput){ .unit = &u, .friends_in_sight = TRUE, .command_near = TRUE };
  g_assert_cmpint (total (r, &in), ==, base + 2); /* M12, M13 */
  in.last_in_brigade = TRUE;
  g_assert_cmpint (total (r, &in), ==, base + 1); /* M13 exception */
  in.inspired = TRUE;
  g_assert_cmpint (total (r, &in), ==, base + 2); /* fog T9 */
}

/* D6-TEST-M11 option (AMB-43) and D6-TEST-M1 as the optional "disordered -2" (AMB-4). */
static void
test_optional_modifiers (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit it = italian_line, fr = french_line;
  GgD6TestInput in = { .unit = &it, .enemy_cavalry_near = TRUE };

  g_assert_cmpint (total (r, &in), ==, -1);
  g_assert_true (gg_d6_rules_set_option (r, "italian-not-trained", "all-infantry", NULL));
  g_assert_cmpint (total (r, &in), ==, -2);
  fr.disordered = TRUE;
  in = (GgD6TestInput){ .unit = &fr };
  g_assert_cmpint (total (r, &in), ==, -1);
  g_assert_true (gg_d6_rules_set_option (r, "unlabelled-minus-two", "disordered", NULL));
  g_assert_cmpint (total (r, &in), ==, -3);
  {
    g_autoptr (GgD6Test) t = gg_d6_test_plan (r, &in);
    const GgD6Mod *m = gg_d6_report_find (t->report, "D6-TEST-M1");

    g_assert_nonnull (m);
    g_assert_cmpint (m->source, ==, GG_RULE_SOURCE_RECONSTRUCTION);
  }
}

/* D6-TV-6d / D6-TEST-M14 / D6-MOR-8: large-unit events, capped at -3, large units only. */
static void
test_large_events (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = french_line, small = french_line;
  GgD6TestInput in = { .unit = &u, .large_retreats = 1 };
  int base = -1;

  g_assert_cmpint (total (r, &in), ==, base - 1);
  in.large_routs = 1;
  g_assert_cmpint (total (r, &in), ==, base - 3);
  in.large_retreats = 2; /* -1 -1 -2 = -4, capped */
  g_assert_cmpint (total (r, &in), ==, base - 3);
  in = (GgD6TestInput){ .unit = &u, .large_destroyed = 2 };
  g_assert_cmpint (total (r, &in), ==, base - 3);
  small.strength = 7;
  in.unit = &small;
  g_assert_cmpint (total (r, &in), ==, base); /* AMB-6: only large units get M14 */
  g_assert_true (gg_d6_rules_set_option (r, "large-event-testers", "all-units", NULL));
  g_assert_cmpint (total (r, &in), ==, base - 3);
}

/* D6-TV-6b, the Italians' Moral TEST after losing the melee by 2: -2 +1 -5 +1 = -5. */
static void
test_tv6b_moral (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit it = italian_line;
  GgD6TestInput in = { .unit = &it, .lost = 6, .friends_in_sight = TRUE, .command_near = TRUE };
  g_autoptr (GgD6Test) t = NULL;

  it.disordered = TRUE;
  t = gg_d6_test_plan (r, &in);
  g_assert_cmpint (t->modifiers, ==, -5);
  g_assert_cmpint (t->die_result[1], ==, GG_D6_ROUT);
  g_assert_cmpfloat_with_epsilon (t->p[GG_D6_ROUT], 1.0 / 6, 1e-12);
}

/* D6-MOR-4 / D6-MOR-5: large units within 18", closest to destroyed units first. */
static void
test_event_order (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GPtrArray) out = g_ptr_array_new ();
  const GgD6EventCandidate c[] = {
    { "a", TRUE, -1, 3 }, { "b", TRUE, 10, 10 }, { "c", TRUE, 4, 4 },
    { "d", FALSE, 2, 2 }, { "e", TRUE, -1, 19 }, { "f", TRUE, -1, 1 },
  };

  gg_d6_morale_event_order (r, c, G_N_ELEMENTS (c), out);
  g_assert_cmpuint (out->len, ==, 4);
  g_assert_cmpstr (g_ptr_array_index (out, 0), ==, "c");
  g_assert_cmpstr (g_ptr_array_index (out, 1), ==, "b");
  g_assert_cmpstr (g_ptr_array_index (out, 2), ==, "f");
  g_assert_cmpstr (g_ptr_array_index (out, 3), ==, "a");
}

/* D6-GEN-1 / D6-TEST-3: the same seed replays the same TEST. */
static void
test_replay (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6TestInput in = { .unit = &french_line };
  g_autoptr (GgDice) d1 = gg_dice_new (7);
  g_autoptr (GgDice) d2 = gg_dice_new (7);

  for (int i = 0; i < 20; i++)
    {
      g_autoptr (GgD6Test) a = gg_d6_test_plan (r, &in);
      g_autoptr (GgD6Test) b = gg_d6_test_plan (r, &in);

      gg_d6_test_resolve (a, d1, 0);
      gg_d6_test_resolve (b, d2, 0);
      g_assert_cmpint (a->die, ==, b->die);
      g_assert_cmpint (a->result, ==, b->result);
      g_assert_cmpint (a->score, ==, a->modifiers + die_value (r, GG_D6_TRAINED, a->die));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/casualties/D6-TV-1/D6-CAS-2", test_thresholds);
  g_test_add_func ("/d6/casualties/D6-TV-2/D6-CAS-3/D6-CAS-4", test_casualty_modifier);
  g_test_add_func ("/d6/test/die/D6-TEST-4/D6-AMB-1", test_die_values);
  g_test_add_func ("/d6/test/bands/D6-TEST-6", test_bands);
  g_test_add_func ("/d6/test/D6-TV-6a/D6-MOR-2", test_tv6a);
  g_test_add_func ("/d6/test/modifiers/D6-TEST-5", test_modifiers);
  g_test_add_func ("/d6/test/modifiers/D6-TEST-M1/D6-TEST-M11", test_optional_modifiers);
  g_test_add_func ("/d6/test/large/D6-TEST-M14/D6-MOR-8", test_large_events);
  g_test_add_func ("/d6/test/D6-TV-6b/D6-MOR-3", test_tv6b_moral);
  g_test_add_func ("/d6/morale/order/D6-MOR-4/D6-MOR-5", test_event_order);
  g_test_add_func ("/d6/test/replay/D6-TEST-3", test_replay);
  return g_test_run ();
}
