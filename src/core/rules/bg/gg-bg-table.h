/* gg-bg-table.h: the table as La Bella Gigogin's resolutions need it.
 *
 * The play panel asks these questions and never measures itself: the squads on the table and
 * their living figures, who may fire at whom (line of sight, 45° arcs, edge-to-edge ranges, ranks,
 * cover, height), the figures that may take the casualties, the pieces under a gun's canister,
 * round shot or shell, the two sides of a melee (the score is gg_bg_score(), gg-bg-score.h).
 * Casualties applied here go into the game state (gg-game-state.h) and take a destroyed
 * squad's chit out of the bag (BG-3.4-d). */
#pragma once

#include <glib.h>

#include "gg-bg-chain.h"

#include "gg-bg-artillery.h"
#include "gg-bg-command.h"
#include "gg-bg-melee.h"
#include "gg-chitbag.h"
#include "gg-bg-state.h"
#include "gg-game.h"
#include "gg-los.h"

G_BEGIN_DECLS

typedef struct
{
  char side;
  int number;
} GgBgSquadRef;

typedef struct _GgBgTable GgBgTable;

/* Keeps a reference to @game; @rules is borrowed and must outlive the GgBgTable. */
GgBgTable *gg_bg_table_new (GgGame *game, GgBgRules *rules);
void gg_bg_table_free (GgBgTable *self);
GgGame *gg_bg_table_get_game (GgBgTable *self);
GgBgRules *gg_bg_table_get_rules (GgBgTable *self);
/* After figures moved, or were added or removed. */
void gg_bg_table_refresh (GgBgTable *self);
/* Starts the bag again in another mode (BG-3.4-c/e/f): every living squad's chit, turn kept. */
gboolean gg_bg_table_set_mode (GgBgTable *self, GgChitMode mode, GError **error);

/* Squads with a living figure, sorted by side then number. */
GArray *gg_bg_table_squads (GgBgTable *self);
/* GgFigure* of the squad still in play, in the game's order. */
GPtrArray *gg_bg_table_squad_figures (GgBgTable *self, char side, int number);
GgBgArm gg_bg_table_squad_arm (GgBgTable *self, char side, int number);
/* BG-3.1-d: figures are based one to a base, gun teams and limbers apart. The figures whose base
 * could hold more than one: larger than the scale's mounted base (BG-3.2-a…c) by more than
 * bases.single-tolerance, and neither a gun (G<n>) nor a team or limber (the team front). */
GPtrArray *gg_bg_table_multiple_bases (GgBgTable *self);
/* BG-14.2-c: a hidden ambush is laid, in principle, in cover: does every figure of the squad
 * stand in or beside terrain that gives cover (BG-6)? FALSE for a squad with no figure. */
gboolean gg_bg_table_squad_in_cover (GgBgTable *self, char side, int number);
/* Least edge-to-edge distance between two squads' living figures (G_MAXDOUBLE if either is gone). */
double gg_bg_table_squad_distance (GgBgTable *self, GgBgSquadRef a, GgBgSquadRef b);

/* Fire (BG-4.2-d…g, BG-12) */
typedef struct
{
  GgBgArm arm;
  GArray *firers;        /* GgBgFirer, one per living figure of the firing squad; ids borrowed */
  GgBgFireTarget target; /* cover of the most exposed part (BG-12.1-j), height, mounted */
  GPtrArray *exposed;    /* const char *: target figures that may be hit, nearest first */
  int important;         /* guns among them (BG-12.4-b) */
} GgBgFireSetup;

/* Each figure fires its own weapon, as the roster recorded it in the state (BG-12.2, BG-15.2):
 * pass GG_BG_WEAPON_OWN as @weapon. Any other weapon is given to every figure (a what-if). */
#define GG_BG_WEAPON_OWN GG_BG_WEAPON_N
/* The firers of @firer at @target: every figure of the squad with a firearm, aimed at the most
 * exposed part of the target (BG-12.1-j), and the target's cover, height, mounted state and
 * characters (BG-12.2, BG-15.1-q/u/v). The one setup the play card and `explain fire` use. */
void gg_bg_table_fire_setup (GgBgTable *self, GgBgSquadRef firer, GgBgSquadRef target,
                             GgBgWeapon weapon, GgBgFireSetup *out);
/* BG-12.1-d with AMB-43: the fire of @firer split to @other: gg_bg_table_fire_setup at @other,
 * its firers only those with no line of sight to any figure of @target (the others must fire at
 * @target); none when every figure sees @target. */
void gg_bg_table_split_fire_setup (GgBgTable *self, GgBgSquadRef firer, GgBgSquadRef target,
                                   GgBgSquadRef other, GgBgWeapon weapon, GgBgFireSetup *out);
