/* test-log-language.c: the referee's log kept as data and said in the reader's language (issue
 * 16): each kind of entry that used to be an English sentence is saved with a game, read back and
 * rendered in English and in Italian; a little play of each rule set on its demo leaves no entry
 * that is still English in Italian. */
#include "gg-config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "gg-act.h"
#include "gg-bg-hidden.h"
#include "gg-bg-officers.h"
#include "gg-bg-play.h"
#include "gg-d6-play.h"
#include "gg-d6-state.h"
#include "gg-table-rules.h"
#include "gg-game-state.h"
#include "gg-i18n.h"
#include "gg-log.h"

#include "bg-scene.h"
#include "core-support.h"
#include "d6-scene.h"

/* The catalogue in @language ("it", or "C" for the untranslated English). */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  gg_i18n_init (GG_LOCALEDIR, GG_BUILD_DIR);
}

/* Entry @serial of @game once the game is saved and read again in @language, rendered in it. */
static char *
said (GgGame *game, guint serial, const char *language)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *yaml = gg_game_to_yaml (game, &error);
  g_autoptr (GgGame) again = NULL;
  const GgLogEntry *e;
  char *text;

  g_assert_no_error (error);
  use_language (language);
  again = gg_game_load_data (yaml, strlen (yaml), "saved.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (serial, <=, gg_log_get_n_entries (again->state->log));
  e = gg_log_get_entry (again->state->log, serial - 1);
  g_assert_nonnull (e->parts); /* kept as data */
  text = gg_log_entry_render (e);
  use_language ("C");
  return text;
}

/* Entry @serial says @en in English and @it in Italian, where @en is not said. */
static void
assert_said (GgGame *game, guint serial, const char *en, const char *it)
{
  g_autofree char *english = said (game, serial, "C");
  g_autofree char *italian = said (game, serial, "it");

  if (strstr (english, en) == NULL || strstr (italian, it) == NULL || strstr (italian, en) != NULL)
    g_error ("entry %u:\n%s\n--- in Italian:\n%s\n--- expected “%s” and “%s”", serial, english,
             italian, en, it);
}

/* The serial of the first entry from @from (a serial) whose English text begins with @prefix. */
static guint
find_entry (GgGame *game, guint from, const char *prefix)
{
  GgLog *log = game->state->log;

  for (guint i = from - 1; i < gg_log_get_n_entries (log); i++)
    if (g_str_has_prefix (gg_log_get_entry (log, i)->text, prefix))
      return i + 1;
  g_error ("no log entry begins with “%s”", prefix);
  return 0;
}

static guint
next_serial (GgGame *game)
{
  return gg_log_get_n_entries (game->state->log) + 1;
}

/* La Bella Gigogin */

/* A1 (cavalry) faces B1 2 cm away, each with its platoon commander; side A's Captain and his
 * Lieutenant far off. 20 mm. */
static const char bg_scene[] = BG_SCENE_HEAD
  "figures:\n" BG_SCENE_A1
  "  - { id: A-CyL, x: 56, y: 8, facing: 0, base: { front: 15, depth: 20 }, side: A, role: CyL }\n"
  "  - { id: A-CSt, x: 100, y: 100, facing: 0, base: { front: 15, depth: 20 }, side: A, "
  "role: CSt }\n" BG_SCENE_B1 BG_SCENE_B_PLA
  "state: { seed: 11, squads: [ { squad: A1, arm: cavalry } ] }\n";

typedef BgTable Bg;

static void
bg_open (Bg *f)
{
  bg_table_open (f, bg_scene, "scene.yaml", 11);
}

static void
bg_close (Bg *f)
{
  bg_table_close (f);
}

