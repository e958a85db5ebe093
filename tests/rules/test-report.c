/* test-report.c: the battle report (gg-report.h): its luck figures checked against brute force
 * (every combination of the rolls enumerated), its numbers from a La Bella Gigogin game played
 * through the play calls, the JSON's fixed shape, and a game with no replay positions. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <stdlib.h>

#include "gg-game-background.h"
#include "report-scene.h"
#include "cli-run.h"
#include "gg-report-draw.h"

/* Brute force: P(sum >= @at_least) and the mean over every combination of the rolls' values. */
static double
brute (GArray *const *d, guint n, int at_least, double *mean)
{
  g_autofree guint *k = g_new0 (guint, n + 1);
  double tail = 0, m = 0;

  for (;;)
    {
      double p = 1;
      int sum = 0;
      guint i;

      for (i = 0; i < n; i++)
        {
          GgReportMass *x = &g_array_index (d[i], GgReportMass, k[i]);

          p *= x->p;
          sum += x->value;
        }
      tail += sum >= at_least ? p : 0;
      m += sum * p;
      for (i = 0; i < n && ++k[i] == d[i]->len; i++)
        k[i] = 0;
      if (i == n)
        break;
    }
  *mean = m;
  return tail;
}

/* The core's exact sum (gg-report.h) of the distributions in @d. */
static double
p_at_least (GPtrArray *d, int at_least, double *mean)
{
  g_autoptr (GgReportSum) sum = gg_report_sum_new ();

  for (guint i = 0; i < d->len; i++)
    gg_report_sum_add (sum, d->pdata[i]);
  return gg_report_sum_p_at_least (sum, at_least, mean);
}

static GArray *
random_distribution (GRand *rand)
{
  GArray *d = g_array_new (FALSE, FALSE, sizeof (GgReportMass));
  guint n = g_rand_int_range (rand, 1, 6);
  int v = g_rand_int_range (rand, -3, 4);
  double total = 0;

  for (guint i = 0; i < n; i++)
    {
      GgReportMass m = { v, g_rand_double_range (rand, 0.01, 1) };

      v += g_rand_int_range (rand, 1, 4); /* gaps in the values, as a hit-or-miss has none */
      total += m.p;
      g_array_append_val (d, m);
    }
  for (guint i = 0; i < n; i++)
    g_array_index (d, GgReportMass, i).p /= total;
  return d;
}

/* The exact convolution agrees with every combination enumerated, at every threshold. */
static void
test_luck_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (30);

  for (int round = 0; round < 200; round++)
    {
      guint n = g_rand_int_range (rand, 0, 7);
      g_autoptr (GPtrArray) d = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (d, random_distribution (rand));
      for (int a = -25; a <= 40; a++)
        {
          double mean_exact, mean_brute;
          double exact = p_at_least (d, a, &mean_exact);
          double want = brute ((GArray *const *) d->pdata, n, a, &mean_brute);

          g_assert_cmpfloat_with_epsilon (exact, want, 1e-12);
          g_assert_cmpfloat_with_epsilon (mean_exact, mean_brute, 1e-12);
        }
    }
}

/* The rolls that mattered most: at most three, each better than its mean, the least likely
 * first among equals (here every one a hit of its own chance). */
static void
check_key_rolls (GgReport *report)
{
  g_autoptr (GPtrArray) key = gg_report_key_rolls (report);
  guint better = 0;

  for (guint i = 0; i < report->rolls->len; i++)
    {
      GgReportRoll *r = report->rolls->pdata[i];
      double mean = 0;

      for (guint k = 0; k < r->distribution->len; k++)
        mean += g_array_index (r->distribution, GgReportMass, k).value *
                g_array_index (r->distribution, GgReportMass, k).p;
      better += r->outcome > mean;
    }
  g_assert_cmpuint (key->len, ==, MIN (better, 3));
  for (guint i = 0; i < key->len; i++)
    {
      GgReportRoll *r = key->pdata[i];

      g_assert_cmpint (r->outcome, ==, 1); /* the only rolls here are shots: a hit */
      if (i > 0)
        g_assert_cmpfloat (
          g_array_index (r->distribution, GgReportMass, 1).p, >=,
          g_array_index (((GgReportRoll *) key->pdata[i - 1])->distribution, GgReportMass, 1).p);
    }
}

/* A side's shots: each a hit or a miss (1/0), the hits summed; the luck figure is the brute
 * force's over those very distributions. */
