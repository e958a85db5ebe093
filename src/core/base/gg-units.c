/* gg-units.c: unit conversion and formatting. */
#include "gg-units.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

double
gg_unit_to_mm (GgUnit unit, double value)
{
  switch (unit)
    {
    case GG_UNIT_CM:
      return value * 10.0;
    case GG_UNIT_IN:
      return value * GG_MM_PER_INCH;
    case GG_UNIT_MM:
    default:
      return value;
    }
}

double
gg_unit_from_mm (GgUnit unit, double mm)
{
  switch (unit)
    {
    case GG_UNIT_CM:
      return mm / 10.0;
    case GG_UNIT_IN:
      return mm / GG_MM_PER_INCH;
    case GG_UNIT_MM:
    default:
      return mm;
    }
}

const char *
gg_unit_to_string (GgUnit unit)
{
  switch (unit)
    {
    case GG_UNIT_CM:
      return "cm";
    case GG_UNIT_IN:
      return "in";
    case GG_UNIT_MM:
    default:
      return "mm";
    }
}

gboolean
gg_unit_from_string (const char *text, GgUnit *unit)
{
  static const struct
  {
    const char *name;
    GgUnit unit;
  } names[] = {
    { "cm", GG_UNIT_CM },
    { "in", GG_UNIT_IN },
    { "mm", GG_UNIT_MM },
    { "\"", GG_UNIT_IN },
  };

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (text, names[i].name) == 0)
      {
        *unit = names[i].unit;
        return TRUE;
      }
  return FALSE;
}

char *
gg_unit_format (GgUnit unit, double mm, int decimals)
{
  double v = gg_unit_from_mm (unit, mm);

  if (fabs (v) < 0.5 * pow (10, -decimals))
    v = 0; /* never show "-0.00" */
  /* Translators: a length and its unit symbol, e.g. "12.50 cm"; keep the order if natural */
  return g_strdup_printf (C_("length", "%.*f %s"), decimals, v, gg_unit_to_string (unit));
}

char *
gg_unit_format_both (GgUnit primary, double mm)
{
  GgUnit other = primary == GG_UNIT_IN ? GG_UNIT_CM : GG_UNIT_IN;
  g_autofree char *a = gg_unit_format (primary, mm, 2);
  g_autofree char *b = gg_unit_format (other, mm, 2);

  return g_strdup_printf ("%s (%s)", a, b);
}

gboolean
gg_unit_parse_length (const char *text, GgUnit default_unit, double *mm)
{
  char *end = NULL;
  double v;
  GgUnit unit = default_unit;
  g_autofree char *rest = NULL;

  if (text == NULL)
    return FALSE;
  v = g_ascii_strtod (text, &end);
  if (end == text || !isfinite (v))
    return FALSE;
  rest = g_strstrip (g_strdup (end));
  if (*rest != '\0' && !gg_unit_from_string (rest, &unit))
    return FALSE;
  *mm = gg_unit_to_mm (unit, v);
  return TRUE;
}

double
gg_scale_factor (int figure_scale_mm)
{
  switch (figure_scale_mm)
    {
    case 15:
      return 0.75;
    case 20:
      return 1.0;
    case 28:
      return 1.5;
    default:
      return 0.0;
    }
}