/* BG-12.1-g: the fire roll, each shot with its modifiers, what it needs and hit or miss. */
static void
test_bg_fire (void)
{
  Bg f;
  GgBgFirer firers[2] = { { "A-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE },
                          { "A-1-2", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE } };
  GgBgFireTarget target = { GG_BG_COVER_LIGHT, TRUE };
  GgBgFire fire = { 0 };
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  guint serial;
  gboolean hit;

  bg_open (&f);
  serial = next_serial (f.game);
  gg_bg_play_fire (f.game, f.rules, &a1, &b1, GG_BG_ARM_INFANTRY, firers, 2, &target, &fire);
  hit = g_array_index (fire.shots, GgBgShot, 0).hit;
  assert_said (f.game, serial, "Fire A1 at B1 [BG-12.1-g]: 2 firing", "Fuoco di A1 su B1");
  assert_said (f.game, serial, hit ? "]: hit" : "]: miss", hit ? "]: colpito" : "]: mancato");
  assert_said (f.game, serial, "Light cover", ", serve ");
  gg_bg_fire_clear (&fire);
  bg_close (&f);
}

/* The log exported as plain text from @game once saved and read again in @language. */
static char *
exported (GgGame *game, const char *language)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *yaml = gg_game_to_yaml (game, &error);
  g_autoptr (GgGame) again = NULL;
  char *text;

  g_assert_no_error (error);
  use_language (language);
  again = gg_game_load_data (yaml, strlen (yaml), "saved.yaml", &error);
  g_assert_no_error (error);
  text = gg_log_to_text (again->state->log, again->state->dice);
  use_language ("C");
  return text;
}

/* BG-4.2-d, BG-9-b: what each die was for is kept as data too: the exported log says it in its
 * reader's language, a firer's id within it. */
static void
test_dice_purposes (void)
{
  Bg f;
  GgBgFirer firers[1] = { { "A-1-1", GG_BG_WEAPON_RIFLE, 200, TRUE, TRUE, 1, FALSE } };
  GgBgFireTarget target = { GG_BG_COVER_LIGHT, TRUE };
  GgBgFire fire = { 0 };
  GgBgMoraleInput in;
  GgBgMorale morale = { 0 };
  GgChit a1 = { 'A', 1 }, b1 = { 'B', 1 };
  g_autofree char *english = NULL, *italian = NULL;

  bg_open (&f);
  gg_bg_play_fire (f.game, f.rules, &a1, &b1, GG_BG_ARM_INFANTRY, firers, 1, &target, &fire);
  gg_bg_play_morale_input (f.game, f.rules, 'A', 1, FALSE, &in);
  gg_bg_play_morale (f.game, f.rules, 'A', 1, &in, &morale, NULL);
  english = exported (f.game, "C");
  italian = exported (f.game, "it");
  g_assert_nonnull (strstr (english, "(fire, A-1-1 (BG-4.2-d))"));
  g_assert_nonnull (strstr (english, "(morale test (BG-9-b))"));
  g_assert_nonnull (strstr (italian, "(fuoco, A-1-1 (BG-4.2-d))"));
  g_assert_nonnull (strstr (italian, "(test di morale (BG-9-b))"));
  g_assert_null (strstr (italian, "fire, A-1-1"));
  g_assert_null (strstr (italian, "morale test"));
  gg_bg_morale_clear (&morale);
  gg_bg_fire_clear (&fire);
  bg_close (&f);
}

/* BG-14.2-a, BG-14.1-c: a squad hidden under a passphrase cannot be revealed without it; the
 * log's reason is data, said in the reader's language. */
static void
test_bg_reveal_refused (void)
{
  Bg f;
  GgChit b1 = { 'B', 1 };
  g_autoptr (GError) error = NULL;
  guint serial;

  bg_open (&f);
  g_assert_true (
    gg_bg_hide_squad (f.game, f.rules, &b1, GG_HIDDEN_IMBOSCATA, NULL, "secret", &error));
  g_assert_no_error (error);
  serial = next_serial (f.game);
  g_assert_false (gg_bg_play_reveal (f.table, &b1, &error));
  g_assert_error (error, GG_BG_HIDDEN_ERROR, GG_BG_HIDDEN_ERROR_SEAL);
  assert_said (f.game, serial, "Squad B1 cannot be revealed: the seal does not open",
               "La squadra B1 non può essere rivelata: il sigillo non si apre");
  bg_close (&f);
}

