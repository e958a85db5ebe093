/* gg-bg-play.h: La Bella Gigogin played on a GgGame with its state: every play call of the rule
 * set, one call per player action. The activation sequence (BG-2.2, BG-3.4, BG-4.8-m, BG-10.8)
 * and every roll are resolved through the rules modules and written to the referee's log with
 * their modifiers, rule IDs, turn, pair and dice serials, so a game replays identically from its
 * seed. The calls are split into files by action: gg-bg-play.c (the sequence, officers, single
 * rolls), -actions.c, -fire.c, -hidden.c, -morale.c, -steps.c; officers and prisoners in
 * gg-bg-officers.c and gg-bg-prisoners.c.
 *
 * The game must have a state (gg_bg_play_begin makes one). Geometry stays the caller's except
 * where the rule is geometric by nature (command at activation, gg-bg-chain.h). */
#pragma once

#include <glib.h>

#include "gg-bg-artillery.h"
#include "gg-bg-command.h"
#include "gg-bg-hidden.h"
#include "gg-bg-melee.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-resolve.h"
#include "gg-bg-table.h"
#include "gg-bg-state.h"
#include "gg-game.h"
#include "gg-table-rules.h"
#include "gg-ruleset.h"

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
/* The check of a drag is the table's (gg-ruleset.h): its allowance, where it must stop, or why
 * it may not move at all. */
typedef GgMoveCheck GgBgMoveCheck;
/* The figure @id going to @to: how much of its allowance this activation it has used
 * (the figure's own: gg_bg_move_allowance, its rule from the rule tables), where the move must
 * stop when it goes beyond it or meets impassable terrain, or why it may not move at all now
 * (a squad outside the pair drawn, BG-2.2-d; out of command, BG-4.8-n). Clear @out with
 * gg_move_check_clear(). */
void gg_bg_play_move_check (GgGame *game, GgTableRules *rules, const char *id, GgPoint to,
                            GgBgMoveCheck *out);
/* BG-2.4-b: a gun whose squad has acted this activation fires no other shell (the table's Aim
 * tool asks; @why, owned, says so); a shell it fired from there is its squad's action. Outside
 * an activation (the referee's tool) nothing is counted. */
gboolean gg_bg_play_shell_may_fire (GgGame *game, const char *gun, char **why);
void gg_bg_play_shell_fired (GgGame *game, const char *gun);
/* Whether a figure of @squad stands beyond its allowance of this activation, or crossed
 * impassable terrain (each figure checked as gg_bg_play_move_check does); @why (owned, in the UI's
 * language) names the worst: "A-2-L1 used 18.2 cm of 15.0 cm (BG-4.2-h)". */
gboolean gg_bg_play_move_excess (GgGame *game, const GgChit *squad, char **why);
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

/* A squad's morale test as the player asks for it on the activation card (BG-9-a: "Il test deve
 * essere eseguito prima di ogni altra azione"): one call takes the squad and whether friends hit
 * it (BG-4.4-o, +2), rolls and logs the test (gg_bg_play_morale), records it as the squad's step
 * (passed or not: a failed test ends the activation, BG-9) and takes off the table the figures
 * its result removes (gg_bg_play_morale_hits). */
typedef struct
{
  GgBgMorale morale;       /* the roll, its modifiers with their rule IDs, the outcome */
  gboolean sfortunato_hit; /* BG-15.1-n: the second D20 removed him */
  gboolean passed;         /* the squad may act */
  GPtrArray *hit;          /* char*: the figures the result removed (borrowed ids) */
} GgBgMoraleAction;

void gg_bg_play_morale_action (GgGame *game, GgBgRules *rules, const GgChit *squad,
                               gboolean friendly_fire, GgBgMoraleAction *out);
void gg_bg_morale_action_clear (GgBgMoraleAction *out);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GgBgMoraleAction, gg_bg_morale_action_clear)

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

/* A squad's fire as the player chose it on the activation card: one call takes the choices and
 * does the whole action. With a split target (BG-12.1-d), the figures with no line of sight to
 * the target fire at it instead (gg_bg_table_split_fire_setup), in the same action. The firers are the squad's figures with their own weapons
 * (gg_bg_table_fire_setup) less those @held back (BG-4.2-g: they need not reload); they roll
 * (gg_bg_play_squad_fire: dice, modifiers with their rule IDs, odds, casualties, markers, the
 * losses held back in mutual fire), the figures held back are logged, and the fire is the squad's
 * action (gg_bg_play_action_taken). */
