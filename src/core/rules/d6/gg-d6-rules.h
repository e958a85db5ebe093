/* gg-d6-rules.h: what every part of the d6 rules shares: the rules data (data/rules/d6.yaml)
 * with the chosen options (spec section 22), the description of a unit, the report every
 * calculation returns (modifiers with rule IDs and sources, dice rolled, odds before rolling),
 * and exact dice odds. Distances are inches (D6-GEN-2); every die is a d6 (D6-GEN-1). */
#pragma once

#include <glib.h>

#include "gg-dice.h"
#include "gg-game.h"
#include "gg-log.h"
#include "gg-rules-data.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_GREEN,
  GG_D6_TRAINED,
  GG_D6_VETERAN,
} GgD6Class;

typedef enum
{
  GG_D6_LINE_INFANTRY,
  GG_D6_LIGHT_INFANTRY,
  GG_D6_LINE_CAVALRY,
  GG_D6_LIGHT_CAVALRY,
  GG_D6_HEAVY_GUNS, /* H/M guns */
  GG_D6_LIGHT_GUNS,
  GG_D6_COMMAND,
  GG_D6_MINERS, /* operate as light infantry, cannot shoot (D6-SAP-1) */
  GG_D6_N_KINDS
} GgD6Kind;

typedef enum
{
  GG_D6_FORM_LINE,
  GG_D6_FORM_ATTACK_COLUMN,
  GG_D6_FORM_MARCH_COLUMN,
  GG_D6_FORM_OTHER, /* pivoted or refused line (D6-FORM-6) */
  GG_D6_FORM_SQUARE,
  GG_D6_FORM_LOOSE, /* light troops */
  GG_D6_FORM_LIMBERED,
  GG_D6_FORM_UNLIMBERED,
} GgD6Formation;

typedef enum
{
  GG_D6_MUSKETS,
  GG_D6_RIFLES,
  GG_D6_CARBINES,
  GG_D6_GUNS,
  GG_D6_LIGHT_GUN_WEAPON,
  GG_D6_NO_WEAPON,
  GG_D6_N_WEAPONS
} GgD6Weapon;

/* One unit as the rules see it; the app fills it from the roster and the table. */
typedef struct
{
  const char *id;
  GgD6Kind kind;
  GgD6Class klass;
  GgD6Formation formation;
  GgD6Weapon weapon;
  int strength; /* figures at the start of the game (D6-CAS-5) */
  int figures;  /* figures now */
  guint french : 1;
  guint italian : 1; /* also Neapolitans unless the scenario says otherwise (AMB-43) */
  guint irregular : 1;
  guint elite : 1; /* counts as Veteran (AMB-44) */
  guint lancers : 1;
  guint dragoons : 1;   /* French dragoons, mounted (D6-SPEC-2) */
  guint disordered : 1; /* orange marker, or red (D6-DIS-SM) */
  guint reforming : 1;  /* red marker */
  guint routed : 1;
} GgD6Unit;

/* One modifier of a calculation, with the rule it comes from. */
typedef struct
{
  char *rule;
  GgRuleSource source;
  char *label;     /* translated */
  int value;       /* dice, score points or figures, as the calculation says */
  GgLogText *text; /* the label as data, for the referee's log */
} GgD6Mod;

/* One outcome and its chance before rolling, exact from the dice distribution. */
typedef struct
{
  char *label; /* translated */
  double p;
  GgLogText *text; /* the label as data, for the referee's log */
} GgD6Odds;

typedef struct
{
  GArray *mods;  /* GgD6Mod */
  GArray *odds;  /* GgD6Odds */
  GArray *rolls; /* int: the faces rolled, in order */
  int dice;      /* how many d6 to roll */
} GgD6Report;

typedef struct _GgD6Rules GgD6Rules;

/* Takes ownership of @data. */
GgD6Rules *gg_d6_rules_new (GgRulesData *data);
GgD6Rules *gg_d6_rules_load_builtin (GError **error);
void gg_d6_rules_free (GgD6Rules *self);
GgRulesData *gg_d6_rules_get_data (GgD6Rules *self);
int gg_d6_rules_int (GgD6Rules *self, const char *path);
double gg_d6_rules_number (GgD6Rules *self, const char *path);
/* A cell of a `rows:` table: the row whose first cell is @key, column @column (0 = key).
 * Returns FALSE if there is no such row or the cell is `nil`. */
gboolean gg_d6_rules_row_number (GgD6Rules *self, const char *path, const char *key, guint column,
                                 double *out);

