/* gg-report-events.c: each turn's casualties and key events, read from the referee's log. The
 * casualties are those the log's entries count: a La Bella Gigogin fire's hits, a melee round's
 * losses, a gun's hits; a d6 fire's figures removed and a melee's casualties. */
#include "gg-report-private.h"

#include <glib/gi18n-lib.h>
#include <libintl.h>
#include <stdlib.h>
#include <string.h>

typedef struct
{
  const char *message;
  GgReportCause cause;
} Counted;

static int
side_index (char side)
{
  return side == 'B' ? 1 : 0;
}

static const GgLogPart *
part_with (const GgLogEntry *e, const char *message)
{
  for (guint i = 0; e->parts != NULL && i < e->parts->parts->len; i++)
    {
      const GgLogPart *p = g_ptr_array_index (e->parts->parts, i);

      if (g_strcmp0 (p->message, message) == 0)
        return p;
    }
  return NULL;
}

static int
value_int (const GgLogPart *p, guint k)
{
  for (guint i = 0; p->values != NULL && p->values[i] != NULL; i++)
    if (i == k)
      return atoi (p->values[i]);
  return 0;
}

static char
value_side (const GgLogPart *p, guint k)
{
  for (guint i = 0; p->values != NULL && p->values[i] != NULL; i++)
    if (i == k)
      return p->values[i][0] == 'B' ? 'B' : p->values[i][0] == 'A' ? 'A' : 0;
  return 0;
}

static void
add (GgReportTurn *t, char side, GgReportCause cause, int n)
{
  if (t != NULL && side != 0 && n > 0)
    t->casualties[side_index (side)][cause] += n;
}

/* La Bella Gigogin: "Fire A1 at B2 …: N hits", a melee round's losses, a gun's hits. */
static void
count_bg (GgGame *game, GgReportTurn *t, const GgLogEntry *e)
{
  const GgFigure *piece = NULL;
  const GgLogPart *fire = part_with (e, "Fire %s at %s [BG-12.1-g]: %u firing, ");
  const GgLogPart *hits = part_with (e, "%d hit");
  const GgLogPart *round = part_with (e, "Melee round %u, %s against %s [BG-11.3-a]:");
  const GgLogPart *lost = part_with (e, "\nAttackers lost %u, defenders lost %u.");
  const GgLogPart *gun = part_with (e, " — rolled %d: hit");

  if (fire != NULL && hits != NULL)
    add (t, value_side (fire, 1), GG_REPORT_FIRE, (int) hits->n);
  if (round != NULL && lost != NULL)
    {
      add (t, value_side (round, 1), GG_REPORT_MELEE, value_int (lost, 0));
      add (t, value_side (round, 2), GG_REPORT_MELEE, value_int (lost, 1));
    }
  for (guint i = 0; gun != NULL && e->parts != NULL && i < e->parts->parts->len; i++)
    {
      const GgLogPart *p = g_ptr_array_index (e->parts->parts, i);

      /* "B-1-2: 40 %" names the figure the piece's die is for */
      if (g_strcmp0 (p->message, "%s: %.0f %%") == 0 ||
          g_strcmp0 (p->message, "%s (friend): %.0f %%") == 0)
        piece = p->values != NULL && p->values[0] ? gg_game_lookup_figure (game, p->values[0])
                                                  : NULL;
      else if (g_strcmp0 (p->message, " — rolled %d: hit") == 0 && piece != NULL)
        add (t, piece->side, GG_REPORT_ARTILLERY, 1);
    }
}

/* The d6 rules: "Fire, A1 at B2 … : N figures removed", a melee's casualties ("Melee, A1
 * against B2 … casualties 1 and 2": each side's own losses, the attacker's first). */
static void
count_d6 (GgReportTurn *t, const GgLogEntry *e)
{
  const GgLogPart *fire = part_with (e, "Fire, %s at %s");
  const GgLogPart *removed = part_with (e, ": %d figure removed");
  const GgLogPart *melee = part_with (e, "Melee, %s against %s");
  const GgLogPart *scores = part_with (e, "Scores %d and %d; casualties %d and %d\n");

  if (fire != NULL && removed != NULL)
    add (t, value_side (fire, 1), GG_REPORT_FIRE, (int) removed->n);
  if (melee != NULL && scores != NULL)
    {
      add (t, value_side (melee, 0), GG_REPORT_MELEE, value_int (scores, 2));
      add (t, value_side (melee, 1), GG_REPORT_MELEE, value_int (scores, 3));
    }
}

/* An entry worth telling: a roll or a ruling (activations, fire, melee, morale, officers,
 * objectives), not a measurement or a note. */
static gboolean
is_key (const GgLogEntry *e)
{
  return e->kind == GG_LOG_ROLL || e->kind == GG_LOG_RULING;
}

static char *
strip_rules (const char *text)
{
  g_autoptr (GRegex)
    ids = g_regex_new ("\\s*[\\[(][A-Z][A-Z0-9]*-[^\\])\\n]*[\\])]", G_REGEX_OPTIMIZE, 0, NULL);

  return g_regex_replace_literal (ids, text, -1, 0, "", 0, NULL);
}

/* An entry in a line: its first line (what was done) and, when it has more, its last (how it
 * came out: "Score 10: No change", "Attackers lost 1, defenders lost 0."). */
static char *
event_text (const GgLogEntry *e, gboolean rule_ids)
{
  g_autofree char *all = gg_log_entry_render (e);
  g_auto (GStrv) lines = g_strsplit (all, "\n", -1);
  guint n = g_strv_length (lines), last = n;
  g_autofree char *line = NULL;

  while (last > 1 && *g_strstrip (lines[last - 1]) == '\0')
    last--;
  if (n == 0)
    return g_strdup ("");
  g_strstrip (lines[0]);
  line = last > 1 ? g_strdup_printf ("%s — %s", lines[0], lines[last - 1]) : g_strdup (lines[0]);
  return rule_ids ? g_steal_pointer (&line) : strip_rules (line);
}

static void
event_free (gpointer data)
{
  GgReportEvent *ev = data;

  g_free (ev->text);
  g_free (ev);
}

GgReportTurn *
_gg_report_turn_of (GgReport *self, guint turn)
{
  GgReportTurn *t;

  for (guint i = 0; i < self->turns->len; i++)
    if (((GgReportTurn *) self->turns->pdata[i])->turn == turn)
      return self->turns->pdata[i];
  t = g_new0 (GgReportTurn, 1);
  t->turn = turn;
  t->events = g_ptr_array_new_with_free_func (event_free);
  g_ptr_array_add (self->turns, t);
  return t;
}

void
_gg_report_read_events (GgReport *self, const GgReportOptions *options)
{
  GgLog *log = self->game->state->log;
  guint last_turn = 1;

  for (guint i = 0; i < gg_log_get_n_entries (log); i++)
    {
      const GgLogEntry *e = gg_log_get_entry (log, i);
      GgReportTurn *t;
      GgReportEvent *ev;

      /* an entry of no known turn belongs to the turn it follows (the set-up to the first) */
      last_turn = e->turn > 0 ? e->turn : last_turn;
      t = _gg_report_turn_of (self, last_turn);
      t->first_entry = t->first_entry ? t->first_entry : e->serial;
      t->last_entry = e->serial;
      count_bg (self->game, t, e);
      count_d6 (t, e);
      if (!is_key (e))
        continue;
      ev = g_new0 (GgReportEvent, 1);
      ev->serial = e->serial;
      ev->text = event_text (e, options != NULL && options->rule_ids);
      g_ptr_array_add (t->events, ev);
    }
}
