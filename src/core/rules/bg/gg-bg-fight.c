/* gg-bg-fight.c: a melee fought whole (BG-11). */

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gg-bg-officers.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"

static void gg_bg_fight_squad_moved (GgBgTable *table, GgBgSquadRef squad);

typedef struct
{
  GgGame *game;
  GgChit a, d;
  guint from; /* the dice rolled before the round */
} Watch;

static gboolean
ceases (GArray *attackers, GArray *defenders, gpointer data)
{
  Watch *w = data;

  /* BG-4.1-i: a squad left with no leader and no officer ceases to fight */
  return gg_bg_melee_ceases (w->game, &w->a, attackers) ||
         gg_bg_melee_ceases (w->game, &w->d, defenders);
}

static const char *
figure_id (GArray *figures, int i)
{
  return g_array_index (figures, GgBgMeleeFigure, i).id;
}

/* "A-1-1 + A-1-2 against B-1-1: 55.0 %": a duel with its odds before the roll. */
static void
duel_to_log (GgLogText *text, const GgBgDuel *duel, GArray *pairing, GArray *other)
{
  g_autofree char *who = g_strdup_printf (
    "\n%s%s%s ", figure_id (pairing, duel->pairing[0]), duel->n_pairing > 1 ? " + " : "",
    duel->n_pairing > 1 ? figure_id (pairing, duel->pairing[1]) : "");
  g_autofree char *odds =
    g_strdup_printf (" %s: %.1f %%", figure_id (other, duel->other), 100 * duel->p_pairing_wins);

  gg_log_text_add (text, who);
  /* Translators: "A-1-1 against B-1-1: 55 %" */
  gg_log_text_add_label (text, N_ ("against"));
  gg_log_text_add (text, odds);
}

/* One GG_LOG_ROLL entry per round: each duel with its odds before the roll, then the losses;
 * kept as data, so each reader sees it in his language. */
static void
rolled (const GgBgMeleeRound *round, GArray *attackers, GArray *defenders, gpointer data)
{
  Watch *w = data;
  GArray *pairing = round->attacker_pairs ? attackers : defenders;
  GArray *other = round->attacker_pairs ? defenders : attackers;
  guint now = gg_dice_get_n_rolls (w->game->state->dice);
  g_autofree char *a = gg_chit_to_string (w->a), *d = gg_chit_to_string (w->d);
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add_message (text, N_ ("Melee round %u, %s against %s [BG-11.3-a]:"), round->round, a,
                           d);
  for (guint i = 0; i < round->duels->len; i++)
    duel_to_log (text, &g_array_index (round->duels, GgBgDuel, i), pairing, other);
  gg_log_text_add_message (text, N_ ("\nAttackers lost %u, defenders lost %u."),
                           round->attackers_lost->len, round->defenders_lost->len);
  gg_game_state_log_text (w->game->state, GG_LOG_ROLL, now > w->from ? w->from + 1 : 0,
                          now - w->from, text);
  w->from = now;
}

/* The figures lost leave play; an attached officer who fell is out of action (BG-4.1-g). */
static void
apply (GgBgTable *table, GgBgSquadRef squad, GPtrArray *ids)
{
  GgGameState *state = gg_bg_table_get_game (table)->state;
  g_autoptr (GPtrArray) men = g_ptr_array_new ();

  for (guint i = 0; i < ids->len; i++)
    {
      GgOfficerState *o = gg_bg_state_officer (state, ids->pdata[i], FALSE);

      if (o != NULL)
        {
          o->out = TRUE;
          o->attached = (GgChit){ 0, 0 };
        }
      else
        g_ptr_array_add (men, ids->pdata[i]);
    }
  if (men->len > 0)
    gg_bg_table_apply_losses (table, squad, (const char *const *) men->pdata, men->len, FALSE);
}

/* "A-1-1, A-1-2", or "—" when none. */
static char *
ids_text (GPtrArray *ids)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", (char *) g_ptr_array_index (ids, i));
  if (s->len == 0)
    g_string_append (s, "—");
  return g_string_free (s, FALSE);
}

/* The melee's result after its declaration in @out->text: rounds, losses, and who won or who
 * ceased to fight (the ruling gg_bg_play_melee_prisoners logged from entry @logged on, said
 * again as data). */
static void
result_to_log (GgGame *game, guint logged, GgBgFight *out)
{
  GgLog *log = game->state->log;
  const GgBgMeleeOutcome *m = &out->melee;
  g_autofree char *la = ids_text (m->attackers_lost), *ld = ids_text (m->defenders_lost);

  gg_log_text_add_plural (out->text, "\n%u round. Attackers lost: %s. Defenders lost: %s. ",
                          "\n%u rounds. Attackers lost: %s. Defenders lost: %s. ", m->rounds,
                          m->rounds, la, ld);
  if (out->prisoners != NULL && gg_log_get_n_entries (log) > logged)
    gg_log_text_add_entry (out->text, gg_log_get_entry (log, gg_log_get_n_entries (log) - 1));
  else if (out->prisoners != NULL)
    gg_log_text_add (out->text, out->prisoners); /* an error, not logged */
  else
    gg_log_text_add_label (out->text, m->defenders_left == 0 ? N_ ("The attackers win.")
                                                             : N_ ("The defenders hold."));
}

