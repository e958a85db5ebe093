/* gg-game-state.c: the shared state of play (dice, chits, log, clock); the rule set's part is
 * reached only through its GgRuleSetClass. The state on a game's table is in
 * gg-game-state-table.c, its YAML in gg-game-state-file.c, so that the state itself needs
 * nothing of the game that owns it. */
#include "gg-game-state.h"
#include "gg-ruleset.h"

GgGameState *
gg_game_state_new (guint32 seed)
{
  GgGameState *self = g_new0 (GgGameState, 1);

  self->dice = gg_dice_new (seed);
  self->log = gg_log_new ();
  return self;
}

gboolean
gg_game_state_reseed (GgGameState *self, guint32 seed)
{
  if (gg_dice_get_n_rolls (self->dice) > 0 || gg_dice_get_n_queued (self->dice) > 0)
    return FALSE;
  gg_dice_free (self->dice);
  self->dice = gg_dice_new (seed);
  return TRUE;
}

void
gg_game_state_free (GgGameState *self)
{
  if (self == NULL)
    return;
  gg_dice_free (self->dice);
  g_clear_pointer (&self->chits, gg_chitbag_free);
  gg_log_free (self->log);
  g_clear_pointer (&self->past_off, g_hash_table_unref);
  g_clear_pointer (&self->past_markers, g_ptr_array_unref);
  if (self->rules != NULL)
    self->rules_class->file->play_free (self->rules);
  g_free (self);
}

guint
gg_game_state_get_turn (GgGameState *self)
{
  return self->chits ? gg_chitbag_get_turn (self->chits) : 1;
}

gboolean
gg_game_state_off_table (GgGameState *self, const char *figure)
{
  if (self != NULL && figure != NULL && self->past_off != NULL)
    return g_hash_table_contains (self->past_off, figure);
  if (self == NULL || figure == NULL || self->rules == NULL || !self->rules_class->play->off_table)
    return FALSE;
  return self->rules_class->play->off_table (self, figure);
}

static char *
acting (GgGameState *self)
{
  return self->rules != NULL && self->rules_class->play->acting
           ? self->rules_class->play->acting (self)
           : NULL;
}

guint
gg_game_state_log_message (GgGameState *self, GgLogKind kind, guint first_roll, guint n_rolls,
                           const char *message, ...)
{
  g_autofree char *activation = acting (self);
  gint64 t = self->clock != 0 ? self->clock : g_get_real_time () / G_USEC_PER_SEC;
  va_list args;
  guint serial;

  va_start (args, message);
  serial = gg_log_append_messagev (self->log, t, kind, gg_game_state_get_turn (self), activation,
                                   first_roll, n_rolls, message, args);
  va_end (args);
  return serial;
}

guint
gg_game_state_log_text (GgGameState *self, GgLogKind kind, guint first_roll, guint n_rolls,
                        GgLogText *text)
{
  g_autofree char *activation = acting (self);
  gint64 t = self->clock != 0 ? self->clock : g_get_real_time () / G_USEC_PER_SEC;

  return gg_log_append_text (self->log, t, kind, gg_game_state_get_turn (self), activation,
                             first_roll, n_rolls, text);
}
