/* test-d6-sides.c: melees with several units on a side (D6-MEL-6) and formation changes checked
 * at completion (D6-REF-4), through the calls the app and the CLI make (gg-d6-play.h). */
#include "d6-scene.h"

#include "gg-config.h"
#include "gg-d6-play.h"
#include "gg-game-state.h"

#define T0 1859000000 /* a fixed clock for the log */

typedef struct
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Play *play;
} Game;

static void
game_init (Game *g, Scene *s, guint32 seed)
{
  g_autoptr (GError) error = NULL;

  g->game = scene_game (s, NULL);
  g->rules = rules_new ();
  g->play = gg_d6_play_new (g->game, g->rules, seed, &error);
  g_assert_no_error (error);
  g->game->state->clock = T0;
}

static void
game_clear (Game *g)
{
  gg_d6_play_free (g->play);
  gg_d6_rules_free (g->rules);
  gg_game_unref (g->game);
}

static GgD6TableUnit *
PU (Game *g, const char *id)
{
  return gg_d6_table_lookup (gg_d6_play_get_table (g->play), id);
}

/* Two French units (A1: 24 figures; A7: 12, 6 lost) against two Italian ones (B2: 12 figures;
 * B7: 10, 2 lost), in contact front to front. */
static void
sides_scene (Scene *s)
{
  block (s, 'A', 1, 24, 12, 24, 10, 0, 12.7, 12.7, "nationality: french, brigade: G");
  block (s, 'A', 7, 12, 6, 34, 10, 0, 25.4, 12.7,
         "nationality: french, brigade: G, strength: 18, lost: 6");
  block (s, 'B', 2, 12, 6, 24, 10.5, 180, 25.4, 12.7, "nationality: italian, brigade: I");
  block (s, 'B', 7, 10, 5, 34, 10.5, 180, 25.4, 12.7,
         "nationality: italian, brigade: I, strength: 12, lost: 2");
  block (s, 'A', 9, 1, 1, 24, 4, 0, 25.4, 25.4, "type: command, brigade: G");
  block (s, 'B', 9, 1, 1, 24, 20, 0, 25.4, 25.4, "type: command, brigade: I");
}

static guint
count_rule (const GgD6Report *r, const char *rule)
{
  guint n = 0;

  for (guint i = 0; i < r->mods->len; i++)
    n += g_str_equal (g_array_index (r->mods, GgD6Mod, i).rule, rule);
  return n;
}

/* Faces giving the attackers a win by exactly @by points; FALSE if none. */
static gboolean
faces_for (const GgD6Melee *m, int by, int *fa, int *fb)
{
  for (*fa = 1; *fa <= 6; (*fa)++)
    for (*fb = 1; *fb <= 6; (*fb)++)
      if (m->a->die_score[*fa] - m->b->die_score[*fb] == by)
        return TRUE;
  return FALSE;
}

static void
test_best_factors (void)
{
  /* D6-MEL-6, L63 "use best combination of unique factors. eg casualties of strongest unit, one
   * charge bonus only": both attackers charge, one +1 (D6-TEST-M9); the attackers' casualties are
   * the strongest unit's (A1, none lost; A7 lost a third), the defenders' B2's (none; B7 lost 2). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) m = NULL, a7 = NULL;
  const char *const att[] = { "A7", "A1", NULL }, *const def[] = { "B2", "B7", NULL };
  const char *const one[] = { "A7", NULL }, *const b2[] = { "B2", NULL };
  Game g;

  sides_scene (s);
  game_init (&g, s, 3);
  m = gg_d6_play_melee_sides_plan (g.play, att, def, TRUE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_rule (m->a->report, "D6-TEST-M9"), ==, 1);
  a7 = gg_d6_play_melee_sides_plan (g.play, one, b2, TRUE, NULL, &error);
  g_assert_no_error (error);
  /* A7 alone counts its losses; the side of A7 and A1 does not (A1 is the strongest) */
  g_assert_cmpint (a7->a->modifiers, <, m->a->modifiers);
  g_assert_nonnull (gg_d6_report_find (a7->a->report, "D6-TEST-M2"));
  g_assert_null (gg_d6_report_find (m->a->report, "D6-TEST-M2"));
  game_clear (&g);
}

