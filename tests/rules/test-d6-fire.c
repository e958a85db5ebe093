/* Fire and ranges (D6-FIRE, D6-RNG), the worked pools of D6-TV-3/4/9/10. */
#include <glib.h>

#include "core-support.h"
#include "gg-d6-fire.h"

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
                                      .french = TRUE,
                                      .weapon = GG_D6_MUSKETS };

static GgD6FireInput
aim (const GgD6Unit *u, double distance)
{
  return (GgD6FireInput){ .firer = u,
                          .counted = -1,
                          .distance = distance,
                          .line_of_sight = TRUE,
                          .in_arc = TRUE,
                          .target_in_front = TRUE };
}

static int
pool (GgD6Rules *r, const GgD6FireInput *in)
{
  g_autoptr (GgD6Fire) f = gg_d6_fire_plan (r, in);

  if (!f->allowed)
    return -1;
  g_assert_cmpint (gg_d6_report_total (f->report), ==, f->pool);
  g_assert_cmpfloat_with_epsilon (test_d6_odds_sum (f->report), 1, 1e-9);
  return f->pool;
}

/* D6-TV-3 a-e: French Trained line, 24 in line, muskets (D6-FIRE-6/8/9, D6-RNG-1). */
static void
test_tv3_line (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = french_line;
  GgD6FireInput in = aim (&u, 2.5);

  g_assert_cmpint (pool (r, &in), ==, 25);
  in.distance = 5;
  g_assert_cmpint (pool (r, &in), ==, 13);
  in.cover = GG_D6_COVER_SOFT;
  g_assert_cmpint (pool (r, &in), ==, 7);
  u.disordered = TRUE;
  g_assert_cmpint (pool (r, &in), ==, 3);
  in = aim (&french_line, 6.5);
  g_assert_cmpint (pool (r, &in), ==, -1);
}

/* D6-TV-3 f: Italian Green line, 12 (6+6), first rank only, dense target (D6-SPEC-6, FIRE-10). */
static void
test_tv3_italian_dense (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = { .id = "it",
                 .kind = GG_D6_LINE_INFANTRY,
                 .klass = GG_D6_GREEN,
                 .strength = 12,
                 .figures = 12,
                 .italian = TRUE,
                 .weapon = GG_D6_MUSKETS };
  GgD6FireInput in = aim (&u, 2);

  in.target_dense = TRUE;
  g_assert_cmpint (pool (r, &in), ==, 8);
  in.target_light = TRUE; /* D6-FORM-1: light troops never dense */
  g_assert_cmpint (pool (r, &in), ==, 6);
}

/* D6-TV-3 g: Trained H/M guns, 6 figures: canister, short, long, hard cover, out
 * (D6-FIRE-11/12). */
static void
test_tv3_guns (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = { .id = "g",
                 .kind = GG_D6_HEAVY_GUNS,
                 .klass = GG_D6_TRAINED,
                 .strength = 6,
                 .figures = 6,
                 .weapon = GG_D6_GUNS,
                 .formation = GG_D6_FORM_UNLIMBERED };
  GgD6FireInput in = aim (&u, 5);

  g_assert_cmpint (pool (r, &in), ==, 9);
  in.distance = 10;
  g_assert_cmpint (pool (r, &in), ==, 7);
  in.distance = 20;
  g_assert_cmpint (pool (r, &in), ==, 4);
  in.cover = GG_D6_COVER_HARD;
  {
    g_autoptr (GgD6Fire) f = gg_d6_fire_plan (r, &in);

    g_assert_false (f->allowed);
    g_assert_cmpstr (f->reason_rule, ==, "D6-FIRE-12");
  }
  in.cover = GG_D6_COVER_NONE;
  in.distance = 40;
  g_assert_cmpint (pool (r, &in), ==, -1);
  u.formation = GG_D6_FORM_LIMBERED; /* AMB-49 */
  in.distance = 10;
  g_assert_cmpint (pool (r, &in), ==, -1);
}

/* D6-TV-3 h: Veteran light guns, 3 figures: 4" gives 7 dice; 13" is out (long nil, D6-RNG-4). */
static void
test_tv3_light_guns (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = { .id = "lg",
                 .kind = GG_D6_LIGHT_GUNS,
                 .klass = GG_D6_VETERAN,
                 .strength = 3,
                 .figures = 3,
                 .weapon = GG_D6_LIGHT_GUN_WEAPON };
  GgD6FireInput in = aim (&u, 4);

  g_assert_cmpint (pool (r, &in), ==, 7);
  in.distance = 13;
  g_assert_cmpint (pool (r, &in), ==, -1);
}

/* D6-TV-3 i: Trained line cavalry, carbines at 2": 1 + 1; disordered: 1 (AMB-26). */
static void
test_tv3_cavalry (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = { .id = "c",
                 .kind = GG_D6_LINE_CAVALRY,
                 .klass = GG_D6_TRAINED,
                 .strength = 7,
                 .figures = 7,
                 .weapon = GG_D6_CARBINES };
  GgD6FireInput in = aim (&u, 2);

  g_assert_cmpint (pool (r, &in), ==, 2);
  u.disordered = TRUE;
  g_assert_cmpint (pool (r, &in), ==, 1);
  g_assert_true (gg_d6_rules_set_option (r, "fixed-pools-halved", "true", NULL));
  g_assert_cmpint (pool (r, &in), ==, 0);
}

