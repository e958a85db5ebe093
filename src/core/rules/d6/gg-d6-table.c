/* gg-d6-table.c: d6 units made from the figures of the table, and what is measured between
 * them: distances, frontage, ranks, arcs, line of sight, contact and command. */
#include "gg-d6-table-private.h"

#include <math.h>
#include <string.h>

/* Small helpers shared by the gg-d6-table*.c files */

double
_gg_d6_dot (GgPoint a, GgPoint b)
{
  return a.x * b.x + a.y * b.y;
}

double
_gg_d6_in (double mm)
{
  return mm / GG_MM_PER_INCH;
}

double
_gg_d6_mm (double in)
{
  return in * GG_MM_PER_INCH;
}

int
_gg_d6_pt (GgD6Table *self)
{
  return gg_d6_turn_player_turn (&self->d6->turn);
}

gboolean
_gg_d6_is_enemy (const GgD6TableUnit *a, const GgD6TableUnit *b)
{
  return a->side != b->side;
}

guint
_gg_d6_outline (const GgBase *base, GgPoint *out)
{
  if (base->shape == GG_BASE_RECT)
    {
      gg_base_corners (base, out);
      return 4;
    }
  for (guint i = 0; i < 12; i++)
    {
      GgPoint v = gg_bearing_vector (i * 30.0);

      out[i].x = base->centre.x + v.x * base->diameter / 2;
      out[i].y = base->centre.y + v.y * base->diameter / 2;
    }
  return 12;
}

void
_gg_d6_frame (const GgD6TableUnit *unit, _GgD6Frame *f)
{
  f->d = gg_bearing_vector (unit->facing);
  f->r = (GgPoint){ f->d.y, -f->d.x };
  f->front = f->right = -INFINITY;
  f->rear = f->left = INFINITY;
  for (guint i = 0; i < unit->figures->len; i++)
    {
      GgFigure *fig = g_ptr_array_index (unit->figures, i);
      GgPoint k[12];
      guint n = _gg_d6_outline (&fig->base, k);

      for (guint j = 0; j < n; j++)
        {
          double v = _gg_d6_dot (k[j], f->d), u = _gg_d6_dot (k[j], f->r);

          f->front = MAX (f->front, v);
          f->rear = MIN (f->rear, v);
          f->left = MIN (f->left, u);
          f->right = MAX (f->right, u);
        }
    }
}

double
_gg_d6_shifted_distance (const GgD6TableUnit *unit, GgPoint shift, const GgD6TableUnit *other)
{
  double best = INFINITY;

  for (guint i = 0; i < unit->figures->len; i++)
    {
      GgBase b = ((GgFigure *) g_ptr_array_index (unit->figures, i))->base;

      b.centre.x += shift.x;
      b.centre.y += shift.y;
      for (guint j = 0; j < other->figures->len; j++)
        best = MIN (
          best, gg_base_distance (&b, &((GgFigure *) g_ptr_array_index (other->figures, j))->base));
    }
  return _gg_d6_in (best);
}

/* Building the units */

char *
gg_d6_unit_id (char side, int squad)
{
  return g_strdup_printf ("%c%d", side, squad);
}

static GgD6TableUnit *
unit_new (GgD6Table *self, const char *id, char side)
{
  GgD6TableUnit *u = g_new0 (GgD6TableUnit, 1);

  u->id = g_strdup (id);
  u->side = side;
  u->squad = atoi (id + 1);
  u->figures = g_ptr_array_new ();
  u->state = gg_d6_state_lookup_unit (self->d6, id);
  if (u->state == NULL)
    u->state = gg_d6_state_add_unit (self->d6, id, side);
  g_ptr_array_add (self->units, u);
  g_hash_table_insert (self->by_id, u->id, u);
  return u;
}

static void
unit_free (gpointer data)
{
  GgD6TableUnit *u = data;

  g_free (u->id);
  g_ptr_array_unref (u->figures);
  g_free (u);
}

