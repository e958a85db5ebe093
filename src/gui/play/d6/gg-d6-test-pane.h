/* gg-d6-test-pane.h: the universal TEST (D6-TEST) for morale (D6-MOR): the modifiers with
 * their rules, the odds of rout, retreat, disorder and no change before rolling, the result on
 * the unit's markers after. */
#pragma once

#include "gg-d6-pane.h"

G_BEGIN_DECLS

#define GG_TYPE_D6_TEST_PANE (gg_d6_test_pane_get_type ())
G_DECLARE_FINAL_TYPE (GgD6TestPane, gg_d6_test_pane, GG, D6_TEST_PANE, GgD6Pane)

GtkWidget *gg_d6_test_pane_new (void);
gboolean gg_d6_test_pane_select (GgD6TestPane *self, const char *unit);
/* The TEST as planned for the selected unit (its modifiers with rule IDs), or NULL. */
const GgD6Test *gg_d6_test_pane_get_plan (GgD6TestPane *self);

G_END_DECLS
