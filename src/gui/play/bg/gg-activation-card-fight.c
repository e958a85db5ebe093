/* gg-activation-card-fight.c: melee (BG-11) and guns (BG-4.4) of an activation card. */
#include "gg-config.h"

#include "gg-activation-card-private.h"

#include <glib/gi18n.h>

#include "gg-bg-contact.h"
#include "gg-bg-officers.h"
#include "gg-bg-play.h"
#include "gg-bg-preview.h"
#include "gg-geometry.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-play.h"
#include "gg-play-text.h"

static GgBgTable *
play_of (GgActivationCard *card)
{
  return gg_play_context_get_play (gg_activation_card_get_context (card));
}

static GgBgRules *
rules_of (GgActivationCard *card)
{
  return gg_play_context_get_rules (gg_activation_card_get_context (card));
}

static void
set_house (GtkWidget *house, gboolean on, const char *tooltip)
{
  gtk_widget_set_visible (house, on);
  gtk_widget_set_tooltip_text (house, on ? tooltip : NULL);
}

static const char *
figure_id (GArray *figures, int i)
{
  return g_array_index (figures, GgBgMeleeFigure, i).id;
}

/* Melee */

static void
duels_text (GString *s, const GgBgMeleeRound *round, GArray *attackers, GArray *defenders)
{
  GArray *pairing = round->attacker_pairs ? attackers : defenders;
  GArray *other = round->attacker_pairs ? defenders : attackers;

  for (guint i = 0; i < round->duels->len; i++)
    {
      GgBgDuel *d = &g_array_index (round->duels, GgBgDuel, i);

      g_string_append_printf (s, "\n%s%s%s %s %s: %.1f %%", figure_id (pairing, d->pairing[0]),
                              d->n_pairing > 1 ? " + " : "",
                              d->n_pairing > 1 ? figure_id (pairing, d->pairing[1]) : "",
                              /* Translators: "A-1-1 against B-1-1: 55 %" */
                              _("against"), figure_id (other, d->other), 100 * d->p_pairing_wins);
    }
}

/* BG-11.2-a: the attacker's morale test comes first; its odds before the roll. */
static void
append_assault_odds (GgActivationCard *self, GString *s)
{
  GgBgSquadRef squad = gg_activation_card_get_squad (self);
  GgBgMoraleInput input;
  GgBgMorale morale;
  g_autofree char *odds = NULL;

  gg_bg_play_morale_input (gg_bg_table_get_game (play_of (self)), rules_of (self), squad.side,
                           squad.number, TRUE, &input);
  gg_bg_morale_prepare (rules_of (self), &input, &morale);
  odds = gg_play_text_morale_odds (&morale);
  g_string_append_printf (s, _("\nAttackers' morale test first (BG-11.2-a): %s"), odds);
  gg_bg_morale_clear (&morale);
}

/* The core's answer whether this assault or charge may be declared at all (gg_bg_fight_check, as
 * the fight and `gigogin-cli explain melee` ask it). */
static void
check_text (GgActivationCard *self, GgBgSquadRef target, GString *s)
{
  const char *rule = NULL;
  GgBgChargeCheck check = gg_bg_fight_check (play_of (self), gg_activation_card_get_squad (self),
                                             target, TRUE, NULL, &rule);
  g_autofree char *text = NULL;

  if (check == GG_BG_CHARGE_NOT_VISIBLE)
    text = g_strdup_printf (_("Not allowed: no figure of the target is in sight (%s).\n"), rule);
  else if (check == GG_BG_CHARGE_TERRAIN)
    text = g_strdup_printf (_("Not allowed: cavalry may not charge into that terrain, hard cover "
                              "or fortifications (%s).\n"),
                               rule);
  else if (check == GG_BG_CHARGE_COVER)
    text = g_strdup_printf (
      _("Not allowed: cavalry cannot attack a defender in hard cover or a fortification (%s).\n"),
         rule);
  /* out of command or a gun: the card says so with its actions (BG-4.2-l) */
  if (text != NULL)
    g_string_prepend (s, text);
}

/* Each figure's modifiers as the core gave them, the figures with the same ones together
 * ("A-1-1, A-1-2: …"); with one set for all, that set alone. */
static char *
side_modifiers_text (GPtrArray *mods, GArray *figures)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < mods->len; i++)
    {
      g_autofree char *t = gg_play_text_modifiers (g_ptr_array_index (mods, i));
      guint k;

      if (!g_ptr_array_find_with_equal_func (texts, t, g_str_equal, &k))
        {
          k = texts->len;
          g_ptr_array_add (texts, g_steal_pointer (&t));
          g_ptr_array_add (ids, g_ptr_array_new ());
        }
      g_ptr_array_add (g_ptr_array_index (ids, k), (gpointer) figure_id (figures, i));
    }
  if (texts->len == 1)
    g_string_append (s, g_ptr_array_index (texts, 0));
  for (guint k = 0; texts->len > 1 && k < texts->len; k++)
    {
      g_autofree char *who = gg_play_text_ids (g_ptr_array_index (ids, k));
      g_autofree char *t = g_strdup (g_ptr_array_index (texts, k));

      g_strdelimit (t, "\n", ';');
      g_string_append_printf (s, "%s%s: %s", s->len ? "\n" : "", who, t);
    }
  return g_string_free (s, FALSE);
}

