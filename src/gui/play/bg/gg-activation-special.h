/* gg-activation-special.h: the rules of La Bella Gigogin a squad's card shows when they apply:
 * its gun's crew and what it can load (BG-4.4-x…ab), the horse holders a dismounted cavalry
 * squad needs (BG-4.3-e), freeing the side's prisoners whose guards
 * are gone (BG-13-h) and abandoning prisoners the squad cannot escort (BG-13-i/j), a Spietato's
 * compulsory charge (BG-15.1-k), an Esitante's charge order (BG-15.1-l) and the roll for an
 * attached Martinitt or La Bella Gigogin after casualties (BG-15.1-r/s), forming mass (BG-5-d…g),
 * and what a squad out of command may still do (BG-4.5-l, BG-4.8-n).
 * A button that
 * cannot be used says why, with its rule; each action is logged. */
#pragma once

#include <adwaita.h>

#include "gg-bg-table.h"
#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_ACTIVATION_SPECIAL (gg_activation_special_get_type ())
G_DECLARE_FINAL_TYPE (GgActivationSpecial, gg_activation_special, GG, ACTIVATION_SPECIAL, GtkBox)

/* Builds its rows into @box. */
GgActivationSpecial *gg_activation_special_new (GgPlayContext *context, GgBgSquadRef squad,
                                                GtkWidget *box);
void gg_activation_special_free (GgActivationSpecial *self);
void gg_activation_special_update (GgActivationSpecial *self);

/* BG-4.4-x…ab: the crew line of a gun squad, or NULL for another squad. */
const char *gg_activation_special_get_crew_text (GgActivationSpecial *self);
/* BG-4.3-e: the horse holders line of a dismounted cavalry squad, or NULL. */
const char *gg_activation_special_get_holders_text (GgActivationSpecial *self);
/* BG-13-h: frees the side's unguarded prisoners into this squad; how many. */
guint gg_activation_special_free_prisoners (GgActivationSpecial *self);
/* Whether the free button may be used, and why not (its tooltip), or NULL. */
gboolean gg_activation_special_may_free (GgActivationSpecial *self, const char **why_not);
/* BG-13-i/j: abandons this squad's prisoners; the new squad's number, 0 if none. */
int gg_activation_special_abandon_prisoners (GgActivationSpecial *self);
/* BG-15.1-k: "must charge" when a Spietato's squad has an enemy within close range, or NULL. */
const char *gg_activation_special_get_spietato_text (GgActivationSpecial *self);
/* BG-15.1-l: the Esitante's D10 for a charge order; TRUE if given. */
gboolean gg_activation_special_esitante (GgActivationSpecial *self);
/* BG-15.1-r/s: the attached Martinitt's or Bella Gigogin's D10 after casualties; TRUE if hit. */
gboolean gg_activation_special_protector (GgActivationSpecial *self);
/* BG-4.5-l, BG-4.8-n: what a squad out of command may do this activation, or NULL in command. */
const char *gg_activation_special_get_command_text (GgActivationSpecial *self);
/* BG-5-d: forms mass, the squad's action; FALSE (the reason shown) if it may not. */
gboolean gg_activation_special_form_mass (GgActivationSpecial *self);
const char *gg_activation_special_get_result (GgActivationSpecial *self);

G_END_DECLS
