/* gg-report-json.c: the report's numbers as JSON, for scripts and for anyone who wants to check
 * the luck figures: every roll with the distribution it was drawn from. */
#include "gg-report.h"

#include "gg-json-text.h"
#include "gg-ruleset.h"

static void
member_int (GgJsonText *j, const char *name, gint64 v)
{
  gg_json_text_member (j, name);
  gg_json_text_add_int (j, v);
}

static void
member_double (GgJsonText *j, const char *name, double v)
{
  gg_json_text_member (j, name);
  gg_json_text_add_double (j, v);
}

static void
member_string (GgJsonText *j, const char *name, const char *v)
{
  gg_json_text_member (j, name);
  gg_json_text_add_string (j, v);
}

static void
side_member (GgJsonText *j, char side)
{
  char s[2] = { side, '\0' };

  member_string (j, "side", s);
}

static void
write_game (GgJsonText *j, GgReport *self)
{
  GgGame *g = self->game;
  g_autoptr (GDateTime) dt = self->date ? g_date_time_new_from_unix_utc (self->date) : NULL;
  g_autofree char *date = dt ? g_date_time_format_iso8601 (dt) : NULL;

  member_string (j, "title", self->title);
  member_string (j, "date", date);
  member_string (j, "rules", gg_ruleset_to_string (g->ruleset));
  gg_json_text_member (j, "table");
  gg_json_text_begin_object (j);
  member_double (j, "width", gg_unit_from_mm (g->units, g->width));
  member_double (j, "depth", gg_unit_from_mm (g->units, g->depth));
  member_string (j, "units", gg_unit_to_string (g->units));
  gg_json_text_end_object (j);
  member_int (j, "scale", g->scale);
  member_string (j, "ending", self->ending);
}

static void
write_forces (GgJsonText *j, GgReport *self)
{
  gg_json_text_member (j, "forces");
  gg_json_text_begin_array (j);
  for (int s = 0; s < 2; s++)
    {
      gg_json_text_begin_object (j);
      side_member (j, self->forces[s].side);
      member_int (j, "groups", self->forces[s].groups);
      member_int (j, "figures", self->forces[s].figures);
      member_int (j, "leaders", self->forces[s].leaders);
      gg_json_text_end_object (j);
    }
  gg_json_text_end_array (j);
}

static void
write_side_turn (GgJsonText *j, const GgReportTurn *t, int s)
{
  gg_json_text_begin_object (j);
  side_member (j, s ? 'B' : 'A');
  member_int (j, "in_action", t->in_action[s]);
  gg_json_text_member (j, "casualties");
  gg_json_text_begin_object (j);
  for (int c = 0; c < GG_REPORT_N_CAUSES; c++)
    member_int (j, gg_report_cause_name (c), t->casualties[s][c]);
  gg_json_text_end_object (j);
  gg_json_text_end_object (j);
}

static void
write_turns (GgJsonText *j, GgReport *self)
{
  gg_json_text_member (j, "turns");
  gg_json_text_begin_array (j);
  for (guint i = 0; i < self->turns->len; i++)
    {
      const GgReportTurn *t = self->turns->pdata[i];

      gg_json_text_begin_object (j);
      member_int (j, "turn", t->turn);
      member_int (j, "first_entry", t->first_entry);
      member_int (j, "last_entry", t->last_entry);
      gg_json_text_member (j, "map");
      gg_json_text_add_bool (j, t->has_map);
      member_int (j, "events", t->events->len);
      gg_json_text_member (j, "sides");
      gg_json_text_begin_array (j);
      write_side_turn (j, t, 0);
      write_side_turn (j, t, 1);
      gg_json_text_end_array (j);
      gg_json_text_end_object (j);
    }
  gg_json_text_end_array (j);
}

static void
write_roll (GgJsonText *j, const GgReportRoll *r)
{
  gg_json_text_begin_object (j);
  member_int (j, "entry", r->entry);
  member_string (j, "what", r->what);
  member_int (j, "outcome", r->outcome);
  gg_json_text_member (j, "distribution");
  gg_json_text_begin_array (j);
  for (guint i = 0; i < r->distribution->len; i++)
    {
      const GgReportMass *m = &g_array_index (r->distribution, GgReportMass, i);

      gg_json_text_begin_array (j);
      gg_json_text_add_int (j, m->value);
      gg_json_text_add_double (j, m->p);
      gg_json_text_end_array (j);
    }
  gg_json_text_end_array (j);
  gg_json_text_end_object (j);
}

static void
write_luck (GgJsonText *j, GgReport *self)
{
  gg_json_text_member (j, "luck");
  gg_json_text_begin_array (j);
  for (int s = 0; s < 2; s++)
    {
      const GgReportLuck *l = &self->luck[s];

      gg_json_text_begin_object (j);
      side_member (j, l->side);
      gg_json_text_member (j, "rolls");
      gg_json_text_begin_array (j);
      for (guint i = 0; i < l->rolls->len; i++)
        write_roll (j, l->rolls->pdata[i]);
      gg_json_text_end_array (j);
      member_double (j, "expected", l->expected);
      member_int (j, "actual", l->actual);
      member_double (j, "p_at_least", l->p_at_least);
      gg_json_text_end_object (j);
    }
  gg_json_text_end_array (j);
}

char *
gg_report_to_json (GgReport *self)
{
  GgJsonText j = { g_string_new (NULL), 0, 0, FALSE };

  gg_json_text_begin_object (&j);
  write_game (&j, self);
  write_forces (&j, self);
  write_turns (&j, self);
  write_luck (&j, self);
  member_int (&j, "unassigned_rolls", self->n_unassigned);
  gg_json_text_end_object (&j);
  return g_string_free (j.out, FALSE);
}
