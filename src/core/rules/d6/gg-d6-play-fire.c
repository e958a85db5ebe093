/* gg-d6-play-fire.c: d6 play: fire, by unit and by section. */
#include "gg-d6-play-private.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* Fire */

void
_gg_d6_play_destroyed (GgD6Play *self, GgD6TableUnit *u)
{
  gboolean large = gg_d6_unit_is_large (self->rules, &u->unit);

  gg_d6_state_add_event (gg_d6_state_of (self->game), GG_D6_EVENT_DESTROYED, u->id, u->side, large,
                         u->level != GG_D6_LEVEL_NONE, u->centre); /* AMB-54 */
  u->state->status = GG_D6_STATUS_DESTROYED;
  _gg_d6_play_remove_figures (self, u->id, u->figures->len);
}

/* @firer: the unit or the section that fired. The figures come off as the app's board takes
 * them (gg_d6_board_apply_hits_from: AMB-33, the house reading of D6-FIRE-15, D6-CAS-4). */
static void
take_casualties (GgD6Play *self, GgD6TableUnit *firer, GgD6TableUnit *target, int hits,
                 GgD6CasualtyEffect *effect)
{
  GgD6UnitState *s = target->state;
  gboolean guns = gg_d6_unit_is_guns (&firer->unit);
  gboolean flank = gg_d6_table_edge_facing (target, firer) != GG_D6_CONTACT_FRONT;

  /* a destruction is recorded by the board as an event (AMB-54, D6-MOR-4) */
  gg_d6_board_apply_hits_from (self->table, s->id, firer, hits, effect, NULL);
  if (effect->removed > 0 && guns)
    s->artillery_casualties = TRUE; /* D6-TEST-M6 */
  if (effect->removed > 0 && flank)
    s->flank_casualties = TRUE;
  _gg_d6_play_rebuild (self);
}

/* "3 hits: 3 figures removed; the target is disordered (D6-DIS-C1)…" */
static GgLogText *
effect_text (int hits, const GgD6CasualtyEffect *e, gboolean by_section)
{
  GgLogText *s = gg_log_text_new ();

  gg_log_text_add_plural (s, "%d hit", "%d hits", hits, hits);
  gg_log_text_add_plural (s, ": %d figure removed", ": %d figures removed", e->removed, e->removed);
  if (e->destroyed)
    gg_log_text_add_label (s, N_ ("; the unit is destroyed (D6-CAS-4)"));
  else if (e->disordered)
    gg_log_text_add_label (s, N_ ("; the target is disordered (D6-DIS-C1)"));
  if (e->test_due)
    gg_log_text_add_label (s, N_ ("; it must take a TEST (D6-MOR-2)"));
  if (by_section)
    gg_log_text_add_label (s, N_ ("; casualties from the section nearest the firer first (house "
                                  "reading of D6-FIRE-15)"));
  return s;
}

/* D6-FIRE-15: a target in other formations takes its casualties by section (the house reading). */
static gboolean
target_by_section (GgD6Play *self, const char *target)
{
  GgD6TableUnit *t = gg_d6_table_lookup (self->table, target);
  g_autoptr (GPtrArray) sections = t ? gg_d6_table_sections (self->table, t) : NULL;

  return sections != NULL;
}

static void
judge (const GgD6FireJudgement *j, GgD6FireInput *in)
{
  if (j == NULL)
    return;
  if (fabs (j->distance - in->distance) > 0.05)
    in->counted = -1; /* the figures counted were measured at the table's range, not this one */
  in->distance = j->distance;
  in->line_of_sight = j->line_of_sight;
  in->in_arc = j->in_arc;
  in->cover = j->cover;
  in->target_dense = j->target_dense;
  in->target_in_melee = j->target_in_melee;
  in->moved = j->moved;
}

static gboolean
fire_units (GgD6Play *self, const char *firer_id, const char *target_id, GgD6TableUnit **firer,
            GgD6TableUnit **target, GError **error)
{
  return (*firer = _gg_d6_play_unit (self, firer_id, error)) != NULL &&
         (*target = _gg_d6_play_unit (self, target_id, error)) != NULL;
}

gboolean
gg_d6_play_fire_measure (GgD6Play *self, const char *firer_id, const char *target_id,
                         GgD6FireKind kind, GgD6FireJudgement *j, GgD6FireGeometry *geo,
                         GError **error)
{
  GgD6TableUnit *firer, *target;
  g_auto (GgD6FireGeometry) own = { 0 };
  GgD6FireInput in;

  if (!fire_units (self, firer_id, target_id, &firer, &target, error))
    return FALSE;
  gg_d6_table_fire_input (self->table, firer, target, kind, &in, geo ? geo : &own);
  *j = (GgD6FireJudgement){ .distance = in.distance,
                            .line_of_sight = in.line_of_sight,
                            .in_arc = in.in_arc,
                            .cover = in.cover,
                            .target_dense = in.target_dense && !in.target_light,
                            .target_in_melee = in.target_in_melee,
                            .moved = in.moved };
  return TRUE;
}

