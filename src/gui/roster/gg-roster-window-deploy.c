/* gg-roster-window-deploy.c: deploy the selected squad or unit on the table of the game window
 * the roster editor was opened from: a formation, a side and a facing, then a click on the
 * table (or coordinates), and its figures stand there at their real base size (gg-deploy.h) as
 * one edit of the game that undo takes back. What the roster says of a squad (training, traits,
 * weapons…) goes into the game's state of play at once (its rule set's deploy_record). A squad whose
 * number its side already uses takes the next free one (it never merges into the other); while
 * picking, the formation follows the pointer as a preview, and a place where it would overlap
 * another base is refused. */
#include "gg-config.h"

#include "gg-roster-window-private.h"

#include <glib/gi18n.h>

#include "gg-canvas.h"
#include "gg-ruleset.h"

static gboolean
deployable (GgRosterNode *node)
{
  GgRosterKind kind = node ? gg_roster_node_get_kind (node) : GG_ROSTER_KIND_ROSTER;

  return kind == GG_ROSTER_KIND_SQUAD || kind == GG_ROSTER_KIND_UNIT;
}

static GgEdit *
deploy_edit (GgRosterNode *node, GgGame *game, GPtrArray *figures)
{
  g_autofree char *what = _gg_roster_node_label (node);
  g_autofree char *label = g_strdup_printf (_("Deploy %s"), what);
  GgEdit *edit = gg_edit_new (label);

  gg_deploy_free_ids (game, figures);
  for (guint i = 0; i < figures->len; i++)
    gg_edit_insert (edit, GG_COLLECTION_FIGURES, -1,
                    gg_figure_copy (g_ptr_array_index (figures, i)));
  return edit;
}

static gboolean
check_table (GgRosterWindow *self, GgTableView *table, GgRosterNode *node, GError **error)
{
  GgGame *game = table ? gg_document_get_game (gg_table_view_get_document (table)) : NULL;

  if (table == NULL)
    g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                 _("There is no game window to deploy to: open the roster editor from one"));
  else if (!deployable (node))
    g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                 _("Choose a squad or a unit to deploy"));
  else if (game->ruleset != self->roster->ruleset)
    g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                 _("This roster is for other rules than the game on the table"));
  else
    return TRUE;
  return FALSE;
}

/* The new figures only: a squad number can be taken on the table by another squad. */
static void
select_deployed (GgTableView *table, GgEdit *edit)
{
  GgSelection *selection = gg_table_view_get_selection (table);

  gg_selection_clear (selection);
  for (guint i = 0; i < gg_edit_get_n_changes (edit); i++)
    gg_selection_toggle_figure (selection, gg_edit_get_change (edit, i)->id);
}

/* The figures @node makes at @at on @table's game, renumbered clear of the squads there. */
static GPtrArray *
figures_at (GgRosterWindow *self, GgTableView *table, GgRosterNode *node, GgPoint at, int *number,
            GError **error)
{
  GgDeployPlacement placement = { at, self->deploy.facing, self->deploy.formation,
                                  self->deploy.side, 0 };
  GPtrArray *figures;

  if (!check_table (self, table, node, error) ||
      !(figures = gg_deploy_node (self->roster, node, &placement, error)))
    return NULL;
  *number = gg_deploy_renumber (gg_document_get_game (gg_table_view_get_document (table)), figures);
  return figures;
}

static char *
placed_text (GPtrArray *figures, int number, int asked)
{
  g_autofree char *placed = g_strdup_printf (
    ngettext ("%u figure placed on the table", "%u figures placed on the table", figures->len),
    figures->len);

  if (number == asked)
    return g_steal_pointer (&placed);
  /* Translators: “12 figures placed on the table, as squad 5 (squad 1 is on the table)” */
  return g_strdup_printf (_("%s, as number %d (number %d is taken)"), placed, number, asked);
}

static gboolean
refuse_overlap (GgGame *game, GPtrArray *figures, GError **error)
{
  const char *in_the_way = gg_deploy_find_overlap (game, figures);

  if (in_the_way == NULL)
    return FALSE;
  g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
               _("It would stand on “%s”: choose a clear place"), in_the_way);
  return TRUE;
}

