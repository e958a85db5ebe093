/* La Bella Gigogin as a whole game: the allowance the table offers for a move (T-05, guns
 * BG-4.4-ac/ad, leaders' characters BG-15.1), the score and the end of the game (BG-16), each
 * through the call the app makes. */
#include <glib.h>
#include <string.h>

#include "gg-bg-play.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-bg-table.h"
#include "gg-move.h"
#include "gg-table-rules.h"

#define FOOT "base: { front: 15, depth: 20 }"
#define GUN  "base: { front: 45, depth: 60 }"

/* Side A: squad 1 a gun (G1) with its chief and 8 gunners; squad 2 infantry (leader and three);
 * squad 3 a gun with its chief, 3 gunners, a driver and two draught horses. Side B: squad 1 of
 * three. A platoon commander. 20 mm. */
static const char scene[] =
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n"
  "table: { width: 180, depth: 120 }\n"
  "terrain:\n"
  "  - { id: W1, kind: wood, polygon: [[100, 40], [140, 40], [140, 80], [100, 80]] }\n"
  "figures:\n"
  "  - { id: A-1-G, x: 20, y: 20, facing: 0, " GUN ", side: A, squad: 1, role: G1 }\n"
  "  - { id: A-1-L, x: 20, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: L1 }\n"
  "  - { id: A-1-1, x: 10, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: '1' }\n"
  "  - { id: A-1-2, x: 12, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: '1' }\n"
  "  - { id: A-1-3, x: 14, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: '1' }\n"
  "  - { id: A-1-4, x: 16, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: '1' }\n"
  "  - { id: A-1-5, x: 24, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: '1' }\n"
  "  - { id: A-1-6, x: 26, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: '1' }\n"
  "  - { id: A-1-7, x: 28, y: 10, facing: 0, " FOOT ", side: A, squad: 1, role: '1' }\n"
  "  - { id: A-2-L, x: 90, y: 20, facing: 0, " FOOT ", side: A, squad: 2, role: L2 }\n"
  "  - { id: A-2-1, x: 92, y: 20, facing: 0, " FOOT ", side: A, squad: 2, role: '2' }\n"
  "  - { id: A-2-2, x: 94, y: 20, facing: 0, " FOOT ", side: A, squad: 2, role: '2' }\n"
  "  - { id: A-2-3, x: 96, y: 20, facing: 0, " FOOT ", side: A, squad: 2, role: '2' }\n"
  "  - { id: A-2-4, x: 98, y: 20, facing: 0, " FOOT ", side: A, squad: 2, role: '2' }\n"
  "  - { id: A-3-G, x: 60, y: 20, facing: 0, " GUN ", side: A, squad: 3, role: G3 }\n"
  "  - { id: A-3-L, x: 60, y: 10, facing: 0, " FOOT ", side: A, squad: 3, role: L3 }\n"
  "  - { id: A-3-1, x: 56, y: 10, facing: 0, " FOOT ", side: A, squad: 3, role: '3' }\n"
  "  - { id: A-3-2, x: 64, y: 10, facing: 0, " FOOT ", side: A, squad: 3, role: '3' }\n"
  "  - { id: A-3-D, x: 60, y: 30, facing: 0, " FOOT ", side: A, squad: 3, role: D3 }\n"
  "  - { id: A-3-T1, x: 58, y: 34, facing: 0, base: { front: 15, depth: 30 }, side: A, "
  "squad: 3, role: T3 }\n"
  "  - { id: A-3-T2, x: 62, y: 34, facing: 0, base: { front: 15, depth: 30 }, side: A, "
  "squad: 3, role: T3 }\n"
  "  - { id: A-PLA, x: 100, y: 5, facing: 0, " FOOT ", side: A, role: PLA }\n"
  "  - { id: B-1-L, x: 50, y: 100, facing: 180, " FOOT ", side: B, squad: 1, role: L1 }\n"
  "  - { id: B-1-1, x: 52, y: 100, facing: 180, " FOOT ", side: B, squad: 1, role: '1' }\n"
  "  - { id: B-1-2, x: 54, y: 100, facing: 180, " FOOT ", side: B, squad: 1, role: '1' }\n";

static GgGame *
load (const char *extra)
{
  g_autofree char *text = g_strconcat (scene, extra, NULL);
  g_autoptr (GError) error = NULL;
  GgGame *game = gg_game_load_data (text, strlen (text), "scene.yaml", &error);

  g_assert_no_error (error);
  return game;
}

/* The allowance the table's move readout offers for a drag of @id, as the app asks it; when
 * @rule, one of the parts of the count cites it. */
