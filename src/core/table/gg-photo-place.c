/* gg-photo-place.c: squad markers' codes, and placing the squads from a photo. */
#include "gg-photo-place.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-document.h"
#include "gg-photo-snap.h"
#include "gg-photo-tags.h"
#include "gg-table-rules.h"

int
gg_squad_marker_code (char side, int squad, gboolean behind)
{
  if ((side != 'A' && side != 'B') || squad < 1 || squad > GG_SQUAD_MAX_NUMBER)
    return -1;
  return (side == 'B' ? GG_SQUAD_CODES_PER_SIDE : 0) + 2 * (squad - 1) + (behind ? 1 : 0);
}

gboolean
gg_squad_marker_from_code (int code, char *side, int *squad, gboolean *behind)
{
  if (code < 0 || code >= 2 * GG_SQUAD_CODES_PER_SIDE)
    return FALSE;
  *side = code < GG_SQUAD_CODES_PER_SIDE ? 'A' : 'B';
  code %= GG_SQUAD_CODES_PER_SIDE;
  *squad = code / 2 + 1;
  *behind = code % 2;
  return TRUE;
}

/* Placing */

#define RECTIFY_PX_MM 1.0 /* the rectified table the bases are snapped in */
#define CODE_SIZES_MM \
  {                   \
    30.0, 40.0        \
  }
#define CODE_MISFIT 0.15 /* a code whose size is this far from 30 or 40 mm is no marker */

/* Where the camera was (table mm, z up) from a calibration's homography, taking the photo's
 * centre as the lens's axis and square pixels (Zhang, 2000, section 3.1). FALSE if the
 * homography says nothing of it (a photo taken straight down). */
static gboolean
camera_centre (const GgHomography *table_to_photo, int width, int height, double centre[3])
{
  const double *m = table_to_photo->m;
  double cx = width / 2.0, cy = height / 2.0;
  /* the homography with the photo's centre at the origin, by columns */
  double h[3][3], f2, f, r1[3], r2[3], r3[3], t[3], l1, l2, l;

  for (int c = 0; c < 3; c++)
    {
      h[c][0] = m[c] - cx * m[6 + c];
      h[c][1] = m[3 + c] - cy * m[6 + c];
      h[c][2] = m[6 + c];
    }
  /* r1 · r2 = 0 and |r1| = |r2| with r = K⁻¹ h, K = diag (f, f, 1): two equations in 1 / f²,
   * solved together (a camera square to the table's x leaves the first one empty) */
  {
    double a1 = h[0][0] * h[1][0] + h[0][1] * h[1][1], b1 = -h[0][2] * h[1][2];
    double a2 = h[0][0] * h[0][0] + h[0][1] * h[0][1] - h[1][0] * h[1][0] - h[1][1] * h[1][1];
    double b2 = h[1][2] * h[1][2] - h[0][2] * h[0][2],
           g = (a1 * b1 + a2 * b2) / (a1 * a1 + a2 * a2);

    if (!(g > 0))
      return FALSE;
    f2 = 1 / g;
  }
  f = sqrt (f2);
  for (int i = 0; i < 3; i++)
    {
      double k = i < 2 ? 1 / f : 1;

      r1[i] = h[0][i] * k, r2[i] = h[1][i] * k, t[i] = h[2][i] * k;
    }
  l1 = sqrt (r1[0] * r1[0] + r1[1] * r1[1] + r1[2] * r1[2]);
  l2 = sqrt (r2[0] * r2[0] + r2[1] * r2[1] + r2[2] * r2[2]);
  l = (l1 + l2) / 2;
  if (t[2] < 0)
    l = -l; /* the table lies in front of the camera */
  for (int i = 0; i < 3; i++)
    r1[i] /= l, r2[i] /= l, t[i] /= l;
  r3[0] = r1[1] * r2[2] - r1[2] * r2[1];
  r3[1] = r1[2] * r2[0] - r1[0] * r2[2];
  r3[2] = r1[0] * r2[1] - r1[1] * r2[0];
  /* C = −Rᵀ t, R's columns r1 r2 r3 */
  centre[0] = -(r1[0] * t[0] + r1[1] * t[1] + r1[2] * t[2]);
  centre[1] = -(r2[0] * t[0] + r2[1] * t[1] + r2[2] * t[2]);
  centre[2] = -(r3[0] * t[0] + r3[1] * t[1] + r3[2] * t[2]);
  if (centre[2] < 0)
    centre[2] = -centre[2];
  return isfinite (centre[0]) && isfinite (centre[1]) && centre[2] > 0;
}

const char *
gg_photo_problem_kind_to_string (GgPhotoProblemKind kind)
{
  switch (kind)
    {
    case GG_PHOTO_PROBLEM_NOT_FOUND:
      return "not-found";
    case GG_PHOTO_PROBLEM_TOO_FAR:
      return "too-far";
    case GG_PHOTO_PROBLEM_NO_BASE:
      return "no-base";
    case GG_PHOTO_PROBLEM_NO_FIGURE:
      return "no-figure";
    case GG_PHOTO_PROBLEM_UNSEEN:
      return "bases-unseen";
    }
  g_return_val_if_reached ("");
}

