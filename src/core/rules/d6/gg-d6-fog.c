/* gg-d6-fog.c: Fog of War rolls and the effects in force. */
#include "gg-d6-fog.h"

#include <glib/gi18n-lib.h>

static const char *const event_names[] = {
  NULL,
  NULL,
  "commander-killed",
  "commander-unhorsed",
  "crisis-meeting",
  "cavalry-halt",
  "lost-orders",
  "heavy-rain",
  "dead-calm",
  "inspired-command",
  "vive-l-artillerie",
  "elan",
  "a-la-victoire",
};

const char *
gg_d6_fog_event_to_string (GgD6FogEvent event)
{
  return event >= 2 && event <= 12 ? event_names[event] : "none";
}

gboolean
gg_d6_fog_event_from_string (const char *text, GgD6FogEvent *event)
{
  for (int i = 2; i <= 12; i++)
    if (g_strcmp0 (text, event_names[i]) == 0)
      return (*event = i), TRUE;
  return FALSE;
}

const char *
gg_d6_fog_event_rule (GgD6FogEvent event)
{
  static const char *const rules[] = { "D6-FOG-1",  "D6-FOG-1",  "D6-FOG-T2",  "D6-FOG-T3",
                                       "D6-FOG-T4", "D6-FOG-T5", "D6-FOG-T6",  "D6-FOG-T7",
                                       "D6-FOG-T8", "D6-FOG-T9", "D6-FOG-T10", "D6-FOG-T11",
                                       "D6-FOG-T12" };

  return event <= 12 ? rules[event] : "D6-FOG-1";
}

/* untranslated */
const char *
gg_d6_fog_event_message (GgD6FogEvent event)
{
  switch (event)
    {
    case GG_D6_FOG_COMMANDER_KILLED:
      return N_ ("Commander killed by a stray shell");
    case GG_D6_FOG_COMMANDER_UNHORSED:
      return N_ ("Commander unhorsed");
    case GG_D6_FOG_CRISIS_MEETING:
      return N_ ("Crisis meeting");
    case GG_D6_FOG_CAVALRY_HALT:
      return N_ ("Cavalry may not advance");
    case GG_D6_FOG_LOST_ORDERS:
      return N_ ("Lost orders");
    case GG_D6_FOG_HEAVY_RAIN:
      return N_ ("Heavy rain");
    case GG_D6_FOG_DEAD_CALM:
      return N_ ("Dead calm");
    case GG_D6_FOG_INSPIRED_COMMAND:
      return N_ ("Inspired command");
    case GG_D6_FOG_VIVE_L_ARTILLERIE:
      return N_ ("Vive l’artillerie");
    case GG_D6_FOG_ELAN:
      return N_ ("Élan");
    case GG_D6_FOG_A_LA_VICTOIRE:
      return N_ ("À la victoire");
    default:
      return N_ ("No event");
    }
}

const char *
gg_d6_fog_event_label (GgD6FogEvent event)
{
  return _(gg_d6_fog_event_message (event));
}

static void
effect_clear (gpointer data)
{
  g_free (((GgD6FogEffect *) data)->target);
}

GArray *
gg_d6_fog_effects_new (void)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (GgD6FogEffect));

  g_array_set_clear_func (a, effect_clear);
  return a;
}

static GgD6FogEvent
gg_d6_fog_event_for_total (GgD6Rules *rules, int total)
{
  GgRuleEntry entry;
  GgD6FogEvent event = GG_D6_FOG_NONE;
  g_autofree char *key = g_strdup_printf ("%d", total);

  if (!gg_rules_data_lookup (gg_d6_rules_get_data (rules), "fog.table", &entry))
    return event;
  for (guint i = 0; i < gg_yaml_sequence_size (entry.value); i++)
    {
      GgYamlNode *row = gg_yaml_sequence_nth (entry.value, i);

      if (g_strcmp0 (gg_yaml_sequence_nth (row, 0)->value, key) == 0)
        gg_d6_fog_event_from_string (gg_yaml_sequence_nth (row, 1)->value, &event);
    }
  return event;
}

