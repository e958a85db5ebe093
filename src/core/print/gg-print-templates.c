/* gg-print-templates.c: templates at 1:1 for the real table, tiled across pages when large.
 *
 * Each template is drawn in its own millimetre coordinates and shown through a window on each
 * page; a template larger than the window is cut into overlapping tiles with alignment marks
 * (lettered crosses that appear on both sheets of an overlap). Tiles the template does not reach
 * are left out. Every template page ends with the 10 cm calibration bar. The last page holds the
 * four corner markers for a photo of the table (gg-photo-markers.h), laid out as they lie on
 * the table seen from side A. */
#include "gg-print-private.h"

#include <math.h>

#include "gg-photo-markers.h"

#define HEAD_H       16.0 /* title and caption */
#define FOOT_H       14.0 /* calibration bar and its note */
#define OVERLAP      12.0 /* shared by neighbouring tiles */
#define BAR_H        4.0
#define LINE_W       0.3
#define RAD(deg)     ((deg) *G_PI / 180.0)
#define MARKER_GAP_X 16.0 /* mm between the markers' sheets, across and down the page */
#define MARKER_GAP_Y 24.0

typedef struct _Template Template;
typedef void (*ShapeFunc) (cairo_t *cr, const Template *t);

struct _Template
{
  char *title;
  char *caption;
  double x0, y0, x1, y1; /* extent, template mm */
  ShapeFunc outline;     /* the cut outline as a path */
  ShapeFunc draw;
  double radius, half_deg, alt_deg;
  double base_front, base_depth; /* the fire-arc gauge's base */
  const double (*rose)[2];
};

typedef struct
{
  Template t;
  guint col, row, n_cols, n_rows, n_tiles, index;
  double ox, oy; /* template point at the window's top-left */
  double win_w, win_h;
} Tile;

static void
tile_free (gpointer data)
{
  Tile *tile = data;

  g_free (tile->t.title);
  g_free (tile->t.caption);
  g_free (tile);
}

static void
outline_style (cairo_t *cr)
{
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, LINE_W);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* Wedges: apex at the origin, opening toward +y (down the page). */

static void
wedge_path (cairo_t *cr, double radius, double half_deg)
{
  cairo_move_to (cr, 0, 0);
  cairo_arc_negative (cr, 0, 0, radius, RAD (90 + half_deg), RAD (90 - half_deg));
  cairo_close_path (cr);
}

static void
wedge_outline (cairo_t *cr, const Template *t)
{
  wedge_path (cr, t->radius, t->half_deg);
}

/* Ticks along the axis: every centimetre, longer and numbered every 5 cm. */
static void
axis_ticks (cairo_t *cr, double length)
{
  outline_style (cr);
  cairo_set_line_width (cr, 0.15);
  cairo_move_to (cr, 0, 0);
  cairo_line_to (cr, 0, length);
  for (int cm = 1; cm * 10 <= length + 1e-6; cm++)
    {
      double half = cm % 5 == 0 ? 2.5 : 1.0;

      cairo_move_to (cr, -half, cm * 10);
      cairo_line_to (cr, half, cm * 10);
      if (cm % 5 == 0)
        {
          g_autofree char *n = g_strdup_printf ("%d", cm);
          _gg_print_text (cr, 3, cm * 10 - 2, n, 6, FALSE, -1);
        }
    }
  cairo_stroke (cr);
}

static void
wedge_draw (cairo_t *cr, const Template *t)
{
  g_autofree char *title = g_markup_escape_text (t->title, -1);

  wedge_path (cr, t->radius, t->half_deg);
  cairo_set_source_rgb (cr, 0.94, 0.94, 0.94);
  cairo_fill_preserve (cr);
  outline_style (cr);
  cairo_stroke (cr);
  axis_ticks (cr, t->radius);
  if (t->alt_deg > 0)
    {
      static const double dash[] = { 2, 1.5 };

      cairo_set_dash (cr, dash, 2, 0);
      wedge_path (cr, t->radius, t->alt_deg);
      cairo_stroke (cr);
    }
  _gg_print_text (cr, -t->radius * sin (RAD (t->half_deg)) * 0.8, t->radius * 0.9, title, 8, TRUE,
                  t->radius * sin (RAD (t->half_deg)) * 0.8 - 4);
}

