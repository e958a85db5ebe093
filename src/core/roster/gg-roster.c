/* gg-roster.c: roster nodes, reading them and editing them. Loading and saving are in
 * gg-roster-file.c, the rules checks in gg-roster-validate.c. */
#include "gg-roster-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* clang-format off */
G_DEFINE_QUARK (gg-roster-error-quark, gg_roster_error)
/* clang-format on */

static void
value_clear (GgRosterValue *value)
{
  g_clear_pointer (&value->text, g_free);
  g_clear_pointer (&value->items, g_ptr_array_unref);
  g_clear_pointer (&value->node, _gg_roster_node_free);
  memset (value, 0, sizeof *value);
}

GgRosterNode *
_gg_roster_node_new (const GgRosterSchema *schema, GgRosterNode *parent)
{
  GgRosterNode *node = g_new0 (GgRosterNode, 1);

  node->schema = schema;
  node->parent = parent;
  node->n_values = _gg_roster_schema_size (schema);
  node->values = g_new0 (GgRosterValue, node->n_values);
  return node;
}

void
_gg_roster_node_free (GgRosterNode *node)
{
  if (node == NULL)
    return;
  for (guint i = 0; i < node->n_values; i++)
    value_clear (&node->values[i]);
  g_free (node->values);
  g_free (node);
}

const GgRosterValue *
_gg_roster_node_value (const GgRosterNode *node, const char *key)
{
  int i = node ? _gg_roster_field_index (node->schema, key) : -1;

  if (i < 0 || !node->values[i].set)
    return NULL;
  return &node->values[i];
}

void
gg_roster_problem_free (GgRosterProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->text);
  g_free (problem->rule);
  g_free (problem);
}

void
gg_roster_limits_init (GgYamlLimits *limits)
{
  gg_yaml_limits_init (limits);
  limits->max_bytes = 4 * 1024 * 1024;
  limits->max_depth = 32;
  limits->max_nodes = 500000;
  limits->max_scalar = 16 * 1024;
  limits->max_built = 16 * 1024 * 1024;
}

static GgRoster *
roster_alloc (GgRuleset ruleset, const char *filename)
{
  GgRoster *self = g_new0 (GgRoster, 1);

  g_atomic_ref_count_init (&self->ref);
  self->ruleset = ruleset;
  self->filename = g_strdup (filename);
  self->root = _gg_roster_node_new (_gg_roster_schema_for (ruleset), NULL);
  return self;
}

GgRoster *
_gg_roster_alloc (GgRuleset ruleset, const char *filename)
{
  return roster_alloc (ruleset, filename);
}

static void
set_placeholders (GgRosterNode *node)
{
  for (guint i = 0; i < node->n_values; i++)
    {
      const GgRosterField *field = &node->schema->fields[i];

      if (field->required && field->placeholder != NULL)
        gg_roster_node_set (node, field->key, field->placeholder, NULL);
    }
}

GgRoster *
gg_roster_new (GgRuleset ruleset, const char *name, const char *side)
{
  GgRoster *self = roster_alloc (ruleset, _("new roster"));

  set_placeholders (self->root);
  gg_roster_node_set (self->root, "name", name, NULL);
  gg_roster_node_set (self->root, "side", side, NULL);
  return self;
}

void
gg_roster_unref (GgRoster *self)
{
  if (self == NULL || !g_atomic_ref_count_dec (&self->ref))
    return;
  _gg_roster_node_free (self->root);
  g_free (self->filename);
  g_free (self);
}

gboolean
gg_roster_problems_have_error (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    if (((GgRosterProblem *) g_ptr_array_index (problems, i))->severity == GG_ROSTER_SEVERITY_ERROR)
      return TRUE;
  return FALSE;
}

/* Reading */

GgRosterNode *
gg_roster_get_root (GgRoster *self)
{
  return self->root;
}

GgRosterKind
gg_roster_node_get_kind (const GgRosterNode *node)
{
  return node->schema->kind;
}

GgRosterNode *
gg_roster_node_get_parent (const GgRosterNode *node)
{
  return node->parent;
}

gboolean
gg_roster_node_has (const GgRosterNode *node, const char *key)
{
  return _gg_roster_node_value (node, key) != NULL;
}

