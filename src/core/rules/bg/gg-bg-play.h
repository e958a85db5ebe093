/* gg-bg-play.h: La Bella Gigogin played on a GgGame with its state: the activation sequence
 * (BG-2.2, BG-3.4, BG-4.8-m, BG-10.8) and every roll, resolved through the rules modules and
 * written to the referee's log with its modifiers, rule IDs, turn, pair and dice serials, so a
 * game replays identically from its seed.
 *
 * The game must have a state (gg_bg_play_begin makes one). Geometry stays the caller's except
 * where the rule is geometric by nature (command at activation, gg-bg-chain.h). */
#pragma once

#include <glib.h>

#include "gg-bg-command.h"
#include "gg-bg-melee.h"
#include "gg-bg-resolve.h"
#include "gg-bg-table.h"
#include "gg-bg-state.h"
#include "gg-game.h"
#include "gg-table-rules.h"

G_BEGIN_DECLS

/* Gives @game a state with @seed (if it has none) and a bag holding a chit for every squad on
 * the table (BG-3.4-d). */
gboolean gg_bg_play_begin (GgGame *game, guint32 seed, GgChitMode mode, GError **error);

/* The activation sequence */

/* Draws the next pair (BG-2.2-a), records it (turn, pair), fixes each squad's command status
 * (BG-4.8-m) and logs the draw with its dice. Returns how many chits came out: 2, 1 (the last,
 * AMB-03) or 0 when the turn is over (BG-2.2-c). */
guint gg_bg_play_draw (GgGame *game, GgBgRules *rules, GgChit pair[2]);
/* A chit drawn from a real bag and typed in (BG-2.2-a): recorded and logged as a draw is; the
 * second chit typed in joins the first in its pair. FALSE if it is not in the bag. */
gboolean gg_bg_play_draw_entered (GgGame *game, GgBgRules *rules, GgChit chit);
/* Ends the turn: the bag is refilled with the living squads' chits (BG-2.2-c, BG-3.4-d). */
void gg_bg_play_new_turn (GgGame *game);
/* BG-2.2-e: how the pair drawn last interacts (kept in its record; no squad has fired yet). */
void gg_bg_play_set_interaction (GgGame *game, GgPairInteraction interaction);
GgPairInteraction gg_bg_play_get_interaction (GgGame *game);
/* BG-2.2-f: counts a squad of the pair that fired; returns how many had fired before it. */
guint gg_bg_play_pair_fired (GgGame *game);
/* BG-15.1-d: the Previdente's squad acting before the pair drawn last, if one does. */
gboolean gg_bg_play_preempted (GgGame *game, GgChit *squad);

/* How far each squad's activation has gone (GgActivationStep), kept in the state so a game saved
 * in the middle of an activation resumes there. A squad's steps start afresh when it is drawn.
 * The first call after that reads (and clears) its markers (BG-2.3-a, AMB-05): BEGUN, and
 * MORALE_DUE and FRIENDLY_FIRE if so; later calls return the steps so far. */
guint gg_bg_play_begin_squad (GgGame *game, const GgChit *squad);
/* Adds @steps (MORALE_TESTED, MORALE_PASSED, ACTED) to the squad's activation. */
void gg_bg_play_step (GgGame *game, const GgChit *squad, guint steps);
/* Movement is per activation (BG-2.3-b, BG-5-b, BG-10): the allowance counts from where each
 * figure's move began in this activation of its squad, however many drags it takes; undoing a
 * drag gives the distance back. gg_bg_play_move_begin() records the start of the figures of a
 * squad acting now (the pair drawn last, or a Previdente before it) that have not moved yet this
 * activation, kept in the state (`move-from`) until the squad is drawn again; returns how many
 * figures belong to an acting squad. */
