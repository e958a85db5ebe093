/* gg-act-setup.c: a d6 game set to play an activation scheme (the New Game dialog, the d6
 * settings, `gigogin-cli new --activation`): the d6 option `activation` and, for the board
 * games' schemes, the formations or corps of the game's `d6: activation:` section, made from
 * the rosters' `corps:` (docs/rosters.md). A brigade no corps names, or a game set up without
 * its rosters, activates as a formation of its own: a house reading (docs/d6-table.md), since
 * a brigade outside every formation could never act. */
#include "gg-act.h"

#include "gg-d6-state.h"

#include <glib/gi18n-lib.h>
#include <string.h>

gboolean
gg_act_scheme_from_string (const char *name, GgActScheme *out)
{
  static const char *const names[] = { "d6", "volturno", "r59" };

  for (guint i = 0; name != NULL && i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (name, names[i]))
      return (*out = (GgActScheme) i), TRUE;
  return FALSE;
}

static GgActFormation *
add_formation (GgActState *s, char side, const char *name)
{
  GgActFormation *f = g_new0 (GgActFormation, 1);

  /* two sides may both have a "I Corps": the second is told apart by its side */
  f->id = gg_act_state_lookup (s, name) ? g_strdup_printf ("%c-%s", side, name) : g_strdup (name);
  f->side = side;
  f->name = g_strdup (name);
  f->rating = -1;
  g_ptr_array_add (s->formations, f);
  return f;
}

/* The d6 unit of @side that is the commander @name on the table, or NULL. */
static char *
commander_unit (GgGame *game, char side, const char *name)
{
  for (guint i = 0; name != NULL && i < gg_d6_state_of (game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (game)->units, i);

      if (u->side == side && g_strcmp0 (u->type, "command") == 0 && g_strcmp0 (u->name, name) == 0)
        return g_strdup (u->id);
    }
  return NULL;
}

/* The brigades of @roster whose `corps:` is @corps (NULL: those with none). */
static char **
brigades_of (GgRoster *roster, const char *corps)
{
  GgRosterNode *root = gg_roster_get_root (roster);
  GStrvBuilder *b = g_strv_builder_new ();
  char **out;

  for (guint i = 0; i < gg_roster_node_count (root, "brigades"); i++)
    {
      GgRosterNode *brigade = gg_roster_node_nth (root, "brigades", i);

      if (g_strcmp0 (gg_roster_node_get_text (brigade, "corps"), corps) == 0)
        g_strv_builder_add (b, gg_roster_node_get_text (brigade, "name"));
    }
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return out;
}

/* R59-4.22: each brigade's brigadier's `commitment:` in @roster (NULL when none gives one). */
static int *
commitments_of (GgRoster *roster, char **brigades)
{
  GgRosterNode *root = gg_roster_get_root (roster);
  guint n = g_strv_length (brigades);
  g_autofree int *out = g_new (int, n + 1);
  gboolean any = FALSE;

  for (guint i = 0; i < n; i++)
    out[i] = GG_ACT_NO_COMMITMENT;
  for (guint i = 0; i < gg_roster_node_count (root, "brigades"); i++)
    {
      GgRosterNode *brigade = gg_roster_node_nth (root, "brigades", i);
      GgRosterNode *c = gg_roster_node_get_child (brigade, "commander");
      const char *name = gg_roster_node_get_text (brigade, "name");

      for (guint j = 0; c != NULL && gg_roster_node_has (c, "commitment") && j < n; j++)
        if (g_strcmp0 (brigades[j], name) == 0)
          out[j] = gg_roster_node_get_int (c, "commitment", 0), any = TRUE;
    }
  return any ? g_steal_pointer (&out) : NULL;
}

static void
add_corps (GgGame *game, GgRoster *roster, char side, GgRosterNode *corps)
{
  GgRosterNode *commander = gg_roster_node_get_child (corps, "commander");
  GgActFormation *f = add_formation (gg_d6_state_of (game)->activation, side,
                                     gg_roster_node_get_text (corps, "name"));

  f->brigades = brigades_of (roster, f->name);
  f->commitment = commitments_of (roster, f->brigades);
  f->rated = g_strdup (gg_roster_node_get_text (corps, "rated"));
  if (commander != NULL)
    {
      f->commander = g_strdup (gg_roster_node_get_text (commander, "name"));
      f->commander_unit = commander_unit (game, side, f->commander);
      f->rating = gg_roster_node_get_int (commander, "rating", -1);
    }
}

static void
add_lone_brigade (GgActState *s, char side, const char *brigade)
{
  GgActFormation *f;

  for (guint i = 0; i < s->formations->len; i++)
    {
      f = g_ptr_array_index (s->formations, i);
      if (f->side == side && f->brigades &&
          g_strv_contains ((const char *const *) f->brigades, brigade))
        return;
    }
  f = add_formation (s, side, brigade);
  f->brigades = g_new0 (char *, 2);
  f->brigades[0] = g_strdup (brigade);
}

/* The d6 command unit of @side leading @brigade on the table (its `level: brigade`), or NULL. */
static char *
brigadier_unit (GgGame *game, char side, const char *brigade)
{
  for (guint i = 0; brigade != NULL && i < gg_d6_state_of (game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (game)->units, i);

      if (u->side == side && g_strcmp0 (u->type, "command") == 0 &&
          g_strcmp0 (u->level, "brigade") == 0 && g_strcmp0 (u->brigade, brigade) == 0)
        return g_strdup (u->id);
    }
  return NULL;
}

