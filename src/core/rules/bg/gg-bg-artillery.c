/* gg-bg-artillery.c: canister, round shot, shell, crews, works (BG-4.4). */
#include "gg-bg-artillery.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

static void
fire_init (GgBgGunFire *out, guint n)
{
  memset (out, 0, sizeof *out);
  out->shots = g_array_sized_new (FALSE, TRUE, sizeof (GgBgPieceShot), n);
}

static void
finish_odds (GgBgGunFire *out)
{
  g_autofree double *p = g_new0 (double, out->shots->len + 1);

  out->n_rolled_for = 0;
  for (guint i = 0; i < out->shots->len; i++)
    {
      GgBgPieceShot *s = &g_array_index (out->shots, GgBgPieceShot, i);

      if (s->rolled_for)
        p[out->n_rolled_for++] = s->p_hit;
    }
  out->odds = gg_bg_successes_odds (p, out->n_rolled_for);
}

static void
roll_all (GgDice *dice, GgBgGunFire *out, gboolean even, const char *purpose)
{
  for (guint i = 0; dice != NULL && i < out->shots->len; i++)
    {
      GgBgPieceShot *s = &g_array_index (out->shots, GgBgPieceShot, i);

      if (!s->rolled_for)
        continue;
      s->roll = gg_dice_roll_about (dice, GG_DIE_D10, purpose, s->id);
      s->hit = even ? s->roll % 2 == 0 : s->roll + s->total_modifier >= s->hit_on.value;
      out->hits += s->hit;
      out->friendly_fire |= s->hit && s->friendly;
    }
}

static void
small_arms_shot (GgBgRules *rules, GgBgWeapon weapon, const GgBgPiece *piece, gboolean may_hit,
                 GgBgGunFire *out)
{
  GgBgFirer gun = { .weapon = weapon };
  GgBgPieceShot s = { piece->id, FALSE, gg_bg_modifiers_new () };

  s.roll = -1;
  s.friendly = piece->friendly;
  s.rolled_for = may_hit && piece->visible &&
                 gg_bg_rules_to_hit (rules, weapon, piece->range_mm, &s.hit_on);
  if (s.rolled_for)
    {
      gg_bg_fire_modifiers (rules, &gun, &piece->target, s.modifiers);
      s.total_modifier = gg_bg_modifiers_total (s.modifiers);
      s.p_hit = gg_bg_d10_p_at_least (s.hit_on.value, s.total_modifier);
      out->house |= GG_BG_NUMBER_IS_HOUSE (&s.hit_on) || gg_bg_modifiers_use_house (s.modifiers);
    }
  g_array_append_val (out->shots, s);
}

void
gg_bg_canister_fire (GgBgRules *rules, GgDice *dice, const GgBgPiece *pieces, guint n_pieces,
                     GgBgGunFire *out)
{
  fire_init (out, n_pieces);
  for (guint i = 0; i < n_pieces; i++)
    small_arms_shot (rules, GG_BG_WEAPON_CANISTER, &pieces[i], !pieces[i].gun, out);
  finish_odds (out);
  roll_all (dice, out, FALSE, N_ ("canister (BG-4.4-h), %s"));
}

void
gg_bg_roundshot_fire (GgBgRules *rules, GgDice *dice, const GgBgPiece *pieces, guint n_pieces,
                      GgBgGunFire *out)
{
  fire_init (out, n_pieces);
  for (guint i = 0; i < n_pieces; i++)
    small_arms_shot (rules, GG_BG_WEAPON_ROUND_SHOT, &pieces[i], pieces[i].same_level, out);
  finish_odds (out);
  roll_all (dice, out, FALSE, N_ ("round shot (BG-4.4-i), %s"));
}

GgBgShellCheck
gg_bg_shell_check (GgBgRules *rules, double range_mm, gboolean visible_to_gun, gboolean over_head,
                   double friend_ahead_mm, gboolean uct_sees, const char **rule)
{
  GgBgNumber min = gg_bg_rules_distance (rules, "artillery.shell-min-range");
  GgBgNumber max = gg_bg_rules_distance (rules, "artillery.shell-max-range");
  GgBgNumber clear = gg_bg_rules_distance (rules, "artillery.over-head-clear");
  const char *dummy;

  rule = rule ? rule : &dummy;
  if (range_mm < min.value)
    return (*rule = min.rule), GG_BG_SHELL_TOO_CLOSE;
  if (range_mm > max.value)
    return (*rule = max.rule), GG_BG_SHELL_TOO_FAR;
  if (!over_head)
    return visible_to_gun ? ((*rule = "BG-4.4-j"), GG_BG_SHELL_OK)
                          : ((*rule = "BG-12.2-j"), GG_BG_SHELL_NOT_VISIBLE);
  *rule = clear.rule;
  if (friend_ahead_mm < clear.value)
    return GG_BG_SHELL_FRIENDS_AHEAD;
  return uct_sees ? GG_BG_SHELL_OK : GG_BG_SHELL_UCT_BLIND;
}

