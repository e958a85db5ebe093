/* gg-bg-score.h: the end of La Bella Gigogin's game, with victory points computed live from the
 * state (BG-16, T-12). */
#pragma once

#include <glib.h>

#include "gg-bg-command.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

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
