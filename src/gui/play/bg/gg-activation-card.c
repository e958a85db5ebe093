/* gg-activation-card.c: one squad's activation card, a template widget (ui/gg-activation-card.ui),
 * and what its buttons do. The core rolls and writes the state; the card shows. */
#include "gg-config.h"

#include "gg-activation-card.h"
#include "gg-a11y.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>

#include "gg-activation-extra.h"
#include "gg-activation-card-private.h"
#include "gg-activation-firers.h"
#include "gg-activation-losses.h"
#include "gg-activation-pair.h"
#include "gg-bg-officers.h"
#include "gg-bg-play.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-characters.h"
#include "gg-bg-score.h"
#include "gg-play-text.h"

struct _GgActivationCard
{
  GtkBox parent_instance;

  GgPlayContext *context;
  GgBgSquadRef squad;
  gboolean morale_due, friendly_fire, morale_done, morale_passed, acted;
  GArray *targets;     /* GgBgSquadRef offered by the selected action */
  GPtrArray *controls; /* buttons and choices, off once the squad has acted */
  GtkLabel *texts[GG_CARD_N_TEXTS];
  GtkWidget *house[GG_CARD_N_TEXTS];
  GgActivationExtra *extra;
  GgLossChoice *loss_choice;   /* the target's player picks the casualties (BG-12.4-a) */
  GgFirerChoice *firer_choice; /* the figures that fire, and so must reload (BG-4.2-g) */
  char *excess;   /* a move beyond the allowance waiting for the referee's word (the core's) */
  GArray *splits; /* GgBgSquadRef offered as a split fire's second target */
  GtkWidget *split_row;  /* shown when some firers cannot see the target (BG-12.1-d) */
  GtkDropDown *split_dd; /* 0: no split; i: splits[i - 1] */

  /* template children */
  GtkLabel *title_label, *subtitle, *morale_heading;
  GtkWidget *morale_box, *action_box, *morale_button;
  GtkEntry *dice_entry;
  GtkLabel *morale_odds, *morale_result, *fire_odds, *fire_result, *melee_odds, *melee_result;
  GtkLabel *gun_odds, *gun_result;
  GtkWidget *morale_house, *fire_house, *melee_house, *gun_house;
  GtkLabel *morale_modifiers, *fire_breakdown, *move_label, *reload_label, *done_label;
  GtkDropDown *action_dd, *target_dd, *shot_dd;
  GtkStack *stack;
  GtkWidget *target_row, *fire_page;
  GtkWidget *moved_button, *fire_button, *reload_button, *charge_button, *gun_button;
  GtkWidget *vedetta_button; /* fire at the hidden Little Look-out (BG-15.1-v) */
  GtkWidget *contact_button; /* fight the melee a contact after the move started (BG-4.2-i) */
};

G_DEFINE_FINAL_TYPE (GgActivationCard, gg_activation_card, GTK_TYPE_BOX)

static const char *const pages[] = { "move", "fire", "reload", "melee", "artillery" };

/* Helpers */

static GgBgTable *
play_of (GgActivationCard *self)
{
  return gg_play_context_get_play (self->context);
}

static GgGameState *
state_of (GgActivationCard *self)
{
  return gg_play_context_get_state (self->context);
}

static void
set_house (GgActivationCard *self, GgCardText part, gboolean house, const char *tooltip)
{
  gtk_widget_set_visible (self->house[part], house);
  gtk_widget_set_tooltip_text (self->house[part], house ? tooltip : NULL);
}

/* Real dice typed in go to the dice before the core rolls (gg_dice_queue_entered). */
static gboolean
queue_dice (GgActivationCard *self, GgDieKind kind)
{
  GgDice *dice = state_of (self)->dice;
  g_auto (GStrv)
    parts = g_strsplit_set (gtk_editable_get_text (GTK_EDITABLE (self->dice_entry)), " ,;", -1);

  gg_dice_clear_queue (dice);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *end;
      long v = strtol (parts[i], &end, 10);

      if (*parts[i] == '\0')
        continue;
      if (*end != '\0' || !gg_dice_queue_entered (dice, kind, v))
        {
          gg_dice_clear_queue (dice);
          gtk_widget_add_css_class (GTK_WIDGET (self->dice_entry), "error");
          return FALSE;
        }
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->dice_entry), "error");
  return TRUE;
}

static void
finish_roll (GgActivationCard *self)
{
  gg_dice_clear_queue (state_of (self)->dice);
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "");
}

/* Morale */

static void
morale_prepare (GgActivationCard *self, GgBgMorale *morale, GgBgMoraleInput *input)
{
  /* the core's input: training, traits and the leaders' characters (BG-15.1) */
  gg_bg_play_morale_input (gg_play_context_get_game (self->context),
                           gg_play_context_get_rules (self->context), self->squad.side,
                           self->squad.number, FALSE, input);
  input->friendly_fire = self->friendly_fire; /* read from the markers at activation */
  gg_bg_morale_prepare (gg_play_context_get_rules (self->context), input, morale);
}