static void
problem_free (GgPhotoProblem *p)
{
  g_free (p->figure);
  g_free (p->text);
  g_free (p);
}

/* Adds a problem of @kind about squad @side @squad, its sentence made from @format. */
static GgPhotoProblem *add_problem (GPtrArray *problems, GgPhotoProblemKind kind, char side,
                                    int squad, const char *format, ...) G_GNUC_PRINTF (5, 6);
static GgPhotoProblem *
add_problem (GPtrArray *problems, GgPhotoProblemKind kind, char side, int squad, const char *format,
             ...)
{
  GgPhotoProblem *p = g_new0 (GgPhotoProblem, 1);
  va_list args;

  p->kind = kind;
  p->side = side;
  p->squad = squad;
  p->x = p->y = NAN;
  va_start (args, format);
  p->text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, p);
  return p;
}

void
gg_photo_placement_free (GgPhotoPlacement *placement)
{
  if (placement == NULL)
    return;
  for (guint i = 0; i < placement->squads->len; i++)
    g_free (g_array_index (placement->squads, GgPhotoSquadPlace, i).leader);
  g_array_unref (placement->squads);
  g_ptr_array_unref (placement->figures);
  g_ptr_array_unref (placement->problems);
  g_free (placement);
}

static int
squad_key (char side, int squad)
{
  return (side == 'B' ? 100000 : 0) + squad;
}

/* The game's squads (side, number) with their figures, leader first. */
static GHashTable *
game_squads (GgGame *game)
{
  GHashTable *squads =
    g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, (GDestroyNotify) g_ptr_array_unref);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      gpointer key = GINT_TO_POINTER (squad_key (f->side, f->squad));
      GPtrArray *members;

      if (f->squad <= 0)
        continue;
      if (!(members = g_hash_table_lookup (squads, key)))
        g_hash_table_insert (squads, key, members = g_ptr_array_new ());
      if (f->role != NULL && f->role[0] == 'L' &&
          !(members->len > 0 && ((GgFigure *) members->pdata[0])->role != NULL &&
            ((GgFigure *) members->pdata[0])->role[0] == 'L'))
        g_ptr_array_insert (members, 0, f);
      else
        g_ptr_array_add (members, f);
    }
  return squads;
}

static double
base_depth (const GgBase *b)
{
  return b->shape == GG_BASE_ROUND ? b->diameter : b->depth;
}

static double
angle_diff (double a, double b)
{
  return remainder (a - b, 360.0);
}

/* The card's code on the table: its centre, its arrow's compass bearing, its side (mm). */
static void
code_on_table (const GgPhotoTag *tag, const GgHomography *to_table, double centre[2],
               double *facing, double *side)
{
  double t[8], up[2], right[2];

  for (int k = 0; k < 4; k++)
    gg_homography_apply (to_table, tag->corners[2 * k], tag->corners[2 * k + 1], &t[2 * k],
                         &t[2 * k + 1]);
  /* the diagonals cross at the square's centre */
  {
    double ax = t[0], ay = t[1], bx = t[4] - t[0], by = t[5] - t[1];
    double cx = t[2], cy = t[3], dx = t[6] - t[2], dy = t[7] - t[3];
    double den = bx * dy - by * dx, s = ((cx - ax) * dy - (cy - ay) * dx) / den;

    centre[0] = ax + s * bx;
    centre[1] = ay + s * by;
  }
  /* up: from the bottom edge's middle to the top's; right: from the left edge's to the right's,
   * turned a quarter back; both together */
  up[0] = (t[4] + t[6] - t[0] - t[2]) / 2, up[1] = (t[5] + t[7] - t[1] - t[3]) / 2;
  right[0] = (t[2] + t[4] - t[0] - t[6]) / 2, right[1] = (t[3] + t[5] - t[1] - t[7]) / 2;
  *facing = fmod (atan2 (up[0] - right[1], up[1] + right[0]) * 180 / G_PI + 360, 360);
  *side = (hypot (up[0], up[1]) + hypot (right[0], right[1])) / 2;
}

static double
nearest_code_size (double side)
{
  const double sizes[] = CODE_SIZES_MM;
  double best = sizes[0];

  for (guint i = 1; i < G_N_ELEMENTS (sizes); i++)
    if (fabs (side - sizes[i]) < fabs (side - best))
      best = sizes[i];
  return best;
}

/* Photo pixels a mm at table point (@x, @y): the smaller of the two directions. */
static double
px_per_mm_at (const GgHomography *h, double x, double y)
{
  double u0, v0, u1, v1, u2, v2;

  gg_homography_apply (h, x, y, &u0, &v0);
  gg_homography_apply (h, x + 1, y, &u1, &v1);
  gg_homography_apply (h, x, y + 1, &u2, &v2);
  return MIN (hypot (u1 - u0, v1 - v0), hypot (u2 - u0, v2 - v0));
}

