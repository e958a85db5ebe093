/* gg-act-r59-orders.c: what an activated 1859 corps' units may do on a d6 table (seed 002
 * L21-25, L45-47):
 *   - R59-4.22: a brigadier within his corps commander's Range is Under Orders; beyond it,
 *     Without Orders, and may roll d10 + his Commitment DRM: 4 or less puts the brigade Under
 *     Orders for this activation, 5 or more lets it only Rally;
 *   - R59-4.42: Without Orders its units may move, but not next to the enemy, and Rally; they
 *     may not fire or attack (a brigade Without Orders has all its units Out of Command);
 *   - R59-9.1: an hors de combat brigade may not attack nor move next to the enemy;
 *   - R59-4.55: a corps activated on a failed roll after the other side Finished may not attack;
 *   - R59-4.43: an Extended Activation costs cohesion: each unit that moved rolls d10 against
 *     its cohesion, higher is a Hit, and each unit that attacked takes one.
 * The game's hexes are inches on the table, and d6 units have no cohesion rating nor Hits:
 * those readings are house values of d6.yaml activation.r59 (docs/d6-table.md). */
#include "gg-act-private.h"

#include "gg-d6-state.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

const char *
gg_act_orders_to_string (GgActOrders orders)
{
  static const char *const names[] = { "none",         "under",          "without",
                                       "rolled-under", "rolled-without", "unmeasured" };

  return names[orders];
}

/* The corps of @side that activates @brigade, or NULL. */
static GgActFormation *
corps_of (GgAct *self, char side, const char *brigade)
{
  for (guint i = 0; brigade != NULL && i < self->state->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (self->state->formations, i);

      if (f->side == side && f->brigades != NULL &&
          g_strv_contains ((const char *const *) f->brigades, brigade))
        return f;
    }
  return NULL;
}

/* The brigadier of @brigade on the table: its d6 command unit. */
static GgD6UnitState *
brigadier_unit (GgAct *self, char side, const char *brigade)
{
  for (guint i = 0; i < gg_d6_state_of (self->game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (self->game)->units, i);

      if (u->side == side && g_strcmp0 (u->type, "command") == 0 &&
          g_strcmp0 (u->brigade, brigade) == 0 &&
          (u->level == NULL || g_str_equal (u->level, "brigade")))
        return u;
    }
  return NULL;
}

static const char *
brigadier (GgAct *self, char side, const char *brigade)
{
  GgD6UnitState *u = brigadier_unit (self, side, brigade);

  return u != NULL ? u->id : NULL;
}

/* R59-4.2 (002 L23): "St.Jean d Angely, has two Range ratings. He may use the higher one (6) if
 * he is within one hex of Napoleon III": the commanders of activation.r59.range-near-emperor,
 * their d6 unit within emperor-distance hexes of their side's overall commander's (`cic-unit`). */
static int
near_emperor_range (GgAct *self, const GgActFormation *f)
{
  const GgActSide *s = gg_act_side (self, f->side);
  const char *source;
  int higher = gg_act_row_value (self, "activation.r59.range-near-emperor", f->rated, &source);
  double d, within;

  if (higher < 0 || self->distance == NULL || s->cic_unit == NULL || f->commander_unit == NULL ||
      (d = self->distance (f->commander_unit, s->cic_unit, self->distance_data)) < 0)
    return -1;
  within = gg_act_number (self, "r59.emperor-distance", &source) *
           (double) gg_act_number (self, "r59.range-per-hex", &source);
  return d <= within + 1e-9 ? higher : -1;
}

/* R59-4.2: the corps commander's Range in inches on the table. */
static double
range_inches (GgAct *self, const GgActFormation *f)
{
  const char *source;
  int hexes = near_emperor_range (self, f);

  if (hexes < 0)
    hexes = gg_act_row_value (self, "activation.r59.range", f->rated, &source);
  if (hexes < 0)
    hexes = gg_act_number (self, "r59.range-default", &source);
  return hexes * (double) gg_act_number (self, "r59.range-per-hex", &source);
}

