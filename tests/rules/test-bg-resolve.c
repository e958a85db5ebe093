/* Morale, fire and casualties of La Bella Gigogin, with their exact odds. */
#include <glib.h>
#include <math.h>

#include "gg-bg-resolve.h"

static GgBgRules *
rules (void)
{
  return gg_bg_rules_new_builtin (20, NULL);
}

static double
sum (const double *p, guint n)
{
  double s = 0;

  for (guint i = 0; i < n; i++)
    s += p[i];
  return s;
}

static gboolean
has_rule (GArray *mods, const char *rule, double value)
{
  for (guint i = 0; i < mods->len; i++)
    if (g_str_equal (g_array_index (mods, GgBgModifier, i).rule, rule) &&
        g_array_index (mods, GgBgModifier, i).value == value)
      return TRUE;
  return FALSE;
}

/* BG-3.3-b: face 0 is worth 0; the successes distribution is exact */
static void
test_odds (void)
{
  double p[3] = { 0.5, 0.5, 0.5 };
  g_autofree double *o = gg_bg_successes_odds (p, 3);

  g_assert_cmpfloat_with_epsilon (gg_bg_d10_p_at_least (5, 0), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_bg_d10_p_at_least (0, 0), 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_bg_d10_p_at_least (9, -1), 0, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_bg_d10_p_at_least (6, 1), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (o[0], 0.125, 1e-12);
  g_assert_cmpfloat_with_epsilon (o[1], 0.375, 1e-12);
  g_assert_cmpfloat_with_epsilon (o[3], 0.125, 1e-12);
}

/* BG-9-d, appendix B case 15: veteran out of command = 0; recruit out of command = +2;
 * elite veteran = -3 (BG-15.3-a, AMB-60) */
static void
test_morale_modifiers (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgMoraleInput vet = { .figures = 8,
                          .out_of_command = TRUE,
                          .training = GG_BG_TRAINING_VETERANS };
  GgBgMoraleInput rec = { .figures = 8,
                          .out_of_command = TRUE,
                          .training = GG_BG_TRAINING_RECRUITS };
  GgBgMoraleInput elite = { .figures = 8, .elite = TRUE, .training = GG_BG_TRAINING_VETERANS };
  GgBgMoraleInput ff = { .figures = 8, .friendly_fire = TRUE };
  GgBgMorale m;

  gg_bg_morale_prepare (r, &vet, &m);
  g_assert_cmpint (m.total_modifier, ==, 0);
  g_assert_true (has_rule (m.modifiers, "BG-9-d", 1));
  g_assert_true (has_rule (m.modifiers, "BG-9-d", -1));
  gg_bg_morale_clear (&m);
  gg_bg_morale_prepare (r, &rec, &m);
  g_assert_cmpint (m.total_modifier, ==, 2);
  gg_bg_morale_clear (&m);
  gg_bg_morale_prepare (r, &elite, &m);
  g_assert_cmpint (m.total_modifier, ==, -3);
  g_assert_true (has_rule (m.modifiers, "BG-15.3-a", -2));
  gg_bg_morale_clear (&m);
  gg_bg_morale_prepare (r, &ff, &m); /* BG-4.4-o */
  g_assert_cmpint (m.total_modifier, ==, 2);
  g_assert_true (has_rule (m.modifiers, "BG-4.4-o", 2));
  g_assert_true (m.house); /* the morale table is a house table (BG-MISS-01) */
  gg_bg_morale_clear (&m);
}

/* BG-9-b: the odds are exact and sum to 1; the roll agrees with the table */
static void
test_morale_roll (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (11);
  GgBgMoraleInput in = { .figures = 10 };
  GgBgMorale m;

  gg_bg_morale_prepare (r, &in, &m);
  g_assert_cmpfloat_with_epsilon (sum (m.odds, GG_BG_MORALE_N_OUTCOMES), 1, 1e-12);
  /* house table, 8-10 figures: no effect on 1..12 */
  g_assert_cmpfloat_with_epsilon (m.odds[GG_BG_MORALE_NO_EFFECT], 12 / 20.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (m.odds[GG_BG_MORALE_LEADER_HIT], 1 / 20.0, 1e-12);
  gg_bg_morale_clear (&m);
  for (int i = 0; i < 50; i++)
    {
      gg_bg_morale_roll (r, dice, &in, &m);
      g_assert_cmpuint (m.n_rolls, ==, 1);
      g_assert_cmpint (m.outcome, ==, gg_bg_rules_morale_outcome (r, 10, m.rolls[0], NULL));
      g_assert_cmpint (gg_dice_get_roll (dice, gg_dice_get_n_rolls (dice) - 1)->kind, ==,
                       GG_DIE_D20);
      gg_bg_morale_clear (&m);
    }
}

/* BG-15.1-b Carismatico: an extra die, the better kept; BG-15.1-a Fortunato: saved on 0-4 */
static void
test_morale_characters (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (2);
  GgBgMoraleInput plain = { .figures = 10 };
  GgBgMoraleInput charis = { .figures = 10, .extra_die = TRUE };
  GgBgMoraleInput lucky = { .figures = 10, .fortunato = TRUE };
  GgBgMorale a, b, c;

  gg_bg_morale_prepare (r, &plain, &a);
  gg_bg_morale_prepare (r, &charis, &b);
  gg_bg_morale_prepare (r, &lucky, &c);
  g_assert_cmpfloat (b.odds[GG_BG_MORALE_NO_EFFECT], >, a.odds[GG_BG_MORALE_NO_EFFECT]);
  /* leader hit only on 20 with both dice: 1/400 */
  g_assert_cmpfloat_with_epsilon (b.odds[GG_BG_MORALE_LEADER_HIT], 1 / 400.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (sum (b.odds, GG_BG_MORALE_N_OUTCOMES), 1, 1e-12);
  g_assert_cmpfloat_with_epsilon (c.odds[GG_BG_MORALE_LEADER_HIT],
                                  a.odds[GG_BG_MORALE_LEADER_HIT] / 2, 1e-12);
  gg_bg_morale_clear (&a);
  gg_bg_morale_clear (&c);
  gg_bg_morale_clear (&b);
  for (int i = 0; i < 30; i++)
    {
      gg_bg_morale_roll (r, dice, &charis, &b);
      g_assert_cmpuint (b.n_rolls, ==, 2);
      g_assert_cmpint (b.kept, ==, MIN (b.rolls[0], b.rolls[1]));
      gg_bg_morale_clear (&b);
    }
}

/* BG-4.2-c/e, BG-4.3-b/e, BG-3.1-f, BG-3.5-a, BG-12.2-j: who may fire */
static void
test_fire_eligible (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgFirer ok = { "f", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1, FALSE };
  GgBgFirer f;
  const char *rule;

  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &ok, &rule), ==, GG_BG_FIRE_OK);
  f = ok, f.officer = TRUE;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, &rule), ==, GG_BG_FIRE_OFFICER);
  g_assert_cmpstr (rule, ==, "BG-4.2-c");
  f = ok, f.needs_reload = TRUE;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, NULL), ==,
                   GG_BG_FIRE_NOT_LOADED);
  f = ok, f.visible = FALSE;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, NULL), ==,
                   GG_BG_FIRE_NOT_VISIBLE);
  f = ok, f.in_arc = FALSE;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, NULL), ==,
                   GG_BG_FIRE_OUT_OF_ARC);
  f = ok, f.rank = 2, f.touches_front = TRUE;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, NULL), ==, GG_BG_FIRE_OK);
  f.touches_front = FALSE; /* BG-4.2-e: in base contact */
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, NULL), ==, GG_BG_FIRE_RANK);
  f = ok, f.rank = 3, f.touches_front = TRUE;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, NULL), ==, GG_BG_FIRE_RANK);
  f = ok, f.rank = 2, f.touches_front = TRUE; /* BG-4.3-b: cavalry, first rank only */
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_CAVALRY, &f, NULL), ==, GG_BG_FIRE_RANK);
  f = ok, f.horse_holder = TRUE;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_CAVALRY, &f, NULL), ==,
                   GG_BG_FIRE_HORSE_HOLDER);
  f = ok, f.range_mm = 2000;
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_INFANTRY, &f, NULL), ==,
                   GG_BG_FIRE_OUT_OF_RANGE);
}