guint gg_bg_play_move_begin (GgGame *game, const char *const *ids);
typedef struct
{
  gboolean activation; /* counted from the start of this activation's move */
  GgPoint from;        /* where the move began (or the figure's place, outside an activation) */
  double length;       /* straight from there, mm */
  double used;         /* allowance used: the path's cost in terrain (gg_move_path_cost) */
  double allowance;    /* the arm's (BG-10), 0 when the rules roll it */
  gboolean passable;
  gboolean too_far; /* beyond the allowance: the table shows it and the move should go back */
} GgBgMoveCheck;
/* The figure @id going to @to: how much of its allowance this activation it has used. */
void gg_bg_play_move_check (GgGame *game, GgTableRules *rules, const char *id, GgPoint to,
                            GgBgMoveCheck *out);
/* The status fixed at the squad's activation (BG-4.8-m), or evaluated now if not yet activated. */
gboolean gg_bg_play_in_command (GgGame *game, GgBgRules *rules, char side, int squad);

/* BG-2.2-g: two squads charging each other meet between their leaders @a and @b, each covering
 * its share (half, or 2/3 for cavalry against infantry). */
GgPoint gg_bg_play_meeting_point (GgBgRules *rules, GgBgArm arm_a, GgPoint a, GgBgArm arm_b,
                                  GgPoint b);

/* BG-10.8: an officer moves once per turn, when a squad under his command is activated. */
gboolean gg_bg_play_officer_may_move (GgGame *game, const char *officer, const GgChit *squad,
                                      const char **rule);
gboolean gg_bg_play_officer_moved (GgGame *game, const char *officer, const GgChit *squad);
/* BG-4.1-c: attach (or with @squad NULL detach) an officer. */
void gg_bg_play_attach (GgGame *game, const char *officer, const GgChit *squad);

/* Logged rolls. Each returns what the rules module does, and appends one GG_LOG_ROLL entry. */

/* The morale input from the state: figures in play, command at activation, training, traits,
 * characters of the leader and of an attached officer, a fallen protector. */
void gg_bg_play_morale_input (GgGame *game, GgBgRules *rules, char side, int squad, gboolean charge,
                              GgBgMoraleInput *input);
/* The test (BG-9), with Sfortunato's second D20 (BG-15.1-n): *@sfortunato_hit tells whether it
 * removed him (the first result is then ignored). */
void gg_bg_play_morale (GgGame *game, GgBgRules *rules, char side, int squad,
                        const GgBgMoraleInput *input, GgBgMorale *out, gboolean *sfortunato_hit);

/* A declared assault or charge (BG-4.2-l, BG-4.3-g, BG-11.2). */
typedef struct
{
  gboolean allowed;    /* the attacker was in command when activated (BG-4.2-l) */
  const char *rule;    /* why it stopped, or the last rule applied */
  GgBgMorale attacker; /* its test comes first (BG-11.2-a) */
  GgBgMorale defender; /* tested only if the attacker goes in (BG-11.2-d) */
  gboolean attacker_goes;
  gboolean defender_stands;
  int bonus_roll;  /* the D10 of the movement bonus (BG-10.7-c), -1 if not rolled */
  double bonus_mm; /* the extra movement (BG-11.2-b) */
  gboolean melee;  /* both passed: the melee is fought (BG-11.3-a) */
} GgBgAssault;

/* Declares @attacker's assault (infantry) or charge (cavalry, by its arm in the state) on
 * @defender: the attacker tests morale (with Eroico's extra die), and if it passes rolls the
 * movement bonus; then the defender tests. Every roll is logged. */
void gg_bg_play_assault (GgGame *game, GgBgRules *rules, const GgChit *attacker,
                         const GgChit *defender, GgBgAssault *out);
void gg_bg_assault_clear (GgBgAssault *assault);

/* Fire (BG-12): rolls, logs, marks the firers for reloading unless breech-loaders (BG-15.2-a,
 * BG-4.2-g) and the target as under fire (AMB-24). */
void gg_bg_play_fire (GgGame *game, GgBgRules *rules, const GgChit *firer, const GgChit *target,
                      GgBgArm arm, const GgBgFirer *firers, guint n_firers,
                      const GgBgFireTarget *fire_target, GgBgFire *out);
