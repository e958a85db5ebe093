/* gg-bg-state.c: La Bella Gigogin's part of the state of play (gg-bg-state.h): made on first
 * use, its squads' markers, and its keys of the `state:` section read and written for the rule
 * set's class (gg-bg-ruleset.c). The officers, prisoners, hidden squads and the rest are in
 * gg-bg-state-record.c. */
#include "gg-bg-state-private.h"
#include "gg-game.h"
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>

static void
squad_free (gpointer data)
{
  GgSquadState *s = data;

  g_ptr_array_unref (s->reload);
  g_ptr_array_unref (s->removed);
  _gg_state_squad_bg_clear (s);
  g_free (s);
}

static GgBgState *
bg_new (void)
{
  GgBgState *self = g_new0 (GgBgState, 1);

  self->squads = g_ptr_array_new_with_free_func (squad_free);
  self->deferred = g_ptr_array_new_null_terminated (0, g_free, TRUE);
  _gg_state_bg_init (self);
  return self;
}

void
_gg_bg_state_free (gpointer data)
{
  GgBgState *self = data;

  g_ptr_array_unref (self->squads);
  g_ptr_array_unref (self->deferred);
  _gg_state_bg_clear (self);
  g_free (self);
}

GgBgState *
_gg_bg_state_peek (GgGameState *state)
{
  return state != NULL && state->rules_class == &gg_bg_ruleset_class ? state->rules : NULL;
}

GgBgState *
gg_bg_state (GgGameState *state)
{
  if (state == NULL || (state->rules != NULL && state->rules_class != &gg_bg_ruleset_class))
    return NULL;
  if (state->rules == NULL)
    {
      state->rules = bg_new ();
      state->rules_class = &gg_bg_ruleset_class;
    }
  return state->rules;
}

GgSquadState *
gg_bg_state_squad (GgGameState *self, char side, int number, gboolean create)
{
  GgBgState *bg = create ? gg_bg_state (self) : _gg_bg_state_peek (self);
  GgSquadState *s;

  for (guint i = 0; bg != NULL && i < bg->squads->len; i++)
    {
      s = g_ptr_array_index (bg->squads, i);
      if (s->side == side && s->number == number)
        return s;
    }
  if (!create)
    return NULL;
  g_return_val_if_fail (bg != NULL, NULL);
  s = g_new0 (GgSquadState, 1);
  s->side = side;
  s->number = number;
  s->reload = g_ptr_array_new_with_free_func (g_free);
  s->removed = g_ptr_array_new_with_free_func (g_free);
  _gg_state_squad_bg_init (s);
  g_ptr_array_add (bg->squads, s);
  return s;
}

static gboolean
has_id (GPtrArray *ids, const char *id)
{
  return g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL);
}

static void
add_id (GPtrArray *ids, const char *id)
{
  if (!has_id (ids, id))
    g_ptr_array_add (ids, g_strdup (id));
}

static void
remove_id (GPtrArray *ids, const char *id)
{
  guint i;

  if (g_ptr_array_find_with_equal_func (ids, id, g_str_equal, &i))
    g_ptr_array_remove_index (ids, i);
}

void
gg_bg_state_record_losses (GgGameState *self, char side, int number, const char *const *ids,
                           gboolean friendly_fire)
{
  GgSquadState *s = gg_bg_state_squad (self, side, number, TRUE);

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      add_id (s->removed, ids[i]);
      remove_id (s->reload, ids[i]);
    }
  s->morale_test = TRUE;
  s->friendly_fire |= friendly_fire;
}

/* Replaces @from by @to in @ids, keeping its place; FALSE if @from is not there. */
static gboolean
replace_id (GPtrArray *ids, const char *from, const char *to)
{
  guint i;

  if (!g_ptr_array_find_with_equal_func (ids, from, g_str_equal, &i) || has_id (ids, to))
    return FALSE;
  g_free (ids->pdata[i]);
  ids->pdata[i] = g_strdup (to);
  return TRUE;
}

gboolean
gg_bg_state_swap_loss (GgGameState *self, char side, int number, const char *hit,
                       const char *instead)
{
  GgSquadState *s = gg_bg_state_squad (self, side, number, FALSE);
  GgBgState *bg = _gg_bg_state_peek (self);

  if (s == NULL || gg_bg_state_is_out (self, instead) || has_id (bg->deferred, instead))
    return FALSE;
  if (replace_id (bg->deferred, hit, instead))
    return TRUE;
  if (!replace_id (s->removed, hit, instead))
    return FALSE;
  remove_id (s->reload, instead);
  return TRUE;
}

void
gg_bg_state_defer_loss (GgGameState *self, const char *id)
{
  GgBgState *bg = gg_bg_state (self);

  g_return_if_fail (bg != NULL);
  add_id (bg->deferred, id);
}

const char *const *
gg_bg_state_get_deferred (GgGameState *self, guint *n)
{
  static const char *const none[] = { NULL };
  GgBgState *bg = _gg_bg_state_peek (self);

  if (n != NULL)
    *n = bg ? bg->deferred->len : 0;
  return bg ? (const char *const *) bg->deferred->pdata : none;
}

