/* gg-bg-special.h: characters, special training (BG-15) and prisoners (BG-13) of La Bella
 * Gigogin in play, and the end of the game with victory points computed live from the state
 * (BG-16, T-12). */
#pragma once

#include <glib.h>

#include "gg-bg-command.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

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
gboolean gg_bg_squad_has_character (GgGame *game, const GgChit *squad, GgBgCharacter character);
/* BG-15.1-k with AMB-63 on a card: @squad is led by a Spietato and the nearest enemy squad
 * (*@enemy, at *@distance_mm edge to edge; 0 side when none) is within close range: it must charge
 * it as soon as activated. */
gboolean gg_bg_play_spietato (GgGame *game, GgBgRules *rules, const GgChit *squad, GgChit *enemy,
                              double *distance_mm);
/* BG-15.1-r/s, AMB-64: does the Martinitt (or La Bella Gigogin, *@gigogin) attached to @squad roll
 * now to be hit (gg_bg_play_protector)? FALSE with *@why_not NULL when none is attached (or he
 * has fallen), with the rule when the squad has suffered no casualties since it last acted. */
gboolean gg_bg_protector_due (GgGame *game, const GgChit *squad, gboolean *gigogin,
                              const char **why_not);
/* BG-15.1-h: the squads on the table (GgChit) whose Furtivo leader or attached officer lets them
 * make that move now; none once the first chits are drawn. */
GArray *gg_bg_furtivo_squads (GgGame *game);
/* BG-15.1-u: the Little Drummer's speed after @hits confirmed hits; 0 means eliminated. */
double gg_bg_tamburino_speed (GgBgRules *rules, int hits);
/* T-05: how far @squad may move in one move, in mm, the one allowance the activation card and the
 * table's drag readout offer. Escorting prisoners: the infantry's rate (BG-13-d). A gun's squad
 * moves with the gun (BG-4.4-ac/ad): pushed 10 cm by at least 8 crew in play (the gun chief and
 * gunners and helpers; not the driver D<n> nor the horses T<n>, BG-4.4-y), or towed 5 cm for
 * each draught horse in play, whichever is longer; 0 if neither. The Little Drummer: his own
 * speed (BG-15.1-u). Other squads: @arm's rate (BG-4.2-h, BG-4.3-c) with the characters of their
 * leader and of an officer attached (Impetuoso, Lento, Agile when @difficult: BG-15.1-f/o/i).
 * Each part goes to @modifiers (GgBgModifier, may be NULL). */
GgBgNumber gg_bg_squad_allowance (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgArm arm,
                                  gboolean difficult, GArray *modifiers);
/* The same for the figure @who being dragged (gg_table_rules_move_allowance() asks it): his
 * squad's, on foot or mounted by his base; an officer without a squad by his own characters. */
GgBgNumber gg_bg_move_allowance (GgGame *game, GgBgRules *rules, const GgFigure *who,
                                 gboolean difficult, GArray *modifiers);
/* BG-15.1-v with AMB-65: an enemy squad (the Austrians of the scenario) fired at the hidden
 * Little Look-out: he is located at once and must be deployed, so his squad is revealed (with its
 * owner's @passphrase if he sealed it with one). TRUE if it was revealed now. Logged. */
gboolean gg_bg_play_vedetta_fired_at (GgGame *game, const GgChit *firer, const GgChit *target,
                                      const char *passphrase, GError **error);
/* BG-4.8-h, BG-15.3-b: a new squad leader may be named: Indipendenti at once, otherwise an
 * officer attached to the squad since an earlier turn. */
gboolean gg_bg_may_appoint_leader (GgGame *game, const GgChit *squad, const char **rule);

/* BG-4.4-x…ab, T-10: the crew of @squad's gun in play: gunners (the gun chief L<n> and the
 * gunners <n>), helpers lent by infantry or cavalry (<n>h, AMB-07); never the driver (BG-4.4-y).
 * FALSE if the squad has no gun in play. */
typedef struct
{
  int gunners;
  int helpers;
  int load_turns;       /* 1, 2, or 0 when it cannot load (gg_bg_gun_load_turns) */
  gboolean fire_loaded; /* a round already loaded may be fired (BG-4.4-ab) */
  const char *rule;     /* of the load */
} GgBgGunCrew;

gboolean gg_bg_gun_crew (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgGunCrew *out);

