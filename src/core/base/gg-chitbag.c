/* gg-chitbag.c: the initiative bag (BG-2.2, BG-3.4). */
#include "gg-chitbag.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "gg-rules-data.h"

static const char *chit_mode_to_string (GgChitMode mode);

struct _GgChitBag
{
  GgChitMode mode;
  guint turn;
  GArray *squads;    /* GgChit: every squad in play */
  GArray *bag;       /* GgChit: still in the bag this turn, in a fixed order */
  GArray *activated; /* GgChit: drawn this turn, in draw order */
  GgChit current[2];
  guint n_current;
};

static const char *const mode_names[] = { "tokens", "tombola", "poker" };

GgChitBag *
gg_chitbag_new (GgChitMode mode)
{
  GgChitBag *self = g_new0 (GgChitBag, 1);

  self->mode = mode;
  self->turn = 1;
  self->squads = g_array_new (FALSE, FALSE, sizeof (GgChit));
  self->bag = g_array_new (FALSE, FALSE, sizeof (GgChit));
  self->activated = g_array_new (FALSE, FALSE, sizeof (GgChit));
  return self;
}

void
gg_chitbag_free (GgChitBag *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->squads);
  g_array_unref (self->bag);
  g_array_unref (self->activated);
  g_free (self);
}

GgChitMode
gg_chitbag_get_mode (GgChitBag *self)
{
  return self->mode;
}

static gboolean
chit_equal (GgChit a, GgChit b)
{
  return a.side == b.side && a.squad == b.squad;
}

static int
find (GArray *chits, GgChit chit)
{
  for (guint i = 0; i < chits->len; i++)
    if (chit_equal (g_array_index (chits, GgChit, i), chit))
      return i;
  return -1;
}

static gboolean
remove_chit (GArray *chits, GgChit chit)
{
  int i = find (chits, chit);

  if (i < 0)
    return FALSE;
  g_array_remove_index (chits, i);
  return TRUE;
}

/* A number of the built-in La Bella Gigogin tables (initiative.*), read once: @item 0 or 1 of a
 * pair, or -1 for a single number. */
static int
initiative (const char *path, int item)
{
  static gsize loaded;
  static GgRulesData *data;
  GgRuleEntry entry;
  double v;

  if (g_once_init_enter (&loaded))
    {
      data = gg_rules_data_load_builtin ("bella-gigogin", NULL);
      g_once_init_leave (&loaded, 1);
    }
  if (data == NULL || !gg_rules_data_lookup (data, path, &entry))
    return 0;
  if (item >= 0 && entry.value->kind == GG_YAML_SEQUENCE &&
      (guint) item < gg_yaml_sequence_size (entry.value) &&
      gg_yaml_get_double (gg_yaml_sequence_nth (entry.value, item), "", &v, NULL))
    return (int) v;
  return item < 0 && entry.is_number ? (int) entry.number : 0;
}

/* The highest squad number a side may have in each mode: tokens BG-3.4-c (1-50), a tombola set
 * AMB-02 (A 1-49, B 51-90 drawn as 1-40), cards BG-3.4-f (26 a side). */
static int
max_number (GgChitMode mode, char side)
{
  switch (mode)
    {
    case GG_CHIT_MODE_TOMBOLA:
      return side == 'A' ? initiative ("initiative.tombola-a", 1)
                         : initiative ("initiative.tombola-b", 1) -
                             initiative ("initiative.tombola-split", -1);
    case GG_CHIT_MODE_POKER:
      return initiative ("initiative.poker-max-per-side", -1);
    case GG_CHIT_MODE_TOKENS:
    default:
      return initiative ("initiative.chit-numbers", 1);
    }
}

static gboolean
check_chit (GgChitMode mode, GgChit chit, GError **error)
{
  int max = max_number (mode, chit.side);

  if (chit.side != 'A' && chit.side != 'B')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("side must be A or B"));
      return FALSE;
    }
  if (chit.squad < 1 || chit.squad > max)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("squad %c%d has no chit: with %s the squads of side %c are numbered 1 to %d"),
                      chit.side, chit.squad, chit_mode_to_string (mode), chit.side, max);
      return FALSE;
    }
  return TRUE;
}

