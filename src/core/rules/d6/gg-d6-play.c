/* gg-d6-play.c: d6 resolutions on a game, with their effects and the referee's log. */
#include "gg-d6-play.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

struct _GgD6Play
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Table *table;
  guint first_roll;  /* dice rolled before the resolution being logged */
  gboolean scenario; /* the game came with its `d6:` section: the scenario set who is first */
  char *evader;      /* the last unit to evade, and its centre before (D6-CHG-6) */
  GgPoint evaded_from;
  GPtrArray *passed; /* ids of the friends it passed, as it ended its evade, or NULL */
};

/* clang-format off */
G_DEFINE_QUARK (gg-d6-play-error-quark, gg_d6_play_error)
/* clang-format on */

static GgDice *
dice (GgD6Play *self)
{
  return self->game->state->dice;
}

static void
rebuild (GgD6Play *self)
{
  g_clear_pointer (&self->table, gg_d6_table_free);
  self->table = gg_d6_table_new (self->game, self->rules);
}

GgD6Play *
gg_d6_play_new (GgGame *game, GgD6Rules *rules, guint32 seed, GError **error)
{
  g_autoptr (GgD6Play) self = g_new0 (GgD6Play, 1);

  self->game = gg_game_ref (game);
  self->rules = rules;
  if (game->state == NULL)
    game->state = gg_game_state_new (seed);
  self->scenario = gg_d6_state_of (game) != NULL;
  gg_d6_state_ensure (game);
  if (!gg_d6_state_apply_options (gg_d6_state_of (game), rules, error))
    return NULL;
  rebuild (self);
  return g_steal_pointer (&self);
}

void
gg_d6_play_free (GgD6Play *self)
{
  if (self == NULL)
    return;
  gg_d6_table_free (self->table);
  gg_game_unref (self->game);
  g_free (self->evader);
  g_clear_pointer (&self->passed, g_ptr_array_unref);
  g_free (self);
}

GgD6Table *
gg_d6_play_get_table (GgD6Play *self)
{
  return self->table;
}

GgGame *
gg_d6_play_get_game (GgD6Play *self)
{
  return self->game;
}

GgD6Rules *
gg_d6_play_get_rules (GgD6Play *self)
{
  return self->rules;
}

void
gg_d6_play_refresh (GgD6Play *self)
{
  rebuild (self);
}

const char *
gg_d6_play_get_evader (GgD6Play *self)
{
  return self->evader;
}

/* Logging: every resolution is one GG_LOG_ROLL entry pointing at the dice it used. */

static void
begin (GgD6Play *self)
{
  self->first_roll = gg_dice_get_n_rolls (dice (self));
}

/* The log's clock is the shared state's (GgGameState.clock: replays and tests fix it). */
static gint64
log_time (GgD6Play *self)
{
  gint64 clock = self->game->state->clock;

  return clock != 0 ? clock : g_get_real_time () / G_USEC_PER_SEC;
}

/* A text of one message (untranslated, N_()) with its values: the log keeps it as data. */
static GgLogText *
say (const char *message, ...)
{
  GgLogText *text = gg_log_text_new ();
  va_list args;

  va_start (args, message);
  gg_log_text_add_messagev (text, message, args);
  va_end (args);
  return text;
}

/* As say, the value @k an untranslated message itself, shown translated too (a reason, a word
 * for what the unit does). */
static GgLogText *
say_labelled (guint k, const char *message, ...)
{
  GgLogText *text = gg_log_text_new ();
  va_list args;

  va_start (args, message);
  gg_log_text_add_labelledv (text, GG_LOG_LABEL (k), message, args);
  va_end (args);
  return text;
}

/* @word, a key of the game file's vocabulary, as an untranslated message for the log; or @word
 * itself when there is none. */
static const char *
word_message (const char *word)
{
  static const char *const words[][2] = {
    /* TEST (@why): D6-TEST */
    { "casualties", N_ ("casualties") },
    { "melee", N_ ("melee") },
    /* the miners' tasks (D6-SAP-3, D6-SAP-4) */
    { "breach", N_ ("a breach") },
    { "obstacle", N_ ("an obstacle") },
    { "trench", N_ ("a trench") },
    { "mine", N_ ("a mine") },
  };

  for (guint i = 0; word != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (word, words[i][0]))
      return words[i][1];
  return word != NULL ? word : "";
}

/* Appends @more (taken) to @text, with a new line between them. */
static GgLogText *
then (GgLogText *text, GgLogText *more)
{
  if (more != NULL)
    {
      gg_log_text_add (text, "\n");
      gg_log_text_append (text, more);
      gg_log_text_free (more);
    }
  return text;
}

/* An entry of @text (taken) for @n dice from serial @first + 1. */
static void
log_entry (GgD6Play *self, GgLogKind kind, GgLogText *text, guint first, guint n)
{
  GgD6Turn *t = &gg_d6_state_of (self->game)->turn;
  g_autofree char *activation = gg_d6_turn_describe (t);

  guint serial = gg_log_append_text (self->game->state->log, log_time (self), kind, t->turn,
                                     activation, n > 0 ? first + 1 : 0, n, text);

  gg_log_set_activation_text (self->game->state->log, serial, gg_d6_turn_describe_text (t));
}

/* @title and @body (both taken; @body may be NULL), with the dice rolled since begin(). */
static void
log_text (GgD6Play *self, GgLogKind kind, GgLogText *title, GgLogText *body)
{
  guint n = gg_dice_get_n_rolls (dice (self)) - self->first_roll;

  log_entry (self, kind, then (title, body), self->first_roll, n);
}

/* @title, the report's account and @outcome (taken, may be NULL). */
static void
log_report (GgD6Play *self, GgLogText *title, const GgD6Report *report, GgLogText *outcome)
{
  GgLogText *body = gg_log_text_new ();

  gg_d6_report_to_log (report, body);
  gg_log_text_append (body, outcome);
  gg_log_text_free (outcome);
  log_text (self, GG_LOG_ROLL, title, body);
}

/* An entry for @n dice from serial @first + 1 (several entries for one roll of the dice). */
static void
log_dice (GgD6Play *self, GgLogText *title, const GgD6Report *report, guint first, guint n)
{
  GgLogText *body = gg_log_text_new ();

  gg_d6_report_to_log (report, body);
  log_entry (self, GG_LOG_ROLL, then (title, body), first, n);
}

/* The text in the UI's language, for the caller (@out may be NULL); frees @text. */
static void
give (GgLogText *text, char **out)
{
  if (out != NULL)
    *out = gg_log_text_render (text);
  gg_log_text_free (text);
}

static GgD6TableUnit *
unit (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);

  if (u == NULL || (u->figures->len == 0 && u->state->status != GG_D6_STATUS_OFF_TABLE))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_UNKNOWN_UNIT,
                   _("no unit “%s” on the table"), id ? id : "");
      return NULL;
    }
  return u;
}

/* The game's activation scheme measuring on the table (gg-d6-activation.h), or NULL under the
 * d6 sequence, where every unit acts. */
static gpointer
open_act (GgD6Play *self)
{
  const GgD6Activation *hooks = gg_d6_activation ();

  return gg_d6_state_of (self->game)->activation != NULL && hooks != NULL
           ? hooks->open (self->table)
           : NULL;
}

static void
close_act (gpointer act)
{
  if (act != NULL)
    gg_d6_activation ()->close (act);
}

/* VOL-4.B2-b, R59-4.4: under a board game's activation scheme only the activated formation's
 * units move, fire and charge, and an 1859 corps' brigades as their orders, hors de combat and
 * R59-4.55 allow (the scheme's unit refusal, gg-act.h); the d6 sequence lets every unit act. The
 * scheme measures the corps commander's Range, R59-4.22. */
static gboolean
activated (GgD6Play *self, const char *id, GgD6Do what, GError **error)
{
  gpointer act = open_act (self);
  g_autofree char *why = act != NULL ? gg_d6_activation ()->unit_refusal (act, id, what) : NULL;

  if (why == NULL && act != NULL && what == GG_D6_DO_ATTACK)
    gg_d6_activation ()->record_attack (act, id); /* R59-4.43 */
  close_act (act);
  if (why == NULL)
    return TRUE;
  g_set_error_literal (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, why);
  return FALSE;
}

/* R59-4.43: @id moved in the acting corps' activation (an Extended one's cohesion roll). */
static void
record_move (GgD6Play *self, const char *id)
{
  gpointer act = open_act (self);

  if (act != NULL)
    gg_d6_activation ()->record_move (act, id);
  close_act (act);
}

/* R59-4.42, R59-9.1, VOL-15.2: a unit that may not close (Without Orders, hors de combat, at
 * night) may not end a march nearer an enemy combat unit than the closing distance (the scheme's,
 * a house reading of "adjacent"), unless it was that near already and ends no nearer ("if already
 * adjacent, they may stay or move away", 002 L23). */
static gboolean
may_end_there (GgD6Play *self, GgD6TableUnit *u, double bearing, double allowed, GError **error)
{
  gpointer act = open_act (self);
  g_autofree char *why =
    act != NULL ? gg_d6_activation ()->unit_refusal (act, u->id, GG_D6_DO_CLOSE) : NULL;
  double closing = why != NULL ? gg_d6_activation ()->closing_distance (act) : 0, before, after;

  close_act (act);
  if (why == NULL)
    return TRUE;
  before = gg_d6_table_enemy_distance (self->table, u, bearing, 0);
  after = gg_d6_table_enemy_distance (self->table, u, bearing, allowed);
  if (after >= closing - 1e-6 || after >= before - 1e-6)
    return TRUE;
  g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
               _("%s would end %.1f\" from an enemy unit, within %.0f\" (house: the table's "
                 "reading of an adjacent hex): %s"),
                  u->id, after, closing, why);
  return FALSE;
}

static gboolean
bad_face (GError **error)
{
  g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, _("a d6 shows 1 to 6"));
  return FALSE;
}

/* First player and Fog of War */

static gboolean gg_d6_play_miners (GgD6Play *self, const char *id, GError **error);

/* D6-SAP-3: at the end of @side's player turn each of its miners' units with a task works on it
 * (gg_d6_play_miners, which remakes the table: ids first). */
static void
work_miners (GgD6Play *self, char side)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < gg_d6_table_get_n_units (self->table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (self->table, i);

      if (u->side == side && u->unit.kind == GG_D6_MINERS && u->state->task != NULL)
        g_ptr_array_add (ids, g_strdup (u->id));
    }
  for (guint i = 0; i < ids->len; i++)
    gg_d6_play_miners (self, g_ptr_array_index (ids, i), NULL);
}

