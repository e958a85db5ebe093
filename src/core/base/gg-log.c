/* gg-log.c: the referee's log and its YAML. */
#include "gg-log.h"

#include <glib/gi18n-lib.h>
#include <libintl.h>
#include <string.h>

/* Through libc's dgettext, not GLib's g_dgettext: GLib decides once per process whether to
 * translate at all, and a battle report or a printed sheet renders the log in a language chosen
 * while the process runs (gg-print-private.h does the same). */
#undef _
#define _(String) dgettext (GETTEXT_PACKAGE, String)

struct _GgLog
{
  GArray *entries; /* GgLogEntry */
};

static const char *const kind_names[] = { "roll", "measure", "ruling", "note" };

static void
entry_clear (gpointer data)
{
  GgLogEntry *e = data;

  g_free (e->activation);
  g_free (e->text);
  g_free (e->message);
  g_strfreev (e->values);
  gg_log_text_free (e->parts);
  gg_log_text_free (e->activation_parts);
  g_free (e->bookmark);
}

GgLog *
gg_log_new (void)
{
  GgLog *self = g_new0 (GgLog, 1);

  self->entries = g_array_new (FALSE, TRUE, sizeof (GgLogEntry));
  g_array_set_clear_func (self->entries, entry_clear);
  return self;
}

void
gg_log_free (GgLog *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->entries);
  g_free (self);
}

guint
gg_log_append_at (GgLog *self, gint64 time, GgLogKind kind, guint turn, const char *activation,
                  const char *text, guint first_roll, guint n_rolls)
{
  GgLogEntry e = { self->entries->len + 1,
                   kind,
                   time,
                   turn,
                   g_strdup (activation),
                   g_strdup (text ? text : ""),
                   first_roll,
                   first_roll ? n_rolls : 0 };

  g_array_append_val (self->entries, e);
  return e.serial;
}

/* The conversion at @p (after its '%'): its length up to and with the letter, or 0. */
static gsize
conversion_length (const char *p)
{
  gsize n = strspn (p, "-+ #0123456789.");

  return p[n] && strchr ("cdiusfg", p[n]) ? n + 1 : 0;
}

static char *
format_value (const char *spec, gsize len, va_list *args)
{
  g_autofree char *f = g_strndup (spec, len + 1); /* with the '%' */

  switch (spec[len])
    {
    case 'c':
    case 'd':
    case 'i':
      return g_strdup_printf (f, va_arg (*args, int));
    case 'u':
      return g_strdup_printf (f, va_arg (*args, unsigned int));
    case 'f':
    case 'g':
      return g_strdup_printf (f, va_arg (*args, double));
    default:
      {
        const char *s = va_arg (*args, const char *);

        return g_strdup_printf (f, s ? s : "");
      }
    }
}

/* @format (a translation of the message) with its conversions replaced by @values in order;
 * NULL when the counts differ. */
static char *
fill (const char *format, char **values)
{
  GString *out = g_string_new (NULL);
  guint k = 0, n = values ? g_strv_length (values) : 0;

  for (const char *p = format; *p; p++)
    {
      gsize len;

      if (*p != '%')
        g_string_append_c (out, *p);
      else if (p[1] == '%')
        g_string_append_c (out, '%'), p++;
      else if ((len = conversion_length (p + 1)) > 0 && k < n)
        g_string_append (out, values[k++]), p += len;
      else
        return g_string_free (out, TRUE), NULL;
    }
  if (k != n)
    return g_string_free (out, TRUE), NULL;
  return g_string_free (out, FALSE);
}

/* @message's values, each formatted by its own conversion. */
static char **
message_values (const char *message, va_list args)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  va_list copy;

  va_copy (copy, args);
  for (const char *p = message; *p; p++)
    {
      gsize len;

      if (*p == '%' && p[1] == '%')
        p++;
      else if (*p == '%' && (len = conversion_length (p + 1)) > 0)
        {
          g_autofree char *value = format_value (p, len, &copy);

          g_strv_builder_add (b, value);
          p += len;
        }
    }
  va_end (copy);
  return g_strv_builder_end (b);
}

/* gettext's "" is the catalogue's header */
static const char *
translate (const char *message)
{
  return *message ? _(message) : "";
}

