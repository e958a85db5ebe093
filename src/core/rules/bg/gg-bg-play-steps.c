/* gg-bg-play-steps.c: the smaller steps of a La Bella Gigogin activation (gg-bg-play.h). */
#include "gg-bg-play-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-preview.h"
#include "gg-bg-score.h"
#include "gg-geometry.h"
#include "gg-ruleset.h"
#include "gg-units.h"

/* Appends @text (taken) at the state's clock, for the turn and the pair acting, as
 * gg_game_state_log does for a text of the moment. */
static void
log_text (GgGameState *state, GgLogKind kind, GgLogText *text)
{
  g_autofree char *activation = state->rules != NULL && state->rules_class->play->acting
                                  ? state->rules_class->play->acting (state)
                                  : NULL;
  gint64 t = state->clock != 0 ? state->clock : g_get_real_time () / G_USEC_PER_SEC;

  gg_log_append_text (state->log, t, kind, gg_game_state_get_turn (state), activation, 0, 0, text);
}

/* Spotting (BG-14.2-d, BG-14.3-d): a step of play, after what can bring an enemy in sight. */
static guint
spot (GgBgTable *table)
{
  g_autoptr (GArray) found = gg_bg_play_spot_hidden (table);

  return found->len;
}

guint
gg_bg_play_draw_pair (GgBgTable *table, GgChit pair[2])
{
  g_autoptr (GPtrArray) released = gg_bg_play_release_deferred (table);
  guint n = gg_bg_play_draw (gg_bg_table_get_game (table), gg_bg_table_get_rules (table), pair);

  if (n > 0)
    spot (table);
  return n;
}

void
gg_bg_play_turn_over (GgBgTable *table)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GPtrArray) released = gg_bg_play_release_deferred (table);

  gg_bg_play_new_turn (game);
  gg_game_state_log_message (game->state, GG_LOG_NOTE, 0, 0,
                             N_ ("Turn %u begins: every chit back in the bag"),
                             gg_chitbag_get_turn (game->state->chits));
}

gboolean
gg_bg_play_enter_chit (GgBgTable *table, GgChit chit)
{
  gboolean ok =
    gg_bg_play_draw_entered (gg_bg_table_get_game (table), gg_bg_table_get_rules (table), chit);

  if (ok)
    spot (table);
  return ok;
}

guint
gg_bg_play_moved (GgBgTable *table, const GgChit *squad)
{
  GgGame *game = gg_bg_table_get_game (table);

  gg_game_state_log_message (game->state, GG_LOG_NOTE, 0, 0, N_ ("Squad %c%d moves"), squad->side,
                             squad->squad);
  return spot (table);
}

guint
gg_bg_play_moved_override (GgBgTable *table, const GgChit *squad, const char *why)
{
  GgGame *game = gg_bg_table_get_game (table);

  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("Referee's override: squad %c%d moves beyond its allowance: %s"),
                             squad->side, squad->squad, why);
  return gg_bg_play_moved (table, squad);
}

gboolean
gg_bg_play_touched (GgBgTable *table, GgBgSquadRef squad, GgBgSquadRef *other)
{
  GgGame *game = gg_bg_table_get_game (table);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      GgBgSquadRef o = { f->side, f->squad };

      if (f->side != squad.side && f->squad > 0 &&
          gg_bg_table_squad_distance (table, squad, o) <= GG_GEOMETRY_EPSILON)
        return (*other = o), TRUE;
    }
  return FALSE;
}

gboolean
gg_bg_play_move_action (GgBgTable *table, const GgChit *squad, const char *override,
                        GgBgMoveAction *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgBgSquadRef me = { squad->side, squad->squad };

  memset (out, 0, sizeof *out);
  out->n_spotted = override != NULL ? gg_bg_play_moved_override (table, squad, override)
                                    : gg_bg_play_moved (table, squad);
  out->contact = gg_bg_play_touched (table, me, &out->other);
  if (out->contact)
    {
      GgChit other = { out->other.side, out->other.number };

      gg_bg_play_contact (game, gg_bg_table_get_rules (table), squad, &other, TRUE, &out->assault);
      out->contact_entry = gg_log_get_n_entries (game->state->log) - 1;
    }
  out->activation_over = gg_bg_play_action_taken (game, squad, GG_BG_ACTION_MOVE);
  return out->activation_over;
}