/* Whether the next step ends the game turn. */
static gboolean
turn_ends (GgD6Play *self)
{
  GgD6Turn next = gg_d6_state_of (self->game)->turn;

  gg_d6_turn_advance (&next);
  return next.turn != gg_d6_state_of (self->game)->turn.turn;
}

/* The activation scheme's End of Turn Phase when the game turn ends: 1859's Demoralisation
 * Segment (R59-9.1, R59-9.2), rolled and logged by the scheme, once a turn. Whether there was
 * one. */
static gboolean
end_of_turn (GgD6Play *self)
{
  gpointer act = open_act (self);
  gboolean done = act != NULL && gg_d6_activation ()->end_of_turn (act);

  close_act (act);
  return done;
}

static gboolean change_check (GgD6Play *self, const char *id, GError **error);

/* D6-REF-4: the side's formation changes not completed by hand are completed as the step ends;
 * each whose figures fail the completion test is logged with why, for the referee. */
static void
check_open_changes (GgD6Play *self)
{
  const GgD6State *d6 = gg_d6_state_of (self->game);
  g_autoptr (GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  if (d6->turn.phase != GG_D6_PHASE_MOVE || d6->turn.step != GG_D6_STEP_COMPLETE_REFORM)
    return;
  for (guint i = 0; i < d6->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (d6->units, i);

      if (u->side == d6->turn.active && u->red)
        g_ptr_array_add (ids, g_strdup (u->id));
    }
  for (guint i = 0; i < ids->len; i++)
    {
      g_autoptr (GError) error = NULL;

      if (change_check (self, g_ptr_array_index (ids, i), &error) || error == NULL)
        continue;
      begin (self);
      log_text (self, GG_LOG_NOTE,
                say (N_ ("%s's formation change is completed as its figures stand, though it fails "
                         "the completion test: %s (D6-REF-4)"),
                     (const char *) g_ptr_array_index (ids, i), error->message),
                NULL);
    }
}

static void
step (GgD6Play *self)
{
  GgD6Turn next = gg_d6_state_of (self->game)->turn;

  check_open_changes (self);
  if (gg_d6_turn_advance (&next))
    work_miners (self, gg_d6_state_of (self->game)->turn.active); /* the player turn ends now */
  gg_d6_state_advance (gg_d6_state_of (self->game));
  begin (self);
  log_text (self, GG_LOG_NOTE, gg_d6_turn_describe_text (&gg_d6_state_of (self->game)->turn), NULL);
  rebuild (self);
}

void
gg_d6_play_advance (GgD6Play *self)
{
  if (turn_ends (self) && end_of_turn (self))
    rebuild (self);
  step (self);
}

void
gg_d6_play_to_turn_end (GgD6Play *self)
{
  while (!turn_ends (self))
    step (self);
}

char
gg_d6_play_first_player (GgD6Play *self, GError **error)
{
  int a, b;
  char first;

  begin (self);
  if (self->scenario && gg_d6_rules_option_is (self->rules, "first-player", "scenario-or-roll"))
    {
      first = gg_d6_state_of (self->game)->turn.first; /* AMB-53: the scenario's word */
      log_text (self, GG_LOG_RULING, say (N_ ("Who moves first")),
                say (N_ ("as the scenario says (D6-SEQ-1, D6-AMB-53)")));
      return first;
    }
  do
    {
      a = gg_dice_roll (dice (self), GG_DIE_D6, N_ ("first player, side A"));
      b = gg_dice_roll (dice (self), GG_DIE_D6, N_ ("first player, side B"));
    }
  while (a == b); /* AMB-53: ties are rolled again */
  first = a > b ? 'A' : 'B';
  gg_d6_turn_init (&gg_d6_state_of (self->game)->turn, first);
  log_text (self, GG_LOG_ROLL, say (N_ ("Who moves first")),
            say (N_ ("Side A rolled %d, side B %d: side %c moves first (D6-SEQ-1, D6-AMB-53)"), a,
                 b, first));
  return first;
}

static void
commander_killed (GgD6Play *self, const char *id)
{
  GgD6TableUnit *c = gg_d6_table_lookup (self->table, id);

  if (c == NULL)
    return;
  /* off the table, destroyed: an event for the friends' TESTs (D6-CMD-9, recorded by the board) */
  gg_d6_board_apply_losses (self->table, id, G_MAXINT / 2, NULL);
  rebuild (self);
}

/* "Lost orders (D6-FOG-T6): B2" */
static GgLogText *
fog_outcome (GgD6FogEvent event, const char *target)
{
  GgLogText *text = gg_log_text_new ();
  g_autofree char *rule = g_strdup_printf (" (%s)", gg_d6_fog_event_rule (event));

  gg_log_text_add_label (text, gg_d6_fog_event_message (event));
  gg_log_text_add (text, rule);
  if (target != NULL)
    gg_log_text_add (text, ": "), gg_log_text_add (text, target);
  gg_log_text_add (text, "\n");
  return text;
}

GgD6FogRoll *
gg_d6_play_fog (GgD6Play *self, const int *entered, GError **error)
{
  g_autoptr (GgD6FogRoll) roll = gg_d6_fog_plan (self->rules);
  char side = gg_d6_state_of (self->game)->turn.active;
  g_autofree char *target = NULL;
  GgLogText *outcome = NULL;

  begin (self);
  if (!gg_d6_fog_resolve (roll, self->rules, dice (self), entered))
    return bad_face (error), NULL;
  if (roll->event != GG_D6_FOG_NONE)
    {
      target = gg_d6_table_fog_target (self->table, roll->event, side, dice (self));
      gg_d6_state_apply_fog (gg_d6_state_of (self->game), roll->event, target);
      if (roll->event == GG_D6_FOG_COMMANDER_KILLED && target != NULL)
        commander_killed (self, target);
      if (roll->event == GG_D6_FOG_CRISIS_MEETING)
        gg_d6_table_crisis_meeting (self->table, side);
      rebuild (self);
      outcome = fog_outcome (roll->event, target);
    }
  log_report (self, say (N_ ("Fog of War")), roll->report, outcome);
  return g_steal_pointer (&roll);
}

gboolean
gg_d6_play_rain_check (GgD6Play *self, int entered, GError **error)
{
  gboolean continues = FALSE;
  int pt = gg_d6_turn_player_turn (&gg_d6_state_of (self->game)->turn);

  if (!gg_d6_fog_rain_check_due (gg_d6_state_of (self->game)->fog, pt))
    return FALSE;
  begin (self);
  if (!gg_d6_fog_rain_check (gg_d6_state_of (self->game)->fog, self->rules, dice (self), pt,
                             entered, &continues))
    return bad_face (error);
  log_text (
    self, GG_LOG_ROLL, say (N_ ("Rain")),
    say (continues ? N_ ("a 1: the rain goes on (D6-FOG-T7)") : N_ ("the rain stops (D6-FOG-T7)")));
  return continues;
}

double
gg_d6_play_elan (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  double moved;

  if (u == NULL)
    return -1;
  if (!gg_d6_table_elan_allowed (self->table, u))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s may not make an élan move now: no élan for its side this turn, it "
                     "made one already, or three units have (D6-FOG-T11)"),
                      id);
      return -1;
    }
  moved = gg_d6_table_elan_move (self->table, u);
  if (moved >= 0)
    {
      gg_d6_table_elan_record (self->table, u);
      u->state->moved = TRUE;          /* AMB-46: counts as having moved */
      gg_d6_unit_state_act (u->state); /* D6-REF-3 */
      begin (self);
      log_text (self, GG_LOG_NOTE, say (N_ ("Élan")),
                say (N_ ("%s moves %.2f\" toward the enemy (D6-FOG-T11)"), id, moved));
      rebuild (self);
    }
  return moved;
}

/* Movement */

static void
move_input (GgD6Play *self, GgD6TableUnit *u, const GgD6MoveChoice *c, GgD6MoveInput *in,
            GgD6MoveTerrain *terrain)
{
  gboolean word = c != NULL && c->road >= 0;

  if (c != NULL && c->brigade)
    gg_d6_table_brigade_move_input (self->table, u, word && c->road, in);
  else
    gg_d6_table_move_input (self->table, u, word && c->road, in);
  if (c != NULL && !isnan (c->commander_distance))
    in->commander_distance = c->commander_distance;
  memset (terrain, 0, sizeof *terrain);
  if (c == NULL || isnan (c->bearing))
    return;
  gg_d6_table_move_terrain (self->table, u, c->bearing, gg_d6_move_longest (self->rules, in),
                            terrain);
  in->on_road = word ? c->road != 0 : terrain->on_road;
  in->soft_ground = terrain->soft != NULL;
  in->hill = terrain->hill_step;
}

GgD6Move *
gg_d6_play_move_plan (GgD6Play *self, const char *id, const GgD6MoveChoice *choice,
                      GgD6MoveTerrain *terrain, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  GgD6MoveTerrain own;
  GgD6MoveInput in;

  if (u == NULL)
    return NULL;
  move_input (self, u, choice, &in, terrain ? terrain : &own);
  return gg_d6_move_plan (self->rules, &in);
}

static GgLogText *
move_text (const GgD6Move *m)
{
  switch (m->need)
    {
    case GG_D6_MUST_MOVE_FULL:
      return say (N_ ("Move %.1f\": a green unit moves the full distance unless it "
                      "is stopped (D6-MOVE-9)"),
                  m->result);
    case GG_D6_MUST_MOVE_HALF:
      return say (N_ ("Move up to %.1f\": a trained unit moves at least %.1f\" "
                      "(D6-MOVE-9)"),
                  m->result, m->result / 2);
    case GG_D6_MAY_MOVE_ANY:
    default:
      return say (N_ ("Move up to %.1f\": a veteran unit may stop anywhere "
                      "(D6-MOVE-9)"),
                  m->result);
    }
}

/* What the table said about the terrain, when it matters to the log: soft ground disorders
 * (D6-TER-11), and a road die taken or refused on the player's word (AMB-18). */
static GgLogText *
move_terrain_text (const GgD6Move *m, const GgD6MoveChoice *c, const GgD6MoveTerrain *t,
                   GgLogText *text)
{
  if (m->disorders)
    gg_log_text_add_message (text, N_ ("; soft ground (%s) disorders it (D6-TER-11)"), t->soft);
  if (c != NULL && c->road >= 0 && !isnan (c->bearing) && (c->road != 0) != t->on_road)
    gg_log_text_add_label (text, c->road ? N_ ("; road die on the player's word: the table does "
                                               "not put the whole move on a road (D6-AMB-18)")
                                         : N_ ("; no road die, on the player's word: the table "
                                               "puts the whole move on a road (D6-AMB-18)"));
  return text;
}

