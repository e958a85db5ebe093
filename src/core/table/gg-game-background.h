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

#include "gg-background-photo.h"
#include "gg-game.h"
#include "gg-photo.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

/* "photo-N", the first N no photo of @game has: the id a photo read or added gets. */
char *gg_background_photo_fresh_id (GgGame *game);

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

/* The photo shown last (drawn on top), or NULL. */
GgBackgroundPhoto *gg_game_current_photo (GgGame *game);

G_END_DECLS
