/* gg-d6-rules.c: the d6 rules data, options, units, reports and exact odds. */
#include "gg-d6-rules.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

typedef struct
{
  char *name;
  char *value;
  char *fallback;
  GStrv choices;
} Option;

struct _GgD6Rules
{
  GgRulesData *data;
  GPtrArray *options; /* Option* in file order */
  GPtrArray *names;   /* const char*, NULL-terminated */
};

static void
option_free (gpointer data)
{
  Option *o = data;

  g_free (o->name);
  g_free (o->value);
  g_free (o->fallback);
  g_strfreev (o->choices);
  g_free (o);
}

static GStrv
scalar_list (const GgYamlNode *node)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  if (node->kind == GG_YAML_SCALAR)
    g_strv_builder_add (b, node->value);
  for (guint i = 0; node->kind == GG_YAML_SEQUENCE && i < gg_yaml_sequence_size (node); i++)
    g_strv_builder_add (b, gg_yaml_sequence_nth (node, i)->value);
  return g_strv_builder_end (b);
}

static void
collect_option (const GgRuleEntry *entry, gpointer user_data)
{
  GgD6Rules *self = user_data;
  g_autofree char *name = NULL;
  g_autofree char *choices_path = NULL;
  GgRuleEntry choices;
  Option *o;

  if (!g_str_has_prefix (entry->path, "options.") || !g_str_has_suffix (entry->path, ".default"))
    return;
  name = g_strndup (entry->path + 8, strlen (entry->path) - 8 - 8);
  choices_path = g_strdup_printf ("options.%s.choices", name);
  o = g_new0 (Option, 1);
  o->name = g_steal_pointer (&name);
  o->fallback = g_strdup (entry->value->value);
  o->value = g_strdup (o->fallback);
  o->choices = gg_rules_data_lookup (self->data, choices_path, &choices)
                 ? scalar_list (choices.value)
                 : g_new0 (char *, 1);
  g_ptr_array_add (self->options, o);
  g_ptr_array_add (self->names, o->name);
}

GgD6Rules *
gg_d6_rules_new (GgRulesData *data)
{
  GgD6Rules *self = g_new0 (GgD6Rules, 1);

  self->data = data;
  self->options = g_ptr_array_new_with_free_func (option_free);
  self->names = g_ptr_array_new ();
  gg_rules_data_foreach (data, collect_option, self);
  g_ptr_array_add (self->names, NULL);
  return self;
}

GgD6Rules *
gg_d6_rules_load_builtin (GError **error)
{
  GgRulesData *data = gg_rules_data_load_builtin ("d6", error);

  return data ? gg_d6_rules_new (data) : NULL;
}

void
gg_d6_rules_free (GgD6Rules *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->options);
  g_ptr_array_unref (self->names);
  gg_rules_data_free (self->data);
  g_free (self);
}

GgRulesData *
gg_d6_rules_get_data (GgD6Rules *self)
{
  return self->data;
}

double
gg_d6_rules_number (GgD6Rules *self, const char *path)
{
  return gg_rules_data_get_number (self->data, path, 0);
}

int
gg_d6_rules_int (GgD6Rules *self, const char *path)
{
  return (int) lround (gg_d6_rules_number (self, path));
}

gboolean
gg_d6_rules_row_number (GgD6Rules *self, const char *path, const char *key, guint column,
                        double *out)
{
  GgRuleEntry entry;

  if (!gg_rules_data_lookup (self->data, path, &entry) || entry.value->kind != GG_YAML_SEQUENCE)
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    {
      GgYamlNode *row = gg_yaml_sequence_nth (entry.value, i);
      GgYamlNode *cell;

      if (row->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (row) <= column ||
          g_strcmp0 (gg_yaml_sequence_nth (row, 0)->value, key) != 0)
        continue;
      cell = gg_yaml_sequence_nth (row, column);
      return g_strcmp0 (cell->value, "nil") != 0 && gg_yaml_get_double (cell, NULL, out, NULL);
    }
  return FALSE;
}

static Option *
find_option (GgD6Rules *self, const char *name)
{
  for (guint i = 0; i < self->options->len; i++)
    {
      Option *o = g_ptr_array_index (self->options, i);

      if (g_str_equal (o->name, name))
        return o;
    }
  return NULL;
}