/* Options: the alternatives of the specification's ambiguity list (data: options.*). */
gboolean gg_d6_rules_option_is (GgD6Rules *self, const char *name, const char *choice);
gboolean gg_d6_rules_set_option (GgD6Rules *self, const char *name, const char *choice,
                                 GError **error);
/* Names of every option, in file order (owned by @self). */
const char *const *gg_d6_rules_list_options (GgD6Rules *self);
/* The choices of @name, NULL-terminated (owned by @self), or NULL. */
const char *const *gg_d6_rules_option_choices (GgD6Rules *self, const char *name);
const char *gg_d6_rules_option_default (GgD6Rules *self, const char *name);

/* Units */
GgD6Class gg_d6_unit_class (const GgD6Unit *unit);
gboolean gg_d6_unit_is_cavalry (const GgD6Unit *unit);
gboolean gg_d6_unit_is_guns (const GgD6Unit *unit);
gboolean gg_d6_unit_is_light (const GgD6Unit *unit);
gboolean gg_d6_unit_is_large (GgD6Rules *self, const GgD6Unit *unit);
/* Move/shoot bonus dice of a class: 0, 1 or 2 (D6-GEN-3). */
int gg_d6_rules_bonus_dice (GgD6Rules *self, GgD6Class klass);
const char *gg_d6_kind_to_string (GgD6Kind kind);
const char *gg_d6_class_to_string (GgD6Class klass);
gboolean gg_d6_class_from_string (const char *text, GgD6Class *klass);
const char *gg_d6_weapon_to_string (GgD6Weapon weapon);
/* The default weapon of a kind (AMB-31). */
GgD6Weapon gg_d6_default_weapon (GgD6Kind kind);

/* Reports */
GgD6Report *gg_d6_report_new (void);
void gg_d6_report_free (GgD6Report *self);
/* Adds a modifier whose rule ID and source come from the data entry at @path. @label is the
 * untranslated message (N_()): the report shows it translated, the referee's log keeps it. */
void gg_d6_report_add (GgD6Report *self, GgD6Rules *rules, const char *path, int value,
                       const char *label);
/* As gg_d6_report_add, the label @text (taken) made of parts (gg-log.h). */
void gg_d6_report_add_text (GgD6Report *self, GgD6Rules *rules, const char *path, int value,
                            GgLogText *text);
/* Adds a modifier with an explicit rule (for rules that have no number of their own). */
void gg_d6_report_add_rule (GgD6Report *self, const char *rule, GgRuleSource source, int value,
                            const char *label);
/* As gg_d6_report_add_rule, the label @text (taken) made of parts (gg-log.h). */
void gg_d6_report_add_rule_text (GgD6Report *self, const char *rule, GgRuleSource source, int value,
                                 GgLogText *text);
/* @label: untranslated (N_()), as for gg_d6_report_add. */
void gg_d6_report_add_odds (GgD6Report *self, const char *label, double p);
/* As gg_d6_report_add_odds, the label @text (taken) made of parts. */
void gg_d6_report_add_odds_text (GgD6Report *self, GgLogText *text, double p);
int gg_d6_report_total (const GgD6Report *self);
const GgD6Mod *gg_d6_report_find (const GgD6Report *self, const char *rule);
/* A readable account appended to @text as data (gg_log_text_render gives it in the UI's
 * language): dice, modifiers with rule IDs and sources, odds, rolls. */
void gg_d6_report_to_log (const GgD6Report *self, GgLogText *text);

/* Rolls @n d6 into @self->rolls; if @entered is not NULL its @n faces are typed-in real dice.
 * Returns FALSE if an entered face is not 1..6. */
gboolean gg_d6_report_roll (GgD6Report *self, GgDice *dice, int n, const int *entered,
                            const char *purpose);
int gg_d6_report_sum (const GgD6Report *self);
int gg_d6_report_count_at_least (const GgD6Report *self, int face);

/* Exact odds. @out has 6 * @n + 1 entries: P(sum of @n d6 = s). */
void gg_d6_odds_sum (int n, double *out);
/* P(exactly @k of @n dice show @face or more). */
double gg_d6_odds_successes (int n, int k, int face);

/* A rules object reading @game's tables (gg-game-tables.h; free it), or NULL with an error when
 * the game is not a d6 game (gg-d6-ruleset.c). */
GgD6Rules *gg_game_d6_rules (const GgGame *game, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Rules, gg_d6_rules_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Report, gg_d6_report_free)

G_END_DECLS
