/* Movement on the table (gg-move.h) and the rule numbers behind it (gg-table-rules.h): path
 * costs through terrain (BG-8, BG-10), the leader-first rule (BG-5-b), base contact, the d6
 * wheel, and the command radii with their scaling (BG-4.8, BG-15.3, BG-3.6-b, D6-CMD-1). */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-command.h"
#include "gg-move.h"
#include "gg-table-rules.h"

#define HEAD(ruleset, scale)                                                    \
  "format: gigogin-game/1\nruleset: " ruleset "\nunits: cm\nscale: " scale "\n" \
  "table: { width: 180, depth: 120 }\n"

/* A wood 10 cm wide from x 50 to 60, rice from 80 to 90, a hedge at x 100, a road along
 * y 20, a lake, and a building. */
static const char *const terrain_game =
  HEAD ("bella-gigogin",
        "20") "terrain:\n"
              "  - { id: wood, kind: wood, polygon: [[50, 0], [60, 0], [60, 50], [50, 50]] }\n"
              "  - { id: rice, kind: rice, polygon: [[80, 0], [90, 0], [90, 50], [80, 50]] }\n"
              "  - { id: hedge, kind: hedge, polyline: [[100, 0], [100, 50]] }\n"
              "  - { id: road, kind: road, polyline: [[0, 20], [180, 20]] }\n"
              "  - { id: lake, kind: lake, polygon: [[0, 80], [40, 80], [40, 110], [0, 110]] }\n"
              "  - { id: farm, kind: building, polygon: [[120, 80], [140, 80], [140, 100], [120, "
              "100]] }\n";

static GgGame *
load (const char *text)
{
  g_autoptr (GError) error = NULL;
  GgGame *game = gg_game_load_data (text, strlen (text), "game.yaml", &error);

  g_assert_no_error (error);
  return game;
}

static double
cost_of (GgGame *game, GgTableRules *rules, GgArm arm, GgPoint a, GgPoint b, gboolean *passable)
{
  GgMoveCost cost;
  double c;

  gg_move_path_cost (game, rules, arm, a, b, &cost);
  c = cost.cost;
  if (passable != NULL)
    *passable = cost.passable;
  gg_move_cost_clear (&cost);
  return c;
}

/* BG-10.3-a open ground costs its length; BG-8-f a wood doubles each cm inside it; BG-8-g rice
 * triples; BG-8-i a hedge costs 5 cm to cross. */
static void
test_path_cost_bg8 (void)
{
  g_autoptr (GgGame) game = load (terrain_game);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  gboolean passable;

  g_assert_nonnull (rules);
  /* open: 30 cm at y 40 (away from the road) */
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 100, 400 }, (GgPoint){ 400, 400 }, NULL), 300,
    1e-6);
  /* 40 to 70 cm across the wood: 10 open + 10 wood x2 + 10 open = 40 cm */
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 400, 400 }, (GgPoint){ 700, 400 }, &passable),
    400, 1e-6);
  g_assert_true (passable);
  /* 75 to 95 across the rice: 5 + 10 x3 + 5 = 40 cm (BG-8-g) */
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 750, 400 }, (GgPoint){ 950, 400 }, NULL), 400,
    1e-6);
  /* 95 to 105 over the hedge: 10 + 5 (BG-8-i) */
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 950, 400 }, (GgPoint){ 1050, 400 }, NULL),
    150, 1e-6);
}

/* BG-8-k: along a road each cm costs half, even through the wood; BG-8-j: a lake is
 * impassable; BG-8-c: entering a building costs 5 cm, and cavalry may not (BG-10). */
static void
test_path_cost_road_lake_building (void)
{
  g_autoptr (GgGame) game = load (terrain_game);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  gboolean passable;

  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 100, 200 }, (GgPoint){ 700, 200 }, NULL), 300,
    1e-6);
  cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 100, 950 }, (GgPoint){ 500, 950 }, &passable);
  g_assert_false (passable);
  g_assert_cmpfloat_with_epsilon (cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 1100, 900 },
                                           (GgPoint){ 1300, 900 }, &passable),
                                  250, 1e-6);
  g_assert_true (passable);
  cost_of (game, rules, GG_ARM_CAVALRY, (GgPoint){ 1100, 900 }, (GgPoint){ 1300, 900 }, &passable);
  g_assert_false (passable);
}

/* BG-3.6-b: at 15 mm an obstacle costs 0.75 of its 5 cm. */
static void
test_path_cost_scaled (void)
{
  g_autofree char *text = g_strdup (terrain_game);
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgTableRules) rules = NULL;

  memcpy (strstr (text, "scale: 20"), "scale: 15", 9);
  game = load (text);
  rules = gg_table_rules_new (game, NULL);
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 950, 400 }, (GgPoint){ 1050, 400 }, NULL),
    100 + 37.5, 1e-6);
  g_assert_cmpfloat_with_epsilon (rules->allowance[GG_ARM_INFANTRY], 112.5, 1e-9);
}

