/* The d6 rules data file, its options, reports and exact odds. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "gg-d6-rules.h"

static GgD6Rules *
rules (void)
{
  g_autoptr (GError) error = NULL;
  GgD6Rules *r = gg_d6_rules_load_builtin (&error);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static void
check_entry (const GgRuleEntry *entry, gpointer user_data)
{
  guint *n = user_data;

  /* the activation schemes' numbers cite the board games (docs/rule-ids-board-games.txt) */
  if (g_str_has_prefix (entry->path, "activation.") ||
      g_str_has_prefix (entry->path, "options.poor-coordination") ||
      g_str_has_prefix (entry->path, "options.daisy-chain") ||
      g_str_has_prefix (entry->path, "options.activation"))
    g_assert_true (g_str_has_prefix (entry->rule, "VOL-") ||
                   g_str_has_prefix (entry->rule, "R59-") || g_str_has_prefix (entry->rule, "D6-"));
  else
    g_assert_true (g_str_has_prefix (entry->rule, "D6-"));
  g_assert_nonnull (entry->value);
  (*n)++;
}

/* Every entry of data/rules/d6.yaml names a D6 rule ID and a source. */
static void
test_data_loads (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  guint n = 0;

  g_assert_cmpstr (gg_rules_data_get_ruleset (gg_d6_rules_get_data (r)), ==, "d6");
  gg_rules_data_foreach (gg_d6_rules_get_data (r), check_entry, &n);
  g_assert_cmpuint (n, >, 100);
}

static void
count_sources (const GgRuleEntry *entry, gpointer user_data)
{
  guint *counts = user_data;

  counts[entry->source]++;
  if (entry->source == GG_RULE_SOURCE_RECONSTRUCTION)
    g_assert_nonnull (entry->note); /* a reconstruction says how it was rebuilt */
}

/* The garbled tables are marked as reconstructions (D6-TEST-6, D6-TEST-M1, D6-RNG-3). */
static void
test_reconstructions_marked (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  guint counts[4] = { 0 };
  GgRuleEntry entry;
  const char *const recon[] = { "test.bands",
                                "test.modifiers.unlabelled",
                                "range.canister",
                                "test.modifiers.italian-irregular-near-cavalry",
                                "move.direct-march-angle",
                                "casualties.example-table" };

  gg_rules_data_foreach (gg_d6_rules_get_data (r), count_sources, counts);
  g_assert_cmpuint (counts[GG_RULE_SOURCE_RULEBOOK], >, 50);
  g_assert_cmpuint (counts[GG_RULE_SOURCE_RECONSTRUCTION], >=, G_N_ELEMENTS (recon));
  for (guint i = 0; i < G_N_ELEMENTS (recon); i++)
    {
      g_assert_true (gg_rules_data_lookup (gg_d6_rules_get_data (r), recon[i], &entry));
      g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_RECONSTRUCTION);
    }
  g_assert_true (gg_rules_data_lookup (gg_d6_rules_get_data (r), "test.bands", &entry));
  g_assert_cmpstr (entry.rule, ==, "D6-TEST-6");
}

/* D6-GEN-3: Trained plus 1d6, Veteran plus 2d6; D6-GEN-7: large is 12 figures or more. */
static void
test_class_and_large (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  GgD6Unit u = { .strength = 12, .klass = GG_D6_GREEN };

  g_assert_cmpint (gg_d6_rules_bonus_dice (r, GG_D6_GREEN), ==, 0);
  g_assert_cmpint (gg_d6_rules_bonus_dice (r, GG_D6_TRAINED), ==, 1);
  g_assert_cmpint (gg_d6_rules_bonus_dice (r, GG_D6_VETERAN), ==, 2);
  g_assert_true (gg_d6_unit_is_large (r, &u));
  u.strength = 11;
  g_assert_false (gg_d6_unit_is_large (r, &u));
  u.elite = TRUE; /* D6-AMB-44: elite counts as Veteran */
  g_assert_cmpint (gg_d6_unit_class (&u), ==, GG_D6_VETERAN);
  g_assert_cmpint (gg_d6_rules_int (r, "general.die-faces"), ==, 6); /* D6-GEN-1 */
}

/* Every ambiguity option's default is one of its choices; choices can be set and checked. */
static void
test_options (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  const char *const *names = gg_d6_rules_list_options (r);
  g_autoptr (GError) error = NULL;
  guint n = 0;

  for (; names[n] != NULL; n++)
    {
      const char *const *choices = gg_d6_rules_option_choices (r, names[n]);

      g_assert_cmpuint (g_strv_length ((char **) choices), >=, 2);
      g_assert_true (g_strv_contains (choices, gg_d6_rules_option_default (r, names[n])));
      g_assert_true (gg_d6_rules_option_is (r, names[n], gg_d6_rules_option_default (r, names[n])));
      for (guint c = 0; choices[c] != NULL; c++) /* exactly the default is set */
        g_assert_cmpint (gg_d6_rules_option_is (r, names[n], choices[c]), ==,
                         g_str_equal (choices[c], gg_d6_rules_option_default (r, names[n])));
    }
  g_assert_cmpuint (n, >=, 15);
  g_assert_true (gg_d6_rules_option_is (r, "test-die-face-counts", "true")); /* D6-AMB-1 */
  g_assert_true (gg_d6_rules_set_option (r, "test-die-face-counts", "false", &error));
  g_assert_true (gg_d6_rules_option_is (r, "test-die-face-counts", "false"));
  g_assert_false (gg_d6_rules_set_option (r, "test-die-face-counts", "maybe", &error));
  g_assert_nonnull (strstr (error->message, "expected one of: true, false"));
  g_clear_error (&error);
  g_assert_false (gg_d6_rules_set_option (r, "no-such", "x", &error));
}

