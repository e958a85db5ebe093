/* gg-act.c: the activation schemes' one entry point: the scheme the game chose, the calls every
 * player action goes through, the log entry each writes, exact odds. */
#include "gg-act-private.h"

#include "gg-d6-state.h"
#include "gg-d6-turn.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

/* clang-format off */
G_DEFINE_QUARK (gg-act-error-quark, gg_act_error)
/* clang-format on */

static const char *const scheme_names[] = { "d6", "volturno", "r59" };

const char *
gg_act_scheme_to_string (GgActScheme scheme)
{
  return scheme_names[scheme];
}

const char *
gg_act_result_to_string (GgActResult result)
{
  static const char *const names[] = { "initiative",          "activated", "failed",
                                       "personal-initiative", "passed",    "finished",
                                       "demoralisation",      "new-turn" };

  return names[result];
}

/* The d6 option @name as the game chose it, else the tables' default. */
static const char *
option (GgGame *game, GgRulesData *rules, const char *name)
{
  g_autofree char *path = g_strdup_printf ("options.%s.default", name);
  GgRuleEntry entry;

  for (guint i = 0; gg_d6_state_of (game) != NULL && i + 1 < gg_d6_state_of (game)->options->len;
       i += 2)
    if (g_str_equal (g_ptr_array_index (gg_d6_state_of (game)->options, i), name))
      return g_ptr_array_index (gg_d6_state_of (game)->options, i + 1);
  if (gg_rules_data_lookup (rules, path, &entry) && entry.value->kind == GG_YAML_SCALAR)
    return entry.value->value;
  return "";
}

static void new_turn (GgAct *self);

static const GgActClass *
scheme_class (const char *name)
{
  if (g_str_equal (name, "volturno"))
    return &gg_act_volturno_class;
  if (g_str_equal (name, "r59"))
    return &gg_act_r59_class;
  return &gg_act_d6_class;
}

GgAct *
gg_act_new (GgGame *game, GgRulesData *rules, guint32 seed, GError **error)
{
  GgAct *self;

  if (game->ruleset != GG_RULESET_D6)
    {
      g_set_error (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED,
                   _("activation schemes are for d6 games"));
      return NULL;
    }
  self = g_new0 (GgAct, 1);
  self->game = gg_game_ref (game);
  self->rules = gg_rules_data_ref (rules);
  if (game->state == NULL)
    game->state = gg_game_state_new (seed);
  gg_d6_state_ensure (game);
  self->klass = scheme_class (option (game, rules, "activation"));
  /* a game playing the d6 sequence keeps no activation section it did not have */
  if (gg_d6_state_of (game)->activation == NULL && self->klass->scheme == GG_ACT_SCHEME_D6)
    self->own = gg_act_state_new ();
  else if (gg_d6_state_of (game)->activation == NULL)
    gg_d6_state_of (game)->activation = gg_act_state_new ();
  self->state = self->own ? self->own : gg_d6_state_of (game)->activation;
  self->poor_coordination = g_str_equal (option (game, rules, "poor-coordination"), "true");
  /* a game opened in a new game turn shows that turn's phase, not the last turn's */
  if (self->klass->scheme != GG_ACT_SCHEME_D6)
    new_turn (self);
  return self;
}

void
gg_act_free (GgAct *self)
{
  if (self == NULL)
    return;
  gg_rules_data_free (self->rules);
  gg_game_unref (self->game);
  gg_act_state_free (self->own);
  g_free (self);
}

void
gg_act_set_distance_func (GgAct *self, GgActDistanceFunc func, gpointer data)
{
  self->distance = func;
  self->distance_data = data;
}

void
gg_act_set_place_func (GgAct *self, GgActPlaceFunc func, gpointer data)
{
  self->place = func;
  self->place_data = data;
}

void
gg_act_set_sight_func (GgAct *self, GgActSightFunc func, gpointer data)
{
  self->sight = func;
  self->sight_data = data;
}