gboolean
gg_bg_play_reload_action (GgGame *game, const GgChit *squad, guint *n_reloaded)
{
  guint n = gg_bg_play_reload (game, squad, NULL);
  g_autoptr (GgLogText) text = gg_log_text_new ();

  gg_log_text_add_plural (text, "Squad %c%d reloads: %u figure (BG-4.2-g)",
                          "Squad %c%d reloads: %u figures (BG-4.2-g)", n, squad->side, squad->squad,
                          n);
  log_text (game->state, GG_LOG_NOTE, g_steal_pointer (&text));
  if (n_reloaded != NULL)
    *n_reloaded = n;
  return gg_bg_play_action_taken (game, squad, GG_BG_ACTION_RELOAD);
}

void
gg_bg_play_hold_fire (GgGame *game, const char *const *held)
{
  g_autofree char *list = NULL;

  if (held == NULL || held[0] == NULL)
    return;
  list = g_strjoinv (", ", (char **) held);
  gg_game_state_log_message (game->state, GG_LOG_NOTE, 0, 0,
                             N_ ("Held back from firing by the player, so not to reload: %s "
                                 "(BG-4.2-g)"),
                             list);
}

gboolean
gg_bg_play_swap_loss (GgGame *game, const GgChit *target, const char *hit, const char *instead)
{
  if (hit == NULL || instead == NULL ||
      !gg_bg_state_swap_loss (game->state, target->side, target->squad, hit, instead))
    return FALSE;
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("The player of squad %c%d takes the casualty on %s instead of %s "
                                 "(BG-12.4-a)"),
                             target->side, target->squad, instead, hit);
  return TRUE;
}

/* The pair's interaction (BG-2.2-d/f/g) */

static gboolean
leader_at (GgBgTable *table, GgChit chit, GgPoint *at)
{
  g_autoptr (GgBgSquadCommand) c = gg_bg_command_squad (
    gg_bg_table_get_game (table), gg_bg_table_get_rules (table), chit.side, chit.squad);

  if (c == NULL || c->leader == NULL)
    return FALSE;
  *at = c->leader->base.centre;
  return TRUE;
}

gboolean
gg_bg_play_meeting (GgBgTable *table, GgBgMeeting *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgPoint a, b, m;
  GgBgArm arm_a, arm_b;

  if (game->state == NULL || gg_chitbag_get_current (game->state->chits, out->pair) != 2 ||
      !leader_at (table, out->pair[0], &a) || !leader_at (table, out->pair[1], &b))
    return FALSE;
  arm_a = gg_bg_table_squad_arm (table, out->pair[0].side, out->pair[0].squad);
  arm_b = gg_bg_table_squad_arm (table, out->pair[1].side, out->pair[1].squad);
  m = gg_bg_play_meeting_point (gg_bg_table_get_rules (table), arm_a, a, arm_b, b);
  out->from[0] = gg_point_distance (a, m);
  out->from[1] = gg_point_distance (b, m);
  return TRUE;
}

static const char *
interaction_label (GgPairInteraction interaction)
{
  switch (interaction)
    {
    case GG_PAIR_MUTUAL_FIRE:
      return N_ ("mutual fire, losses after both have fired (BG-2.2-f)");
    case GG_PAIR_MUTUAL_CHARGE:
      return N_ ("mutual charge, the squads meet between them (BG-2.2-g)");
    default:
      return N_ ("the squads act apart (BG-2.2-d)");
    }
}

