/* gg-game.c: the game model. */
#include "gg-game.h"
#include "gg-game-state.h"
#include "gg-d6-state.h"

#include <glib/gi18n-lib.h>

static const struct
{
  const char *name;
  const char *label;
} terrain_kinds[GG_TERRAIN_N_KINDS] = {
  [GG_TERRAIN_BUILDING] = {
    "building", N_("Building") },
    [GG_TERRAIN_WOOD] = {
      "wood", N_("Wood") },
      [GG_TERRAIN_HILL] = {
        "hill", N_("Hill") },
        [GG_TERRAIN_ORCHARD] = {
          "orchard", N_("Orchard") },
          [GG_TERRAIN_VINEYARD] = {
            "vineyard", N_("Vineyard") },
            [GG_TERRAIN_FIELD] = {
              "field", N_("Cultivated field") },
              [GG_TERRAIN_RICE] = {
                "rice", N_("Rice paddy") },
                [GG_TERRAIN_REEDS] = {
                  "reeds", N_("Reed bed") },
                  [GG_TERRAIN_MARSH] = {
                    "marsh", N_("Marsh") },
                    [GG_TERRAIN_LAKE] = {
                      "lake", N_("Lake") },
                      [GG_TERRAIN_HEDGE] = {
                        "hedge", N_("Hedge") },
                        [GG_TERRAIN_WALL] = {
                          "wall", N_("Wall") },
                          [GG_TERRAIN_FENCE] = {
                            "fence", N_("Fence") },
                            [GG_TERRAIN_PALISADE] = {
                              "palisade", N_("Palisade") },
                              [GG_TERRAIN_TRENCH] = {
                                "trench", N_("Trench") },
                                [GG_TERRAIN_GABIONS] = {
                                  "gabions", N_("Gabions") },
                                  [GG_TERRAIN_TREE_ROW] = {
                                    "tree-row", N_("Row of trees") },
                                    [GG_TERRAIN_RIVER] = { "river", N_("River") },
                                                           [GG_TERRAIN_ROAD] = { "road",
                                                                                 N_("Road") },
                                                           };

GgGame *
gg_game_new (void)
{
  GgGame *self = g_new0 (GgGame, 1);

  g_atomic_ref_count_init (&self->ref);
  self->ruleset = GG_RULESET_BELLA_GIGOGIN;
  self->units = GG_UNIT_CM;
  self->scale = 20;
  self->width = 1800;
  self->depth = 1200;
  self->terrain = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_terrain_free);
  self->figures = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  return self;
}

GgGame *
gg_game_ref (GgGame *self)
{
  g_atomic_ref_count_inc (&self->ref);
  return self;
}

void
gg_game_unref (GgGame *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref))
    return;
  g_clear_pointer (&self->state, gg_game_state_free);
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->figures);
  g_ptr_array_unref (self->terrain);
  g_clear_pointer (&self->d6, gg_d6_state_free);
  g_free (self->filename);
  g_free (self);
}

GgFigure *
gg_game_lookup_figure (GgGame *self, const char *id)
{
  return g_hash_table_lookup (self->by_id, id);
}

GgTerrain *
gg_game_lookup_terrain (GgGame *self, const char *id)
{
  for (guint i = 0; i < self->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (self->terrain, i);

      if (g_strcmp0 (t->id, id) == 0)
        return t;
    }
  return NULL;
}

gboolean
gg_game_add_figure (GgGame *self, GgFigure *figure)
{
  if (g_hash_table_contains (self->by_id, figure->id))
    {
      gg_figure_free (figure);
      return FALSE;
    }
  g_ptr_array_add (self->figures, figure);
  g_hash_table_insert (self->by_id, figure->id, figure);
  return TRUE;
}

double
gg_game_scale_factor (const GgGame *self)
{
  return gg_scale_factor (self->scale);
}

GgFigure *
gg_figure_new (const char *id)
{
  GgFigure *figure = g_new0 (GgFigure, 1);

  figure->id = g_strdup (id);
  figure->side = 'A';
  figure->base.shape = GG_BASE_RECT;
  figure->base.front = 15;
  figure->base.depth = 20;
  return figure;
}

void
gg_figure_free (GgFigure *figure)
{
  if (figure == NULL)
    return;
  g_free (figure->id);
  g_free (figure->role);
  g_free (figure);
}

GgTerrain *
gg_terrain_new (const char *id, GgTerrainKind kind)
{
  GgTerrain *terrain = g_new0 (GgTerrain, 1);

  terrain->id = g_strdup (id);
  terrain->kind = kind;
  terrain->points = g_array_new (FALSE, FALSE, sizeof (GgPoint));
  return terrain;
}

void
gg_terrain_free (GgTerrain *terrain)
{
  if (terrain == NULL)
    return;
  g_free (terrain->id);
  g_array_unref (terrain->points);
  g_free (terrain);
}

const char *
gg_terrain_kind_to_string (GgTerrainKind kind)
{
  g_return_val_if_fail (kind < GG_TERRAIN_N_KINDS, "?");
  return terrain_kinds[kind].name;
}

gboolean
gg_terrain_kind_from_string (const char *text, GgTerrainKind *kind)
{
  for (guint i = 0; i < GG_TERRAIN_N_KINDS; i++)
    if (g_strcmp0 (text, terrain_kinds[i].name) == 0)
      {
        *kind = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
gg_terrain_kind_is_linear (GgTerrainKind kind)
{
  return kind >= GG_TERRAIN_FIRST_LINEAR;
}

const char *
gg_terrain_kind_label (GgTerrainKind kind)
{
  g_return_val_if_fail (kind < GG_TERRAIN_N_KINDS, "?");
  return _(terrain_kinds[kind].label);
}

const char *
gg_ruleset_to_string (GgRuleset ruleset)
{
  return ruleset == GG_RULESET_D6 ? "d6" : "bella-gigogin";
}

gboolean
gg_ruleset_from_string (const char *text, GgRuleset *ruleset)
{
  if (g_strcmp0 (text, "bella-gigogin") == 0)
    *ruleset = GG_RULESET_BELLA_GIGOGIN;
  else if (g_strcmp0 (text, "d6") == 0)
    *ruleset = GG_RULESET_D6;
  else
    return FALSE;
  return TRUE;
}
