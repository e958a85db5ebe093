/* gg-activation-card.h: one squad's part of an activation (BG-2.2, BG-2.3): the morale test due,
 * with its exact odds beside the roll button and, after the roll, each modifier with its rule ID;
 * then one action: move, fire, reload, assault or charge, or the gun's canister, round shot or
 * shell. Odds are shown before rolling; a result that used a house number carries a "House rule"
 * tag naming the missing table. Real dice may be typed in instead of rolling. */
#pragma once

#include <adwaita.h>

#include "gg-activation-extra.h"
#include "gg-activation-firers.h"
#include "gg-activation-losses.h"
#include "gg-play-context.h"

G_BEGIN_DECLS

typedef enum
{
  GG_CARD_MOVE,
  GG_CARD_FIRE,
  GG_CARD_RELOAD,
  GG_CARD_MELEE,
  GG_CARD_ARTILLERY,
} GgCardAction;

typedef enum
{
  GG_CARD_MORALE_ODDS,
  GG_CARD_MORALE_RESULT,
  GG_CARD_FIRE_ODDS,
  GG_CARD_FIRE_RESULT,
  GG_CARD_MELEE_ODDS,
  GG_CARD_MELEE_RESULT,
  GG_CARD_GUN_ODDS,
  GG_CARD_GUN_RESULT,
  GG_CARD_N_TEXTS
} GgCardText;

#define GG_TYPE_ACTIVATION_CARD (gg_activation_card_get_type ())
G_DECLARE_FINAL_TYPE (GgActivationCard, gg_activation_card, GG, ACTIVATION_CARD, GtkBox)

/* A template widget (ui/gg-activation-card.ui) with its own actions, card.morale, card.move,
 * card.fire, card.reload, card.melee and card.artillery (its buttons' and the tests'). @steps: how far the squad's activation has gone
 * (gg_bg_play_begin_squad(): the morale test due, at +2 for friendly fire, taken and passed, the
 * action done). */
GgActivationCard *gg_activation_card_new (GgPlayContext *context, GgBgSquadRef squad, guint steps);
GtkWidget *gg_activation_card_get_widget (GgActivationCard *self);
GgBgSquadRef gg_activation_card_get_squad (GgActivationCard *self);
GgPlayContext *gg_activation_card_get_context (GgActivationCard *self);
/* After the table or the state changed: targets and odds again. */
void gg_activation_card_update (GgActivationCard *self);

gboolean gg_activation_card_morale_due (GgActivationCard *self);
void gg_activation_card_select_action (GgActivationCard *self, GgCardAction action);
/* Targets offered for the selected action (fire, melee, shell). */
guint gg_activation_card_get_n_targets (GgActivationCard *self);
void gg_activation_card_select_target (GgActivationCard *self, guint i);
/* Real dice for the next roll of this card, e.g. "7" or "3 0 9"; "" to roll here. */
void gg_activation_card_set_dice (GgActivationCard *self, const char *text);

void gg_activation_card_roll_morale (GgActivationCard *self);
void gg_activation_card_fire (GgActivationCard *self);
void gg_activation_card_reload (GgActivationCard *self);
void gg_activation_card_move (GgActivationCard *self);
void gg_activation_card_contact_melee (GgActivationCard *self);
void gg_activation_card_melee (GgActivationCard *self);
void gg_activation_card_artillery (GgActivationCard *self);

/* What a part of the card says (for tests and screen readers). */
/* What the move page says: the march rate, at infantry speed while escorting (BG-13-d). */
const char *gg_activation_card_get_move_text (GgActivationCard *self);
const char *gg_activation_card_get_text (GgActivationCard *self, GgCardText part);
/* The "House rule" tag beside a part's odds: its tooltip if shown, else NULL. */
const char *gg_activation_card_get_house (GgActivationCard *self, GgCardText part);

/* Officers, leaders, prisoners and hiding (gg-activation-extra.h). */
GgActivationExtra *gg_activation_card_get_extra (GgActivationCard *self);
/* After fire: which of the target's figures fall (BG-12.4-a, gg-activation-losses.h). */
GgLossChoice *gg_activation_card_get_loss_choice (GgActivationCard *self);
/* Before fire: the figures that fire, and so must reload (BG-4.2-g, gg-activation-firers.h). */
GgFirerChoice *gg_activation_card_get_firer_choice (GgActivationCard *self);

G_END_DECLS