GgD6Move *
gg_d6_play_move_dice (GgD6Play *self, const char *id, const GgD6MoveChoice *choice,
                      const int *entered, char **text, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  g_autoptr (GgD6Move) move = NULL;
  GgD6MoveTerrain terrain;
  GgD6MoveInput in;
  GgLogText *words, *title;

  if (u == NULL || !activated (self, id, GG_D6_DO_MOVE, error))
    return NULL;
  if (u->state->move_rolled)
    {
      g_set_error (
        error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
        _("%s has rolled its move in this Move phase already: %.1f\" left to march (D6-MOVE-11)"),
           id, u->state->move_roll);
      return NULL;
    }
  move_input (self, u, choice, &in, &terrain);
  move = gg_d6_move_plan (self->rules, &in);
  begin (self);
  if (!gg_d6_move_resolve (move, dice (self), entered))
    return bad_face (error), NULL;
  u->state->move_rolled = TRUE; /* D6-MOVE-11 */
  u->state->move_roll = move->result;
  u->state->moved = TRUE; /* D6-MOVE-15 */
  record_move (self, id);
  gg_d6_unit_state_act (u->state); /* D6-REF-3 */
  if (move->disorders)
    gg_d6_unit_state_disorder (u->state); /* D6-TER-11 */
  words = move_terrain_text (move, choice, &terrain, move_text (move));
  title = say (N_ ("Move: %s: "), id);
  gg_log_text_append (title, words);
  log_report (self, title, move->report, NULL);
  give (words, text);
  return g_steal_pointer (&move);
}

/* What a move does to order: designated terrain (D6-TER-5, D6-DIS-C2), moving in other formations
 * (D6-FORM-9, D6-DIS-C7), an incorrect formation (D6-DIS-C5, D6-FORM-10). */
static void
after_move (GgD6Play *self, GgD6TableUnit *u)
{
  const char *rule = NULL;

  if (gg_d6_table_in_disordering_terrain (self->table, u) ||
      u->unit.formation == GG_D6_FORM_OTHER ||
      !gg_d6_table_formation_ok (self->table, u, &rule, NULL))
    gg_d6_unit_state_disorder (u->state);
}

double
gg_d6_play_march (GgD6Play *self, const char *id, double bearing, double distance,
                  gboolean to_contact, GgD6Stop *stop, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  double allowed;

  if (u == NULL || !activated (self, id, to_contact ? GG_D6_DO_CLOSE : GG_D6_DO_MOVE, error))
    return -1;
  if (u->state->move_rolled) /* D6-MOVE-11: the march spends the rolled move, once */
    distance = MIN (distance, u->state->move_roll);
  allowed = gg_d6_table_march_limit (self->table, u, bearing, distance, to_contact, stop);
  if (allowed < 0)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("a direct march keeps within 45° of straight ahead (D6-MOVE-12)"));
      return -1;
    }
  if (!to_contact && !may_end_there (self, u, bearing, allowed, error))
    return -1;
  gg_d6_table_translate (self->table, u, bearing, allowed);
  if (u->state->move_rolled)
    u->state->move_roll = MAX (0, u->state->move_roll - allowed); /* what is left to march */
  u->state->moved = TRUE;                                         /* D6-MOVE-15 */
  record_move (self, id);
  gg_d6_unit_state_act (u->state); /* D6-REF-3 */
  after_move (self, u);
  rebuild (self);
  return allowed;
}

gboolean
gg_d6_play_mount (GgD6Play *self, const char *id, char **text, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  const char *to = u ? gg_d6_unit_state_dragoons_switch (u->state) : NULL;
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  if (to == NULL || !gg_d6_unit_state_change_formation (u->state, to))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s may not mount or dismount now: only dragoons in good order that have "
                     "not moved or begun a change (D6-REF-8)"),
                      id);
      return FALSE;
    }
  body = say (g_str_equal (to, "dismounted")
                ? N_ ("%s dismounts instead of moving: disordered under a red marker until step 2 "
                      "of its next Move phase (D6-REF-8, D6-REF-1)")
                : N_ ("%s mounts instead of moving: disordered under a red marker until step 2 of "
                      "its next Move phase (D6-REF-8, D6-REF-1)"),
              id);
  begin (self);
  log_text (self, GG_LOG_ROLL, gg_log_text_copy (body), NULL);
  rebuild (self);
  give (body, text);
  return TRUE;
}

gboolean
gg_d6_play_declare_reform (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);

  if (u == NULL)
    return FALSE;
  if (gg_d6_table_in_disordering_terrain (self->table, u))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("a unit reforms only once out of disordering terrain (D6-REF-6)"));
      return FALSE;
    }
  if (!gg_d6_unit_state_declare_reform (u->state))
    {
      g_set_error (
        error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
        _("only a disordered unit that is not routing may reform (D6-REF-2, D6-REF-7)"));
      return FALSE;
    }
  u->state->change_from_set = TRUE; /* where the reform starts, for D6-REF-4 */
  u->state->change_from[0] = u->centre.x;
  u->state->change_from[1] = u->centre.y;
  u->state->change_from[2] = u->facing;
  begin (self);
  log_text (self, GG_LOG_NOTE,
            say (N_ ("%s tries to reform: the orange marker becomes red until step 2 of its next "
                     "Move phase (D6-REF-2, D6-REF-4)"),
                 id),
            NULL);
  return TRUE;
}

/* Formation changes (D6-REF-1, D6-REF-4, D6-FORM) */

static const char *const change_formations[] = { "line",     "attack-column", "column-of-march",
                                                 "other",    "square",        "rear-rank-about",
                                                 "skirmish", "limbered",      "unlimbered",
                                                 NULL };

gboolean
gg_d6_play_formation_change (GgD6Play *self, const char *id, const char *formation, char **text,
                             GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  if (formation == NULL || !g_strv_contains (change_formations, formation) ||
      !gg_d6_unit_state_change_formation (u->state, formation))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s may not change formation to “%s” now: a unit in good order that has "
                     "not moved and is not already changing takes a new formation instead of "
                     "moving (D6-REF-1)"),
                      id, formation ? formation : "");
      return FALSE;
    }
  u->state->change_from_set = TRUE; /* where the change starts, for D6-REF-4 */
  u->state->change_from[0] = u->centre.x;
  u->state->change_from[1] = u->centre.y;
  u->state->change_from[2] = u->facing;
  body = say (N_ ("%s begins a formation change to %s instead of moving: disordered under a red "
                  "marker until step 2 of its next Move phase (D6-REF-1, D6-REF-4)"),
              id, formation);
  begin (self);
  log_text (self, GG_LOG_NOTE, gg_log_text_copy (body), NULL);
  rebuild (self);
  give (body, text);
  return TRUE;
}

/* D6-FORM-3/4 (L122, L124): "at least one figure wide with as near equal number of figures in
 * each, the rear row being as full as possible": every row as wide as the front one, the rear
 * one holding the rest. */
static gboolean
column_rows_ok (const GgD6TableUnit *u)
{
  g_autoptr (GArray) rows = g_array_new (FALSE, TRUE, sizeof (int));
  int width;

  for (guint i = 0; i < u->figures->len; i++)
    {
      int r = gg_d6_table_rank_of (u, g_ptr_array_index (u->figures, i));

      if (r < 0)
        return FALSE;
      if ((guint) r >= rows->len)
        g_array_set_size (rows, r + 1);
      g_array_index (rows, int, r)++;
    }
  if (rows->len == 0)
    return TRUE;
  width = g_array_index (rows, int, 0);
  for (guint r = 0; r + 1 < rows->len; r++)
    if (g_array_index (rows, int, r) != width)
      return FALSE;
  return g_array_index (rows, int, rows->len - 1) >= 1 &&
         g_array_index (rows, int, rows->len - 1) <= width;
}

/* How far the unit reaches from its centre, mm (its bases' corners). */
static double
reach (const GgD6TableUnit *u)
{
  double r = 0;

  for (guint i = 0; i < u->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (u->figures, i);

      r = MAX (r, gg_point_distance (f->base.centre, u->centre) +
                    hypot (f->base.front, f->base.depth) / 2);
    }
  return r;
}

/* A wheel of @deg degrees about "any fixed point" (L9): the point the unit turned about, from its
 * centre and facing before and after, lies within the unit (a house reading: a wheel turns about a
 * point of the unit, not about a point far off, which would make any move a "wheel"). */
static gboolean
wheel_ok (const GgD6TableUnit *u, const double *from, double *deg)
{
  GgPoint d0 = gg_bearing_vector (from[2]), d1 = gg_bearing_vector (u->facing);
  double th = atan2 (d0.x * d1.y - d0.y * d1.x, d0.x * d1.x + d0.y * d1.y);
  double c = cos (th), sn = sin (th);
  /* the pivot p: c1 - p = R (c0 - p), so (I - R) p = c1 - R c0 */
  double bx = u->centre.x - (c * from[0] - sn * from[1]);
  double by = u->centre.y - (sn * from[0] + c * from[1]);
  double a11 = 1 - c, a12 = sn, a21 = -sn, a22 = 1 - c, det = a11 * a22 - a12 * a21;
  GgPoint p;

  *deg = fabs (th) * 180 / G_PI;
  if (fabs (det) < 1e-9)
    return FALSE; /* no turn: not a wheel */
  p.x = (bx * a22 - a12 * by) / det;
  p.y = (a11 * by - a21 * bx) / det;
  return gg_point_distance (p, u->centre) <= reach (u) + 0.5;
}

/* D6-REF-4 (L9): "its centre may be no more than 2" from start point, except when wheeling when
 * the unit may wheel no more than 90° from any fixed point". */
static gboolean
position_ok (GgD6Play *self, const GgD6TableUnit *u, GError **error)
{
  const double *from = u->state->change_from;
  double shift = gg_point_distance (u->centre, (GgPoint){ from[0], from[1] }) / 25.4;
  double centre = gg_d6_rules_number (self->rules, "move.reform-centre");
  double most = gg_d6_rules_number (self->rules, "move.reform-wheel");
  double deg;
  gboolean wheel;

  if (!u->state->change_from_set || shift <= centre + 1e-6)
    return TRUE;
  wheel = wheel_ok (u, from, &deg);
  if (wheel && deg <= most + 1e-6)
    return TRUE;
  g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
               wheel ? _("%s: its centre moved %.1f\" (%g\" at most) and it wheeled %.0f° (%g° "
                         "at most) (D6-REF-4)")
                     : _("%s: its centre moved %.1f\" (%g\" at most), and it did not wheel about "
                         "a point of the unit (D6-REF-4)"),
                          u->id, shift, centre, wheel ? deg : most, most);
  return FALSE;
}

