/* gg-bg-special.c: characters, prisoners and the score. */
#include "gg-bg-special.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-hidden.h"
#include "gg-bg-play.h"
#include "gg-bg-prisoners.h"
#include "gg-bg-table.h"
#include "gg-geometry.h"

static gboolean gg_bg_furtivo_may_move (GgGame *game, guint characters);

static GgBgNumber gg_bg_prisoner_speed (GgBgRules *rules);

/* BG-2.4-b: one action per activation; Indiavolati two (BG-15.3-d), an assault last (AMB-67). */
static gboolean
actions_allowed (guint traits, const GgBgAction *actions, guint n, const char **rule)
{
  gboolean devils = (traits & GG_BG_TRAIT_INDIAVOLATI) != 0;

  *rule = devils ? "BG-15.3-d" : "BG-2.4-b";
  if (n == 0 || n > (devils ? 2u : 1u))
    return FALSE;
  for (guint i = 0; i + 1 < n; i++)
    if (actions[i] == GG_BG_ACTION_ASSAULT)
      return FALSE;
  return TRUE;
}

gboolean
gg_bg_play_action_taken (GgGame *game, const GgChit *squad, GgBgAction action)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE);
  /* the actions so far (the first one's kind no longer matters: it was not an assault, or the
   * activation would have ended), then any further one */
  GgBgAction taken[3] = { GG_BG_ACTION_MOVE, action, GG_BG_ACTION_RELOAD };
  gboolean second = (s->steps & GG_STEP_ONE_ACTION) != 0;
  const char *rule = NULL;

  /* AMB-29: a squad in mass leaves it when it moves (an assault only when it goes in:
   * gg_bg_fight_assault) */
  if (gg_bg_action_is_move (action) && action != GG_BG_ACTION_FORM_MASS &&
      action != GG_BG_ACTION_ASSAULT)
    s->mass = FALSE;
  if (actions_allowed (s->traits, second ? taken : taken + 1, second ? 3 : 2, &rule))
    {
      s->steps |= GG_STEP_ONE_ACTION;
      gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                 N_ ("Squad %c%d, Indiavolati, may take a second action this "
                                     "activation [%s]"),
                                 squad->side, squad->squad, rule);
      return FALSE;
    }
  s->steps |= GG_STEP_ACTED;
  return TRUE;
}

gboolean
gg_bg_play_may_act (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgAction action,
                    const char **rule)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);

  *rule = "BG-4.8-m";
  if (gg_bg_play_in_command (game, rules, squad->side, squad->squad))
    return TRUE;
  return gg_bg_out_of_command_may (action, s != NULL && s->under_fire, rule);
}

/* BG-15.1-k with AMB-63: an enemy within close range must be charged. */
static gboolean
spietato_must_charge (GgBgRules *rules, double enemy_mm)
{
  return enemy_mm <= gg_bg_rules_distance (rules, "fire.close-range").value;
}

/* The characters of @squad's leader and of an officer attached to it (BG-15.1: "he and the squad
 * he is attached to"). */
static guint
gg_bg_squad_characters (GgGame *game, const GgChit *squad)
{
  GgSquadState *s;
  GgOfficerState *o;

  if (game->state == NULL)
    return 0;
  s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);
  o = gg_bg_state_attached_officer (game->state, squad->side, squad->squad);
  return (s ? s->characters : 0) | (o != NULL && !o->out ? o->characters : 0);
}

gboolean
gg_bg_squad_has_character (GgGame *game, const GgChit *squad, GgBgCharacter character)
{
  return (gg_bg_squad_characters (game, squad) & character) != 0;
}

static gboolean
in_play (GgGame *game, const GgFigure *f)
{
  return f->squad > 0 && (game->state == NULL || !gg_bg_state_is_out (game->state, f->id));
}

gboolean
gg_bg_play_spietato (GgGame *game, GgBgRules *rules, const GgChit *squad, GgChit *enemy,
                     double *distance_mm)
{
  double best = G_MAXDOUBLE;

  *enemy = (GgChit){ 0, 0 };
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != squad->side || f->squad != squad->squad || !in_play (game, f))
        continue;
      for (guint k = 0; k < game->figures->len; k++)
        {
          const GgFigure *e = g_ptr_array_index (game->figures, k);
          double d;

          if (e->side == squad->side || !in_play (game, e))
            continue;
          d = gg_base_distance (&f->base, &e->base);
          if (d < best)
            best = d, *enemy = (GgChit){ e->side, e->squad };
        }
    }
  *distance_mm = best;
  return gg_bg_squad_has_character (game, squad, GG_BG_CHAR_SPIETATO) && enemy->side != 0 &&
         spietato_must_charge (rules, best);
}

