/* gg-bg-play.c: the activation sequence and logged rolls of La Bella Gigogin. */
#include "gg-bg-play-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-characters.h"
#include "gg-bg-hidden.h"
#include "gg-bg-prisoners.h"
#include "gg-geometry.h"
#include "gg-los.h"
#include "gg-move.h"
#include "gg-spatial.h"

/* Helpers */

guint
gg_bg_play_mark (GgGame *game)
{
  return gg_dice_get_n_rolls (game->state->dice);
}

/* One GG_LOG_ROLL entry for the dice rolled since @from, its text as data (@text, taken), so
 * each reader sees it in his language. */
void
gg_bg_play_log_rolls (GgGame *game, guint from, GgLogText *text)
{
  guint n = gg_bg_play_mark (game) - from;

  gg_game_state_log_text (game->state, GG_LOG_ROLL, n > 0 ? from + 1 : 0, n, text);
}

char *
gg_bg_chit_name (const GgChit *chit)
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
void
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
  /* a test owed and not taken in its last activation is still owed (BG-2.3-a) */
  if (!s->morale_test && gg_bg_state_morale_owed (s))
    {
      s->morale_test = TRUE;
      s->friendly_fire = (s->steps & GG_STEP_FRIENDLY_FIRE) != 0;
    }
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
  guint from = gg_bg_play_mark (game), n;
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
  gg_bg_play_log_rolls (game, from, text);
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
  name = gg_bg_chit_name (&chit);
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

/* A pair of this turn is drawn (or a Previdente acts before it): no other squad moves. */
static gboolean
pair_drawn (GgGame *game, char *names, gsize size)
{
  GgActivationRecord *a = pair_record (game);

  if (a == NULL || a->turn != turn (game))
    return FALSE;
  names[0] = '\0';
  for (guint i = 0; i < a->n; i++)
    {
      char one[16];

      g_snprintf (one, sizeof one, "%s%c%d", i ? " + " : "", a->pair[i].side, a->pair[i].squad);
      g_strlcat (names, one, size);
    }
  return TRUE;
}

/* How near the figure @f, standing at @at, is to the nearest officer of its side (BG-4.8-n). */
static double
officer_distance (GgGame *game, const GgFigure *f, GgPoint at)
{
  GgBase base = f->base;
  double best = G_MAXDOUBLE;

  base.centre = at;
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *o = g_ptr_array_index (game->figures, i);

      if (o->side == f->side && o != f && gg_bg_figure_is_officer (o) &&
          !gg_game_state_off_table (game->state, o->id))
        best = MIN (best, gg_base_distance (&base, &o->base));
    }
  return best;
}

/* Why the figure @f may not move from @from to @to now, or FALSE: a squad outside the pair
 * drawn (BG-2.2-a, BG-2.2-d), or out of command and going neither toward an officer nor, under
 * fire, into cover (BG-4.8-m, BG-4.8-n). */
static gboolean
move_refused (GgGame *game, GgTableRules *rules, const GgFigure *f, GgPoint from, GgPoint to,
              GgMoveCheck *out)
{
  GgChit chit = { f->side, f->squad };
  GgSquadState *s;
  char names[64];
  const char *rule;

  if (f->squad <= 0 || game->state == NULL)
    return FALSE;
  if (!acting (game, f->side, f->squad) && pair_drawn (game, names, sizeof names))
    {
      out->rule = "BG-2.2-d";
      /* Translators: the squad dragged, the pair drawn ("A1 + B3") */
      out->reason = g_strdup_printf (_("%c%d may not move (BG-2.2-d): only the pair drawn, %s, "
                                       "acts now"),
                                        f->side, f->squad, names);
      return TRUE;
    }
  if (!acting (game, f->side, f->squad) || rules->tables == NULL ||
      gg_bg_play_may_act (game, rules->tables, &chit, GG_BG_ACTION_MOVE, &rule))
    return FALSE;
  s = gg_bg_state_squad (game->state, f->side, f->squad, FALSE);
  if (officer_distance (game, f, to) < officer_distance (game, f, from) - GG_GEOMETRY_EPSILON ||
      (s != NULL && s->under_fire))
    return FALSE;
  out->rule = "BG-4.8-n";
  out->reason = g_strdup_printf (_("%c%d may not move so (BG-4.8-n): out of command, it may only "
                                   "retire toward an officer, or into cover under fire"),
                                    f->side, f->squad);
  return TRUE;
}

