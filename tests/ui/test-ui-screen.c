/* The screen tells what the engine knows, and enforces it, through the app's own widgets, in
 * English and in Italian: a drag ends at the activation's allowance, a squad outside the pair
 * drawn is refused with a toast and the reason, *Moved* past the allowance asks for the referee's
 * override, the drag's verdict stays inside the view; the replay shows each entry's own
 * casualties, markers and count; the morale test owed is one fact for the marker, the switch and
 * the card; results of another selection, turn or game are not left on screen; Fire and Charge
 * without a target are insensitive and say why, and only a gun is offered *Fire the gun*. With
 * GG_SCREENSHOT_DIR set, the window is saved at 1366 × 768 and 1024 × 600. */
#include "core-support.h"
#include "gg-config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>

#include "gg-activation-card.h"
#include "gg-activation-panel.h"
#include "gg-application.h"
#include "gg-bg-play.h"
#include "gg-bg-state.h"
#include "gg-chit-bag-view.h"
#include "gg-i18n.h"
#include "gg-play-panel.h"
#include "gg-replay-window.h"
#include "gg-replay.h"
#include "gg-side-panel.h"
#include "gg-table-paint.h"
#include "gg-table-view.h"
#include "gg-window.h"

#include "ui-play-fixture.h"

/* the play tests' own setup: these open the window at each screen's size */
G_GNUC_UNUSED static void (*const unused_setup) (Fixture *, gconstpointer) = setup;
G_GNUC_UNUSED static const GgLogEntry *(*const unused_last) (Fixture *) = last_entry;
G_GNUC_UNUSED static gboolean (*const unused_says) (const char *, const char *) = says;

typedef struct
{
  const char *language; /* "C" or "it" */
  int width, height;
} Screen;

/* One language a run: GLib decides once a process whether to translate (g_dgettext), so the
 * Italian run is its own (meson's ui-screen-it passes --language=it). */
static Screen screens[] = { { "C", 1366, 768 }, { "C", 1024, 600 } };

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
}

