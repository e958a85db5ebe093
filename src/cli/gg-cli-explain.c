/* gg-cli-explain.c: `gigogin-cli explain fire|melee|morale|work GAME …`: the modifiers with their rule
 * IDs and the exact odds of a roll of La Bella Gigogin, before it is rolled, as one JSON object.
 *
 *   explain fire GAME --firer A1 --target B2 [--split B3] [--weapon W] [--cover C]   (each figure's own weapon
 *                                                          and the table's cover unless given)
 *   explain melee GAME --attacker A1 --defender B2 [--round N] [--no-charge] [--cover C]
 *   explain morale GAME --squad A1 [--charge]
 *
 * Ranges, arcs and lines of sight come from the table (edge to edge, BG-12.1-f; the 45° arc,
 * BG-3.1-f); command status, training, traits and characters from the game's `state:` section.
 * Exit 1 for a bad file or an unknown squad, 2 for bad usage. */
#include "gg-config.h"

#include "gg-cli-explain.h"
#include "gg-cli-game.h"
#include "gg-cli-json.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-play.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-table.h"
#include "gg-table-rules.h"

#define EXIT_BAD_FILE 1
#define EXIT_USAGE    2

typedef struct
{
  GgGame *game;
  GgBgRules *rules;
  JsonBuilder *b;
} Ctx;

static int
usage (const char *message)
{
  g_printerr (_("gigogin-cli explain: %s (try “gigogin-cli explain --help”)\n"), message);
  return EXIT_USAGE;
}

static const char *const cover_names[] = { "none", "light", "hard", "fortification", NULL };

static gboolean
parse_cover (const char *text, GgBgCover *cover)
{
  for (int i = 0; cover_names[i] != NULL; i++)
    if (g_strcmp0 (text ? text : "none", cover_names[i]) == 0)
      return (*cover = i), TRUE;
  return FALSE;
}

/* JSON */

