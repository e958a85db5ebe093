/* gg-game-file.c: reading and writing the `gigogin-game/1` file (contracts.md, "The table part"). */
#include "gg-game.h"
#include "gg-replay.h"
#include "gg-game-state.h"
#include "gg-game-background.h"
#include "gg-ruleset.h"
#include "gg-geometry.h"
#include "gg-yaml.h"
#include "gg-save.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct
{
  GgGame *game;
  const char *filename;
  /* ids seen so far, per collection ("T:", "R:", "M:" + id): a lookup a feature, ruler or
   * marker kept loading linear (200,000 markers took minutes with a scan each) */
  GHashTable *ids;
} Loader;

/* TRUE if @id was not seen yet in @collection (a letter); remembers it. */
static gboolean
first_id (Loader *self, char collection, const char *id)
{
  char *key = g_strdup_printf ("%c:%s", collection, id);

  if (g_hash_table_contains (self->ids, key))
    {
      g_free (key);
      return FALSE;
    }
  g_hash_table_add (self->ids, key);
  return TRUE;
}

typedef gboolean (*SectionFunc) (Loader *self, GgYamlNode *value, GError **error);

/* g_strv_contains, testing the first byte before strcmp (run for every key of every figure) */
static gboolean
key_allowed (const char *const *allowed, const char *key)
{
  for (; key != NULL && *allowed != NULL; allowed++)
    if ((*allowed)[0] == key[0] && strcmp (*allowed, key) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
check_keys (Loader *self, GgYamlNode *map, const char *what, const char *const *allowed,
            GError **error)
{
  for (guint i = 0; i < gg_yaml_mapping_size (map); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (map, i);

      if (key->kind != GG_YAML_SCALAR || !key_allowed (allowed, key->value))
        {
          g_autofree char *list = g_strjoinv (", ", (char **) allowed);

          return gg_yaml_set_error (error, key, self->filename,
                                    _("unknown key “%s” in %s (expected one of: %s)"),
                                       key->kind == GG_YAML_SCALAR ? key->value : "?", what, list);
        }
    }
  return TRUE;
}

static GgYamlNode *
require (Loader *self, GgYamlNode *map, const char *key, const char *what, GError **error)
{
  GgYamlNode *value = gg_yaml_mapping_lookup (map, key);

  if (value == NULL)
    gg_yaml_set_error (error, map, self->filename, _("%s has no “%s”"), what, key);
  return value;
}

static gboolean
read_length (Loader *self, GgYamlNode *node, gboolean positive, double *mm, GError **error)
{
  double v;

  if (!gg_yaml_get_double (node, self->filename, &v, error))
    return FALSE;
  if (positive && v <= 0)
    return gg_yaml_set_error (error, node, self->filename,
                              _("expected a length above 0, found %s"), node->value);
  *mm = gg_unit_to_mm (self->game->units, v);
  /* Every length of the table part is within ±100 m: 1e307 cm loaded once, then every query
   * overflowed (inf in the spatial grid, "inf.0" in the answers). */
  if (!(fabs (*mm) <= GG_LENGTH_MAX_MM))
    return gg_yaml_set_error (error, node, self->filename,
                              _("the length %s is out of range: a table length is at most 100 m "
                                "either way"),
                                 node->value);
  return TRUE;
}

static gboolean
read_mm (Loader *self, GgYamlNode *node, double *mm, GError **error)
{
  if (!gg_yaml_get_double (node, self->filename, mm, error))
    return FALSE;
  if (*mm <= 0 || *mm > 1000)
    return gg_yaml_set_error (
      error, node, self->filename,
      _("a base size is in millimetres, above 0 and at most 1000; found %s"), node->value);
  return TRUE;
}

static gboolean
read_point (Loader *self, GgYamlNode *node, GgPoint *p, GError **error)
{
  if (node->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (node) != 2)
    return gg_yaml_set_error (error, node, self->filename,
                              _("a point is a list of two numbers, [x, y]"));
  return read_length (self, gg_yaml_sequence_nth (node, 0), FALSE, &p->x, error) &&
         read_length (self, gg_yaml_sequence_nth (node, 1), FALSE, &p->y, error);
}

static gboolean
section_format (Loader *self, GgYamlNode *value, GError **error)
{
  if (value->kind != GG_YAML_SCALAR || g_strcmp0 (value->value, "gigogin-game/1") != 0)
    return gg_yaml_set_error (error, value, self->filename,
                              _("unsupported format: expected “gigogin-game/1”"));
  return TRUE;
}

static gboolean
section_ruleset (Loader *self, GgYamlNode *value, GError **error)
{
  if (value->kind != GG_YAML_SCALAR || !gg_ruleset_from_string (value->value, &self->game->ruleset))
    return gg_yaml_set_error (error, value, self->filename,
                              _("unknown ruleset: expected “bella-gigogin” or “d6”"));
  return TRUE;
}

static gboolean
section_units (Loader *self, GgYamlNode *value, GError **error)
{
  if (value->kind != GG_YAML_SCALAR || !gg_unit_from_string (value->value, &self->game->units) ||
      g_str_equal (value->value, "\""))
    return gg_yaml_set_error (error, value, self->filename,
                              _("unknown unit: expected “cm”, “in” or “mm”"));
  return TRUE;
}

static gboolean
section_scale (Loader *self, GgYamlNode *value, GError **error)
{
  gint64 scale;

  if (!gg_yaml_get_int (value, self->filename, 1, 1000, &scale, error))
    return FALSE;
  if (gg_scale_factor (scale) == 0)
    return gg_yaml_set_error (error, value, self->filename,
                              _("figure scale must be 15, 20 or 28 (mm), found %s"), value->value);
  self->game->scale = scale;
  return TRUE;
}

static gboolean
section_table (Loader *self, GgYamlNode *value, GError **error)
{
  static const char *const keys[] = { "width", "depth", NULL };
  GgYamlNode *w, *d;

  if (!gg_yaml_expect_kind (value, GG_YAML_MAPPING, self->filename, "table", error) ||
      !check_keys (self, value, "table", keys, error) ||
      !(w = require (self, value, "width", "table", error)) ||
      !(d = require (self, value, "depth", "table", error)))
    return FALSE;
  return read_length (self, w, TRUE, &self->game->width, error) &&
         read_length (self, d, TRUE, &self->game->depth, error);
}

/* Refuses outlines the geometry cannot trust: too few points, numbers that overflow on
 * conversion, repeated points, self-intersection (gg_polygon_check). */
static gboolean
check_terrain_points (Loader *self, GgYamlNode *points, GgTerrain *t, GError **error)
{
  const GgPoint *v = (const GgPoint *) t->points->data;
  GgPolygonProblem problem;
  guint where = 0;

  if (gg_terrain_kind_is_linear (t->kind))
    {
      for (guint i = 0; i < t->points->len; i++)
        if (!isfinite (v[i].x) || !isfinite (v[i].y))
          return gg_yaml_set_error (error, gg_yaml_sequence_nth (points, i), self->filename, "%s",
                                    gg_polygon_problem_message (GG_POLYGON_NOT_FINITE));
      return TRUE;
    }
  problem = gg_polygon_check (v, t->points->len, &where);
  if (problem == GG_POLYGON_VALID)
    return TRUE;
  return gg_yaml_set_error (
    error, where < t->points->len ? gg_yaml_sequence_nth (points, where) : points, self->filename,
    _("terrain “%s”: %s"), t->id, gg_polygon_problem_message (problem));
}

static gboolean
read_terrain_points (Loader *self, GgYamlNode *map, GgTerrain *t, GError **error)
{
  gboolean linear = gg_terrain_kind_is_linear (t->kind);
  const char *key = linear ? "polyline" : "polygon";
  const char *other = linear ? "polygon" : "polyline";
  guint min = linear ? 2 : 3;
  GgYamlNode *points;

  if (gg_yaml_mapping_lookup (map, other) != NULL)
    return gg_yaml_set_error (error, gg_yaml_mapping_lookup (map, other), self->filename,
                              _("a %s is drawn with “%s”, not “%s”"),
                                 gg_terrain_kind_to_string (t->kind), key, other);
  if (!(points = require (self, map, key, _("a terrain feature"), error)) ||
        !gg_yaml_expect_kind (points, GG_YAML_SEQUENCE, self->filename, key, error))
    return FALSE;
  if (gg_yaml_sequence_size (points) < min)
    return gg_yaml_set_error (error, points, self->filename,
                              _("a %s needs at least %u points"), key, min);
  for (guint i = 0; i < gg_yaml_sequence_size (points); i++)
    {
      GgPoint p;

      if (!read_point (self, gg_yaml_sequence_nth (points, i), &p, error))
        return FALSE;
      g_array_append_val (t->points, p);
    }
  return check_terrain_points (self, points, t, error);
}

static GgTerrain *
read_terrain (Loader *self, GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "id", "name", "kind", "polygon", "polyline", "level", NULL };
  g_autoptr (GgTerrain) t = NULL;
  GgYamlNode *id, *kind, *level, *name;
  GgTerrainKind k;
  gint64 lv;

  if (!gg_yaml_expect_kind (
        map, GG_YAML_MAPPING, self->filename, _("a terrain feature"), error) ||
        !check_keys (self, map, _("a terrain feature"), keys, error) ||
                     !(id = require (self, map, "id", _("a terrain feature"), error)) ||
                       !gg_yaml_get_string (id, self->filename, error) ||
                       !(kind = require (self, map, "kind", _("a terrain feature"), error)))
    return NULL;
  if (kind->kind != GG_YAML_SCALAR || !gg_terrain_kind_from_string (kind->value, &k))
    {
      gg_yaml_set_error (error, kind, self->filename,
                         _("unknown terrain kind “%s”"),
                            kind->kind == GG_YAML_SCALAR ? kind->value : "?");
      return NULL;
    }
  if (!first_id (self, 'T', id->value))
    {
      gg_yaml_set_error (error, id, self->filename, _("terrain id “%s” is used twice"), id->value);
      return NULL;
    }
  t = gg_terrain_new (id->value, k);
  t->line = map->line;
  t->column = map->column;
  if ((name = gg_yaml_mapping_lookup (map, "name")) != NULL)
    {
      const char *value = gg_yaml_get_string (name, self->filename, error);

      if (value == NULL)
        return NULL;
      t->name = g_strdup (value);
    }
  if ((level = gg_yaml_mapping_lookup (map, "level")) != NULL)
    {
      if (!gg_yaml_get_int (level, self->filename, -100, 100, &lv, error))
        return NULL;
      t->level = lv;
      t->has_level = TRUE;
    }
  if (!read_terrain_points (self, map, t, error))
    return NULL;
  return g_steal_pointer (&t);
}

static gboolean
section_terrain (Loader *self, GgYamlNode *value, GError **error)
{
  if (!gg_yaml_expect_kind (value, GG_YAML_SEQUENCE, self->filename, "terrain", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (value); i++)
    {
      GgTerrain *t = read_terrain (self, gg_yaml_sequence_nth (value, i), error);

      if (t == NULL)
        return FALSE;
      g_ptr_array_add (self->game->terrain, t);
    }
  return TRUE;
}

static gboolean
read_base (Loader *self, GgYamlNode *map, GgFigure *f, GError **error)
{
  static const char *const keys[] = { "front", "depth", "diameter", NULL };
  GgYamlNode *front, *depth, *diameter;

  if (!gg_yaml_expect_kind (map, GG_YAML_MAPPING, self->filename, "base", error) ||
      !check_keys (self, map, "base", keys, error))
    return FALSE;
  diameter = gg_yaml_mapping_lookup (map, "diameter");
  front = gg_yaml_mapping_lookup (map, "front");
  depth = gg_yaml_mapping_lookup (map, "depth");
  if (diameter != NULL && (front != NULL || depth != NULL))
    return gg_yaml_set_error (error, map, self->filename,
                              _("a base is either round (diameter) or rectangular (front, depth), "
                              "not both"));
  if (diameter != NULL)
    {
      f->base.shape = GG_BASE_ROUND;
      return read_mm (self, diameter, &f->base.diameter, error);
    }
  if (front == NULL || depth == NULL)
    return gg_yaml_set_error (error, map, self->filename,
                              _("a rectangular base needs both “front” and “depth” (mm)"));
  f->base.shape = GG_BASE_RECT;
  return read_mm (self, front, &f->base.front, error) &&
         read_mm (self, depth, &f->base.depth, error);
}

static gboolean
read_figure_fields (Loader *self, GgYamlNode *map, GgFigure *f, GError **error)
{
  GgYamlNode *x, *y, *n;
  gint64 squad;

  if (!(x = require (self, map, "x", _("a figure"), error)) ||
        !(y = require (self, map, "y", _("a figure"), error)) ||
          !read_length (self, x, FALSE, &f->base.centre.x, error) ||
          !read_length (self, y, FALSE, &f->base.centre.y, error))
    return FALSE;
  if ((n = gg_yaml_mapping_lookup (map, "facing")) != NULL)
    {
      if (!gg_yaml_get_double (n, self->filename, &f->base.facing, error))
        return FALSE;
      f->base.facing = fmod (f->base.facing, 360.0);
      if (f->base.facing < 0)
        f->base.facing += 360.0;
    }
  if (!(n = require (self, map, "base", _("a figure"), error)) || !read_base (self, n, f, error))
    return FALSE;
  if (!(n = require (self, map, "side", _("a figure"), error)))
    return FALSE;
  if (n->kind != GG_YAML_SCALAR ||
      (g_strcmp0 (n->value, "A") != 0 && g_strcmp0 (n->value, "B") != 0))
    return gg_yaml_set_error (error, n, self->filename, _("side must be A or B"));
  f->side = n->value[0];
  if ((n = gg_yaml_mapping_lookup (map, "squad")) != NULL)
    {
      if (!gg_yaml_get_int (n, self->filename, 0, 9999, &squad, error))
        return FALSE;
      f->squad = squad;
    }
  if ((n = gg_yaml_mapping_lookup (map, "role")) != NULL)
    {
      const char *role = gg_yaml_get_string (n, self->filename, error);

      if (role == NULL)
        return FALSE;
      f->role = g_strdup (role);
    }
  return TRUE;
}

static gboolean
section_figures (Loader *self, GgYamlNode *value, GError **error)
{
  static const char *const keys[] = { "id",   "x",     "y",    "facing", "base",
                                      "side", "squad", "role", NULL };

  if (!gg_yaml_expect_kind (value, GG_YAML_SEQUENCE, self->filename, "figures", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (value); i++)
    {
      GgYamlNode *map = gg_yaml_sequence_nth (value, i);
      g_autoptr (GgFigure) f = NULL;
      GgYamlNode *id;

      if (!gg_yaml_expect_kind (map, GG_YAML_MAPPING, self->filename, _("a figure"), error) ||
                                !check_keys (
                                  self, map, _("a figure"), keys, error) ||
                                  !(id = require (self, map, "id", _("a figure"), error)) ||
                                    !gg_yaml_get_string (id, self->filename, error))
        return FALSE;
      if (*id->value == '\0' || gg_game_lookup_figure (self->game, id->value) != NULL)
        return gg_yaml_set_error (
          error, id, self->filename,
          *id->value ? _("figure id “%s” is used twice") : "figure id is empty%s", id->value);
      f = gg_figure_new (id->value);
      f->line = map->line;
      f->column = map->column;
      if (!read_figure_fields (self, map, f, error))
        return FALSE;
      gg_game_add_figure (self->game, g_steal_pointer (&f));
    }
  return TRUE;
}

static gboolean
section_state (Loader *self, GgYamlNode *value, GError **error)
{
  self->game->state = gg_game_state_from_yaml (value, self->filename, self->game, error);
  return self->game->state != NULL;
}

/* The rule set's own section (gg-ruleset.h), such as the d6 rules' `d6:`. */
static gboolean
section_own (Loader *self, GgYamlNode *value, GError **error)
{
  return gg_ruleset_class (self->game->ruleset)
    ->file->section_read (self->game, value, self->filename, error);
}

/* `rules: FILE`: a club's own table file, relative to the game file's folder (an absolute path
 * is kept as it is). Only named here: gg_game_load_rules reads it, and a missing file is a
 * warning, not a reason to refuse the game. */
static gboolean
section_rules (Loader *self, GgYamlNode *value, GError **error)
{
  const char *path = gg_yaml_get_string (value, self->filename, error);
  g_autofree char *folder = NULL, *dir = NULL;

  if (path == NULL)
    return FALSE;
  if (*path == '\0' || strlen (path) > 4096)
    return gg_yaml_set_error (error, value, self->filename,
                              _("“rules” names a club's table file, a path of 1 to 4096 bytes"));
  folder = self->filename && !g_str_has_prefix (self->filename, "/org/gigogin/")
             ? g_path_get_dirname (self->filename)
             : g_get_current_dir ();
  /* a game named by a relative path (`gigogin-cli command game.yaml`) has a relative folder */
  dir = g_canonicalize_filename (folder, NULL);
  self->game->rules_file = g_canonicalize_filename (path, dir);
  return TRUE;
}

/* Rulers, markers and the view: what the live table adds to the contract. */

static gboolean
read_id (Loader *self, GgYamlNode *map, const char *what, GgCollection collection, const char **id,
         GError **error)
{
  GgYamlNode *node = require (self, map, "id", what, error);

  if (node == NULL || (*id = gg_yaml_get_string (node, self->filename, error)) == NULL)
    return FALSE;
  if (**id == '\0' || !first_id (self, collection == GG_COLLECTION_RULERS ? 'R' : 'M', *id))
    return gg_yaml_set_error (error, node, self->filename,
                              _("the id “%s” is empty or used twice"), *id);
  return TRUE;
}

static gboolean
read_figure_ref (Loader *self, GgYamlNode *node, char **figure, GgPoint *point, GError **error)
{
  const char *id = gg_yaml_get_string (node, self->filename, error);
  GgFigure *f;

  if (id == NULL)
    return FALSE;
  if ((f = gg_game_lookup_figure (self->game, id)) == NULL)
    return gg_yaml_set_error (error, node, self->filename, _("there is no figure “%s”"), id);
  *figure = g_strdup (id);
  *point = f->base.centre;
  return TRUE;
}

static gboolean
read_ruler_end (Loader *self, GgYamlNode *node, GgRulerEnd *end, GError **error)
{
  static const char *const keys[] = { "figure", NULL };

  if (node->kind == GG_YAML_SEQUENCE)
    return read_point (self, node, &end->point, error);
  if (node->kind != GG_YAML_MAPPING || !check_keys (self, node, _("a ruler end"), keys, error))
    return node->kind == GG_YAML_MAPPING
             ? FALSE
             : gg_yaml_set_error (error, node, self->filename,
                                  _("a ruler end is a point [x, y] or { figure: id }"));
  if (!(node = require (self, node, "figure", _("a ruler end"), error)))
    return FALSE;
  return read_figure_ref (self, node, &end->figure, &end->point, error);
}

static gboolean
read_ruler (Loader *self, GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "id", "from", "to", NULL };
  g_autoptr (GgRuler) ruler = NULL;
  GgYamlNode *from, *to;
  const char *id;

  if (!gg_yaml_expect_kind (
        map, GG_YAML_MAPPING, self->filename, _("a ruler"), error) ||
        !check_keys (self, map, _("a ruler"), keys, error) ||
                     !read_id (self, map, _("a ruler"), GG_COLLECTION_RULERS, &id, error) ||
                               !(from = require (self, map, "from", _("a ruler"), error)) ||
                                 !(to = require (self, map, "to", _("a ruler"), error)))
    return FALSE;
  ruler = gg_ruler_new (id);
  if (!read_ruler_end (self, from, &ruler->from, error) ||
      !read_ruler_end (self, to, &ruler->to, error))
    return FALSE;
  g_ptr_array_add (self->game->rulers, g_steal_pointer (&ruler));
  return TRUE;
}

static gboolean
read_marker_place (Loader *self, GgYamlNode *map, GgMarker *marker, GError **error)
{
  GgYamlNode *figure = gg_yaml_mapping_lookup (map, "figure");
  GgYamlNode *at = gg_yaml_mapping_lookup (map, "at");

  if ((figure == NULL) == (at == NULL))
    return gg_yaml_set_error (error, map, self->filename,
                              _("a marker is either on a figure (figure) or at a point (at)"));
  if (figure != NULL)
    return read_figure_ref (self, figure, &marker->figure, &marker->point, error);
  return read_point (self, at, &marker->point, error);
}

static gboolean
read_marker (Loader *self, GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "id", "kind", "figure", "at", NULL };
  g_autoptr (GgMarker) marker = NULL;
  GgYamlNode *kind;
  GgMarkerKind k;
  const char *id;

  if (!gg_yaml_expect_kind (
        map, GG_YAML_MAPPING, self->filename, _("a marker"), error) ||
        !check_keys (self, map, _("a marker"), keys, error) ||
                     !read_id (self, map, _("a marker"), GG_COLLECTION_MARKERS, &id, error) ||
                               !(kind = require (self, map, "kind", _("a marker"), error)))
    return FALSE;
  if (kind->kind != GG_YAML_SCALAR || !gg_marker_kind_from_string (kind->value, &k))
    return gg_yaml_set_error (error, kind, self->filename,
                              _("unknown marker kind: expected “reload”, “morale-test” or “aim”"));
  marker = gg_marker_new (id, k);
  if (!read_marker_place (self, map, marker, error))
    return FALSE;
  g_ptr_array_add (self->game->markers, g_steal_pointer (&marker));
  return TRUE;
}

static gboolean
read_list (Loader *self, GgYamlNode *value, const char *what,
           gboolean (*read) (Loader *, GgYamlNode *, GError **), GError **error)
{
  if (!gg_yaml_expect_kind (value, GG_YAML_SEQUENCE, self->filename, what, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (value); i++)
    if (!read (self, gg_yaml_sequence_nth (value, i), error))
      return FALSE;
  return TRUE;
}

static gboolean
section_rulers (Loader *self, GgYamlNode *value, GError **error)
{
  return read_list (self, value, "rulers", read_ruler, error);
}

static gboolean
section_markers (Loader *self, GgYamlNode *value, GError **error)
{
  return read_list (self, value, "markers", read_marker, error);
}

static gboolean
section_view (Loader *self, GgYamlNode *value, GError **error)
{
  static const char *const keys[] = { "overlays", NULL };
  GgYamlNode *list;

  if (!gg_yaml_expect_kind (value, GG_YAML_MAPPING, self->filename, "view", error) ||
      !check_keys (self, value, "view", keys, error))
    return FALSE;
  self->game->has_view = TRUE;
  if ((list = gg_yaml_mapping_lookup (value, "overlays")) == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (list, GG_YAML_SEQUENCE, self->filename, "overlays", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (list); i++)
    {
      GgYamlNode *item = gg_yaml_sequence_nth (list, i);
      GgOverlay overlay;

      if (item->kind != GG_YAML_SCALAR || !gg_overlay_from_string (item->value, &overlay))
        return gg_yaml_set_error (error, item, self->filename,
                                  _("unknown overlay: expected one of: command, arcs, canister, "
                                    "shell, roundshot, los, rulers, labels, photo"));
      self->game->overlays |= overlay;
    }
  return TRUE;
}

/* `background:`: photos of the real table (gg-game-background.c) */
static gboolean
section_background (Loader *self, GgYamlNode *value, GError **error)
{
  return gg_background_read (self->game, value, self->filename, error);
}

/* A marker of the state as a replay frame kept it: on a figure (which may have gone since) or
 * at a point. */
static GgMarker *
read_replay_marker (Loader *self, GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "id", "kind", "figure", "at", NULL };
  GgYamlNode *id, *kind, *figure, *at;
  g_autoptr (GgMarker) marker = NULL;
  GgMarkerKind k;

  if (!gg_yaml_expect_kind (map, GG_YAML_MAPPING, self->filename, _("a marker"), error) ||
                            !check_keys (
                              self, map, _("a marker"), keys, error) ||
                              !(id = require (self, map, "id", _("a marker"), error)) ||
                                !gg_yaml_get_string (id, self->filename, error) ||
                                !(kind = require (self, map, "kind", _("a marker"), error)))
    return NULL;
  if (kind->kind != GG_YAML_SCALAR || !gg_marker_kind_from_string (kind->value, &k))
    return gg_yaml_set_error (error, kind, self->filename,
                              _("unknown marker kind: expected “reload”, “morale-test” or “aim”")),
                              NULL;
  marker = gg_marker_new (id->value, k);
  figure = gg_yaml_mapping_lookup (map, "figure");
  at = gg_yaml_mapping_lookup (map, "at");
  if ((figure == NULL) == (at == NULL))
    return gg_yaml_set_error (error, map, self->filename,
                              _("a marker is either on a figure (figure) or at a point (at)")),
                              NULL;
  if (figure != NULL && !gg_yaml_get_string (figure, self->filename, error))
    return NULL;
  if (figure != NULL)
    marker->figure = g_strdup (figure->value);
  else if (!read_point (self, at, &marker->point, error))
    return NULL;
  return g_steal_pointer (&marker);
}

/* A frame's `off` (figures off the table then) and `markers` (the state's markers then); a
 * frame without them (an older file) kept neither. */
static gboolean
read_replay_state (Loader *self, GgYamlNode *map, GgReplay *replay, GError **error)
{
  GgYamlNode *off = gg_yaml_mapping_lookup (map, "off");
  GgYamlNode *markers = gg_yaml_mapping_lookup (map, "markers");
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) ms = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_marker_free);

  if (off == NULL && markers == NULL)
    return TRUE;
  if ((off != NULL && !gg_yaml_expect_kind (off, GG_YAML_SEQUENCE, self->filename, "off", error)) ||
      (markers != NULL &&
       !gg_yaml_expect_kind (markers, GG_YAML_SEQUENCE, self->filename, "markers", error)))
    return FALSE;
  for (guint i = 0; off != NULL && i < gg_yaml_sequence_size (off); i++)
    {
      GgYamlNode *n = gg_yaml_sequence_nth (off, i);

      if (!gg_yaml_get_string (n, self->filename, error))
        return FALSE;
      g_ptr_array_add (ids, g_strdup (n->value));
    }
  for (guint i = 0; markers != NULL && i < gg_yaml_sequence_size (markers); i++)
    {
      GgMarker *m = read_replay_marker (self, gg_yaml_sequence_nth (markers, i), error);

      if (m == NULL)
        return FALSE;
      g_ptr_array_add (ms, m);
    }
  gg_replay_set_frame_state (replay, g_steal_pointer (&ids), g_steal_pointer (&ms));
  return TRUE;
}