void
gg_activation_card_show_melee (GgActivationCard *self, GgBgSquadRef target, GtkLabel *odds,
                               GtkWidget *house)
{
  GgBgMeleeSetup setup;
  GgBgMeleeRound round;
  GString *s = g_string_new (_("First round, chance that the pairing figures win each duel:"));
  g_autofree char *att = NULL;
  g_autofree char *def = NULL;

  gg_bg_table_melee_setup (play_of (self), gg_activation_card_get_squad (self), target, TRUE,
                           &setup);
  gg_bg_melee_round (rules_of (self), NULL, &setup.attacker,
                     (GgBgMeleeFigure *) setup.attackers->data, setup.attackers->len,
                     &setup.defender, (GgBgMeleeFigure *) setup.defenders->data,
                     setup.defenders->len, 1, &round);
  duels_text (s, &round, setup.attackers, setup.defenders);
  att = side_modifiers_text (round.attacker_mods, setup.attackers);
  def = side_modifiers_text (round.defender_mods, setup.defenders);
  g_string_append_printf (s, _("\nAttackers' modifiers:\n%s\nDefenders' modifiers:\n%s"), att,
                                def);
  append_assault_odds (self, s);
  check_text (self, target, s);
  gtk_label_set_text (odds, s->str);
  set_house (house, round.house, _("Not the rulebook's number: a house modifier was used."));
  g_string_free (s, TRUE);
  gg_bg_melee_round_clear (&round);
  gg_bg_melee_setup_clear (&setup);
}

/* What the core made of the assault or melee (gg_bg_fight_assault, gg_bg_fight_contact: the
 * tests, rounds, losses and prisoners, logged there as a ruling), drawn in @out. */
static void
fight_result (GgActivationCard *self, const GgBgFight *fight, GtkLabel *out)
{
  g_autofree char *text = gg_log_text_render (fight->text);

  gtk_label_set_text (out, text);
  gg_bg_table_refresh (play_of (self));
}

gboolean
gg_activation_card_run_melee (GgActivationCard *self, GgBgSquadRef target, GtkLabel *out)
{
  GgBgFight fight;
  gboolean over;

  /* one call: the core fights it and counts the action (BG-2.4-b) */
  over = gg_bg_fight_assault_action (play_of (self), gg_activation_card_get_squad (self), target,
                                     &fight);
  fight_result (self, &fight, out);
  gg_bg_fight_clear (&fight);
  return over;
}

/* Guns */

/* The core's preview of the shot (gg_bg_preview_gun), shown. */
void
gg_activation_card_show_gun (GgActivationCard *self, GgBgShotKind kind, GgBgSquadRef *target,
                             GtkLabel *odds, GtkWidget *house)
{
  GgBgGunPreview preview;
  g_autofree char *hits = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *tip = NULL;
  g_autofree char *text = NULL;

  gg_bg_preview_gun (play_of (self), gg_activation_card_get_squad (self), kind, target, &preview);
  if (preview.problem != NULL)
    {
      gtk_label_set_text (odds, preview.problem);
      set_house (house, FALSE, NULL);
      return;
    }
  hits = gg_play_text_hits_odds (preview.fire.odds, preview.fire.n_rolled_for);
  lines = gg_play_text_gun_breakdown (&preview.fire);
  text = g_strdup_printf ("%s%s\n%s", hits,
                          kind == GG_BG_SHOT_SHELL ? _(" (if it falls on the aim point; the rose "
                                                       "decides, BG-4.4-j)")
                                                        : "",
                                                        lines);
  gtk_label_set_text (odds, text);
  tip = kind == GG_BG_SHOT_SHELL ? g_strdup (_("Not the rulebook's number: the scatter roses did "
                                               "not survive (BG-MISS-05); Gigogin used a house "
                                               "default."))
                                 : gg_play_text_gun_house (&preview.fire);
  set_house (house, preview.fire.house || kind == GG_BG_SHOT_SHELL, tip);
  gg_bg_gun_preview_clear (&preview);
}

gboolean
gg_activation_card_run_gun (GgActivationCard *self, GgBgShotKind kind, GgBgSquadRef *target,
                            GtkLabel *out)
{
  GgGameState *state = gg_bg_table_get_game (play_of (self))->state;
  g_autofree char *text = NULL;
  GgBgGunShot shot;
  gboolean over = FALSE;

  /* one call: a shot the preview refuses is not fired (BG-4.4-l/m); otherwise the core scatters
   * a shell, rolls for the pieces, takes those hit off the table, logs and counts the action */
  if (gg_bg_play_gun_action (play_of (self), gg_activation_card_get_squad (self), kind, target,
                             &shot))
    {
      text = gg_log_entry_render (gg_log_get_entry (state->log, shot.entry));
      gtk_label_set_text (out, text);
      over = shot.activation_over;
    }
  gg_bg_gun_shot_clear (&shot);
  return over;
}

