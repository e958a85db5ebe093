/* test-d6-playtest.c: d6 rules found wrong by playing the rulebook (shared/seeds/004, "L63" is
 * its line 63) against the program. Each test goes through the core calls the app's d6 panes and
 * `gigogin-cli explain` make (gg_d6_table_*_input, gg_d6_*_plan, gg_d6_board_*). */
#include "d6-scene.h"
#include "gg-d6-board.h"
#include "gg-d6-melee.h"

/* Fire */

static void
test_fire_rear_rank_long_range (void)
{
  /* D6-FIRE-5, D6-FIRE-6 (L39, L41): every figure with the target straight ahead counts, the
   * rear rank too, up to long range, range measured from the unit's front (D6-AMB-32): a French
   * Trained line of 12 + 12 at 5.75" (long range) rolls floor(24 / 2) + 1 = 13 dice, not 7. */
  g_autoptr (Scene) s = scene_new ();
  g_auto (GgD6FireGeometry) geo = { 0 };
  GgD6FireInput in;
  Fix f;

  tv3_scene (s, 5.75, NULL);
  fix_init (&f, s, NULL);
  gg_d6_table_fire_input (f.table, U (&f, "A1"), U (&f, "B2"), GG_D6_FIRE_NORMAL, &in, &geo);
  g_assert_cmpint (geo.counted, ==, 24);
  g_assert_cmpint (fire_pool (&f, "A1", "B2", NULL), ==, 13);
  fix_clear (&f);
}

static gboolean
dense (Fix *f, const char *firer, const char *target)
{
  g_auto (GgD6FireGeometry) geo = { 0 };
  GgD6FireInput in;

  gg_d6_table_fire_input (f->table, U (f, firer), U (f, target), GG_D6_FIRE_NORMAL, &in, &geo);
  return in.target_dense;
}

static void
test_fire_dense_ranks (void)
{
  /* D6-FIRE-10 (L53): "three or more ranks deep from point of firer". A two-rank line seen
   * obliquely is not dense, nor is one row of guns; a column four ranks deep is, and so is a
   * line seen from its flank (its files run away from the firer). */
  g_autoptr (Scene) s = scene_new ();
  Fix f;

  block (s, 'A', 1, 24, 12, 24, 10, 0, 12.7, 12.7, "nationality: french");
  /* a two-rank Italian line 8" to the right, 5" ahead, facing the firer */
  block (s, 'B', 2, 12, 6, 32, 15, 180, 25.4, 12.7, "nationality: italian");
  /* a row of six guns, 1.3" apart, 10" to the left, 8" ahead */
  block_spaced (s, 'B', 3, 6, 6, 14, 18, 180, 20, 25, 33, "type: heavy-guns");
  /* a column of march four ranks deep, straight ahead */
  block (s, 'B', 4, 16, 4, 24, 16, 180, 25.4, 12.7, "formation: column-of-march");
  /* a two-rank line 6" ahead of A5, seen from its flank */
  block (s, 'A', 5, 4, 4, 60, 10, 0, 12.7, 12.7, "nationality: french");
  block (s, 'B', 6, 12, 6, 60, 18, 90, 25.4, 12.7, NULL);
  fix_init (&f, s, NULL);
  g_assert_false (dense (&f, "A1", "B2"));
  g_assert_false (dense (&f, "A1", "B3"));
  g_assert_true (dense (&f, "A1", "B4"));
  g_assert_true (dense (&f, "A5", "B6"));
  fix_clear (&f);
}

static void
test_fire_command_target (void)
{
  /* D6-CMD-4, D6-FIRE-2 (L116): command units can neither fire nor be fired at. */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GgD6Fire) at = NULL;
  g_autoptr (GgD6Fire) by = NULL;
  Fix f;

  block (s, 'A', 1, 24, 12, 24, 10, 0, 12.7, 12.7, "nationality: french");
  block (s, 'B', 9, 1, 1, 24, 13, 180, 25.4, 25.4, "type: command");
  fix_init (&f, s, NULL);
  g_assert_cmpint (fire_pool (&f, "A1", "B9", &at), ==, -1);
  g_assert_cmpstr (at->reason_rule, ==, "D6-CMD-4");
  g_assert_cmpint (fire_pool (&f, "B9", "A1", &by), ==, -1);
  g_assert_cmpstr (by->reason_rule, ==, "D6-CMD-4");
  fix_clear (&f);
}

/* TEST */

static int
m14 (Fix *f, const char *id)
{
  g_autoptr (GgD6Test) test = NULL;
  GgD6TestInput in;
  const GgD6Mod *mod;

  gg_d6_table_test_input (f->table, U (f, id), 0, &in);
  test = gg_d6_test_plan (f->rules, &in);
  mod = gg_d6_report_find (test->report, "D6-TEST-M14");
  return mod != NULL ? mod->value : 0;
}

