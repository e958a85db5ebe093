/* gg-photo.h: a photo of the real table, calibrated to table coordinates.
 *
 * A homography H maps table coordinates (mm, origin at side A's near-left corner, y toward side
 * B) to photo coordinates (pixels, continuous: pixel (i, j) covers [i, i+1] × [j, j+1], as Cairo
 * draws, so its centre is (i + 0.5, j + 0.5)). It is solved from the table's four corners, and
 * from more known points by least squares (normalised DLT, Hartley and Zisserman, algorithm 4.2).
 * Rectifying samples the photo through H, bilinearly, into a Cairo image of the table with side
 * A's edge at the bottom, as the app draws the table. */
#pragma once

#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib.h>

G_BEGIN_DECLS

#define GG_PHOTO_ERROR (gg_photo_error_quark ())
GQuark gg_photo_error_quark (void);

typedef enum
{
  GG_PHOTO_ERROR_FILE,    /* not a readable JPEG or PNG, or too large */
  GG_PHOTO_ERROR_CORNERS, /* corners outside the photo, on a line, crossed, not convex */
  GG_PHOTO_ERROR_POINTS,  /* extra known points that do not fit */
  GG_PHOTO_ERROR_MARKERS, /* corner markers not found (gg-photo-markers.h) */
} GgPhotoError;

/* A photo's limits: the file, its pixels, and each side. A 200 MP phone photo is refused. */
#define GG_PHOTO_MAX_FILE_BYTES (64 * 1024 * 1024)
#define GG_PHOTO_MAX_PIXELS     (100 * 1000 * 1000)
#define GG_PHOTO_MAX_SIDE       30000

typedef struct
{
  double m[9]; /* row major: (u w, v w, w) = M (x, y, 1) */
} GgHomography;

/* One known point: where it is in the photo (px) and on the table (mm). */
typedef struct
{
  double px, py;
  double tx, ty;
} GgPhotoPoint;

typedef struct
{
  GgHomography h;        /* table mm -> photo px */
  GgHomography to_table; /* photo px -> table mm */
  guint n_points;        /* 4 corners and the extra known points */
  double rms_mm;         /* RMS of the known points' residuals on the table; 0 with four */
  double max_mm;         /* the largest residual */
  double pixel_mm;       /* the ground size of one photo pixel at the coarsest corner */
  /* The estimated error: the residuals' RMS when more than four points are known, and never
   * less than half a photo pixel at the coarsest corner (a click is good to the nearest pixel). */
  double error_mm;
} GgPhotoCalibration;

/* Loads a JPEG or PNG (a regular file of at most GG_PHOTO_MAX_FILE_BYTES, at most
 * GG_PHOTO_MAX_PIXELS, sides 2..GG_PHOTO_MAX_SIDE), turned as its EXIF orientation says. */
GdkPixbuf *gg_photo_load (const char *path, GError **error);

/* When the photo at @path was taken, from its EXIF data (DateTimeOriginal, else DateTime), as
 * ISO 8601 in the camera's local time ("2026-05-26T14:03:07"), or NULL if it does not say. */
char *gg_photo_taken_at (const char *path);

/* Four corners (x, y pairs, photo px) in the order A near-left, near-right, B far-right,
 * far-left: inside a @width × @height photo, no three on a line, no two at one place, an outline
 * that neither crosses itself nor folds in. */
gboolean gg_photo_check_corners (const double corners[8], int width, int height, GError **error);

/* Least squares through @n >= 4 points (exact for 4). FALSE if they are degenerate. */
gboolean gg_homography_solve (const GgPhotoPoint *points, guint n, GgHomography *h, GError **error);
void gg_homography_apply (const GgHomography *h, double x, double y, double *u, double *v);
gboolean gg_homography_invert (const GgHomography *h, GgHomography *inverse);

/* Checks the corners, solves from them and @extra (may be NULL), and estimates the error.
 * @table_width, @table_depth in mm. */
gboolean gg_photo_calibrate (const double corners[8], int width, int height, double table_width,
                             double table_depth, const GgPhotoPoint *extra, guint n_extra,
                             GgPhotoCalibration *calibration, GError **error);

/* The table rectangle [0, @width_mm] × [0, @depth_mm] sampled from @photo through @h at
 * @px_per_mm into a new ARGB32 image of ceil(size × px_per_mm) pixels, side A's edge at the
 * bottom; what lies outside the photo is transparent. The caller bounds the size. */
cairo_surface_t *gg_photo_rectify (GdkPixbuf *photo, const GgHomography *h, double width_mm,
                                   double depth_mm, double px_per_mm);

G_END_DECLS
