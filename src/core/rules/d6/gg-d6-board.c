/* gg-d6-board.c: d6 bookkeeping on the board: unit lists and labels, casualties as figures to
 * take away, the referee's log. */
#include "gg-d6-board.h"

#include "gg-d6-activation.h"
#include "gg-d6-sections.h"
#include "gg-d6-table-private.h"

static gboolean
figure_in_unit (const GgFigure *f, const char *id)
{
  g_autofree char *fid = gg_d6_unit_id (f->side, f->squad);

  return g_str_equal (fid, id);
}

GgD6State *
gg_d6_board_prepare (GgGame *game, guint32 seed)
{
  GgD6State *d6 = gg_d6_state_ensure (game);

  if (game->state == NULL)
    game->state = gg_game_state_new (seed);
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      g_autofree char *id = gg_d6_unit_id (f->side, f->squad);

      if (f->squad > 0 && gg_d6_state_lookup_unit (d6, id) == NULL)
        gg_d6_state_add_unit (d6, id, f->side);
    }
  return d6;
}

GPtrArray *
gg_d6_board_units (GgGame *game, char side)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; gg_d6_state_of (game) != NULL && i < gg_d6_state_of (game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (game)->units, i);

      if (side == 0 || u->side == side)
        g_ptr_array_add (ids, g_strdup (u->id));
    }
  return ids;
}

static guint
count_figures (GgGame *game, const char *id)
{
  guint n = 0;

  for (guint i = 0; i < game->figures->len; i++)
    n += figure_in_unit (g_ptr_array_index (game->figures, i), id);
  return n;
}

char *
gg_d6_board_unit_label (GgGame *game, const char *id)
{
  GgD6UnitState *u = gg_d6_state_of (game) ? gg_d6_state_lookup_unit (gg_d6_state_of (game), id)
                                           : NULL;
  guint n = count_figures (game, id);

  if (u != NULL && u->name != NULL)
    return g_strdup_printf ("%s · %s (%u)", id, u->name, n);
  return g_strdup_printf ("%s (%u)", id, n);
}

static void
remove_figure (GgGame *game, GgD6TableUnit *unit, GgFigure *f)
{
  g_ptr_array_remove (unit->figures, f);
  g_hash_table_remove (game->by_id, f->id);
  g_ptr_array_remove (game->figures, f); /* frees it */
}

/* Takes @n figures of @unit off the table in @order (its figures), or (with @removed) leaves
 * that to the caller and appends their ids to @removed. Figures already in @removed are skipped. */
static int
remove_in_order (GgD6Table *table, GgD6TableUnit *unit, GPtrArray *order, int n, GPtrArray *removed)
{
  int taken = 0;

  for (guint i = 0; i < order->len && taken < n; i++)
    {
      GgFigure *f = g_ptr_array_index (order, i);

      if (removed == NULL)
        remove_figure (gg_d6_table_get_game (table), unit, f);
      else if (!g_ptr_array_find_with_equal_func (removed, f->id, g_str_equal, NULL))
        g_ptr_array_add (removed, g_strdup (f->id));
      else
        continue;
      taken++;
    }
  if (removed == NULL)
    _gg_d6_unit_refresh (unit);
  if (removed == NULL && taken > 0)
    _gg_d6_table_forget_los (table); /* it pointed at the figures freed */
  return taken;
}

/* The same in the order of AMB-33. */
static int
remove_figures (GgD6Table *table, GgD6TableUnit *unit, int n, GPtrArray *removed)
{
  g_autoptr (GPtrArray) order = gg_d6_table_removal_order (unit);

  return remove_in_order (table, unit, order, n, removed);
}

/* D6-CAS-4; the destruction is an event for the friends' TESTs this player turn (D6-MOR-4,
 * D6-TEST-M14: -3 for a large unit or a commander destroyed within 18", AMB-54). */
static void
destroy_unit (GgD6Table *table, GgD6TableUnit *unit, int strength, GPtrArray *removed)
{
  GgGame *game = gg_d6_table_get_game (table);
  GgPoint at = unit->centre;
  gboolean large = strength >=
                   gg_d6_rules_int (gg_d6_table_get_rules (table), "general.large-unit-figures");

  unit->state->lost += remove_figures (table, unit, G_MAXINT, removed);
  if (unit->state->status != GG_D6_STATUS_DESTROYED && gg_d6_state_of (game) != NULL)
    gg_d6_state_add_event (gg_d6_state_of (game), GG_D6_EVENT_DESTROYED, unit->id, unit->side,
                           large, unit->level != GG_D6_LEVEL_NONE, at);
  unit->state->status = GG_D6_STATUS_DESTROYED;
}

