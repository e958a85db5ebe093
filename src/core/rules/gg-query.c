/* gg-query.c: measure, canister, shell, round shot and command radius, as contracts.md words them. */
#include "gg-query-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gg-geometry.h"
#include "gg-los.h"
#include "gg-ruleset.h"
#include "gg-table-rules.h"
#include "gg-spatial.h"
#include "gg-command.h"

/* clang-format off */
G_DEFINE_QUARK (gg-query-error-quark, gg_query_error)
/* clang-format on */

/* Rule values */

static double
scale_factor (const GgGame *game)
{
  double f = gg_game_scale_factor (game);

  return f > 0 ? f : 1;
}

/* A number of the game's tables (with the club's file, if any), or @fallback if it is absent. */
static double
rules_number (const GgGame *game, const char *path, double fallback)
{
  GgRulesData *data = gg_game_get_rules_data (game);

  return data ? gg_rules_data_get_number (data, path, fallback) : fallback;
}

/* A default the game's rule tables lack (a club's file cannot remove one, but an older built-in
 * table might): the option must be given, rather than measuring with no number. */
static gboolean
no_default (double value, const char *option, GError **error)
{
  if (isfinite (value))
    return TRUE;
  g_set_error (error, GG_QUERY_ERROR, GG_QUERY_ERROR_NO_DEFAULT,
               _("the game's rules give no default for %s: give it"), option);
  return FALSE;
}

/* BG-3.1-f; d6: fire.arc-half-angle, the half-plane ahead (contracts.md "in_arc"). */
static double
default_arc_half_angle (const GgGame *game)
{
  return rules_number (game, "fire.arc-half-angle", NAN);
}

/* BG-4.4-j: artillery.shell-radius, cm at 20 mm, scaled. */
static double
default_shell_radius (const GgGame *game)
{
  return rules_number (game, "artillery.shell-radius", NAN) * 10 * scale_factor (game);
}

/* contracts.md "command": the rules' radius, scaled by the figure scale (BG-4.8-a in cm;
 * D6-CMD-1 in inches, never scaled). */
static double
rules_command_radius (const GgGame *game)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);

  return rules_number (game, rules->command_radius, NAN) * rules->command_radius_mm *
         (rules->command_radius_scaled ? scale_factor (game) : 1);
}

/* Helpers */

static GgFigure *
find_figure (GgGame *game, const char *id, GError **error)
{
  GgFigure *f = id ? gg_game_lookup_figure (game, id) : NULL;

  if (f == NULL)
    g_set_error (error, GG_QUERY_ERROR, GG_QUERY_ERROR_UNKNOWN_ID,
                 _("%s: no figure with id “%s”"), game->filename ? game->filename : "-",
                    id ? id : "");
  return f;
}

void
_gg_query_add_length (JsonBuilder *b, const char *member, double mm)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cm");
  json_builder_add_double_value (b, gg_unit_from_mm (GG_UNIT_CM, mm));
  json_builder_set_member_name (b, "in");
  json_builder_add_double_value (b, gg_unit_from_mm (GG_UNIT_IN, mm));
  json_builder_end_object (b);
}

static void
add_point (JsonBuilder *b, GgGame *game, GgPoint p)
{
  json_builder_begin_array (b);
  json_builder_add_double_value (b, gg_unit_from_mm (game->units, p.x));
  json_builder_add_double_value (b, gg_unit_from_mm (game->units, p.y));
  json_builder_end_array (b);
}

static void
add_ids (JsonBuilder *b, const char *member, GPtrArray *ids)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < ids->len; i++)
    json_builder_add_string_value (b, g_ptr_array_index (ids, i));
  json_builder_end_array (b);
}

void
_gg_query_add_string (JsonBuilder *b, const char *member, const char *value)
{
  json_builder_set_member_name (b, member);
  if (value)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

int
_gg_query_cmp_figure_id (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(GgFigure *const *) a)->id, (*(GgFigure *const *) b)->id);
}

/* Figures at @indices, less @except, by id in ascending byte order. */
static GPtrArray *
figures_by_id (GgGame *game, GArray *indices, const GgFigure *except)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint k = 0; k < indices->len; k++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, g_array_index (indices, guint, k));

      if (f != except)
        g_ptr_array_add (out, f);
    }
  g_ptr_array_sort (out, _gg_query_cmp_figure_id);
  return out;
}

static const char *
los_word (const GgLosResult *r)
{
  return r->clear ? "clear" : "blocked";
}

