/* gg-photo-panel.h: the side panel's photo of the table: which photo is shown (its file, turn
 * and time), the calibration's estimated error in mm, its opacity, and a button to add one. */
#pragma once

#include <adwaita.h>

#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_PHOTO_PANEL (gg_photo_panel_get_type ())
G_DECLARE_FINAL_TYPE (GgPhotoPanel, gg_photo_panel, GG, PHOTO_PANEL, AdwBin)

void gg_photo_panel_set_document (GgPhotoPanel *self, GgDocument *document);
/* The "Snap dragged figures to the photo" switch: shown with a photo, off at first. */
gboolean gg_photo_panel_get_snap (GgPhotoPanel *self);
void gg_photo_panel_set_snap (GgPhotoPanel *self, gboolean snap);
/* The lines shown (the photo; the error), for tests. */
const char *gg_photo_panel_get_summary (GgPhotoPanel *self);
const char *gg_photo_panel_get_error_text (GgPhotoPanel *self);
/* Clicks Place Squads from Photo (the review: gg-photo-place-dialog.h), for tests. */
void gg_photo_panel_place_squads (GgPhotoPanel *self);
/* Clicks the Remove button, for tests. */
void gg_photo_panel_remove (GgPhotoPanel *self);
/* Chooses the @i-th photo to show (the game's count: none), as the drop-down does; for tests. */
void gg_photo_panel_choose (GgPhotoPanel *self, guint i);

G_END_DECLS