/* @values, those whose bit is set in @labels translated: a new vector, or @values itself. */
static char **
label_values (char **values, guint labels, char ***out)
{
  guint n = values ? g_strv_length (values) : 0;

  if (labels == 0)
    return values;
  *out = g_new0 (char *, n + 1);
  for (guint k = 0; k < n; k++)
    (*out)[k] =
      g_strdup (k < 32 && (labels & GG_LOG_LABEL (k)) ? translate (values[k]) : values[k]);
  return *out;
}

/* @message in the UI's language with @values (those in @labels translated too), or NULL when
 * neither it nor its translation fits. */
static char *
render_message (const char *message, char **values, guint labels)
{
  g_auto (GStrv) translated = NULL;
  char **said = label_values (values, labels, &translated);
  char *text = fill (translate (message), said);

  /* a translation that lost a value: the untranslated message still fits */
  return text ? text : fill (message, said);
}

static char *
render_plural (const GgLogPart *part)
{
  g_auto (GStrv) translated = NULL;
  char **said = label_values (part->values, part->labels, &translated);
  char *text = fill (dngettext (GETTEXT_PACKAGE, part->message, part->plural, part->n), said);

  return text ? text : fill (part->n == 1 ? part->message : part->plural, said);
}

static void
part_free (gpointer data)
{
  GgLogPart *part = data;

  g_free (part->message);
  g_strfreev (part->values);
  g_free (part->plural);
  g_free (part);
}

static GgLogPart *
add_part (GgLogText *self, const char *message, char **values)
{
  GgLogPart *part = g_new0 (GgLogPart, 1);

  part->message = g_strdup (message);
  part->values = values;
  g_ptr_array_add (self->parts, part);
  return part;
}

GgLogText *
gg_log_text_new (void)
{
  GgLogText *self = g_new (GgLogText, 1);

  self->parts = g_ptr_array_new_with_free_func (part_free);
  return self;
}

void
gg_log_text_free (GgLogText *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->parts);
  g_free (self);
}

GgLogText *
gg_log_text_copy (const GgLogText *self)
{
  GgLogText *copy = gg_log_text_new ();

  gg_log_text_append (copy, self);
  return copy;
}

void
gg_log_text_add (GgLogText *self, const char *literal)
{
  if (literal != NULL && *literal)
    add_part (self, literal, NULL);
}

void
gg_log_text_add_label (GgLogText *self, const char *label)
{
  add_part (self, label ? label : "", g_new0 (char *, 1));
}

void
gg_log_text_add_messagev (GgLogText *self, const char *message, va_list args)
{
  add_part (self, message, message_values (message, args));
}

void
gg_log_text_add_message (GgLogText *self, const char *message, ...)
{
  va_list args;

  va_start (args, message);
  gg_log_text_add_messagev (self, message, args);
  va_end (args);
}

void
gg_log_text_add_labelledv (GgLogText *self, guint labels, const char *message, va_list args)
{
  add_part (self, message, message_values (message, args))->labels = labels;
}

void
gg_log_text_add_labelled (GgLogText *self, guint labels, const char *message, ...)
{
  va_list args;

  va_start (args, message);
  gg_log_text_add_labelledv (self, labels, message, args);
  va_end (args);
}

void
gg_log_text_add_plural (GgLogText *self, const char *singular, const char *plural, gulong n, ...)
{
  va_list args;
  GgLogPart *part;

  va_start (args, n);
  part = add_part (self, singular, message_values (singular, args));
  va_end (args);
  part->plural = g_strdup (plural);
  part->n = n;
}

void
gg_log_text_append (GgLogText *self, const GgLogText *other)
{
  for (guint i = 0; other != NULL && i < other->parts->len; i++)
    {
      const GgLogPart *part = g_ptr_array_index (other->parts, i);
      GgLogPart *copy = add_part (self, part->message, g_strdupv (part->values));

      copy->plural = g_strdup (part->plural);
      copy->n = part->n;
      copy->labels = part->labels;
    }
}

void
gg_log_text_add_entry (GgLogText *self, const GgLogEntry *e)
{
  if (e->parts != NULL)
    gg_log_text_append (self, e->parts);
  else if (e->message != NULL)
    add_part (self, e->message, e->values ? g_strdupv (e->values) : g_new0 (char *, 1));
  else
    gg_log_text_add (self, e->text);
}

