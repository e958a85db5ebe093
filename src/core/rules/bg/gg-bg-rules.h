/* gg-bg-rules.h: typed access to the numbers of La Bella Gigogin (data/rules/bella-gigogin.yaml).
 *
 * Every accessor answers with the number AND where it comes from: the rule ID, whether it is the
 * rulebook's, a house default (a table that did not survive, BG-MISS-nn, or a gap, AMB-nn) or a
 * club's, and the note that explains a house default. The UI flags any result that used a house
 * number. Distances come back in millimetres at the game's figure scale (BG-3.6-b): the data
 * file gives centimetres at 20 mm. */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-rules-data.h"

G_BEGIN_DECLS

typedef struct
{
  double value;     /* distances: mm at the game's scale; NAN for text entries */
  const char *path; /* dotted path in the data, e.g. "command.squad-leader" */
  const char *rule; /* e.g. "BG-4.8-a", "BG-MISS-02", "AMB-45" */
  GgRuleSource source;
  const char *note; /* why a house default is there, or NULL */
} GgBgNumber;

#define GG_BG_NUMBER_IS_HOUSE(n) ((n)->source == GG_RULE_SOURCE_HOUSE)

typedef enum
{
  GG_BG_LINK_SQUAD,     /* squad leader -> his figures, BG-4.8-a */
  GG_BG_LINK_PLATOON,   /* platoon commander -> squad leaders, BG-4.8-b */
  GG_BG_LINK_COMPANY,   /* company commander -> platoon commanders, BG-4.8-c/d */
  GG_BG_LINK_BATTALION, /* battalion commander -> company commanders, BG-4.8-e/f */
} GgBgLink;

typedef enum
{
  GG_BG_TROOP_CACCIATORI = 1 << 0, /* BG-15.3-c */
  GG_BG_TROOP_TITUBANTI = 1 << 1,  /* BG-15.3-e */
} GgBgTroopFlags;

typedef enum
{
  GG_BG_ARM_INFANTRY,
  GG_BG_ARM_CAVALRY,
  GG_BG_ARM_ARTILLERY,
} GgBgArm;

typedef enum
{
  GG_BG_MOVE_IMPETUOSO = 1 << 0, /* BG-15.1-f */
  GG_BG_MOVE_LENTO = 1 << 1,     /* BG-15.1-o */
  GG_BG_MOVE_AGILE = 1 << 2,     /* BG-15.1-i, only in difficult terrain or across obstacles */
} GgBgMoveTraits;

typedef enum
{
  GG_BG_COVER_NONE,
  GG_BG_COVER_LIGHT,
  GG_BG_COVER_HARD,
  GG_BG_COVER_FORTIFICATION,
} GgBgCover;

typedef enum
{
  GG_BG_WEAPON_RIFLE,
  GG_BG_WEAPON_SMOOTHBORE,
  GG_BG_WEAPON_PISTOL,
  GG_BG_WEAPON_PRECISION_RIFLE,
  GG_BG_WEAPON_BLUNDERBUSS,
  GG_BG_WEAPON_CANISTER,
  GG_BG_WEAPON_ROUND_SHOT,
  GG_BG_WEAPON_N
} GgBgWeapon;

typedef enum
{
  GG_BG_GUN_CANNON,
  GG_BG_GUN_HOWITZER,
  GG_BG_GUN_MORTAR,
} GgBgGun;

/* Results of the morale table, from best to worst (a higher modified D20 is worse, BG-9-d). */
typedef enum
{
  GG_BG_MORALE_NO_EFFECT,  /* "nulla di fatto" */
  GG_BG_MORALE_EVENT,      /* "Evento": no effect unless the scenario says otherwise, BG-9-e */
  GG_BG_MORALE_FLEE,       /* one figure flees (counts for victory points, BG-16-b) */
  GG_BG_MORALE_FALL_BACK,  /* the squad falls back */
  GG_BG_MORALE_LEADER_HIT, /* "Capo Squadra Colpito", BG-4.8-l, BG-12.4-e */
  GG_BG_MORALE_N_OUTCOMES
} GgBgMoraleOutcome;

typedef struct
{
  GgBgNumber info;
  double per_cm;     /* each cm inside costs this many (1 open, 2 difficult, 0.5 road) */
  double fixed_mm;   /* cost of crossing once, mm at the game's scale */
  gboolean passable; /* for the arm asked about */
} GgBgTerrainCost;

/* One modifier applied to a roll (or to an allowance), as the UI lists it after the roll. */
typedef struct
{
  double value;
  const char *name; /* the data's key, e.g. "hard-cover"; see gg_bg_modifier_label() */
  const char *rule;
  GgRuleSource source;
} GgBgModifier;

GArray *gg_bg_modifiers_new (void);
void gg_bg_modifiers_add (GArray *modifiers, const GgBgNumber *number, const char *name);
double gg_bg_modifiers_total (GArray *modifiers);
gboolean gg_bg_modifiers_use_house (GArray *modifiers);
/* Translated name of a modifier for people, e.g. "hard-cover" -> "Hard cover". */
const char *gg_bg_modifier_label (const char *name);
/* The same untranslated (N_()), for the log to show in each reader's language; NULL for a name
 * it does not know (a club's own modifier), shown as it is. */
const char *gg_bg_modifier_message (const char *name);

typedef struct _GgBgRules GgBgRules;

/* Takes ownership of @data. @scale_mm is 15, 20 or 28. */
GgBgRules *gg_bg_rules_new (GgRulesData *data, int scale_mm);
GgBgRules *gg_bg_rules_new_builtin (int scale_mm, GError **error);
void gg_bg_rules_free (GgBgRules *self);
GgRulesData *gg_bg_rules_get_data (GgBgRules *self);
double gg_bg_rules_get_factor (GgBgRules *self);

