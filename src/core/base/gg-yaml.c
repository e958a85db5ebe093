/* gg-yaml.c: YAML document tree over libyaml's event parser and emitter. */
#include "gg-yaml.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdlib.h>
#include <glib/gi18n-lib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

/* clang-format off */
G_DEFINE_QUARK (gg-yaml-error-quark, gg_yaml_error)
/* clang-format on */

enum
{
  OWNER_HEAP,  /* made by a constructor: freed with its items */
  OWNER_ARENA, /* a node of a parsed tree: freed with the tree */
  OWNER_ROOT,  /* the root of a parsed tree, the first member of a Root */
};

/* The memory of a parsed tree: blocks allocated one after the other, freed together. */
typedef struct _Block Block;
struct _Block
{
  Block *next;
  gsize size;
  gsize used;
  /* the bytes follow, aligned on 8 */
};

typedef struct
{
  GgYamlNode node;
  Block *blocks;
} Root;

#define BLOCK_FIRST 4096
#define BLOCK_MAX   (1024 * 1024)

typedef struct
{
  const char *filename;
  const GgYamlLimits *limits;
  GHashTable *anchors; /* name -> GgYamlNode* (in the arena) */
  guint nodes;
  guint depth;
  gsize built;      /* bytes of scalar text in the tree, copies of aliased nodes included */
  Block *blocks;    /* the arena, newest block first */
  GPtrArray *stack; /* the items of the collections being read, innermost last */
  yaml_parser_t parser;
} Parser;

static void
blocks_free (Block *block)
{
  while (block != NULL)
    {
      Block *next = block->next;

      g_free (block);
      block = next;
    }
}

static void
parser_clear (Parser *p)
{
  g_clear_pointer (&p->anchors, g_hash_table_unref);
  g_clear_pointer (&p->stack, g_ptr_array_unref);
  g_clear_pointer (&p->blocks, blocks_free);
  yaml_parser_delete (&p->parser);
}

/* Each block twice the last (up to 1 MiB): few blocks for a large file, little waste for the
 * many small ones (rules data, rosters). */
static gpointer
arena_alloc (Parser *p, gsize n)
{
  Block *b = p->blocks;

  n = (n + 7) & ~(gsize) 7;
  if (b == NULL || b->size - b->used < n)
    {
      gsize size = b == NULL ? BLOCK_FIRST : MIN (2 * b->size, BLOCK_MAX);

      b = g_malloc (sizeof (Block) + MAX (size, n));
      b->size = MAX (size, n);
      b->used = 0;
      b->next = p->blocks;
      p->blocks = b;
    }
  b->used += n;
  return (char *) (b + 1) + b->used - n;
}

static char *
arena_strndup (Parser *p, const char *text, gsize length)
{
  char *copy = arena_alloc (p, length + 1);

  memcpy (copy, text, length);
  copy[length] = '\0';
  return copy;
}

void
gg_yaml_limits_init (GgYamlLimits *limits)
{
  limits->max_bytes = 8 * 1024 * 1024;
  limits->max_depth = 64;
  limits->max_nodes = 2000000;
  limits->max_scalar = 64 * 1024;
  limits->max_built = 32 * 1024 * 1024;
}

/* A node of the tree being parsed, at @mark. */
static GgYamlNode *
node_new (Parser *p, GgYamlKind kind, const yaml_mark_t *mark)
{
  GgYamlNode *node = arena_alloc (p, sizeof (GgYamlNode));

  memset (node, 0, sizeof *node);
  node->kind = kind;
  node->owner = OWNER_ARENA;
  node->line = mark->line + 1;
  node->column = mark->column + 1;
  return node;
}

/* A node of a tree built by a writer. */
static GgYamlNode *
heap_node_new (GgYamlKind kind)
{
  GgYamlNode *node = g_new0 (GgYamlNode, 1);

  node->kind = kind;
  node->owner = OWNER_HEAP;
  return node;
}

/* Appends to a heap node's items, which grow to the next power of two when full. */
static void
heap_append (GgYamlNode *node, GgYamlNode *item)
{
  guint n = node->n_items;

  if (n == 0 || (n >= 4 && (n & (n - 1)) == 0))
    node->items = g_renew (GgYamlNode *, node->items, n == 0 ? 4 : 2 * n);
  node->items[node->n_items++] = item;
}

static gboolean
quoted (const GgYamlNode *node)
{
  return node->style == GG_YAML_STYLE_QUOTED || node->style == GG_YAML_STYLE_DOUBLE_QUOTED;
}

