/* The sequence of play (D6-SEQ). */
#include <glib.h>
#include <string.h>

#include "gg-d6-turn.h"

/* D6-SEQ-2 / D6-SEQ-3 / D6-SEQ-4: A's Fog, Move (5 steps), Fire, Melee, Morale, then B's;
 * then turn 2 starts with A. */
static void
test_sequence (void)
{
  GgD6Turn t;
  const GgD6Phase order[] = { GG_D6_PHASE_FOG,  GG_D6_PHASE_MOVE,  GG_D6_PHASE_MOVE,
                              GG_D6_PHASE_MOVE, GG_D6_PHASE_MOVE,  GG_D6_PHASE_MOVE,
                              GG_D6_PHASE_FIRE, GG_D6_PHASE_MELEE, GG_D6_PHASE_MORALE };
  const int steps[] = { 0, 1, 2, 3, 4, 5, 0, 0, 0 };

  gg_d6_turn_init (&t, 'B');
  for (int player = 0; player < 2; player++)
    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      {
        gboolean new_turn;

        g_assert_cmpint (t.phase, ==, order[i]);
        g_assert_cmpint (t.step, ==, steps[i]);
        g_assert_cmpint (t.active, ==, player == 0 ? 'B' : 'A');
        g_assert_cmpint (t.turn, ==, 1);
        g_assert_cmpint (gg_d6_turn_player_turn (&t), ==, player);
        g_assert_true (gg_d6_turn_valid (&t));
        new_turn = gg_d6_turn_advance (&t);
        g_assert_cmpint (new_turn, ==, i == G_N_ELEMENTS (order) - 1);
      }
  g_assert_cmpint (t.turn, ==, 2);
  g_assert_cmpint (t.active, ==, 'B');
  g_assert_cmpint (t.phase, ==, GG_D6_PHASE_FOG);
  g_assert_cmpint (gg_d6_turn_player_turn (&t), ==, 2);
}

static gboolean
due_has (const GgD6Turn *t, const char *rule)
{
  g_autoptr (GgD6Report) r = gg_d6_report_new ();

  gg_d6_turn_due (t, r);
  return gg_d6_report_find (r, rule) != NULL;
}

/* What is due in each phase names its rule: D6-FOG-1, D6-COMP, D6-REF-4, D6-REF-2, D6-MOVE-11,
 * D6-CHG-3, D6-FIRE-1, D6-MEL-3, D6-SEQ-7 (morale at the end of each player's turn). */
static void
test_due (void)
{
  GgD6Turn t;
  const char *const rules[] = { "D6-FOG-1", "D6-COMP-2", "D6-REF-4", "D6-REF-2", "D6-MOVE-11",
                                "D6-CHG-3", "D6-FIRE-1", "D6-MEL-3", "D6-SEQ-7" };

  gg_d6_turn_init (&t, 'A');
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_assert_true (due_has (&t, rules[i]));
      gg_d6_turn_advance (&t);
    }
}

static void
test_names (void)
{
  GgD6Turn t;
  GgD6Phase p;
  g_autofree char *text = NULL;

  for (int i = 0; i < GG_D6_N_PHASES; i++)
    {
      g_assert_true (gg_d6_phase_from_string (gg_d6_phase_to_string (i), &p));
      g_assert_cmpint (p, ==, i);
    }
  g_assert_false (gg_d6_phase_from_string ("lunch", &p));
  gg_d6_turn_init (&t, 'A');
  gg_d6_turn_advance (&t);
  text = gg_d6_turn_describe (&t);
  g_assert_nonnull (strstr (text, "compulsory moves"));
  t.step = 0;
  g_assert_false (gg_d6_turn_valid (&t));
  g_assert_cmpint (gg_d6_turn_other ('A'), ==, 'B');
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/turn/sequence/D6-SEQ-2/D6-SEQ-3/D6-SEQ-4", test_sequence);
  g_test_add_func ("/d6/turn/due/D6-SEQ-4/D6-SEQ-7", test_due);
  g_test_add_func ("/d6/turn/names", test_names);
  return g_test_run ();
}
