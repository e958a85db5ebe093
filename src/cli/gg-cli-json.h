/* gg-cli-json.h: the JSON members the command line's answers are built from, and printing an
 * answer as one object on one line. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* @value, or null when @value is NULL. */
void gg_cli_json_string (JsonBuilder *b, const char *name, const char *value);
void gg_cli_json_double (JsonBuilder *b, const char *name, double value);
void gg_cli_json_int (JsonBuilder *b, const char *name, gint64 value);
void gg_cli_json_bool (JsonBuilder *b, const char *name, gboolean value);
/* A length as { "cm": @cm, "in": @in }: both units wherever a distance is shown. */
void gg_cli_json_length (JsonBuilder *b, const char *name, double cm, double in);
/* @node as JSON text that is valid JSON always: a non-finite number is written null, a finite
 * one in the shortest form that reads back to the same double (json-glib writes "inf.0",
 * "nan.0" and "1e+20.0"). @indent 0 is one line; otherwise that many spaces a level. */
char *gg_cli_json_to_string (JsonNode *node, guint indent);
/* Prints the builder's root on one line; returns 0, the exit code of an answer. */
int gg_cli_json_print (JsonBuilder *b);

G_END_DECLS
