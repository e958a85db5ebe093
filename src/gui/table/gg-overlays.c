/* gg-overlays.c */
#include "gg-overlays.h"
#include "gg-table-rules.h"

#include "gg-ruleset.h"

#include <math.h>

#include "gg-spatial.h"

GgOverlayData *
gg_overlay_data_new (void)
{
  return g_new0 (GgOverlayData, 1);
}

static void
clear (GgOverlayData *self)
{
  g_clear_pointer (&self->command, g_array_unref);
  g_clear_pointer (&self->arcs, g_array_unref);
  g_clear_pointer (&self->canister_targets, g_array_unref);
  g_clear_pointer (&self->shell_targets, g_array_unref);
  g_clear_pointer (&self->roundshot_targets, g_array_unref);
  g_clear_pointer (&self->los, gg_los_result_free);
  g_clear_pointer (&self->rulers, g_array_unref);
  self->canister_gun = self->roundshot_gun = NULL;
  self->los_from = self->los_to = NULL;
  self->has_shell = FALSE;
}

static void
forget_rules_cache (GgOverlayData *self)
{
  if (self->rules_cache != NULL)
    self->rules_cache_class->table->command_cache_free (g_steal_pointer (&self->rules_cache));
}

void
gg_overlay_data_forget (GgOverlayData *self)
{
  g_clear_pointer (&self->index, gg_spatial_free);
  g_clear_pointer (&self->command_cache, gg_command_cache_free);
  forget_rules_cache (self);
}

void
gg_overlay_data_free (GgOverlayData *self)
{
  if (self == NULL)
    return;
  clear (self);
  gg_overlay_data_forget (self);
  g_free (self);
}

GgSpatial *
gg_overlay_data_index (GgOverlayData *self, GgGame *game)
{
  if (self->index != NULL && gg_spatial_get_game (self->index) != game)
    g_clear_pointer (&self->index, gg_spatial_free);
  if (self->index == NULL)
    self->index = gg_spatial_new (game);
  else
    gg_spatial_sync (self->index);
  return self->index;
}

GArray *
gg_overlay_data_command (GgOverlayData *self, GgGame *game, GgTableRules *rules)
{
  GArray *status;

  if (rules == NULL)
    return NULL;
  if (self->command_cache == NULL)
    self->command_cache = gg_command_cache_new ();
  status = gg_command_cache_update (self->command_cache, game, rules);
  g_debug ("command status: %u squads recomputed",
           gg_command_cache_recomputed (self->command_cache));
  return status;
}

const GgFigure *
gg_overlays_selected_gun (GgGame *game, GgSelection *selection)
{
  const GPtrArray *ids = gg_selection_get_figures (selection);

  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (ids, i));

      if (f != NULL && gg_table_rules_arm_of (f) == GG_ARM_ARTILLERY)
        return f;
    }
  return NULL;
}

static const GgFigure *
end_figure (GgGame *game, const GgRulerEnd *end)
{
  return end->figure ? gg_game_lookup_figure (game, end->figure) : NULL;
}

GgRulerMeasure
gg_overlays_measure_ruler (GgGame *game, const GgRuler *ruler)
{
  const GgFigure *a = end_figure (game, &ruler->from), *b = end_figure (game, &ruler->to);
  GgRulerMeasure m = { ruler, ruler->from.point, ruler->to.point, 0 };
  GgMeasure bm;

  if (a != NULL && b != NULL)
    {
      bm = gg_base_measure (&a->base, &b->base);
      m.from = bm.from;
      m.to = bm.to;
    }
  else if (a != NULL)
    gg_base_point_distance (&a->base, m.to, &m.from);
  else if (b != NULL)
    gg_base_point_distance (&b->base, m.from, &m.to);
  m.distance = a && b ? bm.distance : gg_point_distance (m.from, m.to);
  return m;
}

static void
update_rulers (GgOverlayData *self, GgGame *game)
{
  self->rulers = g_array_new (FALSE, FALSE, sizeof (GgRulerMeasure));
  for (guint i = 0; i < game->rulers->len; i++)
    {
      GgRulerMeasure m = gg_overlays_measure_ruler (game, g_ptr_array_index (game->rulers, i));

      g_array_append_val (self->rulers, m);
    }
}

