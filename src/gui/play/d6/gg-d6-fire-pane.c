/* gg-d6-fire-pane.c: fire and response fire. */
#include "gg-config.h"

#include "gg-d6-fire-pane.h"

#include <glib/gi18n.h>
#include <math.h>

#include "gg-d6-sections.h"
#include "gg-d6-ui.h"
#include "gg-names.h"

struct _GgD6FirePane
{
  GgD6Pane parent_instance;

  GPtrArray *firers, *targets; /* unit ids, as in the combo rows */
  GgD6Fire *fire;
  gboolean has_measured; /* the switches show the table's measurement of the pair shown */

  /* Fire by section (D6-FIRE-15): per section of the firer, its target and its plan */
  GPtrArray *section_targets; /* char*, NULL: no target */
  GPtrArray *section_rows;    /* AdwActionRow*, borrowed */
  GPtrArray *plans;           /* GgD6Fire*, NULL for a section that does not fire */
  int bonus_section;          /* the section with the class dice (D6-FIRE-9) */

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  AdwComboRow *firer_row;
  AdwComboRow *target_row;
  AdwComboRow *kind_row;
  GtkSpinButton *distance_spin;
  GtkSwitch *los_switch;
  GtkSwitch *arc_switch;
  AdwComboRow *cover_row;
  GtkSwitch *dense_switch;
  GtkSwitch *moved_switch;
  GtkSwitch *melee_switch;
  GtkWidget *sections_group;
  GtkListBox *sections_list;
};

G_DEFINE_FINAL_TYPE (GgD6FirePane, gg_d6_fire_pane, GG_TYPE_D6_PANE)

/* "4.2" · 7 dice · at least one hit 71.0 %", or why the section may not fire. */
static char *
section_text (GgD6FirePane *self, const GgD6Fire *plan, double distance, gboolean bonus)
{
  int face = gg_d6_rules_int (gg_d6_pane_get_rules (GG_D6_PANE (self)), "fire.hit-face");
  double none = plan->allowed ? gg_d6_odds_successes (plan->pool, 0, face) : 1;

  if (!plan->allowed)
    return g_strdup_printf (_("may not fire: %s (%s)"), plan->reason, plan->reason_rule);
  return g_strdup_printf (bonus ? _("%.1f\" · %d dice, the class dice with them · at least one "
                                    "hit %.1f %%")
                                : _("%.1f\" · %d dice · at least one hit %.1f %%"), distance,
                                     plan->pool, 100 * (1 - none));
}

static void
section_target_cb (GtkDropDown *drop, GParamSpec *pspec, GgD6FirePane *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (drop), "section"));
  guint t = gtk_drop_down_get_selected (drop);

  g_free (g_ptr_array_index (self->section_targets, i));
  g_ptr_array_index (self->section_targets, i) =
    t >= 1 && t <= self->targets->len ? g_strdup (g_ptr_array_index (self->targets, t - 1)) : NULL;
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
section_bonus_cb (GtkCheckButton *check, GParamSpec *pspec, GgD6FirePane *self)
{
  if (!gtk_check_button_get_active (check))
    return;
  self->bonus_section = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "section"));
  gg_d6_pane_replan (GG_D6_PANE (self));
}

/* The section's target chooser: no target, then the enemy units. */
static GtkWidget *
section_target_drop (GgD6FirePane *self, guint i)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_auto (GStrv) items = NULL;
  const char *chosen = g_ptr_array_index (self->section_targets, i);
  GtkWidget *drop;
  guint pos = 0;

  g_strv_builder_add (b, C_ ("target", "None"));
  for (guint t = 0; t < self->targets->len; t++)
    {
      g_strv_builder_add (b, g_ptr_array_index (self->targets, t));
      if (g_strcmp0 (chosen, g_ptr_array_index (self->targets, t)) == 0)
        pos = t + 1;
    }
  items = g_strv_builder_end (b);
  drop = gtk_drop_down_new_from_strings ((const char *const *) items);
  gg_names_drop_down (GTK_DROP_DOWN (drop));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), pos);
  gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (drop, _("This section's target"));
  g_object_set_data (G_OBJECT (drop), "section", GUINT_TO_POINTER (i));
  g_signal_connect (drop, "notify::selected", G_CALLBACK (section_target_cb), self);
  return drop;
}

