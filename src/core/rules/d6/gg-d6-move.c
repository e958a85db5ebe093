/* gg-d6-move.c: movement dice, compulsory moves, charges and off-table entry. */
#include "gg-d6-move.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#define EPSILON 1e-6

static int
basic_dice (GgD6Rules *rules, GgD6Kind kind)
{
  double v = 0;

  if (!gg_d6_rules_row_number (rules, "move.dice", gg_d6_kind_to_string (kind), 1, &v))
    gg_d6_rules_row_number (rules, "move.derived-dice", gg_d6_kind_to_string (kind), 1, &v);
  return (int) v;
}

static const char *
basic_path (GgD6Kind kind)
{
  return kind == GG_D6_MINERS ? "move.derived-dice" : "move.dice";
}

static gboolean
column_bonus (GgD6Rules *rules, const GgD6Unit *u)
{
  if (u->kind != GG_D6_LINE_INFANTRY)
    return FALSE;
  if (u->formation == GG_D6_FORM_MARCH_COLUMN)
    return TRUE;
  return u->formation == GG_D6_FORM_ATTACK_COLUMN &&
         gg_d6_rules_option_is (rules, "column-bonus", "any-column"); /* AMB-16 */
}

static gboolean
brigade_bonus (GgD6Rules *rules, const GgD6MoveInput *in)
{
  return in->brigade_as_one && !in->unit->disordered &&
         (in->unit->french || gg_d6_rules_option_is (rules, "brigade-bonus", "any-nation"));
}

static gboolean
in_command (GgD6Rules *rules, const GgD6MoveInput *in)
{
  return in->commander_distance >= 0 &&
         in->commander_distance <= gg_d6_rules_number (rules, "command.radius") + EPSILON;
}

static int
add_dice (GgD6Report *r, GgD6Rules *rules, const char *path, int n, const char *label)
{
  if (n != 0)
    gg_d6_report_add (r, rules, path, n, label);
  return n;
}

/* D6-MOVE-2..6: the modifiers an ordered unit gets (D6-MOVE-7: none when disordered). */
static int
modifier_dice (GgD6Rules *rules, const GgD6MoveInput *in, GgD6Report *r)
{
  const GgD6Unit *u = in->unit;
  gboolean ordered = !u->disordered && u->kind != GG_D6_COMMAND; /* AMB-45 */
  GgD6Class klass = brigade_bonus (rules, in) ? MIN (in->brigade_class, gg_d6_unit_class (u))
                                              : gg_d6_unit_class (u);
  /* D6-FOG-T9: within 18" of the commander named, whatever the unit's own commander */
  gboolean inspired = in->inspired && u->kind != GG_D6_COMMAND;
  int n = 0;

  if (!ordered && !inspired)
    return 0;
  if (ordered && in->on_road)
    n += add_dice (r, rules, "move.road-dice", gg_d6_rules_int (rules, "move.road-dice"),
                   N_ ("whole move on a road"));
  if (ordered && gg_d6_rules_bonus_dice (rules, klass) > 0)
    {
      n += gg_d6_rules_bonus_dice (rules, klass);
      gg_d6_report_add_rule (r, "D6-MOVE-4", GG_RULE_SOURCE_RULEBOOK,
                             gg_d6_rules_bonus_dice (rules, klass), N_ ("movement bonus"));
    }
  if (ordered && brigade_bonus (rules, in))
    n += add_dice (r, rules, "move.brigade-dice", gg_d6_rules_int (rules, "move.brigade-dice"),
                   N_ ("French brigade moving as one"));
  if (inspired || in_command (rules, in))
    n += add_dice (r, rules, "move.command-dice", gg_d6_rules_int (rules, "move.command-dice"),
                   inspired && (!ordered || !in_command (rules, in))
                     ? N_ ("command within 18\" (inspired command)")
                     : N_ ("command within 18\""));
  return n;
}

static int
rain_cut (GgD6Rules *rules, GgD6Report *r, int n)
{
  int cut = MIN (n, gg_d6_rules_int (rules, "fog.rain-dice"));

  if (cut > 0)
    gg_d6_report_add (r, rules, "fog.rain-dice", -cut, N_ ("heavy rain"));
  return n - cut;
}

