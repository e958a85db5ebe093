/* gg-document-photos.c: the photos of the real table added to, shown in and removed from the
 * open game, each an undoable edit or a setting of the document (gg-document.h). */
#include "gg-document.h"

#include <glib/gi18n-lib.h>

#include "gg-game-state.h"
#include "gg-log.h"

static char *
now_iso8601 (void)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();

  return g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");
}

guint
gg_document_add_photo (GgDocument *document, GgBackgroundPhoto *photo, double error_mm)
{
  GgGame *game = gg_document_get_game (document);
  GgGameState *state = gg_document_get_state (document);
  g_autofree char *name = g_path_get_basename (photo->path);
  GgLogText *text = gg_log_text_new ();
  GgEdit *edit = gg_edit_new (_("Add Photo"));

  for (guint i = 0; i < game->photos->len; i++) /* the new one is shown alone */
    {
      GgBackgroundPhoto *hidden = gg_background_photo_copy (g_ptr_array_index (game->photos, i));

      hidden->shown = FALSE;
      gg_edit_set (edit, GG_COLLECTION_PHOTOS, hidden);
    }
  photo->shown = TRUE;
  if (photo->time == NULL && (photo->time = gg_photo_taken_at (photo->path)) == NULL)
    photo->time = now_iso8601 (); /* the photo does not say when it was taken */
  if (photo->turn == 0)
    photo->turn = (int) gg_game_state_get_turn (state);
  g_free (photo->id);
  photo->id = gg_background_photo_fresh_id (game);
  gg_log_text_add_message (text,
                           N_ ("Photo of the table added: %s (%s), calibrated from %u points, "
                               "estimated error %.1f mm"),
                           name, photo->time, 4 + photo->points->len, error_mm);
  gg_edit_insert (edit, GG_COLLECTION_PHOTOS, -1, photo);
  if (!gg_document_apply (document, edit, NULL))
    {
      gg_log_text_free (text);
      g_return_val_if_reached (0); /* a fresh id, and only photos that are there */
    }
  gg_document_set_overlays (document, gg_document_get_overlays (document) | GG_OVERLAY_PHOTO);
  return gg_document_log (document, GG_LOG_NOTE, NULL, text, 0, 0);
}

void
gg_document_set_photo_opacity (GgDocument *document, double opacity)
{
  GgBackgroundPhoto *photo = gg_game_current_photo (gg_document_get_game (document));

  if (photo == NULL || photo->opacity == CLAMP (opacity, 0, 1))
    return;
  photo->opacity = CLAMP (opacity, 0, 1);
  gg_document_state_changed (document);
}

void
gg_document_show_photo (GgDocument *document, int index)
{
  GgGame *game = gg_document_get_game (document);
  gboolean changed = FALSE;

  for (guint i = 0; i < game->photos->len; i++)
    {
      GgBackgroundPhoto *photo = g_ptr_array_index (game->photos, i);
      gboolean shown = (int) i == index;

      changed |= photo->shown != shown;
      photo->shown = shown;
    }
  if (changed)
    gg_document_state_changed (document);
}

gboolean
gg_document_remove_photo (GgDocument *document)
{
  GgGame *game = gg_document_get_game (document);
  GgBackgroundPhoto *photo = gg_game_current_photo (game);
  g_autofree char *name = NULL;
  GgLogText *text;
  GgEdit *edit;

  if (photo == NULL || photo->id == NULL)
    return FALSE;
  name = g_path_get_basename (photo->path);
  edit = gg_edit_new (_("Remove Photo"));
  gg_edit_remove (edit, GG_COLLECTION_PHOTOS, photo->id);
  if (!gg_document_apply (document, edit, NULL))
    return FALSE;
  text = gg_log_text_new ();
  gg_log_text_add_message (text, N_ ("Photo of the table removed from the game: %s"), name);
  gg_document_log (document, GG_LOG_NOTE, NULL, text, 0, 0);
  return TRUE;
}
