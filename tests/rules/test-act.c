/* test-act.c: the activation schemes (gg-act.h): Volturno 1860 formation activation and
 * Risorgimento 1859 corps continuity, each procedure under its rule ID
 * (docs/rule-ids-board-games.txt), through the same calls the app and the CLI make; and the
 * schemes' statistics: many seeded attempts match the exact odds. */
#include <glib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core-support.h"
#include "gg-act.h"
#include "gg-d6-board.h"
#include "gg-d6-play.h"
#include "gg-d6-state.h"
#include "gg-table-rules.h"
#include "gg-game-state.h"
#include "gg-log.h"

#define HEAD                                                                                     \
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n" \
  "figures: []\n"                                                                                \
  "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"                           \
  "    - { id: A1, side: A, brigade: Eber }\n"                                                   \
  "    - { id: A2, side: A, brigade: Sacchi }\n"                                                 \
  "    - { id: B1, side: B, brigade: Tabacchi }\n"                                               \
  "    - { id: B2, side: B, brigade: Polizzy }\n"

static const char volturno[] = HEAD
  "  options: { activation: volturno, poor-coordination: \"true\" }\n"
  "  activation:\n"
  "    sides:\n"
  "      - { side: A, cic: Garibaldi, cic-unit: A9, value: 4 }\n"
  "      - { side: B, cic: Ritucci, cic-unit: B9, value: 3, neapolitan: true }\n"
  "    formations:\n"
  "      - { id: turr, side: A, commander: Türr, commander-unit: A8, rating: 3, brigades: "
  "[Eber] }\n"
  "      - { id: medici, side: A, commander: Medici, rating: 4, brigades: [Sacchi] }\n"
  "      - { id: tabacchi, side: B, commander: Tabacchi, rating: 3, brigades: [Tabacchi] }\n"
  "      - { id: polizzy, side: B, commander: Polizzy, brigades: [Polizzy] }\n";

static const char r59[] = HEAD
  "  options: { activation: r59 }\n"
  "  activation:\n"
  "    sides:\n"
  "      - { side: A, name: French, french: true, value: 1 }\n"
  "      - { side: B, name: Austrian }\n"
  "    formations:\n"
  "      - { id: I, side: A, commander: d'Hilliers, rated: d-hilliers, brigades: [Eber] }\n"
  "      - { id: IV, side: A, commander: Niel, rated: niel, brigades: [Sacchi] }\n"
  "      - { id: V, side: B, commander: Stadion, rated: stadion, brigades: [Tabacchi] }\n"
  "      - { id: VIII, side: B, commander: Benedek, rated: benedek, brigades: [Polizzy] }\n";

typedef struct
{
  GgGame *game;
  GgAct *act;
} Fixture;

static void
fixture_open (Fixture *f, const char *text, guint32 seed)
{
  g_autoptr (GError) error = NULL;

  f->game = gg_game_load_data (text, strlen (text), "test.yaml", &error);
  g_assert_no_error (error);
  f->act = gg_act_new (f->game, gg_game_get_rules_data (f->game), seed, &error);
  g_assert_no_error (error);
}

static void
fixture_close (Fixture *f)
{
  gg_act_free (f->act);
  gg_game_unref (f->game);
}

static GgActOutcome *
initiative (Fixture *f, int a1, int a2, int b1, int b2)
{
  int dice[] = { a1, a2, b1, b2 };
  g_autoptr (GError) error = NULL;
  GgActOutcome *out;

  out = gg_act_initiative (f->act, dice, gg_act_get_scheme (f->act) == GG_ACT_SCHEME_R59 ? 2 : 4,
                           &error);
  g_assert_no_error (error);
  return out;
}

static GgActOutcome *
attempt (Fixture *f, const char *id, int face)
{
  g_autoptr (GError) error = NULL;
  GgActOutcome *out = gg_act_attempt (f->act, id, NULL, face, &error);

  g_assert_no_error (error);
  return out;
}

static void
finish (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = gg_act_finish (f->act, &error);

  g_assert_no_error (error);
}

static GgActOutcome *
pass (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  GgActOutcome *out = gg_act_pass (f->act, &error);

  g_assert_no_error (error);
  return out;
}

/* Volturno */

static void
test_vol_initiative (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) tie = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  int again[] = { 2, 2, 3, 2, 1, 1, 6, 6 }, tied[] = { 1, 1, 2, 1 };
  g_autoptr (GError) error = NULL;

  fixture_open (&f, volturno, 1);
  /* 2d6 + CiC: A 1+1+4 = 6 against B 2+1+3 = 6, a tie to roll again: four dice typed in are too
   * few, refused (every die of the roll is typed, or none) */
  out = gg_act_initiative (f.act, tied, 4, &error);
  g_assert_null (out);
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  g_clear_error (&error);
  fixture_close (&f);

  fixture_open (&f, volturno, 1);
  tie = gg_act_initiative (f.act, again, 8, &error); /* A 8 = B 8, then A 6 < B 15 */
  g_assert_no_error (error);
  g_assert_cmpint (tie->side, ==, 'B');
  g_assert_cmpuint (tie->n_faces, ==, 8);
  g_assert_cmpint (gg_act_get_state (f.act)->to_act, ==, 'B');
  g_assert_nonnull (strstr (tie->text, "a tie"));
  /* a second initiative in the same turn is refused */
  g_assert_null (gg_act_initiative (f.act, NULL, 0, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED);
  fixture_close (&f);
}

