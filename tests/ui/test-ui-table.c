/* The live table under a real display (Xvfb): clicks and drags on the canvas (its signals, in
 * table mm), the table actions, overlays, rulers and the log, shell and canister, line of sight,
 * the terrain editor, undo/redo and saving. Checks the model, and pixels where it matters. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "gg-edit.h"
#include "gg-game-state.h"

#include "gg-application.h"
#include "gg-canvas.h"
#include "gg-i18n.h"
#include "gg-side-panel.h"
#include "gg-window.h"

#include "ui-harness.h"

static GgWindow *
open_window (void)
{
  return ui_harness_open_demo (1200, 800, 150);
}

static GgGame *
game_of (GgWindow *w)
{
  return gg_document_get_game (gg_window_get_document (w));
}

static GgOverlayData *
overlays_of (GgWindow *w)
{
  return gg_table_view_get_overlays (gg_window_get_table_view (w));
}

static void
act (GgWindow *w, const char *name, GVariant *param)
{
  g_action_group_activate_action (gg_table_view_get_actions (gg_window_get_table_view (w)), name,
                                  param);
  spin (20);
}

static void
click (GgWindow *w, GgPoint p, int n, guint state)
{
  g_signal_emit_by_name (gg_window_get_canvas (w), "pressed", p.x, p.y, n, state);
  spin (20);
}

static void
drag (GgWindow *w, GgPoint from, GgPoint to)
{
  GtkWidget *canvas = gg_window_get_canvas (w);

  g_signal_emit_by_name (canvas, "drag-begin", from.x, from.y, 0u);
  for (int i = 1; i <= 5; i++)
    g_signal_emit_by_name (canvas, "drag-update", from.x + (to.x - from.x) * i / 5,
                           from.y + (to.y - from.y) * i / 5);
  g_signal_emit_by_name (canvas, "drag-end", to.x, to.y);
  spin (20);
}

static GgPoint
centre (GgWindow *w, const char *id)
{
  return gg_game_lookup_figure (game_of (w), id)->base.centre;
}

static void
set_overlay (GgWindow *w, const char *name, gboolean on)
{
  g_autofree char *action = g_strconcat ("overlay-", name, NULL);

  g_action_group_change_action_state (gg_table_view_get_actions (gg_window_get_table_view (w)),
                                      action, g_variant_new_boolean (on));
  spin (20);
}

/* Clicking a figure selects its squad; Ctrl toggles one figure; a double click picks one. */
static void
test_click_selects_squad (void)
{
  GgWindow *w = open_window ();
  GgSelection *sel = ui_selection (w);

  click (w, centre (w, "A-1-3"), 1, 0);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 6);
  click (w, centre (w, "B-1-1"), 1, GDK_CONTROL_MASK);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 7);
  click (w, centre (w, "A-2-2"), 2, 0);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 1);
  click (w, (GgPoint){ 900, 300 }, 1, 0);
  g_assert_cmpuint (gg_selection_get_n_figures (sel), ==, 0);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* BG-10.1-a: movement is by squads: grabbing one figure drags its whole squad, every figure by
 * the same amount, as one undoable edit; the side panel shows the distance against the
 * allowance (BG-4.2-h, 15 cm). */