/* VOL-2.2, 001 L223, L357: "Each Formation is composed of a CdF plus the Combat Units assigned
 * to him": each brigade of the roster is a formation, its commander the CdF (his `rating:` the
 * command value, else the house default). The CiC is the roster's commander; his command value
 * the `rating:` a corps he commands gives (VOL-2.2.2), else the house default. */
/* VOL-15.7 applies to the Neapolitan side: the roster whose army (`side:`) or name is the Two
 * Sicilies' (a house reading of the rosters, which have no nationality for it: docs/d6-table.md). */
static gboolean
neapolitan (GgRosterNode *root)
{
  static const char *const words[] = { "sicilie", "sicilies", "napolet", "neapolitan" };
  g_autofree char *text = g_utf8_strdown (gg_roster_node_get_text (root, "side") ?: "", -1);
  g_autofree char *name = g_utf8_strdown (gg_roster_node_get_text (root, "name") ?: "", -1);

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strstr (text, words[i]) != NULL || strstr (name, words[i]) != NULL)
      return TRUE;
  return FALSE;
}

static void
add_volturno_side (GgGame *game, GgRoster *roster, char side)
{
  GgRosterNode *root = gg_roster_get_root (roster);
  GgActSide *s = &gg_d6_state_of (game)->activation->sides[side == 'B'];

  s->neapolitan = neapolitan (root);

  for (guint i = 0; i < gg_roster_node_count (root, "corps"); i++)
    {
      GgRosterNode *c =
        gg_roster_node_get_child (gg_roster_node_nth (root, "corps", i), "commander");

      if (c != NULL && s->cic != NULL && gg_roster_node_has (c, "rating") &&
          g_strcmp0 (gg_roster_node_get_text (c, "name"), s->cic) == 0)
        s->value = gg_roster_node_get_int (c, "rating", -1);
    }
  for (guint i = 0; i < gg_roster_node_count (root, "brigades"); i++)
    {
      GgRosterNode *brigade = gg_roster_node_nth (root, "brigades", i);
      GgRosterNode *cdf = gg_roster_node_get_child (brigade, "commander");
      const char *name = gg_roster_node_get_text (brigade, "name");
      GgActFormation *f = add_formation (gg_d6_state_of (game)->activation, side, name);

      f->brigades = g_new0 (char *, 2);
      f->brigades[0] = g_strdup (name);
      if (cdf != NULL)
        {
          f->commander = g_strdup (gg_roster_node_get_text (cdf, "name"));
          f->rating = gg_roster_node_get_int (cdf, "rating", -1);
        }
      f->commander_unit = brigadier_unit (game, side, name);
    }
}

static void
add_side (GgGame *game, GgRoster *roster, char side, GgActScheme scheme)
{
  GgRosterNode *root = gg_roster_get_root (roster);
  GgActSide *s = &gg_d6_state_of (game)->activation->sides[side == 'B'];
  GgRosterNode *cic = gg_roster_node_get_child (root, "commander");

  g_free (s->name);
  s->name = g_strdup (gg_roster_node_get_text (root, "name"));
  s->french = g_strcmp0 (gg_roster_node_get_text (root, "nationality"), "french") == 0;
  if (cic != NULL)
    {
      g_free (s->cic);
      g_free (s->cic_unit);
      s->cic = g_strdup (gg_roster_node_get_text (cic, "name"));
      s->cic_unit = commander_unit (game, side, s->cic);
    }
  if (scheme == GG_ACT_SCHEME_VOLTURNO)
    return add_volturno_side (game, roster, side);
  for (guint i = 0; i < gg_roster_node_count (root, "corps"); i++)
    add_corps (game, roster, side, gg_roster_node_nth (root, "corps", i));
}

/* Every brigade on the table that no formation activates gets one of its own. */
static void
add_lone_brigades (GgGame *game)
{
  for (guint i = 0; i < gg_d6_state_of (game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (game)->units, i);

      if (u->brigade != NULL)
        add_lone_brigade (gg_d6_state_of (game)->activation, u->side, u->brigade);
    }
}

gboolean
gg_act_setup (GgGame *game, const char *scheme, GgRoster *const rosters[2], GError **error)
{
  GgActScheme which;

  if (game->ruleset != GG_RULESET_D6)
    {
      g_set_error_literal (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED,
                           _("activation schemes are for d6 games"));
      return FALSE;
    }
  if (!gg_act_scheme_from_string (scheme, &which))
    {
      g_set_error (error, GG_ACT_ERROR, GG_ACT_ERROR_UNKNOWN,
                   _("no activation scheme “%s”: d6, volturno or r59"), scheme ? scheme : "");
      return FALSE;
    }
  gg_d6_state_ensure (game);
  gg_d6_state_set_option (gg_d6_state_of (game), "activation", scheme);
  if (which == GG_ACT_SCHEME_D6)
    return TRUE;
  if (gg_d6_state_of (game)->activation == NULL)
    gg_d6_state_of (game)->activation = gg_act_state_new ();
  if (gg_d6_state_of (game)->activation->formations->len == 0)
    for (guint s = 0; rosters != NULL && s < 2; s++)
      if (rosters[s] != NULL)
        add_side (game, rosters[s], "AB"[s], which);
  add_lone_brigades (game);
  return TRUE;
}
