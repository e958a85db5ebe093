/* fuzz-roster.c: any bytes given to the roster loader give a roster or errors with a place; a
 * roster that loads is validated (every problem placed), and it saves to a file that loads again
 * and saves to the same bytes. */
#include <string.h>

#include "fuzz-common.h"
#include "gg-roster.h"

static void
check_problems (GgRoster *roster)
{
  g_autoptr (GPtrArray) problems = gg_roster_validate (roster);

  for (guint i = 0; i < problems->len; i++)
    {
      GgRosterProblem *p = g_ptr_array_index (problems, i);
      g_autoptr (GError) error = g_error_new_literal (GG_ROSTER_ERROR, 0, p->text);

      fuzz_assert_placed_error (error, "fuzz.yaml");
    }
}

static void
check_save_round_trip (GgRoster *roster)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = gg_roster_to_yaml (roster, &error);
  g_autoptr (GgRoster) again = NULL;
  g_autofree char *saved_again = NULL;

  g_assert_no_error (error);
  again = gg_roster_load_data (saved, strlen (saved), "saved.yaml", &error);
  g_assert_no_error (error);
  saved_again = gg_roster_to_yaml (again, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (saved, ==, saved_again);
  g_assert_cmpuint (gg_roster_count_figures (roster), ==, gg_roster_count_figures (again));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster)
    roster = gg_roster_load_data ((const char *) data, size, "fuzz.yaml", &error);

  if (roster == NULL)
    {
      fuzz_assert_placed_error (error, "fuzz.yaml");
      return 0;
    }
  check_problems (roster);
  check_save_round_trip (roster);
  return 0;
}
