/* Prisoners (gg-bg-prisoners.h): taken when a squad with no leader and no officer left ceases to
 * fight in melee, marched at infantry speed, gathered by the UCT, guarded by an outer cordon. */
#include <glib.h>
#include <string.h>

#include "core-support.h"
#include "gg-bg-officers.h"
#include "gg-bg-play.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"

#include "gg-bg-table.h"

#include "bg-scene.h"

/* Side A: squad 1 (leader and three) in contact with side B's squad 1 (leader and four, no
 * officer), squad 2 (leader and two), platoon commander and Captain. 20 mm. */
static const char scene[] =
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n"
  "table: { width: 180, depth: 120 }\n"
  "figures:\n"
  "  - { id: A-1-L, x: 50, y: 38, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: L1 }\n"
  "  - { id: A-1-1, x: 52, y: 38, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-1-2, x: 54, y: 38, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-1-3, x: 56, y: 38, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-2-L, x: 100, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: L2 }\n"
  "  - { id: A-2-1, x: 102, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: A-2-2, x: 104, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: A-PLA, x: 60, y: 10, facing: 0, base: { front: 15, depth: 20 }, side: A, role: PLA }\n"
  "  - { id: A-CyL, x: 60, y: 4, facing: 0, base: { front: 15, depth: 20 }, side: A, role: CyL }\n"
  "  - { id: B-1-L, x: 50, y: 40, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: L1 }\n"
  "  - { id: B-1-1, x: 52, y: 40, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-1-2, x: 54, y: 40, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-1-3, x: 56, y: 40, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n"
  "  - { id: B-1-4, x: 58, y: 40, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n";

static GgGame *
load (const char *extra)
{
  g_autofree char *text = g_strconcat (scene, extra, NULL);

  return bg_scene_load (text, "prisoners.yaml", 11);
}

static void
lose (GgGame *game, const char *id)
{
  const char *ids[] = { id, NULL };

  test_bg_lose (game, ids);
}

/* Does @squad cease to fight with only @ids left in the melee (gg_bg_melee_ceases, as the
 * melee asks before each round)? */
static gboolean
ceases (GgGame *game, const GgChit *squad, const char *const *ids)
{
  g_autoptr (GArray) figures = g_array_new (FALSE, TRUE, sizeof (GgBgMeleeFigure));

  for (guint i = 0; ids[i] != NULL; i++)
    {
      GgBgMeleeFigure f = { ids[i] };

      g_array_append_val (figures, f);
    }
  return gg_bg_melee_ceases (game, squad, figures);
}

/* The app's call after a melee (gg_bg_play_melee_prisoners, as the fight makes it), @loser asked
 * first: the outcome into @s; FALSE, with the text returned in @error, when that is not the
 * ruling logged (the winner had too few figures to escort the prisoners). */
static gboolean
surrender (GgGame *game, GgBgRules *rules, const GgChit *loser, const GgChit *winner,
           GgBgSurrender *s, GError **error)
{
  g_autofree char *text = gg_bg_play_melee_prisoners (game, rules, loser, winner, s);

  if (g_strcmp0 (text, s->text) == 0)
    return TRUE;
  g_set_error_literal (error, g_quark_from_static_string ("test-bg-prisoners"), 0, text);
  return FALSE;
}

/* BG-4.1-i with AMB-26: the squad ceases to fight only when it has neither its leader nor an
 * officer of its chain; in melee the enemy is in contact, so it surrenders and its figures become
 * the winner's prisoners, guarded by a third of them (BG-13-a, BG-13-c). */
