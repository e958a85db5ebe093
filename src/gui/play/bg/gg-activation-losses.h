/* gg-activation-losses.h: after fire, the player whose squad was hit decides which pieces fell
 * (BG-12.4-a): the casualties were put on the nearest figures that may be hit; a row offers to
 * take one of them back and remove another exposed figure instead. Guns hit by the double D10
 * (BG-12.4-b/d) are not offered. The change goes into the state and the referee's log. */
#pragma once

#include <adwaita.h>

#include "gg-activation-choice.h"
#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_LOSS_CHOICE (gg_loss_choice_get_type ())
G_DECLARE_FINAL_TYPE (GgLossChoice, gg_loss_choice, GG, LOSS_CHOICE, GtkBox)

/* Appends the (hidden) rows to @box. */
GgLossChoice *gg_loss_choice_new (GtkWidget *box, GgPlayContext *context);
void gg_loss_choice_free (GgLossChoice *self);
/* After fire at @target: @hit the casualties, @exposed every figure that could be hit (ids). */
void gg_loss_choice_offer (GgLossChoice *self, GgBgSquadRef target, GPtrArray *hit,
                           GPtrArray *exposed);
/* The selected casualty stays in play and the selected figure falls instead; FALSE if nothing is
 * offered. */
gboolean gg_loss_choice_swap (GgLossChoice *self);
GgChoice *gg_loss_choice_get_hit (GgLossChoice *self);
GgChoice *gg_loss_choice_get_instead (GgLossChoice *self);

G_END_DECLS
