/* squad-scene.h: a seeded synthetic phone photo of a table with squads on it, for placing squads
 * from a photo (gg-photo-place.h) with the truth known.
 *
 * The scene: a 180 × 120 cm table (cloth with a seeded texture, the four printed corner markers),
 * squads of 20 mm square bases 3 mm tall with a 25 mm figure on each, every leader with his
 * squad marker card laid as the sheet says (on the photographer's side: "in front" when the
 * leader faces the camera, else "behind"). A pinhole camera GG_SCENE_CAMERA_HEIGHT above the
 * table and GG_SCENE_CAMERA_BACK behind side A's edge (or side B's), aimed at the table's centre,
 * 4000 × 3000 px. The flat things (cloth, markers, cards) are drawn with Cairo on a flat image
 * of the table and seen through the camera (bilinear); bases and figures are then drawn as
 * boxes in perspective, far ones first, so a figure hides what lies behind it. Last: uneven
 * light, lens blur (box passes), noise, and JPEG at quality 85 through GdkPixbuf.
 *
 * The code is independent of gg-photo-place.c: it knows only the card's printed geometry
 * (gg-photo-place.h's macros) and draws the codes with gg_photo_tag_draw(). */
#pragma once

#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib.h>
#include <math.h>
#include <string.h>

#include "gg-photo-markers.h"
#include "gg-photo-place.h"
#include "gg-photo-tags.h"

#define GG_SCENE_FLAT_PX_MM 3.0
#ifndef GG_SCENE_CAMERA_HEIGHT
#define GG_SCENE_CAMERA_HEIGHT 1200.0 /* 35° above the far edge */
#endif
#define GG_SCENE_CAMERA_BACK   500.0
#define GG_SCENE_BASE          20.0 /* mm, square */
#define GG_SCENE_BASE_HEIGHT   3.0
#define GG_SCENE_FIGURE_HEIGHT 25.0
#define GG_SCENE_MAX_FOLLOWERS 5

typedef struct
{
  char side;
  int number;
  double x, y, facing; /* the leader's base centre (mm) and facing (degrees, 0 toward B) */
  gboolean behind;     /* which card lies */
  gboolean covered;    /* a hand lies over half the card */
  gboolean both;       /* both cards lie, the other one on the far side */
  gboolean unseen;     /* the followers' bases and figures are not to be seen: as the cloth */
  double hand_gap, hand_side, hand_turn; /* how a hand laid the card: mm from the base's edge,
                                          * mm sideways, degrees turned (0: exactly) */
  guint n_followers;
  double fx[GG_SCENE_MAX_FOLLOWERS], fy[GG_SCENE_MAX_FOLLOWERS];
} SceneSquad;

typedef struct
{
  double table_w, table_d, code_mm;
  char from;     /* 'A' or 'B': the long side the photo is taken from */
  double cam[3]; /* camera centre, table mm */
  double rot[9]; /* world -> camera rows: right, down, forward */
  double focal, cx, cy;
  int width, height;
  GArray *squads; /* SceneSquad */
} SquadScene;

