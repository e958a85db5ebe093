/* gg-d6-play-morale.c: d6 play: TEST and morale, compulsory moves, charges and contact. */
#include "gg-d6-play-private.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* TEST and morale */

static void
test_judge (const GgD6TestJudgement *j, GgD6TestInput *in)
{
  if (j == NULL)
    return;
  in->artillery_casualties = j->artillery;
  in->flank_rear_casualties = j->flank;
  in->enemy_cavalry_near = j->cavalry;
  in->friends_in_sight = j->friends;
  in->command_near = j->command;
  in->last_in_brigade = j->last;
  in->large_retreats = j->retreats;
  in->large_routs = j->routs;
  in->large_destroyed = j->destroyed;
}

/* The plan, with the note that the result bands are a reconstruction (D6-TEST-6). */
static GgD6Test *
test_plan (GgD6Play *self, const GgD6TestInput *in)
{
  GgD6Test *test = gg_d6_test_plan (self->rules, in);

  gg_d6_report_add (test->report, self->rules, "test.bands", 0,
                    N_ ("result bands of the TEST table"));
  return test;
}

/* The log entry of @u's TEST (@why: "casualties", "melee" ...) that gave @result; the outcome in
 * words into @text (optional). */
void
_gg_d6_play_log_test (GgD6Play *self, GgD6TableUnit *u, const char *why, const GgD6Test *test,
                      GgD6TestResult result, char **text)
{
  /* Translators: TEST score, then its result, e.g. "Score 2: Disorder (D6-TEST-6)" */
  GgLogText *outcome = _gg_d6_play_say (N_ ("Score %d: "), test->score);

  gg_log_text_add_label (outcome, gg_d6_test_result_message (result));
  gg_log_text_add (outcome, " (D6-TEST-6)");
  _gg_d6_play_log_report (
    self, _gg_d6_play_say_labelled (0, N_ ("TEST (%s), %s"), _gg_d6_play_word_message (why), u->id),
    test->report, gg_log_text_copy (outcome));
  _gg_d6_play_give (outcome, text);
}

static GgD6Test *
run_test (GgD6Play *self, GgD6TableUnit *u, const char *why, const GgD6TestJudgement *judged,
          int entered, char **text, GError **error)
{
  g_autoptr (GgD6Test) test = NULL;
  GgD6TestInput in;

  gg_d6_table_test_input (self->table, u, 0, &in);
  test_judge (judged, &in);
  test = test_plan (self, &in);
  _gg_d6_play_begin (self);
  if (!gg_d6_test_resolve (test, _gg_d6_play_dice (self), entered))
    return _gg_d6_play_bad_face (error), NULL;
  if (g_strcmp0 (why, "casualties") == 0)
    u->state->tested = TRUE; /* AMB-8 */
  gg_d6_table_apply_test (self->table, u, test->result);
  _gg_d6_play_log_test (self, u, why, test, test->result, text);
  return g_steal_pointer (&test);
}

gboolean
gg_d6_play_test_measure (GgD6Play *self, const char *id, int casualties, GgD6TestJudgement *j,
                         GgD6TestInput *out, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  GgD6TestInput in;

  if (u == NULL)
    return FALSE;
  gg_d6_table_test_input (self->table, u, casualties, &in);
  *j = (GgD6TestJudgement){ .artillery = in.artillery_casualties,
                            .flank = in.flank_rear_casualties,
                            .cavalry = in.enemy_cavalry_near,
                            .friends = in.friends_in_sight,
                            .command = in.command_near,
                            .last = in.last_in_brigade,
                            .retreats = in.large_retreats,
                            .routs = in.large_routs,
                            .destroyed = in.large_destroyed };
  if (out != NULL)
    *out = in;
  if (casualties > 0)
    {
      _gg_d6_play_rebuild (
        self); /* the casualties were only supposed (D6-DIS-C1 marked on the table) */
      if (out != NULL)
        out->unit = NULL;
    }
  return TRUE;
}

GgD6Test *
gg_d6_play_test_plan (GgD6Play *self, const char *id, int casualties,
                      const GgD6TestJudgement *judged, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  GgD6TestInput in;
  GgD6Test *test;

  if (u == NULL)
    return NULL;
  gg_d6_table_test_input (self->table, u, casualties, &in);
  test_judge (judged, &in);
  test = test_plan (self, &in);
  if (casualties > 0)
    _gg_d6_play_rebuild (
      self); /* the casualties were only supposed (D6-DIS-C1 marked on the table) */
  return test;
}

