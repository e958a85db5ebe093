/* Printing: page sizes and counts of the PDFs, their text (pdftotext) in English and Italian,
 * and true sizes measured on pages rendered at 254 dpi (1 mm = 10 px): the 10 cm calibration
 * bar and the shell circle (BG-4.4-j). Also VP (BG-16-b), d6 casualty steps (D6-CAS-2), base
 * labels (BG-3.2), chits (BG-3.4), the print language switch and the command line's exits. */
#include "gg-config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <libintl.h>
#include <locale.h>
#include <math.h>
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gg-photo-markers.h"
#include "gg-photo.h"
#include "gg-print-private.h"
#include "gg-roster.h"

#define DPI       254.0
#define PX_PER_MM 10.0

static char *tmp_dir;

static GgRoster *
shipped (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (GG_SOURCE_DIR, "data", "rosters", name, NULL);
  GgRoster *roster = gg_roster_load_file (path, &error);

  g_assert_no_error (error);
  return roster;
}

static GgRoster *
inline_roster (const char *text)
{
  g_autoptr (GError) error = NULL;
  GgRoster *roster = gg_roster_load_data (text, strlen (text), "inline.yaml", &error);

  g_assert_no_error (error);
  return roster;
}

static GgPrintJob *
job_for (GgPrintKind kind, GgRoster *roster, const char *lang)
{
  return gg_print_job_new (kind, &roster, 1, lang);
}

static char *
write_pdf (GgPrintJob *job, GgPaper paper, const char *name)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (tmp_dir, name, NULL);

  g_assert_true (gg_print_job_write_pdf (job, path, paper, &error));
  g_assert_no_error (error);
  return path;
}

/* Output of a poppler tool, or NULL (and the test skipped) without it. */
static char *
run_tool (const char *tool, const char *const *args)
{
  g_autofree char *program = g_find_program_in_path (tool);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status;

  if (program == NULL)
    {
      g_test_skip_printf ("%s is not installed (poppler-utils)", tool);
      return NULL;
    }
  g_ptr_array_add (argv, program);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static char *
pdf_text (const char *path)
{
  return run_tool ("pdftotext", (const char *const[]){ "-enc", "UTF-8", path, "-", NULL });
}

/* Every page's size in points, from pdfinfo; returns the number of pages. */
static guint
pdf_page_sizes (const char *path, double sizes[][2], guint max)
{
  g_autofree char *info =
    run_tool ("pdfinfo", (const char *const[]){ "-f", "1", "-l", "999", path, NULL });
  g_auto (GStrv) lines = NULL;
  guint n = 0;

  if (info == NULL)
    return 0;
  lines = g_strsplit (info, "\n", -1);
  for (guint i = 0; lines[i] != NULL && n < max; i++)
    if (g_str_has_prefix (lines[i], "Page") && strstr (lines[i], "size:") != NULL)
      {
        const char *colon = strstr (lines[i], "size:") + 5;

        g_assert_cmpint (sscanf (colon, "%lf x %lf", &sizes[n][0], &sizes[n][1]), ==, 2);
        n++;
      }
  return n;
}

static void
assert_pages (const char *path, guint n_expected, double width, double height)
{
  double sizes[200][2];
  guint n = pdf_page_sizes (path, sizes, G_N_ELEMENTS (sizes));

  if (g_test_failed () || n == 0)
    return;
  g_assert_cmpuint (n, ==, n_expected);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpfloat_with_epsilon (sizes[i][0], width, 0.01);
      g_assert_cmpfloat_with_epsilon (sizes[i][1], height, 0.01);
    }
}

static void
test_paper_sizes (void)
{
  g_autoptr (GgRoster) roster = shipped ("calatafimi-1860-garibaldini.yaml");
  g_autoptr (GgPrintJob) job = job_for (GG_PRINT_ROSTER, roster, "en");
  g_autofree char *a4 = write_pdf (job, GG_PAPER_A4, "a4.pdf");
  guint n_a4 = gg_print_job_get_n_pages (job, 595.2756, 841.8898);
  g_autofree char *letter = write_pdf (job, GG_PAPER_LETTER, "letter.pdf");
  guint n_letter = gg_print_job_get_n_pages (job, 612, 792);

  /* Sheet, quick reference, and at least one page of unit cards. */
  g_assert_cmpuint (n_a4, >=, 3);
  g_assert_cmpuint (n_letter, >=, 3);
  assert_pages (a4, n_a4, 595.28, 841.89);
  assert_pages (letter, n_letter, 612, 792);
}