GArray *
gg_bg_furtivo_squads (GgGame *game)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgChit));

  for (guint i = 0; game->state != NULL && i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      GgChit chit = { f->side, f->squad };
      gboolean seen = FALSE;

      if (f->squad <= 0 || !in_play (game, f))
        continue;
      for (guint k = 0; k < out->len && !seen; k++)
        seen = g_array_index (out, GgChit, k).side == chit.side &&
               g_array_index (out, GgChit, k).squad == chit.squad;
      if (!seen && gg_bg_furtivo_may_move (game, gg_bg_squad_characters (game, &chit)))
        g_array_append_val (out, chit);
    }
  return out;
}

gboolean
gg_bg_protector_due (GgGame *game, const GgChit *squad, gboolean *gigogin, const char **why_not)
{
  GgOfficerState *o = game->state != NULL
                        ? gg_bg_state_attached_officer (game->state, squad->side, squad->squad)
                        : NULL;
  GgSquadState *s;

  *why_not = NULL;
  if (o == NULL || o->out || !(o->characters & (GG_BG_CHAR_MARTINITT | GG_BG_CHAR_BELLA_GIGOGIN)))
    return FALSE;
  *gigogin = (o->characters & GG_BG_CHAR_BELLA_GIGOGIN) != 0;
  s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);
  if (*gigogin ? gg_bg_state (game->state)->gigogin_fallen[squad->side == 'B']
               : s && s->protector_fallen)
    return FALSE;
  if (s == NULL || !(s->morale_test || (s->steps & GG_STEP_MORALE_DUE)))
    {
      *why_not = *gigogin ? "BG-15.1-s" : "BG-15.1-r";
      return FALSE;
    }
  return TRUE;
}

/* BG-15.1-h: Furtivo's squad may move once before the first turn begins. */
static gboolean
gg_bg_furtivo_may_move (GgGame *game, guint characters)
{
  return (characters & GG_BG_CHAR_FURTIVO) && gg_bg_state (game->state)->activations->len == 0 &&
         gg_game_state_get_turn (game->state) == 1;
}

double
gg_bg_tamburino_speed (GgBgRules *rules, int hits)
{
  double speed = gg_bg_rules_distance (rules, "movement.tamburino").value +
                 hits * gg_bg_rules_distance (rules, "movement.tamburino-per-hit").value;

  return MAX (speed, 0);
}

static gboolean
figure_in_play (GgGame *game, const GgFigure *f)
{
  return game->state == NULL || !gg_bg_state_is_out (game->state, f->id);
}

static gboolean
role_is (const GgFigure *f, char letter)
{
  return f->role != NULL && f->role[0] == letter && g_ascii_isdigit (f->role[1]);
}

/* BG-4.4-ac/ad: the gun of @squad moves pushed by its crew or towed by its horses. FALSE if the
 * squad has no gun in play. */
static gboolean
gun_allowance (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgNumber *out,
               GArray *modifiers)
{
  gboolean gun = FALSE;
  int crew = 0, horses = 0;
  GgBgNumber push, tow;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != squad->side || f->squad != squad->squad || !figure_in_play (game, f))
        continue;
      if (role_is (f, 'G'))
        gun = TRUE;
      else if (role_is (f, 'T'))
        horses++;
      else if (!role_is (f, 'D')) /* the driver is no gunner (BG-4.4-y) */
        crew++;
    }
  if (!gun)
    return FALSE;
  push = gg_bg_rules_gun_push (rules, crew);
  tow = gg_bg_rules_gun_tow (rules, horses);
  *out = tow.value > push.value ? tow : push;
  if (modifiers != NULL)
    gg_bg_modifiers_add (modifiers, out, tow.value > push.value ? "gun-tow" : "gun-push");
  return TRUE;
}

static GgBgMoveTraits
move_traits (guint characters)
{
  return ((characters & GG_BG_CHAR_IMPETUOSO) ? GG_BG_MOVE_IMPETUOSO : 0) |
         ((characters & GG_BG_CHAR_LENTO) ? GG_BG_MOVE_LENTO : 0) |
         ((characters & GG_BG_CHAR_AGILE) ? GG_BG_MOVE_AGILE : 0);
}

