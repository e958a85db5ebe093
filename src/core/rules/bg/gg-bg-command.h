/* gg-bg-command.h: command, leaders, movement bonuses, prisoners, characters and victory points
 * of La Bella Gigogin: the rules that are a roll or a count rather than a fight. */
#pragma once

#include <glib.h>

#include "gg-bg-resolve.h"

G_BEGIN_DECLS

/* BG-4.8-j/k: the Captain replaced on a D10 of 0-1 at the first attempt, 0-2 at the second… */
int gg_bg_captain_needed (GgBgRules *rules, int attempt, GgBgNumber *info);
double gg_bg_captain_odds (GgBgRules *rules, int attempt);
gboolean gg_bg_captain_replace (GgBgRules *rules, GgDice *dice, int attempt, int *roll);

typedef enum
{
  GG_BG_LEADERLESS_RALLY,     /* move to the officer within 50 cm and attach (BG-4.1-i.1) */
  GG_BG_LEADERLESS_SURRENDER, /* enemy within 20 cm (BG-4.1-i.2) */
  GG_BG_LEADERLESS_FLEE,      /* straight to the far table edge (BG-4.1-i.3) */
} GgBgLeaderless;

/* BG-4.1-i: what a unit without officers or leaders does. Distances edge to edge; < 0 = none. */
GgBgLeaderless gg_bg_leaderless (GgBgRules *rules, double officer_mm, double enemy_mm,
                                 const char **rule);

typedef enum
{
  GG_BG_ACTION_RELOAD,
  GG_BG_ACTION_FIRE,
  GG_BG_ACTION_MOVE,
  GG_BG_ACTION_ASSAULT, /* or charge */
  GG_BG_ACTION_MOVE_TO_COVER,
  GG_BG_ACTION_MOVE_TO_OFFICER,
  GG_BG_ACTION_FORM_MASS, /* in place */
  GG_BG_ACTION_HOOK,      /* guns: hook or unhook the horses (BG-4.4-d) */
  GG_BG_ACTION_ROTATE,    /* guns: turn the gun (BG-4.4-ae) */
} GgBgAction;

/* Does @action count as movement? Every move, a change of formation (BG-5-d, BG-10.2-a) and the
 * rotation of a gun (BG-4.4-ae) do. */
gboolean gg_bg_action_is_move (GgBgAction action);
/* BG-4.4-d: a gun and its crew reload, fire, hook or unhook, move (or rotate) or defend: one of
 * them, never an assault. BG-4.4-e: rotation is movement, so a gun cannot turn and then fire. */
gboolean gg_bg_gun_actions_allowed (const GgBgAction *actions, guint n, const char **rule);

/* BG-4.5-l, BG-4.8-n: may a squad that is out of command take @action? */
gboolean gg_bg_out_of_command_may (GgBgAction action, gboolean under_fire, const char **rule);

/* BG-10.7-c: extra movement of a charge (cavalry: the D10) or assault (infantry: half, rounded
 * down, BG-2.6-a), in mm at the game's scale. */
double gg_bg_charge_bonus (GgBgRules *rules, GgBgArm arm, int d10);
/* BG-2.2-g: where two squads charging each other meet: each one's share of @gap_mm. */
void gg_bg_mutual_charge (GgBgRules *rules, GgBgArm a, GgBgArm b, double gap_mm, double *a_mm,
                          double *b_mm);
/* BG-4.3-e: one horse holder for every 5 (or fewer) dismounted troopers. */
int gg_bg_horse_holders (GgBgRules *rules, int dismounted);
/* BG-13-c with AMB-57: escorts needed for @prisoners (a third, rounded up, at least one). */
int gg_bg_escorts_needed (GgBgRules *rules, int prisoners, GgBgNumber *info);

/* Characters (BG-15.1) */
/* Esitante: TRUE if the charge order is given (D10 below 5, BG-15.1-l). */
gboolean gg_bg_esitante_orders (GgBgRules *rules, GgDice *dice, int *roll);
/* Martinitt / Bella Gigogin: TRUE if hit (the house reading: a D10 showing 5, AMB-64). */
gboolean gg_bg_protector_hit (GgBgRules *rules, GgDice *dice, int *roll, GgBgNumber *info);
/* BG-2.8-a: a doubtful case settled by a D10, odd or even. TRUE for even. */
gboolean gg_bg_dispute (GgDice *dice, int *roll);

/* End of the game and victory points (BG-16, T-12) */
typedef struct
{
  int figures;         /* privates hit, fled by morale, or captured: 1 each */
  int squad_leaders;   /* 11 each */
  int officers;        /* officers and musicians: house, AMB-69 */
  int guns_and_horses; /* house, AMB-69 */
} GgBgLosses;

typedef struct
{
  int points;
  GArray *items; /* GgBgModifier: each line of the count with its rule */
  gboolean house;
} GgBgVictory;

void gg_bg_victory_points (GgBgRules *rules, const GgBgLosses *enemy_losses, int objectives,
                           GgBgVictory *out);
void gg_bg_victory_clear (GgBgVictory *out);

typedef enum
{
  GG_BG_END_NONE,
  GG_BG_END_OBJECTIVE, /* BG-16-a.1 */
  GG_BG_END_OFFICERS,  /* BG-16-a.2 */
  GG_BG_END_HALF,      /* BG-16-a.3 */
} GgBgEnd;

/* "objective", "officers", "half"; NULL for GG_BG_END_NONE. */
const char *gg_bg_end_to_string (GgBgEnd end);

/* BG-16-a, checked for one player against the enemy. */
GgBgEnd gg_bg_game_over (GgBgRules *rules, gboolean objective_taken, int enemy_officers_left,
                         int enemy_out, int enemy_start);

G_END_DECLS
