/* gg-d6-table.c: d6 units as figures on the table; casualties; the referee's log. */
#include "gg-d6-table.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "gg-geometry.h"

char *
gg_d6_table_unit_id (char side, int squad)
{
  return g_strdup_printf ("%c%d", side, squad);
}

static gboolean
figure_in_unit (const GgFigure *f, const char *id)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%c%d", f->side, f->squad);
  return g_str_equal (buf, id);
}

GgD6State *
gg_d6_table_prepare (GgGame *game, guint32 seed)
{
  if (game->state == NULL)
    game->state = gg_game_state_new (seed);
  if (game->d6 == NULL)
    game->d6 = gg_d6_state_new ('A');
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      g_autofree char *id = gg_d6_table_unit_id (f->side, f->squad);

      if (f->squad > 0 && gg_d6_state_lookup_unit (game->d6, id) == NULL)
        gg_d6_state_add_unit (game->d6, id, f->side);
    }
  return game->d6;
}

GPtrArray *
gg_d6_table_units (GgGame *game, char side)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; game->d6 != NULL && i < game->d6->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (game->d6->units, i);

      if (side == 0 || u->side == side)
        g_ptr_array_add (ids, g_strdup (u->id));
    }
  return ids;
}

guint
gg_d6_table_count_figures (GgGame *game, const char *id)
{
  guint n = 0;

  for (guint i = 0; i < game->figures->len; i++)
    n += figure_in_unit (g_ptr_array_index (game->figures, i), id);
  return n;
}

gboolean
gg_d6_table_describe (GgGame *game, const char *id, GgD6Unit *out)
{
  GgD6UnitState *u = game->d6 ? gg_d6_state_lookup_unit (game->d6, id) : NULL;

  if (u == NULL)
    return FALSE;
  memset (out, 0, sizeof *out);
  gg_d6_profile_to_unit (&u->profile, out);
  if (!u->profile.set)
    out->weapon = gg_d6_default_weapon (out->kind);
  out->id = u->id;
  out->figures = gg_d6_table_count_figures (game, id);
  out->strength = u->profile.strength > 0 ? u->profile.strength : out->figures + u->lost;
  out->disordered = u->orange || u->red;
  out->reforming = u->red;
  out->routed = u->status == GG_D6_STATUS_ROUTING || u->status == GG_D6_STATUS_ROUT_PENDING;
  return TRUE;
}

char *
gg_d6_table_unit_label (GgGame *game, const char *id)
{
  GgD6UnitState *u = game->d6 ? gg_d6_state_lookup_unit (game->d6, id) : NULL;
  guint n = gg_d6_table_count_figures (game, id);

  if (u != NULL && u->profile.name != NULL)
    return g_strdup_printf ("%s · %s (%u)", id, u->profile.name, n);
  return g_strdup_printf ("%s (%u)", id, n);
}

double
gg_d6_table_distance (GgGame *game, const char *a, const char *b)
{
  double best = INFINITY;

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (!figure_in_unit (f, a))
        continue;
      for (guint j = 0; j < game->figures->len; j++)
        {
          GgFigure *g = g_ptr_array_index (game->figures, j);

          if (figure_in_unit (g, b))
            best = MIN (best, gg_base_distance (&f->base, &g->base));
        }
    }
  return isinf (best) ? -1 : gg_unit_from_mm (GG_UNIT_IN, best);
}

GPtrArray *
gg_d6_table_pick_casualties (GgGame *game, const char *id, int n)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = game->figures->len; i > 0 && (int) ids->len < n; i--)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i - 1);

      if (figure_in_unit (f, id))
        g_ptr_array_add (ids, g_strdup (f->id));
    }
  return ids;
}

gboolean
gg_d6_table_remove_figure (GgGame *game, const char *figure_id)
{
  GgFigure *f = gg_game_lookup_figure (game, figure_id);

  if (f == NULL)
    return FALSE;
  g_hash_table_remove (game->by_id, figure_id);
  return g_ptr_array_remove (game->figures, f);
}