GgBgNumber
gg_bg_squad_allowance (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgArm arm,
                       gboolean difficult, GArray *modifiers)
{
  GgSquadState *s =
    game->state != NULL ? gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE) : NULL;
  guint characters = gg_bg_squad_characters (game, squad);
  GgBgNumber n;

  if (game->state != NULL)
    {
      g_autoptr (GPtrArray) guards = gg_bg_prisoner_guards (game, squad);

      if (guards->len > 0)
        {
          n = gg_bg_prisoner_speed (rules);
          if (modifiers != NULL)
            gg_bg_modifiers_add (modifiers, &n, "escort");
          return n;
        }
    }
  if (gun_allowance (game, rules, squad, &n, modifiers))
    return n;
  if (characters & GG_BG_CHAR_TAMBURINO)
    {
      n = gg_bg_rules_distance (rules, "movement.tamburino");
      n.value = gg_bg_tamburino_speed (rules, s ? s->small_target_hits : 0);
      if (modifiers != NULL)
        gg_bg_modifiers_add (modifiers, &n, "tamburino");
      return n;
    }
  return gg_bg_rules_movement (rules,
                               arm == GG_BG_ARM_CAVALRY ? GG_BG_ARM_CAVALRY : GG_BG_ARM_INFANTRY,
                               move_traits (characters), difficult, modifiers);
}

GgBgNumber
gg_bg_move_allowance (GgGame *game, GgBgRules *rules, const GgFigure *who, gboolean difficult,
                      GArray *modifiers)
{
  GgBgArm arm = gg_bg_figure_is_mounted (who) ? GG_BG_ARM_CAVALRY : GG_BG_ARM_INFANTRY;
  GgOfficerState *officer;
  GgChit squad = { who->side, who->squad };

  if (who->squad > 0)
    return gg_bg_squad_allowance (game, rules, &squad, arm, difficult, modifiers);
  officer = game->state != NULL ? gg_bg_state_officer (game->state, who->id, FALSE) : NULL;
  return gg_bg_rules_movement (rules, arm, move_traits (officer ? officer->characters : 0),
                               difficult, modifiers);
}

gboolean
gg_bg_squad_dismounted (GgGame *game, GgBgRules *rules, const GgChit *squad, int *dismounted,
                        int *needed, int *holders)
{
  GgSquadState *s =
    game->state != NULL ? gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE) : NULL;

  *dismounted = *needed = *holders = 0;
  if (s == NULL || s->arm != GG_BG_ARM_CAVALRY)
    return FALSE;
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      const char *r = f->role ? f->role : "";

      if (f->side != squad->side || f->squad != squad->squad || !figure_in_play (game, f))
        continue;
      if (g_ascii_isdigit (r[0]) && g_str_has_suffix (r, "H"))
        (*holders)++;
      else if (!gg_bg_figure_is_mounted (f))
        (*dismounted)++;
    }
  *needed = gg_bg_horse_holders (rules, *dismounted);
  return *dismounted > 0;
}

gboolean
gg_bg_gun_crew (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgGunCrew *out)
{
  gboolean gun = FALSE;

  memset (out, 0, sizeof *out);
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      const char *r = f->role ? f->role : "";

      if (f->side != squad->side || f->squad != squad->squad || !figure_in_play (game, f))
        continue;
      if (role_is (f, 'G'))
        gun = TRUE;
      else if (role_is (f, 'L'))
        out->gunners++;
      else if (g_ascii_isdigit (r[0]))
        {
          while (g_ascii_isdigit (*r))
            r++;
          if (*r == '\0')
            out->gunners++;
          else if (g_str_equal (r, "h"))
            out->helpers++;
        }
    }
  if (!gun)
    return FALSE;
  out->load_turns = gg_bg_gun_load_turns (rules, out->gunners, out->helpers, &out->rule);
  out->fire_loaded = gg_bg_gun_can_fire_loaded (rules, out->gunners);
  return TRUE;
}

gboolean
gg_bg_play_vedetta_fired_at (GgGame *game, const GgChit *firer, const GgChit *target,
                             const char *passphrase, GError **error)
{
  GgSquadState *s = gg_bg_state_squad (game->state, target->side, target->squad, FALSE);

  if (s == NULL || !(s->characters & GG_BG_CHAR_VEDETTA) || firer->side == target->side ||
      gg_bg_state_hidden (game->state, target->side, target->squad) == NULL)
    return FALSE;
  if (!gg_bg_reveal_squad (game, target, passphrase, error))
    return FALSE;
  gg_game_state_log_message (
    game->state, GG_LOG_RULING, 0, 0,
    N_ ("Squad %c%d fired at the Little Look-out: he is located and deployed "
        "(BG-15.1-v)"),
    firer->side, firer->squad);
  return TRUE;
}

