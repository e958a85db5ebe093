/* test-report-scenarios.c: the battle report of each shipped scenario after a scripted game
 * (two turns through the rule set's play calls, the replay recording the table as the document
 * does), in Italian and in English: the PDF opened with poppler (pdfinfo, pdftotext) holds every
 * page, map, chart and table; the folder's index.html names every image it holds, and no script
 * nor outside link. A game with no replay positions still gets its report and says which maps
 * it could not draw. */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "bg-scene.h"
#include "gg-d6-play.h"
#include "gg-i18n.h"
#include "gg-d6-rules.h"
#include "gg-d6-state.h"
#include "gg-replay.h"
#include "gg-report-draw.h"

#define LOCALEDIR_UNUSED "/nonexistent"

static void
record (GgGame *game)
{
  gg_replay_record (game->replay, game, gg_log_get_n_entries (game->state->log));
}

/* The first figure of @side's squad 1, moved 3 cm toward the enemy. */
static void
step_forward (GgGame *game, char side)
{
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = game->figures->pdata[i];

      if (f->side == side)
        {
          f->base.centre.y += side == 'A' ? 30 : -30;
          return;
        }
    }
}

static GgBgFirer *
firers_of (GgGame *game, char side, guint *n)
{
  GgBgFirer *out = g_new0 (GgBgFirer, 4);

  *n = 0;
  for (guint i = 0; i < game->figures->len && *n < 4; i++)
    {
      GgFigure *f = game->figures->pdata[i];

      if (f->side == side && f->squad == 1)
        out[(*n)++] = (GgBgFirer){ f->id, GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE };
    }
  return out;
}

/* La Bella Gigogin: each turn the chits drawn, a morale test and a volley each side. */
static void
script_bg (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (game->scale, &error);
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 }, pair[2];
  guint na, nb;
  g_autofree GgBgFirer *fa = firers_of (game, 'A', &na);
  g_autofree GgBgFirer *fb = firers_of (game, 'B', &nb);
  GgBgFireTarget target = { GG_BG_COVER_NONE, TRUE };

  g_assert_no_error (error);
  g_assert_true (gg_bg_play_begin (game, 1859, GG_CHIT_MODE_TOKENS, &error));
  g_assert_no_error (error);
  for (int turn = 0; turn < 2; turn++)
    {
      GgBgFire x = { 0 }, y = { 0 };
      GgBgMoraleInput in;
      GgBgMorale morale = { 0 };

      while (gg_bg_play_draw (game, rules, pair) > 0)
        record (game);
      step_forward (game, 'A');
      gg_bg_play_fire (game, rules, &a1, &b1, GG_BG_ARM_INFANTRY, fa, na, &target, &x);
      record (game);
      gg_bg_play_fire (game, rules, &b1, &a1, GG_BG_ARM_INFANTRY, fb, nb, &target, &y);
      record (game);
      gg_bg_play_morale_input (game, rules, 'B', 1, FALSE, &in);
      gg_bg_play_morale (game, rules, 'B', 1, &in, &morale, NULL);
      record (game);
      gg_bg_fire_clear (&x);
      gg_bg_fire_clear (&y);
      gg_bg_morale_clear (&morale);
      gg_bg_play_new_turn (game);
    }
}

/* The d6 rules (and the board games' activation schemes on their table): each turn who moves
 * first, a TEST of a unit of each side, a fire, then on to the turn's end. */
static void
script_d6 (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Rules) rules = gg_game_d6_rules (game, &error);
  GgD6Play *play;

  g_assert_no_error (error);
  play = gg_d6_play_new (game, rules, 1859, &error);
  g_assert_no_error (error);
  for (int turn = 0; turn < 2; turn++)
    {
      GgD6CasualtyEffect effect;

      gg_d6_play_first_player (play, &error);
      g_clear_error (&error);
      record (game);
      step_forward (game, 'A');
      gg_d6_test_free (gg_d6_play_test (play, "A1", "casualties", NULL, 0, NULL, &error));
      g_clear_error (&error);
      record (game);
      gg_d6_test_free (gg_d6_play_test (play, "B1", "casualties", NULL, 0, NULL, &error));
      g_clear_error (&error);
      record (game);
      gg_d6_fire_free (
        gg_d6_play_fire (play, "A1", "B1", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, NULL, &error));
      g_clear_error (&error);
      record (game);
      gg_d6_play_to_turn_end (play);
      gg_d6_play_advance (play);
      record (game);
    }
  gg_d6_play_free (play);
}

