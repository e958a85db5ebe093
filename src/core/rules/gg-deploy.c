/* gg-deploy.c: a squad or a unit of a roster placed on the table in a formation.
 *
 * Every formation is first laid out in the formation's own frame (x to the right, y forward, mm;
 * facings relative to the formation's front), each figure in a cell as large as the squad's
 * largest base, so that no two bases overlap; the frame is then moved to the point and turned
 * to the bearing. The shapes and house defaults are documented in docs/rosters.md. */
#include "gg-deploy.h"

#include "gg-geometry.h"
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* House defaults (docs/rosters.md, "Deploying to the table"). */
#define SKIRMISH_GAP_BG  20.0 /* mm between bases at 20 mm scale, shrunk to fit the radius */
#define SKIRMISH_GAP_D6  25.4 /* 1 inch; D6-FORM-1 allows up to 6 inches */
#define RADIUS_MARGIN    0.5  /* mm kept inside the command radius */
#define D6_DEFAULT_SCALE 20   /* d6 rosters without a scale */

typedef struct
{
  char *role;
  GgBase base;     /* size; centre and facing in the formation's frame */
  gboolean leader; /* the squad leader: at the point */
  gboolean gun;    /* a gun: in front of its crew */
} Member;

typedef struct
{
  GgRoster *roster;
  const GgRosterNode *node;
  const GgDeployPlacement *placement;
  int squad;
  GArray *members;   /* Member */
  double cell_front; /* the largest base among the crew, front and depth */
  double cell_depth;
} Deploy;

static const char *const formation_labels[GG_FORMATION_N] = {
  N_ ("Skirmish line"),
  N_ ("Column"),
  N_ ("Mass or square"),
  N_ ("Line two deep"),
};

GQuark
gg_deploy_error_quark (void)
{
  return g_quark_from_static_string ("gg-deploy-error-quark");
}

static void
member_clear (Member *m)
{
  g_free (m->role);
}

static gboolean
is_squad (const GgRosterNode *node)
{
  return gg_roster_node_get_kind (node) == GG_ROSTER_KIND_SQUAD;
}

static void
add_member (Deploy *d, char *role, const GgBase *size, gboolean leader, gboolean gun)
{
  Member m = { role, *size, leader, gun };

  g_array_append_val (d->members, m);
}

/* Members */

static gboolean
add_figure_entry (Deploy *d, const GgRosterNode *fig, gboolean leaders, GError **error)
{
  gboolean leader = g_strcmp0 (gg_roster_node_get_text (fig, "role"), "leader") == 0;
  gint64 count = gg_roster_node_get_int (fig, "count", 1);
  GgBase size;

  if (leader != leaders)
    return TRUE;
  if (!gg_roster_base_size (d->roster, fig, &size))
    return g_set_error (
      error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
      _("no base size for a %d mm figure scale (BG-3.6-b)"),
         (int) gg_roster_node_get_int (gg_roster_get_root (d->roster), "scale", 0)),
      FALSE;
  for (gint64 i = 0; i < count; i++)
    add_member (d, gg_roster_figure_code (fig), &size, leader, FALSE);
  return TRUE;
}

/* BG: the leader first, then the figures in the file's order; a gun squad's gun (AMB-07). */
static gboolean
collect_squad (Deploy *d, GError **error)
{
  guint n = gg_roster_node_count (d->node, "figures");
  GgRosterNode *gun = gg_roster_node_get_child (d->node, "gun");
  GgBase size;

  d->squad = gg_roster_node_get_int (d->node, "number", 0);
  for (int pass = 1; pass >= 0; pass--)
    for (guint i = 0; i < n; i++)
      if (!add_figure_entry (d, gg_roster_node_nth (d->node, "figures", i), pass, error))
        return FALSE;
  if (gun != NULL && gg_roster_base_size (d->roster, gun, &size))
    add_member (d, g_strdup_printf ("G%d", d->squad), &size, FALSE, TRUE);
  return TRUE;
}