char *
gg_log_text_render (const GgLogText *self)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < self->parts->len; i++)
    {
      const GgLogPart *part = g_ptr_array_index (self->parts, i);
      g_autofree char *text = part->plural ? render_plural (part)
                              : part->values
                                ? render_message (part->message, part->values, part->labels)
                                : NULL;

      g_string_append (out, text ? text : part->message);
    }
  return g_string_free (out, FALSE);
}

guint
gg_log_append_messagev (GgLog *self, gint64 time, GgLogKind kind, guint turn,
                        const char *activation, guint first_roll, guint n_rolls,
                        const char *message, va_list args)
{
  g_autofree char *text = NULL;
  GgLogEntry *e;
  guint serial;

  serial = gg_log_append_at (self, time, kind, turn, activation, "", first_roll, n_rolls);
  e = &g_array_index (self->entries, GgLogEntry, serial - 1);
  e->message = g_strdup (message);
  e->values = message_values (message, args);
  text = gg_log_entry_render (e);
  g_free (e->text), e->text = g_steal_pointer (&text);
  return serial;
}

guint
gg_log_append_text (GgLog *self, gint64 time, GgLogKind kind, guint turn, const char *activation,
                    guint first_roll, guint n_rolls, GgLogText *text)
{
  guint serial = gg_log_append_at (self, time, kind, turn, activation, "", first_roll, n_rolls);
  GgLogEntry *e = &g_array_index (self->entries, GgLogEntry, serial - 1);

  e->parts = text;
  g_free (e->text);
  e->text = gg_log_entry_render (e);
  return serial;
}

void
gg_log_set_activation_text (GgLog *self, guint serial, GgLogText *text)
{
  GgLogEntry *e;

  g_return_if_fail (serial >= 1 && serial <= self->entries->len);
  e = &g_array_index (self->entries, GgLogEntry, serial - 1);
  gg_log_text_free (e->activation_parts);
  e->activation_parts = text;
  g_free (e->activation);
  e->activation = gg_log_text_render (text);
}

char *
gg_log_entry_render_activation (const GgLogEntry *e)
{
  return e->activation_parts ? gg_log_text_render (e->activation_parts) : g_strdup (e->activation);
}

char *
gg_log_entry_render (const GgLogEntry *e)
{
  char *text = NULL;

  if (e->parts != NULL)
    return g_strchomp (gg_log_text_render (e->parts));
  if (e->message != NULL)
    text = render_message (e->message, e->values, 0);
  return text ? text : g_strdup (e->text);
}

guint
gg_log_get_n_entries (GgLog *self)
{
  return self->entries->len;
}

const GgLogEntry *
gg_log_get_entry (GgLog *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, NULL);
  return &g_array_index (self->entries, GgLogEntry, i);
}

static const char *
kind_label (GgLogKind kind)
{
  switch (kind)
    {
    case GG_LOG_ROLL:
      return _("Roll");
    case GG_LOG_MEASURE:
      return _("Measurement");
    case GG_LOG_RULING:
      return _("Ruling");
    case GG_LOG_NOTE:
    default:
      return _("Note");
    }
}

/* What @roll was for, in the reader's language: its message translated (with its value), or the
 * text an older game kept, as it is. */
static char *
render_purpose (const GgRoll *roll)
{
  char *values[] = { roll->about, NULL };
  char *text = NULL;

  if (roll->purpose == NULL)
    return g_strdup ("");
  if (roll->about != NULL)
    text = render_message (roll->purpose, values, 0);
  return text ? text : g_strdup (translate (roll->purpose));
}

static void
append_rolls (GString *out, const GgLogEntry *e, GgDice *dice)
{
  for (guint r = e->first_roll; dice && r && r < e->first_roll + e->n_rolls; r++)
    {
      const GgRoll *roll;
      g_autofree char *purpose = NULL;

      if (r > gg_dice_get_n_rolls (dice))
        break;
      roll = gg_dice_get_roll (dice, r - 1);
      purpose = render_purpose (roll);
      /* Translators: one die in the log: die name, face, what it was for, e.g. "D10 7 (fire)" */
      g_string_append_printf (out, _("    %s %d (%s)%s\n"), gg_die_name (roll->kind), roll->value,
                                      purpose, roll->entered ? _(", a real die") : "");
    }
}

