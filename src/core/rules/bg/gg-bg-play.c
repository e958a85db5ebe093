/* gg-bg-play.c: the activation sequence and logged rolls of La Bella Gigogin. */
#include "gg-bg-play.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-hidden.h"
#include "gg-bg-prisoners.h"
#include "gg-geometry.h"
#include "gg-los.h"
#include "gg-move.h"
#include "gg-spatial.h"

/* Helpers */

static guint
mark (GgGame *game)
{
  return gg_dice_get_n_rolls (game->state->dice);
}

/* One GG_LOG_ROLL entry for the dice rolled since @from, its text as data (@text, taken), so
 * each reader sees it in his language. */
static void
log_rolls (GgGame *game, guint from, GgLogText *text)
{
  guint n = mark (game) - from;

  gg_game_state_log_text (game->state, GG_LOG_ROLL, n > 0 ? from + 1 : 0, n, text);
}

static char *
chit_name (const GgChit *chit)
{
  return gg_chit_to_string (*chit);
}

static guint
turn (GgGame *game)
{
  return gg_game_state_get_turn (game->state);
}

/* The modifiers appended to a log entry's @text as data, shown in each reader's language:
 * "Out of command +1 [BG-9-d], Veterans -1 [BG-9-d]", or "none". */
static void
gg_bg_modifiers_to_log (GArray *modifiers, GgLogText *text)
{
  for (guint i = 0; modifiers != NULL && i < modifiers->len; i++)
    {
      GgBgModifier *m = &g_array_index (modifiers, GgBgModifier, i);
      const char *label = gg_bg_modifier_message (m->name);
      g_autofree char *value = g_strdup_printf (" %+g [%s", m->value, m->rule);

      gg_log_text_add (text, i ? ", " : NULL);
      if (label != NULL)
        gg_log_text_add_label (text, label);
      else
        gg_log_text_add (text, m->name); /* a club's own: its name as the table gives it */
      gg_log_text_add (text, value);
      if (m->source == GG_RULE_SOURCE_HOUSE)
        gg_log_text_add_label (text, N_ (", house"));
      gg_log_text_add (text, "]");
    }
  if (modifiers == NULL || modifiers->len == 0)
    gg_log_text_add_label (text, N_ ("none"));
}

/* Setting up */

static void
add_chits (GgGame *game, GError **error)
{
  for (guint i = 0; i < game->figures->len && (error == NULL || *error == NULL); i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->squad > 0 && !gg_bg_state_is_out (game->state, f->id) &&
          !gg_chitbag_in_bag (game->state->chits, f->side, f->squad))
        gg_chitbag_add_squad (game->state->chits, f->side, f->squad, error);
    }
  for (guint i = 0; i < gg_bg_state (game->state)->hidden->len && (error == NULL || *error == NULL);
       i++)
    {
      GgHiddenSquad *h = g_ptr_array_index (gg_bg_state (game->state)->hidden, i);

      if (!gg_chitbag_in_bag (game->state->chits, h->squad.side, h->squad.squad))
        gg_chitbag_add_squad (game->state->chits, h->squad.side, h->squad.squad, error);
    }
}