static void
test_shared_casualties (void)
{
  /* D6-MEL-6, L63 "Divide casualties by number of defeated units, residual to largest defeated
   * unit": the defenders lose by 1, 3 figures: B2 (12, the largest) removes 2, B7 removes 1; each
   * loser takes its own Moral TEST (AMB-39), logged after the melee; every unit ends disordered
   * (D6-MEL-7). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) plan = NULL, m = NULL;
  g_autofree char *text = NULL;
  const char *const att[] = { "A1", "A7", NULL }, *const def[] = { "B7", "B2", NULL };
  GgLog *log;
  guint before;
  int fa, fb;
  Game g;

  sides_scene (s);
  game_init (&g, s, 5);
  plan = gg_d6_play_melee_sides_plan (g.play, att, def, TRUE, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (faces_for (plan, 1, &fa, &fb));
  log = g.game->state->log;
  before = gg_log_get_n_entries (log);
  m = gg_d6_play_melee_sides (g.play, att, def, TRUE, NULL, fa, fb, &text, &error);
  g_assert_no_error (error);
  g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_A_WINS);
  g_assert_cmpint (m->casualties_b, ==, 3);
  g_assert_cmpint (PU (&g, "B2")->unit.figures, ==, 10);
  g_assert_cmpint (PU (&g, "B7")->unit.figures, ==, 9);
  g_assert_cmpint (PU (&g, "A1")->unit.figures, ==, 24);
  g_assert_cmpuint (gg_log_get_n_entries (log), ==, before + 3);
  g_assert_nonnull (strstr (gg_log_get_entry (log, before)->text, "B7 1, B2 2"));
  g_assert_nonnull (strstr (gg_log_get_entry (log, before)->text, "A1 + A7"));
  g_assert_nonnull (strstr (text, "D6-MEL-6"));
  for (guint i = 0; i < 2; i++)
    {
      GgD6Status st = PU (&g, def[i])->state->status;

      g_assert_true (st == GG_D6_STATUS_RETREAT_PENDING || st == GG_D6_STATUS_ROUT_PENDING);
      g_assert_true (PU (&g, att[i])->state->orange);
      g_assert_true (gg_d6_unit_state_disordered (PU (&g, def[i])->state));
    }
  game_clear (&g);
}

static void
test_share_draw (void)
{
  /* D6-MEL-5, D6-MEL-6 (house reading for a draw): each side's three casualties are shared, the
   * residual to its largest unit; all retreat. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) plan = NULL, m = NULL;
  const char *const att[] = { "A1", NULL }, *const def[] = { "B2", "B7", NULL };
  int fa, fb;
  Game g;

  sides_scene (s);
  game_init (&g, s, 5);
  plan = gg_d6_play_melee_sides_plan (g.play, att, def, FALSE, NULL, &error);
  g_assert_no_error (error);
  if (!faces_for (plan, 0, &fa, &fb))
    g_assert_not_reached ();
  m = gg_d6_play_melee_sides (g.play, att, def, FALSE, NULL, fa, fb, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_DRAW);
  g_assert_cmpint (PU (&g, "A1")->unit.figures, ==, 21);
  g_assert_cmpint (PU (&g, "B2")->unit.figures, ==, 10);
  g_assert_cmpint (PU (&g, "B7")->unit.figures, ==, 9);
  g_assert_cmpint (PU (&g, "B7")->state->status, ==, GG_D6_STATUS_RETREAT_PENDING);
  game_clear (&g);
}

static void
test_one_against_one (void)
{
  /* D6-MEL-3: one unit against one through the list call is the one-against-one melee (its
   * words and log), not the several-units melee that shares casualties (D6-MEL-6). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Melee) m = NULL;
  g_autofree char *text = NULL, *yaml = NULL;
  const char *const att[] = { "A1", NULL }, *const def[] = { "B2", NULL };
  Game g;

  sides_scene (s);
  game_init (&g, s, 11);
  m = gg_d6_play_melee_sides (g.play, att, def, TRUE, NULL, 0, 0, &text, &error);
  g_assert_no_error (error);
  g_assert_nonnull (m);
  yaml = gg_game_to_yaml (g.game, &error);
  g_assert_no_error (error);
  game_clear (&g);
  g_assert_nonnull (strstr (yaml, "Melee, A1 against B2"));
  g_assert_null (strstr (yaml, "Casualties shared"));
  g_assert_null (strstr (text, "shared"));
}

static void
test_refused (void)
{
  /* D6-MEL-6, D6-MEL-10: a unit named twice, on both sides, or a command unit, is refused. */
  g_autoptr (Scene) s = scene_new ();
  const char *const twice[] = { "A1", "A1", NULL }, *const both[] = { "A1", "B2", NULL };
  const char *const def[] = { "B2", "B7", NULL }, *const cmd[] = { "B2", "B9", NULL };
  const char *const att[] = { "A1", "A7", NULL };
  Game g;

  sides_scene (s);
  game_init (&g, s, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (GError) error = NULL;
      const char *const *a = i == 0 ? twice : i == 1 ? both : att;
      const char *const *d = i == 2 ? cmd : def;

      g_assert_null (gg_d6_play_melee_sides (g.play, a, d, TRUE, NULL, 0, 0, NULL, &error));
      g_assert_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
    }
  g_assert_cmpint (PU (&g, "B2")->unit.figures, ==, 12);
  game_clear (&g);
}

