/* gg-report-rolls.c: each roll of the log as the report counts it. A La Bella Gigogin shot is
 * read from its entry's parts (its D10, its modifiers and the number it needed) and counted as
 * a hit or a miss, with its exact chance; any other die is counted by its face, drawn evenly
 * from the die's faces, because its entry does not say what it counted. Dice that choose
 * (a chit, a direction, the weather) are left out: no side does well or badly by them. */
#include "gg-report-private.h"

#include <glib/gi18n-lib.h>
#include <libintl.h>
#include <stdlib.h>
#include <string.h>

static GArray *
masses_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (GgReportMass));
}

static void
add_mass (GArray *masses, int value, double p)
{
  GgReportMass m = { value, p };

  if (p > 0)
    g_array_append_val (masses, m);
}

/* Every face of a die of @kind equally likely. */
static GArray *
faces_distribution (GgDieKind kind)
{
  GArray *out = masses_new ();
  int lo = gg_die_min (kind), hi = gg_die_max (kind);

  for (int v = lo; v <= hi; v++)
    add_mass (out, v, 1.0 / (hi - lo + 1));
  return out;
}

/* A shot: hits when face + @modifier >= @needs on a D10 (face 0 worth 0, BG-3.3-b). */
static GArray *
shot_distribution (double needs, double modifier)
{
  GArray *out = masses_new ();
  int hits = 0;

  for (int face = 0; face <= 9; face++)
    hits += face + modifier >= needs;
  add_mass (out, 0, (10 - hits) / 10.0);
  add_mass (out, 1, hits / 10.0);
  return out;
}

char *
_gg_report_purpose (const GgRoll *roll)
{
  const char *purpose;
  const char *at;

  if (roll->purpose == NULL || *roll->purpose == '\0')
    return g_strdup (gg_die_name (roll->kind));
  purpose = _(roll->purpose);
  if (roll->about == NULL || (at = strstr (purpose, "%s")) == NULL)
    return g_strdup (purpose);
  return g_strdup_printf ("%.*s%s%s", (int) (at - purpose), purpose, roll->about, at + 2);
}

/* A figure's id, or a squad's or unit's name ("A3", "B12"): its side; else 0. */
static char
side_of_word (GgGame *game, const char *word)
{
  GgFigure *f;

  if (word == NULL || (word[0] != 'A' && word[0] != 'B'))
    return 0;
  if ((f = gg_game_lookup_figure (game, word)) != NULL)
    return f->side;
  return word[1] != '\0' && strspn (word + 1, "0123456789") == strlen (word + 1) ? word[0] : 0;
}

static char
side_of_values (GgGame *game, char **values)
{
  for (guint i = 0; values != NULL && values[i] != NULL; i++)
    if (side_of_word (game, values[i]) != 0)
      return side_of_word (game, values[i]);
  return 0;
}

/* The side an entry's rolls belong to when a die does not say: the first squad, unit or
 * figure its text names ("Fire A1 at B2", "TEST (casualties), A1"), else the first its
 * activation names ("A3 + B7"). */
static char
entry_side (GgGame *game, const GgLogEntry *e)
{
  char side = side_of_values (game, e->values);
  g_auto (GStrv) words = NULL;

  for (guint i = 0; side == 0 && e->parts != NULL && i < e->parts->parts->len; i++)
    side = side_of_values (game, ((GgLogPart *) g_ptr_array_index (e->parts->parts, i))->values);
  if (side != 0 || e->activation == NULL)
    return side;
  words = g_strsplit_set (e->activation, " +,:", -1);
  return side_of_values (game, words);
}

/* A die rolled for a side by name ("first player, side A"). */
static char
side_of_purpose (const GgRoll *roll)
{
  const char *p = roll->purpose;
  gsize n = p ? strlen (p) : 0;

  if (n > 7 && g_str_has_suffix (p, " side A"))
    return 'A';
  return n > 7 && g_str_has_suffix (p, " side B") ? 'B' : 0;
}

typedef struct
{
  char *id;
  int face;
  double modifier;
  double needs;
  gboolean hit;
} Shot;

/* The modifiers' sum from the literal parts " +1 [BG-9-d" that follow a shot's D10. */
static void
add_modifier (Shot *shot, const GgLogPart *p)
{
  const char *s = p->message;
  char *end = NULL;
  double v;

  if (p->values != NULL || s == NULL || (s[0] != ' ' || (s[1] != '+' && s[1] != '-')))
    return;
  v = g_ascii_strtod (s + 1, &end);
  if (end != s + 1 && g_str_has_prefix (end, " ["))
    shot->modifier += v;
}

/* The shots of a La Bella Gigogin fire entry, in order, read from its parts. */
static GArray *
read_shots (const GgLogEntry *e)
{
  GArray *shots = g_array_new (FALSE, TRUE, sizeof (Shot));
  Shot *open = NULL;

  for (guint i = 0; e->parts != NULL && i < e->parts->parts->len; i++)
    {
      GgLogPart *p = g_ptr_array_index (e->parts->parts, i);

      if (g_strcmp0 (p->message, "; %s: D10 %d, ") == 0 && p->values && p->values[0] &&
          p->values[1])
        {
          Shot s = { p->values[0], atoi (p->values[1]), 0, 0, FALSE };

          g_array_append_val (shots, s);
          open = &g_array_index (shots, Shot, shots->len - 1);
        }
      else if (open != NULL && g_strcmp0 (p->message, ", needs %g [%s]: %s") == 0 && p->values &&
               p->values[0] && p->values[2])
        {
          open->needs = g_ascii_strtod (p->values[0], NULL);
          open->hit = g_str_equal (p->values[2], "hit");
          open = NULL;
        }
      else if (open != NULL)
        add_modifier (open, p);
    }
  return shots;
}

