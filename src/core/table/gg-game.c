/* gg-game.c: the game model. */
#include "gg-game.h"
#include "gg-background-photo.h"
#include "gg-replay.h"
#include "gg-rules-data.h"
#include "gg-game-state.h"

#include <glib/gi18n-lib.h>

static const struct
{
  const char *name;
  const char *label;
} terrain_kinds[GG_TERRAIN_N_KINDS] = {
  [GG_TERRAIN_BUILDING] = { "building", N_ ("Building") },
  [GG_TERRAIN_WOOD] = { "wood", N_ ("Wood") },
  [GG_TERRAIN_HILL] = { "hill", N_ ("Hill") },
  [GG_TERRAIN_ORCHARD] = { "orchard", N_ ("Orchard") },
  [GG_TERRAIN_VINEYARD] = { "vineyard", N_ ("Vineyard") },
  [GG_TERRAIN_FIELD] = { "field", N_ ("Cultivated field") },
  [GG_TERRAIN_RICE] = { "rice", N_ ("Rice paddy") },
  [GG_TERRAIN_REEDS] = { "reeds", N_ ("Reed bed") },
  [GG_TERRAIN_MARSH] = { "marsh", N_ ("Marsh") },
  [GG_TERRAIN_LAKE] = { "lake", N_ ("Lake") },
  [GG_TERRAIN_HEDGE] = { "hedge", N_ ("Hedge") },
  [GG_TERRAIN_WALL] = { "wall", N_ ("Wall") },
  [GG_TERRAIN_FENCE] = { "fence", N_ ("Fence") },
  [GG_TERRAIN_PALISADE] = { "palisade", N_ ("Palisade") },
  [GG_TERRAIN_TRENCH] = { "trench", N_ ("Trench") },
  [GG_TERRAIN_GABIONS] = { "gabions", N_ ("Gabions") },
  [GG_TERRAIN_TREE_ROW] = { "tree-row", N_ ("Row of trees") },
  [GG_TERRAIN_RIVER] = { "river", N_ ("River") },
  [GG_TERRAIN_ROAD] = { "road", N_ ("Road") },
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
  self->rulers = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_ruler_free);
  self->markers = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_marker_free);
  self->photos = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_background_photo_free);
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
  g_ptr_array_unref (self->rulers);
  g_ptr_array_unref (self->markers);
  g_ptr_array_unref (self->photos);
  g_ptr_array_unref (self->figures);
  g_ptr_array_unref (self->terrain);
  if (self->section_free != NULL)
    self->section_free (self->section);
  g_clear_pointer (&self->rules_data, gg_rules_data_free);
  g_clear_pointer (&self->replay, gg_replay_free);
  g_free (self->rules_file);
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
gg_figure_copy (const GgFigure *figure)
{
  GgFigure *copy = g_memdup2 (figure, sizeof *figure);

  copy->id = g_strdup (figure->id);
  copy->role = g_strdup (figure->role);
  return copy;
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

gboolean
gg_figure_same_place (const GgFigure *a, const GgFigure *b)
{
  return a->base.centre.x == b->base.centre.x && a->base.centre.y == b->base.centre.y &&
         a->base.facing == b->base.facing && a->base.shape == b->base.shape &&
         a->base.front == b->base.front && a->base.depth == b->base.depth &&
         a->base.diameter == b->base.diameter && a->side == b->side && a->squad == b->squad &&
         g_strcmp0 (a->role, b->role) == 0;
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
  g_free (terrain->name);
  g_array_unref (terrain->points);
  g_free (terrain);
}

GgTerrain *
gg_terrain_copy (const GgTerrain *terrain)
{
  GgTerrain *copy = g_memdup2 (terrain, sizeof *terrain);

  copy->id = g_strdup (terrain->id);
  copy->name = g_strdup (terrain->name);
  copy->points = g_array_copy (terrain->points);
  return copy;
}

GgRuler *
gg_ruler_new (const char *id)
{
  GgRuler *ruler = g_new0 (GgRuler, 1);

  ruler->id = g_strdup (id);
  return ruler;
}

static GgRuler *
gg_ruler_copy (const GgRuler *ruler)
{
  GgRuler *copy = g_memdup2 (ruler, sizeof *ruler);

  copy->id = g_strdup (ruler->id);
  copy->from.figure = g_strdup (ruler->from.figure);
  copy->to.figure = g_strdup (ruler->to.figure);
  return copy;
}

void
gg_ruler_free (GgRuler *ruler)
{
  if (ruler == NULL)
    return;
  g_free (ruler->id);
  g_free (ruler->from.figure);
  g_free (ruler->to.figure);
  g_free (ruler);
}

GgMarker *
gg_marker_new (const char *id, GgMarkerKind kind)
{
  GgMarker *marker = g_new0 (GgMarker, 1);

  marker->id = g_strdup (id);
  marker->kind = kind;
  return marker;
}

GgMarker *
gg_marker_copy (const GgMarker *marker)
{
  GgMarker *copy = g_memdup2 (marker, sizeof *marker);

  copy->id = g_strdup (marker->id);
  copy->figure = g_strdup (marker->figure);
  return copy;
}

void
gg_marker_free (GgMarker *marker)
{
  if (marker == NULL)
    return;
  g_free (marker->id);
  g_free (marker->figure);
  g_free (marker);
}

/* Collections: one table of item operations, so edits need no code per kind of thing. */

static const struct
{
  const char *name;
  gpointer (*copy) (gconstpointer item);
  GDestroyNotify free;
} collections[GG_N_COLLECTIONS] = {
  [GG_COLLECTION_FIGURES] = { "figures", (gpointer) gg_figure_copy,
                              (GDestroyNotify) gg_figure_free },
  [GG_COLLECTION_TERRAIN] = { "terrain", (gpointer) gg_terrain_copy,
                              (GDestroyNotify) gg_terrain_free },
  [GG_COLLECTION_RULERS] = { "rulers", (gpointer) gg_ruler_copy, (GDestroyNotify) gg_ruler_free },
  [GG_COLLECTION_MARKERS] = { "markers", (gpointer) gg_marker_copy,
                              (GDestroyNotify) gg_marker_free },
  [GG_COLLECTION_PHOTOS] = { "photos", (gpointer) gg_background_photo_copy,
                             (GDestroyNotify) gg_background_photo_free },
};

/* Every item struct starts with its `char *id`. */
const char *
gg_item_id (GgCollection collection, gconstpointer item)
{
  return *(char *const *) item;
}

gpointer
gg_item_copy (GgCollection collection, gconstpointer item)
{
  return collections[collection].copy (item);
}

void
gg_item_free (GgCollection collection, gpointer item)
{
  if (item != NULL)
    collections[collection].free (item);
}

const char *
gg_collection_to_string (GgCollection collection)
{
  return collections[collection].name;
}

GPtrArray *
gg_game_collection (GgGame *self, GgCollection collection)
{
  GPtrArray *arrays[GG_N_COLLECTIONS] = { self->figures, self->terrain, self->rulers, self->markers,
                                          self->photos };

  return arrays[collection];
}

int
gg_game_find (GgGame *self, GgCollection collection, const char *id)
{
  GPtrArray *array = gg_game_collection (self, collection);

  if (collection == GG_COLLECTION_FIGURES && !g_hash_table_contains (self->by_id, id))
    return -1;
  for (guint i = 0; i < array->len; i++)
    if (g_strcmp0 (gg_item_id (collection, g_ptr_array_index (array, i)), id) == 0)
      return i;
  return -1;
}

gboolean
gg_game_insert (GgGame *self, GgCollection collection, guint index, gpointer item)
{
  GPtrArray *array = gg_game_collection (self, collection);
  const char *id = gg_item_id (collection, item);

  if (index > array->len || id == NULL || gg_game_find (self, collection, id) >= 0)
    return FALSE;
  g_ptr_array_insert (array, index, item);
  if (collection == GG_COLLECTION_FIGURES)
    g_hash_table_insert (self->by_id, (gpointer) id, item);
  return TRUE;
}

gpointer
gg_game_steal (GgGame *self, GgCollection collection, guint index)
{
  GPtrArray *array = gg_game_collection (self, collection);
  gpointer item = g_ptr_array_steal_index (array, index);

  if (collection == GG_COLLECTION_FIGURES)
    g_hash_table_remove (self->by_id, gg_item_id (collection, item));
  return item;
}

gpointer
gg_game_swap (GgGame *self, GgCollection collection, guint index, gpointer item)
{
  GPtrArray *array = gg_game_collection (self, collection);
  gpointer old = g_ptr_array_index (array, index);

  array->pdata[index] = item;
  if (collection == GG_COLLECTION_FIGURES)
    {
      g_hash_table_remove (self->by_id, gg_item_id (collection, old));
      g_hash_table_insert (self->by_id, (gpointer) gg_item_id (collection, item), item);
    }
  return old;
}

char *
gg_game_new_id (GgGame *self, GgCollection collection, const char *prefix)
{
  for (guint n = 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("%s-%u", prefix, n);

      if (gg_game_find (self, collection, id) < 0)
        return g_steal_pointer (&id);
    }
}

static const struct
{
  const char *name;
  const char *label;
} marker_kinds[GG_MARKER_N_KINDS] = {
  [GG_MARKER_RELOAD] = { "reload", N_ ("Reload") },
  [GG_MARKER_MORALE_TEST] = { "morale-test", N_ ("Morale test") },
  [GG_MARKER_AIM] = { "aim", N_ ("Aim point") },
};

const char *
gg_marker_kind_to_string (GgMarkerKind kind)
{
  g_return_val_if_fail (kind < GG_MARKER_N_KINDS, "?");
  return marker_kinds[kind].name;
}

gboolean
gg_marker_kind_from_string (const char *text, GgMarkerKind *kind)
{
  for (guint i = 0; i < GG_MARKER_N_KINDS; i++)
    if (g_strcmp0 (text, marker_kinds[i].name) == 0)
      {
        *kind = i;
        return TRUE;
      }
  return FALSE;
}

const char *
gg_marker_kind_label (GgMarkerKind kind)
{
  g_return_val_if_fail (kind < GG_MARKER_N_KINDS, "?");
  return _(marker_kinds[kind].label);
}

static const char *const overlay_names[GG_N_OVERLAYS] = {
  "command", "arcs", "canister", "shell", "roundshot", "los", "rulers", "labels", "photo",
};

const char *
gg_overlay_to_string (GgOverlay overlay)
{
  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    if (overlay == 1u << i)
      return overlay_names[i];
  return NULL;
}

gboolean
gg_overlay_from_string (const char *text, GgOverlay *overlay)
{
  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    if (g_strcmp0 (text, overlay_names[i]) == 0)
      {
        *overlay = 1u << i;
        return TRUE;
      }
  return FALSE;
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
