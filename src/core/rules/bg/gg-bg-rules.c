/* gg-bg-rules.c: the numbers of La Bella Gigogin, typed, with their rule IDs. */
#include "gg-bg-rules.h"

#include <glib/gi18n-lib.h>
#include <math.h>

static const char *gg_bg_gun_to_string (GgBgGun gun);

struct _GgBgRules
{
  GgRulesData *data;
  double factor; /* BG-3.6-b */
};

static const char *const weapon_names[GG_BG_WEAPON_N] = {
  "rifle", "smoothbore", "pistol", "precision-rifle", "blunderbuss", "canister", "round-shot",
};
static const char *const gun_names[] = { "cannon", "howitzer", "mortar" };
static const char *const cover_names[] = { "none", "light", "hard", "fortification" };
static const char *const outcome_names[] = { "no-effect", "event", "flee", "fall-back",
                                             "leader-hit" };

/* Modifiers */

GArray *
gg_bg_modifiers_new (void)
{
  return g_array_new (FALSE, TRUE, sizeof (GgBgModifier));
}

void
gg_bg_modifiers_add (GArray *modifiers, const GgBgNumber *number, const char *name)
{
  GgBgModifier m = { number->value, name, number->rule, number->source };

  g_array_append_val (modifiers, m);
}

double
gg_bg_modifiers_total (GArray *modifiers)
{
  double total = 0;

  for (guint i = 0; modifiers != NULL && i < modifiers->len; i++)
    total += g_array_index (modifiers, GgBgModifier, i).value;
  return total;
}

gboolean
gg_bg_modifiers_use_house (GArray *modifiers)
{
  for (guint i = 0; modifiers != NULL && i < modifiers->len; i++)
    if (g_array_index (modifiers, GgBgModifier, i).source == GG_RULE_SOURCE_HOUSE)
      return TRUE;
  return FALSE;
}

static const struct
{
  const char *name;
  const char *label;
} modifier_labels[] = {
  { "fortification", N_ ("Fortification") },
  { "hard-cover", N_ ("Hard cover") },
  { "light-cover", N_ ("Light cover") },
  { "open-order", N_ ("Open order") },
  { "mounted-target", N_ ("Mounted target") },
  { "draught-horses", N_ ("Draught horses") },
  { "per-level-higher", N_ ("Target higher up") },
  { "smoothbore", N_ ("Smoothbore musket") },
  { "pistol-mounted", N_ ("Cavalry pistol, mounted") },
  { "pistol-on-foot", N_ ("Cavalry pistol, on foot") },
  { "precision-rifle", N_ ("Precision rifle") },
  { "impopolare-target", N_ ("Target led by an Impopolare") },
  { "small-target", N_ ("Small target") },
  { "mass-vs-cavalry", N_ ("In mass against cavalry") },
  { "out-of-command", N_ ("Out of command") },
  { "flank-rear", N_ ("Attacked in flank or rear") },
  { "cavalry-charge", N_ ("Cavalry charge") },
  { "infantry-assault", N_ ("Bayonet assault") },
  { "lance", N_ ("Lance") },
  { "indomito", N_ ("Indomito") },
  { "cattivo-schermidore", N_ ("Cattivo schermidore") },
  { "vanaglorioso", N_ ("Vanaglorioso") },
  { "eroico-duel", N_ ("Eroico duels the squad leader") },
  { "recruits", N_ ("Recruits") },
  { "veterans", N_ ("Veterans") },
  { "elite", N_ ("Elite troops") },
  { "friendly-fire", N_ ("Friendly fire") },
  { "codardo", N_ ("Codardo") },
  { "impopolare", N_ ("Impopolare") },
  { "protector-hit", N_ ("Martinitt or Bella Gigogin fallen") },
  { "impetuoso", N_ ("Impetuoso") },
  { "lento", N_ ("Lento") },
  { "agile", N_ ("Agile") },
  { "gun-push", N_ ("Gun pushed by its crew") },
  { "gun-tow", N_ ("Gun towed by its horses") },
  { "tamburino", N_ ("Piccolo Tamburino Sardo") },
  { "escort", N_ ("Escorting prisoners") },
};