gboolean
gg_bg_play_begin (GgGame *game, guint32 seed, GgChitMode mode, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (game->state == NULL)
    game->state = gg_game_state_new (seed);
  if (game->state->chits != NULL)
    return TRUE;
  game->state->chits = gg_chitbag_new (mode);
  add_chits (game, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

/* The activation sequence */

static GgActivationRecord *
nth_last_record (GgGame *game, guint back)
{
  GArray *a = gg_bg_state (game->state)->activations;

  return a->len > back ? &g_array_index (a, GgActivationRecord, a->len - 1 - back) : NULL;
}

static GgActivationRecord *
last_record (GgGame *game)
{
  return nth_last_record (game, 0);
}

/* The pair drawn last: a Previdente's squad acting before it has a record of its own after it. */
static GgActivationRecord *
pair_record (GgGame *game)
{
  GgActivationRecord *a = last_record (game);

  if (a != NULL && a->interaction == GG_PAIR_PREEMPTED)
    a = nth_last_record (game, 1);
  return a;
}

static void
close_record (GgGame *game, const GgActivationRecord *a)
{
  for (guint i = 0; a != NULL && i < a->n; i++)
    {
      GgSquadState *s = gg_bg_state_squad (game->state, a->pair[i].side, a->pair[i].squad, FALSE);

      if (s != NULL)
        s->under_fire = FALSE;
    }
}

/* AMB-24: "under fire" means since its previous activation, which is now over. */
static void
close_previous (GgGame *game)
{
  GgActivationRecord *last = last_record (game);

  close_record (game, last);
  if (last != NULL && last->interaction == GG_PAIR_PREEMPTED)
    close_record (game, pair_record (game));
}

/* BG-4.8-m: in or out of command is fixed now, for the whole activation, which starts afresh. */
static void
fix_command (GgGame *game, GgBgRules *rules, GgChit chit)
{
  g_autoptr (GgBgSquadCommand) c = gg_bg_command_squad (game, rules, chit.side, chit.squad);
  GgSquadState *s = gg_bg_state_squad (game->state, chit.side, chit.squad, TRUE);

  s->command = c == NULL || c->in_command;
  s->steps = 0;
  g_hash_table_remove_all (s->move_from); /* a new activation, a new move (BG-2.3-b) */
}

static void
record (GgGame *game, GgBgRules *rules, const GgChit *pair, guint n, GgPairInteraction how)
{
  GgActivationRecord a = { turn (game), { { 0 } }, n, how };

  for (guint i = 0; i < n; i++)
    {
      a.pair[i] = pair[i];
      fix_command (game, rules, pair[i]);
    }
  g_array_append_val (gg_bg_state (game->state)->activations, a);
}

guint
gg_bg_play_draw (GgGame *game, GgBgRules *rules, GgChit pair[2])
{
  guint from = mark (game), n;
  g_autofree char *label = NULL;
  GgLogText *text = gg_log_text_new ();

  close_previous (game);
  n = gg_chitbag_draw_pair (game->state->chits, game->state->dice, pair);
  if (n == 0)
    return gg_log_text_free (text), 0;
  record (game, rules, pair, n, GG_PAIR_APART);
  label = gg_bg_state_activation_label (game->state);
  /* TRANSLATORS: the chits drawn from the bag, e.g. "A1 + B3" */
  gg_log_text_add_message (text, N_ ("Chits drawn: %s [BG-2.2-a]"), label);
  log_rolls (game, from, text);
  return n;
}

/* The chit typed in is the second of the pair whose first is in the last pair's record. */
static gboolean
joins_pair (GgGame *game, GgChit *pair)
{
  GgActivationRecord *a = pair_record (game);

  return gg_chitbag_get_current (game->state->chits, pair) == 2 && a != NULL && a->n == 1 &&
         a->turn == turn (game) && a->pair[0].side == pair[0].side &&
         a->pair[0].squad == pair[0].squad;
}

/* The second chit typed in joins the first in its record. */
static void
join_pair (GgGame *game, GgBgRules *rules, GgChit chit)
{
  GgActivationRecord *a = pair_record (game);

  a->pair[1] = chit;
  a->n = 2;
  fix_command (game, rules, chit);
}

gboolean
gg_bg_play_draw_entered (GgGame *game, GgBgRules *rules, GgChit chit)
{
  GgChit pair[2];
  g_autofree char *name = NULL;

  if (!gg_chitbag_in_bag (game->state->chits, chit.side, chit.squad))
    return FALSE;
  gg_chitbag_draw_entered (game->state->chits, chit);
  if (joins_pair (game, pair))
    join_pair (game, rules, chit);
  else
    {
      close_previous (game);
      record (game, rules, &chit, 1, GG_PAIR_APART);
    }
  name = chit_name (&chit);
  /* TRANSLATORS: a chit drawn from a real bag and typed in, e.g. "B3" */
  gg_game_state_log_message (game->state, GG_LOG_ROLL, 0, 0,
                             N_ ("Chit drawn by hand: %s [BG-2.2-a]"), name);
  return TRUE;
}

void
gg_bg_play_new_turn (GgGame *game)
{
  close_previous (game);
  gg_chitbag_new_turn (game->state->chits);
}

void
gg_bg_play_set_interaction (GgGame *game, GgPairInteraction interaction)
{
  GgActivationRecord *a = pair_record (game);

  if (a == NULL)
    return;
  a->interaction = interaction;
  a->fired = 0;
}

GgPairInteraction
gg_bg_play_get_interaction (GgGame *game)
{
  GgActivationRecord *a = pair_record (game);

  return a != NULL ? a->interaction : GG_PAIR_APART;
}

guint
gg_bg_play_pair_fired (GgGame *game)
{
  GgActivationRecord *a = pair_record (game);

  return a != NULL ? a->fired++ : 0;
}

gboolean
gg_bg_play_preempted (GgGame *game, GgChit *squad)
{
  GgActivationRecord *a = last_record (game);

  if (a == NULL || a->interaction != GG_PAIR_PREEMPTED || a->turn != turn (game))
    return FALSE;
  *squad = a->pair[0];
  return TRUE;
}

/* The progress of an activation */

guint
gg_bg_play_begin_squad (GgGame *game, const GgChit *squad)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE);
  gboolean friendly = FALSE;

  if (s->steps & GG_STEP_BEGUN)
    return s->steps;
  s->steps = GG_STEP_BEGUN;
  if (gg_bg_state_begin_activation (game->state, squad->side, squad->squad, &friendly))
    s->steps |= GG_STEP_MORALE_DUE | (friendly ? GG_STEP_FRIENDLY_FIRE : 0);
  return s->steps;
}

void
gg_bg_play_step (GgGame *game, const GgChit *squad, guint steps)
{
  gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE)->steps |= steps;
}

/* The squad is in the pair drawn last this turn (or acts before it, BG-15.1-d). */
static gboolean
acting (GgGame *game, char side, int squad)
{
  GgActivationRecord *records[] = { last_record (game), pair_record (game) };

  for (guint r = 0; r < G_N_ELEMENTS (records); r++)
    for (guint i = 0; records[r] != NULL && records[r]->turn == turn (game) && i < records[r]->n;
         i++)
      if (records[r]->pair[i].side == side && records[r]->pair[i].squad == squad)
        return TRUE;
  return FALSE;
}

guint
gg_bg_play_move_begin (GgGame *game, const char *const *ids)
{
  guint n = 0;

  for (guint i = 0; game->state != NULL && ids != NULL && ids[i] != NULL; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, ids[i]);
      GgSquadState *s;

      if (f == NULL || f->squad <= 0 || !acting (game, f->side, f->squad))
        continue;
      s = gg_bg_state_squad (game->state, f->side, f->squad, TRUE);
      if (!g_hash_table_contains (s->move_from, f->id))
        g_hash_table_insert (s->move_from, g_strdup (f->id),
                             g_memdup2 (&f->base.centre, sizeof (GgPoint)));
      n++;
    }
  return n;
}

