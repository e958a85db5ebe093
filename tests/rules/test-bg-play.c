/* La Bella Gigogin in play: state round trip, chain of command, activation sequence, logged
 * rolls and replay, characters, prisoners, sealed hidden squads, score. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "core-support.h"
#include "gg-bg-chain.h"
#include "gg-bg-hidden.h"
#include "gg-bg-officers.h"
#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-command.h"
#include "gg-query.h"
#include "gg-spatial.h"

/* Side A: squad 1 (leader L1 and four privates, one 16 cm away), squad 2 (leader and two),
 * platoon commander PLA, Captain CyL with musician M. Side B: squad 1 of three. 20 mm. */
static const char scene[] =
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n"
  "table: { width: 180, depth: 120 }\n"
  "figures:\n"
  "  - { id: A-1-L, x: 50, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: L1 }\n"
  "  - { id: A-1-1, x: 52, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-1-2, x: 54, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-1-3, x: 56, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  /* 17.5 cm between centres: 16 cm edge to edge, beyond 15 but within Cacciatori's 20 */
  "  - { id: A-1-4, x: 67.5, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-2-L, x: 90, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: L2 }\n"
  "  - { id: A-2-1, x: 92, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: A-2-2, x: 94, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: A-PLA, x: 60, y: 10, facing: 0, base: { front: 15, depth: 20 }, side: A, role: PLA }\n"
  "  - { id: A-CyL, x: 60, y: 4, facing: 0, base: { front: 15, depth: 20 }, side: A, role: CyL }\n"
  "  - { id: A-M, x: 62, y: 4, facing: 0, base: { front: 15, depth: 20 }, side: A, role: M }\n"
  "  - { id: B-1-L, x: 50, y: 60, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: L1 }\n"
  "  - { id: B-1-1, x: 52, y: 60, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-1-2, x: 54, y: 60, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n";

static GgGame *
load (const char *extra)
{
  g_autofree char *text = g_strconcat (scene, extra, NULL);
  g_autoptr (GError) error = NULL;
  GgGame *game = gg_game_load_data (text, strlen (text), "scene.yaml", &error);

  g_assert_no_error (error);
  return game;
}

static GgBgRules *
rules (int scale)
{
  return gg_bg_rules_new_builtin (scale, NULL);
}

static GgBgSquadCommand *
squad (GgGame *game, GgBgRules *r, char side, int n)
{
  GgBgSquadCommand *c = gg_bg_command_squad (game, r, side, n);

  g_assert_nonnull (c);
  return c;
}

static gboolean
out_has (GgBgSquadCommand *c, const char *id)
{
  for (guint i = 0; i < c->out_of_radius->len; i++)
    if (g_str_equal (((GgFigure *) g_ptr_array_index (c->out_of_radius, i))->id, id))
      return TRUE;
  return FALSE;
}

/* BG-4.8-a, BG-2.1-c, BG-4.1-b: 15 cm edge to edge from the squad leader; BG-15.3-c Cacciatori
 * 20 cm; BG-15.3-e Titubanti 10 cm; BG-3.6-b scaled (28 mm: 22.5 cm). */
static void
test_squad_radius (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame)
    game = load ("state: { seed: 1, squads: [ { squad: A2, traits: [titubanti] } ] }\n");
  g_autoptr (GgBgSquadCommand) a1 = squad (game, r, 'A', 1);
  g_autoptr (GgBgSquadCommand) a2 = squad (game, r, 'A', 2);
  GgSquadState *s = gg_bg_state_squad (game->state, 'A', 1, TRUE);

  g_assert_true (out_has (a1, "A-1-4"));
  g_assert_false (out_has (a1, "A-1-3"));
  g_assert_cmpfloat_with_epsilon (a1->radius.value, 150, 1e-9);
  g_assert_cmpfloat_with_epsilon (a2->radius.value, 100, 1e-9);
  g_assert_cmpstr (a2->radius.rule, ==, "BG-15.3-e");
  s->traits = GG_BG_TRAIT_CACCIATORI;
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);
    g_autoptr (GgBgRules) r28 = rules (28);
    g_autoptr (GgBgSquadCommand) c28 = NULL;

    g_assert_false (out_has (c, "A-1-4"));
    g_assert_cmpstr (c->radius.rule, ==, "BG-15.3-c");
    s->traits = 0;
    c28 = squad (game, r28, 'A', 1);
    g_assert_cmpfloat_with_epsilon (c28->radius.value, 225, 1e-9);
    g_assert_false (out_has (c28, "A-1-4"));
  }
}

/* BG-4.8-b/c/d, BG-4.5-g/h, BG-2.5-b, AMB-16, AMB-23: the platoon and company links, the
 * musician widening the Captain's radius to 50 cm. */
static void
test_chain_links (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgSquadCommand) a1 = squad (game, r, 'A', 1);
  g_autoptr (GgBgSquadCommand) a2 = NULL;
  GgFigure *pla = gg_game_lookup_figure (game, "A-PLA");
  GgFigure *m = gg_game_lookup_figure (game, "A-M");

  g_assert_true (a1->platoon.present);
  g_assert_true (a1->platoon.in_range);
  g_assert_nonnull (a1->company.musician);
  g_assert_cmpfloat_with_epsilon (a1->company.radius.value, 500, 1e-9);
  g_assert_cmpstr (a1->company.radius.rule, ==, "BG-4.8-d");
  g_assert_true (a1->in_command);
  /* squad 2's leader is 30 cm from the platoon commander: out of command (BG-4.8-b) */
  a2 = squad (game, r, 'A', 2);
  g_assert_false (a2->in_command);
  g_assert_cmpstr (a2->rule, ==, "BG-4.8-b");
  /* the musician away: the Captain's radius drops to 15 cm (BG-4.8-c, BG-4.5-h) */
  m->base.centre.x = 900;
  pla->base.centre.y = 300;
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);

    g_assert_null (c->company.musician);
    g_assert_cmpfloat_with_epsilon (c->company.radius.value, 150, 1e-9);
    g_assert_false (c->company.in_range);
    g_assert_false (c->in_command);
  }
}

/* BG-4.1-g: the platoon commander out of action puts his platoon out of command; BG-4.1-h: an
 * officer attached to a leaderless squad takes command of it; BG-2.5-c, BG-4.1-c. */
static void
test_chain_losses (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 1, officers: [ { figure: A-PLA, out: true } ],"
                                  " squads: [ { squad: A2, removed: [A-2-L] } ] }\n");
  g_autoptr (GgBgSquadCommand) a1 = squad (game, r, 'A', 1);
  g_autoptr (GgBgSquadCommand) a2 = squad (game, r, 'A', 2);
  GgChit c2 = { 'A', 2 };

  g_assert_false (a1->in_command);
  g_assert_cmpstr (a1->rule, ==, "BG-4.1-g");
  g_assert_false (a2->in_command);
  g_assert_cmpstr (a2->rule, ==, "BG-4.1-h");
  gg_bg_play_attach (game, "A-CyL", &c2);
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 2);

    g_assert_true (c->leader_is_officer);
    g_assert_cmpstr (c->leader->id, ==, "A-CyL");
    g_assert_true (c->in_command);
  }
}

/* The state section round trip: every new key written and read back the same (strict keys). */
static const char full_state[] =
  "state:\n"
  "  seed: 7\n"
  "  squads:\n"
  "    - { squad: A1, morale-test: false, friendly-fire: false, reload: [], removed: [], platoon: "
  "\"A\", "
  "arm: cavalry, training: veteran, traits: [cacciatori, elite], characters: [carismatico, "
  "sfortunato], "
  "command: out, protector-fallen: true, under-fire: true, small-target-hits: 2, abandoned: true, "
  "activation: [begun, morale-due, morale-tested, acted] }\n"
  "  deferred: []\n"
  "  officers:\n"
  "    - { figure: \"A-PLA\", characters: [previdente], attached: A1, attached-turn: 2, "
  "moved-turn: 3, out: true }\n"
  "  activations:\n"
  "    - { turn: 1, pair: [A1, B1], interaction: mutual-fire, fired: 1 }\n"
  "    - { turn: 1, pair: [A2], interaction: apart }\n"
  "  captain-attempts: { A: 2, B: 0 }\n"
  "  captain-rolled: { A: 1, B: 0 }\n"
  "  prisoners:\n"
  "    - { figure: \"B-1-2\", captor: A1, escorts: [\"A-1-1\"] }\n"
  "  hidden:\n"
  "    - { squad: B3, mode: imboscata, dummies: [], seal: \"gg1:AAAA\", locked: true }\n"
  "  objectives:\n"
  "    - { side: A, points: 5, conquered: false }\n"
  "  gigogin-fallen: [B]\n"
  "  dice: []\n";

static void
test_state_round_trip (void)
{
  g_autoptr (GgGame) game = load (full_state);
  g_autoptr (GError) error = NULL;
  g_autofree char *once = gg_game_to_yaml (game, &error);
  g_autoptr (GgGame) again = gg_game_load_data (once, strlen (once), "again.yaml", &error);
  g_autofree char *twice = NULL;
  GgSquadState *s = gg_bg_state_squad (game->state, 'A', 1, FALSE);

  g_assert_no_error (error);
  twice = gg_game_to_yaml (again, &error);
  g_assert_cmpstr (once, ==, twice);
  g_assert_cmpint (s->arm, ==, GG_BG_ARM_CAVALRY);
  g_assert_cmpuint (s->traits, ==, GG_BG_TRAIT_CACCIATORI | GG_BG_TRAIT_ELITE);
  g_assert_cmpint (s->command, ==, 0);
  g_assert_cmpint (gg_bg_state (game->state)->captain_attempts[0], ==, 2);
  g_assert_cmpuint (gg_bg_state (game->state)->captain_turn[0], ==, 1);
  g_assert_cmpuint (s->steps, ==,
                    GG_STEP_BEGUN | GG_STEP_MORALE_DUE | GG_STEP_MORALE_TESTED | GG_STEP_ACTED);
  g_assert_cmpuint (
    g_array_index (gg_bg_state (game->state)->activations, GgActivationRecord, 0).fired, ==, 1);
  g_assert_cmpuint (gg_bg_state (game->state)->activations->len, ==, 2);
  g_assert_true (gg_bg_state (game->state)->gigogin_fallen[1]);
  g_assert_true (gg_bg_state_is_out (game->state, "B-1-2"));
  g_assert_true (gg_bg_state_is_out (game->state, "A-PLA"));
  g_assert_nonnull (strstr (once, "interaction: mutual-fire"));
}

static void
assert_refused (const char *state, const char *where)
{
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strconcat (scene, state, NULL);

  game = gg_game_load_data (text, strlen (text), "bad.yaml", &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, where));
}

static void
test_state_strict (void)
{
  assert_refused ("state: { seed: 1, officers: [ { figure: A-PLA, colour: red } ] }\n",
                  "bad.yaml:");
  assert_refused ("state: { seed: 1, officers: [ { figure: nobody } ] }\n", "bad.yaml:");
  assert_refused ("state: { seed: 1, squads: [ { squad: A1, traits: [brave] } ] }\n", "bad.yaml:");
  assert_refused ("state: { seed: 1, activations: [ { turn: 1, pair: [A1, B1, A2] } ] }\n",
                  "bad.yaml:");
  assert_refused ("state: { seed: 1, objectives: [ { side: C, points: 1 } ] }\n", "bad.yaml:");
  assert_refused ("state: { seed: 1, captain-attempts: { A: 1, C: 2 } }\n", "bad.yaml:");
  assert_refused ("state: { seed: 1, captain-rolled: { A: -1 } }\n", "bad.yaml:");
  assert_refused ("state: { seed: 1, squads: [ { squad: A1, activation: [halfway] } ] }\n",
                  "bad.yaml:");
  assert_refused ("state: { seed: 1, hidden: [ { squad: A9, mode: secret, seal: x } ] }\n",
                  "bad.yaml:");
}

