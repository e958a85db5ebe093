/* Deploy to the table (gg-deploy.h): every formation at every scale, for La Bella Gigogin squads
 * and d6 units; no two bases overlap; bases at their BG-3.2 size; skirmishers within the
 * leader's radius (BG-4.8-a, BG-3.6-b); facings; ids unique when a squad is deployed twice.
 *
 * Overlaps are checked in table coordinates with the separating-axis test on the corners that
 * gg-geometry gives (it measures distances, and 0 there means touching or overlapping); distances
 * are gg-geometry's edge to edge; shapes are checked back in the formation's own frame, where
 * every base is square to the axes. */
#include "core-support.h"
#include "gg-config.h"

#include <glib.h>
#include <math.h>
#include <string.h>

#include "gg-deploy.h"
#include "gg-geometry.h"
#include "gg-ruleset.h"

#define EPS 1e-6

static const int scales[] = { 15, 20, 28 };

static const GgFormation formations[] = {
  GG_FORMATION_SKIRMISH,
  GG_FORMATION_COLUMN,
  GG_FORMATION_MASS,
  GG_FORMATION_LINE,
};

static const double facings[] = { 0, 90, 37.5, 211, -30 };

/* BG-3.2-a…c: foot, mounted, gun (front, depth) by scale. */
static const double sizes[3][3][2] = {
  { { 8, 10 }, { 12, 20 }, { 25, 40 } },
  { { 15, 20 }, { 15, 30 }, { 45, 60 } },
  { { 20, 25 }, { 20, 40 }, { 60, 90 } },
};

static GgRoster *
bg_roster (int scale)
{
  g_autofree char *text = g_strdup_printf (
    "format: gigogin-roster/1\nruleset: bella-gigogin\nname: T\nside: S\nscale: %d\n"
    "companies:\n"
    "  - name: C\n"
    "    platoons:\n"
    "      - name: P\n"
    "        squads:\n"
    "          - number: 1\n"
    "            figures:\n"
    "              - { role: private, count: 4 }\n"
    "              - { role: leader }\n"
    "              - { role: private, count: 5 }\n"
    "          - number: 2\n"
    "            traits: [cacciatori]\n"
    "            figures: [{ role: leader }, { role: private, count: 9 }]\n"
    "          - number: 3\n"
    "            traits: [titubanti]\n"
    "            figures: [{ role: leader }, { role: private, count: 9 }]\n"
    "          - number: 4\n"
    "            figures: [{ role: leader }, { role: private, count: 3 }]\n"
    "          - number: 5\n"
    "            arm: cavalry\n"
    "            figures: [{ role: leader }, { role: private, count: 5, weapon: lance }]\n"
    "          - number: 6\n"
    "            gun: { type: cannon, horses: 2 }\n"
    "            figures: [{ role: leader }, { role: gunner, count: 8 }, { role: driver }]\n"
    "          - number: 7\n"
    "            figures: [{ role: leader }, { role: private, count: 4 }]\n"
    "          - number: 8\n"
    "            figures: [{ role: leader, base: { diameter: 25 } }, { role: private, count: 6 "
    "}]\n",
    scale);
  g_autoptr (GError) error = NULL;
  GgRoster *r = gg_roster_load_data (text, strlen (text), "bg.yaml", &error);

  g_assert_no_error (error);
  return r;
}

static GgRoster *
d6_roster (int scale)
{
  g_autofree char *scale_line = scale ? g_strdup_printf ("scale: %d\n", scale) : g_strdup ("");
  g_autofree char *text = g_strdup_printf (
    "format: gigogin-roster/1\nruleset: d6\nname: T\nside: S\n%snationality: french\n"
    "brigades:\n"
    "  - name: B1\n"
    "    units:\n"
    "      - { name: L, type: line-infantry, figures: 24 }\n"
    "      - { name: V, type: light-infantry, figures: 7 }\n"
    "  - name: B2\n"
    "    units:\n"
    "      - { name: H, type: line-cavalry, figures: 7 }\n"
    "      - { name: G, type: heavy-guns, figures: 6 }\n"
    "      - { name: C, type: command, figures: 1 }\n"
    "      - { name: I, type: line-infantry, figures: 13 }\n",
    scale_line);
  g_autoptr (GError) error = NULL;
  GgRoster *r = gg_roster_load_data (text, strlen (text), "d6.yaml", &error);

  g_assert_no_error (error);
  return r;
}

static GgRosterNode *
squad (GgRoster *r, guint i)
{
  GgRosterNode *c = gg_roster_node_nth (gg_roster_get_root (r), "companies", 0);

  return gg_roster_node_nth (gg_roster_node_nth (c, "platoons", 0), "squads", i);
}