static void
show_morale_odds (GgActivationCard *self)
{
  GgBgMorale morale;
  GgBgMoraleInput input;
  g_autofree char *odds = NULL;
  g_autofree char *tip = NULL;

  morale_prepare (self, &morale, &input);
  odds = gg_play_text_morale_odds (&morale);
  gtk_label_set_text (self->texts[GG_CARD_MORALE_ODDS], odds);
  tip = gg_play_text_house_tooltip (&morale.table);
  set_house (self, GG_CARD_MORALE_ODDS, morale.house, tip);
  gg_bg_morale_clear (&morale);
}

static GgChit
chit_of (GgActivationCard *self)
{
  return (GgChit){ self->squad.side, self->squad.number };
}

static gboolean current_target (GgActivationCard *self, GgBgSquadRef *target);

/* Fire and charge need a target: without one their buttons say why rather than do nothing. */
static void
update_target_buttons (GgActivationCard *self, gboolean may_act)
{
  GtkWidget *buttons[] = { self->fire_button, self->charge_button };
  GgBgSquadRef target;
  gboolean has = self->targets != NULL && current_target (self, &target);

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      gtk_widget_set_sensitive (buttons[i], may_act && has);
      gtk_widget_set_tooltip_text (
        buttons[i], has ? NULL : _("No target: no enemy squad is in sight and range"));
    }
}

static void
update_sensitivity (GgActivationCard *self)
{
  gboolean blocked = self->morale_due && self->morale_done && !self->morale_passed;
  gboolean may_act = !self->acted &&
                     (!self->morale_due || (self->morale_done && self->morale_passed));

  for (guint i = 0; i < self->controls->len; i++)
    gtk_widget_set_sensitive (g_ptr_array_index (self->controls, i), may_act);
  gtk_widget_set_sensitive (self->morale_button, !self->morale_done);
  update_target_buttons (self, may_act);
  gtk_label_set_text (self->done_label,
                      blocked ? _("After its morale test the squad takes no action this "
                                  "activation (BG-9).")
                              : _("This squad has acted."));
  gtk_widget_set_visible (GTK_WIDGET (self->done_label), self->acted || blocked);
}

void
gg_activation_card_roll_morale (GgActivationCard *self)
{
  GgBgRules *rules = gg_play_context_get_rules (self->context);
  GgGame *game = gg_play_context_get_game (self->context);
  g_auto (GgBgMoraleAction) test = { 0 };
  g_autofree char *result = NULL;
  g_autofree char *mods = NULL;
  g_autofree char *note = NULL;
  GgChit chit = chit_of (self);

  if (!self->morale_due || self->morale_done || !queue_dice (self, GG_DIE_D20))
    return;
  gg_play_context_begin_action (self->context, _("Morale Test"));
  /* rolled and logged, with Sfortunato's second D20 (BG-15.1-n), recorded, its losses taken */
  gg_bg_play_morale_action (game, rules, &chit, self->friendly_fire, &test);
  finish_roll (self);
  self->morale_done = TRUE;
  self->morale_passed = test.passed;
  if (test.hit->len > 0) /* Capo Squadra Colpito (BG-4.8-l), or one who flees: off the table */
    gg_bg_table_refresh (play_of (self));
  result = gg_play_text_morale_result (&test.morale);
  if (test.morale.outcome == GG_BG_MORALE_FLEE && test.hit->len > 0)
    {
      g_autofree char *r = result;

      /* TRANSLATORS: the figure that runs after a morale test */
      result = g_strdup_printf (_("%s\n%s flees and leaves the table (BG-MISS-01)."), r,
                                   (char *) g_ptr_array_index (test.hit, 0));
    }
  mods = gg_play_text_modifiers (test.morale.modifiers);
  gtk_label_set_text (self->texts[GG_CARD_MORALE_RESULT], result);
  if (test.sfortunato_hit)
    note = g_strdup_printf ("%s\n%s", mods, _("Sfortunato is hit by the second D20 (BG-15.1-n)."));
  gtk_label_set_text (self->morale_modifiers, note ? note : mods);
  update_sensitivity (self);
  gg_play_context_end_action (self->context);
}

/* Targets */

static void
fill_targets (GgActivationCard *self, GArray *targets)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint keep = gtk_drop_down_get_selected (self->target_dd);
  GgBgSquadRef old = { 0, 0 };

  if (keep < self->targets->len)
    old = g_array_index (self->targets, GgBgSquadRef, keep);
  keep = 0;
  g_array_set_size (self->targets, 0);
  for (guint i = 0; i < targets->len; i++)
    {
      GgBgSquadRef s = g_array_index (targets, GgBgSquadRef, i);
      g_autofree char *name = g_strdup_printf (_("Squad %c%d"), s.side, s.number);

      if (s.side == old.side && s.number == old.number)
        keep = i;
      g_array_append_val (self->targets, s);
      gtk_string_list_append (names, name);
    }
  /* an empty list would show GTK's own "(None)", which GTK 4.8 leaves untranslated in Italian;
   * the item stands past the targets, so current_target() still finds none */
  if (targets->len == 0)
    gtk_string_list_append (names, _("No target"));
  gtk_drop_down_set_model (self->target_dd, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->target_dd, keep);
}