gboolean
gg_bg_may_appoint_leader (GgGame *game, const GgChit *squad, const char **rule)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);
  GgOfficerState *o = gg_bg_state_attached_officer (game->state, squad->side, squad->squad);

  if (s != NULL && (s->traits & GG_BG_TRAIT_INDIPENDENTI))
    return (*rule = "BG-15.3-b"), TRUE;
  *rule = "BG-4.8-h";
  return o != NULL && o->attached_turn < gg_game_state_get_turn (game->state);
}

gboolean
gg_bg_may_form_mass (GgBgRules *rules, GgBgArm arm, gboolean own_activation, gboolean in_melee,
                     int infantry, const char **rule)
{
  GgBgNumber minimum = gg_bg_rules_number (rules, "movement.mass-minimum");
  const char *dummy;

  rule = rule ? rule : &dummy;
  *rule = "BG-5-d";
  if (arm != GG_BG_ARM_INFANTRY || !own_activation)
    return FALSE;
  if (in_melee)
    return (*rule = "BG-5-e"), FALSE;
  *rule = minimum.rule;
  return infantry >= minimum.value;
}

static gboolean
in_contact_with_enemy (GgGame *game, const GgFigure *f)
{
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *e = g_ptr_array_index (game->figures, i);

      if (e->side != f->side && in_play (game, e) &&
          gg_base_distance (&f->base, &e->base) <= GG_GEOMETRY_EPSILON)
        return TRUE;
    }
  return FALSE;
}

gboolean
gg_bg_play_may_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad, const char **rule)
{
  GgSquadState *s =
    game->state != NULL ? gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE) : NULL;
  GgBgArm arm = s != NULL && s->arm == GG_BG_ARM_CAVALRY ? GG_BG_ARM_CAVALRY : GG_BG_ARM_INFANTRY;
  int figures = 0, mounted = 0;
  gboolean melee = FALSE;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != squad->side || f->squad != squad->squad || !in_play (game, f))
        continue;
      if (role_is (f, 'G'))
        arm = GG_BG_ARM_ARTILLERY;
      figures++;
      mounted += gg_bg_figure_is_mounted (f);
      melee |= in_contact_with_enemy (game, f);
    }
  if (arm == GG_BG_ARM_INFANTRY && mounted * 2 > figures)
    arm = GG_BG_ARM_CAVALRY;
  if (s != NULL && (s->steps & GG_STEP_ACTED)) /* its action is taken (BG-2.4-b) */
    return (*rule = "BG-2.4-b"), FALSE;
  return gg_bg_may_form_mass (rules, arm, TRUE, melee, figures, rule);
}

gboolean
gg_bg_play_form_mass (GgGame *game, GgBgRules *rules, const GgChit *squad)
{
  const char *rule = NULL;

  if (!gg_bg_play_may_form_mass (game, rules, squad, &rule))
    return FALSE;
  gg_bg_state_squad (game->state, squad->side, squad->squad, TRUE)->mass = TRUE;
  gg_game_state_log_message (
    game->state, GG_LOG_RULING, 0, 0,
    N_ ("Squad %c%d forms mass: +1 in melee against cavalry until it moves "
        "[BG-5-d, BG-11.8-b]"),
    squad->side, squad->squad);
  gg_bg_play_action_taken (game, squad, GG_BG_ACTION_FORM_MASS);
  return TRUE;
}

GPtrArray *
gg_bg_fire_casualty_candidates (GgGame *game, const GgChit *squad)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != squad->side || f->squad != squad->squad ||
          (game->state != NULL && gg_bg_state_is_out (game->state, f->id)) ||
          gg_bg_role_is_leader (f->role) || gg_bg_role_is_officer (f->role))
        continue;
      g_ptr_array_add (out, f->id);
    }
  return out;
}

/* Prisoners */

/* BG-13-d: prisoners and guards march at infantry speed (cavalrymen lose their horses). */
static GgBgNumber
gg_bg_prisoner_speed (GgBgRules *rules)
{
  GgBgNumber n = gg_bg_rules_movement (rules, GG_BG_ARM_INFANTRY, 0, FALSE, NULL);

  n.rule = "BG-13-d";
  return n;
}