const char *
gg_bg_modifier_message (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (modifier_labels); i++)
    if (g_strcmp0 (modifier_labels[i].name, name) == 0)
      return modifier_labels[i].label;
  return NULL;
}

const char *
gg_bg_modifier_label (const char *name)
{
  const char *message = gg_bg_modifier_message (name);

  return message != NULL ? _(message) : name;
}

/* Construction */

GgBgRules *
gg_bg_rules_new (GgRulesData *data, int scale_mm)
{
  GgBgRules *self = g_new0 (GgBgRules, 1);

  self->data = data;
  self->factor = gg_scale_factor (scale_mm);
  if (self->factor == 0)
    self->factor = 1;
  return self;
}

GgBgRules *
gg_bg_rules_new_builtin (int scale_mm, GError **error)
{
  GgRulesData *data = gg_rules_data_load_builtin ("bella-gigogin", error);

  return data ? gg_bg_rules_new (data, scale_mm) : NULL;
}

void
gg_bg_rules_free (GgBgRules *self)
{
  if (self == NULL)
    return;
  gg_rules_data_free (self->data);
  g_free (self);
}

GgRulesData *
gg_bg_rules_get_data (GgBgRules *self)
{
  return self->data;
}

double
gg_bg_rules_get_factor (GgBgRules *self)
{
  return self->factor;
}

/* Entries */

static gboolean
lookup (GgBgRules *self, const char *path, GgRuleEntry *entry, GgBgNumber *n)
{
  GgBgNumber blank = { NAN, path, "?", GG_RULE_SOURCE_HOUSE, NULL };

  *n = blank;
  if (!gg_rules_data_lookup (self->data, path, entry))
    {
      g_critical ("La Bella Gigogin rules data has no “%s”", path);
      return FALSE;
    }
  n->path = entry->path;
  n->rule = entry->rule;
  n->source = entry->source;
  n->note = entry->note;
  return TRUE;
}

static double
scalar_number (const GgYamlNode *node)
{
  double v;

  if (node == NULL || !gg_yaml_get_double (node, "", &v, NULL))
    return NAN;
  return v;
}

GgBgNumber
gg_bg_rules_number (GgBgRules *self, const char *path)
{
  GgRuleEntry entry;
  GgBgNumber n;

  if (lookup (self, path, &entry, &n))
    n.value = scalar_number (entry.value);
  return n;
}

GgBgNumber
gg_bg_rules_distance (GgBgRules *self, const char *path)
{
  GgBgNumber n = gg_bg_rules_number (self, path);

  n.value *= 10 * self->factor;
  return n;
}

const char *
gg_bg_rules_text (GgBgRules *self, const char *path, GgBgNumber *info)
{
  GgRuleEntry entry;
  GgBgNumber n;

  if (!lookup (self, path, &entry, &n))
    return NULL;
  if (info != NULL)
    *info = n;
  return entry.value->kind == GG_YAML_SCALAR ? entry.value->value : NULL;
}

gboolean
gg_bg_rules_pair (GgBgRules *self, const char *path, double *lo, double *hi, GgBgNumber *info)
{
  GgRuleEntry entry;
  GgBgNumber n;

  if (!lookup (self, path, &entry, &n) || entry.value->kind != GG_YAML_SEQUENCE ||
      gg_yaml_sequence_size (entry.value) != 2)
    return FALSE;
  *lo = scalar_number (gg_yaml_sequence_nth (entry.value, 0));
  *hi = scalar_number (gg_yaml_sequence_nth (entry.value, 1));
  if (info != NULL)
    *info = n;
  return TRUE;
}

/* Command, T-04 */

