/* gg-game.h: the table, its terrain and its figures: the state every view and query reads. */
#pragma once

#include <glib.h>

#include "gg-types.h"
#include "gg-units.h"

G_BEGIN_DECLS

typedef enum
{
  /* areas */
  GG_TERRAIN_BUILDING,
  GG_TERRAIN_WOOD,
  GG_TERRAIN_HILL,
  GG_TERRAIN_ORCHARD,
  GG_TERRAIN_VINEYARD,
  GG_TERRAIN_FIELD,
  GG_TERRAIN_RICE,
  GG_TERRAIN_REEDS,
  GG_TERRAIN_MARSH,
  GG_TERRAIN_LAKE,
  /* lines */
  GG_TERRAIN_HEDGE,
  GG_TERRAIN_WALL,
  GG_TERRAIN_FENCE,
  GG_TERRAIN_PALISADE,
  GG_TERRAIN_TRENCH,
  GG_TERRAIN_GABIONS,
  GG_TERRAIN_TREE_ROW,
  GG_TERRAIN_RIVER,
  GG_TERRAIN_ROAD,
  GG_TERRAIN_N_KINDS
} GgTerrainKind;

#define GG_TERRAIN_FIRST_LINEAR GG_TERRAIN_HEDGE

typedef struct
{
  char *id;
  char *name; /* what people call it ("Monte Tifata"), or NULL: the id says it */
  GgTerrainKind kind;
  GArray *points; /* GgPoint, mm; polygon (areas) or polyline (lines) */
  int level;
  gboolean has_level;
  guint line, column; /* where it was read, for messages; 0 if made in the app */
} GgTerrain;

typedef struct _GgFigure
{
  char *id;
  GgBase base; /* position, facing and base size, mm */
  char side;   /* 'A' or 'B' */
  int squad;
  char *role; /* base-label code: "1".., "L1".., "PLA".., "CyL", "CSt", "M", ... */
  guint line, column;
} GgFigure;

/* One end of a ruler: a figure (measured edge to edge from its base) or a free point. @point is
 * the free point, or where the figure stood when the ruler was made (used if it is gone). */
typedef struct
{
  char *figure; /* or NULL */
  GgPoint point;
} GgRulerEnd;

/* A measuring tape laid on the table: it stays until removed, and is saved with the game. */
typedef struct
{
  char *id;
  GgRulerEnd from, to;
} GgRuler;

typedef enum
{
  GG_MARKER_RELOAD,      /* BG-3.5-a: the cotton ball of a figure that must reload */
  GG_MARKER_MORALE_TEST, /* the squad owes a morale test (BG-9) */
  GG_MARKER_AIM,         /* a gun's aim point (shell, BG-4.4-j) */
  GG_MARKER_N_KINDS
} GgMarkerKind;

/* A marker on the table: on a figure, or (no figure) at a point. */
typedef struct
{
  char *id;
  GgMarkerKind kind;
  char *figure; /* or NULL */
  GgPoint point;
} GgMarker;

/* What the table shows on top of the figures: kept in the game file's `view:`. */
typedef enum
{
  GG_OVERLAY_COMMAND = 1 << 0,
  GG_OVERLAY_ARCS = 1 << 1,
  GG_OVERLAY_CANISTER = 1 << 2,
  GG_OVERLAY_SHELL = 1 << 3,
  GG_OVERLAY_ROUNDSHOT = 1 << 4,
  GG_OVERLAY_LOS = 1 << 5,
  GG_OVERLAY_RULERS = 1 << 6,
  GG_OVERLAY_LABELS = 1 << 7, /* the squads' and units' names */
  GG_OVERLAY_PHOTO = 1 << 8,  /* the photos of the real table under the figures */
  GG_OVERLAY_ALL = (1 << 9) - 1,
} GgOverlay;

#define GG_N_OVERLAYS 9

/* Every kind of thing on the table an edit can add, change or remove (gg-edit.h). */
typedef enum
{
  GG_COLLECTION_FIGURES,
  GG_COLLECTION_TERRAIN,
  GG_COLLECTION_RULERS,
  GG_COLLECTION_MARKERS,
  GG_COLLECTION_PHOTOS, /* GgBackgroundPhoto: the photos of the real table */
  GG_N_COLLECTIONS
} GgCollection;

typedef struct _GgGame GgGame;

