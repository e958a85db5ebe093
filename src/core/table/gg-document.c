/* gg-document.c */
#include "gg-document.h"
#include "gg-replay.h"
#include "gg-table-rules.h"

#include "gg-game-state.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gg-ruleset.h"
#include "gg-save.h"
#include "gg-yaml.h"

/* The collections a user action groups: what the rules change on the table (figures taken off
 * or moved, works built, markers). The photos of the real table are never a player's action. */
#define GROUPED (GG_COLLECTION_MARKERS + 1)

#define DEMO_RESOURCE "/org/gigogin/Gigogin/data/scenarios/demo.yaml"

struct _GgDocument
{
  GObject parent_instance;
  GgGame *game;
  GFile *file;
  char *title;
  GPtrArray *done;   /* GgEdit*, oldest first */
  GPtrArray *undone; /* GgEdit*, the next to redo last */
  GgEdit *preview;
  int saved_depth; /* done->len when loaded or saved; -1 when that state is gone */
  gboolean state_modified;
  guint state_changes; /* counts every change of the play state, so a save knows what it holds */
  guint user_action;   /* depth of gg_document_begin_user_action() */
  char *user_label;    /* the outermost user action's label */
  GPtrArray *before[GROUPED]; /* copies of the grouped collections when it began */
  GgGameState *state_before;  /* a copy of the state of play when it began, or NULL */
  GgReplay *replay_before;    /* and of the replay along its log */
  GgYamlNode *section_before; /* and the rule set's own section, as written */
  GgRecoverySlot *recovery;   /* this game's own autosave file */
  gboolean changes_discarded; /* the user threw the changes away: autosave them no more */
  char *disk_etag; /* the file as it was when opened or last saved, to notice another writer */
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_TITLE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_MODIFIED,
  PROP_OVERLAYS,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (GgDocument, gg_document, G_TYPE_OBJECT)

static void
notify_history (GgDocument *self)
{
  self->changes_discarded = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
drop_preview (GgDocument *self)
{
  if (self->preview == NULL)
    return;
  gg_edit_revert (self->preview, self->game);
  g_clear_pointer (&self->preview, gg_edit_unref);
}

/* What identifies the file's present version on disk: its time and size. */
static char *
query_etag (GFile *file)
{
  g_autoptr (GFileInfo) info = NULL;

  if (file == NULL)
    return NULL;
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_ETAG_VALUE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL)
    return NULL;
  return g_strdup_printf ("%s/%" G_GOFFSET_FORMAT, g_file_info_get_etag (info),
                          g_file_info_get_size (info));
}

static void
remember_disk (GgDocument *self)
{
  g_free (self->disk_etag);
  self->disk_etag = query_etag (self->file);
}

static void
drop_user_action (GgDocument *self)
{
  for (guint c = 0; c < GROUPED; c++)
    g_clear_pointer (&self->before[c], g_ptr_array_unref);
  g_clear_pointer (&self->state_before, gg_game_state_free);
  g_clear_pointer (&self->replay_before, gg_replay_free);
  g_clear_pointer (&self->section_before, gg_yaml_node_free);
  g_clear_pointer (&self->user_label, g_free);
  self->user_action = 0;
}

static void
set_game (GgDocument *self, GgGame *game, GFile *file, const char *title)
{
  drop_user_action (self);
  g_clear_pointer (&self->disk_etag, g_free);
  g_clear_pointer (&self->preview, gg_edit_unref);
  g_clear_pointer (&self->game, gg_game_unref);
  self->game = game;
  g_set_object (&self->file, file);
  g_free (self->title);
  self->title = g_strdup (title);
  g_ptr_array_set_size (self->done, 0);
  g_ptr_array_set_size (self->undone, 0);
  self->saved_depth = 0;
  self->state_modified = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERLAYS]);
  notify_history (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
gg_document_finalize (GObject *object)
{
  GgDocument *self = GG_DOCUMENT (object);

  drop_user_action (self);
  g_clear_pointer (&self->preview, gg_edit_unref);
  g_clear_pointer (&self->game, gg_game_unref);
  g_clear_object (&self->file);
  g_ptr_array_unref (self->done);
  g_ptr_array_unref (self->undone);
  g_free (self->title);
  g_free (self->disk_etag);
  /* a crash would leave the recovery file too; a clean close discards it before this */
  gg_recovery_slot_free (self->recovery);
  G_OBJECT_CLASS (gg_document_parent_class)->finalize (object);
}

static void
gg_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  GgDocument *self = GG_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_pointer (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, gg_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, gg_document_can_redo (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, gg_document_get_modified (self));
      break;
    case PROP_OVERLAYS:
      g_value_set_uint (value, self->game->overlays);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
readable_boolean (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
}

static void
gg_document_class_init (GgDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gg_document_finalize;
  object_class->get_property = gg_document_get_property;

  properties[PROP_GAME] =
    g_param_spec_pointer ("game", NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = readable_boolean ("can-undo");
  properties[PROP_CAN_REDO] = readable_boolean ("can-redo");
  properties[PROP_MODIFIED] = readable_boolean ("modified");
  properties[PROP_OVERLAYS] = g_param_spec_uint ("overlays", NULL, NULL, 0, GG_OVERLAY_ALL, 0,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
gg_document_init (GgDocument *self)
{
  self->game = gg_game_new ();
  self->title = g_strdup (_("New game"));
  self->done = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_edit_unref);
  self->undone = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_edit_unref);
  self->recovery = gg_recovery_slot_new ();
}

GgDocument *
gg_document_new (void)
{
  return g_object_new (GG_TYPE_DOCUMENT, NULL);
}

gboolean
gg_document_load_resource (GgDocument *self, const char *path, const char *name, const char *title,
                           GError **error)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, error);
  GgGame *game;
  gsize length;
  const char *data;

  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  game = gg_game_load_data (data, length, name, error);
  if (game == NULL)
    return FALSE;
  set_game (self, game, NULL, title);
  return TRUE;
}

gboolean
gg_document_load_demo (GgDocument *self, GError **error)
{
  return gg_document_load_resource (self, DEMO_RESOURCE, "demo.yaml", _("Demo battle"), error);
}

static void
load_thread (GTask *task, gpointer source, gpointer file, GCancellable *cancellable)
{
  g_autofree char *path = g_file_get_path (file);
  GError *error = NULL;
  GgGame *game = gg_game_load_file (path, &error);

  if (game != NULL)
    g_task_return_pointer (task, game, (GDestroyNotify) gg_game_unref);
  else
    g_task_return_error (task, error);
}

void
gg_document_load_file_async (GgDocument *self, GFile *file, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, data);
  g_autofree char *path = g_file_get_path (file);

  g_task_set_source_tag (task, gg_document_load_file_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  if (path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("Only local files can be opened"));
      return;
    }
  /* the game is read and built in a thread of its own (a large game takes seconds) and only
   * handed to the document, on the main thread, when it is whole */
  g_task_run_in_thread (task, load_thread);
}