/* The tags that are squad markers of the game's, checked: each squad once, each code once. */
static gboolean
check_tags (GArray *tags, GHashTable *squads, GError **error)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  if (tags->len == 0)
    {
      g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS,
                   _("no squad marker is in the photo (print them with “gigogin-cli print "
                     "--squad-markers”)"));
      return FALSE;
    }
  for (guint i = 0; i < tags->len; i++)
    {
      const GgPhotoTag *t = &g_array_index (tags, GgPhotoTag, i);
      char side;
      int squad;
      gboolean behind;
      gpointer key, other;

      if (!gg_squad_marker_from_code (t->id, &side, &squad, &behind) ||
          !g_hash_table_contains (squads, GINT_TO_POINTER (squad_key (side, squad))))
        {
          if (gg_squad_marker_from_code (t->id, &side, &squad, &behind))
            g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS,
                         _("code %d is squad %c%d's, and the game has no squad %c%d"), t->id, side,
                            squad, side, squad);
          else
            g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS,
                         _("code %d is no squad marker's"), t->id);
          return FALSE;
        }
      key = GINT_TO_POINTER (squad_key (side, squad));
      if ((other = g_hash_table_lookup (seen, key)))
        {
          if (GPOINTER_TO_INT (other) - 1 == t->id)
            g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS,
                         _("squad %c%d's code %d is in the photo twice"), side, squad, t->id);
          else
            g_set_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS,
                         _("squad %c%d has both its cards in the photo, “in front” and "
                           "“behind”: lay only the one on the photographer's side"),
                            side, squad);
          return FALSE;
        }
      g_hash_table_insert (seen, key, GINT_TO_POINTER (t->id + 1));
    }
  return TRUE;
}

static GgPhotoSquadPlace *
squad_of (GgPhotoPlacement *p, char side, int squad)
{
  for (guint i = 0; i < p->squads->len; i++)
    {
      GgPhotoSquadPlace *s = &g_array_index (p->squads, GgPhotoSquadPlace, i);

      if (s->side == side && s->squad == squad)
        return s;
    }
  return NULL;
}

static int
by_squad (gconstpointer a, gconstpointer b)
{
  const GgPhotoSquadPlace *x = a, *y = b;

  return x->side != y->side ? x->side - y->side : x->squad - y->squad;
}

/* The leader's base from the card read in @tag. */
static void
place_leader (GgPhotoPlacement *p, GgPhotoSquadPlace *s, const GgPhotoTag *tag, gboolean behind)
{
  double centre[2], facing, side, reach, fx, fy;

  code_on_table (tag, &p->calibration.to_table, centre, &facing, &side);
  s->found = TRUE;
  s->behind = behind;
  s->code = tag->id;
  s->code_mm = nearest_code_size (side);
  s->margin = tag->margin;
  s->seen_px_mm = px_per_mm_at (&p->calibration.h, centre[0], centre[1]);
  reach = GG_SQUAD_CARD_REACH (s->code_mm) + base_depth (&s->before) / 2;
  fx = sin (facing * G_PI / 180), fy = cos (facing * G_PI / 180);
  s->after = s->before;
  s->after.facing = facing;
  s->after.centre.x = centre[0] + (behind ? reach : -reach) * fx;
  s->after.centre.y = centre[1] + (behind ? reach : -reach) * fy;
  s->moved_mm =
    hypot (s->after.centre.x - s->before.centre.x, s->after.centre.y - s->before.centre.y);
  s->error_mm = hypot (GG_PHOTO_CARD_TOLERANCE_MM, p->calibration.error_mm);
  s->turned_deg = angle_diff (s->after.facing, s->before.facing);
}

/* The photo's colour at table point (@x, @y), bilinear; FALSE outside the photo. */
static gboolean
colour_at (GdkPixbuf *photo, const GgHomography *h, double x, double y, double rgb[3])
{
  const guint8 *px = gdk_pixbuf_read_pixels (photo);
  int w = gdk_pixbuf_get_width (photo), hh = gdk_pixbuf_get_height (photo);
  int stride = gdk_pixbuf_get_rowstride (photo), n = gdk_pixbuf_get_n_channels (photo), i, j;
  double u, v, a, b;

  gg_homography_apply (h, x, y, &u, &v);
  u -= 0.5, v -= 0.5;
  i = (int) floor (u), j = (int) floor (v);
  if (!(i >= 0 && j >= 0 && i + 1 < w && j + 1 < hh))
    return FALSE;
  a = u - i, b = v - j;
  for (int c = 0; c < 3; c++)
    {
      const guint8 *q = px + (gsize) j * stride + (gsize) i * n + c;

      rgb[c] = (1 - b) * ((1 - a) * q[0] + a * q[n]) +
               b * ((1 - a) * q[stride] + a * q[stride + n]);
    }
  return TRUE;
}

/* A base's foot, from where its photographed top was snapped to: the base's edge nearest the
 * camera stands on the table and nothing of the figure lies beyond it, so it is where the base
 * ends going from its middle toward the camera, to a fraction of a photo pixel; the centre lies
 * the base's half extent in that direction behind it. Across that direction the snapped centre
 * stands. FALSE (the base unchanged) if no clear edge is there. */