/* BG-9-b: the morale test, its modifiers and its result in the reader's words. */
static void
test_bg_morale (void)
{
  Bg f;
  GgBgMoraleInput in;
  GgBgMorale morale = { 0 };
  guint serial;

  bg_open (&f);
  serial = next_serial (f.game);
  gg_bg_play_morale_input (f.game, f.rules, 'A', 1, FALSE, &in);
  in.out_of_command = TRUE;
  gg_bg_play_morale (f.game, f.rules, 'A', 1, &in, &morale, NULL);
  assert_said (f.game, serial, "Morale test A1 [BG-9-b]", "Test di morale A1 [BG-9-b]");
  assert_said (f.game, serial, "Out of command", "; totale ");
  assert_said (f.game, serial, gg_bg_morale_outcome_message (morale.outcome), "; totale ");
  gg_bg_morale_clear (&morale);
  bg_close (&f);
}

/* BG-11.3-a: a melee round: each duel with its odds, then the losses. */
static void
test_bg_melee (void)
{
  Bg f;
  GgBgFight fight;
  guint from;

  bg_open (&f);
  from = next_serial (f.game);
  gg_bg_fight_contact (f.table, (GgBgSquadRef){ 'A', 1 }, (GgBgSquadRef){ 'B', 1 }, &fight);
  g_assert_true (fight.fought);
  from = find_entry (f.game, from, "Melee round 1, A1 against B1");
  assert_said (f.game, from, " against B-1-", " contro B-1-");
  assert_said (f.game, from, "Attackers lost", "Round di mischia 1, A1 contro B1");
  gg_bg_fight_clear (&fight);
  bg_close (&f);
}

/* Entry @serial in Italian has none of the English words of a fight's ruling. */
static void
assert_no_english (GgGame *game, guint serial)
{
  static const char *const english[] = { "Melee",     "Assault", "squad ",  "against", "Attackers",
                                         "Defenders", "lost",    "rounds",  "win",     "hold",
                                         "stand",     "go in",   "contact", NULL };
  g_autofree char *italian = said (game, serial, "it");

  for (guint i = 0; english[i] != NULL; i++)
    if (strstr (italian, english[i]) != NULL)
      g_error ("entry %u in Italian says “%s”:\n%s", serial, english[i], italian);
}

/* BG-4.2-i, BG-11.3-a: the ruling that sums up a melee after contact (the card's call): its
 * declaration, rounds, losses and outcome kept as data, all of it Italian in Italian. */
static void
test_bg_melee_ruling (void)
{
  Bg f;
  GgBgFight fight;
  guint serial;

  bg_open (&f);
  gg_bg_fight_contact (f.table, (GgBgSquadRef){ 'A', 1 }, (GgBgSquadRef){ 'B', 1 }, &fight);
  g_assert_true (fight.fought);
  serial = find_entry (f.game, 1, "Melee, squad A1 against squad B1: ");
  g_assert_cmpuint (serial, ==, gg_log_get_n_entries (f.game->state->log));
  g_assert_cmpint (gg_log_get_entry (f.game->state->log, serial - 1)->kind, ==, GG_LOG_RULING);
  assert_said (f.game, serial, "Melee, squad A1 against squad B1: Melee after contact",
               "Mischia, squadra A1 contro squadra B1: Mischia dopo il contatto");
  assert_said (f.game, serial, fight.melee.rounds == 1 ? " round. Attackers lost: " : " rounds. ",
               " round. Perdite degli attaccanti: ");
  if (fight.prisoners == NULL && fight.melee.defenders_left == 0)
    assert_said (f.game, serial, "The attackers win.", "Vincono gli attaccanti.");
  else if (fight.prisoners == NULL)
    assert_said (f.game, serial, "The defenders hold.", "I difensori tengono.");
  assert_no_english (f.game, serial);
  gg_bg_fight_clear (&fight);
  bg_close (&f);
}