static char *
roster_text (GgRoster *roster, GgPrintKind kind, const char *lang)
{
  g_autoptr (GgPrintJob) job = job_for (kind, roster, lang);
  g_autofree char *name = g_strdup_printf ("text-%d-%s.pdf", kind, lang);
  g_autofree char *path = write_pdf (job, GG_PAPER_A4, name);

  return pdf_text (path);
}

static void
assert_contains (const char *text, const char *const *needles)
{
  for (guint i = 0; needles[i] != NULL; i++)
    if (strstr (text, needles[i]) == NULL)
      g_error ("“%s” not found in the printed text:\n%s", needles[i], text);
}

static void
test_roster_text_en (void)
{
  g_autoptr (GgRoster) roster = shipped ("calatafimi-1860-garibaldini.yaml");
  g_autofree char *text = roster_text (roster, GG_PRINT_ROSTER, "en");

  if (text == NULL)
    return;
  assert_contains (text, (const char *const[]){ "I Mille a Calatafimi", "Giuseppe Garibaldi",
                                                "Quick reference", "Unit cards", "Squad 1",
                                                "Totals", "BG-16-b", "BG-4.8-a", "veteran",
                                                "rifled musket", "Carismatico", NULL });
  g_assert_null (strstr (text, "Riferimento rapido"));
}

static void
test_roster_text_it (void)
{
  g_autoptr (GgRoster) roster = shipped ("calatafimi-1860-garibaldini.yaml");
  g_autofree char *text = roster_text (roster, GG_PRINT_ROSTER, "it");

  if (text == NULL)
    return;
  assert_contains (text,
                   (const char *const[]){ "I Mille a Calatafimi", "Riferimento rapido",
                                          "Schede delle squadre", "Squadra 1", "Totali", "BG-16-b",
                                          "veterani", "fucile rigato", "Comando", "PV", NULL });
  g_assert_null (strstr (text, "Quick reference"));
  g_assert_null (strstr (text, "Unit cards"));
}

/* In the Italian sheet a side is "Parte", as everywhere in the Italian app, and names made up
 * for the game say so in Italian. */
static void
test_roster_text_it_words (void)
{
  g_autoptr (GgRoster) roster = shipped ("varese-1859-cacciatori-delle-alpi.yaml");
  g_autofree char *text = roster_text (roster, GG_PRINT_ROSTER, "it");

  if (text == NULL)
    return;
  assert_contains (text, (const char *const[]){ "Parte A", "(inventato)", NULL });
  g_assert_null (strstr (text, "(invented)"));
  g_assert_null (strstr (text, "Giocatore"));
  g_assert_null (strstr (text, "chieramento"));
}

/* BG-16-b with AMB-69: a full squad of ten is 20 VP (leader 11 + 9 privates); an officer 1. */
static void
test_roster_vp_bg_16_b (void)
{
  g_autoptr (GgRoster) roster = inline_roster (
    "format: gigogin-roster/1\nruleset: bella-gigogin\nname: VP test\nside: Test\nscale: 20\n"
    "companies:\n  - name: C\n    platoons:\n      - commander: { name: Sottotenente }\n"
    "        squads:\n          - number: 1\n            figures:\n"
    "              - { role: leader }\n              - { role: private, count: 9 }\n"
    "          - number: 2\n            figures:\n"
    "              - { role: leader }\n              - { role: private, count: 4 }\n");
  g_autofree char *text = roster_text (roster, GG_PRINT_ROSTER, "en");

  if (text == NULL)
    return;
  /* Squads 1 and 2: 20 and 15 VP; with the platoon commander, 36 VP for the whole force. */
  assert_contains (
    text, (const char *const[]){ "20", "15", "36 VP", "2 squads", "15 figures in squads", NULL });
}

