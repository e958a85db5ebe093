/* gg-print-numbers.c: the rule numbers printed matter uses, in one place.
 *
 * Each number is read from the rule set's data (data/rules/<ruleset>.yaml, through
 * gg-rules-data.h); the value beside it is used only when the data lacks the entry, and is the
 * same number, cited by rule ID. Rule distances are centimetres at 20 mm and are scaled by the
 * figure scale (BG-3.6-b, AMB-06); base sizes are not (BG-3.2-d); the d6 rules are in inches. */
#include "gg-print-private.h"

#include <stdlib.h>
#include <string.h>

#include "gg-rules-data.h"
#include "gg-units.h"

typedef struct
{
  const char *path;
  double fallback;
  const char *rule;
} Number;

/* BG-4.8-a (15 cm), BG-15.3-c (Cacciatori 20 cm), BG-4.8-d/f (musician 50 cm),
 * BG-15.3-c (Cacciatori with musician 70 cm). */
static const Number command_cm[4] = {
  { "command.squad-leader", 15, "BG-4.8-a" },
  { "command.cacciatori-squad-leader", 20, "BG-15.3-c" },
  { "command.company-musician", 50, "BG-4.8-d" },
  { "command.cacciatori-with-musician", 70, "BG-15.3-c" },
};
static const Number fire_half = { "fire.arc-half-angle", 45, "BG-3.1-f" };
static const Number canister_half = { "artillery.canister-half-angle", 6.5, "BG-4.4-g" };
static const Number canister_alt = { "artillery.canister-half-angle-11", 5.5, "BG-4.4-g" };
static const Number shell_radius = { "artillery.shell-radius", 2.5, "BG-4.4-j" };
static const Number d6_command = { "command.radius", 18, "D6-CMD-1" };
/* Tables: the canister's longest house band (BG-MISS-03: 60 cm), and the placeholder roses of
 * AMB-47: face 0 on the aim point, 1-8 in 45° steps clockwise from long at the step (cannon
 * 10 cm, howitzer 7.5 cm, mortar 5 cm), 9 long at twice the step. */
static const Number canister_range = { "fire.to-hit.canister", 60, "BG-MISS-03" };
static const Number roses[3] = {
  { "artillery.rose.cannon", 10, "BG-MISS-05" },
  { "artillery.rose.howitzer", 7.5, "BG-MISS-05" },
  { "artillery.rose.mortar", 5, "BG-MISS-05" },
};

/* D6-MOVE-1: line infantry and M/H guns 1d6, light infantry and light guns 2d6, line cavalry
 * and command 3d6, light cavalry 4d6. */
static const struct
{
  const char *type;
  int dice;
} d6_dice[7] = {
  { "line-infantry", 1 }, { "light-infantry", 2 }, { "line-cavalry", 3 }, { "light-cavalry", 4 },
  { "light-guns", 2 },    { "heavy-guns", 1 },     { "command", 3 },
};
/* D6-CAS-2 (10, 25, 33, 50 %) and D6-CAS-4 (75 %: removed). */
static const int d6_percent[5] = { 10, 25, 33, 50, 75 };
static const Number d6_destroyed = { "casualties.destroyed-percent", 75, "D6-CAS-4" };

static double
get (GgRulesData *data, const Number *number)
{
  GgRuleEntry entry;
  const GgYamlNode *value;

  if (data == NULL || !gg_rules_data_lookup (data, number->path, &entry))
    return number->fallback;
  value = entry.value;
  if (value->kind == GG_YAML_SCALAR)
    return g_ascii_strtod (value->value, NULL);
  return number->fallback;
}

/* A number in a table entry: @row counts from the end if negative. */
static double
get_cell (GgRulesData *data, const Number *number, int row, guint column)
{
  GgRuleEntry entry;
  const GgYamlNode *cells;
  guint n;

  if (data == NULL || !gg_rules_data_lookup (data, number->path, &entry) ||
      entry.value->kind != GG_YAML_SEQUENCE)
    return number->fallback;
  n = gg_yaml_sequence_size (entry.value);
  if ((row < 0 && (guint) -row > n) || (row >= 0 && (guint) row >= n))
    return number->fallback;
  cells = gg_yaml_sequence_nth (entry.value, row < 0 ? n + row : (guint) row);
  if (cells->kind != GG_YAML_SEQUENCE || column >= gg_yaml_sequence_size (cells) ||
      gg_yaml_sequence_nth (cells, column)->kind != GG_YAML_SCALAR)
    return number->fallback;
  return g_ascii_strtod (gg_yaml_sequence_nth (cells, column)->value, NULL);
}

