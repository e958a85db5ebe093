/* gg-bg-ruleset.c: La Bella Gigogin's GgRuleSetClass (gg-ruleset.h): its words, and its part of
 * the state of play (gg-bg-state.h) in the `state:` section. */
#include "gg-bg-chain.h"
#include "gg-bg-facts-private.h"
#include "gg-bg-state-private.h"
#include "gg-bg-rules.h"
#include "gg-bg-table-values.h"
#include "gg-table-rules.h"
#include "gg-roster-private.h"
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>

/* A rules object reading the game's tables, with its figure scale (BG-3.6-b). */
GgBgRules *
gg_game_bg_rules (const GgGame *game, GError **error)
{
  GgRulesData *data = gg_game_get_rules_data (game);

  if (data == NULL || game->ruleset != GG_RULESET_BELLA_GIGOGIN)
    {
      g_set_error (error, GG_YAML_ERROR, GG_YAML_ERROR_SCHEMA,
                   _("%s: no La Bella Gigogin tables for this game"),
                      game->filename ? game->filename : "-");
      return NULL;
    }
  return gg_bg_rules_new (gg_rules_data_ref (data), game->scale > 0 ? game->scale : 20);
}

static char *
bg_heading (const GgFigure *first, guint n)
{
  return g_strdup_printf (_("Side %c, squad %d · %u selected"), first->side, first->squad, n);
}

/* The `command` query: radii from the rules data, traits and the chain of command (BG-4.8);
 * without the game's tables (a club's file that does not load), the contract's plain answer.
 * The tree is read from the one writer's text (gg_bg_command_to_text, what gigogin-cli prints). */
static JsonNode *
bg_command (GgGame *game, GError **error)
{
  g_autoptr (GgBgRules) rules = gg_game_bg_rules (game, NULL);
  g_autofree char *text = NULL;

  if (rules == NULL)
    return NULL;
  text = gg_bg_command_to_text (game, rules);
  return json_from_string (text, error);
}

/* The `command` query as text: the chain of command (BG-4.8), or NULL without the game's
 * tables. */
static char *
bg_command_text (GgGame *game)
{
  g_autoptr (GgBgRules) rules = gg_game_bg_rules (game, NULL);

  return rules != NULL ? gg_bg_command_to_text (game, rules) : NULL;
}

/* In the order they are written, between the chits and the dice. */
static const char *const play_keys[] = {
  "squads",           "deferred",       "officers", "activations",
  "captain-attempts", "prisoners",      "hidden",   "objectives",
  "gigogin-fallen",   "captain-rolled", NULL,
};

static const GgRuleSetFile file = {
  .play_keys = play_keys,
  .play_read = _gg_bg_state_read,
  .play_write = _gg_bg_state_write,
  .play_free = _gg_bg_state_free,
};

static const GgRuleSetPlay play = {
  .off_table = _gg_bg_state_off_table,
  .markers = _gg_bg_state_markers,
  .set_marker = _gg_bg_state_set_marker,
  .acting = gg_bg_state_activation_label,
  .shell_may_fire = gg_bg_play_shell_may_fire,
  .shell_fired = gg_bg_play_shell_fired,
  .group_heading = bg_heading,
  .command_traits = gg_bg_state_troop_flags,
  .crowded_bases = _gg_bg_crowded_bases,
  .group_kind = _gg_bg_group_kind,
};

/* the table's rule values (gg-table-values.h) and the queries */
static const GgRuleSetTable table = {
  .table_rules = _gg_bg_table_rules,
  .command_link_radius = _gg_bg_command_link_radius,
  .move_allowance = _gg_bg_move_allowance,
  .move_begin = gg_bg_play_move_begin,
  .move_check = _gg_bg_move_check,
  .command_query = bg_command,
  .command_text = bg_command_text,
};

static const GgRuleSetRoster roster = {
  .schema = &_gg_roster_bg_schema,
  .check = _gg_roster_check_bg,
  .deploy_record = _gg_bg_deploy_record,
  .skirmish_radius = _gg_bg_skirmish_radius,
};

static const GgRuleSetNewGame new_game = { NULL };

const GgRuleSetClass gg_bg_ruleset_class = {
  .id = GG_RULESET_BELLA_GIGOGIN,
  .key = "bella-gigogin",
  .name = N_ ("La Bella Gigogin"),
  .group_details = N_ ("The selected squad"),
  .flags = GG_RULESET_FLAG_FIGURE_MARKERS | GG_RULESET_FLAG_VICTORY_POINTS |
           GG_RULESET_FLAG_NEW_GAME_STATE,
  .units = GG_UNIT_CM,
  .scale = 20,
  .width = 1800,
  .depth = 1200,
  .command_radius = "command.squad-leader", /* BG-4.8-a, cm */
  .command_radius_mm = 10,
  .command_radius_scaled = TRUE,
  .sight_adjacent_mm = 10, /* AMB-39: cm, scaled */
  .sight = GG_SIGHT_ADJACENT_SCALED | GG_SIGHT_LINEAR_BLOCKS /* BG-7-g/h */ |
           GG_SIGHT_OVER_LOWER /* BG-7-i */,
  .file = &file,
  .play = &play,
  .table = &table,
  .roster = &roster,
  .new_game = &new_game,
};
