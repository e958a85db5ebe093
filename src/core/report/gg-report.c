/* gg-report.c: the battle report's model: the game's particulars, its forces, its turns and
 * each side's luck. */
#include "gg-report-private.h"

#include <glib/gi18n-lib.h>
#include <libintl.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-replay.h"
#include "gg-ruleset.h"

static const char *const cause_names[] = { "fire", "melee", "artillery" };

const char *
gg_report_cause_name (GgReportCause cause)
{
  return cause < GG_REPORT_N_CAUSES ? cause_names[cause] : "";
}

/* The file's first comment line ("# Gigogin demo battle: a farm…"), else its name. */
static char *
title_of (GgGame *game)
{
  g_autofree char *text = NULL;
  g_autofree char *base = NULL;
  char *dot;

  if (game->filename != NULL && g_file_get_contents (game->filename, &text, NULL, NULL) &&
      g_str_has_prefix (text, "# "))
    {
      char *end = strchr (text, '\n');

      if (end != NULL)
        *end = '\0';
      if (g_utf8_validate (text + 2, -1, NULL))
        return g_strstrip (g_strdup (text + 2));
    }
  base = g_path_get_basename (game->filename ? game->filename : _("Game"));
  if ((dot = strrchr (base, '.')) != NULL && dot != base)
    *dot = '\0';
  return g_strdup (base);
}

static gboolean
is_leader (const GgFigure *f)
{
  return gg_bg_role_is_leader (f->role) || gg_bg_role_is_officer (f->role);
}

static void
count_forces (GgReport *self)
{
  g_autoptr (GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (int s = 0; s < 2; s++)
    self->forces[s].side = s ? 'B' : 'A';
  for (guint i = 0; i < self->game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (self->game->figures, i);
      GgReportForce *force = &self->forces[f->side == 'B'];

      force->figures++;
      force->leaders += is_leader (f);
      if (f->squad > 0)
        g_hash_table_add (groups, g_strdup_printf ("%c%d", f->side, f->squad));
    }
  for (int s = 0; s < 2; s++)
    for (int n = 1; n < 1000; n++)
      {
        g_autofree char *key = g_strdup_printf ("%c%d", self->forces[s].side, n);

        self->forces[s].groups += g_hash_table_contains (groups, key);
      }
}

/* Figures in action at each turn's end: the forces less the casualties counted so far. */
static void
count_in_action (GgReport *self)
{
  guint lost[2] = { 0, 0 };

  for (guint i = 0; i < self->turns->len; i++)
    {
      GgReportTurn *t = self->turns->pdata[i];

      for (int s = 0; s < 2; s++)
        {
          for (int c = 0; c < GG_REPORT_N_CAUSES; c++)
            lost[s] += t->casualties[s][c];
          t->in_action[s] = self->forces[s].figures > lost[s] ? self->forces[s].figures - lost[s]
                                                              : 0;
        }
    }
}

static gint
by_turn (gconstpointer a, gconstpointer b)
{
  const GgReportTurn *x = *(GgReportTurn *const *) a, *y = *(GgReportTurn *const *) b;

  return (x->turn > y->turn) - (x->turn < y->turn);
}

static void
turn_free (gpointer data)
{
  GgReportTurn *t = data;

  g_ptr_array_unref (t->events);
  g_free (t);
}

/* A turn has its map when the replay holds a frame at or before its last entry. */
static void
find_maps (GgReport *self)
{
  GgReplay *replay = self->game->replay;
  GPtrArray *figures, *gone;
  guint first = 0;

  if (replay == NULL || gg_replay_get_n_frames (replay) == 0)
    return;
  first = gg_replay_get_frame (replay, 0, &figures, &gone);
  for (guint i = 0; i < self->turns->len; i++)
    {
      GgReportTurn *t = self->turns->pdata[i];

      t->has_map = t->last_entry >= first;
    }
}

/* The side's luck over all its rolls, and through the game: over its rolls up to each turn's
 * end, the sum grown a turn at a time. */
static void
sum_luck (GgReport *self, GgReportLuck *luck)
{
  g_autoptr (GgReportSum) sum = gg_report_sum_new ();
  guint next = 0;
  int actual = 0;

  for (guint i = 0; i < self->turns->len; i++)
    {
      GgReportTurn *t = self->turns->pdata[i];
      double p;

      for (; next < luck->rolls->len &&
             ((GgReportRoll *) luck->rolls->pdata[next])->entry <= t->last_entry;
           next++)
        {
          GgReportRoll *r = luck->rolls->pdata[next];

          gg_report_sum_add (sum, r->distribution);
          actual += r->outcome;
        }
      p = gg_report_sum_p_at_least (sum, actual, NULL);
      g_array_append_val (luck->by_turn, p);
    }
  for (; next < luck->rolls->len; next++)
    {
      GgReportRoll *r = luck->rolls->pdata[next];

      gg_report_sum_add (sum, r->distribution);
      actual += r->outcome;
    }
  luck->actual = actual;
  luck->p_at_least = gg_report_sum_p_at_least (sum, actual, &luck->expected);
}

/* A shot (a roll counted as hit or miss, not by its face): its chance to hit, and the hit. */
static void
count_shot (GgReportLuck *luck, const GgReportRoll *r)
{
  if (r->by_face)
    return;
  luck->shots++;
  luck->hits += r->outcome;
  for (guint k = 0; k < r->distribution->len; k++)
    {
      const GgReportMass *m = &g_array_index (r->distribution, GgReportMass, k);

      luck->hits_expected += m->value * m->p;
    }
}

static void
split_luck (GgReport *self)
{
  for (int s = 0; s < 2; s++)
    {
      GgReportLuck *luck = &self->luck[s];

      luck->side = s ? 'B' : 'A';
      luck->rolls = g_ptr_array_new ();
      luck->by_turn = g_array_new (FALSE, FALSE, sizeof (double));
      for (guint i = 0; i < self->rolls->len; i++)
        if (((GgReportRoll *) self->rolls->pdata[i])->side == luck->side)
          {
            GgReportRoll *r = self->rolls->pdata[i];

            g_ptr_array_add (luck->rolls, r);
            count_shot (luck, r);
          }
      sum_luck (self, luck);
    }
}

static char *
ending_of (GgReport *self)
{
  GgLog *log = self->game->state->log;
  guint n = gg_log_get_n_entries (log);
  guint turns = self->turns->len
                  ? ((GgReportTurn *) g_ptr_array_index (self->turns, self->turns->len - 1))->turn
                  : 0;
  g_autofree char *last = n ? gg_log_entry_render (gg_log_get_entry (log, n - 1)) : NULL;
  guint on[2] = { 0, 0 };

  for (guint i = 0; i < self->game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (self->game->figures, i);

      on[f->side == 'B'] += !gg_game_state_off_table (self->game->state, f->id);
    }
  if (last != NULL && strchr (last, '\n') != NULL)
    *strchr (last, '\n') = '\0';
  /* Translators: how a battle report's game ended: turns played, figures left, the log's last
   * entry */
  return g_strdup_printf (_("After %u turns side A has %u figures on the table and side B %u. "
                            "The log ends: %s"),
                             turns, on[0], on[1], last ? last : _("(empty)"));
}

GgReport *
gg_report_new (GgGame *game, const GgReportOptions *options, GError **error)
{
  GgReport *self;

  if (game->state == NULL || gg_log_get_n_entries (game->state->log) == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: the game has not begun: its log is empty, there is nothing to report"),
                      game->filename ? game->filename : "");
      return NULL;
    }
  self = g_new0 (GgReport, 1);
  self->game = gg_game_ref (game);
  self->title = title_of (game);
  self->turns = g_ptr_array_new_with_free_func (turn_free);
  self->rolls = g_ptr_array_new_with_free_func (_gg_report_roll_free);
  if (gg_log_get_n_entries (game->state->log) > 0)
    self->date = gg_log_get_entry (game->state->log, 0)->time;
  count_forces (self);
  _gg_report_read_events (self, options);
  g_ptr_array_sort (self->turns, by_turn);
  count_in_action (self);
  find_maps (self);
  _gg_report_read_rolls (self);
  split_luck (self);
  self->ending = ending_of (self);
  return self;
}

