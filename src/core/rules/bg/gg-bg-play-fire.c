/* gg-bg-play-fire.c: a squad's fire and a gun's losses (BG-12, BG-2.2-f), rolled and logged. */
#include "gg-bg-play-private.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "gg-bg-chain.h"
#include "gg-bg-prisoners.h"
#include "gg-geometry.h"
#include "gg-los.h"
#include "gg-move.h"
#include "gg-spatial.h"

/* The figure's squad number, 0 if it has none. */
static gboolean
gg_bg_play_figure_squad (GgGame *game, const char *id, GgChit *chit)
{
  GgFigure *f = gg_game_lookup_figure (game, id);

  if (f == NULL || f->squad <= 0)
    return FALSE;
  chit->side = f->side;
  chit->squad = f->squad;
  return TRUE;
}

/* BG-2.2-f: a loss the first squad of a mutually firing pair inflicts waits until the second
 * has fired (defer_loss); apply_deferred then removes both sides' losses, recorded as losses of
 * any other fire are (play_losses). */
static void
play_losses (GgGame *game, const char *const *ids, gboolean friendly_fire)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const char *one[] = { ids[i], NULL };
      GgChit c;

      gg_bg_state_free_prisoner (game->state, ids[i]); /* BG-13-f: a prisoner hit */
      if (gg_bg_play_figure_squad (game, ids[i], &c))
        gg_bg_state_record_losses (game->state, c.side, c.squad, one, friendly_fire);
      else
        gg_bg_state_officer (game->state, ids[i], TRUE)->out = TRUE;
    }
}

static void
defer_loss (GgGame *game, const char *id)
{
  gg_bg_state_defer_loss (game->state, id);
}

static guint
apply_deferred (GgGame *game)
{
  guint n;
  const char *const *ids = gg_bg_state_get_deferred (game->state, &n);
  g_auto (GStrv) copy = g_strdupv ((char **) ids);

  gg_bg_state_clear_deferred (game->state);
  play_losses (game, (const char *const *) copy, FALSE);
  return n;
}

/* Fire */

static void
mark_fired (GgGame *game, const GgChit *firer, const GgBgFirer *firers, GgBgFire *out)
{
  GgSquadState *s = gg_bg_state_squad (game->state, firer->side, firer->squad, TRUE);

  /* BG-15.2-a: breech-loaders never reload; BG-4.2-g: only those who fired must */
  if (s->traits & GG_BG_TRAIT_BREECH_LOADER)
    return;
  for (guint i = 0; i < out->shots->len; i++)
    if (g_array_index (out->shots, GgBgShot, i).roll >= 0 && firers[i].id != NULL)
      gg_bg_state_fired (game->state, firer->side, firer->squad, firers[i].id);
}

static void
append_shots (GgLogText *text, GgBgFire *out)
{
  for (guint i = 0; i < out->shots->len; i++)
    {
      GgBgShot *shot = &g_array_index (out->shots, GgBgShot, i);

      if (shot->roll < 0)
        {
          gg_log_text_add_message (text, N_ ("; %s does not fire [%s]"), shot->id,
                                   shot->reason_rule);
          continue;
        }
      /* Translators: one shot in the log: the figure and its D10; its modifiers follow */
      gg_log_text_add_message (text, N_ ("; %s: D10 %d, "), shot->id, shot->roll);
      gg_bg_modifiers_to_log (shot->modifiers, text);
      /* Translators: after a shot's modifiers: the number it needs, the rule, hit or miss */
      gg_log_text_add_labelled (text, GG_LOG_LABEL (2), N_ (", needs %g [%s]: %s"),
                                shot->hit_on.value, shot->hit_on.rule,
                                shot->hit ? N_ ("hit") : N_ ("miss"));
    }
}

void
gg_bg_play_fire (GgGame *game, GgBgRules *rules, const GgChit *firer, const GgChit *target,
                 GgBgArm arm, const GgBgFirer *firers, guint n_firers,
                 const GgBgFireTarget *fire_target, GgBgFire *out)
{
  guint from = gg_bg_play_mark (game);
  g_autofree char *a = gg_bg_chit_name (firer), *b = gg_bg_chit_name (target);
  GgLogText *text = gg_log_text_new ();

  gg_bg_fire_roll (rules, game->state->dice, arm, firers, n_firers, fire_target, out);
  mark_fired (game, firer, firers, out);
  gg_bg_state_squad (game->state, target->side, target->squad, TRUE)->under_fire = TRUE;
  /* Translators: the fire roll in the log; the number of hits follows ("%d hit") */
  gg_log_text_add_message (text, N_ ("Fire %s at %s [BG-12.1-g]: %u firing, "), a, b,
                           out->n_firing);
  gg_log_text_add_plural (text, "%d hit", "%d hits", out->hits, out->hits);
  append_shots (text, out);
  gg_bg_play_log_rolls (game, from, text);
}

