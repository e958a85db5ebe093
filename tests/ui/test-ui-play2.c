/* test-ui-play2.c: the rest of the play panel under a real display, on the demo battle: mutual
 * fire held back and mutual charges meeting (BG-2.2-f/g), the assault through its morale tests
 * (BG-11.2), the Captain, a new squad leader and a surrender into prisoners (BG-4.8, BG-4.1-i,
 * BG-13), hiding and revealing (BG-14), and officers moving once a turn (BG-10.8). Each checks the
 * game state and the referee log. Skips cleanly without a display. */
#include "gg-config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdlib.h>

#include "gg-application.h"
#include "gg-i18n.h"
#include "gg-activation-extra.h"
#include "gg-activation-card-private.h"
#include "gg-activation-special.h"
#include "gg-bg-play.h"
#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-play-panel.h"
#include "gg-window.h"

#include "ui-play-fixture.h"

static GgActivationCard *
draw (Fixture *f, const char *a, const char *b)
{
  GgChitBagView *view = gg_play_panel_get_chit_view (f->panel);

  GgActivationPanel *panel = gg_play_panel_get_activation_panel (f->panel);

  g_assert_true (gg_chit_bag_view_enter (view, a));
  if (b != NULL)
    g_assert_true (gg_chit_bag_view_enter (view, b));
  for (guint i = 0; i < gg_activation_panel_get_n_cards (panel); i++)
    {
      GgActivationCard *card = gg_activation_panel_get_card (panel, i);
      GgBgSquadRef s = gg_activation_card_get_squad (card);

      if (s.side == a[0] && s.number == atoi (a + 1))
        return card;
    }
  g_assert_not_reached ();
}

static GgGame *
game_of (Fixture *f)
{
  return gg_document_get_game (f->document);
}

/* Moves every figure of @side's squad @squad by @dy mm. */
static void
shift (Fixture *f, char side, int squad, double dy)
{
  GgGame *game = game_of (f);

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (game->figures, i);

      if (fig->side == side && fig->squad == squad)
        fig->base.centre.y += dy;
    }
  gg_document_changed (f->document);
}

/* BG-2.2-f: the first squad's casualties wait until the second has fired; BG-2.2-g shown. */
static void
test_mutual_fire (Fixture *f, gconstpointer data)
{
  GgActivationPanel *panel = gg_play_panel_get_activation_panel (f->panel);
  GgActivationCard *a, *b;
  GgSquadState *b1;
  guint n;

  g_assert_nonnull (state_of (f));
  shift (f, 'B', 1, -600);
  draw (f, "A1", "B1");
  gg_activation_pair_set_interaction (gg_activation_panel_get_pair (panel), GG_PAIR_MUTUAL_CHARGE);
  g_assert_true (says (gg_activation_pair_get_meeting (gg_activation_panel_get_pair (panel)),
                       "Mutual charge: the squads meet %.1f cm from %c%d's leader and %.1f cm "
                       "from %c%d's leader (BG-2.2-g)."));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-2.2-g"));
  gg_activation_pair_set_interaction (gg_activation_panel_get_pair (panel), GG_PAIR_MUTUAL_FIRE);
  a = gg_activation_panel_get_card (panel, 0);
  b = gg_activation_panel_get_card (panel, 1);
  gg_activation_card_select_action (a, GG_CARD_FIRE);
  g_assert_cmpuint (gg_activation_card_get_n_targets (a), >=, 1);
  gg_activation_card_set_dice (a, "9 9 9 9 9 9 9 9");
  gg_activation_card_fire (a);
  gg_bg_state_get_deferred (state_of (f), &n);
  g_assert_cmpuint (n, >, 0); /* held back */
  b1 = gg_bg_state_squad (state_of (f), 'B', 1, FALSE);
  g_assert_true (b1 == NULL || b1->removed->len == 0);
  gg_activation_card_select_action (b, GG_CARD_FIRE);
  gg_activation_card_set_dice (b, "0 0 0 0 0 0 0 0");
  gg_activation_card_fire (b);
  gg_bg_state_get_deferred (state_of (f), &n);
  g_assert_cmpuint (n, ==, 0);
  b1 = gg_bg_state_squad (state_of (f), 'B', 1, FALSE);
  g_assert_cmpuint (b1->removed->len, >, 0);
  g_assert_true (
    says (last_entry (f)->text, "Mutual fire: the losses held back now leave play: %s (BG-2.2-f)"));
}

/* BG-11.2: the assault goes through the attacker's test, the bonus and the defender's test, each
 * logged, then the melee rounds with their odds. */
static void
test_assault (Fixture *f, gconstpointer data)
{
  GgActivationCard *card;
  GgLog *log;
  guint before;
  gboolean tests = FALSE, rounds = FALSE;

  g_assert_nonnull (state_of (f));
  /* the platoon commander beside A1's leader: A1 in command, so it may assault (BG-4.2-l) */
  gg_game_lookup_figure (game_of (f), "A-PLA")->base.centre = (GgPoint){ 400, 200 };
  shift (f, 'B', 1, -780);
  card = draw (f, "A1", NULL);
  gg_activation_card_select_action (card, GG_CARD_MELEE);
  g_assert_cmpuint (gg_activation_card_get_n_targets (card), >=, 1);
  g_assert_true (says (gg_activation_card_get_text (card, GG_CARD_MELEE_ODDS),
                       "\nAttackers' morale test first (BG-11.2-a): %s"));
  log = state_of (f)->log;
  before = gg_log_get_n_entries (log);
  gg_activation_card_melee (card);
  for (guint i = before; i < gg_log_get_n_entries (log); i++)
    {
      const char *t = gg_log_get_entry (log, i)->text;

      tests |= strstr (t, "BG-11.2") != NULL || strstr (t, "BG-9") != NULL;
      rounds |= strstr (t, "BG-11.3-a") != NULL;
    }
  if (!tests)
    g_printerr ("%s\n", gg_activation_card_get_text (card, GG_CARD_MELEE_RESULT));
  g_assert_true (tests);
  g_assert_cmpstr (gg_activation_card_get_text (card, GG_CARD_MELEE_RESULT), !=, "");
  if (strstr (gg_activation_card_get_text (card, GG_CARD_MELEE_RESULT), "BG-11.3-a"))
    g_assert_true (rounds);
}