JsonNode *
_gg_query_finish (JsonBuilder *b)
{
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* measure */

static void
add_los (JsonBuilder *b, GgLosResult *r)
{
  _gg_query_add_string (b, "los", los_word (r));
  add_ids (b, "blocked_by", r->blocked_by);
  add_ids (b, "blocked_by_figures", r->blocked_by_figures);
}

JsonNode *
gg_query_measure (GgGame *game, const char *from, const char *to, double arc_half_angle,
                  GgLosOverride agreed, GError **error)
{
  GgFigure *a, *b;
  g_autoptr (JsonBuilder) jb = json_builder_new ();
  g_autoptr (GgSpatial) index = NULL;
  g_autoptr (GgLos) los = NULL;
  g_autoptr (GgLosResult) sight = NULL;
  GgMeasure m;
  GgSector arc;

  if (!(a = find_figure (game, from, error)) || !(b = find_figure (game, to, error)))
    return NULL;
  if (isnan (arc_half_angle))
    arc_half_angle = default_arc_half_angle (game);
  m = gg_base_measure (&a->base, &b->base);
  arc = gg_sector_for_base (&a->base, arc_half_angle, INFINITY);
  index = gg_spatial_new (game);
  los = gg_los_new (index);
  gg_los_set_override (los, a->id, b->id, agreed);
  sight = gg_los_figures (los, a, b);
  json_builder_begin_object (jb);
  _gg_query_add_string (jb, "from", a->id);
  _gg_query_add_string (jb, "to", b->id);
  _gg_query_add_length (jb, "edge_to_edge", m.distance);
  _gg_query_add_length (jb, "centre_to_centre", gg_base_centre_distance (&a->base, &b->base));
  json_builder_set_member_name (jb, "in_arc");
  json_builder_add_boolean_value (jb, gg_base_in_sector (&b->base, &arc));
  add_los (jb, sight);
  if (agreed != GG_LOS_AUTO)
    {
      json_builder_set_member_name (jb, "los_agreed");
      json_builder_add_boolean_value (jb, TRUE);
    }
  json_builder_set_member_name (jb, "arc_half_angle");
  json_builder_add_double_value (jb, arc_half_angle);
  json_builder_set_member_name (jb, "nearest_points");
  json_builder_begin_array (jb);
  add_point (jb, game, m.from);
  add_point (jb, game, m.to);
  json_builder_end_array (jb);
  return _gg_query_finish (jb);
}

/* canister and shell: figures with their line of sight */

typedef GgLosResult *(*SightFunc) (GgLos *los, gconstpointer from, const GgFigure *to);

static GgLosResult *
sight_from_figure (GgLos *los, gconstpointer from, const GgFigure *to)
{
  return gg_los_figures (los, from, to);
}

static GgLosResult *
sight_from_point (GgLos *los, gconstpointer from, const GgFigure *to)
{
  return gg_los_from_point (los, *(const GgPoint *) from, to);
}

static void
add_figures_with_los (JsonBuilder *jb, GgLos *los, GPtrArray *figures, SightFunc sight,
                      gconstpointer from)
{
  json_builder_set_member_name (jb, "figures");
  json_builder_begin_array (jb);
  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      g_autoptr (GgLosResult) r = sight (los, from, f);

      json_builder_begin_object (jb);
      _gg_query_add_string (jb, "id", f->id);
      add_los (jb, r);
      json_builder_end_object (jb);
    }
  json_builder_end_array (jb);
}

JsonNode *
gg_query_canister (GgGame *game, const char *gun, double range, double half_angle, GError **error)
{
  GgFigure *g = find_figure (game, gun, error);
  g_autoptr (JsonBuilder) jb = json_builder_new ();
  g_autoptr (GgSpatial) index = NULL;
  g_autoptr (GgLos) los = NULL;
  g_autoptr (GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GPtrArray) figures = NULL;
  GgSector sector;

  if (g == NULL)
    return NULL;
  if (isnan (half_angle))
    half_angle = rules_number (game, "artillery.canister-half-angle", NAN);
  if (!no_default (half_angle, "--half-angle", error))
    return NULL;
  index = gg_spatial_new (game);
  los = gg_los_new (index);
  sector = gg_sector_for_base (&g->base, half_angle, range);
  gg_spatial_figures_in_sector (index, &sector, hits);
  figures = figures_by_id (game, hits, g);
  json_builder_begin_object (jb);
  _gg_query_add_string (jb, "gun", g->id);
  add_figures_with_los (jb, los, figures, sight_from_figure, g);
  json_builder_set_member_name (jb, "half_angle");
  json_builder_add_double_value (jb, half_angle);
  _gg_query_add_length (jb, "range", range);
  return _gg_query_finish (jb);
}