guint
gg_bg_play_reload (GgGame *game, const GgChit *squad, const char *const *ids)
{
  GgSquadState *s = gg_bg_state_squad (game->state, squad->side, squad->squad, FALSE);
  g_auto (GStrv) all = NULL;
  guint n = 0;

  if (s == NULL)
    return 0;
  if (ids == NULL)
    {
      g_ptr_array_add (s->reload, NULL);
      all = g_strdupv ((char **) s->reload->pdata);
      g_ptr_array_remove_index (s->reload, s->reload->len - 1);
      ids = (const char *const *) all;
    }
  for (guint i = 0; ids[i] != NULL; i++)
    {
      n += gg_bg_state_needs_reload (game->state, squad->side, squad->squad, ids[i]);
      gg_bg_state_reloaded (game->state, squad->side, squad->squad, ids[i]);
    }
  return n;
}

typedef struct
{
  const char *id;
  double mm;
} Near;

static int
near_compare (gconstpointer a, gconstpointer b)
{
  const Near *x = a, *y = b;

  return (x->mm > y->mm) - (x->mm < y->mm);
}

/* BG-13-f: @target escorts prisoners: of @hits, the prisoners' share (gg_bg_prisoners_fire_share)
 * falls on them, nearest the firers first, added to @lost; returns that share (0 for no column). */
static guint
column_losses (GgBgTable *table, GgBgSquadRef target, const GgBgFireSetup *setup, guint hits,
               GPtrArray *lost)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgChit c = { target.side, target.number };
  g_autoptr (GPtrArray) held = gg_bg_prisoners_held (game, &c);
  g_autoptr (GPtrArray) guards = gg_bg_prisoner_guards (game, &c);
  g_autoptr (GArray) near = g_array_new (FALSE, FALSE, sizeof (Near));
  guint share;

  if (held->len == 0 || guards->len == 0)
    return 0;
  share =
    gg_bg_prisoners_fire_share (gg_bg_table_get_rules (table), hits, guards->len, held->len, NULL);
  for (guint i = 0; i < held->len; i++)
    {
      Near n = { g_ptr_array_index (held, i), G_MAXDOUBLE };
      GgFigure *p = gg_game_lookup_figure (game, n.id);

      for (guint k = 0; p != NULL && k < setup->firers->len; k++)
        {
          GgFigure *f =
            gg_game_lookup_figure (game, g_array_index (setup->firers, GgBgFirer, k).id);

          if (f != NULL)
            n.mm = MIN (n.mm, gg_base_distance (&f->base, &p->base));
        }
      g_array_append_val (near, n);
    }
  g_array_sort (near, near_compare);
  for (guint i = 0; i < share; i++)
    g_ptr_array_add (lost, g_strdup (g_array_index (near, Near, i).id));
  return share;
}

/* The casualties (BG-12.1-j, BG-12.4): the double D10 decides how many go to important pieces;
 * the rest fall on the nearest exposed figures; on an escorted column the prisoners take their
 * share first (BG-13-f). */
static void
choose_losses (GgBgTable *table, GgBgSquadRef target, const GgBgFireSetup *setup,
               GgBgFireOutcome *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgBgCasualtyInput in = { out->fire.hits, setup->exposed->len, setup->important };
  g_autoptr (GPtrArray) prisoners = g_ptr_array_new_with_free_func (g_free);
  guint to_prisoners = column_losses (table, target, setup, out->fire.hits, prisoners);
  int guns = 0, on_squad;

  gg_bg_casualties_allocate (gg_bg_table_get_rules (table), game->state->dice, &in,
                             &out->casualties);
  on_squad = MIN (out->casualties.losses, out->fire.hits - (int) to_prisoners);
  for (guint i = 0; i < setup->exposed->len && (int) out->lost->len < on_squad; i++)
    {
      const char *id = g_ptr_array_index (setup->exposed, i);
      gboolean gun = gg_bg_figure_is_gun (gg_game_lookup_figure (game, id));

      if (gun && guns >= out->casualties.forced_important)
        continue;
      guns += gun;
      g_ptr_array_add (out->lost, g_strdup (id));
    }
  for (guint i = 0; i < prisoners->len; i++)
    g_ptr_array_add (out->lost, g_strdup (g_ptr_array_index (prisoners, i)));
  if (prisoners->len > 0)
    {
      GgBgNumber n;
      g_autofree char *list = NULL;

      gg_bg_prisoners_fire_share (gg_bg_table_get_rules (table), 0, 0, 0, &n);
      g_ptr_array_add (prisoners, NULL);
      list = g_strjoinv (", ", (char **) prisoners->pdata);
      gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                 N_ ("Fire on a column of prisoners: of %d hits, the prisoners' "
                                     "share falls on %s [%s]"),
                                 out->fire.hits, list, n.rule);
    }
}