/* D6-TER-12, option hill-movement: climbing costs a die (never the last), coming down gives one. */
static int
hill_dice (GgD6Rules *rules, const GgD6MoveInput *in, GgD6Report *r, int n)
{
  int d = 0;

  if (in->hill > 0 && !gg_d6_rules_option_is (rules, "hill-movement", "flat"))
    d = MAX (gg_d6_rules_int (rules, "terrain.uphill-dice"), 1 - n);
  else if (in->hill < 0 &&
           gg_d6_rules_option_is (rules, "hill-movement", "uphill-slower-downhill-faster"))
    d = gg_d6_rules_int (rules, "terrain.downhill-dice");
  if (d != 0)
    gg_d6_report_add (r, rules, d < 0 ? "terrain.uphill-dice" : "terrain.downhill-dice", d,
                      d < 0 ? N_ ("climbing a hill") : N_ ("coming down a hill"));
  return n + d;
}

/* D6-TER-11, option soft-ground: regular troops moving through soft ground are disordered (light
 * troops, light guns and commanders are not, AMB-51). No dice change: a line saying so. */
static gboolean
soft_ground_disorders (GgD6Rules *rules, const GgD6MoveInput *in, GgD6Report *r)
{
  const GgD6Unit *u = in->unit;

  if (!in->soft_ground || !gg_d6_rules_option_is (rules, "soft-ground", "disorders") ||
      gg_d6_unit_is_light (u) || u->kind == GG_D6_LIGHT_GUNS || u->kind == GG_D6_COMMAND)
    return FALSE;
  gg_d6_report_add_rule (r, "D6-TER-11", GG_RULE_SOURCE_HOUSE, 0,
                         N_ ("soft ground: the unit is disordered by moving through it"));
  return TRUE;
}

static GgD6MoveNeed
need_of (GgD6Class klass)
{
  return klass == GG_D6_GREEN     ? GG_D6_MUST_MOVE_FULL
         : klass == GG_D6_TRAINED ? GG_D6_MUST_MOVE_HALF
                                  : GG_D6_MAY_MOVE_ANY;
}

static void
add_sum_odds (GgD6Report *r, int dice, double inches, double factor)
{
  g_autofree double *p = g_new0 (double, 6 * dice + 1);

  gg_d6_odds_sum (dice, p);
  for (int s = dice; s <= 6 * dice; s++)
    {
      GgLogText *label = gg_log_text_new ();

      gg_log_text_add_message (label, N_ ("%g\" move"), (s + inches) * factor);
      gg_d6_report_add_odds_text (r, label, p[s]);
    }
}

GgD6Move *
gg_d6_move_plan (GgD6Rules *rules, const GgD6MoveInput *in)
{
  GgD6Move *self = g_new0 (GgD6Move, 1);
  GgD6Kind kind = in->unit->kind;
  int n = basic_dice (rules, kind);

  self->report = gg_d6_report_new ();
  if (gg_d6_unit_is_guns (in->unit) && in->unit->formation == GG_D6_FORM_UNLIMBERED)
    {
      /* D6-MOVE-1 rates only limbered guns (L196-197); unlimbered they are manhandled, a gun
       * deployment instead of a move (D6-REF-1, L21, D6-AMB-49) */
      self->manhandle_only = TRUE;
      self->factor = 1;
      self->need = GG_D6_MAY_MOVE_ANY;
      gg_d6_report_add_rule (self->report, "D6-REF-1", GG_RULE_SOURCE_RULEBOOK, 0,
                             N_ ("unlimbered guns move only by manhandling, a gun deployment "
                                 "instead of a move"));
      add_sum_odds (self->report, 0, 0, 1);
      return self;
    }
  gg_d6_report_add (self->report, rules, basic_path (kind), n, N_ ("movement rate"));
  n += modifier_dice (rules, in, self->report);
  n = hill_dice (rules, in, self->report, n);
  self->disorders = soft_ground_disorders (rules, in, self->report);
  if (in->rain)
    n = rain_cut (rules, self->report, n);
  self->dice = self->report->dice = n;
  self->inches = column_bonus (rules, in->unit) ? gg_d6_rules_number (rules, "move.column-inches")
                                                : 0;
  self->factor = in->lost_orders ? gg_d6_rules_number (rules, "fog.lost-orders-factor") : 1;
  if (in->lost_orders) /* D6-FOG-T6: named beside the dice, the odds are of the halved move */
    gg_d6_report_add (self->report, rules, "fog.lost-orders-factor", 0,
                      N_ ("lost orders: half the rolled move"));
  self->need = need_of (gg_d6_unit_class (in->unit));
  add_sum_odds (self->report, n, self->inches, self->factor);
  return self;
}

