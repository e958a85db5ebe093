/* gg-side-panel.h: the panel beside the table: the selected squad (leader, figures, markers,
 * command, nearest enemy), the last move, the fire overlays' lists, rulers and the referee log,
 * and the terrain tools. It shows; its buttons name "table." actions. */
#pragma once

#include <gtk/gtk.h>

#include "gg-document.h"
#include "gg-overlays.h"

G_BEGIN_DECLS

#define GG_TYPE_SIDE_PANEL (gg_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (GgSidePanel, gg_side_panel, GG, SIDE_PANEL, GtkWidget)

/* "3 rifled muskets": @n figures carrying the roster weapon @word. */
char *gg_side_panel_weapon_count (const char *word, guint n);

/* The line "Nearest enemy: B2 at 43.2 cm (17.0 in), inside its fire arc" of @figure's group, from
 * the core's facts (gg_query_group_facts, which the table's accessible description reads too);
 * nothing when no enemy stands on the table. */
void gg_side_panel_append_nearest_enemy (GString *s, GgGame *game, GgTableRules *rules,
                                         const char *figure, GgUnit unit);

void gg_side_panel_update (GgSidePanel *self, GgGame *game, GgTableRules *rules,
                           GgSelection *selection, GgOverlayData *overlays, GgUnit unit,
                           const GgShellState *shell);
/* How the details of a selection find the play view of a game's rules (the window, which knows
 * the views, passes gg_play_view_type_for()); without it the panel shows no rule set's details. */
void gg_side_panel_set_play_views (GgSidePanel *self, GType (*type_for) (const GgGame *game));
/* The photo of the table's group follows @document (may be NULL). */
void gg_side_panel_set_document (GgSidePanel *self, GgDocument *document);
/* The terrain controls show while the Terrain tool is active or a feature is selected. */
/* Whether dragged figures snap to the bases in the photo shown (the photo group's switch). */
gboolean gg_side_panel_get_photo_snap (GgSidePanel *self);
void gg_side_panel_set_terrain_tool (GgSidePanel *self, gboolean active);
void gg_side_panel_set_move_text (GgSidePanel *self, const char *text);
/* The texts shown, for tests. */
const char *gg_side_panel_get_details (GgSidePanel *self);
/* The last move's distance and allowance (gg_side_panel_set_move_text). */
const char *gg_side_panel_get_move_text (GgSidePanel *self);
const char *gg_side_panel_get_fire (GgSidePanel *self);

G_END_DECLS
