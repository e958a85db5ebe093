/* gg-d6-play-melee.c: d6 play: melee, one against one and several units a side. */
#include "gg-d6-play-private.h"

#include "gg-d6-activation.h"
#include "gg-d6-board.h"
#include "gg-d6-sections.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

/* Melee (D6-MEL) */

static void
melee_inputs (GgD6Play *self, GgD6TableUnit *a, GgD6TableUnit *b, gboolean charging,
              const GgD6MeleeJudgement *j, GgD6TestInput *ia, GgD6TestInput *ib)
{
  /* every TEST modifier of both sides measured on the table (the counter-charger's +1 too,
   * D6-CHG-8, D6-TEST-M9), then the referee's word over what the table measured */
  gg_d6_table_melee_inputs (self->table, a, b, charging, ia, ib);
  if (j == NULL)
    return;
  ia->charging = j->charging;
  ia->contact_to_rear = j->edge == GG_D6_CONTACT_REAR; /* D6-SPEC-9 */
  ib->contacted = j->edge;                             /* D6-TEST-M7 */
  ia->command_near = j->command_a;
  ib->command_near = j->command_b;
  ia->friends_in_sight = j->friends_a;
  ib->friends_in_sight = j->friends_b;
}

gboolean
gg_d6_play_melee_measure (GgD6Play *self, const char *attacker, const char *defender,
                          GgD6MeleeJudgement *j, GError **error)
{
  GgD6TableUnit *a = _gg_d6_play_unit (self, attacker, error), *b;
  GgD6TestInput ia, ib;

  if (a == NULL || (b = _gg_d6_play_unit (self, defender, error)) == NULL)
    return FALSE;
  melee_inputs (self, a, b, j->charging, NULL, &ia, &ib);
  j->edge = ib.contacted;
  j->command_a = ia.command_near;
  j->command_b = ib.command_near;
  j->friends_a = ia.friends_in_sight;
  j->friends_b = ib.friends_in_sight;
  return TRUE;
}

/* One against one (D6-MEL-3), gg_d6_play_melee_sides_plan */
static GgD6Melee *
melee_plan (GgD6Play *self, const char *attacker, const char *defender, gboolean charging,
            const GgD6MeleeJudgement *judged, GError **error)
{
  GgD6TableUnit *a = _gg_d6_play_unit (self, attacker, error), *b;
  GgD6TestInput ia, ib;

  if (a == NULL || (b = _gg_d6_play_unit (self, defender, error)) == NULL)
    return NULL;
  melee_inputs (self, a, b, charging, judged, &ia, &ib);
  return gg_d6_melee_plan (self->rules, &ia, &ib);
}

/* After the dice, the board's one path (gg_d6_board_melee_after): losses (D6-MEL-4, D6-CAS-4,
 * destructions recorded as events), every unit left disordered (D6-MEL-7, D6-DIS-C4, L88), a
 * draw's retreats (D6-MEL-5) or the loser's Moral TEST with every modifier, routing or retreating
 * (D6-MEL-4, L63), logged; the words of what happened appended to @s. */
static void
melee_after (GgD6Play *self, const GgD6Melee *m, const char *a, const char *b, GString *s)
{
  GgD6UnitState *sa = gg_d6_table_lookup (self->table, a)->state;
  GgD6UnitState *sb = gg_d6_table_lookup (self->table, b)->state;
  const char *loser = m->outcome == GG_D6_MELEE_A_WINS ? b : a;
  g_autoptr (GgD6Test) moral = NULL;
  GgD6TestResult result = GG_D6_NO_CHANGE;
  gboolean gone_a, gone_b;

  _gg_d6_play_begin (self);
  moral = gg_d6_board_melee_after (self->table, m, a, b, _gg_d6_play_dice (self), 0, &result, NULL);
  gone_a = sa->status == GG_D6_STATUS_DESTROYED;
  gone_b = sb->status == GG_D6_STATUS_DESTROYED;
  if (moral != NULL)
    _gg_d6_play_log_test (self, gg_d6_table_lookup (self->table, loser), "melee", moral, result,
                          NULL);
  _gg_d6_play_rebuild (self);
  if (m->outcome == GG_D6_MELEE_DRAW)
    g_string_append (s, _("A draw: both sides retreat (D6-MEL-5)"));
  else
    g_string_append_printf (s, _("%s wins by %d (D6-MEL-4)"),
                                  m->outcome == GG_D6_MELEE_A_WINS ? a : b, m->difference);
  g_string_append_printf (s, _("; %s loses %d figures, %s loses %d"), a, m->casualties_a, b,
                                m->casualties_b);
  if (gone_a || gone_b)
    g_string_append_printf (s, _("; %s is destroyed (D6-CAS-4)"), gone_a ? a : b);
  if (moral != NULL)
    g_string_append_printf (s, _("; %s's Moral TEST: score %d, %s (D6-MEL-4)"), loser,
                                  moral->score, gg_d6_test_result_label (result));
  if (!gone_a && !gone_b)
    g_string_append (s, _("; both sides end disordered (D6-MEL-7)"));
  else if (!gone_a || !gone_b)
    /* Translators: the side left after the other was destroyed in melee */
    g_string_append_printf (s, _("; %s ends disordered (D6-MEL-7)"), gone_a ? b : a);
}

