/* test-act-letter.c: the board games' activation rules to the letter of their rulebooks (seed
 * 002 Risorgimento 1859, seed 001 Volturno 1860), each case written from the sentence quoted
 * with its seed file and line, played through the core calls the app's activation panel and
 * `gigogin-cli activate` make (gg-act.h). */
#include <glib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "core-support.h"
#include "gg-act.h"
#include "gg-d6-activation.h"
#include "gg-d6-table.h"
#include "gg-query.h"
#include "gg-d6-play.h"
#include "gg-d6-state.h"
#include "gg-game-state.h"
#include "gg-log.h"
#include "gg-new-game.h"
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

static GgActOutcome *
attempt (Fixture *f, const char *id, const int *dice, guint n)
{
  g_autoptr (GError) error = NULL;
  GgActOutcome *out = gg_act_attempt_dice (f->act, id, NULL, dice, n, &error);

  g_assert_no_error (error);
  return out;
}

static void
finish (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = gg_act_finish (f->act, &error);

  g_assert_no_error (error);
}

static void
initiative_to_a (Fixture *f)
{
  static const int dice[] = { 9, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = gg_act_initiative (f->act, dice, 2, &error);

  g_assert_no_error (error);
  g_assert_cmpint (out->side, ==, 'A');
}

/* 002 L25 (R59-4.55): "Whenever one side has Finished and the other side has corps that may
 * still be activated, activation occurs as follows: 1) The first corps, selected from those
 * left, gets a Free Activation. 2) For all subsequent corps, the player rolls the die to
 * activate. [...] If the roll is higher, the corps is activated but may not attack. (It may
 * fire.) Play Note: This rule kicks in whenever one side has activated all of his commands/corps
 * twice". The French I has activated twice; IV's free activation is its second: when it ends,
 * every French corps has activated twice, so the Austrian's first corps (V) is free, and the
 * next (VIII, Benedek 5) rolls: a 9 activates it all the same, but it may not attack. */
static void
test_play_note_frees_other_side (void)
{
  static const int nine[] = { 9 };
  Fixture f;
  g_autoptr (GgActOutcome) iv = NULL, v = NULL, viii = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  GgActState *s;

  fixture_open (&f, r59);
  s = gg_act_get_state (f.act);
  initiative_to_a (&f);
  gg_act_state_lookup (s, "I")->activations = 2;
  gg_act_state_lookup (s, "IV")->activations = 1;
  iv = attempt (&f, "IV", NULL, 0); /* the initiative's Free Activation */
  g_assert_cmpint (iv->result, ==, GG_ACT_RESULT_ACTIVATED);
  finish (&f);
  g_assert_cmpint (s->to_act, ==, 'B');
  g_assert_true (s->free);
  plan = gg_act_plan (f.act, "V", NULL, NULL);
  g_assert_true (plan->free);
  v = attempt (&f, "V", NULL, 0);
  g_assert_cmpint (v->result, ==, GG_ACT_RESULT_ACTIVATED);
  finish (&f);
  g_assert_cmpint (s->to_act, ==, 'B'); /* the Austrian goes on: subsequent corps roll */
  g_assert_false (s->free);
  viii = attempt (&f, "VIII", nine, 1);
  g_assert_cmpint (viii->result, ==, GG_ACT_RESULT_ACTIVATED);
  g_assert_true (gg_act_state_lookup (s, "VIII")->no_attack);
  g_assert_nonnull (strstr (viii->text, "R59-4.55"));
  fixture_close (&f);
}

/* The same Play Note: "declaring yourself Finished does not trigger the rule". The French pass
 * with both corps once activated: the Austrian gets the ordinary Free Activation of a pass
 * (R59-4.52), and a failed roll of VIII is an ordinary failure, not 4.55's activation without
 * attack. */
static void
test_pass_does_not_trigger (void)
{
  static const int nine[] = { 9 };
  Fixture f;
  g_autoptr (GgActOutcome) i = NULL, p = NULL, v = NULL, viii = NULL;
  g_autoptr (GError) error = NULL;
  GgActState *s;

  fixture_open (&f, r59);
  s = gg_act_get_state (f.act);
  initiative_to_a (&f);
  gg_act_state_lookup (s, "IV")->activations = 1;
  i = attempt (&f, "I", NULL, 0);
  finish (&f);
  p = gg_act_pass (f.act, &error);
  g_assert_no_error (error);
  g_assert_cmpint (s->to_act, ==, 'B');
  v = attempt (&f, "V", NULL, 0);
  g_assert_false (gg_act_state_lookup (s, "V")->no_attack);
  finish (&f);
  g_assert_cmpint (s->to_act, ==, 'B');
  viii = attempt (&f, "VIII", nine, 1); /* Benedek 5: an ordinary failure (R59-4.51) */
  g_assert_cmpint (viii->result, ==, GG_ACT_RESULT_FAILED);
  g_assert_null (s->active);
  fixture_close (&f);
}

/* 002 L45 (R59-9.1): hors de combat "is determined at the conclusion of a brigade's
 * activation"; 002 L23 (R59-4.43): in an Extended Activation "For each unit that moves [...]
 * roll a die". Ending the game turn while corps I is still in its Extended Activation ends that
 * activation first: A1, which moved, rolls, and corps I is no longer acting. With dice typed in
 * the end of turn is refused while I acts (finish it first, its dice typed there), and nothing
 * is changed. */
static void
test_end_turn_finishes_acting (void)
{
  static const int two[] = { 2 }, nine[] = { 9 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) on = NULL, end = NULL;
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Play) play = NULL;
  g_autofree char *before = NULL, *after = NULL;
  gboolean rolled = FALSE;
  GgLog *game_log;

  fixture_open (&f, r59);
  initiative_to_a (&f);
  gg_act_state_lookup (gg_act_get_state (f.act), "I")->activations = 2;
  on = attempt (&f, "I", two, 1);
  g_assert_true (on->plan->extended);
  gg_act_record_move (f.act, "A1");
  rules = gg_game_d6_rules (f.game, &error);
  g_assert_no_error (error);
  play = gg_d6_play_new (f.game, rules, 5, &error);
  g_assert_no_error (error);
  before = gg_game_to_yaml (f.game, NULL);
  g_assert_null (gg_act_end_turn (play, nine, 1, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED);
  after = gg_game_to_yaml (f.game, NULL);
  g_assert_cmpstr (before, ==, after);
  g_clear_error (&error);
  end = gg_act_end_turn (play, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gg_d6_state_of (f.game)->turn.turn, ==, 2);
  g_assert_null (gg_d6_state_of (f.game)->activation->active);
  game_log = f.game->state->log;
  for (guint i = 0; i < gg_log_get_n_entries (game_log) && !rolled; i++)
    {
      g_autofree char *log = gg_log_entry_render (gg_log_get_entry (game_log, i));

      rolled = strstr (log, "A1: moved, d10 =") != NULL;
    }
  g_assert_true (rolled);
  fixture_close (&f);
}

/* The command answer `gigogin-cli command` prints (gg_query_command): unit id -> in command. */
static GHashTable *
query_in_command (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonNode) node = gg_query_command (game, &error);
  GHashTable *in = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *squads;

  g_assert_no_error (error);
  squads = json_object_get_array_member (json_node_get_object (node), "squads");
  for (guint i = 0; i < json_array_get_length (squads); i++)
    {
      JsonObject *o = json_array_get_object_element (squads, i);

      g_hash_table_insert (in, g_strdup (json_object_get_string_member (o, "unit")),
                           GINT_TO_POINTER (json_object_get_boolean_member (o, "in_command")));
    }
  return in;
}

