/* bench-battle: what a player feels on a big table. A generated 5,000-figure d6 battle and a
 * 2,000-figure La Bella Gigogin table are written to game files, opened in the real window
 * (GgWindow, its table view and canvas) under a real display (Xvfb), with terrain and the
 * command, arc, line-of-sight, canister and ruler overlays on; one squad is then dragged along a
 * 300-step path through the canvas's own drag signals (the code a pointer drag runs: snapping,
 * the move preview, the allowance readout, the overlays and the side panel), and each step's
 * work is timed: the drag handler, then the frame it causes, from the frame clock's
 * before-paint to its after-paint (layout, snapshot and render). The same window and drag on a
 * table holding only the dragged squad is the floor the toolkit sets. Loading the game file
 * through the core is compared with libyaml's bare event parse of the same bytes.
 * Prints one JSON line. */
#include "gg-config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <time.h>
#include <yaml.h>

#include "gg-application.h"
#include "gg-canvas.h"
#include "gg-command.h"
#include "gg-d6-board.h"
#include "gg-d6-state.h"
#include "gg-edit.h"
#include "gg-table-rules.h"
#include "gg-geometry.h"
#include "gg-i18n.h"
#include "gg-spatial.h"
#include "gg-window.h"

#define N_STEPS    300
#define N_LOADS    7
#define FRAME_GOAL 16.7
#define D6_FIGURES 5000
#define BG_FIGURES 2000
#define N_TERRAIN  40

typedef struct
{
  const char *name;
  gboolean d6;
  double unit_mm; /* of the file's coordinates */
  GgPoint grab;   /* a figure of the dragged squad behind its leader (away from the facing
                   handle), file units */
  const char *leader;
} Table;

typedef struct
{
  guint figures;
  double drag_p95, drag_median, empty_p95, load_ms, parse_ms;
  /* after one squad's move (medians, µs): the spatial index brought up to date and made anew;
   * the command status (La Bella Gigogin's, or the d6 overlay's with its d6 table) kept and
   * made anew */
  double sync_us, index_us, command_us, command_full_us;
  gboolean d6;
} Result;

static GgApplication *app;

/* Frame clock bookkeeping: the before-paint of the frame being timed. */
static gint64 paint_start;
static double last_paint_ms = -1;

/* The main thread's CPU time in µs: the work of a frame, whatever else the machine runs (the
 * build machine is shared; wall time there measures the other processes). */
static gint64
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Generation (deterministic) */

static void
add_terrain (GString *s, GRand *r, double width, double depth, double scale)
{
  static const char *const areas[] = { "wood", "field", "hill", "building", "orchard" };
  static const char *const lines[] = { "road", "hedge", "wall" };

  g_string_append (s, "terrain:\n");
  for (int i = 0; i < N_TERRAIN; i++)
    {
      gboolean linear = i % 4 == 3;
      double cx = g_rand_double_range (r, 0, width), cy = g_rand_double_range (r, 0, depth);

      g_string_append_printf (s, "  - id: t%02d\n    kind: %s\n    %s: [", i,
                              linear ? lines[i % 3] : areas[i % 5],
                              linear ? "polyline" : "polygon");
      for (int k = 0; k < (linear ? 5 : 8); k++)
        {
          double a = G_PI / 4 * k, radius = g_rand_double_range (r, 3, 7) * scale;
          double x = linear ? cx + (k - 2) * 6 * scale : cx + radius * cos (a);
          double y = linear ? cy + g_rand_double_range (r, -2, 2) * scale : cy + radius * sin (a);

          g_string_append_printf (s, "%s[%.2f, %.2f]", k ? ", " : "", CLAMP (x, 0, width),
                                  CLAMP (y, 0, depth));
        }
      g_string_append (s, "]\n");
      if (g_str_equal (areas[i % 5], "hill") || g_str_equal (areas[i % 5], "building"))
        if (!linear)
          g_string_append (s, "    level: 1\n");
    }
}

static void
add_figure (GString *s, const char *id, double x, double y, double facing, int front, int depth,
            char side, int squad, const char *role)
{
  g_string_append_printf (s,
                          "  - { id: %s, x: %.2f, y: %.2f, facing: %.0f, base: { front: %d, "
                          "depth: %d }, side: %c, squad: %d, role: \"%s\" }\n",
                          id, x, y, facing, front, depth, side, squad, role);
}

