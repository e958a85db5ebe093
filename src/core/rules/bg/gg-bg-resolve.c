/* gg-bg-resolve.c: morale, fire and casualties, with exact odds. */
#include "gg-bg-resolve.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* Odds */

double
gg_bg_d10_p_at_least (int needed, int modifier)
{
  return gg_die_p_at_least (GG_DIE_D10, needed - modifier);
}

double *
gg_bg_successes_odds (const double *p, guint n)
{
  double *odds = g_new0 (double, n + 1);

  odds[0] = 1;
  for (guint i = 0; i < n; i++)
    {
      for (guint k = i + 1; k > 0; k--)
        odds[k] = odds[k] * (1 - p[i]) + odds[k - 1] * p[i];
      odds[0] *= 1 - p[i];
    }
  return odds;
}

/* Morale */

static void
add_modifier (GgBgRules *rules, GArray *mods, const char *group, const char *name)
{
  GgBgNumber n = gg_bg_rules_modifier (rules, group, name);

  gg_bg_modifiers_add (mods, &n, name);
}

static void
morale_modifiers (GgBgRules *rules, const GgBgMoraleInput *in, GArray *mods)
{
  static const struct
  {
    gsize offset;
    const char *name;
  } flags[] = {
    { G_STRUCT_OFFSET (GgBgMoraleInput, out_of_command), "out-of-command" },
    { G_STRUCT_OFFSET (GgBgMoraleInput, elite), "elite" },
    { G_STRUCT_OFFSET (GgBgMoraleInput, friendly_fire), "friendly-fire" },
    { G_STRUCT_OFFSET (GgBgMoraleInput, codardo), "codardo" },
    { G_STRUCT_OFFSET (GgBgMoraleInput, vanaglorioso), "vanaglorioso" },
    { G_STRUCT_OFFSET (GgBgMoraleInput, impopolare), "impopolare" },
    { G_STRUCT_OFFSET (GgBgMoraleInput, protector_fallen), "protector-hit" },
  };

  if (in->training == GG_BG_TRAINING_VETERANS)
    add_modifier (rules, mods, "morale", "veterans");
  else if (in->training == GG_BG_TRAINING_RECRUITS)
    add_modifier (rules, mods, "morale", "recruits");
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    if (G_STRUCT_MEMBER (gboolean, in, flags[i].offset))
      add_modifier (rules, mods, "morale", flags[i].name);
}

/* The chance that the D20 kept is @face: one die, or the better (lower) of two (BG-15.1-b). */
static double
p_kept (int face, gboolean extra_die)
{
  if (!extra_die)
    return 1.0 / 20;
  return ((21.0 - face) * (21 - face) - (20.0 - face) * (20 - face)) / 400;
}

void
gg_bg_morale_prepare (GgBgRules *rules, const GgBgMoraleInput *input, GgBgMorale *morale)
{
  double save = gg_bg_rules_number (rules, "characters.fortunato-save").value;

  memset (morale, 0, sizeof *morale);
  morale->modifiers = gg_bg_modifiers_new ();
  morale->save_roll = -1;
  morale_modifiers (rules, input, morale->modifiers);
  morale->total_modifier = gg_bg_modifiers_total (morale->modifiers);
  gg_bg_rules_morale_outcome (rules, input->figures, 0, &morale->table);
  for (int face = 1; face <= 20; face++)
    {
      GgBgMoraleOutcome o =
        gg_bg_rules_morale_outcome (rules, input->figures, face + morale->total_modifier, NULL);
      double p = p_kept (face, input->extra_die);

      if (o == GG_BG_MORALE_LEADER_HIT && input->fortunato)
        {
          double saved = gg_bg_d10_p_at_least (0, 0) - gg_bg_d10_p_at_least (save + 1, 0);

          morale->odds[GG_BG_MORALE_NO_EFFECT] += p * saved;
          p *= 1 - saved;
        }
      morale->odds[o] += p;
    }
  morale->house = GG_BG_NUMBER_IS_HOUSE (&morale->table) ||
                  gg_bg_modifiers_use_house (morale->modifiers);
}

void
gg_bg_morale_roll (GgBgRules *rules, GgDice *dice, const GgBgMoraleInput *input, GgBgMorale *morale)
{
  gg_bg_morale_prepare (rules, input, morale);
  morale->rolls[morale->n_rolls++] = gg_dice_roll (dice, GG_DIE_D20, N_ ("morale test (BG-9-b)"));
  morale->kept = morale->rolls[0];
  if (input->extra_die)
    {
      morale->rolls[morale->n_rolls++] =
        gg_dice_roll (dice, GG_DIE_D20, N_ ("extra morale die (BG-15.1-b)"));
      morale->kept = MIN (morale->rolls[0], morale->rolls[1]);
    }
  morale->modified = morale->kept + morale->total_modifier;
  morale->outcome = gg_bg_rules_morale_outcome (rules, input->figures, morale->modified, NULL);
  if (morale->outcome == GG_BG_MORALE_LEADER_HIT && input->fortunato)
    {
      morale->save_roll = gg_dice_roll (dice, GG_DIE_D10, N_ ("Fortunato (BG-15.1-a)"));
      if (morale->save_roll <= gg_bg_rules_number (rules, "characters.fortunato-save").value)
        morale->outcome = GG_BG_MORALE_NO_EFFECT;
    }
  morale->rolled = TRUE;
}

