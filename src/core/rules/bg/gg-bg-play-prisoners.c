/* gg-bg-play-prisoners.c: prisoners taken in melee, their escort, gathering and cordon (BG-13),
 * played and logged. */
#include "gg-bg-play-private.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-officers.h"
#include "gg-bg-characters.h"
#include "gg-geometry.h"

static gboolean
in_play (GgGame *game, const GgFigure *f)
{
  return f != NULL && !gg_bg_state_is_out (game->state, f->id);
}

static gboolean
officer_in_play (GgGame *game, char side, const char *role)
{
  for (guint i = 0; role != NULL && i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == side && g_strcmp0 (f->role, role) == 0 && in_play (game, f))
        return TRUE;
    }
  return FALSE;
}

/* AMB-26: an officer of the squad's chain in play. */
static gboolean
chain_alive (GgGame *game, const GgChit *squad)
{
  g_autofree char *letter = gg_bg_squad_platoon (game, squad->side, squad->squad);
  g_autofree char *platoon = letter ? g_strconcat ("PL", letter, NULL) : NULL;

  return officer_in_play (game, squad->side, platoon) ||
         officer_in_play (game, squad->side, "CyL") || officer_in_play (game, squad->side, "BtL");
}

/* The squad's figures in play, ids borrowed. */
static GPtrArray *
members (GgGame *game, const GgChit *squad)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == squad->side && f->squad == squad->squad && in_play (game, f))
        g_ptr_array_add (out, f->id);
    }
  return out;
}

/* BG-4.1-i with AMB-26: does @squad cease to fight? Of its figures only @left (NULL-terminated;
 * NULL: those in play) remain, none of them its squad leader, and no officer of its chain
 * (platoon commander, Captain, battalion commander) is in play. */
static gboolean
gg_bg_squad_ceases (GgGame *game, const GgChit *squad, const char *const *left)
{
  g_autoptr (GPtrArray) all = members (game, squad);
  const char *const *ids = left ? left : (const char *const *) all->pdata;
  guint n = left ? g_strv_length ((char **) left) : all->len;

  if (n == 0 || chain_alive (game, squad))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, ids[i]);

      if (f != NULL && gg_bg_role_is_leader (f->role))
        return FALSE;
    }
  return TRUE;
}

/* The nearest officer of @side (musicians aside) from @ids, edge to edge; -1 if none. */
static double
nearest_officer (GgGame *game, char side, GPtrArray *ids)
{
  double best = -1;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *o = g_ptr_array_index (game->figures, i);

      if (o->side != side || !gg_bg_role_is_officer (o->role) || g_str_equal (o->role, "M") ||
          g_str_equal (o->role, "BtM") || !in_play (game, o))
        continue;
      for (guint k = 0; k < ids->len; k++)
        {
          double d =
            gg_base_distance (&o->base, &gg_game_lookup_figure (game, ids->pdata[k])->base);

          best = best < 0 ? d : MIN (best, d);
        }
    }
  return best;
}

static gboolean
is_guard (GgGame *game, const char *id)
{
  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);

      if (g_ptr_array_find_with_equal_func (p->escorts, id, g_str_equal, NULL))
        return TRUE;
    }
  return FALSE;
}

static void
pick_escorts (GgGame *game, GgBgRules *rules, const GgChit *winner, guint n, GPtrArray *out)
{
  g_autoptr (GPtrArray) pool = members (game, winner);
  int needed = gg_bg_escorts_needed (rules, n, NULL);

  /* privates first, the squad leader last */
  for (int leaders = 0; leaders < 2; leaders++)
    for (guint i = 0; i < pool->len && (int) out->len < needed; i++)
      if (!is_guard (game, pool->pdata[i]) &&
          gg_bg_role_is_leader (gg_game_lookup_figure (game, pool->pdata[i])->role) == leaders)
        g_ptr_array_add (out, g_strdup (pool->pdata[i]));
}

static void
log_surrender (GgGame *game, GgBgRules *rules, const GgChit *loser, const GgChit *winner,
               GgBgSurrender *out)
{
  g_autofree char *rally =
    gg_unit_format (GG_UNIT_CM, gg_bg_rules_distance (rules, "command.leaderless-rally").value, 0);

  guint serial;

  if (out->what == GG_BG_LEADERLESS_SURRENDER)
    serial = gg_game_state_log_message (
      game->state, GG_LOG_RULING, 0, 0,
      N_ ("Squad %c%d has no leader and no officer: it surrenders to squad %c%d; %u prisoners, "
          "escorted by %u (%s, BG-13-a/c)"),
      loser->side, loser->squad, winner->side, winner->squad, out->prisoners->len,
      out->escorts->len, out->rule);
  else
    serial = gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                        N_ ("Squad %c%d has no leader and no officer: it ceases "
                                            "to fight and moves to the officer within %s (%s)"),
                                        loser->side, loser->squad, rally, out->rule);
  out->text = g_strdup (gg_log_get_entry (game->state->log, serial - 1)->text);
}

