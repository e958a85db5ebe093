/* gg-bg-prisoners.c: prisoners kept in the state (BG-13): their guards and pace, taken, freed
 * and abandoned. */
#include "gg-bg-prisoners.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"

/* BG-13-d: prisoners and guards march at infantry speed (cavalrymen lose their horses). */
GgBgNumber
gg_bg_prisoner_speed (GgBgRules *rules)
{
  GgBgNumber n = gg_bg_rules_movement (rules, GG_BG_ARM_INFANTRY, 0, FALSE, NULL);

  n.rule = "BG-13-d";
  return n;
}

GPtrArray *
gg_bg_prisoner_guards (GgGame *game, const GgChit *captor)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);

      if (p->captor.side != captor->side || p->captor.squad != captor->squad)
        continue;
      for (guint k = 0; k < p->escorts->len; k++)
        {
          const char *id = g_ptr_array_index (p->escorts, k);

          if (!gg_bg_state_is_out (game->state, id) &&
              !g_ptr_array_find_with_equal_func (out, id, g_str_equal, NULL))
            g_ptr_array_add (out, (gpointer) id);
        }
    }
  return out;
}

GPtrArray *
gg_bg_prisoners_held (GgGame *game, const GgChit *captor)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);

      if (p->captor.side == captor->side && p->captor.squad == captor->squad)
        g_ptr_array_add (out, p->figure);
    }
  return out;
}

guint
gg_bg_prisoners_fire_share (GgBgRules *rules, guint losses, guint guards, guint prisoners,
                            GgBgNumber *info)
{
  GgBgNumber n = { 0 };
  const char *rounding = gg_bg_rules_text (rules, "prisoners.fire-share-rounding", &n);
  double share;

  if (info != NULL)
    *info = n;
  if (prisoners == 0 || losses == 0)
    return 0;
  share = (double) losses * prisoners / (guards + prisoners);
  share = g_strcmp0 (rounding, "up") == 0 ? ceil (share - 1e-9) : floor (share + 1e-9);
  return MIN ((guint) share, MIN (prisoners, losses));
}

gboolean
gg_bg_take_prisoners (GgGame *game, GgBgRules *rules, const GgChit *captor, const char *const *ids,
                      const char *const *escorts, GError **error)
{
  guint n = ids ? g_strv_length ((char **) ids) : 0;
  guint guards = escorts ? g_strv_length ((char **) escorts) : 0;
  int needed = gg_bg_escorts_needed (rules, n, NULL);

  if ((int) guards < needed)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%u prisoners need at least %d escorts [BG-13-c]"), n, needed);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      GgPrisoner *p = gg_bg_state_add_prisoner (game->state, ids[i], *captor);

      for (guint k = 0; k < guards; k++)
        g_ptr_array_add (p->escorts, g_strdup (escorts[k]));
    }
  return TRUE;
}

static gboolean
guards_gone (GgGame *game, GgPrisoner *p)
{
  for (guint i = 0; i < p->escorts->len; i++)
    if (!gg_bg_state_is_out (game->state, g_ptr_array_index (p->escorts, i)))
      return FALSE;
  return TRUE;
}

/* BG-13-h: prisoners whose guards are all gone are freed and join @liberator. */
guint
gg_bg_free_prisoners (GgGame *game, const GgChit *captor, const GgChit *liberator)
{
  guint freed = 0;

  for (guint i = gg_bg_state (game->state)->prisoners->len; i-- > 0;)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      GgFigure *f = gg_game_lookup_figure (game, p->figure);

      if (p->captor.side != captor->side || p->captor.squad != captor->squad ||
          !guards_gone (game, p))
        continue;
      if (f != NULL && f->side == liberator->side)
        f->squad = liberator->squad;
      gg_bg_state_free_prisoner (game->state, p->figure);
      freed++;
    }
  return freed;
}

static int
free_number (GgGame *game, char side)
{
  int n = 1;

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == side && f->squad >= n)
        n = f->squad + 1;
    }
  return n;
}

/* BG-13-i/j: prisoners nobody can escort form a new unarmed squad of their side. Returns its
 * number, 0 if there were none. */
int
gg_bg_abandon_prisoners (GgGame *game, const GgChit *captor, GError **error)
{
  int number = 0;

  for (guint i = gg_bg_state (game->state)->prisoners->len; i-- > 0;)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      GgFigure *f = gg_game_lookup_figure (game, p->figure);

      if (p->captor.side != captor->side || p->captor.squad != captor->squad || f == NULL)
        continue;
      if (number == 0)
        number = free_number (game, f->side);
      f->squad = number;
      gg_bg_state_squad (game->state, f->side, number, TRUE)->abandoned = TRUE;
      gg_bg_state_free_prisoner (game->state, p->figure);
      if (game->state->chits && !gg_chitbag_in_bag (game->state->chits, f->side, number) &&
          !gg_chitbag_add_squad (game->state->chits, f->side, number, error))
        return 0;
    }
  return number;
}

guint
gg_bg_unguarded_prisoners (GgGame *game, char side)
{
  guint n = 0;

  for (guint i = 0; game->state != NULL && i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      GgFigure *f = gg_game_lookup_figure (game, p->figure);

      n += f != NULL && f->side == side && p->captor.side != side && guards_gone (game, p);
    }
  return n;
}

gboolean
gg_bg_abandoned_targetable (GgSquadState *squad, gboolean moved)
{
  return !squad->abandoned || moved;
}
