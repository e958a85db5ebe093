/* test-act-orders.c: what an activated 1859 corps' units may do on a d6 table
 * (gg-act-r59-orders.c), each rule under its ID (docs/rule-ids-board-games.txt), through the
 * calls the app, the CLI and the d6 play make: Under and Without Orders within the corps
 * commander's Range and the Without Orders roll (R59-4.22, R59-4.42), in the command check;
 * hors de combat (R59-9.1); the Extended Activation's cohesion cost applied (R59-4.43); weather
 * turns (R59-4.44); the orders roll's statistics. */
#include <glib.h>
#include <math.h>
#include <string.h>

#include "core-support.h"
#include "gg-act.h"
#include "gg-d6-board.h"
#include "gg-d6-play.h"
#include "gg-d6-state.h"
#include "gg-d6-table.h"
#include "gg-table-rules.h"
#include "gg-game-state.h"

/* Corps I (side A): its commander A9 at y 2; brigadier X (A1) 8" from him, Under Orders;
 * brigadier Y (A5) 38" away, Without Orders, with A6 beside him (in command by the d6 rules'
 * 18"). Corps V (side B) has no commander on the table: measured by the referee. */
#define GAME(EXTRA) GAME_AT ("60", "40", "", EXTRA)
/* @ZX, @ZY: where the enemy z (unit B1) stands; @NAME: more keys of Y's brigadier A5. */
#define GAME_AT(ZX, ZY, NAME, EXTRA)                                                               \
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n"   \
  "figures:\n"                                                                                     \
  "  - { id: k, x: 10, y: 2, base: { front: 15, depth: 15 }, side: A, squad: 9, role: L1 }\n"      \
  "  - { id: x, x: 10, y: 10, base: { front: 15, depth: 15 }, side: A, squad: 1, role: L2 }\n"     \
  "  - { id: a, x: 14, y: 10, base: { front: 15, depth: 15 }, side: A, squad: 2, role: L3 }\n"     \
  "  - { id: y, x: 10, y: 40, base: { front: 15, depth: 15 }, side: A, squad: 5, role: L4 }\n"     \
  "  - { id: b, x: 14, y: 40, base: { front: 15, depth: 15 }, side: A, squad: 6, role: L5 }\n"     \
  "  - { id: z, x: " ZX ", y: " ZY ", base: { front: 15, depth: 15 }, side: B, squad: 1, "         \
  "role: L1 }\n"                                                                                   \
  "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"                             \
  "    - { id: A9, side: A, type: command, level: corps }\n"                                       \
  "    - { id: A1, side: A, type: command, level: brigade, brigade: X }\n"                         \
  "    - { id: A2, side: A, brigade: X, class: veteran }\n"                                        \
  "    - { id: A5, side: A, type: command, level: brigade, brigade: Y" NAME " }\n"                 \
  "    - { id: A6, side: A, brigade: Y, class: green }\n"                                          \
  "    - { id: B1, side: B, brigade: Z }\n"                                                        \
  "  options: { activation: r59 }\n"                                                               \
  "  activation:\n"                                                                                \
  "    sides: [{ side: A, french: true }, { side: B }]\n"                                          \
  "    formations:\n"                                                                              \
  "      - { id: I, side: A, commander-unit: A9, rated: d-hilliers, brigades: [X, Y] " EXTRA "}\n" \
  "      - { id: V, side: B, rated: stadion, brigades: [Z] }\n"

typedef struct
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Table *table;
  GgAct *act;
} Fixture;

static double
distance (const char *a, const char *b, gpointer data)
{
  GgD6TableUnit *ua = gg_d6_table_lookup (data, a), *ub = gg_d6_table_lookup (data, b);

  return ua && ub ? gg_d6_table_distance (ua, ub) : -1;
}

static void
open_game (Fixture *f, const char *text)
{
  g_autoptr (GError) error = NULL;

  f->game = gg_game_load_data (text, strlen (text), "orders.yaml", &error);
  g_assert_no_error (error);
  f->rules = gg_game_d6_rules (f->game, &error);
  g_assert_no_error (error);
  g_assert_true (gg_d6_state_apply_options (gg_d6_state_of (f->game), f->rules, &error));
  f->table = gg_d6_table_new (f->game, f->rules);
  f->act = gg_act_new (f->game, gg_game_get_rules_data (f->game), 3, &error);
  g_assert_no_error (error);
  gg_act_set_distance_func (f->act, distance, f->table);
}

static void
close_game (Fixture *f)
{
  gg_act_free (f->act);
  gg_d6_table_free (f->table);
  gg_d6_rules_free (f->rules);
  gg_game_unref (f->game);
}

