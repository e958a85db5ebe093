/* test-cli-photo.c: `gigogin-cli photo GAME PHOTO --corners … -o TABLE.png` (contracts.md), run
 * through the built command-line tool on a synthetic photo of tests/data/photo-table.yaml; and
 * `--find-corners` on photos of it with the printed corner markers laid in its corners (JPEG),
 * one of them with a hand over side A's near-right marker. */
#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "cli-run.h"
#include "photo-scene.h"

/* A 1600 × 1200 photo of the 1800 × 1200 mm table, taken from side A's side, leaning. */
static const GgHomography seen = { { 0.76, 0.14, 168, 0.02, -0.68, 1060, 0.00002, 0.00011, 1 } };

typedef struct
{
  char *dir, *game, *photo, *out;
  char *markers, *covered; /* photos with the corner markers, all four or one covered */
  char corners[128];
  double truth[8]; /* the table's corners in the photos, unrounded */
  Scene scene;
} Fixture;

/* The photo is made once for every test: each test only writes its own output. */
static Fixture shared;

static char *
write_markers_photo (Fixture *f, const char *name, guint covered)
{
  g_auto (Scene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  char *path = g_build_filename (f->dir, name, NULL);

  scene_init (&s, 1800, 1200, 6, 4, 7);
  s.markers = TRUE;
  s.covered = covered;
  photo = scene_photo (&s, &seen, 1600, 1200, 1, 4);
  g_assert_true (gdk_pixbuf_save (photo, path, "jpeg", NULL, "quality", "85", NULL));
  return path;
}

static void
shared_set_up (void)
{
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autofree char *game = fixture ("photo-table.yaml");
  g_autofree char *text = NULL;
  Fixture *f = &shared;
  double c[8];

  f->dir = g_dir_make_tmp ("gg-cli-photo-XXXXXX", NULL);
  f->game = g_build_filename (f->dir, "game.yaml", NULL);
  f->photo = g_build_filename (f->dir, "photo.png", NULL);
  f->out = g_build_filename (f->dir, "table.png", NULL);
  g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (f->game, text, -1, NULL));
  scene_init (&f->scene, 1800, 1200, 6, 4, 7);
  photo = scene_photo (&f->scene, &seen, 1600, 1200, 1, 4);
  g_assert_true (gdk_pixbuf_save (photo, f->photo, "png", NULL, "compression", "1", NULL));
  scene_corners (&f->scene, &seen, TRUE, c);
  g_snprintf (f->corners, sizeof f->corners, "%.0f,%.0f:%.0f,%.0f:%.0f,%.0f:%.0f,%.0f", c[0], c[1],
              c[2], c[3], c[4], c[5], c[6], c[7]);
  scene_corners (&f->scene, &seen, FALSE, f->truth);
  f->markers = write_markers_photo (f, "markers.jpg", 0);
  f->covered = write_markers_photo (f, "covered.jpg", 1u << 1);
}

static void
shared_tear_down (void)
{
  Fixture *f = &shared;

  g_unlink (f->game);
  g_unlink (f->photo);
  g_unlink (f->markers);
  g_unlink (f->covered);
  g_rmdir (f->dir);
  g_free (f->markers);
  g_free (f->covered);
  g_free (f->dir);
  g_free (f->game);
  g_free (f->photo);
  g_free (f->out);
  scene_clear (&f->scene);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  *f = shared;
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_unlink (f->out);
}

static GdkPixbuf *
load_output (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  GdkPixbuf *p = gdk_pixbuf_new_from_file (f->out, &error);

  g_assert_no_error (error);
  return p;
}

static guint8 *
pixel (GdkPixbuf *p, int x, int y)
{
  return gdk_pixbuf_get_pixels (p) + y * gdk_pixbuf_get_rowstride (p) +
         x * gdk_pixbuf_get_n_channels (p);
}

static void
test_whole_table (Fixture *f, gconstpointer data)
{
  g_auto (Run) r = { 0 };
  g_autoptr (GdkPixbuf) out = NULL;
  JsonObject *o;
  double mx = g_array_index (f->scene.marks, double, 0),
         my = g_array_index (f->scene.marks, double, 1);

  run (&r, "photo", f->game, f->photo, "--corners", f->corners, "-o", f->out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  o = root (&r);
  g_assert_cmpstr (json_object_get_string_member (o, "output"), ==, f->out);
  g_assert_cmpint (json_object_get_int_member (o, "width"), ==, 1800);
  g_assert_cmpint (json_object_get_int_member (o, "height"), ==, 1200);
  g_assert_cmpfloat (json_object_get_double_member (o, "px_per_cm"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (o, "points"), ==, 4);
  g_assert_true (json_object_get_null_member (o, "residual_rms_mm"));
  /* about a millimetre a photo pixel here: half of it at the coarsest corner */
  g_assert_cmpfloat (json_object_get_double_member (o, "error_mm"), >, 0.3);
  g_assert_cmpfloat (json_object_get_double_member (o, "error_mm"), <, 1.5);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (o, "error"), "cm"),
    json_object_get_double_member (o, "error_mm") / 10, 1e-9);
  out = load_output (f);
  g_assert_cmpint (gdk_pixbuf_get_width (out), ==, 1800);
  g_assert_cmpint (gdk_pixbuf_get_height (out), ==, 1200);
  /* side A's red band along the bottom, green cloth at the top, the first mark where it lies */
  g_assert_cmpint (pixel (out, 900, 1180)[0], >, 180);
  g_assert_cmpint (pixel (out, 900, 1180)[1], <, 60);
  g_assert_cmpint (pixel (out, 900, 30)[1], >, 110);
  g_assert_cmpint (pixel (out, 900, 30)[0], <, 110);
  g_assert_cmpint (pixel (out, (int) mx, (int) (1200 - my))[1], <, 60);
}