/* The shape of the new formation as the figures stand (D6-FORM-2/3/4/5, D6-SPEC-8). */
static gboolean
shape_ok (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autofree char *reason = NULL;
  const char *rule = NULL;
  GgD6Formation f = u->unit.formation;

  if (!gg_d6_table_formation_ok (self->table, u, &rule, &reason))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s: %s (%s, D6-REF-4)"), id, reason, rule);
      return FALSE;
    }
  if ((f == GG_D6_FORM_MARCH_COLUMN || f == GG_D6_FORM_ATTACK_COLUMN) && !column_rows_ok (u))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s: a column's rows are all as wide as the front one, the rear row holding "
                     "the rest (%s, D6-REF-4)"),
                      id, f == GG_D6_FORM_MARCH_COLUMN ? "D6-FORM-3" : "D6-FORM-4");
      return FALSE;
    }
  return TRUE;
}

static gboolean
change_check (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u;
  g_autofree char *was = NULL;
  gboolean ok;

  rebuild (self); /* the figures were dragged into their new places */
  if ((u = unit (self, id, error)) == NULL)
    return FALSE;
  if (!u->state->red)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s has no formation change under way (D6-REF-1, D6-REF-4)"), id);
      return FALSE;
    }
  if (!position_ok (self, u, error))
    return FALSE;
  /* the table read as if the change were made, then as it was */
  if (u->state->new_formation == NULL)
    return shape_ok (self, id, error); /* a reform: any formation, as the figures stand */
  was = g_steal_pointer (&u->state->formation);
  u->state->formation = g_strdup (u->state->new_formation);
  rebuild (self);
  ok = shape_ok (self, id, error);
  u = gg_d6_table_lookup (self->table, id);
  g_free (u->state->formation);
  u->state->formation = g_steal_pointer (&was);
  rebuild (self);
  return ok;
}

gboolean
gg_d6_play_change_check (GgD6Play *self, const char *id, GError **error)
{
  return change_check (self, id, error);
}

gboolean
gg_d6_play_complete_change (GgD6Play *self, const char *id, char **text, GError **error)
{
  const GgD6Turn *t = &gg_d6_state_of (self->game)->turn;
  GgD6TableUnit *u = unit (self, id, error);
  g_autofree char *to = NULL;
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  if (t->phase != GG_D6_PHASE_MOVE || t->step != GG_D6_STEP_COMPLETE_REFORM || t->active != u->side)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s completes its formation change in step 2 of its side's Move phase "
                     "(D6-REF-4)"),
                      id);
      return FALSE;
    }
  if (!gg_d6_play_change_check (self, id, error))
    return FALSE;
  u = gg_d6_table_lookup (self->table, id);
  to = g_strdup (u->state->new_formation ? u->state->new_formation : u->state->formation);
  gg_d6_unit_state_complete_reform (u->state); /* red off, the new formation; orange kept */
  body = say (u->state->orange
                ? N_ ("%s completes its formation change to %s, and stays disordered (D6-REF-4, "
                      "D6-REF-5)")
                : N_ ("%s completes its formation change to %s (D6-REF-4)"),
              id, to);
  begin (self);
  log_text (self, GG_LOG_NOTE, gg_log_text_copy (body), NULL);
  rebuild (self);
  give (body, text);
  return TRUE;
}

/* Removes @n figures from @unit (AMB-33: rearmost rank first, then the ends). */
static int
gg_d6_play_remove_figures (GgD6Play *self, const char *id, int n)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autoptr (GPtrArray) order = NULL;
  int removed = 0;

  if (u == NULL)
    return 0;
  order = gg_d6_table_removal_order (u);
  for (guint i = 0; i < order->len && removed < n; i++, removed++)
    {
      GgFigure *f = g_ptr_array_index (order, i);

      g_hash_table_remove (self->game->by_id, f->id);
      g_ptr_array_remove (self->game->figures, f); /* frees it */
    }
  rebuild (self);
  return removed;
}

/* Fire */

static void
destroyed (GgD6Play *self, GgD6TableUnit *u)
{
  gboolean large = gg_d6_unit_is_large (self->rules, &u->unit);

  gg_d6_state_add_event (gg_d6_state_of (self->game), GG_D6_EVENT_DESTROYED, u->id, u->side, large,
                         u->level != GG_D6_LEVEL_NONE, u->centre); /* AMB-54 */
  u->state->status = GG_D6_STATUS_DESTROYED;
  gg_d6_play_remove_figures (self, u->id, u->figures->len);
}

/* @firer: the unit or the section that fired. The figures come off as the app's board takes
 * them (gg_d6_board_apply_hits_from: AMB-33, the house reading of D6-FIRE-15, D6-CAS-4). */
static void
take_casualties (GgD6Play *self, GgD6TableUnit *firer, GgD6TableUnit *target, int hits,
                 GgD6CasualtyEffect *effect)
{
  GgD6UnitState *s = target->state;
  gboolean guns = gg_d6_unit_is_guns (&firer->unit);
  gboolean flank = gg_d6_table_edge_facing (target, firer) != GG_D6_CONTACT_FRONT;

  /* a destruction is recorded by the board as an event (AMB-54, D6-MOR-4) */
  gg_d6_board_apply_hits_from (self->table, s->id, firer, hits, effect, NULL);
  if (effect->removed > 0 && guns)
    s->artillery_casualties = TRUE; /* D6-TEST-M6 */
  if (effect->removed > 0 && flank)
    s->flank_casualties = TRUE;
  rebuild (self);
}

/* "3 hits: 3 figures removed; the target is disordered (D6-DIS-C1)…" */
static GgLogText *
effect_text (int hits, const GgD6CasualtyEffect *e, gboolean by_section)
{
  GgLogText *s = gg_log_text_new ();

  gg_log_text_add_plural (s, "%d hit", "%d hits", hits, hits);
  gg_log_text_add_plural (s, ": %d figure removed", ": %d figures removed", e->removed, e->removed);
  if (e->destroyed)
    gg_log_text_add_label (s, N_ ("; the unit is destroyed (D6-CAS-4)"));
  else if (e->disordered)
    gg_log_text_add_label (s, N_ ("; the target is disordered (D6-DIS-C1)"));
  if (e->test_due)
    gg_log_text_add_label (s, N_ ("; it must take a TEST (D6-MOR-2)"));
  if (by_section)
    gg_log_text_add_label (s, N_ ("; casualties from the section nearest the firer first (house "
                                  "reading of D6-FIRE-15)"));
  return s;
}

/* D6-FIRE-15: a target in other formations takes its casualties by section (the house reading). */
static gboolean
target_by_section (GgD6Play *self, const char *target)
{
  GgD6TableUnit *t = gg_d6_table_lookup (self->table, target);
  g_autoptr (GPtrArray) sections = t ? gg_d6_table_sections (self->table, t) : NULL;

  return sections != NULL;
}

static void
judge (const GgD6FireJudgement *j, GgD6FireInput *in)
{
  if (j == NULL)
    return;
  if (fabs (j->distance - in->distance) > 0.05)
    in->counted = -1; /* the figures counted were measured at the table's range, not this one */
  in->distance = j->distance;
  in->line_of_sight = j->line_of_sight;
  in->in_arc = j->in_arc;
  in->cover = j->cover;
  in->target_dense = j->target_dense;
  in->target_in_melee = j->target_in_melee;
  in->moved = j->moved;
}

static gboolean
fire_units (GgD6Play *self, const char *firer_id, const char *target_id, GgD6TableUnit **firer,
            GgD6TableUnit **target, GError **error)
{
  return (*firer = unit (self, firer_id, error)) != NULL &&
         (*target = unit (self, target_id, error)) != NULL;
}

gboolean
gg_d6_play_fire_measure (GgD6Play *self, const char *firer_id, const char *target_id,
                         GgD6FireKind kind, GgD6FireJudgement *j, GgD6FireGeometry *geo,
                         GError **error)
{
  GgD6TableUnit *firer, *target;
  g_auto (GgD6FireGeometry) own = { 0 };
  GgD6FireInput in;

  if (!fire_units (self, firer_id, target_id, &firer, &target, error))
    return FALSE;
  gg_d6_table_fire_input (self->table, firer, target, kind, &in, geo ? geo : &own);
  *j = (GgD6FireJudgement){ .distance = in.distance,
                            .line_of_sight = in.line_of_sight,
                            .in_arc = in.in_arc,
                            .cover = in.cover,
                            .target_dense = in.target_dense && !in.target_light,
                            .target_in_melee = in.target_in_melee,
                            .moved = in.moved };
  return TRUE;
}

static GgD6Fire *
fire_plan (GgD6Play *self, GgD6TableUnit *firer, GgD6TableUnit *target, GgD6FireKind kind,
           const GgD6FireJudgement *judged)
{
  g_auto (GgD6FireGeometry) geo = { 0 };
  GgD6FireInput in;

  gg_d6_table_fire_input (self->table, firer, target, kind, &in, &geo);
  judge (judged, &in);
  return gg_d6_fire_plan (self->rules, &in);
}

GgD6Fire *
gg_d6_play_fire_plan (GgD6Play *self, const char *firer_id, const char *target_id,
                      GgD6FireKind kind, const GgD6FireJudgement *judged, GError **error)
{
  GgD6TableUnit *firer, *target;

  if (!fire_units (self, firer_id, target_id, &firer, &target, error))
    return NULL;
  return fire_plan (self, firer, target, kind, judged);
}

static gboolean
not_allowed (const GgD6Fire *fire, GError **error)
{
  g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, "%s (%s)", fire->reason,
               fire->reason_rule);
  return FALSE;
}

GgD6Fire *
gg_d6_play_fire (GgD6Play *self, const char *firer_id, const char *target_id, GgD6FireKind kind,
                 const GgD6FireJudgement *judged, const int *entered, GgD6CasualtyEffect *effect,
                 char **text, GError **error)
{
  GgD6TableUnit *firer, *target;
  g_autoptr (GgD6Fire) fire = NULL;
  GgLogText *words;
  gboolean by_section;

  if (!fire_units (self, firer_id, target_id, &firer, &target, error) ||
      (kind == GG_D6_FIRE_NORMAL && !activated (self, firer_id, GG_D6_DO_FIRE, error)))
    return NULL;
  fire = fire_plan (self, firer, target, kind, judged);
  if (!fire->allowed)
    return not_allowed (fire, error), NULL;
  begin (self);
  if (!gg_d6_fire_resolve (fire, self->rules, dice (self), entered))
    return bad_face (error), NULL;
  if (kind == GG_D6_FIRE_NORMAL)
    firer->state->fired++;             /* D6-FIRE-1 */
  gg_d6_unit_state_act (firer->state); /* D6-REF-3 */
  by_section = target_by_section (self, target_id);
  take_casualties (self, firer, target, fire->hits, effect);
  words = effect_text (fire->hits, effect, by_section);
  log_report (self, say (N_ ("Fire, %s at %s"), firer_id, target_id), fire->report,
              gg_log_text_copy (words));
  give (words, text);
  return g_steal_pointer (&fire);
}