static gboolean
surrender (GgGame *game, GgBgRules *rules, const GgChit *winner, GPtrArray *ids, GgBgSurrender *out,
           GError **error)
{
  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (out->prisoners, g_strdup (ids->pdata[i]));
  pick_escorts (game, rules, winner, ids->len, out->escorts);
  g_ptr_array_add (out->prisoners, NULL);
  g_ptr_array_add (out->escorts, NULL);
  if (!gg_bg_take_prisoners (game, rules, winner, (const char *const *) out->prisoners->pdata,
                             (const char *const *) out->escorts->pdata, error))
    return FALSE;
  g_ptr_array_set_size (out->prisoners, out->prisoners->len - 1);
  g_ptr_array_set_size (out->escorts, out->escorts->len - 1);
  return TRUE;
}

double
gg_bg_nearest_officer (GgGame *game, const GgChit *squad)
{
  g_autoptr (GPtrArray) ids = members (game, squad);

  return nearest_officer (game, squad->side, ids);
}

gboolean
gg_bg_surrender_to (GgGame *game, GgBgRules *rules, const GgChit *loser, const GgChit *captor,
                    GgBgSurrender *out, GError **error)
{
  g_autoptr (GPtrArray) ids = members (game, loser);

  memset (out, 0, sizeof *out);
  out->prisoners = g_ptr_array_new_with_free_func (g_free);
  out->escorts = g_ptr_array_new_with_free_func (g_free);
  out->ceased = TRUE;
  out->what = GG_BG_LEADERLESS_SURRENDER;
  return surrender (game, rules, captor, ids, out, error);
}

/* After a melee round or a melee: if @loser ceases to fight, it rallies to an officer of its side
 * within 50 cm, or else (the enemy being in contact) surrenders: its figures in play become
 * prisoners of @winner, guarded by a third of them (AMB-57) taken from @winner's figures. Logged.
 * FALSE with @error if @winner has too few figures to escort them. */
static gboolean
melee_surrender (GgGame *game, GgBgRules *rules, const GgChit *loser, const GgChit *winner,
                 GgBgSurrender *out, GError **error)
{
  g_autoptr (GPtrArray) ids = members (game, loser);

  memset (out, 0, sizeof *out);
  out->prisoners = g_ptr_array_new_with_free_func (g_free);
  out->escorts = g_ptr_array_new_with_free_func (g_free);
  out->ceased = gg_bg_squad_ceases (game, loser, NULL);
  if (!out->ceased)
    return TRUE;
  /* the enemy is in contact: well within the 20 cm of BG-4.1-i.2 */
  out->what = gg_bg_leaderless (rules, nearest_officer (game, loser->side, ids), 0, &out->rule);
  if (out->what == GG_BG_LEADERLESS_SURRENDER && !surrender (game, rules, winner, ids, out, error))
    return FALSE;
  log_surrender (game, rules, loser, winner, out);
  return TRUE;
}

void
gg_bg_surrender_clear (GgBgSurrender *surrender)
{
  g_clear_pointer (&surrender->prisoners, g_ptr_array_unref);
  g_clear_pointer (&surrender->escorts, g_ptr_array_unref);
  g_clear_pointer (&surrender->text, g_free);
}

gboolean
gg_bg_melee_ceases (GgGame *game, const GgChit *squad, GArray *figures)
{
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; i < figures->len; i++)
    g_ptr_array_add (ids, (gpointer) g_array_index (figures, GgBgMeleeFigure, i).id);
  g_ptr_array_add (ids, NULL);
  return figures->len > 0 && gg_bg_squad_ceases (game, squad, (const char *const *) ids->pdata);
}

/* One side's turn: the text of what it did, or NULL if it fights on; its outcome into @out. */
static char *
one_side (GgGame *game, GgBgRules *rules, const GgChit *loser, const GgChit *winner,
          GgBgSurrender *out)
{
  g_autoptr (GError) error = NULL;
  char *text;

  if (!melee_surrender (game, rules, loser, winner, out, &error))
    text = g_strdup (error->message);
  else
    text = g_strdup (out->text);
  return text;
}

/* Gathering (BG-13-b) */

static void
hand_over (GgGame *game, char side, const GgChit *escort, const char *const *guards)
{
  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);

      if (p->captor.side != side)
        continue;
      p->captor = *escort;
      g_ptr_array_set_size (p->escorts, 0);
      for (guint k = 0; guards[k] != NULL; k++)
        g_ptr_array_add (p->escorts, g_strdup (guards[k]));
    }
}

static guint
held_by (GgGame *game, char side)
{
  guint n = 0;

  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    n +=
      ((GgPrisoner *) g_ptr_array_index (gg_bg_state (game->state)->prisoners, i))->captor.side ==
      side;
  return n;
}

static gboolean
guards_ok (GgGame *game, const GgChit *escort, const char *const *guards)
{
  for (guint i = 0; guards[i] != NULL; i++)
    {
      GgFigure *f = gg_game_lookup_figure (game, guards[i]);

      if (!in_play (game, f) || f->side != escort->side || f->squad != escort->squad)
        return FALSE;
    }
  return TRUE;
}

/* BG-13-c: the escort's figures that may be hit (not its leader), as many as needed (one at
 * least), for the player who did not choose them. NULL-terminated, ids borrowed. */
