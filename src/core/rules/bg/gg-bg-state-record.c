/* gg-bg-state-record.c: what La Bella Gigogin's part of the state of play (gg-bg-state.h) keeps
 * besides the squads' markers: organisation and traits from the roster, officers, the record of every draw, the
 * Captain's replacement attempts, prisoners, hidden squads and objectives. Keys are written only
 * when they hold something, so a file without them reads and writes back unchanged. */
#include "gg-bg-state-private.h"

#include <math.h>
#include <stdlib.h>
#include "gg-bg-rules.h"
#include "gg-game.h"
#include "gg-roster.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const char *const arm_names[] = { "infantry", "cavalry", "artillery", NULL };
static const char *const training_names[] = { "line", "veteran", "recruit", NULL };
static const char *const interaction_names[] = { "apart", "mutual-fire", "mutual-charge",
                                                 "preempted", NULL };
static const char *const hidden_names[] = { "agguato", "imboscata", "nascosto", NULL };
/* GgActivationStep, bit by bit */
static const char *const step_names[] = { "begun",         "morale-due",
                                          "friendly-fire", "morale-tested",
                                          "morale-passed", "acted",
                                          "one-action",    NULL };

static int
side_index (char side)
{
  return side == 'B' ? 1 : 0;
}

static void
officer_free (gpointer data)
{
  GgOfficerState *o = data;

  g_free (o->figure);
  g_free (o);
}

static void
prisoner_free (gpointer data)
{
  GgPrisoner *p = data;

  g_free (p->figure);
  g_ptr_array_unref (p->escorts);
  g_free (p);
}

static void
hidden_free (gpointer data)
{
  GgHiddenSquad *h = data;

  g_ptr_array_unref (h->dummies);
  g_free (h->seal);
  g_free (h);
}

static void
figure_weapon_free (gpointer data)
{
  GgFigureWeapon *w = data;

  g_free (w->figure);
  g_free (w);
}

