/* gg-activation-losses.c: the target's player chooses the casualties (see the header), a
 * template widget (ui/gg-activation-losses.ui). */
#include "gg-config.h"

#include "gg-activation-losses.h"
#include "gg-a11y.h"

#include <glib/gi18n.h>

#include "gg-bg-play.h"

struct _GgLossChoice
{
  GtkBox parent_instance;

  GgPlayContext *context;
  GgChoice *hit, *instead;
  GgBgSquadRef target;
  GPtrArray *losses;  /* char*: the casualties as they stand */
  GPtrArray *exposed; /* char*: the figures that could have been hit */

  GtkLabel *done; /* template child: the casualties changed so far */
};

G_DEFINE_FINAL_TYPE (GgLossChoice, gg_loss_choice, GTK_TYPE_BOX)

static void
swap_cb (GgLossChoice *self)
{
  gg_loss_choice_swap (self);
}

static void
gg_loss_choice_dispose (GObject *object)
{
  GgLossChoice *self = GG_LOSS_CHOICE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_LOSS_CHOICE);
  g_clear_pointer (&self->hit, gg_choice_free);
  g_clear_pointer (&self->instead, gg_choice_free);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_loss_choice_parent_class)->dispose (object);
}

static void
gg_loss_choice_finalize (GObject *object)
{
  GgLossChoice *self = GG_LOSS_CHOICE (object);

  g_ptr_array_unref (self->losses);
  g_ptr_array_unref (self->exposed);
  G_OBJECT_CLASS (gg_loss_choice_parent_class)->finalize (object);
}

static void
gg_loss_choice_class_init (GgLossChoiceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_loss_choice_dispose;
  G_OBJECT_CLASS (klass)->finalize = gg_loss_choice_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-losses.ui");
  gtk_widget_class_bind_template_child (widget_class, GgLossChoice, done);
  gtk_widget_class_bind_template_callback (widget_class, swap_cb);
}

static void
gg_loss_choice_init (GgLossChoice *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
  self->losses = g_ptr_array_new_with_free_func (g_free);
  self->exposed = g_ptr_array_new_with_free_func (g_free);
}

/* The two choices come first, over the button; hidden until a fire offers casualties. The caller
 * keeps a reference until gg_loss_choice_free(). */
GgLossChoice *
gg_loss_choice_new (GtkWidget *box, GgPlayContext *context)
{
  GgLossChoice *self = g_object_ref_sink (g_object_new (GG_TYPE_LOSS_CHOICE, NULL));
  GtkBox *me = GTK_BOX (self);

  self->context = g_object_ref (context);
  self->hit = gg_choice_new (GTK_WIDGET (self),
                             _("Casualty"), _("The nearest figure that may be hit falls first"));
  self->instead = gg_choice_new (GTK_WIDGET (self),
                                 _("Falls instead"),
                                    _("The player who suffered the losses decides (BG-12.4-a)"));
  gtk_box_reorder_child_after (me, GTK_WIDGET (self->hit), NULL);
  gtk_box_reorder_child_after (me, GTK_WIDGET (self->instead), GTK_WIDGET (self->hit));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self));
  return self;
}

void
gg_loss_choice_free (GgLossChoice *self)
{
  if (self != NULL)
    g_object_unref (self);
}

static gboolean
is_gun (GgLossChoice *self, const char *id)
{
  GgFigure *f = gg_game_lookup_figure (gg_play_context_get_game (self->context), id);

  return f == NULL || gg_bg_figure_is_gun (f);
}

static gboolean
listed (GPtrArray *ids, const char *id)
{
  return g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL);
}

/* Non-gun figures of @ids, and with @skip those not in it and still in play. */
static GStrv
offer_ids (GgLossChoice *self, GPtrArray *ids, GPtrArray *skip)
{
  GgGameState *state = gg_play_context_get_state (self->context);
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  for (guint i = 0; i < ids->len; i++)
    {
      const char *id = g_ptr_array_index (ids, i);

      if (is_gun (self, id) ||
          (skip != NULL && (listed (skip, id) || gg_bg_state_is_out (state, id))))
        continue;
      g_strv_builder_add (b, id);
    }
  return g_strv_builder_end (b);
}

static void
show (GgLossChoice *self)
{
  g_auto (GStrv) hit = offer_ids (self, self->losses, NULL);
  g_auto (GStrv) instead = offer_ids (self, self->exposed, self->losses);

  gg_choice_set_options (self->hit, (const char *const *) hit, (const char *const *) hit);
  gg_choice_set_options (self->instead, (const char *const *) instead,
                         (const char *const *) instead);
  gtk_widget_set_visible (GTK_WIDGET (self), hit[0] != NULL && instead[0] != NULL);
}

static void
copy_ids (GPtrArray *to, GPtrArray *from)
{
  g_ptr_array_set_size (to, 0);
  for (guint i = 0; from != NULL && i < from->len; i++)
    g_ptr_array_add (to, g_strdup (g_ptr_array_index (from, i)));
}

void
gg_loss_choice_offer (GgLossChoice *self, GgBgSquadRef target, GPtrArray *hit, GPtrArray *exposed)
{
  self->target = target;
  copy_ids (self->losses, hit);
  copy_ids (self->exposed, exposed);
  gtk_label_set_text (self->done, "");
  show (self);
}

gboolean
gg_loss_choice_swap (GgLossChoice *self)
{
  GgGameState *state = gg_play_context_get_state (self->context);
  GgChit target = { self->target.side, self->target.number };
  g_autofree char *hit = g_strdup (gg_choice_get (self->hit));
  g_autofree char *instead = g_strdup (gg_choice_get (self->instead));
  g_autofree char *text = NULL;
  guint i;

  /* the core swaps the casualty and logs the player's choice (BG-12.4-a) */
  if (!gg_bg_play_swap_loss (gg_play_context_get_game (self->context), &target, hit, instead))
    return FALSE;
  if (g_ptr_array_find_with_equal_func (self->losses, hit, g_str_equal, &i))
    {
      g_free (self->losses->pdata[i]);
      self->losses->pdata[i] = g_strdup (instead);
    }
  text = gg_log_entry_render (gg_log_get_entry (state->log, gg_log_get_n_entries (state->log) - 1));
  gtk_label_set_text (self->done, text);
  show (self);
  gg_play_context_commit (self->context);
  return TRUE;
}

GgChoice *
gg_loss_choice_get_hit (GgLossChoice *self)
{
  return self->hit;
}

GgChoice *
gg_loss_choice_get_instead (GgLossChoice *self)
{
  return self->instead;
}