/* VOL-4.A: A's odds with values 4 and 3: P(2d6 + 4 > 2d6 + 3) / P(no tie), exactly. */
static void
test_vol_initiative_odds (void)
{
  Fixture f;
  GgActOdds odds;
  int wins = 0, ties = 0;

  fixture_open (&f, volturno, 1);
  odds = gg_act_initiative_odds (f.act);
  for (int a = 2; a <= 12; a++)
    for (int b = 2; b <= 12; b++)
      {
        int wa = 6 - abs (a - 7), wb = 6 - abs (b - 7);

        wins += a + 4 > b + 3 ? wa * wb : 0;
        ties += a + 4 == b + 3 ? wa * wb : 0;
      }
  g_assert_cmpint (odds.num, ==, wins);
  g_assert_cmpint (odds.den, ==, 1296 - ties);
  fixture_close (&f);
}

static void
test_vol_success (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) ok = NULL;
  g_autoptr (GgActPlan) plan = NULL;

  fixture_open (&f, volturno, 1);
  init = initiative (&f, 6, 6, 1, 1);
  g_assert_cmpint (init->side, ==, 'A');
  plan = gg_act_plan (f.act, "turr", NULL, NULL);
  g_assert_null (plan->refused);
  g_assert_cmpint (plan->target, ==, 3);
  g_assert_cmpint (plan->activate.num, ==, 3); /* faces 1-3 of 6 */
  g_assert_cmpint (plan->fail.num, ==, 2);     /* 4, 5 */
  g_assert_cmpint (plan->personal.num, ==, 1); /* 6 */
  g_assert_cmpint (plan->activate.den, ==, 6);
  ok = attempt (&f, "turr", 3);
  g_assert_cmpint (ok->result, ==, GG_ACT_RESULT_ACTIVATED);
  g_assert_cmpstr (gg_act_get_state (f.act)->active, ==, "turr");
  /* VOL-4.B2-b: only the activated formation's units act */
  g_assert_true (gg_act_unit_may_act (f.act, "A1"));
  g_assert_false (gg_act_unit_may_act (f.act, "A2"));
  g_assert_false (gg_act_unit_may_act (f.act, "B1"));
  finish (&f);
  g_assert_cmpint (gg_act_get_state (f.act)->to_act, ==, 'B'); /* the sides alternate */
  g_assert_false (gg_act_unit_may_act (f.act, "A1"));
  fixture_close (&f);
}

static void
test_vol_fail (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) no = NULL;

  fixture_open (&f, volturno, 1);
  init = initiative (&f, 6, 6, 1, 1);
  no = attempt (&f, "turr", 4); /* 4 > 3 */
  g_assert_cmpint (no->result, ==, GG_ACT_RESULT_FAILED);
  g_assert_cmpint (gg_act_state_lookup (gg_act_get_state (f.act), "turr")->orders, ==, 1);
  g_assert_cmpint (gg_act_get_state (f.act)->to_act, ==, 'B'); /* a failure is an attempt */
  g_assert_null (gg_act_get_state (f.act)->active);
  fixture_close (&f);
}

/* VOL-6.1.2: three failures, -3 for the next attempt; then a 4 activates a value-1 CdF. */
static void
test_vol_orders (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  g_autoptr (GgActOutcome) ok = NULL;

  fixture_open (&f, volturno, 1);
  init = initiative (&f, 6, 6, 1, 1);
  gg_act_state_lookup (gg_act_get_state (f.act), "turr")->rating = 1;
  for (int i = 0; i < 3; i++)
    {
      g_autoptr (GgActOutcome) a = attempt (&f, "turr", 5);
      g_autoptr (GgActOutcome) b = pass (&f);

      g_assert_cmpint (a->result, ==, GG_ACT_RESULT_FAILED);
      g_assert_cmpint (b->result, ==, GG_ACT_RESULT_PASSED);
      if (i == 0)
        g_assert_cmpint (a->total, ==, 5);
    }
  plan = gg_act_plan (f.act, "turr", NULL, NULL);
  g_assert_cmpint (plan->modifiers->len, ==, 1);
  g_assert_cmpstr (g_array_index (plan->modifiers, GgActModifier, 0).rule, ==, "VOL-6.1.2");
  g_assert_cmpint (g_array_index (plan->modifiers, GgActModifier, 0).value, ==, -3);
  g_assert_cmpint (plan->activate.num, ==, 4); /* 1-4 less 3 are at most 1 */
  ok = attempt (&f, "turr", 4);
  g_assert_cmpint (ok->total, ==, 1);
  g_assert_cmpint (ok->result, ==, GG_ACT_RESULT_ACTIVATED);
  g_assert_cmpint (gg_act_state_lookup (gg_act_get_state (f.act), "turr")->orders, ==, 0);
  fixture_close (&f);
}

