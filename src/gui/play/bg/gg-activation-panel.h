/* gg-activation-panel.h: the squads acting now (the drawn pair, and a Previdente's squad acting
 * first), one GgActivationCard each. Actions, with the card's index as parameter ("u"):
 * activation.morale, activation.fire, activation.reload, activation.move, activation.melee,
 * activation.artillery. */
#pragma once

#include <adwaita.h>

#include "gg-activation-card.h"
#include "gg-activation-pair.h"
#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_ACTIVATION_PANEL (gg_activation_panel_get_type ())
G_DECLARE_FINAL_TYPE (GgActivationPanel, gg_activation_panel, GG, ACTIVATION_PANEL, GtkBox)

GtkWidget *gg_activation_panel_new (void);
void gg_activation_panel_set_context (GgActivationPanel *self, GgPlayContext *context);
/* What the last pair drawn over an undone one said (their squads' activation over), or NULL. */
const char *gg_activation_panel_get_dropped (GgActivationPanel *self);
guint gg_activation_panel_get_n_cards (GgActivationPanel *self);
GgActivationCard *gg_activation_panel_get_card (GgActivationPanel *self, guint i);
/* The pair's interaction (BG-2.2-e/f/g) and the hidden squads (BG-14). */
GgActivationPair *gg_activation_panel_get_pair (GgActivationPanel *self);

G_END_DECLS
