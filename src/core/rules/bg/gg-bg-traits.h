/* gg-bg-traits.h: the words of La Bella Gigogin for a squad's special characteristics (BG-15.3,
 * BG-15.2-a) and a leader's character (BG-15.1), as flags, with the roster files' vocabulary
 * (docs/rosters.md) for reading and writing them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  GG_BG_TRAIT_CACCIATORI = 1 << 0,    /* BG-15.3-c: radii 20 cm, 70 cm with a musician */
  GG_BG_TRAIT_INDIPENDENTI = 1 << 1,  /* BG-15.3-b: elect their own new leader */
  GG_BG_TRAIT_INDIAVOLATI = 1 << 2,   /* BG-15.3-d: two actions per activation */
  GG_BG_TRAIT_TITUBANTI = 1 << 3,     /* BG-15.3-e: squad leader radius 10 cm */
  GG_BG_TRAIT_ELITE = 1 << 4,         /* BG-15.3-a: -2 to morale */
  GG_BG_TRAIT_BREECH_LOADER = 1 << 5, /* BG-15.2-a: never reloads */
} GgBgTrait;

#define GG_BG_N_TRAITS 6

typedef enum
{
  GG_BG_CHAR_FORTUNATO = 1 << 0,      /* BG-15.1-a */
  GG_BG_CHAR_CARISMATICO = 1 << 1,    /* BG-15.1-b */
  GG_BG_CHAR_MARTIRE = 1 << 2,        /* BG-15.1-c */
  GG_BG_CHAR_PREVIDENTE = 1 << 3,     /* BG-15.1-d */
  GG_BG_CHAR_EROICO = 1 << 4,         /* BG-15.1-e */
  GG_BG_CHAR_IMPETUOSO = 1 << 5,      /* BG-15.1-f */
  GG_BG_CHAR_INDOMITO = 1 << 6,       /* BG-15.1-g */
  GG_BG_CHAR_FURTIVO = 1 << 7,        /* BG-15.1-h */
  GG_BG_CHAR_AGILE = 1 << 8,          /* BG-15.1-i */
  GG_BG_CHAR_CODARDO = 1 << 9,        /* BG-15.1-j */
  GG_BG_CHAR_SPIETATO = 1 << 10,      /* BG-15.1-k */
  GG_BG_CHAR_ESITANTE = 1 << 11,      /* BG-15.1-l */
  GG_BG_CHAR_CATTIVO = 1 << 12,       /* BG-15.1-m, cattivo schermidore */
  GG_BG_CHAR_SFORTUNATO = 1 << 13,    /* BG-15.1-n */
  GG_BG_CHAR_LENTO = 1 << 14,         /* BG-15.1-o */
  GG_BG_CHAR_VANAGLORIOSO = 1 << 15,  /* BG-15.1-p */
  GG_BG_CHAR_IMPOPOLARE = 1 << 16,    /* BG-15.1-q */
  GG_BG_CHAR_MARTINITT = 1 << 17,     /* BG-15.1-r */
  GG_BG_CHAR_BELLA_GIGOGIN = 1 << 18, /* BG-15.1-s */
  GG_BG_CHAR_MANARA = 1 << 19,        /* BG-15.1-t: described by the scenario */
  GG_BG_CHAR_AGITATORE = 1 << 20,     /* BG-15.1-t: described by the scenario */
  GG_BG_CHAR_TAMBURINO = 1 << 21,     /* BG-15.1-u */
  GG_BG_CHAR_VEDETTA = 1 << 22,       /* BG-15.1-v */
} GgBgCharacter;

#define GG_BG_N_CHARACTERS 23

/* "cacciatori" <-> GG_BG_TRAIT_CACCIATORI; "cattivo-schermidore" <-> GG_BG_CHAR_CATTIVO… */
const char *gg_bg_trait_to_string (GgBgTrait trait);
gboolean gg_bg_trait_from_string (const char *text, GgBgTrait *trait);
const char *gg_bg_character_to_string (GgBgCharacter character);
gboolean gg_bg_character_from_string (const char *text, GgBgCharacter *character);
/* The names of the flags set in @flags, in flag order (a new NULL-terminated array of borrowed
 * strings). */
const char **gg_bg_traits_names (guint flags);
const char **gg_bg_characters_names (guint flags);

G_END_DECLS
