/* gg-activation-escort.c: gathering prisoners and the cordon on a card (see the header). */
#include "gg-config.h"

#include "gg-activation-escort.h"

#include <glib/gi18n.h>

#include "gg-bg-command.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-special.h"

struct _GgActivationEscort
{
  GgPlayContext *context;
  GgBgSquadRef squad;
  GtkWidget *box;
  GtkLabel *label;
};

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
  return gtk_widget_get_visible (self->box);
}

void
gg_activation_escort_update (GgActivationEscort *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GPtrArray) guards = gg_bg_prisoner_guards (game_of (self), &chit);

  gtk_widget_set_visible (self->box, guards->len > 0);
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
gather_cb (GtkButton *b, GgActivationEscort *self)
{
  gg_activation_escort_gather (self);
}

static void
cordon_cb (GtkButton *b, GgActivationEscort *self)
{
  gg_activation_escort_check_cordon (self);
}

static void
add_button (GtkWidget *box, const char *text, GCallback cb, GgActivationEscort *self)
{
  GtkWidget *b = gtk_button_new_with_label (text);

  g_signal_connect (b, "clicked", cb, self);
  gtk_box_append (GTK_BOX (box), b);
}

GgActivationEscort *
gg_activation_escort_new (GgPlayContext *context, GgBgSquadRef squad, GtkWidget *box)
{
  GgActivationEscort *self = g_new0 (GgActivationEscort, 1);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  self->context = g_object_ref (context);
  self->squad = squad;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  add_button (buttons, _("Gather the prisoners here"), G_CALLBACK (gather_cb), self);
  add_button (buttons, _("Check the cordon"), G_CALLBACK (cordon_cb), self);
  gtk_widget_set_tooltip_text (buttons, _("The UCT gathers every prisoner of the side under this "
                                          "squad's escort (BG-13-b); the guards must form an "
                                          "outer cordon (BG-13-e)"));
  gtk_box_append (GTK_BOX (self->box), buttons);
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_xalign (self->label, 0);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (box), self->box);
  gg_activation_escort_update (self);
  return self;
}

void
gg_activation_escort_free (GgActivationEscort *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->context);
  g_free (self);
}
