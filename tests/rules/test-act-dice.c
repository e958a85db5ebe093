/* test-act-dice.c: real dice typed in, for every roll of every activation scheme (gg-act.h):
 * each die the rulebook's procedure rolls (the initiative and its re-rolls, the activation die,
 * Volturno's coordination die, 1859's Extended Activation cohesion rolls and Demoralisation
 * rolls) takes the next die typed in, in order; the outcome lists every die used; too few or too
 * many dice typed is refused with a clear message and the game is left exactly as it was. The
 * cases are written from the rulebook's sentences (seed file and line quoted in each test). */
#include <glib.h>
#include <string.h>

#include "gg-act.h"
#include "gg-d6-state.h"
#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-table-rules.h"

#define HEAD                                                                                     \
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n" \
  "figures: []\n"                                                                                \
  "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"                           \
  "    - { id: A1, side: A, brigade: Eber }\n"                                                   \
  "    - { id: A3, side: A, brigade: Eber }\n"                                                   \
  "    - { id: A2, side: A, brigade: Sacchi }\n"                                                 \
  "    - { id: B1, side: B, brigade: Tabacchi }\n"                                               \
  "    - { id: B2, side: B, brigade: Polizzy }\n"

/* No d6 option for poor coordination: the text never calls 15.7 optional. */
static const char volturno[] = HEAD
  "  options: { activation: volturno }\n"
  "  activation:\n"
  "    sides:\n"
  "      - { side: A, cic: Garibaldi, value: 4 }\n"
  "      - { side: B, cic: Ritucci, value: 3, neapolitan: true }\n"
  "    formations:\n"
  "      - { id: turr, side: A, commander: Türr, rating: 3, brigades: [Eber] }\n"
  "      - { id: medici, side: A, commander: Medici, rating: 4, brigades: [Sacchi] }\n"
  "      - { id: tabacchi, side: B, commander: Tabacchi, rating: 3, brigades: [Tabacchi] }\n"
  "      - { id: polizzy, side: B, commander: Polizzy, rating: 3, brigades: [Polizzy] }\n";

static const char r59[] = HEAD
  "  options: { activation: r59 }\n"
  "  activation:\n"
  "    sides:\n"
  "      - { side: A, name: French, french: true, value: 1 }\n"
  "      - { side: B, name: Austrian }\n"
  "    formations:\n"
  "      - { id: I, side: A, commander: d'Hilliers, rated: d-hilliers, brigades: [Eber] }\n"
  "      - { id: IV, side: A, commander: Niel, rated: niel, brigades: [Sacchi] }\n"
  "      - { id: V, side: B, commander: Stadion, rated: stadion, brigades: [Tabacchi] }\n"
  "      - { id: VIII, side: B, commander: Benedek, rated: benedek, brigades: [Polizzy] }\n";

typedef struct
{
  GgGame *game;
  GgAct *act;
} Fixture;

static void
fixture_open (Fixture *f, const char *text)
{
  g_autoptr (GError) error = NULL;

  f->game = gg_game_load_data (text, strlen (text), "test.yaml", &error);
  g_assert_no_error (error);
  f->act = gg_act_new (f->game, gg_game_get_rules_data (f->game), 1, &error);
  g_assert_no_error (error);
}

static void
fixture_close (Fixture *f)
{
  gg_act_free (f->act);
  gg_game_unref (f->game);
}

/* The game's whole state as it would be saved: what "nothing changed" compares. */
static char *
snapshot (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  char *text = gg_game_to_yaml (f->game, &error);

  g_assert_no_error (error);
  return text;
}

static void
assert_faces (const GgActOutcome *out, const int *faces, guint n)
{
  g_assert_cmpuint (out->n_faces, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (out->faces[i], ==, faces[i]);
}

/* Every die of the outcome was logged as typed in. */
static void
assert_all_entered (Fixture *f, guint n)
{
  GgDice *dice = f->game->state->dice;
  guint total = gg_dice_get_n_rolls (dice);

  g_assert_cmpuint (total, >=, n);
  for (guint i = total - n; i < total; i++)
    g_assert_true (gg_dice_get_roll (dice, i)->entered);
}

static GgActOutcome *
act_initiative (Fixture *f, const int *dice, guint n)
{
  g_autoptr (GError) error = NULL;
  GgActOutcome *out = gg_act_initiative (f->act, dice, n, &error);

  g_assert_no_error (error);
  return out;
}

static void
act_attempt (Fixture *f, const char *id, const int *dice, guint n)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = gg_act_attempt_dice (f->act, id, NULL, dice, n, &error);

  g_assert_no_error (error);
}

static void
act_finish (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = gg_act_finish (f->act, &error);

  g_assert_no_error (error);
}

