/* test-photo-place.c: squads placed from synthetic photos with the truth known
 * (tests/lib/squad-scene.h): the trial's scene, 40 squads facing every way, 40 mm codes, from
 * side A and from side B, several seeds. Found, wrong identities, the leaders' position and
 * facing, the other figures after snapping; and the bad input that must leave the game as it
 * was. GG_SANITIZE: one seed a side. */
#include "gg-config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <math.h>

#include "gg-game.h"
#include "gg-photo-markers.h"
#include "gg-photo-place.h"
#include "cli-run.h"
#include "squad-scene.h"

typedef struct
{
  guint squads, found, wrong;
  double leader_sq, leader_worst, facing_worst, other_sq, other_worst;
  guint leaders, others;
  guint no_figure, too_far, no_base; /* problems where the game and the photo agree */
  guint bases_seen;                  /* leaders whose own base was seen */
  double base_sq, base_worst;        /* where the leader's base was seen, from the truth */
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

  /* GG_PHOTO_CODE_MM=30 measures the smaller cards (and GG_SCENE_CAMERA_HEIGHT other angles:
   * squad-scene.h); the bounds asserted are the 40 mm cards' at 35° */
  squad_scene_init (&s, from, 40, g_getenv ("GG_PHOTO_CODE_MM") ? 30 : 40, seed);
  photo = squad_scene_photo (&s, seed);
  game = scene_game (&s, seed);
  if (!gg_photo_find_markers (photo, corners, &error))
    {
      /* measured at lower angles only: the corners are then taken from the camera */
      const double table[4][2] = {
        { 0, 0 }, { s.table_w, 0 }, { s.table_w, s.table_d }, { 0, s.table_d }
      };

      g_assert_true (g_getenv ("GG_SCENE_CAMERA_HEIGHT") != NULL);
      g_test_message ("%c seed %u: %s; the true corners taken instead", from, seed, error->message);
      g_clear_error (&error);
      for (int k = 0; k < 4; k++)
        sq_scene_project (&s, table[k][0], table[k][1], 0, &corners[2 * k], &corners[2 * k + 1]);
    }
  p = gg_photo_place_squads (game, photo, corners, &error);
  g_assert_no_error (error);
  g_assert_nonnull (p);
  t->squads += s.squads->len;
  for (guint i = 0; i < p->problems->len; i++)
    {
      const GgPhotoProblem *q = p->problems->pdata[i];

      t->no_figure += q->kind == GG_PHOTO_PROBLEM_NO_FIGURE;
      t->too_far += q->kind == GG_PHOTO_PROBLEM_TOO_FAR;
      t->no_base += q->kind == GG_PHOTO_PROBLEM_NO_BASE;
      if (q->kind != GG_PHOTO_PROBLEM_NOT_FOUND)
        g_test_message ("%c seed %u: %s", from, seed, q->text);
    }
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
      if (sp->base_seen)
        {
          double e = hypot (sp->base_x - q->x, sp->base_y - q->y);

          t->bases_seen++;
          t->base_sq += e * e;
          t->base_worst = MAX (t->base_worst, e);
        }
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
                  "facing worst %.2f deg; others %.2f mm RMS, worst %.2f mm; false problems: "
                  "%u bases with no figure, %u too far, %u figures with no base",
                  what, t->found, t->squads, 100.0 * t->found / t->squads, t->wrong,
                  sqrt (t->leader_sq / t->leaders), t->leader_worst, t->facing_worst,
                  sqrt (t->other_sq / t->others), t->other_worst, t->no_figure, t->too_far,
                  t->no_base);
}

