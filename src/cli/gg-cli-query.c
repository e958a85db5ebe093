/* gg-cli-query.c: `gigogin-cli measure|canister|shell|roundshot|command|score` (contracts.md)
 * and `facts`.
 *
 * Each command parses its options, loads the game and prints the core's JSON answer on one line.
 * Lengths on the command line are in the game file's units unless they carry their own
 * ("30", "30cm", "12 in"). */
#include "gg-config.h"

#include "gg-cli-query.h"
#include "gg-cli-json.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <math.h>

#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-cli-game.h"
#include "gg-table-rules.h"
#include "gg-ruleset.h"
#include "gg-game.h"
#include "gg-query.h"

#define EXIT_BAD_FILE 1
#define EXIT_USAGE    2

/* --rules FILE, taken by every query command */
static char *rules_option;

static int
usage_error (const char *command, const char *message)
{
  g_printerr (_("gigogin-cli %s: %s (try “gigogin-cli %s --help”)\n"), command, message, command);
  return EXIT_USAGE;
}

/* Parses @entries; leaves the one positional argument, the game file, in @path. */
static int
parse_options (const char *command, const char *summary, GOptionEntry *entries, int argc,
               char **argv, const char **path)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("GAME"));
  g_autoptr (GError) error = NULL;
  GOptionEntry rules[] = { GG_CLI_RULES_ENTRY (rules_option), { NULL } };

  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, rules, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (command, error->message);
  if (argc != 2)
    return usage_error (command, _("expected exactly one game file"));
  *path = argv[1];
  return 0;
}

static gboolean
parse_number (const char *text, double *value)
{
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*value);
}

/* A length from 0 to 100 m (GG_LENGTH_MAX_MM), in @unit unless the text names its own. */
static gboolean
parse_length (const char *text, GgUnit unit, double *mm)
{
  return text != NULL && gg_unit_parse_length (text, unit, mm) && *mm >= 0 &&
         *mm <= GG_LENGTH_MAX_MM;
}

static gboolean
parse_half_angle (const char *text, double *degrees)
{
  if (text == NULL)
    {
      *degrees = NAN;
      return TRUE;
    }
  return parse_number (text, degrees) && *degrees > 0 && *degrees <= 180;
}

static gboolean
parse_sight (const char *text, GgLosOverride *sight)
{
  if (g_str_equal (text, "clear") || g_str_equal (text, "blocked"))
    {
      *sight = g_str_equal (text, "clear") ? GG_LOS_FORCE_CLEAR : GG_LOS_FORCE_BLOCKED;
      return TRUE;
    }
  return FALSE;
}

static GgGame *
load_game (const char *path)
{
  GgGame *game = gg_cli_load_game (path, rules_option);

  g_clear_pointer (&rules_option, g_free);
  return game;
}

/* Prints the answer, or the error that stopped it. */
static int
answer (JsonNode *node, GError **error)
{
  g_autofree char *text = NULL;

  if (node == NULL)
    {
      g_printerr ("%s\n", (*error)->message);
      g_clear_error (error);
      return EXIT_BAD_FILE;
    }
  text = gg_cli_json_to_string (node, 0);
  json_node_unref (node);
  g_print ("%s\n", text);
  return 0;
}