void
gg_bg_state_clear_deferred (GgGameState *self)
{
  GgBgState *bg = _gg_bg_state_peek (self);

  if (bg != NULL)
    g_ptr_array_set_size (bg->deferred, 0);
}

gboolean
gg_bg_state_begin_activation (GgGameState *self, char side, int number, gboolean *friendly_fire)
{
  GgSquadState *s = gg_bg_state_squad (self, side, number, FALSE);
  gboolean due = s != NULL && s->morale_test;

  if (friendly_fire != NULL)
    *friendly_fire = s != NULL && s->friendly_fire;
  if (s != NULL)
    s->morale_test = s->friendly_fire = FALSE;
  return due;
}

void
gg_bg_state_fired (GgGameState *self, char side, int number, const char *id)
{
  add_id (gg_bg_state_squad (self, side, number, TRUE)->reload, id);
}

void
gg_bg_state_reloaded (GgGameState *self, char side, int number, const char *id)
{
  GgSquadState *s = gg_bg_state_squad (self, side, number, FALSE);

  if (s != NULL)
    remove_id (s->reload, id);
}

gboolean
gg_bg_state_needs_reload (GgGameState *self, char side, int number, const char *id)
{
  GgSquadState *s = gg_bg_state_squad (self, side, number, FALSE);

  return s != NULL && has_id (s->reload, id);
}

/* Reading and writing */

static GgYamlNode *
squad_to_yaml (GgSquadState *s)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);
  GgChit chit = { s->side, s->number };
  g_autofree char *name = gg_chit_to_string (chit);

  gg_yaml_mapping_append (map, "squad", _gg_state_plain (name));
  gg_yaml_mapping_append (map, "morale-test", _gg_state_plain (s->morale_test ? "true" : "false"));
  gg_yaml_mapping_append (map, "friendly-fire",
                          _gg_state_plain (s->friendly_fire ? "true" : "false"));
  gg_yaml_mapping_append (map, "reload", _gg_state_ids_to_yaml (s->reload));
  gg_yaml_mapping_append (map, "removed", _gg_state_ids_to_yaml (s->removed));
  _gg_state_squad_bg_to_yaml (s, map);
  return map;
}

static gboolean
read_squad (GgStateReader *r, const GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "squad",         "morale-test",
                                      "friendly-fire", "reload",
                                      "removed",       "platoon",
                                      "arm",           "training",
                                      "traits",        "characters",
                                      "command",       "protector-fallen",
                                      "under-fire",    "small-target-hits",
                                      "abandoned",     "weapons",
                                      "activation",    "mass",
                                      "move-from",     NULL };
  GgYamlNode *name, *n;
  GgSquadState *s;
  GgChit chit;

  if (!_gg_state_check_keys (r, map, _("a squad's state"), keys, error))
    return FALSE;
  name = gg_yaml_mapping_lookup (map, "squad");
  if (name == NULL || name->kind != GG_YAML_SCALAR || !gg_chit_from_string (name->value, &chit))
    return gg_yaml_set_error (error, name ? name : map, r->filename,
                              _("a squad's state needs “squad”: a side and a number, like A1"));
  if (gg_bg_state_squad (r->state, chit.side, chit.squad, FALSE) != NULL)
    return gg_yaml_set_error (error, name, r->filename,
                              _("squad %s is listed twice"), name->value);
  s = gg_bg_state_squad (r->state, chit.side, chit.squad, TRUE);
  return _gg_state_read_flag (r, map, "morale-test", &s->morale_test, error) &&
         _gg_state_read_flag (r, map, "friendly-fire", &s->friendly_fire, error) &&
         (!(n = gg_yaml_mapping_lookup (map, "reload")) ||
          _gg_state_read_ids (r, n, TRUE, s->reload, error)) &&
         (!(n = gg_yaml_mapping_lookup (map, "removed")) ||
          _gg_state_read_ids (r, n, FALSE, s->removed, error)) &&
         _gg_state_squad_bg_read (r, map, s, error);
}

void
_gg_bg_state_write (GgGameState *state, GgYamlNode *map)
{
  GgBgState *bg = gg_bg_state (state);
  GgYamlNode *squads = gg_yaml_sequence_new (FALSE);

  for (guint i = 0; i < bg->squads->len; i++)
    gg_yaml_sequence_append (squads, squad_to_yaml (g_ptr_array_index (bg->squads, i)));
  gg_yaml_mapping_append (map, "squads", squads);
  gg_yaml_mapping_append (map, "deferred", _gg_state_ids_to_yaml (bg->deferred));
  _gg_state_bg_to_yaml (bg, map);
}

gboolean
_gg_bg_state_read (GgGameState *state, const GgYamlNode *node, const char *filename, GgGame *game,
                   GError **error)
{
  GgStateReader r = { filename, game, state };
  GgBgState *bg = gg_bg_state (state);
  GgYamlNode *n;

  return (!(n = gg_yaml_mapping_lookup (node, "squads")) ||
          _gg_state_read_list (&r, n, read_squad, _("squads"), error)) &&
          (!(n = gg_yaml_mapping_lookup (node, "deferred")) ||
           _gg_state_read_ids (&r, n, FALSE, bg->deferred, error)) &&
          _gg_state_bg_read (&r, node, error);
}
