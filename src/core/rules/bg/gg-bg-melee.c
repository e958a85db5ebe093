/* gg-bg-melee.c: duels and rounds of melee (BG-11). */
#include "gg-bg-melee.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-geometry.h"

gboolean
gg_bg_melee_flanked (GgBgRules *rules, const GgBase *defender, const GgBase *attacker)
{
  double half = gg_bg_rules_number (rules, "melee.flank-half-angle").value;
  GgSector front = gg_sector_for_base (defender, half, INFINITY);

  return !gg_sector_contains_point (&front, attacker->centre);
}

/* Pairs @n_pairing figures against @n_other (BG-11.3-d/e): outnumbered, one duel per pairing
 * figure; outnumbering, up to @max_per_opponent (2) against one, never more. Appends GgBgDuel
 * (pairing and other filled in) to @duels. */
static void
gg_bg_melee_pair (guint n_pairing, guint n_other, guint max_per_opponent, GArray *duels)
{
  guint n_duels = MIN (n_pairing, n_other);
  guint doubled = 0;

  if (n_pairing > n_other && max_per_opponent >= 2)
    doubled = MIN (n_pairing - n_other, n_other);
  for (guint j = 0; j < n_duels; j++)
    {
      GgBgDuel duel = { { j, -1 }, 1, j };

      if (j < doubled)
        {
          duel.pairing[1] = n_other + j;
          duel.n_pairing = 2;
        }
      g_array_append_val (duels, duel);
    }
}

static void
add (GgBgRules *rules, GArray *mods, const char *name)
{
  GgBgNumber n = gg_bg_rules_modifier (rules, "melee", name);

  gg_bg_modifiers_add (mods, &n, name);
}

static void
defender_modifiers (GgBgRules *rules, const GgBgMeleeSide *own, const GgBgMeleeSide *enemy,
                    const GgBgMeleeFigure *figure, GArray *mods)
{
  GgBgNumber n;

  if (gg_bg_rules_cover_modifier (rules, "melee", own->cover, &n))
    gg_bg_modifiers_add (mods, &n,
                         own->cover == GG_BG_COVER_FORTIFICATION ? "fortification"
                         : own->cover == GG_BG_COVER_HARD        ? "hard-cover"
                                                                 : "light-cover");
  if (own->mass && enemy->arm == GG_BG_ARM_CAVALRY)
    add (rules, mods, "mass-vs-cavalry");
  if (own->out_of_command)
    add (rules, mods, "out-of-command");
  if (figure->flanked)
    add (rules, mods, "flank-rear");
}

static void
attacker_modifiers (GgBgRules *rules, const GgBgMeleeSide *own, guint round,
                    const GgBgMeleeFigure *figure, GArray *mods)
{
  if (round != 1 || !own->charged)
    return; /* BG-11.3-g: first round only */
  if (own->arm == GG_BG_ARM_CAVALRY)
    {
      add (rules, mods, "cavalry-charge");
      if (figure->lance)
        add (rules, mods, "lance");
    }
  else if (own->arm == GG_BG_ARM_INFANTRY && !own->bonus_lost)
    add (rules, mods, "infantry-assault");
}

/* The modifiers of one figure for one round (BG-11.4…11.8, BG-15.1). */
static void
gg_bg_melee_modifiers (GgBgRules *rules, const GgBgMeleeSide *own, const GgBgMeleeSide *enemy,
                       gboolean attacker, guint round, const GgBgMeleeFigure *figure, GArray *mods)
{
  if (attacker)
    attacker_modifiers (rules, own, round, figure, mods);
  else
    defender_modifiers (rules, own, enemy, figure, mods);
  if (figure->indomito)
    add (rules, mods, "indomito");
  if (figure->cattivo_schermidore)
    add (rules, mods, "cattivo-schermidore");
  if (figure->vanaglorioso)
    add (rules, mods, "vanaglorioso");
  if (own->eroico_duel && round == 1)
    add (rules, mods, "eroico-duel");
}

/* Who wins one throw: 1 the pairing side, -1 the other, 0 a tie to re-roll. */
static int
throw_result (const int *pairing, guint n_pairing, int other)
{
  int best = pairing[0];

  if (n_pairing > 1)
    best = MAX (best, pairing[1]);
  return best > other ? 1 : best < other ? -1 : 0;
}