/* @text without its spaces, in place. */
static const char *
strip_spaces (char *text)
{
  char *to = text;

  for (const char *from = text; *from != '\0'; from++)
    if (*from != ' ')
      *to++ = *from;
  *to = '\0';
  return text;
}

/* D6-CAS-2/4 (D6-TV-1): N = 24 → 3/6/8/12/18; N = 12 → 2/3/4/6/9. D6-MOVE-1/4: veteran line
 * infantry 1 + 2 dice, green light cavalry 4. */
static void
test_d6_roster_d6_cas_2 (void)
{
  g_autoptr (GgRoster) roster = inline_roster (
    "format: gigogin-roster/1\nruleset: d6\nname: D6 test\nside: Test\n"
    "brigades:\n  - name: B\n    units:\n"
    "      - { name: Zouaves, type: line-infantry, class: veteran, figures: 24 }\n"
    "      - { name: Cavalleggeri, type: light-cavalry, class: green, figures: 12 }\n");
  g_autoptr (GgPrintJob) job = job_for (GG_PRINT_ROSTER, roster, "en");
  const GgPrintSquad *zouaves, *cavalry;
  g_autofree char *text = roster_text (roster, GG_PRINT_ROSTER, "en");

  g_assert_cmpuint (job->force->squads->len, ==, 2);
  zouaves = g_ptr_array_index (job->force->squads, 0);
  cavalry = g_ptr_array_index (job->force->squads, 1);
  g_assert_cmpint (zouaves->thresholds[0], ==, 3);
  g_assert_cmpint (zouaves->thresholds[2], ==, 8);
  g_assert_cmpint (zouaves->thresholds[4], ==, 18);
  g_assert_cmpint (cavalry->thresholds[1], ==, 3);
  g_assert_cmpint (cavalry->thresholds[4], ==, 9);
  g_assert_cmpuint (zouaves->codes->len, ==, 24);
  if (text == NULL)
    return;
  /* pdftotext spaces narrow glyph runs as it likes: compare without spaces. */
  assert_contains (text, (const char *const[]){ "3d6", "4d6", "D6-CMD-1", NULL });
  g_assert_nonnull (strstr (strip_spaces (text), "3/6/8/12/18"));
  g_assert_nonnull (strstr (strip_spaces (text), "2/3/4/6/9"));
}

/* Rendering a page at 254 dpi: 1 mm is 10 px. */
static cairo_surface_t *
render_page (GgPrintJob *job, guint page, double width, double height)
{
  cairo_surface_t *surface = cairo_image_surface_create (
    CAIRO_FORMAT_RGB24, (int) ceil (width / 72 * DPI), (int) ceil (height / 72 * DPI));
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, DPI / 72, DPI / 72);
  gg_print_job_draw_page (job, cr, page, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface, int x, int y)
{
  const guchar *row = cairo_image_surface_get_data (surface) +
                      y * cairo_image_surface_get_stride (surface);

  return ((const guint32 *) row)[x] & 0xffffff;
}

/* The longest run of black pixels in row @y. */
static int
black_run (cairo_surface_t *surface, int y, int *start)
{
  int best = 0, run = 0;

  for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
    {
      run = pixel (surface, x, y) == 0 ? run + 1 : 0;
      if (run > best)
        {
          best = run;
          *start = x - run + 1;
        }
    }
  return best;
}

/* The calibration bar: a solid black run that stays the same over at least 3 mm of rows (no
 * line of the templates is that thick), looked for from the page's foot up (the corner markers'
 * black squares above it are thicker). Returns its length in pixels, or 0. */
static int
measure_bar (cairo_surface_t *surface)
{
  int rows = 0, last_len = 0, last_start = -1;

  for (int y = cairo_image_surface_get_height (surface) - 1; y >= 0; y--)
    {
      int start = -1, len = black_run (surface, y, &start);

      if (len > 200 && len == last_len && start == last_start)
        rows++;
      else
        rows = 0;
      if (rows >= 30)
        return len;
      last_len = len;
      last_start = start;
    }
  return 0;
}

