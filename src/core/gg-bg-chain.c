/* gg-bg-chain.c: command radii and the chain of command, measured edge to edge. */
#include "gg-bg-chain.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gg-geometry.h"
#include "gg-units.h"

gboolean
gg_bg_role_is_leader (const char *role)
{
  return role != NULL && role[0] == 'L' && role[1] != '\0' &&
         strspn (role + 1, "0123456789") == strlen (role + 1);
}

gboolean
gg_bg_role_is_officer (const char *role)
{
  static const char *const codes[] = { "CyL", "CSt", "M", "BtL", "BtS", "BtM", NULL };

  if (role == NULL)
    return FALSE;
  return g_strv_contains (codes, role) || (g_str_has_prefix (role, "PL") && role[2] != '\0');
}

void
gg_bg_squad_command_free (GgBgSquadCommand *command)
{
  if (command == NULL)
    return;
  g_ptr_array_unref (command->members);
  g_ptr_array_unref (command->out_of_radius);
  g_free (command);
}

/* Figures */

static gboolean
in_play (GgGame *game, const GgFigure *f)
{
  return game->state == NULL || !gg_game_state_is_out (game->state, f->id);
}

static int
cmp_id (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(GgFigure *const *) a)->id, (*(GgFigure *const *) b)->id);
}

/* The figure of @side with @role, first by id; @playing: only figures in play. */
static const GgFigure *
find_role (GgGame *game, char side, const char *role, gboolean playing)
{
  const GgFigure *best = NULL;

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != side || g_strcmp0 (f->role, role) != 0 || (playing && !in_play (game, f)))
        continue;
      if (best == NULL || strcmp (f->id, best->id) < 0)
        best = f;
    }
  return best;
}

/* BG-3.2-g: the leader naming his own squad is preferred. */
static int
leader_rank (const GgFigure *f)
{
  if (!gg_bg_role_is_leader (f->role))
    return 0;
  return atoi (f->role + 1) == f->squad ? 2 : 1;
}

static GPtrArray *
members_of (GgGame *game, char side, int squad)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side == side && f->squad == squad && in_play (game, f))
        g_ptr_array_add (out, f);
    }
  g_ptr_array_sort (out, cmp_id);
  return out;
}

/* Links */

static GgBgTroopFlags
troop_of (guint traits)
{
  return ((traits & GG_BG_TRAIT_CACCIATORI) ? GG_BG_TROOP_CACCIATORI : 0) |
         ((traits & GG_BG_TRAIT_TITUBANTI) ? GG_BG_TROOP_TITUBANTI : 0);
}

static gboolean
within (const GgFigure *a, const GgFigure *b, double radius, double *distance)
{
  double d = gg_base_distance (&a->base, &b->base);

  if (distance != NULL)
    *distance = d;
  return d <= radius + GG_GEOMETRY_EPSILON;
}

/* AMB-16: the musician counts while in play and within 15 cm (Cacciatori 20) of his commander. */
static const GgFigure *
serving_musician (GgGame *game, GgBgRules *rules, const GgFigure *commander, const char *code,
                  guint traits)
{
  const GgFigure *m = find_role (game, commander->side, code, TRUE);
  GgBgNumber near = (traits & GG_BG_TRAIT_CACCIATORI)
                      ? gg_bg_rules_distance (rules, "command.cacciatori-squad-leader")
                      : gg_bg_rules_distance (rules, "command.musician-within");

  return m != NULL && within (m, commander, near.value, NULL) ? m : NULL;
}

/* One level above @below: @code names its commander, @music his musician (or NULL). */
static void
link_level (GgGame *game, GgBgRules *rules, GgBgChainLink *link, const GgFigure *below, char side,
            const char *code, const char *music, GgBgLink level, guint traits)
{
  link->distance = NAN;
  link->present = find_role (game, side, code, FALSE) != NULL;
  if (!link->present)
    return;
  link->commander = find_role (game, side, code, TRUE);
  if (link->commander != NULL && music != NULL)
    link->musician = serving_musician (game, rules, link->commander, music, traits);
  link->radius =
    gg_bg_rules_command_radius (rules, level, link->musician != NULL, troop_of (traits));
  if (link->commander != NULL && below != NULL)
    link->in_range = within (below, link->commander, link->radius.value, &link->distance);
}

/* The squad's platoon letter: the state's, or the side's only platoon commander's. */
static char *
platoon_letter (GgGame *game, GgSquadState *s, char side)
{
  char *letter = NULL;

  if (s != NULL && s->platoon != NULL)
    return g_strdup (s->platoon);
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);

      if (f->side != side || f->role == NULL || !g_str_has_prefix (f->role, "PL") ||
          f->role[2] == '\0' || g_strcmp0 (letter, f->role + 2) == 0)
        continue;
      if (letter != NULL)
        return g_free (letter), NULL;
      letter = g_strdup (f->role + 2);
    }
  return letter;
}

