/* gg-photo-tags.c: drawing tag36h11 codes from AprilTag's own family, and reading them. */
#include "gg-photo-tags.h"

#include <apriltag/apriltag.h>
#include <apriltag/tag36h11.h>
#include <math.h>

/* Finding quads on a half-size copy is five times faster and, with the edges refined on the
 * whole photo, as exact; one corrected cell keeps tag36h11 free of wrong identities. */
#define QUAD_DECIMATE 2.0f
#define MAX_MISREAD   1

void
gg_photo_tag_draw (cairo_t *cr, guint id, double size)
{
  apriltag_family_t *family = tag36h11_create ();
  /* the family's bit positions count from the black border's outer corner */
  double cell = size / family->width_at_border;
  guint64 code;

  g_return_if_fail (id < family->ncodes);
  code = family->codes[id];
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  for (guint i = 0; i < family->nbits; i++)
    if (code >> (family->nbits - 1 - i) & 1)
      cairo_rectangle (cr, family->bit_x[i] * cell, family->bit_y[i] * cell, cell, cell);
  cairo_fill (cr);
  cairo_restore (cr);
  tag36h11_destroy (family);
}

/* Rec. 601 luma, as AprilTag's own readers take it */
static guint8 *
grey_copy (GdkPixbuf *photo, int *width, int *height)
{
  const guint8 *pixels = gdk_pixbuf_read_pixels (photo);
  int w = gdk_pixbuf_get_width (photo), h = gdk_pixbuf_get_height (photo),
      stride = gdk_pixbuf_get_rowstride (photo), n = gdk_pixbuf_get_n_channels (photo);
  guint8 *grey = g_malloc ((gsize) w * h);

  for (int y = 0; y < h; y++)
    {
      const guint8 *p = pixels + (gsize) y * stride;
      guint8 *q = grey + (gsize) y * w;

      for (int x = 0; x < w; x++, p += n)
        q[x] = (guint8) ((77 * p[0] + 150 * p[1] + 29 * p[2] + 128) >> 8);
    }
  *width = w;
  *height = h;
  return grey;
}

static int
by_id (gconstpointer a, gconstpointer b)
{
  const GgPhotoTag *x = a, *y = b;

  return x->id != y->id ? (x->id > y->id) - (x->id < y->id)
                        : (x->centre[0] > y->centre[0]) - (x->centre[0] < y->centre[0]);
}

GArray *
gg_photo_find_tags (GdkPixbuf *photo)
{
  GArray *tags = g_array_new (FALSE, FALSE, sizeof (GgPhotoTag));
  apriltag_family_t *family;
  apriltag_detector_t *detector;
  zarray_t *found;
  int width, height;
  g_autofree guint8 *grey = NULL;

  g_return_val_if_fail (GDK_IS_PIXBUF (photo), tags);
  grey = grey_copy (photo, &width, &height);
  {
    image_u8_t image = { .width = width, .height = height, .stride = width, .buf = grey };

    family = tag36h11_create ();
    detector = apriltag_detector_create ();
    apriltag_detector_add_family_bits (detector, family, MAX_MISREAD);
    detector->quad_decimate = QUAD_DECIMATE;
    detector->nthreads = 1;
    detector->refine_edges = true;
    found = apriltag_detector_detect (detector, &image);
  }
  for (int i = 0; i < zarray_size (found); i++)
    {
      apriltag_detection_t *d;
      GgPhotoTag tag = { 0 };

      zarray_get (found, i, &d);
      tag.id = d->id;
      tag.misread = d->hamming;
      tag.margin = d->decision_margin;
      tag.centre[0] = d->c[0];
      tag.centre[1] = d->c[1];
      /* AprilTag's ideal tag has its corners at (-1, 1), (1, 1), (1, -1), (-1, -1), y down the
       * printed square as its bits lie: bottom-left, bottom-right, top-right, top-left. It
       * counts pixels as gg-photo.h does (it scales its half-size quads about 0.5). */
      for (int k = 0; k < 4; k++)
        {
          tag.corners[2 * k] = d->p[k][0];
          tag.corners[2 * k + 1] = d->p[k][1];
        }
      g_array_append_val (tags, tag);
    }
  apriltag_detections_destroy (found);
  apriltag_detector_destroy (detector);
  tag36h11_destroy (family);
  g_array_sort (tags, by_id);
  return tags;
}