/* `replay:` frames, one a log entry: the figures that moved or came (as in `figures`) and the
 * ids that went (gg-replay.h). */
static gboolean
read_replay_frame (Loader *self, GgYamlNode *map, GgReplay *replay, GError **error)
{
  static const char *const keys[] = { "entry", "figures", "gone", "off", "markers", NULL };
  static const char *const figure_keys[] = { "id",   "x",     "y",    "facing", "base",
                                             "side", "squad", "role", NULL };
  g_autoptr (GPtrArray) figures = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);
  g_autoptr (GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  GgYamlNode *n, *list;
  gint64 serial;

  if (!gg_yaml_expect_kind (map, GG_YAML_MAPPING, self->filename, "replay", error) ||
      !check_keys (self, map, "replay", keys, error) ||
      !(n = require (self, map, "entry", "replay", error)) ||
      !gg_yaml_get_int (n, self->filename, 1, G_MAXUINT32, &serial, error))
    return FALSE;
  for (guint i = 0;
       (list = gg_yaml_mapping_lookup (map, "figures")) && i < gg_yaml_sequence_size (list); i++)
    {
      GgYamlNode *fm = gg_yaml_sequence_nth (list, i);
      GgYamlNode *id;
      g_autoptr (GgFigure) f = NULL;

      if (!gg_yaml_expect_kind (fm, GG_YAML_MAPPING, self->filename, _("a figure"), error) ||
                                !check_keys (self, fm, _("a figure"), figure_keys, error) ||
                                             !(id =
                                                 require (self, fm, "id", _("a figure"), error)) ||
                                               !gg_yaml_get_string (id, self->filename, error))
        return FALSE;
      f = gg_figure_new (id->value);
      if (!read_figure_fields (self, fm, f, error))
        return FALSE;
      g_ptr_array_add (figures, g_steal_pointer (&f));
    }
  for (guint i = 0;
       (list = gg_yaml_mapping_lookup (map, "gone")) && i < gg_yaml_sequence_size (list); i++)
    {
      n = gg_yaml_sequence_nth (list, i);
      if (!gg_yaml_get_string (n, self->filename, error))
        return FALSE;
      g_ptr_array_add (gone, g_strdup (n->value));
    }
  if (!gg_replay_add_frame (replay, serial, g_steal_pointer (&figures), g_steal_pointer (&gone)))
    return gg_yaml_set_error (error, map, self->filename,
                              _("replay frames must follow the log in order"));
  return read_replay_state (self, map, replay, error);
}

