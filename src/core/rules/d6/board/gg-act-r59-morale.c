/* gg-act-r59-morale.c: Risorgimento 1859's demoralisation (seed 002 L45-47) on a d6 table: a
 * brigade is hors de combat when more than half its units are disordered or destroyed (R59-9.1;
 * on the table: an orange or red marker, routing, or destroyed); in the end-of-turn
 * Demoralisation Segment each corps with an HDC brigade rolls d10 + its HDC brigades - its
 * Continuity, and 7 or more demoralises it for good (R59-9.2): it then rolls for every
 * activation and may not extend (gg-act-r59.c). */
#include "gg-act-private.h"

#include "gg-d6-state.h"

#include <glib/gi18n-lib.h>

/* More than half of the brigade's units disordered or gone. */
static gboolean
qualifies (GgAct *self, char side, const char *brigade)
{
  guint units = 0, out = 0;

  for (guint i = 0;
       gg_d6_state_of (self->game) != NULL && i < gg_d6_state_of (self->game)->units->len; i++)
    {
      GgD6UnitState *u = g_ptr_array_index (gg_d6_state_of (self->game)->units, i);

      if (u->side != side || g_strcmp0 (u->brigade, brigade) != 0 ||
          g_strcmp0 (u->type, "command") == 0 || u->status == GG_D6_STATUS_OFF_TABLE)
        continue;
      units++;
      out += u->status == GG_D6_STATUS_DESTROYED || gg_d6_unit_state_disordered (u);
    }
  return 2 * out > units; /* more than one half */
}

static GgActFormation *
corps_of (GgAct *self, char side, const char *brigade)
{
  for (guint i = 0; brigade != NULL && i < self->state->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (self->state->formations, i);

      if (f->side == side && f->brigades != NULL &&
          g_strv_contains ((const char *const *) f->brigades, brigade))
        return f;
    }
  return NULL;
}

gboolean
gg_act_brigade_hors_de_combat (GgAct *self, char side, const char *brigade)
{
  GgActFormation *f = corps_of (self, side, brigade);

  return f != NULL && f->hors_de_combat != NULL &&
         g_strv_contains ((const char *const *) f->hors_de_combat, brigade) &&
         qualifies (self, side, brigade);
}

void
_gg_act_mark_hors_de_combat (GgAct *self, GgActFormation *f)
{
  GStrvBuilder *b = g_strv_builder_new ();

  for (guint i = 0; f->brigades != NULL && f->brigades[i] != NULL; i++)
    if (qualifies (self, f->side, f->brigades[i]))
      g_strv_builder_add (b, f->brigades[i]);
  g_strfreev (f->hors_de_combat);
  f->hors_de_combat = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  if (f->hors_de_combat[0] == NULL)
    g_clear_pointer (&f->hors_de_combat, g_strfreev);
}

/* R59-9.1: the corps' brigades hors de combat, each logged (the segment checks them too). */
static int
n_hors_de_combat (GgAct *self, GgActFormation *f)
{
  int n = 0;

  _gg_act_mark_hors_de_combat (self, f); /* the segment checks the brigades too (002 L23, C4) */
  for (guint i = 0; f->brigades != NULL && f->brigades[i] != NULL; i++)
    if (gg_act_brigade_hors_de_combat (self, f->side, f->brigades[i]))
      {
        n++;
        gg_act_note (self,
                     N_ ("%s: more than half its units disordered or gone: hors de combat "
                         "(R59-9.1, 002 L45)"),
                     f->brigades[i]);
      }
  return n;
}

guint
_gg_act_demoralisation_dice (GgAct *self)
{
  guint n = 0;

  for (guint i = 0; i < self->state->formations->len; i++)
    {
      GgActFormation *f = g_ptr_array_index (self->state->formations, i);
      gboolean hdc = FALSE;

      for (guint j = 0; f->brigades != NULL && f->brigades[j] != NULL; j++)
        hdc = hdc || qualifies (self, f->side, f->brigades[j]);
      n += hdc && !f->demoralised;
    }
  return n;
}

static void
check_corps (GgAct *self, GgActFormation *f, GgActOutcome *out)
{
  const char *source, *line;
  int hdc = n_hors_de_combat (self, f), level, face, continuity;
  g_autoptr (GgActPlan) plan = NULL;

  if (hdc == 0)
    return;
  if (f->demoralised)
    {
      gg_act_note (self, N_ ("%s is Demoralised already: no roll, no recovery (R59-9.2)"),
                   gg_act_name (f));
      return;
    }
  plan = gg_act_plan (self, f->id, NULL, NULL);
  continuity = plan->target;
  line = plan->target_line;
  level = gg_act_number (self, "r59.demoralisation-level", &source);
  face = gg_act_roll (self, GG_DIE_D10, N_ ("demoralisation"));
  if (out->n_faces < G_N_ELEMENTS (out->faces))
    out->faces[out->n_faces++] = face;
  f->demoralised = face + hdc - continuity >= level;
  gg_act_note_labelled (self, GG_LOG_LABEL (6),
                        N_ ("%s: d10 = %d + %d brigades hors de combat - Continuity %d (%s) = "
                            "%d: %s (R59-9.2, 002 L47)"),
                        gg_act_name (f), face, hdc, continuity, line, face + hdc - continuity,
                        f->demoralised ? N_ ("Demoralised") : N_ ("holds"));
}

GgActOutcome *
gg_act_demoralisation (GgAct *self, const int *entered, guint n_entered, GError **error)
{
  GgActOutcome *out;

  if (gg_act_get_scheme (self) != GG_ACT_SCHEME_R59)
    {
      g_set_error_literal (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED,
                           _("only 1859 corps continuity has a Demoralisation Segment (R59-9.2)"));
      return NULL;
    }
  if (self->state->demoralisation_turn == (int) gg_d6_state_of (self->game)->turn.turn)
    {
      g_set_error_literal (error, GG_ACT_ERROR, GG_ACT_ERROR_REFUSED,
                           _("the Demoralisation Segment of this turn is rolled already"));
      return NULL;
    }
  if (!_gg_act_check_dice (_gg_act_demoralisation_dice (self), n_entered, error))
    return NULL;
  out = _gg_act_begin (self, entered, n_entered, GG_DIE_D10, error);
  if (out == NULL)
    return NULL;
  self->state->demoralisation_turn = gg_d6_state_of (self->game)->turn.turn;
  out->result = GG_ACT_RESULT_DEMORALISATION;
  for (guint i = 0; i < self->state->formations->len; i++)
    check_corps (self, g_ptr_array_index (self->state->formations, i), out);
  if (out->n_faces == 0)
    gg_act_note (self, N_ ("No corps rolls for demoralisation (R59-9.2)"));
  out = _gg_act_end (self, out, N_ ("Demoralisation Segment, end of turn"));
  self->state->demoralisation_entry = gg_log_get_n_entries (self->game->state->log);
  return out;
}