static const char *
get_option (GgD6Rules *self, const char *name)
{
  Option *o = find_option (self, name);

  if (o == NULL)
    g_critical ("d6 rules: no option “%s”", name);
  return o ? o->value : "";
}

gboolean
gg_d6_rules_option_is (GgD6Rules *self, const char *name, const char *choice)
{
  return g_str_equal (get_option (self, name), choice);
}

gboolean
gg_d6_rules_set_option (GgD6Rules *self, const char *name, const char *choice, GError **error)
{
  Option *o = find_option (self, name);

  if (o == NULL)
    {
      g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SCHEMA, _("no d6 rules option “%s”"), name);
      return FALSE;
    }
  if (!g_strv_contains ((const char *const *) o->choices, choice))
    {
      g_autofree char *list = g_strjoinv (", ", o->choices);

      g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SCHEMA,
                   _("option “%s” cannot be “%s” (expected one of: %s)"), name, choice, list);
      return FALSE;
    }
  g_free (o->value);
  o->value = g_strdup (choice);
  return TRUE;
}

const char *const *
gg_d6_rules_list_options (GgD6Rules *self)
{
  return (const char *const *) self->names->pdata;
}

const char *const *
gg_d6_rules_option_choices (GgD6Rules *self, const char *name)
{
  Option *o = find_option (self, name);

  return o ? (const char *const *) o->choices : NULL;
}

const char *
gg_d6_rules_option_default (GgD6Rules *self, const char *name)
{
  Option *o = find_option (self, name);

  return o ? o->fallback : NULL;
}

/* Units */

static const char *const kind_names[] = { "line-infantry", "light-infantry", "line-cavalry",
                                          "light-cavalry", "heavy-guns",     "light-guns",
                                          "command",       "miners" };
static const char *const class_names[] = { "green", "trained", "veteran" };
static const char *const weapon_names[] = { "muskets", "rifles",     "carbines-pistols",
                                            "guns",    "light-guns", "none" };

static gboolean
lookup_name (const char *const *names, guint n, const char *text, int *out)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], text) == 0)
      return (*out = i), TRUE;
  return FALSE;
}

const char *
gg_d6_kind_to_string (GgD6Kind kind)
{
  g_return_val_if_fail (kind < GG_D6_N_KINDS, "?");
  return kind_names[kind];
}

const char *
gg_d6_class_to_string (GgD6Class klass)
{
  g_return_val_if_fail (klass <= GG_D6_VETERAN, "?");
  return class_names[klass];
}

gboolean
gg_d6_class_from_string (const char *text, GgD6Class *klass)
{
  int i;

  if (!lookup_name (class_names, G_N_ELEMENTS (class_names), text, &i))
    return FALSE;
  *klass = i;
  return TRUE;
}

const char *
gg_d6_weapon_to_string (GgD6Weapon weapon)
{
  g_return_val_if_fail (weapon < GG_D6_N_WEAPONS, "?");
  return weapon_names[weapon];
}

GgD6Weapon
gg_d6_default_weapon (GgD6Kind kind)
{
  switch (kind)
    {
    case GG_D6_LINE_INFANTRY:
      return GG_D6_MUSKETS;
    case GG_D6_LIGHT_INFANTRY:
      return GG_D6_RIFLES;
    case GG_D6_LINE_CAVALRY:
    case GG_D6_LIGHT_CAVALRY:
      return GG_D6_CARBINES;
    case GG_D6_HEAVY_GUNS:
      return GG_D6_GUNS;
    case GG_D6_LIGHT_GUNS:
      return GG_D6_LIGHT_GUN_WEAPON;
    default:
      return GG_D6_NO_WEAPON;
    }
}

GgD6Class
gg_d6_unit_class (const GgD6Unit *unit)
{
  return unit->elite ? GG_D6_VETERAN : unit->klass;
}

gboolean
gg_d6_unit_is_cavalry (const GgD6Unit *unit)
{
  return unit->kind == GG_D6_LINE_CAVALRY || unit->kind == GG_D6_LIGHT_CAVALRY;
}

