/* gg-d6-state.c: the d6 game state and its `d6:` section. */
#include "gg-d6-state.h"

#include "gg-d6-activation.h"
#include "gg-d6-rules.h"
#include "gg-d6-yaml-private.h"

#include <glib/gi18n-lib.h>

static const char *const status_names[] = { "normal",  "retreat-pending", "rout-pending",
                                            "routing", "destroyed",       "off-table" };

static const char *
gg_d6_status_to_string (GgD6Status status)
{
  g_return_val_if_fail (status < GG_D6_N_STATUSES, "?");
  return status_names[status];
}

static void
unit_free (gpointer data)
{
  GgD6UnitState *u = data;

  g_free (u->id);
  g_free (u->name);
  g_free (u->type);
  g_free (u->klass);
  g_free (u->nationality);
  g_free (u->weapon);
  g_free (u->formation);
  g_free (u->new_formation);
  g_free (u->brigade);
  g_free (u->level);
  g_strfreev (u->attributes);
  g_free (u->task);
  g_free (u);
}

static void
event_clear (gpointer data)
{
  g_free (((GgD6Event *) data)->unit);
}

static const char *const event_names[] = { "retreat", "rout", "destroyed", NULL };

void
gg_d6_state_add_event (GgD6State *self, GgD6EventKind kind, const char *unit, char side,
                       gboolean large, gboolean command, GgPoint at)
{
  GgD6Event e = { kind, g_strdup (unit), side, large, command, at };

  g_array_append_val (self->events, e);
}

gboolean
gg_d6_unit_state_has_attribute (const GgD6UnitState *self, const char *attribute)
{
  return self->attributes != NULL &&
         g_strv_contains ((const char *const *) self->attributes, attribute);
}

static GgD6State *
state_new (char first)
{
  GgD6State *self = g_new0 (GgD6State, 1);

  gg_d6_turn_init (&self->turn, first);
  self->fog = gg_d6_fog_effects_new ();
  self->units = g_ptr_array_new_with_free_func (unit_free);
  self->options = g_ptr_array_new_with_free_func (g_free);
  self->events = g_array_new (FALSE, TRUE, sizeof (GgD6Event));
  g_array_set_clear_func (self->events, event_clear);
  return self;
}

void
gg_d6_state_free (GgD6State *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->fog);
  g_ptr_array_unref (self->units);
  g_ptr_array_unref (self->options);
  g_array_unref (self->events);
  if (self->activation != NULL) /* only the activation scheme makes one */
    gg_d6_activation_free (self->activation);
  g_free (self);
}

GgD6State *
gg_d6_state_of (const GgGame *game)
{
  return game->section_free == (GDestroyNotify) gg_d6_state_free ? game->section : NULL;
}

void
gg_d6_state_replace (GgGame *game, GgD6State *state)
{
  if (game->section_free != NULL)
    game->section_free (game->section);
  game->section = state;
  game->section_free = state != NULL ? (GDestroyNotify) gg_d6_state_free : NULL;
}

GgD6State *
gg_d6_state_ensure (GgGame *game)
{
  if (gg_d6_state_of (game) == NULL)
    gg_d6_state_replace (game, state_new ('A'));
  return game->section;
}

GgD6UnitState *
gg_d6_state_lookup_unit (GgD6State *self, const char *id)
{
  for (guint i = 0; i < self->units->len; i++)
    if (g_str_equal (((GgD6UnitState *) g_ptr_array_index (self->units, i))->id, id))
      return g_ptr_array_index (self->units, i);
  return NULL;
}

GgD6UnitState *
gg_d6_state_add_unit (GgD6State *self, const char *id, char side)
{
  GgD6UnitState *u;

  if (gg_d6_state_lookup_unit (self, id) != NULL)
    return NULL;
  u = g_new0 (GgD6UnitState, 1);
  u->id = g_strdup (id);
  u->side = side;
  g_ptr_array_add (self->units, u);
  return u;
}

/* D6-REF-4: at the end of step 2 of its Move phase, a side's red markers from last turn come off
 * and the formation changes take effect. */
static void
complete_changes (GgD6State *self)
{
  if (self->turn.phase != GG_D6_PHASE_MOVE || self->turn.step != GG_D6_STEP_COMPLETE_REFORM)
    return;
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (self->units, i);

      if (u->side == self->turn.active && u->red)
        gg_d6_unit_state_complete_reform (u);
    }
}

