/* gg-activation-panel.c: one card per squad of the drawn pair: the morale test due (odds before the
 * roll, result and modifiers after), then one action. Everything is measured and resolved by the
 * core (gg-bg-table.h, gg-bg-resolve.h, gg-bg-melee.h, gg-bg-artillery.h); this file only shows. */
#include "gg-config.h"

#include "gg-activation-panel.h"
#include "gg-a11y.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>

#include "gg-activation-card.h"
#include "gg-activation-pair.h"
#include "gg-bg-play.h"

struct _GgActivationPanel
{
  GtkBox parent_instance;

  GgPlayContext *context;
  char *key;              /* the activation the cards belong to */
  GPtrArray *cards;       /* GgActivationCard* */
  GgActivationPair *pair; /* the pair's interaction and the hidden squads */
  char *dropped;          /* what the last new pair cut short, or NULL */

  /* template children */
  GtkLabel *title_label;
  GtkLabel *hint_label;
  GtkBox *squads_box;
};

G_DEFINE_FINAL_TYPE (GgActivationPanel, gg_activation_panel, GTK_TYPE_BOX)

/* The squads acting now: a Previdente's squad first, then the pair (BG-2.2-a, BG-15.1-d). */
static GArray *
acting_squads (GgActivationPanel *self, GgGameState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));
  GgBgSquadRef preempt = gg_play_context_get_preempt (self->context);
  GgChit pair[2];
  guint n = gg_chitbag_get_current (state->chits, pair);

  if (preempt.number > 0)
    g_array_append_val (out, preempt);
  for (guint i = 0; i < n; i++)
    {
      GgBgSquadRef s = { pair[i].side, pair[i].squad };

      g_array_append_val (out, s);
    }
  return out;
}

static char *
activation_key (GgActivationPanel *self, GgGameState *state)
{
  g_autofree char *pair = gg_play_context_activation (self->context);
  GgBgSquadRef preempt = gg_play_context_get_preempt (self->context);

  if (pair == NULL && preempt.number == 0)
    return NULL;
  return g_strdup_printf ("%p/%u/%s/%c%d", (void *) state, gg_game_state_get_turn (state),
                          pair ? pair : "", preempt.side ? preempt.side : '-', preempt.number);
}

static void
clear_cards (GgActivationPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->squads_box))) != NULL)
    gtk_box_remove (self->squads_box, child);
  g_ptr_array_set_size (self->cards, 0);
}

/* BG-2.3-a, AMB-05: the markers are read (and cleared) once, as the squad activates; the core
 * keeps how far the activation has gone, so cards made again (the second chit typed in, the game
 * saved and opened again) go on from there. */
static void
build_cards (GgActivationPanel *self, GgGameState *state)
{
  g_autoptr (GArray) squads = acting_squads (self, state);
  GgGame *game = gg_play_context_get_game (self->context);

  clear_cards (self);
  gg_activation_pair_sync (self->pair);
  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef s = g_array_index (squads, GgBgSquadRef, i);
      GgChit chit = { s.side, s.number };
      GgActivationCard *card =
        gg_activation_card_new (self->context, s, gg_bg_play_begin_squad (game, &chit));

      g_ptr_array_add (self->cards, g_object_ref_sink (card));
      gtk_box_append (self->squads_box, GTK_WIDGET (card));
    }
}

static void
update_title (GgActivationPanel *self)
{
  g_autofree char *pair = gg_play_context_activation (self->context);
  g_autofree char *text = NULL;

  if (pair != NULL)
    text = g_strdup_printf (_("Activation: %s"), pair);
  gtk_label_set_text (self->title_label, text ? text : _("No chits drawn"));
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), pair == NULL);
}

/* The squads of the cards shown that have not acted (nor were stopped by their morale test). */
static GArray *
undone_squads (GgActivationPanel *self, GgGameState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));

  for (guint i = 0; i < self->cards->len; i++)
    {
      GgBgSquadRef q = gg_activation_card_get_squad (g_ptr_array_index (self->cards, i));
      GgSquadState *s = gg_bg_state_squad (state, q.side, q.number, FALSE);
      guint steps = s != NULL ? s->steps : 0;
      gboolean stopped = (steps & GG_STEP_MORALE_TESTED) && !(steps & GG_STEP_MORALE_PASSED);

      if (!(steps & GG_STEP_ACTED) && !stopped)
        g_array_append_val (out, q);
    }
  return out;
}

/* Of @undone, those with no card now ("A1 + B3"), or NULL: a chit typed in after the first
 * keeps its squad's card. */