int
gg_cli_measure (int argc, char **argv)
{
  g_autofree char *from = NULL, *to = NULL, *arc = NULL, *sight = NULL;
  GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &from, N_ ("Figure measured from (the firer)"),
      N_ ("ID") },
    { "to", 0, 0, G_OPTION_ARG_STRING, &to, N_ ("Figure measured to (the target)"), N_ ("ID") },
    { "arc-half-angle", 0, 0, G_OPTION_ARG_STRING, &arc,
      N_ ("Half-angle of the fire arc (default: the rules' fire.arc-half-angle)"), N_ ("DEG") },
    { "sight", 0, 0, G_OPTION_ARG_STRING, &sight,
      N_ ("Line of sight the players agreed on, whatever the table says (BG-7-i)"),
      N_ ("clear|blocked") },
    { NULL }
  };
  g_autoptr (GgGame) game = NULL;
  const char *path = NULL;
  GError *error = NULL;
  GgLosOverride agreed = GG_LOS_AUTO;
  double half;
  int status;

  if ((status = parse_options ("measure", _("Edge-to-edge and centre-to-centre distance, fire arc "
                                            "and line of sight between two figures."),
                                             entries, argc, argv, &path)))
    return status;
  if (from == NULL || to == NULL)
    return usage_error ("measure", _("--from and --to are required"));
  if (!parse_half_angle (arc, &half))
    return usage_error ("measure", _("--arc-half-angle must be a number above 0 and at most 180"));
  if (sight != NULL && !parse_sight (sight, &agreed))
    return usage_error ("measure", _("--sight must be clear or blocked"));
  if (!(game = load_game (path)))
    return EXIT_BAD_FILE;
  return answer (gg_query_measure (game, from, to, half, agreed, &error), &error);
}

int
gg_cli_canister (int argc, char **argv)
{
  g_autofree char *gun = NULL, *range = NULL, *angle = NULL;
  GOptionEntry entries[] = {
    { "gun", 0, 0, G_OPTION_ARG_STRING, &gun, N_ ("The firing gun"), N_ ("ID") },
    { "range", 0, 0, G_OPTION_ARG_STRING, &range, N_ ("Radius of the canister sector"), N_ ("R") },
    { "half-angle", 0, 0, G_OPTION_ARG_STRING, &angle,
      N_ ("Half-angle of the sector (default: the rules' artillery.canister-half-angle)"),
      N_ ("DEG") },
    { NULL }
  };
  g_autoptr (GgGame) game = NULL;
  const char *path = NULL;
  GError *error = NULL;
  double half, mm;
  int status;

  if ((status = parse_options ("canister", _("Figures inside a gun's canister sector."), entries,
                                              argc, argv, &path)))
    return status;
  if (gun == NULL || range == NULL)
    return usage_error ("canister", _("--gun and --range are required"));
  if (!parse_half_angle (angle, &half))
    return usage_error ("canister", _("--half-angle must be a number above 0 and at most 180"));
  if (!parse_length (range, GG_UNIT_MM, &mm))
    return usage_error ("canister", _("--range must be a length from 0 to 100 m"));
  if (!(game = load_game (path)))
    return EXIT_BAD_FILE;
  if (!parse_length (range, game->units, &mm))
    return usage_error ("canister", _("--range must be a length from 0 to 100 m"));
  return answer (gg_query_canister (game, gun, mm, half, &error), &error);
}

static gboolean
parse_point (const char *text, double xy[2])
{
  g_auto (GStrv) parts = text ? g_strsplit (text, ",", -1) : NULL;

  return parts != NULL && g_strv_length (parts) == 2 &&
         parse_number (g_strstrip (parts[0]), &xy[0]) &&
         parse_number (g_strstrip (parts[1]), &xy[1]);
}

int
gg_cli_shell (int argc, char **argv)
{
  g_autofree char *at = NULL, *radius = NULL;
  GOptionEntry entries[] = {
    { "at", 0, 0, G_OPTION_ARG_STRING, &at, N_ ("Point of fall, in the file's units"), N_ ("X,Y") },
    { "radius", 0, 0, G_OPTION_ARG_STRING, &radius,
      N_ ("Radius (default: the rules' artillery.shell-radius times the figure scale factor)"),
      N_ ("R") },
    { NULL }
  };
  g_autoptr (GgGame) game = NULL;
  const char *path = NULL;
  GError *error = NULL;
  double xy[2], mm = NAN;
  int status;

  if ((status = parse_options ("shell", _("Figures within the shell burst around a point."),
                                           entries, argc, argv, &path)))
    return status;
  if (!parse_point (at, xy))
    return usage_error ("shell", _("--at X,Y is required: two numbers separated by a comma"));
  if (radius != NULL && !parse_length (radius, GG_UNIT_MM, &mm))
    return usage_error ("shell", _("--radius must be a length from 0 to 100 m"));
  if (!(game = load_game (path)))
    return EXIT_BAD_FILE;
  if (radius != NULL && !parse_length (radius, game->units, &mm))
    return usage_error ("shell", _("--radius must be a length from 0 to 100 m"));
  if (!(fabs (gg_unit_to_mm (game->units, xy[0])) <= GG_LENGTH_MAX_MM &&
        fabs (gg_unit_to_mm (game->units, xy[1])) <= GG_LENGTH_MAX_MM))
    return usage_error ("shell", _("--at must be a point within 100 m of the table's origin"));
  return answer (gg_query_shell (game, xy, mm, &error), &error);
}

