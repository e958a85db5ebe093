/* gg-bg-prisoners.h: prisoners as the state keeps them (BG-13): the escort marches at infantry
 * speed (BG-13-a/d), its guards alone fight (BG-13-g); prisoners are freed when their guards are
 * gone (BG-13-h) or abandoned (BG-13-i/j). How they are taken in melee is a play call
 * (gg-bg-play.h). The game must have a state. */
#pragma once

#include <glib.h>

#include "gg-bg-command.h"
#include "gg-bg-rules.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

/* BG-13-d: prisoners march at the infantry's rate. */
GgBgNumber gg_bg_prisoner_speed (GgBgRules *rules);
/* BG-13-g: the guards of @captor's prisoners still in play, who alone fight if the column is
 * assaulted. Borrowed ids. */
GPtrArray *gg_bg_prisoner_guards (GgGame *game, const GgChit *captor);
/* The prisoners @captor holds (borrowed ids), in the order they were taken. */
GPtrArray *gg_bg_prisoners_held (GgGame *game, const GgChit *captor);
/* BG-13-f: of @losses fire casualties on a column of @guards guards and @prisoners prisoners, how
 * many fall on the prisoners: their proportional share rounded as prisoners.fire-share-rounding
 * says (down, BG-2.6-a); the guards take the rest. @info gets the rule. */
guint gg_bg_prisoners_fire_share (GgBgRules *rules, guint losses, guint guards, guint prisoners,
                                  GgBgNumber *info);
/* BG-13-a/c: @captor takes @ids prisoner, guarded by @escorts (a third, AMB-57). */
gboolean gg_bg_take_prisoners (GgGame *game, GgBgRules *rules, const GgChit *captor,
                               const char *const *ids, const char *const *escorts, GError **error);
/* BG-13-h: prisoners of @side held by an enemy column whose guards are all gone. */
guint gg_bg_unguarded_prisoners (GgGame *game, char side);
/* BG-13-h: prisoners of @captor whose guards are all gone are freed and join @liberator. Returns
 * how many. */
guint gg_bg_free_prisoners (GgGame *game, const GgChit *captor, const GgChit *liberator);
/* BG-13-i/j: prisoners nobody can escort form a new unarmed squad of their side. Returns its
 * number, 0 if there were none. */
int gg_bg_abandon_prisoners (GgGame *game, const GgChit *captor, GError **error);
/* BG-13-j: an abandoned squad may move after a morale test, and may then be fired at; standing
 * still it may not. */
gboolean gg_bg_abandoned_targetable (GgSquadState *squad, gboolean moved);

G_END_DECLS