/* Where the figure's move began this activation (its place now if it has not moved); FALSE if
 * its squad is not acting now (a move outside play: setting up, a correction). */
static gboolean
gg_bg_play_move_from (GgGame *game, const char *id, GgPoint *from)
{
  GgFigure *f = gg_game_lookup_figure (game, id);
  GgSquadState *s;
  const GgPoint *at;

  if (game->state == NULL || f == NULL || f->squad <= 0 || !acting (game, f->side, f->squad))
    return FALSE;
  s = gg_bg_state_squad (game->state, f->side, f->squad, FALSE);
  at = s != NULL ? g_hash_table_lookup (s->move_from, id) : NULL;
  *from = at != NULL ? *at : f->base.centre;
  return TRUE;
}

void
gg_bg_play_move_check (GgGame *game, GgTableRules *rules, const char *id, GgPoint to,
                       GgBgMoveCheck *out)
{
  GgFigure *f = gg_game_lookup_figure (game, id);
  GgArm arm = f != NULL ? gg_table_rules_arm_of (f) : GG_ARM_INFANTRY;
  GgMoveCost c;

  memset (out, 0, sizeof *out);
  out->allowance = rules->allowance[arm];
  out->activation = f != NULL && gg_bg_play_move_from (game, id, &out->from);
  if (!out->activation && f != NULL)
    out->from = f->base.centre;
  gg_move_path_cost (game, rules, arm, out->from, to, &c);
  out->length = c.length;
  out->used = c.cost;
  out->passable = c.passable;
  out->too_far = out->allowance > 0 && c.cost > out->allowance + GG_GEOMETRY_EPSILON;
  gg_move_cost_clear (&c);
}

gboolean
gg_bg_play_in_command (GgGame *game, GgBgRules *rules, char side, int squad)
{
  GgSquadState *s = gg_bg_state_squad (game->state, side, squad, FALSE);
  g_autoptr (GgBgSquadCommand) c = NULL;

  if (s != NULL && s->command >= 0)
    return s->command;
  c = gg_bg_command_squad (game, rules, side, squad);
  return c == NULL || c->in_command;
}

/* The figure's squad number, 0 if it has none. */
static gboolean
gg_bg_play_figure_squad (GgGame *game, const char *id, GgChit *chit)
{
  GgFigure *f = gg_game_lookup_figure (game, id);

  if (f == NULL || f->squad <= 0)
    return FALSE;
  chit->side = f->side;
  chit->squad = f->squad;
  return TRUE;
}

/* BG-2.2-f: a loss the first squad of a mutually firing pair inflicts waits until the second
 * has fired (defer_loss); apply_deferred then removes both sides' losses, recorded as losses of
 * any other fire are (play_losses). */
static void
play_losses (GgGame *game, const char *const *ids, gboolean friendly_fire)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const char *one[] = { ids[i], NULL };
      GgChit c;

      if (gg_bg_play_figure_squad (game, ids[i], &c))
        gg_bg_state_record_losses (game->state, c.side, c.squad, one, friendly_fire);
      else
        gg_bg_state_officer (game->state, ids[i], TRUE)->out = TRUE;
    }
}

static void
defer_loss (GgGame *game, const char *id)
{
  gg_bg_state_defer_loss (game->state, id);
}

static guint
apply_deferred (GgGame *game)
{
  guint n;
  const char *const *ids = gg_bg_state_get_deferred (game->state, &n);
  g_auto (GStrv) copy = g_strdupv ((char **) ids);

  gg_bg_state_clear_deferred (game->state);
  play_losses (game, (const char *const *) copy, FALSE);
  return n;
}

GgPoint
gg_bg_play_meeting_point (GgBgRules *rules, GgBgArm arm_a, GgPoint a, GgBgArm arm_b, GgPoint b)
{
  double gap = gg_point_distance (a, b), share_a, share_b;
  GgPoint m = a;

  gg_bg_mutual_charge (rules, arm_a, arm_b, gap, &share_a, &share_b);
  if (gap > 0)
    {
      m.x = a.x + (b.x - a.x) * share_a / gap;
      m.y = a.y + (b.y - a.y) * share_a / gap;
    }
  return m;
}

/* Officers (BG-10.8) */

static gboolean
commands_squad (GgGame *game, const GgFigure *officer, const GgChit *squad)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);

  if (officer->side != squad->side)
    return FALSE;
  /* a platoon commander moves with his own platoon's squads only */
  if (g_str_has_prefix (officer->role, "PL") && s != NULL && s->platoon != NULL)
    return g_str_equal (officer->role + 2, s->platoon);
  return TRUE;
}

gboolean
gg_bg_play_officer_may_move (GgGame *game, const char *officer, const GgChit *squad,
                             const char **rule)
{
  GgFigure *f = gg_game_lookup_figure (game, officer);
  GgOfficerState *o = gg_bg_state_officer (game->state, officer, FALSE);

  *rule = "BG-10.8-a";
  if (f == NULL || gg_bg_state_is_out (game->state, officer) ||
      !gg_chitbag_has_activated (game->state->chits, squad->side, squad->squad) ||
      !commands_squad (game, f, squad))
    return FALSE;
  *rule = "BG-10.8-b";
  return o == NULL || o->moved_turn != turn (game);
}

gboolean
gg_bg_play_officer_moved (GgGame *game, const char *officer, const GgChit *squad)
{
  const char *rule;

  if (!gg_bg_play_officer_may_move (game, officer, squad, &rule))
    return FALSE;
  gg_bg_state_officer (game->state, officer, TRUE)->moved_turn = turn (game);
  return TRUE;
}