void
gg_d6_board_apply_hits_from (GgD6Table *table, const char *id, const GgD6TableUnit *firer, int hits,
                             GgD6CasualtyEffect *out, GPtrArray *removed)
{
  GgD6TableUnit *unit = gg_d6_table_lookup (table, id);
  g_autoptr (GPtrArray) order = NULL;
  GgD6UnitState *u;
  int strength;

  g_return_if_fail (unit != NULL);
  u = unit->state;
  strength = unit->unit.strength;
  gg_d6_fire_casualties (gg_d6_table_get_rules (table), &unit->unit, u->turn_casualties, u->tested,
                         hits, out);
  order = gg_d6_sections_removal_order (table, unit, firer);
  u->lost += remove_in_order (table, unit, order, out->removed, removed);
  u->turn_casualties += out->removed;
  if (out->disordered)
    gg_d6_unit_state_disorder (u);
  if (out->destroyed)
    destroy_unit (table, unit, strength, removed);
}

void
gg_d6_board_apply_losses (GgD6Table *table, const char *id, int figures, GPtrArray *removed)
{
  GgD6TableUnit *unit = gg_d6_table_lookup (table, id);
  gboolean destroyed = FALSE;
  int strength, before, taken;

  g_return_if_fail (unit != NULL);
  strength = unit->unit.strength;
  before = unit->unit.figures;
  taken = remove_figures (table, unit, figures, removed);
  unit->state->lost += taken;
  unit->state->turn_casualties += taken;
  gg_d6_casualty_modifier (gg_d6_table_get_rules (table), strength, unit->state->lost, &destroyed);
  if (destroyed || before - taken <= 0)
    destroy_unit (table, unit, strength, removed);
}

GgD6Test *
gg_d6_board_melee_after (GgD6Table *table, const GgD6Melee *melee, const char *a, const char *b,
                         GgDice *dice, int entered, GgD6TestResult *loser_result,
                         GPtrArray *removed)
{
  const char *ids[2] = { a, b };
  const char *loser = melee->outcome == GG_D6_MELEE_A_WINS ? b : a;
  GgD6TableUnit *lu;
  GgD6TestInput in;
  GgD6Test *moral;

  gg_d6_board_apply_losses (table, a, melee->casualties_a, removed);
  gg_d6_board_apply_losses (table, b, melee->casualties_b, removed);
  for (guint i = 0; i < 2; i++)
    {
      GgD6TableUnit *u = gg_d6_table_lookup (table, ids[i]);

      if (u == NULL || u->state->status == GG_D6_STATUS_DESTROYED)
        continue;
      gg_d6_unit_state_disorder (u->state); /* D6-MEL-7, D6-DIS-C4 */
      u->unit.disordered = TRUE;
      if (melee->outcome == GG_D6_MELEE_DRAW)
        gg_d6_table_apply_test (table, u, GG_D6_RETREAT); /* D6-MEL-5 */
    }
  lu = gg_d6_table_lookup (table, loser);
  if (melee->outcome == GG_D6_MELEE_DRAW || lu == NULL ||
      lu->state->status == GG_D6_STATUS_DESTROYED)
    return NULL;
  gg_d6_table_test_input (table, lu, 0, &in); /* D6-MOR-3: every modifier */
  moral = gg_d6_test_plan (gg_d6_table_get_rules (table), &in);
  if (!gg_d6_test_resolve (moral, dice, entered))
    {
      gg_d6_test_free (moral);
      return NULL;
    }
  *loser_result = gg_d6_melee_loser_result (moral->result); /* D6-MEL-4 */
  gg_d6_table_apply_test (table, lu, *loser_result);
  return moral;
}

static void
squad_clear (gpointer data)
{
  GgSquadCommand *s = data;

  g_ptr_array_unref (s->figures);
  g_ptr_array_unref (s->out);
}

static void
add_entry (GArray *status, GgD6TableUnit *u, double radius, gboolean out)
{
  GgSquadCommand s = { u->side, u->squad, NULL, radius, g_ptr_array_new (), g_ptr_array_new () };

  for (guint i = 0; i < u->figures->len; i++)
    {
      g_ptr_array_add (s.figures, g_ptr_array_index (u->figures, i));
      if (out)
        g_ptr_array_add (s.out, g_ptr_array_index (u->figures, i));
    }
  if (!out)
    s.leader = g_ptr_array_index (u->figures, 0);
  g_array_append_val (status, s);
}

