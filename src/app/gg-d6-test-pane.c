/* gg-d6-test-pane.c: the TEST. */
#include "gg-config.h"

#include "gg-d6-test-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-board.h"
#include "gg-d6-ui.h"

#define COMMAND_DISTANCE 18.0 /* D6-CMD-1, D6-TEST-M13 */

struct _GgD6TestPane
{
  GgD6Pane parent_instance;

  GPtrArray *units;
  GgD6Unit unit;
  GgD6Test *test;
  int routs, destroyed; /* D6-TEST-M14 events measured on the table: -2 and -3 each */

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  AdwComboRow *unit_row;
  GtkSwitch *artillery_switch;
  GtkSwitch *flank_switch;
  GtkSwitch *cavalry_switch;
  GtkSwitch *friends_switch;
  GtkSwitch *command_switch;
  GtkSwitch *last_switch;
  GtkSpinButton *events_spin;
};

G_DEFINE_FINAL_TYPE (GgD6TestPane, gg_d6_test_pane, GG_TYPE_D6_PANE)

/* D6-FOG-T9: the rolling side's units within 18" of the commander named, this player turn. */
static gboolean
inspired (GgD6Pane *pane, const char *id)
{
  GgD6Table *table = gg_d6_pane_get_table (pane);
  GgD6TableUnit *u = table != NULL ? gg_d6_table_lookup (table, id) : NULL;

  return u != NULL && gg_d6_table_inspired (table, u);
}

static void
test_replan (GgD6Pane *pane)
{
  GgD6TestPane *self = GG_D6_TEST_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  const char *id = gg_d6_ui_selected_unit (self->unit_row, self->units);
  GgD6TestInput in = { 0 };

  g_clear_pointer (&self->test, gg_d6_test_free);
  if (id == NULL || !gg_d6_pane_describe (pane, id, &self->unit))
    return;
  in.unit = &self->unit;
  in.lost = gg_d6_state_lookup_unit (game->d6, id)->lost;
  in.artillery_casualties = gtk_switch_get_active (self->artillery_switch);
  in.flank_rear_casualties = gtk_switch_get_active (self->flank_switch);
  in.enemy_cavalry_near = gtk_switch_get_active (self->cavalry_switch);
  in.friends_in_sight = gtk_switch_get_active (self->friends_switch);
  in.command_near = gtk_switch_get_active (self->command_switch);
  in.last_in_brigade = gtk_switch_get_active (self->last_switch);
  in.large_retreats = gtk_spin_button_get_value_as_int (self->events_spin);
  in.large_routs = self->routs;
  in.large_destroyed = self->destroyed;
  in.inspired = inspired (pane, id); /* D6-FOG-T9 */
  self->test = gg_d6_test_plan (gg_d6_pane_get_rules (pane), &in);
  /* the result bands are a reconstruction: say so beside the odds they give (D6-TEST-6) */
  gg_d6_report_add (self->test->report, gg_d6_pane_get_rules (pane), "test.bands", 0,
                    _("result bands of the TEST table"));
  gg_d6_report_view_set_report (self->view, self->test->report, 1);
  gg_d6_report_view_set_result (self->view, NULL);
}

static void
measure (GgD6TestPane *self)
{
  GgD6Table *table = gg_d6_pane_get_table (GG_D6_PANE (self));
  const char *id = gg_d6_ui_selected_unit (self->unit_row, self->units);
  GgD6TableUnit *u = table && id ? gg_d6_table_lookup (table, id) : NULL;
  GgD6TestInput in;

  self->routs = self->destroyed = 0;
  if (!gg_d6_pane_measuring (GG_D6_PANE (self)) || u == NULL)
    return;
  /* measured on the table (gg_d6_table_test_input); the referee may still change them */
  gg_d6_table_test_input (table, u, 0, &in);
  gtk_switch_set_active (self->command_switch, in.command_near); /* D6-CMD-1 */
  gtk_switch_set_active (self->friends_switch, in.friends_in_sight);
  gtk_switch_set_active (self->last_switch, in.last_in_brigade);
  gtk_switch_set_active (self->cavalry_switch, in.enemy_cavalry_near);
  gtk_switch_set_active (self->artillery_switch, in.artillery_casualties);
  gtk_switch_set_active (self->flank_switch, in.flank_rear_casualties);
  self->routs = in.large_routs;
  self->destroyed = in.large_destroyed;
  gtk_spin_button_set_value (self->events_spin, in.large_retreats);
}

