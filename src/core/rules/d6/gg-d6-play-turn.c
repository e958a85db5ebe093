/* gg-d6-play-turn.c: d6 play: the turn sequence, first player and Fog of War. */
#include "gg-d6-play-private.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* First player and Fog of War */

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
    _gg_d6_play_miners (self, g_ptr_array_index (ids, i), NULL);
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
  gpointer act = _gg_d6_play_open_act (self);
  gboolean done = act != NULL && gg_d6_activation_end_of_turn (act);

  _gg_d6_play_close_act (act);
  return done;
}

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

      if (_gg_d6_play_change_check (self, g_ptr_array_index (ids, i), &error) || error == NULL)
        continue;
      _gg_d6_play_begin (self);
      _gg_d6_play_log_text (
        self, GG_LOG_NOTE,
        _gg_d6_play_say (
          N_ ("%s's formation change is completed as its figures stand, though it fails "
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
  _gg_d6_play_begin (self);
  _gg_d6_play_log_text (self, GG_LOG_NOTE,
                        gg_d6_turn_describe_text (&gg_d6_state_of (self->game)->turn), NULL);
  _gg_d6_play_rebuild (self);
}

void
gg_d6_play_advance (GgD6Play *self)
{
  if (turn_ends (self) && end_of_turn (self))
    _gg_d6_play_rebuild (self);
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

  _gg_d6_play_begin (self);
  if (self->scenario && gg_d6_rules_option_is (self->rules, "first-player", "scenario-or-roll"))
    {
      first = gg_d6_state_of (self->game)->turn.first; /* AMB-53: the scenario's word */
      _gg_d6_play_log_text (self, GG_LOG_RULING, _gg_d6_play_say (N_ ("Who moves first")),
                            _gg_d6_play_say (N_ ("as the scenario says (D6-SEQ-1, D6-AMB-53)")));
      return first;
    }
  do
    {
      a = gg_dice_roll (_gg_d6_play_dice (self), GG_DIE_D6, N_ ("first player, side A"));
      b = gg_dice_roll (_gg_d6_play_dice (self), GG_DIE_D6, N_ ("first player, side B"));
    }
  while (a == b); /* AMB-53: ties are rolled again */
  first = a > b ? 'A' : 'B';
  gg_d6_turn_init (&gg_d6_state_of (self->game)->turn, first);
  _gg_d6_play_log_text (
    self, GG_LOG_ROLL, _gg_d6_play_say (N_ ("Who moves first")),
    _gg_d6_play_say (N_ ("Side A rolled %d, side B %d: side %c moves first (D6-SEQ-1, D6-AMB-53)"),
                     a, b, first));
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
  _gg_d6_play_rebuild (self);
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

  _gg_d6_play_begin (self);
  if (!gg_d6_fog_resolve (roll, self->rules, _gg_d6_play_dice (self), entered))
    return _gg_d6_play_bad_face (error), NULL;
  if (roll->event != GG_D6_FOG_NONE)
    {
      target = gg_d6_table_fog_target (self->table, roll->event, side, _gg_d6_play_dice (self));
      gg_d6_state_apply_fog (gg_d6_state_of (self->game), roll->event, target);
      if (roll->event == GG_D6_FOG_COMMANDER_KILLED && target != NULL)
        commander_killed (self, target);
      if (roll->event == GG_D6_FOG_CRISIS_MEETING)
        gg_d6_table_crisis_meeting (self->table, side);
      _gg_d6_play_rebuild (self);
      outcome = fog_outcome (roll->event, target);
    }
  _gg_d6_play_log_report (self, _gg_d6_play_say (N_ ("Fog of War")), roll->report, outcome);
  return g_steal_pointer (&roll);
}

gboolean
gg_d6_play_rain_check (GgD6Play *self, int entered, GError **error)
{
  gboolean continues = FALSE;
  int pt = gg_d6_turn_player_turn (&gg_d6_state_of (self->game)->turn);

  if (!gg_d6_fog_rain_check_due (gg_d6_state_of (self->game)->fog, pt))
    return FALSE;
  _gg_d6_play_begin (self);
  if (!gg_d6_fog_rain_check (gg_d6_state_of (self->game)->fog, self->rules, _gg_d6_play_dice (self),
                             pt, entered, &continues))
    return _gg_d6_play_bad_face (error);
  _gg_d6_play_log_text (self, GG_LOG_ROLL, _gg_d6_play_say (N_ ("Rain")),
                        _gg_d6_play_say (continues ? N_ ("a 1: the rain goes on (D6-FOG-T7)")
                                                   : N_ ("the rain stops (D6-FOG-T7)")));
  return continues;
}

double
gg_d6_play_elan (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
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
      _gg_d6_play_begin (self);
      _gg_d6_play_log_text (
        self, GG_LOG_NOTE, _gg_d6_play_say (N_ ("Élan")),
        _gg_d6_play_say (N_ ("%s moves %.2f\" toward the enemy (D6-FOG-T11)"), id, moved));
      _gg_d6_play_rebuild (self);
    }
  return moved;
}