/* BG-11.2-a/d: the ruling of a declared charge: the tests as they were rolled, the melee if it
 * came, in the reader's words. */
static void
test_bg_assault_ruling (void)
{
  Bg f;
  GgBgFight fight;
  guint serial;

  bg_open (&f);
  gg_bg_fight_assault (f.table, (GgBgSquadRef){ 'A', 1 }, (GgBgSquadRef){ 'B', 1 }, &fight);
  g_assert_true (fight.declared);
  serial = gg_log_get_n_entries (f.game->state->log);
  if (fight.fought)
    assert_said (f.game, serial, "Melee, squad A1 against squad B1: Attackers' test D20",
                 "Mischia, squadra A1 contro squadra B1: Test degli attaccanti D20");
  else
    assert_said (f.game, serial,
                 "Assault of squad A1 on squad B1: ", "Assalto della squadra A1 alla squadra B1: ");
  if (fight.assault.attacker_goes && fight.assault.defender_stands)
    assert_said (f.game, serial, "they stand, melee", "resistono, mischia");
  else if (fight.assault.attacker_goes)
    assert_said (f.game, serial, "they do not stand", "non resistono");
  else
    assert_said (f.game, serial, "do not go in", "non vanno all'assalto");
  assert_no_english (f.game, serial);
  gg_bg_fight_clear (&fight);
  bg_close (&f);
}

/* BG-4.8-j/k, BG-15.1-l, BG-15.1-r, BG-2.8-a, BG-10.7-c: the single rolls, their outcome words
 * kept untranslated in the file. */
static void
test_bg_single_rolls (void)
{
  Bg f;
  GgChit a1 = { 'A', 1 };
  guint serial;
  gboolean ok;
  int roll;

  bg_open (&f);
  gg_bg_state_officer (f.game->state, "A-CyL", TRUE)->out = TRUE;
  serial = next_serial (f.game);
  if (gg_bg_play_captain (f.game, f.rules, 'A', &roll))
    assert_said (f.game, serial, "or less: replaced", "o meno: ");
  else
    assert_said (f.game, serial, "or less: not replaced", "o meno: ");
  serial = next_serial (f.game);
  ok = gg_bg_play_esitante (f.game, f.rules, &roll);
  assert_said (f.game, serial, ok ? "order given" : "order fails", "L'Esitante ordina");
  serial = next_serial (f.game);
  ok = gg_bg_play_protector (f.game, f.rules, &a1, FALSE, &roll);
  assert_said (f.game, serial, ok ? ": hit" : "unharmed", "Martinitt con la squadra A1");
  serial = next_serial (f.game);
  ok = gg_bg_play_dispute (f.game, "is the hedge a wall?", &roll);
  assert_said (f.game, serial, ok ? ", even" : ", odd", ok ? ", pari" : ", dispari");
  serial = next_serial (f.game);
  gg_bg_play_charge_bonus (f.game, f.rules, GG_BG_ARM_CAVALRY, &roll);
  assert_said (f.game, serial, "Charge or assault movement bonus", "Bonus di movimento");
  bg_close (&f);
}

/* BG-4.5-k: the Lieutenant stands in for the fallen Captain: both ranks in the reader's words. */
static void
test_bg_stand_in (void)
{
  Bg f;
  g_autoptr (GError) error = NULL;
  guint serial;

  bg_open (&f);
  gg_bg_state_officer (f.game->state, "A-CyL", TRUE)->out = TRUE;
  serial = next_serial (f.game);
  g_assert_true (gg_bg_play_stand_in (f.game, f.rules, "A-CSt", "CyL", &error));
  g_assert_no_error (error);
  assert_said (f.game, serial, "A-CSt (Lieutenant) takes the place of the fallen Captain",
               "A-CSt (Tenente) prende il posto del Capitano caduto");
  bg_close (&f);
}

/* The d6 rules */

typedef struct
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Play *play;
} D6;