/* The app's command overlay (gg_d6_command_cache_update): whether unit @id is out. */
static gboolean
overlay_out (GArray *status, GgD6Table *table, const char *id)
{
  GgD6TableUnit *u = gg_d6_table_lookup (table, id);

  for (guint i = 0; i < status->len; i++)
    {
      GgSquadCommand *c = &g_array_index (status, GgSquadCommand, i);

      if (c->side == u->side && c->squad == u->squad)
        return c->out->len > 0;
    }
  return FALSE;
}

/* 002 L19-21 (R59-4.11): "Range: Used to determine which of his combat units is In Command.
 * Units not within range are Out of Command. However, if a combat unit is outside its Brigade
 * leader's range, but adjacent to a unit from the same brigade that is In Command, it, too, is
 * considered to be In Command." 002 L23 (R59-4.22): "A Brigadier Without Orders has all his units
 * Out of Command, regardless of where they are". On tests/data/r59-command.yaml, a game of 1859's
 * corps with no daisy-chain option: A2 within its brigadier A1's reach: in; A4 beyond it but
 * touching A2: in (the chain is 1859's rule, not an option); A3 beyond A1's reach: out, though
 * the corps commander stands near (command is traced from the unit's own brigadier); A6 beside
 * its brigadier A5, who is Without Orders: out. `gigogin-cli command`'s answer and the app's
 * command overlay agree on every unit, and so does the activation's fire refusal (R59-4.42). */