static gboolean
current_target (GgActivationCard *self, GgBgSquadRef *target)
{
  guint i = gtk_drop_down_get_selected (self->target_dd);

  if (i >= self->targets->len)
    return FALSE;
  *target = g_array_index (self->targets, GgBgSquadRef, i);
  return TRUE;
}

static GArray *
enemy_squads (GgActivationCard *self)
{
  g_autoptr (GArray) all = gg_bg_table_squads (play_of (self));
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));

  for (guint i = 0; i < all->len; i++)
    if (g_array_index (all, GgBgSquadRef, i).side != self->squad.side)
      g_array_append_val (out, g_array_index (all, GgBgSquadRef, i));
  return out;
}

static GgCardAction
current_action (GgActivationCard *self)
{
  return gtk_drop_down_get_selected (self->action_dd);
}

static gboolean
shell_selected (GgActivationCard *self)
{
  return gtk_drop_down_get_selected (self->shot_dd) == GG_BG_SHOT_SHELL;
}

static void
update_targets (GgActivationCard *self)
{
  GgBgTable *play = play_of (self);
  GgCardAction action = current_action (self);
  g_autoptr (GArray) targets = NULL;

  if (action == GG_CARD_FIRE)
    targets = gg_bg_table_fire_targets (play, self->squad, GG_BG_WEAPON_OWN);
  else if (action == GG_CARD_MELEE)
    targets = gg_bg_table_charge_targets (play, self->squad);
  else
    targets = enemy_squads (self);
  fill_targets (self, targets);
  gtk_widget_set_visible (self->target_row,
                          action == GG_CARD_FIRE || action == GG_CARD_MELEE ||
                            (action == GG_CARD_ARTILLERY && shell_selected (self)));
}

/* Fire */

/* The squad's firers for @target with their own weapons, less those the player holds back
 * (BG-4.2-g). */
static void
firers_setup (GgActivationCard *self, GgBgSquadRef target, GgBgFireSetup *setup)
{
  gg_bg_table_fire_setup (play_of (self), self->squad, target, GG_BG_WEAPON_OWN, setup);
  gg_firer_choice_set_figures (self->firer_choice, setup->firers);
  gg_firer_choice_filter (self->firer_choice, setup->firers);
}

static void
fire_prepare (GgActivationCard *self, GgBgSquadRef target, GgBgFireSetup *setup, GgBgFire *fire)
{
  firers_setup (self, target, setup);
  gg_bg_fire_prepare (gg_play_context_get_rules (self->context), setup->arm,
                      (GgBgFirer *) setup->firers->data, setup->firers->len, &setup->target, fire);
}

/* BG-12.1-d: when some of the firers cannot see @target, the other enemy squads in reach are
 * offered as the second target of those figures (the core decides who fires at it). */
static void
update_splits (GgActivationCard *self, GgBgSquadRef target, const GgBgFireSetup *setup)
{
  g_autoptr (GArray) all = gg_bg_table_fire_targets (play_of (self), self->squad, GG_BG_WEAPON_OWN);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint was = gtk_drop_down_get_selected (self->split_dd), keep = 0;
  GgBgSquadRef old = { 0, 0 };
  gboolean hidden = FALSE;

  if (was > 0 && was <= self->splits->len)
    old = g_array_index (self->splits, GgBgSquadRef, was - 1);
  for (guint i = 0; i < setup->firers->len; i++)
    hidden |= !g_array_index (setup->firers, GgBgFirer, i).visible;
  g_array_set_size (self->splits, 0);
  gtk_string_list_append (names, _("No one: one target"));
  for (guint i = 0; hidden && i < all->len; i++)
    {
      GgBgSquadRef s = g_array_index (all, GgBgSquadRef, i);
      g_autofree char *name = NULL;

      if (s.side == target.side && s.number == target.number)
        continue;
      name = g_strdup_printf (_("Squad %c%d"), s.side, s.number);
      g_array_append_val (self->splits, s);
      gtk_string_list_append (names, name);
      if (s.side == old.side && s.number == old.number)
        keep = self->splits->len;
    }
  gtk_drop_down_set_model (self->split_dd, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->split_dd, keep);
  gtk_widget_set_visible (self->split_row, self->splits->len > 0);
}

static void
show_fire_odds (GgActivationCard *self)
{
  GgBgSquadRef target;
  GgBgFireSetup setup;
  GgBgFire fire;
  g_autofree char *odds = NULL;
  g_autofree char *breakdown = NULL;
  g_autofree char *tip = NULL;

  if (!current_target (self, &target))
    {
      gtk_label_set_text (self->texts[GG_CARD_FIRE_ODDS], _("No enemy squad in sight and range."));
      gtk_label_set_text (self->fire_breakdown, "");
      set_house (self, GG_CARD_FIRE_ODDS, FALSE, NULL);
      if (self->split_row != NULL)
        gtk_widget_set_visible (self->split_row, FALSE);
      return;
    }
  fire_prepare (self, target, &setup, &fire);
  if (self->split_row != NULL)
    update_splits (self, target, &setup);
  odds = gg_play_text_hits_odds (fire.odds, fire.n_firing);
  breakdown = gg_play_text_fire_breakdown (&fire);
  tip = gg_play_text_fire_house (&fire);
  gtk_label_set_text (self->texts[GG_CARD_FIRE_ODDS], odds);
  gtk_label_set_text (self->fire_breakdown, breakdown);
  set_house (self, GG_CARD_FIRE_ODDS, fire.house, tip);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
}