void
gg_yaml_node_free (GgYamlNode *node)
{
  if (node == NULL || node->owner == OWNER_ARENA)
    return;
  if (node->owner == OWNER_ROOT)
    {
      blocks_free (((Root *) node)->blocks);
      g_free (node);
      return;
    }
  for (guint i = 0; i < node->n_items; i++)
    gg_yaml_node_free (node->items[i]);
  g_free (node->items);
  g_free (node->value);
  g_free (node->tag);
  g_free (node);
}

char *
gg_text_escape_controls (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text ? text : "";

  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p++);
          continue;
        }
      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c == 0x1b)
        g_string_append (out, "\\e");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", (guint) c);
      else if (c >= 0x80 && c < 0xa0)
        g_string_append_printf (out, "\\u%04x", (guint) c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

static gboolean
place_error (GError **error, GgYamlError code, const char *filename, guint line, guint column,
             const char *message)
{
  g_autofree char *safe_file = gg_text_escape_controls (filename);
  g_autofree char *safe = gg_text_escape_controls (message);

  g_set_error (error, GG_YAML_ERROR, code, "%s:%u:%u: %s", safe_file, line, column, safe);
  return FALSE;
}

/* The bytes of text the tree holds, bounded: an alias copies its anchor's text, so a small
 * file can otherwise ask for gigabytes (a 60 KB scalar aliased a million times). */
static gboolean
count_bytes (Parser *p, gsize n, const yaml_mark_t *mark, GError **error)
{
  if (n <= p->limits->max_built && p->built <= p->limits->max_built - n)
    {
      p->built += n;
      return TRUE;
    }
  {
    g_autofree char *msg = g_strdup_printf (_("the document holds more than %lu bytes of text "
                         "(aliases counted as expanded); refusing it"),
                                               (unsigned long) p->limits->max_built);
    return place_error (error, GG_YAML_ERROR_LIMIT, p->filename, mark->line + 1, mark->column + 1,
                        msg);
  }
}

gboolean
gg_yaml_set_error (GError **error, const GgYamlNode *node, const char *filename, const char *format,
                   ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return place_error (error, GG_YAML_ERROR_SCHEMA, filename, node ? node->line : 1,
                      node ? node->column : 1, message);
}

static gboolean
count_node (Parser *p, const yaml_mark_t *mark, GError **error)
{
  if (++p->nodes <= p->limits->max_nodes)
    return TRUE;
  {
    g_autofree char *msg = g_strdup_printf (_("the document has more than %u nodes "
                                            "(aliases counted as expanded); refusing it"),
                                               p->limits->max_nodes);
    return place_error (error, GG_YAML_ERROR_LIMIT, p->filename, mark->line + 1, mark->column + 1,
                        msg);
  }
}

/* An alias: a copy of its anchor's nodes at the alias's place (messages name where it is used),
 * sharing the anchor's text, which no one changes. */
static GgYamlNode *
copy_node (Parser *p, const GgYamlNode *src, const yaml_mark_t *mark, GError **error)
{
  GgYamlNode *copy;

  if (!count_node (p, mark, error) ||
      !count_bytes (p, src->value ? strlen (src->value) : 0, mark, error))
    return NULL;
  copy = node_new (p, src->kind, mark);
  copy->style = src->style;
  copy->flow = src->flow;
  copy->value = src->value;
  copy->tag = src->tag;
  copy->n_items = src->n_items;
  if (src->n_items > 0)
    copy->items = arena_alloc (p, src->n_items * sizeof (GgYamlNode *));
  for (guint i = 0; i < src->n_items; i++)
    if ((copy->items[i] = copy_node (p, src->items[i], mark, error)) == NULL)
      return NULL;
  return copy;
}

static gboolean
next_event (Parser *p, yaml_event_t *event, GError **error)
{
  if (yaml_parser_parse (&p->parser, event))
    return TRUE;
  {
    const yaml_mark_t *mark = &p->parser.problem_mark;
    g_autofree char *msg = NULL;

    if (p->parser.context != NULL)
      msg = g_strdup_printf (_("YAML syntax error: %s %s"), p->parser.problem, p->parser.context);
    else
      msg = g_strdup_printf (_("YAML syntax error: %s"),
                                p->parser.problem ? p->parser.problem : _("unknown"));
    return place_error (error, GG_YAML_ERROR_SYNTAX, p->filename, mark->line + 1, mark->column + 1,
                        msg);
  }
}

static GgYamlNode *parse_node (Parser *p, yaml_event_t *event, GError **error);

static void
remember_anchor (Parser *p, const yaml_char_t *anchor, GgYamlNode *node)
{
  if (anchor != NULL)
    g_hash_table_insert (p->anchors, g_strdup ((const char *) anchor), node);
}

static GgYamlStyle
scalar_style (yaml_scalar_style_t style)
{
  switch (style)
    {
    case YAML_PLAIN_SCALAR_STYLE:
      return GG_YAML_STYLE_PLAIN;
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
      return GG_YAML_STYLE_QUOTED;
    case YAML_LITERAL_SCALAR_STYLE:
    case YAML_FOLDED_SCALAR_STYLE:
      return GG_YAML_STYLE_BLOCK;
    case YAML_ANY_SCALAR_STYLE:
    default:
      return GG_YAML_STYLE_ANY;
    }
}

static GgYamlNode *
parse_scalar (Parser *p, yaml_event_t *event, GError **error)
{
  GgYamlNode *node;

  if (event->data.scalar.length > p->limits->max_scalar)
    {
      g_autofree char *msg = g_strdup_printf (_("a value longer than %lu bytes; refusing it"),
                                                 (unsigned long) p->limits->max_scalar);
      place_error (error, GG_YAML_ERROR_LIMIT, p->filename, event->start_mark.line + 1,
                   event->start_mark.column + 1, msg);
      return NULL;
    }
  if (memchr (event->data.scalar.value, '\0', event->data.scalar.length) != NULL)
    {
      /* a "\0" escape: the text would be cut silently at it */
      place_error (error, GG_YAML_ERROR_SYNTAX, p->filename, event->start_mark.line + 1,
                   event->start_mark.column + 1,
                   _("a value holds a NUL character (\\0), which text cannot hold; refusing it"));
      return NULL;
    }
  if (!count_bytes (p, event->data.scalar.length, &event->start_mark, error))
    return NULL;
  node = node_new (p, GG_YAML_SCALAR, &event->start_mark);
  node->value =
    arena_strndup (p, (const char *) event->data.scalar.value, event->data.scalar.length);
  node->style = scalar_style (event->data.scalar.style);
  if (event->data.scalar.tag != NULL)
    node->tag = arena_strndup (p, (const char *) event->data.scalar.tag,
                               strlen ((const char *) event->data.scalar.tag));
  remember_anchor (p, event->data.scalar.anchor, node);
  return node;
}

/* A mapping's key is text, and unique in its mapping. A complex key (`? [k] : v`) crashed
 * d6.options (every reader takes a key for text: strcmp on NULL); a repeated key silently
 * dropped one of its values (inside state:, for one). @keys: key -> key node, made here. */
static gboolean
check_key (Parser *p, GgYamlNode **items, guint n, GgYamlNode *key, GHashTable **keys,
           GError **error)
{
  GgYamlNode *first = NULL;

  if (key->kind != GG_YAML_SCALAR)
    return place_error (error, GG_YAML_ERROR_SCHEMA, p->filename, key->line, key->column,
                        _("a key must be plain text, not a list or a mapping"));
  /* most mappings are small (a figure has eight keys): compared in place; a large one gets a
   * hash table, so that checking stays linear */
  if (*keys == NULL && n < 16)
    {
      for (guint i = 0; i < n && first == NULL; i++)
        if (strcmp (items[2 * i]->value, key->value) == 0)
          first = items[2 * i];
    }
  else
    {
      if (*keys == NULL)
        {
          *keys = g_hash_table_new (g_str_hash, g_str_equal);
          for (guint i = 0; i < n; i++)
            g_hash_table_insert (*keys, items[2 * i]->value, items[2 * i]);
        }
      if ((first = g_hash_table_lookup (*keys, key->value)) == NULL)
        g_hash_table_insert (*keys, key->value, key);
    }
  if (first == NULL)
    return TRUE;
  {
    g_autofree char *msg = g_strdup_printf (_("the key “%s” appears twice in this mapping "
                                              "(first at line %u)"),
                                               key->value, first->line);
    return place_error (error, GG_YAML_ERROR_SCHEMA, p->filename, key->line, key->column, msg);
  }
}

/* Moves the items read since @start on the stack into @node (in the arena). */
static void
take_items (Parser *p, GgYamlNode *node, guint start)
{
  node->n_items = p->stack->len - start;
  if (node->n_items > 0)
    {
      node->items = arena_alloc (p, node->n_items * sizeof (GgYamlNode *));
      memcpy (node->items, p->stack->pdata + start, node->n_items * sizeof (GgYamlNode *));
    }
  g_ptr_array_set_size (p->stack, start);
}

/* Reads the items up to the collection's end onto the stack. */
static gboolean
parse_items (Parser *p, gboolean is_seq, GError **error)
{
  g_autoptr (GHashTable) keys = NULL;
  yaml_event_type_t end_type = is_seq ? YAML_SEQUENCE_END_EVENT : YAML_MAPPING_END_EVENT;
  guint start = p->stack->len;

  for (;;)
    {
      yaml_event_t event;
      GgYamlNode *child;
      guint n = p->stack->len - start;

      if (!next_event (p, &event, error))
        return FALSE;
      if (event.type == end_type)
        {
          yaml_event_delete (&event);
          return TRUE;
        }
      child = parse_node (p, &event, error);
      yaml_event_delete (&event);
      if (child == NULL)
        return FALSE;
      if (!is_seq && n % 2 == 0 &&
          !check_key (p, (GgYamlNode **) p->stack->pdata + start, n / 2, child, &keys, error))
        return FALSE;
      g_ptr_array_add (p->stack, child);
    }
}

static GgYamlNode *
parse_collection (Parser *p, yaml_event_t *start, GError **error)
{
  gboolean is_seq = start->type == YAML_SEQUENCE_START_EVENT;
  GgYamlNode *node = node_new (p, is_seq ? GG_YAML_SEQUENCE : GG_YAML_MAPPING, &start->start_mark);
  const yaml_char_t *anchor = is_seq ? start->data.sequence_start.anchor
                                     : start->data.mapping_start.anchor;
  const yaml_char_t *tag = is_seq ? start->data.sequence_start.tag : start->data.mapping_start.tag;
  guint first = p->stack->len;

  node->flow = is_seq ? start->data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                      : start->data.mapping_start.style == YAML_FLOW_MAPPING_STYLE;
  if (tag != NULL)
    node->tag = arena_strndup (p, (const char *) tag, strlen ((const char *) tag));
  if (++p->depth > p->limits->max_depth)
    {
      g_autofree char *msg =
        g_strdup_printf (_("nesting deeper than %u levels; refusing it"), p->limits->max_depth);
      place_error (error, GG_YAML_ERROR_LIMIT, p->filename, start->start_mark.line + 1,
                   start->start_mark.column + 1, msg);
      return NULL;
    }
  if (!parse_items (p, is_seq, error))
    return NULL;
  take_items (p, node, first);
  p->depth--;
  remember_anchor (p, anchor, node);
  return node;
}

static GgYamlNode *
parse_alias (Parser *p, yaml_event_t *event, GError **error)
{
  const char *name = (const char *) event->data.alias.anchor;
  GgYamlNode *target = g_hash_table_lookup (p->anchors, name);

  if (target == NULL)
    {
      g_autofree char *msg = g_strdup_printf (_("alias *%s refers to no complete anchor"), name);
      place_error (error, GG_YAML_ERROR_SYNTAX, p->filename, event->start_mark.line + 1,
                   event->start_mark.column + 1, msg);
      return NULL;
    }
  p->nodes--; /* copy_node counts the root again */
  return copy_node (p, target, &event->start_mark, error);
}

static GgYamlNode *
parse_node (Parser *p, yaml_event_t *event, GError **error)
{
  if (!count_node (p, &event->start_mark, error))
    return NULL;
  switch (event->type)
    {
    case YAML_SCALAR_EVENT:
      return parse_scalar (p, event, error);
    case YAML_SEQUENCE_START_EVENT:
    case YAML_MAPPING_START_EVENT:
      return parse_collection (p, event, error);
    case YAML_ALIAS_EVENT:
      return parse_alias (p, event, error);
    default:
      place_error (error, GG_YAML_ERROR_SYNTAX, p->filename, event->start_mark.line + 1,
                   event->start_mark.column + 1, _("unexpected YAML structure"));
      return NULL;
    }
}

static gboolean
skip_to (Parser *p, yaml_event_type_t type, GError **error)
{
  for (;;)
    {
      yaml_event_t event;
      yaml_event_type_t got;

      if (!next_event (p, &event, error))
        return FALSE;
      got = event.type;
      yaml_event_delete (&event);
      if (got == type)
        return TRUE;
      if (got == YAML_STREAM_END_EVENT)
        return place_error (error, GG_YAML_ERROR_SCHEMA, p->filename, 1, 1,
                            _("the file is empty: expected a YAML document"));
    }
}

/* The root of the tree, which owns the arena. */
static GgYamlNode *
adopt_arena (Parser *p, GgYamlNode *node)
{
  Root *root = g_new (Root, 1);

  root->node = *node;
  root->node.owner = OWNER_ROOT;
  root->blocks = g_steal_pointer (&p->blocks);
  return &root->node;
}

/* The document's root node, in the arena, or NULL. */
static GgYamlNode *
parse_document (Parser *p, GError **error)
{
  yaml_event_t event;
  GgYamlNode *root = NULL;

  if (!skip_to (p, YAML_DOCUMENT_START_EVENT, error) || !next_event (p, &event, error))
    return NULL;
  root = parse_node (p, &event, error);
  yaml_event_delete (&event);
  if (root == NULL || !next_event (p, &event, error))
    return NULL;
  yaml_event_delete (&event); /* document end */
  if (!next_event (p, &event, error))
    return NULL;
  if (event.type != YAML_STREAM_END_EVENT)
    {
      place_error (error, GG_YAML_ERROR_SCHEMA, p->filename, event.start_mark.line + 1,
                   event.start_mark.column + 1, _("only one YAML document is allowed in a file"));
      yaml_event_delete (&event);
      return NULL;
    }
  yaml_event_delete (&event);
  return root;
}

GgYamlNode *
gg_yaml_parse (const char *data, gsize length, const char *filename, const GgYamlLimits *limits,
               GError **error)
{
  GgYamlLimits defaults;
  Parser p = { 0 };
  GgYamlNode *root;

  if (limits == NULL)
    {
      gg_yaml_limits_init (&defaults);
      limits = &defaults;
    }
  if (length > limits->max_bytes)
    {
      g_autofree char *msg =
        g_strdup_printf (_("the file is %lu bytes, more than the %lu allowed; "
                                                "refusing it"),
                            (unsigned long) length, (unsigned long) limits->max_bytes);
      place_error (error, GG_YAML_ERROR_LIMIT, filename, 1, 1, msg);
      return NULL;
    }
  if (data == NULL)
    {
      g_return_val_if_fail (length == 0, NULL);
      data = ""; /* libyaml asserts on a NULL input, memchr() must not get one */
    }
  if (memchr (data, '\0', length) != NULL)
    {
      place_error (error, GG_YAML_ERROR_SYNTAX, filename, 1, 1,
                   _("the file contains a NUL byte: not a YAML text file"));
      return NULL;
    }
  p.filename = filename;
  p.limits = limits;
  p.anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* reserved: its pdata is never NULL, so `pdata + start` is defined even when empty (UBSan) */
  p.stack = g_ptr_array_sized_new (64);
  yaml_parser_initialize (&p.parser);
  yaml_parser_set_input_string (&p.parser, (const unsigned char *) data, length);
  root = parse_document (&p, error);
  if (root != NULL)
    root = adopt_arena (&p, root);
  parser_clear (&p);
  return root;
}

static char *
read_failed (GError **error, GgYamlError code, const char *path, const char *what, int fd)
{
  g_autofree char *safe = gg_text_escape_controls (path);

  if (fd >= 0)
    close (fd);
  g_set_error (error, GG_YAML_ERROR, code, "%s:1:1: %s", safe, what);
  return NULL;
}

static char *
read_errno (GError **error, const char *path, int saved_errno, int fd)
{
  g_autofree char *what =
    g_strdup_printf (_("cannot read the file: %s"), g_strerror (saved_errno));

  return read_failed (error, GG_YAML_ERROR_IO, path, what, fd);
}

/* Reads up to @size + 1 bytes: one more than fstat() said tells that the file grew. */
static char *
read_all (int fd, const char *path, gsize size, gsize *length, GError **error)
{
  g_autofree char *buf = g_malloc (size + 2);
  gsize got = 0;

  while (got < size + 1)
    {
      gssize n = read (fd, buf + got, size + 1 - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return read_errno (error, path, errno, fd);
      if (n == 0)
        break;
      got += n;
    }
  close (fd);
  if (got != size)
    return read_failed (error, GG_YAML_ERROR_IO, path,
                        _("the file changed while it was being read; try again"), -1);
  buf[got] = '\0';
  *length = got;
  return g_steal_pointer (&buf);
}

/* Reads the whole of @path, a regular file of at most @max_bytes, into a NUL-terminated buffer.
 * It refuses a FIFO, a device or a folder without blocking on it, a file larger than @max_bytes
 * without reading it, and a file that changes size while it is read; it never maps the file, so
 * a file truncated under it cannot crash the program. Errors are GG_YAML_ERROR_IO or _LIMIT,
 * prefixed `path:1:1: `. */
static char *
gg_file_read_bounded (const char *path, gsize max_bytes, gsize *length, GError **error)
{
  struct stat st;
  int fd = open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);

  if (fd < 0)
    return read_errno (error, path, errno, -1);
  if (fstat (fd, &st) != 0)
    return read_errno (error, path, errno, fd);
  if (S_ISDIR (st.st_mode))
    return read_failed (error, GG_YAML_ERROR_IO, path, _("this is a folder, not a file"), fd);
  if (!S_ISREG (st.st_mode))
    return read_failed (error, GG_YAML_ERROR_IO, path,
                        _("not a regular file (a pipe, a device or a socket); refusing it"), fd);
  if ((guint64) st.st_size > max_bytes)
    {
      g_autofree char *what =
        g_strdup_printf (_("the file is %lu bytes, more than the %lu allowed; refusing it"),
                            (unsigned long) st.st_size, (unsigned long) max_bytes);
      return read_failed (error, GG_YAML_ERROR_LIMIT, path, what, fd);
    }
  /* the descriptor was opened non-blocking only so that a FIFO could not hang the open */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  return read_all (fd, path, st.st_size, length, error);
}

GgYamlNode *
gg_yaml_parse_file (const char *path, const GgYamlLimits *limits, GError **error)
{
  GgYamlLimits defaults;
  g_autofree char *data = NULL;
  gsize length = 0;

  if (limits == NULL)
    {
      gg_yaml_limits_init (&defaults);
      limits = &defaults;
    }
  data = gg_file_read_bounded (path, limits->max_bytes, &length, error);
  if (data == NULL)
    return NULL;
  return gg_yaml_parse (data, length, path, limits, error);
}

guint
gg_yaml_mapping_size (const GgYamlNode *node)
{
  return node->kind == GG_YAML_MAPPING ? node->n_items / 2 : 0;
}

GgYamlNode *
gg_yaml_mapping_key (const GgYamlNode *node, guint i)
{
  return node->items[2 * i];
}

GgYamlNode *
gg_yaml_mapping_value (const GgYamlNode *node, guint i)
{
  return node->items[2 * i + 1];
}

GgYamlNode *
gg_yaml_mapping_lookup (const GgYamlNode *node, const char *key)
{
  if (key == NULL)
    return NULL;
  for (guint i = 0; i < gg_yaml_mapping_size (node); i++)
    {
      GgYamlNode *k = gg_yaml_mapping_key (node, i);

      /* the first byte before strcmp: a figure's eight fields are looked up one by one */
      if (k->kind == GG_YAML_SCALAR && k->value != NULL && k->value[0] == key[0] &&
          strcmp (k->value, key) == 0)
        return gg_yaml_mapping_value (node, i);
    }
  return NULL;
}

guint
gg_yaml_sequence_size (const GgYamlNode *node)
{
  return node->kind == GG_YAML_SEQUENCE ? node->n_items : 0;
}

GgYamlNode *
gg_yaml_sequence_nth (const GgYamlNode *node, guint i)
{
  return node->items[i];
}

GgYamlNode *
gg_yaml_number_new (double value)
{
  static const char *const formats[] = { "%.15g", "%.16g", "%.17g" };
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_return_val_if_fail (isfinite (value), gg_yaml_scalar_new ("0", GG_YAML_STYLE_PLAIN));
  if (value == 0)
    value = 0; /* no "-0" */
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_ascii_formatd (buf, sizeof buf, formats[i], value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  return gg_yaml_scalar_new (buf, GG_YAML_STYLE_PLAIN);
}

GgYamlNode *
gg_yaml_scalar_new (const char *value, GgYamlStyle style)
{
  GgYamlNode *node = heap_node_new (GG_YAML_SCALAR);

  node->value = g_strdup (value);
  node->style = style;
  return node;
}

GgYamlNode *
gg_yaml_sequence_new (gboolean flow)
{
  GgYamlNode *node = heap_node_new (GG_YAML_SEQUENCE);

  node->flow = flow;
  return node;
}

GgYamlNode *
gg_yaml_mapping_new (gboolean flow)
{
  GgYamlNode *node = heap_node_new (GG_YAML_MAPPING);

  node->flow = flow;
  return node;
}

void
gg_yaml_sequence_append (GgYamlNode *seq, GgYamlNode *item)
{
  g_return_if_fail (seq->kind == GG_YAML_SEQUENCE && seq->owner == OWNER_HEAP);
  heap_append (seq, item);
}

void
gg_yaml_mapping_append (GgYamlNode *map, const char *key, GgYamlNode *value)
{
  g_return_if_fail (map->kind == GG_YAML_MAPPING && map->owner == OWNER_HEAP);
  heap_append (map, gg_yaml_scalar_new (key, GG_YAML_STYLE_PLAIN));
  heap_append (map, value);
}

/* Emission */

static int
write_cb (void *data, unsigned char *buffer, size_t size)
{
  g_string_append_len (data, (const char *) buffer, size);
  return 1;
}

static gboolean
emit_event (yaml_emitter_t *emitter, yaml_event_t *event, GError **error)
{
  if (yaml_emitter_emit (emitter, event))
    return TRUE;
  g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_IO,
               _("cannot write YAML: %s"),
                  emitter->problem ? emitter->problem : "unknown problem");
  return FALSE;
}

static gboolean
emit_node (yaml_emitter_t *emitter, const GgYamlNode *node, GError **error)
{
  yaml_event_t event;

  if (node->kind == GG_YAML_SCALAR)
    {
      yaml_scalar_style_t style = YAML_PLAIN_SCALAR_STYLE;

      if (node->style == GG_YAML_STYLE_QUOTED || node->style == GG_YAML_STYLE_DOUBLE_QUOTED)
        style = YAML_DOUBLE_QUOTED_SCALAR_STYLE;
      else if (node->style == GG_YAML_STYLE_BLOCK)
        style = YAML_LITERAL_SCALAR_STYLE;
      yaml_scalar_event_initialize (&event, NULL, (yaml_char_t *) node->tag,
                                    (yaml_char_t *) (node->value ? node->value : ""), -1,
                                    node->tag == NULL, node->tag == NULL, style);
      return emit_event (emitter, &event, error);
    }
  if (node->kind == GG_YAML_SEQUENCE)
    yaml_sequence_start_event_initialize (
      &event, NULL, (yaml_char_t *) node->tag, node->tag == NULL,
      node->flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE);
  else
    yaml_mapping_start_event_initialize (&event, NULL, (yaml_char_t *) node->tag, node->tag == NULL,
                                         node->flow ? YAML_FLOW_MAPPING_STYLE
                                                    : YAML_BLOCK_MAPPING_STYLE);
  if (!emit_event (emitter, &event, error))
    return FALSE;
  for (guint i = 0; i < node->n_items; i++)
    if (!emit_node (emitter, node->items[i], error))
      return FALSE;
  if (node->kind == GG_YAML_SEQUENCE)
    yaml_sequence_end_event_initialize (&event);
  else
    yaml_mapping_end_event_initialize (&event);
  return emit_event (emitter, &event, error);
}

static char *
emit_once (const GgYamlNode *root, GError **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  yaml_emitter_t emitter;
  yaml_event_t event;
  gboolean ok;

  yaml_emitter_initialize (&emitter);
  yaml_emitter_set_output (&emitter, write_cb, out);
  yaml_emitter_set_unicode (&emitter, 1);
  yaml_emitter_set_width (&emitter, 100);
  yaml_emitter_set_indent (&emitter, 2);
  yaml_stream_start_event_initialize (&event, YAML_UTF8_ENCODING);
  ok = emit_event (&emitter, &event, error);
  if (ok)
    {
      /* An empty plain root would be written as no text at all, which is no document. */
      gboolean implicit = root->kind != GG_YAML_SCALAR || (root->value && *root->value);

      yaml_document_start_event_initialize (&event, NULL, NULL, NULL, implicit);
      ok = emit_event (&emitter, &event, error) && emit_node (&emitter, root, error);
    }
  if (ok)
    {
      yaml_document_end_event_initialize (&event, 1);
      ok = emit_event (&emitter, &event, error);
    }
  if (ok)
    {
      yaml_stream_end_event_initialize (&event);
      ok = emit_event (&emitter, &event, error);
    }
  yaml_emitter_delete (&emitter);
  return ok ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

/* libyaml writes a scalar in the style asked for only where that style can hold the value, and
 * otherwise falls back (plain to single quotes to double quotes, literal to double quotes). The
 * re-read tree then asks for other styles than the first, and emitting it again would give other
 * bytes (found by tests/fuzz/fuzz-yaml). So the first text is read back (it must) and emitted
 * once more from what was read: every style asked for then is one libyaml already kept in the
 * same place, so the second text is written exactly as asked, and re-reading it changes nothing. */
char *
gg_yaml_emit (const GgYamlNode *root, GError **error)
{
  GgYamlLimits trusted = { G_MAXSIZE, G_MAXUINT, G_MAXUINT, G_MAXSIZE, G_MAXSIZE };
  g_autofree char *first = emit_once (root, error);
  g_autoptr (GgYamlNode) again = NULL;
  g_autoptr (GError) local = NULL;

  if (first == NULL)
    return NULL;
  again = gg_yaml_parse (first, strlen (first), "emitted", &trusted, &local);
  if (again == NULL)
    {
      g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_IO,
                   "cannot write YAML: the text does not read back (%s)", local->message);
      return NULL;
    }
  return emit_once (again, error);
}

/* Typed access */

const char *
gg_yaml_kind_name (GgYamlKind kind)
{
  switch (kind)
    {
    case GG_YAML_SCALAR:
      return _("a single value");
    case GG_YAML_SEQUENCE:
      return _("a list");
    case GG_YAML_MAPPING:
      return _("a mapping");
    default:
      return "?";
    }
}

gboolean
gg_yaml_expect_kind (const GgYamlNode *node, GgYamlKind kind, const char *filename,
                     const char *what, GError **error)
{
  if (node->kind == kind)
    return TRUE;
  return gg_yaml_set_error (error, node, filename,
                            _("%s must be %s, found %s"), what, gg_yaml_kind_name (kind),
                               gg_yaml_kind_name (node->kind));
}

gboolean
gg_yaml_check_keys (const GgYamlNode *map, const char *filename, const char *what,
                    const char *const *allowed, GError **error)
{
  if (!gg_yaml_expect_kind (map, GG_YAML_MAPPING, filename, what, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_mapping_size (map); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (map, i);

      if (key->kind != GG_YAML_SCALAR || !g_strv_contains (allowed, key->value))
        {
          g_autofree char *list = g_strjoinv (", ", (char **) allowed);

          return gg_yaml_set_error (error, key, filename,
                                    _("unknown key “%s” in %s (expected one of: %s)"),
                                       key->kind == GG_YAML_SCALAR ? key->value : "?", what, list);
        }
    }
  return TRUE;
}

gboolean
gg_yaml_get_double (const GgYamlNode *node, const char *filename, double *out, GError **error)
{
  char *end = NULL;
  double v;

  if (node->kind != GG_YAML_SCALAR || quoted (node))
    return gg_yaml_set_error (error, node, filename, _("expected a number"));
  /* digits, sign, point and exponent only: no inf, nan, .inf, hex or locale forms */
  if (node->value[0] == '\0' || node->value[strspn (node->value, "0123456789+-.eE")] != '\0')
    return gg_yaml_set_error (error, node, filename,
                              _("expected a finite number, found “%s”"), node->value);
  errno = 0;
  v = g_ascii_strtod (node->value, &end);
  if (end == node->value || *end != '\0' || errno == ERANGE)
    return gg_yaml_set_error (error, node, filename,
                              _("expected a number, found “%s”"), node->value);
  if (!isfinite (v))
    return gg_yaml_set_error (error, node, filename,
                              _("expected a finite number, found “%s”"), node->value);
  *out = v;
  return TRUE;
}

gboolean
gg_yaml_get_int (const GgYamlNode *node, const char *filename, gint64 min, gint64 max, gint64 *out,
                 GError **error)
{
  g_autoptr (GError) local = NULL;
  gint64 v;

  if (node->kind != GG_YAML_SCALAR || quoted (node) ||
      !g_ascii_string_to_signed (node->value, 10, G_MININT64, G_MAXINT64, &v, &local))
    return gg_yaml_set_error (error, node, filename,
                              _("expected a whole number, found “%s”"),
                                 node->kind == GG_YAML_SCALAR ? node->value
                                                              : gg_yaml_kind_name (node->kind));
  if (v < min || v > max)
    return gg_yaml_set_error (error, node, filename,
                              _("%lld is out of range: expected %lld to %lld"), (long long) v,
                                 (long long) min, (long long) max);
  *out = v;
  return TRUE;
}

gboolean
gg_yaml_get_bool (const GgYamlNode *node, const char *filename, gboolean *out, GError **error)
{
  if (node->kind == GG_YAML_SCALAR && !quoted (node))
    {
      if (g_str_equal (node->value, "true"))
        return (*out = TRUE), TRUE;
      if (g_str_equal (node->value, "false"))
        return (*out = FALSE), TRUE;
    }
  return gg_yaml_set_error (error, node, filename, _("expected true or false"));
}

gboolean
gg_yaml_read_int (GgYamlReader *r, const GgYamlNode *map, const char *key, gint64 min, gint64 max,
                  int *out)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);
  gint64 v;

  if (n == NULL)
    return TRUE;
  if (!gg_yaml_get_int (n, r->filename, min, max, &v, r->error))
    return FALSE;
  *out = v;
  return TRUE;
}

gboolean
gg_yaml_read_bool (GgYamlReader *r, const GgYamlNode *map, const char *key, gboolean *out)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  return n == NULL || gg_yaml_get_bool (n, r->filename, out, r->error);
}

const char *
gg_yaml_get_string (const GgYamlNode *node, const char *filename, GError **error)
{
  if (node->kind != GG_YAML_SCALAR)
    {
      gg_yaml_set_error (error, node, filename,
                         _("expected text, found %s"), gg_yaml_kind_name (node->kind));
      return NULL;
    }
  if (!g_utf8_validate (node->value, -1, NULL))
    {
      gg_yaml_set_error (error, node, filename, _("the text is not valid UTF-8"));
      return NULL;
    }
  return node->value;
}