/* The fire-arc gauge (BG-3.1-f) sits on the front edge of a foot base. */
static void
gauge_draw (cairo_t *cr, const Template *t)
{
  wedge_draw (cr, t);
  cairo_rectangle (cr, -t->base_front / 2, -t->base_depth, t->base_front, t->base_depth);
  outline_style (cr);
  cairo_stroke (cr);
}

static void
circle_outline (cairo_t *cr, const Template *t)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, t->radius, 0, 2 * G_PI);
}

/* The shell circle (BG-4.4-j) in a colour of its own, so a test can find it on the page. */
static void
shell_draw (cairo_t *cr, const Template *t)
{
  circle_outline (cr, t);
  cairo_set_source_rgb (cr, 0xb0 / 255.0, 0, 0);
  cairo_set_line_width (cr, 0.6);
  cairo_stroke (cr);
  outline_style (cr);
  cairo_set_line_width (cr, 0.15);
  cairo_move_to (cr, -3, 0);
  cairo_line_to (cr, 3, 0);
  cairo_move_to (cr, 0, -3);
  cairo_line_to (cr, 0, 3);
  cairo_stroke (cr);
}

static void
rose_point (const Template *t, int face, double *x, double *y)
{
  /* The gun fires up the page: long is -y, bearings turn clockwise. */
  double angle = RAD (t->rose[face][0] - 90);

  *x = t->rose[face][1] * cos (angle);
  *y = t->rose[face][1] * sin (angle);
}

static void
rose_outline (cairo_t *cr, const Template *t)
{
  for (int face = 0; face < 10; face++)
    {
      double x, y;

      rose_point (t, face, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, t->radius, 0, 2 * G_PI);
    }
}

static void
rose_extent (Template *t)
{
  t->x0 = t->y0 = -t->radius - 6;
  t->x1 = t->y1 = t->radius + 6;
  for (int face = 0; face < 10; face++)
    {
      double x, y;

      rose_point (t, face, &x, &y);
      t->x0 = MIN (t->x0, x - t->radius - 4);
      t->x1 = MAX (t->x1, x + t->radius + 4);
      t->y0 = MIN (t->y0, y - t->radius - 4);
      t->y1 = MAX (t->y1, y + t->radius + 4);
    }
}

static void
rose_draw (cairo_t *cr, const Template *t)
{
  outline_style (cr);
  cairo_move_to (cr, 0, t->y1 - 2);
  cairo_line_to (cr, 0, t->y0 + 2);
  cairo_rel_line_to (cr, -2, 4);
  cairo_rel_move_to (cr, 2, -4);
  cairo_rel_line_to (cr, 2, 4);
  cairo_stroke (cr);
  for (int face = 0; face < 10; face++)
    {
      double x, y;
      g_autofree char *n = g_strdup_printf ("%d", face);

      rose_point (t, face, &x, &y);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, t->radius, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.15, 0.3, 0.6);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      _gg_print_text_fit (cr, x - t->radius / 2, y - t->radius / 2, t->radius, t->radius, n, 14);
    }
}

static void
ruler_outline (cairo_t *cr, const Template *t)
{
  cairo_rectangle (cr, 0, 0, 25, t->radius);
}

/* The inch ruler of the d6 rules (D6-GEN-2): quarter-inch ticks, numbered inches. */
static void
ruler_draw (cairo_t *cr, const Template *t)
{
  ruler_outline (cr, t);
  outline_style (cr);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.15);
  for (int q = 1; q * GG_MM_PER_INCH / 4 < t->radius - 1e-6; q++)
    {
      double y = q * GG_MM_PER_INCH / 4;

      cairo_move_to (cr, 0, y);
      cairo_line_to (cr, q % 4 == 0 ? 10 : q % 2 == 0 ? 6 : 3, y);
      if (q % 4 == 0)
        {
          g_autofree char *n = g_strdup_printf ("%d\"", q / 4);
          _gg_print_text (cr, 12, y - 2.5, n, 8, TRUE, -1);
        }
    }
  cairo_stroke (cr);
}

/* Building the list of templates for the job's rule set. */