static GgReportRoll *
roll_new (const GgLogEntry *e, char side, char *what, int outcome, GArray *distribution)
{
  GgReportRoll *r = g_new0 (GgReportRoll, 1);

  r->entry = e->serial;
  r->turn = e->turn;
  r->side = side;
  r->what = what;
  r->outcome = outcome;
  r->distribution = distribution;
  return r;
}

void
_gg_report_roll_free (gpointer data)
{
  GgReportRoll *r = data;

  g_free (r->what);
  g_array_unref (r->distribution);
  g_free (r);
}

/* The shot of @shots that die @roll made, if it reads back right (the face and the hit agree
 * with the number needed), taken out of the list. */
static Shot *
shot_of (GArray *shots, const GgRoll *roll, gboolean *used)
{
  for (guint i = 0; roll->kind == GG_DIE_D10 && roll->about != NULL && i < shots->len; i++)
    {
      Shot *s = &g_array_index (shots, Shot, i);

      if (!used[i] && s->face == roll->value && g_strcmp0 (s->id, roll->about) == 0)
        {
          used[i] = TRUE;
          return (s->face + s->modifier >= s->needs) == s->hit ? s : NULL;
        }
    }
  return NULL;
}

/* Dice that choose rather than try (which chit, which way a shell strays, the weather): no side
 * does well or badly by their face, so they are not luck. */
static gboolean
chooses (const GgRoll *roll)
{
  static const char *const purposes[] = { "chit draw",
                                          "which commander",
                                          "rain",
                                          "shell scatter rose (BG-4.4-j)",
                                          "dispute, odd or even (BG-2.8-a)",
                                          NULL };

  return roll->purpose != NULL && g_strv_contains (purposes, roll->purpose);
}

/* Dice where a lower face does better: La Bella Gigogin's morale D20, where a higher total is
 * worse (BG-9-d). They count how far below the top they fell (21 − face), so that for every
 * roll a larger count is the better luck. */
static gboolean
lower_is_better (const GgRoll *roll)
{
  static const char *const purposes[] = { "morale test (BG-9-b)", "extra morale die (BG-15.1-b)",
                                          "Sfortunato (BG-15.1-n)", NULL };

  return roll->purpose != NULL && g_strv_contains (purposes, roll->purpose);
}

static GgReportRoll *
count_roll (GgGame *game, const GgLogEntry *e, const GgRoll *roll, GArray *shots, gboolean *used)
{
  char side = side_of_word (game, roll->about);
  Shot *shot = shot_of (shots, roll, used);
  GgReportRoll *r;

  if (side == 0)
    side = side_of_purpose (roll);
  if (side == 0)
    side = entry_side (game, e);
  if (shot != NULL)
    /* Translators: a shot in the battle report's dice: the figure and its D10 */
    return roll_new (e, side,
                     g_strdup_printf (_("shot by %s, D10 %d"), shot->id, roll->value), shot->hit,
                                      shot_distribution (shot->needs, shot->modifier));
  if (lower_is_better (roll))
    {
      g_autofree char *purpose = _gg_report_purpose (roll);
      int top = gg_die_min (roll->kind) + gg_die_max (roll->kind);

      /* Translators: a die of the battle report where a low face is good: what it was for,
       * the die and its face */
      r = roll_new (e, side,
                    g_strdup_printf (_("%s, %s %d (lower is better)"), purpose,
                                        gg_die_name (roll->kind), roll->value),
                                     top - roll->value, faces_distribution (roll->kind));
    }
  else
    r = roll_new (e, side, _gg_report_purpose (roll), roll->value, faces_distribution (roll->kind));
  r->by_face = TRUE;
  return r;
}

void
_gg_report_read_rolls (GgReport *self)
{
  GgLog *log = self->game->state->log;
  GgDice *dice = self->game->state->dice;

  for (guint i = 0; i < gg_log_get_n_entries (log); i++)
    {
      const GgLogEntry *e = gg_log_get_entry (log, i);
      g_autoptr (GArray) shots = NULL;
      g_autofree gboolean *used = NULL;

      if (e->kind != GG_LOG_ROLL || e->first_roll == 0 || e->n_rolls == 0)
        continue;
      shots = read_shots (e);
      used = g_new0 (gboolean, shots->len + 1);
      for (guint r = e->first_roll; r < e->first_roll + e->n_rolls; r++)
        {
          GgReportRoll *roll;

          if (r > gg_dice_get_n_rolls (dice))
            break;
          if (chooses (gg_dice_get_roll (dice, r - 1)))
            continue;
          roll = count_roll (self->game, e, gg_dice_get_roll (dice, r - 1), shots, used);
          if (roll->side != 'A' && roll->side != 'B')
            {
              self->n_unassigned++;
              _gg_report_roll_free (roll);
              continue;
            }
          g_ptr_array_add (self->rolls, roll);
        }
    }
}