static void
d6_open (D6 *g, Scene *s)
{
  g_autoptr (GError) error = NULL;

  g->game = scene_game (s, NULL);
  g->rules = rules_new ();
  g->play = gg_d6_play_new (g->game, g->rules, 3, &error);
  g_assert_no_error (error);
}

static void
d6_close (D6 *g)
{
  gg_d6_play_free (g->play);
  gg_d6_rules_free (g->rules);
  gg_game_unref (g->game);
}

/* D6-TEST-6: a TEST names why it is taken in the reader's words. */
static void
test_d6_test_why (void)
{
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Test) test = NULL;
  D6 g;
  guint serial;

  tv3_scene (s, 2.5, NULL);
  d6_open (&g, s);
  serial = next_serial (g.game);
  test = gg_d6_play_test (g.play, "B2", "casualties", NULL, 3, NULL, &error);
  g_assert_no_error (error);
  assert_said (g.game, serial, "TEST (casualties), B2", "TEST (perdite), B2");
  d6_close (&g);
}

/* D6-COMP-5: a compulsory move that fails says why in the reader's words. */
static void
test_d6_compulsory_reason (void)
{
  g_autoptr (Scene) s = scene_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Compulsory) c = NULL;
  int five[] = { 5, 5, 5, 5, 5, 5 };
  D6 g;
  guint serial;

  block (s, 'A', 1, 12, 6, 24, 20, 0, 25.4, 12.7, "status: retreat-pending");
  block (s, 'B', 2, 12, 6, 24, 26, 180, 25.4, 12.7, NULL);
  d6_open (&g, s);
  serial = next_serial (g.game);
  c = gg_d6_play_compulsory (g.play, "A1", NULL, FALSE, TRUE, five, &error);
  g_assert_no_error (error);
  g_assert_true (c->destroyed);
  assert_said (g.game, serial, "destroyed: no path directly away, on the referee's word",
               "distrutta: ");
  d6_close (&g);
}

/* The activation schemes */

#define ACT_HEAD                                                                                 \
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n" \
  "figures: []\n"                                                                                \
  "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"                           \
  "    - { id: A1, side: A, brigade: Eber }\n"                                                   \
  "    - { id: B1, side: B, brigade: Tabacchi }\n"

static const char volturno[] = ACT_HEAD
  "  options: { activation: volturno }\n"
  "  activation:\n"
  "    sides:\n"
  "      - { side: A, cic: Garibaldi, value: 4 }\n"
  "      - { side: B, cic: Ritucci, value: 3 }\n"
  "    formations:\n"
  "      - { id: turr, side: A, commander: Türr, rating: 1, brigades: [Eber] }\n"
  "      - { id: tabacchi, side: B, commander: Tabacchi, rating: 3, brigades: [Tabacchi] }\n";

/* VOL-6.1.2: an attempt after a failure lists its Orders markers in the reader's words. */
static void
test_volturno_modifier (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (volturno, strlen (volturno), "vol.yaml", &error);
  g_autoptr (GgAct) act = NULL;
  int dice[] = { 6, 6, 1, 1 };
  guint serial;

  g_assert_no_error (error);
  act = gg_act_new (game, gg_game_get_rules_data (game), 1, &error);
  g_assert_no_error (error);
  gg_act_outcome_free (gg_act_initiative (act, dice, 4, &error));
  gg_act_outcome_free (gg_act_attempt (act, "turr", NULL, 5, &error));
  gg_act_outcome_free (gg_act_pass (act, &error));
  g_assert_no_error (error);
  serial = next_serial (game);
  gg_act_outcome_free (gg_act_attempt (act, "turr", NULL, 5, &error));
  g_assert_no_error (error);
  assert_said (game, serial, "-1 Orders markers (VOL-6.1.2", "-1 segnalini Ordini (VOL-6.1.2");
}