static double
distance (const char *a, const char *b, gpointer data)
{
  return *(double *) data;
}

/* VOL-6.1.4: -1 within the CiC's range: value 4 at 6" a point is 24" (house conversion). */
static void
test_vol_cic_range (void)
{
  Fixture f;
  double d = 23.9;
  GgActChoice referee = { 1 };
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActPlan) near = NULL;
  g_autoptr (GgActPlan) far = NULL;
  g_autoptr (GgActPlan) unmeasured = NULL;
  g_autoptr (GgActPlan) said = NULL;

  fixture_open (&f, volturno, 1);
  init = initiative (&f, 6, 6, 1, 1);
  gg_act_set_distance_func (f.act, distance, &d);
  near = gg_act_plan (f.act, "turr", NULL, NULL);
  g_assert_cmpint (near->modifier, ==, -1);
  g_assert_cmpstr (g_array_index (near->modifiers, GgActModifier, 0).rule, ==, "VOL-6.1.4");
  g_assert_cmpint (near->activate.num, ==, 4);
  d = 24.5;
  far = gg_act_plan (f.act, "turr", NULL, NULL);
  g_assert_cmpint (far->modifier, ==, 0);
  unmeasured = gg_act_plan (f.act, "medici", NULL, NULL); /* no commander unit: not measured */
  g_assert_cmpint (unmeasured->modifier, ==, 0);
  said = gg_act_plan (f.act, "medici", &referee, NULL);
  g_assert_cmpint (said->modifier, ==, -1);
  fixture_close (&f);
}

/* VOL-6.2: an unmodified 6 activates on Personal Initiative even when 6 - 3 would succeed. */
static void
test_vol_personal (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) six = NULL;
  g_autoptr (GgActPlan) again = NULL;

  fixture_open (&f, volturno, 1);
  init = initiative (&f, 6, 6, 1, 1);
  gg_act_state_lookup (gg_act_get_state (f.act), "turr")->orders = 3;
  six = attempt (&f, "turr", 6);
  g_assert_cmpint (six->result, ==, GG_ACT_RESULT_PERSONAL);
  g_assert_nonnull (strstr (six->text, "referee"));
  g_assert_cmpstr (gg_act_get_state (f.act)->personal, ==, "turr");
  finish (&f);
  /* VOL-6.1: once a turn */
  gg_act_get_state (f.act)->to_act = 'A';
  again = gg_act_plan (f.act, "turr", NULL, NULL);
  g_assert_nonnull (again->refused);
  g_assert_nonnull (strstr (again->refused, "VOL-6.1"));
  fixture_close (&f);
}

/* VOL-4.B2: three passes in a row (A, B, A) end the phase; a failure between breaks the run. */
static void
test_vol_passes (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) p1 = NULL, p2 = NULL, no = NULL, p3 = NULL, p4 = NULL, p5 = NULL;
  g_autoptr (GError) error = NULL;

  fixture_open (&f, volturno, 1);
  init = initiative (&f, 6, 6, 1, 1);
  p1 = pass (&f);
  p2 = pass (&f);
  no = attempt (&f, "turr", 5); /* A fails: the run is broken */
  g_assert_false (no->phase_over);
  p3 = pass (&f);
  p4 = pass (&f);
  g_assert_false (p4->phase_over);
  p5 = pass (&f);
  g_assert_true (p5->phase_over);
  g_assert_null (gg_act_pass (f.act, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED);
  fixture_close (&f);
}

/* VOL-15.7: a Neapolitan failure when every Garibaldine formation has activated: 1d6, 1-2 end. */
static void
test_vol_coordination (void)
{
  for (int face = 1; face <= 6; face++)
    {
      Fixture f;
      g_autoptr (GgActOutcome) init = NULL;
      g_autoptr (GgActOutcome) no = NULL;
      GgActState *s;

      fixture_open (&f, volturno, 1);
      init = initiative (&f, 1, 1, 6, 6);
      s = gg_act_get_state (f.act);
      gg_act_state_lookup (s, "turr")->finished = TRUE;
      gg_act_state_lookup (s, "medici")->finished = TRUE;
      g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D6, 5));
      g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D6, face));
      no = gg_act_attempt (f.act, "tabacchi", NULL, 0, NULL);
      g_assert_cmpint (no->result, ==, GG_ACT_RESULT_FAILED);
      g_assert_cmpuint (no->phase_over, ==, face <= 2);
      g_assert_nonnull (strstr (no->text, "VOL-15.7"));
      fixture_close (&f);
    }
}

