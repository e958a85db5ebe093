/* gg-d6-move-pane.c: normal and compulsory moves. */
#include "gg-config.h"

#include "gg-d6-move-pane.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "gg-d6-move.h"
#include "gg-d6-board.h"
#include "gg-d6-ui.h"

#define NO_COMMANDER 200.0 /* the spin's top: out of command */

struct _GgD6MovePane
{
  GgD6Pane parent_instance;

  GPtrArray *units;
  GgD6Unit unit;
  GgD6Move *move;
  GgD6Compulsory *compulsory;
  GgD6MoveTerrain terrain;  /* read from the table along the direction of march */
  gboolean road_by_hand;    /* the player set the road switch (AMB-18) */
  gboolean command_by_hand; /* the referee set the commander's distance */
  gboolean syncing;         /* the pane itself is setting the road switch */

  /* template children */
  GtkWidget *box;
  GgD6ReportView *view;
  AdwComboRow *unit_row;
  AdwComboRow *kind_row;
  GtkSpinButton *bearing_spin;
  AdwActionRow *road_row;
  GtkSwitch *road_switch;
  GtkSwitch *brigade_switch;
  GtkSpinButton *commander_spin;
  GtkSwitch *first_switch;
  GtkSwitch *path_switch;
  GtkWidget *elan_group;
  AdwActionRow *elan_row;
  GtkWidget *elan_button;
  AdwComboRow *change_row; /* D6-REF-1: the new formation */
  GtkWidget *reform_group;
  AdwActionRow *reform_row;
  GtkWidget *reform_button;
  GtkWidget *dragoons_group;
  AdwActionRow *dragoons_row;
  GtkWidget *dragoons_button;
  GtkWidget *march_group;
  GtkSpinButton *march_spin;
  GtkWidget *march_button;
  GtkWidget *entry_group;
};

G_DEFINE_FINAL_TYPE (GgD6MovePane, gg_d6_move_pane, GG_TYPE_D6_PANE)

static void
show_road (GgD6MovePane *self)
{
  g_autofree char *text = NULL;

  if (self->terrain.road == NULL)
    text = g_strdup (_("D6-MOVE-3 · the table: not on a road"));
  else
    text = g_strdup_printf (self->terrain.on_road
                            ? _("D6-MOVE-3 · the table: %.1f\" of %s ahead, the whole move")
                            : _("D6-MOVE-3 · the table: %.1f\" of %s ahead, not the whole move "
                                  "the dice allow (AMB-18)"),
                                 self->terrain.road_ahead, self->terrain.road);
  if (self->road_by_hand && gtk_switch_get_active (self->road_switch) != self->terrain.on_road)
    {
      char *more = g_strdup_printf (_("%s; set by the player"), text);

      g_free (text);
      text = more;
    }
  adw_action_row_set_subtitle (self->road_row, text);
}

/* The player's choices: the direction of march (the table is read along it: D6-MOVE-3,
 * D6-TER-11/12), the road on the player's word (AMB-18), the brigade, the commander's distance
 * on the referee's word. */
static void
choices (GgD6MovePane *self, GgD6MoveChoice *c)
{
  double cd = gtk_spin_button_get_value (self->commander_spin);

  c->bearing = gtk_spin_button_get_value (self->bearing_spin);
  c->road = self->road_by_hand ? gtk_switch_get_active (self->road_switch) : -1;
  c->brigade = gtk_switch_get_active (self->brigade_switch);
  c->commander_distance = !self->command_by_hand ? NAN : cd >= NO_COMMANDER ? -1 : cd;
}

