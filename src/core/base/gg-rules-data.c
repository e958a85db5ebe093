/* gg-rules-data.c: loading and looking up rule numbers. */
#include "gg-rules-data.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct _GgRulesData
{
  gatomicrefcount ref;
  char *filename;
  char *ruleset;
  GgYamlNode *root;
  GHashTable *entries; /* path -> GgRuleEntry* (paths owned by @paths) */
  GPtrArray *order;    /* GgRuleEntry*, file order */
  GPtrArray *extra;    /* GgYamlNode* roots of overlays, kept alive */
};

static const char *const source_names[] = { "rulebook", "house", "reconstruction", "club" };

const char *
gg_rule_source_to_string (GgRuleSource source)
{
  g_return_val_if_fail (source < G_N_ELEMENTS (source_names), "?");
  return source_names[source];
}

static void
entry_free (gpointer data)
{
  GgRuleEntry *entry = data;

  g_free ((char *) entry->path);
  g_free (entry);
}

GgRulesData *
gg_rules_data_ref (GgRulesData *self)
{
  g_atomic_ref_count_inc (&self->ref);
  return self;
}

void
gg_rules_data_free (GgRulesData *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref))
    return;
  g_hash_table_unref (self->entries);
  g_ptr_array_unref (self->order);
  g_ptr_array_unref (self->extra);
  gg_yaml_node_free (self->root);
  g_free (self->ruleset);
  g_free (self->filename);
  g_free (self);
}

static gboolean
is_entry (const GgYamlNode *map)
{
  return gg_yaml_mapping_lookup (map, "value") != NULL ||
         gg_yaml_mapping_lookup (map, "rows") != NULL;
}

static const char *
optional_text (const GgYamlNode *map, const char *key)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  return n != NULL && n->kind == GG_YAML_SCALAR ? n->value : NULL;
}

static gboolean
check_entry_keys (const GgYamlNode *map, const char *filename, GError **error)
{
  static const char *const keys[] = { "value",  "rows", "columns", "rule",
                                      "source", "unit", "note",    NULL };

  for (guint i = 0; i < gg_yaml_mapping_size (map); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (map, i);

      if (key->kind != GG_YAML_SCALAR || !g_strv_contains (keys, key->value))
        return gg_yaml_set_error (error, key, filename,
                                  _("unknown key “%s” in a rules entry"),
                                     key->kind == GG_YAML_SCALAR ? key->value : "?");
    }
  if (gg_yaml_mapping_lookup (map, "value") && gg_yaml_mapping_lookup (map, "rows"))
    return gg_yaml_set_error (error, map, filename,
                              _("a rules entry has either “value” or “rows”, not both"));
  return TRUE;
}

static gboolean
read_source (const GgYamlNode *map, const char *filename, GgRuleSource *source, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "source");

  if (n == NULL)
    return gg_yaml_set_error (
      error, map, filename,
      _("a rules entry needs “source”: rulebook, house, reconstruction or club"));
  for (guint i = 0; i < G_N_ELEMENTS (source_names); i++)
    if (n->kind == GG_YAML_SCALAR && g_str_equal (n->value, source_names[i]))
      {
        *source = i;
        return TRUE;
      }
  return gg_yaml_set_error (error, n, filename,
                            _("unknown source: expected rulebook, house, reconstruction or club"));
}

static gboolean
add_entry (GgRulesData *self, const char *path, const GgYamlNode *map, const char *filename,
           GError **error)
{
  g_autofree GgRuleEntry *entry = g_new0 (GgRuleEntry, 1);
  GgYamlNode *value = gg_yaml_mapping_lookup (map, "value");

  if (!check_entry_keys (map, filename, error) ||
      !read_source (map, filename, &entry->source, error))
    return FALSE;
  entry->rule = optional_text (map, "rule");
  if (entry->rule == NULL || *entry->rule == '\0')
    return gg_yaml_set_error (error, map, filename, _("a rules entry needs “rule”: the rule ID"));
  entry->node = map;
  entry->value = value ? value : gg_yaml_mapping_lookup (map, "rows");
  entry->unit = optional_text (map, "unit");
  entry->note = optional_text (map, "note");
  entry->is_number = entry->value->kind == GG_YAML_SCALAR &&
                     gg_yaml_get_double (entry->value, filename, &entry->number, NULL);
  if (g_hash_table_contains (self->entries, path))
    return gg_yaml_set_error (error, map, filename, _("“%s” is given twice"), path);
  entry->path = g_strdup (path);
  g_ptr_array_add (self->order, entry);
  g_hash_table_insert (self->entries, (char *) entry->path, entry);
  entry = NULL;
  return TRUE;
}

