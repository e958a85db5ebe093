/* gg-activation-extra.c: officers, leaders, prisoners and hiding on an activation card. */
#include "gg-config.h"

#include "gg-activation-extra.h"
#include "gg-a11y.h"

#include "gg-activation-choice.h"
#include "gg-activation-command.h"
#include "gg-activation-escort.h"
#include "gg-activation-special.h"

#include <glib/gi18n.h>

#include "gg-bg-chain.h"
#include "gg-bg-hidden.h"
#include "gg-bg-play.h"
#include "gg-bg-preview.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"

struct _GgActivationExtra
{
  GtkBox parent_instance;

  GgPlayContext *context;
  GgBgSquadRef squad;
  char *officer; /* the officer commanding the squad, or NULL */
  /* template children */
  GtkWidget *officer_row, *captain_row, *command_row, *leader_row, *escort_row, *special_row;
  GtkLabel *officer_label, *captain_label, *leader_label, *result;
  GtkWidget *officer_button, *leaderless_button, *captain_button, *appoint_button;
  GtkDropDown *hide_dd;
  GtkLabel *hide_hint;          /* before hiding: an ambush spot out of cover (BG-14.2-c) */
  GgChoice *leader_choice;      /* who becomes squad leader (BG-4.8-h) */
  GgChoice *escort_choice;      /* which enemy squad takes the prisoners (BG-13-a/b) */
  GgActivationCommand *command; /* stand-ins and promotion (AMB-18, BG-4.8-i) */
  GgActivationEscort *escort;   /* gathering prisoners, the cordon (BG-13-b/e) */
  GgActivationSpecial *special; /* crews, freeing and abandoning prisoners (BG-4.4-x, BG-13-h/i) */
};

G_DEFINE_FINAL_TYPE (GgActivationExtra, gg_activation_extra, GTK_TYPE_BOX)

static GgGame *
game_of (GgActivationExtra *self)
{
  return gg_bg_table_get_game (gg_play_context_get_play (self->context));
}

static GgBgRules *
rules_of (GgActivationExtra *self)
{
  return gg_play_context_get_rules (self->context);
}

static GgGameState *
state_of (GgActivationExtra *self)
{
  return gg_play_context_get_state (self->context);
}

static GgChit
chit_of (GgActivationExtra *self)
{
  return (GgChit){ self->squad.side, self->squad.number };
}

/* The entry the core logged last, in the reader's language. */
static void
show_last_entry (GgActivationExtra *self)
{
  GgLog *log = state_of (self)->log;
  g_autofree char *text =
    gg_log_entry_render (gg_log_get_entry (log, gg_log_get_n_entries (log) - 1));

  gtk_label_set_text (self->result, text);
}

/* Officers (BG-10.8) */

/* The first officer of the side who commands the squad (BG-10.8-a), or NULL. */
static char *
find_officer (GgActivationExtra *self)
{
  GgGame *game = game_of (self);
  GgChit chit = chit_of (self);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      const char *rule = NULL;

      if (f->side != self->squad.side || !gg_bg_figure_is_officer (f))
        continue;
      if (gg_bg_play_officer_may_move (game, f->id, &chit, &rule) ||
          g_strcmp0 (rule, "BG-10.8-b") == 0)
        return g_strdup (f->id);
    }
  return NULL;
}

static void
show_officer (GgActivationExtra *self)
{
  GgChit chit = chit_of (self);
  const char *rule = NULL;
  gboolean may;
  g_autofree char *text = NULL;

  g_free (self->officer);
  self->officer = find_officer (self);
  gtk_widget_set_visible (self->officer_row, self->officer != NULL);
  if (self->officer == NULL)
    return;
  may = gg_bg_play_officer_may_move (game_of (self), self->officer, &chit, &rule);
  text = may
    ? g_strdup_printf (_("Officer %s may still move this turn, with this squad (%s)."),
                          self->officer, rule)
    : g_strdup_printf (_("Officer %s has already moved this turn (%s)."), self->officer, rule);
  gtk_label_set_text (self->officer_label, text);
  gtk_widget_set_sensitive (self->officer_button, may);
}