static GgRosterNode *
unit (GgRoster *r, guint brigade, guint i)
{
  GgRosterNode *b = gg_roster_node_nth (gg_roster_get_root (r), "brigades", brigade);

  return gg_roster_node_nth (b, "units", i);
}

/* Geometry for the checks */

typedef struct
{
  double x0, y0, x1, y1; /* the base in the formation's frame */
} Box;

static void
corners (const GgBase *b, GgPoint out[4])
{
  GgBase square = *b;

  if (b->shape == GG_BASE_ROUND) /* its square: a safe stand-in for overlap checks */
    {
      square.shape = GG_BASE_RECT;
      square.front = square.depth = b->diameter;
    }
  gg_base_corners (&square, out);
}

static gboolean
separated_on (const GgPoint a[4], const GgPoint b[4], GgPoint axis)
{
  double a0 = INFINITY, a1 = -INFINITY, b0 = INFINITY, b1 = -INFINITY;

  for (int i = 0; i < 4; i++)
    {
      double pa = a[i].x * axis.x + a[i].y * axis.y, pb = b[i].x * axis.x + b[i].y * axis.y;

      a0 = MIN (a0, pa), a1 = MAX (a1, pa), b0 = MIN (b0, pb), b1 = MAX (b1, pb);
    }
  return a1 <= b0 + EPS || b1 <= a0 + EPS;
}

/* Separating axes: the edge normals of both rectangles. Touching is not overlapping. */
static gboolean
bases_overlap (const GgBase *a, const GgBase *b)
{
  GgPoint ca[4], cb[4];

  corners (a, ca);
  corners (b, cb);
  for (int i = 0; i < 2; i++)
    {
      GgPoint ea = { ca[i + 1].x - ca[i].x, ca[i + 1].y - ca[i].y };
      GgPoint eb = { cb[i + 1].x - cb[i].x, cb[i + 1].y - cb[i].y };

      if (separated_on (ca, cb, (GgPoint){ -ea.y, ea.x }) ||
          separated_on (ca, cb, (GgPoint){ -eb.y, eb.x }))
        return FALSE;
    }
  return TRUE;
}

static double
relative_facing (double figure, double formation)
{
  double r = fmod (figure - formation, 360);

  return r < 0 ? r + 360 : r;
}

/* The base back in the formation's frame (x right, y forward of @p). */
static Box
local_box (const GgFigure *f, const GgDeployPlacement *p)
{
  double t = p->facing * G_PI / 180, dx = f->base.centre.x - p->at.x;
  double dy = f->base.centre.y - p->at.y;
  double x = dx * cos (t) - dy * sin (t), y = dx * sin (t) + dy * cos (t);
  double rel = relative_facing (f->base.facing, p->facing);
  gboolean turned = fabs (fmod (rel, 180) - 90) < 1e-6;
  double w = f->base.shape == GG_BASE_ROUND ? f->base.diameter : f->base.front;
  double h = f->base.shape == GG_BASE_ROUND ? f->base.diameter : f->base.depth;

  if (turned)
    {
      double s = w;

      w = h, h = s;
    }
  return (Box){ x - w / 2, y - h / 2, x + w / 2, y + h / 2 };
}

static double
box_gap (Box a, Box b)
{
  double gx = MAX (0, MAX (a.x0 - b.x1, b.x0 - a.x1));
  double gy = MAX (0, MAX (a.y0 - b.y1, b.y0 - a.y1));

  return hypot (gx, gy);
}

static GPtrArray *
deploy (GgRoster *r, const GgRosterNode *node, GgFormation formation, double facing)
{
  GgDeployPlacement p = { { 600, 400 }, facing, formation, 'A', 0 };
  g_autoptr (GError) error = NULL;
  GPtrArray *figures = gg_deploy_node (r, node, &p, &error);

  g_assert_no_error (error);
  g_assert_nonnull (figures);
  return figures;
}

static void
assert_no_overlap (GPtrArray *figures)
{
  for (guint i = 0; i < figures->len; i++)
    for (guint j = i + 1; j < figures->len; j++)
      {
        GgFigure *a = g_ptr_array_index (figures, i), *b = g_ptr_array_index (figures, j);

        if (bases_overlap (&a->base, &b->base))
          g_error ("%s and %s overlap", a->id, b->id);
      }
}

static void
assert_ids_unique (GPtrArray *figures)
{
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < figures->len; i++)
    g_assert_true (g_hash_table_add (ids, ((GgFigure *) g_ptr_array_index (figures, i))->id));
}