static void
test_command_one_answer (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "r59-command.yaml", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Table) table = NULL;
  g_autoptr (GHashTable) in = NULL;
  g_autoptr (GArray) status = NULL;
  static const char *const ids[] = { "A2", "A3", "A4", "A6" };
  static const gboolean expected_in[] = { TRUE, FALSE, TRUE, FALSE };
  gpointer act;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  game = gg_game_load_data (text, strlen (text), path, &error);
  g_assert_no_error (error);
  in = query_in_command (game);
  rules = gg_game_d6_rules (game, &error);
  g_assert_no_error (error);
  g_assert_true (gg_d6_state_apply_options (gg_d6_state_of (game), rules, &error));
  table = gg_d6_table_new (game, rules);
  status = test_d6_command_status (table, 18 * 25.4);
  act = gg_d6_activation_open (table);
  {
    static const int init[] = { 9, 0 };
    g_autoptr (GgActOutcome) i = gg_act_initiative (act, init, 2, &error);
    g_autoptr (GgActOutcome) on = NULL;

    g_assert_no_error (error);
    on = gg_act_attempt_dice (act, "I", NULL, NULL, 0, &error); /* free: corps I acts */
    g_assert_no_error (error);
  }
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *why = gg_d6_activation_unit_refusal (act, ids[i], GG_D6_DO_FIRE);

      g_test_message ("%s", ids[i]);
      g_assert_cmpint (GPOINTER_TO_INT (g_hash_table_lookup (in, ids[i])), ==, expected_in[i]);
      g_assert_cmpint (overlay_out (status, table, ids[i]), ==, !expected_in[i]);
      g_assert_cmpint (why != NULL && strstr (why, "R59-4.42") != NULL, ==, !expected_in[i]);
    }
  gg_d6_activation_close (act);
}

/* 001 L223 (VOL-2.3): "The Formation is the group of units that maneuver together, under the
 * command of a CdF"; 001 L357 (VOL-6): "Each Formation is composed of a CdF plus the Combat Units
 * assigned to him"; 001 L189: "Formation Commanders (CdF) and Commanders in Chief (CiC)" are two
 * kinds of commander. A new Volturno game from the shipped rosters: one formation for each
 * roster brigade, its CdF the brigade's commander with his unit on the table; the CiC is the
 * roster's commander, not a CdF; 001 L894 (VOL-15.7) names the Neapolitan side, the one whose
 * roster is the Two Sicilies' army. */
