/* The roster editor under a real display (Xvfb in CI): a shipped roster opens as a tree, names
 * and counts are edited through the form's own rows, undo and redo walk the edits, a squad over
 * ten figures shows its rule (BG-4.1-a) in the list and in the form, a refused value marks its
 * row, saving gives the core's bytes back, a squad deployed on the demo table stands there as one
 * edit at its real base sizes (BG-3.2-a) that undo removes, and a PDF is written with the pages
 * the core counts. Skips cleanly without a display. */
#include "gg-config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "gg-bg-rules.h"
#include "gg-d6-table.h"
#include "gg-game-state.h"

#include "gg-application.h"
#include "gg-d6-actions.h"
#include "gg-i18n.h"
#include "gg-roster-fields.h"
#include "gg-roster-window.h"
#include "gg-window.h"

#include "ui-harness.h"

#define CALATAFIMI "/org/gigogin/Gigogin/data/rosters/calatafimi-1860-garibaldini.yaml"
#define BORBONICI  "/org/gigogin/Gigogin/data/rosters/calatafimi-1860-8-cacciatori.yaml"
#define SQUAD1     "battalion/companies/0/platoons/0/squads/0"
#define PRIVATES   SQUAD1 "/figures/1"

static GgRosterWindow *
open_roster (GgWindow *table)
{
  g_autoptr (GError) error = NULL;
  GgRosterWindow *window =
    gg_roster_window_new (GTK_APPLICATION (app), table ? gg_window_get_table_view (table) : NULL);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gg_roster_window_open_resource (window, CALATAFIMI, &error));
  g_assert_no_error (error);
  spin (100);
  return window;
}

static void
close_roster (GgRosterWindow *window)
{
  while (gg_roster_window_undo (window))
    ;
  ui_close_window (window);
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
form_row (GgRosterWindow *window, const char *key)
{
  GtkWidget *row = find_named (gg_roster_window_get_form (window), key);

  g_assert_nonnull (row);
  return row;
}

static GgRosterNode *
node_at (GgRosterWindow *window, const char *path)
{
  GgRosterNode *node = gg_roster_node_at_path (gg_roster_window_get_roster (window), path);

  g_assert_nonnull (node);
  return node;
}

static void
type_and_apply (GgRosterWindow *window, const char *key, const char *text)
{
  GtkWidget *row = form_row (window, key);

  g_assert_true (ADW_IS_ENTRY_ROW (row));
  gtk_editable_set_text (GTK_EDITABLE (row), text);
  g_signal_emit_by_name (row, "apply");
  spin (20);
}

static void
set_spin (GgRosterWindow *window, const char *key, double value)
{
  GtkWidget *spin_button = find_type (form_row (window, key), GTK_TYPE_SPIN_BUTTON);

  g_assert_nonnull (spin_button);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin_button), value);
  spin (20);
}

/* The text of every row of the problems list, one a line. */
static char *
problems_text (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      g_autofree char *sub = problems_text (c);

      g_string_append (text, sub);
    }
  return g_string_free (text, FALSE);
}

static void
test_open_shipped (void)
{
  GgRosterWindow *window = open_roster (NULL);
  GgRoster *roster = gg_roster_window_get_roster (window);

  g_assert_cmpstr (gg_roster_node_get_text (gg_roster_get_root (roster), "name"), ==,
                   "I Mille a Calatafimi");
  g_assert_false (gg_roster_window_get_modified (window));
  g_assert_null (gg_roster_window_get_file (window));
  g_assert_cmpstr (gg_roster_window_get_selected (window), ==, "");
  g_assert_true (gg_roster_window_select (window, SQUAD1));
  g_assert_cmpstr (gg_roster_window_get_selected (window), ==, SQUAD1);
  g_assert_true (ADW_IS_COMBO_ROW (form_row (window, "training")));
  g_assert_true (ADW_IS_EXPANDER_ROW (form_row (window, "traits")));
  g_assert_false (gg_roster_window_select (window, "battalion/companies/42"));
  close_roster (window);
}

