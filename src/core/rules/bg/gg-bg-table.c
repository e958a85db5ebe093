/* gg-bg-table.c: the table's geometry turned into the inputs of La Bella Gigogin's resolutions. */
#include "gg-bg-chain.h"
#include "gg-bg-table-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-characters.h"
#include "gg-bg-prisoners.h"
#include "gg-geometry.h"
#include "gg-spatial.h"

GgBgTable *
gg_bg_table_new (GgGame *game, GgBgRules *rules)
{
  GgBgTable *self = g_new0 (GgBgTable, 1);

  self->game = gg_game_ref (game);
  self->rules = rules;
  gg_bg_table_refresh (self);
  return self;
}

void
gg_bg_table_free (GgBgTable *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->los, gg_los_free);
  g_clear_pointer (&self->index, gg_spatial_free);
  gg_game_unref (self->game);
  g_free (self);
}

GgGame *
gg_bg_table_get_game (GgBgTable *self)
{
  return self->game;
}

GgBgRules *
gg_bg_table_get_rules (GgBgTable *self)
{
  return self->rules;
}

void
gg_bg_table_refresh (GgBgTable *self)
{
  g_clear_pointer (&self->los, gg_los_free);
  g_clear_pointer (&self->index, gg_spatial_free);
  self->index = gg_spatial_new (self->game);
  self->los = gg_los_new (self->index);
}

static gboolean
fill_bag (GgBgTable *self, GgChitBag *bag, GError **error)
{
  g_autoptr (GArray) squads = gg_bg_table_squads (self);

  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *s = &g_array_index (squads, GgBgSquadRef, i);

      if (!gg_chitbag_add_squad (bag, s->side, s->number, error))
        return FALSE;
    }
  return TRUE;
}

/* The game's state, made on first use with a bag holding one chit per squad on the table. */
static GgGameState *
gg_bg_table_ensure_state (GgBgTable *self, GgChitMode mode, guint32 seed, GError **error)
{
  GgChitBag *bag;

  if (self->game->state == NULL)
    self->game->state = gg_game_state_new (seed);
  if (self->game->state->chits != NULL)
    return self->game->state;
  bag = gg_chitbag_new (mode);
  if (!fill_bag (self, bag, error))
    {
      gg_chitbag_free (bag);
      return NULL;
    }
  self->game->state->chits = bag;
  return self->game->state;
}

gboolean
gg_bg_table_set_mode (GgBgTable *self, GgChitMode mode, GError **error)
{
  GgGameState *state = gg_bg_table_ensure_state (self, mode, g_random_int (), error);
  GgChitBag *bag;
  guint turn;

  if (state == NULL)
    return FALSE;
  if (gg_chitbag_get_mode (state->chits) == mode)
    return TRUE;
  bag = gg_chitbag_new (mode);
  if (!fill_bag (self, bag, error))
    {
      gg_chitbag_free (bag);
      return FALSE;
    }
  turn = gg_chitbag_get_turn (state->chits);
  while (gg_chitbag_get_turn (bag) < turn)
    gg_chitbag_new_turn (bag);
  gg_chitbag_free (state->chits);
  state->chits = bag;
  return TRUE;
}

/* Roles */

static gboolean
is_horse_holder (const GgFigure *figure)
{
  return figure->role != NULL && g_str_has_suffix (figure->role, "H") &&
         g_ascii_isdigit (figure->role[0]);
}

/* Squads and figures */

gboolean
gg_bg_table_is_removed (GgBgTable *self, const char *id)
{
  GgGameState *state = self->game->state;
  GgFigure *figure = gg_game_lookup_figure (self->game, id);
  GgSquadState *s;

  if (state == NULL || figure == NULL)
    return FALSE;
  s = gg_bg_state_squad (state, figure->side, figure->squad, FALSE);
  for (guint i = 0; s != NULL && i < s->removed->len; i++)
    if (g_str_equal (g_ptr_array_index (s->removed, i), id))
      return TRUE;
  return FALSE;
}

gboolean
gg_bg_table_in_play (GgBgTable *self, const GgFigure *figure)
{
  return figure->squad > 0 && !gg_bg_table_is_removed (self, figure->id);
}

static int
squad_compare (gconstpointer a, gconstpointer b)
{
  const GgBgSquadRef *x = a, *y = b;

  if (x->side != y->side)
    return x->side - y->side;
  return x->number - y->number;
}

