/* gg-bg-table-melee.c: the table's figures turned into a charge's and a melee's inputs (BG-11). */
#include "gg-bg-table-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-characters.h"
#include "gg-geometry.h"
/* Melee */

/* Does @figure stand in an area of terrain, or beside a linear feature (the same reach as cover,
 * BG-6), for which @allowed (gg_bg_rules_cavalry_may_charge or _assault_bonus_holds) says no?
 * *@rule gets that list's rule. */
static gboolean
figure_terrain_forbids (GgBgTable *self, const GgFigure *figure,
                        gboolean (*allowed) (GgBgRules *, const char *, GgBgNumber *),
                        const char **rule)
{
  double adjacent = gg_los_get_options (self->los)->adjacent_mm;

  for (guint i = 0; i < self->game->terrain->len; i++)
    {
      GgTerrain *t = g_ptr_array_index (self->game->terrain, i);
      const GgPoint *pts = (const GgPoint *) t->points->data;
      gboolean linear = gg_terrain_kind_is_linear (t->kind);
      GgBgNumber info = { 0 };
      gboolean holds =
        linear ? gg_polygon_point_distance (pts, t->points->len, FALSE, figure->base.centre) <=
                   adjacent + gg_base_circumradius (&figure->base)
               : gg_polygon_contains_point (pts, t->points->len, figure->base.centre);

      if (holds && !allowed (self->rules, gg_terrain_kind_to_string (t->kind), &info))
        {
          *rule = info.rule;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
squad_terrain_forbids (GgBgTable *self, GPtrArray *figures,
                       gboolean (*allowed) (GgBgRules *, const char *, GgBgNumber *),
                       const char **rule)
{
  for (guint i = 0; i < figures->len; i++)
    if (figure_terrain_forbids (self, g_ptr_array_index (figures, i), allowed, rule))
      return TRUE;
  return FALSE;
}

const char *
gg_bg_charge_check_to_string (GgBgChargeCheck check)
{
  static const char *const names[] = { "ok",    "not-visible",    "terrain",
                                       "cover", "out-of-command", "gun" };

  return (guint) check < G_N_ELEMENTS (names) ? names[check] : "?";
}

/* The defenders' cover as the melee takes it (BG-11.8-a, BG-11.8-i): the best any of them has. */
static GgBgCover
squad_cover (GgBgTable *self, GPtrArray *def)
{
  GgBgCover cover = GG_BG_COVER_NONE;

  for (guint i = 0; i < def->len; i++)
    cover = MAX (cover, gg_bg_table_figure_cover (self, g_ptr_array_index (def, i)));
  return cover;
}

GgBgChargeCheck
gg_bg_table_attack_check (GgBgTable *self, GgBgSquadRef attacker, GgBgSquadRef defender,
                          gboolean charged, const GgBgCover *cover, const char **rule)
{
  g_autoptr (GPtrArray) att = gg_bg_table_squad_figures (self, attacker.side, attacker.number);
  g_autoptr (GPtrArray) def = gg_bg_table_squad_figures (self, defender.side, defender.number);
  gboolean cavalry = gg_bg_table_squad_arm (self, attacker.side, attacker.number) ==
                     GG_BG_ARM_CAVALRY;
  const char *dummy;
  gboolean seen = !charged; /* bases in contact need no line of sight */
  GgBgNumber info = { 0 };

  rule = rule ? rule : &dummy;
  *rule = "BG-7-a";
  for (guint i = 0; i < att->len && !seen; i++)
    for (guint k = 0; k < def->len && !seen; k++)
      seen = gg_bg_table_sees (self, g_ptr_array_index (att, i), g_ptr_array_index (def, k));
  if (!seen)
    return GG_BG_CHARGE_NOT_VISIBLE;
  if (cavalry && !gg_bg_rules_cavalry_may_attack (self->rules,
                                                  cover ? *cover : squad_cover (self, def), &info))
    {
      *rule = info.rule;
      return GG_BG_CHARGE_COVER;
    }
  if (charged && cavalry && squad_terrain_forbids (self, def, gg_bg_rules_cavalry_may_charge, rule))
    return GG_BG_CHARGE_TERRAIN;
  *rule = NULL;
  return GG_BG_CHARGE_OK;
}

static void
set_characters (GgBgMeleeFigure *m, guint characters)
{
  m->indomito = (characters & GG_BG_CHAR_INDOMITO) != 0;
  m->cattivo_schermidore = (characters & GG_BG_CHAR_CATTIVO) != 0;
  m->vanaglorioso = (characters & GG_BG_CHAR_VANAGLORIOSO) != 0;
}

/* The figures of one side: a lancer's weapon (BG-11.7-a) and the squad leader's character
 * (BG-15.1-g/m/p) are the state's; an officer attached to the squad fights with it, with his own
 * character (BG-4.5-f, BG-4.8-l), and is added to @figures. @leader gets the index of the squad
 * leader and @eroico that of an Eroico leader or officer (BG-15.1-e), or -1. */
static void
add_melee_figures (GgBgTable *self, GgBgSquadRef squad, GPtrArray *figures, GArray *out,
                   int *leader, int *eroico)
{
  GgGameState *state = self->game->state;
  GgSquadState *s = state ? gg_bg_state_squad (state, squad.side, squad.number, FALSE) : NULL;
  GgOfficerState *o = state ? gg_bg_state_attached_officer (state, squad.side, squad.number) : NULL;
  GgFigure *officer = o ? gg_game_lookup_figure (self->game, o->figure) : NULL;

  *leader = *eroico = -1;
  if (officer != NULL && !gg_bg_table_is_removed (self, officer->id) &&
      !g_ptr_array_find (figures, officer, NULL))
    g_ptr_array_add (figures, officer);
  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      GgBgMeleeFigure m = { f->id };
      guint characters = 0;

      m.lance = state != NULL &&
                g_strcmp0 (gg_bg_state_weapon (state, squad.side, squad.number, f->id), "lance") ==
                  0;
      if (gg_bg_figure_is_leader (f))
        {
          *leader = out->len;
          characters = s != NULL ? s->characters : 0;
        }
      else if (f == officer)
        characters = o->characters;
      set_characters (&m, characters);
      if ((characters & GG_BG_CHAR_EROICO) && *eroico < 0)
        *eroico = out->len;
      g_array_append_val (out, m);
    }
}

/* BG-11.6-a with AMB-42: each defending figure is flanked when the attacking figure nearest to
 * it stands outside its frontal arc. */
static void
mark_flanked (GgBgTable *self, GPtrArray *att, GPtrArray *def, GArray *defenders)
{
  for (guint k = 0; k < def->len; k++)
    {
      const GgFigure *d = g_ptr_array_index (def, k);
      const GgFigure *nearest = NULL;
      double best = G_MAXDOUBLE;

      for (guint i = 0; i < att->len; i++)
        {
          const GgFigure *a = g_ptr_array_index (att, i);
          double gap = gg_base_distance (&d->base, &a->base);

          if (gap < best)
            best = gap, nearest = a;
        }
      g_array_index (defenders, GgBgMeleeFigure, k).flanked =
        nearest != NULL && gg_bg_melee_flanked (self->rules, &d->base, &nearest->base);
    }
}

/* BG-15.1-e: the attackers' Eroico (their squad leader or attached officer) pairs in the first
 * round (BG-11.3-d) and faces the enemy squad leader: the duels go by index, so he takes the
 * enemy leader's place. */
static void
eroico_duel (GgBgMeleeSetup *out, int eroico, int leader_d)
{
  GgBgMeleeFigure tmp;

  if (eroico < 0 || leader_d < 0 || (guint) leader_d >= out->attackers->len)
    return;
  out->attacker.eroico_duel = TRUE;
  tmp = g_array_index (out->attackers, GgBgMeleeFigure, eroico);
  g_array_index (out->attackers, GgBgMeleeFigure, eroico) =
    g_array_index (out->attackers, GgBgMeleeFigure, leader_d);
  g_array_index (out->attackers, GgBgMeleeFigure, leader_d) = tmp;
}

void
gg_bg_table_melee_setup (GgBgTable *self, GgBgSquadRef attacker, GgBgSquadRef defender,
                         gboolean charged, GgBgMeleeSetup *out)
{
  g_autoptr (GPtrArray) att = gg_bg_table_squad_figures (self, attacker.side, attacker.number);
  g_autoptr (GPtrArray) def = gg_bg_table_squad_figures (self, defender.side, defender.number);
  const char *rule;
  int leader_a, leader_d, eroico_a, eroico_d;

  memset (out, 0, sizeof *out);
  out->attackers = g_array_new (FALSE, TRUE, sizeof (GgBgMeleeFigure));
  out->defenders = g_array_new (FALSE, TRUE, sizeof (GgBgMeleeFigure));
  add_melee_figures (self, attacker, att, out->attackers, &leader_a, &eroico_a);
  add_melee_figures (self, defender, def, out->defenders, &leader_d, &eroico_d);
  mark_flanked (self, att, def, out->defenders);
  out->attacker.arm = gg_bg_table_squad_arm (self, attacker.side, attacker.number);
  out->attacker.charged = charged;
  /* BG-11.5-b: the assault bonus is void against the defenders in that terrain */
  out->attacker.bonus_lost =
    squad_terrain_forbids (self, def, gg_bg_rules_assault_bonus_holds, &rule);
  out->defender.arm = gg_bg_table_squad_arm (self, defender.side, defender.number);
  out->defender.out_of_command = gg_bg_table_out_of_command (self, defender.side, defender.number);
  out->attacker.mass = gg_bg_table_in_mass (self, attacker, att); /* BG-5-f, BG-11.8-b */
  out->defender.mass = gg_bg_table_in_mass (self, defender, def);
  if (out->defender.mass) /* AMB-29: a mass faces outwards, never flanked */
    for (guint i = 0; i < out->defenders->len; i++)
      g_array_index (out->defenders, GgBgMeleeFigure, i).flanked = FALSE;
  out->defender.cover = squad_cover (self, def);
  if (charged)
    eroico_duel (out, eroico_a, leader_d);
}

void
gg_bg_melee_setup_clear (GgBgMeleeSetup *setup)
{
  g_clear_pointer (&setup->attackers, g_array_unref);
  g_clear_pointer (&setup->defenders, g_array_unref);
}

GArray *
gg_bg_table_charge_targets (GgBgTable *self, GgBgSquadRef attacker)
{
  g_autoptr (GArray) squads = gg_bg_table_squads (self);
  GgBgArm arm = gg_bg_table_squad_arm (self, attacker.side, attacker.number);
  GgChit chit = { attacker.side, attacker.number };
  /* the squad's own allowance (characters, escort: gg_bg_squad_allowance) */
  double reach = gg_bg_squad_allowance (self->game, self->rules, &chit, arm, FALSE, NULL).value +
                 gg_bg_charge_bonus (self->rules, arm, 9);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GgBgSquadRef));
  const GgBgAction assault = GG_BG_ACTION_ASSAULT;

  /* BG-4.4-d, BG-10.7-e: a gun and its crew never assault */
  if (arm == GG_BG_ARM_ARTILLERY && !gg_bg_gun_actions_allowed (&assault, 1, NULL))
    return out;

  for (guint i = 0; i < squads->len; i++)
    {
      GgBgSquadRef *s = &g_array_index (squads, GgBgSquadRef, i);

      if (s->side != attacker.side && gg_bg_table_squad_distance (self, attacker, *s) <= reach)
        g_array_append_val (out, *s);
    }
  return out;
}
