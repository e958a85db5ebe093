/* Officers in play (gg-bg-officers.h): the UCT, ranks, stand-ins for fallen officers, the command
 * squad under fire, officers hit while they stand in for a squad leader. */
#include <glib.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-officers.h"
#include "gg-bg-play.h"

#include "bg-scene.h"

/* Side A, one platoon (A): squad 1 (leader and two) at y 20, squad 2 (leader and one) at x 120;
 * the platoon commander, the Captain with his musician and his Lieutenant (far off, at y 100), the
 * battalion vice-commander. Side B: squad 1 of two. 20 mm. */
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
  "  - { id: A-2-L, x: 120, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: L2 }\n"
  "  - { id: A-2-1, x: 122, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: A-PLA, x: 60, y: 10, facing: 0, base: { front: 15, depth: 20 }, side: A, role: PLA }\n"
  "  - { id: A-CyL, x: 50, y: 18, facing: 0, base: { front: 15, depth: 20 }, side: A, "
  "role: CyL }\n"
  "  - { id: A-M, x: 62, y: 4, facing: 0, base: { front: 15, depth: 20 }, side: A, role: M }\n"
  "  - { id: A-CSt, x: 100, y: 100, facing: 0, base: { front: 15, depth: 20 }, side: A, "
  "role: CSt }\n"
  "  - { id: A-BtS, x: 160, y: 100, facing: 0, base: { front: 15, depth: 20 }, side: A, "
  "role: BtS }\n"
  "  - { id: B-1-L, x: 50, y: 60, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: L1 }\n"
  "  - { id: B-1-1, x: 52, y: 60, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n";

static GgGame *
load (void)
{
  return bg_scene_load (scene, "officers.yaml", 7);
}

static void
fall (GgGame *game, const char *officer)
{
  gg_bg_state_officer (game->state, officer, TRUE)->out = TRUE;
}

static void
put (GgGame *game, const char *id, double x_cm, double y_cm)
{
  GgFigure *f = gg_game_lookup_figure (game, id);

  f->base.centre.x = x_cm * 10;
  f->base.centre.y = y_cm * 10;
}

static const char *
role_of (GgGame *game, const char *id)
{
  return gg_game_lookup_figure (game, id)->role;
}

/* BG-3.1-c, BG-4.5-a: the UCT commands the whole force: the battalion commander if there is one,
 * else the Captain, else the platoon commander. */
static void
test_uct (void)
{
  g_autoptr (GgGame) game = load ();

  g_assert_cmpstr (gg_bg_uct (game, 'A')->id, ==, "A-CyL");
  fall (game, "A-CyL");
  g_assert_cmpstr (gg_bg_uct (game, 'A')->id, ==, "A-PLA");
  fall (game, "A-PLA");
  g_assert_null (gg_bg_uct (game, 'A'));
  g_assert_null (gg_bg_uct (game, 'B'));
}

/* BG-4.5-b: Captain (Cap.), Lieutenant (Ten.), Second Lieutenant (S.Ten.). */
static void
test_ranks (void)
{
  g_assert_cmpstr (gg_bg_rank_name ("CyL"), ==, "Captain");
  g_assert_cmpstr (gg_bg_rank_name ("CSt"), ==, "Lieutenant");
  g_assert_cmpstr (gg_bg_rank_name ("PLB"), ==, "Second Lieutenant");
  g_assert_null (gg_bg_rank_name ("L1"));
  g_assert_null (gg_bg_rank_name ("PL"));
}

/* BG-4.5-k with AMB-18: the Lieutenant takes the fallen Captain's place, wherever he is; not while
 * the Captain lives. */