/* A wins the initiative (9 against 2) and takes corps I free (R59-4.3, R59-4.52). */
static void
activate_corps_i (Fixture *f)
{
  int dice[] = { 9, 2 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) init = gg_act_initiative (f->act, dice, 2, &error);
  g_autoptr (GgActOutcome) on = NULL;

  g_assert_no_error (error);
  on = gg_act_attempt (f->act, "I", NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (on->result, ==, GG_ACT_RESULT_ACTIVATED);
}

/* Squads (units) out of command by the command check the overlay and `command` use. */
static guint
out_of_command (Fixture *f)
{
  g_autoptr (GgD6Table) table = gg_d6_table_new (f->game, f->rules);
  g_autoptr (GArray) status = test_d6_command_status (table, 18 * 25.4);
  guint out = 0;

  for (guint i = 0; i < status->len; i++)
    {
      GgSquadCommand *s = &g_array_index (status, GgSquadCommand, i);

      out |= s->side == 'A' && s->out->len > 0 ? 1u << s->squad : 0;
    }
  return out;
}

/* R59-4.22: within the corps commander's Range (3 hexes, 18" at the house 6" a hex) Under
 * Orders; beyond it Without Orders, and the brigade's units are Out of Command (R59-4.42). */
static void
test_under_orders (void)
{
  Fixture f;
  double d, range;

  open_game (&f, GAME (""));
  g_assert_cmpint (gg_act_brigade_orders (f.act, 'A', "X", &d, &range), ==, GG_ACT_ORDERS_UNDER);
  g_assert_cmpfloat (range, ==, 18);
  g_assert_cmpfloat (d, <, 8);
  g_assert_cmpfloat (d, >, 7);
  g_assert_cmpint (gg_act_brigade_orders (f.act, 'A', "Y", &d, NULL), ==, GG_ACT_ORDERS_WITHOUT);
  g_assert_cmpfloat (d, >, 18);
  g_assert_cmpint (gg_act_brigade_orders (f.act, 'B', "Z", &d, NULL), ==, GG_ACT_ORDERS_UNMEASURED);
  g_assert_cmpfloat (d, ==, -1);
  g_assert_cmpint (gg_act_brigade_orders (f.act, 'A', "nobody", NULL, NULL), ==,
                   GG_ACT_ORDERS_NONE);
  /* A6 stands 4" from its brigadier: in command by the d6 rules, out by R59-4.42 */
  g_assert_cmpuint (out_of_command (&f), ==, 1u << 6);
  close_game (&f);
}

/* R59-4.22: the Without Orders roll, d10 + Commitment (house 0) at most 4: 5 faces in 10. A
 * failure lets the brigade only Rally; a success puts it Under Orders for the activation. */
static void
test_orders_roll (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActPlan) before = NULL, plan = NULL, under = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  g_autofree char *move = NULL, *fire = NULL, *close = NULL, *rally = NULL;

  open_game (&f, GAME (""));
  before = gg_act_orders_plan (f.act, 'A', "Y", &error);
  g_assert_nonnull (before->refused); /* its corps is not acting */
  activate_corps_i (&f);
  plan = gg_act_orders_plan (f.act, 'A', "Y", &error);
  g_assert_null (plan->refused);
  g_assert_cmpint (plan->target, ==, 4);
  g_assert_cmpint (plan->modifier, ==, 0);
  g_assert_cmpint (plan->activate.num, ==, 5);
  g_assert_cmpint (plan->activate.den, ==, 10);
  g_assert_cmpstr (g_array_index (plan->modifiers, GgActModifier, 0).source, ==, "house");
  under = gg_act_orders_plan (f.act, 'A', "X", &error);
  g_assert_nonnull (under->refused); /* Under Orders already */
  /* Without Orders, not rolled: move yes, fire, attack or close no (R59-4.42) */
  move = gg_act_unit_refusal (f.act, "A6", GG_D6_DO_MOVE);
  fire = gg_act_unit_refusal (f.act, "A6", GG_D6_DO_FIRE);
  close = gg_act_unit_refusal (f.act, "A6", GG_D6_DO_CLOSE);
  g_assert_null (move);
  g_assert_nonnull (strstr (fire, "R59-4.42"));
  g_assert_nonnull (close);
  out = gg_act_orders_roll (f.act, 'A', "Y", 5, &error);
  g_assert_no_error (error);
  g_assert_cmpint (out->result, ==, GG_ACT_RESULT_FAILED);
  g_assert_nonnull (strstr (out->text, "R59-4.22"));
  g_clear_pointer (&move, g_free);
  move = gg_act_unit_refusal (f.act, "A6", GG_D6_DO_MOVE);
  rally = gg_act_unit_refusal (f.act, "A6", GG_D6_DO_RALLY);
  g_assert_nonnull (strstr (move, "Rally"));
  g_assert_null (rally);
  g_assert_null (gg_act_orders_roll (f.act, 'A', "Y", 1, &error)); /* once an activation */
  close_game (&f);
}

static void
test_orders_roll_under (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  g_autofree char *fire = NULL, *enemy = NULL;

  open_game (&f, GAME (""));
  activate_corps_i (&f);
  out = gg_act_orders_roll (f.act, 'A', "Y", -1, &error); /* a 0 */
  g_assert_no_error (error);
  g_assert_cmpint (out->result, ==, GG_ACT_RESULT_ACTIVATED);
  g_assert_cmpint (gg_act_brigade_orders (f.act, 'A', "Y", NULL, NULL), ==,
                   GG_ACT_ORDERS_ROLLED_UNDER);
  fire = gg_act_unit_refusal (f.act, "A6", GG_D6_DO_FIRE);
  g_assert_null (fire);
  g_assert_cmpuint (out_of_command (&f), ==, 0);
  enemy = gg_act_unit_refusal (f.act, "B1", GG_D6_DO_MOVE); /* R59-4.4 */
  g_assert_nonnull (enemy);
  close_game (&f);
}

