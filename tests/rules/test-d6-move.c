/* Movement, compulsory moves, charges and off-table entry (D6-MOVE, D6-COMP, D6-CHG, D6-OFF). */
#include <glib.h>
#include <math.h>

#include "core-support.h"
#include "gg-d6-move.h"

static GgD6Rules *
rules (void)
{
  GgD6Rules *r = gg_d6_rules_load_builtin (NULL);

  g_assert_nonnull (r);
  return r;
}

static const GgD6Unit french_line = { .id = "fr",
                                      .kind = GG_D6_LINE_INFANTRY,
                                      .klass = GG_D6_TRAINED,
                                      .strength = 24,
                                      .figures = 24,
                                      .french = TRUE,
                                      .weapon = GG_D6_MUSKETS };

static GgD6Move *
plan (GgD6Rules *r, const GgD6MoveInput *in)
{
  GgD6Move *m = gg_d6_move_plan (r, in);

  g_assert_cmpint (gg_d6_report_total (m->report), ==, m->dice);
  g_assert_cmpfloat_with_epsilon (test_d6_odds_sum (m->report), 1, 1e-9);
  return m;
}

/* D6-TV-5 a/b: attack column on road, in command, brigade as one: 5d6 + 2"; disordered 1d6 + 2". */
static void
test_tv5ab (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = french_line;
  GgD6MoveInput in = { .unit = &u,
                       .on_road = TRUE,
                       .commander_distance = 10,
                       .brigade_as_one = TRUE,
                       .brigade_class = GG_D6_TRAINED };

  u.formation = GG_D6_FORM_ATTACK_COLUMN;
  {
    g_autoptr (GgD6Move) m = plan (r, &in);

    g_assert_cmpint (m->dice, ==, 5);
    g_assert_cmpfloat (m->inches, ==, 2);
    g_assert_nonnull (gg_d6_report_find (m->report, "D6-MOVE-3"));
    g_assert_nonnull (gg_d6_report_find (m->report, "D6-MOVE-4"));
    g_assert_nonnull (gg_d6_report_find (m->report, "D6-MOVE-5"));
    g_assert_nonnull (gg_d6_report_find (m->report, "D6-MOVE-6"));
  }
  u.disordered = TRUE; /* D6-MOVE-7, D6-DIS-E1 */
  {
    g_autoptr (GgD6Move) m = plan (r, &in);

    g_assert_cmpint (m->dice, ==, 1);
    g_assert_cmpfloat (m->inches, ==, 2);
  }
  u.disordered = FALSE; /* AMB-16 option: attack column gets no +2" */
  g_assert_true (gg_d6_rules_set_option (r, "column-bonus", "march-column-only", NULL));
  {
    g_autoptr (GgD6Move) m = plan (r, &in);

    g_assert_cmpfloat (m->inches, ==, 0);
  }
}

static int
dice_for (GgD6Rules *r, const GgD6MoveInput *in)
{
  g_autoptr (GgD6Move) m = plan (r, in);

  return m->dice;
}

