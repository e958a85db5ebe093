/* gg-roster-fields.h: what a roster editor needs to know of a node's fields, and where a node
 * sits in its roster.
 *
 * The schema (gg-roster-schema.c) stays private; an editor reads each field's key, type,
 * bounds and vocabulary from here to build its form, shows values as the text that
 * gg_roster_node_set() accepts back, and names a node by its path ("companies/0/platoons/1/
 * squads/2") so it finds the same node again in the roster reloaded after an undo. */
#pragma once

#include "gg-roster.h"

G_BEGIN_DECLS

typedef enum
{
  GG_ROSTER_FIELD_TEXT,
  GG_ROSTER_FIELD_INT,
  GG_ROSTER_FIELD_NUMBER,
  GG_ROSTER_FIELD_BOOL,
  GG_ROSTER_FIELD_ENUM,
  GG_ROSTER_FIELD_SET,
  GG_ROSTER_FIELD_NODE, /* one child entry (a commander, a gun, a base) */
  GG_ROSTER_FIELD_LIST, /* a list of child entries (companies, squads, figures) */
} GgRosterFieldType;

typedef struct
{
  const char *key;
  GgRosterFieldType type;
  gboolean required;
  double min, max;            /* INT: the bounds; NUMBER: (min, max] */
  const char *const *choices; /* ENUM and SET, NULL-terminated; NULL otherwise */
  GgRosterKind child_kind;    /* NODE and LIST: the kind of the entries */
} GgRosterFieldInfo;

/* The fields of @node, in the file's order. */
guint gg_roster_node_n_fields (const GgRosterNode *node);
void gg_roster_node_field (const GgRosterNode *node, guint i, GgRosterFieldInfo *info);
gboolean gg_roster_node_field_info (const GgRosterNode *node, const char *key,
                                    GgRosterFieldInfo *info);
/* A value as gg_roster_node_set() reads it: "12", "true", "rifled-musket", "cacciatori,
 * titubanti"; NULL if unset or an entry field. */
char *gg_roster_node_value_text (const GgRosterNode *node, const char *key);

/* Where @node hangs below the root: "" for the root, "battalion", "companies/0/platoons/1". */
char *gg_roster_node_path (const GgRosterNode *node);
/* The node at @path, or NULL if the roster has none there. */
GgRosterNode *gg_roster_node_at_path (GgRoster *roster, const char *path);
/* The list or entry field of its parent that holds @node, and its index there. */
gboolean gg_roster_node_position (const GgRosterNode *node, const char **key, guint *index);

/* The untranslated label (a msgid) of a vocabulary word such as "rifled-musket" or "veteran", or
 * NULL for the rulebook's proper names (traits, characters), which are shown as they are. */
const char *gg_roster_word_msgid (const char *word);

G_END_DECLS