gboolean
gg_roster_window_deploy_at (GgRosterWindow *self, GgPoint at, GError **error)
{
  g_autoptr (GgTableView) table = g_weak_ref_get (&self->table);
  GgRosterNode *node = _gg_roster_window_selected_node (self);
  g_autoptr (GPtrArray) figures = NULL;
  g_autofree char *toast = NULL;
  GgDocument *document;
  GgEdit *edit;
  int number = 0, asked;

  if (table != NULL)
    gg_document_cancel_preview (gg_table_view_get_document (table));
  if (self->deploy.canvas != NULL)
    gg_canvas_set_ghosts (GG_CANVAS (self->deploy.canvas), NULL); /* placed, drawn whole */
  if (!(figures = figures_at (self, table, node, at, &number, error)))
    return FALSE;
  asked = gg_roster_node_get_kind (node) == GG_ROSTER_KIND_SQUAD
            ? gg_roster_node_get_int (node, "number", number)
            : number;
  document = gg_table_view_get_document (table);
  if (refuse_overlap (gg_document_get_game (document), figures, error))
    return FALSE;
  edit = deploy_edit (node, gg_document_get_game (document), figures);
  gg_edit_ref (edit);
  if (!gg_document_apply (document, edit, error))
    return gg_edit_unref (edit), FALSE;
  /* The state of play is outside undo by design: undoing the deploy leaves it, unused. */
  gg_ruleset_class (self->roster->ruleset)
    ->roster->deploy_record (gg_document_get_game (document), self->roster, node, figures);
  gg_document_state_changed (document);
  select_deployed (table, edit);
  gg_edit_unref (edit);
  toast = placed_text (figures, number, asked);
  _gg_roster_window_toast (self, toast);
  return TRUE;
}

/* The preview under the pointer: the formation as it would stand, through the document's
 * preview (drawn, never saved, gone on cancel); the pointer says when the place is taken. */
static void
show_preview (GgRosterWindow *self, GgPoint at)
{
  g_autoptr (GgTableView) table = g_weak_ref_get (&self->table);
  GgRosterNode *node = _gg_roster_window_selected_node (self);
  g_autoptr (GPtrArray) figures = NULL;
  g_autoptr (GPtrArray) ghosts = NULL;
  GgDocument *document;
  GgEdit *edit;
  int number;

  if (table == NULL || self->deploy.canvas == NULL)
    return;
  document = gg_table_view_get_document (table);
  gg_document_cancel_preview (document);
  if (!(figures = figures_at (self, table, node, at, &number, NULL)))
    return;
  gtk_widget_set_cursor_from_name (self->deploy.canvas,
                                   gg_deploy_find_overlap (gg_document_get_game (document), figures)
                                     ? "not-allowed"
                                     : "crosshair");
  edit = gg_edit_new (_("Preview"));
  ghosts = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);

      gg_edit_insert (edit, GG_COLLECTION_FIGURES, -1, gg_figure_copy (f));
      g_ptr_array_add (ghosts, g_strdup (f->id));
    }
  gg_document_preview (document, edit, NULL);
  gg_canvas_set_ghosts (GG_CANVAS (self->deploy.canvas), ghosts); /* drawn translucent */
}

static void
hover_motion_cb (GtkEventControllerMotion *motion, double x, double y, GgRosterWindow *self)
{
  if (self->deploy.canvas != NULL)
    show_preview (self, gg_canvas_widget_to_table (GG_CANVAS (self->deploy.canvas), x, y));
}

static void
cancel_preview (GgRosterWindow *self)
{
  g_autoptr (GgTableView) table = g_weak_ref_get (&self->table);

  if (table != NULL)
    gg_document_cancel_preview (gg_table_view_get_document (table));
  if (self->deploy.canvas != NULL)
    gg_canvas_set_ghosts (GG_CANVAS (self->deploy.canvas), NULL);
}

static void
hover_leave_cb (GtkEventControllerMotion *motion, GgRosterWindow *self)
{
  cancel_preview (self);
}