/* Each side's TEST account, then the scores and casualties. */
static GgLogText *
melee_outcome (const GgD6Melee *m, const char *attacker, const char *defender)
{
  GgLogText *text = gg_log_text_new ();

  gg_log_text_add (text, attacker);
  gg_log_text_add (text, ": ");
  gg_d6_report_to_log (m->a->report, text);
  gg_log_text_add (text, "\n");
  gg_log_text_add (text, defender);
  gg_log_text_add (text, ": ");
  gg_d6_report_to_log (m->b->report, text);
  gg_log_text_add (text, "\n");
  gg_log_text_add_message (text, N_ ("Scores %d and %d; casualties %d and %d\n"), m->a->score,
                           m->b->score, m->casualties_a, m->casualties_b);
  return text;
}

/* One against one (D6-MEL-3), gg_d6_play_melee_sides */
static GgD6Melee *
melee (GgD6Play *self, const char *attacker, const char *defender, gboolean charging,
       const GgD6MeleeJudgement *judged, int entered_a, int entered_b, char **text, GError **error)
{
  GgD6TableUnit *a = _gg_d6_play_unit (self, attacker, error), *b;
  g_autoptr (GgD6Melee) m = NULL;
  g_autoptr (GString) words = g_string_new (NULL);
  GgD6TestInput ia, ib;
  if (a == NULL || (b = _gg_d6_play_unit (self, defender, error)) == NULL)
    return NULL;
  if (b->level != GG_D6_LEVEL_NONE)
    {
      GgLogText *body = _gg_d6_play_say (
        N_ ("%s is a command unit: contacted, it is destroyed (D6-MEL-10)"), defender);

      _gg_d6_play_destroyed (self, b); /* D6-MEL-10: a contacted command unit is destroyed */
      _gg_d6_play_begin (self);
      _gg_d6_play_log_text (self, GG_LOG_NOTE, _gg_d6_play_say (N_ ("Melee")),
                            gg_log_text_copy (body));
      _gg_d6_play_give (body, text);
      return NULL;
    }
  melee_inputs (self, a, b, charging, judged, &ia, &ib);
  m = gg_d6_melee_plan (self->rules, &ia, &ib);
  _gg_d6_play_begin (self);
  if (!gg_d6_melee_resolve (m, self->rules, _gg_d6_play_dice (self), entered_a, entered_b))
    return _gg_d6_play_bad_face (error), NULL;
  _gg_d6_play_log_report (self, _gg_d6_play_say (N_ ("Melee, %s against %s"), attacker, defender),
                          m->report, melee_outcome (m, attacker, defender));
  melee_after (self, m, attacker, defender, words);
  if (text != NULL)
    *text = g_strdup (words->str);
  return g_steal_pointer (&m);
}

/* Several units on a side (D6-MEL-6) */

/* The units of @ids, looked up; FALSE (with @error) for an unknown or repeated id, or a command
 * unit (D6-MEL-10: contacted, it is destroyed without a melee, the one-against-one melee alone). */
static gboolean
side_units (GgD6Play *self, const char *const *ids, GPtrArray *out, GError **error)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      GgD6TableUnit *u = _gg_d6_play_unit (self, ids[i], error);

      if (u == NULL)
        return FALSE;
      if (g_ptr_array_find (out, u, NULL) || u->level != GG_D6_LEVEL_NONE)
        {
          g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                       _("%s cannot fight in a melee of several units: a unit is named once, and "
                         "a contacted command unit is destroyed alone (D6-MEL-6, D6-MEL-10)"),
                          ids[i]);
          return FALSE;
        }
      g_ptr_array_add (out, u);
    }
  return TRUE;
}

static GgD6TableUnit *
nearest_of (GgD6TableUnit *u, GPtrArray *others)
{
  GgD6TableUnit *best = g_ptr_array_index (others, 0);

  for (guint i = 1; i < others->len; i++)
    if (gg_d6_table_distance (u, g_ptr_array_index (others, i)) < gg_d6_table_distance (u, best))
      best = g_ptr_array_index (others, i);
  return best;
}