typedef struct
{
  GgBgSquadRef target;
  const char *const *held; /* ids the player holds back, NULL-terminated; NULL for none */
  /* BG-12.1-d: a second target for the figures that cannot see @target (side 0: none) */
  GgBgSquadRef split;
} GgBgFireChoice;

typedef struct
{
  GgBgFireSetup setup;      /* who fired, at which exposed figures (the owner's loss choice) */
  GgBgFireOutcome outcome;  /* the roll, the casualties and the losses taken or held back */
  gboolean activation_over; /* the squad has no action left this activation */
  gboolean split;           /* the figures that could not see the target fired at @choice.split */
  GgBgFireSetup split_setup;
  GgBgFireOutcome split_outcome;
} GgBgFireAction;

void gg_bg_play_fire_action (GgBgTable *table, GgBgSquadRef squad, const GgBgFireChoice *choice,
                             GgBgFireAction *out);
void gg_bg_fire_action_clear (GgBgFireAction *out);
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

/* After each action of @squad's activation, as the card takes it: TRUE when the activation has no
 * action left (GG_STEP_ACTED is set): one action (BG-2.4-b), two for Indiavolati, an assault
 * only as the last (BG-15.3-d, AMB-67). Kept in the state; a second
 * action still to come is logged. */
gboolean gg_bg_play_action_taken (GgGame *game, const GgChit *squad, GgBgAction action);
/* BG-4.5-l, BG-4.8-n: may @squad take @action in this activation? Out of command at its
 * activation (BG-4.8-m) it may only fire, reload, form mass in place, retire toward an officer,
 * or move into cover if under fire (gg_bg_out_of_command_may); in command, anything. *@rule says
 * why not. */
gboolean gg_bg_play_may_act (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgAction action,
                             const char **rule);
/* BG-15.1-k with AMB-63 on a card: @squad is led by a Spietato and the nearest enemy squad
 * (*@enemy, at *@distance_mm edge to edge; 0 side when none) is within close range: it must charge
 * it as soon as activated. */
gboolean gg_bg_play_spietato (GgGame *game, GgBgRules *rules, const GgChit *squad, GgChit *enemy,
                              double *distance_mm);
/* BG-15.1-v with AMB-65: an enemy squad (the Austrians of the scenario) fired at the hidden
 * Little Look-out: he is located at once and must be deployed, so his squad is revealed (with its
 * owner's @passphrase if he sealed it with one). TRUE if it was revealed now. Logged. */
gboolean gg_bg_play_vedetta_fired_at (GgGame *game, const GgChit *firer, const GgChit *target,
                                      const char *passphrase, GError **error);
/* BG-5-d/e/g on the card, in @squad's own activation: an infantry squad (no gun, not mostly
 * mounted nor cavalry by its state) of at least 5 figures in play, not in base contact with an
 * enemy (its melee begun, BG-5-e), that has not yet taken its action (BG-2.4-b), may form mass.
 * *@rule says why not. */
gboolean gg_bg_play_may_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad,
                                   const char **rule);
/* Forms the mass: kept in the state (the melee reads it, BG-5-f, BG-11.8-b) until the squad moves;
 * it is the squad's action, a move (gg_bg_play_action_taken). Logged. FALSE if it may not. */
gboolean gg_bg_play_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad);
/* BG-13-h on a card: @liberator frees every prisoner of its side whose guards are all gone; they
 * join it. Returns how many; logged when some were. */
guint gg_bg_play_free_prisoners (GgGame *game, const GgChit *liberator);
/* BG-13-i/j on a card: @captor abandons its prisoners (gg_bg_abandon_prisoners); logged. */
int gg_bg_play_abandon_prisoners (GgGame *game, const GgChit *captor, GError **error);

/* BG-4.2-i, BG-4.3-f with AMB-33: @mover touched @other while moving, with no assault declared:
 * the melee is fought at once, with no morale test, no movement bonus and no first-round bonus
 * (fight it with GgBgMeleeSide.charged FALSE). A squad out of command at its activation may not
 * move into contact of its own will (@voluntary). Fills @out (no die is rolled) and logs it. */
void gg_bg_play_contact (GgGame *game, GgBgRules *rules, const GgChit *mover, const GgChit *other,
                         gboolean voluntary, GgBgAssault *out);