/* T-07 and appendix B case 17: rifle at a mounted target behind a hedge, in open order, one
 * level higher = -2; with a smoothbore -3 (BG-12.2-a…f, BG-12.2-i) */
static void
test_fire_modifiers (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgFirer rifle = { "r", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1 };
  GgBgFirer musket = { "m", GG_BG_WEAPON_SMOOTHBORE, 100, TRUE, TRUE, 1 };
  GgBgFirer pistol = { "p", GG_BG_WEAPON_PISTOL, 40, TRUE, TRUE, 1, FALSE, TRUE };
  GgBgFirer blunder = { "b", GG_BG_WEAPON_BLUNDERBUSS, 40, TRUE, TRUE, 1 };
  GgBgFireTarget t = { GG_BG_COVER_LIGHT, TRUE, TRUE, FALSE, 1 };
  GgBgFireTarget fort = { GG_BG_COVER_FORTIFICATION, TRUE, FALSE, TRUE, 0, TRUE };
  g_autoptr (GArray) m1 = gg_bg_modifiers_new ();
  g_autoptr (GArray) m2 = gg_bg_modifiers_new ();
  g_autoptr (GArray) m3 = gg_bg_modifiers_new ();
  g_autoptr (GArray) m4 = gg_bg_modifiers_new ();
  g_autoptr (GArray) m5 = gg_bg_modifiers_new ();

  gg_bg_fire_modifiers (r, &rifle, &t, m1);
  g_assert_cmpfloat (gg_bg_modifiers_total (m1), ==, -2);
  g_assert_true (has_rule (m1, "BG-12.2-a", -1));
  g_assert_true (has_rule (m1, "BG-12.2-b", -1));
  g_assert_true (has_rule (m1, "BG-12.2-c", 1));
  g_assert_true (has_rule (m1, "BG-12.2-e", -1));
  gg_bg_fire_modifiers (r, &musket, &t, m2);
  g_assert_cmpfloat (gg_bg_modifiers_total (m2), ==, -3);
  g_assert_true (has_rule (m2, "BG-12.2-f", -1));
  gg_bg_fire_modifiers (r, &pistol, &fort, m3); /* BG-12.2-g, -a, -b, -d, BG-15.1-q */
  g_assert_cmpfloat (gg_bg_modifiers_total (m3), ==, -3 - 1 + 1 - 3 + 1);
  g_assert_true (has_rule (m3, "BG-12.2-g", -3));
  g_assert_true (has_rule (m3, "BG-12.2-d", 1));
  g_assert_true (has_rule (m3, "BG-15.1-q", 1));
  gg_bg_fire_modifiers (r, &blunder, &t, m4); /* BG-15.2-c: cover modifiers only */
  g_assert_cmpfloat (gg_bg_modifiers_total (m4), ==, -1);
  pistol.mounted = FALSE;
  gg_bg_fire_modifiers (r, &pistol, &(GgBgFireTarget){ 0 }, m5);
  g_assert_true (has_rule (m5, "BG-12.2-h", -2));
}