/* BG-5-d/g: the card forms mass through the core (its one Form Mass button, on the special
 * actions, gg-activation-special.c): the squad's action, kept in the state, the ruling logged and
 * shown; a move afterwards leaves it (AMB-29). */
static void
test_mass (Fixture *f, gconstpointer data)
{
  GgActivationCard *card;
  GgActivationSpecial *special;

  g_assert_nonnull (state_of (f));
  card = draw (f, "A1", NULL);
  special = gg_activation_extra_get_special (gg_activation_card_get_extra (card));
  g_assert_true (gg_activation_special_form_mass (special));
  g_assert_true (gg_bg_state_squad (state_of (f), 'A', 1, FALSE)->mass);
  g_assert_true (says (last_entry (f)->text, "Squad %c%d forms mass: +1 in melee against cavalry "
                                             "until it moves [BG-5-d, BG-11.8-b]"));
  g_assert_cmpstr (gg_activation_special_get_result (special), ==, last_entry (f)->text);
  gg_activation_card_move (card); /* acted already: nothing happens */
  g_assert_true (gg_bg_state_squad (state_of (f), 'A', 1, FALSE)->mass);
}

/* BG-11.8-a on the card, 003 L413: "copertura dura (casa, muro, palizzata): +2; (la cavalleria
 * non può attaccare)". A1 mounted (cavalry) before B1 inside the farm (hard cover): the preview
 * says the charge is not allowed with the rule, and the Charge button is refused by the core with
 * the rule shown and logged, no die rolled, the squad free to act; `explain melee` gives the same
 * refusal from the same call (gg_bg_fight_check, tests/rules/test-explain.c). */
static void
test_charge_refused (Fixture *f, gconstpointer data)
{
  GgGame *game = game_of (f);
  GgActivationCard *card;
  guint rolls;
  const char *result;

  g_assert_nonnull (state_of (f));
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (game->figures, i);

      if (fig->side == 'A' && fig->squad == 1)
        {
          fig->base.depth = 30; /* a mounted base (BG-3.2-b): cavalry */
          fig->base.centre.x += 660;
          fig->base.centre.y = 650;
        }
      else if (fig->side == 'B' && fig->squad == 1)
        {
          fig->base.centre.x += 620; /* inside the farm, at its edge */
          fig->base.centre.y = 705;
        }
    }
  gg_document_changed (f->document);
  card = draw (f, "A1", NULL);
  gg_activation_card_select_action (card, GG_CARD_MELEE);
  g_assert_cmpuint (gg_activation_card_get_n_targets (card), >=, 1);
  g_assert_nonnull (strstr (gg_activation_card_get_text (card, GG_CARD_MELEE_ODDS), "BG-11.8-a"));
  rolls = gg_dice_get_n_rolls (state_of (f)->dice);
  gg_activation_card_melee (card);
  result = gg_activation_card_get_text (card, GG_CARD_MELEE_RESULT);
  g_assert_nonnull (strstr (result, "BG-11.8-a"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-11.8-a"));
  g_assert_cmpuint (gg_dice_get_n_rolls (state_of (f)->dice), ==, rolls);
  g_assert_false (gg_bg_state_squad (state_of (f), 'A', 1, FALSE)->steps & GG_STEP_ACTED);
}

/* BG-11.7-a on the card: a lancer's first-round +3 (charge +2, lance +1) is previewed beside his
 * name, apart from the troopers' +2. */
static void
test_lancer_preview (Fixture *f, gconstpointer data)
{
  GgGame *game = game_of (f);
  GgActivationCard *card;
  const char *odds;

  g_assert_nonnull (state_of (f));
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (game->figures, i);

      if (fig->side == 'A' && fig->squad == 1)
        fig->base.depth = 30; /* a mounted base (BG-3.2-b): cavalry */
    }
  g_assert_true (gg_bg_state_set_weapon (state_of (f), 'A', 1, "A-1-1", "lance"));
  shift (f, 'B', 1, -780);
  card = draw (f, "A1", NULL);
  gg_activation_card_select_action (card, GG_CARD_MELEE);
  odds = gg_activation_card_get_text (card, GG_CARD_MELEE_ODDS);
  g_assert_nonnull (strstr (odds, "A-1-1: "));
  g_assert_nonnull (strstr (odds, "BG-11.8-g"));
  g_assert_nonnull (strstr (odds, "BG-11.8-e"));
}

/* Scrolls the page holding @widget so that it shows at the top (for screenshots). */
static void
scroll_to (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  graphene_point_t at;

  for (int i = 0; i < 100 && gtk_widget_get_height (widget) == 0; i++)
    spin (20);
  if (scrolled == NULL)
    return;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  if (gtk_widget_compute_point (widget, content, &GRAPHENE_POINT_INIT (0, 0), &at))
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                              at.y);
  else
    g_test_message ("could not scroll to %s", G_OBJECT_TYPE_NAME (widget));
}

