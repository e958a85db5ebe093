/* gg-json-text.c */
#include "gg-json-text.h"

#include <math.h>
#include <string.h>

void
gg_json_text_double (GString *out, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (v))
    {
      g_string_append (out, "null");
      return;
    }
  for (int digits = 15; digits <= 17; digits++)
    {
      g_ascii_formatd (buf, sizeof buf,
                       digits == 15   ? "%.15g"
                       : digits == 16 ? "%.16g"
                                      : "%.17g",
                       v);
      if (g_ascii_strtod (buf, NULL) == v)
        break;
    }
  g_string_append (out, buf);
  if (strpbrk (buf, ".eE") == NULL)
    g_string_append (out, ".0"); /* a double stays a double to the reader: 15.0, not 15 */
}

void
gg_json_text_string (GString *out, const char *s)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) s; *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if (*p == '\n')
        g_string_append (out, "\\n");
      else if (*p == '\t')
        g_string_append (out, "\\t");
      else if (*p < 0x20 || *p == 0x7f)
        g_string_append_printf (out, "\\u%04x", *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* The comma before a value or a member, unless it is the first of its level or a member's. */
static void
separate (GgJsonText *t)
{
  if (t->after_name)
    {
      t->after_name = FALSE;
      return;
    }
  if (t->more & (G_GUINT64_CONSTANT (1) << t->depth))
    g_string_append_c (t->out, ',');
  t->more |= G_GUINT64_CONSTANT (1) << t->depth;
}

static void
open_level (GgJsonText *t, char c)
{
  separate (t);
  g_string_append_c (t->out, c);
  t->depth++;
  g_return_if_fail (t->depth < 64);
  t->more &= ~(G_GUINT64_CONSTANT (1) << t->depth);
}

static void
close_level (GgJsonText *t, char c)
{
  g_string_append_c (t->out, c);
  t->depth--;
}

void
gg_json_text_begin_object (GgJsonText *t)
{
  open_level (t, '{');
}

void
gg_json_text_end_object (GgJsonText *t)
{
  close_level (t, '}');
}

void
gg_json_text_begin_array (GgJsonText *t)
{
  open_level (t, '[');
}

void
gg_json_text_end_array (GgJsonText *t)
{
  close_level (t, ']');
}

void
gg_json_text_member (GgJsonText *t, const char *name)
{
  separate (t);
  gg_json_text_string (t->out, name);
  g_string_append_c (t->out, ':');
  t->after_name = TRUE;
}

void
gg_json_text_add_string (GgJsonText *t, const char *value)
{
  separate (t);
  if (value != NULL)
    gg_json_text_string (t->out, value);
  else
    g_string_append (t->out, "null");
}

void
gg_json_text_add_double (GgJsonText *t, double value)
{
  separate (t);
  gg_json_text_double (t->out, value);
}

void
gg_json_text_add_int (GgJsonText *t, gint64 value)
{
  separate (t);
  g_string_append_printf (t->out, "%" G_GINT64_FORMAT, value);
}

void
gg_json_text_add_bool (GgJsonText *t, gboolean value)
{
  separate (t);
  g_string_append (t->out, value ? "true" : "false");
}

void
gg_json_text_add_null (GgJsonText *t)
{
  separate (t);
  g_string_append (t->out, "null");
}
