/* gg-roster-file.c: reading a roster from the YAML tree (collecting every problem), writing it
 * back in the schema's order, JSON, and the rosters shipped in the GResource. */
#include "gg-roster-private.h"
#include "gg-save.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#define SHIPPED_ROSTERS "/org/gigogin/Gigogin/data/rosters"

GResource *gg_data_get_resource (void); /* data/gigogin-data.gresource.xml */

typedef struct
{
  const char *filename;
  GPtrArray *problems;
} Loader;

static void
add_problem_text (Loader *self, char *text, GgRosterNode *node)
{
  GgRosterProblem *problem = g_new0 (GgRosterProblem, 1);

  problem->severity = GG_ROSTER_SEVERITY_ERROR;
  problem->text = text;
  problem->node = node;
  g_ptr_array_add (self->problems, problem);
}

static void add_problem (Loader *self, const GgYamlNode *at, GgRosterNode *node, const char *format,
                         ...) G_GNUC_PRINTF (4, 5);

static void
add_problem (Loader *self, const GgYamlNode *at, GgRosterNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  add_problem_text (
    self, g_strdup_printf ("%s:%u:%u: %s", self->filename, at->line, at->column, message), node);
}

static gboolean
read_enum (const GgRosterField *field, GgYamlNode *yaml, const char *filename, char **out,
           GError **error)
{
  g_autofree char *list = NULL;

  if (yaml->kind == GG_YAML_SCALAR && _gg_roster_choice_valid (field, yaml->value))
    {
      *out = g_strdup (yaml->value);
      return TRUE;
    }
  list = _gg_roster_choices_list (field->choices);
  return gg_yaml_set_error (error, yaml, filename,
                            _("“%s” must be one of: %s; found %s"), field->key, list,
                               yaml->kind == GG_YAML_SCALAR ? yaml->value
                                                            : _(gg_yaml_kind_name (yaml->kind)));
}

static gboolean
read_set (const GgRosterField *field, GgRosterValue *value, GgYamlNode *yaml, const char *filename,
          GError **error)
{
  if (!gg_yaml_expect_kind (yaml, GG_YAML_SEQUENCE, filename, field->key, error))
    return FALSE;
  value->items = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < gg_yaml_sequence_size (yaml); i++)
    {
      GgYamlNode *item = gg_yaml_sequence_nth (yaml, i);
      char *word;

      if (!read_enum (field, item, filename, &word, error))
        return FALSE;
      if (g_ptr_array_find_with_equal_func (value->items, word, g_str_equal, NULL))
        {
          g_free (word);
          return gg_yaml_set_error (error, item, filename,
                                    _("“%s” is listed twice in “%s”"), item->value, field->key);
        }
      g_ptr_array_add (value->items, word);
    }
  return TRUE;
}

static gboolean
read_number (const GgRosterField *field, GgRosterValue *value, GgYamlNode *yaml,
             const char *filename, GError **error)
{
  if (!gg_yaml_get_double (yaml, filename, &value->number, error))
    return FALSE;
  if (value->number <= field->min || value->number > field->max)
    return gg_yaml_set_error (error, yaml, filename,
                              _("“%s” must be above %g and at most %g; found %s"), field->key,
                                 field->min, field->max, yaml->value);
  return TRUE;
}

gboolean
_gg_roster_read_scalar (const GgRosterField *field, GgRosterValue *value, GgYamlNode *yaml,
                        const char *filename, GError **error)
{
  gboolean ok = FALSE;
  const char *text;

  switch (field->type)
    {
    case GG_FIELD_TEXT:
      ok = (text = gg_yaml_get_string (yaml, filename, error)) != NULL;
      value->text = g_strdup (text);
      break;
    case GG_FIELD_INT:
      ok = gg_yaml_get_int (yaml, filename, field->min, field->max, &value->integer, error);
      break;
    case GG_FIELD_NUMBER:
      ok = read_number (field, value, yaml, filename, error);
      break;
    case GG_FIELD_BOOL:
      ok = gg_yaml_get_bool (yaml, filename, &value->boolean, error);
      break;
    case GG_FIELD_ENUM:
      ok = read_enum (field, yaml, filename, &value->text, error);
      break;
    case GG_FIELD_SET:
      ok = read_set (field, value, yaml, filename, error);
      break;
    case GG_FIELD_NODE:
    case GG_FIELD_LIST:
    default:
      g_return_val_if_reached (FALSE);
    }
  value->set = ok;
  value->line = yaml->line;
  value->column = yaml->column;
  return ok;
}

static GgRosterNode *read_node (Loader *self, const GgRosterSchema *schema, GgYamlNode *yaml,
                                GgRosterNode *parent);

