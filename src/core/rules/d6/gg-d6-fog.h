/* gg-d6-fog.h: Fog of War (D6-FOG): 1d6, on a 1 roll 2d6 on the table; the eleven events and
 * how long each stays in force, counted in player turns (gg_d6_turn_player_turn, AMB-9, AMB-46). */
#pragma once

#include "gg-d6-turn.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_FOG_NONE = 0,
  GG_D6_FOG_COMMANDER_KILLED = 2,
  GG_D6_FOG_COMMANDER_UNHORSED,
  GG_D6_FOG_CRISIS_MEETING,
  GG_D6_FOG_CAVALRY_HALT,
  GG_D6_FOG_LOST_ORDERS,
  GG_D6_FOG_HEAVY_RAIN,
  GG_D6_FOG_DEAD_CALM,
  GG_D6_FOG_INSPIRED_COMMAND,
  GG_D6_FOG_VIVE_L_ARTILLERIE,
  GG_D6_FOG_ELAN,
  GG_D6_FOG_A_LA_VICTOIRE,
} GgD6FogEvent;

typedef struct
{
  GgD6FogEvent event;
  char side;    /* the active player's side when it was rolled */
  int started;  /* player turn it was rolled in */
  int until;    /* in force while the player turn is before this */
  char *target; /* commander, brigade or units, comma-separated; or NULL */
} GgD6FogEffect;

typedef struct
{
  GgD6Report *report; /* odds of no event and of each event */
  int trigger;        /* the 1d6 */
  int total;          /* the 2d6 total, or 0 */
  GgD6FogEvent event;
} GgD6FogRoll;

/* A GArray of GgD6FogEffect with its clear function. */
GArray *gg_d6_fog_effects_new (void);
GgD6FogRoll *gg_d6_fog_plan (GgD6Rules *rules);
/* @entered: NULL to roll, or three faces (the 1d6 and the 2d6; the 2d6 used only on a 1). */
gboolean gg_d6_fog_resolve (GgD6FogRoll *self, GgD6Rules *rules, GgDice *dice, const int *entered);
void gg_d6_fog_roll_free (GgD6FogRoll *self);
const char *gg_d6_fog_event_to_string (GgD6FogEvent event);
gboolean gg_d6_fog_event_from_string (const char *text, GgD6FogEvent *event);
/* The event's name untranslated (for the referee's log), and translated. */
const char *gg_d6_fog_event_message (GgD6FogEvent event);
const char *gg_d6_fog_event_label (GgD6FogEvent event);
const char *gg_d6_fog_event_rule (GgD6FogEvent event);

/* Records @event rolled by @turn's active player, with how long it lasts. */
GgD6FogEffect *gg_d6_fog_add (GArray *effects, GgD6FogEvent event, const GgD6Turn *turn,
                              const char *target);
/* Drops the effects that ended before player turn @pt; a rain whose check is due stays. */
void gg_d6_fog_expire (GArray *effects, int pt);
/* The effect of @event in force in player turn @pt for @side (any side if 0), or NULL. */
GgD6FogEffect *gg_d6_fog_find (GArray *effects, GgD6FogEvent event, int pt, char side);
/* T11: whether @unit may still make its élan move under @e: not made it yet, and fewer than @max
 * units have (D6-FOG-T11, AMB-46). The units that did are @e's target, comma-separated. */
gboolean gg_d6_fog_elan_allowed (const GgD6FogEffect *e, const char *unit, int max);
void gg_d6_fog_elan_record (GgD6FogEffect *e, const char *unit);
/* How many names @e's comma-separated target holds. */
guint gg_d6_fog_target_count (const GgD6FogEffect *e);
/* Rain ends at the start of the next game turn unless a 1 is rolled (D6-FOG-T7, AMB-46). */
gboolean gg_d6_fog_rain_check_due (GArray *effects, int pt);
gboolean gg_d6_fog_rain_check (GArray *effects, GgD6Rules *rules, GgDice *dice, int pt, int entered,
                               gboolean *continues);
/* Picks one of @n commanders (index @army is the army commander) with d6 rolls. */
guint gg_d6_fog_pick_commander (GgD6Rules *rules, GgDice *dice, guint n, guint army);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6FogRoll, gg_d6_fog_roll_free)

G_END_DECLS