gboolean
gg_activation_extra_officer_moved (GgActivationExtra *self)
{
  GgChit chit = chit_of (self);

  /* the core records the officer's move of the turn and logs it (BG-10.8-b) */
  if (self->officer == NULL || !gg_bg_play_officer_moves (game_of (self), self->officer, &chit))
    return FALSE;
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return TRUE;
}

const char *
gg_activation_extra_get_officer_text (GgActivationExtra *self)
{
  return gtk_widget_get_visible (self->officer_row) ? gtk_label_get_text (self->officer_label)
                                                    : NULL;
}

/* The Captain (BG-4.8-j/k) */

static gboolean
captain_fallen (GgActivationExtra *self)
{
  GgGameState *state = state_of (self);

  for (guint i = 0; i < gg_bg_state (state)->officers->len; i++)
    {
      GgOfficerState *o = g_ptr_array_index (gg_bg_state (state)->officers, i);
      GgFigure *f = gg_game_lookup_figure (game_of (self), o->figure);
      char side = f != NULL ? f->side : o->figure[0];

      if (o->out && side == self->squad.side && strstr (o->figure, "CyL") != NULL)
        return TRUE;
    }
  return FALSE;
}

/* BG-4.8-k: why the button is off, or NULL when the side may roll. */
static char *
captain_wait_text (GgActivationExtra *self, int attempt)
{
  if (gg_bg_play_captain_may_roll (game_of (self), self->squad.side))
    return NULL;
  return g_strdup_printf (_("Side %c has rolled for its Captain this turn: attempt %d comes next "
                            "turn, once the bag is refilled (BG-4.8-k)."),
                             self->squad.side, attempt);
}

static void
show_captain (GgActivationExtra *self)
{
  int attempt = gg_bg_state (state_of (self))->captain_attempts[self->squad.side == 'B'] + 1;
  int needed = gg_bg_captain_needed (rules_of (self), attempt, NULL);
  double odds = gg_bg_captain_odds (rules_of (self), attempt);
  g_autofree char *text = NULL, *wait = captain_wait_text (self, attempt);

  gtk_widget_set_visible (self->captain_row, captain_fallen (self));
  text = g_strdup_printf (_("The Captain has fallen: attempt %d replaces him on a D10 of 0–%d, "
                            "%.0f %% (BG-4.8-j/k)."),
                             attempt, needed, 100 * odds);
  if (wait != NULL)
    {
      g_autofree char *both = g_strdup_printf ("%s\n%s", text, wait);

      g_free (g_steal_pointer (&text));
      text = g_steal_pointer (&both);
    }
  gtk_label_set_text (self->captain_label, text);
  gtk_widget_set_sensitive (self->captain_button, wait == NULL);
  gtk_widget_set_tooltip_text (self->captain_button, wait);
}

gboolean
gg_activation_extra_replace_captain (GgActivationExtra *self)
{
  GgGameState *state = state_of (self);
  int roll, attempt = gg_bg_state (state)->captain_attempts[self->squad.side == 'B'] + 1;
  /* the core rolls, logs and puts the Captain back in command (BG-4.8-j/k) */
  gboolean ok =
    gg_bg_play_replace_captain (game_of (self), rules_of (self), self->squad.side, &roll);
  g_autofree char *wait = NULL;

  if (roll < 0)
    {
      wait = captain_wait_text (self, attempt);
      gtk_label_set_text (self->result, wait ? wait : "");
      return FALSE;
    }
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return ok;
}

const char *
gg_activation_extra_get_captain_text (GgActivationExtra *self)
{
  return gtk_widget_get_visible (self->captain_row) ? gtk_label_get_text (self->captain_label)
                                                    : NULL;
}

/* Squad leaders (BG-4.8-h) and leaderless squads (BG-4.1-i) */

