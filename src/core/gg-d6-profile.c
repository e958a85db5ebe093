/* gg-d6-profile.c: a d6 unit's description in the `d6:` section. */
#include "gg-d6-profile.h"

#include <glib/gi18n-lib.h>

static const char *const formation_names[] = { "line",     "attack-column", "march-column",
                                               "other",    "square",        "loose",
                                               "limbered", "unlimbered" };
static const char *const attr_names[] = { "french",  "italian",  "irregular",     "elite",
                                          "lancers", "dragoons", "army-commander" };
static const char *const keys[] = { "name",   "brigade",  "kind",       "class", "formation",
                                    "weapon", "strength", "attributes", NULL };

void
gg_d6_profile_clear (GgD6Profile *self)
{
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->brigade, g_free);
  memset (self, 0, sizeof *self);
}

const char *const *
gg_d6_profile_keys (void)
{
  return keys;
}

static int
name_index (const char *const *names, guint n, const char *text)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], text) == 0)
      return i;
  return -1;
}

const char *
gg_d6_formation_to_string (GgD6Formation formation)
{
  g_return_val_if_fail (formation < G_N_ELEMENTS (formation_names), "?");
  return formation_names[formation];
}

gboolean
gg_d6_formation_from_string (const char *text, GgD6Formation *formation)
{
  int i = name_index (formation_names, G_N_ELEMENTS (formation_names), text);

  if (i < 0)
    return FALSE;
  *formation = i;
  return TRUE;
}

gboolean
gg_d6_weapon_from_string (const char *text, GgD6Weapon *weapon)
{
  for (int i = 0; i < GG_D6_N_WEAPONS; i++)
    if (g_strcmp0 (gg_d6_weapon_to_string (i), text) == 0)
      return (*weapon = i), TRUE;
  return FALSE;
}

const char *
gg_d6_attr_to_string (GgD6Attr attr)
{
  for (guint i = 0; i < G_N_ELEMENTS (attr_names); i++)
    if (attr == 1u << i)
      return attr_names[i];
  return "?";
}

typedef gboolean (*FromString) (const char *text, int *out);

static gboolean
kind_word (const char *text, int *out)
{
  return gg_d6_kind_from_string (text, (GgD6Kind *) out);
}

static gboolean
class_word (const char *text, int *out)
{
  return gg_d6_class_from_string (text, (GgD6Class *) out);
}

static gboolean
formation_word (const char *text, int *out)
{
  return gg_d6_formation_from_string (text, (GgD6Formation *) out);
}

static gboolean
weapon_word (const char *text, int *out)
{
  return gg_d6_weapon_from_string (text, (GgD6Weapon *) out);
}

static gboolean
attr_word (const char *text, int *out)
{
  int i = name_index (attr_names, G_N_ELEMENTS (attr_names), text);

  *out = i >= 0 ? 1 << i : 0;
  return i >= 0;
}

/* The words @from accepts, for messages. */
static char *
expected_words (FromString from)
{
  static const char *const words[] = {
    "line-infantry", "light-infantry",   "line-cavalry",   "light-cavalry",
    "heavy-guns",    "light-guns",       "command",        "miners",
    "green",         "trained",          "veteran",        "line",
    "attack-column", "march-column",     "other",          "square",
    "loose",         "limbered",         "unlimbered",     "muskets",
    "rifles",        "carbines-pistols", "guns",           "none",
    "french",        "italian",          "irregular",      "elite",
    "lancers",       "dragoons",         "army-commander",
  };
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) list = NULL;
  int v;

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (from (words[i], &v))
      g_strv_builder_add (builder, words[i]);
  list = g_strv_builder_end (builder);
  return g_strjoinv (", ", list);
}

/* One word of a vocabulary: @n a scalar, @what names the key in the message. */
static gboolean
read_word (const GgYamlNode *n, const char *what, FromString from, const char *filename, int *out,
           GError **error)
{
  g_autofree char *expected = NULL;

  if (gg_yaml_get_string (n, filename, error) == NULL)
    return FALSE;
  if (from (n->value, out))
    return TRUE;
  expected = expected_words (from);
  /* Translators: unknown <key> “<word>” (expected one of: <words>) */
  return gg_yaml_set_error (error, n, filename,
                            _("unknown %s “%s” (expected one of: %s)"), what, n->value, expected);
}

static gboolean
read_key (const GgYamlNode *map, const char *key, FromString from, const char *filename, int *out,
          GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  return n == NULL || read_word (n, key, from, filename, out, error);
}

static gboolean
read_text (const GgYamlNode *map, const char *key, const char *filename, char **out, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  if (n == NULL)
    return TRUE;
  if (gg_yaml_get_string (n, filename, error) == NULL)
    return FALSE;
  g_free (*out);
  *out = g_strdup (n->value);
  return TRUE;
}

static gboolean
read_attrs (GgD6Profile *self, const GgYamlNode *map, const char *filename, GError **error)
{
  GgYamlNode *seq = gg_yaml_mapping_lookup (map, "attributes");

  if (seq == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, filename, "attributes", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      int a;

      if (!read_word (gg_yaml_sequence_nth (seq, i), "attribute", attr_word, filename, &a, error))
        return FALSE;
      self->attrs |= a;
    }
  return TRUE;
}

