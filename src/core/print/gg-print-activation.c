/* gg-print-activation.c: the board games' activation schemes at the table on paper: a summary of
 * each scheme with its rule IDs (docs/rule-ids-board-games.txt), its numbers read from
 * data/rules/d6.yaml (so a house value is never printed as the text's), and 1:1 markers in each
 * side's colour to cut out: Orders −1 (VOL-6.1.2), Finished (R59-4.54), Hors de combat (R59-9.1),
 * Demoralised (R59-9.2). */
#include "gg-print-private.h"

#include "gg-rules-data.h"

#define MARKER 20.0 /* mm: a house size, the games' counters are half an inch */

typedef struct
{
  const char *label; /* translated when drawn */
  guint copies;      /* a side */
} Marker;

static const Marker markers[] = {
  { N_ ("Orders\n−1"), 8 },
  { N_ ("Finished"), 4 },
  { N_ ("Hors de\ncombat"), 4 },
  { N_ ("Demoralised"), 2 },
};

static const double side_rgb[2][3] = { { 0.75, 0.1, 0.1 }, { 0.1, 0.25, 0.7 } };

static guint
markers_a_side (void)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (markers); i++)
    n += markers[i].copies;
  return n;
}

/* Marker @i of a side's run (the kinds in order, each repeated). */
static const char *
marker_label (guint i)
{
  for (guint k = 0; k < G_N_ELEMENTS (markers); k++)
    {
      if (i < markers[k].copies)
        return _(markers[k].label);
      i -= markers[k].copies;
    }
  return "";
}

static void
draw_marker_row (GgPrintJob *job, const GgPrintBlock *block, cairo_t *cr)
{
  guint per_side = markers_a_side ();

  for (guint i = 0; i < block->count; i++)
    {
      guint n = block->first + i, side = n / per_side;

      cairo_save (cr);
      cairo_translate (cr, i * block->cell_w, 0);
      cairo_rectangle (cr, 1, 1, MARKER - 2, MARKER - 2);
      cairo_set_source_rgb (cr, side_rgb[side][0], side_rgb[side][1], side_rgb[side][2]);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      _gg_print_text_fit (cr, 2, 2, MARKER - 4, MARKER - 4, marker_label (n % per_side), 10);
      _gg_print_cut_box (cr, 0, 0, block->cell_w, block->cell_h);
      cairo_restore (cr);
    }
}

static int
number (GgRulesData *rules, const char *path)
{
  return rules != NULL ? (int) gg_rules_data_get_number (rules, path, 0) : 0;
}

static void
add_para (GgPrintJob *job, const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text, -1);

  _gg_print_add_text (job, markup, 9, FALSE);
}

static void
add_volturno (GgPrintJob *job, GgRulesData *rules)
{
  g_autofree char *attempt = g_strdup_printf (
    _("Attempt: 1d6, activated when the modified roll is at most the CdF’s Command Value "
      "(VOL-6.1.1). Each failure: an Orders %+d marker on the CdF, cumulative (VOL-6.1.2); %+d "
      "more within the CiC’s range, on the table %d\" a point of his value, a house reading "
      "(VOL-6.1.4)."),
       number (rules, "activation.volturno.orders-drm"),
       number (rules, "activation.volturno.cic-range-drm"),
       number (rules, "activation.volturno.cic-range-per-point"));
  g_autofree char *passes = g_strdup_printf (
    _("An unmodified %d: Personal Initiative, the referee decides (VOL-6.2). A side may pass; %d "
      "passes in a row end the phase (VOL-4.B2). A formation activates once a turn (VOL-6.1)."),
       number (rules, "activation.volturno.personal-initiative-face"),
       number (rules, "activation.volturno.passes-end-phase"));

  _gg_print_add_text (job, _("Volturno 1860: formation activation"), 11, TRUE);
  add_para (job, _("Initiative: each side rolls 2d6 + its CiC’s Command Value, ties rolled "
                   "again; the sides then alternate attempts, the initiative side first "
                   "(VOL-4.A, VOL-4.B2)."));
  add_para (job, attempt);
  add_para (job, passes);
}

static void
add_r59 (GgPrintJob *job, GgRulesData *rules)
{
  g_autofree char *activations = g_strdup_printf (
    _("%d activations a corps a turn; an Extended one (activation %d) always rolls, a failure finishes "
      "the corps (R59-4.43, R59-4.54). The phase ends on consecutive passes: Austrian then French "
      "(%d), or French, Austrian, French (%d) (R59-4.56)."),
       number (rules, "activation.r59.activations-per-turn"),
       number (rules, "activation.r59.extended-activation"),
       number (rules, "activation.r59.passes-end-phase"),
       number (rules, "activation.r59.passes-end-phase-french"));
  g_autofree char *morale = g_strdup_printf (
    _("End of turn: each corps with a brigade hors de combat (over half its units disordered or "
      "gone) rolls d10 + those brigades − its Continuity; %d or more: Demoralised for good "
      "(R59-9.1, R59-9.2)."),
       number (rules, "activation.r59.demoralisation-level"));

  g_autofree char *orders = g_strdup_printf (_("Under Orders: a brigadier within his corps commander’s Range (%d hexes unless the text "
      "gives it, %d″ a hex: house). Without Orders his units are out of command: they may move, "
      "not next to the enemy, and Rally, not fire or attack; once an activation he may roll d10 + "
      "Commitment, %d or less: Under Orders, else only Rally (R59-4.22, R59-4.42). Hors de "
      "combat: no attack, not next to the enemy (R59-9.1). Heat or Rain: %d activation, the next "
      "is Extended (R59-4.44). An Extended Activation costs a Hit to each unit that moved and "
      "rolls over its cohesion, and to each that attacked (R59-4.43)."),
    number (rules, "activation.r59.range-default"), number (rules, "activation.r59.range-per-hex"),
    number (rules, "activation.r59.orders-target"),
    number (rules, "activation.r59.weather-activations"));

  _gg_print_add_text (job, _("Risorgimento 1859: corps continuity"), 11, TRUE);
  add_para (job, _("Initiative: each side rolls d10 (0 is 0) + the scenario’s modifier, ties "
                   "rolled again; the winner’s corps of choice activates free (R59-4.3)."));
  add_para (job, _("After a corps: pass, or name another corps and roll d10 at most its "
                   "Continuity (R59-4.51). A failure, a pass, or two segments in a row give the "
                   "opponent a Free Activation (R59-4.52, R59-4.53). No corps twice in a row "
                   "unless it is the only one left (R59-4.53-b)."));
  add_para (job, activations);
  add_para (job, orders);
  add_para (job, morale);
}

void
_gg_print_build_activation (GgPrintJob *job)
{
  g_autoptr (GgRulesData) rules = gg_rules_data_load_builtin ("d6", NULL);
  guint per_side = markers_a_side ();

  _gg_print_add_text (job, _("Activation schemes"), 14, TRUE);
  add_volturno (job, rules);
  add_r59 (job, rules);
  _gg_print_add_text (job, _("Markers at 1:1, side A red, side B blue: cut along the dashed "
                             "lines."),
                              9, FALSE);
  _gg_print_add_grid (job, 0, per_side, MARKER, MARKER, 0, draw_marker_row);
  _gg_print_add_grid (job, per_side, per_side, MARKER, MARKER, 0, draw_marker_row);
}
