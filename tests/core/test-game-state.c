/* The `state:` section of a game file: markers, chits, dice log; round trip and errors. */
#include <glib.h>
#include <string.h>

#include "gg-game.h"
#include "gg-bg-rules.h"
#include "gg-bg-state.h"

static const char *table =
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\ntable: { width: 180, depth: 120 }\n"
  "figures:\n"
  "  - { id: A-1-L1, x: 10, y: 10, base: { front: 15, depth: 20 }, side: A, squad: 1, role: L1 }\n"
  "  - { id: A-1-2, x: 12, y: 10, base: { front: 15, depth: 20 }, side: A, squad: 1, role: \"1\" "
  "}\n"
  "  - { id: B-1-L1, x: 50, y: 90, base: { front: 15, depth: 20 }, side: B, squad: 1, role: L1 }\n";

static GgGame *
load (const char *text, GError **error)
{
  return gg_game_load_data (text, strlen (text), "g.yaml", error);
}

/* BG-3.5-a/b, BG-4.2-g, BG-2.2-f, AMB-05: markers kept per squad and per figure */
static void
test_markers (void)
{
  g_autoptr (GgGameState) s = gg_game_state_new (3);
  const char *ids[] = { "A-1-3", NULL };
  gboolean ff;
  guint n;

  gg_bg_state_fired (s, 'A', 1, "A-1-2");
  g_assert_true (gg_bg_state_needs_reload (s, 'A', 1, "A-1-2"));
  g_assert_false (gg_bg_state_needs_reload (s, 'A', 1, "A-1-L1"));
  gg_bg_state_reloaded (s, 'A', 1, "A-1-2");
  g_assert_false (gg_bg_state_needs_reload (s, 'A', 1, "A-1-2"));
  gg_bg_state_record_losses (s, 'A', 1, ids, TRUE);
  g_assert_true (gg_bg_state_begin_activation (s, 'A', 1, &ff));
  g_assert_true (ff);                                             /* BG-4.4-o */
  g_assert_false (gg_bg_state_begin_activation (s, 'A', 1, &ff)); /* tested once */
  g_assert_false (gg_bg_state_begin_activation (s, 'B', 9, NULL));
  gg_bg_state_defer_loss (s, "B-1-2");
  g_assert_cmpstr (gg_bg_state_get_deferred (s, &n)[0], ==, "B-1-2");
  g_assert_cmpuint (n, ==, 1);
  gg_bg_state_clear_deferred (s);
  gg_bg_state_get_deferred (s, &n);
  g_assert_cmpuint (n, ==, 0);
}

/* Round trip: a game in progress saves and loads to the same bytes, and the dice carry on
 * exactly as if never saved (replay from the seed). */
/* BG-12.4-a: the player who suffered the losses picks the pieces: a recorded casualty, or one
 * held back by mutual fire (BG-2.2-f), moves to another figure of the squad still in play. */
static void
test_swap_loss (void)
{
  g_autoptr (GgGameState) s = gg_game_state_new (4);
  const char *lost[] = { "B-1-1", NULL };
  GgSquadState *b1;

  gg_bg_state_record_losses (s, 'B', 1, lost, FALSE);
  gg_bg_state_fired (s, 'B', 1, "B-1-2");
  g_assert_true (gg_bg_state_swap_loss (s, 'B', 1, "B-1-1", "B-1-2"));
  b1 = gg_bg_state_squad (s, 'B', 1, FALSE);
  g_assert_cmpuint (b1->removed->len, ==, 1);
  g_assert_true (gg_bg_state_is_out (s, "B-1-2"));
  g_assert_false (gg_bg_state_is_out (s, "B-1-1"));
  g_assert_false (gg_bg_state_needs_reload (s, 'B', 1, "B-1-2"));
  g_assert_true (b1->morale_test);
  /* not a casualty, or the other figure already out: refused */
  g_assert_false (gg_bg_state_swap_loss (s, 'B', 1, "B-1-1", "B-1-3"));
  g_assert_false (gg_bg_state_swap_loss (s, 'B', 1, "B-1-3", "B-1-2"));
  gg_bg_state_defer_loss (s, "B-1-3");
  g_assert_true (gg_bg_state_swap_loss (s, 'B', 1, "B-1-3", "B-1-4"));
  g_assert_cmpstr (gg_bg_state_get_deferred (s, NULL)[0], ==, "B-1-4");
  g_assert_false (gg_bg_state_is_out (s, "B-1-4")); /* still held back */
}