static void
test_melee_surrender (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  const char *with_leader[] = { "B-1-L", "B-1-1", NULL };
  const char *without[] = { "B-1-1", NULL };
  const char *all[] = { "B-1-L", "B-1-1", "B-1-2", "B-1-3", "B-1-4", NULL };
  GgBgSurrender s;

  g_assert_false (ceases (game, &b1, all));
  g_assert_false (ceases (game, &b1, with_leader));
  g_assert_true (ceases (game, &b1, without));
  g_assert_false (ceases (game, &a1, without)); /* A's officers are in play */
  g_assert_true (surrender (game, rules, &b1, &a1, &s, &error));
  g_assert_false (s.ceased); /* its leader still fights */
  gg_bg_surrender_clear (&s);
  lose (game, "B-1-L");
  g_assert_true (surrender (game, rules, &b1, &a1, &s, &error));
  g_assert_no_error (error);
  g_assert_true (s.ceased);
  g_assert_cmpint (s.what, ==, GG_BG_LEADERLESS_SURRENDER);
  g_assert_cmpuint (s.prisoners->len, ==, 4);
  g_assert_cmpuint (s.escorts->len, ==, 2);           /* a third of 4, rounded up (AMB-57) */
  g_assert_cmpstr (s.escorts->pdata[0], ==, "A-1-1"); /* privates guard, not the leader */
  g_assert_cmpstr (s.escorts->pdata[1], ==, "A-1-2");
  g_assert_cmpstr (gg_bg_state_prisoner (game->state, "B-1-3")->captor.side == 'A' ? "A" : "?", ==,
                   "A");
  g_assert_true (gg_bg_state_is_out (game->state, "B-1-4"));
  gg_bg_surrender_clear (&s);
  g_assert_true (surrender (game, rules, &b1, &a1, &s, &error));
  g_assert_false (s.ceased); /* nobody left to cease */
  gg_bg_surrender_clear (&s);
}

/* BG-4.1-i.1: with an officer of its side within 50 cm, the leaderless squad rallies to him
 * instead of surrendering: no prisoners. */
static void
test_melee_rally (void)
{
  g_autoptr (GgGame) game = load ("  - { id: B-CSt, x: 50, y: 80, facing: 180, base: { front: 15, "
                                  "depth: 20 }, side: B, role: CSt }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  GgBgSurrender s;

  lose (game, "B-1-L");
  g_assert_true (surrender (game, rules, &b1, &a1, &s, NULL));
  g_assert_true (s.ceased); /* a Lieutenant is not of the chain (AMB-26) */
  g_assert_cmpint (s.what, ==, GG_BG_LEADERLESS_RALLY);
  g_assert_cmpuint (s.prisoners->len, ==, 0);
  g_assert_null (gg_bg_state_prisoner (game->state, "B-1-1"));
  gg_bg_surrender_clear (&s);
}

/* BG-4.1-i in the melee the app fights: the defenders still fighting without their leader cease;
 * once the losses are applied, the melee ends with them prisoners of the attackers (BG-13-a). */
static void
test_melee_prisoners (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GArray) left = g_array_new (FALSE, TRUE, sizeof (GgBgMeleeFigure));
  GgBgMeleeFigure f = { .id = "B-1-2" };
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  g_autofree char *none = NULL;
  g_autofree char *text = NULL;

  g_array_append_val (left, f);
  g_assert_true (gg_bg_melee_ceases (game, &b1, left));
  g_assert_false (gg_bg_melee_ceases (game, &a1, left));
  none = gg_bg_play_melee_prisoners (game, rules, &b1, &a1, NULL);
  g_assert_null (none); /* B-1-L is still in play */
  lose (game, "B-1-L");
  text = gg_bg_play_melee_prisoners (game, rules, &a1, &b1, NULL);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "surrenders to squad A1"));
  g_assert_nonnull (gg_bg_state_prisoner (game->state, "B-1-2"));
}

/* BG-13-d (and BG-13-a): the escorting squad marches with its prisoners at infantry speed, even
 * a cavalry squad. */
