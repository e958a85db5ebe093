/* gg-chit-bag-view.h: the bag of initiative chits at the table (BG-2.2, BG-3.4): draw two (with the
 * chits coming out of the bag), chits drawn so far, the end of the turn and the reshuffle, tokens,
 * tombola or poker cards, a chit drawn from a real bag typed in, and the Previdente's pre-emption
 * when it applies (BG-15.1-d). Actions: chits.draw, chits.new-turn, chits.enter, chits.preempt. */
#pragma once

#include <adwaita.h>

#include "gg-play-context.h"

G_BEGIN_DECLS

#define GG_TYPE_CHIT_BAG_VIEW (gg_chit_bag_view_get_type ())
G_DECLARE_FINAL_TYPE (GgChitBagView, gg_chit_bag_view, GG, CHIT_BAG_VIEW, GtkBox)

GtkWidget *gg_chit_bag_view_new (void);
void gg_chit_bag_view_set_context (GgChitBagView *self, GgPlayContext *context);
void gg_chit_bag_view_draw_two (GgChitBagView *self);
void gg_chit_bag_view_new_turn (GgChitBagView *self);
/* A chit drawn from a real bag: "A3", or as printed in the bag's mode ("63", "7♠"). */
gboolean gg_chit_bag_view_enter (GgChitBagView *self, const char *text);
/* Tries the Previdente of candidate @candidate (the dropdown's order); *@roll gets the D10. */
gboolean gg_chit_bag_view_preempt (GgChitBagView *self, guint candidate, int *roll);
/* BG-15.1-h: the Furtivo notice shown before the first draw, or NULL. */
const char *gg_chit_bag_view_get_furtivo_text (GgChitBagView *self);
/* The animation of the pair coming out of the bag: 0..1. */
double gg_chit_bag_view_get_progress (GgChitBagView *self);

G_END_DECLS
