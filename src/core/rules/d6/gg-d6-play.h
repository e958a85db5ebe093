/* gg-d6-play.h: playing a d6 game: each roll that resolves something is made with the game's
 * seeded dice (the `state:` section), its effects are put on the table and on the markers (the
 * `d6:` section), and it is appended to the referee's log (GgGameState->log) as a GG_LOG_ROLL
 * entry: the breakdown with rule IDs, the turn, the phase as the activation text and the serials
 * of the dice used. A game played from the same seed with the same choices is the same game, byte
 * for byte (gg_game_to_yaml), provided the log's clock is fixed (GgGameState.clock).
 *
 * Units are named by id ("A3", gg-d6-table.h). @entered arguments are real dice typed in, or NULL
 * (0 for a single die) to roll. Functions returning a plan return NULL, with @error set, for an
 * unknown unit id or a bad entered face. */
#pragma once

#include "gg-d6-melee.h"
#include "gg-d6-morale.h"
#include "gg-d6-table.h"
#include "gg-game-state.h"

G_BEGIN_DECLS

#define GG_D6_PLAY_ERROR (gg_d6_play_error_quark ())
GQuark gg_d6_play_error_quark (void);

typedef enum
{
  GG_D6_PLAY_ERROR_UNKNOWN_UNIT,
  GG_D6_PLAY_ERROR_INVALID, /* a face that is not 1..6, or something the rules forbid */
} GgD6PlayError;

typedef struct _GgD6Play GgD6Play;

/* Makes the game's `state:` (seed @seed) and `d6:` sections if missing; applies the game's
 * options to @rules. @rules must outlive the play. */
GgD6Play *gg_d6_play_new (GgGame *game, GgD6Rules *rules, guint32 seed, GError **error);
void gg_d6_play_free (GgD6Play *self);
/* The table as it is now (remade after figures move or leave). */
GgD6Table *gg_d6_play_get_table (GgD6Play *self);
GgGame *gg_d6_play_get_game (GgD6Play *self);
GgD6Rules *gg_d6_play_get_rules (GgD6Play *self);
/* Measures the table again, after its figures changed outside the play (dragged, an edit undone);
 * what the play remembers between calls (the last evader, D6-CHG-6) stays. */
void gg_d6_play_refresh (GgD6Play *self);
/* The last unit to evade (gg_d6_play_compulsory with evade), until its charger made contact or
 * missed (gg_d6_play_missed_charge); NULL if none. */
const char *gg_d6_play_get_evader (GgD6Play *self);

/* D6-SEQ-2..6: on to the next step or phase (gg_d6_state_advance: reforms completed at the end
 * of step 2, D6-REF-4; the player turn's counters and events cleared and the fog effects that
 * end expired when the other side's turn begins), noted in the log. */
void gg_d6_play_advance (GgD6Play *self);
/* When the step ends the game turn, the activation scheme's End of Turn Phase comes first
 * (gg-d6-activation.h): under 1859 corps continuity the Demoralisation Segment (R59-9.1, R59-9.2),
 * rolled and logged once a turn. gg_act_end_turn makes it with typed-in dice. */
/* Steps on until the next step ends the game turn. */
void gg_d6_play_to_turn_end (GgD6Play *self);
/* D6-SEQ-1, AMB-53 (option first-player): the scenario's choice when the game came with its `d6:`
 * section and the option is scenario-or-roll; otherwise each player rolls 1d6, ties rolled again,
 * and the higher moves first. Sets the turn. */
char gg_d6_play_first_player (GgD6Play *self, GError **error);
/* D6-FOG-1/2: rolls and applies the event (T2/T3 pick the commander, T4 moves the commanders,
 * T6 names the brigade, T9 the commander, T12 clears orange markers). */
GgD6FogRoll *gg_d6_play_fog (GgD6Play *self, const int *entered, GError **error);
/* D6-FOG-T7: the rain check at the start of a game turn; TRUE if it goes on. */
gboolean gg_d6_play_rain_check (GgD6Play *self, int entered, GError **error);
/* D6-FOG-T11: moves @unit 3" toward the nearest enemy. Returns inches moved, -1 if not allowed. */
double gg_d6_play_elan (GgD6Play *self, const char *unit, GError **error);

