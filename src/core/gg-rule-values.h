/* gg-rule-values.h: the rule numbers the geometry queries use, in one place, each citing its rule.
 *
 * Distances are millimetres at 20 mm figure scale (La Bella Gigogin, BG-3.6-a); callers multiply
 * them by gg_scale_factor() (BG-3.6-b, AMB-06). d6 distances are inches in the source.
 * Values marked HOUSE DEFAULT are not in the rulebooks; they are choices documented here.
 * When data/rules/ (YAML) carries these values, the loaders should take them from there and these
 * become the fallbacks. */
#pragma once

#include "gg-units.h"

/* BG-3.1-f, AMB-40: fire arc 45° each side of the base's facing. */
#define GG_BG_FIRE_ARC_HALF_ANGLE 45.0
/* contracts.md "in_arc" for the d6 rules (D6-FIRE-3): the whole half-plane ahead of the front edge. */
#define GG_D6_FIRE_ARC_HALF_ANGLE 90.0

/* BG-4.4-g, AMB-45: canister sector ±6.5° about the barrel axis; the 11° reading gives ±5.5°. */
#define GG_BG_CANISTER_HALF_ANGLE        6.5
#define GG_BG_CANISTER_HALF_ANGLE_NARROW 5.5

/* BG-4.4-j, BG-4.4-k: shell hits every figure within 2.5 cm of the point of fall (scaled). */
#define GG_BG_SHELL_RADIUS_MM 25.0

/* BG-4.8-a: squad leader to the soldiers of his squad, 15 cm, edge to edge (AMB-21, scaled). */
#define GG_BG_SQUAD_COMMAND_RADIUS_MM 150.0
/* D6-CMD-1: command radius 18". */
#define GG_D6_COMMAND_RADIUS_MM (18 * GG_MM_PER_INCH)

/* AMB-39 HOUSE DEFAULT (suggested by the specification): "adjacent to the edge" = within 1 cm at
 * 20 mm, scaled. */
#define GG_BG_LOS_ADJACENT_MM 10.0
/* D6-AMB-24 HOUSE DEFAULT: "at the edge of the terrain" = within 1/2". */
#define GG_D6_LOS_ADJACENT_MM (0.5 * GG_MM_PER_INCH)
/* D6-FIRE-13: friendly units block line of sight, and so does a band 2" either side of them. */
#define GG_D6_LOS_BAND_MM (2 * GG_MM_PER_INCH)
/* D6-FIRE-14, D6-AMB-25: fire passes between two friendly units only through a gap of at least
 * min(12", twice the target's frontage). */
#define GG_D6_LOS_GAP_MM        (12 * GG_MM_PER_INCH)
#define GG_D6_LOS_GAP_FRONTAGES 2.0
