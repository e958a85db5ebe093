/* gg-d6-melee-pane.c: melee. */
#include "gg-config.h"

#include "gg-d6-melee-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-melee.h"
#include "gg-d6-ui.h"

struct _GgD6MeleePane
{
  GgD6Pane parent_instance;

  GgD6PanePair pair;
  GgD6Melee *melee;
  GgD6Report *shown; /* both sides' modifiers, each named, and the melee's odds */

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  GtkSwitch *charging_switch;
  GtkEditable *more_a_row, *more_b_row; /* D6-MEL-6: more units on a side, "A7, A8" */
  AdwComboRow *edge_row;
  GtkSwitch *a_command_switch;
  GtkSwitch *b_command_switch;
  GtkSwitch *a_friends_switch;
  GtkSwitch *b_friends_switch;
};

G_DEFINE_FINAL_TYPE (GgD6MeleePane, gg_d6_melee_pane, GG_TYPE_D6_PANE)

/* One report for the screen: the attacker's and the defender's TEST modifiers, then the odds of
 * the outcomes, then the two dice (attacker first). */
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
        GgLogText *label = gg_log_text_new ();

        /* a melee modifier: unit id, then what it is */
        gg_log_text_add (label, names[s]);
        gg_log_text_add (label, ": ");
        gg_log_text_append (label, mod->text);
        gg_d6_report_add_rule_text (r, mod->rule, mod->source, mod->value, label);
      }
  for (guint i = 0; i < m->report->odds->len; i++)
    {
      const GgD6Odds *o = &g_array_index (m->report->odds, GgD6Odds, i);

      gg_d6_report_add_odds_text (r, gg_log_text_copy (o->text), o->p);
    }
  if (m->a->die > 0)
    g_array_append_val (r->rolls, m->a->die);
  if (m->b->die > 0)
    g_array_append_val (r->rolls, m->b->die);
  return r;
}

/* The referee's word: the switches and the edge, which start from the measurement (measure). */
static void
judgement (GgD6MeleePane *self, GgD6MeleeJudgement *j)
{
  j->charging = gtk_switch_get_active (self->charging_switch);
  j->edge = adw_combo_row_get_selected (self->edge_row) + GG_D6_CONTACT_FRONT;
  j->command_a = gtk_switch_get_active (self->a_command_switch);
  j->command_b = gtk_switch_get_active (self->b_command_switch);
  j->friends_a = gtk_switch_get_active (self->a_friends_switch);
  j->friends_b = gtk_switch_get_active (self->b_friends_switch);
}

/* A side's units: the one chosen, then those typed in @more (ids split at commas and spaces);
 * NULL without a chosen unit. */
static GStrv
side_ids (const char *first, GtkEditable *more)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_auto (GStrv) typed = g_regex_split_simple ("[,\\s]+", gtk_editable_get_text (more), 0, 0);

  if (first == NULL)
    return NULL;
  g_strv_builder_add (b, first);
  for (guint i = 0; typed[i] != NULL; i++)
    if (*typed[i] != '\0')
      g_strv_builder_add (b, typed[i]);
  return g_strv_builder_end (b);
}

static void
melee_replan (GgD6Pane *pane)
{
  GgD6MeleePane *self = GG_D6_MELEE_PANE (pane);
  g_auto (GStrv) a = side_ids (gg_d6_pane_pair_attacker (&self->pair), self->more_a_row);
  g_auto (GStrv) b = side_ids (gg_d6_pane_pair_defender (&self->pair), self->more_b_row);
  GgD6Play *play = a && b ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *na = NULL, *nb = NULL;
  GgD6MeleeJudgement j;

  g_clear_pointer (&self->melee, gg_d6_melee_free);
  g_clear_pointer (&self->shown, gg_d6_report_free);
  if (play == NULL || !gg_d6_pane_measuring (pane))
    return; /* the table is measured (lines of sight) when the pane is shown */
  judgement (self, &j);
  self->melee = gg_d6_play_melee_sides_plan (play, (const char *const *) a, (const char *const *) b,
                                             j.charging, &j, &error);
  if (self->melee == NULL)
    {
      gg_d6_report_view_set_result (self->view, error ? error->message : NULL);
      return;
    }
  na = g_strjoinv (" + ", a);
  nb = g_strjoinv (" + ", b);
  self->shown = combine (self->melee, na, nb);
  gg_d6_report_view_set_report (self->view, self->shown, 2);
  gg_d6_report_view_set_result (self->view, NULL);
}

/* The contact edge, command within 18" and friends in sight measured on the table
 * (gg_d6_play_melee_measure: D6-TEST-M7, D6-CMD-1, D6-TEST-M12); the referee may change them. */
static void
measure (GgD6MeleePane *self)
{
  const char *a = gg_d6_pane_pair_attacker (&self->pair);
  const char *b = gg_d6_pane_pair_defender (&self->pair);
  GgD6Play *play;
  GgD6MeleeJudgement j = { 0 };

  if (!gg_d6_pane_measuring (GG_D6_PANE (self)) || a == NULL || b == NULL ||
      (play = gg_d6_pane_get_play (GG_D6_PANE (self))) == NULL ||
      !gg_d6_play_melee_measure (play, a, b, &j, NULL))
    return;
  adw_combo_row_set_selected (self->edge_row,
                              MAX (j.edge, GG_D6_CONTACT_FRONT) - GG_D6_CONTACT_FRONT);
  gtk_switch_set_active (self->a_command_switch, j.command_a);
  gtk_switch_set_active (self->a_friends_switch, j.friends_a);
  gtk_switch_set_active (self->b_command_switch, j.command_b);
  gtk_switch_set_active (self->b_friends_switch, j.friends_b);
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

static void
melee_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6MeleePane *self = GG_D6_MELEE_PANE (pane);
  g_auto (GStrv) sa = side_ids (gg_d6_pane_pair_attacker (&self->pair), self->more_a_row);
  g_auto (GStrv) sb = side_ids (gg_d6_pane_pair_defender (&self->pair), self->more_b_row);
  g_autofree char *a = sa ? g_strjoinv (" + ", sa) : NULL;
  g_autofree char *b = sb ? g_strjoinv (" + ", sb) : NULL;
  GgD6Play *play = a && b && self->melee ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GgD6MeleeJudgement j;
  GgD6Melee *m;

  if (play == NULL)
    return;
  judgement (self, &j);
  gg_d6_pane_begin_action (pane);
  m = gg_d6_play_melee_sides (play, (const char *const *) sa, (const char *const *) sb, j.charging,
                              &j, entered ? entered[0] : 0, entered ? entered[1] : 0, &text,
                              &error);
  gg_d6_pane_end_action (pane, _("Casualties"));
  if (m == NULL && text == NULL)
    {
      if (error != NULL)
        gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  g_clear_pointer (&self->shown, gg_d6_report_free);
  if (m != NULL)
    {
      g_clear_pointer (&self->melee, gg_d6_melee_free);
      self->melee = m;
      self->shown = combine (self->melee, a, b);
      gg_d6_report_view_set_report (self->view, self->shown, 0);
    }
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
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, more_a_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MeleePane, more_b_row);
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
