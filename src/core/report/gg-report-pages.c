/* gg-report-pages.c: the report's pages, in order: the title block, the forces and how the game
 * ended, with the charts; a page per turn with its map (or why there is none), the turn's photo
 * of the real table and its key events; and the dice. */
#include "gg-report-draw.h"
#include "gg-report-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "gg-game-background.h"
#include "gg-print-private.h"
#include "gg-report-private.h"
#include "gg-ruleset.h"

#define MARGIN     15.0
#define MAX_EVENTS 30

static double
text (cairo_t *cr, double x, double y, double w, double pt, gboolean bold, const char *plain)
{
  g_autofree char *markup = g_markup_escape_text (plain, -1);

  cairo_set_source_rgb (cr, 0, 0, 0);
  return _gg_print_text (cr, x, y, markup, pt, bold, w);
}

static double textf (cairo_t *cr, double x, double y, double w, double pt, const char *format, ...)
  G_GNUC_PRINTF (6, 7);

static double
textf (cairo_t *cr, double x, double y, double w, double pt, const char *format, ...)
{
  va_list args;
  g_autofree char *s = NULL;

  va_start (args, format);
  s = g_strdup_vprintf (format, args);
  va_end (args);
  return text (cr, x, y, w, pt, FALSE, s);
}

void
_gg_report_map_label (cairo_t *cr, const char *name, double size, gpointer data)
{
  g_autoptr (PangoLayout) layout = _gg_print_layout (cr, name, 7, TRUE, 0);
  double scale = size / MAX (_gg_print_layout_height (layout), 0.1);

  cairo_scale (cr, scale, scale);
  cairo_move_to (cr, -_gg_print_layout_width (layout) / 2, -_gg_print_layout_height (layout) / 2);
  cairo_set_source_rgb (cr, 0, 0, 0);
  pango_cairo_show_layout (cr, layout);
}

static char *
date_text (gint64 date)
{
  g_autoptr (GDateTime) dt = date ? g_date_time_new_from_unix_local (date) : NULL;

  return dt ? g_date_time_format (dt, "%Y-%m-%d %H:%M") : g_strdup (_("unknown"));
}

static double
title_block (GgReport *self, cairo_t *cr, double y, double w)
{
  GgGame *g = self->game;
  g_autofree char *date = date_text (self->date);
  g_autofree char *table_w = gg_unit_format (g->units, g->width, 0);
  g_autofree char *table_d = gg_unit_format (g->units, g->depth, 0);

  y += text (cr, MARGIN, y, w, 18, TRUE, self->title) + 3;
  /* Translators: the battle report's particulars: date, rules, table, figure scale */
  y += textf (cr, MARGIN, y, w, 10,
              _("Played %s · rules: %s · table %s × %s · figures %d mm"), date,
                 gg_ruleset_get_name (gg_ruleset_class (g->ruleset)), table_w, table_d, g->scale) +
              4;
  return y;
}

static double
forces_block (GgReport *self, cairo_t *cr, double y, double w)
{
  y += text (cr, MARGIN, y, w, 12, TRUE, _("Forces")) + 1.5;
  for (int s = 0; s < 2; s++)
    {
      const GgReportForce *f = &self->forces[s];

      /* Translators: a side's forces in the battle report */
      y += textf (cr, MARGIN + 4, y, w - 4, 10,
                  _("Side %c: %u squads or units, %u figures, %u leaders and officers"), f->side,
                     f->groups, f->figures, f->leaders) +
                  1;
    }
  y += 3;
  y += text (cr, MARGIN, y, w, 12, TRUE, _("How it ended")) + 1.5;
  return y + text (cr, MARGIN + 4, y, w - 4, 10, FALSE, self->ending) + 4;
}

static void
chart_at (GgReport *self, cairo_t *cr, GgReportChart chart, double y, double w, double h)
{
  cairo_save (cr);
  cairo_translate (cr, MARGIN, y);
  gg_report_draw_chart (self, cr, chart, w, h);
  cairo_restore (cr);
}

static void
first_page (GgReport *self, cairo_t *cr, double w, double h)
{
  double y = title_block (self, cr, MARGIN, w);
  double chart_h;

  y = forces_block (self, cr, y, w);
  chart_h = MIN (70, (h - MARGIN - y) / 2 - 4);
  if (self->turns->len == 0)
    {
      text (cr, MARGIN, y, w, 10, FALSE, _("The log holds no turn: there is nothing to chart."));
      return;
    }
  chart_at (self, cr, GG_REPORT_CHART_IN_ACTION, y, w, chart_h);
  chart_at (self, cr, GG_REPORT_CHART_CASUALTIES, y + chart_h + 6, w, chart_h);
}

/* The photo of the real table said to show @turn, or NULL. */
static const GgBackgroundPhoto *
photo_of (GgGame *game, guint turn)
{
  for (guint i = 0; game->photos != NULL && i < game->photos->len; i++)
    {
      const GgBackgroundPhoto *p = game->photos->pdata[i];

      if (p->turn > 0 && (guint) p->turn == turn)
        return p;
    }
  return NULL;
}

static void
draw_photo (cairo_t *cr, const char *path, double x, double y, double w, double h)
{
  cairo_surface_t *image = _gg_report_load_image (path);
  double scale;

  if (image == NULL)
    return;
  scale =
    MIN (w / cairo_image_surface_get_width (image), h / cairo_image_surface_get_height (image));
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
}

