/* gg-d6-morale.h: the universal TEST (D6-TEST), casualty percentages (D6-CAS) and morale
 * tests (D6-MOR). The TEST score is the modifiers plus the test modifier die (D6-TEST-3); how the
 * die counts is the option test-die-face-counts (AMB-1) and class-die-arithmetic (AMB-5). */
#pragma once

#include "gg-d6-rules.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_ROUT,
  GG_D6_RETREAT,
  GG_D6_DISORDER,
  GG_D6_NO_CHANGE,
} GgD6TestResult;

typedef enum
{
  GG_D6_CONTACT_NONE,
  GG_D6_CONTACT_FRONT,
  GG_D6_CONTACT_FLANK,
  GG_D6_CONTACT_REAR,
} GgD6Contact;

typedef struct
{
  const GgD6Unit *unit;
  int lost;                       /* figures lost since the start (D6-CAS-5) */
  gboolean artillery_casualties;  /* this player turn (D6-TEST-M6) */
  gboolean flank_rear_casualties; /* this player turn (D6-TEST-M6) */
  GgD6Contact contacted;          /* D6-TEST-M7 */
  gboolean charging;              /* charging or counter-charging (D6-TEST-M9) */
  gboolean contact_to_rear;       /* the charge hit the enemy's rear (light horse, M9) */
  gboolean enemy_cavalry_near;    /* enemy cavalry within 18" (D6-TEST-M11) */
  gboolean friends_in_sight;      /* D6-TEST-M12, worked out by the caller (AMB-56) */
  gboolean command_near;          /* commander within 18" (D6-TEST-M13) */
  gboolean last_in_brigade;       /* D6-TEST-M13 */
  gboolean inspired;              /* fog T9: command bonus whatever the circumstances */
  int large_retreats;             /* D6-TEST-M14 events within 18" this player turn */
  int large_routs;
  int large_destroyed; /* friendly large units or own commanders destroyed */
} GgD6TestInput;

typedef struct
{
  GgD6Report *report;           /* modifiers; odds of rout / retreat / disorder / no change */
  int modifiers;                /* sum of the modifiers, without the die */
  int die_score[7];             /* score for die faces 1..6 */
  GgD6TestResult die_result[7]; /* result for die faces 1..6 */
  double p[4];                  /* P(result), indexed by GgD6TestResult */
  int die;                      /* after resolving: the face rolled */
  int score;
  GgD6TestResult result;
} GgD6Test;

/* The cumulative casualty modifier (D6-CAS-3), and whether the unit is destroyed (D6-CAS-4). */
int gg_d6_casualty_modifier (GgD6Rules *rules, int strength, int lost, gboolean *destroyed);
/* The result's name untranslated (for the referee's log), and translated. */
const char *gg_d6_test_result_message (GgD6TestResult result);
const char *gg_d6_test_result_label (GgD6TestResult result);

/* Works out the modifiers and the odds of each result before rolling. */
GgD6Test *gg_d6_test_plan (GgD6Rules *rules, const GgD6TestInput *input);
/* One TEST for the @n units fighting on one side of a melee (D6-MEL-6, L63: "use best
 * combination of unique factors. eg casualties of strongest unit, one charge bonus only"): the
 * casualty modifiers of unit @strongest, for every other rule the most favourable of the units'
 * modifiers (a penalty only if every unit has it, AMB-39), the die of the best class. With one
 * unit, gg_d6_test_plan. */
GgD6Test *gg_d6_test_plan_side (GgD6Rules *rules, const GgD6TestInput *inputs, guint n,
                                guint strongest);
/* Rolls (or takes the entered face, 0 to roll) and sets die, score and result. */
gboolean gg_d6_test_resolve (GgD6Test *self, GgDice *dice, int entered);
void gg_d6_test_free (GgD6Test *self);

/* Units that must test after a large unit's retreat, rout or destruction (D6-MOR-4/5). */
typedef struct
{
  const char *id;
  gboolean large;
  double to_destroyed; /* inches to the nearest destroyed large unit, or < 0 */
  double to_event;     /* inches to the nearest retreat, rout or destruction */
} GgD6EventCandidate;

/* Fills @out (const char* ids) in testing order: closest to destroyed units first, then closest
 * to the other events; only those within 18", only large ones unless the option
 * large-event-testers is all-units (AMB-6). */
void gg_d6_morale_event_order (GgD6Rules *rules, const GgD6EventCandidate *candidates, guint n,
                               GPtrArray *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Test, gg_d6_test_free)

G_END_DECLS