/* BG-4.8-j/k, BG-4.8-h, BG-4.1-i, BG-13: the Captain's roll, a new leader, a surrender. */
static void
test_leaders (Fixture *f, gconstpointer data)
{
  GgActivationCard *card;
  GgActivationExtra *extra;
  const char *rule = NULL;
  const char *lost[] = { "A-1-L1", NULL };
  const char *lost_b[] = { "B-1-L1", NULL };
  GgChit a1 = { 'A', 1 };
  GgChoice *choice;
  int before;

  g_assert_nonnull (state_of (f));
  gg_bg_state_officer (state_of (f), "A-CyL", TRUE)->out = TRUE;
  gg_bg_state_record_losses (state_of (f), 'A', 1, lost, FALSE);
  card = draw (f, "A1", NULL);
  extra = gg_activation_card_get_extra (card);
  g_assert_true (says (gg_activation_extra_get_captain_text (extra),
                       "The Captain has fallen: attempt %d replaces him on a D10 of 0–%d, "
                       "%.0f %% (BG-4.8-j/k)."));
  before = gg_bg_state (state_of (f))->captain_attempts[0];
  g_assert_true (gg_dice_queue_entered (state_of (f)->dice, GG_DIE_D10, 9));
  g_assert_false (gg_activation_extra_replace_captain (extra));
  g_assert_cmpint (gg_bg_state (state_of (f))->captain_attempts[0], ==, before + 1);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-4.8-j/k"));
  /* BG-4.8-k: once a turn; the card says why the button is off */
  g_assert_true (says (strchr (gg_activation_extra_get_captain_text (extra), '\n') + 1,
                       "Side %c has rolled for its Captain this turn: attempt %d comes next "
                       "turn, once the bag is refilled (BG-4.8-k)."));
  g_assert_nonnull (strstr (gg_activation_extra_get_captain_text (extra), "(BG-4.8-k)"));
  g_assert_nonnull (strstr (gg_activation_extra_get_captain_text (extra), "(BG-4.8-k)"));
  g_assert_false (gg_activation_extra_replace_captain (extra));
  g_assert_cmpint (gg_bg_state (state_of (f))->captain_attempts[0], ==, before + 1);
  /* no officer attached since an earlier turn: no new leader yet (BG-4.8-h) */
  g_assert_false (gg_activation_extra_appoint (extra));
  gg_bg_play_attach (game_of (f), "A-PLA", &a1);
  gg_bg_state_officer (state_of (f), "A-PLA", FALSE)->attached_turn = 0;
  /* the player names A-1-3 rather than the first figure (BG-4.8-h, AMB-17) */
  choice = gg_activation_extra_get_leader_choice (extra);
  g_assert_cmpstr (gg_choice_get (choice), ==, "A-1-1");
  g_assert_true (gg_choice_select (choice, "A-1-3"));
  g_assert_true (gg_activation_extra_appoint (extra));
  g_assert_cmpstr (gg_game_lookup_figure (game_of (f), "A-1-3")->role, ==, "L1");
  g_assert_cmpstr (gg_game_lookup_figure (game_of (f), "A-1-1")->role, ==, "1");
  g_assert_nonnull (strstr (last_entry (f)->text, "A-1-3"));
  g_assert_nonnull (strstr (last_entry (f)->text, "A-1-1")); /* the choice is logged */
  /* B1 leaderless with A1 close: it surrenders and its figures become prisoners under escort */
  gg_bg_state_record_losses (state_of (f), 'B', 1, lost_b, FALSE);
  gg_bg_state_officer (state_of (f), "B-PLA", TRUE)->out = TRUE; /* no officer to rally to */
  shift (f, 'B', 1, -800);
  card = draw (f, "B1", NULL);
  extra = gg_activation_card_get_extra (card);
  g_assert_cmpint (gg_activation_extra_leaderless (extra, &rule), ==, GG_BG_LEADERLESS_SURRENDER);
  /* the nearest squad is offered first; the player sends A2 instead (BG-13-b) */
  choice = gg_activation_extra_get_escort_choice (extra);
  g_assert_cmpstr (gg_choice_get (choice), ==, "A1");
  g_assert_true (gg_choice_select (choice, "A2"));
  gg_play_panel_show_page (f->panel, "activation");
  scroll_to (gg_activation_extra_get_widget (extra));
  screenshot (f, "play2-escort-choice");
  g_assert_true (gg_activation_extra_apply_leaderless (extra));
  g_assert_nonnull (gg_bg_state_prisoner (state_of (f), "B-1-1"));
  g_assert_cmpint (gg_bg_state_prisoner (state_of (f), "B-1-1")->captor.squad, ==, 2);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-13-b"));
  g_assert_cmpuint (gg_bg_state_prisoner (state_of (f), "B-1-1")->escorts->len, >=, 1);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-13-a/c"));
}

