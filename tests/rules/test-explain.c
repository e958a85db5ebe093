/* test-explain.c: `gigogin-cli explain fire|melee|morale` on a La Bella Gigogin scene
 * (tests/data/bg-explain.yaml): the modifiers with their rule IDs and the exact odds as JSON;
 * exit 1 for a bad file or an unknown squad, 2 for bad usage. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "cli-run.h"
#include "gg-bg-play.h"
#include "gg-bg-state.h"
#include "gg-bg-table.h"

static char *
scene (void)
{
  return fixture ("bg-explain.yaml");
}

/* Every modifier names its rule and its source. */
static void
assert_modifiers_cited (JsonArray *mods)
{
  for (guint i = 0; i < json_array_get_length (mods); i++)
    {
      JsonObject *m = json_array_get_object_element (mods, i);

      g_assert_true (g_str_has_prefix (json_object_get_string_member (m, "rule"), "BG-"));
      g_assert_nonnull (json_object_get_string_member (m, "source"));
    }
}

/* BG-12.1: one D10 per firer; the odds of 0, 1, … hits are the exact distribution of the
 * firers' independent chances (BG-12.2 modifiers, each with its rule). */
static void
test_fire (void)
{
  g_autofree char *path = scene ();
  g_auto (Run) r = { 0 };
  JsonArray *firers, *odds;
  g_autofree double *p = g_new0 (double, 12);
  guint n = 0;
  double sum = 0;

  run (&r, "explain", "fire", path, "--firer", "A2", "--target", "B1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  firers = json_object_get_array_member (root (&r), "firers");
  odds = json_object_get_array_member (root (&r), "odds");
  p[0] = 1;
  for (guint i = 0; i < json_array_get_length (firers); i++)
    {
      JsonObject *f = json_array_get_object_element (firers, i);

      if (g_strcmp0 (json_object_get_string_member (f, "eligible"), "ok") != 0)
        continue;
      assert_modifiers_cited (json_object_get_array_member (f, "modifiers"));
      for (guint k = ++n; k > 0; k--) /* convolve one firer's chance */
        p[k] = p[k] * (1 - json_object_get_double_member (f, "p_hit")) +
               p[k - 1] * json_object_get_double_member (f, "p_hit");
      p[0] *= 1 - json_object_get_double_member (f, "p_hit");
    }
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "n_firing"), ==, n);
  g_assert_cmpuint (json_array_get_length (odds), ==, n + 1);
  for (guint k = 0; k <= n; k++)
    {
      g_assert_cmpfloat_with_epsilon (json_array_get_double_element (odds, k), p[k], 1e-12);
      sum += json_array_get_double_element (odds, k);
    }
  g_assert_cmpfloat_with_epsilon (sum, 1, 1e-12);
}

/* The odds the play card shows for @firer at @target: its one core setup, each figure's own
 * weapon (gg_bg_table_fire_setup with GG_BG_WEAPON_OWN, then gg_bg_fire_prepare). */
static GArray *
card_odds (const char *path, GgBgSquadRef firer, GgBgSquadRef target)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, &error);
  g_autoptr (GgBgTable) table = NULL;
  GArray *odds = g_array_new (FALSE, FALSE, sizeof (double));
  GgBgFireSetup setup;
  GgBgFire fire;

  g_assert_no_error (error);
  table = gg_bg_table_new (game, rules);
  gg_bg_table_fire_setup (table, firer, target, GG_BG_WEAPON_OWN, &setup);
  gg_bg_fire_prepare (rules, setup.arm, (GgBgFirer *) setup.firers->data, setup.firers->len,
                      &setup.target, &fire);
  g_array_append_vals (odds, fire.odds, fire.n_firing + 1);
  gg_bg_fire_clear (&fire);
  gg_bg_fire_setup_clear (&setup);
  return odds;
}

/* BG-12.2-f, BG-15.2-b: explain fire takes each figure's weapon from the state, as the play card
 * does: A2's smoothbore muskets cannot reach B1 at 51 cm, though rifles could (--weapon rifle
 * asks what if); A1's rifled muskets and precision rifle each fire their own; the odds are the
 * card's, to the last digit. */