/* BG-4.2-d: one D10 per firer; BG-12.1-i: rolled separately; odds sum to 1; replay */
static void
test_fire_roll (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgFirer firers[4] = {
    { "a", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1 },
    { "b", GG_BG_WEAPON_SMOOTHBORE, 200, TRUE, TRUE, 1 },
    { "c", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1, FALSE, FALSE, TRUE }, /* must reload */
    { "d", GG_BG_WEAPON_PRECISION_RIFLE, 500, TRUE, TRUE, 2, TRUE },
  };
  GgBgFireTarget t = { .open_order = TRUE };
  int hits[2];

  for (int run = 0; run < 2; run++)
    {
      g_autoptr (GgDice) dice = gg_dice_new (77);
      GgBgFire fire;

      gg_bg_fire_roll (r, dice, GG_BG_ARM_INFANTRY, firers, 4, &t, &fire);
      g_assert_cmpuint (fire.n_firing, ==, 3);
      g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 3);
      g_assert_cmpfloat_with_epsilon (sum (fire.odds, fire.n_firing + 1), 1, 1e-12);
      g_assert_true (fire.house); /* "Per colpire" is a house table */
      for (guint i = 0; i < fire.shots->len; i++)
        {
          GgBgShot *s = &g_array_index (fire.shots, GgBgShot, i);

          if (s->reason == GG_BG_FIRE_OK)
            g_assert_cmpint (s->hit, ==, s->roll + s->total_modifier >= s->hit_on.value);
          else
            g_assert_cmpint (s->roll, ==, -1);
        }
      /* rifle at 10 cm, open order: needs 4 at -1 -> 5..9 = 1/2 */
      g_assert_cmpfloat_with_epsilon (g_array_index (fire.shots, GgBgShot, 0).p_hit, 0.5, 1e-12);
      hits[run] = fire.hits;
      gg_bg_fire_clear (&fire);
    }
  g_assert_cmpint (hits[0], ==, hits[1]);
}