static GgD6Kind
kind_of (const GgD6UnitState *s)
{
  static const struct
  {
    const char *word;
    GgD6Kind kind;
  } words[] = {
    { "line-infantry", GG_D6_LINE_INFANTRY },
    { "light-infantry", GG_D6_LIGHT_INFANTRY },
    { "line-cavalry", GG_D6_LINE_CAVALRY },
    { "light-cavalry", GG_D6_LIGHT_CAVALRY },
    { "light-guns", GG_D6_LIGHT_GUNS },
    { "heavy-guns", GG_D6_HEAVY_GUNS },
    { "command", GG_D6_COMMAND },
  };

  if (gg_d6_unit_state_has_attribute (s, "miners-sappers"))
    return GG_D6_MINERS; /* D6-SAP-1: they operate as light infantry */
  for (guint i = 0; s->type != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (s->type, words[i].word))
      return words[i].kind;
  return GG_D6_LINE_INFANTRY;
}

static GgD6Formation
formation_of (const GgD6UnitState *s, GgD6Kind kind)
{
  static const struct
  {
    const char *word;
    GgD6Formation formation;
  } words[] = {
    { "line", GG_D6_FORM_LINE },
    { "rear-rank-about", GG_D6_FORM_LINE }, /* D6-FORM-8 */
    { "attack-column", GG_D6_FORM_ATTACK_COLUMN },
    { "column-of-march", GG_D6_FORM_MARCH_COLUMN },
    { "other", GG_D6_FORM_OTHER },
    { "square", GG_D6_FORM_SQUARE },
    { "skirmish", GG_D6_FORM_LOOSE },
    { "limbered", GG_D6_FORM_LIMBERED },
    { "unlimbered", GG_D6_FORM_UNLIMBERED },
  };

  for (guint i = 0; s->formation != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (s->formation, words[i].word))
      return words[i].formation;
  if (kind == GG_D6_LIGHT_INFANTRY || kind == GG_D6_MINERS)
    return GG_D6_FORM_LOOSE;
  return kind == GG_D6_HEAVY_GUNS || kind == GG_D6_LIGHT_GUNS ? GG_D6_FORM_UNLIMBERED
                                                              : GG_D6_FORM_LINE;
}

static GgD6Weapon
weapon_of (const GgD6UnitState *s, GgD6Kind kind)
{
  static const char *const words[] = { "musket", "rifle", "carbine-pistol" };

  if (kind == GG_D6_HEAVY_GUNS || kind == GG_D6_LIGHT_GUNS || kind == GG_D6_COMMAND)
    return gg_d6_default_weapon (kind);
  if (s->weapon != NULL && g_str_equal (s->weapon, "none"))
    return GG_D6_NO_WEAPON;
  for (guint i = 0; s->weapon != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (s->weapon, words[i]))
      return (GgD6Weapon) i; /* muskets, rifles, carbines-pistols, in that order */
  return gg_d6_default_weapon (kind);
}

static GgD6Level
level_of (const GgD6UnitState *s, GgD6Kind kind)
{
  static const char *const words[] = { "brigade", "division", "corps", "army" };

  if (kind != GG_D6_COMMAND)
    return GG_D6_LEVEL_NONE;
  for (guint i = 0; s->level != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (s->level, words[i]))
      return GG_D6_LEVEL_BRIGADE + i;
  return GG_D6_LEVEL_BRIGADE;
}

/* D6-SPEC-3/4: dismounted dragoons are Green light infantry with rifles. */
static void
dismount (GgD6TableUnit *u)
{
  u->dismounted = TRUE;
  u->unit.kind = GG_D6_LIGHT_INFANTRY;
  u->unit.klass = GG_D6_GREEN;
  u->unit.weapon = GG_D6_RIFLES;
  u->unit.formation = GG_D6_FORM_LOOSE;
  u->unit.dragoons = FALSE;
}

/* The rules' view of the unit from its `d6:` entry (defaults: docs/rosters.md, D6-GEN-8). */
static void
describe (GgD6TableUnit *u)
{
  const GgD6UnitState *s = u->state;
  GgD6Unit *d = &u->unit;

  d->id = u->id;
  d->kind = kind_of (s);
  d->italian = g_strcmp0 (s->nationality, "italian") == 0;
  d->french = g_strcmp0 (s->nationality, "french") == 0;
  d->elite = gg_d6_unit_state_has_attribute (s, "elite");
  d->lancers = gg_d6_unit_state_has_attribute (s, "lancers");
  d->dragoons = gg_d6_unit_state_has_attribute (s, "dragoons");
  d->irregular = gg_d6_unit_state_has_attribute (s, "irregular");
  if (s->klass == NULL || !gg_d6_class_from_string (s->klass, &d->klass))
    d->klass = d->italian ? GG_D6_GREEN : GG_D6_TRAINED;
  d->formation = formation_of (s, d->kind);
  d->weapon = weapon_of (s, d->kind);
  u->level = level_of (s, d->kind);
  if (d->dragoons && g_strcmp0 (s->formation, "dismounted") == 0)
    dismount (u);
  _gg_d6_unit_refresh (u);
}

