/* gg-d6-play-move.c: d6 play: movement, formation changes, off-table entry, miners and sappers. */
#include "gg-d6-play-private.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* Movement */

static void
move_input (GgD6Play *self, GgD6TableUnit *u, const GgD6MoveChoice *c, GgD6MoveInput *in,
            GgD6MoveTerrain *terrain)
{
  gboolean word = c != NULL && c->road >= 0;

  if (c != NULL && c->brigade)
    gg_d6_table_brigade_move_input (self->table, u, word && c->road, in);
  else
    gg_d6_table_move_input (self->table, u, word && c->road, in);
  if (c != NULL && !isnan (c->commander_distance))
    in->commander_distance = c->commander_distance;
  memset (terrain, 0, sizeof *terrain);
  if (c == NULL || isnan (c->bearing))
    return;
  gg_d6_table_move_terrain (self->table, u, c->bearing, gg_d6_move_longest (self->rules, in),
                            terrain);
  in->on_road = word ? c->road != 0 : terrain->on_road;
  in->soft_ground = terrain->soft != NULL;
  in->hill = terrain->hill_step;
}

GgD6Move *
gg_d6_play_move_plan (GgD6Play *self, const char *id, const GgD6MoveChoice *choice,
                      GgD6MoveTerrain *terrain, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  GgD6MoveTerrain own;
  GgD6MoveInput in;

  if (u == NULL)
    return NULL;
  move_input (self, u, choice, &in, terrain ? terrain : &own);
  return gg_d6_move_plan (self->rules, &in);
}

static GgLogText *
move_text (const GgD6Move *m)
{
  switch (m->need)
    {
    case GG_D6_MUST_MOVE_FULL:
      return _gg_d6_play_say (N_ ("Move %.1f\": a green unit moves the full distance unless it "
                                  "is stopped (D6-MOVE-9)"),
                              m->result);
    case GG_D6_MUST_MOVE_HALF:
      return _gg_d6_play_say (N_ ("Move up to %.1f\": a trained unit moves at least %.1f\" "
                                  "(D6-MOVE-9)"),
                              m->result, m->result / 2);
    case GG_D6_MAY_MOVE_ANY:
    default:
      return _gg_d6_play_say (N_ ("Move up to %.1f\": a veteran unit may stop anywhere "
                                  "(D6-MOVE-9)"),
                              m->result);
    }
}

/* What the table said about the terrain, when it matters to the log: soft ground disorders
 * (D6-TER-11), and a road die taken or refused on the player's word (AMB-18). */
static GgLogText *
move_terrain_text (const GgD6Move *m, const GgD6MoveChoice *c, const GgD6MoveTerrain *t,
                   GgLogText *text)
{
  if (m->disorders)
    gg_log_text_add_message (text, N_ ("; soft ground (%s) disorders it (D6-TER-11)"), t->soft);
  if (c != NULL && c->road >= 0 && !isnan (c->bearing) && (c->road != 0) != t->on_road)
    gg_log_text_add_label (text, c->road ? N_ ("; road die on the player's word: the table does "
                                               "not put the whole move on a road (D6-AMB-18)")
                                         : N_ ("; no road die, on the player's word: the table "
                                               "puts the whole move on a road (D6-AMB-18)"));
  return text;
}

