/* Leaders' special characters in play: the Little Lombard Look-out (BG-15.1-v) and the Little
 * Sardinian Drummer (BG-15.1-u) as independent squads and small targets, the Look-out located
 * when fired at; Luciano Manara and the Mazzinian agitator as personalities (BG-15.1-t). */
#include <glib.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-hidden.h"
#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-bg-table.h"

#include "bg-scene.h"

/* Side A: the Look-out (squad 5) in a wood, far from any officer; squad 1 far from its platoon
 * commander. Side B: squad 1 in the open 30 cm from the wood. 20 mm. */
static const char scene[] =
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n"
  "table: { width: 180, depth: 120 }\n"
  "terrain:\n"
  "  - { id: wood, kind: wood, polygon: [[10, 10], [40, 10], [40, 40], [10, 40]] }\n"
  "figures:\n"
  "  - { id: A-5-L, x: 25, y: 25, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 5, "
  "role: L5 }\n"
  "  - { id: A-1-L, x: 100, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: L1 }\n"
  "  - { id: A-1-1, x: 102, y: 20, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 1, "
  "role: '1' }\n"
  "  - { id: A-PLA, x: 170, y: 110, facing: 0, base: { front: 15, depth: 20 }, side: A, "
  "role: PLA }\n"
  "  - { id: B-1-L, x: 25, y: 60, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: L1 }\n"
  "  - { id: B-1-1, x: 27, y: 60, facing: 180, base: { front: 15, depth: 20 }, side: B, squad: 1, "
  "role: '1' }\n";

static GgGame *
load (const char *characters)
{
  g_autofree char *text = g_strdup_printf ("%sstate: { seed: 21, squads: [ { squad: A5, "
                                           "characters: [%s] } ] }\n",
                                           scene, characters);

  return bg_scene_load (text, "characters.yaml", 21);
}

static gboolean
in_command (GgGame *game, GgBgRules *rules, char side, int squad)
{
  g_autoptr (GgBgSquadCommand) c = gg_bg_command_squad (game, rules, side, squad);

  g_assert_nonnull (c);
  return c->in_command;
}

/* BG-15.1-v with AMB-65: the Look-out counts as an independent squad: in command with no officer
 * near, where an ordinary squad as far from its platoon commander is not. */
static void
test_vedetta_independent (void)
{
  g_autoptr (GgGame) game = load ("piccola-vedetta-lombarda");
  g_autoptr (GgGame) plain = load ("indomito");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);

  g_assert_true (in_command (game, rules, 'A', 5));
  g_assert_false (in_command (plain, rules, 'A', 5));
  g_assert_false (in_command (game, rules, 'A', 1));
}

/* BG-15.1-u with AMB-65: so does the Little Drummer. */
static void
test_tamburino_independent (void)
{
  g_autoptr (GgGame) game = load ("piccolo-tamburino-sardo");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);

  g_assert_true (in_command (game, rules, 'A', 5));
}

static GgBgFireTarget
fire_at_a5 (GgGame *game, GgBgRules *rules)
{
  GgBgTable *table = gg_bg_table_new (game, rules);
  GgBgSquadRef b1 = { 'B', 1 }, a5 = { 'A', 5 };
  GgBgFireSetup setup;
  GgBgFireTarget t;

  gg_bg_table_fire_setup (table, b1, a5, GG_BG_WEAPON_RIFLE, &setup);
  t = setup.target;
  gg_bg_fire_setup_clear (&setup);
  gg_bg_table_free (table);
  return t;
}

/* BG-15.1-v: the Look-out up his tree is -2 and is hit only on a confirming 6; out of the trees,
 * only the 6 remains; an ordinary squad has neither. BG-15.1-u: the Drummer needs the 6. */
static void
test_vedetta_target (void)
{
  g_autoptr (GgGame) game = load ("piccola-vedetta-lombarda");
  g_autoptr (GgGame) drummer = load ("piccolo-tamburino-sardo");
  g_autoptr (GgGame) plain = load ("indomito");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgBgFireTarget t = fire_at_a5 (game, rules);

  g_assert_true (t.small_target && t.confirm_six);
  gg_game_lookup_figure (game, "A-5-L")->base.centre = (GgPoint){ 600, 250 };
  t = fire_at_a5 (game, rules);
  g_assert_true (!t.small_target && t.confirm_six);
  t = fire_at_a5 (drummer, rules);
  g_assert_true (!t.small_target && t.confirm_six);
  t = fire_at_a5 (plain, rules);
  g_assert_true (!t.small_target && !t.confirm_six);
}

/* BG-15.1-v with AMB-65: hidden, the Look-out is located and deployed as soon as an enemy squad
 * fires at him; his own side's fire does not reveal him. */
static void
test_vedetta_located (void)
{
  g_autoptr (GgGame) game = load ("piccola-vedetta-lombarda");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  GgChit a5 = { 'A', 5 }, a1 = { 'A', 1 }, b1 = { 'B', 1 };

  g_assert_true (gg_bg_hide_squad (game, rules, &a5, GG_HIDDEN_IMBOSCATA, NULL, NULL, &error));
  g_assert_null (gg_game_lookup_figure (game, "A-5-L"));
  g_assert_false (gg_bg_play_vedetta_fired_at (game, &a1, &a5, NULL, &error));
  g_assert_null (gg_game_lookup_figure (game, "A-5-L"));
  g_assert_true (gg_bg_play_vedetta_fired_at (game, &b1, &a5, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (gg_game_lookup_figure (game, "A-5-L"));
  g_assert_null (gg_bg_state_hidden (game->state, 'A', 5));
  g_assert_false (gg_bg_play_vedetta_fired_at (game, &b1, &a5, NULL, &error));
}

/* BG-15.1-t with AMB-61: Luciano Manara is a personality: a Vainglorious leader within 30 cm of
 * him adds +1 to his squad's morale (BG-15.1-p); the scenario may give Manara further characters,
 * which then act (Carismatico's extra die). */
static void
test_manara (void)
{
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgGame) game = load ("luciano-manara, carismatico");
  GgSquadState *b1 = gg_bg_state_squad (game->state, 'B', 1, TRUE);
  GgBgMoraleInput in;

  b1->characters = GG_BG_CHAR_VANAGLORIOSO;
  gg_bg_play_morale_input (game, rules, 'B', 1, FALSE, &in);
  g_assert_false (in.vanaglorioso); /* 35 cm apart centre to centre, 33 edge to edge */
  gg_game_lookup_figure (game, "B-1-L")->base.centre.y = 550;
  gg_bg_play_morale_input (game, rules, 'B', 1, FALSE, &in);
  g_assert_true (in.vanaglorioso);
  gg_bg_play_morale_input (game, rules, 'A', 5, FALSE, &in);
  g_assert_true (in.extra_die);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_add_func ("/bg/characters/vedetta/independent/BG-15.1-v", test_vedetta_independent);
  g_test_add_func ("/bg/characters/tamburino/independent/BG-15.1-u", test_tamburino_independent);
  g_test_add_func ("/bg/characters/vedetta/target/BG-15.1-v", test_vedetta_target);
  g_test_add_func ("/bg/characters/vedetta/located/BG-15.1-v", test_vedetta_located);
  g_test_add_func ("/bg/characters/manara/BG-15.1-t", test_manara);
  return g_test_run ();
}
