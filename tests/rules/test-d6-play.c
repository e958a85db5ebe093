/* test-d6-play.c: playing the d6 rules on a game (gg-d6-play.h): every roll made with the game's
 * seeded dice and logged with its breakdown, rule IDs, turn, phase and dice serials; effects on
 * the figures and markers; a game replayed from its seed is the same game byte for byte; exact
 * odds checked against enumeration of every die face. */
#include "d6-scene.h"

#include "gg-config.h"
#include "gg-d6-play.h"
#include "gg-game-state.h"
#include "gg-ruleset.h"
#include "gg-i18n.h"
#include <locale.h>

#define T0 1859000000 /* a fixed clock for the log */

typedef struct
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Play *play;
} Game;

static void
game_init (Game *g, Scene *s, const char *options, guint32 seed)
{
  g_autoptr (GError) error = NULL;

  g->game = scene_game (s, options);
  g->rules = rules_new ();
  g->play = gg_d6_play_new (g->game, g->rules, seed, &error);
  g_assert_no_error (error);
  g->game->state->clock = T0; /* the shared log clock */
}

static void
game_clear (Game *g)
{
  gg_d6_play_free (g->play);
  gg_d6_rules_free (g->rules);
  gg_game_unref (g->game);
}

static GgD6TableUnit *
PU (Game *g, const char *id)
{
  return gg_d6_table_lookup (gg_d6_play_get_table (g->play), id);
}

static const GgLogEntry *
last_entry (Game *g)
{
  GgLog *log = g->game->state->log;

  g_assert_cmpuint (gg_log_get_n_entries (log), >, 0);
  return gg_log_get_entry (log, gg_log_get_n_entries (log) - 1);
}

static void
test_fire_logged (void)
{
  /* D6-FIRE-7, D6-FIRE-16, D6-DIS-C1, D6-DIS-1, D6-SUM-4: each 6 removes a figure (an orange
   * marker for two or more); the roll is in the log
   * with its breakdown (rule IDs), the turn, the phase and the serials of its 25 dice. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Fire) fire = NULL;
  GgD6CasualtyEffect effect;
  const GgLogEntry *e;
  int sixes = 0;
  Game g;

  tv3_scene (s, 2.5, NULL);
  game_init (&g, s, NULL, 7);
  fire = gg_d6_play_fire (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (fire->pool, ==, 25);
  e = last_entry (&g);
  g_assert_cmpint (e->kind, ==, GG_LOG_ROLL);
  g_assert_cmpuint (e->turn, ==, 1);
  g_assert_cmpint (e->time, ==, T0);
  g_assert_nonnull (strstr (e->activation, "Fire"));
  g_assert_nonnull (strstr (e->text, "D6-FIRE-6"));
  g_assert_nonnull (strstr (e->text, "D6-FIRE-9")); /* the Trained fire bonus */
  g_assert_cmpuint (e->first_roll, ==, 1);
  g_assert_cmpuint (e->n_rolls, ==, 25);
  for (guint i = 0; i < 25; i++)
    sixes += gg_dice_get_roll (g.game->state->dice, i)->value == 6;
  g_assert_cmpint (fire->hits, ==, sixes);
  g_assert_cmpint (PU (&g, "B2")->unit.figures, ==, 12 - MIN (sixes, 12));
  g_assert_cmpint (PU (&g, "B2")->state->lost, ==, MIN (sixes, 12));
  g_assert_cmpint (PU (&g, "B2")->state->orange, ==, sixes >= 2 && sixes < 9);
  g_assert_cmpint (PU (&g, "A1")->state->fired, ==, 1);
  /* D6-FIRE-1: once a turn */
  g_assert_null (
    gg_d6_play_fire (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, NULL, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  game_clear (&g);
}

static void
test_fire_entered (void)
{
  /* D6-FIRE-7, D6-TEST-M6, D6-MOR-2: real dice typed in; two 6s from guns: 2 removed, artillery
   * casualties noted, the casualty TEST is due and rolled, and the unit is disordered. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Fire) fire = NULL;
  g_autoptr (GgD6Test) test = NULL;
  int faces[9] = { 6, 6, 1, 2, 3, 4, 5, 1, 2 };
  GgD6CasualtyEffect effect;
  Game g;

  block (s, 'A', 4, 6, 6, 24, 10, 0, 25.4, 25.4, "type: heavy-guns, nationality: french");
  block (s, 'B', 2, 24, 12, 24, 15.75, 180, 12.7, 12.7, "nationality: italian");
  game_init (&g, s, NULL, 1);
  fire =
    gg_d6_play_fire (g.play, "A4", "B2", GG_D6_FIRE_NORMAL, NULL, faces, &effect, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (fire->pool, ==, 9); /* D6-TV-3g at 5": 6 + 1 + 2 canister */
  g_assert_cmpint (fire->hits, ==, 2);
  g_assert_true (effect.test_due);
  g_assert_true (gg_dice_get_roll (g.game->state->dice, 0)->entered);
  g_assert_true (PU (&g, "B2")->state->artillery_casualties);
  test = gg_d6_play_test (g.play, "B2", "casualties", NULL, 3, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (gg_d6_report_find (test->report, "D6-TEST-M6"));
  g_assert_true (PU (&g, "B2")->state->tested);
  g_assert_true (PU (&g, "B2")->state->orange);
  game_clear (&g);
}

static void
test_fire_judged (void)
{
  /* D6-RNG-2, D6-FIRE-1: the referee's word replaces the table's measurement (the app's fire
   * pane): the same lines 2.5" apart, judged 20" apart and out of sight, may not fire. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Fire) plan = NULL, far = NULL;
  GgD6FireJudgement j;
  GgD6CasualtyEffect effect;
  Game g;

  tv3_scene (s, 2.5, NULL);
  game_init (&g, s, NULL, 3);
  g_assert_true (gg_d6_play_fire_measure (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, &j, NULL, &error));
  g_assert_cmpfloat_with_epsilon (j.distance, 2.5, 1e-9);
  g_assert_true (j.line_of_sight);
  plan = gg_d6_play_fire_plan (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, &j, &error);
  g_assert_cmpint (plan->pool, ==, 25);
  j.distance = 20;
  far = gg_d6_play_fire_plan (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, &j, &error);
  g_assert_cmpint (far->band, ==, GG_D6_RANGE_OUT);
  j.line_of_sight = FALSE;
  g_assert_null (
    gg_d6_play_fire (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, &j, NULL, &effect, NULL, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_assert_cmpint (PU (&g, "A1")->state->fired, ==, 0);
  game_clear (&g);
}

static void
test_fire_sections (void)
{
  /* D6-FIRE-15, D6-FORM-6: a line in other formations with its end file turned fires by section;
   * each section rolls its own pool at its own target (typed-in dice in section order), each
   * logged on its own; the unit has fired once (D6-FIRE-1). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) plans = NULL;
  g_autofree char *t0 = NULL, *text = NULL;
  const char *targets[2] = { "B2", NULL };
  GgLog *log;
  guint entries, n;
  int faces[64];
  Game g;

  tv3_scene (s, 2.5, "type: line-infantry, nationality: french, formation: other");
  g.game = scene_game (s, NULL);
  gg_game_lookup_figure (g.game, "A1-12")->base.facing = 90;
  gg_game_lookup_figure (g.game, "A1-24")->base.facing = 90;
  g.rules = rules_new ();
  g.play = gg_d6_play_new (g.game, g.rules, 3, &error);
  g_assert_no_error (error);
  log = g.game->state->log;
  n = gg_d6_play_n_sections (g.play, "A1");
  g_assert_cmpuint (n, ==, 2);
  t0 = gg_d6_play_section_default_target (g.play, "A1", 0, GG_D6_FIRE_NORMAL, TRUE);
  g_assert_cmpstr (t0, ==, "B2");
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    faces[i] = i < 2 ? 6 : 1;
  entries = gg_log_get_n_entries (log);
  plans =
    gg_d6_play_fire_sections (g.play, "A1", GG_D6_FIRE_NORMAL, targets, 0, faces, &text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (plans->len, ==, 2);
  g_assert_nonnull (g_ptr_array_index (plans, 0));
  g_assert_null (g_ptr_array_index (plans, 1));
  g_assert_cmpint (((GgD6Fire *) g_ptr_array_index (plans, 0))->hits, ==, 2);
  g_assert_cmpint (PU (&g, "B2")->unit.figures, ==, 10);
  g_assert_true (PU (&g, "B2")->state->orange); /* D6-DIS-C1 */
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, entries + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (log, entries)->text, "A1"));
  g_assert_nonnull (strstr (text, "B2"));
  g_assert_cmpint (PU (&g, "A1")->state->fired, ==, 1);
  game_clear (&g);
}

static void
test_test_judged (void)
{
  /* D6-TEST-M12, D6-DIS-C1, AMB-55, AMB-8: the TEST pane's path: the table's measurement (A3
   * sees its friend A1), casualties only supposed for a plan leave no disorder behind (A1 is
   * still a friend in sight afterwards), and the referee's word that no friend is in sight takes
   * the modifier away from the plan and the roll. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Test) supposed = NULL, alone = NULL, rolled = NULL;
  g_autofree char *text = NULL;
  GgD6TestJudgement j, k;
  Game g;

  tv3_scene (s, 5, NULL);
  block (s, 'A', 3, 12, 6, 36, 10, 0, 25.4, 12.7, "nationality: french");
  game_init (&g, s, NULL, 3);
  g_assert_true (gg_d6_play_test_measure (g.play, "A3", 0, &j, NULL, &error));
  g_assert_true (j.friends);
  supposed = gg_d6_play_test_plan (g.play, "A1", 3, NULL, &error);
  g_assert_nonnull (supposed);
  g_assert_false (PU (&g, "A1")->unit.disordered);
  g_assert_true (gg_d6_play_test_measure (g.play, "A3", 0, &k, NULL, &error));
  g_assert_true (k.friends);
  j.friends = FALSE;
  alone = gg_d6_play_test_plan (g.play, "A3", 0, &j, &error);
  g_assert_null (gg_d6_report_find (alone->report, "D6-TEST-M12"));
  g_assert_nonnull (gg_d6_report_find (alone->report, "D6-TEST-6")); /* the bands' note */
  rolled = gg_d6_play_test (g.play, "A3", "casualties", &j, 6, &text, &error);
  g_assert_no_error (error);
  g_assert_null (gg_d6_report_find (rolled->report, "D6-TEST-M12"));
  g_assert_true (PU (&g, "A3")->state->tested);
  g_assert_nonnull (strstr (text, "D6-TEST-6"));
  game_clear (&g);
}

/* A short scripted game: the same calls in the same order. */
/* One unit against one, through the list call the app's melee pane makes (D6-MEL-3). */
static GgD6Melee *
melee (GgD6Play *play, const char *attacker, const char *defender, gboolean charging,
       const GgD6MeleeJudgement *judged, int entered_a, int entered_b, char **text, GError **error)
{
  const char *const a[] = { attacker, NULL }, *const b[] = { defender, NULL };

  return gg_d6_play_melee_sides (play, a, b, charging, judged, entered_a, entered_b, text, error);
}

static GgD6Melee *
melee_plan (GgD6Play *play, const char *attacker, const char *defender, gboolean charging,
            const GgD6MeleeJudgement *judged, GError **error)
{
  const char *const a[] = { attacker, NULL }, *const b[] = { defender, NULL };

  return gg_d6_play_melee_sides_plan (play, a, b, charging, judged, error);
}

static void
script (Game *g)
{
  g_autoptr (GError) error = NULL;
  GgD6CasualtyEffect effect;
  GgD6Stop stop;

  gg_d6_play_first_player (g->play, &error);
  g_assert_no_error (error);
  gg_d6_fog_roll_free (gg_d6_play_fog (g->play, NULL, &error));
  gg_d6_move_free (gg_d6_play_move_dice (g->play, "A3", NULL, NULL, NULL, &error));
  gg_d6_play_march (g->play, "A3", 0, 1.5, FALSE, &stop, &error);
  gg_d6_fire_free (
    gg_d6_play_fire (g->play, "A1", "B2", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, NULL, &error));
  g_clear_error (&error);
  gg_d6_test_free (gg_d6_play_test (g->play, "B2", "casualties", NULL, 0, NULL, &error));
  gg_d6_melee_free (melee (g->play, "A3", "B5", TRUE, NULL, 0, 0, NULL, &error));
  g_clear_error (&error);
  gg_d6_entry_free (gg_d6_play_entry (g->play, "A6", NULL, &error));
  g_assert_no_error (error);
}

static void
replay_scene (Scene *s)
{
  tv3_scene (s, 2.5, NULL);
  block (s, 'A', 3, 7, 7, 50, 10, 0, 25.4, 25.4, "type: line-cavalry, nationality: french");
  block (s, 'B', 5, 12, 6, 50, 12, 180, 25.4, 12.7, NULL);
  block (s, 'A', 6, 7, 7, 60, 2, 0, 25.4, 25.4, "type: light-infantry, status: off-table");
  block (s, 'A', 9, 1, 1, 24, 4, 0, 25.4, 25.4, "type: command, level: army");
}

static char *
played (guint32 seed)
{
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  char *yaml;
  Game g;

  replay_scene (s);
  game_init (&g, s, NULL, seed);
  script (&g);
  g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), >=, 6);
  yaml = gg_game_to_yaml (g.game, &error);
  g_assert_no_error (error);
  game_clear (&g);
  return yaml;
}

