/* bg-scene.h: loading a La Bella Gigogin scene written in a test (a game file's text) and
 * beginning play on it with a fixed seed, for the tests of the rules in play. */
#pragma once

#include <glib.h>
#include <string.h>

#include "gg-bg-play.h"
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