static Template
wedge (const char *title, const char *caption, double radius, double half_deg)
{
  Template t = { g_strdup (title), g_strdup (caption) };

  /* Wide enough to read, narrow enough that long radii stay within a sheet's width. */
  t.half_deg = MIN (half_deg, asin (MIN (1.0, 85.0 / radius)) * 180 / G_PI);
  t.radius = radius;
  t.x1 = radius * sin (RAD (t.half_deg)) + 4;
  t.x0 = -t.x1;
  t.y0 = -4;
  t.y1 = radius + 4;
  t.outline = wedge_outline;
  t.draw = wedge_draw;
  return t;
}

static char *
scaled_caption (const GgPrintNumbers *n, double mm, const char *rule)
{
  g_autofree char *length = gg_unit_format (GG_UNIT_CM, mm, 2);

  return g_strdup_printf (_("%s on the table at %d mm (distances × %.2f, BG-3.6-b); %s; "
                            "measure from the edge of the base"),
                             length, n->scale, n->factor, rule);
}

static void
add_command_wedges (GPtrArray *list, const GgPrintNumbers *n)
{
  /* the radius as the rulebook gives it, at 20 mm (the caption gives it on this table) */
  static const char *const names[4] = {
    N_ ("Command radius %s: squad leader; commanders without a musician"),
    N_ ("Command radius %s: Cacciatori"),
    N_ ("Command radius %s: commander with a musician"),
    N_ ("Command radius %s: Cacciatori commander with a musician"),
  };

  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *caption = scaled_caption (n, n->command_mm[i], n->command_rule[i]);
      g_autofree char *radius =
        gg_unit_format (GG_UNIT_CM, n->command_mm[i] / (n->factor > 0 ? n->factor : 1), 0);
      g_autofree char *name = g_strdup_printf (_(names[i]), radius);
      Template t = wedge (name, caption, n->command_mm[i], 30);

      g_ptr_array_add (list, g_memdup2 (&t, sizeof t));
    }
}

static void
add_fire_templates (GPtrArray *list, const GgPrintNumbers *n)
{
  g_autofree char *gauge_caption = g_strdup_printf (
    _("Set the notch on the middle of the base's front edge; the arc is %g° either side "
      "(BG-3.1-f)"),
       n->fire_half_deg);
  g_autofree char *cone_caption = g_strdup_printf (
    _("±%g° from the barrel (BG-4.4-g, AMB-45); dashed: ±%g° (11° in all); length: the house "
      "canister range (BG-MISS-03), scaled"),
       n->canister_half_deg, n->canister_alt_deg);
  g_autofree char *gauge_name =
    g_strdup_printf (_("Fire arc gauge, %g° each side"), n->fire_half_deg);
  Template gauge = wedge (gauge_name, gauge_caption, 110, n->fire_half_deg);
  Template cone =
    wedge (_("Canister cone"), cone_caption, n->canister_range_mm, n->canister_half_deg);

  gauge.base_front = n->foot_front;
  gauge.base_depth = n->foot_depth;
  gauge.draw = gauge_draw;
  gauge.y0 = -n->foot_depth - 4;
  cone.alt_deg = n->canister_alt_deg;
  g_ptr_array_add (list, g_memdup2 (&gauge, sizeof gauge));
  g_ptr_array_add (list, g_memdup2 (&cone, sizeof cone));
}

static void
add_shell_templates (GPtrArray *list, const GgPrintNumbers *n)
{
  static const char *const names[3] = {
    N_ ("Scatter rose, cannon with shell"),
    N_ ("Scatter rose, howitzer with shell"),
    N_ ("Scatter rose, mortar with shell"),
  };
  g_autofree char *circle_caption = g_strdup_printf (
    _("Every figure within %.2f cm of the point of fall is rolled for; even hits (BG-4.4-j/k)"),
       n->shell_radius_mm / 10);
  Template circle = { g_strdup (_("Shell circle")), g_steal_pointer (&circle_caption) };

  circle.radius = n->shell_radius_mm;
  circle.x0 = circle.y0 = -circle.radius - 4;
  circle.x1 = circle.y1 = circle.radius + 4;
  circle.outline = circle_outline;
  circle.draw = shell_draw;
  g_ptr_array_add (list, g_memdup2 (&circle, sizeof circle));
  for (guint i = 0; i < 3; i++)
    {
      Template rose = { g_strdup (
        _(names[i])), g_strdup (_("House placeholder, not the rulebook's rose, which is lost "
                                    "(BG-MISS-05, AMB-47): roll a D10, place the circle at that "
                                    "number; the gun fires up the page")) };

      rose.radius = n->shell_radius_mm;
      rose.rose = (const double (*)[2]) n->rose[i];
      rose_extent (&rose);
      rose.outline = rose_outline;
      rose.draw = rose_draw;
      g_ptr_array_add (list, g_memdup2 (&rose, sizeof rose));
    }
}

