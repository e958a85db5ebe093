/* gg-game-state.h: the state of play kept in the game file's `state:` section, as every rule set
 * shares it: the dice (seed and log, so a game replays roll for roll), the chit bag and its turn,
 * the referee's log and its clock. Each rule set adds its own part (`rules`), which the shared
 * code never looks into: it reads, writes, frees it and asks it questions through the game's
 * GgRuleSetClass (gg-ruleset.h). La Bella Gigogin's part (gg-bg-state.h) holds the keys from
 * `squads` to `gigogin-fallen` below; the d6 rules keep theirs in the `d6:` section instead.
 *
 *   state:
 *     seed: 1859
 *     chits: { mode: tokens, turn: 2, squads: [A1, B1], bag: [B1], activated: [A1], current: [A1] }
 *     squads:
 *       - { squad: A1, morale-test: true, friendly-fire: false, reload: [A-1-2], removed: [A-1-3] }
 *       - { squad: B1, activation: [begun, morale-due, morale-tested, morale-passed], mass: true }
 *       - { squad: A3, activation: [begun], move-from: { A-3-L3: [612.5, 200], A-3-1: [637.5, 200] } }
 *       - squad: A2
 *         training: veteran
 *         traits: [cacciatori]
 *         weapons: { rifled-musket: [A-2-L2, A-2-1], precision-rifle: [A-2-2] }
 *     deferred: [B-1-4]
 *     officers:
 *       - { figure: A-PLA, characters: [previdente], attached: A1, attached-turn: 2, moved-turn: 2 }
 *     activations:
 *       - { turn: 2, pair: [A1, B1], interaction: mutual-fire, fired: 1 }
 *     captain-attempts: { A: 0, B: 2 }
 *     captain-rolled: { A: 0, B: 2 }
 *     prisoners:
 *       - { figure: B-2-3, captor: A1, escorts: [A-1-4] }
 *     hidden:
 *       - { squad: B3, mode: imboscata, dummies: [], seal: "gg1:…", locked: true }
 *     objectives:
 *       - { side: A, points: 5, conquered: false }
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
typedef struct _GgRuleSetClass GgRuleSetClass;

typedef struct _GgGameState GgGameState;

struct _GgGameState
{
  GgDice *dice;
  GgChitBag *chits; /* or NULL before the first turn */
  GgLog *log;       /* the referee's log: rolls explained, measurements, rulings */
  gint64 clock;     /* when not 0, the time every new log entry gets (replays, tests) */
  /* The rule set's own part, made on first use by the rule set that owns it (gg_bg_state()) and
   * freed by its class (@rules_class->file->play_free), or NULL. */
  gpointer rules;
  const GgRuleSetClass *rules_class;
  /* While a replay shows a past entry (gg_replay_show_state): the ids off the table then and
   * the state's markers then; NULL: the present. */
  GHashTable *past_off;
  GPtrArray *past_markers;
};

GgGameState *gg_game_state_new (guint32 seed);
void gg_game_state_free (GgGameState *self);
/* A fresh seed for dice never rolled (a shipped scenario opened anew would otherwise roll the
 * same dice every time); FALSE and nothing changed once a die was rolled or entered. */
gboolean gg_game_state_reseed (GgGameState *self, guint32 seed);
guint gg_game_state_get_turn (GgGameState *self);
/* Has @figure left the table, by the rules of the state's part (La Bella Gigogin: a casualty
 * recorded in a squad's `removed`, BG-3.1-e, or an officer out of action, BG-4.1-g)? Such a
 * figure stays in the game's figures (the file keeps it, for the victory points and the casualty
 * choice), but the table neither draws, picks, measures nor counts it. FALSE when @self is NULL
 * or its rule set takes figures off the game itself (d6). */
gboolean gg_game_state_off_table (GgGameState *self, const char *figure);
/* How many of @game's figures are on the table (gg_game_state_off_table). */
guint gg_game_state_n_on_table (GgGame *game);
/* The markers the rule set's state of play puts on the table, as GgMarker* the table draws and
 * the side panel shows beside the game's own (La Bella Gigogin, BG-3.5: a reload marker on each
 * figure on the table that must reload, a morale marker on the first figure on the table of a
 * squad owing a test). Empty when @game has no state or its rule set puts none. */
GPtrArray *gg_game_state_markers (GgGame *game);
/* Sets or clears the state's marker of @kind (GG_MARKER_RELOAD or GG_MARKER_MORALE_TEST) on the
 * figure's squad: the player's ruling at the table. FALSE if the figure has no squad or the rule
 * set keeps no such marker. */
gboolean gg_game_state_set_marker (GgGame *game, const char *figure, int kind, gboolean on);
/* The rule set's word on a shell the Aim tool would fire from @gun (its class's shell_may_fire:
 * TRUE where it says nothing; FALSE with @why, owned), and that it fired. */
gboolean gg_game_state_shell_may_fire (GgGame *game, const char *gun, char **why);
void gg_game_state_shell_fired (GgGame *game, const char *gun);
/* Appends to the referee's log at the state's clock (or now), for the current turn and what the
 * rule set says is acting (La Bella Gigogin: the pair drawn last), the entry made from @message
 * (untranslated, N_()) and its values (gg_log_append_messagev): shown in each reader's
 * language. */
guint gg_game_state_log_message (GgGameState *self, GgLogKind kind, guint first_roll, guint n_rolls,
                                 const char *message, ...);
/* As gg_game_state_log_message, the entry's text made of parts (@text, taken;
 * gg_log_append_text). */
guint gg_game_state_log_text (GgGameState *self, GgLogKind kind, guint first_roll, guint n_rolls,
                              GgLogText *text);

/* The `state:` section: the shared keys, and @ruleset's own between the chits and the dice. */
GgYamlNode *gg_game_state_to_yaml (GgGameState *self, const GgRuleSetClass *ruleset);
/* Reads the `state:` section, the rule set's keys by @game's rule set (La Bella Gigogin's when
 * @game is NULL). The dice log must follow from the seed (rolled dice are rolled again and
 * compared), so a tampered or corrupted log is caught. */
GgGameState *gg_game_state_from_yaml (const GgYamlNode *node, const char *filename, GgGame *game,
                                      GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgGameState, gg_game_state_free)

G_END_DECLS
