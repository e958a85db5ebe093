/* gg-new-game.c: a game built from the New Game dialog's choices, and the scenario library.
 *
 * Deployment is a house layout, not a rule: each side's squads or units stand in rows along its
 * own edge, 5 cm from it and 4 cm apart, left to right in the roster's order; a row that would
 * pass the table's far side starts a new row behind the first (toward the centre). A side may
 * use at most the third of the table nearest its edge. */
#include "gg-new-game.h"

#include "gg-deploy.h"
#include "gg-game-state.h"
#include "gg-geometry.h"
#include "gg-roster-private.h"
#include "gg-ruleset.h"
#include "gg-units.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#define EDGE_MARGIN 50.0 /* mm from the side's edge and from the table's ends */
#define GAP         40.0 /* mm between two squads or units */

GResource *gg_data_get_resource (void);

typedef struct
{
  GgGame *game;
  GgRoster *roster;
  char side;
  double x, row_y, row_depth; /* the next free place, in the side's own frame (mm) */
} Layout;

/* Squads and officers (BG), units and commanders (d6) of @node, in the file's order. */
static void
collect_deployable (const GgRosterNode *node, GPtrArray *out)
{
  GgRosterKind kind = gg_roster_node_get_kind (node);

  if (kind == GG_ROSTER_KIND_SQUAD || kind == GG_ROSTER_KIND_UNIT ||
      kind == GG_ROSTER_KIND_OFFICER || kind == GG_ROSTER_KIND_COMMANDER)
    {
      g_ptr_array_add (out, (gpointer) node);
      return;
    }
  for (guint i = 0; i < node->n_values; i++)
    {
      const GgRosterValue *v = &node->values[i];

      if (v->set && v->node != NULL)
        collect_deployable (v->node, out);
      for (guint j = 0; v->set && v->items != NULL && j < v->items->len; j++)
        if (node->schema->fields[i].type == GG_FIELD_LIST)
          collect_deployable (g_ptr_array_index (v->items, j), out);
    }
}

/* d6: the formation the roster gives the unit, else line; BG: a column behind the leader. */
static GgFormation
first_formation (const GgRosterNode *node)
{
  const char *f = gg_roster_node_get_text (node, "formation");

  if (gg_roster_node_get_kind (node) == GG_ROSTER_KIND_SQUAD)
    return GG_FORMATION_COLUMN;
  if (g_strcmp0 (f, "skirmish") == 0)
    return GG_FORMATION_SKIRMISH;
  if (g_strcmp0 (f, "square") == 0)
    return GG_FORMATION_MASS;
  if (f != NULL && strstr (f, "column") != NULL)
    return GG_FORMATION_COLUMN;
  return GG_FORMATION_LINE;
}

static GPtrArray *
deploy_somehow (Layout *l, const GgRosterNode *node, GError **error)
{
  const GgFormation tries[] = { first_formation (node), GG_FORMATION_COLUMN, GG_FORMATION_LINE };

  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    {
      GgDeployPlacement p = { { 0, 0 }, 0, tries[i], l->side, 0 };
      g_autoptr (GError) local = NULL;
      GPtrArray *figures = gg_deploy_node (l->roster, node, &p, &local);

      if (figures != NULL)
        return figures;
      if (i == G_N_ELEMENTS (tries) - 1)
        g_propagate_error (error, g_steal_pointer (&local));
    }
  return NULL;
}

/* The box around the bases of @figures, facing 0 (their own frame is the side's). */
static GgBox
bounds (GPtrArray *figures)
{
  GgBox box = { INFINITY, INFINITY, -INFINITY, -INFINITY };

  for (guint i = 0; i < figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (figures, i);
      double r = gg_base_circumradius (&f->base);

      box.x0 = MIN (box.x0, f->base.centre.x - r);
      box.y0 = MIN (box.y0, f->base.centre.y - r);
      box.x1 = MAX (box.x1, f->base.centre.x + r);
      box.y1 = MAX (box.y1, f->base.centre.y + r);
    }
  return box;
}