static gboolean
read_strength (GgD6Profile *self, const GgYamlNode *map, const char *filename, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "strength");
  gint64 v;

  if (n == NULL)
    return TRUE;
  if (!gg_yaml_get_int (n, filename, 1, 10000, &v, error))
    return FALSE;
  self->strength = v;
  return TRUE;
}

static gboolean
has_any_key (const GgYamlNode *map)
{
  for (guint i = 0; keys[i] != NULL; i++)
    if (gg_yaml_mapping_lookup (map, keys[i]) != NULL)
      return TRUE;
  return FALSE;
}

gboolean
gg_d6_profile_read (GgD6Profile *self, const GgYamlNode *map, const char *filename, GError **error)
{
  int kind = self->kind, klass = self->klass, formation = self->formation, weapon = -1;

  if (!has_any_key (map))
    return TRUE;
  if (!read_text (map, "name", filename, &self->name, error) ||
      !read_text (map, "brigade", filename, &self->brigade, error) ||
      !read_key (map, "kind", kind_word, filename, &kind, error) ||
      !read_key (map, "class", class_word, filename, &klass, error) ||
      !read_key (map, "formation", formation_word, filename, &formation, error) ||
      !read_key (map, "weapon", weapon_word, filename, &weapon, error) ||
      !read_strength (self, map, filename, error) || !read_attrs (self, map, filename, error))
    return FALSE;
  self->set = TRUE;
  self->kind = kind;
  self->klass = klass;
  self->formation = formation;
  self->weapon = weapon >= 0 ? (GgD6Weapon) weapon : gg_d6_default_weapon (kind);
  return TRUE;
}

static void
append_word (GgYamlNode *map, const char *key, const char *value)
{
  gg_yaml_mapping_append (map, key, gg_yaml_scalar_new (value, GG_YAML_STYLE_PLAIN));
}

static GgYamlNode *
attrs_node (guint attrs)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  for (guint i = 0; i < G_N_ELEMENTS (attr_names); i++)
    if (attrs & (1u << i))
      gg_yaml_sequence_append (seq, gg_yaml_scalar_new (attr_names[i], GG_YAML_STYLE_PLAIN));
  return seq;
}

void
gg_d6_profile_write (const GgD6Profile *self, GgYamlNode *map)
{
  g_autofree char *strength = g_strdup_printf ("%d", self->strength);

  if (!self->set)
    return;
  if (self->name != NULL)
    gg_yaml_mapping_append (map, "name", gg_yaml_scalar_new (self->name, GG_YAML_STYLE_QUOTED));
  if (self->brigade != NULL)
    gg_yaml_mapping_append (map, "brigade",
                            gg_yaml_scalar_new (self->brigade, GG_YAML_STYLE_QUOTED));
  append_word (map, "kind", gg_d6_kind_to_string (self->kind));
  append_word (map, "class", gg_d6_class_to_string (self->klass));
  append_word (map, "formation", gg_d6_formation_to_string (self->formation));
  append_word (map, "weapon", gg_d6_weapon_to_string (self->weapon));
  if (self->strength > 0)
    append_word (map, "strength", strength);
  if (self->attrs != 0)
    gg_yaml_mapping_append (map, "attributes", attrs_node (self->attrs));
}

void
gg_d6_profile_to_unit (const GgD6Profile *self, GgD6Unit *unit)
{
  unit->kind = self->kind;
  unit->klass = self->klass;
  unit->formation = self->formation;
  unit->weapon = self->weapon;
  unit->french = (self->attrs & GG_D6_ATTR_FRENCH) != 0;
  unit->italian = (self->attrs & GG_D6_ATTR_ITALIAN) != 0;
  unit->irregular = (self->attrs & GG_D6_ATTR_IRREGULAR) != 0;
  unit->elite = (self->attrs & GG_D6_ATTR_ELITE) != 0;
  unit->lancers = (self->attrs & GG_D6_ATTR_LANCERS) != 0;
  unit->dragoons = (self->attrs & GG_D6_ATTR_DRAGOONS) != 0;
}

const char *
gg_d6_kind_label (GgD6Kind kind)
{
  static const char *const labels[] = {
    N_ ("Line infantry"), N_ ("Light infantry"), N_ ("Line cavalry"), N_ ("Light cavalry"),
                                                                          N_ ("H/M guns"),      N_ ("Light guns"),     N_ ("Command"),      N_ ("Miners and sappers"),
                                                                          };

  g_return_val_if_fail (kind < G_N_ELEMENTS (labels), "?");
  return _(labels[kind]);
}

const char *
gg_d6_class_label (GgD6Class klass)
{
  static const char *const labels[] = { N_ ("Green"), N_ ("Trained"), N_ ("Veteran") };

  g_return_val_if_fail (klass < G_N_ELEMENTS (labels), "?");
  return _(labels[klass]);
}

const char *
gg_d6_formation_label (GgD6Formation formation)
{
  static const char
    *const
      labels
        [] = {
          N_ ("line"),
              N_ ("attack column"),
                  N_ ("column of march"),
                      N_ ("pivoted or refused line"),
                          N_ ("square"),
                              N_ ("loose order"),
                                  N_ ("limbered"),
                                      N_ ("unlimbered"),
                                  };

  g_return_val_if_fail (formation < G_N_ELEMENTS (labels), "?");
  return _(labels[formation]);
}