/* Volturno: both Garibaldine formations activated, side B to attempt. */
static void
all_garibaldine_activated (Fixture *f)
{
  static const int init[] = { 6, 6, 1, 1 }, one[] = { 1 };
  g_autoptr (GgActOutcome) a = act_initiative (f, init, G_N_ELEMENTS (init));
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) p = NULL;

  act_attempt (f, "turr", one, 1);
  act_finish (f);
  p = gg_act_pass (f->act, &error); /* B passes */
  g_assert_no_error (error);
  act_attempt (f, "medici", one, 1);
  act_finish (f);
  g_assert_cmpint (gg_act_get_state (f->act)->to_act, ==, 'B');
}

/* 001 L894 (VOL-15.7): "Whenever a Neapolitan formation fails to activate and all Garibaldi
 * formations have already been activated, roll a die; with a result of 1 or 2 the Activation
 * Phase ends." Typed in: the activation die 5 (fails against Tabacchi's 3), then the coordination
 * die 2: the phase ends, and the answer lists both dice, both typed in. */
static void
test_coordination_die (void)
{
  static const int dice[] = { 5, 2 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = NULL;

  fixture_open (&f, volturno);
  all_garibaldine_activated (&f);
  out = gg_act_attempt_dice (f.act, "tabacchi", NULL, dice, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (out->result, ==, GG_ACT_RESULT_FAILED);
  assert_faces (out, dice, 2);
  assert_all_entered (&f, 2);
  g_assert_true (out->phase_over);
  g_assert_true (gg_act_get_state (f.act)->over);
  g_assert_nonnull (strstr (out->text, "VOL-15.7"));
  fixture_close (&f);
}

/* The same with a coordination die of 3: the phase goes on (1 or 2 only end it). */
static void
test_coordination_die_goes_on (void)
{
  static const int dice[] = { 5, 3 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = NULL;

  fixture_open (&f, volturno);
  all_garibaldine_activated (&f);
  out = gg_act_attempt_dice (f.act, "tabacchi", NULL, dice, 2, &error);
  g_assert_no_error (error);
  assert_faces (out, dice, 2);
  g_assert_false (gg_act_get_state (f.act)->over);
  fixture_close (&f);
}

/* Too few dice typed: the failure needs the coordination die (001 L894) and only the activation
 * die was typed: refused, saying how many dice the roll takes; the game is as it was. */
static void
test_too_few (void)
{
  static const int dice[] = { 5 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;

  fixture_open (&f, volturno);
  all_garibaldine_activated (&f);
  before = snapshot (&f);
  g_assert_null (gg_act_attempt_dice (f.act, "tabacchi", NULL, dice, 1, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  g_assert_nonnull (strstr (error->message, "2"));
  after = snapshot (&f);
  g_assert_cmpstr (before, ==, after);
  fixture_close (&f);
}

/* Too many: an activation that succeeds (1 against Türr's 3) uses one die; a second typed die
 * would be lost, so it is refused and nothing changes. */
static void
test_too_many (void)
{
  static const int init[] = { 6, 6, 1, 1 }, dice[] = { 1, 4 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) a = NULL;
  g_autofree char *before = NULL, *after = NULL;

  fixture_open (&f, volturno);
  a = act_initiative (&f, init, 4);
  before = snapshot (&f);
  g_assert_null (gg_act_attempt_dice (f.act, "turr", NULL, dice, 2, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  after = snapshot (&f);
  g_assert_cmpstr (before, ==, after);
  fixture_close (&f);
}

/* 001 L281 (VOL-4.A): "Each player rolls two dice, adding the Command Value of the CiC. [...]
 * Re-roll in case of a tie." A 1+2+4 = 7 against B 2+2+3 = 7: a tie; then 6+6+4 against 1+1+3:
 * A. Eight dice typed, A's two then B's two, each round; all eight are listed. Four dice only
 * (the tie undecided) are too few: refused, nothing changed. */
static void
test_initiative_tie (void)
{
  static const int dice[] = { 1, 2, 2, 2, 6, 6, 1, 1 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  g_autofree char *before = NULL, *after = NULL;

  fixture_open (&f, volturno);
  before = snapshot (&f);
  g_assert_null (gg_act_initiative (f.act, dice, 4, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  after = snapshot (&f);
  g_assert_cmpstr (before, ==, after);
  out = act_initiative (&f, dice, 8);
  g_assert_cmpint (out->side, ==, 'A');
  assert_faces (out, dice, 8);
  assert_all_entered (&f, 8);
  fixture_close (&f);
}

/* 002 L23 (R59-4.3): "each player rolls the die. [...] If tied, roll again." French +1: 2+1
 * against 3 is a tie, then 5+1 against 2: the French. */
static void
test_r59_initiative_tie (void)
{
  static const int dice[] = { 2, 3, 5, 2 };
  Fixture f;
  g_autoptr (GgActOutcome) out = NULL;

  fixture_open (&f, r59);
  out = act_initiative (&f, dice, 4);
  g_assert_cmpint (out->side, ==, 'A');
  assert_faces (out, dice, 4);
  fixture_close (&f);
}

/* 002 L23 (R59-4.43): "For each unit that moves [...] roll a die and compare it to that unit's
 * Adjusted Cohesion. If it is higher, the unit incurs a Hit." Corps I's Extended Activation (its
 * roll typed: 2, within d'Hilliers' 3): A1 and A3 move; at its end two dice, typed in order:
 * A1's 9 (a Hit), A3's 1 (none). One die only is too few: refused, the corps still acting. */
static void
test_extended_cohesion_dice (void)
{
  static const int init[] = { 9, 0 }, roll[] = { 2 }, cost[] = { 9, 1 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) a = NULL, out = NULL;
  g_autofree char *before = NULL, *after = NULL;
  GgD6State *d6;

  fixture_open (&f, r59);
  a = act_initiative (&f, init, 2);
  gg_act_state_lookup (gg_act_get_state (f.act), "I")->activations = 2;
  act_attempt (&f, "I", roll, 1);
  gg_act_record_move (f.act, "A1");
  gg_act_record_move (f.act, "A3");
  before = snapshot (&f);
  g_assert_null (gg_act_finish_dice (f.act, cost, 1, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  after = snapshot (&f);
  g_assert_cmpstr (before, ==, after);
  g_clear_error (&error);
  out = gg_act_finish_dice (f.act, cost, 2, &error);
  g_assert_no_error (error);
  assert_faces (out, cost, 2);
  assert_all_entered (&f, 2);
  d6 = gg_d6_state_of (f.game);
  g_assert_true (gg_d6_unit_state_disordered (gg_d6_state_lookup_unit (d6, "A1")));
  g_assert_false (gg_d6_unit_state_disordered (gg_d6_state_lookup_unit (d6, "A3")));
  fixture_close (&f);
}

/* 002 L47 (R59-9.2): "the player rolls the die for each corps that has at least one brigade
 * that is HDC." V (Tabacchi) and VIII (Polizzy) each have their one unit disordered: two dice;
 * one typed is too few, refused and nothing changed; two are used in the corps' order. */
static void
test_demoralisation_dice (void)
{
  static const int dice[] = { 9, 0 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  g_autofree char *before = NULL, *after = NULL;
  GgD6State *d6;

  fixture_open (&f, r59);
  d6 = gg_d6_state_of (f.game);
  gg_d6_state_lookup_unit (d6, "B1")->orange = TRUE;
  gg_d6_state_lookup_unit (d6, "B2")->orange = TRUE;
  before = snapshot (&f);
  g_assert_null (gg_act_demoralisation (f.act, dice, 1, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  after = snapshot (&f);
  g_assert_cmpstr (before, ==, after);
  g_clear_error (&error);
  out = gg_act_demoralisation (f.act, dice, 2, &error);
  g_assert_no_error (error);
  assert_faces (out, dice, 2);
  g_assert_true (gg_act_state_lookup (gg_act_get_state (f.act), "V")->demoralised);
  g_assert_false (gg_act_state_lookup (gg_act_get_state (f.act), "VIII")->demoralised);
  fixture_close (&f);
}

/* A Free Activation rolls no die (002 L25, R59-4.52: "without rolling the die"): a die typed for
 * it is refused rather than silently dropped. */
static void
test_free_takes_no_die (void)
{
  static const int init[] = { 9, 0 }, one[] = { 4 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) a = NULL;

  fixture_open (&f, r59);
  a = act_initiative (&f, init, 2);
  g_assert_null (gg_act_attempt_dice (f.act, "I", NULL, one, 1, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  g_assert_null (gg_act_get_state (f.act)->active);
  fixture_close (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/act-dice/coordination/VOL-15.7", test_coordination_die);
  g_test_add_func ("/act-dice/coordination-goes-on/VOL-15.7", test_coordination_die_goes_on);
  g_test_add_func ("/act-dice/too-few/VOL-15.7", test_too_few);
  g_test_add_func ("/act-dice/too-many/VOL-6.1.1", test_too_many);
  g_test_add_func ("/act-dice/initiative-tie/VOL-4.A", test_initiative_tie);
  g_test_add_func ("/act-dice/initiative-tie/R59-4.3", test_r59_initiative_tie);
  g_test_add_func ("/act-dice/extended-cohesion/R59-4.43", test_extended_cohesion_dice);
  g_test_add_func ("/act-dice/demoralisation/R59-9.2", test_demoralisation_dice);
  g_test_add_func ("/act-dice/free/R59-4.52", test_free_takes_no_die);
  return g_test_run ();
}
