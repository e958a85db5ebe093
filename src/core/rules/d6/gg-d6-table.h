/* gg-d6-table.h: the d6 rules read from the table. The geometric inputs of the rules (who is
 * within 18" of whom, ranges edge to edge, arcs, line of sight, the 2" stop, wheels, compulsory
 * moves, charges) are measured here from the figures of the game rather than passed in.
 *
 * A d6 unit is the group of figures of the game file sharing side and squad; its id is the side
 * letter and the squad number ("A3" is side A, squad 3). What the unit is (type, class,
 * nationality, weapon, formation, brigade, attributes, strength) and its markers are the entry of
 * the `d6:` section's `units:` list with that id, in the rosters' words; missing words take the
 * rosters' defaults (docs/d6-table.md). Lengths in the answers are inches (D6-GEN-2). */
#pragma once

#include "gg-d6-fire.h"
#include "gg-d6-move.h"
#include "gg-d6-state.h"
#include "gg-game.h"
#include "gg-los.h"
#include "gg-roster.h"

G_BEGIN_DECLS

typedef enum
{
  GG_D6_LEVEL_NONE, /* not a commander */
  GG_D6_LEVEL_BRIGADE,
  GG_D6_LEVEL_DIVISION,
  GG_D6_LEVEL_CORPS,
  GG_D6_LEVEL_ARMY,
} GgD6Level;

typedef struct
{
  char *id; /* "A3" */
  char side;
  int squad;
  GPtrArray *figures;   /* GgFigure*, borrowed from the game, in file order */
  GgD6Unit unit;        /* the rules' view; unit.id is @id */
  GgD6UnitState *state; /* the `d6:` entry, made if the file had none */
  GgD6Level level;
  gboolean dismounted; /* dragoons on foot: Green light infantry (D6-SPEC-4) */
  GgPoint centre;      /* mean of the figures' centres, mm */
  double facing;       /* the unit's facing: its first figure's, degrees */
} GgD6TableUnit;

typedef struct _GgD6Table GgD6Table;

/* Makes the game's `d6:` section if it has none. Units are listed by id in byte order. */
GgD6Table *gg_d6_table_new (GgGame *game, GgD6Rules *rules);
void gg_d6_table_free (GgD6Table *self);
GgGame *gg_d6_table_get_game (GgD6Table *self);
GgD6Rules *gg_d6_table_get_rules (GgD6Table *self);
GgLos *gg_d6_table_get_los (GgD6Table *self);
guint gg_d6_table_get_n_units (GgD6Table *self);
GgD6TableUnit *gg_d6_table_get_unit (GgD6Table *self, guint i);
GgD6TableUnit *gg_d6_table_lookup (GgD6Table *self, const char *id);
/* "A3" for side A, squad 3. */
char *gg_d6_unit_id (char side, int squad);
/* On the table and not destroyed, routed off or waiting off table. */
gboolean gg_d6_table_unit_present (const GgD6TableUnit *unit);

/* The d6 unit @unit of @roster was just deployed in @game as @figures (gg_deploy_node()): its
 * `d6:` entry (made if missing, as the game's `d6:` section) says what the roster says of it. */
void gg_d6_deploy_record_state (GgGame *game, GgRoster *roster, const GgRosterNode *unit,
                                GPtrArray *figures);

/* Measuring (inches) */
double gg_d6_table_distance (const GgD6TableUnit *a, const GgD6TableUnit *b);
double gg_d6_table_point_distance (const GgD6TableUnit *unit, GgPoint p);
/* Extent across the unit's facing (D6-FIRE-14, D6-MOVE-13). */
double gg_d6_table_frontage (const GgD6TableUnit *unit);
/* Figures of the unit in each rank from the front, 0 = first (D6-FIRE-6). */
int gg_d6_table_rank_of (const GgD6TableUnit *unit, const GgFigure *figure);
/* Some figure of @a sees some figure of @b (d6 line of sight, D6-FIRE-13/14, D6-TER-6, and the
 * gap-rule option). @blockers, if not NULL, gets the ids of what blocked (terrain or figures). */
gboolean gg_d6_table_los (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b,
                          GPtrArray *blockers);
/* Some part of @target in the arc of @firer (D6-FIRE-3/4; option arc-shape, AMB-22). */
gboolean gg_d6_table_in_arc (GgD6Table *self, const GgD6TableUnit *firer,
                             const GgD6TableUnit *target);