/* Fire by section (D6-FIRE-15) */

static GPtrArray *
firer_sections (GgD6Play *self, const char *firer_id)
{
  GgD6TableUnit *firer = gg_d6_table_lookup (self->table, firer_id);

  return firer && gg_d6_table_unit_present (firer) ? gg_d6_table_sections (self->table, firer)
                                                   : NULL;
}

guint
gg_d6_play_n_sections (GgD6Play *self, const char *firer)
{
  g_autoptr (GPtrArray) sections = firer_sections (self, firer);

  return sections ? sections->len : 0;
}

char *
gg_d6_play_section_default_target (GgD6Play *self, const char *firer, guint section,
                                   GgD6FireKind kind, gboolean bonus)
{
  g_autoptr (GPtrArray) sections = firer_sections (self, firer);
  GgD6TableUnit *t;

  if (sections == NULL || section >= sections->len)
    return NULL;
  t =
    gg_d6_sections_default_target (self->table, g_ptr_array_index (sections, section), kind, bonus);
  return t ? g_strdup (t->id) : NULL;
}

static GgD6Fire *
section_plan (GgD6Play *self, GPtrArray *sections, guint i, const char *target, GgD6FireKind kind,
              gboolean bonus, double *distance)
{
  GgD6TableUnit *t = target ? gg_d6_table_lookup (self->table, target) : NULL;
  g_auto (GgD6FireGeometry) geo = { 0 };
  GgD6FireInput in;

  if (sections == NULL || i >= sections->len || t == NULL || !gg_d6_table_unit_present (t))
    return NULL;
  gg_d6_table_section_fire_input (self->table, g_ptr_array_index (sections, i), t, kind, bonus, &in,
                                  &geo);
  if (distance != NULL)
    *distance = in.distance;
  return gg_d6_fire_plan (self->rules, &in);
}

GgD6Fire *
gg_d6_play_section_plan (GgD6Play *self, const char *firer, guint section, const char *target,
                         GgD6FireKind kind, gboolean bonus, double *distance)
{
  g_autoptr (GPtrArray) sections = firer_sections (self, firer);

  return section_plan (self, sections, section, target, kind, bonus, distance);
}

GPtrArray *
gg_d6_play_fire_sections (GgD6Play *self, const char *firer_id, GgD6FireKind kind,
                          const char *const *targets, int bonus, const int *entered, char **text,
                          GError **error)
{
  GgD6TableUnit *firer = unit (self, firer_id, error);
  g_autoptr (GPtrArray) sections = firer ? gg_d6_table_sections (self->table, firer) : NULL;
  g_autoptr (GPtrArray) plans = NULL;
  g_autoptr (GStrvBuilder) lines = g_strv_builder_new ();
  g_auto (GStrv) all = NULL;
  gboolean any = FALSE;

  if (firer == NULL ||
      (kind == GG_D6_FIRE_NORMAL && !activated (self, firer_id, GG_D6_DO_FIRE, error)))
    return NULL;
  if (sections == NULL)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("unit “%s” does not fire by section"), firer_id);
      return NULL;
    }
  plans = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_d6_fire_free);
  for (guint i = 0; i < sections->len; i++)
    {
      GgD6Fire *p = section_plan (self, sections, i, targets[i], kind, (int) i == bonus, NULL);

      any = any || (p != NULL && p->allowed);
      g_ptr_array_add (plans, p);
    }
  if (!any)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, "%s",
                   _("No section may fire (D6-FIRE-15)"));
      return NULL;
    }
  begin (self);
  if (!gg_d6_sections_resolve (plans, self->rules, dice (self), entered))
    return bad_face (error), NULL;
  if (kind == GG_D6_FIRE_NORMAL)
    firer->state->fired++;             /* D6-FIRE-1 */
  gg_d6_unit_state_act (firer->state); /* D6-REF-3 */
  for (guint i = 0, used = self->first_roll; i < plans->len; i++)
    {
      GgD6Fire *plan = g_ptr_array_index (plans, i);
      g_autoptr (GPtrArray) now = NULL;
      GgD6TableUnit *t = targets[i] ? gg_d6_table_lookup (self->table, targets[i]) : NULL;
      g_autofree char *said = NULL, *line = NULL;
      GgLogText *words, *title;
      GgD6CasualtyEffect effect = { 0 };
      gboolean by_section;

      if (plan == NULL || !plan->allowed)
        continue;
      now = gg_d6_table_sections (self->table, gg_d6_table_lookup (self->table, firer_id));
      by_section = target_by_section (self, targets[i]);
      if (t != NULL && gg_d6_table_unit_present (t))
        take_casualties (self, g_ptr_array_index (now, i), t, plan->hits, &effect);
      words = effect_text (plan->hits, &effect, by_section);
      /* Translators: firer, section number, target; what happened follows */
      title = say (N_ ("Fire by section: %s section %u at %s: "), firer_id, i + 1, targets[i]);
      gg_log_text_append (title, words);
      log_dice (self, title, plan->report, used, plan->pool); /* its own dice */
      used += plan->pool;
      give (words, &said);
      line = g_strdup_printf (_("Section %u at %s: %s"), i + 1, targets[i], said);
      g_strv_builder_add (lines, line);
    }
  all = g_strv_builder_end (lines);
  if (text != NULL)
    *text = g_strjoinv ("\n", all);
  return g_steal_pointer (&plans);
}

/* TEST and morale */

static void
test_judge (const GgD6TestJudgement *j, GgD6TestInput *in)
{
  if (j == NULL)
    return;
  in->artillery_casualties = j->artillery;
  in->flank_rear_casualties = j->flank;
  in->enemy_cavalry_near = j->cavalry;
  in->friends_in_sight = j->friends;
  in->command_near = j->command;
  in->last_in_brigade = j->last;
  in->large_retreats = j->retreats;
  in->large_routs = j->routs;
  in->large_destroyed = j->destroyed;
}

/* The plan, with the note that the result bands are a reconstruction (D6-TEST-6). */
static GgD6Test *
test_plan (GgD6Play *self, const GgD6TestInput *in)
{
  GgD6Test *test = gg_d6_test_plan (self->rules, in);

  gg_d6_report_add (test->report, self->rules, "test.bands", 0,
                    N_ ("result bands of the TEST table"));
  return test;
}

/* The log entry of @u's TEST (@why: "casualties", "melee" ...) that gave @result; the outcome in
 * words into @text (optional). */
static void
log_test (GgD6Play *self, GgD6TableUnit *u, const char *why, const GgD6Test *test,
          GgD6TestResult result, char **text)
{
  /* Translators: TEST score, then its result, e.g. "Score 2: Disorder (D6-TEST-6)" */
  GgLogText *outcome = say (N_ ("Score %d: "), test->score);

  gg_log_text_add_label (outcome, gg_d6_test_result_message (result));
  gg_log_text_add (outcome, " (D6-TEST-6)");
  log_report (self, say_labelled (0, N_ ("TEST (%s), %s"), word_message (why), u->id), test->report,
              gg_log_text_copy (outcome));
  give (outcome, text);
}

static GgD6Test *
run_test (GgD6Play *self, GgD6TableUnit *u, const char *why, const GgD6TestJudgement *judged,
          int entered, char **text, GError **error)
{
  g_autoptr (GgD6Test) test = NULL;
  GgD6TestInput in;

  gg_d6_table_test_input (self->table, u, 0, &in);
  test_judge (judged, &in);
  test = test_plan (self, &in);
  begin (self);
  if (!gg_d6_test_resolve (test, dice (self), entered))
    return bad_face (error), NULL;
  if (g_strcmp0 (why, "casualties") == 0)
    u->state->tested = TRUE; /* AMB-8 */
  gg_d6_table_apply_test (self->table, u, test->result);
  log_test (self, u, why, test, test->result, text);
  return g_steal_pointer (&test);
}

gboolean
gg_d6_play_test_measure (GgD6Play *self, const char *id, int casualties, GgD6TestJudgement *j,
                         GgD6TestInput *out, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  GgD6TestInput in;

  if (u == NULL)
    return FALSE;
  gg_d6_table_test_input (self->table, u, casualties, &in);
  *j = (GgD6TestJudgement){ .artillery = in.artillery_casualties,
                            .flank = in.flank_rear_casualties,
                            .cavalry = in.enemy_cavalry_near,
                            .friends = in.friends_in_sight,
                            .command = in.command_near,
                            .last = in.last_in_brigade,
                            .retreats = in.large_retreats,
                            .routs = in.large_routs,
                            .destroyed = in.large_destroyed };
  if (out != NULL)
    *out = in;
  if (casualties > 0)
    {
      rebuild (self); /* the casualties were only supposed (D6-DIS-C1 marked on the table) */
      if (out != NULL)
        out->unit = NULL;
    }
  return TRUE;
}

GgD6Test *
gg_d6_play_test_plan (GgD6Play *self, const char *id, int casualties,
                      const GgD6TestJudgement *judged, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  GgD6TestInput in;
  GgD6Test *test;

  if (u == NULL)
    return NULL;
  gg_d6_table_test_input (self->table, u, casualties, &in);
  test_judge (judged, &in);
  test = test_plan (self, &in);
  if (casualties > 0)
    rebuild (self); /* the casualties were only supposed (D6-DIS-C1 marked on the table) */
  return test;
}

GgD6Test *
gg_d6_play_test (GgD6Play *self, const char *id, const char *why, const GgD6TestJudgement *judged,
                 int entered, char **text, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);

  return u != NULL ? run_test (self, u, why, judged, entered, text, error) : NULL;
}

GPtrArray *
gg_d6_play_event_testers (GgD6Play *self, const char *id, gboolean destroyed)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autoptr (GPtrArray) units = g_ptr_array_new ();
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  if (u != NULL)
    gg_d6_table_event_testers (self->table, u, destroyed, units);
  for (guint i = 0; i < units->len; i++)
    g_ptr_array_add (ids, g_strdup (((GgD6TableUnit *) g_ptr_array_index (units, i))->id));
  return ids;
}

/* Compulsory moves (D6-COMP) */

