/* gg-turn-panel.h: the d6 rules' sequence of play at the table (D6-SEQ): the first player's Fog
 * of War, Move (five steps), Fire, Melee and Morale phases, then the second player's. It shows
 * what is due now and which units, walks forward and back through the phases, and holds a pane
 * for each kind of roll (fog, move, charge, fire, melee, TEST). */
#pragma once

#include <adwaita.h>

#include "gg-d6-pane.h"
#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_TURN_PANEL (gg_turn_panel_get_type ())
G_DECLARE_FINAL_TYPE (GgTurnPanel, gg_turn_panel, GG, TURN_PANEL, GtkWidget)

GtkWidget *gg_turn_panel_new (GgDocument *document);
/* The rules with the game's options (owned by the panel). */
GgD6Rules *gg_turn_panel_get_rules (GgTurnPanel *self);
void gg_turn_panel_next (GgTurnPanel *self);
/* D6-SEQ-1: who moves first, rolled (or the scenario's word); 'A', 'B', or 0. */
char gg_turn_panel_first_player (GgTurnPanel *self);
/* Back to the state before the last gg_turn_panel_next; FALSE if there is none. */
gboolean gg_turn_panel_previous (GgTurnPanel *self);
/* "fog", "move", "charge", "fire", "melee" or "test". */
GgD6Pane *gg_turn_panel_get_pane (GgTurnPanel *self, const char *name);
const char *gg_turn_panel_get_visible_pane (GgTurnPanel *self);
/* What the Due Now list shows, one line per row (tests). */
char *gg_turn_panel_get_due_text (GgTurnPanel *self);
/* Scrolls the visible pane's dice, odds and Roll button into view (done after each roll). */
void gg_turn_panel_show_roll (GgTurnPanel *self);
/* After the options changed: sets them on the rules and replans. */
void gg_turn_panel_options_changed (GgTurnPanel *self);

G_END_DECLS
