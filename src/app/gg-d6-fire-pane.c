/* gg-d6-fire-pane.c: fire and response fire. */
#include "gg-config.h"

#include "gg-d6-fire-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-table.h"
#include "gg-d6-ui.h"

struct _GgD6FirePane
{
  GgD6Pane parent_instance;

  GPtrArray *firers, *targets; /* unit ids, as in the combo rows */
  GgD6Fire *fire;

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
};

G_DEFINE_FINAL_TYPE (GgD6FirePane, gg_d6_fire_pane, GG_TYPE_D6_PANE)

static void
fill_input (GgD6FirePane *self, GgD6FireInput *in, const GgD6Unit *firer, int fired)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  int pt = gg_d6_turn_player_turn (&game->d6->turn);
  GgD6Unit target;
  const char *target_id = gg_d6_ui_selected_unit (self->target_row, self->targets);

  memset (in, 0, sizeof *in);
  in->firer = firer;
  in->kind = adw_combo_row_get_selected (self->kind_row);
  in->counted = -1;
  in->distance = gtk_spin_button_get_value (self->distance_spin);
  in->line_of_sight = gtk_switch_get_active (self->los_switch);
  in->in_arc = gtk_switch_get_active (self->arc_switch);
  in->cover = adw_combo_row_get_selected (self->cover_row);
  in->target_dense = gtk_switch_get_active (self->dense_switch);
  in->target_in_melee = gtk_switch_get_active (self->melee_switch);
  in->moved = gtk_switch_get_active (self->moved_switch);
  in->target_in_front = TRUE;
  in->times_fired = fired;
  in->dead_calm = gg_d6_fog_find (game->d6->fog, GG_D6_FOG_DEAD_CALM, pt, 0) != NULL;
  in->rain = gg_d6_fog_find (game->d6->fog, GG_D6_FOG_HEAVY_RAIN, pt, 0) != NULL;
  in->fire_twice = gg_d6_fog_find (game->d6->fog, GG_D6_FOG_VIVE_L_ARTILLERIE, pt, 0) != NULL;
  if (target_id && gg_d6_table_describe (game, target_id, &target))
    in->target_light = gg_d6_unit_is_light (&target);
}

static void
fire_replan (GgD6Pane *pane)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  const char *firer_id = gg_d6_ui_selected_unit (self->firer_row, self->firers);
  GgD6Unit firer;
  GgD6FireInput in;
  g_autofree char *why = NULL;

  g_clear_pointer (&self->fire, gg_d6_fire_free);
  if (firer_id == NULL || !gg_d6_table_describe (game, firer_id, &firer) ||
      gg_d6_ui_selected_unit (self->target_row, self->targets) == NULL)
    return;
  fill_input (self, &in, &firer, gg_d6_state_lookup_unit (game->d6, firer_id)->fired);
  self->fire = gg_d6_fire_plan (gg_d6_pane_get_rules (pane), &in);
  gg_d6_report_view_set_report (self->view, self->fire->report,
                                self->fire->allowed ? self->fire->pool : 0);
  if (!self->fire->allowed)
    why =
      g_strdup_printf (_("May not fire: %s (%s)"), self->fire->reason, self->fire->reason_rule);
  gg_d6_report_view_set_result (self->view, why);
}

static void
measure (GgD6FirePane *self)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  const char *firer = gg_d6_ui_selected_unit (self->firer_row, self->firers);
  const char *target = gg_d6_ui_selected_unit (self->target_row, self->targets);
  GgD6UnitState *u = firer ? gg_d6_state_lookup_unit (game->d6, firer) : NULL;
  GgD6Unit t;
  double d;

  if (firer == NULL || target == NULL)
    return;
  d = gg_d6_table_distance (game, firer, target);
  if (d >= 0)
    gtk_spin_button_set_value (self->distance_spin, d);
  gtk_switch_set_active (self->moved_switch, u && u->moved);
  if (gg_d6_table_describe (game, target, &t))
    gtk_switch_set_active (self->dense_switch, t.formation == GG_D6_FORM_ATTACK_COLUMN ||
                                                 t.formation == GG_D6_FORM_MARCH_COLUMN);
}

static void
fire_refresh (GgD6Pane *pane)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  char active = game->d6->turn.active;

  gg_d6_ui_set_units (self->firer_row, game, active, self->firers);
  gg_d6_ui_set_units (self->target_row, game, gg_d6_turn_other (active), self->targets);
  measure (self);
}

static void
unit_changed_cb (GObject *row, GParamSpec *pspec, GgD6FirePane *self)
{
  if (gg_d6_pane_get_game (GG_D6_PANE (self)) == NULL)
    return;
  measure (self);
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
input_changed_cb (GObject *object, GParamSpec *pspec, GgD6FirePane *self)
{
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static char *
effect_text (int hits, const GgD6CasualtyEffect *e)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, ngettext ("%d hit", "%d hits", hits), hits);
  g_string_append_printf (s, ngettext (": %d figure removed", ": %d figures removed", e->removed),
                          e->removed);
  if (e->destroyed)
    g_string_append (s, _("; the unit is destroyed (D6-CAS-4)"));
  else if (e->disordered)
    g_string_append (s, _("; the target is disordered (D6-DIS-C1)"));
  if (e->test_due)
    g_string_append (s, _("; it must take a TEST (D6-MOR-2)"));
  return g_string_free (s, FALSE);
}

static void
fire_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  const char *firer = gg_d6_ui_selected_unit (self->firer_row, self->firers);
  g_autofree char *target = g_strdup (gg_d6_ui_selected_unit (self->target_row, self->targets));
  GgD6UnitState *fs = gg_d6_state_lookup_unit (game->d6, firer);
  guint before = gg_d6_pane_rolls (pane);
  GgD6CasualtyEffect effect;
  g_autoptr (GPtrArray) removed = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL, *title = NULL;

  if (self->fire == NULL || !self->fire->allowed ||
      !gg_d6_fire_resolve (self->fire, gg_d6_pane_get_rules (pane), gg_d6_table_dice (game),
                           entered))
    return;
  gg_d6_table_apply_hits (game, gg_d6_pane_get_rules (pane), target, self->fire->hits, &effect,
                          removed);
  if (self->fire->breaks_reform)
    gg_d6_unit_state_act (fs); /* D6-REF-3 */
  if (adw_combo_row_get_selected (self->kind_row) == GG_D6_FIRE_NORMAL)
    fs->fired++;
  text = effect_text (self->fire->hits, &effect);
  title = g_strdup_printf (_("Fire: %s at %s: %s"), firer, target, text);
  gg_d6_pane_log (pane, title, self->fire->report, before);
  gg_d6_pane_remove_figures (pane, removed, _("Casualties"));
  gg_d6_report_view_set_report (self->view, self->fire->report, 0);
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

static void
gg_d6_fire_pane_dispose (GObject *object)
{
  GgD6FirePane *self = GG_D6_FIRE_PANE (object);

  g_clear_pointer (&self->fire, gg_d6_fire_free);
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
