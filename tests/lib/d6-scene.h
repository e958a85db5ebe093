/* d6-scene.h: building d6 test games from blocks of figures (inches), shared by the d6 tests. */
#pragma once

#include <glib.h>
#include <math.h>
#include <string.h>

#include "gg-d6-table.h"
#include "gg-geometry.h"

#define IN 25.4

typedef struct
{
  GString *figures;
  GString *units;
  GString *terrain;
} Scene;

static G_GNUC_UNUSED Scene *
scene_new (void)
{
  Scene *s = g_new0 (Scene, 1);

  s->figures = g_string_new ("figures:\n");
  s->units = g_string_new ("d6:\n  turn: 1\n  first: A\n  active: A\n  phase: fire\n  units:\n");
  s->terrain = g_string_new ("terrain:\n");
  return s;
}

static G_GNUC_UNUSED void
scene_free (Scene *s)
{
  g_string_free (s->figures, TRUE);
  g_string_free (s->units, TRUE);
  g_string_free (s->terrain, TRUE);
  g_free (s);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Scene, scene_free)

/* @n figures, @per_rank to a rank, the front rank centred on (@x, @y) inches, facing @facing;
 * bases @front x @depth mm. @attrs is the rest of the unit's `d6:` entry. */
static G_GNUC_UNUSED void
block_spaced (Scene *s, char side, int squad, int n, int per_rank, double x, double y,
              double facing, double front, double depth, double spacing, const char *attrs)
{
  GgPoint d = gg_bearing_vector (facing), r = { d.y, -d.x };

  for (int i = 0; i < n; i++)
    {
      int k = i / per_rank, j = i % per_rank;
      int in_rank = MIN (per_rank, n - k * per_rank);
      double u = (j - (in_rank - 1) / 2.0) * spacing / IN, v = -k * depth / IN;

      g_string_append_printf (s->figures,
                              "  - { id: %c%d-%d, x: %.6f, y: %.6f, facing: %g, base: { front: %g, "
                              "depth: %g }, side: %c, squad: %d }\n",
                              side, squad, i + 1, x + u * r.x + v * d.x, y + u * r.y + v * d.y,
                              facing, front, depth, side, squad);
    }
  g_string_append_printf (s->units, "    - { id: %c%d, side: %c%s%s }\n", side, squad, side,
                          attrs && *attrs ? ", " : "", attrs ? attrs : "");
}

static G_GNUC_UNUSED void
block (Scene *s, char side, int squad, int n, int per_rank, double x, double y, double facing,
       double front, double depth, const char *attrs)
{
  block_spaced (s, side, squad, n, per_rank, x, y, facing, front, depth, front, attrs);
}

static G_GNUC_UNUSED void
area (Scene *s, const char *id, const char *kind, double x0, double y0, double x1, double y1)
{
  g_string_append_printf (s->terrain,
                          "  - { id: %s, kind: %s, polygon: [[%g, %g], [%g, %g], [%g, %g], [%g, "
                          "%g]] }\n",
                          id, kind, x0, y0, x1, y0, x1, y1, x0, y1);
}

/* The scene as a game file's text. */
static G_GNUC_UNUSED char *
scene_text (Scene *s, const char *options)
{
  return g_strdup_printf (
    "format: gigogin-game/1\nruleset: d6\nunits: in\nscale: 15\ntable: { width: 72, depth: 48 }\n"
    "%s%s%s%s",
    s->terrain->len > 10 ? s->terrain->str : "", s->figures->str, s->units->str,
    options ? options : "");
}

static G_GNUC_UNUSED GgGame *
scene_game (Scene *s, const char *options)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = scene_text (s, options);
  GgGame *game = gg_game_load_data (text, strlen (text), "scene.yaml", &error);

  g_assert_no_error (error);
  return game;
}

static G_GNUC_UNUSED GgD6Rules *
rules_new (void)
{
  g_autoptr (GError) error = NULL;
  GgD6Rules *rules = gg_d6_rules_load_builtin (&error);

  g_assert_no_error (error);
  return rules;
}

/* The fixture of D6-TV-3a: French Trained line infantry, 24 figures in line (12 + 12), and an
 * Italian Green line of 12 (6 + 6) @gap inches straight ahead. */
static G_GNUC_UNUSED void
tv3_scene (Scene *s, double gap, const char *a_attrs)
{
  block (s, 'A', 1, 24, 12, 24, 10, 0, 12.7, 12.7,
         a_attrs ? a_attrs : "type: line-infantry, nationality: french, class: trained");
  block (s, 'B', 2, 12, 6, 24, 10.25 + gap + 0.25, 180, 25.4, 12.7,
         "type: line-infantry, nationality: italian");
}

typedef struct
{
  GgGame *game;
  GgD6Rules *rules;
  GgD6Table *table;
} Fix;

static G_GNUC_UNUSED void
fix_init (Fix *f, Scene *s, const char *options)
{
  f->game = scene_game (s, options);
  f->rules = rules_new ();
  if (gg_d6_state_of (f->game) != NULL)
    {
      g_autoptr (GError) error = NULL;

      gg_d6_state_apply_options (gg_d6_state_of (f->game), f->rules, &error);
      g_assert_no_error (error);
    }
  f->table = gg_d6_table_new (f->game, f->rules);
}

static G_GNUC_UNUSED void
fix_clear (Fix *f)
{
  gg_d6_table_free (f->table);
  gg_d6_rules_free (f->rules);
  gg_game_unref (f->game);
}

static G_GNUC_UNUSED GgD6TableUnit *
U (Fix *f, const char *id)
{
  GgD6TableUnit *u = gg_d6_table_lookup (f->table, id);

  g_assert_nonnull (u);
  return u;
}

static G_GNUC_UNUSED int
fire_pool (Fix *f, const char *a, const char *b, GgD6Fire **out)
{
  g_auto (GgD6FireGeometry) geo = { 0 };
  GgD6FireInput in;
  GgD6Fire *fire;
  int pool;

  gg_d6_table_fire_input (f->table, U (f, a), U (f, b), GG_D6_FIRE_NORMAL, &in, &geo);
  fire = gg_d6_fire_plan (f->rules, &in);
  pool = fire->allowed ? fire->pool : -1;
  if (out != NULL)
    *out = fire;
  else
    gg_d6_fire_free (fire);
  return pool;
}