/* Outwards: within 45° of the direction from @centre to the figure (AMB-29). */
static void
assert_faces_outwards (const GgFigure *f, GgPoint centre)
{
  double away = atan2 (f->base.centre.x - centre.x, f->base.centre.y - centre.y) * 180 / G_PI;
  double diff = relative_facing (f->base.facing, away);

  g_assert_cmpfloat (MIN (diff, 360 - diff), <=, 45 + EPS);
}

static GgFigure *
find_role (GPtrArray *figures, const char *role)
{
  for (guint i = 0; i < figures->len; i++)
    if (g_str_equal (((GgFigure *) g_ptr_array_index (figures, i))->role, role))
      return g_ptr_array_index (figures, i);
  return NULL;
}

/* Every BG squad × every formation it may take × every scale × several facings. */
static void
check_bg_common (GPtrArray *figures, guint squad_number, guint expected, double facing,
                 GgFormation formation)
{
  g_autofree char *leader_role = g_strdup_printf ("L%u", squad_number);
  GgFigure *leader = find_role (figures, leader_role);

  g_assert_cmpuint (figures->len, ==, expected);
  assert_no_overlap (figures);
  assert_ids_unique (figures);
  g_assert_nonnull (leader);
  /* the leader stands at the point */
  g_assert_cmpfloat (fabs (leader->base.centre.x - 600) + fabs (leader->base.centre.y - 400), <,
                     1e-6);
  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);

      g_assert_cmpint (f->side, ==, 'A');
      g_assert_cmpint (f->squad, ==, squad_number);
      if (formation == GG_FORMATION_MASS && f != leader)
        assert_faces_outwards (f, leader->base.centre);
      else if (formation != GG_FORMATION_MASS && !g_str_has_prefix (f->role, "G"))
        g_assert_cmpfloat (relative_facing (f->base.facing, facing), <, 1e-6);
    }
}

static void
test_bg_every_formation (void)
{
  static const guint squads[] = { 0, 1, 2, 6, 7 };
  static const guint counts[] = { 10, 10, 10, 5, 7 };

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      g_autoptr (GgRoster) r = bg_roster (scales[s]);

      for (guint q = 0; q < G_N_ELEMENTS (squads); q++)
        for (guint fm = 0; fm < G_N_ELEMENTS (formations); fm++)
          for (guint a = 0; a < G_N_ELEMENTS (facings); a++)
            {
              g_autoptr (GPtrArray)
                figures = deploy (r, squad (r, squads[q]), formations[fm], facings[a]);

              check_bg_common (figures, squads[q] + 1, counts[q], facings[a], formations[fm]);
            }
    }
}

/* BG-3.2-a…c: foot, mounted and gun bases at their real size for each scale; overrides kept. */
static void
test_bg_base_sizes (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      g_autoptr (GgRoster) r = bg_roster (scales[s]);
      g_autoptr (GPtrArray) foot = deploy (r, squad (r, 0), GG_FORMATION_LINE, 0);
      g_autoptr (GPtrArray) horse = deploy (r, squad (r, 4), GG_FORMATION_COLUMN, 0);
      g_autoptr (GPtrArray) gun = deploy (r, squad (r, 5), GG_FORMATION_LINE, 0);
      g_autoptr (GPtrArray) round = deploy (r, squad (r, 7), GG_FORMATION_MASS, 0);
      GgFigure *f = find_role (foot, "1"), *h = find_role (horse, "5"), *g = find_role (gun, "G6");

      g_assert_cmpfloat (f->base.front, ==, sizes[s][0][0]);
      g_assert_cmpfloat (f->base.depth, ==, sizes[s][0][1]);
      g_assert_cmpfloat (h->base.front, ==, sizes[s][1][0]);
      g_assert_cmpfloat (h->base.depth, ==, sizes[s][1][1]);
      g_assert_cmpfloat (g->base.front, ==, sizes[s][2][0]);
      g_assert_cmpfloat (g->base.depth, ==, sizes[s][2][1]);
      g_assert_cmpint (find_role (round, "L8")->base.shape, ==, GG_BASE_ROUND);
      g_assert_cmpfloat (find_role (round, "L8")->base.diameter, ==, 25);
      g_assert_cmpuint (gun->len, ==, 11); /* chief, 8 gunners, driver, the gun (AMB-07) */
      g_assert_nonnull (find_role (gun, "D6"));
    }
}

/* BG-4.8-a (15 cm), BG-15.3-c (Cacciatori 20 cm), BG-15.3-e (Titubanti 10 cm), scaled by
 * BG-3.6-b: every skirmisher within his leader's radius, edge to edge. */