static void
deploy_or_report (GgRosterWindow *self, GgPoint at)
{
  g_autoptr (GError) error = NULL;

  if (!gg_roster_window_deploy_at (self, at, &error))
    _gg_roster_window_error (self, _("Could not deploy"), error->message);
}

/* Picking the point on the table */

static void
stop_picking (GgRosterWindow *self)
{
  GgRosterDeploy *d = &self->deploy;

  cancel_preview (self);
  if (d->canvas != NULL)
    {
      gtk_widget_remove_controller (d->canvas, d->hover);
      gtk_widget_remove_controller (d->canvas, GTK_EVENT_CONTROLLER (d->pick));
      gtk_widget_set_cursor (d->canvas, NULL);
      g_object_remove_weak_pointer (G_OBJECT (d->canvas), (gpointer *) &d->canvas);
      d->canvas = NULL;
    }
  g_clear_object (&d->pick);
  g_clear_object (&d->hover);
  if (d->pick_button != NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (d->pick_button), FALSE);
}

static void
pick_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, GgRosterWindow *self)
{
  GgCanvas *canvas = GG_CANVAS (self->deploy.canvas);
  GgPoint at = gg_canvas_widget_to_table (canvas, x, y);

  /* the table's own tools must not see this click */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->deploy.at = at;
  stop_picking (self);
  deploy_or_report (self, at);
}

static void
start_picking (GgRosterWindow *self)
{
  g_autoptr (GgTableView) table = g_weak_ref_get (&self->table);
  GgRosterDeploy *d = &self->deploy;

  if (table == NULL || d->canvas != NULL)
    return;
  d->canvas = GTK_WIDGET (gg_table_view_get_canvas (table));
  g_object_add_weak_pointer (G_OBJECT (d->canvas), (gpointer *) &d->canvas);
  d->pick = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (d->pick), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (d->pick), GTK_PHASE_CAPTURE);
  g_signal_connect (d->pick, "pressed", G_CALLBACK (pick_pressed_cb), self);
  gtk_widget_add_controller (d->canvas, GTK_EVENT_CONTROLLER (g_object_ref (d->pick)));
  d->hover = gtk_event_controller_motion_new ();
  g_signal_connect (d->hover, "motion", G_CALLBACK (hover_motion_cb), self);
  g_signal_connect (d->hover, "leave", G_CALLBACK (hover_leave_cb), self);
  gtk_widget_add_controller (d->canvas, g_object_ref (d->hover));
  gtk_widget_set_cursor_from_name (d->canvas, "crosshair");
  /* the window the table is in comes forward, for the click */
  if (GTK_IS_WINDOW (gtk_widget_get_root (GTK_WIDGET (table))))
    gtk_window_present (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (table))));
}

static void
pick_toggled_cb (GtkToggleButton *button, GgRosterWindow *self)
{
  if (gtk_toggle_button_get_active (button))
    start_picking (self);
  else if (self->deploy.canvas != NULL)
    stop_picking (self);
}

static void
pick_button_destroyed_cb (GtkWidget *button, GgRosterWindow *self)
{
  if (self->deploy.pick_button == button)
    self->deploy.pick_button = NULL;
}

/* The group in the form */

static void
formation_cb (AdwComboRow *row, GParamSpec *pspec, GgRosterWindow *self)
{
  self->deploy.formation = adw_combo_row_get_selected (row);
}

static void
side_cb (AdwComboRow *row, GParamSpec *pspec, GgRosterWindow *self)
{
  self->deploy.side = adw_combo_row_get_selected (row) == 0 ? 'A' : 'B';
}

static void
spin_cb (GtkSpinButton *spin, GgRosterWindow *self)
{
  double *value = g_object_get_data (G_OBJECT (spin), "gg-value");
  double factor = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "gg-factor"));

  *value = gtk_spin_button_get_value (spin) * factor;
}

static void
deploy_here_cb (GtkButton *button, GgRosterWindow *self)
{
  deploy_or_report (self, self->deploy.at);
}