static void
test_drag_move_undo (void)
{
  GgWindow *w = open_window ();
  GgDocument *doc = gg_window_get_document (w);
  GgPoint leader = centre (w, "A-1-L1"), private = centre (w, "A-1-1");

  drag (w, leader, (GgPoint){ leader.x + 100, leader.y + 50 });
  g_assert_cmpfloat_with_epsilon (centre (w, "A-1-L1").x, leader.x + 100, 1e-6);
  g_assert_cmpfloat_with_epsilon (centre (w, "A-1-1").y, private.y + 50, 1e-6);
  g_assert_true (gg_document_get_modified (doc));
  act (w, "undo", NULL);
  g_assert_cmpfloat_with_epsilon (centre (w, "A-1-L1").x, leader.x, 1e-6);
  g_assert_false (gg_document_can_undo (doc)); /* one edit for the whole drag */
  g_assert_true (g_action_group_get_action_enabled (
    gg_table_view_get_actions (gg_window_get_table_view (w)), "redo"));
  act (w, "redo", NULL);
  g_assert_cmpfloat_with_epsilon (centre (w, "A-1-1").x, private.x + 100, 1e-6);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Arrow keys' action: nudges of 1 mm (10 with Shift); turning by 5°. */
static void
test_nudge_and_turn (void)
{
  GgWindow *w = open_window ();
  GgPoint before = centre (w, "A-2-L2");

  click (w, before, 1, 0);
  act (w, "nudge", g_variant_new ("(dd)", 10.0, 0.0));
  g_assert_cmpfloat_with_epsilon (centre (w, "A-2-L2").x, before.x + 10, 1e-9);
  act (w, "rotate", g_variant_new_double (5));
  g_assert_cmpfloat_with_epsilon (gg_game_lookup_figure (game_of (w), "A-2-1")->base.facing, 5,
                                  1e-9);
  act (w, "undo", NULL);
  act (w, "undo", NULL);
  g_assert_cmpfloat_with_epsilon (centre (w, "A-2-L2").x, before.x, 1e-9);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Turning the fire arcs on tints the table ahead of the selected squad, not behind it; the
 * choice is kept in the settings and in the game. */
static void
test_overlay_arcs_pixels (void)
{
  GgWindow *w = open_window ();
  GgPoint ahead = centre (w, "A-3-L3"), behind = centre (w, "A-3-L3");
  g_autofree guchar *off = NULL, *on = NULL;
  g_auto (GStrv) names = NULL;
  gsize stride;

  ahead.y += 200;
  behind.y -= 60;
  click (w, centre (w, "A-3-L3"), 1, 0);
  set_overlay (w, "arcs", FALSE);
  off = ui_canvas_pixels (w, &stride);
  set_overlay (w, "arcs", TRUE);
  on = ui_canvas_pixels (w, &stride);
  g_assert_cmpuint (ui_canvas_pixel (w, off, stride, ahead), !=,
                    ui_canvas_pixel (w, on, stride, ahead));
  g_assert_cmpuint (ui_canvas_pixel (w, off, stride, behind), ==,
                    ui_canvas_pixel (w, on, stride, behind));
  g_assert_cmpuint (overlays_of (w)->arcs->len, ==, 5);
  names = g_settings_get_strv (gg_application_get_settings (app), "overlays");
  g_assert_true (g_strv_contains ((const char *const *) names, "arcs"));
  g_assert_true (gg_document_get_overlays (gg_window_get_document (w)) & GG_OVERLAY_ARCS);
  set_overlay (w, "arcs", FALSE);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* BG-4.8-a: moving a private 30 cm from his leader puts him out of command at once. */
static void
test_command_live (void)
{
  GgWindow *w = open_window ();
  GgPoint p = centre (w, "A-4-1");
  const GgSquadCommand *s;

  set_overlay (w, "command", TRUE);
  click (w, p, 2, 0);
  drag (w, p, (GgPoint){ p.x, p.y + 300 });
  s = gg_command_find (overlays_of (w)->command, 'A', 4);
  g_assert_cmpuint (s->out->len, ==, 1);
  g_assert_cmpstr (((GgFigure *) g_ptr_array_index (s->out, 0))->id, ==, "A-4-1");
  act (w, "undo", NULL);
  s = gg_command_find (overlays_of (w)->command, 'A', 4);
  g_assert_cmpuint (s->out->len, ==, 0);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The measure tool lays a ruler edge to edge between two figures; it can be logged, removed,
 * and each of those is undone. */
static void
test_rulers_and_log (void)
{
  GgWindow *w = open_window ();
  GgGame *game = game_of (w);
  GgRuler *r;

  set_overlay (w, "rulers", TRUE);
  act (w, "tool", g_variant_new_string ("measure"));
  drag (w, centre (w, "A-1-L1"), centre (w, "B-1-L1"));
  g_assert_cmpuint (game->rulers->len, ==, 1);
  r = g_ptr_array_index (game->rulers, 0);
  g_assert_cmpstr (r->from.figure, ==, "A-1-L1");
  g_assert_cmpstr (r->to.figure, ==, "B-1-L1");
  g_assert_cmpuint (overlays_of (w)->rulers->len, ==, 1);
  g_assert_cmpfloat (g_array_index (overlays_of (w)->rulers, GgRulerMeasure, 0).distance, >, 700);
  act (w, "log-ruler", g_variant_new_string (r->id));
  g_assert_nonnull (game->state);
  g_assert_cmpuint (gg_log_get_n_entries (game->state->log), ==, 1);
  g_assert_cmpint (gg_log_get_entry (game->state->log, 0)->kind, ==, GG_LOG_MEASURE);
  g_assert_nonnull (strstr (gg_log_get_entry (game->state->log, 0)->text, "(")); /* both units */
  act (w, "remove-ruler", g_variant_new_string ("ruler-1"));
  g_assert_cmpuint (game->rulers->len, ==, 0);
  act (w, "undo", NULL);
  g_assert_cmpuint (game->rulers->len, ==, 1);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A selected gun: the canister cone lists the figures in it; the aim tool and the D10 give a
 * point of fall and the figures at risk (BG-4.4-g, BG-4.4-j/k). */
static void
test_gun_overlays (void)
{
  GgWindow *w = open_window ();
  GgTableView *view = gg_window_get_table_view (w);
  GgOverlayData *o;
  GgPoint aim = centre (w, "B-2-3");
  GgGameState *state = gg_document_get_state (gg_window_get_document (w));
  guint n_rolls, n_entries;

  set_overlay (w, "canister", TRUE);
  set_overlay (w, "shell", TRUE);
  set_overlay (w, "roundshot", TRUE);
  click (w, centre (w, "A-G1"), 2, 0);
  o = overlays_of (w);
  g_assert_nonnull (o->canister_gun);
  g_assert_nonnull (o->canister_targets);
  g_assert_nonnull (o->roundshot_targets);
  act (w, "tool", g_variant_new_string ("aim"));
  click (w, aim, 1, 0);
  g_assert_true (o->has_shell);
  g_assert_true (
    g_action_group_get_action_enabled (gg_table_view_get_actions (view), "roll-shell"));
  n_rolls = gg_dice_get_n_rolls (state->dice);
  n_entries = gg_log_get_n_entries (state->log);
  act (w, "roll-shell", NULL);
  g_assert_cmpint (o->shell.d10, >=, 0);
  g_assert_cmpint (o->shell.d10, <=, 9);
  g_assert_nonnull (o->shell_targets);
  /* the game's dice, once per aim, in the referee's log with the rule */
  g_assert_cmpuint (gg_dice_get_n_rolls (state->dice), ==, n_rolls + 1);
  g_assert_cmpint (gg_dice_get_roll (state->dice, n_rolls)->value, ==, o->shell.d10);
  g_assert_cmpuint (gg_log_get_n_entries (state->log), ==, n_entries + 1);
  g_assert_nonnull (strstr (gg_log_get_entry (state->log, n_entries)->text, "BG-4.4-j"));
  g_assert_false (
    g_action_group_get_action_enabled (gg_table_view_get_actions (view), "roll-shell"));
  act (w, "roll-shell", NULL);
  g_assert_cmpuint (gg_dice_get_n_rolls (state->dice), ==, n_rolls + 1);
  g_assert_nonnull (strstr (gg_side_panel_get_fire (gg_table_view_get_side_panel (view)), "D10"));
  gtk_window_destroy (GTK_WINDOW (w));
}

static const char *
details_of (GgWindow *w)
{
  return gg_side_panel_get_details (gg_table_view_get_side_panel (gg_window_get_table_view (w)));
}

static void
assert_shows (GgWindow *w, const char *text)
{
  if (strstr (details_of (w), text) == NULL)
    g_error ("the side panel lacks “%s”:\n%s", text, details_of (w));
}

/* The side panel shows what the roster says of the selected squad, from the demo's state:
 * training (BG-4.7-a), traits and the Cacciatori radius (BG-15.3-c), weapons by count (BG-15.2-b);
 * the radius matches the command status the table draws. */
static void
test_squad_roster_details (void)
{
  GgWindow *w = open_window ();

  click (w, centre (w, "A-1-3"), 1, 0);
  assert_shows (w, "Arm: infantry · training: veterans (BG-4.7-a)");
  assert_shows (w, "Traits: Cacciatori (BG-15.3-c)\n");
  assert_shows (w, "Weapons: 5 smoothbore muskets, 1 precision rifle");
  assert_shows (w, "Command radius: 20.00 cm (7.87 in)");
  assert_shows (w, "Figures left: 6");
  click (w, centre (w, "B-3-1"), 1, 0);
  assert_shows (w, "Leader’s character: esitante");
  assert_shows (w, "Weapons: 5 rifled muskets");
  assert_shows (w, "Command radius: 15.00 cm");
  click (w, centre (w, "B-CAV-1"), 1, 0);
  assert_shows (w, "Arm: cavalry · training: veterans");
  assert_shows (w, "Weapons: 1 sabre");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Two selected figures: the line of sight between them, with what blocks it (BG-7). */
static void
test_los (void)
{
  GgWindow *w = open_window ();

  set_overlay (w, "los", TRUE);
  click (w, centre (w, "A-1-L1"), 2, 0);
  click (w, centre (w, "B-1-L1"), 1, GDK_CONTROL_MASK);
  g_assert_nonnull (overlays_of (w)->los);
  /* the wood stands between them */
  g_assert_false (overlays_of (w)->los->clear);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The terrain tool draws a feature of the chosen kind, moves and deletes it; all undoable. */
static void
test_terrain_editor (void)
{
  GgWindow *w = open_window ();
  GgGame *game = game_of (w);
  guint n = game->terrain->len;
  GgTerrain *t;

  act (w, "tool", g_variant_new_string ("terrain"));
  act (w, "terrain-kind", g_variant_new_string ("rice"));
  click (w, (GgPoint){ 800, 200 }, 1, 0);
  click (w, (GgPoint){ 900, 200 }, 1, 0);
  click (w, (GgPoint){ 900, 300 }, 1, 0);
  act (w, "finish-terrain", NULL);
  g_assert_cmpuint (game->terrain->len, ==, n + 1);
  t = g_ptr_array_index (game->terrain, n);
  g_assert_cmpint (t->kind, ==, GG_TERRAIN_RICE);
  g_assert_cmpstr (gg_selection_get_terrain (ui_selection (w)), ==, t->id);
  act (w, "terrain-level", g_variant_new_int32 (2));
  g_assert_cmpint (((GgTerrain *) g_ptr_array_index (game->terrain, n))->level, ==, 2);
  drag (w, (GgPoint){ 880, 230 }, (GgPoint){ 880, 330 });
  g_assert_cmpfloat_with_epsilon (
    g_array_index (((GgTerrain *) g_ptr_array_index (game->terrain, n))->points, GgPoint, 0).y, 300,
    1e-6);
  act (w, "delete", NULL);
  g_assert_cmpuint (game->terrain->len, ==, n);
  act (w, "undo", NULL);
  g_assert_cmpuint (game->terrain->len, ==, n + 1);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The terrain editor drags one corner of the selected feature on its own; undoable. */
static void
test_terrain_corner (void)
{
  GgWindow *w = open_window ();
  GgGame *game = game_of (w);
  guint n = game->terrain->len;
  GgTerrain *t;

  act (w, "tool", g_variant_new_string ("terrain"));
  click (w, (GgPoint){ 800, 200 }, 1, 0);
  click (w, (GgPoint){ 900, 200 }, 1, 0);
  click (w, (GgPoint){ 900, 300 }, 1, 0);
  act (w, "finish-terrain", NULL);
  drag (w, (GgPoint){ 900, 200 }, (GgPoint){ 950, 180 });
  t = g_ptr_array_index (game->terrain, n);
  g_assert_cmpfloat_with_epsilon (g_array_index (t->points, GgPoint, 1).x, 950, 1e-6);
  g_assert_cmpfloat_with_epsilon (g_array_index (t->points, GgPoint, 1).y, 180, 1e-6);
  /* the other corners stay */
  g_assert_cmpfloat_with_epsilon (g_array_index (t->points, GgPoint, 0).x, 800, 1e-6);
  g_assert_cmpfloat_with_epsilon (g_array_index (t->points, GgPoint, 2).y, 300, 1e-6);
  act (w, "undo", NULL);
  t = g_ptr_array_index (game->terrain, n);
  g_assert_cmpfloat_with_epsilon (g_array_index (t->points, GgPoint, 1).x, 900, 1e-6);
  gtk_window_destroy (GTK_WINDOW (w));
}

static guint
n_markers (GgGame *game)
{
  g_autoptr (GPtrArray) state = gg_game_state_markers (game);

  return game->markers->len + state->len;
}

/* Markers, then save: the file keeps markers and rulers; the title loses its "•". While La Bella
 * Gigogin is played the markers are the state of play's (BG-3.5), as fire and reloading set them,
 * and the side panel's switches show them. */
static void
test_markers_and_save (void)
{
  GgWindow *w = open_window ();
  GgDocument *doc = gg_window_get_document (w);
  g_autofree char *dir = g_dir_make_tmp ("gg-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "table.yaml", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GgGame) again = NULL;

  click (w, centre (w, "B-3-L3"), 1, 0);
  act (w, "toggle-reload", NULL);
  g_assert_cmpuint (n_markers (game_of (w)), ==, 5);
  g_assert_true (gg_bg_state_needs_reload (game_of (w)->state, 'B', 3, "B-3-L3"));
  act (w, "toggle-morale", NULL);
  g_assert_cmpuint (n_markers (game_of (w)), ==, 6);
  g_assert_true (gg_bg_state_squad (game_of (w)->state, 'B', 3, FALSE)->morale_test);
  g_assert_true (ui_harness_save (w, file));
  g_assert_false (gg_document_get_modified (doc));
  again = gg_game_load_file (path, NULL);
  g_assert_nonnull (again);
  g_assert_cmpuint (n_markers (again), ==, 6);
  act (w, "toggle-reload", NULL);
  g_assert_cmpuint (n_markers (game_of (w)), ==, 1);
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The first widget under @root whose icon is @icon (the header's Undo and Redo buttons). */
static GtkWidget *
find_icon_button (GtkWidget *root, const char *icon)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (root)), icon) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_icon_button (c, icon);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Undo and Redo say which edit they take back or do again. */
static void
test_history_tooltips (void)
{
  GgWindow *window = open_window ();
  GgDocument *doc = gg_window_get_document (window);
  GtkWidget *undo = find_icon_button (GTK_WIDGET (window), "edit-undo-symbolic");
  GtkWidget *redo = find_icon_button (GTK_WIDGET (window), "edit-redo-symbolic");
  GgGame *game = gg_document_get_game (doc);
  GgFigure *f = gg_figure_copy (g_ptr_array_index (game->figures, 0));
  GgEdit *edit = gg_edit_new ("Move"); /* the document takes it */

  g_assert_nonnull (undo);
  g_assert_nonnull (redo);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), ==, "Undo");
  f->base.centre.x += 10;
  gg_edit_set (edit, GG_COLLECTION_FIGURES, f);
  g_assert_true (gg_document_apply (doc, edit, NULL));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), ==, "Undo “Move”");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (redo), ==, "Redo");
  g_assert_true (gg_document_undo (doc));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), ==, "Undo");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (redo), ==, "Redo “Move”");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/table/click-selects-squad", test_click_selects_squad);
  g_test_add_func ("/ui/table/drag-move-undo", test_drag_move_undo);
  g_test_add_func ("/ui/table/nudge-and-turn", test_nudge_and_turn);
  g_test_add_func ("/ui/table/overlay-arcs-pixels", test_overlay_arcs_pixels);
  g_test_add_func ("/ui/table/command-live/BG-4.8-a", test_command_live);
  g_test_add_func ("/ui/table/rulers-and-log", test_rulers_and_log);
  g_test_add_func ("/ui/table/gun-overlays/BG-4.4", test_gun_overlays);
  g_test_add_func ("/ui/table/los/BG-7", test_los);
  g_test_add_func ("/ui/table/terrain-editor", test_terrain_editor);
  g_test_add_func ("/ui/table/terrain-corner", test_terrain_corner);
  g_test_add_func ("/ui/table/markers-and-save", test_markers_and_save);
  g_test_add_func ("/ui/table/squad-roster-details/BG-15.3-c", test_squad_roster_details);
  g_test_add_func ("/ui/table/history-tooltips", test_history_tooltips);
  return ui_harness_run ();
}
