/* bench-roster: loading and validating a generated 2,000-figure roster through gg_roster,
 * against libyaml's bare event parse of the same bytes in the same run. Prints one JSON line:
 * {"load_vs_parse": our median / parse median, "figures", "bytes", medians in ms, …}.
 * Goal: load_vs_parse at most 2.
 *
 * The roster has one entry per figure, the heaviest way to write one. Squad numbers stop at 50
 * (BG-3.4-c), so its 50 squads have 40 figures each; the rules checks run in full and report each
 * squad as too large (BG-4.1-a), which the JSON line counts as "problems".
 *
 * Usage: bench-roster [REPETITIONS]   (default 31) */
#include "gg-config.h"

#include <glib.h>
#include <string.h>
#include <yaml.h>

#include "gg-roster.h"

#define SQUADS               50
#define PER_SQUAD            40
#define SQUADS_PER_PLATOON   2
#define PLATOONS_PER_COMPANY 5

static const char *const weapons[] = { "rifled-musket", "smoothbore-musket" };

static void
append_squad (GString *s, int number)
{
  g_string_append_printf (s,
                          "            - number: %d\n"
                          "              name: \"Squadra %d\"\n"
                          "              training: %s\n"
                          "              traits: [indipendenti]\n"
                          "              figures:\n"
                          "                - { role: leader, name: \"Caporale %d\", "
                          "character: [eroico] }\n",
                          number, number, number % 3 ? "line" : "veteran", number);
  for (int i = 1; i < PER_SQUAD; i++)
    g_string_append_printf (s,
                            "                - { role: private, name: \"Soldato %d-%d\", "
                            "weapon: %s, notes: \"generated\" }\n",
                            number, i, weapons[i % 2]);
}

static char *
generate (void)
{
  GString *s = g_string_new ("format: gigogin-roster/1\n"
                             "ruleset: bella-gigogin\n"
                             "name: \"Bench: 2,000 figures\"\n"
                             "side: \"Generated\"\n"
                             "period: \"1859\"\n"
                             "scale: 20\n"
                             "companies:\n");
  int number = 1;

  while (number <= SQUADS)
    {
      g_string_append_printf (s,
                              "  - name: \"Compagnia %d\"\n"
                              "    commander: { name: \"Capitano\" }\n"
                              "    deputy: { name: \"Tenente\" }\n"
                              "    musician: { name: \"Tamburino\" }\n"
                              "    platoons:\n",
                              number);
      for (int p = 0; p < PLATOONS_PER_COMPANY && number <= SQUADS; p++)
        {
          g_string_append (s, "      - name: \"Plotone\"\n"
                              "        commander: { name: \"Sottotenente\" }\n"
                              "        squads:\n");
          for (int q = 0; q < SQUADS_PER_PLATOON && number <= SQUADS; q++)
            append_squad (s, number++);
        }
    }
  return g_string_free (s, FALSE);
}

/* libyaml alone: every event of the stream, nothing kept. */
static gboolean
bare_parse (const char *data, gsize length)
{
  yaml_parser_t parser;
  yaml_event_t event;
  gboolean ok = TRUE, done = FALSE;

  yaml_parser_initialize (&parser);
  yaml_parser_set_input_string (&parser, (const unsigned char *) data, length);
  while (ok && !done)
    {
      ok = yaml_parser_parse (&parser, &event);
      done = ok && event.type == YAML_STREAM_END_EVENT;
      if (ok)
        yaml_event_delete (&event);
    }
  yaml_parser_delete (&parser);
  return ok;
}

static guint
load_and_validate (const char *data, gsize length, guint *figures)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) roster = gg_roster_load_data (data, length, "bench.yaml", &error);
  g_autoptr (GPtrArray) problems = NULL;

  if (roster == NULL)
    g_error ("the generated roster does not load: %s", error->message);
  problems = gg_roster_validate (roster);
  *figures = gg_roster_count_figures (roster);
  return problems->len;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *times)
{
  g_array_sort (times, compare_doubles);
  if (times->len % 2)
    return g_array_index (times, double, times->len / 2);
  return (g_array_index (times, double, times->len / 2 - 1) +
          g_array_index (times, double, times->len / 2)) /
         2;
}

int
main (int argc, char *argv[])
{
  int reps = argc > 1 ? atoi (argv[1]) : 31;
  g_autofree char *data = generate ();
  gsize length = strlen (data);
  g_autoptr (GArray) ours = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) parse = g_array_new (FALSE, FALSE, sizeof (double));
  guint figures = 0, problems = 0;
  double m_ours, m_parse;

  if (reps < 1)
    reps = 1;
  /* one warm-up of each, then alternate so both see the same machine */
  bare_parse (data, length);
  load_and_validate (data, length, &figures);
  for (int i = 0; i < reps; i++)
    {
      gint64 t0 = g_get_monotonic_time (), t1, t2;

      if (!bare_parse (data, length))
        g_error ("libyaml refused the generated roster");
      t1 = g_get_monotonic_time ();
      problems = load_and_validate (data, length, &figures);
      t2 = g_get_monotonic_time ();
      g_array_append_val (parse, (double){ (t1 - t0) / 1000.0 });
      g_array_append_val (ours, (double){ (t2 - t1) / 1000.0 });
    }
  m_ours = median (ours);
  m_parse = median (parse);
  g_print ("{\"load_vs_parse\": %.3f, \"figures\": %u, \"bytes\": %" G_GSIZE_FORMAT
           ", \"load_validate_ms\": %.3f, \"bare_parse_ms\": %.3f, \"repetitions\": %d, "
           "\"problems\": %u, \"goal\": 2}\n",
           m_ours / m_parse, figures, length, m_ours, m_parse, reps, problems);
  return 0;
}