int
gg_act_sight (GgAct *act, char side, char **brigades, double within)
{
  return act->sight ? act->sight (side, brigades, within, act->sight_data) : -1;
}

int
gg_act_place (GgAct *act, const char *place, char side, char **brigades, double within)
{
  return act->place ? act->place (place, side, brigades, within, act->place_data) : -1;
}

GgActScheme
gg_act_get_scheme (GgAct *self)
{
  return self->klass->scheme;
}

GgActState *
gg_act_get_state (GgAct *self)
{
  return self->state;
}

/* Helpers for the schemes */

int
gg_act_number (GgAct *act, const char *path, const char **source)
{
  g_autofree char *full = g_strdup_printf ("activation.%s", path);
  GgRuleEntry entry;

  if (!gg_rules_data_lookup (act->rules, full, &entry) || !entry.is_number)
    {
      g_critical ("d6 rules: no number “%s”", full);
      return 0;
    }
  if (source != NULL)
    *source = gg_rule_source_to_string (entry.source);
  return (int) entry.number;
}

int
gg_act_row_value (GgAct *act, const char *path, const char *key, const char **source)
{
  GgRuleEntry entry;

  if (key == NULL || !gg_rules_data_lookup (act->rules, path, &entry))
    return -1;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    {
      GgYamlNode *row = gg_yaml_sequence_nth (entry.value, i);
      GgYamlNode *name = gg_yaml_sequence_nth (row, 0), *value = gg_yaml_sequence_nth (row, 1);

      if (name != NULL && value != NULL && g_strcmp0 (name->value, key) == 0)
        return (*source = gg_rule_source_to_string (entry.source)), atoi (value->value);
    }
  return -1;
}

void
gg_act_add_modifier (GgActPlan *plan, const char *name, int value, const char *rule,
                     const char *line, const char *source, const char *note)
{
  GgActModifier m = { name, value, rule, line, source, note };

  g_array_append_val (plan->modifiers, m);
  plan->modifier += value;
}

void
gg_act_odds (GgActPlan *plan, int exclude_from)
{
  int lo = gg_die_min (plan->die), hi = gg_die_max (plan->die);

  plan->activate = plan->fail = plan->personal = (GgActOdds){ 0, hi - lo + 1 };
  if (plan->free)
    {
      plan->activate.num = plan->activate.den;
      return;
    }
  for (int f = lo; f <= hi; f++)
    {
      if (exclude_from > 0 && f >= exclude_from)
        plan->personal.num++;
      else if (f + plan->modifier <= plan->target)
        plan->activate.num++;
      else
        plan->fail.num++;
    }
}

gboolean
gg_act_formation_available (GgAct *self, const GgActFormation *f)
{
  return !self->state->over && !f->finished;
}

guint
gg_act_n_available (GgAct *act, char side)
{
  guint n = 0;

  for (guint i = 0; i < act->state->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (act->state->formations, i);

      n += f->side == side && gg_act_formation_available (act, f);
    }
  return n;
}

void
gg_act_set_active (GgAct *act, const char *id)
{
  g_free (act->state->active);
  act->state->active = g_strdup (id);
}

void
gg_act_set_last (GgAct *act, const char *id)
{
  g_free (act->state->last);
  act->state->last = g_strdup (id);
}

void
gg_act_note (GgAct *act, const char *format, ...)
{
  va_list ap;

  va_start (ap, format);
  gg_log_text_add_messagev (act->log, format, ap);
  va_end (ap);
  gg_log_text_add (act->log, "\n");
}

void
gg_act_note_labelled (GgAct *act, guint labels, const char *format, ...)
{
  va_list ap;

  va_start (ap, format);
  gg_log_text_add_labelledv (act->log, labels, format, ap);
  va_end (ap);
  gg_log_text_add (act->log, "\n");
}