void
_gg_state_squad_bg_init (GgSquadState *s)
{
  s->command = -1;
  s->weapons = g_ptr_array_new_with_free_func (figure_weapon_free);
  s->move_from = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

void
_gg_state_squad_bg_clear (GgSquadState *s)
{
  g_free (s->platoon);
  g_ptr_array_unref (s->weapons);
  g_hash_table_unref (s->move_from);
}

void
_gg_state_bg_init (GgBgState *self)
{
  self->officers = g_ptr_array_new_with_free_func (officer_free);
  self->activations = g_array_new (FALSE, TRUE, sizeof (GgActivationRecord));
  self->prisoners = g_ptr_array_new_with_free_func (prisoner_free);
  self->hidden = g_ptr_array_new_with_free_func (hidden_free);
  self->objectives = g_array_new (FALSE, TRUE, sizeof (GgObjective));
}

void
_gg_state_bg_clear (GgBgState *self)
{
  g_ptr_array_unref (self->officers);
  g_array_unref (self->activations);
  g_ptr_array_unref (self->prisoners);
  g_ptr_array_unref (self->hidden);
  g_array_unref (self->objectives);
}

/* Accessors */

static const char *
weapon_word (const char *text)
{
  const char *const *words = gg_roster_weapon_words ();

  for (guint i = 0; text != NULL && words[i] != NULL; i++)
    if (g_str_equal (words[i], text))
      return words[i];
  return NULL;
}

static GgFigureWeapon *
find_weapon (GgSquadState *s, const char *id)
{
  for (guint i = 0; s != NULL && i < s->weapons->len; i++)
    {
      GgFigureWeapon *w = g_ptr_array_index (s->weapons, i);

      if (g_str_equal (w->figure, id))
        return w;
    }
  return NULL;
}

const char *
gg_bg_state_weapon (GgGameState *self, char side, int number, const char *id)
{
  GgFigureWeapon *w = find_weapon (gg_bg_state_squad (self, side, number, FALSE), id);

  return w ? w->weapon : NULL;
}

gboolean
gg_bg_state_set_weapon (GgGameState *self, char side, int number, const char *id,
                        const char *weapon)
{
  const char *word = weapon_word (weapon);
  GgSquadState *s;
  GgFigureWeapon *w;

  if (word == NULL)
    return FALSE;
  s = gg_bg_state_squad (self, side, number, TRUE);
  if ((w = find_weapon (s, id)) == NULL)
    {
      w = g_new0 (GgFigureWeapon, 1);
      w->figure = g_strdup (id);
      g_ptr_array_add (s->weapons, w);
    }
  w->weapon = word;
  return TRUE;
}

guint
gg_bg_state_troop_flags (GgGameState *self, char side, int number)
{
  GgSquadState *s = self ? gg_bg_state_squad (self, side, number, FALSE) : NULL;
  guint traits = s ? s->traits : 0;

  return ((traits & GG_BG_TRAIT_CACCIATORI) ? GG_BG_TROOP_CACCIATORI : 0) |
         ((traits & GG_BG_TRAIT_TITUBANTI) ? GG_BG_TROOP_TITUBANTI : 0);
}

GgOfficerState *
gg_bg_state_officer (GgGameState *self, const char *figure, gboolean create)
{
  GgBgState *bg = create ? gg_bg_state (self) : _gg_bg_state_peek (self);
  GgOfficerState *o;

  for (guint i = 0; bg != NULL && i < bg->officers->len; i++)
    if (g_str_equal ((o = g_ptr_array_index (bg->officers, i))->figure, figure))
      return o;
  if (!create)
    return NULL;
  g_return_val_if_fail (bg != NULL, NULL);
  o = g_new0 (GgOfficerState, 1);
  o->figure = g_strdup (figure);
  g_ptr_array_add (bg->officers, o);
  return o;
}

GgOfficerState *
gg_bg_state_attached_officer (GgGameState *self, char side, int number)
{
  GgBgState *bg = _gg_bg_state_peek (self);

  for (guint i = 0; bg != NULL && i < bg->officers->len; i++)
    {
      GgOfficerState *o = g_ptr_array_index (bg->officers, i);

      if (!o->out && o->attached.side == side && o->attached.squad == number)
        return o;
    }
  return NULL;
}

GgPrisoner *
gg_bg_state_prisoner (GgGameState *self, const char *figure)
{
  GgBgState *bg = _gg_bg_state_peek (self);

  for (guint i = 0; bg != NULL && i < bg->prisoners->len; i++)
    {
      GgPrisoner *p = g_ptr_array_index (bg->prisoners, i);

      if (g_str_equal (p->figure, figure))
        return p;
    }
  return NULL;
}

GgPrisoner *
gg_bg_state_add_prisoner (GgGameState *self, const char *figure, GgChit captor)
{
  GgPrisoner *p = gg_bg_state_prisoner (self, figure);
  GgBgState *bg = gg_bg_state (self);

  g_return_val_if_fail (bg != NULL, NULL);
  if (p == NULL)
    {
      p = g_new0 (GgPrisoner, 1);
      p->figure = g_strdup (figure);
      p->escorts = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (bg->prisoners, p);
    }
  p->captor = captor;
  return p;
}

void
gg_bg_state_free_prisoner (GgGameState *self, const char *figure)
{
  GgPrisoner *p = gg_bg_state_prisoner (self, figure);

  if (p != NULL)
    g_ptr_array_remove (_gg_bg_state_peek (self)->prisoners, p);
}

GgHiddenSquad *
gg_bg_state_hidden (GgGameState *self, char side, int number)
{
  GgBgState *bg = _gg_bg_state_peek (self);

  for (guint i = 0; bg != NULL && i < bg->hidden->len; i++)
    {
      GgHiddenSquad *h = g_ptr_array_index (bg->hidden, i);

      if (h->squad.side == side && h->squad.squad == number)
        return h;
    }
  return NULL;
}

/* A casualty recorded in a squad's `removed` (BG-3.1-e)? */
static gboolean
removed (GgBgState *bg, const char *figure)
{
  for (guint i = 0; bg != NULL && i < bg->squads->len; i++)
    {
      GgSquadState *s = g_ptr_array_index (bg->squads, i);

      if (g_ptr_array_find_with_equal_func (s->removed, figure, g_str_equal, NULL))
        return TRUE;
    }
  return FALSE;
}

gboolean
gg_bg_state_is_out (GgGameState *self, const char *figure)
{
  GgOfficerState *o = gg_bg_state_officer (self, figure, FALSE);

  if ((o != NULL && o->out) || gg_bg_state_prisoner (self, figure) != NULL)
    return TRUE;
  return removed (_gg_bg_state_peek (self), figure);
}

/* A casualty, or an officer out of action (BG-4.1-g); a prisoner stays on the table with his
 * escort. */
gboolean
_gg_bg_state_off_table (GgGameState *state, const char *figure)
{
  GgOfficerState *o = gg_bg_state_officer (state, figure, FALSE);

  return (o != NULL && o->out) || removed (_gg_bg_state_peek (state), figure);
}

static void
add_marker (GPtrArray *out, GgMarkerKind kind, const GgFigure *f)
{
  g_autofree char *id = g_strdup_printf ("state-%s-%s", gg_marker_kind_to_string (kind), f->id);
  GgMarker *m = gg_marker_new (id, kind);

  m->figure = g_strdup (f->id);
  m->point = f->base.centre;
  g_ptr_array_add (out, m);
}

gboolean
gg_bg_state_morale_owed (const GgSquadState *s)
{
  return s->morale_test || ((s->steps & GG_STEP_MORALE_DUE) && !(s->steps & GG_STEP_MORALE_TESTED));
}

GPtrArray *
_gg_bg_state_markers (GgGame *game)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_marker_free);
  g_autoptr (GHashTable) morale = g_hash_table_new (NULL, NULL);

  for (guint i = 0; game->state != NULL && i < game->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (game->figures, i);
      GgSquadState *s = f->squad > 0 ? gg_bg_state_squad (game->state, f->side, f->squad, FALSE)
                                     : NULL;

      if (s == NULL || gg_game_state_off_table (game->state, f->id))
        continue;
      if (gg_bg_state_morale_owed (s) && !g_hash_table_contains (morale, s))
        {
          g_hash_table_add (morale, s);
          add_marker (out, GG_MARKER_MORALE_TEST, f);
        }
      if (g_ptr_array_find_with_equal_func (s->reload, f->id, g_str_equal, NULL))
        add_marker (out, GG_MARKER_RELOAD, f);
    }
  return out;
}

