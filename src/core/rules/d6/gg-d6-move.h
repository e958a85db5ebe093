/* gg-d6-move.h: movement (D6-MOVE), reforming limits (D6-REF-4), compulsory moves (D6-COMP),
 * charges (D6-CHG) and off-table entry (D6-OFF). Distances, paths and line of sight are
 * measured by the caller (the geometry module) and come in as inputs, in inches. */
#pragma once

#include "gg-d6-morale.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_MUST_MOVE_FULL, /* Green */
  GG_D6_MUST_MOVE_HALF, /* Trained */
  GG_D6_MAY_MOVE_ANY,   /* Veteran */
} GgD6MoveNeed;

typedef enum
{
  GG_D6_STOP_NONE,
  GG_D6_STOP_ENEMY,   /* 2" from an enemy (D6-MOVE-14) */
  GG_D6_STOP_TERRAIN, /* crossing into or out of terrain (D6-MOVE-17) */
  GG_D6_STOP_CONTACT,
  GG_D6_STOP_TABLE_EDGE,
} GgD6Stop;

typedef struct
{
  const GgD6Unit *unit;
  gboolean on_road;          /* the whole move on a road (D6-MOVE-3, AMB-18) */
  double commander_distance; /* inches to the unit's commander, < 0 if none (D6-MOVE-6) */
  gboolean brigade_as_one;   /* the whole French brigade moves (D6-MOVE-5); then on_road and
                              * commander_distance are the brigade's worst (AMB-17) */
  GgD6Class brigade_class;   /* the lowest class among the brigade's ordered units */
  gboolean rain;             /* fog T7 */
  gboolean lost_orders;      /* fog T6, this unit's brigade */
  gboolean inspired;         /* fog T9 */
  gboolean soft_ground;      /* the unit stands in or marches into soft ground (D6-TER-11) */
  int hill;                  /* +1 climbing a hill, -1 coming down one, 0 (D6-TER-12) */
} GgD6MoveInput;

typedef struct
{
  int dice;                /* d6 to roll and add up (D6-MOVE-8) */
  double inches;           /* added after the dice: +2" line infantry in column */
  double factor;           /* 0.5 under lost orders (fog T6), else 1 */
  GgD6MoveNeed need;       /* D6-MOVE-9 */
  GgD6Report *report;      /* dice with rules; odds of each result in inches */
  double result;           /* after rolling: the move in inches */
  gboolean disorders;      /* soft ground disorders the unit (D6-TER-11, option soft-ground) */
  gboolean manhandle_only; /* unlimbered guns have no normal move: no dice (D6-MOVE-1, D6-REF-1) */
} GgD6Move;

GgD6Move *gg_d6_move_plan (GgD6Rules *rules, const GgD6MoveInput *input);
/* The longest move the dice could give @input, road die included, in inches: how far ahead the
 * terrain under a move is read (D6-MOVE-3, D6-TER-11/12). */
double gg_d6_move_longest (GgD6Rules *rules, const GgD6MoveInput *input);
gboolean gg_d6_move_resolve (GgD6Move *self, GgDice *dice, const int *entered);
void gg_d6_move_free (GgD6Move *self);
/* Whether moving @moved inches of @self->result is allowed, given how the move ended
 * (D6-MOVE-9, AMB-19). On FALSE, @reason (translated) says why. */
gboolean gg_d6_move_check (GgD6Rules *rules, const GgD6Move *self, double moved, GgD6Stop stop,
                           char **reason);
/* Distance used by a wheel: the moving front corner's arc, frontage x angle (D6-MOVE-13). */
double gg_d6_move_wheel_distance (double frontage, double degrees);
/* Direct march within 45 degrees of straight ahead (D6-MOVE-12). */
gboolean gg_d6_move_direct_march_ok (GgD6Rules *rules, double degrees);

/* Compulsory moves (D6-COMP). */
typedef enum
{
  GG_D6_RETREAT_MOVE,
  GG_D6_ROUT_MOVE,
  GG_D6_EVADE_MOVE,
} GgD6CompulsoryKind;

typedef struct
{
  GgD6CompulsoryKind kind;
  int dice;            /* the basic movement dice, no modifiers (AMB-11) */
  double cap;          /* 6" for a first move, 0 for no cap */
  GgD6Report *report;  /* odds of each distance */
  double distance;     /* after resolving */
  gboolean destroyed;  /* no legal path (D6-COMP-5) */
  gboolean disordered; /* retreating and evading units (D6-COMP-7) */
} GgD6Compulsory;

