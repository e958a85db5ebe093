/* gg-d6-ui.h: small helpers shared by the d6 rules widgets (unit choosers, rule tags, typed-in
 * dice). Internal to the app. */
#pragma once

#include <adwaita.h>

#include "gg-d6-board.h"
#include "gg-document.h"

G_BEGIN_DECLS

/* Fills @row with the units of @side (0: both) as "A1 · name (figures)", keeping the unit that
 * was selected; @ids (char*) receives the ids in the same order. */
void gg_d6_ui_set_units (AdwComboRow *row, GgGame *game, char side, GPtrArray *ids);
/* The id of the selected unit, or NULL. */
const char *gg_d6_ui_selected_unit (AdwComboRow *row, GPtrArray *ids);
gboolean gg_d6_ui_select_unit (AdwComboRow *row, GPtrArray *ids, const char *id);
/* A small tag naming @rule; house rules and reconstructions are flagged by colour, word and
 * tooltip, so a reconstructed or invented number is never shown as the source's. */
GtkWidget *gg_d6_ui_rule_tag (const char *rule, GgRuleSource source);
const char *gg_d6_ui_source_tooltip (GgRuleSource source);
/* Reads "6 3 1" (or "631") into @out: TRUE if it holds exactly @n faces 1..6. */
gboolean gg_d6_ui_parse_dice (const char *text, int n, int *out);
/* Fills a string list combo. */
void gg_d6_ui_set_choices (AdwComboRow *row, const char *const *labels, guint n);
/* "+2 dice", "−1", ... */
char *gg_d6_ui_signed (int value);
/* The unit state's markers and status for people: "orange · retreat pending". */
char *gg_d6_ui_unit_markers (const GgD6UnitState *u);
/* A wheel or touchpad scroll over @spin (a spin button) scrolls the panel around it unless the
 * spin button has the keyboard focus: passing over it never changes a distance. */
void gg_d6_ui_scroll_past (GtkWidget *spin);
/* gg_d6_ui_scroll_past() on every spin button under @widget, once each. */
void gg_d6_ui_scroll_past_all (GtkWidget *widget);
/* Removes every row of @list. */
void gg_d6_ui_clear_list (GtkListBox *list);
/* The distance in inches from @id to the nearest commander of its chain that gives a bonus
 * (gg_d6_table_commander, D6-CMD-1/3), or -1. */
double gg_d6_ui_commander_distance (GgD6Table *table, const char *id);

G_END_DECLS