GgD6Test *
gg_d6_play_test (GgD6Play *self, const char *id, const char *why, const GgD6TestJudgement *judged,
                 int entered, char **text, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);

  return u != NULL ? run_test (self, u, why, judged, entered, text, error) : NULL;
}

GPtrArray *
gg_d6_play_event_testers (GgD6Play *self, const char *id, gboolean destroyed)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autoptr (GPtrArray) units = g_ptr_array_new ();
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  if (u != NULL)
    gg_d6_table_event_testers (self->table, u, destroyed, units);
  for (guint i = 0; i < units->len; i++)
    g_ptr_array_add (ids, g_strdup (((GgD6TableUnit *) g_ptr_array_index (units, i))->id));
  return ids;
}

/* Compulsory moves (D6-COMP) */

static GgD6CompulsoryKind
compulsory_kind (const GgD6UnitState *s, gboolean evade, gboolean *first)
{
  *first = s->status != GG_D6_STATUS_ROUTING;
  if (evade)
    return GG_D6_EVADE_MOVE;
  return s->status == GG_D6_STATUS_RETREAT_PENDING ? GG_D6_RETREAT_MOVE : GG_D6_ROUT_MOVE;
}

static void
after_compulsory (GgD6Play *self, GgD6TableUnit *u, GgD6Compulsory *move,
                  const GgD6CompulsoryPath *path)
{
  GgD6UnitState *s = u->state;

  if (move->destroyed || path->off_table)
    {
      if (move->destroyed)
        _gg_d6_play_destroyed (self, u); /* D6-COMP-5, AMB-54 */
      else
        s->status = GG_D6_STATUS_DESTROYED, _gg_d6_play_remove_figures (self, u->id, 999);
      return;
    }
  gg_d6_table_translate (self->table, u, path->bearing, path->distance);
  if (move->kind == GG_D6_ROUT_MOVE)
    s->status = GG_D6_STATUS_ROUTING;
  else
    s->status = GG_D6_STATUS_NORMAL;
  if (move->disordered)
    gg_d6_unit_state_disorder (s); /* D6-COMP-7 */
  _gg_d6_play_rebuild (self);
}

/* The friends @u passed in the evade it just made, from where it stood (D6-CHG-6). */
static GPtrArray *
passed_now (GgD6Play *self, GgD6TableUnit *u)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) passed = g_ptr_array_new ();

  if (u == NULL)
    return ids;
  gg_d6_table_evade_passed (self->table, u, self->evaded_from, passed);
  for (guint i = 0; i < passed->len; i++)
    g_ptr_array_add (ids, g_strdup (((GgD6TableUnit *) g_ptr_array_index (passed, i))->id));
  return ids;
}

GPtrArray *
gg_d6_play_evade_passed (GgD6Play *self, const char *evader)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  if (self->passed == NULL || g_strcmp0 (self->evader, evader) != 0)
    return ids;
  for (guint i = 0; i < self->passed->len; i++)
    g_ptr_array_add (ids, g_strdup (g_ptr_array_index (self->passed, i)));
  return ids;
}

/* "the evade passed B6, B7: …" for the log, or "" */
static GgLogText *
passed_text (GgD6Play *self, const char *evader)
{
  g_autoptr (GPtrArray) ids = gg_d6_play_evade_passed (self, evader);
  g_autofree char *list = NULL;

  if (ids->len == 0)
    return NULL;
  g_ptr_array_add (ids, NULL);
  list = g_strjoinv (", ", (char **) ids->pdata);
  return _gg_d6_play_say (
    N_ ("the evade passed %s: the charger may charge them instead (D6-CHG-6)\n"), list);
}

static GgD6Compulsory *
compulsory_plan (GgD6Play *self, GgD6TableUnit *u, gboolean evade, gboolean *first, GError **error)
{
  GgD6Status status = u->state->status;
  gboolean rain = gg_d6_fog_find (gg_d6_state_of (self->game)->fog, GG_D6_FOG_HEAVY_RAIN,
                                  gg_d6_turn_player_turn (&gg_d6_state_of (self->game)->turn),
                                  0) != NULL;

  if (!evade && status != GG_D6_STATUS_RETREAT_PENDING && status != GG_D6_STATUS_ROUT_PENDING &&
      status != GG_D6_STATUS_ROUTING)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("%s has no retreat or rout to make (D6-COMP-1)"), u->id);
      return NULL;
    }
  return gg_d6_compulsory_plan (self->rules, &u->unit, compulsory_kind (u->state, evade, first),
                                *first, rain);
}