gboolean
gg_d6_unit_is_guns (const GgD6Unit *unit)
{
  return unit->kind == GG_D6_HEAVY_GUNS || unit->kind == GG_D6_LIGHT_GUNS;
}

gboolean
gg_d6_unit_is_light (const GgD6Unit *unit)
{
  return unit->kind == GG_D6_LIGHT_INFANTRY || unit->kind == GG_D6_MINERS;
}

gboolean
gg_d6_unit_is_large (GgD6Rules *self, const GgD6Unit *unit)
{
  return unit->strength >= gg_d6_rules_int (self, "general.large-unit-figures");
}

int
gg_d6_rules_bonus_dice (GgD6Rules *self, GgD6Class klass)
{
  double v = 0;

  gg_d6_rules_row_number (self, "class.bonus-dice", gg_d6_class_to_string (klass), 1, &v);
  return (int) v;
}

/* Reports */

static void
mod_clear (gpointer data)
{
  GgD6Mod *m = data;

  g_free (m->rule);
  g_free (m->label);
  gg_log_text_free (m->text);
}

static void
odds_clear (gpointer data)
{
  g_free (((GgD6Odds *) data)->label);
  gg_log_text_free (((GgD6Odds *) data)->text);
}

/* A label given as an untranslated message. */
static GgLogText *
label_text (const char *label)
{
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add_label (text, label);
  return text;
}

GgD6Report *
gg_d6_report_new (void)
{
  GgD6Report *self = g_new0 (GgD6Report, 1);

  self->mods = g_array_new (FALSE, TRUE, sizeof (GgD6Mod));
  g_array_set_clear_func (self->mods, mod_clear);
  self->odds = g_array_new (FALSE, TRUE, sizeof (GgD6Odds));
  g_array_set_clear_func (self->odds, odds_clear);
  self->rolls = g_array_new (FALSE, TRUE, sizeof (int));
  return self;
}

void
gg_d6_report_free (GgD6Report *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->mods);
  g_array_unref (self->odds);
  g_array_unref (self->rolls);
  g_free (self);
}

void
gg_d6_report_add_rule_text (GgD6Report *self, const char *rule, GgRuleSource source, int value,
                            GgLogText *text)
{
  GgD6Mod m = { g_strdup (rule), source, gg_log_text_render (text), value, text };

  g_array_append_val (self->mods, m);
}

void
gg_d6_report_add_rule (GgD6Report *self, const char *rule, GgRuleSource source, int value,
                       const char *label)
{
  gg_d6_report_add_rule_text (self, rule, source, value, label_text (label));
}

void
gg_d6_report_add_text (GgD6Report *self, GgD6Rules *rules, const char *path, int value,
                       GgLogText *text)
{
  GgRuleEntry entry;

  if (!gg_rules_data_lookup (rules->data, path, &entry))
    {
      g_critical ("d6 rules: no entry “%s”", path);
      gg_log_text_free (text);
      return;
    }
  gg_d6_report_add_rule_text (self, entry.rule, entry.source, value, text);
}

void
gg_d6_report_add (GgD6Report *self, GgD6Rules *rules, const char *path, int value,
                  const char *label)
{
  gg_d6_report_add_text (self, rules, path, value, label_text (label));
}

void
gg_d6_report_add_odds_text (GgD6Report *self, GgLogText *text, double p)
{
  GgD6Odds o = { gg_log_text_render (text), p, text };

  g_array_append_val (self->odds, o);
}

void
gg_d6_report_add_odds (GgD6Report *self, const char *label, double p)
{
  gg_d6_report_add_odds_text (self, label_text (label), p);
}

int
gg_d6_report_total (const GgD6Report *self)
{
  int total = 0;

  for (guint i = 0; i < self->mods->len; i++)
    total += g_array_index (self->mods, GgD6Mod, i).value;
  return total;
}

const GgD6Mod *
gg_d6_report_find (const GgD6Report *self, const char *rule)
{
  for (guint i = 0; i < self->mods->len; i++)
    if (g_str_equal (g_array_index (self->mods, GgD6Mod, i).rule, rule))
      return &g_array_index (self->mods, GgD6Mod, i);
  return NULL;
}