static void
update_arcs (GgOverlayData *self, GgGame *game, GgTableRules *rules, GgSelection *selection)
{
  const GPtrArray *ids = gg_selection_get_figures (selection);
  double range = rules->n_arc_bands ? rules->arc_bands[rules->n_arc_bands - 1] : 300;

  self->arcs = g_array_new (FALSE, FALSE, sizeof (GgSector));
  for (guint i = 0; i < ids->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (ids, i));
      GgSector s;

      if (f == NULL || gg_table_rules_arm_of (f) == GG_ARM_ARTILLERY)
        continue;
      s = gg_fire_arc (rules, f, range);
      g_array_append_val (self->arcs, s);
    }
}

static void
update_los (GgOverlayData *self, GgGame *game, GgSelection *selection)
{
  const GPtrArray *ids = gg_selection_get_figures (selection);
  g_autoptr (GgLos) los = NULL;

  if (ids->len != 2)
    return;
  self->los_from = gg_game_lookup_figure (game, g_ptr_array_index (ids, 0));
  self->los_to = gg_game_lookup_figure (game, g_ptr_array_index (ids, 1));
  if (self->los_from == NULL || self->los_to == NULL)
    return;
  los = gg_los_new (gg_overlay_data_index (self, game));
  self->los = gg_los_figures (los, self->los_from, self->los_to);
}

static void
update_guns (GgOverlayData *self, GgGame *game, GgTableRules *rules, const GgFigure *gun,
             const GgShellState *shell)
{
  if (gun != NULL && (self->shown & GG_OVERLAY_CANISTER))
    {
      self->canister_gun = gun;
      self->canister_targets = gg_fire_canister (game, rules, gun, &self->canister);
    }
  if (gun != NULL && (self->shown & GG_OVERLAY_ROUNDSHOT))
    {
      GgPoint dir = gg_bearing_vector (gun->base.facing);

      self->roundshot_gun = gun;
      self->roundshot_from = gg_base_front_centre (&gun->base);
      self->roundshot_to = (GgPoint){ self->roundshot_from.x + dir.x * rules->roundshot_range,
                                      self->roundshot_from.y + dir.y * rules->roundshot_range };
      self->roundshot_targets = gg_fire_roundshot (game, gun, rules->roundshot_range);
    }
  if (gun != NULL && shell->has_aim && (self->shown & GG_OVERLAY_SHELL))
    {
      self->has_shell = TRUE;
      gg_fire_shell_scatter (rules, gun, shell->aim, MAX (shell->d10, 0), &self->shell);
      if (shell->d10 < 0)
        self->shell.fall = shell->aim;
      self->shell_targets = gg_fire_shell_at_risk (game, self->shell.fall, self->shell.radius);
    }
}

/* The command status of the game's rules: their own (d6 units and their commanders) through
 * their cache, kept while the rule set stays the same, else the shared one. */
static GArray *
command_status (GgOverlayData *self, GgGame *game, GgTableRules *rules)
{
  const GgRuleSetClass *rs = gg_ruleset_class (game->ruleset);

  if (rs->table->command_status == NULL)
    return gg_overlay_data_command (self, game, rules);
  if (self->rules_cache_class != rs)
    forget_rules_cache (self);
  self->rules_cache_class = rs;
  return rs->table->command_status (game, rules->command_radius, &self->rules_cache);
}

void
gg_overlay_data_update (GgOverlayData *self, GgGame *game, GgTableRules *rules,
                        GgSelection *selection, const GgShellState *shell)
{
  clear (self);
  self->shown = game->overlays;
  if (rules == NULL)
    return;
  if (self->shown & GG_OVERLAY_COMMAND)
    self->command = command_status (self, game, rules);
  if (self->shown & GG_OVERLAY_ARCS)
    update_arcs (self, game, rules, selection);
  if (self->shown & GG_OVERLAY_LOS)
    update_los (self, game, selection);
  if (self->shown & GG_OVERLAY_RULERS)
    update_rulers (self, game);
  update_guns (self, game, rules, gg_overlays_selected_gun (game, selection), shell);
}