/* A scripted game: BG-2.2-a pairs, BG-4.8-m command fixed at activation, BG-2.2-f mutual fire,
 * BG-10.8-a/b officers, BG-4.8-j/k the Captain, logged rolls. Returns the file. */
static char *
play_script (guint32 seed)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GError) error = NULL;
  GgChit pair[2];
  GgBgMoraleInput in;
  GgBgMorale morale = { 0 };
  GgBgFirer firers[2] = { { "A-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE },
                          { "A-1-2", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE } };
  GgBgFireTarget target = { GG_BG_COVER_NONE, TRUE };
  GgBgFire fire = { 0 };
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  int roll;

  g_assert_true (gg_bg_play_begin (game, seed, GG_CHIT_MODE_TOKENS, &error));
  game->state->clock = 1800000000;
  while (gg_bg_play_draw (game, r, pair) > 0)
    ;
  gg_bg_play_new_turn (game);
  gg_bg_play_draw (game, r, pair);
  gg_bg_play_morale_input (game, r, 'A', 1, FALSE, &in);
  gg_bg_play_morale (game, r, 'A', 1, &in, &morale, NULL);
  gg_bg_play_fire (game, r, &a1, &b1, GG_BG_ARM_INFANTRY, firers, 2, &target, &fire);
  gg_bg_play_captain (game, r, 'A', &roll);
  gg_bg_play_dispute (game, "is the hedge a wall?", &roll);
  gg_bg_morale_clear (&morale);
  gg_bg_fire_clear (&fire);
  return gg_game_to_yaml (game, &error);
}

/* Replays identically from the seed; every roll is in a GG_LOG_ROLL entry. */
static void
test_replay (void)
{
  g_autofree char *a = play_script (1859);
  g_autofree char *b = play_script (1859);
  g_autofree char *c = play_script (1860);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (a, strlen (a), "a.yaml", &error);
  guint rolls = 0;

  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  for (guint i = 0; i < gg_log_get_n_entries (game->state->log); i++)
    {
      const GgLogEntry *e = gg_log_get_entry (game->state->log, i);

      g_assert_cmpint (e->kind, ==, GG_LOG_ROLL);
      g_assert_nonnull (strstr (e->text, "[BG-"));
      /* the last chit of a bag needs no die */
      g_assert_cmpuint (e->first_roll, ==, e->n_rolls ? rolls + 1 : 0);
      rolls += e->n_rolls;
    }
  g_assert_cmpuint (rolls, ==, gg_dice_get_n_rolls (game->state->dice));
  g_assert_nonnull (strstr (a, "Morale test A1"));
}

/* BG-2.2-a/c/d, BG-3.4-b/d: every squad drawn once a turn, pairs recorded with the turn;
 * BG-4.8-m: the status fixed at activation does not follow later movement. */
static void
test_activation_sequence (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit pair[2];
  guint drawn = 0, n;
  GgFigure *leader = gg_game_lookup_figure (game, "A-2-L");

  g_assert_true (gg_bg_play_begin (game, 3, GG_CHIT_MODE_TOKENS, NULL));
  while ((n = gg_bg_play_draw (game, r, pair)) > 0)
    drawn += n;
  g_assert_cmpuint (drawn, ==, 3);
  g_assert_cmpuint (gg_bg_state (game->state)->activations->len, ==, 2);
  g_assert_cmpuint (g_array_index (gg_bg_state (game->state)->activations, GgActivationRecord, 0).n,
                    ==, 2);
  g_assert_cmpuint (
    g_array_index (gg_bg_state (game->state)->activations, GgActivationRecord, 1).turn, ==, 1);
  /* A2 was out of command when drawn; moving its leader now changes nothing (BG-4.8-m) */
  g_assert_false (gg_bg_play_in_command (game, r, 'A', 2));
  leader->base.centre.x = 600;
  g_assert_false (gg_bg_play_in_command (game, r, 'A', 2));
  gg_bg_play_new_turn (game);
  g_assert_cmpuint (gg_game_state_get_turn (game->state), ==, 2);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (game->state->chits), ==, 3);
}

/* BG-2.2-e/f: the first squad's hits wait until the second has fired. */
static void
test_mutual_fire (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 2 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgBgTable) table = gg_bg_table_new (game, r);
  g_autoptr (GPtrArray) released = NULL;

  /* held back as gg_bg_play_squad_fire holds the first squad's hits */
  gg_bg_state_defer_loss (game->state, "B-1-1");
  g_assert_false (gg_bg_state_is_out (game->state, "B-1-1"));
  gg_bg_state_defer_loss (game->state, "A-1-1");
  released = gg_bg_play_release_deferred (table); /* as the pair card does after the second */
  g_assert_cmpuint (released->len, ==, 2);
  g_assert_true (gg_bg_state_is_out (game->state, "B-1-1"));
  g_assert_true (gg_bg_state_is_out (game->state, "A-1-1"));
  /* BG-2.3-a, BG-3.5-b: both squads must test morale at their next activation */
  g_assert_true (gg_bg_state_squad (game->state, 'B', 1, FALSE)->morale_test);
}

/* BG-2.2-g, appendix B case 12: infantry against cavalry over 27 cm meet 9 cm from the infantry. */
static void
test_mutual_charge (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgPoint inf = { 0, 0 }, cav = { 0, 270 }, foot = { 0, 200 };
  GgPoint m = gg_bg_play_meeting_point (r, GG_BG_ARM_INFANTRY, inf, GG_BG_ARM_CAVALRY, cav);

  g_assert_cmpfloat_with_epsilon (m.y, 90, 1e-6);
  m = gg_bg_play_meeting_point (r, GG_BG_ARM_INFANTRY, inf, GG_BG_ARM_INFANTRY, foot);
  g_assert_cmpfloat_with_epsilon (m.y, 100, 1e-6);
}

/* BG-10.8-a/b: an officer moves once a turn, with a squad of his that has been activated. */
static void
test_officer_moves (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit pair[2], a1 = { 'A', 1 }, b1 = { 'B', 1 };
  const char *rule;

  g_assert_true (gg_bg_play_begin (game, 5, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_false (gg_bg_play_officer_may_move (game, "A-PLA", &a1, &rule));
  while (gg_bg_play_draw (game, r, pair) > 0)
    ;
  g_assert_false (gg_bg_play_officer_may_move (game, "A-PLA", &b1, &rule));
  g_assert_true (gg_bg_play_officer_moved (game, "A-PLA", &a1));
  g_assert_false (gg_bg_play_officer_may_move (game, "A-PLA", &a1, &rule));
  g_assert_cmpstr (rule, ==, "BG-10.8-b");
  gg_bg_play_new_turn (game);
  gg_bg_play_draw (game, r, pair);
  gg_bg_play_draw (game, r, pair);
  g_assert_true (gg_bg_play_officer_may_move (game, "A-PLA", &a1, &rule));
}

/* BG-4.8-j/k: the attempt counter is kept and widens the range, one attempt a turn. */
static void
test_captain_counter (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) r = rules (20);
  int roll, attempts = 0;

  g_assert_true (gg_bg_play_begin (game, 11, GG_CHIT_MODE_TOKENS, NULL));
  for (int i = 0; i < 12; i++)
    {
      gboolean ok = gg_bg_play_captain (game, r, 'B', &roll);

      g_assert_cmpint (ok, ==, roll <= attempts + 1);
      attempts = ok ? 0 : attempts + 1;
      g_assert_cmpint (gg_bg_state (game->state)->captain_attempts[1], ==, attempts);
      gg_bg_play_new_turn (game);
    }
}

/* Saves @game and loads it again. */
static GgGame *
reopen (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gg_game_to_yaml (game, &error);
  GgGame *again;

  g_assert_no_error (error);
  again = gg_game_load_data (text, strlen (text), "again.yaml", &error);
  g_assert_no_error (error);
  return again;
}

/* BG-4.8-k: "repeated once per turn": a second roll in the same turn is refused and rolls no
 * die, also after the game is saved and opened again; the next turn (the bag refilled) may. */
static void
test_captain_once_a_turn (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GgBgRules) r = rules (20);
  int roll;
  guint rolls;

  g_assert_true (gg_bg_play_begin (game, 12, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_true (gg_bg_play_captain_may_roll (game, 'A'));
  g_assert_true (gg_dice_queue_entered (game->state->dice, GG_DIE_D10, 9));
  g_assert_false (gg_bg_play_captain (game, r, 'A', &roll));
  g_assert_cmpint (roll, ==, 9);
  g_assert_false (gg_bg_play_captain_may_roll (game, 'A'));
  g_assert_true (gg_bg_play_captain_may_roll (game, 'B')); /* the other side's company */
  again = reopen (game);
  rolls = gg_dice_get_n_rolls (again->state->dice);
  g_assert_false (gg_bg_play_captain (again, r, 'A', &roll));
  g_assert_cmpint (roll, ==, -1);
  g_assert_cmpuint (gg_dice_get_n_rolls (again->state->dice), ==, rolls);
  g_assert_cmpint (gg_bg_state (again->state)->captain_attempts[0], ==, 1);
  gg_bg_play_new_turn (again);
  g_assert_true (gg_bg_play_captain_may_roll (again, 'A'));
  g_assert_true (gg_dice_queue_entered (again->state->dice, GG_DIE_D10, 2));
  g_assert_true (gg_bg_play_captain (again, r, 'A', &roll)); /* attempt 2: 0–2 */
}

static guint
count_entries (GgGame *game, const char *text)
{
  guint n = 0;

  for (guint i = 0; i < gg_log_get_n_entries (game->state->log); i++)
    n += strstr (gg_log_get_entry (game->state->log, i)->text, text) != NULL;
  return n;
}

/* BG-2.2-a, BG-2.3-a: a pair drawn and half acted, saved and opened again, is the same pair
 * with the same chits gone from the bag, the same interaction and progress; the morale test
 * due (its marker read as the squad activated) is still due; the draw is logged once. */
static void
test_drawn_pair_saved (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GgBgRules) r = rules (20);
  GgChit pair[2], after[2];

  g_assert_true (gg_bg_play_begin (game, 21, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_cmpuint (gg_bg_play_draw (game, r, pair), ==, 2);
  /* the first squad drawn had losses before: its marker says a test is due (BG-3.5-b) */
  gg_bg_state_squad (game->state, pair[0].side, pair[0].squad, TRUE)->morale_test = TRUE;
  gg_bg_play_set_interaction (game, GG_PAIR_MUTUAL_FIRE);
  g_assert_cmpuint (gg_bg_play_pair_fired (game), ==, 0);
  for (guint i = 0; i < 2; i++)
    gg_bg_play_begin_squad (game, &pair[i]);
  gg_bg_play_step (game, &pair[0], GG_STEP_ACTED);
  again = reopen (game);
  g_assert_cmpuint (gg_chitbag_get_current (again->state->chits, after), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (after[i].side, ==, pair[i].side);
      g_assert_cmpint (after[i].squad, ==, pair[i].squad);
    }
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (again->state->chits), ==, 1);
  g_assert_false (gg_chitbag_in_bag (again->state->chits, pair[1].side, pair[1].squad));
  g_assert_cmpint (gg_bg_play_get_interaction (again), ==, GG_PAIR_MUTUAL_FIRE);
  g_assert_cmpuint (gg_bg_play_pair_fired (again), ==, 1);
  g_assert_cmpuint (gg_bg_play_begin_squad (again, &pair[0]), ==,
                    GG_STEP_BEGUN | GG_STEP_MORALE_DUE | GG_STEP_ACTED);
  g_assert_cmpuint (gg_bg_play_begin_squad (again, &pair[1]), ==, GG_STEP_BEGUN);
  g_assert_false (test_bg_morale_due (again, &pair[0])); /* the marker was read once */
  g_assert_cmpuint (count_entries (again, "Chits drawn"), ==, 1);
}

/* BG-2.2-a: chits typed in from a real bag: the second joins the first in one record; the next
 * starts a new one and its squad's activation starts afresh. */
static void
test_draw_entered (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 }, a2 = { 'A', 2 };
  GgActivationRecord *rec;

  g_assert_true (gg_bg_play_begin (game, 22, GG_CHIT_MODE_TOKENS, NULL));
  gg_bg_play_step (game, &a2, GG_STEP_BEGUN | GG_STEP_ACTED); /* from an earlier turn */
  g_assert_true (gg_bg_play_draw_entered (game, r, a1));
  g_assert_true (gg_bg_play_draw_entered (game, r, b1));
  g_assert_false (gg_bg_play_draw_entered (game, r, a1));
  g_assert_cmpuint (gg_bg_state (game->state)->activations->len, ==, 1);
  rec = &g_array_index (gg_bg_state (game->state)->activations, GgActivationRecord, 0);
  g_assert_cmpuint (rec->n, ==, 2);
  g_assert_cmpint (rec->pair[1].side, ==, 'B');
  g_assert_true (gg_bg_play_draw_entered (game, r, a2));
  g_assert_cmpuint (gg_bg_state (game->state)->activations->len, ==, 2);
  g_assert_cmpuint (gg_bg_play_begin_squad (game, &a2), ==, GG_STEP_BEGUN);
  g_assert_cmpuint (count_entries (game, "Chit drawn by hand"), ==, 3);
}

/* BG-15.1-n Sfortunato: a second D20 decides his fate. BG-9-d, BG-15.3-a, BG-15.1-b/j inputs. */
static void
test_morale_characters (void)
{
  g_autoptr (GgGame)
    game = load ("state: { seed: 4, squads: [ { squad: A1, training: veteran, "
                 "traits: [elite], characters: [sfortunato, codardo, carismatico] } ] }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgBgMoraleInput in;
  guint second_rolls = 0;

  gg_bg_play_morale_input (game, r, 'A', 1, FALSE, &in);
  g_assert_cmpint (in.figures, ==, 5);
  g_assert_true (in.elite);
  g_assert_true (in.codardo);
  g_assert_true (in.extra_die);
  g_assert_cmpint (in.training, ==, GG_BG_TRAINING_VETERANS);
  for (int i = 0; i < 30; i++)
    {
      GgBgMorale m = { 0 };
      gboolean hit;
      guint before = gg_dice_get_n_rolls (game->state->dice);

      gg_bg_play_morale (game, r, 'A', 1, &in, &m, &hit);
      /* two D20 (Carismatico), a third for Sfortunato unless the first result hit him */
      second_rolls += gg_dice_get_n_rolls (game->state->dice) - before == 3;
      if (hit)
        g_assert_cmpint (m.outcome, ==, GG_BG_MORALE_LEADER_HIT);
      gg_bg_morale_clear (&m);
    }
  g_assert_cmpuint (second_rolls, >, 0);
}

/* Does a squad with @traits take all @n @actions in one activation, as the card asks after each
 * (gg_bg_play_action_taken: TRUE when the activation has no action left)? *@rule: the rule the
 * log gives for a further action allowed, or NULL. */
static gboolean
actions_allowed (guint traits, const GgBgAction *actions, guint n, const char **rule)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1 }\n");
  GgChit a1 = { 'A', 1 };
  guint before = gg_log_get_n_entries (game->state->log);

  gg_bg_state_squad (game->state, 'A', 1, TRUE)->traits = traits;
  *rule = NULL;
  for (guint i = 0; i + 1 < n; i++)
    if (gg_bg_play_action_taken (game, &a1, actions[i]))
      return FALSE;
  if (gg_log_get_n_entries (game->state->log) > before)
    {
      const char *text = gg_log_get_entry (game->state->log, before)->text;

      *rule = strstr (text, "BG-15.3-d") ? "BG-15.3-d" : NULL;
    }
  return n > 0;
}