static GtkWidget *
combo (const char *title, const char *name, const char *const *labels, guint selected, GCallback cb,
       gpointer data)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *list = gtk_string_list_new (labels);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_signal_connect (row, "notify::selected", cb, data);
  g_object_unref (list);
  return row;
}

/* A spin row editing *@value, shown divided by @factor (10: mm shown as cm). */
static GtkWidget *
spin_row (GgRosterWindow *self, const char *title, const char *name, double *value, double max,
          int factor, int digits)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, factor > 1 ? 0.5 : 15);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_name (row, name);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), *value / factor);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (spin), "gg-value", value);
  g_object_set_data (G_OBJECT (spin), "gg-factor", GINT_TO_POINTER (factor));
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  return row;
}

static GtkWidget *
deploy_buttons (GgRosterWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *pick = gtk_toggle_button_new_with_label (_("Place on the Table"));
  GtkWidget *here = gtk_button_new_with_label (_("Deploy at These Coordinates"));

  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_name (pick, "deploy-pick");
  gtk_widget_set_name (here, "deploy-here");
  gtk_widget_add_css_class (pick, "suggested-action");
  gtk_widget_set_tooltip_text (pick, _("Then click on the table where it should stand"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (pick), self->deploy.canvas != NULL);
  g_signal_connect (pick, "toggled", G_CALLBACK (pick_toggled_cb), self);
  g_signal_connect (pick, "destroy", G_CALLBACK (pick_button_destroyed_cb), self);
  g_signal_connect (here, "clicked", G_CALLBACK (deploy_here_cb), self);
  self->deploy.pick_button = pick;
  gtk_box_append (GTK_BOX (box), pick);
  gtk_box_append (GTK_BOX (box), here);
  return box;
}

void
_gg_roster_window_add_deploy_group (GgRosterWindow *self, GgRosterNode *node)
{
  g_autoptr (GgTableView) table = g_weak_ref_get (&self->table);
  GtkWidget *group;
  const char *formations[GG_FORMATION_N + 1] = { NULL };
  const char *sides[] = { _("Side A"), _("Side B"), NULL };
  AdwPreferencesGroup *g;

  if (!deployable (node))
    return;
  for (guint i = 0; i < GG_FORMATION_N; i++)
    formations[i] = gg_formation_label (i);
  group = adw_preferences_group_new ();
  g = ADW_PREFERENCES_GROUP (group);
  adw_preferences_group_set_title (g, _("Deploy to the Table"));
  adw_preferences_group_set_description (
    g, table ? _("Bases at their real size; the point is where the squad leader stands, or the "
                 "middle of a d6 unit")
             : _("Open the roster editor from a game window to deploy on its table"));
  gtk_widget_set_sensitive (group, table != NULL);
  adw_preferences_group_add (g, combo (_("Formation"), "deploy-formation", formations,
                                          self->deploy.formation, G_CALLBACK (formation_cb), self));
  adw_preferences_group_add (g, combo (_("Side"), "deploy-side", sides, self->deploy.side == 'B',
                                          G_CALLBACK (side_cb), self));
  adw_preferences_group_add (g,
                             spin_row (self, _("Facing (degrees; 0 faces side B)"),
                                                "deploy-facing", &self->deploy.facing, 359, 1, 0));
  adw_preferences_group_add (
    g, spin_row (self, _("x (cm)"), "deploy-x", &self->deploy.at.x, 10000, 10, 1));
  adw_preferences_group_add (
    g, spin_row (self, _("y (cm)"), "deploy-y", &self->deploy.at.y, 10000, 10, 1));
  adw_preferences_group_add (g, deploy_buttons (self));
  gtk_box_append (self->form_box, group);
}

void
_gg_roster_window_init_deploy (GgRosterWindow *self)
{
  self->deploy.formation = GG_FORMATION_LINE;
  self->deploy.side = 'A';
  self->deploy.at = (GgPoint){ 300, 300 };
}

void
_gg_roster_window_dispose_deploy (GgRosterWindow *self)
{
  self->deploy.pick_button = NULL;
  if (self->deploy.canvas != NULL)
    stop_picking (self);
}
