/* gg-yaml.h: a small YAML document tree with source positions and hard limits.
 *
 * Every loader of Gigogin (game files, rosters, rules data) reads YAML through this, so that
 * each node knows its line and column for `file:line:column: message` errors, and so that
 * hostile input (huge files, deep nesting, alias bombs) is refused before it costs anything. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GG_YAML_ERROR (gg_yaml_error_quark ())
GQuark gg_yaml_error_quark (void);

typedef enum
{
  GG_YAML_ERROR_SYNTAX,
  GG_YAML_ERROR_LIMIT,
  GG_YAML_ERROR_SCHEMA,
  GG_YAML_ERROR_IO,
} GgYamlError;

typedef enum
{
  GG_YAML_SCALAR,
  GG_YAML_SEQUENCE,
  GG_YAML_MAPPING,
} GgYamlKind;

typedef enum
{
  GG_YAML_STYLE_ANY,
  GG_YAML_STYLE_PLAIN,
  GG_YAML_STYLE_QUOTED,        /* single- or double-quoted: never a number or a boolean */
  GG_YAML_STYLE_BLOCK,         /* literal or folded */
  GG_YAML_STYLE_DOUBLE_QUOTED, /* for writers: always "…", which holds any text (rosters); the
                                * parser gives GG_YAML_STYLE_QUOTED */
} GgYamlStyle;

typedef struct _GgYamlNode GgYamlNode;

/* A parsed tree lives in one arena that its root owns: nodes and their text are not allocated one
 * by one (a 100,000-figure game has two million nodes; their mallocs and frees were half the time
 * of loading it). A parsed tree is read-only: nothing is appended to it and no node of it is freed
 * but the root. Trees built with the constructors below are ordinary heap trees. */
struct _GgYamlNode
{
  GgYamlKind kind : 8;
  GgYamlStyle style : 8;
  guint flow : 1;     /* sequence or mapping written in [ ] / { } */
  guint owner : 2;    /* private: who frees the node (heap, a parsed tree's arena, its root) */
  guint line;         /* 1-based */
  guint column;       /* 1-based */
  guint n_items;      /* private: the number of items */
  char *value;        /* scalars */
  char *tag;          /* explicit tag, or NULL */
  GgYamlNode **items; /* private: sequences: items; mappings: key, value, key, value, ... */
};

typedef struct
{
  gsize max_bytes;  /* default 8 MiB */
  guint max_depth;  /* default 64 */
  guint max_nodes;  /* default 2,000,000, counting alias expansions */
  gsize max_scalar; /* default 64 KiB */
  gsize max_built;  /* bytes of text the tree may hold, aliases counted as expanded: 32 MiB */
} GgYamlLimits;

void gg_yaml_limits_init (GgYamlLimits *limits);

/* @text with every control character (C0, DEL, C1) written as an escape (\n, \e, \x07, \u009b),
 * so that quoting user text in a message can neither clear nor retitle a terminal, nor forge a
 * second `file:line:column` line. Invalid UTF-8 bytes are escaped as \xNN too. */
char *gg_text_escape_controls (const char *text);

/* Parses one document. @filename is only used in messages. The error message is already
 * prefixed with `filename:line:column: `. */
GgYamlNode *gg_yaml_parse (const char *data, gsize length, const char *filename,
                           const GgYamlLimits *limits, GError **error);
GgYamlNode *gg_yaml_parse_file (const char *path, const GgYamlLimits *limits, GError **error);
void gg_yaml_node_free (GgYamlNode *node);

guint gg_yaml_mapping_size (const GgYamlNode *node);
GgYamlNode *gg_yaml_mapping_key (const GgYamlNode *node, guint i);
GgYamlNode *gg_yaml_mapping_value (const GgYamlNode *node, guint i);
GgYamlNode *gg_yaml_mapping_lookup (const GgYamlNode *node, const char *key);
guint gg_yaml_sequence_size (const GgYamlNode *node);
GgYamlNode *gg_yaml_sequence_nth (const GgYamlNode *node, guint i);

/* Builders, for writers. */
GgYamlNode *gg_yaml_scalar_new (const char *value, GgYamlStyle style);
/* A finite number as a plain scalar in the shortest form that reads back to the same double
 * (15, 16 or 17 significant digits), "0" for -0; a non-finite one as "0" with a critical
 * warning: callers check their values first (the loaders refuse what could not be read back). */
GgYamlNode *gg_yaml_number_new (double value);
GgYamlNode *gg_yaml_sequence_new (gboolean flow);
GgYamlNode *gg_yaml_mapping_new (gboolean flow);
void gg_yaml_sequence_append (GgYamlNode *seq, GgYamlNode *item);
void gg_yaml_mapping_append (GgYamlNode *map, const char *key, GgYamlNode *value);

/* Emits the tree as a YAML document; output is deterministic, so emitting the re-parsed output
 * again gives the same bytes. */
char *gg_yaml_emit (const GgYamlNode *root, GError **error);

/* Typed reading of scalars, with errors that name the place. @filename prefixes the message. */
gboolean gg_yaml_get_double (const GgYamlNode *node, const char *filename, double *out,
                             GError **error);
gboolean gg_yaml_get_int (const GgYamlNode *node, const char *filename, gint64 min, gint64 max,
                          gint64 *out, GError **error);
gboolean gg_yaml_get_bool (const GgYamlNode *node, const char *filename, gboolean *out,
                           GError **error);
const char *gg_yaml_get_string (const GgYamlNode *node, const char *filename, GError **error);
/* A reader of one file: its name for the messages, and where the first error goes. */
typedef struct
{
  const char *filename;
  GError **error;
} GgYamlReader;
/* The optional entry @key of the mapping @map: @out is left as it is when it is missing, else it
 * is an integer in [@min, @max] (gg_yaml_get_int) or true or false (gg_yaml_get_bool). */
gboolean gg_yaml_read_int (GgYamlReader *r, const GgYamlNode *map, const char *key, gint64 min,
                           gint64 max, int *out);
gboolean gg_yaml_read_bool (GgYamlReader *r, const GgYamlNode *map, const char *key, gboolean *out);
gboolean gg_yaml_expect_kind (const GgYamlNode *node, GgYamlKind kind, const char *filename,
                              const char *what, GError **error);
/* @map is a mapping whose keys are all among @allowed (NULL-terminated); otherwise @error names
 * the first other key at its place, with the keys expected, and FALSE. @what names @map. */
gboolean gg_yaml_check_keys (const GgYamlNode *map, const char *filename, const char *what,
                             const char *const *allowed, GError **error);
/* Sets @error to "filename:line:column: message" at @node. Always returns FALSE. */
gboolean gg_yaml_set_error (GError **error, const GgYamlNode *node, const char *filename,
                            const char *format, ...) G_GNUC_PRINTF (4, 5);
const char *gg_yaml_kind_name (GgYamlKind kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgYamlNode, gg_yaml_node_free)

G_END_DECLS
