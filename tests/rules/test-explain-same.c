/* test-explain-same.c: `gigogin-cli explain` and the app's rules panes give the same answer,
 * because both make the same core call (gg-d6-play.h). For a set of d6 scenes (built with
 * tests/lib/d6-scene.h and the fixtures in tests/data/), every pair of enemy units: the CLI's JSON
 * (dice, modifiers with rule IDs and values, odds) against the plan the fire pane shows, made as
 * the pane makes it: the table's measurement (gg_d6_play_fire_measure) taken as the referee's
 * judgement, then gg_d6_play_fire_plan; every unit's move dice as the move pane plans them
 * (gg_d6_play_move_plan) and its TEST as the TEST pane does (gg_d6_play_test_plan); every
 * charge as the charge pane measures and judges it (gg_d6_play_charge_plan). */
#include <glib/gstdio.h>

#include "core-support.h"
#include "cli-run.h"
#include "d6-scene.h"
#include "gg-d6-board.h"
#include "gg-d6-play.h"

static const char *const response_names[] = { NULL, "contacted", "passing", "support" };

static void
same_report (JsonObject *o, const GgD6Report *r)
{
  JsonArray *mods = json_object_get_array_member (o, "modifiers");
  JsonArray *odds = json_object_get_array_member (o, "odds");

  g_assert_cmpint (json_object_get_int_member (o, "dice"), ==, r->dice);
  g_assert_cmpuint (json_array_get_length (mods), ==, r->mods->len);
  for (guint i = 0; i < r->mods->len; i++)
    {
      const GgD6Mod *m = &g_array_index (r->mods, GgD6Mod, i);
      JsonObject *jm = json_array_get_object_element (mods, i);

      g_assert_cmpstr (json_object_get_string_member (jm, "rule"), ==, m->rule);
      g_assert_cmpint (json_object_get_int_member (jm, "value"), ==, m->value);
      g_assert_cmpstr (json_object_get_string_member (jm, "label"), ==, m->label);
    }
  g_assert_cmpuint (json_array_get_length (odds), ==, r->odds->len);
  for (guint i = 0; i < r->odds->len; i++)
    {
      const GgD6Odds *p = &g_array_index (r->odds, GgD6Odds, i);
      JsonObject *jo = json_array_get_object_element (odds, i);

      g_assert_cmpstr (json_object_get_string_member (jo, "label"), ==, p->label);
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (jo, "p"), p->p, 1e-12);
    }
}

/* One fire, both ways; returns whether it may fire. */
static gboolean
same_fire (const char *path, GgD6Play *play, const char *firer, const char *target,
           GgD6FireKind kind)
{
  g_auto (Run) r = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Fire) plan = NULL;
  GgD6FireJudgement j;

  if (kind == GG_D6_FIRE_NORMAL)
    run (&r, "explain", "fire", path, "--unit", firer, "--target", target, NULL);
  else
    run (&r, "explain", "fire", path, "--unit", firer, "--target", target, "--response",
         response_names[kind], NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (gg_d6_play_fire_measure (play, firer, target, kind, &j, NULL, &error));
  g_assert_no_error (error);
  plan = gg_d6_play_fire_plan (play, firer, target, kind, &j, &error);
  g_assert_no_error (error);
  g_assert_nonnull (plan);
  g_test_message ("%s at %s (%d): %.2f\", cover %d, dense %d, sight %d: %d dice %s", firer, target,
                  kind, j.distance, j.cover, j.target_dense, j.line_of_sight, plan->report->dice,
                  plan->allowed ? "" : plan->reason);
  g_assert_cmpint (json_object_get_boolean_member (root (&r), "allowed"), ==, plan->allowed);
  g_assert_cmpstr (json_object_get_string_member (root (&r), "reason_rule"), ==, plan->reason_rule);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (root (&r), "p_test"), plan->p_test,
                                  1e-12);
  same_report (root (&r), plan->report);
  return plan->allowed;
}

/* One unit's move dice, both ways: without a direction of march, and marching straight ahead
 * (the move pane's default, D6-MOVE-10) with the table read along it. */