void
gg_bg_morale_clear (GgBgMorale *morale)
{
  g_clear_pointer (&morale->modifiers, g_array_unref);
}

/* Fire */

static int
max_rank (GgBgRules *rules, GgBgArm arm, const char **rule)
{
  const char *path = arm == GG_BG_ARM_CAVALRY ? "fire.cavalry-ranks" : "fire.infantry-ranks";
  GgBgNumber n = gg_bg_rules_number (rules, path);

  *rule = n.rule;
  return n.value;
}

static GgBgFireReason
fire_reason (GgBgRules *rules, GgBgArm arm, const GgBgFirer *f, const char **rule)
{
  GgBgNumber hit_on;

  if (f->officer)
    return (*rule = "BG-4.2-c"), GG_BG_FIRE_OFFICER;
  if (f->horse_holder)
    return (*rule = "BG-4.3-e"), GG_BG_FIRE_HORSE_HOLDER;
  if (f->needs_reload)
    return (*rule = "BG-3.5-a"), GG_BG_FIRE_NOT_LOADED;
  if (!f->visible)
    return (*rule = "BG-12.2-j"), GG_BG_FIRE_NOT_VISIBLE;
  if (!f->in_arc)
    return (*rule = "BG-3.1-f"), GG_BG_FIRE_OUT_OF_ARC;
  if (f->rank < 1 || f->rank > max_rank (rules, arm, rule) || (f->rank > 1 && !f->touches_front))
    return GG_BG_FIRE_RANK;
  if (!gg_bg_rules_to_hit (rules, f->weapon, f->range_mm, &hit_on))
    return (*rule = "BG-12.1-g"), GG_BG_FIRE_OUT_OF_RANGE;
  return (*rule = "BG-4.2-d"), GG_BG_FIRE_OK;
}

GgBgFireReason
gg_bg_fire_eligible (GgBgRules *rules, GgBgArm arm, const GgBgFirer *firer, const char **rule)
{
  const char *dummy;

  return fire_reason (rules, arm, firer, rule ? rule : &dummy);
}

static void
firer_modifiers (GgBgRules *rules, const GgBgFirer *f, GArray *mods)
{
  if (f->weapon == GG_BG_WEAPON_SMOOTHBORE)
    add_modifier (rules, mods, "fire", "smoothbore");
  else if (f->weapon == GG_BG_WEAPON_PISTOL)
    add_modifier (rules, mods, "fire", f->mounted ? "pistol-mounted" : "pistol-on-foot");
  else if (f->weapon == GG_BG_WEAPON_PRECISION_RIFLE)
    add_modifier (rules, mods, "fire", "precision-rifle");
}

void
gg_bg_fire_modifiers (GgBgRules *rules, const GgBgFirer *firer, const GgBgFireTarget *target,
                      GArray *mods)
{
  GgBgNumber n;
  gboolean blunderbuss = firer->weapon == GG_BG_WEAPON_BLUNDERBUSS;

  if (gg_bg_rules_cover_modifier (rules, "fire", target->cover, &n))
    gg_bg_modifiers_add (mods, &n,
                         target->cover == GG_BG_COVER_FORTIFICATION ? "fortification"
                         : target->cover == GG_BG_COVER_HARD        ? "hard-cover"
                                                                    : "light-cover");
  if (blunderbuss)
    return; /* BG-15.2-c: cover modifiers only */
  if (target->open_order)
    add_modifier (rules, mods, "fire", "open-order");
  if (target->mounted)
    add_modifier (rules, mods, "fire", "mounted-target");
  if (target->draught_horses)
    add_modifier (rules, mods, "fire", "draught-horses");
  for (int i = 0; i < target->levels_higher; i++)
    add_modifier (rules, mods, "fire", "per-level-higher");
  if (target->impopolare)
    add_modifier (rules, mods, "fire", "impopolare-target");
  if (target->small_target)
    add_modifier (rules, mods, "fire", "small-target");
  firer_modifiers (rules, firer, mods);
}

static void
prepare_shot (GgBgRules *rules, GgBgArm arm, const GgBgFirer *f, const GgBgFireTarget *target,
              GgBgShot *shot)
{
  double confirm = 1;

  memset (shot, 0, sizeof *shot);
  shot->id = f->id;
  shot->roll = shot->confirm_roll = -1;
  shot->modifiers = gg_bg_modifiers_new ();
  shot->reason = fire_reason (rules, arm, f, &shot->reason_rule);
  if (shot->reason != GG_BG_FIRE_OK)
    return;
  gg_bg_fire_modifiers (rules, f, target, shot->modifiers);
  shot->total_modifier = gg_bg_modifiers_total (shot->modifiers);
  gg_bg_rules_to_hit (rules, f->weapon, f->range_mm, &shot->hit_on);
  if (target->small_target || target->confirm_six)
    confirm = 1.0 / 10; /* "6 secco", BG-15.1-u */
  shot->p_hit = gg_bg_d10_p_at_least (shot->hit_on.value, shot->total_modifier) * confirm;
}