/* A group or entry name: a plain word, never a list or a mapping used as a key. */
static gboolean
check_key (const GgYamlNode *key, const char *filename, GError **error)
{
  if (key->kind == GG_YAML_SCALAR && key->value != NULL && *key->value != '\0')
    return TRUE;
  return gg_yaml_set_error (error, key, filename,
                            _("a rules group or entry name must be a plain word"));
}

static gboolean
walk (GgRulesData *self, const char *prefix, const GgYamlNode *map, const char *filename,
      GError **error)
{
  for (guint i = 0; i < gg_yaml_mapping_size (map); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (map, i);
      GgYamlNode *value = gg_yaml_mapping_value (map, i);
      g_autofree char *path = NULL;

      if (!check_key (key, filename, error))
        return FALSE;
      path = prefix ? g_strconcat (prefix, ".", key->value, NULL) : g_strdup (key->value);
      if (!gg_yaml_expect_kind (value, GG_YAML_MAPPING, filename, path, error))
        return FALSE;
      if (!(is_entry (value) ? add_entry (self, path, value, filename, error)
                             : walk (self, path, value, filename, error)))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_header (GgRulesData *self, const GgYamlNode *root, GError **error)
{
  GgYamlNode *format, *ruleset;

  if (!gg_yaml_expect_kind (root, GG_YAML_MAPPING, self->filename, _("a rules file"), error))
    return FALSE;
  format = gg_yaml_mapping_lookup (root, "format");
  if (format == NULL || g_strcmp0 (format->value, "gigogin-rules/1") != 0)
    return gg_yaml_set_error (error, format ? format : root, self->filename,
                              _("not a rules file: expected “format: gigogin-rules/1”"));
  ruleset = gg_yaml_mapping_lookup (root, "ruleset");
  if (ruleset == NULL || ruleset->kind != GG_YAML_SCALAR)
    return gg_yaml_set_error (error, root, self->filename, _("the rules file names no “ruleset”"));
  self->ruleset = g_strdup (ruleset->value);
  return TRUE;
}

static gboolean
read_body (GgRulesData *self, const GgYamlNode *root, GError **error)
{
  for (guint i = 0; i < gg_yaml_mapping_size (root); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (root, i);
      GgYamlNode *value = gg_yaml_mapping_value (root, i);

      if (!check_key (key, self->filename, error))
        return FALSE;
      if (g_strcmp0 (key->value, "title") == 0 && value->kind != GG_YAML_SCALAR)
        return gg_yaml_set_error (error, value, self->filename,
                                  _("“title” must be one line of text, not a list or a group"));
      if (g_strcmp0 (key->value, "format") == 0 || g_strcmp0 (key->value, "ruleset") == 0 ||
          g_strcmp0 (key->value, "title") == 0)
        continue;
      if (value->kind != GG_YAML_MAPPING)
        return gg_yaml_set_error (error, value, self->filename,
                                  _("“%s” must be a group of rules entries"), key->value);
      if (!(is_entry (value) ? add_entry (self, key->value, value, self->filename, error)
                             : walk (self, key->value, value, self->filename, error)))
        return FALSE;
    }
  return TRUE;
}

GgRulesData *
gg_rules_data_load_data (const char *data, gsize length, const char *filename, GError **error)
{
  g_autoptr (GgRulesData) self = g_new0 (GgRulesData, 1);

  g_atomic_ref_count_init (&self->ref);
  self->filename = g_strdup (filename);
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, entry_free);
  self->order = g_ptr_array_new ();
  self->extra = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_yaml_node_free);
  self->root = gg_yaml_parse (data, length, filename, NULL, error);
  if (self->root == NULL || !read_header (self, self->root, error) ||
      !read_body (self, self->root, error))
    return NULL;
  return g_steal_pointer (&self);
}

static gboolean
io_error (GError **error, const char *path, const char *message)
{
  g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_IO, "%s:1:1: %s", path, message);
  return FALSE;
}

/* Reads @path whole, refusing what is not a regular file (a FIFO would block, /dev/zero never
 * ends) and anything over GG_RULES_DATA_MAX_BYTES, before reading it. */
