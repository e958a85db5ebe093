/* gg-bg-chain.c: command radii and the chain of command, measured edge to edge. */
#include "gg-bg-chain.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gg-geometry.h"
#include "gg-json-text.h"
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
  return game->state == NULL || !gg_bg_state_is_out (game->state, f->id);
}

static int
cmp_id (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(GgFigure *const *) a)->id, (*(GgFigure *const *) b)->id);
}

/* What the chain of command looks up, made once for a whole table (gg_bg_command_evaluate):
 * every squad's figures in play, the first figure of each side and role, and each side's only
 * platoon letter. Without it each squad scanned every figure of the table several times, so
 * the command of 10,000 squads took minutes. */
typedef struct
{
  GHashTable *members; /* "A:12" -> GPtrArray of its figures in play, by id */
  GHashTable *playing; /* "A:CyL" -> the first figure in play with that role */
  GHashTable *any;     /* "A:CyL" -> the first figure with that role */
  char *letter[2];     /* the side's only platoon letter, or NULL */
} Index;

static char *
index_key (char side, const char *role)
{
  return g_strdup_printf ("%c:%s", side, role);
}

static void
index_best (GHashTable *map, char side, const GgFigure *f)
{
  char *key = index_key (side, f->role);
  const GgFigure *best = g_hash_table_lookup (map, key);

  if (best == NULL || strcmp (f->id, best->id) < 0)
    g_hash_table_insert (map, key, (gpointer) f);
  else
    g_free (key);
}

static char *platoon_letter_scan (GgGame *game, char side);

static void
index_init (Index *ix, GgGame *game)
{
  ix->members =
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  ix->playing = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ix->any = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (game->figures, i);
      gboolean playing = in_play (game, f);

      if (f->role != NULL)
        {
          index_best (ix->any, f->side, f);
          if (playing)
            index_best (ix->playing, f->side, f);
        }
      if (playing && f->squad > 0)
        {
          g_autofree char *key = g_strdup_printf ("%c:%d", f->side, f->squad);
          GPtrArray *members = g_hash_table_lookup (ix->members, key);

          if (members == NULL)
            g_hash_table_insert (ix->members, g_strdup (key), members = g_ptr_array_new ());
          g_ptr_array_add (members, f);
        }
    }
  ix->letter[0] = platoon_letter_scan (game, 'A');
  ix->letter[1] = platoon_letter_scan (game, 'B');
}

static void
index_clear (Index *ix)
{
  g_clear_pointer (&ix->members, g_hash_table_unref);
  g_clear_pointer (&ix->playing, g_hash_table_unref);
  g_clear_pointer (&ix->any, g_hash_table_unref);
  g_clear_pointer (&ix->letter[0], g_free);
  g_clear_pointer (&ix->letter[1], g_free);
}