char *
gg_log_to_text (GgLog *self, GgDice *dice)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const GgLogEntry *e = gg_log_get_entry (self, i);
      g_autoptr (GDateTime) utc = g_date_time_new_from_unix_utc (e->time);
      g_autoptr (GDateTime) local = utc ? g_date_time_to_local (utc) : NULL;
      g_autofree char *when = local ? g_date_time_format (local, "%Y-%m-%d %H:%M:%S") : NULL;

      /* Translators: log entry heading: serial, time, kind, turn */
      g_string_append_printf (out, _("#%u  %s  %s, turn %u"), e->serial, when ? when : "?",
                                      kind_label (e->kind), e->turn);
      g_autofree char *activation = gg_log_entry_render_activation (e);

      if (activation != NULL)
        g_string_append_printf (out, " · %s", activation);
      g_autofree char *text = gg_log_entry_render (e);

      g_string_append_printf (out, "\n  %s\n", text);
      append_rolls (out, e, dice);
    }
  return g_string_free (out, FALSE);
}

static GgYamlNode *
integer (gint64 v)
{
  g_autofree char *s = g_strdup_printf ("%" G_GINT64_FORMAT, v);

  return gg_yaml_scalar_new (s, GG_YAML_STYLE_PLAIN);
}

static GgYamlNode *
values_to_yaml (char **values)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  for (guint v = 0; values && values[v]; v++)
    gg_yaml_sequence_append (seq, gg_yaml_scalar_new (values[v], GG_YAML_STYLE_QUOTED));
  return seq;
}

/* [k...]: the values shown translated */
static GgYamlNode *
labels_to_yaml (guint labels)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  for (guint k = 0; k < 32; k++)
    if (labels & GG_LOG_LABEL (k))
      gg_yaml_sequence_append (seq, integer (k));
  return seq;
}

/* {message, plural, n, values, labels}: a plural part, or one with values shown translated */
static GgYamlNode *
mapping_part_to_yaml (const GgLogPart *part, GgYamlNode *message)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);

  gg_yaml_mapping_append (map, "message", message);
  if (part->plural != NULL)
    {
      gg_yaml_mapping_append (map, "plural",
                              gg_yaml_scalar_new (part->plural, GG_YAML_STYLE_QUOTED));
      gg_yaml_mapping_append (map, "n", integer (part->n));
    }
  gg_yaml_mapping_append (map, "values", values_to_yaml (part->values));
  if (part->labels != 0)
    gg_yaml_mapping_append (map, "labels", labels_to_yaml (part->labels));
  return map;
}

/* `parts:` a literal is a string, a message a flow list [message, values...] */
static GgYamlNode *
parts_to_yaml (const GgLogText *text)
{
  GgYamlNode *seq = gg_yaml_sequence_new (FALSE);

  for (guint i = 0; i < text->parts->len; i++)
    {
      const GgLogPart *part = g_ptr_array_index (text->parts, i);
      GgYamlNode *item = gg_yaml_scalar_new (part->message, GG_YAML_STYLE_QUOTED);

      if (part->plural != NULL || part->labels != 0)
        item = mapping_part_to_yaml (part, item);
      else if (part->values != NULL)
        {
          GgYamlNode *message = item;

          item = gg_yaml_sequence_new (TRUE);
          gg_yaml_sequence_append (item, message);
          for (guint v = 0; part->values[v]; v++)
            gg_yaml_sequence_append (item,
                                     gg_yaml_scalar_new (part->values[v], GG_YAML_STYLE_QUOTED));
        }
      gg_yaml_sequence_append (seq, item);
    }
  return seq;
}

