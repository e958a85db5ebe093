/* test-photo-place.c: squads placed from synthetic photos with the truth known
 * (tests/lib/squad-scene.h): the trial's scene, 40 squads facing every way, 40 mm codes, from
 * side A and from side B, several seeds. Found, wrong identities, the leaders' position and
 * facing, the other figures after snapping; and the bad input that must leave the game as it
 * was. GG_SANITIZE: one seed a side. */
#include "gg-config.h"

#include <glib.h>
#include <math.h>

#include "gg-game.h"
#include "gg-photo-markers.h"
#include "gg-photo-place.h"
#include "squad-scene.h"

typedef struct
{
  guint squads, found, wrong;
  double leader_sq, leader_worst, facing_worst, other_sq, other_worst;
  guint leaders, others;
} Tally;

/* The game as it was before the photo: every squad a little away from where it stands now
 * (the leader up to 60 mm and 20°, each follower moved with him and off by up to 8 mm). */
static GgGame *
scene_game (const SquadScene *s, guint32 seed)
{
  GgGame *game = gg_game_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed * 7 + 1);

  game->width = s->table_w;
  game->depth = s->table_d;
  game->scale = 20;
  for (guint i = 0; i < s->squads->len; i++)
    {
      const SceneSquad *q = &g_array_index (s->squads, SceneSquad, i);
      double dx = g_rand_double_range (rand, -60, 60), dy = g_rand_double_range (rand, -60, 60);
      double turn = g_rand_double_range (rand, -20, 20), t = turn * G_PI / 180;

      for (guint k = 0; k <= q->n_followers; k++)
        {
          g_autofree char *id = g_strdup_printf ("%c%d-%u", q->side, q->number, k);
          GgFigure *f = gg_figure_new (id);
          double x = k ? q->fx[k - 1] : q->x, y = k ? q->fy[k - 1] : q->y;
          double rx = x - q->x, ry = y - q->y;

          f->side = q->side;
          f->squad = q->number;
          f->role = g_strdup (k ? "1" : "L1");
          f->base =
            (GgBase){ .shape = GG_BASE_RECT, .front = GG_SCENE_BASE, .depth = GG_SCENE_BASE };
          f->base.centre.x = q->x + dx + cos (t) * rx + sin (t) * ry;
          f->base.centre.y = q->y + dy - sin (t) * rx + cos (t) * ry;
          if (k)
            f->base.centre.x += g_rand_double_range (rand, -8, 8),
              f->base.centre.y += g_rand_double_range (rand, -8, 8);
          f->base.facing = fmod (q->facing + turn + 360, 360);
          g_assert_true (gg_game_add_figure (game, f));
        }
    }
  return game;
}

static void
tally_scene (char from, guint32 seed, Tally *t)
{
  g_auto (SquadScene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgPhotoPlacement) p = NULL;
  g_autoptr (GError) error = NULL;
  double corners[8];

  squad_scene_init (&s, from, 40, 40, seed);
  photo = squad_scene_photo (&s, seed);
  game = scene_game (&s, seed);
  g_assert_true (gg_photo_find_markers (photo, corners, &error));
  g_assert_no_error (error);
  p = gg_photo_place_squads (game, photo, corners, &error);
  g_assert_no_error (error);
  g_assert_nonnull (p);
  t->squads += s.squads->len;
  gg_photo_placement_apply (game, p);
  for (guint i = 0; i < s.squads->len; i++)
    {
      const SceneSquad *q = &g_array_index (s.squads, SceneSquad, i);
      g_autofree char *lid = g_strdup_printf ("%c%d-0", q->side, q->number);
      const GgFigure *leader = gg_game_lookup_figure (game, lid);
      const GgPhotoSquadPlace *sp = NULL;
      double d;

      for (guint k = 0; k < p->squads->len; k++)
        if (g_array_index (p->squads, GgPhotoSquadPlace, k).side == q->side &&
            g_array_index (p->squads, GgPhotoSquadPlace, k).squad == q->number)
          sp = &g_array_index (p->squads, GgPhotoSquadPlace, k);
      g_assert_nonnull (sp);
      if (!sp->found)
        {
          g_test_message ("%c seed %u: squad %c%d not found (card %s, facing %.0f)", from, seed,
                          q->side, q->number, q->behind ? "behind" : "in front", q->facing);
          continue;
        }
      t->found++;
      if (sp->behind != q->behind)
        t->wrong++;
      d = hypot (leader->base.centre.x - q->x, leader->base.centre.y - q->y);
      if (d > 10)
        t->wrong++; /* placed somewhere else: another squad's card read as this one's */
      t->leaders++;
      t->leader_sq += d * d;
      t->leader_worst = MAX (t->leader_worst, d);
      t->facing_worst =
        MAX (t->facing_worst, fabs (remainder (leader->base.facing - q->facing, 360)));
      for (guint k = 0; k < q->n_followers; k++)
        {
          g_autofree char *id = g_strdup_printf ("%c%d-%u", q->side, q->number, k + 1);
          const GgFigure *f = gg_game_lookup_figure (game, id);
          double e = hypot (f->base.centre.x - q->fx[k], f->base.centre.y - q->fy[k]);

          t->others++;
          t->other_sq += e * e;
          t->other_worst = MAX (t->other_worst, e);
        }
    }
}

static void
report (const char *what, const Tally *t)
{
  g_test_message ("%s: found %u of %u (%.1f %%), wrong %u; leaders %.2f mm RMS, worst %.2f mm, "
                  "facing worst %.2f deg; others %.2f mm RMS, worst %.2f mm",
                  what, t->found, t->squads, 100.0 * t->found / t->squads, t->wrong,
                  sqrt (t->leader_sq / t->leaders), t->leader_worst, t->facing_worst,
                  sqrt (t->other_sq / t->others), t->other_worst);
}

static void
test_accuracy (gconstpointer data)
{
  char from = GPOINTER_TO_INT (data);
  guint seeds = g_getenv ("GG_SANITIZE") ? 1 : 2;
  Tally t = { 0 };

  for (guint seed = 1; seed <= seeds; seed++)
    tally_scene (from, seed, &t);
  report (from == 'A' ? "side A" : "side B", &t);
  g_assert_cmpuint (t.wrong, ==, 0);
  g_assert_cmpfloat (100.0 * t.found / t.squads, >=, 98);
  g_assert_cmpfloat (sqrt (t.leader_sq / t.leaders), <=, 2);
  g_assert_cmpfloat (t.leader_worst, <=, 5);
  g_assert_cmpfloat (t.facing_worst, <=, 1);
  g_assert_cmpfloat (sqrt (t.other_sq / t.others), <=, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/photo-place/accuracy/side-a", GINT_TO_POINTER ('A'), test_accuracy);
  g_test_add_data_func ("/photo-place/accuracy/side-b", GINT_TO_POINTER ('B'), test_accuracy);
  return g_test_run ();
}
