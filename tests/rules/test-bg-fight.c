/* A melee as the activation card fights it (gg_bg_fight_* in gg-bg-play.h, gg_bg_table_melee_setup): the table
 * and the state give the lancers, the leaders' characters, flank and rear, mass, cover and the
 * terrain that voids the assault bonus or forbids a charge; the melee is fought whole in one
 * call, its losses applied. */
#include <glib.h>
#include <string.h>

#include "gg-bg-characters.h"
#include "gg-bg-play.h"
#include "gg-bg-score.h"
#include "gg-bg-table.h"

#include "bg-scene.h"

/* A1, cavalry, faces B1 (infantry) 2 cm away in the open, each with its platoon commander
 * behind. B2 stands inside a farm at its edge, A2 (infantry) before it. B4 is hidden from A3 by
 * a barn. 20 mm. */
static const char scene[] = BG_SCENE_HEAD
  "terrain:\n"
  "  - { id: farm, kind: building, polygon: [[100, 40], [130, 40], [130, 60], [100, 60]] }\n"
  "  - { id: barn, kind: building, polygon: [[150, 20], [170, 20], [170, 40], [150, 40]] }\n"
  "figures:\n" BG_SCENE_A1 BG_SCENE_B1
  "  - { id: B-1-3, x: 46, y: 24.5, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 1, role: '1' }\n"
  "  - { id: B-1-4, x: 54, y: 24.5, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 1, role: '1' }\n" BG_SCENE_B_PLA
  "  - { id: A-2-L, x: 115, y: 37, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: L2 }\n"
  "  - { id: A-2-1, x: 112, y: 37, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 2, "
  "role: '2' }\n"
  "  - { id: B-2-L, x: 115, y: 40.3, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 2, role: L2 }\n"
  "  - { id: B-2-1, x: 112, y: 40.3, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 2, role: '2' }\n"
  "  - { id: A-3-L, x: 160, y: 10, facing: 0, base: { front: 15, depth: 20 }, side: A, squad: 3, "
  "role: L3 }\n"
  "  - { id: B-4-L, x: 160, y: 55, facing: 180, base: { front: 15, depth: 20 }, side: B, "
  "squad: 4, role: L4 }\n";

static const GgBgSquadRef A1 = { 'A', 1 }, A2 = { 'A', 2 }, A3 = { 'A', 3 };
static const GgBgSquadRef B1 = { 'B', 1 }, B2 = { 'B', 2 }, B4 = { 'B', 4 };

typedef BgTable Fixture;

/* The scene with @state (a YAML flow sequence of squad entries) as the state's squads. */
static void
load (Fixture *f, const char *squads)
{
  g_autofree char *text = g_strdup_printf ("%sstate: { seed: 11, squads: [ { squad: A1, arm: "
                                           "cavalry }%s%s ] }\n",
                                           scene, squads ? ", " : "", squads ? squads : "");

  bg_table_open (f, text, "fight.yaml", 11);
}

static void
unload (Fixture *f)
{
  bg_table_close (f);
}

static int
index_of (GArray *figures, const char *id)
{
  for (guint i = 0; i < figures->len; i++)
    if (g_str_equal (g_array_index (figures, GgBgMeleeFigure, i).id, id))
      return i;
  g_assert_not_reached ();
}

/* The total modifier of figure @id in the first round (or @round) of @attacker against
 * @defender, as the fight card previews it and the fight rolls it. */
static int
modifier (Fixture *f, GgBgSquadRef attacker, GgBgSquadRef defender, guint round, const char *id,
          const char *expect_rule)
{
  GgBgMeleeSetup setup;
  GgBgMeleeRound r;
  gboolean on_attack = id[0] == attacker.side;
  GArray *figures, *mods;
  int total;
  gboolean found = expect_rule == NULL;

  gg_bg_table_melee_setup (f->table, attacker, defender, TRUE, &setup);
  gg_bg_melee_round (f->rules, NULL, &setup.attacker, (GgBgMeleeFigure *) setup.attackers->data,
                     setup.attackers->len, &setup.defender,
                     (GgBgMeleeFigure *) setup.defenders->data, setup.defenders->len, round, &r);
  figures = on_attack ? setup.attackers : setup.defenders;
  mods = g_ptr_array_index (on_attack ? r.attacker_mods : r.defender_mods, index_of (figures, id));
  total = gg_bg_modifiers_total (mods);
  for (guint i = 0; i < mods->len && !found; i++)
    found = g_strcmp0 (g_array_index (mods, GgBgModifier, i).rule, expect_rule) == 0;
  g_assert_true (found);
  gg_bg_melee_round_clear (&r);
  gg_bg_melee_setup_clear (&setup);
  return total;
}

