/* gg-d6-state.h: the d6 game state kept in the game file's optional `d6:` section: the turn and
 * phase (D6-SEQ), fog effects in force (D6-FOG), each unit's markers (orange = disordered,
 * red = reforming / formation change / gun deployment, D6-DIS-SM) and per-turn counters, and
 * the options chosen from the ambiguity list. */
#pragma once

#include "gg-d6-fog.h"
#include "gg-game.h"
#include "gg-types.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_STATUS_NORMAL,
  GG_D6_STATUS_RETREAT_PENDING, /* moves in the next Move phase (D6-COMP-8, AMB-10) */
  GG_D6_STATUS_ROUT_PENDING,
  GG_D6_STATUS_ROUTING,
  GG_D6_STATUS_DESTROYED,
  GG_D6_STATUS_OFF_TABLE,
  GG_D6_N_STATUSES
} GgD6Status;

typedef struct
{
  char *id;
  char side;
  gboolean orange;
  gboolean red;
  GgD6Status status;
  int lost;            /* figures lost since the start */
  int turn_casualties; /* this player turn (D6-MOR-2) */
  gboolean tested;     /* casualty TEST taken this player turn (AMB-8) */
  gboolean moved;
  int fired;
  /* What the unit is, in the rosters' words (docs/rosters.md, docs/d6-table.md); NULL or 0 when
   * the file does not say, and gg-d6-table.c takes the default. */
  char *name;          /* what people call it: "1er Zouaves" (any text) */
  char *type;          /* line-infantry, light-infantry, line-cavalry, light-cavalry, light-guns,
                      * heavy-guns, command */
  char *klass;         /* green, trained, veteran */
  char *nationality;   /* french, italian, other */
  char *weapon;        /* musket, rifle, carbine-pistol, none */
  char *formation;     /* line, attack-column, column-of-march, other, square, ... */
  char *new_formation; /* under a red marker: the formation taken at completion (D6-REF-1/4) */
  char *brigade;       /* the brigade it belongs to (D6-MOVE-5, D6-AMB-45) */
  char *level;         /* command units: brigade, division, corps, army (D6-CMD-3) */
  char **attributes;   /* lancers, dragoons, elite, miners-sappers, irregular; NULL-terminated */
  int strength;        /* figures at the start (D6-CAS-5); 0: figures on the table + lost */
  int delayed;         /* off-table: turns its entry has been delayed (D6-OFF-2) */
  char *task;          /* miners: breach, obstacle, trench or mine (D6-SAP-3/4), or NULL */
  int task_turns;      /* complete turns spent still on the task */
  gboolean artillery_casualties; /* this player turn (D6-TEST-M6) */
  gboolean flank_casualties;     /* this player turn, from the flank or rear (D6-TEST-M6) */
  gboolean counter_charged;      /* this player turn: its counter-charge succeeded (D6-CHG-8,
                                  * D6-TEST-M9: +1 in the melee that follows) */
  gboolean move_rolled;          /* its move dice were rolled this Move phase (D6-MOVE-11) */
  double move_roll;              /* and gave this many inches, less what it has marched since */
  gboolean move_from_set;        /* where the unit's centre stood when it rolled (mm), and the */
  GgPoint move_from;             /* roll: its limit over every drag of this Move phase */
  double move_allow;             /* (D6-MOVE-12); not kept in the file */
  gboolean change_from_set; /* a formation change declared through gg_d6_play_formation_change: */
  double change_from[3];    /* the unit's centre (mm) and facing then, for D6-REF-4 */
} GgD6UnitState;

typedef enum
{
  GG_D6_EVENT_RETREAT,
  GG_D6_EVENT_ROUT,
  GG_D6_EVENT_DESTROYED,
} GgD6EventKind;

/* A retreat, rout or destruction in this player turn, where it happened (D6-MOR-4, D6-TEST-M14,
 * AMB-7). Commanders destroyed are events too, with large FALSE. */
