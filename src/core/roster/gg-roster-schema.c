/* gg-roster-schema.c: every key of a roster file, its type and its vocabulary (docs/rosters.md).
 * The vocabularies are the rulebooks' own: La Bella Gigogin (bella-gigogin.md) and the d6 rules
 * (d6.md); the comment on each names the rule it comes from. */
#include "gg-roster-private.h"
#include "gg-ruleset.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* BG-3.1-b: infantry; cavalry; artillery and engineers; commanders and staff. */
static const char *const arms[] = {
  "infantry", "cavalry", "artillery", "engineers", "staff", NULL
};
/* BG-4.7-a…c */
static const char *const trainings[] = { "veteran", "line", "recruit", NULL };
/* BG-12.2 (T-07), BG-15.2-a…c, BG-4.3-a, BG-11.7 */
static const char *const weapons[] = {
  "rifled-musket", "smoothbore-musket", "breech-loader", "precision-rifle", "blunderbuss",
  "carbine",       "cavalry-pistol",    "lance",         "sabre",           NULL
};

const char *const *
gg_roster_weapon_words (void)
{
  return weapons;
}
/* BG-15.3-b…e */
static const char *const traits[] = { "cacciatori", "indipendenti", "indiavolati", "titubanti",
                                      NULL };
/* BG-15.1-a…q, in the rulebook's order */
const char *const _gg_roster_characters[] = { "fortunato",
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
                                              NULL };
/* BG-15.1-r…v */
const char *const _gg_roster_specials[] = { "martinitt",
                                            "bella-gigogin",
                                            "luciano-manara",
                                            "agitatore-mazziniano",
                                            "piccolo-tamburino-sardo",
                                            "piccola-vedetta-lombarda",
                                            NULL };
/* BG-3.2-f/g for squad members; gunner, helper and driver are AMB-07's codes for gun squads. */
static const char *const roles[] = { "private", "leader", "gunner", "helper", "driver", NULL };
/* BG-4.4-j */
static const char *const gun_types[] = { "cannon", "howitzer", "mortar", NULL };
static const char *const rulesets[] = { "bella-gigogin", "d6", NULL };
static const char *const formats[] = { GG_ROSTER_FORMAT, NULL };

/* d6: D6-GEN-5, D6-MOVE-1 */
static const char *const unit_types[] = { "line-infantry", "light-infantry",
                                          "line-cavalry",  "light-cavalry",
                                          "light-guns",    "heavy-guns",
                                          "command",       NULL };
/* D6-GEN-3 */
static const char *const classes[] = { "green", "trained", "veteran", NULL };
/* D6-GEN-5, D6-SPEC-5, D6-AMB-43 (Neapolitans count as Italian) */
static const char *const nationalities[] = { "french", "italian", "other", NULL };
/* D6-RNG-1; guns carry their own */
static const char *const unit_weapons[] = { "musket", "rifle", "carbine-pistol", NULL };
/* D6-SPEC-1…4, D6-SAP-1, D6-AMB-44, D6-AMB-43 (irregular) */
static const char *const attributes[] = { "lancers",        "dragoons",  "elite",
                                          "miners-sappers", "irregular", NULL };
/* D6-FORM, d6.md §20 */
static const char *const formations[] = { "line",     "attack-column", "column-of-march",
                                          "other",    "square",        "rear-rank-about",
                                          "skirmish", "limbered",      "unlimbered",
                                          "mounted",  "dismounted",    NULL };
static const char *const levels[] = { "army", "corps", "division", "brigade", NULL };

#define TEXT(k)                                     \
  {                                                 \
    k, GG_FIELD_TEXT, FALSE, NULL, 0, 0, NULL, NULL \
  }
#define TEXT_REQ(k, p)                          \
  {                                             \
    k, GG_FIELD_TEXT, TRUE, NULL, 0, 0, NULL, p \
  }
#define ENUM(k, c)                               \
  {                                              \
    k, GG_FIELD_ENUM, FALSE, c, 0, 0, NULL, NULL \
  }
#define ENUM_REQ(k, c, p)                    \
  {                                          \
    k, GG_FIELD_ENUM, TRUE, c, 0, 0, NULL, p \
  }
#define SET(k, c)                               \
  {                                             \
    k, GG_FIELD_SET, FALSE, c, 0, 0, NULL, NULL \
  }
#define BOOL(k)                                     \
  {                                                 \
    k, GG_FIELD_BOOL, FALSE, NULL, 0, 0, NULL, NULL \
  }
#define INT(k, lo, hi)                               \
  {                                                  \
    k, GG_FIELD_INT, FALSE, NULL, lo, hi, NULL, NULL \
  }
#define INT_REQ(k, lo, hi, p)                    \
  {                                              \
    k, GG_FIELD_INT, TRUE, NULL, lo, hi, NULL, p \
  }
#define NUMBER(k, lo, hi)                               \
  {                                                     \
    k, GG_FIELD_NUMBER, FALSE, NULL, lo, hi, NULL, NULL \
  }
