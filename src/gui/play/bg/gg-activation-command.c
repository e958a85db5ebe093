/* gg-activation-command.c: stand-ins and promotion for fallen officers (see the header). */
#include "gg-config.h"

#include "gg-activation-command.h"
#include "gg-a11y.h"

#include <glib/gi18n.h>

#include "gg-bg-chain.h"
#include "gg-bg-officers.h"
#include "gg-bg-play.h"
#include "gg-bg-table.h"

struct _GgActivationCommand
{
  GtkBox parent_instance;

  GgPlayContext *context;
  GgBgSquadRef squad;
  GgChoice *stand_in; /* "deputy role" (AMB-18) */
  GgChoice *heir;     /* the new squad leader (BG-4.8-i) */
  GgChoice *officer;  /* the officer to attach (BG-4.1-c) */

  /* template children */
  GtkWidget *stand_in_box, *promote_box, *attach_box;
  GtkLabel *result;
};

G_DEFINE_FINAL_TYPE (GgActivationCommand, gg_activation_command, GTK_TYPE_BOX)

static GgGame *
game_of (GgActivationCommand *self)
{
  return gg_play_context_get_game (self->context);
}

static void
set_result (GgActivationCommand *self, const char *text)
{
  gtk_label_set_text (self->result, text);
  gtk_widget_set_visible (GTK_WIDGET (self->result), text != NULL && *text != '\0');
}

static gboolean
out (GgActivationCommand *self, const GgFigure *f)
{
  return gg_bg_state_is_out (game_of (self)->state, f->id);
}

/* Roles of the side held by a figure who is now out of play: the fallen commands. */
static GPtrArray *
fallen_roles (GgActivationCommand *self)
{
  GgGame *game = game_of (self);
  GPtrArray *roles = g_ptr_array_new ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == self->squad.side && f->role != NULL && gg_bg_rank_name (f->role) != NULL &&
          out (self, f) && !g_ptr_array_find_with_equal_func (roles, f->role, g_str_equal, NULL))
        g_ptr_array_add (roles, f->role);
    }
  return roles;
}

static void
add_stand_ins (GgActivationCommand *self, const GgFigure *d, GPtrArray *roles, GPtrArray *keys,
               GPtrArray *labels)
{
  GgBgRules *rules = gg_play_context_get_rules (self->context);

  for (guint i = 0; i < roles->len; i++)
    {
      const char *role = roles->pdata[i], *rule = NULL;

      if (!gg_bg_stand_in_may (game_of (self), rules, d->id, role, &rule))
        continue;
      g_ptr_array_add (keys, g_strdup_printf ("%s %s", d->id, role));
      /* Translators: deputy, the fallen officer's rank, rule: "A-CSt as Captain (BG-4.5-k)" */
      g_ptr_array_add (labels,
                       g_strdup_printf (_("%s as %s (%s)"), d->id, gg_bg_rank_name (role), rule));
    }
}

static void
show_stand_in (GgActivationCommand *self)
{
  GgGame *game = game_of (self);
  g_autoptr (GPtrArray) roles = fallen_roles (self);
  g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; roles->len > 0 && i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == self->squad.side && f->role != NULL && !out (self, f) &&
          (g_str_equal (f->role, "CSt") || g_str_equal (f->role, "BtS")))
        add_stand_ins (self, f, roles, keys, labels);
    }
  g_ptr_array_add (keys, NULL);
  g_ptr_array_add (labels, NULL);
  gg_choice_set_options (self->stand_in, (const char *const *) keys->pdata,
                         (const char *const *) labels->pdata);
  gtk_widget_set_visible (self->stand_in_box, keys->len > 1);
}

gboolean
gg_activation_command_stand_in (GgActivationCommand *self)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) parts = NULL;
  const char *key = gg_choice_get (self->stand_in);

  if (key == NULL)
    return FALSE;
  parts = g_strsplit (key, " ", 2);
  if (!gg_bg_play_stand_in (game_of (self), gg_play_context_get_rules (self->context), parts[0],
                            parts[1], &error))
    {
      set_result (self, error->message);
      return FALSE;
    }
  set_result (self, gg_log_get_entry (game_of (self)->state->log,
                                      gg_log_get_n_entries (game_of (self)->state->log) - 1)
                      ->text);
  gg_bg_table_refresh (gg_play_context_get_play (self->context));
  gg_play_context_commit (self->context);
  return TRUE;
}

/* BG-4.8-i */

/* The side's Captain in play, attached to this squad, or NULL. */
static const GgFigure *
captain_here (GgActivationCommand *self)
{
  GgGame *game = game_of (self);
  GgOfficerState *o =
    gg_bg_state_attached_officer (game->state, self->squad.side, self->squad.number);
  const GgFigure *c = o != NULL ? gg_game_lookup_figure (game, o->figure) : NULL;

  return c != NULL && g_strcmp0 (c->role, "CyL") == 0 && !out (self, c) ? c : NULL;
}

static void
show_promote (GgActivationCommand *self)
{
  GgGame *game = game_of (self);
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  gtk_widget_set_visible (self->promote_box, captain_here (self) != NULL);
  if (captain_here (self) == NULL)
    return;
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == self->squad.side && f->squad == self->squad.number && !out (self, f) &&
          !gg_bg_role_is_leader (f->role))
        g_ptr_array_add (ids, f->id);
    }
  g_ptr_array_add (ids, NULL);
  gg_choice_set_options (self->heir, (const char *const *) ids->pdata,
                         (const char *const *) ids->pdata);
}

