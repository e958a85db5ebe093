/* test-bg-steps.c: the smaller steps of a La Bella Gigogin activation through the core calls the
 * cards make (gg-bg-play.h): each changes the state and logs its entry as data. */
#include <glib.h>
#include <string.h>

#include "core-support.h"
#include "gg-bg-play.h"

#include "bg-scene.h"

static const char scene[] = BG_SCENE_STEPS;

typedef struct
{
  GgGame *game;
  GgBgRules *rules;
  GgBgTable *table;
} Fixture;

static void
setup (Fixture *f, gconstpointer data)
{
  f->game = bg_scene_load (scene, "steps.yaml", 14);
  f->rules = gg_bg_rules_new_builtin (20, NULL);
  f->table = gg_bg_table_new (f->game, f->rules);
}

static void
teardown (Fixture *f, gconstpointer data)
{
  g_clear_pointer (&f->table, gg_bg_table_free);
  g_clear_pointer (&f->rules, gg_bg_rules_free);
  g_clear_pointer (&f->game, gg_game_unref);
}

static const GgLogEntry *
last_entry (Fixture *f)
{
  GgLog *log = f->game->state->log;

  return gg_log_get_entry (log, gg_log_get_n_entries (log) - 1);
}

/* Kept as data: a message and its values, or parts, so each reader sees it in his language. */
static void
assert_data (const GgLogEntry *e)
{
  g_assert_true (e->message != NULL || e->parts != NULL);
}

static gboolean
logged (Fixture *f, guint from, const char *what)
{
  GgLog *log = f->game->state->log;

  for (guint i = from; i < gg_log_get_n_entries (log); i++)
    if (strstr (gg_log_get_entry (log, i)->text, what) != NULL)
      return TRUE;
  return FALSE;
}

/* BG-14.3-d, BG-14.2-d: spotting is a step of play, not of drawing the screen: B1 hides behind the
 * house unseen; A1 moves round it, and only when its move is done are the markers spotted. */
static void
test_moved_spots (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  GgFigure *scout = gg_game_lookup_figure (f->game, "A-1-L");
  guint before;

  g_assert_true (gg_bg_play_hide (f->table, &b1, GG_HIDDEN_NASCOSTO, NULL));
  g_assert_nonnull (gg_bg_state_hidden (f->game->state, 'B', 1)); /* behind the house */
  scout->base.centre = (GgPoint){ 500, 900 }; /* past it: B's markers in sight */
  g_assert_nonnull (gg_bg_state_hidden (f->game->state, 'B', 1)); /* a drag alone rules nothing */
  before = gg_log_get_n_entries (f->game->state->log);
  g_assert_cmpuint (gg_bg_play_moved (f->table, &a1), ==, 1);
  g_assert_null (gg_bg_state_hidden (f->game->state, 'B', 1));
  g_assert_nonnull (gg_game_lookup_figure (f->game, "B-1-L")); /* revealed */
  g_assert_cmpstr (gg_log_get_entry (f->game->state->log, before)->text, ==, "Squad A1 moves");
  assert_data (gg_log_get_entry (f->game->state->log, before));
  g_assert_true (logged (f, before, "BG-14.3-d"));
}

static guint
steps_of (GgGame *game, char side, int squad)
{
  GgSquadState *s = gg_bg_state_squad (game->state, side, squad, FALSE);

  return s != NULL ? s->steps : 0;
}

/* BG-2.4-b (seed 003, line 29): "Può essere eseguita una sola di queste azioni in una
 * attivazione; ciascuna di esse esclude tutte le altre." The card's Moved is one call: the move
 * is logged and is the squad's action, so its activation is over. BG-15.3-d (line 627):
 * "Indiavolati: la squadra può svolgere due azioni per attivazione": after its first move an
 * Indiavolati squad still has one, after the second none. */