/* R59-4.42 through the d6 play (the call the Turn panel's move makes): a unit of a brigade
 * Without Orders marches, but not to contact with the enemy, and may not fire. */
static void
test_play_refuses (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL, closing = NULL;
  g_autoptr (GgD6Play) play = NULL;
  GgD6Stop stop;

  open_game (&f, GAME (""));
  activate_corps_i (&f);
  play = gg_d6_play_new (f.game, f.rules, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (gg_d6_play_march (play, "A6", 0, 1, TRUE, &stop, &closing), <, 0);
  g_assert_nonnull (closing);
  g_assert_nonnull (strstr (closing->message, "R59-4.42"));
  g_assert_cmpfloat (gg_d6_play_march (play, "A6", 0, 1, FALSE, &stop, &error), >, 0);
  g_assert_no_error (error);
  close_game (&f);
}

/* R59-4.42, 002 L23: "Without Orders. When their brigade is activated and is Without Orders, or
 * there are individual units that are Out of Command they may: Move ... They may NOT fire or
 * attack, but they will defend normally". A3 of brigade X (Under Orders) stands 30" from its
 * brigadier, out of command by the check `gigogin-cli command` and the overlay make: the d6
 * play's fire and contact (the app's) and the fire plan (`explain fire`) refuse it with the rule;
 * it still moves, and A2 beside its brigadier still fires. */
static void
test_out_of_command_unit (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL, fire_error = NULL, attack_error = NULL;
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GgD6Fire) plan = NULL, in_plan = NULL;
  g_autofree char *text = NULL;
  GgD6Stop stop;
  GgD6CasualtyEffect effect;
  /* A3 joins brigade X in A5's mapping, its figure c before the d6 section */
  const char *game = GAME_AT ("40", "30", " }\n    - { id: A3, side: A, brigade: X", "");
  const char *at = strstr (game, "d6:\n");
  g_autofree char *text_game =
    g_strdup_printf ("%.*s  - { id: c, x: 40, y: 10, base: { front: 15, depth: 15 }, side: A, "
                     "squad: 3, role: L6 }\n%s",
                     (int) (at - game), game, at);

  open_game (&f, text_game);
  g_assert_cmpuint (out_of_command (&f) & (1u << 3), ==, 1u << 3);
  activate_corps_i (&f);
  play = gg_d6_play_new (f.game, f.rules, 5, &error);
  g_assert_no_error (error);
  plan = gg_d6_play_fire_plan (play, "A3", "B1", GG_D6_FIRE_NORMAL, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (plan->allowed);
  g_assert_nonnull (strstr (plan->reason, "Out of Command"));
  g_assert_cmpstr (plan->reason_rule, ==, "R59-4.42");
  g_assert_null (
    gg_d6_play_fire (play, "A3", "B1", GG_D6_FIRE_NORMAL, NULL, NULL, &effect, &text, &fire_error));
  g_assert_nonnull (fire_error);
  g_assert_nonnull (strstr (fire_error->message, "R59-4.42"));
  g_assert_false (
    gg_d6_play_contact (play, "A3", "B1", GG_D6_CONTACT_FRONT, FALSE, NULL, &attack_error));
  g_assert_nonnull (attack_error);
  g_assert_nonnull (strstr (attack_error->message, "R59-4.42"));
  g_assert_cmpfloat (gg_d6_play_march (play, "A3", G_PI / 2, 1, FALSE, &stop, &error), >, 0);
  g_assert_no_error (error);
  in_plan = gg_d6_play_fire_plan (play, "A2", "B1", GG_D6_FIRE_NORMAL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (in_plan->reason_rule, !=, "R59-4.42");
  close_game (&f);
}

/* R59-9.1: more than half of brigade X disordered: hors de combat once its activation ends
 * (not before: "determined at the conclusion of a brigade's activation"); then in its next
 * activation it may fire but not attack nor close; the marker comes off when A2 rallies. */
static void
test_hors_de_combat (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) done = NULL, again = NULL;
  g_autofree char *attack = NULL, *fire = NULL, *early = NULL;

  open_game (&f, GAME (""));
  activate_corps_i (&f);
  gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange = TRUE;
  g_assert_false (gg_act_brigade_hors_de_combat (f.act, 'A', "X"));
  early = gg_act_unit_refusal (f.act, "A2", GG_D6_DO_ATTACK);
  g_assert_null (early);
  done = gg_act_finish (f.act, &error);
  g_assert_no_error (error);
  g_assert_true (gg_act_brigade_hors_de_combat (f.act, 'A', "X"));
  again = gg_act_attempt (f.act, "I", NULL, 1, &error); /* the only corps of A: rolled, 1 <= 3 */
  g_assert_no_error (error);
  g_assert_cmpint (again->result, ==, GG_ACT_RESULT_ACTIVATED);
  attack = gg_act_unit_refusal (f.act, "A2", GG_D6_DO_ATTACK);
  fire = gg_act_unit_refusal (f.act, "A2", GG_D6_DO_FIRE);
  g_assert_nonnull (strstr (attack, "R59-9.1"));
  g_assert_null (fire);
  gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange = FALSE;
  g_assert_false (gg_act_brigade_hors_de_combat (f.act, 'A', "X"));
  close_game (&f);
}

/* R59-4.43: the third (Extended) activation: when it finishes A2 (veteran, cohesion 6 by the
 * house table) that moved rolls 7: a Hit, an orange marker; A6 (green, 4) that moved rolls 4: no
 * Hit, but it attacked: a Hit. The brigadiers are not tested. */
static void
test_extended_cost (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) on = NULL, done = NULL;
  GgDice *dice;

  open_game (&f, GAME (", activations: 2") "    turn: 1\n    initiative: A\n    to-act: A\n");
  on = gg_act_attempt (f.act, "I", NULL, 1, &error);
  g_assert_no_error (error);
  g_assert_true (on->plan->extended);
  g_assert_cmpint (on->result, ==, GG_ACT_RESULT_ACTIVATED);
  gg_act_record_move (f.act, "A2");
  gg_act_record_move (f.act, "A6");
  gg_act_record_move (f.act, "A5");
  gg_act_record_attack (f.act, "A6");
  dice = f.game->state->dice;
  g_assert_true (gg_dice_queue_entered (dice, GG_DIE_D10, 7));
  g_assert_true (gg_dice_queue_entered (dice, GG_DIE_D10, 4));
  done = gg_act_finish (f.act, &error);
  g_assert_no_error (error);
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange);
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A6")->orange);
  g_assert_false (gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A5")->orange);
  g_assert_nonnull (strstr (done->text, "R59-4.43"));
  g_assert_true (gg_act_state_lookup (gg_act_get_state (f.act), "I")->finished);
  close_game (&f);
}