const char *
gg_act_word_message (const char *word)
{
  static const char *const words[][2] = {
    /* modifiers (GgActModifier.name) */
    { "orders", N_ ("Orders markers") },
    { "cic-range", N_ ("within the CiC’s command range") },
    { "commitment", N_ ("Commitment") },
    /* where a number comes from (gg_act_number) */
    { "rulebook", N_ ("rulebook") },
    { "house", N_ ("house") },
    { "reconstruction", N_ ("reconstruction") },
    { "club", N_ ("club") },
    { "scenario", N_ ("scenario") },
  };

  for (guint i = 0; word != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (word, words[i][0]))
      return words[i][1];
  return word != NULL ? word : "";
}

int
gg_act_roll (GgAct *act, GgDieKind kind, const char *purpose)
{
  return gg_dice_roll (gg_act_dice (act), kind, purpose);
}

const char *
gg_act_name (const GgActFormation *f)
{
  return f->name != NULL ? f->name : f->id;
}

/* The CiC's range (VOL-6.1.4), measured between the two commanders' units on the table. */
int
gg_act_near_cic (GgAct *self, const GgActFormation *f)
{
  const GgActSide *s = &self->state->sides[f->side == 'B'];
  const char *src;
  int value = s->value >= 0 ? s->value : gg_act_number (self, "volturno.command-value", &src);
  double per_point = gg_act_number (self, "volturno.cic-range-per-point", &src);
  double d;

  if (self->distance == NULL || s->cic_unit == NULL || f->commander_unit == NULL)
    return -1;
  d = self->distance (s->cic_unit, f->commander_unit, self->distance_data);
  if (d < 0)
    return -1;
  return d <= value * per_point + 1e-9;
}

gboolean
gg_act_weather_turn (GgAct *self)
{
  for (guint i = 0; i < self->state->weather->len; i++)
    if (g_array_index (self->state->weather, int, i) ==
        (int) gg_d6_state_of (self->game)->turn.turn)
      return TRUE;
  return FALSE;
}

/* A new game turn: the phase starts again, every formation may activate (VOL-6.1, R59-4.43). */
static void
new_turn (GgAct *self)
{
  guint turn = gg_d6_state_of (self->game)->turn.turn;

  if ((guint) self->state->turn == turn)
    return;
  self->state->turn = turn;
  self->state->initiative = 0;
  self->state->over = FALSE;
  self->state->passes = self->state->segments = 0;
  self->state->first_passer = 0;
  self->state->free = self->state->give_back = FALSE;
  g_clear_pointer (&self->state->active, g_free);
  g_clear_pointer (&self->state->last, g_free);
  g_clear_pointer (&self->state->personal, g_free);
  for (guint i = 0; i < self->state->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (self->state->formations, i);

      f->activations = f->orders = 0; /* Orders markers: a house reading, docs/d6-table.md */
      f->finished = f->no_attack = FALSE;
      g_clear_pointer (&f->out_of_command, g_strfreev); /* marked again at the phase's start */
    }
}

/* Plans */

void
gg_act_plan_free (GgActPlan *plan)
{
  if (plan == NULL)
    return;
  g_free (plan->formation);
  g_array_unref (plan->modifiers);
  g_free (plan->refused);
  g_free (plan);
}

static GgActFormation *
lookup (GgAct *self, const char *id, GError **error)
{
  GgActFormation *f = gg_act_state_lookup (self->state, id);

  if (f == NULL)
    g_set_error (error, GG_ACT_ERROR, GG_ACT_ERROR_UNKNOWN,
                 _("no formation or corps “%s”"), id ? id : "");
  return f;
}

GgActPlan *
_gg_act_plan_new (GgActFormation *f)
{
  GgActPlan *plan = g_new0 (GgActPlan, 1);

  plan->formation = g_strdup (f->id);
  plan->side = f->side;
  plan->die = GG_DIE_D6;
  plan->modifiers = g_array_new (FALSE, TRUE, sizeof (GgActModifier));
  return plan;
}