/* D6-TV-5 c-f / D6-MOVE-1: the basic dice by unit type and the bonuses. */
static void
test_tv5_dice (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit lc = { .kind = GG_D6_LIGHT_CAVALRY, .klass = GG_D6_VETERAN, .strength = 7 };
  GgD6Unit li = { .kind = GG_D6_LIGHT_INFANTRY, .klass = GG_D6_GREEN, .strength = 7 };
  GgD6Unit guns = { .kind = GG_D6_HEAVY_GUNS,
                    .klass = GG_D6_TRAINED,
                    .strength = 6,
                    .formation = GG_D6_FORM_LIMBERED };
  GgD6Unit cmd = { .kind = GG_D6_COMMAND, .klass = GG_D6_VETERAN, .strength = 1 };
  GgD6Unit lg = { .kind = GG_D6_LIGHT_GUNS, .klass = GG_D6_GREEN };
  GgD6Unit cav = { .kind = GG_D6_LINE_CAVALRY, .klass = GG_D6_GREEN };
  GgD6Unit miners = { .kind = GG_D6_MINERS, .klass = GG_D6_GREEN };
  GgD6MoveInput in = { .unit = &lc, .commander_distance = 18 };

  g_assert_cmpint (dice_for (r, &in), ==, 7);
  in = (GgD6MoveInput){ .unit = &li, .commander_distance = -1 };
  g_assert_cmpint (dice_for (r, &in), ==, 2);
  in.unit = &guns;
  g_assert_cmpint (dice_for (r, &in), ==, 2);
  in.unit = &cmd; /* D6-CMD-7, AMB-45: no bonuses */
  in.commander_distance = 1;
  g_assert_cmpint (dice_for (r, &in), ==, 3);
  in = (GgD6MoveInput){ .unit = &lg, .commander_distance = 18.5 }; /* outside 18" */
  g_assert_cmpint (dice_for (r, &in), ==, 2);
  in.unit = &cav;
  g_assert_cmpint (dice_for (r, &in), ==, 3);
  in.unit = &miners;
  g_assert_cmpint (dice_for (r, &in), ==, 2);
}

/* D6-MOVE-5 / AMB-17: the brigade uses its lowest bonus; only French brigades by default. */
static void
test_brigade (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit vet = french_line;
  GgD6MoveInput in = {
    .unit = &vet, .commander_distance = -1, .brigade_as_one = TRUE, .brigade_class = GG_D6_GREEN
  };

  vet.klass = GG_D6_VETERAN;
  g_assert_cmpint (dice_for (r, &in), ==, 1 + 0 + 1);
  vet.french = FALSE;
  g_assert_cmpint (dice_for (r, &in), ==, 1 + 2);
  g_assert_true (gg_d6_rules_set_option (r, "brigade-bonus", "any-nation", NULL));
  g_assert_cmpint (dice_for (r, &in), ==, 1 + 0 + 1);
}

/* D6-MOVE-18: rain -2 dice (T7), lost orders half (T6), inspired command (T9). */
static void
test_fog_on_moves (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (1);
  GgD6Unit u = french_line;
  GgD6MoveInput in = { .unit = &u, .commander_distance = 5, .rain = TRUE };
  const int faces[] = { 5, 4, 3 };

  g_assert_cmpint (dice_for (r, &in), ==, 1);
  in.rain = FALSE;
  in.lost_orders = TRUE;
  {
    g_autoptr (GgD6Move) m = plan (r, &in);

    g_assert_true (gg_d6_move_resolve (m, dice, faces));
    g_assert_cmpfloat (m->result, ==, 6);
    /* D6-FOG-T6: the halving is named beside the dice, and the odds are of the halved move */
    g_assert_nonnull (gg_d6_report_find (m->report, "D6-FOG-T6"));
  }
  in.lost_orders = FALSE;
  {
    g_autoptr (GgD6Move) m = plan (r, &in);

    g_assert_null (gg_d6_report_find (m->report, "D6-FOG-T6"));
  }
  u.disordered = TRUE;
  in = (GgD6MoveInput){ .unit = &u, .commander_distance = 5 };
  g_assert_cmpint (dice_for (r, &in), ==, 1);
  in.inspired = TRUE;
  g_assert_cmpint (dice_for (r, &in), ==, 2);
}

/* D6-TV-5 g / D6-MOVE-9 / AMB-19: Green full, Trained at least half, Veteran any; stops excuse. */
static void
test_tv5g_need (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Move m = { .result = 11, .need = GG_D6_MUST_MOVE_HALF };
  g_autofree char *reason = NULL;

  g_assert_true (gg_d6_move_check (r, &m, 5.5, GG_D6_STOP_NONE, &reason));
  g_assert_false (gg_d6_move_check (r, &m, 5.4, GG_D6_STOP_NONE, &reason));
  g_assert_nonnull (reason);
  g_clear_pointer (&reason, g_free);
  g_assert_false (gg_d6_move_check (r, &m, 11.5, GG_D6_STOP_NONE, &reason));
  g_clear_pointer (&reason, g_free);
  m.need = GG_D6_MAY_MOVE_ANY;
  g_assert_true (gg_d6_move_check (r, &m, 0, GG_D6_STOP_NONE, &reason));
  m.need = GG_D6_MUST_MOVE_FULL;
  g_assert_true (gg_d6_move_check (r, &m, 11, GG_D6_STOP_NONE, &reason));
  g_assert_false (gg_d6_move_check (r, &m, 10, GG_D6_STOP_NONE, &reason));
  g_assert_true (gg_d6_move_check (r, &m, 4, GG_D6_STOP_ENEMY, &reason));
}

