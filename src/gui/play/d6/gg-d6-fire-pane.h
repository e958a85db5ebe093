/* gg-d6-fire-pane.h: the Fire phase and response fire (D6-FIRE, D6-RNG): firer and target, the
 * inputs measured on the table (and correctable), the pool with each step's rule, the odds of
 * each number of hits before rolling; after rolling, the casualties taken off the table. */
#pragma once

#include "gg-d6-fire.h"
#include "gg-d6-pane.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_FIRE_PANE (gg_d6_fire_pane_get_type ())
G_DECLARE_FINAL_TYPE (GgD6FirePane, gg_d6_fire_pane, GG, D6_FIRE_PANE, GgD6Pane)

GtkWidget *gg_d6_fire_pane_new (void);
gboolean gg_d6_fire_pane_select (GgD6FirePane *self, const char *firer, const char *target);
/* Corrects the measured distance (inches), as typed into its row. */
void gg_d6_fire_pane_set_distance (GgD6FirePane *self, double inches);
/* The plan on screen, or NULL. */
const GgD6Fire *gg_d6_fire_pane_get_plan (GgD6FirePane *self);

/* D6-FIRE-15: how many sections the firer fires by, as shown (0 for a unit in one piece). */
guint gg_d6_fire_pane_count_sections (GgD6FirePane *self);
/* Fire by section (D6-FIRE-15): section @i's plan (NULL: it does not fire), its target, and the
 * target chosen as in its row's chooser (NULL: none). */
const GgD6Fire *gg_d6_fire_pane_get_section_plan (GgD6FirePane *self, guint i);
const char *gg_d6_fire_pane_get_section_target (GgD6FirePane *self, guint i);
gboolean gg_d6_fire_pane_set_section_target (GgD6FirePane *self, guint i, const char *target);

G_END_DECLS