/* D6-TV-3 j: dead calm -1 (D6-FOG-T8); dead calm and rain -3 (D6-FOG-T7, D6-FIRE-17). */
static void
test_tv3_fog (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6FireInput in = aim (&french_line, 2.5);

  in.dead_calm = TRUE;
  g_assert_cmpint (pool (r, &in), ==, 24);
  in.distance = 5;
  in.rain = TRUE;
  g_assert_cmpint (pool (r, &in), ==, 10);
}

/* D6-TV-4 / D6-FIRE-21/22: response fire by a unit the charger passes: 1d6 + bonus. */
static void
test_tv4_response (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = french_line;
  GgD6FireInput in = aim (&u, 2);
  const int expect[] = { 1, 2, 3 };

  in.kind = GG_D6_FIRE_RESPONSE_PASSING;
  in.moved = TRUE; /* D6-MOVE-15: response fire is allowed */
  for (int c = GG_D6_GREEN; c <= GG_D6_VETERAN; c++)
    {
      u.klass = c;
      g_assert_cmpint (pool (r, &in), ==, expect[c]);
    }
  u.disordered = TRUE;
  g_assert_cmpint (pool (r, &in), ==, -1);
  in.contacted = TRUE;
  g_assert_cmpint (pool (r, &in), ==, 1);
  in.kind = GG_D6_FIRE_RESPONSE_CONTACTED; /* normal factors (D6-FIRE-20 i) */
  u.disordered = FALSE;
  g_assert_cmpint (pool (r, &in), ==, 12 + 12 + 2);
}

/* D6-FIRE-22: cavalry and artillery response-fire only to the front; D6-REF-3 reform lost. */
static void
test_response_restrictions (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit cav = { .id = "c",
                   .kind = GG_D6_LINE_CAVALRY,
                   .klass = GG_D6_TRAINED,
                   .strength = 7,
                   .figures = 7,
                   .weapon = GG_D6_CARBINES };
  GgD6Unit reforming = french_line;
  GgD6FireInput in = aim (&cav, 2);

  in.kind = GG_D6_FIRE_RESPONSE_PASSING;
  in.target_in_front = FALSE;
  g_assert_cmpint (pool (r, &in), ==, -1);
  reforming.disordered = reforming.reforming = TRUE;
  in = aim (&reforming, 2);
  in.kind = GG_D6_FIRE_RESPONSE_PASSING;
  {
    g_autoptr (GgD6Fire) f = gg_d6_fire_plan (r, &in);

    g_assert_true (f->allowed);
    g_assert_true (f->breaks_reform);
  }
}

/* D6-FIRE-1 / D6-FIRE-2 / D6-MOVE-15 / D6-FOG-T10: who may fire. */
static void
test_eligibility (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = french_line;
  GgD6FireInput in = aim (&u, 2);
  struct
  {
    GgD6Kind kind;
    GgD6Formation form;
    const char *rule;
  } cases[] = {
    { GG_D6_COMMAND, GG_D6_FORM_LINE, "D6-CMD-4" },
    { GG_D6_MINERS, GG_D6_FORM_LOOSE, "D6-SAP-1" },
    { GG_D6_LINE_INFANTRY, GG_D6_FORM_MARCH_COLUMN, "D6-FORM-3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GgD6Unit v = french_line;
      GgD6FireInput vin = aim (&v, 2);
      g_autoptr (GgD6Fire) f = NULL;

      v.kind = cases[i].kind;
      v.formation = cases[i].form;
      f = gg_d6_fire_plan (r, &vin);
      g_assert_false (f->allowed);
      g_assert_cmpstr (f->reason_rule, ==, cases[i].rule);
    }
  in.moved = TRUE;
  g_assert_cmpint (pool (r, &in), ==, -1);
  in.moved = FALSE;
  in.times_fired = 1;
  g_assert_cmpint (pool (r, &in), ==, -1);
  in.fire_twice = TRUE;
  g_assert_cmpint (pool (r, &in), ==, 25);
  in.line_of_sight = FALSE;
  g_assert_cmpint (pool (r, &in), ==, -1);
  u.formation = GG_D6_FORM_ATTACK_COLUMN; /* D6-CHG-12: an attack column can fire */
  in = aim (&u, 2);
  in.front_rank = 6;
  in.second_rank = 6;
  g_assert_cmpint (pool (r, &in), ==, 13);
}

/* D6-TV-9 / D6-RNG-2 / D6-RNG-3 / AMB-32: inclusive range limits. */
static void
test_tv9_ranges (void)
{
  g_autoptr (GgD6Rules) r = rules ();

  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_MUSKETS, 3.0), ==, GG_D6_RANGE_SHORT);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_MUSKETS, 3.01), ==, GG_D6_RANGE_LONG);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_MUSKETS, 6.0), ==, GG_D6_RANGE_LONG);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_MUSKETS, 6.01), ==, GG_D6_RANGE_OUT);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_RIFLES, 10), ==, GG_D6_RANGE_LONG);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_CARBINES, 3.5), ==, GG_D6_RANGE_OUT);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_GUNS, 6.0), ==, GG_D6_RANGE_CANISTER);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_GUNS, 12.0), ==, GG_D6_RANGE_SHORT);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_GUNS, 36.0), ==, GG_D6_RANGE_LONG);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_GUNS, 36.01), ==, GG_D6_RANGE_OUT);
  g_assert_cmpint (gg_d6_fire_range_band (r, GG_D6_LIGHT_GUN_WEAPON, 12.01), ==, GG_D6_RANGE_OUT);
}