gboolean
gg_d6_state_advance (GgD6State *self)
{
  complete_changes (self);
  if (!gg_d6_turn_advance (&self->turn))
    return FALSE;
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (self->units, i);

      u->turn_casualties = 0; /* AMB-9: "per turn" is the player turn */
      u->tested = u->moved = FALSE;
      u->artillery_casualties = u->flank_casualties = u->counter_charged = FALSE;
      u->move_rolled = FALSE; /* D6-MOVE-11: one move a Move phase */
      u->move_roll = 0;
      u->move_from_set = FALSE;
      u->fired = 0;
    }
  g_array_set_size (self->events, 0); /* AMB-7: events of the current player turn */
  gg_d6_fog_expire (self->fog, gg_d6_turn_player_turn (&self->turn));
  return TRUE;
}

/* a unit's id: shown as it is */
static GgLogText *
unit_label (const char *id)
{
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add (text, id);
  return text;
}

static gboolean
due_in_step (const GgD6UnitState *u, int step, char active)
{
  switch (step)
    {
    case GG_D6_STEP_COMPULSORY: /* AMB-10: first moves for either side */
      return u->status == GG_D6_STATUS_RETREAT_PENDING || u->status == GG_D6_STATUS_ROUT_PENDING ||
             (u->status == GG_D6_STATUS_ROUTING && u->side == active);
    case GG_D6_STEP_COMPLETE_REFORM:
      return u->side == active && u->red;
    case GG_D6_STEP_DECLARE_REFORM:
      return u->side == active && u->orange && !u->red && u->status == GG_D6_STATUS_NORMAL;
    default:
      return FALSE;
    }
}

void
gg_d6_state_due (GgD6State *self, GgD6Report *out)
{
  int pt = gg_d6_turn_player_turn (&self->turn);

  gg_d6_turn_due (&self->turn, out);
  if (self->turn.phase == GG_D6_PHASE_FOG && gg_d6_fog_rain_check_due (self->fog, pt))
    gg_d6_report_add_rule (out, "D6-FOG-T7", GG_RULE_SOURCE_RULEBOOK, 0,
                           N_ ("rain: roll 1d6, it goes on only on a 1"));
  if (self->turn.phase != GG_D6_PHASE_MOVE)
    return;
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (self->units, i);

      if (due_in_step (u, self->turn.step, self->turn.active))
        gg_d6_report_add_rule_text (out,
                                    self->turn.step == GG_D6_STEP_COMPULSORY        ? "D6-COMP-1"
                                    : self->turn.step == GG_D6_STEP_COMPLETE_REFORM ? "D6-REF-4"
                                                                                    : "D6-REF-2",
                                    GG_RULE_SOURCE_RULEBOOK, 0, unit_label (u->id));
    }
}

void
gg_d6_state_apply_fog (GgD6State *self, GgD6FogEvent event, const char *target)
{
  gg_d6_fog_add (self->fog, event, &self->turn, target);
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (self->units, i);

      if (event == GG_D6_FOG_A_LA_VICTOIRE && u->side == self->turn.active &&
          u->status == GG_D6_STATUS_NORMAL)
        u->orange = FALSE; /* D6-FOG-T12 */
      if (event == GG_D6_FOG_COMMANDER_KILLED && g_strcmp0 (u->id, target) == 0)
        u->status = GG_D6_STATUS_DESTROYED; /* D6-FOG-T2 */
    }
}

void
gg_d6_state_set_option (GgD6State *self, const char *name, const char *choice)
{
  for (guint i = 0; i + 1 < self->options->len; i += 2)
    if (g_str_equal (g_ptr_array_index (self->options, i), name))
      {
        g_free (g_ptr_array_index (self->options, i + 1));
        g_ptr_array_index (self->options, i + 1) = g_strdup (choice);
        return;
      }
  g_ptr_array_add (self->options, g_strdup (name));
  g_ptr_array_add (self->options, g_strdup (choice));
}

gboolean
gg_d6_state_apply_options (GgD6State *self, GgD6Rules *rules, GError **error)
{
  for (guint i = 0; i + 1 < self->options->len; i += 2)
    if (!gg_d6_rules_set_option (rules, g_ptr_array_index (self->options, i),
                                 g_ptr_array_index (self->options, i + 1), error))
      return FALSE;
  return TRUE;
}

