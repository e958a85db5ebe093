/* gg-game-state.h: the state of play kept in the game file's `state:` section: the dice (seed and
 * log, so a game replays roll for roll), the chit bag, the turn, and each squad's markers
 * (BG-3.5): which figures must reload, a pending morale test (and whether its losses came from
 * friendly fire, BG-4.4-o), and the figures removed as casualties.
 *
 *   state:
 *     seed: 1859
 *     chits: { mode: tokens, turn: 2, squads: [A1, B1], bag: [B1], activated: [A1], current: [A1] }
 *     squads:
 *       - { squad: A1, morale-test: true, friendly-fire: false, reload: [A-1-2], removed: [A-1-3] }
 *       - { squad: B1, activation: [begun, morale-due, morale-tested, morale-passed], mass: true }
 *       - { squad: A3, activation: [begun], move-from: { A-3-L3: [612.5, 200], A-3-1: [637.5, 200] } }
 *       - squad: A2
 *         training: veteran
 *         traits: [cacciatori]
 *         weapons: { rifled-musket: [A-2-L2, A-2-1], precision-rifle: [A-2-2] }
 *     deferred: [B-1-4]
 *     officers:
 *       - { figure: A-PLA, characters: [previdente], attached: A1, attached-turn: 2, moved-turn: 2 }
 *     activations:
 *       - { turn: 2, pair: [A1, B1], interaction: mutual-fire, fired: 1 }
 *     captain-attempts: { A: 0, B: 2 }
 *     captain-rolled: { A: 0, B: 2 }
 *     prisoners:
 *       - { figure: B-2-3, captor: A1, escorts: [A-1-4] }
 *     hidden:
 *       - { squad: B3, mode: imboscata, dummies: [], seal: "gg1:…", locked: true }
 *     objectives:
 *       - { side: A, points: 5, conquered: false }
 *     dice:
 *       - { die: D10, value: 7, for: "chit draw" }
 *       - { die: D20, value: 12, for: "morale test", entered: true }
 *     log:
 *       - { kind: roll, time: 1795340000, turn: 1, activation: "A1 + B1", text: "...", rolls: [2, 1] }
 */
#pragma once

#include <glib.h>

#include "gg-bg-resolve.h"
#include "gg-bg-traits.h"
#include "gg-chitbag.h"
#include "gg-dice.h"
#include "gg-log.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

typedef struct _GgGame GgGame;

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

typedef struct _GgGameState GgGameState;

struct _GgGameState
{
  GgDice *dice;
  GgChitBag *chits;           /* or NULL before the first turn */
  GPtrArray *squads;          /* GgSquadState*, in the order first met */
  GPtrArray *deferred;        /* figure ids hit by the first of a mutually firing pair (BG-2.2-f) */
  GgLog *log;                 /* the referee's log: rolls explained, measurements, rulings */
  GPtrArray *officers;        /* GgOfficerState* */
  GArray *activations;        /* GgActivationRecord, every draw of the game */
  int captain_attempts[2];    /* sides A and B: failed Captain replacements so far (BG-4.8-j/k) */
  guint captain_turn[2];      /* the turn of each side's last Captain roll: one a turn (BG-4.8-k) */
  GPtrArray *prisoners;       /* GgPrisoner* */
  GPtrArray *hidden;          /* GgHiddenSquad* */
  GArray *objectives;         /* GgObjective */
  gboolean gigogin_fallen[2]; /* La Bella Gigogin of side A / B hit (BG-15.1-s) */
  gint64 clock;               /* when not 0, the time every new log entry gets (replays, tests) */
};

GgGameState *gg_game_state_new (guint32 seed);
void gg_game_state_free (GgGameState *self);
/* A fresh seed for dice never rolled (a shipped scenario opened anew would otherwise roll the
 * same dice every time); FALSE and nothing changed once a die was rolled or entered. */
gboolean gg_game_state_reseed (GgGameState *self, guint32 seed);
guint gg_game_state_get_turn (GgGameState *self);
/* The squad's state, made on first use when @create. */
GgSquadState *gg_game_state_squad (GgGameState *self, char side, int number, gboolean create);
/* Casualties from fire or melee: the figures leave play and the squad must test morale at its
 * next activation (BG-2.3-a; AMB-05). */
void gg_game_state_record_losses (GgGameState *self, char side, int number, const char *const *ids,
                                  gboolean friendly_fire);
/* BG-12.4-a: the player who suffered the casualties decides which pieces were hit: @instead (a
 * figure of the same squad still in play) falls in place of @hit, a casualty recorded or held
 * back (BG-2.2-f). FALSE if @hit is neither or @instead is out. */
gboolean gg_game_state_swap_loss (GgGameState *self, char side, int number, const char *hit,
                                  const char *instead);
