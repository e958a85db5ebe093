/* gg-table-rules.c */
#include "gg-table-rules.h"

#include <math.h>

#include "gg-bg-special.h"
#include "gg-d6-rules.h"
#include "gg-game-rules.h"

static void
init_bg (GgTableRules *self, GgBgRules *bg)
{
  GgBgNumber arc = gg_bg_rules_number (bg, "fire.arc-half-angle");

  self->bg = bg;
  self->factor = gg_bg_rules_get_factor (bg);
  self->command_radius = gg_table_rules_command_radius (self, GG_BG_LINK_SQUAD, 0, FALSE);
  self->follower_radius = gg_bg_rules_distance (bg, "movement.follower-radius").value;
  self->allowance[GG_ARM_INFANTRY] =
    gg_bg_rules_movement (bg, GG_BG_ARM_INFANTRY, 0, FALSE, NULL).value;
  self->allowance[GG_ARM_CAVALRY] =
    gg_bg_rules_movement (bg, GG_BG_ARM_CAVALRY, 0, FALSE, NULL).value;
  self->allowance[GG_ARM_ARTILLERY] = gg_bg_rules_distance (bg, "movement.gun-push").value;
  self->arc_half_angle = arc.value;
  self->canister_half_angle = gg_bg_rules_number (bg, "artillery.canister-half-angle").value;
  self->canister_range = gg_bg_rules_max_range (bg, GG_BG_WEAPON_CANISTER).value;
  self->shell_radius = gg_bg_rules_distance (bg, "artillery.shell-radius").value;
  self->roundshot_range = gg_bg_rules_max_range (bg, GG_BG_WEAPON_ROUND_SHOT).value;
}

/* The rifle's house bands (BG-MISS-02): where the to-hit number changes. */
static void
init_bg_bands (GgTableRules *self)
{
  GgBgNumber hit, previous = { 0 };

  for (double mm = 1; mm <= 2000 && self->n_arc_bands < G_N_ELEMENTS (self->arc_bands); mm += 1)
    {
      if (!gg_bg_rules_to_hit (self->bg, GG_BG_WEAPON_RIFLE, mm, &hit))
        {
          self->arc_bands[self->n_arc_bands++] = mm - 1;
          return;
        }
      if (mm > 1 && hit.value != previous.value)
        self->arc_bands[self->n_arc_bands++] = mm - 1;
      previous = hit;
    }
}

static double
d6_row (GgD6Rules *rules, const char *path, const char *key, guint column)
{
  double v = 0;

  gg_d6_rules_row_number (rules, path, key, column, &v);
  return v * GG_MM_PER_INCH;
}

static gboolean
init_d6 (GgTableRules *self, const GgGame *game, GError **error)
{
  g_autoptr (GgD6Rules) rules = gg_game_d6_rules (game, error);

  if (rules == NULL)
    return FALSE;
  self->factor = 1;
  self->command_radius = gg_d6_rules_number (rules, "command.radius") * GG_MM_PER_INCH;
  self->arc_half_angle = gg_d6_rules_number (rules, "fire.arc-half-angle");
  self->arc_bands[0] = d6_row (rules, "range.short-long", "muskets", 1);
  self->arc_bands[1] = d6_row (rules, "range.short-long", "muskets", 2);
  self->n_arc_bands = 2;
  self->canister_half_angle = self->arc_half_angle;
  self->canister_range = d6_row (rules, "range.canister", "guns", 1);
  self->roundshot_range = d6_row (rules, "range.short-long", "guns", 2);
  /* D6-AMB-18, house default */
  self->road_half_width = gg_d6_rules_number (rules, "terrain.road-width") / 2 * GG_MM_PER_INCH;
  return TRUE;
}