static void
screen_setup (Fixture *f, gconstpointer data)
{
  const Screen *s = data;

  use_language (s->language);
  f->window = ui_window_new (s->width, s->height);
  gg_window_open_demo (f->window);
  f->document = gg_window_get_document (f->window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-play", NULL));
  f->play_window = GTK_WINDOW (f->window);
  f->panel = gg_window_get_play_panel (f->window);
  for (int i = 0; i < 100 && !gtk_widget_get_mapped (GTK_WIDGET (f->panel)); i++)
    spin (20);
}

static void
shot (Fixture *f, gconstpointer data, const char *name)
{
  const Screen *s = data;
  g_autofree char *file =
    g_strdup_printf ("screen-%s-%dx%d-%s", name, s->width, s->height, s->language);

  screenshot (f, file);
}

static GgTableView *
table_of (Fixture *f)
{
  return gg_window_get_table_view (f->window);
}

static const char *
move_text (Fixture *f)
{
  return gg_side_panel_get_move_text (gg_table_view_get_side_panel (table_of (f)));
}

static GgFigure *
figure (Fixture *f, const char *id)
{
  return gg_game_lookup_figure (gg_document_get_game (f->document), id);
}

/* A drag of @dy mm from @from, as the pointer does it; ended or left under way. */
static void
drag_by (Fixture *f, GgPoint from, double dy, gboolean end)
{
  GtkWidget *canvas = gg_window_get_canvas (f->window);

  g_signal_emit_by_name (canvas, "drag-begin", from.x, from.y, 0u);
  for (int i = 1; i <= 5; i++)
    g_signal_emit_by_name (canvas, "drag-update", from.x, from.y + dy * i / 5);
  if (end)
    g_signal_emit_by_name (canvas, "drag-end", from.x, from.y + dy);
  spin (20);
}

static void
enter (Fixture *f, const char *chit)
{
  g_assert_true (gg_chit_bag_view_enter (gg_play_panel_get_chit_view (f->panel), chit));
  spin (20);
}

/* BG-4.2-h over the activation: A2 (infantry, in command, 15 cm) dragged 10 cm and 10 cm more ends at 15 cm
 * from where its move began; the side panel says it stopped there and cites the table's rule. */
static void
test_move_stops (Fixture *f, gconstpointer data)
{
  GgPoint start = figure (f, "A-2-L2")->base.centre;
  g_autofree char *stops =
    g_strdup_printf (_("stops at the allowance of this activation (%s)"), "BG-4.2-h");

  enter (f, "A2");
  drag_by (f, start, 100, TRUE);
  if (fabs (figure (f, "A-2-L2")->base.centre.y - (start.y + 100)) > 1)
    g_error ("A2 did not move: %s", move_text (f));
  drag_by (f, figure (f, "A-2-L2")->base.centre, 100, FALSE);
  shot (f, data, "move-stops");
  g_signal_emit_by_name (gg_window_get_canvas (f->window), "drag-end", start.x, start.y + 200);
  spin (20);
  g_assert_cmpfloat_with_epsilon (figure (f, "A-2-L2")->base.centre.y, start.y + 150, 1);
  if (strstr (move_text (f), stops) == NULL)
    g_error ("no stop at the allowance: %s", move_text (f));
}

/* BG-2.2-a/d: with A2 drawn, A1 is refused: it stays, and the side panel (and a toast) says
 * why. Choosing another squad clears what the move said. */
static void
test_move_refused (Fixture *f, gconstpointer data)
{
  GgPoint start = figure (f, "A-1-L1")->base.centre;
  g_autofree char *refused = g_strdup_printf (
    _("%c%d may not move (BG-2.2-d): only the pair drawn, %s, acts now"), 'A', 1, "A2");
  GgSelection *selection = gg_table_view_get_selection (table_of (f));
  enter (f, "A2");
  drag_by (f, start, 80, TRUE);
  shot (f, data, "move-refused");
  g_assert_cmpfloat (figure (f, "A-1-L1")->base.centre.y, ==, start.y);
  if (strstr (move_text (f), refused) == NULL)
    g_error ("no refusal: %s (expected %s)", move_text (f), refused);
  gg_selection_set_squad (selection, gg_document_get_game (f->document), "A-2-L2");
  spin (20);
  g_assert_cmpstr (move_text (f), ==, "");
}

/* A move past the allowance (a keyboard nudge does not stop) is refused when the card says
 * Moved, until the referee allows it: his override is logged as a ruling. */
static void
test_moved_override (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgFigure *moved;
  GgActivationCard *card;
  GgEdit *edit;
  guint entries;

  enter (f, "A2");
  card = gg_activation_panel_get_card (activation, 0);
  drag_by (f, figure (f, "A-2-L2")->base.centre, 10, TRUE); /* the move begins */
  moved = gg_figure_copy (figure (f, "A-2-L2"));
  moved->base.centre.y += 200;
  edit = gg_edit_new ("Nudge");
  gg_edit_set (edit, GG_COLLECTION_FIGURES, moved);
  g_assert_true (gg_document_apply (f->document, edit, NULL));
  entries = gg_log_get_n_entries (state_of (f)->log);
  gg_activation_card_move (card);
  spin (50);
  g_assert_nonnull (find_dialog ());
  ui_save_screen ("screen-override");
  answer ("cancel");
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries);
  gg_activation_card_move (card);
  spin (50);
  answer ("override");
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries + 2);
  g_assert_cmpint (gg_log_get_entry (state_of (f)->log, entries)->kind, ==, GG_LOG_RULING);
  g_assert_nonnull (strstr (gg_log_get_entry (state_of (f)->log, entries)->text, "BG-4.2-h"));
}

/* The verdict is drawn inside the view: at the right edge to the pointer's left, at the top
 * below it, never cut. */
