/* test-act-setup.c: a d6 game set to an activation scheme (gg_act_setup, through
 * gg_new_game_build as the New Game dialog and `gigogin-cli new --activation` call it, and as
 * the d6 settings call it): the formations or corps made from the rosters' corps, saved in the
 * game file and restored in the middle of the Activation Phase (R59-4.4, VOL-4.B2). */
#include "gg-config.h"

#include <glib.h>
#include <string.h>

#include "gg-act.h"
#include "gg-d6-state.h"
#include "gg-table-rules.h"
#include "gg-new-game.h"

#include "core-support.h"

static GgGame *
solferino (const char *activation, GError **error)
{
  GgNewGameChoices c = { GG_RULESET_D6, GG_UNIT_IN, 15, 72 * 25.4, 48 * 25.4 };
  GgGame *game;

  c.sides[0] = test_shipped_roster ("solferino-1859-brigata-goze.yaml");
  c.sides[1] = test_shipped_roster ("solferino-1859-brigata-hoditz.yaml");
  c.activation = activation;
  game = gg_new_game_build (&c, error);
  gg_roster_unref (c.sides[0]);
  gg_roster_unref (c.sides[1]);
  return game;
}

static const char *
option (GgGame *game, const char *name)
{
  for (guint i = 0; i + 1 < gg_d6_state_of (game)->options->len; i += 2)
    if (g_str_equal (g_ptr_array_index (gg_d6_state_of (game)->options, i), name))
      return g_ptr_array_index (gg_d6_state_of (game)->options, i + 1);
  return NULL;
}

/* R59-4.4: corps from the rosters' `corps:`, each with its brigades and its rated commander. */
static void
test_new_game_corps (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = solferino ("r59", &error);
  GgActState *s;
  GgActFormation *i, *v;

  g_assert_no_error (error);
  g_assert_cmpstr (option (game, "activation"), ==, "r59");
  s = gg_d6_state_of (game)->activation;
  g_assert_nonnull (s);
  g_assert_cmpuint (s->formations->len, ==, 2);
  i = gg_act_state_lookup (s, "Ier Corps");
  v = gg_act_state_lookup (s, "V. Korps");
  g_assert_nonnull (i);
  g_assert_nonnull (v);
  g_assert_cmpint (i->side, ==, 'A');
  g_assert_cmpint (v->side, ==, 'B');
  g_assert_cmpstr (i->rated, ==, "d-hilliers");
  g_assert_cmpstr (v->rated, ==, "stadion");
  g_assert_cmpstr (i->commander, ==, "Maréchal Baraguey d'Hilliers");
  g_assert_cmpstr (i->brigades[0], ==, "Brigade Goze");
  g_assert_null (i->brigades[1]);
  g_assert_cmpstr (v->brigades[0], ==, "Brigade Hoditz");
  g_assert_true (s->sides[0].french); /* R59-4.56: the French pass opens the three-pass end */
  g_assert_false (s->sides[1].french);
}

/* Saved in the middle of a corps' activation, the game opens there again: the same corps
 * acting, the other side's corps refused until it finishes, and the file written the same. */
