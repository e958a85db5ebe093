/* The La Bella Gigogin rules data and its typed accessors (T-02…T-13). */
#include <glib.h>
#include <math.h>

#include "gg-bg-rules.h"

static GgBgRules *
rules (int scale)
{
  g_autoptr (GError) error = NULL;
  GgBgRules *r = gg_bg_rules_new_builtin (scale, &error);

  g_assert_no_error (error);
  return r;
}

typedef struct
{
  guint entries, house;
} Count;

static void
check_entry (const GgRuleEntry *entry, gpointer user_data)
{
  Count *count = user_data;

  count->entries++;
  g_assert_nonnull (entry->rule);
  g_assert_true (g_str_has_prefix (entry->rule, "BG-") || g_str_has_prefix (entry->rule, "AMB-"));
  if (entry->source == GG_RULE_SOURCE_HOUSE)
    {
      count->house++;
      /* a house default always says why it is there */
      if (entry->note == NULL || *entry->note == '\0')
        g_error ("house entry %s has no note", entry->path);
      /* and never claims a rule of the rulebook that prints a number for it */
      g_assert_true (g_str_has_prefix (entry->rule, "BG-MISS-") ||
                     g_str_has_prefix (entry->rule, "AMB-") || entry->note != NULL);
    }
}

static void
test_data_loads (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  Count count = { 0 };

  gg_rules_data_foreach (gg_bg_rules_get_data (r), check_entry, &count);
  g_assert_cmpuint (count.entries, >, 200);
  g_assert_cmpuint (count.house, >=, 10);
  g_assert_cmpstr (gg_rules_data_get_ruleset (gg_bg_rules_get_data (r)), ==, "bella-gigogin");
}

/* The missing tables are house defaults (BG-MISS-01, -02, -03, -05), never the rulebook's. */
static void
test_missing_tables_are_house (void)
{
  static const char *const paths[] = { "morale.table",          "fire.to-hit.rifle",
                                       "fire.to-hit.canister",  "fire.to-hit.round-shot",
                                       "artillery.rose.cannon", "artillery.rose.howitzer",
                                       "artillery.rose.mortar", "artillery.shell-max-range",
                                       "fire.close-range" };
  g_autoptr (GgBgRules) r = rules (20);

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      GgRuleEntry e;

      g_assert_true (gg_rules_data_lookup (gg_bg_rules_get_data (r), paths[i], &e));
      g_assert_cmpint (e.source, ==, GG_RULE_SOURCE_HOUSE);
      g_assert_nonnull (e.note);
    }
}