/* Does it: @deputy's role becomes @role, logged. */
gboolean gg_bg_play_stand_in (GgGame *game, GgBgRules *rules, const char *deputy, const char *role,
                              GError **error);
/* BG-4.8-i: the Captain @captain, in contact with a squad leader of a platoon whose commander
 * fell and attached to his squad since an earlier turn, promotes him platoon commander (PL<x>);
 * at the same time @new_leader becomes the squad's leader. Logged. */
gboolean gg_bg_play_promote_platoon (GgGame *game, GgBgRules *rules, const char *captain,
                                     const char *new_leader, GError **error);
/* The figures a morale result of @squad removes: on "Capo Squadra Colpito" its leader, or, while
 * an officer stands attached to the leaderless squad to name a new leader, that officer
 * (BG-4.8-l); on "one figure flees" the figure farthest from the enemy other than the leader
 * (house, BG-MISS-01), counted for victory points (BG-16-b). The removal is applied to the
 * state, so the figure leaves the table, and logged. Borrowed ids. */
GPtrArray *gg_bg_play_morale_hits (GgGame *game, const GgChit *squad, GgBgMoraleOutcome outcome);

/* Prisoners taken in melee (BG-13): a squad left with no leader and no officer of its chain
 * ceases to fight and, with the enemy in contact, surrenders to the squad that beat it (BG-4.1-i,
 * AMB-26, AMB-58); the UCT may gather the prisoners of several squads under one escort (BG-13-b);
 * the guards form an outer cordon (BG-13-e). */
typedef struct
{
  gboolean ceased;      /* the squad ceased to fight (BG-4.1-i) */
  GgBgLeaderless what;  /* and then rallies to an officer or surrenders */
  const char *rule;     /* the rule applied */
  GPtrArray *prisoners; /* ids taken prisoner by the winner (owned) */
  GPtrArray *escorts;   /* the winner's figures that guard them (owned, BG-13-a/c) */
  char *text;           /* what was logged, or NULL */
} GgBgSurrender;

void gg_bg_surrender_clear (GgBgSurrender *surrender);
/* BG-4.1-i: the distance from @squad's figures in play to the nearest officer of its side who
 * could take it over (musicians aside), edge to edge; -1 if none. */
double gg_bg_nearest_officer (GgGame *game, const GgChit *squad);
/* BG-4.1-i.2, BG-13-a/c: @loser's figures in play become prisoners of @captor, guarded by as many
 * of @captor's figures as they need (privates first, AMB-57). Not logged. */
gboolean gg_bg_surrender_to (GgGame *game, GgBgRules *rules, const GgChit *loser,
                             const GgChit *captor, GgBgSurrender *out, GError **error);

/* The same test during a melee: @figures (GgBgMeleeFigure) are those of @squad still fighting. */
gboolean gg_bg_melee_ceases (GgGame *game, const GgChit *squad, GArray *figures);

/* After a melee whose losses are applied: whichever of @a and @b ceased to fight (@a asked first)
 * rallies to an officer of its side within 50 cm, or else (the enemy being in contact)
 * surrenders: its figures in play become prisoners of the other, guarded by a third of them
 * (AMB-57) taken from the other's figures. Logged. Returns the text logged (or the reason the
 * other has too few figures to escort them), or NULL if neither ceased. @out (optional; clear it
 * with gg_bg_surrender_clear): the outcome of the side that ceased, or of @b when neither did. */
char *gg_bg_play_melee_prisoners (GgGame *game, GgBgRules *rules, const GgChit *a, const GgChit *b,
                                  GgBgSurrender *out);
/* BG-13-b: @side's UCT (who must be in play) gathers every prisoner its squads hold under the
 * escort of @escort's figures @guards (a third of them at least, BG-13-c; with @guards NULL, as
 * many of its figures that may be hit as that needs, never its leader); the captors are
 * released. Logged. Returns how many prisoners were gathered. */
guint gg_bg_play_gather_prisoners (GgGame *game, GgBgRules *rules, char side, const GgChit *escort,
                                   const char *const *guards, GError **error);
/* The player asks whether @captor's guards hold the cordon (BG-13-e): measured and logged as a
 * ruling. */
gboolean gg_bg_play_check_cordon (GgGame *game, const GgChit *captor);

/* The smaller steps of an activation as the cards play them, each one core call taking the
 * player's choices: it changes the state of play and logs the entry as data (shown in each
 * reader's language). */