/* D6-MOVE: the player's choices for a normal move. */
typedef struct
{
  double bearing;            /* the direction of march, degrees: the table is read along it for
                              * a road, soft ground and hills (D6-MOVE-3, D6-TER-11/12); NAN: not */
  int road;                  /* -1: as the table reads it; 0 or 1: the player's word (AMB-18) */
  gboolean brigade;          /* a French brigade moving as one (D6-MOVE-5) */
  double commander_distance; /* inches, the referee's word; NAN: measured; < 0: out of command */
} GgD6MoveChoice;

/* The movement dice before rolling: modifiers with rule IDs, the odds of each distance; @terrain
 * (optional) gets what the table says along @choice->bearing. @choice NULL: as the table says. */
GgD6Move *gg_d6_play_move_plan (GgD6Play *self, const char *unit, const GgD6MoveChoice *choice,
                                GgD6MoveTerrain *terrain, GError **error);
/* D6-MOVE: the movement dice, rolled and logged, once a Move phase for each unit (D6-MOVE-11:
 * kept in its state, `move-roll`, saved with the game; a second roll is refused with
 * GG_D6_PLAY_ERROR_INVALID). The unit has moved (D6-MOVE-15), breaks a reform (D6-REF-3), and is
 * disordered by soft ground (D6-TER-11). @text (optional): how far it must or may move, in
 * words with rule IDs, as logged. */
GgD6Move *gg_d6_play_move_dice (GgD6Play *self, const char *unit, const GgD6MoveChoice *choice,
                                const int *entered, char **text, GError **error);
/* Marches @unit along @bearing as far as @distance inches and the stops allow (D6-MOVE-12/14/17);
 * marks it moved (D6-MOVE-15) and breaks a reform (D6-REF-3); disorders it in designated terrain
 * (D6-TER-5), in other formations (D6-FORM-9) or out of formation (D6-DIS-C5). Returns the inches
 * moved. */
double gg_d6_play_march (GgD6Play *self, const char *unit, double bearing, double distance,
                         gboolean to_contact, GgD6Stop *stop, GError **error);

/* D6-REF-8, D6-SPEC-3: dragoons mount or dismount instead of a normal move: disordered under a
 * red marker until step 2 of their next Move phase (D6-REF-1/4). FALSE, with @error, for units
 * that are not dragoons, or that moved, are reforming or not in good standing. @text
 * (optional): what happened, as logged. */
gboolean gg_d6_play_mount (GgD6Play *self, const char *unit, char **text, GError **error);
/* D6-REF-1 (L21, "Formation change/gun deployment ... mark the unit with red counter"): @unit
 * takes @formation (line, attack-column, column-of-march, other, square, rear-rank-about,
 * skirmish, limbered, unlimbered) instead of a normal move: disordered under a red marker; its
 * centre and facing now are kept (`change-from`) for the completion test. Logged. FALSE, with
 * @error, for a unit that moved, is reforming or not in good order, or a formation not listed. */
gboolean gg_d6_play_formation_change (GgD6Play *self, const char *unit, const char *formation,
                                      char **text, GError **error);
/* D6-REF-4 (L9): whether @unit's figures, as they stand, complete its change: its "centre may be
 * no more than 2" from start point, except when wheeling when the unit may wheel no more than 90°
 * from any fixed point" (move.reform-centre, move.reform-wheel; the fixed point within the unit,
 * a house reading), and they stand in the new formation (D6-FORM-2/5, D6-SPEC-8; a column's
 * rows, D6-FORM-3/4). FALSE, with @error naming the rule and the reason, if not. */
gboolean gg_d6_play_change_check (GgD6Play *self, const char *unit, GError **error);
/* D6-REF-4: in step 2 of its side's Move phase, @unit completes its change if
 * gg_d6_play_change_check allows it: red marker off, the new formation taken (orange kept,
 * D6-REF-5), logged. */
gboolean gg_d6_play_complete_change (GgD6Play *self, const char *unit, char **text, GError **error);
/* D6-REF-2: a disordered unit tries to reform (orange becomes red), noted in the log; refused
 * in disordering terrain (D6-REF-6) and for routed units (D6-REF-7). */