static gboolean
listed (char **list, const char *brigade)
{
  return list != NULL && brigade != NULL && g_strv_contains ((const char *const *) list, brigade);
}

GgActOrders
gg_act_brigade_orders (GgAct *self, char side, const char *brigade, double *distance, double *range)
{
  GgActFormation *f = corps_of (self, side, brigade);
  const char *b = f ? brigadier (self, side, brigade) : NULL;
  double d = -1, r = f ? range_inches (self, f) : -1;

  if (range != NULL)
    *range = r;
  if (distance != NULL)
    *distance = -1;
  if (self->klass->scheme != GG_ACT_SCHEME_R59 || f == NULL)
    return GG_ACT_ORDERS_NONE;
  if (listed (f->rolled_under, brigade))
    return GG_ACT_ORDERS_ROLLED_UNDER;
  if (listed (f->rolled_without, brigade))
    return GG_ACT_ORDERS_ROLLED_WITHOUT;
  if (self->distance == NULL || f->commander_unit == NULL || b == NULL ||
      (d = self->distance (f->commander_unit, b, self->distance_data)) < 0)
    return GG_ACT_ORDERS_UNMEASURED; /* the referee measures */
  if (distance != NULL)
    *distance = d;
  return d <= r + 1e-9 ? GG_ACT_ORDERS_UNDER : GG_ACT_ORDERS_WITHOUT;
}

/* The Without Orders roll */

static char *
orders_refusal (GgAct *self, GgActFormation *f, char side, const char *brigade)
{
  GgActOrders o = gg_act_brigade_orders (self, side, brigade, NULL, NULL);

  if (self->klass->scheme != GG_ACT_SCHEME_R59)
    return g_strdup (_("only 1859 corps continuity has orders (R59-4.22)"));
  if (f == NULL || g_strcmp0 (self->state->active, f->id) != 0)
    return g_strdup (_("the brigade’s corps is not acting now (R59-4.22)"));
  if (o == GG_ACT_ORDERS_UNDER)
    return g_strdup (_("the brigade is Under Orders already (R59-4.22)"));
  if (o == GG_ACT_ORDERS_ROLLED_UNDER || o == GG_ACT_ORDERS_ROLLED_WITHOUT)
    return g_strdup (_("the brigade has rolled for orders in this activation (R59-4.22)"));
  return NULL;
}

/* The text's Commitment for the brigadier named @name (a row of activation.r59.commitment that
 * is one of the words of his name, accents apart: "GM Rösgen" is rosgen), or -1000. */
static int
text_commitment (GgAct *self, const char *name, const char **source)
{
  g_autofree char *ascii = name ? g_str_to_ascii (name, "C") : NULL;
  g_autofree char *lower = ascii ? g_ascii_strdown (ascii, -1) : NULL;
  g_auto (GStrv) words = lower ? g_strsplit_set (lower, " .,-'", -1) : NULL;
  GgRuleEntry entry;

  if (words == NULL || !gg_rules_data_lookup (self->rules, "activation.r59.commitment", &entry))
    return -1000;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    {
      GgYamlNode *row = gg_yaml_sequence_nth (entry.value, i);
      GgYamlNode *key = gg_yaml_sequence_nth (row, 0), *value = gg_yaml_sequence_nth (row, 1);

      if (key != NULL && value != NULL && g_strv_contains ((const char *const *) words, key->value))
        return (*source = gg_rule_source_to_string (entry.source)), atoi (value->value);
    }
  return -1000;
}