static void
append_section_row (GgD6FirePane *self, const GgD6TableUnit *s, guint i, GtkCheckButton **group)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_check_button_new_with_label (_("Class dice"));
  GtkWidget *drop;
  g_autofree char *title = NULL;

  /* Translators: section number, its figures, its facing in degrees */
  title =
    g_strdup_printf (_("Section %u: %u figures facing %.0f°"), i + 1, s->figures->len, s->facing);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_check_button_set_group (GTK_CHECK_BUTTON (check), *group);
  *group = *group ? *group : GTK_CHECK_BUTTON (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), (int) i == self->bonus_section);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (check, _("The unit's fire bonus dice go to this section "
                                        "(D6-FIRE-9, D6-FIRE-15)"));
  g_object_set_data (G_OBJECT (check), "section", GINT_TO_POINTER (i));
  g_signal_connect (check, "notify::active", G_CALLBACK (section_bonus_cb), self);
  drop = section_target_drop (self, i);
  g_object_set_data (G_OBJECT (row), "target-drop", drop);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gg_d6_ui_rule_tag ("D6-FIRE-15", GG_RULE_SOURCE_RULEBOOK));
  g_ptr_array_add (self->section_rows, row);
  gtk_list_box_append (self->sections_list, row);
}

/* D6-FIRE-15, D6-FORM-6: a line in other formations fires by section; each section's target
 * starts as the nearest it may fire at, the class dice with the first that may fire. */
static void
show_sections (GgD6FirePane *self, GgD6Play *play, const char *firer)
{
  GgD6Table *table = gg_d6_play_get_table (play);
  GgD6TableUnit *uf = gg_d6_table_lookup (table, firer);
  g_autoptr (GPtrArray) sections = uf ? gg_d6_table_sections (table, uf) : NULL;
  GgD6FireKind kind = adw_combo_row_get_selected (self->kind_row);
  GtkCheckButton *group = NULL;

  gg_d6_ui_clear_list (self->sections_list);
  g_ptr_array_set_size (self->section_targets, 0);
  g_ptr_array_set_size (self->section_rows, 0);
  self->bonus_section = -1;
  gtk_widget_set_visible (self->sections_group, sections != NULL);
  for (guint i = 0; sections != NULL && i < sections->len; i++)
    {
      char *t = gg_d6_play_section_default_target (play, firer, i, kind, self->bonus_section < 0);

      if (t != NULL && self->bonus_section < 0)
        self->bonus_section = i;
      g_ptr_array_add (self->section_targets, t);
    }
  for (guint i = 0; sections != NULL && i < sections->len; i++)
    append_section_row (self, g_ptr_array_index (sections, i), i, &group);
}

/* One section's plan at its target, shown in its row; NULL without a target. */
static GgD6Fire *
section_plan (GgD6FirePane *self, GgD6Play *play, const char *firer, guint i)
{
  const char *target = g_ptr_array_index (self->section_targets, i);
  GtkWidget *row = g_ptr_array_index (self->section_rows, i);
  gboolean bonus = (int) i == self->bonus_section;
  g_autofree char *subtitle = NULL;
  double distance = 0;
  GgD6Fire *plan = gg_d6_play_section_plan (
    play, firer, i, target, adw_combo_row_get_selected (self->kind_row), bonus, &distance);

  if (plan == NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("no target: does not fire"));
      return NULL;
    }
  subtitle = section_text (self, plan, distance, bonus && plan->allowed);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return plan;
}