/* Markers */

gboolean
gg_d6_unit_state_disordered (const GgD6UnitState *self)
{
  return self->orange || self->red || self->status == GG_D6_STATUS_ROUTING;
}

void
gg_d6_unit_state_disorder (GgD6UnitState *self)
{
  self->orange = TRUE; /* with red: red + orange (D6-REF-5) */
}

gboolean
gg_d6_unit_state_declare_reform (GgD6UnitState *self)
{
  if (!self->orange || self->red || self->status != GG_D6_STATUS_NORMAL)
    return FALSE; /* D6-REF-7: routed units never rally */
  self->orange = FALSE;
  self->red = TRUE; /* D6-REF-2 */
  return TRUE;
}

static void
unit_state_start_change (GgD6UnitState *self)
{
  self->red = TRUE; /* D6-REF-1 */
}

void
gg_d6_unit_state_complete_reform (GgD6UnitState *self)
{
  self->red = FALSE; /* D6-REF-4; orange kept (D6-REF-5) */
  self->change_from_set = FALSE;
  if (self->new_formation == NULL)
    return;
  g_free (self->formation);
  self->formation = g_steal_pointer (&self->new_formation);
}

gboolean
gg_d6_unit_state_change_formation (GgD6UnitState *self, const char *formation)
{
  if (self->moved || self->red || self->status != GG_D6_STATUS_NORMAL ||
      g_strcmp0 (self->formation, formation) == 0)
    return FALSE;
  unit_state_start_change (self); /* D6-REF-1 */
  g_free (self->new_formation);
  self->new_formation = g_strdup (formation);
  return TRUE;
}

const char *
gg_d6_unit_state_dragoons_switch (const GgD6UnitState *self)
{
  if (!gg_d6_unit_state_has_attribute (self, "dragoons"))
    return NULL;
  return g_strcmp0 (self->formation, "dismounted") == 0 ? "mounted" : "dismounted";
}

void
gg_d6_unit_state_act (GgD6UnitState *self)
{
  if (!self->red)
    return;
  self->red = FALSE;
  self->orange = TRUE;                            /* D6-REF-3 */
  g_clear_pointer (&self->new_formation, g_free); /* the change is broken off */
  self->change_from_set = FALSE;
}

/* Reading */

typedef GgYamlReader Reader;

static gboolean
check_keys (Reader *r, const GgYamlNode *map, const char *what, const char *const *allowed)
{
  return gg_yaml_check_keys (map, r->filename, what, allowed, r->error);
}

static gboolean
read_side (Reader *r, const GgYamlNode *node, char *side)
{
  if (node == NULL || node->kind != GG_YAML_SCALAR ||
      (g_strcmp0 (node->value, "A") != 0 && g_strcmp0 (node->value, "B") != 0))
    return gg_yaml_set_error (r->error, node, r->filename, _("side must be A or B"));
  *side = node->value[0];
  return TRUE;
}

static gboolean
read_turn (Reader *r, const GgYamlNode *map, GgD6Turn *t)
{
  GgYamlNode *phase = gg_yaml_mapping_lookup (map, "phase");

  if (!read_side (r, gg_yaml_mapping_lookup (map, "first"), &t->first) ||
      !read_side (r, gg_yaml_mapping_lookup (map, "active"), &t->active) ||
      !gg_yaml_read_int (r, map, "turn", 1, 100000, &t->turn) ||
      !gg_yaml_read_int (r, map, "step", 0, GG_D6_N_STEPS, &t->step))
    return FALSE;
  if (phase == NULL || phase->kind != GG_YAML_SCALAR ||
      !gg_d6_phase_from_string (phase->value, &t->phase))
    return gg_yaml_set_error (r->error, phase ? phase : map, r->filename,
                              _("phase must be fog-of-war, move, fire, melee or morale"));
  if (!gg_d6_turn_valid (t))
    return gg_yaml_set_error (r->error, map, r->filename,
                              _("the Move phase has steps 1 to 5; other phases have none"));
  return TRUE;
}

