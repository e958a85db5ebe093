/* gg-game-state.c: markers, chits and dice of a game in progress, and their YAML. */
#include "gg-game-state-private.h"
#include "gg-game.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static void
squad_free (gpointer data)
{
  GgSquadState *s = data;

  g_ptr_array_unref (s->reload);
  g_ptr_array_unref (s->removed);
  _gg_state_squad_bg_clear (s);
  g_free (s);
}

GgGameState *
gg_game_state_new (guint32 seed)
{
  GgGameState *self = g_new0 (GgGameState, 1);

  self->dice = gg_dice_new (seed);
  self->squads = g_ptr_array_new_with_free_func (squad_free);
  self->deferred = g_ptr_array_new_null_terminated (0, g_free, TRUE);
  self->log = gg_log_new ();
  _gg_state_bg_init (self);
  return self;
}

gboolean
gg_game_state_reseed (GgGameState *self, guint32 seed)
{
  if (gg_dice_get_n_rolls (self->dice) > 0 || gg_dice_get_n_queued (self->dice) > 0)
    return FALSE;
  gg_dice_free (self->dice);
  self->dice = gg_dice_new (seed);
  return TRUE;
}

void
gg_game_state_free (GgGameState *self)
{
  if (self == NULL)
    return;
  gg_dice_free (self->dice);
  g_clear_pointer (&self->chits, gg_chitbag_free);
  g_ptr_array_unref (self->squads);
  g_ptr_array_unref (self->deferred);
  gg_log_free (self->log);
  _gg_state_bg_clear (self);
  g_free (self);
}

guint
gg_game_state_get_turn (GgGameState *self)
{
  return self->chits ? gg_chitbag_get_turn (self->chits) : 1;
}

GgSquadState *
gg_game_state_squad (GgGameState *self, char side, int number, gboolean create)
{
  GgSquadState *s;

  for (guint i = 0; i < self->squads->len; i++)
    {
      s = g_ptr_array_index (self->squads, i);
      if (s->side == side && s->number == number)
        return s;
    }
  if (!create)
    return NULL;
  s = g_new0 (GgSquadState, 1);
  s->side = side;
  s->number = number;
  s->reload = g_ptr_array_new_with_free_func (g_free);
  s->removed = g_ptr_array_new_with_free_func (g_free);
  _gg_state_squad_bg_init (s);
  g_ptr_array_add (self->squads, s);
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
gg_game_state_record_losses (GgGameState *self, char side, int number, const char *const *ids,
                             gboolean friendly_fire)
{
  GgSquadState *s = gg_game_state_squad (self, side, number, TRUE);

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
gg_game_state_swap_loss (GgGameState *self, char side, int number, const char *hit,
                         const char *instead)
{
  GgSquadState *s = gg_game_state_squad (self, side, number, FALSE);

  if (s == NULL || gg_game_state_is_out (self, instead) || has_id (self->deferred, instead))
    return FALSE;
  if (replace_id (self->deferred, hit, instead))
    return TRUE;
  if (!replace_id (s->removed, hit, instead))
    return FALSE;
  remove_id (s->reload, instead);
  return TRUE;
}

void
gg_game_state_defer_loss (GgGameState *self, const char *id)
{
  add_id (self->deferred, id);
}

const char *const *
gg_game_state_get_deferred (GgGameState *self, guint *n)
{
  if (n != NULL)
    *n = self->deferred->len;
  return (const char *const *) self->deferred->pdata;
}

void
gg_game_state_clear_deferred (GgGameState *self)
{
  g_ptr_array_set_size (self->deferred, 0);
}

gboolean
gg_game_state_begin_activation (GgGameState *self, char side, int number, gboolean *friendly_fire)
{
  GgSquadState *s = gg_game_state_squad (self, side, number, FALSE);
  gboolean due = s != NULL && s->morale_test;

  if (friendly_fire != NULL)
    *friendly_fire = s != NULL && s->friendly_fire;
  if (s != NULL)
    s->morale_test = s->friendly_fire = FALSE;
  return due;
}

void
gg_game_state_fired (GgGameState *self, char side, int number, const char *id)
{
  add_id (gg_game_state_squad (self, side, number, TRUE)->reload, id);
}

void
gg_game_state_reloaded (GgGameState *self, char side, int number, const char *id)
{
  GgSquadState *s = gg_game_state_squad (self, side, number, FALSE);

  if (s != NULL)
    remove_id (s->reload, id);
}

gboolean
gg_game_state_needs_reload (GgGameState *self, char side, int number, const char *id)
{
  GgSquadState *s = gg_game_state_squad (self, side, number, FALSE);

  return s != NULL && has_id (s->reload, id);
}

/* Writing */

GgYamlNode *
_gg_state_plain (const char *s)
{
  return gg_yaml_scalar_new (s, GG_YAML_STYLE_PLAIN);
}

GgYamlNode *
_gg_state_integer (gint64 v)
{
  g_autofree char *s = g_strdup_printf ("%" G_GINT64_FORMAT, v);

  return _gg_state_plain (s);
}

GgYamlNode *
_gg_state_ids_to_yaml (GPtrArray *ids)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  for (guint i = 0; i < ids->len; i++)
    gg_yaml_sequence_append (seq,
                             gg_yaml_scalar_new (g_ptr_array_index (ids, i), GG_YAML_STYLE_QUOTED));
  return seq;
}

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

static GgYamlNode *
roll_to_yaml (const GgRoll *roll)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);

  gg_yaml_mapping_append (map, "die", _gg_state_plain (gg_die_name (roll->kind)));
  gg_yaml_mapping_append (map, "value", _gg_state_integer (roll->value));
  gg_yaml_mapping_append (
    map, "for", gg_yaml_scalar_new (roll->purpose ? roll->purpose : "", GG_YAML_STYLE_QUOTED));
  if (roll->entered)
    gg_yaml_mapping_append (map, "entered", _gg_state_plain ("true"));
  return map;
}