static GgD6CompulsoryKind
compulsory_kind (const GgD6UnitState *s, gboolean evade, gboolean *first)
{
  *first = s->status != GG_D6_STATUS_ROUTING;
  if (evade)
    return GG_D6_EVADE_MOVE;
  return s->status == GG_D6_STATUS_RETREAT_PENDING ? GG_D6_RETREAT_MOVE : GG_D6_ROUT_MOVE;
}

static void
after_compulsory (GgD6Play *self, GgD6TableUnit *u, GgD6Compulsory *move,
                  const GgD6CompulsoryPath *path)
{
  GgD6UnitState *s = u->state;

  if (move->destroyed || path->off_table)
    {
      if (move->destroyed)
        destroyed (self, u); /* D6-COMP-5, AMB-54 */
      else
        s->status = GG_D6_STATUS_DESTROYED, gg_d6_play_remove_figures (self, u->id, 999);
      return;
    }
  gg_d6_table_translate (self->table, u, path->bearing, path->distance);
  if (move->kind == GG_D6_ROUT_MOVE)
    s->status = GG_D6_STATUS_ROUTING;
  else
    s->status = GG_D6_STATUS_NORMAL;
  if (move->disordered)
    gg_d6_unit_state_disorder (s); /* D6-COMP-7 */
  rebuild (self);
}

/* The friends @u passed in the evade it just made, from where it stood (D6-CHG-6). */
static GPtrArray *
passed_now (GgD6Play *self, GgD6TableUnit *u)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) passed = g_ptr_array_new ();

  if (u == NULL)
    return ids;
  gg_d6_table_evade_passed (self->table, u, self->evaded_from, passed);
  for (guint i = 0; i < passed->len; i++)
    g_ptr_array_add (ids, g_strdup (((GgD6TableUnit *) g_ptr_array_index (passed, i))->id));
  return ids;
}

GPtrArray *
gg_d6_play_evade_passed (GgD6Play *self, const char *evader)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  if (self->passed == NULL || g_strcmp0 (self->evader, evader) != 0)
    return ids;
  for (guint i = 0; i < self->passed->len; i++)
    g_ptr_array_add (ids, g_strdup (g_ptr_array_index (self->passed, i)));
  return ids;
}

/* "the evade passed B6, B7: …" for the log, or "" */
static GgLogText *
passed_text (GgD6Play *self, const char *evader)
{
  g_autoptr (GPtrArray) ids = gg_d6_play_evade_passed (self, evader);
  g_autofree char *list = NULL;

  if (ids->len == 0)
    return NULL;
  g_ptr_array_add (ids, NULL);
  list = g_strjoinv (", ", (char **) ids->pdata);
  return say (N_ ("the evade passed %s: the charger may charge them instead (D6-CHG-6)\n"), list);
}

static GgD6Compulsory *
compulsory_plan (GgD6Play *self, GgD6TableUnit *u, gboolean evade, gboolean *first, GError **error)
{
  GgD6Status status = u->state->status;
  gboolean rain = gg_d6_fog_find (gg_d6_state_of (self->game)->fog, GG_D6_FOG_HEAVY_RAIN,
                                  gg_d6_turn_player_turn (&gg_d6_state_of (self->game)->turn),
                                  0) != NULL;

  if (!evade && status != GG_D6_STATUS_RETREAT_PENDING && status != GG_D6_STATUS_ROUT_PENDING &&
      status != GG_D6_STATUS_ROUTING)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s has no retreat or rout to make (D6-COMP-1)"), u->id);
      return NULL;
    }
  return gg_d6_compulsory_plan (self->rules, &u->unit, compulsory_kind (u->state, evade, first),
                                *first, rain);
}

GgD6Compulsory *
gg_d6_play_compulsory_plan (GgD6Play *self, const char *id, gboolean evade, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  gboolean first;

  return u != NULL ? compulsory_plan (self, u, evade, &first, error) : NULL;
}

GgD6Compulsory *
gg_d6_play_compulsory (GgD6Play *self, const char *id, const char *attacker, gboolean evade,
                       gboolean no_way_out, const int *entered, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error), *a = NULL;
  g_autoptr (GgD6Compulsory) move = NULL;
  g_auto (GgD6CompulsoryPath) path = { 0 };
  gboolean first;
  GgLogText *title, *outcome;

  if (u == NULL || (attacker != NULL && (a = unit (self, attacker, error)) == NULL))
    return NULL;
  if ((move = compulsory_plan (self, u, evade, &first, error)) == NULL)
    return NULL;
  begin (self);
  if (!gg_d6_compulsory_resolve (move, dice (self), entered, TRUE))
    return bad_face (error), NULL;
  gg_d6_table_compulsory_path (self->table, u, a, move->distance, !first, &path);
  if (no_way_out && path.possible)
    {
      path.possible = FALSE; /* the referee's word (D6-COMP-5) */
      g_free (path.reason);
      path.reason = g_strdup (N_ ("no path directly away, on the referee's word"));
      path.rule = "D6-COMP-5";
    }
  move->destroyed = !path.possible;
  g_free (self->evader);
  self->evader = evade ? g_strdup (id) : NULL;
  self->evaded_from = u->centre;
  title = evade ? say (N_ ("Evade, %s (D6-CHG-4)"), id) : say (N_ ("Compulsory move, %s"), id);
  outcome = path.possible ? say (N_ ("%.2f\" at bearing %.1f°\n"), path.distance, path.bearing)
                          : say_labelled (0, N_ ("destroyed: %s (%s)\n"), path.reason, path.rule);
  after_compulsory (self, u, move, &path);
  g_clear_pointer (&self->passed, g_ptr_array_unref);
  if (evade)
    self->passed = passed_now (self, gg_d6_table_lookup (self->table, id));
  if (evade && path.possible)
    {
      g_autoptr (GgLogText) passed = passed_text (self, id);

      gg_log_text_append (outcome, passed);
    }
  log_report (self, title, move->report, outcome);
  return g_steal_pointer (&move);
}

gboolean
gg_d6_play_missed_charge (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);

  if (u == NULL)
    return FALSE;
  if (gg_d6_table_in_contact (self->table, u, NULL))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("unit “%s” is in contact with the enemy"), id);
      return FALSE;
    }
  gg_d6_unit_state_disorder (u->state);
  u->state->moved = TRUE;
  g_clear_pointer (&self->evader, g_free); /* the charge is over */
  g_clear_pointer (&self->passed, g_ptr_array_unref);
  begin (self);
  log_text (self, GG_LOG_NOTE, say (N_ ("Charge")),
            say (N_ ("%s made no contact after the evade: disordered (D6-CHG-5, D6-MEL-2)"), id));
  return TRUE;
}

gboolean
gg_d6_play_charge_measure (GgD6Play *self, const char *attacker, const char *defender, double move,
                           GgD6ChargeInput *in, GgD6ChargeGeometry *geo, GError **error)
{
  GgD6TableUnit *a = unit (self, attacker, error), *b;
  GgD6ChargeGeometry own;

  if (a == NULL || (b = unit (self, defender, error)) == NULL)
    return FALSE;
  gg_d6_table_charge (self->table, a, b, move, in, geo ? geo : &own);
  return TRUE;
}

gboolean
gg_d6_play_charge_plan (GgD6Play *self, const char *defender, const GgD6ChargeInput *in,
                        GgD6ChargePlan *plan, GError **error)
{
  GgD6TableUnit *b = unit (self, defender, error);

  memset (plan, 0, sizeof *plan);
  if (b == NULL)
    return FALSE;
  plan->allowed = gg_d6_charge_check (self->rules, in, &plan->distance, &plan->rule);
  plan->reactions = gg_d6_charge_reactions (&b->unit, FALSE);
  plan->counter = gg_d6_counter_charge_plan (self->rules, plan->distance);
  return TRUE;
}

void
gg_d6_charge_plan_clear (GgD6ChargePlan *plan)
{
  g_clear_pointer (&plan->counter, gg_d6_counter_charge_free);
}

static GgLogText *
contact_text (const GgD6ContactResult *r, const char *a, const char *b)
{
  GgLogText *s = say (N_ ("%s contacts %s (D6-CHG-9)"), a, b);

  if (r->attacker_disordered)
    gg_log_text_add_message (s, N_ ("; %s is disordered"), a);
  if (r->defender_disordered)
    gg_log_text_add_message (s, N_ ("; %s is disordered (D6-DIS-C3)"), b);
  if (r->defender_destroyed)
    gg_log_text_add_message (s, N_ ("; %s is destroyed (D6-MEL-10)"), b);
  if (r->charge_bonus_lost)
    gg_log_text_add_label (s, N_ ("; no charge bonus on soft ground (D6-TER-11)"));
  return s;
}

gboolean
gg_d6_play_contact (GgD6Play *self, const char *attacker, const char *defender, GgD6Contact edge,
                    gboolean over_obstacle, char **text, GError **error)
{
  GgD6TableUnit *a = unit (self, attacker, error), *b;
  g_auto (GgD6ContactResult) r = { 0 };
  GgD6ContactInput in = { 0 };
  GgLogText *words, *body;

  if (a == NULL || (b = unit (self, defender, error)) == NULL ||
      !activated (self, attacker, GG_D6_DO_ATTACK, error))
    return FALSE;
  in.attacker = &a->unit;
  in.defender = &b->unit;
  in.edge = edge;
  in.over_obstacle = over_obstacle;
  in.soft_ground = gg_d6_table_charge_soft_ground (self->table, a, b) != NULL; /* D6-TER-11 */
  gg_d6_charge_contact (self->rules, &in, &r);
  words = contact_text (&r, attacker, defender);
  if (r.attacker_disordered)
    gg_d6_unit_state_disorder (a->state);
  if (r.defender_disordered)
    gg_d6_unit_state_disorder (b->state);
  a->state->moved = TRUE;
  begin (self);
  body = gg_log_text_new ();
  gg_d6_report_to_log (r.report, body);
  log_text (self, GG_LOG_ROLL, gg_log_text_copy (words), body);
  if (r.defender_destroyed)
    {
      destroyed (self, b); /* D6-MEL-10 */
      rebuild (self);
    }
  give (words, text);
  return TRUE;
}

GgD6CounterCharge *
gg_d6_play_counter_charge (GgD6Play *self, const char *id, double charge_distance, int entered,
                           GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  g_autoptr (GgD6CounterCharge) cc = NULL;

  if (u == NULL)
    return NULL;
  if (!(gg_d6_charge_reactions (&u->unit, FALSE) & GG_D6_REACT_COUNTER_CHARGE))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("only cavalry in good order may counter-charge (D6-CHG-8)"));
      return NULL;
    }
  cc = gg_d6_counter_charge_plan (self->rules, charge_distance);
  begin (self);
  if (!gg_d6_counter_charge_resolve (cc, self->rules, dice (self), entered))
    return bad_face (error), NULL;
  u->state->counter_charged = cc->success; /* D6-TEST-M9 in the melee that follows */
  log_report (self, say (N_ ("Counter-charge, %s"), id), cc->report,
              say (cc->success ? N_ ("it counter-charges\n") : N_ ("it stands (a 1)\n")));
  return g_steal_pointer (&cc);
}