static void
test_edit_undo_redo (void)
{
  GgRosterWindow *window = open_roster (NULL);

  gg_roster_window_select (window, SQUAD1);
  type_and_apply (window, "name", "Carabinieri di Mosto");
  g_assert_cmpstr (gg_roster_node_get_text (node_at (window, SQUAD1), "name"), ==,
                   "Carabinieri di Mosto");
  g_assert_true (gg_roster_window_get_modified (window));
  gg_roster_window_select (window, PRIVATES);
  set_spin (window, "count", 5);
  g_assert_cmpint (gg_roster_node_get_int (node_at (window, PRIVATES), "count", 0), ==, 5);

  g_assert_true (gg_roster_window_undo (window));
  g_assert_cmpint (gg_roster_node_get_int (node_at (window, PRIVATES), "count", 0), ==, 7);
  g_assert_cmpstr (gg_roster_window_get_selected (window), ==, PRIVATES);
  g_assert_true (gg_roster_window_undo (window));
  g_assert_null (gg_roster_node_get_text (node_at (window, SQUAD1), "name"));
  g_assert_false (gg_roster_window_get_modified (window));
  g_assert_false (gg_roster_window_undo (window));
  g_assert_true (gg_roster_window_redo (window));
  g_assert_true (gg_roster_window_redo (window));
  g_assert_false (gg_roster_window_redo (window));
  g_assert_cmpint (gg_roster_node_get_int (node_at (window, PRIVATES), "count", 0), ==, 5);
  g_assert_cmpstr (gg_roster_node_get_text (node_at (window, SQUAD1), "name"), ==,
                   "Carabinieri di Mosto");
  close_roster (window);
}

/* Adding and removing entries are edits like the others. */
static void
test_add_remove (void)
{
  GgRosterWindow *window = open_roster (NULL);
  GgRosterNode *squad;

  gg_roster_window_select (window, SQUAD1);
  g_assert_cmpuint (gg_roster_node_count (node_at (window, SQUAD1), "figures"), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "roster.add", "s", "figures");
  gg_roster_window_flush (window);
  g_assert_cmpstr (gg_roster_window_get_selected (window), ==, SQUAD1 "/figures/3");
  g_assert_cmpuint (gg_roster_node_count (node_at (window, SQUAD1), "figures"), ==, 4);
  gtk_widget_activate_action (GTK_WIDGET (window), "roster.remove", NULL);
  gg_roster_window_flush (window);
  g_assert_cmpstr (gg_roster_window_get_selected (window), ==, SQUAD1);
  gtk_widget_activate_action (GTK_WIDGET (window), "roster.remove", NULL);
  gg_roster_window_flush (window);
  squad = gg_roster_node_at_path (gg_roster_window_get_roster (window), SQUAD1);
  g_assert_cmpint (gg_roster_node_get_int (squad, "number", 0), ==, 2); /* squad 2 moved up */
  g_assert_true (gg_roster_window_undo (window));
  g_assert_cmpint (gg_roster_node_get_int (node_at (window, SQUAD1), "number", 0), ==, 1);
  g_assert_true (gg_roster_window_undo (window));
  g_assert_cmpuint (gg_roster_node_count (node_at (window, SQUAD1), "figures"), ==, 4);
  close_roster (window);
}

/* BG-4.1-a: a squad is at most ten figures with its leader. */
static void
test_bad_edit_BG_4_1_a (void)
{
  GgRosterWindow *window = open_roster (NULL);
  g_autofree char *list = NULL;
  g_autofree char *form = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  list = problems_text (GTK_WIDGET (gg_roster_window_get_problems (window)));
  g_assert_null (strstr (list, "BG-4.1"));
  g_clear_pointer (&list, g_free);
  gg_roster_window_select (window, PRIVATES);
  set_spin (window, "count", 12);
  list = problems_text (GTK_WIDGET (gg_roster_window_get_problems (window)));
  g_assert_nonnull (strstr (list, "[BG-4.1-a]"));
  g_assert_nonnull (strstr (list, "calatafimi-1860-garibaldini.yaml:"));
  gg_roster_window_select (window, SQUAD1);
  form = problems_text (gg_roster_window_get_form (window));
  g_assert_nonnull (strstr (form, "[BG-4.1-a]"));

  /* a value the file would refuse is refused, shown, and changes nothing */
  gtk_widget_activate_action (GTK_WIDGET (window), "roster.add", "s", "gun");
  gg_roster_window_flush (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "roster.add", "s", "base");
  gg_roster_window_flush (window);
  before = gg_roster_to_yaml (gg_roster_window_get_roster (window), NULL);
  type_and_apply (window, "front", "-5");
  g_assert_true (gtk_widget_has_css_class (form_row (window, "front"), "error"));
  after = gg_roster_to_yaml (gg_roster_window_get_roster (window), NULL);
  g_assert_cmpstr (before, ==, after);
  close_roster (window);
}