static void
test_bg_skirmish_radius (void)
{
  static const double radius[3] = { 150, 200, 100 };
  static const double factor[3] = { 0.75, 1, 1.5 };

  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    for (guint q = 0; q < 3; q++)
      for (guint a = 0; a < G_N_ELEMENTS (facings); a++)
        {
          g_autoptr (GgRoster) r = bg_roster (scales[s]);
          GgDeployPlacement p = { { 600, 400 }, facings[a], GG_FORMATION_SKIRMISH, 'A', 0 };
          g_autoptr (GPtrArray) figures = gg_deploy_node (r, squad (r, q), &p, NULL);
          g_autofree char *role = g_strdup_printf ("L%u", q + 1);
          GgFigure *lead = find_role (figures, role);
          Box leader = local_box (lead, &p);
          double widest = 0;

          g_assert_cmpfloat (
            gg_ruleset_class (r->ruleset)->roster->skirmish_radius (r, squad (r, q)), ==,
            radius[q] * factor[s]);
          for (guint i = 0; i < figures->len; i++)
            {
              GgFigure *f = g_ptr_array_index (figures, i);
              Box b = local_box (f, &p);

              g_assert_cmpfloat (gg_base_distance (&lead->base, &f->base), <=,
                                 radius[q] * factor[s]);
              g_assert_cmpfloat (
                fabs (box_gap (leader, b) - gg_base_distance (&lead->base, &f->base)), <, 1e-6);
              widest = MAX (widest, b.x1 - leader.x0);
            }
          /* a skirmish line is open order: wider than the same men shoulder to shoulder */
          g_assert_cmpfloat (widest, >, 10 * sizes[s][0][0] / 2 + EPS);
        }
}

/* A radius given by the caller (e.g. from the rules data) is used, scaled. */
static void
test_bg_skirmish_given_radius (void)
{
  g_autoptr (GgRoster) r = bg_roster (28);
  GgDeployPlacement p = { { 0, 0 }, 0, GG_FORMATION_SKIRMISH, 'B', 60 };
  g_autoptr (GPtrArray) figures = gg_deploy_node (r, squad (r, 0), &p, NULL);
  GgFigure *leader = find_role (figures, "L1");

  for (guint i = 0; i < figures->len; i++)
    g_assert_cmpfloat (
      gg_base_distance (&leader->base, &((GgFigure *) g_ptr_array_index (figures, i))->base), <=,
      90);
  assert_no_overlap (figures);
}

/* BG-5-d/g, AMB-29: the leader in the centre, every man touching another and facing outwards,
 * the leader not on the outside (a man on each side of him). */
static void
test_bg_mass_shape (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (scales); s++)
    {
      g_autoptr (GgRoster) r = bg_roster (scales[s]);
      GgDeployPlacement p = { { 600, 400 }, 30, GG_FORMATION_MASS, 'A', 0 };
      g_autoptr (GPtrArray) figures = gg_deploy_node (r, squad (r, 0), &p, NULL);
      Box leader = local_box (find_role (figures, "L1"), &p);
      gboolean ahead = FALSE, behind = FALSE, left = FALSE, right = FALSE;

      for (guint i = 0; i < figures->len; i++)
        {
          Box b = local_box (g_ptr_array_index (figures, i), &p);
          double nearest = INFINITY;

          for (guint j = 0; j < figures->len; j++)
            if (j != i)
              nearest = MIN (nearest, box_gap (b, local_box (g_ptr_array_index (figures, j), &p)));
          g_assert_cmpfloat (nearest, <, EPS);
          ahead |= b.y0 >= leader.y1 - EPS && b.x0 < leader.x1 && b.x1 > leader.x0;
          behind |= b.y1 <= leader.y0 + EPS && b.x0 < leader.x1 && b.x1 > leader.x0;
          right |= b.x0 >= leader.x1 - EPS && b.y0 < leader.y1 && b.y1 > leader.y0;
          left |= b.x1 <= leader.x0 + EPS && b.y0 < leader.y1 && b.y1 > leader.y0;
        }
      g_assert_true (ahead && behind && left && right);
    }
}

/* BG-5-g: at least 5 infantrymen; BG-5-d: infantry only. */
static void
test_bg_mass_refused (void)
{
  g_autoptr (GgRoster) r = bg_roster (20);
  GgDeployPlacement p = { { 0, 0 }, 0, GG_FORMATION_MASS, 'A', 0 };
  const guint refused[] = { 3, 4, 5 }; /* 4 men; cavalry; a gun squad */
  const char *rules[] = { "BG-5-g", "BG-5-d", "BG-5-d" };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) figures = gg_deploy_node (r, squad (r, refused[i]), &p, &error);

      g_assert_null (figures);
      g_assert_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_FORMATION);
      g_assert_nonnull (strstr (error->message, rules[i]));
    }
}

