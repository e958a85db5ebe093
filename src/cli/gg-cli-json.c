/* gg-cli-json.c: JSON members shared by the explain commands. */
#include "gg-cli-json.h"

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

int
gg_cli_json_print (JsonBuilder *b)
{
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autofree char *text = json_to_string (root, FALSE);

  g_print ("%s\n", text);
  return 0;
}
