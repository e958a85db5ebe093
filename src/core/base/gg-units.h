/* gg-units.h: lengths are millimetres inside Gigogin; files and people use cm, in or mm. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  GG_UNIT_CM,
  GG_UNIT_IN,
  GG_UNIT_MM,
} GgUnit;

#define GG_MM_PER_INCH 25.4
/* The stated range of every length Gigogin reads or answers with (a table coordinate, size,
 * radius or range): at most 100 m either way, so every sum and square of lengths stays finite. */
#define GG_LENGTH_MAX_MM 100000.0

double gg_unit_to_mm (GgUnit unit, double value);
double gg_unit_from_mm (GgUnit unit, double mm);
const char *gg_unit_to_string (GgUnit unit);
gboolean gg_unit_from_string (const char *text, GgUnit *unit);
/* A length for people: "12.5 cm" or "4.92 in", with the unit's symbol. */
char *gg_unit_format (GgUnit unit, double mm, int decimals);
/* Both units side by side: "12.50 cm (4.92 in)". @primary comes first. */
char *gg_unit_format_both (GgUnit primary, double mm);
/* Parses "12", "12.5cm", "3 in", "40 mm"; a bare number is in @default_unit. */
gboolean gg_unit_parse_length (const char *text, GgUnit default_unit, double *mm);

/* BG-3.6-b: rule distances are given for 20 mm figures; 15 mm scales them by 0.75, 28 mm by 1.5.
 * Returns 0 for a scale the rules do not know. */
double gg_scale_factor (int figure_scale_mm);

G_END_DECLS