GgD6Move *
gg_d6_play_move_dice (GgD6Play *self, const char *id, const GgD6MoveChoice *choice,
                      const int *entered, char **text, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  g_autoptr (GgD6Move) move = NULL;
  GgD6MoveTerrain terrain;
  GgD6MoveInput in;
  GgLogText *words, *title;

  if (u == NULL || !_gg_d6_play_activated (self, id, GG_D6_DO_MOVE, error))
    return NULL;
  if (u->state->move_rolled)
    {
      g_set_error (
        error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
        _("%s has rolled its move in this Move phase already: %.1f\" left to march (D6-MOVE-11)"),
           id, u->state->move_roll);
      return NULL;
    }
  move_input (self, u, choice, &in, &terrain);
  move = gg_d6_move_plan (self->rules, &in);
  _gg_d6_play_begin (self);
  if (!gg_d6_move_resolve (move, _gg_d6_play_dice (self), entered))
    return _gg_d6_play_bad_face (error), NULL;
  u->state->move_rolled = TRUE; /* D6-MOVE-11 */
  u->state->move_roll = move->result;
  u->state->move_from_set = TRUE; /* the limit of its drags on the table (D6-MOVE-12) */
  u->state->move_from = u->centre;
  u->state->move_allow = move->result;
  u->state->moved = TRUE; /* D6-MOVE-15 */
  _gg_d6_play_record_move (self, id);
  gg_d6_unit_state_act (u->state); /* D6-REF-3 */
  if (move->disorders)
    gg_d6_unit_state_disorder (u->state); /* D6-TER-11 */
  words = move_terrain_text (move, choice, &terrain, move_text (move));
  title = _gg_d6_play_say (N_ ("Move: %s: "), id);
  gg_log_text_append (title, words);
  _gg_d6_play_log_report (self, title, move->report, NULL);
  _gg_d6_play_give (words, text);
  return g_steal_pointer (&move);
}

/* What a move does to order: designated terrain (D6-TER-5, D6-DIS-C2), moving in other formations
 * (D6-FORM-9, D6-DIS-C7), an incorrect formation (D6-DIS-C5, D6-FORM-10). */
static void
after_move (GgD6Play *self, GgD6TableUnit *u)
{
  const char *rule = NULL;

  if (gg_d6_table_in_disordering_terrain (self->table, u) ||
      u->unit.formation == GG_D6_FORM_OTHER ||
      !gg_d6_table_formation_ok (self->table, u, &rule, NULL))
    gg_d6_unit_state_disorder (u->state);
}

double
gg_d6_play_march (GgD6Play *self, const char *id, double bearing, double distance,
                  gboolean to_contact, GgD6Stop *stop, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  double allowed;

  if (u == NULL ||
      !_gg_d6_play_activated (self, id, to_contact ? GG_D6_DO_CLOSE : GG_D6_DO_MOVE, error))
    return -1;
  if (u->state->move_rolled) /* D6-MOVE-11: the march spends the rolled move, once */
    distance = MIN (distance, u->state->move_roll);
  allowed = gg_d6_table_march_limit (self->table, u, bearing, distance, to_contact, stop);
  if (allowed < 0)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("a direct march keeps within 45° of straight ahead (D6-MOVE-12)"));
      return -1;
    }
  if (!to_contact && !_gg_d6_play_may_end_there (self, u, bearing, allowed, error))
    return -1;
  gg_d6_table_translate (self->table, u, bearing, allowed);
  if (u->state->move_rolled)
    u->state->move_roll = MAX (0, u->state->move_roll - allowed); /* what is left to march */
  u->state->moved = TRUE;                                         /* D6-MOVE-15 */
  _gg_d6_play_record_move (self, id);
  gg_d6_unit_state_act (u->state); /* D6-REF-3 */
  after_move (self, u);
  _gg_d6_play_rebuild (self);
  return allowed;
}

gboolean
gg_d6_play_mount (GgD6Play *self, const char *id, char **text, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  const char *to = u ? gg_d6_unit_state_dragoons_switch (u->state) : NULL;
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  if (to == NULL || !gg_d6_unit_state_change_formation (u->state, to))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s may not mount or dismount now: only dragoons in good order that have "
                     "not moved or begun a change (D6-REF-8)"),
                      id);
      return FALSE;
    }
  body = _gg_d6_play_say (
    g_str_equal (to, "dismounted")
      ? N_ ("%s dismounts instead of moving: disordered under a red marker until step 2 "
            "of its next Move phase (D6-REF-8, D6-REF-1)")
      : N_ ("%s mounts instead of moving: disordered under a red marker until step 2 of "
            "its next Move phase (D6-REF-8, D6-REF-1)"),
    id);
  _gg_d6_play_begin (self);
  _gg_d6_play_log_text (self, GG_LOG_ROLL, gg_log_text_copy (body), NULL);
  _gg_d6_play_rebuild (self);
  _gg_d6_play_give (body, text);
  return TRUE;
}

