/* test-photo-tags.c: tag36h11 codes drawn by gg_photo_tag_draw() and read back by
 * gg_photo_find_tags(): identities, corner order, place to a fraction of a pixel, a covered
 * code not read. */
#include <cairo.h>
#include <glib.h>
#include <math.h>

#include "gg-config.h"

#include "gg-photo-place.h"
#include "gg-photo-tags.h"
#include "gg-print.h"
#include "gg-roster.h"

#define PX_PER_MM 4.0

typedef struct
{
  guint id;
  double x, y, turn; /* the square's centre (mm) and its turn (radians, clockwise on screen) */
} Placed;

static GdkPixbuf *
pixbuf_of (cairo_surface_t *s)
{
  GdkPixbuf *pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8,
                                      cairo_image_surface_get_width (s),
                                      cairo_image_surface_get_height (s));

  cairo_surface_flush (s);
  for (int y = 0; y < gdk_pixbuf_get_height (pixbuf); y++)
    for (int x = 0; x < gdk_pixbuf_get_width (pixbuf); x++)
      {
        guint32 argb = ((guint32 *) (cairo_image_surface_get_data (s) +
                                     y * cairo_image_surface_get_stride (s)))[x];
        guint8 *q = gdk_pixbuf_get_pixels (pixbuf) + y * gdk_pixbuf_get_rowstride (pixbuf) + 3 * x;

        q[0] = argb >> 16;
        q[1] = argb >> 8;
        q[2] = argb;
      }
  return pixbuf;
}

/* Draws @n codes 20 mm a side on white paper, optionally with a hand over the last one. */
static GdkPixbuf *
draw_page (const Placed *codes, guint n, gboolean cover_last)
{
  cairo_surface_t *s =
    cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200 * PX_PER_MM, 120 * PX_PER_MM);
  cairo_t *cr = cairo_create (s);
  GdkPixbuf *pixbuf;

  cairo_scale (cr, PX_PER_MM, PX_PER_MM);
  cairo_set_source_rgb (cr, 0.95, 0.95, 0.93);
  cairo_paint (cr);
  for (guint i = 0; i < n; i++)
    {
      cairo_save (cr);
      cairo_translate (cr, codes[i].x, codes[i].y);
      cairo_rotate (cr, codes[i].turn);
      cairo_translate (cr, -10, -10);
      gg_photo_tag_draw (cr, codes[i].id, 20);
      cairo_restore (cr);
    }
  if (cover_last)
    {
      cairo_set_source_rgb (cr, 0.8, 0.6, 0.5);
      cairo_rectangle (cr, codes[n - 1].x - 15, codes[n - 1].y - 15, 30, 14);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  pixbuf = pixbuf_of (s);
  cairo_surface_destroy (s);
  return pixbuf;
}

static const Placed page[] = {
  { 0, 30, 30, 0 },      { 5, 80, 35, 0.5 },    { 586, 140, 40, -2.0 },
  { 117, 40, 90, G_PI }, { 300, 120, 85, 1.3 },
};

static void
test_read_back (void)
{
  g_autoptr (GdkPixbuf) photo = draw_page (page, G_N_ELEMENTS (page), FALSE);
  g_autoptr (GArray) tags = gg_photo_find_tags (photo);

  g_assert_cmpuint (tags->len, ==, G_N_ELEMENTS (page));
  for (guint i = 0; i < tags->len; i++)
    {
      const GgPhotoTag *t = &g_array_index (tags, GgPhotoTag, i);
      const Placed *p = NULL;
      double c = cos (0), s = sin (0);

      for (guint j = 0; j < G_N_ELEMENTS (page); j++)
        if (page[j].id == (guint) t->id)
          p = &page[j];
      g_assert_nonnull (p);
      g_assert_cmpint (t->misread, ==, 0);
      g_assert_cmpfloat (fabs (t->centre[0] - p->x * PX_PER_MM), <, 0.2);
      g_assert_cmpfloat (fabs (t->centre[1] - p->y * PX_PER_MM), <, 0.2);
      /* the top-left corner (the fourth) where the drawing put it, turned with the square */
      c = cos (p->turn);
      s = sin (p->turn);
      g_assert_cmpfloat (fabs (t->corners[6] - (p->x + c * -10 - s * -10) * PX_PER_MM), <, 0.5);
      g_assert_cmpfloat (fabs (t->corners[7] - (p->y + s * -10 + c * -10) * PX_PER_MM), <, 0.5);
      /* and the bottom-left (the first) */
      g_assert_cmpfloat (fabs (t->corners[0] - (p->x + c * -10 - s * 10) * PX_PER_MM), <, 0.5);
      g_assert_cmpfloat (fabs (t->corners[1] - (p->y + s * -10 + c * 10) * PX_PER_MM), <, 0.5);
    }
  /* sorted by id */
  for (guint i = 1; i < tags->len; i++)
    g_assert_cmpint (g_array_index (tags, GgPhotoTag, i - 1).id, <,
                     g_array_index (tags, GgPhotoTag, i).id);
}