/* BG-15.1-u: small targets at -2 and hits confirmed only by a 6 */
static void
test_fire_small_target (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (9);
  GgBgFirer f = { "a", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1 };
  GgBgFireTarget t = { .small_target = TRUE };

  for (int i = 0; i < 40; i++)
    {
      GgBgFire fire;
      GgBgShot *s;

      gg_bg_fire_roll (r, dice, GG_BG_ARM_INFANTRY, &f, 1, &t, &fire);
      s = &g_array_index (fire.shots, GgBgShot, 0);
      g_assert_cmpfloat_with_epsilon (s->p_hit, 0.4 * 0.1, 1e-12);
      if (s->hit)
        g_assert_cmpint (s->confirm_roll, ==, 6);
      gg_bg_fire_clear (&fire);
    }
}

/* BG-12.1-j overkill ignored; BG-12.4-d a pair of D10 per loss, doubles forced onto important
 * pieces; odds of forced losses are binomial(losses, 1/10) */
static void
test_casualties (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (4);
  GgBgCasualtyInput in = { 5, 3, 0 };
  GgBgCasualtyInput guns = { 3, 6, 2 };
  GgBgCasualties c;
  int forced = 0;

  gg_bg_casualties_allocate (r, dice, &in, &c);
  g_assert_cmpint (c.losses, ==, 3);
  g_assert_cmpint (c.overkill, ==, 2);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 0);
  gg_bg_casualties_clear (&c);
  for (int i = 0; i < 200; i++)
    {
      gg_bg_casualties_allocate (r, dice, &guns, &c);
      g_assert_cmpuint (c.pairs->len, ==, 6);
      g_assert_cmpfloat_with_epsilon (c.odds[0], 0.729, 1e-12);
      g_assert_cmpuint (c.n_odds, ==, 3);
      g_assert_cmpfloat_with_epsilon (sum (c.odds, c.n_odds), 1, 1e-12);
      forced = 0;
      for (guint k = 0; k < c.pairs->len; k += 2)
        forced += g_array_index (c.pairs, int, k) == g_array_index (c.pairs, int, k + 1);
      g_assert_cmpint (c.forced_important, ==, MIN (forced, 2));
      gg_bg_casualties_clear (&c);
    }
}

/* BG-7-a, BG-7-b: the figures that see some figure of the target squad fire, the others do not;
 * BG-12.1-a: squad leaders fire too, officers and musicians never; BG-12.1-e: infantry of the
 * first two ranks (the second touching the first), cavalry of the first only; BG-12.1-g: one D10
 * for each figure with the target within range. */
