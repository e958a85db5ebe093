/* gg-bg-traits.c: trait and character flags and their names. */
#include "gg-bg-traits.h"

static const char *const trait_names[GG_BG_N_TRAITS] = {
  "cacciatori", "indipendenti", "indiavolati", "titubanti", "elite", "breech-loader",
};

static const char *const character_names[GG_BG_N_CHARACTERS] = {
  "fortunato",
  "carismatico",
  "martire",
  "previdente",
  "eroico",
  "impetuoso",
  "indomito",
  "furtivo",
  "agile",
  "codardo",
  "spietato",
  "esitante",
  "cattivo-schermidore",
  "sfortunato",
  "lento",
  "vanaglorioso",
  "impopolare",
  "martinitt",
  "bella-gigogin",
  "luciano-manara",
  "agitatore-mazziniano",
  "piccolo-tamburino-sardo",
  "piccola-vedetta-lombarda",
};

static const char *
flag_name (const char *const *names, guint n, guint flag)
{
  for (guint i = 0; i < n; i++)
    if (flag == 1u << i)
      return names[i];
  return NULL;
}

static gboolean
flag_parse (const char *const *names, guint n, const char *text, guint *flag)
{
  for (guint i = 0; text != NULL && i < n; i++)
    if (g_str_equal (text, names[i]))
      return (*flag = 1u << i), TRUE;
  return FALSE;
}

static const char **
flag_names (const char *const *names, guint n, guint flags)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    if (flags & (1u << i))
      g_ptr_array_add (out, (gpointer) names[i]);
  g_ptr_array_add (out, NULL);
  return (const char **) g_ptr_array_free (out, FALSE);
}

const char *
gg_bg_trait_to_string (GgBgTrait trait)
{
  return flag_name (trait_names, GG_BG_N_TRAITS, trait);
}

gboolean
gg_bg_trait_from_string (const char *text, GgBgTrait *trait)
{
  guint f;

  if (!flag_parse (trait_names, GG_BG_N_TRAITS, text, &f))
    return FALSE;
  *trait = f;
  return TRUE;
}

const char *
gg_bg_character_to_string (GgBgCharacter character)
{
  return flag_name (character_names, GG_BG_N_CHARACTERS, character);
}

gboolean
gg_bg_character_from_string (const char *text, GgBgCharacter *character)
{
  guint f;

  if (!flag_parse (character_names, GG_BG_N_CHARACTERS, text, &f))
    return FALSE;
  *character = f;
  return TRUE;
}

const char **
gg_bg_traits_names (guint flags)
{
  return flag_names (trait_names, GG_BG_N_TRAITS, flags);
}

const char **
gg_bg_characters_names (guint flags)
{
  return flag_names (character_names, GG_BG_N_CHARACTERS, flags);
}