static gboolean
read_effect (Reader *r, const GgYamlNode *map, GArray *fog)
{
  static const char *const keys[] = { "event", "side", "started", "until", "target", NULL };
  GgD6FogEffect e = { 0 };
  GgYamlNode *ev, *target;

  if (!check_keys (r, map, _("a fog effect"), keys))
    return FALSE;
  ev = gg_yaml_mapping_lookup (map, "event");
  if (ev == NULL || !gg_d6_fog_event_from_string (ev->value, &e.event))
    return gg_yaml_set_error (r->error, ev ? ev : map, r->filename, _("unknown Fog of War event"));
  if (!read_side (r, gg_yaml_mapping_lookup (map, "side"), &e.side) ||
      !gg_yaml_read_int (r, map, "started", 0, 1000000, &e.started) ||
      !gg_yaml_read_int (r, map, "until", 0, 1000000, &e.until))
    return FALSE;
  target = gg_yaml_mapping_lookup (map, "target");
  if (target != NULL && gg_yaml_get_string (target, r->filename, r->error) == NULL)
    return FALSE;
  e.target = target ? g_strdup (target->value) : NULL;
  g_array_append_val (fog, e);
  return TRUE;
}

static gboolean
read_markers (Reader *r, const GgYamlNode *seq, GgD6UnitState *u)
{
  if (seq == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, "markers", r->error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      GgYamlNode *m = gg_yaml_sequence_nth (seq, i);

      if (g_strcmp0 (m->value, "orange") == 0)
        u->orange = TRUE;
      else if (g_strcmp0 (m->value, "red") == 0)
        u->red = TRUE;
      else
        return gg_yaml_set_error (r->error, m, r->filename, _("markers are orange or red"));
    }
  return TRUE;
}

static gboolean
read_status (Reader *r, const GgYamlNode *n, GgD6UnitState *u)
{
  if (n == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (status_names); i++)
    if (g_strcmp0 (n->value, status_names[i]) == 0)
      return (u->status = i), TRUE;
  return gg_yaml_set_error (r->error, n, r->filename,
                            _("unknown unit status “%s”"), n->value ? n->value : "?");
}

/* The words a unit's attributes may take: the rosters' vocabulary (docs/rosters.md). */
static const char *const vocab_type[] = { "line-infantry", "light-infantry",
                                          "line-cavalry",  "light-cavalry",
                                          "light-guns",    "heavy-guns",
                                          "command",       NULL };
static const char *const vocab_class[] = { "green", "trained", "veteran", NULL };
static const char *const vocab_nation[] = { "french", "italian", "other", NULL };
static const char *const vocab_weapon[] = { "musket", "rifle", "carbine-pistol", "none", NULL };
static const char *const vocab_formation[] = { "line",     "attack-column", "column-of-march",
                                               "other",    "square",        "rear-rank-about",
                                               "skirmish", "limbered",      "unlimbered",
                                               "mounted",  "dismounted",    NULL };
static const char *const vocab_level[] = { "brigade", "division", "corps", "army", NULL };
static const char *const vocab_attribute[] = { "lancers",        "dragoons",  "elite",
                                               "miners-sappers", "irregular", NULL };
static const char *const vocab_task[] = { "breach", "obstacle", "trench", "mine", NULL };

static gboolean
check_word (Reader *r, const GgYamlNode *n, const char *const *vocab)
{
  g_autofree char *list = NULL;

  if (n->kind == GG_YAML_SCALAR && g_strv_contains (vocab, n->value))
    return TRUE;
  list = g_strjoinv (", ", (char **) vocab);
  return gg_yaml_set_error (r->error, n, r->filename,
                            _("unknown value “%s” (expected one of: %s)"),
                               n->kind == GG_YAML_SCALAR ? n->value : "?", list);
}

static gboolean
read_word (Reader *r, const GgYamlNode *map, const char *key, const char *const *vocab, char **out)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  if (n == NULL)
    return TRUE;
  if (vocab != NULL ? !check_word (r, n, vocab)
                    : gg_yaml_get_string (n, r->filename, r->error) == NULL)
    return FALSE;
  *out = g_strdup (n->value);
  return TRUE;
}

static gboolean
read_attributes (Reader *r, const GgYamlNode *seq, GgD6UnitState *u)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  if (seq == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, "attributes", r->error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      if (!check_word (r, gg_yaml_sequence_nth (seq, i), vocab_attribute))
        return FALSE;
      g_strv_builder_add (b, gg_yaml_sequence_nth (seq, i)->value);
    }
  u->attributes = g_strv_builder_end (b);
  return TRUE;
}

