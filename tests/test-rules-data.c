/* The rules-data format: entries with rule IDs and sources, lookup, club overlays, errors. */
#include <glib.h>
#include <string.h>

#include "gg-rules-data.h"

static const char *base_text =
  "format: gigogin-rules/1\nruleset: bella-gigogin\n"
  "command:\n"
  "  squad-leader: { value: 15, unit: cm, rule: BG-4.8-a, source: rulebook }\n"
  "  with-musician: { value: 50, unit: cm, rule: BG-4.8-d, source: rulebook }\n"
  "fire:\n"
  "  to-hit:\n"
  "    rule: BG-MISS-02\n"
  "    source: house\n"
  "    note: the rulebook's table did not survive\n"
  "    columns: [range, needed]\n"
  "    rows: [[short, 5], [long, 7]]\n";

static GgRulesData *
load (const char *text, GError **error)
{
  return gg_rules_data_load_data (text, strlen (text), "r.yaml", error);
}

static void
test_lookup (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRulesData) data = load (base_text, &error);
  GgRuleEntry entry;

  g_assert_no_error (error);
  g_assert_cmpstr (gg_rules_data_get_ruleset (data), ==, "bella-gigogin");
  g_assert_cmpfloat (gg_rules_data_get_number (data, "command.squad-leader", 0), ==, 15);
  g_assert_true (gg_rules_data_lookup (data, "command.with-musician", &entry));
  g_assert_cmpstr (entry.rule, ==, "BG-4.8-d");
  g_assert_cmpstr (entry.unit, ==, "cm");
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_RULEBOOK);
  g_assert_true (gg_rules_data_lookup (data, "fire.to-hit", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_HOUSE);
  g_assert_cmpint (entry.value->kind, ==, GG_YAML_SEQUENCE);
  g_assert_cmpuint (gg_yaml_sequence_size (entry.value), ==, 2);
  g_assert_false (gg_rules_data_lookup (data, "command.nothing", NULL));
}

static void
test_overlay (void)
{
  g_autoptr (GgRulesData) data = load (base_text, NULL);
  g_autoptr (GgRulesData) club = load ("format: gigogin-rules/1\nruleset: bella-gigogin\n"
                                       "fire:\n  to-hit: { rule: BG-MISS-02, source: house, "
                                       "rows: [[short, 4]] }\n",
                                       NULL);
  g_autoptr (GgRulesData) bad = load ("format: gigogin-rules/1\nruleset: bella-gigogin\n"
                                      "fire:\n  to-hti: { rule: X, source: house, value: 1 }\n",
                                      NULL);
  g_autoptr (GgRulesData) d6 = load ("format: gigogin-rules/1\nruleset: d6\n", NULL);
  g_autoptr (GError) error = NULL;
  GgRuleEntry entry;

  g_assert_true (gg_rules_data_overlay (data, club, &error));
  g_clear_pointer (&club, gg_rules_data_free);
  g_assert_true (gg_rules_data_lookup (data, "fire.to-hit", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_CLUB);
  g_assert_cmpuint (gg_yaml_sequence_size (entry.value), ==, 1);
  g_assert_false (gg_rules_data_overlay (data, bad, &error));
  g_assert_nonnull (strstr (error->message, "“fire.to-hti” is not an entry"));
  g_clear_error (&error);
  g_assert_false (gg_rules_data_overlay (data, d6, &error));
}

/* A club file with one good entry and one unknown entry is refused whole: the good entry must
 * not be laid over ours (it would point into the refused file's freed tree). */
static void
test_overlay_refused_changes_nothing (void)
{
  g_autoptr (GgRulesData) data = load (base_text, NULL);
  g_autoptr (GgRulesData)
    club = load ("format: gigogin-rules/1\nruleset: bella-gigogin\n"
                 "command:\n  squad-leader: { value: 99, rule: BG-4.8-a, "
                 "source: club }\n  typo: { value: 1, rule: X, source: club }\n",
                 NULL);
  g_autoptr (GError) error = NULL;
  GgRuleEntry entry;

  g_assert_nonnull (club);
  g_assert_false (gg_rules_data_overlay (data, club, &error));
  g_assert_nonnull (strstr (error->message, "“command.typo” is not an entry"));
  g_clear_pointer (&club, gg_rules_data_free);
  g_assert_true (gg_rules_data_lookup (data, "command.squad-leader", &entry));
  g_assert_cmpint (entry.source, ==, GG_RULE_SOURCE_RULEBOOK);
  g_assert_cmpfloat (gg_rules_data_get_number (data, "command.squad-leader", 0), ==, 15);
}

typedef struct
{
  const char *text;
  const char *expect;
} Bad;

static void
test_errors (void)
{
  static const Bad cases[] = {
    { "format: gigogin-game/1\n", "r.yaml:1:9: not a rules file" },
    { "format: gigogin-rules/1\n", "r.yaml:1:1: the rules file names no" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, source: house }\n",
      "r.yaml:3:4: a rules entry needs “rule”" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, rule: X }\n",
      "r.yaml:3:4: a rules entry needs “source”" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, rule: X, source: folklore }\n",
      "r.yaml:3:33: unknown source" },
    { "format: gigogin-rules/1\nruleset: d6\na: { value: 1, rule: X, source: house, colour: 2 }\n",
      "r.yaml:3:40: unknown key" },
    { "format: gigogin-rules/1\nruleset: d6\na: { b: 3 }\n", "r.yaml:3:9: a.b must be a mapping" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GgRulesData) data = load (cases[i].text, &error);

      g_assert_null (data);
      if (!g_str_has_prefix (error->message, cases[i].expect))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].expect);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-data/lookup", test_lookup);
  g_test_add_func ("/rules-data/overlay", test_overlay);
  g_test_add_func ("/rules-data/overlay/refused-changes-nothing",
                   test_overlay_refused_changes_nothing);
  g_test_add_func ("/rules-data/errors", test_errors);
  return g_test_run ();
}
