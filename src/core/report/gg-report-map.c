/* gg-report-map.c: a turn's map: the table at the turn's end as the app draws it (terrain, the
 * figures' bases in their side's colour, those out of play grey, the squads named), each squad's
 * move in the turn as an arrow from where it began, and the turn's casualties crossed out: the
 * figures that left the table or were put out of play during it. */
#include "gg-report-draw.h"

#include <math.h>

#include "gg-geometry.h"
#include "gg-print-table.h"
#include "gg-replay.h"

/* id -> GgFigure* (borrowed from the replay's frames): the table at log entry @serial, empty
 * before the first frame. */
static GHashTable *
table_at (GgReplay *replay, guint serial)
{
  GHashTable *table = replay ? gg_replay_table_at (replay, serial) : NULL;

  return table ? table : g_hash_table_new (g_str_hash, g_str_equal);
}

/* The ids of the figures off the table (casualties, prisoners) at log entry @serial, as the
 * rule set's state showed them at the last frame at or before it that kept them; empty when
 * none did (files saved before the replay kept the state). */
static GHashTable *
off_at (GgReplay *replay, guint serial)
{
  GHashTable *off = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *ids = NULL;

  for (guint i = 0; replay != NULL && i < gg_replay_get_n_frames (replay); i++)
    {
      GPtrArray *figures, *gone, *state, *markers;

      if (gg_replay_get_frame (replay, i, &figures, &gone) > serial)
        break;
      if (gg_replay_get_frame_state (replay, i, &state, &markers))
        ids = state;
    }
  for (guint k = 0; ids != NULL && k < ids->len; k++)
    g_hash_table_add (off, ids->pdata[k]);
  return off;
}

typedef struct
{
  char side;
  int squad;
  double x, y;
  guint n;
} Centre;

/* Each squad's centre: the mean of its figures' centres. */
static GArray *
centres (GHashTable *table)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (Centre));
  GHashTableIter it;
  gpointer value;

  g_hash_table_iter_init (&it, table);
  while (g_hash_table_iter_next (&it, NULL, &value))
    {
      const GgFigure *f = value;
      Centre *c = NULL;

      if (f->squad <= 0)
        continue;
      for (guint i = 0; i < out->len && c == NULL; i++)
        if (g_array_index (out, Centre, i).side == f->side &&
            g_array_index (out, Centre, i).squad == f->squad)
          c = &g_array_index (out, Centre, i);
      if (c == NULL)
        {
          Centre fresh = { f->side, f->squad, 0, 0, 0 };

          g_array_append_val (out, fresh);
          c = &g_array_index (out, Centre, out->len - 1);
        }
      c->x += f->base.centre.x;
      c->y += f->base.centre.y;
      c->n++;
    }
  for (guint i = 0; i < out->len; i++)
    {
      Centre *c = &g_array_index (out, Centre, i);

      c->x /= c->n;
      c->y /= c->n;
    }
  return out;
}

static const Centre *
find_centre (GArray *list, char side, int squad)
{
  for (guint i = 0; i < list->len; i++)
    if (g_array_index (list, Centre, i).side == side &&
        g_array_index (list, Centre, i).squad == squad)
      return &g_array_index (list, Centre, i);
  return NULL;
}