/* R59-4.43 through the d6 play: A2 marches in the second activation, and again in the Extended
 * third: it is counted (its d10 7 against cohesion 6: a Hit); A6 moved only in the second and
 * is not rolled for. Starting the Extended activation does not clear the d6 units' `moved`
 * (D6-MOVE-15: A2 still may not fire). */
static void
test_extended_repeat_mover (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) second = NULL, done = NULL, third = NULL, last = NULL;
  g_autoptr (GgD6Play) play = NULL;
  GgD6Stop stop;

  open_game (&f, GAME (", activations: 1") "    turn: 1\n    initiative: A\n    to-act: A\n");
  /* V has had its two too: no side is left waiting on the other (R59-4.55's Play Note) */
  gg_act_state_lookup (gg_act_get_state (f.act), "V")->activations = 2;
  play = gg_d6_play_new (f.game, f.rules, 5, &error);
  second = gg_act_attempt (f.act, "I", NULL, 1, &error);
  g_assert_no_error (error);
  g_assert_false (second->plan->extended);
  g_assert_cmpfloat (gg_d6_play_march (play, "A2", 0, 1, FALSE, &stop, &error), >, 0);
  g_assert_cmpfloat (gg_d6_play_march (play, "A6", 0, 1, FALSE, &stop, &error), >, 0);
  g_assert_no_error (error);
  done = gg_act_finish (f.act, &error);
  third = gg_act_attempt (f.act, "I", NULL, 1, &error); /* the only corps left: a roll, 1 <= 3 */
  g_assert_no_error (error);
  g_assert_true (third->plan->extended);
  g_assert_true (
    gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->moved); /* D6-MOVE-15 kept */
  g_assert_cmpfloat (gg_d6_play_march (play, "A2", 0, 1, FALSE, &stop, &error), >, 0);
  g_assert_no_error (error);
  g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D10, 7));
  last = gg_act_finish (f.act, &error);
  g_assert_no_error (error);
  g_assert_true (gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange);
  g_assert_false (gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A6")->orange);
  g_assert_nonnull (strstr (last->text, "A2"));
  g_assert_null (strstr (last->text, "A6"));
  close_game (&f);
}

/* Steps the d6 turn on (the Turn panel's next step) until game turn 2 begins. */
static void
to_next_turn (GgD6Play *play, GgGame *game)
{
  while (gg_d6_state_of (game)->turn.turn == 1)
    gg_d6_play_advance (play);
}

/* R59-9.1, R59-9.2: the end of the game turn runs the Demoralisation Segment by itself: brigade
 * X hors de combat (A2 disordered) is logged, corps I (d'Hilliers, Continuity 3) rolls; 9 + 1 HDC
 * - 3 = 7 demoralises it, 8 + 1 - 3 = 6 does not. Once a turn: stepping on again within turn 2
 * rolls nothing until turn 2 ends. The log keeps the entry the activation pane shows. */
static void
end_of_turn (int face, gboolean demoralised)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Play) play = NULL;
  GgActState *s;
  const GgLogEntry *e;
  g_autofree char *text = NULL;

  open_game (&f, GAME (""));
  play = gg_d6_play_new (f.game, f.rules, 5, &error);
  gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange = TRUE;
  gg_d6_play_advance (play); /* within the turn: nothing rolled */
  s = gg_d6_state_of (f.game)->activation;
  g_assert_cmpuint (s->demoralisation_entry, ==, 0);
  while (gg_d6_state_of (f.game)->turn.turn == 1 &&
         !(gg_d6_state_of (f.game)->turn.phase == GG_D6_PHASE_MORALE &&
           gg_d6_state_of (f.game)->turn.active == 'B'))
    gg_d6_play_advance (play);
  g_assert_true (gg_dice_queue_entered (f.game->state->dice, GG_DIE_D10, face));
  to_next_turn (play, f.game);
  g_assert_cmpint (s->demoralisation_turn, ==, 1);
  g_assert_cmpuint (s->demoralisation_entry, >, 0);
  g_assert_cmpint (gg_act_state_lookup (s, "I")->demoralised, ==, demoralised);
  g_assert_false (gg_act_state_lookup (s, "V")->demoralised); /* no HDC brigade: no roll */
  e = gg_log_get_entry (f.game->state->log, s->demoralisation_entry - 1);
  text = gg_log_entry_render (e);
  g_assert_nonnull (strstr (text, "R59-9.1"));
  g_assert_nonnull (strstr (text, "R59-9.2"));
  g_assert_nonnull (strstr (text, "X"));
  close_game (&f);
}

