/* gg-edit.c: generic changes over the game's collections, with their undo. */
#include "gg-edit.h"

#include <glib/gi18n-lib.h>

#include "gg-game-state.h"
#include "gg-replay.h"
#include "gg-ruleset.h"
#include "gg-yaml.h"

struct _GgEdit
{
  gatomicrefcount ref;
  char *label;
  GArray *changes;    /* GgChange */
  GgGameState *state; /* the other state of play: before while done, after while undone */
  GgReplay *replay;   /* the other replay, likewise */
  gboolean has_state;
  GgYamlNode *section; /* the other rule set's section (the d6 units' state), as written */
  gboolean has_section;
};

static void
change_clear (gpointer data)
{
  GgChange *change = data;

  g_free (change->id);
  gg_item_free (change->collection, change->old_state);
  gg_item_free (change->collection, change->new_state);
}

GgEdit *
gg_edit_new (const char *label)
{
  GgEdit *self = g_new0 (GgEdit, 1);

  g_atomic_ref_count_init (&self->ref);
  self->label = g_strdup (label);
  self->changes = g_array_new (FALSE, TRUE, sizeof (GgChange));
  g_array_set_clear_func (self->changes, change_clear);
  return self;
}

GgEdit *
gg_edit_ref (GgEdit *self)
{
  g_atomic_ref_count_inc (&self->ref);
  return self;
}

void
gg_edit_unref (GgEdit *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref))
    return;
  g_array_unref (self->changes);
  g_clear_pointer (&self->state, gg_game_state_free);
  g_clear_pointer (&self->replay, gg_replay_free);
  g_clear_pointer (&self->section, gg_yaml_node_free);
  g_free (self->label);
  g_free (self);
}

const char *
gg_edit_get_label (GgEdit *self)
{
  return self->label;
}

guint
gg_edit_get_n_changes (GgEdit *self)
{
  return self->changes->len;
}

const GgChange *
gg_edit_get_change (GgEdit *self, guint i)
{
  g_return_val_if_fail (i < self->changes->len, NULL);
  return &g_array_index (self->changes, GgChange, i);
}

static void
add (GgEdit *self, GgChangeKind kind, GgCollection collection, const char *id, int index,
     gpointer item)
{
  GgChange change = { kind, collection, g_strdup (id), index, NULL, item };

  g_array_append_val (self->changes, change);
}

void
gg_edit_insert (GgEdit *self, GgCollection collection, int index, gpointer item)
{
  add (self, GG_CHANGE_INSERT, collection, gg_item_id (collection, item), index, item);
}

void
gg_edit_set (GgEdit *self, GgCollection collection, gpointer item)
{
  add (self, GG_CHANGE_SET, collection, gg_item_id (collection, item), -1, item);
}

void
gg_edit_remove (GgEdit *self, GgCollection collection, const char *id)
{
  add (self, GG_CHANGE_REMOVE, collection, id, -1, NULL);
}

void
gg_edit_record (GgEdit *self, GgChangeKind kind, GgCollection collection, int index,
                gpointer old_state, gpointer new_state)
{
  const char *id = gg_item_id (collection, new_state != NULL ? new_state : old_state);
  GgChange change = { kind, collection, g_strdup (id), index, old_state, new_state };

  g_array_append_val (self->changes, change);
}

/* clang-format off */
G_DEFINE_QUARK (gg-edit-error-quark, gg_edit_error)
/* clang-format on */

static gboolean
fail (GgChange *change, GError **error, gboolean taken)
{
  const char *where = gg_collection_to_string (change->collection);

  if (taken)
    g_set_error (error, GG_EDIT_ERROR, 0,
                 _("cannot add “%s”: the id is already used in %s"), change->id, where);
  else
    g_set_error (error, GG_EDIT_ERROR, 0, _("there is no “%s” in %s"), change->id, where);
  return FALSE;
}