/* BG line two deep: 5 in front with the leader in the middle, 5 behind (D6-FORM-5 shape);
 * column: the leader alone at the head, his men two abreast. */
static void
test_bg_line_and_column_shape (void)
{
  g_autoptr (GgRoster) r = bg_roster (20);
  GgDeployPlacement line = { { 300, 300 }, 90, GG_FORMATION_LINE, 'A', 0 };
  GgDeployPlacement column = { { 300, 300 }, 90, GG_FORMATION_COLUMN, 'A', 0 };
  g_autoptr (GPtrArray) l = gg_deploy_node (r, squad (r, 0), &line, NULL);
  g_autoptr (GPtrArray) c = gg_deploy_node (r, squad (r, 0), &column, NULL);
  guint front = 0, head = 0;

  for (guint i = 0; i < l->len; i++)
    front += fabs (local_box (g_ptr_array_index (l, i), &line).y1 - 10) < EPS;
  g_assert_cmpuint (front, ==, 5);
  g_assert_cmpfloat_with_epsilon (local_box (find_role (l, "L1"), &line).x0, -7.5, EPS);
  for (guint i = 0; i < c->len; i++)
    {
      Box b = local_box (g_ptr_array_index (c, i), &column);

      head += b.y1 > 0;
      g_assert_cmpfloat_with_epsilon (b.x1 - b.x0, 15, EPS);
      g_assert_cmpfloat (fabs (b.x0), <=, 15 + EPS);
    }
  g_assert_cmpuint (head, ==, 1);
}

/* d6 units: every formation the rules allow, every scale (and none: 20 mm). */
static void
check_d6 (GgRoster *r, const GgRosterNode *u, GgFormation formation, double facing, guint expected)
{
  g_autoptr (GPtrArray) figures = deploy (r, u, formation, facing);
  GgPoint centre = { 0, 0 };

  g_assert_cmpuint (figures->len, ==, expected);
  assert_no_overlap (figures);
  assert_ids_unique (figures);
  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);

      centre.x += f->base.centre.x / figures->len;
      centre.y += f->base.centre.y / figures->len;
    }
  for (guint i = 0; i < figures->len; i++)
    if (formation == GG_FORMATION_MASS)
      assert_faces_outwards (g_ptr_array_index (figures, i), centre);
    else
      g_assert_cmpfloat (
        relative_facing (((GgFigure *) g_ptr_array_index (figures, i))->base.facing, facing), <,
        1e-6);
}

static void
test_d6_every_formation (void)
{
  static const int d6_scales[] = { 0, 15, 20, 28 };

  for (guint s = 0; s < G_N_ELEMENTS (d6_scales); s++)
    for (guint a = 0; a < G_N_ELEMENTS (facings); a++)
      {
        g_autoptr (GgRoster) r = d6_roster (d6_scales[s]);

        for (guint fm = 0; fm < G_N_ELEMENTS (formations); fm++)
          {
            if (formations[fm] != GG_FORMATION_SKIRMISH)
              {
                check_d6 (r, unit (r, 0, 0), formations[fm], facings[a], 24);
                check_d6 (r, unit (r, 1, 3), formations[fm], facings[a], 13);
              }
            if (formations[fm] != GG_FORMATION_MASS)
              check_d6 (r, unit (r, 0, 1), formations[fm], facings[a], 7);
            if (formations[fm] == GG_FORMATION_LINE || formations[fm] == GG_FORMATION_COLUMN)
              {
                check_d6 (r, unit (r, 1, 0), formations[fm], facings[a], 7);
                check_d6 (r, unit (r, 1, 1), formations[fm], facings[a], 6);
                check_d6 (r, unit (r, 1, 2), formations[fm], facings[a], 1);
              }
          }
      }
}

/* The number of bases in each distinct rank (local y), front first. */
static GArray *
ranks (GPtrArray *figures, const GgDeployPlacement *p)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (guint));
  g_autoptr (GArray) ys = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < figures->len; i++)
    {
      Box b = local_box (g_ptr_array_index (figures, i), p);
      double y = (b.y0 + b.y1) / 2;
      guint k = 0;

      while (k < ys->len && fabs (g_array_index (ys, double, k) - y) > EPS)
        k++;
      if (k == ys->len)
        {
          guint zero = 0;

          g_array_append_val (ys, y);
          g_array_append_val (out, zero);
        }
      g_array_index (out, guint, k)++;
    }
  return out;
}

static void
assert_ranks (GgRoster *r, const GgRosterNode *u, GgFormation formation, const char *want)
{
  GgDeployPlacement p = { { 500, 500 }, 145, formation, 'B', 0 };
  g_autoptr (GPtrArray) figures = gg_deploy_node (r, u, &p, NULL);
  g_autoptr (GArray) got = ranks (figures, &p);
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < got->len; i++)
    g_string_append_printf (text, "%s%u", i ? "+" : "", g_array_index (got, guint, i));
  g_assert_cmpstr (text->str, ==, want);
}

