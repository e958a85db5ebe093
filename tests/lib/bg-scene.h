/* bg-scene.h: loading a La Bella Gigogin scene written in a test (a game file's text) and
 * beginning play on it with a fixed seed, for the tests of the rules in play. */
#pragma once

#include <glib.h>
#include <string.h>

#include "gg-bg-play.h"
#include "gg-bg-table.h"
#include "gg-game.h"

/* The game in @text (named @name in errors) with play begun from @seed, chits as tokens. */
static G_GNUC_UNUSED GgGame *
bg_scene_load (const char *text, const char *name, guint32 seed)
{
  g_autoptr (GError) error = NULL;
  GgGame *game = gg_game_load_data (text, strlen (text), name, &error);

  g_assert_no_error (error);
  g_assert_true (gg_bg_play_begin (game, seed, GG_CHIT_MODE_TOKENS, &error));
  g_assert_no_error (error);
  return game;
}

/* The start of a 20 mm scene, 180 x 120 cm, and its squads A1 and B1 2 cm apart, each with its
 * platoon commander behind: A1's three figures on 30 mm deep bases (cavalry when the state says
 * so) face B1's leader and two men. */
#define BG_SCENE_HEAD                                                      \
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n" \
  "table: { width: 180, depth: 120 }\n"
#define BG_SCENE_A1                                                                               \
  "  - { id: A-1-L, x: 50, y: 20, facing: 0, base: { front: 15, depth: 30 }, side: A, squad: 1, " \
  "role: L1 }\n"                                                                                  \
  "  - { id: A-1-1, x: 48, y: 20, facing: 0, base: { front: 15, depth: 30 }, side: A, squad: 1, " \
  "role: '1' }\n"                                                                                 \
  "  - { id: A-1-2, x: 52, y: 20, facing: 0, base: { front: 15, depth: 30 }, side: A, squad: 1, " \
  "role: '1' }\n"                                                                                 \
  "  - { id: A-PLA, x: 50, y: 8, facing: 0, base: { front: 15, depth: 20 }, side: A, role: PLA "  \
  "}\n"
#define BG_SCENE_B1                                                                         \
  "  - { id: B-1-L, x: 50, y: 24.5, facing: 180, base: { front: 15, depth: 20 }, side: B, " \
  "squad: 1, role: L1 }\n"                                                                  \
  "  - { id: B-1-1, x: 48, y: 24.5, facing: 180, base: { front: 15, depth: 20 }, side: B, " \
  "squad: 1, role: '1' }\n"                                                                 \
  "  - { id: B-1-2, x: 52, y: 24.5, facing: 180, base: { front: 15, depth: 20 }, side: B, " \
  "squad: 1, role: '1' }\n"
#define BG_SCENE_B_PLA                                                                    \
  "  - { id: B-PLA, x: 50, y: 36, facing: 180, base: { front: 15, depth: 20 }, side: B, " \
  "role: PLA }\n"

/* A scene in play with the rules at its scale and the table the play's calls work on. */
typedef struct
{
  GgGame *game;
  GgBgRules *rules;
  GgBgTable *table;
} BgTable;

/* Opens the game in @text (named @name in errors), play begun from @seed. */
static G_GNUC_UNUSED void
bg_table_open (BgTable *f, const char *text, const char *name, guint32 seed)
{
  g_autoptr (GError) error = NULL;

  f->game = bg_scene_load (text, name, seed);
  f->rules = gg_bg_rules_new_builtin (f->game->scale, &error);
  g_assert_no_error (error);
  f->table = gg_bg_table_new (f->game, f->rules);
}

static G_GNUC_UNUSED void
bg_table_close (BgTable *f)
{
  gg_bg_table_free (f->table);
  gg_bg_rules_free (f->rules);
  gg_game_unref (f->game);
}

/* test-bg-steps.c's and test-bg-preview.c's table. Side A: squad 1 (leader and four in a row,
 * 30 cm long) and squad 2 (leader and one) at y 20 cm, with their platoon commander and Captain;
 * side B: squad 1 (leader and two) at y 80 cm. A house 30 cm deep stands between them across the
 * whole table, so neither side sees the other. 20 mm. */
#define BG_SCENE_STEPS                                                                             \
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n"                         \
  "table: { width: 180, depth: 120 }\n"                                                            \
  "terrain:\n"                                                                                     \
  "  - { id: house, kind: building, polygon: [[0, 35], [180, 35], [180, 65], [0, 65]] }\n"         \
  "figures:\n"                                                                                     \
  "  - { id: A-1-L, x: 50, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "  \
  "role: L1 }\n"                                                                                   \
  "  - { id: A-1-1, x: 55, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "  \
  "role: '1' }\n"                                                                                  \
  "  - { id: A-1-2, x: 60, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "  \
  "role: '1' }\n"                                                                                  \
  "  - { id: A-1-3, x: 65, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "  \
  "role: '1' }\n"                                                                                  \
  "  - { id: A-1-4, x: 80, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "  \
  "role: '1' }\n"                                                                                  \
  "  - { id: A-2-L, x: 120, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, " \
  "role: L2 }\n"                                                                                   \
  "  - { id: A-2-1, x: 122, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, " \
  "role: '2' }\n"                                                                                  \
  "  - { id: A-PLA, x: 100, y: 10, facing: 0, base: { front: 15, depth: 20 }, side: A, role: PLA " \
  "}\n"                                                                                            \
  "  - { id: A-CyL, x: 110, y: 4, facing: 0, base: { front: 15, depth: 20 }, side: A, role: CyL "  \
  "}\n"                                                                                            \
  "  - { id: B-1-L, x: 50, y: 80, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: "   \
  "1, "                                                                                            \
  "role: L1 }\n"                                                                                   \
  "  - { id: B-1-1, x: 52, y: 80, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: "   \
  "1, "                                                                                            \
  "role: '1' }\n"                                                                                  \
  "  - { id: B-1-2, x: 54, y: 80, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: "   \
  "1, "                                                                                            \
  "role: '1' }\n"