static gboolean
read_list (Loader *self, const GgRosterField *field, GgRosterValue *value, GgYamlNode *yaml,
           GgRosterNode *owner)
{
  if (yaml->kind != GG_YAML_SEQUENCE)
    {
      add_problem (self, yaml, owner,
                   _("“%s” must be a list, found %s"), field->key,
                      _(gg_yaml_kind_name (yaml->kind)));
      return FALSE;
    }
  value->items = g_ptr_array_new_with_free_func ((GDestroyNotify) _gg_roster_node_free);
  for (guint i = 0; i < gg_yaml_sequence_size (yaml); i++)
    {
      GgRosterNode *child = read_node (self, field->child, gg_yaml_sequence_nth (yaml, i), owner);

      if (child != NULL)
        g_ptr_array_add (value->items, child);
    }
  return TRUE;
}

static void
read_field (Loader *self, GgRosterNode *node, int index, GgYamlNode *yaml)
{
  const GgRosterField *field = &node->schema->fields[index];
  GgRosterValue *value = &node->values[index];
  g_autoptr (GError) error = NULL;

  value->line = yaml->line;
  value->column = yaml->column;
  if (field->type == GG_FIELD_NODE)
    value->set = (value->node = read_node (self, field->child, yaml, node)) != NULL;
  else if (field->type == GG_FIELD_LIST)
    value->set = read_list (self, field, value, yaml, node);
  else if (!_gg_roster_read_scalar (field, value, yaml, self->filename, &error))
    add_problem_text (self, g_strdup (error->message), node);
}

static gboolean
check_key (Loader *self, GgRosterNode *node, GgYamlNode *map, guint i, int *index)
{
  GgYamlNode *key = gg_yaml_mapping_key (map, i);
  g_autofree char *list = NULL;
  const char *keys[64];
  guint n = 0;

  *index = key->kind == GG_YAML_SCALAR ? _gg_roster_field_index (node->schema, key->value) : -1;
  if (*index >= 0 && node->values[*index].line == 0)
    return TRUE;
  if (*index >= 0)
    {
      add_problem (self, key, node,
                   _("“%s” appears twice in %s"), key->value, _(node->schema->what));
      return FALSE;
    }
  for (; node->schema->fields[n].key != NULL && n < G_N_ELEMENTS (keys) - 1; n++)
    keys[n] = node->schema->fields[n].key;
  keys[n] = NULL;
  list = _gg_roster_choices_list (keys);
  add_problem (self, key, node,
               _("unknown key “%s” in %s (expected one of: %s)"),
                  key->kind == GG_YAML_SCALAR ? key->value : "?", _(node->schema->what), list);
  return FALSE;
}

/* Whether the file gave @key, even with a value refused (that has its own message). */
static gboolean
given (const GgRosterNode *node, const char *key)
{
  int i = _gg_roster_field_index (node->schema, key);

  return i >= 0 && node->values[i].line != 0;
}

/* Shapes the types alone cannot say. */
static void
check_shape (Loader *self, GgRosterNode *node, GgYamlNode *map)
{
  gboolean front = given (node, "front"), depth = given (node, "depth");

  if (node->schema->kind == GG_ROSTER_KIND_BASE && given (node, "diameter") && (front || depth))
    add_problem (self, map, node,
                 _("a base is either round (diameter) or rectangular "
                                    "(front, depth), not both"));
  else if (node->schema->kind == GG_ROSTER_KIND_BASE && front != depth)
    add_problem (self, map, node, _("a rectangular base needs both “front” and “depth” (mm)"));
  if (node->schema->kind == GG_ROSTER_KIND_ROSTER && given (node, "battalion") &&
      given (node, "companies"))
    add_problem (self, map, node, _("a roster has either a battalion or companies, not both"));
}

static GgRosterNode *
read_node (Loader *self, const GgRosterSchema *schema, GgYamlNode *yaml, GgRosterNode *parent)
{
  GgRosterNode *node;

  if (yaml->kind != GG_YAML_MAPPING)
    {
      add_problem (self, yaml, parent,
                   _("%s must be a mapping, found %s"), _(schema->what),
                                                            _(gg_yaml_kind_name (yaml->kind)));
      return NULL;
    }
  node = _gg_roster_node_new (schema, parent);
  node->line = yaml->line;
  node->column = yaml->column;
  for (guint i = 0; i < gg_yaml_mapping_size (yaml); i++)
    {
      int index;

      if (check_key (self, node, yaml, i, &index))
        read_field (self, node, index, gg_yaml_mapping_value (yaml, i));
    }
  for (guint i = 0; i < node->n_values; i++)
    if (schema->fields[i].required && node->values[i].line == 0)
      add_problem (self, yaml, node, _("%s has no “%s”"), _(schema->what), schema->fields[i].key);
  check_shape (self, node, yaml);
  return node;
}