/* D6-MOVE-8: the move is the sum of the dice plus the column inches; exact odds. */
static void
test_sum (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (9);
  GgD6Unit u = { .kind = GG_D6_LIGHT_INFANTRY, .klass = GG_D6_GREEN };
  GgD6MoveInput in = { .unit = &u, .commander_distance = -1 };
  g_autoptr (GgD6Move) m = plan (r, &in);

  g_assert_cmpint (m->need, ==, GG_D6_MUST_MOVE_FULL);
  g_assert_cmpuint (m->report->odds->len, ==, 11);
  g_assert_cmpfloat_with_epsilon (g_array_index (m->report->odds, GgD6Odds, 5).p, 6.0 / 36, 1e-12);
  g_assert_true (gg_d6_move_resolve (m, dice, NULL));
  g_assert_cmpfloat (m->result, ==, gg_d6_report_sum (m->report));
}

/* D6-TV-14 / D6-MOVE-13 wheel arc; D6-MOVE-12 45 degrees. */
static void
test_geometry_rules (void)
{
  g_autoptr (GgD6Rules) r = rules ();

  g_assert_cmpfloat_with_epsilon (gg_d6_move_wheel_distance (6, 90), 9.42477796, 1e-6);
  g_assert_true (gg_d6_move_direct_march_ok (r, 45));
  g_assert_false (gg_d6_move_direct_march_ok (r, 46));
}

/* D6-TV-12 / D6-COMP-2: first compulsory move is the full roll up to 6"; D6-COMP-5, D6-COMP-7. */
static void
test_tv12_compulsory (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (2);
  GgD6Unit lc = { .kind = GG_D6_LIGHT_CAVALRY, .klass = GG_D6_VETERAN };
  const int five[] = { 5 }, seventeen[] = { 6, 6, 4, 1 };

  {
    g_autoptr (GgD6Compulsory)
      c = gg_d6_compulsory_plan (r, &french_line, GG_D6_RETREAT_MOVE, TRUE, FALSE);

    g_assert_cmpint (c->dice, ==, 1);
    g_assert_true (gg_d6_compulsory_resolve (c, dice, five, TRUE));
    g_assert_cmpfloat (c->distance, ==, 5);
    g_assert_true (c->disordered);
    g_assert_false (c->destroyed);
  }
  {
    g_autoptr (GgD6Compulsory) c = gg_d6_compulsory_plan (r, &lc, GG_D6_ROUT_MOVE, TRUE, FALSE);

    g_assert_cmpint (c->dice, ==, 4);
    g_assert_cmpfloat_with_epsilon (test_d6_odds_sum (c->report), 1, 1e-12);
    g_assert_true (gg_d6_compulsory_resolve (c, dice, seventeen, FALSE));
    g_assert_cmpfloat (c->distance, ==, 6);
    g_assert_true (c->destroyed);
  }
  {
    g_autoptr (GgD6Compulsory) c = gg_d6_compulsory_plan (r, &lc, GG_D6_ROUT_MOVE, FALSE, FALSE);

    g_assert_true (gg_d6_compulsory_resolve (c, dice, seventeen, TRUE));
    g_assert_cmpfloat (c->distance, ==, 17); /* AMB-11: later rout moves */
  }
}

