/* gg-d6-table-private.h: what the gg-d6-table*.c files share. */
#pragma once

#include "gg-d6-table.h"
#include "gg-geometry.h"
#include "gg-spatial.h"

G_BEGIN_DECLS

#define GG_D6_EPS_IN 1e-6 /* inches: distances compare with a tolerance (spec section 20) */

struct _GgD6Table
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6State *d6;
  GgSpatial *index;
  GgLos *los;
  GPtrArray *units;  /* GgD6TableUnit*, by id */
  GHashTable *by_id; /* unit id -> GgD6TableUnit* (a battle has hundreds of units) */
};

/* A unit's own frame: @d forward, @r to its right; @front and @rear are the extreme v = p.d of
 * its outline, @left and @right the extreme u = p.r (left < right). */
typedef struct
{
  GgPoint d, r;
  double front, rear, left, right;
} _GgD6Frame;

void _gg_d6_frame (const GgD6TableUnit *unit, _GgD6Frame *frame);
double _gg_d6_dot (GgPoint a, GgPoint b);
/* Outline of a base: 4 corners, or 12 points round a round base. Returns the count. */
guint _gg_d6_outline (const GgBase *base, GgPoint *out);
/* Whether the base's outline touches or lies inside the area feature @t. */
gboolean _gg_d6_base_meets_area (const GgBase *b, const GgTerrain *t);
/* The current player turn. */
int _gg_d6_pt (GgD6Table *self);
double _gg_d6_in (double mm);
double _gg_d6_mm (double in);
gboolean _gg_d6_is_enemy (const GgD6TableUnit *a, const GgD6TableUnit *b);
void _gg_d6_unit_refresh (GgD6TableUnit *unit);
/* Least distance (inches) from the unit, shifted by @shift mm, to any figure of @other. */
double _gg_d6_shifted_distance (const GgD6TableUnit *unit, GgPoint shift,
                                const GgD6TableUnit *other);
/* Line of sight by asking gg_los_figures for every pair of figures: the slow reference that
 * gg_d6_table_los must agree with (tests, bench). */
gboolean _gg_d6_table_los_simple (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b,
                                  GPtrArray *blockers);
/* Line of sight for a charge (D6-CHG-2, D6-CHG-6): as gg_d6_table_los, enemies not screening. */
/* Figures were taken off the game: the line-of-sight index, which points at them, is made again
 * when next asked (gg_d6_table_get_los). */
void _gg_d6_table_forget_los (GgD6Table *self);
gboolean _gg_d6_table_charge_los (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b);

G_END_DECLS