gboolean
gg_bg_play_declare_interaction (GgBgTable *table, GgPairInteraction interaction)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GgLogText) text = NULL;
  g_autofree char *a = NULL, *b = NULL, *name = NULL;
  GgBgMeeting m;
  GgChit pair[2];
  guint n;

  if (game->state == NULL || gg_bg_play_get_interaction (game) == interaction ||
      (n = gg_chitbag_get_current (game->state->chits, pair)) == 0)
    return FALSE;
  gg_bg_play_set_interaction (game, interaction);
  a = gg_chit_to_string (pair[0]);
  b = n == 2 ? gg_chit_to_string (pair[1]) : NULL;
  name = b != NULL ? g_strdup_printf ("%s + %s", a, b) : g_strdup (a);
  text = gg_log_text_new ();
  /* TRANSLATORS: the pair drawn, e.g. "Pair A1 + B2:", before how it interacts */
  gg_log_text_add_message (text, N_ ("Pair %s:"), name);
  gg_log_text_add (text, " ");
  gg_log_text_add_label (text, interaction_label (interaction));
  if (interaction == GG_PAIR_MUTUAL_CHARGE && gg_bg_play_meeting (table, &m))
    {
      gg_log_text_add (text, "\n");
      gg_log_text_add_message (text,
                               N_ ("Mutual charge: the squads meet %.1f cm from %c%d's leader and "
                                   "%.1f cm from %c%d's leader (BG-2.2-g)."),
                               m.from[0] / 10, m.pair[0].side, m.pair[0].squad, m.from[1] / 10,
                               m.pair[1].side, m.pair[1].squad);
    }
  log_text (game->state, GG_LOG_RULING, g_steal_pointer (&text));
  return TRUE;
}

/* Hiding (BG-14) */

/* BG-14.1-a, BG-14.3-a: the two figures farthest apart stay on the table as markers. */
static void
pick_dummies (GgBgTable *table, const GgChit *squad, char **dummies)
{
  g_autoptr (GPtrArray) m = gg_bg_table_squad_figures (table, squad->side, squad->squad);
  double best = -1;

  for (guint i = 0; i < m->len; i++)
    for (guint k = i + 1; k < m->len; k++)
      {
        GgFigure *a = m->pdata[i], *b = m->pdata[k];
        double d = gg_base_distance (&a->base, &b->base);

        if (d <= best)
          continue;
        best = d;
        g_free (dummies[0]), dummies[0] = g_strdup (a->id);
        g_free (dummies[1]), dummies[1] = g_strdup (b->id);
      }
}

gboolean
gg_bg_play_hide (GgBgTable *table, const GgChit *squad, GgHiddenMode mode, GError **error)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_auto (GStrv) dummies = g_new0 (char *, 3);
  g_autoptr (GgLogText) text = NULL;
  /* BG-14.2-c: measured before the figures leave the table */
  gboolean exposed = mode == GG_HIDDEN_IMBOSCATA &&
                     !gg_bg_table_squad_in_cover (table, squad->side, squad->squad);

  if (mode != GG_HIDDEN_IMBOSCATA)
    pick_dummies (table, squad, dummies);
  if (!gg_bg_hide_squad (game, gg_bg_table_get_rules (table), squad, mode,
                         (const char *const *) dummies, NULL, error))
    return FALSE;
  text = gg_log_text_new ();
  gg_log_text_add_message (text,
                           N_ ("Squad %c%d hides (%s): its figures leave the table, sealed in "
                               "the game file until revealed (BG-14)"),
                           squad->side, squad->squad, gg_hidden_mode_to_string (mode));
  if (exposed)
    {
      gg_log_text_add (text, "\n");
      gg_log_text_add_label (text, N_ ("Warning: not every figure is in cover; a hidden ambush is "
                                       "laid in cover (BG-14.2-c)."));
    }
  log_text (game->state, GG_LOG_RULING, g_steal_pointer (&text));
  gg_bg_table_refresh (table);
  spot (table);
  return TRUE;
}

/* Squad leaders and officers (BG-4.8-h, BG-10.8) */

GPtrArray *
gg_bg_leader_candidates (GgBgTable *table, const GgChit *squad)
{
  g_autoptr (GPtrArray) members = gg_bg_table_squad_figures (table, squad->side, squad->squad);
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < members->len; i++)
    if (!gg_bg_figure_is_gun (members->pdata[i]))
      g_ptr_array_add (ids, ((GgFigure *) members->pdata[i])->id);
  g_ptr_array_add (ids, NULL);
  return ids;
}