static void
test_escort_speed (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a1 = { 'A', 1 };
  const char *ids[] = { "B-1-1", NULL }, *guards[] = { "A-1-1", NULL };
  double cavalry = gg_bg_rules_movement (rules, GG_BG_ARM_CAVALRY, 0, FALSE, NULL).value;
  double infantry = gg_bg_rules_movement (rules, GG_BG_ARM_INFANTRY, 0, FALSE, NULL).value;

  g_assert_cmpfloat (gg_bg_squad_allowance (game, rules, &a1, GG_BG_ARM_CAVALRY, FALSE, NULL).value,
                     ==, cavalry);
  g_assert_true (gg_bg_take_prisoners (game, rules, &a1, ids, guards, NULL));
  g_assert_cmpfloat (gg_bg_squad_allowance (game, rules, &a1, GG_BG_ARM_CAVALRY, FALSE, NULL).value,
                     ==, infantry);
  g_assert_cmpfloat (infantry, <, cavalry);
  g_assert_cmpstr (gg_bg_squad_allowance (game, rules, &a1, GG_BG_ARM_CAVALRY, FALSE, NULL).rule,
                   ==, "BG-13-d");
}

/* BG-13-f, 003 L503-505: "Se nella marcia verso le retrovie, i guardiani fossero contattati dal
 * nemico: - se questo spara: le perdite vengono allocate in modo proporzionale sia ai guardiani
 * che ai prigionieri, come da regole sul tiro". A2 escorts B1's four privates with its two
 * privates as guards; B2 (leader and two) fires at A2 through the fire card's one call, every D10
 * a 9: three hits, shared 2 guards to 4 prisoners: the prisoners' share of 3 × 4/6 = 2 (fractions
 * rounded down, BG-2.6-a; the guards take the rest), the prisoners nearest the firers first (as
 * the fire rules take the nearest figures); they are out of action and no longer prisoners. */
static void
test_fire_on_column (void)
{
  g_autoptr (GgGame) game = load (
    "  - { id: B-2-L, x: 102, y: 45, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: "
    "2, role: L2 }\n"
    "  - { id: B-2-1, x: 104, y: 45, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: "
    "2, role: '2' }\n"
    "  - { id: B-2-2, x: 106, y: 45, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: "
    "2, role: '2' }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgBgTable) table = gg_bg_table_new (game, rules);
  GgChit a2 = { 'A', 2 };
  const char *ids[] = { "B-1-1", "B-1-2", "B-1-3", "B-1-4", NULL };
  const char *guards[] = { "A-2-1", "A-2-2", NULL };
  GgBgFireChoice choice = { { 'A', 2 }, NULL };
  GgBgFireAction action;
  guint on_guards = 0;

  g_assert_true (gg_bg_take_prisoners (game, rules, &a2, ids, guards, NULL));
  gg_bg_table_refresh (table);
  for (guint i = 0; i < 40; i++)
    g_assert_true (gg_dice_queue_entered (game->state->dice, GG_DIE_D10, 9));
  gg_bg_play_fire_action (table, (GgBgSquadRef){ 'B', 2 }, &choice, &action);
  g_assert_cmpint (action.outcome.fire.hits, ==, 3);
  g_assert_cmpuint (action.outcome.lost->len, ==, 3);
  for (guint i = 0; i < action.outcome.lost->len; i++)
    on_guards += g_str_has_prefix (g_ptr_array_index (action.outcome.lost, i), "A-2-");
  g_assert_cmpuint (on_guards, ==, 1);
  g_assert_true (
    g_ptr_array_find_with_equal_func (action.outcome.lost, "B-1-4", g_str_equal, NULL));
  g_assert_true (
    g_ptr_array_find_with_equal_func (action.outcome.lost, "B-1-3", g_str_equal, NULL));
  g_assert_null (gg_bg_state_prisoner (game->state, "B-1-4"));
  g_assert_true (gg_bg_state_is_out (game->state, "B-1-4"));
  g_assert_nonnull (gg_bg_state_prisoner (game->state, "B-1-1"));
  gg_bg_fire_action_clear (&action);
  gg_dice_clear_queue (game->state->dice);
}

/* BG-13-b: the UCT gathers the prisoners of several squads and one squad escorts them all (a
 * third at least, BG-13-c); the captors are free again. No UCT, no gathering. */
static void
test_gather (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) old = NULL;
  g_autoptr (GPtrArray) now = NULL;
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 };
  const char *p1[] = { "B-1-1", "B-1-2", NULL }, *g1[] = { "A-1-1", NULL };
  const char *p2[] = { "B-1-3", "B-1-4", NULL }, *g2[] = { "A-2-1", NULL };
  const char *one[] = { "A-2-2", NULL }, *two[] = { "A-2-1", "A-2-2", NULL };
  const char *wrong[] = { "A-1-2", "A-2-2", NULL };

  g_assert_true (gg_bg_take_prisoners (game, rules, &a1, p1, g1, NULL));
  g_assert_true (gg_bg_take_prisoners (game, rules, &a2, p2, g2, NULL));
  g_assert_cmpuint (gg_bg_play_gather_prisoners (game, rules, 'A', &a2, one, &error), ==, 0);
  g_clear_error (&error); /* 4 prisoners need 2 guards */
  g_assert_cmpuint (gg_bg_play_gather_prisoners (game, rules, 'A', &a2, wrong, &error), ==, 0);
  g_clear_error (&error); /* guards of another squad */
  g_assert_cmpuint (gg_bg_play_gather_prisoners (game, rules, 'A', &a2, two, &error), ==, 4);
  g_assert_no_error (error);
  old = gg_bg_prisoner_guards (game, &a1);
  now = gg_bg_prisoner_guards (game, &a2);
  g_assert_cmpuint (old->len, ==, 0);
  g_assert_cmpuint (now->len, ==, 2);
  g_assert_true (gg_bg_state_prisoner (game->state, "B-1-1")->captor.squad == 2);
  gg_bg_state_officer (game->state, "A-CyL", TRUE)->out = TRUE;
  gg_bg_state_officer (game->state, "A-PLA", TRUE)->out = TRUE;
  g_assert_null (gg_bg_uct (game, 'A'));
  g_assert_cmpuint (gg_bg_play_gather_prisoners (game, rules, 'A', &a2, two, &error), ==, 0);
  g_assert_nonnull (error);
}