static void
test_end_of_turn_demoralised (void)
{
  end_of_turn (9, TRUE);
}

static void
test_end_of_turn_holds (void)
{
  end_of_turn (8, FALSE);
}

/* R59-9.2 from the command line's call: gg_act_end_turn steps to turn 2 with the typed-in
 * d10; a second end of turn 2 is a new segment, but a Demoralised corps rolls no more. */
static void
test_end_turn_call (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GgActOutcome) out = NULL, again = NULL;
  int nine = 9;

  open_game (&f, GAME (""));
  play = gg_d6_play_new (f.game, f.rules, 5, &error);
  gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange = TRUE;
  out = gg_act_end_turn (play, &nine, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (out->result, ==, GG_ACT_RESULT_DEMORALISATION);
  g_assert_cmpint (out->faces[0], ==, 9);
  g_assert_cmpuint (gg_d6_state_of (f.game)->turn.turn, ==, 2);
  g_assert_true (gg_act_state_lookup (gg_d6_state_of (f.game)->activation, "I")->demoralised);
  again = gg_act_end_turn (play, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->n_faces, ==, 0);
  g_assert_cmpuint (gg_d6_state_of (f.game)->turn.turn, ==, 3);
  close_game (&f);
}

/* R59-4.22: the Without Orders roll reads the brigadier's Commitment: the roster's (the corps'
 * `commitment:`, +2: faces 0-2 of 10), else the text's (Rosgen +1, 002 L21: 0-3), else the
 * house 0 (0-4, test_orders_roll). A 4 puts Y Under Orders with 0, not with Rosgen's +1. */
static void
commitment_case (const char *game, int modifier, const char *source, int num, int four)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  g_autoptr (GgActOutcome) out = NULL;

  open_game (&f, game);
  activate_corps_i (&f);
  plan = gg_act_orders_plan (f.act, 'A', "Y", &error);
  g_assert_no_error (error);
  g_assert_cmpint (plan->modifier, ==, modifier);
  g_assert_cmpstr (g_array_index (plan->modifiers, GgActModifier, 0).source, ==, source);
  g_assert_cmpint (plan->activate.num, ==, num);
  out = gg_act_orders_roll (f.act, 'A', "Y", 4, &error);
  g_assert_no_error (error);
  g_assert_cmpint (out->result, ==, four);
  g_assert_cmpint (out->total, ==, 4 + modifier);
  close_game (&f);
}

static void
test_commitment (void)
{
  commitment_case (GAME_AT ("60", "40", ", name: \"GM Rösgen\"", ""), 1, "rulebook", 4,
                   GG_ACT_RESULT_FAILED);
  commitment_case (GAME_AT ("60", "40", ", name: \"Hartung\"", ""), 0, "rulebook", 5,
                   GG_ACT_RESULT_ACTIVATED);
  commitment_case (GAME (", commitment: { Y: 2 }"), 2, "roster", 3, GG_ACT_RESULT_FAILED);
  commitment_case (GAME_AT ("60", "40", ", name: \"Rösgen\"", ", commitment: { Y: -1 }"), -1,
                   "roster", 6, GG_ACT_RESULT_ACTIVATED);
  commitment_case (GAME (""), 0, "house", 5, GG_ACT_RESULT_ACTIVATED);
}

/* R59-4.42: Without Orders, A6 (y 40, facing the enemy B1 at y 47: 6.4" between the bases) may
 * not end a march within the closing distance (6", house) of the enemy: the d6 march refuses 1"
 * and lets 0.3" go; Under Orders by its roll, the same 1" is allowed. */
static void
test_closing (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL, refused = NULL;
  g_autoptr (GgD6Play) play = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  GgD6Stop stop;

  open_game (&f, GAME_AT ("14", "47", "", ""));
  activate_corps_i (&f);
  play = gg_d6_play_new (f.game, f.rules, 5, &error);
  g_assert_cmpfloat (gg_d6_play_march (play, "A6", 0, 1, FALSE, &stop, &refused), <, 0);
  g_assert_nonnull (refused);
  g_assert_nonnull (strstr (refused->message, "R59-4.42"));
  g_assert_nonnull (strstr (refused->message, "5.4"));
  g_assert_cmpfloat (gg_d6_play_march (play, "A6", 0, 0.3, FALSE, &stop, &error), >, 0.29);
  g_assert_no_error (error);
  out = gg_act_orders_roll (f.act, 'A', "Y", -1, &error); /* a 0: Under Orders */
  g_assert_cmpint (out->result, ==, GG_ACT_RESULT_ACTIVATED);
  g_assert_cmpfloat (gg_d6_play_march (play, "A6", 0, 1, FALSE, &stop, &error), >, 0.99);
  g_assert_no_error (error);
  close_game (&f);
}