/* Every seeded attempt's result agrees with the plan's exact odds: over 6,000 attempts the
 * frequencies are within 4.5 standard deviations. */
static void
check_frequencies (const char *text, const char *id, GgActResult which, gboolean volturno_six)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  int n = 6000, hits = 0, sixes = 0;
  double p, sigma;
  GgActState *s;
  GgActFormation *fm;

  fixture_open (&f, text, 12345);
  init = gg_act_initiative (f.act, NULL, 0, NULL);
  s = gg_act_get_state (f.act);
  fm = gg_act_state_lookup (s, id);
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GgActOutcome) out = NULL;

      s->to_act = fm->side, s->free = FALSE, s->over = FALSE;
      fm->orders = 0, fm->finished = FALSE, fm->activations = 0;
      g_clear_pointer (&s->active, g_free);
      g_clear_pointer (&s->last, g_free);
      if (i == 0)
        plan = gg_act_plan (f.act, id, NULL, NULL);
      out = gg_act_attempt (f.act, id, NULL, 0, NULL);
      g_assert_nonnull (out);
      hits += out->result == which;
      sixes += out->result == GG_ACT_RESULT_PERSONAL;
    }
  p = (double) plan->activate.num / plan->activate.den;
  sigma = sqrt (p * (1 - p) / n);
  g_test_message ("%s: activated %d of %d (%.4f), exact %d/%d (%.4f); natural sixes %d", id, hits,
                  n, (double) hits / n, plan->activate.num, plan->activate.den, p, sixes);
  g_assert_cmpfloat (fabs ((double) hits / n - p), <, 4.5 * sigma);
  if (volturno_six)
    g_assert_cmpfloat (fabs ((double) sixes / n - 1.0 / 6), <, 4.5 * sqrt (5.0 / 36 / n));
  fixture_close (&f);
}

static void
test_vol_statistics (void)
{
  check_frequencies (volturno, "medici", GG_ACT_RESULT_ACTIVATED, TRUE);  /* 4 of 6 */
  check_frequencies (volturno, "polizzy", GG_ACT_RESULT_ACTIVATED, TRUE); /* house 3 */
}

/* 1859 */

static void
test_r59_values (void)
{
  Fixture f;
  const char *ids[] = { "I", "IV", "V", "VIII" };
  int want[] = { 3, 4, 2, 5 };

  fixture_open (&f, r59, 1);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr (GgActPlan) plan = gg_act_plan (f.act, ids[i], NULL, NULL);

      g_assert_cmpint (plan->target, ==, want[i]);
      g_assert_cmpstr (plan->target_source, ==, "rulebook");
      g_assert_cmpint (plan->die, ==, GG_DIE_D10);
      g_assert_cmpint (plan->activate.num, ==, want[i] + 1); /* 0 is 0: faces 0..target */
      g_assert_cmpint (plan->activate.den, ==, 10);
    }
  fixture_close (&f);
}

/* R59-4.3: d10 + the scenario's modifier (A +1), ties again; the winner's Free Activation. */
static void
test_r59_initiative (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) out = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  int tie[] = { 4, 5, 0, 9 }; /* 4 + 1 = 5 ties, then 0 + 1 < 9 */
  GgActOdds odds;

  fixture_open (&f, r59, 1);
  odds = gg_act_initiative_odds (f.act);
  g_assert_cmpint (odds.num, ==, 55); /* a + 1 > b: 55 of 100 */
  g_assert_cmpint (odds.den, ==, 91); /* 9 ties (a + 1 = b) rolled again */
  out = gg_act_initiative (f.act, tie, 4, NULL);
  g_assert_cmpint (out->side, ==, 'B');
  g_assert_true (out->next_free);
  plan = gg_act_plan (f.act, "V", NULL, NULL);
  g_assert_true (plan->free);
  g_assert_cmpint (plan->activate.num, ==, plan->activate.den);
  fixture_close (&f);
}