gboolean gg_d6_play_declare_reform (GgD6Play *self, const char *unit, GError **error);

/* D6-FIRE: what the table measured that asks for the referee's judgement (the distance, line
 * of sight, the arc, cover, a dense target, a target in melee, whether the firer moved). The app
 * shows it and lets the referee change it; a NULL judgement keeps the table's measurement. */
typedef struct
{
  double distance; /* inches, closest points (AMB-32) */
  gboolean line_of_sight, in_arc;
  GgD6Cover cover;
  gboolean target_dense; /* dense as the rules count it: light troops never are (D6-FORM-1) */
  gboolean target_in_melee, moved;
} GgD6FireJudgement;

/* The table's measurement of @firer's fire at @target: @judgement set from it; @geo (optional)
 * gets the geometry (blockers, figures counted). FALSE, with @error, for an unknown unit. */
gboolean gg_d6_play_fire_measure (GgD6Play *self, const char *firer, const char *target,
                                  GgD6FireKind kind, GgD6FireJudgement *judgement,
                                  GgD6FireGeometry *geo, GError **error);
/* The plan before rolling (the pool, modifiers with rule IDs, the odds of each number of hits,
 * whether it may fire at all and why not), with the referee's @judged inputs if not NULL. */
GgD6Fire *gg_d6_play_fire_plan (GgD6Play *self, const char *firer, const char *target,
                                GgD6FireKind kind, const GgD6FireJudgement *judged, GError **error);
/* D6-FIRE: rolls the pool, removes the figures hit (AMB-33: the rearmost first; on a unit in
 * other formations the section fired at first, the house reading of D6-FIRE-15), marks the firer
 * (D6-FIRE-1 for normal fire, D6-REF-3), notes artillery and flank casualties (D6-TEST-M6),
 * records a destruction (D6-MOR-4), fills @effect (casualty TEST due, disorder, destruction) and
 * @text (optional, the outcome in words with rule IDs, as logged). */
GgD6Fire *gg_d6_play_fire (GgD6Play *self, const char *firer, const char *target, GgD6FireKind kind,
                           const GgD6FireJudgement *judged, const int *entered,
                           GgD6CasualtyEffect *effect, char **text, GError **error);
/* D6-FIRE-15, D6-FORM-6: the sections @firer fires by (a line in other formations): how many
 * (0: it fires as one unit). */
guint gg_d6_play_n_sections (GgD6Play *self, const char *firer);
/* The nearest enemy the section @section may fire at (its id, a new string) or NULL. */
char *gg_d6_play_section_default_target (GgD6Play *self, const char *firer, guint section,
                                         GgD6FireKind kind, gboolean bonus);
/* One section's plan at @target (with the class dice when @bonus, D6-FIRE-9); @distance (optional)
 * gets the range measured. NULL without a target or for a bad section. */
GgD6Fire *gg_d6_play_section_plan (GgD6Play *self, const char *firer, guint section,
                                   const char *target, GgD6FireKind kind, gboolean bonus,
                                   double *distance);
/* D6-FIRE-15: every section with a target in @targets (one per section, NULL: does not fire)
 * fires its own pool, the class dice with section @bonus; @entered: the faces of every firing
 * section in order. Each section's fire is applied as gg_d6_play_fire's and logged on its own.
 * Returns the plans resolved (GgD6Fire*, NULL for a section that did not fire); @text gets one
 * line per section. NULL, with @error, for a bad face or when no section may fire. */
GPtrArray *gg_d6_play_fire_sections (GgD6Play *self, const char *firer, GgD6FireKind kind,
                                     const char *const *targets, int bonus, const int *entered,
                                     char **text, GError **error);
/* D6-TEST: what the table measured for a TEST that asks for the referee's word (D6-TEST-M6,
 * M11, M12, M13, M14). */
typedef struct
{
  gboolean artillery, flank; /* casualties this player turn from guns, from the flank or rear */
  gboolean cavalry;          /* enemy cavalry within 18" */
  gboolean friends;          /* friends in sight (AMB-56) */
  gboolean command, last;    /* a commander within 18"; the last unit of its brigade */
  int retreats, routs, destroyed; /* large friends' events within 18" this player turn */
} GgD6TestJudgement;