gboolean
gg_activation_command_promote (GgActivationCommand *self)
{
  const GgFigure *c = captain_here (self);
  const char *heir = gg_choice_get (self->heir);
  g_autoptr (GError) error = NULL;
  GgLog *log = game_of (self)->state->log;

  if (c == NULL || heir == NULL)
    return FALSE;
  if (!gg_bg_play_promote_platoon (game_of (self), gg_play_context_get_rules (self->context), c->id,
                                   heir, &error))
    {
      set_result (self, error->message);
      return FALSE;
    }
  set_result (self, gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text);
  gg_bg_table_refresh (gg_play_context_get_play (self->context));
  gg_play_context_commit (self->context);
  return TRUE;
}

/* BG-4.1-c: the side's officers in play, to attach to this squad. */
static void
show_attach (GgActivationCommand *self)
{
  GgGame *game = game_of (self);
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == self->squad.side && gg_bg_figure_is_officer (f) && !out (self, f))
        g_ptr_array_add (ids, f->id);
    }
  g_ptr_array_add (ids, NULL);
  gg_choice_set_options (self->officer, (const char *const *) ids->pdata,
                         (const char *const *) ids->pdata);
  gtk_widget_set_visible (self->attach_box, ids->len > 1);
}

gboolean
gg_activation_command_attach (GgActivationCommand *self)
{
  const char *officer = gg_choice_get (self->officer);
  GgChit chit = { self->squad.side, self->squad.number };
  GgLog *log = game_of (self)->state->log;

  if (officer == NULL)
    return FALSE;
  gg_bg_play_attach (game_of (self), officer, &chit); /* the core records and logs it */
  set_result (self, gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text);
  gg_bg_table_refresh (gg_play_context_get_play (self->context));
  gg_play_context_commit (self->context);
  return TRUE;
}

/* Building */

static void
attach_cb (GgActivationCommand *self)
{
  gg_activation_command_attach (self);
}

static void
stand_in_cb (GgActivationCommand *self)
{
  gg_activation_command_stand_in (self);
}

static void
promote_cb (GgActivationCommand *self)
{
  gg_activation_command_promote (self);
}

/* The section's choice comes first, over its button. */
static GgChoice *
section_choice (GtkWidget *section, const char *title, const char *subtitle)
{
  GgChoice *choice = gg_choice_new (section, title, subtitle);

  gtk_box_reorder_child_after (GTK_BOX (section), GTK_WIDGET (choice), NULL);
  return choice;
}

static void
gg_activation_command_dispose (GObject *object)
{
  GgActivationCommand *self = GG_ACTIVATION_COMMAND (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ACTIVATION_COMMAND);
  g_clear_pointer (&self->stand_in, gg_choice_free);
  g_clear_pointer (&self->heir, gg_choice_free);
  g_clear_pointer (&self->officer, gg_choice_free);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_activation_command_parent_class)->dispose (object);
}

static void
gg_activation_command_class_init (GgActivationCommandClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_activation_command_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-command.ui");
  gtk_widget_class_bind_template_child (widget_class, GgActivationCommand, stand_in_box);
  gtk_widget_class_bind_template_child (widget_class, GgActivationCommand, promote_box);
  gtk_widget_class_bind_template_child (widget_class, GgActivationCommand, attach_box);
  gtk_widget_class_bind_template_child (widget_class, GgActivationCommand, result);
  gtk_widget_class_bind_template_callback (widget_class, attach_cb);
  gtk_widget_class_bind_template_callback (widget_class, stand_in_cb);
  gtk_widget_class_bind_template_callback (widget_class, promote_cb);
}

static void
gg_activation_command_init (GgActivationCommand *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
}

/* Appended to @box; the caller keeps a reference until gg_activation_command_free(). */
GgActivationCommand *
gg_activation_command_new (GgPlayContext *context, GgBgSquadRef squad, GtkWidget *box)
{
  GgActivationCommand *self = g_object_ref_sink (g_object_new (GG_TYPE_ACTIVATION_COMMAND, NULL));

  self->context = g_object_ref (context);
  self->squad = squad;
  self->stand_in =
    section_choice (self->stand_in_box, _("Stand-in for a fallen officer"),
                                           _("The first one allowed by default (AMB-18)"));
  self->heir = section_choice (
    self->promote_box,
    _("New squad leader"),
       _("The Captain promotes the squad leader; this figure takes his place (BG-4.8-i)"));
  self->officer = section_choice (
    self->attach_box,
    _("Attach an officer to this squad"),
       _("He acts and moves with it and shares its fate in melee and morale (BG-4.1-c)"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self));
  set_result (self, NULL);
  gg_activation_command_update (self);
  return self;
}

void
gg_activation_command_update (GgActivationCommand *self)
{
  show_stand_in (self);
  show_promote (self);
  show_attach (self);
}

void
gg_activation_command_free (GgActivationCommand *self)
{
  if (self != NULL)
    g_object_unref (self);
}

GgChoice *
gg_activation_command_get_stand_in_choice (GgActivationCommand *self)
{
  return self->stand_in;
}

GgChoice *
gg_activation_command_get_heir_choice (GgActivationCommand *self)
{
  return self->heir;
}

GgChoice *
gg_activation_command_get_officer_choice (GgActivationCommand *self)
{
  return self->officer;
}

const char *
gg_activation_command_get_result (GgActivationCommand *self)
{
  return gtk_label_get_text (self->result);
}