gboolean
_gg_bg_state_set_marker (GgGame *game, const char *figure, int kind, gboolean on)
{
  GgFigure *f = gg_game_lookup_figure (game, figure);
  GgSquadState *s;

  if (game->state == NULL || f == NULL || f->squad <= 0)
    return FALSE;
  s = gg_bg_state_squad (game->state, f->side, f->squad, TRUE);
  if (kind == GG_MARKER_MORALE_TEST)
    {
      s->morale_test = on;
      s->friendly_fire = on && s->friendly_fire;
      /* during its activation, the referee's word is the card's too */
      if (!on && (s->steps & GG_STEP_BEGUN))
        s->steps &= ~(guint) GG_STEP_MORALE_DUE;
      else if (on && (s->steps & GG_STEP_BEGUN) && !(s->steps & GG_STEP_ACTED))
        s->steps = (s->steps | GG_STEP_MORALE_DUE) &
                   ~(guint) (GG_STEP_MORALE_TESTED | GG_STEP_MORALE_PASSED);
    }
  else if (on)
    gg_bg_state_fired (game->state, f->side, f->squad, f->id);
  else
    gg_bg_state_reloaded (game->state, f->side, f->squad, f->id);
  return TRUE;
}

char *
gg_bg_state_activation_label (GgGameState *self)
{
  GgBgState *bg = _gg_bg_state_peek (self);
  GgActivationRecord *a;
  g_autofree char *first = NULL, *second = NULL;

  if (bg == NULL || bg->activations->len == 0)
    return NULL;
  a = &g_array_index (bg->activations, GgActivationRecord, bg->activations->len - 1);
  first = gg_chit_to_string (a->pair[0]);
  if (a->n < 2)
    return g_steal_pointer (&first);
  second = gg_chit_to_string (a->pair[1]);
  return g_strdup_printf ("%s + %s", first, second);
}

const char *
gg_hidden_mode_to_string (GgHiddenMode mode)
{
  return mode <= GG_HIDDEN_NASCOSTO ? hidden_names[mode] : NULL;
}

static gboolean
word_index (const char *const *names, const char *text, int *out)
{
  for (int i = 0; text != NULL && names[i] != NULL; i++)
    if (g_str_equal (names[i], text))
      return (*out = i), TRUE;
  return FALSE;
}

/* Writing */

static GgYamlNode *
flow_map (void)
{
  return gg_yaml_mapping_new (TRUE);
}

static GgYamlNode *
quoted (const char *s)
{
  return gg_yaml_scalar_new (s, GG_YAML_STYLE_QUOTED);
}

static GgYamlNode *
names_to_yaml (const char **names)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  for (guint i = 0; names[i] != NULL; i++)
    gg_yaml_sequence_append (seq, _gg_state_plain (names[i]));
  g_free (names);
  return seq;
}

static GgYamlNode *
steps_to_yaml (guint steps)
{
  GgYamlNode *seq = gg_yaml_sequence_new (TRUE);

  for (guint i = 0; step_names[i] != NULL; i++)
    if (steps & (1u << i))
      gg_yaml_sequence_append (seq, _gg_state_plain (step_names[i]));
  return seq;
}

static GgYamlNode *
chit_node (GgChit chit)
{
  g_autofree char *name = gg_chit_to_string (chit);

  return _gg_state_plain (name);
}

static void
add_true (GgYamlNode *map, const char *key, gboolean value)
{
  if (value)
    gg_yaml_mapping_append (map, key, _gg_state_plain ("true"));
}

/* weapons: { rifled-musket: [A-1-L1, A-1-1], precision-rifle: [A-1-2] }, words in the order
 * first recorded. */
static GgYamlNode *
weapons_to_yaml (GgSquadState *s)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);

  for (guint i = 0; i < s->weapons->len; i++)
    {
      GgFigureWeapon *w = g_ptr_array_index (s->weapons, i);
      GgYamlNode *ids = gg_yaml_mapping_lookup (map, w->weapon);

      if (ids == NULL)
        gg_yaml_mapping_append (map, w->weapon, ids = gg_yaml_sequence_new (TRUE));
      gg_yaml_sequence_append (ids, _gg_state_plain (w->figure));
    }
  return map;
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* move-from: { id: [x, y] } in mm, in the order of the ids. */
static GgYamlNode *
move_from_to_yaml (GgSquadState *s)
{
  GgYamlNode *map = gg_yaml_mapping_new (TRUE);
  g_autofree gpointer *ids = g_hash_table_get_keys_as_array (s->move_from, NULL);
  guint n = g_hash_table_size (s->move_from);

  qsort (ids, n, sizeof (gpointer), compare_ids);
  for (guint i = 0; i < n; i++)
    {
      const GgPoint *at = g_hash_table_lookup (s->move_from, ids[i]);
      GgYamlNode *pair = gg_yaml_sequence_new (TRUE);
      char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

      gg_yaml_sequence_append (pair,
                               _gg_state_plain (g_ascii_formatd (x, sizeof x, "%.6g", at->x)));
      gg_yaml_sequence_append (pair,
                               _gg_state_plain (g_ascii_formatd (y, sizeof y, "%.6g", at->y)));
      gg_yaml_mapping_append (map, ids[i], pair);
    }
  return map;
}