void
gg_bg_play_attach (GgGame *game, const char *officer, const GgChit *squad)
{
  GgOfficerState *o = gg_bg_state_officer (game->state, officer, TRUE);
  GgChit none = { 0, 0 };

  o->attached = squad ? *squad : none;
  o->attached_turn = squad ? turn (game) : 0;
  if (squad != NULL)
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("%s attaches to squad %c%d (BG-4.1-c)"), officer, squad->side,
                               squad->squad);
  else
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("%s leaves the squad he was attached to (BG-4.1-c)"), officer);
}

/* Morale */

static guint
characters_of (GgGame *game, char side, int squad)
{
  GgSquadState *s = gg_bg_state_squad (game->state, side, squad, FALSE);
  GgOfficerState *o = gg_bg_state_attached_officer (game->state, side, squad);

  return (s ? s->characters : 0) | (o ? o->characters : 0);
}

static const GgFigure *
personality_figure (GgGame *game, GgBgRules *rules, char side, int squad)
{
  GgOfficerState *o = gg_bg_state_attached_officer (game->state, side, squad);
  g_autoptr (GgBgSquadCommand) c = NULL;

  if (o != NULL && o->characters != 0)
    return gg_game_lookup_figure (game, o->figure);
  c = gg_bg_command_squad (game, rules, side, squad);
  return c ? c->leader : NULL;
}

static gboolean
is_personality (GgGame *game, const GgFigure *f)
{
  GgOfficerState *o = gg_bg_state_officer (game->state, f->id, FALSE);
  GgSquadState *s = gg_bg_state_squad (game->state, f->side, f->squad, FALSE);

  if (o != NULL)
    return o->characters != 0 && !o->out;
  return s != NULL && s->characters != 0 && gg_bg_role_is_leader (f->role);
}

/* BG-15.1-p: another personality, of either side (AMB-61), within 30 cm. */
static gboolean
personality_near (GgGame *game, GgBgRules *rules, const GgFigure *self)
{
  double range = gg_bg_rules_distance (rules, "morale.vanaglorioso-range").value;

  for (guint i = 0; self != NULL && i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f != self && !gg_bg_state_is_out (game->state, f->id) && is_personality (game, f) &&
          gg_base_distance (&f->base, &self->base) <= range + GG_GEOMETRY_EPSILON)
        return TRUE;
    }
  return FALSE;
}

void
gg_bg_play_morale_input (GgGame *game, GgBgRules *rules, char side, int squad, gboolean charge,
                         GgBgMoraleInput *in)
{
  GgSquadState *s = gg_bg_state_squad (game->state, side, squad, TRUE);
  g_autoptr (GgBgSquadCommand) c = gg_bg_command_squad (game, rules, side, squad);
  guint ch = characters_of (game, side, squad);

  memset (in, 0, sizeof *in);
  in->figures = c ? c->members->len : 0;
  in->out_of_command = !gg_bg_play_in_command (game, rules, side, squad);
  in->training = s->training;
  in->elite = (s->traits & GG_BG_TRAIT_ELITE) != 0;
  in->friendly_fire = s->friendly_fire;
  in->codardo = (ch & GG_BG_CHAR_CODARDO) != 0;
  in->vanaglorioso = (ch & GG_BG_CHAR_VANAGLORIOSO) &&
                     personality_near (game, rules, personality_figure (game, rules, side, squad));
  in->impopolare = (ch & GG_BG_CHAR_IMPOPOLARE) != 0;
  in->protector_fallen = s->protector_fallen ||
                         gg_bg_state (game->state)->gigogin_fallen[side == 'B'];
  in->extra_die = (ch & GG_BG_CHAR_CARISMATICO) || (charge && (ch & GG_BG_CHAR_EROICO));
  in->fortunato = (ch & GG_BG_CHAR_FORTUNATO) != 0;
}

/* BG-15.1-n: Sfortunato rolls a second D20 if the first did not hit him. */
static gboolean
sfortunato (GgGame *game, GgBgRules *rules, const GgBgMoraleInput *in, GgBgMorale *out)
{
  int second = gg_dice_roll (game->state->dice, GG_DIE_D20, N_ ("Sfortunato (BG-15.1-n)"));
  int modified = second + out->total_modifier;

  if (gg_bg_rules_morale_outcome (rules, in->figures, modified, NULL) != GG_BG_MORALE_LEADER_HIT)
    return FALSE;
  out->outcome = GG_BG_MORALE_LEADER_HIT;
  return TRUE;
}

static void
play_morale (GgGame *game, GgBgRules *rules, const GgChit *chit, const GgBgMoraleInput *input,
             GgBgMorale *out, gboolean *sfortunato_hit)
{
  guint from = mark (game);
  g_autofree char *name = chit_name (chit), *rule = NULL;
  GgLogText *text = gg_log_text_new ();
  gboolean hit = FALSE;

  gg_bg_morale_roll (rules, game->state->dice, input, out);
  if ((characters_of (game, chit->side, chit->squad) & GG_BG_CHAR_SFORTUNATO) &&
      out->outcome != GG_BG_MORALE_LEADER_HIT)
    hit = sfortunato (game, rules, input, out);
  if (sfortunato_hit != NULL)
    *sfortunato_hit = hit;
  /* Translators: a morale test in the log, its modifiers and then its total follow */
  gg_log_text_add_message (text, N_ ("Morale test %s [BG-9-b]: %d figures, D20 %d, modifiers: "),
                           name, input->figures, out->kept);
  gg_bg_modifiers_to_log (out->modifiers, text);
  /* Translators: a morale test's total and its result, e.g. "; total 12: No effect" */
  gg_log_text_add_labelled (text, GG_LOG_LABEL (1), N_ ("; total %d: %s"), out->modified,
                            gg_bg_morale_outcome_message (out->outcome));
  if (hit)
    gg_log_text_add_label (text, N_ (" (Sfortunato hit by the second D20, BG-15.1-n)"));
  rule = g_strdup_printf (" [%s", out->table.rule);
  gg_log_text_add (text, rule);
  if (out->house)
    gg_log_text_add_label (text, N_ (", house"));
  gg_log_text_add (text, "]");
  log_rolls (game, from, text);
}