/* The edge of @unit that @enemy stands off (AMB-34): front, flank or rear; a square has only
 * fronts (D6-FORM-7). */
GgD6Contact gg_d6_table_edge_facing (const GgD6TableUnit *unit, const GgD6TableUnit *enemy);
/* Enemy units in contact (touching, edge to edge 0) with @unit; the worst edge in @edge. */
gboolean gg_d6_table_in_contact (GgD6Table *self, const GgD6TableUnit *unit, GgD6Contact *edge);

/* Command (D6-CMD) */
/* The nearest commander of @unit's chain that gives a bonus (own brigade's, or a higher level;
 * not killed, not unhorsed, AMB-45), or NULL; @distance gets inches. */
GgD6TableUnit *gg_d6_table_commander (GgD6Table *self, const GgD6TableUnit *unit, double *distance);
gboolean gg_d6_table_last_in_brigade (GgD6Table *self, const GgD6TableUnit *unit);
GgD6TableUnit *gg_d6_table_army_commander (GgD6Table *self, char side);

/* Fire (D6-FIRE, D6-RNG) */
typedef struct
{
  double distance; /* inches, firer's front edges to the target (AMB-32) */
  gboolean in_arc;
  gboolean line_of_sight;
  int counted; /* figures that count (D6-FIRE-5/6, AMB-23) */
  GgD6Cover cover;
  int target_ranks;    /* ranks deep as seen from the firer (D6-FIRE-10) */
  GPtrArray *blockers; /* ids */
} GgD6FireGeometry;

void gg_d6_fire_geometry_clear (GgD6FireGeometry *geo);
/* Fills @in (its firer points into @firer) from the table, the markers and the fog. */
void gg_d6_table_fire_input (GgD6Table *self, GgD6TableUnit *firer, GgD6TableUnit *target,
                             GgD6FireKind kind, GgD6FireInput *in, GgD6FireGeometry *geo);

/* D6-FIRE-15, D6-FORM-6: a unit in other formations (a pivoted or refused line) fires by
 * section, the pieces between the breaks in its line: each section is figures that share a
 * facing and touch. A new array of sections (GgD6TableUnit*, freed with the array; the figures
 * and the state borrowed), in the order of their first figures; NULL for a unit that is not in
 * other formations or is in one piece. A section is a firer for gg_d6_table_fire_input (its own
 * arc, range, line of sight and figures). */
GPtrArray *gg_d6_table_sections (GgD6Table *self, const GgD6TableUnit *unit);
/* The fire of one section; the class bonus dice (D6-FIRE-9) go to one section, the player's
 * choice: @bonus says whether this is it (a section without them is left without its class). */
void gg_d6_table_section_fire_input (GgD6Table *self, GgD6TableUnit *section, GgD6TableUnit *target,
                                     GgD6FireKind kind, gboolean bonus, GgD6FireInput *in,
                                     GgD6FireGeometry *geo);

/* Movement (D6-MOVE) */
void gg_d6_table_move_input (GgD6Table *self, GgD6TableUnit *unit, gboolean on_road,
                             GgD6MoveInput *in);
/* The same for a French brigade moving as one (D6-MOVE-5, AMB-17): the lowest class among the
 * brigade's ordered units, and command only if every one of them is within 18". */
void gg_d6_table_brigade_move_input (GgD6Table *self, GgD6TableUnit *unit, gboolean on_road,
                                     GgD6MoveInput *in);
/* How far @unit may march straight along @bearing (within 45 degrees of its facing, D6-MOVE-12),
 * up to @distance inches: it stops 2" from the enemy unless @to_contact (D6-MOVE-14), on crossing
 * into or out of terrain (D6-MOVE-17, AMB-21) and at the table edge; cavalry under fog T5 may not
 * close on any enemy at all; unlimbered guns do not march (manhandled only, D6-REF-1). @stop says
 * why. Returns -1 if the bearing is not a direct march. */
double gg_d6_table_march_limit (GgD6Table *self, const GgD6TableUnit *unit, double bearing,
                                double distance, gboolean to_contact, GgD6Stop *stop);
/* VOL-15.8 (GgActPlaceFunc): whether a unit of @side on the table (of @brigades when not NULL;
 * commanders apart) has a figure within @within inches of the terrain feature @place, or on it:
 * 1 or 0; -1 when the game has no @place. */
int gg_d6_table_near_place (GgD6Table *self, const char *place, char side, char **brigades,
                            double within);