/* Corps I (side A) on its third, Extended activation; A2 (veteran) moved. */
static const char r59[] =
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n"
  "figures:\n"
  "  - { id: k, x: 10, y: 2, base: { front: 15, depth: 15 }, side: A, squad: 9, role: L1 }\n"
  "  - { id: x, x: 10, y: 10, base: { front: 15, depth: 15 }, side: A, squad: 1, role: L2 }\n"
  "  - { id: z, x: 60, y: 40, base: { front: 15, depth: 15 }, side: B, squad: 1, role: L1 }\n"
  "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"
  "    - { id: A9, side: A, type: command, level: corps }\n"
  "    - { id: A1, side: A, type: command, level: brigade, brigade: X }\n"
  "    - { id: A2, side: A, brigade: X, class: veteran }\n"
  "    - { id: B1, side: B, brigade: Z }\n"
  "  options: { activation: r59 }\n"
  "  activation:\n"
  "    sides: [{ side: A, french: true }, { side: B }]\n"
  "    formations:\n"
  "      - { id: I, side: A, commander-unit: A9, rated: d-hilliers, brigades: [X], "
  "activations: 2 }\n"
  "      - { id: V, side: B, rated: stadion, brigades: [Z] }\n"
  "    turn: 1\n    initiative: A\n    to-act: A\n";

/* R59-4.43: the Extended activation's cost: a unit that moved and failed its roll takes a Hit,
 * said in the reader's words. */
static void
test_r59_hit (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (r59, strlen (r59), "r59.yaml", &error);
  g_autoptr (GgAct) act = NULL;
  g_autoptr (GgActOutcome) on = NULL, done = NULL;
  guint serial;

  g_assert_no_error (error);
  act = gg_act_new (game, gg_game_get_rules_data (game), 3, &error);
  g_assert_no_error (error);
  on = gg_act_attempt (act, "I", NULL, 1, &error);
  g_assert_no_error (error);
  g_assert_true (on->plan->extended);
  gg_act_record_move (act, "A2"); /* as the d6 move roll and march record it (R59-4.43) */
  g_assert_true (gg_dice_queue_entered (game->state->dice, GG_DIE_D10, 7));
  serial = next_serial (game);
  done = gg_act_finish (act, &error);
  g_assert_no_error (error);
  assert_said (game, serial, "A2: moved, d10 = 7 against cohesion 6, a Hit: orange marker",
               "A2: ha mosso, d10 = 7 contro coesione 6, un colpo: segnalino arancione");
}

/* The log's own: a value kept untranslated */

/* A part whose values are messages too (GG_LOG_LABEL) keeps them untranslated in the file
 * (`labels:`) and says them in the reader's words; a label naming a value the part lacks is an
 * error at its place. */
static void
test_labels (void)
{
  g_autoptr (GgLog) log = gg_log_new ();
  g_autoptr (GgLog) again = NULL;
  g_autoptr (GgYamlNode) yaml = NULL, root = NULL, bad = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *file = NULL, *english = NULL, *italian = NULL;
  GgLogText *text = gg_log_text_new ();
  static const char bad_part[] =
    "- { kind: note, text: x, parts: [ { message: \"%s\", values: [a], labels: [1] } ] }\n";

  gg_log_text_add_labelled (text, GG_LOG_LABEL (0) | GG_LOG_LABEL (1), "Measured %s to %s: %s",
                            "a point", "a point", "12.00 cm (4.72 in)");
  gg_log_append_text (log, 1000, GG_LOG_MEASURE, 1, NULL, 0, 0, text);
  yaml = gg_log_to_yaml (log);
  file = gg_yaml_emit (yaml, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (file, "labels: ["));
  root = gg_yaml_parse (file, strlen (file), "log.yaml", NULL, &error);
  g_assert_no_error (error);
  again = gg_log_from_yaml (root, "log.yaml", 0, &error);
  g_assert_no_error (error);
  english = gg_log_entry_render (gg_log_get_entry (again, 0));
  g_assert_cmpstr (english, ==, "Measured a point to a point: 12.00 cm (4.72 in)");
  use_language ("it");
  italian = gg_log_entry_render (gg_log_get_entry (again, 0));
  use_language ("C");
  g_assert_cmpstr (italian, ==, "Misurato da un punto a un punto: 12.00 cm (4.72 in)");
  bad = gg_yaml_parse (bad_part, strlen (bad_part), "bad.yaml", NULL, &error);
  g_assert_no_error (error);
  g_assert_null (gg_log_from_yaml (bad, "bad.yaml", 0, &error));
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "bad.yaml:1:"));
}