void
gg_bg_play_morale (GgGame *game, GgBgRules *rules, char side, int squad,
                   const GgBgMoraleInput *input, GgBgMorale *out, gboolean *sfortunato_hit)
{
  GgChit chit = { side, squad };

  play_morale (game, rules, &chit, input, out, sfortunato_hit);
  gg_bg_state_begin_activation (game->state, side, squad, NULL);
}

/* Assaults and charges */

static gboolean
test_passes (GgGame *game, GgBgRules *rules, const GgChit *chit, gboolean charging, GgBgMorale *out)
{
  GgBgMoraleInput input;

  gg_bg_play_morale_input (game, rules, chit->side, chit->squad, charging, &input);
  play_morale (game, rules, chit, &input, out, NULL);
  return gg_bg_rules_morale_passes (rules, out->outcome, NULL);
}

void
gg_bg_play_assault (GgGame *game, GgBgRules *rules, const GgChit *attacker, const GgChit *defender,
                    GgBgAssault *out)
{
  GgSquadState *s = gg_bg_state_squad (game->state, attacker->side, attacker->squad, TRUE);

  memset (out, 0, sizeof *out);
  out->bonus_roll = -1;
  out->rule = "BG-4.2-l";
  out->allowed = gg_bg_play_in_command (game, rules, attacker->side, attacker->squad) &&
                 s->arm != GG_BG_ARM_ARTILLERY;
  if (!out->allowed)
    {
      out->rule = s->arm == GG_BG_ARM_ARTILLERY ? "BG-10.7-e" : "BG-4.2-l";
      return;
    }
  out->rule = "BG-11.2-a";
  out->attacker_goes = test_passes (game, rules, attacker, TRUE, &out->attacker);
  if (!out->attacker_goes)
    return;
  out->rule = "BG-11.2-d";
  out->bonus_mm = gg_bg_play_charge_bonus (game, rules, s->arm, &out->bonus_roll);
  out->defender_stands = test_passes (game, rules, defender, FALSE, &out->defender);
  out->melee = out->defender_stands;
  if (out->melee)
    out->rule = "BG-11.3-a";
}

void
gg_bg_assault_clear (GgBgAssault *assault)
{
  gg_bg_morale_clear (&assault->attacker);
  gg_bg_morale_clear (&assault->defender);
}

/* Fire */

static void
mark_fired (GgGame *game, const GgChit *firer, const GgBgFirer *firers, GgBgFire *out)
{
  GgSquadState *s = gg_bg_state_squad (game->state, firer->side, firer->squad, TRUE);

  /* BG-15.2-a: breech-loaders never reload; BG-4.2-g: only those who fired must */
  if (s->traits & GG_BG_TRAIT_BREECH_LOADER)
    return;
  for (guint i = 0; i < out->shots->len; i++)
    if (g_array_index (out->shots, GgBgShot, i).roll >= 0 && firers[i].id != NULL)
      gg_bg_state_fired (game->state, firer->side, firer->squad, firers[i].id);
}

static void
append_shots (GgLogText *text, GgBgFire *out)
{
  for (guint i = 0; i < out->shots->len; i++)
    {
      GgBgShot *shot = &g_array_index (out->shots, GgBgShot, i);

      if (shot->roll < 0)
        {
          gg_log_text_add_message (text, N_ ("; %s does not fire [%s]"), shot->id,
                                   shot->reason_rule);
          continue;
        }
      /* Translators: one shot in the log: the figure and its D10; its modifiers follow */
      gg_log_text_add_message (text, N_ ("; %s: D10 %d, "), shot->id, shot->roll);
      gg_bg_modifiers_to_log (shot->modifiers, text);
      /* Translators: after a shot's modifiers: the number it needs, the rule, hit or miss */
      gg_log_text_add_labelled (text, GG_LOG_LABEL (2), N_ (", needs %g [%s]: %s"),
                                shot->hit_on.value, shot->hit_on.rule,
                                shot->hit ? N_ ("hit") : N_ ("miss"));
    }
}

void
gg_bg_play_fire (GgGame *game, GgBgRules *rules, const GgChit *firer, const GgChit *target,
                 GgBgArm arm, const GgBgFirer *firers, guint n_firers,
                 const GgBgFireTarget *fire_target, GgBgFire *out)
{
  guint from = mark (game);
  g_autofree char *a = chit_name (firer), *b = chit_name (target);
  GgLogText *text = gg_log_text_new ();

  gg_bg_fire_roll (rules, game->state->dice, arm, firers, n_firers, fire_target, out);
  mark_fired (game, firer, firers, out);
  gg_bg_state_squad (game->state, target->side, target->squad, TRUE)->under_fire = TRUE;
  /* Translators: the fire roll in the log; the number of hits follows ("%d hit") */
  gg_log_text_add_message (text, N_ ("Fire %s at %s [BG-12.1-g]: %u firing, "), a, b,
                           out->n_firing);
  gg_log_text_add_plural (text, "%d hit", "%d hits", out->hits, out->hits);
  append_shots (text, out);
  log_rolls (game, from, text);
}