static double
allowance (GgGame *game, const char *id, gboolean difficult, const char *rule)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, &error);
  g_autoptr (GArray) modifiers = gg_bg_modifiers_new ();
  GgFigure *who = gg_game_lookup_figure (game, id);
  gboolean cited = FALSE;
  double mm;

  g_assert_no_error (error);
  g_assert_nonnull (who);
  mm = gg_table_rules_move_allowance (rules, game, who, difficult, modifiers);
  for (guint i = 0; i < modifiers->len; i++)
    cited |= g_strcmp0 (g_array_index (modifiers, GgBgModifier, i).rule, rule) == 0;
  if (rule != NULL)
    g_assert_true (cited);
  return mm;
}

/* BG-4.4-ac: a gun is pushed 10 cm by at least 8 crew, whoever is dragged: the gun or its chief
 * (the squad moves as one); with fewer it is not pushed at all. */
static void
test_gun_pushed (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgGame) short_crew = load ("state: { seed: 1, squads: [ { squad: A1, removed: "
                                        "[A-1-7] } ] }\n");

  g_assert_cmpfloat (allowance (game, "A-1-G", FALSE, "BG-4.4-ac"), ==, 100);
  g_assert_cmpfloat (allowance (game, "A-1-L", FALSE, NULL), ==, 100);
  g_assert_cmpfloat (allowance (game, "A-1-3", FALSE, NULL), ==, 100);
  /* the chief and 6 gunners: 7, too few to push (and no horses to tow) */
  g_assert_cmpfloat (allowance (short_crew, "A-1-G", FALSE, NULL), ==, 0);
  g_assert_cmpfloat (allowance (short_crew, "A-1-L", FALSE, NULL), ==, 0);
}

/* BG-4.4-ad: towed, 5 cm for each draught horse in play (the driver and horses are no crew). */
static void
test_gun_towed (void)
{
  g_autoptr (GgGame) game = load ("");
  g_autoptr (GgGame) one_horse = load ("state: { seed: 1, squads: [ { squad: A3, removed: "
                                       "[A-3-T2] } ] }\n");

  g_assert_cmpfloat (allowance (game, "A-3-G", FALSE, "BG-4.4-ad"), ==, 100);
  g_assert_cmpfloat (allowance (game, "A-3-L", FALSE, NULL), ==, 100);
  g_assert_cmpfloat (allowance (one_horse, "A-3-G", FALSE, NULL), ==, 50);
}

/* BG-15.1-f: Impetuoso adds 5 cm to his squad's move; BG-15.1-o: Lento takes 5 off. */
static void
test_impetuoso_lento (void)
{
  g_autoptr (GgGame) plain = load ("");
  g_autoptr (GgGame) impetuoso = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                       "[impetuoso] } ] }\n");
  g_autoptr (GgGame) lento = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                   "[lento] } ] }\n");

  g_assert_cmpfloat (allowance (plain, "A-2-1", FALSE, NULL), ==, 150);
  g_assert_cmpfloat (allowance (impetuoso, "A-2-1", FALSE, "BG-15.1-f"), ==, 200);
  g_assert_cmpfloat (allowance (impetuoso, "A-2-L", FALSE, NULL), ==, 200);
  g_assert_cmpfloat (allowance (lento, "A-2-L", FALSE, NULL), ==, 100);
}

/* BG-15.1-i: Agile adds 5 cm only in difficult terrain or across obstacles; an officer attached
 * to the squad brings his character too (BG-15.1: "he and the squad he is attached to"). */
static void
test_agile (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                  "[agile] } ] }\n");
  g_autoptr (GgGame) attached = load ("state: { seed: 1, officers: [ { figure: A-PLA, "
                                      "characters: [impetuoso], attached: A2 } ] }\n");

  g_assert_cmpfloat (allowance (game, "A-2-1", FALSE, NULL), ==, 150);
  g_assert_cmpfloat (allowance (game, "A-2-1", TRUE, "BG-15.1-i"), ==, 200);
  g_assert_cmpfloat (allowance (attached, "A-2-1", FALSE, NULL), ==, 200);
}

/* BG-16-b: each enemy figure hit, fled or captured is 1 VP: a prisoner counts, as the play panel
 * and `gigogin-cli score` show the points (gg_bg_score). */
