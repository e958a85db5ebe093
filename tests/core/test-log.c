/* The referee's log: entries with time, turn and activation, the rolls they used, text export,
 * the game file round trip and its errors. */
#include <glib.h>
#include <string.h>

#include "gg-game-state.h"
#include "gg-game.h"
#include "gg-log.h"
#include "gg-i18n.h"
#include "gg-config.h"
#include <locale.h>

static void
test_append_and_text (void)
{
  g_autoptr (GgLog) log = gg_log_new ();
  g_autoptr (GgDice) dice = gg_dice_new (3);
  g_autofree char *text = NULL;
  guint first;

  gg_dice_roll (dice, GG_DIE_D10, "chit draw");
  first = gg_dice_get_n_rolls (dice) + 1;
  gg_dice_roll (dice, GG_DIE_D10, "fire, figure A-1-2");
  gg_dice_enter (dice, GG_DIE_D10, 4, "fire, figure A-1-3");
  g_assert_cmpuint (gg_log_append_at (log, 1795340000, GG_LOG_ROLL, 2, "A1 + B3",
                                      "Squad A1 fires at B3: 1 hit", first, 2),
                    ==, 1);
  g_assert_cmpuint (
    gg_log_append_at (log, 1795340060, GG_LOG_MEASURE, 2, NULL, "A-1-L1 to B-1-L1: 79.08 cm", 0, 5),
    ==, 2);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, 2);
  g_assert_cmpuint (gg_log_get_entry (log, 1)->n_rolls, ==, 0); /* no rolls without a first */
  text = gg_log_to_text (log, dice);
  g_assert_nonnull (strstr (text, "#1 "));
  g_assert_nonnull (strstr (text, "A1 + B3"));
  g_assert_nonnull (strstr (text, "fire, figure A-1-2"));
  g_assert_nonnull (strstr (text, "D10 4 (fire, figure A-1-3), a real die"));
  g_assert_null (strstr (text, "chit draw")); /* not one of the entry's rolls */
  g_assert_nonnull (strstr (text, "79.08 cm"));
}

static void
test_game_file_round_trip (void)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "demo.yaml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autoptr (GgGame) again = NULL;
  g_autofree char *once = NULL;
  g_autofree char *twice = NULL;

  g_assert_no_error (error);
  g_clear_pointer (&game->state, gg_game_state_free); /* the demo has a state of its own */
  game->state = gg_game_state_new (1859);
  gg_dice_roll (game->state->dice, GG_DIE_D20, "morale test, squad A1");
  gg_log_append_at (game->state->log, 1795340000, GG_LOG_ROLL, 1, "A1 + B2", "Morale: holds", 1, 1);
  gg_log_append_at (game->state->log, 1795340060, GG_LOG_RULING, 1, NULL,
                    "Line of sight A-1-L1 to B-1-L1 ruled clear", 0, 0);
  once = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  again = gg_game_load_data (once, strlen (once), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gg_log_get_n_entries (again->state->log), ==, 2);
  g_assert_cmpint (gg_log_get_entry (again->state->log, 1)->kind, ==, GG_LOG_RULING);
  g_assert_cmpstr (gg_log_get_entry (again->state->log, 0)->activation, ==, "A1 + B2");
  twice = gg_game_to_yaml (again, NULL);
  g_assert_cmpstr (once, ==, twice);
}

static void
test_errors (void)
{
  static const struct
  {
    const char *log;
    const char *message;
  } cases[] = {
    { "[{ kind: shout, text: x }]", "unknown log entry kind" },
    { "[{ kind: note }]", "needs “kind” and “text”" },
    { "[{ kind: note, text: x, colour: red }]", "unknown key “colour”" },
    { "[{ kind: roll, text: x, rolls: [1, 5] }]", "does not have (0 rolls)" },
    { "[{ kind: roll, text: x, rolls: 3 }]", "[first, count]" },
    { "{ kind: note }", "must be a list" },
    { "[{ kind: note, text: x, parts: [[]] }]", "[message, values…]" },
    { "[{ kind: note, text: x, parts: [{ message: a, n: 1 }] }]", "needs “message” and “values”" },
    { "[{ kind: note, text: x, parts: [{ message: a, values: [], n: 1 }] }]", "“plural” and “n”" },
    { "[{ kind: note, text: x, parts: [{ message: a, values: [b], labels: [2] }] }]",
      "out of range" },
    { "[{ kind: note, text: x, parts: [{ message: a, colour: red }] }]", "unknown key" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("format: gigogin-game/1\nruleset: bella-gigogin\n"
                                               "units: cm\ntable: { width: 10, depth: 10 }\n"
                                               "state:\n  seed: 1\n  log: %s\n",
                                               cases[i].log);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "g.yaml", &error);

      g_assert_null (game);
      if (!g_str_has_prefix (error->message, "g.yaml:7:") ||
          strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: %s", i, error->message);
    }
}

static guint
append_message (GgLog *log, const char *message, ...)
{
  va_list args;
  guint serial;

  va_start (args, message);
  serial = gg_log_append_messagev (log, 1000, GG_LOG_RULING, 2, "A5 + B6", 0, 0, message, args);
  va_end (args);
  return serial;
}

/* An entry kept as data (its message and values) is said in the reader's language: logged in
 * English, read back in Italian; the file keeps the English text too, for older readers. */
static void
test_message (void)
{
  g_autoptr (GgLog) log = gg_log_new ();
  g_autoptr (GgYamlNode) yaml = NULL;
  g_autoptr (GgLog) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *said = NULL;
  const GgLogEntry *e;

  append_message (log, "Squad %c%d is spotted: an enemy figure sees its markers (BG-14.3-d)", 'B',
                  6);
  append_message (log, "%s at %.1f cm, %u%%", "A-1-L1", 12.25, 40u);
  e = gg_log_get_entry (log, 0);
  g_assert_cmpstr (e->text, ==,
                   "Squad B6 is spotted: an enemy figure sees its markers (BG-14.3-d)");
  g_assert_cmpstr (e->values[0], ==, "B");
  g_assert_cmpstr (e->values[1], ==, "6");
  g_assert_cmpstr (gg_log_get_entry (log, 1)->text, ==, "A-1-L1 at 12.2 cm, 40%");
  yaml = gg_log_to_yaml (log);
  text = gg_yaml_emit (yaml, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "message:"));
  g_assert_nonnull (strstr (text, "values:"));
  g_assert_nonnull (strstr (text, "text: \"Squad B6 is spotted"));
  /* read back in Italian */
  g_setenv ("LANGUAGE", "it", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
  {
    g_autoptr (GgYamlNode) root = gg_yaml_parse (text, strlen (text), "log.yaml", NULL, &error);

    g_assert_no_error (error);
    again = gg_log_from_yaml (root, "log.yaml", 0, &error);
  }
  g_assert_no_error (error);
  said = gg_log_entry_render (gg_log_get_entry (again, 0));
  g_assert_true (g_str_has_prefix (said, "La squadra B6 è avvistata"));
  g_setenv ("LANGUAGE", "C", TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/log/message/BG-14.3-d", test_message);
  g_test_add_func ("/log/append-and-text", test_append_and_text);
  g_test_add_func ("/log/game-file/round-trip", test_game_file_round_trip);
  g_test_add_func ("/log/game-file/errors", test_errors);
  return g_test_run ();
}