/* R59-4.51, R59-4.52, R59-4.53: the rulebook's example of play (002 L25), step by step. */
static void
test_r59_example (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  GgActState *s;

  fixture_open (&f, r59, 1);
  s = gg_act_get_state (f.act);
  init = initiative (&f, 9, 0, 0, 0);
  g_assert_cmpint (init->side, ==, 'A');
  {
    g_autoptr (GgActOutcome) i1 = attempt (&f, "I", 0); /* free: no die */

    g_assert_cmpint (i1->result, ==, GG_ACT_RESULT_ACTIVATED);
    g_assert_cmpuint (i1->n_faces, ==, 0);
  }
  finish (&f);
  g_assert_cmpint (s->to_act, ==, 'A'); /* continue with a roll, or pass */
  g_assert_false (s->free);
  {
    g_autoptr (GgActOutcome) iv = attempt (&f, "IV", 3); /* 3 <= Niel's 4 */

    g_assert_cmpint (iv->result, ==, GG_ACT_RESULT_ACTIVATED);
  }
  finish (&f); /* two segments in a row: the Austrian's Free Activation (R59-4.53) */
  g_assert_cmpint (s->to_act, ==, 'B');
  g_assert_true (s->free);
  {
    g_autoptr (GgActOutcome) v = attempt (&f, "V", 0);

    g_assert_cmpint (v->result, ==, GG_ACT_RESULT_ACTIVATED);
  }
  finish (&f); /* play returns to the French */
  g_assert_cmpint (s->to_act, ==, 'A');
  g_assert_false (s->free);
  {
    g_autoptr (GgActOutcome) again = attempt (&f, "I", 7); /* 7 > d'Hilliers' 3 */

    g_assert_cmpint (again->result, ==, GG_ACT_RESULT_FAILED);
    g_assert_cmpint (again->next, ==, 'B');
    g_assert_true (again->next_free);
  }
  {
    /* V again: not twice in a row, the failed attempt came between (R59-4.53-b) */
    g_autoptr (GgActOutcome) v2 = attempt (&f, "V", 0);

    g_assert_cmpint (v2->result, ==, GG_ACT_RESULT_ACTIVATED);
  }
  finish (&f);
  {
    g_autoptr (GgActOutcome) viii = attempt (&f, "VIII", 4); /* 4 <= Benedek's 5 */

    g_assert_cmpint (viii->result, ==, GG_ACT_RESULT_ACTIVATED);
  }
  finish (&f);
  g_assert_cmpint (s->to_act, ==, 'A');
  g_assert_true (s->free);
  fixture_close (&f);
}

/* R59-4.53-b: no corps twice in a row while another is left. */
static void
test_r59_twice (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) i1 = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  g_autoptr (GError) error = NULL;

  fixture_open (&f, r59, 1);
  init = initiative (&f, 9, 0, 0, 0);
  i1 = attempt (&f, "I", 0);
  finish (&f);
  plan = gg_act_plan (f.act, "I", NULL, NULL);
  g_assert_nonnull (plan->refused);
  g_assert_nonnull (strstr (plan->refused, "R59-4.53-b"));
  g_assert_null (gg_act_attempt (f.act, "I", NULL, 0, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED);
  fixture_close (&f);
}

/* R59-4.54: a third activation always rolls; a failure finishes the corps. */
static void
test_r59_extended (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  g_autoptr (GgActOutcome) no = NULL;
  GgActFormation *iv;

  fixture_open (&f, r59, 1);
  init = initiative (&f, 9, 0, 0, 0);
  iv = gg_act_state_lookup (gg_act_get_state (f.act), "IV");
  iv->activations = 2;
  plan = gg_act_plan (f.act, "IV", NULL, NULL);
  g_assert_true (plan->extended);
  g_assert_false (plan->free); /* even in a free situation */
  no = attempt (&f, "IV", 5);
  g_assert_cmpint (no->result, ==, GG_ACT_RESULT_FAILED);
  g_assert_true (iv->finished);
  fixture_close (&f);
}

/* R59-4.51, 002 L25: "Higher than the rating, then plays passes to his opponent"; R59-4.54, 002 L25:
 * only an Extended roll's failure "finishes" a corps ("If the roll fails, that corps is Finished
 * for the turn"). An ordinary failure passes play and leaves the corps as it was: no activation
 * used, not Finished, free to be chosen again. */
static void
test_r59_ordinary_failure (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) i1 = NULL;
  g_autoptr (GgActOutcome) no = NULL;
  g_autoptr (GgActOutcome) v = NULL;
  g_autoptr (GgActOutcome) yes = NULL;
  g_autoptr (GgActOutcome) b_pass = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  GgActFormation *iv;

  fixture_open (&f, r59, 1);
  iv = gg_act_state_lookup (gg_act_get_state (f.act), "IV");
  init = initiative (&f, 9, 0, 0, 0);
  i1 = attempt (&f, "I", 0);
  finish (&f);
  no = attempt (&f, "IV", 7); /* 7 > Niel's 4 */
  g_assert_cmpint (no->result, ==, GG_ACT_RESULT_FAILED);
  g_assert_cmpint (no->next, ==, 'B');
  g_assert_true (no->next_free);
  g_assert_false (iv->finished);
  g_assert_cmpint (iv->activations, ==, 0);
  g_assert_null (strstr (no->text, "Finished"));
  v = attempt (&f, "V", 0); /* the Austrian's Free Activation */
  finish (&f);
  b_pass = pass (&f); /* the French's Free Activation: IV may be chosen again */
  plan = gg_act_plan (f.act, "IV", NULL, NULL);
  g_assert_null (plan->refused);
  g_assert_false (plan->extended);
  yes = attempt (&f, "IV", 0); /* free: no die (R59-4.52) */
  g_assert_cmpint (yes->result, ==, GG_ACT_RESULT_ACTIVATED);
  g_assert_cmpint (iv->activations, ==, 1);
  fixture_close (&f);
}