/* The demos played a little: no entry is left English in Italian */

/* Every entry from @from (a serial) is kept as data and reads differently in Italian. */
static void
assert_all_said (GgGame *game, guint from)
{
  GgLog *log = game->state->log;

  g_assert_cmpuint (gg_log_get_n_entries (log), >=, from);
  for (guint i = from - 1; i < gg_log_get_n_entries (log); i++)
    {
      const GgLogEntry *e = gg_log_get_entry (log, i);
      g_autofree char *english = NULL, *italian = NULL;

      if (e->parts == NULL && e->message == NULL)
        g_error ("entry %u is a sentence of the moment, not data: %s", i + 1, e->text);
      use_language ("it");
      italian = gg_log_entry_render (e);
      use_language ("C");
      english = gg_log_entry_render (e);
      if (g_strcmp0 (english, italian) == 0)
        g_error ("entry %u reads the same in Italian: %s", i + 1, italian);
    }
}

static GgGame *
load_scenario (const char *name)
{
  g_autofree char *path =
    g_test_build_filename (G_TEST_DIST, "..", "data", "scenarios", name, NULL);
  g_autoptr (GError) error = NULL;
  GgGame *game = gg_game_load_file (path, &error);

  g_assert_no_error (error);
  return game;
}

/* BG-2.2-a, BG-9-b, BG-12.1-g, BG-15.1-l, BG-2.8-a: the demo battle's first pair. */
static void
test_scan_bella_gigogin (void)
{
  g_autoptr (GgGame) game = load_scenario ("demo.yaml");
  g_autoptr (GgBgRules) rules = gg_bg_rules_new_builtin (20, NULL);
  g_autoptr (GError) error = NULL;
  GgBgFirer firers[2] = { { "A-1-1", GG_BG_WEAPON_SMOOTHBORE, 300, TRUE, TRUE, 1, FALSE },
                          { "A-1-5", GG_BG_WEAPON_PRECISION_RIFLE, 300, TRUE, TRUE, 1, FALSE } };
  GgBgFireTarget target = { GG_BG_COVER_HARD, TRUE };
  GgBgFire fire = { 0 };
  GgBgMoraleInput in;
  GgBgMorale morale = { 0 };
  GgChit pair[2], a1 = { 'A', 1 }, b1 = { 'B', 1 };
  guint from;
  int roll;

  g_assert_true (gg_bg_play_begin (game, 1859, GG_CHIT_MODE_TOKENS, &error));
  g_assert_no_error (error);
  from = next_serial (game);
  gg_bg_play_draw (game, rules, pair);
  gg_bg_play_morale_input (game, rules, pair[0].side, pair[0].squad, FALSE, &in);
  gg_bg_play_morale (game, rules, pair[0].side, pair[0].squad, &in, &morale, NULL);
  gg_bg_play_fire (game, rules, &a1, &b1, GG_BG_ARM_INFANTRY, firers, 2, &target, &fire);
  gg_bg_play_esitante (game, rules, &roll);
  gg_bg_play_dispute (game, "is the hedge a wall?", &roll);
  gg_bg_play_charge_bonus (game, rules, GG_BG_ARM_INFANTRY, &roll);
  assert_all_said (game, from);
  gg_bg_morale_clear (&morale);
  gg_bg_fire_clear (&fire);
}

