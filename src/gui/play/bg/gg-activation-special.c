/* gg-activation-special.c: crews and prisoners on a card (see the header). */
#include "gg-config.h"

#include "gg-activation-special.h"
#include "gg-a11y.h"

#include <glib/gi18n.h>

#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"

struct _GgActivationSpecial
{
  GtkBox parent_instance;

  GgPlayContext *context;
  GgBgSquadRef squad;

  /* template children */
  GtkWidget *crew_row, *prisoner_row;
  GtkLabel *crew_label, *holders_label, *spietato_label, *command_label, *result;
  GtkWidget *free_button, *abandon_button, *esitante_button, *protector_button, *mass_button;
};

G_DEFINE_FINAL_TYPE (GgActivationSpecial, gg_activation_special, GTK_TYPE_BOX)

static GgGame *
game_of (GgActivationSpecial *self)
{
  return gg_play_context_get_game (self->context);
}

static GgChit
chit_of (GgActivationSpecial *self)
{
  return (GgChit){ self->squad.side, self->squad.number };
}

/* Gun crews (BG-4.4-x…ab) */

static char *
crew_text (const GgBgGunCrew *crew)
{
  /* Translators: gunners, helpers */
  g_autofree char *who =
    g_strdup_printf (_("Crew of the gun: %d gunners, %d helpers."), crew->gunners, crew->helpers);

  if (crew->load_turns == 1)
    return g_strdup_printf (_("%s It loads in 1 turn (%s)."), who, crew->rule);
  if (crew->load_turns == 2)
    return g_strdup_printf (_("%s It loads in 2 turns (%s)."), who, crew->rule);
  if (crew->fire_loaded)
    return g_strdup_printf (_("%s It cannot load (%s), but may fire a round already loaded "
                              "(BG-4.4-ab)."),
                               who, crew->rule);
  return g_strdup_printf (_("%s It can neither load nor fire (%s)."), who, crew->rule);
}

static void
show_crew (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);
  GgBgGunCrew crew;
  g_autofree char *text = NULL;
  gboolean gun =
    gg_bg_gun_crew (game_of (self), gg_play_context_get_rules (self->context), &chit, &crew);

  gtk_widget_set_visible (GTK_WIDGET (self->crew_label), gun);
  if (!gun)
    return;
  text = crew_text (&crew);
  gtk_label_set_text (self->crew_label, text);
}

/* BG-4.3-e: a dismounted cavalry squad's horse holders. */
static void
show_holders (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);
  int dismounted, needed, holders;
  g_autofree char *text = NULL;
  gboolean on_foot = gg_bg_squad_dismounted (game_of (self),
                                             gg_play_context_get_rules (self->context), &chit,
                                             &dismounted, &needed, &holders);

  gtk_widget_set_visible (GTK_WIDGET (self->holders_label), on_foot);
  if (!on_foot)
    return;
  /* Translators: troopers on foot, holders needed, holders present */
  text =
    g_strdup_printf (_("Dismounted: %d troopers on foot need %d horse holders, who cannot fire "
                            "(BG-4.3-e); the squad has %d."),
                        dismounted, needed, holders);
  gtk_label_set_text (self->holders_label, text);
  if (holders < needed)
    gtk_widget_add_css_class (GTK_WIDGET (self->holders_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->holders_label), "warning");
}

const char *
gg_activation_special_get_holders_text (GgActivationSpecial *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->holders_label))
           ? gtk_label_get_text (self->holders_label)
           : NULL;
}

const char *
gg_activation_special_get_crew_text (GgActivationSpecial *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->crew_label))
           ? gtk_label_get_text (self->crew_label)
           : NULL;
}

/* Prisoners (BG-13-h/i/j) */

/* Prisoners of this squad's side held by the enemy; prisoners this squad holds. */
static void
count_prisoners (GgActivationSpecial *self, guint *ours_held, guint *held_here)
{
  GgGame *game = game_of (self);

  *ours_held = *held_here = 0;
  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);

      *ours_held += p->captor.side != self->squad.side;
      *held_here += p->captor.side == self->squad.side && p->captor.squad == self->squad.number;
    }
}

gboolean
gg_activation_special_may_free (GgActivationSpecial *self, const char **why_not)
{
  gboolean may = gg_bg_unguarded_prisoners (game_of (self), self->squad.side) > 0;

  *why_not = may ? NULL
                 : _("Every prisoner of this side still has a guard: prisoners are freed when "
                     "their guards are gone (BG-13-h).");
  return may;
}

static void
show_prisoners (GgActivationSpecial *self)
{
  guint ours_held, held_here;
  const char *why_not = NULL;
  gboolean may = gg_activation_special_may_free (self, &why_not);

  count_prisoners (self, &ours_held, &held_here);
  gtk_widget_set_visible (self->prisoner_row, ours_held > 0 || held_here > 0);
  gtk_widget_set_visible (self->free_button, ours_held > 0);
  gtk_widget_set_sensitive (self->free_button, may);
  gtk_widget_set_tooltip_text (self->free_button,
                               may ? _("The prisoners join this squad (BG-13-h)") : why_not);
  gtk_widget_set_visible (self->abandon_button, held_here > 0);
}

