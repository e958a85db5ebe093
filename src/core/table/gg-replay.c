/* gg-replay.c: frames of the table along the referee's log. */
#include "gg-replay.h"

#include <string.h>

#include "gg-game-state.h"

typedef struct
{
  guint serial;
  GPtrArray *figures; /* GgFigure*: moved or come since the frame before */
  GPtrArray *gone;    /* char* */
  /* What the rule set's state showed then, whole (NULL where not kept: files of older
   * versions): the figures off the table (casualties) and its markers (reloading). */
  GPtrArray *off;     /* char*, sorted */
  GPtrArray *markers; /* GgMarker* */
} Frame;

struct _GgReplay
{
  GPtrArray *frames; /* Frame* */
  GHashTable *last;  /* id -> GgFigure* (borrowed from the frames): the table at the last frame */
};

static void
frame_free (Frame *f)
{
  g_ptr_array_unref (f->figures);
  g_ptr_array_unref (f->gone);
  g_clear_pointer (&f->off, g_ptr_array_unref);
  g_clear_pointer (&f->markers, g_ptr_array_unref);
  g_free (f);
}

GgReplay *
gg_replay_new (void)
{
  GgReplay *self = g_new0 (GgReplay, 1);

  self->frames = g_ptr_array_new_with_free_func ((GDestroyNotify) frame_free);
  self->last = g_hash_table_new (g_str_hash, g_str_equal);
  return self;
}

void
gg_replay_free (GgReplay *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->last);
  g_ptr_array_unref (self->frames);
  g_free (self);
}

guint
gg_replay_get_last_serial (GgReplay *self)
{
  return self->frames->len
           ? ((Frame *) g_ptr_array_index (self->frames, self->frames->len - 1))->serial
           : 0;
}

/* @table (id -> GgFigure*) advanced by @frame. */
static void
apply_frame (GHashTable *table, const Frame *frame)
{
  for (guint i = 0; i < frame->gone->len; i++)
    g_hash_table_remove (table, g_ptr_array_index (frame->gone, i));
  for (guint i = 0; i < frame->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (frame->figures, i);

      g_hash_table_insert (table, f->id, f);
    }
}

gboolean
gg_replay_add_frame (GgReplay *self, guint serial, GPtrArray *figures, GPtrArray *gone)
{
  Frame *frame;

  if (serial <= gg_replay_get_last_serial (self))
    {
      g_ptr_array_unref (figures);
      g_ptr_array_unref (gone);
      return FALSE;
    }
  frame = g_new0 (Frame, 1);
  frame->serial = serial;
  frame->figures = figures;
  frame->gone = gone;
  g_ptr_array_add (self->frames, frame);
  apply_frame (self->last, frame);
  return TRUE;
}

/* The ids of the figures the state takes off the table now, sorted. */
static GPtrArray *
state_off (GgGame *game)
{
  GPtrArray *off = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (gg_game_state_off_table (game->state, f->id))
        g_ptr_array_add (off, g_strdup (f->id));
    }
  g_ptr_array_sort (off, (GCompareFunc) g_strcmp0);
  return off;
}

void
gg_replay_record (GgReplay *self, GgGame *game, guint serial)
{
  GPtrArray *figures = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);
  GPtrArray *gone = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer id;

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      GgFigure *then = g_hash_table_lookup (self->last, f->id);

      if (then == NULL || !gg_figure_same_place (f, then))
        g_ptr_array_add (figures, gg_figure_copy (f));
    }
  g_hash_table_iter_init (&iter, self->last);
  while (g_hash_table_iter_next (&iter, &id, NULL))
    if (gg_game_lookup_figure (game, id) == NULL)
      g_ptr_array_add (gone, g_strdup (id));
  g_ptr_array_sort (gone, (GCompareFunc) g_strcmp0);
  if (gg_replay_add_frame (self, serial, figures, gone))
    gg_replay_set_frame_state (self, state_off (game), gg_game_state_markers (game));
}

