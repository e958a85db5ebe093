/* Line of sight: La Bella Gigogin §7 (BG-7-d…i, AMB-39) and the d6 rules (D6-FIRE-13/14,
 * D6-TER-6), with the players' overrides. Scenes are small game files in cm (BG) or inches (d6). */
#include <glib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "gg-table-rules.h"
#include "gg-game.h"
#include "gg-los.h"
#include "gg-spatial.h"

#define BG_HEAD                                                            \
  "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\nscale: 20\n" \
  "table: { width: 200, depth: 200 }\n"
#define D6_HEAD                                                 \
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 20\n" \
  "table: { width: 72, depth: 48 }\n"
#define FOOT(id, x, y, f, side, squad)                                                       \
  "  - { id: " id ", x: " #x ", y: " #y ", facing: " #f ", base: { front: 15, depth: 20 }, " \
  "side: " side ", squad: " #squad " }\n"
#define STAND(id, x, y, f, side, squad)                                                      \
  "  - { id: " id ", x: " #x ", y: " #y ", facing: " #f ", base: { front: 40, depth: 20 }, " \
  "side: " side ", squad: " #squad " }\n"

typedef struct
{
  GgGame *game;
  GgSpatial *index;
  GgLos *los;
} Scene;

static Scene
scene (const char *text)
{
  g_autoptr (GError) error = NULL;
  Scene s;

  s.game = gg_game_load_data (text, strlen (text), "scene.yaml", &error);
  g_assert_no_error (error);
  s.index = gg_spatial_new (s.game);
  s.los = gg_los_new (s.index);
  return s;
}

static void
scene_clear (Scene *s)
{
  gg_los_free (s->los);
  gg_spatial_free (s->index);
  gg_game_unref (s->game);
}

static GgLosResult *
sight (Scene *s, const char *a, const char *b)
{
  return gg_los_figures (s->los, gg_game_lookup_figure (s->game, a),
                         gg_game_lookup_figure (s->game, b));
}

static gboolean
has_id (GPtrArray *ids, const char *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_equal (g_ptr_array_index (ids, i), id))
      return TRUE;
  return FALSE;
}

/* Asserts the verdict both ways round (BG-7-f: reciprocal) and returns the first. */
static GgLosResult *
expect (Scene *s, const char *a, const char *b, gboolean clear)
{
  GgLosResult *r = sight (s, a, b);
  g_autoptr (GgLosResult) back = sight (s, b, a);

  g_assert_cmpint (r->clear, ==, clear);
  g_assert_cmpint (back->clear, ==, clear);
  g_assert_cmpuint (r->blocked_by->len, ==, back->blocked_by->len);
  return r;
}

#define WOOD \
  "terrain:\n  - { id: wood, kind: wood, polygon: [[40, 40], [60, 40], [60, 60], [40, 60]] }\n"

/* BG-7-d: woods block when the observer or target is behind them. */
static void
test_wood_between (void)
{
  Scene s = scene (BG_HEAD WOOD "figures:\n" FOOT ("a", 50, 20, 0, "A", 1)
                     FOOT ("b", 50, 80, 180, "B", 1) FOOT ("c", 20, 80, 180, "B", 2));
  g_autoptr (GgLosResult) r = expect (&s, "a", "b", FALSE);
  g_autoptr (GgLosResult) beside = expect (&s, "a", "c", TRUE);

  g_assert_cmpuint (r->blocked_by->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (r->blocked_by, 0), ==, "wood");
  g_assert_cmpuint (r->lines->len, ==, 25); /* AMB-39: centres and corners, 5 × 5 */
  scene_clear (&s);
}

/* BG-7-d: inside the wood but adjacent to the edge sees out; deeper inside does not. */
static void
test_wood_inside (void)
{
  Scene s = scene (BG_HEAD WOOD "figures:\n" FOOT ("edge", 50, 58.5, 0, "A", 1)
                     FOOT ("deep", 50, 50, 0, "A", 2) FOOT ("b", 50, 80, 180, "B", 1));
  g_autoptr (GgLosResult) edge = expect (&s, "edge", "b", TRUE);
  g_autoptr (GgLosResult) deep = expect (&s, "deep", "b", FALSE);

  g_assert_true (has_id (deep->blocked_by, "wood"));
  /* literal AMB-39: deep in a wood, not even a neighbour in the same wood is seen */
  g_autoptr (GgLosResult) together = expect (&s, "edge", "deep", FALSE);
  scene_clear (&s);
}

