/* gg-game-background.c: the game file's `background:` section, photos of the real table. */
#include "gg-game-background.h"
#include "gg-game-state.h"
#include "gg-log.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>

#define MAX_TURN 100000

char *
gg_background_photo_fresh_id (GgGame *game)
{
  for (guint n = game->photos->len + 1;; n++)
    {
      g_autofree char *id = g_strdup_printf ("photo-%u", n);

      if (gg_game_find (game, GG_COLLECTION_PHOTOS, id) < 0)
        return g_steal_pointer (&id);
    }
}

/* Reading */

typedef struct
{
  GgGame *game;
  const char *filename;
} Reader;

static gboolean
check_keys (const Reader *r, GgYamlNode *map, const char *what, const char *const *allowed,
            GError **error)
{
  return gg_yaml_check_keys (map, r->filename, what, allowed, error);
}

static gboolean
read_pair (const Reader *r, GgYamlNode *node, double xy[2], GError **error)
{
  if (node->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (node) != 2)
    return gg_yaml_set_error (error, node, r->filename,
                              _("a point is a list of two numbers, [x, y]"));
  return gg_yaml_get_double (gg_yaml_sequence_nth (node, 0), r->filename, &xy[0], error) &&
         gg_yaml_get_double (gg_yaml_sequence_nth (node, 1), r->filename, &xy[1], error);
}

/* A point in the photo: pixels, within the largest photo Gigogin opens. */
static gboolean
read_pixel (const Reader *r, GgYamlNode *node, double xy[2], GError **error)
{
  if (!read_pair (r, node, xy, error))
    return FALSE;
  if (!(xy[0] >= 0 && xy[1] >= 0 && xy[0] <= GG_PHOTO_MAX_SIDE && xy[1] <= GG_PHOTO_MAX_SIDE))
    return gg_yaml_set_error (error, node, r->filename,
                              _("a point in a photo is in pixels, from 0 to 30000"));
  return TRUE;
}

static gboolean
read_table_point (const Reader *r, GgYamlNode *node, double xy[2], GError **error)
{
  if (!read_pair (r, node, xy, error))
    return FALSE;
  xy[0] = gg_unit_to_mm (r->game->units, xy[0]);
  xy[1] = gg_unit_to_mm (r->game->units, xy[1]);
  if (!(fabs (xy[0]) <= GG_LENGTH_MAX_MM && fabs (xy[1]) <= GG_LENGTH_MAX_MM))
    return gg_yaml_set_error (error, node, r->filename,
                              _("a table point is within 100 m of the table's origin"));
  return TRUE;
}

static gboolean
read_corners (const Reader *r, GgYamlNode *node, double corners[8], GError **error)
{
  g_autoptr (GError) local = NULL;

  if (node->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (node) != 4)
    return gg_yaml_set_error (error, node, r->filename,
                              _("“corners” is a list of four points in the photo: side A's "
                                "near-left, near-right, side B's far-right, far-left"));
  for (int i = 0; i < 4; i++)
    if (!read_pixel (r, gg_yaml_sequence_nth (node, i), corners + 2 * i, error))
      return FALSE;
  if (!gg_photo_check_corners (corners, GG_PHOTO_MAX_SIDE, GG_PHOTO_MAX_SIDE, &local))
    return gg_yaml_set_error (error, node, r->filename, "%s", local->message);
  return TRUE;
}

static gboolean
read_known_point (const Reader *r, GgYamlNode *map, GArray *points, GError **error)
{
  static const char *const keys[] = { "photo", "table", NULL };
  GgYamlNode *photo, *table;
  double p[2], t[2];

  if (!check_keys (r, map, _("a known point"), keys, error))
    return FALSE;
  photo = gg_yaml_mapping_lookup (map, "photo");
  table = gg_yaml_mapping_lookup (map, "table");
  if (photo == NULL || table == NULL)
    return gg_yaml_set_error (error, map, r->filename,
                              _("a known point has a place in the photo (photo: [x, y]) and on "
                                "the table (table: [x, y])"));
  if (!read_pixel (r, photo, p, error) || !read_table_point (r, table, t, error))
    return FALSE;
  g_array_append_val (points, ((GgPhotoPoint){ p[0], p[1], t[0], t[1] }));
  return TRUE;
}

