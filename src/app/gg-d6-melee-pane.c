/* gg-d6-melee-pane.c: melee. */
#include "gg-config.h"

#include "gg-d6-melee-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-melee.h"
#include "gg-d6-board.h"
#include "gg-d6-ui.h"

struct _GgD6MeleePane
{
  GgD6Pane parent_instance;

  GgD6PanePair pair;
  GgD6Unit a, b;
  GgD6Melee *melee;
  GgD6Report *shown; /* both sides' modifiers, each named, and the melee's odds */

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  GtkSwitch *charging_switch;
  AdwComboRow *edge_row;
  GtkSwitch *a_command_switch;
  GtkSwitch *b_command_switch;
  GtkSwitch *a_friends_switch;
  GtkSwitch *b_friends_switch;
};

G_DEFINE_FINAL_TYPE (GgD6MeleePane, gg_d6_melee_pane, GG_TYPE_D6_PANE)

/* Every modifier measured on the table (gg_d6_table_melee_inputs, D6-MEL-3), with the referee's
 * word on command and friends in sight. */
static void
fill_side (const GgD6Unit *unit, GtkSwitch *command, GtkSwitch *friends, GgD6TestInput *in)
{
  in->unit = unit;
  in->command_near = gtk_switch_get_active (command);
  in->friends_in_sight = gtk_switch_get_active (friends);
}

/* One report for the screen and the log: the attacker's and the defender's TEST modifiers,
 * then the odds of the outcomes, then the two dice (attacker first). */
static GgD6Report *
combine (const GgD6Melee *m, const char *a, const char *b)
{
  GgD6Report *r = gg_d6_report_new ();
  const GgD6Report *sides[] = { m->a->report, m->b->report };
  const char *names[] = { a, b };

  r->dice = 2;
  for (guint s = 0; s < 2; s++)
    for (guint i = 0; i < sides[s]->mods->len; i++)
      {
        const GgD6Mod *mod = &g_array_index (sides[s]->mods, GgD6Mod, i);
        /* Translators: a melee modifier: unit id, then what it is */
        g_autofree char *label = g_strdup_printf (_("%s: %s"), names[s], mod->label);

        gg_d6_report_add_rule (r, mod->rule, mod->source, mod->value, label);
      }
  for (guint i = 0; i < m->report->odds->len; i++)
    {
      const GgD6Odds *o = &g_array_index (m->report->odds, GgD6Odds, i);

      gg_d6_report_add_odds (r, o->label, o->p);
    }
  if (m->a->die > 0)
    g_array_append_val (r->rolls, m->a->die);
  if (m->b->die > 0)
    g_array_append_val (r->rolls, m->b->die);
  return r;
}

static void
melee_replan (GgD6Pane *pane)
{
  GgD6MeleePane *self = GG_D6_MELEE_PANE (pane);
  const char *a = gg_d6_pane_pair_attacker (&self->pair);
  const char *b = gg_d6_pane_pair_defender (&self->pair);
  GgD6TestInput ia, ib;
  GgD6Table *table;

  g_clear_pointer (&self->melee, gg_d6_melee_free);
  g_clear_pointer (&self->shown, gg_d6_report_free);
  if (!gg_d6_pane_pair_describe (pane, &self->pair, &self->a, &self->b))
    return;
  table = gg_d6_pane_get_table (pane);
  gg_d6_table_melee_inputs (table, gg_d6_table_lookup (table, a), gg_d6_table_lookup (table, b),
                            gtk_switch_get_active (self->charging_switch), &ia, &ib);
  fill_side (&self->a, self->a_command_switch, self->a_friends_switch, &ia);
  fill_side (&self->b, self->b_command_switch, self->b_friends_switch, &ib);
  ib.contacted = adw_combo_row_get_selected (self->edge_row) + GG_D6_CONTACT_FRONT;
  ia.contact_to_rear = ib.contacted == GG_D6_CONTACT_REAR;
  self->melee = gg_d6_melee_plan (gg_d6_pane_get_rules (pane), &ia, &ib);
  self->shown = combine (self->melee, a, b);
  gg_d6_report_view_set_report (self->view, self->shown, 2);
  gg_d6_report_view_set_result (self->view, NULL);
}

/* Command within 18" and friends in sight measured on the table (gg_d6_table_test_input,
 * D6-CMD-1, D6-TEST-M12); the referee may still change them. */
static void
measure_side (GgD6Table *table, const char *id, GtkSwitch *command, GtkSwitch *friends)
{
  GgD6TableUnit *u = table && id ? gg_d6_table_lookup (table, id) : NULL;
  GgD6TestInput in;

  if (u == NULL)
    return;
  gg_d6_table_test_input (table, u, 0, &in);
  gtk_switch_set_active (command, in.command_near);
  gtk_switch_set_active (friends, in.friends_in_sight);
}

static void
measure (GgD6MeleePane *self)
{
  GgD6Table *table = gg_d6_pane_get_table (GG_D6_PANE (self));
  const char *a = gg_d6_pane_pair_attacker (&self->pair);
  const char *b = gg_d6_pane_pair_defender (&self->pair);

  if (!gg_d6_pane_measuring (GG_D6_PANE (self)))
    return;
  measure_side (table, a, self->a_command_switch, self->a_friends_switch);
  measure_side (table, b, self->b_command_switch, self->b_friends_switch);
}