static void
test_who_fires (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (31);
  GgBgFirer firers[] = {
    { "leader", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1 },
    { "private", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 2, TRUE },
    { "blind", GG_BG_WEAPON_RIFLE, 100, FALSE, TRUE, 1 },
    { "third-rank", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 3, TRUE },
    { "drummer", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1, FALSE, FALSE, FALSE, TRUE },
    { "far", GG_BG_WEAPON_RIFLE, 700, TRUE, TRUE, 1 },
  };
  static const GgBgFireReason expected[] = { GG_BG_FIRE_OK,          GG_BG_FIRE_OK,
                                             GG_BG_FIRE_NOT_VISIBLE, GG_BG_FIRE_RANK,
                                             GG_BG_FIRE_OFFICER,     GG_BG_FIRE_OUT_OF_RANGE };
  GgBgFireTarget t = { .open_order = TRUE };
  GgBgFire fire;

  gg_bg_fire_roll (r, dice, GG_BG_ARM_INFANTRY, firers, G_N_ELEMENTS (firers), &t, &fire);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (g_array_index (fire.shots, GgBgShot, i).reason, ==, expected[i]);
  g_assert_cmpuint (fire.n_firing, ==, 2);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 2);
  g_assert_cmpstr (g_array_index (fire.shots, GgBgShot, 2).reason_rule, ==, "BG-12.2-j");
  g_assert_cmpstr (g_array_index (fire.shots, GgBgShot, 5).reason_rule, ==, "BG-12.1-g");
  gg_bg_fire_clear (&fire);
  /* the same second-rank figure mounted: cavalry fire from the first rank only */
  g_assert_cmpint (gg_bg_fire_eligible (r, GG_BG_ARM_CAVALRY, &firers[1], NULL), ==,
                   GG_BG_FIRE_RANK);
}

/* BG-12.1-k: fire split over the parts of a partly covered squad: each part has its own cover
 * modifier, its casualties are its own, and overkill on a part is ignored; BG-7-c: only visible
 * figures can be casualties. */
static void
test_fire_by_parts (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (3);
  GgBgFirer f = { "f", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1 };
  GgBgFireTarget open = { .open_order = TRUE }, hedge = { GG_BG_COVER_LIGHT, TRUE };
  GgBgFire a, b;
  GgBgCasualtyInput in_open = { 4, 1, 0 }, behind = { 1, 3, 0 };
  GgBgCasualties ca, cb;

  gg_bg_fire_prepare (r, GG_BG_ARM_INFANTRY, &f, 1, &open, &a);
  gg_bg_fire_prepare (r, GG_BG_ARM_INFANTRY, &f, 1, &hedge, &b);
  g_assert_cmpint (g_array_index (a.shots, GgBgShot, 0).total_modifier, ==, -1);
  g_assert_cmpint (g_array_index (b.shots, GgBgShot, 0).total_modifier, ==, -2);
  g_assert_cmpfloat (a.odds[1], >, b.odds[1]);
  gg_bg_casualties_allocate (r, dice, &in_open, &ca);
  gg_bg_casualties_allocate (r, dice, &behind, &cb);
  g_assert_cmpint (ca.losses, ==, 1); /* one visible figure in the open: 3 hits wasted */
  g_assert_cmpint (ca.overkill, ==, 3);
  g_assert_cmpint (cb.losses, ==, 1);
  g_assert_cmpint (cb.overkill, ==, 0);
  gg_bg_fire_clear (&a);
  gg_bg_fire_clear (&b);
  gg_bg_casualties_clear (&ca);
  gg_bg_casualties_clear (&cb);
}