static void
test_captured_counts (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, prisoners: [ { figure: B-1-1, captor: A2, "
                                  "escorts: [A-2-1] } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgBgScore score;

  gg_bg_score (game, rules, &score);
  g_assert_cmpint (score.victory[0].points, ==, 1);
  g_assert_cmpint (score.victory[1].points, ==, 0);
  g_assert_cmpint (score.out[1], ==, 1);
  g_assert_cmpint (score.end[0], ==, GG_BG_END_NONE);
  g_assert_false (score.over);
  g_assert_cmpint (score.winner, ==, 0);
  gg_bg_score_clear (&score);
}

/* BG-16-a.3 (AMB-68): the game ends when a player has put out of action or captured at least half
 * of the enemy's figures: two prisoners of side B's three. */
static void
test_half_captured_ends (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, prisoners: [ { figure: B-1-1, captor: A2, "
                                  "escorts: [A-2-1] }, { figure: B-1-2, captor: A2, "
                                  "escorts: [A-2-1] } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgBgScore score;

  gg_bg_score (game, rules, &score);
  g_assert_cmpint (score.end[0], ==, GG_BG_END_HALF);
  g_assert_cmpint (score.end[1], ==, GG_BG_END_NONE);
  g_assert_cmpint (score.victory[0].points, ==, 2);
  g_assert_true (score.over);
  g_assert_cmpint (score.winner, ==, 'A');
  gg_bg_score_clear (&score);
}

/* A gun squad of its gun, chief (L1), @gunners - 1 more gunners and @helpers infantrymen lent
 * to the crew (AMB-07 "<n>h"), and a driver who never counts (BG-4.4-y). */
static GgGame *
gun_squad (int gunners, int helpers)
{
  g_autoptr (GString) text = g_string_new ("format: gigogin-game/1\nruleset: bella-gigogin\n"
                                           "units: cm\nscale: 20\n"
                                           "table: { width: 180, depth: 120 }\nfigures:\n");
  g_autoptr (GError) error = NULL;
  GgGame *game;

  g_string_append (
    text, "  - { id: A-1-G, x: 20, y: 20, facing: 0, " GUN ", side: A, squad: 1, role: G1 }\n"
          "  - { id: A-1-L, x: 20, y: 5, facing: 0, " FOOT ", side: A, squad: 1, role: L1 }\n"
          "  - { id: A-1-D, x: 40, y: 5, facing: 0, " FOOT ", side: A, squad: 1, role: D1 }\n");
  for (int i = 1; i < gunners + helpers; i++)
    g_string_append_printf (text,
                            "  - { id: A-1-%d, x: %d, y: 5, facing: 0, " FOOT
                            ", side: A, squad: 1, role: '1%s' }\n",
                            i, 40 + 2 * i, i < gunners ? "" : "h");
  game = gg_game_load_data (text->str, text->len, "gun.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (gg_bg_play_begin (game, 1, GG_CHIT_MODE_TOKENS, &error));
  return game;
}

/* The turns to load, the rule checked against @rule (the rules' strings live as long as they). */
static int
load_turns (int gunners, int helpers, const char *rule, gboolean *fire_loaded)
{
  g_autoptr (GgGame) game = gun_squad (gunners, helpers);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit squad = { 'A', 1 };
  GgBgGunCrew crew;

  g_assert_true (gg_bg_gun_crew (game, rules, &squad, &crew));
  g_assert_cmpint (crew.gunners, ==, gunners);
  g_assert_cmpint (crew.helpers, ==, helpers);
  g_assert_cmpstr (crew.rule, ==, rule);
  *fire_loaded = crew.fire_loaded;
  return crew.load_turns;
}

/* BG-4.4-x…ab (appendix B 10), as the card of a gun squad reads its crew: 4 gunners and 4
 * infantrymen load in one turn, 2 and 6 in two, 3 and 4 cannot load, 1 gunner fires the loaded
 * round only; the driver is never counted. */
static void
test_gun_crew (void)
{
  gboolean loaded = FALSE;
  g_autoptr (GgGame) infantry = gun_squad (1, 0);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit other = { 'A', 2 };
  GgBgGunCrew crew;

  g_assert_cmpint (load_turns (4, 4, "BG-4.4-z", &loaded), ==, 1);
  g_assert_cmpint (load_turns (8, 0, "BG-4.4-z", &loaded), ==, 1);
  g_assert_cmpint (load_turns (2, 6, "BG-4.4-aa", &loaded), ==, 2);
  g_assert_cmpint (load_turns (3, 4, "BG-4.4-x", &loaded), ==, 0);
  g_assert_true (loaded);
  g_assert_cmpint (load_turns (1, 7, "BG-4.4-ab", &loaded), ==, 0);
  g_assert_true (loaded);
  g_assert_false (gg_bg_gun_crew (infantry, rules, &other, &crew));
}

/* BG-13-h: when every guard of a column is gone, the prisoners are freed and join the squad
 * that liberates them; logged. */
static void
test_free_prisoners (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, removed: [A-2-1] } ], "
                                  "prisoners: [ { figure: B-1-1, captor: A2, escorts: [A-2-1] } ] "
                                  "}\n");
  g_autoptr (GgGame) guarded = load ("state: { seed: 1, prisoners: [ { figure: B-1-1, captor: A2, "
                                     "escorts: [A-2-1] } ] }\n");
  GgChit liberator = { 'B', 1 };
  guint entries;

  g_assert_cmpuint (gg_bg_unguarded_prisoners (guarded, 'B'), ==, 0);
  g_assert_cmpuint (gg_bg_play_free_prisoners (guarded, &liberator), ==, 0);
  g_assert_nonnull (gg_bg_state_prisoner (guarded->state, "B-1-1"));
  g_assert_cmpuint (gg_bg_unguarded_prisoners (game, 'B'), ==, 1);
  entries = gg_log_get_n_entries (game->state->log);
  g_assert_cmpuint (gg_bg_play_free_prisoners (game, &liberator), ==, 1);
  g_assert_null (gg_bg_state_prisoner (game->state, "B-1-1"));
  g_assert_false (gg_bg_state_is_out (game->state, "B-1-1"));
  g_assert_cmpint (gg_game_lookup_figure (game, "B-1-1")->squad, ==, 1);
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), ==, entries + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (game->state->log, entries)->text, "BG-13-h"));
}

