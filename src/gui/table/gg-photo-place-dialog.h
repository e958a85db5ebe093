/* gg-photo-place-dialog.h: Place Squads from Photo: the review of what the photo shown says of
 * the squads (gg_photo_place_squads, the same review as `gigogin-cli photo --place`), before
 * anything changes; Apply moves them as one undoable step (gg_document_place_squads). */
#pragma once

#include <adwaita.h>

#include "gg-document.h"
#include "gg-photo-place.h"

G_BEGIN_DECLS

#define GG_TYPE_PHOTO_PLACE_DIALOG (gg_photo_place_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GgPhotoPlaceDialog, gg_photo_place_dialog, GG, PHOTO_PLACE_DIALOG, AdwWindow)

/* Reads the photo shown in @document's game (its calibration's corners) in a worker thread
 * and shows the review; modal on @parent. */
GgPhotoPlaceDialog *gg_photo_place_dialog_new (GtkWindow *parent, GgDocument *document);
/* Whether the photo was read: the review (or why there is none) is shown. */
gboolean gg_photo_place_dialog_is_ready (GgPhotoPlaceDialog *self);
/* The review shown, or NULL (not read yet, or the photo could not be used). */
const GgPhotoPlacement *gg_photo_place_dialog_get_placement (GgPhotoPlaceDialog *self);

G_END_DECLS
