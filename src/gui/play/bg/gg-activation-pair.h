/* gg-activation-pair.h: what the drawn pair does together and what is hidden on the table:
 * mutual fire with its losses held back until both have fired (BG-2.2-f), mutual charges and
 * where they meet (BG-2.2-g), the squads hidden in ambush or deployment (BG-14) with a Reveal
 * button, and the automatic spotting of their dummies when an enemy sees them (BG-14.3-d). */
#pragma once

#include <adwaita.h>

#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_ACTIVATION_PAIR (gg_activation_pair_get_type ())
G_DECLARE_FINAL_TYPE (GgActivationPair, gg_activation_pair, GG, ACTIVATION_PAIR, GtkBox)

GgActivationPair *gg_activation_pair_new (GgPlayContext *context);
void gg_activation_pair_free (GgActivationPair *self);
GtkWidget *gg_activation_pair_get_widget (GgActivationPair *self);
/* After a draw or a change of state: the pair, the meeting point, the hidden squads. */
void gg_activation_pair_update (GgActivationPair *self);
/* New cards: the choice shows the interaction recorded for the pair (apart when just drawn). */
void gg_activation_pair_sync (GgActivationPair *self);
void gg_activation_pair_set_interaction (GgActivationPair *self, GgPairInteraction interaction);
/* "The squads meet …" for mutual charges, or "". */
const char *gg_activation_pair_get_meeting (GgActivationPair *self);

/* BG-2.2-f: the first squad's casualties wait for the second's fire. */
/* Applies (and logs) the losses held back; returns how many. */
guint gg_activation_pair_apply_deferred (GgPlayContext *context);
/* BG-14: reveals @squad, logged; FALSE with the reason logged when it cannot. */
gboolean gg_activation_pair_reveal (GgPlayContext *context, GgChit squad);

G_END_DECLS