/* The point of fall for a known face, without rolling. */
static gboolean
gg_bg_shell_fall (GgBgRules *rules, GgBgGun gun, GgPoint gun_at, GgPoint aim, int face,
                  GgPoint *fall)
{
  double bearing, dist, line, angle;

  if (!gg_bg_rules_rose (rules, gun, face, &bearing, &dist, NULL))
    return FALSE;
  /* compass bearings, as for facings: 0 along +y, 90 along +x */
  line = atan2 (aim.x - gun_at.x, aim.y - gun_at.y);
  angle = line + bearing * G_PI / 180;
  fall->x = aim.x + dist * sin (angle);
  fall->y = aim.y + dist * cos (angle);
  return TRUE;
}

gboolean
gg_bg_shell_scatter (GgBgRules *rules, GgDice *dice, GgBgGun gun, GgPoint gun_at, GgPoint aim,
                     GgPoint *fall, int *face, GgBgNumber *rose)
{
  double bearing, dist;

  *face = gg_dice_roll (dice, GG_DIE_D10, N_ ("shell scatter rose (BG-4.4-j)"));
  if (rose != NULL)
    gg_bg_rules_rose (rules, gun, *face, &bearing, &dist, rose);
  return gg_bg_shell_fall (rules, gun, gun_at, aim, *face, fall);
}

void
gg_bg_shell_effect (GgBgRules *rules, GgDice *dice, const GgBgPiece *pieces, guint n_pieces,
                    GgBgGunFire *out)
{
  GgBgNumber even;

  gg_bg_rules_text (rules, "artillery.shell-hits-on", &even);
  fire_init (out, n_pieces);
  for (guint i = 0; i < n_pieces; i++)
    {
      GgBgPieceShot s = { pieces[i].id, pieces[i].visible, gg_bg_modifiers_new () };

      s.roll = -1;
      s.friendly = pieces[i].friendly;
      s.hit_on = even;
      s.p_hit = s.rolled_for ? 0.5 : 0; /* faces 0, 2, 4, 6, 8 of ten */
      g_array_append_val (out->shots, s);
    }
  finish_odds (out);
  roll_all (dice, out, TRUE, N_ ("shell (BG-4.4-k), %s"));
}

void
gg_bg_gun_fire_clear (GgBgGunFire *out)
{
  for (guint i = 0; out->shots != NULL && i < out->shots->len; i++)
    g_clear_pointer (&g_array_index (out->shots, GgBgPieceShot, i).modifiers, g_array_unref);
  g_clear_pointer (&out->shots, g_array_unref);
  g_clear_pointer (&out->odds, g_free);
}

int
gg_bg_gun_load_turns (GgBgRules *rules, int gunners, int helpers, const char **rule)
{
  GgBgNumber crew = gg_bg_rules_number (rules, "artillery.load-crew");
  GgBgNumber two = gg_bg_rules_number (rules, "artillery.load-two-turns-gunners");
  double g1, h1;
  const char *dummy;

  rule = rule ? rule : &dummy;
  gg_bg_rules_pair (rules, "artillery.load-one-turn", &g1, &h1, NULL);
  if (gunners + helpers < crew.value)
    return (*rule = crew.rule), 0;
  if (gunners >= g1 && gunners + helpers >= g1 + h1)
    return (*rule = "BG-4.4-z"), 1;
  if (gunners >= two.value)
    return (*rule = two.rule), 2;
  return (*rule = "BG-4.4-ab"), 0;
}

gboolean
gg_bg_gun_can_fire_loaded (GgBgRules *rules, int gunners)
{
  return gunners >= gg_bg_rules_number (rules, "artillery.fire-loaded-gunners").value;
}

static double
map_number (const GgYamlNode *map, const char *key)
{
  double v = 0;
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  if (n != NULL)
    gg_yaml_get_double (n, "", &v, NULL);
  return v;
}

int
gg_bg_work_hits_to_destroy (GgBgRules *rules, const char *work, double size, gboolean *halved,
                            gboolean *collapse, GgBgNumber *info)
{
  g_autofree char *path = g_strconcat ("artillery.damage.", work, NULL);
  GgRuleEntry entry;
  GgYamlNode *occ, *col;
  double hits, per;

  if (!gg_rules_data_lookup (gg_bg_rules_get_data (rules), path, &entry))
    return 0;
  if (info != NULL)
    *info = gg_bg_rules_number (rules, path);
  hits = map_number (entry.value, "hits");
  per = map_number (entry.value, "per");
  occ = gg_yaml_mapping_lookup (entry.value, "occupants");
  col = gg_yaml_mapping_lookup (entry.value, "collapse");
  *halved = occ != NULL && g_strcmp0 (occ->value, "half") == 0;
  *collapse = col != NULL && g_strcmp0 (col->value, "true") == 0;
  if (hits <= 0 || per <= 0)
    return 0;
  /* AMB-54: at least one section or 100 cm² */
  return hits * MAX (1, floor (size / per));
}
