/* gg-act-state.c: the `activation:` mapping of a d6 game's `d6:` section: the sides, the
 * formations or corps, and where the Activation Phase stands (docs/d6-table.md). */
#include "gg-act.h"
#include "gg-d6-yaml-private.h"

#include <glib/gi18n-lib.h>

static void
formation_free (gpointer data)
{
  GgActFormation *f = data;

  g_free (f->id);
  g_free (f->name);
  g_free (f->commander);
  g_free (f->commander_unit);
  g_strfreev (f->brigades);
  g_free (f->commitment);
  g_free (f->rated);
  g_strfreev (f->rolled_under);
  g_strfreev (f->rolled_without);
  g_strfreev (f->attacked);
  g_strfreev (f->moved);
  g_strfreev (f->hors_de_combat);
  g_strfreev (f->out_of_command);
  g_free (f);
}

GgActState *
gg_act_state_new (void)
{
  GgActState *self = g_new0 (GgActState, 1);

  self->formations = g_ptr_array_new_with_free_func (formation_free);
  self->weather = g_array_new (FALSE, FALSE, sizeof (int));
  for (int i = 0; i < 2; i++)
    self->sides[i].value = -1;
  self->to_act = 'A';
  return self;
}

void
gg_act_state_free (GgActState *self)
{
  if (self == NULL)
    return;
  for (int i = 0; i < 2; i++)
    {
      g_free (self->sides[i].name);
      g_free (self->sides[i].cic);
      g_free (self->sides[i].cic_unit);
    }
  g_ptr_array_unref (self->formations);
  g_array_unref (self->weather);
  g_free (self->active);
  g_free (self->last);
  g_free (self->personal);
  g_free (self);
}

GgActFormation *
gg_act_state_lookup (const GgActState *self, const char *id)
{
  for (guint i = 0; id != NULL && i < self->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (self->formations, i);

      if (g_str_equal (f->id, id))
        return f;
    }
  return NULL;
}

/* Reading */

typedef GgYamlReader Reader;

static gboolean
check_keys (Reader *r, const GgYamlNode *map, const char *what, const char *const *allowed)
{
  return gg_yaml_check_keys (map, r->filename, what, allowed, r->error);
}

static gboolean
read_uint (Reader *r, const GgYamlNode *map, const char *key, guint *out)
{
  int v = *out;

  if (!gg_yaml_read_int (r, map, key, 0, G_MAXINT, &v))
    return FALSE;
  *out = v;
  return TRUE;
}

static gboolean
read_text (Reader *r, const GgYamlNode *map, const char *key, char **out)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);
  const char *s;

  if (n == NULL)
    return TRUE;
  if ((s = gg_yaml_get_string (n, r->filename, r->error)) == NULL)
    return FALSE;
  g_free (*out);
  *out = g_strdup (s);
  return TRUE;
}

/* A side letter; @none: it may be missing (not yet decided). */
static gboolean
read_side (Reader *r, const GgYamlNode *map, const char *key, gboolean none, char *out)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  if (n == NULL)
    return none || gg_yaml_set_error (r->error, map, r->filename, _("“%s” is missing"), key);
  if (n->kind == GG_YAML_SCALAR &&
      (g_strcmp0 (n->value, "A") == 0 || g_strcmp0 (n->value, "B") == 0))
    return (*out = n->value[0]), TRUE;
  return gg_yaml_set_error (r->error, n, r->filename, _("side must be A or B"));
}

/* A list of names at @key (missing: NULL). */
static gboolean
read_strv (Reader *r, const GgYamlNode *map, const char *key, char ***out)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (g_free);

  if (n == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (n, GG_YAML_SEQUENCE, r->filename, key, r->error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (n); i++)
    {
      const char *s = gg_yaml_get_string (gg_yaml_sequence_nth (n, i), r->filename, r->error);

      if (s == NULL)
        return FALSE;
      g_ptr_array_add (list, g_strdup (s));
    }
  g_ptr_array_add (list, NULL);
  g_strfreev (*out);
  *out = (char **) g_ptr_array_steal (list, NULL);
  return TRUE;
}

