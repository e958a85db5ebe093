/* gg-d6-activation-pane.h: a d6 game's activation scheme at the table (gg-act.h): whose turn,
 * the formations or corps that remain with their Orders markers and the exact odds of their
 * next attempt, rolled or typed-in dice, passes; every roll goes into the referee's
 * log. Hidden when the game plays the d6 sequence. */
#pragma once

#include <adwaita.h>

#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_ACTIVATION_PANE (gg_d6_activation_pane_get_type ())
G_DECLARE_FINAL_TYPE (GgD6ActivationPane, gg_d6_activation_pane, GG, D6_ACTIVATION_PANE, GtkWidget)

GtkWidget *gg_d6_activation_pane_new (void);
void gg_d6_activation_pane_set_document (GgD6ActivationPane *self, GgDocument *document);
/* Reads the game again (its scheme, the phase, the odds). */
void gg_d6_activation_pane_refresh (GgD6ActivationPane *self);
/* What the last action did, as logged ("" before any). */
const char *gg_d6_activation_pane_get_outcome (GgD6ActivationPane *self);

G_END_DECLS