/* The pair before ends: the losses it held back leave play (BG-2.2-f,
 * gg_bg_play_release_deferred). Then draws the next pair (gg_bg_play_draw); then, the dummies and the enemy having moved last
 * activation, every hidden squad an enemy figure sees is spotted (BG-14.3-d, BG-14.2-d, AMB-59).
 * Returns how many chits came out. */
guint gg_bg_play_draw_pair (GgBgTable *table, GgChit pair[2]);
/* The same for a chit drawn from a real bag and typed in (gg_bg_play_draw_entered). */
gboolean gg_bg_play_enter_chit (GgBgTable *table, GgChit chit);
/* The turn is over (BG-2.2-c): the losses held back leave play (BG-2.2-f), the bag is refilled
 * with the living squads' chits (gg_bg_play_new_turn) and the new turn is logged. */
void gg_bg_play_turn_over (GgBgTable *table);
/* The squad has moved (its figures were dragged, then the player says so): logged, and every
 * hidden squad an enemy figure now sees is spotted (BG-14.2-d "an enemy squad reaches a
 * position…", BG-14.3-d). Returns how many hidden squads were spotted. */
guint gg_bg_play_moved (GgBgTable *table, const GgChit *squad);
/* The same for a move beyond the allowance that the referee allows (@why: the excess,
 * gg_bg_play_move_excess): logged as the referee's ruling, then as a move. */
guint gg_bg_play_moved_override (GgBgTable *table, const GgChit *squad, const char *why);
/* The first enemy squad some figure of @squad touches (edge to edge), in *@other. */
gboolean gg_bg_play_touched (GgBgTable *table, GgBgSquadRef squad, GgBgSquadRef *other);

/* What a move did (gg_bg_play_move_action). */
typedef struct
{
  guint n_spotted;          /* hidden squads an enemy now sees (BG-14.2-d, BG-14.3-d) */
  gboolean contact;         /* the move ended touching @other (BG-4.2-i) */
  GgBgSquadRef other;       /* the enemy touched, when @contact */
  GgBgAssault assault;      /* gg_bg_play_contact's ruling, when @contact */
  guint contact_entry;      /* the index of that ruling in the log, when @contact */
  gboolean activation_over; /* the squad has no action left this activation */
} GgBgMoveAction;

/* The squad's action is the move its figures made (dragged on the table, then the player says
 * so), as one call: logged (as the referee's override first when @override, the excess, is not
 * NULL: gg_bg_play_moved_override), the hidden squads an enemy sees spotted, the contact with an
 * enemy it ended in ruled (gg_bg_play_contact, a voluntary move: BG-4.2-i, AMB-33), and the move
 * recorded as the squad's action (gg_bg_play_action_taken, BG-2.4-b). Returns TRUE when the squad
 * has no action left this activation. */
gboolean gg_bg_play_move_action (GgBgTable *table, const GgChit *squad, const char *override,
                                 GgBgMoveAction *out);
/* BG-4.2-g: the squad's action is to reload: every figure that must reloads, logged, and the
 * reload is the squad's action (gg_bg_play_action_taken). *@n_reloaded (may be NULL): how many
 * reloaded. Returns TRUE when the squad has no action left this activation. */
gboolean gg_bg_play_reload_action (GgGame *game, const GgChit *squad, guint *n_reloaded);
/* BG-4.2-g: the figures @held (ids, NULL-terminated) the player held back from their squad's fire,
 * so they need not reload: logged as a note. Nothing is logged when none was held back. */
void gg_bg_play_hold_fire (GgGame *game, const char *const *held);
/* BG-12.4-a: the player of @target takes the casualty on @instead (a figure that could have been
 * hit, in play) rather than @hit. Logged; FALSE (nothing changed) if the swap is not allowed. */
gboolean gg_bg_play_swap_loss (GgGame *game, const GgChit *target, const char *hit,
                               const char *instead);

/* BG-2.2-g: where the squads of the pair drawn last meet if they charge each other. */
typedef struct
{
  GgChit pair[2];
  double from[2]; /* mm from each squad's leader */
} GgBgMeeting;

/* FALSE when the pair is not two squads with their leaders on the table. */
gboolean gg_bg_play_meeting (GgBgTable *table, GgBgMeeting *out);
/* BG-2.2-d/f/g: the players say how the pair drawn last interacts; kept in the pair's record and
 * logged as a ruling (with the meeting point of a mutual charge). FALSE if nothing changed. */
gboolean gg_bg_play_declare_interaction (GgBgTable *table, GgPairInteraction interaction);

