/* gg-d6-query.c: the d6 rules' answer to the `command` query (contracts.md: every unit farther
 * than 18" from its commander, by the d6 rules' own test), for their class (gg-d6-ruleset.c). */
#include "gg-d6-query.h"
#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-state.h"
#include "gg-d6-table.h"
#include "gg-table-rules.h"
#include "gg-query-private.h"

/* d6: one entry per unit on the table, in order of side and number: its commander (the nearest
 * of its chain, gg_d6_table_commander, D6-CMD-3) and, when that is farther than the rules'
 * radius (18", D6-CMD-1, never scaled) or missing, all its figures out of command. */
static int
cmp_table_unit (gconstpointer a, gconstpointer b)
{
  const GgD6TableUnit *x = *(GgD6TableUnit *const *) a, *y = *(GgD6TableUnit *const *) b;

  return x->side != y->side ? x->side - y->side : x->squad - y->squad;
}

static void
add_d6_unit (JsonBuilder *jb, GgD6Table *table, gpointer act, GgD6TableUnit *u, double radius_in)
{
  const char *orders = act != NULL ? gg_d6_activation_orders (act, u->side, u->state->brigade, NULL)
                                   : NULL;
  char side[2] = { u->side, '\0' };
  double d = -1;
  GgD6TableUnit *c = u->level != GG_D6_LEVEL_NONE ? u : gg_d6_table_commander (table, u, &d);
  gboolean in = c != NULL && (c == u || d <= radius_in + 1e-6);
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
  _gg_query_add_length (jb, "radius", radius_in * GG_MM_PER_INCH);
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
  gpointer act = NULL;
  double radius;

  if (rules == NULL || (gg_d6_state_of (game) != NULL &&
                        !gg_d6_state_apply_options (gg_d6_state_of (game), rules, error)))
    return NULL;
  radius = gg_d6_rules_number (rules, "command.radius");
  table = gg_d6_table_new (game, rules);
  if (gg_d6_state_of (game) != NULL && gg_d6_state_of (game)->activation != NULL)
    act = gg_d6_activation_open (table);
  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      if (gg_d6_table_unit_present (u) && u->figures->len > 0)
        g_ptr_array_add (units, u);
    }
  g_ptr_array_sort (units, cmp_table_unit);
  json_builder_begin_object (jb);
  json_builder_set_member_name (jb, "squads");
  json_builder_begin_array (jb);
  for (guint i = 0; i < units->len; i++)
    add_d6_unit (jb, table, act, g_ptr_array_index (units, i), radius);
  if (act != NULL)
    gg_d6_activation_close (act);
  json_builder_end_array (jb);
  _gg_query_add_length (jb, "radius", radius * GG_MM_PER_INCH);
  return _gg_query_finish (jb);
}
