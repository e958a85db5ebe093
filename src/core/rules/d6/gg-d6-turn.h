/* gg-d6-turn.h: the sequence of play (D6-SEQ). The first player's Fog of War, Move (five steps),
 * Fire, Melee and Morale phases, then the second player's; that ends the game turn (D6-SEQ-2). */
#pragma once

#include "gg-d6-rules.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_PHASE_FOG,
  GG_D6_PHASE_MOVE,
  GG_D6_PHASE_FIRE,
  GG_D6_PHASE_MELEE,
  GG_D6_PHASE_MORALE,
  GG_D6_N_PHASES
} GgD6Phase;

typedef enum
{
  GG_D6_STEP_COMPULSORY = 1,  /* retreats and routs (D6-COMP) */
  GG_D6_STEP_COMPLETE_REFORM, /* red markers from last turn finish (D6-REF-4) */
  GG_D6_STEP_DECLARE_REFORM,  /* orange swapped for red (D6-REF-2) */
  GG_D6_STEP_NORMAL_MOVES,    /* normal moves or formation changes; command last */
  GG_D6_STEP_CHARGES,         /* charges and moves to contact (D6-CHG) */
  GG_D6_N_STEPS = GG_D6_STEP_CHARGES
} GgD6MoveStep;

typedef struct
{
  int turn;    /* game turn, from 1 */
  char first;  /* side moving first, 'A' or 'B' (D6-SEQ-1) */
  char active; /* side whose player turn it is */
  GgD6Phase phase;
  int step; /* GgD6MoveStep in the Move phase, else 0 */
} GgD6Turn;

void gg_d6_turn_init (GgD6Turn *self, char first);
/* Goes to the next step or phase. Returns TRUE when a new player turn begins. */
gboolean gg_d6_turn_advance (GgD6Turn *self);
/* 0, 1, 2 ... for each player turn in order: (turn - 1) * 2, + 1 for the second player. */
int gg_d6_turn_player_turn (const GgD6Turn *self);
char gg_d6_turn_other (char side);
const char *gg_d6_phase_to_string (GgD6Phase phase);
gboolean gg_d6_phase_from_string (const char *text, GgD6Phase *phase);
/* Translated name of the phase, or of the Move phase's step. */
char *gg_d6_turn_describe (const GgD6Turn *self);
/* The same, as data for the referee's log. */
GgLogText *gg_d6_turn_describe_text (const GgD6Turn *self);
/* "Move, step 3: reform": the phase (and step) without the turn and side. */
GgLogText *gg_d6_turn_phase_text (const GgD6Turn *self);
/* What is due now, each item with its rule (value 0). */
void gg_d6_turn_due (const GgD6Turn *self, GgD6Report *out);
gboolean gg_d6_turn_valid (const GgD6Turn *self);

G_END_DECLS