/* R59-4.11 (the d6 option daisy-chain): a unit beyond its commander's reach but touching an
 * in-command unit of its brigade is in command, and so along the chain (touching: bases within
 * activation.r59.daisy-chain-touch, a house reading of the game's adjacent hexes). */
/* Only the units of @mask (closed under brigades) are chained. */
static void
daisy_chain (GgD6Table *table, gboolean *out, const gboolean *mask)
{
  double touch =
    gg_d6_rules_number (gg_d6_table_get_rules (table), "activation.r59.daisy-chain-touch");
  guint n = gg_d6_table_get_n_units (table);
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i < n; i++)
        for (guint j = 0; out[i] && mask[i] && j < n; j++)
          {
            GgD6TableUnit *u = gg_d6_table_get_unit (table, i),
                          *v = gg_d6_table_get_unit (table, j);

            if (j == i || out[j] || !mask[j] || v->level != GG_D6_LEVEL_NONE ||
                v->side != u->side || !gg_d6_table_unit_present (v) || u->state->brigade == NULL ||
                g_strcmp0 (u->state->brigade, v->state->brigade) != 0 ||
                gg_d6_table_distance (u, v) > touch + 1e-6)
              continue;
            out[i] = FALSE;
            changed = TRUE;
          }
    }
}

/* R59-4.22 (the d6 option activation: r59): a brigadier beyond his corps commander's Range is
 * Without Orders, and all his units are Out of Command, unless he rolled Under Orders: the
 * activation scheme says (gg-d6-activation.h). */
static void
without_orders (GgD6Table *table, gboolean *out)
{
  gpointer act = gg_d6_activation_open (table);

  for (guint i = 0; act != NULL && i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);
      gboolean without = FALSE;

      if (u->level != GG_D6_LEVEL_NONE || !gg_d6_table_unit_present (u))
        continue;
      gg_d6_activation_orders (act, u->side, u->state->brigade, &without);
      out[i] = out[i] || without;
    }
  if (act != NULL)
    gg_d6_activation_close (act);
}

static gboolean
r59 (GgD6Table *table)
{
  return gg_d6_rules_option_is (gg_d6_table_get_rules (table), "activation", "r59");
}

/* R59-4.11: the brigadier of @u's own brigade on the table, or NULL. */
static GgD6TableUnit *
own_brigadier (GgD6Table *table, const GgD6TableUnit *u)
{
  for (guint i = 0; u->state->brigade != NULL && i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *c = gg_d6_table_get_unit (table, i);

      if (c->level == GG_D6_LEVEL_BRIGADE && c->side == u->side && gg_d6_table_unit_present (c) &&
          c->figures->len > 0 && g_strcmp0 (c->state->brigade, u->state->brigade) == 0)
        return c;
    }
  return NULL;
}

GgD6TableUnit *
gg_d6_command_commander (GgD6Table *table, const GgD6TableUnit *u, double *distance, double *reach)
{
  GgD6Rules *rules = gg_d6_table_get_rules (table);
  GgD6TableUnit *c;

  if (!r59 (table))
    {
      *reach = gg_d6_rules_number (rules, "command.radius");
      return gg_d6_table_commander (table, u, distance);
    }
  *reach = gg_d6_rules_number (rules, "activation.r59.brigadier-range");
  c = u->level == GG_D6_LEVEL_NONE ? own_brigadier (table, u) : NULL;
  *distance = c != NULL && u->figures->len > 0 ? gg_d6_table_distance (c, u) : -1;
  return c;
}

/* D6-CMD-1: beyond 18" of its commander; R59-4.11: beyond its own brigadier's Range */
static gboolean
beyond_commander (GgD6Table *table, GgD6TableUnit *u)
{
  double d = -1, reach;

  return gg_d6_table_unit_present (u) && u->level == GG_D6_LEVEL_NONE &&
         (gg_d6_command_commander (table, u, &d, &reach) == NULL || d < 0 || d > reach + 1e-6);
}

/* R59-4.11's daisy chain: the d6 option, and always in a game of 1859's corps. */
static gboolean
chain_on (GgD6Table *table)
{
  return r59 (table) ||
         gg_d6_rules_option_is (gg_d6_table_get_rules (table), "daisy-chain", "true");
}