/* R59-9.1: an hors de combat brigade may not close either: X with A2 disordered, B1 ahead. */
static void
test_closing_hors_de_combat (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgD6Play) play = NULL;
  GgD6Stop stop;

  open_game (&f, GAME_AT ("14", "17", "", ", hors-de-combat: [X]"));
  activate_corps_i (&f);
  gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange = TRUE;
  play = gg_d6_play_new (f.game, f.rules, 5, &error);
  g_assert_cmpfloat (gg_d6_play_march (play, "A2", 0, 1, FALSE, &stop, &error), <, 0);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "R59-9.1"));
  close_game (&f);
}

/* VOL-15.8: Ruiz's column (side B, Ruiz's unit B9, its brigade R at y 30) fails a 5 against
 * its value 3. With a Garibaldine unit (A1) on Castel Morrone it takes no -1 Orders marker; with
 * Castel Morrone empty it takes one. VOL-15.8.1: once a unit of it is within one hex (6") of
 * Caserta Vecchia it may activate only with Ruiz within von Mechel's (B8's) range (3 points,
 * 18"), measured on the table. */
#define RUIZ_GAME(A1Y, B8X)                                                                       \
  "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n"  \
  "terrain:\n"                                                                                    \
  "  - { id: castel-morrone, kind: building, polygon: [[8, 8], [12, 8], [12, 12], [8, 12]] }\n"   \
  "  - { id: caserta-vecchia, kind: building, polygon: [[30, 34], [36, 34], [36, 38], [30, 38]] " \
  "}\n"                                                                                           \
  "figures:\n"                                                                                    \
  "  - { id: a, x: 10, y: " A1Y                                                                   \
  ", base: { front: 15, depth: 15 }, side: A, squad: 1, role: L1 }\n"                             \
  "  - { id: r, x: 33, y: 30, base: { front: 15, depth: 15 }, side: B, squad: 1, role: L1 }\n"    \
  "  - { id: ruiz, x: 40, y: 30, base: { front: 15, depth: 15 }, side: B, squad: 9, role: L2 }\n" \
  "  - { id: mechel, x: " B8X ", y: 30, base: { front: 15, depth: 15 }, side: B, squad: 8, "      \
  "role: L3 }\n"                                                                                  \
  "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"                            \
  "    - { id: A1, side: A, brigade: Sacchi }\n"                                                  \
  "    - { id: B1, side: B, brigade: R }\n"                                                       \
  "    - { id: B9, side: B, type: command, level: brigade, brigade: R }\n"                        \
  "    - { id: B8, side: B, type: command, level: division }\n"                                   \
  "  options: { activation: volturno }\n"                                                         \
  "  activation:\n"                                                                               \
  "    sides: [{ side: A }, { side: B, cic-unit: B8, value: 3 }]\n"                               \
  "    formations:\n"                                                                             \
  "      - { id: sacchi, side: A, rating: 3, brigades: [Sacchi] }\n"                              \
  "      - { id: ruiz, side: B, ruiz: true, commander-unit: B9, rating: 3, brigades: [R] }\n"     \
  "    turn: 1\n    initiative: B\n    to-act: B\n"

static int
ruiz_orders (const char *text, gboolean *refused)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "ruiz.yaml", &error);
  g_autoptr (GgD6Rules) rules = NULL;
  g_autoptr (GgD6Table) table = NULL;
  g_autoptr (GgAct) act = NULL;
  g_autoptr (GgActPlan) plan = NULL;
  g_autoptr (GgActOutcome) out = NULL;

  g_assert_no_error (error);
  rules = gg_game_d6_rules (game, &error);
  table = gg_d6_table_new (game, rules);
  act = gg_act_new_for_table (table); /* measures the places as the d6 play does */
  plan = gg_act_plan (act, "ruiz", NULL, &error);
  g_assert_no_error (error);
  *refused = plan->refused != NULL;
  if (plan->refused != NULL)
    {
      g_assert_nonnull (strstr (plan->refused, "VOL-15.8.1"));
      return -1;
    }
  out = gg_act_attempt (act, "ruiz", NULL, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpint (out->result, ==, GG_ACT_RESULT_FAILED);
  return gg_act_state_lookup (gg_act_get_state (act), "ruiz")->orders;
}

static void
test_ruiz (void)
{
  gboolean refused;

  /* B8 at x 44, 4" from Ruiz: within range; A1 on Castel Morrone: no marker */
  g_assert_cmpint (ruiz_orders (RUIZ_GAME ("10", "44"), &refused), ==, 0);
  g_assert_false (refused);
  /* A1 away from Castel Morrone: the marker */
  g_assert_cmpint (ruiz_orders (RUIZ_GAME ("20", "44"), &refused), ==, 1);
  /* B8 at x 70, 30" from Ruiz, and the column 4" from Caserta Vecchia: no activation */
  ruiz_orders (RUIZ_GAME ("10", "70"), &refused);
  g_assert_true (refused);
}