/* move-roll: the inches this Move phase's dice gave (D6-MOVE-11) */
static gboolean
read_move_roll (Reader *r, const GgYamlNode *map, GgD6UnitState *u)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "move-roll");

  if (n == NULL)
    return TRUE;
  if (!gg_yaml_get_double (n, r->filename, &u->move_roll, r->error))
    return FALSE;
  u->move_rolled = TRUE;
  return TRUE;
}

/* change-from: [x, y, facing], where a declared formation change started (D6-REF-4) */
static gboolean
read_change_from (Reader *r, const GgYamlNode *map, GgD6UnitState *u)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "change-from");

  if (n == NULL)
    return TRUE;
  if (gg_yaml_sequence_size (n) != 3)
    return gg_yaml_set_error (r->error, n, r->filename,
                              _("“change-from” is [x, y, facing] (D6-REF-4)"));
  for (guint i = 0; i < 3; i++)
    if (!gg_yaml_get_double (gg_yaml_sequence_nth (n, i), r->filename, &u->change_from[i],
                             r->error))
      return FALSE;
  u->change_from_set = TRUE;
  return TRUE;
}

static gboolean
read_description (Reader *r, const GgYamlNode *map, GgD6UnitState *u)
{
  return read_word (r, map, "name", NULL, &u->name) &&
         read_word (r, map, "type", vocab_type, &u->type) &&
         read_word (r, map, "class", vocab_class, &u->klass) &&
         read_word (r, map, "nationality", vocab_nation, &u->nationality) &&
         read_word (r, map, "weapon", vocab_weapon, &u->weapon) &&
         read_word (r, map, "formation", vocab_formation, &u->formation) &&
         read_word (r, map, "new-formation", vocab_formation, &u->new_formation) &&
         read_word (r, map, "brigade", NULL, &u->brigade) &&
         read_word (r, map, "level", vocab_level, &u->level) &&
         read_attributes (r, gg_yaml_mapping_lookup (map, "attributes"), u) &&
         gg_yaml_read_int (r, map, "strength", 1, 100000, &u->strength) &&
         gg_yaml_read_int (r, map, "delayed", 0, 1000, &u->delayed) &&
         read_word (r, map, "task", vocab_task, &u->task) &&
         gg_yaml_read_int (r, map, "task-turns", 0, 1000, &u->task_turns) &&
         gg_yaml_read_bool (r, map, "artillery-casualties", &u->artillery_casualties) &&
         gg_yaml_read_bool (r, map, "flank-casualties", &u->flank_casualties) &&
         gg_yaml_read_bool (r, map, "counter-charged", &u->counter_charged) &&
         read_move_roll (r, map, u) && read_change_from (r, map, u);
}

static gboolean
read_unit (Reader *r, const GgYamlNode *map, GgD6State *state)
{
  static const char *const keys[] = { "id",
                                      "side",
                                      "markers",
                                      "status",
                                      "lost",
                                      "turn-casualties",
                                      "tested",
                                      "moved",
                                      "fired",
                                      "name",
                                      "type",
                                      "class",
                                      "nationality",
                                      "weapon",
                                      "formation",
                                      "new-formation",
                                      "brigade",
                                      "level",
                                      "attributes",
                                      "strength",
                                      "delayed",
                                      "task",
                                      "task-turns",
                                      "artillery-casualties",
                                      "flank-casualties",
                                      "counter-charged",
                                      "move-roll",
                                      "change-from",
                                      NULL };
  GgYamlNode *id;
  GgD6UnitState *u;
  char side;

  if (!check_keys (r, map, _("a d6 unit"), keys))
    return FALSE;
  id = gg_yaml_mapping_lookup (map, "id");
  if (id == NULL || gg_yaml_get_string (id, r->filename, r->error) == NULL)
    return id ? FALSE : gg_yaml_set_error (r->error, map, r->filename, _("a d6 unit has no “id”"));
  if (!read_side (r, gg_yaml_mapping_lookup (map, "side"), &side))
    return FALSE;
  if ((u = gg_d6_state_add_unit (state, id->value, side)) == NULL)
    return gg_yaml_set_error (r->error, id, r->filename, _("unit “%s” is given twice"), id->value);
  return read_markers (r, gg_yaml_mapping_lookup (map, "markers"), u) &&
         read_status (r, gg_yaml_mapping_lookup (map, "status"), u) &&
         gg_yaml_read_int (r, map, "lost", 0, 100000, &u->lost) &&
         gg_yaml_read_int (r, map, "turn-casualties", 0, 100000, &u->turn_casualties) &&
         gg_yaml_read_bool (r, map, "tested", &u->tested) &&
         gg_yaml_read_bool (r, map, "moved", &u->moved) &&
         gg_yaml_read_int (r, map, "fired", 0, 100, &u->fired) && read_description (r, map, u);
}