/* BG-13-i/j: prisoners nobody can escort are abandoned: a new unarmed squad of their side with
 * its own chit, which may not be fired at while it stands still; logged. */
static void
test_abandon_prisoners (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, prisoners: [ { figure: B-1-1, captor: A2, "
                                  "escorts: [A-2-1] }, { figure: B-1-2, captor: A2, "
                                  "escorts: [A-2-1] } ] }\n");
  g_autoptr (GError) error = NULL;
  GgChit captor = { 'A', 2 };
  GgSquadState *s;
  int number;

  g_assert_true (gg_bg_play_begin (game, 1, GG_CHIT_MODE_TOKENS, &error));
  number = gg_bg_play_abandon_prisoners (game, &captor, &error);
  g_assert_no_error (error);
  g_assert_cmpint (number, ==, 2);
  g_assert_null (gg_bg_state_prisoner (game->state, "B-1-1"));
  g_assert_cmpint (gg_game_lookup_figure (game, "B-1-2")->squad, ==, 2);
  s = gg_bg_state_squad (game->state, 'B', 2, FALSE);
  g_assert_nonnull (s);
  g_assert_true (s->abandoned);
  g_assert_true (gg_chitbag_in_bag (game->state->chits, 'B', 2));
  g_assert_nonnull (
    strstr (gg_log_get_entry (game->state->log, gg_log_get_n_entries (game->state->log) - 1)->text,
            "BG-13-i"));
  g_assert_false (gg_bg_abandoned_targetable (s, FALSE));
  g_assert_true (gg_bg_abandoned_targetable (s, TRUE));
}

/* BG-15.1-k with AMB-63, as the card asks: a Spietato leader (or officer attached) must charge an
 * enemy within close range (15 cm at 20 mm); farther, or another leader, nothing. */
static void
test_spietato (void)
{
  g_autoptr (GgGame) spietato = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                      "[spietato] } ] }\n");
  g_autoptr (GgGame) plain = load ("");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a2 = { 'A', 2 }, enemy = { 0 };
  double mm = 0;

  /* B1 is 80 cm from A2 */
  g_assert_false (gg_bg_play_spietato (spietato, rules, &a2, &enemy, &mm));
  g_assert_cmpfloat (mm, >, 150);
  for (guint i = 0; i < spietato->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (spietato->figures, i);
      GgFigure *g = g_ptr_array_index (plain->figures, i);

      if (f->side == 'B') /* 14 cm edge to edge ahead of A2's leader */
        f->base.centre = g->base.centre = (GgPoint){ 900, 360 };
    }
  g_assert_true (gg_bg_play_spietato (spietato, rules, &a2, &enemy, &mm));
  g_assert_cmpint (enemy.side, ==, 'B');
  g_assert_cmpint (enemy.squad, ==, 1);
  g_assert_cmpfloat_with_epsilon (mm, 140, 1e-6);
  g_assert_false (gg_bg_play_spietato (plain, rules, &a2, &enemy, &mm));
  /* AMB-63: close range, 15 cm, is the limit: 150 mm still charges, 151 mm does not */
  g_assert_cmpstr (gg_bg_rules_distance (rules, "fire.close-range").rule, ==, "AMB-63");
  for (int beyond = 10; beyond <= 11; beyond++)
    {
      for (guint i = 0; i < spietato->figures->len; i++)
        {
          GgFigure *f = g_ptr_array_index (spietato->figures, i);

          if (f->side == 'B')
            f->base.centre = (GgPoint){ 900, 360 + beyond };
        }
      g_assert_cmpint (gg_bg_play_spietato (spietato, rules, &a2, &enemy, &mm), ==, beyond == 10);
      g_assert_cmpfloat_with_epsilon (mm, 140 + beyond, 1e-6);
    }
}

