/* bench-report: the battle report of a 10-turn La Bella Gigogin game on a 2,000-figure table
 * (100 squads of twenty; each turn every squad steps forward and twenty squads fire, through the
 * play calls, the replay recording the table at each entry as the document does): the report's
 * model, its PDF (a page per turn, the title page, the dice) and its web folder, against drawing
 * the table once on a page of the same PDF surface in the same run. Prints one JSON line.
 *
 *   ninja -C _build bench/bench-report && ./_build/bench/bench-report [SEED]
 *
 * Instruction counts (load-free): valgrind --tool=callgrind ./_build/bench/bench-report, then
 * callgrind_annotate --inclusive=yes on gg_report_new, gg_report_write_pdf and table_once. */
#include <cairo-pdf.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "gg-bg-play.h"
#include "gg-bg-table.h"
#include "gg-replay.h"
#include "gg-report-draw.h"

#define N_SQUADS 100 /* of twenty figures: 2,000 (tokens number 50 squads a side) */
#define N_MEN    20
#define N_TURNS  10
#define N_FIRES  20 /* squads firing each turn */

static void
add_squad (GgGame *game, GRand *r, int n)
{
  char side = n % 2 ? 'B' : 'A';
  int squad = n / 2 + 1;
  double x = g_rand_double_range (r, 50, 1750);
  double y = side == 'A' ? g_rand_double_range (r, 50, 500) : g_rand_double_range (r, 700, 1150);

  for (int k = 0; k < N_MEN; k++)
    {
      g_autofree char *id = g_strdup_printf ("%c-%d-%d", side, squad, k);
      GgFigure *f = gg_figure_new (id);

      f->base = (GgBase){
        { x + 16 * (k % 10 - 5), y + 22 * (k / 10) }, side == 'A' ? 0 : 180, GG_BASE_RECT, 15, 20, 0
      };
      f->side = side;
      f->squad = squad;
      f->role = k == 0 ? g_strdup_printf ("L%d", squad) : g_strdup_printf ("%d", squad);
      gg_game_add_figure (game, f);
    }
}

static GgGame *
table (guint32 seed)
{
  static const char head[] = "format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                             "scale: 20\ntable: { width: 180, depth: 120 }\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) r = g_rand_new_with_seed (seed);
  GgGame *game = gg_game_load_data (head, sizeof head - 1, "bench.yaml", &error);

  g_assert_no_error (error);
  for (int n = 0; n < N_SQUADS; n++)
    add_squad (game, r, n);
  if (!gg_bg_play_begin (game, seed, GG_CHIT_MODE_TOKENS, &error))
    g_error ("%s", error->message);
  game->replay = gg_replay_new ();
  game->state->clock = 1800000000;
  return game;
}

static void
record (GgGame *game)
{
  gg_replay_record (game->replay, game, gg_log_get_n_entries (game->state->log));
}

static void
fire (GgGame *game, GgBgRules *rules, int squad)
{
  GgChit a = { 'A', squad }, b = { 'B', squad };
  GgBgFirer firers[10];
  GgBgFireTarget target = { GG_BG_COVER_NONE, TRUE };
  GgBgFire out = { 0 };
  char ids[10][32];

  for (int k = 0; k < 10; k++)
    {
      g_snprintf (ids[k], sizeof ids[k], "A-%d-%d", squad, k);
      firers[k] = (GgBgFirer){ ids[k], GG_BG_WEAPON_RIFLE, 300, TRUE, TRUE, 1, FALSE };
    }
  gg_bg_play_fire (game, rules, &a, &b, GG_BG_ARM_INFANTRY, firers, 10, &target, &out);
  gg_bg_fire_clear (&out);
  record (game);
}

static void
play (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, &error);

  g_assert_no_error (error);
  for (int turn = 0; turn < N_TURNS; turn++)
    {
      for (guint i = 0; i < game->figures->len; i++)
        {
          GgFigure *f = game->figures->pdata[i];

          f->base.centre.y += f->side == 'A' ? 10 : -10;
        }
      for (int k = 0; k < N_FIRES; k++)
        fire (game, rules, 1 + (turn * N_FIRES + k) % (N_SQUADS / 2));
      gg_bg_play_new_turn (game);
    }
}

static cairo_status_t
discard (void *closure, const unsigned char *data, unsigned int length)
{
  return CAIRO_STATUS_SUCCESS;
}

/* The reference: the table drawn once (the last turn's map) on an A4 page of a PDF surface. */
static __attribute__ ((noinline)) void
table_once (GgReport *report)
{
  double w, h;
  cairo_surface_t *s;
  cairo_t *cr;

  gg_paper_get_size (GG_PAPER_A4, &w, &h);
  s = cairo_pdf_surface_create_for_stream (discard, NULL, w, h);
  cr = cairo_create (s);
  gg_report_draw_map (report, cr, report->turns->len - 1, w, h, NULL, NULL);
  cairo_show_page (cr);
  cairo_destroy (cr);
  cairo_surface_finish (s);
  cairo_surface_destroy (s);
}

static double
seconds_since (gint64 t0)
{
  return (g_get_monotonic_time () - t0) / 1e6;
}

static void
remove_folder (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  guint32 seed = argc > 1 ? (guint32) g_ascii_strtoull (argv[1], NULL, 10) : 30;
  g_autoptr (GgGame) game = table (seed);
  g_autoptr (GgReport) report = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gg-bench-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autofree char *web = g_build_filename (dir, "web", NULL);
  double model_s, pdf_s, web_s, once_s, total_s;
  gint64 t0;
  guint pages;

  play (game);
  t0 = g_get_monotonic_time ();
  report = gg_report_new (game, NULL, &error);
  g_assert_no_error (error);
  model_s = seconds_since (t0);
  t0 = g_get_monotonic_time ();
  g_assert_true (gg_report_write_pdf (report, pdf, GG_PAPER_A4, "en", NULL, NULL, &error));
  pdf_s = seconds_since (t0);
  t0 = g_get_monotonic_time ();
  g_assert_true (gg_report_write_folder (report, web, "en", NULL, NULL, &error));
  web_s = seconds_since (t0);
  t0 = g_get_monotonic_time ();
  table_once (report);
  once_s = seconds_since (t0);
  total_s = model_s + pdf_s + web_s;
  pages = gg_report_get_n_pages (report, 595, 842);
  printf ("{\"figures\":%u,\"turns\":%u,\"log_entries\":%u,\"rolls\":%u,\"pages\":%u,"
          "\"model_s\":%.3f,\"pdf_s\":%.3f,\"folder_s\":%.3f,\"table_once_s\":%.4f,"
          "\"pdf_pages_vs_table_once\":%.1f,\"per_page_vs_table_once\":%.2f,\"total_s\":%.3f}\n",
          game->figures->len, report->turns->len, gg_log_get_n_entries (game->state->log),
          report->rolls->len, pages, model_s, pdf_s, web_s, once_s, pdf_s / once_s,
          pdf_s / once_s / pages, total_s);
  g_remove (pdf);
  remove_folder (web);
  g_rmdir (dir);
  return total_s <= 10 ? 0 : 1;
}
