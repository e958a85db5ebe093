/* gg-bg-characters.c: the characters and special training of La Bella Gigogin in play (BG-15):
 * their movement, their guns' crews, who may lead, form mass or be hit. */
#include "gg-bg-characters.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-artillery.h"
#include "gg-bg-prisoners.h"
#include "gg-geometry.h"

static gboolean gg_bg_furtivo_may_move (GgGame *game, guint characters);

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
