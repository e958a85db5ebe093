/* gg-d6-ruleset.c: the d6 rules' GgRuleSetClass (gg-ruleset.h): their words, and their own
 * `d6:` section of the game file (gg-d6-state.h), which holds their state of play beside the
 * shared dice, chits and log. */
#include "gg-d6-facts-private.h"
#include "gg-d6-query.h"
#include "gg-d6-rules.h"
#include "gg-table-rules.h"
#include "gg-roster-private.h"
#include "gg-d6-state.h"
#include "gg-d6-table-values.h"
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>

/* A rules object reading the game's tables. */
GgD6Rules *
gg_game_d6_rules (const GgGame *game, GError **error)
{
  GgRulesData *data = gg_game_get_rules_data (game);

  if (data == NULL || game->ruleset != GG_RULESET_D6)
    {
      g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SCHEMA,
                   _("%s: no d6 tables for this game"), game->filename ? game->filename : "-");
      return NULL;
    }
  return gg_d6_rules_new (gg_rules_data_ref (data));
}

static char *
d6_heading (const GgFigure *first, guint n)
{
  return g_strdup_printf (_("Side %c, unit %c%d · %u selected"), first->side, first->side,
                             first->squad, n);
}

/* Every game's `state:` held these two lists before the rule sets' parts were apart, empty in a
 * d6 game; they are still read (as lists, nothing in them used) and written empty, so a d6
 * game file reads and writes back byte for byte. */
static const char *const play_keys[] = { "squads", "deferred", NULL };

static gboolean
play_read (GgGameState *state, const GgYamlNode *node, const char *filename, GgGame *game,
           GError **error)
{
  for (guint i = 0; play_keys[i] != NULL; i++)
    {
      GgYamlNode *n = gg_yaml_mapping_lookup (node, play_keys[i]);

      if (n != NULL && !gg_yaml_expect_kind (n, GG_YAML_SEQUENCE, filename, play_keys[i], error))
        return FALSE;
    }
  return TRUE;
}

static void
play_write (GgGameState *state, GgYamlNode *map)
{
  gg_yaml_mapping_append (map, "squads", gg_yaml_sequence_new (FALSE));
  gg_yaml_mapping_append (map, "deferred", gg_yaml_sequence_new (TRUE));
}

static gboolean
section_read (GgGame *game, const GgYamlNode *node, const char *filename, GError **error)
{
  gg_d6_state_replace (game, gg_d6_state_read (node, filename, error));
  return gg_d6_state_of (game) != NULL;
}

static GgYamlNode *
section_write (GgGame *game)
{
  GgD6State *d6 = gg_d6_state_of (game);

  return d6 != NULL ? gg_d6_state_write (d6) : NULL;
}

static const GgRuleSetFile file = {
  .play_keys = play_keys,
  .play_read = play_read,
  .play_write = play_write,
  .section = "d6",
  .section_read = section_read,
  .section_write = section_write,
};

static const GgRuleSetPlay play = {
  .group_heading = d6_heading,
  .group_name = _gg_d6_group_name,
};

/* the table's rule values (gg-table-values.h): moves are rolled, every link is D6-CMD-1's */
static const GgRuleSetTable table = {
  .table_rules = _gg_d6_table_rules,
  .move_check = _gg_d6_move_check,
  .command_status = _gg_d6_command_status,
  .command_cache_free = _gg_d6_command_cache_free,
  .command_query = _gg_d6_query_command,
};

static const GgRuleSetRoster roster = {
  .schema = &_gg_roster_d6_schema,
  .check = _gg_roster_check_d6,
  .deploy_record = gg_d6_deploy_record_state,
};

static const GgRuleSetNewGame new_game = {
  .record = _gg_d6_new_game_record,
  .activation_setup = _gg_d6_activation_setup,
};

const GgRuleSetClass gg_d6_ruleset_class = {
  .id = GG_RULESET_D6,
  .key = "d6",
  .name = N_ ("d6 rules"),
  .group_details = N_ ("The selected unit"),
  .flags = GG_RULESET_FLAG_WHEEL | GG_RULESET_FLAG_ACTIVATION_SCHEMES,
  .units = GG_UNIT_IN,
  .scale = 15,
  .width = 72 * GG_MM_PER_INCH,
  .depth = 48 * GG_MM_PER_INCH,
  .command_radius = "command.radius", /* D6-CMD-1: 18", whatever the figures' size */
  .command_radius_mm = GG_MM_PER_INCH,
  .command_radius_scaled = FALSE,
  .sight_adjacent_mm = GG_MM_PER_INCH, /* D6-AMB-24 */
  .sight = GG_SIGHT_HILL_EITHER_END | GG_SIGHT_FROM_FRONT_EDGE /* D6-AMB-24 */ |
           GG_SIGHT_UNITS_BLOCK /* D6-FIRE-13/14 */,
  .file = &file,
  .play = &play,
  .table = &table,
  .roster = &roster,
  .new_game = &new_game,
};