/* A leader of its own (BG-3.2-g), not an attached officer acting for him. */
static gboolean
has_own_leader (GgBgTable *table, const GgChit *squad)
{
  g_autoptr (GgBgSquadCommand) c = gg_bg_command_squad (
    gg_bg_table_get_game (table), gg_bg_table_get_rules (table), squad->side, squad->squad);

  return c == NULL || (c->leader != NULL && !c->leader_is_officer);
}

gboolean
gg_bg_play_appoint_leader (GgBgTable *table, const GgChit *squad, const char *figure,
                           const char **rule)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GPtrArray) ids = gg_bg_leader_candidates (table, squad);
  GgFigure *f = figure != NULL ? gg_game_lookup_figure (game, figure) : NULL;
  const char *first = ids->pdata[0];

  *rule = "BG-4.8-h";
  if (has_own_leader (table, squad) || !gg_bg_may_appoint_leader (game, squad, rule) || f == NULL ||
      !g_ptr_array_find_with_equal_func (ids, figure, g_str_equal, NULL))
    return FALSE;
  g_free (f->role);
  f->role = g_strdup_printf ("L%d", squad->squad);
  if (g_strcmp0 (first, figure) == 0)
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("%s is the new squad leader (caposquadra) of squad %c%d (%s)"),
                               figure, squad->side, squad->squad, *rule);
  else
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("%s is the new squad leader (caposquadra) of squad %c%d, chosen "
                                   "by the player instead of %s (%s)"),
                               figure, squad->side, squad->squad, first, *rule);
  gg_bg_table_refresh (table);
  return TRUE;
}

gboolean
gg_bg_play_officer_moves (GgGame *game, const char *officer, const GgChit *squad)
{
  if (!gg_bg_play_officer_moved (game, officer, squad))
    return FALSE;
  gg_game_state_log_message (game->state, GG_LOG_NOTE, 0, 0,
                             N_ ("Officer %s moves with squad %c%d, once this turn (BG-10.8-b)"),
                             officer, squad->side, squad->squad);
  return TRUE;
}

gboolean
gg_bg_play_replace_captain (GgGame *game, GgBgRules *rules, char side, int *roll)
{
  GPtrArray *officers = gg_bg_state (game->state)->officers;

  if (!gg_bg_play_captain (game, rules, side, roll))
    return FALSE;
  /* the company's Captain (CyL, BG-3.2) of the side is back */
  for (guint i = 0; i < officers->len; i++)
    {
      GgOfficerState *o = g_ptr_array_index (officers, i);

      if (strstr (o->figure, "CyL") != NULL && o->figure[0] == side)
        o->out = FALSE;
    }
  return TRUE;
}

/* A gun's shot */

static GArray *
gun_pieces (GgBgTable *table, const GgFigure *gun, GgBgShotKind kind, GgPoint fall)
{
  GArray *pieces;

  if (kind == GG_BG_SHOT_CANISTER)
    return gg_bg_table_canister_pieces (table, gun);
  if (kind == GG_BG_SHOT_ROUND_SHOT)
    return gg_bg_table_roundshot_pieces (table, gun);
  pieces = gg_bg_table_shell_pieces (table, fall);
  for (guint i = 0; i < pieces->len; i++)
    {
      GgBgPiece *p = &g_array_index (pieces, GgBgPiece, i);

      p->friendly = gg_game_lookup_figure (gg_bg_table_get_game (table), p->id)->side == gun->side;
    }
  return pieces;
}

static void
gun_roll (GgBgTable *table, GgBgShotKind kind, GArray *pieces, GgBgGunFire *out)
{
  GgBgRules *rules = gg_bg_table_get_rules (table);
  GgDice *dice = gg_bg_table_get_game (table)->state->dice;
  GgBgPiece *p = (GgBgPiece *) pieces->data;

  if (kind == GG_BG_SHOT_CANISTER)
    gg_bg_canister_fire (rules, dice, p, pieces->len, out);
  else if (kind == GG_BG_SHOT_ROUND_SHOT)
    gg_bg_roundshot_fire (rules, dice, p, pieces->len, out);
  else
    gg_bg_shell_effect (rules, dice, p, pieces->len, out);
}