/* The edge-to-edge distance in inches from @unit, moved @distance inches along @bearing, to the
 * nearest enemy combat unit on the table (commanders apart), or INFINITY. */
double gg_d6_table_enemy_distance (GgD6Table *self, const GgD6TableUnit *unit, double bearing,
                                   double distance);
/* Moves the unit's figures @distance inches along @bearing (no checks of the way); a unit that
 * passes through a friendly unit on the way is disordered unless one of them is light troops
 * (D6-DIS-C6, L90, D6-AMB-13). */
void gg_d6_table_translate (GgD6Table *self, GgD6TableUnit *unit, double bearing, double distance);
/* Whether moving @unit @distance inches along @bearing takes it through a friendly unit, and so
 * disorders it (D6-DIS-C6, as gg_d6_table_translate does). */
gboolean gg_d6_table_march_through_friends (GgD6Table *self, const GgD6TableUnit *unit,
                                            double bearing, double distance);
/* A wheel of @degrees (clockwise positive): the front corner that moves travels frontage x angle
 * (D6-MOVE-13, AMB-20); the other front corner is the pivot. With @apply, turns the figures. */
double gg_d6_table_wheel (GgD6Table *self, GgD6TableUnit *unit, double degrees, gboolean apply);

/* The terrain under a normal move along @bearing, measured over the longest move the dice allow
 * (@distance inches): the road (D6-MOVE-3, D6-TER-13, AMB-18: the centre line stays within the
 * road's width of one road for the whole move), soft ground (marsh, rice, reed beds) the unit
 * stands in or marches into (D6-TER-11), and whether its centre climbs onto a hill or comes
 * down from one (D6-TER-12). Ids are borrowed from the game. */
typedef struct
{
  const char *road;  /* the road whose line the centre follows longest, or NULL */
  double road_ahead; /* inches the centre line stays on that road along the bearing */
  gboolean on_road;  /* road_ahead covers @distance: the road die applies */
  const char *soft;  /* soft ground met, or NULL */
  const char *hill;  /* the hill climbed or left, or NULL */
  int hill_step;     /* +1 climbing, -1 coming down, 0 */
} GgD6MoveTerrain;

void gg_d6_table_move_terrain (GgD6Table *self, const GgD6TableUnit *unit, double bearing,
                               double distance, GgD6MoveTerrain *out);
/* D6-TER-11: the soft ground a charge from @attacker to @target crosses (the charger's bases
 * swept along the line between the units' centres), or NULL; NULL too under the option
 * soft-ground: no-effect. The id is borrowed from the game. */
const char *gg_d6_table_charge_soft_ground (GgD6Table *self, const GgD6TableUnit *attacker,
                                            const GgD6TableUnit *target);

/* Compulsory moves (D6-COMP) */
typedef struct
{
  gboolean possible;
  double bearing;     /* the direction moved */
  double distance;    /* inches, with any extension to clear friends (AMB-13) */
  const char *rule;   /* why impossible */
  char *reason;       /* untranslated (N_()): the log shows it in each reader's language */
  gboolean off_table; /* a later rout move leaves the table: removed (D6-COMP-6) */
} GgD6CompulsoryPath;

/* Directly away from @attacker (or, if NULL, the nearest enemy, AMB-12), @distance inches; with
 * @later_rout, towards the owner's table edge and off it. */
void gg_d6_table_compulsory_path (GgD6Table *self, const GgD6TableUnit *unit,
                                  const GgD6TableUnit *attacker, double distance,
                                  gboolean later_rout, GgD6CompulsoryPath *out);
void gg_d6_compulsory_path_clear (GgD6CompulsoryPath *path);

/* Charges (D6-CHG-1/2, AMB-34): the edge attacked, the path, the straight final run and the line
 * of sight, measured from the table. */
typedef struct
{
  GgD6Contact edge;
  double path;     /* inches to contact */
  double straight; /* room for a run at 90 degrees to the edge attacked */
  gboolean line_of_sight;
} GgD6ChargeGeometry;

void gg_d6_table_charge (GgD6Table *self, const GgD6TableUnit *attacker,
                         const GgD6TableUnit *target, double move, GgD6ChargeInput *in,
                         GgD6ChargeGeometry *geo);

/* D6-CHG-6: the friends of @evader that its evade from @from (its centre before, mm) to where it
 * stands now took it through or past: units of its side, present, that some position of the
 * evader along the way came within the house band (charge.evade-past-band, 2") of. Appends
 * GgD6TableUnit*, the first passed first. */