gboolean
gg_d6_play_declare_reform (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);

  if (u == NULL)
    return FALSE;
  if (gg_d6_table_in_disordering_terrain (self->table, u))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("a unit reforms only once out of disordering terrain (D6-REF-6)"));
      return FALSE;
    }
  if (!gg_d6_unit_state_declare_reform (u->state))
    {
      g_set_error (
        error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
        _("only a disordered unit that is not routing may reform (D6-REF-2, D6-REF-7)"));
      return FALSE;
    }
  u->state->change_from_set = TRUE; /* where the reform starts, for D6-REF-4 */
  u->state->change_from[0] = u->centre.x;
  u->state->change_from[1] = u->centre.y;
  u->state->change_from[2] = u->facing;
  _gg_d6_play_begin (self);
  _gg_d6_play_log_text (
    self, GG_LOG_NOTE,
    _gg_d6_play_say (
      N_ ("%s tries to reform: the orange marker becomes red until step 2 of its next "
          "Move phase (D6-REF-2, D6-REF-4)"),
      id),
    NULL);
  return TRUE;
}

/* Formation changes (D6-REF-1, D6-REF-4, D6-FORM) */

static const char *const change_formations[] = { "line",     "attack-column", "column-of-march",
                                                 "other",    "square",        "rear-rank-about",
                                                 "skirmish", "limbered",      "unlimbered",
                                                 NULL };

gboolean
gg_d6_play_formation_change (GgD6Play *self, const char *id, const char *formation, char **text,
                             GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  if (formation == NULL || !g_strv_contains (change_formations, formation) ||
      !gg_d6_unit_state_change_formation (u->state, formation))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s may not change formation to “%s” now: a unit in good order that has "
                     "not moved and is not already changing takes a new formation instead of "
                     "moving (D6-REF-1)"),
                      id, formation ? formation : "");
      return FALSE;
    }
  u->state->change_from_set = TRUE; /* where the change starts, for D6-REF-4 */
  u->state->change_from[0] = u->centre.x;
  u->state->change_from[1] = u->centre.y;
  u->state->change_from[2] = u->facing;
  body = _gg_d6_play_say (
    N_ ("%s begins a formation change to %s instead of moving: disordered under a red "
        "marker until step 2 of its next Move phase (D6-REF-1, D6-REF-4)"),
    id, formation);
  _gg_d6_play_begin (self);
  _gg_d6_play_log_text (self, GG_LOG_NOTE, gg_log_text_copy (body), NULL);
  _gg_d6_play_rebuild (self);
  _gg_d6_play_give (body, text);
  return TRUE;
}

/* D6-FORM-3/4 (L122, L124): "at least one figure wide with as near equal number of figures in
 * each, the rear row being as full as possible": every row as wide as the front one, the rear
 * one holding the rest. */
static gboolean
column_rows_ok (const GgD6TableUnit *u)
{
  g_autoptr (GArray) rows = g_array_new (FALSE, TRUE, sizeof (int));
  int width;

  for (guint i = 0; i < u->figures->len; i++)
    {
      int r = gg_d6_table_rank_of (u, g_ptr_array_index (u->figures, i));

      if (r < 0)
        return FALSE;
      if ((guint) r >= rows->len)
        g_array_set_size (rows, r + 1);
      g_array_index (rows, int, r)++;
    }
  if (rows->len == 0)
    return TRUE;
  width = g_array_index (rows, int, 0);
  for (guint r = 0; r + 1 < rows->len; r++)
    if (g_array_index (rows, int, r) != width)
      return FALSE;
  return g_array_index (rows, int, rows->len - 1) >= 1 &&
         g_array_index (rows, int, rows->len - 1) <= width;
}