static void
test_px_per_cm (Fixture *f, gconstpointer data)
{
  g_auto (Run) r = { 0 };
  g_autoptr (GdkPixbuf) out = NULL;

  run (&r, "photo", f->game, f->photo, "--corners", f->corners, "-o", f->out, "--px-per-cm", "2.5",
       NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "width"), ==, 450);
  g_assert_cmpint (json_object_get_int_member (root (&r), "height"), ==, 300);
  out = load_output (f);
  g_assert_cmpint (gdk_pixbuf_get_width (out), ==, 450);
}

/* Below a pixel a cm: the image is small, never empty. */
static void
test_px_per_cm_small (Fixture *f, gconstpointer data)
{
  g_auto (Run) r = { 0 };

  run (&r, "photo", f->game, f->photo, "--corners", f->corners, "-o", f->out, "--px-per-cm", "0.1",
       NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "width"), ==, 18);
  g_assert_cmpint (json_object_get_int_member (root (&r), "height"), ==, 12);
}

/* A fifth known point, one mark's centre, fitted by least squares: residuals are reported. */
static void
test_known_point (Fixture *f, gconstpointer data)
{
  g_auto (Run) r = { 0 };
  double mx = g_array_index (f->scene.marks, double, 14),
         my = g_array_index (f->scene.marks, double, 15), u, v;
  g_autofree char *point = NULL;

  gg_homography_apply (&seen, mx, my, &u, &v);
  point = g_strdup_printf ("%.1f,%.1f=%.2f,%.2f", u, v, mx / 10, my / 10);
  run (&r, "photo", f->game, f->photo, "--corners", f->corners, "-o", f->out, "--point", point,
       NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "points"), ==, 5);
  g_assert_cmpfloat (json_object_get_double_member (root (&r), "residual_rms_mm"), <, 1.5);
}

/* --find-corners: the markers give the corners (within 2 px of the truth), reported with the
 * answer, and the table comes out as with --corners. */
static void
test_find_corners (Fixture *f, gconstpointer data)
{
  g_auto (Run) r = { 0 };
  g_autoptr (GdkPixbuf) out = NULL;
  JsonArray *corners;
  JsonObject *o;

  run (&r, "photo", f->game, f->markers, "--find-corners", "-o", f->out, NULL);
  g_assert_cmpint (r.status, ==, 0);
  o = root (&r);
  g_assert_true (json_object_get_boolean_member (o, "corners_found"));
  corners = json_object_get_array_member (o, "corners");
  g_assert_cmpuint (json_array_get_length (corners), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonArray *xy = json_array_get_array_element (corners, i);
      double x = json_array_get_double_element (xy, 0), y = json_array_get_double_element (xy, 1);

      g_test_message ("corner %u found %.2f px off", i + 1,
                      hypot (x - f->truth[2 * i], y - f->truth[2 * i + 1]));
      g_assert_cmpfloat (hypot (x - f->truth[2 * i], y - f->truth[2 * i + 1]), <, 2);
    }
  out = load_output (f);
  g_assert_cmpint (gdk_pixbuf_get_width (out), ==, 1800);
  g_assert_cmpint (pixel (out, 900, 1180)[0], >, 180); /* side A's red band at the bottom */
  g_assert_cmpint (pixel (out, 900, 30)[1], >, 110);
}

/* A covered marker: exit 1, naming its corner, and nothing written. */
static void
test_find_corners_covered (Fixture *f, gconstpointer data)
{
  g_auto (Run) r = { 0 }, both = { 0 };

  run (&r, "photo", f->game, f->covered, "--find-corners", "-o", f->out, NULL);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_nonnull (strstr (r.err, "covered.jpg: the marker of corner 2 (side A's near-right) "
                                   "was not found"));
  g_assert_cmpstr (r.out, ==, "");
  g_assert_false (g_file_test (f->out, G_FILE_TEST_EXISTS));
  run (&both, "photo", f->game, f->markers, "--find-corners", "--corners", f->corners, "-o", f->out,
       NULL);
  g_assert_cmpint (both.status, ==, 2);
  g_assert_nonnull (strstr (both.err, "not both"));
}

typedef struct
{
  const char *name;
  int status;
  const char *corners; /* NULL: the fixture's */
  const char *option, *value;
  const char *message;
} Bad;

