/* gg-roster-validate.c: the rules a roster must keep, each reported with its rule ID.
 *
 * Organisation sizes follow AMB-01's suggested default (bella-gigogin.md §19): BG-2.1-b says
 * 2–6 squads a platoon and 2–6 platoons a company, BG-4.1-a says 1–4 and 1–4; we accept 1–6
 * and warn outside, and a squad has at most 10 figures, its leader included. */
#include "gg-roster-private.h"
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The numbers the checks use, with the rule each comes from. */
#define SQUAD_MAX_FIGURES    10 /* BG-4.1-a, BG-2.1-b */
#define PLATOON_MIN_SQUADS   1  /* AMB-01 */
#define PLATOON_MAX_SQUADS   6  /* AMB-01 */
#define COMPANY_MIN_PLATOONS 1  /* AMB-01 */
#define COMPANY_MAX_PLATOONS 6  /* AMB-01 */
#define SECTION_MIN_GUNS     2  /* BG-4.4-b */
#define SECTION_MAX_GUNS     3  /* BG-4.4-b */
#define BATTERY_MIN_SECTIONS 2  /* BG-4.4-b */
#define BATTERY_MAX_SECTIONS 4  /* BG-4.4-b */
#define GUN_MIN_CREW         8  /* BG-4.4-x */
#define PRECISION_RIFLES_MAX 2  /* BG-15.2-b */
#define ITALIAN_MAX_FIGURES  12 /* D6-SPEC-5 */

typedef struct _GgRosterChecker
{
  GgRoster *roster;
  GPtrArray *problems;
  GHashTable *squad_numbers; /* number -> GgRosterNode* */
  GHashTable *persons;       /* special character -> GgRosterNode* */
  guint precision_rifles;
} Checker;

static void report_at (Checker *self, GgRosterSeverity severity, const GgRosterNode *node,
                       const char *key, const char *rule, const char *format, ...)
  G_GNUC_PRINTF (6, 7);

static void
report_at (Checker *self, GgRosterSeverity severity, const GgRosterNode *node, const char *key,
           const char *rule, const char *format, ...)
{
  const GgRosterValue *value = key ? _gg_roster_node_value (node, key) : NULL;
  GgRosterProblem *problem = g_new0 (GgRosterProblem, 1);
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  problem->severity = severity;
  problem->rule = g_strdup (rule);
  problem->node = (GgRosterNode *) node;
  problem->text =
    g_strdup_printf ("%s:%u:%u: %s%s [%s]", self->roster->filename,
                     value ? value->line : node->line, value ? value->column : node->column,
                     severity == GG_ROSTER_SEVERITY_WARNING ? _("warning: ") : "", message, rule);
  g_ptr_array_add (self->problems, problem);
}

#define error_at(self, node, key, rule, ...) \
  report_at (self, GG_ROSTER_SEVERITY_ERROR, node, key, rule, __VA_ARGS__)
#define warn_at(self, node, key, rule, ...) \
  report_at (self, GG_ROSTER_SEVERITY_WARNING, node, key, rule, __VA_ARGS__)

static const char *
label (const GgRosterNode *node)
{
  const char *name = gg_roster_node_get_text (node, "name");

  return name ? name : _(node->schema->what);
}

static void
check_range (Checker *self, const GgRosterNode *node, const char *key, guint n, guint min,
             guint max, const char *rule, const char *what)
{
  if (n < min || n > max)
    warn_at (self, node, key, rule,
             _("“%s” has %u %s; the rules expect %u to %u"), label (node), n, what, min, max);
}