/* BG-14: hiding seals the figures out of the game; Reveal puts them back; spotting is automatic. */
static void
test_hidden (Fixture *f, gconstpointer data)
{
  GgPlayContext *context = gg_play_panel_get_context (f->panel);
  GgActivationCard *card;
  GgActivationExtra *extra;
  GgHiddenSquad *h;
  GgChit b3 = { 'B', 3 };
  guint figures = game_of (f)->figures->len, before;
  gboolean spotted = FALSE;
  GgLog *log;

  g_assert_nonnull (state_of (f));
  card = draw (f, "B3", NULL);
  extra = gg_activation_card_get_extra (card);
  g_assert_true (gg_activation_extra_hide (extra, GG_HIDDEN_IMBOSCATA));
  h = gg_bg_state_hidden (state_of (f), 'B', 3);
  g_assert_nonnull (h);
  g_assert_true (g_str_has_prefix (h->seal, "gg1:"));
  g_assert_null (strstr (h->seal, "B-3-1"));
  g_assert_null (gg_game_lookup_figure (game_of (f), "B-3-1"));
  g_assert_cmpuint (game_of (f)->figures->len, ==, figures - 5);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-14"));
  g_assert_true (gg_activation_pair_reveal (context, b3));
  g_assert_nonnull (gg_game_lookup_figure (game_of (f), "B-3-1"));
  g_assert_null (gg_bg_state_hidden (state_of (f), 'B', 3));
  /* hidden deployment: two markers stay; an enemy who sees one spots the squad (BG-14.3-d) */
  before = gg_log_get_n_entries (state_of (f)->log);
  g_assert_true (gg_activation_extra_hide (extra, GG_HIDDEN_NASCOSTO));
  log = state_of (f)->log;
  for (guint i = before; i < gg_log_get_n_entries (log); i++)
    spotted |= says (gg_log_get_entry (log, i)->text,
                     "Squad %c%d is spotted: an enemy figure sees its markers (BG-14.3-d)");
  /* on the open demo table the enemy sees the markers at once: spotted and revealed */
  g_assert_true (spotted);
  g_assert_null (gg_bg_state_hidden (state_of (f), 'B', 3));
  g_assert_cmpuint (game_of (f)->figures->len, ==, figures);
}

/* BG-10.8: the card says whether the officer may still move this turn; once he has, it says so. */
static void
test_officer (Fixture *f, gconstpointer data)
{
  GgActivationCard *card;
  GgActivationExtra *extra;
  const char *text;

  g_assert_nonnull (state_of (f));
  card = draw (f, "A1", NULL);
  extra = gg_activation_card_get_extra (card);
  text = gg_activation_extra_get_officer_text (extra);
  g_assert_nonnull (text);
  g_assert_true (says (text, "Officer %s may still move this turn, with this squad (%s)."));
  g_assert_true (gg_activation_extra_officer_moved (extra));
  g_assert_cmpuint (gg_bg_state_officer (state_of (f), "A-PLA", FALSE)->moved_turn, ==,
                    gg_game_state_get_turn (state_of (f)));
  g_assert_true (
    says (last_entry (f)->text, "Officer %s moves with squad %c%d, once this turn (BG-10.8-b)"));
  g_assert_true (says (gg_activation_extra_get_officer_text (extra),
                       "Officer %s has already moved this turn (%s)."));
  g_assert_false (gg_activation_extra_officer_moved (extra));
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play2-officer");
}

/* Closes the window and opens @file in a new one with the play panel shown, as a player would. */
static void
reopen (Fixture *f, GFile *file)
{
  ui_close_window (f->window);
  f->window = ui_window_new (1000, 700);
  ui_harness_open (f->window, file);
  f->document = gg_window_get_document (f->window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-play", NULL));
  f->play_window = GTK_WINDOW (f->window);
  f->panel = gg_window_get_play_panel (f->window);
  spin (100);
}

static guint
entries_saying (Fixture *f, const char *msgid)
{
  GgLog *log = state_of (f)->log;
  guint n = 0;

  for (guint i = 0; i < gg_log_get_n_entries (log); i++)
    n += says (gg_log_get_entry (log, i)->text, msgid);
  return n;
}

/* BG-2.2-a, BG-2.3: a pair drawn with Draw Two, one squad has acted, mutual fire declared; saved,
 * closed and opened again: the same pair is current, the same chits gone from the bag, the draw
 * logged once; the squad that acted cannot act again, the other still can. */
static void
test_resume (Fixture *f, gconstpointer data)
{
  GgActivationPanel *panel = gg_play_panel_get_activation_panel (f->panel);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "gigogin-resume-test.yaml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GgChit pair[2], after[2];
  guint in_bag, entries;

  g_assert_nonnull (state_of (f));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gg_play_panel_get_chit_view (f->panel)),
                                             "chits.draw", NULL));
  g_assert_cmpuint (gg_chitbag_get_current (state_of (f)->chits, pair), ==, 2);
  in_bag = gg_chitbag_get_n_in_bag (state_of (f)->chits);
  gg_activation_pair_set_interaction (gg_activation_panel_get_pair (panel), GG_PAIR_MUTUAL_FIRE);
  gg_activation_card_select_action (gg_activation_panel_get_card (panel, 0), GG_CARD_MOVE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gg_activation_panel_get_card (panel, 0)),
                                             "card.move", NULL));
  g_assert_true (ui_harness_save (f->window, file));
  reopen (f, file);
  panel = gg_play_panel_get_activation_panel (f->panel);
  g_assert_cmpuint (gg_chitbag_get_current (state_of (f)->chits, after), ==, 2);
  for (guint i = 0; i < 2; i++)
    g_assert_true (after[i].side == pair[i].side && after[i].squad == pair[i].squad);
  g_assert_cmpuint (gg_chitbag_get_n_in_bag (state_of (f)->chits), ==, in_bag);
  g_assert_cmpuint (entries_saying (f, "Chits drawn: %s [BG-2.2-a]"), ==, 1);
  g_assert_cmpint (gg_play_context_get_interaction (gg_play_panel_get_context (f->panel)), ==,
                   GG_PAIR_MUTUAL_FIRE);
  g_assert_cmpuint (gg_activation_panel_get_n_cards (panel), ==, 2);
  entries = gg_log_get_n_entries (state_of (f)->log);
  gg_activation_card_move (gg_activation_panel_get_card (panel, 0)); /* it has acted */
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries);
  gg_activation_card_select_action (gg_activation_panel_get_card (panel, 1), GG_CARD_MOVE);
  gg_activation_card_move (gg_activation_panel_get_card (panel, 1));
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries + 1);
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play2-resumed");
  g_unlink (path);
}