static void
test_volturno_formations_from_rosters (void)
{
  GgNewGameChoices c = { GG_RULESET_D6, GG_UNIT_IN, 15, 72 * 25.4, 48 * 25.4 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  GgActState *s;
  GgActFormation *one, *two, *linea;

  c.sides[0] = test_shipped_roster ("volturno-1860-garibaldini.yaml");
  c.sides[1] = test_shipped_roster ("volturno-1860-napoletani.yaml");
  c.activation = "volturno";
  game = gg_new_game_build (&c, &error);
  gg_roster_unref (c.sides[0]);
  gg_roster_unref (c.sides[1]);
  g_assert_no_error (error);
  s = gg_d6_state_of (game)->activation;
  g_assert_cmpuint (s->formations->len, ==, 4);
  g_assert_null (gg_act_state_lookup (s, "15ª Divisione Türr"));
  one = gg_act_state_lookup (s, "1ª brigata (invented)");
  two = gg_act_state_lookup (s, "2ª brigata (invented)");
  linea = gg_act_state_lookup (s, "Brigata di linea (invented)");
  g_assert_nonnull (one);
  g_assert_nonnull (two);
  g_assert_nonnull (linea);
  g_assert_cmpint (linea->side, ==, 'B');
  g_assert_cmpstr (one->commander, ==, "Colonnello (invented)");
  g_assert_cmpstr (one->brigades[0], ==, "1ª brigata (invented)");
  g_assert_null (one->brigades[1]);
  g_assert_nonnull (one->commander_unit);
  g_assert_nonnull (two->commander_unit);
  g_assert_cmpstr (one->commander_unit, !=, two->commander_unit);
  g_assert_cmpstr (s->sides[0].cic, ==, "Stefano Türr");
  g_assert_cmpint (s->sides[0].value, ==, 3);
  g_assert_nonnull (s->sides[0].cic_unit);
  g_assert_false (s->sides[0].neapolitan);
  g_assert_true (s->sides[1].neapolitan);
}

/* 001 L341 (VOL-5.1): "Each unit can Act during the Activation of its Formation if within the
 * Command range of its CdF at the start of the Action Phase." L343: "Units outside of CdF range
 * are marked Out of Command at the start of the Action Phase, and will move during the Out of
 * Command Units Phase." L349 (VOL-5.2): "The command range is four points, and is traced from
 * the CdF to the unit" (on the table 6" a point, a house scale: 24"). L345 (5.1.1): out of
 * command units "may move" (no fire, no assault). On tests/data/volturno-command.yaml, through
 * the activation the d6 table opens (the app's and the CLI's): A1, 10" from its CdF, acts with
 * Türr's formation; A2, 30" away, is marked out at the initiative, may not act while the
 * formation does, and once the Activation Phase is over may move but not fire. */
static void
test_volturno_command_state (void)
{
  static const int init[] = { 6, 6, 1, 1 }, one[] = { 1 };
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "data", "volturno-command.yaml", NULL);
  g_autofree char *text = NULL, *why = NULL, *fire = NULL, *move = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Table) table = NULL;
  g_autoptr (GgAct) act = NULL;
  g_autoptr (GgActOutcome) i = NULL, a = NULL, f = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  game = gg_game_load_data (text, strlen (text), path, &error);
  g_assert_no_error (error);
  rules = gg_game_d6_rules (game, &error);
  g_assert_no_error (error);
  table = gg_d6_table_new (game, rules);
  act = gg_act_new_for_table (table);
  g_assert_false (gg_act_unit_out_of_command (act, "A2")); /* not marked before the phase */
  i = gg_act_initiative (act, init, 4, &error);
  g_assert_no_error (error);
  g_assert_true (gg_act_unit_out_of_command (act, "A2"));
  g_assert_false (gg_act_unit_out_of_command (act, "A1"));
  g_assert_nonnull (strstr (i->text, "VOL-5.1"));
  a = gg_act_attempt_dice (act, "turr", NULL, one, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (a->result, ==, GG_ACT_RESULT_ACTIVATED);
  g_assert_true (gg_act_unit_may_act (act, "A1"));
  g_assert_false (gg_act_unit_may_act (act, "A2"));
  why = gg_act_unit_refusal (act, "A2", GG_D6_DO_MOVE);
  g_assert_nonnull (strstr (why, "VOL-5.1"));
  f = gg_act_finish (act, &error);
  g_assert_no_error (error);
  /* B passes, A passes (nothing left), B passes: three passes end the phase (VOL-4.B2) */
  while (!gg_act_get_state (act)->over)
    {
      g_autoptr (GgActOutcome) p = gg_act_pass (act, &error);

      g_assert_no_error (error);
    }
  g_assert_true (gg_act_unit_may_act (act, "A2"));
  move = gg_act_unit_refusal (act, "A2", GG_D6_DO_MOVE);
  g_assert_null (move);
  fire = gg_act_unit_refusal (act, "A2", GG_D6_DO_FIRE);
  g_assert_nonnull (strstr (fire, "VOL-5.1.1"));
}

/* 002 L23 (R59-4.3): "The sole purpose of the OC counter is to provide a DRM for Initiative,
 * which he may do as long as he is on the map. In the Initiative Determination Phase, each player
 * rolls the die. [...] If tied, roll again." The French OC (his unit A3) gives +1: 2 + 1 against
 * 3 ties, so two dice are too few and four decide; with A3 off the table, 2 against 3 gives the
 * Austrian the initiative on two dice. */