static void
test_game_luck (void)
{
  g_autoptr (GgGame) game = played_game (7);
  g_autoptr (GgReport) report = gg_report_new (game, NULL, NULL);
  guint shots = 0;

  g_assert_nonnull (report);
  for (int s = 0; s < 2; s++)
    {
      GgReportLuck *l = &report->luck[s];
      g_autoptr (GPtrArray) d = g_ptr_array_new ();
      double mean;
      int actual = 0;

      for (guint i = 0; i < l->rolls->len; i++)
        {
          GgReportRoll *r = l->rolls->pdata[i];

          g_assert_cmpint (r->side, ==, l->side);
          g_ptr_array_add (d, r->distribution);
          actual += r->outcome;
          if (!r->by_face)
            {
              shots++;
              g_assert_cmpuint (r->distribution->len, <=, 2);
              g_assert_true (r->outcome == 0 || r->outcome == 1);
            }
        }
      g_assert_cmpint (actual, ==, l->actual);
      g_assert_cmpfloat_with_epsilon (
        l->p_at_least, brute ((GArray *const *) d->pdata, d->len, actual, &mean), 1e-12);
      g_assert_cmpfloat_with_epsilon (l->p_at_least, p_at_least (d, actual, NULL), 1e-12);
      g_assert_cmpfloat_with_epsilon (l->expected, mean, 1e-12);
      g_assert_cmpuint (l->by_turn->len, ==, report->turns->len);
      /* grown a turn at a time, the sum ends where the whole one is */
      g_assert_cmpfloat_with_epsilon (g_array_index (l->by_turn, double, l->by_turn->len - 1),
                                      l->p_at_least, 1e-12);
    }
  /* two firers a side, two turns */
  g_assert_cmpuint (shots, ==, 8);
  g_assert_cmpuint (report->luck[0].shots + report->luck[1].shots, ==, shots);
  check_key_rolls (report);
}

/* Every fire's hits are the target side's casualties by fire, turn by turn. */
static void
test_game_turns (void)
{
  g_autoptr (GgGame) game = played_game (11);
  g_autoptr (GgReport) report = gg_report_new (game, NULL, NULL);
  guint hits[2] = { 0, 0 }, counted[2] = { 0, 0 };

  for (guint i = 0; i < report->rolls->len; i++)
    {
      GgReportRoll *r = report->rolls->pdata[i];

      if (!r->by_face)
        hits[r->side == 'A' ? 1 : 0] += r->outcome; /* A's hits fall on B */
    }
  g_assert_cmpuint (report->turns->len, ==, 2);
  for (guint i = 0; i < report->turns->len; i++)
    {
      GgReportTurn *t = report->turns->pdata[i];

      g_assert_true (t->has_map);
      g_assert_cmpuint (t->events->len, >=, 2);
      for (int s = 0; s < 2; s++)
        counted[s] += t->casualties[s][GG_REPORT_FIRE];
    }
  g_assert_cmpuint (counted[0], ==, hits[0]);
  g_assert_cmpuint (counted[1], ==, hits[1]);
  g_assert_cmpuint (report->forces[0].figures, ==, 4);
  g_assert_cmpuint (report->forces[1].figures, ==, 4);
  g_assert_cmpuint (report->forces[0].groups, ==, 1);
}

static char *
save_game (GgGame *game, const char *dir)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *text = gg_game_to_yaml (game, &error);

  g_assert_no_error (error);
  g_assert_true (gg_game_write_text (text, path, 0, &error));
  g_assert_no_error (error);
  return path;
}

/* The JSON's luck part has the fixed shape: side, rolls (entry, what, outcome,
 * distribution of [value, p] pairs), expected, actual, p_at_least; and it refuses to write its
 * output over the game. */
