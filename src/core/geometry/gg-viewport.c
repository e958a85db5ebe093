/* gg-viewport.c: the table view's transform, kept apart from the widget so it is tested
 * without a display. */
#include "gg-viewport.h"

void
gg_viewport_to_widget (const GgViewport *self, GgPoint p, double *wx, double *wy)
{
  *wx = self->ox + p.x * self->zoom;
  *wy = self->oy + (self->depth - p.y) * self->zoom;
}

GgPoint
gg_viewport_to_table (const GgViewport *self, double wx, double wy)
{
  GgPoint p = { (wx - self->ox) / self->zoom, self->depth - (wy - self->oy) / self->zoom };

  return p;
}

void
gg_viewport_zoom_at (GgViewport *self, double factor, double wx, double wy)
{
  GgPoint p = gg_viewport_to_table (self, wx, wy);
  double nx, ny;

  if (!(factor > 0))
    return;
  self->zoom = CLAMP (self->zoom * factor, GG_VIEWPORT_MIN_ZOOM, GG_VIEWPORT_MAX_ZOOM);
  gg_viewport_to_widget (self, p, &nx, &ny);
  self->ox += wx - nx;
  self->oy += wy - ny;
}

void
gg_viewport_pan (GgViewport *self, double dx, double dy)
{
  self->ox += dx;
  self->oy += dy;
}

gboolean
gg_viewport_fit (GgViewport *self, double width, double x, double y, double w, double h)
{
  if (w <= 0 || h <= 0 || width <= 0 || self->depth <= 0)
    return FALSE;
  self->zoom = CLAMP (MIN (w / width, h / self->depth), GG_VIEWPORT_MIN_ZOOM, GG_VIEWPORT_MAX_ZOOM);
  self->ox = x + (w - width * self->zoom) / 2;
  self->oy = y + (h - self->depth * self->zoom) / 2;
  return TRUE;
}