typedef struct
{
  GgD6EventKind kind;
  char *unit;
  char side;
  gboolean large;   /* 12 or more figures at the start (D6-GEN-7) */
  gboolean command; /* a command unit */
  GgPoint at;       /* the unit's centre then, mm */
} GgD6Event;

typedef struct _GgD6State GgD6State;

struct _GgD6State
{
  GgD6Turn turn;
  GArray *fog;                    /* GgD6FogEffect */
  GPtrArray *units;               /* GgD6UnitState* */
  GPtrArray *options;             /* char*: name, choice, name, choice ... */
  GArray *events;                 /* GgD6Event of this player turn */
  struct _GgActState *activation; /* the activation scheme's formations and phase (gg-act.h),
                                   * or NULL */
};

void gg_d6_state_free (GgD6State *self);
/* The d6 rules' section of @game (its opaque GgGame.section), or NULL when it has none (or holds
 * another rule set's); _ensure makes it (side A first) when it has none; _replace puts @state
 * (taken, may be NULL) in its place. */
GgD6State *gg_d6_state_of (const GgGame *game);
GgD6State *gg_d6_state_ensure (GgGame *game);
void gg_d6_state_replace (GgGame *game, GgD6State *state);
GgD6UnitState *gg_d6_state_add_unit (GgD6State *self, const char *id, char side);
GgD6UnitState *gg_d6_state_lookup_unit (GgD6State *self, const char *id);
/* Next step or phase; at a new player turn the per-turn counters clear and fog effects end;
 * leaving step 2 of a Move phase, the active side's red markers complete (D6-REF-4). */
gboolean gg_d6_state_advance (GgD6State *self);
/* What is due now: the phase's duties plus the units concerned. */
void gg_d6_state_due (GgD6State *self, GgD6Report *out);
/* Applies an event's immediate part: T12 clears the active side's orange markers; T2 marks the
 * killed commander's unit destroyed. Records the effect. */
void gg_d6_state_apply_fog (GgD6State *self, GgD6FogEvent event, const char *target);
/* Sets the chosen options on @rules. */
gboolean gg_d6_state_apply_options (GgD6State *self, GgD6Rules *rules, GError **error);
void gg_d6_state_set_option (GgD6State *self, const char *name, const char *choice);
void gg_d6_state_add_event (GgD6State *self, GgD6EventKind kind, const char *unit, char side,
                            gboolean large, gboolean command, GgPoint at);
gboolean gg_d6_unit_state_has_attribute (const GgD6UnitState *self, const char *attribute);

/* Markers (D6-REF, D6-DIS-SM) */
gboolean gg_d6_unit_state_disordered (const GgD6UnitState *self);
void gg_d6_unit_state_disorder (GgD6UnitState *self);
gboolean gg_d6_unit_state_declare_reform (GgD6UnitState *self);
/* D6-REF-4: the red marker comes off and a formation change under way takes effect. */
void gg_d6_unit_state_complete_reform (GgD6UnitState *self);
/* D6-REF-1: a change to @formation instead of a normal move: a red marker (disordered while it
 * is under way) and the formation taken at completion. Refused (FALSE) when the unit moved this
 * turn, is already reforming, is not in good order (retreating, routing ...) or is already in
 * @formation. */
gboolean gg_d6_unit_state_change_formation (GgD6UnitState *self, const char *formation);
/* D6-REF-8, D6-SPEC-3: the formation dragoons change to, "dismounted" or "mounted"; NULL for
 * units that are not dragoons. */
const char *gg_d6_unit_state_dragoons_switch (const GgD6UnitState *self);
/* Moving, firing, response fire or melee while reforming: orange replaces red (D6-REF-3). */
void gg_d6_unit_state_act (GgD6UnitState *self);

/* The `d6:` section of a game file. Errors are `file:line:column: message`. */
GgD6State *gg_d6_state_read (const GgYamlNode *node, const char *filename, GError **error);
GgYamlNode *gg_d6_state_write (GgD6State *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6State, gg_d6_state_free)

G_END_DECLS