static GgGame *
played (const char *name)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);
  g_autoptr (GError) error = NULL;
  GgGame *game = gg_game_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_true (gg_game_load_rules (game, &error));
  g_assert_no_error (error);
  game->replay = gg_replay_new ();
  if (game->ruleset == GG_RULESET_D6)
    script_d6 (game);
  else
    script_bg (game);
  return game;
}

static char *
run_out (const char *const *argv)
{
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static void
expect (const char *text, const char *what)
{
  if (strstr (text, what) == NULL)
    g_error ("the report lacks “%s”", what);
}

/* Words of the report in @lang, as gettext gives them (the test runs in C). */
typedef struct
{
  const char *forces, *charts, *casualties, *key_events, *dice, *luck, *turn, *no_map;
} Words;

static const Words en = { "Forces",
                          "Figures in action",
                          "Casualties suffered",
                          "Key events",
                          "The dice",
                          "Luck through the game",
                          "Turn",
                          "No map for this turn" };
static const Words it = { "Forze",  "Figure in azione",     "Perdite subite", "Eventi salienti",
                          "I dadi", "La fortuna nel corso", "Turno",          "Nessuna mappa" };

/* The PDF: one page for the title, forces and charts, one per turn, one for the dice; each
 * turn's page its map with the squads named (or the reason there is none), its events. */
static void
check_pdf (GgReport *report, const char *pdf, const Words *w)
{
  const char *info_argv[] = { "pdfinfo", pdf, NULL };
  const char *text_argv[] = { "pdftotext", "-layout", pdf, "-", NULL };
  g_autofree char *info = run_out (info_argv);
  g_autofree char *text = run_out (text_argv);
  g_autofree char *pages = g_strdup_printf ("Pages:           %u", report->turns->len + 2);
  g_auto (GStrv) by_page = g_strsplit (text, "\f", -1);
  g_autofree char *title = NULL;

  expect (info, pages);
  /* the title's first words (a long one wraps) */
  title = g_strndup (report->title, MIN (strlen (report->title), 16));
  expect (by_page[0], title);
  expect (by_page[0], w->forces);
  expect (by_page[0], w->charts);
  expect (by_page[0], w->casualties);
  for (guint i = 0; i < report->turns->len; i++)
    {
      GgReportTurn *t = report->turns->pdata[i];
      g_autofree char *heading = g_strdup_printf ("%s %u", w->turn, t->turn);
      const char *page = by_page[i + 1];

      expect (page, heading);
      expect (page, w->key_events);
      if (t->has_map)
        expect (page, "A1"); /* the map's squad names are text */
      else
        expect (page, w->no_map);
    }
  expect (by_page[report->turns->len + 1], w->dice);
  expect (by_page[report->turns->len + 1], w->luck);
}

/* The folder: index.html naming each map it drew and the three charts, each file there; no
 * script, no outside link. */
static void
check_folder (GgReport *report, const char *dir)
{
  g_autofree char *index = g_build_filename (dir, "index.html", NULL);
  g_autofree char *html = NULL;
  const char *charts[] = { "chart-in-action.png", "chart-casualties.png", "chart-luck.png" };

  g_assert_true (g_file_get_contents (index, &html, NULL, NULL));
  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "http:"));
  g_assert_null (strstr (html, "https:"));
  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    {
      g_autofree char *img = g_strdup_printf ("src=\"%s\"", charts[i]);
      g_autofree char *file = g_build_filename (dir, charts[i], NULL);

      expect (html, img);
      g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR));
    }
  for (guint i = 0; i < report->turns->len; i++)
    {
      GgReportTurn *t = report->turns->pdata[i];
      g_autofree char *name = g_strdup_printf ("turn-%u.png", t->turn);
      g_autofree char *img = g_strdup_printf ("src=\"%s\"", name);
      g_autofree char *file = g_build_filename (dir, name, NULL);

      g_assert_true ((strstr (html, img) != NULL) == t->has_map);
      g_assert_true (g_file_test (file, G_FILE_TEST_IS_REGULAR) == t->has_map);
    }
}

