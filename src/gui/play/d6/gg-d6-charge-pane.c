/* gg-d6-charge-pane.c: charges, the defender's reactions, counter-charges, contact. */
#include "gg-config.h"

#include "gg-d6-charge-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-move.h"
#include "gg-d6-ui.h"

struct _GgD6ChargePane
{
  GgD6Pane parent_instance;

  GgD6PanePair pair;
  GgD6Unit a, b;
  gboolean allowed;
  double distance; /* the charge distance (D6-CHG-1), for the counter-charge (D6-CHG-8) */
  char *verdict;   /* translated: may it charge, and what the defender may do */
  GgD6CounterCharge *counter;

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  GtkSpinButton *move_spin;
  GtkSpinButton *path_spin;
  GtkSpinButton *straight_spin;
  GtkSwitch *los_switch;
  AdwComboRow *edge_row;
  GtkSwitch *obstacle_switch;
  GtkWidget *contact_button;
  GtkWidget *evade_button;
  GtkWidget *missed_button;
  GtkEntry *evade_entry;
};

G_DEFINE_FINAL_TYPE (GgD6ChargePane, gg_d6_charge_pane, GG_TYPE_D6_PANE)

static char *
reactions_text (GgD6Reactions r)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_auto (GStrv) words = NULL;

  g_strv_builder_add (b, _("stand"));
  if (r & GG_D6_REACT_EVADE)
    g_strv_builder_add (b, _("evade"));
  if (r & GG_D6_REACT_RESPONSE_FIRE)
    g_strv_builder_add (b, _("response fire"));
  if (r & GG_D6_REACT_COUNTER_CHARGE)
    g_strv_builder_add (b, _("counter-charge"));
  words = g_strv_builder_end (b);
  return g_strjoinv (", ", words);
}

static void
charge_replan (GgD6Pane *pane)
{
  GgD6ChargePane *self = GG_D6_CHARGE_PANE (pane);
  const char *b = gg_d6_pane_pair_defender (&self->pair);
  GgD6Play *play = NULL;
  GgD6ChargeInput in = { 0 };
  g_auto (GgD6ChargePlan) plan = { 0 };
  g_autofree char *reactions = NULL;
  g_autoptr (GPtrArray) passed = NULL;
  const char *evader;
  GgD6Reactions r;

  g_clear_pointer (&self->counter, gg_d6_counter_charge_free);
  g_clear_pointer (&self->verdict, g_free);
  if (!gg_d6_pane_pair_describe (pane, &self->pair, &self->a, &self->b) ||
      (play = gg_d6_pane_get_play (pane)) == NULL)
    return;
  in.move = gtk_spin_button_get_value (self->move_spin);
  in.path_length = gtk_spin_button_get_value (self->path_spin);
  in.final_straight = gtk_spin_button_get_value (self->straight_spin);
  in.line_of_sight = gtk_switch_get_active (self->los_switch);
  if (!gg_d6_play_charge_plan (play, b, &in, &plan, NULL))
    return;
  self->allowed = plan.allowed;
  r = plan.reactions;
  reactions = reactions_text (r);
  self->verdict = self->allowed
    ? g_strdup_printf (_("The charge may be declared: charge distance %.1f\" (%s). %s may: %s "
                         "(D6-CHG-3)."),
                          plan.distance, plan.rule, b, reactions)
    : g_strdup_printf (_("The charge may not be declared (%s)."), plan.rule);
  evader = gg_d6_play_get_evader (play);
  passed = gg_d6_play_evade_passed (play, evader);
  if (g_ptr_array_find_with_equal_func (passed, b, g_str_equal, NULL))
    {
      /* Translators: a friend the evader passed; then the evader */
      char *more = g_strdup_printf (_("%s %s was passed by the evading %s: it may be charged as "
                                      "if it were the original target (D6-CHG-6)."),
                                       self->verdict, b, evader);

      g_free (self->verdict);
      self->verdict = more;
    }
  self->distance = plan.distance;
  self->counter = g_steal_pointer (&plan.counter);
  gg_d6_report_view_set_report (self->view, self->counter->report, 1);
  gg_d6_report_view_set_can_roll (self->view,
                                  self->allowed && (r & GG_D6_REACT_COUNTER_CHARGE) != 0);
  gg_d6_report_view_set_result (self->view, self->verdict);
  gtk_widget_set_sensitive (self->contact_button, self->allowed);
  gtk_widget_set_sensitive (self->missed_button, evader != NULL);
  gtk_widget_set_sensitive (self->evade_button, self->allowed && (r & GG_D6_REACT_EVADE) != 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->evade_entry),
                            self->allowed && (r & GG_D6_REACT_EVADE) != 0);
}