/* T-04, BG-4.8-a…f, BG-15.3-c/e, BG-3.6-b */
static void
test_command_radii (void)
{
  g_autoptr (GgBgRules) r20 = rules (20);
  g_autoptr (GgBgRules) r15 = rules (15);
  g_autoptr (GgBgRules) r28 = rules (28);
  GgBgNumber n;

  n = gg_bg_rules_command_radius (r20, GG_BG_LINK_SQUAD, FALSE, 0);
  g_assert_cmpfloat (n.value, ==, 150);
  g_assert_cmpstr (n.rule, ==, "BG-4.8-a");
  g_assert_false (GG_BG_NUMBER_IS_HOUSE (&n));
  g_assert_cmpfloat (gg_bg_rules_command_radius (r20, GG_BG_LINK_PLATOON, FALSE, 0).value, ==, 150);
  n = gg_bg_rules_command_radius (r20, GG_BG_LINK_COMPANY, FALSE, 0);
  g_assert_cmpfloat (n.value, ==, 150);
  g_assert_cmpstr (n.rule, ==, "BG-4.8-c");
  n = gg_bg_rules_command_radius (r20, GG_BG_LINK_COMPANY, TRUE, 0);
  g_assert_cmpfloat (n.value, ==, 500);
  g_assert_cmpstr (n.rule, ==, "BG-4.8-d");
  g_assert_cmpstr (gg_bg_rules_command_radius (r20, GG_BG_LINK_BATTALION, FALSE, 0).rule, ==,
                   "BG-4.8-e");
  g_assert_cmpfloat (gg_bg_rules_command_radius (r20, GG_BG_LINK_BATTALION, TRUE, 0).value, ==,
                     500);
  /* BG-15.3-c Cacciatori, BG-15.3-e Titubanti */
  g_assert_cmpfloat (
    gg_bg_rules_command_radius (r20, GG_BG_LINK_SQUAD, FALSE, GG_BG_TROOP_CACCIATORI).value, ==,
    200);
  g_assert_cmpfloat (
    gg_bg_rules_command_radius (r20, GG_BG_LINK_COMPANY, TRUE, GG_BG_TROOP_CACCIATORI).value, ==,
    700);
  g_assert_cmpfloat (
    gg_bg_rules_command_radius (r20, GG_BG_LINK_PLATOON, FALSE, GG_BG_TROOP_CACCIATORI).value, ==,
    200);
  n = gg_bg_rules_command_radius (r20, GG_BG_LINK_SQUAD, FALSE, GG_BG_TROOP_TITUBANTI);
  g_assert_cmpfloat (n.value, ==, 100);
  g_assert_cmpstr (n.rule, ==, "BG-15.3-e");
  /* BG-3.6-b: appendix B case 9 */
  g_assert_cmpfloat (gg_bg_rules_command_radius (r15, GG_BG_LINK_COMPANY, TRUE, 0).value, ==, 375);
  g_assert_cmpfloat (gg_bg_rules_command_radius (r28, GG_BG_LINK_COMPANY, TRUE, 0).value, ==, 750);
  g_assert_cmpfloat (gg_bg_rules_distance (r15, "artillery.shell-min-range").value, ==, 750);
  g_assert_cmpfloat (gg_bg_rules_distance (r28, "artillery.shell-min-range").value, ==, 1500);
}

/* T-05: BG-4.2-h, BG-4.3-c, BG-15.1-f/i/o, BG-4.4-ac/ad */
static void
test_movement (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgBgRules) r15 = rules (15);
  g_autoptr (GArray) mods = gg_bg_modifiers_new ();
  GgBgNumber n;

  n = gg_bg_rules_movement (r, GG_BG_ARM_INFANTRY, 0, FALSE, NULL);
  g_assert_cmpfloat (n.value, ==, 150);
  g_assert_cmpstr (n.rule, ==, "BG-4.2-h");
  g_assert_cmpfloat (gg_bg_rules_movement (r, GG_BG_ARM_CAVALRY, 0, FALSE, NULL).value, ==, 300);
  g_assert_cmpfloat (gg_bg_rules_movement (r15, GG_BG_ARM_INFANTRY, 0, FALSE, NULL).value, ==,
                     112.5);
  n = gg_bg_rules_movement (r, GG_BG_ARM_INFANTRY, GG_BG_MOVE_IMPETUOSO | GG_BG_MOVE_AGILE, FALSE,
                            mods);
  g_assert_cmpfloat (n.value, ==, 200); /* Agile only in difficult terrain (BG-15.1-i) */
  g_assert_cmpuint (mods->len, ==, 1);
  g_assert_cmpstr (g_array_index (mods, GgBgModifier, 0).rule, ==, "BG-15.1-f");
  g_assert_cmpfloat (
    gg_bg_rules_movement (r, GG_BG_ARM_INFANTRY, GG_BG_MOVE_AGILE, TRUE, NULL).value, ==, 200);
  g_assert_cmpfloat (
    gg_bg_rules_movement (r, GG_BG_ARM_INFANTRY, GG_BG_MOVE_LENTO, FALSE, NULL).value, ==, 100);
  /* BG-4.4-ad: appendix B case 3 */
  g_assert_cmpfloat (gg_bg_rules_gun_tow (r, 1).value, ==, 50);
  g_assert_cmpfloat (gg_bg_rules_gun_tow (r, 3).value, ==, 150);
  g_assert_cmpfloat (gg_bg_rules_gun_tow (r, 6).value, ==, 300);
  /* BG-4.4-ac */
  g_assert_cmpfloat (gg_bg_rules_gun_push (r, 8).value, ==, 100);
  g_assert_cmpfloat (gg_bg_rules_gun_push (r, 7).value, ==, 0);
  g_assert_cmpfloat (gg_bg_rules_distance (r, "movement.mount-dismount").value, ==,
                     150); /* BG-4.3-d */
}