/* BG-4.2-h 15 cm on foot, BG-4.3-c 30 mounted; BG-4.8-a 15 cm, BG-15.3-c Cacciatori 20 (70 for a
 * company with a musician), BG-15.3-e Titubanti 10, BG-4.8-d 50 with a musician; BG-5-b followers 15 cm;
 * D6-CMD-1 18 inches. */
static void
test_rule_numbers (void)
{
  g_autoptr (GgGame) bg = load (HEAD ("bella-gigogin", "20"));
  g_autoptr (GgGame) bg28 = load (HEAD ("bella-gigogin", "28"));
  g_autoptr (GgGame) d6 = load (HEAD ("d6", "20"));
  g_autoptr (GgTableRules) r = gg_table_rules_new (bg, NULL);
  g_autoptr (GgTableRules) r28 = gg_table_rules_new (bg28, NULL);
  g_autoptr (GgTableRules) rd6 = gg_table_rules_new (d6, NULL);

  g_assert_cmpfloat_with_epsilon (r->allowance[GG_ARM_INFANTRY], 150, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->allowance[GG_ARM_CAVALRY], 300, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->command_radius, 150, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->follower_radius, 150, 1e-9);
  g_assert_cmpfloat_with_epsilon (
    gg_table_rules_command_radius (r, GG_BG_LINK_SQUAD, GG_BG_TROOP_CACCIATORI, FALSE), 200, 1e-9);
  g_assert_cmpfloat_with_epsilon (
    gg_table_rules_command_radius (r, GG_BG_LINK_COMPANY, GG_BG_TROOP_CACCIATORI, TRUE), 700, 1e-9);
  g_assert_cmpfloat_with_epsilon (
    gg_table_rules_command_radius (r, GG_BG_LINK_SQUAD, GG_BG_TROOP_TITUBANTI, FALSE), 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_table_rules_command_radius (r, GG_BG_LINK_COMPANY, 0, TRUE),
                                  500, 1e-9);
  g_assert_cmpfloat_with_epsilon (r28->command_radius, 225, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->shell_radius, 25, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->canister_half_angle, 6.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->arc_half_angle, 45, 1e-9);
  g_assert_cmpuint (r->n_arc_bands, >=, 2);
  g_assert_cmpfloat_with_epsilon (r->arc_bands[0], 150, 1);
  g_assert_cmpfloat_with_epsilon (rd6->command_radius, 18 * 25.4, 1e-9);
  g_assert_cmpfloat_with_epsilon (rd6->arc_half_angle, 90, 1e-9);
}

static GgBase
foot (double x, double y)
{
  return (GgBase){ { x, y }, 0, GG_BASE_RECT, 15, 20, 0 };
}

static void
test_outside_ring (void)
{
  g_autoptr (GgGame) game =
    load (HEAD ("bella-gigogin", "20") "figures:\n"
                                       "  - { id: L, x: 10, y: 10, base: { front: 15, depth: 20 }, "
                                       "side: A, squad: 1, role: L1 }\n"
                                       "  - { id: a, x: 20, y: 10, base: { front: 15, depth: 20 }, "
                                       "side: A, squad: 1, role: '1' }\n"
                                       "  - { id: b, x: 40, y: 10, base: { front: 15, depth: 20 }, "
                                       "side: A, squad: 1, role: '1' }\n");
  g_autoptr (GPtrArray) out = gg_move_outside_ring (game, gg_game_lookup_figure (game, "L"), 150);

  /* b stands 30 cm centre to centre, 28.5 edge to edge: beyond 15 cm */
  g_assert_cmpuint (out->len, ==, 1);
  g_assert_cmpstr (((GgFigure *) g_ptr_array_index (out, 0))->id, ==, "b");
}

/* A base dropped 3 mm from another slides into contact; beyond the tolerance it stays. */
static void
test_snap (void)
{
  g_autoptr (GgGame) game =
    load (HEAD ("bella-gigogin", "20") "figures:\n"
                                       "  - { id: t, x: 10, y: 10, base: { front: 15, depth: 20 }, "
                                       "side: B }\n");
  GgBase moving = foot (100 + 15 + 3, 100);
  GgBase far = foot (100 + 15 + 30, 100);
  const GgFigure *hit = gg_move_snap (game, &moving, NULL, 5);

  g_assert_nonnull (hit);
  g_assert_cmpstr (hit->id, ==, "t");
  g_assert_cmpfloat_with_epsilon (moving.centre.x, 115, 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_base_distance (&moving, &hit->base), 0, 1e-9);
  g_assert_null (gg_move_snap (game, &far, NULL, 5));
  g_assert_cmpfloat (far.centre.x, ==, 145);
}

