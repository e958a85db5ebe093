/* gg-roster-private.h: the roster schema and node layout, shared by the gg-roster*.c files. */
#pragma once

#include "gg-roster.h"

G_BEGIN_DECLS

typedef enum
{
  GG_FIELD_TEXT,   /* any text */
  GG_FIELD_INT,    /* whole number in [min, max] */
  GG_FIELD_NUMBER, /* finite number in (min, max] */
  GG_FIELD_BOOL,
  GG_FIELD_ENUM, /* one word of choices */
  GG_FIELD_SET,  /* a list of distinct words of choices */
  GG_FIELD_NODE, /* one mapping of schema child */
  GG_FIELD_LIST, /* a list of mappings of schema child */
} GgFieldType;

typedef struct _GgRosterSchema GgRosterSchema;

typedef struct
{
  const char *key;
  GgFieldType type;
  gboolean required;
  const char *const *choices;
  double min, max;
  const GgRosterSchema *child;
  const char *placeholder; /* value of a required field in a node made by the editor */
} GgRosterField;

struct _GgRosterSchema
{
  GgRosterKind kind;
  const char *what;            /* N_(): "a squad", for messages */
  gboolean flow;               /* written as { … } */
  const GgRosterField *fields; /* ends with a NULL key */
};

typedef struct
{
  gboolean set;
  guint line, column;
  char *text; /* TEXT, ENUM */
  gint64 integer;
  double number;
  gboolean boolean;
  GPtrArray *items;   /* SET: char*; LIST: GgRosterNode* */
  GgRosterNode *node; /* NODE */
} GgRosterValue;

struct _GgRosterNode
{
  const GgRosterSchema *schema;
  GgRosterNode *parent;
  guint line, column;
  guint n_values;
  GgRosterValue *values; /* one per schema field, in schema order */
};

/* Each rule set's roster: its root's schema and its checks (gg_roster_validate), named by its
 * class (gg-ruleset.h: roster_schema, roster_check). */
extern const GgRosterSchema _gg_roster_bg_schema;
extern const GgRosterSchema _gg_roster_d6_schema;
typedef struct _GgRosterChecker GgRosterChecker;
void _gg_roster_check_bg (GgRosterChecker *self, const GgRosterNode *root);
void _gg_roster_check_d6 (GgRosterChecker *self, const GgRosterNode *root);

/* The root's schema of @ruleset's rosters (its class's). */
const GgRosterSchema *_gg_roster_schema_for (GgRuleset ruleset);
guint _gg_roster_schema_size (const GgRosterSchema *schema);
int _gg_roster_field_index (const GgRosterSchema *schema, const char *key);
gboolean _gg_roster_choice_valid (const GgRosterField *field, const char *word);
char *_gg_roster_choices_list (const char *const *choices);

GgRosterNode *_gg_roster_node_new (const GgRosterSchema *schema, GgRosterNode *parent);
void _gg_roster_node_free (GgRosterNode *node);
const GgRosterValue *_gg_roster_node_value (const GgRosterNode *node, const char *key);

GgRoster *_gg_roster_alloc (GgRuleset ruleset, const char *filename);
/* Reads a scalar or set field from @yaml into @value (gg-roster-file.c). */
gboolean _gg_roster_read_scalar (const GgRosterField *field, GgRosterValue *value, GgYamlNode *yaml,
                                 const char *filename, GError **error);

/* Vocabularies used by the rules checks. */
extern const char *const _gg_roster_characters[];
extern const char *const _gg_roster_specials[];

G_END_DECLS