static gboolean
apply_insert (GgChange *change, GgGame *game, GError **error)
{
  GPtrArray *array = gg_game_collection (game, change->collection);
  guint index = change->index >= 0 && (guint) change->index <= array->len ? (guint) change->index
                                                                          : array->len;

  gpointer item = gg_item_copy (change->collection, change->new_state);

  if (!gg_game_insert (game, change->collection, index, item))
    {
      gg_item_free (change->collection, item);
      return fail (change, error, TRUE);
    }
  change->index = index;
  return TRUE;
}

static gboolean
apply_one (GgChange *change, GgGame *game, GError **error)
{
  int index;

  if (change->kind == GG_CHANGE_INSERT)
    return apply_insert (change, game, error);
  index = gg_game_find (game, change->collection, change->id);
  if (index < 0)
    return fail (change, error, FALSE);
  gg_item_free (change->collection, change->old_state);
  change->index = index;
  if (change->kind == GG_CHANGE_REMOVE)
    change->old_state = gg_game_steal (game, change->collection, index);
  else
    change->old_state = gg_game_swap (game, change->collection, index,
                                      gg_item_copy (change->collection, change->new_state));
  return TRUE;
}

static void
revert_one (GgChange *change, GgGame *game)
{
  int index = gg_game_find (game, change->collection, change->id);
  gpointer item;

  if (change->kind == GG_CHANGE_REMOVE)
    {
      gg_game_insert (game, change->collection, change->index,
                      gg_item_copy (change->collection, change->old_state));
      return;
    }
  g_return_if_fail (index >= 0);
  if (change->kind == GG_CHANGE_INSERT)
    item = gg_game_steal (game, change->collection, index);
  else
    item = gg_game_swap (game, change->collection, index,
                         gg_item_copy (change->collection, change->old_state));
  gg_item_free (change->collection, item);
}

void
gg_edit_set_state (GgEdit *self, GgGameState *before, GgReplay *replay)
{
  g_clear_pointer (&self->state, gg_game_state_free);
  g_clear_pointer (&self->replay, gg_replay_free);
  self->state = before;
  self->replay = replay;
  self->has_state = TRUE;
}

gboolean
gg_edit_has_state (GgEdit *self)
{
  return self->has_state || self->has_section;
}

void
gg_edit_set_section (GgEdit *self, GgYamlNode *before)
{
  g_clear_pointer (&self->section, gg_yaml_node_free);
  self->section = before;
  self->has_section = TRUE;
}

/* The rule set's own section goes through its writer and reader, which know its inside. */
static void
swap_section (GgEdit *self, GgGame *game)
{
  const GgRuleSetFile *file = gg_ruleset_class (game->ruleset)->file;
  GgYamlNode *now;

  if (!self->has_section || file->section_write == NULL || self->section == NULL)
    return;
  now = file->section_write (game);
  if (now == NULL)
    return;
  if (!file->section_read (game, self->section, "undo", NULL))
    g_critical ("the rule set's section could not be put back");
  gg_yaml_node_free (self->section);
  self->section = now;
}

/* The edit's state of play and the game's change places. */
static void
swap_state (GgEdit *self, GgGame *game)
{
  swap_section (self, game);
  GgGameState *other = self->state;
  GgReplay *replay = self->replay;

  if (!self->has_state)
    return;
  self->state = game->state;
  game->state = other;
  self->replay = game->replay;
  game->replay = replay;
}

gboolean
gg_edit_apply (GgEdit *self, GgGame *game, GError **error)
{
  for (guint i = 0; i < self->changes->len; i++)
    if (!apply_one (&g_array_index (self->changes, GgChange, i), game, error))
      {
        while (i-- > 0)
          revert_one (&g_array_index (self->changes, GgChange, i), game);
        return FALSE;
      }
  swap_state (self, game);
  return TRUE;
}

void
gg_edit_revert (GgEdit *self, GgGame *game)
{
  swap_state (self, game);
  for (guint i = self->changes->len; i-- > 0;)
    revert_one (&g_array_index (self->changes, GgChange, i), game);
}