static void
remove_tree (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_tree (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

/* With GG_REPORT_KEEP set, the PDF is copied there to be looked at. */
static void
keep (const char *pdf, const char *title, const char *lang)
{
  const char *folder = g_getenv ("GG_REPORT_KEEP");
  g_autofree char *name = NULL, *to = NULL, *data = NULL;
  gsize len;

  if (folder == NULL || !g_file_get_contents (pdf, &data, &len, NULL))
    return;
  name = g_strdup_printf ("%.12s-%s.pdf", title, lang);
  g_strdelimit (name, " /:,", '_');
  to = g_build_filename (folder, name, NULL);
  g_file_set_contents (to, data, len, NULL);
}

static void
check_report (GgGame *game, const char *lang, const Words *w)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgReport) report = gg_report_new_in (game, NULL, lang, &error);
  g_autofree char *dir = g_dir_make_tmp ("gg-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autofree char *web = g_build_filename (dir, "web", NULL);

  g_assert_no_error (error);
  g_assert_cmpuint (report->turns->len, >=, 2);
  if (g_getenv ("GG_REPORT_KEEP") != NULL)
    {
      g_autofree char *json = gg_report_to_json (report);
      g_autofree char *to = g_build_filename (g_getenv ("GG_REPORT_KEEP"), "last.json", NULL);

      g_autofree char *log = gg_log_to_text (game->state->log, game->state->dice);
      g_autofree char *log_to = g_build_filename (g_getenv ("GG_REPORT_KEEP"), "last.log", NULL);

      g_file_set_contents (to, json, -1, NULL);
      g_file_set_contents (log_to, log, -1, NULL);
    }
  for (int side = 0; side < 2; side++)
    g_assert_cmpuint (report->luck[side].rolls->len, >, 0);
  g_assert_true (gg_report_write_pdf (report, pdf, GG_PAPER_A4, lang, NULL, NULL, &error));
  g_assert_no_error (error);
  check_pdf (report, pdf, w);
  g_assert_true (gg_report_write_folder (report, web, lang, NULL, NULL, &error));
  g_assert_no_error (error);
  check_folder (report, web);
  keep (pdf, report->title, lang);
  remove_tree (dir);
}

static void
test_scenario (gconstpointer data)
{
  g_autoptr (GgGame) game = played (data);

  check_report (game, "en", &en);
  check_report (game, "it", &it);
  /* the same game saved before replays were kept: no map, and the pages say so */
  g_clear_pointer (&game->replay, gg_replay_free);
  check_report (game, "en", &en);
}

int
main (int argc, char *argv[])
{
  static const char *const scenarios[] = {
    "demo.yaml",    "varese-1859.yaml",    "calatafimi-1860.yaml",
    "demo-d6.yaml", "solferino-1859.yaml", "volturno-1860.yaml"
  };

  g_test_init (&argc, &argv, NULL);
  /* the build tree's catalogue ($GIGOGIN_LOCALEDIR), for the Italian report */
  gg_i18n_init (LOCALEDIR_UNUSED, NULL);
  g_assert_true (gg_print_lang_available ("it"));
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *path = g_strdup_printf ("/report/scenario/%s", scenarios[i]);

      g_test_add_data_func (path, scenarios[i], test_scenario);
    }
  return g_test_run ();
}
