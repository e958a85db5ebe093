/* gg-cli-activation.c: a d6 game's activation scheme on the command line (gg-act.h).
 *
 *   explain activation GAME [--formation ID] [--near-cic yes|no]
 *       the scheme, whose turn, what remains, and the next attempt of each formation (or of
 *       --formation ID): its modifiers, each citing its rule and seed line, and exact odds
 *   activate GAME initiative|attempt ID|orders BRIGADE|pass|finish|end-turn [--die N]...
 *            [-o OUT]
 *       one player action through the same core call as the app's activation panel; the game
 *       (or OUT) is saved with the roll in the referee's log. Every --die is used, in order, by
 *       the action's rolls (the core refuses too few or too many, nothing saved). end-turn steps the d6 turn on to
 *       the next game turn as the Turn panel's next step does, with 1859's end-of-turn
 *       Demoralisation Segment (R59-9.1, R59-9.2), the --die faces serving its corps in order
 *
 * Exit 1 for a bad file, an unknown formation or an action the rules refuse, 2 for bad usage. */
#include "gg-config.h"

#include "gg-cli-activation.h"
#include "gg-cli-game.h"
#include "gg-cli-json.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>

#include "gg-act.h"
#include "gg-d6-play.h"
#include "gg-table-rules.h"
#include "gg-ruleset.h"
#include "gg-save.h"

#define EXIT_BAD_FILE 1
#define EXIT_USAGE    2

typedef struct
{
  char *formation, *near, *rules, *output;
  char **dice;
} Args;

static void
args_clear (Args *a)
{
  g_free (a->formation);
  g_free (a->near);
  g_free (a->rules);
  g_free (a->output);
  g_strfreev (a->dice);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Args, args_clear)

static int
usage (const char *command, const char *message)
{
  g_printerr (_("gigogin-cli %s: %s (try “gigogin-cli %s --help”)\n"), command, message, command);
  return EXIT_USAGE;
}