static void
test_cli_json (void)
{
  g_autoptr (GgGame) game = played_game (3);
  g_autofree char *dir = g_dir_make_tmp ("gg-report-XXXXXX", NULL);
  g_autofree char *path = save_game (game, dir);
  g_auto (Run) r = { 0 };
  g_auto (Run) over = { 0 };
  JsonArray *luck;

  run (&r, "report", path, "--format", "json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  luck = json_object_get_array_member (root (&r), "luck");
  g_assert_cmpuint (json_array_get_length (luck), ==, 2);
  for (guint s = 0; s < 2; s++)
    {
      JsonObject *side = json_array_get_object_element (luck, s);
      JsonArray *rolls = json_object_get_array_member (side, "rolls");
      double sum = 0;

      g_assert_cmpstr (json_object_get_string_member (side, "side"), ==, s ? "B" : "A");
      g_assert_true (json_object_has_member (side, "expected"));
      g_assert_true (json_object_has_member (side, "actual"));
      g_assert_true (json_object_has_member (side, "p_at_least"));
      g_assert_cmpuint (json_array_get_length (rolls), >, 0);
      for (guint i = 0; i < json_array_get_length (rolls); i++)
        {
          JsonObject *roll = json_array_get_object_element (rolls, i);
          JsonArray *dist = json_object_get_array_member (roll, "distribution");

          g_assert_cmpint (json_object_get_int_member (roll, "entry"), >, 0);
          g_assert_nonnull (json_object_get_string_member (roll, "what"));
          g_assert_true (json_object_has_member (roll, "outcome"));
          sum = 0;
          for (guint k = 0; k < json_array_get_length (dist); k++)
            sum += json_array_get_double_element (json_array_get_array_element (dist, k), 1);
          g_assert_cmpfloat_with_epsilon (sum, 1, 1e-12);
        }
    }
  run_text (&over, "report", path, "-o", path, NULL);
  g_assert_cmpint (over.status, ==, 1);
  g_assert_nonnull (strstr (over.err, path));
  g_remove (path);
  g_rmdir (dir);
}

/* Bad input: a game that does not load is told with its place, exit 1; a game not begun has
 * nothing to report, exit 1; bad usage exit 2; nothing written in any case. */
static void
test_cli_bad_input (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-report-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.yaml", NULL);
  g_autofree char *pdf = g_build_filename (dir, "r.pdf", NULL);
  g_autofree char *demo =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", "demo.yaml", NULL);
  g_auto (Run) broken = { 0 };
  g_auto (Run) fresh = { 0 };
  g_auto (Run) usage = { 0 };
  g_autofree char *where = g_strdup_printf ("%s:5:", bad);

  g_assert_true (g_file_set_contents (bad,
                                      "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                                      "scale: 20\ntable: { width: 180, depth: [1 }\n",
                                      -1, NULL));
  run_text (&broken, "report", bad, "-o", pdf, NULL);
  g_assert_cmpint (broken.status, ==, 1);
  g_assert_nonnull (strstr (broken.err, where));
  run_text (&fresh, "report", demo, "-o", pdf, NULL);
  g_assert_cmpint (fresh.status, ==, 1);
  g_assert_nonnull (strstr (fresh.err, "has not begun"));
  run_text (&usage, "report", demo, "--lang", "fr", "-o", pdf, NULL);
  g_assert_cmpint (usage.status, ==, 2);
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_remove (bad);
  g_rmdir (dir);
}

/* A game with a log but no replay (an old file) still gets its report, and says which maps it
 * could not draw. */
static void
test_no_replay (void)
{
  g_autoptr (GgGame) game = played_game (5);
  g_autoptr (GgReport) report = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gg-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "r.pdf", NULL);
  g_autoptr (GError) error = NULL;

  g_clear_pointer (&game->replay, gg_replay_free);
  report = gg_report_new (game, NULL, NULL);
  for (guint i = 0; i < report->turns->len; i++)
    g_assert_false (((GgReportTurn *) report->turns->pdata[i])->has_map);
  g_assert_true (gg_report_write_pdf (report, pdf, GG_PAPER_A4, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_IS_REGULAR));
  g_remove (pdf);
  g_rmdir (dir);
}

static guint
casualties (GgReport *report, guint turn_index, int side, GgReportCause cause)
{
  return ((GgReportTurn *) report->turns->pdata[turn_index])->casualties[side][cause];
}

/* The d6 rules' entries as their play calls write them (gg-d6-play-melee.c, gg-d6-play-fire.c):
 * a melee's casualties are each side's own losses, the attacker's first; a fire's figures
 * removed fall on its target. */
static void
test_d6_casualties (void)
{
  g_autoptr (GgGame) game = played_game (7);
  g_autoptr (GgReport) before = gg_report_new (game, NULL, NULL);
  g_autoptr (GgReport) after = NULL;
  GgLogText *melee = gg_log_text_new ();
  GgLogText *fire = gg_log_text_new ();

  gg_log_text_add_message (melee, "Melee, %s against %s", "B3", "A5");
  gg_log_text_add (melee, "\n");
  gg_log_text_add_message (melee, "Scores %d and %d; casualties %d and %d\n", 5, 3, 1, 2);
  gg_log_append_text (game->state->log, 1800000000, GG_LOG_ROLL, 2, NULL, 0, 0, melee);
  gg_log_text_add_message (fire, "Fire, %s at %s", "A2", "B4");
  gg_log_text_add (fire, "\n");
  gg_log_text_add_plural (fire, "%d hit", "%d hits", 4, 4);
  gg_log_text_add_plural (fire, ": %d figure removed", ": %d figures removed", 3, 3);
  gg_log_append_text (game->state->log, 1800000000, GG_LOG_ROLL, 2, NULL, 0, 0, fire);
  after = gg_report_new (game, NULL, NULL);
  /* the attacker B3 lost 1, the defender A5 lost 2 */
  g_assert_cmpuint (casualties (after, 1, 1, GG_REPORT_MELEE), ==,
                    casualties (before, 1, 1, GG_REPORT_MELEE) + 1);
  g_assert_cmpuint (casualties (after, 1, 0, GG_REPORT_MELEE), ==,
                    casualties (before, 1, 0, GG_REPORT_MELEE) + 2);
  g_assert_cmpuint (casualties (after, 1, 1, GG_REPORT_FIRE), ==,
                    casualties (before, 1, 1, GG_REPORT_FIRE) + 3);
  g_assert_cmpuint (casualties (after, 1, 0, GG_REPORT_FIRE), ==,
                    casualties (before, 1, 0, GG_REPORT_FIRE));
}

/* pdfimages -list's rows: the page of each image in @pdf. */
static GArray *
image_pages (const char *pdf)
{
  const char *argv[] = { "pdfimages", "-list", pdf, NULL };
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GArray *pages = g_array_new (FALSE, FALSE, sizeof (int));
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
                               NULL, &status, &error));
  g_assert_no_error (error);
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 2; lines[i] != NULL; i++) /* after the header and its rule */
    {
      int page = atoi (lines[i]);

      if (page > 0)
        g_array_append_val (pages, page);
    }
  return pages;
}

