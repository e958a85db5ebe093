/* Units and coordinates: mm inside, cm/in/mm outside; BG-3.6-b figure scale factors. */
#include <glib.h>
#include <math.h>

#include "gg-units.h"

static void
test_conversion (void)
{
  g_assert_cmpfloat_with_epsilon (gg_unit_to_mm (GG_UNIT_CM, 12.5), 125.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_unit_to_mm (GG_UNIT_IN, 1.0), 25.4, 1e-12);
  g_assert_cmpfloat_with_epsilon (gg_unit_to_mm (GG_UNIT_MM, 7.0), 7.0, 1e-12);
  /* contracts.md: 1 in = 2.54 cm exactly */
  g_assert_cmpfloat_with_epsilon (gg_unit_from_mm (GG_UNIT_CM, gg_unit_to_mm (GG_UNIT_IN, 18)),
                                  45.72, 1e-12);
  for (double v = -50; v <= 50; v += 0.37)
    for (GgUnit u = GG_UNIT_CM; u <= GG_UNIT_MM; u++)
      g_assert_cmpfloat_with_epsilon (gg_unit_from_mm (u, gg_unit_to_mm (u, v)), v, 1e-9);
}

static void
test_names (void)
{
  GgUnit u;

  g_assert_true (gg_unit_from_string ("cm", &u));
  g_assert_cmpint (u, ==, GG_UNIT_CM);
  g_assert_true (gg_unit_from_string ("IN", &u));
  g_assert_cmpint (u, ==, GG_UNIT_IN);
  g_assert_true (gg_unit_from_string ("mm", &u));
  g_assert_cmpint (u, ==, GG_UNIT_MM);
  g_assert_false (gg_unit_from_string ("furlong", &u));
  g_assert_false (gg_unit_from_string (NULL, &u));
  g_assert_cmpstr (gg_unit_to_string (GG_UNIT_IN), ==, "in");
}

static void
test_format (void)
{
  g_autofree char *a = gg_unit_format (GG_UNIT_CM, 125, 2);
  g_autofree char *b = gg_unit_format_both (GG_UNIT_CM, 254);
  g_autofree char *c = gg_unit_format_both (GG_UNIT_IN, 254);
  g_autofree char *z = gg_unit_format (GG_UNIT_CM, -0.0001, 2);

  g_assert_cmpstr (a, ==, "12.50 cm");
  g_assert_cmpstr (b, ==, "25.40 cm (10.00 in)");
  g_assert_cmpstr (c, ==, "10.00 in (25.40 cm)");
  g_assert_cmpstr (z, ==, "0.00 cm");
}

static void
test_parse (void)
{
  double mm;

  g_assert_true (gg_unit_parse_length ("12", GG_UNIT_CM, &mm));
  g_assert_cmpfloat_with_epsilon (mm, 120, 1e-9);
  g_assert_true (gg_unit_parse_length ("3 in", GG_UNIT_CM, &mm));
  g_assert_cmpfloat_with_epsilon (mm, 76.2, 1e-9);
  g_assert_true (gg_unit_parse_length ("40mm", GG_UNIT_IN, &mm));
  g_assert_cmpfloat_with_epsilon (mm, 40, 1e-9);
  g_assert_false (gg_unit_parse_length ("abc", GG_UNIT_CM, &mm));
  g_assert_false (gg_unit_parse_length ("12 parsecs", GG_UNIT_CM, &mm));
  g_assert_false (gg_unit_parse_length ("inf", GG_UNIT_CM, &mm));
  g_assert_false (gg_unit_parse_length ("nan", GG_UNIT_CM, &mm));
}

/* BG-3.6-b: 15 mm decreases rule distances by 1/4, 28 mm increases them by 50 %. */
static void
test_scale_factor_bg_3_6_b (void)
{
  g_assert_cmpfloat (gg_scale_factor (15), ==, 0.75);
  g_assert_cmpfloat (gg_scale_factor (20), ==, 1.0);
  g_assert_cmpfloat (gg_scale_factor (28), ==, 1.5);
  g_assert_cmpfloat (gg_scale_factor (25), ==, 0.0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/units/conversion", test_conversion);
  g_test_add_func ("/units/names", test_names);
  g_test_add_func ("/units/format", test_format);
  g_test_add_func ("/units/parse", test_parse);
  g_test_add_func ("/units/scale-factor/BG-3.6-b", test_scale_factor_bg_3_6_b);
  return g_test_run ();
}