/* BG-3.2-a…c: the foot base; other scales get the nearest rulebook scale's. */
static void
foot_base (int scale, double *front, double *depth)
{
  *front = scale <= 17 ? 8 : scale <= 24 ? 15 : 20;
  *depth = scale <= 17 ? 10 : scale <= 24 ? 20 : 25;
}

static void
init_rose (double rose[10][2], GgRulesData *data, const Number *number, double f)
{
  for (int face = 0; face < 10; face++)
    {
      Number bearing = { number->path, face >= 1 && face <= 8 ? 45 * (face - 1) : 0, NULL };
      Number distance = { number->path,
                          face == 0   ? 0
                          : face == 9 ? 2 * number->fallback
                                      : number->fallback,
                          NULL };

      rose[face][0] = get_cell (data, &bearing, face, 1);
      rose[face][1] = get_cell (data, &distance, face, 2) * 10 * f;
    }
}

void
_gg_print_numbers_bg (GgPrintNumbers *n, GgRulesData *data)
{
  double f = n->factor;

  for (guint i = 0; i < 4; i++)
    {
      n->command_mm[i] = get (data, &command_cm[i]) * 10 * f;
      n->command_rule[i] = command_cm[i].rule;
    }
  n->fire_half_deg = get (data, &fire_half);
  n->canister_half_deg = get (data, &canister_half);
  n->canister_alt_deg = get (data, &canister_alt);
  n->canister_range_mm = get_cell (data, &canister_range, -1, 0) * 10 * f;
  n->shell_radius_mm = get (data, &shell_radius) * 10 * f;
  for (guint i = 0; i < 3; i++)
    init_rose (n->rose[i], data, &roses[i], f);
}

/* The dice per type from the `move.dice` table ([kind, dice] rows), else D6-MOVE-1 above. */
static int
move_dice (GgRulesData *data, guint type)
{
  GgRuleEntry entry;

  if (data == NULL || !gg_rules_data_lookup (data, "move.dice", &entry) ||
      entry.value->kind != GG_YAML_SEQUENCE)
    return d6_dice[type].dice;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    {
      const GgYamlNode *row = gg_yaml_sequence_nth (entry.value, i);

      if (row->kind == GG_YAML_SEQUENCE && gg_yaml_sequence_size (row) == 2 &&
          g_strcmp0 (gg_yaml_sequence_nth (row, 0)->value, d6_dice[type].type) == 0)
        return atoi (gg_yaml_sequence_nth (row, 1)->value);
    }
  return d6_dice[type].dice;
}

void
_gg_print_numbers_d6 (GgPrintNumbers *n, GgRulesData *data)
{
  n->d6_command_mm = get (data, &d6_command) * GG_MM_PER_INCH;
  n->d6_ruler_in = 12;
  for (guint i = 0; i < G_N_ELEMENTS (d6_dice); i++)
    n->d6_move_dice[i] = move_dice (data, i);
  for (guint i = 0; i < 5; i++)
    n->d6_percent[i] = d6_percent[i];
  n->d6_percent[4] = (int) get (data, &d6_destroyed);
}

void
_gg_print_numbers_init (GgPrintNumbers *numbers, GgRuleset ruleset, int scale)
{
  g_autoptr (GgRulesData) data = NULL;
  const char *name = gg_ruleset_to_string (ruleset); /* data/rules/NAME.yaml */

  memset (numbers, 0, sizeof *numbers);
  numbers->ruleset = ruleset;
  numbers->scale = scale > 0 ? scale : 20;
  numbers->factor = gg_scale_factor (numbers->scale) > 0 ? gg_scale_factor (numbers->scale) : 1;
  foot_base (numbers->scale, &numbers->foot_front, &numbers->foot_depth);
  /* Without the built-in data (a core built without it) the cited values stand. */
  data = gg_rules_data_load_builtin (name, NULL);
  _gg_print_sheets (ruleset)->numbers (numbers, data);
}

int
_gg_print_d6_move_dice (const GgPrintNumbers *numbers, const char *type, const char *klass)
{
  int bonus = g_strcmp0 (klass, "veteran") == 0 ? 2 : g_strcmp0 (klass, "trained") == 0;

  for (guint i = 0; i < G_N_ELEMENTS (d6_dice); i++)
    if (g_strcmp0 (type, d6_dice[i].type) == 0)
      return numbers->d6_move_dice[i] + bonus;
  return bonus;
}

void
_gg_print_d6_thresholds (const GgPrintNumbers *numbers, int figures, int thresholds[5])
{
  for (guint i = 0; i < 5; i++)
    thresholds[i] = (numbers->d6_percent[i] * figures + 99) / 100;
}
