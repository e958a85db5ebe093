/* gg-photo-place.h: squad markers, and placing the squads from a photo of the table.
 *
 * A squad marker is a printed card (gigogin-cli print --squad-markers) with a tag36h11 code
 * (gg-photo-tags.h), the squad's name and an arrow. Each squad (d6: each unit) has two cards, "in
 * front" and "behind", with their own codes. The player lays the one on the photographer's side
 * flat on the table, touching the middle of the leader's base's front edge ("in front") or rear
 * edge ("behind"), its arrow the way the leader faces (d6: at the unit's centre). So no card
 * lies behind its own figure, where the figure would hide it from the camera.
 *
 * The codes go through the game file: side A's squad N (the figures' `side: A`, `squad: N`) has
 * codes 2N − 2 (in front) and 2N − 1 (behind); side B's squad N has 290 + the same. Squads 1 to
 * 145 a side have codes.
 *
 * A card, as printed, with its arrow pointing up the page: the code's black square of @code mm
 * (30 or 40), a white margin of one code cell (code / 8) round it, and a strip of
 * GG_SQUAD_CARD_STRIP (code) for the arrow and the name on the side away from the base: at the
 * top of the "in front" card, whose bottom edge touches the base, and at the bottom of the
 * "behind" card, whose top edge touches it. Either way the code's centre lies
 * GG_SQUAD_CARD_REACH (code) from the base's edge. */
#pragma once

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib.h>

#include "gg-game.h"
#include "gg-photo.h"

G_BEGIN_DECLS

#define GG_SQUAD_CODES_PER_SIDE     290
#define GG_SQUAD_MAX_NUMBER         (GG_SQUAD_CODES_PER_SIDE / 2)
#define GG_SQUAD_CARD_MARGIN(code)  ((code) / 8.0)
#define GG_SQUAD_CARD_STRIP(code)   ((code) * 0.3)
#define GG_SQUAD_CARD_WIDTH(code)   ((code) + 2 * GG_SQUAD_CARD_MARGIN (code))
#define GG_SQUAD_CARD_HEIGHT(code)  (GG_SQUAD_CARD_WIDTH (code) + GG_SQUAD_CARD_STRIP (code))
#define GG_SQUAD_CARD_REACH(code)   ((code) / 2.0 + GG_SQUAD_CARD_MARGIN (code))

/* The code of a squad's card; -1 if @squad is outside 1..GG_SQUAD_MAX_NUMBER or @side is not
 * 'A' or 'B'. */
int gg_squad_marker_code (char side, int squad, gboolean behind);
/* The squad and card of @code; FALSE if it is no squad marker's. */
gboolean gg_squad_marker_from_code (int code, char *side, int *squad, gboolean *behind);

G_END_DECLS