static void
test_readout_box (Fixture *f, gconstpointer data)
{
  GgTablePaint p = { 0 };
  cairo_rectangle_t box;

  p.width = 800, p.height = 500;
  box = gg_table_paint_readout_box (&p, 100, 300, 200, 20);
  g_assert_cmpfloat (box.x, >, 100); /* room on the right: right of the pointer */
  box = gg_table_paint_readout_box (&p, 790, 300, 200, 20);
  g_assert_cmpfloat (box.x + box.width, <=, 790); /* to the left, clear of the pointer */
  g_assert_cmpfloat (box.x, >=, 0);
  box = gg_table_paint_readout_box (&p, 790, 5, 200, 20);
  g_assert_cmpfloat (box.y, >, 5); /* below */
  g_assert_cmpfloat (box.y + box.height, <=, 500);
  box = gg_table_paint_readout_box (&p, 400, 250, 900, 20); /* wider than the view */
  g_assert_cmpfloat (box.x, >=, GG_TABLE_PAINT_RULER);      /* not under the ruler */
  box = gg_table_paint_readout_box (&p, 60, 60, 200, 20);
  g_assert_cmpfloat (box.y, >=, GG_TABLE_PAINT_RULER);
}

static guint
reloads (GgGame *game, const char *id)
{
  g_autoptr (GPtrArray) markers = gg_game_state_markers (game);
  guint n = 0;

  for (guint i = 0; i < markers->len; i++)
    {
      GgMarker *m = g_ptr_array_index (markers, i);

      n += m->kind == GG_MARKER_RELOAD && g_strcmp0 (m->figure, id) == 0;
    }
  return n;
}

static const char *
status_text (Fixture *f)
{
  return gtk_label_get_text (GTK_LABEL (
    gtk_widget_get_template_child (GTK_WIDGET (f->window), GG_TYPE_WINDOW, "game_label")));
}

/* Replay: at the first entry B-1-1, shot later, still stands, A-1-1 has no reload marker yet and
 * the status bar counts it; at the second, both as they were then; closed, the present. */
static void
test_replay_past (Fixture *f, gconstpointer data)
{
  GgGame *game = gg_document_get_game (f->document);
  guint n = gg_game_state_n_on_table (game);
  g_autofree char *all = g_strdup_printf ("· %u ", n);
  g_autofree char *less = g_strdup_printf ("· %u ", n - 1);
  GgReplayWindow *replay;

  gg_document_log (f->document, GG_LOG_NOTE, NULL, test_log_literal ("before"), 0, 0);
  g_ptr_array_add (gg_bg_state_squad (game->state, 'B', 1, TRUE)->removed, g_strdup ("B-1-1"));
  g_assert_true (gg_game_state_set_marker (game, "A-1-1", GG_MARKER_RELOAD, TRUE));
  gg_document_log (f->document, GG_LOG_NOTE, NULL, test_log_literal ("after"), 0, 0);
  spin (20);
  g_assert_nonnull (strstr (status_text (f), less));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.replay", NULL);
  spin (100);
  replay = GG_REPLAY_WINDOW (find_toplevel (GG_TYPE_REPLAY_WINDOW));
  g_assert_true (gg_replay_window_go (replay, gg_log_get_n_entries (game->state->log) - 2));
  spin (20);
  g_assert_false (gg_game_state_off_table (game->state, "B-1-1"));
  g_assert_cmpuint (reloads (game, "A-1-1"), ==, 0);
  if (strstr (status_text (f), all) == NULL)
    g_error ("the status bar keeps the present: %s (then %s)", status_text (f), all);
  shot (f, data, "replay-before");
  g_assert_true (gg_replay_window_go (replay, gg_log_get_n_entries (game->state->log) - 1));
  spin (20);
  g_assert_true (gg_game_state_off_table (game->state, "B-1-1"));
  g_assert_cmpuint (reloads (game, "A-1-1"), ==, 1);
  g_assert_nonnull (strstr (status_text (f), less));
  gtk_window_close (GTK_WINDOW (replay));
  spin (50);
  g_assert_true (gg_game_state_off_table (game->state, "B-1-1"));
  g_assert_cmpuint (reloads (game, "A-1-1"), ==, 1);
}