/* BG-15.1-l: an Esitante leader rolls before a charge order: D10 5–9 fails; logged. */
static void
test_esitante (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                  "[esitante] } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a2 = { 'A', 2 }, a1 = { 'A', 1 };
  guint entries = gg_log_get_n_entries (game->state->log);
  int roll = -1;
  gboolean ordered;

  g_assert_true (gg_bg_squad_has_character (game, &a2, GG_BG_CHAR_ESITANTE));
  g_assert_false (gg_bg_squad_has_character (game, &a1, GG_BG_CHAR_ESITANTE));
  ordered = gg_bg_play_esitante (game, rules, &roll);
  g_assert_cmpint (ordered, ==, roll < 5);
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), ==, entries + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (game->state->log, entries)->text, "BG-15.1-l"));
}

/* BG-15.1-r: a Martinitt attached to a squad that suffers casualties rolls to be hit (on a 5,
 * AMB-64): the card offers the roll only after losses, and not again once he has fallen. */
static void
test_protector (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, morale-test: true } ], "
                                  "officers: [ { figure: A-PLA, characters: [martinitt], "
                                  "attached: A2 } ] }\n");
  g_autoptr (GgGame) calm = load ("state: { seed: 1, officers: [ { figure: A-PLA, characters: "
                                  "[martinitt], attached: A2 } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a2 = { 'A', 2 }, a1 = { 'A', 1 };
  gboolean gigogin = TRUE;
  const char *why_not = NULL;
  int roll = -1;
  gboolean hit;

  g_assert_false (gg_bg_protector_due (game, &a1, &gigogin, &why_not));
  g_assert_null (why_not);
  g_assert_false (gg_bg_protector_due (calm, &a2, &gigogin, &why_not));
  g_assert_nonnull (strstr (why_not, "BG-15.1-r"));
  g_assert_true (gg_bg_protector_due (game, &a2, &gigogin, &why_not));
  g_assert_false (gigogin);
  hit = gg_bg_play_protector (game, rules, &a2, gigogin, &roll);
  g_assert_cmpint (hit, ==, roll == 5);
  g_assert_cmpint (gg_bg_state_squad (game->state, 'A', 2, FALSE)->protector_fallen, ==, hit);
}

/* BG-15.1-h: before the first turn begins the squad a Furtivo leads may make one move: the chit
 * bag lists it until the first chits are drawn. */
static void
test_furtivo (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                  "[furtivo] } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GArray) before = NULL;
  g_autoptr (GArray) after = NULL;
  g_autoptr (GError) error = NULL;
  GgChit pair[2];

  g_assert_true (gg_bg_play_begin (game, 1, GG_CHIT_MODE_TOKENS, &error));
  before = gg_bg_furtivo_squads (game);
  g_assert_cmpuint (before->len, ==, 1);
  g_assert_cmpint (g_array_index (before, GgChit, 0).side, ==, 'A');
  g_assert_cmpint (g_array_index (before, GgChit, 0).squad, ==, 2);
  g_assert_cmpuint (gg_bg_play_draw (game, rules, pair), ==, 2);
  after = gg_bg_furtivo_squads (game);
  g_assert_cmpuint (after->len, ==, 0);
}

/* BG-4.3-e (appendix B 11): a cavalry squad whose troopers stand on foot bases is dismounted:
 * one horse holder for every 5 or fewer. */
static void
test_horse_holders (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, arm: cavalry } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a2 = { 'A', 2 }, a1 = { 'A', 1 };
  int dismounted = 0, needed = 0, holders = -1;

  g_assert_true (gg_bg_squad_dismounted (game, rules, &a2, &dismounted, &needed, &holders));
  g_assert_cmpint (dismounted, ==, 5);
  g_assert_cmpint (needed, ==, 1);
  g_assert_cmpint (holders, ==, 0);
  g_assert_false (gg_bg_squad_dismounted (game, rules, &a1, &dismounted, &needed, &holders));
}