/* BG-15.1-v: the Little Lombard Look-out up his tree: -2, and a hit counts only on a 6. */
static void
test_vedetta (void)
{
  g_autoptr (GgBgRules) r = rules ();
  GgBgFirer f = { "f", GG_BG_WEAPON_RIFLE, 100, TRUE, TRUE, 1 };
  GgBgFireTarget tree = { .small_target = TRUE }, plain = { 0 };
  GgBgFire a, b;
  GgBgShot *s;

  gg_bg_fire_prepare (r, GG_BG_ARM_INFANTRY, &f, 1, &tree, &a);
  gg_bg_fire_prepare (r, GG_BG_ARM_INFANTRY, &f, 1, &plain, &b);
  s = &g_array_index (a.shots, GgBgShot, 0);
  g_assert_cmpint (s->total_modifier, ==, -2);
  /* needs 4 at -2: 6..9 = 4/10, then exactly 6 on the confirming D10 = 1/10 */
  g_assert_cmpfloat_with_epsilon (s->p_hit, 0.04, 1e-12);
  g_assert_cmpfloat_with_epsilon (g_array_index (b.shots, GgBgShot, 0).p_hit, 0.6, 1e-12);
  gg_bg_fire_clear (&a);
  gg_bg_fire_clear (&b);
}

/* BG-9-c: the modified roll (D20 plus every modifier) is what enters the table. */
static void
test_morale_modified (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (19);
  GgBgMoraleInput in = { .figures = 6,
                         .out_of_command = TRUE,
                         .training = GG_BG_TRAINING_RECRUITS };

  for (int i = 0; i < 40; i++)
    {
      GgBgMorale m;

      gg_bg_morale_roll (r, dice, &in, &m);
      g_assert_cmpint (m.total_modifier, ==, 2);
      g_assert_cmpint (m.modified, ==, m.kept + 2);
      g_assert_cmpint (m.outcome, ==, gg_bg_rules_morale_outcome (r, 6, m.kept + 2, NULL));
      gg_bg_morale_clear (&m);
    }
}

/* BG-12.4-b: when the target holds important pieces the loss dice are rolled, two D10 a loss;
 * without any, nothing is rolled. */
static void
test_important_pieces (void)
{
  g_autoptr (GgBgRules) r = rules ();
  g_autoptr (GgDice) dice = gg_dice_new (23);
  GgBgCasualtyInput plain = { 2, 5, 0 }, crew = { 2, 5, 3 };
  GgBgCasualties c;

  gg_bg_casualties_allocate (r, dice, &plain, &c);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 0);
  g_assert_cmpint (c.forced_important, ==, 0);
  gg_bg_casualties_clear (&c);
  gg_bg_casualties_allocate (r, dice, &crew, &c);
  g_assert_cmpuint (gg_dice_get_n_rolls (dice), ==, 4);
  g_assert_cmpfloat_with_epsilon (c.odds[0], 0.81, 1e-12);
  gg_bg_casualties_clear (&c);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/odds/BG-3.3-b", test_odds);
  g_test_add_func ("/bg/morale/modifiers/BG-9-d", test_morale_modifiers);
  g_test_add_func ("/bg/morale/roll/BG-9-b", test_morale_roll);
  g_test_add_func ("/bg/morale/characters/BG-15.1-a-b", test_morale_characters);
  g_test_add_func ("/bg/fire/eligible/BG-4.2-e", test_fire_eligible);
  g_test_add_func ("/bg/fire/modifiers/BG-12.2", test_fire_modifiers);
  g_test_add_func ("/bg/fire/roll/BG-4.2-d", test_fire_roll);
  g_test_add_func ("/bg/fire/small-target/BG-15.1-u", test_fire_small_target);
  g_test_add_func ("/bg/casualties/BG-12.4-d", test_casualties);
  g_test_add_func ("/bg/fire/who-fires/BG-7-b", test_who_fires);
  g_test_add_func ("/bg/fire/parts/BG-12.1-k", test_fire_by_parts);
  g_test_add_func ("/bg/fire/vedetta/BG-15.1-v", test_vedetta);
  g_test_add_func ("/bg/morale/modified/BG-9-c", test_morale_modified);
  g_test_add_func ("/bg/casualties/important/BG-12.4-b", test_important_pieces);
  return g_test_run ();
}
