/* gg-d6-fog-pane.c: the Fog of War phase. */
#include "gg-config.h"

#include "gg-d6-fog-pane.h"

#include <glib/gi18n.h>

#include "gg-d6-ui.h"

struct _GgD6FogPane
{
  GgD6Pane parent_instance;

  GgD6FogRoll *roll;

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  GtkWidget *rain_group;
  GtkListBox *effects_list;
};

G_DEFINE_FINAL_TYPE (GgD6FogPane, gg_d6_fog_pane, GG_TYPE_D6_PANE)

const char *
gg_d6_fog_pane_effect_text (GgD6FogEvent event)
{
  static const char *const effects[] = {
    [GG_D6_FOG_COMMANDER_KILLED] = N_ ("The commander chosen at random (the army commander at "
                                       "half the chance) is removed."),
    [GG_D6_FOG_COMMANDER_UNHORSED] = N_ ("The commander chosen at random gives no command "
                                         "bonus for one turn."),
    [GG_D6_FOG_CRISIS_MEETING] = N_ ("Move every commander of the active side to the army "
                                     "commander now."),
    [GG_D6_FOG_CAVALRY_HALT] = N_ ("The active side’s cavalry may not advance towards the enemy, "
                                   "not even by a wheel, for one turn."),
    [GG_D6_FOG_LOST_ORDERS] = N_ ("The brigade nearest the army commander moves at half rate."),
    [GG_D6_FOG_HEAVY_RAIN] = N_ ("Two dice fewer on every pool, for each player’s turn, until "
                                 "the rain stops."),
    [GG_D6_FOG_DEAD_CALM] = N_ ("One fire die fewer, response fire included, this player turn."),
    [GG_D6_FOG_INSPIRED_COMMAND] = N_ ("Units within 18\" of the commander furthest from the "
                                       "army commander get the command bonus this turn."),
    [GG_D6_FOG_VIVE_L_ARTILLERIE] = N_ ("Up to two guns may fire twice this Fire phase."),
    [GG_D6_FOG_ELAN] = N_ ("Up to three units may move 3\" straight at the enemy before their "
                           "normal move."),
    [GG_D6_FOG_A_LA_VICTOIRE] = N_ ("Every orange disorder marker of the active side is "
                                    "removed."),
  };

  if (event < G_N_ELEMENTS (effects) && effects[event] != NULL)
    return _(effects[event]);
  return _("Nothing happens.");
}

/* "until side B's turn 2 begins" */
static char *
until_text (GgD6State *state, int until)
{
  char side = until % 2 == 0 ? state->turn.first : gg_d6_turn_other (state->turn.first);

  /* Translators: when a Fog of War event ends; side letter, game turn */
  return g_strdup_printf (_("until side %c’s turn %d begins"), side, until / 2 + 1);
}

static GtkWidget *
effect_row (GgD6State *state, const GgD6FogEffect *e)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *until = until_text (state, e->until);
  g_autofree char *subtitle = e->target
    ? g_strdup_printf (_("Side %c · %s · %s"), e->side, e->target, until)
    : g_strdup_printf (_("Side %c · %s"), e->side, until);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gg_d6_fog_event_label (e->event));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_tooltip_text (row, gg_d6_fog_pane_effect_text (e->event));
  adw_action_row_add_suffix (
    ADW_ACTION_ROW (row),
    gg_d6_ui_rule_tag (gg_d6_fog_event_rule (e->event), GG_RULE_SOURCE_RULEBOOK));
  return row;
}

static void
show_effects (GgD6FogPane *self)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  int pt = gg_d6_turn_player_turn (&gg_d6_state_of (game)->turn);

  gg_d6_ui_clear_list (self->effects_list);
  for (guint i = 0; i < gg_d6_state_of (game)->fog->len; i++)
    gtk_list_box_append (self->effects_list, effect_row (gg_d6_state_of (game),
                                                         &g_array_index (gg_d6_state_of (game)->fog,
                                                                         GgD6FogEffect, i)));
  gtk_widget_set_visible (self->rain_group,
                          gg_d6_fog_rain_check_due (gg_d6_state_of (game)->fog, pt));
}

static void
fog_replan (GgD6Pane *pane)
{
  GgD6FogPane *self = GG_D6_FOG_PANE (pane);

  g_clear_pointer (&self->roll, gg_d6_fog_roll_free);
  self->roll = gg_d6_fog_plan (gg_d6_pane_get_rules (pane));
  /* the plan's first line carries the trigger face (1), not a modifier: show it without one */
  if (self->roll->report->mods->len > 0)
    g_array_index (self->roll->report->mods, GgD6Mod, 0).value = 0;
  gg_d6_report_view_set_report (self->view, self->roll->report, 3);
  gg_d6_report_view_set_result (self->view, NULL);
  show_effects (self);
}

