/* gg-bg-chain.h: who is in command, measured on the table (BG-2.5, BG-4.1-b/g/h, BG-4.5-g/h,
 * BG-4.8, T-04, AMB-16, AMB-23).
 *
 * Each squad's figures must be within its leader's radius (15 cm; Cacciatori 20, Titubanti 10),
 * edge to edge (BG-4.5-h), scaled by the figure scale (BG-3.6-b). The squad itself is in command
 * if it has a leader (or an attached officer, BG-4.1-h) and every link above it holds: its leader
 * within 15 cm (Cacciatori 20) of its platoon commander (PL<letter>), the platoon commander within
 * the Captain's (CyL) 15 cm, or 50 cm while his musician (M) is in play and within 15 cm of him
 * (Cacciatori 20 and 70, AMB-16), and the Captain likewise under the battalion commander (BtL,
 * BtM). An officer of its chain attached to a squad keeps it in command (AMB-23). A squad's
 * platoon is its `platoon:` letter in the state section; without one, a side with a single
 * platoon commander is taken as one platoon. The status used in play is the one fixed when the
 * squad is activated (BG-4.8-m, gg-bg-activation.h). */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "gg-bg-rules.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean present;          /* this level exists in the force */
  const GgFigure *commander; /* in play, or NULL: the level is leaderless (BG-4.1-g) */
  const GgFigure *musician;  /* the musician serving him (AMB-16), or NULL */
  double distance;           /* edge to edge from the figure below, mm; NAN if not measured */
  GgBgNumber radius;
  gboolean in_range;
} GgBgChainLink;

typedef struct
{
  char side;
  int squad;
  guint traits;               /* GgBgTrait, from the state section */
  GPtrArray *members;         /* GgFigure* in play, by id */
  const GgFigure *leader;     /* the squad leader, or the attached officer acting for him */
  gboolean leader_is_officer; /* BG-4.1-h */
  const GgOfficerState *attached;
  GgBgNumber radius;        /* the leader's radius, scaled (BG-4.8-a, BG-15.3-c/e) */
  GPtrArray *out_of_radius; /* GgFigure* beyond it, by id (BG-4.8-g) */
  GgBgChainLink platoon, company, battalion;
  gboolean in_command;
  const char *rule; /* why it is out of command, or NULL */
} GgBgSquadCommand;

void gg_bg_squad_command_free (GgBgSquadCommand *command);
/* One squad; NULL if it has no figure in play. */
GgBgSquadCommand *gg_bg_command_squad (GgGame *game, GgBgRules *rules, char side, int squad);
/* contracts.md `command`, with La Bella Gigogin's further keys (see gigogin-cli command --help),
 * as one line of JSON text: what gigogin-cli prints and the rule set's command query parses. */
char *gg_bg_command_to_text (GgGame *game, GgBgRules *rules);
/* The squad's platoon letter (its `platoon:`, or the side's only platoon commander's), or NULL. */
char *gg_bg_squad_platoon (GgGame *game, char side, int squad);
/* Is @role a squad leader's code, L<n> (BG-3.2-g)? */
gboolean gg_bg_role_is_leader (const char *role);
/* Officer and musician codes (BG-3.2-h…n): PL<letter>, CyL, CSt, M, BtL, BtS, BtM. */
gboolean gg_bg_role_is_officer (const char *role);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgBgSquadCommand, gg_bg_squad_command_free)

/* A figure's role (BG-3.2-e…n, AMB-07) */
gboolean gg_bg_figure_is_officer (const GgFigure *figure); /* PLx, CyL, CSt, M, BtL, BtS, BtM */
gboolean gg_bg_figure_is_leader (const GgFigure *figure);  /* L<n> */
gboolean gg_bg_figure_is_gun (const GgFigure *figure);     /* G<n> */
gboolean gg_bg_figure_is_mounted (const GgFigure *figure); /* a mounted base (BG-3.2-a…c) */

G_END_DECLS