/* D6-CHG-1 / D6-CHG-2: reach, the last 6" straight at 90 degrees, and line of sight. */
static void
test_charge_check (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6ChargeInput in = { .move = 10, .path_length = 9, .final_straight = 6, .line_of_sight = TRUE };
  double dist;
  const char *rule;

  g_assert_true (gg_d6_charge_check (r, &in, &dist, &rule));
  g_assert_cmpfloat (dist, ==, 6);
  in.final_straight = 5;
  g_assert_false (gg_d6_charge_check (r, &in, &dist, &rule));
  g_assert_cmpstr (rule, ==, "D6-CHG-1");
  in =
    (GgD6ChargeInput){ .move = 10, .path_length = 4, .final_straight = 4, .line_of_sight = TRUE };
  g_assert_true (gg_d6_charge_check (r, &in, &dist, &rule));
  g_assert_cmpfloat (dist, ==, 4);
  in.path_length = 11;
  g_assert_false (gg_d6_charge_check (r, &in, &dist, &rule));
  in = (GgD6ChargeInput){ .move = 10, .path_length = 8, .final_straight = 8 };
  g_assert_false (gg_d6_charge_check (r, &in, &dist, &rule));
  g_assert_cmpstr (rule, ==, "D6-CHG-2");
}

/* D6-CHG-3 / D6-CHG-4 / D6-CHG-8: evade, response fire, counter-charge (ordered cavalry). */
static void
test_reactions (void)
{
  GgD6Unit cav = { .kind = GG_D6_LINE_CAVALRY, .weapon = GG_D6_CARBINES };
  GgD6Unit guns = { .kind = GG_D6_HEAVY_GUNS,
                    .weapon = GG_D6_GUNS,
                    .formation = GG_D6_FORM_UNLIMBERED };
  GgD6Unit cmd = { .kind = GG_D6_COMMAND, .weapon = GG_D6_NO_WEAPON };
  GgD6Reactions re = gg_d6_charge_reactions (&cav, FALSE);

  g_assert_true (re & GG_D6_REACT_EVADE);
  g_assert_true (re & GG_D6_REACT_RESPONSE_FIRE);
  g_assert_true (re & GG_D6_REACT_COUNTER_CHARGE);
  cav.disordered = TRUE;
  g_assert_false (gg_d6_charge_reactions (&cav, FALSE) & GG_D6_REACT_COUNTER_CHARGE);
  g_assert_false (gg_d6_charge_reactions (&french_line, FALSE) & GG_D6_REACT_COUNTER_CHARGE);
  g_assert_false (gg_d6_charge_reactions (&guns, FALSE) & GG_D6_REACT_EVADE);
  re = gg_d6_charge_reactions (&cmd, FALSE); /* D6-CMD-6: commands may evade */
  g_assert_true (re & GG_D6_REACT_EVADE);
  g_assert_false (re & GG_D6_REACT_RESPONSE_FIRE);
}

/* D6-TV-11 / D6-CHG-8: counter-charge fails on a 1; moves 3" or half the charge distance. */
static void
test_tv11_counter_charge (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (2);
  g_autoptr (GgD6CounterCharge) c = gg_d6_counter_charge_plan (r, 4);
  g_autoptr (GgD6CounterCharge) d = gg_d6_counter_charge_plan (r, 8);

  g_assert_cmpfloat (c->move, ==, 2);
  g_assert_cmpfloat (d->move, ==, 3);
  g_assert_cmpfloat_with_epsilon (c->p_success, 5.0 / 6, 1e-12);
  g_assert_true (gg_d6_counter_charge_resolve (c, r, dice, 1));
  g_assert_false (c->success);
  g_assert_true (gg_d6_counter_charge_resolve (d, r, dice, 2));
  g_assert_true (d->success);
}