#define FOOT_STEP    0.2  /* mm along the profile */
#define FOOT_BEYOND  14.0 /* mm past the base's half extent that the edge may lie */
#define FOOT_LATERAL 5    /* samples across the profile */
#define FOOT_LEVELS  2.5  /* mm either side of the fall where its two levels are taken */
static gboolean
refine_foot (GdkPixbuf *photo, const GgPhotoPlacement *p, GgBase *b)
{
  double ux = p->camera[0] - b->centre.x, uy = p->camera[1] - b->centre.y, n = hypot (ux, uy);
  double fx = sin (b->facing * G_PI / 180), fy = cos (b->facing * G_PI / 180), half, width;
  double cloth[3] = { 0, 0, 0 }, inside = 0, edge = NAN, last = 0;
  int n_cloth = 0, n_inside = 0, steps;
  g_autofree double *profile = NULL;

  if (!(n > 0) || !isfinite (n))
    return FALSE;
  ux /= n, uy /= n;
  half = b->shape == GG_BASE_ROUND
           ? b->diameter / 2
           : (b->front * fabs (ux * fy - uy * fx) + b->depth * fabs (ux * fx + uy * fy)) / 2;
  width = (b->shape == GG_BASE_ROUND ? b->diameter : MIN (b->front, b->depth)) * 0.3;
  steps = (int) ((half + FOOT_BEYOND) / FOOT_STEP);
  /* the cloth: beyond the farthest the edge may lie, toward the camera */
  for (int k = -2; k <= 2; k++)
    for (double t = half + FOOT_BEYOND; t < half + FOOT_BEYOND + 4; t += 1)
      {
        double rgb[3];

        if (colour_at (photo, &p->calibration.h, b->centre.x + ux * t - uy * k * 2,
                       b->centre.y + uy * t + ux * k * 2, rgb))
          for (int c = 0; c < 3; c++)
            cloth[c] += rgb[c], n_cloth += c == 0;
      }
  if (n_cloth == 0)
    return FALSE;
  for (int c = 0; c < 3; c++)
    cloth[c] /= n_cloth;
  profile = g_new0 (double, steps + 1);
  for (int s = 0; s <= steps; s++)
    {
      double t = s * FOOT_STEP, sum = 0;

      for (int k = 0; k < FOOT_LATERAL; k++)
        {
          double off = width * (k / (FOOT_LATERAL - 1.0) - 0.5), rgb[3];

          if (!colour_at (photo, &p->calibration.h, b->centre.x + ux * t - uy * off,
                          b->centre.y + uy * t + ux * off, rgb))
            return FALSE;
          sum += sqrt ((rgb[0] - cloth[0]) * (rgb[0] - cloth[0]) +
                       (rgb[1] - cloth[1]) * (rgb[1] - cloth[1]) +
                       (rgb[2] - cloth[2]) * (rgb[2] - cloth[2]));
        }
      profile[s] = sum / FOOT_LATERAL;
    }
  /* the base's own contrast: the middle half of the way to its nominal edge */
  for (int s = 0; s * FOOT_STEP < half * 0.5; s++)
    inside += profile[s], n_inside++;
  inside /= MAX (n_inside, 1);
  if (inside < GG_PHOTO_SNAP_MIN_CONTRAST)
    return FALSE;
  /* from the middle out, the first fall to the cloth (below half the least contrast a base
   * has); then the edge is where the profile crosses halfway between its levels on either side
   * of that fall */
  last = profile[0];
  for (int s = 1; s <= steps; s++)
    {
      if (profile[s] < GG_PHOTO_SNAP_MIN_CONTRAST / 2 && last >= GG_PHOTO_SNAP_MIN_CONTRAST / 2)
        {
          int w = (int) (FOOT_LEVELS / FOOT_STEP), lo_s = MAX (0, s - 1 - w),
              hi_s = MIN (steps, s + w);
          double hi = 0, lo = G_MAXDOUBLE, mid;

          for (int k = lo_s; k < s; k++)
            hi = MAX (hi, profile[k]);
          for (int k = s; k <= hi_s; k++)
            lo = MIN (lo, profile[k]);
          mid = (hi + lo) / 2;
          for (int k = lo_s + 1; k <= hi_s; k++)
            if (profile[k] < mid && profile[k - 1] >= mid)
              {
                edge = (k - 1 + (profile[k - 1] - mid) / (profile[k - 1] - profile[k])) * FOOT_STEP;
                break;
              }
          break;
        }
      last = profile[s];
    }
  if (!isfinite (edge))
    return FALSE;
  b->centre.x += ux * (edge - half);
  b->centre.y += uy * (edge - half);
  return TRUE;
}

/* The other figures of a found squad: moved and turned with the leader, then snapped to the
 * photographed bases in @rectified, each snapped centre brought back from the base's top to
 * its foot. */