void
_gg_print_templates_d6 (GPtrArray *list, const GgPrintNumbers *n)
{
  Template command = wedge (_("Command radius 18\""),
                               _("A commander within 18\" adds a movement die and +1 to tests "
                              "(D6-CMD-1, D6-MOVE-6, D6-TEST-M13)"),
                                  n->d6_command_mm, 30);
  Template ruler = { g_strdup (
    _("Inch ruler")), g_strdup (_("All distances of the d6 rules are in inches (D6-GEN-2)")) };

  ruler.radius = n->d6_ruler_in * GG_MM_PER_INCH;
  ruler.x0 = ruler.y0 = -4;
  ruler.x1 = 29;
  ruler.y1 = ruler.radius + 4;
  ruler.outline = ruler_outline;
  ruler.draw = ruler_draw;
  g_ptr_array_add (list, g_memdup2 (&command, sizeof command));
  g_ptr_array_add (list, g_memdup2 (&ruler, sizeof ruler));
}

/* Tiling. */

static guint
n_tiles_along (double extent, double window)
{
  return extent <= window ? 1 : (guint) ceil ((extent - OVERLAP) / (window - OVERLAP));
}

static double
tile_origin (double lo, double hi, double window, guint i, guint n)
{
  if (n == 1)
    return lo - (window - (hi - lo)) / 2;
  return lo + i * (window - OVERLAP);
}

/* Whether any of the template's outline falls inside the tile's window. */
static gboolean
tile_used (GgPrintJob *job, const Tile *tile)
{
  cairo_t *cr = job->measure;
  gboolean used = FALSE;

  cairo_new_path (cr);
  tile->t.outline (cr, &tile->t);
  for (double y = 0; y <= tile->win_h && !used; y += 3)
    for (double x = 0; x <= tile->win_w && !used; x += 3)
      used = cairo_in_fill (cr, tile->ox + x, tile->oy + y) ||
             cairo_in_stroke (cr, tile->ox + x, tile->oy + y);
  cairo_new_path (cr);
  return used;
}

static void draw_template_page (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr);
static void draw_markers_page (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr);

static void
add_tile (GgPrintJob *job, const Template *t, const Tile *proto)
{
  Tile *tile = g_memdup2 (proto, sizeof *proto);
  GgPrintBlock *block;

  tile->t.title = g_strdup (t->title);
  tile->t.caption = g_strdup (t->caption);
  block = _gg_print_add_block (job, _gg_print_text_height (job), draw_template_page);
  block->new_page = TRUE;
  block->data = tile;
  block->free_data = tile_free;
}

static void
tile_template (GgPrintJob *job, const Template *t)
{
  Tile proto = { *t };
  GPtrArray *used = g_ptr_array_new ();

  proto.win_w = _gg_print_text_width (job);
  proto.win_h = _gg_print_text_height (job) - HEAD_H - FOOT_H;
  proto.n_cols = n_tiles_along (t->x1 - t->x0, proto.win_w);
  proto.n_rows = n_tiles_along (t->y1 - t->y0, proto.win_h);
  for (guint r = 0; r < proto.n_rows; r++)
    for (guint c = 0; c < proto.n_cols; c++)
      {
        proto.row = r;
        proto.col = c;
        proto.ox = tile_origin (t->x0, t->x1, proto.win_w, c, proto.n_cols);
        proto.oy = tile_origin (t->y0, t->y1, proto.win_h, r, proto.n_rows);
        if (tile_used (job, &proto))
          g_ptr_array_add (used, g_memdup2 (&proto, sizeof proto));
      }
  for (guint i = 0; i < used->len; i++)
    {
      Tile *tile = g_ptr_array_index (used, i);

      tile->index = i;
      tile->n_tiles = used->len;
      add_tile (job, t, tile);
      g_free (tile);
    }
  g_ptr_array_unref (used);
}