static void
plan_normal (GgD6MovePane *self, const char *id)
{
  GgD6Play *play = gg_d6_pane_get_play (GG_D6_PANE (self));
  GgD6UnitState *u =
    play ? gg_d6_state_lookup_unit (gg_d6_state_of (gg_d6_play_get_game (play)), id) : NULL;
  GgD6MoveChoice c;

  choices (self, &c);
  memset (&self->terrain, 0, sizeof self->terrain);
  self->move = play ? gg_d6_play_move_plan (play, id, &c, &self->terrain, NULL) : NULL;
  if (!self->road_by_hand)
    {
      self->syncing = TRUE;
      gtk_switch_set_active (self->road_switch, self->terrain.on_road);
      self->syncing = FALSE;
    }
  show_road (self);
  if (self->move == NULL)
    return;
  if (u != NULL && u->move_rolled)
    {
      g_autofree char *done = g_strdup_printf (
        _("%s has rolled its move in this Move phase already: %.1f\" left to march (D6-MOVE-11)"),
           id, u->move_roll);

      gg_d6_report_view_set_report (self->view, self->move->report, 0);
      gg_d6_report_view_set_result (self->view, done);
      return;
    }
  gg_d6_report_view_set_report (self->view, self->move->report, self->move->dice);
  gg_d6_report_view_set_result (self->view, NULL);
}

/* D6-COMP: the compulsory move due (its kind and whether it is the first from the unit's state,
 * the core's word), or an evade. */
static void
plan_compulsory (GgD6MovePane *self, const char *id, GgD6CompulsoryKind kind)
{
  GgD6Play *play = gg_d6_pane_get_play (GG_D6_PANE (self));
  g_autoptr (GError) error = NULL;

  self->compulsory = play ? gg_d6_play_compulsory_plan (play, id, kind == GG_D6_EVADE_MOVE, &error)
                          : NULL;
  if (self->compulsory == NULL)
    {
      g_autoptr (GgD6Report) none = gg_d6_report_new ();

      gg_d6_report_view_set_report (self->view, none, 0);
      gg_d6_report_view_set_result (self->view, error ? error->message : NULL);
      return;
    }
  gg_d6_report_view_set_report (self->view, self->compulsory->report, self->compulsory->dice);
  gg_d6_report_view_set_result (self->view, NULL);
}

/* D6-FOG-T11: the élan row shows while the active side's élan is in force. */
static void
show_elan (GgD6MovePane *self, const char *id)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  int pt = gg_d6_turn_player_turn (&gg_d6_state_of (game)->turn);
  GgD6FogEffect *e = gg_d6_fog_find (gg_d6_state_of (game)->fog, GG_D6_FOG_ELAN, pt,
                                     gg_d6_state_of (game)->turn.active);
  GgD6Table *table;
  GgD6TableUnit *u;
  g_autofree char *subtitle = NULL;

  gtk_widget_set_visible (self->elan_group, e != NULL);
  if (e == NULL)
    return;
  table = gg_d6_pane_get_table (GG_D6_PANE (self));
  u = table != NULL && id != NULL ? gg_d6_table_lookup (table, id) : NULL;
  /* Translators: D6-FOG-T11 · units that made their élan move, of how many may */
  subtitle = g_strdup_printf (
    _("D6-FOG-T11 · %u of %d units have gone"), gg_d6_fog_target_count (e),
       gg_d6_rules_int (gg_d6_pane_get_rules (GG_D6_PANE (self)), "fog.elan-units"));
  adw_action_row_set_subtitle (self->elan_row, subtitle);
  gtk_widget_set_sensitive (self->elan_button, u != NULL && gg_d6_table_elan_allowed (table, u) &&
                                                 adw_combo_row_get_selected (self->kind_row) ==
                                                   GG_D6_MOVE_PANE_NORMAL);
}

