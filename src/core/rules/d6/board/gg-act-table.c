/* gg-act-table.c: the activation schemes on the d6 table. The d6 rules sit below the schemes and
 * call them through gg-d6-activation.h, which these functions implement. */
#include "gg-act-private.h"

#include "gg-d6-board.h"
#include "gg-d6-rules.h"
#include "gg-d6-table.h"

#include <glib/gi18n-lib.h>

static double
table_distance (const char *a, const char *b, gpointer data)
{
  GgD6TableUnit *ua = gg_d6_table_lookup (data, a), *ub = gg_d6_table_lookup (data, b);

  if (ua == NULL || ub == NULL || ua->figures->len == 0 || ub->figures->len == 0)
    return -1;
  return gg_d6_table_distance (ua, ub);
}

static int
table_place (const char *place, char side, char **brigades, double within, gpointer data)
{
  return gg_d6_table_near_place (data, place, side, brigades, within);
}

/* VOL-15.3: a unit of @side of @brigades that sees an enemy combat unit within @within. */
static int
table_sight (char side, char **brigades, double within, gpointer data)
{
  GgD6Table *table = data;

  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      if (u->side != side || u->level != GG_D6_LEVEL_NONE || !gg_d6_table_unit_present (u) ||
          u->figures->len == 0 || brigades == NULL || u->state->brigade == NULL ||
          !g_strv_contains ((const char *const *) brigades, u->state->brigade))
        continue;
      for (guint j = 0; j < gg_d6_table_get_n_units (table); j++)
        {
          GgD6TableUnit *e = gg_d6_table_get_unit (table, j);

          if (e->side != side && e->level == GG_D6_LEVEL_NONE && gg_d6_table_unit_present (e) &&
              e->figures->len > 0 && gg_d6_table_distance (u, e) <= within + 1e-6 &&
              gg_d6_table_los (table, u, e, NULL))
            return 1;
        }
    }
  return 0;
}

GgAct *
gg_act_new_for_table (GgD6Table *table)
{
  GgGame *game = gg_d6_table_get_game (table);
  GgAct *act = gg_act_new (game, gg_d6_rules_get_data (gg_d6_table_get_rules (table)), 0, NULL);

  if (act != NULL)
    {
      gg_act_set_distance_func (act, table_distance, table);
      gg_act_set_place_func (act, table_place, table); /* VOL-15.8 */
      gg_act_set_sight_func (act, table_sight, table); /* VOL-15.3 */
    }
  return act;
}

/* 1859's Demoralisation Segment when the game turn ends (R59-9.1, R59-9.2), once a turn
 * (demoralisation-turn): NULL, and no error, when there is none to roll. */
static GgActOutcome *
demoralisation (GgAct *act, const int *entered, guint n_entered, GError **error)
{
  if (act == NULL || gg_act_get_scheme (act) != GG_ACT_SCHEME_R59 ||
      gg_act_get_state (act)->demoralisation_turn == (int) gg_d6_state_of (act->game)->turn.turn)
    return NULL;
  return gg_act_demoralisation (act, entered, n_entered, error);
}

/* A formation still acting when the turn ends finishes first, so its activation's end
 * (R59-9.1 hors de combat, R59-4.43 the Extended cost) is not lost; its dice are rolled. */
static void
finish_acting (GgAct *act)
{
  g_autoptr (GgActOutcome) out = NULL;

  if (act != NULL && gg_act_get_state (act)->active != NULL &&
      gg_act_get_scheme (act) != GG_ACT_SCHEME_D6)
    out = gg_act_finish (act, NULL);
}

/* The log entry of a turn ended with no end-of-turn roll: the next turn begins. */
static GgActOutcome *
turn_begins (GgAct *act)
{
  g_autoptr (GError) error = NULL;
  GgActOutcome *out = act ? _gg_act_begin (act, NULL, 0, GG_DIE_D6, &error) : NULL;

  if (out == NULL)
    {
      out = g_new0 (GgActOutcome, 1);
      out->result = GG_ACT_RESULT_NEW_TURN;
      return out;
    }
  out->result = GG_ACT_RESULT_NEW_TURN;
  gg_act_note (act, N_ ("Game turn %u begins: roll for the initiative (VOL-4.A, R59-4.3)"),
               gg_d6_state_of (act->game)->turn.turn);
  return _gg_act_end (act, out, N_ ("New turn"));
}