void gg_d6_table_evade_passed (GgD6Table *self, const GgD6TableUnit *evader, GgPoint from,
                               GPtrArray *out);

/* Morale (D6-TEST, D6-MOR) */
/* @extra_casualties: figures lost now, on top of the markers (what-if for explain). */
void gg_d6_table_test_input (GgD6Table *self, GgD6TableUnit *unit, int extra_casualties,
                             GgD6TestInput *in);
/* The two sides of the melee between @attacker and @defender (D6-MEL-3): each side's TEST with
 * every modifier measured on the table (gg_d6_table_test_input: casualties, command within 18"
 * and not for the last unit of its brigade, friends in sight, large-unit events ...), the edge
 * contacted (D6-TEST-M7), the attacker's charge bonus if @charging, and the defender's if it
 * counter-charged this turn (D6-CHG-8, D6-TEST-M9). */
void gg_d6_table_melee_inputs (GgD6Table *self, GgD6TableUnit *attacker, GgD6TableUnit *defender,
                               gboolean charging, GgD6TestInput *ia, GgD6TestInput *ib);
/* Units that must test after @event_unit's retreat, rout or destruction (D6-MOR-4/5, AMB-6):
 * friends within 18", closest first; appends GgD6TableUnit* to @out. */
void gg_d6_table_event_testers (GgD6Table *self, const GgD6TableUnit *event_unit,
                                gboolean destroyed, GPtrArray *out);

/* Fog of War on the table (D6-FOG) */
/* Commanders of @side, the army commander (if any) first; appends GgD6TableUnit*. */
void gg_d6_table_commanders (GgD6Table *self, char side, GPtrArray *out);
/* T4: every other commander of @side moves to touch the army commander. Returns how many. */
int gg_d6_table_crisis_meeting (GgD6Table *self, char side);
/* Whom the event @event rolled by @side concerns, as the `target` of its fog effect: T2/T3 a
 * commander picked with @dice (the army commander at half the chance), T6 the brigade, T9 the
 * commander; NULL for the others or when there is none. */
char *gg_d6_table_fog_target (GgD6Table *self, GgD6FogEvent event, char side, GgDice *dice);
/* T11: @unit moves up to 3" straight toward the nearest enemy, stopping 2" short; inches moved,
 * or -1 if the unit may not (not its side's élan, or no enemy). */
double gg_d6_table_elan_move (GgD6Table *self, GgD6TableUnit *unit);
/* T11: whether @unit may still make that move: its side's élan in force this player turn, the
 * unit present and not one that made it already, and fewer than 3 units so far (AMB-46). */
gboolean gg_d6_table_elan_allowed (GgD6Table *self, const GgD6TableUnit *unit);
/* Records that @unit made its élan move (in the fog effect's target, saved in the file). */
void gg_d6_table_elan_record (GgD6Table *self, const GgD6TableUnit *unit);

/* Casualties and results */
/* The unit's figures in the order casualties take them (AMB-33): the rearmost rank first, then
 * from the ends of the rank. A new array of borrowed figures. */
GPtrArray *gg_d6_table_removal_order (const GgD6TableUnit *unit);
/* A TEST result on the unit's markers and status (D6-TEST-6): Rout and Retreat make a compulsory
 * move pending (D6-COMP-8) and disorder (D6-COMP-7); a large unit's retreat or rout is recorded
 * for D6-MOR-4 and D6-TEST-M14; Disorder puts an orange marker. */
void gg_d6_table_apply_test (GgD6Table *self, GgD6TableUnit *unit, GgD6TestResult result);

/* Formations (D6-FORM) */
/* Whether the unit stands in a correct formation (D6-FORM-1/2/4/5, D6-SPEC-8); if not, @rule and
 * @reason (translated, may be NULL) say why: the unit is then disordered (D6-DIS-C5). */
gboolean gg_d6_table_formation_ok (GgD6Table *self, const GgD6TableUnit *unit, const char **rule,
                                   char **reason);
/* The unit touches terrain that disorders it when it moves through (D6-TER-5, AMB-51): designated
 * terrain for regular infantry, cavalry and H/M guns; never for light troops and light guns. */
gboolean gg_d6_table_in_disordering_terrain (GgD6Table *self, const GgD6TableUnit *unit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgD6Table, gg_d6_table_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GgD6FireGeometry, gg_d6_fire_geometry_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GgD6CompulsoryPath, gg_d6_compulsory_path_clear)

G_END_DECLS