static void
test_oc_on_the_map (void)
{
  static const int two[] = { 2, 3 }, four[] = { 2, 3, 5, 1 };
  g_autofree char *text = g_strjoin ("", r59, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) on = NULL, off = NULL;
  char *at = strstr (text, "french: true,");
  Fixture f;

  g_assert_nonnull (at);
  memcpy (at, "cic-unit: A3,", 13); /* "french: true," becomes "cic-unit: A3," */
  fixture_open (&f, text);
  gg_act_get_state (f.act)->sides[0].french = TRUE;
  g_assert_null (gg_act_initiative (f.act, two, 2, &error));
  g_assert_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE);
  g_clear_error (&error);
  on = gg_act_initiative (f.act, four, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpint (on->side, ==, 'A');
  fixture_close (&f);

  fixture_open (&f, text);
  gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A3")->status = GG_D6_STATUS_OFF_TABLE;
  off = gg_act_initiative (f.act, two, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (off->side, ==, 'B');
  fixture_close (&f);
}

/* tests/data/volturno-command.yaml (turn 4) in game turn @turn, B1 at @b1, through the table's
 * activation. */
static GgAct *
volturno_table (const char *turn, const char *b1, GgGame **game, GgD6Rules **rules,
                GgD6Table **table)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "data", "volturno-command.yaml", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) parts = NULL, parts2 = NULL;
  g_autofree char *turned = NULL, *changed = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  parts = g_strsplit (text, "turn: 4", 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  turned = g_strjoinv (turn, parts);
  parts2 = g_strsplit (turned, "x: 60, y: 42", 2);
  g_assert_cmpuint (g_strv_length (parts2), ==, 2);
  changed = g_strjoinv (b1, parts2);
  *game = gg_game_load_data (changed, strlen (changed), path, &error);
  g_assert_no_error (error);
  *rules = gg_game_d6_rules (*game, &error);
  g_assert_no_error (error);
  *table = gg_d6_table_new (*game, *rules);
  return gg_act_new_for_table (*table);
}

/* 001 L866 (VOL-15.3): "In the GT 1, 2 and 3 no Garibaldi formation may be activated before any
 * of its units has 'seen' an enemy unit." 001 L862 (VOL-15.2): in night (GT 1) and fog (GT 2, 3)
 * turns "the LoS is only 1 hex" (6", house). Türr's formation (the side facing the Neapolitans)
 * in turn 1: with the Neapolitan B1 far away it may not be tried; with B1 3" from A1 in the open
 * it may; in turn 4 it may, whatever it sees. The Neapolitan formation is never held. */
static void
test_morning_surprise (void)
{
  static const char *const cases[][3] = {
    /* the turn, B1's place, refused? */
    { "turn: 1", "x: 60, y: 42", "yes" },
    { "turn: 3", "x: 60, y: 42", "yes" },
    { "turn: 1", "x: 10, y: 18", "no" },
    { "turn: 4", "x: 60, y: 42", "no" },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      static const int init[] = { 6, 6, 1, 1 };
      g_autoptr (GgGame) game = NULL;
      g_autoptr (GgD6Rules) rules = NULL;
      g_autoptr (GgD6Table) table = NULL;
      g_autoptr (GgAct) act = volturno_table (cases[c][0], cases[c][1], &game, &rules, &table);
      g_autoptr (GgActOutcome) i = NULL;
      g_autoptr (GgActPlan) turr = NULL, tabacchi = NULL;
      g_autoptr (GError) error = NULL;

      i = gg_act_initiative (act, init, 4, &error);
      g_assert_no_error (error);
      turr = gg_act_plan (act, "turr", NULL, &error);
      g_assert_no_error (error);
      g_test_message ("case %u: %s", c, turr->refused ? turr->refused : "(tried)");
      g_assert_cmpint (turr->refused != NULL && strstr (turr->refused, "VOL-15.3") != NULL, ==,
                       g_str_equal (cases[c][2], "yes"));
      tabacchi = gg_act_plan (act, "tabacchi", NULL, &error);
      g_assert_true (tabacchi->refused == NULL || strstr (tabacchi->refused, "VOL-15.3") == NULL);
    }
}

