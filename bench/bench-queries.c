/* bench-queries: the referee's queries on a 100,000-figure table. Generates (deterministically)
 * a La Bella Gigogin game of 10,000 squads of ten with guns, and a d6 game of 4,000 units with
 * their brigade generals, loads each through the core and times `command`, `shell`,
 * `canister`, `roundshot` and a measure (line of sight) through the same calls gigogin-cli
 * makes (gg-query.h). With a folder argument it leaves the two game files there, for timing
 * gigogin-cli itself. Prints one JSON line. */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <time.h>

#include "gg-query.h"

#define BG_SQUADS 10000 /* 100,000 figures and 200 guns */
#define D6_UNITS  4350  /* 100,398 figures: 174 brigades of 24 battalions and their generals */

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* One line a figure, as short as the format allows (a file is at most 8 MiB). */
static void
figure (GString *s, const char *id, double x, double y, char side, int squad, const char *role,
        const char *base)
{
  g_string_append_printf (s, "- {id: %s, x: %.1f, y: %.1f, base: %s, side: %c, squad: %d%s%s}\n",
                          id, x, y, base, side, squad, role ? ", role: " : "", role ? role : "");
}

/* 100 squads a row, five rows a side (2 cm apart in the squad, squads 12 cm apart), the B side
 * facing the A side; guns in front of each side. */
static char *
make_bg (void)
{
  GString *s = g_string_new ("format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                             "scale: 20\ntable: { width: 6000, depth: 2000 }\nfigures:\n");

  for (int n = 0; n < BG_SQUADS; n++)
    {
      char side = n % 2 ? 'B' : 'A';
      int q = n / 2 + 1, col = (q - 1) % 500, row = (q - 1) / 500;
      double x = 10 + col * 12, y = side == 'A' ? 990 - row * 10 : 1010 + row * 10;

      for (int k = 0; k < 10; k++)
        {
          g_autofree char *id = g_strdup_printf ("%c%d.%d", side, q, k);
          g_autofree char *role = k ? NULL : g_strdup_printf ("L%d", q);

          figure (s, id, x + (k % 5) * 2 + (k == 7 && q % 9 == 0 ? 20 : 0), y + (k / 5) * 2.5, side,
                  q, role, n == 0 && k == 0 ? "&b {front: 15, depth: 20}" : "*b");
        }
    }
  for (int g = 0; g < 200; g++)
    {
      g_autofree char *id = g_strdup_printf ("G%d", g);

      figure (s, id, 15 + g * 30, g % 2 ? 1080 : 920, g % 2 ? 'B' : 'A', 0, "G1",
              g == 0 ? "&g {front: 40, depth: 40}" : "*g");
    }
  return g_string_free (s, FALSE);
}

/* Units of 24 in blocks of six abreast, 160 brigades of 24 battalions and a general each. */
static char *
make_d6 (void)
{
  GString *s = g_string_new ("format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\n"
                             "table: { width: 3000, depth: 400 }\nfigures:\n");
  GString *units = g_string_new ("d6:\n  turn: 1\n  first: A\n  active: A\n  phase: move\n"
                                 "  step: 1\n  units:\n");

  for (int n = 1; n <= D6_UNITS; n++)
    {
      char side = n % 2 ? 'A' : 'B';
      int brigade = (n - 1) / 25;
      gboolean general = (n - 1) % 25 == 24;
      double x = 2 + ((n - 1) / 2 % 400) * 7,
             y = side == 'A' ? 150 - (n - 1) / 800 * 5.0 : 250 + (n - 1) / 800 * 5.0;

      for (int k = 0; k < (general ? 1 : 24); k++)
        {
          g_autofree char *id = g_strdup_printf ("%c%d.%d", side, n, k);
          g_autofree char *role = k ? NULL : g_strdup_printf ("L%d", n);

          figure (s, id, x + (general ? 30 : 0) + (k % 6) * 0.6, y + (k / 6) * 0.6, side, n, role,
                  n == 1 && k == 0 ? "&b {front: 15, depth: 15}" : "*b");
        }
      g_string_append_printf (units,
                              "  - {id: %c%d, side: %c, type: %s, class: trained, nationality: "
                              "other, brigade: B%d, %sstrength: %d}\n",
                              side, n, side, general ? "command" : "line-infantry", brigade,
                              general ? "level: brigade, " : "formation: line, ", general ? 1 : 24);
    }
  g_string_append (s, units->str);
  g_string_append (s, "  options: {}\n");
  g_string_free (units, TRUE);
  return g_string_free (s, FALSE);
}

static char *
write_game (const char *dir, const char *name, const char *text)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  if (!g_file_set_contents (path, text, -1, &error))
    g_error ("%s", error->message);
  return path;
}