GgYamlNode *
gg_log_to_yaml (GgLog *self)
{
  GgYamlNode *seq = gg_yaml_sequence_new (FALSE);

  for (guint i = 0; i < self->entries->len; i++)
    {
      const GgLogEntry *e = gg_log_get_entry (self, i);
      GgYamlNode *map = gg_yaml_mapping_new (FALSE);

      gg_yaml_mapping_append (map, "kind",
                              gg_yaml_scalar_new (kind_names[e->kind], GG_YAML_STYLE_PLAIN));
      gg_yaml_mapping_append (map, "time", integer (e->time));
      gg_yaml_mapping_append (map, "turn", integer (e->turn));
      if (e->activation != NULL)
        gg_yaml_mapping_append (map, "activation",
                                gg_yaml_scalar_new (e->activation, GG_YAML_STYLE_QUOTED));
      gg_yaml_mapping_append (map, "text", gg_yaml_scalar_new (e->text, GG_YAML_STYLE_QUOTED));
      if (e->message != NULL)
        {
          GgYamlNode *values = gg_yaml_sequence_new (TRUE);

          gg_yaml_mapping_append (map, "message",
                                  gg_yaml_scalar_new (e->message, GG_YAML_STYLE_QUOTED));
          for (guint v = 0; e->values && e->values[v]; v++)
            gg_yaml_sequence_append (values,
                                     gg_yaml_scalar_new (e->values[v], GG_YAML_STYLE_QUOTED));
          gg_yaml_mapping_append (map, "values", values);
        }
      if (e->parts != NULL)
        gg_yaml_mapping_append (map, "parts", parts_to_yaml (e->parts));
      if (e->activation_parts != NULL)
        gg_yaml_mapping_append (map, "activation-parts", parts_to_yaml (e->activation_parts));
      if (e->first_roll != 0)
        {
          GgYamlNode *rolls = gg_yaml_sequence_new (TRUE);

          gg_yaml_sequence_append (rolls, integer (e->first_roll));
          gg_yaml_sequence_append (rolls, integer (e->n_rolls));
          gg_yaml_mapping_append (map, "rolls", rolls);
        }
      if (e->bookmark != NULL)
        gg_yaml_mapping_append (map, "bookmark",
                                gg_yaml_scalar_new (e->bookmark, GG_YAML_STYLE_QUOTED));
      gg_yaml_sequence_append (seq, map);
    }
  return seq;
}

static gboolean
read_kind (const GgYamlNode *n, const char *filename, GgLogKind *kind, GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (n->kind == GG_YAML_SCALAR && g_strcmp0 (n->value, kind_names[i]) == 0)
      {
        *kind = i;
        return TRUE;
      }
  return gg_yaml_set_error (error, n, filename,
                            _("unknown log entry kind: expected roll, measure, ruling or note"));
}

static gboolean
check_entry_keys (const GgYamlNode *map, const char *filename, GError **error)
{
  static const char *const keys[] = {
    "kind",    "time",   "turn",  "activation",       "text",     "rolls",
    "message", "values", "parts", "activation-parts", "bookmark", NULL
  };

  if (!gg_yaml_expect_kind (map, GG_YAML_MAPPING, filename, _("a log entry"), error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_mapping_size (map); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (map, i);

      if (key->kind != GG_YAML_SCALAR || !g_strv_contains (keys, key->value))
        return gg_yaml_set_error (error, key, filename,
                                  _("unknown key “%s” in a log entry"),
                                     key->kind == GG_YAML_SCALAR ? key->value : "?");
    }
  return TRUE;
}

static gboolean
read_rolls (const GgYamlNode *n, const char *filename, guint n_rolls, gint64 *first, gint64 *count,
            GError **error)
{
  if (n->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (n) != 2)
    return gg_yaml_set_error (error, n, filename,
                              _("“rolls” is [first, count]: the dice this entry used"));
  if (!gg_yaml_get_int (gg_yaml_sequence_nth (n, 0), filename, 1, G_MAXUINT32, first, error) ||
      !gg_yaml_get_int (gg_yaml_sequence_nth (n, 1), filename, 0, G_MAXUINT32, count, error))
    return FALSE;
  if (*first + *count - 1 > n_rolls)
    return gg_yaml_set_error (error, n, filename,
                              _("the entry names rolls the dice log does not have (%u rolls)"),
                                 n_rolls);
  return TRUE;
}

/* `message` and `values`: the entry as data, shown in the reader's language. */
static gboolean
read_message (GgLog *self, const GgYamlNode *map, const char *filename, guint serial,
              GError **error)
{
  GgYamlNode *message = gg_yaml_mapping_lookup (map, "message");
  GgYamlNode *values = gg_yaml_mapping_lookup (map, "values");
  GgLogEntry *e = &g_array_index (self->entries, GgLogEntry, serial - 1);
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  if (message == NULL)
    return TRUE;
  if (!gg_yaml_get_string (message, filename, error))
    return FALSE;
  if (values != NULL && !gg_yaml_expect_kind (values, GG_YAML_SEQUENCE, filename, "values", error))
    return FALSE;
  for (guint i = 0; values != NULL && i < gg_yaml_sequence_size (values); i++)
    {
      GgYamlNode *v = gg_yaml_sequence_nth (values, i);

      if (!gg_yaml_get_string (v, filename, error))
        return FALSE;
      g_strv_builder_add (b, v->value);
    }
  e->message = g_strdup (message->value);
  e->values = g_strv_builder_end (b);
  return TRUE;
}

/* A message part: [message, values...], every item a string. */
static gboolean
read_message_part (GgLogText *text, const GgYamlNode *n, const char *filename, GError **error)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  guint size = gg_yaml_sequence_size (n);

  if (size == 0)
    return gg_yaml_set_error (error, n, filename,
                              _("a part of a log entry is a text or [message, values…]"));
  for (guint i = 0; i < size; i++)
    if (!gg_yaml_get_string (gg_yaml_sequence_nth (n, i), filename, error))
      return FALSE;
  for (guint i = 1; i < size; i++)
    g_strv_builder_add (b, gg_yaml_sequence_nth (n, i)->value);
  add_part (text, gg_yaml_sequence_nth (n, 0)->value, g_strv_builder_end (b));
  return TRUE;
}