/* D6-REF-8: the dragoons row shows for dragoons: mount or dismount instead of a normal move. */
static void
show_dragoons (GgD6MovePane *self, const char *id)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  GgD6UnitState *u = id != NULL ? gg_d6_state_lookup_unit (gg_d6_state_of (game), id) : NULL;
  const char *to = u != NULL ? gg_d6_unit_state_dragoons_switch (u) : NULL;
  gboolean dismount = g_strcmp0 (to, "dismounted") == 0;
  gboolean normal = adw_combo_row_get_selected (self->kind_row) == GG_D6_MOVE_PANE_NORMAL;

  gtk_widget_set_visible (self->dragoons_group, to != NULL);
  if (to == NULL)
    return;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->dragoons_row),
                                 dismount ? _("Dismount instead of moving")
                                          : _("Mount instead of moving"));
  adw_action_row_set_subtitle (self->dragoons_row, u->red && u->new_formation != NULL
                               ? _("D6-REF-8 · under way: red marker until the next Move phase")
                               : u->moved
                               ? _("D6-REF-8 · not after a move this turn")
                               : "D6-REF-8");
  gtk_button_set_label (GTK_BUTTON (self->dragoons_button),
                        dismount ? _("_Dismount") : _("_Mount"));
  gtk_widget_set_sensitive (self->dragoons_button,
                            normal && !u->moved && !u->red && u->status == GG_D6_STATUS_NORMAL);
}

/* D6-MOVE-12/14/17: once the move is rolled (D6-MOVE-11) and the unit has not moved, it may march
 * along the direction of march, as far as the roll (the spin starts there). */
static void
show_march (GgD6MovePane *self, const char *id)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  GgD6UnitState *u = id != NULL ? gg_d6_state_lookup_unit (gg_d6_state_of (game), id) : NULL;
  gboolean normal = adw_combo_row_get_selected (self->kind_row) == GG_D6_MOVE_PANE_NORMAL;
  gboolean may = normal && u != NULL && u->move_rolled && !u->moved;

  gtk_widget_set_visible (self->march_group, may);
  if (may)
    gtk_spin_button_set_value (self->march_spin, u->move_roll);
}

/* D6-OFF-2: the entry roll, for a unit waiting off the table. */
static void
show_entry (GgD6MovePane *self, const char *id)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  GgD6UnitState *u = id != NULL ? gg_d6_state_lookup_unit (gg_d6_state_of (game), id) : NULL;

  gtk_widget_set_visible (self->entry_group, u != NULL && u->status == GG_D6_STATUS_OFF_TABLE);
}

/* D6-REF-2: the reform row shows in step 3 of the Move phase, for the selected unit. */
static void
show_reform (GgD6MovePane *self, const char *id)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  GgD6UnitState *u = id != NULL ? gg_d6_state_lookup_unit (gg_d6_state_of (game), id) : NULL;
  gboolean step = gg_d6_state_of (game)->turn.phase == GG_D6_PHASE_MOVE &&
                  gg_d6_state_of (game)->turn.step == GG_D6_STEP_DECLARE_REFORM;

  gtk_widget_set_visible (self->reform_group, step);
  adw_action_row_set_subtitle (self->reform_row,
                               u != NULL && u->red ? _("D6-REF-2 · declared") : "D6-REF-2");
  gtk_widget_set_sensitive (self->reform_button, step && u != NULL && u->orange && !u->red);
}

static void
move_replan (GgD6Pane *pane)
{
  GgD6MovePane *self = GG_D6_MOVE_PANE (pane);
  const char *id = gg_d6_ui_selected_unit (self->unit_row, self->units);
  guint kind = adw_combo_row_get_selected (self->kind_row);

  g_clear_pointer (&self->move, gg_d6_move_free);
  g_clear_pointer (&self->compulsory, gg_d6_compulsory_free);
  show_elan (self, id);
  show_dragoons (self, id);
  show_reform (self, id);
  show_march (self, id);
  show_entry (self, id);
  if (id == NULL || !gg_d6_pane_describe (pane, id, &self->unit))
    return;
  if (kind == GG_D6_MOVE_PANE_NORMAL)
    {
      plan_normal (self, id);
      return;
    }
  plan_compulsory (self, id, kind - 1);
}