/* Every unit's TEST inputs measured against the nearest unit of the other side; the referee's
 * @j is the word for a whole side. */
static void
sides_inputs (GgD6Play *self, GPtrArray *a, GPtrArray *b, gboolean charging,
              const GgD6MeleeJudgement *j, GgD6TestInput *ia, GgD6TestInput *ib)
{
  GgD6TestInput scratch;

  for (guint i = 0; i < a->len; i++)
    melee_inputs (self, g_ptr_array_index (a, i), nearest_of (g_ptr_array_index (a, i), b),
                  charging, j, &ia[i], &scratch);
  for (guint i = 0; i < b->len; i++)
    melee_inputs (self, nearest_of (g_ptr_array_index (b, i), a), g_ptr_array_index (b, i),
                  charging, j, &scratch, &ib[i]);
}

/* The plan of a melee between the sides (@a, @b filled with their units). */
static GgD6Melee *
sides_plan (GgD6Play *self, const char *const *attackers, const char *const *defenders,
            gboolean charging, const GgD6MeleeJudgement *judged, GPtrArray *a, GPtrArray *b,
            GError **error)
{
  g_autofree GgD6TestInput *ia = NULL, *ib = NULL;

  if (!side_units (self, attackers, a, error) || !side_units (self, defenders, b, error))
    return NULL;
  if (a->len == 0 || b->len == 0)
    {
      g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                   _("a melee needs a unit on each side (D6-MEL-1)"));
      return NULL;
    }
  for (guint i = 0; i < a->len; i++)
    if (g_ptr_array_find (b, g_ptr_array_index (a, i), NULL))
      {
        g_set_error (error, GG_D6_PLAY_ERROR, GG_D6_PLAY_ERROR_INVALID,
                     _("%s cannot fight on both sides"), attackers[i]);
        return NULL;
      }
  ia = g_new0 (GgD6TestInput, a->len);
  ib = g_new0 (GgD6TestInput, b->len);
  sides_inputs (self, a, b, charging, judged, ia, ib);
  return gg_d6_melee_plan_sides (self->rules, ia, a->len, ib, b->len);
}

static gboolean
one_against_one (const char *const *attackers, const char *const *defenders)
{
  return attackers[0] != NULL && attackers[1] == NULL && defenders[0] != NULL &&
         defenders[1] == NULL;
}

GgD6Melee *
gg_d6_play_melee_sides_plan (GgD6Play *self, const char *const *attackers,
                             const char *const *defenders, gboolean charging,
                             const GgD6MeleeJudgement *judged, GError **error)
{
  g_autoptr (GPtrArray) a = g_ptr_array_new ();
  g_autoptr (GPtrArray) b = g_ptr_array_new ();

  if (one_against_one (attackers, defenders))
    return melee_plan (self, attackers[0], defenders[0], charging, judged, error);
  return sides_plan (self, attackers, defenders, charging, judged, a, b, error);
}

/* D6-MEL-6: the side's @total casualties shared among its units @ids (figures now); each share
 * into @out and, for the log, "A1 2, A2 1" into @list. */
static void
share_side (GgD6Play *self, const char *const *ids, int total, int *out, GString *list)
{
  guint n = g_strv_length ((char **) ids);
  g_autofree int *sizes = g_new0 (int, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    sizes[i] = gg_d6_table_lookup (self->table, ids[i])->unit.figures;
  gg_d6_melee_share (total, sizes, n, out);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (list, "%s%s %d", list->len ? ", " : "", ids[i], out[i]);
}

/* A losing unit's own Moral TEST (AMB-39), rolled, applied and logged, into @s. */
static void
side_moral (GgD6Play *self, const char *id, GString *s)
{
  GgD6TableUnit *u = gg_d6_table_lookup (self->table, id);
  g_autoptr (GgD6Test) moral = NULL;
  GgD6TestResult result;
  GgD6TestInput in;

  if (u == NULL || u->state->status == GG_D6_STATUS_DESTROYED)
    return;
  gg_d6_table_test_input (self->table, u, 0, &in); /* D6-MOR-3: every modifier */
  moral = gg_d6_test_plan (self->rules, &in);
  if (!gg_d6_test_resolve (moral, _gg_d6_play_dice (self), 0))
    return;
  result = gg_d6_melee_loser_result (moral->result); /* D6-MEL-4 */
  gg_d6_table_apply_test (self->table, u, result);
  _gg_d6_play_log_test (self, u, "melee", moral, result, NULL);
  g_string_append_printf (s, _("; %s's Moral TEST: score %d, %s (D6-MEL-4)"), id, moral->score,
                                gg_d6_test_result_label (result));
}

/* Losses shared (D6-MEL-6), every unit left disordered (D6-MEL-7) and, on a draw, retreating
 * (D6-MEL-5); the words into @s. */
static void
side_losses (GgD6Play *self, const char *const *ids, const int *shares, gboolean draw, GString *s)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      GgD6TableUnit *u = gg_d6_table_lookup (self->table, ids[i]);

      gg_d6_board_apply_losses (self->table, ids[i], shares[i], NULL);
      if (u->state->status == GG_D6_STATUS_DESTROYED)
        {
          g_string_append_printf (s, _("; %s is destroyed (D6-CAS-4)"), ids[i]);
          continue;
        }
      gg_d6_unit_state_disorder (u->state); /* D6-MEL-7, D6-DIS-C4 */
      u->unit.disordered = TRUE;
      if (draw)
        gg_d6_table_apply_test (self->table, u, GG_D6_RETREAT); /* D6-MEL-5 */
    }
}