/* d6 units are numbered 1, 2, … through the roster's brigades. */
static int
unit_number (GgRoster *roster, const GgRosterNode *unit)
{
  GgRosterNode *root = gg_roster_get_root (roster);
  int n = 0;

  for (guint b = 0; b < gg_roster_node_count (root, "brigades"); b++)
    {
      GgRosterNode *brigade = gg_roster_node_nth (root, "brigades", b);

      for (guint u = 0; u < gg_roster_node_count (brigade, "units"); u++)
        {
          n++;
          if (gg_roster_node_nth (brigade, "units", u) == unit)
            return n;
        }
    }
  return 0;
}

static gboolean
unit_is_guns (const GgRosterNode *unit)
{
  return g_str_has_suffix (gg_roster_node_get_text (unit, "type"), "guns");
}

/* House default: cavalry and command units are mounted, dragoons unless dismounted. */
static gboolean
unit_is_mounted (const GgRosterNode *unit)
{
  const char *type = gg_roster_node_get_text (unit, "type");

  if (g_strcmp0 (gg_roster_node_get_text (unit, "formation"), "dismounted") == 0)
    return FALSE;
  return g_str_has_suffix (type, "cavalry") || g_str_equal (type, "command");
}

/* d6: one base per figure; a gun unit's first figure is the gun, the others its crew. */
static gboolean
collect_unit (Deploy *d, GError **error)
{
  GgRosterNode *root = gg_roster_get_root (d->roster);
  int scale = gg_roster_node_get_int (root, "scale", D6_DEFAULT_SCALE);
  gint64 figures = gg_roster_node_get_int (d->node, "figures", 0);
  gboolean guns = unit_is_guns (d->node);
  GgBase size, gun;

  d->squad = unit_number (d->roster, d->node);
  if (!gg_roster_scale_base (
        scale, unit_is_mounted (d->node) ? GG_ROSTER_BASE_MOUNTED : GG_ROSTER_BASE_FOOT, &size) ||
      !gg_roster_scale_base (scale, GG_ROSTER_BASE_GUN, &gun))
    return g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                        _("no base size for a %d mm figure scale (BG-3.6-b)"), scale),
                        FALSE;
  for (gint64 i = 0; i < figures; i++)
    {
      gboolean is_gun = guns && i == 0;

      add_member (d, g_strdup_printf (is_gun ? "G%d" : "%d", d->squad), is_gun ? &gun : &size,
                  FALSE, is_gun);
    }
  return TRUE;
}

static void
measure_cells (Deploy *d)
{
  d->cell_front = d->cell_depth = 0;
  for (guint i = 0; i < d->members->len; i++)
    {
      const Member *m = &g_array_index (d->members, Member, i);
      double front = m->base.shape == GG_BASE_ROUND ? m->base.diameter : m->base.front;
      double depth = m->base.shape == GG_BASE_ROUND ? m->base.diameter : m->base.depth;

      if (m->gun)
        continue;
      d->cell_front = MAX (d->cell_front, front);
      d->cell_depth = MAX (d->cell_depth, depth);
    }
}

/* What the rules allow */

static gboolean
refuse (GError **error, const char *message, const char *rule)
{
  g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_FORMATION, "%s [%s]", message, rule);
  return FALSE;
}

static guint
count_crew (const Deploy *d)
{
  guint n = 0;

  for (guint i = 0; i < d->members->len; i++)
    n += !g_array_index (d->members, Member, i).gun;
  return n;
}

static gboolean
check_squad_formation (Deploy *d, GError **error)
{
  if (d->placement->formation != GG_FORMATION_MASS)
    return TRUE;
  if (!g_str_equal (gg_roster_node_arm (d->node), "infantry") ||
      gg_roster_node_has (d->node, "gun"))
    return refuse (error, _("only infantry squads form a mass"), "BG-5-d");
  if (count_crew (d) < 5)
    return refuse (error, _("a mass needs at least 5 infantrymen, the squad leader included"),
                             "BG-5-g");
  return TRUE;
}