JsonNode *
gg_query_shell (GgGame *game, const double at[2], double radius, GError **error)
{
  GgPoint p = { gg_unit_to_mm (game->units, at[0]), gg_unit_to_mm (game->units, at[1]) };
  g_autoptr (JsonBuilder) jb = json_builder_new ();
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  g_autoptr (GgLos) los = gg_los_new (index);
  g_autoptr (GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GPtrArray) figures = NULL;

  if (isnan (radius))
    radius = default_shell_radius (game);
  if (!no_default (radius, "--radius", error))
    return NULL;
  gg_spatial_figures_in_circle (index, p, radius, hits);
  figures = figures_by_id (game, hits, NULL);
  json_builder_begin_object (jb);
  json_builder_set_member_name (jb, "at");
  json_builder_begin_array (jb);
  json_builder_add_double_value (jb, at[0]);
  json_builder_add_double_value (jb, at[1]);
  json_builder_end_array (jb);
  add_figures_with_los (jb, los, figures, sight_from_point, &p);
  _gg_query_add_length (jb, "radius", radius);
  return _gg_query_finish (jb);
}

/* round shot */

typedef struct
{
  GgFigure *figure;
  double distance;
} Hit;

static int
cmp_hit (gconstpointer a, gconstpointer b)
{
  const Hit *x = a, *y = b;

  if (x->distance != y->distance)
    return x->distance < y->distance ? -1 : 1;
  return strcmp (x->figure->id, y->figure->id);
}

/* AMB-46: the ray from the centre of the gun's front edge along its facing. */
static GArray *
roundshot_hits (GgGame *game, GgFigure *gun, double range)
{
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *hits = g_array_new (FALSE, FALSE, sizeof (Hit));
  GgPoint o = gg_base_front_centre (&gun->base), d = gg_bearing_vector (gun->base.facing);
  GgPoint end = { o.x + d.x * range, o.y + d.y * range };

  gg_spatial_figures_near_segment (index, o, end, 2 * GG_GEOMETRY_EPSILON, near);
  for (guint k = 0; k < near->len; k++)
    {
      Hit h = { g_ptr_array_index (game->figures, g_array_index (near, guint, k)), 0 };

      if (h.figure != gun && gg_ray_hits_base (o, d, range, &h.figure->base, &h.distance))
        g_array_append_val (hits, h);
    }
  g_array_sort (hits, cmp_hit);
  return hits;
}

JsonNode *
gg_query_roundshot (GgGame *game, const char *gun, double range, GError **error)
{
  GgFigure *g = find_figure (game, gun, error);
  g_autoptr (JsonBuilder) jb = json_builder_new ();
  g_autoptr (GArray) hits = NULL;

  if (g == NULL)
    return NULL;
  hits = roundshot_hits (game, g, range);
  json_builder_begin_object (jb);
  _gg_query_add_string (jb, "gun", g->id);
  json_builder_set_member_name (jb, "figures");
  json_builder_begin_array (jb);
  for (guint i = 0; i < hits->len; i++)
    {
      Hit *h = &g_array_index (hits, Hit, i);

      json_builder_begin_object (jb);
      _gg_query_add_string (jb, "id", h->figure->id);
      _gg_query_add_length (jb, "distance", h->distance);
      json_builder_end_object (jb);
    }
  json_builder_end_array (jb);
  _gg_query_add_length (jb, "range", range);
  return _gg_query_finish (jb);
}

/* command (BG-4.8-a, D6-CMD-1) */

typedef struct
{
  char side;
  int squad;
  GPtrArray *members; /* GgFigure*, by id */
  GgFigure *leader;
} Squad;

static void
squad_clear (gpointer data)
{
  g_ptr_array_unref (((Squad *) data)->members);
}

static int
cmp_squad (gconstpointer a, gconstpointer b)
{
  const Squad *x = a, *y = b;

  if (x->side != y->side)
    return x->side - y->side;
  return (x->squad > y->squad) - (x->squad < y->squad);
}