static void
test_replay (void)
{
  /* D6-GEN-1, D6-SUM-1: a game replays identically from its seed, byte for byte; the file
   * written reads back (the dice log is checked against the seed) and writes the same bytes. */
  g_autofree char *a = played (1859), *b = played (1859), *c = played (1860), *again = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) back = NULL;

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  g_assert_nonnull (strstr (a, "kind: roll"));
  back = gg_game_load_data (a, strlen (a), "replay.yaml", &error);
  g_assert_no_error (error);
  again = gg_game_to_yaml (back, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (a, ==, again);
}

static void
melee_scene (Scene *s, const char *b_attrs)
{
  block (s, 'A', 1, 24, 12, 24, 10, 0, 12.7, 12.7, "nationality: french, brigade: G");
  block (s, 'B', 2, 12, 6, 24, 10.5, 180, 25.4, 12.7,
         b_attrs ? b_attrs : "nationality: italian, brigade: I");
  block (s, 'A', 7, 12, 6, 40, 10, 0, 25.4, 12.7, "nationality: french, brigade: G");
  block (s, 'A', 9, 1, 1, 24, 4, 0, 25.4, 25.4, "type: command, brigade: G");
  block (s, 'B', 7, 12, 6, 40, 20, 180, 25.4, 12.7, "nationality: italian, brigade: I");
  block (s, 'B', 9, 1, 1, 24, 20, 0, 25.4, 25.4, "type: command, brigade: I");
}

static void
test_melee_tv6b (void)
{
  /* D6-TV-6b, D6-MEL-3, D6-MEL-4, D6-MOR-3, D6-MEL-7, D6-DIS-C4, D6-SEQ-6, D6-SUM-5, D6-SUM-7,
   * D6-TEST-1, D6-CHG-11: French +2 (charging), Italians +1; dice 5 and 4: the Italians lose by
   * 2 and remove 6; their Moral TEST is rolled and logged; both end disordered. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) m = NULL;
  Game g;
  guint before;

  melee_scene (s, NULL);
  game_init (&g, s, NULL, 3);
  before = gg_log_get_n_entries (g.game->state->log);
  m = melee (g.play, "A1", "B2", TRUE, NULL, 5, 4, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (m->a->modifiers, ==, 2);
  g_assert_cmpint (m->b->modifiers, ==, 1);
  g_assert_nonnull (gg_d6_report_find (m->a->report, "D6-TEST-M9"));
  g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_A_WINS);
  g_assert_cmpint (m->casualties_b, ==, 6);
  g_assert_cmpint (PU (&g, "B2")->unit.figures, ==, 6);
  g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), ==, before + 2);
  g_assert_nonnull (strstr (last_entry (&g)->text, "TEST"));
  g_assert_true (PU (&g, "A1")->state->orange);
  g_assert_true (PU (&g, "B2")->state->orange);
  /* D6-MEL-4 (3), (4), D6-COMP-8: a loser routs or retreats, and moves next turn */
  g_assert_true (PU (&g, "B2")->state->status == GG_D6_STATUS_RETREAT_PENDING ||
                 PU (&g, "B2")->state->status == GG_D6_STATUS_ROUT_PENDING);
  game_clear (&g);
}