/* D6-CHG-9 / D6-CHG-10 / D6-DIS-C3 / D6-MEL-2 / D6-MEL-10: contact and disorder. */
static void
test_contact (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit column = french_line, cmd = { .kind = GG_D6_COMMAND }, square = french_line;
  GgD6ContactInput in = { .attacker = &french_line,
                          .defender = &french_line,
                          .edge = GG_D6_CONTACT_FLANK };

  {
    g_auto (GgD6ContactResult) out;

    gg_d6_charge_contact (r, &in, &out);
    g_assert_true (out.contact && out.defender_disordered && !out.attacker_disordered);
    g_assert_nonnull (gg_d6_report_find (out.report, "D6-DIS-C3"));
  }
  square.formation = GG_D6_FORM_SQUARE;
  column.formation = GG_D6_FORM_MARCH_COLUMN;
  in = (GgD6ContactInput){ .attacker = &column, .defender = &square, .edge = GG_D6_CONTACT_REAR };
  {
    g_auto (GgD6ContactResult) out;

    gg_d6_charge_contact (r, &in, &out);
    g_assert_true (out.attacker_disordered && !out.defender_disordered);
  }
  in = (GgD6ContactInput){ .attacker = &french_line, .defender = &cmd, .evaded = TRUE };
  {
    g_auto (GgD6ContactResult) out;

    gg_d6_charge_contact (r, &in, &out);
    g_assert_false (out.contact);
    g_assert_true (out.attacker_disordered);
    g_assert_false (out.defender_destroyed);
  }
  in.caught = TRUE;
  {
    g_auto (GgD6ContactResult) out;

    gg_d6_charge_contact (r, &in, &out);
    g_assert_true (out.contact && out.defender_destroyed);
  }
}

/* D6-TV-15 / D6-OFF-2 / AMB-47: Trained first attempt 2 dice, 11/36; one turn late, 91/216. */
static void
test_tv15_entry (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (2);
  g_autoptr (GgD6Entry) e = gg_d6_entry_plan (r, GG_D6_TRAINED, 0);
  g_autoptr (GgD6Entry) f = gg_d6_entry_plan (r, GG_D6_TRAINED, 1);
  const int faces[] = { 3, 6, 1 };

  g_assert_cmpint (e->dice, ==, 2);
  g_assert_cmpfloat_with_epsilon (e->p_enter, 11.0 / 36, 1e-12);
  g_assert_cmpint (f->dice, ==, 3);
  g_assert_cmpfloat_with_epsilon (f->p_enter, 91.0 / 216, 1e-12);
  g_assert_true (gg_d6_entry_resolve (f, r, dice, faces));
  g_assert_true (f->enters);
  g_assert_true (gg_d6_rules_set_option (r, "off-table-entry", "total-six", NULL));
  {
    g_autoptr (GgD6Entry) g = gg_d6_entry_plan (r, GG_D6_GREEN, 0);

    g_assert_cmpfloat_with_epsilon (g->p_enter, 1.0 / 6, 1e-12);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/move/D6-TV-5ab/D6-MOVE-2/D6-MOVE-7", test_tv5ab);
  g_test_add_func ("/d6/move/D6-TV-5cf/D6-MOVE-1/D6-MOVE-6", test_tv5_dice);
  g_test_add_func ("/d6/move/brigade/D6-MOVE-5", test_brigade);
  g_test_add_func ("/d6/move/fog/D6-MOVE-18", test_fog_on_moves);
  g_test_add_func ("/d6/move/need/D6-TV-5g/D6-MOVE-9", test_tv5g_need);
  g_test_add_func ("/d6/move/sum/D6-MOVE-8", test_sum);
  g_test_add_func ("/d6/move/limits/D6-MOVE-14/D6-TV-14/D6-REF-4", test_geometry_rules);
  g_test_add_func ("/d6/compulsory/D6-TV-12/D6-COMP-2/D6-COMP-5", test_tv12_compulsory);
  g_test_add_func ("/d6/charge/D6-CHG-1/D6-CHG-2", test_charge_check);
  g_test_add_func ("/d6/charge/reactions/D6-CHG-3/D6-CHG-8", test_reactions);
  g_test_add_func ("/d6/charge/counter/D6-TV-11", test_tv11_counter_charge);
  g_test_add_func ("/d6/charge/contact/D6-CHG-10/D6-DIS-C3", test_contact);
  g_test_add_func ("/d6/off-table/D6-TV-15/D6-OFF-2", test_tv15_entry);
  return g_test_run ();
}