void
gg_report_free (GgReport *self)
{
  if (self == NULL)
    return;
  for (int s = 0; s < 2; s++)
    {
      g_clear_pointer (&self->luck[s].rolls, g_ptr_array_unref);
      g_clear_pointer (&self->luck[s].by_turn, g_array_unref);
    }
  g_ptr_array_unref (self->rolls);
  g_ptr_array_unref (self->turns);
  g_free (self->title);
  g_free (self->ending);
  gg_game_unref (self->game);
  g_free (self);
}

/* How much a roll mattered: how unlikely it was to do at least that well (−ln of the chance),
 * among rolls that did better than their mean, weighed by how far above it they went as a
 * share of the roll's whole range, so a hit and a die's face weigh alike. */
static double
weight (const GgReportRoll *r)
{
  const GArray *d = r->distribution;
  double mean = 0, tail = 0, range;

  for (guint i = 0; i < d->len; i++)
    {
      const GgReportMass *m = &g_array_index (d, GgReportMass, i);

      mean += m->value * m->p;
      if (m->value >= r->outcome)
        tail += m->p;
    }
  range = g_array_index (d, GgReportMass, d->len - 1).value -
          g_array_index (d, GgReportMass, 0).value;
  if (r->outcome <= mean || tail <= 0 || range <= 0)
    return 0;
  return (r->outcome - mean) / range * -log (tail);
}

static gint
by_weight (gconstpointer a, gconstpointer b)
{
  double x = weight (*(GgReportRoll *const *) a), y = weight (*(GgReportRoll *const *) b);

  return (x < y) - (x > y);
}

GPtrArray *
gg_report_key_rolls (GgReport *self)
{
  GPtrArray *all = g_ptr_array_new ();

  for (guint i = 0; i < self->rolls->len; i++)
    if (weight (self->rolls->pdata[i]) > 0)
      g_ptr_array_add (all, self->rolls->pdata[i]);
  g_ptr_array_sort (all, by_weight);
  if (all->len > 3)
    g_ptr_array_set_size (all, 3);
  return all;
}
