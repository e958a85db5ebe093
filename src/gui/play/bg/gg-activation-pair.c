/* gg-activation-pair.c: the pair's interaction and the hidden squads (see the header), a template
 * widget (ui/gg-activation-pair.ui). */
#include "gg-config.h"

#include "gg-activation-pair.h"
#include "gg-a11y.h"

#include <glib/gi18n.h>

#include "gg-bg-play.h"
#include "gg-bg-play.h"

struct _GgActivationPair
{
  GtkBox parent_instance;

  GgPlayContext *context;
  gboolean updating;

  /* template children */
  GtkWidget *pair_row, *hidden_box;
  GtkDropDown *interaction_dd;
  GtkLabel *meeting;
};

G_DEFINE_FINAL_TYPE (GgActivationPair, gg_activation_pair, GTK_TYPE_BOX)

/* Mutual fire (BG-2.2-f) */

guint
gg_activation_pair_apply_deferred (GgPlayContext *context)
{
  /* the core takes them off the table, drops an emptied squad's chit and logs (BG-2.2-f) */
  g_autoptr (GPtrArray) released = gg_bg_play_release_deferred (gg_play_context_get_play (context));

  return released->len;
}

/* Mutual charges (BG-2.2-g) */

/* The meeting point of the pair, as text, or NULL if the pair is not two squads with leaders. */
static char *
meeting_text (GgPlayContext *context)
{
  GgBgMeeting m;

  if (!gg_bg_play_meeting (gg_play_context_get_play (context), &m))
    return NULL;
  return g_strdup_printf (
    _("Mutual charge: the squads meet %.1f cm from %c%d's leader and %.1f cm "
                            "from %c%d's leader (BG-2.2-g)."),
       m.from[0] / 10, m.pair[0].side, m.pair[0].squad, m.from[1] / 10, m.pair[1].side,
       m.pair[1].squad);
}

static void
show_meeting (GgActivationPair *self)
{
  g_autofree char *text = NULL;

  if (gg_play_context_get_interaction (self->context) == GG_PAIR_MUTUAL_CHARGE)
    text = meeting_text (self->context);
  gtk_label_set_text (self->meeting, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->meeting), text != NULL);
}

void
gg_activation_pair_set_interaction (GgActivationPair *self, GgPairInteraction interaction)
{
  /* the core keeps the players' ruling with the pair and logs it (BG-2.2-d/f/g) */
  if (!gg_bg_play_declare_interaction (gg_play_context_get_play (self->context), interaction))
    return;
  if (gtk_drop_down_get_selected (self->interaction_dd) != (guint) interaction)
    gtk_drop_down_set_selected (self->interaction_dd, interaction);
  show_meeting (self);
  gg_play_context_commit (self->context);
}

static void
interaction_cb (GtkDropDown *dd, GParamSpec *pspec, GgActivationPair *self)
{
  if (!self->updating)
    gg_activation_pair_set_interaction (self, gtk_drop_down_get_selected (dd));
}

void
gg_activation_pair_sync (GgActivationPair *self)
{
  self->updating = TRUE;
  gtk_drop_down_set_selected (self->interaction_dd,
                              gg_play_context_get_interaction (self->context));
  self->updating = FALSE;
}

const char *
gg_activation_pair_get_meeting (GgActivationPair *self)
{
  return gtk_label_get_text (self->meeting);
}

/* Hidden squads (BG-14) */

gboolean
gg_activation_pair_reveal (GgPlayContext *context, GgChit squad)
{
  return gg_bg_play_reveal (gg_play_context_get_play (context), &squad, NULL);
}

static void
reveal_clicked_cb (GtkButton *button, GgActivationPair *self)
{
  GgChit c = { GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gg-side")),
               GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gg-squad")) };

  gg_activation_pair_reveal (self->context, c);
  gg_play_context_commit (self->context);
}

static void
add_hidden_row (GgActivationPair *self, GgHiddenSquad *h)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  g_autofree char *text = g_strdup_printf (_("Squad %c%d hidden (%s), sealed in the file"),
                                              h->squad.side, h->squad.squad,
                                              gg_hidden_mode_to_string (h->mode));
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *button = gtk_button_new_with_label (_("Reveal"));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  g_object_set_data (G_OBJECT (button), "gg-side", GINT_TO_POINTER (h->squad.side));
  g_object_set_data (G_OBJECT (button), "gg-squad", GINT_TO_POINTER (h->squad.squad));
  g_signal_connect (button, "clicked", G_CALLBACK (reveal_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (self->hidden_box), row);
}

static void
show_hidden (GgActivationPair *self, GgGameState *state)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->hidden_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->hidden_box), child);
  for (guint i = 0; i < gg_bg_state (state)->hidden->len; i++)
    add_hidden_row (self, g_ptr_array_index (gg_bg_state (state)->hidden, i));
  gtk_widget_set_visible (self->hidden_box, gg_bg_state (state)->hidden->len > 0);
}

void
gg_activation_pair_update (GgActivationPair *self)
{
  GgGameState *state = gg_play_context_get_state (self->context);
  GgChit pair[2];

  if (state == NULL)
    return;
  gtk_widget_set_visible (self->pair_row, gg_chitbag_get_current (state->chits, pair) == 2);
  show_meeting (self);
  show_hidden (self, state);
}

static void
gg_activation_pair_dispose (GObject *object)
{
  GgActivationPair *self = GG_ACTIVATION_PAIR (object);

  if (self->interaction_dd != NULL)
    g_signal_handlers_disconnect_by_data (self->interaction_dd, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ACTIVATION_PAIR);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_activation_pair_parent_class)->dispose (object);
}

static void
gg_activation_pair_class_init (GgActivationPairClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_activation_pair_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-pair.ui");
  gtk_widget_class_bind_template_child (widget_class, GgActivationPair, pair_row);
  gtk_widget_class_bind_template_child (widget_class, GgActivationPair, interaction_dd);
  gtk_widget_class_bind_template_child (widget_class, GgActivationPair, meeting);
  gtk_widget_class_bind_template_child (widget_class, GgActivationPair, hidden_box);
  gtk_widget_class_bind_template_callback (widget_class, interaction_cb);
}

static void
gg_activation_pair_init (GgActivationPair *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
}

/* The caller keeps a reference until gg_activation_pair_free(). */
GgActivationPair *
gg_activation_pair_new (GgPlayContext *context)
{
  GgActivationPair *self = g_object_ref_sink (g_object_new (GG_TYPE_ACTIVATION_PAIR, NULL));

  self->context = g_object_ref (context);
  gg_activation_pair_update (self);
  return self;
}

void
gg_activation_pair_free (GgActivationPair *self)
{
  if (self != NULL)
    g_object_unref (self);
}

GtkWidget *
gg_activation_pair_get_widget (GgActivationPair *self)
{
  return GTK_WIDGET (self);
}