static gboolean
squads_contain (GArray *squads, char side, int number)
{
  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *s = &g_array_index (squads, GgBgSquadRef, i);

      if (s->side == side && s->number == number)
        return TRUE;
    }
  return FALSE;
}

GArray *
gg_bg_table_squads (GgBgTable *self)
{
  GArray *squads = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));

  for (guint i = 0; i < self->game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, i);
      GgBgSquadRef ref = { f->side, f->squad };

      if (gg_bg_table_in_play (self, f) && !squads_contain (squads, f->side, f->squad))
        g_array_append_val (squads, ref);
    }
  g_array_sort (squads, squad_compare);
  return squads;
}

GPtrArray *
gg_bg_table_squad_figures (GgBgTable *self, char side, int number)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < self->game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, i);

      if (f->side == side && f->squad == number && gg_bg_table_in_play (self, f))
        g_ptr_array_add (out, f);
    }
  return out;
}

GgBgArm
gg_bg_table_squad_arm (GgBgTable *self, char side, int number)
{
  g_autoptr (GPtrArray) figures = gg_bg_table_squad_figures (self, side, number);
  guint mounted = 0;

  for (guint i = 0; i < figures->len; i++)
    {
      if (gg_bg_figure_is_gun (g_ptr_array_index (figures, i)))
        return GG_BG_ARM_ARTILLERY;
      mounted += gg_bg_figure_is_mounted (g_ptr_array_index (figures, i));
    }
  return figures->len > 0 && mounted * 2 > figures->len ? GG_BG_ARM_CAVALRY : GG_BG_ARM_INFANTRY;
}

/* BG-4.8: out of command as `command` and the overlay have it (gg-bg-chain.h): a figure beyond
 * its leader's radius, no leader left, or a link of the chain above the squad out of range. */
gboolean
gg_bg_table_out_of_command (GgBgTable *self, char side, int number)
{
  GgBgSquadCommand *c = gg_bg_command_squad (self->game, self->rules, side, number);
  gboolean out = c != NULL && (!c->in_command || c->out_of_radius->len > 0);

  gg_bg_squad_command_free (c);
  return out;
}

double
gg_bg_table_squad_distance (GgBgTable *self, GgBgSquadRef a, GgBgSquadRef b)
{
  g_autoptr (GPtrArray) fa = gg_bg_table_squad_figures (self, a.side, a.number);
  g_autoptr (GPtrArray) fb = gg_bg_table_squad_figures (self, b.side, b.number);
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < fa->len; i++)
    for (guint j = 0; j < fb->len; j++)
      {
        GgFigure *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, j);

        best = MIN (best, gg_base_distance (&x->base, &y->base));
      }
  return best;
}

/* Fire */

gboolean
gg_bg_table_sees (GgBgTable *self, const GgFigure *a, const GgFigure *b)
{
  g_autoptr (GgLosResult) los = gg_los_figures (self->los, a, b);

  return los->clear;
}

/* The nearest friend of the same squad standing ahead of @figure in its file (its centre ahead of
 * @figure's front edge, less than a base's front to either side), touching or not, or NULL. */
static const GgFigure *
figure_ahead (GPtrArray *squad, const GgFigure *figure)
{
  GgPoint ahead = gg_bearing_vector (figure->base.facing);
  const GgFigure *nearest = NULL;
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < squad->len; i++)
    {
      GgFigure *other = g_ptr_array_index (squad, i);
      double dx = other->base.centre.x - figure->base.centre.x;
      double dy = other->base.centre.y - figure->base.centre.y;
      double along = dx * ahead.x + dy * ahead.y;

      if (other == figure || along <= figure->base.depth / 2 ||
          fabs (dx * ahead.y - dy * ahead.x) >= figure->base.front)
        continue;
      if (along < best)
        best = along, nearest = other;
    }
  return nearest;
}

/* BG-4.2-e: the front edge of @rear's base touches the back edge of @front's, edge to edge within
 * the house tolerance fire.rank-contact (the rulebook gives none); a round base by its outline. */