static gboolean
read_header (Loader *self, GgYamlNode *root, GgRuleset *ruleset)
{
  GgYamlNode *format, *rules;

  if (root->kind != GG_YAML_MAPPING)
    {
      add_problem (self, root, NULL,
                   _("a roster must be a mapping, found %s"), _(gg_yaml_kind_name (root->kind)));
      return FALSE;
    }
  format = gg_yaml_mapping_lookup (root, "format");
  rules = gg_yaml_mapping_lookup (root, "ruleset");
  if (format == NULL || format->kind != GG_YAML_SCALAR ||
      !g_str_equal (format->value, GG_ROSTER_FORMAT))
    add_problem (self, format ? format : root, NULL,
                 _("unsupported format: expected “format: %s”"), GG_ROSTER_FORMAT);
  else if (rules == NULL || rules->kind != GG_YAML_SCALAR ||
           !gg_ruleset_from_string (rules->value, ruleset))
    add_problem (self, rules ? rules : root, NULL, _("“ruleset” must be bella-gigogin or d6"));
  else
    return TRUE;
  return FALSE;
}

/* The roster as far as it could be read (NULL if not even its header could), and its schema
 * problems in @problems. */
static GgRoster *
read_roster (GgYamlNode *root, const char *filename, GPtrArray *problems)
{
  Loader loader = { filename, problems };
  GgRuleset ruleset;
  GgRoster *self;
  GgRosterNode *node;

  if (!read_header (&loader, root, &ruleset))
    return NULL;
  node = read_node (&loader, _gg_roster_schema_for (ruleset), root, NULL);
  self = _gg_roster_alloc (ruleset, filename);
  _gg_roster_node_free (self->root);
  self->root = node;
  return self;
}

static gboolean
problems_to_error (GPtrArray *problems, GError **error)
{
  g_autoptr (GString) text = g_string_new (NULL);

  if (problems->len == 0)
    return TRUE;
  for (guint i = 0; i < problems->len; i++)
    g_string_append_printf (text, "%s%s", i ? "\n" : "",
                            ((GgRosterProblem *) g_ptr_array_index (problems, i))->text);
  g_set_error_literal (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_INVALID, text->str);
  return FALSE;
}

static GgRoster *
gg_roster_load_tree (GgYamlNode *root, const char *filename, GError **error)
{
  g_autoptr (GPtrArray)
    problems = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_roster_problem_free);
  g_autoptr (GgRoster) self = read_roster (root, filename, problems);

  if (!problems_to_error (problems, error))
    return NULL;
  return g_steal_pointer (&self);
}

GgRoster *
gg_roster_load_data (const char *data, gsize length, const char *filename, GError **error)
{
  GgYamlLimits limits;
  g_autoptr (GgYamlNode) root = NULL;

  gg_roster_limits_init (&limits);
  root = gg_yaml_parse (data, length, filename, &limits, error);
  return root ? gg_roster_load_tree (root, filename, error) : NULL;
}

GgRoster *
gg_roster_load_file (const char *path, GError **error)
{
  GgYamlLimits limits;
  g_autoptr (GgYamlNode) root = NULL;

  gg_roster_limits_init (&limits);
  root = gg_yaml_parse_file (path, &limits, error);
  return root ? gg_roster_load_tree (root, path, error) : NULL;
}

gboolean
gg_roster_check_tree (GgYamlNode *root, const char *filename, GPtrArray *problems)
{
  guint before = problems->len;
  g_autoptr (GgRoster) self = read_roster (root, filename, problems);
  g_autoptr (GPtrArray) found = NULL;
  gboolean schema_errors = problems->len > before;

  if (self != NULL)
    {
      /* the rules checks run on what could be read; their warnings would only echo the
       * schema errors, so they are left out until those are fixed */
      found = gg_roster_validate (self);
      for (guint i = 0; i < found->len; i++)
        {
          GgRosterProblem *p = g_steal_pointer (&found->pdata[i]);

          if (schema_errors && p->severity == GG_ROSTER_SEVERITY_WARNING)
            gg_roster_problem_free (p);
          else
            g_ptr_array_add (problems, p);
        }
      g_ptr_array_set_free_func (found, NULL);
      /* nodes of @self are freed with it: problems outliving it must not point at them */
      for (guint i = before; i < problems->len; i++)
        ((GgRosterProblem *) g_ptr_array_index (problems, i))->node = NULL;
    }
  return !gg_roster_problems_have_error (problems);
}

/* Writing */

