/* gg-ruleset.h: what shared code asks of the game's rule set, behind one interface instead of
 * switches on GG_RULESET_*: its name, its words for the group of figures that acts together,
 * which of the shared table's tools its rules use, and its own state (its part of the state of
 * play and its own section of the game file). Each rule set is one GgRuleSetClass defined in its
 * own files; a new one (the board games' activation schemes) adds a class and a line in
 * gg-ruleset.c, not branches in the side panel, the cards or the game file (docs/architecture.md). */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "gg-game-state.h"
#include "gg-types.h"
#include "gg-units.h"
/* Its answers take the game and its tables, but the game and the state of play it holds need
 * nothing of the rule set's interface: their types only, so that no cycle of includes runs
 * through the game. */
typedef struct _GgFigure GgFigure;
typedef struct _GgTableRules GgTableRules;
/* rosters sit a layer above the table: their types only */
typedef struct _GgRosterNode GgRosterNode;
typedef struct _GgRoster GgRoster;
typedef struct _GgRosterSchema GgRosterSchema;
typedef struct _GgRosterChecker GgRosterChecker;

G_BEGIN_DECLS

/* A figure's move against its allowance over an activation (the class's move_check). */
typedef struct
{
  gboolean activation; /* counted from the start of this activation's move */
  GgPoint from;        /* where the move began (or the figure's place, outside an activation) */
  double length;       /* straight from there, mm */
  double used;         /* allowance used: the path's cost in terrain */
  double allowance;    /* 0 when the rules roll it */
  gboolean passable;
  gboolean too_far; /* beyond the allowance of the activation */
  gboolean refused; /* the figure may not move at all now: @reason says why */
  GgPoint stop;     /* where the move must end: @to, or the last point within the allowance */
  const char *rule; /* the rule of the refusal or of the allowance (from the rule tables) */
  char *reason;     /* why it may not move, in the UI's language, or NULL (owned) */
} GgMoveCheck;

void gg_move_check_clear (GgMoveCheck *check);

/* The flags of a rule set (GgRuleSetClass.flags). */
typedef enum
{
  /* Figures carry La Bella Gigogin's reload and morale markers (BG-3.5-a, BG-9) and guns its
   * shell, canister and round-shot overlays (BG-4.4); d6 units carry theirs in their state. */
  GG_RULESET_FLAG_FIGURE_MARKERS = 1 << 0,
  /* A group turned on the table wheels about a front corner, and the corner's travel is its move
   * (d6 units); else each figure turns where it stands. */
  GG_RULESET_FLAG_WHEEL = 1 << 1,
  /* Its games are played under a board game's activation scheme (d6, Volturno, 1859: gg-act.h),
   * chosen when the game is set up and explained by `gigogin-cli explain activation`. */
  GG_RULESET_FLAG_ACTIVATION_SCHEMES = 1 << 2,
  /* It counts victory points to end the game (BG-16: `gigogin-cli score`). */
  GG_RULESET_FLAG_VICTORY_POINTS = 1 << 3,
  /* A new game (gg_new_game) starts with the shared state of play, its seed drawn (La Bella
   * Gigogin's chits and dice); otherwise it is made when play starts. */
  GG_RULESET_FLAG_NEW_GAME_STATE = 1 << 4,
} GgRuleSetFlags;

/* How lines of sight cross the table (gg-los.c), GgRuleSetClass.sight. */
typedef enum
{
  /* `sight.edge-adjacent` is scaled by the figure scale (AMB-39: cm, scaled). */
  GG_SIGHT_ADJACENT_SCALED = 1 << 0,
  /* Linear obstacles (hedges, walls...) block lines crossing them (BG-7-g/h). */
  GG_SIGHT_LINEAR_BLOCKS = 1 << 1,
  /* Terrain lower than both ends never blocks (BG-7-i). */
  GG_SIGHT_OVER_LOWER = 1 << 2,
  /* One end on a hill is enough to see over it (D6-AMB-24; BG: both on its top). */
  GG_SIGHT_HILL_EITHER_END = 1 << 3,
  /* A firer looks from its front edge (D6-AMB-24). */
  GG_SIGHT_FROM_FRONT_EDGE = 1 << 4,
  /* Figures on the line block it (D6-FIRE-13/14: friends in the `fire.los-band`, gaps up to
   * `fire.gap-max`), and gg_los_units_clear() serves the rule set. */
  GG_SIGHT_UNITS_BLOCK = 1 << 5,
} GgSightFlags;

/* The game file: the rule set's part of the state of play (GgGameState's `rules`,
 * gg-game-state.h) in the `state:` section, and its own section after `state:`. */
