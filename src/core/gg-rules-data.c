/* gg-rules-data.c: loading and looking up rule numbers. */
#include "gg-rules-data.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

struct _GgRulesData
{
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

void
gg_rules_data_free (GgRulesData *self)
{
  if (self == NULL)
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

GgRulesData *
gg_rules_data_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) local = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &local))
    {
      g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_IO,
                   _("%s:1:1: cannot read the file: %s"), path, local->message);
      return NULL;
    }
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

gboolean
gg_rules_data_overlay (GgRulesData *self, GgRulesData *club, GError **error)
{
  if (g_strcmp0 (self->ruleset, club->ruleset) != 0)
    return gg_yaml_set_error (error, club->root, club->filename,
                              _("this table file is for the ruleset “%s”, not “%s”"),
                                 club->ruleset, self->ruleset);
  /* every entry is checked before any is replaced: a refused file changes nothing */
  for (guint i = 0; i < club->order->len; i++)
    {
      GgRuleEntry *theirs = g_ptr_array_index (club->order, i);

      if (!g_hash_table_contains (self->entries, theirs->path))
        return gg_yaml_set_error (error, theirs->node, club->filename,
                                  _("“%s” is not an entry of the %s rules"), theirs->path,
                                     self->ruleset);
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
  GgRuleEntry entry;
  double v;

  if (!gg_rules_data_lookup (self, path, &entry) ||
      !gg_yaml_get_double (entry.value, self->filename, &v, NULL))
    {
      g_critical ("rules data %s: no number at “%s”", self->filename, path);
      return fallback;
    }
  return v;
}

void
gg_rules_data_foreach (GgRulesData *self,
                       void (*func) (const GgRuleEntry *entry, gpointer user_data),
                       gpointer user_data)
{
  for (guint i = 0; i < self->order->len; i++)
    func (g_ptr_array_index (self->order, i), user_data);
}