/* The furthest point from @from toward @to whose path costs no more than @allowance. */
static GgPoint
stop_at (GgGame *game, GgTableRules *rules, GgArm arm, GgPoint from, GgPoint to, double allowance)
{
  double lo = 0, hi = 1;

  for (int i = 0; i < 24; i++)
    {
      double mid = (lo + hi) / 2;
      GgPoint p = { from.x + (to.x - from.x) * mid, from.y + (to.y - from.y) * mid };
      GgMoveCost c;

      gg_move_path_cost (game, rules, arm, from, p, &c);
      (c.cost <= allowance && c.passable ? (lo = mid) : (hi = mid));
      gg_move_cost_clear (&c);
    }
  return (GgPoint){ from.x + (to.x - from.x) * lo, from.y + (to.y - from.y) * lo };
}

/* The allowance of @f for this move and the rule it comes from (the rule tables' entry). */
static double
allowance_of (GgGame *game, GgTableRules *rules, const GgFigure *f, gboolean difficult,
              const char **rule)
{
  GgBgNumber n;

  if (rules->tables == NULL)
    {
      *rule = NULL;
      return rules->allowance[gg_table_rules_arm_of (f)];
    }
  n = gg_bg_move_allowance (game, rules->tables, f, difficult, NULL);
  *rule = n.rule;
  return n.value;
}

void
gg_bg_play_move_check (GgGame *game, GgTableRules *rules, const char *id, GgPoint to,
                       GgBgMoveCheck *out)
{
  GgFigure *f = gg_game_lookup_figure (game, id);
  GgArm arm = f != NULL ? gg_table_rules_arm_of (f) : GG_ARM_INFANTRY;
  GgMoveCost c;

  memset (out, 0, sizeof *out);
  out->stop = to;
  out->allowance = rules->allowance[arm];
  out->activation = f != NULL && gg_bg_play_move_from (game, id, &out->from);
  if (!out->activation && f != NULL)
    out->from = f->base.centre;
  gg_move_path_cost (game, rules, arm, out->from, to, &c);
  out->length = c.length;
  out->used = c.cost;
  out->passable = c.passable;
  if (out->activation && f != NULL)
    out->allowance = allowance_of (game, rules, f, c.cost > c.length + 1e-6, &out->rule);
  out->too_far = out->allowance > 0 && c.cost > out->allowance + GG_GEOMETRY_EPSILON;
  gg_move_cost_clear (&c);
  if (f != NULL && move_refused (game, rules, f, out->from, to, out))
    {
      out->refused = TRUE;
      out->stop = f->base.centre;
    }
  else if (out->activation && (out->too_far || !out->passable))
    out->stop =
      stop_at (game, rules, arm, out->from, to, out->allowance > 0 ? out->allowance : G_MAXDOUBLE);
}

gboolean
gg_bg_play_shell_may_fire (GgGame *game, const char *gun, char **why)
{
  GgFigure *f = gg_game_lookup_figure (game, gun);
  GgSquadState *s = f != NULL && f->squad > 0 && game->state != NULL
                      ? gg_bg_state_squad (game->state, f->side, f->squad, FALSE)
                      : NULL;

  *why = NULL;
  if (s == NULL || !acting (game, f->side, f->squad) || !(s->steps & GG_STEP_ACTED))
    return TRUE;
  *why = g_strdup_printf (_("%c%d has acted this activation (BG-2.4-b): its gun fires no other "
                            "shell until it is drawn again"),
                             f->side, f->squad);
  return FALSE;
}

void
gg_bg_play_shell_fired (GgGame *game, const char *gun)
{
  GgFigure *f = gg_game_lookup_figure (game, gun);

  if (f != NULL && f->squad > 0 && game->state != NULL && acting (game, f->side, f->squad))
    gg_bg_state_squad (game->state, f->side, f->squad, TRUE)->steps |= GG_STEP_ACTED;
}

gboolean
gg_bg_play_move_excess (GgGame *game, const GgChit *squad, char **why)
{
  g_autoptr (GgTableRules) rules = gg_table_rules_new (game, NULL);
  GgMoveCheck worst = { 0 };

  *why = NULL;
  for (guint i = 0; rules != NULL && i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      GgMoveCheck c;

      if (f->side != squad->side || f->squad != squad->squad ||
          gg_game_state_off_table (game->state, f->id))
        continue;
      gg_bg_play_move_check (game, rules, f->id, f->base.centre, &c);
      if (c.activation && (c.too_far || !c.passable) &&
          (*why == NULL || c.used - c.allowance > worst.used - worst.allowance))
        {
          gg_move_check_clear (&worst);
          worst = c;
          g_free (*why);
          *why = g_strdup (f->id);
        }
      else
        gg_move_check_clear (&c);
    }
  if (*why != NULL)
    {
      g_autofree char *used = gg_unit_format (game->units, worst.used, 1);
      g_autofree char *limit = gg_unit_format (game->units, worst.allowance, 1);
      char *text = !worst.passable
        /* Translators: a figure, the movement it used, its allowance */
        ? g_strdup_printf (_("%s crossed impassable terrain (BG-8-j)"), *why)
        : g_strdup_printf (_("%s used %s of %s (%s)"), *why, used, limit,
                              worst.rule ? worst.rule : "BG-10.3-a");

      g_free (*why);
      *why = text;
    }
  gg_move_check_clear (&worst);
  return *why != NULL;
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
  guint from = gg_bg_play_mark (game);
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
  gg_bg_play_log_rolls (game, from, text);
  return ok;
}