/* The path, the straight run, the edge attacked and the line of sight measured on the table
 * (gg_d6_play_charge_measure, D6-CHG-1/2, AMB-34); the referee may still change them. */
static void
measure (GgD6ChargePane *self)
{
  const char *a = gg_d6_pane_pair_attacker (&self->pair);
  const char *b = gg_d6_pane_pair_defender (&self->pair);
  GgD6ChargeInput in = { 0 };
  GgD6ChargeGeometry geo = { 0 };
  GgD6Play *play;

  if (!gg_d6_pane_measuring (GG_D6_PANE (self)) || a == NULL || b == NULL ||
      (play = gg_d6_pane_get_play (GG_D6_PANE (self))) == NULL ||
      !gg_d6_play_charge_measure (play, a, b, gtk_spin_button_get_value (self->move_spin), &in,
                                  &geo, NULL))
    return;
  gtk_spin_button_set_value (self->path_spin, geo.path);
  gtk_spin_button_set_value (self->straight_spin, geo.straight);
  gtk_switch_set_active (self->los_switch, geo.line_of_sight);
  if (geo.edge != GG_D6_CONTACT_NONE)
    adw_combo_row_set_selected (self->edge_row, geo.edge - 1);
}

static void
charge_refresh (GgD6Pane *pane)
{
  GgD6ChargePane *self = GG_D6_CHARGE_PANE (pane);
  gg_d6_pane_pair_refresh (pane, &self->pair);
  measure (self);
}