/* Figures, markers and strength, after figures moved or were removed. */
void
_gg_d6_unit_refresh (GgD6TableUnit *u)
{
  const GgD6UnitState *s = u->state;
  GgD6Unit *d = &u->unit;
  double x = 0, y = 0;

  d->strength = s->strength > 0 ? s->strength : (int) u->figures->len + s->lost;
  d->figures = u->figures->len > 0 ? (int) u->figures->len : MAX (0, d->strength - s->lost);
  d->disordered = gg_d6_unit_state_disordered (s);
  d->reforming = s->red;
  d->routed = s->status == GG_D6_STATUS_ROUTING || s->status == GG_D6_STATUS_ROUT_PENDING;
  for (guint i = 0; i < u->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (u->figures, i);

      x += f->base.centre.x;
      y += f->base.centre.y;
    }
  if (u->figures->len > 0)
    {
      u->centre = (GgPoint){ x / u->figures->len, y / u->figures->len };
      u->facing = ((GgFigure *) g_ptr_array_index (u->figures, 0))->base.facing;
    }
}

static int
cmp_unit (gconstpointer a, gconstpointer b)
{
  return strcmp ((*(GgD6TableUnit *const *) a)->id, (*(GgD6TableUnit *const *) b)->id);
}

static GgD6TableUnit *
find_or_make (GgD6Table *self, const char *id, char side)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self, id);

  return u != NULL ? u : unit_new (self, id, side);
}

static void
gather_units (GgD6Table *self)
{
  GgD6TableUnit *last = NULL;

  for (guint i = 0; i < self->game->figures->len; i++)
    {
      GgFigure *f = g_ptr_array_index (self->game->figures, i);
      g_autofree char *id = NULL;

      /* a unit's figures mostly follow one another in the file */
      if (last == NULL || last->side != f->side || last->squad != f->squad)
        {
          id = gg_d6_unit_id (f->side, f->squad);
          last = find_or_make (self, id, f->side);
        }
      g_ptr_array_add (last->figures, f);
    }
  for (guint i = 0; i < self->d6->units->len; i++)
    {
      GgD6UnitState *s = g_ptr_array_index (self->d6->units, i);

      find_or_make (self, s->id, s->side);
    }
  g_ptr_array_sort (self->units, cmp_unit);
  for (guint i = 0; i < self->units->len; i++)
    describe (g_ptr_array_index (self->units, i));
}

GgD6Table *
gg_d6_table_new (GgGame *game, GgD6Rules *rules)
{
  GgD6Table *self = g_new0 (GgD6Table, 1);

  self->game = gg_game_ref (game);
  self->rules = rules;
  self->d6 = gg_d6_state_ensure (game);
  self->units = g_ptr_array_new_with_free_func (unit_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  gather_units (self);
  return self;
}

void
gg_d6_table_free (GgD6Table *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->units);
  g_clear_pointer (&self->los, gg_los_free);
  g_clear_pointer (&self->index, gg_spatial_free);
  gg_game_unref (self->game);
  g_free (self);
}

GgGame *
gg_d6_table_get_game (GgD6Table *self)
{
  return self->game;
}

GgD6Rules *
gg_d6_table_get_rules (GgD6Table *self)
{
  return self->rules;
}

GgLos *
gg_d6_table_get_los (GgD6Table *self)
{
  /* made when first asked: a table built to ask who commands whom (every refresh of the
   * command overlay) never indexes its thousands of figures */
  if (self->los != NULL)
    return self->los;
  self->index = gg_spatial_new (self->game);
  self->los = gg_los_new (self->index);
  if (gg_d6_rules_option_is (self->rules, "gap-rule", "friend-near-target"))
    gg_los_get_options (self->los)->gap_mm = 0; /* AMB-25: the other reading, below */
  return self->los;
}

void
_gg_d6_table_forget_los (GgD6Table *self)
{
  g_clear_pointer (&self->los, gg_los_free);
  g_clear_pointer (&self->index, gg_spatial_free);
}

