/* gg-ruleset.h: what shared code asks of the game's rule set, behind one interface instead of
 * switches on GG_RULESET_*: its name, its words for the group of figures that acts together, and
 * which of the shared table's tools its rules use. Each rule set is one GgRuleSetClass; a new one
 * (the board games' activation schemes) adds a class, not branches in the side panel or cards. */
#pragma once

#include <glib.h>

#include "gg-game.h"

G_BEGIN_DECLS

typedef struct
{
  GgRuleset id;
  const char *name; /* untranslated; gg_ruleset_get_name() translates */
  /* The side panel's heading for @n selected figures, the first of them @first (squad > 0):
   * "Side A, squad 1 · 3 selected" (La Bella Gigogin), "Side A, unit A1 · 3 selected" (d6). */
  char *(*group_heading) (const GgFigure *first, guint n);
  /* Figures carry La Bella Gigogin's reload and morale markers (BG-3.5-a, BG-9) and guns its
   * shell, canister and round-shot overlays (BG-4.4); d6 units carry theirs in their state. */
  gboolean figure_markers;
} GgRuleSetClass;

/* The class of @id (La Bella Gigogin for an unknown one). */
const GgRuleSetClass *gg_ruleset_class (GgRuleset id);
/* Translated name, e.g. "La Bella Gigogin", "d6 rules". */
const char *gg_ruleset_get_name (const GgRuleSetClass *self);

G_END_DECLS