/* T-06: BG-8-a…l */
static void
test_terrain (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgBgTerrainCost c;

  g_assert_true (gg_bg_rules_terrain_cost (r, "road", GG_BG_ARM_INFANTRY, &c));
  g_assert_cmpfloat (c.per_cm, ==, 0.5); /* BG-8-k: 10 cm on road cost 5 */
  g_assert_cmpstr (c.info.rule, ==, "BG-8-k");
  g_assert_true (gg_bg_rules_terrain_cost (r, "wood", GG_BG_ARM_ARTILLERY, &c));
  g_assert_cmpfloat (c.per_cm, ==, 2); /* BG-8-f */
  g_assert_false (c.passable);
  g_assert_true (gg_bg_rules_terrain_cost (r, "reeds", GG_BG_ARM_INFANTRY, &c));
  g_assert_cmpfloat (c.per_cm, ==, 3); /* BG-8-g */
  g_assert_true (gg_bg_rules_terrain_cost (r, "hedge", GG_BG_ARM_CAVALRY, &c));
  g_assert_cmpfloat (c.fixed_mm, ==, 50); /* BG-8-i */
  g_assert_true (c.passable);
  g_assert_true (gg_bg_rules_terrain_cost (r, "fence", GG_BG_ARM_CAVALRY, &c));
  g_assert_false (c.passable); /* BG-8-h */
  g_assert_true (gg_bg_rules_terrain_cost (r, "tree-row", GG_BG_ARM_INFANTRY, &c));
  g_assert_cmpfloat (c.fixed_mm, ==, 20); /* BG-8-e */
  g_assert_true (gg_bg_rules_terrain_cost (r, "marsh", GG_BG_ARM_INFANTRY, &c));
  g_assert_false (c.passable); /* BG-8-j */
  g_assert_true (gg_bg_rules_terrain_cost (r, "building-held", GG_BG_ARM_INFANTRY, &c));
  g_assert_cmpfloat (c.fixed_mm, ==, 100); /* BG-8-d */
  g_assert_true (gg_bg_rules_terrain_cost (r, "river", GG_BG_ARM_INFANTRY, &c));
  g_assert_cmpfloat (c.per_cm, ==, 2); /* BG-8-a */
  g_assert_true (gg_bg_rules_terrain_cost (r, "hill", GG_BG_ARM_INFANTRY, &c));
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&c.info)); /* AMB-34 */
  g_assert_false (gg_bg_rules_terrain_cost (r, "moon", GG_BG_ARM_INFANTRY, &c));
  /* BG-11.4-c, BG-11.5-b */
  g_assert_true (gg_bg_rules_cavalry_may_charge (r, "orchard", NULL));
  g_assert_false (gg_bg_rules_cavalry_may_charge (r, "wood", NULL));
  g_assert_false (gg_bg_rules_cavalry_may_charge (r, "vineyard", NULL));
  g_assert_true (gg_bg_rules_assault_bonus_holds (r, "wood", NULL));
  g_assert_false (gg_bg_rules_assault_bonus_holds (r, "rice", NULL));
}

