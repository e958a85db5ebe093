/* gg-fire-zones.c */
#include "gg-fire-zones.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-los.h"
#include "gg-move.h"
#include "gg-spatial.h"

static int
cmp_target_id (gconstpointer a, gconstpointer b)
{
  return strcmp (((const GgFireTarget *) a)->figure->id, ((const GgFireTarget *) b)->figure->id);
}

static int
cmp_target_distance (gconstpointer a, gconstpointer b)
{
  double x = ((const GgFireTarget *) a)->distance, y = ((const GgFireTarget *) b)->distance;

  return (x > y) - (x < y);
}

static GArray *
targets_new (void)
{
  return g_array_new (FALSE, TRUE, sizeof (GgFireTarget));
}

GgSector
gg_fire_arc (GgTableRules *rules, const GgFigure *firer, double range)
{
  return gg_sector_for_base (&firer->base, rules->arc_half_angle, range);
}

GArray *
gg_fire_canister (GgGame *game, GgTableRules *rules, const GgFigure *gun, GgSector *sector)
{
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  g_autoptr (GgLos) los = gg_los_new (index);
  g_autoptr (GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *out = targets_new ();

  *sector = gg_sector_for_base (&gun->base, rules->canister_half_angle, rules->canister_range);
  gg_spatial_figures_in_sector (index, sector, hits);
  for (guint i = 0; i < hits->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, g_array_index (hits, guint, i));
      g_autoptr (GgLosResult) sight = NULL;
      GgFireTarget t = { f, gg_base_distance (&gun->base, &f->base), FALSE };

      if (f == gun)
        continue;
      sight = gg_los_figures (los, gun, f);
      t.visible = sight->clear;
      g_array_append_val (out, t);
    }
  g_array_sort (out, cmp_target_id);
  return out;
}

gboolean
gg_fire_shell_scatter (GgTableRules *rules, const GgFigure *gun, GgPoint aim, int d10,
                       GgShellFall *out)
{
  const GgRoseFace *face = d10 >= 0 && d10 < GG_ROSE_FACES ? &rules->rose[d10] : NULL;
  GgPoint v;

  out->aim = out->fall = aim;
  out->d10 = d10;
  out->radius = rules->shell_radius;
  if (face == NULL || !face->known)
    return FALSE;
  out->bearing = fmod (gg_move_bearing (gun->base.centre, aim) + face->bearing, 360);
  out->distance = face->distance;
  out->rule = rules->rose_rule;
  out->house = rules->rose_house;
  v = gg_bearing_vector (out->bearing);
  out->fall = (GgPoint){ aim.x + v.x * face->distance, aim.y + v.y * face->distance };
  return TRUE;
}

gboolean
gg_fire_shell_roll (GgGameState *state, GgTableRules *rules, const GgFigure *gun, GgPoint aim,
                    GgShellFall *out)
{
  guint first;
  int d10;

  if (!gg_fire_shell_scatter (rules, gun, aim, 0, out))
    return FALSE;
  first = gg_dice_get_n_rolls (state->dice) + 1;
  d10 = gg_dice_roll_about (state->dice, GG_DIE_D10, N_ ("shell scatter, gun %s"), gun->id);
  gg_fire_shell_scatter (rules, gun, aim, d10, out);
  /* Translators: the Aim tool's shell: the gun, the D10, the scatter's bearing and length (cm),
   * the rules cited and, for a house rose, “House rule” */
  if (out->house)
    gg_game_state_log_message (
      state, GG_LOG_ROLL, first, 1,
      N_ ("Shell from %s: D10 %d, scatter %.0f° by %.1f cm (BG-4.4-j, %s, House rule)"), gun->id,
      d10, out->bearing, out->distance / 10, out->rule);
  else
    gg_game_state_log_message (
      state, GG_LOG_ROLL, first, 1,
      N_ ("Shell from %s: D10 %d, scatter %.0f° by %.1f cm (BG-4.4-j, %s)"), gun->id, d10,
      out->bearing, out->distance / 10, out->rule);
  return TRUE;
}

GArray *
gg_fire_shell_at_risk (GgGame *game, GgPoint fall, double radius)
{
  g_autoptr (GgSpatial) index = gg_spatial_new (game);
  g_autoptr (GgLos) los = gg_los_new (index);
  g_autoptr (GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *out = targets_new ();

  gg_spatial_figures_in_circle (index, fall, radius, hits);
  for (guint i = 0; i < hits->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, g_array_index (hits, guint, i));
      g_autoptr (GgLosResult) sight = gg_los_from_point (los, fall, f);
      GgFireTarget t = { f, gg_base_point_distance (&f->base, fall, NULL), sight->clear };

      g_array_append_val (out, t);
    }
  g_array_sort (out, cmp_target_id);
  return out;
}

GArray *
gg_fire_roundshot (GgGame *game, const GgFigure *gun, double range)
{
  GgPoint origin = gg_base_front_centre (&gun->base);
  GgPoint dir = gg_bearing_vector (gun->base.facing);
  GArray *out = targets_new ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      GgFireTarget t = { f, 0, TRUE };

      if (f != gun && gg_ray_hits_base (origin, dir, range, &f->base, &t.distance))
        g_array_append_val (out, t);
    }
  g_array_sort (out, cmp_target_distance);
  return out;
}
