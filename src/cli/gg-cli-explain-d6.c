/* gg-cli-explain-d6.c: `gigogin-cli explain fire|move|test GAME ...` for the d6 rules: the dice to
 * roll, the modifiers with their rule IDs and the exact odds, as one JSON object, with every
 * geometric input (ranges, arcs, line of sight, command distance, contact) read from the game. */
#include "gg-config.h"

#include "gg-cli-explain-d6.h"
#include "gg-cli-game.h"
#include "gg-cli-json.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <math.h>

#include "gg-d6-play.h"
#include "gg-d6-table.h"
#include "gg-table-rules.h"

#define EXIT_BAD_FILE 1
#define EXIT_USAGE    2

typedef struct
{
  char *unit, *target, *charge, *response, *rules;
  gboolean road, brigade, charging;
  int casualties;
  double bearing, distance, wheel;
  const char *path;
} Args;

static void args_clear (Args *a);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Args, args_clear)

static int
usage (const char *message)
{
  g_printerr (_("gigogin-cli explain: %s (try “gigogin-cli explain --help”)\n"), message);
  return EXIT_USAGE;
}

static void
args_clear (Args *a)
{
  g_free (a->unit);
  g_free (a->target);
  g_free (a->charge);
  g_free (a->response);
  g_free (a->rules);
}

static gboolean
parse_double (const char *text, double *out)
{
  char *end = NULL;

  if (text == NULL)
    return TRUE;
  *out = g_ascii_strtod (text, &end);
  /* degrees or inches: a stated range, so that no answer grows past what JSON and people read */
  return end != text && *end == '\0' && fabs (*out) <= 100000;
}

static int
parse (int argc, char **argv, Args *a)
{
  g_autofree char *bearing = NULL, *distance = NULL, *wheel = NULL;
  GOptionEntry entries[] = {
    { "unit", 0, 0, G_OPTION_ARG_STRING, &a->unit, N_ ("The unit (side and squad, e.g. A3)"),
      N_ ("ID") },
    { "target", 0, 0, G_OPTION_ARG_STRING, &a->target, N_ ("The unit fired at"), N_ ("ID") },
    { "response", 0, 0, G_OPTION_ARG_STRING, &a->response,
      N_ ("Response fire: contacted, passing or support"), N_ ("KIND") },
    { "road", 0, 0, G_OPTION_ARG_NONE, &a->road,
      N_ (
        "The whole move is on a road, on the player’s word (with --bearing the table is read too)"),
      NULL },
    { "brigade", 0, 0, G_OPTION_ARG_NONE, &a->brigade, N_ ("The whole brigade moves as one"),
      NULL },
    { "bearing", 0, 0, G_OPTION_ARG_STRING, &bearing, N_ ("Direction of march, degrees"),
      N_ ("DEG") },
    { "distance", 0, 0, G_OPTION_ARG_STRING, &distance, N_ ("Inches to march"), N_ ("IN") },
    { "wheel", 0, 0, G_OPTION_ARG_STRING, &wheel, N_ ("A wheel, degrees (clockwise positive)"),
      N_ ("DEG") },
    { "charge", 0, 0, G_OPTION_ARG_STRING, &a->charge, N_ ("A unit to charge"), N_ ("ID") },
    { "charging", 0, 0, G_OPTION_ARG_NONE, &a->charging,
      N_ ("Melee: the attackers charged (D6-TEST-M9)"), NULL },
    { "casualties", 0, 0, G_OPTION_ARG_INT, &a->casualties,
      N_ ("Figures lost now, before the TEST"), N_ ("N") },
    GG_CLI_RULES_ENTRY (a->rules),
    { NULL }
  };
  g_autoptr (GOptionContext)
    context = g_option_context_new (_("fire|move|test|melee|reform GAME"));
  g_autoptr (GError) error = NULL;

  a->bearing = a->distance = a->wheel = NAN;
  g_option_context_set_summary (
    context, _("The dice, the modifiers with their rule IDs and the exact odds of a d6 roll."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage (error->message);
  if (argc != 3)
    return usage (_("expected a question (fire, move, test, melee or reform) and one game file"));
  if (!parse_double (bearing, &a->bearing) || !parse_double (distance, &a->distance) ||
      !parse_double (wheel, &a->wheel) || a->casualties < 0)
    return usage (_("--bearing, --distance and --wheel take numbers; --casualties 0 or more"));
  a->path = argv[2];
  return 0;
}

const char *
gg_cli_explain_find_game (int argc, char **argv)
{
  static const char *const with_value[] = {
    "--unit",   "--target",     "--response", "--bearing", "--distance", "--wheel",
    "--charge", "--casualties", "--rules",    "--firer",   "--weapon",   "--cover",
    "--squad",  "--attacker",   "--defender", "--round",   NULL
  };

  for (int i = 2; i < argc; i++)
    {
      if (g_strv_contains (with_value, argv[i]))
        i++;
      else if (argv[i][0] != '-')
        return argv[i];
    }
  return NULL;
}

/* JSON pieces */

/* A length given in inches, shown in both units. */
static void
add_length (JsonBuilder *b, const char *name, double inches)
{
  gg_cli_json_length (b, name, inches * 2.54, inches);
}

static void
add_report (JsonBuilder *b, const GgD6Report *r)
{
  gg_cli_json_int (b, "dice", r->dice);
  json_builder_set_member_name (b, "modifiers");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->mods->len; i++)
    {
      const GgD6Mod *m = &g_array_index (r->mods, GgD6Mod, i);

      json_builder_begin_object (b);
      gg_cli_json_string (b, "rule", m->rule);
      gg_cli_json_string (b, "source", gg_rule_source_to_string (m->source));
      gg_cli_json_string (b, "label", m->label);
      gg_cli_json_int (b, "value", m->value);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "odds");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->odds->len; i++)
    {
      const GgD6Odds *o = &g_array_index (r->odds, GgD6Odds, i);

      json_builder_begin_object (b);
      gg_cli_json_string (b, "label", o->label);
      json_builder_set_member_name (b, "p");
      json_builder_add_double_value (b, o->p);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_ids (JsonBuilder *b, const char *name, GPtrArray *ids)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; ids != NULL && i < ids->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (ids, i));
  json_builder_end_array (b);
}

