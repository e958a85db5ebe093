/* gg-d6-play.c: d6 resolutions on a game, with their effects and the referee's log: the play
 * object, its log entries and what every action shares (gg-d6-play-private.h). */
#include "gg-d6-play-private.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* clang-format off */
G_DEFINE_QUARK (gg-d6-play-error-quark, gg_d6_play_error)
/* clang-format on */

GgDice *
_gg_d6_play_dice (GgD6Play *self)
{
  return self->game->state->dice;
}

void
_gg_d6_play_rebuild (GgD6Play *self)
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
  _gg_d6_play_rebuild (self);
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
  _gg_d6_play_rebuild (self);
}

const char *
gg_d6_play_get_evader (GgD6Play *self)
{
  return self->evader;
}

/* Logging: every resolution is one GG_LOG_ROLL entry pointing at the dice it used. */

void
_gg_d6_play_begin (GgD6Play *self)
{
  self->first_roll = gg_dice_get_n_rolls (_gg_d6_play_dice (self));
}

/* The log's clock is the shared state's (GgGameState.clock: replays and tests fix it). */
static gint64
log_time (GgD6Play *self)
{
  gint64 clock = self->game->state->clock;

  return clock != 0 ? clock : g_get_real_time () / G_USEC_PER_SEC;
}

/* A text of one message (untranslated, N_()) with its values: the log keeps it as data. */
GgLogText *
_gg_d6_play_say (const char *message, ...)
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
GgLogText *
_gg_d6_play_say_labelled (guint k, const char *message, ...)
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
const char *
_gg_d6_play_word_message (const char *word)
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
void
_gg_d6_play_log_text (GgD6Play *self, GgLogKind kind, GgLogText *title, GgLogText *body)
{
  guint n = gg_dice_get_n_rolls (_gg_d6_play_dice (self)) - self->first_roll;

  log_entry (self, kind, then (title, body), self->first_roll, n);
}

/* @title, the report's account and @outcome (taken, may be NULL). */
void
_gg_d6_play_log_report (GgD6Play *self, GgLogText *title, const GgD6Report *report,
                        GgLogText *outcome)
{
  GgLogText *body = gg_log_text_new ();

  gg_d6_report_to_log (report, body);
  gg_log_text_append (body, outcome);
  gg_log_text_free (outcome);
  _gg_d6_play_log_text (self, GG_LOG_ROLL, title, body);
}

/* An entry for @n dice from serial @first + 1 (several entries for one roll of the dice). */
void
_gg_d6_play_log_dice (GgD6Play *self, GgLogText *title, const GgD6Report *report, guint first,
                      guint n)
{
  GgLogText *body = gg_log_text_new ();

  gg_d6_report_to_log (report, body);
  log_entry (self, GG_LOG_ROLL, then (title, body), first, n);
}

/* The text in the UI's language, for the caller (@out may be NULL); frees @text. */
void
_gg_d6_play_give (GgLogText *text, char **out)
{
  if (out != NULL)
    *out = gg_log_text_render (text);
  gg_log_text_free (text);
}

GgD6TableUnit *
_gg_d6_play_unit (GgD6Play *self, const char *id, GError **error)
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
gpointer
_gg_d6_play_open_act (GgD6Play *self)
{
  return gg_d6_state_of (self->game)->activation != NULL ? gg_d6_activation_open (self->table)
                                                         : NULL;
}

void
_gg_d6_play_close_act (gpointer act)
{
  if (act != NULL)
    gg_d6_activation_close (act);
}

/* VOL-4.B2-b, R59-4.4: under a board game's activation scheme only the activated formation's
 * units move, fire and charge, and an 1859 corps' brigades as their orders, hors de combat and
 * R59-4.55 allow (the scheme's unit refusal, gg-act.h); the d6 sequence lets every unit act. The
 * scheme measures the corps commander's Range, R59-4.22. */
gboolean
_gg_d6_play_activated (GgD6Play *self, const char *id, GgD6Do what, GError **error)
{
  gpointer act = _gg_d6_play_open_act (self);
  g_autofree char *why = act != NULL ? gg_d6_activation_unit_refusal (act, id, what) : NULL;

  if (why == NULL && act != NULL && what == GG_D6_DO_ATTACK)
    gg_d6_activation_record_attack (act, id); /* R59-4.43 */
  _gg_d6_play_close_act (act);
  if (why == NULL)
    return TRUE;
  g_set_error_literal (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, why);
  return FALSE;
}

/* R59-4.43: @id moved in the acting corps' activation (an Extended one's cohesion roll). */
void
_gg_d6_play_record_move (GgD6Play *self, const char *id)
{
  gpointer act = _gg_d6_play_open_act (self);

  if (act != NULL)
    gg_d6_activation_record_move (act, id);
  _gg_d6_play_close_act (act);
}

/* R59-4.42, R59-9.1, VOL-15.2: a unit that may not close (Without Orders, hors de combat, at
 * night) may not end a march nearer an enemy combat unit than the closing distance (the scheme's,
 * a house reading of "adjacent"), unless it was that near already and ends no nearer ("if already
 * adjacent, they may stay or move away", 002 L23). */
gboolean
_gg_d6_play_may_end_there (GgD6Play *self, GgD6TableUnit *u, double bearing, double allowed,
                           GError **error)
{
  gpointer act = _gg_d6_play_open_act (self);
  g_autofree char *why = act != NULL ? gg_d6_activation_unit_refusal (act, u->id, GG_D6_DO_CLOSE)
                                     : NULL;
  double closing = why != NULL ? gg_d6_activation_closing_distance (act) : 0, before, after;

  _gg_d6_play_close_act (act);
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

gboolean
_gg_d6_play_bad_face (GError **error)
{
  g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, _("a d6 shows 1 to 6"));
  return FALSE;
}