void
_gg_state_squad_bg_to_yaml (GgSquadState *s, GgYamlNode *map)
{
  if (s->platoon != NULL)
    gg_yaml_mapping_append (map, "platoon", quoted (s->platoon));
  if (s->arm != GG_BG_ARM_INFANTRY)
    gg_yaml_mapping_append (map, "arm", _gg_state_plain (arm_names[s->arm]));
  if (s->training != GG_BG_TRAINING_LINE)
    gg_yaml_mapping_append (map, "training", _gg_state_plain (training_names[s->training]));
  if (s->traits != 0)
    gg_yaml_mapping_append (map, "traits", names_to_yaml (gg_bg_traits_names (s->traits)));
  if (s->characters != 0)
    gg_yaml_mapping_append (map, "characters",
                            names_to_yaml (gg_bg_characters_names (s->characters)));
  if (s->weapons->len > 0)
    gg_yaml_mapping_append (map, "weapons", weapons_to_yaml (s));
  if (s->command >= 0)
    gg_yaml_mapping_append (map, "command", _gg_state_plain (s->command ? "in" : "out"));
  add_true (map, "protector-fallen", s->protector_fallen);
  add_true (map, "under-fire", s->under_fire);
  if (s->small_target_hits > 0)
    gg_yaml_mapping_append (map, "small-target-hits", _gg_state_integer (s->small_target_hits));
  add_true (map, "abandoned", s->abandoned);
  add_true (map, "mass", s->mass);
  if (s->steps != 0)
    gg_yaml_mapping_append (map, "activation", steps_to_yaml (s->steps));
  if (g_hash_table_size (s->move_from) > 0)
    gg_yaml_mapping_append (map, "move-from", move_from_to_yaml (s));
}

static GgYamlNode *
officer_to_yaml (GgOfficerState *o)
{
  GgYamlNode *map = flow_map ();

  gg_yaml_mapping_append (map, "figure", quoted (o->figure));
  if (o->characters != 0)
    gg_yaml_mapping_append (map, "characters",
                            names_to_yaml (gg_bg_characters_names (o->characters)));
  if (o->attached.side != 0)
    {
      gg_yaml_mapping_append (map, "attached", chit_node (o->attached));
      gg_yaml_mapping_append (map, "attached-turn", _gg_state_integer (o->attached_turn));
    }
  if (o->moved_turn > 0)
    gg_yaml_mapping_append (map, "moved-turn", _gg_state_integer (o->moved_turn));
  add_true (map, "out", o->out);
  return map;
}

static GgYamlNode *
activation_to_yaml (const GgActivationRecord *a)
{
  GgYamlNode *map = flow_map (), *pair = gg_yaml_sequence_new (TRUE);

  for (guint i = 0; i < a->n; i++)
    gg_yaml_sequence_append (pair, chit_node (a->pair[i]));
  gg_yaml_mapping_append (map, "turn", _gg_state_integer (a->turn));
  gg_yaml_mapping_append (map, "pair", pair);
  gg_yaml_mapping_append (map, "interaction", _gg_state_plain (interaction_names[a->interaction]));
  if (a->fired > 0)
    gg_yaml_mapping_append (map, "fired", _gg_state_integer (a->fired));
  return map;
}

static GgYamlNode *
prisoner_to_yaml (GgPrisoner *p)
{
  GgYamlNode *map = flow_map ();

  gg_yaml_mapping_append (map, "figure", quoted (p->figure));
  gg_yaml_mapping_append (map, "captor", chit_node (p->captor));
  gg_yaml_mapping_append (map, "escorts", _gg_state_ids_to_yaml (p->escorts));
  return map;
}

static GgYamlNode *
hidden_to_yaml (GgHiddenSquad *h)
{
  GgYamlNode *map = flow_map ();

  gg_yaml_mapping_append (map, "squad", chit_node (h->squad));
  gg_yaml_mapping_append (map, "mode", _gg_state_plain (hidden_names[h->mode]));
  gg_yaml_mapping_append (map, "dummies", _gg_state_ids_to_yaml (h->dummies));
  gg_yaml_mapping_append (map, "seal", quoted (h->seal ? h->seal : ""));
  gg_yaml_mapping_append (map, "locked", _gg_state_plain (h->locked ? "true" : "false"));
  return map;
}

static GgYamlNode *
objective_to_yaml (const GgObjective *o)
{
  GgYamlNode *map = flow_map ();
  char side[2] = { o->side, '\0' };

  gg_yaml_mapping_append (map, "side", _gg_state_plain (side));
  gg_yaml_mapping_append (map, "points", _gg_state_integer (o->points));
  gg_yaml_mapping_append (map, "conquered", _gg_state_plain (o->conquered ? "true" : "false"));
  return map;
}

typedef GgYamlNode *(*ToYaml) (gpointer item);

static void
append_list (GgYamlNode *map, const char *key, GPtrArray *items, ToYaml func)
{
  GgYamlNode *seq;

  if (items->len == 0)
    return;
  seq = gg_yaml_sequence_new (FALSE);
  for (guint i = 0; i < items->len; i++)
    gg_yaml_sequence_append (seq, func (g_ptr_array_index (items, i)));
  gg_yaml_mapping_append (map, key, seq);
}

