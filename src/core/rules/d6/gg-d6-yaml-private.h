/* gg-d6-yaml-private.h: the few YAML writers the d6 rules' state (gg-d6-state.c) and the board
 * games' activation schemes it keeps (board/gg-act-state.c) share, so both write their scalars
 * alike: plain words and numbers, quoted text, a side as its letter, and keys written only
 * when they say something. */
#pragma once

#include "gg-yaml.h"

G_BEGIN_DECLS

static inline GgYamlNode *
gg_d6_yaml_plain (const char *s)
{
  return gg_yaml_scalar_new (s, GG_YAML_STYLE_PLAIN);
}

static inline GgYamlNode *
gg_d6_yaml_quoted (const char *s)
{
  return gg_yaml_scalar_new (s, GG_YAML_STYLE_QUOTED);
}

static inline GgYamlNode *
gg_d6_yaml_int (int v)
{
  g_autofree char *s = g_strdup_printf ("%d", v);

  return gg_d6_yaml_plain (s);
}

static inline GgYamlNode *
gg_d6_yaml_side (char side)
{
  char s[2] = { side, 0 };

  return gg_d6_yaml_plain (s);
}

/* @key: "@value", quoted; nothing when @value is NULL. */
static inline void
gg_d6_yaml_put_text (GgYamlNode *map, const char *key, const char *value)
{
  if (value != NULL)
    gg_yaml_mapping_append (map, key, gg_d6_yaml_quoted (value));
}

/* @key: true; nothing when @value is FALSE. */
static inline void
gg_d6_yaml_put_flag (GgYamlNode *map, const char *key, gboolean value)
{
  if (value)
    gg_yaml_mapping_append (map, key, gg_d6_yaml_plain ("true"));
}

G_END_DECLS
