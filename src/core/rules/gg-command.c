/* gg-command.c */
#include "gg-command.h"

#include <string.h>

#include "gg-game-state.h"
#include "gg-geometry.h"
#include "gg-ruleset.h"

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

/* The squad's traits that change its radius, kept in the rule set's part of the state of play
 * (La Bella Gigogin's Cacciatori BG-15.3-c, Titubanti BG-15.3-e); 0 when it has none. */
static guint
troop_of (GgGameState *state, char side, int squad)
{
  return state != NULL && state->rules != NULL && state->rules_class->play->command_traits != NULL
           ? state->rules_class->play->command_traits (state, side, squad)
           : 0;
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

/* One entry per squad (figures with a squad number), by side then squad number. */
static GArray *
command_status (GgGame *game, GgTableRules *rules)
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
      guint troop = troop_of (game->state, s->side, s->squad);

      s->radius = gg_table_rules_command_radius (rules, GG_TABLE_LINK_GROUP, troop, FALSE);
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

/* The cache: the last status, and what each figure was when it was made. */
struct _GgCommandCache
{
  GgGame *game;
  GgTableRules *rules;
  GArray *status;       /* GgSquadCommand, as command_status */
  GPtrArray *seen;      /* GgFigure* per figure of the game, when last seen */
  GArray *bases;        /* GgBase per figure */
  GArray *squad_of;     /* int per figure: its entry in status, or -1 */
  GArray *members;      /* GArray* of guint figure positions, per entry */
  GArray *troops;       /* guint troop flags per entry */
  GHashTable *by_squad; /* side and squad -> entry + 1 */
  guint recomputed;
};

GgCommandCache *
gg_command_cache_new (void)
{
  return g_new0 (GgCommandCache, 1);
}

static void
cache_clear (GgCommandCache *self)
{
  g_clear_pointer (&self->game, gg_game_unref);
  g_clear_pointer (&self->status, g_array_unref);
  g_clear_pointer (&self->seen, g_ptr_array_unref);
  g_clear_pointer (&self->bases, g_array_unref);
  g_clear_pointer (&self->squad_of, g_array_unref);
  g_clear_pointer (&self->members, g_array_unref);
  g_clear_pointer (&self->troops, g_array_unref);
  g_clear_pointer (&self->by_squad, g_hash_table_unref);
  self->rules = NULL;
}

void
gg_command_cache_free (GgCommandCache *self)
{
  if (self == NULL)
    return;
  cache_clear (self);
  g_free (self);
}

static void
members_free (gpointer data)
{
  g_array_unref (*(GArray **) data);
}

static gpointer
squad_key (char side, int squad)
{
  return GINT_TO_POINTER (squad * 2 + (side == 'B'));
}

/* Everything again, remembering which figures make up which entry. */
static void
cache_full (GgCommandCache *self, GgGame *game, GgTableRules *rules)
{
  cache_clear (self);
  self->game = gg_game_ref (game);
  self->rules = rules;
  self->status = command_status (game, rules);
  self->seen = g_ptr_array_sized_new (game->figures->len);
  self->bases = g_array_sized_new (FALSE, FALSE, sizeof (GgBase), game->figures->len);
  self->squad_of = g_array_sized_new (FALSE, FALSE, sizeof (int), game->figures->len);
  self->members = g_array_sized_new (FALSE, FALSE, sizeof (GArray *), self->status->len);
  g_array_set_clear_func (self->members, members_free);
  self->troops = g_array_sized_new (FALSE, FALSE, sizeof (guint), self->status->len);
  self->by_squad = g_hash_table_new (NULL, NULL);
  for (guint i = 0; i < self->status->len; i++)
    {
      GgSquadCommand *s = &g_array_index (self->status, GgSquadCommand, i);
      GArray *m = g_array_new (FALSE, FALSE, sizeof (guint));
      guint troop = troop_of (game->state, s->side, s->squad);

      g_array_append_val (self->members, m);
      g_array_append_val (self->troops, troop);
      g_hash_table_insert (self->by_squad, squad_key (s->side, s->squad), GUINT_TO_POINTER (i + 1));
    }
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      int entry = -1;

      if (f->squad > 0 && !gg_game_state_off_table (game->state, f->id))
        {
          entry =
            GPOINTER_TO_INT (g_hash_table_lookup (self->by_squad, squad_key (f->side, f->squad))) -
            1;
          g_array_append_val (g_array_index (self->members, GArray *, entry), i);
        }
      g_ptr_array_add (self->seen, f);
      g_array_append_val (self->bases, f->base);
      g_array_append_val (self->squad_of, entry);
    }
  self->recomputed = G_MAXUINT;
}

static gboolean
same_base (const GgBase *a, const GgBase *b)
{
  return a->centre.x == b->centre.x && a->centre.y == b->centre.y && a->facing == b->facing &&
         a->shape == b->shape && a->front == b->front && a->depth == b->depth &&
         a->diameter == b->diameter;
}