/* Melee (D6-MEL) */

static void
melee_inputs (GgD6Play *self, GgD6TableUnit *a, GgD6TableUnit *b, gboolean charging,
              const GgD6MeleeJudgement *j, GgD6TestInput *ia, GgD6TestInput *ib)
{
  /* every TEST modifier of both sides measured on the table (the counter-charger's +1 too,
   * D6-CHG-8, D6-TEST-M9), then the referee's word over what the table measured */
  gg_d6_table_melee_inputs (self->table, a, b, charging, ia, ib);
  if (j == NULL)
    return;
  ia->charging = j->charging;
  ia->contact_to_rear = j->edge == GG_D6_CONTACT_REAR; /* D6-SPEC-9 */
  ib->contacted = j->edge;                             /* D6-TEST-M7 */
  ia->command_near = j->command_a;
  ib->command_near = j->command_b;
  ia->friends_in_sight = j->friends_a;
  ib->friends_in_sight = j->friends_b;
}

gboolean
gg_d6_play_melee_measure (GgD6Play *self, const char *attacker, const char *defender,
                          GgD6MeleeJudgement *j, GError **error)
{
  GgD6TableUnit *a = unit (self, attacker, error), *b;
  GgD6TestInput ia, ib;

  if (a == NULL || (b = unit (self, defender, error)) == NULL)
    return FALSE;
  melee_inputs (self, a, b, j->charging, NULL, &ia, &ib);
  j->edge = ib.contacted;
  j->command_a = ia.command_near;
  j->command_b = ib.command_near;
  j->friends_a = ia.friends_in_sight;
  j->friends_b = ib.friends_in_sight;
  return TRUE;
}

/* One against one (D6-MEL-3), gg_d6_play_melee_sides_plan */
static GgD6Melee *
melee_plan (GgD6Play *self, const char *attacker, const char *defender, gboolean charging,
            const GgD6MeleeJudgement *judged, GError **error)
{
  GgD6TableUnit *a = unit (self, attacker, error), *b;
  GgD6TestInput ia, ib;

  if (a == NULL || (b = unit (self, defender, error)) == NULL)
    return NULL;
  melee_inputs (self, a, b, charging, judged, &ia, &ib);
  return gg_d6_melee_plan (self->rules, &ia, &ib);
}

/* After the dice, the board's one path (gg_d6_board_melee_after): losses (D6-MEL-4, D6-CAS-4,
 * destructions recorded as events), every unit left disordered (D6-MEL-7, D6-DIS-C4, L88), a
 * draw's retreats (D6-MEL-5) or the loser's Moral TEST with every modifier, routing or retreating
 * (D6-MEL-4, L63), logged; the words of what happened appended to @s. */
static void
melee_after (GgD6Play *self, const GgD6Melee *m, const char *a, const char *b, GString *s)
{
  GgD6UnitState *sa = gg_d6_table_lookup (self->table, a)->state;
  GgD6UnitState *sb = gg_d6_table_lookup (self->table, b)->state;
  const char *loser = m->outcome == GG_D6_MELEE_A_WINS ? b : a;
  g_autoptr (GgD6Test) moral = NULL;
  GgD6TestResult result = GG_D6_NO_CHANGE;
  gboolean gone_a, gone_b;

  begin (self);
  moral = gg_d6_board_melee_after (self->table, m, a, b, dice (self), 0, &result, NULL);
  gone_a = sa->status == GG_D6_STATUS_DESTROYED;
  gone_b = sb->status == GG_D6_STATUS_DESTROYED;
  if (moral != NULL)
    log_test (self, gg_d6_table_lookup (self->table, loser), "melee", moral, result, NULL);
  rebuild (self);
  if (m->outcome == GG_D6_MELEE_DRAW)
    g_string_append (s, _("A draw: both sides retreat (D6-MEL-5)"));
  else
    g_string_append_printf (s, _("%s wins by %d (D6-MEL-4)"),
                                  m->outcome == GG_D6_MELEE_A_WINS ? a : b, m->difference);
  g_string_append_printf (s, _("; %s loses %d figures, %s loses %d"), a, m->casualties_a, b,
                                m->casualties_b);
  if (gone_a || gone_b)
    g_string_append_printf (s, _("; %s is destroyed (D6-CAS-4)"), gone_a ? a : b);
  if (moral != NULL)
    g_string_append_printf (s, _("; %s's Moral TEST: score %d, %s (D6-MEL-4)"), loser,
                                  moral->score, gg_d6_test_result_label (result));
  if (!gone_a && !gone_b)
    g_string_append (s, _("; both sides end disordered (D6-MEL-7)"));
  else if (!gone_a || !gone_b)
    /* Translators: the side left after the other was destroyed in melee */
    g_string_append_printf (s, _("; %s ends disordered (D6-MEL-7)"), gone_a ? b : a);
}

/* Each side's TEST account, then the scores and casualties. */
static GgLogText *
melee_outcome (const GgD6Melee *m, const char *attacker, const char *defender)
{
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add (text, attacker);
  gg_log_text_add (text, ": ");
  gg_d6_report_to_log (m->a->report, text);
  gg_log_text_add (text, "\n");
  gg_log_text_add (text, defender);
  gg_log_text_add (text, ": ");
  gg_d6_report_to_log (m->b->report, text);
  gg_log_text_add (text, "\n");
  gg_log_text_add_message (text, N_ ("Scores %d and %d; casualties %d and %d\n"), m->a->score,
                           m->b->score, m->casualties_a, m->casualties_b);
  return text;
}

/* One against one (D6-MEL-3), gg_d6_play_melee_sides */
static GgD6Melee *
melee (GgD6Play *self, const char *attacker, const char *defender, gboolean charging,
       const GgD6MeleeJudgement *judged, int entered_a, int entered_b, char **text, GError **error)
{
  GgD6TableUnit *a = unit (self, attacker, error), *b;
  g_autoptr (GgD6Melee) m = NULL;
  g_autoptr (GString) words = g_string_new (NULL);
  GgD6TestInput ia, ib;
  if (a == NULL || (b = unit (self, defender, error)) == NULL)
    return NULL;
  if (b->level != GG_D6_LEVEL_NONE)
    {
      GgLogText *body =
        say (N_ ("%s is a command unit: contacted, it is destroyed (D6-MEL-10)"), defender);

      destroyed (self, b); /* D6-MEL-10: a contacted command unit is destroyed */
      begin (self);
      log_text (self, GG_LOG_NOTE, say (N_ ("Melee")), gg_log_text_copy (body));
      give (body, text);
      return NULL;
    }
  melee_inputs (self, a, b, charging, judged, &ia, &ib);
  m = gg_d6_melee_plan (self->rules, &ia, &ib);
  begin (self);
  if (!gg_d6_melee_resolve (m, self->rules, dice (self), entered_a, entered_b))
    return bad_face (error), NULL;
  log_report (self, say (N_ ("Melee, %s against %s"), attacker, defender), m->report,
              melee_outcome (m, attacker, defender));
  melee_after (self, m, attacker, defender, words);
  if (text != NULL)
    *text = g_strdup (words->str);
  return g_steal_pointer (&m);
}

/* Several units on a side (D6-MEL-6) */

/* The units of @ids, looked up; FALSE (with @error) for an unknown or repeated id, or a command
 * unit (D6-MEL-10: contacted, it is destroyed without a melee, the one-against-one melee alone). */
static gboolean
side_units (GgD6Play *self, const char *const *ids, GPtrArray *out, GError **error)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      GgD6TableUnit *u = unit (self, ids[i], error);

      if (u == NULL)
        return FALSE;
      if (g_ptr_array_find (out, u, NULL) || u->level != GG_D6_LEVEL_NONE)
        {
          g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                       _("%s cannot fight in a melee of several units: a unit is named once, and "
                         "a contacted command unit is destroyed alone (D6-MEL-6, D6-MEL-10)"),
                          ids[i]);
          return FALSE;
        }
      g_ptr_array_add (out, u);
    }
  return TRUE;
}

static GgD6TableUnit *
nearest_of (GgD6TableUnit *u, GPtrArray *others)
{
  GgD6TableUnit *best = g_ptr_array_index (others, 0);

  for (guint i = 1; i < others->len; i++)
    if (gg_d6_table_distance (u, g_ptr_array_index (others, i)) < gg_d6_table_distance (u, best))
      best = g_ptr_array_index (others, i);
  return best;
}

/* Every unit's TEST inputs measured against the nearest unit of the other side; the referee's
 * @j is the word for a whole side. */
static void
sides_inputs (GgD6Play *self, GPtrArray *a, GPtrArray *b, gboolean charging,
              const GgD6MeleeJudgement *j, GgD6TestInput *ia, GgD6TestInput *ib)
{
  GgD6TestInput scratch;

  for (guint i = 0; i < a->len; i++)
    melee_inputs (self, g_ptr_array_index (a, i), nearest_of (g_ptr_array_index (a, i), b),
                  charging, j, &ia[i], &scratch);
  for (guint i = 0; i < b->len; i++)
    melee_inputs (self, nearest_of (g_ptr_array_index (b, i), a), g_ptr_array_index (b, i),
                  charging, j, &scratch, &ib[i]);
}

/* The plan of a melee between the sides (@a, @b filled with their units). */
static GgD6Melee *
sides_plan (GgD6Play *self, const char *const *attackers, const char *const *defenders,
            gboolean charging, const GgD6MeleeJudgement *judged, GPtrArray *a, GPtrArray *b,
            GError **error)
{
  g_autofree GgD6TestInput *ia = NULL, *ib = NULL;

  if (!side_units (self, attackers, a, error) || !side_units (self, defenders, b, error))
    return NULL;
  if (a->len == 0 || b->len == 0)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("a melee needs a unit on each side (D6-MEL-1)"));
      return NULL;
    }
  for (guint i = 0; i < a->len; i++)
    if (g_ptr_array_find (b, g_ptr_array_index (a, i), NULL))
      {
        g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                     _("%s cannot fight on both sides"), attackers[i]);
        return NULL;
      }
  ia = g_new0 (GgD6TestInput, a->len);
  ib = g_new0 (GgD6TestInput, b->len);
  sides_inputs (self, a, b, charging, judged, ia, ib);
  return gg_d6_melee_plan_sides (self->rules, ia, a->len, ib, b->len);
}