gboolean *
gg_d6_command_out (GgD6Table *table)
{
  guint n = gg_d6_table_get_n_units (table);
  gboolean *out = g_new0 (gboolean, n);
  g_autofree gboolean *all = g_new (gboolean, n);

  for (guint i = 0; i < n; i++)
    {
      out[i] = beyond_commander (table, gg_d6_table_get_unit (table, i));
      all[i] = TRUE;
    }
  if (chain_on (table))
    daisy_chain (table, out, all);
  if (r59 (table))
    without_orders (table, out);
  return out;
}

/* Orders (R59-4.22) on the units' out, and the overlay's entries. */
static GArray *
command_entries (GgD6Table *table, gboolean *out, double radius)
{
  GArray *status = g_array_new (FALSE, TRUE, sizeof (GgSquadCommand));

  g_array_set_clear_func (status, squad_clear);
  if (r59 (table))
    without_orders (table, out);
  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      if (!gg_d6_table_unit_present (u))
        continue;
      if (u->level != GG_D6_LEVEL_NONE)
        add_entry (status, u, radius, FALSE);
      else if (out[i])
        add_entry (status, u, radius, TRUE);
    }
  return status;
}

/* The command overlay kept as units move: a drag redraws it at every step */

typedef struct
{
  GArray *bases;   /* GgBase per figure, when last seen */
  gboolean beyond; /* D6-CMD-1 alone */
  gboolean chain;  /* after the daisy chain (R59-4.11) */
} CachedUnit;

struct _GgD6CommandCache
{
  const GgGame *game; /* address only */
  char *key;
  GHashTable *units; /* unit id -> CachedUnit* */
  guint recomputed;
};

static void
cached_unit_free (gpointer data)
{
  CachedUnit *c = data;

  g_array_unref (c->bases);
  g_free (c);
}

GgD6CommandCache *
gg_d6_command_cache_new (void)
{
  GgD6CommandCache *self = g_new0 (GgD6CommandCache, 1);

  self->units = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, cached_unit_free);
  return self;
}

void
gg_d6_command_cache_free (GgD6CommandCache *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->units);
  g_free (self->key);
  g_free (self);
}

guint
gg_d6_command_cache_recomputed (GgD6CommandCache *self)
{
  return self->recomputed;
}

/* Everything but the units' places that the answer reads: the options and reach, the player turn
 * and fog (an unhorsed commander, D6-FOG-T3), and each unit's side, level, brigade and size. */
static char *
cache_key (GgD6Table *table, double radius)
{
  GgD6State *d6 = gg_d6_state_of (gg_d6_table_get_game (table));
  GgD6Rules *rules = gg_d6_table_get_rules (table);
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%g|%g|%g|%d|%d|%u|", radius,
                          gg_d6_rules_number (rules, "command.radius") +
                            1000 * gg_d6_rules_number (rules, "activation.r59.brigadier-range"),
                          gg_d6_rules_number (rules, "activation.r59.daisy-chain-touch"),
                          d6->turn.turn, (int) d6->turn.active, d6->fog != NULL ? d6->fog->len : 0);
  for (guint i = 0; d6->options != NULL && i < d6->options->len; i++)
    g_string_append_printf (key, "%s|", (char *) g_ptr_array_index (d6->options, i));
  for (guint i = 0; d6->fog != NULL && i < d6->fog->len; i++)
    {
      GgD6FogEffect *e = &g_array_index (d6->fog, GgD6FogEffect, i);

      g_string_append_printf (key, "%d:%s|", (int) e->event, e->target ? e->target : "");
    }
  for (guint i = 0; i < gg_d6_table_get_n_units (table); i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      g_string_append_printf (key, "%s:%c:%d:%s:%u:%d|", u->id, u->side, (int) u->level,
                              u->state->brigade ? u->state->brigade : "", u->figures->len,
                              gg_d6_table_unit_present (u));
    }
  return g_string_free (key, FALSE);
}

static gboolean
same_bases (const GArray *bases, const GgD6TableUnit *u)
{
  if (bases->len != u->figures->len)
    return FALSE;
  for (guint k = 0; k < bases->len; k++)
    {
      const GgBase *a = &g_array_index (bases, GgBase, k),
                   *b = &((GgFigure *) g_ptr_array_index (u->figures, k))->base;

      if (a->centre.x != b->centre.x || a->centre.y != b->centre.y || a->facing != b->facing ||
          a->shape != b->shape || a->front != b->front || a->depth != b->depth ||
          a->diameter != b->diameter)
        return FALSE;
    }
  return TRUE;
}

/* The units that moved, and every unit of a side whose commander moved (the nearest commander
 * of a unit's chain may change). */
