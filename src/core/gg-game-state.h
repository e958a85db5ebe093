/* gg-game-state.h: the state of play kept in the game file's `state:` section: the dice (seed and
 * log, so a game replays roll for roll), the chit bag, the turn, and each squad's markers
 * (BG-3.5): which figures must reload, a pending morale test (and whether its losses came from
 * friendly fire, BG-4.4-o), and the figures removed as casualties.
 *
 *   state:
 *     seed: 1859
 *     chits: { mode: tokens, turn: 2, squads: [A1, B1], bag: [B1], activated: [A1], current: [A1] }
 *     squads:
 *       - { squad: A1, morale-test: true, friendly-fire: false, reload: [A-1-2], removed: [A-1-3] }
 *     deferred: [B-1-4]
 *     dice:
 *       - { die: D10, value: 7, for: "chit draw" }
 *       - { die: D20, value: 12, for: "morale test", entered: true }
 *     log:
 *       - { kind: roll, time: 1795340000, turn: 1, activation: "A1 + B1", text: "...", rolls: [2, 1] }
 */
#pragma once

#include <glib.h>

#include "gg-chitbag.h"
#include "gg-dice.h"
#include "gg-log.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

typedef struct _GgGame GgGame;

typedef struct
{
  char side;
  int number;
  gboolean morale_test;   /* losses since its last activation (BG-2.3-a, BG-3.5-b, AMB-05) */
  gboolean friendly_fire; /* some of them from friendly fire: +2 (BG-4.4-o) */
  GPtrArray *reload;      /* figure ids that fired and must reload (BG-3.5-a, BG-4.2-g) */
  GPtrArray *removed;     /* figure ids out of action (BG-3.1-e) */
} GgSquadState;

typedef struct _GgGameState GgGameState;

struct _GgGameState
{
  GgDice *dice;
  GgChitBag *chits;    /* or NULL before the first turn */
  GPtrArray *squads;   /* GgSquadState*, in the order first met */
  GPtrArray *deferred; /* figure ids hit by the first of a mutually firing pair (BG-2.2-f) */
  GgLog *log;          /* the referee's log: rolls explained, measurements, rulings */
};

GgGameState *gg_game_state_new (guint32 seed);
void gg_game_state_free (GgGameState *self);
guint gg_game_state_get_turn (GgGameState *self);
/* The squad's state, made on first use when @create. */
GgSquadState *gg_game_state_squad (GgGameState *self, char side, int number, gboolean create);
/* Casualties from fire or melee: the figures leave play and the squad must test morale at its
 * next activation (BG-2.3-a; AMB-05). */
void gg_game_state_record_losses (GgGameState *self, char side, int number, const char *const *ids,
                                  gboolean friendly_fire);
/* BG-2.2-f: the first of two squads firing at each other holds its casualties back until the
 * second has fired; then both are applied. */
void gg_game_state_defer_loss (GgGameState *self, const char *id);
const char *const *gg_game_state_get_deferred (GgGameState *self, guint *n);
void gg_game_state_clear_deferred (GgGameState *self);
/* At activation: is a morale test due, and at +2? The markers are cleared (tested once). */
gboolean gg_game_state_begin_activation (GgGameState *self, char side, int number,
                                         gboolean *friendly_fire);
/* BG-4.2-g: only the figures that fired must reload. */
void gg_game_state_fired (GgGameState *self, char side, int number, const char *id);
void gg_game_state_reloaded (GgGameState *self, char side, int number, const char *id);
gboolean gg_game_state_needs_reload (GgGameState *self, char side, int number, const char *id);

GgYamlNode *gg_game_state_to_yaml (GgGameState *self);
/* Reads the `state:` section. The dice log must follow from the seed (rolled dice are rolled
 * again and compared), so a tampered or corrupted log is caught. Figure ids in `reload` must be
 * figures of @game. */
GgGameState *gg_game_state_from_yaml (const GgYamlNode *node, const char *filename, GgGame *game,
                                      GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgGameState, gg_game_state_free)

G_END_DECLS