static void
place_followers (GgPhotoPlacement *p, GgPhotoSquadPlace *s, GPtrArray *members, GdkPixbuf *photo,
                 cairo_surface_t *rectified, double table_depth)
{
  double turn = s->turned_deg * G_PI / 180, c = cos (turn), sn = sin (turn);
  g_autoptr (GArray) bases = g_array_new (FALSE, FALSE, sizeof (GgBase));
  g_autofree GgBase *predicted = NULL;

  for (guint i = 1; i < members->len; i++)
    {
      const GgFigure *f = members->pdata[i];
      GgBase b = f->base;
      double dx = f->base.centre.x - s->before.centre.x, dy = f->base.centre.y - s->before.centre.y;

      /* compass bearings turn clockwise: (dx, dy) turned by +turn */
      b.centre.x = s->after.centre.x + c * dx + sn * dy;
      b.centre.y = s->after.centre.y - sn * dx + c * dy;
      b.facing = fmod (f->base.facing + s->turned_deg + 360, 360);
      g_array_append_val (bases, b);
    }
  predicted = g_memdup2 (bases->data, bases->len * sizeof (GgBase));
  {
    g_autofree GgBase *all = g_new (GgBase, bases->len + 1);

    /* the leader's photographed base is snapped too, so that no other figure takes it; he
     * himself stays where his card puts him, which measures better (docs/photo.md), and where
     * his base is seen says how far the card lies from it */
    all[0] = s->after;
    memcpy (all + 1, bases->data, bases->len * sizeof (GgBase));
    gg_photo_snap_bases (rectified, RECTIFY_PX_MM, table_depth, all, bases->len + 1);
    memcpy (bases->data, all + 1, bases->len * sizeof (GgBase));
    if ((all[0].centre.x != s->after.centre.x || all[0].centre.y != s->after.centre.y) &&
        isfinite (p->camera[0]) && refine_foot (photo, p, &all[0]))
      {
        s->base_seen = TRUE;
        s->base_x = all[0].centre.x;
        s->base_y = all[0].centre.y;
        s->card_vs_base_mm = hypot (s->base_x - s->after.centre.x, s->base_y - s->after.centre.y);
      }
  }
  if (bases->len > 0)
    {
      guint first_problem = p->problems->len;

      for (guint i = 0; i < bases->len; i++)
        {
          GgBase *b = &g_array_index (bases, GgBase, i);
          const GgFigure *f = members->pdata[i + 1];

          if (b->centre.x == predicted[i].centre.x && b->centre.y == predicted[i].centre.y)
            {
              GgPhotoProblem *q =
                add_problem (p->problems, GG_PHOTO_PROBLEM_NO_BASE, s->side, s->squad,
                             _("%s (squad %c%d): no base in the photo where the figure should "
                               "stand; moved with its leader"),
                                f->id, s->side, s->squad);

              q->figure = g_strdup (f->id);
              q->x = b->centre.x, q->y = b->centre.y;
              continue;
            }
          s->snapped++;
          if (isfinite (p->camera[0]) && !refine_foot (photo, p, b))
            {
              double k = GG_PHOTO_BASE_HEIGHT / p->camera[2];

              b->centre.x += (p->camera[0] - b->centre.x) * k;
              b->centre.y += (p->camera[1] - b->centre.y) * k;
            }
        }
      /* not one base seen of several: the squad's bases, not its figures, are what the photo
       * lacks, and one sentence says so */
      if (s->snapped == 0 && bases->len >= 2)
        {
          GgPhotoProblem *q;

          g_ptr_array_remove_range (p->problems, first_problem, p->problems->len - first_problem);
          q = add_problem (p->problems, GG_PHOTO_PROBLEM_UNSEEN, s->side, s->squad,
                           _("squad %c%d: none of its bases can be told apart from the table "
                             "in the photo; its %u other figures moved with the leader, not "
                             "onto their bases"),
                              s->side, s->squad, bases->len);
          q->figures = bases->len;
        }
    }
  for (guint i = 0; i < bases->len; i++)
    {
      GgFigure *copy = gg_figure_copy (members->pdata[i + 1]);

      copy->base = g_array_index (bases, GgBase, i);
      g_ptr_array_add (p->figures, copy);
    }
}

/* Bases with no figure: around each squad found, the rectified photo is searched for bases
 * (gg_photo_find_bases, with the leader's base for their size) that no figure of the game
 * stands on once placed. What is not a base is left out: a card (white on the cloth), and the
 * standing figures themselves, which the rectified photo draws lying away from the camera over
 * a length their height sets (up to GG_PHOTO_FIGURE_HEIGHT). */
#define GG_PHOTO_FIGURE_HEIGHT 45.0 /* mm: the tallest figure on a base, for its image's length */
#define SEARCH_AROUND          1.5  /* bases beyond the squad's farthest figure */

typedef struct
{
  double x, y, reach; /* a card's code centre and how far the card reaches from it (mm) */
} Card;

