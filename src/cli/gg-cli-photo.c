/* gg-cli-photo.c: `gigogin-cli photo GAME PHOTO --corners X1,Y1:X2,Y2:X3,Y3:X4,Y4 -o TABLE.png
 * [--px-per-cm N] [--point PX,PY=X,Y ...]` (contracts.md): the photo rectified to the game's
 * whole table, side A's edge at the bottom, as the app draws it. `--find-corners` instead of
 * `--corners` finds them by the printed corner markers (gg-photo-markers.h). `--place -o GAME2`
 * instead places the squads by their squad markers (gg-photo-place.h), writes the game with
 * them moved and prints the review. Exit 1 for a bad game, photo or corners, markers not found,
 * or an output that cannot be written; 2 for bad usage. */
#include "gg-config.h"

#include "gg-cli-photo.h"
#include "gg-cli-json.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "gg-game.h"
#include "gg-photo-markers.h"
#include "gg-photo-place.h"
#include "gg-photo.h"
#include "gg-save.h"

#define EXIT_BAD_FILE 1
#define EXIT_USAGE    2

/* What the output may be: N px a cm, and the image it makes (Cairo's side limit; 50 MP is
 * 200 MB of pixels). */
#define MAX_PX_PER_CM     50.0
#define MAX_OUTPUT_SIDE   32767
#define MAX_OUTPUT_PIXELS (50 * 1000 * 1000)

typedef struct
{
  char *corners, *output, *px_per_cm;
  char **points;
  gboolean find_corners, place;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->corners);
  g_free (o->output);
  g_free (o->px_per_cm);
  g_strfreev (o->points);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

static int
usage_error (const char *message)
{
  g_printerr (_("gigogin-cli photo: %s (try “gigogin-cli photo --help”)\n"), message);
  return EXIT_USAGE;
}

static gboolean
parse_number (const char *text, double *value)
{
  char *end = NULL;

  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (*value);
}

/* "X,Y" */
static gboolean
parse_pair (const char *text, double xy[2])
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  return g_strv_length (parts) == 2 && parse_number (g_strstrip (parts[0]), &xy[0]) &&
         parse_number (g_strstrip (parts[1]), &xy[1]);
}

static gboolean
parse_corners (const char *text, double corners[8])
{
  g_auto (GStrv) parts = text ? g_strsplit (text, ":", -1) : NULL;

  if (parts == NULL || g_strv_length (parts) != 4)
    return FALSE;
  for (int i = 0; i < 4; i++)
    if (!parse_pair (parts[i], corners + 2 * i))
      return FALSE;
  return TRUE;
}

/* "PX,PY=X,Y": a point seen in the photo at PX,PY (pixels), at X,Y on the table (file units) */
static gboolean
parse_point (const char *text, GgPhotoPoint *p)
{
  g_auto (GStrv) parts = g_strsplit (text, "=", -1);
  double photo[2], table[2];

  if (g_strv_length (parts) != 2 || !parse_pair (parts[0], photo) || !parse_pair (parts[1], table))
    return FALSE;
  *p = (GgPhotoPoint){ photo[0], photo[1], table[0], table[1] };
  return TRUE;
}

