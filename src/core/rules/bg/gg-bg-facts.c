/* gg-bg-facts.c: La Bella Gigogin's answers to what the app and the CLI ask of its class (see
 * gg-bg-facts-private.h). */
#include "gg-bg-facts-private.h"

#include "gg-bg-play.h"
#include "gg-bg-state.h"
#include "gg-deploy.h"
#include "gg-table-rules.h"
#include "gg-roster.h"

#include <glib/gi18n-lib.h>

void
_gg_bg_move_check (GgGame *game, GgTableRules *table_rules, const char *id, GgPoint to,
                   GgMoveCheck *out)
{
  gg_bg_play_move_check (game, table_rules, id, to, out);
}

/* Recording what the roster says (the squad just deployed, gg_deploy_node) */

static GgBgArm
arm_of (const GgRosterNode *squad)
{
  const char *arm = gg_roster_node_arm (squad);

  return g_strcmp0 (arm, "cavalry") == 0     ? GG_BG_ARM_CAVALRY
         : g_strcmp0 (arm, "artillery") == 0 ? GG_BG_ARM_ARTILLERY
                                             : GG_BG_ARM_INFANTRY;
}

static GgBgTraining
training_of (const GgRosterNode *squad)
{
  const char *training = gg_roster_squad_training (squad);

  return g_strcmp0 (training, "veteran") == 0   ? GG_BG_TRAINING_VETERANS
         : g_strcmp0 (training, "recruit") == 0 ? GG_BG_TRAINING_RECRUITS
                                                : GG_BG_TRAINING_LINE;
}

static guint
traits_of (const GgRosterNode *squad)
{
  guint traits = gg_roster_node_get_bool (squad, "elite", FALSE) ? GG_BG_TRAIT_ELITE : 0;

  for (guint i = 0; i < GG_BG_N_TRAITS; i++)
    if (gg_roster_node_has_flag (squad, "traits", gg_bg_trait_to_string (1u << i)))
      traits |= 1u << i;
  return traits;
}

static guint
characters_of (const GgRosterNode *figure)
{
  guint characters = 0;

  for (guint i = 0; i < GG_BG_N_CHARACTERS; i++)
    if (gg_roster_node_has_flag (figure, "character", gg_bg_character_to_string (1u << i)))
      characters |= 1u << i;
  return characters;
}

/* Walks the figure entries as collect_squad() does: the leader first, then the file's order. */
static void
record_entries (GgGameState *state, GgSquadState *s, const GgRosterNode *squad, GPtrArray *figures)
{
  guint n = gg_roster_node_count (squad, "figures"), k = 0;

  for (int pass = 1; pass >= 0; pass--)
    for (guint i = 0; i < n; i++)
      {
        const GgRosterNode *fig = gg_roster_node_nth (squad, "figures", i);
        gboolean leader = g_strcmp0 (gg_roster_node_get_text (fig, "role"), "leader") == 0;
        const char *weapon = gg_roster_figure_weapon (fig);
        gint64 count = gg_roster_node_get_int (fig, "count", 1);

        if (leader != pass)
          continue;
        if (leader)
          s->characters |= characters_of (fig);
        if (g_strcmp0 (weapon, "breech-loader") == 0)
          s->traits |= GG_BG_TRAIT_BREECH_LOADER;
        for (gint64 c = 0; c < count && k < figures->len; c++, k++)
          if (weapon != NULL)
            gg_bg_state_set_weapon (state, s->side, s->number,
                                    ((GgFigure *) g_ptr_array_index (figures, k))->id, weapon);
      }
}

/* Records in @state what the roster says of the squad @squad, just deployed as @figures (in
 * gg_deploy_node()'s order; ids may carry a suffix): arm (BG-3.1-b), training (BG-4.7), traits
 * (BG-15.3, elite BG-15.3-a, breech-loaders BG-15.2-a), its leader's characters (BG-15.1) and
 * each figure's weapon (BG-12.2). Does nothing for another node (an officer). */
static void
record_state (GgGameState *state, const GgRosterNode *squad, GPtrArray *figures)
{
  GgFigure *first = figures->len ? g_ptr_array_index (figures, 0) : NULL;
  GgSquadState *s;

  if (gg_roster_node_get_kind (squad) != GG_ROSTER_KIND_SQUAD || first == NULL)
    return;
  s = gg_bg_state_squad (state, first->side, first->squad, TRUE);
  s->arm = arm_of (squad);
  s->training = training_of (squad);
  s->traits = traits_of (squad);
  s->characters = 0;
  /* other figures' weapons stay: the table may hold another squad with the same number */
  record_entries (state, s, squad, figures);
}

/* The squad's roster record goes in the state of play (made, as the document makes it, if the
 * game had none yet). */
void
_gg_bg_deploy_record (GgGame *game, GgRoster *roster, const GgRosterNode *node, GPtrArray *figures)
{
  if (game->state == NULL)
    game->state = gg_game_state_new (g_random_int ());
  record_state (game->state, node, figures);
}

/* T-04 from the rules data: BG-4.8-a, Cacciatori BG-15.3-c, Titubanti BG-15.3-e; BG-3.6-b. */
double
_gg_bg_skirmish_radius (GgRoster *roster, const GgRosterNode *squad)
{
  int scale = gg_roster_node_get_int (gg_roster_get_root (roster), "scale", 20);
  g_autoptr (GgBgRules) rules = NULL;
  GgBgTroopFlags troop = 0;

  if (!(rules = gg_bg_rules_new_builtin (scale, NULL)))
    return 0;
  if (gg_roster_node_has_flag (squad, "traits", "cacciatori"))
    troop |= GG_BG_TROOP_CACCIATORI;
  if (gg_roster_node_has_flag (squad, "traits", "titubanti"))
    troop |= GG_BG_TROOP_TITUBANTI;
  return gg_bg_rules_command_radius (rules, GG_BG_LINK_SQUAD, FALSE, troop).value;
}

GPtrArray *
_gg_bg_crowded_bases (GgGame *game)
{
  g_autoptr (GgBgRules) rules = gg_game_bg_rules (game, NULL);
  g_autoptr (GgBgTable) table = NULL;

  if (rules == NULL)
    return g_ptr_array_new ();
  table = gg_bg_table_new (game, rules);
  return gg_bg_table_multiple_bases (table);
}

/* A squad's traits in the rulebook's words (BG-15.2-a, BG-15.3), as its roster records them. */
char *
_gg_bg_group_kind (GgGame *game, char side, int squad)
{
  static const char *const words[GG_BG_N_TRAITS] = {
    N_ ("Cacciatori"), N_ ("Indipendenti"), N_ ("Indiavolati"),
    N_ ("Titubanti"),  N_ ("elite"),        N_ ("breech-loaders"),
  };
  GgSquadState *st = game->state ? gg_bg_state_squad (game->state, side, squad, FALSE) : NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; st != NULL && i < GG_BG_N_TRAITS; i++)
    if (st->traits & (1u << i))
      g_ptr_array_add (names, (gpointer) _(words[i]));
  if (names->len == 0)
    return NULL;
  g_ptr_array_add (names, NULL);
  return g_strjoinv (", ", (char **) names->pdata);
}