char *
gg_bg_squad_platoon (GgGame *game, char side, int squad)
{
  GgSquadState *s = game->state ? gg_game_state_squad (game->state, side, squad, FALSE) : NULL;

  return platoon_letter (game, s, side);
}

static void
chain_links (GgGame *game, GgBgRules *rules, GgBgSquadCommand *c, GgSquadState *s)
{
  g_autofree char *letter = platoon_letter (game, s, c->side);
  g_autofree char *code = letter ? g_strconcat ("PL", letter, NULL) : NULL;
  const GgFigure *below = c->leader;

  if (code != NULL)
    {
      link_level (game, rules, &c->platoon, below, c->side, code, NULL, GG_BG_LINK_PLATOON,
                  c->traits);
      below = c->platoon.commander;
    }
  link_level (game, rules, &c->company, below, c->side, "CyL", "M", GG_BG_LINK_COMPANY, c->traits);
  if (c->company.present)
    below = c->company.commander;
  link_level (game, rules, &c->battalion, below, c->side, "BtL", "BtM", GG_BG_LINK_BATTALION,
              c->traits);
}

/* AMB-23: the first broken link decides. */
static void
decide (GgBgSquadCommand *c)
{
  const GgBgChainLink *links[] = { &c->platoon, &c->company, &c->battalion };

  c->in_command = TRUE;
  if (c->attached != NULL)
    return;
  if (c->leader == NULL)
    {
      c->in_command = FALSE;
      c->rule = "BG-4.1-h";
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (links) && c->in_command; i++)
    if (links[i]->present && (links[i]->commander == NULL || !links[i]->in_range))
      {
        c->in_command = FALSE;
        c->rule = links[i]->commander == NULL ? "BG-4.1-g" : links[i]->radius.rule;
      }
}

/* BG-15.1-u/v with AMB-65: the Little Drummer and the Little Look-out are independent squads,
 * with no command requirement. */
static void
independent (GgBgSquadCommand *c, GgSquadState *s)
{
  if (s == NULL || !(s->characters & (GG_BG_CHAR_TAMBURINO | GG_BG_CHAR_VEDETTA)))
    return;
  c->in_command = TRUE;
  c->rule = NULL;
}

static void
find_leader (GgGame *game, GgBgSquadCommand *c)
{
  const GgFigure *officer;

  for (guint i = 0; i < c->members->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (c->members, i);

      if (leader_rank (f) > (c->leader ? leader_rank (c->leader) : 0))
        c->leader = f;
    }
  if (game->state != NULL)
    c->attached = gg_game_state_attached_officer (game->state, c->side, c->squad);
  officer = c->attached ? gg_game_lookup_figure (game, c->attached->figure) : NULL;
  if (officer != NULL && !in_play (game, officer))
    c->attached = NULL, officer = NULL;
  /* BG-4.1-h: an attached officer takes command of a squad whose leader is gone */
  if (c->leader == NULL && officer != NULL)
    c->leader = officer, c->leader_is_officer = TRUE;
}

static void
out_of_radius (GgBgSquadCommand *c)
{
  for (guint i = 0; i < c->members->len; i++)
    {
      GgFigure *f = g_ptr_array_index (c->members, i);

      if (f != c->leader && (c->leader == NULL || !within (f, c->leader, c->radius.value, NULL)))
        g_ptr_array_add (c->out_of_radius, f);
    }
}

GgBgSquadCommand *
gg_bg_command_squad (GgGame *game, GgBgRules *rules, char side, int squad)
{
  GgSquadState *s = game->state ? gg_game_state_squad (game->state, side, squad, FALSE) : NULL;
  g_autoptr (GgBgSquadCommand) c = g_new0 (GgBgSquadCommand, 1);

  c->side = side;
  c->squad = squad;
  c->traits = s ? s->traits : 0;
  c->members = members_of (game, side, squad);
  c->out_of_radius = g_ptr_array_new ();
  if (c->members->len == 0)
    return NULL;
  find_leader (game, c);
  c->radius = gg_bg_rules_command_radius (rules, GG_BG_LINK_SQUAD, FALSE, troop_of (c->traits));
  out_of_radius (c);
  chain_links (game, rules, c, s);
  decide (c);
  independent (c, s);
  return g_steal_pointer (&c);
}

static int
cmp_squad (gconstpointer a, gconstpointer b)
{
  const GgBgSquadCommand *x = *(GgBgSquadCommand *const *) a;
  const GgBgSquadCommand *y = *(GgBgSquadCommand *const *) b;

  if (x->side != y->side)
    return x->side - y->side;
  return (x->squad > y->squad) - (x->squad < y->squad);
}