/* d6 wheel: a 60 mm front turned 90° clockwise about its right front corner; the left corner
 * travels a quarter circle, 60 x pi / 2. */
static void
test_wheel (void)
{
  GgBase unit = { { 0, 0 }, 0, GG_BASE_RECT, 60, 20, 0 };
  GgPoint before[4], after[4];
  double moved;
  GgBase out = gg_move_wheel (&unit, 90, &moved);

  gg_base_corners (&unit, before);
  gg_base_corners (&out, after);
  g_assert_cmpfloat_with_epsilon (moved, 60 * G_PI / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (out.facing, 90, 1e-9);
  /* the pivot (right front corner) has not moved */
  g_assert_cmpfloat_with_epsilon (after[1].x, before[1].x, 1e-9);
  g_assert_cmpfloat_with_epsilon (after[1].y, before[1].y, 1e-9);
  out = gg_move_wheel (&unit, -45, &moved);
  g_assert_cmpfloat_with_epsilon (out.facing, 315, 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_move_bearing ((GgPoint){ 0, 0 }, (GgPoint){ 1, 0 }), 90, 1e-9);
  g_assert_cmpfloat_with_epsilon (gg_move_bearing ((GgPoint){ 0, 0 }, (GgPoint){ 0, -1 }), 180,
                                  1e-9);
}

static void
test_arm_of (void)
{
  GgFigure f = { .base = foot (0, 0) };

  g_assert_cmpint (gg_table_rules_arm_of (&f), ==, GG_ARM_INFANTRY);
  f.base.depth = 30;
  g_assert_cmpint (gg_table_rules_arm_of (&f), ==, GG_ARM_CAVALRY);
  f.base.front = 45;
  f.base.depth = 60;
  g_assert_cmpint (gg_table_rules_arm_of (&f), ==, GG_ARM_ARTILLERY);
}

/* BG-10.4-a, BG-10.4-b, BG-8-l: on the road each cm counts half, from where the leader comes onto it to
 * where he leaves it; the part off the road costs in full. Appendix B case 2: 30 cm along the
 * road for the infantry's 15. BG-10.4-a is the same rule as BG-8-k. */
static void
test_road_enter_leave (void)
{
  g_autoptr (GgGame) game = load (terrain_game);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  double onto, along, off;

  onto = cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 100, 400 }, (GgPoint){ 100, 200 }, NULL);
  along =
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 100, 200 }, (GgPoint){ 400, 200 }, NULL);
  off = cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 400, 200 }, (GgPoint){ 400, 400 }, NULL);
  g_assert_cmpfloat (onto, >, 150); /* the first cm on the road only at the end */
  g_assert_cmpfloat (onto, <=, 200);
  g_assert_cmpfloat_with_epsilon (along, 150, 1e-6);
  g_assert_cmpfloat (off, >, 150);
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 1100, 200 }, (GgPoint){ 1400, 200 }, NULL),
    rules->allowance[GG_ARM_INFANTRY], 1e-6);
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_CAVALRY, (GgPoint){ 1100, 200 }, (GgPoint){ 1700, 200 }, NULL),
    rules->allowance[GG_ARM_CAVALRY], 1e-6);
}

/* BG-10.5-a: in difficult terrain speed is halved (a wood: 8 cm inside cost 16); BG-10.6-a: a
 * passable obstacle costs its cm once, however it is crossed; BG-10.6-c: an impassable feature
 * is passed only through a gap. */
static void
test_difficult_and_obstacles (void)
{
  g_autoptr (GgGame) game = load (HEAD (
    "bella-gigogin",
    "20") "terrain:\n"
          "  - { id: wood, kind: wood, polygon: [[50, 0], [60, 0], [60, 50], [50, 50]] }\n"
          "  - { id: hedge, kind: hedge, polyline: [[100, 0], [100, 50]] }\n"
          "  - { id: west, kind: marsh, polygon: [[0, 80], [40, 80], [40, 110], [0, 110]] }\n"
          "  - { id: east, kind: lake, polygon: [[50, 80], [90, 80], [90, 110], [50, 110]] }\n");
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  gboolean passable;

  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 510, 300 }, (GgPoint){ 590, 300 }, NULL), 160,
    1e-6);
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_CAVALRY, (GgPoint){ 510, 300 }, (GgPoint){ 590, 300 }, NULL), 160,
    1e-6);
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 980, 300 }, (GgPoint){ 1020, 300 }, NULL), 90,
    1e-6);
  g_assert_cmpfloat_with_epsilon (
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 960, 100 }, (GgPoint){ 1040, 400 }, NULL),
    sqrt (80 * 80 + 300 * 300) + 50, 1e-6);
  cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 200, 700 }, (GgPoint){ 200, 1150 }, &passable);
  g_assert_false (passable);
  cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 700, 700 }, (GgPoint){ 700, 1150 }, &passable);
  g_assert_false (passable);
  /* the 10 cm gap between them */
  cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 450, 700 }, (GgPoint){ 450, 1150 }, &passable);
  g_assert_true (passable);
}