/* BG-6, BG-12.2-a, BG-11.8-a, T-07, T-08 */
static void
test_cover_and_modifiers (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgBgNumber n;

  g_assert_cmpint (gg_bg_rules_cover (r, GG_TERRAIN_TRENCH, &n), ==, GG_BG_COVER_FORTIFICATION);
  g_assert_cmpstr (n.rule, ==, "BG-6-b");
  g_assert_cmpint (gg_bg_rules_cover (r, GG_TERRAIN_WALL, NULL), ==, GG_BG_COVER_HARD);
  g_assert_cmpint (gg_bg_rules_cover (r, GG_TERRAIN_PALISADE, NULL), ==, GG_BG_COVER_HARD);
  g_assert_cmpint (gg_bg_rules_cover (r, GG_TERRAIN_HEDGE, NULL), ==, GG_BG_COVER_LIGHT);
  g_assert_cmpint (gg_bg_rules_cover (r, GG_TERRAIN_REEDS, NULL), ==, GG_BG_COVER_LIGHT);
  g_assert_cmpint (gg_bg_rules_cover (r, GG_TERRAIN_FIELD, NULL), ==, GG_BG_COVER_NONE);
  g_assert_true (gg_bg_rules_cover_modifier (r, "fire", GG_BG_COVER_FORTIFICATION, &n));
  g_assert_cmpfloat (n.value, ==, -3);
  g_assert_cmpstr (n.rule, ==, "BG-12.2-a");
  g_assert_true (gg_bg_rules_cover_modifier (r, "melee", GG_BG_COVER_HARD, &n));
  g_assert_cmpfloat (n.value, ==, 2);
  g_assert_cmpstr (n.rule, ==, "BG-11.8-a");
  g_assert_false (gg_bg_rules_cover_modifier (r, "fire", GG_BG_COVER_NONE, &n));
  g_assert_cmpfloat (gg_bg_rules_modifier (r, "fire", "pistol-mounted").value, ==,
                     -3); /* BG-12.2-g */
  g_assert_cmpfloat (gg_bg_rules_modifier (r, "fire", "pistol-on-foot").value, ==,
                     -2); /* BG-12.2-h */
  g_assert_cmpfloat (gg_bg_rules_modifier (r, "melee", "out-of-command").value, ==,
                     -4);                                                        /* BG-11.8-c */
  g_assert_cmpfloat (gg_bg_rules_modifier (r, "morale", "elite").value, ==, -2); /* BG-15.3-a */
  n = gg_bg_rules_modifier (r, "morale", "impopolare");
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&n)); /* AMB-09 */
}

/* BG-12.3-a with the house table (BG-MISS-02) */
static void
test_to_hit (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgBgRules) r28 = rules (28);
  GgBgNumber n;
  GgBgWeapon w;

  g_assert_true (gg_bg_rules_to_hit (r, GG_BG_WEAPON_RIFLE, 100, &n));
  g_assert_cmpfloat (n.value, ==, 4);
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&n));
  g_assert_cmpstr (n.rule, ==, "BG-MISS-02");
  g_assert_true (gg_bg_rules_to_hit (r, GG_BG_WEAPON_RIFLE, 150, &n));
  g_assert_cmpfloat (n.value, ==, 4);
  g_assert_true (gg_bg_rules_to_hit (r, GG_BG_WEAPON_RIFLE, 151, &n));
  g_assert_cmpfloat (n.value, ==, 6);
  g_assert_false (gg_bg_rules_to_hit (r, GG_BG_WEAPON_RIFLE, 601, &n));
  g_assert_true (gg_bg_rules_to_hit (r28, GG_BG_WEAPON_RIFLE, 601, &n)); /* BG-3.6-b */
  g_assert_cmpfloat (gg_bg_rules_max_range (r, GG_BG_WEAPON_BLUNDERBUSS).value, ==,
                     100); /* BG-15.2-c */
  g_assert_true (gg_bg_weapon_from_string ("round-shot", &w));
  g_assert_cmpint (w, ==, GG_BG_WEAPON_ROUND_SHOT);
}