/* The table's measurement for a TEST of @unit after @casualties more figures lost; @in
 * (optional) gets every input (losses, contact). FALSE, with @error, for an unknown unit. */
gboolean gg_d6_play_test_measure (GgD6Play *self, const char *unit, int casualties,
                                  GgD6TestJudgement *judgement, GgD6TestInput *in, GError **error);
/* The TEST before rolling: modifiers with rule IDs (and the note that the result bands are a
 * reconstruction, D6-TEST-6), the score and result of each face, the odds of each result. */
GgD6Test *gg_d6_play_test_plan (GgD6Play *self, const char *unit, int casualties,
                                const GgD6TestJudgement *judged, GError **error);
/* D6-TEST / D6-MOR: a TEST of @unit measured on the table (with the referee's @judged word if
 * not NULL); the result is applied: Rout and Retreat make a compulsory move pending (D6-COMP-8),
 * Disorder an orange marker; a large unit's retreat or rout is recorded for D6-MOR-4 and
 * D6-TEST-M14; a casualty TEST (@why "casualties") is noted as taken (AMB-8). @text (optional):
 * the result in words with its rule, as logged. */
GgD6Test *gg_d6_play_test (GgD6Play *self, const char *unit, const char *why,
                           const GgD6TestJudgement *judged, int entered, char **text,
                           GError **error);
/* D6-MOR-4/5: the units that must test after @unit's retreat, rout or destruction, in order. */
GPtrArray *gg_d6_play_event_testers (GgD6Play *self, const char *unit, gboolean destroyed);
/* D6-COMP: the compulsory move due for @unit (its pending retreat or rout, a routing unit's
 * next rout move; an evade with @evade, D6-CHG-4) before rolling: its dice, modifiers and odds.
 * NULL, with GG_D6_PLAY_ERROR_INVALID, when none is due. */
GgD6Compulsory *gg_d6_play_compulsory_plan (GgD6Play *self, const char *unit, gboolean evade,
                                            GError **error);
/* D6-COMP: the pending retreat or rout (or an evade, @evade), away from @attacker (NULL: the
 * nearest enemy); a later rout heads for the owner's edge. Destroys the unit if it cannot go
 * (D6-COMP-5), or on the referee's word that no path directly away exists (@no_way_out). */
GgD6Compulsory *gg_d6_play_compulsory (GgD6Play *self, const char *unit, const char *attacker,
                                       gboolean evade, gboolean no_way_out, const int *entered,
                                       GError **error);
/* D6-CHG-6: after @evader's evade (the last made with gg_d6_play_compulsory), the friends it went
 * through or past, which the charger may charge as if each were the original target (AMB-37: with
 * its rolled move, D6-CHG-1 still applies): a new array of ids, the first passed first; empty for
 * a unit that was not the last to evade. */
GPtrArray *gg_d6_play_evade_passed (GgD6Play *self, const char *evader);
/* D6-CHG-5, D6-MEL-2: a charger whose target evaded and that made no contact is disordered. */
gboolean gg_d6_play_missed_charge (GgD6Play *self, const char *unit, GError **error);
/* D6-CHG-1/2, AMB-34: @attacker's charge at @defender with a rolled move of @move inches, as
 * the table measures it: @in gets the path to contact, the straight run at the end and the line
 * of sight (the referee may change them), @geo (optional) the edge attacked too. */
gboolean gg_d6_play_charge_measure (GgD6Play *self, const char *attacker, const char *defender,
                                    double move, GgD6ChargeInput *in, GgD6ChargeGeometry *geo,
                                    GError **error);
/* Whether the charge may be declared and what the defender may do. */
typedef struct
{
  gboolean allowed;           /* D6-CHG-1/2 */
  double distance;            /* the charge distance, min(6", path) (D6-CHG-1) */
  const char *rule;           /* the rule that allows or forbids it */
  GgD6Reactions reactions;    /* stand, evade, response fire, counter-charge (D6-CHG-3) */
  GgD6CounterCharge *counter; /* the defender's counter-charge dice (D6-CHG-8) */
} GgD6ChargePlan;

