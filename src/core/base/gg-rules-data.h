/* gg-rules-data.h: the numbers of a rule set, read from data/rules/<ruleset>.yaml.
 *
 * File format (`format: gigogin-rules/1`): a tree of groups (mappings) whose leaves are entries.
 * An entry is a mapping with either `value:` (a number, text, list or mapping) or `rows:` (a table), and
 * always `rule:` (the rule ID it comes from, e.g. BG-4.8-a) and `source:` — `rulebook` (the number
 * is the rulebook's), `house` (a working default where the rulebook's table did not survive),
 * `reconstruction` (a garbled table rebuilt; see the specification's notes) or `club` (a club's
 * own table loaded over ours). Optional: `unit:` (cm, in, mm, deg, ...), `note:`, `columns:`.
 *
 *   command:
 *     squad-leader: { value: 15, unit: cm, rule: BG-4.8-a, source: rulebook }
 *
 * Paths are dotted: "command.squad-leader". */
#pragma once

#include <glib.h>

#include "gg-yaml.h"

G_BEGIN_DECLS

typedef enum
{
  GG_RULE_SOURCE_RULEBOOK,
  GG_RULE_SOURCE_HOUSE,
  GG_RULE_SOURCE_RECONSTRUCTION,
  GG_RULE_SOURCE_CLUB,
} GgRuleSource;

typedef struct
{
  const char *path;
  const GgYamlNode *node;  /* the entry mapping */
  const GgYamlNode *value; /* `value:` or `rows:` */
  const char *rule;
  GgRuleSource source;
  const char *unit; /* or NULL */
  const char *note; /* or NULL */
  double number;    /* the value, when it is a single number (is_number) */
  gboolean is_number;
} GgRuleEntry;

typedef struct _GgRulesData GgRulesData;

/* A club's table file larger than this is refused before it is read. */
#define GG_RULES_DATA_MAX_BYTES (1024 * 1024)

GgRulesData *gg_rules_data_load_data (const char *data, gsize length, const char *filename,
                                      GError **error);
/* Only a regular file of at most GG_RULES_DATA_MAX_BYTES is read (a FIFO or a device is refused
 * without blocking). Errors are `file:line:column: message`. */
GgRulesData *gg_rules_data_load_file (const char *path, GError **error);
/* Loads a rule set shipped in the core's resources: "bella-gigogin" or "d6". */
GgRulesData *gg_rules_data_load_builtin (const char *ruleset, GError **error);
/* Lays a club's file over @self: every entry it names replaces ours and counts as `club`.
 * Entries it names that we do not have are errors (a typo would otherwise be ignored). */
gboolean gg_rules_data_overlay (GgRulesData *self, GgRulesData *club, GError **error);
GgRulesData *gg_rules_data_ref (GgRulesData *self);
/* Drops a reference (the data is freed with the last one). */
void gg_rules_data_free (GgRulesData *self);

const char *gg_rules_data_get_ruleset (GgRulesData *self);
gboolean gg_rules_data_lookup (GgRulesData *self, const char *path, GgRuleEntry *entry);
/* The number at @path; a missing or non-numeric entry is a programming error (the file is
 * checked by tests), reported with g_critical, returning @fallback. */
double gg_rules_data_get_number (GgRulesData *self, const char *path, double fallback);
/* Calls @func on every entry, in file order. */
void gg_rules_data_foreach (GgRulesData *self,
                            void (*func) (const GgRuleEntry *entry, gpointer user_data),
                            gpointer user_data);
const char *gg_rule_source_to_string (GgRuleSource source);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgRulesData, gg_rules_data_free)

G_END_DECLS
