/* gg-d6-details.c: the side panel's details of a d6 unit (gg-play-details.h). */
#include "gg-config.h"

#include "gg-play-details.h"

#include <glib/gi18n.h>

#include "gg-d6-board.h"
#include "gg-side-panel.h"
#include "gg-table-rules.h"

static void
append (GString *s, const char *line)
{
  if (s->len)
    g_string_append_c (s, '\n');
  g_string_append (s, line);
}

/* The d6 rules' words for a unit (D6-GEN-5, D6-DIS-SM, D6-CMD): what it is, its brigade and
 * commander within 18" or not, its markers and status, its casualties. */
static const char *
d6_status_word (const GgD6UnitState *u)
{
  switch (u->status)
    {
    case GG_D6_STATUS_RETREAT_PENDING:
      return _("retreat due next turn (D6-COMP-8)");
    case GG_D6_STATUS_ROUT_PENDING:
      return _("routed, moves next turn (D6-COMP-8)");
    case GG_D6_STATUS_ROUTING:
      return _("routed, cannot rally (D6-REF-7)");
    case GG_D6_STATUS_DESTROYED:
      return _("destroyed (D6-CAS-4)");
    case GG_D6_STATUS_OFF_TABLE:
      return _("off table (D6-OFF-1)");
    default:
      return NULL;
    }
}

static char *
d6_status_text (const GgD6UnitState *u)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  g_auto (GStrv) parts = NULL;

  if (u->orange)
    g_strv_builder_add (b, _("disordered, orange marker (D6-DIS-1)"));
  if (u->red)
    g_strv_builder_add (b, _("reforming, red marker (D6-REF-2)"));
  if (d6_status_word (u) != NULL)
    g_strv_builder_add (b, d6_status_word (u));
  parts = g_strv_builder_end (b);
  return parts[0] ? g_strjoinv (" · ", parts) : g_strdup (_("in good order"));
}

static void
d6_command_line (GString *s, GgD6Table *table, GgD6TableUnit *u, GgUnit unit)
{
  double d = -1, radius = gg_d6_rules_number (gg_d6_table_get_rules (table), "command.radius");
  GgD6TableUnit *c = gg_d6_table_commander (table, u, &d);
  g_autofree char *len = c != NULL ? gg_unit_format_both (unit, d * GG_MM_PER_INCH) : NULL;
  g_autofree char *line = NULL;

  if (u->level != GG_D6_LEVEL_NONE)
    line = g_strdup (_("Commander: it gives the command bonus within 18\" (D6-CMD-1)"));
  else if (c == NULL)
    line = g_strdup (_("Commander: none of its brigade on the table (D6-CMD-3)"));
  else if (d <= radius + 1e-6)
    line = g_strdup_printf (_("Commander: %s at %s, within 18\" (D6-CMD-1)"), c->id, len);
  else
    line = g_strdup_printf (_("Commander: %s at %s, out of command beyond 18\" (D6-CMD-1)"), c->id,
                               len);
  append (s, line);
}

static void
d6_unit_details (GString *s, GgGame *game, GgFigure *first, GgUnit unit)
{
  g_autofree char *id = gg_d6_unit_id (first->side, first->squad);
  g_autofree char *label = gg_d6_board_unit_label (game, id);
  g_autofree char *line = g_strdup_printf (_("Unit: %s"), label);
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Table) table = NULL;
  GgD6TableUnit *u;

  append (s, line);
  if (gg_d6_state_of (game) == NULL || gg_d6_state_lookup_unit (gg_d6_state_of (game), id) == NULL)
    return;
  /* the game's tables, a club's included, read again: the game may have changed them */
  if ((rules = gg_game_d6_rules (game, NULL)) == NULL)
    return;
  gg_d6_state_apply_options (gg_d6_state_of (game), rules, NULL);
  table = gg_d6_table_new (game, rules);
  if ((u = gg_d6_table_lookup (table, id)) == NULL)
    return;
  if (u->state->brigade != NULL)
    {
      g_free (line);
      line = g_strdup_printf (_("Brigade: %s"), u->state->brigade);
      append (s, line);
    }
  d6_command_line (s, table, u, unit);
  g_free (line);
  label = (g_free (label), d6_status_text (u->state));
  line = g_strdup_printf (_("Status: %s"), label);
  append (s, line);
  g_free (line);
  line = g_strdup_printf (_("Casualties: %d of %d figures (D6-CAS-5)"), u->state->lost,
                             u->unit.strength);
  append (s, line);
}

void
gg_d6_details_append (GString *s, GgGame *game, GgTableRules *rules, GgSelection *selection,
                      GgUnit unit, GgOverlayData *overlays)
{
  GgFigure *first =
    gg_game_lookup_figure (game, g_ptr_array_index (gg_selection_get_figures (selection), 0));

  if (first == NULL)
    return;
  d6_unit_details (s, game, first, unit);
  gg_side_panel_append_nearest_enemy (s, game, rules, first->id, unit);
}