/* Formation changes (D6-REF-1, D6-REF-4) */

/* A1 (24 figures, a line of 12 + 12) alone, B2 far off. */
static void
change_scene (Scene *s)
{
  block (s, 'A', 1, 24, 12, 24, 10, 0, 12.7, 12.7, "nationality: french, brigade: G");
  block (s, 'B', 2, 12, 6, 24, 40, 180, 25.4, 12.7, "nationality: italian, brigade: I");
}

/* On to step 2 of side A's next Move phase (D6-REF-4). */
static void
to_completion (Game *g)
{
  const GgD6Turn *t = &gg_d6_state_of (g->game)->turn;
  int turn = t->turn;

  for (guint i = 0; i < 200; i++)
    {
      if (t->turn > turn && t->active == 'A' && t->phase == GG_D6_PHASE_MOVE &&
          t->step == GG_D6_STEP_COMPLETE_REFORM)
        return;
      gg_d6_play_advance (g->play);
    }
  g_assert_not_reached ();
}

/* Drags A1's figures into rows of @widths (front first, 12.7 mm bases touching, each row
 * centred), the front row @ahead inches in front of the line's front, the whole turned @turn
 * degrees about the line's left front corner. */
static void
place_rows (Game *g, const int *widths, guint n_rows, double ahead, double turn)
{
  GgPoint d = gg_bearing_vector (turn), r = { d.y, -d.x };
  GgPoint d0 = gg_bearing_vector (0), r0 = { d0.y, -d0.x };
  GgPoint line = { 24 * 25.4, (10 + ahead) * 25.4 };
  GgPoint corner = { line.x - 6 * 12.7 * r0.x, line.y - 6 * 12.7 * r0.y };
  int k = 1;

  for (guint row = 0; row < n_rows; row++)
    for (int j = 0; j < widths[row]; j++)
      {
        g_autofree char *id = g_strdup_printf ("A1-%d", k++);
        GgFigure *f = gg_game_lookup_figure (g->game, id);
        double u = (j + 0.5) * 12.7 + (12 - widths[row]) / 2.0 * 12.7;
        double v = -(double) row * 12.7;

        f->base.centre.x = corner.x + u * r.x + v * d.x;
        f->base.centre.y = corner.y + u * r.y + v * d.y;
        f->base.facing = turn;
      }
}

static void
declare (Game *g, const char *formation)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (gg_d6_play_formation_change (g->play, "A1", formation, &text, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "D6-REF-1"));
  g_assert_true (PU (g, "A1")->state->red);
  to_completion (g);
}

/* The completion of A1's change to @formation with its figures in @widths rows: NULL when
 * accepted, else the refusal. */
static char *
complete (const char *formation, const int *widths, guint n_rows, double ahead, double turn)
{
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  guint before;
  Game g;

  change_scene (s);
  game_init (&g, s, 3);
  declare (&g, formation);
  place_rows (&g, widths, n_rows, ahead, turn);
  before = gg_log_get_n_entries (g.game->state->log);
  if (gg_d6_play_complete_change (g.play, "A1", &text, &error))
    {
      g_assert_no_error (error);
      g_assert_false (PU (&g, "A1")->state->red);
      g_assert_cmpstr (PU (&g, "A1")->state->formation, ==, formation);
      g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), ==, before + 1);
      g_assert_nonnull (strstr (text, "D6-REF-4"));
      /* nothing left to complete */
      g_assert_false (gg_d6_play_complete_change (g.play, "A1", NULL, NULL));
      game_clear (&g);
      return NULL;
    }
  g_assert_true (PU (&g, "A1")->state->red); /* still under way */
  g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), ==, before);
  game_clear (&g);
  g_test_message ("%s", error->message);
  return g_strdup (error->message);
}

static void
test_change_column (void)
{
  /* D6-REF-4, D6-FORM-3 (L9, L122): a line becomes a column of march four wide in six rows, its
   * centre within 2" of where it was: accepted, red marker off, the formation taken, logged. */
  const int rows[] = { 4, 4, 4, 4, 4, 4 };

  g_assert_null (complete ("column-of-march", rows, 6, 0, 0));
}

