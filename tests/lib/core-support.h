/* core-support.h: small questions the tests ask of core values that neither the app nor the CLI
 * needs (build-aux/check-reach.py keeps the core to what they reach), answered from the public
 * structures. */
#pragma once

#include <string.h>

#include "gg-act.h"
#include "gg-bg-play.h"
#include "gg-command.h"
#include "gg-d6-board.h"
#include "gg-d6-rules.h"
#include "gg-deploy.h"
#include "gg-game-state.h"
#include "gg-table-rules.h"
#include "gg-roster.h"

#include <math.h>

/* The d6 command overlay worked out from nothing (a new GgD6CommandCache: every unit's
 * commander looked up, every brigade chained). */
static inline GArray *
test_d6_command_status (GgD6Table *table, double radius)
{
  g_autoptr (GgD6CommandCache) cache = gg_d6_command_cache_new ();

  return gg_d6_command_cache_update (cache, table, radius);
}

/* One typed-in die for an activation attempt or an orders roll, as the tests type it: 0 rolls,
 * -1 is the d10's 0 (the app and the CLI pass every die typed, gg_act_attempt_dice). */
static inline GgActOutcome *
gg_act_attempt (GgAct *self, const char *formation, const GgActChoice *choice, int entered,
                GError **error)
{
  int face = entered == -1 ? 0 : entered;

  return gg_act_attempt_dice (self, formation, choice, &face, entered != 0, error);
}

static inline GgActOutcome *
gg_act_orders_roll (GgAct *self, char side, const char *brigade, int entered, GError **error)
{
  int face = entered == -1 ? 0 : entered;

  return gg_act_orders_roll_dice (self, side, brigade, &face, entered != 0, error);
}

/* A log entry's text of @literal, shown as it is (gg_document_log). */
static inline GgLogText *
test_log_literal (const char *literal)
{
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add (text, literal);
  return text;
}

/* The figures of d6 unit @id on the table, as the app's unit label shows them ("A1 (27)",
 * gg_d6_board_unit_label). */
static inline guint
test_d6_count_figures (GgGame *game, const char *id)
{
  g_autofree char *label = gg_d6_board_unit_label (game, id);
  const char *open = strrchr (label, '(');

  g_assert_nonnull (open);
  return (guint) g_ascii_strtoull (open + 1, NULL, 10);
}

/* The exact odds of a report's outcomes: 1 when they cover every result. */
static inline double
test_d6_odds_sum (const GgD6Report *report)
{
  double sum = 0;

  for (guint i = 0; i < report->odds->len; i++)
    sum += g_array_index (report->odds, GgD6Odds, i).p;
  return sum;
}

/* BG-2.3-a/b, BG-9-a: the squad lost figures since it last acted and must test morale. */
static inline gboolean
test_bg_morale_due (GgGame *game, const GgChit *squad)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);

  return s != NULL && s->morale_test;
}

/* The command status worked out from nothing (a new GgCommandCache: every squad measured), as
 * the table's overlay first makes it. */
static inline GArray *
test_bg_command_status (GgGame *game, GgTableRules *rules)
{
  g_autoptr (GgCommandCache) cache = gg_command_cache_new ();

  return gg_command_cache_update (cache, game, rules);
}

/* The fire arc's half angle a measure takes when none is given: the game's tables' (BG-3.1-f;
 * d6: the half-plane ahead), degrees. */
static inline double
test_arc_half_angle (GgGame *game)
{
  GgRulesData *data = gg_game_get_rules_data (game);

  return data ? gg_rules_data_get_number (data, "fire.arc-half-angle", NAN) : NAN;
}

/* Is @figure out of command in @status (test_bg_command_status)? */
/* Figures @ids (NULL-terminated) out of action, recorded in the state as fire and melee record
 * theirs (gg_bg_table_apply_losses: with the squad's morale marker, BG-2.3-a); an officer is out. */
static inline void
test_bg_lose (GgGame *game, const char *const *ids)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const GgFigure *f = gg_game_lookup_figure (game, ids[i]);
      const char *one[] = { ids[i], NULL };

      if (f != NULL && f->squad > 0)
        gg_bg_state_record_losses (game->state, f->side, f->squad, one, FALSE);
      else
        gg_bg_state_officer (game->state, ids[i], TRUE)->out = TRUE;
    }
}

/* Is @figure out of command in @status (gg_command_status)? */
static inline gboolean
test_command_is_out (GArray *status, const GgFigure *figure)
{
  const GgSquadCommand *s = gg_command_find (status, figure->side, figure->squad);

  return s != NULL && g_ptr_array_find (s->out, figure, NULL);
}

/* Moves @figures (gg_deploy_node) into @game with free ids, as the roster window's deploy edit
 * does; empties @figures and returns how many were added. */
static inline guint
test_deploy_add (GgGame *game, GPtrArray *figures)
{
  guint added = 0;
  gsize n = 0;
  g_autofree gpointer *taken = NULL;

  gg_deploy_free_ids (game, figures);
  taken = g_ptr_array_steal (figures, &n);
  for (gsize i = 0; i < n; i++)
    added += gg_game_add_figure (game, taken[i]);
  return added;
}

/* A roster shipped with the program, read from the compiled-in resources as the app reads it. */
static inline GgRoster *
test_shipped_roster (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_strconcat ("/org/gigogin/Gigogin/data/rosters/", name, NULL);
  GgRoster *roster = gg_roster_load_resource (path, &error);

  g_assert_no_error (error);
  return roster;
}