gboolean
gg_chitbag_add_squad (GgChitBag *self, char side, int squad, GError **error)
{
  GgChit chit = { side, squad };

  if (!check_chit (self->mode, chit, error))
    return FALSE;
  if (find (self->squads, chit) >= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("squad %c%d already has a chit"), side, squad);
      return FALSE;
    }
  g_array_append_val (self->squads, chit);
  g_array_append_val (self->bag, chit);
  return TRUE;
}

void
gg_chitbag_remove_squad (GgChitBag *self, char side, int squad)
{
  GgChit chit = { side, squad };

  remove_chit (self->squads, chit);
  remove_chit (self->bag, chit);
}

guint
gg_chitbag_get_n_squads (GgChitBag *self)
{
  return self->squads->len;
}

guint
gg_chitbag_get_n_in_bag (GgChitBag *self)
{
  return self->bag->len;
}

gboolean
gg_chitbag_in_bag (GgChitBag *self, char side, int squad)
{
  GgChit chit = { side, squad };

  return find (self->bag, chit) >= 0;
}

gboolean
gg_chitbag_has_activated (GgChitBag *self, char side, int squad)
{
  GgChit chit = { side, squad };

  return find (self->activated, chit) >= 0;
}

guint
gg_chitbag_get_turn (GgChitBag *self)
{
  return self->turn;
}

/* A uniform choice among @n (0..n-1) made of D10 digits, each logged under @purpose. */
static guint
chitbag_choose (GgDice *dice, guint n, const char *purpose)
{
  guint digits = 1, span = 10, limit, r;

  g_return_val_if_fail (n > 0 && n <= 100000, 0);
  if (n == 1)
    return 0;
  while (span < n)
    span *= 10, digits++;
  /* reject the top of the range so every choice is equally likely */
  limit = span - span % n;
  do
    {
      r = 0;
      for (guint i = 0; i < digits; i++)
        r = r * 10 + gg_dice_roll (dice, GG_DIE_D10, purpose);
    }
  while (r >= limit);
  return r % n;
}

static GgChit
take (GgChitBag *self, guint i)
{
  GgChit chit = g_array_index (self->bag, GgChit, i);

  g_array_remove_index (self->bag, i);
  g_array_append_val (self->activated, chit);
  return chit;
}

guint
gg_chitbag_draw_pair (GgChitBag *self, GgDice *dice, GgChit pair[2])
{
  guint n = 0;

  while (n < 2 && self->bag->len > 0)
    pair[n++] = take (self, chitbag_choose (dice, self->bag->len, N_ ("chit draw")));
  memcpy (self->current, pair, n * sizeof (GgChit));
  self->n_current = n;
  return n;
}

gboolean
gg_chitbag_draw_entered (GgChitBag *self, GgChit chit)
{
  int i = find (self->bag, chit);

  if (i < 0)
    return FALSE;
  take (self, i);
  if (self->n_current >= 2)
    self->n_current = 0;
  self->current[self->n_current++] = chit;
  return TRUE;
}

guint
gg_chitbag_get_current (GgChitBag *self, GgChit pair[2])
{
  memcpy (pair, self->current, self->n_current * sizeof (GgChit));
  return self->n_current;
}

gboolean
gg_chitbag_is_turn_over (GgChitBag *self)
{
  return self->bag->len == 0;
}

void
gg_chitbag_new_turn (GgChitBag *self)
{
  g_array_set_size (self->bag, 0);
  g_array_append_vals (self->bag, self->squads->data, self->squads->len);
  g_array_set_size (self->activated, 0);
  self->n_current = 0;
  self->turn++;
}

gboolean
gg_chitbag_preempt (GgChitBag *self, GgDice *dice, char side, int squad, double enemy_distance_mm,
                    double limit_mm, int success_max, int *roll)
{
  GgChit chit = { side, squad };
  int i = find (self->bag, chit);

  *roll = -1;
  if (i < 0 || enemy_distance_mm >= limit_mm)
    return FALSE;
  *roll = gg_dice_roll (dice, GG_DIE_D10, N_ ("Previdente (BG-15.1-d)"));
  if (*roll > success_max)
    return FALSE;
  take (self, i);
  return TRUE;
}