GgTableRules *
gg_table_rules_new (const GgGame *game, GError **error)
{
  g_autoptr (GgTableRules) self = g_new0 (GgTableRules, 1);
  GgBgRules *bg;

  self->ruleset = game->ruleset;
  if (game->ruleset == GG_RULESET_D6)
    return init_d6 (self, game, error) ? g_steal_pointer (&self) : NULL;
  bg = gg_game_bg_rules (game, error);
  if (bg == NULL)
    return NULL;
  init_bg (self, bg);
  init_bg_bands (self);
  /* BG-8-k, house default: how wide a road drawn as a line is */
  self->road_half_width = gg_bg_rules_distance (bg, "movement.road-width").value / 2;
  return g_steal_pointer (&self);
}

void
gg_table_rules_free (GgTableRules *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->bg, gg_bg_rules_free);
  g_free (self);
}

double
gg_table_rules_command_radius (GgTableRules *self, int link, guint troop, gboolean musician)
{
  if (self->bg == NULL)
    return self->command_radius;
  return gg_bg_rules_command_radius (self->bg, link, musician, troop).value;
}

static const char *
cost_key (GgTerrainKind kind)
{
  return gg_terrain_kind_to_string (kind);
}

GgTerrainCost
gg_table_rules_terrain_cost (GgTableRules *self, GgTerrainKind kind, GgArm arm)
{
  GgTerrainCost cost = { 1, 0, TRUE, NULL };
  GgBgTerrainCost bg;

  if (self->bg == NULL)
    {
      /* d6: the rules data gives no per-cm costs; lakes and marshes stay impassable */
      cost.passable = kind != GG_TERRAIN_LAKE && kind != GG_TERRAIN_MARSH;
      return cost;
    }
  if (!gg_bg_rules_terrain_cost (self->bg, cost_key (kind), (GgBgArm) arm, &bg))
    return cost;
  cost.per_cm = bg.per_cm > 0 ? bg.per_cm : 1;
  cost.fixed_mm = bg.fixed_mm;
  cost.passable = bg.passable;
  cost.rule = bg.info.rule;
  return cost;
}

/* BG-3.2-a…c: the narrowest gun base of any scale (bases.*.gun of the built-in tables; 25 mm),
 * wider than any foot or horse base. */
static double
narrowest_gun_base (void)
{
  static gsize loaded;
  static double narrowest;

  if (g_once_init_enter (&loaded))
    {
      g_autoptr (GgRulesData) data = gg_rules_data_load_builtin ("bella-gigogin", NULL);
      static const char *const paths[] = { "bases.15mm.gun", "bases.20mm.gun", "bases.28mm.gun" };
      GgRuleEntry entry;
      double front;

      narrowest = G_MAXDOUBLE;
      for (guint i = 0; data != NULL && i < G_N_ELEMENTS (paths); i++)
        if (gg_rules_data_lookup (data, paths[i], &entry) &&
            entry.value->kind == GG_YAML_SEQUENCE && gg_yaml_sequence_size (entry.value) > 0 &&
            gg_yaml_get_double (gg_yaml_sequence_nth (entry.value, 0), "", &front, NULL))
          narrowest = MIN (narrowest, front);
      g_once_init_leave (&loaded, 1);
    }
  return narrowest;
}

GgArm
gg_table_rules_arm_of (const GgFigure *figure)
{
  const GgBase *b = &figure->base;

  if (figure->role != NULL && figure->role[0] == 'G')
    return GG_ARM_ARTILLERY;
  if (b->shape == GG_BASE_RECT && b->front >= narrowest_gun_base ())
    return GG_ARM_ARTILLERY;
  if (b->shape == GG_BASE_RECT && b->depth >= 1.5 * b->front)
    return GG_ARM_CAVALRY;
  return GG_ARM_INFANTRY;
}

double
gg_table_rules_move_allowance (GgTableRules *self, GgGame *game, const GgFigure *who,
                               gboolean difficult, GArray *modifiers)
{
  if (self->bg != NULL)
    return gg_bg_move_allowance (game, self->bg, who, difficult, modifiers).value;
  return self->allowance[gg_table_rules_arm_of (who)];
}
