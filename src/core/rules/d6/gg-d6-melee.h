/* gg-d6-melee.h: melee (D6-MEL): both sides' TEST scores compared, 3 figures lost per point of
 * difference, draws, lancers and dragoons (D6-SPEC-1/2), several units in one melee. */
#pragma once

#include "gg-d6-morale.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_MELEE_DRAW,
  GG_D6_MELEE_A_WINS,
  GG_D6_MELEE_B_WINS,
} GgD6MeleeOutcome;

typedef struct
{
  GgD6Test *a, *b;    /* each side's TEST plan (D6-MEL-3) */
  GgD6Report *report; /* odds of A winning, a draw, B winning */
  double p[3];        /* indexed by GgD6MeleeOutcome */
  /* after resolving */
  GgD6MeleeOutcome outcome;
  int difference;   /* points between the scores (after special rules) */
  int casualties_a; /* figures each side removes (D6-MEL-4, D6-MEL-5) */
  int casualties_b;
  gboolean a_retreats; /* draws: both retreat (D6-MEL-5) */
  gboolean b_retreats;
  gboolean special; /* a lancers' or dragoons' rule decided it */
} GgD6Melee;

/* @a is the attacking side, @b the defending one. For several units on a side, the caller
 * combines them into the best value of each factor (D6-MEL-6, AMB-39). */
GgD6Melee *gg_d6_melee_plan (GgD6Rules *rules, const GgD6TestInput *a, const GgD6TestInput *b);
/* Several units on a side (D6-MEL-6): each side one TEST (gg_d6_test_plan_side) built around its
 * strongest unit (most figures, the first listed on a tie). */
GgD6Melee *gg_d6_melee_plan_sides (GgD6Rules *rules, const GgD6TestInput *a, guint na,
                                   const GgD6TestInput *b, guint nb);
/* D6-MEL-6 (L63: "Divide casualties by number of defeated units, residual to largest defeated
 * unit"): @total shared among @n units of @sizes figures, equal shares, the remainder to the
 * largest (the first listed on a tie); each share into @out. */
void gg_d6_melee_share (int total, const int *sizes, guint n, int *out);
/* Rolls one die per side (or takes entered faces, 0 to roll). */
gboolean gg_d6_melee_resolve (GgD6Melee *self, GgD6Rules *rules, GgDice *dice, int entered_a,
                              int entered_b);
void gg_d6_melee_free (GgD6Melee *self);
/* A melee loser's Moral TEST result: Rout stays rout, anything else is a retreat (D6-MEL-4). */
GgD6TestResult gg_d6_melee_loser_result (GgD6TestResult moral);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Melee, gg_d6_melee_free)

G_END_DECLS