/* The Little Look-out (BG-15.1-v) */

gboolean
gg_activation_card_hidden_vedetta (GgActivationCard *self, GgChit *out)
{
  GgGame *game = gg_bg_table_get_game (play_of (self));
  GgBgSquadRef squad = gg_activation_card_get_squad (self);

  for (guint i = 0; i < gg_bg_state (game->state)->hidden->len; i++)
    {
      GgHiddenSquad *h = g_ptr_array_index (gg_bg_state (game->state)->hidden, i);
      GgSquadState *s = gg_bg_state_squad (game->state, h->squad.side, h->squad.squad, FALSE);

      if (h->squad.side != squad.side && s != NULL && (s->characters & GG_BG_CHAR_VEDETTA))
        return (*out = h->squad), TRUE;
    }
  return FALSE;
}

gboolean
gg_activation_card_fire_at_vedetta (GgActivationCard *self, GtkLabel *out)
{
  GgGame *game = gg_bg_table_get_game (play_of (self));
  GgBgSquadRef squad = gg_activation_card_get_squad (self);
  GgChit firer = { squad.side, squad.number }, target;
  g_autoptr (GError) error = NULL;

  if (!gg_activation_card_hidden_vedetta (self, &target))
    return FALSE;
  if (!gg_bg_play_vedetta_fired_at (game, &firer, &target, NULL, &error))
    {
      gtk_label_set_text (out, error != NULL ? error->message : "");
      return FALSE;
    }
  gtk_label_set_text (
    out, gg_log_get_entry (game->state->log, gg_log_get_n_entries (game->state->log) - 1)->text);
  gg_bg_table_refresh (play_of (self));
  gg_play_context_commit (gg_activation_card_get_context (self));
  return TRUE;
}

/* Contact after a move (BG-4.2-i, BG-11.2-c) */

/* The first enemy squad some figure of the card's squad touches. */
static gboolean
touched (GgActivationCard *self, GgBgSquadRef *other)
{
  return gg_bg_play_touched (play_of (self), gg_activation_card_get_squad (self), other);
}

/* How many of the squad's figures touch @other's (a gap of 0), by the core (BG-11.2-c). */
static guint
engaged (GgActivationCard *self, GgBgSquadRef other, guint *n_movers)
{
  GgBgSquadRef squad = gg_activation_card_get_squad (self);
  g_autoptr (GPtrArray) a = gg_bg_table_squad_figures (play_of (self), squad.side, squad.number);
  g_autoptr (GPtrArray) d = gg_bg_table_squad_figures (play_of (self), other.side, other.number);
  g_autofree double *gap = g_new0 (double, a->len + 1);
  g_autofree double *left = g_new0 (double, a->len + 1); /* the move is over */
  g_autofree gboolean *closes = g_new0 (gboolean, a->len + 1);

  for (guint i = 0; i < a->len; i++)
    {
      gap[i] = G_MAXDOUBLE;
      for (guint k = 0; k < d->len; k++)
        gap[i] = MIN (gap[i], gg_base_distance (&((GgFigure *) a->pdata[i])->base,
                                                &((GgFigure *) d->pdata[k])->base));
    }
  *n_movers = a->len;
  return gg_bg_close_after_contact (rules_of (self), left, gap, a->len, d->len, closes);
}

/* The melee a contact after the move starts (BG-4.2-i): no morale test, no movement bonus and
 * no first-round bonus, fought at once. FALSE, with the reason in @out, when no enemy squad
 * touches the card's squad or the contact is not allowed (AMB-33). */
gboolean
gg_activation_card_run_contact_melee (GgActivationCard *self, GtkLabel *out)
{
  GgBgFight fight;
  gboolean acted;
  GgBgSquadRef squad = gg_activation_card_get_squad (self), other;

  if (!touched (self, &other))
    {
      gtk_label_set_text (out, _("No enemy squad touches this squad now."));
      return FALSE;
    }
  /* the ruling itself (BG-4.2-i or AMB-33) was logged when the move ended */
  gg_bg_fight_contact (play_of (self), squad, other, &fight);
  if (!fight.allowed)
    gtk_label_set_text (out, _("Out of command: the squad may not fight a melee it was not "
                               "ordered into (AMB-33)."));
  else
    fight_result (self, &fight, out);
  acted = fight.allowed;
  gg_bg_fight_clear (&fight);
  return acted;
}

char *
gg_activation_card_contact (GgActivationCard *self, const GgBgMoveAction *move)
{
  GgLog *log = gg_bg_table_get_game (play_of (self))->state->log;
  const char *ruling;
  guint n = 0, in_contact;

  if (!move->contact)
    return NULL;
  ruling = gg_log_get_entry (log, move->contact_entry)->text;
  if (!move->assault.allowed)
    return g_strdup (ruling);
  in_contact = engaged (self, move->other, &n);
  return g_strdup_printf (_("%s.\nFigures touching the enemy: %u of %u; each other figure closes up if its movement left "
      "covers its gap, and is paired with a defender (BG-11.2-c, BG-11.3-e)."),
    ruling, in_contact, n);
}
