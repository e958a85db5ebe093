/* gg-selection.c */
#include "gg-selection.h"

#include <string.h>

#include "gg-game-state.h"

struct _GgSelection
{
  GObject parent_instance;
  GPtrArray *figures; /* char*, sorted */
  char *terrain;
  char *ruler;
};

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GgSelection, gg_selection, G_TYPE_OBJECT)

static int
cmp_id (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static gboolean
find (GgSelection *self, const char *id, guint *index)
{
  return g_ptr_array_find_with_equal_func (self->figures, id, g_str_equal, index);
}

static void
changed (GgSelection *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Replaces the selection with @ids (sorted, owned); emits only on a real change. */
static void
replace (GgSelection *self, GPtrArray *ids)
{
  gboolean same = ids->len == self->figures->len && self->terrain == NULL && self->ruler == NULL;

  g_ptr_array_sort (ids, cmp_id);
  for (guint i = 0; same && i < ids->len; i++)
    same = g_str_equal (g_ptr_array_index (ids, i), g_ptr_array_index (self->figures, i));
  if (same)
    {
      g_ptr_array_unref (ids);
      return;
    }
  g_ptr_array_unref (self->figures);
  self->figures = ids;
  g_clear_pointer (&self->terrain, g_free);
  g_clear_pointer (&self->ruler, g_free);
  changed (self);
}

static GPtrArray *
new_ids (void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

static GPtrArray *
copy_ids (GgSelection *self)
{
  GPtrArray *ids = new_ids ();

  for (guint i = 0; i < self->figures->len; i++)
    g_ptr_array_add (ids, g_strdup (g_ptr_array_index (self->figures, i)));
  return ids;
}

static void
gg_selection_finalize (GObject *object)
{
  GgSelection *self = GG_SELECTION (object);

  g_ptr_array_unref (self->figures);
  g_free (self->terrain);
  g_free (self->ruler);
  G_OBJECT_CLASS (gg_selection_parent_class)->finalize (object);
}

static void
gg_selection_class_init (GgSelectionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gg_selection_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
gg_selection_init (GgSelection *self)
{
  self->figures = new_ids ();
}

GgSelection *
gg_selection_new (void)
{
  return g_object_new (GG_TYPE_SELECTION, NULL);
}

void
gg_selection_clear (GgSelection *self)
{
  replace (self, new_ids ());
}

const GPtrArray *
gg_selection_get_figures (GgSelection *self)
{
  return self->figures;
}

guint
gg_selection_get_n_figures (GgSelection *self)
{
  return self->figures->len;
}

gboolean
gg_selection_contains (GgSelection *self, const char *figure)
{
  return find (self, figure, NULL);
}

void
gg_selection_set_figure (GgSelection *self, const char *figure)
{
  GPtrArray *ids = new_ids ();

  g_ptr_array_add (ids, g_strdup (figure));
  replace (self, ids);
}

void
gg_selection_toggle_figure (GgSelection *self, const char *figure)
{
  GPtrArray *ids = copy_ids (self);
  guint index;

  if (g_ptr_array_find_with_equal_func (ids, figure, g_str_equal, &index))
    g_ptr_array_remove_index (ids, index);
  else
    g_ptr_array_add (ids, g_strdup (figure));
  replace (self, ids);
}

void
gg_selection_set_squad (GgSelection *self, GgGame *game, const char *figure)
{
  GgFigure *f = gg_game_lookup_figure (game, figure);
  GPtrArray *ids = new_ids ();

  for (guint i = 0; f != NULL && i < game->figures->len; i++)
    {
      GgFigure *g = g_ptr_array_index (game->figures, i);

      if (gg_game_state_off_table (game->state, g->id))
        continue;
      if (g == f || (f->squad > 0 && g->squad == f->squad && g->side == f->side))
        g_ptr_array_add (ids, g_strdup (g->id));
    }
  replace (self, ids);
}

static gboolean
box_inside (const GgBox *inner, const GgBox *outer)
{
  return inner->x0 >= outer->x0 && inner->x1 <= outer->x1 && inner->y0 >= outer->y0 &&
         inner->y1 <= outer->y1;
}

void
gg_selection_set_box (GgSelection *self, GgGame *game, const GgBox *box, gboolean add)
{
  GPtrArray *ids = add ? copy_ids (self) : new_ids ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      GgBox b = gg_base_box (&f->base);

      if (box_inside (&b, box) && !(add && find (self, f->id, NULL)) &&
          !gg_game_state_off_table (game->state, f->id))
        g_ptr_array_add (ids, g_strdup (f->id));
    }
  replace (self, ids);
}

void
gg_selection_prune (GgSelection *self, GgGame *game)
{
  gboolean gone = FALSE;

  for (guint i = self->figures->len; i-- > 0;)
    if (gg_game_lookup_figure (game, g_ptr_array_index (self->figures, i)) == NULL ||
        gg_game_state_off_table (game->state, g_ptr_array_index (self->figures, i)))
      {
        g_ptr_array_remove_index (self->figures, i);
        gone = TRUE;
      }
  if (self->terrain && gg_game_find (game, GG_COLLECTION_TERRAIN, self->terrain) < 0)
    {
      g_clear_pointer (&self->terrain, g_free);
      gone = TRUE;
    }
  if (self->ruler && gg_game_find (game, GG_COLLECTION_RULERS, self->ruler) < 0)
    {
      g_clear_pointer (&self->ruler, g_free);
      gone = TRUE;
    }
  if (gone)
    changed (self);
}

const char *
gg_selection_get_terrain (GgSelection *self)
{
  return self->terrain;
}

void
gg_selection_set_terrain (GgSelection *self, const char *terrain)
{
  if (g_strcmp0 (self->terrain, terrain) == 0 && self->figures->len == 0)
    return;
  g_ptr_array_set_size (self->figures, 0);
  g_clear_pointer (&self->ruler, g_free);
  g_free (self->terrain);
  self->terrain = g_strdup (terrain);
  changed (self);
}

const char *
gg_selection_get_ruler (GgSelection *self)
{
  return self->ruler;
}

void
gg_selection_set_ruler (GgSelection *self, const char *ruler)
{
  if (g_strcmp0 (self->ruler, ruler) == 0 && self->figures->len == 0)
    return;
  g_ptr_array_set_size (self->figures, 0);
  g_clear_pointer (&self->terrain, g_free);
  g_free (self->ruler);
  self->ruler = g_strdup (ruler);
  changed (self);
}

GgFigure *
gg_selection_get_leader (GgSelection *self, GgGame *game)
{
  for (guint i = 0; i < self->figures->len; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, g_ptr_array_index (self->figures, i));

      if (f != NULL && f->role != NULL && f->role[0] == 'L')
        return f;
    }
  return NULL;
}

const char *
gg_pick_terrain (GgGame *game, GgPoint p, double tolerance)
{
  for (guint i = game->terrain->len; i-- > 0;)
    {
      GgTerrain *t = g_ptr_array_index (game->terrain, i);
      const GgPoint *v = (const GgPoint *) t->points->data;
      gboolean linear = gg_terrain_kind_is_linear (t->kind);

      if ((!linear && gg_polygon_contains_point (v, t->points->len, p)) ||
          gg_polygon_point_distance (v, t->points->len, !linear, p) <= tolerance)
        return t->id;
    }
  return NULL;
}

int
gg_pick_terrain_vertex (GgGame *game, const char *terrain, GgPoint p, double tolerance)
{
  GgTerrain *t = terrain ? gg_game_lookup_terrain (game, terrain) : NULL;
  int best = -1;
  double nearest = tolerance;

  for (guint i = 0; t != NULL && i < t->points->len; i++)
    {
      double d = gg_point_distance (g_array_index (t->points, GgPoint, i), p);

      if (d <= nearest)
        {
          nearest = d;
          best = i;
        }
    }
  return best;
}

static GgPoint
end_point (GgGame *game, const GgRulerEnd *end)
{
  GgFigure *f = end->figure ? gg_game_lookup_figure (game, end->figure) : NULL;

  return f ? f->base.centre : end->point;
}

const char *
gg_pick_ruler (GgGame *game, GgPoint p, double tolerance)
{
  for (guint i = game->rulers->len; i-- > 0;)
    {
      GgRuler *r = g_ptr_array_index (game->rulers, i);

      if (gg_point_segment_distance (p, end_point (game, &r->from), end_point (game, &r->to),
                                     NULL) <= tolerance)
        return r->id;
    }
  return NULL;
}