gboolean
gg_d6_move_resolve (GgD6Move *self, GgDice *dice, const int *entered)
{
  if (!gg_d6_report_roll (self->report, dice, self->dice, entered, N_ ("move")))
    return FALSE;
  self->result = (gg_d6_report_sum (self->report) + self->inches) * self->factor;
  return TRUE;
}

void
gg_d6_move_free (GgD6Move *self)
{
  if (self == NULL)
    return;
  gg_d6_report_free (self->report);
  g_free (self);
}

gboolean
gg_d6_move_check (GgD6Rules *rules, const GgD6Move *self, double moved, GgD6Stop stop,
                  char **reason)
{
  double least = self->need == GG_D6_MUST_MOVE_FULL ? self->result
                 : self->need == GG_D6_MUST_MOVE_HALF
                   ? self->result * gg_d6_rules_number (rules, "move.trained-minimum")
                   : 0;

  if (moved > self->result + EPSILON)
    {
      *reason = g_strdup_printf (_("the move is %g\" at most"), self->result);
      return FALSE;
    }
  if (stop != GG_D6_STOP_NONE || moved >= least - EPSILON)
    return TRUE; /* AMB-19 */
  *reason = g_strdup_printf (_("this unit must move at least %g\" (D6-MOVE-9)"), least);
  return FALSE;
}

double
gg_d6_move_wheel_distance (double frontage, double degrees)
{
  return frontage * fabs (degrees) * G_PI / 180;
}

gboolean
gg_d6_move_direct_march_ok (GgD6Rules *rules, double degrees)
{
  return fabs (degrees) <= gg_d6_rules_number (rules, "move.direct-march-angle") + EPSILON;
}

/* Compulsory moves */

static void
add_capped_odds (GgD6Report *r, int dice, double cap)
{
  g_autofree double *p = g_new0 (double, 6 * dice + 1);
  double at_cap = 0;

  gg_d6_odds_sum (dice, p);
  for (int s = dice; s <= 6 * dice; s++)
    {
      GgLogText *label;

      if (cap > 0 && s >= cap)
        {
          at_cap += p[s];
          continue;
        }
      label = gg_log_text_new ();
      gg_log_text_add_message (label, N_ ("%d\" move"), s);
      gg_d6_report_add_odds_text (r, label, p[s]);
    }
  if (at_cap > 0)
    {
      GgLogText *label = gg_log_text_new ();

      gg_log_text_add_message (label, N_ ("%g\" move (the most)"), cap);
      gg_d6_report_add_odds_text (r, label, at_cap);
    }
}

GgD6Compulsory *
gg_d6_compulsory_plan (GgD6Rules *rules, const GgD6Unit *unit, GgD6CompulsoryKind kind,
                       gboolean first, gboolean rain)
{
  GgD6Compulsory *self = g_new0 (GgD6Compulsory, 1);
  int n = basic_dice (rules, unit->kind);

  self->kind = kind;
  self->report = gg_d6_report_new ();
  gg_d6_report_add (self->report, rules, basic_path (unit->kind), n, N_ ("movement rate"));
  if (rain)
    n = rain_cut (rules, self->report, n);
  self->dice = self->report->dice = n;
  self->cap = first ? gg_d6_rules_number (rules, "compulsory.first-move-cap") : 0;
  self->disordered = kind != GG_D6_ROUT_MOVE;
  add_capped_odds (self->report, n, self->cap);
  return self;
}

gboolean
gg_d6_compulsory_resolve (GgD6Compulsory *self, GgDice *dice, const int *entered,
                          gboolean path_exists)
{
  int sum;

  if (!gg_d6_report_roll (self->report, dice, self->dice, entered, N_ ("compulsory move")))
    return FALSE;
  sum = gg_d6_report_sum (self->report);
  self->distance = self->cap > 0 ? MIN (sum, self->cap) : sum;
  self->destroyed = !path_exists;
  return TRUE;
}