static void
test_fire_weapons (void)
{
  g_autofree char *path = fixture ("bg-explain-weapons.yaml");
  g_auto (Run) own = { 0 };
  g_auto (Run) rifle = { 0 };
  g_auto (Run) mixed = { 0 };
  JsonArray *firers, *odds;
  g_autoptr (GArray) card = NULL;

  run (&own, "explain", "fire", path, "--firer", "A2", "--target", "B1", NULL);
  g_assert_cmpint (own.status, ==, 0);
  g_assert_cmpstr (json_object_get_string_member (root (&own), "weapon"), ==, "own");
  firers = json_object_get_array_member (root (&own), "firers");
  g_assert_cmpuint (json_array_get_length (firers), ==, 3);
  for (guint i = 0; i < json_array_get_length (firers); i++)
    {
      JsonObject *f = json_array_get_object_element (firers, i);

      g_assert_cmpstr (json_object_get_string_member (f, "weapon"), ==, "smoothbore");
      g_assert_cmpstr (json_object_get_string_member (f, "eligible"), ==, "out-of-range");
    }
  g_assert_cmpint (json_object_get_int_member (root (&own), "n_firing"), ==, 0);
  run (&rifle, "explain", "fire", path, "--firer", "A2", "--target", "B1", "--weapon", "rifle",
       NULL);
  g_assert_cmpint (json_object_get_int_member (root (&rifle), "n_firing"), ==, 3);
  run (&mixed, "explain", "fire", path, "--firer", "A1", "--target", "B1", NULL);
  firers = json_object_get_array_member (root (&mixed), "firers");
  g_assert_cmpstr (
    json_object_get_string_member (json_array_get_object_element (firers, 0), "weapon"), ==,
    "rifle");
  g_assert_cmpstr (
    json_object_get_string_member (json_array_get_object_element (firers, 4), "weapon"), ==,
    "precision-rifle");
  odds = json_object_get_array_member (root (&mixed), "odds");
  card = card_odds (path, (GgBgSquadRef){ 'A', 1 }, (GgBgSquadRef){ 'B', 1 });
  g_assert_cmpuint (json_array_get_length (odds), ==, card->len);
  g_assert_cmpuint (card->len, >, 1);
  for (guint k = 0; k < card->len; k++)
    g_assert_cmpfloat (json_array_get_double_element (odds, k), ==,
                       g_array_index (card, double, k));
}

/* BG-4.2-e, 003 L129: "i Fanti (Caporali e Sergenti inclusi) delle prime 2 righe rivolte verso il
 * nemico, ed in contatto di basetta (il fronte del soldatino retrostante deve essere in contatto
 * con il retro della basetta dell'antistante) possono sparare". In bg-explain-ranks.yaml A-1-3's
 * front touches A-1-1's back: it fires; A-1-4 stands 1 cm behind A-1-2: a second-rank man not in
 * contact, he does not; A-1-6 is 0.3 mm behind A-1-5, touching within the house tolerance
 * (fire.rank-contact, docs/rule-audit.md): he fires. The CLI and the fire card's calls agree. */
static const char *
firer_eligible (JsonArray *firers, const char *id)
{
  for (guint i = 0; i < json_array_get_length (firers); i++)
    {
      JsonObject *f = json_array_get_object_element (firers, i);

      if (g_strcmp0 (json_object_get_string_member (f, "id"), id) == 0)
        return json_object_get_string_member (f, "eligible");
    }
  g_assert_not_reached ();
}