/* BG-2.4-a/b one action; BG-15.3-d Indiavolati two, an assault last (AMB-67). */
static void
test_actions (void)
{
  GgBgAction two[] = { GG_BG_ACTION_MOVE, GG_BG_ACTION_FIRE };
  GgBgAction bad[] = { GG_BG_ACTION_ASSAULT, GG_BG_ACTION_FIRE };
  GgBgAction ok[] = { GG_BG_ACTION_FIRE, GG_BG_ACTION_ASSAULT };
  const char *rule;

  g_assert_true (actions_allowed (0, two, 1, &rule));
  g_assert_false (actions_allowed (0, two, 2, &rule));
  g_assert_null (rule); /* BG-2.4-b: no second action */
  g_assert_true (actions_allowed (GG_BG_TRAIT_INDIAVOLATI, two, 2, &rule));
  g_assert_cmpstr (rule, ==, "BG-15.3-d");
  g_assert_false (actions_allowed (GG_BG_TRAIT_INDIAVOLATI, bad, 2, &rule));
  g_assert_true (actions_allowed (GG_BG_TRAIT_INDIAVOLATI, ok, 2, &rule));
}

/* Is squad @side@number among those the play offers a Furtivo's move before the first draw
 * (gg_bg_furtivo_squads)? */
static gboolean
furtivo_moves (GgGame *game, char side, int number)
{
  g_autoptr (GArray) squads = gg_bg_furtivo_squads (game);

  for (guint i = 0; i < squads->len; i++)
    if (g_array_index (squads, GgChit, i).side == side &&
        g_array_index (squads, GgChit, i).squad == number)
      return TRUE;
  return FALSE;
}

/* BG-15.1-h Furtivo (BG-15.1-k Spietato: test-bg-game's /bg/characters/BG-15.1-k), BG-15.1-u Tamburino,
 * BG-15.3-b Indipendenti and BG-4.8-h, BG-2.5-d appointing a leader. */
static void
test_characters (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 9, squads: [ { squad: B1, traits: [indipendenti] "
                                  "}, { squad: A1, characters: [furtivo] }, { squad: A2, "
                                  "characters: [agile] } ] }\n");
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 }, pair[2];
  const char *rule;

  g_assert_true (furtivo_moves (game, 'A', 1));
  g_assert_false (furtivo_moves (game, 'A', 2)); /* agile, not furtivo */
  g_assert_cmpfloat_with_epsilon (gg_bg_tamburino_speed (r, 0), 200, 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_bg_tamburino_speed (r, 3), 50, 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_bg_tamburino_speed (r, 4), 0, 1e-9);
  g_assert_true (gg_bg_may_appoint_leader (game, &b1, &rule));
  g_assert_cmpstr (rule, ==, "BG-15.3-b");
  g_assert_true (gg_bg_play_begin (game, 9, GG_CHIT_MODE_TOKENS, NULL));
  gg_bg_play_attach (game, "A-CyL", &a1);
  g_assert_false (gg_bg_may_appoint_leader (game, &a1, &rule));
  g_assert_cmpstr (rule, ==, "BG-4.8-h");
  while (gg_bg_play_draw (game, r, pair) > 0)
    ;
  gg_bg_play_new_turn (game);
  g_assert_true (gg_bg_may_appoint_leader (game, &a1, &rule));
  g_assert_false (furtivo_moves (game, 'A', 1));
}