static gboolean
section_replay (Loader *self, GgYamlNode *value, GError **error)
{
  if (!gg_yaml_expect_kind (value, GG_YAML_SEQUENCE, self->filename, "replay", error))
    return FALSE;
  self->game->replay = gg_replay_new ();
  for (guint i = 0; i < gg_yaml_sequence_size (value); i++)
    if (!read_replay_frame (self, gg_yaml_sequence_nth (value, i), self->game->replay, error))
      return FALSE;
  return TRUE;
}

/* Sections in the order they are read: `units` first, since every length depends on it. The
 * key NULL is the rule set's own section (its class's `section`), if it has one. */
static const struct
{
  const char *key;
  SectionFunc read;
  gboolean required;
} sections[] = {
  { "format", section_format, TRUE },    { "ruleset", section_ruleset, TRUE },
  { "units", section_units, TRUE },      { "scale", section_scale, FALSE },
  { "table", section_table, TRUE },      { "terrain", section_terrain, FALSE },
  { "figures", section_figures, FALSE }, { "state", section_state, FALSE },
  { NULL, section_own, FALSE },          { "rulers", section_rulers, FALSE },
  { "markers", section_markers, FALSE }, { "view", section_view, FALSE },
  { "rules", section_rules, FALSE },     { "background", section_background, FALSE },
  { "replay", section_replay, FALSE },
};

