/* report-scene.h: a La Bella Gigogin game played for the battle report's tests: two squads fire
 * at each other over two turns through the play calls, the replay recording the table at each
 * entry as the document does. */
#pragma once

#include "bg-scene.h"
#include "gg-replay.h"

/* Two sides 2 cm apart (bg-scene.h) fire at each other over two turns, through the play calls;
 * the replay records the table at each entry, as the document does. */
static G_GNUC_UNUSED GgGame *
played_game (guint32 seed)
{
  GgGame *game = bg_scene_load (BG_SCENE_HEAD "figures:\n" BG_SCENE_A1 BG_SCENE_B1 BG_SCENE_B_PLA,
                                "report.yaml", seed);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, &error);
  GgBgFirer a[2] = { { "A-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE },
                     { "A-1-2", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE } };
  GgBgFirer b[2] = { { "B-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE },
                     { "B-1-2", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE } };
  GgBgFireTarget target = { GG_BG_COVER_NONE, TRUE };
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 }, pair[2];

  g_assert_no_error (error);
  game->replay = gg_replay_new ();
  game->state->clock = 1800000000;
  for (int turn = 0; turn < 2; turn++)
    {
      GgBgFire fa = { 0 }, fb = { 0 };

      while (gg_bg_play_draw (game, rules, pair) > 0)
        ;
      gg_bg_play_fire (game, rules, &a1, &b1, GG_BG_ARM_INFANTRY, a, 2, &target, &fa);
      gg_replay_record (game->replay, game, gg_log_get_n_entries (game->state->log));
      /* A's squad steps forward 5 cm: the map's arrow */
      gg_game_lookup_figure (game, "A-1-L")->base.centre.y += 50;
      gg_bg_play_fire (game, rules, &b1, &a1, GG_BG_ARM_INFANTRY, b, 2, &target, &fb);
      gg_replay_record (game->replay, game, gg_log_get_n_entries (game->state->log));
      gg_bg_fire_clear (&fa);
      gg_bg_fire_clear (&fb);
      gg_bg_play_new_turn (game);
    }
  return game;
}