/* { A: …, B: … } under @key, unless both are 0. */
static void
append_sides (GgYamlNode *map, const char *key, gint64 a, gint64 b)
{
  GgYamlNode *c;

  if (a == 0 && b == 0)
    return;
  c = flow_map ();
  gg_yaml_mapping_append (c, "A", _gg_state_integer (a));
  gg_yaml_mapping_append (c, "B", _gg_state_integer (b));
  gg_yaml_mapping_append (map, key, c);
}

static void
append_records (GgYamlNode *map, GgBgState *self)
{
  GgYamlNode *seq;

  if (self->activations->len > 0)
    {
      seq = gg_yaml_sequence_new (FALSE);
      for (guint i = 0; i < self->activations->len; i++)
        gg_yaml_sequence_append (
          seq, activation_to_yaml (&g_array_index (self->activations, GgActivationRecord, i)));
      gg_yaml_mapping_append (map, "activations", seq);
    }
  append_sides (map, "captain-attempts", self->captain_attempts[0], self->captain_attempts[1]);
  append_sides (map, "captain-rolled", self->captain_turn[0], self->captain_turn[1]);
}

static void
append_fallen (GgYamlNode *map, GgBgState *self)
{
  GgYamlNode *seq;

  if (!self->gigogin_fallen[0] && !self->gigogin_fallen[1])
    return;
  seq = gg_yaml_sequence_new (TRUE);
  if (self->gigogin_fallen[0])
    gg_yaml_sequence_append (seq, _gg_state_plain ("A"));
  if (self->gigogin_fallen[1])
    gg_yaml_sequence_append (seq, _gg_state_plain ("B"));
  gg_yaml_mapping_append (map, "gigogin-fallen", seq);
}

void
_gg_state_bg_to_yaml (GgBgState *self, GgYamlNode *map)
{
  append_list (map, "officers", self->officers, (ToYaml) officer_to_yaml);
  append_records (map, self);
  append_list (map, "prisoners", self->prisoners, (ToYaml) prisoner_to_yaml);
  append_list (map, "hidden", self->hidden, (ToYaml) hidden_to_yaml);
  if (self->objectives->len > 0)
    {
      GgYamlNode *seq = gg_yaml_sequence_new (FALSE);

      for (guint i = 0; i < self->objectives->len; i++)
        gg_yaml_sequence_append (
          seq, objective_to_yaml (&g_array_index (self->objectives, GgObjective, i)));
      gg_yaml_mapping_append (map, "objectives", seq);
    }
  append_fallen (map, self);
}

/* Reading */

static gboolean
read_word (GgStateReader *r, const GgYamlNode *map, const char *key, const char *const *names,
           int *out, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);
  g_autofree char *list = NULL;

  if (n == NULL)
    return TRUE;
  if (n->kind == GG_YAML_SCALAR && word_index (names, n->value, out))
    return TRUE;
  list = g_strjoinv (", ", (char **) names);
  return gg_yaml_set_error (error, n, r->filename, _("“%s” must be one of: %s"), key, list);
}

static gboolean
read_int (GgStateReader *r, const GgYamlNode *map, const char *key, gint64 max, gint64 *out,
          GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  return n == NULL || gg_yaml_get_int (n, r->filename, 0, max, out, error);
}

typedef gboolean (*FlagParse) (const char *text, guint *flag);

static gboolean
parse_trait (const char *text, guint *flag)
{
  GgBgTrait t;

  return gg_bg_trait_from_string (text, &t) && ((*flag = t), TRUE);
}

static gboolean
parse_character (const char *text, guint *flag)
{
  GgBgCharacter c;

  return gg_bg_character_from_string (text, &c) && ((*flag = c), TRUE);
}

static gboolean
parse_step (const char *text, guint *flag)
{
  int i;

  return word_index (step_names, text, &i) && ((*flag = 1u << i), TRUE);
}

static gboolean
read_flags (GgStateReader *r, const GgYamlNode *map, const char *key, FlagParse parse, guint *out,
            GError **error)
{
  GgYamlNode *seq = gg_yaml_mapping_lookup (map, key);

  if (seq == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, key, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      GgYamlNode *n = gg_yaml_sequence_nth (seq, i);
      guint flag;

      if (n->kind != GG_YAML_SCALAR || !parse (n->value, &flag))
        return gg_yaml_set_error (error, n, r->filename,
                                  _("unknown word in “%s”: “%s”"), key,
                                     n->kind == GG_YAML_SCALAR ? n->value : "?");
      *out |= flag;
    }
  return TRUE;
}

static gboolean
read_chit (GgStateReader *r, const GgYamlNode *map, const char *key, gboolean required,
           GgChit *chit, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  if (n == NULL && !required)
    return TRUE;
  if (n == NULL || n->kind != GG_YAML_SCALAR || !gg_chit_from_string (n->value, chit))
    return gg_yaml_set_error (error, n ? n : map, r->filename,
                              _("“%s” must name a squad: a side and a number, like A1"), key);
  return TRUE;
}