/* Moves @figures from their own frame to the next place of the row; side B's frame is turned
 * half round, so its rows run along the far edge and face side A. */
static gboolean
place (Layout *l, GPtrArray *figures, GError **error)
{
  GgBox box = bounds (figures);
  double w = box.x1 - box.x0, d = box.y1 - box.y0;

  if (l->x > EDGE_MARGIN && l->x + w > l->game->width - EDGE_MARGIN)
    l->x = EDGE_MARGIN, l->row_y += l->row_depth + GAP, l->row_depth = 0;
  if (l->x + w > l->game->width - EDGE_MARGIN + 1e-9 || l->row_y + d > l->game->depth / 3 + 1e-9)
    return g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                        _("the table is too small for side %c's troops: choose a larger table "
                          "or a smaller roster"),
                           l->side),
                        FALSE;
  for (guint i = 0; i < figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (figures, i);
      double x = f->base.centre.x - box.x0 + l->x, y = f->base.centre.y - box.y0 + l->row_y;

      f->base.centre.x = l->side == 'A' ? x : l->game->width - x;
      f->base.centre.y = l->side == 'A' ? y : l->game->depth - y;
      if (l->side == 'B')
        f->base.facing = fmod (f->base.facing + 180, 360);
    }
  l->x += w + GAP;
  l->row_depth = MAX (l->row_depth, d);
  return TRUE;
}

/* The key under which @node stands in its parent ("commander", "deputy", "musician"). */
static const char *
field_of (const GgRosterNode *node)
{
  const GgRosterNode *parent = gg_roster_node_get_parent (node);

  for (guint i = 0; parent != NULL && i < parent->n_values; i++)
    if (parent->values[i].node == node)
      return parent->schema->fields[i].key;
  return NULL;
}

/* The base-label code of a BG officer (contracts: PLA.., CyL, CSt, M, BtL, BtS, BtM): a
 * platoon's commander is PL and its letter; NULL when the roster does not say enough. */
static char *
officer_role (const GgRosterNode *node)
{
  const GgRosterNode *parent = gg_roster_node_get_parent (node);
  const char *field = field_of (node), *letter;
  const char *const fields[] = { "commander", "deputy", "musician" };
  const char *const company[] = { "CyL", "CSt", "M" }, *const battalion[] = { "BtL", "BtS", "BtM" };

  if (parent == NULL || field == NULL)
    return NULL;
  if (gg_roster_node_get_kind (parent) == GG_ROSTER_KIND_PLATOON)
    return (letter = gg_roster_node_get_text (parent, "letter")) != NULL && *letter
             ? g_strconcat ("PL", letter, NULL)
             : NULL;
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (g_str_equal (field, fields[i]))
      return g_strdup (gg_roster_node_get_kind (parent) == GG_ROSTER_KIND_COMPANY ? company[i]
                                                                                  : battalion[i]);
  return NULL;
}

/* A d6 commander (a command unit of one figure, D6-CMD-3) or a BG officer: one figure on a foot
 * base, or a mounted one when the roster says so (d6 commanders ride). NULL (no error) for an
 * officer whose place in the chain the roster does not give. */
static GPtrArray *
leader_figures (Layout *l, const GgRosterNode *node, GError **error)
{
  gboolean d6 = gg_roster_node_get_kind (node) == GG_ROSTER_KIND_COMMANDER;
  gboolean mounted = d6 || gg_roster_node_get_bool (node, "mounted", FALSE);
  g_autofree char *role = d6 ? g_strdup ("L1") : officer_role (node);
  GPtrArray *out;
  GgFigure *f;

  if (role == NULL)
    return NULL;
  f = g_new0 (GgFigure, 1);
  if (!gg_roster_scale_base (l->game->scale, mounted ? GG_ROSTER_BASE_MOUNTED : GG_ROSTER_BASE_FOOT,
                             &f->base))
    return gg_figure_free (f),
           g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                        _("no base size for a %d mm figure scale (BG-3.6-b)"), l->game->scale),
                        NULL;
  f->side = l->side;
  f->squad = d6 ? 1 : 0; /* a BG officer belongs to no squad */
  f->role = g_steal_pointer (&role);
  f->id = d6 ? g_strdup_printf ("%c-1-%s", l->side, f->role)
             : g_strdup_printf ("%c-%s", l->side, f->role);
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_figure_free);
  g_ptr_array_add (out, f);
  return out;
}