/* BG-15.1-d: a squad in the bag close to the enemy just drawn acts first; its card comes first,
 * and it still does after the game is saved and opened again (the record of draws). */
static void
test_previdente (Fixture *f, gconstpointer data)
{
  GgActivationPanel *panel;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "gigogin-preempt-test.yaml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  int roll;

  g_assert_nonnull (state_of (f));
  shift (f, 'B', 1, -600); /* 25 cm in front of A1 */
  draw (f, "B1", NULL);
  g_assert_true (gg_dice_queue_entered (state_of (f)->dice, GG_DIE_D10, 1));
  g_assert_true (gg_chit_bag_view_preempt (gg_play_panel_get_chit_view (f->panel), 0, &roll));
  g_assert_cmpint (roll, ==, 1);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-15.1-d"));
  g_assert_true (ui_harness_save (f->window, file));
  reopen (f, file);
  panel = gg_play_panel_get_activation_panel (f->panel);
  g_assert_cmpuint (gg_activation_panel_get_n_cards (panel), ==, 2);
  g_assert_cmpint (gg_activation_card_get_squad (gg_activation_panel_get_card (panel, 0)).side, ==,
                   'A');
  g_assert_false (gg_chitbag_in_bag (state_of (f)->chits, 'A', 1));
  g_unlink (path);
}

/* BG-15.1-n: the card's morale test goes through the core, so the leader's character applies:
 * Sfortunato's second D20 is rolled and logged with the test (two dice in one entry). */
static void
test_morale_sfortunato (Fixture *f, gconstpointer data)
{
  GgActivationPanel *activation = gg_play_panel_get_activation_panel (f->panel);
  const char *lost[] = { "A-1-3", NULL };
  GgActivationCard *card;
  GgLog *log;
  guint before, found = 0;

  g_assert_nonnull (state_of (f));
  gg_bg_state_record_losses (state_of (f), 'A', 1, lost, FALSE);
  gg_bg_state_squad (state_of (f), 'A', 1, TRUE)->characters = GG_BG_CHAR_SFORTUNATO;
  card = draw (f, "A1", NULL);
  g_assert_true (gg_activation_card_morale_due (card));
  g_assert_nonnull (strstr (gg_activation_card_get_text (card, GG_CARD_MORALE_ODDS), "%"));
  log = state_of (f)->log;
  before = gg_log_get_n_entries (log);
  gg_activation_card_set_dice (card, "3");
  g_assert_true (gtk_widget_activate_action (
    GTK_WIDGET (gg_activation_panel_get_card (activation, 0)), "card.morale", NULL));
  for (guint i = before; i < gg_log_get_n_entries (log); i++)
    {
      const GgLogEntry *e = gg_log_get_entry (log, i);

      if (says (e->text, "Morale test %s [BG-9-b]: %d figures, D20 %d, modifiers: %s; "
                         "total %d: %s%s [%s%s]"))
        found = e->n_rolls;
    }
  g_assert_cmpuint (found, ==, 2); /* the D20 typed in and Sfortunato's second */
  g_assert_nonnull (strstr (gg_activation_card_get_text (card, GG_CARD_MORALE_RESULT), "D20 3"));
}

static gboolean
removed (Fixture *f, char side, int squad, const char *id)
{
  GgSquadState *s = gg_bg_state_squad (state_of (f), side, squad, FALSE);

  for (guint i = 0; s != NULL && i < s->removed->len; i++)
    if (g_strcmp0 (s->removed->pdata[i], id) == 0)
      return TRUE;
  return FALSE;
}

/* BG-12.4-e in an assault (BG-11.2-a): "Capo Squadra Colpito" in the attacker's test removes its
 * leader, as the card's own morale test does; the removal is logged. */
static void
test_assault_leader_hit (Fixture *f, gconstpointer data)
{
  GgActivationCard *card;
  GtkLabel *out = GTK_LABEL (g_object_ref_sink (gtk_label_new ("")));

  g_assert_nonnull (state_of (f));
  gg_game_lookup_figure (game_of (f), "A-PLA")->base.centre = (GgPoint){ 400, 200 };
  shift (f, 'B', 1, -780);
  card = draw (f, "A1", NULL);
  g_assert_false (removed (f, 'A', 1, "A-1-L1"));
  g_assert_true (gg_dice_queue_entered (state_of (f)->dice, GG_DIE_D20, 20));
  g_assert_true (gg_activation_card_run_melee (card, (GgBgSquadRef){ 'B', 1 }, out));
  g_assert_true (removed (f, 'A', 1, "A-1-L1"));
  g_assert_true (says (last_entry (f)->text, "Assault of squad %c%d on squad %c%d: "));
  g_assert_cmpuint (entries_saying (f, "Capo Squadra Colpito: %s is hit (%s)"), ==, 1);
  g_object_unref (out);
}