/* BG-15.2-a breech-loaders never reload; BG-4.2-g only the figures that fired must. */
static void
test_reload (void)
{
  g_autoptr (GgGame)
    game = load ("state: { seed: 12, squads: [ { squad: B1, traits: [breech-loader] } ] }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgBgFirer a[2] = { { "A-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1 },
                     { "A-1-2", GG_BG_WEAPON_RIFLE, 200, FALSE, TRUE, 1 } };
  GgBgFirer b[1] = { { "B-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1 } };
  GgBgFireTarget t = { GG_BG_COVER_LIGHT, TRUE };
  GgBgFire fa = { 0 }, fb = { 0 };
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  const char *ids[] = { "A-1-1", NULL };

  gg_bg_play_fire (game, r, &a1, &b1, GG_BG_ARM_INFANTRY, a, 2, &t, &fa);
  gg_bg_play_fire (game, r, &b1, &a1, GG_BG_ARM_INFANTRY, b, 1, &t, &fb);
  g_assert_true (gg_bg_state_needs_reload (game->state, 'A', 1, "A-1-1"));
  g_assert_false (gg_bg_state_needs_reload (game->state, 'A', 1, "A-1-2"));
  g_assert_false (gg_bg_state_needs_reload (game->state, 'B', 1, "B-1-1"));
  g_assert_true (gg_bg_state_squad (game->state, 'B', 1, FALSE)->under_fire);
  gg_bg_play_reload (game, &a1, ids);
  g_assert_false (gg_bg_state_needs_reload (game->state, 'A', 1, "A-1-1"));
  gg_bg_fire_clear (&fa);
  gg_bg_fire_clear (&fb);
}

/* BG-2.4 (seed 003, line 29): "Può essere eseguita una sola di queste azioni in una attivazione;
 * ciascuna di esse esclude tutte le altre." The card's one call for a reload (BG-4.2-g) reloads
 * the figures that fired, logs it, and is the squad's action: nothing is left to it. */
static void
test_reload_action (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 12 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgBgFirer a[1] = { { "A-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1 } };
  GgBgFireTarget t = { GG_BG_COVER_LIGHT, TRUE };
  GgBgFire fa = { 0 };
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  guint n = 99, entries;

  gg_bg_play_fire (game, r, &a1, &b1, GG_BG_ARM_INFANTRY, a, 1, &t, &fa);
  g_assert_true (gg_bg_state_needs_reload (game->state, 'A', 1, "A-1-1"));
  entries = gg_log_get_n_entries (game->state->log);
  g_assert_true (gg_bg_play_reload_action (game, &a1, &n));
  g_assert_cmpuint (n, ==, 1);
  g_assert_false (gg_bg_state_needs_reload (game->state, 'A', 1, "A-1-1"));
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), >, entries);
  g_assert_true (gg_bg_state_squad (game->state, 'A', 1, FALSE)->steps & GG_STEP_ACTED);
  gg_bg_fire_clear (&fa);
}

/* BG-13-a/c escorts, BG-13-h freed, BG-13-i abandoned; BG-13-j the abandoned
 * squad may be fired at only once it moves; appendix B 18. */
static void
test_prisoners (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 13 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  const char *ids[] = { "B-1-1", "B-1-2", NULL };
  const char *none[] = { NULL };
  const char *guard[] = { "A-1-3", NULL };
  g_autoptr (GError) error = NULL;
  int number;

  g_assert_false (gg_bg_take_prisoners (game, r, &a1, ids, none, &error));
  g_assert_nonnull (strstr (error->message, "BG-13-c"));
  g_assert_true (gg_bg_take_prisoners (game, r, &a1, ids, guard, NULL));
  g_assert_true (gg_bg_state_is_out (game->state, "B-1-1"));
  test_bg_lose (game, guard);
  g_assert_cmpuint (gg_bg_play_free_prisoners (game, &b1), ==, 2);
  g_assert_false (gg_bg_state_is_out (game->state, "B-1-1"));
  g_assert_true (gg_bg_take_prisoners (game, r, &a1, ids, ids, NULL));
  number = gg_bg_play_abandon_prisoners (game, &a1, NULL);
  g_assert_cmpint (number, ==, 2);
  g_assert_cmpint (gg_game_lookup_figure (game, "B-1-2")->squad, ==, 2);
  g_assert_true (gg_bg_state_squad (game->state, 'B', 2, FALSE)->abandoned);
  g_assert_false (
    gg_bg_abandoned_targetable (gg_bg_state_squad (game->state, 'B', 2, FALSE), FALSE));
  g_assert_true (gg_bg_abandoned_targetable (gg_bg_state_squad (game->state, 'B', 2, FALSE), TRUE));
}

/* Squad A2 of a fresh game hidden as an imboscata (BG-14.2) under the passphrase "verdi":
 * its seal as the state keeps it. */
static GgGame *
hidden_a2 (GgBgRules *r)
{
  GgGame *game = load ("state: { seed: 1 }\n");
  GgChit a2 = { 'A', 2 };

  g_assert_true (gg_bg_hide_squad (game, r, &a2, GG_HIDDEN_IMBOSCATA, NULL, "verdi", NULL));
  return game;
}

/* The seal, through hiding and revealing (gg_bg_hide_squad, gg_bg_reveal_squad): round trip,
 * wrong passphrase, tampering, determinism. */
static void
test_seal (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = hidden_a2 (r), same = hidden_a2 (r);
  GgHiddenSquad *a = gg_bg_state_hidden (game->state, 'A', 2);
  GgChit a2 = { 'A', 2 };
  g_autoptr (GError) error = NULL;
  char kept;

  g_assert_nonnull (a);
  g_assert_cmpstr (a->seal, ==, gg_bg_state_hidden (same->state, 'A', 2)->seal);
  g_assert_null (strstr (a->seal, "A-2-L"));
  g_assert_false (gg_bg_reveal_squad (game, &a2, "radetzky", &error));
  g_assert_error (error, GG_BG_HIDDEN_ERROR, GG_BG_HIDDEN_ERROR_SEAL);
  g_assert_null (gg_game_lookup_figure (game, "A-2-L"));
  kept = a->seal[6];
  a->seal[6] = kept == 'A' ? 'B' : 'A';
  g_assert_false (gg_bg_reveal_squad (game, &a2, "verdi", NULL));
  a->seal[6] = kept;
  g_assert_true (gg_bg_reveal_squad (game, &a2, "verdi", NULL));
  g_assert_cmpint (gg_game_lookup_figure (game, "A-2-L")->side, ==, 'A');
  g_assert_cmpint (gg_game_lookup_figure (game, "A-2-L")->squad, ==, 2);
}

/* BG-14.1-a/b/c/d, BG-14.2-a/b/c/d, BG-14.3-a/b/c/d: hidden squads sealed in the file until
 * revealed; agguato dummies 20 cm apart; imboscata infantry only, sprung at under 20 cm. */
static void
test_hidden (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 21, squads: [ { squad: B1, arm: cavalry } ] }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 }, b1 = { 'B', 1 };
  const char *close[] = { "A-1-1", "A-1-2", NULL };
  const char *apart[] = { "A-1-L", "A-1-4", NULL };
  g_autoptr (GError) error = NULL;
  g_autofree char *file = NULL;
  g_autoptr (GgGame) reloaded = NULL;
  GgPoint dummy_at[2] = { { 500, 200 }, { 750, 200 } };
  const char *rule;

  g_assert_false (gg_bg_hide_squad (game, r, &b1, GG_HIDDEN_IMBOSCATA, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "BG-14.2-a"));
  g_clear_error (&error);
  g_assert_false (gg_bg_hide_squad (game, r, &a1, GG_HIDDEN_AGGUATO, close, NULL, &error));
  g_assert_nonnull (strstr (error->message, "BG-14.1-a"));
  g_clear_error (&error);
  gg_game_lookup_figure (game, "A-1-4")->base.centre.x = 750;
  g_assert_true (gg_bg_hide_squad (game, r, &a1, GG_HIDDEN_AGGUATO, apart, NULL, NULL));
  g_assert_true (gg_bg_hide_squad (game, r, &a2, GG_HIDDEN_IMBOSCATA, NULL, "garibaldi", NULL));
  g_assert_null (gg_game_lookup_figure (game, "A-1-1"));
  g_assert_null (gg_game_lookup_figure (game, "A-2-L"));
  file = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (file, "A-2-L"));
  g_assert_null (strstr (file, "A-1-1"));
  reloaded = gg_game_load_data (file, strlen (file), "hidden.yaml", &error);
  g_assert_no_error (error);
  g_assert_false (gg_bg_reveal_squad (reloaded, &a2, "radetzky", NULL));
  g_assert_true (gg_bg_reveal_squad (reloaded, &a2, "garibaldi", NULL));
  g_assert_nonnull (gg_game_lookup_figure (reloaded, "A-2-L"));
  g_assert_true (gg_bg_reveal_squad (reloaded, &a1, NULL, NULL));
  g_assert_cmpfloat_with_epsilon (gg_game_lookup_figure (reloaded, "A-1-2")->base.centre.x, 540,
                                  1e-9);
  g_assert_false (gg_bg_deployment_ok (reloaded, r, &a1, dummy_at, 2, &rule));
  gg_game_lookup_figure (reloaded, "A-1-4")->base.centre.x = 600;
  g_assert_true (gg_bg_deployment_ok (reloaded, r, &a1, dummy_at, 2, &rule));
  g_assert_cmpstr (rule, ==, "BG-14.1-c");
  g_assert_true (gg_bg_hidden_spotted (r, GG_HIDDEN_IMBOSCATA, TRUE, 199));
  g_assert_false (gg_bg_hidden_spotted (r, GG_HIDDEN_IMBOSCATA, TRUE, 200));
  g_assert_false (gg_bg_hidden_spotted (r, GG_HIDDEN_IMBOSCATA, FALSE, 10));
}

/* BG-16-a/b, appendix B 8, AMB-68/69: the score live from the state. */
static void
test_score (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 3, squads: [ { squad: B1, removed: [B-1-L] } ],"
                                  " objectives: [ { side: A, points: 5, conquered: false } ] }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgBgScore score;
  const char *all[] = { "B-1-1", "B-1-2", NULL };

  gg_bg_score (game, r, &score);
  g_assert_cmpint (score.victory[0].points, ==, 11 + 5);
  g_assert_cmpint (score.victory[1].points, ==, 0);
  g_assert_cmpint (score.end[0], ==, GG_BG_END_NONE);
  gg_bg_score_clear (&score);
  test_bg_lose (game, all);
  gg_bg_score (game, r, &score);
  g_assert_cmpint (score.end[0], ==, GG_BG_END_HALF);
  g_assert_cmpint (score.victory[0].points, ==, 11 + 2 + 5);
  g_assert_cmpint (score.out[1], ==, 3);
  gg_bg_score_clear (&score);
}

/* The numbers of the rules the play layer reads, against the rulebook (cm at 20 mm, BG-3.6-a). */
static const struct
{
  const char *path;
  double value;
  gboolean cm;
  const char *rule;
} numbers[] = {
  { "scale.factor-20mm", 1, FALSE, "BG-3.6-a" },
  { "organisation.squad-max-figures", 10, FALSE, "BG-2.1-b" },
  { "command.battalion-musician", 50, TRUE, "BG-4.8-f" },
  { "command.flight-rally", 50, TRUE, "BG-4.1-j" },
  { "command.flight-surrender", 20, TRUE, "BG-4.1-j" },
  { "movement.mounted-captain", 30, TRUE, "BG-4.5-d" },
  { "movement.follower-radius", 15, TRUE, "BG-5-b" },
  { "movement.ahead-of-leader", 15, TRUE, "BG-4.2-k" },
  { "movement.mass-minimum", 5, FALSE, "BG-5-g" },
  { "melee.max-per-opponent", 2, FALSE, "BG-11.3-e" },
  { "melee.modifiers.flank-rear", -3, FALSE, "BG-11.8-d" },
  { "melee.modifiers.cavalry-charge", 2, FALSE, "BG-11.8-e" },
  { "melee.modifiers.infantry-assault", 1, FALSE, "BG-11.8-f" },
  { "melee.modifiers.lance", 1, FALSE, "BG-11.8-g" },
  { "melee.modifiers.vanaglorioso", -1, FALSE, "BG-15.1-p" },
  { "melee.modifiers.eroico-duel", 1, FALSE, "BG-15.1-e" },
  { "morale.modifiers.codardo", 1, FALSE, "BG-15.1-j" },
  { "morale.modifiers.vanaglorioso", 1, FALSE, "BG-15.1-p" },
  { "morale.vanaglorioso-range", 30, TRUE, "BG-15.1-p" },
  { "artillery.shots-per-gun", 1, FALSE, "BG-4.4-f" },
  { "ambush.imboscata-spotted", 20, TRUE, "BG-14.2-d" },

};

static void
test_numbers (void)
{
  g_autoptr (GgBgRules) r = rules (20);

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      GgBgNumber n = numbers[i].cm ? gg_bg_rules_distance (r, numbers[i].path)
                                   : gg_bg_rules_number (r, numbers[i].path);

      g_assert_cmpfloat_with_epsilon (n.value, numbers[i].value * (numbers[i].cm ? 10 : 1), 1e-9);
      g_assert_cmpstr (n.rule, ==, numbers[i].rule);
      g_assert_cmpint (n.source, ==, GG_RULE_SOURCE_RULEBOOK);
    }
}

static gboolean
has_ptr_id (GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return TRUE;
  return FALSE;
}

/* BG-2.1-a: only squads act, so only squads get chits; officers act with them (BG-10.8).
 * BG-2.2-b, BG-3.4-c: each squad carries its side and number. */
static void
test_squads_act (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autofree char *label = NULL;
  GgChit a2 = { 'A', 2 };

  g_assert_true (gg_bg_play_begin (game, 4, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_cmpuint (gg_chitbag_get_n_squads (game->state->chits), ==, 3);
  g_assert_true (gg_chitbag_in_bag (game->state->chits, 'A', 1));
  g_assert_true (gg_chitbag_in_bag (game->state->chits, 'A', 2));
  g_assert_true (gg_chitbag_in_bag (game->state->chits, 'B', 1));
  label = gg_chitbag_chit_label (game->state->chits, a2);
  g_assert_cmpstr (label, ==, "A2");
}

/* BG-2.2-d: the two squads drawn activate together: both have their command status fixed at the
 * same draw (BG-4.8-m). BG-2.3-a, BG-2.3-b, BG-9-a: a squad that lost figures must test morale before it
 * does anything else; once tested, the marker is gone; a squad without losses never tests. */
static void
test_pair_and_morale_due (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 8 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  const char *hit[] = { "A-1-2", NULL };
  GgChit pair[2], a1 = { 'A', 1 }, b1 = { 'B', 1 };
  GgBgMoraleInput in;
  GgBgMorale m;

  g_assert_true (gg_bg_play_begin (game, 8, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_cmpuint (gg_bg_play_draw (game, r, pair), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      GgSquadState *s = gg_bg_state_squad (game->state, pair[i].side, pair[i].squad, FALSE);

      g_assert_nonnull (s);
      g_assert_cmpint (s->command, >=, 0);
    }
  g_assert_false (test_bg_morale_due (game, &a1));
  test_bg_lose (game, hit);
  g_assert_true (test_bg_morale_due (game, &a1));
  g_assert_false (test_bg_morale_due (game, &b1));
  gg_bg_play_morale_input (game, r, 'A', 1, FALSE, &in);
  g_assert_cmpint (in.figures, ==, 4); /* BG-9-b: the figures remaining */
  gg_bg_play_morale (game, r, 'A', 1, &in, &m, NULL);
  g_assert_true (m.rolled);
  g_assert_false (test_bg_morale_due (game, &a1));
  gg_bg_morale_clear (&m);
}

/* BG-2.5-a: command runs battalion -> company -> platoon -> squad: a battalion commander out of
 * reach of the Captain breaks the chain for every squad below. */
static void
test_battalion (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame)
    game = load ("  - { id: A-BtL, x: 170, y: 110, facing: 0, base: { front: 15, depth: 20 }, "
                 "side: A, role: BtL }\n");
  GgFigure *btl = gg_game_lookup_figure (game, "A-BtL");

  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);

    g_assert_true (c->battalion.present);
    g_assert_false (c->battalion.in_range);
    g_assert_false (c->in_command);
    g_assert_cmpstr (c->rule, ==, "BG-4.8-e");
  }
  btl->base.centre = (GgPoint){ 600, 200 }; /* 14 cm behind the Captain */
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);

    g_assert_true (c->battalion.in_range);
    g_assert_true (c->in_command);
  }
}