/* R59-4.22: the brigadier's Commitment DRM: the roster's, the text's, or the house default. */
static int
brigadier_commitment (GgAct *self, GgActFormation *f, char side, const char *brigade,
                      const char **source, const char **note)
{
  GgD6UnitState *u = brigadier_unit (self, side, brigade);
  int v;

  for (guint i = 0; f->commitment != NULL && f->brigades[i] != NULL; i++)
    if (g_str_equal (f->brigades[i], brigade) && f->commitment[i] != GG_ACT_NO_COMMITMENT)
      return (*source = "roster"), (*note = "the brigadier's Commitment DRM, from the roster"),
             f->commitment[i];
  if ((v = text_commitment (self, u ? u->name : NULL, source)) > -1000)
    return (*note = "the brigadier's Commitment DRM as the text gives it (002 L21)"), v;
  *note = "the brigadier's Commitment DRM: not in the text (on the counters), a house 0";
  return gg_act_number (self, "r59.commitment-default", source);
}

GgActPlan *
gg_act_orders_plan (GgAct *self, char side, const char *brigade, GError **error)
{
  GgActFormation *f = corps_of (self, side, brigade);
  const char *source, *note;
  int commitment;
  GgActPlan *plan;

  if (f == NULL)
    {
      g_set_error (error, GG_ACT_ERROR, GG_ACT_ERROR_UNKNOWN,
                   _("no corps of side %c activates brigade “%s”"), side, brigade ? brigade : "");
      return NULL;
    }
  plan = _gg_act_plan_new (f);
  plan->die = GG_DIE_D10;
  commitment = brigadier_commitment (self, f, side, brigade, &source, &note);
  gg_act_add_modifier (plan, "commitment", commitment, "R59-4.22", "002 L21", source, note);
  plan->target = gg_act_number (self, "r59.orders-target", &plan->target_source);
  plan->target_rule = "R59-4.22";
  plan->target_line = "002 L21";
  gg_act_odds (plan, 0);
  plan->refused = orders_refusal (self, f, side, brigade);
  return plan;
}

static void
add_listed (char ***list, const char *brigade)
{
  guint n = *list ? g_strv_length (*list) : 0;

  *list = g_renew (char *, *list, n + 2);
  (*list)[n] = g_strdup (brigade);
  (*list)[n + 1] = NULL;
}

GgActOutcome *
gg_act_orders_roll_dice (GgAct *self, char side, const char *brigade, const int *entered,
                         guint n_entered, GError **error)
{
  g_autoptr (GgActPlan) plan = gg_act_orders_plan (self, side, brigade, error);
  GgActFormation *f;
  GgActOutcome *out;
  int face;

  if (plan == NULL)
    return NULL;
  if (plan->refused != NULL)
    {
      g_set_error_literal (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED, plan->refused);
      return NULL;
    }
  if (!_gg_act_check_dice (1, n_entered, error) ||
      (out = _gg_act_begin (self, entered, n_entered, GG_DIE_D10, error)) == NULL)
    return NULL;
  f = corps_of (self, side, brigade);
  face = gg_act_roll (self, GG_DIE_D10, N_ ("orders"));
  out->faces[out->n_faces++] = face;
  out->total = face + plan->modifier;
  out->side = side;
  out->result = out->total <= plan->target ? GG_ACT_RESULT_ACTIVATED : GG_ACT_RESULT_FAILED;
  add_listed (out->result == GG_ACT_RESULT_ACTIVATED ? &f->rolled_under : &f->rolled_without,
              brigade);
  gg_act_note_labelled (
    self, GG_LOG_LABEL (3) | GG_LOG_LABEL (6),
    N_ ("%s, Without Orders: d10 = %d %+d Commitment (%s) = %d against %d: %s "
        "(R59-4.22, 002 L21)"),
    brigade, face, plan->modifier,
    gg_act_word_message (g_array_index (plan->modifiers, GgActModifier, 0).source), out->total,
    plan->target,
    out->result == GG_ACT_RESULT_ACTIVATED ? N_ ("Under Orders for this activation")
                                           : N_ ("it may do nothing but Rally"));
  out->plan = g_steal_pointer (&plan);
  return _gg_act_end (self, out, N_ ("Orders"));
}

/* What a unit may do */