/* Adds officer @id of side A with @role at @at (a figure the demo does not have). */
static void
add_officer (Fixture *f, const char *id, const char *role, GgPoint at)
{
  GgFigure *fig = gg_figure_new (id);

  fig->side = 'A';
  fig->role = g_strdup (role);
  fig->base = gg_game_lookup_figure (game_of (f), "A-PLA")->base;
  fig->base.centre = at;
  g_assert_true (gg_game_add_figure (game_of (f), fig));
  gg_document_changed (f->document);
}

/* BG-4.5-k, AMB-18: the Captain has fallen; the card offers his Lieutenant as stand-in,
 * pre-selected; taking command makes him Captain and logs it. */
static void
test_stand_in (Fixture *f, gconstpointer data)
{
  GgActivationExtra *extra;
  GgActivationCommand *command;

  g_assert_nonnull (state_of (f));
  add_officer (f, "A-CyL", "CyL", (GgPoint){ 300, 100 });
  add_officer (f, "A-CSt", "CSt", (GgPoint){ 500, 100 });
  gg_bg_state_officer (state_of (f), "A-CyL", TRUE)->out = TRUE;
  extra = gg_activation_card_get_extra (draw (f, "A1", NULL));
  command = gg_activation_extra_get_command (extra);
  g_assert_cmpstr (gg_choice_get (gg_activation_command_get_stand_in_choice (command)), ==,
                   "A-CSt CyL");
  gg_play_panel_show_page (f->panel, "activation");
  scroll_to (gg_activation_extra_get_widget (extra));
  screenshot (f, "play2-stand-in");
  g_assert_true (gg_activation_command_stand_in (command));
  g_assert_cmpstr (gg_game_lookup_figure (game_of (f), "A-CSt")->role, ==, "CyL");
  g_assert_true (says (last_entry (f)->text, "%s (%s) takes the place of the fallen %s (%s)"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-4.5-k"));
}

/* BG-4.1-c: the card attaches an officer of the side to the drawn squad through the core, and
 * the log says so. */
static void
test_attach (Fixture *f, gconstpointer data)
{
  GgActivationCommand *command;
  GgChoice *officer;
  GgOfficerState *o;

  g_assert_nonnull (state_of (f));
  add_officer (f, "A-CyL", "CyL", gg_game_lookup_figure (game_of (f), "A-1-L1")->base.centre);
  command = gg_activation_extra_get_command (gg_activation_card_get_extra (draw (f, "A1", NULL)));
  officer = gg_activation_command_get_officer_choice (command);
  g_assert_true (gg_choice_select (officer, "A-CyL"));
  g_assert_true (gg_activation_command_attach (command));
  o = gg_bg_state_officer (state_of (f), "A-CyL", FALSE);
  g_assert_nonnull (o);
  g_assert_cmpint (o->attached.side, ==, 'A');
  g_assert_cmpint (o->attached.squad, ==, 1);
  g_assert_nonnull (strstr (last_entry (f)->text, "A-CyL attaches to squad A1 (BG-4.1-c)"));
}

/* BG-4.8-i: the platoon commander has fallen; the Captain, attached to A1 since an earlier turn
 * and in contact with its leader, promotes him; the player names A-1-2 the new squad leader. */
static void
test_promote (Fixture *f, gconstpointer data)
{
  GgActivationCommand *command;
  GgChit a1 = { 'A', 1 };
  GgChoice *heir;

  g_assert_nonnull (state_of (f));
  add_officer (f, "A-CyL", "CyL", gg_game_lookup_figure (game_of (f), "A-1-L1")->base.centre);
  gg_bg_state_officer (state_of (f), "A-PLA", TRUE)->out = TRUE;
  gg_bg_play_attach (game_of (f), "A-CyL", &a1);
  gg_bg_state_officer (state_of (f), "A-CyL", FALSE)->attached_turn = 0;
  command = gg_activation_extra_get_command (gg_activation_card_get_extra (draw (f, "A1", NULL)));
  heir = gg_activation_command_get_heir_choice (command);
  g_assert_cmpstr (gg_choice_get (heir), ==, gg_choice_get_default (heir));
  g_assert_true (gg_choice_select (heir, "A-1-2"));
  g_assert_true (gg_activation_command_promote (command));
  g_assert_cmpstr (gg_game_lookup_figure (game_of (f), "A-1-L1")->role, ==, "PLA");
  g_assert_cmpstr (gg_game_lookup_figure (game_of (f), "A-1-2")->role, ==, "L1");
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-4.8-i"));
}

/* BG-13-b/d/e: A1 and A2 hold prisoners; A1's card shows its march at infantry speed, the UCT
 * gathers every prisoner under A1's escort, and the cordon check is logged. */
static void
test_prisoners (Fixture *f, gconstpointer data)
{
  GgBgRules *rules = gg_play_context_get_rules (gg_play_panel_get_context (f->panel));
  const char *b1[] = { "B-1-1", "B-1-2", "B-1-3", NULL }, *g1[] = { "A-1-1", NULL };
  const char *b2[] = { "B-2-1", NULL }, *g2[] = { "A-2-1", NULL };
  GgChit a1 = { 'A', 1 }, a2 = { 'A', 2 };
  GgActivationCard *card;
  GgActivationEscort *escort;

  g_assert_nonnull (state_of (f));
  g_assert_true (gg_bg_take_prisoners (game_of (f), rules, &a1, b1, g1, NULL));
  g_assert_true (gg_bg_take_prisoners (game_of (f), rules, &a2, b2, g2, NULL));
  card = draw (f, "A1", NULL);
  g_assert_true (says (gg_activation_card_get_move_text (card),
                       "Escorting prisoners: move up to %.4g cm in the open, at infantry speed "
                       "(%s)."));
  escort = gg_activation_extra_get_escort (gg_activation_card_get_extra (card));
  g_assert_true (gg_activation_escort_is_shown (escort));
  g_assert_cmpuint (gg_activation_escort_gather (escort), ==, 4);
  g_assert_cmpint (gg_bg_state_prisoner (state_of (f), "B-2-1")->captor.squad, ==, 1);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-13-b"));
  gg_activation_escort_check_cordon (escort);
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-13-e"));
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play2-prisoners");
}

/* BG-14.2-c: B3 hides in ambush in the open: the card warns before (for Imboscata only), and
 * the result and the log after, that a hidden ambush is laid in cover. BG-15.1-v: B3's leader is the Little Look-out; A1's fire page offers to fire at
 * him, which reveals the squad, logged. */
static void
test_vedetta (Fixture *f, gconstpointer data)
{
  GtkLabel *out = GTK_LABEL (g_object_ref_sink (gtk_label_new ("")));
  GgActivationCard *card;
  GgChit v;

  g_assert_nonnull (state_of (f));
  gg_bg_state_squad (state_of (f), 'B', 3, TRUE)->characters = GG_BG_CHAR_VEDETTA;
  card = draw (f, "B3", NULL);
  /* the warning shows before hiding, for a hidden ambush only */
  gg_activation_extra_set_hide_mode (gg_activation_card_get_extra (card), GG_HIDDEN_AGGUATO);
  g_assert_null (gg_activation_extra_get_hide_hint (gg_activation_card_get_extra (card)));
  gg_activation_extra_set_hide_mode (gg_activation_card_get_extra (card), GG_HIDDEN_IMBOSCATA);
  g_assert_nonnull (
    strstr (gg_activation_extra_get_hide_hint (gg_activation_card_get_extra (card)), "BG-14.2-c"));
  g_assert_true (
    gg_activation_extra_hide (gg_activation_card_get_extra (card), GG_HIDDEN_IMBOSCATA));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-14.2-c"));
  g_assert_nonnull (
    strstr (gg_activation_extra_get_result (gg_activation_card_get_extra (card)), "BG-14.2-c"));
  g_assert_null (gg_game_lookup_figure (game_of (f), "B-3-1"));
  card = draw (f, "A1", NULL);
  gg_activation_card_select_action (card, GG_CARD_FIRE);
  g_assert_true (gg_activation_card_hidden_vedetta (card, &v));
  g_assert_cmpint (v.squad, ==, 3);
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play2-vedetta");
  g_assert_true (gg_activation_card_fire_at_vedetta (card, out));
  g_object_unref (out);
  g_assert_nonnull (gg_game_lookup_figure (game_of (f), "B-3-1"));
  g_assert_null (gg_bg_state_hidden (state_of (f), 'B', 3));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-15.1-v"));
}

/* BG-4.2-i, BG-11.2-c: A1 moves and ends with its leader touching B1's, no assault declared: the
 * ruling (melee at once, no morale test, no bonus) is logged, the card says who closes, and its
 * Fight the Melee button fights it with D10s only. */
static void
test_contact (Fixture *f, gconstpointer data)
{
  GgFigure *a = gg_game_lookup_figure (game_of (f), "A-1-L1");
  GgFigure *b = gg_game_lookup_figure (game_of (f), "B-1-L1");
  GgActivationCard *card;
  guint rolls, entries;

  g_assert_nonnull (state_of (f));
  /* the platoon commander beside A1's leader: A1 in command, so it may close (AMB-33) */
  gg_game_lookup_figure (game_of (f), "A-PLA")->base.centre = (GgPoint){ 400, 200 };
  b->base.centre = a->base.centre;
  b->base.centre.y += (a->base.depth + b->base.depth) / 2;
  gg_document_changed (f->document);
  card = draw (f, "A1", NULL);
  gg_activation_card_select_action (card, GG_CARD_MOVE);
  gg_activation_card_move (card);
  g_assert_true (says (last_entry (f)->text, "Squad %c%d touches squad %c%d without a declared "
                                             "assault: melee with no morale test and no bonus "
                                             "(BG-4.2-i, AMB-33)"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-4.2-i"));
  g_assert_nonnull (strstr (gg_activation_card_get_move_text (card), "BG-11.2-c"));
  g_assert_nonnull (strstr (gg_activation_card_get_move_text (card), "B1"));
  gg_play_panel_show_page (f->panel, "activation");
  screenshot (f, "play2-contact");
  /* the melee is fought at once, with no morale test: D10s only, the result logged */
  rolls = gg_dice_get_n_rolls (state_of (f)->dice);
  entries = gg_log_get_n_entries (state_of (f)->log);
  gg_activation_card_contact_melee (card);
  g_assert_cmpuint (gg_dice_get_n_rolls (state_of (f)->dice), >, rolls);
  for (guint i = rolls; i < gg_dice_get_n_rolls (state_of (f)->dice); i++)
    g_assert_cmpint (gg_dice_get_roll (state_of (f)->dice, i)->kind, ==, GG_DIE_D10);
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), >, entries);
  g_assert_true (says (last_entry (f)->text, "Melee, squad %c%d against squad %c%d: "));
  g_assert_nonnull (strstr (last_entry (f)->text, "A1"));
  g_assert_nonnull (strstr (last_entry (f)->text, "B1"));
  g_assert_nonnull (strstr (last_entry (f)->text, "BG-4.2-i"));
  g_assert_true (says (gg_activation_card_get_move_text (card),
                       "Melee after contact, with no morale test and no bonus (BG-4.2-i)."));
  /* once fought, a second press does nothing */
  entries = gg_log_get_n_entries (state_of (f)->log);
  gg_activation_card_contact_melee (card);
  g_assert_cmpuint (gg_log_get_n_entries (state_of (f)->log), ==, entries);
}

/* Places @side's squad @squad in a row at y @y_cm from x @x_cm, 2 cm apart, facing @facing. */
static void
place_row (Fixture *f, char side, int squad, double x_cm, double y_cm, double facing)
{
  GgGame *game = game_of (f);
  guint n = 0;

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (game->figures, i);

      if (fig->side == side && fig->squad == squad)
        {
          fig->base.centre.x = (x_cm + 2 * n++) * 10;
          fig->base.centre.y = y_cm * 10;
          fig->base.facing = facing;
        }
    }
}

/* BG-12.1-d on the card, 003 L441: "Il tiro di una Squadra può essere diretto contro obiettivi
 * diversi, solo se condizioni speciali di visibilità impedisco a tutta la squadra di mirare ad
 * un unico bersaglio". A1 stands before the farm, half of it left of it and half right; B1
 * behind the farm to the left, B2 to the right. Fired at B1, the right-hand men cannot see it:
 * the card offers B2 to them, and the Fire button sends them at B2 through the core's one call,
 * the split shown and logged with its rule. */
static void
test_split_fire (Fixture *f, gconstpointer data)
{
  GgActivationCard *card;
  GtkDropDown *split;
  GListModel *names;
  guint b1 = G_MAXUINT, b2 = 0, logged;
  const char *result;
  gboolean split_logged = FALSE;

  g_assert_nonnull (state_of (f));
  place_row (f, 'A', 1, 90, 60, 0);
  for (guint i = 0; i < game_of (f)->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (game_of (f)->figures, i);

      if (fig->side == 'A' && fig->squad == 1 && fig->base.centre.x >= 960)
        fig->base.centre.x += 250; /* the right-hand half, right of the farm */
    }
  place_row (f, 'B', 1, 86, 90, 180);
  place_row (f, 'B', 2, 120, 90, 180);
  gg_document_changed (f->document);
  card = draw (f, "A1", NULL);
  gg_activation_card_select_action (card, GG_CARD_FIRE);
  for (guint i = 0; i < gg_activation_card_get_n_targets (card); i++)
    {
      gg_activation_card_select_target (card, i);
      split = gg_activation_card_get_split (card);
      if (gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (split))))
        {
          b1 = i;
          break;
        }
    }
  g_assert_cmpuint (b1, !=, G_MAXUINT);
  split = gg_activation_card_get_split (card);
  names = gtk_drop_down_get_model (split);
  for (guint i = 1; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Squad B2"))
      b2 = i;
  g_assert_cmpuint (b2, >, 0);
  gtk_drop_down_set_selected (split, b2);
  gg_play_panel_show_page (f->panel, "activation");
  scroll_to (GTK_WIDGET (split));
  screenshot (f, "play2-split-choice");
  logged = gg_log_get_n_entries (state_of (f)->log);
  gg_activation_card_fire (card);
  screenshot (f, "play2-split-fire");
  result = gg_activation_card_get_text (card, GG_CARD_FIRE_RESULT);
  g_assert_nonnull (strstr (result, "BG-12.1-d"));
  for (guint i = logged; i < gg_log_get_n_entries (state_of (f)->log); i++)
    split_logged |= strstr (gg_log_get_entry (state_of (f)->log, i)->text, "BG-12.1-d") != NULL;
  g_assert_true (split_logged);
}