static const char *
required_string (GgStateReader *r, const GgYamlNode *map, const char *key, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, key);

  if (n == NULL)
    {
      gg_yaml_set_error (error, map, r->filename, _("“%s” is missing"), key);
      return NULL;
    }
  return gg_yaml_get_string (n, r->filename, error);
}

static gboolean
read_command (GgStateReader *r, const GgYamlNode *map, GgSquadState *s, GError **error)
{
  static const char *const words[] = { "out", "in", NULL };

  return read_word (r, map, "command", words, &s->command, error);
}

static gboolean
weapon_figure_ok (GgStateReader *r, GgSquadState *s, const GgYamlNode *n, GError **error)
{
  /* a figure deleted from the table keeps its record, as `removed` does */
  GgFigure *f = r->game ? gg_game_lookup_figure (r->game, n->value) : NULL;

  if (f != NULL && (f->side != s->side || f->squad != s->number))
    return gg_yaml_set_error (error, n, r->filename,
                              _("figure %s is not in squad %c%d"), n->value, s->side, s->number);
  if (find_weapon (s, n->value) != NULL)
    return gg_yaml_set_error (error, n, r->filename, _("figure %s has two weapons"), n->value);
  return TRUE;
}

static gboolean
read_weapon_ids (GgStateReader *r, GgSquadState *s, const char *word, const GgYamlNode *seq,
                 GError **error)
{
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, word, error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      GgYamlNode *n = gg_yaml_sequence_nth (seq, i);

      if (!gg_yaml_expect_kind (n, GG_YAML_SCALAR, r->filename, word, error) ||
          !weapon_figure_ok (r, s, n, error))
        return FALSE;
      gg_bg_state_set_weapon (r->state, s->side, s->number, n->value, word);
    }
  return TRUE;
}

/* weapons: a roster weapon word to the figures that carry it. */
static gboolean
read_weapons (GgStateReader *r, const GgYamlNode *map, GgSquadState *s, GError **error)
{
  GgYamlNode *m = gg_yaml_mapping_lookup (map, "weapons");

  if (m == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (m, GG_YAML_MAPPING, r->filename, "weapons", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_mapping_size (m); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (m, i);
      g_autofree char *known = g_strjoinv (", ", (char **) gg_roster_weapon_words ());

      if (weapon_word (key->value) == NULL)
        return gg_yaml_set_error (error, key, r->filename,
                                  _("unknown weapon “%s”; known: %s"), key->value, known);
      if (!read_weapon_ids (r, s, key->value, gg_yaml_mapping_value (m, i), error))
        return FALSE;
    }
  return TRUE;
}

/* move-from: { id: [x, y] }: figures of the squad, where their move began this activation. */
static gboolean
read_move_from (GgStateReader *r, const GgYamlNode *map, GgSquadState *s, GError **error)
{
  GgYamlNode *m = gg_yaml_mapping_lookup (map, "move-from");

  if (m == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (m, GG_YAML_MAPPING, r->filename, "move-from", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_mapping_size (m); i++)
    {
      GgYamlNode *key = gg_yaml_mapping_key (m, i), *v = gg_yaml_mapping_value (m, i);
      GgPoint at;

      if (key->kind != GG_YAML_SCALAR || key->value == NULL)
        return gg_yaml_set_error (error, key, r->filename, _("“move-from” needs [x, y] in mm"));
      if (r->game != NULL && gg_game_lookup_figure (r->game, key->value) == NULL)
        return gg_yaml_set_error (error, key, r->filename, _("unknown figure “%s”"), key->value);
      if (v->kind != GG_YAML_SEQUENCE || gg_yaml_sequence_size (v) != 2 ||
          !gg_yaml_get_double (gg_yaml_sequence_nth (v, 0), r->filename, &at.x, error) ||
          !gg_yaml_get_double (gg_yaml_sequence_nth (v, 1), r->filename, &at.y, error))
        return (error && *error)
                 ? FALSE
                 : gg_yaml_set_error (error, v, r->filename, _("“move-from” needs [x, y] in mm"));
      if (!isfinite (at.x) || !isfinite (at.y))
        return gg_yaml_set_error (error, v, r->filename, _("“move-from” needs [x, y] in mm"));
      g_hash_table_replace (s->move_from, g_strdup (key->value), g_memdup2 (&at, sizeof at));
    }
  return TRUE;
}

gboolean
_gg_state_squad_bg_read (GgStateReader *r, const GgYamlNode *map, GgSquadState *s, GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (map, "platoon");
  int arm = s->arm, training = s->training;
  gint64 hits = 0;
  const char *letter;

  if (n != NULL && !(letter = gg_yaml_get_string (n, r->filename, error)))
    return FALSE;
  if (n != NULL)
    s->platoon = g_strdup (letter);
  if (!read_word (r, map, "arm", arm_names, &arm, error) ||
      !read_word (r, map, "training", training_names, &training, error) ||
      !read_flags (r, map, "traits", parse_trait, &s->traits, error) ||
      !read_flags (r, map, "characters", parse_character, &s->characters, error) ||
      !read_flags (r, map, "activation", parse_step, &s->steps, error) ||
      !read_weapons (r, map, s, error) || !read_command (r, map, s, error) ||
      !read_move_from (r, map, s, error) ||
      !read_int (r, map, "small-target-hits", 4, &hits, error))
    return FALSE;
  s->arm = arm;
  s->training = training;
  s->small_target_hits = hits;
  return _gg_state_read_flag (r, map, "protector-fallen", &s->protector_fallen, error) &&
         _gg_state_read_flag (r, map, "under-fire", &s->under_fire, error) &&
         _gg_state_read_flag (r, map, "abandoned", &s->abandoned, error) &&
         _gg_state_read_flag (r, map, "mass", &s->mass, error);
}

static gboolean
figure_exists (GgStateReader *r, const GgYamlNode *map, const char *key, const char *id,
               GError **error)
{
  if (r->game == NULL || gg_game_lookup_figure (r->game, id) != NULL)
    return TRUE;
  return gg_yaml_set_error (error, gg_yaml_mapping_lookup (map, key), r->filename,
                            _("no figure has the id “%s”"), id);
}

static gboolean
read_officer (GgStateReader *r, const GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "figure",     "characters", "attached", "attached-turn",
                                      "moved-turn", "out",        NULL };
  const char *id;
  GgOfficerState *o;
  gint64 at = 0, moved = 0;

  if (!_gg_state_check_keys (r, map, _("an officer's state"), keys, error) ||
                             !(id = required_string (r, map, "figure", error)) ||
                             !figure_exists (r, map, "figure", id, error))
    return FALSE;
  if (gg_bg_state_officer (r->state, id, FALSE) != NULL)
    return gg_yaml_set_error (error, map, r->filename, _("officer %s is listed twice"), id);
  o = gg_bg_state_officer (r->state, id, TRUE);
  if (!read_flags (r, map, "characters", parse_character, &o->characters, error) ||
      !read_chit (r, map, "attached", FALSE, &o->attached, error) ||
      !read_int (r, map, "attached-turn", G_MAXINT, &at, error) ||
      !read_int (r, map, "moved-turn", G_MAXINT, &moved, error))
    return FALSE;
  o->attached_turn = at;
  o->moved_turn = moved;
  return _gg_state_read_flag (r, map, "out", &o->out, error);
}

static gboolean
read_pair (GgStateReader *r, const GgYamlNode *map, GgActivationRecord *a, GError **error)
{
  GgYamlNode *seq = gg_yaml_mapping_lookup (map, "pair");

  if (seq == NULL)
    return gg_yaml_set_error (error, map, r->filename, _("“%s” is missing"), "pair");
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, "pair", error))
    return FALSE;
  if (gg_yaml_sequence_size (seq) < 1 || gg_yaml_sequence_size (seq) > 2)
    return gg_yaml_set_error (error, seq, r->filename,
                              _("an activation's pair holds one or two squads"));
  for (a->n = 0; a->n < gg_yaml_sequence_size (seq); a->n++)
    {
      GgYamlNode *n = gg_yaml_sequence_nth (seq, a->n);

      if (n->kind != GG_YAML_SCALAR || !gg_chit_from_string (n->value, &a->pair[a->n]))
        return gg_yaml_set_error (error, n, r->filename,
                                  _("“%s” must name a squad: a side and a number, like A1"),
                                     "pair");
    }
  return TRUE;
}