/* 002 L23 (R59-4.41): units Under Orders and In Command may "Move Fire (if eligible) Attack Rally
 * (if they have not done any of the above)"; (R59-4.42) Without Orders or Out of Command:
 * "Rally (if they have not moved)". In corps I's activation A1 may Rally before it acts; once
 * A1 has moved and A3 attacked, neither may. */
static void
test_rally_if_not_moved (void)
{
  static const int init[] = { 9, 0 };
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) i = NULL, on = NULL;
  g_autofree char *before = NULL, *moved = NULL, *attacked = NULL;

  fixture_open (&f, r59);
  i = gg_act_initiative (f.act, init, 2, &error);
  g_assert_no_error (error);
  on = attempt (&f, "I", NULL, 0);
  before = gg_act_unit_refusal (f.act, "A1", GG_D6_DO_RALLY);
  g_assert_null (before);
  gg_act_record_move (f.act, "A1");
  gg_act_record_attack (f.act, "A3");
  moved = gg_act_unit_refusal (f.act, "A1", GG_D6_DO_RALLY);
  attacked = gg_act_unit_refusal (f.act, "A3", GG_D6_DO_RALLY);
  g_assert_nonnull (moved);
  g_assert_nonnull (strstr (moved, "R59-4.41"));
  g_assert_nonnull (attacked);
  g_assert_nonnull (strstr (attacked, "R59-4.41"));
  fixture_close (&f);
}

/* 002 L23 (R59-4.2): "Guard Commander. The commnander of the French Imperial Guard, St.Jean
 * d Angely, has two Range ratings. He may use the higher one (6) if he is within one hex of
 * Napoleon III". On tests/data/r59-guard.yaml his brigadier stands 28" away: with Napoleon III
 * (the French overall commander's unit) 4" from him the Range is 6 hexes (36", house 6" a hex)
 * and the brigade is Under Orders; with Napoleon III across the table the lower Range (not in
 * the text: the house default 3, 18") leaves it Without Orders. */
static void
test_guard_range (void)
{
  for (int near = 0; near <= 1; near++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "r59-guard.yaml", NULL);
      g_autofree char *text = NULL, *changed = NULL;
      g_auto (GStrv) parts = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (GgGame) game = NULL;
      g_autoptr (GgD6Rules) rules = NULL;
      g_autoptr (GgD6Table) table = NULL;
      g_autoptr (GgAct) act = NULL;
      double d, range;
      GgActOrders o;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      parts = g_strsplit (text, "x: 30, y: 6,", 2);
      changed = g_strjoinv (near ? "x: 30, y: 6," : "x: 60, y: 20,", parts);
      game = gg_game_load_data (changed, strlen (changed), path, &error);
      g_assert_no_error (error);
      rules = gg_game_d6_rules (game, &error);
      g_assert_no_error (error);
      table = gg_d6_table_new (game, rules);
      act = gg_act_new_for_table (table);
      o = gg_act_brigade_orders (act, 'A', "X", &d, &range);
      g_test_message ("Napoleon %s: %.1f\" against %.1f\"", near ? "near" : "far", d, range);
      g_assert_cmpfloat (range, ==, near ? 36 : 18);
      g_assert_cmpint (o, ==, near ? GG_ACT_ORDERS_UNDER : GG_ACT_ORDERS_WITHOUT);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/act-letter/play-note/R59-4.55", test_play_note_frees_other_side);
  g_test_add_func ("/act-letter/pass-does-not-trigger/R59-4.55", test_pass_does_not_trigger);
  g_test_add_func ("/act-letter/end-turn-finishes/R59-9.1", test_end_turn_finishes_acting);
  g_test_add_func ("/act-letter/command-one-answer/R59-4.11", test_command_one_answer);
  g_test_add_func ("/act-letter/volturno-formations/VOL-6", test_volturno_formations_from_rosters);
  g_test_add_func ("/act-letter/volturno-command/VOL-5.1", test_volturno_command_state);
  g_test_add_func ("/act-letter/oc-on-the-map/R59-4.3", test_oc_on_the_map);
  g_test_add_func ("/act-letter/morning-surprise/VOL-15.3", test_morning_surprise);
  g_test_add_func ("/act-letter/rally/R59-4.41", test_rally_if_not_moved);
  g_test_add_func ("/act-letter/guard-range/R59-4.2", test_guard_range);
  return g_test_run ();
}