static void
test_large_events_values (void)
{
  /* D6-TEST-M14, D6-CMD-9 (L111-114): within 18", -1 per retreat, -2 per rout, -3 per large unit
   * or commander destroyed. The app's panes destroy units through gg_d6_board_apply_hits_from (fire)
   * and gg_d6_board_apply_losses (melee, a contacted commander): each is an event for the
   * friends' TESTs this player turn (D6-MOR-4). */
  const char *how[] = { "rout", "fire", "melee", "commander" };
  int expect[] = { -2, -3, -3, -3 };

  for (guint i = 0; i < G_N_ELEMENTS (how); i++)
    {
      g_autoptr (Scene) s = scene_new ();
      GgD6CasualtyEffect effect;
      Fix f;

      block (s, 'A', 1, 12, 6, 24, 10, 0, 25.4, 12.7, "brigade: N");
      block (s, 'A', 2, 12, 6, 36, 10, 0, 25.4, 12.7, "brigade: N");
      block (s, 'A', 8, 1, 1, 30, 4, 0, 25.4, 25.4, "type: command, brigade: N");
      fix_init (&f, s, NULL);
      g_assert_cmpint (m14 (&f, "A2"), ==, 0);
      if (i == 0)
        gg_d6_table_apply_test (f.table, U (&f, "A1"), GG_D6_ROUT);
      else if (i == 1)
        gg_d6_board_apply_hits_from (f.table, "A1", NULL, 9, &effect, NULL);
      else if (i == 2)
        gg_d6_board_apply_losses (f.table, "A1", 9, NULL);
      else
        gg_d6_board_apply_losses (f.table, "A8", G_MAXINT / 2, NULL);
      g_assert_cmpint (m14 (&f, "A2"), ==, expect[i]);
      fix_clear (&f);
    }
}

/* Melee */

static GgD6Melee *
melee_plan (Fix *f, const char *a, const char *b, gboolean charging)
{
  GgD6TestInput ia, ib;

  gg_d6_table_melee_inputs (f->table, U (f, a), U (f, b), charging, &ia, &ib);
  return gg_d6_melee_plan (f->rules, &ia, &ib);
}

static void
test_melee_counter_charge (void)
{
  /* D6-TEST-M9, D6-CHG-8 (L35, L102): "Charging/counter charge ... +1": cavalry that
   * counter-charged gets the +1 in the melee as the charger does; without the counter-charge,
   * the defender has none. */
  for (int countered = 0; countered < 2; countered++)
    {
      g_autoptr (Scene) s = scene_new ();
      g_autoptr (GgD6Melee) m = NULL;
      Fix f;

      block (s, 'A', 1, 7, 7, 24, 10, 0, 25.4, 12.7, "type: line-cavalry");
      block (s, 'B', 2, 7, 7, 24, 10.5, 180, 25.4, 12.7,
             countered ? "type: line-cavalry, counter-charged: true" : "type: line-cavalry");
      fix_init (&f, s, NULL);
      m = melee_plan (&f, "A1", "B2", TRUE);
      g_assert_cmpint (gg_d6_report_find (m->a->report, "D6-TEST-M9")->value, ==, 1);
      if (countered)
        g_assert_cmpint (gg_d6_report_find (m->b->report, "D6-TEST-M9")->value, ==, 1);
      else
        g_assert_null (gg_d6_report_find (m->b->report, "D6-TEST-M9"));
      fix_clear (&f);
    }
}