/* Whether (@x, @y) lies on a base of @bases or on the image of its standing figure. */
static gboolean
claimed (const GgPhotoPlacement *p, const GArray *bases, double x, double y, double size)
{
  for (guint i = 0; i < bases->len; i++)
    {
      const GgBase *b = &g_array_index (bases, GgBase, i);
      double bx = b->centre.x, by = b->centre.y, ex = bx, ey = by, t, d2, l2, r;

      r = MAX (size, b->shape == GG_BASE_ROUND ? b->diameter : MAX (b->front, b->depth));
      if (isfinite (p->camera[0]) && p->camera[2] > GG_PHOTO_FIGURE_HEIGHT)
        {
          /* the figure's top, seen through to the table: away from the camera */
          double k = GG_PHOTO_FIGURE_HEIGHT / (p->camera[2] - GG_PHOTO_FIGURE_HEIGHT);

          ex = bx + (bx - p->camera[0]) * k;
          ey = by + (by - p->camera[1]) * k;
        }
      l2 = (ex - bx) * (ex - bx) + (ey - by) * (ey - by);
      t = l2 > 0 ? CLAMP (((x - bx) * (ex - bx) + (y - by) * (ey - by)) / l2, 0, 1) : 0;
      d2 = (bx + t * (ex - bx) - x) * (bx + t * (ex - bx) - x) +
           (by + t * (ey - by) - y) * (by + t * (ey - by) - y);
      /* on the base, or on the figure's image: narrower than its base */
      if (hypot (x - bx, y - by) < r || d2 < 0.36 * r * r)
        return TRUE;
    }
  return FALSE;
}

/* Whether what was found at @b stands up like a figure on a base, and is not a flat thing (a
 * card, a hand on one): beside it, across the camera's line of sight, lies the cloth, and
 * beyond it, along that line, the figure's image differs from the cloth. */
static gboolean
stands_up (GdkPixbuf *photo, const GgPhotoPlacement *p, const GgBase *b)
{
  double ux = b->centre.x - p->camera[0], uy = b->centre.y - p->camera[1], n = hypot (ux, uy);
  double half = (b->shape == GG_BASE_ROUND ? b->diameter : MAX (b->front, b->depth)) / 2;
  double cloth[3] = { 0, 0, 0 }, side = 0, beyond = 0;
  int n_cloth = 0, n_side = 0, n_beyond = 0;

  if (!(n > 0) || !isfinite (n))
    return TRUE;
  ux /= n, uy /= n; /* away from the camera */
  for (int k = -2; k <= 2; k++)
    {
      double rgb[3], t = half + 12, l = k * 3;

      if (colour_at (photo, &p->calibration.h, b->centre.x - ux * t - uy * l,
                     b->centre.y - uy * t + ux * l, rgb))
        for (int c = 0; c < 3; c++)
          cloth[c] += rgb[c], n_cloth += c == 0;
    }
  if (n_cloth == 0)
    return TRUE;
  for (int c = 0; c < 3; c++)
    cloth[c] /= n_cloth;
#define DISTANCE(rgb)                                                                           \
  sqrt ((rgb[0] - cloth[0]) * (rgb[0] - cloth[0]) + (rgb[1] - cloth[1]) * (rgb[1] - cloth[1]) + \
        (rgb[2] - cloth[2]) * (rgb[2] - cloth[2]))
  for (int k = -1; k <= 1; k++)
    for (int sgn = -1; sgn <= 1; sgn += 2)
      {
        double rgb[3], l = sgn * (half + 4), t = k * half / 2;

        if (colour_at (photo, &p->calibration.h, b->centre.x + ux * t - uy * l,
                       b->centre.y + uy * t + ux * l, rgb))
          side += DISTANCE (rgb), n_side++;
      }
  for (int k = 0; k < 3; k++)
    {
      double rgb[3], t = half + 3 + 3 * k;

      if (colour_at (photo, &p->calibration.h, b->centre.x + ux * t, b->centre.y + uy * t, rgb))
        beyond += DISTANCE (rgb), n_beyond++;
    }
#undef DISTANCE
  return n_side > 0 && n_beyond > 0 && side / n_side < GG_PHOTO_SNAP_MIN_CONTRAST &&
         beyond / n_beyond >= GG_PHOTO_SNAP_MIN_CONTRAST;
}

