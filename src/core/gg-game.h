/* gg-game.h: the table, its terrain and its figures: the state every view and query reads. */
#pragma once

#include <glib.h>

#include "gg-types.h"
#include "gg-units.h"

G_BEGIN_DECLS

typedef enum
{
  GG_RULESET_BELLA_GIGOGIN,
  GG_RULESET_D6,
} GgRuleset;

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
  GgTerrainKind kind;
  GArray *points; /* GgPoint, mm; polygon (areas) or polyline (lines) */
  int level;
  gboolean has_level;
  guint line, column; /* where it was read, for messages; 0 if made in the app */
} GgTerrain;

typedef struct
{
  char *id;
  GgBase base; /* position, facing and base size, mm */
  char side;   /* 'A' or 'B' */
  int squad;
  char *role; /* base-label code: "1".., "L1".., "PLA".., "CyL", "CSt", "M", ... */
  guint line, column;
} GgFigure;

typedef struct _GgGame GgGame;
typedef struct _GgD6State GgD6State; /* gg-d6-state.h */

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
  GgD6State *d6;              /* the optional `d6:` section (d6 rules game state), or NULL */
};

GgGame *gg_game_new (void);
GgGame *gg_game_ref (GgGame *self);
void gg_game_unref (GgGame *self);
GgFigure *gg_game_lookup_figure (GgGame *self, const char *id);
GgTerrain *gg_game_lookup_terrain (GgGame *self, const char *id);
/* Takes ownership. Returns FALSE (and keeps nothing) if the id is taken. */
gboolean gg_game_add_figure (GgGame *self, GgFigure *figure);
double gg_game_scale_factor (const GgGame *self);

GgFigure *gg_figure_new (const char *id);
void gg_figure_free (GgFigure *figure);
GgTerrain *gg_terrain_new (const char *id, GgTerrainKind kind);
void gg_terrain_free (GgTerrain *terrain);

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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgGame, gg_game_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgFigure, gg_figure_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgTerrain, gg_terrain_free)

G_END_DECLS