guint
gg_d6_table_get_n_units (GgD6Table *self)
{
  return self->units->len;
}

GgD6TableUnit *
gg_d6_table_get_unit (GgD6Table *self, guint i)
{
  g_return_val_if_fail (i < self->units->len, NULL);
  return g_ptr_array_index (self->units, i);
}

GgD6TableUnit *
gg_d6_table_lookup (GgD6Table *self, const char *id)
{
  return id != NULL ? g_hash_table_lookup (self->by_id, id) : NULL;
}

gboolean
gg_d6_table_unit_present (const GgD6TableUnit *unit)
{
  GgD6Status s = unit->state->status;

  return unit->figures->len > 0 && s != GG_D6_STATUS_DESTROYED && s != GG_D6_STATUS_OFF_TABLE;
}

/* From a roster */

static void
set_word (char **field, const char *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

/* Fills @state's description (type, class, nationality, weapon, formation, brigade, attributes,
 * strength) from @unit, a unit node of a d6 roster: what gg-deploy.c put on the table gets its
 * `d6:` entry. */
static void
gg_d6_unit_state_describe (GgD6UnitState *s, GgRoster *roster, const GgRosterNode *unit)
{
  static const char *const attrs[] = { "lancers", "dragoons", "elite", "miners-sappers",
                                       "irregular" };
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  const GgRosterNode *brigade = gg_roster_node_get_parent (unit);

  set_word (&s->name, gg_roster_node_get_text (unit, "name"));
  set_word (&s->type, gg_roster_node_get_text (unit, "type"));
  set_word (&s->klass, gg_roster_unit_class (roster, unit));
  set_word (&s->nationality, gg_roster_unit_nationality (roster, unit));
  set_word (&s->weapon, gg_roster_unit_weapon (unit));
  set_word (&s->formation, gg_roster_node_get_text (unit, "formation"));
  if (brigade != NULL && gg_roster_node_get_kind (brigade) == GG_ROSTER_KIND_BRIGADE)
    set_word (&s->brigade, gg_roster_node_get_text (brigade, "name"));
  for (guint i = 0; i < G_N_ELEMENTS (attrs); i++)
    if (gg_roster_node_has_flag (unit, "attributes", attrs[i]))
      g_strv_builder_add (b, attrs[i]);
  g_strfreev (s->attributes);
  s->attributes = g_strv_builder_end (b);
  if (s->attributes[0] == NULL)
    g_clear_pointer (&s->attributes, g_strfreev);
  s->strength = gg_roster_node_get_int (unit, "figures", 0);
}

void
gg_d6_deploy_record_state (GgGame *game, GgRoster *roster, const GgRosterNode *unit,
                           GPtrArray *figures)
{
  GgFigure *first = figures->len ? g_ptr_array_index (figures, 0) : NULL;
  g_autofree char *id = NULL;
  GgD6UnitState *s;

  if (first == NULL || first->squad <= 0)
    return;
  gg_d6_state_ensure (game);
  id = gg_d6_unit_id (first->side, first->squad);
  s = gg_d6_state_lookup_unit (gg_d6_state_of (game), id);
  gg_d6_unit_state_describe (s ? s : gg_d6_state_add_unit (gg_d6_state_of (game), id, first->side),
                             roster, unit);
}

/* Measuring */

double
gg_d6_table_distance (const GgD6TableUnit *a, const GgD6TableUnit *b)
{
  return _gg_d6_shifted_distance (a, (GgPoint){ 0, 0 }, b);
}

double
gg_d6_table_point_distance (const GgD6TableUnit *unit, GgPoint p)
{
  double best = INFINITY;

  for (guint i = 0; i < unit->figures->len; i++)
    best = MIN (best, gg_base_point_distance (
                        &((GgFigure *) g_ptr_array_index (unit->figures, i))->base, p, NULL));
  return _gg_d6_in (best);
}

double
gg_d6_table_frontage (const GgD6TableUnit *unit)
{
  _GgD6Frame f;

  if (unit->figures->len == 0)
    return 0;
  _gg_d6_frame (unit, &f);
  return _gg_d6_in (f.right - f.left);
}

int
gg_d6_table_rank_of (const GgD6TableUnit *unit, const GgFigure *figure)
{
  _GgD6Frame f;
  double depth = figure->base.shape == GG_BASE_RECT ? figure->base.depth : figure->base.diameter;
  double v = _gg_d6_dot (gg_base_front_centre (&figure->base), gg_bearing_vector (unit->facing));

  _gg_d6_frame (unit, &f);
  return (int) floor ((f.front - v) / depth + 0.5);
}

/* Line of sight (D6-FIRE-13/14, D6-TER-6, AMB-24, AMB-25) */

static gboolean
friend_near_target (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b,
                    GPtrArray *blockers)
{
  double limit = gg_d6_fire_gap_needed (self->rules, gg_d6_table_frontage (b));

  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *f = g_ptr_array_index (self->units, i);

      if (f != a && f->side == a->side && gg_d6_table_unit_present (f) &&
          gg_d6_table_distance (f, b) < limit - GG_D6_EPS_IN)
        {
          if (blockers != NULL)
            g_ptr_array_add (blockers, g_strdup (f->id));
          return TRUE;
        }
    }
  return FALSE;
}