GgD6Compulsory *gg_d6_compulsory_plan (GgD6Rules *rules, const GgD6Unit *unit,
                                       GgD6CompulsoryKind kind, gboolean first, gboolean rain);
/* @path_exists: a path directly away from the attacker that brings the unit no closer to
 * another enemy (D6-COMP-3) exists for the rolled distance. */
gboolean gg_d6_compulsory_resolve (GgD6Compulsory *self, GgDice *dice, const int *entered,
                                   gboolean path_exists);
void gg_d6_compulsory_free (GgD6Compulsory *self);

/* Charges (D6-CHG). */
typedef struct
{
  double move;            /* the attacker's rolled move, inches */
  double path_length;     /* length of its path to contact */
  double final_straight;  /* the straight run at 90 degrees to the edge attacked, at the end */
  gboolean line_of_sight; /* throughout the charge distance (D6-CHG-2) */
} GgD6ChargeInput;

/* Whether the charge may be declared; @charge_distance gets min(6", path) (D6-CHG-1). */
gboolean gg_d6_charge_check (GgD6Rules *rules, const GgD6ChargeInput *input,
                             double *charge_distance, const char **rule);

typedef enum
{
  GG_D6_REACT_STAND = 1 << 0,
  GG_D6_REACT_EVADE = 1 << 1,
  GG_D6_REACT_RESPONSE_FIRE = 1 << 2,
  GG_D6_REACT_COUNTER_CHARGE = 1 << 3,
} GgD6Reactions;

/* What a charged unit may do (D6-CHG-3, D6-CHG-4, D6-CHG-8, AMB-37). */
GgD6Reactions gg_d6_charge_reactions (const GgD6Unit *defender, gboolean in_contact);

typedef struct
{
  GgD6Report *report; /* odds of success */
  double p_success;
  double move;      /* 3", or half the charge distance if less (D6-CHG-8) */
  gboolean success; /* after resolving */
} GgD6CounterCharge;

GgD6CounterCharge *gg_d6_counter_charge_plan (GgD6Rules *rules, double charge_distance);
gboolean gg_d6_counter_charge_resolve (GgD6CounterCharge *self, GgD6Rules *rules, GgDice *dice,
                                       int entered);
void gg_d6_counter_charge_free (GgD6CounterCharge *self);

typedef struct
{
  const GgD6Unit *attacker;
  const GgD6Unit *defender;
  GgD6Contact edge;       /* the defender's edge contacted */
  gboolean evaded;        /* the defender evaded ... */
  gboolean caught;        /* ... and the charge caught it */
  gboolean over_obstacle; /* D6-TER-9 */
  gboolean soft_ground;   /* designated soft ground (D6-TER-11) */
} GgD6ContactInput;

typedef struct
{
  gboolean contact;             /* D6-CHG-9 */
  gboolean attacker_disordered; /* missed an evader (D6-CHG-5), column of march, obstacle */
  gboolean defender_disordered; /* flank or rear contact (D6-DIS-C3) */
  gboolean defender_destroyed;  /* a command unit (D6-MEL-10) */
  gboolean charge_bonus_lost;   /* soft ground (D6-TER-11) */
  GgD6Report *report;           /* each effect with its rule, value 0 */
} GgD6ContactResult;

void gg_d6_charge_contact (GgD6Rules *rules, const GgD6ContactInput *input, GgD6ContactResult *out);
void gg_d6_contact_result_clear (GgD6ContactResult *result);

/* Off-table entry (D6-OFF-2, AMB-47): 1d6 + movement bonus + 1d6 per turn delayed, needing 6. */
typedef struct
{
  int dice;
  double p_enter;
  GgD6Report *report;
  gboolean enters; /* after resolving */
} GgD6Entry;

GgD6Entry *gg_d6_entry_plan (GgD6Rules *rules, GgD6Class klass, int turns_delayed);
gboolean gg_d6_entry_resolve (GgD6Entry *self, GgD6Rules *rules, GgDice *dice, const int *entered);
void gg_d6_entry_free (GgD6Entry *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Move, gg_d6_move_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Compulsory, gg_d6_compulsory_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6CounterCharge, gg_d6_counter_charge_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Entry, gg_d6_entry_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GgD6ContactResult, gg_d6_contact_result_clear)

G_END_DECLS