static void
test_save_round_trip (void)
{
  GgRosterWindow *window = open_roster (NULL);
  g_autofree char *dir = g_dir_make_tmp ("gigogin-roster-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mille.yaml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgRoster) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  gg_roster_window_select (window, SQUAD1);
  type_and_apply (window, "name", "Genovesi");
  g_assert_true (gg_roster_window_save_to (window, file, &error));
  g_assert_no_error (error);
  g_assert_false (gg_roster_window_get_modified (window));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  expected = gg_roster_to_yaml (gg_roster_window_get_roster (window), NULL);
  g_assert_cmpstr (text, ==, expected);
  again = gg_roster_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gg_roster_node_get_text (gg_roster_node_at_path (again, SQUAD1), "name"), ==,
                   "Genovesi");
  /* undo after saving makes it modified again; a new window opens the saved file */
  g_assert_true (gg_roster_window_undo (window));
  g_assert_true (gg_roster_window_get_modified (window));
  g_assert_true (gg_roster_window_redo (window));
  g_assert_false (gg_roster_window_get_modified (window));
  gtk_window_destroy (GTK_WINDOW (window));
  window = gg_roster_window_new (GTK_APPLICATION (app), NULL);
  g_assert_true (gg_roster_window_open_file (window, file, &error));
  g_assert_cmpstr (gg_roster_window_get_selected (window), ==, "");
  g_assert_true (g_file_equal (gg_roster_window_get_file (window), file));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* Closing a modified roster asks first: the window stays. */
static void
test_close_asks (void)
{
  GgRosterWindow *window = open_roster (NULL);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gg_roster_window_select (window, SQUAD1);
  type_and_apply (window, "name", "Genovesi");
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (gg_roster_window_undo (window));
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  g_assert_null (window);
}

static GgWindow *
open_table (void)
{
  GgWindow *table = ui_window_new (900, 600);
  gg_window_open_demo (table);
  spin (100);
  return table;
}

static void
check_bases (GgRoster *roster, GgGame *game, guint first, int squad)
{
  GgRosterNode *leader = gg_roster_node_at_path (roster, SQUAD1 "/figures/0");
  GgBase size;

  /* BG-3.2-a: foot bases at 20 mm; every deployed base has the roster's size */
  g_assert_true (gg_roster_base_size (roster, leader, &size));
  for (guint i = first; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      g_assert_cmpfloat_with_epsilon (f->base.front, size.front, 1e-9);
      g_assert_cmpfloat_with_epsilon (f->base.depth, size.depth, 1e-9);
      g_assert_cmpint (f->squad, ==, squad);
      g_assert_cmpint (f->side, ==, 'B');
    }
}

static void
test_deploy (void)
{
  GgWindow *table = open_table ();
  GgDocument *document = gg_window_get_document (table);
  GgRosterWindow *window = open_roster (table);
  guint before = gg_document_get_game (document)->figures->len;
  g_autoptr (GError) error = NULL;
  GgPoint at = { 600, 300 };
  GtkWidget *side;
  GgGameState *state;

  g_assert_false (gg_roster_window_deploy_at (window, at, &error)); /* the root: no squad */
  g_clear_error (&error);
  gg_roster_window_select (window, SQUAD1);
  side = form_row (window, "deploy-side");
  adw_combo_row_set_selected (ADW_COMBO_ROW (side), 1);
  g_assert_true (gg_roster_window_deploy_at (window, at, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, before + 10);
  /* the demo has its own squads B1 to B6: the roster's squad 1 comes as squad 7, never merged
   * into the table's squad 1 (roles follow: L7, 7) */
  g_assert_nonnull (gg_game_lookup_figure (gg_document_get_game (document), "B-7-L7"));
  g_assert_nonnull (gg_game_lookup_figure (gg_document_get_game (document), "B-7-7-7"));
  g_assert_cmpstr (gg_game_lookup_figure (gg_document_get_game (document), "B-7-7-7")->role, ==,
                   "7");
  g_assert_cmpuint (gg_selection_get_n_figures (ui_selection (table)), ==, 10);
  check_bases (gg_roster_window_get_roster (window), gg_document_get_game (document), before, 7);
  /* the roster's training, traits and weapons go into the state of play (BG-4.7, BG-15) */
  state = gg_document_get_state (document);
  g_assert_cmpstr (gg_bg_state_weapon (state, 'B', 7, "B-7-L7"), ==, "rifled-musket");
  g_assert_cmpstr (gg_bg_state_weapon (state, 'B', 7, "B-7-7-8"), ==, "precision-rifle");
  g_assert_cmpint (gg_bg_state_squad (state, 'B', 7, FALSE)->training, ==, GG_BG_TRAINING_VETERANS);
  g_assert_cmpuint (gg_bg_state_troop_flags (state, 'B', 7), ==, GG_BG_TROOP_CACCIATORI);
  /* the same place again: it would stand on the squad just placed, and is refused */
  g_assert_false (gg_roster_window_deploy_at (window, at, &error));
  g_assert_nonnull (strstr (error->message, "B-7-"));
  g_clear_error (&error);
  g_assert_true (gg_roster_window_deploy_at (window, (GgPoint){ 600, 500 }, &error));
  g_assert_nonnull (gg_game_lookup_figure (gg_document_get_game (document), "B-8-L8"));
  g_assert_true (gg_document_undo (document));
  g_assert_true (gg_document_undo (document)); /* each deployment is one edit */
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, before);
  g_assert_null (gg_game_lookup_figure (gg_document_get_game (document), "B-7-L7"));
  close_roster (window);
  gtk_window_destroy (GTK_WINDOW (table));
}

/* Sends a pointer motion at @at (table mm) to the canvas's motion controllers. */
static void
hover_at (GtkWidget *canvas, GgPoint at)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (canvas);
  double x, y;

  gg_canvas_table_to_widget (GG_CANVAS (canvas), at, &x, &y);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        g_signal_emit_by_name (c, "motion", x, y);
    }
}