/* Any entry by path: the number as written (no scaling), or a distance in cm scaled to mm. */
GgBgNumber gg_bg_rules_number (GgBgRules *self, const char *path);
GgBgNumber gg_bg_rules_distance (GgBgRules *self, const char *path);
/* Entries whose value is text (e.g. "even", "alone"); NULL if it is not text. */
const char *gg_bg_rules_text (GgBgRules *self, const char *path, GgBgNumber *info);
/* Entries whose value is a pair [lo, hi]. */
gboolean gg_bg_rules_pair (GgBgRules *self, const char *path, double *lo, double *hi,
                           GgBgNumber *info);

/* T-04: the radius of a command link, scaled (BG-4.8-a…f, BG-15.3-c/e). */
GgBgNumber gg_bg_rules_command_radius (GgBgRules *self, GgBgLink link, gboolean with_musician,
                                       GgBgTroopFlags troop);
/* T-05: a squad's allowance in mm (BG-4.2-h, BG-4.3-c), with trait adjustments (BG-15.1-f/i/o)
 * appended to @modifiers (GgBgModifier, may be NULL). @difficult: the move enters difficult
 * terrain or crosses an obstacle (for Agile). */
GgBgNumber gg_bg_rules_movement (GgBgRules *self, GgBgArm arm, GgBgMoveTraits traits,
                                 gboolean difficult, GArray *modifiers);
/* BG-4.4-ad: 5 cm per hooked horse. BG-4.4-ac: 10 cm pushed with at least 8 crew, else 0. */
GgBgNumber gg_bg_rules_gun_tow (GgBgRules *self, int horses);
GgBgNumber gg_bg_rules_gun_push (GgBgRules *self, int crew);
/* T-06: @feature is a terrain kind name ("wood", "hedge"...), or "open", "building-held",
 * "wall-level". FALSE for a feature the data does not know. */
gboolean gg_bg_rules_terrain_cost (GgBgRules *self, const char *feature, GgBgArm arm,
                                   GgBgTerrainCost *cost);
/* BG-11.4-c / BG-11.5-b: may cavalry charge into @feature; does the assault bonus hold there. */
gboolean gg_bg_rules_cavalry_may_charge (GgBgRules *self, const char *feature, GgBgNumber *info);
gboolean gg_bg_rules_assault_bonus_holds (GgBgRules *self, const char *feature, GgBgNumber *info);
/* BG-11.8-a: may cavalry attack a defender in @cover (not in hard cover nor a fortification). */
gboolean gg_bg_rules_cavalry_may_attack (GgBgRules *self, GgBgCover cover, GgBgNumber *info);
/* BG-6: the protection class of a terrain kind. */
GgBgCover gg_bg_rules_cover (GgBgRules *self, GgTerrainKind kind, GgBgNumber *info);
/* Modifiers by name, e.g. gg_bg_rules_modifier (r, "fire", "hard-cover") -> -2, BG-12.2-a.
 * @group is "fire", "melee" or "morale". */
GgBgNumber gg_bg_rules_modifier (GgBgRules *self, const char *group, const char *name);
/* The cover modifier of @cover for fire (BG-12.2-a) or melee (BG-11.8-a); FALSE for no cover. */
gboolean gg_bg_rules_cover_modifier (GgBgRules *self, const char *group, GgBgCover cover,
                                     GgBgNumber *modifier);
/* "Per colpire" (BG-12.3-a, house table BG-MISS-02): the modified D10 needed at @range_mm.
 * FALSE when the target is beyond the weapon's last band. */
gboolean gg_bg_rules_to_hit (GgBgRules *self, GgBgWeapon weapon, double range_mm,
                             GgBgNumber *hit_on);
GgBgNumber gg_bg_rules_max_range (GgBgRules *self, GgBgWeapon weapon);
/* Table no. 3 "Morale" (BG-9-b, house table BG-MISS-01). */
GgBgMoraleOutcome gg_bg_rules_morale_outcome (GgBgRules *self, int figures, int modified_roll,
                                              GgBgNumber *info);
gboolean gg_bg_rules_morale_passes (GgBgRules *self, GgBgMoraleOutcome outcome, GgBgNumber *info);
/* The scatter rose (BG-4.4-j, house roses BG-MISS-05): where a D10 face sends the shell,
 * as a bearing clockwise from "long" (along the line of fire) and a distance in mm. */
gboolean gg_bg_rules_rose (GgBgRules *self, GgBgGun gun, int d10, double *bearing,
                           double *distance_mm, GgBgNumber *info);

const char *gg_bg_weapon_to_string (GgBgWeapon weapon);
gboolean gg_bg_weapon_from_string (const char *text, GgBgWeapon *weapon);
const char *gg_bg_morale_outcome_to_string (GgBgMoraleOutcome outcome);
/* Translated, for people: "Capo Squadra Colpito"... */
const char *gg_bg_morale_outcome_label (GgBgMoraleOutcome outcome);
/* The same untranslated (N_()), for the log. */
const char *gg_bg_morale_outcome_message (GgBgMoraleOutcome outcome);

/* A rules object reading @game's tables (gg-game-tables.h; free it), or NULL with an error when
 * the game is not a La Bella Gigogin game (gg-bg-ruleset.c). */
GgBgRules *gg_game_bg_rules (const GgGame *game, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgBgRules, gg_bg_rules_free)

G_END_DECLS
