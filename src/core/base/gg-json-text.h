/* gg-json-text.h: JSON written straight as text, one line, for answers too large to build as a
 * json-glib tree first (La Bella Gigogin's `command` on 100,000 figures). Numbers and strings
 * are written as gigogin-cli writes a tree (gg-cli-json.c uses the same two functions), so both
 * ways give the same bytes. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A finite double in the shortest of %.15g, %.16g, %.17g that reads back the same, with ".0"
 * when it would read as an integer; null when not finite. */
void gg_json_text_double (GString *out, double v);
/* A quoted string, escaped. */
void gg_json_text_string (GString *out, const char *s);

typedef struct
{
  GString *out;
  guint depth;
  guint64 more; /* a bit per level: something was written there already */
  gboolean after_name;
} GgJsonText;

void gg_json_text_begin_object (GgJsonText *t);
void gg_json_text_end_object (GgJsonText *t);
void gg_json_text_begin_array (GgJsonText *t);
void gg_json_text_end_array (GgJsonText *t);
void gg_json_text_member (GgJsonText *t, const char *name);
/* NULL writes null. */
void gg_json_text_add_string (GgJsonText *t, const char *value);
void gg_json_text_add_double (GgJsonText *t, double value);
void gg_json_text_add_int (GgJsonText *t, gint64 value);
void gg_json_text_add_bool (GgJsonText *t, gboolean value);
void gg_json_text_add_null (GgJsonText *t);

G_END_DECLS