static void
find_unclaimed_bases (GgPhotoPlacement *p, GgGame *game, GHashTable *squads, GArray *cards,
                      GdkPixbuf *photo, cairo_surface_t *rectified)
{
  g_autoptr (GArray) bases = g_array_new (FALSE, FALSE, sizeof (GgBase));
  g_autoptr (GHashTable) placed = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (GgPoint));

  for (guint i = 0; i < p->figures->len; i++)
    g_hash_table_insert (placed, ((GgFigure *) p->figures->pdata[i])->id, p->figures->pdata[i]);
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = game->figures->pdata[i];
      const GgFigure *moved = g_hash_table_lookup (placed, f->id);
      GgBase b = moved ? moved->base : f->base;

      g_array_append_val (bases, b);
    }
  for (guint i = 0; i < p->squads->len; i++)
    {
      const GgPhotoSquadPlace *s = &g_array_index (p->squads, GgPhotoSquadPlace, i);
      GPtrArray *members =
        g_hash_table_lookup (squads, GINT_TO_POINTER (squad_key (s->side, s->squad)));
      double size, far = 0;

      if (!s->found)
        continue;
      size = s->after.shape == GG_BASE_ROUND ? s->after.diameter
                                             : MAX (s->after.front, s->after.depth);
      if (!(size > 0))
        continue;
      for (guint k = 1; k < members->len; k++)
        {
          const GgFigure *m = g_hash_table_lookup (placed, ((GgFigure *) members->pdata[k])->id);

          if (m != NULL)
            far = MAX (far, hypot (m->base.centre.x - s->after.centre.x,
                                   m->base.centre.y - s->after.centre.y));
        }
      far += SEARCH_AROUND * size;
      g_array_set_size (seen, 0);
      gg_photo_find_bases (rectified, RECTIFY_PX_MM, game->depth, &s->after, far, seen);
      for (guint j = 0; j < seen->len; j++)
        {
          GgBase probe = s->after;
          gboolean near_card = FALSE;

          probe.centre = g_array_index (seen, GgPoint, j);
          if (claimed (p, bases, probe.centre.x, probe.centre.y, size))
            continue;
          for (guint c = 0; c < cards->len; c++)
            {
              const Card *card = &g_array_index (cards, Card, c);

              near_card |= hypot (probe.centre.x - card->x, probe.centre.y - card->y) <
                           card->reach + size;
            }
          if (near_card)
            continue;
          /* its foot, as a figure's (place_followers) */
          if (isfinite (p->camera[0]) && !refine_foot (photo, p, &probe))
            {
              double k = GG_PHOTO_BASE_HEIGHT / p->camera[2];

              probe.centre.x += (p->camera[0] - probe.centre.x) * k;
              probe.centre.y += (p->camera[1] - probe.centre.y) * k;
            }
          if (isfinite (p->camera[0]) && !stands_up (photo, p, &probe))
            continue;
          /* a base found has its own figure on it, as the others */
          g_array_append_val (bases, probe);
          {
            GgPhotoProblem *q =
              add_problem (p->problems, GG_PHOTO_PROBLEM_NO_FIGURE, s->side, s->squad,
                           _("a base in the photo beside squad %c%d, at %.0f, %.0f mm, that no "
                               "figure of the game stands on"),
                              s->side, s->squad, probe.centre.x, probe.centre.y);

            q->x = probe.centre.x, q->y = probe.centre.y;
          }
        }
    }
}

/* A squad found further from where the game has it than one move of its leader allows (and
 * further than a card is laid exactly) disagrees with the game. The allowance is the larger
 * one, with or without difficult terrain, so a move the rules might allow is not flagged. */
static void
check_allowance (GgPhotoPlacement *p, GgPhotoSquadPlace *s, GgTableRules *rules, GgGame *game,
                 const GgFigure *leader)
{
  GgPhotoProblem *q;

  if (rules == NULL)
    return;
  s->allowance_mm = MAX (gg_table_rules_move_allowance (rules, game, leader, FALSE, NULL),
                         gg_table_rules_move_allowance (rules, game, leader, TRUE, NULL));
  if (!(s->allowance_mm > 0) || s->moved_mm <= s->allowance_mm + GG_PHOTO_CARD_TOLERANCE_MM)
    return;
  s->too_far = TRUE;
  q = add_problem (p->problems, GG_PHOTO_PROBLEM_TOO_FAR, s->side, s->squad,
                   _("squad %c%d moved %.0f mm, further than its allowance of %.0f mm"), s->side,
                      s->squad, s->moved_mm, s->allowance_mm);
  q->value = s->moved_mm;
  q->limit = s->allowance_mm;
  q->x = s->after.centre.x, q->y = s->after.centre.y;
}