/* AMB-39: "adjacent to the edge" is a house number (sight.edge-adjacent, 1 cm): a line it lets
 * through says so ("House rule"), one through the open does not; a club's table file with 0 makes
 * the edge figure blind like the deep one. */
static void
test_edge_house_rule (void)
{
  Scene s = scene (BG_HEAD WOOD "figures:\n" FOOT ("edge", 50, 58.5, 0, "A", 1)
                     FOOT ("open", 20, 70, 0, "A", 2) FOOT ("b", 50, 80, 180, "B", 1));
  g_autoptr (GgLosResult) edge = expect (&s, "edge", "b", TRUE);
  g_autoptr (GgLosResult) open = expect (&s, "open", "b", TRUE);
  g_autofree char *dir = g_dir_make_tmp ("gg-los-XXXXXX", NULL);
  g_autofree char *club = g_build_filename (dir, "club.yaml", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgLosResult) strict = NULL;

  g_assert_true (edge->house);
  g_assert_false (open->house);
  g_assert_true (g_file_set_contents (club,
                                      "format: gigogin-rules/1\nruleset: bella-gigogin\nsight:\n"
                                      "  edge-adjacent: { value: 0, unit: cm, rule: AMB-39, "
                                      "source: club }\n",
                                      -1, NULL));
  g_assert_true (gg_game_set_rules_file (s.game, club, &error));
  gg_los_free (s.los);
  s.los = gg_los_new (s.index);
  strict = expect (&s, "edge", "b", FALSE);
  g_assert_true (has_id (strict->blocked_by, "wood"));
  g_unlink (club);
  g_rmdir (dir);
  scene_clear (&s);
}

/* BG-7-g/h, BG-12.2-m/n: a hedge blocks unless one of the two is adjacent to it: BG-7-g and
 * BG-12.2-n, two figures detached from it neither see nor are seen; BG-7-h and BG-12.2-m, one
 * adjacent to it sees and is seen. */
static void
test_hedge (void)
{
  Scene s = scene (BG_HEAD
                   "terrain:\n  - { id: hedge, kind: hedge, polyline: [[0, 100], [100, 100]] }\n"
                   "figures:\n" FOOT ("a", 50, 90, 0, "A", 1) FOOT ("b", 50, 110, 180, "B", 1)
                     FOOT ("close", 30, 98.5, 0, "A", 2) FOOT ("far-side", 150, 110, 180, "B", 2));
  g_autoptr (GgLosResult) r = expect (&s, "a", "b", FALSE);
  g_autoptr (GgLosResult) close = expect (&s, "close", "b", TRUE);
  g_autoptr (GgLosResult) around = expect (&s, "a", "far-side", TRUE);

  g_assert_true (has_id (r->blocked_by, "hedge"));
  scene_clear (&s);
}

/* BG-7-e: fortifications and cover may or may not block: a wall and a trench hide figures
 * standing back from them, not one at the wall or in the trench (BG-7-g, BG-7-h). */
static void
test_cover_may_block (void)
{
  Scene s = scene (BG_HEAD "terrain:\n"
                           "  - { id: wall, kind: wall, polyline: [[0, 100], [100, 100]] }\n"
                           "  - { id: trench, kind: trench, polyline: [[120, 100], [200, 100]] }\n"
                           "figures:\n" FOOT ("a", 50, 80, 0, "A", 1)
                             FOOT ("b", 50, 120, 180, "B", 1) FOOT ("at-wall", 30, 98.5, 0, "A", 2)
                               FOOT ("c", 160, 80, 0, "A", 3) FOOT ("d", 160, 120, 180, "B", 3)
                                 FOOT ("in-trench", 140, 98.5, 0, "A", 4));
  g_autoptr (GgLosResult) wall = expect (&s, "a", "b", FALSE);
  g_autoptr (GgLosResult) at_wall = expect (&s, "at-wall", "b", TRUE);
  g_autoptr (GgLosResult) trench = expect (&s, "c", "d", FALSE);
  g_autoptr (GgLosResult) in_trench = expect (&s, "in-trench", "d", TRUE);

  g_assert_true (has_id (wall->blocked_by, "wall"));
  g_assert_true (has_id (trench->blocked_by, "trench"));
  scene_clear (&s);
}

#define HILLS                                                                                   \
  "  - { id: h1, kind: hill, polygon: [[0, 0], [30, 0], [30, 30], [0, 30]], level: 1 }\n"       \
  "  - { id: h2, kind: hill, polygon: [[0, 170], [30, 170], [30, 200], [0, 200]], level: 1 }\n" \
  "  - { id: hedge, kind: hedge, polyline: [[0, 100], [30, 100]] }\n"

