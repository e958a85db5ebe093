/* gg-bg-resolve.h: morale tests, fire and casualties of La Bella Gigogin, with the odds.
 *
 * Each resolution comes in two steps: _prepare() lists the modifiers that apply (value, rule ID,
 * source) and computes the exact chance of every outcome from the dice, before anything is rolled,
 * so the UI can show the odds beside the dice button; _roll() then rolls (through GgDice, so
 * every die is in the log and a game replays from its seed) and fills in the result.
 * Geometry is the caller's: distances, arcs and lines of sight come in as numbers and booleans. */
#pragma once

#include <glib.h>

#include "gg-bg-rules.h"
#include "gg-dice.h"

G_BEGIN_DECLS

/* Odds */

/* The chance that one D10 (0..9) plus @modifier reaches @needed. */
double gg_bg_d10_p_at_least (int needed, int modifier);
/* Exact distribution of the number of successes of independent trials with chances @p[0..n-1]:
 * returns n + 1 probabilities (a Poisson-binomial, computed by convolution). */
double *gg_bg_successes_odds (const double *p, guint n);

/* Morale (BG-2.3, BG-9, T-09) */

typedef enum
{
  GG_BG_TRAINING_LINE,     /* BG-4.7-b */
  GG_BG_TRAINING_VETERANS, /* BG-4.7-a, -1 */
  GG_BG_TRAINING_RECRUITS, /* BG-4.7-c, +1 */
} GgBgTraining;

typedef struct
{
  int figures;             /* figures remaining in the squad (BG-9-b, step 1) */
  gboolean out_of_command; /* at activation (BG-4.8-m): +1 */
  GgBgTraining training;
  gboolean elite;            /* BG-15.3-a: -2 */
  gboolean friendly_fire;    /* losses came from friendly artillery (BG-4.4-o): +2 */
  gboolean codardo;          /* BG-15.1-j: +1 */
  gboolean vanaglorioso;     /* another personality within 30 cm (BG-15.1-p): +1 */
  gboolean impopolare;       /* BG-15.1-q: +1 (AMB-09) */
  gboolean protector_fallen; /* Martinitt / Bella Gigogin hit earlier (BG-15.1-r/s): -2 */
  gboolean extra_die;        /* Carismatico (BG-15.1-b) or Eroico on a charge (BG-15.1-e) */
  gboolean fortunato;        /* the leader is Fortunato: saved on D10 <= 4 when hit (BG-15.1-a) */
} GgBgMoraleInput;

typedef struct
{
  GArray *modifiers; /* GgBgModifier */
  int total_modifier;
  GgBgNumber table;                     /* the morale table's rule and source (BG-MISS-01: house) */
  double odds[GG_BG_MORALE_N_OUTCOMES]; /* before the roll */
  gboolean house;                       /* a house number was used: the UI flags the result */
  /* after the roll */
  gboolean rolled;
  int rolls[2]; /* the D20s */
  guint n_rolls;
  int kept; /* the D20 used (the better one with an extra die) */
  int modified;
  GgBgMoraleOutcome outcome;
  int save_roll; /* Fortunato's D10, or -1 */
} GgBgMorale;

void gg_bg_morale_prepare (GgBgRules *rules, const GgBgMoraleInput *input, GgBgMorale *morale);
void gg_bg_morale_roll (GgBgRules *rules, GgDice *dice, const GgBgMoraleInput *input,
                        GgBgMorale *morale);
void gg_bg_morale_clear (GgBgMorale *morale);

/* Fire (BG-4.2-d…g, BG-4.3-b, BG-12, T-07) */

typedef struct
{
  const char *id;
  GgBgWeapon weapon;
  double range_mm;        /* edge to edge to the nearest (or most visible) target figure */
  gboolean visible;       /* a line of sight to a figure of the target squad (BG-7-b) */
  gboolean in_arc;        /* target within 45° of the base's front (BG-3.1-f) */
  int rank;               /* 1 = first rank facing the enemy, 2 = second, ... */
  gboolean touches_front; /* rank 2: its front touches the back of a first-rank base */
  gboolean mounted;
  gboolean needs_reload; /* fired and not yet reloaded (BG-3.5-a, BG-4.2-g) */
  gboolean officer;      /* officers and musicians do not fire (BG-4.2-c, BG-12.1-a) */
  gboolean horse_holder; /* holds the horses: cannot fire (BG-4.3-e) */
} GgBgFirer;