/* An arrow from @a to @b in table millimetres, @unit long heads. */
static void
arrow (cairo_t *cr, double ax, double ay, double bx, double by, double unit)
{
  double angle = atan2 (by - ay, bx - ax);

  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_stroke (cr);
  cairo_move_to (cr, bx, by);
  cairo_line_to (cr, bx - unit * cos (angle - 0.45), by - unit * sin (angle - 0.45));
  cairo_line_to (cr, bx - unit * cos (angle + 0.45), by - unit * sin (angle + 0.45));
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_moves (cairo_t *cr, GArray *before, GArray *after, double unit)
{
  cairo_set_line_width (cr, unit / 4);
  for (guint i = 0; i < after->len; i++)
    {
      const Centre *b = &g_array_index (after, Centre, i);
      const Centre *a = find_centre (before, b->side, b->squad);

      if (a == NULL || hypot (b->x - a->x, b->y - a->y) < unit / 2)
        continue;
      cairo_set_source_rgba (cr, 0.95, 0.78, 0.10, 0.95);
      arrow (cr, a->x, a->y, b->x, b->y, unit);
    }
}

static void
cross (cairo_t *cr, const GgFigure *f, double unit)
{
  double x = f->base.centre.x, y = f->base.centre.y;

  cairo_set_source_rgb (cr, 0.9, 0.0, 0.0);
  cairo_set_line_width (cr, unit / 4);
  cairo_move_to (cr, x - unit, y - unit);
  cairo_line_to (cr, x + unit, y + unit);
  cairo_move_to (cr, x - unit, y + unit);
  cairo_line_to (cr, x + unit, y - unit);
  cairo_stroke (cr);
}

/* The squads' names at their centres, upright whatever the table's flip. */
static void
draw_names (cairo_t *cr, GArray *list, double unit, GgReportLabelFunc label, gpointer data)
{
  for (guint i = 0; i < list->len; i++)
    {
      const Centre *c = &g_array_index (list, Centre, i);
      g_autofree char *name = g_strdup_printf ("%c%d", c->side, c->squad);

      cairo_save (cr);
      cairo_translate (cr, c->x, c->y + 1.6 * unit);
      cairo_scale (cr, 1, -1);
      label (cr, name, unit * 1.6, data);
      cairo_restore (cr);
    }
}

void
gg_report_draw_map (GgReport *self, cairo_t *cr, guint turn_index, double width, double height,
                    GgReportLabelFunc label, gpointer data)
{
  GgGame *game = self->game;
  GgReportTurn *t = self->turns->pdata[turn_index];
  g_autoptr (GHashTable) end = table_at (game->replay, t->last_entry);
  g_autoptr (GHashTable) begin = table_at (game->replay, t->first_entry ? t->first_entry - 1 : 0);
  g_autoptr (GHashTable) off_end = off_at (game->replay, t->last_entry);
  g_autoptr (GHashTable) off_begin = off_at (game->replay, t->first_entry ? t->first_entry - 1 : 0);
  g_autoptr (GArray) before = centres (begin);
  g_autoptr (GArray) after = centres (end);
  double scale = MIN (width / game->width, height / game->depth);
  double unit = MAX (game->width, game->depth) / 120;
  GHashTableIter it;
  gpointer key, value;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, game->width * scale, game->depth * scale);
  cairo_set_source_rgb (cr, 0.55, 0.68, 0.40);
  cairo_fill (cr);
  /* side A's edge at the bottom, as the app shows the table */
  cairo_translate (cr, 0, game->depth * scale);
  cairo_scale (cr, scale, -scale);
  for (guint i = 0; i < game->terrain->len; i++)
    gg_print_table_terrain (cr, game->terrain->pdata[i], unit / 2);
  g_hash_table_iter_init (&it, end);
  while (g_hash_table_iter_next (&it, &key, &value))
    {
      gg_print_table_base_path (cr, value);
      if (g_hash_table_contains (off_end, key))
        cairo_set_source_rgb (cr, 0.55, 0.55, 0.55); /* out of play: grey, as a casualty */
      else
        gg_print_table_side_colour (cr, ((GgFigure *) value)->side);
      cairo_fill (cr);
    }
  draw_moves (cr, before, after, unit);
  /* the turn's casualties: figures gone from the table, or put out of play, during it */
  g_hash_table_iter_init (&it, begin);
  while (g_hash_table_iter_next (&it, &key, &value))
    if (!g_hash_table_contains (end, key) ||
        (g_hash_table_contains (off_end, key) && !g_hash_table_contains (off_begin, key)))
      cross (cr, g_hash_table_lookup (end, key) ? g_hash_table_lookup (end, key) : value, unit);
  if (label != NULL)
    draw_names (cr, after, unit, label, data);
  cairo_restore (cr);
}