/* BG-7-i, AMB-39: features lower than both ends do not block; higher ones do. BG-12.2-o: from a
 * hill a piece sees over the hedge that hides the same target from the flat. */
static void
test_levels (void)
{
  Scene low = scene (BG_HEAD "terrain:\n" HILLS "figures:\n" FOOT ("a", 15, 29, 0, "A", 1)
                       FOOT ("b", 15, 171, 180, "B", 1) FOOT ("flat", 15, 90, 0, "A", 2));
  Scene high = scene (
    BG_HEAD "terrain:\n" HILLS
            "  - { id: copse, kind: wood, polygon: [[0, 120], [30, 120], [30, 140], [0, 140]] }\n"
            "figures:\n" FOOT ("a", 15, 29, 0, "A", 1) FOOT ("b", 15, 171, 180, "B", 1));
  g_autoptr (GgLosResult) over = expect (&low, "a", "b", TRUE);
  g_autoptr (GgLosResult) flat = expect (&low, "flat", "b", FALSE); /* the hedge stands for it */
  g_autoptr (GgLosResult) wood = expect (&high, "a", "b", FALSE);

  g_assert_cmpint (gg_los_point_level (low.los, (GgPoint){ 150, 150 }), ==, 1);
  g_assert_cmpint (gg_los_point_level (low.los, (GgPoint){ 500, 500 }), ==, 0);
  g_assert_true (has_id (flat->blocked_by, "hedge"));
  g_assert_true (has_id (wood->blocked_by, "copse"));
  scene_clear (&low);
  scene_clear (&high);
}

/* BG-7-d: a hill hides a figure behind it; figures on the same hill see each other. */
static void
test_hill (void)
{
  Scene s = scene (
    BG_HEAD
    "terrain:\n  - { id: hill, kind: hill, polygon: [[40, 40], [60, 40], [60, 60], [40, 60]] }\n"
    "figures:\n" FOOT ("a", 50, 20, 0, "A", 1) FOOT ("b", 50, 80, 180, "B", 1)
      FOOT ("top1", 45, 45, 0, "A", 2) FOOT ("top2", 55, 55, 0, "B", 2));
  g_autoptr (GgLosResult) behind = expect (&s, "a", "b", FALSE);
  g_autoptr (GgLosResult) same = expect (&s, "top1", "top2", TRUE);

  g_assert_true (has_id (behind->blocked_by, "hill"));
  scene_clear (&s);
}

/* AMB-39: several sight lines; one clear line is enough, and each line says what blocks it. */
static void
test_partial (void)
{
  Scene s = scene (
    BG_HEAD "terrain:\n  - { id: post, kind: building, polygon: [[49.9, 40], [50.1, 40], [50.1, "
            "60], [49.9, 60]] }\n"
            "  - { id: field, kind: field, polygon: [[0, 0], [200, 0], [200, 200], [0, 200]] }\n"
            "figures:\n" FOOT ("a", 50, 20, 0, "A", 1) FOOT ("b", 50, 80, 180, "B", 1));
  g_autoptr (GgLosResult) r = expect (&s, "a", "b", TRUE);
  GgSightLine *centres = &g_array_index (r->lines, GgSightLine, 0);
  guint blocked = 0;

  g_assert_false (centres->clear);
  g_assert_true (has_id (centres->blocked_by, "post"));
  g_assert_false (has_id (centres->blocked_by, "field")); /* fields hide nothing */
  for (guint i = 0; i < r->lines->len; i++)
    blocked += !g_array_index (r->lines, GgSightLine, i).clear;
  g_assert_cmpuint (blocked, >, 0);
  g_assert_cmpuint (blocked, <, r->lines->len);
  g_assert_cmpuint (r->blocked_by->len, ==, 0); /* clear: nothing to report */
  scene_clear (&s);
}