/* The shell circle's colour: its bounding box, or FALSE if the page has none. */
static gboolean
shell_extent (cairo_surface_t *surface, int *w, int *h)
{
  int x0 = G_MAXINT, x1 = -1, y0 = G_MAXINT, y1 = -1;

  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      if (pixel (surface, x, y) == 0xb00000)
        {
          x0 = MIN (x0, x);
          x1 = MAX (x1, x);
          y0 = MIN (y0, y);
          y1 = MAX (y1, y);
        }
  *w = x1 - x0 + 1;
  *h = y1 - y0 + 1;
  return x1 >= 0;
}

static void
check_template_pages (GgRoster *roster, GgPaper paper, double shell_mm)
{
  g_autoptr (GgPrintJob) job = job_for (GG_PRINT_TEMPLATES, roster, "en");
  double width, height;
  guint n, shells = 0;

  gg_paper_get_size (paper, &width, &height);
  n = gg_print_job_get_n_pages (job, width, height);
  g_assert_cmpuint (n, >=, 2);
  for (guint page = 0; page < n; page++)
    {
      cairo_surface_t *surface = render_page (job, page, width, height);
      int w, h;

      /* 100 mm, ± 1 px (0.1 mm). */
      g_assert_cmpint (abs (measure_bar (surface) - (int) (GG_PRINT_CALIBRATION_MM * PX_PER_MM)),
                       <=, 1);
      if (shell_mm > 0 && shell_extent (surface, &w, &h))
        {
          /* The stroke is 0.6 mm wide, centred on the circle: 2 r + 6 px, ± 2 px of edge. */
          g_assert_cmpint (abs (w - (int) (2 * shell_mm * PX_PER_MM + 6)), <=, 2);
          g_assert_cmpint (abs (h - (int) (2 * shell_mm * PX_PER_MM + 6)), <=, 2);
          shells++;
        }
      cairo_surface_destroy (surface);
    }
  if (shell_mm > 0)
    g_assert_cmpuint (shells, ==, 1);
}

/* BG-4.4-j: the shell circle is 2.5 cm at 20 mm, 1.875 cm at 15 mm (BG-3.6-b). */
static void
test_templates_calibration_bg_4_4_j (void)
{
  g_autoptr (GgRoster) bg = shipped ("calatafimi-1860-garibaldini.yaml");
  g_autoptr (GgRoster) small = inline_roster (
    "format: gigogin-roster/1\nruleset: bella-gigogin\nname: Small\nside: Test\nscale: 15\n");

  check_template_pages (bg, GG_PAPER_A4, 25);
  check_template_pages (small, GG_PAPER_LETTER, 18.75);
}

static void
test_templates_calibration_d6 (void)
{
  g_autoptr (GgRoster) d6 = shipped ("solferino-1859-brigata-goze.yaml");

  check_template_pages (d6, GG_PAPER_A4, 0);
}

static guint
template_pages (int scale)
{
  g_autofree char *text = g_strdup_printf ("format: gigogin-roster/1\nruleset: bella-gigogin\n"
                                           "name: T\nside: T\nscale: %d\n",
                                           scale);
  g_autoptr (GgRoster) roster = inline_roster (text);
  g_autoptr (GgPrintJob) job = job_for (GG_PRINT_TEMPLATES, roster, "en");

  return gg_print_job_get_n_pages (job, 595.2756, 841.8898);
}

/* BG-3.6-b: larger figures, longer distances, more sheets; the text of a tiled template. */
static void
test_templates_tiles_bg_3_6_b (void)
{
  g_autoptr (GgRoster) roster = shipped ("calatafimi-1860-garibaldini.yaml");
  g_autofree char *en = roster_text (roster, GG_PRINT_TEMPLATES, "en");
  g_autofree char *it = NULL;

  g_assert_cmpuint (template_pages (15), <, template_pages (20));
  g_assert_cmpuint (template_pages (20), <, template_pages (28));
  if (en == NULL)
    return;
  it = roster_text (roster, GG_PRINT_TEMPLATES, "it");
  assert_contains (en, (const char *const[]){ "Calibration", "sheet 1 of", "Canister cone",
                                              "BG-4.8-a", "Shell circle", NULL });
  assert_contains (it, (const char *const[]){ "Taratura", "foglio 1 di", "Cono di mitraglia",
                                              "Cerchio della granata", NULL });
}

