/* gg-dice.c: seeded dice with a log. GRand's Mersenne Twister is stable across GLib versions
 * since 2.2, so a seed replays identically. */
#include "gg-dice.h"

struct _GgDice
{
  guint32 seed;
  GRand *rand;
  guint draws;    /* numbers taken from @rand */
  GArray *log;    /* GgRoll */
  GArray *queued; /* GgRoll: real dice typed in ahead, taken by the next rolls of their kind */
};

static void
roll_clear (gpointer data)
{
  GgRoll *roll = data;

  g_free (roll->purpose);
  g_free (roll->about);
}

GgDice *
gg_dice_new (guint32 seed)
{
  GgDice *self = g_new0 (GgDice, 1);

  self->seed = seed;
  self->rand = g_rand_new_with_seed (seed);
  self->log = g_array_new (FALSE, TRUE, sizeof (GgRoll));
  self->queued = g_array_new (FALSE, TRUE, sizeof (GgRoll));
  g_array_set_clear_func (self->log, roll_clear);
  return self;
}

void
gg_dice_free (GgDice *self)
{
  if (self == NULL)
    return;
  g_rand_free (self->rand);
  g_array_unref (self->log);
  g_array_unref (self->queued);
  g_free (self);
}

guint32
gg_dice_get_seed (GgDice *self)
{
  return self->seed;
}

int
gg_die_min (GgDieKind kind)
{
  return kind == GG_DIE_D10 ? 0 : 1;
}

int
gg_die_max (GgDieKind kind)
{
  switch (kind)
    {
    case GG_DIE_D6:
      return 6;
    case GG_DIE_D10:
      return 9;
    case GG_DIE_D20:
    default:
      return 20;
    }
}

const char *
gg_die_name (GgDieKind kind)
{
  switch (kind)
    {
    case GG_DIE_D6:
      return "d6";
    case GG_DIE_D10:
      return "D10";
    case GG_DIE_D20:
    default:
      return "D20";
    }
}

double
gg_die_p_at_least (GgDieKind kind, int target)
{
  int lo = gg_die_min (kind), hi = gg_die_max (kind);

  if (target <= lo)
    return 1.0;
  if (target > hi)
    return 0.0;
  return (double) (hi - target + 1) / (hi - lo + 1);
}

static void
log_roll (GgDice *self, GgDieKind kind, int value, gboolean entered, const char *purpose,
          const char *about)
{
  GgRoll roll = {
    self->log->len + 1, kind, value, entered, g_strdup (purpose), g_strdup (about),
  };

  g_array_append_val (self->log, roll);
}

/* Takes the first queued value of @kind, if any. */
static gboolean
take_queued (GgDice *self, GgDieKind kind, int *value)
{
  for (guint i = 0; i < self->queued->len; i++)
    if (g_array_index (self->queued, GgRoll, i).kind == kind)
      {
        *value = g_array_index (self->queued, GgRoll, i).value;
        g_array_remove_index (self->queued, i);
        return TRUE;
      }
  return FALSE;
}

int
gg_dice_roll_about (GgDice *self, GgDieKind kind, const char *purpose, const char *about)
{
  int value;

  if (take_queued (self, kind, &value))
    {
      log_roll (self, kind, value, TRUE, purpose, about);
      return value;
    }
  value = g_rand_int_range (self->rand, gg_die_min (kind), gg_die_max (kind) + 1);

  self->draws++;
  log_roll (self, kind, value, FALSE, purpose, about);
  return value;
}

int
gg_dice_roll (GgDice *self, GgDieKind kind, const char *purpose)
{
  return gg_dice_roll_about (self, kind, purpose, NULL);
}

gboolean
gg_dice_enter_about (GgDice *self, GgDieKind kind, int value, const char *purpose,
                     const char *about)
{
  if (value < gg_die_min (kind) || value > gg_die_max (kind))
    return FALSE;
  log_roll (self, kind, value, TRUE, purpose, about);
  return TRUE;
}

gboolean
gg_dice_enter (GgDice *self, GgDieKind kind, int value, const char *purpose)
{
  return gg_dice_enter_about (self, kind, value, purpose, NULL);
}

guint
gg_dice_get_n_rolls (GgDice *self)
{
  return self->log->len;
}

const GgRoll *
gg_dice_get_roll (GgDice *self, guint i)
{
  g_return_val_if_fail (i < self->log->len, NULL);
  return &g_array_index (self->log, GgRoll, i);
}

gboolean
gg_dice_queue_entered (GgDice *self, GgDieKind kind, int value)
{
  GgRoll roll = { 0, kind, value, TRUE, NULL };

  if (value < gg_die_min (kind) || value > gg_die_max (kind))
    return FALSE;
  g_array_append_val (self->queued, roll);
  return TRUE;
}

guint
gg_dice_get_n_queued (GgDice *self)
{
  return self->queued->len;
}

void
gg_dice_clear_queue (GgDice *self)
{
  g_array_set_size (self->queued, 0);
}
