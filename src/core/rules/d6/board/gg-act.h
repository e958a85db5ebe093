/* gg-act.h: who activates what, and when, in a d6 game: the activation schemes, the third rule
 * module beside La Bella Gigogin's and the d6 rules'. Three schemes share one interface
 * (gg-act-private.h), each in its own file:
 *
 *   d6        the d6 rules' own sequence (D6-SEQ): each side's player turn in full, every unit
 *   volturno  Volturno 1860 formation activation (VOL-*, seed 001 L279-391, L892-894)
 *   r59       Risorgimento 1859 corps continuity (R59-*, seed 002 L17-47)
 *
 * Rule IDs are listed in docs/rule-ids-board-games.txt, the numbers are d6.yaml's activation.*
 * entries (a club's table file may change them). The game chooses its scheme with the d6 option
 * `activation`; its formations (Volturno) or corps (1859) and the state of the phase are the
 * game file's `d6: activation:` section (gg_act_state_read/write), so a game saved in the middle
 * of a phase opens there again.
 *
 * Each player action is one call (initiative, attempt, pass, finish) taking the player's choices
 * and, optionally, real dice typed in; it rolls from the game's seeded dice, changes the state and
 * appends one entry to the referee's log, and returns a GgActOutcome. gg_act_plan is the same
 * attempt before it is rolled: the modifiers, each with its rule ID and seed line, and the exact
 * odds. */
#pragma once

#include "gg-d6-activation.h"
#include "gg-d6-play.h"
#include "gg-dice.h"
#include "gg-game.h"
#include "gg-roster.h"
#include "gg-rules-data.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

#define GG_ACT_ERROR (gg_act_error_quark ())
GQuark gg_act_error_quark (void);

typedef enum
{
  GG_ACT_ERROR_UNKNOWN, /* no such formation or corps */
  GG_ACT_ERROR_REFUSED, /* the rules do not allow it now (the message says which rule) */
  GG_ACT_ERROR_FACE,    /* a typed-in die that is not a face of the die */
  GG_ACT_ERROR_DICE,    /* dice typed in, but not as many as the action rolls: nothing done */
} GgActError;

typedef enum
{
  GG_ACT_SCHEME_D6,
  GG_ACT_SCHEME_VOLTURNO,
  GG_ACT_SCHEME_R59,
} GgActScheme;

#define GG_ACT_NO_COMMITMENT G_MININT
/* The most dice one action may take typed in (and list in its outcome). */
#define GG_ACT_MAX_DICE 64

/* A Volturno formation (a CdF and his brigades) or an 1859 corps. */
typedef struct
{
  char *id;
  char side;
  char *name;           /* for people, or NULL */
  char *commander;      /* the commander's name, or NULL */
  char *commander_unit; /* his d6 unit on the table (measures the CiC's range), or NULL */
  char **brigades;      /* the d6 brigades (unit `brigade:`) it activates; NULL-terminated */
  int *commitment;      /* 1859: each brigade's brigadier's Commitment DRM from the roster
                         * (R59-4.22), GG_ACT_NO_COMMITMENT where not given; or NULL */
  int rating;           /* -1: not given: Volturno: the CdF's command value (house default);
                         * 1859: Continuity from d6.yaml by @rated, or the house default */
  char *rated;          /* 1859: the row of activation.r59.continuity naming him, or NULL */
  /* the turn so far */
  int orders;           /* Volturno: failed attempts, the -1 Orders markers (VOL-6.1.2) */
  int activations;      /* activated this turn */
  gboolean finished;    /* may not activate again this turn */
  gboolean demoralised; /* 1859, R59-9.2 */
  gboolean no_attack;   /* 1859, R59-4.55: its current activation may not attack */
  gboolean ruiz;        /* Volturno: Ruiz's column, with its exceptions (VOL-15.8) */
  gboolean seen_enemy;  /* Volturno: one of its units has seen an enemy unit (VOL-15.3) */
  /* 1859, the current activation: brigades Without Orders that rolled Under Orders or failed
   * (R59-4.22), units that attacked and that moved in it (R59-4.43); NULL-terminated or NULL */
  char **rolled_under, **rolled_without, **attacked, **moved;
  /* 1859: its brigades with an Hors de Combat marker (R59-9.1), placed when the corps finishes
   * an activation and in the Demoralisation Segment; NULL-terminated or NULL */
  char **hors_de_combat;
  /* Volturno: its units Out of Command, marked at the start of the Action Phase (VOL-5.1): they
   * do not act with the formation, but in the Out of Command Units Phase; NULL-terminated or
   * NULL */
  char **out_of_command;
} GgActFormation;

