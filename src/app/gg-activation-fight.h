/* gg-activation-fight.h: the melee and the gun of an activation card (private to the card). */
#pragma once

#include "gg-activation-card.h"

G_BEGIN_DECLS

/* The odds of the first round's duels (BG-11.3) against @target, with the modifiers. */
void gg_activation_card_show_melee (GgActivationCard *self, GgBgSquadRef target, GtkLabel *odds,
                                    GtkWidget *house);
/* Charge bonus D10, rounds until one side is gone, losses applied and logged. */
gboolean gg_activation_card_run_melee (GgActivationCard *self, GgBgSquadRef target, GtkLabel *out);
/* The odds of canister, round shot, or shell at @target (may be NULL for the first two). */
void gg_activation_card_show_gun (GgActivationCard *self, GgBgShotKind kind, GgBgSquadRef *target,
                                  GtkLabel *odds, GtkWidget *house);
gboolean gg_activation_card_run_gun (GgActivationCard *self, GgBgShotKind kind,
                                     GgBgSquadRef *target, GtkLabel *out);

G_END_DECLS