/* How far the unit reaches from its centre, mm (its bases' corners). */
static double
reach (const GgD6TableUnit *u)
{
  double r = 0;

  for (guint i = 0; i < u->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (u->figures, i);

      r = MAX (r, gg_point_distance (f->base.centre, u->centre) +
                    hypot (f->base.front, f->base.depth) / 2);
    }
  return r;
}

/* A wheel of @deg degrees about "any fixed point" (L9): the point the unit turned about, from its
 * centre and facing before and after, lies within the unit (a house reading: a wheel turns about a
 * point of the unit, not about a point far off, which would make any move a "wheel"). */
static gboolean
wheel_ok (const GgD6TableUnit *u, const double *from, double *deg)
{
  GgPoint d0 = gg_bearing_vector (from[2]), d1 = gg_bearing_vector (u->facing);
  double th = atan2 (d0.x * d1.y - d0.y * d1.x, d0.x * d1.x + d0.y * d1.y);
  double c = cos (th), sn = sin (th);
  /* the pivot p: c1 - p = R (c0 - p), so (I - R) p = c1 - R c0 */
  double bx = u->centre.x - (c * from[0] - sn * from[1]);
  double by = u->centre.y - (sn * from[0] + c * from[1]);
  double a11 = 1 - c, a12 = sn, a21 = -sn, a22 = 1 - c, det = a11 * a22 - a12 * a21;
  GgPoint p;

  *deg = fabs (th) * 180 / G_PI;
  if (fabs (det) < 1e-9)
    return FALSE; /* no turn: not a wheel */
  p.x = (bx * a22 - a12 * by) / det;
  p.y = (a11 * by - a21 * bx) / det;
  return gg_point_distance (p, u->centre) <= reach (u) + 0.5;
}

/* D6-REF-4 (L9): "its centre may be no more than 2" from start point, except when wheeling when
 * the unit may wheel no more than 90° from any fixed point". */
static gboolean
position_ok (GgD6Play *self, const GgD6TableUnit *u, GError **error)
{
  const double *from = u->state->change_from;
  double shift = gg_point_distance (u->centre, (GgPoint){ from[0], from[1] }) / 25.4;
  double centre = gg_d6_rules_number (self->rules, "move.reform-centre");
  double most = gg_d6_rules_number (self->rules, "move.reform-wheel");
  double deg;
  gboolean wheel;

  if (!u->state->change_from_set || shift <= centre + 1e-6)
    return TRUE;
  wheel = wheel_ok (u, from, &deg);
  if (wheel && deg <= most + 1e-6)
    return TRUE;
  g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
               wheel ? _("%s: its centre moved %.1f\" (%g\" at most) and it wheeled %.0f° (%g° "
                         "at most) (D6-REF-4)")
                     : _("%s: its centre moved %.1f\" (%g\" at most), and it did not wheel about "
                         "a point of the unit (D6-REF-4)"),
                          u->id, shift, centre, wheel ? deg : most, most);
  return FALSE;
}

/* The shape of the new formation as the figures stand (D6-FORM-2/3/4/5, D6-SPEC-8). */
static gboolean
shape_ok (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autofree char *reason = NULL;
  const char *rule = NULL;
  GgD6Formation f = u->unit.formation;

  if (!gg_d6_table_formation_ok (self->table, u, &rule, &reason))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s: %s (%s, D6-REF-4)"), id, reason, rule);
      return FALSE;
    }
  if ((f == GG_D6_FORM_MARCH_COLUMN || f == GG_D6_FORM_ATTACK_COLUMN) && !column_rows_ok (u))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s: a column's rows are all as wide as the front one, the rear row holding "
                     "the rest (%s, D6-REF-4)"),
                      id, f == GG_D6_FORM_MARCH_COLUMN ? "D6-FORM-3" : "D6-FORM-4");
      return FALSE;
    }
  return TRUE;
}