static const char *
section_key (Loader *self, guint i)
{
  return sections[i].key ? sections[i].key : gg_ruleset_class (self->game->ruleset)->file->section;
}

/* The keys a game file of the rule set read may hold. */
static gboolean
check_root_keys (Loader *self, GgYamlNode *root, GError **error)
{
  const char *keys[G_N_ELEMENTS (sections) + 1];
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (section_key (self, i) != NULL)
      keys[n++] = section_key (self, i);
  keys[n] = NULL;
  return check_keys (self, root, _("a game file"), keys, error);
}

/* `format` and `ruleset` come first: the other keys a file may hold depend on its rule set. */
#define N_HEAD_SECTIONS 2

static gboolean
load_root (Loader *self, GgYamlNode *root, GError **error)
{
  if (!gg_yaml_expect_kind (root, GG_YAML_MAPPING, self->filename, _("a game file"), error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      const char *key = section_key (self, i);
      GgYamlNode *value;

      if (i == N_HEAD_SECTIONS && !check_root_keys (self, root, error))
        return FALSE;
      if (key == NULL)
        continue;
      value = gg_yaml_mapping_lookup (root, key);

      if (value == NULL && sections[i].required)
        return gg_yaml_set_error (error, root, self->filename,
                                  _("the game file has no “%s”"), key);
      if (value != NULL && !sections[i].read (self, value, error))
        return FALSE;
    }
  return TRUE;
}

static GgGame *
load_tree (GgYamlNode *root, const char *filename, GError **error)
{
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Loader loader = { 0 };

  if (root == NULL)
    return NULL;
  game = gg_game_new ();
  game->filename = g_strdup (filename);
  loader.game = game;
  loader.filename = filename;
  loader.ids = ids;
  if (!load_root (&loader, root, error))
    return NULL;
  return g_steal_pointer (&game);
}

GgGame *
gg_game_load_data (const char *data, gsize length, const char *filename, GError **error)
{
  g_autoptr (GgYamlNode) root = gg_yaml_parse (data, length, filename, NULL, error);

  return load_tree (root, filename, error);
}

GgGame *
gg_game_load_file (const char *path, GError **error)
{
  g_autoptr (GgYamlNode) root = gg_yaml_parse_file (path, NULL, error);

  return load_tree (root, path, error);
}

/* Writing */

static GgYamlNode *
number (double v)
{
  return gg_yaml_number_new (v);
}

static GgYamlNode *
length (GgGame *self, double mm)
{
  return number (gg_unit_from_mm (self->units, mm));
}

static GgYamlNode *
text (const char *s)
{
  return gg_yaml_scalar_new (s, GG_YAML_STYLE_QUOTED);
}

static GgYamlNode *
write_terrain (GgGame *self, GgTerrain *t)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);
  GgYamlNode *points = gg_yaml_sequence_new (TRUE);

  gg_yaml_mapping_append (map, "id", text (t->id));
  if (t->name != NULL)
    gg_yaml_mapping_append (map, "name", text (t->name));
  gg_yaml_mapping_append (
    map, "kind", gg_yaml_scalar_new (gg_terrain_kind_to_string (t->kind), GG_YAML_STYLE_PLAIN));
  for (guint i = 0; i < t->points->len; i++)
    {
      GgPoint *p = &g_array_index (t->points, GgPoint, i);
      GgYamlNode *pair = gg_yaml_sequence_new (TRUE);

      gg_yaml_sequence_append (pair, length (self, p->x));
      gg_yaml_sequence_append (pair, length (self, p->y));
      gg_yaml_sequence_append (points, pair);
    }
  gg_yaml_mapping_append (map, gg_terrain_kind_is_linear (t->kind) ? "polyline" : "polygon",
                          points);
  if (t->has_level)
    gg_yaml_mapping_append (map, "level", number (t->level));
  return map;
}