GgYamlNode *
gg_game_state_to_yaml (GgGameState *self)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);
  GgYamlNode *squads = gg_yaml_sequence_new (FALSE);
  GgYamlNode *dice = gg_yaml_sequence_new (FALSE);

  gg_yaml_mapping_append (map, "seed", _gg_state_integer (gg_dice_get_seed (self->dice)));
  if (self->chits != NULL)
    gg_yaml_mapping_append (map, "chits", gg_chitbag_to_yaml (self->chits));
  for (guint i = 0; i < self->squads->len; i++)
    gg_yaml_sequence_append (squads, squad_to_yaml (g_ptr_array_index (self->squads, i)));
  gg_yaml_mapping_append (map, "squads", squads);
  gg_yaml_mapping_append (map, "deferred", _gg_state_ids_to_yaml (self->deferred));
  _gg_state_bg_to_yaml (self, map);
  for (guint i = 0; i < gg_dice_get_n_rolls (self->dice); i++)
    gg_yaml_sequence_append (dice, roll_to_yaml (gg_dice_get_roll (self->dice, i)));
  gg_yaml_mapping_append (map, "dice", dice);
  if (gg_log_get_n_entries (self->log) > 0)
    gg_yaml_mapping_append (map, "log", gg_log_to_yaml (self->log));
  return map;
}

/* Reading */

typedef GgStateReader Reader;

gboolean
_gg_state_check_keys (Reader *r, const GgYamlNode *map, const char *what, const char *const *keys,
                      GError **error)
{
  return gg_yaml_check_keys (map, r->filename, what, keys, error);
}

gboolean
_gg_state_read_ids (Reader *r, const GgYamlNode *seq, gboolean must_exist, GPtrArray *out,
                    GError **error)
{
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, _("a list of figure ids"), error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      GgYamlNode *n = gg_yaml_sequence_nth (seq, i);
      const char *id = gg_yaml_get_string (n, r->filename, error);

      if (id == NULL)
        return FALSE;
      if (must_exist && r->game != NULL && gg_game_lookup_figure (r->game, id) == NULL)
        return gg_yaml_set_error (error, n, r->filename, _("no figure has the id “%s”"), id);
      add_id (out, id);
    }
  return TRUE;
}

gboolean
_gg_state_read_flag (Reader *r, const GgYamlNode *map, const char *key, gboolean *out,
                     GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  return n == NULL || gg_yaml_get_bool (n, r->filename, out, error);
}

static gboolean
read_squad (Reader *r, const GgYamlNode *map, GError **error)
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
  if (gg_game_state_squad (r->state, chit.side, chit.squad, FALSE) != NULL)
    return gg_yaml_set_error (error, name, r->filename,
                              _("squad %s is listed twice"), name->value);
  s = gg_game_state_squad (r->state, chit.side, chit.squad, TRUE);
  return _gg_state_read_flag (r, map, "morale-test", &s->morale_test, error) &&
         _gg_state_read_flag (r, map, "friendly-fire", &s->friendly_fire, error) &&
         (!(n = gg_yaml_mapping_lookup (map, "reload")) ||
          _gg_state_read_ids (r, n, TRUE, s->reload, error)) &&
         (!(n = gg_yaml_mapping_lookup (map, "removed")) ||
          _gg_state_read_ids (r, n, FALSE, s->removed, error)) &&
         _gg_state_squad_bg_read (r, map, s, error);
}