static void
copy_blockers (const GgLosResult *r, GPtrArray *blockers)
{
  for (guint i = 0; blockers != NULL && i < r->blocked_by->len; i++)
    g_ptr_array_add (blockers, g_strdup (g_ptr_array_index (r->blocked_by, i)));
  for (guint i = 0; blockers != NULL && i < r->blocked_by_figures->len; i++)
    g_ptr_array_add (blockers, g_strdup (g_ptr_array_index (r->blocked_by_figures, i)));
}

/* Hills (D6-TER-2/3, AMB-50): from a hill, units not on a hill more than 12" from the firer do
 * not block; hill to hill, units not on a hill block only if friends within 12" of the target. */
typedef struct
{
  GgD6Table *self;
  double screen;      /* mm */
  GHashTable *levels; /* GgFigure* -> its level + 1 */
} HillScreen;

static void
hill_screen_init (HillScreen *h, GgD6Table *self)
{
  h->self = self;
  h->screen = _gg_d6_mm (gg_d6_rules_number (self->rules, "terrain.hill-screen"));
  h->levels = g_hash_table_new (g_direct_hash, g_direct_equal);
}

static int
screen_level (HillScreen *h, const GgFigure *f)
{
  gpointer found = g_hash_table_lookup (h->levels, f);
  int level;

  if (found != NULL)
    return GPOINTER_TO_INT (found) - 1;
  level = gg_los_point_level (gg_d6_table_get_los (h->self), f->base.centre);
  g_hash_table_insert (h->levels, (gpointer) f, GINT_TO_POINTER (level + 1));
  return level;
}

static gboolean
screen_ignored (HillScreen *h, const GgFigure *blocker, const GgFigure *firer,
                const GgFigure *target)
{
  double screen = h->screen;
  int firer_up = screen_level (h, firer);
  int target_up;

  if (firer_up == 0 || screen_level (h, blocker) > 0)
    return FALSE;
  target_up = screen_level (h, target);
  if (target_up > 0)
    return blocker->side != firer->side ||
           gg_base_distance (&blocker->base, &target->base) > screen + GG_GEOMETRY_EPSILON;
  return gg_base_distance (&blocker->base, &firer->base) > screen + GG_GEOMETRY_EPSILON;
}

static gboolean
clear_from_hill (HillScreen *h, const GgLosResult *r, const GgFigure *firer, const GgFigure *target)
{
  GgD6Table *self = h->self;

  for (guint i = 0; i < r->lines->len; i++)
    {
      const GgSightLine *l = &g_array_index (r->lines, GgSightLine, i);
      gboolean ok = l->blocked_by->len == 0;

      for (guint j = 0; ok && j < l->blocked_by_figures->len; j++)
        ok = screen_ignored (
          h, gg_game_lookup_figure (self->game, g_ptr_array_index (l->blocked_by_figures, j)),
          firer, target);
      if (ok)
        return TRUE;
    }
  return FALSE;
}

static gboolean
hill_ignores (const GgFigure *blocker, const GgFigure *firer, const GgFigure *target, gpointer data)
{
  return screen_ignored (data, blocker, firer, target);
}

static gboolean
friend_near_target_blocks (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b,
                           GPtrArray *blockers)
{
  return a->side != b->side &&
         gg_d6_rules_option_is (self->rules, "gap-rule", "friend-near-target") &&
         friend_near_target (self, a, b, blockers);
}

