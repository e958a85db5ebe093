/* gg-table-paint-cache.c: what a frame need not draw again. The background (table, grid,
 * terrain, the rulers along the edges) is kept as one image until the terrain or the view
 * changes. The scene (the background with the arcs, cones, command rings and figures on it) is
 * a second image; each frame lists the scene's pieces (items: a hash of what each shows and
 * its box on screen) and draws the scene again only inside the boxes of the pieces that
 * changed, so moving a figure redraws two small squares, not a thousand figures. Figures,
 * command rings and highlights are kept as small images (sprites) per kind, side, base, facing
 * (to the degree) and half pixel, drawn by the same code as the rest and blitted. */
#include "gg-table-paint-private.h"

#include <math.h>
#include <string.h>

#define MAX_BYTES  (48u << 20) /* sprites beyond this: start again */
#define MAX_SPRITE 640         /* px: a larger sprite is drawn as a path each frame */
#define FNV_OFFSET 14695981039346656037ull
#define FNV_PRIME  1099511628211ull
#define MAX_RECTS  8 /* damage in more pieces than this is drawn again as one box */

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
  gboolean background_changed;
  cairo_surface_t *scene;
  GArray *items; /* Item: what the scene shows now */
  gboolean culling;
  double cull[4]; /* x0, y0, x1, y1: the part of the scene being drawn again */
};

typedef struct
{
  int x0, y0, x1, y1; /* px, within the view; empty if off it */
  guint64 hash;
} Item;

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
  g_clear_pointer (&self->scene, cairo_surface_destroy);
  g_clear_pointer (&self->items, g_array_unref);
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

/* FNV-1a over 64-bit words, then the bytes left over. */
static guint64
hash_bytes (guint64 h, gconstpointer data, gsize n)
{
  const guint8 *b = data;
  gsize i = 0;

  for (; i + 8 <= n; i += 8)
    {
      guint64 w;

      memcpy (&w, b + i, 8);
      h = (h ^ w) * FNV_PRIME;
      h ^= h >> 31;
    }
  for (; i < n; i++)
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
  return (h ^ _gg_paint_photos_key (p)) * FNV_PRIME; /* gg-table-paint-photo.c */
}

static cairo_surface_t *
new_image (cairo_format_t format, int width, int height, int scale)
{
  cairo_surface_t *s = cairo_image_surface_create (format, width * scale, height * scale);

  cairo_surface_set_device_scale (s, scale, scale);
  return s;
}

/* Draws the background again with @draw if the view or the terrain changed. */
static void
update_background (GgPaintCache *self, const GgTablePaint *p, GgPaintLayer draw)
{
  guint64 key = background_key (p);
  int scale = MAX (p->scale, 1);
  cairo_t *bg;

  self->background_changed = self->background == NULL || self->background_key != key;
  if (!self->background_changed)
    return;
  g_clear_pointer (&self->background, cairo_surface_destroy);
  g_clear_pointer (&self->scene, cairo_surface_destroy);
  self->background = new_image (CAIRO_FORMAT_ARGB32, ceil (p->width), ceil (p->height), scale);
  self->scene = new_image (CAIRO_FORMAT_ARGB32, ceil (p->width), ceil (p->height), scale);
  self->background_key = key;
  bg = cairo_create (self->background);
  draw (bg, p);
  cairo_destroy (bg);
}

static void
add_item (GArray *items, const GgTablePaint *p, double box[4], const double *data, guint n)
{
  Item item = { MAX (0, floor (box[0])), MAX (0, floor (box[1])),
                MIN (ceil (p->width), ceil (box[2])), MIN (ceil (p->height), ceil (box[3])),
                hash_bytes (FNV_OFFSET, data, n * sizeof *data) };

  if (!(box[0] < box[2] && box[1] < box[3]) || item.x0 >= item.x1 || item.y0 >= item.y1)
    item.x0 = item.y0 = item.x1 = item.y1 = 0;
  g_array_append_val (items, item);
}

void
_gg_paint_item_box (GArray *items, const GgTablePaint *p, double x0, double y0, double x1,
                    double y1, const double *data, guint n)
{
  /* a margin for strokes and antialiasing */
  double box[4] = { x0 - 4, y0 - 4, x1 + 4, y1 + 4 };

  add_item (items, p, box, data, n);
}

void
_gg_paint_item_round (GArray *items, const GgTablePaint *p, GgPoint centre, double reach_mm,
                      const double *data, guint n)
{
  double x, y, r = reach_mm * p->zoom;

  gg_table_paint_to_widget (p, centre, &x, &y);
  _gg_paint_item_box (items, p, x - r, y - r, x + r, y + r, data, n);
}

void
_gg_paint_cache_cull (const GgTablePaint *p, double *x0, double *y0, double *x1, double *y1)
{
  if (p->cache != NULL && p->cache->culling)
    {
      *x0 = p->cache->cull[0];
      *y0 = p->cache->cull[1];
      *x1 = p->cache->cull[2];
      *y1 = p->cache->cull[3];
      return;
    }
  *x0 = *y0 = 0;
  *x1 = p->width;
  *y1 = p->height;
}

static void
add_box (cairo_region_t *region, const Item *item)
{
  cairo_rectangle_int_t r = { item->x0, item->y0, item->x1 - item->x0, item->y1 - item->y0 };

  if (r.width > 0 && r.height > 0)
    cairo_region_union_rectangle (region, &r);
}

/* Where the scene changed: the old and new boxes of every item that differs, position by
 * position (an item inserted or removed changes every later position: all drawn again). */
