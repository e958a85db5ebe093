/* gg-background-photo.c: a photo of the real table (see the header). */
#include "gg-background-photo.h"

#include <string.h>

GgBackgroundPhoto *
gg_background_photo_new (const char *path, const double corners[8])
{
  GgBackgroundPhoto *photo = g_new0 (GgBackgroundPhoto, 1);

  photo->path = g_strdup (path);
  memcpy (photo->corners, corners, sizeof photo->corners);
  photo->points = g_array_new (FALSE, FALSE, sizeof (GgPhotoPoint));
  photo->opacity = 1;
  photo->shown = TRUE;
  return photo;
}

GgBackgroundPhoto *
gg_background_photo_copy (const GgBackgroundPhoto *photo)
{
  GgBackgroundPhoto *copy = gg_background_photo_new (photo->path, photo->corners);

  copy->id = g_strdup (photo->id);
  g_array_append_vals (copy->points, photo->points->data, photo->points->len);
  copy->opacity = photo->opacity;
  copy->shown = photo->shown;
  copy->time = g_strdup (photo->time);
  copy->turn = photo->turn;
  return copy;
}

void
gg_background_photo_free (GgBackgroundPhoto *photo)
{
  if (photo == NULL)
    return;
  g_free (photo->id);
  g_free (photo->path);
  g_array_unref (photo->points);
  g_free (photo->time);
  g_free (photo);
}