/* What the core decided: the result, the casualty choice offered to the target's player. */
static void
show_fire (GgActivationCard *self, GgBgSquadRef target, const GgBgFireAction *action)
{
  const GgBgFireOutcome *outcome = &action->outcome;
  g_autofree char *result =
    gg_play_text_fire_result (&outcome->fire, &outcome->casualties, outcome->lost);

  if (outcome->held && outcome->lost->len > 0)
    {
      g_autofree char *r = result;

      result = g_strdup_printf ("%s\n%s", r,
                                _("Mutual fire: these losses are held back until the other squad "
                                  "has fired (BG-2.2-f)."));
    }
  if (action->split) /* BG-12.1-d: the figures that could not see the target */
    {
      const GgBgFireOutcome *part = &action->split_outcome;
      g_autofree char *r = result;
      g_autofree char *second =
        gg_play_text_fire_result (&part->fire, &part->casualties, part->lost);

      result = g_strdup_printf (_("%s\nSplit fire, the figures that could not see the target "
                                  "(BG-12.1-d):\n%s"),
                                   r, second);
    }
  gtk_label_set_text (self->texts[GG_CARD_FIRE_RESULT], result);
  gg_loss_choice_offer (self->loss_choice, target, outcome->lost, action->setup.exposed);
}

void
gg_activation_card_fire (GgActivationCard *self)
{
  g_auto (GStrv) held = NULL;
  GgBgFireChoice choice = { 0 };
  GgBgFireAction action;

  if (self->acted || !current_target (self, &choice.target) || !queue_dice (self, GG_DIE_D10))
    return;
  held = gg_firer_choice_held (self->firer_choice);
  choice.held = (const char *const *) held;
  if (gtk_widget_get_visible (self->split_row) && gtk_drop_down_get_selected (self->split_dd) > 0 &&
      gtk_drop_down_get_selected (self->split_dd) <= self->splits->len)
    choice.split =
      g_array_index (self->splits, GgBgSquadRef, gtk_drop_down_get_selected (self->split_dd) - 1);
  /* one call: the core rolls, takes the casualties off the table, logs and counts the action */
  gg_play_context_begin_action (self->context, _("Fire"));
  gg_bg_play_fire_action (play_of (self), self->squad, &choice, &action);
  self->acted = action.activation_over;
  finish_roll (self);
  gg_play_context_end_action (self->context);
  show_fire (self, choice.target, &action);
  gg_bg_fire_action_clear (&action);
  update_sensitivity (self);
}

/* Move and reload */

static void
moved (GgActivationCard *self, const char *override)
{
  g_autofree char *contact = NULL;
  GgBgMoveAction move;
  GgChit chit;

  gg_play_context_begin_action (self->context, _("Move"));
  chit = chit_of (self);
  /* one call: the core logs the move, spots the hidden squads an enemy now sees (BG-14.2-d,
   * 14.3-d), rules the contact it ended in (BG-4.2-i) and counts the action (BG-2.4-b) */
  self->acted = gg_bg_play_move_action (play_of (self), &chit, override, &move);
  contact = gg_activation_card_contact (self, &move); /* BG-4.2-i, BG-11.2-c */
  if (contact != NULL)
    gtk_label_set_text (self->move_label, contact);
  gtk_widget_set_visible (self->contact_button,
                          contact != NULL &&
                            gg_bg_play_in_command (gg_play_context_get_game (self->context),
                                                   gg_play_context_get_rules (self->context),
                                                   self->squad.side, self->squad.number));
  update_sensitivity (self);
  gg_play_context_end_action (self->context);
}

static void
override_response_cb (AdwMessageDialog *dialog, const char *response, GgActivationCard *self)
{
  g_autofree char *excess = g_steal_pointer (&self->excess);

  if (g_strcmp0 (response, "override") == 0 && !self->acted && excess != NULL)
    moved (self, excess);
}