/* R59-4.22, R59-4.42, R59-9.1, R59-4.55 for a unit of the acting corps. */
static char *
r59_refusal (GgAct *self, GgD6UnitState *u, GgActFormation *f, GgD6Do what)
{
  GgActOrders o = gg_act_brigade_orders (self, u->side, u->brigade, NULL, NULL);

  if (o == GG_ACT_ORDERS_ROLLED_WITHOUT && what != GG_D6_DO_RALLY)
    return g_strdup_printf (_("%s failed its orders roll: it may only Rally (R59-4.22)"),
                               u->brigade);
  if (o == GG_ACT_ORDERS_WITHOUT &&
      (what == GG_D6_DO_FIRE || what == GG_D6_DO_ATTACK || what == GG_D6_DO_CLOSE))
    return g_strdup_printf (_("%s is Without Orders: it may move, but not next to the enemy, and "
                              "Rally; it may not fire or attack (R59-4.42)"),
                               u->brigade);
  if ((what == GG_D6_DO_ATTACK || what == GG_D6_DO_CLOSE) &&
      gg_act_brigade_hors_de_combat (self, u->side, u->brigade))
    return g_strdup_printf (_("%s is hors de combat: it may not attack nor move next to the "
                              "enemy (R59-9.1)"),
                               u->brigade);
  if (what == GG_D6_DO_RALLY && (listed (f->moved, u->id) || listed (f->attacked, u->id)))
    return g_strdup_printf (_("%s has moved or attacked in this activation: a unit Rallies only "
                              "if it has done nothing else (R59-4.41; Without Orders, if it has "
                              "not moved, R59-4.42)"),
                               u->id);
  if (what == GG_D6_DO_ATTACK && f->no_attack)
    return g_strdup_printf (_("%s was activated on a failed roll: it may not attack (R59-4.55)"),
                               gg_act_name (f));
  return NULL;
}

char *
gg_act_unit_refusal (GgAct *self, const char *unit, GgD6Do what)
{
  GgD6UnitState *u = gg_d6_state_lookup_unit (gg_d6_state_of (self->game), unit);
  GgActFormation *f = gg_act_state_lookup (self->state, self->state->active);

  if (self->klass->scheme == GG_ACT_SCHEME_D6)
    return NULL; /* D6-SEQ: the d6 turn decides */
  if (gg_act_unit_out_of_command (self, unit) && !self->state->over)
    return g_strdup_printf (_("%s is Out of Command: it moves in the Out of Command Units Phase, "
                              "after the Activation Phase (VOL-5.1)"),
                               unit);
  if (gg_act_unit_out_of_command (self, unit) && what != GG_D6_DO_MOVE)
    return g_strdup_printf (_("%s is Out of Command: it may only move, towards its CdF, or "
                              "retreat from an enemy zone (VOL-5.1.1)"),
                               unit);
  if (!gg_act_unit_may_act (self, unit))
    return g_strdup_printf (_("%s is not in the formation acting now (VOL-4.B2-b, R59-4.4)"),
                               unit);
  if (self->klass->scheme == GG_ACT_SCHEME_VOLTURNO && gg_act_weather_turn (self) &&
      (what == GG_D6_DO_FIRE || what == GG_D6_DO_ATTACK || what == GG_D6_DO_CLOSE))
    return g_strdup (_("at night no fire, assault or charge, nor moving into the enemy’s zone "
                       "(VOL-15.2)"));
  if (self->klass->scheme != GG_ACT_SCHEME_R59 || u == NULL || f == NULL)
    return NULL;
  return r59_refusal (self, u, f, what);
}

/* The acting 1859 corps, or NULL. */
static GgActFormation *
acting (GgAct *self)
{
  GgActFormation *f = gg_act_state_lookup (self->state, self->state->active);

  return self->klass->scheme == GG_ACT_SCHEME_R59 ? f : NULL;
}

void
gg_act_record_attack (GgAct *self, const char *unit)
{
  GgActFormation *f = acting (self);

  if (f != NULL && !listed (f->attacked, unit))
    add_listed (&f->attacked, unit);
}