static void
test_round_trip (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = load (table, &error);
  g_autoptr (GgGame) back = NULL;
  g_autofree char *text = NULL, *again = NULL;
  const char *lost[] = { "A-1-2", NULL };
  GgGameState *s;
  GgChit pair[2];
  int next_a, next_b;

  g_assert_no_error (error);
  s = game->state = gg_game_state_new (1859);
  s->chits = gg_chitbag_new (GG_CHIT_MODE_TOKENS);
  gg_chitbag_add_squad (s->chits, 'A', 1, NULL);
  gg_chitbag_add_squad (s->chits, 'B', 1, NULL);
  gg_chitbag_draw_pair (s->chits, s->dice, pair);
  gg_bg_state_fired (s, 'A', 1, "A-1-L1");
  gg_bg_state_record_losses (s, 'A', 1, lost, FALSE);
  gg_dice_enter (s->dice, GG_DIE_D20, 17, "morale test, A1");
  gg_bg_state_defer_loss (s, "B-1-L1");
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  back = load (text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back->state);
  again = gg_game_to_yaml (back, &error);
  g_assert_cmpstr (text, ==, again);
  g_assert_cmpuint (gg_dice_get_n_rolls (back->state->dice), ==, gg_dice_get_n_rolls (s->dice));
  g_assert_true (gg_dice_get_roll (back->state->dice, gg_dice_get_n_rolls (s->dice) - 1)->entered);
  g_assert_true (gg_bg_state_needs_reload (back->state, 'A', 1, "A-1-L1"));
  g_assert_true (gg_bg_state_squad (back->state, 'A', 1, FALSE)->morale_test);
  g_assert_cmpuint (gg_game_state_get_turn (back->state), ==, 1);
  next_a = gg_dice_roll (s->dice, GG_DIE_D10, "next");
  next_b = gg_dice_roll (back->state->dice, GG_DIE_D10, "next");
  g_assert_cmpint (next_a, ==, next_b);
}