/* L401, BG-11.7-a: every charging lancer has +3 in the first round (charge +2, lance +1), the
 * other troopers +2; from the second round none. */
static void
test_lancer (void)
{
  Fixture f;

  load (&f, NULL);
  g_assert_true (gg_bg_state_set_weapon (f.game->state, 'A', 1, "A-1-1", "lance"));
  g_assert_cmpint (modifier (&f, A1, B1, 1, "A-1-1", "BG-11.8-g"), ==, 3);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "A-1-2", "BG-11.8-e"), ==, 2);
  g_assert_cmpint (modifier (&f, A1, B1, 2, "A-1-1", NULL), ==, 0);
  unload (&f);
}

/* BG-11.6-b, BG-11.8-d with AMB-42: figures attacked from behind (the attackers outside their
 * frontal arc) have -3; facing the attackers, nothing. Found from the bases, not typed. */
static void
test_flank (void)
{
  Fixture f;
  g_autoptr (GPtrArray) b1 = NULL;

  load (&f, NULL);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", NULL), ==, 0);
  b1 = gg_bg_table_squad_figures (f.table, 'B', 1);
  for (guint i = 0; i < b1->len; i++)
    ((GgFigure *) g_ptr_array_index (b1, i))->base.facing = 0; /* their backs to A1 */
  gg_bg_table_refresh (f.table);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", "BG-11.8-d"), ==, -3);
  g_assert_cmpint (modifier (&f, A1, B1, 2, "B-1-L", "BG-11.8-d"), ==, -3);
  unload (&f);
}

/* BG-11.8-b, BG-5-f: a squad formed in mass (kept in the state) has +1 against cavalry, and with
 * its men facing outwards is never flanked (AMB-29). */
static void
test_mass (void)
{
  Fixture f;
  g_autoptr (GPtrArray) b1 = NULL;

  load (&f, "{ squad: B1, mass: true }");
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", "BG-11.8-b"), ==, 1);
  b1 = gg_bg_table_squad_figures (f.table, 'B', 1);
  ((GgFigure *) g_ptr_array_index (b1, 1))->base.facing = 0;
  gg_bg_table_refresh (f.table);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", "BG-11.8-b"), ==, 1);
  unload (&f);
}

/* Forms mass as the card does (gg-activation-special.c): the core says whether it may, with the
 * rule when not, then forms it. */
static gboolean
form_mass (Fixture *f, GgBgSquadRef squad, const char **rule)
{
  GgChit chit = { squad.side, squad.number };

  return gg_bg_play_may_form_mass (f->game, f->rules, &chit, rule) &&
         gg_bg_play_form_mass (f->game, f->rules, &chit);
}

/* BG-5-d/e/g: mass is formed by infantry in its own activation, at least 5 infantrymen; cavalry
 * may not; a squad that moves leaves it (AMB-29); below 5 figures it no longer counts. */