int
gg_cli_roundshot (int argc, char **argv)
{
  g_autofree char *gun = NULL, *range = NULL;
  GOptionEntry entries[] = {
    { "gun", 0, 0, G_OPTION_ARG_STRING, &gun, N_ ("The firing gun"), N_ ("ID") },
    { "range", 0, 0, G_OPTION_ARG_STRING, &range, N_ ("Length of the line of fire"), N_ ("R") },
    { NULL }
  };
  g_autoptr (GgGame) game = NULL;
  const char *path = NULL;
  GError *error = NULL;
  double mm;
  int status;

  if ((status = parse_options ("roundshot", _("Figures on a gun's line of round shot, nearest "
                                              "first."),
                                               entries, argc, argv, &path)))
    return status;
  if (gun == NULL || range == NULL)
    return usage_error ("roundshot", _("--gun and --range are required"));
  if (!parse_length (range, GG_UNIT_MM, &mm))
    return usage_error ("roundshot", _("--range must be a length from 0 to 100 m"));
  if (!(game = load_game (path)))
    return EXIT_BAD_FILE;
  if (!parse_length (range, game->units, &mm))
    return usage_error ("roundshot", _("--range must be a length from 0 to 100 m"));
  return answer (gg_query_roundshot (game, gun, mm, &error), &error);
}

int
gg_cli_command (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr (GgGame) game = NULL;
  g_autofree char *text = NULL;
  const char *path = NULL;
  GError *error = NULL;
  int status;

  if ((status =
         parse_options ("command", _("Figures out of their squad leader's command "
                                            "radius (BG-4.8-a; d6: D6-CMD-1), from the rules data."),
                                      entries, argc, argv, &path)))
    return status;
  if (!(game = load_game (path)))
    return EXIT_BAD_FILE;
  if ((text = gg_query_command_text (game)) != NULL)
    {
      g_print ("%s\n", text);
      return 0;
    }
  return answer (gg_query_command (game, &error), &error);
}

/* One side's part of the score: its points with each item and rule, and what BG-16-a counts. */
static void
score_side (JsonBuilder *b, const GgBgScore *score, int s)
{
  const GgBgVictory *v = &score->victory[s];
  char name[2] = { 'A' + s, 0 };

  json_builder_begin_object (b);
  gg_cli_json_string (b, "side", name);
  gg_cli_json_int (b, "points", v->points);
  gg_cli_json_bool (b, "house", v->house);
  json_builder_set_member_name (b, "items");
  json_builder_begin_array (b);
  for (guint i = 0; v->items != NULL && i < v->items->len; i++)
    {
      GgBgModifier *m = &g_array_index (v->items, GgBgModifier, i);

      json_builder_begin_object (b);
      gg_cli_json_string (b, "name", m->name);
      gg_cli_json_double (b, "value", m->value);
      gg_cli_json_string (b, "rule", m->rule);
      gg_cli_json_string (b, "source", m->source == GG_RULE_SOURCE_HOUSE ? "house" : "rulebook");
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  gg_cli_json_int (b, "objectives", score->objectives[s]);
  gg_cli_json_int (b, "figures", score->start[s]);
  gg_cli_json_int (b, "out", score->out[s]);
  gg_cli_json_int (b, "officers", score->officers[s]);
  gg_cli_json_int (b, "officers_left", score->officers_left[s]);
  gg_cli_json_string (b, "ended", gg_bg_end_to_string (score->end[s]));
  json_builder_end_object (b);
}

int
gg_cli_score (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgBgRules) rules = NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GError) error = NULL;
  const char *path = NULL;
  char winner[2] = { 0 };
  GgBgScore score;
  int status;

  if ((status = parse_options ("score", _("Victory points of both sides and whether the game is "
                                          "over (La Bella Gigogin, BG-16)."),
                                           entries, argc, argv, &path)))
    return status;
  if (!(game = load_game (path)))
    return EXIT_BAD_FILE;
  if (!(gg_ruleset_class (game->ruleset)->flags & GG_RULESET_FLAG_VICTORY_POINTS))
    return g_printerr (_("%s: score is for La Bella Gigogin games\n"), path), EXIT_BAD_FILE;
  if (!(rules = gg_game_bg_rules (game, &error))) /* the game's tables (rules:) */
    return g_printerr ("%s\n", error->message), EXIT_BAD_FILE;
  gg_bg_score (game, rules, &score);
  winner[0] = score.winner;
  json_builder_begin_object (b);
  gg_cli_json_bool (b, "over", score.over);
  gg_cli_json_string (b, "winner", score.winner ? winner : NULL);
  json_builder_set_member_name (b, "sides");
  json_builder_begin_array (b);
  score_side (b, &score, 0);
  score_side (b, &score, 1);
  json_builder_end_array (b);
  json_builder_end_object (b);
  gg_bg_score_clear (&score);
  return gg_cli_json_print (b);
}