static GgYamlNode *
write_figure (GgGame *self, GgFigure *f)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);
  GgYamlNode *base = gg_yaml_mapping_new (TRUE);
  char side[2] = { f->side, 0 };

  gg_yaml_mapping_append (map, "id", text (f->id));
  gg_yaml_mapping_append (map, "x", length (self, f->base.centre.x));
  gg_yaml_mapping_append (map, "y", length (self, f->base.centre.y));
  gg_yaml_mapping_append (map, "facing", number (f->base.facing));
  if (f->base.shape == GG_BASE_ROUND)
    gg_yaml_mapping_append (base, "diameter", number (f->base.diameter));
  else
    {
      gg_yaml_mapping_append (base, "front", number (f->base.front));
      gg_yaml_mapping_append (base, "depth", number (f->base.depth));
    }
  gg_yaml_mapping_append (map, "base", base);
  gg_yaml_mapping_append (map, "side", gg_yaml_scalar_new (side, GG_YAML_STYLE_PLAIN));
  if (f->squad > 0)
    gg_yaml_mapping_append (map, "squad", number (f->squad));
  if (f->role != NULL)
    gg_yaml_mapping_append (map, "role", text (f->role));
  return map;
}

static GgYamlNode *
point_node (GgGame *self, GgPoint p)
{
  GgYamlNode *pair = gg_yaml_sequence_new (TRUE);

  gg_yaml_sequence_append (pair, length (self, p.x));
  gg_yaml_sequence_append (pair, length (self, p.y));
  return pair;
}