static void
test_form_mass (void)
{
  Fixture f;
  const char *rule = NULL;
  const char *out[] = { "B-1-4", NULL };

  load (&f, NULL);
  g_assert_false (form_mass (&f, A1, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-d");
  g_assert_false (form_mass (&f, B2, &rule));
  g_assert_cmpstr (rule, ==, "BG-5-g");
  g_assert_true (form_mass (&f, B1, &rule));
  g_assert_true (gg_bg_state_squad (f.game->state, 'B', 1, FALSE)->mass);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", "BG-11.8-b"), ==, 1);
  g_assert_true (gg_bg_play_action_taken (f.game, &(GgChit){ 'B', 1 }, GG_BG_ACTION_MOVE));
  g_assert_false (gg_bg_state_squad (f.game->state, 'B', 1, FALSE)->mass);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", NULL), ==, 0);
  gg_bg_state_squad (f.game->state, 'B', 1, FALSE)->steps = 0; /* its next activation */
  g_assert_true (form_mass (&f, B1, &rule));
  gg_bg_table_apply_losses (f.table, B1, out, 1, FALSE);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", NULL), ==, 0);
  unload (&f);
}

/* AMB-29: a squad in mass that goes in to assault leaves its mass. */
static void
test_assault_leaves_mass (void)
{
  Fixture f;
  GgBgFight fight;
  const char *rule = NULL;

  load (&f, NULL);
  g_assert_true (form_mass (&f, B1, &rule));
  g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D20, 1)); /* it goes in */
  gg_bg_fight_assault (f.table, B1, A1, &fight);
  g_assert_true (fight.assault.attacker_goes);
  g_assert_false (gg_bg_state_squad (f.game->state, 'B', 1, FALSE)->mass);
  gg_bg_fight_clear (&fight);
  unload (&f);
}

/* BG-2.4-b (seed 003, line 29): "Può essere eseguita una sola di queste azioni in una
 * attivazione; ciascuna di esse esclude tutte le altre." The card's Melee is one call: the
 * assault is fought and is the squad's action; an assault ends even an Indiavolati squad's
 * activation (BG-15.3-d). An assault refused (BG-7-a: B4 unseen) is no action. */
static void
test_assault_action (void)
{
  Fixture f;
  GgBgFight fight;
  GgSquadState *s;

  load (&f, NULL);
  gg_bg_state_squad (f.game->state, 'B', 1, TRUE)->traits = GG_BG_TRAIT_INDIAVOLATI;
  g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D20, 1)); /* it goes in */
  g_assert_true (gg_bg_fight_assault_action (f.table, B1, A1, &fight));
  g_assert_true (fight.allowed);
  g_assert_true (gg_bg_state_squad (f.game->state, 'B', 1, FALSE)->steps & GG_STEP_ACTED);
  gg_bg_fight_clear (&fight);
  g_assert_false (gg_bg_fight_assault_action (f.table, A3, B4, &fight));
  g_assert_false (fight.allowed);
  s = gg_bg_state_squad (f.game->state, 'A', 3, FALSE);
  g_assert_true (s == NULL || !(s->steps & GG_STEP_ACTED));
  gg_bg_fight_clear (&fight);
  unload (&f);
}

/* BG-15.1-g: an Indomito squad leader has +1 in melee; the others of his squad nothing. */
static void
test_indomito (void)
{
  Fixture f;

  load (&f, "{ squad: B1, characters: [indomito] }");
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-L", "BG-15.1-g"), ==, 1);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-1", NULL), ==, 0);
  unload (&f);
}

/* BG-15.1-m: a Cattivo schermidore squad leader has -1: charging, +2 - 1. */
static void
test_cattivo (void)
{
  Fixture f;

  load (&f, "{ squad: B1, characters: [cattivo-schermidore] }");
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-L", "BG-15.1-m"), ==, -1);
  unload (&f);
}

/* BG-15.1-p: a Vanaglorioso squad leader has -1 in melee. */
static void
test_vanaglorioso (void)
{
  Fixture f;

  load (&f, "{ squad: B1, characters: [vanaglorioso] }");
  g_assert_cmpint (modifier (&f, A1, B1, 1, "B-1-L", "BG-15.1-p"), ==, -1);
  unload (&f);
}

/* BG-15.1-e: the attackers' Eroico leader pairs against the enemy squad leader in the first
 * round, and his whole squad has +1 in it (charge +2, so +3), not in the second. */