guint
gg_bg_play_reload (GgGame *game, const GgChit *squad, const char *const *ids)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);
  g_auto (GStrv) all = NULL;
  guint n = 0;

  if (s == NULL)
    return 0;
  if (ids == NULL)
    {
      g_ptr_array_add (s->reload, NULL);
      all = g_strdupv ((char **) s->reload->pdata);
      g_ptr_array_remove_index (s->reload, s->reload->len - 1);
      ids = (const char *const *) all;
    }
  for (guint i = 0; ids[i] != NULL; i++)
    {
      n += gg_bg_state_needs_reload (game->state, squad->side, squad->squad, ids[i]);
      gg_bg_state_reloaded (game->state, squad->side, squad->squad, ids[i]);
    }
  return n;
}

/* The casualties (BG-12.1-j, BG-12.4): the double D10 decides how many go to important pieces;
 * the rest fall on the nearest exposed figures. */
static void
choose_losses (GgBgTable *table, const GgBgFireSetup *setup, GgBgFireOutcome *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgBgCasualtyInput in = { out->fire.hits, setup->exposed->len, setup->important };
  int guns = 0;

  gg_bg_casualties_allocate (gg_bg_table_get_rules (table), game->state->dice, &in,
                             &out->casualties);
  for (guint i = 0; i < setup->exposed->len && (int) out->lost->len < out->casualties.losses; i++)
    {
      const char *id = g_ptr_array_index (setup->exposed, i);
      gboolean gun = gg_bg_figure_is_gun (gg_game_lookup_figure (game, id));

      if (gun && guns >= out->casualties.forced_important)
        continue;
      guns += gun;
      g_ptr_array_add (out->lost, g_strdup (id));
    }
}

static char *
joined (GPtrArray *ids)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", (char *) g_ptr_array_index (ids, i));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

GPtrArray *
gg_bg_play_gun_losses (GgBgTable *table, const GgBgGunFire *fire)
{
  GgGame *game = gg_bg_table_get_game (table);
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < fire->shots->len; i++)
    {
      GgBgPieceShot *p = &g_array_index (fire->shots, GgBgPieceShot, i);
      GgFigure *f = gg_game_lookup_figure (game, p->id);
      const char *ids[] = { p->id };

      if (!p->hit || f == NULL || gg_bg_figure_is_leader (f) || gg_bg_figure_is_officer (f))
        continue;
      gg_bg_table_apply_losses (table, (GgBgSquadRef){ f->side, f->squad }, ids, 1, p->friendly);
      g_ptr_array_add (out, (gpointer) p->id);
    }
  gg_bg_table_refresh (table);
  return out;
}

GPtrArray *
gg_bg_play_release_deferred (GgBgTable *table)
{
  GgGame *game = gg_bg_table_get_game (table);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  guint n;
  const char *const *held = gg_bg_state_get_deferred (game->state, &n);
  g_autofree char *list = NULL;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (out, g_strdup (held[i]));
  if (n == 0)
    return out;
  apply_deferred (game);
  gg_bg_table_refresh (table);
  for (guint i = 0; i < out->len; i++) /* a squad whose last figure fell loses its chit */
    {
      GgChit c;
      g_autoptr (GPtrArray) left = NULL;

      if (!gg_bg_play_figure_squad (game, g_ptr_array_index (out, i), &c))
        continue;
      left = gg_bg_table_squad_figures (table, c.side, c.squad);
      if (left->len == 0 && game->state->chits != NULL)
        gg_chitbag_remove_squad (game->state->chits, c.side, c.squad);
    }
  list = joined (out);
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("Mutual fire: the losses held back now leave play: %s (BG-2.2-f)"),
                             list);
  return out;
}

void
gg_bg_play_squad_fire (GgBgTable *table, GgBgSquadRef firer, GgBgSquadRef target,
                       const GgBgFireSetup *setup, GgBgFireOutcome *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgChit a = { firer.side, firer.number }, b = { target.side, target.number };
  g_autofree char *list = NULL, *name = chit_name (&b);

  memset (out, 0, sizeof *out);
  out->lost = g_ptr_array_new_with_free_func (g_free);
  /* the roll, the reloads and "under fire", logged with every shot */
  gg_bg_play_fire (game, gg_bg_table_get_rules (table), &a, &b, setup->arm,
                   (const GgBgFirer *) setup->firers->data, setup->firers->len, &setup->target,
                   &out->fire);
  /* AMB-24; the Drummer's and the Look-out's confirmed hits (BG-15.1-u/v) */
  gg_bg_table_fired_at (table, target, &out->fire);
  choose_losses (table, setup, out);
  out->held = gg_bg_play_get_interaction (game) == GG_PAIR_MUTUAL_FIRE &&
              gg_bg_play_pair_fired (game) == 0;
  list = joined (out->lost);
  for (guint i = 0; out->held && i < out->lost->len; i++)
    defer_loss (game, g_ptr_array_index (out->lost, i));
  if (!out->held && out->lost->len > 0)
    gg_bg_table_apply_losses (table, target, (const char *const *) out->lost->pdata, out->lost->len,
                              FALSE);
  if (out->lost->len > 0)
    {
      /* TRANSLATORS: the casualties of a squad's fire, e.g. "B1: out of action: B-1-2" */
      if (out->held)
        gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                   N_ ("Fire at %s: held back until the other squad has fired: %s "
                                       "[BG-2.2-f]"),
                                   name, list);
      else
        gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                   N_ ("Fire at %s: out of action: %s [BG-12.1-j]"), name, list);
    }
  out->released = out->held ? g_ptr_array_new_with_free_func (g_free)
                            : gg_bg_play_release_deferred (table);
  gg_bg_table_refresh (table);
}