static gboolean
listed (GPtrArray *out, char side, int squad)
{
  for (guint i = 0; i < out->len; i++)
    {
      GgBgSquadCommand *c = g_ptr_array_index (out, i);

      if (c->side == side && c->squad == squad)
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
gg_bg_command_evaluate (GgGame *game, GgBgRules *rules)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_bg_squad_command_free);

  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      GgBgSquadCommand *c;

      if (f->squad <= 0 || listed (out, f->side, f->squad))
        continue;
      if ((c = gg_bg_command_squad (game, rules, f->side, f->squad)) != NULL)
        g_ptr_array_add (out, c);
    }
  g_ptr_array_sort (out, cmp_squad);
  return out;
}

/* JSON */

static void
add_length (JsonBuilder *b, const char *member, double mm)
{
  json_builder_set_member_name (b, member);
  if (isnan (mm))
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "cm");
  json_builder_add_double_value (b, gg_unit_from_mm (GG_UNIT_CM, mm));
  json_builder_set_member_name (b, "in");
  json_builder_add_double_value (b, gg_unit_from_mm (GG_UNIT_IN, mm));
  json_builder_end_object (b);
}

static void
add_id (JsonBuilder *b, const char *member, const GgFigure *f)
{
  json_builder_set_member_name (b, member);
  if (f != NULL)
    json_builder_add_string_value (b, f->id);
  else
    json_builder_add_null_value (b);
}

static void
add_link (JsonBuilder *b, const char *member, const GgBgChainLink *link, gboolean music)
{
  json_builder_set_member_name (b, member);
  if (!link->present)
    {
      json_builder_add_null_value (b);
      return;
    }
  json_builder_begin_object (b);
  add_id (b, "commander", link->commander);
  if (music)
    add_id (b, "musician", link->musician);
  add_length (b, "distance", link->distance);
  add_length (b, "radius", link->radius.value);
  json_builder_set_member_name (b, "in_range");
  json_builder_add_boolean_value (b, link->in_range);
  json_builder_set_member_name (b, "rule");
  json_builder_add_string_value (b, link->radius.rule);
  json_builder_end_object (b);
}

static void
add_strings (JsonBuilder *b, const char *member, const char **names)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; names[i] != NULL; i++)
    json_builder_add_string_value (b, names[i]);
  json_builder_end_array (b);
  g_free (names);
}

static void
add_squad (JsonBuilder *b, GgGame *game, const GgBgSquadCommand *c)
{
  char side[2] = { c->side, '\0' };
  GgSquadState *s = game->state ? gg_game_state_squad (game->state, c->side, c->squad, FALSE)
                                : NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "side");
  json_builder_add_string_value (b, side);
  json_builder_set_member_name (b, "squad");
  json_builder_add_int_value (b, c->squad);
  add_id (b, "leader", c->leader);
  json_builder_set_member_name (b, "out_of_command");
  json_builder_begin_array (b);
  for (guint i = 0; i < c->out_of_radius->len; i++)
    json_builder_add_string_value (b, ((GgFigure *) g_ptr_array_index (c->out_of_radius, i))->id);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "leader_is_officer");
  json_builder_add_boolean_value (b, c->leader_is_officer);
  add_length (b, "radius", c->radius.value);
  json_builder_set_member_name (b, "radius_rule");
  json_builder_add_string_value (b, c->radius.rule);
  add_strings (b, "traits", gg_bg_traits_names (c->traits));
  add_id (b, "attached", c->attached ? gg_game_lookup_figure (game, c->attached->figure) : NULL);
  add_link (b, "platoon", &c->platoon, FALSE);
  add_link (b, "company", &c->company, TRUE);
  add_link (b, "battalion", &c->battalion, TRUE);
  json_builder_set_member_name (b, "in_command");
  json_builder_add_boolean_value (b, c->in_command);
  json_builder_set_member_name (b, "reason");
  if (c->rule)
    json_builder_add_string_value (b, c->rule);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "fixed_at_activation");
  if (s != NULL && s->command >= 0)
    json_builder_add_string_value (b, s->command ? "in" : "out");
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

JsonNode *
gg_bg_command_to_json (GgGame *game, GgBgRules *rules)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (GPtrArray) squads = gg_bg_command_evaluate (game, rules);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "squads");
  json_builder_begin_array (b);
  for (guint i = 0; i < squads->len; i++)
    add_squad (b, game, g_ptr_array_index (squads, i));
  json_builder_end_array (b);
  add_length (b, "radius", gg_bg_rules_distance (rules, "command.squad-leader").value);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