static void
test_fire_rank_contact (void)
{
  g_autofree char *path = fixture ("bg-explain-ranks.yaml");
  g_auto (Run) r = { 0 };
  JsonArray *firers, *odds;
  g_autoptr (GArray) card = NULL;
  const char *first_rank[] = { "A-1-L", "A-1-1", "A-1-2", "A-1-5" };

  run (&r, "explain", "fire", path, "--firer", "A1", "--target", "B1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  firers = json_object_get_array_member (root (&r), "firers");
  for (guint i = 0; i < G_N_ELEMENTS (first_rank); i++)
    g_assert_cmpstr (firer_eligible (firers, first_rank[i]), ==, "ok");
  g_assert_cmpstr (firer_eligible (firers, "A-1-3"), ==, "ok");
  g_assert_cmpstr (firer_eligible (firers, "A-1-4"), ==, "rank");
  g_assert_cmpstr (firer_eligible (firers, "A-1-6"), ==, "ok");
  g_assert_cmpint (json_object_get_int_member (root (&r), "n_firing"), ==, 6);
  odds = json_object_get_array_member (root (&r), "odds");
  card = card_odds (path, (GgBgSquadRef){ 'A', 1 }, (GgBgSquadRef){ 'B', 1 });
  g_assert_cmpuint (json_array_get_length (odds), ==, card->len);
  for (guint k = 0; k < card->len; k++)
    g_assert_cmpfloat (json_array_get_double_element (odds, k), ==,
                       g_array_index (card, double, k));
}

/* BG-12.1-d, 003 L441: "Il tiro di una Squadra può essere diretto contro obiettivi diversi, solo
 * se condizioni speciali di visibilità impedisco a tutta la squadra di mirare ad un unico
 * bersaglio"; L129: "solo eccezionalmente, quando particolari condizioni di visibilità non
 * permettano a tutti di sparare su una sola squadra nemica, il tiro può essere diviso su più
 * bersagli". In bg-explain-split.yaml a house hides B1 from A-1-3 and A-1-4: A1's fire at B1
 * leaves them idle; split to B2 (--split), those two fire at B2 and nobody else does, the men who
 * see B1 still firing at B1. The fire action's one core call does the same: each part's losses
 * fall on its own squad. */
static void
test_split_fire (void)
{
  g_autofree char *path = fixture ("bg-explain-split.yaml");
  g_auto (Run) plain = { 0 };
  g_auto (Run) split = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = NULL;
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, &error);
  g_autoptr (GgBgTable) table = NULL;
  JsonObject *second;
  JsonArray *firers;
  GgBgFireChoice choice = { { 'B', 1 }, NULL, { 'B', 2 } };
  GgBgFireAction action;

  run (&plain, "explain", "fire", path, "--firer", "A1", "--target", "B1", NULL);
  g_assert_cmpint (plain.status, ==, 0);
  firers = json_object_get_array_member (root (&plain), "firers");
  g_assert_cmpstr (firer_eligible (firers, "A-1-3"), ==, "not-visible");
  g_assert_cmpstr (firer_eligible (firers, "A-1-4"), ==, "not-visible");
  g_assert_cmpstr (firer_eligible (firers, "A-1-1"), ==, "ok");
  g_assert_cmpint (json_object_get_int_member (root (&plain), "n_firing"), ==, 3);
  g_assert_false (json_object_has_member (root (&plain), "split"));
  run (&split, "explain", "fire", path, "--firer", "A1", "--target", "B1", "--split", "B2", NULL);
  g_assert_cmpint (split.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&split), "n_firing"), ==, 3);
  second = json_object_get_object_member (root (&split), "split");
  g_assert_cmpstr (json_object_get_string_member (second, "target"), ==, "B2");
  g_assert_cmpstr (json_object_get_string_member (second, "rule"), ==, "BG-12.1-d");
  firers = json_object_get_array_member (second, "firers");
  g_assert_cmpuint (json_array_get_length (firers), ==, 2);
  g_assert_cmpstr (firer_eligible (firers, "A-1-3"), ==, "ok");
  g_assert_cmpstr (firer_eligible (firers, "A-1-4"), ==, "ok");
  g_assert_cmpint (json_object_get_int_member (second, "n_firing"), ==, 2);

  g_assert_no_error (error);
  game = gg_game_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (gg_bg_play_begin (game, 3, GG_CHIT_MODE_TOKENS, &error));
  table = gg_bg_table_new (game, rules);
  for (guint i = 0; i < 40; i++)
    g_assert_true (gg_dice_queue_entered (game->state->dice, GG_DIE_D10, 9));
  gg_bg_play_fire_action (table, (GgBgSquadRef){ 'A', 1 }, &choice, &action);
  g_assert_cmpint (action.outcome.fire.n_firing, ==, 3);
  g_assert_true (action.split);
  g_assert_cmpint (action.split_outcome.fire.n_firing, ==, 2);
  g_assert_cmpuint (action.outcome.lost->len, >, 0);
  g_assert_cmpuint (action.split_outcome.lost->len, >, 0);
  for (guint i = 0; i < action.outcome.lost->len; i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (action.outcome.lost, i), "B-1-"));
  for (guint i = 0; i < action.split_outcome.lost->len; i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (action.split_outcome.lost, i), "B-2-"));
  gg_bg_fire_action_clear (&action);
  gg_dice_clear_queue (game->state->dice);
}