typedef enum
{
  GG_BG_FIRE_OK,
  GG_BG_FIRE_OFFICER,      /* BG-4.2-c */
  GG_BG_FIRE_HORSE_HOLDER, /* BG-4.3-e */
  GG_BG_FIRE_NOT_LOADED,   /* BG-3.5-a */
  GG_BG_FIRE_NOT_VISIBLE,  /* BG-12.2-j */
  GG_BG_FIRE_OUT_OF_ARC,   /* BG-3.1-f */
  GG_BG_FIRE_RANK,         /* BG-4.2-e, BG-4.3-b */
  GG_BG_FIRE_OUT_OF_RANGE, /* BG-12.1-g */
} GgBgFireReason;

typedef struct
{
  GgBgCover cover;         /* only one cover modifier (BG-12.2-i) */
  gboolean open_order;     /* BG-12.2-b (every squad in this basic version, AMB-48) */
  gboolean mounted;        /* BG-12.2-c */
  gboolean draught_horses; /* BG-12.2-d */
  int levels_higher;       /* BG-12.2-e */
  gboolean impopolare;     /* BG-15.1-q */
  gboolean small_target;   /* Tamburino / Vedetta (BG-15.1-u/v): -2, hits confirmed on 6 */
  gboolean confirm_six;    /* hits confirmed on 6 without the -2 (BG-15.1-u/v, AMB-65) */
} GgBgFireTarget;

typedef struct
{
  const char *id;
  GgBgFireReason reason;
  const char *reason_rule;
  GArray *modifiers; /* GgBgModifier */
  int total_modifier;
  GgBgNumber hit_on; /* the "Per colpire" entry (BG-MISS-02: house) */
  double p_hit;
  int roll;         /* -1 if not rolled */
  int confirm_roll; /* small targets, -1 otherwise */
  gboolean hit;
} GgBgShot;

typedef struct
{
  GArray *shots; /* GgBgShot, one per firer given */
  guint n_firing;
  double *odds; /* odds[k] = chance of k hits, k = 0..n_firing */
  gboolean house;
  gboolean rolled;
  int hits;
} GgBgFire;

GgBgFireReason gg_bg_fire_eligible (GgBgRules *rules, GgBgArm arm, const GgBgFirer *firer,
                                    const char **rule);
/* The modifiers of BG-12.2 (and BG-15) for one firer at one target. */
void gg_bg_fire_modifiers (GgBgRules *rules, const GgBgFirer *firer, const GgBgFireTarget *target,
                           GArray *modifiers);
void gg_bg_fire_prepare (GgBgRules *rules, GgBgArm arm, const GgBgFirer *firers, guint n_firers,
                         const GgBgFireTarget *target, GgBgFire *fire);
/* One D10 per eligible firer (BG-4.2-d), rolled separately (BG-12.1-i). */
void gg_bg_fire_roll (GgBgRules *rules, GgDice *dice, GgBgArm arm, const GgBgFirer *firers,
                      guint n_firers, const GgBgFireTarget *target, GgBgFire *fire);
void gg_bg_fire_clear (GgBgFire *fire);

/* Casualties (BG-12.1-j/k, BG-12.4) */

typedef struct
{
  int hits;
  int exposed;   /* figures that may take them: visible (BG-7-c), in the chosen part
                                (BG-12.1-j), never leaders or officers (BG-12.4-e) */
  int important; /* draught horses, gunners, guns in the target (BG-12.4-b) */
} GgBgCasualtyInput;

typedef struct
{
  int losses; /* hits beyond @exposed are ignored (overkill, BG-12.1-j) */
  int overkill;
  int forced_important; /* losses that must go to important pieces (BG-12.4-d) */
  GArray *pairs;        /* int pairs: the two D10 of each loss */
  double *odds;         /* odds[k] = chance that k losses are forced, before rolling */
  guint n_odds;
} GgBgCasualties;

void gg_bg_casualties_allocate (GgBgRules *rules, GgDice *dice, const GgBgCasualtyInput *input,
                                GgBgCasualties *out);
void gg_bg_casualties_clear (GgBgCasualties *out);

const char *gg_bg_fire_reason_to_string (GgBgFireReason reason);

G_END_DECLS