static GdkPixbuf *
pixbuf_of (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  GdkPixbuf *p = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, w, h);

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 c = pixel (surface, x, y);
        guint8 *to = gdk_pixbuf_get_pixels (p) + y * gdk_pixbuf_get_rowstride (p) + 3 * x;

        to[0] = c >> 16 & 0xff, to[1] = c >> 8 & 0xff, to[2] = c & 0xff;
      }
  return p;
}

/* The templates end with the corner markers for a photo of the table: the page seen straight
 * on is a photo in which Gigogin finds all four, in the order of `gigogin-cli photo` (side A's
 * near-left at the page's bottom left, as they lie seen from side A), at 1:1: the marked
 * corners are two 80 mm sheets and the 16 mm gap apart across, two sheets and 24 mm down. */
static void
test_templates_corner_markers (void)
{
  g_autoptr (GgRoster) roster = shipped ("calatafimi-1860-garibaldini.yaml");
  g_autoptr (GgPrintJob) job = job_for (GG_PRINT_TEMPLATES, roster, "en");
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GError) error = NULL;
  guint n = gg_print_job_get_n_pages (job, 595.2756, 841.8898);
  cairo_surface_t *page = render_page (job, n - 1, 595.2756, 841.8898);
  double c[8], across = (2 * GG_PHOTO_MARKER_SHEET_MM + 16) * PX_PER_MM,
               down = (2 * GG_PHOTO_MARKER_SHEET_MM + 24) * PX_PER_MM;

  photo = pixbuf_of (page);
  cairo_surface_destroy (page);
  g_assert_true (gg_photo_find_markers (photo, c, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (fabs (c[2] - c[0] - across), <, 2); /* near-left to near-right */
  g_assert_cmpfloat (fabs (c[3] - c[1]), <, 2);
  g_assert_cmpfloat (fabs (c[4] - c[2]), <, 2); /* near-right to far-right, up the page */
  g_assert_cmpfloat (fabs (c[3] - c[5] - down), <, 2);
  g_assert_cmpfloat (fabs (c[6] - c[0]), <, 2);
  g_assert_cmpfloat (fabs (c[1] - c[7] - down), <, 2);
}

/* BG-3.2-a…e: one label per figure (and gun), the size of its base at the roster's scale. */
static void
test_labels_bg_3_2 (void)
{
  g_autoptr (GgRoster) roster = shipped ("calatafimi-1860-8-cacciatori.yaml");
  g_autoptr (GgPrintJob) job = job_for (GG_PRINT_LABELS, roster, "en");
  g_autofree char *text = roster_text (roster, GG_PRINT_LABELS, "it");
  guint foot = 0, guns = 0;

  for (guint i = 0; i < job->force->labels->len; i++)
    {
      GgPrintLabel *label = g_ptr_array_index (job->force->labels, i);

      foot += label->front == 15 && label->depth == 20;
      guns += label->front == 45 && label->depth == 60 && label->code[0] == 'G';
    }
  g_assert_cmpuint (job->force->labels->len, ==, gg_roster_count_figures (roster) + 4);
  g_assert_cmpuint (guns, ==, 4);
  g_assert_cmpuint (foot, >, 60);
  if (text == NULL)
    return;
  assert_contains (text, (const char *const[]){ "Etichette delle basi", "L1", "BtL", "CyL", "PLA",
                                                "G7", "D7", NULL });
}

static void
test_labels_sizes_bg_3_2_a_c (void)
{
  static const struct
  {
    int scale;
    double front, depth;
  } sizes[] = {
    { 15, 8, 10 },
    { 20, 15, 20 },
    { 28, 20, 25 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "format: gigogin-roster/1\nruleset: bella-gigogin\nname: S\nside: S\nscale: %d\n"
        "companies:\n  - name: C\n    platoons:\n      - squads:\n          - number: 3\n"
        "            figures: [ { role: leader } ]\n",
        sizes[i].scale);
      g_autoptr (GgRoster) roster = inline_roster (text);
      g_autoptr (GgPrintJob) job = job_for (GG_PRINT_LABELS, roster, NULL);
      GgPrintLabel *label = g_ptr_array_index (job->force->labels, 0);

      g_assert_cmpstr (label->code, ==, "L3");
      g_assert_cmpfloat (label->front, ==, sizes[i].front);
      g_assert_cmpfloat (label->depth, ==, sizes[i].depth);
    }
}

/* BG-3.4-c/f: a chit per squad of each side; poker cards after AMB-02 (14 = ace of clubs). */
static void
test_chits_bg_3_4 (void)
{
  g_autoptr (GgRoster) a = shipped ("calatafimi-1860-garibaldini.yaml");
  g_autoptr (GgRoster) b = shipped ("calatafimi-1860-8-cacciatori.yaml");
  GgRoster *both[2] = { a, b };
  g_autoptr (GgPrintJob) job = gg_print_job_new (GG_PRINT_CHITS, both, 2, "en");
  g_autofree char *tokens = write_pdf (job, GG_PAPER_A4, "tokens.pdf");
  g_autofree char *text = pdf_text (tokens);
  guint side_b = 0;

  for (guint i = 0; i < job->force->squads->len; i++)
    side_b += ((GgPrintSquad *) g_ptr_array_index (job->force->squads, i))->side == 1;
  g_assert_cmpuint (side_b, ==, 10);
  g_assert_cmpuint (gg_print_job_get_n_pages (job, 595.2756, 841.8898), ==, 1);
  gg_print_job_set_chit_style (job, GG_CHITS_POKER);
  /* 16 cards, 9 to a full page, the first page shorter by its heading. */
  g_assert_cmpuint (gg_print_job_get_n_pages (job, 595.2756, 841.8898), ==, 3);
  if (text == NULL)
    return;
  assert_contains (text, (const char *const[]){ "Activation chits", "BG-3.4-c", "10", NULL });
}

/* The catalogue is switched only while printing, and put back afterwards. */
static void
test_lang_switch (void)
{
  g_autofree char *before = g_strdup (setlocale (LC_MESSAGES, NULL));
  GgPrintLangSaved saved;

  g_assert_true (gg_print_lang_available ("it"));
  g_assert_true (gg_print_lang_available ("en"));
  g_assert_false (gg_print_lang_available ("xx"));
  _gg_print_lang_push ("it", &saved);
  g_assert_cmpstr (dgettext (GETTEXT_PACKAGE, "Quick reference"), ==, "Riferimento rapido");
  _gg_print_lang_pop (&saved);
  g_assert_cmpstr (dgettext (GETTEXT_PACKAGE, "Quick reference"), ==, "Quick reference");
  g_assert_cmpstr (setlocale (LC_MESSAGES, NULL), ==, before);
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "C");
}