typedef struct
{
  char *name;          /* the army, or NULL */
  char *cic;           /* the commander-in-chief, or NULL */
  char *cic_unit;      /* his d6 unit, or NULL */
  int value;           /* Volturno: the CiC's command value (-1: the house default); 1859: the
                    * scenario's initiative modifier (-1: none) */
  gboolean french;     /* 1859: a pass of this side opens the three-pass end (R59-4.56) */
  gboolean neapolitan; /* Volturno: poor coordination applies to this side (VOL-15.7) */
} GgActSide;

typedef struct _GgActState GgActState;

struct _GgActState
{
  GgActSide sides[2];    /* A, B */
  GPtrArray *formations; /* GgActFormation* */
  /* the Activation Phase now */
  int turn;                   /* the game turn this state is of (0: not begun) */
  char initiative;            /* 'A', 'B', 0: not rolled */
  char to_act;                /* whose decision it is */
  char *active;               /* the formation acting now, or NULL */
  int passes;                 /* passes in a row */
  char first_passer;          /* who opened them */
  gboolean over;              /* the phase has ended */
  gboolean free;              /* 1859: @to_act's next activation is free (R59-4.52) */
  gboolean give_back;         /* 1859: after this free activation play returns (R59-4.53) */
  int segments;               /* 1859: activations in a row of @to_act's player */
  char *last;                 /* 1859: the corps selected last (R59-4.53-b) */
  char *personal;             /* Volturno: a formation acting on Personal Initiative (VOL-6.2) */
  int demoralisation_turn;    /* 1859: the turn whose Demoralisation Segment was rolled */
  guint demoralisation_entry; /* and its entry in the referee's log (serial), or 0 */
  /* int: the scenario's 1859 Heat or Rain turns (R59-4.44), or Volturno's night turns (VOL-15.2) */
  GArray *weather;
};

GgActState *gg_act_state_new (void);
void gg_act_state_free (GgActState *self);
/* The `activation:` mapping of a game's `d6:` section. Errors are `file:line:column: message`. */
GgActState *gg_act_state_read (const GgYamlNode *node, const char *filename, GError **error);
GgYamlNode *gg_act_state_write (const GgActState *self);
GgActFormation *gg_act_state_lookup (const GgActState *self, const char *id);

/* A word the schemes keep as a key (a modifier's name, where a number comes from) as an
 * untranslated message (the caller translates it, as gg_act_note_labelled and the activation
 * pane do); the word itself when it has none. */
const char *gg_act_word_message (const char *word);

/* One die roll modifier of an attempt. */
typedef struct
{
  const char *name; /* "orders", "cic-range", "initiative-modifier" */
  int value;
  const char *rule;   /* VOL-6.1.2 */
  const char *line;   /* "001 L367-371" */
  const char *source; /* rulebook, house, club, scenario */
  const char *note;   /* how it was decided (measured, the referee's word), or NULL */
} GgActModifier;

/* The odds of an outcome: exactly @num / @den (the faces giving it over the faces). */
typedef struct
{
  int num, den;
} GgActOdds;

/* The next attempt, before it is rolled. */
typedef struct
{
  char *formation;
  char side;
  gboolean free;     /* no die: a free activation (R59-4.52) */
  gboolean extended; /* 1859: a third activation (R59-4.54) */
  GgDieKind die;
  GArray *modifiers; /* GgActModifier */
  int modifier;      /* their sum */
  int target;        /* activated when the modified roll is at most this */
  const char *target_rule, *target_line, *target_source;
  GgActOdds activate, fail, personal; /* personal: Volturno's natural 6 (VOL-6.2) */
  char *refused;                      /* why it may not be tried now (with the rule), or NULL */
} GgActPlan;