static gboolean
is_leader (const GgRosterNode *node)
{
  GgRosterKind kind = gg_roster_node_get_kind (node);

  return kind == GG_ROSTER_KIND_OFFICER || kind == GG_ROSTER_KIND_COMMANDER;
}

/* What the rule set's state of play records of the group or leader just deployed as @figures
 * (La Bella Gigogin: a squad's roster record; d6: the unit's `d6:` entry). */
static void
record (Layout *l, const GgRosterNode *node, GPtrArray *figures)
{
  const GgRuleSetClass *rules = gg_ruleset_class (l->game->ruleset);

  if (rules->new_game->record != NULL)
    rules->new_game->record (l->game, l->roster, node, figures);
  else if (rules->roster->deploy_record != NULL)
    rules->roster->deploy_record (l->game, l->roster, node, figures);
}

static gboolean
deploy_one (Layout *l, const GgRosterNode *node, GError **error)
{
  g_autoptr (GPtrArray) figures = is_leader (node) ? leader_figures (l, node, error)
                                                   : deploy_somehow (l, node, error);
  const char *in_the_way;

  if (figures == NULL)
    return error == NULL || *error == NULL; /* an officer the roster does not place */
  if (!place (l, figures, error))
    return FALSE;
  if ((in_the_way = gg_deploy_find_overlap (l->game, figures)) != NULL)
    return g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                        _("side %c's troops would stand on “%s”: choose a larger table"), l->side,
                           in_the_way),
                        FALSE;
  if (figures->len > 0 && ((GgFigure *) g_ptr_array_index (figures, 0))->squad > 0)
    gg_deploy_renumber (l->game, figures);
  gg_deploy_free_ids (l->game, figures); /* before the state records the ids */
  record (l, node, figures);
  for (guint i = 0; i < figures->len; i++)
    gg_game_add_figure (l->game, g_ptr_array_index (figures, i));
  g_ptr_array_set_free_func (figures, NULL); /* the game owns them now */
  return TRUE;
}

static gboolean
deploy_side (GgGame *game, GgRoster *roster, char side, GError **error)
{
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();
  g_autofree char *scale = g_strdup_printf ("%d", game->scale);
  Layout l = { game, roster, side, EDGE_MARGIN, EDGE_MARGIN, 0 };

  if (roster->ruleset != game->ruleset)
    return g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                        _("the roster of side %c is for other rules than the game: choose a "
                          "roster of the same rules"),
                           side),
                        FALSE;
  /* the roster's figures take the game's scale: its bases are sized for it (BG-3.2) */
  gg_roster_node_set (gg_roster_get_root (roster), "scale", scale, NULL);
  collect_deployable (gg_roster_get_root (roster), nodes);
  /* the troops first, so that they keep their roster's numbers; then their leaders */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < nodes->len; i++)
      if (is_leader (g_ptr_array_index (nodes, i)) == (pass == 1) &&
          !deploy_one (&l, g_ptr_array_index (nodes, i), error))
        return FALSE;
  return TRUE;
}

/* VOL-4.B2, R59-4.4: the game's activation scheme, its formations or corps from the rosters'
 * corps (the rule set's; refused where its games have none). */
static gboolean
activation_setup (GgGame *game, const GgNewGameChoices *choices, GError **error)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game->ruleset);

  if (rules->new_game->activation_setup == NULL)
    return g_set_error_literal (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                                _("activation schemes are for d6 games")),
                                FALSE;
  return rules->new_game->activation_setup (game, choices->activation, choices->sides, error);
}