static cairo_region_t *
damage (GArray *before, GArray *now)
{
  cairo_region_t *region = cairo_region_create ();

  for (guint i = 0; i < MAX (before->len, now->len); i++)
    {
      const Item *a = i < before->len ? &g_array_index (before, Item, i) : NULL;
      const Item *b = i < now->len ? &g_array_index (now, Item, i) : NULL;

      if (a != NULL && b != NULL && memcmp (a, b, sizeof *a) == 0)
        continue;
      if (a != NULL)
        add_box (region, a);
      if (b != NULL)
        add_box (region, b);
    }
  return region;
}

/* Draws the scene again inside @r: the background, then @scene culled to @r. */
static void
redraw_rect (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p, const cairo_rectangle_int_t *r,
             GgPaintLayer scene)
{
  cairo_save (cr);
  cairo_rectangle (cr, r->x, r->y, r->width, r->height);
  cairo_clip (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, self->background, 0, 0);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  self->cull[0] = r->x;
  self->cull[1] = r->y;
  self->cull[2] = r->x + r->width;
  self->cull[3] = r->y + r->height;
  self->culling = TRUE;
  scene (cr, p);
  self->culling = FALSE;
  cairo_restore (cr);
}

/* Drawing the pieces of @region one by one costs a pass over the scene each: one box is
 * better when it is not much larger (a figure's old and new places overlap). */
static gboolean
compact (cairo_region_t *region)
{
  cairo_rectangle_int_t e;
  double area = 0;

  for (int i = 0; i < cairo_region_num_rectangles (region); i++)
    {
      cairo_rectangle_int_t r;

      cairo_region_get_rectangle (region, i, &r);
      area += (double) r.width * r.height;
    }
  cairo_region_get_extents (region, &e);
  return (double) e.width * e.height <= 2 * area;
}

static void
redraw (GgPaintCache *self, const GgTablePaint *p, cairo_region_t *region, GgPaintLayer scene)
{
  int n = cairo_region_num_rectangles (region);
  cairo_t *cr;

  if (n == 0)
    return;
  cr = cairo_create (self->scene);
  if (n > MAX_RECTS || compact (region))
    {
      cairo_rectangle_int_t r;

      cairo_region_get_extents (region, &r);
      redraw_rect (self, cr, p, &r, scene);
    }
  else
    for (int i = 0; i < n; i++)
      {
        cairo_rectangle_int_t r;

        cairo_region_get_rectangle (region, i, &r);
        redraw_rect (self, cr, p, &r, scene);
      }
  cairo_destroy (cr);
}

static void
clip_region (cairo_t *cr, cairo_region_t *region)
{
  for (int i = 0; i < cairo_region_num_rectangles (region); i++)
    {
      cairo_rectangle_int_t r;

      cairo_region_get_rectangle (region, i, &r);
      cairo_rectangle (cr, r.x, r.y, r.width, r.height);
    }
  cairo_clip (cr);
}

/* What the scene covers with opaque paint: the table (whole pixels) and the edge rulers. */
static cairo_region_t *
opaque_region (const GgTablePaint *p)
{
  cairo_region_t *region = cairo_region_create ();
  double x0, y0, x1, y1;
  int ruler = GG_TABLE_PAINT_RULER, w = floor (p->width), h = floor (p->height);

  gg_table_paint_to_widget (p, (GgPoint){ 0, p->game->depth }, &x0, &y0);
  gg_table_paint_to_widget (p, (GgPoint){ p->game->width, 0 }, &x1, &y1);
  if (p->palette[GG_PAINT_TABLE].alpha >= 1 && ceil (x0) < floor (x1) && ceil (y0) < floor (y1))
    cairo_region_union_rectangle (region, &(cairo_rectangle_int_t){ ceil (x0), ceil (y0),
                                                                    floor (x1) - ceil (x0),
                                                                    floor (y1) - ceil (y0) });
  if (p->palette[GG_PAINT_RULER_BG].alpha >= 1)
    {
      cairo_region_union_rectangle (region, &(cairo_rectangle_int_t){ 0, 0, w, ruler });
      cairo_region_union_rectangle (region, &(cairo_rectangle_int_t){ 0, 0, ruler, h });
    }
  cairo_region_intersect_rectangle (region, &(cairo_rectangle_int_t){ 0, 0, w, h });
  return region;
}

/* The scene onto @cr: copied where it is opaque (a memcpy), composited elsewhere. */
static void
blit_scene (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p)
{
  cairo_region_t *opaque = opaque_region (p);
  cairo_region_t *rest = cairo_region_create_rectangle (
    &(cairo_rectangle_int_t){ 0, 0, ceil (p->width), ceil (p->height) });

  cairo_region_subtract (rest, opaque);
  cairo_save (cr);
  clip_region (cr, opaque);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, self->scene, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_save (cr);
  clip_region (cr, rest);
  cairo_set_source_surface (cr, self->scene, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_region_destroy (opaque);
  cairo_region_destroy (rest);
}

void
_gg_paint_cache_scene (GgPaintCache *self, cairo_t *cr, const GgTablePaint *p,
                       GgPaintLayer background, GgPaintLayer scene, GgPaintItems list)
{
  GArray *items =
    g_array_sized_new (FALSE, FALSE, sizeof (Item), self->items ? self->items->len : 0);
  cairo_region_t *region;

  update_background (self, p, background);
  list (p, items);
  if (self->background_changed || self->items == NULL)
    region = cairo_region_create_rectangle (
      &(cairo_rectangle_int_t){ 0, 0, ceil (p->width), ceil (p->height) });
  else
    region = damage (self->items, items);
  redraw (self, p, region, scene);
  cairo_region_destroy (region);
  g_clear_pointer (&self->items, g_array_unref);
  self->items = items;
  blit_scene (self, cr, p);
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