static gboolean
bases_in_file_contact (GgBgTable *self, const GgFigure *rear, const GgFigure *front)
{
  double tolerance = gg_bg_rules_distance (self->rules, "fire.rank-contact").value +
                     GG_GEOMETRY_EPSILON;
  GgPoint r[4], f[4];

  if (rear->base.shape == GG_BASE_ROUND || front->base.shape == GG_BASE_ROUND)
    return gg_base_distance (&rear->base, &front->base) <= tolerance;
  gg_base_corners (&rear->base, r);
  gg_base_corners (&front->base, f);
  /* corners: front-left, front-right, back-right, back-left */
  return gg_segment_distance (r[0], r[1], f[2], f[3], NULL, NULL) <= tolerance;
}

/* Rank (BG-4.2-e, BG-12.1-e): 1 unless a friend of the same squad stands ahead of it in its file;
 * *@first gets the figure of the first rank of its file, *@touches whether its front touches the
 * back of the figure just ahead (rank 2 or more). */
static int
figure_rank (GgBgTable *self, GPtrArray *squad, const GgFigure *figure, const GgFigure **first,
             gboolean *touches)
{
  int rank = 1;
  const GgFigure *ahead;

  *first = figure;
  *touches = FALSE;
  while (rank <= 3 && (ahead = figure_ahead (squad, *first)) != NULL)
    {
      if (rank == 1)
        *touches = bases_in_file_contact (self, figure, ahead);
      *first = ahead;
      rank++;
    }
  return rank;
}

/* The cover a figure has from fire: the area it stands in, or a linear feature it is adjacent to
 * (BG-6, BG-12.2-a). */
GgBgCover
gg_bg_table_figure_cover (GgBgTable *self, const GgFigure *figure)
{
  double adjacent = gg_los_get_options (self->los)->adjacent_mm;
  GgBgCover best = GG_BG_COVER_NONE;

  for (guint i = 0; i < self->game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (self->game->terrain, i);
      const GgPoint *pts = (const GgPoint *) t->points->data;
      gboolean linear = gg_terrain_kind_is_linear (t->kind);
      gboolean holds =
        linear ? gg_polygon_point_distance (pts, t->points->len, FALSE, figure->base.centre) <=
                   adjacent + gg_base_circumradius (&figure->base)
               : gg_polygon_contains_point (pts, t->points->len, figure->base.centre);

      if (holds)
        best = MAX (best, gg_bg_rules_cover (self->rules, t->kind, NULL));
    }
  return best;
}

static gboolean
single_base (GgBgTable *self, const GgFigure *f)
{
  int scale = self->game->scale;
  g_autofree char *mounted = g_strdup_printf ("bases.%dmm.mounted", scale);
  g_autofree char *team = g_strdup_printf ("bases.%dmm.team-front", scale);
  double tolerance = gg_bg_rules_number (self->rules, "bases.single-tolerance").value;
  double front = 0, depth = 0;

  if (gg_bg_figure_is_gun (f) || f->base.shape != GG_BASE_RECT ||
      !gg_bg_rules_pair (self->rules, mounted, &front, &depth, NULL))
    return TRUE;
  if (fabs (f->base.front - gg_bg_rules_number (self->rules, team).value) < 1)
    return TRUE;
  return f->base.front <= front * tolerance && f->base.depth <= depth * tolerance;
}

GPtrArray *
gg_bg_table_multiple_bases (GgBgTable *self)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < self->game->figures->len; i++)
    if (!single_base (self, g_ptr_array_index (self->game->figures, i)))
      g_ptr_array_add (out, g_ptr_array_index (self->game->figures, i));
  return out;
}

gboolean
gg_bg_table_squad_in_cover (GgBgTable *self, char side, int number)
{
  g_autoptr (GPtrArray) figures = gg_bg_table_squad_figures (self, side, number);

  for (guint i = 0; i < figures->len; i++)
    if (gg_bg_table_figure_cover (self, g_ptr_array_index (figures, i)) == GG_BG_COVER_NONE)
      return FALSE;
  return figures->len > 0;
}

typedef struct
{
  const GgFigure *figure;
  double distance;
  GgBgCover cover;
} Exposed;

static int
exposed_compare (gconstpointer a, gconstpointer b)
{
  const Exposed *x = a, *y = b;

  return (x->distance > y->distance) - (x->distance < y->distance);
}