/* BG-4.3-d/e: a cavalry squad (its arm in the state) with troopers on foot bases is dismounted:
 * *@dismounted of them, *@needed horse holders for them (gg_bg_horse_holders), *@holders the
 * horse holders (<n>H) it has in play. FALSE for another squad or one all mounted. */
gboolean gg_bg_squad_dismounted (GgGame *game, GgBgRules *rules, const GgChit *squad,
                                 int *dismounted, int *needed, int *holders);

/* BG-5-d/e/g: an infantry squad forms mass in its own activation, not once in melee, with at
 * least 5 infantrymen. */
gboolean gg_bg_may_form_mass (GgBgRules *rules, GgBgArm arm, gboolean own_activation,
                              gboolean in_melee, int infantry, const char **rule);
/* BG-5-d/e/g on the card, in @squad's own activation: an infantry squad (no gun, not mostly
 * mounted nor cavalry by its state) of at least 5 figures in play, not in base contact with an
 * enemy (its melee begun, BG-5-e), that has not yet taken its action (BG-2.4-b), may form mass.
 * *@rule says why not. */
gboolean gg_bg_play_may_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad,
                                   const char **rule);
/* Forms the mass: kept in the state (the melee reads it, BG-5-f, BG-11.8-b) until the squad moves;
 * it is the squad's action, a move (gg_bg_play_action_taken). Logged. FALSE if it may not. */
gboolean gg_bg_play_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad);
/* BG-12.4-a/e, BG-4.1-f (AMB-53): the figures of @squad that may take casualties from fire, for
 * the owner to choose among: its figures in play other than its squad leader (leaders and
 * officers fall only by morale results). Borrowed ids. */
GPtrArray *gg_bg_fire_casualty_candidates (GgGame *game, const GgChit *squad);

/* Prisoners (BG-13) */

/* BG-13-g: the guards of @captor's prisoners still in play, who alone fight if the column is
 * assaulted. Borrowed ids. */
GPtrArray *gg_bg_prisoner_guards (GgGame *game, const GgChit *captor);

/* BG-13-a/c: @captor takes @ids prisoner, guarded by @escorts (a third, AMB-57). */
gboolean gg_bg_take_prisoners (GgGame *game, GgBgRules *rules, const GgChit *captor,
                               const char *const *ids, const char *const *escorts, GError **error);
/* BG-13-h: prisoners of @side held by an enemy column whose guards are all gone. */
guint gg_bg_unguarded_prisoners (GgGame *game, char side);
/* BG-13-h on a card: @liberator frees every prisoner of its side whose guards are all gone; they
 * join it. Returns how many; logged when some were. */
guint gg_bg_play_free_prisoners (GgGame *game, const GgChit *liberator);
/* BG-13-i/j on a card: @captor abandons its prisoners (gg_bg_abandon_prisoners); logged. */
int gg_bg_play_abandon_prisoners (GgGame *game, const GgChit *captor, GError **error);
/* BG-13-j: an abandoned squad may move after a morale test, and may then be fired at; standing
 * still it may not. */
gboolean gg_bg_abandoned_targetable (GgSquadState *squad, gboolean moved);

/* End of the game and victory points (BG-16, AMB-68/69) */
typedef struct
{
  int start[2];    /* figures each side brought, guns and horses excluded */
  int out[2];      /* of them hit, fled or captured */
  int officers[2]; /* officers each side brought (not leaders or musicians) */
  int officers_left[2];
  GgBgLosses losses[2];   /* each side's losses */
  int objectives[2];      /* points of the objectives each side holds */
  gboolean conquered[2];  /* an objective that ends the game (BG-16-a.1) */
  GgBgVictory victory[2]; /* each side's points */
  GgBgEnd end[2];         /* why each side has won the game, if it has */
  gboolean over;          /* either side has ended the game (BG-16-a) */
  char winner;            /* then the higher total (AMB-69): 'A', 'B', or 0 for a draw */
} GgBgScore;

/* The score live from the game's state, as the play panel and `gigogin-cli score` show it:
 * figures hit, fled or captured (prisoners, BG-16-b), objectives, and the end of the game. */
void gg_bg_score (GgGame *game, GgBgRules *rules, GgBgScore *out);
void gg_bg_score_clear (GgBgScore *score);

G_END_DECLS