/* untranslated, or NULL */
static const char *
source_label (GgRuleSource source)
{
  switch (source)
    {
    case GG_RULE_SOURCE_HOUSE:
      return N_ (" [house rule]");
    case GG_RULE_SOURCE_RECONSTRUCTION:
      return N_ (" [reconstruction]");
    case GG_RULE_SOURCE_CLUB:
      return N_ (" [club table]");
    default:
      return NULL;
    }
}

static void
mods_to_log (const GgD6Report *self, GgLogText *text)
{
  for (guint i = 0; i < self->mods->len; i++)
    {
      const GgD6Mod *m = &g_array_index (self->mods, GgD6Mod, i);
      g_autofree char *value = g_strdup_printf ("  %+d  ", m->value);
      g_autofree char *rule = g_strdup_printf (" (%s)", m->rule);

      gg_log_text_add (text, value);
      gg_log_text_append (text, m->text);
      gg_log_text_add (text, rule);
      if (source_label (m->source) != NULL)
        gg_log_text_add_label (text, source_label (m->source));
      gg_log_text_add (text, "\n");
    }
}

void
gg_d6_report_to_log (const GgD6Report *self, GgLogText *text)
{
  if (self->dice > 0)
    gg_log_text_add_message (text, N_ ("Roll %dd6\n"), self->dice);
  mods_to_log (self, text);
  for (guint i = 0; i < self->odds->len; i++)
    {
      const GgD6Odds *o = &g_array_index (self->odds, GgD6Odds, i);
      g_autofree char *p = g_strdup_printf ("  %5.1f%%  ", 100 * o->p);

      gg_log_text_add (text, p);
      gg_log_text_append (text, o->text);
      gg_log_text_add (text, "\n");
    }
  if (self->rolls->len > 0)
    gg_log_text_add_label (text, N_ ("Rolled:"));
  for (guint i = 0; i < self->rolls->len; i++)
    {
      g_autofree char *face = g_strdup_printf (" %d", g_array_index (self->rolls, int, i));

      gg_log_text_add (text, face);
    }
  if (self->rolls->len > 0)
    gg_log_text_add (text, "\n");
}

gboolean
gg_d6_report_roll (GgD6Report *self, GgDice *dice, int n, const int *entered, const char *purpose)
{
  for (int i = 0; i < n; i++)
    {
      int face;

      if (entered != NULL)
        {
          if (!gg_dice_enter (dice, GG_DIE_D6, entered[i], purpose))
            return FALSE;
          face = entered[i];
        }
      else
        face = gg_dice_roll (dice, GG_DIE_D6, purpose);
      g_array_append_val (self->rolls, face);
    }
  return TRUE;
}

int
gg_d6_report_sum (const GgD6Report *self)
{
  int sum = 0;

  for (guint i = 0; i < self->rolls->len; i++)
    sum += g_array_index (self->rolls, int, i);
  return sum;
}

int
gg_d6_report_count_at_least (const GgD6Report *self, int face)
{
  int n = 0;

  for (guint i = 0; i < self->rolls->len; i++)
    n += g_array_index (self->rolls, int, i) >= face;
  return n;
}

/* Odds */

void
gg_d6_odds_sum (int n, double *out)
{
  g_autofree double *next = g_new0 (double, 6 * MAX (n, 0) + 1);

  memset (out, 0, sizeof (double) * (6 * MAX (n, 0) + 1));
  out[0] = 1;
  for (int k = 1; k <= n; k++)
    {
      memset (next, 0, sizeof (double) * (6 * k + 1));
      for (int s = k - 1; s <= 6 * (k - 1); s++)
        for (int f = 1; f <= 6; f++)
          next[s + f] += out[s] / 6;
      memcpy (out, next, sizeof (double) * (6 * k + 1));
    }
}

double
gg_d6_odds_successes (int n, int k, int face)
{
  double p = (7 - CLAMP (face, 1, 7)) / 6.0;
  double c = 1;

  if (k < 0 || k > n)
    return 0;
  for (int i = 1; i <= k; i++)
    c = c * (n - k + i) / i;
  return c * pow (p, k) * pow (1 - p, n - k);
}