static void
test_move_action (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 };
  GgLog *log = f->game->state->log;
  GgBgMoveAction move;
  guint before = gg_log_get_n_entries (log);

  g_assert_true (gg_bg_play_move_action (f->table, &a1, NULL, &move));
  g_assert_true (move.activation_over);
  g_assert_true (steps_of (f->game, 'A', 1) & GG_STEP_ACTED);
  g_assert_cmpstr (gg_log_get_entry (log, before)->text, ==, "Squad A1 moves");
  gg_bg_state_squad (f->game->state, 'A', 2, TRUE)->traits = GG_BG_TRAIT_INDIAVOLATI;
  before = gg_log_get_n_entries (log);
  g_assert_false (gg_bg_play_move_action (f->table, &a2, "far", &move));
  g_assert_false (steps_of (f->game, 'A', 2) & GG_STEP_ACTED);
  g_assert_true (steps_of (f->game, 'A', 2) & GG_STEP_ONE_ACTION);
  /* the referee's override, the move, then the second action allowed, in that order */
  g_assert_nonnull (strstr (gg_log_get_entry (log, before)->text, "Referee's override"));
  g_assert_cmpstr (gg_log_get_entry (log, before + 1)->text, ==, "Squad A2 moves");
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-15.3-d"));
  g_assert_true (gg_bg_play_move_action (f->table, &a2, NULL, &move));
  g_assert_true (steps_of (f->game, 'A', 2) & GG_STEP_ACTED);
}

/* BG-14.3-d: a pair drawn after the markers came in sight (moved outside any squad's Moved) spots
 * them at once, through the call the chit bag's Draw makes. */
static void
test_draw_spots (Fixture *f, gconstpointer data)
{
  GgChit b1 = { 'B', 1 }, pair[2];

  g_assert_true (gg_bg_play_hide (f->table, &b1, GG_HIDDEN_NASCOSTO, NULL));
  gg_game_lookup_figure (f->game, "A-2-L")->base.centre = (GgPoint){ 500, 900 };
  g_assert_cmpuint (gg_bg_play_draw_pair (f->table, pair), >, 0);
  g_assert_null (gg_bg_state_hidden (f->game->state, 'B', 1));
}

/* BG-14.1-a, BG-14.3-a: the two figures farthest apart stay as markers; seen at once, they are
 * spotted (BG-14.3-d). BG-14.2-c: a hidden ambush laid in the open is logged with a warning. */