/* The questions */

static const char *const band_names[] = { "canister", "short", "long", "out" };
static const char *const cover_names[] = { "none", "soft", "hard" };
static const char *const stop_names[] = { "none", "enemy", "terrain", "contact", "table-edge" };
static const char *const edge_names[] = { "none", "front", "flank", "rear" };

static GgD6TableUnit *
lookup (GgD6Table *table, const char *path, const char *id)
{
  GgD6TableUnit *u = id != NULL ? gg_d6_table_lookup (table, id) : NULL;

  if (u == NULL || !gg_d6_table_unit_present (u))
    {
      g_printerr (_("%s: no unit “%s” on the table\n"), path, id ? id : "");
      return NULL;
    }
  return u;
}

static gboolean
response_kind (const char *text, GgD6FireKind *kind)
{
  static const char *const names[] = { "normal", "contacted", "passing", "support" };

  *kind = GG_D6_FIRE_NORMAL;
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (text, names[i]))
      return (*kind = i), TRUE;
  return text == NULL;
}

/* The same call as the app's fire pane: the table's measurement, and the plan from it. */
static int
explain_fire (GgD6Play *play, Args *a)
{
  GgD6Table *table = gg_d6_play_get_table (play);
  GgD6TableUnit *firer, *target;
  g_auto (GgD6FireGeometry) geo = { 0 };
  g_autoptr (GgD6Fire) fire = NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GError) error = NULL;
  GgD6FireJudgement j;
  GgD6FireKind kind;

  if (a->target == NULL || !response_kind (a->response, &kind))
    return usage (_("explain fire needs --unit and --target; --response is contacted, passing "
                    "or support"));
  if (!(firer = lookup (table, a->path, a->unit)) || !(target = lookup (table, a->path, a->target)))
    return EXIT_BAD_FILE;
  if (!gg_d6_play_fire_measure (play, firer->id, target->id, kind, &j, &geo, &error) ||
      !(fire = gg_d6_play_fire_plan (play, firer->id, target->id, kind, NULL, &error)))
    return g_printerr ("%s: %s\n", a->path, error->message), EXIT_BAD_FILE;
  json_builder_begin_object (b);
  gg_cli_json_string (b, "ruleset", "d6");
  gg_cli_json_string (b, "explain", "fire");
  gg_cli_json_string (b, "unit", firer->id);
  gg_cli_json_string (b, "target", target->id);
  gg_cli_json_bool (b, "allowed", fire->allowed);
  gg_cli_json_string (b, "reason", fire->reason);
  gg_cli_json_string (b, "reason_rule", fire->reason_rule);
  add_length (b, "distance", j.distance);
  gg_cli_json_string (b, "band", band_names[fire->band]);
  gg_cli_json_bool (b, "in_arc", j.in_arc);
  gg_cli_json_bool (b, "line_of_sight", j.line_of_sight);
  add_ids (b, "blocked_by", j.line_of_sight ? NULL : geo.blockers);
  gg_cli_json_int (b, "counted", geo.counted);
  gg_cli_json_string (b, "cover", cover_names[j.cover]);
  gg_cli_json_bool (b, "dense", j.target_dense);
  add_report (b, fire->report);
  json_builder_set_member_name (b, "p_test");
  json_builder_add_double_value (b, fire->p_test);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