static void
measure (GgD6MovePane *self)
{
  GgGame *game = gg_d6_pane_get_game (GG_D6_PANE (self));
  const char *id = gg_d6_ui_selected_unit (self->unit_row, self->units);
  GgD6UnitState *u = id ? gg_d6_state_lookup_unit (gg_d6_state_of (game), id) : NULL;
  double d = id ? gg_d6_ui_commander_distance (gg_d6_pane_get_table (GG_D6_PANE (self)), id) : -1;
  GgD6TableUnit *unit;

  self->syncing = TRUE;
  gtk_spin_button_set_value (self->commander_spin, d < 0 ? NO_COMMANDER : d);
  self->syncing = FALSE;
  self->road_by_hand = self->command_by_hand = FALSE;
  if (u == NULL)
    return;
  unit = gg_d6_table_lookup (gg_d6_pane_get_table (GG_D6_PANE (self)), id);
  if (unit != NULL) /* D6-MOVE-10: straight ahead unless the player says otherwise */
    gtk_spin_button_set_value (self->bearing_spin, fmod (fmod (unit->facing, 360) + 360, 360));
  if (u->status == GG_D6_STATUS_RETREAT_PENDING)
    adw_combo_row_set_selected (self->kind_row, GG_D6_MOVE_PANE_RETREAT);
  else if (u->status == GG_D6_STATUS_ROUT_PENDING || u->status == GG_D6_STATUS_ROUTING)
    adw_combo_row_set_selected (self->kind_row, GG_D6_MOVE_PANE_ROUT);
  gtk_switch_set_active (self->first_switch, u->status != GG_D6_STATUS_ROUTING);
}

static void
move_refresh (GgD6Pane *pane)
{
  GgD6MovePane *self = GG_D6_MOVE_PANE (pane);
  GgGame *game = gg_d6_pane_get_game (pane);

  gg_d6_ui_set_units (self->unit_row, game, gg_d6_state_of (game)->turn.active, self->units);
  measure (self);
}

static void
unit_changed_cb (GObject *row, GParamSpec *pspec, GgD6MovePane *self)
{
  if (gg_d6_pane_get_game (GG_D6_PANE (self)) == NULL || gg_d6_pane_refreshing (GG_D6_PANE (self)))
    return;
  measure (self);
  gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
bearing_changed_cb (GtkSpinButton *spin, GgD6MovePane *self)
{
  self->road_by_hand = FALSE; /* a new direction: the table is read again */
  if (gg_d6_pane_get_game (GG_D6_PANE (self)) != NULL)
    gg_d6_pane_replan (GG_D6_PANE (self));
}

static void
input_changed_cb (GObject *object, GParamSpec *pspec, GgD6MovePane *self)
{
  gboolean normal = adw_combo_row_get_selected (self->kind_row) == GG_D6_MOVE_PANE_NORMAL;

  if (self->syncing)
    return;
  if (object == G_OBJECT (self->road_switch))
    self->road_by_hand = TRUE; /* AMB-18: the player confirms or overrides the table */
  if (object == G_OBJECT (self->commander_spin))
    self->command_by_hand = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->road_switch), normal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->bearing_spin), normal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->brigade_switch), normal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->commander_spin), normal);
  gtk_widget_set_sensitive (GTK_WIDGET (self->first_switch), FALSE); /* the unit's state says */
  gtk_widget_set_sensitive (GTK_WIDGET (self->path_switch), !normal);
  gg_d6_pane_replan (GG_D6_PANE (self));
}

/* D6-MOVE: the move dice, rolled once a Move phase (D6-MOVE-11). */
static char *
resolve_normal (GgD6MovePane *self, const char *id, const int *entered)
{
  GgD6Play *play = gg_d6_pane_get_play (GG_D6_PANE (self));
  g_autoptr (GError) error = NULL;
  char *text = NULL;
  GgD6MoveChoice c;
  GgD6Move *move;

  choices (self, &c);
  move = play ? gg_d6_play_move_dice (play, id, &c, entered, &text, &error) : NULL;
  if (move == NULL)
    {
      if (error != NULL)
        gg_d6_report_view_set_result (self->view, error->message);
      return NULL;
    }
  g_clear_pointer (&self->move, gg_d6_move_free);
  self->move = move;
  gg_d6_report_view_set_report (self->view, self->move->report, 0);
  return text;
}

/* D6-COMP: the compulsory move: rolled, moved directly away from the nearest
 * enemy (or destroyed with no way out, D6-COMP-5, on the table's or the referee's word). */