/* Each piece rolled for: its odds, and its die. */
static void
add_gun_breakdown (GgLogText *text, const GgBgGunFire *fire)
{
  gboolean any = FALSE;

  for (guint i = 0; i < fire->shots->len; i++)
    {
      const GgBgPieceShot *p = &g_array_index (fire->shots, GgBgPieceShot, i);

      if (!p->rolled_for)
        continue;
      gg_log_text_add (text, "\n");
      if (p->friendly)
        gg_log_text_add_message (text, N_ ("%s (friend): %.0f %%"), p->id, 100 * p->p_hit);
      else
        gg_log_text_add_message (text, N_ ("%s: %.0f %%"), p->id, 100 * p->p_hit);
      if (p->roll >= 0 && p->hit)
        gg_log_text_add_message (text, N_ (" — rolled %d: hit"), p->roll);
      else if (p->roll >= 0)
        gg_log_text_add_message (text, N_ (" — rolled %d: miss"), p->roll);
      any = TRUE;
    }
  if (!any)
    {
      gg_log_text_add (text, "\n");
      gg_log_text_add_label (text, N_ ("Nobody in the line of fire."));
    }
}

static void
log_gun_shot (GgGame *game, GgBgSquadRef squad, const GgBgGunShot *shot, guint from)
{
  g_autoptr (GgLogText) text = gg_log_text_new ();
  g_autofree char *who = shot->lost->len > 0 ? NULL : g_strdup ("—");
  guint n = gg_dice_get_n_rolls (game->state->dice) - from;
  g_autofree char *activation = NULL;
  GgGameState *state = game->state;

  if (who == NULL)
    {
      g_ptr_array_add (shot->lost, NULL);
      who = g_strjoinv (", ", (char **) shot->lost->pdata);
      g_ptr_array_set_size (shot->lost, shot->lost->len - 1);
    }
  gg_log_text_add_message (text, N_ ("Gun of squad %c%d:"), squad.side, squad.number);
  gg_log_text_add (text, " ");
  if (shot->scattered)
    {
      gg_log_text_add_message (text,
                               N_ ("Rose D10 %d: falls %.1f cm from the aim point (%s, house "
                                   "default). "),
                               shot->face, gg_point_distance (shot->aim, shot->fall) / 10,
                               shot->rose.rule);
    }
  gg_log_text_add_plural (text, "%d hit", "%d hits", shot->fire.hits, shot->fire.hits);
  gg_log_text_add_message (text, N_ (". Out of action: %s"), who);
  add_gun_breakdown (text, &shot->fire);
  activation = state->rules != NULL && state->rules_class->play->acting
                 ? state->rules_class->play->acting (state)
                 : NULL;
  gg_log_append_text (
    state->log, state->clock != 0 ? state->clock : g_get_real_time () / G_USEC_PER_SEC, GG_LOG_ROLL,
    gg_game_state_get_turn (state), activation, n > 0 ? from + 1 : 0, n, g_steal_pointer (&text));
}

static gboolean
gun_may_act (GgGame *game, const GgFigure *gun)
{
  g_autofree char *why = NULL;

  return gg_bg_play_shell_may_fire (game, gun->id, &why);
}

/* Where the gun's last shell fell, on the table: the game's aim marker of that gun, moved. */
static void
mark_fall (GgGame *game, const GgFigure *gun, GgPoint fall)
{
  g_autofree char *id = g_strdup_printf ("shell-%s", gun->id);
  int at = gg_game_find (game, GG_COLLECTION_MARKERS, id);
  GgMarker *m;

  if (at >= 0)
    {
      ((GgMarker *) g_ptr_array_index (game->markers, at))->point = fall;
      return;
    }
  m = gg_marker_new (id, GG_MARKER_AIM);
  m->point = fall;
  gg_game_insert (game, GG_COLLECTION_MARKERS, game->markers->len, m);
}