static GPtrArray *
default_guards (GgGame *game, GgBgRules *rules, const GgChit *escort, guint prisoners)
{
  g_autoptr (GPtrArray) all = gg_bg_fire_casualty_candidates (game, escort);
  int needed = MAX (gg_bg_escorts_needed (rules, (int) prisoners, NULL), 1);
  GPtrArray *guards = g_ptr_array_new ();

  for (guint i = 0; i < all->len && (int) guards->len < needed; i++)
    g_ptr_array_add (guards, all->pdata[i]);
  g_ptr_array_add (guards, NULL);
  return guards;
}

/* The cordon (BG-13-e) */

/* BG-13-e: the guards form an outer cordon, even a discontinuous one: each guard stands farther
 * from the prisoners' centre than every prisoner (the reading of this module: the rulebook gives
 * no geometry). */
static gboolean
gg_bg_cordon_holds (const GgPoint *guards, guint n_guards, const GgPoint *prisoners,
                    guint n_prisoners)
{
  GgPoint c = { 0, 0 };
  double inner = 0, outer = INFINITY;

  if (n_prisoners == 0)
    return TRUE;
  for (guint i = 0; i < n_prisoners; i++)
    c.x += prisoners[i].x / n_prisoners, c.y += prisoners[i].y / n_prisoners;
  for (guint i = 0; i < n_prisoners; i++)
    inner = MAX (inner, gg_point_distance (c, prisoners[i]));
  for (guint i = 0; i < n_guards; i++)
    outer = MIN (outer, gg_point_distance (c, guards[i]));
  return n_guards > 0 && outer > inner + GG_GEOMETRY_EPSILON;
}

static void
add_point (GgGame *game, GArray *points, const char *id)
{
  GgFigure *f = gg_game_lookup_figure (game, id);

  if (in_play (game, f) || (f != NULL && gg_bg_state_prisoner (game->state, id) != NULL))
    g_array_append_val (points, f->base.centre);
}

/* The same, measured on the table for the prisoners @captor escorts. TRUE if it has none. */
static gboolean
gg_bg_cordon_of (GgGame *game, const GgChit *captor)
{
  g_autoptr (GArray) guards = g_array_new (FALSE, FALSE, sizeof (GgPoint));
  g_autoptr (GArray) held = g_array_new (FALSE, FALSE, sizeof (GgPoint));
  g_autoptr (GPtrArray) ids = gg_bg_prisoner_guards (game, captor);

  for (guint i = 0; i < ids->len; i++)
    add_point (game, guards, ids->pdata[i]);
  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);

      if (p->captor.side == captor->side && p->captor.squad == captor->squad)
        add_point (game, held, p->figure);
    }
  return gg_bg_cordon_holds ((GgPoint *) guards->data, guards->len, (GgPoint *) held->data,
                             held->len);
}

char *
gg_bg_play_melee_prisoners (GgGame *game, GgBgRules *rules, const GgChit *a, const GgChit *b,
                            GgBgSurrender *out)
{
  GgBgSurrender s;
  char *text = one_side (game, rules, a, b, &s);

  if (text == NULL)
    {
      gg_bg_surrender_clear (&s);
      text = one_side (game, rules, b, a, &s);
    }
  if (out != NULL)
    *out = s;
  else
    gg_bg_surrender_clear (&s);
  return text;
}

guint
gg_bg_play_gather_prisoners (GgGame *game, GgBgRules *rules, char side, const GgChit *escort,
                             const char *const *guards, GError **error)
{
  const GgFigure *uct = gg_bg_uct (game, side);
  guint n = held_by (game, side);
  g_autoptr (GPtrArray) picked = guards == NULL ? default_guards (game, rules, escort, n) : NULL;
  guint g;

  if (picked != NULL)
    guards = (const char *const *) picked->pdata;
  g = g_strv_length ((char **) guards);

  if (uct == NULL)
    return g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "%s [BG-13-b]",
                        _("no UCT is left to gather the prisoners")),
                        0;
  if (g == 0 || !guards_ok (game, escort, guards) ||
      (int) g < gg_bg_escorts_needed (rules, n, NULL))
    return g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "%s [BG-13-c]",
                        _("the escort must be figures of the escorting squad, a third of the "
                          "prisoners at least")),
                        0;
  hand_over (game, side, escort, guards);
  gg_game_state_log_message (
    game->state, GG_LOG_RULING, 0, 0,
    N_ ("The UCT %s gathers %u prisoners under the escort of squad %c%d, %u "
        "guards (BG-13-b)"),
    uct->id, n, escort->side, escort->squad, g);
  return n;
}

gboolean
gg_bg_play_check_cordon (GgGame *game, const GgChit *captor)
{
  gboolean holds = gg_bg_cordon_of (game, captor);

  if (holds)
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("Squad %c%d: the guards form a cordon around the prisoners "
                                   "(BG-13-e)."),
                               captor->side, captor->squad);
  else
    gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                               N_ ("Squad %c%d: the cordon is open; each guard must stand farther "
                                   "from the prisoners' centre than every prisoner (BG-13-e)."),
                               captor->side, captor->squad);
  return holds;
}