GgPhotoPlacement *
gg_photo_place_squads (GgGame *game, GdkPixbuf *photo, const double corners[8], GError **error)
{
  g_autoptr (GHashTable) squads = game_squads (game);
  g_autoptr (GArray) tags = NULL;
  g_autoptr (GgPhotoPlacement) p = g_new0 (GgPhotoPlacement, 1);
  int width = gdk_pixbuf_get_width (photo), height = gdk_pixbuf_get_height (photo);
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  g_autoptr (GArray) cards = g_array_new (FALSE, FALSE, sizeof (Card));
  cairo_surface_t *rectified = NULL;
  GHashTableIter iter;
  gpointer key, value;

  p->squads = g_array_new (FALSE, TRUE, sizeof (GgPhotoSquadPlace));
  p->figures = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);
  p->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) problem_free);
  if (!gg_photo_calibrate (corners, width, height, game->width, game->depth, NULL, 0,
                           &p->calibration, error))
    return NULL;
  if (!camera_centre (&p->calibration.h, width, height, p->camera))
    p->camera[0] = p->camera[1] = p->camera[2] = NAN;
  tags = gg_photo_find_tags (photo);
  /* a code AprilTag read with a cell corrected, or of a size no card has, is not trusted */
  for (guint i = tags->len; i-- > 0;)
    {
      const GgPhotoTag *t = &g_array_index (tags, GgPhotoTag, i);
      double centre[2], facing, side;

      code_on_table (t, &p->calibration.to_table, centre, &facing, &side);
      if (fabs (side - nearest_code_size (side)) > CODE_MISFIT * nearest_code_size (side) ||
          centre[0] < 0 || centre[1] < 0 || centre[0] > game->width || centre[1] > game->depth)
        g_array_remove_index (tags, i);
    }
  if (!check_tags (tags, squads, error))
    return NULL;
  g_hash_table_iter_init (&iter, squads);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GPtrArray *members = value;
      const GgFigure *leader = members->pdata[0];
      GgPhotoSquadPlace s = { .side = leader->side, .squad = leader->squad, .code = -1 };

      s.leader = g_strdup (leader->id);
      s.before = s.after = leader->base;
      s.figures = members->len;
      g_array_append_val (p->squads, s);
    }
  g_array_sort (p->squads, by_squad);
  for (guint i = 0; i < tags->len; i++)
    {
      const GgPhotoTag *t = &g_array_index (tags, GgPhotoTag, i);
      double centre[2], facing, code;
      char side;
      int number;
      gboolean behind;

      gg_squad_marker_from_code (t->id, &side, &number, &behind);
      place_leader (p, squad_of (p, side, number), t, behind);
      code_on_table (t, &p->calibration.to_table, centre, &facing, &code);
      code = nearest_code_size (code);
      {
        /* the card's farthest corner from its code's centre */
        Card card = { centre[0], centre[1],
                      hypot (GG_SQUAD_CARD_WIDTH (code) / 2, GG_SQUAD_CARD_HEIGHT (code) -
                                                               code / 2 -
                                                               GG_SQUAD_CARD_MARGIN (code)) };

        g_array_append_val (cards, card);
      }
    }
  rectified = gg_photo_rectify (photo, &p->calibration.h, game->width, game->depth, RECTIFY_PX_MM);
  for (guint i = 0; i < p->squads->len; i++)
    {
      GgPhotoSquadPlace *s = &g_array_index (p->squads, GgPhotoSquadPlace, i);
      GPtrArray *members =
        g_hash_table_lookup (squads, GINT_TO_POINTER (squad_key (s->side, s->squad)));
      GgFigure *copy;

      if (!s->found)
        {
          p->missing++;
          add_problem (p->problems, GG_PHOTO_PROBLEM_NOT_FOUND, s->side, s->squad,
                       _("squad %c%d: no card seen (covered, hidden or not laid); not moved"),
                          s->side, s->squad);
          continue;
        }
      p->found++;
      check_allowance (p, s, rules, game, members->pdata[0]);
      copy = gg_figure_copy (members->pdata[0]);
      copy->base = s->after;
      g_ptr_array_add (p->figures, copy);
      place_followers (p, s, members, photo, rectified, game->depth);
    }
  find_unclaimed_bases (p, game, squads, cards, photo, rectified);
  cairo_surface_destroy (rectified);
  return g_steal_pointer (&p);
}

guint
gg_photo_placement_apply (GgGame *game, const GgPhotoPlacement *placement)
{
  guint moved = 0;

  for (guint i = 0; i < placement->figures->len; i++)
    {
      const GgFigure *copy = placement->figures->pdata[i];
      GgFigure *f = gg_game_lookup_figure (game, copy->id);

      if (f != NULL)
        {
          f->base = copy->base;
          moved++;
        }
    }
  return moved;
}

guint
gg_document_place_squads (GgDocument *document, const GgPhotoPlacement *placement,
                          const char *photo_path)
{
  GgGame *game = gg_document_get_game (document);
  g_autofree char *name = g_path_get_basename (photo_path);
  g_autoptr (GString) missing = g_string_new (NULL);
  GgEdit *edit = gg_edit_new (_("Place Squads from Photo"));
  GgLogText *text = gg_log_text_new ();
  guint moved = 0;

  for (guint i = 0; i < placement->figures->len; i++)
    {
      const GgFigure *copy = placement->figures->pdata[i];
      const GgFigure *f = gg_game_lookup_figure (game, copy->id);
      GgFigure *changed;

      if (f == NULL)
        continue;
      changed = gg_figure_copy (f);
      changed->base = copy->base;
      gg_edit_set (edit, GG_COLLECTION_FIGURES, changed);
      moved++;
    }
  for (guint i = 0; i < placement->squads->len; i++)
    {
      const GgPhotoSquadPlace *s = &g_array_index (placement->squads, GgPhotoSquadPlace, i);

      if (!s->found)
        g_string_append_printf (missing, "%s%c%d", missing->len ? ", " : "", s->side, s->squad);
    }
  gg_document_begin_user_action (document, _("Place Squads from Photo"));
  if (moved > 0 && !gg_document_apply (document, edit, NULL))
    moved = 0;
  else if (moved == 0)
    gg_edit_unref (edit);
  gg_log_text_add_message (text, N_ ("Squads placed from the photo %s: %u found, %u figures moved"),
                           name, placement->found, moved);
  if (placement->missing > 0)
    gg_log_text_add_message (text, N_ ("; not found, not moved: %s"), missing->str);
  gg_document_log (document, GG_LOG_NOTE, NULL, text, 0, 0);
  gg_document_end_user_action (document);
  return moved;
}