/* The chance that the pairing side wins a duel (one D10 each, highest modified result wins,
 * ties re-rolled; with two against one, the better of the two counts). */
static double
gg_bg_duel_odds (const int *pairing_mods, guint n_pairing, int other_mod)
{
  guint combos = n_pairing == 2 ? 1000 : 100;
  guint wins = 0, losses = 0;

  for (guint c = 0; c < combos; c++)
    {
      int p[2] = { c % 10 + pairing_mods[0], 0 };
      int o = (c / 10) % 10 + other_mod;
      int r;

      if (n_pairing == 2)
        p[1] = c / 100 + pairing_mods[1];
      r = throw_result (p, n_pairing, o);
      wins += r > 0;
      losses += r < 0;
    }
  return wins + losses ? (double) wins / (wins + losses) : 0.5;
}

static void
roll_duel (GgDice *dice, GgBgDuel *duel)
{
  int p[2], o, r;

  do
    {
      for (guint i = 0; i < duel->n_pairing; i++)
        {
          int v = gg_dice_roll (dice, GG_DIE_D10, N_ ("melee duel (BG-11.3-a)"));

          g_array_append_val (duel->rolls, v);
          p[i] = v + duel->mods_pairing[i];
        }
      o = gg_dice_roll (dice, GG_DIE_D10, N_ ("melee duel (BG-11.3-a)"));
      g_array_append_val (duel->rolls, o);
      o += duel->mod_other;
      r = throw_result (p, duel->n_pairing, o);
    }
  while (r == 0); /* BG-11.3-b: ties are re-rolled */
  duel->rolled = TRUE;
  duel->pairing_won = r > 0;
  /* two against one and the one wins: the worse of the pair falls (AMB-38, owner's choice) */
  duel->loser = duel->pairing_won                     ? duel->other
                : duel->n_pairing == 2 && p[1] < p[0] ? duel->pairing[1]
                                                      : duel->pairing[0];
}

static GPtrArray *
side_modifiers (GgBgRules *rules, const GgBgMeleeSide *own, const GgBgMeleeSide *enemy,
                gboolean attacker, guint round, const GgBgMeleeFigure *figures, guint n,
                gboolean *house)
{
  GPtrArray *all = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  for (guint i = 0; i < n; i++)
    {
      GArray *mods = gg_bg_modifiers_new ();

      gg_bg_melee_modifiers (rules, own, enemy, attacker, round, &figures[i], mods);
      *house |= gg_bg_modifiers_use_house (mods);
      g_ptr_array_add (all, mods);
    }
  return all;
}

static int
total (GPtrArray *mods, int i)
{
  return gg_bg_modifiers_total (g_ptr_array_index (mods, i));
}

void
gg_bg_melee_round (GgBgRules *rules, GgDice *dice, const GgBgMeleeSide *attacker,
                   const GgBgMeleeFigure *attackers, guint n_attackers,
                   const GgBgMeleeSide *defender, const GgBgMeleeFigure *defenders,
                   guint n_defenders, guint round, GgBgMeleeRound *out)
{
  guint max = gg_bg_rules_number (rules, "melee.max-per-opponent").value;
  GPtrArray *pm, *om;

  memset (out, 0, sizeof *out);
  out->round = round;
  out->attacker_pairs = round % 2 == 1;
  out->duels = g_array_new (FALSE, TRUE, sizeof (GgBgDuel));
  out->attackers_lost = g_array_new (FALSE, FALSE, sizeof (int));
  out->defenders_lost = g_array_new (FALSE, FALSE, sizeof (int));
  out->attacker_mods =
    side_modifiers (rules, attacker, defender, TRUE, round, attackers, n_attackers, &out->house);
  out->defender_mods =
    side_modifiers (rules, defender, attacker, FALSE, round, defenders, n_defenders, &out->house);
  pm = out->attacker_pairs ? out->attacker_mods : out->defender_mods;
  om = out->attacker_pairs ? out->defender_mods : out->attacker_mods;
  gg_bg_melee_pair (out->attacker_pairs ? n_attackers : n_defenders,
                    out->attacker_pairs ? n_defenders : n_attackers, max, out->duels);
  for (guint i = 0; i < out->duels->len; i++)
    {
      GgBgDuel *duel = &g_array_index (out->duels, GgBgDuel, i);
      gboolean pairing_is_attacker;

      for (guint k = 0; k < duel->n_pairing; k++)
        duel->mods_pairing[k] = total (pm, duel->pairing[k]);
      duel->mod_other = total (om, duel->other);
      duel->p_pairing_wins = gg_bg_duel_odds (duel->mods_pairing, duel->n_pairing, duel->mod_other);
      duel->rolls = g_array_new (FALSE, FALSE, sizeof (int));
      if (dice == NULL)
        continue;
      roll_duel (dice, duel);
      pairing_is_attacker = out->attacker_pairs;
      g_array_append_val (pairing_is_attacker == duel->pairing_won ? out->defenders_lost
                                                                   : out->attackers_lost,
                          duel->loser);
    }
}

