/* gg-cli-print.c: `gigogin-cli print ROSTER [ROSTER] -o FILE.pdf [--labels | --chits |
 * --templates | --squad-markers [--marker-size 30|40]] [--chit-style tokens|poker|tombola] [--lang it|en] [--paper a4|letter]`.
 * Exit 1 for a roster that does not load (file:line:column) or a PDF that cannot be written,
 * 2 for bad usage. */
#include "gg-config.h"

#include "gg-cli-print.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "gg-print.h"
#include "gg-roster.h"

typedef struct
{
  char *output;
  gboolean labels, chits, templates, activation, squad_markers;
  int marker_size;
  char *chit_style;
  char *lang;
  char *paper;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->output);
  g_free (o->chit_style);
  g_free (o->lang);
  g_free (o->paper);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static gboolean
parse (int *argc, char ***argv, Options *o, GError **error)
{
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output, N_ ("Write the PDF to FILE"),
      N_ ("FILE") },
    { "labels", 0, 0, G_OPTION_ARG_NONE, &o->labels, N_ ("Base labels (BG-3.2-e)"), NULL },
    { "chits", 0, 0, G_OPTION_ARG_NONE, &o->chits, N_ ("Activation chits (BG-3.4)"), NULL },
    { "templates", 0, 0, G_OPTION_ARG_NONE, &o->templates, N_ ("Templates at 1:1"), NULL },
    { "activation", 0, 0, G_OPTION_ARG_NONE, &o->activation,
      N_ ("The board games' activation schemes and their markers at 1:1"), NULL },
    { "squad-markers", 0, 0, G_OPTION_ARG_NONE, &o->squad_markers,
      N_ ("Squad markers at 1:1, for placing the squads from a photo of the table"), NULL },
    { "marker-size", 0, 0, G_OPTION_ARG_INT, &o->marker_size,
      N_ ("The squad markers' codes, 30 or 40 mm a side (default 40)"), "30|40" },
    { "chit-style", 0, 0, G_OPTION_ARG_STRING, &o->chit_style,
      N_ ("Chits as tokens, poker cards or tombola numbers"), "tokens|poker|tombola" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &o->lang, N_ ("Print language"), "it|en" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &o->paper, N_ ("Paper size"), "a4|letter" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("ROSTER [ROSTER] — print"));

  g_option_context_set_summary (context, _("Print a roster sheet with unit cards and a quick "
                                           "reference, or base labels, chits or templates. A "
                                           "second roster is side B (chits in its colour)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return g_option_context_parse (context, argc, argv, error);
}

static gboolean
chit_style_from_string (const char *text, GgChitStyle *style)
{
  static const char *const names[] = { "tokens", "poker", "tombola" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i]) == 0)
      {
        *style = (GgChitStyle) i;
        return TRUE;
      }
  return text == NULL;
}

static gboolean
check_usage (int argc, const Options *o, GgPaper *paper, GgChitStyle *style)
{
  const char *problem = NULL;

  if (argc < 2 || argc > 3)
    problem = _("give one roster, or two (sides A and B)");
  else if (o->output == NULL)
    problem = _("give the PDF file with -o FILE.pdf");
  else if (o->labels + o->chits + o->templates + o->activation + o->squad_markers > 1)
    problem = _("choose one of --labels, --chits, --templates, --activation and --squad-markers");
  else if (o->marker_size != 0 && o->marker_size != 30 && o->marker_size != 40)
    problem = _("--marker-size is 30 or 40");
  else if (o->lang != NULL && !g_str_equal (o->lang, "it") && !g_str_equal (o->lang, "en"))
    problem = _("--lang is “it” or “en”");
  else if (o->paper != NULL && !gg_paper_from_string (o->paper, paper))
    problem = _("--paper is “a4” or “letter”");
  else if (!chit_style_from_string (o->chit_style, style))
    problem = _("--chit-style is “tokens”, “poker” or “tombola”");
  if (problem != NULL)
    g_printerr (_("gigogin-cli print: %s\n"), problem);
  return problem == NULL;
}

/* gg_i18n_init has bound the installed catalogue, or the build tree's when run uninstalled. */
static gboolean
find_catalogue (const char *lang)
{
  if (lang == NULL || gg_print_lang_available (lang))
    return TRUE;
  g_printerr (_("gigogin-cli print: no “%s” translation is installed\n"), lang);
  return FALSE;
}

static GgPrintKind
kind_of (const Options *o)
{
  return o->labels          ? GG_PRINT_LABELS
         : o->chits         ? GG_PRINT_CHITS
         : o->templates     ? GG_PRINT_TEMPLATES
         : o->activation    ? GG_PRINT_ACTIVATION
         : o->squad_markers ? GG_PRINT_SQUAD_MARKERS
                            : GG_PRINT_ROSTER;
}

/* `print mine.yaml -o mine.yaml` replaced the roster with the PDF: an output that is an input
 * (the same file by any name or link) is refused. */
static gboolean
same_file (const char *input, const char *output)
{
  GStatBuf a, b;

  return g_stat (input, &a) == 0 && g_stat (output, &b) == 0 && a.st_dev == b.st_dev &&
         a.st_ino == b.st_ino;
}

static int
print_rosters (GgRoster **rosters, guint n, const Options *o, GgPaper paper, GgChitStyle style)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgPrintJob) job = gg_print_job_new (kind_of (o), rosters, n, o->lang);

  gg_print_job_set_chit_style (job, style);
  if (o->marker_size != 0)
    gg_print_job_set_marker_size (job, o->marker_size);
  if (!gg_print_job_write_pdf (job, o->output, paper, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  return 0;
}

int
gg_cli_print (int argc, char **argv)
{
  g_auto (Options) o = { 0 };
  g_autoptr (GError) error = NULL;
  GgRoster *rosters[2] = { NULL, NULL };
  GgPaper paper = GG_PAPER_A4;
  GgChitStyle style = GG_CHITS_TOKENS;
  int status = 0;

  if (!parse (&argc, &argv, &o, &error))
    {
      g_printerr (_("gigogin-cli print: %s\n"), error->message);
      return 2;
    }
  if (!check_usage (argc, &o, &paper, &style))
    return 2;
  if (!find_catalogue (o.lang))
    return 1;
  for (int i = 1; i < argc; i++)
    if (same_file (argv[i], o.output))
      {
        g_printerr (_("gigogin-cli print: the output %s is the roster %s itself; nothing was "
                      "written\n"),
                       o.output, argv[i]);
        return 1;
      }
  for (int i = 1; i < argc && status == 0; i++)
    {
      rosters[i - 1] = gg_roster_load_file (argv[i], &error);
      if (rosters[i - 1] == NULL)
        {
          g_printerr ("%s\n", error->message);
          status = 1;
        }
    }
  if (status == 0)
    status = print_rosters (rosters, argc - 1, &o, paper, style);
  g_clear_pointer (&rosters[0], gg_roster_unref);
  g_clear_pointer (&rosters[1], gg_roster_unref);
  return status;
}