gboolean
_gg_d6_play_change_check (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u;
  g_autofree char *was = NULL;
  gboolean ok;

  _gg_d6_play_rebuild (self); /* the figures were dragged into their new places */
  if ((u = _gg_d6_play_unit (self, id, error)) == NULL)
    return FALSE;
  if (!u->state->red)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s has no formation change under way (D6-REF-1, D6-REF-4)"), id);
      return FALSE;
    }
  if (!position_ok (self, u, error))
    return FALSE;
  /* the table read as if the change were made, then as it was */
  if (u->state->new_formation == NULL)
    return shape_ok (self, id, error); /* a reform: any formation, as the figures stand */
  was = g_steal_pointer (&u->state->formation);
  u->state->formation = g_strdup (u->state->new_formation);
  _gg_d6_play_rebuild (self);
  ok = shape_ok (self, id, error);
  u = gg_d6_table_lookup (self->table, id);
  g_free (u->state->formation);
  u->state->formation = g_steal_pointer (&was);
  _gg_d6_play_rebuild (self);
  return ok;
}

gboolean
gg_d6_play_change_check (GgD6Play *self, const char *id, GError **error)
{
  return _gg_d6_play_change_check (self, id, error);
}

gboolean
gg_d6_play_complete_change (GgD6Play *self, const char *id, char **text, GError **error)
{
  const GgD6Turn *t = &gg_d6_state_of (self->game)->turn;
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  g_autofree char *to = NULL;
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  if (t->phase != GG_D6_PHASE_MOVE || t->step != GG_D6_STEP_COMPLETE_REFORM || t->active != u->side)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s completes its formation change in step 2 of its side's Move phase "
                     "(D6-REF-4)"),
                      id);
      return FALSE;
    }
  if (!gg_d6_play_change_check (self, id, error))
    return FALSE;
  u = gg_d6_table_lookup (self->table, id);
  to = g_strdup (u->state->new_formation ? u->state->new_formation : u->state->formation);
  gg_d6_unit_state_complete_reform (u->state); /* red off, the new formation; orange kept */
  body = _gg_d6_play_say (
    u->state->orange
      ? N_ ("%s completes its formation change to %s, and stays disordered (D6-REF-4, "
            "D6-REF-5)")
      : N_ ("%s completes its formation change to %s (D6-REF-4)"),
    id, to);
  _gg_d6_play_begin (self);
  _gg_d6_play_log_text (self, GG_LOG_NOTE, gg_log_text_copy (body), NULL);
  _gg_d6_play_rebuild (self);
  _gg_d6_play_give (body, text);
  return TRUE;
}

/* Removes @n figures from @unit (AMB-33: rearmost rank first, then the ends). */
int
_gg_d6_play_remove_figures (GgD6Play *self, const char *id, int n)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autoptr (GPtrArray) order = NULL;
  int removed = 0;

  if (u == NULL)
    return 0;
  order = gg_d6_table_removal_order (u);
  for (guint i = 0; i < order->len && removed < n; i++, removed++)
    {
      GgFigure *f = g_ptr_array_index (order, i);

      g_hash_table_remove (self->game->by_id, f->id);
      g_ptr_array_remove (self->game->figures, f); /* frees it */
    }
  _gg_d6_play_rebuild (self);
  return removed;
}

/* Off-table entry (D6-OFF) */