static const char *
command_word (GgGroupCommand command)
{
  switch (command)
    {
    case GG_GROUP_COMMAND_IN:
      return "in";
    case GG_GROUP_COMMAND_OUT:
      return "out";
    case GG_GROUP_COMMAND_NO_LEADER:
      return "no-leader";
    default:
      return NULL; /* a figure with no squad, or a rule set without command */
    }
}

int
gg_cli_facts (int argc, char **argv)
{
  g_autofree char *figure = NULL;
  GOptionEntry entries[] = { { "figure", 0, 0, G_OPTION_ARG_STRING, &figure,
                               N_ ("A figure of the group"), N_ ("ID") },
                             { NULL } };
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgTableRules) rules = NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GError) error = NULL;
  const char *path = NULL;
  char side[2] = { 0 };
  GgGroupFacts facts;
  int status;

  if ((status =
         parse_options ("facts", _("What the app tells a screen reader of a figure's group: "
                                          "its figures, command and nearest enemy."),
                                    entries, argc, argv, &path)))
    return status;
  if (figure == NULL)
    return usage_error ("facts", _("--figure is required"));
  if (!(game = load_game (path)))
    return EXIT_BAD_FILE;
  if (!(rules = gg_table_rules_new (game, &error)))
    return g_printerr ("%s\n", error->message), EXIT_BAD_FILE;
  if (!gg_query_group_facts (game, rules, figure, &facts, &error))
    return g_printerr ("%s\n", error->message), EXIT_BAD_FILE;
  side[0] = facts.side;
  json_builder_begin_object (b);
  gg_cli_json_string (b, "figure", figure);
  gg_cli_json_string (b, "side", side);
  gg_cli_json_int (b, "squad", facts.squad);
  gg_cli_json_string (b, "group", facts.name);
  gg_cli_json_string (b, "kind", facts.kind);
  gg_cli_json_int (b, "figures", facts.n_figures);
  gg_cli_json_string (b, "command", command_word (facts.command));
  gg_cli_json_int (b, "out_of_command", facts.n_out);
  json_builder_set_member_name (b, "nearest_enemy");
  if (facts.enemy == NULL)
    json_builder_add_null_value (b);
  else
    {
      json_builder_begin_object (b);
      gg_cli_json_string (b, "group", facts.enemy_name);
      gg_cli_json_string (b, "figure", facts.enemy->id);
      gg_cli_json_length (b, "edge_to_edge", gg_unit_from_mm (GG_UNIT_CM, facts.enemy_distance),
                          gg_unit_from_mm (GG_UNIT_IN, facts.enemy_distance));
      gg_cli_json_bool (b, "in_arc", facts.enemy_in_arc);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  gg_group_facts_clear (&facts);
  return gg_cli_json_print (b);
}