/* The charge at @defender with the inputs @in (measured, or the referee's word). */
gboolean gg_d6_play_charge_plan (GgD6Play *self, const char *defender, const GgD6ChargeInput *in,
                                 GgD6ChargePlan *plan, GError **error);
void gg_d6_charge_plan_clear (GgD6ChargePlan *plan);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GgD6ChargePlan, gg_d6_charge_plan_clear)

/* D6-CHG-9: @attacker's charge reaches @defender on its @edge (over an obstacle when
 * @over_obstacle, D6-TER-9; soft ground on the path read from the table, D6-TER-11): the
 * disorders it causes (D6-DIS-C3, D6-FORM-3), a contacted command unit destroyed (D6-MEL-10);
 * the attacker has moved. @text (optional): what happened, with rule IDs, as logged. */
gboolean gg_d6_play_contact (GgD6Play *self, const char *attacker, const char *defender,
                             GgD6Contact edge, gboolean over_obstacle, char **text, GError **error);
/* D6-CHG-8 */
GgD6CounterCharge *gg_d6_play_counter_charge (GgD6Play *self, const char *unit,
                                              double charge_distance, int entered, GError **error);
/* D6-MEL: what the table measured for a melee that asks for the referee's word: whether the
 * attacker charged (the player's word), the defender's edge contacted (D6-TEST-M7, D6-SPEC-9),
 * and for each side a commander within 18" (D6-CMD-1) and friends in sight (D6-TEST-M12). */
typedef struct
{
  gboolean charging;
  GgD6Contact edge;
  gboolean command_a, command_b;
  gboolean friends_a, friends_b;
} GgD6MeleeJudgement;

/* The table's measurement of @attacker against @defender into @judgement (@judgement->charging
 * is left as it is). FALSE, with @error, for an unknown unit. */
gboolean gg_d6_play_melee_measure (GgD6Play *self, const char *attacker, const char *defender,
                                   GgD6MeleeJudgement *judgement, GError **error);
/* D6-MEL-6 (L63): a melee with one or more units on each side (@attackers, @defenders: NULL-
 * terminated ids). One against one (D6-MEL-3): the plan before rolling is both sides' TEST modifiers with
 * rule IDs and the odds of each outcome; the melee takes both sides' TESTs from the table (with
 * the referee's @judged word if not NULL, which then says whether the attacker charged), removes
 * casualties (D6-MEL-4/5, D6-CAS-4), rolls and applies the loser's Moral TEST, a draw's retreats
 * (D6-MEL-5), disorders every unit (D6-MEL-7); a contacted command unit is destroyed without a
 * melee (D6-MEL-10, returns NULL without @error); @text (optional): the outcome in words with
 * rule IDs, as logged. Otherwise
 * each side makes one TEST from the best combination of its units' factors (the casualties of
 * its strongest unit, one charge bonus, gg_d6_test_plan_side; each unit measured against the
 * nearest of the other side, @judged the referee's word for a whole side); the losers'
 * casualties are divided among them, the residual to the largest (on a draw each side's three
 * are shared so, a house reading); every losing unit takes its own Moral TEST (AMB-39); every
 * unit is disordered (D6-MEL-7). Refused for an unknown or repeated unit or a command unit. */
GgD6Melee *gg_d6_play_melee_sides_plan (GgD6Play *self, const char *const *attackers,
                                        const char *const *defenders, gboolean charging,
                                        const GgD6MeleeJudgement *judged, GError **error);
GgD6Melee *gg_d6_play_melee_sides (GgD6Play *self, const char *const *attackers,
                                   const char *const *defenders, gboolean charging,
                                   const GgD6MeleeJudgement *judged, int entered_a, int entered_b,
                                   char **text, GError **error);
/* D6-OFF-2: an off-table unit's entry roll; on success it is on the table (status normal). */
GgD6Entry *gg_d6_play_entry (GgD6Play *self, const char *unit, const int *entered, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Play, gg_d6_play_free)

G_END_DECLS