/* A squad leader of its own (BG-3.2-g), or with @officer_counts an attached officer acting for
 * him (BG-4.1-h). */
static gboolean
has_leader (GgActivationExtra *self, gboolean officer_counts)
{
  g_autoptr (GgBgSquadCommand)
    c = gg_bg_command_squad (game_of (self), rules_of (self), self->squad.side, self->squad.number);

  return c == NULL || (c->leader != NULL && (officer_counts || !c->leader_is_officer));
}

/* BG-13-a/b, AMB-58: the nearest enemy squad takes the prisoners unless the player chooses. */
static void
fill_escort_choice (GgActivationExtra *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GArray)
    enemies = gg_bg_enemies_by_distance (gg_play_context_get_play (self->context), &chit);
  g_autoptr (GStrvBuilder) keys = g_strv_builder_new ();
  g_autoptr (GStrvBuilder) labels = g_strv_builder_new ();
  g_auto (GStrv) k = NULL, l = NULL;

  for (guint i = 0; i < enemies->len; i++)
    {
      GgBgEnemyAt *e = &g_array_index (enemies, GgBgEnemyAt, i);
      GgChit chit = { e->squad.side, e->squad.number };
      g_autofree char *key = gg_chit_to_string (chit);
      g_autofree char *label =
        g_strdup_printf (_("Squad %s, %.1f cm away"), key, e->distance / 10);

      g_strv_builder_add (keys, key);
      g_strv_builder_add (labels, label);
    }
  k = g_strv_builder_end (keys);
  l = g_strv_builder_end (labels);
  gg_choice_set_options (self->escort_choice, (const char *const *) k, (const char *const *) l);
}

GgBgLeaderless
gg_activation_extra_leaderless (GgActivationExtra *self, const char **rule)
{
  GgChit chit = chit_of (self);

  return gg_bg_leaderless_of (gg_play_context_get_play (self->context), &chit, rule);
}

/* BG-4.8-h, AMB-17: the player designates the new leader (L<n>, BG-3.2-g) among the squad's
 * figures other than a gun; the first of them is pre-selected. */
static void
fill_leader_choice (GgActivationExtra *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GPtrArray)
    ids = gg_bg_leader_candidates (gg_play_context_get_play (self->context), &chit);

  gg_choice_set_options (self->leader_choice, (const char *const *) ids->pdata,
                         (const char *const *) ids->pdata);
}

static void
show_leader (GgActivationExtra *self)
{
  GgChit chit = chit_of (self);
  GgBgLeaderless what;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->leader_row, !has_leader (self, FALSE));
  gtk_widget_set_visible (self->leaderless_button, !has_leader (self, TRUE));
  gg_choice_set_visible (self->escort_choice, FALSE);
  if (!has_leader (self, FALSE))
    fill_leader_choice (self);
  if (has_leader (self, TRUE))
    {
      gtk_label_set_text (self->leader_label, _("No squad leader: an attached officer commands "
                                                "the squad (BG-4.1-h)."));
      return;
    }
  text = gg_bg_preview_leaderless (gg_play_context_get_play (self->context), &chit, &what);
  gtk_label_set_text (self->leader_label, text);
  gg_choice_set_visible (self->escort_choice, what == GG_BG_LEADERLESS_SURRENDER);
  if (what == GG_BG_LEADERLESS_SURRENDER)
    fill_escort_choice (self);
}

gboolean
gg_activation_extra_appoint (GgActivationExtra *self)
{
  GgChit chit = chit_of (self);
  const char *rule = NULL;
  g_autofree char *text = NULL;

  if (has_leader (self, FALSE))
    return FALSE;
  /* the core checks the rules, names the leader and logs the player's choice (BG-4.8-h) */
  if (!gg_bg_play_appoint_leader (gg_play_context_get_play (self->context), &chit,
                                  gg_choice_get (self->leader_choice), &rule))
    {
      text = g_strdup_printf (_("No new squad leader for %c%d yet: an officer must have been "
                                "attached to the squad since an earlier turn (%s)."),
                                 chit.side, chit.squad, rule);
      gtk_label_set_text (self->result, text);
      return FALSE;
    }
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return TRUE;
}