/* A block of @n figures, @per_row abreast, its leader first at (x, y). */
static void
add_block (GString *s, char side, int squad, int n, int per_row, double x, double y, double step,
           int front, int depth)
{
  double facing = side == 'A' ? 0 : 180, dir = side == 'A' ? -1 : 1;

  for (int k = 0; k < n; k++)
    {
      g_autofree char *id = g_strdup_printf ("%c%d-%02d", side, squad, k + 1);
      g_autofree char *role = k ? g_strdup_printf ("%d", squad) : g_strdup_printf ("L%d", squad);

      add_figure (s, id, x + (k % per_row) * step, y + dir * (k / per_row) * step, facing, front,
                  depth, side, squad, role);
    }
}

/* d6: per side 104 battalions of 24 (one of 14) in blocks of 6 × 4 (15 mm bases, 0.59" apart)
 * in 13 brigades of eight, each with its general, and a division general: 5,000 figures. */
static char *
make_d6 (gboolean empty, Table *t)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (1859);
  GString *s = g_string_new ("format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\n"
                             "table: { width: 144, depth: 72 }\n"
                             "view: { overlays: [command, arcs, los, canister, rulers] }\n");
  GString *units = g_string_new ("d6:\n  turn: 1\n  first: A\n  active: A\n  phase: move\n"
                                 "  step: 1\n  units:\n");

  if (!empty)
    add_terrain (s, r, 144, 72, 1);
  g_string_append (s, "figures:\n");
  for (int side = 0; side < 2; side++)
    {
      char c = side ? 'B' : 'A';
      int n = 0;

      for (int b = 0; b < 13; b++)
        for (int u = 0; u < 9; u++)
          {
            int squad = ++n;
            gboolean general = u == 8;
            double x = 3 + (b % 13) * 10.8 + (general ? 4 : 0);
            double y = side ? 44 + u * 3.0 : 28 - u * 3.0;

            if (empty && !(side == 0 && b == 6 && u == 0))
              continue;
            /* the last battalion a side is 14 strong: 5,000 figures exactly */
            int strength = general ? 1 : b == 12 && u == 7 ? 14 : 24;

            if (general)
              add_block (s, c, squad, 1, 1, x, side ? 68 : 4, 1, 25, 25);
            else
              add_block (s, c, squad, strength, 6, x, y, 0.59, 15, 15);
            g_string_append_printf (
              units,
              "    - { id: %c%d, side: %c, name: \"%c %d\", type: %s, class: trained, "
              "nationality: %s, %sbrigade: Br%c%d, %sstrength: %d }\n",
              c, squad, c, c, squad, general ? "command" : "line-infantry",
              side ? "other" : "french", general ? "" : "formation: line, ", c, b,
              general ? "level: brigade, " : "", strength);
          }
      if (!empty)
        {
          add_block (s, c, ++n, 1, 1, 72, side ? 70 : 2, 1, 25, 25);
          g_string_append_printf (units,
                                  "    - { id: %c%d, side: %c, name: \"%c %d\", type: command, "
                                  "class: trained, nationality: %s, level: division, "
                                  "strength: 1 }\n",
                                  c, n, c, c, n, side ? "other" : "french");
        }
    }
  g_string_append (s, units->str);
  g_string_append (s, "  options: {}\n");
  g_string_free (units, TRUE);
  *t = (Table){ "d6", TRUE, 25.4, { 3 + 6 * 10.8 + 2 * 0.59, 28 - 2 * 0.59 }, "A55-01" };
  return g_string_free (s, FALSE);
}

/* La Bella Gigogin: 100 squads of ten a side (20 mm, 15 × 20 mm bases, 2.5 cm apart) on a
 * 240 × 120 cm table: 2,000 figures. */
static char *
make_bg (gboolean empty, Table *t)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (1860);
  GString *s = g_string_new ("format: gigogin-game/1\nruleset: bella-gigogin\nunits: cm\n"
                             "scale: 20\ntable: { width: 240, depth: 120 }\n"
                             "view: { overlays: [command, arcs, los, canister, rulers] }\n");

  if (!empty)
    add_terrain (s, r, 240, 120, 2.5);
  g_string_append (s, "figures:\n");
  for (int side = 0; side < 2; side++)
    for (int q = 0; q < 100; q++)
      {
        char c = side ? 'B' : 'A';
        double x = 4 + (q % 20) * 11.8, y = side ? 70 + (q / 20) * 10 : 50 - (q / 20) * 10;

        if (empty && !(side == 0 && q == 10))
          continue;
        add_block (s, c, q + 1, 10, 4, x, y, 2.5, 15, 20);
      }
  *t = (Table){ "bg", FALSE, 10, { 4 + 10 * 11.8 + 2.5, 50 - 2.5 }, "A11-01" };
  return g_string_free (s, FALSE);
}