static gboolean
read_point_mm (Reader *r, const GgYamlNode *n, GgPoint *p)
{
  double x, y;

  if (n == NULL || n->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (n) != 2)
    return gg_yaml_set_error (r->error, n, r->filename,
                              _("a point is a list of two numbers, [x, y]"));
  if (!gg_yaml_get_double (gg_yaml_sequence_nth (n, 0), r->filename, &x, r->error) ||
      !gg_yaml_get_double (gg_yaml_sequence_nth (n, 1), r->filename, &y, r->error))
    return FALSE;
  *p = (GgPoint){ x, y };
  return TRUE;
}

static gboolean
read_event (Reader *r, const GgYamlNode *map, GgD6State *state)
{
  static const char *const keys[] = { "kind", "unit", "side", "large", "command", "at-mm", NULL };
  GgD6Event e = { 0 };
  GgYamlNode *kind, *unit;
  guint k;

  if (!check_keys (r, map, _("a d6 event"), keys))
    return FALSE;
  kind = gg_yaml_mapping_lookup (map, "kind");
  unit = gg_yaml_mapping_lookup (map, "unit");
  if (kind == NULL || kind->kind != GG_YAML_SCALAR || !g_strv_contains (event_names, kind->value) ||
      unit == NULL || gg_yaml_get_string (unit, r->filename, r->error) == NULL)
    return gg_yaml_set_error (r->error, kind ? kind : map, r->filename,
                              _("an event has a kind (retreat, rout, destroyed) and a unit"));
  for (k = 0; !g_str_equal (event_names[k], kind->value); k++)
    ;
  if (!read_side (r, gg_yaml_mapping_lookup (map, "side"), &e.side) ||
      !gg_yaml_read_bool (r, map, "large", &e.large) ||
      !gg_yaml_read_bool (r, map, "command", &e.command) ||
      !read_point_mm (r, gg_yaml_mapping_lookup (map, "at-mm"), &e.at))
    return FALSE;
  gg_d6_state_add_event (state, k, unit->value, e.side, e.large, e.command, e.at);
  return TRUE;
}