gboolean
gg_bg_play_preempt (GgGame *game, GgBgRules *rules, const GgChit *squad, double enemy_distance_mm,
                    int *roll)
{
  guint from = gg_bg_play_mark (game);
  GgBgNumber limit = gg_bg_rules_distance (rules, "characters.previdente-range");
  int success = gg_bg_rules_number (rules, "characters.previdente-success").value;
  gboolean ok = gg_chitbag_preempt (game->state->chits, game->state->dice, squad->side,
                                    squad->squad, enemy_distance_mm, limit.value, success, roll);
  g_autofree char *name = gg_bg_chit_name (squad);
  GgLogText *text;

  if (ok)
    record (game, rules, squad, 1, GG_PAIR_PREEMPTED);
  if (*roll < 0)
    return ok;
  text = gg_log_text_new ();
  gg_log_text_add_labelled (text, GG_LOG_LABEL (3),
                            N_ ("Previdente, squad %s [BG-15.1-d]: D10 %d, needs %d or less: %s"),
                            name, *roll, success, ok ? N_ ("acts first") : N_ ("waits"));
  gg_bg_play_log_rolls (game, from, text);
  return ok;
}

gboolean
gg_bg_play_esitante (GgGame *game, GgBgRules *rules, int *roll)
{
  guint from = gg_bg_play_mark (game);
  gboolean ok = gg_bg_esitante_orders (rules, game->state->dice, roll);
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add_labelled (text, GG_LOG_LABEL (1),
                            N_ ("Esitante orders a charge [BG-15.1-l]: D10 %d: %s"), *roll,
                            ok ? N_ ("order given") : N_ ("order fails"));
  gg_bg_play_log_rolls (game, from, text);
  return ok;
}

gboolean
gg_bg_play_protector (GgGame *game, GgBgRules *rules, const GgChit *squad, gboolean gigogin,
                      int *roll)
{
  guint from = gg_bg_play_mark (game);
  gboolean hit = gg_bg_protector_hit (rules, game->state->dice, roll, NULL);
  g_autofree char *name = gg_bg_chit_name (squad);
  GgLogText *text = gg_log_text_new ();

  if (hit && gigogin)
    gg_bg_state (game->state)->gigogin_fallen[squad->side == 'B'] = TRUE;
  else if (hit)
    gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE)->protector_fallen = TRUE;
  gg_log_text_add_labelled (
    text, GG_LOG_LABEL (4), N_ ("%s with squad %s loses figures [%s]: D10 %d: %s"),
    gigogin ? "La Bella Gigogin" : "Martinitt", name, gigogin ? "BG-15.1-s" : "BG-15.1-r", *roll,
    hit ? N_ ("hit") : N_ ("unharmed"));
  gg_bg_play_log_rolls (game, from, text);
  return hit;
}

gboolean
gg_bg_play_dispute (GgGame *game, const char *question, int *roll)
{
  guint from = gg_bg_play_mark (game);
  gboolean even = gg_bg_dispute (game->state->dice, roll);
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add_labelled (text, GG_LOG_LABEL (2),
                            N_ ("Doubtful case “%s” [BG-2.8-a]: D10 %d, %s"), question, *roll,
                            even ? N_ ("even") : N_ ("odd"));
  gg_bg_play_log_rolls (game, from, text);
  return even;
}

double
gg_bg_play_charge_bonus (GgGame *game, GgBgRules *rules, GgBgArm arm, int *roll)
{
  guint from = gg_bg_play_mark (game);
  double mm;
  GgLogText *text = gg_log_text_new ();

  *roll = gg_dice_roll (game->state->dice, GG_DIE_D10, N_ ("charge bonus (BG-10.7-c)"));
  mm = gg_bg_charge_bonus (rules, arm, *roll);
  gg_log_text_add_message (
    text, N_ ("Charge or assault movement bonus [BG-10.7-c]: D10 %d: %+.1f cm"), *roll, mm / 10);
  gg_bg_play_log_rolls (game, from, text);
  return mm;
}