static void
show_last_entry (GgActivationSpecial *self)
{
  GgLog *log = game_of (self)->state->log;

  gtk_label_set_text (self->result, gg_log_get_entry (log, gg_log_get_n_entries (log) - 1)->text);
}

guint
gg_activation_special_free_prisoners (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);
  const char *why_not = NULL;
  guint n;

  if (!gg_activation_special_may_free (self, &why_not))
    {
      gtk_label_set_text (self->result, why_not);
      return 0;
    }
  n = gg_bg_play_free_prisoners (game_of (self), &chit);
  show_last_entry (self);
  gg_bg_table_refresh (gg_play_context_get_play (self->context));
  gg_play_context_commit (self->context);
  return n;
}

int
gg_activation_special_abandon_prisoners (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);
  g_autoptr (GError) error = NULL;
  int number = gg_bg_play_abandon_prisoners (game_of (self), &chit, &error);

  if (number == 0)
    {
      gtk_label_set_text (self->result, error != NULL ? error->message : "");
      return 0;
    }
  show_last_entry (self);
  gg_bg_table_refresh (gg_play_context_get_play (self->context));
  gg_play_context_commit (self->context);
  return number;
}

const char *
gg_activation_special_get_result (GgActivationSpecial *self)
{
  return gtk_label_get_text (self->result);
}

/* Characters (BG-15.1-k/l/r/s) */

static void
show_characters (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self), enemy;
  GgBgRules *rules = gg_play_context_get_rules (self->context);
  g_autofree char *text = NULL;
  const char *why_not = NULL;
  gboolean gigogin = FALSE, due;
  double mm = 0;
  gboolean must = gg_bg_play_spietato (game_of (self), rules, &chit, &enemy, &mm);

  if (must)
    /* Translators: enemy squad, distance in cm */
    text = g_strdup_printf (_("Spietato: enemy squad %c%d is %.1f cm away, within close range: "
                              "this squad must charge it (BG-15.1-k, AMB-63)."),
                               enemy.side, enemy.squad, mm / 10);
  gtk_label_set_text (self->spietato_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->spietato_label), must);
  gtk_widget_set_visible (self->esitante_button,
                          gg_bg_squad_has_character (game_of (self), &chit, GG_BG_CHAR_ESITANTE));
  due = gg_bg_protector_due (game_of (self), &chit, &gigogin, &why_not);
  gtk_widget_set_visible (self->protector_button, due || why_not != NULL);
  gtk_widget_set_sensitive (self->protector_button, due);
  gtk_button_set_label (GTK_BUTTON (self->protector_button),
                        gigogin ? _("Is La Bella Gigogin hit? (D10)")
                                : _("Is the Martinitt hit? (D10)"));
  gtk_widget_set_tooltip_text (self->protector_button,
                               due ? _("The squad has suffered casualties: the Martinitt or La "
                                       "Bella Gigogin attached is hit on a 5 (BG-15.1-r/s, "
                                       "AMB-64)")
                                   : _("Rolled only when the squad suffers casualties "
                                       "(BG-15.1-r/s)"));
}

const char *
gg_activation_special_get_spietato_text (GgActivationSpecial *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->spietato_label))
           ? gtk_label_get_text (self->spietato_label)
           : NULL;
}

gboolean
gg_activation_special_esitante (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);
  int roll;
  gboolean ordered;

  if (!gg_bg_squad_has_character (game_of (self), &chit, GG_BG_CHAR_ESITANTE))
    return FALSE;
  ordered = gg_bg_play_esitante (game_of (self), gg_play_context_get_rules (self->context), &roll);
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return ordered;
}

gboolean
gg_activation_special_protector (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);
  const char *why_not = NULL;
  gboolean gigogin = FALSE, hit;
  int roll;

  if (!gg_bg_protector_due (game_of (self), &chit, &gigogin, &why_not))
    return FALSE;
  hit = gg_bg_play_protector (game_of (self), gg_play_context_get_rules (self->context), &chit,
                              gigogin, &roll);
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return hit;
}

/* Out of command (BG-4.5-l, BG-4.8-n) */

static void
show_command (GgActivationSpecial *self)
{
  static const struct
  {
    GgBgAction action;
    const char *name;
  } actions[] = {
    { GG_BG_ACTION_FIRE, N_ ("fire") },
    { GG_BG_ACTION_RELOAD, N_ ("reload") },
    { GG_BG_ACTION_FORM_MASS, N_ ("form mass in place") },
    { GG_BG_ACTION_MOVE_TO_OFFICER, N_ ("retire toward an officer") },
    { GG_BG_ACTION_MOVE_TO_COVER, N_ ("move into cover, being under fire") },
    { GG_BG_ACTION_MOVE, N_ ("move") },
    { GG_BG_ACTION_ASSAULT, N_ ("assault or charge") },
  };
  GgChit chit = chit_of (self);
  GgBgRules *rules = gg_play_context_get_rules (self->context);
  g_autoptr (GString) may = g_string_new (NULL);
  g_autofree char *text = NULL;
  const char *rule = NULL;
  gboolean out = !gg_bg_play_in_command (game_of (self), rules, chit.side, chit.squad);

  gtk_widget_set_visible (GTK_WIDGET (self->command_label), out);
  if (!out)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    if (gg_bg_play_may_act (game_of (self), rules, &chit, actions[i].action, &rule))
      g_string_append_printf (may, "%s%s", may->len ? ", " : "", _(actions[i].name));
  /* Translators: the actions it may take, "fire, reload, …" */
  text = g_strdup_printf (_("Out of command (BG-4.8-m): this activation the squad may only %s; "
                            "no other move, no assault (BG-4.5-l, BG-4.8-n, BG-4.2-l)."),
                             may->str);
  gtk_label_set_text (self->command_label, text);
}