/* BG-4.5-j: the Captain may attach to a squad and command it himself: the squad out of its
 * platoon commander's reach is in command while he is with it, and he leads it when its leader
 * falls (BG-4.1-h). */
static void
test_captain_attached (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 5 }\n");
  const char *leader[] = { "A-2-L", NULL };
  GgChit a2 = { 'A', 2 };

  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 2);

    g_assert_false (c->in_command);
  }
  gg_bg_play_attach (game, "A-CyL", &a2);
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 2);

    g_assert_true (c->in_command);
    g_assert_cmpstr (c->leader->id, ==, "A-2-L");
  }
  test_bg_lose (game, leader);
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 2);

    g_assert_true (c->leader_is_officer);
    g_assert_cmpstr (c->leader->id, ==, "A-CyL");
    g_assert_true (c->in_command);
  }
  gg_bg_play_attach (game, "A-CyL", NULL);
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 2);

    g_assert_null (c->leader);
    g_assert_false (c->in_command);
  }
}

/* BG-3.1-e, BG-12.3-b: a figure hit is out of play and no longer counts in its squad; BG-4.1-e: a
 * squad reduced to its leader is still a squad, with its chit; BG-3.4-d: a squad wiped out loses
 * its chit. */
static void
test_removed (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 6 }\n");
  const char *privates[] = { "A-2-1", "A-2-2", NULL };

  g_assert_true (gg_bg_play_begin (game, 6, GG_CHIT_MODE_TOKENS, NULL));
  test_bg_lose (game, privates);
  g_assert_true (gg_bg_state_is_out (game->state, "A-2-1"));
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 2);

    g_assert_cmpuint (c->members->len, ==, 1);
    g_assert_cmpstr (c->leader->id, ==, "A-2-L");
  }
  gg_bg_play_new_turn (game);
  g_assert_true (gg_chitbag_in_bag (game->state->chits, 'A', 2));
}

static guint
squad_size (GgGame *game, char side, int number)
{
  g_autoptr (GgTableRules) tr = gg_table_rules_new (game, NULL);
  g_autoptr (GArray) status = test_bg_command_status (game, tr);
  const GgSquadCommand *s = gg_command_find (status, side, number);

  return s ? s->figures->len : 0;
}

/* Is the figure somewhere the table looks (picking, sight, the rubber band)? */
static gboolean
indexed (GgGame *game, const char *id)
{
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  g_autoptr (GArray) found = g_array_new (FALSE, FALSE, sizeof (guint));
  GgFigure *f = gg_game_lookup_figure (game, id);
  guint at;

  g_assert_true (g_ptr_array_find (game->figures, f, &at));
  gg_spatial_figures_in_circle (index, f->base.centre, 1, found);
  for (guint i = 0; i < found->len; i++)
    if (g_array_index (found, guint, i) == at)
      return TRUE;
  return FALSE;
}

static guint
count_markers (GgGame *game, GgMarkerKind kind, char side, int squad)
{
  g_autoptr (GPtrArray) markers = gg_game_state_markers (game);
  guint n = 0;

  for (guint i = 0; i < markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (markers, i);
      GgFigure *f = gg_game_lookup_figure (game, m->figure);

      n += m->kind == kind && f->side == side && f->squad == squad;
    }
  return n;
}

/* BG-12.1-j, BG-3.1-e: a squad's fire through the call the play card makes: the hits put figures
 * out of action, and at once they leave the table (neither indexed nor counted in their squad or
 * the table's figures), the target owes a morale test and the firers must reload (the state's
 * markers), and the saved file says the same. */
static void
test_fire_out_of_action (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 11 }\n");
  g_autoptr (GgBgTable) table = NULL;
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *yaml = NULL;
  GgBgSquadRef a1 = { 'A', 1 }, b1 = { 'B', 1 };
  GgBgFireSetup setup;
  GgBgFireOutcome out;
  guint before = game->figures->len;

  g_assert_true (gg_bg_play_begin (game, 11, GG_CHIT_MODE_TOKENS, NULL));
  table = gg_bg_table_new (game, r);
  g_assert_cmpuint (squad_size (game, 'B', 1), ==, 3);
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==, before);
  for (int i = 0; i < 5; i++) /* every firer rolls a 9 */
    g_assert_true (gg_dice_queue_entered (game->state->dice, GG_DIE_D10, 9));
  gg_bg_table_fire_setup (table, a1, b1, GG_BG_WEAPON_OWN, &setup);
  gg_bg_play_squad_fire (table, a1, b1, &setup, &out);
  g_assert_cmpint (out.fire.hits, >, 0);
  g_assert_false (out.held);
  g_assert_cmpuint (out.lost->len, ==, 2); /* B1's two privates: never its leader (BG-12.4-e) */
  for (guint i = 0; i < out.lost->len; i++)
    {
      const char *id = g_ptr_array_index (out.lost, i);

      g_assert_true (gg_game_state_off_table (game->state, id));
      g_assert_false (indexed (game, id));
    }
  g_assert_true (indexed (game, "B-1-L"));
  g_assert_cmpuint (squad_size (game, 'B', 1), ==, 1);
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==, before - 2);
  g_assert_cmpuint (count_markers (game, GG_MARKER_MORALE_TEST, 'B', 1), ==, 1);
  g_assert_cmpuint (count_markers (game, GG_MARKER_RELOAD, 'A', 1), ==, out.fire.n_firing);
  g_assert_nonnull (
    strstr (gg_log_get_entry (game->state->log, gg_log_get_n_entries (game->state->log) - 1)->text,
            (char *) g_ptr_array_index (out.lost, 0)));
  /* the saved file agrees */
  yaml = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  again = gg_game_load_data (yaml, strlen (yaml), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gg_game_state_n_on_table (again), ==, before - 2);
  g_assert_cmpuint (squad_size (again, 'B', 1), ==, 1);
  g_assert_cmpuint (count_markers (again, GG_MARKER_MORALE_TEST, 'B', 1), ==, 1);
  g_assert_cmpuint (count_markers (again, GG_MARKER_RELOAD, 'A', 1), ==, out.fire.n_firing);
  g_assert_false (indexed (again, g_ptr_array_index (out.lost, 0)));
  gg_bg_fire_outcome_clear (&out);
  gg_bg_fire_setup_clear (&setup);
}

/* BG-9-a (seed 003, line 25): "Una squadra che ha subito perdite durante il turno precedente
 * (da tiro o da mischia), deve testare il morale appena si attiva nuovamente. [...] Il test deve
 * essere eseguito prima di ogni altra azione." The card's one call for the test (friends' fire,
 * BG-4.4-o; Sfortunato's second D20, BG-15.1-n) leaves the game exactly as the steps it stands
 * for: the same dice, the same log, the step recorded, the same figures off the table. */
static void
test_morale_action_one_call (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgChit a1 = { 'A', 1 };
  guint tested = 0, failed = 0, hits = 0;

  for (guint seed = 1; seed <= 60; seed++)
    {
      g_autofree char *extra = g_strdup_printf (
        "state: { seed: %u, squads: [ { squad: A1, characters: [sfortunato] } ] }\n", seed);
      g_autoptr (GgGame) one = load (extra);
      g_autoptr (GgGame) steps = load (extra);
      g_auto (GgBgMoraleAction) act = { 0 };
      g_autoptr (GPtrArray) hit = NULL;
      g_autofree char *one_yaml = NULL;
      g_autofree char *steps_yaml = NULL;
      GgBgMoraleInput in;
      GgBgMorale m = { 0 };
      gboolean sfortunato = FALSE, passed;

      one->state->clock = steps->state->clock = 1700000000;
      gg_bg_play_morale_action (one, r, &a1, TRUE, &act);
      gg_bg_play_morale_input (steps, r, 'A', 1, FALSE, &in);
      in.friendly_fire = TRUE;
      gg_bg_play_morale (steps, r, 'A', 1, &in, &m, &sfortunato);
      passed = gg_bg_rules_morale_passes (r, m.outcome, NULL);
      gg_bg_play_step (steps, &a1, GG_STEP_MORALE_TESTED | (passed ? GG_STEP_MORALE_PASSED : 0));
      hit = gg_bg_play_morale_hits (steps, &a1, m.outcome);

      g_assert_cmpint (act.morale.outcome, ==, m.outcome);
      g_assert_cmpint (act.passed, ==, passed);
      g_assert_cmpint (act.sfortunato_hit, ==, sfortunato);
      g_assert_cmpuint (act.hit->len, ==, hit->len);
      for (guint i = 0; i < hit->len; i++)
        g_assert_cmpstr (g_ptr_array_index (act.hit, i), ==, g_ptr_array_index (hit, i));
      g_assert_true (gg_bg_state_squad (one->state, 'A', 1, FALSE)->steps & GG_STEP_MORALE_TESTED);
      one_yaml = gg_game_to_yaml (one, NULL);
      steps_yaml = gg_game_to_yaml (steps, NULL);
      g_assert_cmpstr (one_yaml, ==, steps_yaml);
      tested++;
      failed += !act.passed;
      hits += act.hit->len > 0;
      gg_bg_morale_clear (&m);
    }
  /* the seeds reach both a pass and a failure, and a figure taken off */
  g_assert_cmpuint (tested, ==, 60);
  g_assert_cmpuint (failed, >, 0);
  g_assert_cmpuint (failed, <, tested);
  g_assert_cmpuint (hits, >, 0);
}

/* BG-MISS-01, BG-16-b: "one figure flees": a figure other than the leader leaves play and the
 * table, and counts for the enemy's points. */
static void
test_morale_flee (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 12 }\n");
  g_autoptr (GPtrArray) fled = NULL;
  GgChit b1 = { 'B', 1 };
  guint before = game->figures->len;
  GgBgScore score;

  g_assert_true (gg_bg_play_begin (game, 12, GG_CHIT_MODE_TOKENS, NULL));
  fled = gg_bg_play_morale_hits (game, &b1, GG_BG_MORALE_FLEE);
  g_assert_cmpuint (fled->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (fled, 0), !=, "B-1-L");
  g_assert_true (gg_game_state_off_table (game->state, g_ptr_array_index (fled, 0)));
  g_assert_false (indexed (game, g_ptr_array_index (fled, 0)));
  g_assert_cmpuint (squad_size (game, 'B', 1), ==, 2);
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==, before - 1);
  gg_bg_score (game, r, &score);
  g_assert_cmpint (score.victory[0].points, >, 0); /* side A scores the figure that fled */
  gg_bg_score_clear (&score);
  /* the leader falls, the last private runs: the squad's chit leaves the bag (BG-3.4-d) */
  g_assert_true (gg_chitbag_in_bag (game->state->chits, 'B', 1));
  test_bg_lose (game, (const char *const[]){ "B-1-L", NULL });
  g_ptr_array_unref (gg_bg_play_morale_hits (game, &b1, GG_BG_MORALE_FLEE));
  g_assert_cmpuint (squad_size (game, 'B', 1), ==, 0);
  g_assert_false (gg_chitbag_in_bag (game->state->chits, 'B', 1));
}

