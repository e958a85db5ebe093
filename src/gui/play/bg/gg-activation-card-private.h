/* gg-activation-card-private.h: what the activation card's files share: its melee and its gun
 * (gg-activation-card-fight.c). */
#pragma once

#include "gg-activation-card.h"
#include "gg-bg-play.h"

G_BEGIN_DECLS

/* The odds of the first round's duels (BG-11.3) against @target, with the modifiers. */
void gg_activation_card_show_melee (GgActivationCard *self, GgBgSquadRef target, GtkLabel *odds,
                                    GtkWidget *house);
/* The assault or charge fought whole by the core and counted as the squad's action
 * (gg_bg_fight_assault_action: the target in sight, the terrain, the tests, every round, the
 * losses, the prisoners); the outcome drawn in @out and logged. TRUE when the squad has no
 * action left this activation; FALSE too when it was refused (the rule shown). */
gboolean gg_activation_card_run_melee (GgActivationCard *self, GgBgSquadRef target, GtkLabel *out);
/* The odds of canister, round shot, or shell at @target (may be NULL for the first two). */
void gg_activation_card_show_gun (GgActivationCard *self, GgBgShotKind kind, GgBgSquadRef *target,
                                  GtkLabel *odds, GtkWidget *house);
/* The gun's shot, fired and counted as the squad's action by the core (gg_bg_play_gun_action),
 * drawn in @out. TRUE when the squad has no action left; FALSE too when nothing was fired. */
gboolean gg_activation_card_run_gun (GgActivationCard *self, GgBgShotKind kind,
                                     GgBgSquadRef *target, GtkLabel *out);

/* BG-15.1-v: the enemy's hidden squad with the Little Look-out, if there is one. */
gboolean gg_activation_card_hidden_vedetta (GgActivationCard *self, GgChit *out);
/* Fires at him: he is located and his squad revealed, logged (AMB-65); the reason in @out if not. */
gboolean gg_activation_card_fire_at_vedetta (GgActivationCard *self, GtkLabel *out);

/* BG-4.2-i, BG-11.2-c: after a move (@move) that ended touching an enemy squad with no assault
 * declared, the ruling (logged by the core) and what follows; NULL when the squad touches no
 * enemy. */
char *gg_activation_card_contact (GgActivationCard *self, const GgBgMoveAction *move);
gboolean gg_activation_card_run_contact_melee (GgActivationCard *self, GtkLabel *out);

/* BG-12.1-d: the choice of a split fire's second target (0: none), shown when some firers cannot
 * see the target. */
GtkDropDown *gg_activation_card_get_split (GgActivationCard *self);

G_END_DECLS