const char *
gg_roster_node_get_text (const GgRosterNode *node, const char *key)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);

  return v ? v->text : NULL;
}

gint64
gg_roster_node_get_int (const GgRosterNode *node, const char *key, gint64 fallback)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);

  return v ? v->integer : fallback;
}

double
gg_roster_node_get_number (const GgRosterNode *node, const char *key, double fallback)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);

  return v ? v->number : fallback;
}

gboolean
gg_roster_node_get_bool (const GgRosterNode *node, const char *key, gboolean fallback)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);

  return v ? v->boolean : fallback;
}

gboolean
gg_roster_node_has_flag (const GgRosterNode *node, const char *key, const char *choice)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);

  for (guint i = 0; v != NULL && v->items != NULL && i < v->items->len; i++)
    if (g_str_equal (g_ptr_array_index (v->items, i), choice))
      return TRUE;
  return FALSE;
}

GgRosterNode *
gg_roster_node_get_child (const GgRosterNode *node, const char *key)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);

  return v ? v->node : NULL;
}

guint
gg_roster_node_count (const GgRosterNode *node, const char *key)
{
  const GgRosterValue *v = _gg_roster_node_value (node, key);
  int i = node ? _gg_roster_field_index (node->schema, key) : -1;

  if (v == NULL || node->schema->fields[i].type != GG_FIELD_LIST)
    return 0;
  return v->items->len;
}

GgRosterNode *
gg_roster_node_nth (const GgRosterNode *node, const char *key, guint i)
{
  g_return_val_if_fail (i < gg_roster_node_count (node, key), NULL);
  return g_ptr_array_index (_gg_roster_node_value (node, key)->items, i);
}

const char *const *
gg_roster_node_choices (const GgRosterNode *node, const char *key)
{
  int i = _gg_roster_field_index (node->schema, key);

  return i < 0 ? NULL : node->schema->fields[i].choices;
}

/* Editing */

static const GgRosterField *
field_for_edit (GgRosterNode *node, const char *key, int *index, GError **error)
{
  *index = _gg_roster_field_index (node->schema, key);
  if (*index >= 0)
    return &node->schema->fields[*index];
  g_set_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_FIELD,
               _("%s has no field “%s”"), _(node->schema->what), key);
  return NULL;
}

/* A set is edited as comma-separated words: "cacciatori, titubanti". */
static GgYamlNode *
yaml_from_text (const GgRosterField *field, const char *text)
{
  GgYamlNode *seq;
  g_auto (GStrv) words = NULL;

  if (field->type == GG_FIELD_TEXT)
    return gg_yaml_scalar_new (text, GG_YAML_STYLE_DOUBLE_QUOTED);
  if (field->type != GG_FIELD_SET)
    return gg_yaml_scalar_new (text, GG_YAML_STYLE_PLAIN);
  seq = gg_yaml_sequence_new (TRUE);
  words = g_strsplit (text, ",", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_strstrip (words[i]);
      if (*words[i] != '\0')
        gg_yaml_sequence_append (seq, gg_yaml_scalar_new (words[i], GG_YAML_STYLE_PLAIN));
    }
  return seq;
}

gboolean
gg_roster_node_set (GgRosterNode *node, const char *key, const char *text, GError **error)
{
  g_autoptr (GgYamlNode) yaml = NULL;
  const GgRosterField *field;
  GgRosterValue value = { 0 };
  g_autoptr (GError) local = NULL;
  int i;

  g_return_val_if_fail (text != NULL, FALSE);
  if (!(field = field_for_edit (node, key, &i, error)))
    return FALSE;
  if (field->type == GG_FIELD_NODE || field->type == GG_FIELD_LIST)
    {
      g_set_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_FIELD,
                   _("“%s” holds entries: add or remove them instead"), key);
      return FALSE;
    }
  if (node->parent == NULL && node->values[i].set && i < 2 &&
      g_strcmp0 (node->values[i].text, text) != 0)
    {
      /* format and ruleset decide the schema of the whole tree */
      g_set_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_VALUE,
                   _("“%s” of a roster cannot be changed"), key);
      return FALSE;
    }
  yaml = yaml_from_text (field, text);
  if (!_gg_roster_read_scalar (field, &value, yaml, key, &local))
    {
      /* The message starts with "key:0:0: "; keep only what is wrong. */
      const char *msg = strstr (local->message, ": ");

      g_set_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_VALUE, "%s: %s", key,
                   msg ? msg + 2 : local->message);
      value_clear (&value);
      return FALSE;
    }
  value.line = node->values[i].line ? node->values[i].line : node->line;
  value.column = node->values[i].line ? node->values[i].column : node->column;
  value_clear (&node->values[i]);
  node->values[i] = value;
  return TRUE;
}