/* Target figures visible to some firer, with their cover and nearest distance. */
static GArray *
visible_targets (GgBgTable *self, GPtrArray *firers, GPtrArray *targets)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (Exposed));

  for (guint j = 0; j < targets->len; j++)
    {
      Exposed e = { g_ptr_array_index (targets, j), G_MAXDOUBLE, GG_BG_COVER_NONE };

      for (guint i = 0; i < firers->len; i++)
        {
          GgFigure *f = g_ptr_array_index (firers, i);

          if (gg_bg_table_sees (self, f, e.figure))
            e.distance = MIN (e.distance, gg_base_distance (&f->base, &e.figure->base));
        }
      if (e.distance == G_MAXDOUBLE)
        continue;
      e.cover = gg_bg_table_figure_cover (self, e.figure);
      g_array_append_val (out, e);
    }
  g_array_sort (out, exposed_compare);
  return out;
}

static gboolean
may_be_hit (const GgFigure *figure)
{
  return !gg_bg_figure_is_leader (figure) && !gg_bg_figure_is_officer (figure); /* BG-12.4-e */
}

/* Only the most exposed part is fired at (BG-12.1-j): the figures that may be hit with the least
 * cover (or, when only leaders are in sight, theirs). */
static GgBgCover
least_cover (GArray *visible)
{
  GgBgCover least = GG_BG_COVER_FORTIFICATION, any = GG_BG_COVER_FORTIFICATION;
  gboolean found = FALSE;

  for (guint i = 0; i < visible->len; i++)
    {
      Exposed *e = &g_array_index (visible, Exposed, i);

      any = MIN (any, e->cover);
      if (may_be_hit (e->figure))
        least = MIN (least, e->cover), found = TRUE;
    }
  if (visible->len == 0)
    return GG_BG_COVER_NONE;
  return found ? least : any;
}

/* BG-12.1-f: the range is measured from the base of the file's first-rank figure @first. */
static void
aim_firer (GgBgTable *self, const GgFigure *f, const GgFigure *first, GArray *visible,
           GgBgCover cover, GgBgFirer *firer)
{
  GgSector arc = gg_sector_for_base (
    &f->base, gg_bg_rules_number (self->rules, "fire.arc-half-angle").value, INFINITY);

  firer->range_mm = G_MAXDOUBLE;
  for (guint j = 0; j < visible->len; j++)
    {
      Exposed *e = &g_array_index (visible, Exposed, j);
      gboolean in_arc = gg_base_in_sector (&e->figure->base, &arc);
      double d = gg_base_distance (&first->base, &e->figure->base);

      if (e->cover != cover || !gg_bg_table_sees (self, f, e->figure))
        continue;
      /* the nearest target in the arc; failing that, the nearest visible one */
      if ((in_arc && !firer->in_arc) || (in_arc == firer->in_arc && d < firer->range_mm))
        {
          firer->visible = TRUE;
          firer->in_arc = in_arc;
          firer->range_mm = d;
        }
    }
}

/* The figure's firearm (gg_bg_state_weapon, else its arm's default, docs/rosters.md):
 * rifled musket and breech-loader fire as the rifle, the carbine as the smoothbore (a house
 * reading: the cavalry's muzzle-loading smoothbore of the rulebook's preface); FALSE for a figure
 * with no firearm (sabre, lance, gunners and drivers), which is no firer. */
static gboolean
gg_bg_table_figure_weapon (GgBgTable *self, const GgFigure *figure, GgBgWeapon *weapon)
{
  static const struct
  {
    const char *word;
    GgBgWeapon weapon;
  } firearms[] = {
    { "rifled-musket", GG_BG_WEAPON_RIFLE },
    { "breech-loader", GG_BG_WEAPON_RIFLE },
    { "smoothbore-musket", GG_BG_WEAPON_SMOOTHBORE },
    { "carbine", GG_BG_WEAPON_SMOOTHBORE },
    { "precision-rifle", GG_BG_WEAPON_PRECISION_RIFLE },
    { "blunderbuss", GG_BG_WEAPON_BLUNDERBUSS },
    { "cavalry-pistol", GG_BG_WEAPON_PISTOL },
  };
  GgSquadState *s = self->game->state
                      ? gg_bg_state_squad (self->game->state, figure->side, figure->squad, FALSE)
                      : NULL;
  const char *word =
    s ? gg_bg_state_weapon (self->game->state, figure->side, figure->squad, figure->id) : NULL;
  GgBgArm arm = s ? s->arm : gg_bg_table_squad_arm (self, figure->side, figure->squad);

  if (word == NULL) /* the arm's default (docs/rosters.md) */
    word = arm == GG_BG_ARM_INFANTRY ? "rifled-musket" : "sabre";
  for (guint i = 0; i < G_N_ELEMENTS (firearms); i++)
    if (g_str_equal (word, firearms[i].word))
      {
        *weapon = firearms[i].weapon;
        return TRUE;
      }
  return FALSE;
}