typedef struct
{
  /* The keys it owns in `state:`, reading them into @state (its part made on first use),
   * writing them between the chits and the dice, freeing its part. */
  const char *const *play_keys;
  gboolean (*play_read) (GgGameState *state, const GgYamlNode *node, const char *filename,
                         GgGame *game, GError **error);
  void (*play_write) (GgGameState *state, GgYamlNode *map);
  void (*play_free) (gpointer rules);
  /* Its own section (the d6 rules' `d6:`), or NULL: read into @game (its opaque
   * GgGame.section, which holds its own free function, so it is freed with the game whatever the
   * game's rule set), written (NULL when there is nothing to write). */
  const char *section;
  gboolean (*section_read) (GgGame *game, const GgYamlNode *node, const char *filename,
                            GError **error);
  GgYamlNode *(*section_write) (GgGame *game);
} GgRuleSetFile;

/* What shared code asks of its state of play; NULL: nothing of the kind in these rules. */
typedef struct
{
  /* Whether a figure has left the table, the markers it puts on the table, the player's ruling
   * on one of them, and what is acting now, for the log ("A1 + B2"). */
  gboolean (*off_table) (GgGameState *state, const char *figure);
  GPtrArray *(*markers) (GgGame *game);
  gboolean (*set_marker) (GgGame *game, const char *figure, int kind, gboolean on);
  char *(*acting) (GgGameState *state);
  /* Whether the gun @gun may fire a shell from the table's Aim tool now (NULL: always; FALSE
   * with the reason, translated, in @why), and that it fired one: La Bella Gigogin's gun acts
   * once an activation (BG-2.4-b). */
  gboolean (*shell_may_fire) (GgGame *game, const char *gun, char **why);
  void (*shell_fired) (GgGame *game, const char *gun);
  /* The side panel's heading for @n selected figures, the first of them @first (squad > 0):
   * "Side A, squad 1 · 3 selected" (La Bella Gigogin), "Side A, unit A1 · 3 selected" (d6). */
  char *(*group_heading) (const GgFigure *first, guint n);
  /* The table's label of the group @side, @squad: NULL for the plain "A1" (a squad); the d6
   * rules name a unit by its name in their state. */
  char *(*group_name) (GgGame *game, char side, int squad);
  /* The traits of the group @side, @squad that change its command radius (the GgBgTroopFlags of
   * gg_table_rules_command_radius: Cacciatori BG-15.3-c, Titubanti BG-15.3-e), read from
   * @state's part of this rule set; NULL: none. */
  guint (*command_traits) (GgGameState *state, char side, int squad);
  /* One figure to a base: the figures of @game standing on a base that could hold more (BG-3.1-d),
   * a warning when a game is checked; NULL where a base holds many. */
  GPtrArray *(*crowded_bases) (GgGame *game);
  /* The group @side, @squad in a few words for people, translated (La Bella Gigogin: its traits,
   * "Cacciatori"), or NULL: nothing to add to its name. */
  char *(*group_kind) (GgGame *game, char side, int squad);
} GgRuleSetPlay;

/* What the live table and its queries ask; NULL: the shared answer. */
typedef struct
{
  /* Fills @rules (zeroed, its ruleset set) for @game and its figure scale from the game's
   * tables: radii, allowances, arcs, ranges, terrain costs, the shell's rose; it may keep its
   * own tables in @rules->tables. FALSE with @error set when the game's tables cannot serve. */
  gboolean (*table_rules) (GgTableRules *rules, const GgGame *game, GError **error);
  /* The radius of a command @link (La Bella Gigogin's GgBgLink: squad, platoon, company,
   * battalion) for a squad of @troop (its GgBgTroopFlags), with or without a musician; NULL: the
   * table's command_radius for every link (d6, D6-CMD-1). */
  double (*command_link_radius) (const GgTableRules *rules, int link, guint troop,
                                 gboolean musician);
  /* The allowance offered for a move of @who (mm), @difficult when it enters difficult terrain
   * or crosses an obstacle, what changed it appended to @modifiers (the rule set's own
   * modifier type, may be NULL); NULL: the table's allowance of the figure's arm. */
  double (*move_allowance) (const GgTableRules *rules, GgGame *game, const GgFigure *who,
                            gboolean difficult, GArray *modifiers);
  /* A group's move is counted over its whole activation (BG-2.3-b): @move_begin marks where the
   * figures @ids (NULL-terminated) begin to move, @move_check the figure @id going to @to against
   * its allowance. */
  guint (*move_begin) (GgGame *game, const char *const *ids);
  void (*move_check) (GgGame *game, GgTableRules *table_rules, const char *id, GgPoint to,
                      GgMoveCheck *out);
  /* Its own command status for the table's overlay (GgSquadCommand, gg-command.h), or NULL for
   * the shared one (gg_command_cache_update): the d6 rules' units beyond their commander's 18"
   * (D6-CMD-1). @cache keeps what did not move from call to call (made on first use, freed with
   * command_cache_free); @radius is the table's command radius, mm. */
  GArray *(*command_status) (GgGame *game, double radius, gpointer *cache);
  void (*command_cache_free) (gpointer cache);
  /* Its own answer to the `command` query, or NULL (and no error) for the contract's plain one:
   * each squad's figures beyond the radius from its leader; the same as text for people
   * (gg_query_command_text), or NULL for none. */
  JsonNode *(*command_query) (GgGame *game, GError **error);
  char *(*command_text) (GgGame *game);
} GgRuleSetTable;