/* D6-FORM-5, D6-TV-8: lines 24 → 12+12, 13 → 7+6, 7 → 4+3; D6-FORM-3: columns of rows as
 * nearly equal as can be; D6-FORM-7: the square's sides as equal as can be. */
static void
test_d6_shapes (void)
{
  g_autoptr (GgRoster) r = d6_roster (0);

  assert_ranks (r, unit (r, 0, 0), GG_FORMATION_LINE, "12+12");
  assert_ranks (r, unit (r, 1, 3), GG_FORMATION_LINE, "7+6");
  assert_ranks (r, unit (r, 1, 0), GG_FORMATION_LINE, "4+3");
  assert_ranks (r, unit (r, 0, 0), GG_FORMATION_COLUMN, "4+4+4+4+4+4");
  assert_ranks (r, unit (r, 1, 3), GG_FORMATION_COLUMN, "4+3+3+3");
  assert_ranks (r, unit (r, 1, 0), GG_FORMATION_COLUMN, "2+2+2+1");
  assert_ranks (r, unit (r, 0, 1), GG_FORMATION_SKIRMISH, "7");
  /* the gun ahead of its crew of 5, two deep (D6-FORM-12) */
  assert_ranks (r, unit (r, 1, 1), GG_FORMATION_LINE, "1+3+2");
  /* a square of 24: 6 a side; front and rear ranks, and one base of each flank per rank */
  assert_ranks (r, unit (r, 0, 0), GG_FORMATION_MASS, "6+2+2+2+2+2+2+6");
}

/* The d6 bases: the roster's scale, 20 mm when it has none; cavalry and command mounted. */
static void
test_d6_bases (void)
{
  static const int d6_scales[] = { 15, 20, 28 };

  for (guint s = 0; s < G_N_ELEMENTS (d6_scales); s++)
    {
      g_autoptr (GgRoster) r = d6_roster (d6_scales[s]);
      g_autoptr (GPtrArray) foot = deploy (r, unit (r, 0, 0), GG_FORMATION_LINE, 0);
      g_autoptr (GPtrArray) horse = deploy (r, unit (r, 1, 0), GG_FORMATION_LINE, 0);
      g_autoptr (GPtrArray) guns = deploy (r, unit (r, 1, 1), GG_FORMATION_LINE, 0);
      g_autoptr (GPtrArray) command = deploy (r, unit (r, 1, 2), GG_FORMATION_LINE, 0);
      GgFigure *f = g_ptr_array_index (foot, 0), *h = g_ptr_array_index (horse, 0);
      GgFigure *g = find_role (guns, "G4"), *c = g_ptr_array_index (command, 0);

      g_assert_cmpfloat (f->base.front, ==, sizes[s][0][0]);
      g_assert_cmpfloat (h->base.depth, ==, sizes[s][1][1]);
      g_assert_cmpfloat (g->base.depth, ==, sizes[s][2][1]);
      g_assert_cmpfloat (c->base.depth, ==, sizes[s][1][1]);
      /* units numbered through the brigades; ids side-unit-role-k */
      g_assert_cmpint (f->squad, ==, 1);
      g_assert_cmpstr (f->id, ==, "A-1-1-1");
      g_assert_cmpint (g->squad, ==, 4);
      g_assert_cmpstr (g->id, ==, "A-4-G4");
      g_assert_cmpstr (c->id, ==, "A-5-5");
    }
}

/* D6-FORM-1: skirmish is for light troops; D6-FORM-7: square for line infantry; D6-FORM-12. */
static void
test_d6_refused (void)
{
  g_autoptr (GgRoster) r = d6_roster (0);
  const struct
  {
    guint brigade, unit;
    GgFormation formation;
    const char *rule;
  } cases[] = {
    { 0, 0, GG_FORMATION_SKIRMISH, "D6-FORM-1" }, { 0, 1, GG_FORMATION_MASS, "D6-FORM-7" },
    { 1, 0, GG_FORMATION_MASS, "D6-FORM-7" },     { 1, 1, GG_FORMATION_SKIRMISH, "D6-FORM-1" },
    { 1, 1, GG_FORMATION_MASS, "D6-FORM-7" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GgDeployPlacement p = { { 0, 0 }, 0, cases[i].formation, 'A', 0 };
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray)
        figures = gg_deploy_node (r, unit (r, cases[i].brigade, cases[i].unit), &p, &error);

      g_assert_null (figures);
      g_assert_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_FORMATION);
      g_assert_nonnull (strstr (error->message, cases[i].rule));
    }
}