static gboolean
parse (const char *command, const char *params, int *argc, char ***argv, Args *a, GError **error)
{
  GOptionEntry entries[] = {
    { "formation", 0, 0, G_OPTION_ARG_STRING, &a->formation, N_ ("Only this formation or corps"),
      N_ ("ID") },
    { "near-cic", 0, 0, G_OPTION_ARG_STRING, &a->near,
      N_ ("The referee’s word on the commander-in-chief’s range (VOL-6.1.4): yes or no"),
      N_ ("WORD") },
    { "die", 0, 0, G_OPTION_ARG_STRING_ARRAY, &a->dice,
      N_ ("A real die rolled at the table, typed in (repeat for several)"), N_ ("N") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &a->output,
      N_ ("Save the game here instead of over GAME"), N_ ("FILE") },
    GG_CLI_RULES_ENTRY (a->rules),
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (params);

  g_option_context_set_summary (
    context, _("A d6 game’s activation scheme: d6, Volturno 1860 formations or 1859 corps."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  return g_option_context_parse (context, argc, argv, error);
}

static gboolean
parse_choice (const char *near, GgActChoice *choice)
{
  choice->near_cic = -1;
  if (near == NULL)
    return TRUE;
  if (g_str_equal (near, "yes") || g_str_equal (near, "no"))
    return (choice->near_cic = g_str_equal (near, "yes")), TRUE;
  return FALSE;
}

/* The game, its d6 tables, the table (to measure the CiC's range) and the scheme. */
typedef struct
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Play *play;
  GgAct *act;
} Loaded;

static void
loaded_clear (Loaded *l)
{
  gg_act_free (l->act);
  gg_d6_play_free (l->play);
  g_clear_pointer (&l->rules, gg_d6_rules_free);
  g_clear_pointer (&l->game, gg_game_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Loaded, loaded_clear)

static gboolean
load (const char *path, const char *rules, Loaded *l)
{
  g_autoptr (GError) error = NULL;

  if (!(l->game = gg_cli_load_game (path, rules)))
    return FALSE;
  if (!(gg_ruleset_class (l->game->ruleset)->flags & GG_RULESET_FLAG_ACTIVATION_SCHEMES))
    return g_printerr (_("%s: activation schemes are for d6 games\n"), path), FALSE;
  if (!(l->rules = gg_game_d6_rules (l->game, &error)) ||
      !(l->play = gg_d6_play_new (l->game, l->rules, 0, &error)) ||
      !(l->act = gg_act_new (l->game, gg_game_get_rules_data (l->game), 0, &error)))
    return g_printerr ("%s: %s\n", path, error->message), FALSE;
  /* the scheme measuring on the table as the app's has it (ranges, places, sight) */
  gg_act_free (l->act);
  l->act = gg_act_new_for_table (gg_d6_play_get_table (l->play));
  return TRUE;
}

/* JSON */

static void add_side (JsonBuilder *b, const char *name, char side);

/* R59-4.22, R59-4.42, R59-9.1, R59-4.55: what the acting units may not do, and why. */
static void
add_restrictions (JsonBuilder *b, Loaded *l)
{
  static const char *const names[] = { "move", "close", "fire", "attack", "rally" };
  GgD6Table *table = gg_d6_play_get_table (l->play);

  json_builder_set_member_name (b, "may_not");
  json_builder_begin_array (b);
  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      for (guint what = 0; gg_act_unit_may_act (l->act, u->id) && what < G_N_ELEMENTS (names);
           what++)
        {
          g_autofree char *why = gg_act_unit_refusal (l->act, u->id, what);

          if (why == NULL)
            continue;
          json_builder_begin_object (b);
          gg_cli_json_string (b, "unit", u->id);
          gg_cli_json_string (b, "action", names[what]);
          gg_cli_json_string (b, "why", why);
          json_builder_end_object (b);
        }
    }
  json_builder_end_array (b);
}

/* VOL-4.B2-b, R59-4.4: the units that may move, fire and fight now. */
static void
add_may_act (JsonBuilder *b, Loaded *l)
{
  GgD6Table *table = gg_d6_play_get_table (l->play);

  json_builder_set_member_name (b, "may_act");
  json_builder_begin_array (b);
  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      if (gg_act_unit_may_act (l->act, u->id))
        json_builder_add_string_value (b, u->id);
    }
  json_builder_end_array (b);
  add_restrictions (b, l);
}

static void
add_odds (JsonBuilder *b, const char *name, GgActOdds odds)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  gg_cli_json_double (b, "p", odds.den > 0 ? (double) odds.num / odds.den : 0);
  gg_cli_json_int (b, "num", odds.num);
  gg_cli_json_int (b, "den", odds.den);
  json_builder_end_object (b);
}

