/* gg-activation-escort.c: gathering prisoners and the cordon on a card (see the header), a
 * template widget (ui/gg-activation-escort.ui). */
#include "gg-config.h"

#include "gg-activation-escort.h"

#include <glib/gi18n.h>

#include "gg-bg-command.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-special.h"

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

static guint
held_by_side (GgActivationEscort *self)
{
  GgGameState *state = game_of (self)->state;
  guint n = 0;

  for (guint i = 0; i < gg_bg_state (state)->prisoners->len; i++)
    n += ((GgPrisoner *) g_ptr_array_index (gg_bg_state (state)->prisoners, i))->captor.side ==
         self->squad.side;
  return n;
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

/* The guards: the squad's figures that may be hit (not its leader), as many as needed. */
static GPtrArray *
pick_guards (GgActivationEscort *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GPtrArray) all = gg_bg_fire_casualty_candidates (game_of (self), &chit);
  int needed = gg_bg_escorts_needed (gg_play_context_get_rules (self->context),
                                     (int) held_by_side (self), NULL);
  GPtrArray *guards = g_ptr_array_new ();

  for (guint i = 0; i < all->len && (int) guards->len < MAX (needed, 1); i++)
    g_ptr_array_add (guards, all->pdata[i]);
  g_ptr_array_add (guards, NULL);
  return guards;
}

guint
gg_activation_escort_gather (GgActivationEscort *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GPtrArray) guards = pick_guards (self);
  g_autoptr (GError) error = NULL;
  GgLog *log = game_of (self)->state->log;
  guint n = gg_bg_play_gather_prisoners (game_of (self), gg_play_context_get_rules (self->context),
                                         self->squad.side, &chit,
                                         (const char *const *) guards->pdata, &error);

  if (n == 0)
    {
      gtk_label_set_text (self->label, error != NULL ? error->message : "");
      return 0;
    }
  gtk_label_set_text (self->label, gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text);
  gg_play_context_commit (self->context);
  return n;
}

gboolean
gg_activation_escort_check_cordon (GgActivationEscort *self)
{
  GgChit chit = chit_of (self);
  gboolean holds = gg_bg_cordon_of (game_of (self), &chit);
  g_autofree char *text = NULL;

  if (holds)
    text = g_strdup_printf (_("Squad %c%d: the guards form a cordon around the prisoners "
                              "(BG-13-e)."),
                               chit.side, chit.squad);
  else
    text = g_strdup_printf (_("Squad %c%d: the cordon is open; each guard must stand farther "
                              "from the prisoners' centre than every prisoner (BG-13-e)."),
                               chit.side, chit.squad);
  gtk_label_set_text (self->label, text);
  gg_play_context_log (self->context, GG_LOG_RULING, text,
                       gg_dice_get_n_rolls (game_of (self)->state->dice));
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
