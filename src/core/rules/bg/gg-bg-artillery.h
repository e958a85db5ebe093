/* gg-bg-artillery.h: guns of La Bella Gigogin (BG-4.4, T-10, T-11): canister, round shot and
 * shell, crews, and damage to buildings. Which pieces lie in the cone, on the axis or near the
 * point of fall is the caller's geometry (see the `canister`, `roundshot` and `shell` queries). */
#pragma once

#include <glib.h>

#include "gg-bg-resolve.h"
#include "gg-types.h"

G_BEGIN_DECLS

typedef struct
{
  const char *id;
  double range_mm;       /* from the gun: edge to edge, or along the axis for round shot */
  gboolean visible;      /* from the gun, or from the point of fall for shell (BG-12.2-k) */
  gboolean friendly;     /* friends are rolled for too (BG-4.4-g, BG-4.4-o) */
  gboolean gun;          /* guns are never damaged by canister (BG-12.1-h) */
  gboolean same_level;   /* round shot hits only pieces at the gun's level (BG-4.4-i) */
  GgBgFireTarget target; /* cover, mounted, draught horses… (T-07) */
} GgBgPiece;

typedef struct
{
  const char *id;
  gboolean rolled_for; /* in the danger area and able to be hit */
  GArray *modifiers;   /* GgBgModifier */
  int total_modifier;
  GgBgNumber hit_on; /* "Per colpire" line (house) or the shell's "even" (BG-4.4-k) */
  double p_hit;
  int roll; /* -1 if not rolled */
  gboolean hit;
  gboolean friendly;
} GgBgPieceShot;

typedef struct
{
  GArray *shots; /* GgBgPieceShot, one per piece given */
  double *odds;  /* odds[k] of k hits among the pieces rolled for */
  guint n_rolled_for;
  gboolean house;
  int hits;
  gboolean friendly_fire; /* a friend was hit: his squad tests morale at +2 (BG-4.4-o) */
} GgBgGunFire;

typedef enum
{
  GG_BG_SHELL_OK,
  GG_BG_SHELL_TOO_CLOSE,     /* BG-4.4-l: under 100 cm */
  GG_BG_SHELL_TOO_FAR,       /* BG-MISS-03 (house maximum) */
  GG_BG_SHELL_FRIENDS_AHEAD, /* BG-4.4-m: a friendly unit under 50 cm in front of the gun */
  GG_BG_SHELL_UCT_BLIND,     /* BG-4.4-m: over the head, the UCT must see the target */
  GG_BG_SHELL_NOT_VISIBLE,   /* BG-12.2-j */
} GgBgShellCheck;

/* Canister (BG-4.4-g/h): one D10 per visible piece in the cone, friend or foe, not guns. */
void gg_bg_canister_fire (GgBgRules *rules, GgDice *dice, const GgBgPiece *pieces, guint n_pieces,
                          GgBgGunFire *out);
/* Round shot (BG-4.4-i, BG-12.4-c with AMB-44): pieces along the axis, nearest first; each has
 * its own D10 against the round-shot line at its distance. */
void gg_bg_roundshot_fire (GgBgRules *rules, GgDice *dice, const GgBgPiece *pieces, guint n_pieces,
                           GgBgGunFire *out);
/* May this gun fire shell at @range_mm? @over_head: the target is not visible to the gun and
 * the shell goes over friends or obstacles; @friend_ahead_mm: the nearest friendly unit in front
 * of the gun (G_MAXDOUBLE if none); @uct_sees: the UCT sees the target. *@rule gets the rule. */
GgBgShellCheck gg_bg_shell_check (GgBgRules *rules, double range_mm, gboolean visible_to_gun,
                                  gboolean over_head, double friend_ahead_mm, gboolean uct_sees,
                                  const char **rule);
/* Rolls the D10 for the rose (BG-4.4-j) and gives the point of fall. *@face gets the die. */
gboolean gg_bg_shell_scatter (GgBgRules *rules, GgDice *dice, GgBgGun gun, GgPoint gun_at,
                              GgPoint aim, GgPoint *fall, int *face, GgBgNumber *rose);
/* Shell effect (BG-4.4-k): one D10 per piece within 2.5 cm of the point of fall and visible from
 * it; even results hit (0 is even). Friends too. */
void gg_bg_shell_effect (GgBgRules *rules, GgDice *dice, const GgBgPiece *pieces, guint n_pieces,
                         GgBgGunFire *out);
void gg_bg_gun_fire_clear (GgBgGunFire *out);

/* Crews (BG-4.4-x…ab, T-10): turns needed to load: 1, 2, or 0 when the gun cannot be loaded.
 * The driver never counts (BG-4.4-y); @helpers are infantry or dismounted cavalry. */
int gg_bg_gun_load_turns (GgBgRules *rules, int gunners, int helpers, const char **rule);
/* BG-4.4-ab: a loaded round can be fired with at least one gunner. */
gboolean gg_bg_gun_can_fire_loaded (GgBgRules *rules, int gunners);

/* T-11 (BG-4.4-p…w): hits that bring a work down. @work: house, tower, earthwork, castle-wall,
 * palisade, fence, soft. @size: area in cm² (house, tower) or length in cm (the others), at 20 mm
 * scale. Returns 0 for works that shot cannot damage; *@halved: occupants' casualties halved. */
int gg_bg_work_hits_to_destroy (GgBgRules *rules, const char *work, double size, gboolean *halved,
                                gboolean *collapse, GgBgNumber *info);

G_END_DECLS
