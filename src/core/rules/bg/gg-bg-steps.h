/* gg-bg-steps.h: the smaller steps of a La Bella Gigogin activation as the cards play them, each
 * one core call taking the player's choices: it changes the state of play and logs the entry as
 * data (shown in each reader's language). The card only collects the choices, calls and draws
 * what came out (the entry logged last, gg_log_entry_render). */
#pragma once

#include <glib.h>

#include "gg-bg-artillery.h"
#include "gg-bg-hidden.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-state.h"
#include "gg-bg-table.h"

G_BEGIN_DECLS

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
/* BG-4.2-g: the squad's action is to reload: every figure that must reloads. Logged; returns how
 * many reloaded. */
guint gg_bg_play_reload_action (GgGame *game, const GgChit *squad);
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
  GPtrArray *lost; /* char*: the figures out of action */
} GgBgGunShot;

/* @squad's gun fires @kind (a shell at @target, which must pass gg_bg_table_shell_check,
 * BG-4.4-l/m): a shell scatters on the rose, the pieces in the danger area roll, those hit leave
 * the table (gg_bg_play_gun_losses: never a leader, friends test at +2). Logged as one roll with
 * every piece's odds and die. FALSE, nothing rolled, when the squad has no gun or may not fire. */
gboolean gg_bg_play_gun_shot (GgBgTable *table, GgBgSquadRef squad, GgBgShotKind kind,
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

G_END_DECLS
