/* gg-bg-contact.c: closing on the enemy once one base touches (BG-11.2-c, AMB-31). */
#include "gg-bg-contact.h"

#include <glib/gi18n-lib.h>

#include "gg-geometry.h"

guint
gg_bg_close_after_contact (GgBgRules *rules, const double *left_mm, const double *gap_mm, guint n,
                           guint n_defenders, gboolean *closes)
{
  guint room = n_defenders * (guint) gg_bg_rules_number (rules, "melee.max-per-opponent").value;
  gboolean contact = FALSE;
  guint engaged = 0;

  for (guint i = 0; i < n; i++)
    contact |= gap_mm[i] <= GG_GEOMETRY_EPSILON;
  for (guint i = 0; i < n; i++)
    {
      closes[i] = contact && engaged < room && gap_mm[i] <= left_mm[i] + GG_GEOMETRY_EPSILON;
      engaged += closes[i];
    }
  return engaged;
}