static void
add_commander (JsonBuilder *b, GgD6Table *table, GgD6TableUnit *u)
{
  double d;
  GgD6TableUnit *c = gg_d6_table_commander (table, u, &d);

  json_builder_set_member_name (b, "commander");
  if (c == NULL)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  gg_cli_json_string (b, "id", c->id);
  add_length (b, "distance", d);
  json_builder_end_object (b);
}

static void
add_march (JsonBuilder *b, GgD6Table *table, GgD6TableUnit *u, Args *a)
{
  GgD6Stop stop = GG_D6_STOP_NONE;
  double allowed = gg_d6_table_march_limit (table, u, a->bearing, a->distance, FALSE, &stop);

  json_builder_set_member_name (b, "march");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "bearing");
  json_builder_add_double_value (b, a->bearing);
  gg_cli_json_bool (b, "direct", allowed >= 0);
  add_length (b, "allowed", MAX (allowed, 0));
  gg_cli_json_string (b, "stop", stop_names[stop]);
  /* D6-DIS-C6, L90: through a friendly unit on the way, the unit is disordered */
  gg_cli_json_bool (b, "through_friends",
                    allowed > 0 &&
                      gg_d6_table_march_through_friends (table, u, a->bearing, allowed));
  json_builder_end_object (b);
}

/* The same calls as the app's charge pane: the table's measurement, then the plan from it. */
static void
add_charge (JsonBuilder *b, GgD6Play *play, GgD6TableUnit *u, GgD6TableUnit *t, double move)
{
  GgD6ChargeInput in;
  GgD6ChargeGeometry geo;
  g_auto (GgD6ChargePlan) plan = { 0 };

  gg_d6_play_charge_measure (play, u->id, t->id, move, &in, &geo, NULL);
  gg_d6_play_charge_plan (play, t->id, &in, &plan, NULL);
  json_builder_set_member_name (b, "charge");
  json_builder_begin_object (b);
  gg_cli_json_string (b, "target", t->id);
  gg_cli_json_string (b, "edge", edge_names[geo.edge]);
  add_length (b, "path", geo.path);
  add_length (b, "straight", geo.straight);
  add_length (b, "charge_distance", plan.distance);
  gg_cli_json_bool (b, "line_of_sight", geo.line_of_sight);
  gg_cli_json_bool (b, "possible", plan.allowed); /* with the longest move the dice can give */
  gg_cli_json_string (b, "rule", plan.rule);
  json_builder_end_object (b);
}

/* P(the rolled move reaches @path): from the move's odds labels is fragile, so from the sum. */
static double
p_reach (const GgD6Move *m, double path)
{
  g_autofree double *p = g_new0 (double, 6 * m->dice + 1);
  double total = 0;

  gg_d6_odds_sum (m->dice, p);
  for (int s = m->dice; s <= 6 * m->dice; s++)
    if ((s + m->inches) * m->factor >= path - 1e-9)
      total += p[s];
  return total;
}

static void
add_terrain (JsonBuilder *b, const GgD6MoveTerrain *t, gboolean by_player)
{
  json_builder_set_member_name (b, "terrain");
  json_builder_begin_object (b);
  gg_cli_json_string (b, "road", t->road);
  add_length (b, "road_ahead", t->road_ahead);
  gg_cli_json_bool (b, "on_road", t->on_road);
  gg_cli_json_bool (b, "road_on_players_word", by_player && !t->on_road);
  gg_cli_json_string (b, "soft_ground", t->soft);
  gg_cli_json_string (b, "hill", t->hill);
  gg_cli_json_int (b, "hill_step", t->hill_step);
  json_builder_end_object (b);
}

/* The same call as the app's move pane (D6-MOVE-3, D6-TER-11/12: the terrain along --bearing;
 * the road die on the player's word with --road, AMB-18). */