static gboolean
check_unit_formation (Deploy *d, GError **error)
{
  const char *type = gg_roster_node_get_text (d->node, "type");

  switch (d->placement->formation)
    {
    case GG_FORMATION_SKIRMISH:
      if (!g_str_equal (type, "light-infantry"))
        return refuse (error, _("only light infantry deploys as skirmishers"), "D6-FORM-1");
      break;
    case GG_FORMATION_MASS:
      if (!g_str_equal (type, "line-infantry"))
        return refuse (error, _("only line infantry forms a square"), "D6-FORM-7");
      break;
    default:
      break;
    }
  if (unit_is_guns (d->node) && d->placement->formation != GG_FORMATION_LINE &&
      d->placement->formation != GG_FORMATION_COLUMN)
    return refuse (error, _("guns deploy limbered or unlimbered, in line or column"),
                             "D6-FORM-12");
  return TRUE;
}

/* Layouts, in the formation's frame */

static Member *
crew (Deploy *d, guint i)
{
  for (guint j = 0; j < d->members->len; j++)
    {
      Member *m = &g_array_index (d->members, Member, j);

      if (!m->gun && i-- == 0)
        return m;
    }
  return NULL;
}

static void
put (Member *m, double x, double y, double facing)
{
  m->base.centre.x = x;
  m->base.centre.y = y;
  m->base.facing = facing;
}

/* Rows of @widths[r] figures, front row first, touching (D6-FORM-2), centred on x = 0; the
 * front row's centre at y = 0. */
static void
layout_rows (Deploy *d, const guint *widths, guint rows)
{
  guint i = 0;

  for (guint r = 0; r < rows; r++)
    for (guint k = 0; k < widths[r]; k++)
      put (crew (d, i++), (k - (widths[r] - 1) / 2.0) * d->cell_front, -(double) r * d->cell_depth,
           0);
}

/* Line two deep: front rank ceil(N/2), rear rank floor(N/2) (D6-FORM-5, D6-TV-8). A BG squad's
 * leader stands in the middle of the front rank. */
static void
layout_line (Deploy *d, guint n)
{
  guint widths[2] = { (n + 1) / 2, n / 2 };
  guint mid = (widths[0] - 1) / 2;

  layout_rows (d, widths, widths[1] > 0 ? 2 : 1);
  if (crew (d, 0)->leader && mid > 0)
    {
      GgPoint p = crew (d, 0)->base.centre;

      crew (d, 0)->base.centre = crew (d, mid)->base.centre;
      crew (d, mid)->base.centre = p;
    }
}

/* Column: as nearly equal rows as possible (D6-FORM-3/4). House default width: 4 abreast from
 * 12 figures, else 2; a BG squad's leader alone at the head, his men two abreast behind. */
static void
layout_column (Deploy *d, guint n)
{
  gboolean head = crew (d, 0)->leader;
  guint rest = head ? n - 1 : n;
  guint width = MIN (rest, !head && n >= 12 ? 4u : 2u);
  guint rows = width > 0 ? (rest + width - 1) / width : 0;
  g_autofree guint *widths = g_new0 (guint, rows + 1);

  if (head)
    widths[0] = 1;
  for (guint r = 0; r < rows; r++)
    widths[r + head] = rest / rows + (r < rest % rows);
  layout_rows (d, widths, rows + head);
}

/* d6 square (D6-FORM-7): four sides as equal as can be, facing outwards, corners open. */
static void
layout_square (Deploy *d, guint n)
{
  guint side = (n + 3) / 4;
  double reach = side * d->cell_front / 2 + d->cell_depth / 2;
  guint i = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint count = n / 4 + (s < n % 4);
      double facing = s * 90.0, fx = sin (facing * G_PI / 180), fy = cos (facing * G_PI / 180);

      for (guint k = 0; k < count; k++)
        {
          double along = (k - (count - 1) / 2.0) * d->cell_front;

          put (crew (d, i++), fx * reach + fy * along, fy * reach - fx * along, facing);
        }
    }
}

/* BG mass (BG-5-d/g, AMB-29): the leader in the centre; one man ahead, one behind, one on each
 * side, then the corners, all touching and facing outwards; more men lengthen the flanks. Cells
 * are no wider than deep, so a corner man facing ahead is within 45° of outwards. */