/* A figure that is gone (removed after the ruler was laid) is written as the point it left. */
static GgYamlNode *
write_ruler_end (GgGame *self, const GgRulerEnd *end)
{
  GgYamlNode *map;

  if (end->figure == NULL || gg_game_lookup_figure (self, end->figure) == NULL)
    return point_node (self, end->point);
  map = gg_yaml_mapping_new (TRUE);
  gg_yaml_mapping_append (map, "figure", text (end->figure));
  return map;
}

static GgYamlNode *
write_ruler (GgGame *self, GgRuler *r)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);

  gg_yaml_mapping_append (map, "id", text (r->id));
  gg_yaml_mapping_append (map, "from", write_ruler_end (self, &r->from));
  gg_yaml_mapping_append (map, "to", write_ruler_end (self, &r->to));
  return map;
}

static GgYamlNode *
write_marker (GgGame *self, GgMarker *m)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);

  gg_yaml_mapping_append (map, "id", text (m->id));
  gg_yaml_mapping_append (
    map, "kind", gg_yaml_scalar_new (gg_marker_kind_to_string (m->kind), GG_YAML_STYLE_PLAIN));
  if (m->figure != NULL && gg_game_lookup_figure (self, m->figure) != NULL)
    gg_yaml_mapping_append (map, "figure", text (m->figure));
  else
    gg_yaml_mapping_append (map, "at", point_node (self, m->point));
  return map;
}

