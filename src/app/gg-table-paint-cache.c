/* gg-table-paint-cache.c: what a frame need not draw again. The background (table, grid,
 * terrain, the rulers along the edges) is kept as one image until the terrain or the view
 * changes; figures, command rings and highlights are kept as small images (sprites) per kind,
 * side, base, facing (to the degree) and half pixel, drawn by the same code as the rest and
 * blitted. A thousand figures cost a thousand blits instead of a thousand fills and strokes. */
#include "gg-table-paint-private.h"

#include <math.h>
#include <string.h>

#define MAX_BYTES  (48u << 20) /* sprites beyond this: start again */
#define MAX_SPRITE 640         /* px: a larger sprite is drawn as a path each frame */
#define FNV_OFFSET 14695981039346656037ull
#define FNV_PRIME  1099511628211ull

typedef struct
{
  guint8 kind, side, shape, fx, fy;
  gint16 facing;
  float front, depth, diameter, radius;
} SpriteKey;

typedef struct
{
  cairo_surface_t *surface;
  int half; /* px from the sprite's corner to the base centre */
} Sprite;

struct _GgPaintCache
{
  GHashTable *sprites; /* SpriteKey* -> Sprite* */
  gsize bytes;
  double zoom;
  int scale;
  GdkRGBA palette[GG_PAINT_N_COLOURS];
  cairo_surface_t *background;
  guint64 background_key;
};

static guint
key_hash (gconstpointer key)
{
  guint64 h = FNV_OFFSET;
  const guint8 *b = key;

  for (gsize i = 0; i < sizeof (SpriteKey); i++)
    h = (h ^ b[i]) * FNV_PRIME;
  return (guint) (h ^ (h >> 32));
}

static gboolean
key_equal (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (SpriteKey)) == 0;
}

static void
sprite_free (Sprite *sprite)
{
  cairo_surface_destroy (sprite->surface);
  g_free (sprite);
}

GgPaintCache *
gg_paint_cache_new (void)
{
  GgPaintCache *self = g_new0 (GgPaintCache, 1);

  self->sprites = g_hash_table_new_full (key_hash, key_equal, g_free, (GDestroyNotify) sprite_free);
  return self;
}

void
gg_paint_cache_free (GgPaintCache *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->sprites);
  g_clear_pointer (&self->background, cairo_surface_destroy);
  g_free (self);
}

/* A new zoom, scale or palette makes every sprite stale. */
void
_gg_paint_cache_check (GgPaintCache *self, const GgTablePaint *p)
{
  int scale = MAX (p->scale, 1);

  if (self->zoom == p->zoom && self->scale == scale &&
      memcmp (self->palette, p->palette, sizeof self->palette) == 0)
    return;
  g_hash_table_remove_all (self->sprites);
  self->bytes = 0;
  self->zoom = p->zoom;
  self->scale = scale;
  memcpy (self->palette, p->palette, sizeof self->palette);
}

static guint64
hash_bytes (guint64 h, gconstpointer data, gsize n)
{
  const guint8 *b = data;

  for (gsize i = 0; i < n; i++)
    h = (h ^ b[i]) * FNV_PRIME;
  return h;
}

/* Everything the background shows: the view, the table, the terrain, the palette. */
static guint64
background_key (const GgTablePaint *p)
{
  double view[] = { p->zoom, p->ox,    p->oy,          p->width,      p->height,
                    p->unit, p->scale, p->game->width, p->game->depth };
  guint64 h = hash_bytes (FNV_OFFSET, view, sizeof view);

  h = hash_bytes (h, p->palette, sizeof p->palette);
  for (guint i = 0; i < p->game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (p->game->terrain, i);
      int kind_level[] = { t->kind, t->has_level ? t->level : -1000 };

      h = hash_bytes (h, kind_level, sizeof kind_level);
      h = hash_bytes (h, t->points->data, t->points->len * sizeof (GgPoint));
    }
  return h;
}

static cairo_surface_t *
new_image (cairo_format_t format, int width, int height, int scale)
{
  cairo_surface_t *s = cairo_image_surface_create (format, width * scale, height * scale);

  cairo_surface_set_device_scale (s, scale, scale);
  return s;
}

