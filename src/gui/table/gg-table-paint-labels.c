/* gg-table-paint-labels.c: the names of the squads and units on the table, under each group
 * of figures, at a size that grows with the zoom but stays readable when the whole table is in
 * view. A d6 unit is called by its roster name where the game has one; otherwise the label is
 * the id players use (A1 for side A's squad 1, A-3 for a d6 unit). Drawn over the scene every
 * frame (a few dozen labels), only while the labels overlay is on. */
#include "gg-config.h"

#include <math.h>

#include "gg-game-state.h"
#include "gg-ruleset.h"
#include "gg-table-paint-private.h"

typedef struct
{
  char side;
  int squad;
  double sx, sy; /* sums of the figures' centres, mm */
  double low;    /* the lowest edge on the screen (the least y), mm */
  guint n;
} Group;

/* Pixels of text: about 4 mm of table, never under 11 px nor over 22. */
static double
font_px (const GgTablePaint *p)
{
  return CLAMP (p->zoom * 4.0, 11.0, 22.0);
}

char *
gg_table_paint_group_name (GgGame *game, char side, int squad)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);

  /* its rule set's word for the group (a d6 unit's name), else the squad's "A1" */
  if (rules->play->group_name != NULL)
    return rules->play->group_name (game, side, squad);
  return g_strdup_printf ("%c%d", side, squad);
}

static GArray *
collect_groups (GgGame *game)
{
  GArray *groups = g_array_new (FALSE, TRUE, sizeof (Group));
  g_autoptr (GHashTable) index = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      gpointer key = GINT_TO_POINTER ((f->side == 'B' ? 1 : 2) + f->squad * 4);
      gpointer at;
      Group *g;

      if (f->squad <= 0 || gg_game_state_off_table (game->state, f->id))
        continue;
      if (!g_hash_table_lookup_extended (index, key, NULL, &at))
        {
          g_array_append_val (groups, ((Group){ f->side, f->squad, 0, 0, G_MAXDOUBLE, 0 }));
          at = GUINT_TO_POINTER (groups->len - 1);
          g_hash_table_insert (index, key, at);
        }
      g = &g_array_index (groups, Group, GPOINTER_TO_UINT (at));
      g->sx += f->base.centre.x;
      g->sy += f->base.centre.y;
      g->low = MIN (g->low, f->base.centre.y - _gg_paint_base_reach (&f->base));
      g->n++;
    }
  return groups;
}

/* Moves @r down below every label already placed that it overlaps; FALSE (not drawn) if
 * that takes more than three steps: a crowded corner keeps the labels it has. */
static gboolean
find_room (GArray *placed, cairo_rectangle_t *r)
{
  for (int step = 0; step < 4; step++)
    {
      gboolean clear = TRUE;

      for (guint i = 0; i < placed->len && clear; i++)
        {
          cairo_rectangle_t *o = &g_array_index (placed, cairo_rectangle_t, i);

          if (r->x < o->x + o->width && o->x < r->x + r->width && r->y < o->y + o->height &&
              o->y < r->y + r->height)
            {
              r->y = o->y + o->height + 1;
              clear = FALSE;
            }
        }
      if (clear)
        {
          g_array_append_val (placed, *r);
          return TRUE;
        }
    }
  return FALSE;
}

static void
draw_label (cairo_t *cr, const GgTablePaint *p, const Group *g, PangoFontDescription *font,
            GArray *placed)
{
  g_autofree char *name = gg_table_paint_group_name (p->game, g->side, g->squad);
  g_autoptr (PangoLayout) layout = _gg_paint_layout (cr, p, name);
  GgPoint at = { g->sx / g->n, g->low };
  cairo_rectangle_t box;
  double x, y;
  int w, h;

  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  gg_table_paint_to_widget (p, at, &x, &y);
  box = (cairo_rectangle_t){ round (x - w / 2.0) - 3, round (y + 3), w + 6, h };
  if (!find_room (placed, &box))
    return;
  x = box.x + 3;
  y = box.y;
  _gg_paint_source (cr, p, GG_PAINT_LABEL_BG);
  cairo_rectangle (cr, box.x, box.y, box.width, box.height);
  cairo_fill (cr);
  _gg_paint_source (cr, p, g->side == 'B' ? GG_PAINT_SIDE_B_EDGE : GG_PAINT_SIDE_A_EDGE);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

void
_gg_paint_labels (cairo_t *cr, const GgTablePaint *p)
{
  g_autoptr (GArray) groups = NULL;
  g_autoptr (GArray) placed = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  PangoFontDescription *font;

  if (!(p->game->overlays & GG_OVERLAY_LABELS))
    return;
  groups = collect_groups (p->game);
  font = pango_font_description_new ();
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, font_px (p) * PANGO_SCALE);
  for (guint i = 0; i < groups->len; i++)
    draw_label (cr, p, &g_array_index (groups, Group, i), font, placed);
  pango_font_description_free (font);
}