static void
same_move (const char *path, GgD6Play *play, const char *id)
{
  GgD6TableUnit *u = gg_d6_table_lookup (gg_d6_play_get_table (play), id);
  g_autofree char *bearing = g_strdup_printf ("%.3f", u->facing);

  for (guint along = 0; along < 2; along++)
    {
      g_auto (Run) r = { 0 };
      g_autoptr (GError) error = NULL;
      g_autoptr (GgD6Move) plan = NULL;
      GgD6MoveChoice c = { .bearing = along ? g_ascii_strtod (bearing, NULL) : NAN,
                           .road = -1,
                           .brigade = FALSE,
                           .commander_distance = NAN };

      if (along)
        run (&r, "explain", "move", path, "--unit", id, "--bearing", bearing, "--distance", "6",
             NULL);
      else
        run (&r, "explain", "move", path, "--unit", id, NULL);
      g_assert_cmpint (r.status, ==, 0);
      plan = gg_d6_play_move_plan (play, id, &c, NULL, &error);
      g_assert_no_error (error);
      g_test_message ("move %s%s: %d dice", id, along ? " ahead" : "", plan->dice);
      same_report (root (&r), plan->report);
      g_assert_cmpfloat (json_object_get_double_member (root (&r), "factor"), ==, plan->factor);
    }
}

/* A charge, both ways: `explain move --charge` against the charge pane's path (the table's
 * measurement with the longest move the dice give, then gg_d6_play_charge_plan). */
static void
same_charge (const char *path, GgD6Play *play, const char *attacker, const char *defender)
{
  g_auto (Run) r = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Move) move = gg_d6_play_move_plan (play, attacker, NULL, NULL, &error);
  g_auto (GgD6ChargePlan) plan = { 0 };
  GgD6ChargeInput in;
  JsonObject *charge;

  run (&r, "explain", "move", path, "--unit", attacker, "--charge", defender, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (gg_d6_play_charge_measure (play, attacker, defender,
                                            6.0 * move->dice + move->inches, &in, NULL, &error));
  g_assert_true (gg_d6_play_charge_plan (play, defender, &in, &plan, &error));
  charge = json_object_get_object_member (root (&r), "charge");
  g_test_message ("charge %s at %s: %s (%s)", attacker, defender, plan.allowed ? "may" : "may not",
                  plan.rule);
  g_assert_cmpint (json_object_get_boolean_member (charge, "possible"), ==, plan.allowed);
  g_assert_cmpstr (json_object_get_string_member (charge, "rule"), ==, plan.rule);
  g_assert_cmpfloat_with_epsilon (
    json_object_get_double_member (json_object_get_object_member (charge, "charge_distance"), "in"),
    plan.distance, 1e-9);
}

/* One unit's TEST, both ways, as it stands and after three more casualties: the CLI's against the
 * TEST pane's path (the table's measurement as the referee's word, then the plan). */
static void
same_test (const char *path, GgD6Play *play, const char *id)
{
  static const char *const results[] = { "rout", "retreat", "disorder", "no-change" };

  for (int casualties = 0; casualties <= 3; casualties += 3)
    {
      g_auto (Run) r = { 0 };
      g_autoptr (GError) error = NULL;
      g_autoptr (GgD6Test) plan = NULL;
      g_autofree char *n = g_strdup_printf ("%d", casualties);
      GgD6TestJudgement j;
      JsonArray *die;

      run (&r, "explain", "test", path, "--unit", id, "--casualties", n, NULL);
      g_assert_cmpint (r.status, ==, 0);
      g_assert_true (gg_d6_play_test_measure (play, id, casualties, &j, NULL, &error));
      plan = gg_d6_play_test_plan (play, id, casualties, &j, &error);
      g_assert_no_error (error);
      g_test_message ("TEST %s after %d: %+d", id, casualties, plan->modifiers);
      same_report (root (&r), plan->report);
      g_assert_cmpint (json_object_get_int_member (root (&r), "total"), ==, plan->modifiers);
      die = json_object_get_array_member (root (&r), "die");
      for (int f = 1; f <= 6; f++)
        {
          JsonObject *o = json_array_get_object_element (die, f - 1);

          g_assert_cmpint (json_object_get_int_member (o, "score"), ==, plan->die_score[f]);
          g_assert_cmpstr (json_object_get_string_member (o, "result"), ==,
                           results[plan->die_result[f]]);
        }
    }
}

/* Every unit's move dice and TEST; every unit of one side at every unit of the other, both ways, normal
 * and response fire.
 * Returns how many of them may fire. */
