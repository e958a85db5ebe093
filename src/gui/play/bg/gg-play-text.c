/* gg-play-text.c */
#include "gg-config.h"

#include "gg-play-text.h"

#include <glib/gi18n.h>
#include <math.h>

const char *
gg_play_text_arm (GgBgArm arm)
{
  switch (arm)
    {
    case GG_BG_ARM_CAVALRY:
      return _("cavalry");
    case GG_BG_ARM_ARTILLERY:
      return _("artillery");
    case GG_BG_ARM_INFANTRY:
    default:
      return _("infantry");
    }
}

const char **
gg_play_text_translate (const char *const *items)
{
  guint n = g_strv_length ((char **) items);
  const char **out = g_new0 (const char *, n + 1);

  for (guint i = 0; i < n; i++)
    out[i] = _(items[i]);
  return out;
}

static const char *
missing_table (const char *rule)
{
  if (g_str_equal (rule, "BG-MISS-01"))
    return _("the morale table (no. 3)");
  if (g_str_equal (rule, "BG-MISS-02"))
    return _("the “Per colpire” table (to hit)");
  if (g_str_equal (rule, "BG-MISS-03"))
    return _("the weapon ranges");
  if (g_str_equal (rule, "BG-MISS-05"))
    return _("the scatter roses");
  return NULL;
}

char *
gg_play_text_house_tooltip (const GgBgNumber *number)
{
  const char *rule = number->rule ? number->rule : "?";
  const char *table = missing_table (rule);
  g_autofree char *head = NULL;

  if (table != NULL)
    head = g_strdup_printf (_("Not the rulebook's number: %s did not survive (%s); Gigogin used a "
                              "house default."),
                               table, rule);
  else
    head = g_strdup_printf (_("Not the rulebook's number: the rules leave a gap here (%s); "
                              "Gigogin used a house default."),
                               rule);
  return number->note ? g_strdup_printf ("%s\n%s", head, number->note) : g_steal_pointer (&head);
}

char *
gg_play_text_modifiers (GArray *modifiers)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; modifiers != NULL && i < modifiers->len; i++)
    {
      GgBgModifier *m = &g_array_index (modifiers, GgBgModifier, i);

      g_string_append_printf (s, "%s%s %+g (%s)%s", s->len ? "\n" : "",
                              gg_bg_modifier_label (m->name), m->value, m->rule,
                              m->source == GG_RULE_SOURCE_HOUSE ? _(" — house default") : "");
    }
  if (s->len == 0)
    g_string_append (s, _("No modifiers"));
  return g_string_free (s, FALSE);
}

/* Morale */

char *
gg_play_text_morale_odds (const GgBgMorale *morale)
{
  GString *s = g_string_new (_("Before rolling:"));

  for (int o = 0; o < GG_BG_MORALE_N_OUTCOMES; o++)
    if (morale->odds[o] > 0)
      g_string_append_printf (s, "\n%s: %.1f %%", gg_bg_morale_outcome_label (o),
                              100 * morale->odds[o]);
  g_string_append_printf (s, _("\nModifier %+d on the D20 (%s)"), morale->total_modifier,
                                morale->table.rule);
  return g_string_free (s, FALSE);
}

char *
gg_play_text_morale_result (const GgBgMorale *morale)
{
  g_autofree char *dice = NULL;

  if (morale->n_rolls == 2)
    dice = g_strdup_printf (_("D20 %d and %d, kept %d"), morale->rolls[0], morale->rolls[1],
                               morale->kept);
  else
    dice = g_strdup_printf (_("D20 %d"), morale->kept);
  /* Translators: dice, modifier, modified roll, outcome */
  return g_strdup_printf (_("%s %+d = %d: %s"), dice, morale->total_modifier, morale->modified,
                             gg_bg_morale_outcome_label (morale->outcome));
}

char *
gg_play_text_morale_log (GgBgSquadRef squad, const GgBgMorale *morale, const char *mods)
{
  g_autofree char *result = gg_play_text_morale_result (morale);

  return g_strdup_printf (_("Morale test of squad %c%d: %s\n%s%s"), squad.side, squad.number,
                             result, mods, morale->house ? _("\nHouse table (BG-MISS-01)") : "");
}

/* Fire */

char *
gg_play_text_hits_odds (const double *odds, guint n)
{
  GString *s = g_string_new (_("Chance of hits before rolling:"));

  for (guint k = 0; odds != NULL && k <= n; k++)
    g_string_append_printf (s, "%s%u:\u00a0%.1f\u00a0%%", k ? "  ·  " : " ", k, 100 * odds[k]);
  return g_string_free (s, FALSE);
}