void
gg_act_record_move (GgAct *self, const char *unit)
{
  GgActFormation *f = acting (self);

  if (f != NULL && gg_act_unit_may_act (self, unit) && !listed (f->moved, unit))
    add_listed (&f->moved, unit);
}

double
gg_act_closing_distance (GgAct *self)
{
  const char *source;

  return gg_act_number (self, "closing-distance", &source);
}

/* The Extended Activation's cost (R59-4.43) */

/* A d6 unit's cohesion for the roll: d6 units have none; house by class. */
static int
cohesion (GgAct *self, const GgD6UnitState *u)
{
  const char *source;
  int c = gg_act_row_value (self, "activation.r59.extended-cohesion",
                            u->klass ? u->klass : "trained", &source);

  return c >= 0 ? c : 5;
}

/* A Hit on the d6 table: an orange marker (house: d6 units keep no Hits); @face < 0: it
 * attacked, else it moved and rolled @face against its cohesion @c. */
static void
hit (GgAct *self, GgD6UnitState *u, int face, int c)
{
  const char *marker = gg_d6_unit_state_disordered (u) ? N_ ("disordered already")
                                                       : N_ ("orange marker");

  gg_d6_unit_state_disorder (u);
  if (face < 0)
    gg_act_note_labelled (self, GG_LOG_LABEL (1),
                          N_ ("%s: attacked, a Hit: %s (R59-4.43; house: a Hit is an orange "
                              "marker)"),
                          u->id, marker);
  else
    gg_act_note_labelled (self, GG_LOG_LABEL (3),
                          N_ ("%s: moved, d10 = %d against cohesion %d, a Hit: %s (R59-4.43; "
                              "house: a Hit is an orange marker)"),
                          u->id, face, c, marker);
}

static void
cost_unit (GgAct *self, GgActFormation *f, GgD6UnitState *u)
{
  if (listed (f->moved, u->id))
    {
      int c = cohesion (self, u), face = gg_act_roll (self, GG_DIE_D10, N_ ("extended activation"));

      if (face > c)
        hit (self, u, face, c);
      else
        gg_act_note (self, N_ ("%s: moved, d10 = %d against cohesion %d, no Hit (R59-4.43)"), u->id,
                     face, c);
    }
  if (listed (f->attacked, u->id))
    hit (self, u, -1, 0);
}

/* A unit of @f that pays the Extended cost. */
static gboolean
pays (GgActFormation *f, GgD6UnitState *u)
{
  return u->side == f->side && listed (f->brigades, u->brigade) &&
         g_strcmp0 (u->type, "command") != 0 && u->status != GG_D6_STATUS_DESTROYED &&
         u->status != GG_D6_STATUS_OFF_TABLE;
}

void
_gg_act_extended_cost (GgAct *self, GgActFormation *f)
{
  for (guint i = 0; i < gg_d6_state_of (self->game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (self->game)->units, i);

      if (pays (f, u))
        cost_unit (self, f, u);
    }
}

guint
_gg_act_extended_dice (GgAct *self, GgActFormation *f)
{
  guint n = 0;

  for (guint i = 0; i < gg_d6_state_of (self->game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (self->game)->units, i);

      n += pays (f, u) && listed (f->moved, u->id);
    }
  return n;
}

/* A new activation of @f: the orders rolled, the attacks made and the moves made belong to one
 * activation, so an Extended one counts the moves made in it, a unit that moved before too when
 * it moves again; the d6 units' own `moved` (D6-MOVE-15: no fire after moving) is left alone. */
void
_gg_act_r59_begin_activation (GgAct *self, GgActFormation *f)
{
  g_clear_pointer (&f->rolled_under, g_strfreev);
  g_clear_pointer (&f->rolled_without, g_strfreev);
  g_clear_pointer (&f->attacked, g_strfreev);
  g_clear_pointer (&f->moved, g_strfreev);
}
