/* gg-bg-table-guns.c: the pieces in a gun's danger areas and where its shell may fall (BG-4.4, BG-12.4). */
#include "gg-bg-table-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-characters.h"
#include "gg-geometry.h"
/* Artillery */

GgFigure *
gg_bg_table_squad_gun (GgBgTable *self, GgBgSquadRef squad)
{
  g_autoptr (GPtrArray) figures = gg_bg_table_squad_figures (self, squad.side, squad.number);

  for (guint i = 0; i < figures->len; i++)
    if (gg_bg_figure_is_gun (g_ptr_array_index (figures, i)))
      return g_ptr_array_index (figures, i);
  return NULL;
}

static GgBgPiece
make_piece (GgBgTable *self, const GgFigure *gun, const GgFigure *f, double range, gboolean seen)
{
  GgBgPiece piece = { f->id, range, seen };

  piece.friendly = f->side == gun->side;
  piece.gun = gg_bg_figure_is_gun (f);
  piece.same_level = gg_los_point_level (self->los, f->base.centre) ==
                     gg_los_point_level (self->los, gun->base.centre);
  piece.target.cover = gg_bg_table_figure_cover (self, f);
  piece.target.open_order = TRUE;
  piece.target.mounted = gg_bg_figure_is_mounted (f);
  return piece;
}

static GArray *
pieces_at (GgBgTable *self, const GgFigure *gun, GArray *indices)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (GgBgPiece));

  for (guint i = 0; i < indices->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, g_array_index (indices, guint, i));
      GgBgPiece piece;

      if (f == gun || !gg_bg_table_in_play (self, f))
        continue;
      piece = make_piece (self, gun, f, gg_base_distance (&gun->base, &f->base),
                          gg_bg_table_sees (self, gun, f));
      g_array_append_val (out, piece);
    }
  return out;
}

GArray *
gg_bg_table_canister_pieces (GgBgTable *self, const GgFigure *gun)
{
  double half = gg_bg_rules_number (self->rules, "artillery.canister-half-angle").value;
  double range = gg_bg_rules_max_range (self->rules, GG_BG_WEAPON_CANISTER).value;
  GgSector cone = gg_sector_for_base (&gun->base, half, range);
  g_autoptr (GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

  gg_spatial_figures_in_sector (self->index, &cone, indices);
  return pieces_at (self, gun, indices);
}

static int
piece_compare (gconstpointer a, gconstpointer b)
{
  const GgBgPiece *x = a, *y = b;

  return (x->range_mm > y->range_mm) - (x->range_mm < y->range_mm);
}

GArray *
gg_bg_table_roundshot_pieces (GgBgTable *self, const GgFigure *gun)
{
  double range = gg_bg_rules_max_range (self->rules, GG_BG_WEAPON_ROUND_SHOT).value;
  GgPoint from = gg_base_front_centre (&gun->base);
  GgPoint dir = gg_bearing_vector (gun->base.facing);
  GArray *out = g_array_new (FALSE, TRUE, sizeof (GgBgPiece));

  for (guint i = 0; i < self->game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, i);
      double along;
      GgBgPiece piece;

      if (f == gun || !gg_bg_table_in_play (self, f) ||
          !gg_ray_hits_base (from, dir, range, &f->base, &along))
        continue;
      piece = make_piece (self, gun, f, along, TRUE);
      g_array_append_val (out, piece);
    }
  g_array_sort (out, piece_compare);
  return out;
}

GArray *
gg_bg_table_shell_pieces (GgBgTable *self, GgPoint fall)
{
  double radius = gg_bg_rules_distance (self->rules, "artillery.shell-radius").value;
  g_autoptr (GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *out = g_array_new (FALSE, TRUE, sizeof (GgBgPiece));

  gg_spatial_figures_in_circle (self->index, fall, radius, indices);
  for (guint i = 0; i < indices->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, g_array_index (indices, guint, i));
      g_autoptr (GgLosResult) los = NULL;
      GgBgPiece piece;

      if (!gg_bg_table_in_play (self, f))
        continue;
      los = gg_los_from_point (self->los, fall, f);
      piece = make_piece (self, f, f, gg_base_point_distance (&f->base, fall, NULL), los->clear);
      piece.friendly = FALSE; /* the caller knows the firing side */
      g_array_append_val (out, piece);
    }
  return out;
}

GgPoint
gg_bg_table_squad_centre (GgBgTable *self, GgBgSquadRef squad)
{
  g_autoptr (GPtrArray) figures = gg_bg_table_squad_figures (self, squad.side, squad.number);
  GgPoint c = { 0, 0 };

  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);

      c.x += f->base.centre.x / figures->len;
      c.y += f->base.centre.y / figures->len;
    }
  return c;
}

/* The nearest friend ahead of the gun, within its fire arc (BG-3.1-f; BG-4.4-m). */
static double
friend_ahead (GgBgTable *self, const GgFigure *gun)
{
  GgSector ahead = gg_sector_for_base (
    &gun->base, gg_bg_rules_number (self->rules, "fire.arc-half-angle").value, INFINITY);
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < self->game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, i);

      if (f != gun && f->side == gun->side && gg_bg_table_in_play (self, f) &&
          !(f->squad == gun->squad) && gg_base_in_sector (&f->base, &ahead))
        best = MIN (best, gg_base_distance (&gun->base, &f->base));
    }
  return best;
}

GgBgShellCheck
gg_bg_table_shell_check (GgBgTable *self, const GgFigure *gun, GgBgSquadRef target,
                         const char **rule)
{
  g_autoptr (GPtrArray) enemy = gg_bg_table_squad_figures (self, target.side, target.number);
  GgPoint aim = gg_bg_table_squad_centre (self, target);
  gboolean visible = FALSE;

  for (guint i = 0; i < enemy->len; i++)
    visible |= gg_bg_table_sees (self, gun, g_ptr_array_index (enemy, i));
  return gg_bg_shell_check (self->rules, gg_point_distance (gun->base.centre, aim), visible,
                            !visible, friend_ahead (self, gun), visible, rule);
}
