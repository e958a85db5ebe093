/* gg-cli-report.c: `gigogin-cli report GAME -o REPORT.pdf|FOLDER/ [--lang it|en] [--paper
 * a4|letter] [--rules]` and `gigogin-cli report GAME --format json`: the battle report, made by
 * the core (gg-report.h). Exit 1 for a game that does not load (file:line:column), one that has
 * not begun, or an output that cannot be written or would replace the game; 2 for bad usage. */
#include "gg-config.h"

#include "gg-cli-report.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <stdio.h>

#include "gg-cli-game.h"
#include "gg-report-draw.h"

typedef struct
{
  char *output;
  char *format;
  char *lang;
  char *paper;
  gboolean rule_ids;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->output);
  g_free (o->format);
  g_free (o->lang);
  g_free (o->paper);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *o, GError **error)
{
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output,
      N_ ("Write the report to FILE.pdf, or to FOLDER/ as index.html and PNG images"),
      N_ ("FILE") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &o->format,
      N_ ("Print the report's numbers on stdout instead"), "json" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &o->lang, N_ ("The report's language"), "it|en" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &o->paper, N_ ("Paper size"), "a4|letter" },
    { "rules", 0, 0, G_OPTION_ARG_NONE, &o->rule_ids, N_ ("Keep the rule IDs in the key events"),
      NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("GAME — the battle report"));

  g_option_context_set_summary (
    context, _("The battle report of a game: its forces, a map and the key events of each turn, "
               "charts, and how lucky each side's dice were, exactly."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return g_option_context_parse (context, argc, argv, error);
}

static gboolean
check_usage (int argc, const Options *o, GgPaper *paper)
{
  const char *problem = NULL;

  if (argc != 2)
    problem = _("give one game file");
  else if ((o->output == NULL) == (o->format == NULL))
    problem = _("give either -o REPORT.pdf|FOLDER/ or --format json");
  else if (o->format != NULL && !g_str_equal (o->format, "json"))
    problem = _("--format is “json”");
  else if (o->lang != NULL && !g_str_equal (o->lang, "it") && !g_str_equal (o->lang, "en"))
    problem = _("--lang is “it” or “en”");
  else if (o->paper != NULL && !gg_paper_from_string (o->paper, paper))
    problem = _("--paper is “a4” or “letter”");
  if (problem != NULL)
    g_printerr (_("gigogin-cli report: %s\n"), problem);
  return problem == NULL;
}

static gboolean
is_folder (const char *output)
{
  return g_str_has_suffix (output, G_DIR_SEPARATOR_S) || g_file_test (output, G_FILE_TEST_IS_DIR);
}

static int
write_report (GgReport *report, const Options *o, GgPaper paper)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (o->format != NULL)
    {
      g_autofree char *json = gg_report_to_json (report);

      g_print ("%s\n", json);
      return 0;
    }
  if (is_folder (o->output))
    ok = gg_report_write_folder (report, o->output, o->lang, NULL, NULL, &error);
  else
    ok = gg_report_write_pdf (report, o->output, paper, o->lang, NULL, NULL, &error);
  if (!ok)
    g_printerr ("%s\n", error->message);
  return ok ? 0 : 1;
}

int
gg_cli_report (int argc, char **argv)
{
  g_auto (Options) o = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgReport) report = NULL;
  GgReportOptions options = { 0 };
  GgPaper paper = GG_PAPER_A4;

  if (!parse (&argc, &argv, &o, &error))
    {
      g_printerr (_("gigogin-cli report: %s\n"), error->message);
      return 2;
    }
  if (!check_usage (argc, &o, &paper))
    return 2;
  if (o.lang != NULL && !gg_print_lang_available (o.lang))
    {
      g_printerr (_("gigogin-cli report: no “%s” translation is installed\n"), o.lang);
      return 1;
    }
  if ((game = gg_cli_load_game (argv[1], NULL)) == NULL)
    return 1;
  options.rule_ids = o.rule_ids;
  if ((report = gg_report_new_in (game, &options, o.lang, &error)) == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return write_report (report, &o, paper);
}