static char *
resolve_compulsory (GgD6MovePane *self, const char *id, const int *entered)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  GgD6Play *play = gg_d6_pane_get_play (pane);
  gboolean evade = adw_combo_row_get_selected (self->kind_row) == GG_D6_MOVE_PANE_EVADE;
  g_autoptr (GError) error = NULL;
  GgD6Compulsory *c;

  if (play == NULL)
    return NULL;
  gg_d6_pane_begin_action (pane);
  c = gg_d6_play_compulsory (play, id, NULL, evade, !gtk_switch_get_active (self->path_switch),
                             entered, &error);
  gg_d6_pane_end_action (pane,
                         c != NULL && c->destroyed ? _("Unit destroyed") : _("Compulsory move"));
  if (c == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return NULL;
    }
  g_clear_pointer (&self->compulsory, gg_d6_compulsory_free);
  self->compulsory = c;
  gg_d6_report_view_set_report (self->view, c->report, 0);
  if (c->destroyed)
    return g_strdup (_("No way out: the unit is destroyed (D6-COMP-5)"));
  return g_strdup_printf (_("Move %.1f\" directly away from the enemy (D6-COMP-3)"), c->distance);
}

static void
move_resolve (GgD6Pane *pane, const int *entered)
{
  GgD6MovePane *self = GG_D6_MOVE_PANE (pane);
  g_autofree char *unit = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  g_autofree char *text = NULL;

  if (unit == NULL || (self->move == NULL && self->compulsory == NULL))
    return;
  text = self->move ? resolve_normal (self, unit, entered)
                    : resolve_compulsory (self, unit, entered);
  if (text == NULL)
    return; /* the core logged the roll, or said why not */
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
}

double
gg_d6_move_pane_elan (GgD6MovePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autofree char *id = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  GgD6Play *play = id != NULL ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  double moved;

  if (play == NULL)
    return -1;
  gg_d6_pane_begin_action (pane);
  moved = gg_d6_play_elan (play, id, &error); /* D6-FOG-T11, stopping 2" short (D6-MOVE-14) */
  gg_d6_pane_end_action (pane, _("Élan"));
  if (moved < 0)
    return -1;
  text = g_strdup_printf (_("Élan: %s moves %.1f\" straight toward the enemy, then moves as "
                            "normal (D6-FOG-T11)"),
                             id, moved);
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
  show_elan (self, id);
  return moved;
}

gboolean
gg_d6_move_pane_mount (GgD6MovePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autofree char *id = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  GgD6Play *play = id != NULL ? gg_d6_pane_get_play (pane) : NULL;
  g_autofree char *text = NULL;

  if (play == NULL || !gg_d6_play_mount (play, id, &text, NULL))
    return FALSE;
  gg_d6_pane_changed (pane);
  gg_d6_pane_replan (pane); /* now disordered: its move dice without the bonuses */
  gg_d6_report_view_set_result (self->view, text);
  return TRUE;
}

/* The formations of change_row, in its order (the game file's words). */
static const char *const change_words[] = { "line",     "attack-column", "column-of-march",
                                            "other",    "square",        "rear-rank-about",
                                            "skirmish", "limbered",      "unlimbered" };

/* D6-REF-1 (@complete FALSE) or D6-REF-4: the core says yes, or why not. */
static void
formation_change (GgD6MovePane *self, gboolean complete)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autofree char *id = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  GgD6Play *play = id != NULL ? gg_d6_pane_get_play (pane) : NULL;
  guint k = MIN (adw_combo_row_get_selected (self->change_row), G_N_ELEMENTS (change_words) - 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (play == NULL)
    return;
  if (complete ? !gg_d6_play_complete_change (play, id, &text, &error)
               : !gg_d6_play_formation_change (play, id, change_words[k], &text, &error))
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return;
    }
  gg_d6_pane_changed (pane);
  gg_d6_pane_replan (pane);
  gg_d6_report_view_set_result (self->view, text);
}

static void
change_clicked_cb (GtkButton *button, GgD6MovePane *self)
{
  formation_change (self, FALSE);
}