void
gg_bg_fire_prepare (GgBgRules *rules, GgBgArm arm, const GgBgFirer *firers, guint n_firers,
                    const GgBgFireTarget *target, GgBgFire *fire)
{
  g_autofree double *p = g_new0 (double, n_firers + 1);

  memset (fire, 0, sizeof *fire);
  fire->shots = g_array_sized_new (FALSE, TRUE, sizeof (GgBgShot), n_firers);
  for (guint i = 0; i < n_firers; i++)
    {
      GgBgShot shot;

      prepare_shot (rules, arm, &firers[i], target, &shot);
      g_array_append_val (fire->shots, shot);
      if (shot.reason != GG_BG_FIRE_OK)
        continue;
      p[fire->n_firing++] = shot.p_hit;
      fire->house |= GG_BG_NUMBER_IS_HOUSE (&shot.hit_on) ||
                     gg_bg_modifiers_use_house (shot.modifiers);
    }
  fire->odds = gg_bg_successes_odds (p, fire->n_firing);
}

void
gg_bg_fire_roll (GgBgRules *rules, GgDice *dice, GgBgArm arm, const GgBgFirer *firers,
                 guint n_firers, const GgBgFireTarget *target, GgBgFire *fire)
{
  double confirm = gg_bg_rules_number (rules, "fire.confirm-small-target").value;

  gg_bg_fire_prepare (rules, arm, firers, n_firers, target, fire);
  for (guint i = 0; i < fire->shots->len; i++)
    {
      GgBgShot *shot = &g_array_index (fire->shots, GgBgShot, i);

      if (shot->reason != GG_BG_FIRE_OK)
        continue;
      shot->roll = gg_dice_roll_about (dice, GG_DIE_D10, N_ ("fire, %s (BG-4.2-d)"), shot->id);
      shot->hit = shot->roll + shot->total_modifier >= shot->hit_on.value;
      if (shot->hit && (target->small_target || target->confirm_six))
        {
          shot->confirm_roll =
            gg_dice_roll (dice, GG_DIE_D10, N_ ("hit confirmed on 6 (BG-15.1-u)"));
          shot->hit = shot->confirm_roll == confirm;
        }
      fire->hits += shot->hit;
    }
  fire->rolled = TRUE;
}

void
gg_bg_fire_clear (GgBgFire *fire)
{
  for (guint i = 0; fire->shots != NULL && i < fire->shots->len; i++)
    g_clear_pointer (&g_array_index (fire->shots, GgBgShot, i).modifiers, g_array_unref);
  g_clear_pointer (&fire->shots, g_array_unref);
  g_clear_pointer (&fire->odds, g_free);
}

/* Casualties */

void
gg_bg_casualties_allocate (GgBgRules *rules, GgDice *dice, const GgBgCasualtyInput *input,
                           GgBgCasualties *out)
{
  double sides = gg_bg_rules_number (rules, "casualties.important-double").value;
  g_autofree double *p = NULL;

  memset (out, 0, sizeof *out);
  out->pairs = g_array_new (FALSE, FALSE, sizeof (int));
  out->losses = CLAMP (input->hits, 0, MAX (input->exposed, 0));
  out->overkill = MAX (input->hits - out->losses, 0);
  if (input->important <= 0)
    {
      out->n_odds = 1;
      out->odds = g_new0 (double, 1);
      out->odds[0] = 1;
      return;
    }
  p = g_new0 (double, out->losses + 1);
  for (int i = 0; i < out->losses; i++)
    p[i] = 1 / sides; /* a double on two D10 */
  out->odds = gg_bg_successes_odds (p, out->losses);
  out->n_odds = MIN (out->losses, input->important) + 1;
  /* no more losses can be forced than there are important pieces */
  for (int k = out->n_odds; k <= out->losses; k++)
    out->odds[out->n_odds - 1] += out->odds[k];
  for (int i = 0; i < out->losses; i++)
    {
      int a = gg_dice_roll (dice, GG_DIE_D10, N_ ("loss on an important piece? (BG-12.4-d)"));
      int b = gg_dice_roll (dice, GG_DIE_D10, N_ ("loss on an important piece? (BG-12.4-d)"));

      g_array_append_val (out->pairs, a);
      g_array_append_val (out->pairs, b);
      if (a == b && out->forced_important < input->important)
        out->forced_important++;
    }
}

void
gg_bg_casualties_clear (GgBgCasualties *out)
{
  g_clear_pointer (&out->pairs, g_array_unref);
  g_clear_pointer (&out->odds, g_free);
}

const char *
gg_bg_fire_reason_to_string (GgBgFireReason reason)
{
  static const char *const names[] = {
    "ok",          "officer",    "horse-holder", "not-loaded",
    "not-visible", "out-of-arc", "rank",         "out-of-range"
  };

  return reason < G_N_ELEMENTS (names) ? names[reason] : "?";
}
