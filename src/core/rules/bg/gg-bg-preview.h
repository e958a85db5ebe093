/* gg-bg-preview.h: what an activation card shows before the player acts, worked out by the core
 * (the card only shows it): the odds of a gun's shot (BG-4.4) or why it may not fire, and what a
 * squad without a leader will do (BG-4.1-i). Each is the same call the tests make. */
#pragma once

#include <glib.h>

#include "gg-bg-artillery.h"
#include "gg-bg-play.h"
#include "gg-bg-table.h"

G_BEGIN_DECLS

typedef struct
{
  /* Why the gun may not fire now (translated, with its rule), or NULL: no gun, no target for a
   * shell, a shell too close or too far, friends ahead, the target unseen (BG-4.4-l/m). */
  const char *problem;
  /* When it may: the odds of each piece before the roll (a shell's if it falls on the aim
   * point: the scatter rose decides where, BG-4.4-j). */
  GgBgGunFire fire;
} GgBgGunPreview;

/* @squad's gun firing @kind (at @target, needed for a shell): @out is cleared with
 * gg_bg_gun_preview_clear(). Rolls nothing and changes nothing. */
void gg_bg_preview_gun (GgBgTable *play, GgBgSquadRef squad, GgBgShotKind kind,
                        const GgBgSquadRef *target, GgBgGunPreview *out);
void gg_bg_gun_preview_clear (GgBgGunPreview *self);
/* BG-4.1-i: what the leaderless squad @squad will do, for its card: "No squad leader. Without a
 * leader it flees straight to its own table edge (BG-4.1-i)." (translated); @what, if not NULL,
 * gets the case. */
char *gg_bg_preview_leaderless (GgBgTable *play, const GgChit *squad, GgBgLeaderless *what);

G_END_DECLS