/* Rule numbers from data/rules (or the values cited beside them): BG-4.8-a, BG-15.3-c,
 * BG-3.6-b, BG-4.4-j, AMB-47, D6-CMD-1, D6-MOVE-1/4. */
static void
test_numbers (void)
{
  GgPrintNumbers n;

  _gg_print_numbers_init (&n, GG_RULESET_BELLA_GIGOGIN, 20);
  g_assert_cmpfloat_with_epsilon (n.command_mm[0], 150, 1e-9);
  g_assert_cmpfloat_with_epsilon (n.command_mm[3], 700, 1e-9);
  g_assert_cmpfloat_with_epsilon (n.shell_radius_mm, 25, 1e-9);
  g_assert_cmpfloat_with_epsilon (n.rose[0][9][1], 200, 1e-9);
  g_assert_cmpfloat_with_epsilon (n.rose[0][3][0], 90, 1e-9);
  g_assert_cmpfloat_with_epsilon (n.canister_half_deg, 6.5, 1e-9);
  _gg_print_numbers_init (&n, GG_RULESET_BELLA_GIGOGIN, 15);
  g_assert_cmpfloat_with_epsilon (n.command_mm[0], 112.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (n.rose[2][1][1], 37.5, 1e-9);
  _gg_print_numbers_init (&n, GG_RULESET_D6, 20);
  g_assert_cmpfloat_with_epsilon (n.d6_command_mm, 18 * 25.4, 1e-9);
  g_assert_cmpint (_gg_print_d6_move_dice (&n, "line-infantry", "trained"), ==, 2);
  g_assert_cmpint (_gg_print_d6_move_dice (&n, "light-cavalry", "veteran"), ==, 6);
}

static int
run_cli (const char *const *args, char **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status;

  g_ptr_array_add (argv, GG_BUILD_DIR "/src/cli/gigogin-cli");
  g_ptr_array_add (argv, "print");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                err, &status, &error);
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
}