static void
write_list (GgGame *self, GgYamlNode *root, const char *key, GPtrArray *items,
            GgYamlNode *(*write) (GgGame *, gpointer))
{
  GgYamlNode *seq;

  if (items->len == 0)
    return;
  seq = gg_yaml_sequence_new (FALSE);
  for (guint i = 0; i < items->len; i++)
    gg_yaml_sequence_append (seq, write (self, g_ptr_array_index (items, i)));
  gg_yaml_mapping_append (root, key, seq);
}

/* The club's table file relative to the game file's folder, where there is one. */
static void
write_rules (GgGame *self, GgYamlNode *root)
{
  g_autofree char *dir = NULL;
  const char *path = self->rules_file;
  gsize n;

  if (path == NULL)
    return;
  if (self->filename != NULL && !g_str_has_prefix (self->filename, "/org/gigogin/"))
    {
      g_autofree char *absolute = g_canonicalize_filename (self->filename, NULL);

      dir = g_path_get_dirname (absolute);
      n = strlen (dir);
      if (g_str_has_prefix (path, dir) && n > 1 && path[n] == G_DIR_SEPARATOR)
        path += n + 1;
      else if (g_str_equal (dir, "/"))
        path += 1;
    }
  gg_yaml_mapping_append (root, "rules", text (path));
}

static void
write_view (GgGame *self, GgYamlNode *root)
{
  GgYamlNode *view, *list;

  if (!self->has_view)
    return;
  view = gg_yaml_mapping_new (FALSE);
  list = gg_yaml_sequence_new (TRUE);
  for (guint i = 0; i < GG_N_OVERLAYS; i++)
    if (self->overlays & (1u << i))
      gg_yaml_sequence_append (
        list, gg_yaml_scalar_new (gg_overlay_to_string (1u << i), GG_YAML_STYLE_PLAIN));
  gg_yaml_mapping_append (view, "overlays", list);
  gg_yaml_mapping_append (root, "view", view);
}