static gboolean
read_brigades (Reader *r, const GgYamlNode *map, GgActFormation *f)
{
  if (gg_yaml_mapping_lookup (map, "brigades") == NULL)
    return gg_yaml_set_error (r->error, map, r->filename, _("“%s” has no brigades"), f->id);
  return read_strv (r, map, "brigades", &f->brigades);
}

/* R59-4.22: `commitment: { BRIGADE: DRM, ... }`, the brigadiers' Commitment from the roster. */
static gboolean
read_commitment (Reader *r, const GgYamlNode *map, GgActFormation *f)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "commitment");
  guint count = f->brigades ? g_strv_length (f->brigades) : 0;

  if (n == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (n, GG_YAML_MAPPING, r->filename, "commitment", r->error))
    return FALSE;
  f->commitment = g_new (int, count + 1);
  for (guint i = 0; i < count; i++)
    f->commitment[i] = GG_ACT_NO_COMMITMENT;
  for (guint i = 0; i < gg_yaml_mapping_size (n); i++)
    {
      const char *brigade = gg_yaml_mapping_key (n, i)->value;
      guint at = 0;
      gint64 v;

      while (at < count && g_strcmp0 (f->brigades[at], brigade) != 0)
        at++;
      if (at == count)
        return gg_yaml_set_error (r->error, gg_yaml_mapping_value (n, i), r->filename,
                                  _("“%s” is not one of the formation’s brigades"), brigade);
      if (!gg_yaml_get_int (gg_yaml_mapping_value (n, i), r->filename, -9, 9, &v, r->error))
        return FALSE;
      f->commitment[at] = v;
    }
  return TRUE;
}

/* 1859: what the current activation has done (R59-4.22, R59-4.43). */
static gboolean
read_activation_lists (Reader *r, const GgYamlNode *map, GgActFormation *f)
{
  return read_strv (r, map, "rolled-under", &f->rolled_under) &&
         read_strv (r, map, "rolled-without", &f->rolled_without) &&
         read_strv (r, map, "attacked", &f->attacked) && read_strv (r, map, "moved", &f->moved) &&
         read_strv (r, map, "hors-de-combat", &f->hors_de_combat) &&
         read_strv (r, map, "out-of-command", &f->out_of_command);
}

static gboolean
read_flag_ruiz (Reader *r, const GgYamlNode *map, GgActFormation *f)
{
  return gg_yaml_read_bool (r, map, "ruiz", &f->ruiz) &&
         gg_yaml_read_bool (r, map, "seen-enemy", &f->seen_enemy);
}

static gboolean
read_formation (Reader *r, const GgYamlNode *map, GgActState *self)
{
  static const char *const keys[] = { "id",
                                      "side",
                                      "name",
                                      "commander",
                                      "commander-unit",
                                      "brigades",
                                      "rating",
                                      "rated",
                                      "orders",
                                      "activations",
                                      "finished",
                                      "demoralised",
                                      "no-attack",
                                      "rolled-under",
                                      "rolled-without",
                                      "attacked",
                                      "moved",
                                      "commitment",
                                      "ruiz",
                                      "hors-de-combat",
                                      "out-of-command",
                                      "seen-enemy",
                                      NULL };
  g_autoptr (GPtrArray) hold = NULL;
  GgYamlNode *id;
  GgActFormation *f;

  if (!check_keys (r, map, _("a formation"), keys))
    return FALSE;
  id = gg_yaml_mapping_lookup (map, "id");
  if (id == NULL || gg_yaml_get_string (id, r->filename, r->error) == NULL)
    return id ? FALSE
              : gg_yaml_set_error (r->error, map, r->filename, _("a formation has no “id”"));
  if (gg_act_state_lookup (self, id->value) != NULL)
    return gg_yaml_set_error (r->error, id, r->filename,
                              _("formation “%s” is given twice"), id->value);
  f = g_new0 (GgActFormation, 1);
  f->id = g_strdup (id->value);
  f->rating = -1;
  g_ptr_array_add (self->formations, f);
  return read_side (r, map, "side", FALSE, &f->side) && read_text (r, map, "name", &f->name) &&
         read_text (r, map, "commander", &f->commander) &&
         read_text (r, map, "commander-unit", &f->commander_unit) && read_brigades (r, map, f) &&
         read_commitment (r, map, f) && gg_yaml_read_int (r, map, "rating", 0, 10, &f->rating) &&
         read_text (r, map, "rated", &f->rated) && read_flag_ruiz (r, map, f) &&
         gg_yaml_read_int (r, map, "orders", 0, 100, &f->orders) &&
         gg_yaml_read_int (r, map, "activations", 0, 10, &f->activations) &&
         gg_yaml_read_bool (r, map, "finished", &f->finished) &&
         gg_yaml_read_bool (r, map, "demoralised", &f->demoralised) &&
         gg_yaml_read_bool (r, map, "no-attack", &f->no_attack) &&
         read_activation_lists (r, map, f);
}