/* Loading */

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *v, double p)
{
  g_array_sort (v, compare_doubles);
  return g_array_index (v, double, MIN (v->len - 1, (guint) ceil (p * v->len) - 1));
}

static double
bare_parse (const char *text, gsize length)
{
  yaml_parser_t parser;
  yaml_event_t event;
  gint64 t0 = cpu_us ();
  gboolean done = FALSE;

  yaml_parser_initialize (&parser);
  yaml_parser_set_input_string (&parser, (const unsigned char *) text, length);
  while (!done)
    {
      if (!yaml_parser_parse (&parser, &event))
        g_error ("libyaml refused the generated game");
      done = event.type == YAML_STREAM_END_EVENT;
      yaml_event_delete (&event);
    }
  yaml_parser_delete (&parser);
  return (cpu_us () - t0) / 1000.0;
}

static double
core_load (const char *path, guint *figures)
{
  g_autoptr (GError) error = NULL;
  gint64 t0 = cpu_us ();
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  double ms = (cpu_us () - t0) / 1000.0;

  if (game == NULL)
    g_error ("the generated game does not load: %s", error->message);
  *figures = game->figures->len;
  return ms;
}

static void
time_loading (const char *path, const char *text, Result *res)
{
  g_autoptr (GArray) loads = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) parses = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < N_LOADS; i++)
    {
      double p = bare_parse (text, strlen (text)), l = core_load (path, &res->figures);

      g_array_append_val (parses, p);
      g_array_append_val (loads, l);
    }
  res->load_ms = percentile (loads, 0.5);
  res->parse_ms = percentile (parses, 0.5);
}

/* What a move recomputes: the core's part of a drag step, without the window */

static void
move_squad (GgGame *game, const GgFigure *leader, GgPoint step)
{
  g_autoptr (GgEdit) edit = gg_edit_new ("Move");

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i), *copy;

      if (f->side != leader->side || f->squad != leader->squad)
        continue;
      copy = gg_figure_copy (f);
      copy->base.centre.x += step.x;
      copy->base.centre.y += step.y;
      gg_edit_set (edit, GG_COLLECTION_FIGURES, copy);
    }
  if (!gg_edit_apply (edit, game, NULL))
    g_error ("cannot move the squad");
}

/* Median CPU µs of @n_steps runs, each after a move of the squad. */
static double
time_after_moves (GgGame *game, const Table *t, void (*run) (GgGame *, gpointer), gpointer data)
{
  g_autoptr (GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (int i = 1; i <= N_STEPS; i++)
    {
      GgPoint step = { 5 * cos (i / 25.0), t->grab.y < 40 ? 2 : -2 };
      gint64 t0;
      double us;

      move_squad (game, gg_game_lookup_figure (game, t->leader), step);
      t0 = cpu_us ();
      run (game, data);
      us = cpu_us () - t0;
      g_array_append_val (times, us);
    }
  return percentile (times, 0.5);
}

static void
run_sync (GgGame *game, gpointer index)
{
  gg_spatial_sync (index);
}

static void
run_new_index (GgGame *game, gpointer data)
{
  gg_spatial_free (gg_spatial_new (game));
}

typedef struct
{
  GgCommandCache *cache;
  GgTableRules *rules;
  GgD6CommandCache *d6_cache;
  GgD6Rules *d6;
} CommandRun;

static void
run_command_update (GgGame *game, gpointer data)
{
  CommandRun *c = data;

  g_array_unref (gg_command_cache_update (c->cache, game, c->rules));
}

static void
run_command_full (GgGame *game, gpointer data)
{
  CommandRun *c = data;
  g_autoptr (GgCommandCache) fresh = gg_command_cache_new (); /* every squad measured */

  g_array_unref (gg_command_cache_update (fresh, game, c->rules));
}

/* The d6 overlay's refresh: the d6 table made, then the command status kept or made anew. */
static void
run_d6_command_update (GgGame *game, gpointer data)
{
  CommandRun *c = data;
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, c->d6);

  g_array_unref (gg_d6_command_cache_update (c->d6_cache, table, 18 * 25.4));
}

