/* gg-deploy.h: deploy to the table. A squad (La Bella Gigogin) or a unit (d6) of a loaded roster
 * becomes figures on the table, at a point, facing a bearing, in a formation, with every base at
 * its real size and no two bases overlapping. docs/rosters.md ("Deploying to the table") gives
 * the shapes and the house defaults. */
#pragma once

#include <glib.h>

#include "gg-game-state.h"
#include "gg-game.h"
#include "gg-roster.h"

G_BEGIN_DECLS

#define GG_DEPLOY_ERROR (gg_deploy_error_quark ())
GQuark gg_deploy_error_quark (void);

typedef enum
{
  GG_DEPLOY_ERROR_NODE,      /* the node is not a squad or a unit, or has no figures */
  GG_DEPLOY_ERROR_FORMATION, /* the rules do not allow this formation for it */
} GgDeployError;

typedef enum
{
  GG_FORMATION_SKIRMISH, /* skirmish line: BG-5-a within the leader's radius; d6 light troops */
  GG_FORMATION_COLUMN,   /* column: D6-FORM-3/4; a BG squad two abreast behind its leader */
  GG_FORMATION_MASS,     /* BG: mass (BG-5-d/g); d6: square (D6-FORM-7) */
  GG_FORMATION_LINE,     /* line two deep (D6-FORM-5) */
  GG_FORMATION_N
} GgFormation;

typedef struct
{
  GgPoint at;    /* mm: the squad leader's place (BG), the centre of the block (d6) */
  double facing; /* compass bearing, degrees: 0 faces +y, 90 faces +x */
  GgFormation formation;
  char side;     /* 'A' or 'B' */
  double radius; /* BG skirmish: the leader's command radius in mm at 20 mm scale; 0 takes
                   * BG-4.8-a (Cacciatori BG-15.3-c, Titubanti BG-15.3-e). Scaled by BG-3.6-b. */
} GgDeployPlacement;

/* Translated name for people, e.g. "Skirmish line" / "Ordine sparso". */
const char *gg_formation_label (GgFormation formation);

/* The figures (GgFigure*, new) of @node, a squad or a unit of @roster, placed as @placement
 * says. Ids are "<side>-<squad>-<role>", with "-<k>" when the squad has several figures of
 * that role. d6 units are numbered 1, 2, … in the roster's order (their `squad`). */
GPtrArray *gg_deploy_node (GgRoster *roster, const GgRosterNode *node,
                           const GgDeployPlacement *placement, GError **error);

/* Readies @figures to join @game: if any id is taken, every figure gets the same suffix ".2",
 * ".3", … (the first that frees them all), so a squad deployed twice stays recognisable.
 * Returns the suffix (1: none). */
guint gg_deploy_free_ids (GgGame *game, GPtrArray *figures);

/* Gives @figures (one squad or unit, just made by gg_deploy_node()) the next free squad number of
 * their side in @game when theirs is taken there, so that a deployed squad never merges into
 * another: the squad, the number in each role (L1 → L5, "1" → "5", G1 → G5) and the ids
 * follow. Returns the number they carry now. */
int gg_deploy_renumber (GgGame *game, GPtrArray *figures);

/* The id of a figure of @game whose base overlaps (not merely touches) a base of @figures, or
 * NULL when they stand clear of every other base. */
const char *gg_deploy_find_overlap (GgGame *game, GPtrArray *figures);

G_END_DECLS