/* BG-2.3-b, BG-10: the allowance is per activation: two drags of 10 cm each take an infantry
 * squad 20 cm from where its move began, beyond its 15 cm, though each alone is within it; the
 * start is kept in the saved state; an undone drag gives the distance back; a squad not acting
 * moves outside the count; the next activation starts afresh. */
static void
test_move_per_activation (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 13 }\n");
  g_autoptr (GgTableRules) tr = gg_table_rules_new (game, NULL);
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *yaml = NULL;
  const char *leader[] = { "A-1-L", NULL }, *other[] = { "A-2-L", NULL };
  GgFigure *f = gg_game_lookup_figure (game, "A-1-L");
  GgPoint start = f->base.centre, to;
  GgBgMoveCheck check = { 0 };

  g_assert_true (gg_bg_play_begin (game, 13, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_true (gg_bg_play_draw_entered (game, r, (GgChit){ 'A', 1 }));
  g_assert_true (gg_bg_play_draw_entered (game, r, (GgChit){ 'B', 1 }));
  g_assert_cmpuint (gg_bg_play_move_begin (game, leader), ==, 1);
  f->base.centre.y += 100; /* the first drag, committed */
  to = (GgPoint){ f->base.centre.x, f->base.centre.y + 100 };
  gg_move_check_clear (&check);
  gg_bg_play_move_check (game, tr, "A-1-L", to, &check);
  g_assert_true (check.activation);
  g_assert_cmpfloat_with_epsilon (check.from.y, start.y, 1e-9);
  g_assert_cmpfloat_with_epsilon (check.length, 200, 1e-6);
  g_assert_cmpfloat_with_epsilon (check.allowance, 150, 1e-6);
  g_assert_true (check.too_far);
  /* the second drag begins: the start stays where the first began */
  g_assert_cmpuint (gg_bg_play_move_begin (game, leader), ==, 1);
  gg_move_check_clear (&check);
  gg_bg_play_move_check (game, tr, "A-1-L", to, &check);
  g_assert_cmpfloat_with_epsilon (check.from.y, start.y, 1e-9);
  g_assert_true (check.too_far);
  /* saved and opened again */
  yaml = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  again = gg_game_load_data (yaml, strlen (yaml), "again.yaml", &error);
  g_assert_no_error (error);
  gg_move_check_clear (&check);
  gg_bg_play_move_check (again, tr, "A-1-L", to, &check);
  g_assert_true (check.activation);
  g_assert_cmpfloat_with_epsilon (check.from.y, start.y, 1e-6);
  g_assert_true (check.too_far);
  /* undone: back at the start, 10 cm is within the allowance again */
  f->base.centre = start;
  to = (GgPoint){ start.x, start.y + 100 };
  gg_move_check_clear (&check);
  gg_bg_play_move_check (game, tr, "A-1-L", to, &check);
  g_assert_false (check.too_far);
  /* A2 is not acting: no count */
  g_assert_cmpuint (gg_bg_play_move_begin (game, other), ==, 0);
  gg_move_check_clear (&check);
  gg_bg_play_move_check (game, tr, "A-2-L", to, &check);
  g_assert_false (check.activation);
  /* the next turn, drawn again: a new move */
  f->base.centre.y += 100;
  gg_bg_play_new_turn (game);
  g_assert_true (gg_bg_play_draw_entered (game, r, (GgChit){ 'A', 1 }));
  gg_move_check_clear (&check);
  gg_bg_play_move_check (game, tr, "A-1-L", to, &check);
  g_assert_true (check.activation);
  g_assert_cmpfloat_with_epsilon (check.from.y, f->base.centre.y, 1e-9);
  gg_move_check_clear (&check);
}

/* BG-4.2-h "infantry moves 15 cm" (seed 003, the movement table; data/rules movement.infantry),
 * counted over the activation: a drag toward 20 cm stops at 15, with the rule of the table;
 * BG-2.2-a/d "squads activate two at a time … the two drawn squads act": a squad outside the pair
 * drawn may not move; a move beyond the allowance is found when the squad says it moved, and
 * the referee's override is logged as a ruling. */
static void
test_move_limits (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 13 }\n");
  g_autoptr (GgTableRules) tr = gg_table_rules_new (game, NULL);
  g_autoptr (GgBgTable) table = gg_bg_table_new (game, r);
  const char *a2[] = { "A-2-L", NULL };
  GgFigure *f = gg_game_lookup_figure (game, "A-2-L");
  GgPoint start = f->base.centre, to = { start.x, start.y + 200 };
  GgChit chit = { 'A', 2 };
  g_autofree char *why = NULL;
  GgBgMoveCheck check;
  const GgLogEntry *e;

  g_assert_true (gg_bg_play_begin (game, 13, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_true (gg_bg_play_draw_entered (game, r, (GgChit){ 'A', 2 }));
  g_assert_true (gg_bg_play_draw_entered (game, r, (GgChit){ 'B', 1 }));
  gg_bg_state_squad (game->state, 'A', 2, FALSE)->command = 1; /* fixed in command when drawn */
  g_assert_cmpuint (gg_bg_play_move_begin (game, a2), ==, 1);
  gg_bg_play_move_check (game, tr, "A-2-L", to, &check);
  g_assert_true (check.too_far);
  g_assert_false (check.refused);
  g_assert_cmpstr (check.rule, ==, "BG-4.2-h");
  g_assert_cmpfloat_with_epsilon (check.stop.y, start.y + 150, 0.01);
  g_assert_cmpfloat_with_epsilon (check.stop.x, start.x, 1e-9);
  gg_move_check_clear (&check);
  /* within the allowance: the move ends where it was dragged */
  gg_bg_play_move_check (game, tr, "A-2-L", (GgPoint){ start.x, start.y + 80 }, &check);
  g_assert_false (check.too_far);
  g_assert_cmpfloat (check.stop.y, ==, start.y + 80);
  gg_move_check_clear (&check);
  /* A1 is not in the pair A2 + B1 */
  gg_bg_play_move_check (game, tr, "A-1-L", to, &check);
  g_assert_true (check.refused);
  g_assert_cmpstr (check.rule, ==, "BG-2.2-d");
  g_assert_nonnull (strstr (check.reason, "A2 + B1"));
  g_assert_nonnull (strstr (check.reason, "BG-2.2-d"));
  gg_move_check_clear (&check);
  /* nudged 20 cm (a move the drag would have stopped): the squad's Moved is refused … */
  g_assert_false (gg_bg_play_move_excess (game, &chit, &why));
  f->base.centre = to;
  g_assert_true (gg_bg_play_move_excess (game, &chit, &why));
  g_assert_nonnull (strstr (why, "A-2-L"));
  g_assert_nonnull (strstr (why, "BG-4.2-h"));
  /* … unless the referee allows it: logged as his ruling, then as the move */
  gg_bg_play_moved_override (table, &chit, why);
  e = gg_log_get_entry (game->state->log, gg_log_get_n_entries (game->state->log) - 2);
  g_assert_cmpint (e->kind, ==, GG_LOG_RULING);
  g_assert_nonnull (strstr (e->text, "override"));
}

/* BG-4.8-n "An out-of-command squad may move only into cover, if under fire; or stay still and
 * reload or fire; alternatively, it may retire towards an officer" (rules digest of seed 003):
 * drawn out of command, it may not go forward, but may go back toward its platoon commander. */
static void
test_move_out_of_command (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 13 }\n");
  g_autoptr (GgTableRules) tr = gg_table_rules_new (game, NULL);
  const char *a1[] = { "A-1-L", NULL };
  GgPoint start = gg_game_lookup_figure (game, "A-1-L")->base.centre;
  GgBgMoveCheck check;

  g_assert_true (gg_bg_play_begin (game, 13, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_true (gg_bg_play_draw_entered (game, r, (GgChit){ 'A', 1 }));
  gg_bg_state_squad (game->state, 'A', 1, FALSE)->command = 0; /* fixed out when drawn */
  gg_bg_play_move_begin (game, a1);
  gg_bg_play_move_check (game, tr, "A-1-L", (GgPoint){ start.x, start.y + 50 }, &check);
  g_assert_true (check.refused);
  g_assert_cmpstr (check.rule, ==, "BG-4.8-n");
  g_assert_nonnull (strstr (check.reason, "BG-4.8-n"));
  g_assert_cmpfloat (check.stop.y, ==, start.y);
  gg_move_check_clear (&check);
  /* toward A-PLA (60, 10): allowed */
  gg_bg_play_move_check (game, tr, "A-1-L", (GgPoint){ start.x + 50, start.y - 50 }, &check);
  g_assert_false (check.refused);
  gg_move_check_clear (&check);
}

/* BG-14.3-d (AMB-59): the core, not the play panel, spots a hidden deployment whose markers an
 * enemy figure sees, reveals it and logs both. */
static void
test_spot_hidden (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 14 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgBgTable) table = NULL;
  g_autoptr (GArray) found = NULL;
  GgChit a1 = { 'A', 1 };
  const char *dummies[] = { "A-1-1", "A-1-3", NULL };
  guint entries;

  g_assert_true (gg_bg_hide_squad (game, r, &a1, GG_HIDDEN_NASCOSTO, dummies, NULL, NULL));
  g_assert_true (gg_bg_play_begin (game, 14, GG_CHIT_MODE_TOKENS, NULL));
  table = gg_bg_table_new (game, r);
  entries = gg_log_get_n_entries (game->state->log);
  found = gg_bg_play_spot_hidden (table);
  g_assert_cmpuint (found->len, ==, 1);
  g_assert_cmpint (g_array_index (found, GgChit, 0).side, ==, 'A');
  g_assert_cmpint (g_array_index (found, GgChit, 0).squad, ==, 1);
  g_assert_null (gg_bg_state_hidden (game->state, 'A', 1));
  g_assert_nonnull (gg_game_lookup_figure (game, "A-1-L"));
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), ==, entries + 2);
  g_assert_nonnull (strstr (gg_log_get_entry (game->state->log, entries)->text, "BG-14.3-d"));
  g_array_unref (g_steal_pointer (&found));
  found = gg_bg_play_spot_hidden (table); /* nothing hidden any more */
  g_assert_cmpuint (found->len, ==, 0);
}

/* BG-12.4-e, BG-4.4-o: a gun's hits through the call the card makes: the pieces hit leave the
 * table, never a squad leader; a friend hit makes his squad test at +2. */
static void
test_gun_losses (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 15 }\n");
  g_autoptr (GgBgTable) table = NULL;
  g_autoptr (GPtrArray) lost = NULL;
  GgBgGunFire fire = { 0 };
  GgBgPieceShot shots[] = { { .id = "B-1-L", .hit = TRUE },
                            { .id = "B-1-1", .hit = TRUE },
                            { .id = "B-1-2", .hit = FALSE },
                            { .id = "A-1-1", .hit = TRUE, .friendly = TRUE } };
  guint before = game->figures->len;

  g_assert_true (gg_bg_play_begin (game, 15, GG_CHIT_MODE_TOKENS, NULL));
  table = gg_bg_table_new (game, r);
  fire.shots = g_array_new (FALSE, TRUE, sizeof (GgBgPieceShot));
  g_array_append_vals (fire.shots, shots, G_N_ELEMENTS (shots));
  lost = gg_bg_play_gun_losses (table, &fire);
  g_assert_cmpuint (lost->len, ==, 2);
  g_assert_false (gg_game_state_off_table (game->state, "B-1-L"));
  g_assert_true (gg_game_state_off_table (game->state, "B-1-1"));
  g_assert_false (gg_game_state_off_table (game->state, "B-1-2"));
  g_assert_true (gg_game_state_off_table (game->state, "A-1-1"));
  g_assert_false (indexed (game, "B-1-1"));
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==, before - 2);
  g_assert_true (gg_bg_state_squad (game->state, 'A', 1, FALSE)->friendly_fire);
  g_assert_false (gg_bg_state_squad (game->state, 'B', 1, FALSE)->friendly_fire);
  g_array_unref (fire.shots);
}

