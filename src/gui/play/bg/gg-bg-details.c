/* gg-bg-details.c: the side panel's details of a La Bella Gigogin squad (gg-play-details.h). */
#include "gg-config.h"

#include "gg-play-details.h"

#include <glib/gi18n.h>

#include "gg-bg-state.h"
#include "gg-game-state.h"
#include "gg-side-panel.h"

static void
append (GString *s, const char *line)
{
  if (s->len)
    g_string_append_c (s, '\n');
  g_string_append (s, line);
}

/* "9 rifled muskets, 1 precision rifle": the figures still on the table, by weapon, in the
 * order the weapons were recorded. */
static char *
weapons_text (GgGameState *state, const GgSquadCommand *sq)
{
  g_autoptr (GHashTable) counts = g_hash_table_new (NULL, NULL);
  g_autoptr (GPtrArray) order = g_ptr_array_new ();
  g_autoptr (GString) s = g_string_new (NULL);

  for (guint i = 0; i < sq->figures->len; i++)
    {
      const GgFigure *f = g_ptr_array_index (sq->figures, i);
      const char *w = gg_bg_state_weapon (state, sq->side, sq->squad, f->id);
      guint n = w ? GPOINTER_TO_UINT (g_hash_table_lookup (counts, w)) : 0;

      if (w != NULL && n == 0)
        g_ptr_array_add (order, (gpointer) w);
      if (w != NULL)
        g_hash_table_insert (counts, (gpointer) w, GUINT_TO_POINTER (n + 1));
    }
  for (guint i = 0; i < order->len; i++)
    {
      const char *w = g_ptr_array_index (order, i);
      g_autofree char *part =
        gg_side_panel_weapon_count (w, GPOINTER_TO_UINT (g_hash_table_lookup (counts, w)));

      g_string_append_printf (s, "%s%s", i ? ", " : "", part);
    }
  return order->len ? g_string_free (g_steal_pointer (&s), FALSE) : NULL;
}

static const char *
arm_label (GgBgArm arm)
{
  return arm == GG_BG_ARM_CAVALRY ? _("cavalry")
                                  : arm == GG_BG_ARM_ARTILLERY
    ? _("artillery")
    : _("infantry");
}

static const char *
training_label (GgBgTraining training)
{
  return training == GG_BG_TRAINING_VETERANS ? _("veterans (BG-4.7-a)")
                                             : training == GG_BG_TRAINING_RECRUITS
    ? _("recruits (BG-4.7-c)")
    : _("line (BG-4.7-b)");
}

static const char *
trait_label (GgBgTrait trait)
{
  switch (trait)
    {
    case GG_BG_TRAIT_CACCIATORI:
      return _("Cacciatori (BG-15.3-c)");
    case GG_BG_TRAIT_INDIPENDENTI:
      return _("Indipendenti (BG-15.3-b)");
    case GG_BG_TRAIT_INDIAVOLATI:
      return _("Indiavolati (BG-15.3-d)");
    case GG_BG_TRAIT_TITUBANTI:
      return _("Titubanti (BG-15.3-e)");
    case GG_BG_TRAIT_ELITE:
      return _("elite (BG-15.3-a)");
    default:
      return _("breech-loaders (BG-15.2-a)");
    }
}

static void
append_flags (GString *s, const char *format, const char **names)
{
  g_autofree char *joined = g_strjoinv (", ", (char **) names);
  g_autofree char *line = g_strdup_printf (format, joined);

  if (names[0] != NULL)
    append (s, line);
  g_free (names);
}

static void
append_traits (GString *s, guint traits)
{
  g_autofree const char **names = g_new0 (const char *, GG_BG_N_TRAITS + 1);
  guint n = 0;

  for (guint i = 0; i < GG_BG_N_TRAITS; i++)
    if (traits & (1u << i))
      names[n++] = trait_label (1u << i);
  append_flags (s, _("Traits: %s"), g_steal_pointer (&names));
}

/* What the roster said, recorded in the state of play when the squad was deployed. */
static void
roster_details (GString *s, GgGame *game, const GgSquadCommand *sq, GgUnit unit)
{
  GgSquadState *st = game->state ? gg_bg_state_squad (game->state, sq->side, sq->squad, FALSE)
                                 : NULL;
  g_autofree char *weapons = st ? weapons_text (game->state, sq) : NULL;
  g_autofree char *radius = gg_unit_format_both (unit, sq->radius);
  g_autofree char *line = NULL;

  line = g_strdup_printf (_("Arm: %s · training: %s"), arm_label (st ? st->arm : 0),
                             training_label (st ? st->training : 0));
  append (s, line);
  append_traits (s, st ? st->traits : 0);
  append_flags (s, _("Leader’s character: %s"), gg_bg_characters_names (st ? st->characters : 0));
  g_free (line);
  line = g_strdup_printf (_("Weapons: %s"), weapons ? weapons : _("not recorded"));
  append (s, line);
  g_free (line);
  line = g_strdup_printf (_("Command radius: %s"), radius);
  append (s, line);
}

void
gg_bg_details_append (GString *s, GgGame *game, GgTableRules *rules, GgSelection *selection,
                      GgUnit unit, GgOverlayData *overlays)
{
  GgFigure *leader = gg_selection_get_leader (selection, game);
  GgFigure *first =
    gg_game_lookup_figure (game, g_ptr_array_index (gg_selection_get_figures (selection), 0));
  g_autoptr (GArray) status = gg_overlay_data_command (overlays, game, rules);
  const GgSquadCommand *sq = status ? gg_command_find (status, first->side, first->squad) : NULL;
  g_autofree char *line = NULL;

  line = g_strdup_printf (_("Leader: %s"), leader ? leader->id : _("none selected"));
  append (s, line);
  g_free (line);
  line = g_strdup_printf (_("Figures left: %u"), sq ? sq->figures->len : 1);
  append (s, line);
  g_free (line);
  if (sq != NULL)
    roster_details (s, game, sq, unit);
  if (sq != NULL && sq->leader == NULL)
    line = g_strdup (_("Command: no leader on the table (BG-4.1-i)"));
  else if (sq != NULL)
    line = g_strdup_printf (sq->out->len ? _("Command: %u out of command (BG-4.8-a)")
                                         : _("Command: all in command (BG-4.8-a)"), sq->out->len);
  if (line != NULL)
    append (s, line);
  g_clear_pointer (&line, g_free);
  gg_side_panel_append_nearest_enemy (s, game, rules, first->id, unit);
}
