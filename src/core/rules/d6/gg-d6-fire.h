/* gg-d6-fire.h: fire (D6-FIRE) and ranges (D6-RNG): who may fire, the dice pool in the order of
 * D6-FIRE-18 (count, halve, add bonus, dense and canister dice, take away fog dice), each 6 a hit,
 * and what the casualties do. Geometry (arc, line of sight, distances) comes in as inputs. */
#pragma once

#include "gg-d6-rules.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_COVER_NONE,
  GG_D6_COVER_SOFT,
  GG_D6_COVER_HARD,
} GgD6Cover;

typedef enum
{
  GG_D6_RANGE_CANISTER,
  GG_D6_RANGE_SHORT,
  GG_D6_RANGE_LONG,
  GG_D6_RANGE_OUT,
} GgD6RangeBand;

typedef enum
{
  GG_D6_FIRE_NORMAL,
  GG_D6_FIRE_RESPONSE_CONTACTED, /* contacted to the front: normal factors (D6-FIRE-20 i) */
  GG_D6_FIRE_RESPONSE_PASSING,   /* an enemy passes through the arc: 1d6 + bonus (ii) */
  GG_D6_FIRE_RESPONSE_SUPPORT,   /* a supported unit is contacted: 1d6 + bonus (iii) */
} GgD6FireKind;

typedef struct
{
  const GgD6Unit *firer;
  GgD6FireKind kind;
  int counted;              /* figures that count (D6-FIRE-5/6) if the caller worked them
                              * out from the figures' positions; -1: from the formation */
  int front_rank;           /* figures in the first and second ranks; both 0: a line of the */
  int second_rank;          /* unit's figures, ceil(N/2) + floor(N/2) (D6-FORM-5) */
  double distance;          /* inches, closest points (AMB-32) */
  gboolean line_of_sight;   /* D6-FIRE-1, D6-FIRE-13/14, D6-TER */
  gboolean in_arc;          /* D6-FIRE-3/4 */
  GgD6Cover cover;          /* D6-FIRE-8c, D6-FIRE-12 */
  gboolean target_dense;    /* three or more ranks deep from the firer, or attack column */
  gboolean target_light;    /* light troops are never dense (D6-FORM-1) */
  gboolean target_in_melee; /* AMB-30 (house): units in contact cannot be fire targets */
  gboolean target_command;  /* command units cannot be fired at (D6-CMD-4) */
  gboolean target_in_front; /* cavalry and artillery response-fire only to the front */
  gboolean contacted;       /* the firer is in contact (response fire while disordered) */
  gboolean moved;           /* D6-MOVE-15 */
  int times_fired;          /* this player turn, not counting response fire */
  gboolean fire_twice;      /* fog T10 chose this gun */
  gboolean dead_calm;       /* fog T8 */
  gboolean rain;            /* fog T7 */
} GgD6FireInput;

typedef struct
{
  gboolean allowed;
  char *reason;            /* translated, when not allowed */
  const char *reason_rule; /* the rule that forbids it */
  GgD6RangeBand band;
  int pool;               /* dice to roll */
  double p_test;          /* P(2 or more hits): the target tests (D6-FIRE-16) */
  gboolean breaks_reform; /* a reforming firer becomes disordered (D6-REF-3) */
  GgD6Report *report;     /* steps of the pool; odds of 0, 1, 2 ... hits */
  int hits;               /* after resolving */
} GgD6Fire;

typedef struct
{
  int removed;         /* figures removed (D6-FIRE-7) */
  int figures;         /* figures left */
  gboolean destroyed;  /* 75% lost (D6-CAS-4) */
  gboolean disordered; /* 2 or more in the player turn (D6-DIS-C1) */
  gboolean test_due;   /* casualty TEST (D6-MOR-2, AMB-8) */
} GgD6CasualtyEffect;

GgD6RangeBand gg_d6_fire_range_band (GgD6Rules *rules, GgD6Weapon weapon, double distance);
/* The gap needed to fire between two friendly units: min(12", 2 x frontage) (D6-FIRE-14). */
double gg_d6_fire_gap_needed (GgD6Rules *rules, double target_frontage);
GgD6Fire *gg_d6_fire_plan (GgD6Rules *rules, const GgD6FireInput *input);
/* Rolls the pool (or takes @entered, pool faces) and counts the hits. */
gboolean gg_d6_fire_resolve (GgD6Fire *self, GgD6Rules *rules, GgDice *dice, const int *entered);
void gg_d6_fire_free (GgD6Fire *self);
/* Applies @hits to @unit, which had @turn_casualties this player turn and @tested already. */
void gg_d6_fire_casualties (GgD6Rules *rules, const GgD6Unit *unit, int turn_casualties,
                            gboolean tested, int hits, GgD6CasualtyEffect *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Fire, gg_d6_fire_free)

G_END_DECLS