gboolean
gg_activation_extra_apply_leaderless (GgActivationExtra *self)
{
  GgChit chit = chit_of (self), captor;
  gboolean ok, chosen;

  if (has_leader (self, TRUE))
    return FALSE;
  fill_escort_choice (self);
  chosen = gg_chit_from_string (gg_choice_get (self->escort_choice), &captor);
  /* the core rules what the squad does (BG-4.1-i), takes the prisoners (BG-13-a/c) and logs */
  ok = gg_bg_play_leaderless (gg_play_context_get_play (self->context), &chit,
                              chosen ? &captor : NULL, NULL, NULL);
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return ok;
}

/* Hiding (BG-14) */

void
gg_activation_extra_set_hide_mode (GgActivationExtra *self, GgHiddenMode mode)
{
  gtk_drop_down_set_selected (self->hide_dd, mode);
}

const char *
gg_activation_extra_get_hide_hint (GgActivationExtra *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->hide_hint))
           ? gtk_label_get_text (self->hide_hint)
           : NULL;
}

gboolean
gg_activation_extra_hide (GgActivationExtra *self, GgHiddenMode mode)
{
  GgChit chit = chit_of (self);
  GgGameState *state = state_of (self);
  guint first = gg_log_get_n_entries (state->log);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  /* the core picks the markers (BG-14.1-a), hides, logs and spots (BG-14.3-d) */
  if (!gg_bg_play_hide (gg_play_context_get_play (self->context), &chit, mode, &error))
    {
      text =
        g_strdup_printf (_("Squad %c%d cannot hide: %s"), chit.side, chit.squad, error->message);
      gtk_label_set_text (self->result, text);
      return FALSE;
    }
  /* its first entry says how it hid; a spotting may follow */
  text = gg_log_entry_render (gg_log_get_entry (state->log, first));
  gtk_label_set_text (self->result, text);
  gg_play_context_commit (self->context);
  return TRUE;
}

const char *
gg_activation_extra_get_result (GgActivationExtra *self)
{
  return gtk_label_get_text (self->result);
}

/* BG-14.2-c: said before the squad hides in ambush, not only after. */
static void
show_hide_hint (GgActivationExtra *self)
{
  gboolean exposed = gtk_drop_down_get_selected (self->hide_dd) == GG_HIDDEN_IMBOSCATA &&
                     !gg_bg_table_squad_in_cover (gg_play_context_get_play (self->context),
                                                  self->squad.side, self->squad.number);

  gtk_label_set_text (self->hide_hint, exposed ? _("Not every figure of the squad is in cover: "
                                                   "a hidden ambush is laid in cover "
                                                   "(BG-14.2-c).")
                                               : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hide_hint), exposed);
}

/* Building */

static void
hide_cb (GgActivationExtra *self)
{
  gg_activation_extra_hide (self, gtk_drop_down_get_selected (self->hide_dd));
}

static void
officer_moved_cb (GgActivationExtra *self)
{
  gg_activation_extra_officer_moved (self);
}

static void
captain_cb (GgActivationExtra *self)
{
  gg_activation_extra_replace_captain (self);
}

static void
appoint_cb (GgActivationExtra *self)
{
  gg_activation_extra_appoint (self);
}

static void
leaderless_cb (GgActivationExtra *self)
{
  gg_activation_extra_apply_leaderless (self);
}

/* @choice goes after @sibling in the leader's row. */
static GgChoice *
leader_row_choice (GgActivationExtra *self, GtkWidget *sibling, const char *title,
                   const char *subtitle)
{
  GgChoice *choice = gg_choice_new (self->leader_row, title, subtitle);

  gtk_box_reorder_child_after (GTK_BOX (self->leader_row), GTK_WIDGET (choice), sibling);
  return choice;
}