static void
squad_scene_clear (SquadScene *s)
{
  g_clear_pointer (&s->squads, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SquadScene, squad_scene_clear)

static void
sq_scene_project (const SquadScene *s, double x, double y, double z, double *u, double *v)
{
  double d[3] = { x - s->cam[0], y - s->cam[1], z - s->cam[2] }, c[3];

  for (int i = 0; i < 3; i++)
    c[i] = s->rot[3 * i] * d[0] + s->rot[3 * i + 1] * d[1] + s->rot[3 * i + 2] * d[2];
  *u = s->cx + s->focal * c[0] / c[2];
  *v = s->cy + s->focal * c[1] / c[2];
}

/* Where the ray through photo point (@u, @v) meets the table. */
static void
sq_scene_unproject (const SquadScene *s, double u, double v, double *x, double *y)
{
  double c[3] = { (u - s->cx) / s->focal, (v - s->cy) / s->focal, 1 }, d[3], t;

  for (int i = 0; i < 3; i++)
    d[i] = s->rot[i] * c[0] + s->rot[3 + i] * c[1] + s->rot[6 + i] * c[2];
  t = -s->cam[2] / d[2];
  *x = s->cam[0] + t * d[0];
  *y = s->cam[1] + t * d[1];
}

static void
sq_scene_camera (SquadScene *s)
{
  double f[3], r[3], dn[3], n, lo[2] = { G_MAXDOUBLE, G_MAXDOUBLE },
                               hi[2] = { -G_MAXDOUBLE, -G_MAXDOUBLE };
  const double corners[4][2] = {
    { 0, 0 }, { s->table_w, 0 }, { s->table_w, s->table_d }, { 0, s->table_d }
  };

  s->cam[0] = s->table_w / 2;
  s->cam[1] = s->from == 'A' ? -GG_SCENE_CAMERA_BACK : s->table_d + GG_SCENE_CAMERA_BACK;
  /* GG_SCENE_CAMERA_HEIGHT in the environment (mm) measures other angles: 900 is 28° above the
   * far edge, 690 is 22° */
  s->cam[2] = g_getenv ("GG_SCENE_CAMERA_HEIGHT")
                ? g_ascii_strtod (g_getenv ("GG_SCENE_CAMERA_HEIGHT"), NULL)
                : GG_SCENE_CAMERA_HEIGHT;
  f[0] = s->table_w / 2 - s->cam[0], f[1] = s->table_d / 2 - s->cam[1], f[2] = -s->cam[2];
  n = sqrt (f[0] * f[0] + f[1] * f[1] + f[2] * f[2]);
  for (int i = 0; i < 3; i++)
    f[i] /= n;
  /* right = forward × up, down = forward × right */
  r[0] = f[1], r[1] = -f[0], r[2] = 0;
  n = hypot (r[0], r[1]);
  r[0] /= n, r[1] /= n;
  dn[0] = f[1] * r[2] - f[2] * r[1], dn[1] = f[2] * r[0] - f[0] * r[2],
  dn[2] = f[0] * r[1] - f[1] * r[0];
  memcpy (s->rot, r, sizeof r);
  memcpy (s->rot + 3, dn, sizeof dn);
  memcpy (s->rot + 6, f, sizeof f);
  s->width = 4000, s->height = 3000;
  s->focal = 1, s->cx = 0, s->cy = 0;
  for (int k = 0; k < 4; k++)
    {
      double u, v;

      sq_scene_project (s, corners[k][0], corners[k][1], 0, &u, &v);
      lo[0] = MIN (lo[0], u), lo[1] = MIN (lo[1], v), hi[0] = MAX (hi[0], u),
      hi[1] = MAX (hi[1], v);
    }
  s->focal = MIN (0.47 * s->width / MAX (-lo[0], hi[0]), 0.47 * s->height / MAX (-lo[1], hi[1]));
  s->cx = s->width / 2.0, s->cy = s->height / 2.0;
}

static gboolean
sq_scene_free_at (const SquadScene *s, double x, double y, double clear)
{
  for (guint i = 0; i < s->squads->len; i++)
    {
      const SceneSquad *q = &g_array_index (s->squads, SceneSquad, i);

      if (hypot (q->x - x, q->y - y) < clear)
        return FALSE;
      for (guint k = 0; k < q->n_followers; k++)
        if (hypot (q->fx[k] - x, q->fy[k] - y) < 32)
          return FALSE;
    }
  return TRUE;
}

/* The card's centre line: where the code's centre lies and which way its arrow points. */
static void
sq_scene_card_code_centre (const SquadScene *s, const SceneSquad *q, double *x, double *y)
{
  double fx = sin (q->facing * G_PI / 180), fy = cos (q->facing * G_PI / 180);
  double d = GG_SCENE_BASE / 2 + GG_SQUAD_CARD_REACH (s->code_mm);

  *x = q->x + (q->behind ? -d : d) * fx;
  *y = q->y + (q->behind ? -d : d) * fy;
}

/* @n_squads squads on a grid with seeded offsets, facings all round, 2..5 followers each at
 * 35..70 mm from their leader; the card on the camera's side of each leader. */
static void
squad_scene_init (SquadScene *s, char from, guint n_squads, double code_mm, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  int nx = 8, ny = (n_squads + nx - 1) / nx;

  s->table_w = 1800, s->table_d = 1200, s->code_mm = code_mm, s->from = from;
  s->squads = g_array_new (FALSE, TRUE, sizeof (SceneSquad));
  sq_scene_camera (s);
  for (guint i = 0; i < n_squads; i++)
    {
      SceneSquad q = { .side = i % 2 ? 'B' : 'A', .number = i / 2 + 1 };
      double to_cam;

      q.x = 150 + (s->table_w - 300) * ((i % nx) + 0.5) / nx + g_rand_double_range (rand, -25, 25);
      q.y = 150 + (s->table_d - 300) * ((i / nx) + 0.5) / ny + g_rand_double_range (rand, -25, 25);
      q.facing = fmod (i * 360.0 / n_squads * 7 + g_rand_double_range (rand, -4, 4) + 360, 360);
      /* the front edge is on the camera's side when the leader faces toward the camera */
      to_cam = sin (q.facing * G_PI / 180) * (s->cam[0] - q.x) +
               cos (q.facing * G_PI / 180) * (s->cam[1] - q.y);
      q.behind = to_cam < 0;
      g_array_append_val (s->squads, q);
    }
  /* GG_SCENE_HAND_MM and GG_SCENE_HAND_DEG in the environment: each card laid by hand, up to
   * that many mm off the base's edge (never into it) and sideways, and degrees turned; a rand of
   * its own, so the scene is otherwise the same */
  if (g_getenv ("GG_SCENE_HAND_MM") || g_getenv ("GG_SCENE_HAND_DEG"))
    {
      g_autoptr (GRand) hand = g_rand_new_with_seed (seed ^ 0x4a4du);
      double mm = g_ascii_strtod (
               g_getenv ("GG_SCENE_HAND_MM") ? g_getenv ("GG_SCENE_HAND_MM") : "0", NULL),
             deg = g_ascii_strtod (
               g_getenv ("GG_SCENE_HAND_DEG") ? g_getenv ("GG_SCENE_HAND_DEG") : "0", NULL);

      for (guint i = 0; i < n_squads; i++)
        {
          SceneSquad *q = &g_array_index (s->squads, SceneSquad, i);

          q->hand_gap = g_rand_double_range (hand, 0, mm + 1e-9);
          q->hand_side = g_rand_double_range (hand, -mm, mm + 1e-9);
          q->hand_turn = g_rand_double_range (hand, -deg, deg + 1e-9);
        }
    }
  for (guint i = 0; i < n_squads; i++)
    {
      SceneSquad *q = &g_array_index (s->squads, SceneSquad, i);
      guint want = g_rand_int_range (rand, 2, GG_SCENE_MAX_FOLLOWERS + 1);
      double cx, cy;

      sq_scene_card_code_centre (s, q, &cx, &cy);
      for (int tries = 0; tries < 200 && q->n_followers < want; tries++)
        {
          double a = g_rand_double_range (rand, 0, 2 * G_PI),
                 r = g_rand_double_range (rand, 35, 70);
          double x = q->x + r * sin (a), y = q->y + r * cos (a);

          /* clear of the card and of every other base */
          if (hypot (x - cx, y - cy) < 0.75 * GG_SQUAD_CARD_HEIGHT (s->code_mm) + 15 ||
              !sq_scene_free_at (s, x, y, 32) || x < 40 || y < 40 || x > s->table_w - 40 ||
              y > s->table_d - 40)
            continue;
          q->fx[q->n_followers] = x;
          q->fy[q->n_followers] = y;
          q->n_followers++;
        }
    }
}

/* Table mm on the flat image: x right, side A's edge at the bottom. */
static void
sq_scene_flat_matrix (const SquadScene *s, cairo_t *cr)
{
  cairo_matrix_t m;

  cairo_matrix_init (&m, GG_SCENE_FLAT_PX_MM, 0, 0, -GG_SCENE_FLAT_PX_MM, 0,
                     s->table_d * GG_SCENE_FLAT_PX_MM);
  cairo_set_matrix (cr, &m);
}

static void
sq_scene_draw_card (const SquadScene *s, cairo_t *cr, const SceneSquad *q)
{
  double code = s->code_mm, w = GG_SQUAD_CARD_WIDTH (code), h = GG_SQUAD_CARD_HEIGHT (code);
  double m = GG_SQUAD_CARD_MARGIN (code), strip = GG_SQUAD_CARD_STRIP (code);
  double bx = sin (q->facing * G_PI / 180), by = cos (q->facing * G_PI / 180);
  double fx = sin ((q->facing + q->hand_turn) * G_PI / 180),
         fy = cos ((q->facing + q->hand_turn) * G_PI / 180), rx = fy, ry = -fx;
  /* the middle of the edge it touches, then as the hand laid it: off the edge, sideways */
  double ex = q->x + (q->behind ? -1 : 1) * bx * (GG_SCENE_BASE / 2 + q->hand_gap) +
              by * q->hand_side,
         ey = q->y + (q->behind ? -1 : 1) * by * (GG_SCENE_BASE / 2 + q->hand_gap) -
              bx * q->hand_side;
  double ox = ex - w / 2 * rx + (q->behind ? 0 : h) * fx,
         oy = ey - w / 2 * ry + (q->behind ? 0 : h) * fy;
  cairo_matrix_t card;
  int id = gg_squad_marker_code (q->side, q->number, q->behind);

  /* printed (u right, v down, the arrow up the page) to table mm: u along right, v along −facing */
  cairo_save (cr);
  cairo_matrix_init (&card, rx, ry, -fx, -fy, ox, oy);
  cairo_transform (cr, &card);
  cairo_set_source_rgb (cr, 0.96, 0.96, 0.93);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_translate (cr, m, q->behind ? m : strip + m);
  gg_photo_tag_draw (cr, id, code);
  cairo_restore (cr);
  /* the arrow and the name, as dark marks in the strip */
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_rectangle (cr, 2, (q->behind ? w : 0) + 2, strip - 4, strip - 4);
  cairo_rectangle (cr, strip + 1, (q->behind ? w : 0) + 3, w - strip - 4, 1.5);
  cairo_rectangle (cr, strip + 1, (q->behind ? w : 0) + 6, w - strip - 10, 1.5);
  cairo_fill (cr);
  if (q->covered)
    {
      cairo_set_source_rgb (cr, 0.80, 0.62, 0.52);
      cairo_rectangle (cr, -5, (q->behind ? m : strip + m) - 2, w + 10, code / 2 + 2);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static cairo_surface_t *
sq_scene_flat (const SquadScene *s, guint32 seed)
{
  int fw = (int) (s->table_w * GG_SCENE_FLAT_PX_MM), fh = (int) (s->table_d * GG_SCENE_FLAT_PX_MM);
  cairo_surface_t *flat = cairo_image_surface_create (CAIRO_FORMAT_RGB24, fw, fh);
  cairo_t *cr = cairo_create (flat);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed ^ 0x5eed);

  sq_scene_flat_matrix (s, cr);
  cairo_set_source_rgb (cr, 0.30, 0.50, 0.26);
  cairo_paint (cr);
  /* the cloth's texture: soft blotches of other greens and browns */
  for (int i = 0; i < 1500; i++)
    {
      double g = g_rand_double_range (rand, -0.06, 0.06);

      cairo_set_source_rgba (cr, 0.30 + g, 0.50 + g, 0.26 + g / 2, 0.5);
      cairo_arc (cr, g_rand_double_range (rand, 0, s->table_w),
                 g_rand_double_range (rand, 0, s->table_d), g_rand_double_range (rand, 3, 25), 0,
                 2 * G_PI);
      cairo_fill (cr);
    }
  /* the corner markers, as tests/lib/photo-scene.h lays them: on the flat image (mm, y down)
   * corner k's sheet is turned a quarter more for each corner counted round from side B's
   * far-left, where it lies as printed */
  for (int k = 0; k < 4; k++)
    {
      const double down[4][2] = {
        { 0, s->table_d }, { s->table_w, s->table_d }, { s->table_w, 0 }, { 0, 0 }
      };
      double sheet = GG_PHOTO_MARKER_SHEET_MM;

      cairo_save (cr);
      cairo_identity_matrix (cr);
      cairo_scale (cr, GG_SCENE_FLAT_PX_MM, GG_SCENE_FLAT_PX_MM);
      cairo_translate (cr, down[k][0], down[k][1]);
      cairo_rotate (cr, -(k + 1.0) * G_PI / 2);
      cairo_set_source_rgb (cr, 0.97, 0.97, 0.95);
      cairo_rectangle (cr, 0, 0, sheet, sheet);
      cairo_fill (cr);
      gg_photo_marker_draw (cr, k);
      cairo_restore (cr);
    }
  for (guint i = 0; i < s->squads->len; i++)
    {
      SceneSquad q = g_array_index (s->squads, SceneSquad, i);

      sq_scene_draw_card (s, cr, &q);
      q.behind = !q.behind;
      if (q.both)
        sq_scene_draw_card (s, cr, &q);
    }
  cairo_destroy (cr);
  cairo_surface_flush (flat);
  return flat;
}

static void
sq_scene_sample (const SquadScene *s, cairo_surface_t *flat, guint8 *data, int stride)
{
  const guint8 *fd = cairo_image_surface_get_data (flat);
  int fs = cairo_image_surface_get_stride (flat), fw = cairo_image_surface_get_width (flat),
      fh = cairo_image_surface_get_height (flat);

  for (int v = 0; v < s->height; v++)
    for (int u = 0; u < s->width; u++)
      {
        guint32 *out = (guint32 *) (data + (gsize) v * stride) + u;
        double x, y, fx, fy, ax, ay, acc[3] = { 0, 0, 0 };
        int i, j;

        sq_scene_unproject (s, u + 0.5, v + 0.5, &x, &y);
        fx = x * GG_SCENE_FLAT_PX_MM - 0.5, fy = (s->table_d - y) * GG_SCENE_FLAT_PX_MM - 0.5;
        i = (int) floor (fx), j = (int) floor (fy);
        if (i < 0 || j < 0 || i + 1 >= fw || j + 1 >= fh)
          {
            *out = 0x5a554f; /* the floor */
            continue;
          }
        ax = fx - i, ay = fy - j;
        for (int b = 0; b < 2; b++)
          for (int a = 0; a < 2; a++)
            {
              guint32 p = *((const guint32 *) (fd + (gsize) (j + b) * fs) + i + a);
              double wgt = (a ? ax : 1 - ax) * (b ? ay : 1 - ay);

              acc[0] += wgt * (p >> 16 & 0xff), acc[1] += wgt * (p >> 8 & 0xff),
                acc[2] += wgt * (p & 0xff);
            }
        *out = (guint32) (acc[0] + 0.5) << 16 | (guint32) (acc[1] + 0.5) << 8 |
               (guint32) (acc[2] + 0.5);
      }
}

/* A box standing on the table: footprint @w × @d mm centred on (@x, @y), turned to @facing,
 * from height @z0 to @z1; sides then top, so from above it looks solid. */
static void
sq_scene_box (const SquadScene *s, cairo_t *cr, double x, double y, double facing, double w,
              double d, double z0, double z1, const double rgb[3])
{
  double fx = sin (facing * G_PI / 180), fy = cos (facing * G_PI / 180);
  double px[4], py[4], u[2][4], v[2][4];

  for (int k = 0; k < 4; k++)
    {
      double a = (k == 0 || k == 3) ? -w / 2 : w / 2, b = k < 2 ? -d / 2 : d / 2;

      px[k] = x + a * fy + b * fx, py[k] = y - a * fx + b * fy;
      sq_scene_project (s, px[k], py[k], z0, &u[0][k], &v[0][k]);
      sq_scene_project (s, px[k], py[k], z1, &u[1][k], &v[1][k]);
    }
  cairo_set_source_rgb (cr, rgb[0] * 0.6, rgb[1] * 0.6, rgb[2] * 0.6);
  for (int k = 0; k < 4; k++)
    {
      int l = (k + 1) % 4;

      cairo_move_to (cr, u[0][k], v[0][k]);
      cairo_line_to (cr, u[0][l], v[0][l]);
      cairo_line_to (cr, u[1][l], v[1][l]);
      cairo_line_to (cr, u[1][k], v[1][k]);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  for (int k = 0; k < 4; k++)
    cairo_line_to (cr, u[1][k], v[1][k]);
  cairo_close_path (cr);
  cairo_fill (cr);
}

typedef struct
{
  double x, y, facing, dist;
  char side;
  gboolean unseen;
} SceneFigure;

static int
sq_scene_far_first (gconstpointer a, gconstpointer b)
{
  const SceneFigure *p = a, *q = b;

  return (p->dist < q->dist) - (p->dist > q->dist);
}

static void
sq_scene_figures (const SquadScene *s, cairo_t *cr)
{
  static const double base_rgb[3] = { 0.35, 0.25, 0.15 },
                      coat[2][3] = { { 0.15, 0.2, 0.55 }, { 0.6, 0.15, 0.12 } },
                      face[3] = { 0.85, 0.7, 0.55 };
  g_autoptr (GArray) all = g_array_new (FALSE, FALSE, sizeof (SceneFigure));

  for (guint i = 0; i < s->squads->len; i++)
    {
      const SceneSquad *q = &g_array_index (s->squads, SceneSquad, i);
      SceneFigure f = { q->x, q->y, q->facing, 0, q->side, FALSE };

      g_array_append_val (all, f);
      for (guint k = 0; k < q->n_followers; k++)
        {
          SceneFigure g = { q->fx[k], q->fy[k], q->facing, 0, q->side, q->unseen };

          g_array_append_val (all, g);
        }
    }
  for (guint i = 0; i < all->len; i++)
    {
      SceneFigure *f = &g_array_index (all, SceneFigure, i);

      f->dist = hypot (f->x - s->cam[0], f->y - s->cam[1]);
    }
  g_array_sort (all, sq_scene_far_first);
  for (guint i = 0; i < all->len; i++)
    {
      const SceneFigure *f = &g_array_index (all, SceneFigure, i);
      double top = GG_SCENE_BASE_HEIGHT + GG_SCENE_FIGURE_HEIGHT;

      if (f->unseen) /* shaded boxes of the cloth's colour would still show: none at all */
        continue;
      sq_scene_box (s, cr, f->x, f->y, f->facing, GG_SCENE_BASE, GG_SCENE_BASE, 0,
                    GG_SCENE_BASE_HEIGHT, base_rgb);
      sq_scene_box (s, cr, f->x, f->y, f->facing, 9, 6, GG_SCENE_BASE_HEIGHT, top - 5,
                    coat[f->side == 'B']);
      sq_scene_box (s, cr, f->x, f->y, f->facing, 4, 4, top - 5, top, face);
    }
}

static void
sq_scene_blur_pass (guint8 *data, int w, int h, int stride, gboolean vertical)
{
  int n = vertical ? h : w, lines = vertical ? w : h;
  gsize step = vertical ? (gsize) stride : 3, line_step = vertical ? 3 : (gsize) stride;
  g_autofree guint8 *copy = g_malloc (3 * (gsize) n);

  for (int l = 0; l < lines; l++)
    {
      guint8 *base = data + (gsize) l * line_step;

      for (int i = 0; i < n; i++)
        memcpy (copy + 3 * i, base + (gsize) i * step, 3);
      for (int i = 0; i < n; i++)
        for (int c = 0; c < 3; c++)
          base[(gsize) i * step + c] = (copy[3 * MAX (i - 1, 0) + c] + copy[3 * i + c] +
                                        copy[3 * MIN (i + 1, n - 1) + c] + 1) /
                                       3;
    }
}

/* The photo: light falling off across the table, blur, noise, JPEG 85. */
static GdkPixbuf *
squad_scene_photo (const SquadScene *s, guint32 seed)
{
  cairo_surface_t *flat = sq_scene_flat (s, seed);
  cairo_surface_t *shot = cairo_image_surface_create (CAIRO_FORMAT_RGB24, s->width, s->height);
  GdkPixbuf *raw = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, s->width, s->height), *photo;
  guint8 *data = gdk_pixbuf_get_pixels (raw);
  int stride = gdk_pixbuf_get_rowstride (raw), ss;
  const guint8 *sd;
  guint32 x = seed * 2654435761u | 1;
  cairo_t *cr;
  g_autofree char *jpeg = NULL;
  gsize jpeg_len = 0;
  g_autoptr (GdkPixbufLoader) loader = NULL;
  g_autoptr (GError) error = NULL;

  cairo_surface_flush (shot);
  sq_scene_sample (s, flat, cairo_image_surface_get_data (shot),
                   cairo_image_surface_get_stride (shot));
  cairo_surface_destroy (flat);
  cairo_surface_mark_dirty (shot);
  cr = cairo_create (shot);
  sq_scene_figures (s, cr);
  cairo_destroy (cr);
  cairo_surface_flush (shot);
  sd = cairo_image_surface_get_data (shot);
  ss = cairo_image_surface_get_stride (shot);
  for (int v = 0; v < s->height; v++)
    for (int u = 0; u < s->width; u++)
      {
        guint32 p = *((const guint32 *) (sd + (gsize) v * ss) + u);
        /* a lamp off to one side: 0.7 to 1.05 across the photo */
        double du = (u - 0.3 * s->width) / s->width, dv = (v - 0.2 * s->height) / s->height;
        double light = 1.05 - 0.35 * MIN (1, du * du + dv * dv);
        guint8 *q = data + (gsize) v * stride + 3 * u;

        q[0] = (guint8) MIN (255, (p >> 16 & 0xff) * light);
        q[1] = (guint8) MIN (255, (p >> 8 & 0xff) * light);
        q[2] = (guint8) MIN (255, (p & 0xff) * light);
      }
  cairo_surface_destroy (shot);
  sq_scene_blur_pass (data, s->width, s->height, stride, FALSE);
  sq_scene_blur_pass (data, s->width, s->height, stride, TRUE);
  for (int v = 0; v < s->height; v++)
    for (int i = 0; i < 3 * s->width; i++)
      {
        double g = 0;

        for (int k = 0; k < 4; k++)
          {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            g += x / 4294967296.0 - 0.5;
          }
        data[(gsize) v * stride + i] =
          (guint8) CLAMP (data[(gsize) v * stride + i] + g * 4 * 1.732, 0, 255);
      }
  g_assert_true (
    gdk_pixbuf_save_to_buffer (raw, &jpeg, &jpeg_len, "jpeg", &error, "quality", "85", NULL));
  g_assert_no_error (error);
  g_object_unref (raw);
  /* read back by type: the tests' data folders may hold no MIME database to guess it by */
  loader = gdk_pixbuf_loader_new_with_type ("jpeg", &error);
  g_assert_no_error (error);
  g_assert_true (gdk_pixbuf_loader_write (loader, (const guchar *) jpeg, jpeg_len, &error));
  g_assert_true (gdk_pixbuf_loader_close (loader, &error));
  g_assert_no_error (error);
  photo = g_object_ref (gdk_pixbuf_loader_get_pixbuf (loader));
  return photo;
}