static void
test_accuracy (gconstpointer data)
{
  gboolean measuring = g_getenv ("GG_PHOTO_CODE_MM") || g_getenv ("GG_SCENE_CAMERA_HEIGHT") ||
                       g_getenv ("GG_SCENE_HAND_MM") || g_getenv ("GG_SCENE_HAND_DEG");
  char from = GPOINTER_TO_INT (data);
  guint seeds = g_getenv ("GG_SANITIZE") ? 1 : 2;
  Tally t = { 0 };

  for (guint seed = 1; seed <= seeds; seed++)
    tally_scene (from, seed, &t);
  report (from == 'A' ? "side A" : "side B", &t);
  g_test_message ("leaders' own bases seen: %u of %u, %.2f mm RMS from the truth (worst %.2f mm)",
                  t.bases_seen, t.leaders, sqrt (t.base_sq / MAX (t.bases_seen, 1)), t.base_worst);
  g_assert_cmpuint (t.wrong, ==, 0);
  if (measuring)
    return;
  g_assert_cmpfloat (100.0 * t.found / t.squads, >=, 98);
  g_assert_cmpfloat (sqrt (t.leader_sq / t.leaders), <=, 2);
  g_assert_cmpfloat (t.leader_worst, <=, 5);
  g_assert_cmpfloat (t.facing_worst, <=, 1);
  g_assert_cmpfloat (sqrt (t.other_sq / t.others), <=, 3);
  g_assert_cmpuint (t.too_far, ==, 0); /* the game's squads are at most 85 mm off */
  /* every base has its figure and every figure its base: what is reported is false (measured:
   * one base with no figure from side A, two from side B, all on the second seed) */
  g_assert_cmpuint (t.no_figure, <=, t.squads / 40);
  g_assert_cmpuint (t.no_base, <=, t.squads / 40);
}

/* @n squads; squad @covered (an index, or -1) has a hand over its card, squad @both (or -1)
 * both its cards laid. */
static GdkPixbuf *
small_scene (SquadScene *s, guint n, int covered, int both)
{
  squad_scene_init (s, 'A', n, 40, 11);
  if (covered >= 0)
    g_array_index (s->squads, SceneSquad, covered).covered = TRUE;
  if (both >= 0)
    {
      SceneSquad *q = &g_array_index (s->squads, SceneSquad, both);

      /* facing across the camera's view and alone, so neither card hides behind a figure */
      q->both = TRUE;
      q->facing = 90;
      q->n_followers = 0;
    }
  return squad_scene_photo (s, 11);
}

static char *
game_yaml (GgGame *game)
{
  g_autoptr (GError) error = NULL;
  char *text;

  game->units = GG_UNIT_MM;
  game->ruleset = GG_RULESET_BELLA_GIGOGIN;
  text = gg_game_to_yaml (game, &error);
  g_assert_no_error (error);
  return text;
}

/* A hand over squad A2's card: the squad is named as not found and stays where it was, and
 * nothing else is read in its place; the others are placed. */
