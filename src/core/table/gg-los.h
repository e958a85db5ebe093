/* gg-los.h: line of sight between figures (and from a point, for shell), with the reasons.
 *
 * La Bella Gigogin §7 (BG-7-a…i) with the AMB-39 model: several sight lines between the two bases
 * (centres and corners); buildings, woods and hills block unless the figure standing in them is
 * adjacent to the edge the line crosses (BG-7-d); linear cover blocks unless one end is adjacent
 * to it (BG-7-g/h, BG-12.2-m/n); features lower than both ends do not block (BG-7-i); figures never
 * block; sight is reciprocal (BG-7-f). The LOS is clear if any one sight line is clear.
 *
 * d6 rules: sight lines from the firer's front edge; designated terrain and hills block unless the
 * firer or the target is on the hill or at the terrain's edge (D6-TER-1/6, D6-AMB-24); friendly
 * units of the firer, commanders included, block with a band 2" either side (D6-FIRE-13,
 * D6-CMD-5); fire passes between two friendly units only through a gap of at least
 * min(12", twice the target's frontage), the gap measured edge to edge between the whole units
 * (D6-FIRE-14, D6-AMB-25); enemy units other than the target's block the lines that touch them
 * (D6-AMB-24: the target must be the first enemy in sight). Here the first figure is the firer
 * and the answer is not reciprocal.
 *
 * Every computed answer can be overridden per pair of figures by the players (BG-7-i, BG-12.2-p). */
#pragma once

#include <glib.h>

#include "gg-game.h"
#include "gg-spatial.h"

G_BEGIN_DECLS

typedef enum
{
  GG_LOS_AUTO,
  GG_LOS_FORCE_CLEAR,
  GG_LOS_FORCE_BLOCKED,
} GgLosOverride;

typedef struct
{
  double adjacent_mm;   /* "adjacent to the edge / to the cover" (house default, scaled) */
  double band_mm;       /* d6: band either side of friendly units */
  double gap_mm;        /* d6: the 12" of the gap rule */
  double gap_frontages; /* d6: the "twice the frontage of the target" */
} GgLosOptions;

typedef struct
{
  GgPoint from, to; /* mm */
  gboolean clear;
  GPtrArray *blocked_by;         /* const char *: terrain ids, borrowed from the game */
  GPtrArray *blocked_by_figures; /* const char *: figure ids (d6 friendly units and gaps) */
} GgSightLine;

typedef struct
{
  gboolean clear;          /* the answer, after any override */
  gboolean computed_clear; /* what the geometry says */
  GgLosOverride override;
  GArray *lines;                 /* GgSightLine */
  GPtrArray *blocked_by;         /* when blocked: every terrain id that blocks some line, sorted */
  GPtrArray *blocked_by_figures; /* when blocked: every figure id that blocks some line, sorted */
  gboolean house; /* a clear line passed only by the house reading of "adjacent to the edge"
                   * (sight.edge-adjacent: AMB-39, D6-AMB-24): a "House rule" */
} GgLosResult;

typedef struct _GgLos GgLos;

/* @index is borrowed and must outlive the GgLos. */
GgLos *gg_los_new (GgSpatial *index);
void gg_los_free (GgLos *self);
GgLosOptions *gg_los_get_options (GgLos *self);
/* Per unordered pair of figure ids; GG_LOS_AUTO removes the override. */
void gg_los_set_override (GgLos *self, const char *a, const char *b, GgLosOverride value);

GgLosResult *gg_los_figures (GgLos *self, const GgFigure *observer, const GgFigure *target);
/* From a point on the table (shell: visibility from the point of fall, BG-12.2-k). */
GgLosResult *gg_los_from_point (GgLos *self, GgPoint point, const GgFigure *target);
/* The height level of a point: the highest hill holding it, 0 on the flat (AMB-39). */
int gg_los_point_level (GgLos *self, GgPoint point);
void gg_los_result_free (GgLosResult *result);

/* d6, whole units: whether some figure of @observers sees some figure of @targets, exactly as if
 * gg_los_figures were asked for every pair, a pair counting as clear when its answer (with any
 * override) is clear, or, without an override, when one of its lines has no terrain in the way
 * and every figure in the way is one @ignore (may be NULL) lets through. Far faster: it stops at
 * the first clear line and measures once per query what every line shares. When nothing is
 * clear, @blockers (may be NULL) gets new strings: the first pair's blocked_by, then its
 * blocked_by_figures, as gg_los_figures would give them. */
typedef gboolean (*GgLosIgnoreFunc) (const GgFigure *blocker, const GgFigure *observer,
                                     const GgFigure *target, gpointer data);
gboolean gg_los_d6_units (GgLos *self, GPtrArray *observers, GPtrArray *targets,
                          GgLosIgnoreFunc ignore, gpointer data, GPtrArray *blockers);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgLos, gg_los_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgLosResult, gg_los_result_free)

G_END_DECLS
