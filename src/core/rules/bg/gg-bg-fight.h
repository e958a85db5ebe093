/* gg-bg-fight.h: a melee of La Bella Gigogin fought whole in one call (BG-11), as the activation
 * card asks for it: a declared assault or charge (checked: visible, BG-7-a; terrain cavalry may
 * charge into, BG-11.4-c; both morale tests, BG-11.2), or the melee a contact starts (BG-4.2-i),
 * then every round (BG-11.3) until a side is gone or ceases to fight (BG-4.1-i), each round
 * logged with its odds and dice, the losses applied and the prisoners taken (BG-13). */
#pragma once

#include <glib.h>

#include "gg-bg-play.h"
#include "gg-bg-table.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean allowed;      /* the assault or contact melee may happen at all */
  const char *rule;      /* why not, or the last rule applied */
  GgBgChargeCheck check; /* gg_bg_fight_check's answer */
  gboolean declared;     /* an assault or charge: the tests in @assault were rolled */
  GgBgAssault assault;
  gboolean fought;        /* the melee was fought */
  GgBgMeleeOutcome melee; /* its rounds and the ids lost on each side */
  char *prisoners;        /* who rallied, surrendered or was taken (BG-4.1-i, BG-13), or NULL */
  GgBgMeleeSide attacker; /* the sides as fought (modifiers' inputs) */
  GgBgMeleeSide defender;
  GgLogText *text; /* what came of it as data (the card shows it, the ruling logged), or NULL */
} GgBgFight;

/* May @attacker attack @defender at all, as the card's assault or charge (@charged) or the melee
 * of a contact asks: gg_bg_table_attack_check (the target in sight for an assault, BG-7-a;
 * cavalry never against hard cover or a fortification, BG-11.8-a, the defenders' own cover or
 * *@cover when not NULL; cavalry not charging into woods, marshes…, BG-11.4-c), then the
 * attacker in command at its activation (BG-4.2-l; for a contact AMB-33) and, for an assault, no
 * gun (BG-10.7-e). *@rule gets the rule that forbids it, NULL when allowed. The card's preview
 * and its fight, and `gigogin-cli explain melee`, all ask this one call. No die is rolled. */
GgBgChargeCheck gg_bg_fight_check (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                                   gboolean charged, const GgBgCover *cover, const char **rule);
/* @attacker declares an assault (infantry) or charge (cavalry) on @defender (BG-11.2): refused
 * if the defender cannot be seen (BG-7-a), if cavalry would charge into terrain it may not
 * (BG-11.4-c) or attack a defender in hard cover or a fortification (BG-11.8-a), if out of
 * command or a gun (BG-4.2-l, BG-10.7-e): gg_bg_fight_check; otherwise both test morale
 * (a leader hit in a test leaves play, BG-12.4-e) and, if both pass, the melee is fought with
 * the first-round bonuses (BG-11.3-g). The tests and the melee's result are logged as one
 * ruling, kept as data (@out->text), so each reader sees it in his language. */
void gg_bg_fight_assault (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                          GgBgFight *out);
/* The squad's action is the assault or charge, as one call: gg_bg_fight_assault, then, unless it
 * was refused, recorded as the squad's action (gg_bg_play_action_taken, BG-2.4-b). Returns TRUE
 * when the squad has no action left this activation (FALSE too when refused: @out->allowed). */
gboolean gg_bg_fight_assault_action (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                                     GgBgFight *out);
/* BG-4.2-i with AMB-33: the melee a contact during a move starts, fought at once with no morale
 * test and no first-round bonus; refused (gg_bg_fight_check) for cavalry against hard cover or a
 * fortification (BG-11.8-a, logged) and for a squad out of command at its activation (not
 * logged: no melee was asked for). The result is logged as a ruling, as data (@out->text). */
void gg_bg_fight_contact (GgBgTable *table, GgBgSquadRef attacker, GgBgSquadRef defender,
                          GgBgFight *out);
void gg_bg_fight_clear (GgBgFight *out);

G_END_DECLS