static const char *
fire_reason (GgBgFireReason reason)
{
  switch (reason)
    {
    case GG_BG_FIRE_OFFICER:
      return _("officers and musicians do not fire");
    case GG_BG_FIRE_HORSE_HOLDER:
      return _("holds the horses");
    case GG_BG_FIRE_NOT_LOADED:
      return _("must reload");
    case GG_BG_FIRE_NOT_VISIBLE:
      return _("no target in sight");
    case GG_BG_FIRE_OUT_OF_ARC:
      return _("no target in the arc of fire (BG-3.1-f)");
    case GG_BG_FIRE_RANK:
      return _("not in a rank that fires");
    case GG_BG_FIRE_OUT_OF_RANGE:
      return _("out of range");
    case GG_BG_FIRE_OK:
    default:
      return "";
    }
}

static void
shot_line (GString *s, const GgBgShot *shot)
{
  g_autofree char *mods = NULL;

  if (shot->reason != GG_BG_FIRE_OK)
    {
      g_string_append_printf (s, "%s: %s (%s)\n", shot->id, fire_reason (shot->reason),
                              shot->reason_rule ? shot->reason_rule : "");
      return;
    }
  mods = gg_play_text_modifiers (shot->modifiers);
  g_strdelimit (mods, "\n", ';');
  /* Translators: figure, D10 needed, its rule, modifiers, chance */
  g_string_append_printf (s, _("%s: hits on %g+ (%s); %s → %.0f %%"), shot->id, shot->hit_on.value,
                                shot->hit_on.rule, mods, 100 * shot->p_hit);
  if (shot->roll >= 0)
    g_string_append_printf (s, _(" — rolled %d: %s"), shot->roll,
                                  shot->hit ? _("hit") : _("miss"));
  g_string_append_c (s, '\n');
}

char *
gg_play_text_fire_breakdown (const GgBgFire *fire)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < fire->shots->len; i++)
    shot_line (s, &g_array_index (fire->shots, GgBgShot, i));
  if (s->len > 0)
    g_string_truncate (s, s->len - 1);
  return g_string_free (s, FALSE);
}

char *
gg_play_text_fire_house (const GgBgFire *fire)
{
  for (guint i = 0; i < fire->shots->len; i++)
    {
      const GgBgShot *shot = &g_array_index (fire->shots, GgBgShot, i);

      if (shot->reason == GG_BG_FIRE_OK && GG_BG_NUMBER_IS_HOUSE (&shot->hit_on))
        return gg_play_text_house_tooltip (&shot->hit_on);
    }
  return g_strdup (_("Not the rulebook's number: a house modifier was used."));
}

char *
gg_play_text_ids (GPtrArray *ids)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", (char *) g_ptr_array_index (ids, i));
  return g_string_free (s, FALSE);
}

char *
gg_play_text_fire_result (const GgBgFire *fire, const GgBgCasualties *casualties, GPtrArray *ids)
{
  g_autofree char *breakdown = gg_play_text_fire_breakdown (fire);
  g_autofree char *who = gg_play_text_ids (ids);
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, ngettext ("%d hit", "%d hits", fire->hits), fire->hits);
  if (ids->len > 0)
    g_string_append_printf (s, _(". Out of action: %s"), who);
  if (casualties->overkill > 0)
    g_string_append_printf (s, _(" (%d more ignored: nobody else exposed, BG-12.1-j)"),
                                  casualties->overkill);
  g_string_append_printf (s, "\n%s", breakdown);
  return g_string_free (s, FALSE);
}

/* Guns */

char *
gg_play_text_gun_breakdown (const GgBgGunFire *fire)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < fire->shots->len; i++)
    {
      const GgBgPieceShot *p = &g_array_index (fire->shots, GgBgPieceShot, i);

      if (!p->rolled_for)
        continue;
      g_string_append_printf (s, _("%s%s: %.0f %%"), p->id,
                                    p->friendly ? _(" (friend)") : "", 100 * p->p_hit);
      if (p->roll >= 0)
        g_string_append_printf (s, _(" — rolled %d: %s"), p->roll,
                                      p->hit ? _("hit") : _("miss"));
      g_string_append_c (s, '\n');
    }
  if (s->len == 0)
    g_string_append (s, _("Nobody in the line of fire."));
  else
    g_string_truncate (s, s->len - 1);
  return g_string_free (s, FALSE);
}

char *
gg_play_text_gun_house (const GgBgGunFire *fire)
{
  for (guint i = 0; i < fire->shots->len; i++)
    {
      const GgBgPieceShot *p = &g_array_index (fire->shots, GgBgPieceShot, i);

      if (p->rolled_for && GG_BG_NUMBER_IS_HOUSE (&p->hit_on))
        return gg_play_text_house_tooltip (&p->hit_on);
    }
  return g_strdup (_("Not the rulebook's number: a house modifier was used."));
}