static const Bad bad[] = {
  { "crossed", 1, "100,1000:1500,1000:100,200:1500,200", NULL, NULL, "crosses itself" },
  { "collinear", 1, "100,1000:800,1000:1500,1000:100,200", NULL, NULL, "on a line" },
  { "outside", 1, "100,1000:1700,1000:1500,200:100,200", NULL, NULL, "outside the 1600 × 1200" },
  { "not-convex", 1, "100,1000:1500,1000:700,900:100,200", NULL, NULL, "not convex" },
  { "three-corners", 2, "100,1000:1500,1000:1500,200", NULL, NULL, "--corners" },
  { "corner-text", 2, "a,b:1500,1000:1500,200:100,200", NULL, NULL, "--corners" },
  { "px-per-cm-0", 2, NULL, "--px-per-cm", "0", "above 0 and at most 50" },
  { "px-per-cm-51", 2, NULL, "--px-per-cm", "51", "above 0 and at most 50" },
  { "px-per-cm-nan", 2, NULL, "--px-per-cm", "nan", "above 0 and at most 50" },
  { "px-per-cm-negative", 2, NULL, "--px-per-cm", "-3", "above 0 and at most 50" },
  { "too-large", 2, NULL, "--px-per-cm", "50", "50 megapixels" },
};

static void
test_refused (Fixture *f, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto (Run) r = { 0 };
      const char *corners = bad[i].corners ? bad[i].corners : f->corners;

      g_test_message ("%s", bad[i].name);
      run (&r, "photo", f->game, f->photo, "--corners", corners, "-o", f->out, bad[i].option,
           bad[i].value, NULL);
      g_assert_cmpint (r.status, ==, bad[i].status);
      g_assert_nonnull (strstr (r.err, bad[i].message));
      g_assert_cmpstr (r.out, ==, "");
      g_assert_false (g_file_test (f->out, G_FILE_TEST_EXISTS));
    }
}

static void
test_bad_inputs (Fixture *f, gconstpointer data)
{
  g_auto (Run) usage = { 0 }, photo = { 0 }, game = { 0 }, same = { 0 }, missing = { 0 };
  g_autofree char *before = NULL, *after = NULL;
  gsize before_len = 0, after_len = 0;

  run (&usage, "photo", f->game, f->photo, "--corners", f->corners, NULL);
  g_assert_cmpint (usage.status, ==, 2);
  g_assert_nonnull (strstr (usage.err, "-o TABLE.png"));
  /* a game file is no photo */
  run (&photo, "photo", f->game, f->game, "--corners", f->corners, "-o", f->out, NULL);
  g_assert_cmpint (photo.status, ==, 1);
  g_assert_nonnull (strstr (photo.err, "not a JPEG or PNG image"));
  run (&game, "photo", f->photo, f->photo, "--corners", f->corners, "-o", f->out, NULL);
  g_assert_cmpint (game.status, ==, 1);
  run (&missing, "photo", f->game, "no-such.jpg", "--corners", f->corners, "-o", f->out, NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "no-such.jpg"));
  /* never over an input */
  g_assert_true (g_file_get_contents (f->photo, &before, &before_len, NULL));
  run (&same, "photo", f->game, f->photo, "--corners", f->corners, "-o", f->photo, NULL);
  g_assert_cmpint (same.status, ==, 1);
  g_assert_nonnull (strstr (same.err, "is the input"));
  g_assert_true (g_file_get_contents (f->photo, &after, &after_len, NULL));
  g_assert_cmpmem (before, before_len, after, after_len);
}

/* `check` opens a game whose background photo is missing, and warns. */
static void
test_check_missing_photo (Fixture *f, gconstpointer data)
{
  g_auto (Run) r = { 0 };
  g_autofree char *path = g_build_filename (f->dir, "with-photo.yaml", NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (f->game, &text, NULL, NULL));
  text = g_realloc (text, strlen (text) + 200);
  strcat (text, "background:\n  photos:\n    - path: gone.jpg\n"
                "      corners: [[0, 900], [1500, 900], [1500, 0], [0, 0]]\n");
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  run_text (&r, "check", path, NULL);
  g_unlink (path);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.err, "gone.jpg is missing"));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/cli/photo/whole-table-side-a-at-the-bottom", test_whole_table);
  ADD ("/cli/photo/px-per-cm", test_px_per_cm);
  ADD ("/cli/photo/px-per-cm-small", test_px_per_cm_small);
  ADD ("/cli/photo/known-point-least-squares", test_known_point);
  ADD ("/cli/photo/refused", test_refused);
  ADD ("/cli/photo/bad-inputs", test_bad_inputs);
  ADD ("/cli/photo/find-corners", test_find_corners);
  ADD ("/cli/photo/find-corners-covered", test_find_corners_covered);
  ADD ("/cli/check/missing-background-photo-warns", test_check_missing_photo);
#undef ADD
  shared_set_up ();
  status = g_test_run ();
  shared_tear_down ();
  return status;
}
