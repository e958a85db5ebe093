/* gg-game-state-file.c: the `state:` section of the game file: the shared keys, and the rule
 * set's own through its GgRuleSetClass. */
#include "gg-game-state-private.h"
#include "gg-game.h"
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>
#include <string.h>

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
roll_to_yaml (const GgRoll *roll)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);

  gg_yaml_mapping_append (map, "die", _gg_state_plain (gg_die_name (roll->kind)));
  gg_yaml_mapping_append (map, "value", _gg_state_integer (roll->value));
  gg_yaml_mapping_append (
    map, "for", gg_yaml_scalar_new (roll->purpose ? roll->purpose : "", GG_YAML_STYLE_QUOTED));
  if (roll->about != NULL)
    gg_yaml_mapping_append (map, "for-value",
                            gg_yaml_scalar_new (roll->about, GG_YAML_STYLE_QUOTED));
  if (roll->entered)
    gg_yaml_mapping_append (map, "entered", _gg_state_plain ("true"));
  return map;
}

GgYamlNode *
gg_game_state_to_yaml (GgGameState *self, const GgRuleSetClass *ruleset)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);
  GgYamlNode *dice = gg_yaml_sequence_new (FALSE);

  gg_yaml_mapping_append (map, "seed", _gg_state_integer (gg_dice_get_seed (self->dice)));
  if (self->chits != NULL)
    gg_yaml_mapping_append (map, "chits", gg_chitbag_to_yaml (self->chits));
  if (ruleset->file->play_write != NULL)
    ruleset->file->play_write (self, map);
  for (guint i = 0; i < gg_dice_get_n_rolls (self->dice); i++)
    gg_yaml_sequence_append (dice, roll_to_yaml (gg_dice_get_roll (self->dice, i)));
  gg_yaml_mapping_append (map, "dice", dice);
  if (gg_log_get_n_entries (self->log) > 0)
    gg_yaml_mapping_append (map, "log", gg_log_to_yaml (self->log));
  return map;
}

/* Reading */

typedef GgStateReader Reader;

static void
add_id (GPtrArray *ids, const char *id)
{
  if (!g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
    g_ptr_array_add (ids, g_strdup (id));
}

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
  static const char *const keys[] = { "die", "value", "for", "for-value", "entered", NULL };
  GgYamlNode *die = gg_yaml_mapping_lookup (map, "die");
  GgYamlNode *value = gg_yaml_mapping_lookup (map, "value");
  GgYamlNode *purpose = gg_yaml_mapping_lookup (map, "for");
  GgYamlNode *about = gg_yaml_mapping_lookup (map, "for-value");
  const char *what = purpose ? purpose->value : NULL;
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
    return gg_dice_enter_about (r->state->dice, kind, v, what, about ? about->value : NULL);
  if (gg_dice_roll_about (r->state->dice, kind, what, about ? about->value : NULL) != v)
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
  return !(n = gg_yaml_mapping_lookup (node, "dice")) ||
         _gg_state_read_list (r, n, read_roll, _("the dice log"), error);
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

/* The shared keys and the rule set's, in the order they are written. */
static GStrv
state_keys (const GgRuleSetClass *rules)
{
  g_autoptr (GStrvBuilder) keys = g_strv_builder_new ();

  g_strv_builder_add_many (keys, "seed", "chits", NULL);
  if (rules->file->play_keys != NULL)
    g_strv_builder_addv (keys, (const char **) rules->file->play_keys);
  g_strv_builder_add_many (keys, "dice", "log", NULL);
  return g_strv_builder_end (keys);
}

GgGameState *
gg_game_state_from_yaml (const GgYamlNode *node, const char *filename, GgGame *game, GError **error)
{
  const GgRuleSetClass *rules = gg_ruleset_class (game ? game->ruleset : GG_RULESET_BELLA_GIGOGIN);
  g_auto (GStrv) keys = state_keys (rules);
  g_autoptr (GgGameState) state = NULL;
  Reader r = { filename, game, NULL };
  GgYamlNode *seed;
  gint64 s;

  if (!_gg_state_check_keys (&r, node, _("the state of play"), (const char *const *) keys, error))
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
  if (!read_state_body (&r, node, error) ||
      (rules->file->play_read != NULL &&
       !rules->file->play_read (state, node, filename, game, error)) ||
      !read_log (&r, node, error))
    return NULL;
  return g_steal_pointer (&state);
}