/* Table cells: D6-RNG-1 muskets 3"/6", carbines long nil (D6-RNG-4), guns canister 6 (D6-RNG-3). */
static void
test_rows (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  double v;

  g_assert_true (gg_d6_rules_row_number (r, "range.short-long", "muskets", 2, &v));
  g_assert_cmpfloat (v, ==, 6);
  g_assert_false (gg_d6_rules_row_number (r, "range.short-long", "carbines-pistols", 2, &v));
  g_assert_true (gg_d6_rules_row_number (r, "range.canister", "guns", 1, &v));
  g_assert_cmpfloat (v, ==, 6);
  g_assert_false (gg_d6_rules_row_number (r, "range.canister", "muskets", 1, &v));
}

static void
enumerate (int n, int depth, int sum, int *counts)
{
  if (depth == n)
    {
      counts[sum]++;
      return;
    }
  for (int f = 1; f <= 6; f++)
    enumerate (n, depth + 1, sum + f, counts);
}

/* Sum odds equal brute-force enumeration of every outcome, and sum to 1. */
static void
test_odds_sum (void)
{
  for (int n = 0; n <= 5; n++)
    {
      double p[31];
      int counts[31] = { 0 };
      double total = 0, all = pow (6, n);

      gg_d6_odds_sum (n, p);
      enumerate (n, 0, 0, counts);
      for (int s = 0; s <= 6 * n; s++)
        {
          g_assert_cmpfloat_with_epsilon (p[s], counts[s] / all, 1e-12);
          total += p[s];
        }
      g_assert_cmpfloat_with_epsilon (total, 1, 1e-12);
    }
}

/* Each 6 is a hit (D6-FIRE-7): binomial odds against enumeration. */
static void
test_odds_successes (void)
{
  int counts[4] = { 0 };

  for (int a = 1; a <= 6; a++)
    for (int b = 1; b <= 6; b++)
      for (int c = 1; c <= 6; c++)
        counts[(a == 6) + (b == 6) + (c == 6)]++;
  for (int k = 0; k <= 3; k++)
    g_assert_cmpfloat_with_epsilon (gg_d6_odds_successes (3, k, 6), counts[k] / 216.0, 1e-12);
  g_assert_cmpfloat (gg_d6_odds_successes (3, 4, 6), ==, 0);
}

/* Same seed, same dice; entered dice are logged as entered; report text names rule IDs. */
static void
test_report_roll_replay (void)
{
  g_autoptr (GgD6Rules) r = rules ();
  g_autoptr (GgDice) d1 = gg_dice_new (42);
  g_autoptr (GgDice) d2 = gg_dice_new (42);
  g_autoptr (GgD6Report) a = gg_d6_report_new ();
  g_autoptr (GgD6Report) b = gg_d6_report_new ();
  g_autoptr (GgD6Report) c = gg_d6_report_new ();
  g_autofree char *text = NULL;
  const int real[] = { 6, 2, 6 };
  const int bad[] = { 7 };

  gg_d6_report_roll (a, d1, 10, NULL, "fire");
  gg_d6_report_roll (b, d2, 10, NULL, "fire");
  for (int i = 0; i < 10; i++)
    g_assert_cmpint (g_array_index (a->rolls, int, i), ==, g_array_index (b->rolls, int, i));
  g_assert_true (gg_d6_report_roll (c, d1, 3, real, "fire"));
  g_assert_cmpint (gg_d6_report_count_at_least (c, 6), ==, 2);
  g_assert_cmpint (gg_d6_report_sum (c), ==, 14);
  g_assert_true (gg_dice_get_roll (d1, 10)->entered);
  g_assert_false (gg_d6_report_roll (c, d1, 1, bad, "fire"));
  gg_d6_report_add (c, r, "fire.dense-dice", 2, "dense");
  c->dice = 3;
  {
    g_autoptr (GgLogText) log = gg_log_text_new ();

    gg_d6_report_to_log (c, log);
    text = gg_log_text_render (log);
  }
  g_assert_nonnull (strstr (text, "  +2  dense (D6-FIRE-10)\n"));
  g_assert_nonnull (strstr (text, "Rolled: 6 2 6"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/rules/data-loads", test_data_loads);
  g_test_add_func ("/d6/rules/reconstructions-marked/D6-TEST-6", test_reconstructions_marked);
  g_test_add_func ("/d6/rules/class/D6-GEN-3/D6-GEN-7", test_class_and_large);
  g_test_add_func ("/d6/rules/options/D6-AMB-1", test_options);
  g_test_add_func ("/d6/rules/rows/D6-RNG-1", test_rows);
  g_test_add_func ("/d6/odds/sum", test_odds_sum);
  g_test_add_func ("/d6/odds/sixes/D6-FIRE-7", test_odds_successes);
  g_test_add_func ("/d6/report/roll-replay", test_report_roll_replay);
  return g_test_run ();
}