/* BG-7-i, BG-12.2-p: the players may override any computed answer, per pair. */
static void
test_override (void)
{
  Scene s =
    scene (BG_HEAD WOOD "figures:\n" FOOT ("a", 50, 20, 0, "A", 1) FOOT ("b", 50, 80, 180, "B", 1));
  g_autoptr (GgLosResult) forced = NULL;
  g_autoptr (GgLosResult) back = NULL;
  g_autoptr (GgLosResult) again = NULL;

  gg_los_set_override (s.los, "b", "a", GG_LOS_FORCE_CLEAR);
  forced = sight (&s, "a", "b"); /* set for the pair either way round */
  g_assert_true (forced->clear);
  g_assert_false (forced->computed_clear);
  g_assert_cmpint (forced->override, ==, GG_LOS_FORCE_CLEAR);
  g_assert_true (has_id (forced->blocked_by, "wood")); /* the reasons stay visible */
  gg_los_set_override (s.los, "a", "b", GG_LOS_AUTO);
  back = sight (&s, "b", "a");
  g_assert_false (back->clear);
  gg_los_set_override (s.los, "a", "b", GG_LOS_FORCE_BLOCKED);
  gg_los_set_override (s.los, "a", "b", GG_LOS_FORCE_BLOCKED);
  again = sight (&s, "a", "b");
  g_assert_false (again->clear);
  scene_clear (&s);
}

/* BG-12.2-k: for shell, visibility is taken from the point of impact. */
static void
test_from_point (void)
{
  Scene s = scene (BG_HEAD WOOD "figures:\n" FOOT ("b", 50, 80, 180, "B", 1));
  GgFigure *b = gg_game_lookup_figure (s.game, "b");
  g_autoptr (GgLosResult) deep = gg_los_from_point (s.los, (GgPoint){ 500, 500 }, b);
  g_autoptr (GgLosResult) open = gg_los_from_point (s.los, (GgPoint){ 500, 700 }, b);

  g_assert_false (deep->clear);
  g_assert_true (open->clear);
  g_assert_cmpuint (open->lines->len, ==, 5);
  scene_clear (&s);
}

/* D6-FIRE-13, D6-CMD-5: friendly units, and a band 2" either side, block the firer. */
static void
test_d6_friendly_band (void)
{
  Scene s = scene (D6_HEAD "figures:\n" STAND ("a", 10, 5, 0, "A", 1)
                     STAND ("t", 10, 30, 180, "B", 1) STAND ("near", 11.5, 15, 0, "A", 2)
                       STAND ("enemy", 10, 17, 0, "B", 3));
  Scene wide = scene (D6_HEAD "figures:\n" STAND ("a", 10, 5, 0, "A", 1)
                        STAND ("t", 10, 30, 180, "B", 1) STAND ("far", 14, 15, 0, "A", 2));
  g_autoptr (GgLosResult) r = sight (&s, "a", "t");
  g_autoptr (GgLosResult) ok = sight (&wide, "a", "t");
  g_autoptr (GgLosResult) mirror = sight (&s, "t", "a"); /* B fires: only B's own units block */

  g_assert_false (r->clear);
  g_assert_true (has_id (r->blocked_by_figures, "near"));
  g_assert_true (has_id (r->blocked_by_figures, "enemy")); /* D6-AMB-24: enemies block too */
  g_assert_true (ok->clear);
  g_assert_false (mirror->clear);
  g_assert_true (has_id (mirror->blocked_by_figures, "enemy"));
  g_assert_cmpuint (r->lines->len, ==, 3 * 5); /* from the front edge (D6-AMB-24) */
  scene_clear (&s);
  scene_clear (&wide);
}

/* D6-AMB-24, D6-FIRE-13: an enemy unit other than the target blocks the lines that meet it (the
 * target must be the first enemy in sight), without the 2" band of friends; the target's own
 * unit never blocks, nor does the firer's. */
static void
test_d6_enemy_blocks (void)
{
  Scene s = scene (D6_HEAD "figures:\n" STAND ("a", 10, 5, 0, "A", 1)
                     STAND ("t", 10, 30, 180, "B", 1) STAND ("screen", 10, 17, 0, "B", 2)
                       STAND ("t-mate", 10, 28, 180, "B", 1) STAND ("a-mate", 10, 6, 0, "A", 1));
  Scene aside = scene (D6_HEAD "figures:\n" STAND ("a", 10, 5, 0, "A", 1)
                         STAND ("t", 10, 30, 180, "B", 1) STAND ("screen", 11.8, 17, 0, "B", 2));
  Scene friend_aside = scene (D6_HEAD "figures:\n" STAND ("a", 10, 5, 0, "A", 1) STAND (
    "t", 10, 30, 180, "B", 1) STAND ("friend", 11.8, 17, 0, "A", 2));
  g_autoptr (GgLosResult) blocked = sight (&s, "a", "t");
  g_autoptr (GgLosResult) clear = sight (&aside, "a", "t");
  g_autoptr (GgLosResult) banded = sight (&friend_aside, "a", "t");

  g_assert_false (blocked->clear);
  g_assert_true (has_id (blocked->blocked_by_figures, "screen"));
  g_assert_false (has_id (blocked->blocked_by_figures, "t-mate"));
  g_assert_false (has_id (blocked->blocked_by_figures, "a-mate"));
  g_assert_true (clear->clear);   /* 1.8" aside, 0.2" clear of every line: an enemy has no band */
  g_assert_false (banded->clear); /* the same place, a friend: within its 2" band */
  scene_clear (&s);
  scene_clear (&aside);
  scene_clear (&friend_aside);
}