GgD6FogRoll *
gg_d6_fog_plan (GgD6Rules *rules)
{
  GgD6FogRoll *self = g_new0 (GgD6FogRoll, 1);
  double p_trigger = 1.0 / 6, p2[13];

  self->report = gg_d6_report_new ();
  self->report->dice = 1;
  gg_d6_report_add (self->report, rules, "fog.trigger-face",
                    gg_d6_rules_int (rules, "fog.trigger-face"), N_ ("an event on a 1"));
  gg_d6_odds_sum (gg_d6_rules_int (rules, "fog.event-dice"), p2);
  gg_d6_report_add_odds (self->report, gg_d6_fog_event_message (GG_D6_FOG_NONE), 1 - p_trigger);
  for (int t = 2; t <= 12; t++)
    {
      GgD6FogEvent event = gg_d6_fog_event_for_total (rules, t);

      gg_d6_report_add_odds (self->report, gg_d6_fog_event_message (event), p_trigger * p2[t]);
    }
  return self;
}

gboolean
gg_d6_fog_resolve (GgD6FogRoll *self, GgD6Rules *rules, GgDice *dice, const int *entered)
{
  int n = gg_d6_rules_int (rules, "fog.event-dice");

  if (!gg_d6_report_roll (self->report, dice, 1, entered, N_ ("fog of war")))
    return FALSE;
  self->trigger = g_array_index (self->report->rolls, int, 0);
  if (self->trigger != gg_d6_rules_int (rules, "fog.trigger-face"))
    return TRUE;
  if (!gg_d6_report_roll (self->report, dice, n, entered ? entered + 1 : NULL, N_ ("fog of war")))
    return FALSE;
  self->total = gg_d6_report_sum (self->report) - self->trigger;
  self->event = gg_d6_fog_event_for_total (rules, self->total);
  return TRUE;
}

void
gg_d6_fog_roll_free (GgD6FogRoll *self)
{
  if (self == NULL)
    return;
  gg_d6_report_free (self->report);
  g_free (self);
}

/* AMB-46: how many player turns each event lasts; rain lasts to the next game turn. */
static int
lasts_until (GgD6FogEvent event, const GgD6Turn *turn)
{
  int pt = gg_d6_turn_player_turn (turn);

  switch (event)
    {
    case GG_D6_FOG_COMMANDER_UNHORSED:
    case GG_D6_FOG_CAVALRY_HALT:
      return pt + 2; /* "for one turn": to the same player's next */
    case GG_D6_FOG_HEAVY_RAIN:
      return turn->turn * 2;
    default:
      return pt + 1; /* the active player's turn */
    }
}

GgD6FogEffect *
gg_d6_fog_add (GArray *effects, GgD6FogEvent event, const GgD6Turn *turn, const char *target)
{
  GgD6FogEffect e = { event, turn->active, gg_d6_turn_player_turn (turn), lasts_until (event, turn),
                      g_strdup (target) };

  g_array_append_val (effects, e);
  return &g_array_index (effects, GgD6FogEffect, effects->len - 1);
}

void
gg_d6_fog_expire (GArray *effects, int pt)
{
  for (guint i = effects->len; i-- > 0;)
    {
      GgD6FogEffect *e = &g_array_index (effects, GgD6FogEffect, i);
      gboolean check = e->event == GG_D6_FOG_HEAVY_RAIN && e->until == pt;

      if (e->until <= pt && !check)
        g_array_remove_index (effects, i);
    }
}

GgD6FogEffect *
gg_d6_fog_find (GArray *effects, GgD6FogEvent event, int pt, char side)
{
  for (guint i = 0; i < effects->len; i++)
    {
      GgD6FogEffect *e = &g_array_index (effects, GgD6FogEffect, i);

      if (e->event == event && e->started <= pt && pt < e->until && (side == 0 || e->side == side))
        return e;
    }
  return NULL;
}

