/* gg-report-charts.c: the report's charts: each side's figures in action turn by turn, the
 * casualties each side suffered by fire, melee and artillery, and each side's luck through the
 * game. Drawn in millimetres with Pango labels. */
#include "gg-report-draw.h"

#include <glib/gi18n-lib.h>

#include "gg-print-private.h"

#define MARGIN_L 14.0
#define MARGIN_B 10.0
#define MARGIN_T 10.0

static void
side_colour (cairo_t *cr, int s, double alpha)
{
  if (s == 0)
    cairo_set_source_rgba (cr, 0.10, 0.32, 0.70, alpha);
  else
    cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, alpha);
}

/* Fire, melee and artillery as shades of the side's colour. */
static double
cause_alpha (int cause)
{
  return 1.0 - 0.33 * cause;
}

static void
axes (cairo_t *cr, double w, double h, const char *title, double top, guint n_turns,
      gboolean fraction)
{
  g_autofree char *top_label = fraction ? g_strdup ("1") : g_strdup_printf ("%.0f", top);

  cairo_set_source_rgb (cr, 0, 0, 0);
  _gg_print_text (cr, 0, 0, title, 9, TRUE, w);
  cairo_set_line_width (cr, 0.25);
  cairo_move_to (cr, MARGIN_L, MARGIN_T);
  cairo_line_to (cr, MARGIN_L, h - MARGIN_B);
  cairo_line_to (cr, w, h - MARGIN_B);
  cairo_stroke (cr);
  _gg_print_text (cr, 2, MARGIN_T, top_label, 7, FALSE, 0);
  _gg_print_text (cr, 2, h - MARGIN_B - 3, "0", 7, FALSE, 0);
  for (guint i = 0; i < n_turns; i++)
    {
      g_autofree char *n = g_strdup_printf ("%u", i + 1);
      double x = MARGIN_L + (i + 0.5) * (w - MARGIN_L) / n_turns;

      _gg_print_text (cr, x - 1, h - MARGIN_B + 1, n, 7, FALSE, 0);
    }
  /* Translators: the x axis of the battle report's charts */
  _gg_print_text (cr, w - 20, h - 4, _("turn"), 7, FALSE, 0);
}

static void
legend (cairo_t *cr, double w, const char *const *names, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      double x = w - 35.0 * n + i * 35;

      if (n == 2)
        side_colour (cr, i, 1);
      else
        cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, cause_alpha (i));
      cairo_rectangle (cr, x, 5.5, 3, 3);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      _gg_print_text (cr, x + 4, 4.5, names[i], 7, FALSE, 0);
    }
}

static double
y_of (double v, double top, double h)
{
  return h - MARGIN_B - (top > 0 ? v / top : 0) * (h - MARGIN_B - MARGIN_T);
}

static void
line_series (cairo_t *cr, GgReport *self, int s, const double *v, double top, double w, double h)
{
  guint n = self->turns->len;

  side_colour (cr, s, 1);
  cairo_set_line_width (cr, 0.6);
  for (guint i = 0; i < n; i++)
    {
      double x = MARGIN_L + (i + 0.5) * (w - MARGIN_L) / n;

      (i ? cairo_line_to : cairo_move_to) (cr, x, y_of (v[i], top, h));
    }
  cairo_stroke (cr);
  for (guint i = 0; i < n; i++)
    {
      double x = MARGIN_L + (i + 0.5) * (w - MARGIN_L) / n;

      cairo_arc (cr, x, y_of (v[i], top, h), 0.8, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static void
in_action (GgReport *self, cairo_t *cr, double w, double h)
{
  guint n = self->turns->len;
  g_autofree double *v = g_new0 (double, 2 * MAX (n, 1));
  double top = MAX (1, MAX (self->forces[0].figures, self->forces[1].figures));
  const char *names[] = { _("side A"), _("side B") };

  axes (cr, w, h, _("Figures in action"), top, n, FALSE);
  legend (cr, w, names, 2);
  for (int s = 0; s < 2; s++)
    {
      for (guint i = 0; i < n; i++)
        v[s * n + i] = ((GgReportTurn *) self->turns->pdata[i])->in_action[s];
      line_series (cr, self, s, v + s * n, top, w, h);
    }
}

static void
casualties (GgReport *self, cairo_t *cr, double w, double h)
{
  guint n = self->turns->len;
  double top = 1, slot = (w - MARGIN_L) / MAX (n, 1);
  const char *causes[] = { _("Fire"), _("Melee"), _("Artillery") };

  for (guint i = 0; i < n; i++)
    for (int s = 0; s < 2; s++)
      {
        GgReportTurn *t = self->turns->pdata[i];

        top = MAX (top, t->casualties[s][0] + t->casualties[s][1] + t->casualties[s][2]);
      }
  axes (cr, w, h,
        _("Casualties suffered, by fire, melee and artillery (side A left, B right)"), top, n,
           FALSE);
  legend (cr, w, causes, 3);
  for (guint i = 0; i < n; i++)
    for (int s = 0; s < 2; s++)
      {
        GgReportTurn *t = self->turns->pdata[i];
        double x = MARGIN_L + i * slot + slot * (0.15 + 0.35 * s), base = 0;

        for (int c = 0; c < GG_REPORT_N_CAUSES; c++)
          {
            double y0 = y_of (base, top, h), y1 = y_of (base + t->casualties[s][c], top, h);

            side_colour (cr, s, cause_alpha (c));
            cairo_rectangle (cr, x, y1, slot * 0.3, y0 - y1);
            cairo_fill (cr);
            base += t->casualties[s][c];
          }
      }
}

static void
luck (GgReport *self, cairo_t *cr, double w, double h)
{
  const char *names[] = { _("side A"), _("side B") };

  axes (cr, w, h,
        _("Luck through the game: the chance of doing at least as well"), 1, self->turns->len,
           TRUE);
  legend (cr, w, names, 2);
  for (int s = 0; s < 2; s++)
    if (self->luck[s].by_turn->len == self->turns->len && self->turns->len > 0)
      line_series (cr, self, s, (double *) self->luck[s].by_turn->data, 1, w, h);
}

void
gg_report_draw_chart (GgReport *self, cairo_t *cr, GgReportChart chart, double width, double height)
{
  cairo_save (cr);
  if (chart == GG_REPORT_CHART_IN_ACTION)
    in_action (self, cr, width, height);
  else if (chart == GG_REPORT_CHART_CASUALTIES)
    casualties (self, cr, width, height);
  else
    luck (self, cr, width, height);
  cairo_restore (cr);
}