static void
add_plan (JsonBuilder *b, const GgActPlan *plan)
{
  json_builder_begin_object (b);
  gg_cli_json_string (b, "formation", plan->formation);
  gg_cli_json_string (b, "die", gg_die_name (plan->die));
  gg_cli_json_bool (b, "free", plan->free);
  gg_cli_json_bool (b, "extended", plan->extended);
  json_builder_set_member_name (b, "modifiers");
  json_builder_begin_array (b);
  for (guint i = 0; i < plan->modifiers->len; i++)
    {
      GgActModifier *m = &g_array_index (plan->modifiers, GgActModifier, i);

      json_builder_begin_object (b);
      gg_cli_json_string (b, "name", m->name);
      gg_cli_json_int (b, "value", m->value);
      gg_cli_json_string (b, "rule", m->rule);
      gg_cli_json_string (b, "line", m->line);
      gg_cli_json_string (b, "source", m->source);
      gg_cli_json_string (b, "note", m->note);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  gg_cli_json_int (b, "modifier", plan->modifier);
  json_builder_set_member_name (b, "target");
  json_builder_begin_object (b);
  gg_cli_json_int (b, "value", plan->target);
  gg_cli_json_string (b, "rule", plan->target_rule);
  gg_cli_json_string (b, "line", plan->target_line);
  gg_cli_json_string (b, "source", plan->target_source);
  json_builder_end_object (b);
  add_odds (b, "activate", plan->activate);
  add_odds (b, "fail", plan->fail);
  add_odds (b, "personal_initiative", plan->personal);
  gg_cli_json_string (b, "refused", plan->refused);
  json_builder_end_object (b);
}

/* R59-4.22: each brigade's orders, the corps commander's Range measured on the table, hors de
 * combat (R59-9.1), and the Without Orders roll's odds. */
static void
add_brigade (JsonBuilder *b, GgAct *act, const GgActFormation *f, const char *brigade)
{
  double d, range;
  GgActOrders o = gg_act_brigade_orders (act, f->side, brigade, &d, &range);
  g_autoptr (GgActPlan) roll = NULL;

  json_builder_begin_object (b);
  gg_cli_json_string (b, "id", brigade);
  gg_cli_json_string (b, "orders", gg_act_orders_to_string (o));
  if (d >= 0)
    gg_cli_json_double (b, "distance_in", d);
  else
    gg_cli_json_string (b, "distance_in", NULL);
  gg_cli_json_double (b, "range_in", range);
  gg_cli_json_bool (b, "hors_de_combat", gg_act_brigade_hors_de_combat (act, f->side, brigade));
  if (o == GG_ACT_ORDERS_WITHOUT || o == GG_ACT_ORDERS_UNMEASURED)
    {
      roll = gg_act_orders_plan (act, f->side, brigade, NULL);
      json_builder_set_member_name (b, "orders_roll");
      add_plan (b, roll);
    }
  json_builder_end_object (b);
}

static void
add_brigades (JsonBuilder *b, GgAct *act, const GgActFormation *f)
{
  json_builder_set_member_name (b, "brigades");
  json_builder_begin_array (b);
  for (guint i = 0; f->brigades != NULL && f->brigades[i] != NULL; i++)
    add_brigade (b, act, f, f->brigades[i]);
  json_builder_end_array (b);
}

static void
add_formation (JsonBuilder *b, GgAct *act, const GgActFormation *f)
{
  int near = gg_act_near_cic (act, f);

  json_builder_begin_object (b);
  gg_cli_json_string (b, "id", f->id);
  gg_cli_json_string (b, "side", (char[]){ f->side, 0 });
  gg_cli_json_string (b, "name", f->name);
  gg_cli_json_string (b, "commander", f->commander);
  gg_cli_json_bool (b, "available", gg_act_formation_available (act, f));
  gg_cli_json_int (b, "activations", f->activations);
  gg_cli_json_int (b, "orders", f->orders);
  gg_cli_json_bool (b, "finished", f->finished);
  gg_cli_json_bool (b, "demoralised", f->demoralised);
  if (near < 0)
    gg_cli_json_string (b, "near_cic", NULL);
  else
    gg_cli_json_bool (b, "near_cic", near);
  if (gg_act_get_scheme (act) == GG_ACT_SCHEME_R59)
    add_brigades (b, act, f);
  if (gg_act_get_scheme (act) == GG_ACT_SCHEME_VOLTURNO)
    {
      /* VOL-5.1: marked at the start of the Action Phase */
      json_builder_set_member_name (b, "out_of_command");
      json_builder_begin_array (b);
      for (guint i = 0; f->out_of_command != NULL && f->out_of_command[i] != NULL; i++)
        json_builder_add_string_value (b, f->out_of_command[i]);
      json_builder_end_array (b);
      gg_cli_json_bool (b, "seen_enemy", f->seen_enemy); /* VOL-15.3 */
    }
  json_builder_end_object (b);
}

static void
add_side (JsonBuilder *b, const char *name, char side)
{
  char text[2] = { side, 0 };

  gg_cli_json_string (b, name, side ? text : NULL);
}

/* R59-9.2: the last end-of-turn Demoralisation Segment, as the referee's log has it (the
 * activation panel shows the same entry), or null. */
static void
add_end_of_turn (JsonBuilder *b, Loaded *l, GgActState *s)
{
  GgLog *log = l->game->state ? l->game->state->log : NULL;
  g_autofree char *text = NULL;

  json_builder_set_member_name (b, "end_of_turn");
  if (log == NULL || s->demoralisation_entry == 0 ||
      s->demoralisation_entry > gg_log_get_n_entries (log))
    {
      json_builder_add_null_value (b);
      return;
    }
  text = gg_log_entry_render (gg_log_get_entry (log, s->demoralisation_entry - 1));
  json_builder_begin_object (b);
  gg_cli_json_int (b, "turn", s->demoralisation_turn);
  gg_cli_json_string (b, "log", text);
  json_builder_end_object (b);
}

/* Whose turn: the d6 sequence's active side, or whose decision it is in the Activation Phase. */
static void
add_state (JsonBuilder *b, Loaded *l)
{
  GgAct *act = l->act;
  GgActState *s = gg_act_get_state (act);
  GgActOdds init = gg_act_initiative_odds (act);
  gboolean d6 = gg_act_get_scheme (act) == GG_ACT_SCHEME_D6;

  gg_cli_json_int (b, "turn", gg_d6_state_of (l->game)->turn.turn);
  add_side (b, "initiative",
            s->turn == (int) gg_d6_state_of (l->game)->turn.turn ? s->initiative : 0);
  add_side (b, "to_act", d6 ? gg_d6_state_of (l->game)->turn.active : s->to_act);
  gg_cli_json_string (b, "active", s->active);
  gg_cli_json_bool (b, "personal_initiative", s->personal != NULL);
  gg_cli_json_int (b, "passes", s->passes);
  gg_cli_json_bool (b, "free", s->free);
  gg_cli_json_bool (b, "over", s->over);
  /* R59-4.44 Heat or Rain, VOL-15.2 night */
  gg_cli_json_bool (b, "weather", !d6 && gg_act_weather_turn (act));
  if (init.den > 0 && s->initiative == 0 && gg_act_get_scheme (act) != GG_ACT_SCHEME_D6)
    add_odds (b, "initiative_a", init);
  add_end_of_turn (b, l, s);
}

static gboolean
formation_wanted (const Args *a, const GgActFormation *f)
{
  return a->formation == NULL || g_str_equal (a->formation, f->id);
}

static int
explain (Loaded *l, Args *a)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  GgActState *s = gg_act_get_state (l->act);
  GgActChoice choice;

  if (!parse_choice (a->near, &choice))
    return usage ("explain", _("--near-cic is yes or no"));
  if (a->formation != NULL && gg_act_state_lookup (s, a->formation) == NULL)
    return g_printerr (_("%s: no formation or corps “%s”\n"), l->game->filename, a->formation),
                       EXIT_BAD_FILE;
  json_builder_begin_object (b);
  gg_cli_json_string (b, "ruleset", "d6");
  gg_cli_json_string (b, "explain", "activation");
  gg_cli_json_string (b, "scheme", gg_act_scheme_to_string (gg_act_get_scheme (l->act)));
  add_state (b, l);
  json_builder_set_member_name (b, "formations");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->formations->len; i++)
    if (formation_wanted (a, g_ptr_array_index (s->formations, i)))
      add_formation (b, l->act, g_ptr_array_index (s->formations, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "next");
  json_builder_begin_array (b);
  for (guint i = 0; gg_act_get_scheme (l->act) != GG_ACT_SCHEME_D6 && i < s->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (s->formations, i);
      g_autoptr (GgActPlan) plan = NULL;

      if (!formation_wanted (a, f) ||
          (a->formation == NULL && !gg_act_formation_available (l->act, f)))
        continue;
      plan = gg_act_plan (l->act, f->id, &choice, NULL);
      add_plan (b, plan);
    }
  json_builder_end_array (b);
  add_may_act (b, l);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

int
gg_cli_explain_activation (int argc, char **argv)
{
  g_auto (Args) a = { 0 };
  g_auto (Loaded) l = { 0 };
  g_autoptr (GError) error = NULL;

  if (!parse ("explain", _("activation GAME"), &argc, &argv, &a, &error))
    return usage ("explain", error->message);
  if (argc != 3)
    return usage ("explain", _("expected “activation” and one game file"));
  if (!load (argv[2], a.rules, &l))
    return EXIT_BAD_FILE;
  return explain (&l, &a);
}

/* activate */

/* Every --die, in order (a d10's 0 is 0); FALSE for one that is no number or too many. */
static gboolean
queue_dice (Loaded *l, Args *a, int *faces, guint *n)
{
  *n = 0;
  if (a->dice != NULL && g_strv_length (a->dice) > GG_ACT_MAX_DICE)
    return FALSE;
  for (guint i = 0; a->dice != NULL && a->dice[i] != NULL; i++)
    {
      char *end;
      long v = strtol (a->dice[i], &end, 10);

      if (end == a->dice[i] || *end != '\0' || v < 0 || v > 20)
        return FALSE;
      faces[(*n)++] = v;
    }
  return TRUE;
}

/* The side of the corps acting now (its brigades roll for orders, R59-4.22). */
static char
acting_side (GgAct *act)
{
  GgActState *s = gg_act_get_state (act);
  GgActFormation *f = gg_act_state_lookup (s, s->active);

  return f != NULL ? f->side : s->to_act;
}

static GgActOutcome *
act (Loaded *l, Args *a, const char *what, const char *id, GError **error)
{
  int faces[GG_ACT_MAX_DICE];
  guint n;
  GgActChoice choice;

  if (!queue_dice (l, a, faces, &n) || !parse_choice (a->near, &choice))
    return NULL;
  if (g_str_equal (what, "initiative"))
    return gg_act_initiative (l->act, faces, n, error);
  if (g_str_equal (what, "pass"))
    return gg_act_pass (l->act, error);
  if (g_str_equal (what, "finish"))
    return gg_act_finish_dice (l->act, faces, n, error);
  if (g_str_equal (what, "end-turn"))
    return gg_act_end_turn (l->play, faces, n, error);
  if (g_str_equal (what, "orders"))
    return gg_act_orders_roll_dice (l->act, acting_side (l->act), id, faces, n, error);
  return gg_act_attempt_dice (l->act, id, &choice, faces, n, error);
}

static int
print_outcome (const GgActOutcome *out)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  gg_cli_json_string (b, "result", gg_act_result_to_string (out->result));
  add_side (b, "side", out->side);
  json_builder_set_member_name (b, "dice");
  json_builder_begin_array (b);
  for (guint i = 0; i < out->n_faces; i++)
    json_builder_add_int_value (b, out->faces[i]);
  json_builder_end_array (b);
  if (out->plan != NULL)
    {
      gg_cli_json_int (b, "total", out->total);
      json_builder_set_member_name (b, "plan");
      add_plan (b, out->plan);
    }
  gg_cli_json_bool (b, "phase_over", out->phase_over);
  add_side (b, "next", out->next);
  gg_cli_json_bool (b, "next_free", out->next_free);
  gg_cli_json_string (b, "log", out->text);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

static gboolean
save (Loaded *l, const char *path, GError **error)
{
  g_autofree char *text = gg_game_to_yaml (l->game, error);

  return text != NULL && gg_game_write_text (text, path, GG_SAVE_BACKUP, error);
}

int
gg_cli_activate (int argc, char **argv)
{
  g_auto (Args) a = { 0 };
  g_auto (Loaded) l = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  const char *what;

  if (!parse ("activate", _("GAME initiative|attempt ID|orders BRIGADE|pass|finish|end-turn"),
                             &argc, &argv, &a, &error))
    return usage ("activate", error->message);
  what = argc > 2 ? argv[2] : "";
  if (!(g_str_equal (what, "attempt") || g_str_equal (what, "orders")
          ? argc == 4
          : argc == 3 && (g_str_equal (what, "initiative") || g_str_equal (what, "pass") ||
                          g_str_equal (what, "finish") || g_str_equal (what, "end-turn"))))
    return usage ("activate", _("expected GAME and initiative, attempt ID, orders BRIGADE, pass, "
                                "finish or end-turn"));
  if (!load (argv[1], a.rules, &l))
    return EXIT_BAD_FILE;
  if (!(out = act (&l, &a, what, argc == 4 ? argv[3] : NULL, &error)))
    {
      if (error == NULL)
        return usage ("activate", _("--die takes a face of the die; --near-cic yes or no"));
      return g_printerr ("%s: %s\n", argv[1], error->message), EXIT_BAD_FILE;
    }
  if (!save (&l, a.output ? a.output : argv[1], &error))
    return g_printerr ("%s: %s\n", a.output ? a.output : argv[1], error->message), EXIT_BAD_FILE;
  return print_outcome (out);
}
