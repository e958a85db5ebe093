/* gg-table-view-tooltip.c: what the pointer is over, in words: a figure (its squad or unit by
 * name, its role and weapon), a ruler (its length in both units) or a terrain feature (its
 * kind and level). The canvas shows it as a tooltip; picking comes from the core. */
#include "gg-config.h"

#include "gg-table-view-private.h"
#include "gg-bg-state.h"

#include <glib/gi18n.h>

#include "gg-command.h"
#include "gg-game-state.h"
#include "gg-spatial.h"
#include "gg-table-paint.h"

#define PICK_PX 3.0

static char *
describe_figure (GgGame *game, GgFigure *f)
{
  g_autofree char *squad = gg_table_paint_group_name (game, f->side, f->squad);
  const char *word = game->state ? gg_bg_state_weapon (game->state, f->side, f->squad, f->id)
                                 : NULL;
  g_autofree char *weapon = word ? gg_side_panel_weapon_count (word, 1) : NULL;
  g_autofree char *head = NULL;

  if (f->squad > 0)
    /* Translators: figure id, side letter, squad or unit name */
    head = g_strdup_printf (_("%s · side %c · %s"), f->id, f->side, squad);
  else
    head = g_strdup_printf (_("%s · side %c"), f->id, f->side);
  if (weapon != NULL)
    /* Translators: the figure's base-label code (L1, 3, CyL…), its weapon ("1 carbine") */
    return g_strdup_printf (_("%s\nRole %s%s · %s"), head, f->role,
                               gg_figure_is_squad_leader (f) ? _(" (squad leader)") : "", weapon);
  return g_strdup_printf (_("%s\nRole %s%s"), head, f->role,
                             gg_figure_is_squad_leader (f) ? _(" (squad leader)") : "");
}

/* What it is, then its name ("Monte Tifata"); a feature without a name shows its id. */
static char *
describe_terrain (GgTerrain *t)
{
  const char *name = t->name != NULL ? t->name : t->id;

  if (t->has_level)
    /* Translators: terrain kind, its height level, its name */
    return g_strdup_printf (_("%s · level %d\n%s"), gg_terrain_kind_label (t->kind), t->level,
                               name);
  return g_strdup_printf ("%s\n%s", gg_terrain_kind_label (t->kind), name);
}

static GgRuler *
lookup_ruler (GgGame *game, const char *id)
{
  for (guint i = 0; i < game->rulers->len; i++)
    {
      GgRuler *r = g_ptr_array_index (game->rulers, i);

      if (g_strcmp0 (r->id, id) == 0)
        return r;
    }
  return NULL;
}

static char *
describe_ruler (GgTableView *self, GgRuler *r)
{
  GgRulerMeasure m = gg_overlays_measure_ruler (_gg_table_view_game_of (self), r);
  g_autofree char *length = gg_unit_format_both (self->unit, m.distance);

  /* Translators: ruler id, its length in both units */
  return g_strdup_printf (_("Ruler %s: %s"), r->id, length);
}

char *
gg_table_view_describe (GgTableView *self, GgPoint p)
{
  GgGame *game = _gg_table_view_game_of (self);
  double mm = gg_canvas_mm_per_pixel (self->canvas);
  const char *id;
  int i;

  if (game == NULL)
    return NULL;
  if ((i = gg_spatial_pick (gg_overlay_data_index (self->overlays, game), p, PICK_PX * mm)) >= 0)
    return describe_figure (game, g_ptr_array_index (game->figures, i));
  if ((game->overlays & GG_OVERLAY_RULERS) && (id = gg_pick_ruler (game, p, 6 * mm)) != NULL)
    return describe_ruler (self, lookup_ruler (game, id));
  if ((id = gg_pick_terrain (game, p, 4 * mm)) != NULL)
    return describe_terrain (gg_game_lookup_terrain (game, id));
  return NULL;
}

static gboolean
query_tooltip_cb (GtkWidget *canvas, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  GgTableView *self)
{
  g_autofree char *text = NULL;

  if (keyboard || self->drag != DRAG_NONE)
    return FALSE;
  text = gg_table_view_describe (self, gg_canvas_widget_to_table (self->canvas, x, y));
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
_gg_table_view_setup_tooltip (GgTableView *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self->canvas), TRUE);
  g_signal_connect (self->canvas, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);
}
