/* gg-bg-state.h: La Bella Gigogin's part of the state of play, beside the shared dice, chit bag,
 * log and clock of gg-game-state.h: each squad's markers (BG-3.5: which figures must reload, a
 * pending morale test and whether its losses came from friendly fire, BG-4.4-o, the figures
 * removed as casualties), what the roster says of it, the officers, every draw of the game,
 * the Captain's replacement attempts, prisoners, hidden squads and objectives. The rule set
 * makes it on first use and keeps it in the state's `rules` (gg_bg_state()); it is read from and
 * written to the game file's `state:` section through its GgRuleSetClass (gg-ruleset.h), the
 * keys shown in gg-game-state.h's example besides seed, chits, dice and log.
 *
 * The accessors keep the gg_game_state_ prefix they had when these fields lived in the shared
 * state (so the cards did not change); they take the shared state and reach this part. */
#pragma once

#include <glib.h>

#include "gg-bg-resolve.h"
#include "gg-bg-traits.h"
#include "gg-game-state.h"

G_BEGIN_DECLS

/* How far a squad's activation has gone, so a saved game resumes in the middle of one. */
typedef enum
{
  GG_STEP_BEGUN = 1 << 0,         /* its markers were read as it activated (BG-2.3-a, AMB-05) */
  GG_STEP_MORALE_DUE = 1 << 1,    /* a morale test comes first (BG-9-a) */
  GG_STEP_FRIENDLY_FIRE = 1 << 2, /* at +2 (BG-4.4-o) */
  GG_STEP_MORALE_TESTED = 1 << 3,
  GG_STEP_MORALE_PASSED = 1 << 4,
  GG_STEP_ACTED = 1 << 5,      /* its actions are done (BG-2.3-b) */
  GG_STEP_ONE_ACTION = 1 << 6, /* the first of an Indiavolati squad's two (BG-15.3-d) */
} GgActivationStep;

typedef struct
{
  char side;
  int number;
  gboolean morale_test;   /* losses since its last activation (BG-2.3-a, BG-3.5-b, AMB-05) */
  gboolean friendly_fire; /* some of them from friendly fire: +2 (BG-4.4-o) */
  GPtrArray *reload;      /* figure ids that fired and must reload (BG-3.5-a, BG-4.2-g) */
  GPtrArray *removed;     /* figure ids out of action (BG-3.1-e) */
  /* What the roster says (all optional in the file): */
  char *platoon;         /* its platoon's letter: the commander is the figure "PL<letter>" */
  GgBgArm arm;           /* BG-3.1-b; infantry when not said */
  GgBgTraining training; /* BG-4.7; line when not said */
  guint traits;          /* GgBgTrait (BG-15.2-a, BG-15.3) */
  guint characters;      /* its squad leader's GgBgCharacter (BG-15.1) */
  GPtrArray *weapons;    /* GgFigureWeapon*, in the order recorded (BG-12.2, BG-15.2) */
  /* Play: */
  int command;               /* fixed at its last activation (BG-4.8-m): -1 not yet, 0 out, 1 in */
  gboolean protector_fallen; /* its Martinitt was hit: morale may shift by 2 (BG-15.1-r) */
  gboolean under_fire;       /* fired at since its last activation (BG-4.5-l, AMB-24) */
  int small_target_hits;     /* confirmed hits on a Piccolo Tamburino (BG-15.1-u) */
  gboolean abandoned;        /* abandoned prisoners, an unarmed squad (BG-13-j) */
  gboolean mass;             /* formed in mass, until it moves (BG-5-d, BG-11.8-b, AMB-29) */
  guint steps;               /* GgActivationStep of its latest activation */
  GHashTable *move_from;     /* figure id -> GgPoint*: where its move began this activation (mm) */
} GgSquadState;

/* A figure's weapon, a roster `weapon` word (gg_roster_weapon_words()); figures not listed
 * carry their arm's default (docs/rosters.md). */
typedef struct
{
  char *figure;
  const char *weapon; /* static: one of gg_roster_weapon_words() */
} GgFigureWeapon;

/* An officer or musician (a figure with no squad: PLA, CyL, CSt, M, BtL, BtS, BtM). */
typedef struct
{
  char *figure;
  guint characters;    /* GgBgCharacter (BG-15.1) */
  GgChit attached;     /* the squad he is attached to (BG-4.1-c); side 0 when unattached */
  guint attached_turn; /* the turn he attached: appointing a leader takes a turn (BG-4.8-h) */
  guint moved_turn;    /* the turn he last moved: once per turn (BG-10.8-a) */
  gboolean out;        /* out of action (BG-4.1-g) */
} GgOfficerState;

typedef enum
{
  GG_PAIR_APART,         /* the two squads do not interact (BG-2.2-d) */
  GG_PAIR_MUTUAL_FIRE,   /* they fire at each other: losses after both fire (BG-2.2-f) */
  GG_PAIR_MUTUAL_CHARGE, /* they charge each other: they meet between (BG-2.2-g) */
  GG_PAIR_PREEMPTED,     /* a Previdente squad acted first (BG-15.1-d) */
} GgPairInteraction;

/* One draw of the turn: the pair (or the last single chit), first drawn first (BG-2.2-e). */
typedef struct
{
  guint turn;
  GgChit pair[2];
  guint n;
  GgPairInteraction interaction;
  guint fired; /* squads of the pair that have fired so far (BG-2.2-f) */
} GgActivationRecord;

/* A figure taken prisoner (BG-13). */
typedef struct
{
  char *figure;
  GgChit captor;      /* the squad that escorts him (BG-13-a) */
  GPtrArray *escorts; /* figure ids of the guards (BG-13-c) */
} GgPrisoner;

