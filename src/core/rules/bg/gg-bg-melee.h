/* gg-bg-melee.h: melee of La Bella Gigogin (BG-11, T-08): pairing of duels, the modifiers of
 * BG-11.8 with their rule IDs, first-round bonuses, flank and rear, exact duel odds, and rounds
 * until one side is gone. Which figures touch, and who is flanked, is the caller's geometry. */
#pragma once

#include <glib.h>

#include "gg-bg-rules.h"
#include "gg-dice.h"
#include "gg-types.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;
  gboolean flanked;             /* a defender attacked in flank or rear (BG-11.6, AMB-42) */
  gboolean lance;               /* a lancer (BG-11.7-a) */
  gboolean indomito;            /* BG-15.1-g: +1 */
  gboolean cattivo_schermidore; /* BG-15.1-m: -1 */
  gboolean vanaglorioso;        /* BG-15.1-p: -1 */
} GgBgMeleeFigure;

typedef struct
{
  GgBgArm arm;
  gboolean charged;        /* attacker: a declared assault or charge (BG-4.2-l, BG-4.3-g) */
  gboolean bonus_lost;     /* attacker: assault bonus void across/against BG-11.5-b terrain */
  GgBgCover cover;         /* defender: one cover only (BG-11.8-a, BG-11.8-i) */
  gboolean mass;           /* defender in mass (BG-5-d, BG-11.8-b) */
  gboolean out_of_command; /* defender, at the moment of the charge (BG-11.3-h) */
  gboolean eroico_duel;    /* its Eroico duels the enemy squad leader (BG-15.1-e) */
} GgBgMeleeSide;

typedef struct
{
  int pairing[2]; /* figures of the side that pairs (1 or 2, BG-11.3-e) */
  guint n_pairing;
  int other;             /* the figure they face */
  double p_pairing_wins; /* exact, ties re-rolled (BG-11.3-b) */
  int mods_pairing[2];
  int mod_other;
  GArray *rolls; /* every D10, (n_pairing + 1) per throw, re-rolls included */
  gboolean rolled;
  gboolean pairing_won;
  int loser; /* the figure eliminated: an index on the losing side */
} GgBgDuel;

typedef struct
{
  guint round;              /* 1 = the first round, with its bonuses (BG-11.3-g) */
  gboolean attacker_pairs;  /* attacker's phase or defender's (BG-11.3-d/f) */
  GArray *duels;            /* GgBgDuel */
  GPtrArray *attacker_mods; /* GArray of GgBgModifier, one per attacking figure */
  GPtrArray *defender_mods;
  GArray *attackers_lost; /* int: indices of attacking figures eliminated */
  GArray *defenders_lost;
  gboolean house;
} GgBgMeleeRound;

typedef struct
{
  guint rounds;
  guint attackers_left;
  guint defenders_left;
  gboolean attacker_won;
  gboolean ceased;           /* stopped because a side ceased to fight (BG-4.1-i) */
  GPtrArray *attackers_lost; /* const char *: the ids of the figures lost, borrowed */
  GPtrArray *defenders_lost;
} GgBgMeleeOutcome;

/* What the caller of gg_bg_melee_fight() watches, each may be NULL. */
typedef struct
{
  /* Before each round, with the figures still fighting (GgBgMeleeFigure): TRUE when one side has
   * ceased to fight (BG-4.1-i) and the melee stops. */
  gboolean (*ceases) (GArray *attackers, GArray *defenders, gpointer data);
  /* After each round is rolled, with the figures that fought it (for the log). */
  void (*rolled) (const GgBgMeleeRound *round, GArray *attackers, GArray *defenders, gpointer data);
  gpointer data;
} GgBgMeleeWatch;

/* BG-11.6-a with AMB-42: a defending figure is attacked in flank or rear by an attacker whose base
 * centre lies outside its frontal arc (±45°, melee.flank-half-angle). */
gboolean gg_bg_melee_flanked (GgBgRules *rules, const GgBase *defender, const GgBase *attacker);
/* One round: pairs, computes every modifier and the odds of each duel, and, when @dice is not
 * NULL, rolls it. */
void gg_bg_melee_round (GgBgRules *rules, GgDice *dice, const GgBgMeleeSide *attacker,
                        const GgBgMeleeFigure *attackers, guint n_attackers,
                        const GgBgMeleeSide *defender, const GgBgMeleeFigure *defenders,
                        guint n_defenders, guint round, GgBgMeleeRound *out);
void gg_bg_melee_round_clear (GgBgMeleeRound *out);
/* Rounds until one side is gone (BG-11.3-c), the pairing alternating between the attacker's
 * phase and the defender's (BG-11.3-f; AMB-37's "to the death" option), or until @watch says a
 * side ceased to fight. Every duel eliminates a figure (ties are re-rolled), so the melee ends
 * within n_attackers + n_defenders rounds. @dice must not be NULL. Clear @out with
 * gg_bg_melee_outcome_clear(). */
void gg_bg_melee_fight (GgBgRules *rules, GgDice *dice, const GgBgMeleeSide *attacker,
                        const GgBgMeleeFigure *attackers, guint n_attackers,
                        const GgBgMeleeSide *defender, const GgBgMeleeFigure *defenders,
                        guint n_defenders, const GgBgMeleeWatch *watch, GgBgMeleeOutcome *out);
void gg_bg_melee_outcome_clear (GgBgMeleeOutcome *out);

G_END_DECLS