static char *
read_table_file (const char *path, gsize *length, GError **error)
{
  g_autofree char *contents = NULL;
  struct stat st;
  gsize got = 0;
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    {
      int saved = errno;
      g_autofree char *message =
        g_strdup_printf (_("cannot read the file: %s"), g_strerror (saved));

      return io_error (error, path, message), NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return io_error (error, path, _("not a regular file: a table file is a YAML text file")),
                       NULL;
    }
  if (st.st_size > GG_RULES_DATA_MAX_BYTES)
    {
      g_autofree char *message =
        g_strdup_printf (_("the file is %lld bytes; a table file is at most %d"),
                            (long long) st.st_size, GG_RULES_DATA_MAX_BYTES);

      close (fd);
      return io_error (error, path, message), NULL;
    }
  /* one byte more than the limit: a file that grew since fstat is refused, not cut short */
  contents = g_malloc (GG_RULES_DATA_MAX_BYTES + 2);
  for (;;)
    {
      gssize n = read (fd, contents + got, GG_RULES_DATA_MAX_BYTES + 1 - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          g_autofree char *message =
            g_strdup_printf (_("cannot read the file: %s"), g_strerror (saved));

          close (fd);
          return io_error (error, path, message), NULL;
        }
      if (n == 0)
        break;
      got += n;
      if (got > GG_RULES_DATA_MAX_BYTES)
        {
          close (fd);
          return io_error (error, path, _("the file grew past the size limit while read")), NULL;
        }
    }
  close (fd);
  contents[got] = '\0';
  *length = got;
  return g_steal_pointer (&contents);
}

GgRulesData *
gg_rules_data_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!(contents = read_table_file (path, &length, error)))
    return NULL;
  return gg_rules_data_load_data (contents, length, path, error);
}

/* Generated by glib-compile-resources (data/gigogin-data.gresource.xml). Naming it here pulls
 * the resource object out of the static core library, so its constructor registers the data. */
GResource *gg_data_get_resource (void);

GgRulesData *
gg_rules_data_load_builtin (const char *ruleset, GError **error)
{
  g_autofree char *path = g_strdup_printf ("/org/gigogin/Gigogin/data/rules/%s.yaml", ruleset);
  g_autoptr (GBytes) bytes = g_resource_lookup_data (gg_data_get_resource (), path, 0, error);
  gsize length;
  const char *data;

  (void) gg_data_get_resource ();
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return gg_rules_data_load_data (data, length, path, error);
}

/* Checking a club's entry against ours: same shape, numbers where we have numbers, in range. */

typedef struct
{
  const char *filename;
  const char *path;
  const char *unit;
} Check;

static gboolean
is_number (const GgYamlNode *node)
{
  double v;

  return node != NULL && node->kind == GG_YAML_SCALAR && gg_yaml_get_double (node, "", &v, NULL);
}

static gboolean
is_nil (const GgYamlNode *node)
{
  return node->kind == GG_YAML_SCALAR && g_strcmp0 (node->value, "nil") == 0;
}

/* Sign and size: a length or a count of ours that is 0 or more stays so; an angle is 0-360. */
static gboolean
check_number (const Check *c, const GgYamlNode *ours, const GgYamlNode *theirs, GError **error)
{
  double a = 0, b;

  if (!gg_yaml_get_double (theirs, c->filename, &b, NULL))
    return gg_yaml_set_error (error, theirs, c->filename,
                              _("“%s”: expected a finite number here, found “%s”"), c->path,
                                 theirs->value);
  if (ours != NULL)
    gg_yaml_get_double (ours, "", &a, NULL);
  if (fabs (b) > 100000)
    return gg_yaml_set_error (error, theirs, c->filename,
                              _("“%s”: %s is out of range (at most 100000)"), c->path,
                                 theirs->value);
  if (g_strcmp0 (c->unit, "deg") == 0 && (b < 0 || b > 360))
    return gg_yaml_set_error (error, theirs, c->filename,
                              _("“%s”: an angle is 0 to 360 degrees, found %s"), c->path,
                                 theirs->value);
  if (a >= 0 && b < 0)
    return gg_yaml_set_error (error, theirs, c->filename,
                              _("“%s”: %s is out of range (0 or more)"), c->path, theirs->value);
  if (a <= 0 && b > 0 && a != 0)
    return gg_yaml_set_error (error, theirs, c->filename,
                              _("“%s”: %s is out of range (0 or less)"), c->path, theirs->value);
  return TRUE;
}

static gboolean
check_kind (const Check *c, const GgYamlNode *theirs, GgYamlKind kind, GError **error)
{
  static const char *const what[] = { N_ ("a single value"), N_ ("a list [...]"),
                                      N_ ("a mapping {...}") };

  if (theirs->kind == kind)
    return TRUE;
  return gg_yaml_set_error (error, theirs, c->filename,
                            _("“%s”: expected %s here, found %s"), c->path,
                               _(what[kind]), _(what[theirs->kind]));
}