static const char *
command_path (GgBgLink link, gboolean musician, GgBgTroopFlags troop)
{
  static const char *const plain[][2] = {
    { "command.squad-leader", "command.squad-leader" },
    { "command.platoon", "command.platoon" },
    { "command.company", "command.company-musician" },
    { "command.battalion", "command.battalion-musician" },
  };

  if (link == GG_BG_LINK_SQUAD && (troop & GG_BG_TROOP_TITUBANTI))
    return "command.titubanti-squad-leader";
  if (troop & GG_BG_TROOP_CACCIATORI)
    {
      if (link == GG_BG_LINK_SQUAD)
        return "command.cacciatori-squad-leader";
      return musician && link >= GG_BG_LINK_COMPANY ? "command.cacciatori-with-musician"
                                                    : "command.cacciatori-without-musician";
    }
  return plain[link][musician ? 1 : 0];
}

GgBgNumber
gg_bg_rules_command_radius (GgBgRules *self, GgBgLink link, gboolean with_musician,
                            GgBgTroopFlags troop)
{
  g_return_val_if_fail (link <= GG_BG_LINK_BATTALION,
                        gg_bg_rules_distance (self, "command.squad-leader"));
  return gg_bg_rules_distance (self, command_path (link, with_musician, troop));
}

/* Movement, T-05 */

static void
add_trait (GgBgRules *self, GArray *modifiers, double *total, const char *name)
{
  g_autofree char *path = g_strconcat ("movement.", name, NULL);
  GgBgNumber n = gg_bg_rules_distance (self, path);

  *total += n.value;
  if (modifiers != NULL)
    gg_bg_modifiers_add (modifiers, &n, name);
}

GgBgNumber
gg_bg_rules_movement (GgBgRules *self, GgBgArm arm, GgBgMoveTraits traits, gboolean difficult,
                      GArray *modifiers)
{
  GgBgNumber n = gg_bg_rules_distance (self, arm == GG_BG_ARM_CAVALRY ? "movement.cavalry"
                                                                      : "movement.infantry");
  double total = n.value;

  if (traits & GG_BG_MOVE_IMPETUOSO)
    add_trait (self, modifiers, &total, "impetuoso");
  if (traits & GG_BG_MOVE_LENTO)
    add_trait (self, modifiers, &total, "lento");
  if ((traits & GG_BG_MOVE_AGILE) && difficult)
    add_trait (self, modifiers, &total, "agile");
  n.value = MAX (total, 0);
  return n;
}

GgBgNumber
gg_bg_rules_gun_tow (GgBgRules *self, int horses)
{
  GgBgNumber n = gg_bg_rules_distance (self, "movement.gun-tow-per-horse");

  n.value *= MAX (horses, 0);
  return n;
}

GgBgNumber
gg_bg_rules_gun_push (GgBgRules *self, int crew)
{
  GgBgNumber need = gg_bg_rules_number (self, "movement.gun-push-crew");
  GgBgNumber n = gg_bg_rules_distance (self, "movement.gun-push");

  if (crew < need.value)
    n.value = 0;
  return n;
}

/* Terrain, T-06 */

static gboolean
map_bool (const GgYamlNode *map, const char *key, gboolean fallback)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);
  gboolean v;

  return n != NULL && gg_yaml_get_bool (n, "", &v, NULL) ? v : fallback;
}

static double
map_number (const GgYamlNode *map, const char *key, double fallback)
{
  double v = scalar_number (gg_yaml_mapping_lookup (map, key));

  return isnan (v) ? fallback : v;
}