gboolean
gg_d6_table_los (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b,
                 GPtrArray *blockers)
{
  HillScreen h;
  gboolean clear;

  if (friend_near_target_blocks (self, a, b, blockers))
    return FALSE;
  hill_screen_init (&h, self);
  clear = gg_los_d6_units (gg_d6_table_get_los (self), a->figures, b->figures, hill_ignores, &h,
                           blockers);
  g_hash_table_unref (h.levels);
  return clear;
}

static gboolean
charge_ignores (const GgFigure *blocker, const GgFigure *firer, const GgFigure *target,
                gpointer data)
{
  return blocker->side != firer->side || screen_ignored (data, blocker, firer, target);
}

/* A charge's sight (D6-CHG-2): enemy units do not screen it, since a unit an evader passed may be
 * charged as if it were the original target (D6-CHG-6) and the path meets any other enemy
 * anyway (contact, D6-CHG-9); friends, terrain and the gap rule do, as for fire. */
gboolean
_gg_d6_table_charge_los (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b)
{
  HillScreen h;
  gboolean clear;

  if (friend_near_target_blocks (self, a, b, NULL))
    return FALSE;
  hill_screen_init (&h, self);
  clear =
    gg_los_d6_units (gg_d6_table_get_los (self), a->figures, b->figures, charge_ignores, &h, NULL);
  g_hash_table_unref (h.levels);
  return clear;
}

/* The reference the fast path above is checked against: gg_los_figures for every pair. */
gboolean
_gg_d6_table_los_simple (GgD6Table *self, const GgD6TableUnit *a, const GgD6TableUnit *b,
                         GPtrArray *blockers)
{
  g_autoptr (GgLosResult) first = NULL;
  g_autoptr (GHashTable) levels = NULL;
  HillScreen h;

  if (friend_near_target_blocks (self, a, b, blockers))
    return FALSE;
  hill_screen_init (&h, self);
  levels = h.levels;
  for (guint i = 0; i < a->figures->len; i++)
    for (guint j = 0; j < b->figures->len; j++)
      {
        GgLosResult *r = gg_los_figures (gg_d6_table_get_los (self),
                                         g_ptr_array_index (a->figures, i),
                                         g_ptr_array_index (b->figures, j));

        if (r->clear || (r->override == GG_LOS_AUTO &&
                         clear_from_hill (&h, r, g_ptr_array_index (a->figures, i),
                                          g_ptr_array_index (b->figures, j))))
          return gg_los_result_free (r), TRUE;
        if (first == NULL)
          first = r;
        else
          gg_los_result_free (r);
      }
  if (first != NULL)
    copy_blockers (first, blockers);
  return FALSE;
}

/* Arc of fire (D6-FIRE-3/4, AMB-22): clip the target's outline to the strip (or half-plane)
 * ahead of the firer's front edge, in the firer's frame. */

static guint
clip (const GgPoint *in, guint n, int axis, double bound, gboolean keep_above, GgPoint *out)
{
  guint m = 0;

  for (guint i = 0; i < n; i++)
    {
      GgPoint p = in[i], q = in[(i + 1) % n];
      double a = (axis ? p.y : p.x) - bound, b = (axis ? q.y : q.x) - bound;
      gboolean pin = keep_above ? a >= -GG_GEOMETRY_EPSILON : a <= GG_GEOMETRY_EPSILON;
      gboolean qin = keep_above ? b >= -GG_GEOMETRY_EPSILON : b <= GG_GEOMETRY_EPSILON;

      if (pin)
        out[m++] = p;
      if (pin != qin && fabs (a - b) > 0)
        {
          double t = a / (a - b);

          out[m++] = (GgPoint){ p.x + t * (q.x - p.x), p.y + t * (q.y - p.y) };
        }
    }
  return m;
}

static gboolean
outline_in_box (GgPoint *pts, guint n, double u0, double u1)
{
  GgPoint a[32], b[32];

  n = clip (pts, n, 1, 0, TRUE, a);
  n = clip (a, n, 0, u0, TRUE, b);
  n = clip (b, n, 0, u1, FALSE, a);
  return n > 0;
}

