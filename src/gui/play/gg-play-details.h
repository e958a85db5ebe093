/* gg-play-details.h: the side panel's details of the selected group in each rule set's words
 * (the play views' `details`, gg-play-view.h): La Bella Gigogin's squad (leader, figures left,
 * roster records, command, nearest enemy) and the d6 unit (brigade, commander within 18",
 * status, casualties, nearest enemy). */
#pragma once

#include <glib.h>

#include "gg-overlays.h"
#include "gg-selection.h"
#include "gg-table-rules.h"
#include "gg-units.h"

G_BEGIN_DECLS

void gg_bg_details_append (GString *s, GgGame *game, GgTableRules *rules, GgSelection *selection,
                           GgUnit unit, GgOverlayData *overlays);
void gg_d6_details_append (GString *s, GgGame *game, GgTableRules *rules, GgSelection *selection,
                           GgUnit unit, GgOverlayData *overlays);

G_END_DECLS