static void
test_eroico (void)
{
  Fixture f;
  GgBgMeleeSetup setup;
  GgBgMeleeRound r;

  load (&f, NULL);
  gg_bg_state_squad (f.game->state, 'A', 1, FALSE)->characters = GG_BG_CHAR_EROICO;
  gg_bg_table_melee_setup (f.table, A1, B1, TRUE, &setup);
  g_assert_true (setup.attacker.eroico_duel);
  gg_bg_melee_round (f.rules, NULL, &setup.attacker, (GgBgMeleeFigure *) setup.attackers->data,
                     setup.attackers->len, &setup.defender,
                     (GgBgMeleeFigure *) setup.defenders->data, setup.defenders->len, 1, &r);
  for (guint i = 0; i < r.duels->len; i++)
    {
      GgBgDuel *d = &g_array_index (r.duels, GgBgDuel, i);

      if (g_str_equal (g_array_index (setup.attackers, GgBgMeleeFigure, d->pairing[0]).id, "A-1-L"))
        g_assert_cmpstr (g_array_index (setup.defenders, GgBgMeleeFigure, d->other).id, ==,
                         "B-1-L");
    }
  gg_bg_melee_round_clear (&r);
  gg_bg_melee_setup_clear (&setup);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "A-1-1", "BG-15.1-e"), ==, 3);
  g_assert_cmpint (modifier (&f, A1, B1, 2, "A-1-1", NULL), ==, 0);
  unload (&f);
}

/* BG-15.1-e, BG-4.5-f: an Eroico officer attached to the charging squad fights with it, faces
 * the enemy squad leader, and the whole squad has +1 in the first round. */
static void
test_eroico_officer (void)
{
  Fixture f;
  GgBgMeleeSetup setup;
  GgOfficerState *o;
  int i;

  load (&f, NULL);
  o = gg_bg_state_officer (f.game->state, "A-PLA", TRUE);
  o->attached = (GgChit){ 'A', 1 };
  o->characters = GG_BG_CHAR_EROICO;
  gg_bg_table_melee_setup (f.table, A1, B1, TRUE, &setup);
  g_assert_true (setup.attacker.eroico_duel);
  g_assert_cmpuint (setup.attackers->len, ==, 4);
  i = index_of (setup.attackers, "A-PLA");
  g_assert_cmpint (i, ==, index_of (setup.defenders, "B-1-L"));
  gg_bg_melee_setup_clear (&setup);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "A-1-2", "BG-15.1-e"), ==, 3);
  unload (&f);
}

/* BG-4.5-f, BG-4.1-g: the officer attached fights in the melee a contact starts; when his side
 * loses every duel (real dice typed in: 0 against 9) he is out of action, not a loss of the
 * squad's. */
static void
test_officer_falls (void)
{
  Fixture f;
  GgBgFight fight;
  GgOfficerState *o;

  load (&f, NULL);
  o = gg_bg_state_officer (f.game->state, "A-PLA", TRUE);
  o->attached = (GgChit){ 'A', 1 };
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D10, 0));
      g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D10, 9));
    }
  gg_bg_fight_contact (f.table, A1, B1, &fight);
  g_assert_true (fight.fought);
  g_assert_cmpuint (fight.melee.rounds, ==, 1);
  g_assert_cmpuint (fight.melee.attackers_lost->len, ==, 4);
  g_assert_cmpuint (fight.melee.defenders_left, ==, 5);
  g_assert_true (o->out);
  g_assert_cmpint (o->attached.side, ==, 0);
  g_assert_true (gg_bg_state_is_out (f.game->state, "A-PLA"));
  g_assert_false (g_ptr_array_find_with_equal_func (
    gg_bg_state_squad (f.game->state, 'A', 1, FALSE)->removed, "A-PLA", g_str_equal, NULL));
  g_assert_true (gg_bg_state_is_out (f.game->state, "A-1-L"));
  gg_bg_fight_clear (&fight);
  unload (&f);
}

/* BG-11.5-b: infantry assaulting a squad in a house (hard cover) loses its +1; the defenders
 * have their +2 (BG-11.8-a). */