/* BG-13-f, 003 L505: "se questo spara: le perdite vengono allocate in modo proporzionale sia ai
 * guardiani che ai prigionieri". In bg-explain-column.yaml A2 escorts four prisoners with two
 * guards: `explain fire` of B2 at A2 says so and how many of 0, 1, 2, 3 hits fall on the
 * prisoners (4/6 of them, rounded down: 0, 0, 1, 2), the share the fire card's call takes
 * (tests/rules/test-bg-prisoners.c); a target with no prisoners has no column. */
static void
test_fire_column (void)
{
  g_autofree char *path = fixture ("bg-explain-column.yaml");
  g_autofree char *plain = scene ();
  g_auto (Run) r = { 0 };
  g_auto (Run) none = { 0 };
  JsonObject *column;
  JsonArray *share;
  const int expect[] = { 0, 0, 1, 2 };

  run (&r, "explain", "fire", path, "--firer", "B2", "--target", "A2", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&r), "n_firing"), ==, 3);
  column = json_object_get_object_member (root (&r), "column");
  g_assert_cmpint (json_object_get_int_member (column, "guards"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (column, "prisoners"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (column, "rule"), ==, "BG-13-f");
  share = json_object_get_array_member (column, "prisoners_share");
  g_assert_cmpuint (json_array_get_length (share), ==, G_N_ELEMENTS (expect));
  for (guint k = 0; k < G_N_ELEMENTS (expect); k++)
    g_assert_cmpint (json_array_get_int_element (share, k), ==, expect[k]);
  run (&none, "explain", "fire", plain, "--firer", "A1", "--target", "B1", NULL);
  g_assert_false (json_object_has_member (root (&none), "column"));
}

/* BG-9: the morale test's outcomes add up to 1, its modifiers cite their rules. */
static void
test_morale (void)
{
  g_autofree char *path = scene ();
  g_auto (Run) r = { 0 };
  JsonObject *outcomes;
  g_autoptr (GList) names = NULL;
  double sum = 0;

  run (&r, "explain", "morale", path, "--squad", "A1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_modifiers_cited (json_object_get_array_member (root (&r), "modifiers"));
  outcomes = json_object_get_object_member (root (&r), "outcomes");
  names = json_object_get_members (outcomes);
  for (GList *l = names; l != NULL; l = l->next)
    sum += json_object_get_double_member (outcomes, l->data);
  g_assert_cmpfloat_with_epsilon (sum, 1, 1e-12);
}

/* T-11, BG-4.4-q/r: a 300 cm² house comes down after 3 hits and collapses; a 200 cm² tower takes
 * 8 and halves its occupants' casualties; an unknown work is bad usage. */
static void
test_work (void)
{
  g_autofree char *path = scene ();
  g_auto (Run) house = { 0 };
  g_auto (Run) tower = { 0 };
  g_auto (Run) bad = { 0 };

  run (&house, "explain", "work", path, "--work", "house", "--size", "300", NULL);
  g_assert_cmpint (house.status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (root (&house), "hits_to_destroy"), ==, 3);
  g_assert_true (json_object_get_boolean_member (root (&house), "collapses"));
  g_assert_cmpstr (json_object_get_string_member (root (&house), "rule"), ==, "BG-4.4-q");
  run (&tower, "explain", "work", path, "--work", "tower", "--size", "200", NULL);
  g_assert_cmpint (json_object_get_int_member (root (&tower), "hits_to_destroy"), ==, 8);
  g_assert_true (json_object_get_boolean_member (root (&tower), "occupants_casualties_halved"));
  run (&bad, "explain", "work", path, "--work", "castle", "--size", "3", NULL);
  g_assert_cmpint (bad.status, ==, 2);
}

/* BG-11.8: both sides' modifiers cite their rules; each duel's chance is a probability. */
static void
test_melee (void)
{
  g_autofree char *path = scene ();
  g_auto (Run) r = { 0 };
  JsonArray *duels;

  run (&r, "explain", "melee", path, "--attacker", "A1", "--defender", "B1", NULL);
  g_assert_cmpint (r.status, ==, 0);
  assert_modifiers_cited (json_object_get_array_member (root (&r), "attacker_modifiers"));
  assert_modifiers_cited (json_object_get_array_member (root (&r), "defender_modifiers"));
  duels = json_object_get_array_member (root (&r), "duels");
  g_assert_cmpuint (json_array_get_length (duels), >, 0);
  for (guint i = 0; i < json_array_get_length (duels); i++)
    {
      double w =
        json_object_get_double_member (json_array_get_object_element (duels, i), "p_pairing_wins");

      g_assert_cmpfloat (w, >=, 0);
      g_assert_cmpfloat (w, <=, 1);
    }
}

/* @mods has a modifier of @rule worth @value. */
static gboolean
has_modifier (JsonArray *mods, const char *rule, double value)
{
  for (guint i = 0; i < json_array_get_length (mods); i++)
    {
      JsonObject *m = json_array_get_object_element (mods, i);

      if (g_strcmp0 (json_object_get_string_member (m, "rule"), rule) == 0)
        return json_object_get_double_member (m, "value") == value;
    }
  return FALSE;
}

/* BG-11.8-a, 003 L411 and L413: "fortificazione (castello, trincea, gabbioni): +3; (la cavalleria
 * non può attaccare)", "copertura dura (casa, muro, palizzata): +2; (la cavalleria non può
 * attaccare)". In bg-explain-cavalry.yaml: the cavalry A3 before the farm may not attack B2 inside
 * it, charging or not: refused with the rule, no duels offered; the infantry A2 may, and B2 then
 * has +2. A1 (cavalry) may attack B1 in the open, but not if B1 is said to hold hard cover or a
 * fortification (--cover); light cover does not stop it. The cavalry A4 may not charge B3 in a
 * wood either, by the terrain rule (BG-11.4-c). */
static void
assert_refused (const char *path, const char *attacker, const char *defender, const char *cover,
                gboolean charge, const char *refused, const char *rule)
{
  g_auto (Run) r = { 0 };

  run (&r, "explain", "melee", path, "--attacker", attacker, "--defender", defender,
       charge ? "--round=1" : "--no-charge", cover ? "--cover" : NULL, cover, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_false (json_object_get_boolean_member (root (&r), "allowed"));
  g_assert_cmpstr (json_object_get_string_member (root (&r), "refused"), ==, refused);
  g_assert_cmpstr (json_object_get_string_member (root (&r), "rule"), ==, rule);
  g_assert_false (json_object_has_member (root (&r), "duels"));
}

static guint
duels_offered (const char *path, const char *attacker, const char *defender, const char *cover,
               Run *r)
{
  run (r, "explain", "melee", path, "--attacker", attacker, "--defender", defender,
       cover ? "--cover" : NULL, cover, NULL);
  g_assert_cmpint (r->status, ==, 0);
  g_assert_true (json_object_get_boolean_member (root (r), "allowed"));
  return json_array_get_length (json_object_get_array_member (root (r), "duels"));
}

static void
test_melee_cavalry_cover (void)
{
  g_autofree char *path = fixture ("bg-explain-cavalry.yaml");
  g_auto (Run) infantry = { 0 };
  g_auto (Run) open = { 0 };
  g_auto (Run) light = { 0 };

  assert_refused (path, "A3", "B2", NULL, TRUE, "cover", "BG-11.8-a");
  assert_refused (path, "A3", "B2", NULL, FALSE, "cover", "BG-11.8-a");
  g_assert_cmpuint (duels_offered (path, "A2", "B2", NULL, &infantry), >, 0);
  g_assert_true (has_modifier (
    json_object_get_array_member (root (&infantry), "defender_modifiers"), "BG-11.8-a", 2));
  g_assert_cmpuint (duels_offered (path, "A1", "B1", NULL, &open), >, 0);
  assert_refused (path, "A1", "B1", "hard", TRUE, "cover", "BG-11.8-a");
  assert_refused (path, "A1", "B1", "fortification", TRUE, "cover", "BG-11.8-a");
  assert_refused (path, "A1", "B1", "hard", FALSE, "cover", "BG-11.8-a");
  g_assert_cmpuint (duels_offered (path, "A1", "B1", "light", &light), >, 0);
  assert_refused (path, "A4", "B3", NULL, TRUE, "terrain", "BG-11.4-c");
}

/* BG-4.5-e, 003 L201: "Se soggetto a tiro o carica, una squadra comando non è soggetta alle stesse
 * regole degli altri gruppi oggetto di tiro o carica/assalto"; with BG-4.1-f, L111: "Gli Ufficiali
 * e i Musicanti non aggregati costituiscono squadra, ma non sono soggetti a azioni di fuoco" (the
 * reading AMB-25: never fired at, never allocated a fire casualty). In bg-explain.yaml the
 * Captain A-CyL and the musician A-M stand unattached: B1's fire and charge are offered A1 and A2,
 * never them (`explain` names squads only: it cannot be asked); with the Captain attached to A1,
 * B1's fire at A1 (the fire card's setup) never counts him among the figures that may be hit. */
static gboolean
has_command_squad (GgBgTable *table, GArray *squads)
{
  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *r = &g_array_index (squads, GgBgSquadRef, i);
      g_autoptr (GPtrArray) figs = gg_bg_table_squad_figures (table, r->side, r->number);

      for (guint k = 0; k < figs->len; k++)
        {
          const char *id = ((GgFigure *) g_ptr_array_index (figs, k))->id;

          if (g_str_equal (id, "A-CyL") || g_str_equal (id, "A-M"))
            return TRUE;
        }
    }
  return FALSE;
}

static void
test_command_squad_under_fire (void)
{
  g_autofree char *path = scene ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_file (path, &error);
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, &error);
  g_autoptr (GgBgTable) table = NULL;
  g_autoptr (GArray) fire = NULL;
  g_autoptr (GArray) charge = NULL;
  GgBgFireSetup setup;
  GgBgSquadRef b1 = { 'B', 1 }, a1 = { 'A', 1 };

  g_assert_no_error (error);
  game->state = gg_game_state_new (0);
  table = gg_bg_table_new (game, rules);
  fire = gg_bg_table_fire_targets (table, b1, GG_BG_WEAPON_OWN);
  charge = gg_bg_table_charge_targets (table, b1);
  g_assert_cmpuint (fire->len, >, 0);
  g_assert_false (has_command_squad (table, fire));
  g_assert_false (has_command_squad (table, charge));
  gg_bg_state_officer (game->state, "A-CyL", TRUE)->attached = (GgChit){ 'A', 1 };
  gg_bg_table_refresh (table);
  gg_bg_table_fire_setup (table, b1, a1, GG_BG_WEAPON_OWN, &setup);
  g_assert_cmpuint (setup.exposed->len, >, 0);
  for (guint i = 0; i < setup.exposed->len; i++)
    g_assert_cmpstr (g_ptr_array_index (setup.exposed, i), !=, "A-CyL");
  gg_bg_fire_setup_clear (&setup);
}

/* Exit 1 with the place for a bad file or an unknown squad, 2 for bad usage. */
static void
test_errors (void)
{
  g_autofree char *path = scene ();
  g_autofree char *dir = g_dir_make_tmp ("gg-explain-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.yaml", NULL);
  g_auto (Run) unknown = { 0 };
  g_auto (Run) usage = { 0 };
  g_auto (Run) broken = { 0 };
  g_autofree char *place = NULL;

  run (&unknown, "explain", "fire", path, "--firer", "A9", "--target", "B1", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "A9"));
  run (&usage, "explain", "fire", path, "--target", "B1", NULL);
  g_assert_cmpint (usage.status, ==, 2);
  g_assert_true (g_file_set_contents (bad, "format: gigogin-game/1\nunits: [cm\n", -1, NULL));
  run (&broken, "explain", "morale", bad, "--squad", "A1", NULL);
  g_assert_cmpint (broken.status, ==, 1);
  place = g_strdup_printf ("%s:3:1: ", bad);
  g_assert_true (g_str_has_prefix (broken.err, place));
  g_unlink (bad);
  g_rmdir (dir);
}