/* Beyond the allowance the rules refuse the move: only the referee may allow it, logged. */
static void
ask_override (GgActivationCard *self, char *excess)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  g_free (self->excess);
  self->excess = excess;
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Beyond the Allowance"), NULL);
  /* Translators: the figure that went furthest beyond its allowance, e.g. "A-2-L1 used 18.2 cm
   * of 15.0 cm (BG-4.2-h)" */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("%s. The rules refuse this move: drag the squad back, or "
                                    "allow it as the referee (the log records the override)."),
                                     excess);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel",
                                    _("_Cancel"), "override", _("_Referee’s Override"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "override",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (override_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
gg_activation_card_move (GgActivationCard *self)
{
  GgChit chit = chit_of (self);
  char *excess = NULL;

  if (self->acted)
    return;
  if (gg_bg_play_move_excess (gg_play_context_get_game (self->context), &chit, &excess))
    {
      ask_override (self, excess);
      return;
    }
  moved (self, NULL);
}

/* The melee the contact started, fought at once after the move (BG-4.2-i); the button goes. */
void
gg_activation_card_contact_melee (GgActivationCard *self)
{
  if (!gtk_widget_get_visible (self->contact_button) || !queue_dice (self, GG_DIE_D10))
    return;
  gg_play_context_begin_action (self->context, _("Melee"));
  gg_activation_card_run_contact_melee (self, self->move_label);
  gtk_widget_set_visible (self->contact_button, FALSE);
  finish_roll (self);
  gg_play_context_end_action (self->context);
}

void
gg_activation_card_reload (GgActivationCard *self)
{
  GgChit chit;

  if (self->acted)
    return;
  gg_play_context_begin_action (self->context, _("Reload"));
  chit = chit_of (self);
  /* the figures that must reload do, logged, as the squad's action (BG-4.2-g) */
  self->acted = gg_bg_play_reload_action (gg_play_context_get_game (self->context), &chit, NULL);
  update_sensitivity (self);
  gg_play_context_end_action (self->context);
}

static void
show_move (GgActivationCard *self)
{
  GgBgArm arm = gg_bg_table_squad_arm (play_of (self), self->squad.side, self->squad.number);
  GgChit chit = chit_of (self);
  g_autoptr (GPtrArray)
    guards = gg_bg_prisoner_guards (gg_play_context_get_game (self->context), &chit);
  /* BG-13-d: escorting prisoners, the squad marches at infantry speed */
  GgBgNumber n = gg_bg_squad_allowance (gg_play_context_get_game (self->context),
                                        gg_play_context_get_rules (self->context), &chit, arm,
                                        FALSE, NULL);
  GgSquadState *s =
    gg_bg_state_squad (state_of (self), self->squad.side, self->squad.number, FALSE);
  guint reload = s != NULL ? s->reload->len : 0;
  g_autofree char *move = guards->len > 0
    ? g_strdup_printf (_("Escorting prisoners: move up to %.4g cm in the open, at "
                                         "infantry speed (%s)."),
                          n.value / 10, n.rule)
    : g_strdup_printf (_("Move the figures on the table: up to %.4g cm in the "
                                         "open (%s)."),
                          n.value / 10, n.rule);
  g_autofree char *text = g_strdup_printf (
    ngettext ("%u figure must reload (BG-3.5-a).", "%u figures must reload (BG-3.5-a).", reload),
    reload);

  gtk_label_set_text (self->move_label, move);
  gtk_label_set_text (self->reload_label, text);
}

static void
show_melee_odds (GgActivationCard *self)
{
  GgBgSquadRef target;

  if (!current_target (self, &target))
    {
      gtk_label_set_text (self->texts[GG_CARD_MELEE_ODDS], _("No enemy squad within reach."));
      set_house (self, GG_CARD_MELEE_ODDS, FALSE, NULL);
      return;
    }
  gg_activation_card_show_melee (self, target, self->texts[GG_CARD_MELEE_ODDS],
                                 self->house[GG_CARD_MELEE_ODDS]);
}

static void
show_gun_odds (GgActivationCard *self)
{
  GgBgSquadRef target;
  gboolean has = current_target (self, &target);

  gg_activation_card_show_gun (self, gtk_drop_down_get_selected (self->shot_dd),
                               has ? &target : NULL, self->texts[GG_CARD_GUN_ODDS],
                               self->house[GG_CARD_GUN_ODDS]);
}

void
gg_activation_card_melee (GgActivationCard *self)
{
  GgBgSquadRef target;

  if (self->acted || !current_target (self, &target) || !queue_dice (self, GG_DIE_D10))
    return;
  gg_play_context_begin_action (self->context, _("Melee"));
  self->acted = gg_activation_card_run_melee (self, target, self->texts[GG_CARD_MELEE_RESULT]);
  finish_roll (self);
  update_sensitivity (self);
  gg_play_context_end_action (self->context);
}

void
gg_activation_card_artillery (GgActivationCard *self)
{
  GgBgSquadRef target;
  gboolean has = current_target (self, &target);

  if (self->acted || !queue_dice (self, GG_DIE_D10))
    return;
  gg_play_context_begin_action (self->context, _("Gun Fire"));
  self->acted = gg_activation_card_run_gun (self, gtk_drop_down_get_selected (self->shot_dd),
                                            has ? &target : NULL, self->texts[GG_CARD_GUN_RESULT]);
  finish_roll (self);
  update_sensitivity (self);
  gg_play_context_end_action (self->context);
}

/* Updating */

static void
update_subtitle (GgActivationCard *self)
{
  GgBgTable *play = play_of (self);
  g_autoptr (GPtrArray)
    figures = gg_bg_table_squad_figures (play, self->squad.side, self->squad.number);
  GgBgArm arm = gg_bg_table_squad_arm (play, self->squad.side, self->squad.number);
  /* the status fixed when the chit was drawn, by the chain of command (BG-4.8-m, AMB-23): the
   * one the morale test, the assault and a contact use */
  gboolean out = !gg_bg_play_in_command (gg_play_context_get_game (self->context),
                                         gg_play_context_get_rules (self->context),
                                         self->squad.side, self->squad.number);
  g_autofree char *n =
    g_strdup_printf (ngettext ("%u figure", "%u figures", figures->len), figures->len);
  g_autofree char *text = g_strdup_printf ("%s · %s · %s", n, gg_play_text_arm (arm),
                                           out ? _("out of command (BG-4.8-m)")
                                               : _("in command"));

  gtk_label_set_text (self->subtitle, text);
}

static void
show_vedetta (GgActivationCard *self)
{
  GgChit v;
  gboolean hidden = gg_activation_card_hidden_vedetta (self, &v);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->vedetta_button, hidden);
  if (!hidden)
    return;
  text = g_strdup_printf (_("Fire at the hidden Little Look-out (%c%d)"), v.side, v.squad);
  gtk_button_set_label (GTK_BUTTON (self->vedetta_button), text);
  gtk_widget_set_tooltip_text (self->vedetta_button,
                               _("Firing at him locates him: he is deployed and his squad "
                                 "revealed (BG-15.1-v)"));
}

void
gg_activation_card_update (GgActivationCard *self)
{
  GgCardAction action = current_action (self);
  GgSquadState *s =
    gg_bg_state_squad (state_of (self), self->squad.side, self->squad.number, FALSE);

  /* an action taken elsewhere on the card (forming mass, gg-activation-special.c) */
  if (!self->acted && s != NULL && (s->steps & GG_STEP_ACTED))
    {
      self->acted = TRUE;
      update_sensitivity (self);
    }
  /* the test owed is the state's (the table's marker and the side panel's switch read it too) */
  if (s != NULL && (s->steps & GG_STEP_BEGUN) &&
      self->morale_due != ((s->steps & GG_STEP_MORALE_DUE) != 0))
    {
      self->morale_due = (s->steps & GG_STEP_MORALE_DUE) != 0;
      self->morale_done = (s->steps & GG_STEP_MORALE_TESTED) != 0;
      self->morale_passed = (s->steps & GG_STEP_MORALE_PASSED) != 0;
      gtk_widget_set_visible (self->morale_box, self->morale_due);
      update_sensitivity (self);
    }
  update_subtitle (self);
  gg_activation_extra_update (self->extra);
  if (self->morale_due && !self->morale_done)
    show_morale_odds (self);
  gtk_stack_set_visible_child_name (self->stack, pages[action]);
  if (self->acted)
    return;
  update_targets (self);
  show_vedetta (self);
  if (action == GG_CARD_FIRE)
    show_fire_odds (self);
  else if (action == GG_CARD_MELEE)
    show_melee_odds (self);
  else if (action == GG_CARD_ARTILLERY)
    show_gun_odds (self);
  else
    show_move (self);
}

static void
selection_changed_cb (GtkDropDown *dd, GParamSpec *pspec, GgActivationCard *self)
{
  if (dd != self->target_dd)
    gg_activation_card_update (self);
  update_sensitivity (self);
  if (dd != self->target_dd)
    return;
  if (current_action (self) == GG_CARD_FIRE)
    show_fire_odds (self);
  else if (current_action (self) == GG_CARD_MELEE)
    show_melee_odds (self);
  else if (current_action (self) == GG_CARD_ARTILLERY)
    show_gun_odds (self);
}

/* Building */

static void
vedetta_cb (GgActivationCard *self)
{
  gg_activation_card_fire_at_vedetta (self, self->texts[GG_CARD_FIRE_RESULT]);
}

/* The parts read and written by part number (GgCardText): the template's labels. */
static void
index_texts (GgActivationCard *self)
{
  GtkLabel *texts[] = { self->morale_odds, self->morale_result, self->fire_odds, self->fire_result,
                        self->melee_odds,  self->melee_result,  self->gun_odds,  self->gun_result };
  GtkWidget *house[] = { self->morale_house, NULL, self->fire_house, NULL,
                         self->melee_house,  NULL, self->gun_house,  NULL };

  G_STATIC_ASSERT (G_N_ELEMENTS (texts) == GG_CARD_N_TEXTS);
  for (guint i = 0; i < GG_CARD_N_TEXTS; i++)
    {
      self->texts[i] = texts[i];
      self->house[i] = house[i];
    }
}

/* The controls an action needs, made insensitive once the squad has acted. */
static void
add_controls (GgActivationCard *self)
{
  GtkWidget *buttons[] = { self->moved_button,  self->fire_button, self->reload_button,
                           self->charge_button, self->gun_button,  self->morale_button };
  GtkWidget *w[] = { GTK_WIDGET (self->action_dd),
                     GTK_WIDGET (self->target_dd),
                     GTK_WIDGET (self->shot_dd),
                     GTK_WIDGET (self->dice_entry),
                     gg_firer_choice_get_widget (self->firer_choice),
                     GTK_WIDGET (self->split_dd),
                     self->vedetta_button };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      if (buttons[i] != self->morale_button) /* the test comes before the action */
        g_ptr_array_add (self->controls, buttons[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (w); i++)
    g_ptr_array_add (self->controls, w[i]);
}

/* BG-12.1-d: the split fire's second target, under the choice of firers; hidden until some
 * firers cannot see the target. */
static void
build_split (GgActivationCard *self)
{
  GtkWidget *label = gtk_label_new (_("Those who cannot see it fire at"));

  self->splits = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));
  self->split_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->split_dd = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->split_dd), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Split fire: second target (BG-12.1-d)"), -1);
  gtk_box_append (GTK_BOX (self->split_row), label);
  gtk_box_append (GTK_BOX (self->split_row), GTK_WIDGET (self->split_dd));
  gtk_widget_set_visible (self->split_row, FALSE);
  gtk_box_append (GTK_BOX (self->fire_page), self->split_row);
  gtk_box_reorder_child_after (GTK_BOX (self->fire_page), self->split_row,
                               gg_firer_choice_get_widget (self->firer_choice));
}