static GgGame *
load (const char *path, double *ms)
{
  g_autoptr (GError) error = NULL;
  double t0 = now_ms ();
  GgGame *game = gg_game_load_file (path, &error);

  *ms = now_ms () - t0;
  if (game == NULL)
    g_error ("the generated game does not load: %s", error->message);
  return game;
}

/* Times one query; its answer must be an object (a failed query is an error of the bench). */
static double
timed (JsonNode *(*query) (GgGame *, gpointer), GgGame *game, gpointer data)
{
  double t0 = now_ms ();
  g_autoptr (JsonNode) answer = query (game, data);

  if (answer == NULL)
    g_error ("a query failed");
  return now_ms () - t0;
}

static JsonNode *
q_command (GgGame *game, gpointer data)
{
  return gg_query_command (game, NULL);
}

/* La Bella Gigogin's `command` as gigogin-cli answers it: the one writer's text (gg-bg-chain.h);
 * the tree of gg_query_command is that text parsed, timed apart (bg_command_tree_ms). */
static double
timed_command_text (GgGame *game)
{
  double t0 = now_ms ();
  g_autofree char *answer = gg_query_command_text (game);

  if (answer == NULL)
    g_error ("a query failed");
  return now_ms () - t0;
}

static JsonNode *
q_shell (GgGame *game, gpointer data)
{
  return gg_query_shell (game, data, 500, NULL);
}

static JsonNode *
q_canister (GgGame *game, gpointer data)
{
  return gg_query_canister (game, data, 600, 15, NULL);
}

static JsonNode *
q_roundshot (GgGame *game, gpointer data)
{
  return gg_query_roundshot (game, data, 6000, NULL);
}

static JsonNode *
q_measure (GgGame *game, gpointer data)
{
  return gg_query_measure (game, ((const char **) data)[0], ((const char **) data)[1], NAN,
                           GG_LOS_AUTO, NULL);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = argc > 1 ? g_strdup (argv[1]) : g_dir_make_tmp ("bench-q-XXXXXX", NULL);
  g_autofree char *bg_text = make_bg (), *d6_text = make_d6 ();
  g_autofree char *bg_path = write_game (dir, "bg-100k.yaml", bg_text);
  g_autofree char *d6_path = write_game (dir, "d6-100k.yaml", d6_text);
  double bg_load, d6_load, at[2] = { 3000, 1000 };
  g_autoptr (GgGame) bg = load (bg_path, &bg_load);
  g_autoptr (GgGame) d6 = load (d6_path, &d6_load);
  const char *bg_pair[] = { "A1.0", "B1.0" }, *d6_pair[] = { "A1.0", "B2.0" };

  printf ("{\"bg_figures\":%u,\"bg_bytes\":%zu,\"bg_load_ms\":%.0f,\"bg_command_ms\":%.0f,"
          "\"bg_command_tree_ms\":%.0f,\"shell_ms\":%.1f,\"canister_ms\":%.1f,\"roundshot_ms\":%."
          "1f,\"bg_measure_ms\":%.1f,",
          bg->figures->len, strlen (bg_text), bg_load, timed_command_text (bg),
          timed (q_command, bg, NULL), timed (q_shell, bg, at), timed (q_canister, bg, "G0"),
          timed (q_roundshot, bg, "G0"), timed (q_measure, bg, bg_pair));
  printf ("\"d6_figures\":%u,\"d6_bytes\":%zu,\"d6_load_ms\":%.0f,\"d6_command_ms\":%.0f,"
          "\"d6_measure_ms\":%.1f}\n",
          d6->figures->len, strlen (d6_text), d6_load, timed (q_command, d6, NULL),
          timed (q_measure, d6, d6_pair));
  if (argc < 2)
    {
      g_unlink (bg_path);
      g_unlink (d6_path);
      g_rmdir (dir);
    }
  return 0;
}