static GgYamlNode *
write_replay_marker (GgGame *self, GgMarker *m)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);

  gg_yaml_mapping_append (map, "id", text (m->id));
  gg_yaml_mapping_append (
    map, "kind", gg_yaml_scalar_new (gg_marker_kind_to_string (m->kind), GG_YAML_STYLE_PLAIN));
  if (m->figure != NULL)
    gg_yaml_mapping_append (map, "figure", text (m->figure));
  else
    gg_yaml_mapping_append (map, "at", point_node (self, m->point));
  return map;
}

/* The state a frame kept, where it kept one (never for frames of older files). */
static void
write_replay_state (GgGame *self, guint i, GgYamlNode *map)
{
  GPtrArray *off, *markers;
  GgYamlNode *ids, *ms;

  if (!gg_replay_get_frame_state (self->replay, i, &off, &markers))
    return;
  ids = gg_yaml_sequence_new (TRUE);
  ms = gg_yaml_sequence_new (FALSE);
  for (guint j = 0; j < off->len; j++)
    gg_yaml_sequence_append (ids, text (g_ptr_array_index (off, j)));
  for (guint j = 0; markers != NULL && j < markers->len; j++)
    gg_yaml_sequence_append (ms, write_replay_marker (self, g_ptr_array_index (markers, j)));
  gg_yaml_mapping_append (map, "off", ids);
  gg_yaml_mapping_append (map, "markers", ms);
}

static void
write_replay (GgGame *self, GgYamlNode *root)
{
  GgYamlNode *list;

  if (self->replay == NULL || gg_replay_get_n_frames (self->replay) == 0)
    return;
  list = gg_yaml_sequence_new (FALSE);
  for (guint i = 0; i < gg_replay_get_n_frames (self->replay); i++)
    {
      GPtrArray *figures, *gone;
      guint serial = gg_replay_get_frame (self->replay, i, &figures, &gone);
      GgYamlNode *map = gg_yaml_mapping_new (FALSE);
      GgYamlNode *fs = gg_yaml_sequence_new (FALSE), *ids = gg_yaml_sequence_new (TRUE);

      gg_yaml_mapping_append (map, "entry", number (serial));
      for (guint j = 0; j < figures->len; j++)
        gg_yaml_sequence_append (fs, write_figure (self, g_ptr_array_index (figures, j)));
      for (guint j = 0; j < gone->len; j++)
        gg_yaml_sequence_append (ids, text (g_ptr_array_index (gone, j)));
      gg_yaml_mapping_append (map, "figures", fs);
      gg_yaml_mapping_append (map, "gone", ids);
      write_replay_state (self, i, map);
      gg_yaml_sequence_append (list, map);
    }
  gg_yaml_mapping_append (root, "replay", list);
}

char *
gg_game_to_yaml (GgGame *self, GError **error)
{
  g_autoptr (GgYamlNode) root = gg_yaml_mapping_new (FALSE);
  GgYamlNode *table = gg_yaml_mapping_new (TRUE);
  GgYamlNode *terrain = gg_yaml_sequence_new (FALSE);
  GgYamlNode *figures = gg_yaml_sequence_new (FALSE);
  const GgRuleSetClass *rules = gg_ruleset_class (self->ruleset);
  GgYamlNode *own;

  gg_yaml_mapping_append (root, "format",
                          gg_yaml_scalar_new ("gigogin-game/1", GG_YAML_STYLE_PLAIN));
  gg_yaml_mapping_append (
    root, "ruleset",
    gg_yaml_scalar_new (gg_ruleset_to_string (self->ruleset), GG_YAML_STYLE_PLAIN));
  gg_yaml_mapping_append (
    root, "units", gg_yaml_scalar_new (gg_unit_to_string (self->units), GG_YAML_STYLE_PLAIN));
  gg_yaml_mapping_append (root, "scale", number (self->scale));
  gg_yaml_mapping_append (table, "width", length (self, self->width));
  gg_yaml_mapping_append (table, "depth", length (self, self->depth));
  gg_yaml_mapping_append (root, "table", table);
  for (guint i = 0; i < self->terrain->len; i++)
    gg_yaml_sequence_append (terrain, write_terrain (self, g_ptr_array_index (self->terrain, i)));
  gg_yaml_mapping_append (root, "terrain", terrain);
  for (guint i = 0; i < self->figures->len; i++)
    gg_yaml_sequence_append (figures, write_figure (self, g_ptr_array_index (self->figures, i)));
  gg_yaml_mapping_append (root, "figures", figures);
  if (self->state != NULL)
    gg_yaml_mapping_append (root, "state", gg_game_state_to_yaml (self->state, rules));
  if (rules->file->section_write != NULL && (own = rules->file->section_write (self)) != NULL)
    gg_yaml_mapping_append (root, rules->file->section, own);
  write_list (self, root, "rulers", self->rulers, (gpointer) write_ruler);
  write_list (self, root, "markers", self->markers, (gpointer) write_marker);
  write_view (self, root);
  write_rules (self, root);
  if (self->photos->len > 0)
    gg_yaml_mapping_append (root, "background", gg_background_write (self));
  write_replay (self, root);
  return gg_yaml_emit (root, error);
}

/* What is saved must open again: the text goes through the loader, with its limits (a
 * 100,000-figure game once saved to 9.2 MB, over the 8 MiB a game file may hold), before
 * anything is written, so no writer (the app, the command line) replaces a good file with one
 * that cannot be read back. */
gboolean
gg_game_write_text (const char *text, const char *path, int flags, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GgGame) again = gg_game_load_data (text, strlen (text), path, &local);

  if (again == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("This game cannot be saved as a file Gigogin could open again, so nothing "
                     "was written: %s"),
                      local->message);
      return FALSE;
    }
  return gg_save_bytes (path, text, strlen (text), flags, error);
}