/* La Bella Gigogin's templates: command wedges, fire arcs, shell bursts. */
void
_gg_print_templates_bg (GPtrArray *list, const GgPrintNumbers *n)
{
  add_command_wedges (list, n);
  add_fire_templates (list, n);
  add_shell_templates (list, n);
}

void
_gg_print_build_templates (GgPrintJob *job)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new ();

  _gg_print_sheets (job->numbers.ruleset)->templates (list, &job->numbers);
  for (guint i = 0; i < list->len; i++)
    {
      Template *t = g_ptr_array_index (list, i);

      tile_template (job, t);
      g_free (t->title);
      g_free (t->caption);
      g_free (t);
    }
  _gg_print_add_block (job, _gg_print_text_height (job), draw_markers_page)->new_page = TRUE;
}

/* Drawing a template page. */

static void
alignment_mark (cairo_t *cr, double x, double y, guint n)
{
  g_autofree char *label = g_strdup_printf ("%c%u", 'A' + (n % 26), n / 26 + 1);

  outline_style (cr);
  cairo_set_line_width (cr, 0.2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, 2.5, 0, 2 * G_PI);
  cairo_move_to (cr, x - 4, y);
  cairo_line_to (cr, x + 4, y);
  cairo_move_to (cr, x, y - 4);
  cairo_line_to (cr, x, y + 4);
  cairo_stroke (cr);
  _gg_print_text (cr, x + 3, y + 1, label, 6, TRUE, -1);
}

/* Marks in the middle of every overlap, at the same template points on both sheets. */
static void
alignment_marks (cairo_t *cr, const Tile *tile)
{
  double step_x = tile->win_w - OVERLAP, step_y = tile->win_h - OVERLAP;
  double x0 = tile->t.x0, y0 = tile->t.y0;
  guint n = 0;

  for (guint c = 1; c < tile->n_cols; c++)
    for (guint r = 0; r < tile->n_rows; r++, n++)
      alignment_mark (cr, x0 + c * step_x + OVERLAP / 2, y0 + r * step_y + tile->win_h / 2, n);
  for (guint r = 1; r < tile->n_rows; r++)
    for (guint c = 0; c < tile->n_cols; c++, n++)
      alignment_mark (cr, x0 + c * step_x + tile->win_w / 2, y0 + r * step_y + OVERLAP / 2, n);
}

