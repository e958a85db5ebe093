/* gg-d6-move-pane.h: the Move phase (D6-MOVE, D6-COMP): a unit's movement dice with their
 * rules and the odds of each distance before rolling; compulsory retreats, routs and evades. */
#pragma once

#include "gg-d6-move.h"
#include "gg-d6-pane.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_MOVE_PANE (gg_d6_move_pane_get_type ())
G_DECLARE_FINAL_TYPE (GgD6MovePane, gg_d6_move_pane, GG, D6_MOVE_PANE, GgD6Pane)

typedef enum
{
  GG_D6_MOVE_PANE_NORMAL,
  GG_D6_MOVE_PANE_RETREAT,
  GG_D6_MOVE_PANE_ROUT,
  GG_D6_MOVE_PANE_EVADE,
} GgD6MovePaneKind;

GtkWidget *gg_d6_move_pane_new (void);
gboolean gg_d6_move_pane_select (GgD6MovePane *self, const char *unit, GgD6MovePaneKind kind);
/* The direction of march, a compass bearing (D6-MOVE-10): the table is read along it. */
void gg_d6_move_pane_set_bearing (GgD6MovePane *self, double degrees);
/* The road switch as the player sets it (AMB-18: confirming or overriding the table). */
void gg_d6_move_pane_set_road (GgD6MovePane *self, gboolean on_road);
/* What the table says about the road, as the pane shows it. */
const char *gg_d6_move_pane_get_road_note (GgD6MovePane *self);
/* D6-FOG-T11: the selected unit's élan move, 3" straight toward the nearest enemy, as one
 * undoable edit, recorded and logged; the inches moved, or -1 if it may not. */
double gg_d6_move_pane_elan (GgD6MovePane *self);
/* D6-REF-8: the selected dragoons mount or dismount instead of a normal move (a formation change,
 * D6-REF-1), logged; FALSE if they are not dragoons or may not now. */
gboolean gg_d6_move_pane_mount (GgD6MovePane *self);
/* D6-REF-2: the selected disordered unit declares a reform (step 3 of the Move phase); FALSE,
 * with the reason shown, when it may not. */
gboolean gg_d6_move_pane_reform (GgD6MovePane *self);
/* D6-MOVE-12: marches the selected unit, its move rolled, the spin's inches along the direction of
 * march (D6-MOVE-9 checked first); returns the inches moved, or -1. */
double gg_d6_move_pane_march (GgD6MovePane *self);
/* D6-OFF-2: the selected off-table unit's entry roll; TRUE if it enters. */
gboolean gg_d6_move_pane_enter (GgD6MovePane *self);
/* The normal move as planned for the selected unit, or NULL. */
const GgD6Move *gg_d6_move_pane_get_plan (GgD6MovePane *self);

G_END_DECLS