static void
strip_limits (GgD6Table *self, const GgD6TableUnit *firer, const _GgD6Frame *f, double *u0,
              double *u1)
{
  *u0 = f->left;
  *u1 = f->right;
  if (gg_d6_rules_option_is (self->rules, "arc-shape", "half-plane"))
    *u0 = -INFINITY, *u1 = INFINITY;
  else if (gg_d6_unit_is_guns (&firer->unit))
    {
      /* D6-FIRE-4: the 6" front edge, centred on the gun's front */
      double half = _gg_d6_mm (gg_d6_rules_number (self->rules, "fire.artillery-front")) / 2;
      double mid = (f->left + f->right) / 2;

      *u0 = mid - half;
      *u1 = mid + half;
    }
}

gboolean
gg_d6_table_in_arc (GgD6Table *self, const GgD6TableUnit *firer, const GgD6TableUnit *target)
{
  _GgD6Frame f;
  double u0, u1;

  if (firer->figures->len == 0)
    return FALSE;
  _gg_d6_frame (firer, &f);
  strip_limits (self, firer, &f, &u0, &u1);
  for (guint i = 0; i < target->figures->len; i++)
    {
      GgPoint k[12];
      guint n = _gg_d6_outline (&((GgFigure *) g_ptr_array_index (target->figures, i))->base, k);

      for (guint j = 0; j < n; j++)
        k[j] = (GgPoint){ _gg_d6_dot (k[j], f.r), _gg_d6_dot (k[j], f.d) - f.front };
      if (outline_in_box (k, n, u0, u1))
        return TRUE;
    }
  return FALSE;
}

/* Edges and contact (AMB-34) */

GgD6Contact
gg_d6_table_edge_facing (const GgD6TableUnit *unit, const GgD6TableUnit *enemy)
{
  _GgD6Frame f;
  double v;

  if (unit->unit.formation == GG_D6_FORM_SQUARE)
    return GG_D6_CONTACT_FRONT; /* D6-FORM-7: no flank or rear */
  _gg_d6_frame (unit, &f);
  v = _gg_d6_dot (enemy->centre, f.d);
  if (v >= f.front - GG_GEOMETRY_EPSILON)
    return GG_D6_CONTACT_FRONT;
  return v <= f.rear + GG_GEOMETRY_EPSILON ? GG_D6_CONTACT_REAR : GG_D6_CONTACT_FLANK;
}

gboolean
gg_d6_table_in_contact (GgD6Table *self, const GgD6TableUnit *unit, GgD6Contact *edge)
{
  GgD6Contact worst = GG_D6_CONTACT_NONE;

  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *e = g_ptr_array_index (self->units, i);

      if (_gg_d6_is_enemy (unit, e) && gg_d6_table_unit_present (e) &&
          gg_d6_table_distance (unit, e) <= 1e-3)
        worst = MAX (worst, gg_d6_table_edge_facing (unit, e));
    }
  if (edge != NULL)
    *edge = worst;
  return worst != GG_D6_CONTACT_NONE;
}

/* Command (D6-CMD, AMB-45) */

static gboolean
unhorsed (GgD6Table *self, const GgD6TableUnit *c)
{
  GgD6FogEffect *e =
    gg_d6_fog_find (self->d6->fog, GG_D6_FOG_COMMANDER_UNHORSED, _gg_d6_pt (self), c->side);

  return e != NULL && g_strcmp0 (e->target, c->id) == 0; /* D6-FOG-T3 */
}

static gboolean
in_chain (const GgD6TableUnit *c, const GgD6TableUnit *unit)
{
  if (c->level == GG_D6_LEVEL_NONE || c->side != unit->side || c == unit)
    return FALSE;
  if (c->level > GG_D6_LEVEL_BRIGADE)
    return TRUE;
  return unit->state->brigade != NULL && g_strcmp0 (c->state->brigade, unit->state->brigade) == 0;
}

GgD6TableUnit *
gg_d6_table_commander (GgD6Table *self, const GgD6TableUnit *unit, double *distance)
{
  GgD6TableUnit *best = NULL;
  double best_d = INFINITY;

  if (unit->level != GG_D6_LEVEL_NONE)
    return NULL; /* AMB-45: commanders get no bonus themselves */
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *c = g_ptr_array_index (self->units, i);
      double d;

      if (!in_chain (c, unit) || !gg_d6_table_unit_present (c) || unhorsed (self, c))
        continue;
      d = gg_d6_table_distance (c, unit);
      if (d < best_d)
        best = c, best_d = d;
    }
  if (distance != NULL)
    *distance = best != NULL ? best_d : -1;
  return best;
}