GgGame *
gg_new_game_build (const GgNewGameChoices *choices, GError **error)
{
  g_autoptr (GgGame) game = gg_game_new ();

  if (gg_scale_factor (choices->scale) == 0)
    return g_set_error (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                        _("figure scale must be 15, 20 or 28 (mm), found %d"), choices->scale),
                        NULL;
  if (!(choices->width >= 100 && choices->depth >= 100 && choices->width <= 100000 &&
        choices->depth <= 100000))
    return g_set_error_literal (error, GG_DEPLOY_ERROR, GG_DEPLOY_ERROR_NODE,
                                _("the table must be between 10 cm and 100 m on each side")),
                                NULL;
  game->ruleset = choices->ruleset;
  game->units = choices->units;
  game->scale = choices->scale;
  game->width = choices->width;
  game->depth = choices->depth;
  if ((gg_ruleset_class (game->ruleset)->flags & GG_RULESET_FLAG_NEW_GAME_STATE))
    game->state = gg_game_state_new (g_random_int ());
  for (guint s = 0; s < 2; s++)
    if (choices->sides[s] != NULL && !deploy_side (game, choices->sides[s], "AB"[s], error))
      return NULL;
  if (choices->activation != NULL && !activation_setup (game, choices, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* The scenario library */

#define SCENARIOS "/org/gigogin/Gigogin/data/scenarios/"

static const struct
{
  const char *file;
  const char *title;
  const char *summary;
} shipped[] = {
  { "demo.yaml", N_ ("Demo battle: a farm near Varese, 1859"),
    N_ ("Four squads of Cacciatori delle Alpi against four of Austrian Jäger around a farm on "
        "the road to Varese.") },
  { "demo-d6.yaml", N_ ("d6 demo battle: Solferino, 1859"),
    N_ ("Goze's French brigade climbs toward Solferino, held by Hoditz's Austrian brigade.") },
  { "varese-1859.yaml", N_ ("Varese, 26 May 1859"),
    N_ ("A company of Garibaldi's Cacciatori delle Alpi meets an Austrian Feldjäger company "
        "south of Varese, at Biumo Inferiore.") },
  { "calatafimi-1860.yaml", N_ ("Calatafimi, 15 May 1860"),
    N_ ("The Thousand climb the terraces of Pianto dei Romani against the 8th Cacciatori "
        "battalion.") },
  { "volturno-1860.yaml", N_ ("Volturno, 1 October 1860"),
    N_ ("Von Mechel's Neapolitan column against part of Türr's division, brigade by brigade "
        "with Volturno 1860's formation activation.") },
  { "solferino-1859.yaml", N_ ("Solferino, 24 June 1859"),
    N_ ("Goze's French brigade against Hoditz's Austrians and a squadron of hussars, corps by "
        "corps with Risorgimento 1859's continuity.") },
};

static void
scenario_free (GgScenario *scenario)
{
  if (scenario == NULL)
    return;
  g_free (scenario->resource);
  g_free (scenario->title);
  g_free (scenario->summary);
  g_free (scenario);
}

static GgScenario *
read_scenario (guint i)
{
  g_autofree char *path = g_strconcat (SCENARIOS, shipped[i].file, NULL);
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  g_autoptr (GgGame) game = NULL;
  GgScenario *s;
  const char *data;
  gsize n;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &n);
  game = gg_game_load_data (data, n, shipped[i].file, NULL);
  if (game == NULL)
    return NULL;
  s = g_new0 (GgScenario, 1);
  s->resource = g_steal_pointer (&path);
  s->title = g_strdup (_(shipped[i].title));
  s->summary = g_strdup (_(shipped[i].summary));
  s->ruleset = game->ruleset;
  s->units = game->units;
  s->scale = game->scale;
  s->width = game->width;
  s->depth = game->depth;
  return s;
}

GPtrArray *
gg_scenario_list (void)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) scenario_free);

  (void) gg_data_get_resource ();
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      GgScenario *s = read_scenario (i);

      if (s != NULL)
        g_ptr_array_add (out, s);
    }
  return out;
}