typedef enum
{
  GG_ACT_RESULT_INITIATIVE,
  GG_ACT_RESULT_ACTIVATED,
  GG_ACT_RESULT_FAILED,
  GG_ACT_RESULT_PERSONAL, /* VOL-6.2: activated on Personal Initiative, the referee rules */
  GG_ACT_RESULT_PASSED,
  GG_ACT_RESULT_FINISHED,       /* the active formation has done acting */
  GG_ACT_RESULT_DEMORALISATION, /* 1859's end-of-turn Demoralisation Segment (R59-9.2) */
  GG_ACT_RESULT_NEW_TURN,       /* the game turn ended with no end-of-turn roll: a new one */
} GgActResult;

typedef struct
{
  GgActResult result;
  char side;                  /* who acted */
  GgActPlan *plan;            /* the attempt (NULL for initiative, pass, finish) */
  int faces[GG_ACT_MAX_DICE]; /* every die the action used, in the order rolled (initiative:
                               * A's, B's, again for a tie; a failure's coordination die after
                               * the activation die; an Extended cost's dice, unit by unit) */
  guint n_faces;
  int total; /* the modified roll of an attempt */
  gboolean phase_over;
  char next; /* whose decision it is now */
  gboolean next_free;
  char *text; /* the log entry */
} GgActOutcome;

/* What the player may choose for an attempt. */
typedef struct
{
  int near_cic; /* VOL-6.1.4: -1 measure on the table, 0 out of range, 1 within (referee's word) */
} GgActChoice;

typedef struct _GgAct GgAct;

/* The game's scheme (the d6 option `activation`), its `d6: activation:` section (made if
 * missing), the game's `state:` (seed @seed, if missing) and @rules (the game's d6 tables,
 * kept). The CiC range is measured between the commanders' d6 units, in inches, by
 * @distance (NULL: never measured, the referee says). */
typedef double (*GgActDistanceFunc) (const char *unit_a, const char *unit_b, gpointer data);
GgAct *gg_act_new (GgGame *game, GgRulesData *rules, guint32 seed, GError **error);
void gg_act_free (GgAct *self);
void gg_act_set_distance_func (GgAct *self, GgActDistanceFunc func, gpointer data);
/* VOL-15.8: whether a unit of @side (of @brigades, when not NULL) stands within @within inches
 * of the table's terrain feature @place (0: on it): 1 or 0; -1 when the table has no @place. */
typedef int (*GgActPlaceFunc) (const char *place, char side, char **brigades, double within,
                               gpointer data);
void gg_act_set_place_func (GgAct *self, GgActPlaceFunc func, gpointer data);
/* VOL-15.3: whether a unit of @side of @brigades sees (line of sight) an enemy combat unit within
 * @within inches: 1 or 0; -1 when the table cannot say. */
typedef int (*GgActSightFunc) (char side, char **brigades, double within, gpointer data);
void gg_act_set_sight_func (GgAct *self, GgActSightFunc func, gpointer data);
GgActScheme gg_act_get_scheme (GgAct *self);
const char *gg_act_scheme_to_string (GgActScheme scheme);
GgActState *gg_act_get_state (GgAct *self);
gboolean gg_act_scheme_from_string (const char *name, GgActScheme *out);

/* Sets @game (d6) to play @scheme ("d6", "volturno", "r59"; the d6 option `activation`) and,
 * for a board game's scheme whose section has no formations yet, makes them from @rosters'
 * `corps:` (side A's, side B's; either may be NULL, or @rosters itself); a brigade on the table
 * no formation activates becomes a formation of its own (house). gg-act-setup.c. */
gboolean gg_act_setup (GgGame *game, const char *scheme, GgRoster *const rosters[2],
                       GError **error);

/* Whether @formation may be tried now and how: modifiers and exact odds. NULL, with @error, for
 * an unknown formation (a formation that may not be tried has @refused set). */