/* `labels`: the indices of values shown translated, each below @n_values. */
static gboolean
read_labels (const GgYamlNode *node, const char *filename, guint n_values, guint *labels,
             GError **error)
{
  gint64 last = (gint64) MIN (n_values, 32) - 1;

  if (!gg_yaml_expect_kind (node, GG_YAML_SEQUENCE, filename, "labels", error))
    return FALSE;
  if (last < 0 && gg_yaml_sequence_size (node) > 0)
    return gg_yaml_set_error (error, node, filename, _("“labels” names values the part lacks"));
  for (guint i = 0; i < gg_yaml_sequence_size (node); i++)
    {
      gint64 k;

      if (!gg_yaml_get_int (gg_yaml_sequence_nth (node, i), filename, 0, last, &k, error))
        return FALSE;
      *labels |= GG_LOG_LABEL (k);
    }
  return TRUE;
}

static gboolean
read_values (const GgYamlNode *values, const char *filename, char ***out, GError **error)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  if (!gg_yaml_expect_kind (values, GG_YAML_SEQUENCE, filename, "values", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (values); i++)
    {
      GgYamlNode *v = gg_yaml_sequence_nth (values, i);

      if (!gg_yaml_get_string (v, filename, error))
        return FALSE;
      g_strv_builder_add (b, v->value);
    }
  *out = g_strv_builder_end (b);
  return TRUE;
}

/* A part as a mapping: {message, values}, with {plural, n} for a plural, {labels} for values
 * shown translated. */
static gboolean
read_mapping_part (GgLogText *text, const GgYamlNode *map, const char *filename, GError **error)
{
  static const char *const keys[] = { "message", "plural", "n", "values", "labels", NULL };
  GgYamlNode *m = gg_yaml_mapping_lookup (map, "message");
  GgYamlNode *p = gg_yaml_mapping_lookup (map, "plural");
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "n");
  GgYamlNode *values = gg_yaml_mapping_lookup (map, "values");
  GgYamlNode *labels = gg_yaml_mapping_lookup (map, "labels");
  g_auto (GStrv) said = NULL;
  gint64 count = 0;
  GgLogPart *part;

  if (!gg_yaml_check_keys (map, filename, _("a part of a log entry"), keys, error))
    return FALSE;
  if (m == NULL || values == NULL || (p == NULL) != (n == NULL))
    return gg_yaml_set_error (error, map, filename,
                              _("a part of a log entry needs “message” and “values”, and a plural "
                                "part “plural” and “n” too"));
  if (!gg_yaml_get_string (m, filename, error) ||
      (p != NULL && (!gg_yaml_get_string (p, filename, error) ||
                     !gg_yaml_get_int (n, filename, 0, G_MAXUINT32, &count, error))) ||
      !read_values (values, filename, &said, error))
    return FALSE;
  part = add_part (text, m->value, g_steal_pointer (&said));
  part->plural = p != NULL ? g_strdup (p->value) : NULL;
  part->n = count;
  return labels == NULL ||
         read_labels (labels, filename, g_strv_length (part->values), &part->labels, error);
}

