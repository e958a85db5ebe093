/* gg-d6-melee-pane.h: the Melee phase (D6-MEL): both sides' TEST plans, the odds of each side
 * winning and of a draw before rolling, the figures lost and the retreats after. */
#pragma once

#include "gg-d6-pane.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_MELEE_PANE (gg_d6_melee_pane_get_type ())
G_DECLARE_FINAL_TYPE (GgD6MeleePane, gg_d6_melee_pane, GG, D6_MELEE_PANE, GgD6Pane)

GtkWidget *gg_d6_melee_pane_new (void);
gboolean gg_d6_melee_pane_select (GgD6MeleePane *self, const char *attacker, const char *defender);

G_END_DECLS