static void
test_hide (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 };
  GgHiddenSquad *h;

  g_assert_true (gg_bg_play_hide (f->table, &a1, GG_HIDDEN_AGGUATO, NULL));
  h = gg_bg_state_hidden (f->game->state, 'A', 1);
  g_assert_nonnull (h);
  g_assert_cmpuint (h->dummies->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (h->dummies, 0), ==, "A-1-L");
  g_assert_cmpstr (g_ptr_array_index (h->dummies, 1), ==, "A-1-4");
  g_assert_null (gg_game_lookup_figure (f->game, "A-1-2"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-14"));
  assert_data (last_entry (f));
  g_assert_true (gg_bg_reveal_squad (f->game, &a1, NULL, NULL));
  g_assert_true (gg_bg_play_hide (f->table, &a1, GG_HIDDEN_IMBOSCATA, NULL));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-14.2-c"));
  assert_data (last_entry (f));
}

/* BG-4.2-g: reloading is the squad's action: the figures that fired reload, logged with their
 * number; figures held back from fire are logged as such. */
static void
test_reload (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 };
  const char *held[] = { "A-1-3", NULL }, *none[] = { NULL };
  guint before, n = 0;

  gg_bg_state_fired (f->game->state, 'A', 1, "A-1-1");
  gg_bg_state_fired (f->game->state, 'A', 1, "A-1-2");
  /* the reload is the squad's one action: its activation is over */
  g_assert_true (gg_bg_play_reload_action (f->game, &a1, &n));
  g_assert_cmpuint (n, ==, 2);
  g_assert_false (gg_bg_state_needs_reload (f->game->state, 'A', 1, "A-1-1"));
  g_assert_cmpstr (last_entry (f)->text, ==, "Squad A1 reloads: 2 figures (BG-4.2-g)");
  assert_data (last_entry (f));
  gg_bg_play_hold_fire (f->game, held);
  g_assert_nonnull (strstr (last_entry (f)->text, "A-1-3"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-4.2-g"));
  before = gg_log_get_n_entries (f->game->state->log);
  gg_bg_play_hold_fire (f->game, none);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, before);
}

/* BG-12.4-a: the owner takes a casualty on another figure that could have been hit; a figure out
 * of play cannot take it. */
static void
test_swap_loss (Fixture *f, gconstpointer data)
{
  GgChit b1 = { 'B', 1 };
  const char *hit[] = { "B-1-1", NULL };

  test_bg_lose (f->game, hit);
  g_assert_true (gg_bg_state_is_out (f->game->state, "B-1-1"));
  g_assert_true (gg_bg_play_swap_loss (f->game, &b1, "B-1-1", "B-1-2"));
  g_assert_false (gg_bg_state_is_out (f->game->state, "B-1-1"));
  g_assert_true (gg_bg_state_is_out (f->game->state, "B-1-2"));
  g_assert_nonnull (strstr (last_entry (f)->text, "B-1-2 instead of B-1-1 (BG-12.4-a)"));
  assert_data (last_entry (f));
  g_assert_false (gg_bg_play_swap_loss (f->game, &b1, "B-1-2", "B-1-2"));
}

/* BG-2.2-g: the players declare a mutual charge; the core keeps it with the pair and logs where
 * the squads meet; the same declaration again changes nothing. */
static void
test_interaction (Fixture *f, gconstpointer data)
{
  GgBgMeeting m;
  guint before;

  g_assert_true (gg_bg_play_enter_chit (f->table, (GgChit){ 'A', 1 }));
  g_assert_true (gg_bg_play_enter_chit (f->table, (GgChit){ 'B', 1 }));
  g_assert_true (gg_bg_play_meeting (f->table, &m));
  /* infantry against infantry: half way, 60 cm between the leaders */
  g_assert_cmpfloat_with_epsilon (m.from[0], 300, 1e-6);
  g_assert_cmpfloat_with_epsilon (m.from[1], 300, 1e-6);
  g_assert_true (gg_bg_play_declare_interaction (f->table, GG_PAIR_MUTUAL_CHARGE));
  g_assert_cmpint (gg_bg_play_get_interaction (f->game), ==, GG_PAIR_MUTUAL_CHARGE);
  g_assert_nonnull (strstr (last_entry (f)->text, "Pair A1 + B1:"));
  g_assert_nonnull (strstr (last_entry (f)->text, "meet 30.0 cm from A1's leader"));
  g_assert_nonnull (last_entry (f)->parts);
  before = gg_log_get_n_entries (f->game->state->log);
  g_assert_false (gg_bg_play_declare_interaction (f->table, GG_PAIR_MUTUAL_CHARGE));
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, before);
}

/* BG-4.1-i, BG-13-a/b/c: B1 loses its leader beside A2 and has no officer: it surrenders. The
 * nearest squad (A2) would take the prisoners; the player sends A1, and the log says so. */
