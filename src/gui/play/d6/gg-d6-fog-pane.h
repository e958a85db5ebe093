/* gg-d6-fog-pane.h: the Fog of War phase (D6-FOG): the 1d6 and, on a 1, the 2d6 on the table
 * with its odds; the event, its effect and how long it lasts; the events in force. */
#pragma once

#include "gg-d6-fog.h"
#include "gg-d6-pane.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_FOG_PANE (gg_d6_fog_pane_get_type ())
G_DECLARE_FINAL_TYPE (GgD6FogPane, gg_d6_fog_pane, GG, D6_FOG_PANE, GgD6Pane)

GtkWidget *gg_d6_fog_pane_new (void);
/* The effect of @event at the table, translated. */
const char *gg_d6_fog_pane_effect_text (GgD6FogEvent event);

G_END_DECLS
