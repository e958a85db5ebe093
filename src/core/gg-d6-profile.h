/* gg-d6-profile.h: what a d6 unit is (D6-GEN-4/5, spec section 20): its name, brigade, kind,
 * class, formation, weapon, starting strength and attributes, kept with the unit's state in the
 * game file's `d6:` section. On the table a unit is the figures sharing its side and squad
 * number; its id is the side and number, "A1".
 *
 *   units:
 *     - { id: A1, side: A, name: "1er Zouaves", brigade: Goze, kind: line-infantry,
 *         class: veteran, formation: attack-column, weapon: rifles, strength: 24,
 *         attributes: [french, elite], markers: [], status: normal }
 */
#pragma once

#include "gg-d6-rules.h"
#include "gg-yaml.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_ATTR_FRENCH = 1 << 0,
  GG_D6_ATTR_ITALIAN = 1 << 1,
  GG_D6_ATTR_IRREGULAR = 1 << 2,
  GG_D6_ATTR_ELITE = 1 << 3,
  GG_D6_ATTR_LANCERS = 1 << 4,
  GG_D6_ATTR_DRAGOONS = 1 << 5,
  GG_D6_ATTR_ARMY_COMMANDER = 1 << 6, /* half the chance in fog T2/T3 (D6-FOG-T2) */
  GG_D6_N_ATTRS = 7
} GgD6Attr;

typedef struct
{
  gboolean set; /* described in the file */
  char *name;
  char *brigade;
  GgD6Kind kind;
  GgD6Class klass;
  GgD6Formation formation;
  GgD6Weapon weapon;
  int strength; /* figures at the start (D6-CAS-5); 0: lost + figures on the table */
  guint attrs;  /* GgD6Attr */
} GgD6Profile;

void gg_d6_profile_clear (GgD6Profile *self);
/* Keys a unit entry of the `d6:` section may hold for its profile, NULL-terminated. */
const char *const *gg_d6_profile_keys (void);
/* Reads the profile keys of @map (a unit entry); absent keys keep their defaults. */
gboolean gg_d6_profile_read (GgD6Profile *self, const GgYamlNode *map, const char *filename,
                             GError **error);
/* Appends the profile's keys to @map when it is set. */
void gg_d6_profile_write (const GgD6Profile *self, GgYamlNode *map);
/* Fills @unit's description (not id, strength or figures). */
void gg_d6_profile_to_unit (const GgD6Profile *self, GgD6Unit *unit);

const char *gg_d6_formation_to_string (GgD6Formation formation);
gboolean gg_d6_formation_from_string (const char *text, GgD6Formation *formation);
gboolean gg_d6_weapon_from_string (const char *text, GgD6Weapon *weapon);
const char *gg_d6_attr_to_string (GgD6Attr attr);
/* Translated names for people. */
const char *gg_d6_kind_label (GgD6Kind kind);
const char *gg_d6_class_label (GgD6Class klass);
const char *gg_d6_formation_label (GgD6Formation formation);

G_END_DECLS