/* What the code adds to the template: the squad's name and side, the choices of figures and
 * the squad's extra actions, each made for this squad. */
static void
build (GgActivationCard *self)
{
  g_autofree char *title = g_strdup_printf (_("Squad %c%d"), self->squad.side, self->squad.number);

  gtk_widget_add_css_class (GTK_WIDGET (self), self->squad.side == 'A' ? "gg-side-a" : "gg-side-b");
  gtk_label_set_text (self->title_label, title);
  gtk_label_set_text (self->morale_heading,
                      self->friendly_fire ? _("Morale test due, friendly fire (BG-4.4-o)")
                                          : _("Morale test due (BG-2.3-a)"));
  gtk_widget_set_visible (self->morale_box, self->morale_due);
  self->firer_choice = gg_firer_choice_new (self->fire_page, G_CALLBACK (show_fire_odds), self);
  gtk_box_reorder_child_after (GTK_BOX (self->fire_page),
                               gg_firer_choice_get_widget (self->firer_choice), NULL);
  build_split (self);
  self->loss_choice = gg_loss_choice_new (self->fire_page, self->context);
  self->extra = gg_activation_extra_new (self->context, self->squad);
  gtk_box_append (GTK_BOX (self), gg_activation_extra_get_widget (self->extra));
  index_texts (self);
  add_controls (self);
}