/* The figure of @side with @role, first by id; @playing: only figures in play. */
static const GgFigure *
find_role (GgGame *game, const Index *ix, char side, const char *role, gboolean playing)
{
  const GgFigure *best = NULL;

  if (ix != NULL)
    {
      g_autofree char *key = index_key (side, role);

      return g_hash_table_lookup (playing ? ix->playing : ix->any, key);
    }
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
members_of (GgGame *game, const Index *ix, char side, int squad)
{
  GPtrArray *out = g_ptr_array_new ();

  if (ix != NULL)
    {
      g_autofree char *key = g_strdup_printf ("%c:%d", side, squad);
      GPtrArray *members = g_hash_table_lookup (ix->members, key);

      for (guint i = 0; members != NULL && i < members->len; i++)
        g_ptr_array_add (out, g_ptr_array_index (members, i));
      g_ptr_array_sort (out, cmp_id);
      return out;
    }
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
serving_musician (GgGame *game, const Index *ix, GgBgRules *rules, const GgFigure *commander,
                  const char *code, guint traits)
{
  const GgFigure *m = find_role (game, ix, commander->side, code, TRUE);
  GgBgNumber near = (traits & GG_BG_TRAIT_CACCIATORI)
                      ? gg_bg_rules_distance (rules, "command.cacciatori-squad-leader")
                      : gg_bg_rules_distance (rules, "command.musician-within");

  return m != NULL && within (m, commander, near.value, NULL) ? m : NULL;
}

/* One level above @below: @code names its commander, @music his musician (or NULL). */
static void
link_level (GgGame *game, const Index *ix, GgBgRules *rules, GgBgChainLink *link,
            const GgFigure *below, char side, const char *code, const char *music, GgBgLink level,
            guint traits)
{
  link->distance = NAN;
  link->present = find_role (game, ix, side, code, FALSE) != NULL;
  if (!link->present)
    return;
  link->commander = find_role (game, ix, side, code, TRUE);
  if (link->commander != NULL && music != NULL)
    link->musician = serving_musician (game, ix, rules, link->commander, music, traits);
  link->radius =
    gg_bg_rules_command_radius (rules, level, link->musician != NULL, troop_of (traits));
  if (link->commander != NULL && below != NULL)
    link->in_range = within (below, link->commander, link->radius.value, &link->distance);
}

/* The squad's platoon letter: the state's, or the side's only platoon commander's. */
static char *
platoon_letter (GgGame *game, const Index *ix, GgSquadState *s, char side)
{
  if (s != NULL && s->platoon != NULL)
    return g_strdup (s->platoon);
  if (ix != NULL)
    return g_strdup (ix->letter[side == 'B']);
  return platoon_letter_scan (game, side);
}

static char *
platoon_letter_scan (GgGame *game, char side)
{
  char *letter = NULL;

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
  GgSquadState *s = game->state ? gg_bg_state_squad (game->state, side, squad, FALSE) : NULL;

  return platoon_letter (game, NULL, s, side);
}

static void
chain_links (GgGame *game, const Index *ix, GgBgRules *rules, GgBgSquadCommand *c, GgSquadState *s)
{
  g_autofree char *letter = platoon_letter (game, ix, s, c->side);
  g_autofree char *code = letter ? g_strconcat ("PL", letter, NULL) : NULL;
  const GgFigure *below = c->leader;

  if (code != NULL)
    {
      link_level (game, ix, rules, &c->platoon, below, c->side, code, NULL, GG_BG_LINK_PLATOON,
                  c->traits);
      below = c->platoon.commander;
    }
  link_level (game, ix, rules, &c->company, below, c->side, "CyL", "M", GG_BG_LINK_COMPANY,
              c->traits);
  if (c->company.present)
    below = c->company.commander;
  link_level (game, ix, rules, &c->battalion, below, c->side, "BtL", "BtM", GG_BG_LINK_BATTALION,
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
    c->attached = gg_bg_state_attached_officer (game->state, c->side, c->squad);
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

static GgBgSquadCommand *
command_squad (GgGame *game, const Index *ix, GgBgRules *rules, char side, int squad)
{
  GgSquadState *s = game->state ? gg_bg_state_squad (game->state, side, squad, FALSE) : NULL;
  g_autoptr (GgBgSquadCommand) c = g_new0 (GgBgSquadCommand, 1);

  c->side = side;
  c->squad = squad;
  c->traits = s ? s->traits : 0;
  c->members = members_of (game, ix, side, squad);
  c->out_of_radius = g_ptr_array_new ();
  if (c->members->len == 0)
    return NULL;
  find_leader (game, c);
  c->radius = gg_bg_rules_command_radius (rules, GG_BG_LINK_SQUAD, FALSE, troop_of (c->traits));
  out_of_radius (c);
  chain_links (game, ix, rules, c, s);
  decide (c);
  independent (c, s);
  return g_steal_pointer (&c);
}

GgBgSquadCommand *
gg_bg_command_squad (GgGame *game, GgBgRules *rules, char side, int squad)
{
  return command_squad (game, NULL, rules, side, squad);
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

/* Every squad's command, in order: linear in the figures (one index for the whole table). */
static GPtrArray *
gg_bg_command_evaluate (GgGame *game, GgBgRules *rules)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_bg_squad_command_free);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Index ix = { 0 };

  index_init (&ix, game);
  for (guint i = 0; i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      char *key;
      GgBgSquadCommand *c;

      if (f->squad <= 0)
        continue;
      key = g_strdup_printf ("%c:%d", f->side, f->squad);
      if (!g_hash_table_add (seen, key))
        continue;
      if ((c = command_squad (game, &ix, rules, f->side, f->squad)) != NULL)
        g_ptr_array_add (out, c);
    }
  index_clear (&ix);
  g_ptr_array_sort (out, cmp_squad);
  return out;
}

/* The answer written straight as text (gg-json-text.h): on 100,000 figures a json-glib tree, a
 * hash table per object, cost more than the query. The only writer of it, so that the CLI and
 * the app give one answer: whatever wants a JsonNode parses this text. */

static void
text_length (GgJsonText *t, const char *member, double mm)
{
  gg_json_text_member (t, member);
  if (isnan (mm))
    {
      gg_json_text_add_null (t);
      return;
    }
  gg_json_text_begin_object (t);
  gg_json_text_member (t, "cm");
  gg_json_text_add_double (t, gg_unit_from_mm (GG_UNIT_CM, mm));
  gg_json_text_member (t, "in");
  gg_json_text_add_double (t, gg_unit_from_mm (GG_UNIT_IN, mm));
  gg_json_text_end_object (t);
}

static void
text_id (GgJsonText *t, const char *member, const GgFigure *f)
{
  gg_json_text_member (t, member);
  gg_json_text_add_string (t, f != NULL ? f->id : NULL);
}

static void
text_link (GgJsonText *t, const char *member, const GgBgChainLink *link, gboolean music)
{
  gg_json_text_member (t, member);
  if (!link->present)
    {
      gg_json_text_add_null (t);
      return;
    }
  gg_json_text_begin_object (t);
  text_id (t, "commander", link->commander);
  if (music)
    text_id (t, "musician", link->musician);
  text_length (t, "distance", link->distance);
  text_length (t, "radius", link->radius.value);
  gg_json_text_member (t, "in_range");
  gg_json_text_add_bool (t, link->in_range);
  gg_json_text_member (t, "rule");
  gg_json_text_add_string (t, link->radius.rule);
  gg_json_text_end_object (t);
}

static void
text_strings (GgJsonText *t, const char *member, const char **names)
{
  gg_json_text_member (t, member);
  gg_json_text_begin_array (t);
  for (guint i = 0; names[i] != NULL; i++)
    gg_json_text_add_string (t, names[i]);
  gg_json_text_end_array (t);
  g_free (names);
}

static void
text_squad (GgJsonText *t, GgGame *game, const GgBgSquadCommand *c)
{
  char side[2] = { c->side, '\0' };
  GgSquadState *s = game->state ? gg_bg_state_squad (game->state, c->side, c->squad, FALSE) : NULL;

  gg_json_text_begin_object (t);
  gg_json_text_member (t, "side");
  gg_json_text_add_string (t, side);
  gg_json_text_member (t, "squad");
  gg_json_text_add_int (t, c->squad);
  text_id (t, "leader", c->leader);
  gg_json_text_member (t, "out_of_command");
  gg_json_text_begin_array (t);
  for (guint i = 0; i < c->out_of_radius->len; i++)
    gg_json_text_add_string (t, ((GgFigure *) g_ptr_array_index (c->out_of_radius, i))->id);
  gg_json_text_end_array (t);
  gg_json_text_member (t, "leader_is_officer");
  gg_json_text_add_bool (t, c->leader_is_officer);
  text_length (t, "radius", c->radius.value);
  gg_json_text_member (t, "radius_rule");
  gg_json_text_add_string (t, c->radius.rule);
  text_strings (t, "traits", gg_bg_traits_names (c->traits));
  text_id (t, "attached", c->attached ? gg_game_lookup_figure (game, c->attached->figure) : NULL);
  text_link (t, "platoon", &c->platoon, FALSE);
  text_link (t, "company", &c->company, TRUE);
  text_link (t, "battalion", &c->battalion, TRUE);
  gg_json_text_member (t, "in_command");
  gg_json_text_add_bool (t, c->in_command);
  gg_json_text_member (t, "reason");
  gg_json_text_add_string (t, c->rule);
  gg_json_text_member (t, "fixed_at_activation");
  gg_json_text_add_string (t, s != NULL && s->command >= 0 ? (s->command ? "in" : "out") : NULL);
  gg_json_text_end_object (t);
}

char *
gg_bg_command_to_text (GgGame *game, GgBgRules *rules)
{
  g_autoptr (GPtrArray) squads = gg_bg_command_evaluate (game, rules);
  GgJsonText t = { g_string_sized_new (300 * squads->len + 64) };

  gg_json_text_begin_object (&t);
  gg_json_text_member (&t, "squads");
  gg_json_text_begin_array (&t);
  for (guint i = 0; i < squads->len; i++)
    text_squad (&t, game, g_ptr_array_index (squads, i));
  gg_json_text_end_array (&t);
  text_length (&t, "radius", gg_bg_rules_distance (rules, "command.squad-leader").value);
  gg_json_text_end_object (&t);
  return g_string_free (t.out, FALSE);
}

gboolean
gg_bg_figure_is_officer (const GgFigure *figure)
{
  static const char *const codes[] = { "CyL", "CSt", "M", "BtL", "BtS", "BtM", NULL };
  const char *role = figure->role ? figure->role : "";

  return g_str_has_prefix (role, "PL") || g_strv_contains (codes, role);
}

static gboolean
role_with_number (const GgFigure *figure, char letter)
{
  const char *role = figure->role ? figure->role : "";

  return role[0] == letter && g_ascii_isdigit (role[1]);
}

gboolean
gg_bg_figure_is_leader (const GgFigure *figure)
{
  return role_with_number (figure, 'L');
}

gboolean
gg_bg_figure_is_gun (const GgFigure *figure)
{
  return role_with_number (figure, 'G');
}

gboolean
gg_bg_figure_is_mounted (const GgFigure *figure)
{
  /* foot bases are 4:5 or 3:4 deep, mounted ones 3:5 or 1:2 (BG-3.2-a…c) */
  return figure->base.shape == GG_BASE_RECT && !gg_bg_figure_is_gun (figure) &&
         figure->base.depth >= 1.5 * figure->base.front;
}