static void
unit_changed_cb (GObject *row, GParamSpec *pspec, GgD6ChargePane *self)
{
  if (!gg_d6_pane_user_changed (GG_D6_PANE (self)))
    return;
  measure (self);
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
input_changed_cb (GObject *object, GParamSpec *pspec, GgD6ChargePane *self)
{
  gg_d6_pane_replan (GG_D6_PANE (self));
}

/* The counter-charge roll (D6-CHG-8). */
static void
charge_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6ChargePane *self = GG_D6_CHARGE_PANE (pane);
  GgD6Play *play = self->counter ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GgD6CounterCharge *cc;

  if (play == NULL)
    return;
  cc =
    gg_d6_play_counter_charge (play, self->b.id, self->distance, entered ? entered[0] : 0, &error);
  if (cc == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  g_clear_pointer (&self->counter, gg_d6_counter_charge_free);
  self->counter = cc;
  text = cc->success
    ? g_strdup_printf (_("Counter-charge: %s moves %.1f\" to meet the charge (D6-CHG-8)"),
                          self->b.id, cc->move)
    : g_strdup_printf (_("Counter-charge fails: %s stands (D6-CHG-8)"), self->b.id);
  gg_d6_report_view_set_report (self->view, self->counter->report, 0);
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

/* D6-CHG-9: contact (gg_d6_play_contact). */
void
gg_d6_charge_pane_contact (GgD6ChargePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  GgD6Play *play = self->allowed ? gg_d6_pane_get_play (pane) : NULL;
  g_autofree char *a = g_strdup (self->a.id), *b = g_strdup (self->b.id);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean ok;

  if (play == NULL)
    return;
  gg_d6_pane_begin_action (pane);
  ok = gg_d6_play_contact (play, a, b, adw_combo_row_get_selected (self->edge_row) + 1,
                           gtk_switch_get_active (self->obstacle_switch), &text, &error);
  gg_d6_pane_end_action (pane, _("Casualties"));
  if (!ok)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

static char *
evade_text (const char *b, const char *a, double distance, const char *passed)
{
  if (*passed == '\0')
    return g_strdup_printf (_("%s evades %.1f\" straight away from %s, disordered (D6-CHG-4); "
                              "%s may stop anywhere from the start of its charge distance up "
                              "to its full move, disordered if it makes no contact (D6-CHG-5)"),
                               b, distance, a, a);
  return g_strdup_printf (_("%s evades %.1f\" straight away from %s, disordered (D6-CHG-4); it "
                            "passed %s: %s may charge them as if each were the original target, "
                            "with its rolled move (D6-CHG-6)"),
                             b, distance, a, passed, a);
}

/* The evade dice of the selected defender (D6-CHG-4), or NULL if it may not evade now. */
static GgD6Compulsory *
evade_plan (GgD6ChargePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  const char *b = gg_d6_pane_pair_defender (&self->pair);
  GgD6Play *play = b && self->allowed ? gg_d6_pane_get_play (pane) : NULL;
  GgD6TableUnit *ub = play ? gg_d6_table_lookup (gg_d6_play_get_table (play), b) : NULL;

  if (ub == NULL || !(gg_d6_charge_reactions (&ub->unit, FALSE) & GG_D6_REACT_EVADE))
    return NULL;
  return gg_d6_play_compulsory_plan (play, b, TRUE, NULL);
}

/* D6-CHG-4: the evade rolled and moved (gg_d6_play_compulsory), away from the
 * charger; the friends it passed (D6-CHG-6) are kept for the next charge. */
gboolean
gg_d6_charge_pane_evade (GgD6ChargePane *self, const int *entered)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autoptr (GgD6Compulsory) plan = evade_plan (self);
  g_autofree char *a = g_strdup (gg_d6_pane_pair_attacker (&self->pair));
  g_autofree char *b = g_strdup (gg_d6_pane_pair_defender (&self->pair));
  GgD6Play *play = plan ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GgD6Compulsory) c = NULL;
  g_autoptr (GPtrArray) passed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (play == NULL)
    return FALSE;
  gg_d6_pane_begin_action (pane);
  c = gg_d6_play_compulsory (play, b, a, TRUE, FALSE, entered, &error);
  gg_d6_pane_end_action (pane, c != NULL && c->destroyed ? _("Unit destroyed") : _("Evade"));
  if (c == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return FALSE;
    }
  passed = gg_d6_play_evade_passed (play, b);
  gtk_widget_set_sensitive (self->missed_button, TRUE);
  if (c->destroyed)
    text = g_strdup_printf (_("%s cannot evade: the unit is destroyed (D6-COMP-5)"), b);
  else
    {
      g_autofree char *list = NULL;

      g_ptr_array_add (passed, NULL);
      list = g_strjoinv (", ", (char **) passed->pdata);
      text = evade_text (b, a, c->distance, list);
    }
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
  return TRUE;
}

gboolean
gg_d6_charge_pane_evade_typed (GgD6ChargePane *self, const char *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text ? text : ""));
  g_autoptr (GgD6Compulsory) c = NULL;
  g_autofree int *faces = NULL;

  if (*stripped == '\0')
    return gg_d6_charge_pane_evade (self, NULL);
  c = evade_plan (self);
  if (c == NULL)
    return FALSE;
  faces = g_new0 (int, MAX (c->dice, 1));
  if (!gg_d6_ui_parse_dice (text, c->dice, faces))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->evade_entry), "error");
      return FALSE;
    }
  return gg_d6_charge_pane_evade (self, faces);
}

static void
evade_clicked_cb (GtkWidget *widget, GgD6ChargePane *self)
{
  if (gg_d6_charge_pane_evade_typed (self,
                                     gtk_editable_get_text (GTK_EDITABLE (self->evade_entry))))
    gtk_editable_set_text (GTK_EDITABLE (self->evade_entry), "");
}