GgD6Compulsory *
gg_d6_play_compulsory_plan (GgD6Play *self, const char *id, gboolean evade, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  gboolean first;

  return u != NULL ? compulsory_plan (self, u, evade, &first, error) : NULL;
}

GgD6Compulsory *
gg_d6_play_compulsory (GgD6Play *self, const char *id, const char *attacker, gboolean evade,
                       gboolean no_way_out, const int *entered, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error), *a = NULL;
  g_autoptr (GgD6Compulsory) move = NULL;
  g_auto (GgD6CompulsoryPath) path = { 0 };
  gboolean first;
  GgLogText *title, *outcome;

  if (u == NULL || (attacker != NULL && (a = _gg_d6_play_unit (self, attacker, error)) == NULL))
    return NULL;
  if ((move = compulsory_plan (self, u, evade, &first, error)) == NULL)
    return NULL;
  _gg_d6_play_begin (self);
  if (!gg_d6_compulsory_resolve (move, _gg_d6_play_dice (self), entered, TRUE))
    return _gg_d6_play_bad_face (error), NULL;
  gg_d6_table_compulsory_path (self->table, u, a, move->distance, !first, &path);
  if (no_way_out && path.possible)
    {
      path.possible = FALSE; /* the referee's word (D6-COMP-5) */
      g_free (path.reason);
      path.reason = g_strdup (N_ ("no path directly away, on the referee's word"));
      path.rule = "D6-COMP-5";
    }
  move->destroyed = !path.possible;
  g_free (self->evader);
  self->evader = evade ? g_strdup (id) : NULL;
  self->evaded_from = u->centre;
  title = evade ? _gg_d6_play_say (N_ ("Evade, %s (D6-CHG-4)"), id)
                : _gg_d6_play_say (N_ ("Compulsory move, %s"), id);
  outcome = path.possible
              ? _gg_d6_play_say (N_ ("%.2f\" at bearing %.1f°\n"), path.distance, path.bearing)
              : _gg_d6_play_say_labelled (0, N_ ("destroyed: %s (%s)\n"), path.reason, path.rule);
  after_compulsory (self, u, move, &path);
  g_clear_pointer (&self->passed, g_ptr_array_unref);
  if (evade)
    self->passed = passed_now (self, gg_d6_table_lookup (self->table, id));
  if (evade && path.possible)
    {
      g_autoptr (GgLogText) passed = passed_text (self, id);

      gg_log_text_append (outcome, passed);
    }
  _gg_d6_play_log_report (self, title, move->report, outcome);
  return g_steal_pointer (&move);
}

gboolean
gg_d6_play_missed_charge (GgD6Play *self, const char *id, GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);

  if (u == NULL)
    return FALSE;
  if (gg_d6_table_in_contact (self->table, u, NULL))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("unit “%s” is in contact with the enemy"), id);
      return FALSE;
    }
  gg_d6_unit_state_disorder (u->state);
  u->state->moved = TRUE;
  g_clear_pointer (&self->evader, g_free); /* the charge is over */
  g_clear_pointer (&self->passed, g_ptr_array_unref);
  _gg_d6_play_begin (self);
  _gg_d6_play_log_text (
    self, GG_LOG_NOTE, _gg_d6_play_say (N_ ("Charge")),
    _gg_d6_play_say (N_ ("%s made no contact after the evade: disordered (D6-CHG-5, D6-MEL-2)"),
                     id));
  return TRUE;
}

gboolean
gg_d6_play_charge_measure (GgD6Play *self, const char *attacker, const char *defender, double move,
                           GgD6ChargeInput *in, GgD6ChargeGeometry *geo, GError **error)
{
  GgD6TableUnit *a = _gg_d6_play_unit (self, attacker, error), *b;
  GgD6ChargeGeometry own;

  if (a == NULL || (b = _gg_d6_play_unit (self, defender, error)) == NULL)
    return FALSE;
  gg_d6_table_charge (self->table, a, b, move, in, geo ? geo : &own);
  return TRUE;
}