void
gg_bg_melee_round_clear (GgBgMeleeRound *out)
{
  for (guint i = 0; out->duels != NULL && i < out->duels->len; i++)
    g_clear_pointer (&g_array_index (out->duels, GgBgDuel, i).rolls, g_array_unref);
  g_clear_pointer (&out->duels, g_array_unref);
  g_clear_pointer (&out->attacker_mods, g_ptr_array_unref);
  g_clear_pointer (&out->defender_mods, g_ptr_array_unref);
  g_clear_pointer (&out->attackers_lost, g_array_unref);
  g_clear_pointer (&out->defenders_lost, g_array_unref);
}

/* Takes the lost figures (indices into @figures before removal) out of @figures, their ids into
 * @ids. */
static void
remove_lost (GArray *figures, GArray *lost, GPtrArray *ids)
{
  for (guint i = 0; i < lost->len; i++)
    g_ptr_array_add (
      ids, (gpointer) g_array_index (figures, GgBgMeleeFigure, g_array_index (lost, int, i)).id);
  for (int i = (int) figures->len - 1; i >= 0; i--)
    for (guint k = 0; k < lost->len; k++)
      if (g_array_index (lost, int, k) == i)
        {
          g_array_remove_index (figures, i);
          break;
        }
}

void
gg_bg_melee_fight (GgBgRules *rules, GgDice *dice, const GgBgMeleeSide *attacker,
                   const GgBgMeleeFigure *attackers, guint n_attackers,
                   const GgBgMeleeSide *defender, const GgBgMeleeFigure *defenders,
                   guint n_defenders, const GgBgMeleeWatch *watch, GgBgMeleeOutcome *out)
{
  g_autoptr (GArray) a = g_array_new (FALSE, FALSE, sizeof (GgBgMeleeFigure));
  g_autoptr (GArray) d = g_array_new (FALSE, FALSE, sizeof (GgBgMeleeFigure));

  memset (out, 0, sizeof *out);
  out->attackers_lost = g_ptr_array_new ();
  out->defenders_lost = g_ptr_array_new ();
  g_return_if_fail (dice != NULL);
  g_array_append_vals (a, attackers, n_attackers);
  g_array_append_vals (d, defenders, n_defenders);
  while (a->len > 0 && d->len > 0)
    {
      GgBgMeleeRound round;

      if (watch != NULL && watch->ceases != NULL && watch->ceases (a, d, watch->data))
        {
          out->ceased = TRUE;
          break;
        }
      gg_bg_melee_round (rules, dice, attacker, (GgBgMeleeFigure *) a->data, a->len, defender,
                         (GgBgMeleeFigure *) d->data, d->len, ++out->rounds, &round);
      if (watch != NULL && watch->rolled != NULL)
        watch->rolled (&round, a, d, watch->data);
      remove_lost (a, round.attackers_lost, out->attackers_lost);
      remove_lost (d, round.defenders_lost, out->defenders_lost);
      gg_bg_melee_round_clear (&round);
    }
  out->attackers_left = a->len;
  out->defenders_left = d->len;
  out->attacker_won = d->len == 0 && a->len > 0;
}

void
gg_bg_melee_outcome_clear (GgBgMeleeOutcome *out)
{
  g_clear_pointer (&out->attackers_lost, g_ptr_array_unref);
  g_clear_pointer (&out->defenders_lost, g_ptr_array_unref);
}