GPtrArray *
gg_bg_prisoner_guards (GgGame *game, const GgChit *captor)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);

      if (p->captor.side != captor->side || p->captor.squad != captor->squad)
        continue;
      for (guint k = 0; k < p->escorts->len; k++)
        {
          const char *id = g_ptr_array_index (p->escorts, k);

          if (!gg_bg_state_is_out (game->state, id) &&
              !g_ptr_array_find_with_equal_func (out, id, g_str_equal, NULL))
            g_ptr_array_add (out, (gpointer) id);
        }
    }
  return out;
}

gboolean
gg_bg_take_prisoners (GgGame *game, GgBgRules *rules, const GgChit *captor, const char *const *ids,
                      const char *const *escorts, GError **error)
{
  guint n = ids ? g_strv_length ((char **) ids) : 0;
  guint guards = escorts ? g_strv_length ((char **) escorts) : 0;
  int needed = gg_bg_escorts_needed (rules, n, NULL);

  if ((int) guards < needed)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%u prisoners need at least %d escorts [BG-13-c]"), n, needed);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      GgPrisoner *p = gg_bg_state_add_prisoner (game->state, ids[i], *captor);

      for (guint k = 0; k < guards; k++)
        g_ptr_array_add (p->escorts, g_strdup (escorts[k]));
    }
  return TRUE;
}

static gboolean
guards_gone (GgGame *game, GgPrisoner *p)
{
  for (guint i = 0; i < p->escorts->len; i++)
    if (!gg_bg_state_is_out (game->state, g_ptr_array_index (p->escorts, i)))
      return FALSE;
  return TRUE;
}

/* BG-13-h: prisoners whose guards are all gone are freed and join @liberator. */
static guint
gg_bg_free_prisoners (GgGame *game, const GgChit *captor, const GgChit *liberator)
{
  guint freed = 0;

  for (guint i = gg_bg_state (game->state)->prisoners->len; i-- > 0;)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      GgFigure *f = gg_game_lookup_figure (game, p->figure);

      if (p->captor.side != captor->side || p->captor.squad != captor->squad ||
          !guards_gone (game, p))
        continue;
      if (f != NULL && f->side == liberator->side)
        f->squad = liberator->squad;
      gg_bg_state_free_prisoner (game->state, p->figure);
      freed++;
    }
  return freed;
}

static int
free_number (GgGame *game, char side)
{
  int n = 1;

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == side && f->squad >= n)
        n = f->squad + 1;
    }
  return n;
}

/* BG-13-i/j: prisoners nobody can escort form a new unarmed squad of their side. Returns its
 * number, 0 if there were none. */
static int
gg_bg_abandon_prisoners (GgGame *game, const GgChit *captor, GError **error)
{
  int number = 0;

  for (guint i = gg_bg_state (game->state)->prisoners->len; i-- > 0;)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      GgFigure *f = gg_game_lookup_figure (game, p->figure);

      if (p->captor.side != captor->side || p->captor.squad != captor->squad || f == NULL)
        continue;
      if (number == 0)
        number = free_number (game, f->side);
      f->squad = number;
      gg_bg_state_squad (game->state, f->side, number, TRUE)->abandoned = TRUE;
      gg_bg_state_free_prisoner (game->state, p->figure);
      if (game->state->chits && !gg_chitbag_in_bag (game->state->chits, f->side, number) &&
          !gg_chitbag_add_squad (game->state->chits, f->side, number, error))
        return 0;
    }
  return number;
}

guint
gg_bg_unguarded_prisoners (GgGame *game, char side)
{
  guint n = 0;

  for (guint i = 0; game->state != NULL && i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      GgFigure *f = gg_game_lookup_figure (game, p->figure);

      n += f != NULL && f->side == side && p->captor.side != side && guards_gone (game, p);
    }
  return n;
}