static gboolean
read_army (Reader *r, const GgYamlNode *map, GgActState *self)
{
  static const char *const keys[] = { "side",  "name",   "cic",        "cic-unit",
                                      "value", "french", "neapolitan", NULL };
  char side;
  GgActSide *s;

  if (!check_keys (r, map, _("a side"), keys) || !read_side (r, map, "side", FALSE, &side))
    return FALSE;
  s = &self->sides[side == 'B'];
  return read_text (r, map, "name", &s->name) && read_text (r, map, "cic", &s->cic) &&
         read_text (r, map, "cic-unit", &s->cic_unit) &&
         gg_yaml_read_int (r, map, "value", -10, 20, &s->value) &&
         gg_yaml_read_bool (r, map, "french", &s->french) &&
         gg_yaml_read_bool (r, map, "neapolitan", &s->neapolitan);
}

static gboolean
read_list (Reader *r, const GgYamlNode *n, const char *what, GgActState *self,
           gboolean (*item) (Reader *, const GgYamlNode *, GgActState *))
{
  if (n == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (n, GG_YAML_SEQUENCE, r->filename, what, r->error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (n); i++)
    if (!item (r, gg_yaml_sequence_nth (n, i), self))
      return FALSE;
  return TRUE;
}

/* A formation the file names (active, last) must be one of its formations. */
static gboolean
read_formation_ref (Reader *r, const GgYamlNode *map, const char *key, GgActState *self, char **out)
{
  if (!read_text (r, map, key, out))
    return FALSE;
  if (*out == NULL || gg_act_state_lookup (self, *out) != NULL)
    return TRUE;
  return gg_yaml_set_error (r->error, gg_yaml_mapping_lookup (map, key), r->filename,
                            _("no formation “%s”"), *out);
}

/* R59-4.44: the scenario's Heat and Rain turns (the turn tracks are not in the text). */
static gboolean
read_weather (Reader *r, const GgYamlNode *map, GgActState *self)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "weather");

  if (n == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (n, GG_YAML_SEQUENCE, r->filename, "weather", r->error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (n); i++)
    {
      gint64 v;
      int turn;

      if (!gg_yaml_get_int (gg_yaml_sequence_nth (n, i), r->filename, 1, 100000, &v, r->error))
        return FALSE;
      turn = v;
      g_array_append_val (self->weather, turn);
    }
  return TRUE;
}