static void
complete_clicked_cb (GtkButton *button, GgD6MovePane *self)
{
  formation_change (self, TRUE);
}

gboolean
gg_d6_move_pane_reform (GgD6MovePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autofree char *id = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  GgD6Play *play = id != NULL ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (play == NULL)
    return FALSE;
  if (!gg_d6_play_declare_reform (play, id, &error))
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return FALSE;
    }
  text = g_strdup_printf (_("%s tries to reform: the orange marker becomes red until step 2 of "
                            "its next Move phase (D6-REF-2, D6-REF-4)"),
                             id);
  gg_d6_pane_changed (pane);
  gg_d6_pane_replan (pane);
  gg_d6_report_view_set_result (self->view, text);
  return TRUE;
}

double
gg_d6_move_pane_march (GgD6MovePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autofree char *id = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  GgD6Play *play = id != NULL ? gg_d6_pane_get_play (pane) : NULL;
  GgD6UnitState *u =
    play ? gg_d6_state_lookup_unit (gg_d6_state_of (gg_d6_play_get_game (play)), id) : NULL;
  double want = gtk_spin_button_get_value (self->march_spin), moved;
  g_autoptr (GError) error = NULL;
  g_autofree char *why = NULL, *text = NULL;
  GgD6Stop stop = GG_D6_STOP_NONE;
  GgD6Move rolled;

  if (u == NULL || self->move == NULL || !u->move_rolled)
    return -1;
  rolled = *self->move; /* the plan's D6-MOVE-9 need, with the roll made */
  rolled.result = u->move_roll;
  if (!gg_d6_move_check (gg_d6_pane_get_rules (pane), &rolled, want, GG_D6_STOP_NONE, &why))
    {
      gg_d6_report_view_set_result (self->view, why);
      return -1;
    }
  gg_d6_pane_begin_action (pane);
  moved = gg_d6_play_march (play, id, gtk_spin_button_get_value (self->bearing_spin), want, FALSE,
                            &stop, &error);
  gg_d6_pane_end_action (pane, _("March"));
  if (moved < 0)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return -1;
    }
  text = stop == GG_D6_STOP_NONE
    ? g_strdup_printf (_("%s marches %.1f\" (D6-MOVE-12)"), id, moved)
    : g_strdup_printf (_("%s marches %.1f\" and stops: %s"), id, moved,
                          stop == GG_D6_STOP_ENEMY ? _("2\" from the enemy (D6-MOVE-14)")
                                                   : stop == GG_D6_STOP_TERRAIN
                          ? _("terrain begins or ends (D6-MOVE-17)")
                          : _("contact or the table edge"));
  gg_d6_report_view_set_result (self->view, text);
  gg_d6_pane_changed (pane);
  gg_d6_pane_replan (pane);
  return moved;
}

gboolean
gg_d6_move_pane_enter (GgD6MovePane *self)
{
  GgD6Pane *pane = GG_D6_PANE (self);
  g_autofree char *id = g_strdup (gg_d6_ui_selected_unit (self->unit_row, self->units));
  GgD6Play *play = id != NULL ? gg_d6_pane_get_play (pane) : NULL;
  g_autoptr (GgD6Entry) entry = NULL;
  g_autoptr (GError) error = NULL;
  gboolean enters;

  if (play == NULL)
    return FALSE;
  entry = gg_d6_play_entry (play, id, NULL, &error); /* rolled and logged by the core */
  if (entry == NULL)
    {
      gg_d6_report_view_set_result (self->view, error->message);
      return FALSE;
    }
  enters = entry->enters;
  gg_d6_report_view_set_report (self->view, entry->report, 0);
  gg_d6_report_view_set_result (self->view, enters ? _("It enters the table (D6-OFF-2)")
                                                   : _("Delayed another turn (D6-OFF-2)"));
  gg_d6_pane_changed (pane);
  gg_d6_pane_replan (pane);
  return enters;
}

static void
march_clicked_cb (GtkButton *button, GgD6MovePane *self)
{
  gg_d6_move_pane_march (self);
}