/* While placing, the formation follows the pointer as a preview: drawn, not an edit, gone when
 * the picking stops; the pointer says when the place is taken. */
static void
test_deploy_preview (void)
{
  GgWindow *table = open_table ();
  GgDocument *document = gg_window_get_document (table);
  GgRosterWindow *window = open_roster (table);
  GtkWidget *canvas = gg_window_get_canvas (table);
  guint before = gg_document_get_game (document)->figures->len;
  GtkWidget *pick;

  gg_roster_window_select (window, SQUAD1);
  pick = form_row (window, "deploy-pick");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (pick), TRUE);
  hover_at (canvas, (GgPoint){ 900, 600 }); /* the preview: on the table, not in the history */
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, before + 10);
  g_assert_false (gg_document_get_modified (document));
  g_assert_false (gg_document_can_undo (document));
  g_assert_cmpstr (
    gtk_widget_get_cursor (canvas) ? gdk_cursor_get_name (gtk_widget_get_cursor (canvas)) : NULL,
    ==, "crosshair");
  /* over the demo's squad A1 (x 35-45 cm, y 25-28 cm) */
  hover_at (canvas, (GgPoint){ 400, 260 });
  g_assert_cmpstr (gdk_cursor_get_name (gtk_widget_get_cursor (canvas)), ==, "not-allowed");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (pick), FALSE);
  g_assert_cmpuint (gg_document_get_game (document)->figures->len, ==, before);
  close_roster (window);
  gtk_window_destroy (GTK_WINDOW (table));
}

/* A d6 unit deployed from its roster gets its `d6:` entry: name, type, class, brigade (D6-FORM,
 * D6-TV): without it the table would not know what the figures are. */
