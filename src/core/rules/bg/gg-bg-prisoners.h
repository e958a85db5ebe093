/* gg-bg-prisoners.h: how prisoners are taken in melee and kept (BG-13): a squad left with no
 * leader and no officer of its chain ceases to fight and, with the enemy in contact, surrenders
 * to the squad that beat it (BG-4.1-i, AMB-26, AMB-58); the escort marches at infantry speed
 * (BG-13-a/d); the UCT may gather the prisoners of several squads under one escort (BG-13-b);
 * the guards form an outer cordon (BG-13-e). The game must have a state. */
#pragma once

#include <glib.h>

#include "gg-bg-command.h"
#include "gg-bg-melee.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

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

G_END_DECLS
