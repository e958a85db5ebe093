/* gg-replay-edit.c: the edit that takes the table back to a frame of its replay: an edit of
 * the game like any other, so the replay itself needs nothing of edits. */
#include "gg-edit.h"
#include "gg-replay.h"

#include <glib/gi18n-lib.h>

GgEdit *
gg_replay_edit_at (GgReplay *self, GgGame *game, guint serial)
{
  g_autoptr (GHashTable) then = gg_replay_table_at (self, serial);
  GHashTableIter iter;
  gpointer value;
  GgEdit *edit;

  if (then == NULL)
    return NULL;
  edit = gg_edit_new (_("Replay"));
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *now = g_ptr_array_index (game->figures, i);
      GgFigure *was = g_hash_table_lookup (then, now->id);

      if (was == NULL)
        gg_edit_remove (edit, GG_COLLECTION_FIGURES, now->id);
      else if (!gg_figure_same_place (now, was))
        gg_edit_set (edit, GG_COLLECTION_FIGURES, gg_figure_copy (was));
    }
  g_hash_table_iter_init (&iter, then);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (gg_game_lookup_figure (game, ((GgFigure *) value)->id) == NULL)
      gg_edit_insert (edit, GG_COLLECTION_FIGURES, -1, gg_figure_copy (value));
  return edit;
}