static gboolean
read_points (const Reader *r, GgYamlNode *list, GArray *points, GError **error)
{
  if (!gg_yaml_expect_kind (list, GG_YAML_SEQUENCE, r->filename, "points", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (list); i++)
    if (!read_known_point (r, gg_yaml_sequence_nth (list, i), points, error))
      return FALSE;
  return TRUE;
}

/* `path:` relative to the game file's folder, as `rules:` is. */
static char *
read_path (const Reader *r, GgYamlNode *node, GError **error)
{
  const char *path = gg_yaml_get_string (node, r->filename, error);
  g_autofree char *dir = NULL, *absolute_dir = NULL;

  if (path == NULL)
    return NULL;
  if (*path == '\0' || strlen (path) > 4096)
    {
      gg_yaml_set_error (error, node, r->filename,
                         _("a photo's “path” is a file name of 1 to 4096 bytes"));
      return NULL;
    }
  dir = r->filename && !g_str_has_prefix (r->filename, "/org/gigogin/")
          ? g_path_get_dirname (r->filename)
          : g_get_current_dir ();
  absolute_dir = g_canonicalize_filename (dir, NULL); /* "game.yaml" has the folder "." */
  return g_canonicalize_filename (path, absolute_dir);
}

static gboolean
read_time (const Reader *r, GgYamlNode *node, char **time, GError **error)
{
  const char *text = gg_yaml_get_string (node, r->filename, error);
  g_autoptr (GTimeZone) utc = g_time_zone_new_utc ();
  g_autoptr (GDateTime) parsed = text ? g_date_time_new_from_iso8601 (text, utc) : NULL;

  if (text == NULL)
    return FALSE;
  if (parsed == NULL)
    return gg_yaml_set_error (error, node, r->filename,
                              _("“time” is a date and time in ISO 8601, such as "
                                "2026-11-26T21:00:00Z"));
  *time = g_strdup (text);
  return TRUE;
}

static gboolean
read_opacity (const Reader *r, GgYamlNode *node, double *opacity, GError **error)
{
  if (!gg_yaml_get_double (node, r->filename, opacity, error))
    return FALSE;
  if (!(*opacity >= 0 && *opacity <= 1))
    return gg_yaml_set_error (error, node, r->filename, _("“opacity” is from 0 to 1"));
  return TRUE;
}

static gboolean
read_options (const Reader *r, GgYamlNode *map, GgBackgroundPhoto *photo, GError **error)
{
  GgYamlNode *node;
  gint64 turn;

  if ((node = gg_yaml_mapping_lookup (map, "points")) &&
      !read_points (r, node, photo->points, error))
    return FALSE;
  if ((node = gg_yaml_mapping_lookup (map, "opacity")) &&
      !read_opacity (r, node, &photo->opacity, error))
    return FALSE;
  if ((node = gg_yaml_mapping_lookup (map, "shown")) &&
      !gg_yaml_get_bool (node, r->filename, &photo->shown, error))
    return FALSE;
  if ((node = gg_yaml_mapping_lookup (map, "time")) && !read_time (r, node, &photo->time, error))
    return FALSE;
  if ((node = gg_yaml_mapping_lookup (map, "turn")))
    {
      if (!gg_yaml_get_int (node, r->filename, 1, MAX_TURN, &turn, error))
        return FALSE;
      photo->turn = (int) turn;
    }
  return TRUE;
}

static gboolean
read_photo (const Reader *r, GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "path",  "corners", "points", "opacity",
                                      "shown", "time",    "turn",   NULL };
  g_autoptr (GgBackgroundPhoto) photo = NULL;
  g_autofree char *path = NULL;
  GgYamlNode *path_node, *corners_node;
  double corners[8];

  if (!check_keys (r, map, _("a background photo"), keys, error))
    return FALSE;
  if (!(path_node = gg_yaml_mapping_lookup (map, "path")) ||
      !(corners_node = gg_yaml_mapping_lookup (map, "corners")))
    return gg_yaml_set_error (error, map, r->filename,
                              _("a background photo has a “path” and its “corners”"));
  if (!(path = read_path (r, path_node, error)) || !read_corners (r, corners_node, corners, error))
    return FALSE;
  photo = gg_background_photo_new (path, corners);
  if (!read_options (r, map, photo, error))
    return FALSE;
  photo->id = gg_background_photo_fresh_id (r->game);
  g_ptr_array_add (r->game->photos, g_steal_pointer (&photo));
  return TRUE;
}

gboolean
gg_background_read (GgGame *game, GgYamlNode *value, const char *filename, GError **error)
{
  static const char *const keys[] = { "photos", NULL };
  const Reader r = { game, filename };
  GgYamlNode *list;

  if (!check_keys (&r, value, "background", keys, error))
    return FALSE;
  if ((list = gg_yaml_mapping_lookup (value, "photos")) == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (list, GG_YAML_SEQUENCE, filename, "photos", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (list); i++)
    if (!read_photo (&r, gg_yaml_sequence_nth (list, i), error))
      return FALSE;
  return TRUE;
}

/* Writing */

static GgYamlNode *
pair (double x, double y)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  gg_yaml_sequence_append (seq, gg_yaml_number_new (x));
  gg_yaml_sequence_append (seq, gg_yaml_number_new (y));
  return seq;
}