static void
run_d6_command_full (GgGame *game, gpointer data)
{
  CommandRun *c = data;
  g_autoptr (GgD6Table) table = gg_d6_table_new (game, c->d6);
  g_autoptr (GgD6CommandCache) fresh = gg_d6_command_cache_new (); /* everything worked out */

  g_array_unref (gg_d6_command_cache_update (fresh, table, 18 * 25.4));
}

static void
time_d6_command (GgGame *game, const Table *t, Result *res)
{
  g_autoptr (GgD6Rules) d6 = gg_game_d6_rules (game, NULL);
  g_autoptr (GgD6CommandCache) cache = gg_d6_command_cache_new ();
  CommandRun c = { NULL, NULL, cache, d6 };

  gg_d6_state_apply_options (gg_d6_state_of (game), d6, NULL);
  run_d6_command_update (game, &c);
  res->command_us = time_after_moves (game, t, run_d6_command_update, &c);
  res->command_full_us = time_after_moves (game, t, run_d6_command_full, &c);
}

static void
time_recompute (const char *path, const Table *t, Result *res)
{
  g_autoptr (GgGame) game = gg_game_load_file (path, NULL);
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  g_autoptr (GgCommandCache) cache = gg_command_cache_new ();
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  CommandRun c = { cache, rules };

  res->d6 = t->d6;
  res->sync_us = time_after_moves (game, t, run_sync, index);
  res->index_us = time_after_moves (game, t, run_new_index, NULL);
  if (t->d6)
    return time_d6_command (game, t, res); /* the d6 overlay's own (gg-d6-board.h) */
  g_array_unref (gg_command_cache_update (cache, game, rules));
  res->command_us = time_after_moves (game, t, run_command_update, &c);
  res->command_full_us = time_after_moves (game, t, run_command_full, &c);
}

/* The window and the drag */

static void
before_paint_cb (GdkFrameClock *clock, gpointer data)
{
  paint_start = cpu_us ();
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer data)
{
  if (paint_start > 0)
    last_paint_ms = (cpu_us () - paint_start) / 1000.0;
  paint_start = 0;
}

static GgWindow *
open_window (const char *path)
{
  GgWindow *window = gg_window_new (app);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  GdkFrameClock *clock;

  gtk_window_set_default_size (GTK_WINDOW (window), 1366, 768);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 250 && !gtk_widget_get_mapped (gg_window_get_canvas (window)); i++)
    spin (20);
  gg_window_open (window, file);
  while (gg_window_is_opening (window) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  if (gg_window_is_opening (window))
    g_error ("the window did not open %s", path);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  spin (500);
  return window;
}

/* Waits for the frame the last change asked for; its before-paint to after-paint in ms. */
static double
wait_frame (void)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  last_paint_ms = -1;
  while (last_paint_ms < 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  return MAX (last_paint_ms, 0);
}

/* Selects the squad, then drags it 300 steps along a winding path: each step's handler time
 * plus its frame's paint time. */
static double
drag (GgWindow *window, const Table *t, double *median)
{
  GtkWidget *canvas = gg_window_get_canvas (window);
  g_autoptr (GArray) frames = g_array_new (FALSE, FALSE, sizeof (double));
  GgPoint at = { t->grab.x * t->unit_mm, t->grab.y * t->unit_mm };
  GgGame *game = gg_document_get_game (gg_window_get_document (window));
  GgPoint before = gg_game_lookup_figure (game, t->leader)->base.centre;
  double p95;

  g_signal_emit_by_name (canvas, "pressed", at.x, at.y, 1, 0);
  spin (50);
  g_signal_emit_by_name (canvas, "drag-begin", at.x, at.y, 0);
  wait_frame ();
  for (int i = 1; i <= N_STEPS; i++)
    {
      /* 2 mm a step toward the enemy, weaving 5 cm either side */
      GgPoint p = { at.x + 50 * sin (i / 25.0), at.y + (t->grab.y < 40 ? 2 : -2) * i / 3.0 };
      gint64 t0 = cpu_us ();
      double handler, frame;

      g_signal_emit_by_name (canvas, "drag-update", p.x, p.y);
      handler = (cpu_us () - t0) / 1000.0;
      frame = handler + wait_frame ();
      g_array_append_val (frames, frame);
    }
  g_signal_emit_by_name (canvas, "drag-end", at.x, at.y + 10);
  spin (50);
  /* the squad moved (a drag that turned it or drew a band would time something else) */
  if (gg_point_distance (before, gg_game_lookup_figure (game, t->leader)->base.centre) < 5)
    g_error ("the drag did not move the squad");
  p95 = percentile (frames, 0.95);
  *median = percentile (frames, 0.5);
  return p95;
}