/* BG-4.4-ac, BG-15.1-f: the move the activation card offers a squad comes from the same rule: a
 * gun squad 10 cm, not the infantry's 15; an Impetuoso's squad 20. */
static void
test_card_allowance (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                  "[impetuoso] } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 };

  g_assert_cmpfloat (
    gg_bg_squad_allowance (game, rules, &a1, GG_BG_ARM_ARTILLERY, FALSE, NULL).value, ==, 100);
  g_assert_cmpfloat (
    gg_bg_squad_allowance (game, rules, &a2, GG_BG_ARM_INFANTRY, FALSE, NULL).value, ==, 200);
}

/* BG-2.4-b: a squad takes one action per activation; BG-15.3-d: Indiavolati two, an assault only
 * as the last (AMB-67). The card asks after each action whether the activation is over; a game
 * saved between the two actions resumes there. */
static void
test_actions (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, traits: "
                                  "[indiavolati] } ] }\n");
  g_autoptr (GgGame) reloaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 }, b1 = { 'B', 1 };

  g_assert_true (gg_bg_play_action_taken (game, &a1, GG_BG_ACTION_MOVE));
  g_assert_true (gg_bg_state_squad (game->state, 'A', 1, FALSE)->steps & GG_STEP_ACTED);
  g_assert_false (gg_bg_play_action_taken (game, &a2, GG_BG_ACTION_FIRE));
  g_assert_false (gg_bg_state_squad (game->state, 'A', 2, FALSE)->steps & GG_STEP_ACTED);
  g_assert_nonnull (
    strstr (gg_log_get_entry (game->state->log, gg_log_get_n_entries (game->state->log) - 1)->text,
            "BG-15.3-d"));
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  reloaded = gg_game_load_data (text, strlen (text), "saved.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (gg_bg_play_action_taken (reloaded, &a2, GG_BG_ACTION_MOVE));
  g_assert_true (gg_bg_state_squad (reloaded->state, 'A', 2, FALSE)->steps & GG_STEP_ACTED);
  /* an assault ends even an Indiavolati squad's activation */
  gg_bg_state_squad (game->state, 'B', 1, TRUE)->traits = GG_BG_TRAIT_INDIAVOLATI;
  g_assert_true (gg_bg_play_action_taken (game, &b1, GG_BG_ACTION_ASSAULT));
}

/* BG-5-d/g (AMB-29): an infantry squad of 5 or more forms mass in its own activation (a move);
 * A2 with one down has 4 and may not; a gun squad never. BG-5-f, BG-11.8-b: in mass the defender gets +1 against cavalry, read by
 * the melee the card fights; the mass ends when the squad moves. Kept in the saved state. */