#define GAP_UNITS \
  STAND ("a", 10, 5, 0, "A", 1) STAND ("left", 4, 15, 0, "A", 2) STAND ("right", 16, 15, 0, "A", 3)

/* D6-FIRE-14, D6-AMB-25: between two friendly units only through a gap of
 * min(12", twice the target's frontage). The gap here is 10.43". */
static void
test_d6_gap (void)
{
  Scene narrow = scene (D6_HEAD "figures:\n" GAP_UNITS STAND ("t", 10, 30, 180, "B", 1));
  Scene broad = scene (D6_HEAD "figures:\n" GAP_UNITS STAND ("t", 10, 30, 180, "B", 1)
                         STAND ("t2", 8.43, 30, 180, "B", 1) STAND ("t3", 11.57, 30, 180, "B", 1)
                           STAND ("t4", 6.86, 30, 180, "B", 1)
                             STAND ("t5", 13.14, 30, 180, "B", 1));
  g_autoptr (GgLosResult) through = sight (&narrow, "a", "t");
  g_autoptr (GgLosResult) shut = sight (&broad, "a", "t");

  g_assert_true (through->clear); /* limit 2 × 1.57" = 3.15" */
  g_assert_false (shut->clear);   /* limit min(12", 2 × 7.87") = 12" */
  g_assert_true (has_id (shut->blocked_by_figures, "left"));
  g_assert_true (has_id (shut->blocked_by_figures, "right"));
  scene_clear (&narrow);
  scene_clear (&broad);
}

/* D6-TER-1, D6-TER-6: hills and designated terrain block, unless firer or target is on the
 * hill; hedges do not block fire in the d6 rules. */
static void
test_d6_terrain (void)
{
  Scene s = scene (
    D6_HEAD
    "terrain:\n  - { id: hill, kind: hill, polygon: [[5, 14], [15, 14], [15, 20], [5, 20]] }\n"
    "  - { id: hedge, kind: hedge, polyline: [[0, 25], [72, 25]] }\n"
    "figures:\n" STAND ("a", 10, 5, 0, "A", 1) STAND ("t", 10, 30, 180, "B", 1)
      STAND ("top", 10, 17, 0, "A", 2));
  g_autoptr (GgLosResult) hidden = sight (&s, "a", "t");
  g_autoptr (GgLosResult) from_hill = sight (&s, "top", "t");

  g_assert_false (hidden->clear);
  g_assert_true (has_id (hidden->blocked_by, "hill"));
  g_assert_false (has_id (hidden->blocked_by, "hedge"));
  g_assert_true (from_hill->clear);
  scene_clear (&s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/los/BG-7-d/wood-between", test_wood_between);
  g_test_add_func ("/bg/los/BG-7-d/inside-wood", test_wood_inside);
  g_test_add_func ("/bg/los/AMB-39/edge-house-rule", test_edge_house_rule);
  g_test_add_func ("/bg/los/BG-7-d/hill", test_hill);
  g_test_add_func ("/bg/los/BG-7-g/hedge", test_hedge);
  g_test_add_func ("/bg/los/BG-7-i/levels", test_levels);
  g_test_add_func ("/bg/los/BG-7-e/cover", test_cover_may_block);
  g_test_add_func ("/bg/los/AMB-39/several-lines", test_partial);
  g_test_add_func ("/bg/los/BG-12.2-p/override", test_override);
  g_test_add_func ("/bg/los/BG-12.2-k/from-point", test_from_point);
  g_test_add_func ("/d6/los/D6-FIRE-13/friendly-band", test_d6_friendly_band);
  g_test_add_func ("/d6/los/D6-FIRE-14/gap", test_d6_gap);
  g_test_add_func ("/d6/los/D6-AMB-24/enemy-blocks", test_d6_enemy_blocks);
  g_test_add_func ("/d6/los/D6-TER-6/terrain", test_d6_terrain);
  return g_test_run ();
}