GgActPlan *gg_act_plan (GgAct *self, const char *formation, const GgActChoice *choice,
                        GError **error);
/* VOL-4.A / R59-4.3: both sides roll, ties rolled again; starts the turn's Activation Phase.
 * @entered: real dice (A's then B's, again for a tie), @n_entered of them. */
GgActOutcome *gg_act_initiative (GgAct *self, const int *entered, guint n_entered, GError **error);
/* The initiative odds before rolling: A wins with @a, B with 1 - @a (ties rolled again). */
GgActOdds gg_act_initiative_odds (GgAct *self);
/* Real dice typed in: every action takes @n_entered dice (faces as the die shows them, a d10's 0
 * is 0), used in order by every roll the action makes, or none (@n_entered 0) to roll them all.
 * Dice typed in must be exactly as many as the action rolls, worked out from the dice themselves
 * (a tie re-rolled, a failure's coordination die): else GG_ACT_ERROR_DICE, saying how many, and
 * nothing is changed. Too many are refused as too few are: a die typed and not used is a
 * mistake at the table.
 *
 * The player whose turn it is tries @formation: its activation die, then Volturno's coordination
 * die after a Neapolitan failure (VOL-15.7). */
GgActOutcome *gg_act_attempt_dice (GgAct *self, const char *formation, const GgActChoice *choice,
                                   const int *entered, guint n_entered, GError **error);
GgActOutcome *gg_act_pass (GgAct *self, GError **error);
/* The active formation has done acting: 1859's Extended cost dice, unit by unit (R59-4.43), are
 * @entered (none: rolled). */
GgActOutcome *gg_act_finish_dice (GgAct *self, const int *entered, guint n_entered, GError **error);
GgActOutcome *gg_act_finish (GgAct *self, GError **error);
/* VOL-5.1: whether the d6 unit @unit was marked Out of Command at the start of this turn's
 * Action Phase (its formation's CdF beyond the command range, VOL-5.2). */
gboolean gg_act_unit_out_of_command (GgAct *self, const char *unit);
/* VOL-4.B2-b / R59-4.4: whether the d6 unit @unit may move, fire and fight now (Volturno: an
 * in-command unit of the acting formation; once the Activation Phase is over, the units marked
 * Out of Command, which may only move, VOL-5.1.1). */
gboolean gg_act_unit_may_act (GgAct *self, const char *unit);
/* Whether @formation may still be activated this turn. */
gboolean gg_act_formation_available (GgAct *self, const GgActFormation *formation);
/* The CiC range as measured (TRUE within, FALSE out, or -1 not measurable). */
int gg_act_near_cic (GgAct *self, const GgActFormation *formation);

/* R59-9.1: whether the d6 brigade @brigade of @side is hors de combat now: it has the marker
 * (placed when its corps' activation ends, or in the Demoralisation Segment, if more than half its
 * units, commanders and units waiting off the table apart, are disordered, routing or
 * destroyed), and still qualifies: the marker comes off as soon as it no longer does. */
gboolean gg_act_brigade_hors_de_combat (GgAct *self, char side, const char *brigade);
/* R59-9.1, R59-9.2: the End of Turn Phase's Demoralisation Segment, once a turn, run by the d6
 * play when the game turn ends (gg_d6_play_advance, gg_act_end_turn): the brigades hors de
 * combat are logged, and each corps with one rolls d10 + its HDC brigades - its Continuity; 7 or
 * more demoralises it for good. @entered: typed-in d10s (0 is 0), in the corps' order. Refused
 * for the other schemes. */
GgActOutcome *gg_act_demoralisation (GgAct *self, const int *entered, guint n_entered,
                                     GError **error);

/* Whether this turn is one of the scenario's weather turns (the activation section's `weather:`
 * list): 1859 Heat or Rain, one activation a corps, a second Extended, no third (R59-4.44);
 * Volturno night, no fire nor charge, and a natural 6 leaves the formation where it is
 * (VOL-15.2). */
gboolean gg_act_weather_turn (GgAct *self);

