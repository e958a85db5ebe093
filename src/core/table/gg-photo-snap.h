/* gg-photo-snap.h: finding the photographed bases near where figures are dragged.
 *
 * A base on the real table stands out from the cloth around it (a painted base, a dark stand,
 * the figure on it). In the photo rectified to table coordinates (gg_photo_rectify), a base's
 * centre is where a base-sized patch differs most from the ring just outside it: the search
 * tries every pixel within half a base or so of where the figure was dropped and scores each by
 * the colour distance between the patch's mean and the ring's (summed-area tables, so one score
 * costs a few additions). Two figures never take the same photographed base: the best scored
 * figure is placed first, and a later one looks again where no base was taken. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "gg-types.h"

G_BEGIN_DECLS

/* The colour distance (0..442, RGB 0..255) a patch must differ from its ring by to count as a
 * base: a dark stand on green cloth scores over 100; the cloth's own texture under 20. */
#define GG_PHOTO_SNAP_MIN_CONTRAST 40.0

/* Moves each of @bases' centres (table mm) to the photographed base nearest it in @image (an
 * ARGB32 image of the whole table, side A's edge at the bottom, @px_per_mm, the table
 * @table_depth mm deep), searching within 0.75 of the base's size; a base with none there is
 * left where it was. Returns how many were moved. */
guint gg_photo_snap_bases (cairo_surface_t *image, double px_per_mm, double table_depth,
                           GgBase *bases, guint n_bases);

/* Every photographed base within @radius mm of @like's centre in @image (as above): where a
 * patch the size of @like's base differs most from its ring, at least
 * GG_PHOTO_SNAP_MIN_CONTRAST, best first, none within a base of a better one. Appends their
 * centres (GgPoint, table mm) to @found; returns how many. */
guint gg_photo_find_bases (cairo_surface_t *image, double px_per_mm, double table_depth,
                           const GgBase *like, double radius, GArray *found);

G_END_DECLS