static void
test_covered (void)
{
  g_auto (SquadScene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = small_scene (&s, 8, 2, -1);
  g_autoptr (GgGame) game = scene_game (&s, 3);
  g_autoptr (GgPhotoPlacement) p = NULL;
  g_autoptr (GError) error = NULL;
  const GgPhotoSquadPlace *a2 = NULL;
  gboolean named = FALSE;
  double corners[8];

  g_assert_true (gg_photo_find_markers (photo, corners, &error));
  p = gg_photo_place_squads (game, photo, corners, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (p->found, ==, 7);
  g_assert_cmpuint (p->missing, ==, 1);
  for (guint i = 0; i < p->squads->len; i++)
    if (g_array_index (p->squads, GgPhotoSquadPlace, i).side == 'A' &&
        g_array_index (p->squads, GgPhotoSquadPlace, i).squad == 2)
      a2 = &g_array_index (p->squads, GgPhotoSquadPlace, i);
  g_assert_nonnull (a2);
  g_assert_false (a2->found);
  for (guint i = 0; i < p->problems->len; i++)
    {
      const GgPhotoProblem *q = p->problems->pdata[i];

      named |= q->kind == GG_PHOTO_PROBLEM_NOT_FOUND && q->side == 'A' && q->squad == 2 &&
               g_str_has_prefix (q->text, "squad A2:");
    }
  g_assert_true (named);
  for (guint i = 0; i < p->figures->len; i++)
    g_assert_false (g_str_has_prefix (((GgFigure *) p->figures->pdata[i])->id, "A2-"));
}

static const GgPhotoProblem *
problem_of (const GgPhotoPlacement *p, GgPhotoProblemKind kind, char side, int squad)
{
  for (guint i = 0; i < p->problems->len; i++)
    {
      const GgPhotoProblem *q = p->problems->pdata[i];

      if (q->kind == kind && q->side == side && q->squad == squad)
        return q;
    }
  return NULL;
}

static guint
count_problems (const GgPhotoPlacement *p, GgPhotoProblemKind kind)
{
  guint n = 0;

  for (guint i = 0; i < p->problems->len; i++)
    n += ((const GgPhotoProblem *) p->problems->pdata[i])->kind == kind;
  return n;
}

/* What disagrees with the game is named, each once, and nothing else is: a squad whose game
 * place is 400 mm from where the photo has it (more than La Bella Gigogin's 15 cm of infantry,
 * BG-4.2-h), a figure of the game with no base in the photo, a photographed base whose figure
 * the game lacks. */
static void
test_disagreements (void)
{
  g_auto (SquadScene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = small_scene (&s, 8, -1, -1);
  g_autoptr (GgGame) game = scene_game (&s, 3);
  g_autoptr (GgPhotoPlacement) p = NULL;
  g_autoptr (GError) error = NULL;
  const SceneSquad *far = NULL, *lacking = NULL, *extra = NULL;
  const GgPhotoProblem *q;
  double corners[8], ex = 0, ey = 0;

  /* three squads with followers: one far away in the game, one whose first follower the game
   * lacks, one with a figure more than the photo has, standing where the cloth is bare */
  for (guint i = 0; i < s.squads->len; i++)
    {
      const SceneSquad *sq = &g_array_index (s.squads, SceneSquad, i);

      if (sq->n_followers == 0)
        continue;
      if (far == NULL)
        far = sq;
      else if (lacking == NULL)
        lacking = sq;
      else if (extra == NULL)
        {
          /* beside the leader, left or right (the card lies in front or behind): clear of
           * every base of the scene */
          for (int k = -1; k <= 1 && extra == NULL; k += 2)
            {
              double a = (sq->facing + 90 * k) * G_PI / 180, x = sq->x + 45 * sin (a),
                     y = sq->y + 45 * cos (a);
              gboolean clear = sq_scene_free_at (&s, x, y, 40);

              for (guint j = 0; clear && j < s.squads->len; j++)
                {
                  const SceneSquad *o = &g_array_index (s.squads, SceneSquad, j);

                  for (guint m = 0; m < o->n_followers; m++)
                    clear &= hypot (o->fx[m] - x, o->fy[m] - y) > 40;
                }
              if (clear)
                extra = sq, ex = x, ey = y;
            }
        }
    }
  g_assert_nonnull (far);
  g_assert_nonnull (lacking);
  g_assert_nonnull (extra);
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = game->figures->pdata[i];

      if (f->side == far->side && f->squad == far->number)
        f->base.centre.y += far->y > 600 ? -400 : 400;
    }
  {
    g_autofree char *id = g_strdup_printf ("%c%d-1", lacking->side, lacking->number);

    for (guint i = 0; i < game->figures->len; i++)
      if (g_str_equal (((GgFigure *) game->figures->pdata[i])->id, id))
        gg_figure_free (gg_game_steal (game, GG_COLLECTION_FIGURES, i));
  }
  {
    g_autofree char *lid = g_strdup_printf ("%c%d-0", extra->side, extra->number);
    const GgFigure *leader = gg_game_lookup_figure (game, lid);
    GgFigure *f = gg_figure_new ("extra");
    /* where the scene game has the leader, so that moved with him it lands at (ex, ey) */
    double t = remainder (leader->base.facing - extra->facing, 360) * G_PI / 180;
    double rx = ex - extra->x, ry = ey - extra->y;

    f->side = extra->side;
    f->squad = extra->number;
    f->role = g_strdup ("1");
    f->base = leader->base;
    f->base.centre.x += cos (t) * rx + sin (t) * ry;
    f->base.centre.y += -sin (t) * rx + cos (t) * ry;
    g_assert_true (gg_game_add_figure (game, f));
  }

  g_assert_true (gg_photo_find_markers (photo, corners, &error));
  p = gg_photo_place_squads (game, photo, corners, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (p->found, ==, 8);
  for (guint i = 0; i < p->problems->len; i++)
    g_test_message ("%s", ((GgPhotoProblem *) p->problems->pdata[i])->text);

  q = problem_of (p, GG_PHOTO_PROBLEM_TOO_FAR, far->side, far->number);
  g_assert_nonnull (q);
  g_assert_cmpfloat (q->limit, ==, 150);
  g_assert_cmpfloat (fabs (q->value - 400), <, 90);
  g_assert_cmpuint (count_problems (p, GG_PHOTO_PROBLEM_TOO_FAR), ==, 1);

  q = problem_of (p, GG_PHOTO_PROBLEM_NO_FIGURE, lacking->side, lacking->number);
  g_assert_nonnull (q);
  g_assert_cmpfloat (hypot (q->x - lacking->fx[0], q->y - lacking->fy[0]), <, 10);
  g_assert_cmpuint (count_problems (p, GG_PHOTO_PROBLEM_NO_FIGURE), ==, 1);

  q = problem_of (p, GG_PHOTO_PROBLEM_NO_BASE, extra->side, extra->number);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->figure, ==, "extra");
  g_assert_cmpuint (count_problems (p, GG_PHOTO_PROBLEM_NO_BASE), ==, 1);
  g_assert_cmpuint (count_problems (p, GG_PHOTO_PROBLEM_NOT_FOUND), ==, 0);

  /* the CLI shows the same review: the same problems, in the same order, kind and squad */
  {
    g_autofree char *dir = g_dir_make_tmp ("gg-photo-review-XXXXXX", NULL);
    g_autofree char *game_path = g_build_filename (dir, "game.yaml", NULL);
    g_autofree char *photo_path = g_build_filename (dir, "photo.png", NULL);
    g_autofree char *out = g_build_filename (dir, "placed.yaml", NULL);
    g_autofree char *text = game_yaml (game);
    g_auto (Run) r = { 0 };
    JsonArray *problems;

    g_assert_true (g_file_set_contents (game_path, text, -1, NULL));
    g_assert_true (gdk_pixbuf_save (photo, photo_path, "png", NULL, "compression", "1", NULL));
    run (&r, "photo", game_path, photo_path, "--find-corners", "--place", "-o", out, NULL);
    g_assert_cmpint (r.status, ==, 0);
    problems = json_object_get_array_member (root (&r), "problems");
    g_assert_cmpuint (json_array_get_length (problems), ==, p->problems->len);
    for (guint i = 0; i < p->problems->len; i++)
      {
        const GgPhotoProblem *want = p->problems->pdata[i];
        JsonObject *got = json_array_get_object_element (problems, i);
        g_autofree char *squad = g_strdup_printf ("%c%d", want->side, want->squad);

        g_assert_cmpstr (json_object_get_string_member (got, "kind"), ==,
                         gg_photo_problem_kind_to_string (want->kind));
        g_assert_cmpstr (json_object_get_string_member (got, "squad"), ==, squad);
        /* the game went through its text, so a place may differ by a rounding */
        if (isfinite (want->x))
          g_assert_cmpfloat (hypot (json_object_get_double_member (got, "x_mm") - want->x,
                                    json_object_get_double_member (got, "y_mm") - want->y),
                             <, 2);
        else
          g_assert_cmpstr (json_object_get_string_member (got, "text"), ==, want->text);
        if (want->kind == GG_PHOTO_PROBLEM_TOO_FAR)
          g_assert_cmpfloat (json_object_get_double_member (got, "allowance_mm"), ==, 150);
        if (want->kind == GG_PHOTO_PROBLEM_NO_BASE)
          g_assert_cmpstr (json_object_get_string_member (got, "figure"), ==, "extra");
      }
    /* each squad carries its estimated error and its own warnings */
    {
      JsonArray *squads = json_object_get_array_member (root (&r), "squads");
      g_autofree char *far_name = g_strdup_printf ("%c%d", far->side, far->number);
      gboolean seen_far = FALSE;

      for (guint i = 0; i < json_array_get_length (squads); i++)
        {
          JsonObject *sq = json_array_get_object_element (squads, i);
          JsonArray *warnings = json_object_get_array_member (sq, "warnings");

          g_assert_cmpfloat (json_object_get_double_member (sq, "error_mm"), >=,
                             GG_PHOTO_CARD_TOLERANCE_MM);
          if (g_str_equal (json_object_get_string_member (sq, "squad"), far_name))
            {
              seen_far = TRUE;
              g_assert_cmpuint (json_array_get_length (warnings), ==, 1);
              g_assert_nonnull (strstr (json_array_get_string_element (warnings, 0),
                                        "further than its allowance of 150 mm"));
            }
        }
      g_assert_true (seen_far);
    }
    g_unlink (game_path);
    g_unlink (photo_path);
    g_unlink (out);
    g_rmdir (dir);
  }
}

/* A squad whose bases (and figures) are the cloth's colour: the photo cannot tell them from
 * the table, and the review says so in one line naming the squad; its figures move with the
 * leader, whose card was read. */
static void
test_unseen_bases (void)
{
  g_auto (SquadScene) s = { 0 };
  g_autoptr (GdkPixbuf) photo = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgPhotoPlacement) p = NULL;
  g_autoptr (GError) error = NULL;
  SceneSquad *unseen = NULL;
  const GgPhotoProblem *q;
  double corners[8];

  squad_scene_init (&s, 'A', 8, 40, 11);
  for (guint i = 0; i < s.squads->len && unseen == NULL; i++)
    if (g_array_index (s.squads, SceneSquad, i).n_followers >= 2)
      unseen = &g_array_index (s.squads, SceneSquad, i);
  g_assert_nonnull (unseen);
  unseen->unseen = TRUE;
  photo = squad_scene_photo (&s, 11);
  game = scene_game (&s, 3);
  g_assert_true (gg_photo_find_markers (photo, corners, &error));
  p = gg_photo_place_squads (game, photo, corners, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (p->found, ==, 8);
  for (guint i = 0; i < p->problems->len; i++)
    g_test_message ("%s", ((GgPhotoProblem *) p->problems->pdata[i])->text);
  q = problem_of (p, GG_PHOTO_PROBLEM_UNSEEN, unseen->side, unseen->number);
  g_assert_nonnull (q);
  g_assert_cmpuint (q->figures, ==, unseen->n_followers);
  g_assert_nonnull (strstr (q->text, "none of its bases can be told apart"));
  g_assert_null (problem_of (p, GG_PHOTO_PROBLEM_NO_BASE, unseen->side, unseen->number));
  g_assert_cmpuint (count_problems (p, GG_PHOTO_PROBLEM_UNSEEN), ==, 1);
}

/* Bad input fails naming the squad or the code, and the CLI leaves every file as it was. */
static void
test_bad_input (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gg-photo-place-XXXXXX", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *lacking_path = g_build_filename (dir, "lacking.yaml", NULL);
  g_autofree char *photo_path = g_build_filename (dir, "photo.jpg", NULL);
  g_autofree char *both_path = g_build_filename (dir, "both.jpg", NULL);
  g_autofree char *bare_path = g_build_filename (dir, "bare.jpg", NULL);
  g_autofree char *out = g_build_filename (dir, "placed.yaml", NULL);
  g_auto (SquadScene) s = { 0 }, sb = { 0 }, s0 = { 0 };
  g_autoptr (GdkPixbuf) photo = small_scene (&s, 8, -1, -1);
  g_autoptr (GdkPixbuf) both = small_scene (&sb, 8, -1, 5);
  g_autoptr (GdkPixbuf) bare = small_scene (&s0, 0, -1, -1);
  g_autoptr (GgGame) game = scene_game (&s, 3);
  g_autoptr (GgGame) lacking = scene_game (&s, 3);
  g_autofree char *text = game_yaml (game), *after = NULL;
  g_autofree char *lacking_text = NULL;
  g_autoptr (GError) error = NULL;
  double corners[8];

  /* the game without squad B4 (figures B4-*) */
  for (guint i = lacking->figures->len; i-- > 0;)
    if (g_str_has_prefix (((GgFigure *) lacking->figures->pdata[i])->id, "B4-"))
      gg_figure_free (gg_game_steal (lacking, GG_COLLECTION_FIGURES, i));
  lacking_text = game_yaml (lacking);
  g_assert_true (g_file_set_contents (game_path, text, -1, NULL));
  g_assert_true (g_file_set_contents (lacking_path, lacking_text, -1, NULL));
  g_assert_true (gdk_pixbuf_save (photo, photo_path, "jpeg", NULL, "quality", "92", NULL));
  g_assert_true (gdk_pixbuf_save (both, both_path, "jpeg", NULL, "quality", "92", NULL));
  g_assert_true (gdk_pixbuf_save (bare, bare_path, "jpeg", NULL, "quality", "92", NULL));

  /* the core, directly */
  g_assert_true (gg_photo_find_markers (both, corners, &error));
  g_assert_null (gg_photo_place_squads (game, both, corners, &error));
  g_assert_error (error, GG_PHOTO_ERROR, GG_PHOTO_ERROR_MARKERS);
  g_assert_nonnull (strstr (error->message, "squad B3 has both its cards"));
  g_clear_error (&error);

  {
    g_auto (Run) r = { 0 };

    /* placed: the output written, the review in JSON */
    run (&r, "photo", game_path, photo_path, "--find-corners", "--place", "-o", out, NULL);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_cmpint (json_object_get_int_member (root (&r), "found"), ==, 8);
    g_assert_cmpint (json_object_get_int_member (root (&r), "missing"), ==, 0);
    g_assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    g_auto (Run) r = { 0 };

    run (&r, "photo", game_path, photo_path, "--find-corners", "--place", "-o", game_path, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "is the input"));
  }
  {
    g_auto (Run) r = { 0 };

    g_unlink (out);
    run (&r, "photo", lacking_path, photo_path, "--find-corners", "--place", "-o", out, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "squad B4's, and the game has no squad B4"));
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    g_auto (Run) r = { 0 };

    run (&r, "photo", game_path, bare_path, "--find-corners", "--place", "-o", out, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "no squad marker is in the photo"));
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    g_auto (Run) r = { 0 };

    /* a photo of the table that is no photo of it: the corners not found, named */
    run (&r, "photo", game_path, game_path, "--find-corners", "--place", "-o", out, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  {
    g_auto (Run) r = { 0 };
    g_autofree char *photo_before = NULL, *photo_after = NULL;
    gsize n_before = 0, n_after = 0;

    /* the photo given as the output: refused, the photo as it was */
    g_assert_true (g_file_get_contents (photo_path, &photo_before, &n_before, NULL));
    run (&r, "photo", game_path, photo_path, "--find-corners", "--place", "-o", photo_path, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "is the input"));
    g_assert_true (g_file_get_contents (photo_path, &photo_after, &n_after, NULL));
    g_assert_cmpmem (photo_after, n_after, photo_before, n_before);
  }
  {
    g_auto (Run) r = { 0 };
    g_autoptr (GdkPixbuf) hidden = gdk_pixbuf_copy (photo);
    double truth[8];

    /* a hand over side B's far-left corner marker: that corner is named, nothing written */
    g_assert_true (gg_photo_find_markers (photo, truth, NULL));
    {
      int x0 = MAX (0, (int) truth[6] - 90), y0 = MAX (0, (int) truth[7] - 90);
      g_autoptr (GdkPixbuf) hand = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 180, 180);

      gdk_pixbuf_fill (hand, 0xcc9e85ff);
      gdk_pixbuf_copy_area (hand, 0, 0, MIN (180, gdk_pixbuf_get_width (photo) - x0),
                            MIN (180, gdk_pixbuf_get_height (photo) - y0), hidden, x0, y0);
    }
    g_assert_true (gdk_pixbuf_save (hidden, bare_path, "jpeg", NULL, "quality", "92", NULL));
    g_unlink (out);
    run (&r, "photo", game_path, bare_path, "--find-corners", "--place", "-o", out, NULL);
    g_assert_cmpint (r.status, ==, 1);
    g_assert_nonnull (strstr (r.err, "the marker of corner 4"));
    g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  }
  g_assert_true (g_file_get_contents (game_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, text);
  for (const char *const *f = (const char *const[]){ game_path, lacking_path, photo_path, both_path,
                                                     bare_path, out, NULL };
       *f != NULL; f++)
    g_unlink (*f);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/photo-place/accuracy/side-a", GINT_TO_POINTER ('A'), test_accuracy);
  g_test_add_data_func ("/photo-place/accuracy/side-b", GINT_TO_POINTER ('B'), test_accuracy);
  g_test_add_func ("/photo-place/covered", test_covered);
  g_test_add_func ("/photo-place/disagreements", test_disagreements);
  g_test_add_func ("/photo-place/unseen-bases", test_unseen_bases);
  g_test_add_func ("/photo-place/bad-input", test_bad_input);
  return g_test_run ();
}