gboolean
gg_document_load_file_finish (GgDocument *self, GAsyncResult *result, GError **error)
{
  GFile *file = g_task_get_task_data (G_TASK (result));
  g_autofree char *name = g_file_get_basename (file);
  GgGame *game = g_task_propagate_pointer (G_TASK (result), error);

  if (game == NULL)
    return FALSE;
  set_game (self, game, file, name);
  remember_disk (self);
  return TRUE;
}

void
gg_document_set_game (GgDocument *self, GgGame *game, GFile *file, const char *title)
{
  set_game (self, game, file, title);
}

static char *
file_path (GFile *file)
{
  return file != NULL ? g_file_get_path (file) : NULL;
}

gboolean
gg_document_autosave (GgDocument *self, GError **error)
{
  g_autofree char *path = file_path (self->file);
  g_autofree char *text = NULL;

  if (self->preview != NULL || self->changes_discarded)
    return TRUE;
  text = gg_game_to_yaml (self->game, error);
  return text != NULL && gg_recovery_slot_write (self->recovery, path, text, strlen (text), error);
}

void
gg_document_discard_recovery (GgDocument *self)
{
  g_autoptr (GError) error = NULL;

  if (!gg_recovery_slot_discard (self->recovery, &error))
    g_warning ("%s", error->message);
}

void
gg_document_discard_changes (GgDocument *self)
{
  gg_document_discard_recovery (self);
  self->changes_discarded = TRUE;
}

const char *
gg_document_get_recovery_path (GgDocument *self)
{
  return gg_recovery_slot_get_path (self->recovery);
}

