/* gg-activation-extra.h: the part of an activation card beyond its one action: whether an officer
 * commanding the squad may still move this turn (BG-10.8), the Captain's replacement roll with its
 * widening D10 (BG-4.8-j/k), a new squad leader (BG-4.8-h), what a leaderless squad does (rally,
 * surrender and become prisoners under escort, or flee: BG-4.1-i, BG-13), and hiding the squad in
 * ambush or hidden deployment, its figures sealed in the game file (BG-14). Every resolution goes
 * into the referee's log. */
#pragma once

#include <adwaita.h>

#include "gg-activation-choice.h"
#include "gg-activation-command.h"
#include "gg-activation-escort.h"
#include "gg-activation-special.h"
#include "gg-bg-command.h"
#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_ACTIVATION_EXTRA (gg_activation_extra_get_type ())
G_DECLARE_FINAL_TYPE (GgActivationExtra, gg_activation_extra, GG, ACTIVATION_EXTRA, GtkBox)

GgActivationExtra *gg_activation_extra_new (GgPlayContext *context, GgBgSquadRef squad);
void gg_activation_extra_free (GgActivationExtra *self);
GtkWidget *gg_activation_extra_get_widget (GgActivationExtra *self);
void gg_activation_extra_update (GgActivationExtra *self);

/* BG-10.8: the officer line ("… may still move this turn" or "… has moved this turn"). */
const char *gg_activation_extra_get_officer_text (GgActivationExtra *self);
/* Records that the officer moved with this squad; FALSE if he may not. */
gboolean gg_activation_extra_officer_moved (GgActivationExtra *self);
/* BG-4.8-j/k: the odds line and the roll; TRUE if the Captain was replaced. */
const char *gg_activation_extra_get_captain_text (GgActivationExtra *self);
gboolean gg_activation_extra_replace_captain (GgActivationExtra *self);
/* BG-4.8-h: names the figure chosen (the leader choice) its leader; FALSE (and the reason shown)
 * if it may not. */
gboolean gg_activation_extra_appoint (GgActivationExtra *self);
/* BG-4.1-i: what the leaderless squad must do, and doing it (prisoners for a surrender). */
GgBgLeaderless gg_activation_extra_leaderless (GgActivationExtra *self, const char **rule);
gboolean gg_activation_extra_apply_leaderless (GgActivationExtra *self);
/* BG-14: hides the squad (agguato, imboscata or nascosto); the error is shown on the card. */
gboolean gg_activation_extra_hide (GgActivationExtra *self, GgHiddenMode mode);
/* The way of hiding chosen in the card's drop-down. */
void gg_activation_extra_set_hide_mode (GgActivationExtra *self, GgHiddenMode mode);
/* The warning shown before hiding (BG-14.2-c), or NULL. */
const char *gg_activation_extra_get_hide_hint (GgActivationExtra *self);
const char *gg_activation_extra_get_result (GgActivationExtra *self);
/* The player's choices, the automatic one pre-selected: the new squad leader (BG-4.8-h) and the
 * enemy squad that takes a surrendering squad prisoner (BG-13-a/b). */
GgChoice *gg_activation_extra_get_leader_choice (GgActivationExtra *self);
GgChoice *gg_activation_extra_get_escort_choice (GgActivationExtra *self);
/* Stand-ins for fallen officers and the Captain's promotion (AMB-18, BG-4.8-i). */
GgActivationCommand *gg_activation_extra_get_command (GgActivationExtra *self);
/* Gathering prisoners under this squad's escort and its cordon (BG-13-b/e). */
GgActivationEscort *gg_activation_extra_get_escort (GgActivationExtra *self);
/* A gun's crew, freeing and abandoning prisoners (BG-4.4-x…ab, BG-13-h/i/j). */
GgActivationSpecial *gg_activation_extra_get_special (GgActivationExtra *self);

G_END_DECLS