static JsonObject *
first_firer (Run *r)
{
  return json_array_get_object_element (json_object_get_array_member (root (r), "firers"), 0);
}

/* BG-MISS-02: `--rules FILE` lays a club's table over the house "Per colpire" table. A-2-1 is
 * 52.7 cm from B1: the house rifle line hits on 8 there, the club's line
 * (tests/data/club/bg-club.yaml) on 7, and the answer says the number is the club's. */
static void
test_club_rules (void)
{
  g_autofree char *path = scene ();
  g_autofree char *club = fixture ("club/bg-club.yaml");
  g_auto (Run) house = { 0 };
  g_auto (Run) theirs = { 0 };

  run (&house, "explain", "fire", path, "--firer", "A2", "--target", "B1", NULL);
  g_assert_cmpint (house.status, ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (first_firer (&house), "hit_on"), ==, 8);
  g_assert_cmpstr (json_object_get_string_member (first_firer (&house), "hit_on_source"), ==,
                   "house");
  g_assert_true (json_object_get_boolean_member (root (&house), "house"));
  run (&theirs, "explain", "fire", path, "--firer", "A2", "--target", "B1", "--rules", club, NULL);
  g_assert_cmpint (theirs.status, ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (first_firer (&theirs), "hit_on"), ==, 7);
  g_assert_cmpstr (json_object_get_string_member (first_firer (&theirs), "hit_on_source"), ==,
                   "club");
  g_assert_cmpfloat (json_object_get_double_member (first_firer (&theirs), "p_hit"), >,
                     json_object_get_double_member (first_firer (&house), "p_hit"));
}

