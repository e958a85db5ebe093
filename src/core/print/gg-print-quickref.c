/* gg-print-quickref.c: a one-page quick reference, in Gigogin's own words, each point with the
 * rule IDs it summarises (bella-gigogin.md, d6.md). The rulebook's own quick-reference sheets are
 * lost (BG-MISS-10). */
#include "gg-print-private.h"

#include "gg-units.h"

typedef struct
{
  const char *topic;
  const char *rules;
  const char *text;
} Point;

static const Point bg_points[] = {
  { N_ ("Turn"), "BG-2.2-a…d, BG-3.4-b",
    N_ ("Draw the chits two at a time. Both squads drawn act together: each first tests morale "
        "if it took losses, then does one thing: move, assault or charge, reload, or fire. When "
        "the bag is empty the turn ends; put back the chits of squads still in play.") },
  { N_ ("Together"), "BG-2.2-e…g",
    N_ ("If the two squads deal with each other, the first drawn acts first, but both count as "
        "simultaneous: losses from fire between them are removed once both have fired.") },
  { N_ ("Dice"), "BG-3.3-a/b",
    N_ ("Actions use a D10 from 0 to 9, and 0 is worth 0; morale uses a D20.") },
  { N_ ("Command"), "BG-4.8-a…g, BG-4.5-h, BG-15.3-c/e",
    N_ ("Squad leader to his figures 15 cm; platoon commander to his squad leaders 15 cm; "
        "company or battalion commander 15 cm, 50 cm with his musician. Measure edge to edge. "
        "Cacciatori 20 and 70 cm; a Titubanti squad leader 10 cm. Whether a squad is in command "
        "is settled when it is activated (BG-4.8-m).") },
  { N_ ("Movement"), "BG-4.2-h, BG-4.3-c, BG-10.4, BG-10.5-a",
    N_ ("Infantry 15 cm, cavalry 30 cm. On a road each centimetre costs half; in difficult "
        "terrain it costs double.") },
  { N_ ("Fire"), "BG-3.1-f/g, BG-12.1-f",
    N_ ("A figure fires at what lies within 45° either side of the front of its base, measured "
        "edge to edge. It fights in melee all round.") },
  { N_ ("Artillery"), "BG-4.4-g…l",
    N_ ("Canister: every figure within ±6.5° of the barrel, friend or foe, is rolled for with a "
        "D10. Shell: a D10 on the scatter rose gives the point of fall; every piece within 2.5 cm "
        "of it is hit on an even number (0 is even). Shell needs at least 100 cm.") },
  { N_ ("Markers"), "BG-3.5-a/b",
    N_ ("A cotton ball: the squad has fired and must reload. A casualty figure: the squad took "
        "losses and tests morale when next activated.") },
  { N_ ("End of the game"), "BG-16-a/b",
    N_ ("The game ends when a side takes the scenario's objective, puts every enemy officer out "
        "of action, or puts out of action or captures half the enemy's figures. Each figure hit, "
        "fled or captured is worth 1 VP, a squad leader 11 VP: a whole squad of ten, 20 VP.") },
};

static const Point d6_points[] = {
  { N_ ("Movement"), "D6-MOVE-1…9",
    N_ ("Roll the movement dice and add them up: line infantry and limbered medium or heavy guns "
        "1d6, light infantry and light guns 2d6, line cavalry and command 3d6, light cavalry 4d6. "
        "Trained +1d6, Veteran +2d6; +1d6 for a whole move on a road; +1d6 with a commander "
        "within 18\". Green units move the whole result, Trained at least half, Veteran as they "
        "wish.") },
  { N_ ("Classes"), "D6-GEN-3, D6-TEST-4",
    N_ ("On a test die, Green: 1 counts −2 and 6 +1; Trained: 1 −1, 6 +1; Veteran: 1 −1, "
        "6 +2.") },
  { N_ ("Command"), "D6-CMD-1/2", N_ ("A commander reaches 18\" and needs no line of sight.") },
  { N_ ("Fire"), "D6-GEN-1", N_ ("Roll the fire dice: every 6 is a hit.") },
  { N_ ("Casualties"), "D6-CAS-2…5",
    N_ ("Count losses against the starting strength: from 10% −1 to tests, 25% −2, 33% −3, "
        "50% −5; at 75% the unit is removed.") },
};

static void
add_points (GgPrintForce *force, const Point *points, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *markup = g_markup_printf_escaped (
        "<b>%s</b> (%s)\t%s", _(points[i].topic), points[i].rules, _(points[i].text));
      GgPrintPara *para = _gg_print_force_add_para (force, GG_PARA_ROW, markup);

      para->tabs[1] = 38;
    }
}

/* BG-3.6-b: the rulebook's distances are for 20 mm; the reference lists them at this scale. */
static void
add_scale_line (GgPrintForce *force, const GgPrintNumbers *numbers)
{
  static const double cm[] = { 2.5, 10, 15, 20, 30, 50, 70, 100 };
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *markup = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cm); i++)
    {
      g_autofree char *scaled = gg_unit_format (GG_UNIT_CM, cm[i] * 10 * numbers->factor, 2);

      g_string_append_printf (list, "%s%g → %s", i ? "; " : "", cm[i], scaled);
    }
  markup = g_markup_printf_escaped (_("<b>Scale</b> (BG-3.6-b)\tDistances are for 20 mm "
                                      "figures; at %d mm they are × %.2f: %s."),
                                       numbers->scale, numbers->factor, list->str);
  _gg_print_force_add_para (force, GG_PARA_ROW, markup)->tabs[1] = 38;
}

void
_gg_print_force_add_quickref (GgPrintForce *force, const GgPrintNumbers *numbers)
{
  g_autofree char *title = g_markup_printf_escaped ("%s", _("Quick reference"));
  g_autofree char *note = g_markup_printf_escaped (
    "%s", _("A summary in Gigogin's words; the rule IDs lead to the full text."));

  _gg_print_force_add_para (force, GG_PARA_PAGE_BREAK, "");
  _gg_print_force_add_para (force, GG_PARA_TITLE, title);
  _gg_print_force_add_para (force, GG_PARA_SMALL, note);
  _gg_print_sheets (numbers->ruleset)->quickref (force, numbers);
}

void
_gg_print_quickref_bg (GgPrintForce *force, const GgPrintNumbers *numbers)
{
  add_points (force, bg_points, G_N_ELEMENTS (bg_points));
  add_scale_line (force, numbers);
}

void
_gg_print_quickref_d6 (GgPrintForce *force, const GgPrintNumbers *numbers)
{
  add_points (force, d6_points, G_N_ELEMENTS (d6_points));
}
