/* gg-play-context.h: what the play widgets share: the document, the rules of La Bella Gigogin at
 * the game's scale, the table as the resolutions see it (gg-bg-table.h) and the state of play.
 * Every change a widget asks of the rules is followed by gg_play_context_commit(), which
 * tells the document (so the canvas and every view redraw). */
#pragma once

#include <gio/gio.h>

#include "gg-bg-table.h"
#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_PLAY_CONTEXT (gg_play_context_get_type ())
G_DECLARE_FINAL_TYPE (GgPlayContext, gg_play_context, GG, PLAY_CONTEXT, GObject)

GgPlayContext *gg_play_context_new (GgDocument *document);
GgDocument *gg_play_context_get_document (GgPlayContext *self);
/* NULL when the game is not played with La Bella Gigogin. */
GgBgTable *gg_play_context_get_play (GgPlayContext *self);
GgBgRules *gg_play_context_get_rules (GgPlayContext *self);
/* The game's state with its chit bag, made on first use. NULL if not La Bella Gigogin. */
GgGameState *gg_play_context_get_state (GgPlayContext *self);
/* "A3 + B7" for the pair drawn last, or NULL. */
char *gg_play_context_activation (GgPlayContext *self);
/* The game played, NULL if not La Bella Gigogin. */
GgGame *gg_play_context_get_game (GgPlayContext *self);
/* A squad that acts out of turn before the pair (Previdente, BG-15.1-d); number 0 for none.
 * From the state's record of draws: gone when the next pair is drawn. */
GgBgSquadRef gg_play_context_get_preempt (GgPlayContext *self);
/* BG-2.2-e/f/g: how the pair drawn last interacts, as the players declare it, kept in the pair's
 * record in the state (apart when drawn; setting it clears the count of squads that fired). */
void gg_play_context_set_interaction (GgPlayContext *self, GgPairInteraction interaction);
GgPairInteraction gg_play_context_get_interaction (GgPlayContext *self);
/* BG-2.2-f: counts a squad of the pair that fired; returns how many had fired before it. */
guint gg_play_context_pair_fired (GgPlayContext *self);
/* A player's action, one undo step: what the core changes between begin and end (the table and
 * the state of play) is grouped by the document (gg_document_begin_user_action), labelled
 * @label; end then commits as gg_play_context_commit() does. */
void gg_play_context_begin_action (GgPlayContext *self, const char *label);
void gg_play_context_end_action (GgPlayContext *self);
/* After a change of state: the table is measured again and the document emits ::changed. */
void gg_play_context_commit (GgPlayContext *self);

G_END_DECLS