static void
check_officer_present (Checker *self, const GgRosterNode *node, const char *slot, const char *rule)
{
  static const char *const messages[][2] = {
    { "commander", N_ ("“%s” has no commander") },
    { "deputy", N_ ("“%s” has no deputy commander") },
    { "musician", N_ ("“%s” has no musician") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (messages); i++)
    if (g_str_equal (slot, messages[i][0]) && !gg_roster_node_has (node, slot))
      warn_at (self, node, NULL, rule, _(messages[i][1]), label (node));
}

/* La Bella Gigogin: figures */

static void
check_characters (Checker *self, const GgRosterNode *fig)
{
  static const char *const clashes[][3] = {
    { "fortunato", "sfortunato", "BG-15.1-n" },
    { "impetuoso", "lento", "BG-15.1-o" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (clashes); i++)
    if (gg_roster_node_has_flag (fig, "character", clashes[i][0]) &&
        gg_roster_node_has_flag (fig, "character", clashes[i][1]))
      error_at (self, fig, "character", clashes[i][2],
                _("a leader cannot be both “%s” and “%s”"), clashes[i][0], clashes[i][1]);
}

/* BG-15.1-s…v: the named personalities are one person each. */
static void
check_special (Checker *self, const GgRosterNode *fig)
{
  static const char *const unique[][2] = {
    { "bella-gigogin", "BG-15.1-s" },
    { "luciano-manara", "BG-15.1-t" },
    { "piccolo-tamburino-sardo", "BG-15.1-u" },
    { "piccola-vedetta-lombarda", "BG-15.1-v" },
  };
  const char *special = gg_roster_node_get_text (fig, "special");

  if (special == NULL)
    return;
  if (gg_roster_node_get_int (fig, "count", 1) > 1)
    error_at (self, fig, "count", "BG-15-a", _("a personality is a single figure"));
  for (guint i = 0; i < G_N_ELEMENTS (unique); i++)
    if (g_str_equal (special, unique[i][0]))
      {
        if (g_hash_table_contains (self->persons, special))
          error_at (self, fig, "special", unique[i][1], _("“%s” appears more than once"), special);
        g_hash_table_insert (self->persons, (gpointer) special, (gpointer) fig);
      }
}

static void
check_figure (Checker *self, const GgRosterNode *fig)
{
  const char *role = gg_roster_node_get_text (fig, "role");
  const char *weapon = gg_roster_figure_weapon (fig);
  gint64 count = gg_roster_node_get_int (fig, "count", 1);

  if (gg_roster_node_has (fig, "character") &&
      (role == NULL || !g_str_equal (role, "leader") || count > 1))
    error_at (self, fig, "character", "BG-15-a",
              _("leaders' characters belong to officers and squad leaders"));
  check_characters (self, fig);
  check_special (self, fig);
  if (g_strcmp0 (weapon, "lance") == 0 && !gg_roster_node_mounted (fig))
    error_at (self, fig, "weapon", "BG-11.7-a", _("the lance is a weapon of mounted cavalry"));
  if (g_strcmp0 (weapon, "precision-rifle") == 0)
    {
      self->precision_rifles += count;
      if (self->precision_rifles > PRECISION_RIFLES_MAX)
        error_at (self, fig, "weapon", "BG-15.2-b",
                  _("more than %d precision rifles in a side (%u so far)"), PRECISION_RIFLES_MAX,
                     self->precision_rifles);
    }
}

static void
check_officer (Checker *self, const GgRosterNode *officer)
{
  check_characters (self, officer);
  check_special (self, officer);
}

/* La Bella Gigogin: squads */

typedef struct
{
  guint figures, leaders, gunners, helpers, drivers, specials;
} SquadCount;

static SquadCount
count_squad (const GgRosterNode *squad)
{
  SquadCount c = { 0 };

  for (guint i = 0; i < gg_roster_node_count (squad, "figures"); i++)
    {
      const GgRosterNode *fig = gg_roster_node_nth (squad, "figures", i);
      const char *role = gg_roster_node_get_text (fig, "role");
      guint n = gg_roster_node_get_int (fig, "count", 1);

      c.figures += n;
      c.leaders += g_strcmp0 (role, "leader") == 0 ? n : 0;
      c.gunners += g_strcmp0 (role, "gunner") == 0 ? n : 0;
      c.helpers += g_strcmp0 (role, "helper") == 0 ? n : 0;
      c.drivers += g_strcmp0 (role, "driver") == 0 ? n : 0;
      c.specials += gg_roster_node_has (fig, "special") ? n : 0;
    }
  return c;
}

static void
check_gun_squad (Checker *self, const GgRosterNode *squad, const SquadCount *c)
{
  GgRosterNode *gun = gg_roster_node_get_child (squad, "gun");
  gint64 horses = gg_roster_node_get_int (gun, "horses", 0);

  if (!g_str_equal (gg_roster_node_arm (squad), "artillery"))
    error_at (self, squad, "arm", "BG-4.4-a", _("a squad with a gun is artillery"));
  if (c->drivers > 1)
    error_at (self, squad, "figures", "BG-4.4-c",
              _("a gun squad has at most 1 driver, found %u"), c->drivers);
  if (c->drivers > 0 && horses == 0)
    error_at (self, gun, NULL, "BG-4.4-c", _("a driver needs 1 or more draught horses"));
  if (horses > 0 && c->drivers == 0)
    error_at (self, gun, "horses", "BG-4.4-c", _("draught horses need their driver"));
  if (c->leaders > 1)
    error_at (self, squad, "figures", "AMB-07",
              _("a gun squad has one chief, found %u"), c->leaders);
  if (c->gunners + c->helpers < GUN_MIN_CREW)
    warn_at (self, squad, "figures", "BG-4.4-x",
             _("squad %d has %u crew: a gun needs %d to load"),
                (int) gg_roster_node_get_int (squad, "number", 0), c->gunners + c->helpers,
                GUN_MIN_CREW);
}

static void
check_foot_squad (Checker *self, const GgRosterNode *squad, const SquadCount *c)
{
  gint64 number = gg_roster_node_get_int (squad, "number", 0);

  if (c->gunners + c->helpers + c->drivers > 0)
    error_at (self, squad, "figures", "BG-4.4-a",
              _("gunners, helpers and drivers serve a gun: squad %d has no gun"), (int) number);
  if (c->specials > 0 && c->specials == c->figures)
    return; /* AMB-65: an independent personality is a squad of its own, with no leader */
  if (c->leaders != 1)
    error_at (self, squad, "figures", "BG-4.1-a",
              _("squad %d must have exactly one leader, found %u"), (int) number, c->leaders);
}

static void
check_squad_number (Checker *self, const GgRosterNode *squad)
{
  gpointer number = GINT_TO_POINTER (gg_roster_node_get_int (squad, "number", 0));

  if (!gg_roster_node_has (squad, "number"))
    return;
  if (g_hash_table_contains (self->squad_numbers, number))
    error_at (self, squad, "number", "BG-3.4-c",
              _("squad number %d is used twice in this side"), GPOINTER_TO_INT (number));
  g_hash_table_insert (self->squad_numbers, number, (gpointer) squad);
}

static void
check_squad (Checker *self, const GgRosterNode *squad)
{
  SquadCount c = count_squad (squad);

  check_squad_number (self, squad);
  if (c.figures > SQUAD_MAX_FIGURES)
    error_at (self, squad, "figures", "BG-4.1-a",
              _("squad %d has %u figures: at most %d, its leader included"),
                 (int) gg_roster_node_get_int (squad, "number", 0), c.figures, SQUAD_MAX_FIGURES);
  if (gg_roster_node_has (squad, "gun"))
    check_gun_squad (self, squad, &c);
  else
    check_foot_squad (self, squad, &c);
  for (guint i = 0; i < gg_roster_node_count (squad, "figures"); i++)
    check_figure (self, gg_roster_node_nth (squad, "figures", i));
}

/* La Bella Gigogin: platoons, companies, battalion */

static gboolean
is_battery (const GgRosterNode *company)
{
  return g_str_equal (gg_roster_node_arm (company), "artillery");
}

static void
check_platoon_letter (Checker *self, const GgRosterNode *platoon, guint index, GHashTable *letters)
{
  const char *letter = gg_roster_node_get_text (platoon, "letter");
  g_autofree char *fallback = NULL;

  if (letter != NULL && !g_regex_match_simple ("^[A-Z]$", letter, 0, 0))
    {
      error_at (self, platoon, "letter", "BG-3.2-h",
                _("a platoon letter is one capital letter, A to Z; found “%s”"), letter);
      return;
    }
  if (letter == NULL)
    letter = fallback = g_strdup_printf ("%c", index < 26 ? 'A' + index : '?');
  if (g_hash_table_contains (letters, letter))
    error_at (self, platoon, "letter", "BG-3.2-h",
              _("platoon letter %s is used twice in this company"), letter);
  g_hash_table_add (letters, g_strdup (letter));
}

static void
check_platoon (Checker *self, const GgRosterNode *platoon, gboolean battery)
{
  guint n = gg_roster_node_count (platoon, "squads");

  if (battery)
    check_range (self, platoon, "squads", n, SECTION_MIN_GUNS, SECTION_MAX_GUNS, "BG-4.4-b",
                 _("guns"));
  else
    check_range (self, platoon, "squads", n, PLATOON_MIN_SQUADS, PLATOON_MAX_SQUADS, "AMB-01",
                 _("squads"));
  check_officer_present (self, platoon, "commander", battery ? "BG-4.4-b" : "BG-4.1-a");
  if (gg_roster_node_has (platoon, "commander"))
    check_officer (self, gg_roster_node_get_child (platoon, "commander"));
  for (guint i = 0; i < n; i++)
    check_squad (self, gg_roster_node_nth (platoon, "squads", i));
}

static void
check_staff (Checker *self, const GgRosterNode *node, const char *rule)
{
  static const char *const slots[] = { "commander", "deputy", "musician" };

  for (guint i = 0; i < G_N_ELEMENTS (slots); i++)
    {
      check_officer_present (self, node, slots[i], rule);
      if (gg_roster_node_has (node, slots[i]))
        check_officer (self, gg_roster_node_get_child (node, slots[i]));
    }
}

static void
check_company (Checker *self, const GgRosterNode *company)
{
  g_autoptr (GHashTable) letters = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean battery = is_battery (company);
  guint n = gg_roster_node_count (company, "platoons");

  if (battery)
    check_range (self, company, "platoons", n, BATTERY_MIN_SECTIONS, BATTERY_MAX_SECTIONS,
                 "BG-4.4-b", _("sections"));
  else
    check_range (self, company, "platoons", n, COMPANY_MIN_PLATOONS, COMPANY_MAX_PLATOONS, "AMB-01",
                 _("platoons"));
  check_staff (self, company, battery ? "BG-4.4-b" : "BG-4.1-a");
  for (guint i = 0; i < n; i++)
    {
      const GgRosterNode *platoon = gg_roster_node_nth (company, "platoons", i);

      check_platoon_letter (self, platoon, i, letters);
      check_platoon (self, platoon, battery);
    }
}

static void
check_companies (Checker *self, const GgRosterNode *node)
{
  for (guint i = 0; i < gg_roster_node_count (node, "companies"); i++)
    check_company (self, gg_roster_node_nth (node, "companies", i));
}

static void
check_scale (Checker *self, const GgRosterNode *root)
{
  gint64 scale = gg_roster_node_get_int (root, "scale", 20);

  if (gg_roster_node_has (root, "scale") && gg_scale_factor (scale) == 0)
    error_at (self, root, "scale", "BG-3.6-b",
              _("figure scale must be 15, 20 or 28 (mm), found %d"), (int) scale);
}

void
_gg_roster_check_bg (Checker *self, const GgRosterNode *root)
{
  GgRosterNode *battalion = gg_roster_node_get_child (root, "battalion");

  check_scale (self, root);
  if (battalion != NULL)
    {
      check_staff (self, battalion, "BG-3.2-l");
      check_companies (self, battalion);
    }
  else
    check_companies (self, root);
  if (gg_roster_count_figures (self->roster) == 0)
    warn_at (self, root, NULL, "BG-4.1-a", _("the roster has no figures"));
}

/* d6 */

static void
check_unit_attributes (Checker *self, const GgRosterNode *unit, const char *type,
                       const char *nation)
{
  gboolean cavalry = g_str_has_suffix (type, "cavalry");

  if (gg_roster_node_has_flag (unit, "attributes", "lancers") && !cavalry)
    error_at (self, unit, "attributes", "D6-SPEC-1", _("lancers are cavalry"));
  if (gg_roster_node_has_flag (unit, "attributes", "dragoons") && !cavalry)
    error_at (self, unit, "attributes", "D6-SPEC-2", _("dragoons are cavalry"));
  if (gg_roster_node_has_flag (unit, "attributes", "dragoons") && !g_str_equal (nation, "french"))
    warn_at (self, unit, "attributes", "D6-SPEC-2", _("the rules give dragoons to the French"));
  if (gg_roster_node_has_flag (unit, "attributes", "miners-sappers") &&
      !g_str_equal (type, "light-infantry"))
    error_at (self, unit, "type", "D6-SAP-1", _("miners and sappers act as light infantry"));
  if (gg_roster_node_has_flag (unit, "attributes", "miners-sappers") &&
      gg_roster_node_has (unit, "weapon"))
    error_at (self, unit, "weapon", "D6-SAP-1", _("miners and sappers cannot shoot"));
  if ((g_str_has_suffix (type, "guns") || g_str_equal (type, "command")) &&
      gg_roster_node_has (unit, "weapon"))
    error_at (self, unit, "weapon", g_str_equal (type, "command") ? "D6-CMD-4" : "D6-RNG-1",
              _("guns fire their own shot and command units do not fire: no small arm here"));
}

static void
check_unit_formation (Checker *self, const GgRosterNode *unit, const char *type, const char *nation)
{
  const char *f = gg_roster_node_get_text (unit, "formation");
  gboolean guns = g_str_has_suffix (type, "guns");

  if (f == NULL)
    return;
  if (g_str_equal (f, "attack-column") && !g_str_equal (nation, "french") &&
      !gg_roster_node_has_flag (unit, "attributes", "elite"))
    error_at (self, unit, "formation", "D6-FORM-4",
              _("only the French and elite units may use the attack column"));
  else if (g_str_equal (f, "square") && !g_str_equal (type, "line-infantry"))
    error_at (self, unit, "formation", "D6-FORM-7", _("only line infantry forms square"));
  else if ((g_str_equal (f, "limbered") || g_str_equal (f, "unlimbered")) != guns)
    error_at (self, unit, "formation", "D6-FORM-12",
              _("guns are limbered or unlimbered, and only guns are"));
  else if ((g_str_equal (f, "mounted") || g_str_equal (f, "dismounted")) &&
           !gg_roster_node_has_flag (unit, "attributes", "dragoons"))
    error_at (self, unit, "formation", "D6-SPEC-3", _("only dragoons mount and dismount"));
  else if (g_str_equal (f, "skirmish") && !g_str_equal (type, "light-infantry"))
    error_at (self, unit, "formation", "D6-FORM-1", _("only light troops skirmish"));
}

static void
check_unit (Checker *self, const GgRosterNode *unit)
{
  const char *type = gg_roster_node_get_text (unit, "type");
  const char *nation = gg_roster_unit_nationality (self->roster, unit);
  gint64 figures = gg_roster_node_get_int (unit, "figures", 0);

  if (g_str_equal (nation, "italian") && figures > ITALIAN_MAX_FIGURES)
    error_at (self, unit, "figures", "D6-SPEC-5",
              _("Italian units have at most %d figures, found %d"), ITALIAN_MAX_FIGURES,
                 (int) figures);
  if (type == NULL)
    return;
  check_unit_attributes (self, unit, type, nation);
  check_unit_formation (self, unit, type, nation);
}

static gboolean
corps_named (const GgRosterNode *root, const char *name)
{
  for (guint i = 0; i < gg_roster_node_count (root, "corps"); i++)
    if (g_strcmp0 (gg_roster_node_get_text (gg_roster_node_nth (root, "corps", i), "name"), name) ==
        0)
      return TRUE;
  return FALSE;
}

/* R59-4.2, VOL-2.2.1: a corps has a rated commander, and each brigade's corps is one of them. */
static void
check_corps (Checker *self, const GgRosterNode *root)
{
  for (guint i = 0; i < gg_roster_node_count (root, "corps"); i++)
    {
      const GgRosterNode *corps = gg_roster_node_nth (root, "corps", i);
      const GgRosterNode *c = gg_roster_node_get_child (corps, "commander");

      if (c == NULL || (!gg_roster_node_has (c, "rating") && !gg_roster_node_has (corps, "rated")))
        warn_at (self, corps, NULL, "R59-4.2",
                 _("“%s” has no rated commander: activation takes the house value"),
                    label (corps));
    }
  for (guint i = 0; i < gg_roster_node_count (root, "brigades"); i++)
    {
      const GgRosterNode *brigade = gg_roster_node_nth (root, "brigades", i);
      const char *corps = gg_roster_node_get_text (brigade, "corps");

      if (corps != NULL && !corps_named (root, corps))
        error_at (self, brigade, "corps", "R59-4.2", _("no corps “%s” in this roster"), corps);
    }
}

void
_gg_roster_check_d6 (Checker *self, const GgRosterNode *root)
{
  check_scale (self, root);
  check_corps (self, root);
  if (gg_roster_node_count (root, "brigades") == 0)
    warn_at (self, root, NULL, "D6-AMB-45", _("the roster has no brigades"));
  for (guint i = 0; i < gg_roster_node_count (root, "brigades"); i++)
    {
      const GgRosterNode *brigade = gg_roster_node_nth (root, "brigades", i);

      if (!gg_roster_node_has (brigade, "commander"))
        warn_at (self, brigade, NULL, "D6-AMB-45",
                 _("“%s” has no commander: its units get no command bonus"), label (brigade));
      if (gg_roster_node_count (brigade, "units") == 0)
        warn_at (self, brigade, NULL, "D6-AMB-45", _("“%s” has no units"), label (brigade));
      for (guint j = 0; j < gg_roster_node_count (brigade, "units"); j++)
        check_unit (self, gg_roster_node_nth (brigade, "units", j));
    }
}

GPtrArray *
gg_roster_validate (GgRoster *self)
{
  Checker checker = { self, NULL, NULL, NULL, 0 };

  checker.problems = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_roster_problem_free);
  checker.squad_numbers = g_hash_table_new (NULL, NULL);
  checker.persons = g_hash_table_new (g_str_hash, g_str_equal);
  /* the checks of the roster's rule set (its class's) */
  gg_ruleset_class (self->ruleset)->roster->check (&checker, self->root);
  g_hash_table_unref (checker.squad_numbers);
  g_hash_table_unref (checker.persons);
  return checker.problems;
}