/* A normal (second) activation costs nothing. */
static void
test_normal_no_cost (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) on = NULL, done = NULL;

  open_game (&f, GAME (", activations: 1") "    turn: 1\n    initiative: A\n    to-act: A\n");
  on = gg_act_attempt (f.act, "I", NULL, 1, &error);
  g_assert_false (on->plan->extended);
  gg_act_record_move (f.act, "A2");
  done = gg_act_finish (f.act, &error);
  g_assert_false (gg_d6_state_lookup_unit (gg_d6_state_of (f.game), "A2")->orange);
  g_assert_false (gg_act_state_lookup (gg_act_get_state (f.act), "I")->finished);
  close_game (&f);
}

/* R59-4.44: in a Heat or Rain turn the second activation is the Extended one, no third. */
static void
test_weather (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActPlan) second = NULL, third = NULL, dry = NULL;

  open_game (&f, GAME (", activations: 1") "    turn: 1\n    initiative: A\n    to-act: A\n"
                                           "    weather: [1]\n");
  second = gg_act_plan (f.act, "I", NULL, &error);
  g_assert_true (second->extended);
  g_assert_null (second->refused);
  gg_act_state_lookup (gg_act_get_state (f.act), "I")->activations = 2;
  third = gg_act_plan (f.act, "I", NULL, &error);
  g_assert_nonnull (strstr (third->refused, "R59-4.44"));
  close_game (&f);
  open_game (&f, GAME (", activations: 1") "    turn: 1\n    initiative: A\n    to-act: A\n");
  dry = gg_act_plan (f.act, "I", NULL, &error);
  g_assert_false (dry->extended);
  close_game (&f);
}

/* The state of the activation's orders and attacks is saved and read back. */
static void
test_saved (void)
{
  Fixture f;
  g_autoptr (GError) error = NULL;
  g_autoptr (GgActOutcome) out = NULL;
  g_autoptr (GgGame) again = NULL;
  g_autofree char *text = NULL, *text2 = NULL;

  open_game (&f, GAME ("") "    weather: [3, 4]\n");
  activate_corps_i (&f);
  out = gg_act_orders_roll (f.act, 'A', "Y", 9, &error);
  gg_act_record_attack (f.act, "A2");
  text = gg_game_to_yaml (f.game, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "rolled-without"));
  again = gg_game_load_data (text, strlen (text), "again.yaml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gg_act_state_lookup (gg_d6_state_of (again)->activation, "I")->rolled_without[0],
                   ==, "Y");
  g_assert_cmpstr (gg_act_state_lookup (gg_d6_state_of (again)->activation, "I")->attacked[0], ==,
                   "A2");
  g_assert_cmpuint (gg_d6_state_of (again)->activation->weather->len, ==, 2);
  text2 = gg_game_to_yaml (again, &error);
  g_assert_cmpstr (text2, ==, text);
  close_game (&f);
}

/* R59-4.22 statistics: 4000 seeded orders rolls fall Under Orders near the exact 1/2. */
static void
test_orders_statistics (void)
{
  Fixture f;
  g_autoptr (GgActPlan) plan = NULL;
  GgActFormation *corps;
  int under = 0, n = 4000;
  double p, sd;

  open_game (&f, GAME (""));
  activate_corps_i (&f);
  plan = gg_act_orders_plan (f.act, 'A', "Y", NULL);
  corps = gg_act_state_lookup (gg_act_get_state (f.act), "I");
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GgActOutcome) out = gg_act_orders_roll (f.act, 'A', "Y", 0, NULL);

      under += out->result == GG_ACT_RESULT_ACTIVATED;
      g_clear_pointer (&corps->rolled_under, g_strfreev);
      g_clear_pointer (&corps->rolled_without, g_strfreev);
    }
  p = (double) plan->activate.num / plan->activate.den;
  sd = sqrt (p * (1 - p) / n);
  g_assert_cmpfloat (fabs ((double) under / n - p), <, 4 * sd);
  close_game (&f);
}

/* VOL-15.2: in a night turn a natural 6 leaves the formation where it is, counted as activated
 * (not Personal Initiative), and an activated formation may move but not fire nor charge. */