void
gg_bg_fire_outcome_clear (GgBgFireOutcome *out)
{
  gg_bg_fire_clear (&out->fire);
  gg_bg_casualties_clear (&out->casualties);
  g_clear_pointer (&out->lost, g_ptr_array_unref);
  g_clear_pointer (&out->released, g_ptr_array_unref);
}

/* Hidden squads */

/* Where the hidden squad's dummies stand now (BG-14.1-c: the leader deploys on one of them). */
static guint
dummy_places (GgGame *game, const GgChit *squad, GgPoint *at, guint max)
{
  GgHiddenSquad *h = gg_bg_state_hidden (game->state, squad->side, squad->squad);
  guint n = 0;

  for (guint i = 0; h != NULL && i < h->dummies->len && n < max; i++)
    {
      GgFigure *d = gg_game_lookup_figure (game, g_ptr_array_index (h->dummies, i));

      if (d != NULL)
        at[n++] = d->base.centre;
    }
  return n;
}

/* Why @squad stays hidden, logged as data: the reason too shows in each reader's language. */
static void
log_refusal (GgGameState *state, const GgChit *squad, const GError *error)
{
  const char *reason = gg_bg_hidden_error_reason (error);
  GgLogText *text = gg_log_text_new ();

  if (reason != NULL)
    gg_log_text_add_labelled (text, GG_LOG_LABEL (2), N_ ("Squad %c%d cannot be revealed: %s"),
                              squad->side, squad->squad, reason);
  else
    gg_log_text_add_message (text, N_ ("Squad %c%d cannot be revealed: %s"), squad->side,
                             squad->squad, error->message);
  gg_game_state_log_text (state, GG_LOG_RULING, 0, 0, text);
}

gboolean
gg_bg_play_reveal (GgBgTable *table, const GgChit *squad, GError **error)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GError) local = NULL;
  GgPoint at[2];
  guint n = dummy_places (game, squad, at, G_N_ELEMENTS (at));
  gboolean ok = gg_bg_reveal_squad (game, squad, NULL, &local);
  GgBgRules *rules = gg_bg_table_get_rules (table);
  const char *rule;

  /* logged as data: each reader sees it in his language */
  if (ok && n > 0 && !gg_bg_deployment_ok (game, rules, squad, at, n, &rule))
    {
      g_autofree char *within =
        gg_unit_format (GG_UNIT_CM, gg_bg_rules_distance (rules, "ambush.deploy-within").value, 0);

      gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                 N_ ("Squad %c%d is revealed where it was written; it must deploy "
                                     "with its leader where one of its dummies stood and every "
                                     "figure within %s of him: move it so (%s)"),
                                 squad->side, squad->squad, within, rule);
    }
  else if (ok)
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("Squad %c%d is revealed: its figures are back on the table "
                                   "where they were written (BG-14.1-c, BG-14.2-d, BG-14.3-c)"),
                               squad->side, squad->squad);
  else
    log_refusal (game->state, squad, local);
  gg_bg_table_refresh (table);
  if (local != NULL)
    g_propagate_error (error, g_steal_pointer (&local));
  return ok;
}

/* Does some enemy figure on the table see @dummy, and how near is the nearest that does? */
static gboolean
enemy_sees (GgGame *game, GgLos *los, const GgFigure *dummy, double *distance)
{
  gboolean seen = FALSE;

  *distance = G_MAXDOUBLE;
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      g_autoptr (GgLosResult) r = NULL;

      if (f->side == dummy->side || gg_bg_state_is_out (game->state, f->id))
        continue;
      r = gg_los_figures (los, f, dummy);
      if (r->clear)
        {
          seen = TRUE;
          *distance = MIN (*distance, gg_base_distance (&f->base, &dummy->base));
        }
    }
  return seen;
}

static gboolean
spotted (GgGame *game, GgBgRules *rules, GgLos *los, GgHiddenSquad *h)
{
  for (guint i = 0; i < h->dummies->len; i++)
    {
      GgFigure *d = gg_game_lookup_figure (game, g_ptr_array_index (h->dummies, i));
      double distance;
      gboolean seen;

      if (d == NULL)
        continue;
      seen = enemy_sees (game, los, d, &distance);
      if (gg_bg_hidden_spotted (rules, h->mode, seen, distance))
        return TRUE;
    }
  return FALSE;
}

GArray *
gg_bg_play_spot_hidden (GgBgTable *table)
{
  GgGame *game = gg_bg_table_get_game (table);
  GArray *found = g_array_new (FALSE, FALSE, sizeof (GgChit));
  g_autoptr (GgSpatial) index = NULL;
  GgLos *los;

  if (game->state == NULL || gg_bg_state (game->state)->hidden->len == 0)
    return found;
  index = gg_spatial_new (game);
  los = gg_los_new (index);
  for (guint i = 0; i < gg_bg_state (game->state)->hidden->len; i++)
    {
      GgHiddenSquad *h = g_ptr_array_index (gg_bg_state (game->state)->hidden, i);

      if (h->dummies->len > 0 && spotted (game, gg_bg_table_get_rules (table), los, h))
        g_array_append_val (found, h->squad);
    }
  gg_los_free (los);
  for (guint i = 0; i < found->len; i++)
    {
      GgChit c = g_array_index (found, GgChit, i);
      gg_game_state_log_message (
        game->state, GG_LOG_RULING, 0, 0,
        N_ ("Squad %c%d is spotted: an enemy figure sees its markers (BG-14.3-d)"), c.side,
        c.squad);
      gg_bg_play_reveal (table, &c, NULL);
    }
  return found;
}