static void
layout_mass (Deploy *d, guint n)
{
  double f = d->cell_front, c = MAX (d->cell_front, d->cell_depth), side = (f + c) / 2;
  const double ring[8][3] = {
    { 0, c, 0 },  { 0, -c, 180 }, { -side, 0, 270 }, { side, 0, 90 },
    { -f, c, 0 }, { f, c, 0 },    { -f, -c, 180 },   { f, -c, 180 },
  };

  put (crew (d, 0), 0, 0, 0);
  for (guint i = 1; i < n; i++)
    {
      guint k = i - 1;

      if (k < 8)
        put (crew (d, i), ring[k][0], ring[k][1], ring[k][2]);
      else
        put (crew (d, i), (k % 2 ? 1 : -1) * (side + ((k - 8) / 2 + 1) * c), 0, k % 2 ? 90 : 270);
    }
}

/* Edge to edge between two bases of one cell size side by side, neither turned. */
static double
cell_gap (const Deploy *d, double dx, double dy)
{
  double gx = MAX (0, fabs (dx) - d->cell_front), gy = MAX (0, fabs (dy) - d->cell_depth);

  return hypot (gx, gy);
}

static void
place_skirmishers (Deploy *d, guint n, guint ranks, double gap, gboolean leader)
{
  guint per_rank = (n + ranks - 1) / ranks;

  for (guint i = 0; i < n; i++)
    {
      guint rank = i / per_rank, slot = i % per_rank;
      /* slots 0, +1, -1, +2, -2, …; without a leader the line is centred */
      double pos = leader ? (slot % 2 ? 1.0 : -1.0) * ((slot + 1) / 2)
                          : slot - (MIN (per_rank, n - rank * per_rank) - 1) / 2.0;

      put (crew (d, i), pos * (d->cell_front + gap), -(rank * (d->cell_depth + gap)), 0);
    }
}

static gboolean
skirmishers_fit (Deploy *d, guint n, double radius)
{
  for (guint i = 1; i < n; i++)
    if (cell_gap (d, crew (d, i)->base.centre.x, crew (d, i)->base.centre.y) >
        radius - RADIUS_MARGIN)
      return FALSE;
  return TRUE;
}

/* The leader's radius a squad's skirmish line keeps within, mm on the table: the caller's,
 * scaled (BG-3.6-b), else what the roster's rule set says (BG-4.8-a, T-04 from the rules data,
 * with the squad's traits); none where the rules set no such radius. */
static double
skirmish_radius (const Deploy *d)
{
  int scale = gg_roster_node_get_int (gg_roster_get_root (d->roster), "scale", 20);
  const GgRuleSetClass *rules = gg_ruleset_class (d->roster->ruleset);

  if (d->placement != NULL && d->placement->radius > 0)
    return d->placement->radius * gg_scale_factor (scale);
  return rules->roster->skirmish_radius != NULL
           ? rules->roster->skirmish_radius (d->roster, d->node)
           : INFINITY;
}

/* Skirmish line (BG-5-a/b): the leader in the middle, his men to either side at the house gap,
 * closed up (and if need be in more lines) until all are within his radius (BG-4.8-a). */
static void
layout_skirmish (Deploy *d, guint n)
{
  gboolean bg = is_squad (d->node);
  double radius = bg ? skirmish_radius (d) : INFINITY;
  double gap = bg ? SKIRMISH_GAP_BG * gg_scale_factor (gg_roster_node_get_int (
                                        gg_roster_get_root (d->roster), "scale", 20))
                  : SKIRMISH_GAP_D6;

  for (guint ranks = 1; ranks <= n; ranks++)
    for (int step = 16; step >= 0; step--)
      {
        place_skirmishers (d, n, ranks, gap * step / 16, crew (d, 0)->leader);
        if (skirmishers_fit (d, n, radius))
          return;
      }
}

static double
front_of (const Member *m)
{
  gboolean turned = fmod (fabs (m->base.facing), 180) > 45;
  double depth = m->base.shape == GG_BASE_ROUND ? m->base.diameter
                 : turned                       ? m->base.front
                                                : m->base.depth;

  return m->base.centre.y + depth / 2;
}

