/* gg-d6-query.c: the d6 rules' answer to the `command` query (contracts.md: every unit farther
 * than 18" from its commander, by the d6 rules' own test), for their class (gg-d6-ruleset.c). */
#include "gg-d6-query.h"
#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-state.h"
#include "gg-d6-table.h"
#include "gg-table-rules.h"
#include "gg-query-private.h"

/* d6: one entry per unit on the table, in order of side and number: the commander its command
 * is traced from (gg_d6_command_commander: the nearest of its chain, D6-CMD-3; in 1859 its own
 * brigadier, R59-4.11) with his reach, and, when gg_d6_command_out calls it out (the command
 * overlay's one answer: beyond his reach, the daisy chain, Without Orders), all its figures out
 * of command. */
static int
cmp_table_unit (gconstpointer a, gconstpointer b)
{
  const GgD6TableUnit *x = *(GgD6TableUnit *const *) a, *y = *(GgD6TableUnit *const *) b;

  return x->side != y->side ? x->side - y->side : x->squad - y->squad;
}

/* @out: gg_d6_command_out's answer for @u, the one the command overlay shows. */
static void
add_d6_unit (JsonBuilder *jb, GgD6Table *table, gpointer act, GgD6TableUnit *u, gboolean out)
{
  const char *orders = act != NULL ? gg_d6_activation_orders (act, u->side, u->state->brigade, NULL)
                                   : NULL;
  char side[2] = { u->side, '\0' };
  double d = -1, radius_in = 0;
  GgD6TableUnit *c =
    u->level != GG_D6_LEVEL_NONE ? u : gg_d6_command_commander (table, u, &d, &radius_in);
  gboolean in = u->level != GG_D6_LEVEL_NONE || !out;
  g_autoptr (GPtrArray) figures = g_ptr_array_copy (u->figures, NULL, NULL);

  g_ptr_array_sort (figures, _gg_query_cmp_figure_id);
  json_builder_begin_object (jb);
  _gg_query_add_string (jb, "side", side);
  json_builder_set_member_name (jb, "squad");
  json_builder_add_int_value (jb, u->squad);
  _gg_query_add_string (
    jb, "leader",
    c != NULL && c->figures->len > 0 ? ((GgFigure *) g_ptr_array_index (c->figures, 0))->id : NULL);
  json_builder_set_member_name (jb, "out_of_command");
  json_builder_begin_array (jb);
  for (guint i = 0; !in && i < figures->len; i++)
    json_builder_add_string_value (jb, ((GgFigure *) g_ptr_array_index (figures, i))->id);
  json_builder_end_array (jb);
  json_builder_set_member_name (jb, "in_command");
  json_builder_add_boolean_value (jb, in);
  _gg_query_add_string (jb, "unit", u->id);
  _gg_query_add_string (jb, "commander", c != NULL ? c->id : NULL);
  if (c != NULL && c != u)
    _gg_query_add_length (jb, "distance", d * GG_MM_PER_INCH);
  if (c != u)
    _gg_query_add_length (jb, "radius", radius_in * GG_MM_PER_INCH);
  else
    _gg_query_add_length (jb, "radius",
                          gg_d6_rules_number (gg_d6_table_get_rules (table), "command.radius") *
                            GG_MM_PER_INCH);
  if (orders != NULL) /* R59-4.22: Without Orders, all Out of Command (R59-4.42) */
    _gg_query_add_string (jb, "orders", orders);
  json_builder_end_object (jb);
}

JsonNode *
_gg_d6_query_command (GgGame *game, GError **error)
{
  g_autoptr (JsonBuilder) jb = json_builder_new ();
  g_autoptr (GgD6Rules) rules = gg_game_d6_rules (game, error); /* a club's tables too */
  g_autoptr (GgD6Table) table = NULL;
  g_autoptr (GPtrArray) units = g_ptr_array_new ();
  g_autofree gboolean *out = NULL;
  g_autoptr (GHashTable) out_of = g_hash_table_new (NULL, NULL);
  gpointer act = NULL;
  double radius;

  if (rules == NULL || (gg_d6_state_of (game) != NULL &&
                        !gg_d6_state_apply_options (gg_d6_state_of (game), rules, error)))
    return NULL;
  radius = gg_d6_rules_number (rules, "command.radius");
  table = gg_d6_table_new (game, rules);
  if (gg_d6_state_of (game) != NULL && gg_d6_state_of (game)->activation != NULL)
    act = gg_d6_activation_open (table);
  out = gg_d6_command_out (table); /* the command overlay's answer */
  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      if (gg_d6_table_unit_present (u) && u->figures->len > 0)
        g_ptr_array_add (units, u);
      if (out[i])
        g_hash_table_add (out_of, u);
    }
  g_ptr_array_sort (units, cmp_table_unit);
  json_builder_begin_object (jb);
  json_builder_set_member_name (jb, "squads");
  json_builder_begin_array (jb);
  for (guint i = 0; i < units->len; i++)
    add_d6_unit (jb, table, act, g_ptr_array_index (units, i),
                 g_hash_table_contains (out_of, g_ptr_array_index (units, i)));
  if (act != NULL)
    gg_d6_activation_close (act);
  json_builder_end_array (jb);
  _gg_query_add_length (jb, "radius", radius * GG_MM_PER_INCH);
  return _gg_query_finish (jb);
}