static int
explain_move (GgD6Play *play, Args *a)
{
  GgD6Table *table = gg_d6_play_get_table (play);
  GgD6TableUnit *u, *t = NULL;
  g_autoptr (GgD6Move) move = NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GError) error = NULL;
  static const char *const need_names[] = { "full", "half", "any" };
  GgD6MoveChoice choice;
  GgD6MoveTerrain terrain = { 0 };

  if (!(u = lookup (table, a->path, a->unit)) ||
      (a->charge && !(t = lookup (table, a->path, a->charge))))
    return EXIT_BAD_FILE;
  if (isnan (a->bearing) != isnan (a->distance))
    return usage (_("--bearing and --distance go together"));
  choice = (GgD6MoveChoice){ .bearing = a->brigade ? NAN : a->bearing,
                             .road = a->road ? 1 : -1,
                             .brigade = a->brigade,
                             .commander_distance = NAN };
  if (!(move = gg_d6_play_move_plan (play, u->id, &choice, &terrain, &error)))
    return g_printerr ("%s: %s\n", a->path, error->message), EXIT_BAD_FILE;
  json_builder_begin_object (b);
  gg_cli_json_string (b, "ruleset", "d6");
  gg_cli_json_string (b, "explain", "move");
  gg_cli_json_string (b, "unit", u->id);
  add_commander (b, table, u);
  add_report (b, move->report);
  add_length (b, "plus", move->inches);
  json_builder_set_member_name (b, "factor");
  json_builder_add_double_value (b, move->factor);
  gg_cli_json_string (b, "must_move", need_names[move->need]);
  gg_cli_json_bool (b, "disorders", move->disorders); /* soft ground, D6-TER-11 */
  if (!isnan (a->bearing))
    add_march (b, table, u, a);
  if (!isnan (a->bearing) && !a->brigade)
    add_terrain (b, &terrain, a->road);
  if (!isnan (a->wheel))
    add_length (b, "wheel", gg_d6_table_wheel (table, u, a->wheel, FALSE));
  if (t != NULL)
    {
      add_charge (b, play, u, t, 6.0 * move->dice + move->inches);
      json_builder_set_member_name (b, "p_move_reaches");
      json_builder_add_double_value (b, p_reach (move, gg_d6_table_distance (u, t)));
    }
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

/* The same call as the app's TEST pane. */
static int
explain_test (GgD6Play *play, Args *a)
{
  static const char *const result_names[] = { "rout", "retreat", "disorder", "no-change" };
  GgD6TableUnit *u;
  g_autoptr (GgD6Test) test = NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GError) error = NULL;
  GgD6TestJudgement j;
  GgD6TestInput in;

  if (!(u = lookup (gg_d6_play_get_table (play), a->path, a->unit)))
    return EXIT_BAD_FILE;
  if (!gg_d6_play_test_measure (play, a->unit, a->casualties, &j, &in, &error) ||
      !(test = gg_d6_play_test_plan (play, a->unit, a->casualties, NULL, &error)))
    return g_printerr ("%s: %s\n", a->path, error->message), EXIT_BAD_FILE;
  u = gg_d6_table_lookup (gg_d6_play_get_table (play), a->unit); /* the table was remade */
  json_builder_begin_object (b);
  gg_cli_json_string (b, "ruleset", "d6");
  gg_cli_json_string (b, "explain", "test");
  gg_cli_json_string (b, "unit", u->id);
  gg_cli_json_int (b, "casualties", a->casualties);
  gg_cli_json_int (b, "lost", in.lost);
  gg_cli_json_string (b, "contacted", edge_names[in.contacted]);
  add_report (b, test->report);
  gg_cli_json_int (b, "total", test->modifiers);
  json_builder_set_member_name (b, "die");
  json_builder_begin_array (b);
  for (int f = 1; f <= 6; f++)
    {
      json_builder_begin_object (b);
      gg_cli_json_int (b, "face", f);
      gg_cli_json_int (b, "score", test->die_score[f]);
      gg_cli_json_string (b, "result", result_names[test->die_result[f]]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "p");
  json_builder_begin_object (b);
  for (int r = 0; r < 4; r++)
    {
      json_builder_set_member_name (b, result_names[r]);
      json_builder_add_double_value (b, test->p[r]);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

static void
add_side (JsonBuilder *b, const char *name, char **ids, const GgD6Test *test)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "units");
  json_builder_begin_array (b);
  for (guint i = 0; ids[i] != NULL; i++)
    json_builder_add_string_value (b, ids[i]);
  json_builder_end_array (b);
  add_report (b, test->report);
  gg_cli_json_int (b, "total", test->modifiers);
  json_builder_end_object (b);
}