void
gg_d6_compulsory_free (GgD6Compulsory *self)
{
  if (self == NULL)
    return;
  gg_d6_report_free (self->report);
  g_free (self);
}

/* Charges */

gboolean
gg_d6_charge_check (GgD6Rules *rules, const GgD6ChargeInput *in, double *charge_distance,
                    const char **rule)
{
  *charge_distance = MIN (gg_d6_rules_number (rules, "charge.distance"), in->path_length);
  *rule = "D6-CHG-1";
  if (in->path_length > in->move + EPSILON)
    return FALSE;
  if (in->final_straight < *charge_distance - EPSILON)
    return FALSE;
  *rule = "D6-CHG-2";
  return in->line_of_sight;
}

static gboolean
can_fire_at_all (const GgD6Unit *u)
{
  return u->kind != GG_D6_COMMAND && u->kind != GG_D6_MINERS &&
         u->formation != GG_D6_FORM_MARCH_COLUMN && u->formation != GG_D6_FORM_LIMBERED &&
         u->weapon != GG_D6_NO_WEAPON;
}

GgD6Reactions
gg_d6_charge_reactions (const GgD6Unit *u, gboolean in_contact)
{
  GgD6Reactions r = GG_D6_REACT_STAND;

  if (u->routed)
    return r;
  if (!in_contact && u->formation != GG_D6_FORM_UNLIMBERED)
    r |= GG_D6_REACT_EVADE; /* AMB-37 */
  if (can_fire_at_all (u))
    r |= GG_D6_REACT_RESPONSE_FIRE;
  if (gg_d6_unit_is_cavalry (u) && !u->disordered)
    r |= GG_D6_REACT_COUNTER_CHARGE; /* D6-CHG-8 */
  return r;
}

GgD6CounterCharge *
gg_d6_counter_charge_plan (GgD6Rules *rules, double charge_distance)
{
  GgD6CounterCharge *self = g_new0 (GgD6CounterCharge, 1);
  int fails = gg_d6_rules_int (rules, "charge.counter-charge-fails-on");

  self->report = gg_d6_report_new ();
  self->report->dice = 1;
  self->p_success = 1 - fails / 6.0;
  self->move = MIN (gg_d6_rules_number (rules, "charge.counter-charge-move"),
                    charge_distance * gg_d6_rules_number (rules, "charge.counter-charge-fraction"));
  gg_d6_report_add (self->report, rules, "charge.counter-charge-fails-on", 0,
                    N_ ("counter-charge: anything but 1"));
  gg_d6_report_add_odds (self->report, N_ ("counter-charge goes in"), self->p_success);
  gg_d6_report_add_odds (self->report, N_ ("counter-charge fails"), 1 - self->p_success);
  return self;
}

gboolean
gg_d6_counter_charge_resolve (GgD6CounterCharge *self, GgD6Rules *rules, GgDice *dice, int entered)
{
  if (!gg_d6_report_roll (self->report, dice, 1, entered ? &entered : NULL, N_ ("counter-charge")))
    return FALSE;
  self->success = g_array_index (self->report->rolls, int, 0) >
                  gg_d6_rules_int (rules, "charge.counter-charge-fails-on");
  return TRUE;
}

void
gg_d6_counter_charge_free (GgD6CounterCharge *self)
{
  if (self == NULL)
    return;
  gg_d6_report_free (self->report);
  g_free (self);
}

static void
effect (GgD6ContactResult *out, gboolean *flag, const char *rule, const char *label)
{
  *flag = TRUE;
  gg_d6_report_add_rule (out->report, rule, GG_RULE_SOURCE_RULEBOOK, 0, label);
}

