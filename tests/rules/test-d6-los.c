/* d6 line of sight between whole units: enemy screens (D6-AMB-24), and the fast path
 * (gg_los_d6_units) giving exactly the answers of asking gg_los_figures for every pair of figures
 * (_gg_d6_table_los_simple) on random scenes with woods, hills, both sides' units, commanders,
 * overrides and both readings of the gap rule (D6-AMB-25). */
#include "d6-scene.h"
#include "gg-d6-table-private.h"

static gboolean
has_prefix (GPtrArray *ids, const char *prefix)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (ids, i), prefix))
      return TRUE;
  return FALSE;
}

static void
test_enemy_screen (void)
{
  /* D6-AMB-24, D6-FIRE-13: A1 cannot see B2 through the enemy B3 standing between; B3 itself is
   * in sight, and so is B2 once B3 has stepped aside. */
  for (int aside = 0; aside < 2; aside++)
    {
      g_autoptr (Scene) s = scene_new ();
      g_autoptr (GPtrArray) blockers = g_ptr_array_new_with_free_func (g_free);
      Fix f;

      block (s, 'A', 1, 12, 6, 30, 10, 0, 25.4, 12.7, "type: line-infantry");
      block (s, 'B', 2, 12, 6, 30, 30, 180, 25.4, 12.7, "type: line-infantry");
      block (s, 'B', 3, 12, 6, aside ? 50 : 30, 20, 180, 25.4, 12.7, "type: line-infantry");
      fix_init (&f, s, NULL);
      g_assert_cmpint (gg_d6_table_los (f.table, U (&f, "A1"), U (&f, "B2"), blockers), ==, aside);
      g_assert_cmpint (has_prefix (blockers, "B3-"), ==, !aside);
      g_assert_true (gg_d6_table_los (f.table, U (&f, "A1"), U (&f, "B3"), NULL));
      g_assert_cmpint (_gg_d6_table_los_simple (f.table, U (&f, "A1"), U (&f, "B2"), NULL), ==,
                       aside);
      fix_clear (&f);
    }
}

static void
random_terrain (Scene *s, GRand *r)
{
  const char *kinds[] = { "wood", "hill", "building", "field" };
  int n = g_rand_int_range (r, 0, 4);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("t%d", i);
      double x = g_rand_double_range (r, 0, 60), y = g_rand_double_range (r, 0, 40);

      area (s, id, kinds[g_rand_int_range (r, 0, 4)], x, y, x + g_rand_double_range (r, 2, 14),
            y + g_rand_double_range (r, 2, 10));
    }
}

static void
random_units (Scene *s, GRand *r)
{
  int n = g_rand_int_range (r, 3, 8);

  for (int i = 1; i <= n; i++)
    {
      gboolean command = g_rand_int_range (r, 0, 5) == 0;
      int figures = command ? 1 : g_rand_int_range (r, 1, 9);
      char side = g_rand_boolean (r) ? 'A' : 'B';

      block (s, side, i, figures, g_rand_int_range (r, 1, 5), g_rand_double_range (r, 4, 68),
             g_rand_double_range (r, 4, 44), g_rand_double_range (r, 0, 360), 25.4, 12.7,
             command ? "type: command, level: brigade" : "type: line-infantry");
    }
}

/* D6-FIRE-14: a firer, two friendly units with a gap of random width ahead of it, targets of
 * random frontage beyond the gap. */
static void
gap_units (Scene *s, GRand *r)
{
  double gap = g_rand_double_range (r, 1, 16), x = 36 + g_rand_double_range (r, -3, 3);

  block (s, 'A', 1, 6, 6, 36, 5, g_rand_double_range (r, -20, 20), 25.4, 12.7, NULL);
  block (s, 'A', 2, 4, 4, x - gap / 2 - 2, 15, 0, 25.4, 12.7, NULL);
  block (s, 'A', 3, 4, 4, x + gap / 2 + 2, 15 + g_rand_double_range (r, -2, 2), 0, 25.4, 12.7,
         NULL);
  block (s, 'B', 4, g_rand_int_range (r, 1, 13), 6, 36 + g_rand_double_range (r, -6, 6), 30, 180,
         25.4, 12.7, NULL);
  block (s, 'B', 5, 4, 4, 36 + g_rand_double_range (r, -12, 12), 40, 180, 25.4, 12.7, NULL);
}