/* R59-4.53-b, 002 L25: "If the player has only one command left eligible to be activated and it
 * was the one he just activated he may select that command ... the player must roll for
 * Continuity and a failed result finishes that command for that turn". */
static void
test_r59_last_corps_failure (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) iv1 = NULL;
  g_autoptr (GgActOutcome) no = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  GgActFormation *iv;

  fixture_open (&f, r59, 1);
  iv = gg_act_state_lookup (gg_act_get_state (f.act), "IV");
  init = initiative (&f, 9, 0, 0, 0);
  gg_act_state_lookup (gg_act_get_state (f.act), "I")->finished = TRUE; /* IV alone is left */
  iv1 = attempt (&f, "IV", 0);
  finish (&f);
  plan = gg_act_plan (f.act, "IV", NULL, NULL);
  g_assert_cmpstr (plan->refused, ==, NULL); /* the only one left */
  g_assert_false (plan->free);
  no = attempt (&f, "IV", 5); /* 5 > Niel's 4 */
  g_assert_cmpint (no->result, ==, GG_ACT_RESULT_FAILED);
  g_assert_true (iv->finished);
  fixture_close (&f);
}

/* R59-9.2, 002 L47: a Demoralised corps "Must roll for Continuity each time it is selected for
 * Activation, even for a usually Free Activation. If it fails the roll, it is considered to have
 * used up one of its possible activations for that turn." Used up, not Finished: it may try
 * again while it has activations left. */
static void
test_r59_demoralised_failure (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) no = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  GgActFormation *v;

  fixture_open (&f, r59, 1);
  v = gg_act_state_lookup (gg_act_get_state (f.act), "V");
  v->demoralised = TRUE;
  init = initiative (&f, 0, 9, 0, 0); /* the Austrian's Free Activation */
  no = attempt (&f, "V", 3);          /* 3 > Stadion's 2 */
  g_assert_cmpint (no->result, ==, GG_ACT_RESULT_FAILED);
  g_assert_cmpint (v->activations, ==, 1);
  g_assert_false (v->finished);
  g_assert_nonnull (strstr (no->text, "R59-9.2"));
  plan = gg_act_plan (f.act, "V", NULL, NULL);
  g_assert_nonnull (plan->refused);                   /* the French's turn now, */
  g_assert_null (strstr (plan->refused, "Finished")); /* but its second activation is left */
  fixture_close (&f);
}

/* R59-4.56: Austrian then French ends the phase; French then Austrian does not, a third (French)
 * pass does. */
static void
test_r59_passes (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;

  fixture_open (&f, r59, 1);
  init = initiative (&f, 0, 9, 0, 0); /* A 0 + 1 < B 9: Austrian initiative */
  {
    g_autoptr (GgActOutcome) b = pass (&f);
    g_autoptr (GgActOutcome) a = pass (&f);

    g_assert_true (a->phase_over);
  }
  fixture_close (&f);
  fixture_open (&f, r59, 1);
  init = (gg_act_outcome_free (init), initiative (&f, 9, 0, 0, 0));
  {
    g_autoptr (GgActOutcome) a = pass (&f);
    g_autoptr (GgActOutcome) b = pass (&f);
    g_autoptr (GgActOutcome) a2 = NULL;

    g_assert_false (b->phase_over);
    a2 = pass (&f);
    g_assert_true (a2->phase_over);
  }
  fixture_close (&f);
}

static void
test_r59_statistics (void)
{
  check_frequencies (r59, "VIII", GG_ACT_RESULT_ACTIVATED, FALSE); /* Benedek: 6 of 10 */
  check_frequencies (r59, "V", GG_ACT_RESULT_ACTIVATED, FALSE);    /* Stadion: 3 of 10 */
}

/* R59-9.1, R59-9.2: a brigade with more than half its units disordered is hors de combat; its
 * corps rolls d10 + 1 - Stadion's 2: 8 demoralises (7), 7 holds (6); a demoralised corps always
 * rolls, even for a free activation, and may not extend; once a turn. */