static void
test_mass (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: B1, arm: cavalry } ] }\n");
  g_autoptr (GgGame) four = load ("state: { seed: 1, squads: [ { squad: A2, removed: [A-2-4] } ] "
                                  "}\n");
  g_autoptr (GgGame) reloaded = NULL;
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgBgTable) table = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 };
  GgBgSquadRef b1 = { 'B', 1 }, a2r = { 'A', 2 };
  const char *rule = NULL;
  GgBgMeleeSetup setup;

  g_assert_false (gg_bg_play_may_form_mass (four, rules, &a2, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-g");
  g_assert_false (gg_bg_play_form_mass (four, rules, &a2));
  g_assert_false (gg_bg_play_may_form_mass (game, rules, &a1, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-d");
  g_assert_true (gg_bg_play_may_form_mass (game, rules, &a2, &rule));
  g_assert_true (gg_bg_play_form_mass (game, rules, &a2));
  g_assert_nonnull (
    strstr (gg_log_get_entry (game->state->log, gg_log_get_n_entries (game->state->log) - 1)->text,
            "BG-5-d"));
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  reloaded = gg_game_load_data (text, strlen (text), "saved.yaml", &error);
  g_assert_no_error (error);
  g_assert_true (gg_bg_state_squad (reloaded->state, 'A', 2, FALSE)->mass);
  table = gg_bg_table_new (game, rules);
  gg_bg_table_melee_setup (table, b1, a2r, TRUE, &setup);
  g_assert_true (setup.defender.mass);
  gg_bg_melee_setup_clear (&setup);
  /* the squad moves out of its mass */
  gg_bg_play_action_taken (game, &a2, GG_BG_ACTION_MOVE);
  g_assert_false (gg_bg_state_squad (game->state, 'A', 2, FALSE)->mass);
}

/* BG-10.7-c with BG-15.1-f: the enemy squads an assault may reach use the squad's own allowance:
 * an Impetuoso's squad reaches 5 cm farther. */
static void
test_charge_reach (void)
{
  g_autoptr (GgGame) plain = load ("state: { seed: 1 }\n");
  g_autoptr (GgGame) impetuoso = load ("state: { seed: 1, squads: [ { squad: A2, characters: "
                                       "[impetuoso] } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  double reach = 150 + gg_bg_charge_bonus (rules, GG_BG_ARM_INFANTRY, 9);
  GgBgSquadRef a2 = { 'A', 2 };
  GgGame *games[] = { plain, impetuoso };
  guint found[2];

  for (guint g = 0; g < 2; g++)
    {
      g_autoptr (GgBgTable) table = NULL;
      g_autoptr (GArray) targets = NULL;

      for (guint i = 0; i < games[g]->figures->len; i++)
        {
          GgFigure *f = g_ptr_array_index (games[g]->figures, i);

          /* B1 2 cm beyond the plain reach, ahead of A2's leader (foot bases 20 mm deep) */
          if (f->side == 'B')
            f->base.centre = (GgPoint){ 900, 200 + 20 + reach + 20 };
        }
      table = gg_bg_table_new (games[g], rules);
      targets = gg_bg_table_charge_targets (table, a2);
      found[g] = targets->len;
    }
  g_assert_cmpuint (found[0], ==, 0);
  g_assert_cmpuint (found[1], ==, 1);
}

/* BG-4.5-l, BG-4.8-n: a squad out of command at its activation may fire, reload, form mass in
 * place, retire toward an officer, and move into cover only if under fire; never move freely
 * nor assault (BG-4.2-l). In command, all of them. */
static void
test_out_of_command (void)
{
  g_autoptr (GgGame) out = load ("state: { seed: 1, squads: [ { squad: A2, command: out } ] }\n");
  g_autoptr (GgGame) shot = load ("state: { seed: 1, squads: [ { squad: A2, command: out, "
                                  "under-fire: true } ] }\n");
  g_autoptr (GgGame) in = load ("state: { seed: 1, squads: [ { squad: A2, command: in } ] }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  GgChit a2 = { 'A', 2 };
  const char *rule = NULL;

  g_assert_true (gg_bg_play_may_act (out, rules, &a2, GG_BG_ACTION_FIRE, &rule));
  g_assert_true (gg_bg_play_may_act (out, rules, &a2, GG_BG_ACTION_RELOAD, &rule));
  g_assert_true (gg_bg_play_may_act (out, rules, &a2, GG_BG_ACTION_MOVE_TO_OFFICER, &rule));
  g_assert_false (gg_bg_play_may_act (out, rules, &a2, GG_BG_ACTION_MOVE, &rule));
  g_assert_cmpstr (rule, ==, "BG-4.5-l");
  g_assert_false (gg_bg_play_may_act (out, rules, &a2, GG_BG_ACTION_MOVE_TO_COVER, &rule));
  g_assert_true (gg_bg_play_may_act (shot, rules, &a2, GG_BG_ACTION_MOVE_TO_COVER, &rule));
  g_assert_false (gg_bg_play_may_act (out, rules, &a2, GG_BG_ACTION_ASSAULT, &rule));
  g_assert_cmpstr (rule, ==, "BG-4.2-l");
  g_assert_true (gg_bg_play_may_act (in, rules, &a2, GG_BG_ACTION_MOVE, &rule));
  g_assert_true (gg_bg_play_may_act (in, rules, &a2, GG_BG_ACTION_ASSAULT, &rule));
}

/* BG-13-j: an abandoned squad of unarmed prisoners standing still cannot be fired at; once it has
 * moved this turn (after its morale test) it may be. */
static void
test_abandoned_target (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1 }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  GgBgSquadRef a2 = { 'A', 2 };
  GgChit b1 = { 'B', 1 };
  guint n[3];

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == 'B') /* 28 cm ahead of A2 */
        f->base.centre.x = 880 + 20 * (f->role[0] == 'L' ? 0 : g_ascii_digit_value (f->id[4])),
        f->base.centre.y = 500;
    }
  g_assert_true (gg_bg_play_begin (game, 1, GG_CHIT_MODE_TOKENS, &error));
  for (guint k = 0; k < 3; k++)
    {
      g_autoptr (GgBgTable) table = gg_bg_table_new (game, rules);
      g_autoptr (GArray) targets = gg_bg_table_fire_targets (table, a2, GG_BG_WEAPON_RIFLE);

      n[k] = targets->len;
      if (k == 0) /* not abandoned: a target */
        gg_bg_state_squad (game->state, 'B', 1, TRUE)->abandoned = TRUE;
      if (k == 1) /* abandoned, drawn, it moves */
        {
          g_assert_true (gg_bg_play_draw_entered (game, rules, b1));
          gg_bg_play_action_taken (game, &b1, GG_BG_ACTION_MOVE_TO_OFFICER);
        }
    }
  g_assert_cmpuint (n[0], ==, 1);
  g_assert_cmpuint (n[1], ==, 0);
  g_assert_cmpuint (n[2], ==, 1);
}

/* BG-4.4-d, BG-10.7-e: a gun and its crew never assault: no enemy is offered to the gun squad's
 * charge, however near. */
static void
test_gun_no_assault (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1 }\n");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GgBgTable) table = NULL;
  g_autoptr (GArray) targets = NULL;
  GgBgSquadRef a1 = { 'A', 1 };

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == 'B') /* 2 cm ahead of the gun */
        f->base.centre = (GgPoint){ 200, 200 + 30 + 20 + 10 };
    }
  table = gg_bg_table_new (game, rules);
  targets = gg_bg_table_charge_targets (table, a1);
  g_assert_cmpuint (targets->len, ==, 0);
}

