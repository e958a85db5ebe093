/* gg-print-roster-d6.c: a d6-rules roster on paper: brigades and their commanders, and for each
 * unit its type, class, figures, weapon, movement dice (D6-MOVE-1, D6-MOVE-4) and the casualty
 * steps that change its tests or remove it (D6-CAS-2…4); a card, a chit and labels per unit. */
#include "gg-print-roster-private.h"

static const double unit_tabs[] = { 0, 52, 82, 100, 114, 138, 152 };

static char *
commander_text (const GgRosterNode *commander)
{
  const char *rank = gg_roster_node_get_text (commander, "rank");

  return g_markup_printf_escaped (_("Commander: %s%s%s"),
                                     gg_roster_node_get_text (commander, "name"), rank ? ", " : "",
                                     rank ? rank : "");
}

static void
add_unit_header (GgPrintForce *force)
{
  g_autofree char *row = g_markup_printf_escaped (
    "<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>\t<b>%s</b>",
    _("Unit"), _("Type"), _("Class"), _("Figures"),
                                            _("Weapon"), _("Move"), _("Losses 10/25/33/50/75%"));

  _gg_print_add_row (force, unit_tabs, G_N_ELEMENTS (unit_tabs), row);
}

/* Cards and chits number units 1, 2, … through the roster; labels carry that number. */
static GgPrintSquad *
add_unit_card (GgPrintForce *force, const GgRosterNode *unit, guint side, int number,
               const char *details)
{
  g_autofree char *title =
    g_strdup_printf ("%d · %s", number, gg_roster_node_get_text (unit, "name"));
  GgPrintSquad *card = _gg_print_force_add_squad (force, side, number, title);
  g_autofree char *code = g_strdup_printf ("%d", number);
  const char *type = gg_roster_node_get_text (unit, "type");
  gboolean mounted = g_str_has_suffix (type, "cavalry") || g_str_equal (type, "command");
  int n = gg_roster_node_get_int (unit, "figures", 0);

  card->details = g_strdup (details);
  for (int i = 0; i < n; i++)
    {
      g_ptr_array_add (card->codes, g_strdup (code));
      _gg_print_force_add_label (force, code,
                                 force->scale <= 17   ? (mounted ? 12 : 8)
                                 : force->scale <= 24 ? 15
                                                      : 20,
                                 force->scale <= 17   ? (mounted ? 20 : 10)
                                 : force->scale <= 24 ? (mounted ? 30 : 20)
                                                      : (mounted ? 40 : 25));
    }
  g_ptr_array_add (card->markers, g_strdup (_("Disordered: orange marker")));
  g_ptr_array_add (card->markers, g_strdup (_("Reforming or changing formation: red marker")));
  return card;
}

static void
add_unit (GgPrintForce *force, GgRoster *roster, const GgPrintNumbers *numbers,
          const GgRosterNode *unit, guint side, int number)
{
  const char *type = gg_roster_node_get_text (unit, "type");
  const char *klass = gg_roster_unit_class (roster, unit);
  g_autofree char *type_word = _gg_print_word (type);
  g_autofree char *class_word = _gg_print_word (klass);
  g_autofree char *weapon = _gg_print_word (gg_roster_unit_weapon (unit));
  int figures = gg_roster_node_get_int (unit, "figures", 0);
  int dice = _gg_print_d6_move_dice (numbers, type, klass);
  g_autofree char *details =
    g_markup_printf_escaped (_("%s · %s · %s · move %dd6"), type_word, class_word, weapon, dice);
  GgPrintSquad *card = add_unit_card (force, unit, side, number, details);
  g_autofree char *row = NULL, *name = NULL;
  int *t = card->thresholds;

  _gg_print_d6_thresholds (numbers, figures, t);
  name = _gg_print_cell (gg_roster_node_get_text (unit, "name"));
  row = g_markup_printf_escaped ("%d · %s\t%s\t%s\t%d\t%s\t%dd6\t%d / %d / %d / %d / %d", number,
                                 name, type_word, class_word, figures, weapon, dice, t[0], t[1],
                                 t[2], t[3], t[4]);
  _gg_print_add_row (force, unit_tabs, G_N_ELEMENTS (unit_tabs), row);
}

static int
add_brigade (GgPrintForce *force, GgRoster *roster, const GgPrintNumbers *numbers,
             const GgRosterNode *brigade, guint side, int number)
{
  GgRosterNode *commander = gg_roster_node_get_child (brigade, "commander");
  g_autofree char *heading =
    g_markup_printf_escaped (_("Brigade: %s"), gg_roster_node_get_text (brigade, "name"));

  _gg_print_force_add_para (force, GG_PARA_HEADING, heading);
  if (commander != NULL)
    {
      g_autofree char *text = commander_text (commander);
      _gg_print_force_add_para (force, GG_PARA_TEXT, text);
    }
  add_unit_header (force);
  for (guint i = 0; i < gg_roster_node_count (brigade, "units"); i++)
    add_unit (force, roster, numbers, gg_roster_node_nth (brigade, "units", i), side, number++);
  return number;
}

void
_gg_print_add_d6_roster (GgPrintForce *force, GgRoster *roster, guint side)
{
  const GgRosterNode *root = gg_roster_get_root (roster);
  GgRosterNode *commander = gg_roster_node_get_child (root, "commander");
  g_autofree char *totals = NULL;
  GgPrintNumbers numbers;
  int number = 1;

  _gg_print_numbers_init (&numbers, GG_RULESET_D6, force->scale);
  if (commander != NULL)
    {
      g_autofree char *text = commander_text (commander);
      _gg_print_force_add_para (force, GG_PARA_TEXT, text);
    }
  for (guint i = 0; i < gg_roster_node_count (root, "brigades"); i++)
    number =
      add_brigade (force, roster, &numbers, gg_roster_node_nth (root, "brigades", i), side, number);
  totals = g_markup_printf_escaped (_("%d units, %u figures. Move: basic dice (D6-MOVE-1) plus "
                                      "the class bonus (D6-MOVE-4). Losses: figures lost that "
                                      "reach 10, 25, 33 and 50%% of the starting strength, and "
                                      "75%%, when the unit is removed (D6-CAS-2…4)."),
                                       number - 1, gg_roster_count_figures (roster));
  _gg_print_force_add_para (force, GG_PARA_HEADING, _("Totals"));
  _gg_print_force_add_para (force, GG_PARA_TEXT, totals);
}