#define NODE(k, s)                                \
  {                                               \
    k, GG_FIELD_NODE, FALSE, NULL, 0, 0, &s, NULL \
  }
#define LIST(k, s)                                \
  {                                               \
    k, GG_FIELD_LIST, FALSE, NULL, 0, 0, &s, NULL \
  }
#define END                                \
  {                                        \
    NULL, 0, FALSE, NULL, 0, 0, NULL, NULL \
  }

/* Base sizes are millimetres (contracts.md); above 0, at most 1000 as in game files. */
static const GgRosterField base_fields[] = { NUMBER ("front", 0, 1000), NUMBER ("depth", 0, 1000),
                                             NUMBER ("diameter", 0, 1000), END };
static const GgRosterSchema base_schema = { GG_ROSTER_KIND_BASE, N_ ("a base"), TRUE, base_fields };

static const GgRosterField officer_fields[] = { TEXT ("name"),
                                                BOOL ("mounted"),
                                                SET ("character", _gg_roster_characters),
                                                ENUM ("special", _gg_roster_specials),
                                                NODE ("base", base_schema),
                                                TEXT ("notes"),
                                                END };
static const GgRosterSchema officer_schema = { GG_ROSTER_KIND_OFFICER, N_ ("an officer"), TRUE,
                                               officer_fields };

/* count: a figure entry may stand for several alike privates; the squad limit is checked as a rule. */
static const GgRosterField figure_fields[] = { ENUM_REQ ("role", roles, "private"),
                                               INT ("count", 1, 100),
                                               TEXT ("name"),
                                               ENUM ("weapon", weapons),
                                               BOOL ("mounted"),
                                               SET ("character", _gg_roster_characters),
                                               ENUM ("special", _gg_roster_specials),
                                               NODE ("base", base_schema),
                                               TEXT ("notes"),
                                               END };
static const GgRosterSchema figure_schema = { GG_ROSTER_KIND_FIGURE, N_ ("a figure"), TRUE,
                                              figure_fields };

/* BG-4.4-ad: 5 cm of towing per horse, "30 cm with 6 horses"; 12 is a sanity bound. */
static const GgRosterField gun_fields[] = { ENUM_REQ ("type", gun_types, "cannon"),
                                            TEXT ("name"),
                                            INT ("horses", 0, 12),
                                            NODE ("base", base_schema),
                                            TEXT ("notes"),
                                            END };
static const GgRosterSchema gun_schema = { GG_ROSTER_KIND_GUN, N_ ("a gun"), TRUE, gun_fields };

/* number: squads are numbered 1–50 per side (BG-3.4-c, AMB-02). */
static const GgRosterField squad_fields[] = { INT_REQ ("number", 1, 50, "1"),
                                              TEXT ("name"),
                                              ENUM ("arm", arms),
                                              BOOL ("mounted"),
                                              ENUM ("training", trainings),
                                              BOOL ("elite"),
                                              SET ("traits", traits),
                                              NODE ("gun", gun_schema),
                                              TEXT ("notes"),
                                              LIST ("figures", figure_schema),
                                              END };
static const GgRosterSchema squad_schema = { GG_ROSTER_KIND_SQUAD, N_ ("a squad"), FALSE,
                                             squad_fields };

static const GgRosterField platoon_fields[] = { TEXT ("name"),
                                                TEXT ("letter"),
                                                NODE ("commander", officer_schema),
                                                TEXT ("notes"),
                                                LIST ("squads", squad_schema),
                                                END };
static const GgRosterSchema platoon_schema = { GG_ROSTER_KIND_PLATOON, N_ ("a platoon"), FALSE,
                                               platoon_fields };

static const GgRosterField company_fields[] = { TEXT_REQ ("name", "?"),
                                                ENUM ("arm", arms),
                                                NODE ("commander", officer_schema),
                                                NODE ("deputy", officer_schema),
                                                NODE ("musician", officer_schema),
                                                TEXT ("notes"),
                                                LIST ("platoons", platoon_schema),
                                                END };
static const GgRosterSchema company_schema = { GG_ROSTER_KIND_COMPANY, N_ ("a company"), FALSE,
                                               company_fields };

static const GgRosterField battalion_fields[] = { TEXT_REQ ("name", "?"),
                                                  NODE ("commander", officer_schema),
                                                  NODE ("deputy", officer_schema),
                                                  NODE ("musician", officer_schema),
                                                  TEXT ("notes"),
                                                  LIST ("companies", company_schema),
                                                  END };
static const GgRosterSchema battalion_schema = { GG_ROSTER_KIND_BATTALION, N_ ("a battalion"),
                                                 FALSE, battalion_fields };

static const GgRosterField bg_root_fields[] = { ENUM_REQ ("format", formats, GG_ROSTER_FORMAT),
                                                ENUM_REQ ("ruleset", rulesets, "bella-gigogin"),
                                                TEXT_REQ ("name", "?"),
                                                TEXT_REQ ("side", "?"),
                                                TEXT ("period"),
                                                INT_REQ ("scale", 1, 1000, "20"),
                                                TEXT ("notes"),
                                                NODE ("battalion", battalion_schema),
                                                LIST ("companies", company_schema),
                                                END };