/* The losses of @target's fire that leave play now: its own figures as the table records them,
 * prisoners of its column (BG-13-f) as their own squad's losses, no longer prisoners. */
static void
apply_fire_losses (GgBgTable *table, GgBgSquadRef target, GPtrArray *lost)
{
  GgGame *game = gg_bg_table_get_game (table);
  g_autoptr (GPtrArray) own = g_ptr_array_new ();
  g_autoptr (GPtrArray) prisoners = g_ptr_array_new ();

  for (guint i = 0; i < lost->len; i++)
    {
      const char *id = g_ptr_array_index (lost, i);

      g_ptr_array_add (gg_bg_state_prisoner (game->state, id) ? prisoners : own, (gpointer) id);
    }
  g_ptr_array_add (prisoners, NULL);
  play_losses (game, (const char *const *) prisoners->pdata, FALSE);
  if (own->len > 0)
    gg_bg_table_apply_losses (table, target, (const char *const *) own->pdata, own->len, FALSE);
}

static char *
joined (GPtrArray *ids)
{
  g_autoptr (GString) s = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (s, "%s%s", i ? ", " : "", (char *) g_ptr_array_index (ids, i));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

GPtrArray *
gg_bg_play_gun_losses (GgBgTable *table, const GgBgGunFire *fire)
{
  GgGame *game = gg_bg_table_get_game (table);
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < fire->shots->len; i++)
    {
      GgBgPieceShot *p = &g_array_index (fire->shots, GgBgPieceShot, i);
      GgFigure *f = gg_game_lookup_figure (game, p->id);
      const char *ids[] = { p->id };

      if (!p->hit || f == NULL || gg_bg_figure_is_leader (f) || gg_bg_figure_is_officer (f))
        continue;
      gg_bg_table_apply_losses (table, (GgBgSquadRef){ f->side, f->squad }, ids, 1, p->friendly);
      g_ptr_array_add (out, (gpointer) p->id);
    }
  gg_bg_table_refresh (table);
  return out;
}

GPtrArray *
gg_bg_play_release_deferred (GgBgTable *table)
{
  GgGame *game = gg_bg_table_get_game (table);
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  guint n;
  const char *const *held = gg_bg_state_get_deferred (game->state, &n);
  g_autofree char *list = NULL;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (out, g_strdup (held[i]));
  if (n == 0)
    return out;
  apply_deferred (game);
  gg_bg_table_refresh (table);
  for (guint i = 0; i < out->len; i++) /* a squad whose last figure fell loses its chit */
    {
      GgChit c;
      g_autoptr (GPtrArray) left = NULL;

      if (!gg_bg_play_figure_squad (game, g_ptr_array_index (out, i), &c))
        continue;
      left = gg_bg_table_squad_figures (table, c.side, c.squad);
      if (left->len == 0 && game->state->chits != NULL)
        gg_chitbag_remove_squad (game->state->chits, c.side, c.squad);
    }
  list = joined (out);
  gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                             N_ ("Mutual fire: the losses held back now leave play: %s (BG-2.2-f)"),
                             list);
  return out;
}

/* The fire of @setup; @held_as < 0 asks the pair whether its losses wait (BG-2.2-f), else the
 * second part of a split fire waits as the first did. */
