/* gg-photo-calibrate.h: the calibration view of a photo of the table. The person clicks the
 * table's four corners in the photo (side A's near-left, near-right, side B's far-right,
 * far-left), with a magnifier under the pointer, and drags them to refine; the core checks the
 * corners and estimates the error (gg-photo.h). More known points (a spot in the photo and its
 * place on the table, typed in the game's unit) are solved by least squares with the corners,
 * and the error is then their residuals'. "Find Markers" places the four corners by the printed
 * corner markers laid on them (gg-photo-markers.h), in a worker thread; they can still be
 * dragged. "Add Photo" adds it to the game through
 * gg_document_add_photo(), which logs it. */
#pragma once

#include <adwaita.h>

#include "gg-document.h"

G_BEGIN_DECLS

#define GG_TYPE_PHOTO_CALIBRATE (gg_photo_calibrate_get_type ())
G_DECLARE_FINAL_TYPE (GgPhotoCalibrate, gg_photo_calibrate, GG, PHOTO_CALIBRATE, AdwWindow)

/* @photo as gg_photo_load() read it from @path. */
GgPhotoCalibrate *gg_photo_calibrate_new (GtkWindow *parent, GgDocument *document, const char *path,
                                          GdkPixbuf *photo);
/* Puts corner @i (0..3) at (@x, @y) photo pixels, as a click there would; for tests. */
void gg_photo_calibrate_set_corner (GgPhotoCalibrate *self, guint i, double x, double y);
/* Places a known point at photo pixel (@x, @y), as a click after "Add Known Point" does; it
 * becomes the point shown below the photo. */
void gg_photo_calibrate_add_point (GgPhotoCalibrate *self, double x, double y);
/* Types the shown point's place on the table (the game's unit), as in its spin buttons. */
void gg_photo_calibrate_set_point_place (GgPhotoCalibrate *self, double x, double y);
/* The line under the photo: what is wrong with the corners, or the estimated error. */
const char *gg_photo_calibrate_get_status (GgPhotoCalibrate *self);
/* The corners placed so far (photo px, in order) in @corners; returns how many. */
guint gg_photo_calibrate_get_corners (GgPhotoCalibrate *self, double corners[8]);
/* Whether "Find Markers" is still looking. */
gboolean gg_photo_calibrate_is_finding (GgPhotoCalibrate *self);

G_END_DECLS