static void
fight (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender, gboolean charged,
       GgBgFight *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgBgRules *rules = gg_bg_table_get_rules (table);
  Watch w = { game, { attacker.side, attacker.number }, { defender.side, defender.number } };
  GgBgMeleeWatch watch = { ceases, rolled, &w };
  GgBgMeleeSetup setup;
  guint logged;

  w.from = gg_dice_get_n_rolls (game->state->dice);
  gg_bg_table_melee_setup (table, attacker, defender, charged, &setup);
  out->attacker = setup.attacker;
  out->defender = setup.defender;
  gg_bg_melee_fight (rules, game->state->dice, &setup.attacker,
                     (GgBgMeleeFigure *) setup.attackers->data, setup.attackers->len,
                     &setup.defender, (GgBgMeleeFigure *) setup.defenders->data,
                     setup.defenders->len, &watch, &out->melee);
  out->fought = TRUE;
  apply (table, attacker, out->melee.attackers_lost);
  apply (table, defender, out->melee.defenders_lost);
  logged = gg_log_get_n_entries (game->state->log);
  out->prisoners = gg_bg_play_melee_prisoners (game, rules, &w.d, &w.a, NULL); /* BG-4.1-i, BG-13 */
  result_to_log (game, logged, out);
  gg_bg_melee_setup_clear (&setup);
  gg_bg_table_refresh (table); /* the losses have left the table */
}

/* Capo Squadra Colpito in the assault's tests removes the leader as any test does (BG-9,
 * BG-12.4-e): the attacker tested if the assault was allowed, the defender if it came. */
static void
assault_hits (GgBgTable *table, const GgChit *a, const GgChit *d, const GgBgAssault *as)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GPtrArray) hit_a = gg_bg_play_morale_hits (game, a, as->attacker.outcome);
  g_autoptr (GPtrArray) hit_d = NULL;

  if (as->attacker_goes)
    hit_d = gg_bg_play_morale_hits (game, d, as->defender.outcome);
  if (hit_a->len > 0 || (hit_d != NULL && hit_d->len > 0))
    gg_bg_table_refresh (table);
}

/* BG-11.2: the attacker's test, the movement bonus, the defender's test, as they were rolled. */
static void
declared_to_log (GgLogText *text, const GgBgAssault *as)
{
  if (!as->allowed)
    gg_log_text_add_message (text, N_ ("The squad may not assault: out of command or a gun (%s)."),
                             as->rule);
  else if (!as->attacker_goes)
    gg_log_text_add_message (text,
                             N_ ("The attackers fail their morale test (D20 %d) and do not go in "
                                 "(BG-11.2-a)."),
                             as->attacker.kept);
  else
    gg_log_text_add_labelled (text, GG_LOG_LABEL (4),
                              N_ ("Attackers' test D20 %d: they go in; movement bonus D10 %d, "
                                  "+%.4g cm (BG-10.7-c). Defenders' test D20 %d: %s"),
                              as->attacker.kept, as->bonus_roll, as->bonus_mm / 10,
                              as->defender.kept,
                              as->defender_stands ? N_ ("they stand, melee (BG-11.3-a).")
                                                  : N_ ("they do not stand (BG-11.2-d)."));
}

/* The ruling that sums up the fight (its title, then @out->text), with the rolls from @first on. */
static void
log_fight (GgGame *game, GgBgSquadRef a, GgBgSquadRef d, guint first, const GgBgFight *out)
{
  GgLogText *text = gg_log_text_new ();
  guint now = gg_dice_get_n_rolls (game->state->dice);

  if (out->fought)
    gg_log_text_add_message (text, N_ ("Melee, squad %c%d against squad %c%d: "), a.side, a.number,
                             d.side, d.number);
  else
    gg_log_text_add_message (text, N_ ("Assault of squad %c%d on squad %c%d: "), a.side, a.number,
                             d.side, d.number);
  gg_log_text_append (text, out->text);
  gg_game_state_log_text (game->state, GG_LOG_RULING, now > first ? first + 1 : 0, now - first,
                          text);
}

GgBgChargeCheck
gg_bg_fight_check (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender, gboolean charged,
                   const GgBgCover *cover, const char **rule)
{
  GgGame *game = gg_bg_table_get_game (table);
  const char *dummy;
  GgBgChargeCheck check;

  rule = rule ? rule : &dummy;
  check = gg_bg_table_attack_check (table, attacker, defender, charged, cover, rule);
  if (check != GG_BG_CHARGE_OK)
    return check;
  /* the same tests as gg_bg_play_assault and gg_bg_play_contact make */
  if (charged &&
      gg_bg_table_squad_arm (table, attacker.side, attacker.number) == GG_BG_ARM_ARTILLERY)
    return (*rule = "BG-10.7-e"), GG_BG_CHARGE_GUN;
  if (!gg_bg_play_in_command (game, gg_bg_table_get_rules (table), attacker.side, attacker.number))
    return (*rule = charged ? "BG-4.2-l" : "AMB-33"), GG_BG_CHARGE_COMMAND;
  return GG_BG_CHARGE_OK;
}