static void
test_melee_every_modifier (void)
{
  /* D6-MEL-3 (L63, L69): the melee TEST is the TEST, with every modifier: the defender's
   * casualties (3 of 12: D6-TEST-M2, M3), artillery casualties this turn (M6), Italians (M10),
   * its commander within 18" (M13); the attacker, the last unit of its brigade, has no command
   * +1 though its commander is near (D6-TEST-M13, L109). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GgD6Melee) m = NULL;
  Fix f;

  block (s, 'A', 1, 12, 6, 24, 10, 0, 25.4, 12.7, "nationality: french, brigade: N");
  block (s, 'A', 9, 1, 1, 24, 4, 0, 25.4, 25.4, "type: command, brigade: N");
  block (s, 'B', 2, 9, 5, 24, 10.5, 180, 25.4, 12.7,
         "nationality: italian, brigade: S, lost: 3, strength: 12, artillery-casualties: true");
  block (s, 'B', 3, 12, 6, 40, 20, 180, 25.4, 12.7, "nationality: italian, brigade: S");
  block (s, 'B', 9, 1, 1, 24, 16, 180, 25.4, 25.4, "type: command, brigade: S");
  fix_init (&f, s, NULL);
  m = melee_plan (&f, "A1", "B2", TRUE);
  g_assert_null (gg_d6_report_find (m->a->report, "D6-TEST-M13"));
  g_assert_cmpint (gg_d6_report_find (m->b->report, "D6-TEST-M2")->value, ==, -1);
  g_assert_cmpint (gg_d6_report_find (m->b->report, "D6-TEST-M3")->value, ==, -1);
  g_assert_cmpint (gg_d6_report_find (m->b->report, "D6-TEST-M6")->value, ==, -1);
  g_assert_cmpint (gg_d6_report_find (m->b->report, "D6-TEST-M10")->value, ==, 1);
  g_assert_cmpint (gg_d6_report_find (m->b->report, "D6-TEST-M13")->value, ==, 1);
  fix_clear (&f);
}

static void
test_melee_loser_and_winner (void)
{
  /* D6-MEL-4, D6-MOR-3 (L63): the loser takes its casualties, TESTs, and routs or else retreats
   * (a "no change" is still a retreat), moving next turn (D6-COMP-8); D6-MEL-7, D6-DIS-C4 (L88):
   * the winner too ends the melee disordered. */
  for (int moral_face = 1; moral_face <= 6; moral_face += 5)
    {
      g_autoptr (Scene) s = scene_new ();
      g_autoptr (GgD6Melee) m = NULL;
      g_autoptr (GgD6Test) moral = NULL;
      g_autoptr (GgDice) dice = gg_dice_new (1);
      GgD6TestResult result = GG_D6_NO_CHANGE;
      GgD6UnitState *a, *b;
      Fix f;

      block (s, 'A', 1, 12, 6, 24, 10, 0, 25.4, 12.7, "nationality: french");
      block (s, 'B', 2, 12, 6, 24, 10.5, 180, 25.4, 12.7, "nationality: italian");
      fix_init (&f, s, NULL);
      m = melee_plan (&f, "A1", "B2", TRUE);
      g_assert_true (gg_d6_melee_resolve (m, f.rules, dice, 4, 3));
      g_assert_cmpint (m->outcome, ==, GG_D6_MELEE_A_WINS);
      moral = gg_d6_board_melee_after (f.table, m, "A1", "B2", dice, moral_face, &result, NULL);
      g_assert_nonnull (moral);
      a = U (&f, "A1")->state, b = U (&f, "B2")->state;
      g_assert_cmpint (b->lost, ==, m->casualties_b);
      g_assert_true (result == GG_D6_ROUT || result == GG_D6_RETREAT);
      g_assert_cmpint (b->status, ==,
                       result == GG_D6_ROUT ? GG_D6_STATUS_ROUT_PENDING
                                            : GG_D6_STATUS_RETREAT_PENDING);
      if (moral->result == GG_D6_NO_CHANGE || moral->result == GG_D6_DISORDER)
        g_assert_cmpint (result, ==, GG_D6_RETREAT);
      g_assert_true (gg_d6_unit_state_disordered (b));
      g_assert_true (gg_d6_unit_state_disordered (a)); /* the winner */
      g_assert_cmpint (a->status, ==, GG_D6_STATUS_NORMAL);
      fix_clear (&f);
    }
}

/* Movement */