/* Why no attempt may be made now at all, or NULL. */
static char *
refusal (GgAct *self, GgActFormation *f)
{
  GgActState *s = self->state;

  if (self->klass->scheme == GG_ACT_SCHEME_D6)
    return g_strdup (_("the d6 sequence activates no formations (D6-SEQ-3)"));
  if (s->initiative == 0)
    return g_strdup (_("roll for the initiative first (VOL-4.A, R59-4.3)"));
  if (s->over)
    return g_strdup (_("the Activation Phase is over (VOL-4.B2, R59-4.56)"));
  if (s->active != NULL)
    return g_strdup_printf (_("“%s” is still acting"), s->active);
  if (f->side != s->to_act)
    return g_strdup_printf (_("it is side %c’s turn to choose"), s->to_act);
  return NULL;
}

GgActPlan *
gg_act_plan (GgAct *self, const char *formation, const GgActChoice *choice, GError **error)
{
  GgActChoice none = { -1 };
  GgActFormation *f;
  GgActPlan *plan;

  new_turn (self);
  if ((f = lookup (self, formation, error)) == NULL)
    return NULL;
  plan = _gg_act_plan_new (f);
  self->klass->plan (self, f, choice ? choice : &none, plan);
  if (plan->refused == NULL)
    plan->refused = refusal (self, f);
  return plan;
}

/* Outcomes and the log */

void
gg_act_outcome_free (GgActOutcome *outcome)
{
  if (outcome == NULL)
    return;
  gg_act_plan_free (outcome->plan);
  g_free (outcome->text);
  g_free (outcome);
}

static void
begin (GgAct *self)
{
  new_turn (self);
  self->log = gg_log_text_new ();
}

/* A title: @label untranslated, or @name shown as it is. */
static GgLogText *
title_text (const char *label, const char *name)
{
  GgLogText *text = gg_log_text_new ();

  if (label != NULL)
    gg_log_text_add_label (text, label);
  gg_log_text_add (text, name);
  return text;
}

/* @title (taken) and the entry written, to the log and into @out. */
static GgActOutcome *
end (GgAct *self, GgActOutcome *out, GgLogText *title, guint first_roll)
{
  GgD6Turn *t = &gg_d6_state_of (self->game)->turn;
  g_autofree char *when = gg_d6_turn_describe (t);
  guint n = gg_dice_get_n_rolls (gg_act_dice (self)) - first_roll;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  g_autoptr (GgLogText) body = g_steal_pointer (&self->log);
  guint serial;

  gg_log_text_add (title, "\n");
  gg_log_text_append (title, body);
  /* the answer lists every die the action used, in order, typed in or rolled */
  out->n_faces = 0;
  for (guint i = first_roll; i < first_roll + n && out->n_faces < G_N_ELEMENTS (out->faces); i++)
    {
      const GgRoll *roll = gg_dice_get_roll (gg_act_dice (self), i);

      out->faces[out->n_faces++] = roll->value;
      if (self->typed && !roll->entered)
        g_critical ("activation: a die rolled although the dice were typed in (%s)", roll->purpose);
    }
  if (self->typed && gg_dice_get_n_queued (gg_act_dice (self)) > 0)
    g_critical ("activation: %u typed-in dice left unused",
                gg_dice_get_n_queued (gg_act_dice (self)));
  self->typed = FALSE;
  out->next = self->state->to_act;
  out->next_free = self->state->free;
  out->phase_over = self->state->over;
  serial = gg_log_append_text (self->game->state->log, now, n > 0 ? GG_LOG_ROLL : GG_LOG_RULING,
                               t->turn, when, n > 0 ? first_roll + 1 : 0, n, title);
  gg_log_set_activation_text (self->game->state->log, serial, gg_d6_turn_describe_text (t));
  out->text = gg_log_entry_render (gg_log_get_entry (self->game->state->log, serial - 1));
  gg_dice_clear_queue (gg_act_dice (self));
  return out;
}

