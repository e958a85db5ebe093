/* The terrain under a d6 move, read from the table: roads (D6-MOVE-3, D6-TER-13, D6-AMB-18), soft
 * ground (D6-TER-11) and hills (D6-TER-12), and what the movement dice make of them. */
#include "d6-scene.h"

static void
line (Scene *s, const char *id, const char *kind, double x0, double y0, double x1, double y1)
{
  g_string_append_printf (s->terrain, "  - { id: %s, kind: %s, polyline: [[%g, %g], [%g, %g]] }\n",
                          id, kind, x0, y0, x1, y1);
}

/* A column of march 4 wide, 12 deep, centred on x = 20, its front at y = @y, facing +y. */
static void
column (Scene *s, double x, double y, const char *attrs)
{
  block (s, 'A', 1, 12, 2, x, y, 0, 15, 15, attrs);
}

static void
test_road (void)
{
  /* D6-MOVE-3, AMB-18: the centre line must stay on the road (within 1", half the road-width)
   * for the longest move the dice allow; then the road die applies, not otherwise. */
  g_autoptr (Scene) s = scene_new ();
  GgD6MoveTerrain t;
  Fix f;

  line (s, "road", "road", 20, 0, 20, 30);
  column (s, 20, 8, "type: line-infantry, formation: column-of-march");
  block (s, 'A', 2, 4, 4, 26, 8, 0, 15, 15, "type: line-infantry");
  fix_init (&f, s, NULL);
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 0, 18, &t);
  g_assert_cmpstr (t.road, ==, "road");
  g_assert_true (t.on_road);
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 0, 30, &t);
  g_assert_false (t.on_road); /* the road ends, with its half-width, 24.5" ahead of the centre */
  g_assert_cmpfloat_with_epsilon (t.road_ahead,
                                  31 - gg_d6_table_lookup (f.table, "A1")->centre.y / IN, 0.15);
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 40, 6, &t);
  g_assert_false (t.on_road); /* leaving the road at 40 degrees */
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A2"), 0, 6, &t);
  g_assert_false (t.on_road); /* 6" beside the road */
  g_assert_cmpfloat (t.road_ahead, ==, 0);
  fix_clear (&f);
}

/* D6-TER-11: does a 6" move meet soft ground in an area of @kind 4" ahead? */
static gboolean
soft_ahead (const char *kind)
{
  g_autoptr (Scene) s = scene_new ();
  GgD6MoveTerrain t;
  gboolean soft;
  Fix f;

  area (s, "ahead", kind, 10, 14, 30, 20);
  column (s, 20, 10, "type: line-infantry");
  fix_init (&f, s, NULL);
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 0, 6, &t);
  soft = t.soft != NULL;
  fix_clear (&f);
  return soft;
}

static void
test_soft_ground (void)
{
  /* D6-TER-11: a marsh 4" ahead is met by a move of 6", not by one of 2"; regular troops are
   * disordered by it (option soft-ground: disorders), light troops are not (AMB-51). */
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GgD6Move) line_move = NULL, light_move = NULL, dry_move = NULL, off_move = NULL;
  GgD6MoveTerrain t;
  GgD6MoveInput in = { 0 };
  Fix f;

  area (s, "marsh", "marsh", 10, 14, 30, 20);
  area (s, "reeds", "field", 10, 22, 30, 26);
  column (s, 20, 10, "type: line-infantry");
  fix_init (&f, s, NULL);
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 0, 6, &t);
  g_assert_cmpstr (t.soft, ==, "marsh");
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 0, 2, &t);
  g_assert_null (t.soft);
  g_assert_true (soft_ahead ("rice"));
  g_assert_false (soft_ahead ("field"));

  in.unit = &gg_d6_table_lookup (f.table, "A1")->unit;
  in.commander_distance = -1;
  in.soft_ground = TRUE;
  line_move = gg_d6_move_plan (f.rules, &in);
  g_assert_true (line_move->disorders);
  g_assert_nonnull (gg_d6_report_find (line_move->report, "D6-TER-11"));
  in.soft_ground = FALSE;
  dry_move = gg_d6_move_plan (f.rules, &in);
  g_assert_false (dry_move->disorders);
  g_assert_null (gg_d6_report_find (dry_move->report, "D6-TER-11"));
  in.soft_ground = TRUE;
  in.unit = &(GgD6Unit){ .kind = GG_D6_LIGHT_INFANTRY, .klass = GG_D6_GREEN };
  light_move = gg_d6_move_plan (f.rules, &in);
  g_assert_false (light_move->disorders);
  in.unit = &gg_d6_table_lookup (f.table, "A1")->unit;
  g_assert_true (gg_d6_rules_set_option (f.rules, "soft-ground", "no-effect", NULL));
  off_move = gg_d6_move_plan (f.rules, &in);
  g_assert_false (off_move->disorders);
  fix_clear (&f);
}

