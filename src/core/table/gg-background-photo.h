/* gg-background-photo.h: a photo of the real table kept with a game (gg-game-background.h
 * reads and writes them): a value of its own, so that the game that holds its photos needs
 * nothing of the file section or the calibration. */
#pragma once

#include <glib.h>

#include "gg-photo.h"

G_BEGIN_DECLS

typedef struct
{
  char *id;          /* first, as every item an edit changes (gg-edit.h): "photo-N", not saved */
  char *path;        /* absolute */
  double corners[8]; /* photo px, in the order above */
  GArray *points;    /* GgPhotoPoint: further known points, table in mm */
  double opacity;    /* 0..1 */
  gboolean shown;
  char *time; /* ISO 8601, or NULL */
  int turn;   /* 0: not said */
} GgBackgroundPhoto;

/* A photo with no id yet: the game gives it one when it is read or added. */
GgBackgroundPhoto *gg_background_photo_new (const char *path, const double corners[8]);
GgBackgroundPhoto *gg_background_photo_copy (const GgBackgroundPhoto *photo);
void gg_background_photo_free (GgBackgroundPhoto *photo);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgBackgroundPhoto, gg_background_photo_free)

G_END_DECLS