static GgD6Fire *
fire_plan (GgD6Play *self, GgD6TableUnit *firer, GgD6TableUnit *target, GgD6FireKind kind,
           const GgD6FireJudgement *judged)
{
  g_auto (GgD6FireGeometry) geo = { 0 };
  GgD6FireInput in;

  gg_d6_table_fire_input (self->table, firer, target, kind, &in, &geo);
  judge (judged, &in);
  return gg_d6_fire_plan (self->rules, &in);
}

GgD6Fire *
gg_d6_play_fire_plan (GgD6Play *self, const char *firer_id, const char *target_id,
                      GgD6FireKind kind, const GgD6FireJudgement *judged, GError **error)
{
  GgD6TableUnit *firer, *target;
  g_autoptr (GError) refused = NULL;
  GgD6Fire *fire;

  if (!fire_units (self, firer_id, target_id, &firer, &target, error))
    return NULL;
  fire = fire_plan (self, firer, target, kind, judged);
  /* the activation's refusal, as gg_d6_play_fire gives it (R59-4.42, R59-4.4, VOL-4.B2-b) */
  if (kind == GG_D6_FIRE_NORMAL && !_gg_d6_play_activated (self, firer_id, GG_D6_DO_FIRE, &refused))
    {
      const char *open = g_strrstr (refused->message, " (");
      gsize n = strlen (refused->message);

      fire->allowed = FALSE;
      g_free (fire->reason);
      /* "why (RULE)": the rule apart, as the fire tables give theirs */
      if (open != NULL && n > 0 && refused->message[n - 1] == ')')
        {
          g_autofree char *rule = g_strndup (open + 2, refused->message + n - 1 - (open + 2));

          fire->reason = g_strndup (refused->message, open - refused->message);
          fire->reason_rule = g_intern_string (rule);
        }
      else
        {
          fire->reason = g_strdup (refused->message);
          fire->reason_rule = "R59-4.4";
        }
    }
  return fire;
}

static gboolean
not_allowed (const GgD6Fire *fire, GError **error)
{
  g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, "%s (%s)", fire->reason,
               fire->reason_rule);
  return FALSE;
}

GgD6Fire *
gg_d6_play_fire (GgD6Play *self, const char *firer_id, const char *target_id, GgD6FireKind kind,
                 const GgD6FireJudgement *judged, const int *entered, GgD6CasualtyEffect *effect,
                 char **text, GError **error)
{
  GgD6TableUnit *firer, *target;
  g_autoptr (GgD6Fire) fire = NULL;
  GgLogText *words;
  gboolean by_section;

  if (!fire_units (self, firer_id, target_id, &firer, &target, error) ||
      (kind == GG_D6_FIRE_NORMAL && !_gg_d6_play_activated (self, firer_id, GG_D6_DO_FIRE, error)))
    return NULL;
  fire = fire_plan (self, firer, target, kind, judged);
  if (!fire->allowed)
    return not_allowed (fire, error), NULL;
  _gg_d6_play_begin (self);
  if (!gg_d6_fire_resolve (fire, self->rules, _gg_d6_play_dice (self), entered))
    return _gg_d6_play_bad_face (error), NULL;
  if (kind == GG_D6_FIRE_NORMAL)
    firer->state->fired++;             /* D6-FIRE-1 */
  gg_d6_unit_state_act (firer->state); /* D6-REF-3 */
  by_section = target_by_section (self, target_id);
  take_casualties (self, firer, target, fire->hits, effect);
  words = effect_text (fire->hits, effect, by_section);
  _gg_d6_play_log_report (self, _gg_d6_play_say (N_ ("Fire, %s at %s"), firer_id, target_id),
                          fire->report, gg_log_text_copy (words));
  _gg_d6_play_give (words, text);
  return g_steal_pointer (&fire);
}

/* Fire by section (D6-FIRE-15) */

static GPtrArray *
firer_sections (GgD6Play *self, const char *firer_id)
{
  GgD6TableUnit *firer = gg_d6_table_lookup (self->table, firer_id);

  return firer && gg_d6_table_unit_present (firer) ? gg_d6_table_sections (self->table, firer)
                                                   : NULL;
}

guint
gg_d6_play_n_sections (GgD6Play *self, const char *firer)
{
  g_autoptr (GPtrArray) sections = firer_sections (self, firer);

  return sections ? sections->len : 0;
}

char *
gg_d6_play_section_default_target (GgD6Play *self, const char *firer, guint section,
                                   GgD6FireKind kind, gboolean bonus)
{
  g_autoptr (GPtrArray) sections = firer_sections (self, firer);
  GgD6TableUnit *t;

  if (sections == NULL || section >= sections->len)
    return NULL;
  t =
    gg_d6_sections_default_target (self->table, g_ptr_array_index (sections, section), kind, bonus);
  return t ? g_strdup (t->id) : NULL;
}