static gboolean
read_activation (GgStateReader *r, const GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "turn", "pair", "interaction", "fired", NULL };
  GgActivationRecord a = { 0 };
  GgYamlNode *turn = gg_yaml_mapping_lookup (map, "turn");
  int interaction = GG_PAIR_APART;
  gint64 t, fired = 0;

  if (!_gg_state_check_keys (r, map, _("an activation"), keys, error))
    return FALSE;
  if (turn == NULL)
    return gg_yaml_set_error (error, map, r->filename, _("“%s” is missing"), "turn");
  if (!gg_yaml_get_int (turn, r->filename, 1, G_MAXINT, &t, error) ||
      !read_pair (r, map, &a, error) ||
      !read_word (r, map, "interaction", interaction_names, &interaction, error) ||
      !read_int (r, map, "fired", 2, &fired, error))
    return FALSE;
  a.turn = t;
  a.fired = fired;
  a.interaction = interaction;
  g_array_append_val (gg_bg_state (r->state)->activations, a);
  return TRUE;
}

static gboolean
read_prisoner (GgStateReader *r, const GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "figure", "captor", "escorts", NULL };
  GgYamlNode *n;
  const char *id;
  GgChit captor;
  GgPrisoner *p;

  if (!_gg_state_check_keys (r, map, _("a prisoner"), keys, error) ||
                             !(id = required_string (r, map, "figure", error)) ||
                             !read_chit (r, map, "captor", TRUE, &captor, error))
    return FALSE;
  if (gg_bg_state_prisoner (r->state, id) != NULL)
    return gg_yaml_set_error (error, map, r->filename, _("prisoner %s is listed twice"), id);
  p = gg_bg_state_add_prisoner (r->state, id, captor);
  return !(n = gg_yaml_mapping_lookup (map, "escorts")) ||
         _gg_state_read_ids (r, n, TRUE, p->escorts, error);
}

