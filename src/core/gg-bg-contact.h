/* gg-bg-contact.h: contact and targets in La Bella Gigogin: a squad that touches an enemy squad
 * without a declared assault (BG-4.2-i, BG-4.3-f, AMB-33), closing on the enemy once one base
 * touches (BG-11.2-c, AMB-31), squads acting against squads (BG-4.1-d, BG-4.2-f) and isolated
 * soldiers (BG-4.1-k, AMB-26). */
#pragma once

#include <glib.h>

#include "gg-bg-chain.h"
#include "gg-bg-command.h"
#include "gg-bg-play.h"

G_BEGIN_DECLS

/* BG-4.2-i, BG-4.3-f with AMB-33: @mover touched @other while moving, with no assault declared:
 * the melee is fought at once, with no morale test, no movement bonus and no first-round bonus
 * (fight it with GgBgMeleeSide.charged FALSE). A squad out of command at its activation may not
 * move into contact of its own will (@voluntary). Fills @out (no die is rolled) and logs it. */
void gg_bg_play_contact (GgGame *game, GgBgRules *rules, const GgChit *mover, const GgChit *other,
                         gboolean voluntary, GgBgAssault *out);

/* BG-11.2-c with AMB-31: once a base of the attackers touches the enemy (a gap of 0), each other
 * attacker whose movement left (@left_mm) covers its gap (@gap_mm) closes and is paired, at most
 * two for each of the @n_defenders (BG-11.3-e); the others stay and are not engaged. Fills
 * @closes (@n of them); returns how many attackers are engaged, 0 with no contact at all. */
guint gg_bg_close_after_contact (GgBgRules *rules, const double *left_mm, const double *gap_mm,
                                 guint n, guint n_defenders, gboolean *closes);

/* BG-4.1-d, BG-4.2-f: fire and melee go by squads against squads: the figures @targets must all
 * belong to one squad of the enemy of @side, unless what can be seen forces the fire to be split
 * (@split). *@squad receives the target squad. */
gboolean gg_bg_targets_one_squad (GgGame *game, char side, const char *const *targets,
                                  gboolean split, GgChit *squad, const char **rule);

/* BG-4.1-k with AMB-26: may @figure of the squad @command take @action? An isolated soldier,
 * beyond his leader's radius, does only what a squad out of command may (BG-4.5-l); so do all
 * the figures of a squad out of command. */
gboolean gg_bg_figure_may (const GgBgSquadCommand *command, const char *figure, GgBgAction action,
                           gboolean under_fire, const char **rule);

/* BG-4.2-b: figures of one squad may take different actions (some fire to cover the others'
 * move, alternate fire, isolated ones fire or reload where they stand), one each; @isolated[i]
 * tells a figure beyond its leader's radius, who does only what a squad out of command may
 * (BG-4.1-k). An assault stays the whole squad's: no figure in command may do anything else while
 * others assault (BG-4.1-d). */
gboolean gg_bg_figure_actions_allowed (const GgBgAction *actions, const gboolean *isolated, guint n,
                                       const char **rule);

G_END_DECLS
