/* gg-cli-json.c: JSON members shared by the explain commands. */
#include "gg-cli-json.h"

#include "gg-json-text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

void
gg_cli_json_string (JsonBuilder *b, const char *name, const char *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

void
gg_cli_json_double (JsonBuilder *b, const char *name, double value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

void
gg_cli_json_int (JsonBuilder *b, const char *name, gint64 value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

void
gg_cli_json_bool (JsonBuilder *b, const char *name, gboolean value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

void
gg_cli_json_length (JsonBuilder *b, const char *name, double cm, double in)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  gg_cli_json_double (b, "cm", cm);
  gg_cli_json_double (b, "in", in);
  json_builder_end_object (b);
}

/* the same text as the answers written without a tree (gg-json-text.h) */
static void
write_double (GString *out, double v)
{
  gg_json_text_double (out, v);
}

static void
write_string (GString *out, const char *s)
{
  gg_json_text_string (out, s);
}

static void write_node (GString *out, JsonNode *node, guint indent, guint level);

static void
newline (GString *out, guint indent, guint level)
{
  if (indent == 0)
    return;
  g_string_append_c (out, '\n');
  for (guint i = 0; i < indent * level; i++)
    g_string_append_c (out, ' ');
}

static void
write_value (GString *out, JsonNode *node)
{
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;
    case G_TYPE_DOUBLE:
      write_double (out, json_node_get_double (node));
      break;
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;
    case G_TYPE_STRING:
      write_string (out, json_node_get_string (node));
      break;
    default:
      g_string_append (out, "null");
    }
}

static void
write_object (GString *out, JsonObject *object, guint indent, guint level)
{
  g_autoptr (GList) members = json_object_get_members (object);

  g_string_append_c (out, '{');
  for (GList *l = members; l != NULL; l = l->next)
    {
      newline (out, indent, level + 1);
      write_string (out, l->data);
      g_string_append (out, indent ? ": " : ":");
      write_node (out, json_object_get_member (object, l->data), indent, level + 1);
      if (l->next != NULL)
        g_string_append_c (out, ',');
    }
  if (members != NULL)
    newline (out, indent, level);
  g_string_append_c (out, '}');
}

static void
write_array (GString *out, JsonArray *array, guint indent, guint level)
{
  guint n = json_array_get_length (array);

  g_string_append_c (out, '[');
  for (guint i = 0; i < n; i++)
    {
      newline (out, indent, level + 1);
      write_node (out, json_array_get_element (array, i), indent, level + 1);
      if (i + 1 < n)
        g_string_append_c (out, ',');
    }
  if (n > 0)
    newline (out, indent, level);
  g_string_append_c (out, ']');
}

static void
write_node (GString *out, JsonNode *node, guint indent, guint level)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    g_string_append (out, "null");
  else if (JSON_NODE_HOLDS_OBJECT (node))
    write_object (out, json_node_get_object (node), indent, level);
  else if (JSON_NODE_HOLDS_ARRAY (node))
    write_array (out, json_node_get_array (node), indent, level);
  else
    write_value (out, node);
}

char *
gg_cli_json_to_string (JsonNode *node, guint indent)
{
  GString *out = g_string_new (NULL);

  write_node (out, node, indent, 0);
  return g_string_free (out, FALSE);
}

int
gg_cli_json_print (JsonBuilder *b)
{
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autofree char *text = gg_cli_json_to_string (root, 0);

  g_print ("%s\n", text);
  return 0;
}