/* D6-TER-2/3, D6-AMB-50: a firer on a hill, screens of both sides near and far, a target on the
 * flat or on another hill. */
static void
hill_units (Scene *s, GRand *r)
{
  area (s, "hill", "hill", 28, 2, 44, 9);
  if (g_rand_boolean (r))
    area (s, "far-hill", "hill", 20, 34, 52, 46);
  block (s, 'A', 1, 6, 6, 36, 6, 0, 25.4, 12.7, NULL);
  for (int i = 2; i < 6; i++)
    block (s, g_rand_boolean (r) ? 'A' : 'B', i, 3, 3, 36 + g_rand_double_range (r, -6, 6),
           g_rand_double_range (r, 10, 36), 180, 25.4, 12.7, NULL);
  block (s, 'B', 6, 6, 6, 36 + g_rand_double_range (r, -4, 4), 40, 180, 25.4, 12.7, NULL);
}

static void
random_overrides (Fix *f, GRand *r)
{
  GPtrArray *figures = f->game->figures;

  for (int k = 0; k < 3 && figures->len > 1; k++)
    {
      GgFigure *a = g_ptr_array_index (figures, g_rand_int_range (r, 0, figures->len));
      GgFigure *b = g_ptr_array_index (figures, g_rand_int_range (r, 0, figures->len));

      gg_los_set_override (gg_d6_table_get_los (f->table), a->id, b->id,
                           g_rand_boolean (r) ? GG_LOS_FORCE_CLEAR : GG_LOS_FORCE_BLOCKED);
    }
}

static char *
joined (GPtrArray *ids)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (text, "%s ", (char *) g_ptr_array_index (ids, i));
  return g_string_free (text, FALSE);
}

/* Every ordered pair of units of one scene; returns how many were blocked. */
static int
compare_scene (Fix *f)
{
  int blocked = 0;

  for (guint i = 0; i < gg_d6_table_get_n_units (f->table); i++)
    for (guint j = 0; j < gg_d6_table_get_n_units (f->table); j++)
      {
        GgD6TableUnit *a = gg_d6_table_get_unit (f->table, i),
                      *b = gg_d6_table_get_unit (f->table, j);
        g_autoptr (GPtrArray) fast_ids = g_ptr_array_new_with_free_func (g_free);
        g_autoptr (GPtrArray) simple_ids = g_ptr_array_new_with_free_func (g_free);
        gboolean fast, simple;
        g_autofree char *fast_text = NULL, *simple_text = NULL;

        if (i == j)
          continue;
        fast = gg_d6_table_los (f->table, a, b, fast_ids);
        simple = _gg_d6_table_los_simple (f->table, a, b, simple_ids);
        fast_text = joined (fast_ids), simple_text = joined (simple_ids);
        g_assert_cmpint (fast, ==, simple);
        g_assert_cmpstr (fast_text, ==, simple_text);
        blocked += !fast;
      }
  return blocked;
}

static void
test_fast_equals_simple (void)
{
  g_autoptr (GRand) r = g_rand_new_with_seed (1859);
  int blocked = 0;

  for (int n = 0; n < 30; n++)
    {
      g_autoptr (Scene) s = scene_new ();
      Fix f;

      if (n % 3 == 0)
        gap_units (s, r);
      else if (n % 3 == 1)
        hill_units (s, r);
      else
        {
          random_terrain (s, r);
          random_units (s, r);
        }
      fix_init (&f, s, n % 5 == 4 ? "  options: { gap-rule: friend-near-target }\n" : NULL);
      if (n % 4 == 2)
        random_overrides (&f, r);
      blocked += compare_scene (&f);
      fix_clear (&f);
    }
  g_assert_cmpint (blocked, >, 20); /* the scenes do block: not a comparison of clear answers */
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/d6/los/units/enemy-screen/D6-AMB-24", test_enemy_screen);
  g_test_add_func ("/d6/los/units/fast-equals-simple/D6-FIRE-14", test_fast_equals_simple);
  return g_test_run ();
}