static void
test_cli_exits (void)
{
  g_autofree char *bad = g_build_filename (tmp_dir, "bad.yaml", NULL);
  g_autofree char *out = g_build_filename (tmp_dir, "cli.pdf", NULL);
  g_autofree char *roster =
    g_build_filename (GG_SOURCE_DIR, "data", "rosters", "milano-1848-insorti.yaml", NULL);
  g_autofree char *e1 = NULL, *e2 = NULL, *e3 = NULL, *e4 = NULL;

  if (!g_file_test (GG_BUILD_DIR "/src/cli/gigogin-cli", G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("gigogin-cli is not built");
      return;
    }
  g_file_set_contents (bad, "format: gigogin-roster/1\nruleset: bella-gigogin\nname: [\n", -1,
                       NULL);
  g_assert_cmpint (run_cli ((const char *const[]){ bad, "-o", out, NULL }, &e1), ==, 1);
  g_assert_true (g_str_has_prefix (e1, bad));
  g_assert_true (g_regex_match_simple ("^[^:]+:[0-9]+:[0-9]+: ", e1, 0, 0));
  g_assert_cmpint (run_cli ((const char *const[]){ roster, NULL }, &e2), ==, 2);
  g_assert_cmpint (run_cli ((const char *const[]){ roster, "-o", out, "--paper", "a3", NULL }, &e3),
                   ==, 2);
  g_assert_cmpint (run_cli ((const char *const[]){ roster, "-o", out, "--chits", "--lang", "it",
                                                   "--paper", "letter", NULL },
                            &e4),
                   ==, 0);
  g_assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
}

/* Issue 15: `print mine.yaml -o mine.yaml` overwrote the roster with the PDF and exited 0. */
static void
test_cli_output_is_input (void)
{
  g_autofree char *roster = g_build_filename (tmp_dir, "mine.yaml", NULL);
  g_autofree char *link = g_build_filename (tmp_dir, "mine-link.yaml", NULL);
  g_autofree char *src =
    g_build_filename (GG_SOURCE_DIR, "data", "rosters", "milano-1848-insorti.yaml", NULL);
  g_autofree char *text = NULL, *after = NULL, *e1 = NULL, *e2 = NULL;

  g_assert_true (g_file_get_contents (src, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (roster, text, -1, NULL));
  g_assert_cmpint (symlink (roster, link), ==, 0);
  g_assert_cmpint (run_cli ((const char *const[]){ roster, "-o", roster, NULL }, &e1), ==, 1);
  g_assert_cmpint (run_cli ((const char *const[]){ roster, "-o", link, NULL }, &e2), ==, 1);
  g_assert_true (g_file_get_contents (roster, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, text);
  g_assert_nonnull (strstr (e1, "nothing was written"));
}

static void
limit_file_size (gpointer data)
{
  struct rlimit limit = { 4096, 4096 };

  signal (SIGXFSZ, SIG_IGN);
  setrlimit (RLIMIT_FSIZE, &limit);
}

/* A PDF that cannot be written whole (the file size limit, as a full disk) leaves the good PDF
 * that was there untouched, says why with errno's words, and leaves no temporary file; it used
 * to truncate the output before drawing. */
static void
test_cli_failed_write_keeps_pdf (void)
{
  g_autofree char *out = g_build_filename (tmp_dir, "keep.pdf", NULL);
  g_autofree char *roster =
    g_build_filename (GG_SOURCE_DIR, "data", "rosters", "milano-1848-insorti.yaml", NULL);
  const char *argv[] = { GG_BUILD_DIR "/src/cli/gigogin-cli", "print", roster, "-o", out, NULL };
  g_autofree char *err = NULL, *after = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_true (g_file_set_contents (out, "%PDF-1.5 the good one", -1, NULL));
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, limit_file_size, NULL, NULL,
                &err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (err, g_strerror (EFBIG)));
  g_assert_true (g_file_get_contents (out, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "%PDF-1.5 the good one");
  {
    g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (dir)) != NULL)
      g_assert_false (g_str_has_prefix (name, ".keep.pdf.gg-save-"));
  }
}

/* Issue 15: a TAB in a squad's name shifted every cell of its row, and a 5,000-letter name ran
 * off the page: now the row keeps its seven cells and no block is taller than a page. */
static void
test_hostile_names (void)
{
  g_autofree char *huge = g_strnfill (5000, 'W');
  g_autofree char *text = g_strdup_printf (
    "format: gigogin-roster/1\nruleset: bella-gigogin\nname: Hostile\nside: Test\nscale: 20\n"
    "companies:\n  - name: C\n    platoons:\n      - commander: { name: Sottotenente }\n"
    "        squads:\n          - number: 1\n            name: \"Tab\\there\"\n"
    "            figures:\n              - { role: leader }\n"
    "          - number: 2\n            name: \"%s\"\n"
    "            figures:\n              - { role: leader }\n",
    huge);
  g_autoptr (GgRoster) roster = inline_roster (text);
  g_autoptr (GgPrintJob) job = job_for (GG_PRINT_ROSTER, roster, "en");
  guint rows = 0, pages = gg_print_job_get_n_pages (job, 612, 792); /* Letter: the shortest */

  g_assert_cmpuint (pages, >, 0);
  for (guint i = 0; i < job->force->sheet->len; i++)
    {
      GgPrintPara *para = g_ptr_array_index (job->force->sheet, i);
      g_auto (GStrv) cells = NULL;

      if (para->style != GG_PARA_ROW || strstr (para->markup, "Tab") == NULL)
        continue;
      cells = g_strsplit (para->markup, "\t", -1);
      g_assert_cmpuint (g_strv_length (cells), ==, 7);
      g_assert_nonnull (strstr (cells[1], "Tab here"));
      rows++;
    }
  g_assert_cmpuint (rows, ==, 1);
  for (guint i = 0; i < job->blocks->len; i++)
    g_assert_cmpfloat (((GgPrintBlock *) g_ptr_array_index (job->blocks, i))->height, <=,
                       _gg_print_text_height (job));
}

static void
remove_tmp_dir (void)
{
  g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
}

int
main (int argc, char **argv)
{
  int status;

  bindtextdomain (GETTEXT_PACKAGE, GG_BUILD_DIR "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gigogin-print-XXXXXX", NULL);
  g_test_add_func ("/print/paper/a4-letter", test_paper_sizes);
  g_test_add_func ("/print/roster/text-en", test_roster_text_en);
  g_test_add_func ("/print/roster/text-it", test_roster_text_it);
  g_test_add_func ("/print/roster/text-it/words", test_roster_text_it_words);
  g_test_add_func ("/print/roster/vp/BG-16-b", test_roster_vp_bg_16_b);
  g_test_add_func ("/print/roster/d6/D6-CAS-2", test_d6_roster_d6_cas_2);
  g_test_add_func ("/print/templates/calibration/BG-4.4-j", test_templates_calibration_bg_4_4_j);
  g_test_add_func ("/print/templates/calibration/d6", test_templates_calibration_d6);
  g_test_add_func ("/print/templates/tiles/BG-3.6-b", test_templates_tiles_bg_3_6_b);
  g_test_add_func ("/print/templates/corner-markers", test_templates_corner_markers);
  g_test_add_func ("/print/labels/BG-3.2-e", test_labels_bg_3_2);
  g_test_add_func ("/print/labels/sizes/BG-3.2-a", test_labels_sizes_bg_3_2_a_c);
  g_test_add_func ("/print/chits/BG-3.4", test_chits_bg_3_4);
  g_test_add_func ("/print/lang/switch", test_lang_switch);
  g_test_add_func ("/print/numbers", test_numbers);
  g_test_add_func ("/print/cli/exits", test_cli_exits);
  g_test_add_func ("/print/cli/output-is-input", test_cli_output_is_input);
  g_test_add_func ("/print/roster/hostile-names", test_hostile_names);
  g_test_add_func ("/print/cli/failed-write-keeps-pdf", test_cli_failed_write_keeps_pdf);
  status = g_test_run ();
  remove_tmp_dir ();
  return status;
}