static void
test_leaderless (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  const char *leader[] = { "B-1-L", NULL };
  const char *rule = NULL;
  GgBgSurrender out;
  g_autoptr (GArray) enemies = NULL;

  test_bg_lose (f->game, leader);
  gg_game_lookup_figure (f->game, "B-1-1")->base.centre = (GgPoint){ 1200, 260 };
  gg_game_lookup_figure (f->game, "B-1-2")->base.centre = (GgPoint){ 1240, 260 };
  gg_bg_table_refresh (f->table);
  enemies = gg_bg_enemies_by_distance (f->table, &b1);
  g_assert_cmpuint (enemies->len, ==, 2);
  g_assert_cmpint (g_array_index (enemies, GgBgEnemyAt, 0).squad.number, ==, 2);
  g_assert_cmpint (gg_bg_leaderless_of (f->table, &b1, &rule), ==, GG_BG_LEADERLESS_SURRENDER);
  g_assert_true (gg_bg_play_leaderless (f->table, &b1, &a1, &out, NULL));
  g_assert_cmpuint (out.prisoners->len, ==, 2);
  g_assert_cmpuint (out.escorts->len, ==, 1); /* a third of two, at least one (BG-13-c) */
  g_assert_cmpint (gg_bg_state_prisoner (f->game->state, "B-1-1")->captor.squad, ==, 1);
  g_assert_nonnull (strstr (last_entry (f)->text, "Squad B1 has no leader:"));
  g_assert_nonnull (strstr (last_entry (f)->text, "instead of the nearest squad, A2 (BG-13-b)"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-13-a/c"));
  g_assert_nonnull (last_entry (f)->parts);
  gg_bg_surrender_clear (&out);
}

/* BG-4.8-h: A1 has lost its leader; none may be named until an officer has been attached since an
 * earlier turn; then the player names A-1-3 instead of the first offered, and the log says so. */
static void
test_appoint (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 };
  const char *leader[] = { "A-1-L", NULL };
  const char *rule = NULL;
  g_autoptr (GPtrArray) ids = NULL;

  test_bg_lose (f->game, leader);
  gg_bg_table_refresh (f->table);
  ids = gg_bg_leader_candidates (f->table, &a1);
  g_assert_cmpstr (ids->pdata[0], ==, "A-1-1");
  g_assert_false (gg_bg_play_appoint_leader (f->table, &a1, "A-1-3", &rule));
  g_assert_cmpstr (rule, ==, "BG-4.8-h");
  g_assert_cmpstr (gg_game_lookup_figure (f->game, "A-1-3")->role, ==, "1");
  gg_bg_play_attach (f->game, "A-PLA", &a1);
  gg_bg_state_officer (f->game->state, "A-PLA", FALSE)->attached_turn = 0; /* an earlier turn */
  g_assert_true (gg_bg_play_appoint_leader (f->table, &a1, "A-1-3", &rule));
  g_assert_cmpstr (gg_game_lookup_figure (f->game, "A-1-3")->role, ==, "L1");
  g_assert_nonnull (strstr (last_entry (f)->text, "chosen by the player instead of A-1-1"));
  assert_data (last_entry (f));
  g_assert_false (gg_bg_play_appoint_leader (f->table, &a1, "A-1-2", &rule)); /* it has one */
}

/* BG-10.8-b: the platoon commander moves with a squad he commands once a turn, logged. */
static void
test_officer_moves (Fixture *f, gconstpointer data)
{
  GgChit a1 = { 'A', 1 };

  g_assert_true (gg_bg_play_enter_chit (f->table, a1));
  g_assert_true (gg_bg_play_officer_moves (f->game, "A-PLA", &a1));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-10.8-b"));
  assert_data (last_entry (f));
  g_assert_false (gg_bg_play_officer_moves (f->game, "A-PLA", &a1));
}

/* BG-4.8-j/k: the fallen Captain is replaced on a D10 of 0-1 at the first attempt: a real 0 typed
 * in puts him back in command; one attempt a turn. */
static void
test_captain (Fixture *f, gconstpointer data)
{
  int roll;

  gg_bg_state_officer (f->game->state, "A-CyL", TRUE)->out = TRUE;
  g_assert_true (gg_dice_queue_entered (f->game->state->dice, GG_DIE_D10, 0));
  g_assert_true (gg_bg_play_replace_captain (f->game, f->rules, 'A', &roll));
  g_assert_cmpint (roll, ==, 0);
  g_assert_false (gg_bg_state_officer (f->game->state, "A-CyL", FALSE)->out);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-4.8-j/k"));
  g_assert_false (gg_bg_play_replace_captain (f->game, f->rules, 'A', &roll));
  g_assert_cmpint (roll, ==, -1);
}

/* BG-4.4, BG-12.4-e: A3's gun fires canister at B1, 20 cm ahead, through the call the card's Gun
 * button makes: the pieces in the cone roll, those hit leave play (never the squad leader), and
 * one roll entry logs every piece's odds and die as data. A squad without a gun fires nothing. */
static void
test_gun_shot (void)
{
  g_autofree char *text = g_strconcat (
    scene,
    "  - { id: A-3-G, x: 52, y: 100, facing: 180, base: { front: 45, depth: 60 }, side: A, "
    "squad: 3, role: G3 }\n",
    NULL);
  g_autoptr (GgGame) game = bg_scene_load (text, "gun.yaml", 7);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgBgTable) table = gg_bg_table_new (game, rules);
  GgBgSquadRef a3 = { 'A', 3 }, a1 = { 'A', 1 };
  GgLog *log = game->state->log;
  const GgLogEntry *e;
  GgBgGunShot shot;
  guint before = gg_log_get_n_entries (log), rolled = 0;

  g_assert_false (gg_bg_play_gun_shot (table, a1, GG_BG_SHOT_CANISTER, NULL, &shot));
  gg_bg_gun_shot_clear (&shot);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, before);
  g_assert_true (gg_bg_play_gun_shot (table, a3, GG_BG_SHOT_CANISTER, NULL, &shot));
  for (guint i = 0; i < shot.fire.shots->len; i++)
    rolled += g_array_index (shot.fire.shots, GgBgPieceShot, i).rolled_for;
  g_assert_cmpuint (rolled, >, 0);
  for (guint i = 0; i < shot.fire.shots->len; i++)
    {
      const GgBgPieceShot *p = &g_array_index (shot.fire.shots, GgBgPieceShot, i);
      gboolean lost = g_ptr_array_find_with_equal_func (shot.lost, p->id, g_str_equal, NULL);

      /* every piece hit falls but the squad leader (BG-12.4-e) */
      g_assert_true (lost == (p->hit && g_strcmp0 (p->id, "B-1-L") != 0));
      g_assert_true (gg_bg_state_is_out (game->state, p->id) == lost);
    }
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, before + 1);
  e = gg_log_get_entry (log, before);
  g_assert_cmpint (e->kind, ==, GG_LOG_ROLL);
  g_assert_cmpuint (e->n_rolls, ==, rolled);
  g_assert_nonnull (e->parts);
  g_assert_true (g_str_has_prefix (e->text, "Gun of squad A3: "));
  g_assert_nonnull (strstr (e->text, "B-1-1: "));
  gg_bg_gun_shot_clear (&shot);
}