static void
test_not_a_squad (void)
{
  g_autoptr (GgRoster) r = bg_roster (20);
  GgDeployPlacement p = { { 0, 0 }, 0, GG_FORMATION_LINE, 'A', 0 };
  g_autoptr (GError) error = NULL;
  GgRosterNode *company = gg_roster_node_nth (gg_roster_get_root (r), "companies", 0);

  g_assert_null (gg_deploy_node (r, company, &p, &error));
  g_assert_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE);
}

/* Deploying the same squad twice and thrice: every id in the game stays unique, each batch
 * with one suffix; the game's own lookup finds them. */
static void
test_add_twice (void)
{
  g_autoptr (GgRoster) r = bg_roster (20);
  g_autoptr (GgGame) game = gg_game_new ();
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint round = 0; round < 3; round++)
    {
      GgDeployPlacement p = { { 100 + 200 * round, 300 }, 0, GG_FORMATION_LINE, 'A', 0 };
      g_autoptr (GPtrArray) figures = gg_deploy_node (r, squad (r, 0), &p, NULL);

      g_assert_cmpuint (test_deploy_add (game, figures), ==, 10);
      g_assert_cmpuint (figures->len, ==, 0);
    }
  g_assert_cmpuint (game->figures->len, ==, 30);
  for (guint i = 0; i < game->figures->len; i++)
    g_assert_true (g_hash_table_add (ids, ((GgFigure *) g_ptr_array_index (game->figures, i))->id));
  g_assert_nonnull (gg_game_lookup_figure (game, "A-1-L1"));
  g_assert_nonnull (gg_game_lookup_figure (game, "A-1-L1.2"));
  g_assert_nonnull (gg_game_lookup_figure (game, "A-1-1-9.3"));
  g_assert_null (gg_game_lookup_figure (game, "A-1-1-10"));
}

/* The deployed figures save in a game file and load back (the contract's figure keys). */
static void
test_game_file_round_trip (void)
{
  g_autoptr (GgRoster) r = bg_roster (20);
  g_autoptr (GgGame) game = gg_game_new ();
  GgDeployPlacement p = { { 500, 200 }, 45, GG_FORMATION_MASS, 'B', 0 };
  g_autoptr (GPtrArray) figures = gg_deploy_node (r, squad (r, 0), &p, NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GgGame) back = NULL;

  test_deploy_add (game, figures);
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  back = gg_game_load_data (text, strlen (text), "deployed.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->figures->len, ==, 10);
  g_assert_cmpstr (gg_game_lookup_figure (back, "B-1-L1")->role, ==, "L1");
  g_assert_cmpint (gg_game_lookup_figure (back, "B-1-L1")->side, ==, 'B');
}

static void
test_formation_names (void)
{
  for (guint i = 0; i < GG_FORMATION_N; i++)
    g_assert_nonnull (gg_formation_label (i));
}

/* Shipped rosters: every squad and unit deploys in line without overlaps. */
static void
test_shipped (void)
{
  g_auto (GStrv) paths = gg_roster_list_shipped ();
  guint deployed = 0;

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr (GgRoster) r = gg_roster_load_resource (paths[i], NULL);
      g_autoptr (GPtrArray) stack = g_ptr_array_new ();

      g_ptr_array_add (stack, gg_roster_get_root (r));
      while (stack->len > 0)
        {
          GgRosterNode *n = g_ptr_array_steal_index (stack, stack->len - 1);
          static const char *const lists[] = { "companies", "platoons", "squads",
                                               "brigades",  "units",    NULL };

          for (guint k = 0; lists[k] != NULL; k++)
            for (guint j = 0;
                 gg_roster_node_has (n, lists[k]) && j < gg_roster_node_count (n, lists[k]); j++)
              g_ptr_array_add (stack, gg_roster_node_nth (n, lists[k], j));
          if (gg_roster_node_has (n, "battalion"))
            g_ptr_array_add (stack, gg_roster_node_get_child (n, "battalion"));
          if (gg_roster_node_get_kind (n) == GG_ROSTER_KIND_SQUAD ||
              gg_roster_node_get_kind (n) == GG_ROSTER_KIND_UNIT)
            {
              g_autoptr (GPtrArray) figures = deploy (r, n, GG_FORMATION_LINE, 15);

              assert_no_overlap (figures);
              assert_ids_unique (figures);
              deployed++;
            }
        }
    }
  g_assert_cmpuint (deployed, >, 50);
}

