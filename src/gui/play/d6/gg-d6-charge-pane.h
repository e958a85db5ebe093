/* gg-d6-charge-pane.h: charges and moves to contact (D6-CHG): whether the charge may be
 * declared, what the charged unit may do (stand, evade, response fire, counter-charge), the
 * counter-charge roll with its odds, and contact with its disorder. */
#pragma once

#include "gg-d6-pane.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_CHARGE_PANE (gg_d6_charge_pane_get_type ())
G_DECLARE_FINAL_TYPE (GgD6ChargePane, gg_d6_charge_pane, GG, D6_CHARGE_PANE, GgD6Pane)

GtkWidget *gg_d6_charge_pane_new (void);
gboolean gg_d6_charge_pane_select (GgD6ChargePane *self, const char *attacker,
                                   const char *defender);
/* Sets the attacker's rolled move, the path to contact and its final straight run (inches). */
void gg_d6_charge_pane_set_distances (GgD6ChargePane *self, double move, double path,
                                      double straight);
/* Brings the chosen units into contact (the Contact button). */
void gg_d6_charge_pane_contact (GgD6ChargePane *self);
/* D6-CHG-5: after an evade, the charger made no contact: it is disordered. FALSE when no evade
 * was made or the charger is in contact. */
gboolean gg_d6_charge_pane_missed (GgD6ChargePane *self);
/* D6-CHG-4: the defender evades (the Evade button): its evade dice rolled (@entered: real dice or
 * NULL), its figures moved straight away from the attacker as one undoable edit, disordered; or
 * destroyed when it cannot go (D6-COMP-5). The friends it went through or past may then be
 * chosen as the defender, as if each were the original target (D6-CHG-6). FALSE if it may not
 * evade. */
gboolean gg_d6_charge_pane_evade (GgD6ChargePane *self, const int *entered);
/* The same with the faces typed in (gg_d6_ui_parse_dice: "6 3"), or rolled here when @text is
 * empty or NULL; FALSE (the entry marked) if the text is not the evade's number of faces. */
gboolean gg_d6_charge_pane_evade_typed (GgD6ChargePane *self, const char *text);
/* The ids of the friends the last evader passed (D6-CHG-6), the first passed first: the core's
 * memory of the charge (gg_d6_play_evade_passed), a new array. */
GPtrArray *gg_d6_charge_pane_get_passed (GgD6ChargePane *self);

G_END_DECLS