/* Every section's plan at its own target, all their odds in the view; FALSE if the firer does
 * not fire by section. */
static gboolean
sections_replan (GgD6FirePane *self)
{
  GgD6Play *play = gg_d6_pane_get_play (GG_D6_PANE (self));
  const char *firer = gg_d6_ui_selected_unit (self->firer_row, self->firers);
  guint n = play && firer ? gg_d6_play_n_sections (play, firer) : 0;
  GgD6Report *report;

  g_ptr_array_set_size (self->plans, 0);
  if (n == 0 || n != self->section_rows->len)
    return FALSE;
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->plans, section_plan (self, play, firer, i));
  report = gg_d6_sections_report (self->plans);
  gg_d6_report_view_set_report (self->view, report, report->dice);
  gg_d6_report_view_set_result (self->view,
                                report->dice > 0 ? NULL : _("No section may fire (D6-FIRE-15)"));
  gg_d6_report_free (report);
  return TRUE;
}

/* The referee's word: the switches and the distance, which start from the measurement (measure)
 * and may be changed. */
static void
judgement (GgD6FirePane *self, GgD6FireJudgement *j)
{
  j->distance = gtk_spin_button_get_value (self->distance_spin);
  j->line_of_sight = gtk_switch_get_active (self->los_switch);
  j->in_arc = gtk_switch_get_active (self->arc_switch);
  j->cover = adw_combo_row_get_selected (self->cover_row);
  j->target_dense = gtk_switch_get_active (self->dense_switch);
  j->target_in_melee = gtk_switch_get_active (self->melee_switch);
  j->moved = gtk_switch_get_active (self->moved_switch);
}

static void
fire_replan (GgD6Pane *pane)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (pane);
  const char *firer = gg_d6_ui_selected_unit (self->firer_row, self->firers);
  const char *target = gg_d6_ui_selected_unit (self->target_row, self->targets);
  g_autofree char *why = NULL;
  GgD6FireJudgement j;
  GgD6Play *play;

  g_clear_pointer (&self->fire, gg_d6_fire_free);
  g_ptr_array_set_size (self->plans, 0);
  if (!self->has_measured || firer == NULL || target == NULL)
    return; /* the table is measured when the pane is shown */
  if (gtk_widget_get_visible (self->sections_group) && sections_replan (self))
    return;
  judgement (self, &j);
  play = gg_d6_pane_get_play (pane);
  self->fire = play ? gg_d6_play_fire_plan (play, firer, target,
                                            adw_combo_row_get_selected (self->kind_row), &j, NULL)
                    : NULL;
  if (self->fire == NULL)
    return;
  gg_d6_report_view_set_report (self->view, self->fire->report,
                                self->fire->allowed ? self->fire->pool : 0);
  if (!self->fire->allowed)
    why =
      g_strdup_printf (_("May not fire: %s (%s)"), self->fire->reason, self->fire->reason_rule);
  gg_d6_report_view_set_result (self->view, why);
}

/* Sets the inputs from the table (gg_d6_play_fire_measure: range edge to edge, arc, line of
 * sight with friends and the gap rule, cover, depth, markers, fog); the referee may override
 * them afterwards. */
static void
measure (GgD6FirePane *self)
{
  const char *firer = gg_d6_ui_selected_unit (self->firer_row, self->firers);
  const char *target = gg_d6_ui_selected_unit (self->target_row, self->targets);
  GgD6Play *play;
  GgD6FireJudgement j;

  self->has_measured = FALSE;
  gtk_widget_set_visible (self->sections_group, FALSE);
  g_ptr_array_set_size (self->section_rows, 0);
  if (!gg_d6_pane_measuring (GG_D6_PANE (self)) || firer == NULL || target == NULL ||
      (play = gg_d6_pane_get_play (GG_D6_PANE (self))) == NULL ||
      !gg_d6_play_fire_measure (play, firer, target, adw_combo_row_get_selected (self->kind_row),
                                &j, NULL, NULL))
    return;
  show_sections (self, play, firer);
  self->has_measured = TRUE;
  gtk_spin_button_set_value (self->distance_spin, j.distance);
  gtk_switch_set_active (self->los_switch, j.line_of_sight);
  gtk_switch_set_active (self->arc_switch, j.in_arc);
  adw_combo_row_set_selected (self->cover_row, j.cover);
  gtk_switch_set_active (self->dense_switch, j.target_dense);
  gtk_switch_set_active (self->melee_switch, j.target_in_melee);
  gtk_switch_set_active (self->moved_switch, j.moved);
}