static GgActOutcome *
refuse (GgAct *self, GError **error, const char *why)
{
  g_set_error_literal (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED, why);
  g_clear_pointer (&self->log, gg_log_text_free);
  gg_dice_clear_queue (gg_act_dice (self));
  self->typed = FALSE;
  return NULL;
}

gboolean
_gg_act_queue (GgAct *self, GgDieKind kind, const int *entered, guint n_entered, GError **error)
{
  for (guint i = 0; i < n_entered; i++)
    if (!gg_dice_queue_entered (gg_act_dice (self), kind, entered[i]))
      {
        gg_dice_clear_queue (gg_act_dice (self));
        g_set_error (error, GG_ACT_ERROR, GG_ACT_ERROR_FACE,
                     _("a %s shows %d to %d"), gg_die_name (kind), gg_die_min (kind),
                        gg_die_max (kind));
        return FALSE;
      }
  self->typed = n_entered > 0;
  return TRUE;
}

gboolean
_gg_act_check_dice (guint needed, guint n_entered, GError **error)
{
  if (n_entered == 0 || n_entered == needed)
    return TRUE;
  g_set_error (error, GG_ACT_ERROR, GG_ACT_ERROR_DICE,
               _("dice typed in: %u; this action rolls %u. Type every die it rolls, in order, "
                 "or none to roll them here"),
                  n_entered, needed);
  return FALSE;
}

/* How many dice the initiative takes when these are typed in: a round of every side's dice,
 * again while the totals tie (more than @n_entered when they leave it undecided). */
static guint
initiative_dice (GgAct *self, const int *entered, guint n_entered)
{
  guint per = 2 * self->klass->initiative_dice, used = 0;

  if (per == 0)
    return 0;
  for (;;)
    {
      int a = 0, b = 0;

      if (used + per > n_entered)
        return used + per;
      for (guint i = 0; i < per / 2; i++)
        a += entered[used + i], b += entered[used + per / 2 + i];
      used += per;
      if (self->klass->initiative_total (self, 'A', a) !=
          self->klass->initiative_total (self, 'B', b))
        return used;
    }
}

static int
side_roll (GgAct *self, char side, GgActOutcome *out)
{
  const char about[] = { side, '\0' };
  int sum = 0;

  for (int i = 0; i < self->klass->initiative_dice; i++)
    {
      int f = gg_dice_roll_about (gg_act_dice (self), self->klass->initiative_die,
                                  N_ ("initiative, side %s"), about);

      if (out->n_faces < G_N_ELEMENTS (out->faces))
        out->faces[out->n_faces++] = f;
      sum += f;
    }
  return self->klass->initiative_total (self, side, sum);
}

GgActOutcome *
gg_act_initiative (GgAct *self, const int *entered, guint n_entered, GError **error)
{
  g_autoptr (GgActOutcome) out = g_new0 (GgActOutcome, 1);
  guint first = gg_dice_get_n_rolls (gg_act_dice (self));
  int a, b;

  begin (self);
  if (self->klass->initiative_total == NULL)
    return refuse (self, error, _("the d6 sequence has no initiative roll (D6-SEQ-1)"));
  if (self->state->initiative != 0)
    return refuse (self, error, _("the initiative of this turn is rolled already"));
  if (!_gg_act_check_dice (initiative_dice (self, entered, n_entered), n_entered, error) ||
      !_gg_act_queue (self, self->klass->initiative_die, entered, n_entered, error))
    return refuse (self, NULL, NULL);
  do
    {
      a = side_roll (self, 'A', out);
      b = side_roll (self, 'B', out);
      gg_act_note_labelled (self, GG_LOG_LABEL (2), N_ ("Side A %d, side B %d%s"), a, b,
                            a == b ? N_ (": a tie, rolled again") : "");
    }
  while (a == b);
  out->result = GG_ACT_RESULT_INITIATIVE;
  out->side = self->state->initiative = self->state->to_act = a > b ? 'A' : 'B';
  gg_act_note (self, N_ ("Side %c has the initiative"), out->side);
  self->klass->start (self);
  return end (self, g_steal_pointer (&out), title_text (N_ ("Initiative"), NULL), first);
}