const char *
gg_activation_special_get_command_text (GgActivationSpecial *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->command_label))
           ? gtk_label_get_text (self->command_label)
           : NULL;
}

/* Mass (BG-5-d…g) */

static void
show_mass (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);
  GgSquadState *s =
    gg_bg_state_squad (game_of (self)->state, self->squad.side, self->squad.number, FALSE);
  const char *rule = NULL;
  gboolean may = gg_bg_play_may_form_mass (game_of (self),
                                           gg_play_context_get_rules (self->context), &chit, &rule);
  g_autofree char *why = NULL;

  gtk_widget_set_sensitive (self->mass_button, may);
  gtk_button_set_label (GTK_BUTTON (self->mass_button),
                        s != NULL && s->mass ? _("In mass (BG-5-d)") : _("Form _Mass"));
  if (may)
    why = g_strdup (_("The squad forms mass: +1 in melee against cavalry until it moves; it is "
                      "its action, a move (BG-5-d, BG-11.8-b)"));
  else
    /* Translators: the rule that forbids it */
    why = g_strdup_printf (_("The squad may not form mass now (%s): infantry of at least 5 "
                             "figures, in its own activation before it acts, not yet in melee "
                             "(BG-5-d…g)."),
                              rule);
  gtk_widget_set_tooltip_text (self->mass_button, why);
}

gboolean
gg_activation_special_form_mass (GgActivationSpecial *self)
{
  GgChit chit = chit_of (self);

  if (!gg_bg_play_form_mass (game_of (self), gg_play_context_get_rules (self->context), &chit))
    {
      gtk_label_set_text (self->result, gtk_widget_get_tooltip_text (self->mass_button));
      return FALSE;
    }
  show_last_entry (self);
  gg_play_context_commit (self->context);
  return TRUE;
}

/* Building */

static void
free_cb (GgActivationSpecial *self)
{
  gg_activation_special_free_prisoners (self);
}

static void
abandon_cb (GgActivationSpecial *self)
{
  gg_activation_special_abandon_prisoners (self);
}

static void
esitante_cb (GgActivationSpecial *self)
{
  gg_activation_special_esitante (self);
}

static void
protector_cb (GgActivationSpecial *self)
{
  gg_activation_special_protector (self);
}

static void
mass_cb (GgActivationSpecial *self)
{
  gg_activation_special_form_mass (self);
}

static void
gg_activation_special_dispose (GObject *object)
{
  GgActivationSpecial *self = GG_ACTIVATION_SPECIAL (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ACTIVATION_SPECIAL);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_activation_special_parent_class)->dispose (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, GgActivationSpecial, name)

static void
gg_activation_special_class_init (GgActivationSpecialClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_activation_special_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-special.ui");
  BIND (crew_row), BIND (prisoner_row), BIND (crew_label), BIND (holders_label);
  BIND (spietato_label), BIND (command_label), BIND (result), BIND (free_button);
  BIND (abandon_button), BIND (esitante_button), BIND (protector_button), BIND (mass_button);
  gtk_widget_class_bind_template_callback (widget_class, free_cb);
  gtk_widget_class_bind_template_callback (widget_class, abandon_cb);
  gtk_widget_class_bind_template_callback (widget_class, esitante_cb);
  gtk_widget_class_bind_template_callback (widget_class, protector_cb);
  gtk_widget_class_bind_template_callback (widget_class, mass_cb);
}

#undef BIND

static void
gg_activation_special_init (GgActivationSpecial *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
}

/* Appended to @box; the caller keeps a reference until gg_activation_special_free(). */
GgActivationSpecial *
gg_activation_special_new (GgPlayContext *context, GgBgSquadRef squad, GtkWidget *box)
{
  GgActivationSpecial *self = g_object_ref_sink (g_object_new (GG_TYPE_ACTIVATION_SPECIAL, NULL));

  self->context = g_object_ref (context);
  self->squad = squad;
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self));
  gg_activation_special_update (self);
  return self;
}

void
gg_activation_special_update (GgActivationSpecial *self)
{
  show_crew (self);
  show_holders (self);
  show_prisoners (self);
  show_characters (self);
  show_command (self);
  show_mass (self);
}

void
gg_activation_special_free (GgActivationSpecial *self)
{
  if (self != NULL)
    g_object_unref (self);
}