static void
test_assault_bonus_lost (void)
{
  Fixture f;

  load (&f, NULL);
  g_assert_cmpint (modifier (&f, A2, B2, 1, "A-2-1", NULL), ==, 0);
  /* +2, and -4 (BG-11.8-c): B2's platoon commander stands 65 cm from its leader (BG-4.8-b) */
  g_assert_cmpint (modifier (&f, A2, B2, 1, "B-2-1", "BG-11.8-a"), ==, 2 - 4);
  g_assert_cmpint (modifier (&f, A2, B2, 1, "B-2-1", "BG-11.8-c"), ==, 2 - 4);
  g_assert_cmpint (modifier (&f, A1, B1, 1, "A-1-1", "BG-11.8-e"), ==, 2);
  unload (&f);
}

/* BG-11.8-a, 003 L413: "copertura dura (casa, muro, palizzata): +2; (la cavalleria non può
 * attaccare)"; L411, the same for a fortification. Cavalry may not attack a squad in a house:
 * the card's charge is refused with the rule and no die rolled, and so is the melee of a contact;
 * infantry may assault it. The same one call (gg_bg_fight_check) answers for a defender said to be
 * in hard cover or a fortification, not for light cover. A1 stands where it sees B2. */
static void
test_no_charge_into_hard_cover (void)
{
  Fixture f;
  GgBgFight fight, contact;
  guint rolls, logged;
  const char *rule = NULL;
  g_autoptr (GPtrArray) a1 = NULL;
  const GgBgCover hard = GG_BG_COVER_HARD, fort = GG_BG_COVER_FORTIFICATION,
                  light = GG_BG_COVER_LIGHT;

  load (&f, NULL);
  g_assert_cmpint (gg_bg_fight_check (f.table, A1, B1, TRUE, NULL, &rule), ==, GG_BG_CHARGE_OK);
  g_assert_null (rule);
  g_assert_cmpint (gg_bg_fight_check (f.table, A1, B1, TRUE, &hard, &rule), ==, GG_BG_CHARGE_COVER);
  g_assert_cmpstr (rule, ==, "BG-11.8-a");
  g_assert_cmpint (gg_bg_fight_check (f.table, A1, B1, FALSE, &fort, &rule), ==,
                   GG_BG_CHARGE_COVER);
  g_assert_cmpstr (rule, ==, "BG-11.8-a");
  g_assert_cmpint (gg_bg_fight_check (f.table, A1, B1, TRUE, &light, &rule), ==, GG_BG_CHARGE_OK);
  a1 = gg_bg_table_squad_figures (f.table, 'A', 1);
  for (guint i = 0; i < a1->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (a1, i);

      fig->base.centre.x = 1200 + 20 * i; /* mm: right of A2, before the farm */
      fig->base.centre.y = 360;
    }
  gg_bg_table_refresh (f.table);
  rolls = gg_dice_get_n_rolls (f.game->state->dice);
  gg_bg_fight_assault (f.table, A1, B2, &fight);
  g_assert_false (fight.allowed);
  g_assert_cmpint (fight.check, ==, GG_BG_CHARGE_COVER);
  g_assert_cmpstr (fight.rule, ==, "BG-11.8-a");
  g_assert_false (fight.fought);
  g_assert_cmpuint (gg_dice_get_n_rolls (f.game->state->dice), ==, rolls);
  gg_bg_fight_clear (&fight);
  logged = gg_log_get_n_entries (f.game->state->log);
  gg_bg_fight_contact (f.table, A1, B2, &contact);
  g_assert_false (contact.allowed);
  g_assert_cmpint (contact.check, ==, GG_BG_CHARGE_COVER);
  g_assert_cmpstr (contact.rule, ==, "BG-11.8-a");
  g_assert_false (contact.fought);
  g_assert_cmpuint (gg_dice_get_n_rolls (f.game->state->dice), ==, rolls);
  g_assert_cmpuint (gg_log_get_n_entries (f.game->state->log), ==, logged + 1); /* the refusal */
  gg_bg_fight_clear (&contact);
  /* the infantry A2 is stopped only by its own command (no platoon commander near) */
  g_assert_cmpint (gg_bg_table_attack_check (f.table, A2, B2, TRUE, NULL, &rule), ==,
                   GG_BG_CHARGE_OK);
  g_assert_cmpint (gg_bg_fight_check (f.table, A2, B2, TRUE, NULL, &rule), ==,
                   GG_BG_CHARGE_COMMAND);
  g_assert_cmpstr (rule, ==, "BG-4.2-l");
  unload (&f);
}