static void
test_r59_demoralisation (void)
{
  for (int face = 7; face <= 8; face++)
    {
      Fixture f;
      g_autoptr (GgActOutcome) out = NULL;
      g_autoptr (GgActOutcome) init = NULL;
      g_autoptr (GgActPlan) plan = NULL;
      g_autoptr (GError) error = NULL;
      GgActFormation *v;

      fixture_open (&f, r59, 1);
      g_assert_false (gg_act_brigade_hors_de_combat (f.act, 'B', "Tabacchi"));
      gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "B1")->orange = TRUE;
      g_assert_false (gg_act_brigade_hors_de_combat (f.act, 'B', "Tabacchi")); /* no marker yet */
      out = gg_act_demoralisation (f.act, &face, 1, &error);
      g_assert_no_error (error);
      g_assert_true (gg_act_brigade_hors_de_combat (f.act, 'B', "Tabacchi")); /* the segment's */
      g_assert_false (gg_act_brigade_hors_de_combat (f.act, 'B', "Polizzy"));
      g_assert_cmpuint (out->n_faces, ==, 1); /* VIII has no brigade hors de combat */
      v = gg_act_state_lookup (gg_act_get_state (f.act), "V");
      g_assert_cmpint (v->demoralised, ==, face == 8);
      g_assert_nonnull (strstr (out->text, "R59-9.2"));
      g_assert_null (gg_act_demoralisation (f.act, NULL, 0, &error));
      g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED);
      init = initiative (&f, 0, 9, 0, 0); /* B's free activation */
      plan = gg_act_plan (f.act, "V", NULL, NULL);
      g_assert_cmpint (plan->free, ==, face != 8);
      if (face == 8)
        {
          g_autoptr (GgActPlan) ext = NULL;

          v->activations = 2;
          ext = gg_act_plan (f.act, "V", NULL, NULL);
          g_assert_nonnull (ext->refused);
          g_assert_nonnull (strstr (ext->refused, "R59-9.2"));
        }
      fixture_close (&f);
    }
}

/* VOL-4.B2-b: on the shipped Volturno scenario the d6 play lets only the activated formation's
 * units roll their move and fire; nobody before an activation. */
static void
test_vol_only_activated_act (void)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "volturno-1860.yaml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GgAct) act = NULL;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) ok = NULL;
  g_autoptr (GgD6Move) before = NULL;
  g_autoptr (GgD6Move) moved = NULL;
  g_autoptr (GgD6Move) other = NULL;
  int dice[] = { 6, 6, 1, 1 };

  g_assert_no_error (error);
  rules = gg_game_d6_rules (game, &error);
  play = gg_d6_play_new (game, rules, 5, &error);
  g_assert_no_error (error);
  act = gg_act_new (game, gg_game_get_rules_data (game), 5, &error);
  before = gg_d6_play_move_dice (play, "A1", NULL, NULL, NULL, &error);
  g_assert_null (before);
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "VOL-4.B2-b"));
  g_clear_error (&error);
  init = gg_act_initiative (act, dice, 4, &error);
  ok = gg_act_attempt (act, "brigata-1", NULL, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ok->result, ==, GG_ACT_RESULT_ACTIVATED);
  moved = gg_d6_play_move_dice (play, "A1", NULL, NULL, NULL, &error); /* 1a brigata */
  g_assert_no_error (error);
  g_assert_nonnull (moved);
  other = gg_d6_play_move_dice (play, "A6", NULL, NULL, NULL, &error); /* 2a brigata */
  g_assert_null (other);
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
}

/* R59-4.11 (option daisy-chain): A3, 18.2" from its brigadier but 0.2" from the in-command A2 of
 * its brigade, is in command; A4, touching nobody, is not; without the option A3 is out too. */
static guint
out_of_command (const char *option)
{
  g_autofree char *text = g_strdup_printf (
    "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n"
    "figures:\n"
    "  - { id: c, x: 10, y: 2, base: { front: 15, depth: 15 }, side: A, squad: 1, role: L1 }\n"
    "  - { id: a, x: 10, y: 20, base: { front: 15, depth: 15 }, side: A, squad: 2, role: L2 }\n"
    "  - { id: b, x: 10, y: 20.8, base: { front: 15, depth: 15 }, side: A, squad: 3, role: L3 }\n"
    "  - { id: d, x: 30, y: 30, base: { front: 15, depth: 15 }, side: A, squad: 4, role: L4 }\n"
    "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"
    "    - { id: A1, side: A, type: command, level: brigade, brigade: X }\n"
    "    - { id: A2, side: A, brigade: X }\n"
    "    - { id: A3, side: A, brigade: X }\n"
    "    - { id: A4, side: A, brigade: X }\n"
    "  options: { daisy-chain: \"%s\" }\n",
    option);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "chain.yaml", &error);
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Table) table = NULL;
  g_autoptr (GArray) status = NULL;
  guint out = 0;

  g_assert_no_error (error);
  rules = gg_game_d6_rules (game, &error);
  g_assert_true (gg_d6_state_apply_options (gg_d6_state_of (game), rules, &error));
  table = gg_d6_table_new (game, rules);
  status = test_d6_command_status (table, 18 * 25.4);
  for (guint i = 0; i < status->len; i++)
    out += g_array_index (status, GgSquadCommand, i).out->len > 0
             ? 1u << g_array_index (status, GgSquadCommand, i).squad
             : 0;
  return out;
}