static double
map_block (GgReport *self, cairo_t *cr, guint i, double y, double w, double h)
{
  GgReportTurn *t = self->turns->pdata[i];
  const GgBackgroundPhoto *photo = photo_of (self->game, t->turn);
  double map_w = photo ? w * 0.6 : w;
  double map_h = MIN (h, map_w * self->game->depth / self->game->width);

  if (!t->has_map)
    return y + text (cr, MARGIN, y, w, 10, FALSE,
                     _("No map for this turn: the game file holds no table positions for it "
                       "(it was saved before replays were kept).")) +
                     4;
  cairo_save (cr);
  cairo_translate (cr, MARGIN, y);
  gg_report_draw_map (self, cr, i, map_w, map_h, _gg_report_map_label, NULL);
  cairo_restore (cr);
  if (photo != NULL)
    draw_photo (cr, photo->path, MARGIN + map_w + 4, y, w - map_w - 4, map_h);
  return y + map_h + 4;
}

static double
casualty_line (GgReport *self, cairo_t *cr, const GgReportTurn *t, double y, double w)
{
  for (int s = 0; s < 2; s++)
    /* Translators: a turn's casualties in the battle report */
    y += textf (cr, MARGIN, y, w, 9,
                _("Side %c: %u figures in action; lost %u to fire, %u to melee, %u to artillery"),
                   s ? 'B' : 'A', t->in_action[s], t->casualties[s][GG_REPORT_FIRE],
                   t->casualties[s][GG_REPORT_MELEE], t->casualties[s][GG_REPORT_ARTILLERY]) +
                0.5;
  return y + 2;
}

static void
turn_page (GgReport *self, cairo_t *cr, guint i, double w, double h)
{
  GgReportTurn *t = self->turns->pdata[i];
  double y = MARGIN;

  /* Translators: the heading of a turn's page in the battle report */
  y += textf (cr, MARGIN, y, w, 14, _("Turn %u"), t->turn) + 3;
  y = map_block (self, cr, i, y, w, (h - 2 * MARGIN) * 0.5);
  y = casualty_line (self, cr, t, y, w);
  y += text (cr, MARGIN, y, w, 11, TRUE, _("Key events")) + 1;
  for (guint k = 0; k < t->events->len && y < h - MARGIN - 5; k++)
    {
      GgReportEvent *ev = t->events->pdata[k];

      y += textf (cr, MARGIN + 2, y, w - 2, 8.5, "%u. %s", ev->serial, ev->text) + 0.6;
    }
  if (t->events->len == 0)
    text (cr, MARGIN + 2, y, w - 2, 9, FALSE, _("No roll or ruling was logged this turn."));
}

static double
luck_block (GgReport *self, cairo_t *cr, int s, double y, double w)
{
  const GgReportLuck *l = &self->luck[s];

  /* Translators: a side's dice in the battle report: how many rolls, expected and actual totals,
   * and the exact chance of doing at least that well */
  y += textf (cr, MARGIN, y, w, 10,
              _("Side %c: %u rolls; expected %.2f, did %d; the chance of doing at least "
                "that well was %.4g %%"),
                 l->side, l->rolls->len, l->expected, l->actual, 100 * l->p_at_least) +
              0.5;
  if (l->shots > 0)
    /* Translators: a side's shots in the battle report: how many, hits expected, hits made */
    y += textf (cr, MARGIN + 4, y, w - 4, 9,
                _("of which %u shots: %.2f hits expected, %d hit"), l->shots, l->hits_expected,
                   l->hits) +
                0.5;
  return y + 1;
}

static void
dice_page (GgReport *self, cairo_t *cr, double w, double h)
{
  double y = MARGIN;
  g_autoptr (GPtrArray) key = gg_report_key_rolls (self);

  y += text (cr, MARGIN, y, w, 14, TRUE, _("The dice")) + 3;
  y += text (cr, MARGIN, y, w, 9, FALSE,
             _("Each roll counts what it did: a shot hit (1) or missed (0), with its exact "
               "chance; a die whose count the log does not give counts its face. A side's luck is "
               "the exact chance that its rolls, each drawn from its own odds, add up to at least "
               "what they did: small is lucky, near 1 unlucky.")) +
             3;
  for (int s = 0; s < 2; s++)
    y = luck_block (self, cr, s, y, w);
  y += 3;
  if (self->turns->len > 0)
    {
      chart_at (self, cr, GG_REPORT_CHART_LUCK, y, w, 70);
      y += 76;
    }
  y += text (cr, MARGIN, y, w, 11, TRUE, _("The rolls that mattered most")) + 1;
  for (guint i = 0; i < key->len && y < h - MARGIN; i++)
    {
      const GgReportRoll *r = key->pdata[i];

      /* Translators: one of the battle report's decisive rolls: entry, side, what, outcome */
      y += textf (
        cr, MARGIN + 2, y, w - 2, 9,
        _("Entry %u, side %c: %s — counted %d"), r->entry, r->side, r->what, r->outcome) + 1;
    }
  if (key->len == 0)
    text (cr, MARGIN + 2, y, w - 2, 9, FALSE, _("No roll did better than its mean."));
}

guint
gg_report_get_n_pages (GgReport *self, double width, double height)
{
  return 2 + self->turns->len;
}

void
gg_report_draw_page (GgReport *self, cairo_t *cr, guint page, double width, double height,
                     const char *lang)
{
  GgPrintLangSaved saved;
  double w = width / GG_PT_PER_MM - 2 * MARGIN, h = height / GG_PT_PER_MM;

  _gg_print_lang_push (lang, &saved);
  cairo_save (cr);
  cairo_scale (cr, GG_PT_PER_MM, GG_PT_PER_MM);
  if (page == 0)
    first_page (self, cr, w, h);
  else if (page <= self->turns->len)
    turn_page (self, cr, page - 1, w, h);
  else
    dice_page (self, cr, w, h);
  cairo_restore (cr);
  _gg_print_lang_pop (&saved);
}