static void
make_firers (GgBgTable *self, GgBgSquadRef squad, GPtrArray *own, GArray *visible, GgBgCover cover,
             GgBgWeapon weapon, GArray *out)
{
  GgSquadState *state = NULL;

  if (self->game->state != NULL)
    state = gg_bg_state_squad (self->game->state, squad.side, squad.number, FALSE);
  for (guint i = 0; i < own->len; i++)
    {
      GgFigure *f = g_ptr_array_index (own, i);
      GgBgFirer firer = { f->id, weapon };
      const GgFigure *first;

      if (weapon == GG_BG_WEAPON_OWN && !gg_bg_table_figure_weapon (self, f, &firer.weapon))
        continue; /* no firearm: not a firer */

      firer.rank = figure_rank (self, own, f, &first, &firer.touches_front);
      aim_firer (self, f, first, visible, cover, &firer);
      firer.mounted = gg_bg_figure_is_mounted (f);
      firer.officer = gg_bg_figure_is_officer (f);
      firer.horse_holder = is_horse_holder (f);
      firer.needs_reload = state != NULL && gg_bg_state_needs_reload (self->game->state, squad.side,
                                                                      squad.number, f->id);
      g_array_append_val (out, firer);
    }
}

/* BG-12.2-e: how many levels @target stands above the firer: the figure of @own nearest to it
 * (not whichever figure comes first, a leader on a knoll behind his men). */
static int
levels_higher (GgBgTable *self, GPtrArray *own, const GgFigure *target)
{
  const GgFigure *firer = NULL;
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < own->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (own, i);
      double d = gg_base_distance (&f->base, &target->base);

      if (d < best)
        best = d, firer = f;
    }
  if (firer == NULL)
    return 0;
  return MAX (0, gg_los_point_level (self->los, target->base.centre) -
                   gg_los_point_level (self->los, firer->base.centre));
}

static void
fill_target (GgBgTable *self, GPtrArray *own, GArray *visible, GgBgCover cover, GgBgFireSetup *out)
{
  guint mounted = 0, n = 0;

  out->target.cover = cover;
  out->target.open_order = TRUE; /* AMB-48 */
  for (guint j = 0; j < visible->len; j++)
    {
      Exposed *e = &g_array_index (visible, Exposed, j);

      if (e->cover != cover)
        continue;
      n++;
      mounted += gg_bg_figure_is_mounted (e->figure);
      out->important += gg_bg_figure_is_gun (e->figure);
      /* the Drummer's and the Look-out's confirmed hits are gg_bg_table_fired_at()'s */
      if (may_be_hit (e->figure) && !out->target.confirm_six)
        g_ptr_array_add (out->exposed, e->figure->id);
      if (n == 1)
        out->target.levels_higher = levels_higher (self, own, e->figure);
    }
  out->target.mounted = n > 0 && mounted * 2 > n;
}

/* AMB-65: the Look-out is up a tree when he stands in a wood or an orchard, or beside a row of
 * trees. */
static gboolean
up_a_tree (GgBgTable *self, const GgFigure *figure)
{
  double adjacent = gg_los_get_options (self->los)->adjacent_mm;

  for (guint i = 0; i < self->game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (self->game->terrain, i);
      const GgPoint *pts = (const GgPoint *) t->points->data;

      if ((t->kind == GG_TERRAIN_WOOD || t->kind == GG_TERRAIN_ORCHARD) &&
          gg_polygon_contains_point (pts, t->points->len, figure->base.centre))
        return TRUE;
      if (t->kind == GG_TERRAIN_TREE_ROW &&
          gg_polygon_point_distance (pts, t->points->len, FALSE, figure->base.centre) <=
            adjacent + gg_base_circumradius (&figure->base))
        return TRUE;
    }
  return FALSE;
}

/* BG-15.1-u/v: hits on the Drummer and the Look-out count only on a confirming 6; the Look-out
 * up his tree is also -2 (the Drummer's -2 hangs on how far he moved: the caller's). */