gboolean
gg_bg_rules_terrain_cost (GgBgRules *self, const char *feature, GgBgArm arm, GgBgTerrainCost *cost)
{
  g_autofree char *path = g_strconcat ("terrain.", feature, NULL);
  GgRuleEntry entry;
  const GgYamlNode *v;

  if (!gg_rules_data_lookup (self->data, path, NULL) || !lookup (self, path, &entry, &cost->info))
    return FALSE;
  v = entry.value;
  cost->per_cm = map_number (v, "per-cm", 1);
  cost->fixed_mm = map_number (v, "fixed", 0) * 10 * self->factor;
  cost->passable = !map_bool (v, "impassable", FALSE);
  if (arm == GG_BG_ARM_CAVALRY)
    cost->passable = cost->passable && map_bool (v, "cavalry", TRUE);
  else if (arm == GG_BG_ARM_ARTILLERY)
    cost->passable = cost->passable && map_bool (v, "artillery", TRUE);
  cost->info.value = cost->per_cm;
  return TRUE;
}

static gboolean
list_contains (GgBgRules *self, const char *path, const char *feature, GgBgNumber *info)
{
  GgRuleEntry entry;
  GgBgNumber n;

  if (!lookup (self, path, &entry, &n))
    return FALSE;
  if (info != NULL)
    *info = n;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    if (g_strcmp0 (gg_yaml_sequence_nth (entry.value, i)->value, feature) == 0)
      return TRUE;
  return FALSE;
}

gboolean
gg_bg_rules_cavalry_may_charge (GgBgRules *self, const char *feature, GgBgNumber *info)
{
  return list_contains (self, "charge.cavalry-may-charge-into", feature, info);
}

gboolean
gg_bg_rules_assault_bonus_holds (GgBgRules *self, const char *feature, GgBgNumber *info)
{
  return list_contains (self, "charge.assault-bonus-holds-in", feature, info);
}

gboolean
gg_bg_rules_cavalry_may_attack (GgBgRules *self, GgBgCover cover, GgBgNumber *info)
{
  if ((guint) cover >= G_N_ELEMENTS (cover_names))
    return FALSE;
  return !list_contains (self, "charge.cavalry-may-not-attack-in", cover_names[cover], info);
}

/* Protection and modifiers */

GgBgCover
gg_bg_rules_cover (GgBgRules *self, GgTerrainKind kind, GgBgNumber *info)
{
  g_autofree char *path = g_strconcat ("cover.", gg_terrain_kind_to_string (kind), NULL);
  const char *text = gg_bg_rules_text (self, path, info);

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (cover_names); i++)
    if (g_str_equal (text, cover_names[i]))
      return i;
  return GG_BG_COVER_NONE;
}

GgBgNumber
gg_bg_rules_modifier (GgBgRules *self, const char *group, const char *name)
{
  g_autofree char *path = g_strconcat (group, ".modifiers.", name, NULL);

  return gg_bg_rules_number (self, path);
}

gboolean
gg_bg_rules_cover_modifier (GgBgRules *self, const char *group, GgBgCover cover,
                            GgBgNumber *modifier)
{
  static const char *const names[] = { NULL, "light-cover", "hard-cover", "fortification" };

  if (cover == GG_BG_COVER_NONE || cover >= G_N_ELEMENTS (names))
    return FALSE;
  *modifier = gg_bg_rules_modifier (self, group, names[cover]);
  return TRUE;
}

/* Tables */

static double
cell (const GgYamlNode *rows, guint row, guint column)
{
  return scalar_number (gg_yaml_sequence_nth (gg_yaml_sequence_nth (rows, row), column));
}

static gboolean
weapon_table (GgBgRules *self, GgBgWeapon weapon, GgRuleEntry *entry, GgBgNumber *n)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (weapon < GG_BG_WEAPON_N, FALSE);
  path = g_strconcat ("fire.to-hit.", weapon_names[weapon], NULL);
  return lookup (self, path, entry, n);
}

gboolean
gg_bg_rules_to_hit (GgBgRules *self, GgBgWeapon weapon, double range_mm, GgBgNumber *hit_on)
{
  GgRuleEntry entry;

  if (!weapon_table (self, weapon, &entry, hit_on))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    if (range_mm <= cell (entry.value, i, 0) * 10 * self->factor + 1e-9)
      {
        hit_on->value = cell (entry.value, i, 1);
        return TRUE;
      }
  hit_on->value = NAN;
  return FALSE;
}