static char *
event_result (GgD6FogPane *self, const GgD6FogEffect *e)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  g_autofree char *until = e ? until_text (gg_d6_state_of (game), e->until) : NULL;
  const char *label = gg_d6_fog_event_label (self->roll->event);

  if (e == NULL)
    return g_strdup_printf ("%s (%s)", label, gg_d6_fog_event_rule (GG_D6_FOG_NONE));
  /* Translators: event (rule): what it does [target] — until when */
  return g_strdup_printf ("%s (%s): %s%s%s — %s", label, gg_d6_fog_event_rule (e->event),
                          gg_d6_fog_pane_effect_text (e->event), e->target ? " " : "",
                          e->target ? e->target : "", until);
}

/* D6-FOG-1/2: the roll and its event (T2 removes the commander, T4 moves the
 * commanders to the army commander); the figures it changed become one undoable edit. */
static void
fog_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6FogPane *self = GG_D6_FOG_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);
  GgD6Play *play = gg_d6_pane_get_play (pane);
  g_autoptr (GError) error = NULL;
  GgD6FogEffect *e = NULL;
  g_autofree char *result = NULL;
  GgD6FogRoll *roll;
  guint effects = gg_d6_state_of (game)->fog->len;

  if (play == NULL)
    return;
  gg_d6_pane_begin_action (pane);
  roll = gg_d6_play_fog (play, entered, &error);
  gg_d6_pane_end_action (pane, roll != NULL && roll->event == GG_D6_FOG_CRISIS_MEETING
                         ? _("Crisis meeting")
                         : _("Commander killed"));
  if (roll == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  g_clear_pointer (&self->roll, gg_d6_fog_roll_free);
  self->roll = roll;
  if (gg_d6_state_of (game)->fog->len > effects)
    e = &g_array_index (gg_d6_state_of (game)->fog, GgD6FogEffect,
                        gg_d6_state_of (game)->fog->len - 1);
  result = event_result (self, e);
  gg_d6_report_view_set_report (self->view, self->roll->report, 0);
  gg_d6_report_view_set_result (self->view, result);
  show_effects (self);
  gg_d6_pane_changed (pane);
}

/* D6-FOG-T7: the rain check. */
static void
rain_clicked_cb (GtkButton *button, GgD6FogPane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  GgD6Play *play = gg_d6_pane_get_play (pane);
  g_autoptr (GError) error = NULL;
  gboolean continues;

  if (play == NULL)
    return;
  continues = gg_d6_play_rain_check (play, 0, &error);
  if (error != NULL)
    return;
  gg_d6_report_view_set_result (self->view,
                                continues ? _("Heavy rain: a 1, the rain goes on (D6-FOG-T7)")
                                          : _("Heavy rain: the rain stops (D6-FOG-T7)"));
  show_effects (self);
  gg_d6_pane_changed (pane);
}

static void
gg_d6_fog_pane_dispose (GObject *object)
{
  GgD6FogPane *self = GG_D6_FOG_PANE (object);

  g_clear_pointer (&self->roll, gg_d6_fog_roll_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_FOG_PANE);
  G_OBJECT_CLASS (gg_d6_fog_pane_parent_class)->dispose (object);
}

static void
gg_d6_fog_pane_class_init (GgD6FogPaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GgD6PaneClass *pane_class = GG_D6_PANE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_d6_fog_pane_dispose;
  pane_class->replan = fog_replan;
  pane_class->resolve = fog_resolve;
  g_type_ensure (GG_TYPE_D6_REPORT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-fog-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6FogPane, box);
  gtk_widget_class_bind_template_child (widget_class, GgD6FogPane, view);
  gtk_widget_class_bind_template_child (widget_class, GgD6FogPane, rain_group);
  gtk_widget_class_bind_template_child (widget_class, GgD6FogPane, effects_list);
  gtk_widget_class_bind_template_callback (widget_class, rain_clicked_cb);
}

static void
gg_d6_fog_pane_init (GgD6FogPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_d6_pane_set_view (GG_D6_PANE (self), self->view);
}

GtkWidget *
gg_d6_fog_pane_new (void)
{
  return g_object_new (GG_TYPE_D6_FOG_PANE, NULL);
}