static void
test_deploy_d6 (void)
{
  GgWindow *table = gg_window_new (app);
  GgDocument *document = gg_window_get_document (table);
  GgRosterWindow *window =
    gg_roster_window_new (GTK_APPLICATION (app), gg_window_get_table_view (table));
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  GgD6UnitState *unit;
  GgFigure *first;
  guint before;

  gtk_window_present (GTK_WINDOW (table));
  g_assert_true (gg_d6_actions_open_demo (table, &error));
  before = gg_document_get_game (document)->figures->len;
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gg_roster_window_open_resource (
    window, "/org/gigogin/Gigogin/data/rosters/solferino-1859-brigata-goze.yaml", &error));
  spin (100);
  g_assert_true (gg_roster_window_select (window, "brigades/0/units/0"));
  g_assert_true (gg_roster_window_deploy_at (window, (GgPoint){ 600, 300 }, &error));
  g_assert_no_error (error);
  first = g_ptr_array_index (gg_document_get_game (document)->figures, before);
  id = gg_d6_unit_id (first->side, first->squad);
  unit = gg_d6_state_lookup_unit (gg_d6_state_of (gg_document_get_game (document)), id);
  g_assert_nonnull (unit);
  g_assert_cmpstr (unit->name, ==, "1er Zouaves, Ier bataillon");
  g_assert_cmpstr (unit->brigade, ==, "Brigade Goze");
  g_assert_cmpint (unit->strength, ==, 24);
  close_roster (window);
  gtk_window_destroy (GTK_WINDOW (table));
}

static guint
pdf_pages (const char *path)
{
  g_autofree char *data = NULL;
  gsize length;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  /* binary streams hold NUL bytes: no strstr */
  for (gsize i = 0; i + 12 < length; i++)
    if (memcmp (data + i, "/Type /Page", 11) == 0 && data[i + 11] != 's')
      n++;
  return n;
}

static void
test_export_pdf (void)
{
  GgRosterWindow *window = open_roster (NULL);
  g_autofree char *dir = g_dir_make_tmp ("gigogin-pdf-XXXXXX", NULL);
  g_autofree char *sheet = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *chits = g_build_filename (dir, "chits.pdf", NULL);
  GgRoster *rosters[2] = { gg_roster_window_get_roster (window), NULL };
  g_autoptr (GgRoster) other = gg_roster_load_resource (BORBONICI, NULL);
  g_autoptr (GgPrintJob) job = gg_print_job_new (GG_PRINT_ROSTER, rosters, 1, "it");
  g_autoptr (GgPrintJob) both = NULL;
  g_autoptr (GError) error = NULL;
  double w, h;

  g_assert_true (
    gg_roster_window_export_pdf (window, sheet, GG_PRINT_ROSTER, "it", NULL, GG_PAPER_A4, &error));
  g_assert_no_error (error);
  gg_paper_get_size (GG_PAPER_A4, &w, &h);
  g_assert_cmpuint (pdf_pages (sheet), ==, gg_print_job_get_n_pages (job, w, h));
  g_assert_cmpuint (pdf_pages (sheet), >=, 2);
  rosters[1] = other;
  both = gg_print_job_new (GG_PRINT_CHITS, rosters, 2, "en");
  g_assert_true (gg_roster_window_export_pdf (window, chits, GG_PRINT_CHITS, "en", BORBONICI,
                                              GG_PAPER_LETTER, &error));
  gg_paper_get_size (GG_PAPER_LETTER, &w, &h);
  g_assert_cmpuint (pdf_pages (chits), ==, gg_print_job_get_n_pages (both, w, h));
  g_unlink (sheet);
  g_unlink (chits);
  g_rmdir (dir);
  close_roster (window);
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  g_test_add_func ("/ui/roster/open-shipped", test_open_shipped);
  g_test_add_func ("/ui/roster/edit-undo-redo", test_edit_undo_redo);
  g_test_add_func ("/ui/roster/add-remove", test_add_remove);
  g_test_add_func ("/ui/roster/bad-edit/BG-4.1-a", test_bad_edit_BG_4_1_a);
  g_test_add_func ("/ui/roster/save-round-trip", test_save_round_trip);
  g_test_add_func ("/ui/roster/close-asks", test_close_asks);
  g_test_add_func ("/ui/roster/deploy/BG-3.2-a", test_deploy);
  g_test_add_func ("/ui/roster/deploy/preview", test_deploy_preview);
  g_test_add_func ("/ui/roster/deploy/d6/D6-FORM-1", test_deploy_d6);
  g_test_add_func ("/ui/roster/export-pdf", test_export_pdf);
  return ui_harness_run ();
}