static guint
destroyed_events (Game *g, const char *id)
{
  guint n = 0;

  for (guint i = 0; i < gg_d6_state_of (g->game)->events->len; i++)
    {
      const GgD6Event *e = &g_array_index (gg_d6_state_of (g->game)->events, GgD6Event, i);

      n += e->kind == GG_D6_EVENT_DESTROYED && g_str_equal (e->unit, id);
    }
  return n;
}

static void
test_melee_destroyed_once (void)
{
  /* D6-CAS-4, D6-MOR-4, D6-TEST-M14, AMB-54: a large unit destroyed in melee through the app's
   * call is ONE event for its friends' TESTs (-3, not -6: the board records it, the play must not
   * record it again); the destroyed loser takes no Moral TEST, the winner ends disordered. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) m = NULL;
  g_autoptr (GgD6Test) t = NULL;
  g_autofree char *text = NULL;
  const GgD6Mod *m14;
  guint before;
  Game g;

  melee_scene (s, "nationality: italian, brigade: I, strength: 24, lost: 12");
  game_init (&g, s, NULL, 3);
  before = gg_log_get_n_entries (g.game->state->log);
  m = melee (g.play, "A1", "B2", TRUE, NULL, 5, 4, &text, &error);
  g_assert_no_error (error);
  g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_A_WINS);
  g_assert_cmpint (PU (&g, "B2")->state->status, ==, GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (destroyed_events (&g, "B2"), ==, 1);
  /* D6-MEL-7, L88: the winner ends disordered, and the words say so */
  g_assert_true (gg_d6_unit_state_disordered (PU (&g, "A1")->state));
  g_assert_nonnull (strstr (text, "D6-MEL-7"));
  g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), ==, before + 1); /* no TEST */
  t = gg_d6_play_test_plan (g.play, "B7", 0, NULL, &error);
  g_assert_no_error (error);
  m14 = gg_d6_report_find (t->report, "D6-TEST-M14");
  g_assert_nonnull (m14);
  g_assert_cmpint (m14->value, ==, -3);
  game_clear (&g);
}