/* AMB-29: a squad in mass leaves it when it moves: a declared assault that does not go in (its
 * morale test failed, gg_bg_fight_assault leaves the mass only when it goes) keeps it; a move
 * ends it. */
static void
test_mass_assault_stays (void)
{
  g_autoptr (GgGame) game = load ("state: { seed: 1, squads: [ { squad: A2, mass: true } ] }\n");
  GgChit a2 = { 'A', 2 };

  gg_bg_play_action_taken (game, &a2, GG_BG_ACTION_ASSAULT);
  g_assert_true (gg_bg_state_squad (game->state, 'A', 2, FALSE)->mass);
  gg_bg_state_squad (game->state, 'A', 2, FALSE)->steps = 0; /* its next activation */
  gg_bg_play_action_taken (game, &a2, GG_BG_ACTION_MOVE);
  g_assert_false (gg_bg_state_squad (game->state, 'A', 2, FALSE)->mass);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/move/BG-4.4-ac/gun-pushed", test_gun_pushed);
  g_test_add_func ("/bg/move/BG-4.4-ad/gun-towed", test_gun_towed);
  g_test_add_func ("/bg/move/BG-15.1-f/impetuoso-lento", test_impetuoso_lento);
  g_test_add_func ("/bg/move/BG-15.1-i/agile", test_agile);
  g_test_add_func ("/bg/score/BG-16-b/captured-counts", test_captured_counts);
  g_test_add_func ("/bg/score/BG-16-a/half-captured-ends", test_half_captured_ends);
  g_test_add_func ("/bg/crew/BG-4.4-x/load-turns", test_gun_crew);
  g_test_add_func ("/bg/prisoners/BG-13-h/freed", test_free_prisoners);
  g_test_add_func ("/bg/prisoners/BG-13-i/abandoned", test_abandon_prisoners);
  g_test_add_func ("/bg/prisoners/BG-13-j/abandoned-target", test_abandoned_target);
  g_test_add_func ("/bg/characters/BG-15.1-k/spietato", test_spietato);
  g_test_add_func ("/bg/characters/BG-15.1-l/esitante", test_esitante);
  g_test_add_func ("/bg/characters/BG-15.1-r/martinitt", test_protector);
  g_test_add_func ("/bg/characters/BG-15.1-h/furtivo", test_furtivo);
  g_test_add_func ("/bg/cavalry/BG-4.3-e/horse-holders", test_horse_holders);
  g_test_add_func ("/bg/move/BG-4.4-ac/card-allowance", test_card_allowance);
  g_test_add_func ("/bg/actions/BG-15.3-d/indiavolati", test_actions);
  g_test_add_func ("/bg/mass/BG-5-d/form-mass", test_mass);
  g_test_add_func ("/bg/mass/AMB-29/assault-not-gone-keeps-mass", test_mass_assault_stays);
  g_test_add_func ("/bg/move/BG-15.1-f/charge-reach", test_charge_reach);
  g_test_add_func ("/bg/command/BG-4.5-l/out-of-command", test_out_of_command);
  g_test_add_func ("/bg/crew/BG-4.4-d/no-assault", test_gun_no_assault);
  return g_test_run ();
}