static gboolean
read_phase (Reader *r, const GgYamlNode *map, GgActState *self)
{
  return gg_yaml_read_int (r, map, "turn", 0, 100000, &self->turn) &&
         read_side (r, map, "initiative", TRUE, &self->initiative) &&
         read_side (r, map, "to-act", TRUE, &self->to_act) &&
         read_formation_ref (r, map, "active", self, &self->active) &&
         gg_yaml_read_int (r, map, "passes", 0, 100, &self->passes) &&
         read_side (r, map, "first-passer", TRUE, &self->first_passer) &&
         gg_yaml_read_bool (r, map, "over", &self->over) &&
         gg_yaml_read_bool (r, map, "free", &self->free) &&
         gg_yaml_read_bool (r, map, "give-back", &self->give_back) &&
         gg_yaml_read_int (r, map, "segments", 0, 100, &self->segments) &&
         read_formation_ref (r, map, "last", self, &self->last) &&
         read_formation_ref (r, map, "personal", self, &self->personal) &&
         gg_yaml_read_int (r, map, "demoralisation-turn", 0, 100000, &self->demoralisation_turn) &&
         read_uint (r, map, "demoralisation-entry", &self->demoralisation_entry) &&
         read_weather (r, map, self);
}

GgActState *
gg_act_state_read (const GgYamlNode *node, const char *filename, GError **error)
{
  static const char *const keys[] = { "sides",
                                      "formations",
                                      "turn",
                                      "initiative",
                                      "to-act",
                                      "active",
                                      "passes",
                                      "first-passer",
                                      "over",
                                      "free",
                                      "give-back",
                                      "segments",
                                      "last",
                                      "personal",
                                      "demoralisation-turn",
                                      "demoralisation-entry",
                                      "weather",
                                      NULL };
  g_autoptr (GgActState) self = gg_act_state_new ();
  Reader r = { filename, error };

  if (!check_keys (&r, node, "activation", keys) ||
      !read_list (&r, gg_yaml_mapping_lookup (node, "sides"), "sides", self, read_army) ||
      !read_list (&r, gg_yaml_mapping_lookup (node, "formations"), "formations", self,
                  read_formation) ||
      !read_phase (&r, node, self))
    return NULL;
  if (self->to_act == 0)
    self->to_act = 'A';
  return g_steal_pointer (&self);
}

/* Writing */

static void
put_strv (GgYamlNode *map, const char *key, char **list)
{
  GgYamlNode *seq;

  if (list == NULL)
    return;
  seq = gg_yaml_sequence_new (TRUE);
  for (guint i = 0; list[i] != NULL; i++)
    gg_yaml_sequence_append (seq, gg_d6_yaml_quoted (list[i]));
  gg_yaml_mapping_append (map, key, seq);
}

static GgYamlNode *
write_side (const GgActSide *s, char side)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);

  gg_yaml_mapping_append (map, "side", gg_d6_yaml_side (side));
  gg_d6_yaml_put_text (map, "name", s->name);
  gg_d6_yaml_put_text (map, "cic", s->cic);
  gg_d6_yaml_put_text (map, "cic-unit", s->cic_unit);
  if (s->value >= 0)
    gg_yaml_mapping_append (map, "value", gg_d6_yaml_int (s->value));
  gg_d6_yaml_put_flag (map, "french", s->french);
  gg_d6_yaml_put_flag (map, "neapolitan", s->neapolitan);
  return map;
}

static void
write_commitment (const GgActFormation *f, GgYamlNode *map)
{
  GgYamlNode *m = gg_yaml_mapping_new (TRUE);

  for (guint i = 0; f->commitment && f->brigades && f->brigades[i] != NULL; i++)
    if (f->commitment[i] != GG_ACT_NO_COMMITMENT)
      gg_yaml_mapping_append (m, f->brigades[i], gg_d6_yaml_int (f->commitment[i]));
  if (gg_yaml_mapping_size (m) > 0)
    gg_yaml_mapping_append (map, "commitment", m);
  else
    gg_yaml_node_free (m);
}