static void
test_change_rows (void)
{
  /* D6-FORM-3 (L122, "as near equal number of figures in each, the rear row being as full as
   * possible"): rows of 4, 6, 4, 6, 4 are refused with the rule, the marker stays red; 5, 5, 5,
   * 5, 4 (the rear the rest) is a column. */
  const int ragged[] = { 4, 6, 4, 6, 4 }, fives[] = { 5, 5, 5, 5, 4 };
  g_autofree char *why = complete ("column-of-march", ragged, 5, 0, 0);

  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "D6-FORM-3"));
  g_assert_null (complete ("column-of-march", fives, 5, 0, 0));
}

static void
test_change_centre (void)
{
  /* D6-REF-4 (L9, "its centre may be no more than 2" from start point"): the same column 4"
   * ahead is refused, with the rule and the distance. */
  const int rows[] = { 4, 4, 4, 4, 4, 4 };
  g_autofree char *why = complete ("column-of-march", rows, 6, 4, 0);

  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "D6-REF-4"));
}

static void
test_change_wheel (void)
{
  /* D6-REF-4 (L9, "except when wheeling when the unit may wheel no more than 90° from any fixed
   * point"): the line wheeled 60° about its left front corner (its centre moves some 3") turns
   * its rear rank about (D6-FORM-8): accepted; wheeled 120°, refused. */
  const int line[] = { 12, 12 };
  g_autofree char *why = NULL;

  g_assert_null (complete ("rear-rank-about", line, 2, 0, 60));
  why = complete ("rear-rank-about", line, 2, 0, 120);
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "D6-REF-4"));
}

static void
test_change_unconfirmed (void)
{
  /* D6-REF-4: a change left open when step 2 ends is completed as the figures stand; when they
   * fail the completion test (the column 4" ahead) the log says so, with the rule, for the
   * referee. */
  const int rows[] = { 4, 4, 4, 4, 4, 4 };
  g_autoptr (Scene) s = scene_new ();
  g_autofree char *last = NULL;
  guint before;
  Game g;

  change_scene (s);
  game_init (&g, s, 3);
  declare (&g, "column-of-march");
  place_rows (&g, rows, 6, 4, 0);
  before = gg_log_get_n_entries (g.game->state->log);
  gg_d6_play_advance (g.play);
  g_assert_false (PU (&g, "A1")->state->red);
  g_assert_cmpuint (gg_log_get_n_entries (g.game->state->log), ==, before + 2);
  last = gg_log_entry_render (gg_log_get_entry (g.game->state->log, before));
  g_assert_nonnull (strstr (last, "fails the completion test"));
  g_assert_nonnull (strstr (last, "D6-REF-4"));
  game_clear (&g);
}

static void
test_change_declare_refused (void)
{
  /* D6-REF-1: a formation not known, or the one the unit has, is refused; completion outside
   * step 2 of the owner's Move phase is refused (D6-REF-4). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) e1 = NULL, e2 = NULL, e3 = NULL;
  Game g;

  change_scene (s);
  game_init (&g, s, 3);
  g_assert_false (gg_d6_play_formation_change (g.play, "A1", "wedge", NULL, &e1));
  g_assert_error (e1, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID);
  g_assert_true (gg_d6_play_formation_change (g.play, "A1", "square", NULL, NULL));
  g_assert_false (gg_d6_play_formation_change (g.play, "A1", "line", NULL, &e2));
  g_assert_false (gg_d6_play_complete_change (g.play, "A1", NULL, &e3) &&
                  gg_d6_state_of (g.game)->turn.step != GG_D6_STEP_COMPLETE_REFORM);
  game_clear (&g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/sides/melee/best-factors/D6-MEL-6", test_best_factors);
  g_test_add_func ("/d6/sides/melee/shared/D6-MEL-6", test_shared_casualties);
  g_test_add_func ("/d6/sides/melee/draw/D6-MEL-5", test_share_draw);
  g_test_add_func ("/d6/sides/melee/one-against-one/D6-MEL-3", test_one_against_one);
  g_test_add_func ("/d6/sides/melee/refused/D6-MEL-10", test_refused);
  g_test_add_func ("/d6/sides/change/column/D6-REF-4", test_change_column);
  g_test_add_func ("/d6/sides/change/rows/D6-FORM-3", test_change_rows);
  g_test_add_func ("/d6/sides/change/centre/D6-REF-4", test_change_centre);
  g_test_add_func ("/d6/sides/change/wheel/D6-REF-4", test_change_wheel);
  g_test_add_func ("/d6/sides/change/declare/D6-REF-1", test_change_declare_refused);
  g_test_add_func ("/d6/sides/change/unconfirmed/D6-REF-4", test_change_unconfirmed);
  return g_test_run ();
}
