/* gg-photo-tags.h: printed AprilTag codes (the tag36h11 family) drawn for print and read in a
 * photo of the table.
 *
 * A code is a black square of 8 × 8 cells: a one-cell black border round 6 × 6 data cells, with
 * at least one white cell of paper round it. tag36h11's 587 codes differ from each other, and
 * from each other turned, in at least 11 of their 36 data cells, so a code read with one cell
 * wrong is still itself and a code is never taken for another. Codes are read by AprilTag 3
 * (Olson; Wang and Olson, 2016), one thread, on a half-size copy for finding the quads and on
 * the whole photo for their edges. */
#pragma once

#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib.h>

G_BEGIN_DECLS

#define GG_PHOTO_TAG_CODES 587 /* tag36h11: codes 0..586 */
#define GG_PHOTO_TAG_CELLS 8   /* the black square, in cells; the data is the inner 6 × 6 */

/* One code seen in a photo. Its corners (photo px, as gg-photo.h counts them) are in the order
 * of the printed square's bottom-left, bottom-right, top-right, top-left, "up" being the top of
 * the square as gg_photo_tag_draw() draws it. */
typedef struct
{
  int id;
  int misread;      /* data cells read wrong and corrected: 0 or 1 */
  double margin;    /* how far the cells' greys lay from the threshold, on average */
  double centre[2]; /* photo px */
  double corners[8];
} GgPhotoTag;

/* Draws code @id's black square, @size mm a side, with its top-left corner at the origin of
 * @cr (units mm, y down); the white round it is the caller's paper. */
void gg_photo_tag_draw (cairo_t *cr, guint id, double size);

/* Every code seen in @photo, sorted by id (a code seen twice is there twice). */
GArray *gg_photo_find_tags (GdkPixbuf *photo);

G_END_DECLS