static void
entry_clicked_cb (GtkButton *button, GgD6MovePane *self)
{
  gg_d6_move_pane_enter (self);
}

static void
reform_clicked_cb (GtkButton *button, GgD6MovePane *self)
{
  gg_d6_move_pane_reform (self);
}

static void
dragoons_clicked_cb (GtkButton *button, GgD6MovePane *self)
{
  gg_d6_move_pane_mount (self);
}

static void
elan_clicked_cb (GtkButton *button, GgD6MovePane *self)
{
  gg_d6_move_pane_elan (self);
}

static void
gg_d6_move_pane_dispose (GObject *object)
{
  GgD6MovePane *self = GG_D6_MOVE_PANE (object);

  g_clear_pointer (&self->move, gg_d6_move_free);
  g_clear_pointer (&self->compulsory, gg_d6_compulsory_free);
  g_clear_pointer (&self->units, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), GG_TYPE_D6_MOVE_PANE);
  G_OBJECT_CLASS (gg_d6_move_pane_parent_class)->dispose (object);
}

static void
gg_d6_move_pane_class_init (GgD6MovePaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GgD6PaneClass *pane_class = GG_D6_PANE_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = gg_d6_move_pane_dispose;
  pane_class->refresh = move_refresh;
  pane_class->replan = move_replan;
  pane_class->resolve = move_resolve;
  g_type_ensure (GG_TYPE_D6_REPORT_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/gigogin/Gigogin/gg-d6-move-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, box);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, view);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, unit_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, kind_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, bearing_spin);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, road_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, road_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, brigade_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, commander_spin);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, first_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, path_switch);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, elan_group);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, elan_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, elan_button);
  gtk_widget_class_bind_template_callback (widget_class, unit_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, input_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, bearing_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, elan_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, dragoons_group);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, dragoons_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, dragoons_button);
  gtk_widget_class_bind_template_callback (widget_class, dragoons_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, change_row);
  gtk_widget_class_bind_template_callback (widget_class, change_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, complete_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, reform_group);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, reform_row);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, reform_button);
  gtk_widget_class_bind_template_callback (widget_class, reform_clicked_cb);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, march_group);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, march_spin);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, march_button);
  gtk_widget_class_bind_template_child (widget_class, GgD6MovePane, entry_group);
  gtk_widget_class_bind_template_callback (widget_class, march_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_clicked_cb);
}

static void
gg_d6_move_pane_init (GgD6MovePane *self)
{
  const char *kinds[] = { _("Normal move"), _("Retreat"), _("Rout"), _("Evade") };

  self->units = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  gg_d6_pane_set_view (GG_D6_PANE (self), self->view);
  gg_d6_ui_set_choices (self->kind_row, kinds, G_N_ELEMENTS (kinds));
  gtk_switch_set_active (self->path_switch, TRUE);
  gtk_switch_set_active (self->first_switch, TRUE);
}

GtkWidget *
gg_d6_move_pane_new (void)
{
  return g_object_new (GG_TYPE_D6_MOVE_PANE, NULL);
}

gboolean
gg_d6_move_pane_select (GgD6MovePane *self, const char *unit, GgD6MovePaneKind kind)
{
  if (!gg_d6_ui_select_unit (self->unit_row, self->units, unit))
    return FALSE;
  adw_combo_row_set_selected (self->kind_row, kind);
  return TRUE;
}

void
gg_d6_move_pane_set_bearing (GgD6MovePane *self, double degrees)
{
  gtk_spin_button_set_value (self->bearing_spin, degrees);
}

void
gg_d6_move_pane_set_road (GgD6MovePane *self, gboolean on_road)
{
  gtk_switch_set_active (self->road_switch, on_road);
}

const char *
gg_d6_move_pane_get_road_note (GgD6MovePane *self)
{
  return adw_action_row_get_subtitle (self->road_row);
}

const GgD6Move *
gg_d6_move_pane_get_plan (GgD6MovePane *self)
{
  return self->move;
}