gboolean
gg_d6_play_charge_plan (GgD6Play *self, const char *defender, const GgD6ChargeInput *in,
                        GgD6ChargePlan *plan, GError **error)
{
  GgD6TableUnit *b = _gg_d6_play_unit (self, defender, error);

  memset (plan, 0, sizeof *plan);
  if (b == NULL)
    return FALSE;
  plan->allowed = gg_d6_charge_check (self->rules, in, &plan->distance, &plan->rule);
  plan->reactions = gg_d6_charge_reactions (&b->unit, FALSE);
  plan->counter = gg_d6_counter_charge_plan (self->rules, plan->distance);
  return TRUE;
}

void
gg_d6_charge_plan_clear (GgD6ChargePlan *plan)
{
  g_clear_pointer (&plan->counter, gg_d6_counter_charge_free);
}

static GgLogText *
contact_text (const GgD6ContactResult *r, const char *a, const char *b)
{
  GgLogText *s = _gg_d6_play_say (N_ ("%s contacts %s (D6-CHG-9)"), a, b);

  if (r->attacker_disordered)
    gg_log_text_add_message (s, N_ ("; %s is disordered"), a);
  if (r->defender_disordered)
    gg_log_text_add_message (s, N_ ("; %s is disordered (D6-DIS-C3)"), b);
  if (r->defender_destroyed)
    gg_log_text_add_message (s, N_ ("; %s is destroyed (D6-MEL-10)"), b);
  if (r->charge_bonus_lost)
    gg_log_text_add_label (s, N_ ("; no charge bonus on soft ground (D6-TER-11)"));
  return s;
}

gboolean
gg_d6_play_contact (GgD6Play *self, const char *attacker, const char *defender, GgD6Contact edge,
                    gboolean over_obstacle, char **text, GError **error)
{
  GgD6TableUnit *a = _gg_d6_play_unit (self, attacker, error), *b;
  g_auto (GgD6ContactResult) r = { 0 };
  GgD6ContactInput in = { 0 };
  GgLogText *words, *body;

  if (a == NULL || (b = _gg_d6_play_unit (self, defender, error)) == NULL ||
      !_gg_d6_play_activated (self, attacker, GG_D6_DO_ATTACK, error))
    return FALSE;
  in.attacker = &a->unit;
  in.defender = &b->unit;
  in.edge = edge;
  in.over_obstacle = over_obstacle;
  in.soft_ground = gg_d6_table_charge_soft_ground (self->table, a, b) != NULL; /* D6-TER-11 */
  gg_d6_charge_contact (self->rules, &in, &r);
  words = contact_text (&r, attacker, defender);
  if (r.attacker_disordered)
    gg_d6_unit_state_disorder (a->state);
  if (r.defender_disordered)
    gg_d6_unit_state_disorder (b->state);
  a->state->moved = TRUE;
  _gg_d6_play_begin (self);
  body = gg_log_text_new ();
  gg_d6_report_to_log (r.report, body);
  _gg_d6_play_log_text (self, GG_LOG_ROLL, gg_log_text_copy (words), body);
  if (r.defender_destroyed)
    {
      _gg_d6_play_destroyed (self, b); /* D6-MEL-10 */
      _gg_d6_play_rebuild (self);
    }
  _gg_d6_play_give (words, text);
  return TRUE;
}

GgD6CounterCharge *
gg_d6_play_counter_charge (GgD6Play *self, const char *id, double charge_distance, int entered,
                           GError **error)
{
  GgD6TableUnit *u = _gg_d6_play_unit (self, id, error);
  g_autoptr (GgD6CounterCharge) cc = NULL;

  if (u == NULL)
    return NULL;
  if (!(gg_d6_charge_reactions (&u->unit, FALSE) & GG_D6_REACT_COUNTER_CHARGE))
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("only cavalry in good order may counter-charge (D6-CHG-8)"));
      return NULL;
    }
  cc = gg_d6_counter_charge_plan (self->rules, charge_distance);
  _gg_d6_play_begin (self);
  if (!gg_d6_counter_charge_resolve (cc, self->rules, _gg_d6_play_dice (self), entered))
    return _gg_d6_play_bad_face (error), NULL;
  u->state->counter_charged = cc->success; /* D6-TEST-M9 in the melee that follows */
  _gg_d6_play_log_report (
    self, _gg_d6_play_say (N_ ("Counter-charge, %s"), id), cc->report,
    _gg_d6_play_say (cc->success ? N_ ("it counter-charges\n") : N_ ("it stands (a 1)\n")));
  return g_steal_pointer (&cc);
}