static void
test_errors (void)
{
  static const struct
  {
    const char *state, *expect;
  } cases[] = {
    { "state: { chits: {} }\n", "the state of play has no “seed”" },
    { "state: { seed: 1, colour: red }\n", "unknown key “colour”" },
    { "state: { seed: 1, squads: [ { squad: A1, reload: [nobody] } ] }\n",
      "no figure has the id “nobody”" },
    { "state: { seed: 1, squads: [ { squad: Z1 } ] }\n", "a squad's state needs “squad”" },
    { "state: { seed: 1, squads: [ { squad: A1 }, { squad: A1 } ] }\n",
      "squad A1 is listed twice" },
    { "state: { seed: 1, dice: [ { die: D10, value: 12 } ] }\n", "out of range" },
    { "state: { seed: 1, dice: [ { die: D7, value: 1 } ] }\n", "a die in the log needs “die”" },
    { "state: { seed: 1, squads: [ { squad: A1, morale-test: maybe } ] }\n",
      "expected true or false" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (table, cases[i].state, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = load (text, &error);

      g_assert_null (game);
      if (!g_str_has_prefix (error->message, "g.yaml:9:"))
        g_error ("case %u: “%s” is not placed on line 9", i, error->message);
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("case %u: “%s” lacks “%s”", i, error->message, cases[i].expect);
    }
}

/* BG-12.2, BG-15.2-b, BG-15.3-c: what the roster says of a squad (weapons per figure, traits,
 * training) saves and loads to the same bytes; the command radius follows the traits. */
static void
test_weapons_round_trip (void)
{
  static const char *state =
    "state:\n"
    "  seed: 7\n"
    "  squads:\n"
    "    - squad: A1\n"
    "      training: veteran\n"
    "      traits: [cacciatori]\n"
    "      weapons: { rifled-musket: [A-1-L1], precision-rifle: [A-1-2] }\n";
  g_autofree char *text = g_strconcat (table, state, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = load (text, &error);
  g_autoptr (GgGame) back = NULL;
  g_autofree char *out = NULL, *again = NULL;
  GgGameState *s;

  g_assert_no_error (error);
  s = game->state;
  g_assert_cmpstr (gg_bg_state_weapon (s, 'A', 1, "A-1-2"), ==, "precision-rifle");
  g_assert_cmpstr (gg_bg_state_weapon (s, 'A', 1, "A-1-L1"), ==, "rifled-musket");
  g_assert_null (gg_bg_state_weapon (s, 'B', 1, "B-1-L1"));
  g_assert_cmpuint (gg_bg_state_troop_flags (s, 'A', 1), ==, GG_BG_TROOP_CACCIATORI);
  g_assert_cmpuint (gg_bg_state_troop_flags (s, 'B', 1), ==, 0);
  g_assert_false (gg_bg_state_set_weapon (s, 'B', 1, "B-1-L1", "musket"));
  g_assert_true (gg_bg_state_set_weapon (s, 'B', 1, "B-1-L1", "sabre"));
  g_assert_true (gg_bg_state_set_weapon (s, 'A', 1, "A-1-2", "rifled-musket"));
  out = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (out, "weapons: {rifled-musket: [A-1-L1, A-1-2]}"));
  back = load (out, &error);
  g_assert_no_error (error);
  again = gg_game_to_yaml (back, &error);
  g_assert_cmpstr (out, ==, again);
  g_assert_cmpstr (gg_bg_state_weapon (back->state, 'B', 1, "B-1-L1"), ==, "sabre");
}

static void
test_weapons_errors (void)
{
  static const struct
  {
    const char *state, *expect;
  } cases[] = {
    { "state: { seed: 1, squads: [ { squad: A1, weapons: { musket: [A-1-L1] } } ] }\n",
      "unknown weapon “musket”; known: rifled-musket, smoothbore-musket" },
    { "state: { seed: 1, squads: [ { squad: A1, weapons: { sabre: [B-1-L1] } } ] }\n",
      "figure B-1-L1 is not in squad A1" },
    { "state: { seed: 1, squads: [ { squad: A1, weapons: { sabre: [A-1-2], lance: [A-1-2] } } ] "
      "}\n",
      "figure A-1-2 has two weapons" },
    { "state: { seed: 1, squads: [ { squad: A1, weapons: [sabre] } ] }\n", "weapons" },
    { "state: { seed: 1, squads: [ { squad: A1, weapons: { sabre: A-1-2 } } ] }\n", "sabre" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strconcat (table, cases[i].state, NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = load (text, &error);

      g_assert_null (game);
      if (!g_str_has_prefix (error->message, "g.yaml:9:"))
        g_error ("case %u: “%s” is not placed on line 9", i, error->message);
      if (strstr (error->message, cases[i].expect) == NULL)
        g_error ("case %u: “%s” lacks “%s”", i, error->message, cases[i].expect);
    }
}

/* A tampered dice log is caught: the rolls must follow from the seed */
static void
test_tampered_log (void)
{
  g_autoptr (GgDice) dice = gg_dice_new (5);
  int v = gg_dice_roll (dice, GG_DIE_D10, "x");
  g_autofree char *good =
    g_strdup_printf ("%sstate: { seed: 5, dice: [ { die: D10, value: %d } ] }\n", table, v);
  g_autofree char *bad = g_strdup_printf (
    "%sstate: { seed: 5, dice: [ { die: D10, value: %d } ] }\n", table, (v + 1) % 10);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) ok = load (good, &error);
  g_autoptr (GgGame) no = NULL;

  g_assert_no_error (error);
  no = load (bad, &error);
  g_assert_null (no);
  g_assert_nonnull (strstr (error->message, "does not follow from the seed"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-state/markers/BG-3.5-a", test_markers);
  g_test_add_func ("/game-state/swap-loss/BG-12.4-a", test_swap_loss);
  g_test_add_func ("/game-state/round-trip", test_round_trip);
  g_test_add_func ("/game-state/errors", test_errors);
  g_test_add_func ("/game-state/tampered-log", test_tampered_log);
  g_test_add_func ("/game-state/weapons/round-trip/BG-15.2-b", test_weapons_round_trip);
  g_test_add_func ("/game-state/weapons/errors", test_weapons_errors);
  return g_test_run ();
}
