/* gg-bg-contact.h: closing on the enemy once one base of the attackers touches (BG-11.2-c,
 * AMB-31). The melee a contact without a declared assault starts (BG-4.2-i, AMB-33) is a play
 * call: gg_bg_play_contact (gg-bg-play.h), fought by gg_bg_fight_contact (gg-bg-play.h). */
#pragma once

#include <glib.h>

#include "gg-bg-chain.h"
#include "gg-bg-command.h"
#include "gg-bg-rules.h"

G_BEGIN_DECLS

/* BG-11.2-c with AMB-31: once a base of the attackers touches the enemy (a gap of 0), each other
 * attacker whose movement left (@left_mm) covers its gap (@gap_mm) closes and is paired, at most
 * two for each of the @n_defenders (BG-11.3-e); the others stay and are not engaged. Fills
 * @closes (@n of them); returns how many attackers are engaged, 0 with no contact at all. */
guint gg_bg_close_after_contact (GgBgRules *rules, const double *left_mm, const double *gap_mm,
                                 guint n, guint n_defenders, gboolean *closes);

G_END_DECLS