/* BG-3.2-g: "L1", "L2", …: the squad leader; the one naming his own squad is preferred. */
static int
leader_rank (const GgFigure *f)
{
  const char *r = f->role;

  if (r == NULL || r[0] != 'L' || r[1] == '\0' || strspn (r + 1, "0123456789") != strlen (r + 1))
    return 0;
  return atoi (r + 1) == f->squad ? 2 : 1;
}

/* Squads by side and number, their members by id; one hash lookup a figure (a scan of the
 * squads made so far made this quadratic: 0.5 s at 100,000 figures). */
static GArray *
squads_of (GgGame *game)
{
  GArray *squads = g_array_new (FALSE, TRUE, sizeof (Squad));
  g_autoptr (GPtrArray) sorted = g_ptr_array_new ();
  g_autoptr (GHashTable) index = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr (GArray) keys = g_array_new (FALSE, FALSE, sizeof (gint64));

  g_array_set_clear_func (squads, squad_clear);
  for (guint i = 0; i < game->figures->len; i++)
    g_ptr_array_add (sorted, g_ptr_array_index (game->figures, i));
  g_ptr_array_sort (sorted, _gg_query_cmp_figure_id);
  /* the keys live in @keys, sized first so that they never move */
  g_array_set_size (keys, sorted->len);
  for (guint i = 0; i < sorted->len; i++)
    {
      GgFigure *f = g_ptr_array_index (sorted, i);
      gint64 *key = &g_array_index (keys, gint64, i);
      gpointer at;
      Squad *s;

      if (f->squad <= 0)
        continue;
      *key = (gint64) f->squad * 256 + (guchar) f->side;
      if (!g_hash_table_lookup_extended (index, key, NULL, &at))
        {
          Squad n = { f->side, f->squad, g_ptr_array_new (), NULL };

          g_array_append_val (squads, n);
          at = GUINT_TO_POINTER (squads->len - 1);
          g_hash_table_insert (index, key, at);
        }
      s = &g_array_index (squads, Squad, GPOINTER_TO_UINT (at));
      g_ptr_array_add (s->members, f);
      if (leader_rank (f) > (s->leader ? leader_rank (s->leader) : 0))
        s->leader = f;
    }
  g_array_sort (squads, cmp_squad);
  return squads;
}

static void
add_squad (JsonBuilder *jb, const Squad *s, double radius)
{
  char side[2] = { s->side, '\0' };

  json_builder_begin_object (jb);
  _gg_query_add_string (jb, "side", side);
  json_builder_set_member_name (jb, "squad");
  json_builder_add_int_value (jb, s->squad);
  _gg_query_add_string (jb, "leader", s->leader ? s->leader->id : NULL);
  json_builder_set_member_name (jb, "out_of_command");
  json_builder_begin_array (jb);
  for (guint i = 0; i < s->members->len; i++)
    {
      GgFigure *f = g_ptr_array_index (s->members, i);

      if (f == s->leader)
        continue;
      /* no leader on the table: nobody of the squad is in command (BG-4.8-g) */
      if (s->leader == NULL ||
          gg_base_distance (&f->base, &s->leader->base) > radius + GG_GEOMETRY_EPSILON)
        json_builder_add_string_value (jb, f->id);
    }
  json_builder_end_array (jb);
  json_builder_end_object (jb);
}

JsonNode *
gg_query_command (GgGame *game, GError **error)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);
  g_autoptr (JsonBuilder) jb = json_builder_new ();
  g_autoptr (GArray) squads = NULL;
  double radius = rules_command_radius (game);
  g_autoptr (GError) own_error = NULL;
  JsonNode *own;

  /* contracts.md: the rule set's own test, when it has one */
  if (rules->table->command_query != NULL &&
      (own = rules->table->command_query (game, &own_error)) != NULL)
    return own;
  if (own_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&own_error));
      return NULL;
    }
  squads = squads_of (game);
  json_builder_begin_object (jb);
  json_builder_set_member_name (jb, "squads");
  json_builder_begin_array (jb);
  for (guint i = 0; i < squads->len; i++)
    add_squad (jb, &g_array_index (squads, Squad, i), radius);
  json_builder_end_array (jb);
  _gg_query_add_length (jb, "radius", radius);
  return _gg_query_finish (jb);
}

char *
gg_query_command_text (GgGame *game)
{
  const GgRuleSetClass *klass = gg_ruleset_class (game->ruleset);

  return klass->table->command_text != NULL ? klass->table->command_text (game) : NULL;
}

/* group facts */

