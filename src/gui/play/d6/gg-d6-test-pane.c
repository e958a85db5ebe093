/* gg-d6-test-pane.c: the TEST. */
#include "gg-config.h"

#include "gg-d6-test-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-ui.h"

struct _GgD6TestPane
{
  GgD6Pane parent_instance;

  GPtrArray *units;
  GgD6Test *test;
  GgD6TestJudgement measured; /* the table's, for what no widget shows */

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  AdwComboRow *unit_row;
  AdwActionRow *testers_row;
  GtkSwitch *artillery_switch;
  GtkSwitch *flank_switch;
  GtkSwitch *cavalry_switch;
  GtkSwitch *friends_switch;
  GtkSwitch *command_switch;
  GtkSwitch *last_switch;
  GtkSpinButton *events_spin;
};

G_DEFINE_FINAL_TYPE (GgD6TestPane, gg_d6_test_pane, GG_TYPE_D6_PANE)

/* The referee's word: the switches and the events, which start from the measurement. */
static void
judgement (GgD6TestPane *self, GgD6TestJudgement *j)
{
  *j = self->measured;
  j->artillery = gtk_switch_get_active (self->artillery_switch);
  j->flank = gtk_switch_get_active (self->flank_switch);
  j->cavalry = gtk_switch_get_active (self->cavalry_switch);
  j->friends = gtk_switch_get_active (self->friends_switch);
  j->command = gtk_switch_get_active (self->command_switch);
  j->last = gtk_switch_get_active (self->last_switch);
  j->retreats = gtk_spin_button_get_value_as_int (self->events_spin);
}

static void
test_replan (GgD6Pane *pane)
{
  GgD6TestPane *self = GG_D6_TEST_PANE (pane);
  const char *id = gg_d6_ui_selected_unit (self->unit_row, self->units);
  GgD6Play *play = id ? gg_d6_pane_get_play (pane) : NULL;
  GgD6TestJudgement j;

  g_clear_pointer (&self->test, gg_d6_test_free);
  if (play == NULL)
    return;
  judgement (self, &j);
  self->test = gg_d6_play_test_plan (play, id, 0, &j, NULL);
  if (self->test == NULL)
    return;
  gg_d6_report_view_set_report (self->view, self->test->report, 1);
  gg_d6_report_view_set_result (self->view, NULL);
}

/* Measured on the table (gg_d6_play_test_measure); the referee may still change it. */
static void
measure (GgD6TestPane *self)
{
  const char *id = gg_d6_ui_selected_unit (self->unit_row, self->units);
  GgD6Play *play;
  GgD6TestJudgement j;

  /* no widget shows the routs and destructions (D6-TEST-M14): the table's for this unit, or none */
  self->measured = (GgD6TestJudgement){ 0 };
  if (!gg_d6_pane_measuring (GG_D6_PANE (self)) || id == NULL ||
      (play = gg_d6_pane_get_play (GG_D6_PANE (self))) == NULL ||
      !gg_d6_play_test_measure (play, id, 0, &j, NULL, NULL))
    return;
  self->measured = j;
  gtk_switch_set_active (self->command_switch, j.command); /* D6-CMD-1 */
  gtk_switch_set_active (self->friends_switch, j.friends);
  gtk_switch_set_active (self->last_switch, j.last);
  gtk_switch_set_active (self->cavalry_switch, j.cavalry);
  gtk_switch_set_active (self->artillery_switch, j.artillery);
  gtk_switch_set_active (self->flank_switch, j.flank);
  gtk_spin_button_set_value (self->events_spin, j.retreats);
}

/* D6-MOR-4/5: the units that must test after this player turn's retreats, routs and
 * destructions of large units, in the order the core gives (gg_d6_play_event_testers). */
static void
show_testers (GgD6TestPane *self)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  GgD6Play *play = gg_d6_state_of (game)->events->len > 0 ? gg_d6_pane_get_play (GG_D6_PANE (self))
                                                          : NULL;
  g_autoptr (GString) s = g_string_new (NULL);
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; play != NULL && i < gg_d6_state_of (game)->events->len; i++)
    {
      const GgD6Event *e = &g_array_index (gg_d6_state_of (game)->events, GgD6Event, i);
      g_autoptr (GPtrArray) ids = NULL;

      if (!e->large)
        continue;
      ids = gg_d6_play_event_testers (play, e->unit, e->kind == GG_D6_EVENT_DESTROYED);
      for (guint k = 0; k < ids->len; k++)
        if (!g_ptr_array_find_with_equal_func (all, g_ptr_array_index (ids, k), g_str_equal, NULL))
          {
            g_ptr_array_add (all, g_strdup (g_ptr_array_index (ids, k)));
            g_string_append_printf (s, "%s%s", s->len > 0 ? ", " : "",
                                    (char *) g_ptr_array_index (ids, k));
          }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->testers_row), s->len > 0);
  if (s->len > 0)
    g_string_append (s, " (D6-MOR-4, D6-MOR-5)");
  adw_action_row_set_subtitle (self->testers_row, s->str);
}

static void
test_refresh (GgD6Pane *pane)
{
  GgD6TestPane *self = GG_D6_TEST_PANE (pane);

  gg_d6_ui_set_units (self->unit_row, gg_d6_pane_get_game (pane), 0, self->units);
  measure (self);
  if (gg_d6_pane_measuring (pane))
    show_testers (self);
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
  const char *id = gg_d6_ui_selected_unit (self->unit_row, self->units);
  GgD6Play *play = id && self->test ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GgD6TestJudgement j;
  GgD6Test *test;

  if (play == NULL)
    return;
  judgement (self, &j);
  /* the Morale phase's TEST is the casualty TEST, taken once a player turn (AMB-8) */
  test = gg_d6_play_test (play, id, "casualties", &j, entered ? entered[0] : 0, &text, &error);
  if (test == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  g_clear_pointer (&self->test, gg_d6_test_free);
  self->test = test;
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
  gtk_widget_class_bind_template_child (widget_class, GgD6TestPane, testers_row);
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