/* BG-2.2-f: the first of two squads firing at each other holds its casualties back until the
 * second has fired; then both are applied. */
void gg_game_state_defer_loss (GgGameState *self, const char *id);
const char *const *gg_game_state_get_deferred (GgGameState *self, guint *n);
void gg_game_state_clear_deferred (GgGameState *self);
/* At activation: is a morale test due, and at +2? The markers are cleared (tested once). */
gboolean gg_game_state_begin_activation (GgGameState *self, char side, int number,
                                         gboolean *friendly_fire);
/* BG-4.2-g: only the figures that fired must reload. */
void gg_game_state_fired (GgGameState *self, char side, int number, const char *id);
void gg_game_state_reloaded (GgGameState *self, char side, int number, const char *id);
gboolean gg_game_state_needs_reload (GgGameState *self, char side, int number, const char *id);
/* The figure's weapon word as recorded, or NULL. */
const char *gg_game_state_weapon (GgGameState *self, char side, int number, const char *id);
/* Records (or replaces) the figure's weapon; FALSE if @weapon is not a roster weapon word. */
gboolean gg_game_state_set_weapon (GgGameState *self, char side, int number, const char *id,
                                   const char *weapon);
/* The command-radius flags of the squad's traits (BG-15.3-c Cacciatori, BG-15.3-e Titubanti);
 * 0 when @self is NULL or the squad has no state. */
guint gg_game_state_troop_flags (GgGameState *self, char side, int number);

/* Officers, made on first use when @create. */
GgOfficerState *gg_game_state_officer (GgGameState *self, const char *figure, gboolean create);
/* The officer attached to the squad, or NULL. */
GgOfficerState *gg_game_state_attached_officer (GgGameState *self, char side, int number);
GgPrisoner *gg_game_state_add_prisoner (GgGameState *self, const char *figure, GgChit captor);
GgPrisoner *gg_game_state_prisoner (GgGameState *self, const char *figure);
void gg_game_state_free_prisoner (GgGameState *self, const char *figure);
GgHiddenSquad *gg_game_state_hidden (GgGameState *self, char side, int number);
/* Is @figure out of play: removed, or a prisoner, or an officer out of action? */
gboolean gg_game_state_is_out (GgGameState *self, const char *figure);
/* Has @figure left the table: a casualty recorded in a squad's `removed` (fire, melee, a morale
 * result, BG-3.1-e) or an officer out of action (BG-4.1-g)? Such a figure stays in the game's
 * figures (the file keeps it, for the victory points and the casualty choice), but the table
 * neither draws, picks, measures nor counts it. A prisoner stays on the table with his escort.
 * FALSE when @self is NULL. */
gboolean gg_game_state_off_table (GgGameState *self, const char *figure);
/* How many of @game's figures are on the table (gg_game_state_off_table). */
guint gg_game_state_n_on_table (GgGame *game);
/* The markers the state of play puts on the table (BG-3.5), as GgMarker* the table draws and the
 * side panel shows beside the game's own: a reload marker on each figure on the table that must
 * reload, a morale marker on the first figure on the table of a squad owing a test. Empty when
 * @game has no state. */
GPtrArray *gg_game_state_markers (GgGame *game);
/* Sets or clears the state's marker of @kind (GG_MARKER_RELOAD or GG_MARKER_MORALE_TEST) on the
 * figure's squad: the player's ruling at the table. FALSE if the figure has no squad. */
gboolean gg_game_state_set_marker (GgGame *game, const char *figure, int kind, gboolean on);
/* Appends to the referee's log at the state's clock (or now), for the current turn and pair. */
guint gg_game_state_log (GgGameState *self, GgLogKind kind, const char *text, guint first_roll,
                         guint n_rolls);
/* As gg_game_state_log, the entry made from @message (untranslated, N_()) and its values
 * (gg_log_append_messagev): shown in each reader's language. */
guint gg_game_state_log_message (GgGameState *self, GgLogKind kind, guint first_roll, guint n_rolls,
                                 const char *message, ...);
/* "A1 + B2" for the pair drawn last, or NULL. */
char *gg_game_state_activation_label (GgGameState *self);
const char *gg_hidden_mode_to_string (GgHiddenMode mode);

GgYamlNode *gg_game_state_to_yaml (GgGameState *self);
/* Reads the `state:` section. The dice log must follow from the seed (rolled dice are rolled
 * again and compared), so a tampered or corrupted log is caught. Figure ids in `reload` must be
 * figures of @game. */
GgGameState *gg_game_state_from_yaml (const GgYamlNode *node, const char *filename, GgGame *game,
                                      GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgGameState, gg_game_state_free)

G_END_DECLS
