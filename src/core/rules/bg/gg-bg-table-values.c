/* gg-bg-table-values.c: La Bella Gigogin's numbers for the live table (see the header), read
 * from its rules object (gg-bg-rules.h) at the game's figure scale. */
#include "gg-bg-table-values.h"

#include "gg-bg-rules.h"
#include "gg-bg-characters.h"
#include "gg-table-rules.h"

/* shared code asks for a group's own link by the table's name for it */
G_STATIC_ASSERT (GG_BG_LINK_SQUAD == GG_TABLE_LINK_GROUP);

static void
init_numbers (GgTableRules *self, GgBgRules *bg)
{
  GgBgNumber arc = gg_bg_rules_number (bg, "fire.arc-half-angle");

  self->factor = gg_bg_rules_get_factor (bg);
  self->command_radius = gg_bg_rules_command_radius (bg, GG_BG_LINK_SQUAD, FALSE, 0).value;
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
  /* BG-8-k, house default: how wide a road drawn as a line is */
  self->road_half_width = gg_bg_rules_distance (bg, "movement.road-width").value / 2;
}

/* The rifle's house bands (BG-MISS-02): where the to-hit number changes. */
static void
init_bands (GgTableRules *self, GgBgRules *bg)
{
  GgBgNumber hit, previous = { 0 };

  for (double mm = 1; mm <= 2000 && self->n_arc_bands < G_N_ELEMENTS (self->arc_bands); mm += 1)
    {
      if (!gg_bg_rules_to_hit (bg, GG_BG_WEAPON_RIFLE, mm, &hit))
        {
          self->arc_bands[self->n_arc_bands++] = mm - 1;
          return;
        }
      if (mm > 1 && hit.value != previous.value)
        self->arc_bands[self->n_arc_bands++] = mm - 1;
      previous = hit;
    }
}

/* BG-8, BG-10: each kind of terrain for each arm (GgArm and GgBgArm count alike); a kind the
 * tables do not name is open ground. */
static void
init_terrain (GgTableRules *self, GgBgRules *bg)
{
  for (guint kind = 0; kind < GG_TERRAIN_N_KINDS; kind++)
    for (guint arm = 0; arm < GG_ARM_N; arm++)
      {
        GgTerrainCost *cost = &self->terrain[kind][arm];
        GgBgTerrainCost c;

        *cost = (GgTerrainCost){ 1, 0, TRUE, NULL };
        if (!gg_bg_rules_terrain_cost (bg, gg_terrain_kind_to_string (kind), (GgBgArm) arm, &c))
          continue;
        cost->per_cm = c.per_cm > 0 ? c.per_cm : 1;
        cost->fixed_mm = c.fixed_mm;
        cost->passable = c.passable;
        cost->rule = c.info.rule;
      }
}

/* BG-4.4-j: the cannon's rose, face by face of the D10 (0…9, as the dice roll it). */
static void
init_rose (GgTableRules *self, GgBgRules *bg)
{
  for (int d10 = 0; d10 < GG_ROSE_FACES; d10++)
    {
      GgRoseFace *face = &self->rose[d10];
      GgBgNumber info;

      face->known =
        gg_bg_rules_rose (bg, GG_BG_GUN_CANNON, d10, &face->bearing, &face->distance, &info);
      if (face->known)
        {
          self->rose_rule = info.rule;
          self->rose_house = info.source == GG_RULE_SOURCE_HOUSE;
        }
    }
}

gboolean
_gg_bg_table_rules (GgTableRules *rules, const GgGame *game, GError **error)
{
  GgBgRules *bg = gg_game_bg_rules (game, error);

  if (bg == NULL)
    return FALSE;
  rules->tables = bg;
  rules->tables_free = (GDestroyNotify) gg_bg_rules_free;
  init_numbers (rules, bg);
  init_bands (rules, bg);
  init_terrain (rules, bg);
  init_rose (rules, bg);
  return TRUE;
}

double
_gg_bg_command_link_radius (const GgTableRules *rules, int link, guint troop, gboolean musician)
{
  return gg_bg_rules_command_radius (rules->tables, link, musician, troop).value;
}

double
_gg_bg_move_allowance (const GgTableRules *rules, GgGame *game, const GgFigure *who,
                       gboolean difficult, GArray *modifiers)
{
  return gg_bg_move_allowance (game, rules->tables, who, difficult, modifiers).value;
}
