/* fuzz-game-file.c: any bytes given to the game-file loader give a game or a placed error,
 * and a game that loads saves to a file that loads again and saves to the same bytes. */
#include <string.h>

#include "fuzz-common.h"
#include "gg-game.h"

static void
check_save_round_trip (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = gg_game_to_yaml (game, &error);
  g_autoptr (GgGame) again = NULL;
  g_autofree char *saved_again = NULL;

  g_assert_no_error (error);
  again = gg_game_load_data (saved, strlen (saved), "saved.yaml", &error);
  g_assert_no_error (error);
  saved_again = gg_game_to_yaml (again, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (saved, ==, saved_again);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data ((const char *) data, size, "fuzz.yaml", &error);

  if (game == NULL)
    fuzz_assert_placed_error (error, "fuzz.yaml");
  else
    check_save_round_trip (game);
  return 0;
}