static void
small_target (GgBgTable *self, GgBgSquadRef target, GPtrArray *enemy, GgBgFireTarget *t)
{
  GgGameState *state = self->game->state;
  GgSquadState *s = state ? gg_bg_state_squad (state, target.side, target.number, FALSE) : NULL;
  guint c = s ? s->characters : 0;

  t->confirm_six = (c & (GG_BG_CHAR_TAMBURINO | GG_BG_CHAR_VEDETTA)) != 0;
  t->impopolare = (c & GG_BG_CHAR_IMPOPOLARE) != 0; /* BG-15.1-q */
  t->small_target = (c & GG_BG_CHAR_VEDETTA) && enemy->len > 0 &&
                    up_a_tree (self, g_ptr_array_index (enemy, 0));
}

/* BG-5-d/g, AMB-29: formed in mass (the state) and still at least 5 infantrymen. */
gboolean
gg_bg_table_in_mass (GgBgTable *self, GgBgSquadRef squad, GPtrArray *figures)
{
  GgGameState *state = self->game->state;
  GgSquadState *s = state ? gg_bg_state_squad (state, squad.side, squad.number, FALSE) : NULL;

  return s != NULL && s->mass &&
         gg_bg_may_form_mass (self->rules, gg_bg_table_squad_arm (self, squad.side, squad.number),
                              TRUE, FALSE, figures->len, NULL);
}

void
gg_bg_table_fire_setup (GgBgTable *self, GgBgSquadRef firer, GgBgSquadRef target, GgBgWeapon weapon,
                        GgBgFireSetup *out)
{
  g_autoptr (GPtrArray) own = gg_bg_table_squad_figures (self, firer.side, firer.number);
  g_autoptr (GPtrArray) enemy = gg_bg_table_squad_figures (self, target.side, target.number);
  g_autoptr (GArray) visible = visible_targets (self, own, enemy);
  GgBgCover cover = least_cover (visible);

  memset (out, 0, sizeof *out);
  out->arm = gg_bg_table_squad_arm (self, firer.side, firer.number);
  out->firers = g_array_new (FALSE, TRUE, sizeof (GgBgFirer));
  out->exposed = g_ptr_array_new ();
  make_firers (self, firer, own, visible, cover, weapon, out->firers);
  small_target (self, target, enemy, &out->target);
  fill_target (self, own, visible, cover, out);
  out->target.open_order =
    !gg_bg_table_in_mass (self, target, enemy); /* AMB-48; AMB-29: a mass is not */
}

void
gg_bg_table_split_fire_setup (GgBgTable *self, GgBgSquadRef firer, GgBgSquadRef target,
                              GgBgSquadRef other, GgBgWeapon weapon, GgBgFireSetup *out)
{
  GgBgFireSetup first;

  gg_bg_table_fire_setup (self, firer, target, weapon, &first);
  gg_bg_table_fire_setup (self, firer, other, weapon, out);
  for (guint i = out->firers->len; i-- > 0;)
    {
      const char *id = g_array_index (out->firers, GgBgFirer, i).id;

      for (guint k = 0; k < first.firers->len; k++)
        {
          GgBgFirer *f = &g_array_index (first.firers, GgBgFirer, k);

          if (g_str_equal (f->id, id) && f->visible) /* it sees the target: it fires at it */
            {
              g_array_remove_index (out->firers, i);
              break;
            }
        }
    }
  gg_bg_fire_setup_clear (&first);
}

void
gg_bg_fire_setup_clear (GgBgFireSetup *setup)
{
  g_clear_pointer (&setup->firers, g_array_unref);
  g_clear_pointer (&setup->exposed, g_ptr_array_unref);
}

static gboolean
some_may_fire (GgBgTable *self, GgBgFireSetup *setup)
{
  for (guint i = 0; i < setup->firers->len; i++)
    {
      GgBgFirer *f = &g_array_index (setup->firers, GgBgFirer, i);
      GgBgNumber hit_on;

      if (gg_bg_fire_eligible (self->rules, setup->arm, f, NULL) == GG_BG_FIRE_OK &&
          gg_bg_rules_to_hit (self->rules, f->weapon, f->range_mm, &hit_on))
        return TRUE;
    }
  return FALSE;
}

/* BG-13-j: abandoned prisoners may be fired at only once they moved this turn (after their
 * morale test): their chit drawn and their action taken. */
