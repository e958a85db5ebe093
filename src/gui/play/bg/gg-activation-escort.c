/* gg-activation-escort.c: gathering prisoners and the cordon on a card (see the header), a
 * template widget (ui/gg-activation-escort.ui). */
#include "gg-config.h"

#include "gg-activation-escort.h"
#include "gg-a11y.h"

#include <glib/gi18n.h>

#include "gg-bg-prisoners.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"

struct _GgActivationEscort
{
  GtkBox parent_instance;

  GgPlayContext *context;
  GgBgSquadRef squad;
  GtkLabel *label; /* template child */
};

G_DEFINE_FINAL_TYPE (GgActivationEscort, gg_activation_escort, GTK_TYPE_BOX)

static GgGame *
game_of (GgActivationEscort *self)
{
  return gg_play_context_get_game (self->context);
}

static GgChit
chit_of (GgActivationEscort *self)
{
  return (GgChit){ self->squad.side, self->squad.number };
}

/* The entry the core logged last, in the reader's language. */
static void
show_last_entry (GgActivationEscort *self)
{
  GgLog *log = game_of (self)->state->log;
  g_autofree char *text =
    gg_log_entry_render (gg_log_get_entry (log, gg_log_get_n_entries (log) - 1));

  gtk_label_set_text (self->label, text);
}

gboolean
gg_activation_escort_is_shown (GgActivationEscort *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self));
}

void
gg_activation_escort_update (GgActivationEscort *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GPtrArray) guards = gg_bg_prisoner_guards (game_of (self), &chit);

  gtk_widget_set_visible (GTK_WIDGET (self), guards->len > 0);
}

guint
gg_activation_escort_gather (GgActivationEscort *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GError) error = NULL;
  /* the core picks the guards (BG-13-c), gathers (BG-13-b) and logs */
  guint n = gg_bg_play_gather_prisoners (game_of (self), gg_play_context_get_rules (self->context),
                                         self->squad.side, &chit, NULL, &error);

  if (n == 0)
    {
      gtk_label_set_text (self->label, error != NULL ? error->message : "");
      return 0;
    }
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return n;
}

gboolean
gg_activation_escort_check_cordon (GgActivationEscort *self)
{
  GgChit chit = chit_of (self);
  /* the core measures the cordon and logs the ruling (BG-13-e) */
  gboolean holds = gg_bg_play_check_cordon (game_of (self), &chit);

  show_last_entry (self);
  gg_play_context_commit (self->context);
  return holds;
}

const char *
gg_activation_escort_get_text (GgActivationEscort *self)
{
  return gtk_label_get_text (self->label);
}

static void
gather_cb (GgActivationEscort *self)
{
  gg_activation_escort_gather (self);
}

static void
cordon_cb (GgActivationEscort *self)
{
  gg_activation_escort_check_cordon (self);
}

static void
gg_activation_escort_dispose (GObject *object)
{
  GgActivationEscort *self = GG_ACTIVATION_ESCORT (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ACTIVATION_ESCORT);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_activation_escort_parent_class)->dispose (object);
}

static void
gg_activation_escort_class_init (GgActivationEscortClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_activation_escort_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-escort.ui");
  gtk_widget_class_bind_template_child (widget_class, GgActivationEscort, label);
  gtk_widget_class_bind_template_callback (widget_class, gather_cb);
  gtk_widget_class_bind_template_callback (widget_class, cordon_cb);
}

static void
gg_activation_escort_init (GgActivationEscort *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
}

/* Appended to @box; the caller keeps a reference until gg_activation_escort_free(). */
GgActivationEscort *
gg_activation_escort_new (GgPlayContext *context, GgBgSquadRef squad, GtkWidget *box)
{
  GgActivationEscort *self = g_object_ref_sink (g_object_new (GG_TYPE_ACTIVATION_ESCORT, NULL));

  self->context = g_object_ref (context);
  self->squad = squad;
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self));
  gg_activation_escort_update (self);
  return self;
}

void
gg_activation_escort_free (GgActivationEscort *self)
{
  if (self != NULL)
    g_object_unref (self);
}