/* A hand over a third of a code: it is not read, and nothing else is read in its place. */
static void
test_covered (void)
{
  g_autoptr (GdkPixbuf) photo = draw_page (page, G_N_ELEMENTS (page), TRUE);
  g_autoptr (GArray) tags = gg_photo_find_tags (photo);

  g_assert_cmpuint (tags->len, ==, G_N_ELEMENTS (page) - 1);
  for (guint i = 0; i < tags->len; i++)
    g_assert_cmpint (g_array_index (tags, GgPhotoTag, i).id, !=, 300);
}

static void
test_blank (void)
{
  g_autoptr (GdkPixbuf) photo = draw_page (page, 0, FALSE);
  g_autoptr (GArray) tags = gg_photo_find_tags (photo);

  g_assert_cmpuint (tags->len, ==, 0);
}

/* The codes go through the game's sides and squad numbers, both ways, and stay apart. */
static void
test_codes (void)
{
  g_assert_cmpint (gg_squad_marker_code ('A', 1, FALSE), ==, 0);
  g_assert_cmpint (gg_squad_marker_code ('A', 1, TRUE), ==, 1);
  g_assert_cmpint (gg_squad_marker_code ('B', 3, TRUE), ==, 295);
  g_assert_cmpint (gg_squad_marker_code ('A', 146, FALSE), ==, -1);
  g_assert_cmpint (gg_squad_marker_code ('C', 1, FALSE), ==, -1);
  g_assert_cmpint (gg_squad_marker_code ('B', 0, FALSE), ==, -1);
  for (int code = 0; code < GG_PHOTO_TAG_CODES; code++)
    {
      char side;
      int squad;
      gboolean behind;

      if (!gg_squad_marker_from_code (code, &side, &squad, &behind))
        {
          g_assert_cmpint (code, >=, 2 * GG_SQUAD_CODES_PER_SIDE);
          continue;
        }
      g_assert_cmpint (gg_squad_marker_code (side, squad, behind), ==, code);
    }
}

/* The printed squad markers' first page, drawn at 4 px a mm, reads back as squads 1.. of side
 * A, both cards each, and every code is as large as the sheet says. */
static void
test_printed_sheet (void)
{
  g_autofree char *path = g_build_filename (GG_SOURCE_DIR, "tests", "data", "rosters",
                                            "AMB-01-platoon-squads.yaml", NULL);
  g_autoptr (GError) error = NULL;
  GgRoster *roster = gg_roster_load_file (path, &error);
  g_autoptr (GgPrintJob) job = NULL;
  double w, h, scale = PX_PER_MM / GG_PT_PER_MM;
  cairo_surface_t *s;
  cairo_t *cr;
  g_autoptr (GdkPixbuf) page = NULL;
  g_autoptr (GArray) tags = NULL;

  g_assert_no_error (error);
  job = gg_print_job_new (GG_PRINT_SQUAD_MARKERS, &roster, 1, "en");
  gg_print_job_set_marker_size (job, 30);
  gg_paper_get_size (GG_PAPER_A4, &w, &h);
  g_assert_cmpuint (gg_print_job_get_n_pages (job, w, h), >=, 1);
  s = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w * scale, h * scale);
  cr = cairo_create (s);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  gg_print_job_draw_page (job, cr, 0, w, h);
  cairo_destroy (cr);
  page = pixbuf_of (s);
  cairo_surface_destroy (s);
  tags = gg_photo_find_tags (page);
  g_assert_cmpuint (tags->len, >=, 6);
  for (guint i = 0; i < tags->len; i++)
    {
      const GgPhotoTag *t = &g_array_index (tags, GgPhotoTag, i);
      double side = hypot (t->corners[2] - t->corners[0], t->corners[3] - t->corners[1]);

      g_assert_cmpint (t->id, ==, (int) i); /* squad i / 2 + 1, in front then behind */
      g_assert_cmpfloat (fabs (side / PX_PER_MM - 30), <, 0.3);
    }
  gg_roster_unref (roster);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/photo-tags/read-back", test_read_back);
  g_test_add_func ("/photo-tags/covered", test_covered);
  g_test_add_func ("/photo-tags/blank", test_blank);
  g_test_add_func ("/photo-tags/codes", test_codes);
  g_test_add_func ("/photo-tags/printed-sheet", test_printed_sheet);
  return g_test_run ();
}