/* A card made again for an activation under way (the game opened again) says what was done. */
static void
show_resumed (GgActivationCard *self)
{
  if (self->morale_done && self->morale_passed)
    gtk_label_set_text (self->texts[GG_CARD_MORALE_RESULT],
                        _("Morale test already taken this activation: passed."));
}

static void
gg_activation_card_dispose (GObject *object)
{
  GgActivationCard *self = GG_ACTIVATION_CARD (object);

  if (self->action_dd != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->action_dd, self);
      g_signal_handlers_disconnect_by_data (self->target_dd, self);
      g_signal_handlers_disconnect_by_data (self->shot_dd, self);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_ACTIVATION_CARD);
  g_clear_pointer (&self->extra, gg_activation_extra_free);
  g_clear_pointer (&self->loss_choice, gg_loss_choice_free);
  g_clear_pointer (&self->firer_choice, gg_firer_choice_free);
  g_clear_object (&self->context);
  G_OBJECT_CLASS (gg_activation_card_parent_class)->dispose (object);
}

static void
gg_activation_card_finalize (GObject *object)
{
  GgActivationCard *self = GG_ACTIVATION_CARD (object);

  g_array_unref (self->targets);
  g_clear_pointer (&self->splits, g_array_unref);
  g_ptr_array_unref (self->controls);
  g_free (GG_ACTIVATION_CARD (object)->excess);
  G_OBJECT_CLASS (gg_activation_card_parent_class)->finalize (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, GgActivationCard, name)

static void
card_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GgActivationCard *self = GG_ACTIVATION_CARD (widget);

  if (g_str_equal (name, "card.morale"))
    gg_activation_card_roll_morale (self);
  else if (g_str_equal (name, "card.fire"))
    gg_activation_card_fire (self);
  else if (g_str_equal (name, "card.reload"))
    gg_activation_card_reload (self);
  else if (g_str_equal (name, "card.move"))
    gg_activation_card_move (self);
  else if (g_str_equal (name, "card.melee"))
    gg_activation_card_melee (self);
  else if (g_str_equal (name, "card.artillery"))
    gg_activation_card_artillery (self);
}