static gboolean
morale_switch (Fixture *f)
{
  g_autoptr (GVariant) state =
    g_action_group_get_action_state (gg_table_view_get_actions (table_of (f)), "toggle-morale");

  return g_variant_get_boolean (state);
}

/* BG-2.3-a: a squad owing a test is drawn: the marker stays on its figures, the side panel's
 * switch is on and the card asks for the test, until the referee rules it off on the switch:
 * then all three agree again. */
static void
test_morale_one_fact (Fixture *f, gconstpointer data)
{
  GgGame *game = gg_document_get_game (f->document);
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgSelection *selection = gg_table_view_get_selection (table_of (f));
  GgActivationCard *card;

  g_assert_true (gg_game_state_set_marker (game, "A-1-1", GG_MARKER_MORALE_TEST, TRUE));
  gg_document_state_changed (f->document);
  enter (f, "A1");
  card = gg_activation_panel_get_card (activation, 0);
  gg_selection_set_squad (selection, game, "A-1-1");
  spin (20);
  g_assert_true (gg_activation_card_morale_due (card));
  g_assert_true (morale_switch (f));
  g_assert_true (gg_bg_state_morale_owed (gg_bg_state_squad (game->state, 'A', 1, FALSE)));
  gg_play_panel_show_page (f->panel, "activation");
  shot (f, data, "morale-owed");
  g_action_group_activate_action (gg_table_view_get_actions (table_of (f)), "toggle-morale", NULL);
  spin (20);
  g_assert_false (morale_switch (f));
  g_assert_false (gg_activation_card_morale_due (card));
}

static GtkWidget *
card_child (GgActivationCard *card, const char *name)
{
  return GTK_WIDGET (
    gtk_widget_get_template_child (GTK_WIDGET (card), GG_TYPE_ACTIVATION_CARD, name));
}

/* Fire with no target is insensitive and says why; an infantry squad is not offered a gun. */
static void
test_card_choices (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  GgActivationCard *card;
  GtkWidget *fire;
  GtkDropDown *actions;

  enter (f, "A1");
  card = gg_activation_panel_get_card (activation, 0);
  actions = GTK_DROP_DOWN (card_child (card, "action_dd"));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (actions)), ==, 4);
  gg_activation_card_select_action (card, GG_CARD_FIRE);
  spin (20);
  fire = card_child (card, "fire_button");
  g_assert_cmpint (gtk_widget_get_sensitive (fire), ==,
                   gg_activation_card_get_n_targets (card) > 0);
  if (gg_activation_card_get_n_targets (card) == 0)
    {
      GtkDropDown *targets = GTK_DROP_DOWN (card_child (card, "target_dd"));

      g_assert_nonnull (gtk_widget_get_tooltip_text (fire));
      /* the card's own words, never GTK's "(None)" (untranslated in Italian) */
      g_assert_cmpstr (gtk_string_object_get_string (
                         GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (targets))),
                       ==, g_dgettext (GETTEXT_PACKAGE, "No target"));
    }
  gg_play_panel_show_page (f->panel, "activation");
  shot (f, data, "card-fire");
}

/* A pair drawn over one that had not acted says so. */
static void
test_pair_dropped (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gg_play_panel_get_chit_view (f->panel)),
                                             "chits.draw", NULL));
  spin (20);
  g_assert_null (gg_activation_panel_get_dropped (activation));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gg_play_panel_get_chit_view (f->panel)),
                                             "chits.draw", NULL));
  spin (20);
  g_assert_nonnull (gg_activation_panel_get_dropped (activation));
  g_assert_nonnull (strstr (gg_activation_panel_get_dropped (activation), "BG-2.2-a"));
  gg_play_panel_show_page (f->panel, "activation");
  shot (f, data, "pair-dropped");
}

/* --language=it (taken out of @argv): the run's language. */
static const char *
take_language (int *argc, char **argv)
{
  const char *language = "C";
  int k = 1;

  for (int i = 1; i < *argc; i++)
    if (g_str_has_prefix (argv[i], "--language="))
      language = argv[i] + strlen ("--language=");
    else
      argv[k++] = argv[i];
  *argc = k;
  return language;
}