static char *
dropped_names (GgActivationPanel *self, GArray *undone)
{
  g_autoptr (GString) names = g_string_new (NULL);

  for (guint i = 0; undone != NULL && i < undone->len; i++)
    {
      GgBgSquadRef q = g_array_index (undone, GgBgSquadRef, i);
      gboolean kept = FALSE;

      for (guint k = 0; k < self->cards->len; k++)
        {
          GgBgSquadRef c = gg_activation_card_get_squad (g_ptr_array_index (self->cards, k));

          kept = kept || (c.side == q.side && c.number == q.number);
        }
      if (!kept)
        g_string_append_printf (names, "%s%c%d", names->len ? " + " : "", q.side, q.number);
    }
  return names->len ? g_string_free (g_steal_pointer (&names), FALSE) : NULL;
}

/* A new pair drawn over one that had not acted: their activation is over, and the player is
 * told so rather than finding the cards gone. */
static void
tell_dropped (GgActivationPanel *self, const char *undone)
{
  g_free (self->dropped);
  self->dropped = g_strdup_printf (
    /* Translators: the squads that had not acted, "A1 + B3" */
    _("%s: activation over without acting (BG-2.2-a), a new pair is drawn"), undone);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", self->dropped);
}

static void
refresh (GgActivationPanel *self)
{
  GgGameState *state = self->context ? gg_play_context_get_state (self->context) : NULL;
  g_autofree char *key = NULL;

  gtk_widget_set_sensitive (GTK_WIDGET (self), state != NULL);
  if (state == NULL)
    return;
  update_title (self);
  gg_activation_pair_update (self->pair);
  key = activation_key (self, state);
  if (g_strcmp0 (key, self->key) != 0)
    {
      g_autoptr (GArray) undone = self->key != NULL && key != NULL && self->cards->len > 0
                                    ? undone_squads (self, state)
                                    : NULL;
      g_autofree char *dropped = NULL;

      g_free (self->key);
      self->key = g_steal_pointer (&key);
      if (self->key == NULL)
        clear_cards (self);
      else
        build_cards (self, state);
      if ((dropped = dropped_names (self, undone)) != NULL)
        tell_dropped (self, dropped);
      return;
    }
  for (guint i = 0; i < self->cards->len; i++)
    gg_activation_card_update (g_ptr_array_index (self->cards, i));
}

static void
context_changed_cb (GgPlayContext *context, GgActivationPanel *self)
{
  refresh (self);
}

void
gg_activation_panel_set_context (GgActivationPanel *self, GgPlayContext *context)
{
  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  clear_cards (self);
  g_clear_pointer (&self->key, g_free);
  g_set_object (&self->context, context);
  if (self->pair != NULL)
    gtk_widget_unparent (gg_activation_pair_get_widget (self->pair));
  g_clear_pointer (&self->pair, gg_activation_pair_free);
  if (context != NULL)
    {
      self->pair = gg_activation_pair_new (context);
      gtk_widget_insert_before (gg_activation_pair_get_widget (self->pair),
                                gtk_widget_get_parent (GTK_WIDGET (self->squads_box)),
                                GTK_WIDGET (self->squads_box));
    }
  if (context != NULL)
    g_signal_connect (context, "changed", G_CALLBACK (context_changed_cb), self);
  refresh (self);
}

const char *
gg_activation_panel_get_dropped (GgActivationPanel *self)
{
  return self->dropped;
}

guint
gg_activation_panel_get_n_cards (GgActivationPanel *self)
{
  return self->cards->len;
}

GgActivationCard *
gg_activation_panel_get_card (GgActivationPanel *self, guint i)
{
  return i < self->cards->len ? g_ptr_array_index (self->cards, i) : NULL;
}

static void
gg_activation_panel_dispose (GObject *object)
{
  GgActivationPanel *self = GG_ACTIVATION_PANEL (object);

  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  if (self->cards != NULL)
    clear_cards (self);
  if (self->pair != NULL)
    gtk_widget_unparent (gg_activation_pair_get_widget (self->pair));
  g_clear_pointer (&self->pair, gg_activation_pair_free);
  g_clear_object (&self->context);
  g_clear_pointer (&self->key, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ACTIVATION_PANEL);
  G_OBJECT_CLASS (gg_activation_panel_parent_class)->dispose (object);
}

static void
gg_activation_panel_finalize (GObject *object)
{
  g_ptr_array_unref (GG_ACTIVATION_PANEL (object)->cards);
  g_free (GG_ACTIVATION_PANEL (object)->dropped);
  G_OBJECT_CLASS (gg_activation_panel_parent_class)->finalize (object);
}

static void
gg_activation_panel_class_init (GgActivationPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_activation_panel_dispose;
  object_class->finalize = gg_activation_panel_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, GgActivationPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, GgActivationPanel, hint_label);
  gtk_widget_class_bind_template_child (widget_class, GgActivationPanel, squads_box);
}

static void
gg_activation_panel_init (GgActivationPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
  self->cards = g_ptr_array_new_with_free_func (g_object_unref);
}

GtkWidget *
gg_activation_panel_new (void)
{
  return g_object_new (GG_TYPE_ACTIVATION_PANEL, NULL);
}

GgActivationPair *
gg_activation_panel_get_pair (GgActivationPanel *self)
{
  return self->pair;
}