/* BG-9-b with the house morale table (BG-MISS-01): higher is worse (BG-9-d) */
static void
test_morale_table (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  GgBgNumber n;
  GgBgMoraleOutcome prev = GG_BG_MORALE_NO_EFFECT;

  g_assert_cmpint (gg_bg_rules_morale_outcome (r, 10, 1, &n), ==, GG_BG_MORALE_NO_EFFECT);
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&n));
  g_assert_cmpint (gg_bg_rules_morale_outcome (r, 10, 20, NULL), ==, GG_BG_MORALE_LEADER_HIT);
  for (int roll = -5; roll <= 30; roll++)
    {
      GgBgMoraleOutcome o = gg_bg_rules_morale_outcome (r, 6, roll, NULL);

      g_assert_cmpint (o, >=, prev);
      prev = o;
    }
  /* smaller squads break sooner */
  g_assert_cmpint (gg_bg_rules_morale_outcome (r, 2, 12, NULL), >,
                   gg_bg_rules_morale_outcome (r, 10, 12, NULL));
  g_assert_true (gg_bg_rules_morale_passes (r, GG_BG_MORALE_EVENT, NULL)); /* BG-9-e */
  g_assert_false (gg_bg_rules_morale_passes (r, GG_BG_MORALE_FLEE, NULL));
}

/* BG-4.4-j house rose (BG-MISS-05, AMB-47) */
static void
test_rose (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  double bearing, dist;
  GgBgNumber n;

  g_assert_true (gg_bg_rules_rose (r, GG_BG_GUN_CANNON, 0, &bearing, &dist, &n));
  g_assert_cmpfloat (dist, ==, 0);
  g_assert_true (GG_BG_NUMBER_IS_HOUSE (&n));
  g_assert_true (gg_bg_rules_rose (r, GG_BG_GUN_HOWITZER, 3, &bearing, &dist, NULL));
  g_assert_cmpfloat (bearing, ==, 90);
  g_assert_cmpfloat (dist, ==, 75);
  g_assert_true (gg_bg_rules_rose (r, GG_BG_GUN_MORTAR, 9, &bearing, &dist, NULL));
  g_assert_cmpfloat (dist, ==, 100);
  g_assert_false (gg_bg_rules_rose (r, GG_BG_GUN_MORTAR, 10, &bearing, &dist, NULL));
}

/* T-02: BG-3.2-a/b/c; BG-4.4-g canister ±6.5° (AMB-45) */
static void
test_bases_and_constants (void)
{
  g_autoptr (GgBgRules) r = rules (20);
  double front, depth;
  GgBgNumber n;

  g_assert_true (gg_bg_rules_pair (r, "bases.20mm.foot", &front, &depth, &n));
  g_assert_cmpfloat (front, ==, 15);
  g_assert_cmpfloat (depth, ==, 20);
  g_assert_true (gg_bg_rules_pair (r, "bases.15mm.mounted", &front, &depth, NULL));
  g_assert_cmpfloat (depth, ==, 20);
  g_assert_true (gg_bg_rules_pair (r, "bases.28mm.gun", &front, &depth, NULL));
  g_assert_cmpfloat (front, ==, 60);
  g_assert_cmpfloat (depth, ==, 90);
  n = gg_bg_rules_number (r, "artillery.canister-half-angle");
  g_assert_cmpfloat (n.value, ==, 6.5);
  g_assert_cmpstr (n.rule, ==, "BG-4.4-g");
  g_assert_cmpfloat (gg_bg_rules_number (r, "artillery.canister-half-angle-11").value, ==, 5.5);
  g_assert_cmpfloat (gg_bg_rules_distance (r, "artillery.shell-radius").value, ==,
                     25); /* BG-4.4-j */
  g_assert_cmpfloat (gg_bg_rules_distance (r, "artillery.over-head-clear").value, ==,
                     500);                                                          /* BG-4.4-m */
  g_assert_cmpfloat (gg_bg_rules_number (r, "fire.arc-half-angle").value, ==, 45);  /* BG-3.1-f */
  g_assert_cmpfloat (gg_bg_rules_number (r, "victory.squad-leader").value, ==, 11); /* BG-16-b */
  g_assert_cmpstr (gg_bg_rules_text (r, "artillery.shell-hits-on", NULL), ==,
                   "even"); /* BG-4.4-k */
}