/* Is the figure at a position still in the same entry? (The figure seen there before may be
 * freed: an edit swaps in a copy, so only its address is kept, never read.) */
static gboolean
same_entry (GgCommandCache *self, const GgFigure *f, int entry, gboolean member)
{
  const GgSquadCommand *s;

  if (entry < 0)
    return !member;
  s = &g_array_index (self->status, GgSquadCommand, entry);
  return member && s->side == f->side && s->squad == f->squad;
}

/* Marks the entries whose figures moved; FALSE if a figure joined, left or changed squad (a
 * casualty leaves the table, BG-4.1-i: its squad's leader may be gone). */
static gboolean
mark_moved (GgCommandCache *self, GgGame *game, gboolean *dirty)
{
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      int entry = g_array_index (self->squad_of, int, i);
      gboolean member = f->squad > 0 && !gg_game_state_off_table (game->state, f->id);

      if (!same_entry (self, f, entry, member))
        return FALSE;
      /* another address: a copy swapped in, whose role or id may differ too */
      if (f == g_ptr_array_index (self->seen, i) &&
          same_base (&f->base, &g_array_index (self->bases, GgBase, i)))
        continue;
      if (entry >= 0)
        dirty[entry] = TRUE;
      self->seen->pdata[i] = f;
      g_array_index (self->bases, GgBase, i) = f->base;
    }
  return TRUE;
}

/* Entry @i again from its figures, as command_status makes it. */
static void
recompute (GgCommandCache *self, GgGame *game, guint i)
{
  GgSquadCommand *s = &g_array_index (self->status, GgSquadCommand, i);
  GArray *m = g_array_index (self->members, GArray *, i);

  g_ptr_array_set_size (s->figures, 0);
  g_ptr_array_set_size (s->out, 0);
  s->leader = NULL;
  for (guint k = 0; k < m->len; k++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, g_array_index (m, guint, k));

      g_ptr_array_add (s->figures, f);
      if (s->leader == NULL && gg_figure_is_squad_leader (f))
        s->leader = f;
    }
  s->radius = gg_table_rules_command_radius (self->rules, GG_TABLE_LINK_GROUP,
                                             g_array_index (self->troops, guint, i), FALSE);
  check_squad (s);
  self->recomputed++;
}

GArray *
gg_command_cache_update (GgCommandCache *self, GgGame *game, GgTableRules *rules)
{
  g_autofree gboolean *dirty = NULL;

  if (game != self->game || rules != self->rules || game->figures->len != self->seen->len)
    {
      cache_full (self, game, rules);
      return g_array_ref (self->status);
    }
  dirty = g_new0 (gboolean, MAX (1, self->status->len));
  if (!mark_moved (self, game, dirty))
    {
      cache_full (self, game, rules);
      return g_array_ref (self->status);
    }
  self->recomputed = 0;
  for (guint i = 0; i < self->status->len; i++)
    {
      GgSquadCommand *s = &g_array_index (self->status, GgSquadCommand, i);
      guint troop = troop_of (game->state, s->side, s->squad);

      /* a squad's traits change its radius (BG-15.3-c, BG-15.3-e) */
      dirty[i] = dirty[i] || troop != g_array_index (self->troops, guint, i);
      g_array_index (self->troops, guint, i) = troop;
      if (dirty[i])
        recompute (self, game, i);
    }
  return g_array_ref (self->status);
}

guint
gg_command_cache_recomputed (GgCommandCache *self)
{
  return self->recomputed;
}

/* Enemies whose box meets @figure's box grown by @reach: the nearest of them is the nearest of
 * all when it lies within @reach (a base's box is never farther than the base). */
static const GgFigure *
nearest_within (GgSpatial *index, const GgFigure *figure, double reach, double *distance)
{
  GgGame *game = gg_spatial_get_game (index);
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (guint));
  GgBox box = gg_box_grow (gg_base_box (&figure->base), reach);
  const GgFigure *best = NULL;

  *distance = G_MAXDOUBLE;
  gg_spatial_figures_in_box (index, &box, near);
  /* ascending order and a strict test: the first of equals wins, as in the plain scan */
  for (guint k = 0; k < near->len; k++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, g_array_index (near, guint, k));
      double d;

      if (f->side == figure->side)
        continue;
      d = gg_base_distance (&figure->base, &f->base);
      if (d < *distance)
        best = f, *distance = d;
    }
  return best;
}

const GgFigure *
gg_command_nearest_enemy_in (GgSpatial *index, const GgFigure *figure, double *distance)
{
  double d;

  /* a quarter metre, then four times as far each time, up to ten kilometres */
  for (double reach = 250; reach < 1e7; reach *= 4)
    {
      const GgFigure *best = nearest_within (index, figure, reach, &d);

      if (best != NULL && d < reach - GG_GEOMETRY_EPSILON)
        {
          if (distance != NULL)
            *distance = d;
          return best;
        }
    }
  return gg_command_nearest_enemy (gg_spatial_get_game (index), figure, distance);
}
