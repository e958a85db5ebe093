/* test-bg-preview.c: what the activation cards show before the player acts, through the core
 * calls the cards make (gg-bg-preview.h): a gun's odds or why it may not fire (BG-4.4), and what a
 * squad without a leader will do (BG-4.1-i). A preview rolls nothing and logs nothing. */
#include <glib.h>
#include <string.h>

#include "core-support.h"
#include "gg-bg-preview.h"
#include "gg-bg-play.h"

#include "bg-scene.h"

/* test-bg-steps.c's scene (BG_SCENE_STEPS), plus A3: a gun at y 100 cm facing B1, 20 cm ahead of it. */
static const char scene[] = BG_SCENE_STEPS;

static const char gun[] = "  - { id: A-3-G, x: 52, y: 100, facing: 180, base: { front: 45, depth: "
                          "60 }, side: A, squad: 3, role: G3 }\n";

typedef struct
{
  GgGame *game;
  GgBgRules *rules;
  GgBgTable *table;
} Fixture;

static void
setup (Fixture *f, gconstpointer data)
{
  g_autofree char *text = g_strconcat (scene, gun, NULL);

  f->game = bg_scene_load (text, "preview.yaml", 7);
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

/* BG-4.4: a squad without a gun has nothing to fire; a shell needs a target. */
static void
test_gun_problems (Fixture *f, gconstpointer data)
{
  GgBgSquadRef a1 = { 'A', 1 }, a3 = { 'A', 3 };
  GgBgGunPreview p;

  gg_bg_preview_gun (f->table, a1, GG_BG_SHOT_CANISTER, NULL, &p);
  g_assert_cmpstr (p.problem, ==, "This squad has no gun.");
  gg_bg_gun_preview_clear (&p);
  gg_bg_preview_gun (f->table, a3, GG_BG_SHOT_SHELL, NULL, &p);
  g_assert_cmpstr (p.problem, ==, "Choose the target of the shell.");
  gg_bg_gun_preview_clear (&p);
}

/* BG-4.4-l: B1 is 20 cm from the gun, under a shell's least range: the card says why, with the
 * rule's distance. */
static void
test_shell_too_close (Fixture *f, gconstpointer data)
{
  GgBgSquadRef a3 = { 'A', 3 }, b1 = { 'B', 1 };
  GgBgGunPreview p;

  gg_bg_preview_gun (f->table, a3, GG_BG_SHOT_SHELL, &b1, &p);
  g_assert_nonnull (p.problem);
  g_assert_nonnull (strstr (p.problem, "(BG-4.4-l)"));
  g_assert_nonnull (strstr (p.problem, "Shell cannot be fired under "));
  gg_bg_gun_preview_clear (&p);
}

/* BG-4.4: canister at B1: the odds of 0…n hits among the pieces rolled for, summing to 1, and
 * nothing rolled, taken off or logged. */
static void
test_canister_odds (Fixture *f, gconstpointer data)
{
  GgBgSquadRef a3 = { 'A', 3 };
  guint before = gg_log_get_n_entries (f->game->state->log);
  GgBgGunPreview p;
  double sum = 0;

  gg_bg_preview_gun (f->table, a3, GG_BG_SHOT_CANISTER, NULL, &p);
  g_assert_null (p.problem);
  g_assert_cmpuint (p.fire.n_rolled_for, >, 0);
  for (guint k = 0; k <= p.fire.n_rolled_for; k++)
    sum += p.fire.odds[k];
  g_assert_cmpfloat_with_epsilon (sum, 1, 1e-9);
  g_assert_cmpuint (gg_log_get_n_entries (f->game->state->log), ==, before);
  g_assert_false (gg_bg_state_is_out (f->game->state, "B-1-1"));
  gg_bg_gun_preview_clear (&p);
}

/* BG-4.1-i: B1 loses its leader 20 cm from A3's gun, with no officer near: the card says it
 * surrenders, with the rule's distance and ID; moved far from every enemy, it flees. */
static void
test_leaderless (Fixture *f, gconstpointer data)
{
  GgChit b1 = { 'B', 1 };
  const char *leader[] = { "B-1-L", NULL };
  GgBgLeaderless what;
  g_autofree char *flees = NULL;
  g_autofree char *text = NULL;

  test_bg_lose (f->game, leader);
  gg_bg_table_refresh (f->table);
  text = gg_bg_preview_leaderless (f->table, &b1, &what);
  g_assert_cmpint (what, ==, GG_BG_LEADERLESS_SURRENDER);
  g_assert_cmpstr (text, ==,
                   "No squad leader. Without a leader an enemy is within 20 cm: it surrenders, its "
                   "figures are taken prisoner (BG-4.1-i).");
  gg_game_lookup_figure (f->game, "B-1-1")->base.centre = (GgPoint){ 1700, 1150 };
  gg_game_lookup_figure (f->game, "B-1-2")->base.centre = (GgPoint){ 1740, 1150 };
  gg_bg_table_refresh (f->table);
  flees = gg_bg_preview_leaderless (f->table, &b1, &what);
  g_assert_cmpint (what, ==, GG_BG_LEADERLESS_FLEE);
  g_assert_cmpstr (flees, ==,
                   "No squad leader. Without a leader it flees straight to its own table edge "
                   "(BG-4.1-i).");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/bg/preview/gun/problems/BG-4.4", Fixture, NULL, setup, test_gun_problems, teardown);
  g_test_add ("/bg/preview/gun/shell-too-close/BG-4.4-l", Fixture, NULL, setup,
              test_shell_too_close, teardown);
  g_test_add ("/bg/preview/gun/canister-odds/BG-4.4", Fixture, NULL, setup, test_canister_odds,
              teardown);
  g_test_add ("/bg/preview/leaderless/BG-4.1-i", Fixture, NULL, setup, test_leaderless, teardown);
  return g_test_run ();
}