static void
test_round_trip_mid_phase (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = solferino ("r59", &error);
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GgAct) act = NULL, act2 = NULL;
  g_autoptr (GgActOutcome) init = NULL, free_act = NULL, done = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  int dice[] = { 9, 2 };

  g_assert_no_error (error);
  act = gg_act_new (game, gg_game_get_rules_data (game), 1, &error);
  init = gg_act_initiative (act, dice, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (init->side, ==, 'A');
  free_act = gg_act_attempt (act, "Ier Corps", NULL, 0, &error); /* R59-4.3: free */
  g_assert_no_error (error);
  g_assert_cmpint (free_act->result, ==, GG_ACT_RESULT_ACTIVATED);
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  again = gg_game_load_data (text, strlen (text), "saved.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (option (again, "activation"), ==, "r59");
  act2 = gg_act_new (again, gg_game_get_rules_data (again), 2, &error);
  g_assert_cmpint (gg_act_get_scheme (act2), ==, GG_ACT_SCHEME_R59);
  g_assert_cmpstr (gg_act_get_state (act2)->active, ==, "Ier Corps");
  plan = gg_act_plan (act2, "V. Korps", NULL, &error);
  g_assert_nonnull (plan->refused); /* Ier Corps is still acting */
  done = gg_act_finish (act2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (done->result, ==, GG_ACT_RESULT_FINISHED);
  g_assert_cmpint (gg_act_state_lookup (gg_act_get_state (act2), "Ier Corps")->activations, ==, 1);
  text2 = gg_game_to_yaml (game, &error);
  g_assert_cmpstr (text2, ==, text);
}

/* A game set up without its rosters (the d6 settings): each brigade on the table a formation of
 * its own, so every brigade can activate (house). */
static void
test_lone_brigades (void)
{
  static const char text[] = "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\n"
                             "table: { width: 72, depth: 48 }\nfigures: []\n"
                             "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"
                             "    - { id: A1, side: A, brigade: Eber }\n"
                             "    - { id: A2, side: A, brigade: Eber }\n"
                             "    - { id: B1, side: B, brigade: Tabacchi }\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "t.yaml", &error);

  g_assert_no_error (error);
  g_assert_true (gg_act_setup (game, "volturno", NULL, &error));
  g_assert_cmpstr (option (game, "activation"), ==, "volturno");
  g_assert_cmpuint (gg_d6_state_of (game)->activation->formations->len, ==, 2);
  g_assert_cmpint (gg_act_state_lookup (gg_d6_state_of (game)->activation, "Eber")->side, ==, 'A');
  g_assert_cmpint (gg_act_state_lookup (gg_d6_state_of (game)->activation, "Tabacchi")->side, ==,
                   'B');
  /* back to the d6 sequence: the option only, the section stays for a later change */
  g_assert_true (gg_act_setup (game, "d6", NULL, &error));
  g_assert_cmpstr (option (game, "activation"), ==, "d6");
}

/* R59-4.22: a brigade commander's `commitment:` in the roster is the corps' Commitment for that
 * brigade (the Without Orders roll reads it), saved in the game file and read back; a brigade
 * whose commander gives none has no entry (the text's value or the house one applies). */
static void
test_commitment_from_roster (void)
{
  static const char text[] =
    "format: gigogin-roster/1\nruleset: d6\nname: \"III. Korps\"\nside: \"Austria\"\n"
    "period: \"1859\"\n"
    "corps:\n  - { name: \"III. Korps\", commander: { name: \"FML Schwarzenberg\", level: corps } "
    "}\n"
    "brigades:\n"
    "  - name: \"Brigade Rösgen\"\n    corps: \"III. Korps\"\n"
    "    commander: { name: \"GM Rösgen\", level: brigade, commitment: -1 }\n"
    "    units: [{ name: \"IR 1\", type: line-infantry, figures: 24 }]\n"
    "  - name: \"Brigade Hartung\"\n    corps: \"III. Korps\"\n"
    "    commander: { name: \"GM Hartung\", level: brigade }\n"
    "    units: [{ name: \"IR 2\", type: line-infantry, figures: 24 }]\n";
  g_autoptr (GError) error = NULL;
  GgNewGameChoices c = { GG_RULESET_D6, GG_UNIT_IN, 15, 72 * 25.4, 48 * 25.4 };
  g_autoptr (GgGame) game = NULL, again = NULL;
  g_autofree char *yaml = NULL;
  GgActFormation *f;

  c.sides[0] = test_shipped_roster ("solferino-1859-brigata-goze.yaml");
  c.sides[1] = gg_roster_load_data (text, strlen (text), "iii.yaml", &error);
  g_assert_no_error (error);
  c.activation = "r59";
  game = gg_new_game_build (&c, &error);
  gg_roster_unref (c.sides[0]);
  gg_roster_unref (c.sides[1]);
  g_assert_no_error (error);
  f = gg_act_state_lookup (gg_d6_state_of (game)->activation, "III. Korps");
  g_assert_nonnull (f);
  g_assert_nonnull (f->commitment);
  g_assert_cmpstr (f->brigades[0], ==, "Brigade Rösgen");
  g_assert_cmpint (f->commitment[0], ==, -1);
  g_assert_cmpint (f->commitment[1], ==, GG_ACT_NO_COMMITMENT);
  yaml = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (yaml, "commitment"));
  again = gg_game_load_data (yaml, strlen (yaml), "again.yaml", &error);
  g_assert_no_error (error);
  f = gg_act_state_lookup (gg_d6_state_of (again)->activation, "III. Korps");
  g_assert_cmpint (f->commitment[0], ==, -1);
  g_assert_cmpint (f->commitment[1], ==, GG_ACT_NO_COMMITMENT);
}

static void
test_refused (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = solferino ("bogus", &error);

  g_assert_null (game);
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_UNKNOWN);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/act-setup/new-game/R59-4.4", test_new_game_corps);
  g_test_add_func ("/act-setup/round-trip/R59-4.52", test_round_trip_mid_phase);
  g_test_add_func ("/act-setup/lone-brigades/VOL-4.B2", test_lone_brigades);
  g_test_add_func ("/act-setup/commitment/R59-4.22", test_commitment_from_roster);
  g_test_add_func ("/act-setup/refused", test_refused);
  return g_test_run ();
}
