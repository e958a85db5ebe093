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

/* The sum of every distribution in @dists; a sum of none is 0 for certain. */
static Dense
dense_sum (GArray *const *dists, guint n)
{
  Dense sum = { 0, 1, g_new0 (double, 1) };

  sum.p[0] = 1;
  for (guint i = 0; i < n; i++)
    {
      Dense one, next;

      if (dists[i] == NULL || dists[i]->len == 0)
        continue;
      one = dense_of (dists[i]);
      next = convolve_two (&sum, &one);
      g_free (one.p);
      g_free (sum.p);
      sum = next;
    }
  return sum;
}

GArray *
gg_report_convolve (GArray *const *dists, guint n)
{
  Dense sum = dense_sum (dists, n);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgReportMass));

  for (guint k = 0; k < sum.n; k++)
    if (sum.p[k] != 0)
      {
        GgReportMass m = { sum.lo + (int) k, sum.p[k] };

        g_array_append_val (out, m);
      }
  g_free (sum.p);
  return out;
}

double
gg_report_p_at_least (GArray *const *dists, guint n, int at_least, double *expected)
{
  Dense sum = dense_sum (dists, n);
  double tail = 0, mean = 0;

  /* summed from the top, the small chances first, so the tail keeps its digits */
  for (guint k = sum.n; k-- > 0;)
    {
      if (sum.lo + (int) k >= at_least)
        tail += sum.p[k];
      mean += (sum.lo + (double) k) * sum.p[k];
    }
  g_free (sum.p);
  if (expected != NULL)
    *expected = mean;
  return MIN (tail, 1.0);
}
