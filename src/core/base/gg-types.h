/* gg-types.h: the plain values every core module shares. All lengths in millimetres. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double x;
  double y;
} GgPoint;

typedef enum
{
  GG_BASE_RECT,
  GG_BASE_ROUND,
} GgBaseShape;

/* A figure's base on the table. Facing is a compass bearing in degrees: 0 faces +y (toward
 * side B), 90 faces +x. A rectangle's front edge is the edge toward the facing. */
typedef struct
{
  GgPoint centre;
  double facing;
  GgBaseShape shape;
  double front;    /* rectangles: width of the front edge */
  double depth;    /* rectangles: front to back */
  double diameter; /* rounds */
} GgBase;

/* The rule sets (each a GgRuleSetClass, gg-ruleset.h); rosters and games name theirs. */
typedef enum
{
  GG_RULESET_BELLA_GIGOGIN,
  GG_RULESET_D6,
} GgRuleset;

G_END_DECLS