static void
squad_fire (GgBgTable *table, GgBgSquadRef firer, GgBgSquadRef target, const GgBgFireSetup *setup,
            int held_as, GgBgFireOutcome *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgChit a = { firer.side, firer.number }, b = { target.side, target.number };
  g_autofree char *list = NULL, *name = gg_bg_chit_name (&b);

  memset (out, 0, sizeof *out);
  out->lost = g_ptr_array_new_with_free_func (g_free);
  /* the roll, the reloads and "under fire", logged with every shot */
  gg_bg_play_fire (game, gg_bg_table_get_rules (table), &a, &b, setup->arm,
                   (const GgBgFirer *) setup->firers->data, setup->firers->len, &setup->target,
                   &out->fire);
  /* AMB-24; the Drummer's and the Look-out's confirmed hits (BG-15.1-u/v) */
  gg_bg_table_fired_at (table, target, &out->fire);
  choose_losses (table, target, setup, out);
  if (held_as >= 0)
    out->held = held_as;
  else
    out->held = gg_bg_play_get_interaction (game) == GG_PAIR_MUTUAL_FIRE &&
                gg_bg_play_pair_fired (game) == 0;
  list = joined (out->lost);
  for (guint i = 0; out->held && i < out->lost->len; i++)
    defer_loss (game, g_ptr_array_index (out->lost, i));
  if (!out->held && out->lost->len > 0)
    apply_fire_losses (table, target, out->lost);
  if (out->lost->len > 0)
    {
      /* TRANSLATORS: the casualties of a squad's fire, e.g. "B1: out of action: B-1-2" */
      if (out->held)
        gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                   N_ ("Fire at %s: held back until the other squad has fired: %s "
                                       "[BG-2.2-f]"),
                                   name, list);
      else
        gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                   N_ ("Fire at %s: out of action: %s [BG-12.1-j]"), name, list);
    }
  out->released = out->held ? g_ptr_array_new_with_free_func (g_free)
                            : gg_bg_play_release_deferred (table);
  gg_bg_table_refresh (table);
}

void
gg_bg_play_squad_fire (GgBgTable *table, GgBgSquadRef firer, GgBgSquadRef target,
                       const GgBgFireSetup *setup, GgBgFireOutcome *out)
{
  squad_fire (table, firer, target, setup, -1, out);
}

void
gg_bg_fire_outcome_clear (GgBgFireOutcome *out)
{
  gg_bg_fire_clear (&out->fire);
  gg_bg_casualties_clear (&out->casualties);
  g_clear_pointer (&out->lost, g_ptr_array_unref);
  g_clear_pointer (&out->released, g_ptr_array_unref);
}

static gboolean
held_back (const char *const *held, const char *id)
{
  return held != NULL && g_strv_contains (held, id);
}

void
gg_bg_play_fire_action (GgBgTable *table, GgBgSquadRef squad, const GgBgFireChoice *choice,
                        GgBgFireAction *out)
{
  GgGame *game = gg_bg_table_get_game (table);
  GgChit chit = { squad.side, squad.number };

  memset (out, 0, sizeof *out);
  gg_bg_table_fire_setup (table, squad, choice->target, GG_BG_WEAPON_OWN, &out->setup);
  for (guint i = out->setup.firers->len; i-- > 0;)
    if (held_back (choice->held, g_array_index (out->setup.firers, GgBgFirer, i).id))
      g_array_remove_index (out->setup.firers, i);
  if (choice->split.side != 0) /* BG-12.1-d: set up before the first part's losses leave */
    {
      gg_bg_table_split_fire_setup (table, squad, choice->target, choice->split, GG_BG_WEAPON_OWN,
                                    &out->split_setup);
      for (guint i = out->split_setup.firers->len; i-- > 0;)
        if (held_back (choice->held, g_array_index (out->split_setup.firers, GgBgFirer, i).id))
          g_array_remove_index (out->split_setup.firers, i);
    }
  gg_bg_play_squad_fire (table, squad, choice->target, &out->setup, &out->outcome);
  if (choice->split.side != 0 && out->split_setup.firers->len > 0)
    {
      GgBgNumber rule = { 0 };
      GgChit first = { choice->target.side, choice->target.number };
      GgChit second = { choice->split.side, choice->split.number };
      g_autofree char *fn = gg_bg_chit_name (&first), *sn = gg_bg_chit_name (&second);

      gg_bg_rules_text (gg_bg_table_get_rules (table), "fire.split-fire", &rule);

      gg_game_state_log_message (game->state, GG_LOG_RULING, 0, 0,
                                 N_ ("Split fire: the figures that cannot see %s fire at %s [%s]"),
                                 fn, sn, rule.rule);
      out->split = TRUE;
      squad_fire (table, squad, choice->split, &out->split_setup, out->outcome.held,
                  &out->split_outcome);
    }
  gg_bg_play_hold_fire (game, choice->held);
  out->activation_over = gg_bg_play_action_taken (game, &chit, GG_BG_ACTION_FIRE);
}

void
gg_bg_fire_action_clear (GgBgFireAction *out)
{
  gg_bg_fire_outcome_clear (&out->outcome);
  gg_bg_fire_setup_clear (&out->setup);
  if (out->split)
    gg_bg_fire_outcome_clear (&out->split_outcome);
  if (out->split_setup.firers != NULL)
    gg_bg_fire_setup_clear (&out->split_setup);
}