/* What a unit of the acting formation may do (VOL-4.B2-b, R59-4.4, R59-4.22, R59-4.42, R59-9.1,
 * R59-4.55, GgD6Do): gg_act_unit_refusal says why not (translated, with the rule), or NULL. */
char *gg_act_unit_refusal (GgAct *self, const char *unit, GgD6Do what);
/* R59-4.43: @unit of the acting corps attacks (a Hit if the activation is Extended). */
void gg_act_record_attack (GgAct *self, const char *unit);
/* R59-4.43: @unit of the acting corps moved in this activation (a cohesion roll if Extended);
 * kept apart from the d6 unit's `moved` (D6-MOVE-15), which lasts the player turn. */
void gg_act_record_move (GgAct *self, const char *unit);
/* R59-4.42, R59-9.1, VOL-15.2: how near (inches, edge to edge) to an enemy combat unit a unit
 * that may not close may end a move: a house reading of "adjacent" (d6.yaml
 * activation.closing-distance). */
double gg_act_closing_distance (GgAct *self);

/* R59-4.22: a brigade's orders: Under within its corps commander's Range (measured between his
 * d6 unit and the brigadier's, @distance and @range in inches, -1 when not measured), Without
 * beyond it, or what its roll in this activation gave. */
typedef enum
{
  GG_ACT_ORDERS_NONE, /* not an 1859 game, or no corps activates the brigade */
  GG_ACT_ORDERS_UNDER,
  GG_ACT_ORDERS_WITHOUT,
  GG_ACT_ORDERS_ROLLED_UNDER,
  GG_ACT_ORDERS_ROLLED_WITHOUT, /* may only Rally */
  GG_ACT_ORDERS_UNMEASURED,     /* a commander is not on the table: the referee says */
} GgActOrders;
GgActOrders gg_act_brigade_orders (GgAct *self, char side, const char *brigade, double *distance,
                                   double *range);
const char *gg_act_orders_to_string (GgActOrders orders);
/* The Without Orders roll before it is made: d10 + Commitment <= 4, its modifiers and odds. The
 * Commitment DRM is the roster's (the corps' `commitment:`), else the text's for the brigadier
 * named (d6.yaml activation.r59.commitment: Hartung 0, Rosgen +1), else the house default. */
GgActPlan *gg_act_orders_plan (GgAct *self, char side, const char *brigade, GError **error);
/* Rolls it (@entered: the typed-in d10, 0 is 0, or none to roll); result ACTIVATED: Under
 * Orders for this activation, FAILED: only Rally. */
GgActOutcome *gg_act_orders_roll_dice (GgAct *self, char side, const char *brigade,
                                       const int *entered, guint n_entered, GError **error);

/* The game's scheme measuring on the d6 @table: the 1859 corps commander's Range (R59-4.22) and
 * Volturno's places (VOL-15.8) between units on the table, as the d6 play asks
 * (gg-d6-activation.h). NULL for a game of other rules. gg-act-d6.c. */
GgAct *gg_act_new_for_table (GgD6Table *table);
/* Steps @play on to the next game turn, making the scheme's End of Turn Phase first (1859's
 * Demoralisation Segment, R59-9.1, R59-9.2) with @entered d10s (typed in, 0 is 0; none: rolled),
 * and returns its outcome: the segment's, or GG_ACT_RESULT_NEW_TURN for a scheme with no
 * end-of-turn roll (Volturno, the d6 sequence). A formation still acting is finished first
 * (R59-9.1, R59-4.43, its dice rolled); with dice typed in it is refused instead (finish it
 * first), as it is for a bad die or the wrong number of dice: NULL, with @error, and the turn
 * has not moved. */
GgActOutcome *gg_act_end_turn (GgD6Play *play, const int *entered, guint n_entered, GError **error);

void gg_act_plan_free (GgActPlan *plan);
void gg_act_outcome_free (GgActOutcome *outcome);
const char *gg_act_result_to_string (GgActResult result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgAct, gg_act_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgActState, gg_act_state_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgActPlan, gg_act_plan_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgActOutcome, gg_act_outcome_free)

G_END_DECLS