GgActOutcome *
gg_act_end_turn (GgD6Play *play, const int *entered, guint n_entered, GError **error)
{
  g_autoptr (GgAct) act = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  g_autoptr (GError) local = NULL;
  GgActScheme scheme = GG_ACT_SCHEME_D6;

  if (gg_d6_state_of (gg_d6_play_get_game (play))->activation != NULL)
    act = gg_act_new_for_table (gg_d6_play_get_table (play));
  if (act != NULL)
    scheme = gg_act_get_scheme (act);
  if (act != NULL && n_entered > 0 && gg_act_get_state (act)->active != NULL)
    {
      g_set_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED,
                   _("“%s” is still acting: finish it first (its dice typed in there), then end "
                     "the turn"),
                      gg_act_get_state (act)->active);
      return NULL;
    }
  /* the dice are counted before anything moves: the corps that will roll (R59-9.2) */
  if (!_gg_act_check_dice (scheme == GG_ACT_SCHEME_R59 &&
                               gg_act_get_state (act)->demoralisation_turn !=
                                 (int) gg_d6_state_of (act->game)->turn.turn
                             ? _gg_act_demoralisation_dice (act)
                             : 0,
                           n_entered, error))
    return NULL;
  finish_acting (act);
  gg_d6_play_to_turn_end (play);
  out = demoralisation (act, entered, n_entered, &local);
  if (local != NULL)
    return g_propagate_error (error, g_steal_pointer (&local)), NULL;
  g_clear_pointer (&act, gg_act_free);
  gg_d6_play_advance (play); /* the segment is rolled: it ends the turn without one */
  if (out == NULL)
    {
      act = gg_act_new_for_table (gg_d6_play_get_table (play));
      out = turn_begins (act);
    }
  return g_steal_pointer (&out);
}

/* What the d6 rules call (gg-d6-activation.h) */

gpointer
gg_d6_activation_open (GgD6Table *table)
{
  return gg_act_new_for_table (table);
}

void
gg_d6_activation_close (gpointer act)
{
  gg_act_free (act);
}

/* R59-4.42: a unit Out of Command by the table's command check (the one `command` and the
 * overlay make, gg_d6_command_out: beyond its own brigadier's Range, the daisy chain, Without
 * Orders) may not fire, attack nor close. */
static char *
out_of_command (GgAct *act, const char *unit, GgD6Do what)
{
  GgD6Table *table = act->distance_data;
  g_autofree gboolean *out = NULL;
  GgD6TableUnit *u;
  guint i;

  if (gg_act_get_scheme (act) != GG_ACT_SCHEME_R59 || act->distance != table_distance ||
      (what != GG_D6_DO_FIRE && what != GG_D6_DO_ATTACK && what != GG_D6_DO_CLOSE) ||
      (u = gg_d6_table_lookup (table, unit)) == NULL || u->level != GG_D6_LEVEL_NONE ||
      u->figures->len == 0)
    return NULL;
  out = gg_d6_command_out (table);
  for (i = 0; i < gg_d6_table_get_n_units (table) && gg_d6_table_get_unit (table, i) != u; i++)
    ;
  if (i == gg_d6_table_get_n_units (table) || !out[i])
    return NULL;
  return g_strdup_printf (_("%s is Out of Command: it may move, but not next to the enemy, and "
                            "Rally; it may not fire or attack (R59-4.42)"),
                             unit);
}

char *
gg_d6_activation_unit_refusal (gpointer act, const char *unit, GgD6Do what)
{
  char *why = gg_act_unit_refusal (act, unit, what);

  return why != NULL ? why : out_of_command (act, unit, what);
}

void
gg_d6_activation_record_attack (gpointer act, const char *unit)
{
  gg_act_record_attack (act, unit);
}

void
gg_d6_activation_record_move (gpointer act, const char *unit)
{
  gg_act_record_move (act, unit);
}

double
gg_d6_activation_closing_distance (gpointer act)
{
  return gg_act_closing_distance (act);
}

const char *
gg_d6_activation_orders (gpointer act, char side, const char *brigade, gboolean *without)
{
  GgActOrders o = gg_act_brigade_orders (act, side, brigade, NULL, NULL);

  if (without != NULL)
    *without = o == GG_ACT_ORDERS_WITHOUT || o == GG_ACT_ORDERS_ROLLED_WITHOUT;
  return o != GG_ACT_ORDERS_NONE ? gg_act_orders_to_string (o) : NULL;
}

gboolean
gg_d6_activation_end_of_turn (gpointer act)
{
  g_autoptr (GgActOutcome) out = NULL;

  finish_acting (act); /* R59-9.1, R59-4.43: an activation ended with the turn */
  out = demoralisation (act, NULL, 0, NULL);
  return out != NULL;
}

struct _GgActState *
gg_d6_activation_read (const GgYamlNode *node, const char *filename, GError **error)
{
  return gg_act_state_read (node, filename, error);
}

GgYamlNode *
gg_d6_activation_write (const struct _GgActState *state)
{
  return gg_act_state_write (state);
}

void
gg_d6_activation_free (struct _GgActState *state)
{
  gg_act_state_free (state);
}

gboolean
gg_d6_activation_setup (GgGame *game, const char *scheme, GgRoster *const rosters[2],
                        GError **error)
{
  return gg_act_setup (game, scheme, rosters, error);
}