typedef enum
{
  GG_HIDDEN_AGGUATO,   /* ambush: two figures on the table (BG-14.1) */
  GG_HIDDEN_IMBOSCATA, /* hidden ambush: written down, nothing on the table (BG-14.2) */
  GG_HIDDEN_NASCOSTO,  /* hidden deployment: two figures moved independently (BG-14.3) */
} GgHiddenMode;

/* A squad not yet revealed: its figures are sealed (gg-bg-hidden.h) and not in the game. */
typedef struct
{
  GgChit squad;
  GgHiddenMode mode;
  GPtrArray *dummies; /* ids of the two figures left on the table (none for an imboscata) */
  char *seal;         /* the sealed figures, "gg1:…" */
  gboolean locked;    /* sealed with the owner's passphrase rather than the game's key */
} GgHiddenSquad;

/* A scenario objective: its victory points, and whether it ends the game (BG-16-a.1). */
typedef struct
{
  char side;
  int points;
  gboolean conquered;
} GgObjective;

typedef struct _GgBgState GgBgState;

struct _GgBgState
{
  GPtrArray *squads;          /* GgSquadState*, in the order first met */
  GPtrArray *deferred;        /* figure ids hit by the first of a mutually firing pair (BG-2.2-f) */
  GPtrArray *officers;        /* GgOfficerState* */
  GArray *activations;        /* GgActivationRecord, every draw of the game */
  int captain_attempts[2];    /* sides A and B: failed Captain replacements so far (BG-4.8-j/k) */
  guint captain_turn[2];      /* the turn of each side's last Captain roll: one a turn (BG-4.8-k) */
  GPtrArray *prisoners;       /* GgPrisoner* */
  GPtrArray *hidden;          /* GgHiddenSquad* */
  GArray *objectives;         /* GgObjective */
  gboolean gigogin_fallen[2]; /* La Bella Gigogin of side A / B hit (BG-15.1-s) */
};

/* The La Bella Gigogin part of @state, made on first use; NULL when @state is NULL or holds
 * another rule set's part. */
GgBgState *gg_bg_state (GgGameState *state);

/* The squad's state, made on first use when @create. */
GgSquadState *gg_bg_state_squad (GgGameState *self, char side, int number, gboolean create);
/* Does the squad owe a morale test (BG-2.3-a)? Its marker (losses since its last activation), or
 * a test due in its activation and not yet taken: the one fact the table's marker, the side
 * panel's switch and the Play card all read. */
gboolean gg_bg_state_morale_owed (const GgSquadState *s);
/* Casualties from fire or melee: the figures leave play and the squad must test morale at its
 * next activation (BG-2.3-a; AMB-05). */
void gg_bg_state_record_losses (GgGameState *self, char side, int number, const char *const *ids,
                                gboolean friendly_fire);
/* BG-12.4-a: the player who suffered the casualties decides which pieces were hit: @instead (a
 * figure of the same squad still in play) falls in place of @hit, a casualty recorded or held
 * back (BG-2.2-f). FALSE if @hit is neither or @instead is out. */
gboolean gg_bg_state_swap_loss (GgGameState *self, char side, int number, const char *hit,
                                const char *instead);
/* BG-2.2-f: the first of two squads firing at each other holds its casualties back until the
 * second has fired; then both are applied. */
void gg_bg_state_defer_loss (GgGameState *self, const char *id);
const char *const *gg_bg_state_get_deferred (GgGameState *self, guint *n);
void gg_bg_state_clear_deferred (GgGameState *self);
/* At activation: is a morale test due, and at +2? The markers are cleared (tested once). */
gboolean gg_bg_state_begin_activation (GgGameState *self, char side, int number,
                                       gboolean *friendly_fire);
/* BG-4.2-g: only the figures that fired must reload. */
void gg_bg_state_fired (GgGameState *self, char side, int number, const char *id);
void gg_bg_state_reloaded (GgGameState *self, char side, int number, const char *id);
gboolean gg_bg_state_needs_reload (GgGameState *self, char side, int number, const char *id);
/* The figure's weapon word as recorded, or NULL. */
const char *gg_bg_state_weapon (GgGameState *self, char side, int number, const char *id);
/* Records (or replaces) the figure's weapon; FALSE if @weapon is not a roster weapon word. */
gboolean gg_bg_state_set_weapon (GgGameState *self, char side, int number, const char *id,
                                 const char *weapon);
/* The command-radius flags of the squad's traits (BG-15.3-c Cacciatori, BG-15.3-e Titubanti);
 * 0 when @self is NULL or the squad has no state. */
guint gg_bg_state_troop_flags (GgGameState *self, char side, int number);

/* Officers, made on first use when @create. */
GgOfficerState *gg_bg_state_officer (GgGameState *self, const char *figure, gboolean create);
/* The officer attached to the squad, or NULL. */
GgOfficerState *gg_bg_state_attached_officer (GgGameState *self, char side, int number);
GgPrisoner *gg_bg_state_add_prisoner (GgGameState *self, const char *figure, GgChit captor);
GgPrisoner *gg_bg_state_prisoner (GgGameState *self, const char *figure);
void gg_bg_state_free_prisoner (GgGameState *self, const char *figure);
GgHiddenSquad *gg_bg_state_hidden (GgGameState *self, char side, int number);
/* Is @figure out of play: removed, or a prisoner, or an officer out of action? */
gboolean gg_bg_state_is_out (GgGameState *self, const char *figure);
/* "A1 + B2" for the pair drawn last, or NULL. */
char *gg_bg_state_activation_label (GgGameState *self);
const char *gg_hidden_mode_to_string (GgHiddenMode mode);

G_END_DECLS
