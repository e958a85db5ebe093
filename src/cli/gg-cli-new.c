/* gg-cli-new.c: `gigogin-cli new`: a new game from a rule set, a table, a figure scale and a
 * roster for each side (gg_new_game_build(), the call the New Game dialog makes), written as a
 * game file. */
#include "gg-config.h"

#include "gg-cli-new.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "gg-act.h"
#include "gg-new-game.h"
#include "gg-ruleset.h"
#include "gg-save.h"
#include "gg-units.h"

typedef struct
{
  char *ruleset, *units, *table, *side[2], *output, *activation;
  int scale;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->ruleset), g_free (o->units), g_free (o->table);
  g_free (o->side[0]), g_free (o->side[1]), g_free (o->output), g_free (o->activation);
}

static gboolean
parse_table (const char *text, GgUnit unit, double *width, double *depth)
{
  g_auto (GStrv) parts = text ? g_strsplit (text, "x", 2) : NULL;
  char *end0 = NULL, *end1 = NULL;

  if (parts == NULL || g_strv_length (parts) != 2)
    return FALSE;
  *width = gg_unit_to_mm (unit, g_ascii_strtod (parts[0], &end0));
  *depth = gg_unit_to_mm (unit, g_ascii_strtod (parts[1], &end1));
  return *end0 == '\0' && *end1 == '\0' && parts[0][0] && parts[1][0];
}

static gboolean
parse_choices (Options *o, GgNewGameChoices *c)
{
  const GgRuleSetClass *rules;
  GgActScheme scheme;

  if (!gg_ruleset_from_string (o->ruleset, &c->ruleset))
    return FALSE;
  rules = gg_ruleset_class (c->ruleset);
  c->units = rules->units;
  if (o->units != NULL && (!gg_unit_from_string (o->units, &c->units) || c->units == GG_UNIT_MM))
    return FALSE;
  if ((c->activation = o->activation) != NULL &&
      !gg_act_scheme_from_string (o->activation, &scheme))
    return FALSE;
  c->scale = o->scale ? o->scale : rules->scale;
  if (o->table == NULL)
    {
      c->width = rules->width;
      c->depth = rules->depth;
      return TRUE;
    }
  return parse_table (o->table, c->units, &c->width, &c->depth);
}

static int
build_and_write (Options *o, GgNewGameChoices *c)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autofree char *text = NULL;

  const char *inputs[] = { o->side[0] ? o->side[0] : "", o->side[1] ? o->side[1] : "", NULL };

  /* the output may never replace one of the rosters it is made from */
  if (o->output != NULL && !g_str_equal (o->output, "-") &&
      !gg_save_check_output (o->output, inputs, &error))
    return g_printerr ("gigogin-cli new: %s\n", error->message), 1;
  for (guint s = 0; s < 2; s++)
    if (o->side[s] != NULL && !(c->sides[s] = gg_roster_load_file (o->side[s], &error)))
      return g_printerr ("%s\n", error->message), 1;
  game = gg_new_game_build (c, &error);
  for (guint s = 0; s < 2; s++)
    g_clear_pointer (&c->sides[s], gg_roster_unref);
  if (game == NULL || !(text = gg_game_to_yaml (game, &error)))
    return g_printerr ("%s\n", error->message), 1;
  if (o->output == NULL || g_str_equal (o->output, "-"))
    return fputs (text, stdout), 0;
  if (!gg_game_write_text (text, o->output, GG_SAVE_BACKUP, &error))
    return g_printerr ("%s\n", error->message), 1;
  return 0;
}

int
gg_cli_new (int argc, char **argv)
{
  Options o = { 0 };
  GOptionEntry entries[] = {
    { "ruleset", 0, 0, G_OPTION_ARG_STRING, &o.ruleset, N_ ("The rules"), "bella-gigogin|d6" },
    { "units", 0, 0, G_OPTION_ARG_STRING, &o.units, N_ ("The game's unit"), "cm|in" },
    { "scale", 0, 0, G_OPTION_ARG_INT, &o.scale, N_ ("Figure scale in mm"), "15|20|28" },
    { "table", 0, 0, G_OPTION_ARG_STRING, &o.table, N_ ("Table width x depth, in the game's unit"),
      "WxD" },
    { "side-a", 0, 0, G_OPTION_ARG_FILENAME, &o.side[0], N_ ("Side A's roster"), N_ ("FILE") },
    { "side-b", 0, 0, G_OPTION_ARG_FILENAME, &o.side[1], N_ ("Side B's roster"), N_ ("FILE") },
    { "activation", 0, 0, G_OPTION_ARG_STRING, &o.activation,
      N_ ("d6: how formations activate (VOL-4.B2, R59-4.4)"), "d6|volturno|r59" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o.output, N_ ("Write the game to FILE"),
      N_ ("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("- a new game"));
  g_autoptr (GError) error = NULL;
  GgNewGameChoices choices = { 0 };
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 1 || o.ruleset == NULL ||
      !parse_choices (&o, &choices))
    {
      g_printerr (
        _("Usage: gigogin-cli new --ruleset bella-gigogin|d6 [--units cm|in] [--scale "
                    "MM] [--table WxD] [--side-a ROSTER] [--side-b ROSTER] [--activation d6|volturno|r59] "
                    "[-o GAME]\n"));
      options_clear (&o);
      return 2;
    }
  status = build_and_write (&o, &choices);
  options_clear (&o);
  return status;
}