void
gg_d6_charge_contact (GgD6Rules *rules, const GgD6ContactInput *in, GgD6ContactResult *out)
{
  gboolean flank_or_rear = in->edge == GG_D6_CONTACT_FLANK || in->edge == GG_D6_CONTACT_REAR;

  *out = (GgD6ContactResult){ .report = gg_d6_report_new () };
  out->contact = !in->evaded || in->caught; /* D6-CHG-9 */
  if (!out->contact)
    {
      effect (out, &out->attacker_disordered, "D6-CHG-5", N_ ("no contact after an evade"));
      return;
    }
  if (in->defender->kind == GG_D6_COMMAND)
    effect (out, &out->defender_destroyed, "D6-MEL-10", N_ ("command unit contacted: destroyed"));
  if (flank_or_rear && in->defender->formation != GG_D6_FORM_SQUARE)
    effect (out, &out->defender_disordered, "D6-DIS-C3", N_ ("contacted on the flank or rear"));
  if (in->attacker->formation == GG_D6_FORM_MARCH_COLUMN)
    effect (out, &out->attacker_disordered, "D6-FORM-3", N_ ("column of march in contact"));
  if (in->over_obstacle)
    effect (out, &out->attacker_disordered, "D6-TER-9", N_ ("attacked over an obstacle"));
  if (in->soft_ground)
    {
      effect (out, &out->attacker_disordered, "D6-TER-11", N_ ("soft ground"));
      out->charge_bonus_lost = TRUE;
    }
}

void
gg_d6_contact_result_clear (GgD6ContactResult *result)
{
  g_clear_pointer (&result->report, gg_d6_report_free);
}

/* Off-table entry */

static double
p_total_at_least (int dice, int target)
{
  g_autofree double *p = g_new0 (double, 6 * dice + 1);
  double sum = 0;

  gg_d6_odds_sum (dice, p);
  for (int s = MAX (target, 0); s <= 6 * dice; s++)
    sum += p[s];
  return sum;
}

GgD6Entry *
gg_d6_entry_plan (GgD6Rules *rules, GgD6Class klass, int turns_delayed)
{
  GgD6Entry *self = g_new0 (GgD6Entry, 1);
  int face = gg_d6_rules_int (rules, "off-table.entry-face");
  int bonus = gg_d6_rules_bonus_dice (rules, klass);

  self->report = gg_d6_report_new ();
  gg_d6_report_add (self->report, rules, "off-table.base-dice",
                    gg_d6_rules_int (rules, "off-table.base-dice"), N_ ("entry roll"));
  if (bonus > 0)
    gg_d6_report_add_rule (self->report, "D6-OFF-2", GG_RULE_SOURCE_RULEBOOK, bonus,
                           N_ ("movement bonus"));
  if (turns_delayed > 0)
    gg_d6_report_add (self->report, rules, "off-table.delay-dice",
                      turns_delayed * gg_d6_rules_int (rules, "off-table.delay-dice"),
                      N_ ("turns delayed"));
  self->dice = self->report->dice = gg_d6_report_total (self->report);
  self->p_enter = gg_d6_rules_option_is (rules, "off-table-entry", "total-six")
                    ? p_total_at_least (self->dice, face)
                    : 1 - pow ((face - 1) / 6.0, self->dice);
  gg_d6_report_add_odds (self->report, N_ ("enters"), self->p_enter);
  gg_d6_report_add_odds (self->report, N_ ("delayed"), 1 - self->p_enter);
  return self;
}

gboolean
gg_d6_entry_resolve (GgD6Entry *self, GgD6Rules *rules, GgDice *dice, const int *entered)
{
  int face = gg_d6_rules_int (rules, "off-table.entry-face");

  if (!gg_d6_report_roll (self->report, dice, self->dice, entered, N_ ("off-table entry")))
    return FALSE;
  self->enters = gg_d6_rules_option_is (rules, "off-table-entry", "total-six")
                   ? gg_d6_report_sum (self->report) >= face
                   : gg_d6_report_count_at_least (self->report, face) > 0;
  return TRUE;
}

void
gg_d6_entry_free (GgD6Entry *self)
{
  if (self == NULL)
    return;
  gg_d6_report_free (self->report);
  g_free (self);
}

double
gg_d6_move_longest (GgD6Rules *rules, const GgD6MoveInput *input)
{
  GgD6MoveInput in = *input;
  g_autoptr (GgD6Move) m = NULL;

  in.on_road = TRUE;
  m = gg_d6_move_plan (rules, &in);
  return (6 * m->dice + m->inches) * m->factor;
}