static gboolean
abandoned_targetable (GgBgTable *self, GgBgSquadRef squad)
{
  GgGameState *state = self->game->state;
  GgSquadState *s = state != NULL ? gg_bg_state_squad (state, squad.side, squad.number, FALSE)
                                  : NULL;
  gboolean moved = s != NULL && (s->steps & GG_STEP_ACTED) && state->chits != NULL &&
                   gg_chitbag_has_activated (state->chits, squad.side, squad.number);

  return s == NULL || gg_bg_abandoned_targetable (s, moved);
}

GArray *
gg_bg_table_fire_targets (GgBgTable *self, GgBgSquadRef firer, GgBgWeapon weapon)
{
  g_autoptr (GArray) squads = gg_bg_table_squads (self);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));

  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *s = &g_array_index (squads, GgBgSquadRef, i);
      GgBgFireSetup setup;

      if (s->side == firer.side || !abandoned_targetable (self, *s))
        continue;
      gg_bg_table_fire_setup (self, firer, *s, weapon, &setup);
      if (some_may_fire (self, &setup))
        g_array_append_val (out, *s);
      gg_bg_fire_setup_clear (&setup);
    }
  return out;
}

/* BG-15.1-u/v with AMB-65: the confirmed hits on the Drummer slow him by 5 cm each, and at
 * speed 0 he is out; a confirmed hit on the Look-out puts him out. Logged. */
static void
small_target_hits (GgBgTable *self, GgBgSquadRef target, GgSquadState *s, int hits)
{
  g_autoptr (GPtrArray) figures = gg_bg_table_squad_figures (self, target.side, target.number);
  GgChit chit = { target.side, target.number };
  g_autofree char *name = gg_chit_to_string (chit);
  gboolean out = TRUE;

  if (s->characters & GG_BG_CHAR_TAMBURINO)
    {
      double speed;

      s->small_target_hits += hits;
      speed = gg_bg_tamburino_speed (self->rules, s->small_target_hits);
      out = speed <= 0;
      if (out)
        gg_game_state_log_message (self->game->state, GG_LOG_RULING, 0, 0,
                                   N_ ("%s: %d confirmed hits, his speed is 0: out of action "
                                       "[BG-15.1-u, AMB-65]."),
                                   name, s->small_target_hits);
      else
        gg_game_state_log_message (self->game->state, GG_LOG_RULING, 0, 0,
                                   N_ ("%s: %d confirmed hits, his speed is now %g cm "
                                       "[BG-15.1-u]."),
                                   name, s->small_target_hits, speed / 10);
    }
  else
    gg_game_state_log_message (self->game->state, GG_LOG_RULING, 0, 0,
                               N_ ("%s: hit confirmed on a 6, out of action [BG-15.1-v]."), name);
  for (guint i = 0; out && i < figures->len; i++)
    {
      const char *id = ((GgFigure *) g_ptr_array_index (figures, i))->id;

      gg_bg_table_apply_losses (self, target, &id, 1, FALSE);
    }
}

void
gg_bg_table_fired_at (GgBgTable *self, GgBgSquadRef target, const GgBgFire *fire)
{
  GgSquadState *s;

  if (self->game->state == NULL)
    return;
  s = gg_bg_state_squad (self->game->state, target.side, target.number, TRUE);
  s->under_fire = TRUE; /* AMB-24 */
  if (fire != NULL && fire->hits > 0 &&
      (s->characters & (GG_BG_CHAR_TAMBURINO | GG_BG_CHAR_VEDETTA)))
    small_target_hits (self, target, s, fire->hits);
}

void
gg_bg_table_apply_losses (GgBgTable *self, GgBgSquadRef squad, const char *const *ids, guint n,
                          gboolean friendly_fire)
{
  g_autoptr (GPtrArray) copy = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) left = NULL;
  GgGameState *state = self->game->state;

  g_return_if_fail (state != NULL);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (copy, g_strdup (ids[i]));
  g_ptr_array_add (copy, NULL);
  gg_bg_state_record_losses (state, squad.side, squad.number, (const char *const *) copy->pdata,
                             friendly_fire);
  left = gg_bg_table_squad_figures (self, squad.side, squad.number);
  if (left->len == 0 && state->chits != NULL)
    gg_chitbag_remove_squad (state->chits, squad.side, squad.number);
}
