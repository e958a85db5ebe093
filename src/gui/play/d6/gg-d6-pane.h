/* gg-d6-pane.h: the base of the d6 rules panes (fog of war, move, charge, fire, melee, TEST):
 * each shows inputs and a GgD6ReportView; the base keeps the document and the rules, turns the
 * view's Roll into the subclass's resolve, and tells the document the game changed. */
#pragma once

#include <adwaita.h>

#include "gg-d6-play.h"
#include "gg-d6-report-view.h"
#include "gg-d6-rules.h"
#include "gg-d6-table.h"
#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_PANE (gg_d6_pane_get_type ())
G_DECLARE_DERIVABLE_TYPE (GgD6Pane, gg_d6_pane, GG, D6_PANE, GtkWidget)

struct _GgD6PaneClass
{
  GtkWidgetClass parent_class;

  /* Reloads unit lists and inputs from the game, then replans. */
  void (*refresh) (GgD6Pane *self);
  /* Works out the plan from the inputs and shows it (odds before rolling). */
  void (*replan) (GgD6Pane *self);
  /* Rolls (@entered NULL) or takes real dice, applies the result, logs it: one call to the d6
   * rules, which decide everything the pane shows. */
  void (*resolve) (GgD6Pane *self, const int *entered);
};

void gg_d6_pane_set_context (GgD6Pane *self, GgDocument *document, GgD6Rules *rules);
GgDocument *gg_d6_pane_get_document (GgD6Pane *self);
GgGame *gg_d6_pane_get_game (GgD6Pane *self);
GgD6Rules *gg_d6_pane_get_rules (GgD6Pane *self);
GgD6ReportView *gg_d6_pane_get_view (GgD6Pane *self);
void gg_d6_pane_refresh (GgD6Pane *self);
void gg_d6_pane_replan (GgD6Pane *self);
/* For subclasses: the view the pane shows its plan in; connects its Roll. */
void gg_d6_pane_set_view (GgD6Pane *self, GgD6ReportView *view);
/* For subclasses after applying a result: emits GgD6Pane::resolved, and tells the document its
 * state of play changed (modified, GgDocument::changed). */
void gg_d6_pane_changed (GgD6Pane *self);
/* Around the one core call of a player's action that changes the table (casualties, a move, an
 * evade): what the core changes becomes one undoable edit of the document, labelled @label
 * (gg_document_begin_user_action). end_action is called whether the call succeeded or not. */
void gg_d6_pane_begin_action (GgD6Pane *self);
void gg_d6_pane_end_action (GgD6Pane *self, const char *label);
/* The table measured now (gg-d6-table.h: distances, arcs, line of sight, cover, command), owned
 * by the pane and valid until the next call: figures move and leave between calls. */
GgD6Table *gg_d6_pane_get_table (GgD6Pane *self);
/* The game's d6 play (gg-d6-play.h) on the table as it is now: every roll, rule and change of
 * state goes through it. Owned by the pane and kept while the game is the same, so it remembers
 * what the rules carry from one call to the next (the evader of a charge, D6-CHG-6). */
GgD6Play *gg_d6_pane_get_play (GgD6Pane *self);
/* Whether the pane measures the table now: only when it is shown, as line of sight is costly;
 * it refreshes (and measures) when it is mapped. */
gboolean gg_d6_pane_measuring (GgD6Pane *self);
/* In the subclass's refresh: unit choosers changing then need no measuring of their own, the
 * refresh measures once at its end. */
gboolean gg_d6_pane_refreshing (GgD6Pane *self);
/* Fills @out with the rules' view of unit @id measured now; @out->id is the state's. */
gboolean gg_d6_pane_describe (GgD6Pane *self, const char *id, GgD6Unit *out);

/* Two units face to face (charge, melee): the active side's in the attacker row, the other
 * side's in the defender row. The rows are the pane's template children "attacker_row" and
 * "defender_row", bound by gg_d6_pane_pair_bind with the pair's offset in the instance. */
typedef struct
{
  AdwComboRow *attacker_row;
  AdwComboRow *defender_row;
  GPtrArray *attackers, *defenders; /* ids, as listed */
} GgD6PanePair;

void gg_d6_pane_pair_bind (GtkWidgetClass *widget_class, gssize offset);
void gg_d6_pane_pair_init (GgD6PanePair *pair);
void gg_d6_pane_pair_clear (GgD6PanePair *pair);
/* Lists the units of both sides again, keeping the selections. */
void gg_d6_pane_pair_refresh (GgD6Pane *self, GgD6PanePair *pair);
/* The selected ids (or NULL). */
const char *gg_d6_pane_pair_attacker (GgD6PanePair *pair);
const char *gg_d6_pane_pair_defender (GgD6PanePair *pair);
/* Both selected units measured now (gg_d6_pane_describe); FALSE if either is missing. */
gboolean gg_d6_pane_pair_describe (GgD6Pane *self, GgD6PanePair *pair, GgD6Unit *a, GgD6Unit *b);
gboolean gg_d6_pane_pair_select (GgD6PanePair *pair, const char *attacker, const char *defender);
/* For a chooser's change notification: TRUE when the person changed it (the pane has a game
 * and is not refreshing its lists). */
gboolean gg_d6_pane_user_changed (GgD6Pane *self);
/* Fills @row with the edges a unit is contacted on: front, flank, rear (GgD6Contact - 1). */
void gg_d6_pane_set_edges (AdwComboRow *row);

G_END_DECLS