/* Places the figures @ids at @at (mm, about a point well inside the table). */
static void
place (GgGame *game, const char *const *ids, const GgPoint *at)
{
  for (guint i = 0; ids[i] != NULL; i++)
    gg_game_lookup_figure (game, ids[i])->base.centre = (GgPoint){ 600 + at[i].x, 600 + at[i].y };
}

/* BG-13-e: the guards form an outer cordon, even a discontinuous one (two guards on one spot
 * are one guard), as the escort's check finds it. */
static void
test_cordon (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a1 = { 'A', 1 };
  const char *ids[] = { "B-1-1", "B-1-2", "B-1-3", "B-1-4", NULL };
  const char *guards[] = { "A-1-1", "A-1-2", NULL };
  GgPoint held[] = { { 0, 0 }, { 20, 0 }, { 0, 20 }, { 20, 20 } };
  GgPoint ring[] = { { -30, 10 }, { 50, 10 } };
  GgPoint inside[] = { { -30, 10 }, { 10, 10 } };
  GgPoint one[] = { { 10, 60 }, { 10, 60 } };

  g_assert_true (gg_bg_take_prisoners (game, rules, &a1, ids, guards, NULL));
  place (game, ids, held);
  place (game, guards, ring);
  g_assert_true (gg_bg_play_check_cordon (game, &a1));
  place (game, guards, one);
  g_assert_true (gg_bg_play_check_cordon (game, &a1)); /* discontinuous */
  place (game, guards, inside);
  g_assert_false (gg_bg_play_check_cordon (game, &a1));
  place (game, guards, ring);
  lose (game, "A-1-1");
  lose (game, "A-1-2");
  g_assert_false (gg_bg_play_check_cordon (game, &a1)); /* no guard left */
}

/* BG-13-e on the table: the guard A-1-1 stands among the prisoners until he steps outside. */
static void
test_cordon_table (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a1 = { 'A', 1 };
  const char *ids[] = { "B-1-1", "B-1-3", NULL }, *guards[] = { "A-1-1", NULL };
  GgFigure *guard = gg_game_lookup_figure (game, "A-1-1");

  g_assert_true (gg_bg_take_prisoners (game, rules, &a1, ids, guards, NULL));
  guard->base.centre = (GgPoint){ 540, 400 }; /* between B-1-1 and B-1-3 */
  g_assert_false (gg_bg_play_check_cordon (game, &a1));
  guard->base.centre = (GgPoint){ 540, 460 };
  g_assert_true (gg_bg_play_check_cordon (game, &a1));
}

