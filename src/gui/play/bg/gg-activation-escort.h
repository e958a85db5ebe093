/* gg-activation-escort.h: on the card of a squad escorting prisoners (BG-13): the UCT gathers the
 * side's prisoners under this squad's escort (BG-13-b), and the guards' cordon is checked
 * (BG-13-e). Both go into the referee's log. */
#pragma once

#include <adwaita.h>

#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_ACTIVATION_ESCORT (gg_activation_escort_get_type ())
G_DECLARE_FINAL_TYPE (GgActivationEscort, gg_activation_escort, GG, ACTIVATION_ESCORT, GtkBox)

/* Appends its row to @box; shown only while the squad escorts prisoners. */
GgActivationEscort *gg_activation_escort_new (GgPlayContext *context, GgBgSquadRef squad,
                                              GtkWidget *box);
void gg_activation_escort_free (GgActivationEscort *self);
void gg_activation_escort_update (GgActivationEscort *self);
gboolean gg_activation_escort_is_shown (GgActivationEscort *self);
/* BG-13-b: returns how many prisoners were gathered (0, the reason shown, if none). */
guint gg_activation_escort_gather (GgActivationEscort *self);
/* BG-13-e: checks and logs the cordon; TRUE if it holds. */
gboolean gg_activation_escort_check_cordon (GgActivationEscort *self);
const char *gg_activation_escort_get_text (GgActivationEscort *self);

G_END_DECLS
