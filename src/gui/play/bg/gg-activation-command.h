/* gg-activation-command.h: on an activation card, what follows a fallen officer: a deputy takes
 * his place (BG-4.5-i/k, BG-2.5-e, AMB-18), or the Captain attached to the squad promotes its
 * leader platoon commander and names a new squad leader (BG-4.8-i). Each is a choice with the
 * default pre-selected, done and logged by the core (gg-bg-officers.h). */
#pragma once

#include <adwaita.h>

#include "gg-activation-choice.h"
#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_ACTIVATION_COMMAND (gg_activation_command_get_type ())
G_DECLARE_FINAL_TYPE (GgActivationCommand, gg_activation_command, GG, ACTIVATION_COMMAND, GtkBox)

/* Appends its rows to @box. */
GgActivationCommand *gg_activation_command_new (GgPlayContext *context, GgBgSquadRef squad,
                                                GtkWidget *box);
void gg_activation_command_free (GgActivationCommand *self);
void gg_activation_command_update (GgActivationCommand *self);

/* The deputy and the command he takes ("A-CSt CyL"), the first allowed pre-selected. */
GgChoice *gg_activation_command_get_stand_in_choice (GgActivationCommand *self);
/* Does the stand-in chosen; FALSE (and the reason shown) if it may not be. */
gboolean gg_activation_command_stand_in (GgActivationCommand *self);
/* The figure who becomes squad leader when the Captain promotes the leader (BG-4.8-i). */
GgChoice *gg_activation_command_get_heir_choice (GgActivationCommand *self);
gboolean gg_activation_command_promote (GgActivationCommand *self);
/* BG-4.1-c: attaches the chosen officer to the squad; FALSE if none is offered. */
GgChoice *gg_activation_command_get_officer_choice (GgActivationCommand *self);
gboolean gg_activation_command_attach (GgActivationCommand *self);
const char *gg_activation_command_get_result (GgActivationCommand *self);

G_END_DECLS