/* Single rolls */

gboolean
gg_bg_play_captain_may_roll (GgGame *game, char side)
{
  return gg_bg_state (game->state)->captain_turn[side == 'B'] != turn (game);
}

gboolean
gg_bg_play_captain (GgGame *game, GgBgRules *rules, char side, int *roll)
{
  int *attempts = &gg_bg_state (game->state)->captain_attempts[side == 'B'];
  guint from = mark (game);
  gboolean ok;
  GgLogText *text;

  *roll = -1;
  if (!gg_bg_play_captain_may_roll (game, side))
    return FALSE;
  gg_bg_state (game->state)->captain_turn[side == 'B'] = turn (game);
  ok = gg_bg_captain_replace (rules, game->state->dice, *attempts + 1, roll);
  text = gg_log_text_new ();
  gg_log_text_add_labelled (text, GG_LOG_LABEL (4),
                            N_ ("Captain replacement, side %c, attempt %d [BG-4.8-j/k]: D10 %d, "
                                "needs %d or less: %s"),
                            side, *attempts + 1, *roll,
                            gg_bg_captain_needed (rules, *attempts + 1, NULL),
                            ok ? N_ ("replaced") : N_ ("not replaced"));

  *attempts = ok ? 0 : *attempts + 1;
  log_rolls (game, from, text);
  return ok;
}

gboolean
gg_bg_play_preempt (GgGame *game, GgBgRules *rules, const GgChit *squad, double enemy_distance_mm,
                    int *roll)
{
  guint from = mark (game);
  GgBgNumber limit = gg_bg_rules_distance (rules, "characters.previdente-range");
  int success = gg_bg_rules_number (rules, "characters.previdente-success").value;
  gboolean ok = gg_chitbag_preempt (game->state->chits, game->state->dice, squad->side,
                                    squad->squad, enemy_distance_mm, limit.value, success, roll);
  g_autofree char *name = chit_name (squad);
  GgLogText *text;

  if (ok)
    record (game, rules, squad, 1, GG_PAIR_PREEMPTED);
  if (*roll < 0)
    return ok;
  text = gg_log_text_new ();
  gg_log_text_add_labelled (text, GG_LOG_LABEL (3),
                            N_ ("Previdente, squad %s [BG-15.1-d]: D10 %d, needs %d or less: %s"),
                            name, *roll, success, ok ? N_ ("acts first") : N_ ("waits"));
  log_rolls (game, from, text);
  return ok;
}

gboolean
gg_bg_play_esitante (GgGame *game, GgBgRules *rules, int *roll)
{
  guint from = mark (game);
  gboolean ok = gg_bg_esitante_orders (rules, game->state->dice, roll);
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add_labelled (text, GG_LOG_LABEL (1),
                            N_ ("Esitante orders a charge [BG-15.1-l]: D10 %d: %s"), *roll,
                            ok ? N_ ("order given") : N_ ("order fails"));
  log_rolls (game, from, text);
  return ok;
}

gboolean
gg_bg_play_protector (GgGame *game, GgBgRules *rules, const GgChit *squad, gboolean gigogin,
                      int *roll)
{
  guint from = mark (game);
  gboolean hit = gg_bg_protector_hit (rules, game->state->dice, roll, NULL);
  g_autofree char *name = chit_name (squad);
  GgLogText *text = gg_log_text_new ();

  if (hit && gigogin)
    gg_bg_state (game->state)->gigogin_fallen[squad->side == 'B'] = TRUE;
  else if (hit)
    gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE)->protector_fallen = TRUE;
  gg_log_text_add_labelled (
    text, GG_LOG_LABEL (4), N_ ("%s with squad %s loses figures [%s]: D10 %d: %s"),
    gigogin ? "La Bella Gigogin" : "Martinitt", name, gigogin ? "BG-15.1-s" : "BG-15.1-r", *roll,
    hit ? N_ ("hit") : N_ ("unharmed"));
  log_rolls (game, from, text);
  return hit;
}

gboolean
gg_bg_play_dispute (GgGame *game, const char *question, int *roll)
{
  guint from = mark (game);
  gboolean even = gg_bg_dispute (game->state->dice, roll);
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add_labelled (text, GG_LOG_LABEL (2),
                            N_ ("Doubtful case “%s” [BG-2.8-a]: D10 %d, %s"), question, *roll,
                            even ? N_ ("even") : N_ ("odd"));
  log_rolls (game, from, text);
  return even;
}

double
gg_bg_play_charge_bonus (GgGame *game, GgBgRules *rules, GgBgArm arm, int *roll)
{
  guint from = mark (game);
  double mm;
  GgLogText *text = gg_log_text_new ();

  *roll = gg_dice_roll (game->state->dice, GG_DIE_D10, N_ ("charge bonus (BG-10.7-c)"));
  mm = gg_bg_charge_bonus (rules, arm, *roll);
  gg_log_text_add_message (
    text, N_ ("Charge or assault movement bonus [BG-10.7-c]: D10 %d: %+.1f cm"), *roll, mm / 10);
  log_rolls (game, from, text);
  return mm;
}