/* Its rosters (the roster layer, gg-roster-private.h) and how their groups join a game. */
typedef struct
{
  /* The root's schema, and the checks gg_roster_validate makes of a roster read with it. */
  const GgRosterSchema *schema;
  void (*check) (GgRosterChecker *checker, const GgRosterNode *root);
  /* A group deployed from @roster's @node as @figures: what its state of play records of it
   * (La Bella Gigogin: the squad's roster record; d6: the unit's `d6:` entry). */
  void (*deploy_record) (GgGame *game, GgRoster *roster, const GgRosterNode *node,
                         GPtrArray *figures);
  /* The command radius a skirmish line of @roster's group @node is deployed within, mm on the
   * table, scaled (BG-4.8-a with its traits); NULL: no such radius. */
  double (*skirmish_radius) (GgRoster *roster, const GgRosterNode *node);
} GgRuleSetRoster;

/* A new game (gg_new_game_build). */
typedef struct
{
  /* What it records of a group or leader it deployed from @roster's @node as @figures, before
   * they join @game (d6: the unit's `d6:` entry, its strength the figures deployed); NULL: the
   * same as the roster's deploy_record. */
  void (*record) (GgGame *game, GgRoster *roster, const GgRosterNode *node, GPtrArray *figures);
  /* Sets it up under the board game's activation scheme @scheme (gg_act_setup), the formations
   * taken from @rosters' corps; NULL: its games have no activation scheme. */
  gboolean (*activation_setup) (GgGame *game, const char *scheme, GgRoster *const rosters[2],
                                GError **error);
} GgRuleSetNewGame;

/* A rule set: plain data, then its answers in small interfaces (every pointer set; a member
 * NULL where the rules have nothing of the kind). */
struct _GgRuleSetClass
{
  GgRuleset id;
  const char *key;  /* in the game file's `ruleset:` */
  const char *name; /* untranslated; gg_ruleset_get_name() translates */
  /* The side panel's details of a selected group, for screen readers (untranslated, N_()). */
  const char *group_details;
  GgRuleSetFlags flags;
  /* Its usual table for a new game (house defaults, the sizes of the shipped battles): unit,
   * figure scale (mm), width and depth (mm). */
  GgUnit units;
  int scale;
  double width, depth;
  /* Its command radius (the `command` query, contracts.md): the entry of its rule tables, the
   * millimetres in one unit of it, and whether the figure scale scales it. */
  const char *command_radius;
  double command_radius_mm;
  gboolean command_radius_scaled;
  /* Line of sight: `sight.edge-adjacent` ("adjacent to the edge" of a feature) is in units of
   * @sight_adjacent_mm (AMB-39: cm; D6-AMB-24: inches). */
  double sight_adjacent_mm;
  GgSightFlags sight;

  const GgRuleSetFile *file;
  const GgRuleSetPlay *play;
  const GgRuleSetTable *table;
  const GgRuleSetRoster *roster;
  const GgRuleSetNewGame *new_game;
};

/* The rule sets, each defined in its own files (gg-bg-ruleset.c, gg-d6-ruleset.c). */
extern const GgRuleSetClass gg_bg_ruleset_class;
extern const GgRuleSetClass gg_d6_ruleset_class;

/* The class of @id (La Bella Gigogin for an unknown one). */
const GgRuleSetClass *gg_ruleset_class (GgRuleset id);
/* The @i-th rule set in their order (the New Game dialog's list), NULL past the last. */
const GgRuleSetClass *gg_ruleset_class_nth (guint i);
/* Translated name, e.g. "La Bella Gigogin", "d6 rules". */
const char *gg_ruleset_get_name (const GgRuleSetClass *self);

G_END_DECLS