/* After the dice and the log's entry: each side's shares @sa, @sb taken, the losers' own Moral
 * TESTs; the words into @s. */
static void
sides_after (GgD6Play *self, const GgD6Melee *m, const char *const *a, const char *const *b,
             const int *sa, const int *sb, GString *s)
{
  gboolean draw = m->outcome == GG_D6_MELEE_DRAW;
  const char *const *losers = m->outcome == GG_D6_MELEE_A_WINS ? b : a;

  side_losses (self, a, sa, draw, s);
  side_losses (self, b, sb, draw, s);
  for (guint i = 0; !draw && losers[i] != NULL; i++)
    side_moral (self, losers[i], s);
  g_string_append (s, _("; every unit left ends disordered (D6-MEL-7)"));
  _gg_d6_play_rebuild (self);
}

/* The outcome's first words: who won (@na, @nb the sides' names) and the shares. */
static void
sides_words (const GgD6Melee *m, const char *na, const char *nb, const char *shares, GString *s)
{
  if (m->outcome == GG_D6_MELEE_DRAW)
    g_string_append (s, _("A draw: both sides retreat (D6-MEL-5)"));
  else
    g_string_append_printf (s, _("%s wins by %d (D6-MEL-4)"),
                                  m->outcome == GG_D6_MELEE_A_WINS ? na : nb, m->difference);
  g_string_append_printf (s, _("; casualties shared (D6-MEL-6): %s"), shares);
}

GgD6Melee *
gg_d6_play_melee_sides (GgD6Play *self, const char *const *attackers, const char *const *defenders,
                        gboolean charging, const GgD6MeleeJudgement *judged, int entered_a,
                        int entered_b, char **text, GError **error)
{
  g_autoptr (GPtrArray) a = g_ptr_array_new ();
  g_autoptr (GPtrArray) b = g_ptr_array_new ();
  g_autoptr (GgD6Melee) m = NULL;
  g_autoptr (GString) words = g_string_new (NULL);
  g_autoptr (GString) shares = g_string_new (NULL);
  g_autofree char *na = NULL, *nb = NULL;
  g_autofree int *sa = NULL, *sb = NULL;
  GgLogText *outcome;

  if (one_against_one (attackers, defenders))
    return melee (self, attackers[0], defenders[0], charging, judged, entered_a, entered_b, text,
                  error);
  if (!(m = sides_plan (self, attackers, defenders, charging, judged, a, b, error)))
    return NULL;
  _gg_d6_play_begin (self);
  if (!gg_d6_melee_resolve (m, self->rules, _gg_d6_play_dice (self), entered_a, entered_b))
    return _gg_d6_play_bad_face (error), NULL;
  na = g_strjoinv (" + ", (char **) attackers);
  nb = g_strjoinv (" + ", (char **) defenders);
  sa = g_new0 (int, a->len);
  sb = g_new0 (int, b->len);
  share_side (self, attackers, m->casualties_a, sa, shares);
  share_side (self, defenders, m->casualties_b, sb, shares);
  outcome = melee_outcome (m, na, nb);
  gg_log_text_add_message (outcome, N_ ("Casualties shared (D6-MEL-6): %s\n"), shares->str);
  _gg_d6_play_log_report (self, _gg_d6_play_say (N_ ("Melee, %s against %s"), na, nb), m->report,
                          outcome);
  sides_words (m, na, nb, shares->str, words);
  sides_after (self, m, attackers, defenders, sa, sb, words);
  if (text != NULL)
    *text = g_strdup (words->str);
  return g_steal_pointer (&m);
}