/* BG-7-a: a squad no attacker can see may not be assaulted or charged. */
static void
test_target_visible (void)
{
  Fixture f;
  GgBgFight fight;

  load (&f, NULL);
  gg_bg_fight_assault (f.table, A3, B4, &fight);
  g_assert_false (fight.allowed);
  g_assert_cmpint (fight.check, ==, GG_BG_CHARGE_NOT_VISIBLE);
  g_assert_cmpstr (fight.rule, ==, "BG-7-a");
  gg_bg_fight_clear (&fight);
  unload (&f);
}

/* BG-11.3-c, BG-4.2-i: the melee a contact starts is fought whole by one call: rounds until a
 * side is gone or ceases to fight (each duel removes a figure, so at most 8 rounds here), every
 * loss applied to the state, one log entry per round. */
static void
test_fight_whole (void)
{
  Fixture f;
  GgBgFight fight;
  GgLog *log;
  guint before;

  load (&f, NULL);
  log = f.game->state->log;
  before = gg_log_get_n_entries (log);
  gg_bg_fight_contact (f.table, A1, B1, &fight);
  g_assert_true (fight.allowed);
  g_assert_true (fight.fought);
  g_assert_false (fight.attacker.charged);
  g_assert_cmpuint (fight.melee.rounds, >=, 1);
  g_assert_cmpuint (fight.melee.rounds, <=, 8);
  g_assert_true (fight.melee.ceased || fight.melee.attackers_left == 0 ||
                 fight.melee.defenders_left == 0);
  g_assert_cmpuint (fight.melee.attackers_lost->len + fight.melee.defenders_lost->len, >=,
                    fight.melee.rounds);
  for (guint i = 0; i < fight.melee.defenders_lost->len; i++)
    g_assert_true (
      gg_bg_state_is_out (f.game->state, g_ptr_array_index (fight.melee.defenders_lost, i)));
  for (guint i = 0; i < fight.melee.attackers_lost->len; i++)
    g_assert_true (
      gg_bg_state_is_out (f.game->state, g_ptr_array_index (fight.melee.attackers_lost, i)));
  g_assert_cmpuint (gg_log_get_n_entries (log), >=, before + fight.melee.rounds);
  gg_bg_fight_clear (&fight);
  unload (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bg/melee/BG-11.7-a/lancer-charging-plus-3", test_lancer);
  g_test_add_func ("/bg/melee/BG-11.6-b/flank-attack", test_flank);
  g_test_add_func ("/bg/melee/BG-11.8-b/mass-against-cavalry", test_mass);
  g_test_add_func ("/bg/melee/BG-5-g/form-mass", test_form_mass);
  g_test_add_func ("/bg/melee/AMB-29/assault-leaves-mass", test_assault_leaves_mass);
  g_test_add_func ("/bg/melee/BG-2.4-b/assault-action", test_assault_action);
  g_test_add_func ("/bg/melee/BG-15.1-g/indomito", test_indomito);
  g_test_add_func ("/bg/melee/BG-15.1-m/cattivo-schermidore", test_cattivo);
  g_test_add_func ("/bg/melee/BG-15.1-p/vanaglorioso", test_vanaglorioso);
  g_test_add_func ("/bg/melee/BG-15.1-e/eroico-duel", test_eroico);
  g_test_add_func ("/bg/melee/BG-15.1-e/eroico-officer", test_eroico_officer);
  g_test_add_func ("/bg/melee/BG-4.5-f/officer-falls", test_officer_falls);
  g_test_add_func ("/bg/melee/BG-11.5-b/assault-bonus-lost", test_assault_bonus_lost);
  g_test_add_func ("/bg/melee/BG-11.8-a/cavalry-may-not-attack-cover",
                   test_no_charge_into_hard_cover);
  g_test_add_func ("/bg/melee/BG-7-a/target-visible", test_target_visible);
  g_test_add_func ("/bg/melee/BG-11.3-c/fight-whole", test_fight_whole);
  return g_test_run ();
}
