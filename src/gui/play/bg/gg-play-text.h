/* gg-play-text.h: the words the play panel shows for odds, results, modifiers with their rule
 * IDs, house numbers and log entries. All strings are newly allocated and translated. */
#pragma once

#include <glib.h>

#include "gg-bg-table.h"

G_BEGIN_DECLS

const char *gg_play_text_arm (GgBgArm arm);
/* A NULL-terminated array of the translations of @items (free the array only). */
const char **gg_play_text_translate (const char *const *items);
/* Why a house number was used: the missing table or the gap, its ID and the data's note. */
char *gg_play_text_house_tooltip (const GgBgNumber *number);
/* "Out of command +1 (BG-4.8-m)", one per line; "No modifiers" when empty. */
char *gg_play_text_modifiers (GArray *modifiers);

char *gg_play_text_morale_odds (const GgBgMorale *morale);
char *gg_play_text_morale_result (const GgBgMorale *morale);
char *gg_play_text_morale_log (GgBgSquadRef squad, const GgBgMorale *morale, const char *mods);

/* "Chance of hits: 0: 21.6 % · 1: 43.2 % …" for @n + 1 outcomes. */
char *gg_play_text_hits_odds (const double *odds, guint n);
char *gg_play_text_fire_breakdown (const GgBgFire *fire);
char *gg_play_text_fire_house (const GgBgFire *fire);
char *gg_play_text_fire_result (const GgBgFire *fire, const GgBgCasualties *casualties,
                                GPtrArray *ids);

char *gg_play_text_gun_breakdown (const GgBgGunFire *fire);
char *gg_play_text_gun_house (const GgBgGunFire *fire);
char *gg_play_text_ids (GPtrArray *ids);

G_END_DECLS