void
_gg_paint_cache_background (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p,
                            GgPaintLayer draw)
{
  guint64 key = background_key (p);

  if (self->background == NULL || self->background_key != key)
    {
      int scale = MAX (p->scale, 1);
      cairo_t *bg;

      g_clear_pointer (&self->background, cairo_surface_destroy);
      self->background = new_image (CAIRO_FORMAT_ARGB32, ceil (p->width), ceil (p->height), scale);
      self->background_key = key;
      bg = cairo_create (self->background);
      draw (bg, p);
      cairo_destroy (bg);
    }
  cairo_set_source_surface (cr, self->background, 0, 0);
  cairo_paint (cr);
}

/* Base centre on screen to a whole pixel and a half-pixel step. */
static void
place (const GgTablePaint *p, const GgBase *b, double *x, double *y, guint8 *fx, guint8 *fy)
{
  double wx, wy;

  gg_table_paint_to_widget (p, b->centre, &wx, &wy);
  *x = floor (wx * 2 + 0.5) / 2;
  *y = floor (wy * 2 + 0.5) / 2;
  *fx = *x != floor (*x);
  *fy = *y != floor (*y);
  *x = floor (*x);
  *y = floor (*y);
}

static SpriteKey
make_key (const GgTablePaint *p, GgSpriteKind kind, const GgBase *b, char side, double radius)
{
  SpriteKey k;
  /* a ring about a round base looks the same whichever way the figure faces */
  int period =
    kind != GG_SPRITE_FIGURE && kind != GG_SPRITE_LEADER && b->shape == GG_BASE_ROUND ? 1 : 360;

  memset (&k, 0, sizeof k);
  k.kind = kind;
  k.side = side;
  k.shape = b->shape;
  k.facing = ((int) lround (b->facing) % period + period) % period;
  k.front = b->front;
  k.depth = b->depth;
  k.diameter = b->diameter;
  k.radius = radius;
  return k;
}

static Sprite *
render (const GgTablePaint *p, const SpriteKey *k, const GgBase *b, double reach, GgSpriteDraw draw)
{
  Sprite *sprite = g_new0 (Sprite, 1);
  GgTablePaint q = *p;
  GgBase at = *b;
  cairo_t *cr;

  sprite->half = (int) ceil (reach * p->zoom) + 3;
  sprite->surface =
    new_image (CAIRO_FORMAT_ARGB32, 2 * sprite->half + 1, 2 * sprite->half + 1, MAX (p->scale, 1));
  at.facing = k->facing;
  q.cache = NULL;
  q.ox = sprite->half + k->fx * 0.5 - b->centre.x * p->zoom;
  q.oy = sprite->half + k->fy * 0.5 - (p->game->depth - b->centre.y) * p->zoom;
  cr = cairo_create (sprite->surface);
  draw (cr, &q, &at, k->side, k->radius);
  cairo_destroy (cr);
  return sprite;
}

static void
blit (cairo_t *cr, Sprite *sprite, double x, double y)
{
  double x0 = x - sprite->half, y0 = y - sprite->half, size = 2 * sprite->half + 1;

  cairo_set_source_surface (cr, sprite->surface, x0, y0);
  cairo_rectangle (cr, x0, y0, size, size);
  cairo_fill (cr);
}

gboolean
_gg_paint_cache_sprite (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p, GgSpriteKind kind,
                        const GgBase *b, char side, double radius, GgSpriteDraw draw)
{
  double reach = (b->shape == GG_BASE_ROUND ? b->diameter / 2 : hypot (b->front, b->depth) / 2) +
                 radius;
  SpriteKey k = make_key (p, kind, b, side, radius);
  Sprite *sprite;
  double x, y;

  if (2 * reach * p->zoom > MAX_SPRITE)
    return FALSE;
  place (p, b, &x, &y, &k.fx, &k.fy);
  sprite = g_hash_table_lookup (self->sprites, &k);
  if (sprite == NULL)
    {
      if (self->bytes > MAX_BYTES)
        {
          g_hash_table_remove_all (self->sprites);
          self->bytes = 0;
        }
      sprite = render (p, &k, b, reach, draw);
      self->bytes += cairo_image_surface_get_stride (sprite->surface) *
                     cairo_image_surface_get_height (sprite->surface);
      g_hash_table_insert (self->sprites, g_memdup2 (&k, sizeof k), sprite);
    }
  blit (cr, sprite, x, y);
  return TRUE;
}