static gboolean
read_list (Reader *r, const GgYamlNode *seq, const char *what, GgD6State *state,
           gboolean (*item) (Reader *, const GgYamlNode *, GgD6State *))
{
  if (seq == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, what, r->error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    if (!item (r, gg_yaml_sequence_nth (seq, i), state))
      return FALSE;
  return TRUE;
}

static gboolean
read_effect_item (Reader *r, const GgYamlNode *map, GgD6State *state)
{
  return read_effect (r, map, state->fog);
}

static gboolean
read_options (Reader *r, const GgYamlNode *map, GgD6State *state)
{
  if (map == NULL)
    return TRUE;
  g_autoptr (GgD6Rules) rules = NULL;

  if (!gg_yaml_expect_kind (map, GG_YAML_MAPPING, r->filename, "options", r->error))
    return FALSE;
  /* each option is checked against the rule set's own list here, with its place: `check`
   * accepted `options: {bogus: x}`, which `explain` then refused with no place */
  if (gg_yaml_mapping_size (map) > 0 && (rules = gg_d6_rules_load_builtin (r->error)) == NULL)
    return FALSE;
  for (guint i = 0; i < gg_yaml_mapping_size (map); i++)
    {
      GgYamlNode *k = gg_yaml_mapping_key (map, i), *v = gg_yaml_mapping_value (map, i);
      g_autoptr (GError) local = NULL;

      if (gg_yaml_get_string (v, r->filename, r->error) == NULL)
        return FALSE;
      if (!gg_d6_rules_set_option (rules, k->value, v->value, &local))
        return gg_yaml_set_error (r->error,
                                  gg_d6_rules_option_choices (rules, k->value) != NULL ? v : k,
                                  r->filename, "%s", local->message);
      gg_d6_state_set_option (state, k->value, v->value);
    }
  return TRUE;
}

/* The activation scheme's section, read by the scheme (gg-d6-activation.h). */
static gboolean
read_activation (Reader *r, const GgYamlNode *node, GgD6State *self)
{
  return (self->activation = gg_d6_activation_read (node, r->filename, r->error)) != NULL;
}

GgD6State *
gg_d6_state_read (const GgYamlNode *node, const char *filename, GError **error)
{
  static const char *const keys[] = { "turn",  "first",  "active",  "phase",      "step", "fog",
                                      "units", "events", "options", "activation", NULL };
  GgYamlNode *activation = gg_yaml_mapping_lookup (node, "activation");
  g_autoptr (GgD6State) self = state_new ('A');
  Reader r = { filename, error };

  if (!check_keys (&r, node, "d6", keys) || !read_turn (&r, node, &self->turn) ||
      !read_list (&r, gg_yaml_mapping_lookup (node, "fog"), "fog", self, read_effect_item) ||
      !read_list (&r, gg_yaml_mapping_lookup (node, "units"), "units", self, read_unit) ||
      !read_list (&r, gg_yaml_mapping_lookup (node, "events"), "events", self, read_event) ||
      !read_options (&r, gg_yaml_mapping_lookup (node, "options"), self))
    return NULL;
  if (activation != NULL && !read_activation (&r, activation, self))
    return NULL;
  return g_steal_pointer (&self);
}

/* Writing */

static GgYamlNode *
write_effect (const GgD6FogEffect *e)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);

  gg_yaml_mapping_append (map, "event", gg_d6_yaml_plain (gg_d6_fog_event_to_string (e->event)));
  gg_yaml_mapping_append (map, "side", gg_d6_yaml_side (e->side));
  gg_yaml_mapping_append (map, "started", gg_d6_yaml_int (e->started));
  gg_yaml_mapping_append (map, "until", gg_d6_yaml_int (e->until));
  if (e->target != NULL)
    gg_yaml_mapping_append (map, "target", gg_yaml_scalar_new (e->target, GG_YAML_STYLE_QUOTED));
  return map;
}

static void
append_int (GgYamlNode *map, const char *key, int value)
{
  if (value != 0)
    gg_yaml_mapping_append (map, key, gg_d6_yaml_int (value));
}

static GgYamlNode *number (double v);

/* Only what the file said (or the app set), so older files keep their bytes. */
static void
write_description (GgYamlNode *map, const GgD6UnitState *u)
{
  gg_d6_yaml_put_text (map, "name", u->name);
  gg_d6_yaml_put_text (map, "type", u->type);
  gg_d6_yaml_put_text (map, "class", u->klass);
  gg_d6_yaml_put_text (map, "nationality", u->nationality);
  gg_d6_yaml_put_text (map, "weapon", u->weapon);
  gg_d6_yaml_put_text (map, "formation", u->formation);
  gg_d6_yaml_put_text (map, "new-formation", u->new_formation);
  gg_d6_yaml_put_text (map, "brigade", u->brigade);
  gg_d6_yaml_put_text (map, "level", u->level);
  if (u->attributes != NULL)
    {
      GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

      for (guint i = 0; u->attributes[i] != NULL; i++)
        gg_yaml_sequence_append (seq, gg_d6_yaml_plain (u->attributes[i]));
      gg_yaml_mapping_append (map, "attributes", seq);
    }
  append_int (map, "strength", u->strength);
  append_int (map, "delayed", u->delayed);
  gg_d6_yaml_put_text (map, "task", u->task);
  append_int (map, "task-turns", u->task_turns);
  gg_d6_yaml_put_flag (map, "artillery-casualties", u->artillery_casualties);
  gg_d6_yaml_put_flag (map, "flank-casualties", u->flank_casualties);
  gg_d6_yaml_put_flag (map, "counter-charged", u->counter_charged);
  if (u->move_rolled)
    gg_yaml_mapping_append (map, "move-roll", number (u->move_roll));
  if (u->change_from_set)
    {
      GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

      for (guint i = 0; i < 3; i++)
        gg_yaml_sequence_append (seq, number (u->change_from[i]));
      gg_yaml_mapping_append (map, "change-from", seq);
    }
}

static GgYamlNode *
number (double v)
{
  return gg_yaml_number_new (v);
}

