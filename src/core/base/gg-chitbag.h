/* gg-chitbag.h: the bag of initiative chits of La Bella Gigogin (BG-2.2, BG-3.4).
 *
 * One chit per squad in play, marked with the side (A or B) and the squad's number. Chits come
 * out two at a time (BG-2.2-a); the pair acts together. Chits of destroyed squads leave the bag
 * (BG-3.4-d). When the bag is empty the turn is over; the next turn puts every living squad's
 * chit back (BG-2.2-c). A last single chit activates alone (AMB-03, house default).
 *
 * Draws take their chance from a GgDice (D10 digits, logged as "chit draw"), so a game replays
 * from its seed; players drawing real chits type them in with gg_chitbag_draw_entered(). */
#pragma once

#include <glib.h>

#include "gg-dice.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

typedef enum
{
  GG_CHIT_MODE_TOKENS,  /* A/B tokens numbered 1..50 (BG-3.4-c) */
  GG_CHIT_MODE_TOMBOLA, /* one tombola set: A squads below 50, B above 50 (BG-3.4-e, AMB-02) */
  GG_CHIT_MODE_POKER,   /* poker cards, black for A and red for B, <= 26 a side (BG-3.4-f) */
} GgChitMode;

typedef struct
{
  char side; /* 'A' or 'B' */
  int squad; /* the squad's number */
} GgChit;

typedef struct _GgChitBag GgChitBag;

GgChitBag *gg_chitbag_new (GgChitMode mode);
void gg_chitbag_free (GgChitBag *self);
GgChitMode gg_chitbag_get_mode (GgChitBag *self);
/* Registers a squad in play; its chit goes into the bag now. Fails (with a translated message)
 * when the mode has no chit for it: tokens 1..50, tombola A 1..49 and B 1..40 (drawn as 51..90),
 * poker 1..26 a side. */
gboolean gg_chitbag_add_squad (GgChitBag *self, char side, int squad, GError **error);
/* BG-3.4-d: a destroyed squad's chit leaves the bag for good. */
void gg_chitbag_remove_squad (GgChitBag *self, char side, int squad);
guint gg_chitbag_get_n_squads (GgChitBag *self);
guint gg_chitbag_get_n_in_bag (GgChitBag *self);
gboolean gg_chitbag_in_bag (GgChitBag *self, char side, int squad);
/* Drawn (activated, or pre-empted) this turn. */
gboolean gg_chitbag_has_activated (GgChitBag *self, char side, int squad);
guint gg_chitbag_get_turn (GgChitBag *self);

/* Draws the next pair (BG-2.2-a, BG-3.4-b) into @pair, first drawn first. Returns how many came
 * out: 2, 1 (the last chit, AMB-03) or 0 (the bag is empty: the turn is over, BG-2.2-c). */
guint gg_chitbag_draw_pair (GgChitBag *self, GgDice *dice, GgChit pair[2]);
/* A chit drawn by hand from a real bag. FALSE if it is not in the bag. */
gboolean gg_chitbag_draw_entered (GgChitBag *self, GgChit chit);
/* The pair drawn last (and not yet superseded): 0, 1 or 2 chits. */
guint gg_chitbag_get_current (GgChitBag *self, GgChit pair[2]);
gboolean gg_chitbag_is_turn_over (GgChitBag *self);
/* Ends the turn: every living squad's chit back in the bag, turn + 1 (BG-2.2-c). */
void gg_chitbag_new_turn (GgChitBag *self);

/* Previdente (BG-15.1-d, AMB-62): the squad he is attached to tries to act before an enemy squad
 * less than 50 cm away (@enemy_distance_mm, measured by the caller; @limit_mm from the rules)
 * that has just been drawn. Allowed only if the squad has not been activated this turn. Rolls
 * one D10: success on @success_max (4) or less, and the chit leaves the bag (it will not act
 * again this turn). Returns TRUE on success; *@roll gets the die (-1 if not allowed). */
gboolean gg_chitbag_preempt (GgChitBag *self, GgDice *dice, char side, int squad,
                             double enemy_distance_mm, double limit_mm, int success_max, int *roll);

/* The chit as printed on what players draw: "A12"; tombola "37" / "63"; poker "7♠", "K♦". */
char *gg_chitbag_chit_label (GgChitBag *self, GgChit chit);
/* "A12" <-> chit. */
char *gg_chit_to_string (GgChit chit);
gboolean gg_chit_from_string (const char *text, GgChit *chit);

/* Serialisation for the game file: a mapping {mode, turn, squads, bag, activated, current}. */
GgYamlNode *gg_chitbag_to_yaml (GgChitBag *self);
GgChitBag *gg_chitbag_from_yaml (const GgYamlNode *node, const char *filename, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgChitBag, gg_chitbag_free)

G_END_DECLS