static void
fire_refresh (GgD6Pane *pane)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  char active = gg_d6_state_of (game)->turn.active;

  gg_d6_ui_set_units (self->firer_row, game, active, self->firers);
  gg_d6_ui_set_units (self->target_row, game, gg_d6_turn_other (active), self->targets);
  measure (self);
}

static void
unit_changed_cb (GObject *row, GParamSpec *pspec, GgD6FirePane *self)
{
  if (gg_d6_pane_get_game (GG_D6_PANE (self)) == NULL || gg_d6_pane_refreshing (GG_D6_PANE (self)))
    return;
  measure (self);
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
input_changed_cb (GObject *object, GParamSpec *pspec, GgD6FirePane *self)
{
  gg_d6_pane_replan (GG_D6_PANE (self));
}

/* D6-FIRE-15: each section that may fire rolls its own pool (typed-in dice in section order). */
static void
sections_resolve (GgD6FirePane *self, GgD6Play *play, const char *firer, const int *entered)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GPtrArray *plans;
  GgD6Report *report;

  gg_d6_pane_begin_action (pane);
  plans = gg_d6_play_fire_sections (play, firer, adw_combo_row_get_selected (self->kind_row),
                                    (const char *const *) self->section_targets->pdata,
                                    self->bonus_section, entered, &text, &error);
  gg_d6_pane_end_action (pane, _("Casualties"));
  if (plans == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  g_ptr_array_unref (self->plans);
  self->plans = plans;
  report = gg_d6_sections_report (self->plans);
  gg_d6_report_view_set_report (self->view, report, 0);
  gg_d6_report_free (report);
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

static void
fire_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (pane);
  const char *firer = gg_d6_ui_selected_unit (self->firer_row, self->firers);
  const char *target = gg_d6_ui_selected_unit (self->target_row, self->targets);
  GgD6Play *play = firer && target ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GgD6CasualtyEffect effect;
  GgD6FireJudgement j;
  GgD6Fire *fire;

  if (play == NULL)
    return;
  if (self->plans->len > 0)
    {
      sections_resolve (self, play, firer, entered);
      return;
    }
  if (self->fire == NULL || !self->fire->allowed)
    return;
  judgement (self, &j);
  gg_d6_pane_begin_action (pane);
  fire = gg_d6_play_fire (play, firer, target, adw_combo_row_get_selected (self->kind_row), &j,
                          entered, &effect, &text, &error);
  gg_d6_pane_end_action (pane, _("Casualties"));
  if (fire == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  g_clear_pointer (&self->fire, gg_d6_fire_free);
  self->fire = fire;
  gg_d6_report_view_set_report (self->view, self->fire->report, 0);
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

static void
gg_d6_fire_pane_dispose (GObject *object)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (object);

  g_clear_pointer (&self->fire, gg_d6_fire_free);
  g_clear_pointer (&self->plans, g_ptr_array_unref);
  g_clear_pointer (&self->section_targets, g_ptr_array_unref);
  g_clear_pointer (&self->section_rows, g_ptr_array_unref);
  g_clear_pointer (&self->firers, g_ptr_array_unref);
  g_clear_pointer (&self->targets, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_FIRE_PANE);
  G_OBJECT_CLASS (gg_d6_fire_pane_parent_class)->dispose (object);
}

static void
gg_d6_fire_pane_class_init (GgD6FirePaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GgD6PaneClass *pane_class = GG_D6_PANE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_d6_fire_pane_dispose;
  pane_class->refresh = fire_refresh;
  pane_class->replan = fire_replan;
  pane_class->resolve = fire_resolve;
  g_type_ensure (GG_TYPE_D6_REPORT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-fire-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, box);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, view);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, firer_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, target_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, kind_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, distance_spin);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, los_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, arc_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, cover_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, dense_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, moved_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, melee_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, sections_group);
  gtk_widget_class_bind_template_child (widget_class, GgD6FirePane, sections_list);
  gtk_widget_class_bind_template_callback (widget_class, unit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, input_changed_cb);
}