/* BG-11.3-c, BG-4.1-i: a melee through the call the card makes (gg_bg_fight_contact, the
 * melee engine of gg-bg-fight.c): rounds until a side is gone or ceases to fight, each logged with
 * its odds; the losses leave the table at once and the loser's figures in the state say so. */
static void
test_melee_fought (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 16 }\n");
  g_autoptr (GgBgTable) table = NULL;
  GgBgSquadRef a1 = { 'A', 1 }, b1 = { 'B', 1 };
  GgBgFight fight;
  const GgBgMeleeOutcome *result = &fight.melee;
  guint before = game->figures->len, seen = 0, entries;

  g_assert_true (gg_bg_play_begin (game, 16, GG_CHIT_MODE_TOKENS, NULL));
  table = gg_bg_table_new (game, r);
  entries = gg_log_get_n_entries (game->state->log);
  gg_bg_fight_contact (table, a1, b1, &fight);
  g_assert_true (fight.fought);
  g_assert_cmpuint (result->rounds, >, 0);
  for (guint i = entries; i < gg_log_get_n_entries (game->state->log); i++)
    seen += strstr (gg_log_get_entry (game->state->log, i)->text, "Melee round") != NULL;
  g_assert_cmpuint (seen, ==, result->rounds);
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), >=, entries + result->rounds);
  g_assert_cmpuint (result->attackers_lost->len + result->defenders_lost->len, >, 0);
  for (guint i = 0; i < result->defenders_lost->len; i++)
    {
      g_assert_true (gg_game_state_off_table (game->state, result->defenders_lost->pdata[i]));
      g_assert_false (indexed (game, result->defenders_lost->pdata[i]));
    }
  for (guint i = 0; i < result->attackers_lost->len; i++)
    g_assert_true (gg_game_state_off_table (game->state, result->attackers_lost->pdata[i]));
  g_assert_cmpuint (gg_game_state_n_on_table (game), ==,
                    before - result->attackers_lost->len - result->defenders_lost->len);
  g_assert_cmpuint (squad_size (game, 'B', 1), ==, 3 - result->defenders_lost->len);
  if (result->defenders_left == 0)
    g_assert_cmpuint (squad_size (game, 'B', 1), ==, 0);
  gg_bg_fight_clear (&fight);
}

/* BG-12.4-a: the owner chooses which figures the hits remove, among those fire can take:
 * BG-12.4-e, BG-4.1-f: never the squad leader, and never an officer. */
static void
test_fire_casualties (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 7 }\n");
  GgChit a1 = { 'A', 1 };
  const char *chosen[] = { "A-1-3", NULL };
  g_autoptr (GPtrArray) before = gg_bg_fire_casualty_candidates (game, &a1);
  g_autoptr (GPtrArray) after = NULL;

  g_assert_cmpuint (before->len, ==, 4);
  g_assert_false (has_ptr_id (before, "A-1-L"));
  g_assert_false (has_ptr_id (before, "A-PLA"));
  g_assert_true (has_ptr_id (before, "A-1-3"));
  gg_bg_play_attach (game, "A-PLA", &a1);
  test_bg_lose (game, chosen);
  after = gg_bg_fire_casualty_candidates (game, &a1);
  g_assert_cmpuint (after->len, ==, 3);
  g_assert_false (has_ptr_id (after, "A-1-3"));
  g_assert_false (has_ptr_id (after, "A-PLA"));
}

/* BG-11.2-a, BG-11.2-b, BG-11.2-d, BG-4.2-l, BG-4.3-g, BG-10.7-a (infantry assault), BG-10.7-b
 * (cavalry charge): a declared assault (infantry) or charge
 * (cavalry) needs a squad in command; the attacker tests first, and only if it goes in does it
 * roll its movement bonus (the whole D10 for cavalry, half for infantry) and the defender test;
 * both passing, the melee is fought. The defender's own pending test is not used up. */
static void
test_assault (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 }, b1 = { 'B', 1 };
  const char *hit[] = { "B-1-2", NULL };
  gboolean went = FALSE, stopped = FALSE;

  for (guint32 seed = 1; seed <= 40; seed++)
    {
      g_autoptr (GgGame)
        game = load ("state: { seed: 1, squads: [ { squad: B1, arm: cavalry } ] }\n");
      GgBgAssault as, cav;
      guint rolls;

      gg_game_state_free (game->state);
      game->state = gg_game_state_new (seed);
      gg_bg_state_squad (game->state, 'B', 1, TRUE)->arm = GG_BG_ARM_CAVALRY;
      test_bg_lose (game, hit);
      gg_bg_play_assault (game, r, &a2, &b1, &as);
      g_assert_false (as.allowed); /* A2 is out of command */
      g_assert_cmpstr (as.rule, ==, "BG-4.2-l");
      g_assert_cmpuint (gg_dice_get_n_rolls (game->state->dice), ==, 0);
      gg_bg_play_assault (game, r, &a1, &b1, &as);
      g_assert_true (as.allowed);
      g_assert_true (as.attacker.rolled);
      rolls = gg_dice_get_n_rolls (game->state->dice);
      g_assert_cmpint (as.attacker_goes, ==,
                       gg_bg_rules_morale_passes (r, as.attacker.outcome, NULL));
      if (as.attacker_goes)
        {
          went = TRUE;
          g_assert_cmpint (as.bonus_roll, >=, 0);
          g_assert_cmpfloat (as.bonus_mm, ==, (as.bonus_roll / 2) * 10);
          g_assert_true (as.defender.rolled);
          g_assert_cmpint (as.melee, ==, gg_bg_rules_morale_passes (r, as.defender.outcome, NULL));
          g_assert_cmpint (as.melee, ==, as.defender_stands);
        }
      else
        {
          stopped = TRUE;
          g_assert_cmpint (as.bonus_roll, ==, -1);
          g_assert_false (as.defender.rolled);
          g_assert_cmpuint (rolls, ==, as.attacker.n_rolls);
        }
      g_assert_true (test_bg_morale_due (game, &b1));
      gg_bg_play_assault (game, r, &b1, &a1, &cav);
      if (cav.attacker_goes)
        g_assert_cmpfloat (cav.bonus_mm, ==, cav.bonus_roll * 10);
      gg_bg_assault_clear (&as);
      gg_bg_assault_clear (&cav);
    }
  g_assert_true (went && stopped);
}

/* BG-10.7-e: gunners never charge. */
static void
test_gunners_do_not_charge (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame)
    game = load ("state: { seed: 9, squads: [ { squad: A1, arm: artillery } ] }\n");
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  GgBgAssault as;

  gg_bg_play_assault (game, r, &a1, &b1, &as);
  g_assert_false (as.allowed);
  g_assert_cmpstr (as.rule, ==, "BG-10.7-e");
  gg_bg_assault_clear (&as);
}

/* BG-13-d: prisoners and guards march at infantry speed; BG-13-g: assaulted, only the guards
 * fight. */
static void
test_prisoner_column (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 10 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit a1 = { 'A', 1 };
  const char *ids[] = { "B-1-1", "B-1-2", NULL };
  const char *guards[] = { "A-1-3", "A-1-4", NULL };
  const char *one[] = { "A-1-4", NULL };
  GgBgNumber speed;
  g_autoptr (GPtrArray) fighting = NULL;
  g_autoptr (GPtrArray) left = NULL;

  g_assert_true (gg_bg_take_prisoners (game, r, &a1, ids, guards, NULL));
  /* the escort's allowance, as the move asks it */
  speed = gg_bg_squad_allowance (game, r, &a1, GG_BG_ARM_CAVALRY, FALSE, NULL);
  g_assert_cmpfloat (speed.value, ==, 150);
  g_assert_cmpstr (speed.rule, ==, "BG-13-d");
  fighting = gg_bg_prisoner_guards (game, &a1);
  g_assert_cmpuint (fighting->len, ==, 2);
  g_assert_true (has_ptr_id (fighting, "A-1-3"));
  g_assert_false (has_ptr_id (fighting, "B-1-1"));
  test_bg_lose (game, one);
  left = gg_bg_prisoner_guards (game, &a1);
  g_assert_cmpuint (left->len, ==, 1);
}

/* BG-14.1-b: a hidden squad whose chit is drawn may stay hidden (its chit stays in play);
 * BG-14.3-b: its two dummies move independently; BG-14.3-d: it is spotted when an enemy sees one
 * of them (an imboscata only within 20 cm, BG-14.2-d); BG-14.3-c: revealed, its leader stands on a
 * dummy's place; BG-14.1-d: deployed, it may find itself out of command. */
static void
test_hidden_deployment (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 12 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit a1 = { 'A', 1 }, pair[2];
  const char *dummies[] = { "A-1-1", "A-1-3", NULL };
  GgPoint at[2];
  const char *rule;
  gboolean drawn = FALSE;
  guint n;

  g_assert_true (gg_bg_hide_squad (game, r, &a1, GG_HIDDEN_NASCOSTO, dummies, NULL, NULL));
  g_assert_true (gg_bg_play_begin (game, 12, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_true (gg_chitbag_in_bag (game->state->chits, 'A', 1));
  while ((n = gg_bg_play_draw (game, r, pair)) > 0)
    for (guint i = 0; i < n; i++)
      drawn |= pair[i].side == 'A' && pair[i].squad == 1;
  g_assert_true (drawn);
  g_assert_nonnull (gg_bg_state_hidden (game->state, 'A', 1));
  gg_game_lookup_figure (game, "A-1-1")->base.centre = (GgPoint){ 300, 300 };
  g_assert_cmpfloat (gg_game_lookup_figure (game, "A-1-3")->base.centre.x, ==, 560);
  g_assert_false (gg_bg_hidden_spotted (r, GG_HIDDEN_NASCOSTO, FALSE, 50));
  g_assert_true (gg_bg_hidden_spotted (r, GG_HIDDEN_NASCOSTO, TRUE, 1500));
  g_assert_true (gg_bg_hidden_spotted (r, GG_HIDDEN_AGGUATO, TRUE, 1500));
  g_assert_false (gg_bg_hidden_spotted (r, GG_HIDDEN_IMBOSCATA, TRUE, 1500));
  g_assert_true (gg_bg_hidden_spotted (r, GG_HIDDEN_IMBOSCATA, TRUE, 150));
  at[0] = gg_game_lookup_figure (game, "A-1-1")->base.centre;
  at[1] = gg_game_lookup_figure (game, "A-1-3")->base.centre;
  {
    /* revealed as the card does: its leader is not on a dummy, the log says how to deploy */
    g_autoptr (GgBgTable) table = gg_bg_table_new (game, r);
    GgLog *log = game->state->log;

    g_assert_true (gg_bg_play_reveal (table, &a1, NULL));
    g_assert_nonnull (strstr (gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text,
                              "where one of its dummies stood and every figure within 15 cm of "
                              "him: move it so (BG-14.1-c)"));
  }
  g_assert_null (gg_bg_state_hidden (game->state, 'A', 1));
  gg_game_lookup_figure (game, "A-1-L")->base.centre = at[0];
  g_assert_false (gg_bg_deployment_ok (game, r, &a1, at, 2, &rule)); /* the others far away */
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);

    g_assert_false (c->in_command); /* far from its platoon commander */
  }
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == 'A' && f->squad == 1)
        f->base.centre = (GgPoint){ at[0].x + 20, at[0].y };
    }
  gg_game_lookup_figure (game, "A-1-L")->base.centre = at[0];
  g_assert_true (gg_bg_deployment_ok (game, r, &a1, at, 2, &rule));
  g_assert_cmpstr (rule, ==, "BG-14.1-c");
}