/* BG-7-a, BG-11.4-c, BG-11.8-a: why the attack may not be made. */
static void
refused (GgGame *game, GgChit a, GgChit d, GgBgFight *out)
{
  g_autofree char *an = gg_chit_to_string (a), *dn = gg_chit_to_string (d);

  out->text = gg_log_text_new ();
  if (out->check == GG_BG_CHARGE_NOT_VISIBLE)
    gg_log_text_add_message (
      out->text, N_ ("%s may not assault or charge %s: no figure of it is in sight [%s]."), an, dn,
      out->rule);
  else if (out->check == GG_BG_CHARGE_COVER)
    gg_log_text_add_message (out->text,
                             N_ ("%s may not attack %s: cavalry cannot attack a defender in hard "
                                 "cover or a fortification [%s]."),
                             an, dn, out->rule);
  else /* GG_BG_CHARGE_TERRAIN: out of command and guns are the declared assault's to refuse */
    gg_log_text_add_message (out->text,
                             N_ ("%s may not charge %s: cavalry cannot charge into that "
                                 "terrain, hard cover or fortifications [%s]."),
                             an, dn, out->rule);
  gg_game_state_log_text (game->state, GG_LOG_RULING, 0, 0, gg_log_text_copy (out->text));
}

void
gg_bg_fight_assault (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender, GgBgFight *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgChit a = { attacker.side, attacker.number }, d = { defender.side, defender.number };
  guint first = gg_dice_get_n_rolls (game->state->dice);

  memset (out, 0, sizeof *out);
  out->check = gg_bg_fight_check (table, attacker, defender, TRUE, NULL, &out->rule);
  /* out of command or a gun: refused below by gg_bg_play_assault, as a declared assault */
  if (out->check != GG_BG_CHARGE_OK && out->check != GG_BG_CHARGE_COMMAND &&
      out->check != GG_BG_CHARGE_GUN)
    {
      refused (game, a, d, out);
      return;
    }
  out->declared = TRUE;
  gg_bg_play_assault (game, gg_bg_table_get_rules (table), &a, &d, &out->assault);
  out->allowed = out->assault.allowed;
  out->rule = out->assault.rule;
  out->text = gg_log_text_new ();
  declared_to_log (out->text, &out->assault);
  if (out->allowed)
    assault_hits (table, &a, &d, &out->assault);
  if (out->assault.attacker_goes)
    gg_bg_fight_squad_moved (table, attacker); /* AMB-29: it leaves its mass to go in */
  if (out->assault.melee)
    fight (table, attacker, defender, TRUE, out);
  log_fight (game, attacker, defender, first, out);
}

void
gg_bg_fight_contact (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender, GgBgFight *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  guint first = gg_dice_get_n_rolls (game->state->dice);

  memset (out, 0, sizeof *out);
  out->check = gg_bg_fight_check (table, attacker, defender, FALSE, NULL, &out->rule);
  if (out->check == GG_BG_CHARGE_COMMAND)
    return;
  if (out->check != GG_BG_CHARGE_OK)
    {
      GgChit a = { attacker.side, attacker.number }, d = { defender.side, defender.number };

      refused (game, a, d, out);
      return;
    }
  out->allowed = TRUE;
  out->rule = "BG-4.2-i";
  out->text = gg_log_text_new ();
  gg_log_text_add_label (out->text,
                         N_ ("Melee after contact, with no morale test and no bonus (BG-4.2-i)."));
  fight (table, attacker, defender, FALSE, out);
  log_fight (game, attacker, defender, first, out);
}

gboolean
gg_bg_fight_assault_action (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                            GgBgFight *out)
{
  GgChit chit = { attacker.side, attacker.number };

  gg_bg_fight_assault (table, attacker, defender, out);
  return out->allowed &&
         gg_bg_play_action_taken (gg_bg_table_get_game (table), &chit, GG_BG_ACTION_ASSAULT);
}

void
gg_bg_fight_clear (GgBgFight *out)
{
  if (out->declared)
    gg_bg_assault_clear (&out->assault);
  gg_bg_melee_outcome_clear (&out->melee);
  g_clear_pointer (&out->prisoners, g_free);
  g_clear_pointer (&out->text, gg_log_text_free);
}

/* AMB-29: a squad that goes in to assault leaves its mass (formed with gg_bg_play_form_mass;
 * any other move ends it in gg_bg_play_action_taken). */
static void
gg_bg_fight_squad_moved (GgBgTable *table, GgBgSquadRef squad)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgSquadState *s = gg_bg_state_squad (game->state, squad.side, squad.number, FALSE);

  if (s != NULL)
    s->mass = FALSE;
}