/* How many ways @n dice of @lo..@hi make each sum (an array of n * hi + 1). */
static int *
sum_ways (int n, int lo, int hi)
{
  int max = n * hi;
  int *ways = g_new0 (int, max + 1);
  g_autofree int *next = g_new0 (int, max + 1);

  ways[0] = 1;
  for (int d = 0; d < n; d++)
    {
      memset (next, 0, sizeof (int) * (max + 1));
      for (int s = 0; s <= max; s++)
        for (int f = lo; f <= hi && ways[s] > 0; f++)
          if (s + f <= max)
            next[s + f] += ways[s];
      memcpy (ways, next, sizeof (int) * (max + 1));
    }
  return ways;
}

GgActOdds
gg_act_initiative_odds (GgAct *self)
{
  int lo = gg_die_min (self->klass->initiative_die), hi = gg_die_max (self->klass->initiative_die);
  int n = self->klass->initiative_dice, max = n * hi;
  g_autofree int *ways = NULL;
  int wins = 0, decided = 0;

  if (self->klass->initiative_total == NULL || n <= 0)
    return (GgActOdds){ 0, 1 };
  ways = sum_ways (n, lo, hi);
  for (int x = 0; x <= max; x++)
    for (int y = 0; y <= max; y++)
      {
        int ta = self->klass->initiative_total (self, 'A', x);
        int tb = self->klass->initiative_total (self, 'B', y);

        wins += ta > tb ? ways[x] * ways[y] : 0;
        decided += ta != tb ? ways[x] * ways[y] : 0;
      }
  return (GgActOdds){ wins, decided }; /* ties are rolled again */
}

/* The dice an attempt rolls with these typed in: its die (none when free), and what its face
 * makes the scheme roll after it. */
static guint
attempt_dice (GgAct *self, GgActFormation *f, GgActPlan *plan, const int *entered, guint n_entered)
{
  if (plan->free)
    return 0;
  if (n_entered == 0 || self->klass->attempt_extra_dice == NULL)
    return 1;
  return 1 + self->klass->attempt_extra_dice (self, f, plan, entered[0]);
}

GgActOutcome *
gg_act_attempt_dice (GgAct *self, const char *formation, const GgActChoice *choice,
                     const int *entered, guint n_entered, GError **error)
{
  g_autoptr (GgActOutcome) out = g_new0 (GgActOutcome, 1);
  guint first = gg_dice_get_n_rolls (gg_act_dice (self));
  GgActFormation *f;
  GgActPlan *plan;
  int face = 0;

  if ((plan = gg_act_plan (self, formation, choice, error)) == NULL)
    return NULL;
  out->plan = plan;
  f = gg_act_state_lookup (self->state, formation);
  if (plan->refused != NULL)
    return refuse (self, error, plan->refused);
  if (!_gg_act_check_dice (attempt_dice (self, f, plan, entered, n_entered), n_entered, error) ||
      !_gg_act_queue (self, plan->die, entered, n_entered, error))
    return NULL;
  begin (self);
  if (!plan->free)
    {
      face = gg_dice_roll_about (gg_act_dice (self), plan->die, N_ ("activation, %s"), f->id);
      out->faces[out->n_faces++] = face;
      out->total = face + plan->modifier;
    }
  out->side = f->side;
  self->klass->attempt (self, f, plan, face, out);
  return end (self, g_steal_pointer (&out), title_text (NULL, gg_act_name (f)), first);
}