GgD6Entry *
gg_d6_play_entry (GgD6Play *self, const char *id, const int *entered, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  g_autoptr (GgD6Entry) entry = NULL;

  if (u == NULL)
    return NULL;
  if (u->state->status != GG_D6_STATUS_OFF_TABLE)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("unit “%s” is not off the table"), id);
      return NULL;
    }
  entry = gg_d6_entry_plan (self->rules, gg_d6_unit_class (&u->unit), u->state->delayed);
  _gg_d6_play_begin (self);
  if (!gg_d6_entry_resolve (entry, self->rules, _gg_d6_play_dice (self), entered))
    return _gg_d6_play_bad_face (error), NULL;
  if (entry->enters)
    u->state->status = GG_D6_STATUS_NORMAL, u->state->delayed = 0; /* at the scenario's point */
  else
    u->state->delayed++; /* D6-OFF-2: +1d6 for each turn delayed */
  _gg_d6_play_log_report (
    self, _gg_d6_play_say (N_ ("Off-table entry, %s"), id), entry->report,
    _gg_d6_play_say (entry->enters ? N_ ("it enters the table\n") : N_ ("delayed another turn\n")));
  _gg_d6_play_rebuild (self);
  return g_steal_pointer (&entry);
}

/* Miners and sappers (D6-SAP) */

static void
lay_work (GgD6Play *self, GgD6TableUnit *u, GgTerrainKind kind)
{
  GgFigure *f = g_ptr_array_index (u->figures, 0);
  double width = 4 * (f->base.shape == GG_BASE_RECT ? f->base.front : f->base.diameter);
  GgPoint d = gg_bearing_vector (u->facing), r = { d.y, -d.x }, front;
  g_autofree char *id = NULL;
  GgTerrain *t;
  guint n = 0;

  /* D6-SAP-3: four figures wide, across the unit's front, 1" ahead */
  front =
    (GgPoint){ u->centre.x + d.x * GG_MM_PER_INCH * 2, u->centre.y + d.y * GG_MM_PER_INCH * 2 };
  do
    {
      g_free (id);
      id = g_strdup_printf ("%s-%s-%u", u->id, gg_terrain_kind_to_string (kind), ++n);
    }
  while (gg_game_lookup_terrain (self->game, id) != NULL);
  t = gg_terrain_new (id, kind);
  g_array_append_val (t->points,
                      ((GgPoint){ front.x - r.x * width / 2, front.y - r.y * width / 2 }));
  g_array_append_val (t->points,
                      ((GgPoint){ front.x + r.x * width / 2, front.y + r.y * width / 2 }));
  g_ptr_array_add (self->game->terrain, t);
}

/* D6-SAP-3/4: at the end of the owner's turn, a miners' unit that stayed still works on its task;
 * on completion a breach is logged, an obstacle (fence) or trench four figures wide is laid
 * across its front, a mine is ready. Returns TRUE when the task completed now. */
gboolean
_gg_d6_play_miners (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  GgD6UnitState *s;
  int needed;
  GgLogText *body;

  if (u == NULL)
    return FALSE;
  s = u->state;
  if (u->unit.kind != GG_D6_MINERS || s->task == NULL || s->moved || u->figures->len == 0)
    return FALSE; /* D6-SAP-3: only by staying still for complete turns */
  needed = gg_d6_rules_int (self->rules, g_str_equal (s->task, "mine") ? "miners.mine-turns"
                                                                       : "miners.task-turns");
  if (++s->task_turns < needed)
    return FALSE;
  if (g_str_equal (s->task, "trench"))
    lay_work (self, u, GG_TERRAIN_TRENCH);
  else if (g_str_equal (s->task, "obstacle"))
    lay_work (self, u, GG_TERRAIN_FENCE);
  body = _gg_d6_play_say_labelled (1, N_ ("%s completes its task: %s (D6-SAP-3, D6-SAP-4)"), id,
                                   _gg_d6_play_word_message (s->task));
  g_clear_pointer (&s->task, g_free);
  s->task_turns = 0;
  _gg_d6_play_begin (self);
  _gg_d6_play_log_text (self, GG_LOG_NOTE, _gg_d6_play_say (N_ ("Miners and sappers")), body);
  _gg_d6_play_rebuild (self);
  return TRUE;
}