/* The table's label of the group @side, @squad: its rule set's (a d6 unit's name), else "A1". */
static char *
group_label (GgGame *game, char side, int squad)
{
  const GgRuleSetClass *klass = gg_ruleset_class (game->ruleset);

  if (squad <= 0)
    return NULL;
  if (klass->play->group_name != NULL)
    return klass->play->group_name (game, side, squad);
  return g_strdup_printf ("%c%d", side, squad);
}

/* The command status of every group, as the table's overlay has it: the rule set's own, else
 * the shared one (gg-command.h). */
typedef struct
{
  const GgRuleSetClass *klass;
  gpointer own;           /* the rule set's cache */
  GgCommandCache *shared; /* or the shared one */
  GArray *status;
} Status;

static void
command_status (Status *s, GgGame *game, GgTableRules *rules)
{
  s->klass = gg_ruleset_class (game->ruleset);
  if (s->klass->table->command_status != NULL)
    {
      s->status = s->klass->table->command_status (game, rules->command_radius, &s->own);
      return;
    }
  s->shared = gg_command_cache_new ();
  s->status = gg_command_cache_update (s->shared, game, rules);
}

static void
status_clear (Status *s)
{
  g_clear_pointer (&s->status, g_array_unref);
  if (s->own != NULL && s->klass->table->command_cache_free != NULL)
    s->klass->table->command_cache_free (s->own);
  g_clear_pointer (&s->shared, gg_command_cache_free);
}

static void
facts_command (GgGroupFacts *out, const GgSquadCommand *sq)
{
  out->n_figures = sq->figures->len;
  out->n_out = sq->out->len;
  out->command = sq->leader == NULL ? GG_GROUP_COMMAND_NO_LEADER
                 : sq->out->len     ? GG_GROUP_COMMAND_OUT
                                    : GG_GROUP_COMMAND_IN;
}

/* The nearest enemy of any figure of @members, and whether it lies in one of their fire arcs. */
static void
facts_enemy (GgGroupFacts *out, GgGame *game, GgTableRules *rules, GPtrArray *members)
{
  g_autoptr (GgSpatial) index = gg_spatial_new (game);

  for (guint i = 0; i < members->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (members, i);
      double d;
      const GgFigure *e = gg_command_nearest_enemy_in (index, f, &d);

      if (e != NULL && (out->enemy == NULL || d < out->enemy_distance))
        {
          out->enemy = e;
          out->enemy_distance = d;
        }
    }
  for (guint i = 0; out->enemy != NULL && i < members->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (members, i);
      GgSector arc = gg_sector_for_base (&f->base, rules->arc_half_angle, INFINITY);

      out->enemy_in_arc |= gg_base_in_sector (&out->enemy->base, &arc);
    }
  if (out->enemy != NULL)
    out->enemy_name = out->enemy->squad > 0
                        ? group_label (game, out->enemy->side, out->enemy->squad)
                        : g_strdup (out->enemy->id);
}

gboolean
gg_query_group_facts (GgGame *game, GgTableRules *rules, const char *figure, GgGroupFacts *out,
                      GError **error)
{
  GgFigure *f = find_figure (game, figure, error);
  Status status = { 0 };
  g_autoptr (GPtrArray) members = g_ptr_array_new ();
  const GgSquadCommand *sq = NULL;

  memset (out, 0, sizeof *out);
  if (f == NULL)
    return FALSE;
  out->side = f->side;
  out->squad = f->squad;
  out->name = f->squad > 0 ? group_label (game, f->side, f->squad) : g_strdup (f->id);
  out->n_figures = 1;
  if (f->squad > 0 && gg_ruleset_class (game->ruleset)->play->group_kind != NULL)
    out->kind = gg_ruleset_class (game->ruleset)->play->group_kind (game, f->side, f->squad);
  if (f->squad > 0)
    command_status (&status, game, rules);
  if (status.status != NULL)
    sq = gg_command_find (status.status, f->side, f->squad);
  if (sq != NULL)
    {
      facts_command (out, sq);
      g_ptr_array_extend (members, sq->figures, NULL, NULL);
    }
  else
    g_ptr_array_add (members, f);
  facts_enemy (out, game, rules, members);
  status_clear (&status);
  return TRUE;
}

void
gg_group_facts_clear (GgGroupFacts *facts)
{
  g_clear_pointer (&facts->name, g_free);
  g_clear_pointer (&facts->kind, g_free);
  g_clear_pointer (&facts->enemy_name, g_free);
}