gboolean
gg_d6_table_last_in_brigade (GgD6Table *self, const GgD6TableUnit *unit)
{
  int n = 0;

  if (unit->state->brigade == NULL)
    return FALSE;
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *u = g_ptr_array_index (self->units, i);

      if (u->level == GG_D6_LEVEL_NONE && u->side == unit->side && gg_d6_table_unit_present (u) &&
          !u->unit.routed && g_strcmp0 (u->state->brigade, unit->state->brigade) == 0)
        n++;
    }
  return n <= 1; /* AMB-45: units of the brigade on the table and not routing */
}

GgD6TableUnit *
gg_d6_table_army_commander (GgD6Table *self, char side)
{
  GgD6TableUnit *best = NULL;

  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *c = g_ptr_array_index (self->units, i);

      if (c->side == side && c->level != GG_D6_LEVEL_NONE && gg_d6_table_unit_present (c) &&
          (best == NULL || c->level > best->level))
        best = c;
    }
  return best;
}

void
gg_d6_table_commanders (GgD6Table *self, char side, GPtrArray *out)
{
  GgD6TableUnit *army = gg_d6_table_army_commander (self, side);

  if (army != NULL)
    g_ptr_array_add (out, army);
  for (guint i = 0; i < self->units->len; i++)
    {
      GgD6TableUnit *c = g_ptr_array_index (self->units, i);

      if (c != army && c->side == side && c->level != GG_D6_LEVEL_NONE &&
          gg_d6_table_unit_present (c))
        g_ptr_array_add (out, c);
    }
}

/* Casualties and results */

/* Removing figures (AMB-33): the rearmost rank first, then from the ends of the rank. */

static int
cmp_removal (gconstpointer pa, gconstpointer pb, gpointer data)
{
  const GgD6TableUnit *u = data;
  const GgFigure *a = *(GgFigure *const *) pa, *b = *(GgFigure *const *) pb;
  int ra = gg_d6_table_rank_of (u, a), rb = gg_d6_table_rank_of (u, b);
  GgPoint r = { gg_bearing_vector (u->facing).y, -gg_bearing_vector (u->facing).x };
  double ca =
    fabs ((a->base.centre.x - u->centre.x) * r.x + (a->base.centre.y - u->centre.y) * r.y);
  double cb =
    fabs ((b->base.centre.x - u->centre.x) * r.x + (b->base.centre.y - u->centre.y) * r.y);

  if (ra != rb)
    return rb - ra;
  if (fabs (ca - cb) > 1e-6)
    return ca < cb ? 1 : -1;
  return g_strcmp0 (b->id, a->id);
}

GPtrArray *
gg_d6_table_removal_order (const GgD6TableUnit *unit)
{
  GPtrArray *order = g_ptr_array_copy (unit->figures, NULL, NULL);

  g_ptr_array_sort_with_data (order, cmp_removal, (gpointer) unit);
  return order;
}

static void
record_event (GgD6Table *self, GgD6TableUnit *u, GgD6EventKind kind)
{
  if (gg_d6_unit_is_large (self->rules, &u->unit))
    gg_d6_state_add_event (self->d6, kind, u->id, u->side, TRUE, FALSE, u->centre);
}

void
gg_d6_table_apply_test (GgD6Table *self, GgD6TableUnit *u, GgD6TestResult result)
{
  GgD6UnitState *s = u->state;

  switch (result)
    {
    case GG_D6_ROUT:
      s->status = GG_D6_STATUS_ROUT_PENDING; /* D6-COMP-8, AMB-10 */
      gg_d6_unit_state_disorder (s);
      record_event (self, u, GG_D6_EVENT_ROUT); /* D6-MOR-4 */
      break;
    case GG_D6_RETREAT:
      s->status = GG_D6_STATUS_RETREAT_PENDING;
      gg_d6_unit_state_disorder (s); /* D6-COMP-7 */
      record_event (self, u, GG_D6_EVENT_RETREAT);
      break;
    case GG_D6_DISORDER:
      gg_d6_unit_state_disorder (s); /* AMB-2: no further effect if already disordered */
      break;
    default:
      break;
    }
}