guint
gg_d6_fog_target_count (const GgD6FogEffect *e)
{
  g_auto (GStrv) names = NULL;

  if (e->target == NULL || *e->target == '\0')
    return 0;
  names = g_strsplit (e->target, ",", -1);
  return g_strv_length (names);
}

gboolean
gg_d6_fog_elan_allowed (const GgD6FogEffect *e, const char *unit, int max)
{
  g_auto (GStrv) names = NULL;

  if (e == NULL || e->event != GG_D6_FOG_ELAN || unit == NULL)
    return FALSE;
  names = g_strsplit (e->target != NULL ? e->target : "", ",", -1);
  return !g_strv_contains ((const char *const *) names, unit) &&
         (int) gg_d6_fog_target_count (e) < max;
}

void
gg_d6_fog_elan_record (GgD6FogEffect *e, const char *unit)
{
  char *target = e->target != NULL && *e->target != '\0' ? g_strconcat (e->target, ",", unit, NULL)
                                                         : g_strdup (unit);

  g_free (e->target);
  e->target = target;
}

static GgD6FogEffect *
rain_awaiting_check (GArray *effects, int pt)
{
  for (guint i = 0; i < effects->len; i++)
    {
      GgD6FogEffect *e = &g_array_index (effects, GgD6FogEffect, i);

      if (e->event == GG_D6_FOG_HEAVY_RAIN && e->until == pt)
        return e;
    }
  return NULL;
}

gboolean
gg_d6_fog_rain_check_due (GArray *effects, int pt)
{
  return rain_awaiting_check (effects, pt) != NULL;
}

gboolean
gg_d6_fog_rain_check (GArray *effects, GgD6Rules *rules, GgDice *dice, int pt, int entered,
                      gboolean *continues)
{
  GgD6FogEffect *e = rain_awaiting_check (effects, pt);
  int face, turns;

  g_return_val_if_fail (e != NULL, FALSE);
  turns = (pt - e->started) / 2 + 1; /* game turns of rain, counting the new one */
  if (entered != 0 && !gg_dice_enter (dice, GG_DIE_D6, entered, N_ ("rain")))
    return FALSE;
  face = entered != 0 ? entered : gg_dice_roll (dice, GG_DIE_D6, N_ ("rain"));
  *continues = face == gg_d6_rules_int (rules, "fog.rain-continues-face");
  if (gg_d6_rules_option_is (rules, "rain-duration", "three-turns") &&
      turns > gg_d6_rules_int (rules, "fog.rain-max-turns"))
    *continues = FALSE;
  if (*continues)
    e->until += 2;
  else
    g_array_remove_index (effects, e - &g_array_index (effects, GgD6FogEffect, 0));
  return TRUE;
}

/* A uniform slot in [0, slots) from d6 rolls, by rejection, so real dice can be used too. */
static guint
uniform_slot (GgDice *dice, guint slots)
{
  guint k = 1, range = 6;

  while (range < slots)
    k++, range *= 6;
  for (;;)
    {
      guint v = 0, limit = range - range % slots;

      for (guint i = 0; i < k; i++)
        v = v * 6 + (gg_dice_roll (dice, GG_DIE_D6, N_ ("which commander")) - 1);
      if (v < limit)
        return v % slots;
    }
}

guint
gg_d6_fog_pick_commander (GgD6Rules *rules, GgDice *dice, guint n, guint army)
{
  /* weights 1 and w (0.5): doubled, each commander has 2 slots and the army commander 1 */
  guint per = (guint) (1 / gg_d6_rules_number (rules, "fog.army-commander-weight") + 0.5);
  guint slot = uniform_slot (dice, (n - 1) * per + 1);
  guint sub;

  if (slot == 0)
    return army;
  sub = (slot - 1) / per;
  return sub < army ? sub : sub + 1;
}