/* @path relative to the game file's folder when it lies under it. */
static const char *
relative_path (GgGame *game, const char *path, char **dir)
{
  gsize n;

  if (game->filename == NULL || g_str_has_prefix (game->filename, "/org/gigogin/"))
    return path;
  {
    g_autofree char *absolute = g_canonicalize_filename (game->filename, NULL);

    *dir = g_path_get_dirname (absolute);
  }
  n = strlen (*dir);
  if (n > 1 && g_str_has_prefix (path, *dir) && path[n] == G_DIR_SEPARATOR)
    return path + n + 1;
  if (g_str_equal (*dir, "/") && path[0] == '/')
    return path + 1;
  return path;
}

static GgYamlNode *
write_points (GgGame *game, GArray *points)
{
  GgYamlNode *list = gg_yaml_sequence_new (FALSE);

  for (guint i = 0; i < points->len; i++)
    {
      GgPhotoPoint *p = &g_array_index (points, GgPhotoPoint, i);
      GgYamlNode *map = gg_yaml_mapping_new (TRUE);

      gg_yaml_mapping_append (map, "photo", pair (p->px, p->py));
      gg_yaml_mapping_append (
        map, "table",
        pair (gg_unit_from_mm (game->units, p->tx), gg_unit_from_mm (game->units, p->ty)));
      gg_yaml_sequence_append (list, map);
    }
  return list;
}

static GgYamlNode *
write_photo (GgGame *game, GgBackgroundPhoto *photo)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE), *corners = gg_yaml_sequence_new (TRUE);
  g_autofree char *dir = NULL;

  gg_yaml_mapping_append (
    map, "path",
    gg_yaml_scalar_new (relative_path (game, photo->path, &dir), GG_YAML_STYLE_QUOTED));
  for (int i = 0; i < 4; i++)
    gg_yaml_sequence_append (corners, pair (photo->corners[2 * i], photo->corners[2 * i + 1]));
  gg_yaml_mapping_append (map, "corners", corners);
  if (photo->points->len > 0)
    gg_yaml_mapping_append (map, "points", write_points (game, photo->points));
  gg_yaml_mapping_append (map, "opacity", gg_yaml_number_new (photo->opacity));
  gg_yaml_mapping_append (
    map, "shown", gg_yaml_scalar_new (photo->shown ? "true" : "false", GG_YAML_STYLE_PLAIN));
  if (photo->time != NULL)
    gg_yaml_mapping_append (map, "time", gg_yaml_scalar_new (photo->time, GG_YAML_STYLE_QUOTED));
  if (photo->turn > 0)
    gg_yaml_mapping_append (map, "turn", gg_yaml_number_new (photo->turn));
  return map;
}

GgYamlNode *
gg_background_write (GgGame *game)
{
  GgYamlNode *section = gg_yaml_mapping_new (FALSE), *list = gg_yaml_sequence_new (FALSE);

  for (guint i = 0; i < game->photos->len; i++)
    gg_yaml_sequence_append (list, write_photo (game, g_ptr_array_index (game->photos, i)));
  gg_yaml_mapping_append (section, "photos", list);
  return section;
}

char *
gg_game_missing_photos (GgGame *game)
{
  GString *out = NULL;

  for (guint i = 0; i < game->photos->len; i++)
    {
      GgBackgroundPhoto *photo = g_ptr_array_index (game->photos, i);
      GStatBuf st;

      if (g_stat (photo->path, &st) == 0 && S_ISREG (st.st_mode))
        continue;
      if (out == NULL)
        out = g_string_new (NULL);
      else
        g_string_append_c (out, '\n');
      g_string_append_printf (out, _("%s: the background photo %s is missing; the game opens "
                                     "without it"),
                                      game->filename ? game->filename : "?", photo->path);
    }
  return out ? g_string_free (out, FALSE) : NULL;
}

gboolean
gg_background_photo_calibrate (const GgBackgroundPhoto *photo, const GgGame *game, int width,
                               int height, GgPhotoCalibration *calibration, GError **error)
{
  return gg_photo_calibrate (photo->corners, width, height, game->width, game->depth,
                             (const GgPhotoPoint *) photo->points->data, photo->points->len,
                             calibration, error);
}

/* The app's calls */

GgBackgroundPhoto *
gg_game_current_photo (GgGame *game)
{
  for (guint i = game->photos->len; i > 0; i--)
    {
      GgBackgroundPhoto *photo = g_ptr_array_index (game->photos, i - 1);

      if (photo->shown)
        return photo;
    }
  return NULL;
}