static void
test_counter_charge_melee (void)
{
  /* D6-CHG-8, D6-TEST-M9: a counter-charge made through the app's call is saved on the unit
   * (counter-charged, until the next player turn) and gives the defender the charger's +1 in
   * the melee that follows. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6CounterCharge) cc = NULL;
  g_autoptr (GgD6Melee) before = NULL, after = NULL;
  Game g;

  melee_scene (s, "nationality: italian, brigade: I, type: line-cavalry");
  game_init (&g, s, NULL, 3);
  before = melee_plan (g.play, "A1", "B2", TRUE, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (gg_d6_report_find (before->b->report, "D6-TEST-M9"));
  cc = gg_d6_play_counter_charge (g.play, "B2", 4, 2, &error);
  g_assert_no_error (error);
  g_assert_true (cc->success);
  g_assert_true (PU (&g, "B2")->state->counter_charged);
  after = melee_plan (g.play, "A1", "B2", TRUE, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (gg_d6_report_find (after->b->report, "D6-TEST-M9"));
  g_assert_cmpint (after->b->modifiers, ==, before->b->modifiers + 1);
  game_clear (&g);
}

static void
test_melee_judged (void)
{
  /* D6-TEST-M7, D6-MEL-3: the melee pane's path: the table's measurement (front contact, as
   * the lines stand face to face), then the referee's word that the defender was contacted on
   * the flank: -1 to the defender's score; the melee rolled with that word. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) plan = NULL, flank = NULL, m = NULL;
  g_autofree char *text = NULL;
  GgD6MeleeJudgement j = { .charging = TRUE };
  Game g;

  melee_scene (s, NULL);
  game_init (&g, s, NULL, 3);
  g_assert_true (gg_d6_play_melee_measure (g.play, "A1", "B2", &j, &error));
  g_assert_cmpint (j.edge, ==, GG_D6_CONTACT_FRONT);
  plan = melee_plan (g.play, "A1", "B2", TRUE, &j, &error);
  g_assert_null (gg_d6_report_find (plan->b->report, "D6-TEST-M7"));
  j.edge = GG_D6_CONTACT_FLANK;
  flank = melee_plan (g.play, "A1", "B2", TRUE, &j, &error);
  g_assert_nonnull (gg_d6_report_find (flank->b->report, "D6-TEST-M7"));
  g_assert_cmpint (flank->b->modifiers, ==, plan->b->modifiers - 1);
  m = melee (g.play, "A1", "B2", TRUE, &j, 5, 4, &text, &error);
  g_assert_no_error (error);
  g_assert_cmpint (m->b->modifiers, ==, flank->b->modifiers);
  g_assert_nonnull (strstr (text, "D6-MEL-4"));
  game_clear (&g);
}

static void
test_contact (void)
{
  /* D6-CHG-9, D6-DIS-C3, D6-MEL-10: the charge pane's contact: a flank contact disorders the
   * defender, the charger has moved, the contact is logged; a contacted commander is destroyed. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *again = NULL;
  guint entries;
  Game g;

  melee_scene (s, NULL);
  game_init (&g, s, NULL, 3);
  entries = gg_log_get_n_entries (g.game->state->log);
  g_assert_true (
    gg_d6_play_contact (g.play, "A1", "B2", GG_D6_CONTACT_FLANK, FALSE, &text, &error));
  g_assert_no_error (error);
  g_assert_true (PU (&g, "B2")->state->orange);
  g_assert_false (PU (&g, "A1")->state->orange);
  g_assert_true (PU (&g, "A1")->state->moved);
  g_assert_nonnull (strstr (text, "D6-DIS-C3"));
  g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), ==, entries + 1);
  g_assert_true (
    gg_d6_play_contact (g.play, "A7", "B9", GG_D6_CONTACT_FRONT, FALSE, &again, &error));
  g_assert_nonnull (strstr (again, "D6-MEL-10"));
  g_assert_cmpint (PU (&g, "B9")->state->status, ==, GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (PU (&g, "B9")->figures->len, ==, 0);
  game_clear (&g);
}

static void
test_compulsory_referee (void)
{
  /* D6-COMP-1, D6-COMP-5: the move pane's path: a unit with nothing pending has no compulsory
   * move to make; a retreating unit with room to go is destroyed on the referee's word that no
   * path directly away exists. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Compulsory) plan = NULL, c = NULL;
  int five[] = { 5, 5, 5, 5, 5, 5 };
  Game g;

  block (s, 'A', 1, 12, 6, 24, 20, 0, 25.4, 12.7, "status: retreat-pending");
  block (s, 'A', 3, 12, 6, 40, 20, 0, 25.4, 12.7, NULL);
  block (s, 'B', 2, 12, 6, 24, 26, 180, 25.4, 12.7, NULL);
  game_init (&g, s, NULL, 3);
  g_assert_null (gg_d6_play_compulsory_plan (g.play, "A3", FALSE, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (gg_d6_play_compulsory (g.play, "A3", NULL, FALSE, FALSE, five, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  plan = gg_d6_play_compulsory_plan (g.play, "A1", FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (plan->kind, ==, GG_D6_RETREAT_MOVE);
  c = gg_d6_play_compulsory (g.play, "A1", NULL, FALSE, TRUE, five, &error);
  g_assert_no_error (error);
  g_assert_true (c->destroyed);
  g_assert_cmpint (PU (&g, "A1")->state->status, ==, GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (PU (&g, "A1")->figures->len, ==, 0);
  g_assert_nonnull (strstr (last_entry (&g)->text, "D6-COMP-5"));
  game_clear (&g);
}

static void
test_mount (void)
{
  /* D6-REF-8, D6-REF-1: dragoons dismount instead of moving, under a red marker, once; other
   * units may not. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  Game g;

  block (s, 'A', 2, 6, 6, 24, 10, 0, 25.4, 50.8,
         "type: line-cavalry, attributes: [dragoons], nationality: french");
  block (s, 'A', 3, 6, 6, 40, 10, 0, 25.4, 50.8, "type: line-cavalry, nationality: french");
  game_init (&g, s, NULL, 3);
  g_assert_true (gg_d6_play_mount (g.play, "A2", &text, &error));
  g_assert_no_error (error);
  g_assert_true (PU (&g, "A2")->state->red);
  g_assert_cmpstr (PU (&g, "A2")->state->new_formation, ==, "dismounted");
  g_assert_nonnull (strstr (last_entry (&g)->text, "D6-REF-8"));
  g_assert_false (gg_d6_play_mount (g.play, "A2", NULL, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (gg_d6_play_mount (g.play, "A3", NULL, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  game_clear (&g);
}

static void
test_melee_draw (void)
{
  /* D6-MEL-5, D6-TV-6c, D6-AMB-40: equal scores: both retreat and lose three each. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) m = NULL;
  Game g;

  melee_scene (s, "nationality: french, brigade: I");
  game_init (&g, s, NULL, 3);
  m = melee (g.play, "A1", "B2", FALSE, NULL, 4, 4, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_DRAW);
  g_assert_cmpint (PU (&g, "A1")->unit.figures, ==, 21);
  g_assert_cmpint (PU (&g, "B2")->unit.figures, ==, 9);
  g_assert_cmpint (PU (&g, "A1")->state->status, ==, GG_D6_STATUS_RETREAT_PENDING);
  g_assert_cmpint (PU (&g, "B2")->state->status, ==, GG_D6_STATUS_RETREAT_PENDING);
  game_clear (&g);
}

static void
test_melee_commander (void)
{
  /* D6-MEL-10, D6-CMD-6, D6-CHG-10: a contacted command unit is destroyed, without a melee. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  Game g;

  melee_scene (s, NULL);
  game_init (&g, s, NULL, 3);
  g_assert_null (melee (g.play, "A1", "B9", TRUE, NULL, 0, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (PU (&g, "B9")->state->status, ==, GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (PU (&g, "B9")->figures->len, ==, 0);
  game_clear (&g);
}

static void
test_compulsory_moves (void)
{
  /* D6-COMP-1, D6-COMP-2, D6-COMP-7, D6-TV-12: a pending retreat moves in step 1, the full roll
   * up to 6", straight away from the attacker, and the unit stays disordered; 4d6 = 17 moves 6". */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Compulsory) a = NULL, b = NULL;
  int five[] = { 5 }, seventeen[] = { 5, 5, 4, 3 };
  GgPoint before;
  Game g;

  block (s, 'A', 1, 12, 6, 24, 20, 0, 25.4, 12.7, "status: retreat-pending");
  block (s, 'B', 2, 12, 6, 24, 22.5, 180, 25.4, 12.7, NULL);
  block (s, 'A', 3, 7, 7, 50, 20, 0, 25.4, 25.4, "type: light-cavalry, status: retreat-pending");
  block (s, 'B', 4, 7, 7, 50, 23, 180, 25.4, 25.4, NULL);
  game_init (&g, s, NULL, 5);
  before = PU (&g, "A1")->centre;
  a = gg_d6_play_compulsory (g.play, "A1", "B2", FALSE, FALSE, five, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (a->distance, ==, 5);
  g_assert_cmpfloat_with_epsilon (PU (&g, "A1")->centre.y, before.y - 5 * IN, 1e-6);
  g_assert_cmpint (PU (&g, "A1")->state->status, ==, GG_D6_STATUS_NORMAL);
  g_assert_true (PU (&g, "A1")->state->orange);
  b = gg_d6_play_compulsory (g.play, "A3", "B4", FALSE, FALSE, seventeen, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (b->distance, ==, 6);
  game_clear (&g);
}

static void
test_compulsory_destroyed_event (void)
{
  /* D6-COMP-5, D6-AMB-54: a large unit that cannot retreat is destroyed, which is an event for
   * the friends within 18" (D6-MOR-4). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Compulsory) c = NULL;
  g_autoptr (GPtrArray) testers = NULL;
  int five[] = { 5 };
  Game g;

  block (s, 'A', 1, 12, 6, 24, 2, 0, 25.4, 12.7, "status: rout-pending");
  block (s, 'B', 2, 12, 6, 24, 4.5, 180, 25.4, 12.7, NULL);
  block (s, 'A', 3, 12, 6, 36, 2, 0, 25.4, 12.7, NULL);
  game_init (&g, s, NULL, 5);
  c = gg_d6_play_compulsory (g.play, "A1", "B2", FALSE, FALSE, five, &error);
  g_assert_no_error (error);
  g_assert_true (c->destroyed);
  g_assert_cmpint (PU (&g, "A1")->state->status, ==, GG_D6_STATUS_DESTROYED);
  g_assert_cmpuint (gg_d6_state_of (g.game)->events->len, ==, 1);
  g_assert_cmpint (g_array_index (gg_d6_state_of (g.game)->events, GgD6Event, 0).kind, ==,
                   GG_D6_EVENT_DESTROYED);
  testers = gg_d6_play_event_testers (g.play, "A1", TRUE);
  g_assert_cmpuint (testers->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (testers, 0), ==, "A3");
  game_clear (&g);
}

static void
test_counter_charge (void)
{
  /* D6-CHG-8, D6-TV-11: cavalry in good order; a 1 fails; charge distance 4" gives 2". */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6CounterCharge) ok = NULL, fail = NULL;
  Game g;

  block (s, 'A', 3, 7, 7, 50, 20, 0, 25.4, 25.4, "type: line-cavalry");
  block (s, 'A', 1, 12, 6, 24, 20, 0, 25.4, 12.7, NULL);
  game_init (&g, s, NULL, 5);
  ok = gg_d6_play_counter_charge (g.play, "A3", 4, 2, &error);
  g_assert_no_error (error);
  g_assert_true (ok->success);
  g_assert_cmpfloat (ok->move, ==, 2);
  fail = gg_d6_play_counter_charge (g.play, "A3", 8, 1, &error);
  g_assert_false (fail->success);
  g_assert_cmpfloat (fail->move, ==, 3);
  g_assert_null (gg_d6_play_counter_charge (g.play, "A1", 4, 2, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  game_clear (&g);
}

static void
test_missed_charge (void)
{
  /* D6-CHG-5, D6-MEL-2, D6-CHG-4: the target evaded (a compulsory move, disordered) and the
   * charger, short of contact, is disordered; a charger in contact is not "missed". */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Compulsory) evade = NULL;
  int four[] = { 4 };
  Game g;

  tv3_scene (s, 3, NULL);
  block (s, 'A', 5, 6, 3, 50, 10, 0, 25.4, 12.7, NULL);
  block (s, 'B', 6, 6, 3, 50, 10.5, 180, 25.4, 12.7, NULL);
  game_init (&g, s, NULL, 5);
  evade = gg_d6_play_compulsory (g.play, "B2", "A1", TRUE, FALSE, four, &error);
  g_assert_no_error (error);
  g_assert_cmpint (evade->kind, ==, GG_D6_EVADE_MOVE);
  g_assert_true (PU (&g, "B2")->state->orange);
  g_assert_cmpfloat_with_epsilon (gg_d6_table_distance (PU (&g, "A1"), PU (&g, "B2")), 7, 1e-6);
  g_assert_true (gg_d6_play_missed_charge (g.play, "A1", &error));
  g_assert_true (PU (&g, "A1")->state->orange);
  g_assert_false (gg_d6_play_missed_charge (g.play, "A5", &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  game_clear (&g);
}

static void
test_entry (void)
{
  /* D6-OFF-1, D6-OFF-2, D6-TV-15, D6-AMB-47: off the table, hidden; a Trained unit rolls 2 dice
   * needing a 6 (11/36), then 3 (91/216) after a turn's delay; on a 6 it enters. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Entry) first = NULL, second = NULL;
  int miss[] = { 5, 5 }, hit[] = { 1, 6, 2 };
  Game g;

  block (s, 'A', 6, 7, 7, 60, 2, 0, 25.4, 25.4, "type: light-infantry, status: off-table");
  game_init (&g, s, NULL, 5);
  g_assert_false (gg_d6_table_unit_present (PU (&g, "A6")));
  first = gg_d6_play_entry (g.play, "A6", miss, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (first->p_enter, 11.0 / 36, 1e-12);
  g_assert_false (first->enters);
  g_assert_cmpint (PU (&g, "A6")->state->delayed, ==, 1);
  second = gg_d6_play_entry (g.play, "A6", hit, &error);
  g_assert_cmpfloat_with_epsilon (second->p_enter, 91.0 / 216, 1e-12);
  g_assert_true (second->enters);
  g_assert_true (gg_d6_table_unit_present (PU (&g, "A6")));
  game_clear (&g);
}

/* Advances the sequence of play until the other side's player turn begins. */
static void
end_player_turn (Game *g)
{
  char active = gg_d6_state_of (g->game)->turn.active;

  while (gg_d6_state_of (g->game)->turn.active == active)
    gg_d6_play_advance (g->play);
}

static void
test_miners (void)
{
  /* D6-SAP-1: miners act as light infantry and cannot shoot; D6-SAP-2, D6-AMB-44: elite counts as
   * Veteran; D6-SAP-3: a trench four figures wide after one complete turn standing still;
   * D6-SAP-4: a mine takes two. D6-SAP-5: no further effect (AMB-52). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  GgTerrain *t;
  GgD6CasualtyEffect effect;
  Game g;

  block (s, 'A', 8, 4, 4, 30, 10, 0, 25.4, 25.4,
         "type: light-infantry, attributes: [miners-sappers, elite], task: trench");
  block (s, 'A', 9, 4, 4, 50, 10, 0, 25.4, 25.4,
         "type: light-infantry, attributes: [miners-sappers], task: mine");
  block (s, 'B', 2, 6, 6, 30, 13, 180, 25.4, 12.7, NULL);
  game_init (&g, s, NULL, 5);
  g_assert_cmpint (PU (&g, "A8")->unit.kind, ==, GG_D6_MINERS);
  g_assert_cmpint (gg_d6_unit_class (&PU (&g, "A8")->unit), ==, GG_D6_VETERAN);
  g_assert_null (
    gg_d6_play_fire (g.play, "A8", "B2", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, NULL, &error));
  g_assert_nonnull (strstr (error->message, "D6-SAP-1"));
  /* the end of side A's player turn works the tasks, as the turn panel's Next does */
  g_assert_null (gg_game_lookup_terrain (g.game, "A8-trench-1"));
  end_player_turn (&g);
  t = gg_game_lookup_terrain (g.game, "A8-trench-1");
  g_assert_nonnull (t);
  g_assert_cmpfloat_with_epsilon (gg_point_distance (g_array_index (t->points, GgPoint, 0),
                                                     g_array_index (t->points, GgPoint, 1)),
                                  4 * 25.4, 1e-6);
  g_assert_cmpstr (PU (&g, "A9")->state->task, ==, "mine"); /* a mine takes two turns */
  end_player_turn (&g);                                     /* B's: A's miners rest */
  g_assert_cmpint (PU (&g, "A9")->state->task_turns, ==, 1);
  end_player_turn (&g);
  g_assert_null (PU (&g, "A9")->state->task);
  game_clear (&g);
}

static void
test_fog_events (void)
{
  /* D6-FOG-1, D6-FOG-T2, D6-CMD-10: a 1 then 1 + 1: a commander is killed, chosen at random with
   * half the chance for the army commander; it leaves the table. D6-FOG-T12, D6-DIS-R: orange
   * markers go. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6FogRoll) killed = NULL, victory = NULL;
  int two[] = { 1, 1, 1 }, twelve[] = { 1, 6, 6 };
  int gone = 0;
  Game g;

  block (s, 'A', 1, 12, 6, 20, 10, 0, 25.4, 12.7, "brigade: N, markers: [orange]");
  block (s, 'A', 8, 1, 1, 20, 4, 0, 25.4, 25.4, "type: command, brigade: N");
  block (s, 'A', 9, 1, 1, 40, 4, 0, 25.4, 25.4, "type: command, brigade: S");
  block (s, 'A', 10, 1, 1, 60, 4, 0, 25.4, 25.4, "type: command, level: army");
  game_init (&g, s, NULL, 11);
  killed = gg_d6_play_fog (g.play, two, &error);
  g_assert_no_error (error);
  g_assert_cmpint (killed->event, ==, GG_D6_FOG_COMMANDER_KILLED);
  gone += !gg_d6_table_unit_present (PU (&g, "A8"));
  gone += !gg_d6_table_unit_present (PU (&g, "A9"));
  gone += !gg_d6_table_unit_present (PU (&g, "A10"));
  g_assert_cmpint (gone, ==, 1);
  g_assert_nonnull (strstr (last_entry (&g)->text, "D6-FOG-T2"));
  victory = gg_d6_play_fog (g.play, twelve, &error);
  g_assert_cmpint (victory->event, ==, GG_D6_FOG_A_LA_VICTOIRE);
  g_assert_false (PU (&g, "A1")->state->orange);
  game_clear (&g);
}

static void
test_fog_elan_once (void)
{
  /* D6-FOG-T11, D6-AMB-46: an élan move is made once per unit, logged and kept in the fog
   * effect; a second one is refused. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  Game g;

  block (s, 'A', 1, 12, 6, 20, 10, 0, 25.4, 12.7, NULL);
  block (s, 'B', 5, 12, 6, 20, 20, 180, 25.4, 12.7, NULL);
  game_init (&g, s, NULL, 3);
  g_assert_cmpfloat (gg_d6_play_elan (g.play, "A1", &error), <, 0); /* not rolled */
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  gg_d6_state_apply_fog (gg_d6_state_of (g.game), GG_D6_FOG_ELAN, NULL);
  g_assert_cmpfloat_with_epsilon (gg_d6_play_elan (g.play, "A1", &error), 3, 1e-6);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (last_entry (&g)->text, "D6-FOG-T11"));
  g_assert_cmpstr (g_array_index (gg_d6_state_of (g.game)->fog, GgD6FogEffect, 0).target, ==, "A1");
  g_assert_cmpfloat (gg_d6_play_elan (g.play, "A1", &error), <, 0);
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  game_clear (&g);
}

static void
test_evade_passed (void)
{
  /* D6-CHG-4/6, D6-AMB-37: B5 evades A1's charge straight away, through B6 and past B7; the log
   * names them and the charger may charge either instead, still under D6-CHG-1. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Compulsory) evade = NULL;
  g_autoptr (GPtrArray) passed = NULL, none = NULL;
  GgD6ChargeInput in;
  GgD6ChargeGeometry geo;
  double distance;
  const char *rule;
  int sixes[] = { 6, 6, 6, 6, 6, 6 };
  Game g;

  block (s, 'A', 1, 12, 6, 20, 10, 0, 25.4, 12.7, NULL);
  block (s, 'B', 5, 12, 6, 20, 20, 180, 25.4, 12.7, NULL);
  block (s, 'B', 6, 6, 6, 20, 28, 180, 25.4, 12.7, NULL);
  block (s, 'B', 7, 1, 1, 25, 24, 180, 25.4, 25.4, NULL);
  game_init (&g, s, NULL, 5);
  evade = gg_d6_play_compulsory (g.play, "B5", "A1", TRUE, FALSE, sixes, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (evade->distance, 6, 1e-9); /* D6-COMP-2: capped at 6" */
  g_assert_true (PU (&g, "B5")->state->orange);              /* D6-CHG-4 */
  passed = gg_d6_play_evade_passed (g.play, "B5");
  g_assert_cmpuint (passed->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (passed, 0), ==, "B7");
  g_assert_cmpstr (g_ptr_array_index (passed, 1), ==, "B6");
  g_assert_nonnull (strstr (last_entry (&g)->text, "D6-CHG-6"));
  none = gg_d6_play_evade_passed (g.play, "B6"); /* B6 did not evade */
  g_assert_cmpuint (none->len, ==, 0);
  gg_d6_table_charge (gg_d6_play_get_table (g.play), PU (&g, "A1"), PU (&g, "B6"), 20, &in, &geo);
  g_assert_true (gg_d6_charge_check (g.rules, &in, &distance, &rule));
  gg_d6_table_charge (gg_d6_play_get_table (g.play), PU (&g, "A1"), PU (&g, "B6"), 5, &in, &geo);
  g_assert_false (gg_d6_charge_check (g.rules, &in, &distance, &rule)); /* out of reach */
  game_clear (&g);
}

static void
test_fog_commander_odds (void)
{
  /* D6-TV-13: 3 brigadiers and an army commander: the army commander 1/7, each brigadier 2/7;
   * counted over many picks made with the game's dice. */
  g_autoptr (GgD6Rules) rules = rules_new ();
  g_autoptr (GgDice) dice = gg_dice_new (99);
  int counts[4] = { 0 }, n = 7000;

  for (int i = 0; i < n; i++)
    counts[gg_d6_fog_pick_commander (rules, dice, 4, 0)]++;
  g_assert_cmpfloat (fabs (counts[0] / (double) n - 1.0 / 7), <, 0.02);
  for (int i = 1; i < 4; i++)
    g_assert_cmpfloat (fabs (counts[i] / (double) n - 2.0 / 7), <, 0.025);
}

static void
test_first_player_scenario (void)
{
  /* D6-SEQ-1, D6-AMB-53: with the default scenario-or-roll, a game whose d6 section says who is
   * first keeps it and rolls nothing; a game without one rolls. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Rules) rules = rules_new ();
  g_autoptr (GgD6Play) fresh = NULL;
  g_autoptr (GgGame) bare = NULL;
  const char *text = "format: gigogin-game/1\nruleset: d6\nunits: in\ntable: { width: 72, "
                     "depth: 48 }\n";
  Game g;

  block (s, 'A', 1, 2, 2, 20, 10, 0, 25.4, 12.7, NULL);
  game_init (&g, s, "  options: { first-player: scenario-or-roll }\n", 3);
  g_assert_cmpint (gg_d6_play_first_player (g.play, &error), ==, 'A');
  g_assert_cmpuint (gg_dice_get_n_rolls (g.game->state->dice), ==, 0);
  g_assert_cmpint (last_entry (&g)->kind, ==, GG_LOG_RULING);
  game_clear (&g);
  bare = gg_game_load_data (text, strlen (text), "bare.yaml", &error);
  g_assert_no_error (error);
  fresh = gg_d6_play_new (bare, rules, 3, &error);
  gg_d6_play_first_player (fresh, &error);
  g_assert_cmpuint (gg_dice_get_n_rolls (bare->state->dice), >=, 2);
}

static void
test_first_player (void)
{
  /* D6-SEQ-1, D6-SEQ-2, D6-AMB-53: each player rolls 1d6, ties again; the higher moves first. */
  for (guint32 seed = 1; seed < 30; seed++)
    {
      g_autoptr (Scene) s = scene_new ();
      g_autoptr (GError) error = NULL;
      const GgLogEntry *e;
      char first;
      Game g;

      block (s, 'A', 1, 2, 2, 20, 10, 0, 25.4, 12.7, NULL);
      game_init (&g, s, "  options: { first-player: roll }\n", seed);
      first = gg_d6_play_first_player (g.play, &error);
      e = last_entry (&g);
      g_assert_cmpint (e->n_rolls % 2, ==, 0);
      {
        int a = gg_dice_get_roll (g.game->state->dice, e->n_rolls - 2)->value;
        int b = gg_dice_get_roll (g.game->state->dice, e->n_rolls - 1)->value;

        g_assert_cmpint (first, ==, a > b ? 'A' : 'B');
        g_assert_cmpint (gg_d6_state_of (g.game)->turn.first, ==, first);
        g_assert_cmpint (gg_d6_state_of (g.game)->turn.active, ==, first);
      }
      game_clear (&g);
    }
}

static void
test_march_marks (void)
{
  /* D6-MOVE-15, D6-REF-3: a unit that marches cannot fire, and a reforming one is disordered. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  GgD6CasualtyEffect effect;
  GgD6Stop stop;
  Game g;

  tv3_scene (s, 5, "nationality: french, markers: [red]");
  game_init (&g, s, NULL, 5);
  g_assert_cmpfloat_with_epsilon (gg_d6_play_march (g.play, "A1", 0, 1, FALSE, &stop, &error), 1,
                                  1e-9);
  g_assert_true (PU (&g, "A1")->state->moved);
  g_assert_true (PU (&g, "A1")->state->orange);
  g_assert_false (PU (&g, "A1")->state->red);
  g_assert_null (
    gg_d6_play_fire (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, NULL, &error));
  g_assert_nonnull (strstr (error->message, "D6-MOVE-15"));
  game_clear (&g);
}

static void
test_march_terrain_disorder (void)
{
  /* D6-TER-5, D6-DIS-C2, D6-AMB-51: line infantry moving into a wood is disordered, light
   * infantry is not; D6-REF-6: it cannot reform until out of it; D6-REF-2: then orange -> red. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  GgD6Stop stop;
  Game g;

  block (s, 'A', 1, 6, 3, 20, 10, 0, 25.4, 12.7, NULL);
  block (s, 'A', 2, 4, 4, 40, 10, 0, 25.4, 25.4, "type: light-infantry");
  block (s, 'A', 3, 6, 3, 60, 30, 0, 25.4, 12.7, "markers: [orange]");
  area (s, "w", "wood", 10, 11, 50, 14);
  game_init (&g, s, NULL, 5);
  gg_d6_play_march (g.play, "A1", 0, 3, FALSE, &stop, &error);
  g_assert_cmpint (stop, ==, GG_D6_STOP_TERRAIN); /* D6-TER-4: it stops entering */
  g_assert_true (PU (&g, "A1")->state->orange);
  gg_d6_play_march (g.play, "A2", 0, 3, FALSE, &stop, &error);
  g_assert_false (PU (&g, "A2")->state->orange);
  g_assert_false (gg_d6_play_declare_reform (g.play, "A1", &error));
  g_assert_nonnull (strstr (error->message, "D6-REF-6"));
  g_clear_error (&error);
  g_assert_true (gg_d6_play_declare_reform (g.play, "A3", &error));
  g_assert_true (PU (&g, "A3")->state->red);
  g_assert_false (PU (&g, "A3")->state->orange);
  game_clear (&g);
}

static void
test_march_other_formation (void)
{
  /* D6-FORM-9, D6-DIS-C7: a unit moving while in other formations is disordered. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  GgD6Stop stop;
  Game g;

  block (s, 'A', 1, 6, 3, 20, 10, 0, 25.4, 12.7, "formation: other");
  block (s, 'A', 2, 6, 3, 40, 10, 0, 25.4, 12.7, "formation: line");
  block (s, 'A', 4, 6, 6, 60, 10, 0, 25.4, 12.7, "formation: line"); /* one rank: D6-FORM-5 */
  game_init (&g, s, NULL, 5);
  gg_d6_play_march (g.play, "A1", 0, 2, FALSE, &stop, &error);
  gg_d6_play_march (g.play, "A2", 0, 2, FALSE, &stop, &error);
  g_assert_no_error (error);
  g_assert_true (PU (&g, "A1")->state->orange);
  g_assert_false (PU (&g, "A2")->state->orange);
  gg_d6_play_march (g.play, "A4", 0, 2, FALSE, &stop, &error);
  g_assert_true (PU (&g, "A4")->state->orange); /* D6-DIS-C5, D6-FORM-10 */
  game_clear (&g);
}

static void
test_moral_results (void)
{
  /* D6-MOR-1, D6-MOR-7, D6-TEST-6, D6-COMP-8: the Moral TEST's result is applied: a rout or a
   * retreat is a compulsory move pending, with an orange marker; a large unit's rout is an event
   * for its friends (D6-MOR-4). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Test) a = NULL, b = NULL;
  Game g;

  block (s, 'A', 1, 12, 6, 20, 10, 0, 25.4, 12.7, "strength: 24, lost: 12, class: green");
  block (s, 'A', 2, 12, 6, 40, 10, 0, 25.4, 12.7, "class: veteran");
  game_init (&g, s, NULL, 5);
  a = gg_d6_play_test (g.play, "A1", "morale", NULL, 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (a->result, ==, GG_D6_ROUT); /* -5 -2 and a 1 (-1) */
  g_assert_cmpint (PU (&g, "A1")->state->status, ==, GG_D6_STATUS_ROUT_PENDING);
  g_assert_true (PU (&g, "A1")->state->orange);
  g_assert_cmpuint (gg_d6_state_of (g.game)->events->len, ==, 1);
  b = gg_d6_play_test (g.play, "A2", "morale", NULL, 6, NULL, &error);
  g_assert_cmpint (b->result, ==, GG_D6_NO_CHANGE);
  g_assert_cmpint (PU (&g, "A2")->state->status, ==, GG_D6_STATUS_NORMAL);
  game_clear (&g);
}

static void
test_move_dice (void)
{
  /* D6-SUM-3, D6-MOVE-8, D6-MOVE-2: normal movement is a throw of the movement dice, added up;
   * the roll is logged. D6-MOVE-18, D6-FOG-T7: rain takes two dice away. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Move) m = NULL, wet = NULL;
  int faces[] = { 3, 4, 6 };
  Game g;

  block (s, 'A', 3, 7, 7, 50, 10, 0, 25.4, 25.4, "type: line-cavalry, class: green");
  game_init (&g, s, NULL, 5);
  m = gg_d6_play_move_dice (g.play, "A3", NULL, faces, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (m->dice, ==, 3);
  g_assert_cmpfloat (m->result, ==, 13);
  g_assert_nonnull (strstr (last_entry (&g)->text, "D6-MOVE-1"));
  g_assert_cmpuint (last_entry (&g)->n_rolls, ==, 3);
  gg_d6_state_apply_fog (gg_d6_state_of (g.game), GG_D6_FOG_HEAVY_RAIN, NULL);
  /* D6-MOVE-11: rolled once a Move phase, so the wet dice are the plan's */
  wet = gg_d6_play_move_plan (g.play, "A3", NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (wet->dice, ==, 1);
  game_clear (&g);
}

/* D6-MOVE-11, D6-MOVE-12: the march after the move roll spends the roll: 13" rolled, 5" marched,
 * then at most the 8" left; the state keeps what is left. */
static void
test_march_spends_roll (void)
{
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Move) m = NULL;
  int faces[] = { 3, 4, 6 };
  GgD6Stop stop;
  Game g;

  block (s, 'A', 3, 7, 7, 10, 10, 0, 25.4, 25.4, "type: line-cavalry, class: green");
  game_init (&g, s, NULL, 5);
  m = gg_d6_play_move_dice (g.play, "A3", NULL, faces, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (gg_d6_play_march (g.play, "A3", 0, 5, FALSE, &stop, &error), 5,
                                  1e-9);
  g_assert_cmpfloat_with_epsilon (PU (&g, "A3")->state->move_roll, 8, 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_d6_play_march (g.play, "A3", 0, 20, FALSE, &stop, &error), 8,
                                  1e-9);
  g_assert_cmpfloat (gg_d6_play_march (g.play, "A3", 0, 3, FALSE, &stop, &error), ==, 0);
  game_clear (&g);
}

/* D6-MOVE-11/12 "the unit may move up to the distance thrown": dragged on the table after a
 * roll of 13", a unit's figures are measured from where the unit stood when it rolled, however
 * many drags: 10" then 5" more is 15" of 13", and the drag stops at 13" (the class's one call). */
static void
test_drag_limit (void)
{
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Move) m = NULL;
  const GgRuleSetClass *klass = gg_ruleset_class (GG_RULESET_D6);
  int faces[] = { 3, 4, 6 };
  GgFigure *f;
  GgPoint start, to;
  GgMoveCheck check;
  Game g;

  block (s, 'A', 3, 7, 7, 10, 10, 0, 25.4, 25.4, "type: line-cavalry, class: green");
  game_init (&g, s, NULL, 5);
  f = g_ptr_array_index (PU (&g, "A3")->figures, 0);
  start = f->base.centre;
  klass->table->move_check (g.game, NULL, f->id, (GgPoint){ start.x, start.y + 20 * IN }, &check);
  g_assert_false (check.activation); /* not rolled: not counted */
  m = gg_d6_play_move_dice (g.play, "A3", NULL, faces, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < g.game->figures->len; i++) /* the first drag, 10" */
    ((GgFigure *) g_ptr_array_index (g.game->figures, i))->base.centre.y += 10 * IN;
  to = (GgPoint){ start.x, start.y + 15 * IN };
  klass->table->move_check (g.game, NULL, f->id, to, &check);
  g_assert_true (check.activation);
  g_assert_cmpfloat_with_epsilon (check.used, 15 * IN, 1e-6);
  g_assert_cmpfloat_with_epsilon (check.allowance, 13 * IN, 1e-6);
  g_assert_true (check.too_far);
  g_assert_cmpfloat_with_epsilon (check.stop.y, start.y + 13 * IN, 1e-6);
  g_assert_cmpstr (check.rule, ==, "D6-MOVE-12");
  gg_move_check_clear (&check);
  game_clear (&g);
}

/* The player turn after this one, at its Move phase. */
static void
next_move_phase (GgD6State *d6)
{
  char active = d6->turn.active;

  while (d6->turn.active == active || d6->turn.phase != GG_D6_PHASE_MOVE)
    gg_d6_state_advance (d6);
}

static void
test_move_once (void)
{
  /* D6-MOVE-11: every unit moves once: its move dice are rolled once a Move phase; the roll is
   * kept in its state and saved with the game (move-roll), so a game saved and opened again
   * still refuses a second roll; the next player turn it rolls again. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Move) m = NULL, again = NULL, next = NULL;
  g_autoptr (GgGame) reopened = NULL;
  g_autoptr (GgD6Play) play = NULL;
  g_autofree char *yaml = NULL, *text = NULL;
  int faces[] = { 3, 4, 6 }, other[] = { 1, 1, 1 };
  guint entries;
  Game g;

  block (s, 'A', 3, 7, 7, 50, 10, 0, 25.4, 25.4, "type: line-cavalry, class: green");
  game_init (&g, s, NULL, 5);
  m = gg_d6_play_move_dice (g.play, "A3", NULL, faces, &text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "D6-MOVE-9"));
  g_assert_true (PU (&g, "A3")->state->move_rolled);
  g_assert_cmpfloat (PU (&g, "A3")->state->move_roll, ==, 13);
  entries = gg_log_get_n_entries (g.game->state->log);
  again = gg_d6_play_move_dice (g.play, "A3", NULL, other, NULL, &error);
  g_assert_null (again);
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "D6-MOVE-11"));
  g_clear_error (&error);
  g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), ==, entries);
  yaml = gg_game_to_yaml (g.game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (yaml, "move-roll: 13"));
  reopened = gg_game_load_data (yaml, strlen (yaml), "again.yaml", &error);
  g_assert_no_error (error);
  play = gg_d6_play_new (reopened, g.rules, 5, &error);
  g_assert_null (gg_d6_play_move_dice (play, "A3", NULL, other, NULL, &error));
  g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_clear_error (&error);
  next_move_phase (gg_d6_state_of (g.game));
  next_move_phase (gg_d6_state_of (g.game));
  g_assert_false (PU (&g, "A3")->state->move_rolled);
  next = gg_d6_play_move_dice (g.play, "A3", NULL, other, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (next->result, ==, 3 + 0);
  game_clear (&g);
}

static void
test_response_fire (void)
{
  /* D6-CHG-7, D6-FIRE-20 (i), D6-SEQ-5: a unit contacted to its front fires response fire with
   * normal factors even if it moved; it does not count as its fire of the turn (D6-FIRE-1). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Fire) fire = NULL;
  GgD6CasualtyEffect effect;
  Game g;

  block (s, 'A', 1, 24, 12, 24, 10, 0, 12.7, 12.7, "nationality: french, moved: true");
  block (s, 'B', 2, 12, 6, 24, 10.5, 180, 25.4, 12.7, NULL);
  game_init (&g, s, NULL, 5);
  fire = gg_d6_play_fire (g.play, "A1", "B2", GG_D6_FIRE_RESPONSE_CONTACTED, NULL, NULL, &effect,
                          NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (fire->pool, ==, 25);
  g_assert_cmpint (PU (&g, "A1")->state->fired, ==, 0);
  game_clear (&g);
}

/* Exact odds against enumeration of every face */

static void
test_odds_enumerated (void)
{
  /* D6-FIRE-7, D6-TEST-3, D6-MOVE-8: the odds given before a roll equal a count over all 6^n
   * outcomes: fire hits (D6-TV-3h: 7 dice would be 279936 outcomes, so a 3-die pool), the
   * TEST's four results, the move's sums. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GgD6Fire) fire = NULL;
  g_autoptr (GgD6Test) test = NULL;
  g_autoptr (GgD6Move) move = NULL;
  GgD6TestInput tin;
  GgD6MoveInput min;
  double hits[4] = { 0 }, results[4] = { 0 }, sums[13] = { 0 };
  Fix f;

  tv3_scene (s, 5, "nationality: french, markers: [orange]");
  area (s, "w", "wood", 10, 15.24, 40, 30); /* D6-TV-3d: 24 / 8 = 3 */
  fix_init (&f, s, NULL);
  fire_pool (&f, "A1", "B2", &fire);
  g_assert_cmpint (fire->pool, ==, 3);
  for (int a = 1; a <= 6; a++)
    for (int b = 1; b <= 6; b++)
      {
        for (int c = 1; c <= 6; c++)
          hits[(a == 6) + (b == 6) + (c == 6)] += 1.0 / 216;
        sums[a + b] += 1.0 / 36;
      }
  for (int k = 0; k < 4; k++)
    g_assert_cmpfloat_with_epsilon (g_array_index (fire->report->odds, GgD6Odds, k).p, hits[k],
                                    1e-12);
  gg_d6_table_test_input (f.table, U (&f, "B2"), 0, &tin);
  test = gg_d6_test_plan (f.rules, &tin);
  for (int face = 1; face <= 6; face++)
    {
      /* D6-TEST-4 reading A: face plus the class adjustment on a 1 or 6; D6-TEST-6 bands */
      const int on1[] = { -2, -1, -1 }, on6[] = { 1, 1, 2 };
      GgD6Class k = gg_d6_unit_class (tin.unit);
      int score = test->modifiers + face + (face == 1 ? on1[k] : face == 6 ? on6[k] : 0);

      g_assert_cmpint (test->die_score[face], ==, score);
      results[score <= -6   ? GG_D6_ROUT
              : score <= -1 ? GG_D6_RETREAT
              : score <= 1  ? GG_D6_DISORDER
                            : GG_D6_NO_CHANGE] += 1.0 / 6;
    }
  for (int r = 0; r < 4; r++)
    g_assert_cmpfloat_with_epsilon (test->p[r], results[r], 1e-12);
  gg_d6_table_move_input (f.table, U (&f, "B2"), TRUE, &min);
  move = gg_d6_move_plan (f.rules, &min);
  g_assert_cmpint (move->dice, ==, 2); /* Green, road: 1 + 1 (D6-MOVE-3) */
  {
    double p[13];

    gg_d6_odds_sum (2, p);
    for (int k = 2; k <= 12; k++)
      g_assert_cmpfloat_with_epsilon (p[k], sums[k], 1e-12);
  }
  fix_clear (&f);
}

/* The catalogue in @language ("it", or "C" for the untranslated English). */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
}

/* The last log entry of the game file @yaml, read in @language and rendered in it; its
 * activation into @activation (optional). */
static char *
render_saved (const char *yaml, const char *language, char **activation)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  GgLog *log;

  use_language (language);
  game = gg_game_load_data (yaml, strlen (yaml), "fire.yaml", &error);
  g_assert_no_error (error);
  log = game->state->log;
  if (activation != NULL)
    *activation =
      gg_log_entry_render_activation (gg_log_get_entry (log, gg_log_get_n_entries (log) - 1));
  return gg_log_entry_render (gg_log_get_entry (log, gg_log_get_n_entries (log) - 1));
}

static void
test_fire_log_language (void)
{
  /* D6-FIRE-7: the fire entry is kept as data (messages and values), so the same saved file
   * reads in English in an English UI and in Italian in an Italian one; the file keeps the
   * English text of the moment for older readers. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Fire) fire = NULL;
  g_autofree char *yaml = NULL, *english = NULL, *italian = NULL, *again = NULL;
  g_autofree char *when_en = NULL, *when_it = NULL;
  GgD6CasualtyEffect effect;
  Game g;

  tv3_scene (s, 2.5, NULL);
  game_init (&g, s, NULL, 7);
  fire = gg_d6_play_fire (g.play, "A1", "B2", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, NULL, &error);
  g_assert_no_error (error);
  yaml = gg_game_to_yaml (g.game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (yaml, "parts:"));
  g_assert_nonnull (strstr (yaml, "text: \"Fire, A1 at B2\\nRoll 25d6"));
  english = render_saved (yaml, "C", &when_en);
  g_assert_cmpstr (when_en, ==, last_entry (&g)->activation);
  g_assert_true (g_str_has_prefix (when_en, "Turn 1, side A: Fire"));
  g_assert_cmpstr (english, ==, last_entry (&g)->text);
  g_assert_true (g_str_has_prefix (english, "Fire, A1 at B2\nRoll 25d6\n"));
  g_assert_nonnull (strstr (english, "figures that count (D6-FIRE-6)"));
  g_assert_nonnull (strstr (english, "\nRolled: "));
  italian = render_saved (yaml, "it", &when_it);
  g_assert_true (g_str_has_prefix (when_it, "Turno 1, parte A: Fuoco"));
  g_assert_true (g_str_has_prefix (italian, "Fuoco, A1 su B2\nTira 25d6\n"));
  g_assert_nonnull (strstr (italian, "figure che contano (D6-FIRE-6)"));
  g_assert_nonnull (strstr (italian, "\nUsciti: "));
  g_assert_null (strstr (italian, "Rolled"));
  /* the same dice: only the words change */
  g_assert_cmpint (strcspn (strstr (english, "Rolled:") + 7, "\n"), ==,
                   strcspn (strstr (italian, "Usciti:") + 7, "\n"));
  g_assert_cmpint (strncmp (strstr (english, "Rolled:") + 7, strstr (italian, "Usciti:") + 7,
                            strcspn (strstr (english, "Rolled:") + 7, "\n")),
                   ==, 0);
  again = render_saved (yaml, "C", NULL);
  g_assert_cmpstr (again, ==, english);
  game_clear (&g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/play/drag-limit/D6-MOVE-12", test_drag_limit);
  g_test_add_func ("/d6/play/fire/logged/D6-FIRE-7", test_fire_logged);
  g_test_add_func ("/d6/play/fire/log-language/D6-FIRE-7", test_fire_log_language);
  g_test_add_func ("/d6/play/fire/entered/D6-MOR-2", test_fire_entered);
  g_test_add_func ("/d6/play/fire/judged/D6-RNG-2", test_fire_judged);
  g_test_add_func ("/d6/play/fire/sections/D6-FIRE-15", test_fire_sections);
  g_test_add_func ("/d6/play/replay/D6-GEN-1", test_replay);
  g_test_add_func ("/d6/play/melee/D6-TV-6b", test_melee_tv6b);
  g_test_add_func ("/d6/play/melee/draw/D6-MEL-5", test_melee_draw);
  g_test_add_func ("/d6/play/melee/destroyed-once/D6-TEST-M14", test_melee_destroyed_once);
  g_test_add_func ("/d6/play/counter-charge/melee/D6-TEST-M9", test_counter_charge_melee);
  g_test_add_func ("/d6/play/melee/judged/D6-TEST-M7", test_melee_judged);
  g_test_add_func ("/d6/play/contact/D6-DIS-C3", test_contact);
  g_test_add_func ("/d6/play/mount/D6-REF-8", test_mount);
  g_test_add_func ("/d6/play/compulsory/referee/D6-COMP-5", test_compulsory_referee);
  g_test_add_func ("/d6/play/test/judged/D6-TEST-M12", test_test_judged);
  g_test_add_func ("/d6/play/melee/commander/D6-MEL-10", test_melee_commander);
  g_test_add_func ("/d6/play/compulsory/D6-COMP-2", test_compulsory_moves);
  g_test_add_func ("/d6/play/compulsory/destroyed/D6-AMB-54", test_compulsory_destroyed_event);
  g_test_add_func ("/d6/play/counter-charge/D6-CHG-8", test_counter_charge);
  g_test_add_func ("/d6/play/missed-charge/D6-CHG-5", test_missed_charge);
  g_test_add_func ("/d6/play/entry/D6-OFF-2", test_entry);
  g_test_add_func ("/d6/play/miners/D6-SAP-3", test_miners);
  g_test_add_func ("/d6/play/march/D6-MOVE-11/spends-roll", test_march_spends_roll);
  g_test_add_func ("/d6/play/fog/D6-FOG-T2", test_fog_events);
  g_test_add_func ("/d6/play/fog/elan-once/D6-FOG-T11", test_fog_elan_once);
  g_test_add_func ("/d6/play/charge/evade-passed/D6-CHG-6", test_evade_passed);
  g_test_add_func ("/d6/play/fog/odds/D6-TV-13", test_fog_commander_odds);
  g_test_add_func ("/d6/play/first-player/D6-SEQ-1", test_first_player);
  g_test_add_func ("/d6/play/first-player/scenario/D6-AMB-53", test_first_player_scenario);
  g_test_add_func ("/d6/play/march/D6-MOVE-15", test_march_marks);
  g_test_add_func ("/d6/play/march/terrain/D6-TER-5", test_march_terrain_disorder);
  g_test_add_func ("/d6/play/march/other/D6-FORM-9", test_march_other_formation);
  g_test_add_func ("/d6/play/test/results/D6-MOR-7", test_moral_results);
  g_test_add_func ("/d6/play/move-dice/D6-SUM-3", test_move_dice);
  g_test_add_func ("/d6/play/move-dice/once/D6-MOVE-11", test_move_once);
  g_test_add_func ("/d6/play/response-fire/D6-CHG-7", test_response_fire);
  g_test_add_func ("/d6/play/odds/enumerated/D6-FIRE-7", test_odds_enumerated);
  return g_test_run ();
}