/* A squad's fire as the table has it: the firers of @setup (gg_bg_table_fire_setup with each
 * figure's own weapon, less those the player holds back, BG-4.2-g) roll (gg_bg_play_fire); the
 * target is under fire (AMB-24) and the confirmed hits on a Little Drummer or Look-out slow him
 * or put him out (gg_bg_table_fired_at, BG-15.1-u/v); the other hits fall on the exposed
 * figures, nearest first, the double D10 sending some to important pieces (BG-12.1-j, BG-12.4);
 * the losses leave the table at once, recorded in the state with the target's morale marker
 * (BG-2.3-a) and a destroyed squad's chit taken out (BG-3.4-d), or, for the first squad of a
 * mutually firing pair, held back (BG-2.2-f); the second squad's fire then releases both.
 * Logged: the roll with every shot, then the losses as a ruling. */
typedef struct
{
  GgBgFire fire;
  GgBgCasualties casualties;
  GPtrArray *lost;     /* char*: the target's figures out of action (or held back) */
  gboolean held;       /* BG-2.2-f: held back until the other squad of the pair has fired */
  GPtrArray *released; /* char*: losses held back earlier that left the table now */
} GgBgFireOutcome;

void gg_bg_play_squad_fire (GgBgTable *table, GgBgSquadRef firer, GgBgSquadRef target,
                            const GgBgFireSetup *setup, GgBgFireOutcome *out);
void gg_bg_fire_outcome_clear (GgBgFireOutcome *out);
/* A gun's shot rolled (canister, round shot, shell): the pieces hit leave the table, squad by
 * squad, never a leader or an officer (BG-12.4-e); friends hit test morale at +2 (BG-4.4-o).
 * Returns the figures out of action, ids borrowed from @fire. */
GPtrArray *gg_bg_play_gun_losses (GgBgTable *table, const GgBgGunFire *fire);
/* BG-2.2-f: the losses held back leave the table (logged); returns them, char*. */
GPtrArray *gg_bg_play_release_deferred (GgBgTable *table);
/* BG-4.2-g, BG-3.5-a: the figures reload; with @ids NULL every figure of the squad that must.
 * Returns how many reloaded. */
guint gg_bg_play_reload (GgGame *game, const GgChit *squad, const char *const *ids);
/* BG-4.8-k: the Captain's replacement is rolled once a turn for the side's company. */
gboolean gg_bg_play_captain_may_roll (GgGame *game, char side);
/* BG-4.8-j/k: one attempt a turn (FALSE and *@roll -1, nothing rolled, if the side has rolled
 * this turn); the counter and the turn of the roll are kept in the state. */
gboolean gg_bg_play_captain (GgGame *game, GgBgRules *rules, char side, int *roll);
/* BG-15.1-d: the Previdente squad tries to act first; the pair is recorded as pre-empted. */
gboolean gg_bg_play_preempt (GgGame *game, GgBgRules *rules, const GgChit *squad,
                             double enemy_distance_mm, int *roll);
/* BG-15.1-l, BG-15.1-r/s, BG-2.8-a. */
gboolean gg_bg_play_esitante (GgGame *game, GgBgRules *rules, int *roll);
gboolean gg_bg_play_protector (GgGame *game, GgBgRules *rules, const GgChit *squad,
                               gboolean gigogin, int *roll);
gboolean gg_bg_play_dispute (GgGame *game, const char *question, int *roll);
/* BG-10.7-c: the charge or assault bonus, in mm. */
double gg_bg_play_charge_bonus (GgGame *game, GgBgRules *rules, GgBgArm arm, int *roll);

/* Hidden squads (BG-14) */

/* Reveals @squad: its sealed figures back on the table (gg_bg_reveal_squad), logged either way. */
gboolean gg_bg_play_reveal (GgBgTable *table, const GgChit *squad, GError **error);
/* BG-14.2-d, BG-14.3-d (AMB-59): every hidden squad whose markers an enemy figure on the table
 * sees (an imboscata only within 20 cm) is spotted and revealed, logged. Returns the squads
 * revealed (GgChit), empty when none. */
GArray *gg_bg_play_spot_hidden (GgBgTable *table);

G_END_DECLS
