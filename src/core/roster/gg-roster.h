/* gg-roster.h: army rosters (`gigogin-roster/1`), for La Bella Gigogin and for the d6 rules.
 *
 * A roster is a tree of nodes (roster → battalion → companies → platoons → squads → figures, or
 * roster → brigades → units), each node a set of named fields described by a schema
 * (gg-roster-schema.c; documented in docs/rosters.md). Every field of a file is kept, in the
 * schema's order, so loading and saving keeps every value and saving twice gives the same bytes.
 *
 * Loading refuses files that do not fit the schema (unknown keys, wrong types, values out of
 * range) and reports every such problem; gg_roster_validate() then checks the rules of the game
 * (squad sizes, precision rifles, Italians at most 12 figures, …) and names the rule ID of each. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "gg-game.h"
#include "gg-types.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

#define GG_ROSTER_FORMAT "gigogin-roster/1"

#define GG_ROSTER_ERROR (gg_roster_error_quark ())
GQuark gg_roster_error_quark (void);

typedef enum
{
  GG_ROSTER_ERROR_INVALID, /* the file does not fit the schema; the message lists every problem */
  GG_ROSTER_ERROR_FIELD,   /* an editing call named a field the node does not have */
  GG_ROSTER_ERROR_VALUE,   /* an editing call gave a value the field does not accept */
} GgRosterError;

typedef enum
{
  GG_ROSTER_KIND_ROSTER,
  GG_ROSTER_KIND_BATTALION,
  GG_ROSTER_KIND_COMPANY,
  GG_ROSTER_KIND_PLATOON,
  GG_ROSTER_KIND_SQUAD,
  GG_ROSTER_KIND_FIGURE,
  GG_ROSTER_KIND_OFFICER, /* commander, deputy or musician of a platoon, company, battalion */
  GG_ROSTER_KIND_GUN,
  GG_ROSTER_KIND_BASE,
  GG_ROSTER_KIND_BRIGADE,   /* d6 */
  GG_ROSTER_KIND_COMMANDER, /* d6 */
  GG_ROSTER_KIND_UNIT,      /* d6 */
  GG_ROSTER_KIND_CORPS,     /* d6: brigades activated together (gg-act.h) */
} GgRosterKind;

typedef enum
{
  GG_ROSTER_SEVERITY_ERROR,
  GG_ROSTER_SEVERITY_WARNING, /* outside what the rulebook states, but accepted (e.g. AMB-01) */
} GgRosterSeverity;

typedef struct _GgRosterNode GgRosterNode;
typedef struct _GgRoster GgRoster;

struct _GgRoster
{
  gatomicrefcount ref;
  char *filename; /* for messages */
  GgRuleset ruleset;
  GgRosterNode *root;
};

typedef struct
{
  GgRosterSeverity severity;
  char *text;         /* "file:line:column: [warning: ]message [RULE-ID]", ready to print */
  char *rule;         /* the rule ID it enforces, or NULL for schema problems */
  GgRosterNode *node; /* borrowed; the node at fault, or NULL */
} GgRosterProblem;

void gg_roster_problem_free (GgRosterProblem *problem);

/* Limits for roster files: tighter than the defaults, since rosters are small. */
void gg_roster_limits_init (GgYamlLimits *limits);

GgRoster *gg_roster_new (GgRuleset ruleset, const char *name, const char *side);
void gg_roster_unref (GgRoster *self);

/* Loading. On a problem returns NULL; the error message holds every problem, one a line. */
GgRoster *gg_roster_load_file (const char *path, GError **error);
GgRoster *gg_roster_load_data (const char *data, gsize length, const char *filename,
                               GError **error);
/* Everything wrong with a file: YAML and schema problems, then (if it loads) the rules checks.
 * Appends GgRosterProblem* to @problems; returns TRUE if none of them is an error. */
gboolean gg_roster_check_tree (GgYamlNode *root, const char *filename, GPtrArray *problems);

/* Saving: the canonical YAML (fields in schema order), and JSON with the same structure. */
char *gg_roster_to_yaml (GgRoster *self, GError **error);
JsonNode *gg_roster_to_json (GgRoster *self);

/* The rules checks (gg-roster-validate.c): a new array of GgRosterProblem*, errors and
 * warnings in document order. Empty when the roster is valid. */
GPtrArray *gg_roster_validate (GgRoster *self);
gboolean gg_roster_problems_have_error (GPtrArray *problems);