/* Takes @n figures of unit @id off the table, or (with @removed) leaves that to the caller and
 * appends their ids to @removed. Figures already in @removed are not counted again. */
static int
remove_figures (GgGame *game, const char *id, int n, GPtrArray *removed)
{
  g_autoptr (GPtrArray) ids = gg_d6_table_pick_casualties (game, id, G_MAXINT);
  int taken = 0;

  for (guint i = 0; i < ids->len && taken < n; i++)
    {
      const char *fid = g_ptr_array_index (ids, i);

      if (removed != NULL && g_ptr_array_find_with_equal_func (removed, fid, g_str_equal, NULL))
        continue;
      if (removed != NULL)
        g_ptr_array_add (removed, g_strdup (fid));
      else
        gg_d6_table_remove_figure (game, fid);
      taken++;
    }
  return taken;
}

static void
destroy_unit (GgGame *game, GgD6UnitState *u, GPtrArray *removed)
{
  u->lost += remove_figures (game, u->id, G_MAXINT, removed); /* D6-CAS-4 */
  u->status = GG_D6_STATUS_DESTROYED;
}

void
gg_d6_table_apply_hits (GgGame *game, GgD6Rules *rules, const char *id, int hits,
                        GgD6CasualtyEffect *out, GPtrArray *removed)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (game->d6, id);
  GgD6Unit unit;

  g_return_if_fail (u != NULL && gg_d6_table_describe (game, id, &unit));
  gg_d6_fire_casualties (rules, &unit, u->turn_casualties, u->tested, hits, out);
  u->lost += remove_figures (game, id, out->removed, removed);
  u->turn_casualties += out->removed;
  if (out->disordered)
    gg_d6_unit_state_disorder (u);
  if (out->destroyed)
    destroy_unit (game, u, removed);
}

void
gg_d6_table_apply_losses (GgGame *game, GgD6Rules *rules, const char *id, int figures,
                          GPtrArray *removed)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (game->d6, id);
  GgD6Unit unit;
  gboolean destroyed = FALSE;
  int taken;

  g_return_if_fail (u != NULL && gg_d6_table_describe (game, id, &unit));
  taken = remove_figures (game, id, figures, removed);
  u->lost += taken;
  u->turn_casualties += taken;
  gg_d6_casualty_modifier (rules, unit.strength, u->lost, &destroyed);
  if (destroyed || unit.figures - taken <= 0)
    destroy_unit (game, u, removed);
}

void
gg_d6_table_apply_test (GgGame *game, const char *id, GgD6TestResult result)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (game->d6, id);

  g_return_if_fail (u != NULL);
  switch (result)
    {
    case GG_D6_ROUT:
      u->status = GG_D6_STATUS_ROUT_PENDING; /* moves in the next Move phase (D6-COMP-8) */
      break;
    case GG_D6_RETREAT:
      u->status = GG_D6_STATUS_RETREAT_PENDING;
      gg_d6_unit_state_disorder (u); /* D6-COMP-7 */
      break;
    case GG_D6_DISORDER:
      gg_d6_unit_state_disorder (u);
      break;
    case GG_D6_NO_CHANGE:
      break;
    }
}

GgDice *
gg_d6_table_dice (GgGame *game)
{
  g_return_val_if_fail (game->state != NULL, NULL);
  return game->state->dice;
}

guint
gg_d6_table_log (GgGame *game, const char *title, const GgD6Report *report, guint rolls_before)
{
  g_autofree char *account = report ? gg_d6_report_to_string (report) : NULL;
  g_autofree char *text = account ? g_strdup_printf ("%s\n%s", title, account) : g_strdup (title);
  g_autofree char *when = game->d6 ? gg_d6_turn_describe (&game->d6->turn) : NULL;
  guint n = gg_dice_get_n_rolls (game->state->dice) - rolls_before;

  return gg_log_append (game->state->log, GG_LOG_ROLL, game->d6 ? game->d6->turn.turn : 0, when,
                        text, n > 0 ? rolls_before + 1 : 0, n);
}