static GgYamlNode *
write_formation (const GgActFormation *f)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);
  GgYamlNode *brigades = gg_yaml_sequence_new (TRUE);

  gg_yaml_mapping_append (map, "id", gg_d6_yaml_quoted (f->id));
  gg_yaml_mapping_append (map, "side", gg_d6_yaml_side (f->side));
  gg_d6_yaml_put_text (map, "name", f->name);
  gg_d6_yaml_put_text (map, "commander", f->commander);
  gg_d6_yaml_put_text (map, "commander-unit", f->commander_unit);
  for (guint i = 0; f->brigades != NULL && f->brigades[i] != NULL; i++)
    gg_yaml_sequence_append (brigades, gg_d6_yaml_quoted (f->brigades[i]));
  gg_yaml_mapping_append (map, "brigades", brigades);
  write_commitment (f, map);
  if (f->rating >= 0)
    gg_yaml_mapping_append (map, "rating", gg_d6_yaml_int (f->rating));
  gg_d6_yaml_put_text (map, "rated", f->rated);
  gg_d6_yaml_put_flag (map, "ruiz", f->ruiz);
  gg_d6_yaml_put_flag (map, "seen-enemy", f->seen_enemy);
  if (f->orders > 0)
    gg_yaml_mapping_append (map, "orders", gg_d6_yaml_int (f->orders));
  if (f->activations > 0)
    gg_yaml_mapping_append (map, "activations", gg_d6_yaml_int (f->activations));
  gg_d6_yaml_put_flag (map, "finished", f->finished);
  gg_d6_yaml_put_flag (map, "demoralised", f->demoralised);
  gg_d6_yaml_put_flag (map, "no-attack", f->no_attack);
  put_strv (map, "rolled-under", f->rolled_under);
  put_strv (map, "rolled-without", f->rolled_without);
  put_strv (map, "attacked", f->attacked);
  put_strv (map, "moved", f->moved);
  put_strv (map, "hors-de-combat", f->hors_de_combat);
  put_strv (map, "out-of-command", f->out_of_command);
  return map;
}

static void
write_phase (const GgActState *self, GgYamlNode *map)
{
  gg_yaml_mapping_append (map, "turn", gg_d6_yaml_int (self->turn));
  if (self->initiative)
    gg_yaml_mapping_append (map, "initiative", gg_d6_yaml_side (self->initiative));
  gg_yaml_mapping_append (map, "to-act", gg_d6_yaml_side (self->to_act));
  gg_d6_yaml_put_text (map, "active", self->active);
  gg_yaml_mapping_append (map, "passes", gg_d6_yaml_int (self->passes));
  if (self->first_passer)
    gg_yaml_mapping_append (map, "first-passer", gg_d6_yaml_side (self->first_passer));
  gg_d6_yaml_put_flag (map, "over", self->over);
  gg_d6_yaml_put_flag (map, "free", self->free);
  gg_d6_yaml_put_flag (map, "give-back", self->give_back);
  if (self->segments > 0)
    gg_yaml_mapping_append (map, "segments", gg_d6_yaml_int (self->segments));
  gg_d6_yaml_put_text (map, "last", self->last);
  gg_d6_yaml_put_text (map, "personal", self->personal);
  if (self->demoralisation_turn > 0)
    gg_yaml_mapping_append (map, "demoralisation-turn", gg_d6_yaml_int (self->demoralisation_turn));
  if (self->demoralisation_entry > 0)
    gg_yaml_mapping_append (map, "demoralisation-entry",
                            gg_d6_yaml_int (self->demoralisation_entry));
  if (self->weather->len > 0)
    {
      GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

      for (guint i = 0; i < self->weather->len; i++)
        gg_yaml_sequence_append (seq, gg_d6_yaml_int (g_array_index (self->weather, int, i)));
      gg_yaml_mapping_append (map, "weather", seq);
    }
}

GgYamlNode *
gg_act_state_write (const GgActState *self)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);
  GgYamlNode *sides = gg_yaml_sequence_new (FALSE);
  GgYamlNode *formations = gg_yaml_sequence_new (FALSE);

  for (int i = 0; i < 2; i++)
    gg_yaml_sequence_append (sides, write_side (&self->sides[i], i ? 'B' : 'A'));
  gg_yaml_mapping_append (map, "sides", sides);
  for (guint i = 0; i < self->formations->len; i++)
    gg_yaml_sequence_append (formations, write_formation (g_ptr_array_index (self->formations, i)));
  gg_yaml_mapping_append (map, "formations", formations);
  write_phase (self, map);
  return map;
}