/* D6-SEQ-1, D6-TEST-6: the d6 demo's first steps and a TEST. */
static void
test_scan_d6 (void)
{
  g_autoptr (GgGame) game = load_scenario ("demo-d6.yaml");
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Test) test = NULL;
  GgD6Rules *rules = gg_game_d6_rules (game, &error);
  GgD6Play *play;
  guint from;

  g_assert_no_error (error);
  play = gg_d6_play_new (game, rules, 5, &error);
  g_assert_no_error (error);
  from = next_serial (game);
  gg_d6_play_first_player (play, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 3; i++)
    gg_d6_play_advance (play);
  test = gg_d6_play_test (play, "B1", "casualties", NULL, 0, NULL, &error);
  g_assert_no_error (error);
  assert_all_said (game, from);
  gg_d6_play_free (play);
  gg_d6_rules_free (rules);
}

/* VOL-4.A, VOL-6.1.1: the Volturno scenario's initiative and first attempts. */
static void
test_scan_volturno (void)
{
  g_autoptr (GgGame) game = load_scenario ("volturno-1860.yaml");
  g_autoptr (GError) error = NULL;
  g_autoptr (GgAct) act = gg_act_new (game, gg_game_get_rules_data (game), 7, &error);
  GgActState *state;
  guint from;

  g_assert_no_error (error);
  from = next_serial (game);
  gg_act_outcome_free (gg_act_initiative (act, NULL, 0, &error));
  g_assert_no_error (error);
  state = gg_act_get_state (act);
  for (int i = 0; i < 4; i++)
    {
      GgActFormation *f = NULL;

      for (guint k = 0; k < state->formations->len && f == NULL; k++)
        {
          GgActFormation *c = g_ptr_array_index (state->formations, k);

          if (c->side == state->to_act && !c->finished)
            f = c;
        }
      if (f == NULL)
        break;
      gg_act_outcome_free (gg_act_attempt (act, f->id, NULL, 0, &error));
      g_clear_error (&error);
      gg_act_outcome_free (gg_act_finish (act, NULL));
    }
  assert_all_said (game, from);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* GLib decides at its first translation whether to translate at all (no when the domain is
   * set and has no catalogue for the language of the moment): ask before it is set */
  (void) g_dgettext ("gigogin", "Roll");
  use_language ("C");
  g_test_add_func ("/log-language/bg/fire/BG-12.1-g", test_bg_fire);
  g_test_add_func ("/log-language/bg/morale/BG-9-b", test_bg_morale);
  g_test_add_func ("/log-language/dice-purposes/BG-4.2-d", test_dice_purposes);
  g_test_add_func ("/log-language/bg/reveal-refused/BG-14.1-c", test_bg_reveal_refused);
  g_test_add_func ("/log-language/bg/melee/BG-11.3-a", test_bg_melee);
  g_test_add_func ("/log-language/bg/melee-ruling/BG-4.2-i", test_bg_melee_ruling);
  g_test_add_func ("/log-language/bg/assault-ruling/BG-11.2-a", test_bg_assault_ruling);
  g_test_add_func ("/log-language/bg/single-rolls/BG-4.8-j", test_bg_single_rolls);
  g_test_add_func ("/log-language/bg/stand-in/BG-4.5-k", test_bg_stand_in);
  g_test_add_func ("/log-language/d6/test/D6-TEST-6", test_d6_test_why);
  g_test_add_func ("/log-language/d6/compulsory/D6-COMP-5", test_d6_compulsory_reason);
  g_test_add_func ("/log-language/volturno/orders/VOL-6.1.2", test_volturno_modifier);
  g_test_add_func ("/log-language/r59/extended-cost/R59-4.43", test_r59_hit);
  g_test_add_func ("/log-language/labels", test_labels);
  g_test_add_func ("/log-language/scan/bella-gigogin/BG-2.2-a", test_scan_bella_gigogin);
  g_test_add_func ("/log-language/scan/d6/D6-SEQ-1", test_scan_d6);
  g_test_add_func ("/log-language/scan/volturno/VOL-6.1.1", test_scan_volturno);
  return g_test_run ();
}
