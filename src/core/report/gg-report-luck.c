/* gg-report-luck.c: the exact distribution of a sum of independent rolls (each its own
 * distribution, convolved, never simulated) and the chance it reaches a total. */
#include "gg-report.h"

#include <math.h>

/* A dense distribution: p[k] is the chance of the value @lo + k. */
typedef struct
{
  int lo;
  guint n;
  double *p;
} Dense;

static Dense
dense_of (GArray *masses)
{
  GgReportMass *first = &g_array_index (masses, GgReportMass, 0);
  GgReportMass *last = &g_array_index (masses, GgReportMass, masses->len - 1);
  Dense d = { first->value, (guint) (last->value - first->value + 1), NULL };

  d.p = g_new0 (double, d.n);
  for (guint i = 0; i < masses->len; i++)
    {
      GgReportMass *m = &g_array_index (masses, GgReportMass, i);

      d.p[m->value - d.lo] += m->p;
    }
  return d;
}

static Dense
convolve_two (const Dense *a, const Dense *b)
{
  Dense out = { a->lo + b->lo, a->n + b->n - 1, NULL };

  out.p = g_new0 (double, out.n);
  for (guint i = 0; i < a->n; i++)
    if (a->p[i] != 0)
      for (guint j = 0; j < b->n; j++)
        out.p[i + j] += a->p[i] * b->p[j];
  return out;
}

struct _GgReportSum
{
  Dense dense;
};

GgReportSum *
gg_report_sum_new (void)
{
  GgReportSum *self = g_new0 (GgReportSum, 1);

  /* a sum of no roll is 0 for certain */
  self->dense = (Dense){ 0, 1, g_new0 (double, 1) };
  self->dense.p[0] = 1;
  return self;
}

void
gg_report_sum_free (GgReportSum *self)
{
  if (self == NULL)
    return;
  g_free (self->dense.p);
  g_free (self);
}

void
gg_report_sum_add (GgReportSum *self, GArray *distribution)
{
  Dense one, next;

  if (distribution == NULL || distribution->len == 0)
    return;
  one = dense_of (distribution);
  next = convolve_two (&self->dense, &one);
  g_free (one.p);
  g_free (self->dense.p);
  self->dense = next;
}

double
gg_report_sum_p_at_least (GgReportSum *self, int at_least, double *expected)
{
  const Dense *sum = &self->dense;
  double tail = 0, mean = 0;

  /* summed from the top, the small chances first, so the tail keeps its digits */
  for (guint k = sum->n; k-- > 0;)
    {
      if (sum->lo + (int) k >= at_least)
        tail += sum->p[k];
      mean += (sum->lo + (double) k) * sum->p[k];
    }
  if (expected != NULL)
    *expected = mean;
  return MIN (tail, 1.0);
}