static GgYamlNode *
scalar_to_yaml (const GgRosterField *field, const GgRosterValue *value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  switch (field->type)
    {
    case GG_FIELD_TEXT:
      return gg_yaml_scalar_new (value->text, GG_YAML_STYLE_DOUBLE_QUOTED);
    case GG_FIELD_INT:
      g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value->integer);
      return gg_yaml_scalar_new (buf, GG_YAML_STYLE_PLAIN);
    case GG_FIELD_NUMBER:
      return gg_yaml_number_new (value->number);
    case GG_FIELD_BOOL:
      return gg_yaml_scalar_new (value->boolean ? "true" : "false", GG_YAML_STYLE_PLAIN);
    case GG_FIELD_ENUM:
    case GG_FIELD_SET:
    case GG_FIELD_NODE:
    case GG_FIELD_LIST:
    default:
      return gg_yaml_scalar_new (value->text, GG_YAML_STYLE_PLAIN);
    }
}

static GgYamlNode *
node_to_yaml (const GgRosterNode *node)
{
  GgYamlNode *map = gg_yaml_mapping_new (node->schema->flow);

  for (guint i = 0; i < node->n_values; i++)
    {
      const GgRosterField *field = &node->schema->fields[i];
      const GgRosterValue *value = &node->values[i];
      GgYamlNode *out;

      if (!value->set)
        continue;
      if (field->type == GG_FIELD_NODE)
        out = node_to_yaml (value->node);
      else if (field->type == GG_FIELD_LIST || field->type == GG_FIELD_SET)
        {
          out = gg_yaml_sequence_new (field->type == GG_FIELD_SET);
          for (guint j = 0; j < value->items->len; j++)
            gg_yaml_sequence_append (
              out, field->type == GG_FIELD_SET
                     ? gg_yaml_scalar_new (g_ptr_array_index (value->items, j), GG_YAML_STYLE_PLAIN)
                     : node_to_yaml (g_ptr_array_index (value->items, j)));
        }
      else
        out = scalar_to_yaml (field, value);
      gg_yaml_mapping_append (map, field->key, out);
    }
  return map;
}

char *
gg_roster_to_yaml (GgRoster *self, GError **error)
{
  g_autoptr (GgYamlNode) tree = node_to_yaml (self->root);

  return gg_yaml_emit (tree, error);
}

static void node_to_json (JsonBuilder *builder, const GgRosterNode *node);

static void
value_to_json (JsonBuilder *builder, const GgRosterField *field, const GgRosterValue *value)
{
  switch (field->type)
    {
    case GG_FIELD_INT:
      json_builder_add_int_value (builder, value->integer);
      break;
    case GG_FIELD_NUMBER:
      json_builder_add_double_value (builder, value->number);
      break;
    case GG_FIELD_BOOL:
      json_builder_add_boolean_value (builder, value->boolean);
      break;
    case GG_FIELD_NODE:
      node_to_json (builder, value->node);
      break;
    case GG_FIELD_SET:
    case GG_FIELD_LIST:
      json_builder_begin_array (builder);
      for (guint j = 0; j < value->items->len; j++)
        if (field->type == GG_FIELD_SET)
          json_builder_add_string_value (builder, g_ptr_array_index (value->items, j));
        else
          node_to_json (builder, g_ptr_array_index (value->items, j));
      json_builder_end_array (builder);
      break;
    case GG_FIELD_TEXT:
    case GG_FIELD_ENUM:
    default:
      json_builder_add_string_value (builder, value->text);
      break;
    }
}

static void
node_to_json (JsonBuilder *builder, const GgRosterNode *node)
{
  json_builder_begin_object (builder);
  for (guint i = 0; i < node->n_values; i++)
    if (node->values[i].set)
      {
        json_builder_set_member_name (builder, node->schema->fields[i].key);
        value_to_json (builder, &node->schema->fields[i], &node->values[i]);
      }
  json_builder_end_object (builder);
}

JsonNode *
gg_roster_to_json (GgRoster *self)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();

  node_to_json (builder, self->root);
  return json_builder_get_root (builder);
}

/* Shipped rosters */

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

char **
gg_roster_list_shipped (void)
{
  g_auto (GStrv) names = NULL;
  g_autoptr (GPtrArray) paths = g_ptr_array_new ();

  (void) gg_data_get_resource (); /* links the resource into users of the static core */
  names = g_resources_enumerate_children (SHIPPED_ROSTERS, 0, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    if (g_str_has_suffix (names[i], ".yaml"))
      g_ptr_array_add (paths, g_strconcat (SHIPPED_ROSTERS "/", names[i], NULL));
  g_ptr_array_sort (paths, compare_paths);
  g_ptr_array_add (paths, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&paths), FALSE);
}

GgRoster *
gg_roster_load_resource (const char *resource_path, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  gsize size;
  const char *data;

  (void) gg_data_get_resource ();
  bytes = g_resources_lookup_data (resource_path, 0, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  /* messages name the shipped file (data/rosters/NAME), never the resource path */
  name = g_strconcat (
    "data/rosters/",
    strrchr (resource_path, '/') ? strrchr (resource_path, '/') + 1 : resource_path, NULL);
  return gg_roster_load_data (data, size, name, error);
}