static void
overlap_lines (cairo_t *cr, const Tile *tile)
{
  static const double dash[] = { 3, 2 };

  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_set_line_width (cr, 0.2);
  cairo_set_dash (cr, dash, 2, 0);
  if (tile->col + 1 < tile->n_cols)
    {
      cairo_move_to (cr, tile->win_w - OVERLAP, 0);
      cairo_rel_line_to (cr, 0, tile->win_h);
    }
  if (tile->row + 1 < tile->n_rows)
    {
      cairo_move_to (cr, 0, tile->win_h - OVERLAP);
      cairo_rel_line_to (cr, tile->win_w, 0);
    }
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_window (cairo_t *cr, const Tile *tile)
{
  cairo_save (cr);
  cairo_translate (cr, 0, HEAD_H);
  cairo_rectangle (cr, 0, 0, tile->win_w, tile->win_h);
  cairo_clip (cr);
  cairo_save (cr);
  cairo_translate (cr, -tile->ox, -tile->oy);
  tile->t.draw (cr, &tile->t);
  if (tile->n_cols * tile->n_rows > 1)
    alignment_marks (cr, tile);
  cairo_restore (cr);
  overlap_lines (cr, tile);
  cairo_restore (cr);
}

static void
draw_heading (cairo_t *cr, const Tile *tile, double width)
{
  g_autofree char *title = g_markup_escape_text (tile->t.title, -1);
  g_autofree char *caption = g_markup_escape_text (tile->t.caption, -1);
  g_autofree char *sheet = NULL;
  double h;

  if (tile->n_tiles > 1)
    {
      g_autofree char *of = g_strdup_printf (_("sheet %u of %u: row %u, column %u"),
                                                tile->index + 1, tile->n_tiles, tile->row + 1,
                                                tile->col + 1);
      sheet = g_strdup_printf ("%s  <span weight=\"normal\">(%s)</span>", title, of);
    }
  h = _gg_print_text (cr, 0, 0, sheet != NULL ? sheet : title, 11, TRUE, width);
  _gg_print_text (cr, 0, h + 0.5, caption, 7, FALSE, width);
}

/* The calibration bar: solid black, exactly GG_PRINT_CALIBRATION_MM long. */
static void
draw_calibration (cairo_t *cr, double width, double bottom)
{
  g_autofree char *note = g_markup_escape_text (
    _("Calibration: this black bar is exactly 10 cm long. If it is not, print again at actual "
      "size, without “fit to page”."),
       -1);

  cairo_set_source_rgb (cr, 0, 0, 0);
  _gg_print_text (cr, 0, bottom - BAR_H - 8.5, note, 7, FALSE, width);
  cairo_rectangle (cr, 0, bottom - BAR_H, GG_PRINT_CALIBRATION_MM, BAR_H);
  cairo_fill (cr);
}

static void
draw_template_page (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  const Tile *tile = block->data;

  draw_heading (cr, tile, block->width);
  draw_window (cr, tile);
  draw_calibration (cr, block->width, block->height);
}

/* The corner markers' page */

static double
draw_markers_heading (cairo_t *cr, double width)
{
  g_autofree char *title = g_markup_escape_text (_("Corner markers for a photo of the table"), -1);
  g_autofree char *how = g_markup_escape_text (
    _("Cut out each marker along its solid lines and lay it face up in its corner of the table: "
      "the cross on the table's corner, the solid edges along the table's edges, as drawn here "
      "(seen from side A). Photograph the table from above with all four in view and nothing "
      "over them; then “Find Markers” in the calibration view (or “gigogin-cli photo GAME PHOTO "
      "--find-corners”) finds the table's corners by itself. Print at actual size; only the two "
      "solid edges of each sheet need cutting exactly."),
       -1);
  double h = _gg_print_text (cr, 0, 0, title, 11, TRUE, width);

  return h + 0.5 + _gg_print_text (cr, 0, h + 0.5, how, 7, FALSE, width);
}

static void
centred_text (cairo_t *cr, double cx, double y, const char *text, double size_pt)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);
  g_autoptr (PangoLayout) layout = _gg_print_layout (cr, markup, size_pt, TRUE, -1);

  _gg_print_text (cr, cx - _gg_print_layout_width (layout) / 2, y, markup, size_pt, TRUE, -1);
}

/* Sheet @corner with its marked corner at (@x, @y), turned as it lies seen from side A: a
 * quarter turn more for each corner counted round from side B's far-left (drawn as printed). */
static void
draw_marker_sheet (cairo_t *cr, guint corner, double x, double y, double label_y)
{
  static const char *const names[] = { N_ ("1 (side A's near-left)"),
                                       N_ ("2 (side A's near-right)"),
                                       N_ ("3 (side B's far-right)"),
                                       N_ ("4 (side B's far-left)") };
  double s = GG_PHOTO_MARKER_SHEET_MM;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, -(corner + 1.0) * G_PI / 2);
  gg_photo_marker_draw (cr, corner);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  centred_text (cr, corner == 0 || corner == 3 ? x + s / 2 : x - s / 2, label_y,
                _(names[corner]), 8);
}

static void
draw_markers_page (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  double s = GG_PHOTO_MARKER_SHEET_MM, grid_w = 2 * s + MARKER_GAP_X;
  double x0 = (block->width - grid_w) / 2, x1 = x0 + grid_w;
  double y0 = draw_markers_heading (cr, block->width) + 14, y1 = y0 + 2 * s + MARKER_GAP_Y;

  cairo_set_source_rgb (cr, 0, 0, 0);
  centred_text (cr, block->width / 2, y0 - 7, _("Side B's edge of the table"), 8);
  centred_text (cr, block->width / 2, y1 + 3, _("Side A's edge of the table"), 8);
  draw_marker_sheet (cr, 3, x0, y0, y0 + s + 2);
  draw_marker_sheet (cr, 2, x1, y0, y0 + s + 2);
  draw_marker_sheet (cr, 0, x0, y1, y1 - s - 6);
  draw_marker_sheet (cr, 1, x1, y1, y1 - s - 6);
  draw_calibration (cr, block->width, block->height);
}
