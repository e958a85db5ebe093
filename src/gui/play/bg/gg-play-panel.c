/* gg-play-panel.c */
#include "gg-config.h"

#include "gg-play-panel.h"
#include "gg-a11y.h"

#include <glib/gi18n.h>

#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-play-details.h"
#include "gg-play-text.h"
#include "gg-play-view.h"

struct _GgPlayPanel
{
  GtkBox parent_instance;

  GgPlayContext *context;
  GgChitMode shown_mode;

  /* template children */
  GtkLabel *vp_label;
  GtkWidget *vp_house;
  GtkLabel *vp_end;
  AdwViewStack *stack;
  GgChitBagView *chit_view;
  GgActivationPanel *activation_panel;
  GgLogView *log_view;
};

/* La Bella Gigogin's play view (gg-play-view.h): no settings of its own. */
static void
play_view_init (GgPlayViewInterface *iface)
{
  iface->page = "play";
  iface->title = N_ ("Play");
  iface->ruleset = GG_RULESET_BELLA_GIGOGIN;
  iface->icon = "media-playback-start-symbolic";
  iface->show_action = "win.show-play";
  iface->details = gg_bg_details_append;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (GgPlayPanel, gg_play_panel, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (GG_TYPE_PLAY_VIEW, play_view_init))

static char *
victory_tooltip (GgBgVictory *a, GgBgVictory *b)
{
  g_autofree char *la = gg_play_text_modifiers (a->items);
  g_autofree char *lb = gg_play_text_modifiers (b->items);

  return g_strdup_printf (_("Side A (BG-16-b):\n%s\n\nSide B (BG-16-b):\n%s\n\nOfficers, guns and "
                            "horses count by a house default (AMB-69)."),
                             la, lb);
}

/* BG-16-a: why @side has ended the game. */
static const char *
end_reason (GgBgEnd end)
{
  switch (end)
    {
    case GG_BG_END_OBJECTIVE:
      return _("it has conquered the scenario's objective");
    case GG_BG_END_OFFICERS:
      return _("it has put all the enemy's officers out of action");
    case GG_BG_END_HALF:
      return _("it has put out of action or captured at least half of the enemy's figures");
    case GG_BG_END_NONE:
    default:
      return "";
    }
}

/* BG-16-a, AMB-68/69: the game over, declared with the side that ended it and the winner. */
static char *
end_text (const GgBgScore *score)
{
  int s = score->end[0] != GG_BG_END_NONE ? 0 : 1;
  g_autofree char *result = NULL;

  if (score->winner != 0)
    /* Translators: the side with more victory points */
    result = g_strdup_printf (_("Side %c wins on victory points (AMB-69)."), score->winner);
  else
    result = g_strdup (_("Equal victory points: a draw (AMB-69)."));
  /* Translators: side, why it ended the game, the result */
  return g_strdup_printf (_("Game over (BG-16-a): side %c ended the game: %s. %s"), 'A' + s,
                             end_reason (score->end[s]), result);
}

/* BG-16: both sides' points, live, and the end of the game when a side has reached it. */
static void
update_victory (GgPlayPanel *self)
{
  GgBgTable *play = gg_play_context_get_play (self->context);
  GgBgScore score;
  g_autofree char *text = NULL;
  g_autofree char *tip = NULL;
  g_autofree char *end = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->vp_end), FALSE);
  if (play == NULL || gg_play_context_get_state (self->context) == NULL)
    {
      gtk_label_set_text (self->vp_label, _("Play needs a game of La Bella Gigogin."));
      gtk_widget_set_visible (self->vp_house, FALSE);
      return;
    }
  gg_bg_score (gg_bg_table_get_game (play), gg_bg_table_get_rules (play), &score);
  text = g_strdup_printf (_("Victory points: side A %d · side B %d"), score.victory[0].points,
                             score.victory[1].points);
  tip = victory_tooltip (&score.victory[0], &score.victory[1]);
  gtk_label_set_text (self->vp_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->vp_label), tip);
  gtk_widget_set_visible (self->vp_house, score.victory[0].house || score.victory[1].house);
  gtk_widget_set_tooltip_text (self->vp_house, tip);
  if (score.over)
    {
      end = end_text (&score);
      gtk_label_set_text (self->vp_end, end);
      gtk_widget_set_visible (GTK_WIDGET (self->vp_end), TRUE);
    }
  gg_bg_score_clear (&score);
}

static void
context_changed_cb (GgPlayContext *context, GgPlayPanel *self)
{
  update_victory (self);
}

static void
load_css (void)
{
  static gboolean loaded;
  g_autoptr (GtkCssProvider) provider = NULL;

  if (loaded || gdk_display_get_default () == NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/org/gigogin/Gigogin/gg-play.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  loaded = TRUE;
}

static void
gg_play_panel_dispose (GObject *object)
{
  GgPlayPanel *self = GG_PLAY_PANEL (object);

  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_PLAY_PANEL);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_play_panel_parent_class)->dispose (object);
}

static void
gg_play_panel_class_init (GgPlayPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_play_panel_dispose;
  g_type_ensure (GG_TYPE_CHIT_BAG_VIEW);
  g_type_ensure (GG_TYPE_ACTIVATION_PANEL);
  g_type_ensure (GG_TYPE_LOG_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-play-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GgPlayPanel, vp_label);
  gtk_widget_class_bind_template_child (widget_class, GgPlayPanel, vp_house);
  gtk_widget_class_bind_template_child (widget_class, GgPlayPanel, vp_end);
  gtk_widget_class_bind_template_child (widget_class, GgPlayPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, GgPlayPanel, chit_view);
  gtk_widget_class_bind_template_child (widget_class, GgPlayPanel, activation_panel);
  gtk_widget_class_bind_template_child (widget_class, GgPlayPanel, log_view);
}

static void
gg_play_panel_init (GgPlayPanel *self)
{
  load_css ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
}

GtkWidget *
gg_play_panel_new (GgDocument *document)
{
  GgPlayPanel *self = g_object_new (GG_TYPE_PLAY_PANEL, NULL);

  self->context = gg_play_context_new (document);
  g_signal_connect (self->context, "changed", G_CALLBACK (context_changed_cb), self);
  gg_chit_bag_view_set_context (self->chit_view, self->context);
  gg_activation_panel_set_context (self->activation_panel, self->context);
  gg_log_view_set_context (self->log_view, self->context);
  update_victory (self);
  return GTK_WIDGET (self);
}

GgPlayContext *
gg_play_panel_get_context (GgPlayPanel *self)
{
  return self->context;
}

GgChitBagView *
gg_play_panel_get_chit_view (GgPlayPanel *self)
{
  return self->chit_view;
}

GgActivationPanel *
gg_play_panel_get_activation_panel (GgPlayPanel *self)
{
  return self->activation_panel;
}

GgLogView *
gg_play_panel_get_log_view (GgPlayPanel *self)
{
  return self->log_view;
}

void
gg_play_panel_show_page (GgPlayPanel *self, const char *name)
{
  adw_view_stack_set_visible_child_name (self->stack, name);
}

const char *
gg_play_panel_get_victory_text (GgPlayPanel *self)
{
  return gtk_label_get_text (self->vp_label);
}

const char *
gg_play_panel_get_end_text (GgPlayPanel *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->vp_end)) ? gtk_label_get_text (self->vp_end)
                                                            : NULL;
}