void
gg_replay_set_frame_state (GgReplay *self, GPtrArray *off, GPtrArray *markers)
{
  Frame *f = self->frames->len ? g_ptr_array_index (self->frames, self->frames->len - 1) : NULL;

  if (f == NULL)
    {
      g_ptr_array_unref (off);
      g_ptr_array_unref (markers);
      return;
    }
  g_clear_pointer (&f->off, g_ptr_array_unref);
  g_clear_pointer (&f->markers, g_ptr_array_unref);
  f->off = off;
  f->markers = markers;
}

gboolean
gg_replay_get_frame_state (GgReplay *self, guint i, GPtrArray **off, GPtrArray **markers)
{
  Frame *f = g_ptr_array_index (self->frames, i);

  *off = f->off;
  *markers = f->markers;
  return f->off != NULL;
}

guint
gg_replay_get_n_frames (GgReplay *self)
{
  return self->frames->len;
}

guint
gg_replay_get_frame (GgReplay *self, guint i, GPtrArray **figures, GPtrArray **gone)
{
  Frame *f = g_ptr_array_index (self->frames, i);

  *figures = f->figures;
  *gone = f->gone;
  return f->serial;
}

GHashTable *
gg_replay_table_at (GgReplay *self, guint serial)
{
  GHashTable *table = NULL;

  for (guint i = 0; i < self->frames->len; i++)
    {
      Frame *f = g_ptr_array_index (self->frames, i);

      if (f->serial > serial)
        break;
      if (table == NULL)
        table = g_hash_table_new (g_str_hash, g_str_equal);
      apply_frame (table, f);
    }
  return table;
}

/* The last frame at or before @serial that kept the state, or NULL. */
static Frame *
state_frame_at (GgReplay *self, guint serial)
{
  Frame *found = NULL;

  for (guint i = 0; i < self->frames->len; i++)
    {
      Frame *f = g_ptr_array_index (self->frames, i);

      if (f->serial > serial)
        break;
      if (f->off != NULL)
        found = f;
    }
  return found;
}

static GPtrArray *
copy_markers (GPtrArray *markers)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_marker_free);

  for (guint i = 0; markers != NULL && i < markers->len; i++)
    g_ptr_array_add (out, gg_marker_copy (g_ptr_array_index (markers, i)));
  return out;
}

static GPtrArray *
copy_ids (GPtrArray *ids)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (out, g_strdup (g_ptr_array_index (ids, i)));
  return out;
}

gboolean
gg_replay_show_state (GgReplay *self, GgGame *game, guint serial)
{
  Frame *f = self != NULL ? state_frame_at (self, serial) : NULL;
  GHashTable *off;

  gg_replay_show_present (game);
  if (f == NULL || game->state == NULL)
    return FALSE;
  off = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < f->off->len; i++)
    g_hash_table_add (off, g_strdup (g_ptr_array_index (f->off, i)));
  game->state->past_off = off;
  game->state->past_markers = copy_markers (f->markers);
  return TRUE;
}

void
gg_replay_show_present (GgGame *game)
{
  if (game == NULL || game->state == NULL)
    return;
  g_clear_pointer (&game->state->past_off, g_hash_table_unref);
  g_clear_pointer (&game->state->past_markers, g_ptr_array_unref);
}

GgReplay *
gg_replay_copy (GgReplay *self)
{
  GgReplay *copy = gg_replay_new ();

  for (guint i = 0; self != NULL && i < self->frames->len; i++)
    {
      const Frame *f = g_ptr_array_index (self->frames, i);
      GPtrArray *figures = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);
      GPtrArray *gone = g_ptr_array_new_with_free_func (g_free);

      for (guint j = 0; j < f->figures->len; j++)
        g_ptr_array_add (figures, gg_figure_copy (g_ptr_array_index (f->figures, j)));
      for (guint j = 0; j < f->gone->len; j++)
        g_ptr_array_add (gone, g_strdup (g_ptr_array_index (f->gone, j)));
      gg_replay_add_frame (copy, f->serial, figures, gone);
      if (f->off != NULL)
        gg_replay_set_frame_state (copy, copy_ids (f->off), copy_markers (f->markers));
    }
  return copy;
}