/* BG-4.2-a (infantry) and BG-4.3-a (cavalry): one of reload, fire, move, assault or charge in an
 * activation: each alone is allowed, any two are not. */
static void
test_one_of_four (void)
{
  static const GgBgAction four[] = { GG_BG_ACTION_RELOAD, GG_BG_ACTION_FIRE, GG_BG_ACTION_MOVE,
                                     GG_BG_ACTION_ASSAULT };
  const char *rule;

  for (guint i = 0; i < G_N_ELEMENTS (four); i++)
    {
      g_assert_true (actions_allowed (0, &four[i], 1, &rule));
      for (guint k = 0; k < G_N_ELEMENTS (four); k++)
        {
          GgBgAction both[] = { four[i], four[k] };

          g_assert_false (actions_allowed (0, both, 2, &rule));
          g_assert_null (rule); /* BG-2.4-b */
        }
    }
}

/* BG-5-a: any deployment will do (a line, a column, a scatter) as long as the figures are within
 * the leader's radius; BG-4.8-g: a figure beyond it is out of command. */
static void
test_any_deployment (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("");
  static const GgPoint column[] = { { 500, 230 }, { 500, 260 }, { 500, 290 }, { 500, 320 } };
  static const GgPoint scatter[] = { { 380, 150 }, { 620, 260 }, { 450, 340 }, { 580, 80 } };
  static const char *const ids[] = { "A-1-1", "A-1-2", "A-1-3", "A-1-4" };
  GgFigure *f;

  for (guint i = 0; i < 4; i++)
    gg_game_lookup_figure (game, ids[i])->base.centre = column[i];
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);

    g_assert_cmpuint (c->out_of_radius->len, ==, 0);
  }
  for (guint i = 0; i < 4; i++)
    gg_game_lookup_figure (game, ids[i])->base.centre = scatter[i];
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);

    g_assert_cmpuint (c->out_of_radius->len, ==, 0);
    g_assert_true (c->in_command);
  }
  f = gg_game_lookup_figure (game, "A-1-2");
  f->base.centre.x = 700; /* 18.5 cm from the leader's edge */
  {
    g_autoptr (GgBgSquadCommand) c = squad (game, r, 'A', 1);

    g_assert_cmpuint (c->out_of_radius->len, ==, 1);
    g_assert_true (out_has (c, "A-1-2"));
  }
}

/* BG-5-d: infantry forms mass in its own activation; BG-5-e: not once the melee has begun;
 * BG-5-g: five men at least. */
static void
test_mass (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  const char *rule;

  g_assert_true (gg_bg_may_form_mass (r, GG_BG_ARM_INFANTRY, TRUE, FALSE, 5, &rule));
  g_assert_false (gg_bg_may_form_mass (r, GG_BG_ARM_INFANTRY, TRUE, FALSE, 4, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-g");
  g_assert_false (gg_bg_may_form_mass (r, GG_BG_ARM_INFANTRY, FALSE, FALSE, 8, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-d");
  g_assert_false (gg_bg_may_form_mass (r, GG_BG_ARM_INFANTRY, TRUE, TRUE, 8, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-e");
  g_assert_false (gg_bg_may_form_mass (r, GG_BG_ARM_CAVALRY, TRUE, FALSE, 8, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-d");
}

/* BG-15.1-t: Luciano Manara and the Mazzinian agitator are named personalities the scenario
 * describes: the words are known, and they change no number. */
static void
test_scenario_personalities (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgGame) game = load ("state: { seed: 14, squads: [ { squad: A1, characters: "
                                  "[luciano-manara, agitatore-mazziniano] } ] }\n");
  GgBgCharacter c;
  GgBgMoraleInput with, plain;
  GgSquadState *s = gg_bg_state_squad (game->state, 'A', 1, FALSE);

  g_assert_true (gg_bg_character_from_string ("luciano-manara", &c));
  g_assert_cmpint (c, ==, GG_BG_CHAR_MANARA);
  g_assert_true (gg_bg_character_from_string ("agitatore-mazziniano", &c));
  g_assert_cmpint (c, ==, GG_BG_CHAR_AGITATORE);
  g_assert_cmpuint (s->characters, ==, GG_BG_CHAR_MANARA | GG_BG_CHAR_AGITATORE);
  gg_bg_play_morale_input (game, r, 'A', 1, TRUE, &with);
  s->characters = 0;
  gg_bg_play_morale_input (game, r, 'A', 1, TRUE, &plain);
  g_assert_cmpint (memcmp (&with, &plain, sizeof with), ==, 0);
}

/* BG-3.1-a: what you see is what you get: each figure counts once in the score, whatever it is. */
static void
test_one_figure_one_piece (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 15 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgBgScore score;

  gg_bg_score (game, r, &score);
  g_assert_cmpint (score.start[0], ==, 11);
  g_assert_cmpint (score.start[1], ==, 3);
  gg_bg_score_clear (&score);
}

/* BG-2.7-a: measuring is free: any number of measurements and previews (distances, command,
 * the odds of a fire) roll no die, log nothing and change nothing in the game. */
static void
test_measuring_is_free (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 16 }\n");
  g_autoptr (GgBgRules) r = rules (20);
  GgChit pair[2];
  g_autofree char *before = NULL, *after = NULL;
  guint rolls, entries;
  GgBgFirer f = { "A-1-1", GG_BG_WEAPON_RIFLE, 300, TRUE, TRUE, 1 };
  GgBgFireTarget t = { .open_order = TRUE };

  g_assert_true (gg_bg_play_begin (game, 16, GG_CHIT_MODE_TOKENS, NULL));
  gg_bg_play_draw (game, r, pair);
  before = gg_game_to_yaml (game, NULL);
  rolls = gg_dice_get_n_rolls (game->state->dice);
  entries = gg_log_get_n_entries (game->state->log);
  for (int i = 0; i < 5; i++)
    {
      JsonNode *m = gg_query_measure (game, "A-1-1", "B-1-L", NAN, GG_LOS_AUTO, NULL);
      JsonNode *c = gg_query_command (game, NULL);
      GgBgFire fire;

      g_assert_nonnull (m);
      g_assert_nonnull (c);
      json_node_unref (m);
      json_node_unref (c);
      gg_bg_fire_prepare (r, GG_BG_ARM_INFANTRY, &f, 1, &t, &fire);
      gg_bg_fire_clear (&fire);
    }
  after = gg_game_to_yaml (game, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (gg_dice_get_n_rolls (game->state->dice), ==, rolls);
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), ==, entries);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/play/command/radius/BG-4.8-a", test_squad_radius);
  g_test_add_func ("/bg/play/command/links/BG-4.8-d", test_chain_links);
  g_test_add_func ("/bg/play/command/losses/BG-4.1-g", test_chain_losses);
  g_test_add_func ("/bg/play/state/round-trip", test_state_round_trip);
  g_test_add_func ("/bg/play/state/strict", test_state_strict);
  g_test_add_func ("/bg/play/replay/BG-2.2-a", test_replay);
  g_test_add_func ("/bg/play/activation/BG-4.8-m", test_activation_sequence);
  g_test_add_func ("/bg/play/mutual-fire/BG-2.2-f", test_mutual_fire);
  g_test_add_func ("/bg/play/mutual-charge/BG-2.2-g", test_mutual_charge);
  g_test_add_func ("/bg/play/officers/BG-10.8-a", test_officer_moves);
  g_test_add_func ("/bg/play/captain/BG-4.8-k", test_captain_counter);
  g_test_add_func ("/bg/play/captain/once-a-turn/BG-4.8-k", test_captain_once_a_turn);
  g_test_add_func ("/bg/play/state/drawn-pair/BG-2.2-a", test_drawn_pair_saved);
  g_test_add_func ("/bg/play/draw-entered/BG-2.2-a", test_draw_entered);
  g_test_add_func ("/bg/play/morale/BG-15.1-n", test_morale_characters);
  g_test_add_func ("/bg/play/actions/BG-15.3-d", test_actions);
  g_test_add_func ("/bg/play/characters/BG-15.1-k", test_characters);
  g_test_add_func ("/bg/play/reload/BG-15.2-a", test_reload);
  g_test_add_func ("/bg/play/prisoners/BG-13-c", test_prisoners);
  g_test_add_func ("/bg/play/seal", test_seal);
  g_test_add_func ("/bg/play/hidden/BG-14.2-b", test_hidden);
  g_test_add_func ("/bg/play/score/BG-16-b", test_score);
  g_test_add_func ("/bg/play/numbers", test_numbers);
  g_test_add_func ("/bg/play/squads-act/BG-2.1-a", test_squads_act);
  g_test_add_func ("/bg/play/pair/BG-2.2-d", test_pair_and_morale_due);
  g_test_add_func ("/bg/play/command/battalion/BG-2.5-a", test_battalion);
  g_test_add_func ("/bg/play/command/captain-attached/BG-4.5-j", test_captain_attached);
  g_test_add_func ("/bg/play/removed/BG-3.1-e", test_removed);
  g_test_add_func ("/bg/play/fire-casualties/BG-12.4-e", test_fire_casualties);
  g_test_add_func ("/bg/play/fire/out-of-action/BG-12.1-j", test_fire_out_of_action);
  g_test_add_func ("/bg/play/morale/flee/BG-MISS-01", test_morale_flee);
  g_test_add_func ("/bg/play/morale/one-call/BG-9-a", test_morale_action_one_call);
  g_test_add_func ("/bg/play/reload/one-call/BG-2.4", test_reload_action);
  g_test_add_func ("/bg/play/move/per-activation/BG-2.3-b", test_move_per_activation);
  g_test_add_func ("/bg/play/move/limits/BG-4.2-h", test_move_limits);
  g_test_add_func ("/bg/play/move/out-of-command/BG-4.8-n", test_move_out_of_command);
  g_test_add_func ("/bg/play/hidden/spotted/BG-14.3-d", test_spot_hidden);
  g_test_add_func ("/bg/play/gun-losses/BG-4.4-o", test_gun_losses);
  g_test_add_func ("/bg/play/melee/fought/BG-11.3-c", test_melee_fought);
  g_test_add_func ("/bg/play/assault/BG-11.2-a", test_assault);
  g_test_add_func ("/bg/play/assault/BG-10.7-e", test_gunners_do_not_charge);
  g_test_add_func ("/bg/play/prisoners/BG-13-g", test_prisoner_column);
  g_test_add_func ("/bg/play/hidden/BG-14.3-d", test_hidden_deployment);
  g_test_add_func ("/bg/play/actions/BG-4.2-a", test_one_of_four);
  g_test_add_func ("/bg/play/command/any-deployment/BG-5-a", test_any_deployment);
  g_test_add_func ("/bg/play/mass/BG-5-e", test_mass);
  g_test_add_func ("/bg/play/characters/BG-15.1-t", test_scenario_personalities);
  g_test_add_func ("/bg/play/score/BG-3.1-a", test_one_figure_one_piece);
  g_test_add_func ("/bg/play/measuring/BG-2.7-a", test_measuring_is_free);
  return g_test_run ();
}