gboolean
gg_document_load_recovery (GgDocument *self, const GgRecovery *recovery, GError **error)
{
  g_autoptr (GFile) file = recovery->original ? g_file_new_for_path (recovery->original) : NULL;
  g_autofree char *name = file ? g_file_get_basename (file) : g_strdup (_("Recovered game"));
  GgGame *game = NULL;

  if (!gg_recovery_slot_adopt (self->recovery, recovery->path, error))
    return FALSE;
  if ((game = gg_game_load_file (recovery->path, error)) == NULL)
    {
      /* only the user's Discard removes a recovery file, even one that cannot be read */
      gg_recovery_slot_free (self->recovery);
      self->recovery = gg_recovery_slot_new ();
      return FALSE;
    }
  /* the autosave wrote `rules:` relative to the game's own file, not to the recovery folder */
  if (game->rules_file != NULL && recovery->original != NULL)
    {
      g_autofree char *from = g_path_get_dirname (recovery->path);
      g_autofree char *to = g_path_get_dirname (recovery->original);
      gsize n = strlen (from);

      if (g_str_has_prefix (game->rules_file, from) && game->rules_file[n] == G_DIR_SEPARATOR)
        {
          char *moved = g_build_filename (to, game->rules_file + n + 1, NULL);

          g_free (game->rules_file);
          game->rules_file = moved;
        }
      g_free (game->filename);
      game->filename = g_strdup (recovery->original);
    }
  set_game (self, game, file, name);
  remember_disk (self);
  /* not on disk where it belongs until saved */
  self->state_modified = TRUE, self->state_changes++;
  notify_history (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

typedef struct
{
  GFile *file;
  char *path;
  char *text;
  guint depth;         /* the history's depth when the text was made: what the file holds */
  guint state_changes; /* and the play state's changes by then */
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_object_unref (job->file);
  g_free (job->path);
  g_free (job->text);
  g_free (job);
}

/* The slow part, in a worker thread: reading the text back through the loader, writing it. */
static void
save_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;

  if (gg_game_write_text (job->text, job->path, GG_SAVE_BACKUP, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/* The game's text is made here, on the main thread (the game is the document's); it is checked
 * and written in a worker thread, so a large game never freezes the window. Edits made while
 * it is written stay unsaved. */
void
gg_document_save_async (GgDocument *self, GFile *file, GCancellable *cancellable,
                        GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, data);
  g_autofree char *path = g_file_get_path (file);
  GError *error = NULL;
  SaveJob *job;

  g_task_set_source_tag (task, gg_document_save_async);
  if (path == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("Only local files can be saved"));
      return;
    }
  drop_preview (self);
  /* the game's file from now on: its `rules:` path is written relative to it */
  g_free (self->game->filename);
  self->game->filename = g_strdup (path);
  job = g_new0 (SaveJob, 1);
  job->file = g_object_ref (file);
  job->path = g_steal_pointer (&path);
  job->depth = self->done->len;
  job->state_changes = self->state_changes;
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  if ((job->text = gg_game_to_yaml (self->game, &error)) == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_run_in_thread (task, save_thread);
}

gboolean
gg_document_save_finish (GgDocument *self, GAsyncResult *result, GError **error)
{
  SaveJob *job = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  /* the game is safe on disk: its autosaved copy (under its old name, if any) is not needed */
  gg_document_discard_recovery (self);
  if (self->file == NULL || !g_file_equal (job->file, self->file))
    {
      g_set_object (&self->file, job->file);
      g_free (self->title);
      self->title = g_file_get_basename (job->file);
      gg_document_discard_recovery (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  remember_disk (self);
  self->saved_depth = job->depth;
  if (self->state_changes == job->state_changes)
    self->state_modified = FALSE; /* a roll made while the file was written is not in it */
  notify_history (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
gg_document_changed_on_disk (GgDocument *self)
{
  g_autofree char *now = NULL;

  if (self->file == NULL || self->disk_etag == NULL)
    return FALSE;
  now = query_etag (self->file);
  return now != NULL && g_strcmp0 (now, self->disk_etag) != 0;
}

GgGame *
gg_document_get_game (GgDocument *self)
{
  return self->game;
}

GFile *
gg_document_get_file (GgDocument *self)
{
  return self->file;
}

const char *
gg_document_get_title (GgDocument *self)
{
  return self->title;
}

/* A log that grew gets a replay frame: the table as it stands with its newest entry (never
 * while a drag's preview is on the table). */
static void
record_replay (GgDocument *self)
{
  GgGame *game = self->game;
  guint n = game && game->state ? gg_log_get_n_entries (game->state->log) : 0;

  if (n == 0 || self->preview != NULL ||
      (game->replay != NULL && n <= gg_replay_get_last_serial (game->replay)))
    return;
  if (game->replay == NULL)
    game->replay = gg_replay_new ();
  gg_replay_record (game->replay, game, n);
}

void
gg_document_changed (GgDocument *self)
{
  record_replay (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* History */

static void
push_done (GgDocument *self, GgEdit *edit)
{
  if (self->saved_depth > (int) self->done->len)
    self->saved_depth = -1; /* the saved state was in the redo list, now gone */
  g_ptr_array_set_size (self->undone, 0);
  g_ptr_array_add (self->done, edit);
}

static void
history_changed (GgDocument *self)
{
  notify_history (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
gg_document_apply (GgDocument *self, GgEdit *edit, GError **error)
{
  g_autoptr (GgEdit) owned = edit;

  drop_preview (self);
  if (!gg_edit_apply (edit, self->game, error))
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return FALSE;
    }
  if (self->user_action > 0)
    {
      /* it joins the user action's one edit, made when the action ends */
      g_signal_emit (self, signals[CHANGED], 0);
      return TRUE;
    }
  push_done (self, g_steal_pointer (&owned));
  history_changed (self);
  return TRUE;
}

gboolean
gg_document_undo (GgDocument *self)
{
  GgEdit *edit;

  drop_preview (self);
  if (self->done->len == 0 || self->user_action > 0)
    return FALSE;
  edit = g_ptr_array_steal_index (self->done, self->done->len - 1);
  gg_edit_revert (edit, self->game);
  g_ptr_array_add (self->undone, edit);
  history_changed (self);
  return TRUE;
}

gboolean
gg_document_redo (GgDocument *self)
{
  GgEdit *edit;

  drop_preview (self);
  if (self->undone->len == 0 || self->user_action > 0)
    return FALSE;
  edit = g_ptr_array_steal_index (self->undone, self->undone->len - 1);
  if (!gg_edit_apply (edit, self->game, NULL))
    {
      /* cannot happen: the game is exactly as the edit left it when it was undone */
      g_critical ("redo of “%s” failed", gg_edit_get_label (edit));
      gg_edit_unref (edit);
      return FALSE;
    }
  g_ptr_array_add (self->done, edit);
  history_changed (self);
  return TRUE;
}

/* User actions: what the rules change in place, grouped into one edit (gg-document.h) */

static gboolean
same_point (GgPoint a, GgPoint b)
{
  return a.x == b.x && a.y == b.y;
}

static gboolean
same_figure (const GgFigure *a, const GgFigure *b)
{
  return same_point (a->base.centre, b->base.centre) && a->base.facing == b->base.facing &&
         a->base.shape == b->base.shape && a->base.front == b->base.front &&
         a->base.depth == b->base.depth && a->base.diameter == b->base.diameter &&
         a->side == b->side && a->squad == b->squad && g_strcmp0 (a->role, b->role) == 0;
}

static gboolean
same_terrain (const GgTerrain *a, const GgTerrain *b)
{
  return a->kind == b->kind && a->level == b->level && a->has_level == b->has_level &&
         a->points->len == b->points->len &&
         memcmp (a->points->data, b->points->data, a->points->len * sizeof (GgPoint)) == 0;
}

static gboolean
same_end (const GgRulerEnd *a, const GgRulerEnd *b)
{
  return g_strcmp0 (a->figure, b->figure) == 0 && same_point (a->point, b->point);
}

static gboolean
same_item (GgCollection collection, gconstpointer a, gconstpointer b)
{
  const GgRuler *ra = a, *rb = b;
  const GgMarker *ma = a, *mb = b;

  switch (collection)
    {
    case GG_COLLECTION_FIGURES:
      return same_figure (a, b);
    case GG_COLLECTION_TERRAIN:
      return same_terrain (a, b);
    case GG_COLLECTION_RULERS:
      return same_end (&ra->from, &rb->from) && same_end (&ra->to, &rb->to);
    case GG_COLLECTION_MARKERS:
      return ma->kind == mb->kind && g_strcmp0 (ma->figure, mb->figure) == 0 &&
             same_point (ma->point, mb->point);
    default:
      return FALSE;
    }
}

static GHashTable *
index_by_id (GgCollection collection, GPtrArray *items)
{
  GHashTable *index = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < items->len; i++)
    g_hash_table_insert (index, (gpointer) gg_item_id (collection, items->pdata[i]),
                         GUINT_TO_POINTER (i + 1));
  return index;
}

/* Removals from the last to the first, so that undoing them puts each back where it was;
 * then insertions from the first; then changes. The rules do not reorder what stays. */
static void
record_changes (GgEdit *edit, GgCollection c, GPtrArray *before, GPtrArray *now)
{
  g_autoptr (GHashTable) was = index_by_id (c, before);
  g_autoptr (GHashTable) is = index_by_id (c, now);

  for (guint i = before->len; i-- > 0;)
    if (!g_hash_table_contains (is, gg_item_id (c, before->pdata[i])))
      gg_edit_record (edit, GG_CHANGE_REMOVE, c, i, gg_item_copy (c, before->pdata[i]), NULL);
  for (guint j = 0; j < now->len; j++)
    if (!g_hash_table_contains (was, gg_item_id (c, now->pdata[j])))
      gg_edit_record (edit, GG_CHANGE_INSERT, c, j, NULL, gg_item_copy (c, now->pdata[j]));
  for (guint j = 0; j < now->len; j++)
    {
      guint i = GPOINTER_TO_UINT (g_hash_table_lookup (was, gg_item_id (c, now->pdata[j])));

      if (i > 0 && !same_item (c, before->pdata[i - 1], now->pdata[j]))
        gg_edit_record (edit, GG_CHANGE_SET, c, j, gg_item_copy (c, before->pdata[i - 1]),
                        gg_item_copy (c, now->pdata[j]));
    }
}

/* The state of play as the game file writes it, or NULL without one. */
static char *
state_text (GgGame *game, GgGameState *state)
{
  g_autoptr (GgYamlNode) node = NULL;

  if (state == NULL)
    return NULL;
  node = gg_game_state_to_yaml (state, gg_ruleset_class (game->ruleset));
  return gg_yaml_emit (node, NULL);
}

/* A copy of the game's state of play, made as the game file reads it back. */
static GgGameState *
copy_state (GgGame *game)
{
  g_autoptr (GgYamlNode) node = NULL;

  if (game->state == NULL)
    return NULL;
  node = gg_game_state_to_yaml (game->state, gg_ruleset_class (game->ruleset));
  return gg_game_state_from_yaml (node, "state", game, NULL);
}

/* The action changed the state of play (a roll, a marker, a log entry): the edit takes it back
 * too. */
static void
record_state (GgDocument *self, GgEdit *edit)
{
  g_autofree char *before = state_text (self->game, self->state_before);
  g_autofree char *now = state_text (self->game, self->game->state);

  const GgRuleSetFile *file = gg_ruleset_class (self->game->ruleset)->file;
  g_autoptr (GgYamlNode) section = NULL;
  g_autofree char *section_was = NULL;
  g_autofree char *section_now = NULL;

  if (before != NULL && now != NULL && !g_str_equal (before, now))
    gg_edit_set_state (edit, g_steal_pointer (&self->state_before),
                       g_steal_pointer (&self->replay_before));
  if (self->section_before == NULL || file->section_write == NULL)
    return;
  section = file->section_write (self->game);
  section_was = gg_yaml_emit (self->section_before, NULL);
  section_now = section ? gg_yaml_emit (section, NULL) : NULL;
  if (section_was != NULL && section_now != NULL && !g_str_equal (section_was, section_now))
    gg_edit_set_section (edit, g_steal_pointer (&self->section_before));
}

void
gg_document_begin_user_action (GgDocument *self, const char *label)
{
  g_return_if_fail (GG_IS_DOCUMENT (self));
  if (self->user_action++ > 0)
    return;
  drop_preview (self);
  self->user_label = g_strdup (label);
  for (guint c = 0; c < GROUPED; c++)
    {
      GPtrArray *items = gg_game_collection (self->game, c);

      self->before[c] = g_ptr_array_new_full (items->len, NULL);
      for (guint i = 0; i < items->len; i++)
        g_ptr_array_add (self->before[c], gg_item_copy (c, items->pdata[i]));
    }
  self->state_before = copy_state (self->game);
  if (gg_ruleset_class (self->game->ruleset)->file->section_write != NULL)
    self->section_before = gg_ruleset_class (self->game->ruleset)->file->section_write (self->game);
  if (self->state_before != NULL && self->game->replay != NULL)
    self->replay_before = gg_replay_copy (self->game->replay);
}

static void
free_before (GPtrArray *before, GgCollection c)
{
  for (guint i = 0; i < before->len; i++)
    gg_item_free (c, before->pdata[i]);
  before->len = 0;
}

gboolean
gg_document_end_user_action (GgDocument *self)
{
  g_autoptr (GgEdit) edit = NULL;

  g_return_val_if_fail (GG_IS_DOCUMENT (self) && self->user_action > 0, FALSE);
  if (--self->user_action > 0)
    return FALSE;
  edit = gg_edit_new (self->user_label);
  for (guint c = 0; c < GROUPED; c++)
    {
      record_changes (edit, c, self->before[c], gg_game_collection (self->game, c));
      free_before (self->before[c], c);
    }
  record_state (self, edit);
  drop_user_action (self);
  if (gg_edit_get_n_changes (edit) == 0 && !gg_edit_has_state (edit))
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return FALSE;
    }
  push_done (self, g_steal_pointer (&edit));
  history_changed (self);
  return TRUE;
}

void
gg_document_set_user_action_label (GgDocument *self, const char *label)
{
  g_return_if_fail (GG_IS_DOCUMENT (self) && self->user_action > 0);
  g_free (self->user_label);
  self->user_label = g_strdup (label);
}

gboolean
gg_document_can_undo (GgDocument *self)
{
  return self->done->len > 0 && self->user_action == 0;
}

gboolean
gg_document_can_redo (GgDocument *self)
{
  return self->undone->len > 0 && self->user_action == 0;
}

const char *
gg_document_get_undo_label (GgDocument *self)
{
  return self->done->len ? gg_edit_get_label (g_ptr_array_index (self->done, self->done->len - 1))
                         : NULL;
}

const char *
gg_document_get_redo_label (GgDocument *self)
{
  return self->undone->len
           ? gg_edit_get_label (g_ptr_array_index (self->undone, self->undone->len - 1))
           : NULL;
}

gboolean
gg_document_get_modified (GgDocument *self)
{
  return self->state_modified || self->saved_depth != (int) self->done->len;
}

/* Previews */

gboolean
gg_document_preview (GgDocument *self, GgEdit *edit, GError **error)
{
  g_autoptr (GgEdit) owned = edit;

  drop_preview (self);
  if (!gg_edit_apply (edit, self->game, error))
    {
      g_signal_emit (self, signals[CHANGED], 0);
      return FALSE;
    }
  self->preview = g_steal_pointer (&owned);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
gg_document_commit_preview (GgDocument *self)
{
  GgEdit *edit = g_steal_pointer (&self->preview);

  if (edit == NULL)
    return FALSE;
  push_done (self, edit);
  history_changed (self);
  return TRUE;
}

void
gg_document_cancel_preview (GgDocument *self)
{
  if (self->preview == NULL)
    return;
  drop_preview (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* View */

guint
gg_document_get_overlays (GgDocument *self)
{
  return self->game->overlays;
}

void
gg_document_set_overlays (GgDocument *self, guint overlays)
{
  overlays &= GG_OVERLAY_ALL;
  if (self->game->has_view && self->game->overlays == overlays)
    return;
  self->game->overlays = overlays;
  self->game->has_view = TRUE;
  self->state_modified = TRUE, self->state_changes++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERLAYS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
gg_document_init_overlays (GgDocument *self, guint overlays)
{
  if (self->game->has_view)
    return;
  self->game->overlays = overlays & GG_OVERLAY_ALL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERLAYS]);
  g_signal_emit (self, signals[CHANGED], 0);
}

GgGameState *
gg_document_get_state (GgDocument *self)
{
  if (self->game->state == NULL)
    self->game->state = gg_game_state_new (g_random_int ());
  return self->game->state;
}

gboolean
gg_document_set_rules_file (GgDocument *self, const char *path, GError **error)
{
  if (!gg_game_set_rules_file (self->game, path, error))
    return FALSE;
  /* every view rebuilds its rules from the game's new tables */
  self->state_modified = TRUE, self->state_changes++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
gg_document_state_changed (GgDocument *self)
{
  self->state_modified = TRUE, self->state_changes++;
  self->changes_discarded = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  gg_document_changed (self);
}

guint
gg_document_log (GgDocument *self, int kind, const char *activation, GgLogText *text,
                 guint first_roll, guint n_rolls)
{
  GgGameState *state = gg_document_get_state (self);
  guint serial = gg_log_append_text (state->log, g_get_real_time () / G_USEC_PER_SEC, kind,
                                     gg_game_state_get_turn (state), activation, first_roll,
                                     n_rolls, text);

  gg_document_state_changed (self);
  return serial;
}