/* Names */

char *
gg_chitbag_chit_label (GgChitBag *self, GgChit chit)
{
  static const char *const ranks[] = { "A", "2", "3",  "4", "5", "6", "7",
                                       "8", "9", "10", "J", "Q", "K" };
  static const char *const suits[] = { "♠", "♣", "♥", "♦" };
  int n = chit.squad - 1;

  switch (self->mode)
    {
    case GG_CHIT_MODE_TOMBOLA:
      return g_strdup_printf ("%d", chit.side == 'A'
                                      ? chit.squad
                                      : initiative ("initiative.tombola-split", -1) + chit.squad);
    case GG_CHIT_MODE_POKER:
      if (n < 0 || n >= 26)
        return gg_chit_to_string (chit);
      return g_strconcat (ranks[n % 13], suits[(chit.side == 'A' ? 0 : 2) + n / 13], NULL);
    case GG_CHIT_MODE_TOKENS:
    default:
      return gg_chit_to_string (chit);
    }
}

static const char *
chit_mode_to_string (GgChitMode mode)
{
  return mode < G_N_ELEMENTS (mode_names) ? mode_names[mode] : "?";
}

static gboolean
chit_mode_from_string (const char *text, GgChitMode *mode)
{
  for (guint i = 0; i < G_N_ELEMENTS (mode_names); i++)
    if (g_strcmp0 (text, mode_names[i]) == 0)
      {
        *mode = i;
        return TRUE;
      }
  return FALSE;
}

char *
gg_chit_to_string (GgChit chit)
{
  return g_strdup_printf ("%c%d", chit.side, chit.squad);
}

gboolean
gg_chit_from_string (const char *text, GgChit *chit)
{
  char *end = NULL;
  gint64 n;

  if (text == NULL || (text[0] != 'A' && text[0] != 'B') || !g_ascii_isdigit (text[1]))
    return FALSE;
  n = g_ascii_strtoll (text + 1, &end, 10);
  if (*end != '\0' || n < 1 || n > 9999)
    return FALSE;
  chit->side = text[0];
  chit->squad = n;
  return TRUE;
}

/* Serialisation */

static GgYamlNode *
chits_to_yaml (const GgChit *chits, guint n)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *s = gg_chit_to_string (chits[i]);

      gg_yaml_sequence_append (seq, gg_yaml_scalar_new (s, GG_YAML_STYLE_PLAIN));
    }
  return seq;
}

GgYamlNode *
gg_chitbag_to_yaml (GgChitBag *self)
{
  GgYamlNode *map = gg_yaml_mapping_new (FALSE);
  g_autofree char *turn = g_strdup_printf ("%u", self->turn);

  gg_yaml_mapping_append (
    map, "mode", gg_yaml_scalar_new (chit_mode_to_string (self->mode), GG_YAML_STYLE_PLAIN));
  gg_yaml_mapping_append (map, "turn", gg_yaml_scalar_new (turn, GG_YAML_STYLE_PLAIN));
  gg_yaml_mapping_append (map, "squads",
                          chits_to_yaml ((GgChit *) self->squads->data, self->squads->len));
  gg_yaml_mapping_append (map, "bag", chits_to_yaml ((GgChit *) self->bag->data, self->bag->len));
  gg_yaml_mapping_append (map, "activated",
                          chits_to_yaml ((GgChit *) self->activated->data, self->activated->len));
  gg_yaml_mapping_append (map, "current", chits_to_yaml (self->current, self->n_current));
  return map;
}