static void
evade_entry_changed_cb (GtkEditable *editable, GgD6ChargePane *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->evade_entry), "error");
}

GPtrArray *
gg_d6_charge_pane_get_passed (GgD6ChargePane *self)
{
  GgD6Play *play = gg_d6_pane_get_play (GG_D6_PANE (self));

  if (play == NULL)
    return g_ptr_array_new_with_free_func (g_free);
  return gg_d6_play_evade_passed (play, gg_d6_play_get_evader (play));
}

/* D6-CHG-5, D6-MEL-2: the charger made no contact after the evade: disordered (the core's). */
gboolean
gg_d6_charge_pane_missed (GgD6ChargePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autofree char *a = g_strdup (gg_d6_pane_pair_attacker (&self->pair));
  GgD6Play *play = a ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (play == NULL || gg_d6_play_get_evader (play) == NULL)
    return FALSE;
  if (!gg_d6_play_missed_charge (play, a, &error))
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return FALSE;
    }
  text =
    g_strdup_printf (_("%s made no contact after the evade: disordered (D6-CHG-5, D6-MEL-2)"), a);
  gtk_widget_set_sensitive (self->missed_button, FALSE); /* the charge is over */
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
  return TRUE;
}

static void
missed_clicked_cb (GtkButton *button, GgD6ChargePane *self)
{
  gg_d6_charge_pane_missed (self);
}

static void
contact_clicked_cb (GtkButton *button, GgD6ChargePane *self)
{
  gg_d6_charge_pane_contact (self);
}

static void
gg_d6_charge_pane_dispose (GObject *object)
{
  GgD6ChargePane *self = GG_D6_CHARGE_PANE (object);

  g_clear_pointer (&self->counter, gg_d6_counter_charge_free);
  g_clear_pointer (&self->verdict, g_free);
  gg_d6_pane_pair_clear (&self->pair);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_CHARGE_PANE);
  G_OBJECT_CLASS (gg_d6_charge_pane_parent_class)->dispose (object);
}

static void
gg_d6_charge_pane_class_init (GgD6ChargePaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GgD6PaneClass *pane_class = GG_D6_PANE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_d6_charge_pane_dispose;
  pane_class->refresh = charge_refresh;
  pane_class->replan = charge_replan;
  pane_class->resolve = charge_resolve;
  g_type_ensure (GG_TYPE_D6_REPORT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-charge-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, box);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, view);
  gg_d6_pane_pair_bind (widget_class, G_STRUCT_OFFSET (GgD6ChargePane, pair));
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, move_spin);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, path_spin);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, straight_spin);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, los_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, edge_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, obstacle_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, contact_button);
  gtk_widget_class_bind_template_callback (widget_class, unit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, input_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, contact_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, evade_button);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, missed_button);
  gtk_widget_class_bind_template_callback (widget_class, missed_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, GgD6ChargePane, evade_entry);
  gtk_widget_class_bind_template_callback (widget_class, evade_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, evade_entry_changed_cb);
}

static void
gg_d6_charge_pane_init (GgD6ChargePane *self)
{
  gg_d6_pane_pair_init (&self->pair);
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_d6_pane_set_view (GG_D6_PANE (self), self->view);
  gg_d6_pane_set_edges (self->edge_row);
  gtk_spin_button_set_value (self->move_spin, 10);
  gtk_switch_set_active (self->los_switch, TRUE);
}

GtkWidget *
gg_d6_charge_pane_new (void)
{
  return g_object_new (GG_TYPE_D6_CHARGE_PANE, NULL);
}

gboolean
gg_d6_charge_pane_select (GgD6ChargePane *self, const char *attacker, const char *defender)
{
  return gg_d6_pane_pair_select (&self->pair, attacker, defender);
}

void
gg_d6_charge_pane_set_distances (GgD6ChargePane *self, double move, double path, double straight)
{
  gtk_spin_button_set_value (self->move_spin, move);
  gtk_spin_button_set_value (self->path_spin, path);
  gtk_spin_button_set_value (self->straight_spin, straight);
}