/* A club's table replaces ours and is reported as `club` (issue: "a club can load its own"). */
static void
test_club_overlay (void)
{
  static const char club_text[] =
    "format: gigogin-rules/1\nruleset: bella-gigogin\nfire:\n  to-hit:\n    rifle:\n"
    "      rows: [[20, 3]]\n      rule: BG-12.3-a\n      source: club\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRulesData) data = gg_rules_data_load_builtin ("bella-gigogin", &error);
  GgRulesData *club =
    gg_rules_data_load_data (club_text, sizeof club_text - 1, "club.yaml", &error);
  g_autoptr (GgBgRules) r = NULL;
  GgBgNumber n;

  g_assert_no_error (error);
  g_assert_true (gg_rules_data_overlay (data, club, &error));
  gg_rules_data_free (club);
  r = gg_bg_rules_new (g_steal_pointer (&data), 20);
  g_assert_true (gg_bg_rules_to_hit (r, GG_BG_WEAPON_RIFLE, 200, &n));
  g_assert_cmpfloat (n.value, ==, 3);
  g_assert_cmpint (n.source, ==, GG_RULE_SOURCE_CLUB);
}

/* BG-6-a: three kinds of protection, by terrain; BG-6-b fortification: trench, gabions; BG-6-c hard
 * cover: stone walls, stone houses, palisades; BG-6-d light cover: fences, hedges, rows of trees,
 * vineyards, orchards, woods (reed beds from BG-12.2-a); open ground, fields, water: none. Every
 * terrain kind walked against the specification. */
static void
test_cover_table (void)
{
  static const struct
  {
    GgTerrainKind kind;
    GgBgCover cover;
    const char *rule;
  } rows[] = {
    { GG_TERRAIN_TRENCH, GG_BG_COVER_FORTIFICATION, "BG-6-b" },
    { GG_TERRAIN_GABIONS, GG_BG_COVER_FORTIFICATION, "BG-6-b" },
    { GG_TERRAIN_BUILDING, GG_BG_COVER_HARD, "BG-6-c" },
    { GG_TERRAIN_WALL, GG_BG_COVER_HARD, "BG-6-c" },
    { GG_TERRAIN_PALISADE, GG_BG_COVER_HARD, "BG-6-c" },
    { GG_TERRAIN_FENCE, GG_BG_COVER_LIGHT, "BG-6-d" },
    { GG_TERRAIN_HEDGE, GG_BG_COVER_LIGHT, "BG-6-d" },
    { GG_TERRAIN_TREE_ROW, GG_BG_COVER_LIGHT, "BG-6-d" },
    { GG_TERRAIN_VINEYARD, GG_BG_COVER_LIGHT, "BG-6-d" },
    { GG_TERRAIN_ORCHARD, GG_BG_COVER_LIGHT, "BG-6-d" },
    { GG_TERRAIN_WOOD, GG_BG_COVER_LIGHT, "BG-6-d" },
    { GG_TERRAIN_REEDS, GG_BG_COVER_LIGHT, "BG-12.2-a" },
    { GG_TERRAIN_RICE, GG_BG_COVER_NONE, "BG-6-a" },
    { GG_TERRAIN_MARSH, GG_BG_COVER_NONE, "BG-6-a" },
    { GG_TERRAIN_RIVER, GG_BG_COVER_NONE, "BG-6-a" },
    { GG_TERRAIN_ROAD, GG_BG_COVER_NONE, "BG-6-a" },
    { GG_TERRAIN_HILL, GG_BG_COVER_NONE, "BG-6-a" },
    { GG_TERRAIN_LAKE, GG_BG_COVER_NONE, "BG-6-a" },
  };
  g_autoptr (GgBgRules) r = rules (20);

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GgBgNumber n;

      g_assert_cmpint (gg_bg_rules_cover (r, rows[i].kind, &n), ==, rows[i].cover);
      g_assert_cmpstr (n.rule, ==, rows[i].rule);
      g_assert_false (GG_BG_NUMBER_IS_HOUSE (&n));
    }
}

/* Numbers of the rulebook walked against the data file, each with the rule that states it:
 * BG-3.1-g melee arc 360°; BG-3.1-f fire arc 45° a side; BG-10.2-b (and BG-4.3-d) mounting or
 * dismounting costs 15 cm; BG-8-b each level of wall 5 cm, never for cavalry or guns; BG-10.6-b
 * guns do not ford a river unless the scenario says so. */