GgBgNumber
gg_bg_rules_max_range (GgBgRules *self, GgBgWeapon weapon)
{
  GgRuleEntry entry;
  GgBgNumber n;
  guint rows;

  if (!weapon_table (self, weapon, &entry, &n))
    return n;
  rows = gg_yaml_sequence_size (entry.value);
  n.value = rows ? cell (entry.value, rows - 1, 0) * 10 * self->factor : 0;
  return n;
}

GgBgMoraleOutcome
gg_bg_rules_morale_outcome (GgBgRules *self, int figures, int modified_roll, GgBgNumber *info)
{
  GgRuleEntry entry;
  GgBgNumber n;
  guint rows;

  if (!lookup (self, "morale.table", &entry, &n))
    return GG_BG_MORALE_NO_EFFECT;
  if (info != NULL)
    *info = n;
  rows = gg_yaml_sequence_size (entry.value);
  for (guint i = 0; i < rows; i++)
    if ((figures >= cell (entry.value, i, 0) && figures <= cell (entry.value, i, 1)) ||
        i == rows - 1)
      {
        for (guint k = 0; k < GG_BG_MORALE_LEADER_HIT; k++)
          if (modified_roll <= cell (entry.value, i, 2 + k))
            return k;
        return GG_BG_MORALE_LEADER_HIT;
      }
  return GG_BG_MORALE_NO_EFFECT;
}

gboolean
gg_bg_rules_morale_passes (GgBgRules *self, GgBgMoraleOutcome outcome, GgBgNumber *info)
{
  g_return_val_if_fail (outcome < GG_BG_MORALE_N_OUTCOMES, FALSE);
  return list_contains (self, "morale.assault-pass", outcome_names[outcome], info);
}

gboolean
gg_bg_rules_rose (GgBgRules *self, GgBgGun gun, int d10, double *bearing, double *distance_mm,
                  GgBgNumber *info)
{
  g_autofree char *path = g_strconcat ("artillery.rose.", gg_bg_gun_to_string (gun), NULL);
  GgRuleEntry entry;
  GgBgNumber n;

  if (!lookup (self, path, &entry, &n))
    return FALSE;
  if (info != NULL)
    *info = n;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    if ((int) cell (entry.value, i, 0) == d10)
      {
        *bearing = cell (entry.value, i, 1);
        *distance_mm = cell (entry.value, i, 2) * 10 * self->factor;
        return TRUE;
      }
  return FALSE;
}

/* Names */

const char *
gg_bg_weapon_to_string (GgBgWeapon weapon)
{
  return weapon < GG_BG_WEAPON_N ? weapon_names[weapon] : "?";
}

gboolean
gg_bg_weapon_from_string (const char *text, GgBgWeapon *weapon)
{
  for (guint i = 0; i < GG_BG_WEAPON_N; i++)
    if (g_strcmp0 (text, weapon_names[i]) == 0)
      {
        *weapon = i;
        return TRUE;
      }
  return FALSE;
}

static const char *
gg_bg_gun_to_string (GgBgGun gun)
{
  return gun < G_N_ELEMENTS (gun_names) ? gun_names[gun] : "?";
}

const char *
gg_bg_morale_outcome_to_string (GgBgMoraleOutcome outcome)
{
  return outcome < G_N_ELEMENTS (outcome_names) ? outcome_names[outcome] : "?";
}

const char *
gg_bg_morale_outcome_message (GgBgMoraleOutcome outcome)
{
  static const char *const labels[] = {
    N_ ("No effect"),        N_ ("Event (no effect)"),
    N_ ("One figure flees"), N_ ("The squad falls back"),
    N_ ("Squad leader hit"),
  };

  return outcome < G_N_ELEMENTS (labels) ? labels[outcome] : "?";
}

const char *
gg_bg_morale_outcome_label (GgBgMoraleOutcome outcome)
{
  return _(gg_bg_morale_outcome_message (outcome));
}