static const char *
last_text (GgGame *game)
{
  GgLog *log = game->state->log;

  return gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text;
}

/* BG-13-b/c through the call the card's Gather button makes: the player names no guards, the core
 * picks as many of the escort's privates as the prisoners need (two for four), never its leader,
 * and logs the gathering as data. */
static void
test_gather_default_guards (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) now = NULL;
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 };
  const char *p1[] = { "B-1-1", "B-1-2", NULL }, *g1[] = { "A-1-1", NULL };
  const char *p2[] = { "B-1-3", "B-1-4", NULL }, *g2[] = { "A-2-1", NULL };
  const GgLogEntry *e;

  g_assert_true (gg_bg_take_prisoners (game, rules, &a1, p1, g1, NULL));
  g_assert_true (gg_bg_take_prisoners (game, rules, &a2, p2, g2, NULL));
  g_assert_cmpuint (gg_bg_play_gather_prisoners (game, rules, 'A', &a2, NULL, &error), ==, 4);
  g_assert_no_error (error);
  now = gg_bg_prisoner_guards (game, &a2);
  g_assert_cmpuint (now->len, ==, 2);
  g_assert_false (g_ptr_array_find_with_equal_func (now, "A-2-L", g_str_equal, NULL));
  e = gg_log_get_entry (game->state->log, gg_log_get_n_entries (game->state->log) - 1);
  g_assert_nonnull (strstr (e->text, "BG-13-b"));
  g_assert_nonnull (e->message); /* kept as data, shown in the reader's language */
}

/* BG-13-e through the call the card's cordon check makes: measured and logged as a ruling. */
static void
test_check_cordon (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a1 = { 'A', 1 };
  const char *ids[] = { "B-1-1", "B-1-3", NULL }, *guards[] = { "A-1-1", NULL };
  GgFigure *guard = gg_game_lookup_figure (game, "A-1-1");
  guint before;

  g_assert_true (gg_bg_take_prisoners (game, rules, &a1, ids, guards, NULL));
  before = gg_log_get_n_entries (game->state->log);
  guard->base.centre = (GgPoint){ 540, 400 }; /* among the prisoners */
  g_assert_false (gg_bg_play_check_cordon (game, &a1));
  g_assert_nonnull (strstr (last_text (game), "the cordon is open"));
  guard->base.centre = (GgPoint){ 540, 460 };
  g_assert_true (gg_bg_play_check_cordon (game, &a1));
  g_assert_nonnull (strstr (last_text (game), "form a cordon"));
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), ==, before + 2);
  g_assert_cmpint (gg_log_get_entry (game->state->log, before)->kind, ==, GG_LOG_RULING);
  g_assert_nonnull (gg_log_get_entry (game->state->log, before)->message);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/bg/prisoners/melee-surrender/BG-4.1-i", test_melee_surrender);
  g_test_add_func ("/bg/prisoners/melee-rally/BG-4.1-i", test_melee_rally);
  g_test_add_func ("/bg/prisoners/melee-prisoners/BG-4.1-i", test_melee_prisoners);
  g_test_add_func ("/bg/prisoners/escort-speed/BG-13-d", test_escort_speed);
  g_test_add_func ("/bg/prisoners/fire-on-column/BG-13-f", test_fire_on_column);
  g_test_add_func ("/bg/prisoners/gather/BG-13-b", test_gather);
  g_test_add_func ("/bg/prisoners/cordon/BG-13-e", test_cordon);
  g_test_add_func ("/bg/prisoners/cordon-table/BG-13-e", test_cordon_table);
  g_test_add_func ("/bg/prisoners/gather-default-guards/BG-13-c", test_gather_default_guards);
  g_test_add_func ("/bg/prisoners/check-cordon/BG-13-e", test_check_cordon);
  return g_test_run ();
}
