/* gg-bg-preview.c: the cards' previews (see the header), kept with the rules so that the card,
 * the tests and any other reader get the same answer. */
#include "gg-bg-preview.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "gg-bg-rules.h"
#include "gg-units.h"

/* A rule's distance in cm, for a message (one interned text per value). */
static const char *
with_distance (GgBgTable *play, const char *entry, const char *format)
{
  g_autofree char *d = gg_unit_format (
    GG_UNIT_CM, gg_bg_rules_distance (gg_bg_table_get_rules (play), entry).value, 0);
  g_autofree char *t = g_strdup_printf (format, d);

  return g_intern_string (t);
}

static const char *
shell_problem (GgBgTable *play, GgBgShellCheck check)
{
  switch (check)
    {
    case GG_BG_SHELL_OK:
      return NULL;
    case GG_BG_SHELL_TOO_CLOSE: /* artillery.shell-min-range, scaled */
      return with_distance (play, "artillery.shell-min-range",
                            _("Shell cannot be fired under %s (BG-4.4-l)."));
    case GG_BG_SHELL_TOO_FAR:
      return _("Beyond the shell's range (BG-MISS-03, house default).");
    case GG_BG_SHELL_FRIENDS_AHEAD:
      return with_distance (play, "artillery.over-head-clear",
                            _("Friends less than %s in front of the gun (BG-4.4-m)."));
    default:
      return _("The target is not in sight, and over-the-head fire needs the battery commander to "
               "see it (BG-4.4-m).");
    }
}

/* May the gun fire: has a gun, has a target for shell, shell allowed (BG-4.4-l/m). */
static const char *
gun_problem (GgBgTable *play, GgBgSquadRef squad, GgBgShotKind kind, const GgBgSquadRef *target,
             GgFigure **gun)
{
  const char *rule = NULL;

  *gun = gg_bg_table_squad_gun (play, squad);
  if (*gun == NULL)
    return _("This squad has no gun.");
  if (kind != GG_BG_SHOT_SHELL)
    return NULL;
  if (target == NULL)
    return _("Choose the target of the shell.");
  return shell_problem (play, gg_bg_table_shell_check (play, *gun, *target, &rule));
}

/* The pieces the shot would reach; a shell's on the aim point, friends marked (BG-4.4-o). */
static GArray *
pieces_for (GgBgTable *play, const GgFigure *gun, GgBgShotKind kind, GgPoint fall)
{
  GArray *pieces;

  if (kind == GG_BG_SHOT_CANISTER)
    return gg_bg_table_canister_pieces (play, gun);
  if (kind == GG_BG_SHOT_ROUND_SHOT)
    return gg_bg_table_roundshot_pieces (play, gun);
  pieces = gg_bg_table_shell_pieces (play, fall);
  for (guint i = 0; i < pieces->len; i++)
    {
      GgBgPiece *p = &g_array_index (pieces, GgBgPiece, i);

      p->friendly = gg_game_lookup_figure (gg_bg_table_get_game (play), p->id)->side == gun->side;
    }
  return pieces;
}

void
gg_bg_preview_gun (GgBgTable *play, GgBgSquadRef squad, GgBgShotKind kind,
                   const GgBgSquadRef *target, GgBgGunPreview *out)
{
  GgBgRules *rules = gg_bg_table_get_rules (play);
  GgPoint aim = target ? gg_bg_table_squad_centre (play, *target) : (GgPoint){ 0, 0 };
  g_autoptr (GArray) pieces = NULL;
  GgBgPiece *p;
  GgFigure *gun;

  memset (out, 0, sizeof *out);
  if ((out->problem = gun_problem (play, squad, kind, target, &gun)) != NULL)
    return;
  pieces = pieces_for (play, gun, kind, aim);
  p = (GgBgPiece *) pieces->data;
  /* no dice: the odds before the shot */
  if (kind == GG_BG_SHOT_CANISTER)
    gg_bg_canister_fire (rules, NULL, p, pieces->len, &out->fire);
  else if (kind == GG_BG_SHOT_ROUND_SHOT)
    gg_bg_roundshot_fire (rules, NULL, p, pieces->len, &out->fire);
  else
    gg_bg_shell_effect (rules, NULL, p, pieces->len, &out->fire);
}

void
gg_bg_gun_preview_clear (GgBgGunPreview *self)
{
  if (self->problem == NULL)
    gg_bg_gun_fire_clear (&self->fire);
  self->problem = NULL;
}

/* BG-4.1-i: the distances are command.leaderless-rally and -surrender, scaled. */
static const char *
leaderless_text (GgBgTable *play, GgBgLeaderless what)
{
  switch (what)
    {
    case GG_BG_LEADERLESS_RALLY:
      return with_distance (play, "command.leaderless-rally",
                            _("it moves to the officer within %s and attaches to him"));
    case GG_BG_LEADERLESS_SURRENDER:
      return with_distance (
        play, "command.leaderless-surrender",
        _("an enemy is within %s: it surrenders, its figures are taken prisoner"));
    default:
      return _("it flees straight to its own table edge");
    }
}

char *
gg_bg_preview_leaderless (GgBgTable *play, const GgChit *squad, GgBgLeaderless *what)
{
  const char *rule = NULL;
  GgBgLeaderless w = gg_bg_leaderless_of (play, squad, &rule);

  if (what != NULL)
    *what = w;
  return g_strdup_printf (_("No squad leader. Without a leader %s (%s)."),
                             leaderless_text (play, w), rule);
}