static gboolean check_value (const Check *c, const GgYamlNode *ours, const GgYamlNode *theirs,
                             GError **error);

static gboolean
check_scalar (const Check *c, const GgYamlNode *ours, const GgYamlNode *theirs, GError **error)
{
  if (!check_kind (c, theirs, GG_YAML_SCALAR, error))
    return FALSE;
  if (is_number (ours) && !is_nil (ours))
    return check_number (c, ours, theirs, error);
  if (is_nil (ours) && !is_nil (theirs))
    return check_number (c, NULL, theirs, error);
  return TRUE;
}

static gboolean
check_mapping (const Check *c, const GgYamlNode *ours, const GgYamlNode *theirs, GError **error)
{
  if (!check_kind (c, theirs, GG_YAML_MAPPING, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_mapping_size (theirs); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (theirs, i);

      if (key->kind != GG_YAML_SCALAR || !gg_yaml_mapping_lookup (ours, key->value))
        return gg_yaml_set_error (error, key, c->filename,
                                  _("“%s” has no “%s”"), c->path,
                                     key->kind == GG_YAML_SCALAR ? key->value : "?");
    }
  for (guint i = 0; i < gg_yaml_mapping_size (ours); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (ours, i);
      GgYamlNode *mine = gg_yaml_mapping_value (ours, i);
      GgYamlNode *their = gg_yaml_mapping_lookup (theirs, key->value);

      if (their == NULL)
        return gg_yaml_set_error (error, theirs, c->filename,
                                  _("“%s” needs “%s”"), c->path, key->value);
      if (!check_value (c, mine, their, error))
        return FALSE;
    }
  return TRUE;
}

/* A table (`rows:`): any number of rows, each as long as ours, each cell a number where any of
 * our rows has a number in that column (or "nil" where we have nil). */
static gboolean
check_rows (const Check *c, const GgYamlNode *ours, const GgYamlNode *theirs, GError **error)
{
  guint width = 0;

  if (!check_kind (c, theirs, GG_YAML_SEQUENCE, error))
    return FALSE;
  if (gg_yaml_sequence_size (theirs) == 0)
    return gg_yaml_set_error (error, theirs, c->filename,
                              _("“%s”: the table has no rows"), c->path);
  if (gg_yaml_sequence_size (ours) > 0)
    width = gg_yaml_sequence_size (gg_yaml_sequence_nth (ours, 0));
  for (guint r = 0; r < gg_yaml_sequence_size (theirs); r++)
    {
      GgYamlNode *row = gg_yaml_sequence_nth (theirs, r);

      if (!check_kind (c, row, GG_YAML_SEQUENCE, error))
        return FALSE;
      if (gg_yaml_sequence_size (row) != width)
        return gg_yaml_set_error (error, row, c->filename,
                                  _("“%s”: a row of this table has %u cells, found %u"), c->path,
                                     width, gg_yaml_sequence_size (row));
      for (guint k = 0; k < width; k++)
        {
          GgYamlNode *cell = gg_yaml_sequence_nth (row, k);
          gboolean numeric = FALSE, nil = FALSE;

          if (!check_kind (c, cell, GG_YAML_SCALAR, error))
            return FALSE;
          for (guint o = 0; o < gg_yaml_sequence_size (ours); o++)
            {
              GgYamlNode *mine = gg_yaml_sequence_nth (gg_yaml_sequence_nth (ours, o), k);

              nil |= is_nil (mine);
              numeric |= is_number (mine) && !is_nil (mine);
            }
          if (numeric && !(nil && is_nil (cell)) && !check_number (c, NULL, cell, error))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
check_value (const Check *c, const GgYamlNode *ours, const GgYamlNode *theirs, GError **error)
{
  gboolean numeric = TRUE;

  switch (ours->kind)
    {
    case GG_YAML_SCALAR:
      return check_scalar (c, ours, theirs, error);
    case GG_YAML_MAPPING:
      return check_mapping (c, ours, theirs, error);
    case GG_YAML_SEQUENCE:
      break;
    }
  if (!check_kind (c, theirs, GG_YAML_SEQUENCE, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (ours); i++)
    numeric &= is_number (gg_yaml_sequence_nth (ours, i));
  /* a pair or range of numbers keeps its length; a list of names may grow or shrink */
  if (numeric && gg_yaml_sequence_size (theirs) != gg_yaml_sequence_size (ours))
    return gg_yaml_set_error (error, theirs, c->filename,
                              _("“%s”: expected a list of %u numbers, found %u items"), c->path,
                                 gg_yaml_sequence_size (ours), gg_yaml_sequence_size (theirs));
  for (guint i = 0; i < gg_yaml_sequence_size (theirs); i++)
    {
      GgYamlNode *item = gg_yaml_sequence_nth (theirs, i);

      if (!check_kind (c, item, GG_YAML_SCALAR, error))
        return FALSE;
      if (numeric && !check_number (c, gg_yaml_sequence_nth (ours, i), item, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
check_entry (GgRulesData *club, const GgRuleEntry *ours, const GgRuleEntry *theirs, GError **error)
{
  Check c = { club->filename, theirs->path, ours->unit };
  gboolean ours_rows = gg_yaml_mapping_lookup (ours->node, "rows") != NULL;
  gboolean theirs_rows = gg_yaml_mapping_lookup (theirs->node, "rows") != NULL;

  if (ours_rows != theirs_rows)
    return gg_yaml_set_error (error, theirs->node, club->filename,
                              ours_rows
                              ? _("“%s” is a table: give it as “rows:”")
                              : _("“%s” is a single entry: give it as “value:”"), theirs->path);
  if (theirs->unit != NULL && g_strcmp0 (theirs->unit, ours->unit) != 0)
    return gg_yaml_set_error (error, theirs->node, club->filename,
                              _("“%s” is measured in %s, not %s"), theirs->path,
                                 ours->unit ? ours->unit : _("no unit"), theirs->unit);
  if (ours_rows)
    return check_rows (&c, ours->value, theirs->value, error);
  return check_value (&c, ours->value, theirs->value, error);
}

gboolean
gg_rules_data_overlay (GgRulesData *self, GgRulesData *club, GError **error)
{
  if (g_strcmp0 (self->ruleset, club->ruleset) != 0)
    return gg_yaml_set_error (error, gg_yaml_mapping_lookup (club->root, "ruleset"), club->filename,
                              _("this table file is for the ruleset “%s”, not “%s”"),
                                 club->ruleset, self->ruleset);
  /* every entry is checked before any is replaced: a refused file changes nothing */
  for (guint i = 0; i < club->order->len; i++)
    {
      GgRuleEntry *theirs = g_ptr_array_index (club->order, i);
      GgRuleEntry *ours = g_hash_table_lookup (self->entries, theirs->path);

      if (ours == NULL)
        return gg_yaml_set_error (error, theirs->node, club->filename,
                                  _("“%s” is not an entry of the %s rules"), theirs->path,
                                     self->ruleset);
      if (!check_entry (club, ours, theirs, error))
        return FALSE;
    }
  for (guint i = 0; i < club->order->len; i++)
    {
      GgRuleEntry *theirs = g_ptr_array_index (club->order, i);
      GgRuleEntry *ours = g_hash_table_lookup (self->entries, theirs->path);

      ours->node = theirs->node;
      ours->value = theirs->value;
      ours->rule = theirs->rule;
      ours->unit = theirs->unit;
      ours->note = theirs->note;
      ours->number = theirs->number;
      ours->is_number = theirs->is_number;
      ours->source = GG_RULE_SOURCE_CLUB;
    }
  /* the club's tree now backs some of our entries: keep it */
  g_ptr_array_add (self->extra, g_steal_pointer (&club->root));
  return TRUE;
}

const char *
gg_rules_data_get_ruleset (GgRulesData *self)
{
  return self->ruleset;
}

gboolean
gg_rules_data_lookup (GgRulesData *self, const char *path, GgRuleEntry *entry)
{
  GgRuleEntry *found = g_hash_table_lookup (self->entries, path);

  if (found == NULL)
    return FALSE;
  if (entry != NULL)
    *entry = *found;
  return TRUE;
}

double
gg_rules_data_get_number (GgRulesData *self, const char *path, double fallback)
{
  GgRuleEntry *entry = g_hash_table_lookup (self->entries, path);

  /* parsed once, when read (lookups sit on the table's drawing and line-of-sight paths) */
  if (entry == NULL || !entry->is_number)
    {
      g_critical ("rules data %s: no number at “%s”", self->filename, path);
      return fallback;
    }
  return entry->number;
}

void
gg_rules_data_foreach (GgRulesData *self,
                       void (*func) (const GgRuleEntry *entry, gpointer user_data),
                       gpointer user_data)
{
  for (guint i = 0; i < self->order->len; i++)
    func (g_ptr_array_index (self->order, i), user_data);
}
