/* gg-photo-markers.h: printed corner markers that give the table's corners in a photo by
 * themselves.
 *
 * A marker is a square sheet GG_PHOTO_MARKER_SHEET_MM a side, cut out of the templates PDF and
 * laid face up in a corner of the table: its marked corner (where the printed cross is) on the
 * table's corner, its two edges from there along the table's edges (only one way round fits,
 * face up). GG_PHOTO_MARKER_MARGIN_MM in from its edges is a black square of
 * GG_PHOTO_MARKER_CELLS × GG_PHOTO_MARKER_CELLS cells: a one-cell black border round a 4 × 4
 * code. Each corner has its own code, and no code matches another or itself turned in fewer than
 * 7 of its 16 cells, so a marker found says which corner it is and which way it lies, with up to
 * 2 cells misread. The white margin round the square keeps it apart from whatever is beyond.
 *
 * Sheet coordinates (mm): the marked corner at (0, 0), u along one edge and v along the other,
 * so that u runs right and v down when the sheet is printed as gg_photo_marker_draw() draws it. */
#pragma once

#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib.h>

G_BEGIN_DECLS

#define GG_PHOTO_MARKER_CELL_MM   10.0
#define GG_PHOTO_MARKER_CELLS     6
#define GG_PHOTO_MARKER_MARGIN_MM 10.0
#define GG_PHOTO_MARKER_SHEET_MM \
  (2 * GG_PHOTO_MARKER_MARGIN_MM + GG_PHOTO_MARKER_CELLS * GG_PHOTO_MARKER_CELL_MM)

/* Draws corner @corner's sheet (0..3: side A's near-left, near-right, side B's far-right,
 * far-left) on @cr, whose units are mm: the black square with its code, the cut lines, and the
 * cross on the marked corner, which is at the origin, u along +x and v along +y. */
void gg_photo_marker_draw (cairo_t *cr, guint corner);

/* Finds the four markers in @photo and puts the table's corners (the sheets' marked corners,
 * photo px as gg-photo.h counts them) in @corners, in the order of gg_photo_calibrate(). Fails
 * with GG_PHOTO_ERROR_MARKERS naming the corners whose markers were not found. The photo is
 * searched on a copy about 1000 px a side; the squares' edges are then fitted in the whole
 * photo, to a fraction of a pixel. */
gboolean gg_photo_find_markers (GdkPixbuf *photo, double corners[8], GError **error);

G_END_DECLS