static void
test_r59_daisy_chain (void)
{
  g_assert_cmpuint (out_of_command ("false"), ==, (1u << 3) | (1u << 4));
  g_assert_cmpuint (out_of_command ("true"), ==, 1u << 4);
}

/* Saved in the middle of a phase, the game opens there again, byte for byte. */
static void
test_save_restore (void)
{
  Fixture f;
  g_autoptr (GgActOutcome) init = NULL;
  g_autoptr (GgActOutcome) no = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) reloaded = NULL;
  GgActState *s;

  fixture_open (&f, volturno, 7);
  init = initiative (&f, 6, 6, 1, 1);
  no = attempt (&f, "turr", 5);
  text = gg_game_to_yaml (f.game, &error);
  g_assert_no_error (error);
  reloaded = gg_game_load_data (text, strlen (text), "saved.yaml", &error);
  g_assert_no_error (error);
  s = gg_d6_state_of (reloaded)->activation;
  g_assert_cmpint (s->initiative, ==, 'A');
  g_assert_cmpint (s->to_act, ==, 'B');
  g_assert_cmpint (gg_act_state_lookup (s, "turr")->orders, ==, 1);
  g_assert_cmpint (s->sides[1].neapolitan, ==, TRUE);
  again = gg_game_to_yaml (reloaded, &error);
  g_assert_cmpstr (again, ==, text);
  fixture_close (&f);
}

static void
test_bad_file (void)
{
  const char *bad[] = {
    HEAD "  activation: { formations: [{ id: x, side: C, brigades: [] }] }\n",
    HEAD "  activation: { formations: [{ id: x, side: A }] }\n",
    HEAD "  activation: { active: nobody }\n",
    HEAD "  activation: { bogus: 1 }\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = gg_game_load_data (bad[i], strlen (bad[i]), "bad.yaml", &error);

      g_assert_null (game);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "bad.yaml:"));
    }
}

/* The d6 sequence: every unit may act, nothing is activated. */
static void
test_d6_scheme (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;

  fixture_open (&f, HEAD, 1);
  g_assert_cmpint (gg_act_get_scheme (f.act), ==, GG_ACT_SCHEME_D6);
  g_assert_true (gg_act_unit_may_act (f.act, "B2"));
  g_assert_null (gg_act_initiative (f.act, NULL, 0, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED);
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/act/volturno/initiative/VOL-4.A", test_vol_initiative);
  g_test_add_func ("/act/volturno/initiative-odds/VOL-4.A", test_vol_initiative_odds);
  g_test_add_func ("/act/volturno/attempt/VOL-6.1.1", test_vol_success);
  g_test_add_func ("/act/volturno/fail/VOL-6.1.2", test_vol_fail);
  g_test_add_func ("/act/volturno/orders/VOL-6.1.2", test_vol_orders);
  g_test_add_func ("/act/volturno/cic-range/VOL-6.1.4", test_vol_cic_range);
  g_test_add_func ("/act/volturno/personal-initiative/VOL-6.2", test_vol_personal);
  g_test_add_func ("/act/volturno/passes/VOL-4.B2", test_vol_passes);
  g_test_add_func ("/act/volturno/coordination/VOL-15.7", test_vol_coordination);
  g_test_add_func ("/act/volturno/statistics/VOL-6.1.1", test_vol_statistics);
  g_test_add_func ("/act/r59/continuity-values/R59-4.5", test_r59_values);
  g_test_add_func ("/act/r59/initiative/R59-4.3", test_r59_initiative);
  g_test_add_func ("/act/r59/example/R59-4.53", test_r59_example);
  g_test_add_func ("/act/r59/twice/R59-4.53-b", test_r59_twice);
  g_test_add_func ("/act/r59/extended/R59-4.54", test_r59_extended);
  g_test_add_func ("/act/r59/ordinary-failure/R59-4.51", test_r59_ordinary_failure);
  g_test_add_func ("/act/r59/last-corps-failure/R59-4.53-b", test_r59_last_corps_failure);
  g_test_add_func ("/act/r59/demoralised-failure/R59-9.2", test_r59_demoralised_failure);
  g_test_add_func ("/act/r59/passes/R59-4.56", test_r59_passes);
  g_test_add_func ("/act/r59/statistics/R59-4.51", test_r59_statistics);
  g_test_add_func ("/act/r59/demoralisation/R59-9.2", test_r59_demoralisation);
  g_test_add_func ("/act/r59/daisy-chain/R59-4.11", test_r59_daisy_chain);
  g_test_add_func ("/act/volturno/only-activated-act/VOL-4.B2-b", test_vol_only_activated_act);
  g_test_add_func ("/act/state/save-restore", test_save_restore);
  g_test_add_func ("/act/state/bad-file", test_bad_file);
  g_test_add_func ("/act/d6/D6-SEQ-3", test_d6_scheme);
  return g_test_run ();
}