gboolean
gg_roster_node_unset (GgRosterNode *node, const char *key, GError **error)
{
  const GgRosterField *field;
  int i;

  if (!(field = field_for_edit (node, key, &i, error)))
    return FALSE;
  if (field->required)
    {
      g_set_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_VALUE,
                   _("“%s” is required in %s"), key, _(node->schema->what));
      return FALSE;
    }
  value_clear (&node->values[i]);
  return TRUE;
}

static void
collect_squad_numbers (const GgRosterNode *node, GHashTable *used)
{
  if (node->schema->kind == GG_ROSTER_KIND_SQUAD)
    g_hash_table_add (used, GINT_TO_POINTER (gg_roster_node_get_int (node, "number", 0)));
  for (guint i = 0; i < node->n_values; i++)
    {
      const GgRosterValue *v = &node->values[i];
      GgFieldType type = node->schema->fields[i].type;

      if (v->set && type == GG_FIELD_NODE)
        collect_squad_numbers (v->node, used);
      for (guint j = 0; v->set && type == GG_FIELD_LIST && j < v->items->len; j++)
        collect_squad_numbers (g_ptr_array_index (v->items, j), used);
    }
}

static void
number_new_squad (GgRoster *self, GgRosterNode *squad)
{
  g_autoptr (GHashTable) used = g_hash_table_new (NULL, NULL);
  char buf[16];
  int n = 1;

  collect_squad_numbers (self->root, used);
  while (n < 50 && g_hash_table_contains (used, GINT_TO_POINTER (n)))
    n++;
  g_snprintf (buf, sizeof buf, "%d", n);
  gg_roster_node_set (squad, "number", buf, NULL);
}

GgRosterNode *
gg_roster_node_insert (GgRoster *self, GgRosterNode *node, const char *key, int position,
                       GError **error)
{
  const GgRosterField *field;
  GgRosterValue *value;
  GgRosterNode *child;
  int i;

  if (!(field = field_for_edit (node, key, &i, error)))
    return NULL;
  if (field->type != GG_FIELD_NODE && field->type != GG_FIELD_LIST)
    {
      g_set_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_FIELD,
                   _("“%s” is a value, not a list of entries"), key);
      return NULL;
    }
  value = &node->values[i];
  child = _gg_roster_node_new (field->child, node);
  child->line = node->line;
  child->column = node->column;
  set_placeholders (child);
  if (child->schema->kind == GG_ROSTER_KIND_SQUAD)
    number_new_squad (self, child);
  if (field->type == GG_FIELD_NODE)
    {
      value_clear (value);
      value->node = child;
    }
  else
    {
      if (!value->set)
        value->items = g_ptr_array_new_with_free_func ((GDestroyNotify) _gg_roster_node_free);
      if (position < 0 || (guint) position > value->items->len)
        position = value->items->len;
      g_ptr_array_insert (value->items, position, child);
    }
  value->set = TRUE;
  return child;
}

gboolean
gg_roster_node_remove (GgRosterNode *node, const char *key, guint i, GError **error)
{
  const GgRosterField *field;
  int index;

  if (!(field = field_for_edit (node, key, &index, error)))
    return FALSE;
  if (field->type == GG_FIELD_NODE && i == 0)
    return gg_roster_node_unset (node, key, error);
  if (field->type != GG_FIELD_LIST || i >= gg_roster_node_count (node, key))
    {
      g_set_error (error, GG_ROSTER_ERROR, GG_ROSTER_ERROR_FIELD,
                   _("“%s” has no entry %u"), key, i + 1);
      return FALSE;
    }
  g_ptr_array_remove_index (node->values[index].items, i);
  return TRUE;
}