GgActOutcome *
_gg_act_begin (GgAct *self, const int *entered, guint n_entered, GgDieKind kind, GError **error)
{
  g_autoptr (GgActOutcome) out = g_new0 (GgActOutcome, 1);

  self->first_roll = gg_dice_get_n_rolls (gg_act_dice (self));
  begin (self);
  if (!_gg_act_queue (self, kind, entered, n_entered, error))
    return refuse (self, NULL, NULL);
  return g_steal_pointer (&out);
}

GgActOutcome *
_gg_act_end (GgAct *self, GgActOutcome *out, const char *title)
{
  return end (self, out, title_text (title, NULL), self->first_roll);
}

GgActOutcome *
gg_act_pass (GgAct *self, GError **error)
{
  g_autoptr (GgActOutcome) out = g_new0 (GgActOutcome, 1);
  guint first = gg_dice_get_n_rolls (gg_act_dice (self));

  begin (self);
  if (self->klass->scheme == GG_ACT_SCHEME_D6 || self->state->initiative == 0 ||
      self->state->over || self->state->active != NULL)
    return refuse (self, error, _("no pass is possible now"));
  out->result = GG_ACT_RESULT_PASSED;
  out->side = self->state->to_act;
  self->klass->pass (self, out);
  return end (self, g_steal_pointer (&out), title_text (N_ ("Pass"), NULL), first);
}

GgActOutcome *
gg_act_finish (GgAct *self, GError **error)
{
  return gg_act_finish_dice (self, NULL, 0, error);
}

GgActOutcome *
gg_act_finish_dice (GgAct *self, const int *entered, guint n_entered, GError **error)
{
  g_autoptr (GgActOutcome) out = g_new0 (GgActOutcome, 1);
  guint first = gg_dice_get_n_rolls (gg_act_dice (self));
  GgActFormation *f;

  begin (self);
  if ((f = gg_act_state_lookup (self->state, self->state->active)) == NULL)
    return refuse (self, error, _("no formation is acting"));
  if (!_gg_act_check_dice (self->klass->finish_dice ? self->klass->finish_dice (self, f) : 0,
                           n_entered, error) ||
      !_gg_act_queue (self, GG_DIE_D10, entered, n_entered, error))
    return refuse (self, NULL, NULL);
  out->result = GG_ACT_RESULT_FINISHED;
  out->side = f->side;
  g_clear_pointer (&self->state->active, g_free);
  g_clear_pointer (&self->state->personal, g_free);
  self->klass->finish (self, f, out);
  return end (self, g_steal_pointer (&out), title_text (NULL, gg_act_name (f)), first);
}

gboolean
gg_act_unit_out_of_command (GgAct *self, const char *unit)
{
  for (guint i = 0; self->klass->scheme == GG_ACT_SCHEME_VOLTURNO && unit != NULL &&
                    i < self->state->formations->len;
       i++)
    {
      GgActFormation *f = g_ptr_array_index (self->state->formations, i);

      if (f->out_of_command != NULL &&
          g_strv_contains ((const char *const *) f->out_of_command, unit))
        return TRUE;
    }
  return FALSE;
}

gboolean
gg_act_unit_may_act (GgAct *self, const char *unit)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (self->game), unit);
  GgActFormation *f;

  if (self->klass->scheme == GG_ACT_SCHEME_D6)
    return TRUE; /* D6-SEQ: the d6 turn decides */
  if (self->klass->scheme == GG_ACT_SCHEME_VOLTURNO && gg_act_unit_out_of_command (self, unit))
    return self->state->over; /* VOL-5.1: in the Out of Command Units Phase, after the phase */
  if (u == NULL || (f = gg_act_state_lookup (self->state, self->state->active)) == NULL)
    return FALSE;
  return u->side == f->side && u->brigade != NULL && f->brigades != NULL &&
         g_strv_contains ((const char *const *) f->brigades, u->brigade);
}