static int
dice_with (GgD6Rules *rules, const GgD6Unit *unit, int hill)
{
  GgD6MoveInput in = { .unit = unit, .commander_distance = -1, .hill = hill };
  g_autoptr (GgD6Move) m = gg_d6_move_plan (rules, &in);

  g_assert_cmpint (gg_d6_report_total (m->report), ==, m->dice);
  return m->dice;
}

static void
test_charge_soft_ground (void)
{
  /* D6-TER-11: a charge whose path crosses a marsh meets soft ground (its charge bonus lost and
   * the charger disordered at contact); one over dry ground does not; the option soft-ground:
   * no-effect turns it off. */
  g_autoptr (Scene) s = scene_new ();
  g_auto (GgD6ContactResult) r = { 0 };
  GgD6ContactInput in = { 0 };
  Fix f;

  area (s, "marsh", "marsh", 10, 14, 30, 18);
  column (s, 20, 10, "type: line-infantry");
  block (s, 'B', 1, 8, 4, 20, 24, 180, 15, 15, "type: line-infantry");
  block (s, 'B', 2, 8, 4, 40, 12, 180, 15, 15, "type: line-infantry");
  fix_init (&f, s, NULL);
  g_assert_cmpstr (gg_d6_table_charge_soft_ground (f.table, gg_d6_table_lookup (f.table, "A1"),
                                                   gg_d6_table_lookup (f.table, "B1")),
                   ==, "marsh");
  g_assert_null (gg_d6_table_charge_soft_ground (f.table, gg_d6_table_lookup (f.table, "A1"),
                                                 gg_d6_table_lookup (f.table, "B2")));
  in.attacker = &gg_d6_table_lookup (f.table, "A1")->unit;
  in.defender = &gg_d6_table_lookup (f.table, "B1")->unit;
  in.edge = GG_D6_CONTACT_FRONT;
  in.soft_ground = TRUE;
  gg_d6_charge_contact (f.rules, &in, &r);
  g_assert_true (r.charge_bonus_lost);
  g_assert_true (r.attacker_disordered);
  fix_clear (&f);
}

static void
test_hills (void)
{
  /* D6-TER-12: the centre climbs onto the hill 4" ahead within a 6" move, comes down off it the
   * other way; by default hills count as flat (D6-TER-1); with the option, climbing costs a
   * die (never the last) and, with the third choice, coming down gives one. */
  g_autoptr (Scene) s = scene_new ();
  const GgD6Unit veteran = { .kind = GG_D6_LINE_INFANTRY, .klass = GG_D6_VETERAN };
  const GgD6Unit green = { .kind = GG_D6_LINE_INFANTRY, .klass = GG_D6_GREEN };
  GgD6MoveTerrain t;
  Fix f;

  area (s, "hill", "hill", 10, 14, 30, 30);
  column (s, 20, 10, "type: line-infantry");
  block (s, 'A', 2, 4, 4, 20, 20, 0, 15, 15, "type: line-infantry");
  fix_init (&f, s, NULL);
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 0, 6, &t);
  g_assert_cmpint (t.hill_step, ==, 1);
  g_assert_cmpstr (t.hill, ==, "hill");
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A1"), 180, 6, &t);
  g_assert_cmpint (t.hill_step, ==, 0);
  gg_d6_table_move_terrain (f.table, gg_d6_table_lookup (f.table, "A2"), 180, 12, &t);
  g_assert_cmpint (t.hill_step, ==, -1);

  g_assert_cmpint (dice_with (f.rules, &veteran, 1), ==, 3); /* flat: 1 + 2 */
  g_assert_true (gg_d6_rules_set_option (f.rules, "hill-movement", "uphill-slower", NULL));
  g_assert_cmpint (dice_with (f.rules, &veteran, 1), ==, 2);
  g_assert_cmpint (dice_with (f.rules, &veteran, -1), ==, 3);
  g_assert_cmpint (dice_with (f.rules, &green, 1), ==, 1); /* never the last die */
  g_assert_true (
    gg_d6_rules_set_option (f.rules, "hill-movement", "uphill-slower-downhill-faster", NULL));
  g_assert_cmpint (dice_with (f.rules, &veteran, -1), ==, 4);
  fix_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/terrain/road/D6-MOVE-3", test_road);
  g_test_add_func ("/d6/terrain/charge-soft-ground/D6-TER-11", test_charge_soft_ground);
  g_test_add_func ("/d6/terrain/soft-ground/D6-TER-11", test_soft_ground);
  g_test_add_func ("/d6/terrain/hills/D6-TER-12", test_hills);
  return g_test_run ();
}