const GgRosterSchema _gg_roster_bg_schema = { GG_ROSTER_KIND_ROSTER, N_ ("a roster"), FALSE,
                                              bg_root_fields };

/* d6 */

/* rating, rating_back: the command values of the two sides of a commander's counter in the
 * board games' orders of battle (board-games.md §5). The d6 rules do not use them; a corps
 * commander's rating is what the activation schemes read (see corps_fields). commitment: a
 * brigadier's Commitment DRM, read by 1859's Without Orders roll (R59-4.22). */
static const GgRosterField commander_fields[] = {
  TEXT_REQ ("name", "?"),    ENUM ("level", levels),    TEXT ("rank"),  INT ("rating", 0, 9),
  INT ("rating_back", 0, 9), INT ("commitment", -5, 5), TEXT ("notes"), END
};
static const GgRosterSchema commander_schema = { GG_ROSTER_KIND_COMMANDER, N_ ("a commander"), TRUE,
                                                 commander_fields };

static const GgRosterField unit_fields[] = { TEXT_REQ ("name", "?"),
                                             ENUM_REQ ("type", unit_types, "line-infantry"),
                                             ENUM ("class", classes),
                                             ENUM ("nationality", nationalities),
                                             INT_REQ ("figures", 1, 200, "12"),
                                             ENUM ("weapon", unit_weapons),
                                             SET ("attributes", attributes),
                                             ENUM ("formation", formations),
                                             TEXT ("notes"),
                                             END };
static const GgRosterSchema unit_schema = { GG_ROSTER_KIND_UNIT, N_ ("a unit"), TRUE, unit_fields };

static const GgRosterField brigade_fields[] = { TEXT_REQ ("name", "?"),
                                                NODE ("commander", commander_schema),
                                                ENUM ("nationality", nationalities),
                                                TEXT ("corps"),
                                                TEXT ("notes"),
                                                LIST ("units", unit_schema),
                                                END };
static const GgRosterSchema brigade_schema = { GG_ROSTER_KIND_BRIGADE, N_ ("a brigade"), FALSE,
                                               brigade_fields };

/* A corps (1859) or a Volturno formation: brigades activated together (gg-act.h); each brigade
 * names its corps (`corps:`). The commander's `rating` is the activation scheme's: Continuity
 * (R59-4.5) or the CdF's command value (VOL-2.2.1); `rated` names the row of d6.yaml's
 * activation.r59.continuity that gives the text's own value. */
static const GgRosterField corps_fields[] = { TEXT_REQ ("name", "?"),
                                              NODE ("commander", commander_schema), TEXT ("rated"),
                                              TEXT ("notes"), END };
static const GgRosterSchema corps_schema = { GG_ROSTER_KIND_CORPS, N_ ("a corps"), TRUE,
                                             corps_fields };

static const GgRosterField d6_root_fields[] = { ENUM_REQ ("format", formats, GG_ROSTER_FORMAT),
                                                ENUM_REQ ("ruleset", rulesets, "d6"),
                                                TEXT_REQ ("name", "?"),
                                                TEXT_REQ ("side", "?"),
                                                TEXT ("period"),
                                                INT ("scale", 1, 1000),
                                                ENUM ("nationality", nationalities),
                                                TEXT ("notes"),
                                                NODE ("commander", commander_schema),
                                                LIST ("commanders", commander_schema),
                                                LIST ("corps", corps_schema),
                                                LIST ("brigades", brigade_schema),
                                                END };
const GgRosterSchema _gg_roster_d6_schema = { GG_ROSTER_KIND_ROSTER, N_ ("a roster"), FALSE,
                                              d6_root_fields };

const GgRosterSchema *
_gg_roster_schema_for (GgRuleset ruleset)
{
  return gg_ruleset_class (ruleset)->roster->schema;
}

guint
_gg_roster_schema_size (const GgRosterSchema *schema)
{
  guint n = 0;

  while (schema->fields[n].key != NULL)
    n++;
  return n;
}

/* The hottest lookup of loading and validation (bench/bench-roster.c): keys are mostly the same
 * string literals as the schema's, which the linker merges, so the pointer test usually decides;
 * the first byte rules out most other fields before strcmp. */
int
_gg_roster_field_index (const GgRosterSchema *schema, const char *key)
{
  for (int i = 0; schema->fields[i].key != NULL; i++)
    {
      const char *k = schema->fields[i].key;

      if (k == key || (k[0] == key[0] && strcmp (k, key) == 0))
        return i;
    }
  return -1;
}

gboolean
_gg_roster_choice_valid (const GgRosterField *field, const char *word)
{
  return field->choices != NULL && g_strv_contains (field->choices, word);
}

char *
_gg_roster_choices_list (const char *const *choices)
{
  return g_strjoinv (", ", (char **) choices);
}
