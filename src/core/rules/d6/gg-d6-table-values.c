/* gg-d6-table-values.c: the d6 rules' numbers for the live table (see the header), read from
 * their rules object (gg-d6-rules.h); the source's inches, never scaled by the figure scale. */
#include "gg-d6-table-values.h"

#include "gg-d6-rules.h"

static double
row_mm (GgD6Rules *rules, const char *path, const char *key, guint column)
{
  double v = 0;

  gg_d6_rules_row_number (rules, path, key, column, &v);
  return v * GG_MM_PER_INCH;
}

/* The rules data gives no per-cm costs: open ground everywhere, but lakes and marshes stay
 * impassable. */
static void
init_terrain (GgTableRules *self)
{
  for (guint kind = 0; kind < GG_TERRAIN_N_KINDS; kind++)
    for (guint arm = 0; arm < GG_ARM_N; arm++)
      self->terrain[kind][arm] =
        (GgTerrainCost){ 1, 0, kind != GG_TERRAIN_LAKE && kind != GG_TERRAIN_MARSH, NULL };
}

/* Moves are rolled (D6-MOVE-1): no allowance; the d6 table has no shell rose. */
gboolean
_gg_d6_table_rules (GgTableRules *self, const GgGame *game, GError **error)
{
  g_autoptr (GgD6Rules) rules = gg_game_d6_rules (game, error);

  if (rules == NULL)
    return FALSE;
  self->factor = 1;
  self->command_radius = gg_d6_rules_number (rules, "command.radius") * GG_MM_PER_INCH;
  self->arc_half_angle = gg_d6_rules_number (rules, "fire.arc-half-angle");
  self->arc_bands[0] = row_mm (rules, "range.short-long", "muskets", 1);
  self->arc_bands[1] = row_mm (rules, "range.short-long", "muskets", 2);
  self->n_arc_bands = 2;
  self->canister_half_angle = self->arc_half_angle;
  self->canister_range = row_mm (rules, "range.canister", "guns", 1);
  self->roundshot_range = row_mm (rules, "range.short-long", "guns", 2);
  /* D6-AMB-18, house default */
  self->road_half_width = gg_d6_rules_number (rules, "terrain.road-width") / 2 * GG_MM_PER_INCH;
  init_terrain (self);
  return TRUE;
}