static void
test_numbers_table (void)
{
  static const struct
  {
    const char *path;
    double value;
    const char *rule;
  } rows[] = {
    { "fire.melee-arc", 360, "BG-3.1-g" },
    { "fire.arc-half-angle", 45, "BG-3.1-f" },
    { "movement.mount-dismount", 15, "BG-4.3-d" },
    { "movement.mass-minimum", 5, "BG-5-g" },
    { "movement.follower-radius", 15, "BG-5-b" },
    { "artillery.shell-radius", 2.5, "BG-4.4-j" },
    { "artillery.over-head-clear", 50, "BG-4.4-m" },
    { "characters.previdente-range", 50, "BG-15.1-d" },
    { "ambush.dummies-apart", 20, "BG-14.1-a" },
    { "victory.squad-leader", 11, "BG-16-b" },
  };
  g_autoptr (GgBgRules) r = rules (20);
  g_autoptr (GgBgRules) r28 = rules (28);
  GgBgTerrainCost c;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GgBgNumber n = gg_bg_rules_number (r, rows[i].path);

      g_assert_cmpfloat (n.value, ==, rows[i].value);
      g_assert_cmpstr (n.rule, ==, rows[i].rule);
      g_assert_false (GG_BG_NUMBER_IS_HOUSE (&n));
    }
  /* angles and counts are never scaled; the 15 cm of mounting is (BG-3.6-b) */
  g_assert_cmpfloat (gg_bg_rules_number (r28, "fire.melee-arc").value, ==, 360);
  g_assert_cmpfloat (gg_bg_rules_distance (r28, "movement.mount-dismount").value, ==, 225);
  g_assert_true (gg_bg_rules_terrain_cost (r, "wall-level", GG_BG_ARM_INFANTRY, &c));
  g_assert_cmpfloat (c.fixed_mm, ==, 50);
  g_assert_cmpfloat (c.per_cm, ==, 1);
  g_assert_cmpstr (c.info.rule, ==, "BG-8-b");
  g_assert_true (c.passable);
  g_assert_true (gg_bg_rules_terrain_cost (r, "wall-level", GG_BG_ARM_CAVALRY, &c));
  g_assert_false (c.passable);
  g_assert_true (gg_bg_rules_terrain_cost (r, "wall-level", GG_BG_ARM_ARTILLERY, &c));
  g_assert_false (c.passable);
  g_assert_true (gg_bg_rules_terrain_cost (r, "river", GG_BG_ARM_ARTILLERY, &c));
  g_assert_false (c.passable);
  g_assert_true (gg_bg_rules_terrain_cost (r, "river", GG_BG_ARM_CAVALRY, &c));
  g_assert_true (c.passable);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/rules/data-loads", test_data_loads);
  g_test_add_func ("/bg/rules/BG-MISS-01-02-05-house", test_missing_tables_are_house);
  g_test_add_func ("/bg/rules/command/BG-4.8-a-f", test_command_radii);
  g_test_add_func ("/bg/rules/movement/BG-4.2-h", test_movement);
  g_test_add_func ("/bg/rules/terrain/BG-8", test_terrain);
  g_test_add_func ("/bg/rules/cover/BG-6", test_cover_and_modifiers);
  g_test_add_func ("/bg/rules/to-hit/BG-12.3-a", test_to_hit);
  g_test_add_func ("/bg/rules/morale-table/BG-9-b", test_morale_table);
  g_test_add_func ("/bg/rules/rose/BG-4.4-j", test_rose);
  g_test_add_func ("/bg/rules/bases/BG-3.2", test_bases_and_constants);
  g_test_add_func ("/bg/rules/club-overlay", test_club_overlay);
  g_test_add_func ("/bg/rules/cover-table/BG-6-a", test_cover_table);
  g_test_add_func ("/bg/rules/numbers-table/BG-3.1-g", test_numbers_table);
  return g_test_run ();
}