static void
melee_refresh (GgD6Pane *pane)
{
  GgD6MeleePane *self = GG_D6_MELEE_PANE (pane);
  gg_d6_pane_pair_refresh (pane, &self->pair);
  measure (self);
}

static void
unit_changed_cb (GObject *row, GParamSpec *pspec, GgD6MeleePane *self)
{
  if (!gg_d6_pane_user_changed (GG_D6_PANE (self)))
    return;
  measure (self);
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
input_changed_cb (GObject *object, GParamSpec *pspec, GgD6MeleePane *self)
{
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static char *
outcome_text (const GgD6Melee *m, GgGame *game, const char *a, const char *b, const GgD6Test *moral,
              GgD6TestResult result)
{
  gboolean a_gone = gg_d6_state_lookup_unit (game->d6, a)->status == GG_D6_STATUS_DESTROYED;
  gboolean b_gone = gg_d6_state_lookup_unit (game->d6, b)->status == GG_D6_STATUS_DESTROYED;
  GString *s = g_string_new (NULL);

  if (m->outcome == GG_D6_MELEE_DRAW)
    g_string_append (s, _("A draw: both sides retreat (D6-MEL-5)"));
  else
    g_string_append_printf (s, _("%s wins by %d (D6-MEL-4)"),
                                  m->outcome == GG_D6_MELEE_A_WINS ? a : b, m->difference);
  g_string_append_printf (s, _("; %s loses %d figures, %s loses %d"), a, m->casualties_a, b,
                                m->casualties_b);
  if (a_gone || b_gone)
    g_string_append_printf (s, _("; %s is destroyed (D6-CAS-4)"), a_gone ? a : b);
  if (moral != NULL)
    /* Translators: the melee loser's Moral TEST: unit, score, Rout or Retreat */
    g_string_append_printf (s, _("; %s tests: score %d, %s (D6-MEL-4)"),
                                  m->outcome == GG_D6_MELEE_A_WINS ? b : a, moral->score,
                                  gg_d6_test_result_label (result));
  g_string_append (s, _("; both sides end disordered (D6-MEL-7)"));
  return g_string_free (s, FALSE);
}

static void
melee_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6MeleePane *self = GG_D6_MELEE_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  GgD6Rules *rules = gg_d6_pane_get_rules (pane);
  GgD6Table *table;
  g_autofree char *a = g_strdup (self->a.id), *b = g_strdup (self->b.id);
  guint before = gg_d6_pane_rolls (pane);
  g_autoptr (GPtrArray) removed = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL, *title = NULL;
  g_autoptr (GgD6Test) moral = NULL;
  GgD6TestResult result = GG_D6_RETREAT;

  if (self->melee == NULL ||
      !gg_d6_melee_resolve (self->melee, rules, gg_d6_board_dice (game), entered ? entered[0] : 0,
                            entered ? entered[1] : 0))
    return;
  table = gg_d6_pane_get_table (pane);
  moral = gg_d6_board_melee_after (table, self->melee, a, b, gg_d6_board_dice (game), 0, &result,
                                   removed);
  text = outcome_text (self->melee, game, a, b, moral, result);
  title = g_strdup_printf (_("Melee: %s against %s: %s"), a, b, text);
  g_clear_pointer (&self->shown, gg_d6_report_free);
  self->shown = combine (self->melee, a, b);
  gg_d6_pane_log (pane, title, self->shown, before);
  gg_d6_pane_remove_figures (pane, removed, _("Casualties"));
  gg_d6_report_view_set_report (self->view, self->shown, 0);
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

static void
gg_d6_melee_pane_dispose (GObject *object)
{
  GgD6MeleePane *self = GG_D6_MELEE_PANE (object);

  g_clear_pointer (&self->melee, gg_d6_melee_free);
  g_clear_pointer (&self->shown, gg_d6_report_free);
  gg_d6_pane_pair_clear (&self->pair);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_MELEE_PANE);
  G_OBJECT_CLASS (gg_d6_melee_pane_parent_class)->dispose (object);
}

static void
gg_d6_melee_pane_class_init (GgD6MeleePaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GgD6PaneClass *pane_class = GG_D6_PANE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_d6_melee_pane_dispose;
  pane_class->refresh = melee_refresh;
  pane_class->replan = melee_replan;
  pane_class->resolve = melee_resolve;
  g_type_ensure (GG_TYPE_D6_REPORT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-melee-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, box);
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, view);
  gg_d6_pane_pair_bind (widget_class, G_STRUCT_OFFSET (GgD6MeleePane, pair));
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, charging_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, edge_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, a_command_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, b_command_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, a_friends_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, b_friends_switch);
  gtk_widget_class_bind_template_callback (widget_class, unit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, input_changed_cb);
}

static void
gg_d6_melee_pane_init (GgD6MeleePane *self)
{
  gg_d6_pane_pair_init (&self->pair);
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_d6_pane_set_view (GG_D6_PANE (self), self->view);
  gg_d6_pane_set_edges (self->edge_row);
  gtk_switch_set_active (self->charging_switch, TRUE);
  gtk_switch_set_active (self->a_friends_switch, TRUE);
  gtk_switch_set_active (self->b_friends_switch, TRUE);
}

GtkWidget *
gg_d6_melee_pane_new (void)
{
  return g_object_new (GG_TYPE_D6_MELEE_PANE, NULL);
}

gboolean
gg_d6_melee_pane_select (GgD6MeleePane *self, const char *attacker, const char *defender)
{
  return gg_d6_pane_pair_select (&self->pair, attacker, defender);
}