static GgD6Fire *
section_plan (GgD6Play *self, GPtrArray *sections, guint i, const char *target, GgD6FireKind kind,
              gboolean bonus, double *distance)
{
  GgD6TableUnit *t = target ? gg_d6_table_lookup (self->table, target) : NULL;
  g_auto (GgD6FireGeometry) geo = { 0 };
  GgD6FireInput in;

  if (sections == NULL || i >= sections->len || t == NULL || !gg_d6_table_unit_present (t))
    return NULL;
  gg_d6_table_section_fire_input (self->table, g_ptr_array_index (sections, i), t, kind, bonus, &in,
                                  &geo);
  if (distance != NULL)
    *distance = in.distance;
  return gg_d6_fire_plan (self->rules, &in);
}

GgD6Fire *
gg_d6_play_section_plan (GgD6Play *self, const char *firer, guint section, const char *target,
                         GgD6FireKind kind, gboolean bonus, double *distance)
{
  g_autoptr (GPtrArray) sections = firer_sections (self, firer);

  return section_plan (self, sections, section, target, kind, bonus, distance);
}

GPtrArray *
gg_d6_play_fire_sections (GgD6Play *self, const char *firer_id, GgD6FireKind kind,
                          const char *const *targets, int bonus, const int *entered, char **text,
                          GError **error)
{
  GgD6TableUnit *firer = _gg_d6_play_unit (self, firer_id, error);
  g_autoptr (GPtrArray) sections = firer ? gg_d6_table_sections (self->table, firer) : NULL;
  g_autoptr (GPtrArray) plans = NULL;
  g_autoptr (GStrvBuilder) lines = g_strv_builder_new ();
  g_auto (GStrv) all = NULL;
  gboolean any = FALSE;

  if (firer == NULL ||
      (kind == GG_D6_FIRE_NORMAL && !_gg_d6_play_activated (self, firer_id, GG_D6_DO_FIRE, error)))
    return NULL;
  if (sections == NULL)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("unit “%s” does not fire by section"), firer_id);
      return NULL;
    }
  plans = g_ptr_array_new_with_free_func ((GDestroyNotify) gg_d6_fire_free);
  for (guint i = 0; i < sections->len; i++)
    {
      GgD6Fire *p = section_plan (self, sections, i, targets[i], kind, (int) i == bonus, NULL);

      any = any || (p != NULL && p->allowed);
      g_ptr_array_add (plans, p);
    }
  if (!any)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID, "%s",
                   _("No section may fire (D6-FIRE-15)"));
      return NULL;
    }
  _gg_d6_play_begin (self);
  if (!gg_d6_sections_resolve (plans, self->rules, _gg_d6_play_dice (self), entered))
    return _gg_d6_play_bad_face (error), NULL;
  if (kind == GG_D6_FIRE_NORMAL)
    firer->state->fired++;             /* D6-FIRE-1 */
  gg_d6_unit_state_act (firer->state); /* D6-REF-3 */
  for (guint i = 0, used = self->first_roll; i < plans->len; i++)
    {
      GgD6Fire *plan = g_ptr_array_index (plans, i);
      g_autoptr (GPtrArray) now = NULL;
      GgD6TableUnit *t = targets[i] ? gg_d6_table_lookup (self->table, targets[i]) : NULL;
      g_autofree char *said = NULL, *line = NULL;
      GgLogText *words, *title;
      GgD6CasualtyEffect effect = { 0 };
      gboolean by_section;

      if (plan == NULL || !plan->allowed)
        continue;
      now = gg_d6_table_sections (self->table, gg_d6_table_lookup (self->table, firer_id));
      by_section = target_by_section (self, targets[i]);
      if (t != NULL && gg_d6_table_unit_present (t))
        take_casualties (self, g_ptr_array_index (now, i), t, plan->hits, &effect);
      words = effect_text (plan->hits, &effect, by_section);
      /* Translators: firer, section number, target; what happened follows */
      title = _gg_d6_play_say (N_ ("Fire by section: %s section %u at %s: "), firer_id, i + 1,
                               targets[i]);
      gg_log_text_append (title, words);
      _gg_d6_play_log_dice (self, title, plan->report, used, plan->pool); /* its own dice */
      used += plan->pool;
      _gg_d6_play_give (words, &said);
      line = g_strdup_printf (_("Section %u at %s: %s"), i + 1, targets[i], said);
      g_strv_builder_add (lines, line);
    }
  all = g_strv_builder_end (lines);
  if (text != NULL)
    *text = g_strjoinv ("\n", all);
  return g_steal_pointer (&plans);
}