static void
add_modifiers (JsonBuilder *b, const char *name, GArray *mods)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; mods != NULL && i < mods->len; i++)
    {
      GgBgModifier *m = &g_array_index (mods, GgBgModifier, i);

      json_builder_begin_object (b);
      gg_cli_json_string (b, "name", m->name);
      gg_cli_json_string (b, "label", gg_bg_modifier_label (m->name));
      gg_cli_json_double (b, "value", m->value);
      gg_cli_json_string (b, "rule", m->rule);
      gg_cli_json_string (b, "source", gg_rule_source_to_string (m->source));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_odds (JsonBuilder *b, const double *odds, guint n)
{
  json_builder_set_member_name (b, "odds");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_double_value (b, odds[i]);
  json_builder_end_array (b);
}

static void
add_length (JsonBuilder *b, const char *name, double mm)
{
  gg_cli_json_length (b, name, gg_unit_from_mm (GG_UNIT_CM, mm), gg_unit_from_mm (GG_UNIT_IN, mm));
}

/* Squads */

static GgBgSquadCommand *
find_squad (Ctx *c, const char *name, GgChit *chit)
{
  GgBgSquadCommand *s = NULL;

  if (gg_chit_from_string (name, chit))
    s = gg_bg_command_squad (c->game, c->rules, chit->side, chit->squad);
  if (s == NULL)
    g_printerr (_("%s: no squad “%s” on the table\n"), c->game->filename, name);
  return s;
}

/* Fire */

static void
add_shots (JsonBuilder *b, GgBgFire *fire, const GgBgFirer *firers)
{
  json_builder_set_member_name (b, "firers");
  json_builder_begin_array (b);
  for (guint i = 0; i < fire->shots->len; i++)
    {
      GgBgShot *s = &g_array_index (fire->shots, GgBgShot, i);

      json_builder_begin_object (b);
      gg_cli_json_string (b, "id", s->id);
      gg_cli_json_string (b, "weapon", gg_bg_weapon_to_string (firers[i].weapon));
      if (firers[i].range_mm < G_MAXDOUBLE)
        add_length (b, "range", firers[i].range_mm);
      json_builder_set_member_name (b, "visible");
      json_builder_add_boolean_value (b, firers[i].visible);
      json_builder_set_member_name (b, "in_arc");
      json_builder_add_boolean_value (b, firers[i].in_arc);
      gg_cli_json_string (b, "eligible", gg_bg_fire_reason_to_string (s->reason));
      gg_cli_json_string (b, "eligible_rule", s->reason_rule);
      add_modifiers (b, "modifiers", s->modifiers);
      gg_cli_json_double (b, "total_modifier", s->total_modifier);
      gg_cli_json_double (b, "hit_on", s->hit_on.value);
      gg_cli_json_string (b, "hit_on_rule", s->hit_on.rule);
      gg_cli_json_string (b, "hit_on_source", gg_rule_source_to_string (s->hit_on.source));
      gg_cli_json_double (b, "p_hit", s->p_hit);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* BG-13-f: @target escorts prisoners: the column's guards and prisoners, and for each number of
 * hits how many fall on the prisoners (gg_bg_prisoners_fire_share, as the fire action takes it). */
static void
add_column (Ctx *c, GgChit target, int n_firing)
{
  g_autoptr (GPtrArray) held = gg_bg_prisoners_held (c->game, &target);
  g_autoptr (GPtrArray) guards = gg_bg_prisoner_guards (c->game, &target);
  GgBgNumber rule = { 0 };

  if (held->len == 0 || guards->len == 0)
    return;
  gg_bg_prisoners_fire_share (c->rules, 0, guards->len, held->len, &rule);
  json_builder_set_member_name (c->b, "column");
  json_builder_begin_object (c->b);
  gg_cli_json_int (c->b, "guards", guards->len);
  gg_cli_json_int (c->b, "prisoners", held->len);
  gg_cli_json_string (c->b, "rule", rule.rule);
  json_builder_set_member_name (c->b, "prisoners_share");
  json_builder_begin_array (c->b);
  for (int k = 0; k <= n_firing; k++)
    json_builder_add_int_value (
      c->b, gg_bg_prisoners_fire_share (c->rules, k, guards->len, held->len, NULL));
  json_builder_end_array (c->b);
  json_builder_end_object (c->b);
}

/* BG-12.1-d: the second part of a split fire (gg_bg_table_split_fire_setup, as the fire action
 * takes it): the figures that cannot see the target, at @other. */
static gboolean
add_split (Ctx *c, GgBgTable *table, GgChit fc, GgChit tc, const char *other, GgBgWeapon weapon)
{
  GgChit oc;
  g_autoptr (GgBgSquadCommand) s = find_squad (c, other, &oc);
  GgBgFireSetup setup;
  GgBgFire fire = { 0 };
  GgBgNumber rule = { 0 };

  if (s == NULL)
    return FALSE;
  gg_bg_table_split_fire_setup (table, (GgBgSquadRef){ fc.side, fc.squad },
                                (GgBgSquadRef){ tc.side, tc.squad },
                                (GgBgSquadRef){ oc.side, oc.squad }, weapon, &setup);
  gg_bg_fire_prepare (c->rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  gg_bg_rules_text (c->rules, "fire.split-fire", &rule);
  json_builder_set_member_name (c->b, "split");
  json_builder_begin_object (c->b);
  gg_cli_json_string (c->b, "target", other);
  gg_cli_json_string (c->b, "rule", rule.rule);
  gg_cli_json_string (c->b, "cover", cover_names[setup.target.cover]);
  add_shots (c->b, &fire, (GgBgFirer *) setup.firers->data);
  json_builder_set_member_name (c->b, "n_firing");
  json_builder_add_int_value (c->b, fire.n_firing);
  add_odds (c->b, fire.odds, fire.n_firing + 1);
  json_builder_end_object (c->b);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  return TRUE;
}

/* The same setup and odds the play card shows (gg_bg_table_fire_setup): each figure's own weapon
 * from the state unless --weapon says what if they all had another; the cover of the most exposed
 * part from the table unless --cover says otherwise; with --split, the figures that cannot see
 * the target fire at that squad (BG-12.1-d), as the fire action does. */
static int
explain_fire (Ctx *c, const char *firer, const char *target, const char *weapon_name,
              const char *cover_name, const char *split)
{
  GgChit fc, tc;
  g_autoptr (GgBgSquadCommand) own = NULL, enemy = NULL;
  g_autoptr (GgBgTable) table = NULL;
  GgBgWeapon weapon = GG_BG_WEAPON_OWN;
  GgBgCover cover = GG_BG_COVER_NONE;
  GgBgFireSetup setup;
  GgBgFire fire = { 0 };

  if (firer == NULL || target == NULL)
    return usage (_("explain fire needs --firer and --target"));
  if (weapon_name && !gg_bg_weapon_from_string (weapon_name, &weapon))
    return usage (_("unknown --weapon"));
  if (cover_name && !parse_cover (cover_name, &cover))
    return usage (_("--cover must be none, light, hard or fortification"));
  if (!(own = find_squad (c, firer, &fc)) || !(enemy = find_squad (c, target, &tc)))
    return EXIT_BAD_FILE;
  table = gg_bg_table_new (c->game, c->rules);
  gg_bg_table_fire_setup (table, (GgBgSquadRef){ fc.side, fc.squad },
                          (GgBgSquadRef){ tc.side, tc.squad }, weapon, &setup);
  if (cover_name != NULL)
    setup.target.cover = cover;
  gg_bg_fire_prepare (c->rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  json_builder_begin_object (c->b);
  gg_cli_json_string (c->b, "explain", "fire");
  gg_cli_json_string (c->b, "firer", firer);
  gg_cli_json_string (c->b, "target", target);
  gg_cli_json_string (c->b, "weapon", weapon_name ? gg_bg_weapon_to_string (weapon) : "own");
  gg_cli_json_string (c->b, "cover", cover_names[setup.target.cover]);
  add_shots (c->b, &fire, (GgBgFirer *) setup.firers->data);
  json_builder_set_member_name (c->b, "n_firing");
  json_builder_add_int_value (c->b, fire.n_firing);
  add_odds (c->b, fire.odds, fire.n_firing + 1);
  json_builder_set_member_name (c->b, "house");
  json_builder_add_boolean_value (c->b, fire.house);
  add_column (c, tc, fire.n_firing);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  if (split != NULL && !add_split (c, table, fc, tc, split, weapon))
    return EXIT_BAD_FILE;
  json_builder_end_object (c->b);
  return gg_cli_json_print (c->b);
}

/* Morale */

static int
explain_morale (Ctx *c, const char *name, gboolean charge)
{
  GgChit chit;
  g_autoptr (GgBgSquadCommand) s = NULL;
  GgBgMoraleInput in;
  GgBgMorale m = { 0 };

  if (name == NULL)
    return usage (_("explain morale needs --squad"));
  if (!(s = find_squad (c, name, &chit)))
    return EXIT_BAD_FILE;
  gg_bg_play_morale_input (c->game, c->rules, chit.side, chit.squad, charge, &in);
  gg_bg_morale_prepare (c->rules, &in, &m);
  json_builder_begin_object (c->b);
  gg_cli_json_string (c->b, "explain", "morale");
  gg_cli_json_string (c->b, "squad", name);
  json_builder_set_member_name (c->b, "figures");
  json_builder_add_int_value (c->b, in.figures);
  json_builder_set_member_name (c->b, "extra_die");
  json_builder_add_boolean_value (c->b, in.extra_die);
  add_modifiers (c->b, "modifiers", m.modifiers);
  gg_cli_json_double (c->b, "total_modifier", m.total_modifier);
  gg_cli_json_string (c->b, "table_rule", m.table.rule);
  json_builder_set_member_name (c->b, "outcomes");
  json_builder_begin_object (c->b);
  for (int o = 0; o < GG_BG_MORALE_N_OUTCOMES; o++)
    gg_cli_json_double (c->b, gg_bg_morale_outcome_to_string (o), m.odds[o]);
  json_builder_end_object (c->b);
  json_builder_set_member_name (c->b, "house");
  json_builder_add_boolean_value (c->b, m.house);
  json_builder_end_object (c->b);
  gg_bg_morale_clear (&m);
  return gg_cli_json_print (c->b);
}

/* Melee */

static const char *
melee_id (GArray *figures, int i)
{
  return g_array_index (figures, GgBgMeleeFigure, i).id;
}

static void
add_duels (JsonBuilder *b, GgBgMeleeRound *round, const GgBgMeleeSetup *setup)
{
  json_builder_set_member_name (b, "duels");
  json_builder_begin_array (b);
  for (guint i = 0; i < round->duels->len; i++)
    {
      GgBgDuel *d = &g_array_index (round->duels, GgBgDuel, i);
      GArray *p = round->attacker_pairs ? setup->attackers : setup->defenders;
      GArray *o = round->attacker_pairs ? setup->defenders : setup->attackers;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "pairing");
      json_builder_begin_array (b);
      for (guint k = 0; k < d->n_pairing; k++)
        json_builder_add_string_value (b, melee_id (p, d->pairing[k]));
      json_builder_end_array (b);
      gg_cli_json_string (b, "against", melee_id (o, d->other));
      gg_cli_json_double (b, "p_pairing_wins", d->p_pairing_wins);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
melee_json (Ctx *c, GgBgMeleeRound *round, const GgBgMeleeSetup *setup)
{
  json_builder_begin_object (c->b);
  gg_cli_json_string (c->b, "explain", "melee");
  gg_cli_json_bool (c->b, "allowed", TRUE);
  json_builder_set_member_name (c->b, "round");
  json_builder_add_int_value (c->b, round->round);
  json_builder_set_member_name (c->b, "attacker_pairs");
  json_builder_add_boolean_value (c->b, round->attacker_pairs);
  add_modifiers (c->b, "attacker_modifiers",
                 round->attacker_mods->len ? g_ptr_array_index (round->attacker_mods, 0) : NULL);
  add_modifiers (c->b, "defender_modifiers",
                 round->defender_mods->len ? g_ptr_array_index (round->defender_mods, 0) : NULL);
  add_duels (c->b, round, setup);
  json_builder_set_member_name (c->b, "house");
  json_builder_add_boolean_value (c->b, round->house);
  json_builder_end_object (c->b);
}

/* The card's refusal (gg_bg_fight_check, the call its preview and its fight make): which check
 * and its rule, with no duels. */
static int
refusal_json (Ctx *c, GgBgChargeCheck check, const char *rule)
{
  json_builder_begin_object (c->b);
  gg_cli_json_string (c->b, "explain", "melee");
  gg_cli_json_bool (c->b, "allowed", FALSE);
  gg_cli_json_string (c->b, "refused", gg_bg_charge_check_to_string (check));
  gg_cli_json_string (c->b, "rule", rule);
  json_builder_end_object (c->b);
  return gg_cli_json_print (c->b);
}

/* First whether the card would let the attack be made at all (gg_bg_fight_check: in sight,
 * command, cavalry against cover or terrain); then the sides as the fight card and the fight take
 * them from the table (gg_bg_table_melee_setup: lancers, leaders' characters, flank and rear,
 * mass, cover, command); --cover overrides the defenders' cover, in both. */
static int
explain_melee (Ctx *c, const char *attacker, const char *defender, int round_no, gboolean charged,
               const char *cover_name)
{
  GgChit ac, dc;
  g_autoptr (GgBgSquadCommand) att = NULL, def = NULL;
  g_autoptr (GgBgTable) table = NULL;
  GgBgMeleeSetup setup;
  GgBgMeleeRound round = { 0 };
  GgBgCover cover;
  GgBgChargeCheck check;
  const char *rule = NULL;

  if (attacker == NULL || defender == NULL)
    return usage (_("explain melee needs --attacker and --defender"));
  if (round_no < 1 || !parse_cover (cover_name, &cover))
    return usage (_("--round must be 1 or more; --cover none, light, hard or fortification"));
  if (!(att = find_squad (c, attacker, &ac)) || !(def = find_squad (c, defender, &dc)))
    return EXIT_BAD_FILE;
  table = gg_bg_table_new (c->game, c->rules);
  check = gg_bg_fight_check (table, (GgBgSquadRef){ ac.side, ac.squad },
                             (GgBgSquadRef){ dc.side, dc.squad }, charged,
                             cover_name != NULL ? &cover : NULL, &rule);
  if (check != GG_BG_CHARGE_OK)
    return refusal_json (c, check, rule);
  gg_bg_table_melee_setup (table, (GgBgSquadRef){ ac.side, ac.squad },
                           (GgBgSquadRef){ dc.side, dc.squad }, charged, &setup);
  if (cover_name != NULL)
    setup.defender.cover = cover;
  gg_bg_melee_round (c->rules, NULL, &setup.attacker, (GgBgMeleeFigure *) setup.attackers->data,
                     setup.attackers->len, &setup.defender,
                     (GgBgMeleeFigure *) setup.defenders->data, setup.defenders->len, round_no,
                     &round);
  melee_json (c, &round, &setup);
  gg_bg_melee_round_clear (&round);
  gg_bg_melee_setup_clear (&setup);
  return gg_cli_json_print (c->b);
}

/* T-11 (BG-4.4-p…w): the artillery hits that bring a work down, the work's size given. */
static int
explain_work (Ctx *c, const char *work, const char *size_text)
{
  gboolean halved = FALSE, collapse = FALSE;
  GgBgNumber n = { 0 };
  char *end = NULL;
  double size = size_text ? g_ascii_strtod (size_text, &end) : -1;
  int hits;

  if (work == NULL || size_text == NULL || end == size_text || *end != '\0' || !(size > 0))
    return usage (_("explain work needs --work KIND and --size N (a number above 0)"));
  hits = gg_bg_work_hits_to_destroy (c->rules, work, size, &halved, &collapse, &n);
  if (n.rule == NULL)
    return usage (_("--work: house, tower, earthwork, castle-wall, palisade, fence or soft"));
  json_builder_begin_object (c->b);
  gg_cli_json_string (c->b, "work", work);
  gg_cli_json_double (c->b, "size", size);
  gg_cli_json_int (c->b, "hits_to_destroy", hits);
  gg_cli_json_bool (c->b, "occupants_casualties_halved", halved);
  gg_cli_json_bool (c->b, "collapses", collapse);
  gg_cli_json_string (c->b, "rule", n.rule);
  gg_cli_json_string (c->b, "source", gg_rule_source_to_string (n.source));
  json_builder_end_object (c->b);
  return gg_cli_json_print (c->b);
}

/* Entry */

static int
run (const char *what, const char *path, char **opt, int round_no, gboolean charge,
     gboolean no_charge, const char *rules_file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_cli_load_game (path, rules_file);
  g_autoptr (GgBgRules) rules = NULL;
  g_autoptr (JsonBuilder) b = json_builder_new ();
  Ctx c;

  if (game == NULL)
    return EXIT_BAD_FILE;
  /* gg-cli.c sends only La Bella Gigogin games here; another has no such tables */
  if (!(rules = gg_game_bg_rules (game, &error)))
    return g_printerr ("%s\n", error->message), EXIT_BAD_FILE;
  if (game->state == NULL)
    game->state = gg_game_state_new (0);
  c = (Ctx){ game, rules, b };
  if (g_str_equal (what, "fire"))
    return explain_fire (&c, opt[0], opt[1], opt[2], opt[3], opt[9]);
  if (g_str_equal (what, "morale"))
    return explain_morale (&c, opt[4], charge);
  if (g_str_equal (what, "work"))
    return explain_work (&c, opt[7], opt[8]);
  return explain_melee (&c, opt[5], opt[6], round_no, !no_charge, opt[3]);
}

int
gg_cli_explain (int argc, char **argv)
{
  char *opt[10] = { NULL };
  g_autofree char *rules_file = NULL;
  int round_no = 1;
  gboolean charge = FALSE, no_charge = FALSE;
  GOptionEntry entries[] = {
    { "firer", 0, 0, G_OPTION_ARG_STRING, &opt[0], N_ ("fire: the firing squad, e.g. A1"),
      N_ ("SQUAD") },
    { "target", 0, 0, G_OPTION_ARG_STRING, &opt[1], N_ ("fire: the target squad"), N_ ("SQUAD") },
    { "split", 0, 0, G_OPTION_ARG_STRING, &opt[9],
      N_ ("fire: the squad the figures that cannot see the target fire at (BG-12.1-d)"),
      N_ ("SQUAD") },
    { "weapon", 0, 0, G_OPTION_ARG_STRING, &opt[2],
      N_ ("fire: rifle, smoothbore, pistol, precision-rifle, blunderbuss (default rifle)"),
      N_ ("W") },
    { "cover", 0, 0, G_OPTION_ARG_STRING, &opt[3],
      N_ ("fire, melee: the target's or defender's cover: none, light, hard, fortification"),
      N_ ("C") },
    { "squad", 0, 0, G_OPTION_ARG_STRING, &opt[4], N_ ("morale: the squad that tests"),
      N_ ("SQUAD") },
    { "attacker", 0, 0, G_OPTION_ARG_STRING, &opt[5], N_ ("melee: the attacking squad"),
      N_ ("SQUAD") },
    { "defender", 0, 0, G_OPTION_ARG_STRING, &opt[6], N_ ("melee: the defending squad"),
      N_ ("SQUAD") },
    { "round", 0, 0, G_OPTION_ARG_INT, &round_no, N_ ("melee: the round (default 1)"), N_ ("N") },
    { "no-charge", 0, 0, G_OPTION_ARG_NONE, &no_charge,
      N_ ("melee: contact without a declared assault or charge (AMB-33)"), NULL },
    { "charge", 0, 0, G_OPTION_ARG_NONE, &charge, N_ ("morale: the test of a charge (Eroico)"),
      NULL },
    { "work", 0, 0, G_OPTION_ARG_STRING, &opt[7],
      N_ ("work: house, tower, earthwork, castle-wall, palisade, fence or soft (T-11)"),
      N_ ("KIND") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &opt[8],
      N_ ("work: area in cm² (house, tower) or length in cm (the others), at 20 mm"), N_ ("N") },
    GG_CLI_RULES_ENTRY (rules_file),
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("fire|melee|morale|work GAME"));
  g_autoptr (GError) error = NULL;
  int status;

  g_option_context_set_summary (
    context, _("The modifiers with their rule IDs and the exact odds of a roll, before it is "
               "rolled, as JSON. Ranges, arcs and lines of sight come from the table; command, "
               "training, traits and characters from the game's state section.\n\n"
               "  explain fire GAME --firer A1 --target B2 [--split B3] [--weapon W] [--cover C]\n"
               "  explain melee GAME --attacker A1 --defender B2 [--round N] [--no-charge]\n"
               "  explain morale GAME --squad A1 [--charge]\n"
               "  explain work GAME --work house --size 300"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    status = usage (error->message);
  else if (argc != 3 ||
           !g_strv_contains ((const char *const[]){ "fire", "melee", "morale", "work", NULL },
                             argv[1]))
    status = usage (_("expected fire, melee, morale or work, then one game file"));
  else
    status = run (argv[1], argv[2], opt, round_no, charge, no_charge, rules_file);
  for (guint i = 0; i < G_N_ELEMENTS (opt); i++)
    g_free (opt[i]);
  return status;
}