static gboolean
read_hidden_body (GgStateReader *r, const GgYamlNode *map, GgHiddenSquad *h, GError **error)
{
  GgYamlNode *n;
  const char *seal;
  int mode = h->mode;

  if (!read_word (r, map, "mode", hidden_names, &mode, error) ||
      !(seal = required_string (r, map, "seal", error)) ||
      !_gg_state_read_flag (r, map, "locked", &h->locked, error))
    return FALSE;
  h->mode = mode;
  h->seal = g_strdup (seal);
  return !(n = gg_yaml_mapping_lookup (map, "dummies")) ||
         _gg_state_read_ids (r, n, TRUE, h->dummies, error);
}

static gboolean
read_hidden (GgStateReader *r, const GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "squad", "mode", "dummies", "seal", "locked", NULL };
  GgHiddenSquad *h;
  GgChit squad;

  if (!_gg_state_check_keys (r, map, _("a hidden squad"), keys, error) ||
                             !read_chit (r, map, "squad", TRUE, &squad, error))
    return FALSE;
  if (gg_bg_state_hidden (r->state, squad.side, squad.squad) != NULL)
    return gg_yaml_set_error (error, map, r->filename, _("hidden squad listed twice"));
  h = g_new0 (GgHiddenSquad, 1);
  h->squad = squad;
  h->dummies = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (gg_bg_state (r->state)->hidden, h);
  return read_hidden_body (r, map, h, error);
}

static gboolean
read_side (GgStateReader *r, const GgYamlNode *n, char *side, GError **error)
{
  if (n != NULL && n->kind == GG_YAML_SCALAR &&
      (g_str_equal (n->value, "A") || g_str_equal (n->value, "B")))
    return (*side = n->value[0]), TRUE;
  return gg_yaml_set_error (error, n, r->filename, _("a side must be A or B"));
}

static gboolean
read_objective (GgStateReader *r, const GgYamlNode *map, GError **error)
{
  static const char *const keys[] = { "side", "points", "conquered", NULL };
  GgObjective o = { 0 };
  gint64 points = 0;

  if (!_gg_state_check_keys (r, map, _("an objective"), keys, error) ||
                             !read_side (r, gg_yaml_mapping_lookup (map, "side"), &o.side, error) ||
                             !read_int (r, map, "points", 1000, &points, error) ||
                             !_gg_state_read_flag (r, map, "conquered", &o.conquered, error))
    return FALSE;
  o.points = points;
  g_array_append_val (gg_bg_state (r->state)->objectives, o);
  return TRUE;
}

/* { A: …, B: … } of @what, each 0 to @max. */
static gboolean
read_sides (GgStateReader *r, const GgYamlNode *map, const char *what, gint64 max, gint64 out[2],
            GError **error)
{
  static const char *const keys[] = { "A", "B", NULL };

  out[0] = out[1] = 0;
  return map == NULL || (_gg_state_check_keys (r, map, what, keys, error) &&
                         read_int (r, map, "A", max, &out[0], error) &&
                         read_int (r, map, "B", max, &out[1], error));
}

static gboolean
read_attempts (GgStateReader *r, const GgYamlNode *node, GError **error)
{
  gint64 attempts[2], turns[2];

  if (!read_sides (r, gg_yaml_mapping_lookup (node, "captain-attempts"),
                   _("the Captain's replacement attempts"), 1000, attempts, error) ||
                   !read_sides (r, gg_yaml_mapping_lookup (node, "captain-rolled"),
                                _("the turns of the Captain's replacement rolls"), G_MAXINT, turns,
                                   error))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      gg_bg_state (r->state)->captain_attempts[i] = attempts[i];
      gg_bg_state (r->state)->captain_turn[i] = turns[i];
    }
  return TRUE;
}

static gboolean
read_fallen (GgStateReader *r, const GgYamlNode *seq, GError **error)
{
  if (seq == NULL)
    return TRUE;
  if (!gg_yaml_expect_kind (seq, GG_YAML_SEQUENCE, r->filename, "gigogin-fallen", error))
    return FALSE;
  for (guint i = 0; i < gg_yaml_sequence_size (seq); i++)
    {
      char side;

      if (!read_side (r, gg_yaml_sequence_nth (seq, i), &side, error))
        return FALSE;
      gg_bg_state (r->state)->gigogin_fallen[side_index (side)] = TRUE;
    }
  return TRUE;
}

static gboolean
read_optional_list (GgStateReader *r, const GgYamlNode *node, const char *key,
                    gboolean (*func) (GgStateReader *, const GgYamlNode *, GError **),
                    GError **error)
{
  GgYamlNode *n = gg_yaml_mapping_lookup (node, key);

  return n == NULL || _gg_state_read_list (r, n, func, key, error);
}

gboolean
_gg_state_bg_read (GgStateReader *r, const GgYamlNode *node, GError **error)
{
  return read_optional_list (r, node, "officers", read_officer, error) &&
         read_optional_list (r, node, "activations", read_activation, error) &&
         read_attempts (r, node, error) &&
         read_optional_list (r, node, "prisoners", read_prisoner, error) &&
         read_optional_list (r, node, "hidden", read_hidden, error) &&
         read_optional_list (r, node, "objectives", read_objective, error) &&
         read_fallen (r, gg_yaml_mapping_lookup (node, "gigogin-fallen"), error);
}