/* BG-10.7-d: the assault bonus is spent at terrain costs like the rest of the move: with a D10 of
 * 8 an infantry squad has 15 + 4 cm, enough for 2 cm of open and 8 of wood (18), not 10 of wood
 * (20). */
static void
test_bonus_terrain (void)
{
  g_autoptr (GgGame) game = load (terrain_game);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  g_autoptr (GgBgRules) bg = gg_bg_rules_new_builtin (20, NULL);
  double allowance = rules->allowance[GG_ARM_INFANTRY] +
                     gg_bg_charge_bonus (bg, GG_BG_ARM_INFANTRY, 8);
  double some =
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 480, 400 }, (GgPoint){ 580, 400 }, NULL);
  double deep =
    cost_of (game, rules, GG_ARM_INFANTRY, (GgPoint){ 500, 400 }, (GgPoint){ 600, 400 }, NULL);

  g_assert_cmpfloat_with_epsilon (allowance, 190, 1e-9);
  g_assert_cmpfloat_with_epsilon (some, 180, 1e-6);
  g_assert_cmpfloat (some, >, rules->allowance[GG_ARM_INFANTRY]);
  g_assert_cmpfloat (some, <=, allowance);
  g_assert_cmpfloat_with_epsilon (deep, 200, 1e-6);
  g_assert_cmpfloat (deep, >, allowance);
}

/* BG-4.1-l: friendly squads are passed through without cost or disorder: figures on the path
 * change nothing. */
static void
test_interpenetration (void)
{
  g_autoptr (GgGame) empty = load (HEAD ("bella-gigogin", "20"));
  g_autoptr (GgGame)
    crowded = load (HEAD ("bella-gigogin", "20") "figures:\n"
                                                 "  - { id: a, x: 30, y: 40, facing: 0, base: { "
                                                 "front: 15, depth: 20 }, side: A, squad: 2 }\n"
                                                 "  - { id: b, x: 32, y: 40, facing: 0, base: { "
                                                 "front: 15, depth: 20 }, side: A, squad: 2 }\n");
  g_autoptr (GgTableRules) r1 = gg_table_rules_new (empty, NULL);
  g_autoptr (GgTableRules) r2 = gg_table_rules_new (crowded, NULL);
  GgMoveCost cost;

  gg_move_path_cost (crowded, r2, GG_ARM_INFANTRY, (GgPoint){ 310, 200 }, (GgPoint){ 310, 600 },
                     &cost);
  g_assert_true (cost.passable);
  g_assert_cmpuint (cost.crossed->len, ==, 0);
  g_assert_cmpfloat_with_epsilon (
    cost.cost,
    cost_of (empty, r1, GG_ARM_INFANTRY, (GgPoint){ 310, 200 }, (GgPoint){ 310, 600 }, NULL), 1e-9);
  gg_move_cost_clear (&cost);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move/path-cost/BG-8-f-g-i", test_path_cost_bg8);
  g_test_add_func ("/move/path-cost/BG-8-k-j-c", test_path_cost_road_lake_building);
  g_test_add_func ("/move/path-cost/BG-3.6-b", test_path_cost_scaled);
  g_test_add_func ("/move/road/BG-8-l", test_road_enter_leave);
  g_test_add_func ("/move/difficult/BG-10.5-a", test_difficult_and_obstacles);
  g_test_add_func ("/move/bonus-terrain/BG-10.7-d", test_bonus_terrain);
  g_test_add_func ("/move/interpenetration/BG-4.1-l", test_interpenetration);
  g_test_add_func ("/move/rule-numbers/BG-4.8", test_rule_numbers);
  g_test_add_func ("/move/follow/outside-ring/BG-5-b", test_outside_ring);
  g_test_add_func ("/move/snap", test_snap);
  g_test_add_func ("/move/wheel/d6", test_wheel);
  g_test_add_func ("/move/arm-of/BG-3.2", test_arm_of);
  return g_test_run ();
}