/* A gun stands in front of its crew, its trail touching their front. */
static void
place_guns (Deploy *d)
{
  double front = -INFINITY;

  for (guint i = 0; crew (d, i) != NULL; i++)
    front = MAX (front, front_of (crew (d, i)));
  if (front == -INFINITY)
    front = 0;
  for (guint i = 0; i < d->members->len; i++)
    {
      Member *m = &g_array_index (d->members, Member, i);
      double depth = m->base.shape == GG_BASE_ROUND ? m->base.diameter : m->base.depth;

      if (m->gun)
        put (m, 0, front + depth / 2, 0), front += depth;
    }
}

static void
layout (Deploy *d)
{
  guint n = count_crew (d);

  if (n > 0)
    switch (d->placement->formation)
      {
      case GG_FORMATION_SKIRMISH:
        layout_skirmish (d, n);
        break;
      case GG_FORMATION_COLUMN:
        layout_column (d, n);
        break;
      case GG_FORMATION_MASS:
        is_squad (d->node) ? layout_mass (d, n) : layout_square (d, n);
        break;
      default:
        layout_line (d, n);
        break;
      }
  place_guns (d);
}

/* The point is the leader's place, or else the middle of the block. */
static GgPoint
origin_of (Deploy *d)
{
  double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY;

  for (guint i = 0; i < d->members->len; i++)
    {
      const Member *m = &g_array_index (d->members, Member, i);

      if (m->leader)
        return m->base.centre;
      x0 = MIN (x0, m->base.centre.x), x1 = MAX (x1, m->base.centre.x);
      y0 = MIN (y0, m->base.centre.y), y1 = MAX (y1, m->base.centre.y);
    }
  return (GgPoint){ (x0 + x1) / 2, (y0 + y1) / 2 };
}

/* Figures on the table */

static double
normal_bearing (double degrees)
{
  double b = fmod (degrees, 360);

  return b < 0 ? b + 360 : b;
}

static GgFigure *
make_figure (Deploy *d, const Member *m, GgPoint origin, const char *id)
{
  const GgDeployPlacement *p = d->placement;
  double t = p->facing * G_PI / 180, x = m->base.centre.x - origin.x;
  double y = m->base.centre.y - origin.y;
  GgFigure *f = gg_figure_new (id);

  f->base = m->base;
  /* the formation's x axis is the bearing's right hand, its y axis the bearing */
  f->base.centre.x = p->at.x + x * cos (t) + y * sin (t);
  f->base.centre.y = p->at.y - x * sin (t) + y * cos (t);
  f->base.facing = normal_bearing (p->facing + m->base.facing);
  f->side = p->side;
  f->squad = d->squad;
  f->role = g_strdup (m->role);
  return f;
}

static guint
role_count (Deploy *d, const char *role)
{
  guint n = 0;

  for (guint i = 0; i < d->members->len; i++)
    n += g_str_equal (g_array_index (d->members, Member, i).role, role);
  return n;
}

static GPtrArray *
make_figures (Deploy *d)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GgPoint origin = origin_of (d);

  for (guint i = 0; i < d->members->len; i++)
    {
      const Member *m = &g_array_index (d->members, Member, i);
      guint k = GPOINTER_TO_UINT (g_hash_table_lookup (seen, m->role)) + 1;
      g_autofree char *id =
        role_count (d, m->role) > 1
          ? g_strdup_printf ("%c-%d-%s-%u", d->placement->side, d->squad, m->role, k)
          : g_strdup_printf ("%c-%d-%s", d->placement->side, d->squad, m->role);

      g_hash_table_insert (seen, m->role, GUINT_TO_POINTER (k));
      g_ptr_array_add (out, make_figure (d, m, origin, id));
    }
  return out;
}

/* Public API */

const char *
gg_formation_label (GgFormation formation)
{
  return formation < GG_FORMATION_N ? _(formation_labels[formation]) : NULL;
}