struct _GgGame
{
  gatomicrefcount ref;
  char *filename; /* for messages; may be a resource path */
  GgRuleset ruleset;
  GgUnit units;               /* the file's unit; internal values are mm */
  int scale;                  /* figure scale, mm: 15, 20 or 28 */
  double width, depth;        /* table size, mm */
  GPtrArray *terrain;         /* GgTerrain* */
  GPtrArray *figures;         /* GgFigure* */
  GHashTable *by_id;          /* figure id -> GgFigure* */
  struct _GgGameState *state; /* play in progress (gg-game-state.h), or NULL */
  /* The rule set's own section of the game file (GgRuleSetClass.section, e.g. the d6 rules'
   * `d6:`), or NULL: opaque here, made and reached only by its rule set (gg_d6_state_of()),
   * freed with @section_free, which also tells whose section it is. */
  gpointer section;
  GDestroyNotify section_free;
  GPtrArray *rulers;  /* GgRuler* */
  GPtrArray *markers; /* GgMarker* */
  guint overlays;     /* GgOverlay flags */
  gboolean has_view;  /* overlays were read from the file or chosen for this game */
  char *rules_file;   /* a club's own table file (absolute path; `rules:` in the file), or NULL */
  struct _GgRulesData *rules_data; /* its tables, loaded on first use (gg-game-tables.h) */
  GPtrArray *photos;               /* GgBackgroundPhoto*: `background:` (gg-game-background.h) */
  struct _GgReplay *replay;        /* the table along the referee's log (gg-replay.h), or NULL */
};

GgGame *gg_game_new (void);
GgGame *gg_game_ref (GgGame *self);
void gg_game_unref (GgGame *self);
GgFigure *gg_game_lookup_figure (GgGame *self, const char *id);
GgTerrain *gg_game_lookup_terrain (GgGame *self, const char *id);
/* Takes ownership. Returns FALSE (and keeps nothing) if the id is taken. */
gboolean gg_game_add_figure (GgGame *self, GgFigure *figure);
double gg_game_scale_factor (const GgGame *self);

/* Collections, for edits: the array, the index of an id (-1 if absent), and the item
 * operations. Insert, steal and swap keep the figure index (by_id) right. */
GPtrArray *gg_game_collection (GgGame *self, GgCollection collection);
int gg_game_find (GgGame *self, GgCollection collection, const char *id);
/* Takes @item only when it returns TRUE; on FALSE (id taken, bad index) the caller keeps it. */
gboolean gg_game_insert (GgGame *self, GgCollection collection, guint index, gpointer item);
gpointer gg_game_steal (GgGame *self, GgCollection collection, guint index);
gpointer gg_game_swap (GgGame *self, GgCollection collection, guint index, gpointer item);
/* "prefix-N" for the smallest N >= 1 not used in @collection. */
char *gg_game_new_id (GgGame *self, GgCollection collection, const char *prefix);
gpointer gg_item_copy (GgCollection collection, gconstpointer item);
void gg_item_free (GgCollection collection, gpointer item);
const char *gg_item_id (GgCollection collection, gconstpointer item);
const char *gg_collection_to_string (GgCollection collection);

GgFigure *gg_figure_new (const char *id);
GgFigure *gg_figure_copy (const GgFigure *figure);
void gg_figure_free (GgFigure *figure);
/* Do @a and @b stand alike: place, facing, base, side, squad and role (a replay's frame keeps a
 * figure only when it changed so)? */
gboolean gg_figure_same_place (const GgFigure *a, const GgFigure *b);
GgTerrain *gg_terrain_new (const char *id, GgTerrainKind kind);
void gg_terrain_free (GgTerrain *terrain);
GgTerrain *gg_terrain_copy (const GgTerrain *terrain);
GgRuler *gg_ruler_new (const char *id);
void gg_ruler_free (GgRuler *ruler);
GgMarker *gg_marker_new (const char *id, GgMarkerKind kind);
GgMarker *gg_marker_copy (const GgMarker *marker);
void gg_marker_free (GgMarker *marker);
const char *gg_marker_kind_to_string (GgMarkerKind kind);
gboolean gg_marker_kind_from_string (const char *text, GgMarkerKind *kind);
/* Translated, for people: "Reload", "Morale test"... */
const char *gg_marker_kind_label (GgMarkerKind kind);
const char *gg_overlay_to_string (GgOverlay overlay);
gboolean gg_overlay_from_string (const char *text, GgOverlay *overlay);

const char *gg_terrain_kind_to_string (GgTerrainKind kind);
gboolean gg_terrain_kind_from_string (const char *text, GgTerrainKind *kind);
gboolean gg_terrain_kind_is_linear (GgTerrainKind kind);
/* Translated name for people, e.g. "Wood" / "Bosco". */
const char *gg_terrain_kind_label (GgTerrainKind kind);
const char *gg_ruleset_to_string (GgRuleset ruleset);
gboolean gg_ruleset_from_string (const char *text, GgRuleset *ruleset);

/* Game files (gg-game-file.c). Errors are `file:line:column: message`. */
GgGame *gg_game_load_file (const char *path, GError **error);
GgGame *gg_game_load_data (const char *data, gsize length, const char *filename, GError **error);
char *gg_game_to_yaml (GgGame *self, GError **error);
/* Writes @text (a game's YAML) to @path through gg_save_bytes() with @flags (a GgSaveFlags),
 * after checking that it opens again within the loader's limits; nothing is written if not. */
gboolean gg_game_write_text (const char *text, const char *path, int flags, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgGame, gg_game_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgFigure, gg_figure_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgTerrain, gg_terrain_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgRuler, gg_ruler_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgMarker, gg_marker_free)

G_END_DECLS