static double
drag_file (const char *path, const Table *t, double *median)
{
  GgWindow *window = open_window (path);
  double p95 = drag (window, t, median);

  gtk_window_destroy (GTK_WINDOW (window));
  spin (100);
  return p95;
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

static Result
run_table (const char *dir, char *(*make) (gboolean, Table *) )
{
  Table t;
  Result res = { 0 };
  g_autofree char *full = make (FALSE, &t), *empty = make (TRUE, &t);
  g_autofree char *name = g_strdup_printf ("%s.yaml", t.name);
  g_autofree char *empty_name = g_strdup_printf ("%s-empty.yaml", t.name);
  g_autofree char *path = write_game (dir, name, full);
  g_autofree char *empty_path = write_game (dir, empty_name, empty);
  double ignored;

  time_loading (path, full, &res);
  time_recompute (path, &t, &res);
  res.empty_p95 = drag_file (empty_path, &t, &ignored);
  res.drag_p95 = drag_file (path, &t, &res.drag_median);
  g_unlink (path);
  g_unlink (empty_path);
  return res;
}

static gboolean
met (const Result *r)
{
  return r->drag_p95 <= 3 * r->empty_p95 && r->drag_p95 < FRAME_GOAL &&
         r->load_ms <= 2 * r->parse_ms;
}

static void
print_fields (const Result *r)
{
  printf ("\"figures\":%u,\"drag_frame_p95_ms\":%.2f,\"drag_frame_median_ms\":%.2f,"
          "\"empty_frame_p95_ms\":%.2f,\"drag_vs_empty\":%.2f,\"load_ms\":%.2f,"
          "\"bare_parse_ms\":%.2f,\"load_vs_parse\":%.2f",
          r->figures, r->drag_p95, r->drag_median, r->empty_p95, r->drag_p95 / r->empty_p95,
          r->load_ms, r->parse_ms, r->load_ms / r->parse_ms);
  printf (",\"index_sync_us\":%.1f,\"index_new_us\":%.1f", r->sync_us, r->index_us);
  if (r->d6)
    printf (",\"d6_command_update_us\":%.1f,\"d6_command_full_us\":%.1f", r->command_us,
            r->command_full_us);
  else
    printf (",\"command_update_us\":%.1f,\"command_full_us\":%.1f", r->command_us,
            r->command_full_us);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = g_dir_make_tmp ("bench-battle-XXXXXX", NULL);
  Result d6 = { 0 }, bg = { 0 };

  /* the recently used files the window records go to the run's own folder */
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", GG_BUILD_DIR "/data", FALSE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
  if (!gtk_init_check ())
    {
      fprintf (stderr, "bench-battle needs a display (xvfb-run -a -s '-screen 0 1366x768x24')\n");
      return 77;
    }
  adw_init ();
  app = gg_application_new ();
  if (!g_application_register (G_APPLICATION (app), NULL, NULL))
    g_error ("cannot register the application");
  /* "d6" or "bg" runs one table only (for a profiler); the other's figures are then zero */
  if (argc < 2 || g_str_equal (argv[1], "d6"))
    d6 = run_table (dir, make_d6);
  if (argc < 2 || g_str_equal (argv[1], "bg"))
    bg = run_table (dir, make_bg);
  /* the d6 battle at the top level, La Bella Gigogin's table under "bg" (one table alone: its
   * figures at the top level) */
  printf ("{");
  print_fields (d6.figures ? &d6 : &bg);
  if (d6.figures && bg.figures)
    {
      printf (",\"bg\":{");
      print_fields (&bg);
      printf ("}");
    }
  printf (",\"goals_met\":%s}\n",
          (!d6.figures || met (&d6)) && (!bg.figures || met (&bg)) ? "true" : "false");
  g_autofree char *recent = g_build_filename (dir, "recently-used.xbel", NULL);

  g_unlink (recent);
  g_rmdir (dir);
  g_clear_object (&app);
  return 0;
}