#define ADD(s, path, fn)                                                                    \
  do                                                                                        \
    {                                                                                       \
      g_autofree char *name =                                                               \
        g_strdup_printf ("/ui/screen/%s/%dx%d/%s", s->language, s->width, s->height, path); \
      g_test_add (name, Fixture, s, screen_setup, fn, teardown);                            \
    }                                                                                       \
  while (0)

static void
act (Fixture *f, const char *name, GVariant *param)
{
  g_action_group_activate_action (gg_table_view_get_actions (table_of (f)), name, param);
  spin (20);
}

static void
press (Fixture *f, GgPoint p, int n)
{
  g_signal_emit_by_name (gg_window_get_canvas (f->window), "pressed", p.x, p.y, n, 0u);
  spin (20);
}

static gboolean
has_shell_marker (GgGame *game)
{
  for (guint i = 0; i < game->markers->len; i++)
    if (((GgMarker *) g_ptr_array_index (game->markers, i))->kind == GG_MARKER_AIM)
      return TRUE;
  return FALSE;
}

/* BG-4.4-j, BG-2.4-b: the Aim tool without a gun says what it needs; with A5's gun drawn, one
 * shell fires and a second in the same activation is refused with the reason. */
static void
test_aim_one_shell (Fixture *f, gconstpointer data)
{
  g_autofree char *need = g_strdup (_("Aim: select one gun first (click it with the Select tool), "
                                      "then click where its shell should fall (BG-4.4-j)"));
  g_autofree char *again = g_strdup_printf (
    _("%c%d has acted this activation (BG-2.4-b): its gun fires no other shell until it is "
      "drawn again"),
       'A', 5);
  GgPoint aim = figure (f, "B-2-L2")->base.centre;
  guint rolls;

  act (f, "tool", g_variant_new_string ("aim"));
  press (f, aim, 1);
  g_assert_cmpstr (move_text (f), ==, need);
  enter (f, "A5");
  act (f, "tool", g_variant_new_string ("select"));
  press (f, figure (f, "A-G1")->base.centre, 2);
  act (f, "tool", g_variant_new_string ("aim"));
  press (f, aim, 1);
  rolls = gg_dice_get_n_rolls (state_of (f)->dice);
  act (f, "roll-shell", NULL);
  g_assert_cmpuint (gg_dice_get_n_rolls (state_of (f)->dice), ==, rolls + 1);
  act (f, "clear-aim", NULL);
  press (f, aim, 1);
  act (f, "roll-shell", NULL);
  g_assert_cmpuint (gg_dice_get_n_rolls (state_of (f)->dice), ==, rolls + 1);
  g_assert_cmpstr (move_text (f), ==, again);
  shot (f, data, "aim-second-shell");
  g_assert_false (has_shell_marker (gg_document_get_game (f->document)));
}

int
main (int argc, char **argv)
{
  const char *language = take_language (&argc, argv);

  for (guint i = 0; i < G_N_ELEMENTS (screens); i++)
    screens[i].language = language;
  use_language (language);
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
  use_language (language);
  for (guint i = 0; i < G_N_ELEMENTS (screens); i++)
    {
      const Screen *s = &screens[i];

      ADD (s, "move-stops/BG-4.2-h", test_move_stops);
      ADD (s, "move-refused/BG-2.2-d", test_move_refused);
      ADD (s, "moved-override/BG-4.2-h", test_moved_override);
      ADD (s, "readout-box", test_readout_box);
      ADD (s, "replay-past/BG-3.1-e", test_replay_past);
      ADD (s, "morale-one-fact/BG-2.3-a", test_morale_one_fact);
      ADD (s, "card-choices", test_card_choices);
      ADD (s, "pair-dropped/BG-2.2-a", test_pair_dropped);
      ADD (s, "aim-one-shell/BG-2.4-b", test_aim_one_shell);
    }
  return ui_harness_run ();
}