static GgYamlNode *
write_event (const GgD6Event *e)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);
  GgYamlNode *at = gg_yaml_sequence_new (TRUE);

  gg_yaml_mapping_append (map, "kind", gg_d6_yaml_plain (event_names[e->kind]));
  gg_yaml_mapping_append (map, "unit", gg_yaml_scalar_new (e->unit, GG_YAML_STYLE_QUOTED));
  gg_yaml_mapping_append (map, "side", gg_d6_yaml_side (e->side));
  gg_yaml_mapping_append (map, "large", gg_d6_yaml_plain (e->large ? "true" : "false"));
  gg_yaml_mapping_append (map, "command", gg_d6_yaml_plain (e->command ? "true" : "false"));
  gg_yaml_sequence_append (at, number (e->at.x));
  gg_yaml_sequence_append (at, number (e->at.y));
  gg_yaml_mapping_append (map, "at-mm", at);
  return map;
}

static GgYamlNode *
write_unit (const GgD6UnitState *u)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);
  GgYamlNode *markers = gg_yaml_sequence_new (TRUE);

  gg_yaml_mapping_append (map, "id", gg_yaml_scalar_new (u->id, GG_YAML_STYLE_QUOTED));
  gg_yaml_mapping_append (map, "side", gg_d6_yaml_side (u->side));
  if (u->orange)
    gg_yaml_sequence_append (markers, gg_d6_yaml_plain ("orange"));
  if (u->red)
    gg_yaml_sequence_append (markers, gg_d6_yaml_plain ("red"));
  gg_yaml_mapping_append (map, "markers", markers);
  gg_yaml_mapping_append (map, "status", gg_d6_yaml_plain (gg_d6_status_to_string (u->status)));
  gg_yaml_mapping_append (map, "lost", gg_d6_yaml_int (u->lost));
  gg_yaml_mapping_append (map, "turn-casualties", gg_d6_yaml_int (u->turn_casualties));
  gg_yaml_mapping_append (map, "tested", gg_d6_yaml_plain (u->tested ? "true" : "false"));
  gg_yaml_mapping_append (map, "moved", gg_d6_yaml_plain (u->moved ? "true" : "false"));
  gg_yaml_mapping_append (map, "fired", gg_d6_yaml_int (u->fired));
  write_description (map, u);
  return map;
}

GgYamlNode *
gg_d6_state_write (GgD6State *self)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);
  GgYamlNode *fog = gg_yaml_sequence_new (FALSE);
  GgYamlNode *units = gg_yaml_sequence_new (FALSE);
  GgYamlNode *options = gg_yaml_mapping_new (FALSE);

  gg_yaml_mapping_append (map, "turn", gg_d6_yaml_int (self->turn.turn));
  gg_yaml_mapping_append (map, "first", gg_d6_yaml_side (self->turn.first));
  gg_yaml_mapping_append (map, "active", gg_d6_yaml_side (self->turn.active));
  gg_yaml_mapping_append (map, "phase",
                          gg_d6_yaml_plain (gg_d6_phase_to_string (self->turn.phase)));
  gg_yaml_mapping_append (map, "step", gg_d6_yaml_int (self->turn.step));
  for (guint i = 0; i < self->fog->len; i++)
    gg_yaml_sequence_append (fog, write_effect (&g_array_index (self->fog, GgD6FogEffect, i)));
  gg_yaml_mapping_append (map, "fog", fog);
  for (guint i = 0; i < self->units->len; i++)
    gg_yaml_sequence_append (units, write_unit (g_ptr_array_index (self->units, i)));
  gg_yaml_mapping_append (map, "units", units);
  if (self->events->len > 0)
    {
      GgYamlNode *events = gg_yaml_sequence_new (FALSE);

      for (guint i = 0; i < self->events->len; i++)
        gg_yaml_sequence_append (events, write_event (&g_array_index (self->events, GgD6Event, i)));
      gg_yaml_mapping_append (map, "events", events);
    }
  for (guint i = 0; i + 1 < self->options->len; i += 2)
    gg_yaml_mapping_append (
      options, g_ptr_array_index (self->options, i),
      gg_yaml_scalar_new (g_ptr_array_index (self->options, i + 1), GG_YAML_STYLE_QUOTED));
  gg_yaml_mapping_append (map, "options", options);
  if (self->activation != NULL)
    gg_yaml_mapping_append (map, "activation", gg_d6_activation_write (self->activation));
  return map;
}