/* BG-14: @squad hides (gg_bg_hide_squad). For an agguato or a hidden deployment (BG-14.1-a,
 * BG-14.3-a) its two figures farthest apart stay on the table as markers; a hidden ambush out of
 * cover is logged with a warning (BG-14.2-c). Logged; then every hidden squad an enemy sees is
 * spotted (BG-14.3-d). FALSE with @error when the squad cannot hide. */
gboolean gg_bg_play_hide (GgBgTable *table, const GgChit *squad, GgHiddenMode mode, GError **error);

/* Squad leaders and officers (BG-4.8-h, BG-10.8) */

/* BG-4.8-h, AMB-17: the figures of @squad that may become its leader, the first offered first:
 * its figures on the table but its guns (ids borrowed, NULL-terminated). */
GPtrArray *gg_bg_leader_candidates (GgBgTable *table, const GgChit *squad);
/* BG-4.8-h, BG-15.3-b, BG-3.2-g: @figure becomes the squad leader (role L<n>) of @squad, which has
 * none of its own, when the rules allow it (gg_bg_may_appoint_leader); logged as a ruling, with
 * the player's choice when it is not the first candidate. FALSE (nothing changed) otherwise,
 * with the rule that stops it in *@rule. */
gboolean gg_bg_play_appoint_leader (GgBgTable *table, const GgChit *squad, const char *figure,
                                    const char **rule);
/* BG-10.8-b: @officer moves with @squad, once this turn: recorded and logged. FALSE if he may
 * not. */
gboolean gg_bg_play_officer_moves (GgGame *game, const char *officer, const GgChit *squad);

/* BG-4.8-j/k: @side's fallen Captain is replaced on a D10 (gg_bg_play_captain: once a turn, rolled
 * and logged); on success he is back in command. *@roll is -1 when nothing was rolled. */
gboolean gg_bg_play_replace_captain (GgGame *game, GgBgRules *rules, char side, int *roll);

/* A gun's shot (BG-4.4, BG-12.4): the pieces in its danger area roll to be hit. */
typedef struct
{
  GgBgGunFire fire;
  gboolean scattered; /* a shell: where the rose sent it (BG-4.4-j, the house rose) */
  int face;           /* the rose's D10 */
  GgBgNumber rose;
  GgPoint aim, fall;
  GPtrArray *lost;          /* char*: the figures out of action */
  guint entry;              /* the index of the shot in the log */
  gboolean activation_over; /* gg_bg_play_gun_action: the squad has no action left */
} GgBgGunShot;

/* @squad's gun fires @kind (a shell at @target, which must pass gg_bg_table_shell_check,
 * BG-4.4-l/m): a shell scatters on the rose, the pieces in the danger area roll, those hit leave
 * the table (gg_bg_play_gun_losses: never a leader, friends test at +2). Logged as one roll with
 * every piece's odds and die. FALSE, nothing rolled, when the squad has no gun or may not fire. */
gboolean gg_bg_play_gun_shot (GgBgTable *table, GgBgSquadRef squad, GgBgShotKind kind,
                              const GgBgSquadRef *target, GgBgGunShot *out);
/* The squad's action is its gun's shot, as one call: refused, nothing rolled, as the preview
 * refuses it (gg_bg_preview_gun: no gun, a shell not allowed, BG-4.4-l/m); otherwise fired
 * (gg_bg_play_gun_shot) and recorded as the squad's action (gg_bg_play_action_taken, BG-2.4-b),
 * *@out->activation_over saying whether the squad has no action left. FALSE when not fired. */
gboolean gg_bg_play_gun_action (GgBgTable *table, GgBgSquadRef squad, GgBgShotKind kind,
                                const GgBgSquadRef *target, GgBgGunShot *out);
void gg_bg_gun_shot_clear (GgBgGunShot *out);

/* Leaderless squads (BG-4.1-i) */

typedef struct
{
  GgBgSquadRef squad;
  double distance; /* mm, edge to edge */
} GgBgEnemyAt;

/* The enemy squads of @squad on the table, nearest first (GgBgEnemyAt): the escort offered first
 * is the nearest (BG-13-b, AMB-58). */
GArray *gg_bg_enemies_by_distance (GgBgTable *table, const GgChit *squad);
/* BG-4.1-i: what @squad, without a leader or an attached officer, does when activated: rally to
 * the officer within 50 cm, surrender to an enemy within 20 cm, or flee. */
