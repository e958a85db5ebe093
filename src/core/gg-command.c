/* gg-command.c */
#include "gg-command.h"

#include <string.h>

#include "gg-bg-state.h"
#include "gg-geometry.h"

gboolean
gg_figure_is_squad_leader (const GgFigure *figure)
{
  return figure->role != NULL && figure->role[0] == 'L' && figure->squad > 0;
}

static void
squad_clear (gpointer data)
{
  GgSquadCommand *s = data;

  g_ptr_array_unref (s->figures);
  g_ptr_array_unref (s->out);
}

static int
cmp_squad (gconstpointer a, gconstpointer b)
{
  const GgSquadCommand *x = a, *y = b;

  return x->side != y->side ? x->side - y->side : x->squad - y->squad;
}

static int
cmp_figure_id (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(GgFigure *const *) a)->id, (*(GgFigure *const *) b)->id);
}

static GgSquadCommand *
squad_for (GArray *status, GHashTable *index, const GgFigure *f)
{
  gpointer key = GINT_TO_POINTER (f->squad * 2 + (f->side == 'B'));
  gpointer found;

  if (g_hash_table_lookup_extended (index, key, NULL, &found))
    return &g_array_index (status, GgSquadCommand, GPOINTER_TO_UINT (found));
  g_array_set_size (status, status->len + 1);
  g_hash_table_insert (index, key, GUINT_TO_POINTER (status->len - 1));
  GgSquadCommand *s = &g_array_index (status, GgSquadCommand, status->len - 1);
  s->side = f->side;
  s->squad = f->squad;
  s->figures = g_ptr_array_new ();
  s->out = g_ptr_array_new ();
  return s;
}

static void
check_squad (GgSquadCommand *s)
{
  for (guint i = 0; i < s->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (s->figures, i);

      if (f != s->leader &&
          (s->leader == NULL || gg_base_distance (&s->leader->base, &f->base) > s->radius))
        g_ptr_array_add (s->out, (gpointer) f);
    }
  g_ptr_array_sort (s->out, cmp_figure_id);
}

GArray *
gg_command_status (GgGame *game, GgTableRules *rules)
{
  GArray *status = g_array_new (FALSE, TRUE, sizeof (GgSquadCommand));
  g_autoptr (GHashTable) index = g_hash_table_new (NULL, NULL);

  g_array_set_clear_func (status, squad_clear);
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      GgSquadCommand *s;

      if (f->squad <= 0 || gg_game_state_off_table (game->state, f->id))
        continue;
      s = squad_for (status, index, f);
      g_ptr_array_add (s->figures, f);
      if (s->leader == NULL && gg_figure_is_squad_leader (f))
        s->leader = f;
    }
  g_array_sort (status, cmp_squad);
  for (guint i = 0; i < status->len; i++)
    {
      GgSquadCommand *s = &g_array_index (status, GgSquadCommand, i);

      /* BG-4.8-a, with the squad's traits (Cacciatori BG-15.3-c, Titubanti BG-15.3-e) */
      guint troop = gg_game_state_troop_flags (game->state, s->side, s->squad);

      s->radius = gg_table_rules_command_radius (rules, GG_BG_LINK_SQUAD, troop, FALSE);
      check_squad (s);
    }
  return status;
}

const GgSquadCommand *
gg_command_find (GArray *status, char side, int squad)
{
  for (guint i = 0; i < status->len; i++)
    {
      GgSquadCommand *s = &g_array_index (status, GgSquadCommand, i);

      if (s->side == side && s->squad == squad)
        return s;
    }
  return NULL;
}

const GgFigure *
gg_command_nearest_enemy (GgGame *game, const GgFigure *figure, double *distance)
{
  const GgFigure *best = NULL;
  double best_d = G_MAXDOUBLE;

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      double d;

      if (f->side == figure->side || gg_game_state_off_table (game->state, f->id))
        continue;
      d = gg_base_distance (&figure->base, &f->base);
      if (d < best_d)
        best = f, best_d = d;
    }
  if (distance != NULL)
    *distance = best ? best_d : -1;
  return best;
}