/* What the template leaves to the code: the parts made for this squad. */
static void
build (GgActivationExtra *self)
{
  self->command = gg_activation_command_new (self->context, self->squad, self->command_row);
  self->leader_choice =
    leader_row_choice (self, GTK_WIDGET (self->leader_label),
                       _("New squad leader"),
                          _("The first figure of the squad unless you choose another (BG-4.8-h)"));
  self->escort_choice = leader_row_choice (
    self, self->appoint_button,
    _("Takes the prisoners"), _("The nearest enemy squad unless you choose another (BG-13-a/b)"));
  self->escort = gg_activation_escort_new (self->context, self->squad, self->escort_row);
  self->special = gg_activation_special_new (self->context, self->squad, self->special_row);
}

static void
gg_activation_extra_dispose (GObject *object)
{
  GgActivationExtra *self = GG_ACTIVATION_EXTRA (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ACTIVATION_EXTRA);
  g_clear_pointer (&self->leader_choice, gg_choice_free);
  g_clear_pointer (&self->escort_choice, gg_choice_free);
  g_clear_pointer (&self->command, gg_activation_command_free);
  g_clear_pointer (&self->escort, gg_activation_escort_free);
  g_clear_pointer (&self->special, gg_activation_special_free);
  g_clear_pointer (&self->officer, g_free);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_activation_extra_parent_class)->dispose (object);
}

#define BIND(name)     gtk_widget_class_bind_template_child (widget_class, GgActivationExtra, name)
#define CALLBACK(name) gtk_widget_class_bind_template_callback (widget_class, name)

static void
gg_activation_extra_class_init (GgActivationExtraClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_activation_extra_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-extra.ui");
  BIND (officer_row), BIND (captain_row), BIND (command_row), BIND (leader_row);
  BIND (escort_row), BIND (special_row), BIND (officer_label), BIND (captain_label);
  BIND (leader_label), BIND (result), BIND (officer_button), BIND (leaderless_button);
  BIND (captain_button), BIND (appoint_button), BIND (hide_dd), BIND (hide_hint);
  CALLBACK (hide_cb), CALLBACK (officer_moved_cb), CALLBACK (captain_cb);
  CALLBACK (appoint_cb), CALLBACK (leaderless_cb), CALLBACK (show_hide_hint);
}

#undef BIND
#undef CALLBACK

static void
gg_activation_extra_init (GgActivationExtra *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
}

/* The caller keeps a reference until gg_activation_extra_free(). */
GgActivationExtra *
gg_activation_extra_new (GgPlayContext *context, GgBgSquadRef squad)
{
  GgActivationExtra *self = g_object_ref_sink (g_object_new (GG_TYPE_ACTIVATION_EXTRA, NULL));

  self->context = g_object_ref (context);
  self->squad = squad;
  build (self);
  gg_activation_extra_update (self);
  return self;
}

void
gg_activation_extra_update (GgActivationExtra *self)
{
  show_officer (self);
  show_captain (self);
  gg_activation_command_update (self->command);
  gg_activation_escort_update (self->escort);
  gg_activation_special_update (self->special);
  show_leader (self);
  show_hide_hint (self);
}

void
gg_activation_extra_free (GgActivationExtra *self)
{
  if (self != NULL)
    g_object_unref (self);
}

GgChoice *
gg_activation_extra_get_leader_choice (GgActivationExtra *self)
{
  return self->leader_choice;
}

GgChoice *
gg_activation_extra_get_escort_choice (GgActivationExtra *self)
{
  return self->escort_choice;
}

GgActivationCommand *
gg_activation_extra_get_command (GgActivationExtra *self)
{
  return self->command;
}

GgActivationEscort *
gg_activation_extra_get_escort (GgActivationExtra *self)
{
  return self->escort;
}

GgActivationSpecial *
gg_activation_extra_get_special (GgActivationExtra *self)
{
  return self->special;
}

GtkWidget *
gg_activation_extra_get_widget (GgActivationExtra *self)
{
  return GTK_WIDGET (self);
}