static GgRosterNode *
squad_numbered (GgRoster *r, gint64 number)
{
  GgRosterNode *c = gg_roster_node_nth (gg_roster_get_root (r), "companies", 0);

  for (guint p = 0; p < gg_roster_node_count (c, "platoons"); p++)
    {
      GgRosterNode *platoon = gg_roster_node_nth (c, "platoons", p);

      for (guint i = 0; i < gg_roster_node_count (platoon, "squads"); i++)
        {
          GgRosterNode *sq = gg_roster_node_nth (platoon, "squads", i);

          if (gg_roster_node_get_int (sq, "number", 0) == number)
            return sq;
        }
    }
  g_assert_not_reached ();
}

/* What the roster says goes into the state of play: training (BG-4.7-a), traits (BG-15.3-b/c),
 * the leader's character (BG-15.1-i) and each figure's weapon (BG-15.2-b), by the deployed ids. */
static void
test_record_state (void)
{
  g_autoptr (GgRoster) r = gg_roster_load_resource (
    "/org/gigogin/Gigogin/data/rosters/varese-1859-cacciatori-delle-alpi.yaml", NULL);
  g_autoptr (GgGame) game = gg_game_new ();
  GgGameState *state = game->state = gg_game_state_new (1);
  g_autoptr (GPtrArray) first = NULL, third = NULL;
  GgSquadState *s;
  guint precision = 0;

  g_assert_nonnull (r);
  first = deploy (r, squad (r, 0), GG_FORMATION_SKIRMISH, 0);
  third = deploy (r, squad_numbered (r, 3), GG_FORMATION_SKIRMISH, 0);
  /* the roster window's call (its rule set's deploy_record) */
  gg_ruleset_class (r->ruleset)->roster->deploy_record (game, r, squad (r, 0), first);
  gg_ruleset_class (r->ruleset)->roster->deploy_record (game, r, squad_numbered (r, 3), third);
  s = gg_bg_state_squad (state, 'A', 1, FALSE);
  g_assert_nonnull (s);
  g_assert_cmpint (s->training, ==, GG_BG_TRAINING_VETERANS);
  g_assert_cmpuint (s->traits, ==, GG_BG_TRAIT_CACCIATORI | GG_BG_TRAIT_INDIPENDENTI);
  g_assert_cmpuint (s->characters, ==, 0);
  g_assert_cmpint (s->arm, ==, GG_BG_ARM_INFANTRY);
  g_assert_cmpuint (s->weapons->len, ==, first->len);
  g_assert_cmpstr (gg_bg_state_weapon (state, 'A', 1, "A-1-L1"), ==, "smoothbore-musket");
  for (guint i = 0; i < first->len; i++)
    precision += g_strcmp0 (gg_bg_state_weapon (state, 'A', 1, ((GgFigure *) first->pdata[i])->id),
                            "precision-rifle") == 0;
  g_assert_cmpuint (precision, ==, 2);
  g_assert_cmpuint (gg_bg_state_squad (state, 'A', 3, FALSE)->characters, ==, GG_BG_CHAR_AGILE);
  g_assert_cmpuint (gg_bg_state_troop_flags (state, 'A', 3), ==, GG_BG_TROOP_CACCIATORI);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/deploy/bg/every-formation-scale-facing", test_bg_every_formation);
  g_test_add_func ("/deploy/bg/base-sizes/BG-3.2-a-c", test_bg_base_sizes);
  g_test_add_func ("/deploy/bg/skirmish/radius/BG-4.8-a", test_bg_skirmish_radius);
  g_test_add_func ("/deploy/bg/skirmish/given-radius", test_bg_skirmish_given_radius);
  g_test_add_func ("/deploy/bg/mass/shape/BG-5-g", test_bg_mass_shape);
  g_test_add_func ("/deploy/bg/mass/refused/BG-5-d", test_bg_mass_refused);
  g_test_add_func ("/deploy/bg/line-and-column", test_bg_line_and_column_shape);
  g_test_add_func ("/deploy/d6/every-formation-scale-facing", test_d6_every_formation);
  g_test_add_func ("/deploy/d6/shapes/D6-FORM-5", test_d6_shapes);
  g_test_add_func ("/deploy/d6/bases", test_d6_bases);
  g_test_add_func ("/deploy/d6/refused/D6-FORM-1", test_d6_refused);
  g_test_add_func ("/deploy/not-a-squad", test_not_a_squad);
  g_test_add_func ("/deploy/game/add-twice", test_add_twice);
  g_test_add_func ("/deploy/game/file-round-trip", test_game_file_round_trip);
  g_test_add_func ("/deploy/formation-names", test_formation_names);
  g_test_add_func ("/deploy/shipped", test_shipped);
  g_test_add_func ("/deploy/record-state/BG-15.2-b", test_record_state);
  return g_test_run ();
}
