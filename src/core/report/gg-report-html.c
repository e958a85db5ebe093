/* gg-report-html.c: the report as one HTML page for a blog or a club's site: the same parts as
 * the PDF, in order, with the maps and charts as PNG images beside it; plain HTML with its style
 * inside, no script and no outside link. */
#include "gg-report-private.h"

#include <glib/gi18n-lib.h>

#include "gg-report-draw.h"
#include "gg-ruleset.h"

static void
add_text (GString *out, const char *tag, const char *text)
{
  g_autofree char *safe = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "<%s>%s</%s>\n", tag, safe, tag);
}

static void add_textf (GString *out, const char *tag, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
add_textf (GString *out, const char *tag, const char *format, ...)
{
  va_list args;
  g_autofree char *s = NULL;

  va_start (args, format);
  s = g_strdup_vprintf (format, args);
  va_end (args);
  add_text (out, tag, s);
}

/* A table row of one cell. */
static void
add_row (GString *out, const char *text)
{
  g_autofree char *safe = g_markup_escape_text (text, -1);

  g_string_append_printf (out, "<tr><td>%s</td></tr>\n", safe);
}

/* The page's language code: a message with a context, through dgettext as every word here. */
static const char *
lang_code (void)
{
  /* Translators: the battle report page's language code */
  const char *key = NC_ ("html-lang", "en");
  const char *code = dgettext (GETTEXT_PACKAGE, "html-lang\004en");

  return code == NULL || g_str_has_prefix (code, "html-lang") ? key : code;
}

static void
head (GString *out, GgReport *self)
{
  g_autofree char *title = g_markup_escape_text (self->title, -1);

  g_string_append_printf (out,
                          "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<title>%s</title>\n<style>body{font-family:sans-serif;max-width:"
                          "50em;margin:auto;padding:1em}img{max-width:100%%}table{border-"
                          "collapse:collapse}td,th{border:1px solid #999;padding:.2em .5em}"
                          "</style>\n</head>\n<body>\n",
                          lang_code (), title);
}

static void
forces (GString *out, GgReport *self)
{
  GgGame *g = self->game;
  g_autofree char *w = gg_unit_format (g->units, g->width, 0);
  g_autofree char *d = gg_unit_format (g->units, g->depth, 0);
  g_autoptr (GDateTime) dt = self->date ? g_date_time_new_from_unix_local (self->date) : NULL;
  g_autofree char *date = dt ? g_date_time_format (dt, "%Y-%m-%d %H:%M") : g_strdup (_("unknown"));

  add_text (out, "h1", self->title);
  add_textf (out, "p",
             _("Played %s · rules: %s · table %s × %s · figures %d mm"), date,
                gg_ruleset_get_name (gg_ruleset_class (g->ruleset)), w, d, g->scale);
  add_text (out, "h2", _("Forces"));
  g_string_append (out, "<table class=\"forces\">\n");
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *row = g_strdup_printf (_("Side %c: %u squads or units, %u figures, %u leaders and officers"), self->forces[s].side,
        self->forces[s].groups, self->forces[s].figures, self->forces[s].leaders);

      add_row (out, row);
    }
  g_string_append (out, "</table>\n");
  add_text (out, "h2", _("How it ended"));
  add_text (out, "p", self->ending);
}

static void
turn (GString *out, GgReport *self, const GgReportTurn *t)
{
  add_textf (out, "h2", _("Turn %u"), t->turn);
  if (t->has_map)
    g_string_append_printf (out, "<p><img class=\"map\" src=\"turn-%u.png\" alt=\"%s\"></p>\n",
                            t->turn, _("The table at the end of the turn"));
  else
    add_text (out, "p",
              _("No map for this turn: the game file holds no table positions for it (it was "
                "saved before replays were kept)."));
  for (int s = 0; s < 2; s++)
    add_textf (out, "p",
               _("Side %c: %u figures in action; lost %u to fire, %u to melee, %u to artillery"),
                  s ? 'B' : 'A', t->in_action[s], t->casualties[s][GG_REPORT_FIRE],
                  t->casualties[s][GG_REPORT_MELEE], t->casualties[s][GG_REPORT_ARTILLERY]);
  add_text (out, "h3", _("Key events"));
  g_string_append (out, "<ol class=\"events\">\n");
  for (guint k = 0; k < t->events->len; k++)
    {
      const GgReportEvent *ev = t->events->pdata[k];
      g_autofree char *safe = g_markup_escape_text (ev->text, -1);

      g_string_append_printf (out, "<li value=\"%u\">%s</li>\n", ev->serial, safe);
    }
  g_string_append (out, "</ol>\n");
}

static void
chart (GString *out, const char *file, const char *alt)
{
  g_autofree char *safe = g_markup_escape_text (alt, -1);

  g_string_append_printf (out, "<p><img class=\"chart\" src=\"%s\" alt=\"%s\"></p>\n", file, safe);
}

static void
dice (GString *out, GgReport *self, const char *const *charts)
{
  g_autoptr (GPtrArray) key = gg_report_key_rolls (self);

  add_text (out, "h2", _("The dice"));
  g_string_append (out, "<table class=\"dice\">\n");
  for (int s = 0; s < 2; s++)
    {
      const GgReportLuck *l = &self->luck[s];

      g_autofree char *row = g_strdup_printf (
        _("Side %c: %u rolls; expected %.2f, did %d; the chance of doing at least that well was "
          "%.4g %%"),
           l->side, l->rolls->len, l->expected, l->actual, 100 * l->p_at_least);

      add_row (out, row);
      if (l->shots > 0)
        {
          g_autofree char *shots = g_strdup_printf (_("of which %u shots: %.2f hits expected, %d hit"), l->shots, l->hits_expected, l->hits);

          add_row (out, shots);
        }
    }
  g_string_append (out, "</table>\n");
  chart (out, charts[GG_REPORT_CHART_LUCK],
         _("Luck through the game: the chance of doing at least as well"));
  add_text (out, "h3", _("The rolls that mattered most"));
  g_string_append (out, "<ol class=\"key-rolls\">\n");
  for (guint i = 0; i < key->len; i++)
    {
      const GgReportRoll *r = key->pdata[i];

      add_textf (out, "li",
                 _("Entry %u, side %c: %s — counted %d"), r->entry, r->side, r->what, r->outcome);
    }
  g_string_append (out, "</ol>\n");
}

char *
_gg_report_html (GgReport *self, const char *const *charts)
{
  GString *out = g_string_new (NULL);

  head (out, self);
  forces (out, self);
  chart (out, charts[GG_REPORT_CHART_IN_ACTION], _("Figures in action"));
  chart (out, charts[GG_REPORT_CHART_CASUALTIES],
         _("Casualties suffered, by fire, melee and artillery"));
  for (guint i = 0; i < self->turns->len; i++)
    turn (out, self, self->turns->pdata[i]);
  dice (out, self, charts);
  g_string_append (out, "</body>\n</html>\n");
  return g_string_free (out, FALSE);
}