static void
test_lieutenant_captain (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  const char *rule = NULL;

  g_assert_false (gg_bg_stand_in_may (game, rules, "A-CSt", "CyL", &rule));
  g_assert_false (gg_bg_play_stand_in (game, rules, "A-CSt", "CyL", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  fall (game, "A-CyL");
  g_assert_true (gg_bg_stand_in_may (game, rules, "A-CSt", "CyL", &rule));
  g_assert_cmpstr (rule, ==, "BG-4.5-k");
  g_assert_true (gg_bg_play_stand_in (game, rules, "A-CSt", "CyL", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (role_of (game, "A-CSt"), ==, "CyL");
  g_assert_cmpstr (gg_bg_uct (game, 'A')->id, ==, "A-CSt");
}

/* BG-4.5-i with AMB-18: the Lieutenant takes a fallen platoon commander's place only within
 * command distance (15 cm) of one of the platoon's squad leaders; then he commands it. */
static void
test_lieutenant_platoon (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgBgSquadCommand) c = NULL;
  const char *rule = NULL;

  fall (game, "A-PLA");
  g_assert_false (gg_bg_stand_in_may (game, rules, "A-CSt", "PLA", &rule));
  g_assert_cmpstr (rule, ==, "BG-4.5-i");
  put (game, "A-CSt", 120, 36); /* 14 cm edge to edge from A-2-L (bases 2 cm deep) */
  g_assert_true (gg_bg_stand_in_may (game, rules, "A-CSt", "PLA", &rule));
  put (game, "A-CSt", 120, 38); /* 16 cm */
  g_assert_false (gg_bg_stand_in_may (game, rules, "A-CSt", "PLA", &rule));
  put (game, "A-CSt", 120, 36);
  g_assert_true (gg_bg_play_stand_in (game, rules, "A-CSt", "PLA", NULL));
  c = gg_bg_command_squad (game, rules, 'A', 2);
  g_assert_nonnull (c->platoon.commander);
  g_assert_cmpstr (c->platoon.commander->id, ==, "A-CSt");
}

/* BG-2.5-e with AMB-18: the battalion's deputy replaces the battalion commander, or a Captain
 * once within command distance of the company (of a platoon commander); the Lieutenant cannot
 * replace the battalion commander. */
static void
test_deputies (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  const char *rule = NULL;

  g_assert_true (gg_bg_stand_in_may (game, rules, "A-BtS", "BtL", &rule));
  g_assert_cmpstr (rule, ==, "BG-2.5-e");
  g_assert_false (gg_bg_stand_in_may (game, rules, "A-CSt", "BtL", &rule));
  fall (game, "A-CyL");
  g_assert_false (gg_bg_stand_in_may (game, rules, "A-BtS", "CyL", &rule));
  put (game, "A-BtS", 60, 24); /* 12 cm from A-PLA */
  g_assert_true (gg_bg_stand_in_may (game, rules, "A-BtS", "CyL", &rule));
  g_assert_cmpstr (rule, ==, "BG-2.5-e");
  g_assert_false (gg_bg_stand_in_may (game, rules, "A-1-L", "CyL", &rule));
}

/* BG-4.8-i: the Captain, in contact with a squad leader of a platoon without its commander and
 * attached to him for one turn, promotes him; his squad gets a new leader at the same time. */
static void
test_promote (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  GgChit one = { 'A', 1 };

  gg_bg_play_attach (game, "A-CyL", &one);
  g_assert_false (gg_bg_play_promote_platoon (game, rules, "A-CyL", "A-1-1", &error));
  g_assert_true (strstr (error->message, "BG-4.8-i") != NULL); /* PLA still in play */
  g_clear_error (&error);
  fall (game, "A-PLA");
  g_assert_false (gg_bg_play_promote_platoon (game, rules, "A-CyL", "A-1-1", &error));
  g_clear_error (&error); /* attached this very turn */
  gg_bg_play_new_turn (game);
  g_assert_false (gg_bg_play_promote_platoon (game, rules, "A-CyL", "A-2-1", &error));
  g_clear_error (&error); /* not of the same squad */
  put (game, "A-CyL", 50, 16);
  g_assert_false (gg_bg_play_promote_platoon (game, rules, "A-CyL", "A-1-1", &error));
  g_clear_error (&error); /* not in contact */
  put (game, "A-CyL", 50, 18);
  g_assert_true (gg_bg_play_promote_platoon (game, rules, "A-CyL", "A-1-1", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (role_of (game, "A-1-L"), ==, "PLA");
  g_assert_cmpint (gg_game_lookup_figure (game, "A-1-L")->squad, ==, 0);
  g_assert_cmpstr (role_of (game, "A-1-1"), ==, "L1");
}

/* BG-4.8-l: an officer attached to a squad that lost its leader, to name a new one, is hit by the
 * "Capo Squadra Colpito" result; with a leader, the leader is. */
static void
test_hit_while_appointing (void)
{
  g_autoptr (GgGame) game = load ();
  g_autoptr (GPtrArray) none = NULL;
  g_autoptr (GPtrArray) leader = NULL;
  g_autoptr (GPtrArray) officer = NULL;
  GgChit two = { 'A', 2 };

  gg_bg_play_attach (game, "A-PLA", &two);
  none = gg_bg_play_morale_hits (game, &two, GG_BG_MORALE_FALL_BACK);
  g_assert_cmpuint (none->len, ==, 0);
  leader = gg_bg_play_morale_hits (game, &two, GG_BG_MORALE_LEADER_HIT);
  g_assert_cmpuint (leader->len, ==, 1);
  g_assert_cmpstr (leader->pdata[0], ==, "A-2-L");
  g_assert_true (gg_bg_state_is_out (game->state, "A-2-L"));
  g_assert_false (gg_bg_state_is_out (game->state, "A-PLA"));
  officer = gg_bg_play_morale_hits (game, &two, GG_BG_MORALE_LEADER_HIT);
  g_assert_cmpuint (officer->len, ==, 1);
  g_assert_cmpstr (officer->pdata[0], ==, "A-PLA");
  g_assert_true (gg_bg_state_is_out (game->state, "A-PLA"));
  g_assert_null (gg_bg_state_attached_officer (game->state, 'A', 2));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/bg/officers/uct/BG-3.1-c", test_uct);
  g_test_add_func ("/bg/officers/ranks/BG-4.5-b", test_ranks);
  g_test_add_func ("/bg/officers/stand-in/BG-4.5-k", test_lieutenant_captain);
  g_test_add_func ("/bg/officers/stand-in/BG-4.5-i", test_lieutenant_platoon);
  g_test_add_func ("/bg/officers/stand-in/BG-2.5-e", test_deputies);
  g_test_add_func ("/bg/officers/promote/BG-4.8-i", test_promote);
  g_test_add_func ("/bg/officers/hit-while-appointing/BG-4.8-l", test_hit_while_appointing);
  return g_test_run ();
}