/* D6-TV-10 / D6-FIRE-14: the gap needed is min(12", 2 x target frontage). */
static void
test_tv10_gap (void)
{
  g_autoptr (GgD6Rules) r = rules ();

  g_assert_cmpfloat (gg_d6_fire_gap_needed (r, 4), ==, 8);
  g_assert_cmpfloat (gg_d6_fire_gap_needed (r, 10), ==, 12);
}

/* D6-FIRE-7: each 6 hits; odds of hits are binomial and P(test) = P(2 or more). */
static void
test_hits_and_odds (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (5);
  GgD6FireInput in = aim (&french_line, 5); /* 13 dice */
  g_autoptr (GgD6Fire) f = gg_d6_fire_plan (r, &in);
  int faces[13] = { 6, 6, 5, 1, 2, 3, 4, 6, 1, 1, 1, 1, 1 };
  double p0 = 1, p1;

  for (int i = 0; i < 13; i++)
    p0 *= 5.0 / 6;
  p1 = 13 * (1.0 / 6) * p0 / (5.0 / 6);
  g_assert_cmpfloat_with_epsilon (f->p_test, 1 - p0 - p1, 1e-12);
  g_assert_cmpfloat_with_epsilon (g_array_index (f->report->odds, GgD6Odds, 0).p, p0, 1e-12);
  g_assert_true (gg_d6_fire_resolve (f, r, dice, faces));
  g_assert_cmpint (f->hits, ==, 3);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 13);
}

/* D6-FIRE-16 / D6-DIS-C1 / D6-MOR-2 / D6-CAS-4 / AMB-8: what casualties do. */
static void
test_casualties (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = french_line;
  GgD6CasualtyEffect e;

  gg_d6_fire_casualties (r, &u, 0, FALSE, 1, &e);
  g_assert_cmpint (e.removed, ==, 1);
  g_assert_cmpint (e.figures, ==, 23);
  g_assert_false (e.disordered || e.test_due);
  gg_d6_fire_casualties (r, &u, 1, FALSE, 1, &e); /* two in the turn */
  g_assert_true (e.disordered && e.test_due);
  gg_d6_fire_casualties (r, &u, 2, TRUE, 3, &e); /* once per player turn */
  g_assert_false (e.test_due);
  g_assert_true (gg_d6_rules_set_option (r, "casualty-test-timing", "every-fire", NULL));
  gg_d6_fire_casualties (r, &u, 2, TRUE, 3, &e);
  g_assert_true (e.test_due);
  u.figures = 7; /* 17 lost; 18 is 75% */
  gg_d6_fire_casualties (r, &u, 0, FALSE, 1, &e);
  g_assert_true (e.destroyed);
  g_assert_false (e.test_due);
  gg_d6_fire_casualties (r, &u, 0, FALSE, 99, &e);
  g_assert_cmpint (e.removed, ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/fire/D6-TV-3a-e/D6-FIRE-8", test_tv3_line);
  g_test_add_func ("/d6/fire/D6-TV-3f/D6-FIRE-10/D6-SPEC-6", test_tv3_italian_dense);
  g_test_add_func ("/d6/fire/D6-TV-3g/D6-FIRE-11/D6-FIRE-12", test_tv3_guns);
  g_test_add_func ("/d6/fire/D6-TV-3h/D6-RNG-4", test_tv3_light_guns);
  g_test_add_func ("/d6/fire/D6-TV-3i/D6-FIRE-6", test_tv3_cavalry);
  g_test_add_func ("/d6/fire/D6-TV-3j/D6-FIRE-17", test_tv3_fog);
  g_test_add_func ("/d6/fire/D6-TV-4/D6-FIRE-21", test_tv4_response);
  g_test_add_func ("/d6/fire/response/D6-FIRE-22/D6-REF-3", test_response_restrictions);
  g_test_add_func ("/d6/fire/eligible/D6-FIRE-1/D6-FIRE-2", test_eligibility);
  g_test_add_func ("/d6/range/D6-TV-9/D6-RNG-2", test_tv9_ranges);
  g_test_add_func ("/d6/fire/gap/D6-TV-10/D6-FIRE-14", test_tv10_gap);
  g_test_add_func ("/d6/fire/hits/D6-FIRE-7", test_hits_and_odds);
  g_test_add_func ("/d6/fire/casualties/D6-FIRE-16/D6-DIS-C1", test_casualties);
  return g_test_run ();
}