static void
test_refresh (GgD6Pane *pane)
{
  GgD6TestPane *self = GG_D6_TEST_PANE (pane);

  gg_d6_ui_set_units (self->unit_row, gg_d6_pane_get_game (pane), 0, self->units);
  measure (self);
}

static void
unit_changed_cb (GObject *row, GParamSpec *pspec, GgD6TestPane *self)
{
  if (gg_d6_pane_get_game (GG_D6_PANE (self)) == NULL || gg_d6_pane_refreshing (GG_D6_PANE (self)))
    return;
  measure (self);
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
input_changed_cb (GObject *object, GParamSpec *pspec, GgD6TestPane *self)
{
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
test_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6TestPane *self = GG_D6_TEST_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  g_autofree char *id = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  guint before = gg_d6_pane_rolls (pane);
  g_autofree char *text = NULL, *title = NULL;
  GgD6Table *table;

  if (self->test == NULL ||
      !gg_d6_test_resolve (self->test, gg_d6_board_dice (game), entered ? entered[0] : 0))
    return;
  table = gg_d6_pane_get_table (pane); /* one table: each call makes a new one */
  gg_d6_table_apply_test (table, gg_d6_table_lookup (table, id), self->test->result);
  gg_d6_state_lookup_unit (game->d6, id)->tested = TRUE;
  /* Translators: TEST score and result, e.g. "Score 2: Disorder (D6-TEST-6)" */
  text = g_strdup_printf (_("Score %d: %s (D6-TEST-6)"), self->test->score,
                             gg_d6_test_result_label (self->test->result));
  title = g_strdup_printf (_("TEST: %s: %s"), id, text);
  gg_d6_pane_log (pane, title, self->test->report, before);
  gg_d6_report_view_set_report (self->view, self->test->report, 0);
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

static void
gg_d6_test_pane_dispose (GObject *object)
{
  GgD6TestPane *self = GG_D6_TEST_PANE (object);

  g_clear_pointer (&self->test, gg_d6_test_free);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_TEST_PANE);
  G_OBJECT_CLASS (gg_d6_test_pane_parent_class)->dispose (object);
}

static void
gg_d6_test_pane_class_init (GgD6TestPaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GgD6PaneClass *pane_class = GG_D6_PANE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_d6_test_pane_dispose;
  pane_class->refresh = test_refresh;
  pane_class->replan = test_replan;
  pane_class->resolve = test_resolve;
  g_type_ensure (GG_TYPE_D6_REPORT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-test-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, box);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, view);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, unit_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, artillery_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, flank_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, cavalry_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, friends_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, command_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, last_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, events_spin);
  gtk_widget_class_bind_template_callback (widget_class, unit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, input_changed_cb);
}

static void
gg_d6_test_pane_init (GgD6TestPane *self)
{
  self->units = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_d6_pane_set_view (GG_D6_PANE (self), self->view);
  gtk_switch_set_active (self->friends_switch, TRUE);
}

GtkWidget *
gg_d6_test_pane_new (void)
{
  return g_object_new (GG_TYPE_D6_TEST_PANE, NULL);
}

gboolean
gg_d6_test_pane_select (GgD6TestPane *self, const char *unit)
{
  return gg_d6_ui_select_unit (self->unit_row, self->units, unit);
}

const GgD6Test *
gg_d6_test_pane_get_plan (GgD6TestPane *self)
{
  return self->test;
}