/* BG-2.4-b (seed 003, line 29): "Può essere eseguita una sola di queste azioni in una
 * attivazione". The card's Gun is one call: the shot is fired, logged and is the squad's action;
 * the gun fires no second shot. A squad without a gun fires nothing and has not acted. */
static void
test_gun_action (void)
{
  g_autofree char *text = g_strconcat (
    scene,
    "  - { id: A-3-G, x: 52, y: 100, facing: 180, base: { front: 45, depth: 60 }, side: A, "
    "squad: 3, role: G3 }\n",
    NULL);
  g_autoptr (GgGame) game = bg_scene_load (text, "gun.yaml", 7);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgBgTable) table = gg_bg_table_new (game, rules);
  GgBgSquadRef a3 = { 'A', 3 }, a1 = { 'A', 1 };
  GgLog *log = game->state->log;
  GgBgGunShot shot;
  guint before;

  g_assert_true (gg_bg_play_begin (game, 7, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_true (gg_bg_play_draw_entered (game, rules, (GgChit){ 'A', 3 }));
  before = gg_log_get_n_entries (log);
  g_assert_false (gg_bg_play_gun_action (table, a1, GG_BG_SHOT_CANISTER, NULL, &shot));
  gg_bg_gun_shot_clear (&shot);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, before);
  g_assert_false (steps_of (game, 'A', 1) & GG_STEP_ACTED);
  g_assert_true (gg_bg_play_gun_action (table, a3, GG_BG_SHOT_CANISTER, NULL, &shot));
  g_assert_true (shot.activation_over);
  g_assert_cmpuint (shot.entry, ==, before);
  g_assert_true (g_str_has_prefix (gg_log_get_entry (log, shot.entry)->text, "Gun of squad A3: "));
  g_assert_true (steps_of (game, 'A', 3) & GG_STEP_ACTED);
  gg_bg_gun_shot_clear (&shot);
  before = gg_log_get_n_entries (log);
  g_assert_false (gg_bg_play_gun_action (table, a3, GG_BG_SHOT_CANISTER, NULL, &shot));
  gg_bg_gun_shot_clear (&shot);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, before);
}

/* BG-4.4-j: a shell fired through the card's call is drawn on the table where it fell (the
 * gun's aim marker); BG-2.4-b "only one of these may be performed in an activation": once its
 * squad has acted, the gun fires no other shell, from the card's call or the Aim tool. */