void gg_bg_fire_setup_clear (GgBgFireSetup *setup);
/* Enemy squads that some figure of @firer may hit with @weapon (visible, in arc, in range). */
GArray *gg_bg_table_fire_targets (GgBgTable *self, GgBgSquadRef firer, GgBgWeapon weapon);
/* After the roll of @fire at @target: under fire until its next activation (BG-4.5-l, AMB-24);
 * the confirmed hits on the Little Drummer slow him, 5 cm each, out at 0 (BG-15.1-u, AMB-65),
 * one on the Little Look-out puts him out (BG-15.1-v): their hits are no casualties to choose
 * (they are not among the setup's exposed figures). @fire may be NULL. gg_bg_play_squad_fire,
 * the fire card's call, does it after the roll. */
void gg_bg_table_fired_at (GgBgTable *self, GgBgSquadRef target, const GgBgFire *fire);

/* Casualties leave play: recorded in the state with the squad's morale marker (BG-2.3-a); a
 * squad with no figure left loses its chit (BG-3.4-d). */
void gg_bg_table_apply_losses (GgBgTable *self, GgBgSquadRef squad, const char *const *ids, guint n,
                               gboolean friendly_fire);

/* Melee (BG-11): both sides' figures; the defender's cover and out-of-command state. */
typedef struct
{
  GgBgMeleeSide attacker;
  GgBgMeleeSide defender;
  GArray *attackers; /* GgBgMeleeFigure, ids borrowed */
  GArray *defenders;
} GgBgMeleeSetup;

/* The two sides as the table has them: lancers (BG-11.7-a), the squad leaders' characters
 * (BG-15.1-e/g/m/p), each defender flanked or not (BG-11.6-a, AMB-42), the assault bonus lost
 * against defenders in BG-11.5-b terrain, the defenders' cover, mass (BG-5-d) and command. */
void gg_bg_table_melee_setup (GgBgTable *self, GgBgSquadRef attacker, GgBgSquadRef defender,
                              gboolean charged, GgBgMeleeSetup *out);
typedef enum
{
  GG_BG_CHARGE_OK,
  GG_BG_CHARGE_NOT_VISIBLE, /* no attacking figure sees a defending one (BG-7-a) */
  GG_BG_CHARGE_TERRAIN,     /* cavalry into terrain it may not charge (BG-11.4-c) */
  GG_BG_CHARGE_COVER,       /* cavalry against a defender in hard cover or fortified (BG-11.8-a) */
  GG_BG_CHARGE_COMMAND,     /* the attacker was out of command at its activation (BG-4.2-l) */
  GG_BG_CHARGE_GUN,         /* a gun and its crew never assault (BG-10.7-e) */
} GgBgChargeCheck;

/* "ok", "not-visible", "terrain", "cover", "out-of-command", "gun". */
const char *gg_bg_charge_check_to_string (GgBgChargeCheck check);
/* What the table says of @attacker attacking @defender: for an assault or charge (@charged) the
 * target in sight (BG-7-a); cavalry never against a defender in hard cover or a fortification
 * (BG-11.8-a: the defenders' best cover, or *@cover when not NULL), charging or not; and for a
 * charge not into woods, marshes… (BG-11.4-c). *@rule gets the rule that forbids it, or NULL. */
GgBgChargeCheck gg_bg_table_attack_check (GgBgTable *self, GgBgSquadRef attacker,
                                          GgBgSquadRef defender, gboolean charged,
                                          const GgBgCover *cover, const char **rule);
void gg_bg_melee_setup_clear (GgBgMeleeSetup *setup);
/* Enemy squads within reach of a charge: the allowance plus the best charge bonus (BG-10.7-c). */
GArray *gg_bg_table_charge_targets (GgBgTable *self, GgBgSquadRef attacker);

/* Artillery (BG-4.4) */
typedef enum
{
  GG_BG_SHOT_CANISTER,
  GG_BG_SHOT_ROUND_SHOT,
  GG_BG_SHOT_SHELL,
} GgBgShotKind;

/* The squad's gun, or NULL. */
GgFigure *gg_bg_table_squad_gun (GgBgTable *self, GgBgSquadRef squad);
/* Canister (BG-4.4-g): every living figure in the cone; round shot (BG-4.4-i): along the axis,
 * nearest first. GgBgPiece with ids borrowed. */
GArray *gg_bg_table_canister_pieces (GgBgTable *self, const GgFigure *gun);
GArray *gg_bg_table_roundshot_pieces (GgBgTable *self, const GgFigure *gun);
/* Shell (BG-4.4-j/k): the pieces within the shell radius of @fall, visible from it. */
GArray *gg_bg_table_shell_pieces (GgBgTable *self, GgPoint fall);
/* The centre of a squad's living figures. */
GgPoint gg_bg_table_squad_centre (GgBgTable *self, GgBgSquadRef squad);
/* Shell permitted (BG-4.4-l/m) from @gun at @target's centre? *@rule gets the rule. */
GgBgShellCheck gg_bg_table_shell_check (GgBgTable *self, const GgFigure *gun, GgBgSquadRef target,
                                        const char **rule);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgBgTable, gg_bg_table_free)

G_END_DECLS