static void
test_volturno_night (void)
{
  static const char text[] = "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\n"
                             "table: { width: 72, depth: 48 }\nfigures: []\n"
                             "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n"
                             "    - { id: A1, side: A, brigade: Eber }\n"
                             "    - { id: A2, side: A, brigade: Sacchi }\n"
                             "    - { id: B1, side: B, brigade: Tabacchi }\n"
                             "  options: { activation: volturno }\n"
                             "  activation:\n"
                             "    formations:\n"
                             "      - { id: turr, side: A, rating: 3, brigades: [Eber] }\n"
                             "      - { id: medici, side: A, rating: 4, brigades: [Sacchi] }\n"
                             "      - { id: tabacchi, side: B, rating: 3, brigades: [Tabacchi] }\n"
                             "    turn: 1\n    initiative: A\n    to-act: A\n    weather: [1]\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "night.yaml", &error);
  g_autoptr (GgAct) act = NULL;
  g_autoptr (GgActOutcome) six = NULL, pass = NULL, on = NULL;
  g_autofree char *fire = NULL, *move = NULL;

  g_assert_no_error (error);
  act = gg_act_new (game, gg_game_get_rules_data (game), 1, &error);
  g_assert_true (gg_act_weather_turn (act));
  six = gg_act_attempt (act, "turr", NULL, 6, &error);
  g_assert_no_error (error);
  g_assert_cmpint (six->result, ==, GG_ACT_RESULT_ACTIVATED); /* not PERSONAL (VOL-6.2) */
  g_assert_nonnull (strstr (six->text, "VOL-15.2"));
  g_assert_null (gg_act_get_state (act)->active);
  g_assert_true (gg_act_state_lookup (gg_act_get_state (act), "turr")->finished);
  g_assert_cmpint (gg_act_get_state (act)->to_act, ==, 'B');
  pass = gg_act_pass (act, &error);
  on = gg_act_attempt (act, "medici", NULL, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (gg_act_get_state (act)->active, ==, "medici");
  fire = gg_act_unit_refusal (act, "A2", GG_D6_DO_FIRE);
  move = gg_act_unit_refusal (act, "A2", GG_D6_DO_MOVE);
  g_assert_nonnull (strstr (fire, "VOL-15.2"));
  g_assert_null (move);
}

/* VOL-4.A, R59-4.3 statistics: 3000 seeded initiative rolls (ties rolled again) against the
 * exact odds gg_act_initiative_odds gives before rolling: Volturno 2d6 + 4 against 2d6 + 3, and
 * 1859 d10 + 2 (the scenario's modifier) against d10. */
static void
initiative_statistics (const char *scheme, const char *values)
{
  g_autofree char *text =
    g_strdup_printf ("format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\n"
                     "table: { width: 72, depth: 48 }\nfigures: []\n"
                     "d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units: []\n"
                     "  options: { activation: %s }\n"
                     "  activation:\n    sides: %s\n"
                     "    formations: [{ id: f, side: A, brigades: [X] }]\n",
                     scheme, values);
  g_autoptr (GError) error = NULL;
  g_autoptr (GgGame) game = gg_game_load_data (text, strlen (text), "init.yaml", &error);
  g_autoptr (GgAct) act = NULL;
  GgActOdds odds;
  int a = 0, n = 3000;
  double p, sd;

  g_assert_no_error (error);
  act = gg_act_new (game, gg_game_get_rules_data (game), 59, &error);
  odds = gg_act_initiative_odds (act);
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GgActOutcome) out = gg_act_initiative (act, NULL, 0, &error);

      g_assert_no_error (error);
      a += out->side == 'A';
      gg_act_get_state (act)->initiative = 0; /* roll the same turn's initiative again */
    }
  p = (double) odds.num / odds.den;
  sd = sqrt (p * (1 - p) / n);
  g_assert_cmpfloat (p, >, 0.5); /* the modifier favours A */
  g_assert_cmpfloat (fabs ((double) a / n - p), <, 4 * sd);
}

static void
test_initiative_statistics_volturno (void)
{
  initiative_statistics ("volturno", "[{ side: A, value: 4 }, { side: B, value: 3 }]");
}

static void
test_initiative_statistics_r59 (void)
{
  initiative_statistics ("r59", "[{ side: A, value: 2 }, { side: B }]");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/act-orders/under-orders/R59-4.22", test_under_orders);
  g_test_add_func ("/act-orders/out-of-command-unit/R59-4.42", test_out_of_command_unit);
  g_test_add_func ("/act-orders/without-orders-roll/R59-4.22", test_orders_roll);
  g_test_add_func ("/act-orders/without-orders-roll-under/R59-4.42", test_orders_roll_under);
  g_test_add_func ("/act-orders/hors-de-combat/R59-9.1", test_hors_de_combat);
  g_test_add_func ("/act-orders/play-refuses/R59-4.42", test_play_refuses);
  g_test_add_func ("/act-orders/extended-cost/R59-4.43", test_extended_cost);
  g_test_add_func ("/act-orders/normal-no-cost/R59-4.43", test_normal_no_cost);
  g_test_add_func ("/act-orders/extended-repeat-mover/R59-4.43", test_extended_repeat_mover);
  g_test_add_func ("/act-orders/end-of-turn-demoralised/R59-9.2", test_end_of_turn_demoralised);
  g_test_add_func ("/act-orders/end-of-turn-holds/R59-9.2", test_end_of_turn_holds);
  g_test_add_func ("/act-orders/end-turn-call/R59-9.2", test_end_turn_call);
  g_test_add_func ("/act-orders/commitment/R59-4.22", test_commitment);
  g_test_add_func ("/act-orders/closing/R59-4.42", test_closing);
  g_test_add_func ("/act-orders/closing-hors-de-combat/R59-9.1", test_closing_hors_de_combat);
  g_test_add_func ("/act-orders/ruiz/VOL-15.8", test_ruiz);
  g_test_add_func ("/act-orders/weather/R59-4.44", test_weather);
  g_test_add_func ("/act-orders/saved/R59-4.22", test_saved);
  g_test_add_func ("/act-orders/statistics/R59-4.22", test_orders_statistics);
  g_test_add_func ("/act-orders/night/VOL-15.2", test_volturno_night);
  g_test_add_func ("/act-orders/initiative-statistics/VOL-4.A",
                   test_initiative_statistics_volturno);
  g_test_add_func ("/act-orders/initiative-statistics/R59-4.3", test_initiative_statistics_r59);
  return g_test_run ();
}