static void
test_move_through_friend (void)
{
  /* D6-DIS-C6 (L90), D6-AMB-13: a unit moving through a friendly unit is disordered, except if
   * one of them is light troops; moving past a friend beside it does not disorder. The charge
   * pane's evade, the élan and the march move units with gg_d6_table_translate. */
  const struct
  {
    const char *friend;
    double x;
    gboolean disordered;
  } rows[] = {
    { "type: line-infantry", 24, TRUE },
    { "type: light-infantry", 24, FALSE },
    { "type: line-infantry", 40, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (Scene) s = scene_new ();
      Fix f;

      block (s, 'A', 1, 12, 6, 24, 10, 0, 25.4, 12.7, NULL);
      block (s, 'A', 2, 12, 6, rows[i].x, 14, 0, 25.4, 12.7, rows[i].friend);
      fix_init (&f, s, NULL);
      gg_d6_table_translate (f.table, U (&f, "A1"), 0, 7);
      g_assert_cmpint (gg_d6_unit_state_disordered (U (&f, "A1")->state), ==, rows[i].disordered);
      g_assert_cmpint (U (&f, "A1")->unit.disordered, ==, rows[i].disordered);
      fix_clear (&f);
    }
}

static void
test_guns_manhandle_only (void)
{
  /* D6-MOVE-1 (L196-197): only limbered guns have a movement rate; unlimbered guns are
   * manhandled, a gun deployment instead of a move (D6-REF-1, L21, D6-AMB-49): no movement dice,
   * and no march on the table. */
  for (int limbered = 0; limbered < 2; limbered++)
    {
      g_autoptr (Scene) s = scene_new ();
      g_autoptr (GgD6Move) move = NULL;
      g_autoptr (GgDice) dice = gg_dice_new (3);
      GgD6MoveInput in;
      Fix f;

      block_spaced (s, 'A', 5, 6, 6, 24, 10, 0, 20, 25, 33,
                    limbered ? "type: heavy-guns, formation: limbered"
                             : "type: heavy-guns, formation: unlimbered");
      block (s, 'B', 2, 12, 6, 24, 40, 180, 25.4, 12.7, NULL);
      fix_init (&f, s, NULL);
      gg_d6_table_move_input (f.table, U (&f, "A5"), FALSE, &in);
      move = gg_d6_move_plan (f.rules, &in);
      g_assert_cmpint (move->manhandle_only, ==, !limbered);
      if (limbered)
        g_assert_cmpint (move->dice, >=, 1);
      else
        {
          g_assert_cmpint (move->dice, ==, 0);
          g_assert_nonnull (gg_d6_report_find (move->report, "D6-REF-1"));
          g_assert_true (gg_d6_move_resolve (move, dice, NULL));
          g_assert_cmpfloat (move->result, ==, 0);
        }
      g_assert_cmpint (gg_d6_table_march_limit (f.table, U (&f, "A5"), 0, 4, FALSE, NULL) > 0, ==,
                       limbered);
      fix_clear (&f);
    }
}

/* Fog of War */

static void
test_fog_inspired_any_commander (void)
{
  /* D6-FOG-T9 (L157): "All units within command distance of commander furthest from army
   * commander receive command bonus ... whatever their circumstances": A3 belongs to the South
   * brigade, whose commander A9 is 30" off, but stands 10" from A8, the commander named; it gets
   * the command die and the TEST's +1, disordered too (D6-MOVE-6, D6-TEST-M13). */
  for (int disordered = 0; disordered < 2; disordered++)
    {
      g_autoptr (Scene) s = scene_new ();
      g_autoptr (GgD6Move) move = NULL;
      g_autoptr (GgD6Test) test = NULL;
      GgD6MoveInput mi;
      GgD6TestInput ti;
      Fix f;

      block (s, 'A', 3, 12, 6, 30, 10, 0, 25.4, 12.7,
             disordered ? "brigade: South, markers: [orange]" : "brigade: South");
      block (s, 'A', 8, 1, 1, 20, 4, 0, 25.4, 25.4, "type: command, brigade: North");
      block (s, 'A', 9, 1, 1, 60, 4, 0, 25.4, 25.4, "type: command, brigade: South");
      block (s, 'A', 10, 1, 1, 80, 2, 0, 25.4, 25.4, "type: command, level: army");
      block (s, 'B', 5, 12, 6, 30, 40, 180, 25.4, 12.7, NULL);
      fix_init (&f, s, NULL);
      gg_d6_state_apply_fog (gg_d6_state_of (f.game), GG_D6_FOG_INSPIRED_COMMAND, "A8");
      gg_d6_table_move_input (f.table, U (&f, "A3"), FALSE, &mi);
      move = gg_d6_move_plan (f.rules, &mi);
      g_assert_nonnull (gg_d6_report_find (move->report, "D6-MOVE-6"));
      gg_d6_table_test_input (f.table, U (&f, "A3"), 0, &ti);
      test = gg_d6_test_plan (f.rules, &ti);
      g_assert_nonnull (gg_d6_report_find (test->report, "D6-TEST-M13"));
      g_assert_cmpint (gg_d6_report_find (test->report, "D6-TEST-M13")->value, ==, 1);
      fix_clear (&f);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/playtest/fire/rear-rank/D6-FIRE-5/D6-FIRE-6",
                   test_fire_rear_rank_long_range);
  g_test_add_func ("/d6/playtest/fire/dense/D6-FIRE-10", test_fire_dense_ranks);
  g_test_add_func ("/d6/playtest/fire/command/D6-CMD-4", test_fire_command_target);
  g_test_add_func ("/d6/playtest/fog/inspired/D6-FOG-T9", test_fog_inspired_any_commander);
  g_test_add_func ("/d6/playtest/test/large-events/D6-TEST-M14/D6-CMD-9", test_large_events_values);
  g_test_add_func ("/d6/playtest/melee/counter-charge/D6-TEST-M9/D6-CHG-8",
                   test_melee_counter_charge);
  g_test_add_func ("/d6/playtest/melee/modifiers/D6-MEL-3/D6-TEST-M13", test_melee_every_modifier);
  g_test_add_func ("/d6/playtest/melee/loser/D6-MEL-4/D6-MEL-7", test_melee_loser_and_winner);
  g_test_add_func ("/d6/playtest/move/interpenetration/D6-DIS-C6", test_move_through_friend);
  g_test_add_func ("/d6/playtest/move/guns/D6-REF-1/D6-MOVE-1", test_guns_manhandle_only);
  return g_test_run ();
}