static void
mark_moved (GgD6CommandCache *self, GgD6Table *table, gboolean *moved, gboolean *dirty)
{
  guint n = gg_d6_table_get_n_units (table);
  gboolean side_moved[2] = { FALSE, FALSE };

  for (guint i = 0; i < n; i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);
      CachedUnit *c = g_hash_table_lookup (self->units, u->id);

      moved[i] = c == NULL || !same_bases (c->bases, u);
      if (moved[i] && u->level != GG_D6_LEVEL_NONE)
        side_moved[u->side == 'A' ? 0 : 1] = TRUE;
    }
  for (guint i = 0; i < n; i++)
    dirty[i] = moved[i] || side_moved[gg_d6_table_get_unit (table, i)->side == 'A' ? 0 : 1];
}

static gboolean
same_brigade (const GgD6TableUnit *u, const GgD6TableUnit *v)
{
  return u->side == v->side && u->state->brigade != NULL &&
         g_strcmp0 (u->state->brigade, v->state->brigade) == 0;
}

/* The daisy chain is closed within a brigade: only the brigades of units that moved or changed
 * are chained again, the others keep their last answer. */
static void
chain_dirty (GgD6CommandCache *self, GgD6Table *table, const gboolean *dirty, gboolean *out)
{
  guint n = gg_d6_table_get_n_units (table);
  g_autofree gboolean *mask = g_new0 (gboolean, n);

  for (guint i = 0; i < n; i++)
    for (guint j = 0; !mask[i] && j < n; j++)
      mask[i] = dirty[j] && (j == i || same_brigade (gg_d6_table_get_unit (table, i),
                                                     gg_d6_table_get_unit (table, j)));
  daisy_chain (table, out, mask);
  for (guint i = 0; i < n; i++)
    if (!mask[i])
      out[i] =
        ((CachedUnit *) g_hash_table_lookup (self->units, gg_d6_table_get_unit (table, i)->id))
          ->chain;
}

static void
remember (GgD6CommandCache *self, GgD6TableUnit *u, gboolean moved, gboolean beyond, gboolean chain)
{
  CachedUnit *c = g_hash_table_lookup (self->units, u->id);

  if (c == NULL)
    {
      c = g_new0 (CachedUnit, 1);
      c->bases = g_array_new (FALSE, FALSE, sizeof (GgBase));
      g_hash_table_insert (self->units, g_strdup (u->id), c);
    }
  if (moved)
    {
      g_array_set_size (c->bases, 0);
      for (guint k = 0; k < u->figures->len; k++)
        g_array_append_val (c->bases, ((GgFigure *) g_ptr_array_index (u->figures, k))->base);
    }
  c->beyond = beyond;
  c->chain = chain;
}

/* Starts again when the game, the rules or a unit's traits changed. */
static gboolean
cache_valid (GgD6CommandCache *self, GgD6Table *table, double radius)
{
  g_autofree char *key = cache_key (table, radius);
  gboolean valid = self->game == gg_d6_table_get_game (table) && g_strcmp0 (key, self->key) == 0;

  if (!valid)
    {
      g_hash_table_remove_all (self->units);
      self->game = gg_d6_table_get_game (table);
      g_free (self->key);
      self->key = g_steal_pointer (&key);
    }
  return valid;
}

GArray *
gg_d6_command_cache_update (GgD6CommandCache *self, GgD6Table *table, double radius)
{
  guint n = gg_d6_table_get_n_units (table);
  g_autofree gboolean *moved = g_new0 (gboolean, n), *dirty = g_new0 (gboolean, n),
                      *out = g_new0 (gboolean, n), *beyond = g_new0 (gboolean, n);
  gboolean valid = cache_valid (self, table, radius);

  mark_moved (self, table, moved, dirty);
  self->recomputed = valid ? 0 : G_MAXUINT;
  for (guint i = 0; i < n; i++)
    {
      GgD6TableUnit *u = gg_d6_table_get_unit (table, i);

      if (dirty[i])
        beyond[i] = beyond_commander (table, u);
      else
        beyond[i] = ((CachedUnit *) g_hash_table_lookup (self->units, u->id))->beyond;
      if (dirty[i] && valid)
        self->recomputed++;
      out[i] = beyond[i];
    }
  if (chain_on (table))
    chain_dirty (self, table, dirty, out);
  for (guint i = 0; i < n; i++)
    remember (self, gg_d6_table_get_unit (table, i), moved[i], beyond[i], out[i]);
  return command_entries (table, out, radius);
}