static gboolean
one_against_one (const char *const *attackers, const char *const *defenders)
{
  return attackers[0] != NULL && attackers[1] == NULL && defenders[0] != NULL &&
         defenders[1] == NULL;
}

GgD6Melee *
gg_d6_play_melee_sides_plan (GgD6Play *self, const char *const *attackers,
                             const char *const *defenders, gboolean charging,
                             const GgD6MeleeJudgement *judged, GError **error)
{
  g_autoptr (GPtrArray) a = g_ptr_array_new ();
  g_autoptr (GPtrArray) b = g_ptr_array_new ();

  if (one_against_one (attackers, defenders))
    return melee_plan (self, attackers[0], defenders[0], charging, judged, error);
  return sides_plan (self, attackers, defenders, charging, judged, a, b, error);
}

/* D6-MEL-6: the side's @total casualties shared among its units @ids (figures now); each share
 * into @out and, for the log, "A1 2, A2 1" into @list. */
static void
share_side (GgD6Play *self, const char *const *ids, int total, int *out, GString *list)
{
  guint n = g_strv_length ((char **) ids);
  g_autofree int *sizes = g_new0 (int, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    sizes[i] = gg_d6_table_lookup (self->table, ids[i])->unit.figures;
  gg_d6_melee_share (total, sizes, n, out);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (list, "%s%s %d", list->len ? ", " : "", ids[i], out[i]);
}

/* A losing unit's own Moral TEST (AMB-39), rolled, applied and logged, into @s. */
static void
side_moral (GgD6Play *self, const char *id, GString *s)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autoptr (GgD6Test) moral = NULL;
  GgD6TestResult result;
  GgD6TestInput in;

  if (u == NULL || u->state->status == GG_D6_STATUS_DESTROYED)
    return;
  gg_d6_table_test_input (self->table, u, 0, &in); /* D6-MOR-3: every modifier */
  moral = gg_d6_test_plan (self->rules, &in);
  if (!gg_d6_test_resolve (moral, dice (self), 0))
    return;
  result = gg_d6_melee_loser_result (moral->result); /* D6-MEL-4 */
  gg_d6_table_apply_test (self->table, u, result);
  log_test (self, u, "melee", moral, result, NULL);
  g_string_append_printf (s, _("; %s's Moral TEST: score %d, %s (D6-MEL-4)"), id, moral->score,
                                gg_d6_test_result_label (result));
}

/* Losses shared (D6-MEL-6), every unit left disordered (D6-MEL-7) and, on a draw, retreating
 * (D6-MEL-5); the words into @s. */
static void
side_losses (GgD6Play *self, const char *const *ids, const int *shares, gboolean draw, GString *s)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      GgD6TableUnit *u = gg_d6_table_lookup (self->table, ids[i]);

      gg_d6_board_apply_losses (self->table, ids[i], shares[i], NULL);
      if (u->state->status == GG_D6_STATUS_DESTROYED)
        {
          g_string_append_printf (s, _("; %s is destroyed (D6-CAS-4)"), ids[i]);
          continue;
        }
      gg_d6_unit_state_disorder (u->state); /* D6-MEL-7, D6-DIS-C4 */
      u->unit.disordered = TRUE;
      if (draw)
        gg_d6_table_apply_test (self->table, u, GG_D6_RETREAT); /* D6-MEL-5 */
    }
}

/* After the dice and the log's entry: each side's shares @sa, @sb taken, the losers' own Moral
 * TESTs; the words into @s. */
static void
sides_after (GgD6Play *self, const GgD6Melee *m, const char *const *a, const char *const *b,
             const int *sa, const int *sb, GString *s)
{
  gboolean draw = m->outcome == GG_D6_MELEE_DRAW;
  const char *const *losers = m->outcome == GG_D6_MELEE_A_WINS ? b : a;

  side_losses (self, a, sa, draw, s);
  side_losses (self, b, sb, draw, s);
  for (guint i = 0; !draw && losers[i] != NULL; i++)
    side_moral (self, losers[i], s);
  g_string_append (s, _("; every unit left ends disordered (D6-MEL-7)"));
  rebuild (self);
}

/* The outcome's first words: who won (@na, @nb the sides' names) and the shares. */
static void
sides_words (const GgD6Melee *m, const char *na, const char *nb, const char *shares, GString *s)
{
  if (m->outcome == GG_D6_MELEE_DRAW)
    g_string_append (s, _("A draw: both sides retreat (D6-MEL-5)"));
  else
    g_string_append_printf (s, _("%s wins by %d (D6-MEL-4)"),
                                  m->outcome == GG_D6_MELEE_A_WINS ? na : nb, m->difference);
  g_string_append_printf (s, _("; casualties shared (D6-MEL-6): %s"), shares);
}

GgD6Melee *
gg_d6_play_melee_sides (GgD6Play *self, const char *const *attackers, const char *const *defenders,
                        gboolean charging, const GgD6MeleeJudgement *judged, int entered_a,
                        int entered_b, char **text, GError **error)
{
  g_autoptr (GPtrArray) a = g_ptr_array_new ();
  g_autoptr (GPtrArray) b = g_ptr_array_new ();
  g_autoptr (GgD6Melee) m = NULL;
  g_autoptr (GString) words = g_string_new (NULL);
  g_autoptr (GString) shares = g_string_new (NULL);
  g_autofree char *na = NULL, *nb = NULL;
  g_autofree int *sa = NULL, *sb = NULL;
  GgLogText *outcome;

  if (one_against_one (attackers, defenders))
    return melee (self, attackers[0], defenders[0], charging, judged, entered_a, entered_b, text,
                  error);
  if (!(m = sides_plan (self, attackers, defenders, charging, judged, a, b, error)))
    return NULL;
  begin (self);
  if (!gg_d6_melee_resolve (m, self->rules, dice (self), entered_a, entered_b))
    return bad_face (error), NULL;
  na = g_strjoinv (" + ", (char **) attackers);
  nb = g_strjoinv (" + ", (char **) defenders);
  sa = g_new0 (int, a->len);
  sb = g_new0 (int, b->len);
  share_side (self, attackers, m->casualties_a, sa, shares);
  share_side (self, defenders, m->casualties_b, sb, shares);
  outcome = melee_outcome (m, na, nb);
  gg_log_text_add_message (outcome, N_ ("Casualties shared (D6-MEL-6): %s\n"), shares->str);
  log_report (self, say (N_ ("Melee, %s against %s"), na, nb), m->report, outcome);
  sides_words (m, na, nb, shares->str, words);
  sides_after (self, m, attackers, defenders, sa, sb, words);
  if (text != NULL)
    *text = g_strdup (words->str);
  return g_steal_pointer (&m);
}

/* Off-table entry (D6-OFF) */

GgD6Entry *
gg_d6_play_entry (GgD6Play *self, const char *id, const int *entered, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  g_autoptr (GgD6Entry) entry = NULL;

  if (u == NULL)
    return NULL;
  if (u->state->status != GG_D6_STATUS_OFF_TABLE)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("unit “%s” is not off the table"), id);
      return NULL;
    }
  entry = gg_d6_entry_plan (self->rules, gg_d6_unit_class (&u->unit), u->state->delayed);
  begin (self);
  if (!gg_d6_entry_resolve (entry, self->rules, dice (self), entered))
    return bad_face (error), NULL;
  if (entry->enters)
    u->state->status = GG_D6_STATUS_NORMAL, u->state->delayed = 0; /* at the scenario's point */
  else
    u->state->delayed++; /* D6-OFF-2: +1d6 for each turn delayed */
  log_report (self, say (N_ ("Off-table entry, %s"), id), entry->report,
              say (entry->enters ? N_ ("it enters the table\n") : N_ ("delayed another turn\n")));
  rebuild (self);
  return g_steal_pointer (&entry);
}

/* Miners and sappers (D6-SAP) */

static void
lay_work (GgD6Play *self, GgD6TableUnit *u, GgTerrainKind kind)
{
  GgFigure *f = g_ptr_array_index (u->figures, 0);
  double width = 4 * (f->base.shape == GG_BASE_RECT ? f->base.front : f->base.diameter);
  GgPoint d = gg_bearing_vector (u->facing), r = { d.y, -d.x }, front;
  g_autofree char *id = NULL;
  GgTerrain *t;
  guint n = 0;

  /* D6-SAP-3: four figures wide, across the unit's front, 1" ahead */
  front =
    (GgPoint){ u->centre.x + d.x * GG_MM_PER_INCH * 2, u->centre.y + d.y * GG_MM_PER_INCH * 2 };
  do
    {
      g_free (id);
      id = g_strdup_printf ("%s-%s-%u", u->id, gg_terrain_kind_to_string (kind), ++n);
    }
  while (gg_game_lookup_terrain (self->game, id) != NULL);
  t = gg_terrain_new (id, kind);
  g_array_append_val (t->points,
                      ((GgPoint){ front.x - r.x * width / 2, front.y - r.y * width / 2 }));
  g_array_append_val (t->points,
                      ((GgPoint){ front.x + r.x * width / 2, front.y + r.y * width / 2 }));
  g_ptr_array_add (self->game->terrain, t);
}

/* D6-SAP-3/4: at the end of the owner's turn, a miners' unit that stayed still works on its task;
 * on completion a breach is logged, an obstacle (fence) or trench four figures wide is laid
 * across its front, a mine is ready. Returns TRUE when the task completed now. */
static gboolean
gg_d6_play_miners (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = unit (self, id, error);
  GgD6UnitState *s;
  int needed;
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  s = u->state;
  if (u->unit.kind != GG_D6_MINERS || s->task == NULL || s->moved || u->figures->len == 0)
    return FALSE; /* D6-SAP-3: only by staying still for complete turns */
  needed = gg_d6_rules_int (self->rules, g_str_equal (s->task, "mine") ? "miners.mine-turns"
                                                                       : "miners.task-turns");
  if (++s->task_turns < needed)
    return FALSE;
  if (g_str_equal (s->task, "trench"))
    lay_work (self, u, GG_TERRAIN_TRENCH);
  else if (g_str_equal (s->task, "obstacle"))
    lay_work (self, u, GG_TERRAIN_FENCE);
  body = say_labelled (1, N_ ("%s completes its task: %s (D6-SAP-3, D6-SAP-4)"), id,
                       word_message (s->task));
  g_clear_pointer (&s->task, g_free);
  s->task_turns = 0;
  begin (self);
  log_text (self, GG_LOG_NOTE, say (N_ ("Miners and sappers")), body);
  rebuild (self);
  return TRUE;
}