static int
parse (int argc, char **argv, Options *o, char ***args)
{
  GOptionEntry entries[] = {
    { "corners", 0, 0, G_OPTION_ARG_STRING, &o->corners,
      N_ ("The table's corners in the photo, in pixels: side A's near-left, near-right, side B's "
          "far-right, far-left"),
      "X1,Y1:X2,Y2:X3,Y3:X4,Y4" },
    { "find-corners", 0, 0, G_OPTION_ARG_NONE, &o->find_corners,
      N_ ("Find the table's corners by the corner markers laid on them (printed with "
          "“gigogin-cli print --templates”), instead of --corners"),
      NULL },
    { "place", 0, 0, G_OPTION_ARG_NONE, &o->place,
      N_ ("Place the squads by their squad markers (printed with “gigogin-cli print "
          "--squad-markers”) and write the game with them moved to -o GAME2"),
      NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output, N_ ("Write the table image to FILE"),
      N_ ("FILE") },
    { "px-per-cm", 0, 0, G_OPTION_ARG_STRING, &o->px_per_cm,
      N_ ("Pixels a centimetre of table, above 0 and at most 50 (default 10)"), "N" },
    { "point", 0, 0, G_OPTION_ARG_STRING_ARRAY, &o->points,
      N_ ("A further known point: where it is in the photo (pixels) and on the table (the game's "
          "units); repeat it for a least-squares fit"),
      "PX,PY=X,Y" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new (_("GAME PHOTO"));
  g_autoptr (GError) error = NULL;

  g_option_context_set_summary (context, _("Write a photo of the table rectified to the game's "
                                           "whole table, side A's edge at the bottom."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error (error->message);
  if (argc != 3)
    return usage_error (_("expected a game file and a photo"));
  *args = argv;
  return 0;
}

static int
check_usage (const Options *o, double corners[8], double *px_per_cm, GArray *points)
{
  if (o->find_corners && o->corners != NULL)
    return usage_error (_("give either --corners or --find-corners, not both"));
  if (!o->find_corners && !parse_corners (o->corners, corners))
    return usage_error (_("--corners X1,Y1:X2,Y2:X3,Y3:X4,Y4 (four pairs of photo pixels "
                          "separated by colons) or --find-corners is required"));
  if (o->output == NULL)
    return usage_error (o->place ? _("give the game to write with -o GAME2")
                                 : _("give the image to write with -o TABLE.png"));
  if (o->place && (o->points != NULL || o->px_per_cm != NULL))
    return usage_error (_("--place takes neither --point nor --px-per-cm"));
  *px_per_cm = 10;
  if (o->px_per_cm != NULL &&
      !(parse_number (o->px_per_cm, px_per_cm) && *px_per_cm > 0 && *px_per_cm <= MAX_PX_PER_CM))
    return usage_error (_("--px-per-cm must be a number above 0 and at most 50"));
  for (guint i = 0; o->points != NULL && o->points[i] != NULL; i++)
    {
      GgPhotoPoint p;

      if (!parse_point (o->points[i], &p))
        return usage_error (_("--point is PX,PY=X,Y: photo pixels, then table coordinates"));
      g_array_append_val (points, p);
    }
  return 0;
}

/* An output that is an input (by any name or link) would lose it. */
static gboolean
same_file (const char *input, const char *output)
{
  GStatBuf a, b;

  return g_stat (input, &a) == 0 && g_stat (output, &b) == 0 && a.st_dev == b.st_dev &&
         a.st_ino == b.st_ino;
}

static int
check_output_size (const GgGame *game, double px_per_cm)
{
  double w = ceil (game->width / 10 * px_per_cm - 1e-6),
         h = ceil (game->depth / 10 * px_per_cm - 1e-6);
  g_autofree char *message = NULL;

  if (w <= MAX_OUTPUT_SIDE && h <= MAX_OUTPUT_SIDE && w * h <= MAX_OUTPUT_PIXELS)
    return 0;
  message = g_strdup_printf (_("--px-per-cm %g would make a %.0f × %.0f image of this table; at "
                               "most 32,767 pixels a side and 50 megapixels: lower it"),
                                px_per_cm, w, h);
  return usage_error (message);
}

static cairo_status_t
append_cb (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* PNG bytes in memory, then written atomically (gg-save.h). */
static gboolean
write_png (cairo_surface_t *image, const char *path, GError **error)
{
  g_autoptr (GByteArray) png = g_byte_array_new ();
  cairo_status_t status = cairo_surface_status (image);

  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_write_to_png_stream (image, append_cb, png);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("%s: cannot make the image: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return gg_save_bytes (path, (const char *) png->data, png->len, GG_SAVE_NONE, error);
}

/* "corners": [[x, y], ...] in photo pixels, as given or found */
static void
json_corners (JsonBuilder *b, const double corners[8])
{
  json_builder_set_member_name (b, "corners");
  json_builder_begin_array (b);
  for (int i = 0; i < 4; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_double_value (b, corners[2 * i]);
      json_builder_add_double_value (b, corners[2 * i + 1]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
}

static int
print_answer (const Options *o, const GgGame *game, cairo_surface_t *image, double px_per_cm,
              const double corners[8], const GgPhotoCalibration *cal)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  gg_cli_json_string (b, "output", o->output);
  gg_cli_json_int (b, "width", cairo_image_surface_get_width (image));
  gg_cli_json_int (b, "height", cairo_image_surface_get_height (image));
  gg_cli_json_double (b, "px_per_cm", px_per_cm);
  gg_cli_json_length (b, "table_width", game->width / 10, game->width / 25.4);
  gg_cli_json_length (b, "table_depth", game->depth / 10, game->depth / 25.4);
  gg_cli_json_int (b, "points", cal->n_points);
  /* the calibration's estimated error: residuals, or half a photo pixel on the table */
  gg_cli_json_length (b, "error", cal->error_mm / 10, cal->error_mm / 25.4);
  gg_cli_json_double (b, "error_mm", cal->error_mm);
  gg_cli_json_double (b, "residual_rms_mm", cal->n_points > 4 ? cal->rms_mm : NAN);
  gg_cli_json_double (b, "photo_pixel_mm", cal->pixel_mm);
  json_corners (b, corners);
  gg_cli_json_bool (b, "corners_found", o->find_corners);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

static int
failed (GError *error)
{
  g_printerr ("%s\n", error->message);
  g_error_free (error);
  return EXIT_BAD_FILE;
}

/* The known points' table coordinates are in the game's units; the core's are mm. */
static void
points_to_mm (GArray *points, GgUnit units)
{
  for (guint i = 0; i < points->len; i++)
    {
      GgPhotoPoint *p = &g_array_index (points, GgPhotoPoint, i);

      p->tx = gg_unit_to_mm (units, p->tx);
      p->ty = gg_unit_to_mm (units, p->ty);
    }
}

static int
rectify (const Options *o, GgGame *game, const char *photo_path, double corners[8],
         double px_per_cm, GArray *points)
{
  g_autoptr (GdkPixbuf) photo = NULL;
  GgPhotoCalibration cal;
  GError *error = NULL;
  cairo_surface_t *image;
  int status;

  if (!(photo = gg_photo_load (photo_path, &error)))
    return failed (error);
  if (o->find_corners && !gg_photo_find_markers (photo, corners, &error))
    {
      g_prefix_error (&error, "%s: ", photo_path);
      return failed (error);
    }
  points_to_mm (points, game->units);
  if (!gg_photo_calibrate (corners, gdk_pixbuf_get_width (photo), gdk_pixbuf_get_height (photo),
                           game->width, game->depth, (GgPhotoPoint *) points->data, points->len,
                           &cal, &error))
    {
      g_prefix_error (&error, "%s: ", photo_path);
      return failed (error);
    }
  image = gg_photo_rectify (photo, &cal.h, game->width, game->depth, px_per_cm / 10);
  status = write_png (image, o->output, &error)
             ? print_answer (o, game, image, px_per_cm, corners, &cal)
             : failed (error);
  cairo_surface_destroy (image);
  return status;
}

static void
json_squad (JsonBuilder *b, const GgPhotoSquadPlace *s, const GPtrArray *problems)
{
  g_autofree char *name = g_strdup_printf ("%c%d", s->side, s->squad);

  json_builder_begin_object (b);
  gg_cli_json_string (b, "squad", name);
  gg_cli_json_string (b, "leader", s->leader);
  gg_cli_json_bool (b, "found", s->found);
  if (s->found)
    {
      gg_cli_json_int (b, "code", s->code);
      gg_cli_json_string (b, "card", s->behind ? "behind" : "in-front");
      gg_cli_json_double (b, "code_mm", s->code_mm);
      gg_cli_json_double (b, "seen_px_per_mm", s->seen_px_mm);
      gg_cli_json_double (b, "decision_margin", s->margin);
      gg_cli_json_double (b, "moved_mm", s->moved_mm);
      gg_cli_json_double (b, "turned_deg", s->turned_deg);
      gg_cli_json_double (b, "x_mm", s->after.centre.x);
      gg_cli_json_double (b, "y_mm", s->after.centre.y);
      gg_cli_json_double (b, "facing", s->after.facing);
      gg_cli_json_int (b, "figures", s->figures);
      gg_cli_json_int (b, "snapped", s->snapped);
      if (s->allowance_mm > 0)
        gg_cli_json_double (b, "allowance_mm", s->allowance_mm);
      gg_cli_json_bool (b, "too_far", s->too_far);
      gg_cli_json_double (b, "error_mm", s->error_mm);
      gg_cli_json_bool (b, "base_seen", s->base_seen);
      if (s->base_seen)
        gg_cli_json_double (b, "card_vs_base_mm", s->card_vs_base_mm);
    }
  /* the problems about this squad, as sentences: its warnings */
  json_builder_set_member_name (b, "warnings");
  json_builder_begin_array (b);
  for (guint i = 0; i < problems->len; i++)
    {
      const GgPhotoProblem *q = problems->pdata[i];

      if (q->side == s->side && q->squad == s->squad)
        json_builder_add_string_value (b, q->text);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
json_problem (JsonBuilder *b, const GgPhotoProblem *q)
{
  g_autofree char *name = g_strdup_printf ("%c%d", q->side, q->squad);

  json_builder_begin_object (b);
  gg_cli_json_string (b, "kind", gg_photo_problem_kind_to_string (q->kind));
  gg_cli_json_string (b, "squad", name);
  if (q->figure != NULL)
    gg_cli_json_string (b, "figure", q->figure);
  if (q->kind == GG_PHOTO_PROBLEM_UNSEEN)
    gg_cli_json_int (b, "figures", q->figures);
  if (q->kind == GG_PHOTO_PROBLEM_TOO_FAR)
    {
      gg_cli_json_double (b, "moved_mm", q->value);
      gg_cli_json_double (b, "allowance_mm", q->limit);
    }
  if (isfinite (q->x))
    {
      gg_cli_json_double (b, "x_mm", q->x);
      gg_cli_json_double (b, "y_mm", q->y);
    }
  gg_cli_json_string (b, "text", q->text);
  json_builder_end_object (b);
}

static int
print_review (const Options *o, const GgPhotoPlacement *p, const double corners[8])
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  gg_cli_json_string (b, "output", o->output);
  gg_cli_json_int (b, "found", p->found);
  gg_cli_json_int (b, "missing", p->missing);
  json_corners (b, corners);
  json_builder_set_member_name (b, "squads");
  json_builder_begin_array (b);
  for (guint i = 0; i < p->squads->len; i++)
    json_squad (b, &g_array_index (p->squads, GgPhotoSquadPlace, i), p->problems);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "problems");
  json_builder_begin_array (b);
  for (guint i = 0; i < p->problems->len; i++)
    json_problem (b, p->problems->pdata[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return gg_cli_json_print (b);
}

/* Finds the corners, places the squads, writes the game (atomically) and prints the review;
 * on any failure nothing is written. */
static int
place (const Options *o, GgGame *game, const char *photo_path, double corners[8])
{
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GgPhotoPlacement) p = NULL;
  g_autofree char *text = NULL;
  GError *error = NULL;

  if (!(photo = gg_photo_load (photo_path, &error)))
    return failed (error);
  if ((o->find_corners && !gg_photo_find_markers (photo, corners, &error)) ||
      !(p = gg_photo_place_squads (game, photo, corners, &error)))
    {
      g_prefix_error (&error, "%s: ", photo_path);
      return failed (error);
    }
  gg_photo_placement_apply (game, p);
  if (!(text = gg_game_to_yaml (game, &error)) ||
      !gg_save_bytes (o->output, text, strlen (text), GG_SAVE_NONE, &error))
    return failed (error);
  return print_review (o, p, corners);
}

int
gg_cli_photo (int argc, char **argv)
{
  g_auto (Options) o = { 0 };
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (GgPhotoPoint));
  g_autoptr (GgGame) game = NULL;
  GError *error = NULL;
  double corners[8], px_per_cm;
  char **args = NULL;
  int status;

  if ((status = parse (argc, argv, &o, &args)) ||
      (status = check_usage (&o, corners, &px_per_cm, points)))
    return status;
  for (int i = 1; i <= 2; i++)
    if (same_file (args[i], o.output))
      {
        g_printerr (_("gigogin-cli photo: the output %s is the input %s itself; nothing was "
                      "written\n"),
                       o.output, args[i]);
        return EXIT_BAD_FILE;
      }
  if (!(game = gg_game_load_file (args[1], &error)))
    return failed (error);
  if (o.place)
    return place (&o, game, args[2], corners);
  if ((status = check_output_size (game, px_per_cm)))
    return status;
  return rectify (&o, game, args[2], corners, px_per_cm, points);
}