/* A photo of the real table said to show turn 2 is drawn beside turn 2's map, and only there. */
static void
test_photo (void)
{
  g_autoptr (GgGame) game = played_game (5);
  g_autofree char *dir = g_dir_make_tmp ("gg-report-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "turn-2.png", NULL);
  g_autofree char *pdf = g_build_filename (dir, "r.pdf", NULL);
  g_autoptr (GgReport) report = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) pages = NULL;
  const double corners[8] = { 0, 30, 40, 30, 40, 0, 0, 0 };
  cairo_surface_t *photo = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 40, 30);
  cairo_t *cr = cairo_create (photo);
  GgBackgroundPhoto *p;

  /* a photo of something: a square on a field */
  cairo_set_source_rgb (cr, 0.3, 0.6, 0.2);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.8, 0.1, 0.1);
  cairo_rectangle (cr, 10, 10, 8, 6);
  cairo_fill (cr);
  cairo_destroy (cr);

  g_assert_cmpint (cairo_surface_write_to_png (photo, png), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (photo);
  p = gg_background_photo_new (png, corners);
  p->turn = 2;
  p->id = gg_background_photo_fresh_id (game);
  g_ptr_array_add (game->photos, p);
  report = gg_report_new (game, NULL, NULL);
  g_assert_true (gg_report_write_pdf (report, pdf, GG_PAPER_A4, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  pages = image_pages (pdf);
  /* title page 1, turn 1 page 2, turn 2 page 3 */
  g_assert_cmpuint (pages->len, ==, 1);
  g_assert_cmpint (g_array_index (pages, int, 0), ==, 3);
  g_remove (pdf);
  g_remove (png);
  g_rmdir (dir);
}

/* A bookmark on a log entry is kept in the game file and read back; a file without one reads
 * none. */
static void
test_bookmark_round_trip (void)
{
  g_autoptr (GgGame) game = played_game (9);
  g_autoptr (GgGame) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (gg_log_set_bookmark (game->state->log, 2, ""));
  g_assert_true (gg_log_set_bookmark (game->state->log, 3, "the volley"));
  g_assert_false (gg_log_set_bookmark (game->state->log, 999, ""));
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  again = gg_game_load_data (text, strlen (text), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_null (gg_log_get_entry (again->state->log, 0)->bookmark);
  g_assert_cmpstr (gg_log_get_entry (again->state->log, 1)->bookmark, ==, "");
  g_assert_cmpstr (gg_log_get_entry (again->state->log, 2)->bookmark, ==, "the volley");
  g_assert_cmpint (gg_log_find_turn (again->state->log, 2), >, 0);
  g_assert_cmpint (gg_log_find_turn (again->state->log, 99), ==, -1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/report/luck/brute-force", test_luck_brute_force);
  g_test_add_func ("/report/game/luck", test_game_luck);
  g_test_add_func ("/report/game/turns", test_game_turns);
  g_test_add_func ("/report/cli/json", test_cli_json);
  g_test_add_func ("/report/cli/bad-input", test_cli_bad_input);
  g_test_add_func ("/report/no-replay", test_no_replay);
  g_test_add_func ("/report/bookmark/round-trip", test_bookmark_round_trip);
  g_test_add_func ("/report/photo", test_photo);
  g_test_add_func ("/report/d6/casualties", test_d6_casualties);
  return g_test_run ();
}