gboolean
gg_bg_play_gun_shot (GgBgTable *table, GgBgSquadRef squad, GgBgShotKind kind,
                     const GgBgSquadRef *target, GgBgGunShot *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgFigure *gun = gg_bg_table_squad_gun (table, squad);
  guint from = gg_dice_get_n_rolls (game->state->dice);
  g_autoptr (GArray) pieces = NULL;
  g_autoptr (GPtrArray) lost = NULL;
  const char *rule = NULL;

  memset (out, 0, sizeof *out);
  out->lost = g_ptr_array_new_with_free_func (g_free);
  if (gun == NULL ||
      (kind == GG_BG_SHOT_SHELL &&
       (target == NULL || gg_bg_table_shell_check (table, gun, *target, &rule) != GG_BG_SHELL_OK)))
    return FALSE;
  if (!gun_may_act (game, gun)) /* one action an activation (BG-2.4-b) */
    return FALSE;
  if (kind == GG_BG_SHOT_SHELL)
    {
      out->aim = gg_bg_table_squad_centre (table, *target);
      if (!gg_bg_shell_scatter (gg_bg_table_get_rules (table), game->state->dice,
                                GG_BG_GUN_HOWITZER, gun->base.centre, out->aim, &out->fall,
                                &out->face, &out->rose))
        return FALSE;
      out->scattered = TRUE;
    }
  pieces = gun_pieces (table, gun, kind, out->fall);
  gun_roll (table, kind, pieces, &out->fire);
  /* the pieces hit leave the table (BG-12.4-e, BG-4.4-o) */
  lost = gg_bg_play_gun_losses (table, &out->fire);
  for (guint i = 0; i < lost->len; i++)
    g_ptr_array_add (out->lost, g_strdup (lost->pdata[i]));
  log_gun_shot (game, squad, out, from);
  out->entry = gg_log_get_n_entries (game->state->log) - 1;
  if (out->scattered)
    mark_fall (game, gun, out->fall);
  return TRUE;
}

gboolean
gg_bg_play_gun_action (GgBgTable *table, GgBgSquadRef squad, GgBgShotKind kind,
                       const GgBgSquadRef *target, GgBgGunShot *out)
{
  GgChit chit = { squad.side, squad.number };
  GgBgGunPreview preview;
  gboolean refused;

  memset (out, 0, sizeof *out);
  gg_bg_preview_gun (table, squad, kind, target, &preview);
  refused = preview.problem != NULL;
  gg_bg_gun_preview_clear (&preview);
  if (refused || !gg_bg_play_gun_shot (table, squad, kind, target, out))
    return FALSE;
  out->activation_over =
    gg_bg_play_action_taken (gg_bg_table_get_game (table), &chit, GG_BG_ACTION_FIRE);
  return TRUE;
}

void
gg_bg_gun_shot_clear (GgBgGunShot *out)
{
  gg_bg_gun_fire_clear (&out->fire);
  g_clear_pointer (&out->lost, g_ptr_array_unref);
}

/* Leaderless squads (BG-4.1-i) */

static int
compare_distance (gconstpointer a, gconstpointer b)
{
  double da = ((const GgBgEnemyAt *) a)->distance, db = ((const GgBgEnemyAt *) b)->distance;

  return (da > db) - (da < db);
}

GArray *
gg_bg_enemies_by_distance (GgBgTable *table, const GgChit *squad)
{
  g_autoptr (GArray) all = gg_bg_table_squads (table);
  GgBgSquadRef me = { squad->side, squad->squad };
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgBgEnemyAt));

  for (guint i = 0; i < all->len; i++)
    {
      GgBgEnemyAt e = { g_array_index (all, GgBgSquadRef, i), 0 };

      if (e.squad.side == squad->side)
        continue;
      e.distance = gg_bg_table_squad_distance (table, me, e.squad);
      g_array_append_val (out, e);
    }
  g_array_sort (out, compare_distance);
  return out;
}

GgBgLeaderless
gg_bg_leaderless_of (GgBgTable *table, const GgChit *squad, const char **rule)
{
  g_autoptr (GArray) enemies = gg_bg_enemies_by_distance (table, squad);
  double enemy = enemies->len > 0 ? g_array_index (enemies, GgBgEnemyAt, 0).distance : -1;

  return gg_bg_leaderless (gg_bg_table_get_rules (table),
                           gg_bg_nearest_officer (gg_bg_table_get_game (table), squad), enemy,
                           rule);
}