GgBgLeaderless gg_bg_leaderless_of (GgBgTable *table, const GgChit *squad, const char **rule);
/* BG-4.1-i played at the squad's activation: logged as a ruling; when it surrenders, its figures
 * become prisoners of @captor (the nearest enemy squad when NULL; the player may choose another,
 * BG-13-b), guarded as BG-13-a/c say. @out (may be NULL) gets the prisoners and escorts. FALSE
 * when the surrender could not be made (the reason is logged and in @error). */
gboolean gg_bg_play_leaderless (GgBgTable *table, const GgChit *squad, const GgChit *captor,
                                GgBgSurrender *out, GError **error);

/* Melee: a melee of La Bella Gigogin fought whole in one call (BG-11), as the activation
 * card asks for it: a declared assault or charge (checked: visible, BG-7-a; terrain cavalry may
 * charge into, BG-11.4-c; both morale tests, BG-11.2), or the melee a contact starts (BG-4.2-i),
 * then every round (BG-11.3) until a side is gone or ceases to fight (BG-4.1-i), each round
 * logged with its odds and dice, the losses applied and the prisoners taken (BG-13). */

typedef struct
{
  gboolean allowed;      /* the assault or contact melee may happen at all */
  const char *rule;      /* why not, or the last rule applied */
  GgBgChargeCheck check; /* gg_bg_fight_check's answer */
  gboolean declared;     /* an assault or charge: the tests in @assault were rolled */
  GgBgAssault assault;
  gboolean fought;        /* the melee was fought */
  GgBgMeleeOutcome melee; /* its rounds and the ids lost on each side */
  char *prisoners;        /* who rallied, surrendered or was taken (BG-4.1-i, BG-13), or NULL */
  GgBgMeleeSide attacker; /* the sides as fought (modifiers' inputs) */
  GgBgMeleeSide defender;
  GgLogText *text; /* what came of it as data (the card shows it, the ruling logged), or NULL */
} GgBgFight;

/* May @attacker attack @defender at all, as the card's assault or charge (@charged) or the melee
 * of a contact asks: gg_bg_table_attack_check (the target in sight for an assault, BG-7-a;
 * cavalry never against hard cover or a fortification, BG-11.8-a, the defenders' own cover or
 * *@cover when not NULL; cavalry not charging into woods, marshes…, BG-11.4-c), then the
 * attacker in command at its activation (BG-4.2-l; for a contact AMB-33) and, for an assault, no
 * gun (BG-10.7-e). *@rule gets the rule that forbids it, NULL when allowed. The card's preview
 * and its fight, and `gigogin-cli explain melee`, all ask this one call. No die is rolled. */
GgBgChargeCheck gg_bg_fight_check (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                                   gboolean charged, const GgBgCover *cover, const char **rule);
/* @attacker declares an assault (infantry) or charge (cavalry) on @defender (BG-11.2): refused
 * if the defender cannot be seen (BG-7-a), if cavalry would charge into terrain it may not
 * (BG-11.4-c) or attack a defender in hard cover or a fortification (BG-11.8-a), if out of
 * command or a gun (BG-4.2-l, BG-10.7-e): gg_bg_fight_check; otherwise both test morale
 * (a leader hit in a test leaves play, BG-12.4-e) and, if both pass, the melee is fought with
 * the first-round bonuses (BG-11.3-g). The tests and the melee's result are logged as one
 * ruling, kept as data (@out->text), so each reader sees it in his language. */
void gg_bg_fight_assault (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                          GgBgFight *out);
/* The squad's action is the assault or charge, as one call: gg_bg_fight_assault, then, unless it
 * was refused, recorded as the squad's action (gg_bg_play_action_taken, BG-2.4-b). Returns TRUE
 * when the squad has no action left this activation (FALSE too when refused: @out->allowed). */
gboolean gg_bg_fight_assault_action (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                                     GgBgFight *out);
/* BG-4.2-i with AMB-33: the melee a contact during a move starts, fought at once with no morale
 * test and no first-round bonus; refused (gg_bg_fight_check) for cavalry against hard cover or a
 * fortification (BG-11.8-a, logged) and for a squad out of command at its activation (not
 * logged: no melee was asked for). The result is logged as a ruling, as data (@out->text). */
void gg_bg_fight_contact (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                          GgBgFight *out);
void gg_bg_fight_clear (GgBgFight *out);

G_END_DECLS