GPtrArray *
gg_deploy_node (GgRoster *roster, const GgRosterNode *node, const GgDeployPlacement *placement,
                GError **error)
{
  g_autoptr (GArray) members = g_array_new (FALSE, TRUE, sizeof (Member));
  Deploy d = { roster, node, placement, 0, members };
  GgRosterKind kind = gg_roster_node_get_kind (node);

  g_array_set_clear_func (members, (GDestroyNotify) member_clear);
  if (kind != GG_ROSTER_KIND_SQUAD && kind != GG_ROSTER_KIND_UNIT)
    return g_set_error_literal (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                                _("only a squad or a unit can be deployed")),
                                NULL;
  if (!(kind == GG_ROSTER_KIND_SQUAD ? collect_squad (&d, error) : collect_unit (&d, error)))
    return NULL;
  if (members->len == 0)
    return g_set_error_literal (
      error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE, _("there are no figures to deploy")), NULL;
  if (!(kind == GG_ROSTER_KIND_SQUAD ? check_squad_formation (&d, error)
                                     : check_unit_formation (&d, error)))
    return NULL;
  measure_cells (&d);
  layout (&d);
  return make_figures (&d);
}

static gboolean
suffix_frees_all (GgGame *game, GPtrArray *figures, guint suffix)
{
  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      g_autofree char *id = suffix > 1 ? g_strdup_printf ("%s.%u", f->id, suffix)
                                       : g_strdup (f->id);

      if (gg_game_lookup_figure (game, id) != NULL)
        return FALSE;
    }
  return TRUE;
}

guint
gg_deploy_free_ids (GgGame *game, GPtrArray *figures)
{
  guint suffix = 1;

  while (!suffix_frees_all (game, figures, suffix))
    suffix++;
  for (guint i = 0; suffix > 1 && i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      char *id = g_strdup_printf ("%s.%u", f->id, suffix);

      g_free (f->id);
      f->id = id;
    }
  return suffix;
}

/* Renumbering and overlaps */

static gboolean
number_taken (GgGame *game, char side, int number)
{
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == side && f->squad == number)
        return TRUE;
    }
  return FALSE;
}

/* "L1" → "L5", "1h" → "5h": the first run of digits, when it is the old number. */
static char *
renumber_role (const char *role, int from, int to)
{
  const char *digits = role ? strpbrk (role, "0123456789") : NULL;
  char *end = NULL;

  if (digits == NULL || strtol (digits, &end, 10) != from)
    return g_strdup (role);
  return g_strdup_printf ("%.*s%d%s", (int) (digits - role), role, to, end);
}

static void
renumber_figure (GgFigure *f, int to)
{
  g_autofree char *prefix = g_strdup_printf ("%c-%d-%s", f->side, f->squad, f->role);
  char *role = renumber_role (f->role, f->squad, to);
  const char *rest = g_str_has_prefix (f->id, prefix) ? f->id + strlen (prefix) : "";
  char *id = g_strdup_printf ("%c-%d-%s%s", f->side, to, role, rest);

  g_free (f->role), f->role = role;
  g_free (f->id), f->id = id;
  f->squad = to;
}

int
gg_deploy_renumber (GgGame *game, GPtrArray *figures)
{
  GgFigure *first = figures->len ? g_ptr_array_index (figures, 0) : NULL;
  int to = 1;

  if (first == NULL || first->squad <= 0 || !number_taken (game, first->side, first->squad))
    return first ? first->squad : 0;
  while (number_taken (game, first->side, to))
    to++;
  for (guint i = 0; i < figures->len; i++)
    renumber_figure (g_ptr_array_index (figures, i), to);
  return to;
}

/* Bases shrunk by a hundredth of a millimetre: touching is allowed, overlapping is not. */
static GgBase
shrunk (const GgBase *base)
{
  GgBase b = *base;

  b.front -= 0.01, b.depth -= 0.01, b.diameter -= 0.01;
  return b;
}

const char *
gg_deploy_find_overlap (GgGame *game, GPtrArray *figures)
{
  for (guint i = 0; i < figures->len; i++)
    {
      const GgFigure *n = g_ptr_array_index (figures, i);
      GgBase a = shrunk (&n->base);

      for (guint j = 0; j < game->figures->len; j++)
        {
          const GgFigure *f = g_ptr_array_index (game->figures, j);
          GgBase b = shrunk (&f->base);

          if (f != n && gg_base_distance (&a, &b) == 0)
            return f->id;
        }
    }
  return NULL;
}