/* What the squad does, as a part of the entry; the distances are the rule tables' (scaled). */
static void
add_leaderless (GgLogText *text, GgBgRules *rules, GgBgLeaderless what)
{
  g_autofree char *d = NULL;

  switch (what)
    {
    case GG_BG_LEADERLESS_RALLY:
      d = gg_unit_format (GG_UNIT_CM,
                          gg_bg_rules_distance (rules, "command.leaderless-rally").value, 0);
      gg_log_text_add_message (text, N_ ("it moves to the officer within %s and attaches to him"),
                               d);
      break;
    case GG_BG_LEADERLESS_SURRENDER:
      d = gg_unit_format (GG_UNIT_CM,
                          gg_bg_rules_distance (rules, "command.leaderless-surrender").value, 0);
      gg_log_text_add_message (
        text, N_ ("an enemy is within %s: it surrenders, its figures are taken prisoner"), d);
      break;
    default:
      gg_log_text_add_label (text, N_ ("it flees straight to its own table edge"));
    }
}

/* BG-13-b: the nearest enemy squad takes them unless the player named another (logged). */
static gboolean
pick_captor (GgBgTable *table, const GgChit *squad, const GgChit *chosen, GgChit *captor,
             GgLogText *text)
{
  g_autoptr (GArray) enemies = gg_bg_enemies_by_distance (table, squad);
  GgBgSquadRef nearest;
  g_autofree char *name = NULL;

  if (enemies->len == 0)
    return FALSE;
  nearest = g_array_index (enemies, GgBgEnemyAt, 0).squad;
  *captor = chosen != NULL ? *chosen : (GgChit){ nearest.side, nearest.number };
  if (captor->side == nearest.side && captor->squad == nearest.number)
    return TRUE;
  name = gg_chit_to_string ((GgChit){ nearest.side, nearest.number });
  gg_log_text_add (text, " ");
  gg_log_text_add_message (text,
                           N_ ("Escort chosen by the player instead of the nearest squad, %s "
                               "(BG-13-b)."),
                           name);
  return TRUE;
}

static gboolean
surrender (GgBgTable *table, const GgChit *squad, const GgChit *chosen, GgBgSurrender *out,
           GgLogText *text, GError **error)
{
  GgChit captor;

  if (!pick_captor (table, squad, chosen, &captor, text))
    return FALSE;
  if (!gg_bg_surrender_to (gg_bg_table_get_game (table), gg_bg_table_get_rules (table), squad,
                           &captor, out, error))
    {
      gg_log_text_add (text, " ");
      gg_log_text_add (text, (*error)->message);
      return FALSE;
    }
  gg_log_text_add (text, " ");
  gg_log_text_add_message (text,
                           N_ ("%u prisoners of squad %c%d, escorted by %u (scorta, BG-13-a/c)."),
                           out->prisoners->len, captor.side, captor.squad, out->escorts->len);
  return TRUE;
}

gboolean
gg_bg_play_leaderless (GgBgTable *table, const GgChit *squad, const GgChit *captor,
                       GgBgSurrender *out, GError **error)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GgLogText) text = gg_log_text_new ();
  GgBgSurrender local = { 0 };
  g_autoptr (GError) failed = NULL;
  const char *rule = NULL;
  GgBgLeaderless what = gg_bg_leaderless_of (table, squad, &rule);
  gboolean ok = TRUE;

  out = out != NULL ? out : &local;
  memset (out, 0, sizeof *out);
  gg_log_text_add_message (text, N_ ("Squad %c%d has no leader:"), squad->side, squad->squad);
  gg_log_text_add (text, " ");
  add_leaderless (text, gg_bg_table_get_rules (table), what);
  gg_log_text_add (text, " (");
  gg_log_text_add (text, rule);
  gg_log_text_add (text, ").");
  if (what == GG_BG_LEADERLESS_SURRENDER)
    ok = surrender (table, squad, captor, out, text, &failed);
  out->what = what;
  out->rule = rule;
  log_text (game->state, GG_LOG_RULING, g_steal_pointer (&text));
  gg_bg_table_refresh (table);
  gg_bg_surrender_clear (&local);
  if (failed != NULL)
    g_propagate_error (error, g_steal_pointer (&failed));
  return ok;
}