/* `parts` (the entry's text as data, gg_log_append_text) or `activation-parts`, into @out. */
static gboolean
read_parts (const GgYamlNode *map, const char *key, const char *filename, GgLogText **out,
            GError **error)
{
  GgYamlNode *parts = gg_yaml_mapping_lookup (map, key);
  g_autoptr (GgLogText) text = gg_log_text_new ();

  if (parts == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (parts, GG_YAML_SEQUENCE, filename, key, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (parts); i++)
    {
      GgYamlNode *n = gg_yaml_sequence_nth (parts, i);

      if (n->kind == GG_YAML_SEQUENCE)
        {
          if (!read_message_part (text, n, filename, error))
            return FALSE;
        }
      else if (n->kind == GG_YAML_MAPPING)
        {
          if (!read_mapping_part (text, n, filename, error))
            return FALSE;
        }
      else if (gg_yaml_get_string (n, filename, error))
        add_part (text, n->value, NULL);
      else
        return FALSE;
    }
  *out = g_steal_pointer (&text);
  return TRUE;
}

static gboolean
read_entry (GgLog *self, const GgYamlNode *map, const char *filename, guint n_rolls, GError **error)
{
  GgYamlNode *n, *kind_n, *text_n;
  GgLogKind kind = GG_LOG_NOTE;
  gint64 time = 0, turn = 0, first = 0, count = 0;
  const char *activation = NULL, *text, *bookmark = NULL;
  GgLogEntry *e;
  guint serial;

  if (!check_entry_keys (map, filename, error))
    return FALSE;
  if (!(kind_n = gg_yaml_mapping_lookup (map, "kind")) ||
      !(text_n = gg_yaml_mapping_lookup (map, "text")))
    return gg_yaml_set_error (error, map, filename, _("a log entry needs “kind” and “text”"));
  if (!read_kind (kind_n, filename, &kind, error) ||
      !(text = gg_yaml_get_string (text_n, filename, error)))
    return FALSE;
  if ((n = gg_yaml_mapping_lookup (map, "time")) &&
      !gg_yaml_get_int (n, filename, 0, G_MAXINT64, &time, error))
    return FALSE;
  if ((n = gg_yaml_mapping_lookup (map, "turn")) &&
      !gg_yaml_get_int (n, filename, 0, 100000, &turn, error))
    return FALSE;
  if ((n = gg_yaml_mapping_lookup (map, "activation")) &&
      !(activation = gg_yaml_get_string (n, filename, error)))
    return FALSE;
  if ((n = gg_yaml_mapping_lookup (map, "rolls")) &&
      !read_rolls (n, filename, n_rolls, &first, &count, error))
    return FALSE;
  if ((n = gg_yaml_mapping_lookup (map, "bookmark")) &&
      !(bookmark = gg_yaml_get_string (n, filename, error)))
    return FALSE;
  serial = gg_log_append_at (self, time, kind, turn, activation, text, first, count);
  e = &g_array_index (self->entries, GgLogEntry, serial - 1);
  e->bookmark = g_strdup (bookmark);
  return read_message (self, map, filename, serial, error) &&
         read_parts (map, "parts", filename, &e->parts, error) &&
         read_parts (map, "activation-parts", filename, &e->activation_parts, error);
}

GgLog *
gg_log_from_yaml (const GgYamlNode *node, const char *filename, guint n_rolls, GError **error)
{
  g_autoptr (GgLog) self = gg_log_new ();

  if (!gg_yaml_expect_kind (node, GG_YAML_SEQUENCE, filename, _("the referee log"), error))
    return NULL;
  for (guint i = 0; i < gg_yaml_sequence_size (node); i++)
    if (!read_entry (self, gg_yaml_sequence_nth (node, i), filename, n_rolls, error))
      return NULL;
  return g_steal_pointer (&self);
}

gboolean
gg_log_set_bookmark (GgLog *self, guint serial, const char *name)
{
  GgLogEntry *e;

  if (serial == 0 || serial > self->entries->len)
    return FALSE;
  e = &g_array_index (self->entries, GgLogEntry, serial - 1);
  g_free (e->bookmark);
  e->bookmark = g_strdup (name);
  return TRUE;
}

int
gg_log_find_turn (GgLog *self, guint turn)
{
  for (guint i = 0; i < self->entries->len; i++)
    if (g_array_index (self->entries, GgLogEntry, i).turn == turn)
      return (int) i;
  return -1;
}
