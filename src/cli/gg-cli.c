/* gigogin-cli: Gigogin's core on the command line, for referees and scripts. */
#include "gg-config.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "gg-i18n.h"
#include <stdio.h>
#include <string.h>

#include "gg-cli-activation.h"
#include "gg-cli-explain-d6.h"
#include "gg-cli-explain.h"
#include "gg-cli-game.h"
#include "gg-cli-photo.h"
#include "gg-cli-new.h"
#include "gg-cli-query.h"
#include "gg-cli-print.h"
#include "gg-cli-report.h"
#include "gg-cli-thumbnail.h"
#include "gg-cli-roster.h"
#include "gg-game-background.h"
#include "gg-game.h"
#include "gg-ruleset.h"
#include "gg-yaml.h"

typedef int (*CommandFunc) (int argc, char **argv);

static int
cmd_check (int argc, char **argv)
{
  int status = 0;

  if (argc < 2)
    {
      g_printerr (_("Usage: gigogin-cli check GAME...\n"));
      return 2;
    }
  for (int i = 1; i < argc; i++)
    {
      /* the game and the club's table file it names (gg-cli-game.h) */
      g_autoptr (GgGame) game = gg_cli_load_game (argv[i], NULL);
      g_autofree char *missing = game ? gg_game_missing_photos (game) : NULL;

      if (game == NULL)
        status = 1;
      if (missing != NULL) /* a warning: the game opens without them */
        g_printerr ("%s\n", missing);
    }
  return status;
}

/* `explain`: each rule set's questions in its own file, La Bella Gigogin's in gg-cli-explain.c,
 * the d6 ones in gg-cli-explain-d6.c. The one place the CLI picks by the game's rule set; a
 * game of rules without their own goes to the first, which says it has no tables for it. */
static const struct
{
  const GgRuleSetClass *ruleset;
  CommandFunc run;
} explainers[] = {
  { &gg_bg_ruleset_class, gg_cli_explain },
  { &gg_d6_ruleset_class, gg_cli_explain_d6 },
};

static CommandFunc
explainer (const GgGame *game)
{
  for (guint i = 0; i < G_N_ELEMENTS (explainers); i++)
    if (explainers[i].ruleset == gg_ruleset_class (game->ruleset))
      return explainers[i].run;
  return explainers[0].run;
}

static int
cmd_explain (int argc, char **argv)
{
  const char *path = gg_cli_explain_find_game (argc, argv);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;

  if (argc >= 2 && g_str_equal (argv[1], "activation"))
    return gg_cli_explain_activation (argc, argv);
  if (path == NULL || argc < 3)
    return gg_cli_explain (argc, argv); /* prints the usage */
  if (!(game = gg_game_load_file (path, &error)))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  /* the ruleset only: the commands load the game again, with its tables and --rules */
  return explainer (game) (argc, argv);
}

/* clang-format off */
static const struct
{
  const char *name;
  CommandFunc run;
  const char *summary;
} commands[] = {
  { "check", cmd_check, N_("Check that game files load; print each problem as file:line:column") },
  { "measure", gg_cli_measure, N_("Distances, fire arc and line of sight between two figures") },
  { "canister", gg_cli_canister, N_("Figures inside a gun's canister sector") },
  { "shell", gg_cli_shell, N_("Figures within a shell burst around a point") },
  { "roundshot", gg_cli_roundshot, N_("Figures on a gun's line of round shot, nearest first") },
  { "command", gg_cli_command, N_("Figures out of their squad leader's command radius") },
  { "facts", gg_cli_facts,
    N_("A figure's group: its figures, command and nearest enemy (what a screen reader is told)") },
  { "score", gg_cli_score,
    N_("Victory points of both sides and whether the game is over (La Bella Gigogin)") },
  { "explain", cmd_explain,
    N_("Modifiers and exact odds of a roll: explain fire|melee|morale|work GAME (La Bella "
       "Gigogin), explain fire|move|test|melee|reform GAME --unit ID (d6), explain activation GAME "
       "[--formation ID]") },
  { "activate", gg_cli_activate,
    N_("A d6 game's activation: activate GAME initiative|attempt ID|pass|finish [--die N]") },
  { "validate", gg_cli_validate,
    N_("Check rosters and game files; print every problem, exit 1 if any") },
  { "photo", gg_cli_photo,
    N_("Rectify a photo of the table to the game's table: photo GAME PHOTO --corners "
       "X1,Y1:X2,Y2:X3,Y3:X4,Y4|--find-corners -o TABLE.png") },
  { "new", gg_cli_new, N_("Make a new game: rules, table, scale and a roster for each side") },
  { "roster", gg_cli_roster, N_("Print a roster in normal form: roster FILE --format yaml|json") },
  { "print", gg_cli_print,
    N_("Print a roster, labels, chits or templates to PDF: print ROSTER -o FILE.pdf") },
  { "report", gg_cli_report,
    N_("The battle report of a game: report GAME -o REPORT.pdf|FOLDER/ [--lang it|en], or "
       "--format json") },
  { "thumbnail", gg_cli_thumbnail,
    N_("Draw a game's table to a PNG for the file manager: thumbnail GAME OUT.png SIZE") },
};
/* clang-format on */

static void
print_help (void)
{
  g_print (_("Usage: gigogin-cli COMMAND [OPTION…]\n\n"
             "Answers questions about Gigogin game files and rosters.\n\nCommands:\n"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_print ("  %-12s %s\n", commands[i].name, _(commands[i].summary));
  g_print (_("\nOptions:\n  --help       Show this help\n  --version    Show the version\n"));
}

/* Every message on stderr quotes user text (ids, enum values, file names) that may hold ESC,
 * BEL or a newline: each message is written with its control characters escaped, its final
 * newline kept, so nothing can clear or retitle the terminal or forge a second
 * `file:line:column` line. */
static void
printerr_safe (const char *message)
{
  gsize n = strlen (message);
  gboolean newline = n > 0 && message[n - 1] == '\n';
  g_autofree char *body = g_strndup (message, newline ? n - 1 : n);
  g_autofree char *safe = gg_text_escape_controls (body);

  fputs (safe, stderr);
  if (newline)
    fputc ('\n', stderr);
  fflush (stderr);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  gg_i18n_init (GG_LOCALEDIR, NULL);
  g_set_printerr_handler (printerr_safe);

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
    {
      print_help ();
      return argc < 2 ? 2 : 0;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("gigogin-cli %s\n", GG_VERSION);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);
  g_printerr (_("gigogin-cli: unknown command “%s”; try --help\n"), argv[1]);
  return 2;
}