static guint
same_game (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autoptr (GgD6Rules) rules = rules_new ();
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GPtrArray) a = NULL, b = NULL;
  guint allowed = 0;
  /* under the sanitizers (GG_SANITIZE), where each CLI process is a hundred times slower, each
   * pair is asked one kind of fire, the kinds in turn: every kind and code path, a quarter of the
   * processes; the normal suite asks every pair every kind */
  gboolean sanitized = g_getenv ("GG_SANITIZE") != NULL;

  g_assert_no_error (error);
  play = gg_d6_play_new (game, rules, 1, &error);
  g_assert_no_error (error);
  a = gg_d6_board_units (game, 'A');
  b = gg_d6_board_units (game, 'B');
  for (guint i = 0; i < a->len + b->len; i++)
    {
      const char *x = i < a->len ? g_ptr_array_index (a, i) : g_ptr_array_index (b, i - a->len);

      if (test_d6_count_figures (game, x) == 0)
        continue;
      same_move (path, play, x);
      same_test (path, play, x);
    }
  for (guint i = 0; i < a->len; i++)
    for (guint k = 0; k < b->len; k++)
      for (GgD6FireKind kind = GG_D6_FIRE_NORMAL; kind <= GG_D6_FIRE_RESPONSE_SUPPORT; kind++)
        {
          const char *x = g_ptr_array_index (a, i), *y = g_ptr_array_index (b, k);

          if (sanitized && kind != (GgD6FireKind) ((i + k) % (GG_D6_FIRE_RESPONSE_SUPPORT + 1)))
            continue;
          if (test_d6_count_figures (game, x) == 0 || test_d6_count_figures (game, y) == 0)
            continue;
          allowed += same_fire (path, play, x, y, kind);
          allowed += same_fire (path, play, y, x, kind);
          if (kind == GG_D6_FIRE_NORMAL)
            same_charge (path, play, x, y);
        }
  return allowed;
}

static guint
same_scene (Scene *s, const char *options)
{
  g_autofree char *text = scene_text (s, options);
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int fd = g_file_open_tmp ("gigogin-same-XXXXXX.yaml", &path, &error);
  guint allowed;

  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  allowed = same_game (path);
  g_unlink (path);
  return allowed;
}

/* D6-FIRE-5/7/9, D6-RNG-2: the fixtures of the explain tests */
static void
test_fixtures (void)
{
  const char *names[] = { "d6-explain.yaml", "d6-road.yaml" };
  guint allowed = 0;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = fixture (names[i]);

      allowed += same_game (path);
    }
  g_assert_cmpuint (allowed, >, 0);
}

/* D6-RNG-2/3, D6-FIRE-7: the French and Italian lines of D6-TV-3a at canister, short, long range
 * and out of range. */
static void
test_ranges (void)
{
  const double gaps[] = { 1, 2.5, 9, 16, 40 };
  guint allowed = 0;

  for (guint i = 0; i < G_N_ELEMENTS (gaps); i++)
    {
      g_autoptr (Scene) s = scene_new ();

      tv3_scene (s, gaps[i], NULL);
      allowed += same_scene (s, NULL);
    }
  g_assert_cmpuint (allowed, >, 0);
}

/* D6-FIRE-8c, D6-FIRE-10, D6-FORM-1, D6-FIRE-20: guns at infantry in a wood, light infantry four
 * ranks deep (never dense), cavalry on the flank, a disordered firer. */
static void
test_cover_depth_flank (void)
{
  g_autoptr (Scene) s = scene_new ();

  block (s, 'A', 4, 2, 2, 24, 14, 0, 25.4, 25.4, "type: heavy-guns, nationality: french");
  block (s, 'A', 1, 12, 6, 40, 12, 0, 25.4, 12.7,
         "type: line-infantry, nationality: french, markers: [orange]");
  block (s, 'A', 6, 12, 6, 56, 12, 0, 25.4, 12.7, "type: line-infantry, nationality: french");
  block (s, 'B', 2, 12, 6, 24, 18, 180, 25.4, 12.7, "nationality: italian");
  area (s, "wood", "wood", 18, 17.6, 30, 22);
  block (s, 'B', 3, 16, 4, 40, 15, 180, 25.4, 25.4,
         "type: light-infantry, nationality: italian, formation: attack-column");
  block (s, 'B', 5, 6, 3, 54, 16, 225, 25.4, 50.8, "type: line-cavalry, nationality: italian");
  block (s, 'B', 7, 8, 2, 60, 17, 180, 25.4, 12.7,
         "nationality: italian, formation: attack-column");
  g_assert_cmpuint (same_scene (s, NULL), >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/explain/same-as-pane/fixtures/D6-FIRE-7", test_fixtures);
  g_test_add_func ("/d6/explain/same-as-pane/ranges/D6-RNG-2", test_ranges);
  g_test_add_func ("/d6/explain/same-as-pane/cover-depth-flank/D6-FIRE-10", test_cover_depth_flank);
  return g_test_run ();
}