static gboolean
die_from_name (const char *name, GgDieKind *kind)
{
  for (GgDieKind k = GG_DIE_D6; k <= GG_DIE_D20; k++)
    if (g_strcmp0 (name, gg_die_name (k)) == 0)
      return (*kind = k), TRUE;
  return FALSE;
}

static gboolean
read_roll (Reader *r, const GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "die", "value", "for", "entered", NULL };
  GgYamlNode *die = gg_yaml_mapping_lookup (map, "die");
  GgYamlNode *value = gg_yaml_mapping_lookup (map, "value");
  GgYamlNode *purpose = gg_yaml_mapping_lookup (map, "for");
  gboolean entered = FALSE;
  GgDieKind kind;
  gint64 v;

  if (!_gg_state_check_keys (r, map, _("a die in the log"), keys, error) ||
                             !_gg_state_read_flag (r, map, "entered", &entered, error))
    return FALSE;
  if (die == NULL || !die_from_name (die->value, &kind))
    return gg_yaml_set_error (error, die ? die : map, r->filename,
                              _("a die in the log needs “die”: d6, D10 or D20"));
  if (value == NULL)
    return gg_yaml_set_error (error, map, r->filename, _("a die in the log needs “value”"));
  if (!gg_yaml_get_int (value, r->filename, gg_die_min (kind), gg_die_max (kind), &v, error))
    return FALSE;
  if (entered)
    return gg_dice_enter (r->state->dice, kind, v, purpose ? purpose->value : NULL);
  if (gg_dice_roll (r->state->dice, kind, purpose ? purpose->value : NULL) != v)
    return gg_yaml_set_error (error, value, r->filename,
                              _("this die does not follow from the seed: the dice log has been "
                                "altered or belongs to another game"));
  return TRUE;
}

gboolean
_gg_state_read_list (Reader *r, const GgYamlNode *seq,
                     gboolean (*func) (Reader *, const GgYamlNode *, GError **), const char *what,
                     GError **error)
{
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, what, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    if (!func (r, gg_yaml_sequence_nth (seq, i), error))
      return FALSE;
  return TRUE;
}

static gboolean
read_state_body (Reader *r, const GgYamlNode *node, GError **error)
{
  GgYamlNode *n;

  if ((n = gg_yaml_mapping_lookup (node, "chits")) &&
      !(r->state->chits = gg_chitbag_from_yaml (n, r->filename, error)))
    return FALSE;
  return (!(n = gg_yaml_mapping_lookup (node, "squads")) ||
          _gg_state_read_list (r, n, read_squad, _("squads"), error)) &&
          (!(n = gg_yaml_mapping_lookup (node, "deferred")) ||
           _gg_state_read_ids (r, n, FALSE, r->state->deferred, error)) &&
          (!(n = gg_yaml_mapping_lookup (node, "dice")) ||
           _gg_state_read_list (r, n, read_roll, _("the dice log"), error));
}

static gboolean
read_log (Reader *r, const GgYamlNode *node, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (node, "log");
  GgLog *log;

  if (n == NULL)
    return TRUE;
  log = gg_log_from_yaml (n, r->filename, gg_dice_get_n_rolls (r->state->dice), error);
  if (log == NULL)
    return FALSE;
  gg_log_free (r->state->log);
  r->state->log = log;
  return TRUE;
}

GgGameState *
gg_game_state_from_yaml (const GgYamlNode *node, const char *filename, GgGame *game, GError **error)
{
  static const char *const keys[] = { "seed",
                                      "chits",
                                      "squads",
                                      "deferred",
                                      "officers",
                                      "activations",
                                      "captain-attempts",
                                      "prisoners",
                                      "hidden",
                                      "objectives",
                                      "gigogin-fallen",
                                      "dice",
                                      "log",
                                      "captain-rolled",
                                      NULL };
  g_autoptr (GgGameState) state = NULL;
  Reader r = { filename, game, NULL };
  GgYamlNode *seed;
  gint64 s;

  if (!_gg_state_check_keys (&r, node, _("the state of play"), keys, error))
    return NULL;
  if (!(seed = gg_yaml_mapping_lookup (node, "seed")))
    {
      gg_yaml_set_error (error, node, filename, _("the state of play has no “seed”"));
      return NULL;
    }
  if (!gg_yaml_get_int (seed, filename, 0, G_MAXUINT32, &s, error))
    return NULL;
  state = gg_game_state_new (s);
  r.state = state;
  if (!read_state_body (&r, node, error) || !_gg_state_bg_read (&r, node, error) ||
      !read_log (&r, node, error))
    return NULL;
  return g_steal_pointer (&state);
}
