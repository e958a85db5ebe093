/* gg-game-background.h: photos of the real table kept with a game (the `background:` section).
 *
 *   background:
 *     photos:
 *       - path: photos/turn-3.jpg   # relative to the game file's folder (absolute elsewhere)
 *         corners: [[412, 2650], [3706, 2645], [3647, 599], [742, 539]]
 *                                   # photo pixels: side A's near-left, near-right,
 *                                   # side B's far-right, far-left (table (0,0) (w,0) (w,d) (0,d))
 *         points:                   # optional further known points, for least squares
 *           - { photo: [1804, 1530], table: [90, 60] }   # table: the file's units
 *         opacity: 0.8              # optional, 0 to 1 (default 1)
 *         shown: true               # optional (default true)
 *         time: "2026-11-26T21:00:00Z"   # optional, ISO 8601: when it was taken or added
 *         turn: 3                   # optional, the game turn it shows
 *
 * Unknown keys are errors with file:line:column like the rest of the file. A photo that is
 * missing is no reason to refuse the game: gg_game_missing_photos() says which, for a warning. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-photo.h"
#include "gg-yaml.h"

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

/* The loader's and the writer's halves (gg-game-file.c). @filename is the game file's. */
gboolean gg_background_read (GgGame *game, GgYamlNode *value, const char *filename, GError **error);
GgYamlNode *gg_background_write (GgGame *game);

/* One line per photo whose file is missing or not a regular file ("FILE: the photo PATH is
 * missing"), or NULL when every photo is there. */
char *gg_game_missing_photos (GgGame *game);

/* Calibrates @photo (@width × @height pixels) to @game's table: its corners and known points. */
gboolean gg_background_photo_calibrate (const GgBackgroundPhoto *photo, const GgGame *game,
                                        int width, int height, GgPhotoCalibration *calibration,
                                        GError **error);

/* The app's calls (one each, as for every change to a game). */
typedef struct _GgDocument GgDocument;
/* Adds @photo (taken) to the document's game as the photo shown now, in one undoable edit
 * (gg_document_apply: "Add Photo", the others hidden): the photo overlay is turned on, its time
 * is when it was taken (EXIF), else now, and its turn the game's, when not set; and the referee's log records it with the
 * calibration's estimated error (@error_mm); the log, a record, stays when the edit is undone.
 * Returns the log entry's serial. */
guint gg_document_add_photo (GgDocument *document, GgBackgroundPhoto *photo, double error_mm);
/* Removes the photo shown last from the game in one undoable edit ("Remove Photo"; the
 * referee's log keeps its entry and records the removal); FALSE if none is shown. */
gboolean gg_document_remove_photo (GgDocument *document);
/* Shows the @index-th photo of the game alone (-1: none); the others are hidden. */
void gg_document_show_photo (GgDocument *document, int index);
/* The opacity of the photo shown last (0..1); nothing if no photo is shown. */
void gg_document_set_photo_opacity (GgDocument *document, double opacity);
/* The photo shown last (drawn on top), or NULL. */
GgBackgroundPhoto *gg_game_current_photo (GgGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgBackgroundPhoto, gg_background_photo_free)

G_END_DECLS