static void
gg_d6_fire_pane_init (GgD6FirePane *self)
{
  const char *kinds[] = { _("Fire"), _("Response fire, contacted to the front"),
                                         _("Response fire, an enemy passing the arc"),
                                            _("Response fire, a supported unit contacted") };
  const char *covers[] = { C_ ("cover", "None"), _("Soft cover"), _("Hard cover") };

  self->firers = g_ptr_array_new_with_free_func (g_free);
  self->targets = g_ptr_array_new_with_free_func (g_free);
  self->section_targets = g_ptr_array_new_with_free_func (g_free);
  self->section_rows = g_ptr_array_new ();
  self->plans = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_d6_fire_free);
  self->bonus_section = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_d6_pane_set_view (GG_D6_PANE (self), self->view);
  gg_d6_ui_set_choices (self->kind_row, kinds, G_N_ELEMENTS (kinds));
  gg_d6_ui_set_choices (self->cover_row, covers, G_N_ELEMENTS (covers));
  gtk_switch_set_active (self->los_switch, TRUE);
  gtk_switch_set_active (self->arc_switch, TRUE);
}

GtkWidget *
gg_d6_fire_pane_new (void)
{
  return g_object_new (GG_TYPE_D6_FIRE_PANE, NULL);
}

gboolean
gg_d6_fire_pane_select (GgD6FirePane *self, const char *firer, const char *target)
{
  return gg_d6_ui_select_unit (self->firer_row, self->firers, firer) &&
         gg_d6_ui_select_unit (self->target_row, self->targets, target);
}

const GgD6Fire *
gg_d6_fire_pane_get_plan (GgD6FirePane *self)
{
  return self->fire;
}

void
gg_d6_fire_pane_set_distance (GgD6FirePane *self, double inches)
{
  gtk_spin_button_set_value (self->distance_spin, inches);
}

guint
gg_d6_fire_pane_count_sections (GgD6FirePane *self)
{
  guint n = 0;

  if (!gtk_widget_get_visible (self->sections_group))
    return 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->sections_list)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

const GgD6Fire *
gg_d6_fire_pane_get_section_plan (GgD6FirePane *self, guint i)
{
  return i < self->plans->len ? g_ptr_array_index (self->plans, i) : NULL;
}

const char *
gg_d6_fire_pane_get_section_target (GgD6FirePane *self, guint i)
{
  return i < self->section_targets->len ? g_ptr_array_index (self->section_targets, i) : NULL;
}

gboolean
gg_d6_fire_pane_set_section_target (GgD6FirePane *self, guint i, const char *target)
{
  GtkWidget *row = i < self->section_rows->len ? g_ptr_array_index (self->section_rows, i) : NULL;
  GtkDropDown *drop = row ? g_object_get_data (G_OBJECT (row), "target-drop") : NULL;
  guint pos = 0;

  if (drop == NULL || (target != NULL && !g_ptr_array_find_with_equal_func (self->targets, target,
                                                                            g_str_equal, &pos)))
    return FALSE;
  gtk_drop_down_set_selected (drop, target ? pos + 1 : 0);
  return TRUE;
}