static gboolean
read_chits (const GgYamlNode *seq, const char *filename, GArray *out, GError **error)
{
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, filename, _("a list of chits"), error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      GgYamlNode *n = gg_yaml_sequence_nth (seq, i);
      GgChit chit;

      if (n->kind != GG_YAML_SCALAR || !gg_chit_from_string (n->value, &chit))
        return gg_yaml_set_error (error, n, filename,
                                  _("a chit is a side and a squad number, like A12"));
      if (find (out, chit) >= 0)
        return gg_yaml_set_error (error, n, filename, _("chit %s is listed twice"), n->value);
      g_array_append_val (out, chit);
    }
  return TRUE;
}

static gboolean
check_bag_keys (const GgYamlNode *node, const char *filename, GError **error)
{
  static const char *const keys[] = {
    "mode", "turn", "squads", "bag", "activated", "current", NULL
  };

  for (guint i = 0; i < gg_yaml_mapping_size (node); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (node, i);

      if (key->kind != GG_YAML_SCALAR || !g_strv_contains (keys, key->value))
        return gg_yaml_set_error (error, key, filename,
                                  _("unknown key “%s” in the chit bag (expected one of: mode, "
                                    "turn, squads, bag, activated, current)"),
                                     key->kind == GG_YAML_SCALAR ? key->value : "?");
    }
  return TRUE;
}

static gboolean
check_subset (GgChitBag *self, GArray *chits, const GgYamlNode *node, const char *filename,
              GError **error)
{
  for (guint i = 0; i < chits->len; i++)
    if (find (self->squads, g_array_index (chits, GgChit, i)) < 0 && chits != self->activated)
      return gg_yaml_set_error (error, node, filename,
                                _("a chit in the bag belongs to no squad in play"));
  return TRUE;
}

static gboolean
read_bag_lists (GgChitBag *self, const GgYamlNode *node, const char *filename, GError **error)
{
  GgYamlNode *n;
  g_autoptr (GArray) current = g_array_new (FALSE, FALSE, sizeof (GgChit));

  if (((n = gg_yaml_mapping_lookup (node, "squads")) &&
       !read_chits (n, filename, self->squads, error)))
    return FALSE;
  for (guint i = 0; i < self->squads->len; i++)
    if (!check_chit (self->mode, g_array_index (self->squads, GgChit, i), NULL))
      return gg_yaml_set_error (error, n, filename, _("a squad has no chit in this mode"));
  if (((n = gg_yaml_mapping_lookup (node, "bag")) &&
       (!read_chits (n, filename, self->bag, error) ||
        !check_subset (self, self->bag, n, filename, error))) ||
      ((n = gg_yaml_mapping_lookup (node, "activated")) &&
       !read_chits (n, filename, self->activated, error)) ||
      ((n = gg_yaml_mapping_lookup (node, "current")) && !read_chits (n, filename, current, error)))
    return FALSE;
  if (current->len > 2)
    return gg_yaml_set_error (error, n, filename, _("at most two chits are drawn at a time"));
  self->n_current = current->len;
  if (current->len > 0) /* an empty GArray's data may be NULL */
    memcpy (self->current, current->data, current->len * sizeof (GgChit));
  return TRUE;
}

GgChitBag *
gg_chitbag_from_yaml (const GgYamlNode *node, const char *filename, GError **error)
{
  g_autoptr (GgChitBag) self = NULL;
  GgYamlNode *n;
  GgChitMode mode = GG_CHIT_MODE_TOKENS;
  gint64 turn = 1;

  if (!gg_yaml_expect_kind (node, GG_YAML_MAPPING, filename, _("the chit bag"), error) ||
                            !check_bag_keys (node, filename, error))
    return NULL;
  if ((n = gg_yaml_mapping_lookup (node, "mode")) &&
      (n->kind != GG_YAML_SCALAR || !chit_mode_from_string (n->value, &mode)))
    {
      gg_yaml_set_error (error, n, filename,
                         _("unknown chit mode: expected tokens, tombola or poker"));
      return NULL;
    }
  if ((n = gg_yaml_mapping_lookup (node, "turn")) &&
      !gg_yaml_get_int (n, filename, 1, 100000, &turn, error))
    return NULL;
  self = gg_chitbag_new (mode);
  self->turn = turn;
  if (!read_bag_lists (self, node, filename, error))
    return NULL;
  return g_steal_pointer (&self);
}