/* A bad table file: exit 1 with file:line:column, for explain and for the query commands. */
static void
test_club_rules_refused (void)
{
  g_autofree char *path = scene ();
  g_autofree char *dir = g_dir_make_tmp ("gg-explain-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "club.yaml", NULL);
  g_autofree char *place = g_strdup_printf ("%s:4:26: ", bad);
  const char *commands[][6] = {
    { "explain", "fire", path, "--firer", "A2", "--target" },
    { "explain", "morale", path, "--squad", "A1", NULL },
    { "command", path, NULL },
    { "measure", path, "--from", "A-2-1", "--to", "B-1-1" },
  };

  g_assert_true (g_file_set_contents (bad,
                                      "format: gigogin-rules/1\nruleset: bella-gigogin\ncommand:\n"
                                      "  squad-leader: { value: lots, unit: cm, rule: BG-4.8-a, "
                                      "source: club }\n",
                                      -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (Run) r = { 0 };
      const char *const *c = commands[i];

      if (g_str_equal (c[1], "fire"))
        run (&r, c[0], c[1], c[2], c[3], c[4], c[5], "B1", "--rules", bad, NULL);
      else if (g_str_equal (c[0], "measure"))
        run (&r, c[0], c[1], c[2], c[3], c[4], c[5], "--rules", bad, NULL);
      else if (c[2] == NULL)
        run (&r, c[0], c[1], "--rules", bad, NULL);
      else
        run (&r, c[0], c[1], c[2], c[3], c[4], "--rules", bad, NULL);
      g_assert_cmpint (r.status, ==, 1);
      if (!g_str_has_prefix (r.err, place))
        g_error ("%s: “%s” does not start with “%s”", c[0], r.err, place);
      g_assert_nonnull (strstr (r.err, "“command.squad-leader”: expected a finite number"));
    }
  /* validate checks a table file as it would be laid over ours; the club fixture is good */
  {
    g_auto (Run) v = { 0 };
    g_auto (Run) good = { 0 };
    g_autofree char *club = fixture ("club/bg-club.yaml");

    run_text (&v, "validate", bad, NULL);
    g_assert_cmpint (v.status, ==, 1);
    g_assert_true (g_str_has_prefix (v.err, place));
    run_text (&good, "validate", club, NULL);
    g_assert_cmpint (good.status, ==, 0);
  }
  g_unlink (bad);
  g_rmdir (dir);
}

/* The game file's own `rules:` (relative to the game file) is applied without --rules; if the
 * table file is gone, the answer uses the built-in tables and stderr warns, naming the file. */
static void
test_game_rules_key (void)
{
  g_autofree char *scene_path = scene ();
  g_autofree char *club_path = fixture ("club/bg-club.yaml");
  g_autofree char *dir = g_dir_make_tmp ("gg-explain-XXXXXX", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.yaml", NULL);
  g_autofree char *club = g_build_filename (dir, "club.yaml", NULL);
  g_autofree char *text = NULL, *with_rules = NULL, *contents = NULL;
  g_auto (Run) theirs = { 0 };
  g_auto (Run) gone = { 0 };

  g_assert_true (g_file_get_contents (scene_path, &text, NULL, NULL));
  with_rules = g_strconcat (text, "\nrules: club.yaml\n", NULL);
  g_assert_true (g_file_set_contents (game_path, with_rules, -1, NULL));
  g_assert_true (g_file_get_contents (club_path, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (club, contents, -1, NULL));
  run (&theirs, "explain", "fire", game_path, "--firer", "A2", "--target", "B1", NULL);
  g_assert_cmpint (theirs.status, ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (first_firer (&theirs), "hit_on"), ==, 7);
  g_unlink (club);
  run (&gone, "explain", "fire", game_path, "--firer", "A2", "--target", "B1", NULL);
  g_assert_cmpint (gone.status, ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (first_firer (&gone), "hit_on"), ==, 8);
  g_assert_nonnull (strstr (gone.err, "club.yaml is missing"));
  /* check: a game whose table file is bad is a problem (exit 1), a missing one a warning */
  {
    g_auto (Run) missing = { 0 };
    g_auto (Run) broken = { 0 };

    run_text (&missing, "check", game_path, NULL);
    g_assert_cmpint (missing.status, ==, 0);
    g_assert_nonnull (strstr (missing.err, "club.yaml is missing"));
    g_assert_true (g_file_set_contents (club, "format: gigogin-rules/1\nruleset: d6\n", -1, NULL));
    run_text (&broken, "check", game_path, NULL);
    g_assert_cmpint (broken.status, ==, 1);
    g_assert_nonnull (strstr (broken.err, "not “bella-gigogin”"));
    g_unlink (club);
  }
  g_unlink (game_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/explain/fire/BG-12.1-a", test_fire);
  g_test_add_func ("/bg/explain/fire-weapons/BG-12.2-f", test_fire_weapons);
  g_test_add_func ("/bg/explain/fire-rank-contact/BG-4.2-e", test_fire_rank_contact);
  g_test_add_func ("/bg/explain/split-fire/BG-12.1-d", test_split_fire);
  g_test_add_func ("/bg/explain/fire-column/BG-13-f", test_fire_column);
  g_test_add_func ("/bg/explain/morale/BG-9-d", test_morale);
  g_test_add_func ("/bg/explain/melee/BG-11.8-f", test_melee);
  g_test_add_func ("/bg/explain/melee-cavalry-cover/BG-11.8-a", test_melee_cavalry_cover);
  g_test_add_func ("/bg/explain/command-squad-under-fire/BG-4.5-e", test_command_squad_under_fire);
  g_test_add_func ("/bg/explain/errors", test_errors);
  g_test_add_func ("/bg/explain/work/BG-4.4-q", test_work);
  g_test_add_func ("/bg/explain/fire/BG-MISS-02/club-rules", test_club_rules);
  g_test_add_func ("/bg/explain/club-rules-refused", test_club_rules_refused);
  g_test_add_func ("/bg/explain/fire/BG-MISS-02/game-rules-key", test_game_rules_key);
  return g_test_run ();
}