static void
test_shell_once (void)
{
  g_autofree char *text = g_strconcat (
    scene,
    "  - { id: B-3-G, x: 170, y: 5, facing: 277, base: { front: 45, depth: 60 }, side: B, "
    "squad: 3, role: G3 }\n",
    NULL);
  g_autoptr (GgGame) game = bg_scene_load (text, "gun.yaml", 7);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgBgTable) table = gg_bg_table_new (game, rules);
  GgBgSquadRef b3 = { 'B', 3 }, a1 = { 'A', 1 };
  g_autofree char *why = NULL;
  GgBgGunShot shot;
  int at;

  g_assert_true (gg_bg_play_begin (game, 7, GG_CHIT_MODE_TOKENS, NULL));
  g_assert_true (gg_bg_play_draw_entered (game, rules, (GgChit){ 'B', 3 }));
  g_assert_true (gg_bg_play_shell_may_fire (game, "B-3-G", &why));
  g_assert_true (gg_bg_play_gun_shot (table, b3, GG_BG_SHOT_SHELL, &a1, &shot));
  at = gg_game_find (game, GG_COLLECTION_MARKERS, "shell-B-3-G");
  g_assert_cmpint (at, >=, 0);
  g_assert_cmpfloat (((GgMarker *) g_ptr_array_index (game->markers, at))->point.x, ==,
                     shot.fall.x);
  gg_bg_gun_shot_clear (&shot);
  gg_bg_play_step (game, &(GgChit){ 'B', 3 }, GG_STEP_ACTED); /* the card's record of it */
  g_assert_false (gg_bg_play_shell_may_fire (game, "B-3-G", &why));
  g_assert_nonnull (strstr (why, "BG-2.4-b"));
  g_assert_false (gg_bg_play_gun_shot (table, b3, GG_BG_SHOT_SHELL, &a1, &shot));
  gg_bg_gun_shot_clear (&shot);
}

/* BG-2.2-f, BG-2.2-c: losses held back by a mutually firing pair leave play when the next pair is
 * drawn or the turn ends; the new turn refills the bag and is logged as data. */
static void
test_turn_over (Fixture *f, gconstpointer data)
{
  GgChit pair[2];
  guint turn = gg_chitbag_get_turn (f->game->state->chits);

  gg_bg_state_defer_loss (f->game->state, "B-1-1");
  g_assert_false (gg_bg_state_is_out (f->game->state, "B-1-1"));
  g_assert_cmpuint (gg_bg_play_draw_pair (f->table, pair), >, 0);
  g_assert_true (gg_bg_state_is_out (f->game->state, "B-1-1"));
  gg_bg_state_defer_loss (f->game->state, "B-1-2");
  gg_bg_play_turn_over (f->table);
  g_assert_true (gg_bg_state_is_out (f->game->state, "B-1-2"));
  g_assert_cmpuint (gg_chitbag_get_turn (f->game->state->chits), ==, turn + 1);
  g_assert_nonnull (strstr (last_entry (f)->text, "begins: every chit back in the bag"));
  assert_data (last_entry (f));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
#define ADD(path, fn) g_test_add ("/bg/steps/" path, Fixture, NULL, setup, fn, teardown)
  ADD ("moved-spots/BG-14.2-d/BG-14.3-d", test_moved_spots);
  ADD ("draw-spots/BG-14.3-d", test_draw_spots);
  ADD ("hide/BG-14.1-a/BG-14.2-c", test_hide);
  ADD ("reload/BG-4.2-g", test_reload);
  ADD ("swap-loss/BG-12.4-a", test_swap_loss);
  ADD ("interaction/BG-2.2-g", test_interaction);
  ADD ("leaderless/BG-4.1-i/BG-13-b", test_leaderless);
  ADD ("appoint/BG-4.8-h", test_appoint);
  ADD ("officer-moves/BG-10.8-b", test_officer_moves);
  ADD ("captain/BG-4.8-j", test_captain);
  ADD ("turn-over/BG-2.2-c/BG-2.2-f", test_turn_over);
  g_test_add_func ("/bg/steps/shell-once/BG-2.4-b", test_shell_once);
  g_test_add_func ("/bg/steps/gun-shot/BG-4.4/BG-12.4-e", test_gun_shot);
  g_test_add_func ("/bg/steps/gun-action/BG-2.4-b", test_gun_action);
  ADD ("move-action/BG-2.4-b/BG-15.3-d", test_move_action);
  return g_test_run ();
}
