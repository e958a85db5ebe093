/* bench-d6-los: d6 line of sight between every ordered pair of units of the d6 demo (Solferino,
 * 15 units, 216 figures, woods, buildings, a hill), through gg_d6_table_los (gg_los_d6_units: the
 * corridor gathered once, the first clear line wins) and, as the reference in the same run,
 * through gg_los_figures for every pair of figures (_gg_d6_table_los_simple, the code before).
 * Times are the thread's CPU time, so other processes' load moves them less. Prints one JSON line:
 * {"pairs", "fast_ms_mean", "fast_ms_max", "simple_ms_mean", "simple_ms_max", "speedup",
 * "same_answers"}; exits 1 if any answer or list of blockers differs. Goal: fast_ms_mean < 2.
 *
 * Usage: bench-d6-los [STRIDE]   (the reference runs on every STRIDE-th pair; default 1: all) */
#include "gg-config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "gg-d6-rules.h"
#include "gg-d6-table-private.h"

#define DEMO "/org/gigogin/Gigogin/data/scenarios/demo-d6.yaml"

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static char *
joined (GPtrArray *ids)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (text, "%s ", (char *) g_ptr_array_index (ids, i));
  return g_string_free (text, FALSE);
}

typedef struct
{
  int pairs, compared, blocked;
  double fast_sum, fast_max, fast_compared, simple_sum, simple_max;
  gboolean same;
} Totals;

static void
one_pair (GgD6Table *table, GgD6TableUnit *a, GgD6TableUnit *b, gboolean compare, Totals *t)
{
  g_autoptr (GPtrArray) fast_ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) simple_ids = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *fast_text = NULL, *simple_text = NULL;
  double t0 = cpu_ms (), t1, t2;
  gboolean fast = gg_d6_table_los (table, a, b, fast_ids), simple;

  t1 = cpu_ms ();
  t->pairs++, t->blocked += !fast;
  t->fast_sum += t1 - t0, t->fast_max = MAX (t->fast_max, t1 - t0);
  if (!compare)
    return;
  simple = _gg_d6_table_los_simple (table, a, b, simple_ids);
  t2 = cpu_ms ();
  t->compared++, t->fast_compared += t1 - t0;
  t->simple_sum += t2 - t1, t->simple_max = MAX (t->simple_max, t2 - t1);
  fast_text = joined (fast_ids), simple_text = joined (simple_ids);
  if (fast != simple || !g_str_equal (fast_text, simple_text))
    {
      t->same = FALSE;
      fprintf (stderr, "%s -> %s: fast %d [%s], simple %d [%s]\n", a->id, b->id, fast, fast_text,
               simple, simple_text);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (DEMO, 0, &error);
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgD6Rules) rules = gg_d6_rules_load_builtin (&error);
  g_autoptr (GgD6Table) table = NULL;
  int stride = argc > 1 ? MAX (1, atoi (argv[1])) : 1;
  Totals t = { 0 };
  gsize n;

  t.same = TRUE;
  if (bytes != NULL)
    {
      const char *data = g_bytes_get_data (bytes, &n);

      game = gg_game_load_data (data, n, "demo-d6.yaml", &error);
    }
  if (game == NULL || rules == NULL)
    {
      fprintf (stderr, "bench-d6-los: %s\n", error ? error->message : "no demo");
      return 2;
    }
  table = gg_d6_table_new (game, rules);
  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    for (guint j = 0; j < gg_d6_table_get_n_units (table); j++)
      if (i != j)
        one_pair (table, gg_d6_table_get_unit (table, i), gg_d6_table_get_unit (table, j),
                  t.pairs % stride == 0, &t);
  printf ("{\"pairs\":%d,\"blocked\":%d,\"fast_ms_mean\":%.3f,\"fast_ms_max\":%.3f,"
          "\"compared\":%d,\"simple_ms_mean\":%.1f,\"simple_ms_max\":%.1f,\"speedup\":%.0f,"
          "\"same_answers\":%s}\n",
          t.pairs, t.blocked, t.fast_sum / t.pairs, t.fast_max, t.compared,
          t.simple_sum / MAX (t.compared, 1), t.simple_max,
          t.simple_sum / MAX (t.fast_compared, 1e-9), t.same ? "true" : "false");
  return t.same ? 0 : 1;
}