int
main (int argc, char **argv)
{
  if (!ui_harness_init (&argc, &argv))
    return g_test_run ();
#define ADD(path, fn) g_test_add ("/ui/play2/" path, Fixture, NULL, setup, fn, teardown)
  ADD ("mutual-fire/BG-2.2-f", test_mutual_fire);
  ADD ("assault/BG-11.2-a", test_assault);
  ADD ("leaders/BG-4.8-j", test_leaders);
  ADD ("hidden/BG-14.2-a", test_hidden);
  ADD ("officer/BG-10.8-b", test_officer);
  ADD ("resume/BG-2.2-a", test_resume);
  ADD ("previdente/BG-15.1-d", test_previdente);
  ADD ("morale/BG-15.1-n", test_morale_sfortunato);
  ADD ("assault/BG-12.4-e", test_assault_leader_hit);
  ADD ("stand-in/BG-4.5-k", test_stand_in);
  ADD ("promote/BG-4.8-i", test_promote);
  ADD ("prisoners/BG-13-b", test_prisoners);
  ADD ("vedetta/BG-15.1-v", test_vedetta);
  ADD ("contact/BG-4.2-i", test_contact);
  ADD ("mass/BG-5-d", test_mass);
  ADD ("charge-refused/BG-11.8-a", test_charge_refused);
  ADD ("split-fire/BG-12.1-d", test_split_fire);
  ADD ("lancer/BG-11.7-a", test_lancer_preview);
  ADD ("attach/BG-4.1-c", test_attach);
  return ui_harness_run ();
}
