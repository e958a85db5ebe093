/* gg-dice.h: every die of the game, seeded so a game replays roll for roll, and logged so a
 * referee can show each roll. Players may also roll real dice and type the result in. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  GG_DIE_D6,  /* 1..6 (d6 rules) */
  GG_DIE_D10, /* 0..9, face 0 is worth 0 (BG-3.3-a, BG-3.3-b) */
  GG_DIE_D20, /* 1..20, morale (BG-3.3-a) */
} GgDieKind;

typedef struct
{
  guint serial; /* 1, 2, 3 ... in the order rolled */
  GgDieKind kind;
  int value;
  gboolean entered; /* typed in from a real die rather than rolled here */
  /* what it was for: an untranslated message (N_()), shown in the reader's language, e.g.
   * "morale test (BG-9-b)"; with @about, a message whose one %s stands for @about. Text an
   * older game kept is shown as it is when no translation matches it. */
  char *purpose;
  char *about; /* the value of @purpose's %s (an id, a side), or NULL */
} GgRoll;

typedef struct _GgDice GgDice;

GgDice *gg_dice_new (guint32 seed);
void gg_dice_free (GgDice *self);
guint32 gg_dice_get_seed (GgDice *self);
/* Rolls one die; @purpose is copied into the log. */
int gg_dice_roll (GgDice *self, GgDieKind kind, const char *purpose);
/* Records a real die's result. Returns FALSE if @value is not a face of @kind. */
gboolean gg_dice_enter (GgDice *self, GgDieKind kind, int value, const char *purpose);
/* As gg_dice_roll and gg_dice_enter, @purpose (N_()) holding one %s for @about (an id, a side),
 * kept apart so the log shows the purpose in its reader's language. */
int gg_dice_roll_about (GgDice *self, GgDieKind kind, const char *purpose, const char *about);
gboolean gg_dice_enter_about (GgDice *self, GgDieKind kind, int value, const char *purpose,
                              const char *about);
/* Real dice typed in before a resolution: the next gg_dice_roll() calls of the same kind take these
 * values, in order, and log them as entered, so one resolution code serves rolled and real dice.
 * FALSE if @value is not a face of @kind. */
gboolean gg_dice_queue_entered (GgDice *self, GgDieKind kind, int value);
guint gg_dice_get_n_queued (GgDice *self);
void gg_dice_clear_queue (GgDice *self);
guint gg_dice_get_n_rolls (GgDice *self);
const GgRoll *gg_dice_get_roll (GgDice *self, guint i);

int gg_die_min (GgDieKind kind);
int gg_die_max (GgDieKind kind);
const char *gg_die_name (GgDieKind kind);
/* Chance (0..1) that one die of @kind shows at least @target. */
double gg_die_p_at_least (GgDieKind kind, int target);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GgDice, gg_dice_free)

G_END_DECLS