static void
gg_activation_card_class_init (GgActivationCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gg_activation_card_dispose;
  object_class->finalize = gg_activation_card_finalize;
  /* the card's own actions, as Text Editor's source view installs its own */
  gtk_widget_class_install_action (widget_class, "card.morale", NULL, card_action);
  gtk_widget_class_install_action (widget_class, "card.move", NULL, card_action);
  gtk_widget_class_install_action (widget_class, "card.fire", NULL, card_action);
  gtk_widget_class_install_action (widget_class, "card.reload", NULL, card_action);
  gtk_widget_class_install_action (widget_class, "card.melee", NULL, card_action);
  gtk_widget_class_install_action (widget_class, "card.artillery", NULL, card_action);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-activation-card.ui");
  BIND (title_label), BIND (subtitle), BIND (morale_heading), BIND (morale_box);
  BIND (action_box), BIND (morale_button), BIND (dice_entry), BIND (morale_odds);
  BIND (morale_result), BIND (fire_odds), BIND (fire_result), BIND (melee_odds);
  BIND (melee_result), BIND (gun_odds), BIND (gun_result), BIND (morale_house);
  BIND (fire_house), BIND (melee_house), BIND (gun_house), BIND (morale_modifiers);
  BIND (fire_breakdown), BIND (move_label), BIND (reload_label), BIND (done_label);
  BIND (action_dd), BIND (target_dd), BIND (shot_dd), BIND (stack), BIND (target_row);
  BIND (fire_page), BIND (moved_button), BIND (fire_button), BIND (reload_button);
  BIND (charge_button), BIND (gun_button), BIND (vedetta_button), BIND (contact_button);
  gtk_widget_class_bind_template_callback (widget_class, vedetta_cb);
  gtk_widget_class_bind_template_callback (widget_class, gg_activation_card_contact_melee);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed_cb);
  /* buttons bound to the panel's actions turn sensitive as they are shown: set them again */
  gtk_widget_class_bind_template_callback (widget_class, update_sensitivity);
}

#undef BIND

static void
gg_activation_card_init (GgActivationCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_a11y_name_tree (GTK_WIDGET (self)); /* its pages not shown yet */
  self->targets = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));
  self->controls = g_ptr_array_new ();
}

GgActivationCard *
gg_activation_card_new (GgPlayContext *context, GgBgSquadRef squad, guint steps)
{
  GgActivationCard *self = g_object_new (GG_TYPE_ACTIVATION_CARD, NULL);

  self->context = g_object_ref (context);
  self->squad = squad;
  self->morale_due = (steps & GG_STEP_MORALE_DUE) != 0;
  self->friendly_fire = (steps & GG_STEP_FRIENDLY_FIRE) != 0;
  self->morale_done = (steps & GG_STEP_MORALE_TESTED) != 0;
  self->morale_passed = (steps & GG_STEP_MORALE_PASSED) != 0;
  self->acted = (steps & GG_STEP_ACTED) != 0;
  build (self);
  show_resumed (self);
  if (gg_bg_table_squad_gun (play_of (self), squad) != NULL)
    gtk_drop_down_set_selected (self->action_dd, GG_CARD_ARTILLERY);
  else /* only a gun fires a gun (the last choice) */
    gtk_string_list_remove (GTK_STRING_LIST (gtk_drop_down_get_model (self->action_dd)),
                            GG_CARD_ARTILLERY);
  update_sensitivity (self);
  gg_activation_card_update (self);
  return self;
}

GtkWidget *
gg_activation_card_get_widget (GgActivationCard *self)
{
  return GTK_WIDGET (self);
}

GgBgSquadRef
gg_activation_card_get_squad (GgActivationCard *self)
{
  return self->squad;
}

GgPlayContext *
gg_activation_card_get_context (GgActivationCard *self)
{
  return self->context;
}

gboolean
gg_activation_card_morale_due (GgActivationCard *self)
{
  return self->morale_due;
}

void
gg_activation_card_select_action (GgActivationCard *self, GgCardAction action)
{
  gtk_drop_down_set_selected (self->action_dd, action);
}

guint
gg_activation_card_get_n_targets (GgActivationCard *self)
{
  return self->targets->len;
}

void
gg_activation_card_select_target (GgActivationCard *self, guint i)
{
  gtk_drop_down_set_selected (self->target_dd, i);
}

void
gg_activation_card_set_dice (GgActivationCard *self, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), text);
}

const char *
gg_activation_card_get_move_text (GgActivationCard *self)
{
  return gtk_label_get_text (self->move_label);
}

const char *
gg_activation_card_get_text (GgActivationCard *self, GgCardText part)
{
  return self->texts[part] ? gtk_label_get_text (self->texts[part]) : NULL;
}

const char *
gg_activation_card_get_house (GgActivationCard *self, GgCardText part)
{
  if (self->house[part] == NULL || !gtk_widget_get_visible (self->house[part]))
    return NULL;
  return gtk_widget_get_tooltip_text (self->house[part]);
}

GgActivationExtra *
gg_activation_card_get_extra (GgActivationCard *self)
{
  return self->extra;
}

GgLossChoice *
gg_activation_card_get_loss_choice (GgActivationCard *self)
{
  return self->loss_choice;
}

GgFirerChoice *
gg_activation_card_get_firer_choice (GgActivationCard *self)
{
  return self->firer_choice;
}

GtkDropDown *
gg_activation_card_get_split (GgActivationCard *self)
{
  return self->split_dd;
}