/* Reading nodes. Keys are the file's keys (docs/rosters.md). */
GgRosterNode *gg_roster_get_root (GgRoster *self);
GgRosterKind gg_roster_node_get_kind (const GgRosterNode *node);
GgRosterNode *gg_roster_node_get_parent (const GgRosterNode *node);
gboolean gg_roster_node_has (const GgRosterNode *node, const char *key);
const char *gg_roster_node_get_text (const GgRosterNode *node, const char *key);
gint64 gg_roster_node_get_int (const GgRosterNode *node, const char *key, gint64 fallback);
double gg_roster_node_get_number (const GgRosterNode *node, const char *key, double fallback);
gboolean gg_roster_node_get_bool (const GgRosterNode *node, const char *key, gboolean fallback);
gboolean gg_roster_node_has_flag (const GgRosterNode *node, const char *key, const char *choice);
GgRosterNode *gg_roster_node_get_child (const GgRosterNode *node, const char *key);
guint gg_roster_node_count (const GgRosterNode *node, const char *key);
GgRosterNode *gg_roster_node_nth (const GgRosterNode *node, const char *key, guint i);
/* The allowed values of an enumerated field, NULL-terminated; NULL for other fields. */
const char *const *gg_roster_node_choices (const GgRosterNode *node, const char *key);

/* Editing, for a roster editor. @text is parsed as a file value would be (numbers, true/false,
 * a vocabulary word; a set is comma-separated) and refused with a message if the field would
 * not accept it in a file. Whole-roster rules are checked by gg_roster_validate(). */
gboolean gg_roster_node_set (GgRosterNode *node, const char *key, const char *text, GError **error);
gboolean gg_roster_node_unset (GgRosterNode *node, const char *key, GError **error);
/* Adds a child at @position (-1: at the end) of the list @key, or creates the single child
 * @key; its required fields get placeholder values (a new squad gets the next free number). */
GgRosterNode *gg_roster_node_insert (GgRoster *self, GgRosterNode *node, const char *key,
                                     int position, GError **error);
gboolean gg_roster_node_remove (GgRosterNode *node, const char *key, guint i, GError **error);

/* What the rules derive from a node (gg-roster-rules.c). */
const char *gg_roster_node_arm (const GgRosterNode *node); /* BG-3.1-b */
gboolean gg_roster_node_mounted (const GgRosterNode *node);
const char *gg_roster_squad_training (const GgRosterNode *squad); /* BG-4.7, AMB-60 */
const char *gg_roster_figure_weapon (const GgRosterNode *figure);
/* A figure's `weapon` words (BG-12.2, BG-15.2), NULL-terminated, in the schema's order. */
const char *const *gg_roster_weapon_words (void);
/* The base-label code of BG-3.2-e…n (and AMB-07 for gun crews): "3", "L3", "PLA", "CyL", … */
char *gg_roster_figure_code (const GgRosterNode *figure);
typedef enum
{
  GG_ROSTER_BASE_FOOT,
  GG_ROSTER_BASE_MOUNTED,
  GG_ROSTER_BASE_GUN,
} GgRosterBaseKind;

/* BG-3.2-a…c: the base of a foot figure, a mounted figure or a gun at a figure scale (15, 20,
 * 28 mm); FALSE for another scale. */
gboolean gg_roster_scale_base (int scale, GgRosterBaseKind kind, GgBase *base);
/* The base of a figure, officer or gun: the override, or BG-3.2-a…c for the roster's scale. */
gboolean gg_roster_base_size (GgRoster *self, const GgRosterNode *node, GgBase *base);
const char *gg_roster_unit_class (GgRoster *self, const GgRosterNode *unit); /* D6-GEN-8 */
const char *gg_roster_unit_nationality (GgRoster *self, const GgRosterNode *unit);
const char *gg_roster_unit_weapon (const GgRosterNode *unit); /* D6-AMB-31 */
/* Figures (BG: sum of counts, officers included; d6: unit figures). */
guint gg_roster_count_figures (GgRoster *self);

/* Shipped rosters (data/rosters in the core GResource): resource paths, NULL-terminated. */
char **gg_roster_list_shipped (void);
GgRoster *gg_roster_load_resource (const char *resource_path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgRoster, gg_roster_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgRosterProblem, gg_roster_problem_free)

G_END_DECLS