guint
gg_bg_play_free_prisoners (GgGame *game, const GgChit *liberator)
{
  g_autoptr (GArray) captors = g_array_new (FALSE, FALSE, sizeof (GgChit));
  guint freed = 0;

  for (guint i = 0; i < gg_bg_state (game->state)->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (gg_bg_state (game->state)->prisoners, i);
      gboolean seen = FALSE;

      for (guint k = 0; k < captors->len; k++)
        seen |= g_array_index (captors, GgChit, k).side == p->captor.side &&
                g_array_index (captors, GgChit, k).squad == p->captor.squad;
      if (!seen && p->captor.side != liberator->side)
        g_array_append_val (captors, p->captor);
    }
  for (guint k = 0; k < captors->len; k++)
    freed += gg_bg_free_prisoners (game, &g_array_index (captors, GgChit, k), liberator);
  if (freed == 0)
    return 0;
  gg_game_state_log_message (
    game->state, GG_LOG_RULING, 0, 0,
    N_ ("Squad %c%d frees %u prisoners whose guards are gone; they join it "
        "[BG-13-h]"),
    liberator->side, liberator->squad, freed);
  return freed;
}

int
gg_bg_play_abandon_prisoners (GgGame *game, const GgChit *captor, GError **error)
{
  int number = gg_bg_abandon_prisoners (game, captor, error);

  if (number == 0)
    return 0;
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("Squad %c%d cannot escort its prisoners and abandons them out of "
                                 "fire: they form the unarmed squad %c%d [BG-13-i/j]"),
                             captor->side, captor->squad, captor->side == 'A' ? 'B' : 'A', number);
  return number;
}

gboolean
gg_bg_abandoned_targetable (GgSquadState *squad, gboolean moved)
{
  return !squad->abandoned || moved;
}

/* The score */

typedef enum
{
  KIND_FIGURE,
  KIND_LEADER,
  KIND_OFFICER,
  KIND_MUSICIAN,
  KIND_GUN,
} Kind;

static Kind
kind_of (const GgFigure *f)
{
  const char *r = f->role ? f->role : "";

  if (gg_bg_role_is_leader (r))
    return KIND_LEADER;
  if (g_str_equal (r, "M") || g_str_equal (r, "BtM"))
    return KIND_MUSICIAN;
  if (gg_bg_role_is_officer (r))
    return KIND_OFFICER;
  /* AMB-07 codes: guns G<n> and teams T<n> */
  if ((r[0] == 'G' || r[0] == 'T') && g_ascii_isdigit (r[1]))
    return KIND_GUN;
  return KIND_FIGURE;
}

static void
count_figure (GgGame *game, const GgFigure *f, GgBgScore *out)
{
  int s = f->side == 'B';
  gboolean gone = game->state != NULL && gg_bg_state_is_out (game->state, f->id);
  Kind k = kind_of (f);

  if (k != KIND_GUN)
    out->start[s]++, out->out[s] += gone;
  if (k == KIND_OFFICER)
    out->officers[s]++, out->officers_left[s] += !gone;
  if (!gone)
    return;
  if (k == KIND_LEADER)
    out->losses[s].squad_leaders++;
  else if (k == KIND_OFFICER || k == KIND_MUSICIAN)
    out->losses[s].officers++;
  else if (k == KIND_GUN)
    out->losses[s].guns_and_horses++;
  else
    out->losses[s].figures++;
}

void
gg_bg_score (GgGame *game, GgBgRules *rules, GgBgScore *out)
{
  memset (out, 0, sizeof *out);
  for (guint i = 0; i < game->figures->len; i++)
    count_figure (game, g_ptr_array_index (game->figures, i), out);
  for (guint i = 0; game->state && i < gg_bg_state (game->state)->objectives->len; i++)
    {
      GgObjective *o = &g_array_index (gg_bg_state (game->state)->objectives, GgObjective, i);

      out->objectives[o->side == 'B'] += o->points;
      out->conquered[o->side == 'B'] |= o->conquered;
    }
  for (int s = 0; s < 2; s++)
    {
      int e = 1 - s;

      gg_bg_victory_points (rules, &out->losses[e], out->objectives[s], &out->victory[s]);
      out->end[s] = gg_bg_game_over (rules, out->conquered[s],
                                     out->officers[e] > 0 ? out->officers_left[e] : 1, out->out[e],
                                     out->start[e]);
    }
  out->over = out->end[0] != GG_BG_END_NONE || out->end[1] != GG_BG_END_NONE;
  if (out->over && out->victory[0].points != out->victory[1].points)
    out->winner = out->victory[0].points > out->victory[1].points ? 'A' : 'B';
}

void
gg_bg_score_clear (GgBgScore *score)
{
  gg_bg_victory_clear (&score->victory[0]);
  gg_bg_victory_clear (&score->victory[1]);
}
