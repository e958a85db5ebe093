/* gg-bg-characters.h: the characters and special training of La Bella Gigogin in play (BG-15):
 * how far a squad moves, its gun's crew, who may lead it, whether it may form mass, who may be
 * hit by fire. */
#pragma once

#include <glib.h>

#include "gg-bg-command.h"
#include "gg-bg-state.h"
#include "gg-game.h"

G_BEGIN_DECLS

gboolean gg_bg_squad_has_character (GgGame *game, const GgChit *squad, GgBgCharacter character);
/* BG-15.1-r/s, AMB-64: does the Martinitt (or La Bella Gigogin, *@gigogin) attached to @squad roll
 * now to be hit (gg_bg_play_protector)? FALSE with *@why_not NULL when none is attached (or he
 * has fallen), with the rule when the squad has suffered no casualties since it last acted. */
gboolean gg_bg_protector_due (GgGame *game, const GgChit *squad, gboolean *gigogin,
                              const char **why_not);
/* BG-15.1-h: the squads on the table (GgChit) whose Furtivo leader or attached officer lets them
 * make that move now; none once the first chits are drawn. */
GArray *gg_bg_furtivo_squads (GgGame *game);
/* BG-15.1-u: the Little Drummer's speed after @hits confirmed hits; 0 means eliminated. */
double gg_bg_tamburino_speed (GgBgRules *rules, int hits);
/* T-05: how far @squad may move in one move, in mm, the one allowance the activation card and the
 * table's drag readout offer. Escorting prisoners: the infantry's rate (BG-13-d). A gun's squad
 * moves with the gun (BG-4.4-ac/ad): pushed 10 cm by at least 8 crew in play (the gun chief and
 * gunners and helpers; not the driver D<n> nor the horses T<n>, BG-4.4-y), or towed 5 cm for
 * each draught horse in play, whichever is longer; 0 if neither. The Little Drummer: his own
 * speed (BG-15.1-u). Other squads: @arm's rate (BG-4.2-h, BG-4.3-c) with the characters of their
 * leader and of an officer attached (Impetuoso, Lento, Agile when @difficult: BG-15.1-f/o/i).
 * Each part goes to @modifiers (GgBgModifier, may be NULL). */
GgBgNumber gg_bg_squad_allowance (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgArm arm,
                                  gboolean difficult, GArray *modifiers);
/* The same for the figure @who being dragged (gg_table_rules_move_allowance() asks it): his
 * squad's, on foot or mounted by his base; an officer without a squad by his own characters. */
GgBgNumber gg_bg_move_allowance (GgGame *game, GgBgRules *rules, const GgFigure *who,
                                 gboolean difficult, GArray *modifiers);
/* BG-4.8-h, BG-15.3-b: a new squad leader may be named: Indipendenti at once, otherwise an
 * officer attached to the squad since an earlier turn. */
gboolean gg_bg_may_appoint_leader (GgGame *game, const GgChit *squad, const char **rule);

/* BG-4.4-x…ab, T-10: the crew of @squad's gun in play: gunners (the gun chief L<n> and the
 * gunners <n>), helpers lent by infantry or cavalry (<n>h, AMB-07); never the driver (BG-4.4-y).
 * FALSE if the squad has no gun in play. */
typedef struct
{
  int gunners;
  int helpers;
  int load_turns;       /* 1, 2, or 0 when it cannot load (gg_bg_gun_load_turns) */
  gboolean fire_loaded; /* a round already loaded may be fired (BG-4.4-ab) */
  const char *rule;     /* of the load */
} GgBgGunCrew;

gboolean gg_bg_gun_crew (GgGame *game, GgBgRules *rules, const GgChit *squad, GgBgGunCrew *out);

/* BG-4.3-d/e: a cavalry squad (its arm in the state) with troopers on foot bases is dismounted:
 * *@dismounted of them, *@needed horse holders for them (gg_bg_horse_holders), *@holders the
 * horse holders (<n>H) it has in play. FALSE for another squad or one all mounted. */
gboolean gg_bg_squad_dismounted (GgGame *game, GgBgRules *rules, const GgChit *squad,
                                 int *dismounted, int *needed, int *holders);

/* BG-5-d/e/g: an infantry squad forms mass in its own activation, not once in melee, with at
 * least 5 infantrymen. */
gboolean gg_bg_may_form_mass (GgBgRules *rules, GgBgArm arm, gboolean own_activation,
                              gboolean in_melee, int infantry, const char **rule);
/* BG-12.4-a/e, BG-4.1-f (AMB-53): the figures of @squad that may take casualties from fire, for
 * the owner to choose among: its figures in play other than its squad leader (leaders and
 * officers fall only by morale results). Borrowed ids. */
GPtrArray *gg_bg_fire_casualty_candidates (GgGame *game, const GgChit *squad);

G_END_DECLS
