/* fuzz-rules-data.c: any bytes given to the rules-data loader (a club's own table file) give
 * rules data or a placed error; rules data that loads can be walked entry by entry, and laid
 * over the built-in rule set it names either cleanly or with a placed error. */
#include <string.h>

#include "fuzz-common.h"
#include "gg-rules-data.h"

static void
touch_entry (const GgRuleEntry *entry, gpointer user_data)
{
  guint *count = user_data;

  g_assert_nonnull (entry->path);
  g_assert_nonnull (entry->rule);
  g_assert_nonnull (entry->value);
  g_assert_cmpint (entry->source, <=, GG_RULE_SOURCE_CLUB);
  (*count)++;
}

static void
check_overlay (GgRulesData *club)
{
  const char *ruleset = gg_rules_data_get_ruleset (club);
  g_autoptr (GgRulesData) builtin = NULL;
  g_autoptr (GError) error = NULL;
  guint before = 0, after = 0;

  if (g_strcmp0 (ruleset, "bella-gigogin") != 0 && g_strcmp0 (ruleset, "d6") != 0)
    return;
  builtin = gg_rules_data_load_builtin (ruleset, &error);
  g_assert_no_error (error);
  gg_rules_data_foreach (builtin, touch_entry, &before);
  if (!gg_rules_data_overlay (builtin, club, &error))
    fuzz_assert_placed_error (error, "fuzz.yaml");
  gg_rules_data_foreach (builtin, touch_entry, &after);
  g_assert_cmpuint (before, ==, after); /* an overlay replaces entries, never adds or drops */
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRulesData)
    rules = gg_rules_data_load_data ((const char *) data, size, "fuzz.yaml", &error);
  guint count = 0;

  if (rules == NULL)
    {
      fuzz_assert_placed_error (error, "fuzz.yaml");
      return 0;
    }
  gg_rules_data_foreach (rules, touch_entry, &count);
  check_overlay (rules);
  return 0;
}