/* D6-MEL-6: --unit and --target take lists (A1,A7); the same call as the app's melee pane. */
static int
explain_melee (GgD6Play *play, Args *a)
{
  static const char *const outcome_names[] = { "draw", "attackers-win", "defenders-win" };
  g_auto (GStrv) att = g_strsplit (a->unit, ",", -1);
  g_auto (GStrv) def = g_strsplit (a->target, ",", -1);
  g_autoptr (GgD6Melee) m = NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GError) error = NULL;

  for (guint i = 0; att[i] != NULL; i++)
    if (!lookup (gg_d6_play_get_table (play), a->path, att[i]))
      return EXIT_BAD_FILE;
  for (guint i = 0; def[i] != NULL; i++)
    if (!lookup (gg_d6_play_get_table (play), a->path, def[i]))
      return EXIT_BAD_FILE;
  m = gg_d6_play_melee_sides_plan (play, (const char *const *) att, (const char *const *) def,
                                   a->charging, NULL, &error);
  if (m == NULL)
    return g_printerr ("%s: %s\n", a->path, error->message), EXIT_BAD_FILE;
  json_builder_begin_object (b);
  gg_cli_json_string (b, "ruleset", "d6");
  gg_cli_json_string (b, "explain", "melee");
  add_side (b, "attackers", att, m->a);
  add_side (b, "defenders", def, m->b);
  json_builder_set_member_name (b, "p");
  json_builder_begin_object (b);
  for (int o = 0; o < 3; o++)
    {
      json_builder_set_member_name (b, outcome_names[o]);
      json_builder_add_double_value (b, m->p[o]);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

/* D6-REF-4: whether the unit's figures, as the file has them, complete its formation change or
 * reform (the check the move pane makes before completing it). */
static int
explain_reform (GgD6Play *play, Args *a)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GError) error = NULL;
  GgD6TableUnit *u;
  gboolean ok;

  if (!(u = lookup (gg_d6_play_get_table (play), a->path, a->unit)))
    return EXIT_BAD_FILE;
  ok = gg_d6_play_change_check (play, a->unit, &error);
  u = gg_d6_table_lookup (gg_d6_play_get_table (play), a->unit); /* the table was remade */
  json_builder_begin_object (b);
  gg_cli_json_string (b, "ruleset", "d6");
  gg_cli_json_string (b, "explain", "reform");
  gg_cli_json_string (b, "unit", u->id);
  gg_cli_json_string (b, "formation", u->state->formation ? u->state->formation : "");
  gg_cli_json_string (b, "new-formation", u->state->new_formation ? u->state->new_formation : "");
  json_builder_set_member_name (b, "allowed");
  json_builder_add_boolean_value (b, ok);
  if (!ok)
    gg_cli_json_string (b, "reason", error->message);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

/* The game's tables (a club's file, if it names one, gg_game_d6_rules); the game's options are
 * applied to them by gg_d6_play_new. */
static GgD6Rules *
load_rules (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Rules) rules = gg_game_d6_rules (game, &error);

  if (rules == NULL)
    {
      g_printerr ("%s: %s\n", game->filename, error->message);
      return NULL;
    }
  return g_steal_pointer (&rules);
}

int
gg_cli_explain_d6 (int argc, char **argv)
{
  g_auto (Args) a = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Play) play = NULL;
  const char *question = argc > 1 ? argv[1] : NULL;
  int status;

  if ((status = parse (argc, argv, &a)))
    return status;
  question = argv[1];
  if (!g_str_equal (question, "fire") && !g_str_equal (question, "move") &&
      !g_str_equal (question, "test") && !g_str_equal (question, "melee") &&
      !g_str_equal (question, "reform"))
    return usage (_("the d6 questions are fire, move, test, melee and reform"));
  if (a.unit == NULL)
    return usage (_("--unit is required"));
  if (g_str_equal (question, "melee") && a.target == NULL)
    return usage (_("melee needs --unit ATTACKERS and --target DEFENDERS (lists: A1,A7)"));
  if (!(game = gg_cli_load_game (a.path, a.rules)))
    return EXIT_BAD_FILE;
  if (!(rules = load_rules (game)))
    return EXIT_BAD_FILE;
  /* the game's options apply to the rules (gg_d6_play_new); nothing is rolled or saved */
  if (!(play = gg_d6_play_new (game, rules, 0, &error)))
    return g_printerr ("%s: %s\n", game->filename, error->message), EXIT_BAD_FILE;
  if (g_str_equal (question, "fire"))
    return explain_fire (play, &a);
  if (g_str_equal (question, "melee"))
    return explain_melee (play, &a);
  if (g_str_equal (question, "reform"))
    return explain_reform (play, &a);
  return g_str_equal (question, "move") ? explain_move (play, &a) : explain_test (play, &a);
}
